"""Positions as field dicts, checked against the components, and saves as records (iquazu.md §1 component
counts, §2.6 data model; design "Engine contract": a game is its start plus a move list).

* :func:`position_fields` / :func:`fields_to_data` turn a position into its readable field dict (the form a
  prepared start is saved in, ``origin``) and back into the flat data of :mod:`companion.iquazu.state`;
* :func:`check_position` checks such a dict against every component count and rule a position keeps, so a
  tampered save (a 61st card, a 51st drop) is refused;
* :func:`record_of` writes the save record ``{game, version, players, seed, options, origin, chance, moves}``.

Field dict (all JSON)::

    {"decision": "turn" | "discard" | null, "active": 0, "drop_holder": 2, "frame": 1, "actions": 1,
     "scored": false, "dropped": false, "hands": [[w, b, o], ...], "scores": [...], "crystals_left": [...],
     "tiles_held": [{"light vp 2": 1, ...}, ...], "alcoves": [[content per alcove, top first] per wall column],
     "draw_pile": [w, b, o], "discard_pile": [w, b, o], "face_down": {"light vp 2": 4, ...},
     "row_tiles": ["light cards 3" | null, ×5], "card_draws": 0, "tile_draws": 5, "drops_left": 50,
     "used_tiles": 0, "removed_tiles": 0, "turn": 1, "scorings": 0}

An alcove's content is null (empty), ``"drop"`` or a player index; a tile is named ``"<back> <kind>[ <value>]"``.
"""
from __future__ import annotations

from typing import Any, Mapping

from companion.engine.fields import ints as _ints, whole as _whole
from companion.errors import InvalidPosition
from companion.i18n import N_, Plural
from companion.iquazu import rules
from companion.iquazu.moves import shown
from companion.iquazu.state import DECISIONS, Layout

__all__ = ["position_fields", "fields_to_data", "check_position", "record_of", "SAVE_VERSION"]

#: Version of the save records written now.
SAVE_VERSION = 1


def position_fields(state: Any) -> dict[str, Any]:
    """The position of ``state`` as a JSON-friendly field dict (everything but players, seed, options, layout
    and history)."""
    s, d = state._setup, state._data
    L = s.L
    names = [str(k) for k in s.tile_kinds]
    kind = d[L.KIND]
    return {
        "decision": None if kind < 0 else str(DECISIONS[kind]),
        "active": d[L.ACTIVE], "drop_holder": d[L.DROPH], "frame": d[L.FRAME], "actions": d[L.ACTIONS],
        "scored": bool(d[L.SCORED]), "dropped": bool(d[L.DROPPED]),
        "hands": [list(h) for h in state.hands], "scores": list(state.scores),
        "crystals_left": list(state.crystals_left),
        "tiles_held": [{names[t]: d[L.HELD + p * L.T + t] for t in range(L.T) if d[L.HELD + p * L.T + t]}
                       for p in range(L.n)],
        "alcoves": [[None if v == 0 else rules.DROP if v == 1 else v - 2
                     for v in d[L.ALC + s.col_start[c]:L.ALC + s.col_start[c + 1]]] for c in range(s.W)],
        "draw_pile": list(d[L.DRAW:L.DRAW + 3]), "discard_pile": list(d[L.DISC:L.DISC + 3]),
        "face_down": {names[t]: d[L.POOL + t] for t in range(L.T) if d[L.POOL + t]},
        "row_tiles": [None if d[L.ROWT + r] < 0 else names[d[L.ROWT + r]] for r in range(rules.ROWS)],
        "card_draws": d[L.CDRAWS], "tile_draws": d[L.TDRAWS], "drops_left": d[L.DROPS],
        "used_tiles": d[L.USED], "removed_tiles": d[L.REMOVED], "turn": d[L.TURN], "scorings": d[L.ROUNDS],
    }


