"""The World Wonders city board's model (companion/world_wonders/ui/board.py): targets from the legal moves, the
piece's rotation, refusals with the engine's reason, the scoring overlay, the market keys, the demo notice.

Positions use the 6×7 test map of conftest.py (water at (2,2)-(3,4), natural resources at (0,0) and (2,5), the
sidewalk under row 5), players in the given order, so A places the free long road first (world-wonders.md §2 J).
Expected cells are worked out by hand from the map and the rules.
"""
from __future__ import annotations

import pytest

from companion.i18n import translate
from companion.world_wonders.city import from_picture
from companion.world_wonders.moves import Place
from companion.world_wonders import state as st
from companion.world_wonders.state import P_MONUMENT
from companion.world_wonders.ui.board import WorldWondersBoard, board_labels, cell_tips, city_view

from companion import games

GAME = games.get("world-wonders")


def board(ww, **kw) -> WorldWondersBoard:
    return WorldWondersBoard(ww.new(), lang="en", **kw)


def cells(b: WorldWondersBoard) -> list[str]:
    return sorted(k for k in b.legal_targets if k.startswith("cell:"))


@pytest.mark.rule("world-wonders 2")
def test_free_road_cells_touch_the_sidewalk(ww):
    b = board(ww)
    # a 1×3 long road lying along the last row: its top-left cell on columns 0-4 of row 5
    assert cells(b) == [f"cell:5,{c}" for c in range(5)]
    assert b.view["ghost"]["cells"] == [[0, 0, "L"], [0, 1, "A"], [0, 2, "L"]]
    assert "free long road" in b.status


@pytest.mark.rule("world-wonders 4")
def test_rotation_turns_the_piece_and_changes_the_legal_cells(ww):
    b = board(ww)
    assert b.click("rotate")
    assert b.rotation == 1
    # standing upright its ends are rows 3 and 5: both on land (columns 2-4 of row 3 are water)
    assert cells(b) == ["cell:3,0", "cell:3,1", "cell:3,5", "cell:3,6"]
    assert b.view["ghost"]["cells"] == [[0, 0, "L"], [1, 0, "A"], [2, 0, "L"]]
    # a 1×3 road has two distinct orientations: a second turn brings it back
    assert b.click("rotate") and b.rotation == 0
    assert "rotate" in [x["key"] for x in b.buttons]


@pytest.mark.rule("world-wonders 2")
def test_refused_placement_gives_the_engines_reason_in_the_language(ww):
    b = board(ww)
    before = b.state
    assert not b.click("cell:0,0")
    assert b.state is before
    assert b.last_error.rule == "world-wonders 2"
    assert "sidewalk" in b.error and b.error_target == "cell:0,0"
    b.lang = "pl"
    assert b.error == b.last_error.message("pl") and "sidewalk" not in b.error


@pytest.mark.rule("world-wonders 2")
def test_placing_by_a_click_puts_the_road_on_the_map(ww):
    b = board(ww)
    b.click("rotate")
    assert b.click("cell:3,5")
    pieces = b.state.city(0).pieces
    assert [(p.kind, p.cells) for p in pieces] == [("road", ((3, 5), (4, 5), (5, 5)))]
    assert "buy one item" in b.status
    # nothing waits to be placed: a cell click is explained, not played
    assert not b.click("cell:1,1")
    assert b.error == "First buy an item in the market; then place it on your city."


@pytest.mark.rule("world-wonders 3.2")
def test_market_keys_are_the_legal_moves_in_notation(ww):
    b = board(ww)
    b.click("cell:5,0")
    legal = {str(m) for m in b.state.legal_moves()}
    assert set(b.legal_targets) == legal
    assert {"buy long-road", "buy short-roads", "buy tower", "loan", "pass"} <= legal
    # a monument not on offer is refused by the engine with its reason
    offered = set(b.state.face_up_monuments)
    other = next(c.id for c in b.state._setup.monuments.cards if c.id not in offered)
    assert not b.click(f"buy monument {other}")
    assert b.error


@pytest.mark.rule("world-wonders 3.2")
def test_short_road_size_switch(ww):
    b = board(ww)
    b.click("cell:5,0")
    assert b.click("buy short-roads")
    keys = [x["key"] for x in b.buttons]
    assert "short:2" in keys and "short:1" in keys
    assert b.view["ghost"]["cells"] == [[0, 0, "L"], [0, 1, "L"]]
    assert b.click("short:1")
    assert b.view["ghost"]["cells"] == [[0, 0, "L"]]


