"""Benchmarks of the Meduris engine (pytest-benchmark; no timed asserts).

Run with ``pytest tests/meduris/test_bench_engine.py --benchmark-enable -p no:xdist`` to see the numbers;
games/s = 1 / mean time of ``test_bench_random_game_*`` (one game per round). The random games run on the
fast core (make/unmake) with the issue's policy: a uniform random choice among the non-exchange moves.
"""
from __future__ import annotations

import random
import tracemalloc

import pytest
from support import meduris_random_game

from companion.meduris.engine import new_game
from companion.meduris.moves import BigYield, PlaceWorker, ReturnChip, Roll, TakeChip
from companion.meduris.options import Options


_core_game = meduris_random_game


@pytest.mark.parametrize("n", [2, 3])
def test_bench_random_game(benchmark, n):
    seeds = iter(range(100_000))
    made = benchmark.pedantic(lambda: _core_game(next(seeds), n), rounds=30, iterations=1)
    assert made > 50


def test_bench_random_game_4p(benchmark, med):
    board = med.synthetic_4p_board()
    seeds = iter(range(100_000))
    made = benchmark.pedantic(lambda: _core_game(next(seeds), 4, board), rounds=15, iterations=1)
    assert made > 50


def test_bench_random_game_immutable_api(benchmark):
    """The same policy through the immutable State API (a new state per move)."""
    def play(seed: int):
        rng = random.Random(seed)
        s = new_game(["A", "B"], seed=seed)
        while not s.is_terminal:
            moves = s.legal_moves(exchanges=False)
            s = s.apply(moves[int(rng.random() * len(moves))])
        return s
    seeds = iter(range(100_000))
    s = benchmark.pedantic(lambda: play(next(seeds)), rounds=8, iterations=1)
    assert s.is_terminal


def _midgame_core():
    rng = random.Random(3)
    core = new_game(["A", "B", "C"], seed=3).core()
    while core.d[core.L.TURN] < 20 or core.d[core.L.KIND] != 5:      # turn 20, an action decision
        moves = core.legal_moves(False)
        core.push(moves[int(rng.random() * len(moves))])
    return core


def test_bench_legal_moves_action_decision(benchmark):
    """Generating the legal moves (big yields, huts, temples, exchanges) at an action decision."""
    core = _midgame_core()
    moves = benchmark(core.legal_moves)
    assert any(type(m) is BigYield for m in moves)


def test_bench_legal_moves_action_decision_without_exchanges(benchmark):
    core = _midgame_core()
    moves = benchmark(core.legal_moves, False)
    assert moves


def test_bench_push_pop_build(benchmark):
    core = _midgame_core()
    move = core.legal_moves(False)[-1]

    def push_pop():
        core.push(move)
        core.pop()
    before = core.snapshot()
    benchmark(push_pop)
    assert core.snapshot() == before


def _yield_forever(moves: int):
    """A game where nobody builds: rolls and big yields only (no end trigger can fire: the Polish resource
    trigger is switched off), ``moves`` moves long, through the immutable API."""
    s = new_game(["A", "B"], seed=1, options=Options(pl_resource_end=False))
    rng = random.Random(1)
    while s.ply < moves:
        legal = [m for m in s.legal_moves(exchanges=False)
                 if type(m) in (PlaceWorker, Roll, BigYield, TakeChip, ReturnChip)]
        s = s.apply(legal[int(rng.random() * len(legal))])
    return s


def test_memory_and_cost_of_a_12000_move_game_stay_flat():
    """Cost per move and memory do not grow with the game's length (issue: under 50 MiB at 12,000 moves)."""
    tracemalloc.start()
    s = _yield_forever(12_000)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert s.ply == 12_000 and len(s.history) == 12_000
    assert peak < 50 * 2**20, f"peak {peak / 2**20:.1f} MiB"
    assert s.undo().ply == 11_999


def test_bench_apply_at_move_12000(benchmark):
    """One apply on a 12,000-move game costs what it costs at move 10 (no history is copied)."""
    s = _yield_forever(12_000)
    move = s.legal_moves(exchanges=False)[0]
    t = benchmark(s.apply, move)
    assert t.ply == 12_001


def test_bench_apply_at_move_10(benchmark):
    s = _yield_forever(10)
    move = s.legal_moves(exchanges=False)[0]
    t = benchmark(s.apply, move)
    assert t.ply == 11
