"""Building a monument (world-wonders.md §4, §1.4, §3.2, §5): the pieces go on the spaces drawn in section B of
its card — land, water, or land or water for each space, with the gaps of a multi-piece monument on any space or
piece — laid as drawn or turned (horizontally or vertically) when the card allows it; and every adjacency of
section C must touch at least one side of the monument (any of its pieces may provide it): a road tile, the
sidewalk, water, a natural resource, or a building tile of a type (two icons of one type = two such tiles).
Only uncovered water and natural resources count (option ``covered_counts``, §12 Q11). Building it gives the
card's reward (resources, population, rings; production, :mod:`~companion.world_wonders.production`).
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from companion.errors import IllegalMove
from companion.i18n import N_
from companion.world_wonders.grid import Orientation
from companion.world_wonders.production import produce
from companion.world_wonders.state import (
    BRIDGE, BUILDING, F_BLD0, F_MONS, F_NB0, F_NROAD, F_MRINGS, F_OCC, F_PIECES, F_ROADM, MONUMENT, P0, PB, ROAD, SHORT,
)

__all__ = ["monument_anchors", "monument_fits", "monument_refusal", "place_monument", "unmet", "REQUIREMENT_LABELS"]

#: how messages name each adjacency icon of section C (msgids)
REQUIREMENT_LABELS = {"road": N_("a road"), "sidewalk": N_("the sidewalk"), "water": N_("water"),
                      "natural_resource": N_("a natural resource"), "B": N_("a Bibliotheca"), "F": N_("a Fundus"),
                      "H": N_("a Habitatio"), "M": N_("a Mercatus"), "T": N_("a Templum")}
_TYPES = "BFHMT"
_ROADS = (ROAD, BRIDGE, SHORT)


def _visible(c, p: int) -> tuple[int, int]:
    """Water and natural-resource cells that count for an adjacency (uncovered unless ``covered_counts``)."""
    m = c.s.maps[p]
    if c.opts.covered_counts:
        return m.water, m.natural
    occ = c.d[P0 + p * PB + F_OCC]
    return m.water & ~occ, m.natural & ~occ


def unmet(c, p: int, card: int, mask: int) -> list[tuple[str, int, int]]:
    """The adjacencies of ``card``'s section C that a monument of player ``p`` covering ``mask`` lacks:
    ``(requirement, needed, found)`` per icon kind; ``[]`` when all are met (§4)."""
    d, g = c.d, c.g
    b = P0 + p * PB
    around = g.neighbours(mask) & ~mask
    water, natural = _visible(c, p)
    out = []
    for req, need in c.s.card_needs[card]:
        if req == "sidewalk":
            found = (mask & g.BOTTOM).bit_count()
        elif req == "water":
            found = (around & water).bit_count()
        elif req == "natural_resource":
            found = (around & natural).bit_count()
        elif req == "road":
            if need == 1:
                found = 1 if around & d[b + F_ROADM] else 0
            else:
                found = sum(1 for k, _, m in d[b + F_PIECES] if k in _ROADS and m & around)
        else:
            t = _TYPES.index(req)
            if need == 1:
                found = 1 if around & d[b + F_BLD0 + t] else 0
            else:
                types = c.s.tile_type
                found = sum(1 for k, i, m in d[b + F_PIECES] if k == BUILDING and types[i] == t and m & around)
        if found < need:
            out.append((req, need, found))
    return out


def _need(c, p: int, req: str) -> tuple[int, Any]:
    """How a placement is tested for ``req`` (§4), as ``(how, masks)``: ``0``: some solid space on the mask
    (next to a road or a building tile of the type, or in the last row: the sidewalk); ``1``: some cell beside
    the spaces on the mask (uncovered water or natural resources, which the monument's own spaces may cover);
    ``2``: per piece (road tiles, or the tiles of the type), the cells next to it, to count distinct pieces."""
    d, g = c.d, c.g
    b = P0 + p * PB
    if req == "sidewalk":
        return 0, g.BOTTOM
    if req == "water" or req == "natural_resource":
        water, natural = _visible(c, p)
        return 1, water if req == "water" else natural
    if req == "road":
        return 0, d[b + F_NROAD]
    return 0, d[b + F_NB0 + _TYPES.index(req)]


def _per_piece(c, p: int, req: str) -> tuple[int, ...]:
    """Per road tile (``req == "road"``) or building tile of type ``req`` of player ``p``: the cells next to it."""
    nb = c.g.neighbours
    pieces = c.d[P0 + p * PB + F_PIECES]
    if req == "road":
        return tuple(nb(m) for k, _, m in pieces if k in _ROADS)
    t = _TYPES.index(req)
    types = c.s.tile_type
    return tuple(nb(m) for k, i, m in pieces if k == BUILDING and types[i] == t)


def at_least(masks, n: int) -> int:
    """The bits set in at least ``n`` of ``masks`` (an iterable of ints).

    >>> bin(at_least([0b011, 0b110, 0b100], 2))
    '0b110'
    """
    levels = [0] * n                       # levels[j]: bits seen in at least j + 1 masks so far
    for x in masks:
        for j in range(n - 1, 0, -1):
            levels[j] |= levels[j - 1] & x
        levels[0] |= x
    return levels[n - 1]


def _counted(c, p: int, pl, req: str, need: int, ctx: dict) -> int:
    """Anchors of placer ``pl`` where at least ``need`` (> 1) icons ``req`` are touched (§4: two icons of a type
    = two such tiles; two sidewalk icons = two spaces on the last row; water, natural resources: cells)."""
    if req == "sidewalk":
        b = c.g.BOTTOM
        return at_least((b >> k for k in pl.solid), need) & pl.box
    if req == "water" or req == "natural_resource":
        t = ctx.get(req) or _need(c, p, req)
        v = t[1]
        return at_least(((v >> k if k >= 0 else v << -k) for k in pl.outer), need) & pl.box
    key = ("pieces", req)
    near = ctx.get(key)
    if near is None:
        near = ctx[key] = _per_piece(c, p, req)
    if len(near) < need:
        return 0
    return at_least((pl.touching(m) for m in near), need)


def _anchors(c, p: int, card: int, ctx: dict, first_only: bool) -> list[tuple[Orientation, int]]:
    needs = c.s.card_needs[card]
    tests = []
    for req, _ in needs:
        t = ctx.get(req)
        if t is None:
            t = ctx[req] = _need(c, p, req)
        tests.append(t)
    allowed = ctx.get("allowed")
    if allowed is None:
        allowed = ctx["allowed"] = c.allowed(p)
    many = c.s.card_exact[card]
    out = []
    for pl in c.s.card_p[card]:
        a = pl.fits(allowed)
        for how, t in tests:
            if not a:
                break
            a &= pl.beside(t) if how else pl.touching(t)
        if a and many:
            for req, n in needs:
                if n > 1:
                    a &= _counted(c, p, pl, req, n, ctx)
                    if not a:
                        break
        out.append((pl.o, a))
        if first_only and a:
            break
    return out


def monument_anchors(c, p: int, card: int, first_only: bool = False,
                     ctx: dict | None = None) -> list[tuple[Orientation, int]]:
    """Per allowed orientation of ``card``'s footprint, the anchors where player ``p`` may build it (§4), as
    masks: one icon of a kind needs a solid space next to a road or a tile of the type or on the last row, or
    uncovered water or a natural resource beside the spaces (which may not cover them); two icons of a kind
    need two distinct such tiles, cells or sidewalk spaces (:func:`at_least`).

    Args:
        first_only: stop after the first orientation with a legal placement (to know whether the card can be
            bought).
        ctx: a dict shared by the calls of one position (the same player), caching the masks every card asks
            for; None for a fresh one.
    """
    return _anchors(c, p, card, {} if ctx is None else ctx, first_only)


#: index in :func:`need_masks` of each footprint tag and adjacency icon
NEED_INDEX = {"L": 0, "W": 1, "A": 2, "?": 3, "sidewalk": 4, "road": 5, "water": 6, "natural_resource": 7,
              "B": 8, "F": 9, "H": 10, "M": 11, "T": 12}


def need_masks(c, p: int, land: int, free: int) -> list[int]:
    """The masks a monument of player ``p`` is tested on, by :data:`NEED_INDEX`: free land, free water, free
    cells, every cell; the last row; the cells next to a road; the uncovered water and natural resources; the
    cells next to a building tile of each type (§4). ``land``, ``free``: the player's free land and free cells."""
    d, g = c.d, c.g
    b = P0 + p * PB
    water, natural = _visible(c, p)
    return [land, free & c.s.maps[p].water, free, g.ALL, g.BOTTOM, d[b + F_NROAD], water, natural,
            *d[b + F_NB0:b + F_NB0 + 5]]


def monument_fits(c, p: int, card: int, masks: list[int]) -> bool:
    """Whether player ``p`` can build ``card``'s monument somewhere (§4): :func:`monument_anchors` with
    ``first_only``; ``masks``: :func:`need_masks` of the position. With one icon of each kind the test is the
    card's one expression (:attr:`~companion.world_wonders.state.Setup.card_any`)."""
    s = c.s
    if not s.card_any[card](masks):          # not even one icon of each kind: settled
        return False
    if s.card_exact[card]:                   # two icons of a kind: count the pieces, cells or spaces
        ctx = {"allowed": {"L": masks[0], "W": masks[1], "A": masks[2], "?": masks[3]}}
        for _, a in _anchors(c, p, card, ctx, True):
            if a:
                return True
        return False
    return True


def monument_refusal(c, p: int, card: int, o: Orientation, row: int, col: int) -> IllegalMove | None:
    """Why ``card``'s monument cannot be built at ``(row, col)`` in orientation ``o`` (its spaces fit the map and
    the terrain); None if §4 allows it."""
    missing = unmet(c, p, card, c.g.placed(o, row, col))
    if not missing:
        return None
    req, need, found = missing[0]
    return IllegalMove("world-wonders 4", N_("The monument must touch {requirement_label} ({needed} needed, {found} "
                                             "touching)."), requirement_label=REQUIREMENT_LABELS[req], needed=need,
                       found=found)


def place_monument(c, p: int, card: int, mask: int) -> None:
    """Player ``p`` builds monument ``card`` on ``mask``: the card's reward (§1.4 A, §5)."""
    d = c.d
    b = P0 + p * PB
    c.add_piece(p, MONUMENT, card, mask)
    d[b + F_MONS] += 1
    d[b + F_MRINGS] += c.s.monuments.cards[card].rings
    produce(c, p, c.s.card_gains[card], c.s.monuments.cards[card].reward.get("population", 0))


def needs_of(requires: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    """Section C as ``(icon, count)`` pairs in first-seen order (two ``B`` icons = ``("B", 2)``)."""
    counts = Counter(requires)
    return tuple((r, counts[r]) for r in dict.fromkeys(requires))

