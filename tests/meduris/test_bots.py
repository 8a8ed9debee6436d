"""The generic random bot and bot seats (companion/engine/bots.py) playing Meduris through the game contract."""
from __future__ import annotations

import pytest

from companion.engine.bots import RandomBot, auxiliary_moves, bot_to_move, play_bots
from companion.games import get
from companion.meduris.engine import new_game, score
from companion.meduris.moves import Exchange


def test_random_bot_only_chooses_legal_moves_and_is_seeded():
    s = new_game(["Ann", "Bob"], seed=11)
    a, b = RandomBot(5), RandomBot(5)
    for _ in range(60):
        m = a.choose(s)
        assert m == b.choose(s)                         # same seed, same position -> same choice
        assert m in s.legal_moves()
        assert not isinstance(m, Exchange)              # exchanges off by default
        s = s.apply(m)


def test_random_bot_is_uniform_over_legal_moves():
    s = new_game(["Ann", "Bob"], seed=11)              # setup: 4 plateaus to place a worker on
    bot = RandomBot(1)
    counts: dict = {}
    for _ in range(4000):
        m = bot.choose(s)
        counts[m] = counts.get(m, 0) + 1
    assert len(counts) == 4
    assert all(800 < c < 1200 for c in counts.values())


@pytest.mark.rule("meduris 4.5")
def test_exchanges_are_the_auxiliary_moves_of_meduris():
    assert auxiliary_moves(get("meduris")) == (Exchange,)


def test_random_bot_without_skips_may_exchange():
    s = new_game(["Ann", "Bob"], seed=11)
    bot = RandomBot(3, skip=())
    picks = {type(bot.choose(s)) for _ in range(200)}
    assert Exchange in picks


def test_random_bot_skips_the_types_it_is_given():
    s = new_game(["Ann", "Bob"], seed=11)              # setup: only worker placements (and exchanges)
    bot = RandomBot(3, skip=(type(s.legal_moves(exchanges=False)[0]),))
    assert all(type(m) is Exchange for m in bot.candidates(s)) and bot.candidates(s)


def test_play_bots_stops_at_a_human_seat():
    s = new_game(["Ann", "Bob"], seed=4)
    t, log = play_bots(s, [None, RandomBot(2)])
    assert t is s and log == []                        # Ann (human) places the first worker
    t = s.apply(s.legal_moves()[0])
    u, log = play_bots(t, [None, RandomBot(2)])
    assert [e.name for e in log] == ["Bob"]             # Bob places one worker, then it is Ann's turn again
    assert u.current_player == 0
    assert bot_to_move(u, [None, RandomBot(2)]) is None


def test_play_bots_respects_max_moves_and_logs_in_order():
    s = new_game(["Ann", "Bob", "Cy"], seed=4)
    t, log = play_bots(s, [RandomBot(1), RandomBot(2), RandomBot(3)], max_moves=7)
    assert len(log) == 7 and len(t.history) == 7
    assert [e.move for e in log] == list(t.history)
    assert [e.name for e in log[:3]] == ["Ann", "Bob", "Cy"]   # worker placement in turn order (§3.7)


def test_seats_must_match_players():
    s = new_game(["Ann", "Bob"], seed=4)
    with pytest.raises(ValueError):
        play_bots(s, [RandomBot(1)])


@pytest.mark.rule("meduris 5.4")
@pytest.mark.parametrize("seed", [0, 7])
def test_bot_game_ends_with_a_valid_final_scoring(seed):
    s = new_game(["Ann", "Bob"], seed=seed)
    s, log = play_bots(s, [RandomBot(seed + 1), RandomBot(seed + 2)])
    assert s.is_terminal and s.ended_by == "all_built"
    result = score(s)
    for p in result.players:
        assert p.total == sum(p.categories.values())
    assert result.winners
    best = max(p.total for p in result.players)
    assert all(result.player(w).total == best for w in result.winners)
    with pytest.raises(ValueError):
        RandomBot(1).choose(s)                          # nothing to choose after the end
