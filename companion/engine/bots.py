"""Computer players for any game on the contract (:mod:`companion.engine.contract`): hot seats, tests, golden
playthroughs.

A bot only uses the public contract: ``state.legal_moves()``, ``state.apply(move)``, ``state.current_player``
and ``state.players``. Seats are a sequence with one entry per player: a bot (any object with
``choose(state) -> move``), or ``None`` for a human.

*Auxiliary moves* are moves that are legal at (almost) every decision without moving the game on, such as
Meduris' 3-for-1 exchanges (meduris.md §4.5: up to 80 of them at each decision). A uniform choice including
them would spend nearly every decision on them and a game would hardly end, so a :class:`RandomBot` skips
them unless asked not to. Which move types are auxiliary is the game's own statement:
``game.auxiliary_moves`` (a tuple of move classes, ``()`` when the game does not say), read by
:func:`auxiliary_moves`; a caller may override it with ``skip=``.

Example:
    >>> from companion import games
    >>> game = games.get("meduris")
    >>> s = game.new_game(["Ann", "Bob"], seed=3)
    >>> s, log = play_bots(s, [RandomBot(1), RandomBot(2)], max_moves=5)
    >>> len(log), str(log[0]).startswith("Ann: ")
    (5, True)
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Iterable, Protocol, Sequence

__all__ = ["Bot", "RandomBot", "LoggedMove", "auxiliary_moves", "bot_to_move", "play_bots"]


class Bot(Protocol):
    """What a seat needs from a computer player."""

    def choose(self, state: Any) -> Any:
        """One legal move of ``state``'s pending decision."""


def auxiliary_moves(game: Any) -> tuple[type, ...]:
    """The move types ``game`` calls auxiliary (:attr:`companion.engine.contract.Game.auxiliary_moves`):
    moves a random bot skips by default because they are many and rarely useful, e.g. Meduris' exchanges
    (meduris.md §4.5)."""
    return tuple(game.auxiliary_moves)


class RandomBot:
    """Chooses uniformly at random among the legal moves of the pending decision.

    Args:
        seed: integer seed of the bot's own random generator (same seed + same positions → same moves).
        skip: move types never chosen. ``None`` (default): the game's auxiliary moves
            (:func:`auxiliary_moves`, e.g. Meduris exchanges); ``()`` to consider every legal move.

    Example:
        >>> from companion import games
        >>> s = games.get("meduris").new_game(["Ann", "Bob"], seed=3)
        >>> RandomBot(1).choose(s) in s.legal_moves()
        True
    """

    def __init__(self, seed: int, *, skip: Iterable[type] | None = None) -> None:
        self.seed = seed
        self.skip = None if skip is None else tuple(skip)
        self._rng = random.Random(seed)

    def candidates(self, state: Any) -> list:
        """The legal moves this bot chooses among (legal-move order, skipped types removed)."""
        skip = auxiliary_moves(type(state).game) if self.skip is None else self.skip
        moves = state.legal_moves()
        return [m for m in moves if type(m) not in skip] if skip else moves

    def choose(self, state: Any) -> Any:
        """One of :meth:`candidates`, uniformly.

        Raises:
            ValueError: the game is over, or every legal move is skipped (there is no move to choose).
        """
        moves = self.candidates(state)
        if not moves:
            raise ValueError("the game is over: there is no move to choose")
        return self._rng.choice(moves)

    def __repr__(self) -> str:
        return f"RandomBot(seed={self.seed})"


@dataclass(frozen=True, slots=True)
class LoggedMove:
    """One applied move: who decided (player index and name) and the move (``str``: ``"Ann: <notation>"``,
    for tests and transcripts; players read ``game.describe``)."""

    player: int
    name: str
    move: Any

    def __str__(self) -> str:
        return f"{self.name}: {self.move}"


def bot_to_move(state: Any, seats: Sequence[Bot | None]) -> Bot | None:
    """The bot whose decision is pending, or None if a human must decide or the game is over.

    Args:
        state: the position (a :class:`~companion.engine.contract.GameState`).
        seats: one entry per player in turn order; a bot or None (human).

    Raises:
        ValueError: ``seats`` does not have one entry per player.
    """
    if len(seats) != len(state.players):
        raise ValueError(f"need one seat per player ({len(state.players)}), got {len(seats)}")
    p = state.current_player
    return None if p is None else seats[p]


def play_bots(state: Any, seats: Sequence[Bot | None], *,
              max_moves: int | None = None) -> tuple[Any, list[LoggedMove]]:
    """Let the bot seats play until a human decision is pending or the game is over.

    Args:
        state: the position to start from (unchanged).
        seats: one entry per player in turn order: a bot (e.g. :class:`RandomBot`) or None for a human seat.
        max_moves: stop after this many moves even if bots are still to move (None = no limit).

    Returns:
        ``(new_state, log)`` where ``log`` lists the applied moves in order (``new_state is state`` when no
        bot was to move).

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
