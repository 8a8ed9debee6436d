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

Chance: the market's draws are made here — a tile revealed from each stack (§2 B, §3.4 step 2:
:func:`reveal_tiles`) and a monument card from the deck (§2 G, §3.2: :func:`take_face_up`). The face-down tiles
of a stack and the cards of the deck are sets in the position (``STACKS``, ``DECK``: their order is unknown to
every player). While a :class:`~companion.engine.chance.DrawPlan` is set on the core (analysis, a teacher's
"suppose the next tile is S1:4": :meth:`~companion.engine.contract.Core.push_drawing`), each draw asks it, every
face-down tile (card) being one equally likely outcome — outcome ``k`` is the stack's ``k``-th tile in catalogue
order (a card: its catalogue index). Otherwise the first of the seeded order (:attr:`Setup.stack_order`,
:attr:`Setup.deck`, shuffled at setup) still face down comes up: the draws of every game played so far, which
saves replay. The Automaton's solo cards (§7.2, :mod:`~companion.world_wonders.solo`) are drawn the same way,
by the same :func:`draw_from`.

Example (a 2-player game: 6 stacks of 10 tiles, §1.2; 21 monument cards with 3 face up, §2 G):
    >>> from companion import games
    >>> state = games.get("world-wonders").new_game(["Ann", "Bob"], seed=1)
    >>> sorted(set(state.tiles_left.values())), state.monument_cards_left
    ([9], 18)
"""
from __future__ import annotations

from companion.errors import IllegalMove
from companion.i18n import N_
from companion.world_wonders import buildings, monuments, roads, towers, turns
from companion.world_wonders.moves import (
    BuyLongRoad, BuyMonument, BuyPedestal, BuyShortSet, BuyTile, BuyTower, Move,
)
from companion.world_wonders.rules import (
    LONG_ROAD_COST, PEDESTAL_COST, SHORT_SET_COST, SHORT_SET_PIECES, TOWER_COST,
)
from companion.world_wonders.state import (
    F_CAP, F_NB0, F_NROAD, F_OCC, F_SPENT, G_BOUGHT, G_DECK, G_FACEUP, G_KIND, G_LONG, G_PED1, G_PED2, G_PEND, G_PEND_ARG,
    G_REVEALED, G_SHORT, G_SHORT_LEFT, G_STACKS, G_TOWER_UP, P0, P_LONG, P_MONUMENT, P_TILE, P_TOWER, PB, PLACE,
    PLACE_SHORT,
)

__all__ = ["purchase_moves", "buy", "refusal", "revealed_tile", "take_tile", "reveal_tiles", "take_face_up",
           "reveal_monuments", "draw_from"]

_LONG, _SHORT, _TOWER = BuyLongRoad(), BuyShortSet(), BuyTower()
_PEDESTALS = (BuyPedestal(1), BuyPedestal(2))


def revealed_tile(c, stack: int) -> int:
    """Global index of the tile revealed below stack ``stack`` (index in play) this round, or -1 when it was
    bought (or discarded) this round (:func:`take_tile`) or the stack was empty."""
    return c.d[G_REVEALED][stack]


def take_tile(c, stack: int) -> int:
    """The tile revealed below stack ``stack`` (index in play) leaves the market, bought or discarded this round
    (§3.2, §7.2); returns its global index."""
    d = c.d
    revealed = d[G_REVEALED]
    d[G_BOUGHT] |= 1 << stack
    d[G_REVEALED] = revealed[:stack] + (-1,) + revealed[stack + 1:]
    return revealed[stack]


def reveal_tiles(c) -> None:
    """A new tile is revealed from each stack in play (§2 B; §3.4 step 2), or none from an empty stack: asked of
    the core's plan (each face-down tile equally likely, public), else the first of the stack's seeded order
    still face down (module docstring).

    Raises:
        PendingDraw, ValueError: from the plan (:meth:`~companion.engine.chance.DrawPlan.draw`).
    """
    d, s = c.d, c.s
    down = list(d[G_STACKS])
    revealed = []
    for i, first in enumerate(s.stack_first):
        m = down[i]
        if not m:
            revealed.append(-1)
            continue
        k = draw_from(c, "building tile", m, s.stack_tile_names[i], s.stack_order[i], first)
        down[i] = m & ~(1 << k)
        revealed.append(first + k)
    d[G_STACKS], d[G_REVEALED] = tuple(down), tuple(revealed)


def _draw_card(c) -> int:
    """A card drawn from the monument deck (not empty), as in the module docstring."""
    d, s = c.d, c.s
    deck = d[G_DECK]
    card = draw_from(c, "monument card", deck, s.card_names, s.deck, 0)
    d[G_DECK] = deck & ~(1 << card)
    return card


def draw_from(c, label: str, face_down: int, names: tuple[str, ...], order: tuple[int, ...], first: int) -> int:
    """The item ``k`` drawn out of the face-down set ``face_down`` (bit ``k``: item ``k``, named ``names[k]``):
    the core's plan decides, each item equally likely (seen by all), else the first of the seeded ``order``
    (indices ``first + k``) still face down. The one draw of the game's tiles, monument cards and solo cards.

    Raises:
        PendingDraw, ValueError: from the plan (:meth:`~companion.engine.chance.DrawPlan.draw`).
    """
    if c.plan is not None:
        return c.plan.draw(label, [face_down >> k & 1 for k in range(len(names))], names)
    return next(t - first for t in order if face_down >> (t - first) & 1)


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
    revealed = d[G_REVEALED]
    buy_tile = s.buy_tile
    fits = s.stack_any                     # buildings.tile_fits, written out
    types = s.tile_type
    nroad = d[b + F_NROAD]
    nb0 = b + F_NB0
    for i, stack in enumerate(s.stacks):
        if stack.cost <= left and revealed[i] >= 0:
            touch = nroad | d[nb0 + types[revealed[i]]]     # next to a road or a same-type tile (§4)
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
        tile = take_tile(c, i)
        d[b + F_SPENT] += s.stacks[i].cost
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
    """Card ``card`` leaves the face-up row; a new card from the deck is revealed in its place while the deck
    lasts (§3.2; the draw as in the module docstring).

    Raises:
        PendingDraw, ValueError: from the core's plan (:meth:`~companion.engine.chance.DrawPlan.draw`).
    """
    d = c.d
    faceup = d[G_FACEUP]
    i = faceup.index(card)
    if d[G_DECK]:
        d[G_FACEUP] = faceup[:i] + (_draw_card(c),) + faceup[i + 1:]
    else:
        d[G_FACEUP] = faceup[:i] + faceup[i + 1:]


def reveal_monuments(c, count: int) -> None:
    """The first ``count`` monument cards are revealed from the deck (§2 G: 3 face up, 2 in solo play)."""
    c.d[G_FACEUP] = tuple(_draw_card(c) for _ in range(count))


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
