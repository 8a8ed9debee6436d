"""API details: move notation, move ids, board-widget view, text rendering (design.md "Engine contract")."""
from __future__ import annotations

import json

import pytest

from companion.meduris.engine import new_game, settlement_at, site_symbols, to_view
from companion.meduris.moves import (
    BigYield, BuildHut, BuildTemple, Exchange, OfferBoth, OfferDruidChip, OfferNothing, OfferOne, PlaceWorker,
    PlaceBonus, ReturnChip, Roll, TakeChip, TakeNothing, parse, phrase,
)
from companion.errors import InvalidMove
from companion.five_tribes.moves import EndTurn

ALL_MOVES = [PlaceBonus(12), PlaceWorker("wood"), Roll(), Roll("plus1"), TakeChip("wool"), TakeNothing(), ReturnChip("stone"),
             BigYield("wood", 2, "stone"), BuildHut(19), BuildTemple(22), Exchange(("wood", "wood", "stone"), "copper"),
             Exchange(("wool", "wool", "wool"), "stone", 2), OfferOne("wool"), OfferBoth(), OfferDruidChip(), OfferNothing()]


@pytest.mark.rule("meduris 4.10")
@pytest.mark.parametrize("move", ALL_MOVES, ids=str)
def test_move_notation_and_id_round_trip(move):
    assert str(move) and "(" not in str(move)
    assert parse(str(move)) == move
    game = new_game(["Ann", "Bob", "Cid"], seed=1)
    space = game.game.action_space(game)
    assert space.move(space.id(move)) == move


@pytest.mark.rule("meduris 4.10")
def test_notation_strings_and_translated_phrases():
    assert str(BuildHut(19)) == "hut 19"
    assert str(BigYield("wood", 1, "stone")) == "yield wood 1 stone"
    assert str(Exchange(("wood", "wood", "stone"), "copper")) == "exchange wood+wood+stone copper"
    assert phrase(BuildHut(19)).text("pl") != phrase(BuildHut(19)).text("en")


@pytest.mark.rule("meduris 4.10")
@pytest.mark.parametrize("text", ["", "hut", "hut nineteen", "yield wood stone", "fly 3", "offer", None, 3,
                                  "exchange wood+wood copper by", "roll wool stone", "offer gold", "roll gold",
                                  "exchange wood copper", "place wood\x00", "hut \u0661\u0669"])
def test_text_that_is_not_notation_is_an_invalid_move(text):
    with pytest.raises(InvalidMove):
        parse(text)


@pytest.mark.rule("meduris 4.10")
@pytest.mark.parametrize("thing", [EndTurn(), "hut 19", None], ids=repr)
def test_pushing_a_move_of_no_meduris_type_on_the_core_is_an_invalid_move(thing):
    """§4.10 lists the moves; the core's dispatch (push) refuses any other type the way ``apply`` does, naming
    it, and changes nothing (no half-made move left to pop)."""
    core = new_game(["Ann", "Bob"], seed=1).core()
    before = core.snapshot()
    with pytest.raises(InvalidMove) as err:
        core.push(thing)
    assert err.value.rule == "meduris 4.10"
    assert str(err.value) == f"{thing!r} is not a Meduris move. (meduris 4.10)"
    assert core.snapshot() == before
    with pytest.raises(IndexError):
        core.pop()


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
