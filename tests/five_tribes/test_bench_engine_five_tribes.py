"""Benchmarks of the Five Tribes rules engine (pytest-benchmark; no timed asserts).

Run with ``pytest tests/five_tribes/test_bench_engine_five_tribes.py --benchmark-enable -p no:xdist`` to see the numbers;
games/s = 1 / mean time of ``test_bench_random_game`` (one whole game per round, on the fast core: make/unmake,
a uniform random choice among the legal moves — bids, pick-ups, steps, drops, actions, sales, djinns, end).
Issue 7 asks for at least 100 random full games per second per core.
"""
from __future__ import annotations

import random

import pytest

from companion.five_tribes.engine import new_game


def _core_game(seed: int, n: int) -> int:
    """One whole random game on the core; returns the number of moves."""
    rng = random.Random(seed)
    core = new_game([f"P{i}" for i in range(n)], seed=seed).core()
    made = 0
    while True:
        moves = core.legal_moves()
        if not moves:
            return made
        core.push(moves[int(rng.random() * len(moves))])
        made += 1


@pytest.mark.parametrize("n", [2, 3, 4])
def test_bench_random_game(benchmark, n):
    seeds = iter(range(100_000))
    made = benchmark.pedantic(lambda: _core_game(next(seeds), n), rounds=40, iterations=1)
    assert made > 50


def test_bench_random_game_immutable_api(benchmark):
    """The same policy through the immutable State API (a new state per move)."""
    def play(seed: int):
        rng = random.Random(seed)
        s = new_game(["A", "B", "C"], seed=seed)
        while not s.is_over:
            moves = s.legal_moves()
            s = s.apply(moves[int(rng.random() * len(moves))])
        return s
    seeds = iter(range(100_000))
    s = benchmark.pedantic(lambda: play(next(seeds)), rounds=8, iterations=1)
    assert s.is_over


def _turn_start_core(turns: int = 5):
    """A core at the start of a turn (before the pick-up), ``turns`` turns into a seeded random game."""
    rng = random.Random(3)
    core = new_game(["A", "B", "C"], seed=3).core()
    seen = 0
    while True:
        moves = core.legal_moves()
        core.push(moves[int(rng.random() * len(moves))])
        if core.d[core.L.KIND] == 1 and not core.d[core.L.MOVED]:
            seen += 1
            if seen == turns:
                return core


def test_bench_legal_moves_at_turn_start(benchmark):
    """The pick-ups (every tile from which a legal move starts) and the djinn powers at a turn's start."""
    core = _turn_start_core()
    moves = benchmark(core.legal_moves)
    assert moves


def test_bench_push_pop(benchmark):
    core = _turn_start_core()
    move = core.legal_moves()[0]

    def push_pop():
        core.push(move)
        core.pop()
    before = core.snapshot()
    benchmark(push_pop)
    assert core.snapshot() == before
