"""Optimal split of a player's merchandise into sets of different kinds (five-tribes.md §5 #8, §3.7, §1.5 Al-Amin).

Pure functions, no I/O. A set holds at most one card of each of the 9 kinds and scores
``SET_VALUES[size]`` = 1, 3, 7, 13, 21, 30, 40, 50, 60 for 1..9 cards. The player chooses the split,
so the score is the **maximum over all splits**, and with Al-Amin each wild card may stand for any kind.

Why :func:`best_split` is optimal (proof, not a heuristic):

1. *Which set sizes are possible.* Write the cards as a 0/1 matrix, rows = kinds (row sums = the counts
   ``c``), columns = sets (column sums = the set sizes ``s``). By the Gale–Ryser theorem such a matrix
   exists iff ``s`` is majorised by ``c*``, the conjugate of ``c`` (``c*[k]`` = number of kinds held at
   least ``k`` times). So every possible size vector is majorised by ``c*``, and ``c*`` itself is possible:
   it is the *layered* split "set k = every kind held at least k times".
2. *Which split scores most.* ``SET_VALUES`` is convex with value 0 at size 0 (gains 1,2,4,6,8,9,10,10,10;
   checked at import by :func:`_check_convex`), so by Karamata's inequality ``sum f(s) <= sum f(c*)`` for
   every ``s`` majorised by ``c*``. The layered split is therefore a best split — for every count profile.
3. *Wild cards (Al-Amin).* A wild is a card of a kind of the player's choosing, so the best score with
   ``w`` wilds is the maximum, over every way ``a`` of giving the ``w`` wilds kinds, of the best score of
   ``c + a``. :func:`best_split` tries **every** such assignment (exhaustively; kinds held equally often are
   interchangeable, so only one assignment per symmetry class is evaluated) — no greedy placement.

Cost: the number of assignments of ``w`` wilds to 9 kinds up to symmetry (at most 24 310 for the 9 wilds
18 fakirs can give; typically a few dozen), each scored in O(9 × largest count).
"""
from __future__ import annotations

from companion.five_tribes.rules import MAX_SET_SIZE, MERCHANDISE, SET_VALUES
from companion.records import record

TYPE_CHECKING = False   # typing.TYPE_CHECKING without importing typing (2–4 ms of every command's start-up)
if TYPE_CHECKING:  # pragma: no cover - annotations only
    from typing import Iterator, Mapping, Sequence

KINDS: tuple[str, ...] = tuple(MERCHANDISE)   # display order of the 9 kinds (rules §1.4)


def _check_convex(values: Sequence[int]) -> None:
    """Raise :class:`AssertionError` unless ``values`` starts at 0 and its gains never shrink (proof step 2)."""
    gains = [b - a for a, b in zip(values, values[1:])]
    if values[0] != 0 or any(g2 < g1 for g1, g2 in zip(gains, gains[1:])):
        raise AssertionError("the merchandise set values must be convex for the layered split to be optimal")


_check_convex(SET_VALUES)


@record
class Split:
    """A best split of one player's merchandise.

    Attributes:
        sets: the sets, largest first; each a tuple of kind names (rules order), wild cards included
            under the kind they stand for.
        wild_kinds: kind → number of wild cards (Al-Amin) used as that kind; empty without wilds.
        points: total victory points, ``sum(SET_VALUES[len(s)] for s in sets)``.
    """

    sets: tuple[tuple[str, ...], ...]
    wild_kinds: Mapping[str, int]
    points: int

    @property
    def sizes(self) -> tuple[int, ...]:
        """Number of different kinds in each set, largest first."""
        return tuple(len(s) for s in self.sets)

    @property
    def set_points(self) -> tuple[int, ...]:
        """Victory points of each set (same order as :attr:`sizes`)."""
        return tuple(SET_VALUES[len(s)] for s in self.sets)


def layered_sizes(counts: Sequence[int]) -> tuple[int, ...]:
    """Sizes of the layered split of ``counts`` (the conjugate ``c*``): set k holds every kind held ≥ k times.

    >>> layered_sizes([3, 2, 1, 1])      # fish 3, wheat 2, pottery 1, ivory 1 (five-tribes-examples F1)
    (4, 2, 1)
    """
    top = max(counts, default=0)
    return tuple(sum(1 for c in counts if c >= k) for k in range(1, top + 1))


def layered_points(counts: Sequence[int]) -> int:
    """Points of the layered split of ``counts`` — the best score of these cards (module proof, steps 1–2)."""
    return sum(SET_VALUES[size] for size in layered_sizes(counts))


def _wild_assignments(counts: Sequence[int], wilds: int) -> Iterator[tuple[int, ...]]:
    """Yield every way to add ``wilds`` cards to ``counts`` (one number per kind), one per symmetry class.

    Kinds held equally often are interchangeable, so within such a group the added numbers are
    generated in non-increasing order; across groups every distribution is generated.
    """
    order = sorted(range(len(counts)), key=lambda i: counts[i])
    added = [0] * len(counts)

    def place(pos: int, left: int, cap: int) -> Iterator[tuple[int, ...]]:
        if pos == len(order):
            if left == 0:
                yield tuple(added)
            return
        kind = order[pos]
        same_group = pos > 0 and counts[order[pos - 1]] == counts[kind]
        for n in range(min(left, cap if same_group else left), -1, -1):
            added[kind] = n
            yield from place(pos + 1, left - n, n)
        added[kind] = 0

    yield from place(0, wilds, wilds)


def best_split(counts: Mapping[str, int], wilds: int = 0) -> Split:
    """Return a highest-scoring split of a player's merchandise (five-tribes.md §5 #8, Al-Amin §1.5 #1).

    Args:
        counts: kind → number of cards; kinds are those of :data:`KINDS` (missing kinds count 0).
            Counts are not checked against the deck here (the sheet validator does that).
        wilds: wild cards from Al-Amin (one per pair of fakirs), each usable as any kind.

    Returns:
        :class:`Split` with the sets, the kinds the wilds stand for and the points.

    Raises:
        ValueError: an unknown kind, or a negative or non-integer count.

    >>> best_split({"fish": 3, "wheat": 2, "pottery": 1, "ivory": 1}).points   # F1: 13 + 3 + 1
    17
    """
    unknown = sorted(set(counts) - set(KINDS))
    if unknown:
        raise ValueError(f"unknown merchandise kind(s): {', '.join(unknown)}")
    real = [counts.get(kind, 0) for kind in KINDS]
    for n in (*real, wilds):
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise ValueError(f"card counts must be whole numbers >= 0, got {n!r}")
    best_added: tuple[int, ...] = (0,) * len(KINDS)
    best_points = -1
    for added in _wild_assignments(real, wilds):
        points = layered_points([c + a for c, a in zip(real, added)])
        if points > best_points:
            best_points, best_added = points, added
    final = [c + a for c, a in zip(real, best_added)]
    sets = tuple(tuple(kind for kind, c in zip(KINDS, final) if c >= k) for k in range(1, max(final, default=0) + 1))
    assert all(len(s) <= MAX_SET_SIZE for s in sets)
    wild_kinds = {kind: a for kind, a in zip(KINDS, best_added) if a}
    return Split(sets, wild_kinds, best_points)
