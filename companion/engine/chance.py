"""Seeded chance: die rolls and draws as explicit outcomes drawn from a per-game stream.

A game is its start plus a move list, so every chance outcome must follow from the seed. A
:class:`ChanceStream` gives the n-th outcome of a named stream of a game (``"roll"`` for Meduris' die).
Streams are versioned: a save records the version its game was played with, and replays with it.

* version 1 — one ``random.Random(f"{seed}:{label}:{n}")`` per outcome (the first Meduris engine; slow:
  seeding from a string hashes it each time);
* version 2 — one ``random.Random(f"{seed}:{label}")`` per game, drawn in order (fast; the default). The
  generator serves this stream only, so outcomes are drawn ahead in batches.

Outcomes are cached per stream, so asking for the n-th outcome again (undo, replay) costs a list lookup.

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

__all__ = ["ChanceStream", "CHANCE_VERSIONS", "CURRENT_CHANCE_VERSION"]

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
