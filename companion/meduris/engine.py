"""Meduris rules engine: the game object on the shared contract, and the engine's front door.

Where each rule lives (``shared/rules/meduris.md`` section → module):

* §3 setup, bonus chips (step 6), workers (step 7), prepared positions → :mod:`~companion.meduris.setup`
* §4.1 roll, small yield, "+1"/"-1"; §4.2 big yield → :mod:`~companion.meduris.yields`
* §2.4 settlements, §4.3 hut cost k (FAQ §6.4-6.6) → :mod:`~companion.meduris.settlement`
* §4.3 building a hut, §4.4 a temple (FAQ §6.16) → :mod:`~companion.meduris.building`
* §4.5 the 3-for-1 exchange (also out of turn) → :mod:`~companion.meduris.exchange`
* §4.6 druid movement, §4.7 offering ritual, §4.8 rune stones → :mod:`~companion.meduris.druid`
* §5.1 end triggers, §5.2 last lap, §5.3 final sheet → :mod:`~companion.meduris.end`; §5.3-5.4 scoring →
  :mod:`~companion.meduris.scoring`
* the turn flow of §4.10 (which decision is pending, dispatch to the rule modules) →
  :mod:`~companion.meduris.core`; the flat position and its readable :class:`~companion.meduris.state.State`
  → :mod:`~companion.meduris.state`; moves and their notation → :mod:`~companion.meduris.moves`;
  positions and saves → :mod:`~companion.meduris.serialize`; text and widget views →
  :mod:`~companion.meduris.view`; every "(unconfirmed)" reading → :mod:`~companion.meduris.options`.

Every player decision is a move; the state records which decision is pending, so ``legal_moves`` lists
exactly the current decider's options (plus, with :meth:`State.other_moves`, other players' exchanges).
Chance (die rolls) comes from the game's seeded die stream, so a game is its start plus a move list.

Example:
    >>> from companion.meduris.engine import new_game
    >>> s = new_game(["Ann", "Bob"], seed=1)
    >>> s.current_player, s.pending.kind
    (0, 'place_worker')
"""
from __future__ import annotations

from typing import Any, Mapping

from companion.engine.contract import ActionSpace, Game
from companion.errors import InvalidSave
from companion.i18n import N_
from companion.meduris.common import HUT, RIDX, TEMPLE, player_label  # noqa: F401  (re-exported)
from companion.meduris import moves as moves_module
from companion.meduris.core import MedurisCore
from companion.meduris.end import final_sheet
from companion.meduris.moves import (
    BigYield, BuildHut, BuildTemple, Exchange, Move, OfferBoth, OfferDruidChip, OfferNothing, OfferOne,
    PlaceBonus, PlaceWorker, ReturnChip, Roll, TakeChip, TakeNothing, checked,
)
from companion.meduris.options import Options
from companion.meduris.rules import DIE_FACES, RESOURCES
from companion.meduris.serialize import SAVE_VERSION, position_fields, record_of, upgrade_save
from companion.meduris.settlement import HutCost, hut_cost, settlement_at, site_symbols
from companion.meduris.setup import BONUS_KINDS, new_game, position, start_from_fields  # noqa: F401
from companion.meduris.state import Pending, Setup, State  # noqa: F401  (Pending re-exported)
from companion.meduris.view import render_text, to_view
from companion.meduris.yields import roll_face

__all__ = [
    "MEDURIS", "Meduris", "new_game", "position", "start_of", "legal_moves", "apply", "undo", "replay",
    "roll_face", "hut_cost", "HutCost", "settlement_at", "site_symbols", "final_sheet", "score",
    "state_to_json", "state_from_json", "to_view", "render_text",
]


class Meduris(Game):
    """The Meduris rules on the shared game contract (:class:`companion.engine.contract.Game`)."""

    id = "meduris"
    title = N_("Meduris")
    min_players, max_players = 2, 4
    reference = "meduris.md"
    sequence_rule = "meduris 4.10"
    end_rule = "meduris 5.2"           # the druid's last lap
    not_over_text = N_("The game is not over yet: final scoring comes after the druid's last lap.")
    moves = moves_module
    hidden_information = True          # chips behind the screens, meduris.md §1
    save_version = SAVE_VERSION
    options_type = Options
    chance_versions = (1, 2)
    setup_function = staticmethod(new_game)
    core_type = MedurisCore
    position_function = staticmethod(start_from_fields)
    final_sheet_function = staticmethod(final_sheet)   # the public meduris score sheet of the position
    record_function = staticmethod(record_of)
    auxiliary_moves = (Exchange,)

    def checked(self, state: Any, move: Any) -> Move:
        """``move`` checked and canonical: an exchange naming the deciding player becomes his own; a big yield
        of a worker with another of the same player directly above it names the top one of that run (they
        are interchangeable, meduris.md §4.2, and the generator lists the top one).

        Raises:
            InvalidMove: see :func:`companion.meduris.moves.checked`.
        """
        move = checked(move, state.board.size, len(state.players))
        t = type(move)
        if t is Exchange and move.player is not None and move.player == state.current_player:
            move = Exchange(move.give, move.take)
        elif t is BigYield:
            stack = state.stacks[RIDX[move.source]]
            h = move.level
            if h <= len(stack):
                while h < len(stack) and stack[h] == stack[h - 1]:
                    h += 1
                if h != move.level:
                    move = BigYield(move.source, h, move.target)
        return move

    def describe(self, state: Any, move: Any, lang: str = "en") -> str:
        """``move`` told in a sentence for a player, in ``lang``."""
        from companion.meduris.teach.narration import describe_move

        return describe_move(state, move, lang)

    def action_space(self, state: Any) -> ActionSpace:
        """Every Meduris move of a game with ``state``'s board and player count, densely numbered."""
        return _action_space(state.board.size, len(state.players))

    # --- saves -------------------------------------------------------------------------------------
    def upgrade_save(self, data: dict[str, Any]) -> dict[str, Any]:
        """Saves of the first engine (versions 1-2) as current records."""
        return upgrade_save(data)

    def check_loaded(self, state: Any, record: Any) -> None:
        """A save of the first engine (versions 1-2) stored the position it reached (kept by
        :func:`~companion.meduris.serialize.upgrade_save` under ``expect``): the replay must reach it.

        Raises:
            InvalidSave: replaying the moves gives another position than the one saved.
        """
        saved = record.extra.get("expect")
        if not saved:
            return
        now = position_fields(state)
        for key, value in saved.items():
            if value is not None and _plain(now[key]) != _plain(value):
                raise InvalidSave(N_('This save does not add up: replaying its moves gives another "{field}" '
                                     'than the one saved.'), field=key)