def fields_to_data(setup: Any, f: Mapping[str, Any]) -> tuple:
    """The flat data of a checked position field dict (as :func:`check_position` returns)."""
    L: Layout = setup.L
    index = {str(k): t for t, k in enumerate(setup.tile_kinds)}
    d = [0] * L.size
    for p in range(L.n):
        d[3 * p:3 * p + 3] = list(f["hands"][p])
        d[L.SCORE + p] = f["scores"][p]
        d[L.CRYS + p] = f["crystals_left"][p]
        for name, count in f["tiles_held"][p].items():
            d[L.HELD + p * L.T + index[name]] = count
    for c, column in enumerate(f["alcoves"]):
        mask = 0
        for j, content in enumerate(column):
            a = setup.col_start[c] + j
            d[L.ALC + a] = 0 if content is None else 1 if content == rules.DROP else 2 + content
            if content is None:
                mask |= 1 << j
        d[L.EMPTY + c] = mask
    d[L.DRAW:L.DRAW + 3] = list(f["draw_pile"])
    d[L.DISC:L.DISC + 3] = list(f["discard_pile"])
    for name, count in f["face_down"].items():
        d[L.POOL + index[name]] = count
    for r, name in enumerate(f["row_tiles"]):
        d[L.ROWT + r] = -1 if name is None else index[name]
    decision = f["decision"]
    d[L.KIND] = -1 if decision is None else DECISIONS.index(decision)
    d[L.ACTIVE], d[L.DROPH], d[L.FRAME], d[L.ACTIONS] = f["active"], f["drop_holder"], f["frame"], f["actions"]
    d[L.SCORED], d[L.DROPPED] = int(f["scored"]), int(f["dropped"])
    d[L.CDRAWS], d[L.TDRAWS], d[L.DROPS] = f["card_draws"], f["tile_draws"], f["drops_left"]
    d[L.USED], d[L.REMOVED], d[L.TURN], d[L.ROUNDS] = f["used_tiles"], f["removed_tiles"], f["turn"], f["scorings"]
    return tuple(d)


# ----------------------------------------------------------------------------------------------
# checking a position against the components (iquazu.md §1) and the rules
# ----------------------------------------------------------------------------------------------

def _bad(template: Any, **params: Any) -> InvalidPosition:
    return InvalidPosition(template, **params)


def _per_player(v: Any, n: int, name: str) -> list:
    if not isinstance(v, (list, tuple)) or len(v) != n:
        raise _bad(N_("The entry {field} must have one entry per player."), field=name)
    return list(v)


def _tile_counts(v: Any, names: set[str], name: str) -> dict[str, int]:
    if not isinstance(v, Mapping) or any(k not in names or not _whole(c, 0, 45) for k, c in v.items()):
        raise _bad(N_("The entry {field} must count tiles of the wall's kinds ({kinds})."), field=name,
                   kinds=", ".join(sorted(names)))
    return {k: c for k, c in v.items() if c}


