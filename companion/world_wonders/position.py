"""Prepared World Wonders positions (a save's ``origin``): a position written as named fields, checked against
the components and the placement rules, and made the start of a game, so undo, replay and saves continue from it
exactly (as Meduris does, :mod:`companion.meduris.setup`).

The field dict (JSON-friendly; every entry optional except ``round`` and ``players``)::

    {"round": 4,                                  # 1-10
     "turn_order": [1, 0], "player": 1,           # who decides now (default: the first in the order not out)
     "loan_action": false,                        # the player already took or repaid a loan this turn (§3.3)
     "bought_stacks": ["S2"],                     # stacks whose tile was bought (or discarded) this round
     "revealed": {"S1": "S1:7"},                  # the tile revealed below a stack not bought this round
     "long_roads_offered": 1, "short_sets_offered": 1, "tower_offered": true,
     "pedestals": [null, 0],                      # buyers of the 1st / 2nd pedestal this round
     "face_up": ["moai", "colosseum", "petra"],   # face-up monument cards
     "stacks": {"S1": ["S1:0", "S1:3"]},          # the tiles still face down in a stack (any order)
     "deck": ["aqueduct", "machu-picchu"],        # the monument cards still in the deck (any order)
     "automaton_cards": ["sphinx"],               # solo: the monument cards the Automaton took
     "solo_cards_drawn": 7, "discarded": {"long_roads": 2, "short_sets": 1, "towers": 0},   # solo
     "solo_cards_left": [1, 4, 5, 9, 10, 12, 14],  # solo: the cards (1-14) face down in this pass (any order)
     "solo_first_pass": [3, 8, 2, 13, 6, 11, 7],   # solo: the first pass's cards in the order they came up
     "players": [{"spent": 3, "loan": 2, "out": false, "free_road": false,
                  "pieces": [{"kind": "road", "cells": [[8, 0], [8, 1], [8, 2]]},
                             {"kind": "building", "tile": "S1:4", "cells": [[7, 0], [7, 1]]},
                             {"kind": "tower", "cells": [[6, 0]]},
                             {"kind": "monument", "card": "moai", "cells": [[5, 0], [5, 1]]}]}]}

A road of 3 cells is a long road (a bridge when its middle is on water), of 1 or 2 cells a short road; a tile is
``"<stack id>:<index in the stack>"`` (catalogue order). What is face down is a set, its order chance
(:mod:`~companion.world_wonders.purchase`). A stack gives up one tile per round (§2 B, §3.4; all of them, once
empty): a stack not in ``stacks`` holds the tiles neither placed nor revealed, less those gone to the box (the
first of the seeded order), and its revealed tile, when not given, is the next of that order; with a stack in
``stacks``, the tiles neither placed, revealed nor face down went to the box, and its revealed tile, when not
given, is the first of the seeded order neither placed nor face down. The deck not given holds every card not
built, face up or taken by the Automaton. The reserves of roads and towers, every map mask, the resource and
population markers (what the pieces produced, §5), monuments and rings and the
end trigger are **derived**, never given, so a position is consistent by construction. Each piece, in the order
given, must be placeable where §4 allows it at that point (roads touching a road, a tower or the sidewalk; tiles
a road or a same-type tile; towers a piece; monuments their terrain and adjacencies), and the result must keep
every invariant of :mod:`~companion.world_wonders.invariants` (pieces conserved, gold within the cap, ...).

Example:
    >>> from companion import games
    >>> game = games.get("world-wonders")
    >>> start = game.new_game(["Ann", "Bob"], seed=1)
    >>> fields = position_fields(start)
    >>> fields["players"][0]["pieces"].append({"kind": "road", "cells": [[8, 0], [8, 1], [8, 2]]})
    >>> fields["players"][0]["free_road"] = False
    >>> s = start_from_fields(start._setup, fields)
    >>> s.pieces(0)[0][0], s.origin["round"]
    (0, 1)
"""
from __future__ import annotations

from numbers import Integral
from typing import Any, Mapping

from companion.errors import InvalidPosition
from companion.i18n import N_, Phrase
from companion.world_wonders import buildings, monuments, rules, towers
from companion.world_wonders.grid import Grid, orientations, placers
from companion.world_wonders import state as st

__all__ = ["position_fields", "check_fields", "start_from_fields", "position"]

