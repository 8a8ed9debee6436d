"""Iquazú rules engine: the game object on the shared contract, and the engine's front door.

Where each rule lives (``shared/rules/iquazu.md`` section → module):

* §2.1–2.2, §2.6 the wall as data (strips, alcoves, tile columns, scoring boards, tile pool) →
  :mod:`~companion.iquazu.wall` (shipped demo: ``walls/demo.json``, invented, labelled demo)
* §3 setup, prepared positions → :mod:`~companion.iquazu.setup`
* §4 the turn (action, drop step, hand limit, passing the crystal box) → :mod:`~companion.iquazu.turn`
* §4 A drawing, §2.5 the draw pile and the hand limit → :mod:`~companion.iquazu.cards`
* §4 B placing a crystal, §2.3 cost, §2.4 substitution, §1.1 colour tile → :mod:`~companion.iquazu.placing`
* §4 step 2 the water drop → :mod:`~companion.iquazu.drop`
* §1.1 bonus tiles (use; revealed when the frame moves) → :mod:`~companion.iquazu.bonus_tiles`
* §5 the scoring round, its tie rules, the after-scoring sequence, §5.5 special cases →
  :mod:`~companion.iquazu.scoring_round` (ranking and row winner from :mod:`~companion.iquazu.scoring`)
* §6 the end and the final sheet → :mod:`~companion.iquazu.end`; §6.2 final scoring →
  :mod:`~companion.iquazu.scoring` (the calculator's scorer)
* the flat position and :class:`~companion.iquazu.state.State` → :mod:`~companion.iquazu.state`; dispatch
  and make/unmake → :mod:`~companion.iquazu.core`; moves and notation → :mod:`~companion.iquazu.moves`;
  positions and saves → :mod:`~companion.iquazu.serialize`; views → :mod:`~companion.iquazu.view`; every
  "(unconfirmed)" reading → :mod:`~companion.iquazu.options`; invariants → :mod:`~companion.iquazu.invariants`.

Example:
    >>> from companion import games
    >>> game = games.get("iquazu")
    >>> s = game.new_game(["Ann", "Bob"], seed=7)
    >>> s.current_player, s.frame, s.wall.demo
    (0, 1, True)
    >>> game.parse_move("draw") in s.legal_moves()
    True
"""
from __future__ import annotations

from typing import Any

from companion.engine.contract import ActionSpace, Game
from companion.i18n import N_
from companion.iquazu import moves as moves_module, rules
from companion.iquazu.core import IquazuCore
from companion.iquazu.end import final_sheet
from companion.iquazu.moves import DISCARDS, DRAW, END, MAX_PAID, USE_DOUBLE, Move, UseCards, checked
from companion.iquazu.options import Options
from companion.iquazu.placing import _pay, _place
from companion.iquazu.serialize import SAVE_VERSION, record_of
from companion.iquazu.setup import new_game, position, start_from_fields
from companion.iquazu.state import Setup, State

__all__ = ["IQUAZU", "Iquazu", "new_game", "position"]


class Iquazu(Game):
    """The Iquazú rules on the shared game contract (:class:`companion.engine.contract.Game`)."""

    id = "iquazu"
    title = N_("Iquazú")
    min_players, max_players = rules.MIN_PLAYERS, rules.MAX_PLAYERS
    reference = "iquazu.md"
    sequence_rule = "iquazu 4"
    end_rule = "iquazu 6.1"            # the end scoring
    not_over_text = N_("The game is not over yet: it ends with the scoring of the third-to-last column.")
    moves = moves_module
    hidden_information = True          # hands are hidden, iquazu.md §3 step 10
    chance_draws = True                # cards (§2.5) and bonus tiles (§2.1) drawn in push: DrawPlan
    save_version = SAVE_VERSION
    options_type = Options
    chance_versions = (1, 2)
    setup_function = staticmethod(new_game)
    core_type = IquazuCore
    position_function = staticmethod(start_from_fields)
    final_sheet_function = staticmethod(final_sheet)   # the public iquazu score sheet of the position
    record_function = staticmethod(record_of)

    def checked(self, state: Any, move: Any) -> Move:
        """``move`` checked and canonical (see :func:`companion.iquazu.moves.checked`).

        Raises:
            InvalidMove: not an Iquazú move, or a field out of range (no such alcove, bad card counts).
        """
        return checked(move, state._setup.columns)

    def action_space(self, state: Any) -> ActionSpace:
        """Every Iquazú move of a game on ``state``'s laid wall, densely numbered: draw, end, the tile moves,
        the discards, choosing each alcove, and every payment (1 to 10 cards; with the colour tile 1 to 5)."""
        return _action_space(state._setup)

    def score_now(self, state: Any):
        """The score as if the game ended now: the final sheet of the position with the three last columns
        scored as they stand (before the end the third-to-last column may not be full yet, iquazu.md §5.1)."""
        from companion.iquazu.scoring import score_sheet

        return score_sheet(final_sheet(state), ended=state.is_over)


_SPACES: dict[tuple, ActionSpace] = {}


def _action_space(setup: Setup) -> ActionSpace:
    key = (setup.W, tuple(zip(setup.alc_col, setup.alc_height)))
    space = _SPACES.get(key)
    if space is None:
        moves: list[Move] = [DRAW, END, USE_DOUBLE, *(UseCards(v) for v in rules.CARD_TILE_VALUES), *DISCARDS]
        moves += [_place(setup.alc_col[a], setup.alc_height[a]) for a in range(setup.A)]
        for any_colour, most in ((False, MAX_PAID), (True, rules.FRAME_COLUMNS)):
            moves += [_pay((w, b, o), any_colour) for w in range(most + 1) for b in range(most + 1 - w)
                      for o in range(most + 1 - w - b) if w + b + o]
        space = _SPACES[key] = ActionSpace(moves)
    return space


#: The Iquazú game object (``companion.games.get("iquazu")``).
IQUAZU = Iquazu()
State.game = IQUAZU
