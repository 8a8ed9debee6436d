"""Five Tribes rules engine: the game object on the shared contract, and the engine's front door.

Where each rule lives (``shared/rules/five-tribes.md`` section → module):

* §2 setup, prepared positions → :mod:`~companion.five_tribes.setup`; options (every "(unconfirmed)"
  point) → :mod:`~companion.five_tribes.options`
* §3.1 bidding (Kumarbi, the rule gap) → :mod:`~companion.five_tribes.bidding`
* §3.2 the turn's start and end, §4 the round's end → :mod:`~companion.five_tribes.turn`
* §3.3 moving meeples (pick up, each step, each drop) → :mod:`~companion.five_tribes.move_meeples`, with the
  move generator :mod:`~companion.five_tribes.movement`
* §3.4 tile control and camels → :mod:`~companion.five_tribes.tile_control`
* §3.5 tribe actions → :mod:`~companion.five_tribes.viziers`, :mod:`~companion.five_tribes.elders`,
  :mod:`~companion.five_tribes.merchants`, :mod:`~companion.five_tribes.builders`,
  :mod:`~companion.five_tribes.assassins`
* §3.6 tile actions → :mod:`~companion.five_tribes.tile_actions`; §3.7 merchandise sale →
  :mod:`~companion.five_tribes.sale`; §1.5 djinns → :mod:`~companion.five_tribes.djinns`
* §3.8 clean-up → :mod:`~companion.five_tribes.cleanup`; §4-5 end and final sheet →
  :mod:`~companion.five_tribes.end`, scored by :mod:`~companion.five_tribes.scoring` (the calculator's)
* the flat position → :mod:`~companion.five_tribes.state`, make/unmake → :mod:`~companion.five_tribes.core`;
  moves and notation → :mod:`~companion.five_tribes.moves`; saves → :mod:`~companion.five_tribes.serialize`;
  invariants → :mod:`~companion.five_tribes.invariants`; views → :mod:`~companion.five_tribes.view`.

Example:
    >>> from companion import games
    >>> s = games.get("five-tribes").new_game(["A", "B"], seed=1)
    >>> s.decision, s.current_player in (0, 1)
    (<Decision.BID: 'bid'>, True)
"""
from __future__ import annotations

from typing import Any

from companion.engine.contract import ActionSpace, Game
from companion.five_tribes import moves as moves_module
from companion.five_tribes.core import FiveTribesCore
from companion.five_tribes.end import final_sheet
from companion.five_tribes.moves import (
    Bid, Builders, Buy, Drop, EndTurn, Keep, Kill, KillHeld, Move, NoKill, Pick, PlacePalace, PlacePalm, Sell,
    Skip, Step, TakeDjinn, UseDjinn, checked, phrase,
)
from companion.five_tribes.options import Options
from companion.five_tribes.rules import BID_COSTS, DJINNS, MERCHANDISE, TRIBES
from companion.five_tribes.serialize import SAVE_VERSION, record_of
from companion.five_tribes.setup import new_game, position, start_from_fields
from companion.five_tribes.state import State
from companion.i18n import N_, Phrase

__all__ = ["FIVE_TRIBES", "FiveTribes", "new_game", "position"]


class FiveTribes(Game):
    """The Five Tribes rules on the shared game contract (:class:`companion.engine.contract.Game`)."""

    id = "five-tribes"
    title = N_("Five Tribes")
    min_players, max_players = 2, 4
    reference = "five-tribes.md"
    sequence_rule = "five-tribes 3.2"
    end_rule = "five-tribes 4"         # the last round
    not_over_text = N_("The game is not over yet: final scoring comes after the last round.")
    moves = moves_module
    hidden_information = True          # gold is secret until the end, five-tribes.md §1.8
    chance_draws = True                # cards, djinns and meeples drawn in push (§1.8, §3.8): DrawPlan
    save_version = SAVE_VERSION
    options_type = Options
    chance_versions = (1, 2)
    setup_function = staticmethod(new_game)
    core_type = FiveTribesCore
    position_function = staticmethod(start_from_fields)
    final_sheet_function = staticmethod(final_sheet)   # the public five-tribes score sheet of the position
    record_function = staticmethod(record_of)

    def checked(self, state: Any, move: Any) -> Move:
        """``move`` checked and canonical (see :func:`companion.five_tribes.moves.checked`).

        Raises:
            InvalidMove: not a Five Tribes move or a malformed field.
        """
        return checked(move, len(state.players))

    def words(self, state: Any, move: Any) -> Phrase:
        """What ``move`` does, in words (a kill in front of a player names the one whose meeple it is);
        :meth:`~companion.engine.contract.Game.describe` names the player who makes it before them."""
        if type(move) is KillHeld and 0 <= move.player < len(state.players):
            from companion.five_tribes.moves import kill_held_phrase

            return kill_held_phrase(move.tribe, state.players[move.player])
        return phrase(move)

    def action_space(self, state: Any) -> ActionSpace:
        """Every Five Tribes move of a game with ``state``'s player count, densely numbered."""
        return _action_space(len(state.players))


_SPACES: dict[int, ActionSpace] = {}


def _action_space(n: int) -> ActionSpace:
    if n not in _SPACES:
        from itertools import combinations

        from companion.five_tribes.djinns import COSTS, FREE

        moves: list[Move] = [Bid(c, f) for c in sorted(set(BID_COSTS), reverse=True) for f in range(7)
                             if f == 0 or (c and BID_COSTS.index(c) + f <= 6)]
        moves += [Pick(t) for t in range(30)] + [Step(t) for t in range(30)] + [Drop(tr) for tr in TRIBES]
        moves += [Builders(k) for k in range(19)]
        moves += [Kill(t, tr, f) for t in range(30) for tr in TRIBES for f in range(8)]
        moves += [KillHeld(q, tr) for q in range(n) for tr in ("vizier", "elder")] + [NoKill()]
        moves += [Buy((s,)) for s in range(1, 7)] + [Buy(pair) for pair in combinations(range(1, 7), 2)]
        moves += [TakeDjinn(j, pay) for j in DJINNS for pay in ("ee", "ef")] + [Skip()]
        moves += [PlacePalm(t) for t in range(30)] + [PlacePalace(t) for t in range(30)]
        tiles = ("Anun-Nak", "Bouraq", "Enki", "Leta", "Utug")
        for name, pays in COSTS.items():
            if name in tiles:
                moves += [UseDjinn(name, pay, t) for t in range(30) for pay in pays]
            else:
                moves += [UseDjinn(name, pay) for pay in pays]
        assert set(FREE) <= set(COSTS)
        moves += [Keep(j) for j in DJINNS]
        kinds = tuple(MERCHANDISE)
        moves += [Sell(tuple(k for i, k in enumerate(kinds) if mask >> i & 1)) for mask in range(1, 1 << 9)]
        moves.append(EndTurn())
        _SPACES[n] = ActionSpace(moves)
    return _SPACES[n]


#: The Five Tribes game object (``companion.games.get("five-tribes")``).
FIVE_TRIBES = FiveTribes()
State.game = FIVE_TRIBES