_PLAYER_KEYS = ("spent", "loan", "out", "free_road", "pieces")
_KEYS = ("round", "turn_order", "player", "loan_action", "bought_stacks", "revealed", "long_roads_offered", "short_sets_offered", "tower_offered",
         "pedestals", "face_up", "stacks", "deck", "automaton_cards", "solo_cards_drawn", "solo_cards_left",
         "solo_first_pass", "discarded", "players")


def _bad(field: str, template: str, **params: Any) -> InvalidPosition:
    return InvalidPosition(N_("The position's entry {field} is wrong: {problem}"), field=field,
                           problem=Phrase(template, params))


def _tile_name(setup: Any, t: int) -> str:
    k = t
    for stack in setup.tiles_catalogue.stacks:
        if k < len(stack.tiles):
            return f"{stack.id}:{k}"
        k -= len(stack.tiles)
    raise IndexError(t)


def position_fields(state: Any) -> dict[str, Any]:
    """The field dict of ``state`` (module docstring); only positions waiting for a purchase or the free road
    can be written as a start (a piece bought and not yet placed cannot).

    Raises:
        InvalidPosition: the state waits for a placement or the game is over.
    """
    s, d = state._setup, state._data
    if d[st.G_KIND] not in (st.PURCHASE, st.FREE_ROAD):
        raise InvalidPosition(N_("Only a position waiting for a purchase or the free road can be a start."))
    g = s.grid
    cards = s.monuments.cards
    players = []
    for p in range(len(s.players)):
        b = st.P0 + p * st.PB
        pieces = []
        for kind, ident, mask in d[b + st.F_PIECES]:
            cells = [list(c) for c in g.cells(mask)]
            if kind == st.BUILDING:
                pieces.append({"kind": "building", "tile": _tile_name(s, ident), "cells": cells})
            elif kind == st.MONUMENT:
                pieces.append({"kind": "monument", "card": cards[ident].id, "cells": cells})
            else:
                pieces.append({"kind": "tower" if kind == st.TOWER else "road", "cells": cells})
        players.append({"spent": d[b + st.F_SPENT], "loan": d[b + st.F_LOAN] or None, "out": bool(d[b + st.F_OUT]),
                        "free_road": bool(d[b + st.F_FREE]), "pieces": pieces})
    bought = d[st.G_BOUGHT]
    revealed = d[st.G_REVEALED]
    out: dict[str, Any] = {
        "round": d[st.G_ROUND], "turn_order": list(d[st.G_ORDER]), "player": d[st.G_PLAYER],
        "loan_action": bool(d[st.G_LOAN_ACT]),
        "bought_stacks": [stack.id for i, stack in enumerate(s.stacks) if bought >> i & 1],
        "revealed": {stack.id: _tile_name(s, revealed[i]) for i, stack in enumerate(s.stacks)
                     if not bought >> i & 1 and revealed[i] >= 0},
        "long_roads_offered": d[st.G_LONG], "short_sets_offered": d[st.G_SHORT],
        "tower_offered": bool(d[st.G_TOWER_UP]),
        "pedestals": [None if d[st.G_PED1] < 0 else d[st.G_PED1], None if d[st.G_PED2] < 0 else d[st.G_PED2]],
        "face_up": [cards[i].id for i in d[st.G_FACEUP]],
        "stacks": {sid: list(names) for sid, names in state.face_down_tiles.items()},
        "deck": list(state.monument_deck), "players": players,
    }
    if s.solo_game:
        long_, short, tower = d[st.G_DISCARDS]
        taken = s.origin["automaton_cards"] if s.origin else []
        if s.options.automaton_takes_monuments:
            out["automaton_cards"] = list(taken) + _automaton_taken(s, d, list(taken))
        # (otherwise the cards it discarded went to the box: a prepared start puts them back in the deck)
        left = d[st.G_SOLO_LEFT]
        out.update({
                    "solo_cards_drawn": d[st.G_SOLO_POS],
                    "solo_cards_left": [k + 1 for k in range(len(s.solo.cards)) if left >> k & 1],
                    "solo_first_pass": [k + 1 for k in d[st.G_SOLO_PASS]],
                    "discarded": {"long_roads": long_, "short_sets": short, "towers": tower}})
    return out


def _automaton_taken(s: Any, d: Any, known: list[str]) -> list[str]:
    """The monument cards the Automaton took since the start (``known``: those it held then): every card out of
    the deck neither face up nor built, in the seeded deck order."""
    cards = s.monuments.cards
    built = {i for p in range(len(s.players)) for k, i, _ in d[st.P0 + p * st.PB + st.F_PIECES] if k == st.MONUMENT}
    deck = d[st.G_DECK]
    return [cards[i].id for i in s.deck if not deck >> i & 1 and i not in built and i not in d[st.G_FACEUP]
            and cards[i].id not in known]


