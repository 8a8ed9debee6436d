"""Positions as field dicts, checked against the components, and saves as records (five-tribes.md §1
component counts; design "Engine contract": a game is its start plus a move list).

* :func:`position_fields` / :func:`fields_to_data` turn a position into its readable field dict (the form a
  prepared start is saved in, ``origin``) and back into the flat data of :mod:`companion.five_tribes.state`;
* :func:`check_position` checks such a dict against every component count (90 meeples, 54 cards, 22
  djinns, 12 palm trees, 10 palaces, the camels, the 30 tiles) so a tampered save is refused;
* :func:`record_of` writes the save record ``{game, version, players, seed, options, origin, chance,
  moves}`` read back by :meth:`companion.engine.contract.Game.load`.
"""
from __future__ import annotations

from typing import Any, Mapping

from companion.engine.fields import ints as _ints, whole as _whole
from companion.errors import InvalidPosition
from companion.five_tribes.moves import KIND_LABELS, TILE_LABELS, TRIBE_LABELS, shown
from companion.five_tribes.rules import (
    CARD_COPIES, CARD_KINDS, DJINNS, GAME_ID, MEEPLES_PER_COLOUR, PALACES, PALM_TREES, TILE_KINDS, TRIBES,
    camels_per_player,
)
from companion.five_tribes.state import DECISIONS, SCALARS, Layout
from companion.i18n import N_, Plural

__all__ = ["position_fields", "fields_to_data", "check_position", "record_of", "SAVE_VERSION"]

#: Version of the save records written now.
SAVE_VERSION = 1
_DJ = {name: j for j, name in enumerate(DJINNS)}
_KIND = {k: i for i, k in enumerate(CARD_KINDS)}
_TILE = {(name, vp): i for i, (name, vp, _, _) in enumerate(TILE_KINDS)}
#: scalars written under their own names (the rest are derived or written in blocks)
_SCALAR_FIELDS = tuple(s for s in SCALARS if s not in ("KIND", "PLAYER", "DPILE", "DDISC", "PALMS", "PALACES"))


def _djinn_names(mask: int) -> list[str]:
    return [DJINNS[j] for j in range(len(DJINNS)) if mask >> j & 1]


def _cards(d, start: int) -> dict[str, int]:
    return {k: d[start + i] for i, k in enumerate(CARD_KINDS) if d[start + i]}


def position_fields(state: Any) -> dict[str, Any]:
    """The position of ``state`` as a JSON-friendly field dict (everything but players, seed, options and
    history)."""
    L, d = state._setup.layout, state._data
    kind = d[L.KIND]
    players = []
    for p in range(L.n):
        b = L.player(p)
        players.append({"gold": d[b], "viziers": d[b + 1], "elders": d[b + 2], "camels": d[b + 3],
                        "cards": _cards(d, b + 4), "djinns": _djinn_names(d[b + 14])})
    return {
        "tiles": [list(TILE_KINDS[k][:2]) for k in d[L.TILE:L.TILE + 30]],
        "meeples": [list(d[5 * t:5 * t + 5]) for t in range(30)],
        "camels": [None if v < 0 else v for v in d[L.CAMEL:L.CAMEL + 30]],
        "palm_trees": list(d[L.PALM:L.PALM + 30]),
        "palaces": list(d[L.PALACE:L.PALACE + 30]),
        "bag": list(d[L.BAG:L.BAG + 5]),
        "players": players,
        "draw_pile": _cards(d, L.PILE),
        "discards": _cards(d, L.DISC),
        "row": [CARD_KINDS[k] for k in d[L.ROW:L.ROW + 9] if k >= 0],
        "djinn_row": [DJINNS[j] for j in d[L.DROW:L.DROW + 3] if j >= 0],
        "djinn_pile": _djinn_names(d[L.DPILE]),
        "djinn_discards": _djinn_names(d[L.DDISC]),
        "sibittis": [DJINNS[j] for j in d[L.SIB:L.SIB + 3] if j >= 0],
        "order": list(d[L.ORDER:L.ORDER + L.K]),
        "track": [None if v < 0 else v for v in d[L.TRACK:L.TRACK + 9]],
        "hand": list(d[L.HAND:L.HAND + 5]),
        "move_masks": list(d[L.PM:L.PM + 5]),
        "supply": {"palm_trees": d[L.PALMS], "palaces": d[L.PALACES]},
        "decision": None if kind < 0 else {"kind": str(DECISIONS[kind]), "player": d[L.PLAYER]},
        "scalars": {name.lower(): d[getattr(L, name)] for name in _SCALAR_FIELDS},
    }


