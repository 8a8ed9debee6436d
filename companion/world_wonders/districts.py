"""City districts (world-wonders.md §6.2 #5, exact definition §6.3): 1 point per building tile enclosed on all
sides.

A building tile is a district when every orthogonal neighbour of every one of its cells (its own cells
excluded) is covered by any piece (another building tile of any type, a road or bridge, a monument, a tower),
is an uncovered natural resource, is water, or lies outside the grid (the map edge, or the sidewalk under the
last row). Only an **empty land** cell breaks the enclosure; diagonal cells play no part. The concave corner of
an L- or T-shaped tile is a neighbour of two of its cells, so it must be filled too. Each enclosed tile counts,
whatever its type: a block of four tiles enclosing one another scores 4.

Example (world-wonders-examples.md B1):
    >>> from companion.world_wonders.city import from_picture
    >>> city = from_picture('''
    ...   .  .  .  .
    ...   .  T  *  .
    ...   R  h1 h1 ~
    ... ''')
    >>> [f.points for f in explain(city)]
    [1]
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from companion.i18n import N_, Phrase, Plural
from companion.world_wonders.grid import Cell, Grid, cell_text

__all__ = ["empty_land", "open_sides", "count", "explain", "DistrictFinding"]


def empty_land(land: int, natural: int, occupied: int) -> int:
    """Mask of the cells that break a district: land that is neither a natural resource nor covered (§6.3)."""
    return land & ~natural & ~occupied


def open_sides(grid: Grid, tile: int, empty: int) -> int:
    """The empty-land cells next to the building tile ``tile`` (a mask); 0 means the tile is a district."""
    return grid.neighbours(tile) & ~tile & empty


def count(grid: Grid, tiles: list[int], land: int, natural: int, occupied: int) -> int:
    """How many of the building tiles ``tiles`` (masks) are districts (§6.3), on a map with ``land`` and
    ``natural`` cells where ``occupied`` cells are covered."""
    empty = land & ~natural & ~occupied
    nb = grid.neighbours
    return sum(1 for t in tiles if not (nb(t) & ~t & empty))


@dataclass(frozen=True)
class DistrictFinding:
    """One building tile's district line: ``points`` 1 or 0, the ``cells`` it covers, the empty-land cells
    that break it (``open``), and the reason in words (:meth:`text`)."""

    tile: str
    type: str
    cells: tuple[Cell, ...]
    open: tuple[Cell, ...]
    points: int

    @property
    def reason(self) -> Phrase:
        """Why the tile is or is not a district, translated when shown."""
        from companion.world_wonders.city import TYPE_NAMES

        params: dict[str, Any] = {"tile": self.tile, "type_label": TYPE_NAMES[self.type],
                                  "cells": ", ".join(cell_text(c) for c in self.cells)}
        if self.points:
            return Phrase(N_("Building tile {tile} ({type_label}) on {cells} is a district: nothing around it is "
                             "empty land."), params)
        return Phrase(Plural("Building tile {tile} ({type_label}) is not a district: cell {open} is empty land.",
                             "Building tile {tile} ({type_label}) is not a district: cells {open} are empty land.",
                             count="count"),
                      {**params, "open": [cell_text(c) for c in self.open], "count": len(self.open)})

    def text(self, lang: str = "en") -> str:
        """The reason in ``lang``."""
        return self.reason.text(lang)


def explain(city: Any) -> list[DistrictFinding]:
    """One finding per building tile of ``city`` (a :class:`~companion.world_wonders.city.City`), in placing
    order: a district (1) or not (0, with the empty-land cells that break it)."""
    side = city.map
    g = side.grid
    empty = empty_land(side.land, side.natural, city.occupied)
    out = []
    for piece, mask in city.buildings():
        gaps = open_sides(g, mask, empty)
        out.append(DistrictFinding(piece.name(), piece.type, piece.cells, tuple(g.cells(gaps)), 0 if gaps else 1))
    return out