# --- checking -----------------------------------------------------------------------------------------------
def _int(f: Mapping[str, Any], key: str, field: str, low: int, high: int, default: Any = None) -> int:
    v = f.get(key, default)
    if not isinstance(v, Integral) or isinstance(v, bool) or not low <= v <= high:
        raise _bad(field, N_("a whole number from {low} to {high} is needed, not {value}"), low=low, high=high,
                   value=repr(v)[:30])
    return int(v)


def _bool(f: Mapping[str, Any], key: str, field: str, default: bool) -> bool:
    v = f.get(key, default)
    if not isinstance(v, bool):
        raise _bad(field, N_("true or false is needed, not {value}"), value=repr(v)[:30])
    return v


def _list(f: Mapping[str, Any], key: str, field: str, default: Any = ()) -> list:
    v = f.get(key, default)
    if not isinstance(v, (list, tuple)):
        raise _bad(field, N_("a list is needed, not {value}"), value=repr(v)[:30])
    return list(v)


def _solo_deck_fields(setup: Any, f: Mapping[str, Any], drawn: int) -> dict[str, list[int]]:
    """``solo_cards_left`` and ``solo_first_pass`` checked (card numbers 1-14, §7.2), or, when not given, as
    the seeded order of the game (:attr:`~companion.world_wonders.state.Setup.solo_deck`) leaves them after
    ``drawn`` cards: the cards of the current pass not yet drawn (all 14 again after a whole pass, and none
    after the first pass with ``solo_deck_end="repeat"``), and the first pass's cards in order."""
    if not setup.solo_game:
        for key in ("solo_cards_left", "solo_first_pass"):
            if _list(f, key, key):
                raise _bad(key, N_("the Automaton plays only in solo games"))
        return {"solo_cards_left": [], "solo_first_pass": []}
    n = len(setup.solo.cards)
    repeat = setup.options.solo_deck_end == "repeat"
    first_n = min(drawn, n)
    left_n = 0 if repeat and drawn >= n else n - drawn % n
    base = drawn // n * n % len(setup.solo_deck)
    seeded_left = set(range(n)) - set(setup.solo_deck[base:base + n - left_n]) if left_n else set()
    out = {"solo_cards_left": _list(f, "solo_cards_left", "solo_cards_left", sorted(k + 1 for k in seeded_left)),
           "solo_first_pass": _list(f, "solo_first_pass", "solo_first_pass",
                                    [k + 1 for k in setup.solo_deck[:first_n]])}
    for key, count in (("solo_cards_left", left_n), ("solo_first_pass", first_n)):
        cards = out[key]
        if any(not isinstance(k, Integral) or isinstance(k, bool) or not 1 <= k <= n for k in cards) \
                or len(set(cards)) != len(cards):
            raise _bad(key, N_("solo card numbers from 1 to {n}, each once, are needed"), n=n)
        if len(cards) != count:
            raise _bad(key, N_("after {drawn} drawn there must be {count} solo cards here"), count=count, drawn=drawn)
    if drawn < n and set(out["solo_cards_left"]) & set(out["solo_first_pass"]):
        raise _bad("solo_cards_left", N_("a solo card drawn in the first pass is still face down"))
    return out


