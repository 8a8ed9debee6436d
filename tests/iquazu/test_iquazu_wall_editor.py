"""The Iquazú wall editor (companion/iquazu/ui/editor.py): entering a wall column by column, with the engine's
wall loader as the judge (iquazu.md §2.6) and its messages shown beside the field they name.

The walls typed in here are the shipped DEMO wall (invented data) and small test patterns, never the printed
board.
"""
from __future__ import annotations

import copy
import json

import pytest

from companion.errors import InvalidWall
from companion.iquazu.engine import new_game
from companion.iquazu.options import Options
from companion.iquazu.ui.editor import WallEditor
from companion.iquazu.wall import load_wall, load_wall_data
from companion.ui.language import set_language
from support import assert_upload_refused, save_and_load, text_boxes

DEMO = load_wall_data("demo")


def type_in(editor: WallEditor, data: dict) -> None:
    """Enter ``data`` (a wall dict) through the editor's Python API, strip by strip, column by column."""
    for strip in data["strips"]:
        editor.add_strip(strip["strip"])
        for side, columns in strip["sides"].items():
            for column in columns:
                index = editor.add_column(strip["strip"], side, column["shade"])
                editor.set_column(strip["strip"], side, index, column["alcoves"])
    for n, stones in data["scoring_boards"].items():
        editor.set_stones(int(n), stones)
    for tile in data["bonus_tiles"]:
        editor.set_tiles(tile["back"], tile["kind"], tile.get("value"), tile["count"])


@pytest.mark.rule("iquazu 2.6")
def test_a_new_wall_starts_empty_and_says_what_is_missing():
    editor = WallEditor()
    assert editor.data["strips"] == [] and editor.data["demo"] is False
    assert editor.wall is None and editor.error.field == "strips"
    assert "strips" in editor.status_text("en")


@pytest.mark.rule("iquazu 2.6")
def test_typing_in_the_demo_wall_gives_the_demo_walls_data():
    editor = WallEditor()
    type_in(editor, DEMO)
    assert editor.error is None, editor.error
    demo = load_wall("demo")
    wall = editor.wall
    assert wall.strips == demo.strips and wall.stones == demo.stones and wall.tiles == demo.tiles
    assert wall.tile_backs == demo.tile_backs and wall.demo is False
    assert editor.status_text("en") == "The wall is complete (11 alcove columns) and can be used for a game."


@pytest.mark.rule("iquazu 2.6")
def test_an_error_is_shown_beside_the_alcove_it_names_and_the_entries_are_kept():
    editor = WallEditor()
    type_in(editor, DEMO)
    editor.set_column("1", "A", 0, [("white", 1, 4), ("blue", 2, 4), ("orange", 3, 2)])   # height 4 twice
    field = "strips[0].sides.A[0].alcoves[1].height"
    assert editor.error.field == field and editor.error.rule == "iquazu 2.6"
    assert "height 4 is used twice" in editor.note_for(field)
    assert "height 4 is used twice" in editor.status.value
    assert editor.data["strips"][0]["sides"]["A"][0]["alcoves"][1] == {"colour": "blue", "row": 2, "height": 4}
    editor.alcove_rows.children[1].children[2].value = 3          # the height field of that alcove
    assert editor.error is None and editor.note_for(field) == ""


@pytest.mark.rule("iquazu 5.2")
def test_stones_are_typed_one_line_per_column_and_checked(iq):
    editor = WallEditor()
    type_in(editor, DEMO)
    lines = "\n".join("/".join(map(str, s)) for s in DEMO["scoring_boards"]["4"])
    editor.stone_texts[4].value = lines.replace("8/5/2", "8/5", 1)
    assert editor.error.field.startswith("scoring_boards.4[") and editor.error.rule == "iquazu 5.2"
    assert "4-player stone has 3 values" in editor.note_for("scoring_boards.4")
    editor.stone_texts[4].value = "8/5/x"
    assert "whole numbers" in editor.note_for("scoring_boards.4")
    editor.stone_texts[4].value = lines
    assert editor.error is None


@pytest.mark.rule("iquazu 1")
def test_tile_rows_and_backs_follow_the_widgets():
    editor = WallEditor()
    type_in(editor, DEMO)
    row = editor.tile_rows.children[0]
    row.children[3].value = 5                                     # count of the first tile kind: 6 → 5
    assert editor.error.field == "bonus_tiles" and "35" in editor.error.message("en")
    assert "35" in editor.note_for("bonus_tiles")
    row.children[3].value = 6
    assert editor.error is None
    editor.tile_backs.children[0].value = "dark"                  # tile column 6 with a dark back
    assert editor.error.field == "tile_columns"


