"""The World Wonders hot seat (companion/world_wonders/ui/hotseat.py on companion/ui/hotseat.py): 1-5 players, solo
against the Automaton, random and greedy bots, the user's own catalogues, undo, scoring from the maps."""
from __future__ import annotations

import json

import pytest

from companion.ui.hotseat import BOT, GREEDY, HUMAN, HotSeat
from companion.world_wonders.catalogues import DATA_DIR


@pytest.mark.rule("world-wonders 7.2")
def test_solo_game_against_the_automaton():
    hot = HotSeat("world-wonders")
    hot.adapter.level.value = "hard"
    assert hot.start(names=["Ann"], seats=[GREEDY], seed=3)
    assert hot.state.is_over and hot.state.automaton is not None
    # the player's entry and the Automaton's are ranked (§7.2)
    assert len(hot.result.players) == 2 and "Automaton" in hot.final.value


@pytest.mark.rule("world-wonders 3.1")
def test_human_seat_waits_and_undo_goes_back_to_the_human():
    hot = HotSeat("world-wonders")
    assert hot.start(names=["Ann", "Bob", "Cy"], seats=[HUMAN, BOT, GREEDY], seed=11)
    s = hot.state
    assert s.current_player == 0 and not s.is_over
    cell = next(k for k in hot.board.legal_targets if k.startswith("cell:"))
    assert hot.board.click(cell)
    assert hot.state.current_player == 0 or hot.state.ply > s.ply + 1
    assert hot.undo()
    assert hot.state.current_player == 0


def test_seat_menu_offers_the_greedy_bot():
    hot = HotSeat("world-wonders")
    assert [v for _, v in hot.seats[0].options][:3] == [HUMAN, BOT, GREEDY]   # then MCTS (tests/ui/test_hotseat.py)
    hot.count.value = 1
    assert hot.adapter.solo_row.layout.display is None
    hot.count.value = 3
    assert hot.adapter.solo_row.layout.display == "none"


@pytest.mark.rule("world-wonders 1.7")
def test_own_catalogue_upload():
    hot = HotSeat("world-wonders")
    maps = json.loads((DATA_DIR / "demo-maps.json").read_text(encoding="utf-8"))
    maps["demo"] = False
    maps["title"] = "my maps"
    assert hot.adapter.add_catalogue(json.dumps(maps), "maps.json")
    assert hot.adapter.options(2).maps["title"] == "my maps"
    assert hot.start(names=["Ann", "Bob"], seats=[BOT, BOT], seed=5)
    assert hot.state.is_over
    # a file that is no catalogue is explained, the uploaded ones are kept
    assert not hot.adapter.add_catalogue(b'{"format": "something else"}', "x.json")
    assert "x.json" in hot.adapter.upload_note.value
    assert "maps" in hot.adapter.own
    # a broken catalogue is refused at the start with the field and the rule; the game shown is kept
    maps["sides"][0]["rows"][0] = maps["sides"][0]["rows"][0][:-1]
    hot.adapter.add_catalogue(json.dumps(maps), "maps.json")
    before = hot.state
    assert not hot.start(names=["Ann", "Bob"], seats=[BOT, BOT], seed=5)
    assert "world-wonders 1.7" in hot.message.value and hot.state is before


def test_the_options_rows_wrap_on_a_phone():
    """At 390 px the catalogues / map side / resource board side row ran off the screen, hiding the resource board
    side; its rows wrap like the pages' other rows (companion/ui/layout.py)."""
    hot = HotSeat("world-wonders")
    rows = [w for w in hot.adapter.widget.children if hot.adapter.resource_side in getattr(w, "children", ())]
    assert len(rows) == 1 and rows[0].layout.flex_flow == "row wrap"
    assert hot.adapter.own_row.layout.flex_flow == "row wrap"
