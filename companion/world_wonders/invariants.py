"""What every reachable World Wonders position keeps (world-wonders.md §1 components, §3-§6), as checks the
conformance harness (:mod:`companion.engine.testing`) runs after every move of its random games.

:func:`invariants` checks one position: pieces conserved (every long road, set of short roads, tower, tile and
monument card is in exactly one place), each player's map consistent (the masks are the union of the pieces,
no cell covered twice, every piece on its terrain), gold within the cap, the resource and population markers
equal to what the placed pieces produced, the market consistent (each revealed tile of its stack and nowhere
else, every stack down by one tile per round, no face-down tile or card also placed or face up), the solo deck
consistent (as many cards face down as the pass leaves, the first pass's cards each once), the turn order a
permutation and the decider not out.
:class:`Monotone` adds what needs the previous position of the same game: tracks, population, rounds and
pieces never go back, and a new round's turn order follows §3.5.
"""
from __future__ import annotations

from typing import Any

from companion.world_wonders import rules
from companion.world_wonders.state import (
    BRIDGE, BUILDING, F_BLD0, F_CAP, F_FREE, F_LOAN, F_MONM, F_MONS, F_MRINGS, F_OCC, F_OUT, F_PIECES, F_POP,
    F_NROAD, F_ROADM, F_SPENT, F_TOWERM, F_TR0, FREE_ROAD, G_AUTO_MONS, G_BOUGHT, G_DECK, G_DISCARDS, G_FACEUP, G_KIND,
    G_LAST_PEDS, G_LONG, G_LONG_RES, G_ORDER, G_PED1, G_PED2, G_PEND, G_PEND_ARG, G_PLAYER, G_REVEALED, G_ROUND,
    G_SHORT, G_SHORT_LEFT, G_SHORT_RES, G_SOLO_LEFT, G_SOLO_PASS, G_SOLO_POS, G_STACKS, G_TOWER_RES, G_TOWER_UP, G_TRIGGER, MONUMENT, P0, P_LONG,
    P_MONUMENT, P_TILE, P_TOWER, PB, PLACE, PLACE_SHORT, ROAD, SHORT, TOWER,
)

__all__ = ["invariants", "Monotone"]