def test_widgets_change_the_column_like_the_python_api():
    editor = WallEditor()
    editor.add_strip()
    editor.add_column("1", "A")
    editor.add_alcove_button.click()
    editor.add_alcove_button.click()
    alcoves = editor.data["strips"][0]["sides"]["A"][0]["alcoves"]
    assert [a["height"] for a in alcoves] == [0, 1]
    editor.alcove_rows.children[1].children[0].value = "orange"
    editor.alcove_rows.children[1].children[1].value = 1
    assert alcoves[1] == {"colour": "orange", "row": 1, "height": 1}
    editor.alcove_rows.children[0].children[3].click()            # remove the first alcove
    assert [a["height"] for a in editor.data["strips"][0]["sides"]["A"][0]["alcoves"]] == [1]


@pytest.mark.rule("iquazu 2.2")
def test_the_demo_stays_marked_as_invented_until_unticked():
    editor = WallEditor("demo")
    assert editor.error is None and editor.wall.demo and editor.demo.value
    assert "invented" in editor.demo_note.value
    editor.demo.value = False
    assert editor.wall.demo is False and editor.demo_note.value == ""


def test_language_switch_relabels_the_editor():
    editor = WallEditor("demo")
    set_language("pl")
    assert "edytor ściany" in editor.heading.value
    assert editor.file.upload.description == "Wczytaj plik ściany" and "Pobierz ścianę" in editor.file.link.value
    set_language("en")
    assert "wall editor" in editor.heading.value


def test_save_load_and_play_on_the_saved_wall(tmp_path):
    editor = WallEditor()
    type_in(editor, DEMO)
    editor.set_name("my copy")
    path = editor.save(tmp_path / "wall.json")
    again = WallEditor(path)
    assert again.to_dict() == editor.to_dict()
    assert json.loads(path.read_text())["demo"] is False
    s = new_game(["A", "B", "C"], seed=4, options=Options(wall=str(path)))
    assert s.wall.name == "my copy" and not s.wall.demo
    assert "not the printed board" not in s.view(0)["wall"]["label"]


def test_save_downloads_and_upload_loads_no_server_path(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    editor = WallEditor()
    assert text_boxes(editor.file.widget) == []                # no file-name box: nothing typed is opened
    type_in(editor, DEMO)
    editor.set_name("my copy")
    other = WallEditor()
    saved = save_and_load(editor.file, other.file, "iquazu-wall.json")   # Save: the wall as it is now
    assert saved == editor.to_dict() and other.to_dict() == saved and other.error is None
    assert list(tmp_path.iterdir()) == []                      # nothing written on the server


@pytest.mark.parametrize("content, words", [
    (b"{oops", "it is not valid JSON"),
    (b"\xe9t\xe9", "it is not text (UTF-8)"),
    (b"[" * 2_000_001, "it is too large"),
    (b"[1, 2]", "a wall file holds a JSON object"),                        # not a wall at all
    # another kind of file: a score sheet (none of the wall's parts) replaced the wall by an empty one
    (json.dumps({"game": "meduris", "players": [{"name": "Ann"}]}).encode(), "this is not an Iquazú wall file"),
    (json.dumps({"format": "world-wonders/tiles", "version": 1, "name": "x"}).encode(),
     "this is not an Iquazú wall file"),
    (json.dumps({"strips": [1, 2], "scoring_boards": []}).encode(), "the wall cannot be read"),
])
def test_a_bad_upload_is_refused_beside_the_field_and_nothing_changes(content, words):
    editor = WallEditor()
    type_in(editor, DEMO)
    assert_upload_refused(editor.file, content, words, editor.to_dict)


@pytest.mark.rule("iquazu 2.6")
def test_an_uploaded_json_file_that_is_not_a_whole_wall_does_not_break_the_editor():
    """Another JSON file (a saved game, a half-written wall) uploaded on the wall-editor page raised KeyError
    'scoring_boards' from the editor's drawing: the page stopped answering (even its language switch). Missing
    parts of the wall format are empty; parts of the wrong shape are refused and nothing changes."""
    editor = WallEditor(switch=False)
    editor.open_data({"name": "x", "strips": [], "scoring": {}})     # no scoring_boards, bonus_tiles, tile_columns
    assert editor.data["name"] == "x" and editor.data["scoring_boards"] == {} and editor.data["bonus_tiles"] == []
    assert editor.error is not None and editor.error.field == "scoring"      # the loader's complaint is shown
    before = copy.deepcopy(editor.data)
    with pytest.raises(InvalidWall) as err:
        editor.open_data({"name": "y", "strips": [1, 2], "scoring_boards": []})
    assert "the wall cannot be read" in err.value.message("en")
    assert editor.data == before
