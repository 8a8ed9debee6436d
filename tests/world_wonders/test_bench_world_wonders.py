"""Benchmarks of the World Wonders engine and of scoring from the maps (pytest-benchmark; no timed asserts).

Run with ``pytest tests/world_wonders/test_bench_world_wonders.py --benchmark-enable -p no:xdist``; games/s =
1 / mean time of ``test_bench_random_game`` (one whole game per round, a uniform random choice among the legal
moves on the fast core, demo catalogues).
"""
from __future__ import annotations

import random

import pytest

from companion import games
from companion.world_wonders.map_scoring import score_cities
from companion.world_wonders.state import PURCHASE, G_KIND, State

GAME = games.get("world-wonders")


def _core_game(seed: int, n: int):
    """One whole random game on the core; returns the core at the end."""
    rng = random.Random(seed)
    core = GAME.new_game([f"P{i}" for i in range(n)], seed=seed).core()
    while True:
        moves = core.legal_moves()
        if not moves:
            return core
        core.push(moves[int(rng.random() * len(moves))])


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_bench_random_game(benchmark, n):
    seeds = iter(range(100_000))
    core = benchmark.pedantic(lambda: _core_game(next(seeds), n), rounds=15, iterations=1)
    assert core.current_player is None


def test_bench_random_game_immutable_api(benchmark):
    """The same policy through the immutable State API (a new state per move), 2 players."""
    def play(seed: int):
        rng = random.Random(seed)
        s = GAME.new_game(["A", "B"], seed=seed)
        while not s.is_over:
            moves = s.legal_moves()
            s = s.apply(moves[int(rng.random() * len(moves))])
        return s
    seeds = iter(range(100_000))
    s = benchmark.pedantic(lambda: play(next(seeds)), rounds=8, iterations=1)
    assert s.is_over


def _five_finished_maps() -> State:
    core = _core_game(11, 5)
    return State(core.s, core.snapshot())


def test_bench_score_five_player_maps(benchmark):
    """Final scoring of a whole 5-player game from its maps: the final sheet (districts and natural resources
    counted on every map) scored by the calculator's scorer."""
    final = _five_finished_maps()
    result = benchmark(GAME.score, final)
    assert len(result.players) == 5


def test_bench_score_five_cities_explained(benchmark):
    """The "score my city" path: five finished cities given as data, counted with every line explained."""
    final = _five_finished_maps()
    sheet = GAME.final_sheet(final)
    for p, entry in enumerate(sheet["players"]):
        del entry["natural_resources"], entry["districts"]
        entry["city"] = final.city(p).to_dict()
    result, scores = benchmark(score_cities, sheet)
    assert [x.total for x in result.players] == [x.total for x in GAME.score(final).players]
    assert len(scores) == 5


def test_bench_legal_moves_at_a_purchase(benchmark):
    rng = random.Random(3)
    core = GAME.new_game(["A", "B", "C"], seed=3).core()
    pushed = 0
    while pushed < 60 or core.d[G_KIND] != PURCHASE:
        moves = core.legal_moves()
        core.push(moves[int(rng.random() * len(moves))])
        pushed += 1
    moves = benchmark(core.legal_moves)
    assert moves
