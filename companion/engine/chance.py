"""Seeded chance: die rolls and draws as explicit outcomes drawn from a per-game stream.

A game is its start plus a move list, so every chance outcome must follow from the seed. A
:class:`ChanceStream` gives the n-th outcome of a named stream of a game (``"roll"`` for Meduris' die).
Streams are versioned: a save records the version its game was played with, and replays with it.

* version 1 — one ``random.Random(f"{seed}:{label}:{n}")`` per outcome (the first Meduris engine; slow:
  seeding from a string hashes it each time);
* version 2 — one ``random.Random(f"{seed}:{label}")`` per game, drawn in order (fast; the default). The
  generator serves this stream only, so outcomes are drawn ahead in batches.

Outcomes are cached per stream, so asking for the n-th outcome again (undo, replay) costs a list lookup.

**Draws as chance decisions.** An engine that draws inside ``push`` (a card, djinn, meeple or tile out of a pile:
Five Tribes, Iquazú, World Wonders) takes each draw from its stream by default (World Wonders: the first of its
setup's seeded order still face down), so a game is still its seed plus its moves. A
:class:`DrawPlan` set on the core (``core.plan``) overrides that: every draw then asks the plan, with the pile's
counts as weights, which outcome comes up — the outcome chosen by the caller (an analysis chance node, a
teacher's "suppose the next card is…"), else one drawn from the plan's random generator with the pile's true
probabilities, else none: the plan raises :class:`PendingDraw`, saying what is drawn and with which
probabilities, and the caller undoes the push (:meth:`companion.engine.contract.Core.push_drawing`). The
stream's counters advance as without a plan, so a position after planned draws is an ordinary position.

Example:
    >>> s = ChanceStream(7, "roll", 6)
    >>> s.outcome(0) == ChanceStream(7, "roll", 6).outcome(0)   # the same seed gives the same outcomes
    True
    >>> 0 <= s.outcome(5) < 6
    True
"""
from __future__ import annotations

import random
from functools import lru_cache

__all__ = ["ChanceStream", "CHANCE_VERSIONS", "CURRENT_CHANCE_VERSION", "DrawPlan", "PendingDraw"]

CHANCE_VERSIONS = (1, 2)
CURRENT_CHANCE_VERSION = 2
_AHEAD = 32                 # version 2 draws outcomes in batches of this many


class ChanceStream:
    """The outcomes of one chance device of one game: each in ``range(faces)``.

    Args:
        seed: the game's seed (int).
        label: the device, e.g. ``"roll"`` (different labels give independent streams).
        faces: number of equally likely outcomes (a die: 6).
        version: stream version (see the module docstring); 2 by default.

    Attributes:
        drawn: the outcomes drawn so far, in order (read-only for callers: ``drawn[n]`` is the n-th outcome
            when ``n < len(drawn)``, a shortcut past :meth:`outcome` for hot loops).

    Raises:
        ValueError: unknown version.
    """

    __slots__ = ("seed", "label", "faces", "version", "drawn", "_rng")

    def __init__(self, seed: int, label: str, faces: int, version: int = CURRENT_CHANCE_VERSION) -> None:
        if version not in CHANCE_VERSIONS:
            raise ValueError(f"unknown chance stream version {version!r}; known: {CHANCE_VERSIONS}")
        self.seed, self.label, self.faces, self.version = seed, label, faces, version
        self.drawn: list[int] = []
        self._rng = random.Random(f"{seed}:{label}") if version == 2 else None

    def outcome(self, n: int) -> int:
        """The n-th outcome (0-based) of the stream, in ``range(faces)``."""
        drawn = self.drawn
        if n < len(drawn):
            return drawn[n]
        if self.version == 1:
            while len(drawn) <= n:
                drawn.append(random.Random(f"{self.seed}:{self.label}:{len(drawn)}").randrange(self.faces))
        else:                   # the stream's own generator: drawing ahead changes no outcome
            more = n + 1 - len(drawn)
            drawn.extend(_below(self._rng, self.faces, more if more > _AHEAD else _AHEAD))
        return drawn[n]

    def first(self, outcome: int, start: int = 0, limit: int = 100_000) -> int:
        """Index of the first draw at or after ``start`` that shows ``outcome`` (to prepare a position
        whose next roll is known).

        Raises:
            ValueError: not found within ``limit`` draws.
        """
        for n in range(start, start + limit):
            if self.outcome(n) == outcome:
                return n
        raise ValueError(f"outcome {outcome} not drawn in {limit} draws")


def _randrange_below(rng: random.Random, faces: int, count: int) -> list[int]:
    """``count`` outcomes ``rng.randrange(faces)``, in order (the reference definition of a version-2 stream)."""
    return [rng.randrange(faces) for _ in range(count)]


