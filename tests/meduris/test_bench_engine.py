"""Benchmarks of the Meduris engine (pytest-benchmark; no timed asserts).

Run with ``pytest tests/meduris/test_bench_engine.py --benchmark-enable`` to see the numbers;
games/s = 1 / mean time of ``test_bench_random_game_*`` (one game per round).
"""
from __future__ import annotations

import random

import pytest

from companion.meduris.engine import new_game
from companion.meduris.options import Options


def _game(seed: int, n: int, board=None, policy=None):
    rng = random.Random(seed)
    s = new_game([f"P{i}" for i in range(n)], seed=seed, options=Options(board=board) if board else None)
    while not s.is_terminal:
        s = s.apply(policy(rng, s))
    return s


@pytest.mark.parametrize("n", [2, 3])
def test_bench_random_game(benchmark, med, n):
    seeds = iter(range(10_000))
    s = benchmark.pedantic(lambda: _game(next(seeds), n, policy=med.random_policy), rounds=8, iterations=1)
    assert s.is_terminal


def test_bench_random_game_4p(benchmark, med):
    board = med.synthetic_4p_board()
    seeds = iter(range(10_000))
    s = benchmark.pedantic(lambda: _game(next(seeds), 4, board=board, policy=med.random_policy), rounds=8,
                           iterations=1)
    assert s.is_terminal


def _midgame(med):
    rng = random.Random(3)
    s = new_game(["A", "B", "C"], seed=3)
    while s.turn < 20 or s.pending.kind != "action":
        s = s.apply(med.random_policy(rng, s))
    return s


def test_bench_legal_moves_midgame(benchmark, med):
    s = _midgame(med)
    moves = benchmark(s.legal_moves)
    assert moves


def test_bench_apply_build(benchmark, med):
    s = _midgame(med)
    move = s.legal_moves(exchanges=False)[-1]
    t = benchmark(s.apply, move)
    assert t is not s
