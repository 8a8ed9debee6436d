"""Placing the item just bought (world-wonders.md §3.2 "placed immediately", §4): what every piece shares — it
goes on unoccupied cells of the player's own map, every cell on the terrain its footprint asks for (land,
water, land or water; natural resources are land), never past the map edge — and the dispatch to the rule of
each piece for what it must touch: roads and bridges (:mod:`~companion.world_wonders.roads`), building tiles
(:mod:`~companion.world_wonders.buildings`), the tower (:mod:`~companion.world_wonders.towers`) and monuments
(:mod:`~companion.world_wonders.monuments`).

A ``place`` move names the anchor (the top-left cell of the turned piece's bounding box) and the quarter turns;
the legal ones are listed per orientation as a mask of anchors, so a whole map is searched with a few integer
operations.
"""
from __future__ import annotations

from typing import Any

from companion.errors import IllegalMove
from companion.i18n import N_
from companion.world_wonders import buildings, monuments, roads, towers, turns
from companion.world_wonders.grid import Orientation, cell_text
from companion.world_wonders.moves import Move, Place, PlaceShort
from companion.world_wonders.state import (
    F_FREE, F_OCC, FREE_ROAD, G_KIND, G_PEND, G_PEND_ARG, P_LONG, P_MONUMENT, P_TILE, P_TOWER, P0, PB, PURCHASE,
)

__all__ = ["place_moves", "place", "refusal", "pending_orientations", "moves_of", "cells_refusal", "PIECE_NAMES"]

#: how messages name the pending piece (msgids)
PIECE_NAMES = {P_LONG: N_("the long road"), P_TILE: N_("the building tile"), P_TOWER: N_("the tower"),
               P_MONUMENT: N_("the monument")}

_MOVES: dict[tuple[int, int, int], list] = {}