def _getrandbits_below(rng: random.Random, faces: int, count: int) -> list[int]:
    """The same outcomes as :func:`_randrange_below`, about three times cheaper: CPython's ``randrange(n)`` draws
    ``getrandbits(n.bit_length())`` until the number is below n; this does that directly, without the argument
    checks of ``randrange`` per outcome. Used only when it gives the same numbers (checked at import)."""
    getrandbits = rng.getrandbits
    k = faces.bit_length()
    out = []
    for _ in range(count):
        r = getrandbits(k)
        while r >= faces:
            r = getrandbits(k)
        out.append(r)
    return out


def _same_outcomes() -> bool:
    """True if :func:`_getrandbits_below` reproduces ``randrange`` on this Python (small and huge faces)."""
    return all(_getrandbits_below(random.Random(f"check:{faces}"), faces, 200)
               == _randrange_below(random.Random(f"check:{faces}"), faces, 200)
               for faces in (1, 2, 3, 6, 10**6 + 3, 31 * 2**83 + 12345))


#: how a version-2 stream draws a batch of outcomes (``randrange`` itself if the fast way ever differed)
_below = _getrandbits_below if _same_outcomes() else _randrange_below


@lru_cache(maxsize=512)
def stream(seed: int, label: str, faces: int, version: int = CURRENT_CHANCE_VERSION) -> ChanceStream:
    """The shared (cached) :class:`ChanceStream` of a game: states of one game reuse its drawn outcomes."""
    return ChanceStream(seed, label, faces, version)


class PendingDraw(Exception):
    """A draw of a :class:`DrawPlan` without a chosen outcome (and without a generator to draw it): what would be
    drawn, and how likely each outcome is.

    Attributes:
        label: what is drawn, an English noun (``"resource card"``, ``"djinn"``).
        weights: per outcome index, how many of the pile's items show it (the probability of outcome ``i`` is
            ``weights[i] / sum(weights)``; a pile is drawn uniformly, as from a shuffled deck).
        names: per outcome index, its name (``names[i]``; for messages and OpenSpiel's action strings).
        owner: the player who alone sees the outcome (a card into a hidden hand), None when it is public.
    """

    def __init__(self, label: str, weights: tuple[int, ...], names: tuple[str, ...], owner: int | None = None):
        super().__init__(f"the next {label} is not chosen")
        self.label, self.weights, self.names, self.owner = label, weights, names, owner

    def outcomes(self) -> list[tuple[int, float]]:
        """``[(outcome index, probability), ...]`` of the outcomes that can come up (weight above 0); the
        probabilities sum to 1."""
        total = sum(self.weights)
        return [(i, w / total) for i, w in enumerate(self.weights) if w > 0]


class DrawPlan:
    """The outcomes of the draws an engine makes while a plan is set on its core (see the module docstring).

    Args:
        outcomes: the outcome index of each coming draw, in order (an index into the draw's weights).
        rng: a :class:`random.Random` drawing every further outcome with the pile's probabilities; None: a
            further draw raises :class:`PendingDraw`.

    Attributes:
        used: how many of ``outcomes`` the draws have taken.

    Example:
        >>> plan = DrawPlan([2])
        >>> plan.draw("card", (1, 0, 3), ("a", "b", "c"))
        2
        >>> plan.draw("card", (1, 0, 2), ("a", "b", "c"))
        Traceback (most recent call last):
        ...
        companion.engine.chance.PendingDraw: the next card is not chosen
        >>> DrawPlan(rng=random.Random(1)).draw("card", (0, 0, 5), ("a", "b", "c"))
        2
    """

    __slots__ = ("outcomes", "rng", "used")

    def __init__(self, outcomes=(), rng: random.Random | None = None) -> None:
        self.outcomes, self.rng, self.used = tuple(outcomes), rng, 0

    def draw(self, label: str, weights, names, owner: int | None = None) -> int:
        """The outcome index of the next draw from a pile with ``weights`` (items per outcome).

        Raises:
            PendingDraw: no outcome chosen and no generator.
            ValueError: the chosen outcome cannot come up (its weight is 0).
        """
        i = self.used
        if i < len(self.outcomes):
            out = self.outcomes[i]
            if not 0 <= out < len(weights) or weights[out] <= 0:
                raise ValueError(f"{label} {out} cannot be drawn from {tuple(weights)}")
            self.used = i + 1
            return out
        if self.rng is None:
            raise PendingDraw(label, tuple(weights), tuple(names), owner)
        r = self.rng.random() * sum(weights)
        for out, w in enumerate(weights):
            r -= w
            if r < 0 and w > 0:
                return out
        return max(o for o, w in enumerate(weights) if w > 0)
