"""The wall editor's drawn column (companion/iquazu/ui/wall_column.py): a click on a row band places an alcove
there, a click on an alcove selects it (rim colour, row, order, removal), kept in sync with the editor's form; a
refused click shows the wall rule's reason beside the clicked row in the page language and changes nothing.

Clicks are simulated as the browser sends them (``board.click(key)``, the intent of the front end). Expected values
follow from iquazu.md §2.1 (row 1 is the top row; several alcoves of a column may share a row, told apart by height)
and §2.6 (heights unique in a column, 0 = lowest; a higher alcove is never in a lower row).
"""
from __future__ import annotations

import pytest

from companion.errors import InvalidWall
from companion.iquazu.ui.editor import WallEditor
from companion.iquazu.ui.wall_column import AddAlcove, ColumnDraft, MoveToRow


@pytest.fixture
def editor():
    ed = WallEditor(lang="en")
    yield ed
    ed.set_language("en")


def form(ed: WallEditor) -> list[tuple]:
    """The form's alcove rows of the shown column: (colour, row, height)."""
    return [tuple(w.value for w in box.children[:3]) for box in ed.alcove_rows.children]


@pytest.mark.rule("iquazu 2.1")
@pytest.mark.rule("iquazu 2.6")
def test_clicking_row_bands_places_alcoves_top_to_bottom_in_the_form(editor):
    board = editor.column_board
    assert board.legal_targets == ["row:1", "row:2", "row:3", "row:4", "row:5"]      # an empty column: any row
    assert board.click("rim:blue")                                                   # the rim of new alcoves
    assert board.click("row:1")
    assert editor.data["strips"][0]["sides"]["A"][0]["alcoves"] == [{"colour": "blue", "row": 1, "height": 0}]
    assert board.click("rim:orange") and board.click("row:5") and board.click("row:3") and board.click("row:3")
    # top first: row 1 highest; the second click on row 3 goes below the first alcove of that row (§2.1, §2.6)
    assert form(editor) == [("blue", 1, 3), ("orange", 3, 2), ("orange", 3, 1), ("orange", 5, 0)]
    assert [a["row"] for a in board.view["editor"]["column"]["alcoves"]] == [1, 3, 3, 5]
    assert board.error == ""


@pytest.mark.rule("iquazu 2.6")
def test_a_selected_alcove_changes_rim_moves_and_is_removed(editor):
    board = editor.column_board
    for key in ("row:1", "row:3", "row:3"):
        board.click(key)
    assert board.click("alcove:1:1")                               # the upper alcove of row 3
    assert board.selected == "alcove:1:1"
    live = [b["key"] for b in board.buttons]
    assert {"rim:blue", "rim:orange", "lower", "remove"} <= set(live) and "raise" not in live   # h2 is in row 1
    assert board.click("rim:blue")
    assert form(editor)[1] == ("blue", 3, 1)
    board.click("alcove:1:1")
    assert board.click("lower")                                    # swaps with the white alcove under it (row 3)
    assert form(editor) == [("white", 1, 2), ("white", 3, 1), ("blue", 3, 0)]
    board.click("alcove:1:1")
    assert board.click("row:2")                                    # row 2: between row 1 above and row 3 below
    assert form(editor)[1] == ("white", 2, 1)
    board.click("alcove:1:2")
    assert board.click("remove")
    assert form(editor) == [("white", 2, 1), ("blue", 3, 0)]
    assert board.click("undo") and len(form(editor)) == 3


@pytest.mark.rule("iquazu 2.6")
def test_a_row_contradicting_the_heights_is_refused_beside_it_in_polish_and_nothing_changes(editor):
    board = editor.column_board
    for key in ("row:1", "row:3"):
        board.click(key)
    before = [dict(a) for a in editor.data["strips"][0]["sides"]["A"][0]["alcoves"]]
    board.click("alcove:1:1")                                      # the top alcove (row 1, height 1)
    assert "row:4" not in board.legal_targets                      # below the row-3 alcove under it: not offered
    editor.set_language("pl")
    assert board.click("row:4") is False
    assert board.error_target == "row:4"                           # the callout is drawn beside this row band
    assert board.error == ("strips[0].sides.A[0].alcoves[0].row: wnęka na wysokości 1 jest nad wnęką na wysokości "
                           "0, ale w niższym rzędzie (4 > 3); rząd 1 jest najwyżej (iquazu 2.6)")
    assert editor.data["strips"][0]["sides"]["A"][0]["alcoves"] == before        # the last valid column is kept
    assert board.selected == "alcove:1:1"
    editor.set_language("en")
    assert board.error.startswith("strips[0].sides.A[0].alcoves[0].row: the alcove at height 1 is above")


@pytest.mark.rule("iquazu 2.6")
def test_the_form_and_the_drawn_column_stay_in_sync(editor):
    board = editor.column_board
    board.click("row:2")
    editor._add_alcove_clicked()                                   # the form's "Add alcove" (white, top row, on top)
    editor.alcove_rows.children[1].children[0].value = "orange"   # the new alcove's rim, typed in the form
    drawn = board.view["editor"]["column"]["alcoves"]
    assert [(a["colour"], a["row"], a["height"]) for a in drawn] == [("orange", 2, 1), ("white", 2, 0)]
    editor.add_column("1", "A")                                    # another column shown: the drawn one is empty
    assert board.view["editor"]["column"]["alcoves"] == [] and board.view["editor"]["title"].endswith("column 2")


@pytest.mark.rule("iquazu 2.6")
def test_the_draft_refuses_what_the_wall_loader_refuses():
    draft = ColumnDraft().apply(AddAlcove(1)).apply(AddAlcove(2))
    with pytest.raises(InvalidWall) as exc:
        draft.apply(MoveToRow(1, 3))                               # height 1 above height 0 (row 2) but in row 3
    assert exc.value.rule == "iquazu 2.6" and exc.value.field == "column.alcoves[0].row"
    assert draft.alcoves == (("white", 1, 1), ("white", 2, 0))
