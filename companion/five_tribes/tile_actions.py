"""Tile actions of the move's final tile (five-tribes.md §3.6, FAQ §6 #1, #11-#13, #22-#23; Hagis, Lamia §1.5).

After the tribe action, whoever controls the tile:

* oasis: a palm tree from the supply on it (compulsory; nothing when none is left);
* village: a palace from the supply on it (compulsory; nothing when none is left); Monkir pays;
* small market: pay 3 gold, take 1 of the first 3 face-up cards (optional);
* large market: pay 6 gold, take 2 of the first 6 face-up cards, or the only one left (optional);
* sacred place: pay 2 elders, or 1 elder and 1 fakir, and take a face-up djinn (optional); Ba'al pays.

An optional action needs its cost and a card or djinn to take; otherwise nothing is asked. Lamia (palm
trees) and Hagis (palaces), cost E/F each, let the placement go to a neighbouring tile instead (the 8
surrounding tiles with option ``diagonal_neighbours``); they also work on Enki's and Bouraq's placements
(option ``redirect_djinn_placements``). The tile of an assassinated meeple never gives its action.
"""
from __future__ import annotations

from companion.errors import IllegalMove
from companion.five_tribes import djinns, turn
from companion.five_tribes.common import LARGE_MARKET, OASIS, ORTHO, RING, SMALL_MARKET, VILLAGE, is_sacred
from companion.five_tribes.moves import (
    Buy, Move, PlacePalace, PlacePalm, Skip, TakeDjinn, PAYMENTS, tile_name,
)
from companion.five_tribes.rules import DJINNS
from companion.i18n import N_, Plural

__all__ = ["start", "placement", "place", "tile_moves", "act", "refusal", "MARKET_PRICE"]

_TILE = 6
_PALM, _PALACE, _REDIRECTED = 1, 2, 4
_SKIP = Skip()
#: market prices (§3.6): small 3 gold for 1 of the first 3 cards, large 6 gold for 2 of the first 6
MARKET_PRICE = {SMALL_MARKET: (3, 1, 3), LARGE_MARKET: (6, 2, 6)}
_SMALL_BUYS = [Buy((s,)) for s in (1, 2, 3)]
_LARGE_BUYS = {k: [Buy((i, j)) for i in range(1, k + 1) for j in range(i + 1, k + 1)] for k in range(2, 7)}
_PALMS = [PlacePalm(t) for t in range(30)]
_PALACES = [PlacePalace(t) for t in range(30)]
_TAKES = {(j, pay): TakeDjinn(DJINNS[j], pay) for j in range(len(DJINNS)) for pay in ("ee", "ef")}
_J = {name: j for j, name in enumerate(DJINNS)}


def _row_len(d, L) -> int:
    R = L.ROW
    k = 0
    while k < 9 and d[R + k] >= 0:
        k += 1
    return k


def _can_take_djinn(d, L, p: int) -> bool:
    base = L.PL + L.PS * p
    e = d[base + 2]
    return (e >= 2 or (e >= 1 and d[base + 13] >= 1)) and max(d[L.DROW:L.DROW + 3]) >= 0


def start(c) -> None:
    """The tile action of the move's final tile (§3.6): automatic, a decision, or nothing; then the turn's end."""
    d, L = c.d, c.L
    p = d[L.PLAYER]
    t = d[L.FINAL]
    kind = d[L.TILE + t]
    if kind == OASIS:
        placement(c, p, _PALM, t)
        return
    if kind == VILLAGE:
        placement(c, p, _PALACE, t)
        return
    if kind in MARKET_PRICE:
        if d[L.PL + L.PS * p] >= MARKET_PRICE[kind][0] and d[L.ROW] >= 0:
            c.decide(_TILE, p)
            return
    elif is_sacred(kind) and _can_take_djinn(d, L, p):
        c.decide(_TILE, p)
        return
    turn.to_turn_end(c)


def _redirector(what: int) -> str:
    return "Lamia" if what == _PALM else "Hagis"


def placement(c, p: int, what: int, t: int, from_power: bool = False) -> None:
    """Player ``p`` places a palm tree (``what`` 1) or palace (2) meant for tile ``t`` (§3.6, Enki/Bouraq
    §1.5): asks first if Lamia/Hagis could move it, else places it (nothing if the supply is empty, FAQ #1)."""
    d, L = c.d, c.L
    if not d[L.PALMS if what == _PALM else L.PALACES]:
        turn.to_turn_end(c)
        return
    if (not from_power or c.opts.redirect_djinn_placements) and djinns._ready(c, p, _redirector(what)):
        d[L.PLACE] = what
        d[L.PTILE] = t
        c.decide(_TILE, p)
        return
    place(c, p, what, t)
    turn.to_turn_end(c)


def place(c, p: int, what: int, t: int) -> None:
    """Put a palm tree (1) or palace (2) from the supply on tile ``t``; Monkir pays for a palace (§1.5 #17)."""
    d, L = c.d, c.L
    if what == _PALM:
        d[L.PALMS] -= 1
        d[L.PALM + t] += 1
    else:
        d[L.PALACES] -= 1
        d[L.PALACE + t] += 1
        djinns.on_palace(c, p)


def _neighbours(c, t: int) -> tuple[int, ...]:
    return RING[t] if c.opts.diagonal_neighbours else ORTHO[t]