def check_fields(setup: Any, f: Any) -> dict[str, Any]:
    """The field dict ``f`` for the game ``setup`` with its shape checked and defaults filled in (JSON types).

    Raises:
        InvalidPosition: an entry missing, unknown or of the wrong kind (the message names it).
    """
    n = len(setup.players)
    if not isinstance(f, Mapping):
        raise InvalidPosition(N_("A position is a set of named entries, not {value}."), value=repr(f)[:40])
    unknown = sorted(set(map(str, f)) - set(_KEYS))
    if unknown:
        raise _bad(unknown[0], N_("there is no such entry in a World Wonders position"))
    out: dict[str, Any] = {"round": _int(f, "round", "round", 1, rules.ROUNDS)}
    order = _list(f, "turn_order", "turn_order", list(range(n)))
    if sorted(order) != list(range(n)) or not all(isinstance(q, int) for q in order):
        raise _bad("turn_order", N_("every player index from 0 to {last} exactly once is needed"), last=n - 1)
    out["turn_order"] = order
    out["loan_action"] = _bool(f, "loan_action", "loan_action", False)
    ids = [stack.id for stack in setup.stacks]
    bought = _list(f, "bought_stacks", "bought_stacks")
    for i, sid in enumerate(bought):
        if sid not in ids or bought.index(sid) != i:
            raise _bad(f"bought_stacks[{i}]", N_("{value} is not a stack in play or is named twice"), value=repr(sid))
    out["bought_stacks"] = bought
    revealed = f.get("revealed", {})
    if not isinstance(revealed, Mapping):
        raise _bad("revealed", N_("a set of named entries (stack id: tile) is needed"))
    for sid, tile in revealed.items():
        t = _tile_index(setup, tile)
        if sid not in ids or sid in bought or t is None or setup.tile_stack[t] != ids.index(sid):
            raise _bad(f"revealed.{sid}", N_("{value} is not a tile of this stack, or the stack's tile was bought"),
                       value=repr(tile)[:40])
    out["revealed"] = dict(revealed)
    stacks = f.get("stacks", {})
    if not isinstance(stacks, Mapping):
        raise _bad("stacks", N_("a set of named entries (stack id: tiles) is needed"))
    for sid in stacks:
        if sid not in ids:
            raise _bad(f"stacks.{sid}", N_("{value} is not a stack in play or is named twice"), value=repr(sid))
        tiles = _list(stacks, sid, f"stacks.{sid}")
        for i, tile in enumerate(tiles):
            t = _tile_index(setup, tile)
            if t is None or setup.tile_stack[t] != ids.index(sid) or tiles.index(tile) != i:
                raise _bad(f"stacks.{sid}[{i}]", N_("{value} is not a tile of this stack, or is named twice"),
                           value=repr(tile)[:40])
    if "stacks" in f:
        out["stacks"] = {sid: list(down) for sid, down in stacks.items()}
    longs, shorts, towers_ = rules.ROAD_OFFER[n]
    out["long_roads_offered"] = _int(f, "long_roads_offered", "long_roads_offered", 0, longs, longs)
    out["short_sets_offered"] = _int(f, "short_sets_offered", "short_sets_offered", 0, shorts, shorts)
    out["tower_offered"] = _bool(f, "tower_offered", "tower_offered", True)
    peds = _list(f, "pedestals", "pedestals", [None, None])
    if len(peds) != 2 or any(q is not None and (not isinstance(q, int) or isinstance(q, bool) or not 0 <= q < n)
                             for q in peds):
        raise _bad("pedestals", N_("two entries are needed, each a player index or null"))
    if setup.solo_game and peds != [None, None]:
        raise _bad("pedestals", N_("pedestals are not used in solo play"))
    out["pedestals"] = peds
    card_ids = [c.id for c in setup.monuments.cards]
    for key in ("face_up", "automaton_cards", "deck"):
        cards = _list(f, key, key)
        for i, cid in enumerate(cards):
            if cid not in card_ids:
                raise _bad(f"{key}[{i}]", N_("{value} is not a monument card of the catalogue"), value=repr(cid)[:40])
        if key != "deck" or "deck" in f:
            out[key] = cards
    if "face_up" not in f:
        raise _bad("face_up", N_("missing required field"))
    limit = rules.MONUMENTS_FACE_UP_SOLO if setup.solo_game else rules.MONUMENTS_FACE_UP
    if len(out["face_up"]) > limit:
        raise _bad("face_up", N_("at most {limit} monument cards lie face up"), limit=limit)
    if not setup.solo_game and out["automaton_cards"]:
        raise _bad("automaton_cards", N_("the Automaton plays only in solo games"))
    out["solo_cards_drawn"] = _int(f, "solo_cards_drawn", "solo_cards_drawn", 0, 10 * rules.ROUNDS, 0)
    out.update(_solo_deck_fields(setup, f, out["solo_cards_drawn"]))
    disc = f.get("discarded", {}) or {}
    if not isinstance(disc, Mapping) or set(disc) - {"long_roads", "short_sets", "towers"}:
        raise _bad("discarded", N_("the entries long_roads, short_sets and towers are allowed"))
    out["discarded"] = {k: _int(disc, k, f"discarded.{k}", 0, 99, 0) for k in ("long_roads", "short_sets", "towers")}
    if not setup.solo_game and any(out["discarded"].values()):
        raise _bad("discarded", N_("only the Automaton discards items (solo play)"))
    players = _list(f, "players", "players", None if "players" in f else ())
    if len(players) != n:
        raise _bad("players", N_("one entry per player is needed ({count})"), count=n)
    out["players"] = []
    for p, e in enumerate(players):
        where = f"players[{p}]"
        if not isinstance(e, Mapping):
            raise _bad(where, N_("a set of named entries is needed"))
        extra = sorted(set(map(str, e)) - set(_PLAYER_KEYS))
        if extra:
            raise _bad(f"{where}.{extra[0]}", N_("there is no such entry in a World Wonders position"))
        loan = e.get("loan")
        if loan is not None:
            loan = _int(e, "loan", f"{where}.loan", 1, out["round"])
        cap = rules.GOLD_PER_ROUND + (rules.LOAN_GOLD if loan == out["round"] else 0)
        entry = {"spent": _int(e, "spent", f"{where}.spent", 0, cap, 0), "loan": loan,
                 "out": _bool(e, "out", f"{where}.out", False),
                 "free_road": _bool(e, "free_road", f"{where}.free_road", False), "pieces": []}
        for i, piece in enumerate(_list(e, "pieces", f"{where}.pieces")):
            entry["pieces"].append(_piece(setup, piece, f"{where}.pieces[{i}]"))
        out["players"].append(entry)
    player = f.get("player")
    if player is None:
        player = next((q for q in order if not out["players"][q]["out"]), order[0])
    out["player"] = _int({"player": player}, "player", "player", 0, n - 1)
    return out


