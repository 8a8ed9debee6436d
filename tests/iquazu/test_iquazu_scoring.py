"""Iquazú final scoring: worked examples (shared/rules/iquazu-examples.md), the example sheet,
the CLI, component limits and Polish translations.

Expected values come from the examples file, the example sheet's ``.expected.json`` and hand
working of shared/rules/iquazu.md — never from running the scorer.
"""
from __future__ import annotations

import ast
import copy
import json
import re
import string
from pathlib import Path

import pytest

from companion import cli, games
from companion.errors import InvalidScoreSheet
from companion.i18n import catalog
from companion.iquazu import scoring
from companion.iquazu.scoring import column_points, row_winner
from companion.scoring import score

EXAMPLES = Path("/work/shared/examples")   # the example sheets shared by all games (with .expected.json)
SHEET = EXAMPLES / "iquazu-3p.json"
EXPECTED = EXAMPLES / "iquazu-3p.expected.json"
PACKAGE = Path(scoring.__file__).parent


def crystals(spec: str) -> list[tuple[str, int]]:
    """Parse ``"h5 DROP, h4 Y, h0 G"`` (iquazu-examples.md notation) into ``(player, height)`` crystals."""
    out = []
    for item in spec.split(","):
        height, content = item.split()
        if content != "DROP":
            out.append((content, int(height[1:])))
    return out


# --- C-01, C-03, C-14: column majorities (§5.2) ------------------------------------------------

@pytest.mark.rule("iquazu 5.2")
@pytest.mark.parametrize("alcoves", [
    "h5 DROP, h4 Y, h3 G, h2 G, h1 R, h0 G",                          # C-01 fixture A
    "h8 DROP, h7 Y, h6 G, h5 P, h4 G, h3 Y, h2 G, h1 R, h0 R",        # C-01 fixture B
], ids=["C-01-A", "C-01-B"])
def test_c01_four_player_column_majority_with_height_tie_break(alcoves):
    assert column_points(crystals(alcoves), [8, 5, 2]) == {"G": 8, "R": 5, "Y": 2}


@pytest.mark.rule("iquazu 5.2")
def test_c03_everybody_tied_on_count_lowest_crystal_first():
    assert column_points(crystals("h4 DROP, h3 P, h2 R, h1 G, h0 Y"), [8, 5, 2]) == {"Y": 8, "G": 5, "R": 2}


@pytest.mark.rule("iquazu 5.2")
@pytest.mark.parametrize("found, stone, expected", [
    ([("G", 0), ("G", 3), ("R", 2), ("R", 4), ("Y", 1)], [9, 4], {"G": 9, "R": 4}),   # 3p: G 2 (h0), R 2 (h2), Y 1
    ([("G", 1)], [9, 4], {"G": 9}),                                                # 3p: V2 not awarded
    ([("G", 0), ("R", 3)], [6], {"G": 6}),                                         # 2p: tie, G lower
    ([("G", 0), ("R", 1), ("R", 2), ("R", 3)], [6], {"R": 6}),                     # 2p: R 3 beats G 1
], ids=["3p-tie", "3p-alone", "2p-tie", "2p-majority"])
def test_c14_three_and_two_player_columns(found, stone, expected):
    assert column_points(found, stone) == expected


@pytest.mark.rule("iquazu 5.2")
def test_column_without_crystals_gives_nobody_points():
    assert column_points([], [8, 5, 2]) == {}


# --- C-02: row bonus tiles (§5.3) --------------------------------------------------------------

C02_ROWS = {   # row → (player, frame column, height); heights other than row 5's F4 are arbitrary
    1: [("Y", 1, 3), ("R", 2, 3), ("P", 4, 5)],
    2: [],
    3: [("Y", 2, 1), ("Y", 3, 2), ("G", 5, 2)],
    4: [("G", 1, 0), ("G", 4, 2), ("R", 5, 0)],
    5: [("G", 2, 0), ("G", 4, 0), ("R", 3, 0), ("R", 4, 1)],
}


@pytest.mark.rule("iquazu 5.3")
@pytest.mark.parametrize("row, expected", [(1, "P"), (2, None), (3, "Y"), (4, "G"), (5, "G")])
def test_c02_row_majority_rightmost_then_lower(row, expected):
    assert row_winner(C02_ROWS[row]) == expected


@pytest.mark.rule("iquazu 5.3")
def test_c02_row_winner_ignores_input_order():
    assert row_winner(list(reversed(C02_ROWS[5]))) == "G"
    assert row_winner(list(reversed(C02_ROWS[1]))) == "P"


