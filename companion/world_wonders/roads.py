"""Roads and bridges (world-wonders.md §4, §1.3, §2 J): a road tile goes on free land next to another road tile
(bridges count), or touching the sidewalk (a cell in the last row), or next to a tower. A long road (1×3) may
be laid as a bridge: its middle over water, both ends on land — it is a road for every rule. Only long roads
cover water. The free long road of the first turn must touch the sidewalk. A set of short roads (two 1×2 and
one 1×1) is placed piece by piece, each where it is legal when placed; with the option ``short_set_whole``
(default, §12 Q9) every piece must be placed, so a set is bought only when all three fit and each piece goes
only where the rest still fit.
"""
from __future__ import annotations

from companion.errors import IllegalMove
from companion.i18n import N_
from companion.world_wonders import turns
from companion.world_wonders.grid import Orientation
from companion.world_wonders.moves import Move, PlaceShort
from companion.world_wonders.state import (
    BRIDGE, F_OCC, F_RTOUCH, G_SHORT_LEFT, P0, PB, ROAD, SHORT,
)

__all__ = ["road_touch", "long_anchors", "long_fits", "long_refusal", "place_long", "short_anchors", "can_place_set",
           "short_moves", "place_short", "short_refusal"]


def road_touch(c, p: int) -> int:
    """Cells a road tile may touch to be legal: next to a road tile or a tower, or in the last row (the
    sidewalk) (§4)."""
    return c.d[P0 + p * PB + F_RTOUCH]


def long_anchors(c, p: int, first: bool = False) -> list[tuple[Orientation, int]]:
    """Per orientation of the long road, the anchors where player ``p`` may place it (§4; ``first``: the free
    road of §2 J, touching the sidewalk)."""
    g = c.g
    free = g.ALL & ~c.d[P0 + p * PB + F_OCC]
    allowed = {"L": free & c.s.maps[p].land, "A": free}
    touch = g.BOTTOM if first else road_touch(c, p)
    out = []
    for pl in c.s.long_p:
        a = pl.fits(allowed)
        if a:
            a &= pl.touching(touch)
        out.append((pl.o, a))
    return out


def long_fits(c, land: int, free: int, touch: int) -> bool:
    """Whether a long road fits somewhere: ends on ``land``, middle on ``free`` cells (a bridge over water),
    some cell on ``touch`` (:func:`road_touch`) (§4). Stops at the first orientation that fits."""
    return bool(c.s.long_any([land, 0, free, free, touch]))


def long_refusal(c, p: int, o: Orientation, mask: int, first: bool = False) -> IllegalMove | None:
    """Why the long road cannot go on ``mask`` (its cells fit the map: see :func:`placement.cells_refusal`)."""
    g = c.g
    if first:
        if not mask & g.BOTTOM:
            return IllegalMove("world-wonders 2", N_("The free long road must touch the sidewalk (a cell in the last "
                                                     "row)."))
        return None
    if not mask & road_touch(c, p):
        return IllegalMove("world-wonders 4", N_("A road must touch another road, a tower or the sidewalk."))
    return None


def place_long(c, p: int, mask: int, o: Orientation) -> None:
    """Player ``p`` places a long road on ``mask``: a bridge when it covers water (§1.3)."""
    kind = BRIDGE if mask & c.s.maps[p].water else ROAD
    c.add_piece(p, kind, 0, mask)


def short_anchors(c, p: int, size: int) -> list[tuple[Orientation, int]]:
    """Per orientation of a short road of ``size`` (2 or 1), the anchors where player ``p`` may place it now."""
    g = c.g
    land = g.ALL & ~c.d[P0 + p * PB + F_OCC] & c.s.maps[p].land
    touch = road_touch(c, p)
    return [(pl.o, pl.on_land(land, touch)) for pl in c.s.short_p[size]]


