"""Benchmarks of the analysis layer (pytest-benchmark; no timed asserts).

Run with ``pytest tests/analysis/test_bench_analysis.py --benchmark-enable -p no:xdist`` to see the numbers.

* Monte Carlo: :func:`companion.analysis.win_chances` from the start of a 2-player Meduris game with random bots,
  ``GAMES`` games per round on a warm executor: 1 worker process, 2 worker processes, and a 2-worker Dask
  ``LocalCluster`` (worker processes, one thread each). games/s = ``GAMES`` / time per round.
* The speed-up from 1 to 2 workers: ``test_bench_monte_carlo_speedup`` times 2-worker rounds, each right after the
  same run on 1 worker, so both see the same machine (a shared VM's speed drifts between tests); the median of the
  per-round ratios is printed and stored in the benchmark's ``extra_info`` (see it with ``-s`` or
  ``--benchmark-json``).
* MCTS: one move of OpenSpiel's MCTS bot at a budget of 100 simulations, at a fixed mid-game Meduris position.
"""
from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor

import pytest

from companion import games
from companion.analysis import make_bot, win_chances
from companion.analysis.bots import RandomBot
from companion.engine.bots import play_bots

GAMES = 640
pytestmark = pytest.mark.slow


def _start():
    return games.get("meduris").new_game(["Ann", "Bob"], seed=7)


def _run(benchmark, executor):
    state = _start()
    win_chances(state, games=16, executor=executor)                 # warm the workers (imports, first chunk)
    seeds = iter(range(10_000))
    result = benchmark.pedantic(lambda: win_chances(state, games=GAMES, seed=next(seeds), executor=executor),
                                rounds=5, iterations=1)
    benchmark.extra_info["games_per_round"] = GAMES
    assert result.games == GAMES


@pytest.mark.parametrize("workers", [1, 2])
def test_bench_monte_carlo_process_pool(benchmark, workers):
    with ProcessPoolExecutor(workers) as pool:
        _run(benchmark, pool)


def test_bench_monte_carlo_speedup(benchmark):
    import statistics
    import time

    state = _start()
    ratios = []
    with ProcessPoolExecutor(1) as one, ProcessPoolExecutor(2) as two:
        for pool in (one, two):
            win_chances(state, games=16, executor=pool)             # warm both pools
        seeds = iter(range(10_000))
        last = {}

        def on_one_worker():
            last["seed"] = next(seeds)
            began = time.perf_counter()
            win_chances(state, games=GAMES, seed=last["seed"], executor=one)
            last["one"] = time.perf_counter() - began
            last["began"] = time.perf_counter()

        def on_two_workers():
            result = win_chances(state, games=GAMES, seed=last["seed"], executor=two)
            ratios.append(last["one"] / (time.perf_counter() - last["began"]))
            return result

        result = benchmark.pedantic(on_two_workers, setup=on_one_worker, rounds=5, iterations=1)
    benchmark.extra_info["speedup_1_to_2_workers"] = statistics.median(ratios)
    print(f"\nMonte Carlo speed-up 1 -> 2 workers: median {statistics.median(ratios):.2f}x over "
          f"{len(ratios)} paired rounds ({', '.join(f'{r:.2f}' for r in ratios)})")
    assert result.games == GAMES and ratios and all(r > 0 for r in ratios)


def test_bench_monte_carlo_dask_local_cluster(benchmark):
    distributed = pytest.importorskip("distributed", reason="Dask needs the analysis extra")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        _run(benchmark, client.get_executor())


def test_bench_mcts_move_at_100_simulations(benchmark):
    pytest.importorskip("pyspiel", reason="OpenSpiel needs the analysis extra")
    state, _ = play_bots(_start(), [RandomBot(1), RandomBot(2)], max_moves=40)
    while state.pending.kind != "action":
        state, _ = play_bots(state, [RandomBot(1), RandomBot(2)], max_moves=1)
    bot = make_bot("mcts", seed=1, simulations=100)
    move = benchmark.pedantic(lambda: bot.choose(state), rounds=5, iterations=1)
    assert move in state.legal_moves()
