"""Viziers' tribe action (five-tribes.md §3.5): the viziers collected stay in front of the player; at the
end each scores 1 VP (3 with Jafaar) plus 10 VP per opponent holding strictly fewer (§5 #2)."""
from __future__ import annotations

from companion.five_tribes import tile_actions

__all__ = ["act"]


def act(c, p: int, n: int) -> None:
    """Player ``p`` puts the ``n`` viziers collected in front of them; the tile action follows (§3.5, §3.6)."""
    c.d[c.L.PL + c.L.PS * p + 1] += n
    tile_actions.start(c)
