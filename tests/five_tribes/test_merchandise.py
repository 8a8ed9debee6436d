"""Five Tribes merchandise sets: the optimal split (five-tribes.md §5 #8, §3.7; examples F1; Al-Amin §1.5 #1).

Expected values are derived by hand from the set table 1..9 kinds → 1, 3, 7, 13, 21, 30, 40, 50, 60;
each derivation is written next to its case.
"""
from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.five_tribes.merchandise import KINDS, best_split, layered_sizes

TABLE = (0, 1, 3, 7, 13, 21, 30, 40, 50, 60)   # typed from five-tribes.md §3.7, not imported from the code


@pytest.mark.rule("five-tribes 3.7")
@pytest.mark.parametrize("size,points", [(1, 1), (2, 3), (3, 7), (4, 13), (5, 21), (6, 30), (7, 40), (8, 50), (9, 60)])
def test_one_set_of_n_different_kinds(size, points):
    # §0.1: a set of 5 is 21, not the often-quoted 18
    split = best_split({kind: 1 for kind in KINDS[:size]})
    assert split.points == points
    assert split.sizes == (size,)


@pytest.mark.rule("five-tribes 5")
def test_F1_optimal_split_17():
    # F1: fish 3, wheat 2, pottery 1, ivory 1 → {fish, wheat, pottery, ivory} 13 + {fish, wheat} 3 + {fish} 1 = 17.
    # Wrong scorers: the split {fish,wheat,pottery}+{fish,wheat,ivory}+{fish} = 7+7+1 = 15;
    # "one set of every kind, leftovers as singles" greedy = 13+1+1+1 = 16; "sum of set lengths" = 7 cards = 7.
    split = best_split({"fish": 3, "wheat": 2, "pottery": 1, "ivory": 1})
    assert split.points == 17
    assert sorted(split.sizes, reverse=True) == [4, 2, 1]


@pytest.mark.rule("five-tribes 5")
@pytest.mark.parametrize("counts,points", [
    # 6 kinds × 2: two sets of 6 = 30 + 30 = 60. Greedy "sets of 3" = 4 × 7 = 28; "big set + singles" = 30 + 6 = 36;
    # "sum of set lengths" = 12.
    ({"ivory": 2, "jewels": 2, "gold": 2, "papyrus": 2, "silk": 2, "spice": 2}, 60),
    # 4 kinds × 2: 13 + 13 = 26. Greedy "pairs first" = 4 × 3 = 12; "big set + singles" = 13 + 4 = 17; lengths = 8.
    ({"fish": 2, "wheat": 2, "pottery": 2, "silk": 2}, 26),
    # fish 4 alone: 4 sets of 1 = 4 (the same kind never goes twice in a set); "table of total cards" = f(4) = 13.
    ({"fish": 4}, 4),
    # papyrus 4, silk 3, spice 2, fish 1: layers 4,3,2,1 → 13 + 7 + 3 + 1 = 24.
    # Greedy "sets of 2": 5 × 3 = 15; "big set + singles" = 13 + 6 = 19; lengths = 10.
    ({"papyrus": 4, "silk": 3, "spice": 2, "fish": 1}, 24),
    # every card of the deck: layers 9,9,6,6,3,3 → 60+60+30+30+7+7 = 194
    ({"ivory": 2, "jewels": 2, "gold": 2, "papyrus": 4, "silk": 4, "spice": 4, "fish": 6, "wheat": 6, "pottery": 6}, 194),
    ({}, 0),
])
def test_splits_that_naive_scorers_get_wrong(counts, points):
    assert best_split(counts).points == points


@pytest.mark.rule("five-tribes 1.5")
@pytest.mark.parametrize("counts,wilds,points", [
    # fish 3 + 2 wilds: wilds as two new kinds → {fish, w, w} 7 + {fish} 1 + {fish} 1 = 9.
    # Both wilds as one kind: layers 2,2,1 → 3+3+1 = 7; wilds as their own set: 3 + 1+1+1 = 6.
    ({"fish": 3}, 2, 9),
    # ivory, jewels, gold + 2 wilds: one set of 5 = 21 (not 7 + 3 = 10 with the wilds apart).
    ({"ivory": 1, "jewels": 1, "gold": 1}, 2, 21),
    # all 9 kinds once, fish twice, 1 wild: the first set is full (60), so the wild must pair with the spare fish
    # as a 2nd kind in set 2: 60 + 3 = 63. Wild as another fish: 60 + 1 + 1 = 62; wild alone: 60 + 1 + 1 = 62.
    ({**{k: 1 for k in KINDS}, "fish": 2}, 1, 63),
    # no merchandise, 9 wilds: one set of 9 = 60
    ({}, 9, 60),
    # no merchandise, 10 wilds: 60 + 1 = 61 (a set never holds a kind twice)
    ({}, 10, 61),
])
def test_al_amin_wilds_placed_optimally(counts, wilds, points):
    split = best_split(counts, wilds)
    assert split.points == points
    assert sum(split.wild_kinds.values()) == wilds


@pytest.mark.rule("five-tribes 5")
def test_layered_sizes_are_the_conjugate_of_the_counts():
    assert layered_sizes([3, 2, 1, 1]) == (4, 2, 1)
    assert layered_sizes([0, 0]) == ()


def test_bad_counts_raise_value_error():
    with pytest.raises(ValueError):
        best_split({"salt": 1})
    with pytest.raises(ValueError):
        best_split({"fish": -1})
    with pytest.raises(ValueError):
        best_split({"fish": 1}, wilds=-1)


# --- brute force over every partition of the cards, for the property test ---------------------------------

def _brute_force(counts: dict[str, int], wilds: int) -> int:
    """Best score over all partitions of the cards into sets of different kinds (wilds fill any missing kind)."""
    cards = [kind for kind in KINDS for _ in range(counts.get(kind, 0))]
    best = 0

    def place(i: int, sets: list[tuple[frozenset, int]]) -> None:
        nonlocal best
        if i == len(cards) + wilds:
            best = max(best, sum(TABLE[len(kinds) + w] for kinds, w in sets))
            return
        real = cards[i] if i < len(cards) else None
        for j, (kinds, w) in enumerate(sets):
            if len(kinds) + w < 9 and (real is None or real not in kinds):
                sets[j] = (kinds | {real}, w) if real else (kinds, w + 1)
                place(i + 1, sets)
                sets[j] = (kinds, w)
        sets.append((frozenset({real}), 0) if real else (frozenset(), 1))
        place(i + 1, sets)
        sets.pop()

    place(0, [])
    return best


@pytest.mark.rule("five-tribes 5")
@settings(max_examples=80, deadline=None)
@given(counts=st.dictionaries(st.sampled_from(KINDS), st.integers(0, 3), max_size=5)
       .filter(lambda c: sum(c.values()) <= 7),
       wilds=st.integers(0, 2))
def test_optimiser_matches_brute_force(counts, wilds):
    split = best_split(counts, wilds)
    assert split.points == _brute_force(counts, wilds)
    # the returned sets are a real split: different kinds in each set, every card (and wild) used once
    assert all(len(set(s)) == len(s) for s in split.sets)
    used = Counter(kind for s in split.sets for kind in s)
    expected = Counter({k: v for k, v in counts.items() if v}) + Counter(split.wild_kinds)
    assert used == expected
    assert split.points == sum(TABLE[len(s)] for s in split.sets)
