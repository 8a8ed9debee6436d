"""The World Wonders catalogue editors (world-wonders.md §1.2-1.8, §8): paint a map side, draw a stack's shape
and tiles, a monument card's footprint and reward, set a resource board's tracks; the engine's loader validates
and its message names the field and the rule; files save and load."""
from __future__ import annotations

import json

import pytest

from companion.errors import InvalidCatalogue
from companion.ui import language as page
from companion.world_wonders import catalogues
from companion.world_wonders.ui.editors import CatalogueEditor, EDITOR_KINDS, editors_page, trim
from support import assert_upload_refused, save_and_load, text_boxes, upload


@pytest.fixture(autouse=True)
def _english():
    page.set_language("en")
    yield
    page.set_language("en")


@pytest.mark.parametrize("kind", EDITOR_KINDS)
def test_each_editor_starts_from_the_valid_demo_catalogue(kind):
    ed = CatalogueEditor(kind)
    assert ed.error is None and ed.catalogue is not None and ed.data["demo"] is True
    assert "valid" in ed.status_text()


@pytest.mark.rule("world-wonders 1.7")
def test_painting_a_map_side_changes_its_cells():
    ed = CatalogueEditor("maps")
    ed.select(1)
    ed.paint(0, 0, "~")
    ed.paint(0, 1, "*")
    assert ed.item["rows"][0][:2] == "~*"
    assert ed.catalogue.sides[1].terrain(0, 0) == "water"
    assert ed.grid.cells.children[1].description == "*"


@pytest.mark.rule("world-wonders 2")
def test_a_map_without_room_for_the_free_road_is_refused_naming_the_row_and_rule():
    ed = CatalogueEditor("maps")
    for c in range(len(ed.item["rows"][-1])):
        ed.paint(len(ed.item["rows"]) - 1, c, "~")
    assert ed.error is not None
    assert ed.error.field.startswith("sides[0].rows") and ed.error.rule == "world-wonders 2"
    assert ed.error.message("en") in ed.status.value.replace("&#x27;", "'")
    assert ed.item_note.value                       # shown under the map side being edited


@pytest.mark.rule("world-wonders 1.7")
def test_resizing_a_map_keeps_the_top_left_cells():
    ed = CatalogueEditor("maps")
    first = ed.item["rows"][0]
    ed.grid.resize(10, 12)
    assert len(ed.item["rows"]) == 10 and ed.item["rows"][0] == first + "."
    assert all(len(r) == 12 for r in ed.item["rows"])


@pytest.mark.rule("world-wonders 1.2")
def test_a_tile_shape_in_two_pieces_is_refused():
    ed = CatalogueEditor("tiles")
    ed.set_rows(["#.#", "..."])
    assert ed.item["shape"] == ["#.#"]
    assert ed.error.field == "stacks[0].shape" and ed.error.rule == "world-wonders 1.2"


@pytest.mark.rule("world-wonders 1.2")
def test_a_stack_costs_two_to_five_and_holds_ten_tiles():
    ed = CatalogueEditor("tiles")
    ed.set("cost", 6)
    assert ed.error.field.startswith("stacks[0].cost")
    ed.set("cost", 3)
    assert ed.error is None
    ed.set_tiles(["B food", "F ceramics gears"])
    assert ed.item["tiles"][1] == {"type": "F", "resources": ["ceramics", "gears"]}
    assert ed.error.field.startswith("stacks[0].tiles")


@pytest.mark.rule("world-wonders 1.4")
def test_a_monument_card_with_no_ring_is_refused_naming_the_reward():
    ed = CatalogueEditor("monuments")
    ed.select(2)
    ed._set_reward("rings", 0)
    assert ed.error.field == "cards[2].reward.rings" and ed.error.rule == "world-wonders 1.4"
    ed._set_reward("rings", 2)
    assert ed.error is None


@pytest.mark.rule("world-wonders 1.4")
def test_a_monument_footprint_is_drawn_with_land_water_and_gaps():
    ed = CatalogueEditor("monuments")
    ed.set_rows([".....", ".L?W.", "....."])
    assert ed.item["footprint"] == ["L?W"] and ed.error is None
    assert trim(["..", ".."]) == []


@pytest.mark.rule("world-wonders 1.8")
def test_track_spaces_are_checked_against_the_track_length():
    ed = CatalogueEditor("resource_boards")
    ed.set_track("gears", 12, [3, 6, 14])
    assert ed.error.field.startswith("sides[0].resource_tracks.gears.population")
    ed.set_track("gears", 16, [4, 8, 12])
    ed.set_track("population", 10, [2, 5, 9])
    assert ed.error is None
    assert ed.catalogue.side("A").population.upto[5] == 2


def test_save_and_load_a_catalogue_file(tmp_path):
    ed = CatalogueEditor("monuments")
    ed.set_demo(False)
    ed.set("name", "My Moai")
    path = ed.save(tmp_path / "cards.json")
    loaded = catalogues.load("monuments", path)
    assert loaded.demo is False and loaded.cards[0].name == "My Moai"
    again = CatalogueEditor("monuments", base=path)
    assert again.data == json.loads(path.read_text(encoding="utf-8"))


