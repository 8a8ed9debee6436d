"""The Iquazú wall as data (companion/iquazu/wall.py): the format, its validation and the shipped demo wall.

Expected values are the facts of shared/rules/iquazu.md §1, §2.1–2.2, §2.6, §3 and §5.2 (the demo must follow
every one of them); the demo's own numbers are invented and are only checked against those facts.
"""
from __future__ import annotations

import copy
import json
import random

import pytest

from companion.errors import InvalidBoard, InvalidWall
from companion.iquazu.wall import SCHEMA, load_wall, load_wall_data, parse_layout, wall_from_dict

DEMO = load_wall_data("demo")


# --- the demo wall follows every stated fact -----------------------------------------------------

@pytest.mark.rule("iquazu 2.2")
def test_demo_wall_is_labelled_demo_in_the_data_and_on_screen():
    wall = load_wall("demo")
    assert DEMO["demo"] is True and wall.demo is True
    assert "not the printed board" in DEMO["note"]
    assert "not the printed board" in wall.label().text("en")
    assert "nie" in wall.label().text("pl") and wall.label().text("pl") != wall.label().text("en")


@pytest.mark.rule("iquazu 2.2")
def test_demo_wall_has_eleven_alcove_columns_whatever_the_strip_order_and_sides():
    # §2.2: 14 column positions, alcoves in columns 1–11; §3 step 3: strips in random order, random sides
    wall = load_wall("demo")
    assert wall.columns == 11 and wall.frame_positions == 9
    for seed in range(30):
        layout = wall.random_layout(random.Random(seed))
        assert len(wall.lay(layout)) == 11


@pytest.mark.rule("iquazu 2.2")
def test_demo_wall_tiles_lie_in_columns_6_to_14_light_then_dark():
    # §2.1–2.2: no tiles on the first 5 columns; light tiles in 6–12, dark tiles on the last two columns
    wall = load_wall("demo")
    assert [t["column"] for t in DEMO["tile_columns"]] == list(range(6, 15))
    assert wall.tile_backs == ("light",) * 7 + ("dark",) * 2


@pytest.mark.rule("iquazu 1")
def test_demo_wall_has_35_light_and_10_dark_tiles_of_the_four_kinds():
    wall = load_wall("demo")
    light = sum(c for t, c in wall.tiles if t.back == "light")
    dark = sum(c for t, c in wall.tiles if t.back == "dark")
    assert (light, dark) == (35, 10)
    assert {t.kind for t, _ in wall.tiles} == {"vp", "cards", "any_colour", "double_move"}
    assert all(t.value in (2, 3, 4) for t, _ in wall.tiles if t.kind == "cards")


@pytest.mark.rule("iquazu 5.2")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_demo_stones_have_n_minus_1_values_high_to_low(players):
    stones = load_wall("demo").stones_for(players)
    assert len(stones) == 11
    for stone in stones:
        assert len(stone) == players - 1
        assert list(stone) == sorted(stone, reverse=True)


@pytest.mark.rule("iquazu 2.6")
def test_demo_columns_rows_1_to_5_unique_heights_top_first():
    wall = load_wall("demo")
    for _, sides in wall.strips:
        for _, columns in sides:
            for column in columns:
                heights = [a.height for a in column.alcoves]
                assert heights == sorted(heights, reverse=True) and len(set(heights)) == len(heights)
                assert all(1 <= a.row <= 5 for a in column.alcoves)
                assert [a.row for a in column.alcoves] == sorted(a.row for a in column.alcoves)
                assert {a.colour for a in column.alcoves} <= {"white", "blue", "orange"}


def test_wall_round_trips_through_its_dict_and_a_file(tmp_path):
    wall = load_wall("demo")
    assert wall_from_dict(wall.to_dict()) == wall
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(wall.to_dict()))
    assert load_wall(path) == wall and load_wall(str(path)) == wall
    assert hash(load_wall(path)) == hash(wall)


def test_schema_is_valid_json_schema():
    import jsonschema

    jsonschema.Draft7Validator.check_schema(SCHEMA)
    jsonschema.Draft7Validator(SCHEMA).validate(DEMO)


# --- a bad wall names the field and the rule --------------------------------------------------------

def _set(path, value):
    def mutate(data):
        *parents, last = path
        target = data
        for key in parents:
            target = target[key]
        target[last] = value
    return mutate


def _delete(path):
    def mutate(data):
        *parents, last = path
        target = data
        for key in parents:
            target = target[key]
        del target[last]
    return mutate


ALC = ["strips", 0, "sides", "A", 0, "alcoves"]

