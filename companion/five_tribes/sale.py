"""Merchandise sale (five-tribes.md §3.7, FAQ §6 #30): at the end of their own turn a player may sell one
or more suits of all-different merchandise (never fakirs) to the bank: a suit of k kinds pays 1, 3, 7, 13,
21, 30, 40, 50 or 60 gold for k = 1..9. Sold cards go to the discard pile. Each suit is one move, so any
number of suits can be sold one after another.
"""
from __future__ import annotations

from companion.errors import IllegalMove
from companion.five_tribes.moves import KIND_LABELS, Move, Sell
from companion.five_tribes.rules import CARD_KINDS, SET_VALUES
from companion.i18n import N_

__all__ = ["sell_moves", "sell", "refusal"]

_KIND = {k: i for i, k in enumerate(CARD_KINDS)}
_SUITS: dict[int, Sell] = {}


def _suit(mask: int) -> Sell:
    s = _SUITS.get(mask)
    if s is None:
        s = _SUITS[mask] = Sell(tuple(CARD_KINDS[i] for i in range(9) if mask >> i & 1))
    return s


def sell_moves(c, p: int, out: list[Move]) -> None:
    """Append every suit of different merchandise kinds player ``p`` holds (each non-empty set of held kinds)."""
    d, L = c.d, c.L
    h = L.PL + L.PS * p + 4
    held = 0
    for i in range(9):
        if d[h + i]:
            held |= 1 << i
    sub = held
    while sub:
        out.append(_suit(sub))
        sub = (sub - 1) & held


def sell(c, move: Sell) -> None:
    """Sell the suit: one card of each kind to the discards, gold by the set table (§3.7)."""
    d, L = c.d, c.L
    p = d[L.PLAYER]
    h = L.PL + L.PS * p + 4
    for k in move.kinds:
        i = _KIND[k]
        d[h + i] -= 1
        d[L.DISC + i] += 1
    c.gain_gold(p, SET_VALUES[len(move.kinds)])


def refusal(c, p: int, move: Sell) -> IllegalMove | None:
    """Why the sale ``move`` is not legal now (§3.7), or None."""
    d, L = c.d, c.L
    h = L.PL + L.PS * p + 4
    for k in move.kinds:
        if not d[h + _KIND[k]]:
            return IllegalMove("five-tribes 3.7", N_("{player} holds no {kind_label} card to sell."),
                               player=c.s.players[p], kind_label=KIND_LABELS[k])
    return None
