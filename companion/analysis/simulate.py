"""Monte Carlo win chances from any position: play it out many times, on one core or many.

:func:`win_chances` plays ``games`` seeded games from a position to the end on the engine's fast core
(:func:`~companion.analysis.playout.play_out`), with one bot per seat, scores each with the game's own scorer and
reports each player's win probability with a 95 % **Wilson score interval** and the distribution of the final
points per scoring category (:class:`WinChances`).

**Reproducible whatever runs it.** Game ``i`` of a run depends only on ``(seed, i)``: its dice and the bots'
random choices come from ``random.Random(f"{seed}:{i}")``. Games are cut into chunks of a fixed size (a function
of ``games`` only, never of the workers) and the results are put back in game order, so a run gives identical
results in this process, on a process pool of any size and on a Dask cluster.

**Executors.** ``executor=None`` plays in this process, ``executor=2`` on two local worker processes. Any
:class:`concurrent.futures.Executor` works:
``concurrent.futures.ProcessPoolExecutor(2)`` for the local cores, or a Dask cluster unchanged through
``distributed.Client(address).get_executor()`` (see the README's "Analysis" section: the workers need this
package installed, ``pip install board-game-companion[analysis]``, at the same version).

**Long runs.** ``progress`` is a callback ``progress(done, total)`` or ``True`` for a tqdm bar; ``cancel`` is a
:class:`threading.Event` (or any callable returning True) checked whenever a chunk finishes: the chunks not
started are cancelled and the games finished so far are returned (``result.cancelled`` is True).

Example:
    >>> from companion import games
    >>> state = games.get("meduris").new_game(["Ann", "Bob"], seed=7)
    >>> chances = win_chances(state, games=4, seed=1)
    >>> chances.games, round(sum(chances.probabilities), 9)
    (4, 1.0)
    >>> lo, hi = chances.interval(0)
    >>> 0 <= lo <= chances.probabilities[0] <= hi <= 1
    True
"""
from __future__ import annotations

import math
import random
from concurrent.futures import Executor, as_completed
from dataclasses import dataclass
from statistics import NormalDist
from typing import Any, Callable

from companion.analysis.bots import CoreBot, make_bot
from companion.analysis.hooks import win_shares
from companion.analysis.playout import Table, play_out

__all__ = ["win_chances", "WinChances", "wilson_interval", "chunk_size_for", "play_chunk", "Chunk"]


def wilson_interval(successes: float, n: int, confidence: float = 0.95) -> tuple[float, float]:
    """The Wilson score interval of a proportion ``successes / n`` (Wilson 1927; good near 0 and 1 and for
    small ``n``, unlike the normal approximation). Shared wins count as fractions of a success.

    Args:
        successes: number of successes (a float when wins are shared), ``0 <= successes <= n``.
        n: number of trials (games), at least 1.
        confidence: two-sided confidence level, e.g. 0.95.

    Returns:
        ``(low, high)`` within [0, 1].

    Raises:
        ValueError: ``n < 1``, ``successes`` outside ``[0, n]`` or ``confidence`` outside (0, 1).

    Example (5 of 10, the textbook 0.237-0.763):
        >>> [round(x, 4) for x in wilson_interval(5, 10)]
        [0.2366, 0.7634]
    """
    if n < 1:
        raise ValueError("a confidence interval needs at least one game")
    if not 0 <= successes <= n:
        raise ValueError(f"successes must lie in 0..{n}, got {successes}")
    if not 0 < confidence < 1:
        raise ValueError(f"confidence must lie strictly between 0 and 1, got {confidence}")
    z = NormalDist().inv_cdf(0.5 + confidence / 2)
    p = successes / n
    z2n = z * z / n
    centre = (p + z2n / 2) / (1 + z2n)
    half = z * math.sqrt(p * (1 - p) / n + z2n / (4 * n)) / (1 + z2n)
    low = 0.0 if successes == 0 else max(0.0, centre - half)       # exact ends: no rounding residue
    high = 1.0 if successes == n else min(1.0, centre + half)
    return low, high