def _piece(setup: Any, piece: Any, where: str) -> dict[str, Any]:
    if not isinstance(piece, Mapping) or piece.get("kind") not in ("road", "tower", "building", "monument"):
        raise _bad(f"{where}.kind", N_("a piece is a road, tower, building or monument"))
    g = setup.grid
    cells = piece.get("cells")
    if (not isinstance(cells, (list, tuple)) or not cells
            or not all(isinstance(c, (list, tuple)) and len(c) == 2 and all(isinstance(x, int) for x in c)
                       for c in cells)):
        raise _bad(f"{where}.cells", N_("a list of [row, column] cells is needed"))
    cells = [list(c) for c in cells]
    for r, c in cells:
        if not g.inside(r, c):
            raise _bad(f"{where}.cells", N_("cell ({row},{col}) is outside the map"), row=r, col=c)
    if len({tuple(c) for c in cells}) != len(cells):
        raise _bad(f"{where}.cells", N_("a cell is named twice"))
    out = {"kind": piece["kind"], "cells": cells}
    extra = set(piece) - {"kind", "cells", "tile", "card"}
    if extra:
        raise _bad(f"{where}.{sorted(extra)[0]}", N_("there is no such entry in a World Wonders position"))
    if piece["kind"] == "building":
        out["tile"] = piece.get("tile")
        if _tile_index(setup, out["tile"]) is None:
            raise _bad(f"{where}.tile", N_("{value} is not a tile of a stack in play (stack:index)"),
                       value=repr(out["tile"])[:40])
    elif piece["kind"] == "monument":
        out["card"] = piece.get("card")
        if out["card"] not in {c.id for c in setup.monuments.cards}:
            raise _bad(f"{where}.card", N_("{value} is not a monument card of the catalogue"),
                       value=repr(out["card"])[:40])
    elif "tile" in piece or "card" in piece:
        raise _bad(f"{where}.kind", N_("only a building names a tile and only a monument a card"))
    return out


def _tile_index(setup: Any, name: Any) -> int | None:
    if not isinstance(name, str) or ":" not in name:
        return None
    sid, _, k = name.rpartition(":")
    first = 0
    for stack in setup.tiles_catalogue.stacks:
        if stack.id == sid:
            if not k.isdigit() or int(k) >= len(stack.tiles) or setup.stack_index[sid] < 0:
                return None
            return first + int(k)
        first += len(stack.tiles)
    return None


# --- building the start -------------------------------------------------------------------------------------
def _fitting(g: Grid, rows: tuple[str, ...], turn: bool, mask: int, allowed: dict[str, int]) -> tuple[bool, bool]:
    """Whether some orientation of the shape ``rows`` covers exactly ``mask`` (its solid cells), and whether one
    of those also has every cell on the terrain of its tag (``allowed``)."""
    cells = g.cells(mask)
    bit = min(r for r, _ in cells) * g.P + min(c for _, c in cells)
    shaped = fits = False
    for pl in placers(g, orientations(rows, turn)):
        if pl.mask << bit == mask:
            shaped = True
            fits = fits or bool(pl.fits(allowed) >> bit & 1)
    return shaped, fits