def invariants(state: Any, memo: dict | None = None) -> list[str]:
    """The invariants ``state`` breaks (an empty list when all hold); see the module docstring.

    Args:
        state: a World Wonders state (its setup ``_setup`` and flat data ``_data``).
        memo: a dict kept between calls on positions of one game (:class:`Monotone` keeps one): each player's
            own checks (:func:`_player_checks`, a pure function of that player's block of the data and the
            round) are reused while the block and the round are unchanged, as after most moves of the other
            players. Checks nothing less: the same list is returned with or without it.
    """
    s, d = state._setup, state._data
    n = len(s.players)
    out: list[str] = []
    kind, pend = d[G_KIND], d[G_PEND]
    placing = kind == PLACE
    longs = shorts1 = shorts2 = towers = 0
    tiles_seen: set[int] = set()
    cards_seen: set[int] = set()
    board = s.board
    rnd = d[G_ROUND]
    for p in range(n):
        b = P0 + p * PB
        block = d[b:b + PB]
        key = (s, rnd, block)
        checked = memo.get(p) if memo is not None else None
        if checked is None or checked[0] != key:
            checked = (key, _player_checks(s, block, p, rnd))
            if memo is not None:
                memo[p] = checked
        msgs, counts, tiles, cards = checked[1]
        out.extend(msgs)
        longs += counts[0]
        shorts1 += counts[1]
        shorts2 += counts[2]
        towers += counts[3]
        for ident in tiles:                 # a tile of another player's map too: placed twice
            if ident in tiles_seen:
                out.append(f"player {p}: building tile {ident} placed twice or not in play")
            tiles_seen.add(ident)
        for ident in cards:
            if ident in cards_seen:
                out.append(f"player {p}: monument {ident} built twice")
            cards_seen.add(ident)
    if kind == PLACE_SHORT:
        left = d[G_SHORT_LEFT]
        shorts1 += left.count(1)
        shorts2 += left.count(2)
    sets = shorts1
    if s.options.short_set_whole and shorts2 != 2 * sets:
        out.append("short roads: the sets are not whole")
    long_, short_, tower_ = d[G_DISCARDS]
    free = sum(1 for q in range(n) if d[P0 + q * PB + F_FREE])     # free roads still to place (§2 J)
    if longs + free + (placing and pend == P_LONG) + d[G_LONG] + d[G_LONG_RES] + long_ != s.tiles_catalogue.long_roads:
        out.append("long roads not conserved")
    if s.options.short_set_whole and sets + d[G_SHORT] + d[G_SHORT_RES] + short_ != s.tiles_catalogue.short_sets:
        out.append("sets of short roads not conserved")
    if towers + (placing and pend == P_TOWER) + d[G_TOWER_UP] + d[G_TOWER_RES] + tower_ != s.tiles_catalogue.towers:
        out.append("towers not conserved")
    out.extend(_market(s, d, tiles_seen, d[G_PEND_ARG] if placing and pend == P_TILE else -1))
    if placing and pend == P_TILE:
        tiles_seen.add(-1)
    if len(tiles_seen) > d[G_ROUND] * len(s.stacks):
        out.append("more tiles placed than revealed")
    faceup = d[G_FACEUP]
    deck = d[G_DECK]
    cards = len(cards_seen) + len(faceup) + deck.bit_count() + (placing and pend == P_MONUMENT)
    if len(set(faceup)) != len(faceup) or set(faceup) & cards_seen:
        out.append("a face-up monument card is also built or shown twice")
    if any(deck >> k & 1 for k in cards_seen | set(faceup)):
        out.append("a monument card in the deck is also built or face up")
    if s.options.automaton_takes_monuments and cards + d[G_AUTO_MONS] != len(s.monuments.cards):
        out.append("monument cards not conserved")
    order = d[G_ORDER]
    if sorted(order) != list(range(n)):
        out.append("the turn order is not a permutation of the players")
    if s.solo_game and (d[G_PED1] >= 0 or d[G_PED2] >= 0):
        out.append("a pedestal bought in solo play")
    out.extend(_solo_deck(s, d))
    if s.options.one_pedestal_each and d[G_PED1] >= 0 and d[G_PED1] == d[G_PED2]:
        out.append("one player holds both pedestals")
    if kind >= 0:
        p = d[G_PLAYER]
        if d[P0 + p * PB + F_OUT]:
            out.append("the decider is out of the round")
        if (kind == FREE_ROAD) != bool(d[P0 + p * PB + F_FREE]):
            out.append("a free-road decision without a free road, or the reverse")
    else:
        if d[G_ROUND] != rules.ROUNDS and not d[G_TRIGGER]:
            out.append("the game ended before round 10 without the purple space")
    reached = any(d[P0 + q * PB + F_POP] >= board.population.last for q in range(n))
    if reached != bool(d[G_TRIGGER]):
        out.append("the end trigger differs from the population markers")
    return out