# --- the example sheet (§6.2) -------------------------------------------------------------------

@pytest.mark.rule("iquazu 6.2")
def test_example_sheet_totals_and_winner():
    expected = json.loads(EXPECTED.read_text())
    result = score(SHEET)
    assert result.totals == expected["totals"]
    assert list(result.winners) == expected["winners"]
    assert [p.rank for p in result.players] == [1, 2, 3]


@pytest.mark.rule("iquazu 6.2")
def test_example_sheet_explanations_show_the_numbers():
    # Worked by hand from §5.2/§5.3/§6.2: Red is 2nd in the third-to-last column (7/3 stone, Green's
    # h0 beats Red's h1) and alone in the last (10/5); Red wins rows 2 (3 VP) and 4 (rightmost, 4 VP).
    red = score(SHEET).player("Red")
    assert red.line("columns").text().startswith("c1 + c2 + c3 = 3 + 0 + 10 = 13")
    assert red.line("rows").text().startswith("r2 + r4 = 3 + 4 = 7")
    for p in score(SHEET).players:
        for line in p.lines:
            assert line.evaluate() == line.points


@pytest.mark.rule("iquazu 6.2")
def test_example_sheet_through_the_registry_matches_expected():
    sheet = json.loads(SHEET.read_text())
    assert games.score_sheet(sheet).totals == json.loads(EXPECTED.read_text())["totals"]


def test_cli_json(capsys):
    assert cli.main(["score", str(SHEET), "--format", "json"]) == 0
    out = json.loads(capsys.readouterr().out)
    expected = json.loads(EXPECTED.read_text())
    assert {p["name"]: p["total"] for p in out["players"]} == expected["totals"]
    assert out["winners"] == expected["winners"]


def test_cli_table_in_polish(capsys):
    assert cli.main(["score", str(SHEET), "--lang", "pl"]) == 0
    out = capsys.readouterr().out
    assert "Przewagi w kolumnach" in out and "kolumnie" in out


def test_cli_bad_sheet_names_the_field(tmp_path, capsys):
    sheet = json.loads(SHEET.read_text())
    sheet["final_columns"][1]["stone"] = [9]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(sheet))
    assert cli.main(["score", str(path)]) == 2
    assert "final_columns[1].stone" in capsys.readouterr().err


def test_schema_is_valid_json_schema():
    import jsonschema

    jsonschema.Draft202012Validator.check_schema(scoring.SCHEMA)


# --- full sheets: 4 players, 2 players, shared ties ---------------------------------------------

def alcove(row, height, content):
    return {"row": row, "height": height, "content": content}


@pytest.mark.rule("iquazu 6.2")
def test_four_player_sheet_uses_c01_fixture_a_as_third_to_last_column():
    players = [{"name": n, "track": 40, "bonus_points": 0} for n in ("G", "Y", "R", "P")]
    first = [alcove(1, 5, "drop"), alcove(2, 4, "Y"), alcove(3, 3, "G"), alcove(4, 2, "G"),
             alcove(5, 1, "R"), alcove(5, 0, "G")]
    empty = {"stone": [9, 6, 3], "alcoves": [alcove(1, 0, None)]}
    sheet = {"game": "iquazu", "players": players, "row_tiles": [None] * 5,
             "final_columns": [{"stone": [8, 5, 2], "alcoves": first}, empty, copy.deepcopy(empty)]}
    assert score(sheet).totals == {"G": 48, "R": 45, "Y": 42, "P": 40}   # C-01: G +8, R +5, Y +2, P +0


@pytest.mark.rule("iquazu 6.2")
def test_unfilled_last_columns_still_score_column_points_but_no_row_tiles():
    # §6.2 step 2: second-to-last and last columns score stone points "whether or not they are full",
    # and their crystals still count for the rows of the last scoring (frame columns 9–11, §5.3).
    players = [{"name": "A", "track": 10, "bonus_points": 0}, {"name": "B", "track": 10, "bonus_points": 0}]
    sheet = {"game": "iquazu", "players": players, "row_tiles": [5, None, None, None, None],
             "final_columns": [
                 {"stone": [2], "alcoves": [alcove(1, 1, "A"), alcove(2, 0, "B")]},
                 {"stone": [4], "alcoves": [alcove(3, 1, None), alcove(3, 0, "B")]},
                 {"stone": [6], "alcoves": [alcove(1, 2, "B"), alcove(1, 1, None), alcove(2, 0, None)]},
             ]}
    result = score(sheet)
    # Column 1: A and B have 1 crystal each, B's is lower → B +2; B is alone in columns 2 (+4) and
    # 3 (+6). Row 1: A (column 1) and B (column 3) tie on 1, B's crystal is further right → B +5.
    assert result.totals == {"A": 10, "B": 10 + 2 + 4 + 6 + 5}


