"""Matches between bots: many seeded games of one bot against another, with the win rate and its 95 % Wilson
interval (a script, run by hand: ``python -m companion.analysis.match``; never part of the test suite).

Game ``i`` of a match is a new game with setup seed ``seed + i``; bot A sits in seat ``i % 2`` (the seats
alternate, so neither bot always starts), bot B in the other seat (more players: B's copies fill the other
seats). Chance and the bots' random choices come from ``random.Random(f"{seed}:{i}")``
(:func:`~companion.analysis.playout.play_out`), so a match is reproducible and its games may run on any
:class:`concurrent.futures.Executor` with the same result. A shared win counts as a fraction (1/k).

Example:
    >>> result = play_match("meduris", "greedy", "random", games=2, seed=1)
    >>> result.games, 0 <= result.rate <= 1
    (2, True)
    >>> lo, hi = result.interval
    >>> lo <= result.rate <= hi
    True

Command line (the 100-game matches of issue 12, at low priority on a shared machine)::

    nice -n 19 python -m companion.analysis.match meduris mcts random --games 100 --simulations 100
"""
from __future__ import annotations

import argparse
import random
import time
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import Any, Sequence

from companion import games as registry
from companion.analysis.bots import BOT_KINDS, make_bot
from companion.analysis.hooks import win_shares
from companion.analysis.playout import Table, play_out
from companion.analysis.simulate import wilson_interval

__all__ = ["MatchResult", "play_match", "main"]

_SEARCH = ("mcts", "ismcts")


@dataclass(frozen=True)
class MatchResult:
    """The outcome of a match.

    Attributes:
        game: game id; bot_a, bot_b: the bots (their ``repr``, with the budget); games: games played;
        shares: bot A's share of the win in each game (1, 0, or 1/k for a shared win); seconds: wall time;
        moves: decisions made in each game.
    """

    game: str
    bot_a: str
    bot_b: str
    shares: tuple[float, ...]
    moves: tuple[int, ...]
    seconds: float

    @property
    def games(self) -> int:
        """Number of games played."""
        return len(self.shares)

    @property
    def wins(self) -> float:
        """Bot A's wins (shared wins as fractions)."""
        return sum(self.shares)

    @property
    def rate(self) -> float:
        """Bot A's win rate (0..1)."""
        return self.wins / self.games

    @property
    def interval(self) -> tuple[float, float]:
        """95 % Wilson interval of :attr:`rate`."""
        return wilson_interval(self.wins, self.games)

    def summary(self) -> str:
        """One line: ``A vs B in game: wins/games = rate [low, high]`` with the time per game."""
        lo, hi = self.interval
        return (f"{self.bot_a} vs {self.bot_b} in {self.game}: {self.wins:g}/{self.games} = {self.rate:.1%} "
                f"[95% Wilson {lo:.1%}, {hi:.1%}]; {self.seconds / self.games:.1f} s/game, "
                f"{sum(self.moves) / self.games:.0f} decisions/game")


def _bot(kind: str, seed: int, simulations: int) -> Any:
    return make_bot(kind, seed=seed, **({"simulations": simulations} if kind in _SEARCH else {}))


def _one_game(game_id: str, kinds: tuple[str, str], simulations: int, players: int, seed: int, i: int
              ) -> tuple[float, int]:
    """Bot A's win share and the decisions made in game ``i`` of a match (see the module docstring)."""
    game = registry.get(game_id)
    names = [f"P{p}" for p in range(players)]
    state = game.new_game(names, seed=seed + i)
    a_seat = i % 2
    bots = [_bot(kinds[0] if p == a_seat else kinds[1], seed * 1000 + i * 10 + p, simulations)
            for p in range(players)]
    table = Table.of(state)
    core, moves = play_out(table, state.core(), bots, random.Random(f"{seed}:{i}"))
    return win_shares(game.score(table.state(core)))[a_seat], moves


def play_match(game: str, bot_a: str, bot_b: str, *, games: int = 100, seed: int = 0, simulations: int = 100,
               players: int = 2, executor: Executor | None = None, progress: bool = False,
               first: int = 0) -> MatchResult:
    """Play ``games`` games of ``bot_a`` against ``bot_b`` in ``game``.

    Args:
        game: a game id with an engine; bot_a, bot_b: kinds of :data:`~companion.analysis.bots.BOT_KINDS`.
        games: number of games (at least 1); seed: the match's seed (setups ``seed + i``).
        simulations: playout budget per move of the MCTS bots.
        players: player count (seat ``i % 2`` is bot A's, the others bot B's).
        executor: run the games on it (results identical); None: here.
        progress: print a line after each game.
        first: index of the first game (a long match split over several runs: games ``first`` to
            ``first + games - 1``, each the same as in the whole match).

    Raises:
        KeyError: no engine for ``game``. ValueError: an unknown bot kind, ``games`` < 1, a bad player count.
    """
    if games < 1:
        raise ValueError(f"a match needs at least one game, got {games}")
    engine = registry.get(game)
    if not engine.min_players <= players <= engine.max_players:
        raise ValueError(f"{game} is played by {engine.min_players}-{engine.max_players} players, not {players}")
    for kind in (bot_a, bot_b):
        _bot(kind, 0, simulations)                     # an unknown kind fails before any game is played
    kinds = (bot_a, bot_b)
    began = time.perf_counter()
    if executor is None:
        results = []
        for i in range(first, first + games):
            results.append(_one_game(game, kinds, simulations, players, seed, i))
            if progress:
                print(f"game {i + 1}: A share {results[-1][0]:g}, {results[-1][1]} decisions", flush=True)
    else:
        results = list(executor.map(_one_game, *zip(*[(game, kinds, simulations, players, seed, i)
                                                      for i in range(first, first + games)])))
    label = {k: repr(_bot(k, 0, simulations)).replace("(seed=0, ", "(").replace("(seed=0)", "")
             for k in kinds}
    return MatchResult(game, label[bot_a], label[bot_b], tuple(r[0] for r in results),
                       tuple(r[1] for r in results), time.perf_counter() - began)


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: ``python -m companion.analysis.match GAME BOT_A BOT_B [--games N] [--seed S]
    [--simulations K] [--players P] [--workers W] [--progress] [--first I]``; prints :meth:`MatchResult.summary`."""
    parser = argparse.ArgumentParser(prog="python -m companion.analysis.match",
                                     description="Play a match of one bot against another and report the win "
                                                 "rate of the first with its 95% Wilson interval.")
    parser.add_argument("game", choices=registry.engine_ids())
    parser.add_argument("bot_a", choices=BOT_KINDS)
    parser.add_argument("bot_b", choices=BOT_KINDS)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--simulations", type=int, default=100, help="MCTS playouts per move (the budget)")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--workers", type=int, default=1, help="local worker processes")
    parser.add_argument("--progress", action="store_true", help="a line per game")
    parser.add_argument("--first", type=int, default=0, help="index of the first game (a match split in parts)")
    args = parser.parse_args(argv)
    options = dict(games=args.games, seed=args.seed, simulations=args.simulations, players=args.players,
                   progress=args.progress, first=args.first)
    if args.workers > 1:
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(args.workers) as pool:
            result = play_match(args.game, args.bot_a, args.bot_b, executor=pool, **options)
    else:
        result = play_match(args.game, args.bot_a, args.bot_b, **options)
    print(result.summary())
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