@pytest.mark.rule("world-wonders 6.2")
def test_overlay_marks_a_scoring_natural_resource(ww):
    b = board(ww)
    b.click("rotate")
    b.click("cell:3,5")                      # the road's top cell (3,5) is under the natural resource (2,5)
    assert b.view["city"]["findings"] is None
    assert b.click("overlay")
    found = b.view["city"]["findings"]
    by_cell = {tuple(n["cell"]): n for n in found["naturals"]}
    assert by_cell[(2, 5)]["points"] == 1 and by_cell[(0, 0)]["points"] == 0
    assert found["natural_points"] == 1
    assert "(2,5)" in b.tips["cell:2,5"] and "next to your road at (3,5)" in b.tips["cell:2,5"]


@pytest.mark.rule("world-wonders 6.3")
def test_city_view_explains_why_a_tile_is_not_a_district():
    city = from_picture("""
      .  .  .
      R  h1 h1
    """)
    found = city_view(city, "en", overlay=True)["findings"]
    [d] = found["districts"]
    assert d["points"] == 0 and d["open"] == [[0, 1], [0, 2]]
    assert "cells (0,1) and (0,2) are empty land" in d["text"]
    tips = cell_tips(city, "en", overlay=True)
    assert "keeps building tile h1 from being a district" in tips["cell:0,1"]
    assert "Habitatio" in tips["cell:1,1"]


@pytest.mark.rule("world-wonders 6.3")
def test_city_view_district_enclosed():
    # world-wonders-examples.md B1: tower, natural resource, road, water and the sidewalk enclose h1
    city = from_picture("""
      .  T  *  .
      R  h1 h1 ~
    """)
    found = city_view(city, "pl", overlay=True)["findings"]
    assert [d["points"] for d in found["districts"]] == [1]
    assert found["district_points"] == 1


def test_demo_notice_and_other_city():
    s = GAME.new_game(["Ann", "Bob"], seed=5)           # the demo catalogues
    b = WorldWondersBoard(s, lang="en")
    assert "Demo data" in b.view["demo"]
    other = 1 - s.current_player
    assert b.click(f"show:{other}")
    assert b.view["shown"] == other and not cells(b)
    assert not b.click("cell:8,0")
    assert "city" in b.error and s.players[other] in b.error


def _own(kind: str) -> dict:
    """The demo catalogue of ``kind`` entered as the player's own copy (``demo: false``)."""
    import json

    from companion.world_wonders.catalogues import DATA_DIR, DEMO_FILES

    data = json.loads((DATA_DIR / DEMO_FILES[kind]).read_text(encoding="utf-8"))
    data["demo"] = False
    return data


@pytest.mark.rule("world-wonders 12")
def test_mixed_catalogues_name_each_demo_one_on_every_screen():
    """The player's own tiles with the demo maps, monuments and resource boards: the game still uses demo data,
    so the board, the view and the text name the demo catalogues (not the tiles); none named when all are own."""
    from companion.world_wonders.options import Options

    s = GAME.new_game(["Ann", "Bob"], seed=5, options=Options(tiles=_own("tiles")))
    assert s.catalogues_are_demo
    b = WorldWondersBoard(s, lang="en")
    for text in (b.view["demo"], s.to_view("en")["demo"], s.render_text().splitlines()[1]):
        assert "map boards, monument cards and resource boards" in text and "building tiles" not in text
    pl = WorldWondersBoard(s, lang="pl").view["demo"]
    assert "plansze mapy, karty monumentów i plansze zasobów" in pl
    own = Options(maps=_own("maps"), tiles=_own("tiles"), monuments=_own("monuments"),
                  resource_boards=_own("resource_boards"))
    s = GAME.new_game(["Ann", "Bob"], seed=5, options=own)      # the demo solo cards are not in a 2-player game
    assert not s.catalogues_are_demo
    assert WorldWondersBoard(s, lang="en").view["demo"] == "" and "Demo" not in s.render_text()
    s = GAME.new_game(["Ann"], seed=5, options=own)              # ... but they are in solo play (§7.2)
    assert "solo play cards" in s.to_view()["demo"]