@pytest.mark.rule("iquazu 6.2")
def test_equal_totals_share_the_win_without_tie_break():
    players = [{"name": "A", "track": 20, "bonus_points": 3}, {"name": "B", "track": 23, "bonus_points": 0},
               {"name": "C", "track": 1, "bonus_points": 0}]
    sheet = {"game": "iquazu", "players": players, "row_tiles": [None] * 5,
             "final_columns": [{"stone": [0, 0], "alcoves": [alcove(1, 0, "drop")]},
                               {"stone": [0, 0], "alcoves": [alcove(1, 0, None)]},
                               {"stone": [0, 0], "alcoves": [alcove(1, 0, None)]}]}
    result = score(sheet)
    assert sorted(result.winners) == ["A", "B"]
    assert [p.rank for p in result.players] == [1, 1, 3]
    assert "no tie-break" in result.tie_break_text("en")
    assert "remis" in result.tie_break_text("pl")


# --- component limits → InvalidScoreSheet naming the field ---------------------------------------

def _set(path, value):
    def mutate(sheet):
        *parents, last = path
        target = sheet
        for key in parents:
            target = target[key]
        target[last] = value
    return mutate


def _append_alcoves(column, contents):
    def mutate(sheet):
        alcoves = sheet["final_columns"][column]["alcoves"]
        start = 100
        for k, content in enumerate(contents):
            alcoves.append(alcove(1, start + k, content))
    return mutate


BAD = [
    ("stone-length", _set(["final_columns", 1, "stone"], [9, 4, 1]), "final_columns[1].stone"),
    ("stone-short", _set(["final_columns", 0, "stone"], [7]), "final_columns[0].stone"),
    ("stone-rising", _set(["final_columns", 2, "stone"], [5, 10]), "final_columns[2].stone[1]"),
    ("stone-negative", _set(["final_columns", 2, "stone", 1], -1), "final_columns[2].stone[1]"),
    ("unknown-player", _set(["final_columns", 0, "alcoves", 2, "content"], "Purple"),
     "final_columns[0].alcoves[2].content"),
    ("content-type", _set(["final_columns", 1, "alcoves", 0, "content"], 3), "final_columns[1].alcoves[0].content"),
    ("duplicate-height", _set(["final_columns", 0, "alcoves", 1, "height"], 8), "final_columns[0].alcoves[1].height"),
    ("row-6", _set(["final_columns", 1, "alcoves", 0, "row"], 6), "final_columns[1].alcoves[0].row"),
    ("row-0", _set(["final_columns", 2, "alcoves", 1, "row"], 0), "final_columns[2].alcoves[1].row"),
    ("negative-height", _set(["final_columns", 2, "alcoves", 1, "height"], -1), "final_columns[2].alcoves[1].height"),
    ("row-tiles-4", _set(["row_tiles"], [2, 3, None, 4]), "row_tiles"),
    ("row-tiles-6", _set(["row_tiles"], [2, 3, None, 4, 1, 1]), "row_tiles"),
    ("row-tile-negative", _set(["row_tiles", 2], -3), "row_tiles[2]"),
    ("row-tile-text", _set(["row_tiles", 4], "x"), "row_tiles[4]"),
    ("two-columns", lambda s: s["final_columns"].pop(), "final_columns"),
    ("no-alcoves", _set(["final_columns", 2, "alcoves"], []), "final_columns[2].alcoves"),
    ("empty-third-to-last", _set(["final_columns", 0, "alcoves", 3, "content"], None),
     "final_columns[0].alcoves[3].content"),
    ("35-crystals", _append_alcoves(2, ["Red"] * 32), "final_columns[2].alcoves[34].content"),
    ("51-drops", _append_alcoves(2, ["drop"] * 50), "final_columns[2].alcoves[52].content"),
    ("player-called-drop", _set(["players", 1, "name"], "drop"), "players[1].name"),
    ("duplicate-name", _set(["players", 2, "name"], "Red"), "players[2].name"),
    ("five-players", lambda s: s["players"].extend([{"name": "P", "track": 0, "bonus_points": 0}] * 2), "players"),
    ("missing-bonus", lambda s: s["players"][0].pop("bonus_points"), "players[0].bonus_points"),
    ("missing-row-tiles", lambda s: s.pop("row_tiles"), "row_tiles"),
    ("extra-field", _set(["final_columns", 0, "colour"], "white"), "final_columns[0].colour"),
]


