"""World Wonders final scoring (world-wonders.md §6.2, world-wonders-examples.md A)."""
from __future__ import annotations

import copy

import pytest

from companion.world_wonders.scoring import least_resource_line, loan_line, score_sheet
from support import assert_rejected, example


@pytest.mark.rule("world-wonders 6.2")
@pytest.mark.parametrize("food,ceramics,gears,points", [(8, 9, 11, 8), (7, 7, 12, 7), (0, 15, 15, 0)])
def test_least_developed_resource_A(food, ceramics, gears, points):
    line = least_resource_line(food, ceramics, gears)
    assert line.points == points
    assert line.evaluate() == points


@pytest.mark.rule("world-wonders 6.2")
def test_unpaid_loan_costs_two():
    assert loan_line(True).points == -2
    assert loan_line(False).points == 0


@pytest.mark.rule("world-wonders 6.2")
def test_tie_broken_by_most_monuments():
    result = score_sheet(example("world-wonders-4p"))
    # Celia and Davi both have 29: Celia built 3 monuments, Davi 2
    assert result.player("Celia").rank == 2 and result.player("Davi").rank == 3
    assert "most monuments" in result.tie_break_text()


@pytest.mark.rule("world-wonders 6.2")
def test_objective_points_add_and_default_to_zero():
    sheet = copy.deepcopy(example("world-wonders-4p"))
    for p in sheet["players"]:
        p.pop("objective_points", None)
    sheet["players"][1]["objective_points"] = 4
    assert score_sheet(sheet).totals["Bruno"] == 27 + 4


def test_solo_sheet_is_accepted():
    sheet = copy.deepcopy(example("world-wonders-4p"))
    sheet["players"] = sheet["players"][:1]
    assert score_sheet(sheet).winners == ("Ana",)


@pytest.mark.rule("world-wonders 1.1")
@pytest.mark.parametrize("mutate,field,words", [
    (lambda s: s["players"][0].update(monuments=22), "players[0].monuments", "at most 21"),
    (lambda s: [p.update(monuments=6, monument_rings=9) for p in s["players"]], "players[3].monuments", "only 21 monuments"),
    (lambda s: s["players"][2].update(monument_rings=2), "players[2].monument_rings", "at least 1 ring"),
    (lambda s: s["players"][0].update(unpaid_loan="yes"), "players[0].unpaid_loan", "true or false"),
    (lambda s: s["players"][0].update(objective_points=10), "players[0].objective_points", "at most 9"),
    (lambda s: s.update(players=s["players"] + [dict(s["players"][0], name=n) for n in "XY"]), "players", "at most 5"),
    (lambda s: s.update(game="world wonders"), "game", "must be"),
])
def test_bad_sheets_name_field_and_limit(mutate, field, words):
    assert_rejected(score_sheet, "world-wonders-4p", mutate, field, words)