def tile_moves(c) -> list[Move]:
    """The choices of the tile action (§3.6): the placement (with Lamia/Hagis), the market cards to buy, the
    djinn to take; ``skip`` for the optional actions."""
    d, L = c.d, c.L
    p = d[L.PLAYER]
    place_ = d[L.PLACE]
    if place_:
        what, pt = place_ & 3, d[L.PTILE]
        table = _PALMS if what == _PALM else _PALACES
        if place_ & _REDIRECTED:
            return [table[u] for u in _neighbours(c, pt)]
        out: list[Move] = [table[pt]]
        djinns.power_moves(c, p, _redirector(what), out)
        return out
    kind = d[L.TILE + d[L.FINAL]]
    if kind == SMALL_MARKET:
        out = _SMALL_BUYS[:min(3, _row_len(d, L))]
    elif kind == LARGE_MARKET:
        k = min(6, _row_len(d, L))
        out = [_SMALL_BUYS[0]] if k == 1 else list(_LARGE_BUYS[k])
    else:
        base = L.PL + L.PS * p
        e, f = d[base + 2], d[base + 13]
        pays = [x for x, ok in (("ee", e >= 2), ("ef", e >= 1 and f >= 1)) if ok]
        out = [_TAKES[(j, x)] for j in d[L.DROW:L.DROW + 3] if j >= 0 for x in pays]
    out.append(_SKIP)
    return out


def act(c, move: Move) -> None:
    """Apply the tile-action choice ``move`` (§3.6); then the turn's end."""
    d, L = c.d, c.L
    p = d[L.PLAYER]
    t = type(move)
    if t is PlacePalm or t is PlacePalace:
        place(c, p, _PALM if t is PlacePalm else _PALACE, move.tile)
        d[L.PLACE] = 0
    elif t is Buy:
        kind = d[L.TILE + d[L.FINAL]]
        d[L.PL + L.PS * p] -= MARKET_PRICE[kind][0]
        R = L.ROW
        row = [k for k in d[R:R + 9] if k >= 0]
        hand = L.PL + L.PS * p + 4
        for s in move.slots:
            d[hand + row[s - 1]] += 1
        rest = [k for i, k in enumerate(row, 1) if i not in move.slots]
        d[R:R + 9] = rest + [-1] * (9 - len(rest))
    elif t is TakeDjinn:
        j = _J[move.djinn]
        djinns.pay(c, p, move.pay)
        D = L.DROW
        rest = [k for k in d[D:D + 3] if k >= 0 and k != j]
        d[D:D + 3] = rest + [-1] * (3 - len(rest))
        djinns.gain_djinn(c, p, j)
    turn.to_turn_end(c)


def refusal(c, p: int, move: Move) -> IllegalMove | None:
    """Why the tile-action choice ``move`` is not legal now (§3.6), or None."""
    d, L = c.d, c.L
    t = type(move)
    place_ = d[L.PLACE]
    if t is PlacePalm or t is PlacePalace:
        what = _PALM if t is PlacePalm else _PALACE
        if place_ & 3 != what:
            return IllegalMove("five-tribes 3.6", N_("No palm tree or palace is being placed that way now."))
        pt = d[L.PTILE]
        if place_ & _REDIRECTED:
            if move.tile not in _neighbours(c, pt):
                return IllegalMove("five-tribes 1.5", N_("With Hagis or Lamia the piece goes on a tile neighbouring "
                                                         "{tile}."), tile=tile_name(pt))
        elif move.tile != pt:
            return IllegalMove("five-tribes 3.6", N_("The piece goes on tile {tile} (Hagis or Lamia could move it to a "
                                                     "neighbouring tile)."), tile=tile_name(pt))
        return None
    if place_:
        return IllegalMove("five-tribes 3.6", N_("The palm tree or palace must be placed first (it is compulsory)."))
    kind = d[L.TILE + d[L.FINAL]]
    base = L.PL + L.PS * p
    if t is Skip:
        return None
    if t is Buy:
        if kind not in MARKET_PRICE:
            return IllegalMove("five-tribes 3.6", N_("Cards are bought on a market tile only."))
        price, count, first = MARKET_PRICE[kind]
        n = _row_len(d, L)
        if max(move.slots) > min(first, n):
            return IllegalMove("five-tribes 3.6", Plural("This market sells only the first {first} face-up card.",
                                                         "This market sells only the first {first} face-up cards.",
                                                         count="first"), first=min(first, n))
        if len(move.slots) != min(count, n):
            return IllegalMove("five-tribes 3.6", N_("A small market sells 1 card, a large market 2 (or the only one "
                                                     "left)."))
        if d[base] < price:
            return IllegalMove("five-tribes 3.6", N_("{player} cannot pay for the cards: they cost {price}, and {player} "
                                                     "has {gold}."), price=price, player=c.s.players[p], gold=d[base])
        return None
    if t is TakeDjinn:
        if not is_sacred(kind):
            return IllegalMove("five-tribes 3.6", N_("Djinns are taken on a sacred place only."))
        if _J[move.djinn] not in d[L.DROW:L.DROW + 3]:
            return IllegalMove("five-tribes 3.6", N_("{djinn} is not among the face-up djinns."), djinn=move.djinn)
        e, f = PAYMENTS[move.pay]
        if d[base + 2] < e or d[base + 13] < f:
            return IllegalMove("five-tribes 3.6", N_("A djinn costs 2 elders, or 1 elder and 1 fakir, and {player} "
                                                     "cannot pay that way."), player=c.s.players[p])
        return None
    return None
