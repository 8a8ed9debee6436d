"""Bid for turn order (five-tribes.md §3.1, §1.6; Kumarbi §1.5 #13; the rule gap FAQ #32).

The markers bid in Bid Order track order. Each takes a free Turn Order spot (costs 18, 12, 8, 5, 3, 1, 0, 0,
0), pays at once and sits there; the 0 spots may be chosen while one is free, and a new 0 pushes the
markers already on 0s one spot back (the latest zero-bidder plays first among the zeros). At most three
markers sit on 0s; the rest must take a spot costing at least 1. After the last bid the markers play in
spot order, dearest first, and that play order is the next round's bid order (§3.2 step 2.1).

Kumarbi (owner only, while bidding): each fakir discarded makes the chosen spot one step cheaper (18 → 12
→ 8 → 5 → 3 → 1 → 0); the marker still takes the spot chosen. Only discards that lower the price are
offered (a spot cannot become cheaper than 0).

Rule gap (option ``unaffordable_bid``, FAQ #32): a marker that must bid at least 1 but cannot pay any free
spot (with at most 4 markers the 1-gold spot is then free, so the marker has 0 gold) has one move,
``bid 1``: it takes that spot without paying (``"free"``, default) or sits the round out and bids last next
round (``"pass"``).
"""
from __future__ import annotations

from companion.errors import IllegalMove
from companion.five_tribes.moves import Bid, Move, fakirs as _fakirs
from companion.five_tribes.rules import BID_COSTS, DJINNS, ZERO_SPOTS
from companion.i18n import N_

__all__ = ["bid_moves", "bid", "refusal", "start_round", "price"]

_KUMARBI = 1 << DJINNS.index("Kumarbi")
_BIDS = {(c, f): Bid(c, f) for c in set(BID_COSTS) for f in range(19)}
_SPOT = {c: i for i, c in enumerate(BID_COSTS) if c}      # cost → spot index (non-zero spots)
_ZERO = 6                                                    # index of the first 0 spot


def price(cost: int, fakirs: int) -> int:
    """What a marker pays for the spot costing ``cost`` after discarding ``fakirs`` with Kumarbi (§1.5 #13).

    >>> price(18, 0), price(18, 1), price(8, 2), price(1, 1)
    (18, 12, 3, 0)
    """
    if cost == 0:
        return 0
    return BID_COSTS[min(_SPOT[cost] + fakirs, _ZERO)]


def _gap_spot(c) -> int:
    """The cheapest free non-zero spot (the rule gap's spot)."""
    d, L = c.d, c.L
    for i in range(_ZERO - 1, -1, -1):
        if d[L.TRACK + i] < 0:
            return i
    raise AssertionError("a free spot always exists: 9 spots, at most 4 markers")  # pragma: no cover


def bid_moves(c) -> list[Move]:
    """The bids the marker to bid may make (§3.1): every free non-zero spot it can pay (with Kumarbi: each
    number of fakirs that lowers the price and leaves it payable), and 0 while fewer than three markers sit on
    0s; if none, the rule gap's spot (option ``unaffordable_bid``)."""
    d, L = c.d, c.L
    p = d[L.PLAYER]
    base = L.PL + L.PS * p
    gold = d[base]
    fakirs = d[base + 13] if d[base + 14] & _KUMARBI else 0
    out: list[Move] = []
    T = L.TRACK
    for i in range(_ZERO):
        if d[T + i] >= 0:
            continue
        cost = BID_COSTS[i]
        if cost <= gold:
            out.append(_BIDS[(cost, 0)])
        for f in range(1, min(fakirs, _ZERO - i) + 1):
            if BID_COSTS[i + f] <= gold:
                out.append(_BIDS[(cost, f)])
    if d[L.ZEROS] < ZERO_SPOTS:
        out.append(_BIDS[(0, 0)])
    if not out:
        out.append(_BIDS[(BID_COSTS[_gap_spot(c)], 0)])
    return out