def test_a_file_that_is_not_json_is_refused_and_nothing_changes(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    ed = CatalogueEditor("tiles")
    before = json.dumps(ed.data)
    with pytest.raises(InvalidCatalogue):
        ed.load(bad)
    assert json.dumps(ed.data) == before


def test_save_downloads_and_upload_loads_no_server_path(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    ed = CatalogueEditor("monuments")
    assert text_boxes(ed.file.widget) == []                    # no file-name box: nothing typed is opened
    ed.set_demo(False)
    ed.set("name", "My Moai")
    other = CatalogueEditor("monuments")
    saved = save_and_load(ed.file, other.file, "my-world-wonders-monuments.json")
    assert saved == ed.data and other.data == saved and other.item["name"] == "My Moai"
    assert list(tmp_path.iterdir()) == []                      # nothing written on the server


@pytest.mark.parametrize("content, words", [
    (b"{not json", "it is not valid JSON"),
    (b"\xff\xfe", "it is not text (UTF-8)"),
    (b" " * 2_000_001, "it is too large (2001 kB; at most 2000 kB)"),
    ((catalogues.DATA_DIR / catalogues.DEMO_FILES["maps"]).read_bytes(),       # another kind of catalogue
     "stacks: a catalogue file of this kind lists its stacks"),
    (json.dumps({"stacks": [1, 2]}).encode(), "catalogue: the catalogue cannot be read"),
])
def test_a_bad_upload_is_refused_beside_the_field_and_nothing_changes(content, words):
    ed = CatalogueEditor("tiles")
    ed.set("cost", 3)
    assert_upload_refused(ed.file, content, words, lambda: json.dumps(ed.data))


def test_an_upload_refusal_follows_the_page_language():
    ed = CatalogueEditor("maps")
    upload(ed.file.upload, b"{", "x.json")
    page.set_language("pl")
    assert "Nie wczytano pliku x.json: to nie jest poprawny JSON" in ed.file.status.widget.value
    assert "Zapisz" in ed.file.link.value and ed.file.upload.description == "Wczytaj"


def test_the_editors_follow_the_page_language():
    ed = CatalogueEditor("resource_boards")
    ed.set_track("food", 16, [3, 20])
    page.set_language("pl")
    assert "Plansze zasobów" in ed.heading.value
    assert "world-wonders 1.8" in ed.status.value and "nie" in ed.status.value


def test_the_page_has_one_editor_per_catalogue_and_the_index_links_it():
    from companion.ui.pages import index_page

    box = editors_page()
    assert set(box.editors) == set(EDITOR_KINDS)
    text = "".join(getattr(w, "value", "") for w in index_page().children if hasattr(w, "value"))
    assert "world-wonders-editors.ipynb" in text


@pytest.mark.rule("world-wonders 1.4")
def test_a_larger_canvas_draws_a_footprint_longer_than_five_spaces():
    """The 5 × 5 canvas could not hold a card of six spaces in a row; the size control makes room (the saved
    footprint is trimmed to the drawing)."""
    ed = CatalogueEditor("monuments")
    assert len(ed.grid.rows) == 5
    ed.canvas.value = 7                              # the control on the page
    assert len(ed.grid.rows) == 7 and all(len(r) == 7 for r in ed.grid.rows)
    ed.set_rows(["LLLLLLL"])
    assert ed.item["footprint"] == ["LLLLLLL"] and ed.error is None
    ed.set_canvas(3)                                 # never smaller than the drawing shown
    assert len(ed.grid.rows) == 7 and ed.canvas.value == 7
    tiles = CatalogueEditor("tiles")
    tiles.set_canvas(6)
    tiles.paint(5, 5, "#")
    assert tiles.item["shape"][-1].endswith("#") and len(tiles.grid.rows) == 6


@pytest.mark.rule("world-wonders 1.2")
def test_items_are_added_as_copies_and_removed():
    ed = CatalogueEditor("tiles")
    before = len(ed.items)
    ed.add.click()
    assert len(ed.items) == before + 1 and ed.index == before
    assert ed.item["id"] == "I2-2" and ed.item["shape"] == ["##"] and ed.picker.value == before   # a copy of I2
    ed.remove.click()
    assert len(ed.items) == before and ed.index == before - 1 and ed.error is None
    cards = CatalogueEditor("monuments")
    cards.add_item()                                   # a 22nd card: the loader names the field and the rule
    assert (cards.item["id"], cards.error.field, cards.error.rule) == ("ziggurat-2", "cards", "world-wonders 1.1")
    assert "21 monument cards" in cards.status.value
    cards.remove_item()
    assert cards.error is None
    maps = CatalogueEditor("maps")                      # all 5 boards × 2 sides: remove one, a copy takes its place
    maps.select(3)
    gone = (maps.item["board"], maps.item["side"])
    maps.remove_item()
    maps.add_item()
    assert (maps.item["board"], maps.item["side"]) == gone and maps.error is None
    one = CatalogueEditor("resource_boards")
    while len(one.items) > 1:
        one.remove_item()
    assert one.remove.disabled
    one.remove_item()                                  # the last item stays
    assert len(one.items) == 1


def test_the_new_controls_are_labelled_in_polish():
    ed = CatalogueEditor("monuments", lang="pl")
    assert ed.canvas.description == "rozmiar płótna" and ed.add.description.startswith("Dodaj")
    assert ed.remove.description == "Usuń ten element"
