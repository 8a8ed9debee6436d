"""Monte Carlo win chances (companion.analysis.simulate): hand-worked chances of a toy game, shared wins,
Wilson intervals, identical results whatever the executor, progress and cancellation, Meduris positions."""
from __future__ import annotations

import math
import os
import threading
from concurrent.futures import ThreadPoolExecutor

import pytest

from companion import games
from companion.analysis import GreedyBot, RandomBot, wilson_interval, win_chances
from companion.meduris.engine import position

from dice_duel import DICE_DUEL

Z = 1.959963984540054          # the 97.5 % point of the standard normal distribution (95 % two-sided)


def duel():
    return DICE_DUEL.new_game(["Ann", "Bob"], seed=1)


# --- the Wilson score interval ------------------------------------------------------------------------------

def test_wilson_interval_of_textbook_proportions():
    # 5 of 10: centre 0.5, half-width z*sqrt(0.025 + z^2/400)/(1 + z^2/10) = 0.2634 (worked by hand)
    lo, hi = wilson_interval(5, 10)
    assert (round(lo, 4), round(hi, 4)) == (0.2366, 0.7634)
    # 0 of n: the interval is [0, z^2/(n + z^2)]; n of n: [n/(n + z^2), 1]
    assert wilson_interval(0, 10) == (0.0, pytest.approx(Z * Z / (10 + Z * Z)))
    assert wilson_interval(20, 20) == (pytest.approx(20 / (20 + Z * Z)), 1.0)


@pytest.mark.parametrize("args", [(1, 0), (-1, 10), (11, 10), (5, 10, 1.0)])
def test_wilson_interval_refuses_impossible_input(args):
    with pytest.raises(ValueError):
        wilson_interval(*args)


# --- the toy game: chances worked out by hand (tests/analysis/dice_duel.py) ------------------------------------

def test_greedy_against_random_wins_23_in_36():
    result = win_chances(duel(), games=3000, seed=5, bots=["greedy", "random"])
    p0, p1 = result.probabilities
    assert p0 + p1 == pytest.approx(1.0)
    lo, hi = result.interval(0)
    assert lo < 23 / 36 < hi                                     # the hand-worked chance is inside the 95 % interval
    assert abs(p0 - 23 / 36) < 4 * math.sqrt(23 / 36 * 13 / 36 / 3000)
    # the greedy seat takes the bonus every time, the random seat about half the time; the die is fair
    assert result.mean("bonus")[0] == 1.0
    assert abs(result.mean("bonus")[1] - 0.5) < 0.05
    assert all(abs(m - 2.0) < 0.08 for m in result.mean("roll"))
    assert result.scores("total")[0] == [r + b for r, b in zip(result.scores("roll")[0], result.scores("bonus")[0])]


def test_shared_wins_count_as_fractions():
    result = win_chances(duel(), games=600, seed=2, bots=[GreedyBot(), GreedyBot()])
    for shares, totals in zip(result.shares, result.totals):
        expected = (0.5, 0.5) if totals[0] == totals[1] else (1.0, 0.0) if totals[0] > totals[1] else (0.0, 1.0)
        assert shares == expected
    ties = sum(1 for t in result.totals if t[0] == t[1])
    assert abs(ties / 600 - 1 / 3) < 0.07                         # P(equal rolls) = 3/9
    assert result.interval(0)[0] < 0.5 < result.interval(0)[1]


def test_same_seed_same_games_different_seed_other_games():
    a = win_chances(duel(), games=50, seed=9)
    assert a == win_chances(duel(), games=50, seed=9)
    assert a.totals != win_chances(duel(), games=50, seed=10).totals


# --- executors: identical results whatever runs the games -------------------------------------------------------

def test_results_do_not_depend_on_executor_or_chunking():
    state = games.get("meduris").new_game(["Ann", "Bob"], seed=7)
    here = win_chances(state, games=12, seed=4, bots=["random", "greedy"])
    pooled = win_chances(state, games=12, seed=4, bots=["random", "greedy"], executor=2)     # 2 worker processes
    with ThreadPoolExecutor(3) as threads:
        threaded = win_chances(state, games=12, seed=4, bots=["random", "greedy"], executor=threads, chunk_size=5)
    assert here == pooled == threaded
    assert here.games == 12 and here.indices == tuple(range(12)) and not here.cancelled


def test_dask_local_cluster_gives_the_same_results():
    distributed = pytest.importorskip("distributed", reason="Dask needs the analysis extra: pip install -e '.[analysis]'")
    state = duel()
    expected = win_chances(state, games=40, seed=3, bots=["greedy", "random"])
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None) as cluster:
        with distributed.Client(cluster) as client:
            on_dask = win_chances(state, games=40, seed=3, bots=["greedy", "random"], executor=client.get_executor())
    assert on_dask == expected