def bid(c, move: Bid) -> None:
    """Apply the legal bid ``move`` of the marker to bid: pay (Kumarbi fakirs discarded), sit on the spot
    (zero push), then the next bidder, or the first turn of the round (§3.1, §3.2)."""
    d, L = c.d, c.L
    p = d[L.PLAYER]
    m = d[L.ORDER + d[L.BIDI]]
    base = L.PL + L.PS * p
    T = L.TRACK
    if move.cost == 0:
        d[T + 8], d[T + 7], d[T + 6] = d[T + 7], d[T + 6], m
        d[L.ZEROS] += 1
    else:
        i = _SPOT[move.cost]
        pay = price(move.cost, move.fakirs)
        if pay > d[base]:             # the rule gap (no payable spot left, FAQ #32)
            pay = d[base]
            if c.opts.unaffordable_bid == "pass":
                d[L.SAT] |= 1 << m
                i = -1
        d[base] -= pay
        c.discard_fakirs(p, move.fakirs)
        if i >= 0:
            d[T + i] = m
    d[L.BIDI] += 1
    if d[L.BIDI] < L.K:
        c.decide(0, d[L.ORDER + d[L.BIDI]] % c.n)
        return
    sat = d[L.SAT]
    order = [m for m in d[T:T + 9] if m >= 0] + [m for m in d[L.ORDER:L.ORDER + L.K] if sat >> m & 1]
    d[L.ORDER:L.ORDER + L.K] = order
    d[L.TURNI] = 0
    from companion.five_tribes.turn import begin_turn

    begin_turn(c)


def start_round(c) -> None:
    """A new round: clear the Turn Order track and ask the first marker of the bid order to bid (§3)."""
    d, L = c.d, c.L
    d[L.ROUND] += 1
    d[L.BIDI] = 0
    d[L.ZEROS] = 0
    d[L.SAT] = 0
    d[L.TRACK:L.TRACK + 9] = [-1] * 9
    if not c.opts.djinn_limit_per_marker:
        d[L.USED] = 0
    c.decide(0, d[L.ORDER] % c.n)


def refusal(c, p: int, move: Bid) -> IllegalMove | None:
    """Why the bid ``move`` is not legal now (§3.1, §1.5 Kumarbi), or None."""
    d, L = c.d, c.L
    base = L.PL + L.PS * p
    gold = d[base]
    who = c.s.players[p]
    if move.cost == 0:
        if d[L.ZEROS] >= ZERO_SPOTS:
            return IllegalMove("five-tribes 3.1", N_("All three 0 spots are taken: {player} must bid at least 1."),
                               player=who)
        if move.fakirs:
            return IllegalMove("five-tribes 1.5", N_("Kumarbi cannot make a 0 spot cheaper."))
        return None
    i = _SPOT[move.cost]
    if d[L.TRACK + i] >= 0:
        return IllegalMove("five-tribes 3.1", N_("The {cost}-gold spot is taken; only the 0 spots can be shared."),
                           cost=move.cost)
    if move.fakirs:
        if not d[base + 14] & _KUMARBI:
            return IllegalMove("five-tribes 1.5", N_("{player} does not hold Kumarbi, so no fakir can lower a bid."),
                               player=who)
        if move.fakirs > d[base + 13]:
            return IllegalMove("five-tribes 1.5", N_("{player} holds only {fakirs}."), player=who,
                               fakirs=_fakirs(d[base + 13]))
        if i + move.fakirs > _ZERO:
            return IllegalMove("five-tribes 1.5", N_("Kumarbi cannot make a spot cheaper than 0: {fakirs} is too "
                                                     "many for the {cost}-gold spot."),
                               fakirs=_fakirs(move.fakirs), cost=move.cost)
    pay = price(move.cost, move.fakirs)
    if pay > gold:
        if move.fakirs == 0 and bid_moves(c) == [Bid(move.cost)]:
            return None
        return IllegalMove("five-tribes 3.1", N_("{player} cannot pay for this spot: it costs {price}, and {player} has "
                                                 "{gold}."), player=who, gold=gold, price=pay)
    return None

