"""The Five Tribes part of the hot seat (:mod:`companion.ui.hotseat`, page ``notebooks/play-five-tribes.ipynb``).

Only what is Five Tribes' own: the board widget (:class:`~companion.five_tribes.ui.board.FiveTribesBoard`,
showing the gold of the player deciding now and nobody else's until the end, five-tribes.md §1.8) and the
page's short introduction. The game's options keep their documented defaults
(:mod:`companion.five_tribes.options`); every seat may be a human, a random bot, a greedy bot or the
advisor bot (:class:`~companion.five_tribes.advisor_bot.AdvisorBot`: each turn the move advisor's best).

Example:
    >>> from companion.ui.hotseat import BOT, HotSeat
    >>> hot = HotSeat("five-tribes")
    >>> hot.start(names=["Ann", "Bob"], seats=[BOT, BOT], seed=7)
    True
    >>> hot.state.is_over, hot.result is not None
    (True, True)
"""
from __future__ import annotations

from typing import Any

from companion.five_tribes.ui.board import FiveTribesBoard
from companion.i18n import N_
from companion.ui.hotseat import GREEDY, HotSeatAdapter

__all__ = ["ADAPTER", "ADVISOR", "FiveTribesHotSeat", "INTRO"]

#: a seat played by the advisor bot
ADVISOR = "advisor"

INTRO = N_("Choose 2 to 4 players, their names, and for each seat a human, a random bot (it picks uniformly among "
           "the legal moves), a greedy bot (one move ahead) or the advisor bot (each turn, the turn the move "
           "advisor ranks first). With 2 players each has two turn markers. Humans play on the board: bid by clicking "
           "a spot of the Turn Order track; pick up meeples by clicking a tile, then click each next tile (the "
           "legal ones are outlined) and the meeple to drop there from your hand under the Sultanate; every other "
           "decision is a highlighted button, card or djinn. Only the player deciding sees their own gold. The "
           "board's Undo takes back moves up to the last human decision. After the last round the final scoring "
           "is derived from the board.")


class FiveTribesHotSeat(HotSeatAdapter):
    """Five Tribes board and introduction for :class:`companion.ui.hotseat.HotSeat` (no options form: the
    engine's documented defaults apply)."""

    game_id = "five-tribes"
    intro = INTRO
    bot_kinds = {**HotSeatAdapter.bot_kinds, GREEDY: N_("greedy bot"), ADVISOR: N_("advisor bot")}

    def board(self, state: Any) -> FiveTribesBoard:
        """A :class:`FiveTribesBoard` following the page language, showing the decider's gold."""
        return FiveTribesBoard(state)

    def bot_of(self, kind: str, seed: int) -> Any:
        """The advisor bot for an :data:`ADVISOR` seat, else the shared seats' bots."""
        if kind == ADVISOR:
            from companion.five_tribes.advisor_bot import AdvisorBot

            return AdvisorBot(seed)
        return super().bot_of(kind, seed)


ADAPTER = FiveTribesHotSeat
