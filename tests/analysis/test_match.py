"""Bot-vs-bot matches (companion/analysis/match.py): reproducible, with the Wilson interval, and the CLI."""
from __future__ import annotations

import pytest

from companion.analysis.match import main, play_match
from companion.analysis.simulate import wilson_interval


def test_a_match_is_reproducible_and_reports_the_first_bots_share():
    first = play_match("meduris", "greedy", "random", games=4, seed=3)
    again = play_match("meduris", "greedy", "random", games=4, seed=3)
    assert first.shares == again.shares and first.moves == again.moves
    assert first.games == 4 and all(s in (0.0, 0.5, 1.0) for s in first.shares)     # two players: 1, 1/2 or 0
    assert first.interval == wilson_interval(sum(first.shares), 4)
    assert "GreedyBot vs RandomBot in meduris" in first.summary()


def test_bad_requests_are_refused(capsys):
    with pytest.raises(ValueError, match="unknown bot kind"):
        play_match("meduris", "oracle", "random", games=1)
    with pytest.raises(ValueError, match="2-4 players"):
        play_match("meduris", "random", "random", games=1, players=5)
    with pytest.raises(SystemExit):
        main(["meduris", "random"])
    assert main(["meduris", "greedy", "random", "--games", "2", "--seed", "4"]) == 0
    assert "/2 = " in capsys.readouterr().out