def _player_checks(s: Any, blk: tuple, p: int, rnd: int) -> tuple:
    """Player ``p``'s own checks (module docstring), from their block ``blk`` of the flat data (offsets
    ``F_*``) and the round ``rnd``: ``(messages, (long roads, short roads of 1, of 2, towers), tiles placed,
    monument cards built)``; tiles and cards in piece order, each once (a repeat within the map is reported
    here, one across maps by :func:`invariants`)."""
    g = s.grid
    board = s.board
    side = s.maps[p]
    out: list[str] = []
    occ = road = tower = mon = 0
    longs = shorts1 = shorts2 = towers = 0
    bld = [0] * 5
    gains = [0, 0, 0]
    popgain = 0
    mons = rings = 0
    tiles: list[int] = []
    cards: list[int] = []
    for k, ident, m in blk[F_PIECES]:
        if m & occ or m & ~g.ALL or not m:
            out.append(f"player {p}: a piece overlaps another or leaves the map")
        occ |= m
        if k in (ROAD, BRIDGE, SHORT):
            road |= m
            if k == SHORT:
                shorts1 += ident == 1
                shorts2 += ident == 2
            else:
                longs += 1
            if k == BRIDGE and not m & side.water:
                out.append(f"player {p}: a bridge over no water")
            if k != BRIDGE and m & side.water:
                out.append(f"player {p}: a road on water")
        elif k == TOWER:
            tower |= m
            towers += 1
        elif k == BUILDING:
            bld[s.tile_type[ident]] |= m
            if ident in tiles or s.tile_stack[ident] < 0:
                out.append(f"player {p}: building tile {ident} placed twice or not in play")
            if ident not in tiles:
                tiles.append(ident)
            for r, steps in s.tile_gains[ident]:
                gains[r] += steps
        elif k == MONUMENT:
            mon |= m
            mons += 1
            card = s.monuments.cards[ident]
            rings += card.rings
            popgain += card.reward.get("population", 0)
            if ident in cards:
                out.append(f"player {p}: monument {ident} built twice")
            else:
                cards.append(ident)
            for r, steps in s.card_gains[ident]:
                gains[r] += steps
        if k in (ROAD, TOWER, BUILDING, SHORT) and m & side.water:
            out.append(f"player {p}: a land-only piece on water")
    if (occ, road, tower, mon, tuple(bld)) != (blk[F_OCC], blk[F_ROADM], blk[F_TOWERM], blk[F_MONM],
                                               tuple(blk[F_BLD0:F_BLD0 + 5])):
        out.append(f"player {p}: the map masks differ from the pieces")
    nb = g.neighbours
    near = (nb(road), nb(road | tower) | g.BOTTOM, nb(occ)) + tuple(nb(x) for x in bld)
    if near != tuple(blk[F_NROAD:F_NROAD + 8]):
        out.append(f"player {p}: the masks of the cells next to pieces differ from the pieces")
    if (mons, rings) != (blk[F_MONS], blk[F_MRINGS]):
        out.append(f"player {p}: monuments or their rings miscounted")
    spent, cap, loan = blk[F_SPENT], blk[F_CAP], blk[F_LOAN]
    if not 0 <= spent <= cap or cap != rules.GOLD_PER_ROUND + (rules.LOAN_GOLD if loan == rnd else 0):
        out.append(f"player {p}: gold {spent}/{cap} outside the cap (loan {loan})")
    stop = s.options.resource_track_end == "stop"
    total_pop = popgain
    for r in range(3):
        track = board.tracks[r]
        expect = min(gains[r], track.last) if stop else gains[r]
        if blk[F_TR0 + r] != expect:
            out.append(f"player {p}: resource track {r} at {blk[F_TR0 + r]}, produced {expect}")
        total_pop += track.upto[min(gains[r], track.last)]
    if blk[F_POP] != min(total_pop, board.population.last):
        out.append(f"player {p}: population {blk[F_POP]} differs from the symbols passed")
    if blk[F_FREE] and (rnd != 1 or blk[F_PIECES]):
        out.append(f"player {p}: a free road still to place after the start")
    return tuple(out), (longs, shorts1, shorts2, towers), tuple(tiles), tuple(cards)


def _solo_deck(s: Any, d: Any) -> list[str]:
    """The solo deck (§7.2, :mod:`~companion.world_wonders.solo`): as many cards face down as the pass leaves
    (14 less those drawn in it; none after the first pass when it is repeated), the first pass's cards each
    once and none of them still face down during that pass; nothing of it outside solo play."""
    left, first, pos = d[G_SOLO_LEFT], d[G_SOLO_PASS], d[G_SOLO_POS]
    if not s.solo_game:
        return [] if not left and not first and not pos else ["a solo deck outside solo play"]
    n = len(s.solo.cards)
    expect = 0 if s.options.solo_deck_end == "repeat" and pos >= n else n - pos % n
    out = []
    if left >> n or left.bit_count() != expect:
        out.append(f"solo deck: {left.bit_count()} cards face down after {pos} drawn, not {expect}")
    if len(first) != min(pos, n) or len(set(first)) != len(first) or not all(0 <= k < n for k in first):
        out.append("solo deck: the first pass's cards are not those drawn, each once")
    elif pos < n and any(left >> k & 1 for k in first):
        out.append("solo deck: a card of the first pass is still face down")
    return out


