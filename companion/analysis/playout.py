"""Playing a position out to the end on the fast core (the hot loop of every analysis tool).

A :class:`Table` is one game's setup plus its analysis hooks; :func:`play_out` plays a core to the end with one
bot per seat. Chance is the simulation's own: when the pending decision is a chance event (the core lists
``chance_moves()``, e.g. Meduris' die roll, meduris.md §4.1), one outcome is drawn from the game's random
generator with the game's probabilities (equally likely unless the game's hooks say otherwise), so playing the
same position many times explores different dice. Likewise, in a game that draws from piles inside its moves
(:attr:`~companion.engine.contract.Game.chance_draws`: Five Tribes, Iquazú, World Wonders) every draw comes from
that generator with the pile's probabilities (a :class:`~companion.engine.chance.DrawPlan`), not from the game's
seeded stream: the simulated games do not share one future order of the piles, and no simulated player knows
the next card. Moves that the decider could make *before* a chance event (Meduris: an exchange before rolling,
§4.5) are not offered to the simulated players, and out-of-turn moves (``other_moves``) never are.

Example:
    >>> import random
    >>> from companion import games
    >>> from companion.analysis.bots import RandomBot
    >>> state = games.get("meduris").new_game(["Ann", "Bob"], seed=7)
    >>> table = Table.of(state)
    >>> core, moves = play_out(table, state.core(), [RandomBot(), RandomBot()], random.Random(1))
    >>> core.current_player is None and moves > 0
    True
"""
from __future__ import annotations

import random
from bisect import bisect_right
from dataclasses import dataclass
from itertools import accumulate
from typing import Any, Sequence

from companion.analysis.hooks import AnalysisHooks, hooks_for
from companion.engine.chance import DrawPlan

__all__ = ["Table", "play_out", "pick_chance", "GameTooLong"]


class GameTooLong(RuntimeError):
    """A simulated game did not end within its move limit (an engine bug or a bot that never ends a game)."""


@dataclass(frozen=True, eq=False)
class Table:
    """What the hot loop needs of one game: the :class:`~companion.engine.contract.Game`, the state class and
    the setup (shared by all positions of the game) and the game's :class:`AnalysisHooks`.

    Build one with :meth:`of`; it is not sent to worker processes (its hooks may be closures): the
    simulation sends ``(game id, state class, setup, position)`` and rebuilds it there.
    """

    game: Any
    state_type: type
    setup: Any
    hooks: AnalysisHooks

    @classmethod
    def of(cls, state: Any) -> "Table":
        """The table of ``state``'s game."""
        return cls.make(type(state), state._setup)

    @classmethod
    def make(cls, state_type: type, setup: Any) -> "Table":
        """The table of the game with state class ``state_type`` and ``setup``."""
        game = state_type.game
        return cls(game, state_type, setup, hooks_for(game))

    def core(self, data: tuple) -> Any:
        """A fresh core at position ``data`` (a snapshot)."""
        return self.game.core(self.setup, data)

    def state(self, core: Any) -> Any:
        """The immutable state at ``core``'s position (no history)."""
        return self.state_type(self.setup, core.snapshot())

    def moves(self, core: Any) -> list:
        """The moves a bot chooses among at ``core``'s decision (the hooks' ``policy_moves``)."""
        return self.hooks.policy_moves(core)

    def evaluate(self, core: Any) -> list[float]:
        """Each player's total if the game ended at ``core``'s position (the hooks' ``evaluate``)."""
        return self.hooks.evaluate(self.state(core))


def pick_chance(table: Table, core: Any, outcomes: Sequence[Any], rng: random.Random) -> Any:
    """One of ``outcomes`` (the core's chance moves), drawn with the game's probabilities (equally likely
    unless the hooks give ``chance_probabilities``)."""
    probs = table.hooks.chance_probabilities
    if probs is None:
        return outcomes[int(rng.random() * len(outcomes))]
    cumulative = list(accumulate(probs(core, outcomes)))
    i = bisect_right(cumulative, rng.random() * cumulative[-1])
    return outcomes[min(i, len(outcomes) - 1)]


def play_out(table: Table, core: Any, bots: Sequence[Any], rng: random.Random, *,
             max_moves: int = 100_000) -> tuple[Any, int]:
    """Play ``core`` to the end: chance events drawn from ``rng``, every decision by the seat's bot
    (``bots[player].pick(table, core, rng)``). The core is changed in place.

    Args:
        table: the game's :class:`Table`.
        core: a core at the position to start from.
        bots: one bot per player (see :mod:`companion.analysis.bots`).
        rng: the game's random generator (chance and the bots' own choices).
        max_moves: a game longer than this raises :class:`GameTooLong`.

    Returns:
        ``(core, moves made)``.
    """
    made = 0
    push = core.push
    draws = table.game.chance_draws
    if draws:
        core.plan = DrawPlan(rng=rng)
    try:
        while True:
            player = core.current_player
            if player is None:
                return core, made
            chance = core.chance_moves()
            if chance:
                move = pick_chance(table, core, chance, rng)
            else:
                move = bots[player].pick(table, core, rng)
            push(move)
            made += 1
            if made > max_moves:
                raise GameTooLong(f"the game did not end within {max_moves} moves")
    finally:
        if draws:
            core.plan = None
