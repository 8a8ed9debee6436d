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

from companion.errors import IllegalMove
from companion.i18n import N_
from companion.world_wonders.grid import Orientation
from companion.world_wonders.state import (
    BRIDGE, BUILDING, F_BLD0, F_MONS, F_MRINGS, F_OCC, F_PIECES, F_ROADM, MONUMENT, P0, PB, ROAD, SHORT,
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


def _touch(c, p: int, req: str) -> int:
    """Cells a monument's solid space must lie on for ``req`` (one icon) to be met: next to a road or a building
    tile of the type, or in the last row (the sidewalk). Water and natural resources are asked of the cells
    beside the monument instead (:func:`_beside`), as its own spaces may cover them."""
    d, g = c.d, c.g
    b = P0 + p * PB
    if req == "sidewalk":
        return g.BOTTOM
    if req == "road":
        return g.neighbours(d[b + F_ROADM])
    return g.neighbours(d[b + F_BLD0 + _TYPES.index(req)])


def _beside(c, p: int, req: str) -> int:
    """The uncovered water or natural-resource cells (``req``) that count for an adjacency (§4, §12 Q11)."""
    water, natural = _visible(c, p)
    return water if req == "water" else natural


def monument_anchors(c, p: int, card: int, first_only: bool = False,
                     ctx: dict | None = None) -> list[tuple[Orientation, int]]:
    """Per allowed orientation of ``card``'s footprint, the anchors where player ``p`` may build it (§4).

    One icon of a kind is a mask test per orientation (a solid space next to a road or a tile of the type, or
    on the last row; water and natural resources beside the spaces, which may not cover them); two icons of a
    kind (or two sidewalk spaces) are counted per anchor with :func:`unmet`.

    Args:
        first_only: stop at the first legal placement found (to know whether the card can be bought).
        ctx: a dict shared by the calls of one position (the same player), caching the masks every card asks
            for; None for a fresh one.
    """
    g = c.g
    if ctx is None:
        ctx = {}
    allowed = ctx.get("allowed")
    if allowed is None:
        allowed = ctx["allowed"] = c.allowed(p)
    needs = c.s.card_needs[card]
    touches = []
    for req, _ in needs:
        t = ctx.get(req)
        if t is None:
            if req == "water" or req == "natural_resource":
                t = ctx[req] = (1, _beside(c, p, req))
            else:
                t = ctx[req] = (0, _touch(c, p, req))
        touches.append(t)
    exact = c.s.card_exact[card]
    out = []
    for pl in c.s.card_p[card]:
        o = pl.o
        a = pl.fits(allowed)
        for side, t in touches:
            if not a:
                break
            a &= pl.beside(t) if side else pl.touching(t)
        if a and exact:
            keep = 0
            m = a
            while m:
                low = m & -m
                m ^= low
                r, col = divmod(low.bit_length() - 1, g.P)
                if not unmet(c, p, card, g.placed(o, r, col)):
                    keep |= low
                    if first_only:
                        break
            a = keep
        out.append((o, a))
        if first_only and a:
            break
    return out


def monument_fits(c, p: int, card: int, ctx: dict) -> bool:
    """Whether player ``p`` can build ``card``'s monument somewhere (§4): :func:`monument_anchors` stopping at
    the first placement found. ``ctx``: a dict shared by the calls of one position holding ``"allowed"``
    (:meth:`~companion.world_wonders.core.WorldWondersCore.allowed`) and caching the adjacency masks."""
    touches = []
    for req, _ in c.s.card_needs[card]:
        t = ctx.get(req)
        if t is None:
            if req == "water" or req == "natural_resource":
                t = ctx[req] = (1, _beside(c, p, req))
            else:
                t = ctx[req] = (0, _touch(c, p, req))
        touches.append(t)
    if c.s.card_exact[card]:
        return any(a for _, a in monument_anchors(c, p, card, True, ctx))
    allowed = ctx["allowed"]
    for pl in c.s.card_p[card]:
        a = pl.fits(allowed)
        for side, t in touches:
            if not a:
                break
            a &= pl.beside(t) if side else pl.touching(t)
        if a:
            return True
    return False


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
    from companion.world_wonders.production import produce

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