def _move_table(P: int, size: int, rotation: int, bits: int) -> list:
    """Per bit index below ``bits`` (row length ``P``), the move anchored there (made once, shared)."""
    key = (P, size, rotation)
    table = _MOVES.get(key)
    if table is None or len(table) < bits:
        table = _MOVES[key] = [PlaceShort(size, i // P, i % P, rotation) if size else Place(i // P, i % P, rotation)
                               for i in range(bits)]
    return table


def moves_of(c, anchors: list[tuple[Orientation, int]], size: int = 0) -> list[Move]:
    """The ``place`` moves (``PlaceShort`` of ``size`` when ``size``) of every ``(orientation, anchor mask)``."""
    P = c.g.P
    bits = c.g.ALL.bit_length()
    out: list[Move] = []
    append = out.append
    for o, mask in anchors:
        if not mask:
            continue
        table = _move_table(P, size, o.rotation, bits)
        while mask:
            low = mask & -mask
            append(table[low.bit_length() - 1])
            mask ^= low
    return out


def pending_orientations(c, p: int) -> tuple[Orientation, ...]:
    """The orientations of the piece the pending ``place`` decision places."""
    d, s = c.d, c.s
    if d[G_KIND] == FREE_ROAD:
        return s.long_o
    pend = d[G_PEND]
    if pend == P_LONG:
        return s.long_o
    if pend == P_TILE:
        return s.stack_o[s.tile_stack[d[G_PEND_ARG]]]
    if pend == P_TOWER:
        return s.tower_o
    return s.card_o[d[G_PEND_ARG]]


def _pending_placers(c) -> tuple:
    """The :class:`~companion.world_wonders.grid.Placer` of each orientation of the pending piece."""
    d, s = c.d, c.s
    pend = P_LONG if d[G_KIND] == FREE_ROAD else d[G_PEND]
    if pend == P_LONG:
        return s.long_p
    if pend == P_TILE:
        return s.stack_p[s.tile_stack[d[G_PEND_ARG]]]
    if pend == P_TOWER:
        return s.short_p[1]               # the tower covers one land cell, like the 1×1 road
    return s.card_p[d[G_PEND_ARG]]


def _anchors(c, p: int) -> list[tuple[Orientation, int]]:
    d = c.d
    if d[G_KIND] == FREE_ROAD:
        return roads.long_anchors(c, p, first=True)
    pend = d[G_PEND]
    if pend == P_LONG:
        return roads.long_anchors(c, p)
    if pend == P_TILE:
        return buildings.tile_anchors(c, p, d[G_PEND_ARG])
    if pend == P_TOWER:
        return towers.tower_anchors(c, p)
    return monuments.monument_anchors(c, p, d[G_PEND_ARG])


def place_moves(c, p: int) -> list[Move]:
    """Every legal placement of the pending piece (free road, long road, tile, tower, monument) (§4)."""
    return moves_of(c, _anchors(c, p))


def place(c, p: int, move: Place) -> None:
    """Place the pending piece (the legal ``move``); production for a building or monument (§5); then the free
    road leads to the purchase (§2 J) and any other piece ends the turn (§3.1)."""
    d = c.d
    pl = next(pl for pl in _pending_placers(c) if pl.o.rotation == move.rotation)
    o = pl.o
    mask = pl.mask << (move.row * c.g.P + move.col)
    if d[G_KIND] == FREE_ROAD:
        roads.place_long(c, p, mask, o)
        d[P0 + p * PB + F_FREE] = 0
        d[G_KIND] = PURCHASE
        return
    pend = d[G_PEND]
    if pend == P_LONG:
        roads.place_long(c, p, mask, o)
    elif pend == P_TILE:
        buildings.place_tile(c, p, d[G_PEND_ARG], mask)
    elif pend == P_TOWER:
        towers.place_tower(c, p, mask)
    else:
        monuments.place_monument(c, p, d[G_PEND_ARG], mask)
    turns.end_turn(c)


def cells_refusal(c, p: int, o: Orientation, row: int, col: int, what: str) -> IllegalMove | None:
    """What §4 forbids for every piece at anchor ``(row, col)`` in orientation ``o``: past the map edge, a
    covered cell, the wrong terrain (``what`` names the piece in messages). None when every cell is fine."""
    g, m = c.g, c.s.maps[p]
    if row + o.height > g.H or col + o.width > g.W:
        return IllegalMove("world-wonders 4", N_("{piece_label} does not fit at ({row},{col}): it would stick out past "
                                                 "the map edge."), piece_label=what, row=row, col=col)
    occ = c.d[P0 + p * PB + F_OCC]
    for dr, dc, tag in o.cells:
        if tag == "?":
            continue
        r, k = row + dr, col + dc
        bit = 1 << g.bit(r, k)
        cell = cell_text((r, k))
        if occ & bit:
            return IllegalMove("world-wonders 4", N_("Cell {cell} is already covered by a piece."), cell=cell)
        if tag == "L" and m.water & bit:
            return IllegalMove("world-wonders 4", N_("Cell {cell} is water: that part of {piece_label} goes on land."),
                               cell=cell, piece_label=what)
        if tag == "W" and not m.water & bit:
            return IllegalMove("world-wonders 1.4", N_("Cell {cell} is land: that part of {piece_label} goes on "
                                                       "water."), cell=cell, piece_label=what)
    return None


def refusal(c, p: int, move: Place) -> IllegalMove | None:
    """Why ``move`` cannot place the pending piece (§4); None if no rule forbids it."""
    d = c.d
    orients = pending_orientations(c, p)
    o = next((o for o in orients if o.rotation == move.rotation), None)
    pend = P_LONG if d[G_KIND] == FREE_ROAD else d[G_PEND]
    what = PIECE_NAMES[pend]
    if o is None:
        return turn_refusal(orients, move.rotation)
    bad = cells_refusal(c, p, o, move.row, move.col, what)
    if bad is not None:
        return bad
    mask = c.g.placed(o, move.row, move.col)
    if d[G_KIND] == FREE_ROAD:
        return roads.long_refusal(c, p, o, mask, first=True)
    if pend == P_LONG:
        return roads.long_refusal(c, p, o, mask)
    if pend == P_TILE:
        return buildings.tile_refusal(c, p, d[G_PEND_ARG], mask)
    if pend == P_TOWER:
        return towers.tower_refusal(c, p, mask)
    return monuments.monument_refusal(c, p, d[G_PEND_ARG], o, move.row, move.col)


def turn_refusal(orients: tuple[Orientation, ...], rotation: int) -> IllegalMove:
    """The refusal of a turn that is not one of ``orients``: the piece looks the same with a smaller turn (say
    which), or it is a monument laid as drawn on its card (§1.4)."""
    if len(orients) == 1 and orients[0].cells != _turned(orients[0], 1):
        return IllegalMove("world-wonders 1.4", N_("This monument is laid as drawn on its card: it cannot be turned."))
    same = rotation % len(orients)
    return IllegalMove("world-wonders 4", N_("Turned {rotation} quarter turns this piece lies as turned {same}: place "
                                             "it turned {same}."), rotation=rotation, same=same)


def _turned(o: Orientation, k: int) -> tuple:
    from companion.world_wonders.grid import rotate

    cells = o.cells
    for _ in range(k):
        cells = rotate(cells)
    return cells


def anchors_any(anchors: list[tuple[Any, int]]) -> bool:
    """True if any orientation has an anchor."""
    return any(a for _, a in anchors)
