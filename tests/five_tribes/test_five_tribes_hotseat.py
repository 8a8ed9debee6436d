"""The Five Tribes hot seat (companion/five_tribes/ui/hotseat.py on companion/ui/hotseat.py; issue 8, "Play Five
Tribes"): 3 and 4 players with human, random, greedy and advisor seats, undo back to the human, the advisor on
request (the board's "Suggest moves" switch inside the Play page), and the final scoring derived from the board.

Expected values come from five-tribes.md: the bid spots cost 18, 12, 8, 5, 3, 1, 0, 0, 0 and the dearest spot
plays first (§3.1); every player starts with 50 gold (§2); the final scoring (§5) adds gold, viziers (1 each + 10
per opponent with fewer), elders (2), djinns, tile values, palm trees (3) and palaces (5) on one's tiles, and
merchandise sets.
"""
from __future__ import annotations

import pytest

from companion.analysis.bots import GreedyBot
from companion.engine.bots import RandomBot
from companion.five_tribes.advisor_bot import AdvisorBot
from companion.five_tribes.end import final_sheet
from companion.five_tribes.scoring import score_sheet
from companion.five_tribes.state import Decision
from companion.five_tribes.ui.board import ADVISE
from companion.five_tribes.ui.hotseat import ADVISOR
from companion.ui import language
from companion.ui.hotseat import BOT, GREEDY, HUMAN, HotSeat

FOUR = ["Ann", "Bob", "Cy", "Dee"]


@pytest.fixture(autouse=True)
def english_page():
    language.set_language("en")
    yield
    language.set_language("en")


def started(seats: list[str], seed: int) -> HotSeat:
    """A Five Tribes hot seat started for ``len(seats)`` players (Ann, Bob, Cy, Dee) with those seat kinds."""
    hot = HotSeat("five-tribes")
    hot.count.value = len(seats)
    assert hot.start(names=FOUR[:len(seats)], seats=seats, seed=seed)
    return hot


def sheet_from_board(view: dict) -> dict:
    """The public score sheet (companion.five_tribes.scoring) written from what the board shows at the end: each
    tile's camel, value, palm trees and palaces, and each player's gold, viziers, elders, djinns and cards."""
    players = []
    for p, shown in enumerate(view["players"]):
        mine = [t for t in view["tiles"] if t["camel"] == p]
        cards = dict(shown["cards"])
        fakirs = cards.pop("fakir", 0)
        players.append({"name": shown["name"], "coins": shown["gold"], "viziers": shown["viziers"],
                        "elders": shown["elders"], "djinns": list(shown["djinns"]),
                        "tiles": [t["points"] for t in mine], "palm_trees": sum(t["palm_trees"] for t in mine),
                        "palaces": sum(t["palaces"] for t in mine), "merchandise": cards, "fakirs": fakirs})
    return {"game": "five-tribes", "players": players}


def play_first_targets(hot: HotSeat, limit: int = 3000) -> None:
    """The human seats click the first live target of the board until the game ends (bots play in between)."""
    for _ in range(limit):
        if hot.state.is_over:
            return
        assert hot.board.click(hot.board.legal_targets[0])
    raise AssertionError("the game did not end")


def to_anns_turn(hot: HotSeat) -> None:
    """Ann (a human seat) clicks her first live targets until her marker starts a turn: a pick-up (bots play in
    between)."""
    board = hot.board
    while hot.state.current_player != 0 or hot.state.decision is not Decision.TURN or "end" in board.legal_targets:
        assert not hot.state.is_over
        assert board.click(board.legal_targets[0])


