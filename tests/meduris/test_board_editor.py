"""The Meduris board editor (companion/meduris/ui/editor.py): entering the unknown sites of the
4-player side (meduris.md §2.3) with the engine's own board loader as the judge (§2.4).

Expected values come from meduris.md §2.3 (known sites 1-8 and the last one, wool + wood; sites 9-39,
the last site's district and the site count unknown) and §2.2 (the 9 districts in lap order).
The sites typed in by these tests are a TEST PATTERN, not the real 4-player board.
"""
from __future__ import annotations

import json
import random

import pytest

from companion.errors import InvalidBoard
from companion.meduris.board import board_from_dict as load_board_data_from
from companion.meduris.board import load_board
from companion.meduris.ui.editor import BoardEditor
from companion.meduris.engine import new_game
from companion.meduris.options import Options
from support import assert_upload_refused, save_and_load, text_boxes

LAP_ORDER = ["Snake", "Diamond", "Fountain", "Libra", "Cancer", "Wave", "Pisces", "Hook", "Arrow"]  # §2.2
PAIRS = [("wood", "stone"), ("wool", "copper"), ("stone", "wool"), ("copper", "wood"), ("wool", "wood"),
         ("stone", "copper")]


def fill_test_pattern(editor: BoardEditor) -> None:
    """TEST PATTERN (not the real board): every missing site gets a cycling resource pair and a district
    from Diamond to Arrow in lap order; the last site keeps its known resources."""
    for number in editor.missing_sites:
        district = LAP_ORDER[1 + (number - 9) * 8 // 32]
        symbols = None if number == editor.site_count else PAIRS[number % len(PAIRS)]
        editor.set_site(number, symbols=symbols, district=district)


def complete_editor() -> BoardEditor:
    editor = BoardEditor("4p")
    fill_test_pattern(editor)
    editor.set_site_count(40, confirmed=True)
    editor.confirm_districts()
    return editor


@pytest.mark.rule("meduris 2.3")
def test_shipped_4p_side_lists_the_unknown_sites():
    editor = BoardEditor("4p")
    # §2.3: sites 9-39 unknown, and the last site's district is unknown -> 9..40 with 40 sites expected
    assert editor.missing_sites == list(range(9, 41))
    assert editor.board is None
    assert isinstance(editor.error, InvalidBoard)
    assert "sites 9-40" in editor.error.message("en")
    assert editor.status_text().startswith("Still missing: 32 of 40 sites (sites 9-40).")


@pytest.mark.rule("meduris 2.3")
def test_known_sites_are_read_only():
    editor = BoardEditor("4p")
    editor.set_site(3, symbols=("stone", "copper"), district="Snake")  # the reference's values: accepted
    with pytest.raises(InvalidBoard, match="resources are known"):
        editor.set_site(3, symbols=("wool", "copper"))
    with pytest.raises(InvalidBoard, match="district is known"):
        editor.set_site(7, district="Snake")  # §2.3: site 7 is Diamond
    row = editor._rows[3]
    assert all(not hasattr(w, "options") for w in (*row.slots, row.district))  # no dropdowns for known values
    last = editor._rows["last"]
    assert not hasattr(last.slots[0], "options") and hasattr(last.district, "options")  # only its district open
    assert editor.missing_sites == list(range(9, 41))


@pytest.mark.rule("meduris 2.2")
def test_district_dropdown_lists_the_nine_districts_in_lap_order():
    editor = BoardEditor("4p")
    values = list(editor._rows[9].district.options)
    assert [v for _label, v in values] == [""] + LAP_ORDER
    assert [v for _label, v in editor._rows[9].slots[0].options] == ["", "wood", "wool", "copper", "stone"]


@pytest.mark.rule("meduris 2.4")
def test_completion_needs_every_site_and_the_confirmations():
    editor = BoardEditor("4p")
    fill_test_pattern(editor)
    assert editor.missing_sites == []
    assert editor.board is None and "unconfirmed" in editor.error.message("en")
    editor.set_site_count(40, confirmed=True)
    assert editor.board is None  # districts still unconfirmed
    editor.confirm_districts()
    board = editor.board
    assert editor.error is None and board is not None
    assert board.size == 40 and board.river_between == (40, 1)
    assert board.site(40).symbols == ("wool", "wood")      # §2.3 last site
    assert board.site(3).symbols == ("stone", "copper")    # §2.3 site 3
    assert board.site(9).symbols == PAIRS[9 % 6] and board.site(9).district == "Diamond"
    assert editor.status_text() == "The board is complete (40 sites) and can be used for a game."


@pytest.mark.rule("meduris 3")
def test_a_four_player_game_runs_on_the_entered_board():
    editor = complete_editor()
    with pytest.raises(InvalidBoard, match="incomplete"):
        new_game(["A", "B", "C", "D"], seed=3)  # the shipped side alone still refuses
    state = new_game(["A", "B", "C", "D"], seed=3, options=Options(board=editor.to_dict()))
    assert state.board.size == 40
    rng = random.Random(5)
    for _ in range(30):
        state = state.apply(rng.choice(state.legal_moves(exchanges=False)))
    assert state.turn >= 1


def test_an_engine_error_is_shown_and_the_entries_are_kept():
    editor = complete_editor()
    editor.set_site(9, symbols=("wood", "gold"), district="Diamond")
    assert editor.board is None
    assert editor.error.message("en") == "Board 4p: site 9 has an unknown resource gold."
    assert "gold" in editor.error_box.value
    site9 = next(s for s in editor.to_dict()["sites"] if s["site"] == 9)
    assert site9["symbols"] == ["wood", "gold"] and site9["district"] == "Diamond"
    assert editor._rows[10].district.value == LAP_ORDER[1]   # other entries untouched
    editor.set_site(9, symbols=("wood", "stone"))
    assert editor.error is None and editor.board is not None


def test_clearing_a_site_makes_it_missing_again():
    editor = complete_editor()
    editor.set_site(20, symbols=(None, None), district="")
    assert editor.missing_sites == [20]
    assert "1 of 40 sites is missing or unknown (site 20)" in editor.error.message("en")
    assert "brakuje 1 z 40 pól lub jest ono nieznane (pole 20)" in editor.error.message("pl")


def test_dropdowns_change_the_board_like_the_python_api():
    editor = BoardEditor("4p")
    row = editor._rows[9]
    row.slots[0].value, row.slots[1].value, row.district.value = "wood", "stone", "Diamond"
    assert 9 not in editor.missing_sites
    assert next(s for s in editor.to_dict()["sites"] if s["site"] == 9) == {
        "site": 9, "district": "Diamond", "symbols": ["wood", "stone"], "entered": ["symbols", "district"]}
    row.district.value = ""
    assert 9 in editor.missing_sites


def test_the_python_api_shows_its_entries_in_the_dropdowns():
    editor = BoardEditor("4p")
    editor.set_site(12, symbols=("copper", "gold"), district="Fountain")
    row = editor._rows[12]
    assert (row.slots[0].value, row.slots[1].value, row.district.value) == ("copper", "gold", "Fountain")
    editor.set_site(40, district="Arrow")
    assert editor._rows["last"].district.value == "Arrow"


@pytest.mark.rule("meduris 2.3")
def test_site_count_moves_the_known_last_site():
    editor = BoardEditor("4p")
    editor.set_site(39, symbols=("wood", "stone"), district="Arrow")
    editor.set_site_count(38)
    assert editor.missing_sites == list(range(9, 39))
    sites = {s["site"]: s for s in editor.to_dict()["sites"]}
    assert sites[38]["symbols"] == ["wool", "wood"] and 39 not in sites and 40 not in sites
    assert len(editor.sites.children) == 38
    editor.set_site_count(40)
    assert {s["site"]: s for s in editor.to_dict()["sites"]}[39]["symbols"] == ["wood", "stone"]  # kept
    with pytest.raises(InvalidBoard, match="between 9 and"):
        editor.set_site_count(8)  # sites 1-8 are known, and the last site comes after them


def test_save_and_load_round_trip(tmp_path):
    editor = BoardEditor("4p")
    editor.set_site(9, symbols=("wood", "stone"), district="Diamond")
    editor.set_site(40, district="Arrow")
    path = editor.save(tmp_path / "partial.json")
    again = BoardEditor(path)
    assert again.to_dict() == editor.to_dict()
    assert again.missing_sites == list(range(10, 40))
    again.set_site(9, symbols=("wool", "copper"))       # entered fields stay editable after a reload
    with pytest.raises(InvalidBoard):
        again.set_site(40, symbols=("wood", "wood"))     # known ones stay read-only
    done = complete_editor()
    done.save(tmp_path / "meduris-4p-board.json")
    assert load_board(tmp_path / "meduris-4p-board.json") == done.board
    editor.load(tmp_path / "meduris-4p-board.json")
    assert editor.board == done.board and editor.missing_sites == []


def test_save_downloads_a_board_file_and_upload_loads_it_no_server_path(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    editor = complete_editor()
    assert text_boxes(editor.widget) == []                     # no file-name box: nothing typed is opened
    other = BoardEditor("4p")
    data = save_and_load(editor.file, other.file, "meduris-4p-board.json")   # Save: the board as it is now
    assert data == editor.to_dict()
    assert data["site_count"] == 40 and data["site_count_confirmed"] is True and data["districts_confirmed"] is True
    assert load_board_data_from(data) == editor.board          # an ordinary board file for the engine
    assert other.board == editor.board and other.missing_sites == []
    assert list(tmp_path.iterdir()) == []                      # nothing written on the server


def test_a_bad_file_is_reported_and_nothing_changes(tmp_path):
    editor = BoardEditor("4p")
    editor.set_site(9, symbols=("wood", "stone"), district="Diamond")
    before = editor.to_dict()
    with pytest.raises(InvalidBoard, match="does not exist"):
        editor.load(tmp_path / "nope.json")
    assert editor.to_dict() == before


@pytest.mark.parametrize("content, words", [
    (b"[1, 2]", "The file does not contain a board."),
    (b"{oops", "it is not valid JSON"),
    (b"\xff", "it is not text (UTF-8)"),
    (b" " * 2_000_001, "it is too large"),
    (json.dumps({"name": "x", "site_count": 12, "sites": 5}).encode(), "The board file cannot be read"),
    (json.dumps({"name": "x", "site_count": 2}).encode(), "the number of sites is unknown or too small"),
])
def test_a_bad_upload_is_refused_beside_the_field_and_nothing_changes(content, words):
    editor = BoardEditor("4p")
    editor.set_site(9, symbols=("wood", "stone"), district="Diamond")
    assert_upload_refused(editor.file, content, words, editor.to_dict)
    assert editor._rows[9].slots[0].value == "wood"            # the widgets still show what was typed


def test_polish_labels_and_messages():
    editor = BoardEditor("4p", lang="pl")
    assert "Zapisz planszę" in editor.file.link.value
    assert editor.file.upload.description == "Prześlij planszę"
    labels = [label for label, _v in editor._rows[9].slots[0].options]
    assert labels == ["— wybierz —", "Drewno", "Wełna", "Miedź", "Kamień"]        # glossary §8
    assert [label for label, _v in editor._rows[9].district.options][1:3] == ["1. Wąż", "2. Romb"]
    assert editor.status_text().startswith("Wciąż brakuje 32 z 40 pól (pola 9-40).")
    assert "Plansza 4p jest niekompletna" in editor.error_box.value
    assert "prawdopodobny" in editor._rows[6].note.value  # the note on site 6, translated


def test_switching_language_keeps_the_entries():
    editor = BoardEditor("4p")
    editor.set_site(9, symbols=("wood", "stone"), district="Diamond")
    editor.set_language("pl")
    row = editor._rows[9]
    assert (row.slots[0].value, row.slots[1].value, row.district.value) == ("wood", "stone", "Diamond")
    assert row.slots[0].label == "Drewno"
    assert editor.missing_sites == list(range(10, 41))


def test_editor_follows_the_one_page_language_switch():
    from companion.ui.language import language_switch, page_language

    editor = BoardEditor("4p")
    quiet = BoardEditor("4p", switch=False)
    assert editor.language in editor.widget.children[2].children and editor.language not in quiet.widget.children
    language_switch().value = "pl"                        # another switch on the same page, e.g. the lesson's
    assert page_language().lang == "pl" and editor.lang == quiet.lang == "pl"
    assert editor.language.value == "pl" and "Zapisz planszę" in editor.file.link.value
    assert quiet.status_text().startswith("Wciąż brakuje 32 z 40 pól")


def test_complete_side_has_nothing_to_enter():
    editor = BoardEditor("2-3p")
    assert editor.missing_sites == [] and editor.error is None
    assert editor.board == load_board("2-3p")
    assert editor.header.children == ()  # no site count or district confirmation to give


def test_repr_is_deterministic():
    text = repr(BoardEditor("4p"))
    assert text == repr(BoardEditor("4p")) and "0x" not in text
    assert text.startswith("BoardEditor(board='4p', sites=40, missing='9-40', complete=False")
