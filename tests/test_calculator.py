"""The score calculator (companion/calculator): schema-driven widgets, live result, errors in place,
save/load and the language switch. Expected numbers come from shared/examples/*.expected.json and the
rules references, never from running the scorer."""
from __future__ import annotations

import base64
import json
import re

import ipywidgets as W
import pytest

from companion.calculator import Calculator, field_label, parse_path
from companion.calculator.editors import IntListEditor
from companion.calculator.labels import Texts
from companion.errors import InvalidScoreSheet
from support import example, example_sheets, expected_for

GAMES_WITH_EXAMPLES = [(p.name.rsplit("-", 1)[0], p) for p in example_sheets()]


def _calculator_or_skip(game: str, **kwargs) -> Calculator:
    try:
        return Calculator(game, **kwargs)
    except ImportError:
        pytest.skip(f"the {game} scorer is not written yet")


@pytest.mark.parametrize("game,path", GAMES_WITH_EXAMPLES, ids=[p.stem for _, p in GAMES_WITH_EXAMPLES])
def test_example_sheet_gives_the_hand_worked_totals(game, path):
    calc = _calculator_or_skip(game)
    calc.load_sheet(path)
    expected = expected_for(path)
    assert calc.error is None
    assert calc.result.totals == expected["totals"]
    assert sorted(calc.result.winners) == sorted(expected["winners"])


@pytest.mark.parametrize("game,path", GAMES_WITH_EXAMPLES, ids=[p.stem for _, p in GAMES_WITH_EXAMPLES])
def test_widgets_give_back_the_loaded_sheet(game, path, tmp_path):
    calc = _calculator_or_skip(game)
    sheet = json.loads(path.read_text(encoding="utf-8"))
    calc.load_sheet(sheet)
    assert calc.to_sheet() == sheet
    saved = calc.save(tmp_path / "sheet.json")
    assert json.loads(saved.read_text(encoding="utf-8")) == sheet


def test_fresh_calculator_starts_with_default_players():
    calc = Calculator("meduris")
    assert [p.name for p in calc.players] == ["Player 1", "Player 2"]
    assert calc.to_sheet()["players"][0] == {"name": "Player 1", "track": 0, "rune_stones": 0, "temples": [],
                                             "huts_built": 0, "resources_left": 0}


@pytest.mark.rule("meduris 5.3")
def test_typing_a_value_rescores_at_once():
    calc = Calculator("meduris", sheet=example("meduris-2p"))
    calc.set_value("players[0].rune_stones", 4)   # Blue: 68 − (1+…+5) + (1+…+4) = 68 − 15 + 10
    assert calc.result.totals["Blue"] == 63
    calc.set_value("players[0].temples[0][0]", 0)  # Blue's first temple had 3 huts on its left
    assert calc.result.totals["Blue"] == 60


@pytest.mark.rule("meduris 1")
def test_broken_limit_is_marked_in_place_and_last_result_kept():
    calc = Calculator("meduris", sheet=example("meduris-2p"))
    calc.set_value("players[1].rune_stones", 5)   # 5 + 5 stones, but only 9 rune stones exist
    assert calc.error is not None and calc.error.field == "players[1].rune_stones"
    widget = calc.widget_for("players[1].rune_stones")
    assert "companion-invalid" in widget._dom_classes
    assert widget.value == "5"                      # what was typed stays
    assert "9" in calc.players[1].rows["rune_stones"].message.value
    assert calc.result.totals == {"Blue": 68, "Purple": 73}   # last valid result stays
    assert "companion-stale" in calc.result_box._dom_classes
    assert "last valid result" in calc.banner.value
    calc.set_value("players[1].rune_stones", 4)
    assert calc.error is None
    assert "companion-invalid" not in widget._dom_classes
    assert calc.players[1].rows["rune_stones"].message.value == ""
    assert "companion-stale" not in calc.result_box._dom_classes


def test_duplicate_names_mark_the_second_name():
    calc = Calculator("meduris", sheet=example("meduris-2p"))
    calc.set_value("players[1].name", "Blue")
    assert calc.error.field == "players[1].name"
    assert "companion-invalid" in calc.widget_for("players[1].name")._dom_classes


