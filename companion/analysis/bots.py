"""Computer players for analysis and the hot seats, over the engine contract: a uniform random bot and a greedy
bot on the fast core, and (with the ``analysis`` extra) OpenSpiel's random, MCTS and information-set MCTS bots
(:mod:`companion.analysis.openspiel`). :func:`make_bot` builds one by its kind name (:data:`BOT_KINDS`).

Every bot here has two faces:

* ``pick(table, core, rng) -> move`` — the hot loop (:func:`~companion.analysis.playout.play_out`): the
  decision of a core, random choices from the game's generator ``rng`` (so a simulated game depends only on
  its own seed);
* ``choose(state) -> move`` — the engine's bot protocol (:class:`companion.engine.bots.Bot`), for hot seats
  and :func:`companion.engine.bots.play_bots`, with the bot's own seeded generator.

At a chance decision (Meduris' roll) a bot does not look ahead: it returns the move that starts the chance event
(``Roll()``), whose outcome the engine (or the simulation) draws.

Example:
    >>> from companion import games
    >>> from companion.engine.bots import play_bots
    >>> state = games.get("meduris").new_game(["Ann", "Bob"], seed=3)
    >>> end, log = play_bots(state, [make_bot("greedy", seed=1), make_bot("random", seed=2)])
    >>> end.is_over
    True
"""
from __future__ import annotations

import random
from typing import Any

from companion.analysis.playout import Table
from companion.i18n import N_

__all__ = ["CoreBot", "RandomBot", "GreedyBot", "BOT_KINDS", "BOT_LABELS", "make_bot"]


class CoreBot:
    """Base of the analysis bots: :meth:`pick` on a core, :meth:`choose` on an immutable state.

    Args:
        seed: seed of the bot's own generator, used by :meth:`choose` (``pick`` uses the generator it is given).
    """

    kind = "bot"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    def pick(self, table: Table, core: Any, rng: random.Random) -> Any:
        """One move for the decision pending at ``core`` (the core is left as it was).

        Raises:
            ValueError: the game is over (no move to choose).
        """
        raise NotImplementedError

    def choose(self, state: Any) -> Any:
        """One move for ``state``'s pending decision (the engine's bot protocol).

        Raises:
            ValueError: the game is over.
        """
        return self.pick(Table.of(state), state.core(), self._rng)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed})"


def _candidates(table: Table, core: Any) -> list:
    moves = table.moves(core)
    if not moves:
        raise ValueError("the game is over: there is no move to choose")
    return moves


class RandomBot(CoreBot):
    """Chooses uniformly among the moves of the pending decision, auxiliary moves left out (the game's
    ``policy_moves`` hook; Meduris: no exchanges, meduris.md §4.5)."""

    kind = "random"

    def pick(self, table: Table, core: Any, rng: random.Random) -> Any:
        moves = _candidates(table, core)
        return moves[int(rng.random() * len(moves))]


class GreedyBot(CoreBot):
    """One-move lookahead: makes each candidate move on the core, scores the position as if the game ended
    there (the game's ``evaluate`` hook: Meduris' track + temples + rune stones, §5.3) and keeps the move with
    the best margin (own total minus the best other player's); ties are broken at random. A decision with one
    candidate, or a chance decision (Meduris' roll), is taken without looking ahead."""

    kind = "greedy"

    def pick(self, table: Table, core: Any, rng: random.Random) -> Any:
        moves = _candidates(table, core)
        if len(moves) == 1 or core.chance_moves():
            return moves[int(rng.random() * len(moves))]
        me = core.current_player
        best: list = []
        best_value = float("-inf")
        for move in moves:
            core.push(move)
            totals = table.evaluate(core)
            core.pop()
            others = [t for q, t in enumerate(totals) if q != me]
            value = totals[me] - (max(others) if others else 0)
            if value > best_value:
                best_value, best = value, [move]
            elif value == best_value:
                best.append(move)
        return best[int(rng.random() * len(best))]


#: bot kind → English label (msgid) for menus such as a hot seat's
BOT_LABELS: dict[str, str] = {
    "random": N_("Random bot"),
    "greedy": N_("Greedy bot"),
    "openspiel-random": N_("OpenSpiel random bot"),
    "mcts": N_("MCTS bot (OpenSpiel)"),
    "ismcts": N_("Information-set MCTS bot (OpenSpiel)"),
}
#: the bot kinds :func:`make_bot` knows (the OpenSpiel ones need the ``analysis`` extra)
BOT_KINDS: tuple[str, ...] = tuple(BOT_LABELS)


def make_bot(kind: str, *, seed: int = 0, **options: Any) -> CoreBot:
    """The bot of ``kind`` (one of :data:`BOT_KINDS`).

    Args:
        kind: ``"random"``, ``"greedy"``, ``"openspiel-random"``, ``"mcts"`` or ``"ismcts"``.
        seed: the bot's own seed (for ``choose``).
        options: for ``"mcts"`` and ``"ismcts"``: ``simulations`` (playout budget per move, default 100), ``uct_c``
            (exploration constant, default 2), ``rollouts`` (random rollouts per leaf, default 1).

    Raises:
        ValueError: unknown kind (the message lists the known ones), or options a kind does not take.
        ImportError: an OpenSpiel bot without the ``analysis`` extra installed.
    """
    if kind in ("random", "greedy"):
        if options:
            raise ValueError(f"the {kind} bot takes no options, got {', '.join(sorted(options))}")
        return RandomBot(seed) if kind == "random" else GreedyBot(seed)
    if kind in ("openspiel-random", "mcts", "ismcts"):
        from companion.analysis.openspiel import ISMCTSBot, MCTSBot, OpenSpielRandomBot

        return {"openspiel-random": OpenSpielRandomBot, "mcts": MCTSBot, "ismcts": ISMCTSBot}[kind](seed, **options)
    raise ValueError(f"unknown bot kind {kind!r}; choose one of {', '.join(BOT_KINDS)}")
