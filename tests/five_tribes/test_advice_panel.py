"""The advisor's explanation panel beside the Five Tribes board (issue 8): for each suggested turn its headline,
its explanation lines (the scorer's categories, the gold, the change against the best opponent) and its
warnings, translated, as the board sends them to the page (``FiveTribesBoard.advice_view``).

Expected values are computed by hand from five-tribes.md §5 (viziers 1 each + 10 per opponent with fewer;
tiles their printed value; palaces 5; coins 1 each; elders 2 each) and §3.5 (builders (n + fakirs) × blue
tiles, Echidna doubles).
"""
from __future__ import annotations

import pytest

from companion.five_tribes.teach.scenarios import NAMES_2P, SCENARIOS, _prepared
from companion.five_tribes.ui.board import ADVISE, FiveTribesBoard, advice_panel


def vizier_pair():
    """a1 and b1 each hold one vizier; b1 is a small market (6 VP); nothing else on the board."""
    return _prepared(NAMES_2P, named={"a1": "small_market", "b1": "small_market"},
                     meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}})


def hands_a_tile():
    """Ann's best turn c3 → d3 (elder) → e3 (vizier) leaves a lone elder on d3 beside d2's elder: Bob can then
    take d3 (a small market, 6 VP), which he could not before."""
    return _prepared(NAMES_2P, named={"e3": "small_market", "d3": "small_market", "d2": "small_market"},
                     meeples={"c3": {"elder": 1, "vizier": 1}, "e3": {"vizier": 1}, "d2": {"elder": 1}})


def shown(state, lang="en"):
    board = FiveTribesBoard(state, lang=lang)
    assert board.advice_view == {}                                # off until "Suggest moves" is pressed
    board.click(ADVISE)
    return board


def test_no_advice_no_panel():
    assert advice_panel([], "en") == {}
    with pytest.raises(ValueError):
        advice_panel([], "de")


@pytest.mark.rule("five-tribes 5")
def test_each_suggested_turn_is_explained_line_by_line():
    board = shown(vizier_pair())
    view = board.advice_view
    assert view["title"] == "Suggested turns, best first"
    first = view["turns"][0]
    assert first["number"] == 1 and len(view["turns"]) == len(board.arrows)
    assert sorted(first["tiles"]) == ["a1", "b1"]
    # 2 viziers, Bob has 0: 2 + 10 = 12; the emptied small market: 6 → +18, Bob unchanged, no gold spent
    assert first["headline"] == "+18 VP if the game ended now: Viziers +12, Tiles +6"
    assert first["lines"][0] == "+18 against the best opponent (Bob); gold 0"
    assert any(line.startswith("Viziers +12: ") for line in first["lines"])
    assert any(line.startswith("Tiles +6: ") for line in first["lines"])
    assert first["warnings"] == []
    board.click(ADVISE)
    assert board.advice_view == {}                                # switched off: the panel goes


@pytest.mark.rule("five-tribes 3.5")
def test_village_palace_and_builders_turn():
    """Example C1's position: 3 builders on the village c3, 1 fakir, Echidna and 2 elders. Best turn: Echidna
    (2 elders, −4) and the fakir: (3 + 1) × 4 × 2 = 32 gold; c3 emptied (5 VP) and its palace (5)."""
    first = shown(SCENARIOS["builders_block"]()).advice_view["turns"][0]
    assert first["headline"] == ("+38 VP if the game ended now: Gold coins +32, Elders -4, Tiles +5, Palaces +5")
    assert first["lines"][0] == "+38 against the best opponent (Bob); gold +32"


@pytest.mark.rule("five-tribes 3.4")
def test_a_turn_that_hands_an_opponent_a_tile_is_warned_in_the_chosen_language():
    en = shown(hands_a_tile()).advice_view["turns"]
    best = en[0]
    assert best["tiles"] == ["c3", "d3", "e3"] and best["headline"].startswith("+18 VP")
    assert len(best["warnings"]) == 1 and best["warnings"][0].startswith("Warning: ") and "d3" in best["warnings"][0]
    assert all(not t["warnings"] for t in en if t["tiles"] == ["c3", "c2", "d2"])   # c3 → c2 → d2 hands nothing
    board = shown(hands_a_tile())
    board.lang = "pl"
    pl = board.advice_view
    assert pl["title"] == "Proponowane tury, od najlepszej"
    assert pl["turns"][0]["headline"].startswith("+18 PZ") and pl["turns"][0]["warnings"][0].startswith("Uwaga: ")
