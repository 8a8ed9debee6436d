"""API details: readable moves, move JSON, board-widget view, text rendering (design.md "Engine contract")."""
from __future__ import annotations

import json

import pytest

from companion.meduris.engine import new_game, settlement_at, site_symbols, to_view
from companion.meduris.moves import (
    BigYield, BuildHut, BuildTemple, Exchange, OfferBoth, OfferDruidChip, OfferNothing, OfferOne, PlaceWorker,
    ReturnChip, Roll, TakeChip, TakeNothing, move_from_json, move_to_json,
)

ALL_MOVES = [PlaceWorker("wood"), Roll(), TakeChip("wool"), TakeNothing(), ReturnChip("stone"),
             BigYield("wood", 2, "stone"), BuildHut(19), BuildTemple(22), Exchange(("wood", "wood", "stone"), "copper"),
             OfferOne("wool"), OfferBoth(), OfferDruidChip(), OfferNothing()]


@pytest.mark.rule("meduris 4.10")
@pytest.mark.parametrize("move", ALL_MOVES, ids=str)
def test_move_str_and_json_round_trip(move):
    assert str(move) and "(" not in str(move)
    d = move_to_json(move)
    assert move_from_json(json.loads(json.dumps(d))) == move


@pytest.mark.rule("meduris 4.10")
def test_readable_move_strings():
    assert str(BuildHut(19)) == "build hut on site 19"
    assert str(BigYield("wood", 1, "stone")) == "big yield: worker wood#1 -> stone"
    assert str(Exchange(("wood", "wood", "stone"), "copper")) == "exchange wood+wood+stone -> copper"


@pytest.mark.rule("meduris 2.4")
def test_view_for_board_widget(med):
    s = med.make(3, sites={19: ("hut", 2), 20: ("hut", 0), 22: ("temple", 1)}, druid_site=20, runes={"Wave": 2},
                 bonus={5: "druid"}, resources={0: med.res(wood=2)})
    v = to_view(s)
    json.dumps(v)
    assert v["game"] == "meduris" and v["board"] == "2-3p"
    site19 = v["sites"][18]
    assert site19 == {"site": 19, "district": "Wave", "symbols": ["stone", "wood"],
                      "building": {"kind": "hut", "owner": 2, "colour": "blue"}, "bonus": None}
    assert v["sites"][4]["bonus"] == "druid"
    assert v["druid"] == {"site": 20, "step": 3, "on_ring": True}
    assert v["river_between"] == [32, 1]
    wave = next(d for d in v["districts"] if d["name"] == "Wave")
    assert wave == {"name": "Wave", "sites": [18, 19, 20, 21, 22], "holder": 2}
    assert v["plateaus"][0]["resource"] == "wood" and v["plateaus"][0]["supply"] == 16
    assert v["players"][0]["resources"]["wood"] == 2 and v["players"][2]["rune_stones"] == ["Wave"]
    assert v["current_player"] == 0 and v["pending"]["kind"] == "action"
    assert settlement_at(s, 19) == (19, 20) and site_symbols(s, 20) == ("copper", "wool")


@pytest.mark.rule("meduris 3")
def test_text_rendering():
    s = new_game(["Ann", "Bob"], seed=2)
    text = s.render_text()
    assert text == str(s)
    assert "Ann (blue)" in text and "Druid: temple" in text and "Sites:" in text
