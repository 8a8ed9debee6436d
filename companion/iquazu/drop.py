"""The water drop (iquazu.md §4 step 2): the drop-box holder puts one drop in the **topmost empty alcove of
frame column 1** at the end of each of their turns ("water drips from the top"); no crystal may go there
afterwards. A drop that fills frame column 1 starts a scoring round at once (§5.1). Drops running out are
taken back from columns already scored (§6.3 [PL FAQ]).

The drop step has no move of its own: it happens when the holder's turn ends (see
:mod:`~companion.iquazu.turn`), except in a turn in which a scoring round happened (§5.5 special case 2).
"""
from __future__ import annotations

from companion.iquazu import scoring_round

__all__ = ["place_drop", "reclaim_drop"]


def place_drop(c) -> None:
    """Put a drop in the topmost empty alcove of frame column 1; score at once if that fills it (§4 step 2,
    §5.1)."""
    d, L, s = c.d, c.L, c.s
    col = d[L.FRAME]
    i = L.EMPTY + col - 1
    mask = d[i]
    low = mask & -mask
    a = s.col_start[col - 1] + low.bit_length() - 1
    if not d[L.DROPS]:
        reclaim_drop(c)
    d[L.DROPS] -= 1
    d[L.ALC + a] = 1
    d[i] = mask ^ low
    if mask == low:
        scoring_round.score(c)


def reclaim_drop(c) -> bool:
    """The drop box is empty: take a drop back from a column already scored (§6.3). Returns True if one was
    found."""
    d, L, s = c.d, c.L, c.s
    for a in range(s.col_start[d[L.FRAME] - 1]):
        if d[L.ALC + a] == 1:
            c.clear_alcove(a)
            d[L.DROPS] += 1
            return True
    return False
