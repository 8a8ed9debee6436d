"""The Iquazú hot seat (companion/iquazu/ui/hotseat.py on companion/ui/hotseat.py): random and greedy bots, a
human seat on the board, undo, the demo wall or an uploaded wall, and the final scoring from the wall through the
calculator's scorer (iquazu.md §6.2)."""
from __future__ import annotations

import json

import pytest

from companion.iquazu.end import final_sheet
from companion.iquazu.scoring import score_sheet
from companion.iquazu.ui.hotseat import GREEDY
from companion.analysis.bots import GreedyBot
from companion.engine.bots import RandomBot
from companion.ui import language
from companion.ui.hotseat import BOT, HUMAN, HotSeat


@pytest.fixture(autouse=True)
def english_page():
    language.set_language("en")
    yield
    language.set_language("en")


@pytest.mark.rule("iquazu 6.2")
def test_bots_play_to_the_end_and_the_wall_is_scored_by_the_calculator():
    hot = HotSeat("iquazu")
    assert hot.start(names=["Ann", "Bob", "Cy"], seats=[GREEDY, BOT, GREEDY], seed=11)
    assert isinstance(hot.bots[0], GreedyBot) and isinstance(hot.bots[1], RandomBot)
    s = hot.state
    assert s.is_over and hot.result is not None
    calculator = score_sheet(final_sheet(s))                  # the calculator's scorer on the final wall
    assert hot.result.totals == calculator.totals
    assert "Final scoring" in hot.final.value
    assert hot.board.scoring["steps"][-1]["kind"] == "final"


def test_seat_menus_offer_random_and_greedy_bots_in_both_languages():
    hot = HotSeat("iquazu")
    assert [v for _, v in hot.seats[0].options][:3] == [HUMAN, BOT, GREEDY]   # then the MCTS bots (hotseat tests)
    language.set_language("pl")
    labels = [label for label, _ in hot.seats[0].options]
    assert labels[:3] == ["człowiek", "losowy bot", "zachłanny bot"]


def test_a_human_seat_plays_on_the_board_and_undo_returns_to_the_human():
    hot = HotSeat("iquazu")
    assert hot.start(names=["Ann", "Bob"], seats=[HUMAN, BOT], seed=3)
    assert hot.state.current_player == 0 and hot.state.ply == 0
    assert hot.board.click("draw")                             # Ann draws 4; Bob (bot) plays; Ann again
    assert hot.state.current_player == 0 and hot.state.ply >= 2
    assert hot.undo() and hot.state.ply == 0


def test_an_uploaded_wall_is_checked_and_played_on(iq):
    hot = HotSeat("iquazu")
    adapter = hot.adapter
    assert not adapter.use_wall(b"{not json", "broken.json")
    assert "broken.json cannot be used" in adapter.wall_status.value and adapter.wall is None
    bad = iq.wall_dict()
    bad["tile_columns"] = bad["tile_columns"][:3]
    assert not adapter.use_wall(json.dumps(bad), "short.json") and "tile_columns" in adapter.wall_status.value
    assert adapter.use_wall(json.dumps(iq.wall_dict()), "mine.json")
    assert "Your wall test: 11 columns." in adapter.wall_status.value
    assert hot.start(names=["Ann", "Bob"], seats=[BOT, BOT], seed=5)
    assert hot.state.wall.name == "test" and hot.state.is_over


@pytest.mark.rule("iquazu 2.6")
def test_a_wall_file_that_is_not_json_is_named_so_in_the_page_language(iq):
    """A player who uploads a broken file is told that it is not JSON and where it breaks, in the uploads'
    words (not the parser's bare complaint "Expecting value: line 1 column 26"), in English and in Polish."""
    hot = HotSeat("iquazu")
    adapter = hot.adapter
    assert not adapter.use_wall(b'{"name": "x", "strips": [', "broken.json")
    assert "broken.json cannot be used: it is not valid JSON (line 1, column 26)." in adapter.wall_status.value
    language.set_language("pl")
    assert "Nie można użyć pliku broken.json: to nie jest poprawny JSON (wiersz 1, kolumna 26)." in \
        adapter.wall_status.value


@pytest.mark.rule("iquazu 3")
@pytest.mark.rule("iquazu 4")
def test_a_four_player_hot_seat_deals_4_5_6_7_and_returns_to_the_human():
    hot = HotSeat("iquazu")
    assert hot.start(names=["Ann", "Bob", "Cy", "Dee"], seats=[HUMAN, BOT, GREEDY, BOT], seed=5)
    s = hot.state
    # §3: hands of 4, 5, 6, 7 cards clockwise from the start player; the drop box to the start player's right
    # (the last in turn order); 34 crystals each to place
    assert [sum(h) for h in s.hands] == [4, 5, 6, 7] and s.drop_holder == 3 and s.current_player == 0
    assert s.crystals_left == (34, 34, 34, 34)
    players = hot.board.view["players"]
    assert [p["name"] for p in players] == ["Ann", "Bob", "Cy", "Dee"]
    assert players[0]["hand"] == list(s.hands[0]) and all(p["hand"] is None for p in players[1:])  # own hand only
    assert all(len(c["stone"]) == 3 for c in hot.board.view["columns"] if c["stone"])   # §5.2: n − 1 values
    assert hot.board.click("draw")                         # §4: Ann draws 4; the three bots play; Ann again
    assert hot.state.current_player == 0 and hot.state.ply >= 4
    assert sum(hot.state.hands[0]) == 8                   # 4 + 4; three turns fill at most 4 alcoves: no scoring
    assert hot.undo() and hot.state.ply == 0 and [sum(h) for h in hot.state.hands] == [4, 5, 6, 7]


@pytest.mark.rule("iquazu 6.2")
def test_four_bots_play_to_the_end_and_the_wall_is_scored_by_the_calculator():
    hot = HotSeat("iquazu")
    assert hot.start(names=["A", "B", "C", "D"], seats=[BOT, GREEDY, BOT, GREEDY], seed=21)
    s = hot.state
    assert s.is_over and len(s.players) == 4
    assert hot.result.totals == score_sheet(final_sheet(s)).totals