def test_error_inside_a_count_grid_marks_that_input():
    calc = _calculator_or_skip("five-tribes", sheet=example("five-tribes-4p"))
    widget = calc.widget_for("players[1].merchandise.ivory")
    assert widget is calc.players[1].rows["merchandise"].editor.inputs["ivory"].input
    calc.set_value("players[1].merchandise.ivory", 2)   # 2 ivory cards exist (five-tribes.md §8), Olek now 2 + Ania 0 …
    calc.set_value("players[0].merchandise.ivory", 1)   # … and Ania 1: three in all
    assert calc.error is not None and calc.error.field.endswith(".merchandise.ivory")
    assert "companion-invalid" in calc.widget_for(calc.error.field)._dom_classes


def test_unreadable_list_text_names_the_field():
    editor = IntListEditor({"type": "array", "items": {"type": "integer"}}, ["players", 0, "tiles"], Texts())
    editor.input.value = "8, 6, 5"
    assert editor.get() == [8, 6, 5]
    editor.input.value = "8, x"
    with pytest.raises(InvalidScoreSheet) as info:
        editor.get()
    assert info.value.field == "players[0].tiles"


def test_player_count_change_keeps_typed_names():
    calc = Calculator("meduris", sheet=example("meduris-2p"))
    calc.set_player_count(3)
    calc.set_value("players[2].name", "Red")
    calc.set_player_count(2)
    assert [p.name for p in calc.players] == ["Blue", "Purple"]
    assert calc.result.totals == {"Blue": 68, "Purple": 73}
    calc.count.value = 3                                   # the toggle in the UI
    assert [p.name for p in calc.players] == ["Blue", "Purple", "Red"]
    with pytest.raises(InvalidScoreSheet):
        calc.set_player_count(5)                           # Meduris is for 2–4 players (meduris.md §1)


def test_polish_relabels_fields_table_and_errors():
    calc = Calculator("meduris", sheet=example("meduris-2p"))
    calc.set_language("pl")
    assert calc.players[0].rows["rune_stones"].label.value == "Kamienie runiczne"   # glossary: kamień runiczny
    assert calc.players[0].rows["temples"].label.value == "Świątynie"
    assert calc.example_button.description == "Przykład rozegranej gry"
    assert "Gracz" in calc.table.value and "Zwycięzca:" in calc.winners.value   # one winner
    calc.set_value("players[1].rune_stones", 9)
    assert "kamieni runicznych" in calc.players[1].rows["rune_stones"].message.value
    calc.set_language("en")
    assert calc.players[0].rows["rune_stones"].label.value == "Rune stones"
    assert "rune stones exist" in calc.players[1].rows["rune_stones"].message.value


def test_calculators_follow_the_one_page_language_switch():
    from companion.ui.language import page_language, set_language

    first, second = Calculator("meduris"), Calculator("iquazu", switch=False)
    assert first.lang == second.lang == "en"
    assert first.language in first.widget.children[2].children               # shown alone: the page's switch
    shown = [w for box in second.widget.children for w in (box, *getattr(box, "children", ()))]
    assert second.language not in shown                                      # switch=False: part of a page
    first.language.value = "pl"                                               # the reader presses "Polski"
    assert page_language().lang == "pl" and second.lang == "pl"
    assert first.players[0].rows["rune_stones"].label.value == "Kamienie runiczne"   # glossary: kamień runiczny
    assert second.example_button.description == "Przykład rozegranej gry"
    set_language("en")                                                        # any switch on the page
    assert first.language.value == "en" and first.example_button.description == "Worked example"


def test_default_names_follow_the_language_but_typed_ones_stay():
    calc = Calculator("world-wonders")
    calc.set_value("players[1].name", "Ana")
    calc.set_language("pl")
    assert [p.name for p in calc.players] == ["Gracz 1", "Ana"]