def _remove(sizes: tuple[int, ...], size: int) -> tuple[int, ...]:
    i = sizes.index(size)
    return sizes[:i] + sizes[i + 1:]


_STEPS: dict[tuple[int, ...], tuple[tuple[int, tuple[int, ...]], ...]] = {}


def _steps(sizes: tuple[int, ...]) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """``(size, the sizes left)`` for each distinct size of ``sizes``, largest first (memoised)."""
    out = _STEPS.get(sizes)
    if out is None:
        out = _STEPS[sizes] = tuple((z, _remove(sizes, z)) for z in sorted(set(sizes), reverse=True))
    return out


def can_place_set(c, p: int, sizes: tuple[int, ...], land: int | None = None, touch: int | None = None) -> bool:
    """Can player ``p`` place every piece of ``sizes`` one after another (in some order and places)? A search
    that stops at the first way found. ``land`` (free land) and ``touch`` (:func:`road_touch`): when the caller
    has them."""
    if land is None:
        d, g = c.d, c.g
        land = g.ALL & ~d[P0 + p * PB + F_OCC] & c.s.maps[p].land
    if touch is None:
        touch = road_touch(c, p)
    if not sizes:
        return True
    # Two exact shortcuts from the last answer for this player (placing pieces only removes free land and adds
    # cells a road may touch): a way found before still works while its cells are free and every cell it
    # touched still may be touched; no way before means none now on less land and no more cells to touch.
    memo = c.s.short_memo
    key = (p, sizes)
    last = memo.get(key)
    if last is not None:
        way, way_touch, fail_land, fail_touch = last
        if way and not way & ~land and not way_touch & ~touch:
            return True
        if fail_touch >= 0 and not land & ~fail_land and not touch & ~fail_touch:
            return False
    else:
        last = memo[key] = [0, 0, 0, -1]
    way = _way(c, land, touch, sizes)
    if way:
        last[0], last[1] = way, touch
    else:
        last[2], last[3] = land, touch
    return bool(way)


def _can_place(c, land: int, touch: int, sizes: tuple[int, ...]) -> bool:
    """The search of :func:`can_place_set` on masks: free ``land`` and the cells a road may ``touch``."""
    return not sizes or bool(_way(c, land, touch, sizes))


def _way(c, land: int, touch: int, sizes: tuple[int, ...]) -> int:
    """The cells of one way to place every piece of ``sizes`` (not empty) one after another from free ``land``
    and the cells a road may ``touch``; 0 when there is none. A search that stops at the first way found; the
    last piece is a mask test (a 1×1 needs one free land cell on ``touch``)."""
    g = c.g
    P, ALL = g.P, g.ALL
    short_p = c.s.short_p
    steps = _STEPS.get(sizes) or _steps(sizes)
    for size, rest in steps:
        if not rest:
            if size == 1:
                x = land & touch
                if x:
                    return x & -x
                continue
            for pl in short_p[size]:
                a = pl.on_land(land, touch)
                if a:
                    return pl.mask << ((a & -a).bit_length() - 1)
            continue
        last1 = rest == (1,)
        for pl in short_p[size]:
            a = pl.on_land(land, touch)
            pm = pl.mask
            while a:
                low = a & -a
                a ^= low
                m = pm << (low.bit_length() - 1)
                near = touch | (((m << 1) | (m >> 1) | (m << P) | (m >> P)) & ALL)
                if last1:
                    x = land & ~m & near
                    if x:
                        return m | (x & -x)
                else:
                    w = _way(c, land & ~m, near, rest)
                    if w:
                        return m | w
    return 0


