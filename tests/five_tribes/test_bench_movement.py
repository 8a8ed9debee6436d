"""Benchmarks of the Five Tribes movement generator (pytest-benchmark; no timed asserts).

Run with ``pytest tests/five_tribes/test_bench_movement.py --benchmark-enable -p no:xdist`` to see the numbers.
One round = the 20 positions of a set, so ms per position = mean / 20 and µs per movement = mean / the
set's movement count (printed by ``test_bench_sizes`` with ``-s``).

Positions:
* **start**: 20 seeded set-ups: the 90 meeples (16 yellow, 20 white, 18 green, 18 blue, 18 red, §1.3)
  shuffled, 3 per tile (§2 step 2).
* **mid**: 20 mid-game boards reached from other seeded set-ups by 6–14 seeded random moves (each move: a
  random outcome of :func:`grouped`; the final tile's meeples of the last colour are collected, §3.4; an
  assassin also kills one random meeple on the board, §3.5). Uneven counts, empty tiles, hands of up to 6.

``warm``: the movement tables are already kept (the usual case along a game, where most tiles keep their
hand from one turn to the next; :func:`~companion.five_tribes.movement.movements` builds them for a (tile,
hand) from its third meeting on); ``cold``: :func:`~companion.five_tribes.movement.clear_cache` before each
round (the first call in a process: new hands are listed straight from the walks).
"""
from __future__ import annotations

import random

import pytest

from companion.five_tribes import movement

MEEPLES = [0] * 16 + [1] * 20 + [2] * 18 + [3] * 18 + [4] * 18     # §1.3: 90 meeples by colour index


def start_board(seed: int) -> list[int]:
    rng = random.Random(seed)
    bag = MEEPLES[:]
    rng.shuffle(bag)
    counts = [0] * 150
    for t in range(30):
        for c in bag[3 * t:3 * t + 3]:
            counts[t * 5 + c] += 1
    return counts


def mid_board(seed: int) -> list[int]:
    rng = random.Random(seed)
    counts = start_board(10_000 + seed)
    for _ in range(rng.randint(6, 14)):
        outcomes = movement.grouped(counts)
        if not outcomes:
            break
        o = rng.choice(sorted(outcomes, key=lambda o: (o.tile, o.colour, o.packed)))
        counts = list(o.board)
        counts[o.tile * 5 + o.colour] = 0
        if o.colour == movement.ASSASSIN:
            live = [s for s in range(150) if counts[s]]
            if live:
                counts[rng.choice(live)] -= 1
    return counts


SETS = {"start": [start_board(s) for s in range(20)], "mid": [mid_board(s) for s in range(20)]}
assert all(sum(b) == 90 for b in SETS["start"])


def _all(function, boards):
    return [function(b) for b in boards]


def test_bench_sizes(capsys):
    for name, boards in SETS.items():
        n = sum(movement.perft(b) for b in boards)
        d = sum(movement.distinct(b) for b in boards)
        with capsys.disabled():
            print(f"\n{name}: {n} movements, {d} outcomes in 20 positions")
        assert d <= n


@pytest.mark.parametrize("name", ["start", "mid"])
@pytest.mark.parametrize("function", ["grouped", "movements", "perft"])
def test_bench_warm(benchmark, name, function):
    boards = SETS[name]
    run = getattr(movement, function)
    _all(run, boards)
    got = benchmark.pedantic(_all, (run, boards), rounds=7, iterations=1)
    assert any(got)


@pytest.mark.parametrize("name", ["start", "mid"])
@pytest.mark.parametrize("function", ["grouped", "movements"])
def test_bench_cold(benchmark, name, function):
    boards = SETS[name]
    run = getattr(movement, function)
    got = benchmark.pedantic(_all, (run, boards), setup=movement.clear_cache, rounds=3, iterations=1)
    assert any(got)