def _plain(v: Any) -> Any:
    if isinstance(v, (list, tuple)):
        return [_plain(x) for x in v]
    return v


_SPACES: dict[tuple[int, int], ActionSpace] = {}


def _action_space(N: int, n: int) -> ActionSpace:
    key = (N, n)
    if key not in _SPACES:
        from itertools import combinations_with_replacement

        moves: list[Move] = [PlaceBonus(i) for i in range(1, N + 1)]
        moves += [PlaceWorker(r) for r in RESOURCES]
        moves += [Roll()] + [Roll(f) for f in DIE_FACES]
        moves += [TakeChip(r) for r in RESOURCES] + [TakeNothing()] + [ReturnChip(r) for r in RESOURCES]
        moves += [BigYield(s, h, t) for s in RESOURCES for h in (1, 2, 3) for t in RESOURCES if s != t]
        moves += [BuildHut(i) for i in range(1, N + 1)] + [BuildTemple(i) for i in range(1, N + 1)]
        gives = [tuple(RESOURCES[r] for r in g) for g in combinations_with_replacement(range(4), 3)]
        for by in [None, *range(n)]:
            moves += [Exchange(g, t, by) for g in gives for t in RESOURCES]  # type: ignore[arg-type]
        moves += [OfferOne(r) for r in RESOURCES] + [OfferBoth(), OfferDruidChip(), OfferNothing()]
        _SPACES[key] = ActionSpace(moves)
    return _SPACES[key]


#: The Meduris game object (``companion.games.get("meduris")``).
MEDURIS = Meduris()
State.game = MEDURIS


# ----------------------------------------------------------------------------------------------
# functions of the first engine's API (kept: lessons, tests and notebooks use them)
# ----------------------------------------------------------------------------------------------

def legal_moves(state: State, *, exchanges: bool = True) -> list[Move]:
    """All moves the current decider may make now (meduris.md §3.7, §4.1-4.7); ``[]`` if the game is over."""
    return state.legal_moves(exchanges=exchanges)


def apply(state: State, move: Move) -> State:
    """The state after ``move`` by the current decider (or an out-of-turn exchange); ``state`` is unchanged.

    Raises:
        InvalidMove: the move is malformed (wrong type, unknown resource, no such site).
        IllegalMove: the move breaks a rule or is not the pending decision; nothing is changed.
    """
    return state.apply(move)  # type: ignore[return-value]


def undo(state: State) -> State:
    """The state before the last move.

    Raises:
        IllegalMove: no move has been made (meduris 4.10).
    """
    return state.undo()  # type: ignore[return-value]


def start_of(state: State) -> State:
    """The position the game of ``state`` started from (new game or prepared position), without history."""
    return state.start()  # type: ignore[return-value]


def replay(seed: int, players: list[str], moves: list[Move], options: Options | None = None, *,
           origin: Mapping[str, Any] | None = None) -> State:
    """Replay a game: its start (new game, or the prepared ``origin`` field dict), then each move.

    Raises:
        IllegalMove: a move in the list is illegal at its point.
    """
    s = new_game(players, seed=seed, options=options)
    if origin is not None:
        s = start_from_fields(s._setup, origin)
    return MEDURIS.replay_moves(s, moves)  # type: ignore[return-value]


def score(state: State):
    """Final result of a finished game (meduris.md §5.3-5.4): ``.players[i].total``, ``.rank``, ``.winners``.

    Raises:
        IllegalMove: the game is not over yet (meduris 5.2).
    """
    return MEDURIS.score(state)


def state_to_json(state: State) -> str:
    """The save record of ``state`` as JSON text."""
    return state.to_json()


def state_from_json(text: str | bytes) -> State:
    """Load a save.

    Raises:
        InvalidSave: not a valid Meduris save.
    """
    return MEDURIS.load(text)  # type: ignore[return-value]
