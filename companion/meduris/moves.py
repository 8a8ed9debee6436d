"""Meduris moves: one small frozen value per player decision (meduris.md §3-§5).

A move carries no player: it is made by the player whose decision is pending
(``state.current_player``). Every move has a readable ``str`` and a JSON form
(:func:`move_to_json` / :func:`move_from_json`) so a game is a seed plus a move list.

:func:`checked` is the one place where a move's fields are checked (types, resource names, site and
height ranges) before any rule looks at it, so a malformed move is refused with :class:`IllegalMove`
and never reaches a rule module.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from numbers import Integral
from typing import Any, Union

from companion.errors import IllegalMove
from companion.i18n import Plural
from companion.meduris.rules import EXCHANGE_GIVE, MAX_WORKERS_PER_PLATEAU, RESOURCES


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


# ----------------------------------------------------------------------------------------------
# field checks: every malformed move is refused here, before a rule module sees it
# ----------------------------------------------------------------------------------------------

_RESOURCE, _SITE, _LEVEL, _GIVE = "resource", "site", "level", "give"

#: Per move class: the rule section of the decision and (field, kind) of each field.
_FIELDS: dict[type, tuple[str, tuple[tuple[str, str], ...]]] = {
    PlaceWorker: ("meduris 3", (("plateau", _RESOURCE),)),
    Roll: ("meduris 4.1", ()),
    TakeChip: ("meduris 4.1", (("resource", _RESOURCE),)),
    TakeNothing: ("meduris 4.1", ()),
    ReturnChip: ("meduris 4.1", (("resource", _RESOURCE),)),
    BigYield: ("meduris 4.2", (("source", _RESOURCE), ("level", _LEVEL), ("target", _RESOURCE))),
    BuildHut: ("meduris 4.3", (("site", _SITE),)),
    BuildTemple: ("meduris 4.4", (("site", _SITE),)),
    Exchange: ("meduris 4.5", (("give", _GIVE), ("take", _RESOURCE))),
    OfferOne: ("meduris 4.7", (("resource", _RESOURCE),)),
    OfferBoth: ("meduris 4.7", ()),
    OfferDruidChip: ("meduris 4.7", ()),
    OfferNothing: ("meduris 4.7", ()),
}
_ORDER = {r: i for i, r in enumerate(RESOURCES)}


def shown(value: Any, limit: int = 40) -> str:
    """``value`` as a short text for a message: strings as they are, anything else as ``repr``, cut to
    ``limit`` characters."""
    text = value if isinstance(value, str) else repr(value)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _whole(value: Any) -> int | None:
    """``value`` as an int if it is a whole number (bool excluded), else None."""
    if isinstance(value, Integral) and not isinstance(value, bool):
        return int(value)
    return None


def checked(move: Any, sites: int) -> Move:
    """The move in canonical form, after checking every field's type and range.

    Args:
        move: anything given to ``apply``.
        sites: number of sites of the board in use (site numbers are 1..sites, meduris.md §2.2).

    Returns:
        ``move`` itself, or an equal move with its fields normalised (whole numbers as ``int``, the
        exchange's ``give`` as a tuple in resource order: wood, wool, copper, stone).

    Raises:
        IllegalMove: ``move`` is not a Meduris move (meduris 4.10), or a field is malformed: a resource
            field not one of wood, wool, copper, stone; a site not a whole number 1..sites (meduris 2.2); a
            worker height not a whole number 1..3 (meduris 4.2); an exchange not giving exactly 3 resource
            names (meduris 4.5). The message names the rule of the move.
    """
    spec = _FIELDS.get(type(move))
    if spec is None:
        raise IllegalMove("meduris 4.10", "{move} is not a Meduris move.", move=shown(repr(move)))
    rule, fields = spec
    changes: dict[str, Any] = {}
    for name, kind in fields:
        value = getattr(move, name)
        if kind == _RESOURCE:
            if not isinstance(value, str) or value not in _ORDER:
                raise IllegalMove(rule, "{resource} is not a resource (wood, wool, copper, stone).",
                                  resource=shown(value))
        elif kind == _SITE:
            n = _whole(value)
            if n is None or not 1 <= n <= sites:
                raise IllegalMove("meduris 2.2", "There is no site {site} on this board.", site=shown(value))
            if type(value) is not int:
                changes[name] = n
        elif kind == _LEVEL:
            n = _whole(value)
            if n is None or not 1 <= n <= MAX_WORKERS_PER_PLATEAU:
                raise IllegalMove(rule, "A worker's height is a whole number from 1 to {max}, not {level}.",
                                  max=MAX_WORKERS_PER_PLATEAU, level=shown(value))
            if type(value) is not int:
                changes[name] = n
        else:  # _GIVE
            if not isinstance(value, (tuple, list)) or len(value) != EXCHANGE_GIVE:
                raise IllegalMove(rule, Plural("An exchange returns exactly {count} chip, not {give}.",
                                                         "An exchange returns exactly {count} chips, not {give}."),
                                  count=EXCHANGE_GIVE, give=shown(value))
            for r in value:
                if not isinstance(r, str) or r not in _ORDER:
                    raise IllegalMove(rule, "{resource} is not a resource (wood, wool, copper, stone).",
                                      resource=shown(r))
            canon = tuple(sorted(value, key=_ORDER.__getitem__))
            if canon != value or type(value) is not tuple:
                changes[name] = canon
    return replace(move, **changes) if changes else move