@pytest.mark.slow
@pytest.mark.rule("five-tribes 5")
def test_three_bot_seats_play_to_the_end_and_the_board_is_scored_by_the_calculator():
    hot = started([BOT, GREEDY, ADVISOR], seed=5)
    assert [type(b) for b in hot.bots] == [RandomBot, GreedyBot, AdvisorBot]
    s = hot.state
    assert s.is_over and len(s.players) == 3 and hot.result is not None
    assert not hot.board.undo_allowed                         # no human decision to go back to
    view = hot.board.view
    assert all(p["gold"] is not None for p in view["players"])   # at the end every gold is shown (§1.8)
    from_board = score_sheet(sheet_from_board(view))
    assert from_board.totals == hot.result.totals == score_sheet(final_sheet(s)).totals
    assert "Final scoring" in hot.final.value and "Winner" in hot.final.value
    for name in FOUR[:3]:
        assert name in hot.final.value


@pytest.mark.slow
@pytest.mark.rule("five-tribes 3.1")
@pytest.mark.rule("five-tribes 5")
def test_four_seats_a_human_among_random_greedy_and_advisor_bots():
    hot = started([HUMAN, BOT, GREEDY, ADVISOR], seed=5)
    assert hot.bots[0] is None and [type(b) for b in hot.bots[1:]] == [RandomBot, GreedyBot, AdvisorBot]
    assert hot.state.ply == 0 and hot.state.current_player == 0     # Ann bids first in this game
    assert hot.board.click("bid:18")
    # the three bots bid; Ann's 18 is the dearest spot, so her marker plays first (§3.1) and paid 18 of 50
    s = hot.state
    assert s.ply == 4 and s.current_player == 0 and s.decision is Decision.TURN
    assert s.gold[0] == 32
    play_first_targets(hot)
    assert hot.result is not None and len(hot.result.players) == 4
    assert score_sheet(sheet_from_board(hot.board.view)).totals == hot.result.totals


@pytest.mark.rule("five-tribes 3.1")
def test_undo_takes_back_the_bots_moves_to_the_last_human_decision():
    hot = started([HUMAN, BOT, BOT], seed=8)
    start = hot.state
    assert start.current_player == 0 and start.ply == 0
    assert hot.board.click(hot.board.legal_targets[0])
    assert hot.state.ply > 1                                  # the bots answered
    to_anns_turn(hot)
    at_turn = hot.state
    assert hot.board.click(hot.board.legal_targets[0])        # Ann picks up a tile
    assert hot.undo() and hot.state == at_turn                # one move back: Ann's pick-up
    while hot.state.ply:
        assert hot.undo()
        assert hot.state.current_player == 0                  # every undo stops at a decision of Ann's
    assert hot.state == start
    assert not hot.undo() and hot.state == start              # nothing left to take back
    assert hot.log.value == ""                                # the log is empty again


@pytest.mark.rule("five-tribes 3.2")
def test_the_advisor_on_request_inside_the_play_page():
    hot = started([HUMAN, GREEDY, BOT], seed=5)
    board = hot.board
    assert ADVISE in [b["key"] for b in board.buttons] and board.arrows == []
    assert board.click(ADVISE)                                # on while Ann bids: nothing to suggest yet
    assert board.arrows == [] and board.advice_view == {}
    to_anns_turn(hot)
    first = board.arrows
    assert len(first) == 3 and [t["number"] for t in board.advice_view["turns"]] == [1, 2, 3]
    picks = {k.removeprefix("tile:") for k in board.legal_targets}
    assert {a["from"] for a in first} <= picks                # each suggestion starts on a tile Ann may pick up
    assert all(a["label"].startswith(f"{i}. ") for i, a in enumerate(first, 1))
    assert any("VP" in a["label"] for a in first)
    assert board.click(f"tile:{first[0]['from']}")  # Ann starts the first suggested turn
    assert board.arrows == []                                 # mid-turn: no suggestion
    assert board.click(board.legal_targets[0])
    to_anns_turn(hot)
    assert hot.state.ply > 0 and len(board.arrows) == 3       # her next turn: suggestions for the new position
    assert board.click(ADVISE)                                # off again
    assert board.arrows == [] and board.advice_view == {}
