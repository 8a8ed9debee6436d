"""The turn order for the next round (world-wonders.md §3.5): the buyer of the 1st-player pedestal takes position
1 and the buyer of the 2nd-player pedestal position 2; every other player fills the free positions sorted by
population, lowest first; tied on population, fewer monuments first; still tied, their relative order of the
previous round. With only one pedestal bought the others fill the free positions in that sorted order (so with
only the 2nd pedestal bought, the lowest-population non-buyer is 1st).

Example (world-wonders-examples.md G1, the rulebook example):
    >>> next_order(prev=("Blue", "Yellow", "Green", "Red", "White"), pedestals=("Yellow", None),
    ...            population={"White": 2, "Red": 2, "Blue": 4, "Green": 4, "Yellow": 9},
    ...            monuments={"White": 0, "Red": 1, "Blue": 1, "Green": 1, "Yellow": 0})
    ('Yellow', 'White', 'Red', 'Blue', 'Green')
"""
from __future__ import annotations

from typing import Hashable, Mapping, Sequence

__all__ = ["next_order"]


def next_order(prev: Sequence[Hashable], pedestals: tuple[Hashable | None, Hashable | None],
               population: Mapping[Hashable, int], monuments: Mapping[Hashable, int]) -> tuple:
    """The next round's turn order (§3.5).

    Args:
        prev: the players in this round's turn order.
        pedestals: the buyers of the 1st and 2nd pedestals (None: not bought). One player holding both takes
            position 1 (option ``one_pedestal_each`` off).
        population: population marker per player; monuments: monuments built per player.

    Returns:
        The players in the new order.
    """
    first, second = pedestals
    rank = {q: i for i, q in enumerate(prev)}
    rest = sorted((q for q in prev if q != first and q != second),
                  key=lambda q: (population[q], monuments[q], rank[q]))
    slots: list = [None] * len(prev)
    if first is not None:
        slots[0] = first
    if second is not None and second != first:
        slots[1] = second
    it = iter(rest)
    return tuple(q if q is not None else next(it) for q in slots)