BAD = [
    ("no-demo-field", _delete(["demo"]), "demo", "iquazu 2.6"),
    ("demo-not-bool", _set(["demo"], "yes"), "demo", "iquazu 2.6"),
    ("format", _set(["format"], "meduris-board"), "format", "iquazu 2.6"),
    ("row-6", _set([*ALC, 0, "row"], 6), "strips[0].sides.A[0].alcoves[0].row", "iquazu 2.1"),
    ("row-0", _set([*ALC, 1, "row"], 0), "strips[0].sides.A[0].alcoves[1].row", "iquazu 2.1"),
    ("colour-green", _set([*ALC, 2, "colour"], "green"), "strips[0].sides.A[0].alcoves[2].colour", "iquazu 2.1"),
    ("negative-height", _set([*ALC, 0, "height"], -1), "strips[0].sides.A[0].alcoves[0].height", "iquazu 2.6"),
    ("fraction-height", _set([*ALC, 0, "height"], 1.5), "strips[0].sides.A[0].alcoves[0].height", "iquazu 2.6"),
    ("height-twice", _set([*ALC, 1, "height"], 4), "strips[0].sides.A[0].alcoves[1].height", "iquazu 2.6"),
    # alcove 0 (row 1, height 4) moved to row 4 sits above alcove 2 (row 3, height 2): a lower row higher up
    ("row-order", _set([*ALC, 0, "row"], 4), "strips[0].sides.A[0].alcoves[0].row", "iquazu 2.6"),
    ("column-without-alcoves", _set(ALC, []), "strips[0].sides.A[0].alcoves", "iquazu 2.6"),
    ("no-shade", _delete(["strips", 0, "sides", "A", 0, "shade"]), "strips[0].sides.A[0].shade", "iquazu 2.6"),
    ("side-C", _set(["strips", 0, "sides", "C"], []), "strips[0].sides.C", "iquazu 2.6"),
    ("no-sides", _set(["strips", 0, "sides"], {}), "strips[0].sides", "iquazu 1"),
    ("sides-differ", lambda d: d["strips"][1]["sides"]["B"].pop(), "strips[1].sides.B", "iquazu 3"),
    ("strip-twice", _set(["strips", 1, "strip"], "1"), "strips[1].strip", "iquazu 2.6"),
    ("strip-id", _set(["strips", 1, "strip"], "strip two"), "strips[1].strip", "iquazu 2.6"),
    ("tile-column-missing", lambda d: d["tile_columns"].pop(3), "tile_columns", "iquazu 2.2"),
    ("tile-column-15", lambda d: d["tile_columns"].append({"column": 15, "back": "dark"}),
     "tile_columns[9].column", "iquazu 2.2"),
    ("tile-column-5", _set(["tile_columns", 0, "column"], 5), "tile_columns[0].column", "iquazu 2.2"),
    ("tile-column-twice", _set(["tile_columns", 1, "column"], 6), "tile_columns[1].column", "iquazu 2.2"),
    ("dark-back-moved", _set(["tile_columns", 0, "back"], "dark"), "tile_columns", "iquazu 3"),
    ("44-tiles", _set(["bonus_tiles", 0, "count"], 5), "bonus_tiles", "iquazu 1"),
    ("cards-5", _set(["bonus_tiles", 3, "value"], 5), "bonus_tiles[3].value", "iquazu 1.1"),
    ("vp-0", _set(["bonus_tiles", 0, "value"], 0), "bonus_tiles[0].value", "iquazu 1.1"),
    ("vp-without-value", _delete(["bonus_tiles", 0, "value"]), "bonus_tiles[0].value", "iquazu 1.1"),
    ("double-with-value", _set(["bonus_tiles", 7, "value"], 2), "bonus_tiles[7].value", "iquazu 1.1"),
    ("kind-unknown", _set(["bonus_tiles", 7, "kind"], "steal"), "bonus_tiles[7].kind", "iquazu 1.1"),
    ("tile-kind-twice", _set(["bonus_tiles", 1, "value"], 1), "bonus_tiles[1]", "iquazu 1.1"),
    ("stone-length", _set(["scoring_boards", "3", 4], [6, 3, 1]), "scoring_boards.3[4]", "iquazu 5.2"),
    ("stone-rising", _set(["scoring_boards", "4", 2], [5, 6, 1]), "scoring_boards.4[2][1]", "iquazu 5.2"),
    ("stones-per-column", lambda d: d["scoring_boards"]["2"].pop(), "scoring_boards.2", "iquazu 2.1"),
    ("board-5-players", _set(["scoring_boards", "5"], [[1]] * 11), "scoring_boards.5", "iquazu 5.2"),
    ("no-board", _set(["scoring_boards"], {}), "scoring_boards", "iquazu 3"),
    ("unknown-field", _set(["printed"], True), "printed", "iquazu 2.6"),
]


@pytest.mark.parametrize("mutate, field, rule", [b[1:] for b in BAD], ids=[b[0] for b in BAD])
def test_bad_wall_names_the_field_and_the_rule(mutate, field, rule):
    data = copy.deepcopy(DEMO)
    mutate(data)
    with pytest.raises(InvalidWall) as info:
        wall_from_dict(data)
    assert (info.value.field, info.value.rule) == (field, rule)
    message = info.value.message("pl")
    assert message.startswith(field) and message.endswith(f"({rule})")
    assert isinstance(info.value, InvalidBoard)


def test_wall_errors_render_in_both_languages():
    data = copy.deepcopy(DEMO)
    data["scoring_boards"]["3"][4] = [6, 3, 1]
    with pytest.raises(InvalidWall) as info:
        wall_from_dict(data)
    assert "3-player stone has 2 values" in info.value.message("en")
    assert info.value.message("pl") != info.value.message("en")


def test_missing_and_malformed_wall_files(tmp_path):
    with pytest.raises(InvalidWall) as info:
        load_wall(tmp_path / "none.json")
    assert info.value.field == "wall"
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(InvalidWall):
        load_wall(bad)
    with pytest.raises(InvalidWall) as info:
        wall_from_dict([1, 2])
    assert info.value.field == "wall"


@pytest.mark.rule("iquazu 3")
def test_layout_names_every_strip_once_on_a_side_it_has():
    wall = load_wall("demo")
    layout = wall.check_layout(["5B", "1A", "3A", "2B", "4A"])
    assert layout[0] == ("5", "B") and len(wall.lay(layout)) == 11
    assert parse_layout([["2", "A"]]) == (("2", "A"),)
    for bad, field in ((["5B", "1A", "3A", "2B"], "layout"), (["5B", "1A", "3A", "2B", "2A"], "layout"),
                       (["9A", "1A", "3A", "2B", "4A"], "layout[0]"), ("1A", "layout"), (["1C"], "layout[0]")):
        with pytest.raises(InvalidWall) as info:
            wall.check_layout(bad)
        assert info.value.field == field and info.value.rule == "iquazu 3"