def fields_to_data(L: Layout, f: Mapping[str, Any]) -> tuple:
    """The flat data (layout ``L``) of a checked position field dict (as :func:`check_position` returns)."""
    d = [0] * L.size
    for t in range(30):
        d[5 * t:5 * t + 5] = list(f["meeples"][t])
        d[L.TILE + t] = _TILE[tuple(f["tiles"][t])]
        cam = f["camels"][t]
        d[L.CAMEL + t] = -1 if cam is None else cam
        d[L.PALM + t] = f["palm_trees"][t]
        d[L.PALACE + t] = f["palaces"][t]
    d[L.BAG:L.BAG + 5] = list(f["bag"])
    for p, pl in enumerate(f["players"]):
        b = L.player(p)
        d[b:b + 4] = [pl["gold"], pl["viziers"], pl["elders"], pl["camels"]]
        for k, v in pl["cards"].items():
            d[b + 4 + _KIND[k]] = v
        d[b + 14] = sum(1 << _DJ[n] for n in pl["djinns"])
    for k, v in f["draw_pile"].items():
        d[L.PILE + _KIND[k]] = v
    for k, v in f["discards"].items():
        d[L.DISC + _KIND[k]] = v
    row = [_KIND[k] for k in f["row"]]
    d[L.ROW:L.ROW + 9] = row + [-1] * (9 - len(row))
    drow = [_DJ[n] for n in f["djinn_row"]]
    d[L.DROW:L.DROW + 3] = drow + [-1] * (3 - len(drow))
    sib = [_DJ[n] for n in f["sibittis"]]
    d[L.SIB:L.SIB + 3] = sib + [-1] * (3 - len(sib))
    d[L.DPILE] = sum(1 << _DJ[n] for n in f["djinn_pile"])
    d[L.DDISC] = sum(1 << _DJ[n] for n in f["djinn_discards"])
    d[L.ORDER:L.ORDER + L.K] = list(f["order"])
    d[L.TRACK:L.TRACK + 9] = [-1 if v is None else v for v in f["track"]]
    d[L.HAND:L.HAND + 5] = list(f["hand"])
    d[L.PM:L.PM + 5] = list(f["move_masks"])
    d[L.PALMS] = f["supply"]["palm_trees"]
    d[L.PALACES] = f["supply"]["palaces"]
    dec = f["decision"]
    d[L.KIND] = -1 if dec is None else DECISIONS.index(dec["kind"])
    d[L.PLAYER] = 0 if dec is None else dec["player"]
    for name in _SCALAR_FIELDS:
        d[getattr(L, name)] = f["scalars"][name.lower()]
    return tuple(d)


# ----------------------------------------------------------------------------------------------
# checking a position against the components (five-tribes.md §1)
# ----------------------------------------------------------------------------------------------

def _card_counts(v: Any, name: str) -> dict[str, int]:
    if not isinstance(v, Mapping) or any(k not in _KIND or not _whole(n, 0, 18) for k, n in v.items()):
        raise InvalidPosition(N_("The entry {field} must map card kinds ({kinds}) to counts."), field=name,
                              kinds=", ".join(CARD_KINDS))
    return {k: n for k, n in v.items() if n}


def _names(v: Any, name: str, limit: int) -> list[str]:
    if not isinstance(v, (list, tuple)) or len(v) > limit or any(n not in _DJ for n in v):
        raise InvalidPosition(N_("The entry {field} must list at most {count} djinn names."), field=name, count=limit)
    return list(v)


