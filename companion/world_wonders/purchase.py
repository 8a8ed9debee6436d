"""The compulsory purchase (world-wonders.md §3.2): on a turn a player buys exactly one item and places it at
once, so an item that cannot be placed cannot be bought.

========================================  ======================  ===============================
item                                      cost                    replenished during the round?
========================================  ======================  ===============================
1 long road                               1                       no
1 set of short roads (1×2, 1×2, 1×1)      1                       no
1 revealed building tile                  its stack's cost (2-5)  no
the tower                                 2                       no (refilled at round end)
the 1st- or 2nd-player pedestal           1                       no (returned at round end)
1 face-up monument card                   all remaining gold      yes: a new card is revealed
========================================  ======================  ===============================

A pedestal goes under the buyer's marker at once (no placement; option ``one_pedestal_each``: one per player
and round, §12 Q8; none in solo play). Buying a monument spends every gold left, so its buyer is out of the
round after placing it.
"""
from __future__ import annotations

from companion.errors import IllegalMove
from companion.i18n import N_
from companion.world_wonders import buildings, monuments, roads, towers, turns
from companion.world_wonders.moves import (
    BuyLongRoad, BuyMonument, BuyPedestal, BuyShortSet, BuyTile, BuyTower, Move,
)
from companion.world_wonders.rules import (
    LONG_ROAD_COST, PEDESTAL_COST, ROUNDS, SHORT_SET_COST, SHORT_SET_PIECES, TOWER_COST,
)
from companion.world_wonders.state import (
    F_CAP, F_NB0, F_NROAD, F_OCC, F_SPENT, G_BOUGHT, G_DECK, G_FACEUP, G_KIND, G_LONG, G_PED1, G_PED2, G_PEND, G_PEND_ARG, G_ROUND,
    G_SHORT, G_SHORT_LEFT, G_TOWER_UP, P0, P_LONG, P_MONUMENT, P_TILE, P_TOWER, PB, PLACE, PLACE_SHORT,
)

__all__ = ["purchase_moves", "buy", "refusal", "revealed_tile"]

_LONG, _SHORT, _TOWER = BuyLongRoad(), BuyShortSet(), BuyTower()
_PEDESTALS = (BuyPedestal(1), BuyPedestal(2))


def revealed_tile(c, stack: int) -> int:
    """Global index of the tile revealed below stack ``stack`` (index in play) this round, or -1 when it was
    bought (or discarded) this round or the stacks are empty."""
    d = c.d
    r = d[G_ROUND]
    if r > ROUNDS or d[G_BOUGHT] >> stack & 1:
        return -1
    return c.s.stack_order[stack][r - 1]


def _any(anchors) -> bool:
    return any(a for _, a in anchors)


def purchase_moves(c, p: int, out: list[Move]) -> None:
    """Append every item player ``p`` can buy now: on offer, affordable, and placeable on their map (§3.2).

    The masks every placement test asks for (free land, the cells a road or a tile of each type may touch) are
    computed once here; each test is the one its rule module owns (:func:`roads.long_fits`,
    :func:`roads.can_place_set`, :func:`buildings.tile_fits`, :func:`towers.tower_fits`,
    :func:`monuments.monument_anchors`)."""
    d, s = c.d, c.s
    b = P0 + p * PB
    left = d[b + F_CAP] - d[b + F_SPENT]
    if left <= 0:
        return
    g = c.g
    occ = d[b + F_OCC]
    free = g.ALL & ~occ
    land = free & s.maps[p].land
    touch = -1
    if d[G_LONG] and left >= LONG_ROAD_COST:
        touch = roads.road_touch(c, p)
        if roads.long_fits(c, land, free, touch):
            out.append(_LONG)
    if d[G_SHORT] and left >= SHORT_SET_COST:
        if touch < 0:
            touch = roads.road_touch(c, p)
        if _short_fits(c, p, land, touch):
            out.append(_SHORT)
    r = d[G_ROUND]
    if r <= ROUNDS:
        bought = d[G_BOUGHT]
        order = s.stack_order
        buy_tile = s.buy_tile
        fits = s.stack_any                     # buildings.tile_fits, written out
        types = s.tile_type
        nroad = d[b + F_NROAD]
        nb0 = b + F_NB0
        for i, stack in enumerate(s.stacks):
            if stack.cost <= left and not bought >> i & 1:
                touch = nroad | d[nb0 + types[order[i][r - 1]]]     # next to a road or a same-type tile (§4)
                if touch and fits[i]([land, 0, land, land, touch]):
                    out.append(buy_tile[i])
    if d[G_TOWER_UP] and left >= TOWER_COST and towers.tower_fits(c, p, land):
        out.append(_TOWER)
    if not s.solo_game and left >= PEDESTAL_COST:
        one = c.opts.one_pedestal_each
        if d[G_PED1] < 0 and not (one and d[G_PED2] == p):
            out.append(_PEDESTALS[0])
        if d[G_PED2] < 0 and not (one and d[G_PED1] == p):
            out.append(_PEDESTALS[1])
    faceup = d[G_FACEUP]
    if faceup:
        masks = monuments.need_masks(c, p, land, free)
        fits = monuments.monument_fits
        for card in faceup:
            if fits(c, p, card, masks):
                out.append(s.buy_monument[card])


def _short_fits(c, p: int, land: int | None = None, touch: int | None = None) -> bool:
    if c.opts.short_set_whole:
        return roads.can_place_set(c, p, SHORT_SET_PIECES, land, touch)
    return any(_any(roads.short_anchors(c, p, size)) for size in set(SHORT_SET_PIECES))


