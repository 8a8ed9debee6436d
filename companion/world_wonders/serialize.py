"""Saves as records (design "Engine contract": a game is its start plus a move list): ``{game, version,
players, seed, options, origin, chance, moves}``. The options carry the catalogues in use (a file path, or the
catalogue's JSON itself), so a game on one's own catalogues replays on them.
"""
from __future__ import annotations

from typing import Any

from companion.errors import CompanionError, InvalidSave
from companion.i18n import N_

__all__ = ["SAVE_VERSION", "record_of", "start_of_record"]

SAVE_VERSION = 1


def record_of(state: Any) -> dict[str, Any]:
    """The save record of ``state`` (moves in notation)."""
    s = state._setup
    return {"game": "world-wonders", "version": SAVE_VERSION, "players": list(s.players), "seed": s.seed,
            "options": s.options.to_dict(), "origin": s.origin, "chance": s.chance,
            "moves": [str(m) for m in state.history]}


def start_of_record(record: Any) -> Any:
    """The start of a saved game: a new game with the record's players, seed and options, then the prepared
    ``origin`` position if any, checked like every prepared position
    (:func:`companion.world_wonders.position.start_from_fields`).

    Raises:
        InvalidSave: bad options, or players/seed refused; InvalidPosition: the ``origin`` breaks a rule or has
            a malformed entry (named; :meth:`~companion.engine.contract.Game.load` reports it as an
            :class:`InvalidSave` of the starting position).
    """
    from companion.world_wonders.options import Options
    from companion.world_wonders.setup import new_game

    try:
        options = Options.from_dict(record.options)
    except CompanionError as exc:
        raise InvalidSave(N_('This is not a saved World Wonders game: the entry "{field}" is wrong: {error}'),
                          field="options", error=exc) from None
    except TypeError as exc:
        raise InvalidSave(N_('This is not a saved World Wonders game: the entry "{field}" is wrong: {error}'),
                          field="options", error=str(exc)[:80]) from None
    start = new_game(list(record.players), seed=record.seed, options=options)
    if record.origin is not None:
        from companion.world_wonders.position import start_from_fields

        start = start_from_fields(start._setup, record.origin)
    return start