def check_position(setup: Any, f: Mapping[str, Any]) -> dict[str, Any]:
    """The field dict ``f`` of a position of the game ``setup``, checked and normalised.

    Checks the shape of every entry and every component count (§1): the 30 tiles (4 large markets, 8 small
    markets, 6 oases, 5 villages, 7 sacred places), 16/20/18/18/18 meeples of the five colours between the
    board, the bag, the players and the hand; the 54 resource cards between the draw pile, the discards,
    the row (at most 9) and the players; each of the 22 djinns exactly once; 12 palm trees and 10 palaces
    between the board and the supply; each player's camels on the board plus in supply equal to 11 (2
    players) or 8; gold never negative; the turn markers and the decision's player in range.

    Returns:
        The normalised field dict.

    Raises:
        InvalidPosition: the first count or entry broken, named in the message.
    """
    n = len(setup.players)
    L = setup.layout
    if not isinstance(f, Mapping):
        raise InvalidPosition(N_("A position is a set of named entries, not {value}."), value=shown(repr(f)))
    try:
        out: dict[str, Any] = {}
        tiles = f["tiles"]
        if not isinstance(tiles, (list, tuple)) or len(tiles) != 30 or any(
                not isinstance(x, (list, tuple)) or tuple(x) not in _TILE for x in tiles):
            raise InvalidPosition(N_("The entry {field} must list the 30 tiles as [kind, points]."), field="tiles")
        out["tiles"] = [list(x) for x in tiles]
        for i, (name, vp, _, copies) in enumerate(TILE_KINDS):
            if sum(1 for x in tiles if tuple(x) == (name, vp)) != copies:
                raise InvalidPosition(Plural("The Sultanate has exactly {count} {kind_label} tile worth {points}.",
                                             "The Sultanate has exactly {count} {kind_label} tiles worth {points}."),
                                      count=copies, kind_label=TILE_LABELS[name], points=vp)
        meeples = f["meeples"]
        if not isinstance(meeples, (list, tuple)) or len(meeples) != 30:
            raise InvalidPosition(N_("The entry {field} must have one entry per tile."), field="meeples")
        out["meeples"] = [_ints(m, 5, 0, 20, "meeples") for m in meeples]
        out["camels"] = list(f["camels"])
        if len(out["camels"]) != 30 or any(v is not None and not _whole(v, 0, n - 1) for v in out["camels"]):
            raise InvalidPosition(N_("The entry {field} must give, per tile, a player or nothing."), field="camels")
        out["palm_trees"] = _ints(f["palm_trees"], 30, 0, PALM_TREES, "palm_trees")
        out["palaces"] = _ints(f["palaces"], 30, 0, PALACES, "palaces")
        out["bag"] = _ints(f["bag"], 5, 0, 20, "bag")
        out["hand"] = _ints(f["hand"], 5, 0, 20, "hand")
        out["move_masks"] = _ints(f["move_masks"], 5, 0, (1 << 30) - 1, "move_masks")
        pls = f["players"]
        if not isinstance(pls, (list, tuple)) or len(pls) != n:
            raise InvalidPosition(N_("The entry {field} must have one entry per player."), field="players")
        out["players"] = []
        for pl in pls:
            out["players"].append({
                "gold": pl["gold"], "viziers": pl["viziers"], "elders": pl["elders"], "camels": pl["camels"],
                "cards": _card_counts(pl["cards"], "cards"), "djinns": _names(pl["djinns"], "djinns", 22)})
            if not _whole(pl["gold"], 0, 10**6):
                raise InvalidPosition(N_("Gold is a whole number of at least 0, not {value}."), value=shown(pl["gold"]))
            if not _whole(pl["viziers"], 0, 16) or not _whole(pl["elders"], 0, 20):
                raise InvalidPosition(N_("The viziers and elders a player holds must be whole numbers within the "
                                         "meeples of the game."))
        out["draw_pile"] = _card_counts(f["draw_pile"], "draw_pile")
        out["discards"] = _card_counts(f["discards"], "discards")
        row = f["row"]
        if not isinstance(row, (list, tuple)) or len(row) > 9 or any(k not in _KIND for k in row):
            raise InvalidPosition(N_("The entry {field} must list at most 9 card kinds."), field="row")
        out["row"] = list(row)
        out["djinn_row"] = _names(f["djinn_row"], "djinn_row", 3)
        out["djinn_pile"] = _names(f["djinn_pile"], "djinn_pile", 22)
        out["djinn_discards"] = _names(f["djinn_discards"], "djinn_discards", 22)
        out["sibittis"] = _names(f["sibittis"], "sibittis", 3)
        supply = f["supply"]
        out["supply"] = {"palm_trees": supply["palm_trees"], "palaces": supply["palaces"]}
        # --- component counts ---
        for c, tribe in enumerate(TRIBES):
            total = (sum(m[c] for m in out["meeples"]) + out["bag"][c] + out["hand"][c]
                     + (sum(p["viziers" if c == 0 else "elders"] for p in out["players"]) if c < 2 else 0))
            if total != MEEPLES_PER_COLOUR[c]:
                raise InvalidPosition(N_("Meeples of the tribe {tribe_label}: {count} on the board, in the bag and in "
                                         "front of the players; the game has exactly {max}."), count=total,
                                      tribe_label=TRIBE_LABELS[tribe], max=MEEPLES_PER_COLOUR[c])
        for i, kind in enumerate(CARD_KINDS):
            total = (out["draw_pile"].get(kind, 0) + out["discards"].get(kind, 0) + out["row"].count(kind)
                     + sum(p["cards"].get(kind, 0) for p in out["players"]))
            if total != CARD_COPIES[i]:
                raise InvalidPosition(N_("Cards of the kind {kind_label}: {count} in the piles, the row and the "
                                         "players' hands; the game has exactly {max}."), count=total,
                                      kind_label=KIND_LABELS[kind], max=CARD_COPIES[i])
        seen = (out["djinn_row"] + out["djinn_pile"] + out["djinn_discards"] + out["sibittis"]
                + [j for p in out["players"] for j in p["djinns"]])
        if sorted(seen) != sorted(DJINNS):
            raise InvalidPosition(N_("Each of the 22 djinns must be in exactly one place (row, pile, discards, or "
                                     "a player)."))
        if sum(out["palm_trees"]) + out["supply"]["palm_trees"] != PALM_TREES:
            raise InvalidPosition(N_("The palm trees on the board and in the supply must be exactly {max}."),
                                  max=PALM_TREES)
        if sum(out["palaces"]) + out["supply"]["palaces"] != PALACES:
            raise InvalidPosition(N_("The palaces on the board and in the supply must be exactly {max}."),
                                  max=PALACES)
        camels = camels_per_player(n)
        for p, pl in enumerate(out["players"]):
            on_board = out["camels"].count(p)
            if on_board > camels:
                raise InvalidPosition(Plural("{player} has {count} camel on the board; each player has {max}.",
                                             "{player} has {count} camels on the board; each player has {max}."),
                                      player=setup.players[p], count=on_board, max=camels)
            if not _whole(pl["camels"], 0, camels) or on_board + pl["camels"] != camels:
                raise InvalidPosition(Plural("{player} has {count} camel on the board and in supply; each player "
                                             "has {max}.",
                                             "{player} has {count} camels on the board and in supply; each player "
                                             "has {max}."), player=setup.players[p], count=on_board + pl["camels"],
                                      max=camels)
        order = _ints(f["order"], L.K, 0, L.K - 1, "order")
        if sorted(order) != list(range(L.K)):
            raise InvalidPosition(N_("The entry {field} must list each turn marker once."), field="order")
        out["order"] = order
        track = f["track"]
        if not isinstance(track, (list, tuple)) or len(track) != 9 or any(
                v is not None and not _whole(v, 0, L.K - 1) for v in track):
            raise InvalidPosition(N_("The entry {field} must give, per Turn Order spot, a marker or nothing."),
                                  field="track")
        out["track"] = list(track)
        dec = f["decision"]
        if dec is not None:
            if dec.get("kind") not in DECISIONS or not _whole(dec.get("player"), 0, n - 1):
                raise InvalidPosition(N_("The decision must be one of {choices} by a player of the game."),
                                      choices=", ".join(DECISIONS))
            dec = {"kind": dec["kind"], "player": dec["player"]}
        out["decision"] = dec
        scalars = f["scalars"]
        out["scalars"] = {}
        for name in _SCALAR_FIELDS:
            v = scalars[name.lower()]
            if not _whole(v, -1, 1 << 31):
                raise InvalidPosition(N_("The entry {field} must be a whole number."), field=name.lower())
            out["scalars"][name.lower()] = v
    except (KeyError, TypeError, IndexError, AttributeError) as exc:
        raise InvalidPosition(N_("The position is missing an entry or has a malformed one ({error})."),
                              error=shown(repr(exc), 60)) from None
    return out


def record_of(state: Any) -> dict[str, Any]:
    """The save record of ``state``: ``{"game": "five-tribes", "version", "players", "seed", "options",
    "origin" (the prepared start's field dict, or null), "chance" (stream version), "moves" (notation)}``."""
    setup = state._setup
    return {
        "game": GAME_ID, "version": SAVE_VERSION, "players": list(setup.players), "seed": setup.seed,
        "options": setup.options.to_dict(), "origin": setup.origin, "chance": setup.chance,
        "moves": [str(m) for m in state.history],
    }