@pytest.mark.rule("iquazu 1")
@pytest.mark.parametrize("mutate, field", [b[1:] for b in BAD], ids=[b[0] for b in BAD])
def test_bad_sheet_names_the_field(mutate, field):
    sheet = json.loads(SHEET.read_text())
    mutate(sheet)
    with pytest.raises(InvalidScoreSheet) as info:
        score(sheet)
    assert info.value.field == field
    assert info.value.message("pl")            # renders in Polish without a KeyError


def test_red_has_exactly_34_crystals_left_to_place_is_accepted():
    # §1 + §3 step 8: 35 crystals, one is the score marker; Red already has 3 in the final columns.
    sheet = json.loads(SHEET.read_text())
    _append_alcoves(1, ["Red"] * 31)(sheet)
    assert score(sheet).player("Red").total > 0


# --- translations -------------------------------------------------------------------------------

MARKERS = {"N_"}


def msgids(package: Path) -> set[str]:
    """Every literal passed to ``N_(...)`` in the .py files of ``package`` (generic over modules)."""
    found = set()
    for path in sorted(package.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in MARKERS
                    and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
                found.add(node.args[0].value)
    return found


def placeholders(text: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(text) if field}


@pytest.mark.parametrize("package", [PACKAGE], ids=lambda p: p.name)
def test_every_msgid_has_a_polish_translation(package):
    ids = msgids(package)
    assert len(ids) >= 10                      # the extraction found the module's texts
    polish = catalog("pl")
    missing = sorted(i for i in ids if i not in polish)
    assert missing == []
    wrong = sorted(i for i in ids if placeholders(polish[i]) != placeholders(i))
    assert wrong == []


# --- limits between two fields (issue 13) -------------------------------------------------------------------

@pytest.mark.rule("iquazu 2.6")
@pytest.mark.parametrize("column,index,row,bad,other", [
    (0, 5, 1, 5, "final_columns[0].alcoves[1]"),    # height 0 (lowest) put in row 1, but height 6 is in row 2
    (2, 0, 5, 1, "final_columns[2].alcoves[0]"),    # height 6 put in row 5: then height 3 in row 4 is above it
])
def test_rows_must_agree_with_heights_within_a_column(column, index, row, bad, other):
    """Rows are numbered from the top (§2.1, §2.6: 1 = top) and heights from the bottom (0 = lowest), so a
    higher alcove of a column is in the same or an upper row."""
    sheet = json.loads(SHEET.read_text())
    sheet["final_columns"][column]["alcoves"][index]["row"] = row
    with pytest.raises(InvalidScoreSheet) as info:
        score(sheet)
    assert info.value.field == f"final_columns[{column}].alcoves[{bad}].row"
    assert info.value.also == (other,) and str(info.value).split(": ", 1)[1].startswith(other + " is at height")


@pytest.mark.rule("iquazu 2.1")
def test_two_alcoves_of_one_row_at_different_heights_are_allowed():
    """A column can hold two alcoves in the same row (§2.1): the example's third-to-last column has two in
    row 5, at heights 1 and 0; moving the second one up in the same row changes nothing."""
    sheet = json.loads(SHEET.read_text())
    expected = json.loads(EXPECTED.read_text())["totals"]
    assert score(sheet).totals == expected
    # Red's crystal at height 1 joins row 4 (height 2 is in row 4 too): still ordered. Row 4 then has Yellow
    # and Red in the third-to-last column and Red in the last: Red 2 takes it, as Red took it before on the
    # rightmost crystal (§5.3); row 5 keeps only Green, who took it before on the lower crystal. Same totals.
    sheet["final_columns"][0]["alcoves"][4]["row"] = 4
    assert score(sheet).totals == expected


@pytest.mark.rule("iquazu 6.2")
def test_names_and_alcove_contents_are_compared_in_normal_form():
    """The shared name rule (issue 13): a name typed with a decomposed accent and spaces is the same name."""
    sheet = json.loads(SHEET.read_text())
    sheet["players"][0]["name"] = " Zoe\u0308 "
    for column in sheet["final_columns"]:
        for alc in column["alcoves"]:
            if alc["content"] == "Red":
                alc["content"] = "Zoë"
    totals = score(sheet).totals
    assert totals["Zoë"] == json.loads(EXPECTED.read_text())["totals"]["Red"]
