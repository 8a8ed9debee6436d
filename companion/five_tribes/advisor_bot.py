"""The advisor-greedy bot of Five Tribes: at the start of each of its turns it plays the turn the move
advisor ranks first (:func:`companion.five_tribes.advisor.advise`: the whole turn — movement, tribe action,
tile action, djinn and sale — that gains most if the game ended now, five-tribes.md §3.2–§3.7, §5); every
other decision (bids, §3.1; a decision an earlier plan did not foresee, such as a card drawn mid-turn) it
takes as the one-move :class:`~companion.analysis.bots.GreedyBot` does.

Example:
    >>> from companion import games
    >>> from companion.engine.bots import play_bots
    >>> state = games.get("five-tribes").new_game(["Ann", "Bob"], seed=3)
    >>> bot = AdvisorBot(1)
    >>> end, _ = play_bots(state, [bot, bot], max_moves=4000)
    >>> end.is_over
    True
"""
from __future__ import annotations

from typing import Any

from companion.analysis.bots import GreedyBot
from companion.errors import RuleError
from companion.five_tribes.advisor import advise
from companion.five_tribes.state import Decision

__all__ = ["AdvisorBot"]


class AdvisorBot(GreedyBot):
    """Plays the advisor's best whole turn (see the module docstring); on the fast core (:meth:`pick`, used
    by Monte Carlo playouts) it plays as the greedy bot, since a plan needs the immutable state.

    Args:
        seed: seed of the fallback's own generator.
    """

    kind = "advisor"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._plan: list[Any] = []

    def choose(self, state: Any) -> Any:
        """The next move of the advisor's plan for this turn, a new plan at the start of a turn, else the
        greedy bot's move.

        Raises:
            ValueError: the game is over.
        """
        legal = state.legal_moves()
        if self._plan and self._plan[0] in legal:
            return self._plan.pop(0)
        self._plan = []
        if state.decision == Decision.TURN:
            try:
                best = advise(state, top=1)
            except RuleError:                     # a turn already under way: no whole turn to rank
                best = []
            if best and best[0].moves and best[0].moves[0] in legal:
                self._plan = list(best[0].moves[1:])
                return best[0].moves[0]
        return super().choose(state)
