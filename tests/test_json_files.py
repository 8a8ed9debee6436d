"""Every reader of a player's JSON file refuses an object that gives a key twice, naming the key and where it
is given again, in English and Polish (companion.jsontext.parse_json). Python's parser kept the last value
without a word: ``{"name": "a", "name": "b"}`` read as ``{"name": "b"}``. Score sheets, saves, uploads and
play-log exports are tested beside their readers (test_sheet_files, engine, ui/test_files, playlog)."""
from __future__ import annotations

import html

import pytest

from companion.errors import CompanionError

#: the second "name" is on line 2, column 2
TWICE = b'{"name": "a",\n "name": "b"}'
EN = "it gives the key 'name' twice (line 2, column 2)."
PL = "klucz 'name' występuje w nim dwa razy (wiersz 2, kolumna 2)."


def _refusal(load, path) -> CompanionError:
    with pytest.raises(CompanionError) as refused:
        load(path)
    return refused.value


def test_a_meduris_board_file(tmp_path):
    from companion.meduris.board import load_board_data

    path = tmp_path / "board.json"
    path.write_bytes(TWICE)
    error = _refusal(load_board_data, path)
    assert error.message("en") == f"Board file {path} cannot be used: {EN}"
    assert error.message("pl") == f"Nie można użyć pliku planszy {path}: {PL}"


def test_an_iquazu_wall_file(tmp_path):
    from companion.iquazu.wall import load_wall

    path = tmp_path / "wall.json"
    path.write_bytes(TWICE)
    error = _refusal(load_wall, path)
    assert error.field == "wall"
    assert f"the wall file {path} cannot be used: {EN}" in error.message("en")
    assert f"nie można użyć pliku ściany {path}: {PL}" in error.message("pl")


@pytest.mark.parametrize("kind", ["tiles", "monuments"])
def test_a_world_wonders_catalogue_file(tmp_path, kind):
    from companion.world_wonders import catalogues

    path = tmp_path / "catalogue.json"
    path.write_bytes(TWICE)
    error = _refusal(lambda p: catalogues.load(kind, p), path)
    assert f"the file {path} cannot be used: {EN}" in error.message("en")
    assert f"nie można użyć pliku {path}: {PL}" in error.message("pl")


def test_a_world_wonders_catalogue_opened_in_its_editor(tmp_path):
    from companion.world_wonders.ui.editors import CatalogueEditor

    path = tmp_path / "catalogue.json"
    path.write_bytes(TWICE)
    error = _refusal(lambda p: CatalogueEditor("tiles", base=p), path)
    assert f"the file {path} cannot be used: {EN}" in error.message("en")


def test_an_iquazu_wall_uploaded_on_play_iquazu():
    from companion.ui.hotseat import HotSeat

    adapter = HotSeat("iquazu").adapter
    assert adapter.use_wall(TWICE, "wall.json") is False and adapter.wall is None     # the demo wall stays
    assert f"wall.json cannot be used: {EN}" in html.unescape(adapter.wall_status.value)


def test_a_city_uploaded_on_score_my_city():
    from companion.world_wonders.ui.city_scoring import CityScorer

    scorer = CityScorer()
    before = scorer.painter.state
    assert scorer.load(TWICE, file="city.json") is False
    assert f"city.json cannot be loaded: {EN}" in html.unescape(scorer.file_message.value) and scorer.painter.state is before


def test_a_calculator_field_typed_as_json():
    from companion.calculator.editors import JsonEditor
    from companion.calculator.labels import Texts
    from companion.errors import InvalidScoreSheet

    editor = JsonEditor({}, ["final_columns"], Texts())
    editor.input.value = TWICE.decode()
    with pytest.raises(InvalidScoreSheet) as refused:
        editor.get()
    assert str(refused.value) == "final_columns: the key 'name' is given twice (line 2, column 2)"
