"""Merchants' tribe action (five-tribes.md §3.5, FAQ §6 #4): the n merchants go back to the bag and the
player takes the first n face-up resource cards of the row (no choice; fewer if fewer are left). The row
is not refilled until clean-up (§3.8)."""
from __future__ import annotations

from companion.five_tribes import tile_actions

__all__ = ["act", "take_front"]


def take_front(c, p: int, n: int) -> int:
    """Player ``p`` takes the first ``n`` cards of the face-up row (the rest slide to the front); returns how
    many were taken."""
    d, L = c.d, c.L
    R = L.ROW
    row = [k for k in d[R:R + 9] if k >= 0]
    taken, rest = row[:n], row[n:]
    hand = L.PL + L.PS * p + 4
    for k in taken:
        d[hand + k] += 1
    d[R:R + 9] = rest + [-1] * (9 - len(rest))
    return len(taken)


def act(c, p: int, n: int) -> None:
    """The ``n`` merchants return to the bag; player ``p`` takes the first ``n`` face-up cards; the tile
    action follows (§3.5, §3.6)."""
    c.d[c.L.BAG + 2] += n
    take_front(c, p, n)
    tile_actions.start(c)