def _legal_short(c, p: int) -> list[tuple[int, list[tuple[Orientation, int]]]]:
    """Per size still to place: the anchors legal now (and, with ``short_set_whole``, leaving the rest placeable).

    The rest of the set still fits after a piece if it fits *without* that piece on cells the piece does not
    cover (placing a piece only adds cells a road may touch): so two ways of placing the rest found before (on
    different cells) settle most anchors with one mask test (:meth:`~companion.world_wonders.grid.Placer.touching`
    of the way's cells), and only the anchors covering both are searched one by one."""
    d, g = c.d, c.g
    left = d[G_SHORT_LEFT]
    land = g.ALL & ~d[P0 + p * PB + F_OCC] & c.s.maps[p].land
    touch = road_touch(c, p)
    whole = c.opts.short_set_whole
    out = []
    for size in sorted(set(left), reverse=True):
        rest = _remove(left, size)
        per = []
        ways = None
        for pl in c.s.short_p[size]:
            a = pl.on_land(land, touch)
            if a and rest and whole:
                if ways is None:
                    w1 = _way(c, land, touch, rest)
                    w2 = _way(c, land & ~w1, touch, rest) if w1 else 0
                    ways = (w1, w2)
                w1, w2 = ways
                keep = 0
                m = a
                if w1:
                    keep = a & ~pl.touching(w1)
                    m &= ~keep
                    if w2:
                        more = m & ~pl.touching(w2)
                        keep |= more
                        m &= ~more
                while m:
                    low = m & -m
                    m ^= low
                    piece = pl.mask << (low.bit_length() - 1)
                    if _can_place(c, land & ~piece, touch | g.neighbours(piece), rest):
                        keep |= low
                a = keep
            per.append((pl.o, a))
        out.append((size, per))
    return out


def short_moves(c, p: int) -> list[Move]:
    """Every legal placement of a piece of the set of short roads being placed (§4)."""
    from companion.world_wonders.placement import moves_of

    out: list[Move] = []
    for size, per in _legal_short(c, p):
        out.extend(moves_of(c, per, size))
    return out


def place_short(c, p: int, move: PlaceShort) -> None:
    """Place one short road; when the set is placed (or, without ``short_set_whole``, no piece left fits any
    more: those go back to the box) the turn ends (§3.1)."""
    d = c.d
    o = next(o for o in c.s.short_o[move.size] if o.rotation == move.rotation)
    c.add_piece(p, SHORT, move.size, c.g.placed(o, move.row, move.col))
    left = _remove(d[G_SHORT_LEFT], move.size)
    if left and not c.opts.short_set_whole and not any(
            a for size in set(left) for _, a in short_anchors(c, p, size)):
        left = ()
    d[G_SHORT_LEFT] = left
    if not left:
        turns.end_turn(c)


def short_refusal(c, p: int, move: PlaceShort) -> IllegalMove | None:
    """Why ``move`` cannot place a short road now (§4, §12 Q9); None if no rule forbids it."""
    from companion.world_wonders.placement import cells_refusal

    d = c.d
    left = d[G_SHORT_LEFT]
    if move.size not in left:
        return IllegalMove("world-wonders 4", N_("No 1×{size} piece of the set is left to place."), size=move.size)
    o = next((o for o in c.s.short_o[move.size] if o.rotation == move.rotation), None)
    if o is None:
        from companion.world_wonders.placement import turn_refusal

        return turn_refusal(c.s.short_o[move.size], move.rotation)
    bad = cells_refusal(c, p, o, move.row, move.col, N_("the short road"))
    if bad is not None:
        return bad
    mask = c.g.placed(o, move.row, move.col)
    if not mask & road_touch(c, p):
        return IllegalMove("world-wonders 4", N_("A road must touch another road, a tower or the sidewalk."))
    rest = _remove(left, move.size)
    if rest and c.opts.short_set_whole:
        g = c.g
        land = g.ALL & ~d[P0 + p * PB + F_OCC] & c.s.maps[p].land
        if not _can_place(c, land & ~mask, road_touch(c, p) | g.neighbours(mask), rest):
            return IllegalMove("world-wonders 4", N_("Every piece of the set must be placed: after this piece the rest "
                                                     "of the set would not fit."))
    return None
