"""World Wonders final scoring (world-wonders.md §6.2, world-wonders-examples.md A)."""
from __future__ import annotations

import copy

import pytest

from companion.errors import InvalidScoreSheet
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


def _tied(**extra):
    """Two players on 19 points with 2 monuments each (§6.2 lines: 5+6+3+2+3 and 4+7+3+2+3), Eve with 6+7+8 = 21
    resources, Finn with 7+7+9 = 23."""
    common = {"monument_rings": 3, "monuments": 2, "natural_resources": 2, "districts": 3, "unpaid_loan": False}
    return {"game": "world-wonders", **extra, "players": [
        {"name": "Eve", "population_rings": 5, "food": 6, "ceramics": 7, "gears": 8, **common},
        {"name": "Finn", "population_rings": 4, "food": 7, "ceramics": 7, "gears": 9, **common}]}


@pytest.mark.rule("world-wonders 6.2")
def test_further_ties_after_the_monuments_are_shared_by_default():
    """§6.2: "Further ties: not covered — shared victory (unconfirmed)": the default shares the victory."""
    result = score_sheet(_tied())
    assert result.totals == {"Eve": 19, "Finn": 19}
    assert [p.rank for p in result.players] == [1, 1]


@pytest.mark.rule("world-wonders 6.2")
def test_further_ties_option_breaks_them_by_the_resource_tracks():
    """The other reading of the unconfirmed §6.2 sentence (option ``further_ties="resources"``): the higher
    food + ceramics + gears wins (Finn 23 > Eve 21); the engine's final sheet carries the option."""
    from companion import games
    from companion.world_wonders.options import Options

    result = score_sheet(_tied(ties_by_resources=True))
    assert [p.rank for p in result.players] == [2, 1]
    assert "food, ceramics and gears" in result.tie_break_text()
    game = games.get("world-wonders")
    s = game.new_game(["A", "B"], seed=1, options=Options(further_ties="resources"))
    assert game.final_sheet(s)["ties_by_resources"] is True
    assert "ties_by_resources" not in game.final_sheet(game.new_game(["A", "B"], seed=1))
    with pytest.raises(InvalidScoreSheet):
        score_sheet(_tied(ties_by_resources="yes"))


@pytest.mark.rule("world-wonders 6.2")
def test_objective_points_add_and_default_to_zero():
    sheet = copy.deepcopy(example("world-wonders-4p"))
    for p in sheet["players"]:
        p.pop("objective_points", None)
    sheet["players"][1]["objective_points"] = 4
    assert score_sheet(sheet).totals["Bruno"] == 27 + 4


def _solo(automaton=None, **changes):
    """Ana of the 4-player example alone (world-wonders-4p: 7 + 9 + 6 + 4 + 5 = 31 points), with ``changes``."""
    sheet = copy.deepcopy(example("world-wonders-4p"))
    sheet["players"] = [dict(sheet["players"][0], **changes)]
    if automaton is not None:
        sheet["automaton"] = automaton
    return sheet


@pytest.mark.rule("world-wonders 7.2")
@pytest.mark.parametrize("changes,automaton,ana,bot,winner", [
    ({}, {"level": "easy"}, 31, 11 + 9 + 12, "Automaton"),                       # 31 < 32: the Automaton wins
    ({"gears": 9}, {"level": "easy"}, 31, 11 + 9 + 9, "Ana"),                     # least still 9: 31 > 29
    ({"food": 8, "gears": 10}, {"level": "hard", "monument_rings": 2}, 30, 8 + 9 + 10 + 2, "Ana"),   # 30 > 29
    ({"food": 8, "gears": 10}, {"level": "hard", "monument_rings": 4}, 30, 8 + 9 + 10 + 4, "Automaton"),
], ids=["easy-bot-wins", "easy-player-wins", "hard-player-wins", "hard-bot-wins"])
def test_solo_play_is_decided_against_the_automaton(changes, automaton, ana, bot, winner):
    result = score_sheet(_solo(automaton, **changes))
    assert result.totals == {"Ana": ana, "Automaton": bot}
    assert result.winners == (winner,)
    assert result.player(winner).rank == 1


