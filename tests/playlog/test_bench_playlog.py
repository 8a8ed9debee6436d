"""Benchmarks of the play log at a realistic size (a few years of game nights: 500 plays)."""
from __future__ import annotations

import datetime as dt

import pytest

from companion.playlog import PlayLog
from playlog_support import renamed

N = 500


@pytest.fixture(scope="module")
def big_log(tmp_path_factory):
    sheets = [renamed(stem) for stem in ("meduris-2p", "iquazu-3p", "five-tribes-4p", "world-wonders-4p")]
    log = PlayLog(tmp_path_factory.mktemp("bench") / "log.sqlite3")
    entries = [{"date": (dt.date(2020, 1, 1) + dt.timedelta(days=i)).isoformat(), "sheet": sheets[i % 4]}
               for i in range(N)]
    log.import_plays(entries)
    yield log
    log.close()


def test_bench_search_all(benchmark, big_log):
    plays = benchmark(big_log.search)
    assert len(plays) == N


def test_bench_search_player(benchmark, big_log):
    plays = benchmark(big_log.search, player="cid")
    assert len(plays) == N // 4 * 3                     # Cid plays Iquazú, Five Tribes and World Wonders


def test_bench_add(benchmark, tmp_path):
    log = PlayLog(tmp_path / "log.sqlite3")
    days = iter(range(100_000))
    sheet = renamed("five-tribes-4p")
    benchmark.pedantic(lambda: log.add(sheet, date=dt.date(2000, 1, 1) + dt.timedelta(days=next(days))),
                       rounds=20, iterations=1)
    log.close()


def test_bench_player_stats(benchmark, big_log):
    pytest.importorskip("pandas")
    from companion.playlog import stats

    plays = big_log.search()
    frame = benchmark(stats.player_stats, plays)
    assert frame.loc[("meduris", "Ann"), "plays"] == N // 4