def _market(s: Any, d: Any, placed: set[int], pending: int) -> list[str]:
    """The stacks (§2 B, §3.4): each revealed tile is of its stack and neither face down nor placed, a bought
    stack shows none, no placed tile is face down, and each stack gave up one tile per round so far."""
    out = []
    r, bought = d[G_ROUND], d[G_BOUGHT]
    taken = placed | {pending} if pending >= 0 else placed
    out_of = [0] * len(s.stacks)            # per stack in play, the bits (as in G_STACKS) of its tiles taken
    for t in taken:
        i = s.tile_stack[t]
        if i >= 0:
            out_of[i] |= 1 << (t - s.stack_first[i])
    for i, (stack, first) in enumerate(zip(s.stacks, s.stack_first)):
        shown, down = d[G_REVEALED][i], d[G_STACKS][i]
        size = len(stack.tiles)
        if shown >= 0 and (s.tile_stack[shown] != i or down >> (shown - first) & 1 or shown in taken
                           or bought >> i & 1):
            out.append(f"stack {stack.id}: the revealed tile is not of the stack, or is also elsewhere")
        if down & out_of[i]:
            out.append(f"stack {stack.id}: a placed tile is still face down")
        if down >> size or size - down.bit_count() != min(r, size):
            out.append(f"stack {stack.id}: {size - down.bit_count()} tiles out by round {r}, one per round")
    return out


class Monotone:
    """Invariants plus what needs the previous position of the same game (call it after every move):
    resource and population markers, the round and the pieces never go back; a new round's turn order puts
    the pedestal buyers first and the others by population, then monuments, then the previous order (§3.5)."""

    def __init__(self) -> None:
        self._last: tuple[Any, tuple] | None = None
        self._memo: dict = {}        # each player's own checks, reused while their block is unchanged

    def __call__(self, state: Any) -> list[str]:
        out = invariants(state, self._memo)
        s, d = state._setup, state._data
        last = self._last
        self._last = (s, d)
        if last is None or last[0] is not s or d[G_ROUND] < last[1][G_ROUND]:
            if last is not None and last[0] is s:
                out.append("the round went back")
            return out
        old = last[1]
        for p in range(len(s.players)):
            b = P0 + p * PB
            if d[b:b + PB] == old[b:b + PB]:
                continue                            # this player's block did not change
            if any(d[b + F_TR0 + r] < old[b + F_TR0 + r] for r in range(3)) or d[b + F_POP] < old[b + F_POP]:
                out.append(f"player {p}: a track went back")
            if d[b + F_PIECES][:len(old[b + F_PIECES])] != old[b + F_PIECES]:
                out.append(f"player {p}: a piece was removed")
        if d[G_ROUND] == old[G_ROUND] + 1 and not s.solo_game:
            out.extend(_order_follows_3_5(s, old[G_ORDER], d))
        return out


def _order_follows_3_5(s: Any, prev: tuple, d: tuple) -> list[str]:
    order = d[G_ORDER]
    ped1, ped2 = d[G_LAST_PEDS]
    fixed = [q for q in (ped1, ped2) if q >= 0]
    out = []
    if ped1 >= 0 and order[0] != ped1:
        return ["the 1st pedestal's buyer is not first"]
    if ped2 >= 0 and ped2 != ped1 and order[1] != ped2:
        return ["the 2nd pedestal's buyer is not second"]
    rest = [q for q in order if q not in fixed]
    keys = [(d[P0 + q * PB + F_POP], d[P0 + q * PB + F_MONS], prev.index(q)) for q in rest]
    if keys != sorted(keys):
        out.append("the players without a pedestal are not ordered by population, monuments, previous order")
    return out
