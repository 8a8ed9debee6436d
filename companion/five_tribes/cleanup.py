"""Clean-up after every marker has played (five-tribes.md §3.8, FAQ §6 #3, #5).

The face-up resource cards slide to the front of the row and the row is refilled to 9 from the draw pile
(the discards are reshuffled into an empty pile; if both are empty the row stays short). The face-up djinns
slide to the front and are refilled to 3 from the djinn pile (the djinn discards, which only Sibittis
makes, are reshuffled into an empty pile; if none, fewer djinns are shown). Draws are chance
(:meth:`companion.five_tribes.core.FiveTribesCore.draw_card`), their order unknown to the players.
"""
from __future__ import annotations

from companion.five_tribes.rules import CARD_ROW, DJINN_ROW

__all__ = ["clean_up", "refill_cards", "refill_djinns"]


def refill_cards(c) -> None:
    """Slide the face-up cards to the front and draw up to 9 (§3.8 step 1)."""
    d, L = c.d, c.L
    R = L.ROW
    row = [k for k in d[R:R + CARD_ROW] if k >= 0]
    while len(row) < CARD_ROW:
        k = c.draw_card()
        if k < 0:
            break
        row.append(k)
    d[R:R + CARD_ROW] = row + [-1] * (CARD_ROW - len(row))


def refill_djinns(c) -> None:
    """Slide the face-up djinns to the front and draw up to 3 (§3.8 step 2)."""
    d, L = c.d, c.L
    D = L.DROW
    row = [j for j in d[D:D + DJINN_ROW] if j >= 0]
    while len(row) < DJINN_ROW:
        if not d[L.DPILE]:
            d[L.DPILE], d[L.DDISC] = d[L.DDISC], 0
        j = c.draw_djinn()
        if j < 0:
            break
        row.append(j)
    d[D:D + DJINN_ROW] = row + [-1] * (DJINN_ROW - len(row))


def clean_up(c) -> None:
    """The round's clean-up (§3.8)."""
    refill_cards(c)
    refill_djinns(c)
