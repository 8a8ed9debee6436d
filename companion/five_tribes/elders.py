"""Elders' tribe action (five-tribes.md §3.5): the elders collected stay in front of the player, to pay for
djinns (§3.6 sacred places, §1.5 costs) or to score 2 VP each at the end (4 with Shamhat, §5 #3)."""
from __future__ import annotations

from companion.five_tribes import tile_actions

__all__ = ["act"]


def act(c, p: int, n: int) -> None:
    """Player ``p`` puts the ``n`` elders collected in front of them; the tile action follows (§3.5, §3.6)."""
    c.d[c.L.PL + c.L.PS * p + 2] += n
    tile_actions.start(c)
