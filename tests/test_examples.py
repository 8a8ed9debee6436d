"""The finished-game sheets of shared/examples: API and CLI reproduce the hand-worked totals."""
from __future__ import annotations

import json

import pytest

from companion.cli import main
from companion.scoring import score
from support import example_sheets, expected_for

SHEETS = example_sheets()


def test_every_game_has_an_example():
    games = {json.loads(p.read_text())["game"] for p in SHEETS}
    assert games == {"meduris", "iquazu", "world-wonders", "five-tribes"}


@pytest.mark.parametrize("sheet", SHEETS, ids=[p.stem for p in SHEETS])
def test_api_reproduces_example(sheet):
    expected = expected_for(sheet)
    result = score(sheet)
    assert result.totals == expected["totals"]
    assert sorted(result.winners) == sorted(expected["winners"])


@pytest.mark.parametrize("sheet", SHEETS, ids=[p.stem for p in SHEETS])
@pytest.mark.parametrize("lang", ["en", "pl"])
def test_cli_json_reproduces_example(sheet, lang, capsys):
    expected = expected_for(sheet)
    assert main(["score", str(sheet), "--format", "json", "--lang", lang]) == 0
    out = json.loads(capsys.readouterr().out)
    assert {p["name"]: p["total"] for p in out["players"]} == expected["totals"]
    assert sorted(out["winners"]) == sorted(expected["winners"])
    for p in out["players"]:
        assert sum(p["categories"].values()) == p["total"]
        assert (p["rank"] == 1) == (p["name"] in expected["winners"])


@pytest.mark.parametrize("sheet", SHEETS, ids=[p.stem for p in SHEETS])
def test_every_explanation_formula_evaluates_to_its_points(sheet):
    for player in score(sheet).players:
        for line in player.lines:
            assert line.evaluate() == line.points, (player.name, line.category, line.formula)
            assert line.latex()


@pytest.mark.parametrize("sheet", SHEETS, ids=[p.stem for p in SHEETS])
def test_frame_has_players_by_categories(sheet):
    result = score(sheet)
    frame = result.to_frame()
    assert set(frame.index) == set(result.totals)
    assert frame["Total"].to_dict() == result.totals


# ---------------------------------------------------------------- the examples that ship with the product
from companion.examples import EXAMPLES, example_sheet  # noqa: E402
from companion.errors import InvalidScoreSheet  # noqa: E402


def test_every_game_ships_its_example():
    assert set(EXAMPLES) == {"meduris", "iquazu", "world-wonders", "five-tribes"}


@pytest.mark.parametrize("game", sorted(EXAMPLES))
def test_shipped_example_is_the_hand_worked_one(game):
    """The package's copy is the sheet whose totals were worked out by hand (shared/examples)."""
    sheet = next(p for p in SHEETS if p.name == EXAMPLES[game])
    assert example_sheet(game) == json.loads(sheet.read_text(encoding="utf-8"))


@pytest.mark.parametrize("game", sorted(EXAMPLES))
def test_cli_scores_the_shipped_example(game, capsys):
    expected = expected_for(next(p for p in SHEETS if p.name == EXAMPLES[game]))
    assert main(["score", "--example", game, "--format", "json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert {p["name"]: p["total"] for p in out["players"]} == expected["totals"]


def test_cli_example_and_file_together_is_refused(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["score", "sheet.json", "--example", "meduris"])
    assert exc.value.code == 2 and "not allowed" in capsys.readouterr().err


def test_unknown_example_names_the_games():
    with pytest.raises(InvalidScoreSheet, match="five-tribes"):
        example_sheet("chess")
