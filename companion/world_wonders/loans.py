"""Loans (world-wonders.md §3.3), a free action on a turn besides the purchase: a player may **either** take
**or** repay a loan. Taking one (only while the player still has gold to spend) gives +2 gold for this round
(9 instead of 7). Repaying costs 3 gold, only in a later round than the one the loan was taken; if that spends
the player's last gold no purchase is needed that turn, else the player still buys an item. At most one loan
at a time. An unpaid loan costs 2 points at the end (§6.2 #6).
"""
from __future__ import annotations

from companion.errors import IllegalMove
from companion.i18n import N_
from companion.world_wonders.moves import Move, RepayLoan, TakeLoan
from companion.world_wonders.rules import LOAN_GOLD, LOAN_REPAY
from companion.world_wonders.state import F_CAP, F_LOAN, F_SPENT, G_LOAN_ACT, G_ROUND, P0, PB

__all__ = ["loan_moves", "apply", "refusal"]

_TAKE, _REPAY = TakeLoan(), RepayLoan()


def loan_moves(c, p: int, out: list[Move]) -> None:
    """Append the loan actions player ``p`` may make now (§3.3)."""
    d = c.d
    if d[G_LOAN_ACT]:
        return
    b = P0 + p * PB
    loan = d[b + F_LOAN]
    if not loan:
        if d[b + F_SPENT] < d[b + F_CAP]:
            out.append(_TAKE)
    elif loan < d[G_ROUND] and d[b + F_CAP] - d[b + F_SPENT] >= LOAN_REPAY:
        out.append(_REPAY)


def apply(c, p: int, move: Move) -> None:
    """Take (+2 gold this round) or repay (3 gold) a loan (§3.3); repaying with the last gold ends the turn."""
    from companion.world_wonders import turns

    d = c.d
    b = P0 + p * PB
    d[G_LOAN_ACT] = 1
    if type(move) is TakeLoan:
        d[b + F_CAP] += LOAN_GOLD
        d[b + F_LOAN] = d[G_ROUND]
        return
    d[b + F_SPENT] += LOAN_REPAY
    d[b + F_LOAN] = 0
    if d[b + F_SPENT] >= d[b + F_CAP]:
        turns.end_turn(c)


def refusal(c, p: int, move: Move) -> IllegalMove | None:
    """Why player ``p`` cannot take or repay a loan now (§3.3); None if no rule forbids it."""
    d = c.d
    b = P0 + p * PB
    if d[G_LOAN_ACT]:
        return IllegalMove("world-wonders 3.3", N_("You already took or repaid a loan this turn: one loan action a "
                                                   "turn."))
    loan = d[b + F_LOAN]
    if type(move) is TakeLoan:
        if loan:
            return IllegalMove("world-wonders 3.3", N_("You already have a loan: repay it (in a later round) before "
                                                       "taking another."))
        return None
    if not loan:
        return IllegalMove("world-wonders 3.3", N_("You have no loan to repay."))
    if loan >= d[G_ROUND]:
        return IllegalMove("world-wonders 3.3", N_("A loan is repaid in a later round than the one it was taken in."))
    left = d[b + F_CAP] - d[b + F_SPENT]
    if left < LOAN_REPAY:
        return IllegalMove("world-wonders 3.3", N_("Repaying a loan costs {cost} gold; you have {left} left this "
                                                   "round."), cost=LOAN_REPAY, left=left)
    return None
