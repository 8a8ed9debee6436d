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
    assert "x.json" in hot.adapter.upload_note.value and "is not a World Wonders catalogue" in hot.adapter.upload_note.value
    assert not hot.adapter.add_catalogue(b'{"format": ["maps"]}', "list.json")
    assert "list.json is not a World Wonders catalogue" in hot.adapter.upload_note.value
    # a file that is not JSON is told where it breaks, with the uploads' words
    assert not hot.adapter.add_catalogue(b'{"format": "maps",', "cut.json")
    assert "cut.json was not loaded: it is not valid JSON (line 1, column 19)." in hot.adapter.upload_note.value
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


@pytest.mark.rule("world-wonders 7.1")
def test_advanced_play_with_chosen_objectives_shows_them_and_scores_them():
    """The Play page offers the public objectives (none / 3 at random / chosen): the chosen cards are in play, the
    board names each with what it measures and the standings, and the final table adds their rings (§7.1)."""
    from companion.world_wonders.ui.board import WorldWondersBoard

    hot = HotSeat("world-wonders")
    hot.adapter.relabel("en")
    hot.adapter.objectives.value = "chosen"
    assert hot.adapter.chosen_row.layout.display is None
    hot.adapter.chosen.value = ("roads-to-rome", "suburbs")
    assert hot.start(names=["Ann", "Bob"], seats=[GREEDY, BOT], seed=4)
    s = hot.state
    assert s.is_over and s.objectives == ("roads-to-rome", "suburbs")
    view = WorldWondersBoard(s, lang="en").view["objectives"]
    assert [o["name"] for o in view] == ["Roads to Rome", "Suburbs"]
    assert "longest continuous road" in view[0]["goal"]
    assert all(len(o["standing"]) == 2 and o["standing"][0].startswith("Ann: ") for o in view)
    pl = WorldWondersBoard(s, lang="pl").view["objectives"]
    assert pl[0]["goal"] != view[0]["goal"] and pl[0]["standing"][0].startswith("Ann: ")
    # the final table's objective column holds the rings of the two cards (3/1 or shared, §7.1)
    points = [sum(o["points"][p] for o in view) for p in range(2)]
    assert sum(points) in (4, 5, 6, 8)
    objective_lines = [next(line.points for line in p.lines if line.category == "objectives")
                       for p in hot.result.players]
    assert objective_lines == points
    assert "Public objectives" in hot.final.value


def test_objectives_random_or_a_bad_choice():
    hot = HotSeat("world-wonders")
    hot.adapter.relabel("pl")
    assert hot.adapter.objectives.options[0][0] == "brak (gra podstawowa)"
    hot.adapter.objectives.value = "random"
    assert hot.start(names=["Ann", "Bob"], seats=[BOT, BOT], seed=2)
    assert len(hot.state.objectives) == 3
    hot.adapter.objectives.value = "chosen"              # nothing chosen: refused beside the start button
    before = hot.state
    assert not hot.start(names=["Ann", "Bob"], seats=[BOT, BOT], seed=2)
    assert "objectives" in hot.message.value and hot.state is before
    hot.adapter.objectives.value = "none"
    assert hot.start(names=["Ann", "Bob"], seats=[BOT, BOT], seed=2) and hot.state.objectives == ()


@pytest.mark.rule("world-wonders 7.1")
def test_an_uploaded_objective_deck_is_the_one_to_choose_from():
    from test_catalogues import own_objective_deck

    hot = HotSeat("world-wonders")
    hot.adapter.relabel("en")
    assert "adjacent-T" in [v for _, v in hot.adapter.chosen.options]
    assert hot.adapter.add_catalogue(json.dumps(own_objective_deck()), "objectives.json")
    ids = [v for _, v in hot.adapter.chosen.options]
    assert "village" in ids and "adjacent-T" not in ids
    hot.adapter.objectives.value = "chosen"
    hot.adapter.chosen.value = ("village",)
    assert hot.start(names=["Ann", "Bob"], seats=[BOT, BOT], seed=6)
    assert hot.state.objectives == ("village",)
