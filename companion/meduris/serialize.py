"""Saving and loading a game: the state as JSON text (every field, the board, the options, the starting
position and the move history) and the starting position kept in ``State.origin`` (meduris.md §4.10,
design "Engine contract": a game is its start plus a move list).
"""
from __future__ import annotations

import json
from typing import Any, Mapping

from companion.errors import CompanionError, InvalidSave
from companion.meduris.board import board_from_dict
from companion.meduris.common import check_players, check_seed
from companion.meduris.moves import move_from_json, move_to_json, shown
from companion.meduris.options import Options
from companion.meduris.state import Pending, State

__all__ = ["state_to_json", "state_from_json", "pending_to_json", "position_to_dict", "position_fields",
           "canonical", "from_origin"]


def pending_to_json(p: Pending | None) -> dict | None:
    """The pending decision as a JSON-friendly dict (None when the game is over)."""
    if p is None:
        return None
    return {"kind": p.kind, "player": p.player, "site": p.site, "queue": list(p.queue)}


def position_to_dict(state: State) -> dict[str, Any]:
    """The fields of a position (everything but players, colours, seed, options, board and history)."""
    return {
        "phase": state.phase, "pending": pending_to_json(state.pending), "active": state.active,
        "turn": state.turn, "rolls": state.rolls, "last_roll": state.last_roll,
        "resources": [list(r) for r in state.resources], "scores": list(state.scores),
        "huts_left": list(state.huts_left), "temples_left": list(state.temples_left),
        "supply": list(state.supply), "stacks": [list(x) for x in state.stacks],
        "sites": [None if b is None else list(b) for b in state.sites], "bonus": list(state.bonus),
        "runes": list(state.runes), "druid_step": state.druid_step, "druid_site": state.druid_site,
        "buildings": state.buildings, "end_trigger": state.end_trigger, "extra_turns": state.extra_turns,
        "final_mark": state.final_mark, "ended_by": state.ended_by, "turns_since_build": state.turns_since_build,
    }


def position_fields(d: Mapping[str, Any]) -> dict[str, Any]:
    """Inverse of :func:`position_to_dict`: the :class:`State` keyword arguments of a position."""
    pend = d["pending"]
    return dict(
        phase=d["phase"],
        pending=None if pend is None else Pending(pend["kind"], pend["player"], pend["site"], tuple(pend["queue"])),
        active=d["active"], turn=d["turn"], rolls=d["rolls"], last_roll=d["last_roll"],
        resources=tuple(tuple(r) for r in d["resources"]), scores=tuple(d["scores"]),
        huts_left=tuple(d["huts_left"]), temples_left=tuple(d["temples_left"]), supply=tuple(d["supply"]),
        stacks=tuple(tuple(x) for x in d["stacks"]),
        sites=tuple(None if b is None else (b[0], b[1]) for b in d["sites"]), bonus=tuple(d["bonus"]),
        runes=tuple(d["runes"]), druid_step=d["druid_step"], druid_site=d["druid_site"],
        buildings=d["buildings"], end_trigger=d["end_trigger"], extra_turns=d["extra_turns"],
        final_mark=d["final_mark"], ended_by=d["ended_by"], turns_since_build=d["turns_since_build"],
    )


def canonical(d: Mapping[str, Any]) -> str:
    """Canonical JSON text of a position dict (the form kept in ``State.origin``)."""
    return json.dumps(d, sort_keys=True, separators=(",", ":"))


def from_origin(game: State, origin: Mapping[str, Any]) -> State:
    """The starting position ``origin`` (a :func:`position_to_dict` dict) of the game of ``game``."""
    return State(players=game.players, colours=game.colours, seed=game.seed, options=game.options,
                 board=game.board, **position_fields(origin), origin=canonical(origin))


def state_to_json(state: State) -> str:
    """JSON string with every field of the state, the board, the options, the starting position
    (``origin``, None for a ``new_game`` start) and the move history."""
    d = {
        "game": "meduris", "version": 2,
        "players": list(state.players), "colours": list(state.colours), "seed": state.seed,
        "options": state.options.to_dict(), "board": state.board.to_dict(),
        **position_to_dict(state),
        "origin": None if state.origin is None else json.loads(state.origin),
        "history": [move_to_json(m) for m in state.history],
    }
    return json.dumps(d, separators=(",", ":"))


def state_from_json(text: str | bytes) -> State:
    """Inverse of :func:`state_to_json` (version 1 files, without ``origin``, are games from ``new_game``).

    Raises:
        InvalidSave: not a saved Meduris game: not JSON text, no ``"game": "meduris"`` entry, or a field
            missing or malformed (the message names it).
        InvalidSetup: the players or the seed break meduris.md §3 (as for :func:`new_game`).
        InvalidBoard: the board in the file is incomplete or inconsistent.
    """
    if not isinstance(text, (str, bytes, bytearray)):
        raise InvalidSave("This is not a saved Meduris game: a save is JSON text, not {value}.",
                          value=shown(repr(text)))
    try:
        d = json.loads(text)
    except ValueError as exc:          # JSONDecodeError, UnicodeDecodeError
        raise InvalidSave("This is not a saved Meduris game: the text is not JSON ({error}).",
                          error=str(exc)) from None
    if not isinstance(d, dict) or d.get("game") != "meduris":
        raise InvalidSave('This is not a saved Meduris game: it has no "game": "meduris" entry.')
    field = "players"
    try:
        players = check_players(d["players"])
        field = "seed"
        seed = check_seed(d["seed"])
        field = "options"
        if not isinstance(d["options"], dict):
            raise TypeError("options are a JSON object")
        options = Options.from_dict(d["options"])
        field = "board"
        board = board_from_dict(d["board"])
        field = "position"
        position = position_fields(d)
        field = "history"
        history = tuple(move_from_json(m) for m in d["history"])
        field = "origin"
        origin = d.get("origin")
        field = "colours"
        return State(
            players=players, colours=tuple(d["colours"]), seed=seed, options=options,
            board=board, **position, history=history, origin=None if origin is None else canonical(origin),
        )
    except CompanionError:
        raise
    except (KeyError, TypeError, IndexError, AttributeError, ValueError) as exc:
        raise InvalidSave('This is not a saved Meduris game: the entry "{field}" is missing or malformed ({error}).',
                          field=field, error=shown(repr(exc), 80)) from None