@pytest.mark.slow
def test_dask_local_cluster_of_worker_processes_gives_the_same_results():
    # each Dask worker is its own process: the games travel pickled (game id, state class, setup, position), the
    # tables are rebuilt there, and the deterministic chunking must still give exactly the in-process result
    distributed = pytest.importorskip("distributed", reason="Dask needs the analysis extra: pip install -e '.[analysis]'")
    state = games.get("meduris").new_game(["Ann", "Bob"], seed=5)
    expected = win_chances(state, games=24, seed=6, bots=["greedy", "random"], chunk_size=5)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        with distributed.Client(cluster) as client:
            on_dask = win_chances(state, games=24, seed=6, bots=["greedy", "random"], chunk_size=5,
                                  executor=client.get_executor())
            workers = client.run(os.getpid)
    assert len(set(workers.values())) == 2 and os.getpid() not in workers.values()
    assert on_dask == expected and on_dask.games == 24


# --- progress and cancellation ------------------------------------------------------------------------------

@pytest.mark.parametrize("pool", [None, "threads"])
def test_progress_reaches_the_total(pool):
    seen = []
    executor = ThreadPoolExecutor(2) if pool else None
    try:
        win_chances(duel(), games=30, chunk_size=7, progress=lambda done, total: seen.append((done, total)),
                    executor=executor)
    finally:
        if executor:
            executor.shutdown()
    assert [d for d, _ in seen] == sorted(d for d, _ in seen) and seen[-1] == (30, 30)
    assert len(seen) == 5                                           # ceil(30 / 7) chunks


def test_cancel_returns_the_games_finished_so_far():
    stop = threading.Event()
    result = win_chances(duel(), games=100, chunk_size=10, seed=1, cancel=stop,
                         progress=lambda done, total: stop.set() if done >= 20 else None)
    assert result.cancelled and result.games == 20 and result.indices == tuple(range(20))
    full = win_chances(duel(), games=100, chunk_size=10, seed=1)
    assert result.totals == full.totals[:20]                       # the same games as in the full run


def test_cancel_on_a_pool_keeps_whole_chunks():
    with ThreadPoolExecutor(1) as pool:
        result = win_chances(duel(), games=100, chunk_size=10, seed=1, cancel=lambda: True, executor=pool)
    assert result.cancelled and 10 <= result.games < 100 and result.games % 10 == 0


# --- Meduris positions ------------------------------------------------------------------------------------------

@pytest.mark.rule("meduris 5.3")
def test_a_lead_no_line_can_close_is_a_certain_win():
    # 200 points ahead on the track: more than any game can bring (9 rune stones are 45 points, §5.3)
    state = position(["Ann", "Bob"], seed=3, scores={0: 200}, turn_of=1, decision="roll")
    result = win_chances(state, games=20, seed=1)
    assert result.probabilities == (1.0, 0.0)
    assert result.interval(0) == (pytest.approx(20 / (20 + Z * Z)), 1.0)
    assert min(result.scores("track")[0]) >= 200


@pytest.mark.rule("meduris 5.3")
def test_categories_are_the_meduris_scoring_categories():
    result = win_chances(games.get("meduris").new_game(["Ann", "Bob", "Cat"], seed=2), games=6, seed=1)
    assert result.categories == ("track", "temples", "rune_stones")
    for t, pts in zip(result.totals, result.points):
        assert list(t) == [sum(p) for p in pts]
    assert len(result.players) == 3 and math.fsum(result.probabilities) == pytest.approx(1.0)


# --- errors -----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("kwargs, error", [
    ({"games": 0}, ValueError), ({"games": 2.5}, ValueError), ({"bots": ["random"]}, ValueError),
    ({"bots": "clever"}, ValueError), ({"chunk_size": 0}, ValueError), ({"progress": 3}, TypeError),
    ({"cancel": 3}, TypeError), ({"executor": 0}, ValueError),
])
def test_bad_arguments_are_refused(kwargs, error):
    with pytest.raises(error):
        win_chances(duel(), **{"games": 2, **kwargs})


def test_bots_are_named_in_the_result():
    result = win_chances(duel(), games=2, bots=[RandomBot(), "greedy"])
    assert result.bots == ("RandomBot(seed=0)", "GreedyBot(seed=0)")


# --- plots and summary --------------------------------------------------------------------------------------------

def test_plots_and_summary_in_polish():
    result = win_chances(games.get("meduris").new_game(["Ann", "Bob"], seed=7), games=4, seed=1)
    fig = result.plot("pl")
    assert fig.axes[0].get_ylabel() == "Szansa wygranej (%)"
    dist = result.plot_scores("pl")
    assert [ax.get_title() for ax in dist.axes] == ["Tor punktów", "Świątynie", "Kamienie runiczne", "Suma"]
    assert "Szansa wygranej" in result.summary("pl")


def test_a_progress_bar_on_request(capsys):
    pytest.importorskip("tqdm", reason="the progress bar needs the analysis extra (tqdm)")
    win_chances(duel(), games=12, chunk_size=4, progress=True)
    assert "12/12" in capsys.readouterr().err


def test_a_setup_with_cached_tables_still_travels_to_worker_processes():
    # World Wonders caches closures on its setup once a game has been played; a worker process needs it pickled
    import pickle

    from companion.analysis import make_bot
    from companion.engine.bots import play_bots

    state = games.get("world-wonders").new_game(["Ann", "Bob"], seed=3)
    state, _ = play_bots(state, [make_bot("random", seed=1), make_bot("random", seed=2)], max_moves=40)
    copy = pickle.loads(pickle.dumps(state._setup))
    assert type(state)(copy, state._data).legal_moves() == state.legal_moves()