def _downloaded(calc) -> dict:
    """The sheet behind the calculator's "Save sheet" link (a base64 data URI the browser downloads)."""
    match = re.search(r'download="([^"]+)" href="data:application/json;charset=utf-8;base64,([^"]+)"',
                      calc.download.value)
    assert match, calc.download.value
    assert match.group(1) == f"{calc.game}-sheet.json"
    return json.loads(base64.b64decode(match.group(2)).decode("utf-8"))


def test_save_downloads_and_upload_loads_no_server_path(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    calc = Calculator("world-wonders", sheet=example("world-wonders-4p"))
    assert _downloaded(calc) == example("world-wonders-4p")
    assert "Save sheet" in calc.download.value
    other = Calculator("world-wonders")
    other._uploaded({"new": ({"name": "ww.json", "content": memoryview(json.dumps(_downloaded(calc)).encode())},)})
    assert other.result.totals == {"Ana": 31, "Bruno": 27, "Celia": 29, "Davi": 29}
    assert list(tmp_path.iterdir()) == []                      # nothing written on the server
    assert not any(isinstance(w, W.Text) for w in other.files.children[0].children)   # no path box


def test_download_follows_every_change_and_the_language():
    calc = Calculator("meduris", sheet=example("meduris-2p"))
    calc.set_value("players[0].track", 50)
    assert _downloaded(calc)["players"][0]["track"] == 50
    calc.set_language("pl")
    assert "Zapisz arkusz" in calc.download.value


def test_worked_example_button_shows_the_hand_worked_game():
    calc = Calculator("five-tribes")
    calc.example_button.click()
    assert calc.to_sheet() == example("five-tribes-4p")
    assert calc.result.totals == {"Ania": 137, "Olek": 134, "Piotr": 98, "Sylwia": 169}   # shared/examples
    assert "worked example" in calc.file_status.value
    calc.widget_for("players[0].coins").value = "5"                  # an edited example is no longer the example
    assert "worked example" not in calc.file_status.value and calc.result.totals["Ania"] != 137


def test_bad_file_is_reported_and_state_kept(tmp_path):
    calc = Calculator("meduris", sheet=example("meduris-2p"))
    calc._uploaded({"new": ({"name": "bad.json", "content": memoryview(b'{"game": "meduris", "players": [')},)})
    assert "not valid JSON" in calc.file_status.value
    (tmp_path / "ww.json").write_text(json.dumps(example("world-wonders-4p")))
    with pytest.raises(InvalidScoreSheet) as info:
        calc.load_sheet(tmp_path / "ww.json")
    assert info.value.field == "game"
    broken = example("meduris-2p")
    broken["players"][0]["rune_stones"] = 10          # more than the 9 rune stones (meduris.md §1)
    with pytest.raises(InvalidScoreSheet):
        calc.load_sheet(broken)
    assert calc.to_sheet() == example("meduris-2p")
    assert calc.result.totals == {"Blue": 68, "Purple": 73}


def test_upload_widget_loads_a_sheet():
    calc = Calculator("meduris")
    content = json.dumps(example("meduris-2p")).encode()
    calc._uploaded({"new": ({"name": "m.json", "content": memoryview(content)},)})
    assert calc.result.totals == {"Blue": 68, "Purple": 73}
    assert "m.json" in calc.file_status.value


def test_explanations_show_the_formula_for_each_player_and_category():
    calc = Calculator("meduris", sheet=example("meduris-2p"))
    text = calc.explain.value
    assert text.count("<li>") == 2 * 3                     # 2 players × 3 categories (meduris.md §5.3)
    assert r"\frac{5 \cdot \left(5 + 1\right)}{2} = 15" in text   # Blue: 5 rune stones → 15
    assert calc.chart.value[:4] == b"\x89PNG"


def test_iquazu_board_editor_follows_player_names():
    calc = _calculator_or_skip("iquazu", sheet=example("iquazu-3p"))
    calc.set_value("players[0].name", "Rot")
    columns = calc.to_sheet()["final_columns"]
    assert columns[0]["alcoves"][1]["content"] == "Rot"    # the alcove held Red's crystal
    assert calc.result.totals["Rot"] == 76
    widget = calc.widget_for("final_columns[2].alcoves[1].content")
    assert widget.value == "p0"


def test_repr_has_no_memory_address():
    calc = Calculator("meduris", sheet=example("meduris-2p"))
    text = repr(calc)
    assert "0x" not in text and "'Blue': 68" in text
    assert calc._repr_mimebundle_()["text/plain"] == text


def test_field_labels_and_paths():
    assert field_label("rune_stones") == "Rune stones"
    assert field_label("palm_trees") == "Palm trees"
    assert parse_path("players[1].merchandise.ivory") == ["players", 1, "merchandise", "ivory"]
    assert parse_path("final_columns[0].alcoves[2].content") == ["final_columns", 0, "alcoves", 2, "content"]


def test_unknown_game_and_language_are_refused():
    with pytest.raises(InvalidScoreSheet):
        Calculator("chess")
    with pytest.raises(ValueError):
        Calculator("meduris", lang="de")


def test_unreadable_stone_values_mark_that_column():
    calc = _calculator_or_skip("iquazu", sheet=example("iquazu-3p"))
    calc.widget_for("final_columns[1].stone").value = "9, x"
    assert calc.error.field == "final_columns[1].stone"
    assert "companion-invalid" in calc.widget_for("final_columns[1].stone")._dom_classes
    assert calc.result.totals == {"Red": 76, "Yellow": 69, "Green": 64}   # last valid result kept


def test_every_registered_editor_names_a_field_of_its_game():
    from companion.calculator.registry import EDITORS
    from companion.games import schema

    for game, field in EDITORS:
        try:
            sheet_schema = schema(game)
        except ImportError:
            continue
        fields = set(sheet_schema["properties"]) | set(sheet_schema["properties"]["players"]["items"]["properties"])
        assert field in fields, f"{game}: the calculator registers an editor for {field!r}, which the sheet lacks"


def test_djinn_list_offers_the_djinns_of_the_rules():
    calc = _calculator_or_skip("five-tribes", sheet=example("five-tribes-4p"))
    editor = calc.players[0].rows["djinns"].editor
    assert {"Haurvatat", "Jafaar", "Shamhat", "Sibittis"} <= set(editor.choices)   # five-tribes.md §1.5
    assert len(editor.choices) == 22
    editor.picker.value = "Jafaar"
    assert calc.to_sheet()["players"][0]["djinns"] == ["Haurvatat", "Jafaar"]


def test_number_above_the_limit_is_reported_not_capped():
    """A typed 10 rune stones stays 10 in the field and is named as beyond the 9 of the box (meduris.md §1)."""
    import json

    from companion.calculator import Calculator
    from support import EXAMPLES

    calc = Calculator("meduris", sheet=json.loads((EXAMPLES / "meduris-2p.json").read_text()))
    calc.set_value("players[0].rune_stones", 10)
    assert calc.widget_for("players[0].rune_stones").value == "10"
    assert calc.error.field == "players[0].rune_stones"
    assert "at most 9" in calc.error.message()
    assert calc.result.totals == {"Blue": 68, "Purple": 73}


@pytest.mark.parametrize("game", ["meduris", "iquazu", "world-wonders", "five-tribes"])
def test_a_fresh_calculator_starts_valid_with_zero_totals(game):
    calc = _calculator_or_skip(game)
    assert calc.error is None, calc.error
    assert calc.result.totals == {"Player 1": 0, "Player 2": 0}


@pytest.mark.rule("iquazu 5.2")
def test_fresh_iquazu_stones_have_one_value_fewer_than_players_until_typed():
    calc = _calculator_or_skip("iquazu")
    calc.set_player_count(4)                       # 4 players: 3 stone values (iquazu.md §5.2 step 3)
    assert [c["stone"] for c in calc.to_sheet()["final_columns"]] == [[0, 0, 0]] * 3
    assert calc.error is None and calc.result.totals == {f"Player {n}": 0 for n in range(1, 5)}
    calc.set_value("final_columns[1].stone", [9, 4, 1])
    calc.set_player_count(3)                       # what the user typed is never rewritten
    assert [c["stone"] for c in calc.to_sheet()["final_columns"]] == [[0, 0], [9, 4, 1], [0, 0]]
    assert calc.error.field == "final_columns[1].stone"


def test_text_in_a_number_field_is_reported_not_a_crash():
    calc = Calculator("five-tribes")
    calc.set_value("players[0].coins", 12)
    with pytest.raises(InvalidScoreSheet) as refused:
        calc.set_value("players[0].viziers", "abc")
    assert refused.value.field == "players[0].viziers"
    assert calc.error is refused.value
    assert "companion-invalid" in calc.widget_for("players[0].viziers")._dom_classes
    assert "abc" in calc.players[0].rows["viziers"].message.value
    assert calc.to_sheet()["players"][0]["coins"] == 12          # the other entries stay
    assert calc.result.totals == {"Player 1": 12, "Player 2": 0}  # 12 coins = 12 VP (five-tribes.md §5)
    assert "nieprawidłowa" in refused.value.message("pl")
    calc.set_value("players[0].viziers", 1)
    assert calc.error is None


def test_heading_uses_the_polish_edition_titles():
    assert "Pięć Klanów — kalkulator punktów" in Calculator("five-tribes", lang="pl").widget.children[1].value
    calc = Calculator("world-wonders", lang="pl")
    assert "Wielce imponujące budowle — kalkulator punktów" in calc.widget.children[1].value
    calc.set_language("en")
    assert "World Wonders — score calculator" in calc.widget.children[1].value


def test_formula_lines_show_translated_labels_and_escape_latex():
    from companion.calculator import formula_lines

    calc = _calculator_or_skip("five-tribes", sheet=example("five-tribes-4p"))
    calc.set_value("players[0].name", "Ania_1 & co")
    lines = formula_lines(calc.result, "pl")
    assert len(lines) == 4 * 8                                  # 4 players × 8 categories (five-tribes.md §5)
    palms = next(line for line in lines if "Palmy" in line)     # Polish label, not the id palm_trees
    assert palms.startswith(r"\text{Ania}\_\text{1 }\&\text{ co — Palmy:}\quad")
    assert "palm_trees" not in "".join(lines)
    assert palms.endswith("5 \\cdot 3 = 15")                    # 3 palm trees × 5 VP (five-tribes.md §5)


def test_uploaded_file_that_is_not_a_sheet_is_reported_and_changes_nothing():
    """Upload bytes go through the same sheet reader as files and the CLI (companion.sheets.parse)."""
    from companion.calculator import Calculator

    calc = Calculator("meduris")
    calc.set_value("players[0].huts_built", 5)    # a rune stone is taken by building a hut (meduris.md §4.3)
    calc.set_value("players[0].rune_stones", 5)
    for content, words in ((b"\xe9\xff", "the sheet is not UTF-8 text"), (b"[" * 100_000, "nested too deeply"),
                           (b"[1, 2]", "must be an object")):
        calc._uploaded({"new": ({"name": "bad.json", "content": memoryview(content)},)})
        assert "bad.json was not loaded: " in calc.file_status.value and words in calc.file_status.value
        assert "was not loaded: sheet" not in calc.file_status.value   # the page shows no sheet path
        assert calc.result.totals["Player 1"] == 15


# --- issue 13: calculator input that cannot lie ----------------------------------------------------------

@pytest.mark.rule("meduris 5.3")
@pytest.mark.parametrize("typed", ["2.7", "1e3", "", "1_000", "٣", "12 pts"])
def test_fractions_and_exponents_are_refused_beside_the_field(typed):
    """A browser number box sent 2 for "2.7" and 1 for "1e3"; the text is now read whole or refused."""
    calc = Calculator("meduris", sheet=example("meduris-2p"))
    box = calc.widget_for("players[0].track")
    box.value = typed
    assert calc.error.field == "players[0].track"
    assert "must be a whole number" in calc.players[0].rows["track"].message.value
    assert "companion-invalid" in box._dom_classes and box.value == typed       # what was typed stays
    assert calc.result.totals == {"Blue": 68, "Purple": 73}                      # the last valid result stays
    box.value = " 50 "
    assert calc.error is None and calc.result.totals["Blue"] == 68 - 47 + 50


@pytest.mark.rule("iquazu 2.6")
def test_iquazu_rows_and_heights_are_refused_not_clamped():
    calc = _calculator_or_skip("iquazu", sheet=example("iquazu-3p"))
    row = calc.widget_for("final_columns[1].alcoves[0].row")
    row.value = "7"                                          # the wall has rows 1-5 (iquazu.md §2.1)
    assert calc.error.field == "final_columns[1].alcoves[0].row" and "at most 5" in calc.error.message()
    assert row.value == "7"
    row.value = "1"
    height = calc.widget_for("final_columns[1].alcoves[0].height")
    height.value = "2.5"
    assert calc.error.field == "final_columns[1].alcoves[0].height"
    height.value = "7"
    assert calc.error is None and calc.result.totals == {"Red": 76, "Yellow": 69, "Green": 64}


@pytest.mark.parametrize("game", ["meduris", "iquazu", "world-wonders", "five-tribes"])
def test_a_fresh_calculator_shows_no_verdict_until_a_score_is_entered(game):
    calc = _calculator_or_skip(game)
    calc.set_value("players[1].name", "Bo")                 # a name is not a score
    calc.set_language("pl")                                   # nor is another language
    calc.set_language("en")
    assert not calc.entered
    assert calc.winners.value == calc.table.value == "" and calc.chart.value == b""
    assert calc.chart.layout.display == "none"                # no empty picture (a broken-image icon)
    assert calc.waiting.layout.display is None and "Enter the scores" in calc.waiting.value
    first = next(iter(calc.player_fields))
    with pytest.raises(InvalidScoreSheet):
        calc.set_value(f"players[0].{first}", 2.5)             # a refused entry is no verdict either
    assert calc.winners.value == "" and "No valid result yet" in calc.banner.value
    calc.set_value(f"players[0].{first}", calc.to_sheet()["players"][0][first])   # typed, even unchanged
    assert calc.entered and "Winner" in calc.winners.value and calc.chart.value[:4] == b"\x89PNG"
    assert calc.waiting.layout.display == "none" and calc.chart.layout.display is None


def test_a_loaded_sheet_shows_its_verdict_at_once():
    calc = Calculator("meduris", sheet=example("meduris-2p"))
    assert "Winner:</b> Purple" in calc.winners.value


@pytest.mark.rule("meduris 4.3")
def test_messages_name_the_label_and_the_player_and_outline_the_other_field():
    calc = Calculator("meduris", sheet=example("meduris-2p"))
    calc.set_value("players[1].huts_built", 3)                # Purple holds 4 rune stones with 3 huts
    assert calc.error.field == "players[1].rune_stones"
    assert "⚠ Rune stones (Purple): Huts built (Purple) is 3, so at most 3 rune stones" in calc.banner.value
    assert "players[" not in calc.banner.value                # the CLI keeps paths, the page does not
    assert "Huts built (Purple) is 3" in calc.players[1].rows["rune_stones"].message.value
    assert "companion-invalid" in calc.widget_for("players[1].huts_built")._dom_classes   # outlined too
    assert "players[1].huts_built is 3" in calc.error.message()                             # the CLI form
    calc.set_language("pl")
    assert "Kamienie runiczne (Purple): Zbudowane chaty (Purple) wynosi 3" in calc.banner.value
    calc.set_value("players[1].huts_built", 10)
    assert calc.error is None
    assert "companion-invalid" not in calc.widget_for("players[1].huts_built")._dom_classes


def test_an_empty_name_is_named_by_its_place():
    calc = Calculator("meduris", sheet=example("meduris-2p"))
    calc.set_value("players[0].name", " ")
    assert "⚠ Name (Player 1): must not be empty" in calc.banner.value


@pytest.mark.rule("world-wonders 7.2")
def test_world_wonders_solo_calculator_plays_against_the_automaton():
    calc = Calculator("world-wonders")
    automaton = calc.extra_rows["automaton"]
    assert automaton.widget.layout.display == "none" and calc.board.layout.display == "none"
    assert "automaton" not in calc.to_sheet()
    calc.set_player_count(1)
    assert automaton.widget.layout.display is None and calc.board.layout.display is None
    assert calc.to_sheet()["automaton"] == {"level": "easy", "monument_rings": 0}
    for field, value in {"food": 11, "ceramics": 9, "gears": 12, "population_rings": 7}.items():
        calc.set_value(f"players[0].{field}", value)
    # Player 1: 7 rings + least resource 9 = 16; the easy Automaton: 11 + 9 + 12 = 32 (world-wonders.md §7.2)
    assert calc.result.totals == {"Player 1": 16, "Automaton": 32}
    assert "Winner:</b> Automaton" in calc.winners.value
    calc.set_language("pl")
    assert "Zwycięzca:</b> Automat" in calc.winners.value and "Automat" in calc.table.value
    calc.set_value("automaton.monument_rings", 3)             # rings count at the hard level only
    assert calc.error.field == "automaton.monument_rings"
    calc.set_value("automaton.level", "hard")
    assert calc.error is None and calc.result.totals["Automaton"] == 35


@pytest.mark.rule("world-wonders 7.2")
def test_a_solo_sheet_loads_and_comes_back_unchanged():
    sheet = example("world-wonders-4p")
    sheet["players"] = sheet["players"][:1]
    sheet["automaton"] = {"level": "hard", "monument_rings": 2}
    calc = Calculator("world-wonders", sheet=sheet)
    assert calc.to_sheet() == sheet
    assert calc.result.totals == {"Ana": 31, "Automaton": 11 + 9 + 12 + 2}


def test_another_games_sheet_is_refused_naming_both_games_by_title():
    """A sheet of another game loaded into a calculator names the two games as players know them (their
    titles, in the page language), not by the sheets' game ids."""
    calc = Calculator("meduris")
    with pytest.raises(InvalidScoreSheet) as caught:
        calc.load_sheet({"game": "iquazu", "players": []})
    assert caught.value.message("en") == "game: this calculator is for Meduris; the sheet is for Iquazú"
    assert caught.value.message("pl") == "game: ten kalkulator jest dla gry Meduris; arkusz dotyczy gry Iquazú"


# --- every bad field marked at once; "Save sheet" says what it waits for ----------------------------------

def _message(calc, player: int, field: str) -> str:
    return calc.players[player].rows[field].message.value


def test_two_negative_counts_are_both_marked_beside_their_fields():
    """Counts run from 0 (the sheet format); the scorer names the first bad field only, the form names both."""
    calc = Calculator("meduris", sheet=example("meduris-2p"))
    calc.widget_for("players[0].track").value = "-3"
    calc.widget_for("players[1].rune_stones").value = "-1"
    assert [e.field for e in calc.errors] == ["players[0].track", "players[1].rune_stones"]
    for player, field in ((0, "track"), (1, "rune_stones")):
        assert "companion-invalid" in calc.widget_for(f"players[{player}].{field}")._dom_classes
        assert _message(calc, player, field) == "must be at least 0"
    assert "⚠ Track (Blue): must be at least 0" in calc.banner.value
    assert "⚠ Rune stones (Purple): must be at least 0" in calc.banner.value
    assert calc.result.totals == {"Blue": 68, "Purple": 73}          # the last valid totals stay
    assert "companion-stale" in calc.result_box._dom_classes
    calc.widget_for("players[0].track").value = "47"
    assert [e.field for e in calc.errors] == ["players[1].rune_stones"] and _message(calc, 0, "track") == ""
    calc.widget_for("players[1].rune_stones").value = "4"
    assert calc.errors == [] and calc.error is None and calc.result.totals == {"Blue": 68, "Purple": 73}


def test_text_in_two_number_fields_marks_both_and_a_refused_entry_keeps_them():
    calc = Calculator("five-tribes")
    calc.set_value("players[0].coins", 12)
    calc.widget_for("players[0].viziers").value = "abc"
    calc.widget_for("players[1].coins").value = "x"
    assert [e.field for e in calc.errors] == ["players[0].viziers", "players[1].coins"]
    assert _message(calc, 0, "viziers") == _message(calc, 1, "coins") == "must be a whole number"
    assert calc.widget_for("players[0].viziers").value == "abc"       # what was typed stays
    assert calc.result.totals == {"Player 1": 12, "Player 2": 0}      # 12 coins = 12 VP (five-tribes.md §5)
    with pytest.raises(InvalidScoreSheet):
        calc.set_value("players[1].palm_trees", "zz")                  # a value no box can show
    assert {e.field for e in calc.errors} == {"players[1].palm_trees", "players[0].viziers", "players[1].coins"}
    assert _message(calc, 0, "viziers") == "must be a whole number"   # the others stay marked


def test_two_bad_boxes_of_one_grid_each_say_which_kind():
    calc = _calculator_or_skip("five-tribes", sheet=example("five-tribes-4p"))
    calc.widget_for("players[1].merchandise.ivory").value = "-2"
    calc.widget_for("players[1].merchandise.fish").value = "q"
    for kind in ("ivory", "fish"):
        assert "companion-invalid" in calc.widget_for(f"players[1].merchandise.{kind}")._dom_classes
    message = _message(calc, 1, "merchandise")
    assert "Merchandise › Ivory (Olek): must be at least 0" in message
    assert "Merchandise › Fish (Olek): must be a whole number" in message
    assert calc.result.totals == {"Ania": 137, "Olek": 134, "Piotr": 98, "Sylwia": 169}   # shared/examples


@pytest.mark.rule("iquazu 2.1")
def test_bad_boxes_in_two_iquazu_columns_are_both_marked():
    calc = _calculator_or_skip("iquazu", sheet=example("iquazu-3p"))
    calc.widget_for("final_columns[0].stone").value = "7, x"
    calc.widget_for("final_columns[1].alcoves[0].row").value = "7"     # the wall has rows 1-5 (iquazu.md §2.1)
    assert [e.field for e in calc.errors] == ["final_columns[0].stone", "final_columns[1].alcoves[0].row"]
    for field in ("final_columns[0].stone", "final_columns[1].alcoves[0].row"):
        assert "companion-invalid" in calc.widget_for(field)._dom_classes
    assert "at most 5" in calc.extra_rows["final_columns"].message.value
    assert calc.result.totals == {"Red": 76, "Yellow": 69, "Green": 64}


def test_save_sheet_says_which_fields_to_fix_and_comes_back():
    """While a number box holds text the sheet cannot be written: the link's place names every such box (in
    the page language) instead of vanishing, and the link comes back, with what was typed, once fixed."""
    calc = Calculator("five-tribes")
    calc.widget_for("players[0].viziers").value = "abc"
    calc.widget_for("players[1].coins").value = "x"
    assert "href=" not in calc.download.value
    assert ("Save sheet — not possible yet, first fix: Viziers (Player 1): must be a whole number; "
            "Coins (Player 2): must be a whole number") in calc.download.value
    calc.set_language("pl")                                            # each mark and the notice in Polish
    assert "Zapisz arkusz — jeszcze niemożliwe, najpierw popraw: Wezyrowie (Gracz 1)" in calc.download.value
    assert _message(calc, 0, "viziers") == _message(calc, 1, "coins") == "oczekiwano: liczba całkowita"
    calc.set_language("en")
    calc.widget_for("players[0].viziers").value = "2"
    assert "first fix: Coins (Player 2): must be a whole number" in calc.download.value
    assert "Viziers" not in calc.download.value
    calc.widget_for("players[1].coins").value = "3"
    saved = _downloaded(calc)["players"]
    assert (saved[0]["viziers"], saved[1]["coins"]) == (2, 3)
