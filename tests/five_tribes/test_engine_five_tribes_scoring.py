"""Final scoring of engine positions through the calculator's scorer (five-tribes.md §5; examples F1, G1-G3):
the engine writes the final sheet from the position, the scorer scores it, so they cannot disagree."""
from __future__ import annotations

import pytest

from companion.five_tribes.engine import FIVE_TRIBES
from companion.five_tribes.scoring import score_sheet
from ft_helpers import make


def _categories(state, category):
    return [p.categories[category] for p in score_sheet(FIVE_TRIBES.final_sheet(state)).players]


@pytest.mark.rule("five-tribes 5")
def test_F1_best_set_split_of_held_cards():
    s = make(cards={0: {"fish": 3, "wheat": 2, "pottery": 1, "ivory": 1, "fakir": 2}})
    assert _categories(s, "merchandise")[0] == 13 + 3 + 1            # 17, fakirs 0


@pytest.mark.rule("five-tribes 5")
def test_G1_vizier_bonus_four_players():
    s = make(4, viziers={0: 5, 1: 3, 2: 3, 3: 0})
    assert _categories(s, "viziers") == [35, 13, 13, 0]
    s = make(4, viziers={0: 5, 1: 3, 2: 3, 3: 0}, djinns={1: ["Jafaar"]})
    assert _categories(s, "viziers")[1] == 19


@pytest.mark.rule("five-tribes 5", "five-tribes 6")
def test_G2_equal_viziers_no_bonus():
    """Example G2; FAQ #28: equal vizier counts give no bonus."""
    assert _categories(make(3, viziers={0: 2, 1: 2, 2: 2}), "viziers") == [2, 2, 2]


@pytest.mark.rule("five-tribes 5")
@pytest.mark.parametrize("a, b, expected", [(7, 7, [7, 7]), (7, 6, [17, 6])])
def test_G3_two_players(a, b, expected):
    assert _categories(make(2, viziers={0: a, 1: b}), "viziers") == expected


@pytest.mark.rule("five-tribes 5")
def test_final_sheet_lists_the_position():
    s = make(3, camels={"a1": 0, "b1": 0, "c1": 1}, palm_trees={"a1": 1}, palaces={"c1": 2}, elders={0: 3},
             djinns={0: ["Boaz"]}, cards={1: {"silk": 2, "fakir": 1}}, gold={2: 7})
    sheet = FIVE_TRIBES.final_sheet(s)
    ann, bob, cy = sheet["players"]
    assert sheet["game"] == "five-tribes"
    assert ann["tiles"] == [s.tiles[0][1], s.tiles[1][1]] and ann["palm_trees"] == 1 and ann["elders"] == 3
    assert ann["djinns"] == ["Boaz"]
    assert bob["tiles"] == [s.tiles[2][1]] and bob["palaces"] == 2
    assert bob["merchandise"] == {"silk": 2} and bob["fakirs"] == 1
    assert cy["coins"] == 7 and cy["tiles"] == []
