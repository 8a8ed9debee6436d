"""Random-game conformance through the shared harness (companion/engine/testing.py), replay, undo and JSON
round trip (design.md "Engine contract", meduris.md §4.10).

Default: 1000 seeded games per player count (2, 3, 4 players; 4 players on the SYNTHETIC 40-site test
board, since the real 4p side is incomplete), in chunks.
Set ``MEDURIS_GAMES=<n>`` for another count. Every move is checked against the invariants of
:mod:`companion.meduris.invariants`; every game whose seed is a multiple of 200 is also played through the
immutable API with the whole action space tried at every 8th decision.
"""
from __future__ import annotations

import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.engine.testing import check_game
from companion.errors import IllegalMove
from companion.meduris.engine import MEDURIS, new_game, replay
from companion.meduris.invariants import invariants
from companion.meduris.moves import BuildHut, BuildTemple, Exchange, Roll
from companion.meduris.options import Options
from companion.meduris.state import State

GAMES = int(os.environ.get("MEDURIS_GAMES", "1000"))  # per player count: 3000 games in all
CHUNKS = 4                                             # per player count


def _options(n: int, med) -> Options:
    return Options(board=med.synthetic_4p_board()) if n == 4 else Options()


def build_biased(rng: random.Random, core, moves: list):
    """A build-biased random move: mostly builds when possible, rarely exchanges (3%)."""
    if rng.random() < 0.03:
        return moves[int(rng.random() * len(moves))]
    plain = [m for m in moves if type(m) is not Exchange]
    builds = [m for m in plain if type(m) is BuildHut or type(m) is BuildTemple]
    if builds and rng.random() < 0.8:
        return builds[int(rng.random() * len(builds))]
    return plain[int(rng.random() * len(plain))]


@pytest.mark.slow
@pytest.mark.rule("meduris 4.10")
@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_conform(med, n, chunk):
    per = -(-GAMES // CHUNKS)
    games = max(0, min(per, GAMES - chunk * per))
    report = check_game(MEDURIS, players=n, games=games, seed=1000 * n + chunk * per,
                        options=_options(n, med), policy=build_biased, invariants=invariants,
                        outcome=lambda s: s.ended_by, deep_every=200, cross_every=8)
    assert report.games == games
    # a game ends by the main trigger or, by the Polish rulebook, when the plateaus are empty and nobody builds
    assert set(report.outcomes) <= {"all_built", "resources"}


def play_random(seed: int, n: int, med) -> State:
    """A whole build-biased random game through the immutable API."""
    rng = random.Random(seed)
    s = new_game([f"P{i}" for i in range(n)], seed=seed, options=_options(n, med))
    while not s.is_terminal:
        s = s.apply(build_biased(rng, None, s.legal_moves()))
    return s


@pytest.mark.rule("meduris 5.3")
@pytest.mark.parametrize("n", [2, 3])
def test_random_games_score(med, n):
    for g in range(5):
        s = play_random(77 + g, n, med)
        result = __import__("companion.meduris.engine", fromlist=["score"]).score(s)
        assert len(result.players) == n
        assert all(p.total >= s.scores[i] for i, p in enumerate(result.players))


@pytest.mark.rule("meduris 4.10")
def test_replay_reproduces_game_exactly(med):
    s = play_random(5, 3, med)
    again = replay(5, list(s.players), list(s.history), s.options)
    assert again == s
    assert again.to_json() == s.to_json()


@pytest.mark.rule("meduris 4.10")
def test_undo_returns_previous_states(med):
    s = play_random(6, 2, med)
    prev = s.undo()
    assert prev.history == s.history[:-1]
    restored = State.from_json(s.to_json())
    assert restored.undo() == prev  # rebuilt by replay
    first = new_game(["A", "B"], seed=1)
    with pytest.raises(IllegalMove):
        first.undo()


@pytest.mark.rule("meduris 4.10")
def test_old_state_unchanged_after_apply(med):
    s = med.force_roll(med.make(2, pending=("roll", 0)), "wood")
    snapshot = s.to_json()
    s.apply(Roll())
    assert s.to_json() == snapshot


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10_000), n=st.sampled_from([2, 3, 4]), steps=st.integers(0, 400))
@pytest.mark.rule("meduris 4.10")
def test_json_round_trip_random_states(med, seed, n, steps):
    rng = random.Random(seed)
    s = new_game([f"P{i}" for i in range(n)], seed=seed, options=_options(n, med))
    for _ in range(steps):
        if s.is_terminal:
            break
        s = s.apply(build_biased(rng, None, s.legal_moves()))
    text = s.to_json()
    back = State.from_json(text)
    assert back == s
    assert back.to_json() == text
    assert back.legal_moves() == s.legal_moves()
    if not s.is_terminal:
        m = s.legal_moves()[0]
        assert back.apply(m) == s.apply(m)
    view = s.to_view()
    import json
    json.dumps(view)
    assert len(view["sites"]) == s.board.size and len(view["plateaus"]) == 4
    assert str(s).startswith("Meduris")
