"""Benchmarks of the Five Tribes movement generator (issue 7, "Move generator"; pytest-benchmark, no timed asserts).

What the issue asks: producing the complete **grouped** listing of a position — every legal movement, grouped
by identical resulting board (:func:`~companion.five_tribes.movement.grouped`) — per position, on 20 seeded
start boards and 20 mid-game positions, cold and warm. The peer to beat enumerates a start board at about
1.75 µs per movement (≈ 2.3 ms for ~1,300 movements), ungrouped; the target is at least twice as fast.

Run with ``pytest tests/five_tribes/test_bench_movement.py --benchmark-enable -p no:xdist``. One round = one
position (the 20 of a set in turn), so the reported times are **per position**; µs per movement = time / the
set's mean movement count (``test_bench_sizes`` prints it with ``-s``). The machine is shared: compare
medians, and CPU time where possible.

Positions:
* **start**: 20 seeded set-ups: the 90 meeples (16 yellow, 20 white, 18 green, 18 blue, 18 red, §1.3)
  shuffled, 3 per tile (§2 step 2).
* **mid**: 20 mid-game boards reached from other seeded set-ups by 6–14 seeded random moves (each move: a
  random outcome of :func:`grouped`; the final tile's meeples of the last colour are collected, §3.4; an
  assassin also kills one random meeple on the board, §3.5). Uneven counts, empty tiles, hands of up to 6.

Cold and warm:
* ``cold``: before each position, :func:`~companion.five_tribes.movement.clear_cache` forgets every table
  learnt from boards (the movement tables and orders of each (tile, hand), how often each hand was met), so
  the position is listed as a board never seen before. Only the grid's walk tables (walks per start tile and
  length, board-independent like the neighbour tables) stay built, once per process.
* ``warm``: every position was listed three times before (≥ ``_DIRECT`` + 1 meetings of each (tile, hand), so
  the kept tables exist), the usual case along a game where most tiles keep their hand between turns.

``test_bench_listing[movements-…]`` measures the ungrouped listing (:func:`~companion.five_tribes.movement.movements`)
the same way, for comparison with the peer's figure.
"""
from __future__ import annotations

import functools
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


@functools.cache
def boards(name: str) -> tuple:
    """The 20 seeded boards of a set ("start" or "mid"), built on first use, not when the file is collected."""
    built = tuple(start_board(s) if name == "start" else mid_board(s) for s in range(20))
    assert name == "mid" or all(sum(b) == 90 for b in built)     # a start board holds all 90 meeples
    return built


SET_NAMES = ("start", "mid")


def _all(function, boards):
    return [function(b) for b in boards]


def test_bench_sizes(capsys):
    for name in SET_NAMES:
        n = sum(movement.perft(b) for b in boards(name))
        d = sum(movement.distinct(b) for b in boards(name))
        with capsys.disabled():
            print(f"\n{name}: {n} movements, {d} outcomes in 20 positions")
        assert d <= n


def _per_position(benchmark, run, boards, cold: bool):
    """Benchmark ``run`` one position per round, the 20 in turn (twice), cold or warm (module docstring)."""
    if not cold:
        for _ in range(movement._DIRECT + 1):
            _all(run, boards)
    turn = iter(boards * 2)

    def setup():
        if cold:
            movement.clear_cache()
        return (next(turn),), {}

    return benchmark.pedantic(run, setup=setup, rounds=2 * len(boards), iterations=1)


@pytest.mark.parametrize("name", ["start", "mid"])
@pytest.mark.parametrize("temperature", ["cold", "warm"])
@pytest.mark.parametrize("function", ["grouped", "movements"])
def test_bench_listing(benchmark, function, temperature, name):
    """One position per round: ``grouped`` (what issue 7 asks) or ``movements`` (ungrouped, for comparison)."""
    assert _per_position(benchmark, getattr(movement, function), boards(name), cold=temperature == "cold")
