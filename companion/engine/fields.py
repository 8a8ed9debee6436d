"""Checking the fields of a prepared position: the small checks every game's position loader shares
(``position(fields)`` of Meduris, Five Tribes and Iquazú; a save's ``origin``).

A field that breaks its limits raises :class:`~companion.errors.InvalidPosition` naming the field and the
limit, in the chosen language (the msgids are in the engine catalogs).

Example:
    >>> ints([3, 0], 2, 0, 18, "resources[0]")
    [3, 0]
    >>> ints([3, 19], 2, 0, 18, "resources[0]")
    Traceback (most recent call last):
    ...
    companion.errors.InvalidPosition: The entry resources[0] must list 2 whole numbers from 0 to 18.
"""
from __future__ import annotations

from typing import Any

from companion.errors import InvalidPosition
from companion.i18n import N_

__all__ = ["whole", "ints"]


def whole(v: Any, lo: int, hi: int) -> bool:
    """True when ``v`` is a whole number (an ``int``, not a ``bool``) from ``lo`` to ``hi``."""
    return isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi


def ints(v: Any, length: int, lo: int, hi: int, name: str) -> list[int]:
    """``v`` as a list of ``length`` whole numbers from ``lo`` to ``hi`` (a list or tuple).

    Raises:
        InvalidPosition: anything else; the message names the field ``name`` and the limits.
    """
    if not isinstance(v, (list, tuple)) or len(v) != length or not all(whole(x, lo, hi) for x in v):
        raise InvalidPosition(N_("The entry {field} must list {count} whole numbers from {low} to {high}."),
                              field=name, count=length, low=lo, high=hi)
    return list(v)
