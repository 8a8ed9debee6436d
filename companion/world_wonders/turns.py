"""Gold and turns (world-wonders.md §3.1): each round every player has 7 gold (9 with a loan taken this round);
on a turn a player buys exactly one item, and a player whose gold is spent is out of the round. A player who
cannot buy anything must pass; by the Polish rulebook a player may also pass when they no longer want to buy
(option ``voluntary_pass``). Passing puts the player out for the rest of the round. The round ends when every
player is out (:mod:`~companion.world_wonders.round_end`); turns follow the round's turn order, again and
again, skipping players who are out.
"""
from __future__ import annotations

from companion.errors import IllegalMove
from companion.i18n import N_
from companion.world_wonders import round_end, solo
from companion.world_wonders.moves import BUYS, Move, Pass
from companion.world_wonders.state import (
    F_CAP, F_FREE, F_OUT, F_SPENT, FREE_ROAD, G_KIND, G_LOAN_ACT, G_ORDER, G_PEND, G_PLAYER, P0, PB, PURCHASE,
)

__all__ = ["pass_moves", "pass_turn", "pass_refusal", "begin_turn", "end_turn"]

_PASS = Pass()


def pass_moves(c, p: int, out: list[Move]) -> None:
    """Append ``pass`` when player ``p`` may pass now (§3.1): always with ``voluntary_pass``, else only when no
    purchase is possible (``out`` already holds the purchases and loan moves)."""
    if c.opts.voluntary_pass or not any(type(m) in BUYS for m in out):
        out.append(_PASS)


def pass_refusal(c, p: int) -> IllegalMove | None:
    """Why player ``p`` may not pass now (§3.1); None if they may."""
    from companion.world_wonders import purchase

    if c.opts.voluntary_pass:
        return None
    out: list[Move] = []
    purchase.purchase_moves(c, p, out)
    if out:
        return IllegalMove("world-wonders 3.1", N_("You may pass only when you cannot buy anything; you can still "
                                                   "buy an item (option: voluntary pass off)."))
    return None


def pass_turn(c, p: int) -> None:
    """Player ``p`` passes: out for the rest of the round (§3.1)."""
    c.d[P0 + p * PB + F_OUT] = 1
    end_turn(c)


def begin_turn(c, p: int) -> None:
    """Player ``p``'s turn starts: the free long road first in their first turn (§2 J), else the purchase."""
    d = c.d
    d[G_PLAYER] = p
    d[G_LOAN_ACT] = 0
    d[G_PEND] = 0
    d[G_KIND] = FREE_ROAD if d[P0 + p * PB + F_FREE] else PURCHASE


def end_turn(c) -> None:
    """The current player's turn is over: out if their gold is spent (§3.1); then the next player in turn order
    who is not out, the Automaton's turn in solo play (§7.2), or the end of the round when all are out (§3.4)."""
    d = c.d
    p = d[G_PLAYER]
    b = P0 + p * PB
    if d[b + F_SPENT] >= d[b + F_CAP]:
        d[b + F_OUT] = 1
    if c.s.solo_game:
        if d[b + F_OUT]:
            round_end.end_round(c)
        else:
            solo.automaton_turn(c)
            begin_turn(c, 0)
        return
    order = d[G_ORDER]
    i = order.index(p)
    n = len(order)
    for k in range(1, n + 1):
        q = order[(i + k) % n]
        if not d[P0 + q * PB + F_OUT]:
            begin_turn(c, q)
            return
    round_end.end_round(c)