@pytest.mark.rule("world-wonders 7.1")
def test_the_objective_deck_demo_note_is_shown_while_objectives_are_in_play():
    from companion.world_wonders.objectives import DEMO_DECK_NOTE
    from companion.world_wonders.options import Options

    own = Options(maps=_own("maps"), tiles=_own("tiles"), monuments=_own("monuments"),
                  resource_boards=_own("resource_boards"), objectives="random")
    s = GAME.new_game(["Ann", "Bob"], seed=5, options=own)
    for lang in ("en", "pl"):
        text = WorldWondersBoard(s, lang=lang).view["demo"]
        assert translate("objective cards", lang) in text and translate(DEMO_DECK_NOTE, lang) in text
    assert DEMO_DECK_NOTE in s.render_text()
    basic = GAME.new_game(["Ann", "Bob"], seed=5)
    assert DEMO_DECK_NOTE not in WorldWondersBoard(basic, lang="en").view["demo"]


def test_labels_in_both_languages():
    assert board_labels("en")["market"] == "Market"
    assert board_labels("pl")["market"] == translate("Market", "pl") != "Market"
    with pytest.raises(ValueError):
        board_labels("de")


def test_place_moves_made_by_clicks_equal_the_engine_moves(ww):
    b = board(ww)
    [move] = b.moves_for("cell:5,0")
    assert move == Place(5, 0, 0)


@pytest.mark.rule("world-wonders 1.4")
def test_a_built_monument_is_named_as_its_card_not_by_its_data_id(ww):
    """The map and the resource board name a built monument as the market does ("Roman Bridge"), never by the
    catalogue's data id ("roman-bridge")."""
    s = ww.new(2, rows=(".......", ".......", "...~...", "...~...", ".......", "......."))
    s = ww.prepare(s, pieces={0: [("road", [(2, 1), (3, 1), (4, 1), (5, 1)])]}, decision="place",
                   pending=(P_MONUMENT, s._setup.monuments.index("roman-bridge")))
    built = s.apply(Place(2, 2))                                # "LWL" over the water, next to the road
    b = WorldWondersBoard(built, lang="en", shown=0)
    name = next(c.name for c in built._setup.monuments.cards if c.id == "roman-bridge")
    assert name != "roman-bridge"
    monuments = [p for p in b.view["city"]["pieces"] if p["kind"] == "monument"]
    assert [p["label"] for p in monuments] == [name]
    assert b.view["players"][0]["monuments"] == [name]
    assert b.tips["cell:2,2"].splitlines()[1] == f"monument {name}"      # the pointer's tip over the monument


@pytest.mark.rule("world-wonders 2", "world-wonders 3.2")
def test_the_board_counts_the_face_down_piles_in_both_languages(ww):
    """What everyone at the table sees of the piles (§2 B: each stack of 10 tiles, its top tile revealed; §2 G: of
    the 21 monument cards 3 face up, the rest a face-down deck), counted, never in order; a monument bought is
    replaced from the deck at once (§3.2). Polish as the rulebook: "kafelek", "stos", "karta monumentu" (§9)."""
    b = board(ww)
    piles = b.view["piles"]
    assert {sid: p["left"] for sid, p in piles["tiles"].items()} == {sid: 9 for sid in b.state.tiles_left}
    assert set(piles["tiles"]) == set(b.view["market"]["tiles"])      # one count under each stack's tile
    assert piles["tiles"]["L3"]["text"] == "9 tiles face down"
    assert piles["monuments"] == {"left": 18, "text": "18 monument cards in the deck"}
    assert b.click("cell:5,0")                                 # the free long road (§2 J)
    assert b.click("buy monument petra")
    assert b.view["piles"]["monuments"] == {"left": 17, "text": "17 monument cards in the deck"}
    assert b.view["piles"]["tiles"]["L3"]["left"] == 9         # buying the revealed tile is not the stack's
    pl = WorldWondersBoard(b.state, lang="pl").view["piles"]
    assert pl["monuments"]["text"] == "17 kart monumentów w stosie"
    assert pl["tiles"]["L3"]["text"] == "9 zakrytych kafelków"
    # the Polish plural forms: 1, 2-4, 5+ (and 0)
    s = ww.new()
    stacks = s._data[st.G_STACKS]
    few = ww.prepare(s, DECK=0b111, STACKS=(0b1, 0b11, 0) + tuple(stacks[3:]))
    pl = WorldWondersBoard(few, lang="pl").view["piles"]
    assert pl["monuments"]["text"] == "3 karty monumentów w stosie"
    first, second, third = list(pl["tiles"].values())[:3]
    assert (first["text"], second["text"], third["text"]) == ("1 zakryty kafelek", "2 zakryte kafelki",
                                                              "0 zakrytych kafelków")
    one = WorldWondersBoard(ww.prepare(s, DECK=0b1), lang="en").view["piles"]["monuments"]
    assert one == {"left": 1, "text": "1 monument card in the deck"}