@dataclass(frozen=True)
class WinChances:
    """The outcome of :func:`win_chances`.

    Attributes:
        players: player names in turn order.
        seed: the run's seed; bots: one description per seat; requested: games asked for.
        indices: the game numbers played, ascending (all of ``range(requested)`` unless cancelled).
        shares: per game, each player's share of the win (1, ``1/k`` for ``k`` players sharing rank 1 after
            the tie-breaks, or 0).
        totals: per game, each player's final total.
        categories: the game's scoring category keys, in its order; labels: key → English label (msgid).
        points: per game, per player, the points of each category (in ``categories`` order).
        moves: per game, the moves played from the position to the end.
        cancelled: the run was cancelled before every game was played.
    """

    players: tuple[str, ...]
    seed: int
    bots: tuple[str, ...]
    requested: int
    indices: tuple[int, ...]
    shares: tuple[tuple[float, ...], ...]
    totals: tuple[tuple[int, ...], ...]
    categories: tuple[str, ...]
    labels: dict[str, str]
    points: tuple[tuple[tuple[int, ...], ...], ...] = ()
    moves: tuple[int, ...] = ()
    cancelled: bool = False

    @property
    def games(self) -> int:
        """Games played."""
        return len(self.indices)

    @property
    def wins(self) -> tuple[float, ...]:
        """Per player, games won (shared wins as fractions), summed in game order."""
        return tuple(math.fsum(g[p] for g in self.shares) for p in range(len(self.players)))

    @property
    def probabilities(self) -> tuple[float, ...]:
        """Per player, the estimated win probability (``wins / games``)."""
        n = self.games
        return tuple(w / n if n else math.nan for w in self.wins)

    def interval(self, player: int, confidence: float = 0.95) -> tuple[float, float]:
        """The Wilson score interval of ``player``'s win probability (see :func:`wilson_interval`).

        Raises:
            ValueError: no game was played.
        """
        return wilson_interval(min(self.wins[player], self.games), self.games, confidence)

    @property
    def intervals(self) -> tuple[tuple[float, float], ...]:
        """Per player, the 95 % Wilson interval of the win probability."""
        return tuple(self.interval(p) for p in range(len(self.players)))

    def scores(self, category: str = "total") -> list[list[int]]:
        """Per player, the points of ``category`` in each game (``"total"`` for the final totals).

        Raises:
            KeyError: not a category of the game.
        """
        if category == "total":
            return [[g[p] for g in self.totals] for p in range(len(self.players))]
        k = self.categories.index(category) if category in self.categories else None
        if k is None:
            raise KeyError(f"{category!r} is not a scoring category; the game has {', '.join(self.categories)}")
        return [[g[p][k] for g in self.points] for p in range(len(self.players))]

    def mean(self, category: str = "total") -> tuple[float, ...]:
        """Per player, the average points of ``category`` (``"total"``: the average final total)."""
        return tuple(math.fsum(s) / len(s) if s else math.nan for s in self.scores(category))

    def summary(self, lang: str = "en") -> str:
        """A plain-text table: per player the win chance with its 95 % interval and the mean points per
        category, in ``lang``."""
        from companion.i18n import N_, render, translate

        head = [translate("Player", lang), translate("Win chance", lang), translate("95% interval", lang)]
        head += [translate(self.labels[c], lang) for c in self.categories] + [translate("Total", lang)]
        rows = []
        for p, name in enumerate(self.players):
            lo, hi = self.interval(p) if self.games else (math.nan, math.nan)
            rows.append([name, f"{self.probabilities[p]:.1%}", f"{lo:.1%}-{hi:.1%}",
                         *(f"{self.mean(c)[p]:.1f}" for c in self.categories), f"{self.mean()[p]:.1f}"])
        widths = [max(len(r[i]) for r in [head, *rows]) for i in range(len(head))]
        lines = ["  ".join(c.ljust(w) for c, w in zip(r, widths)) for r in [head, *rows]]
        note = render(N_("{games} of {requested} games played (seed {seed})"), lang, games=self.games,
                      requested=self.requested, seed=self.seed)
        return "\n".join(lines + [note])

    def to_frame(self):
        """A pandas DataFrame with one row per game and player: ``game``, ``player``, ``share``, ``total`` and
        one column per category (needs pandas, in the ``stats`` extra)."""
        import pandas as pd

        rows = [{"game": i, "player": name, "share": s[p], "total": t[p],
                 **dict(zip(self.categories, pts[p]))}
                for i, s, t, pts in zip(self.indices, self.shares, self.totals, self.points)
                for p, name in enumerate(self.players)]
        return pd.DataFrame(rows)

    def plot(self, lang: str = "en"):
        """Bar chart of the win chances with their intervals (a matplotlib Figure; see
        :func:`companion.analysis.plots.win_chance_chart`)."""
        from companion.analysis.plots import win_chance_chart

        return win_chance_chart(self, lang)

    def plot_scores(self, lang: str = "en"):
        """Distribution of the final points per category and player (see
        :func:`companion.analysis.plots.score_distribution_chart`)."""
        from companion.analysis.plots import score_distribution_chart

        return score_distribution_chart(self, lang)