def check_position(setup: Any, f: Mapping[str, Any]) -> dict[str, Any]:
    """The field dict ``f`` of a position of the game ``setup``, checked and normalised.

    Checks the shape of every entry and the counts every position keeps: the cards of each colour between
    hands, draw and discard pile add up to the deck (§1); each player's crystals on the wall and in the box add
    up to 34 (§1, §3 step 8); drops on the wall and in the box to 50 (§1); the 45 bonus tiles between the face-
    down pool, the face-up row tiles, the players, used and removed tiles, kind by kind (§1), the face-up tiles
    of the back of the frame's tile column (§2.2); the frame at a position 1..W − 2 whose column 1 still has
    room while a decision is pending (§5.1); a hand over 12 only for the active player, in the turn (§2.5).

    Returns:
        The normalised field dict (lists, ints).
    Raises:
        InvalidPosition: the first count or rule broken, named in the message.
    """
    n, W, L = len(setup.players), setup.W, setup.L
    kinds = [str(k) for k in setup.tile_kinds]
    if not isinstance(f, Mapping):
        raise _bad(N_("A position is a set of named entries, not {value}."), value=shown(repr(f)))
    try:
        out: dict[str, Any] = {}
        decision = f["decision"]
        if decision is not None and decision not in DECISIONS:
            raise _bad(N_("The entry {field} must be one of {choices}."), field="decision",
                       choices=", ".join(DECISIONS))
        out["decision"] = decision
        for name in ("active", "drop_holder"):
            if not _whole(f[name], 0, n - 1):
                raise _bad(N_("The entry {field} must be a player (0 to {last})."), field=name, last=n - 1)
            out[name] = f[name]
        if not _whole(f["frame"], 1, setup.positions):
            raise _bad(N_("The frame stands at a position from 1 to {last}, not {value}."), last=setup.positions,
                       value=shown(repr(f["frame"])))
        out["frame"] = f["frame"]
        if not _whole(f["actions"], 0, 100):
            raise _bad(N_("The entry {field} must be a whole number from {low} to {high}."), field="actions",
                       low=0, high=100)
        out["actions"] = f["actions"]
        for name in ("scored", "dropped"):
            if not isinstance(f[name], bool):
                raise _bad(N_("The entry {field} must be true or false."), field=name)
            out[name] = f[name]
        split = setup.options.card_split
        out["hands"] = [_ints(h, 3, 0, rules.CARDS, "hands") for h in _per_player(f["hands"], n, "hands")]
        out["draw_pile"] = _ints(f["draw_pile"], 3, 0, rules.CARDS, "draw_pile")
        out["discard_pile"] = _ints(f["discard_pile"], 3, 0, rules.CARDS, "discard_pile")
        for i, colour in enumerate(rules.CARD_COLOURS):
            total = out["draw_pile"][i] + out["discard_pile"][i] + sum(h[i] for h in out["hands"])
            if total != split[i]:
                raise _bad(Plural("There is {count} {colour_label} card in the hands and piles; the deck has {max}.",
                                  "There are {count} {colour_label} cards in the hands and piles; the deck has {max}."),
                           count=total, colour_label=colour, max=split[i])
        out["scores"] = _ints(f["scores"], n, 0, 10**6, "scores")
        out["crystals_left"] = _ints(f["crystals_left"], n, 0, rules.CRYSTALS_TO_PLACE, "crystals_left")
        alcoves = f["alcoves"]
        if not isinstance(alcoves, (list, tuple)) or len(alcoves) != W:
            raise _bad(N_("The entry {field} must have one entry per wall column."), field="alcoves")
        out["alcoves"] = []
        for c, column in enumerate(alcoves):
            size = setup.col_start[c + 1] - setup.col_start[c]
            if not isinstance(column, (list, tuple)) or len(column) != size:
                raise _bad(Plural("Column {column} has {count} alcove; list its content top first.",
                                  "Column {column} has {count} alcoves; list their contents top first."),
                           column=c + 1, count=size)
            for v in column:
                if not (v is None or v == rules.DROP or _whole(v, 0, n - 1)):
                    raise _bad(N_('An alcove holds nothing (null), "drop" or a player (0 to {last}), not {value}.'),
                               last=n - 1, value=shown(repr(v)))
            out["alcoves"].append(list(column))
        flat = [v for column in out["alcoves"] for v in column]
        for p in range(n):
            count = sum(1 for v in flat if v == p) + out["crystals_left"][p]
            if count != rules.CRYSTALS_TO_PLACE:
                raise _bad(N_("{player} has {count} crystals on the wall and in the box; each player places "
                              "{max}."), player=setup.players[p], count=count, max=rules.CRYSTALS_TO_PLACE)
        out["drops_left"] = f["drops_left"]
        drops = flat.count(rules.DROP)
        if not _whole(out["drops_left"], 0, rules.WATER_DROPS) or drops + out["drops_left"] != rules.WATER_DROPS:
            raise _bad(N_("There are {count} water drops on the wall and in the box; the game has {max}."),
                       count=drops + (out["drops_left"] if isinstance(out["drops_left"], int) else 0),
                       max=rules.WATER_DROPS)
        names = set(kinds)
        out["tiles_held"] = [_tile_counts(t, names, "tiles_held") for t in _per_player(f["tiles_held"], n, "tiles_held")]
        out["face_down"] = _tile_counts(f["face_down"], names, "face_down")
        rows = f["row_tiles"]
        if not isinstance(rows, (list, tuple)) or len(rows) != rules.ROWS or any(r is not None and r not in names
                                                                               for r in rows):
            raise _bad(N_("The entry {field} must name the face-up tile of each of the 5 rows, or null."),
                       field="row_tiles")
        out["row_tiles"] = list(rows)
        back = setup.wall.tile_backs[out["frame"] - 1]
        for r in rows:
            if r is not None and not r.startswith(back + " "):
                raise _bad(N_("The tile {tile} cannot lie face up in a tile column with {back_label} backs."),
                           tile=r, back_label=back)
        for name in ("used_tiles", "removed_tiles"):
            if not _whole(f[name], 0, 45):
                raise _bad(N_("The entry {field} must be a whole number from {low} to {high}."), field=name, low=0,
                           high=45)
            out[name] = f[name]
        for kind, count in zip(kinds, setup.tile_counts):
            have = (out["face_down"].get(kind, 0) + out["row_tiles"].count(kind)
                    + sum(h.get(kind, 0) for h in out["tiles_held"]))
            if have > count:
                raise _bad(N_("There are {count} tiles {tile} on the wall and in front of the players; the wall's pool "
                              "has {max}."), count=have, tile=kind, max=count)
        total = (sum(out["face_down"].values()) + sum(1 for r in rows if r is not None)
                 + sum(sum(h.values()) for h in out["tiles_held"]) + out["used_tiles"] + out["removed_tiles"])
        if total != sum(setup.tile_counts):
            raise _bad(N_("The bonus tiles add up to {count} (face down, face up, held, used, removed); the game has "
                          "{max}."), count=total, max=sum(setup.tile_counts))
        for name in ("card_draws", "tile_draws", "turn", "scorings"):
            if not _whole(f[name], 0, 10**8):
                raise _bad(N_("The entry {field} must be a whole number from {low} to {high}."), field=name, low=0,
                           high=10**8)
            out[name] = f[name]
        if decision is not None:
            col = out["alcoves"][out["frame"] - 1]
            if None not in col:
                raise _bad(N_("Frame column 1 (wall column {column}) is full, so its scoring round has already "
                              "happened (iquazu 5.1)."), column=out["frame"])
        for p, h in enumerate(out["hands"]):
            if sum(h) > rules.HAND_LIMIT and p != out["active"]:
                raise _bad(N_("{player} holds {count} cards; the hand limit is {max} at the end of a turn."),
                           player=setup.players[p], count=sum(h), max=rules.HAND_LIMIT)
        if decision == "discard" and sum(out["hands"][out["active"]]) <= rules.HAND_LIMIT:
            raise _bad(N_("Only a hand over {max} cards discards."), max=rules.HAND_LIMIT)
    except (KeyError, TypeError, IndexError, AttributeError) as exc:
        raise _bad(N_("The position is missing an entry or has a malformed one ({error})."),
                   error=shown(repr(exc), 60)) from None
    return out


# ----------------------------------------------------------------------------------------------
# saves
# ----------------------------------------------------------------------------------------------

def record_of(state: Any) -> dict[str, Any]:
    """The save record of ``state``: ``{"game": "iquazu", "version": 1, "players", "seed", "options" (with the
    layout the strips were laid in and the wall, whole unless shipped), "origin" (the prepared start's field
    dict, or null), "chance" (stream version), "moves" (notation)}``."""
    setup = state._setup
    options = setup.options.to_dict()
    options["layout"] = [f"{strip}{side}" for strip, side in setup.layout]
    options["colours"] = list(setup.colours)
    return {
        "game": "iquazu", "version": SAVE_VERSION, "players": list(setup.players), "seed": setup.seed,
        "options": options, "origin": setup.origin, "chance": setup.chance,
        "moves": [str(m) for m in state.history],
    }
