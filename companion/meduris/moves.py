"""Meduris moves: one small frozen value per player decision (meduris.md §3-§5).

A move carries no player: it is made by the player whose decision is pending
(``state.current_player``). Every move has a readable ``str`` and a JSON form
(:func:`move_to_json` / :func:`move_from_json`) so a game is a seed plus a move list.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Union


@dataclass(frozen=True, slots=True)
class PlaceWorker:
    """Setup: put one worker on top of ``plateau`` (a resource name) (meduris.md §3 step 7)."""

    plateau: str

    def __str__(self) -> str:
        return f"place worker on {self.plateau}"


@dataclass(frozen=True, slots=True)
class Roll:
    """Part 1: roll the die; the face comes from the state's seeded RNG (meduris.md §4.1)."""

    def __str__(self) -> str:
        return "roll the die"


@dataclass(frozen=True, slots=True)
class TakeChip:
    """"+1" face: take 1 chip of ``resource`` from its plateau (meduris.md §4.1)."""

    resource: str

    def __str__(self) -> str:
        return f"take 1 {self.resource}"


@dataclass(frozen=True, slots=True)
class TakeNothing:
    """"+1" face: decline the free chip (option ``plus1_may_decline``, meduris.md §4.1)."""

    def __str__(self) -> str:
        return "take nothing"


@dataclass(frozen=True, slots=True)
class ReturnChip:
    """"-1" face: return 1 chip of ``resource`` to its plateau (meduris.md §4.1)."""

    resource: str

    def __str__(self) -> str:
        return f"return 1 {self.resource}"


@dataclass(frozen=True, slots=True)
class BigYield:
    """Part 2 A: move your worker at height ``level`` (1 = bottom) of plateau ``source`` on top of
    plateau ``target``; that plateau produces h chips for the worker at height h (meduris.md §4.2)."""

    source: str
    level: int
    target: str

    def __str__(self) -> str:
        return f"big yield: worker {self.source}#{self.level} -> {self.target}"


@dataclass(frozen=True, slots=True)
class BuildHut:
    """Part 2 B: build a hut on empty ``site`` (meduris.md §4.3)."""

    site: int

    def __str__(self) -> str:
        return f"build hut on site {self.site}"


@dataclass(frozen=True, slots=True)
class BuildTemple:
    """Part 2 C: build a temple on empty ``site`` without a bonus chip (meduris.md §4.4)."""

    site: int

    def __str__(self) -> str:
        return f"build temple on site {self.site}"


@dataclass(frozen=True, slots=True)
class Exchange:
    """Any time: return the 3 chips ``give`` (sorted resource names) and take 1 ``take`` (meduris.md §4.5)."""

    give: tuple[str, str, str]
    take: str

    def __str__(self) -> str:
        return f"exchange {'+'.join(self.give)} -> {self.take}"


@dataclass(frozen=True, slots=True)
class OfferOne:
    """Ritual: offer 1 chip of one symbol ``resource`` of the druid's site: +1 point (meduris.md §4.7)."""

    resource: str

    def __str__(self) -> str:
        return f"offer 1 {self.resource}"


@dataclass(frozen=True, slots=True)
class OfferBoth:
    """Ritual: offer 1 chip of each symbol: + settlement size points (meduris.md §4.7)."""

    def __str__(self) -> str:
        return "offer both symbols"


@dataclass(frozen=True, slots=True)
class OfferDruidChip:
    """Ritual: discard the druid bonus chip under this hut; counts as both symbols (meduris.md §4.7)."""

    def __str__(self) -> str:
        return "offer the druid chip"


@dataclass(frozen=True, slots=True)
class OfferNothing:
    """Ritual: make no offering: -1 point, never below 0 (meduris.md §4.7, FAQ §6.10)."""

    def __str__(self) -> str:
        return "offer nothing"


Move = Union[PlaceWorker, Roll, TakeChip, TakeNothing, ReturnChip, BigYield, BuildHut, BuildTemple,
             Exchange, OfferOne, OfferBoth, OfferDruidChip, OfferNothing]

MOVE_TYPES: dict[str, type] = {
    cls.__name__: cls
    for cls in (PlaceWorker, Roll, TakeChip, TakeNothing, ReturnChip, BigYield, BuildHut, BuildTemple,
                Exchange, OfferOne, OfferBoth, OfferDruidChip, OfferNothing)
}


def move_to_json(move: Move) -> dict[str, Any]:
    """JSON-friendly dict ``{"type": "BuildHut", "site": 19}`` for a move."""
    d: dict[str, Any] = {"type": type(move).__name__}
    for name in move.__slots__:  # type: ignore[union-attr]
        v = getattr(move, name)
        d[name] = list(v) if isinstance(v, tuple) else v
    return d


def move_from_json(d: dict[str, Any]) -> Move:
    """Inverse of :func:`move_to_json`. Raises ``ValueError`` on an unknown type."""
    d = dict(d)
    cls = MOVE_TYPES.get(d.pop("type", None))
    if cls is None:
        raise ValueError(f"unknown Meduris move: {d}")
    if "give" in d:
        d["give"] = tuple(d["give"])
    return cls(**d)
