"""Hot-seat game module (companion/meduris/ui/hotseat.py) behind notebooks/play-meduris.ipynb."""
from __future__ import annotations

import pytest

from companion.meduris.ui.hotseat import BOT, EDITOR_PAGE, HUMAN, HotSeat


@pytest.mark.rule("meduris 5.4")
def test_bot_game_ends_with_a_consistent_final_scoring():
    game = HotSeat()
    assert game.start(names=["Ann", "Bob"], seats=[BOT, BOT], seed=7)
    state = game.board.state
    assert state.is_terminal
    result = game.result
    assert result is not None and len(result.players) == 2
    for player in result.players:
        assert player.total == sum(player.categories.values())
    assert result.winners
    for name in result.winners:
        assert result.player(name).rank == 1
        assert result.player(name).total == max(p.total for p in result.players)
    assert len(game.log.value.splitlines()) == len(state.history)   # one log line per move


def test_a_human_seat_stops_the_bots():
    game = HotSeat()
    assert game.start(names=["Ann", "Bob"], seats=[BOT, HUMAN], seed=3)
    state = game.board.state
    assert not state.is_terminal
    assert state.current_player == 1                      # Bob (human) must decide; the bot waited
    assert len(state.history) == 1                        # Ann (bot) placed her first worker only
    assert game.result is None


def test_undo_returns_to_the_last_human_decision():
    game = HotSeat()
    assert game.start(names=["Ann", "Bob"], seats=[HUMAN, BOT], seed=3)
    first = game.board.state
    assert first.current_player == 0 and first.history == ()
    game.board.state = first.apply(first.legal_moves(exchanges=False)[0])   # Ann's click; Bob answers
    after = game.board.state
    assert after.current_player == 0 and len(after.history) == 2
    game.undo()                                           # takes back Bob's move and Ann's
    assert game.board.state.history == () and game.board.state.current_player == 0
    assert game.log.value == ""


def test_undo_before_a_game_does_nothing():
    game = HotSeat()
    game.undo()
    assert game.board is None


@pytest.mark.rule("meduris 2.3")
def test_four_players_without_a_board_file_name_the_board_editor():
    game = HotSeat()
    assert not game.start(names=["Ann", "Bob", "Cy", "Dee"], seats=[HUMAN, BOT, BOT, BOT], seed=1)
    assert game.board is None
    assert "Board 4p is incomplete" in game.message.value
    assert f'href="{EDITOR_PAGE}"' in game.message.value and "board editor" in game.message.value


def test_four_players_message_in_polish():
    game = HotSeat()
    game.lang.value = "pl"
    assert not game.start(names=["Ann", "Bob", "Cy", "Dee"], seats=[HUMAN, BOT, BOT, BOT], seed=1)
    assert f'href="{EDITOR_PAGE}"' in game.message.value
    assert "board editor" not in game.message.value       # the note is translated