def start_from_fields(setup: Any, fields: Any) -> Any:
    """A prepared position of the game ``setup``: ``fields`` (module docstring) checked (:func:`check_fields`,
    every piece where §4 allows it in the order given, every invariant) and recorded as the game's start
    (``state.origin``), so undo, replay and saves continue from it exactly.

    Raises:
        InvalidPosition: an entry malformed, a piece that could not have been placed there, or a count or rule
            broken (the message names the entry or the invariant).
    """
    from companion.world_wonders.core import WorldWondersCore
    from companion.world_wonders.invariants import invariants
    from companion.world_wonders.state import Setup, State

    f = check_fields(setup, fields)
    n = len(setup.players)
    g = setup.grid
    r = f["round"]
    cards = setup.monuments.cards
    card_index = {c.id: i for i, c in enumerate(cards)}
    # the stacks: the tile revealed below each and the tiles face down (module docstring)
    placed: dict[int, list[int]] = {i: [] for i in range(len(setup.stacks))}
    for e in f["players"]:
        for piece in e["pieces"]:
            if piece["kind"] == "building":
                t = _tile_index(setup, piece["tile"])
                placed[setup.tile_stack[t]].append(t)
    revealed, face_down = [], []
    for i, stack in enumerate(setup.stacks):
        mine = placed[i]
        if len(set(mine)) != len(mine):
            raise _bad("players", N_("a building tile of stack {stack} is placed twice"), stack=stack.id)
        bought = stack.id in f["bought_stacks"]
        if len(mine) > r - (0 if bought else 1):
            raise _bad("players", N_("{count} tiles of stack {stack} are placed by round {round}: one tile is "
                                     "revealed per round"), count=len(mine), stack=stack.id, round=r)
        shown = f["revealed"].get(stack.id)
        t_shown = _tile_index(setup, shown) if shown else None
        if t_shown in mine:
            raise _bad(f"revealed.{stack.id}", N_("{value} is already placed on a map"), value=repr(shown))
        rest = [t for t in setup.stack_order[i] if t not in mine and t != t_shown]     # the seeded order
        if stack.id in f.get("stacks", {}):
            down = {_tile_index(setup, name) for name in f["stacks"][stack.id]}
            if t_shown in down or down & set(mine):
                raise _bad(f"stacks.{stack.id}", N_("{value} is already placed on a map"),
                           value=repr(shown if t_shown in down else _tile_name(setup, min(down & set(mine)))))
            later = [t for t in rest if t in down]
            if not bought and t_shown is None:
                t_shown = next((t for t in rest if t not in down), None)
            if len(stack.tiles) - len(later) != min(r, len(stack.tiles)):
                raise _bad(f"stacks.{stack.id}", N_("{count} tiles of stack {stack} are out of it in round "
                                                    "{round}: one tile is revealed per round"),
                           count=len(stack.tiles) - len(later), stack=stack.id, round=r)
        else:
            past = r - (0 if bought else 1) - len(mine)        # tiles gone to the box (unbought, or discarded)
            if not bought and t_shown is None and rest[past:]:
                t_shown = rest[past]
            later = [t for t in rest[past:] if t != t_shown]
        revealed.append(-1 if t_shown is None else t_shown)
        first = setup.stack_first[i]
        face_down.append(sum(1 << (t - first) for t in later))
    # the monument deck: the cards not out (built, face up, taken by the Automaton), unless given
    out_cards = [card_index[c] for e in f["players"] for piece in e["pieces"] if piece["kind"] == "monument"
                 for c in [piece["card"]]] + [card_index[c] for c in f["face_up"] + f["automaton_cards"]]
    deck = [card_index[c] for c in f["deck"]] if "deck" in f else [c for c in range(len(cards)) if c not in out_cards]
    if len(set(out_cards + deck)) != len(out_cards) + len(deck):
        raise _bad("face_up", N_("a monument card is in two places (built, face up or taken by the Automaton)"))
    start = Setup(players=setup.players, seed=setup.seed, options=setup.options, maps=setup.maps,
                  tiles_catalogue=setup.tiles_catalogue, monuments=setup.monuments, board=setup.board,
                  solo=setup.solo, stacks=setup.stacks, stack_order=setup.stack_order, tiles=setup.tiles,
                  tile_stack=setup.tile_stack, deck=setup.deck, first_order=tuple(f["turn_order"]),
                  solo_deck=setup.solo_deck, objectives=setup.objectives, objective_deck=setup.objective_deck,
                  origin=f, chance=setup.chance)
    core = WorldWondersCore(start, [0] * (st.P0 + n * st.PB))
    d = core.d
    d[st.G_ROUND] = r
    d[st.G_ORDER] = tuple(f["turn_order"])
    d[st.G_BOUGHT] = sum(1 << [s.id for s in setup.stacks].index(sid) for sid in f["bought_stacks"])
    d[st.G_LONG], d[st.G_SHORT] = f["long_roads_offered"], f["short_sets_offered"]
    d[st.G_TOWER_UP] = int(f["tower_offered"])
    p1, p2 = f["pedestals"]
    d[st.G_PED1], d[st.G_PED2] = (-1 if p1 is None else p1), (-1 if p2 is None else p2)
    d[st.G_FACEUP] = tuple(card_index[c] for c in f["face_up"])
    d[st.G_DECK] = sum(1 << c for c in deck)
    d[st.G_REVEALED], d[st.G_STACKS] = tuple(revealed), tuple(face_down)
    d[st.G_SHORT_LEFT] = ()
    disc = f["discarded"]
    d[st.G_DISCARDS] = (disc["long_roads"], disc["short_sets"], disc["towers"])
    d[st.G_AUTO_LAST] = ()
    d[st.G_AUTO_CARD] = -1
    d[st.G_LAST_PEDS] = (-1, -1)
    d[st.G_SOLO_POS] = f["solo_cards_drawn"]
    d[st.G_SOLO_LEFT] = sum(1 << (k - 1) for k in f["solo_cards_left"])
    d[st.G_SOLO_PASS] = tuple(k - 1 for k in f["solo_first_pass"])
    if setup.options.automaton_takes_monuments:
        d[st.G_AUTO_MONS] = len(f["automaton_cards"])
        d[st.G_AUTO_RINGS] = sum(cards[card_index[c]].rings for c in f["automaton_cards"])
    elif f["automaton_cards"]:
        raise _bad("automaton_cards", N_("with this option the Automaton's monument cards go to the box"))
    longs = shorts = towers_ = 0
    for p, e in enumerate(f["players"]):
        b = st.P0 + p * st.PB
        d[b + st.F_SPENT] = e["spent"]
        d[b + st.F_LOAN] = e["loan"] or 0
        d[b + st.F_CAP] = rules.GOLD_PER_ROUND + (rules.LOAN_GOLD if e["loan"] == r else 0)
        d[b + st.F_OUT] = int(e["out"] or e["spent"] >= d[b + st.F_CAP])
        d[b + st.F_FREE] = int(e["free_road"])
        d[b + st.F_PIECES] = ()
        d[b + st.F_RTOUCH] = g.BOTTOM
        for i, piece in enumerate(e["pieces"]):
            where = f"players[{p}].pieces[{i}]"
            kind = _place(core, p, piece, where)
            longs += kind == "long"
            shorts += kind == "short"
            towers_ += kind == "tower"
    # the reserves: what is not on a map, on offer or discarded
    tiles = setup.tiles_catalogue
    short_sets = -(-shorts // len(tiles.short_pieces)) if shorts else 0
    free = sum(1 for e in f["players"] if e["free_road"])
    d[st.G_LONG_RES] = tiles.long_roads - longs - free - d[st.G_LONG] - disc["long_roads"]
    d[st.G_SHORT_RES] = tiles.short_sets - short_sets - d[st.G_SHORT] - disc["short_sets"]
    d[st.G_TOWER_RES] = tiles.towers - towers_ - d[st.G_TOWER_UP] - disc["towers"]
    for key, value in (("long_roads_offered", d[st.G_LONG_RES]), ("short_sets_offered", d[st.G_SHORT_RES]),
                       ("tower_offered", d[st.G_TOWER_RES])):
        if value < 0:
            raise _bad(key, N_("more of these are on maps, on offer and discarded than the game has"))
    last = setup.board.population.last
    d[st.G_TRIGGER] = int(any(d[st.P0 + q * st.PB + st.F_POP] >= last for q in range(n)))
    p = f["player"]
    d[st.G_PLAYER] = p
    d[st.G_LOAN_ACT] = int(f["loan_action"])
    d[st.G_KIND] = st.FREE_ROAD if d[st.P0 + p * st.PB + st.F_FREE] else st.PURCHASE
    state = State(start, tuple(d))
    problems = invariants(state)
    if problems:
        raise InvalidPosition(N_("The position breaks a rule every game keeps: {problem}"), problem=problems[0])
    object.__setattr__(start, "origin_data", state._data)
    return state


def _place(core: Any, p: int, piece: Mapping[str, Any], where: str) -> str:
    """Place ``piece`` for player ``p`` where §4 allows it now (its shape, terrain and what it must touch) and
    produce (§5). Returns ``"long"``, ``"short"``, ``"tower"`` or ``""``."""
    s, d, g = core.s, core.d, core.g
    b = st.P0 + p * st.PB
    mask = g.mask(tuple(c) for c in piece["cells"])
    side = s.maps[p]
    if mask & d[b + st.F_OCC]:
        raise _bad(f"{where}.cells", N_("a cell is already covered by an earlier piece"))
    kind = piece["kind"]
    free = g.ALL & ~d[b + st.F_OCC]
    allowed = {"L": free & side.land, "W": free & side.water, "A": free, "?": g.ALL}
    if kind == "road":
        size = mask.bit_count()
        rows = s.tiles_catalogue.long_road_shape if size == len(s.tiles_catalogue.long_road_shape[0]) else \
            ("L" * size,)
        shaped, fits = _fitting(g, rows, True, mask, allowed)
        if not shaped or size not in (1, 2, len(rows[0])):
            raise _bad(f"{where}.cells", N_("a road covers 3 cells in a line (a long road) or 1-2 (short roads)"))
        if not fits:
            raise _bad(f"{where}.cells", N_("a road goes on land (only a long road's middle may cross water)"))
        if not mask & d[b + st.F_RTOUCH]:
            raise _bad(f"{where}.cells", N_("a road must touch another road, a tower or the sidewalk (§4)"))
        if size == len(rows[0]) and size >= 3:
            core.add_piece(p, st.BRIDGE if mask & side.water else st.ROAD, 0, mask)
            return "long"
        core.add_piece(p, st.SHORT, size, mask)
        return "short"
    if kind == "tower":
        if mask.bit_count() != 1 or not mask & allowed["L"]:
            raise _bad(f"{where}.cells", N_("the tower covers one land cell"))
        if not mask & d[b + st.F_NOCC]:
            raise _bad(f"{where}.cells", N_("the tower must touch a piece already on the map (§4)"))
        towers.place_tower(core, p, mask)
        return "tower"
    if kind == "building":
        t = _tile_index(s, piece["tile"])
        stack = s.stacks[s.tile_stack[t]]
        shaped, fits = _fitting(g, stack.shape, True, mask, allowed)
        if not shaped:
            raise _bad(f"{where}.cells", N_("the cells are not the shape of stack {stack}, turned"), stack=stack.id)
        if not fits:
            raise _bad(f"{where}.cells", N_("a building tile goes on land"))
        if buildings.tile_refusal(core, p, t, mask) is not None:
            raise _bad(f"{where}.cells", N_("a building tile must touch a road or a tile of the same type (§4)"))
        buildings.place_tile(core, p, t, mask)
        return ""
    card = s.monuments.index(piece["card"])
    c = s.monuments.cards[card]
    shaped, fits = _fitting(g, c.footprint, c.turn, mask, allowed)
    if not shaped:
        raise _bad(f"{where}.cells", N_("the cells are not the layout of the card {card}"), card=c.id)
    if not fits:
        raise _bad(f"{where}.cells", N_("the monument's spaces are not on the terrain its card shows"))
    missing = monuments.unmet(core, p, card, mask)
    if missing:
        raise _bad(f"{where}.cells", N_("the monument does not touch {requirement_label} (§4)"),
                   requirement_label=monuments.REQUIREMENT_LABELS[missing[0][0]])
    monuments.place_monument(core, p, card, mask)
    return ""


def position(names: Any, *, seed: int, options: Any = None, **fields: Any) -> Any:
    """A prepared position: :func:`~companion.world_wonders.setup.new_game`, then ``fields`` (module docstring;
    entries not given are those of the new game, but ``stacks`` and ``deck``, derived) made its start with
    :func:`start_from_fields`.

    Raises:
        InvalidSetup: bad players, seed or options; InvalidPosition: see :func:`start_from_fields`.
    """
    from companion.world_wonders.setup import new_game

    start = new_game(names, seed=seed, options=options)
    base = position_fields(start)
    for key in ("stacks", "deck"):           # derived from the pieces and cards given, unless given
        del base[key]
    for e in base["players"]:
        e["free_road"] = False
    base.update(fields)
    return start_from_fields(start._setup, base)

