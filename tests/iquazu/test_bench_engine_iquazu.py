"""Benchmarks of the Iquazú engine (pytest-benchmark; no timed asserts).

Run with ``pytest tests/iquazu/test_bench_engine_iquazu.py --benchmark-enable -p no:xdist`` to see the numbers
(``--benchmark-timer=time.process_time`` measures CPU time, which a loaded machine disturbs less);
random full games per second per core = 1 / mean time of ``test_bench_random_games_*`` × 20 (twenty games per
round, setup included). The games run on the fast core (make/unmake) with a uniform random choice among the
legal moves, on the shipped demo wall (strips laid from each game's seed).
"""
from __future__ import annotations

import random

import pytest

from companion.iquazu.engine import new_game
from companion.iquazu.moves import Place

PER_ROUND = 20


def _core_games(first_seed: int, n: int, games: int = PER_ROUND) -> int:
    """``games`` whole random games on the core; returns the number of moves made."""
    made = 0
    names = [f"P{i}" for i in range(n)]
    for seed in range(first_seed, first_seed + games):
        rng = random.Random(seed)
        core = new_game(names, seed=seed).core()
        while True:
            moves = core.legal_moves()
            if not moves:
                break
            core.push(moves[int(rng.random() * len(moves))])
            made += 1
    return made


@pytest.mark.parametrize("n", [2, 3, 4])
def test_bench_random_games(benchmark, n):
    seeds = iter(range(0, 10**7, PER_ROUND))
    made = benchmark.pedantic(lambda: _core_games(next(seeds), n), rounds=10, iterations=1, warmup_rounds=1)
    assert made > 50 * PER_ROUND


def test_bench_random_game_immutable_api(benchmark):
    """The same policy through the immutable State API (a new state per move)."""
    def play(seed: int):
        rng = random.Random(seed)
        s = new_game(["A", "B", "C"], seed=seed)
        while not s.is_over:
            moves = s.legal_moves()
            s = s.apply(moves[int(rng.random() * len(moves))])
        return s
    seeds = iter(range(10**6))
    s = benchmark.pedantic(lambda: play(next(seeds)), rounds=5, iterations=1)
    assert s.is_over


def _midgame_core():
    rng = random.Random(3)
    core = new_game(["A", "B", "C"], seed=3).core()
    while core.d[core.L.TURN] < 15 or core.d[core.L.KIND] != 0 or not core.d[core.L.ACTIONS]:
        moves = core.legal_moves()
        core.push(moves[int(rng.random() * len(moves))])
    return core


def test_bench_legal_moves_at_a_turn(benchmark):
    core = _midgame_core()
    moves = benchmark(core.legal_moves)
    assert moves


def test_bench_push_pop_place_and_pay(benchmark):
    core = _midgame_core()
    place = next((m for m in core.legal_moves() if type(m) is Place), core.legal_moves()[0])
    before = core.snapshot()

    def push_pop():
        core.push(place)
        if core.legal_moves():
            core.push(core.legal_moves()[0])
            core.pop()
        core.pop()
    benchmark(push_pop)
    assert core.snapshot() == before


def test_bench_new_game(benchmark):
    seeds = iter(range(10**7))
    s = benchmark(lambda: new_game(["A", "B", "C"], seed=next(seeds)))
    assert s.frame == 1
