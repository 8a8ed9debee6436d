"""Computer players for Meduris hot-seat games (notebooks/play-meduris.ipynb).

A bot only sees the public engine contract: ``state.legal_moves()`` and ``state.apply(move)``. It never
looks at hidden information it should not have beyond what ``legal_moves`` reveals about its own
screen. Seats are described by a sequence with one entry per player: a bot, or ``None`` for a human.

Example:
    >>> from companion.meduris.engine import new_game
    >>> s = new_game(["Ann", "Bob"], seed=3)
    >>> s, log = play_bots(s, [RandomBot(1), RandomBot(2)], max_moves=5)
    >>> len(log)
    5
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Sequence

from companion.meduris.moves import Move
from companion.meduris.state import State

__all__ = ["RandomBot", "LoggedMove", "play_bots", "bot_to_move"]


class RandomBot:
    """Chooses uniformly at random among the legal moves of the pending decision.

    Args:
        seed: integer seed of the bot's own random generator (same seed + same positions → same moves).
        exchanges: if True, the 3-for-1 exchanges (meduris.md §4.5) are among the candidates. Default
            False: exchanges outnumber every other move (up to 80 of them at each decision), so a uniform
            choice including them would spend almost every decision swapping chips and a game would
            hardly ever end.
    """

    def __init__(self, seed: int, *, exchanges: bool = False) -> None:
        self.seed = seed
        self.exchanges = exchanges
        self._rng = random.Random(seed)

    def choose(self, state: State) -> Move:
        """Return one of ``state.legal_moves(exchanges=self.exchanges)``, uniformly.

        Raises:
            ValueError: the game is over (there is no move to choose).
        """
        moves = state.legal_moves(exchanges=self.exchanges)
        if not moves:
            raise ValueError("the game is over: there is no move to choose")
        return self._rng.choice(moves)

    def __repr__(self) -> str:
        return f"RandomBot(seed={self.seed})"


@dataclass(frozen=True, slots=True)
class LoggedMove:
    """One applied move for a move log: who decided (player index and name) and the move."""

    player: int
    name: str
    move: Move

    def __str__(self) -> str:
        return f"{self.name}: {self.move}"


def bot_to_move(state: State, seats: Sequence[RandomBot | None]) -> RandomBot | None:
    """The bot whose decision is pending, or None if a human must decide or the game is over.

    Args:
        state: the position.
        seats: one entry per player in turn order; a bot or None (human).

    Raises:
        ValueError: ``seats`` does not have one entry per player.
    """
    if len(seats) != len(state.players):
        raise ValueError(f"need one seat per player ({len(state.players)}), got {len(seats)}")
    p = state.current_player
    return None if p is None else seats[p]


def play_bots(state: State, seats: Sequence[RandomBot | None], *,
              max_moves: int | None = None) -> tuple[State, list[LoggedMove]]:
    """Let the bot seats play until a human decision is pending or the game is over.

    Args:
        state: the position to start from (unchanged).
        seats: one entry per player in turn order: a :class:`RandomBot` (or any object with
            ``choose(state) -> Move``) or None for a human seat.
        max_moves: stop after this many moves even if bots are still to move (None = no limit).

    Returns:
        ``(new_state, log)`` where ``log`` lists the applied moves in order.

    Raises:
        ValueError: ``seats`` does not have one entry per player.
    """
    log: list[LoggedMove] = []
    bot = bot_to_move(state, seats)
    while bot is not None and (max_moves is None or len(log) < max_moves):
        p = state.current_player
        move = bot.choose(state)
        state = state.apply(move)
        log.append(LoggedMove(p, state.players[p], move))
        bot = bot_to_move(state, seats)
    return state, log