def buy(c, p: int, move: Move) -> None:
    """Player ``p`` buys the legal ``move``'s item: pays, takes it from the offer, and must place it next (a
    pedestal ends the turn at once) (§3.2)."""
    d, s = c.d, c.s
    b = P0 + p * PB
    t = type(move)
    if t is BuyTile:
        i = s.stack_index[move.stack]
        tile = revealed_tile(c, i)
        d[b + F_SPENT] += s.stacks[i].cost
        d[G_BOUGHT] |= 1 << i
        d[G_PEND], d[G_PEND_ARG] = P_TILE, tile
        d[G_KIND] = PLACE
    elif t is BuyLongRoad:
        d[b + F_SPENT] += LONG_ROAD_COST
        d[G_LONG] -= 1
        d[G_PEND], d[G_PEND_ARG] = P_LONG, 0
        d[G_KIND] = PLACE
    elif t is BuyShortSet:
        d[b + F_SPENT] += SHORT_SET_COST
        d[G_SHORT] -= 1
        d[G_SHORT_LEFT] = SHORT_SET_PIECES
        d[G_KIND] = PLACE_SHORT
    elif t is BuyTower:
        d[b + F_SPENT] += TOWER_COST
        d[G_TOWER_UP] = 0
        d[G_PEND], d[G_PEND_ARG] = P_TOWER, 0
        d[G_KIND] = PLACE
    elif t is BuyPedestal:
        d[b + F_SPENT] += PEDESTAL_COST
        d[G_PED1 if move.rank == 1 else G_PED2] = p
        turns.end_turn(c)
    else:
        card = s.monuments.index(move.card)
        d[b + F_SPENT] = d[b + F_CAP]
        take_face_up(c, card)
        d[G_PEND], d[G_PEND_ARG] = P_MONUMENT, card
        d[G_KIND] = PLACE


def take_face_up(c, card: int) -> None:
    """Card ``card`` leaves the face-up row; a new card is revealed in its place while the deck lasts (§3.2)."""
    d, s = c.d, c.s
    faceup = d[G_FACEUP]
    i = faceup.index(card)
    deck = d[G_DECK]
    if deck < len(s.deck):
        d[G_FACEUP] = faceup[:i] + (s.deck[deck],) + faceup[i + 1:]
        d[G_DECK] = deck + 1
    else:
        d[G_FACEUP] = faceup[:i] + faceup[i + 1:]


def refusal(c, p: int, move: Move) -> IllegalMove | None:
    """Why player ``p`` cannot buy ``move``'s item now (§3.2); None if no rule forbids it."""
    d, s = c.d, c.s
    b = P0 + p * PB
    left = d[b + F_CAP] - d[b + F_SPENT]
    t = type(move)
    cost = {BuyLongRoad: LONG_ROAD_COST, BuyShortSet: SHORT_SET_COST, BuyTower: TOWER_COST,
            BuyPedestal: PEDESTAL_COST}.get(t, 1)
    if t is BuyTile:
        i = s.stack_index[move.stack]
        if i < 0:
            return IllegalMove("world-wonders 2", N_("Stack {stack} is not in play with this number of players."),
                               stack=move.stack)
        if revealed_tile(c, i) < 0:
            return IllegalMove("world-wonders 3.2", N_("The tile of stack {stack} has already been taken this round."),
                               stack=move.stack)
        cost = s.stacks[i].cost
    elif t is BuyLongRoad and not d[G_LONG]:
        return IllegalMove("world-wonders 3.2", N_("No long road is left on offer this round."))
    elif t is BuyShortSet and not d[G_SHORT]:
        return IllegalMove("world-wonders 3.2", N_("No set of short roads is left on offer this round."))
    elif t is BuyTower and not d[G_TOWER_UP]:
        return IllegalMove("world-wonders 3.2", N_("The tower of this round has already been taken."))
    elif t is BuyPedestal:
        if s.solo_game:
            return IllegalMove("world-wonders 7.2", N_("Pedestals are not used in solo play."))
        if d[G_PED1 if move.rank == 1 else G_PED2] >= 0:
            return IllegalMove("world-wonders 3.2", N_("That pedestal has already been bought this round."))
        if c.opts.one_pedestal_each and d[G_PED2 if move.rank == 1 else G_PED1] == p:
            return IllegalMove("world-wonders 3.5", N_("You already bought the other pedestal this round (one pedestal "
                                                       "each, option)."))
    elif t is BuyMonument:
        card = s.monuments.index(move.card)
        if card not in d[G_FACEUP]:
            return IllegalMove("world-wonders 3.2", N_("The monument {card} is not face up."), card=move.card)
    if cost > left:
        return IllegalMove("world-wonders 3.2", N_("It costs {cost} gold; you have {left} left this round."),
                           cost=cost, left=left)
    placeable = True
    if t is BuyTile:
        placeable = _any(buildings.tile_anchors(c, p, revealed_tile(c, s.stack_index[move.stack])))
    elif t is BuyLongRoad:
        placeable = _any(roads.long_anchors(c, p))
    elif t is BuyShortSet:
        placeable = _short_fits(c, p)
    elif t is BuyTower:
        placeable = _any(towers.tower_anchors(c, p))
    elif t is BuyMonument:
        placeable = _any(monuments.monument_anchors(c, p, s.monuments.index(move.card), first_only=True))
    if not placeable:
        return IllegalMove("world-wonders 3.2", N_("It could not be placed anywhere on your map, and an item is placed "
                                                   "at once, so it cannot be bought."))
    return None