# --- the work unit sent to executors ---------------------------------------------------------------------

@dataclass(frozen=True)
class Chunk:
    """Games ``start .. start + count - 1`` of a run: what one executor task plays (picklable)."""

    game_id: str
    state_type: type
    setup: Any
    data: tuple
    bots: tuple
    seed: int
    start: int
    count: int
    max_moves: int


@dataclass(frozen=True)
class ChunkResult:
    """The games of one :class:`Chunk`, in order: per game ``(shares, totals, points, moves)``, plus the game's
    category keys and labels."""

    start: int
    games: tuple
    categories: tuple[str, ...]
    labels: dict[str, str]


def play_chunk(chunk: Chunk) -> ChunkResult:
    """Play the games of ``chunk`` (runs in a worker: rebuilds the game's table there)."""
    from companion import games as registry

    try:
        registry.get(chunk.game_id)               # imports the engine, which binds the state class to its game
    except KeyError:
        pass                                       # a game outside the registry (tests): its module did it
    table = Table.make(chunk.state_type, chunk.setup)
    game = table.game
    out = []
    categories: tuple[str, ...] = ()
    labels: dict[str, str] = {}
    for i in range(chunk.start, chunk.start + chunk.count):
        rng = random.Random(f"{chunk.seed}:{i}")
        core, made = play_out(table, table.core(chunk.data), chunk.bots, rng, max_moves=chunk.max_moves)
        result = game.score(table.state(core))
        if not categories:
            categories, labels = tuple(result.labels), dict(result.labels)
        out.append((tuple(win_shares(result)), tuple(p.total for p in result.players),
                    tuple(tuple(p.categories.get(c, 0) for c in categories) for p in result.players), made))
    return ChunkResult(chunk.start, tuple(out), categories, labels)


def chunk_size_for(games: int) -> int:
    """Games per executor task: about 16 tasks per run, between 1 and 50 games each (depends only on
    ``games``, so results never depend on the executor)."""
    return max(1, min(50, math.ceil(games / 16)))


def _seats(bots: Any, players: int) -> tuple:
    if bots is None:
        bots = "random"
    if isinstance(bots, (str, CoreBot)):
        bots = [bots] * players
    bots = list(bots)
    if len(bots) != players:
        raise ValueError(f"need one bot per player ({players}), got {len(bots)}")
    return tuple(make_bot(b) if isinstance(b, str) else b for b in bots)


def _stopper(cancel: Any) -> Callable[[], bool]:
    if cancel is None:
        return lambda: False
    if hasattr(cancel, "is_set"):
        return cancel.is_set
    if callable(cancel):
        return cancel
    raise TypeError("cancel must be a threading.Event, a callable returning True to stop, or None")


def _reporter(progress: Any, total: int) -> tuple[Callable[[int], None], Callable[[], None]]:
    if progress is None or progress is False:
        return (lambda done: None), (lambda: None)
    if progress is True:
        from tqdm.auto import tqdm

        bar = tqdm(total=total, unit="game")

        def update(done: int) -> None:
            bar.update(done - bar.n)

        return update, bar.close
    if callable(progress):
        return (lambda done: progress(done, total)), (lambda: None)
    raise TypeError("progress must be a callable progress(done, total), True (a tqdm bar) or None")