@pytest.mark.rule("world-wonders 7.2")
def test_solo_tie_goes_to_the_automaton():
    result = score_sheet(_solo({"level": "easy"}, food=10))    # least 9: Ana 31; Automaton 10 + 9 + 12 = 31
    assert result.totals == {"Ana": 31, "Automaton": 31}
    assert result.winners == ("Automaton",) and result.player("Ana").rank == 2
    assert "strictly more" in result.tie_break_text()
    assert result.tie_break_text("pl").endswith("więc wygrywa Automat.")


@pytest.mark.rule("world-wonders 7.2")
def test_easy_automaton_ignores_no_rings_and_shows_its_sum():
    result = score_sheet(_solo({"level": "easy", "monument_rings": 0}))
    bot = result.player("Automaton")
    assert bot.line("automaton_resources").text().startswith("food + ceramics + gears = 11 + 9 + 12 = 32")
    assert bot.line("monuments").points == 0
    table = result.to_table("pl")
    assert "Zwycięzca: Automat" in table and "Automat:" in table          # the Automaton's name is translated
    assert result.to_dict()["winners"] == ["Automaton"]                    # the JSON keeps the stable id


@pytest.mark.rule("world-wonders 7.2")
@pytest.mark.parametrize("sheet,field,words", [
    (_solo(), "automaton", "played against the Automaton"),
    (dict(example("world-wonders-4p"), automaton={"level": "easy"}), "automaton", "only in solo games"),
    (_solo({"level": "easy", "monument_rings": 3}), "automaton.monument_rings", "automaton.level is easy"),
    (_solo({"level": "medium"}), "automaton.level", "must be one of"),
    (_solo({"level": "easy"}, name="automat"), "players[0].name", "is the Automaton's"),
], ids=["solo-without-automaton", "automaton-with-4-players", "rings-at-easy-level", "unknown-level",
        "player-called-automat"])
def test_bad_solo_sheets_name_the_field(sheet, field, words):
    with pytest.raises(InvalidScoreSheet) as err:
        score_sheet(sheet)
    assert err.value.field == field
    assert words in str(err.value)


@pytest.mark.rule("world-wonders 6.1")
def test_at_most_ten_monuments_per_player():
    """Each monument ends the buyer's round (§3.2: it costs all remaining gold), and there are 10 rounds (§6.1)."""
    sheet = _solo({"level": "easy"}, monuments=11, monument_rings=11)
    with pytest.raises(InvalidScoreSheet) as err:
        score_sheet(sheet)
    assert str(err.value) == "players[0].monuments: must be at most 10"
    sheet["players"][0].update(monuments=10, monument_rings=10)
    assert score_sheet(sheet).totals["Ana"] == 31 - 6 + 10


@pytest.mark.rule("world-wonders 6.2")
def test_monument_rings_without_a_monument_name_both_fields():
    """Rings of §6.2 #3 are printed on monument cards (§1.4): no monument, no rings."""
    sheet = _solo({"level": "easy"}, monuments=0, monument_rings=2)
    with pytest.raises(InvalidScoreSheet) as err:
        score_sheet(sheet)
    assert err.value.field == "players[0].monument_rings" and err.value.also == ("players[0].monuments",)
    assert "players[0].monuments is 0" in str(err.value)


@pytest.mark.rule("world-wonders 1.1")
@pytest.mark.parametrize("mutate,field,words", [
    (lambda s: s["players"][0].update(monuments=11), "players[0].monuments", "at most 10"),
    (lambda s: [p.update(monuments=6, monument_rings=9) for p in s["players"]], "players[3].monuments", "only 21 monuments"),
    (lambda s: s["players"][2].update(monument_rings=2), "players[2].monument_rings", "at least 1 ring"),
    (lambda s: s["players"][0].update(unpaid_loan="yes"), "players[0].unpaid_loan", "true or false"),
    (lambda s: s["players"][0].update(objective_points=11), "players[0].objective_points", "at most 10"),
    (lambda s: s.update(players=s["players"] + [dict(s["players"][0], name=n) for n in "XY"]), "players", "at most 5"),
    (lambda s: s.update(game="world wonders"), "game", "must be"),
])
def test_bad_sheets_name_field_and_limit(mutate, field, words):
    assert_rejected(score_sheet, "world-wonders-4p", mutate, field, words)
