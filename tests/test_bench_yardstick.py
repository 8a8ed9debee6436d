"""A yardstick for every speed figure of this suite: the first Meduris engine, timed on the machine at hand.

The issues state their speed targets in figures measured on their writer's machine ("about 160 full games/s
per core" for the Meduris engine of the day, issue 6; "about 2.3 ms for a start board" for a public Five Tribes
move generator, issue 7). Machines here differ from one session to the next by up to twice in Python speed, so
an absolute figure alone says little. This benchmark plays the issue's policy (a uniform random choice among
the non-exchange moves, 2 players) on the Meduris engine as it was when issue 6 was written (commit
``015f8d2``, taken from this repository's history under the package name ``companion_first``), next to the
same policy on today's core. ``today / first`` is the speed-up independent of the machine, and
``160 games/s * (today / first)`` is today's engine scaled to the issue writer's machine; the same factor
(``first games/s here / 160``) scales the other figures.

Run with ``pytest tests/test_bench_yardstick.py --benchmark-enable -p no:xdist``. Needs the git history (a
clone, not an exported tree): skipped otherwise.
"""
from __future__ import annotations

import importlib
import random
import re
import subprocess
import sys
import tarfile
from io import BytesIO
from pathlib import Path

import pytest
from support import meduris_random_game

FIRST_ENGINE = "015f8d2"          # the last commit before the engine layer of issue 6 (its "about 160 games/s")
GAMES_PER_ROUND = 10
_IMPORT = re.compile(r"\b(from|import) companion\b")


@pytest.fixture(scope="module")
def first_engine(tmp_path_factory):
    """The package ``companion`` at :data:`FIRST_ENGINE`, importable as ``companion_first``."""
    repo = Path(__file__).resolve().parents[1]
    try:
        archive = subprocess.run(["git", "-C", str(repo), "archive", "--format=tar", FIRST_ENGINE, "companion"],
                                 capture_output=True, check=True, timeout=60).stdout
    except (OSError, subprocess.SubprocessError):
        pytest.skip(f"the git history with commit {FIRST_ENGINE} is not here")
    root = tmp_path_factory.mktemp("first_engine")
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(root, filter="data")
    (root / "companion").rename(root / "companion_first")
    for path in (root / "companion_first").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        text = _IMPORT.sub(r"\1 companion_first", text).replace('"companion.', '"companion_first.')
        path.write_text(text, encoding="utf-8")
    sys.path.insert(0, str(root))
    try:
        yield importlib.import_module("companion_first.meduris.setup")
    finally:
        sys.path.remove(str(root))
        for name in [m for m in sys.modules if m == "companion_first" or m.startswith("companion_first.")]:
            del sys.modules[name]


def _first_game(setup, seed: int) -> int:
    rng = random.Random(seed)
    state = setup.new_game(["P0", "P1"], seed=seed)
    made = 0
    while True:
        moves = state.legal_moves(exchanges=False)
        if not moves:
            return made
        state = state.apply(moves[int(rng.random() * len(moves))])
        made += 1


def _todays_game(seed: int) -> int:
    return meduris_random_game(seed, 2)


def _rounds(benchmark, play) -> int:
    seeds = iter(range(0, 10_000_000, GAMES_PER_ROUND))

    def one_round():
        first = next(seeds)
        return sum(play(first + i) for i in range(GAMES_PER_ROUND))

    made = benchmark.pedantic(one_round, rounds=5, iterations=1, warmup_rounds=1)
    benchmark.extra_info["games_per_round"] = GAMES_PER_ROUND
    return made


def test_bench_yardstick_first_meduris_engine(benchmark, first_engine):
    """10 games a round on the engine of issue 6's "about 160 games/s" (games/s = 10 / time a round)."""
    made = _rounds(benchmark, lambda seed: _first_game(first_engine, seed))
    assert made > 50 * GAMES_PER_ROUND


def test_bench_yardstick_todays_meduris_core(benchmark):
    """The same 10 games a round, the same policy, on today's core."""
    made = _rounds(benchmark, _todays_game)
    assert made > 50 * GAMES_PER_ROUND


def test_the_first_engine_plays_the_issue_policy_like_todays(first_engine):
    """Both engines play whole 2-player games of about the same length under the policy (the comparison is of
    like with like: the rule points changed since shift game lengths only a little)."""
    first = [_first_game(first_engine, seed) for seed in range(20)]
    today = [_todays_game(seed) for seed in range(20)]
    assert all(m > 50 for m in first + today)
    assert 0.8 < sum(first) / sum(today) < 1.25