def win_chances(state: Any, games: int = 1000, *, seed: int = 0, bots: Any = None,
                executor: Executor | int | None = None, chunk_size: int | None = None,
                progress: Any = None, cancel: Any = None, max_moves: int = 100_000) -> WinChances:
    """Each player's chance to win from ``state``, by playing ``games`` seeded games to the end.

    Args:
        state: any position of a game with an engine (a :class:`~companion.engine.contract.GameState`).
        games: number of games to play (at least 1).
        seed: the run's seed: game ``i`` uses ``random.Random(f"{seed}:{i}")`` for its dice and bots.
        bots: ``None`` (random bots everywhere), one bot kind for every seat (``"greedy"``), or one entry per
            player: a kind of :data:`companion.analysis.bots.BOT_KINDS` or a bot object (picklable, to run
            on an executor).
        executor: ``None`` to play here; a number of local worker processes (a
            :class:`~concurrent.futures.ProcessPoolExecutor` made for this run); or any
            :class:`concurrent.futures.Executor` (a process pool, Dask's ``Client.get_executor()``, ...).
        chunk_size: games per executor task (default :func:`chunk_size_for`); results do not depend on it.
        progress: ``progress(done, total)`` called as chunks finish, or ``True`` for a tqdm progress bar.
        cancel: a :class:`threading.Event` or a callable; once set/True, unstarted chunks are cancelled and
            the games finished so far are returned with ``cancelled=True``.
        max_moves: a simulated game longer than this raises
            :class:`~companion.analysis.playout.GameTooLong`.

    Returns:
        :class:`WinChances`.

    Raises:
        ValueError: ``games`` < 1, ``chunk_size`` < 1, fewer than 1 worker process, a wrong number of bots or
            an unknown bot kind.
        TypeError: ``progress`` or ``cancel`` of the wrong type.
    """
    if not isinstance(games, int) or isinstance(games, bool) or games < 1:
        raise ValueError(f"games must be a whole number from 1, got {games!r}")
    if isinstance(executor, int) and not isinstance(executor, bool):
        if executor < 1:
            raise ValueError(f"a process pool needs at least 1 worker, got {executor}")
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(executor) as pool:
            return win_chances(state, games, seed=seed, bots=bots, executor=pool, chunk_size=chunk_size,
                               progress=progress, cancel=cancel, max_moves=max_moves)
    size = chunk_size_for(games) if chunk_size is None else chunk_size
    if not isinstance(size, int) or size < 1:
        raise ValueError(f"chunk_size must be a whole number from 1, got {chunk_size!r}")
    players = tuple(state.players)
    seats = _seats(bots, len(players))
    game_id = type(state).game.id
    chunks = [Chunk(game_id, type(state), state._setup, state._data, seats, seed, start,
                    min(size, games - start), max_moves) for start in range(0, games, size)]
    stop = _stopper(cancel)
    report, close = _reporter(progress, games)
    results: dict[int, ChunkResult] = {}
    cancelled = False
    done = 0
    try:
        if executor is None:
            for chunk in chunks:
                if stop():
                    cancelled = True
                    break
                results[chunk.start] = play_chunk(chunk)
                done += chunk.count
                report(done)
        else:
            futures = {executor.submit(play_chunk, chunk): chunk for chunk in chunks}
            try:
                for future in as_completed(futures):
                    chunk = futures[future]
                    results[chunk.start] = future.result()
                    done += chunk.count
                    report(done)
                    if len(results) < len(chunks) and stop():
                        cancelled = True
                        break
            finally:
                for future in futures:
                    future.cancel()
    finally:
        close()
    ordered = [results[k] for k in sorted(results)]
    per_game = [g for r in ordered for g in r.games]
    indices = tuple(i for r in ordered for i in range(r.start, r.start + len(r.games)))
    first = ordered[0] if ordered else None
    return WinChances(
        players=players, seed=seed, bots=tuple(repr(b) for b in seats), requested=games, indices=indices,
        shares=tuple(g[0] for g in per_game), totals=tuple(g[1] for g in per_game),
        categories=first.categories if first else (), labels=first.labels if first else {},
        points=tuple(g[2] for g in per_game), moves=tuple(g[3] for g in per_game), cancelled=cancelled)
