"""A player's city: a map side with the pieces placed on it (world-wonders.md §1.7, §4, data model §8), as data.

A :class:`City` is what final scoring reads (§6.2: natural resources and districts are counted on the map).
The engine builds one from a position; a player who has just finished a real game enters theirs
(:func:`from_dict`, format below) or draws it as a picture (:func:`from_picture`, the notation of
world-wonders-examples.md) to have the map lines counted and explained.

City format (``world-wonders/city``)::

    {"format": "world-wonders/city", "version": 1,
     "map": {"rows": ["....", ".*~.", ...]}            (or {"board": 1, "side": "A"}: a side of the demo maps),
     "pieces": [{"kind": "road", "cells": [[2, 0]]},
                {"kind": "bridge", "cells": [[4, 3], [4, 4], [4, 5]]},
                {"kind": "tower", "cells": [[1, 1]]},
                {"kind": "building", "type": "H", "cells": [[2, 1], [2, 2]], "label": "h1"},
                {"kind": "monument", "card": "moai", "cells": [[0, 0], [0, 2], [0, 4]]}]}

Cells are ``[row, column]``, row 0 at the top; the sidewalk runs under the last row. ``label`` is optional.

Example:
    >>> city = from_picture('''
    ...   .  T  *  .
    ...   R  h1 h1 ~
    ... ''')
    >>> [p.kind for p in city.pieces], city.map.terrain(0, 2)
    (['tower', 'road', 'building'], 'natural_resource')
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from typing import Any, Mapping, Sequence

from companion.errors import InvalidCatalogue
from companion.i18n import N_
from companion.world_wonders import rules
from companion.world_wonders.catalogues import MAP_CHARS, MapSide, load
from companion.world_wonders.grid import Cell, cell_text

__all__ = ["Piece", "City", "from_dict", "from_picture", "PIECE_KINDS", "PIECE_LABELS", "TYPE_NAMES"]

PIECE_KINDS = ("road", "bridge", "tower", "building", "monument")
#: how messages name a piece of each kind (msgids)
PIECE_LABELS = {"road": N_("road"), "bridge": N_("bridge"), "tower": N_("tower"), "building": N_("building tile"),
                "monument": N_("monument")}
#: the building types' names (world-wonders.md §1.2; the same Latin names in both editions)
TYPE_NAMES = {"B": N_("Bibliotheca"), "F": N_("Fundus"), "H": N_("Habitatio"), "M": N_("Mercatus"),
              "T": N_("Templum")}
_RULE = "world-wonders 4"


@dataclass(frozen=True)
class Piece:
    """A piece on a city map.

    Attributes:
        kind: one of :data:`PIECE_KINDS` (a long road over water is a ``bridge``; short roads are ``road``).
        cells: the cells it covers, ``(row, column)`` in reading order.
        type: the building type (B, F, H, M, T) of a building tile, else None.
        label: a name for explanations (``"h1"``, a monument's card id); ``""`` to name it by its cells.
    """

    kind: str
    cells: tuple[Cell, ...]
    type: str | None = None
    label: str = ""

    def name(self) -> str:
        """The piece as explanations name it: its label, else its first cell (``"(2,1)"``)."""
        return self.label or cell_text(self.cells[0])

    def to_dict(self) -> dict[str, Any]:
        """The piece in the city format."""
        d: dict[str, Any] = {"kind": self.kind, "cells": [list(c) for c in self.cells]}
        if self.type:
            d["type"] = self.type
        if self.label:
            d["card" if self.kind == "monument" else "label"] = self.label
        return d


@dataclass(frozen=True)
class City:
    """A map side and the pieces on it; the masks final scoring reads (see :mod:`~companion.world_wonders.grid`)."""

    map: MapSide
    pieces: tuple[Piece, ...]

    @cached_property
    def masks(self) -> tuple[int, ...]:
        """The mask of each piece, in :attr:`pieces` order."""
        g = self.map.grid
        return tuple(g.mask(p.cells) for p in self.pieces)

    @cached_property
    def occupied(self) -> int:
        """Mask of every cell covered by a piece."""
        m = 0
        for x in self.masks:
            m |= x
        return m

    def piece_at(self, cell: Cell) -> Piece | None:
        """The piece covering ``cell``, or None."""
        bit = 1 << self.map.grid.bit(*cell)
        for p, m in zip(self.pieces, self.masks):
            if m & bit:
                return p
        return None

    def buildings(self) -> list[tuple[Piece, int]]:
        """The building tiles with their masks, in placing order."""
        return [(p, m) for p, m in zip(self.pieces, self.masks) if p.kind == "building"]

    def to_dict(self) -> dict[str, Any]:
        """The city in the ``world-wonders/city`` format (the map as rows)."""
        return {"format": "world-wonders/city", "version": 1, "map": {"rows": list(self.map.rows)},
                "pieces": [p.to_dict() for p in self.pieces]}

    def picture(self) -> str:
        """The city drawn in the notation of world-wonders-examples.md (``.`` land, ``~`` water, ``*``
        natural resource, ``R`` road or bridge, ``T`` tower, ``M`` monument, ``h1`` a building tile), with the
        sidewalk (``====``) under the last row."""
        grid = [[ch for ch in row] for row in self.map.rows]
        count: dict[str, int] = {}
        for p in self.pieces:
            if p.kind == "building":
                t = p.type.lower()  # type: ignore[union-attr]
                count[t] = count.get(t, 0) + 1
                mark = p.label if re.fullmatch(r"[bfhmt]\d+", p.label or "") else f"{t}{count[t]}"
            else:
                mark = {"road": "R", "bridge": "R", "tower": "T", "monument": "M"}[p.kind]
            for r, c in p.cells:
                grid[r][c] = mark
        lines = [" ".join(f"{x:>2}" for x in row) for row in grid]
        return "\n".join(lines + ["=" * (3 * self.map.width)])


def _bad(field: str, template: str, rule: str = _RULE, **params: Any) -> InvalidCatalogue:
    return InvalidCatalogue(field, rule, template, **params)


def _checked_pieces(side: MapSide, pieces: Sequence[Piece], where: str = "pieces") -> tuple[Piece, ...]:
    """``pieces`` checked against the map: inside it, no cell covered twice, terrain of §4 (land-only pieces on
    land, a bridge with both ends on land)."""
    seen: dict[Cell, int] = {}
    for i, p in enumerate(pieces):
        field = f"{where}[{i}]"
        if p.kind not in PIECE_KINDS:
            raise _bad(f"{field}.kind", N_("a piece is a road, bridge, tower, building or monument, not {kind!r}"),
                       kind=p.kind)
        if not p.cells:
            raise _bad(f"{field}.cells", N_("a piece covers at least one cell"))
        if p.kind == "building" and p.type not in rules.BUILDING_TYPES:
            raise _bad(f"{field}.type", N_("a building tile is of type B, F, H, M or T, not {type!r}"), type=p.type)
        for cell in p.cells:
            r, c = cell
            if not side.grid.inside(r, c):
                raise _bad(f"{field}.cells", N_("cell {cell} is outside the map ({height} rows, {width} columns)"),
                           cell=cell_text(cell), height=side.height, width=side.width)
            if cell in seen:
                raise _bad(f"{field}.cells", N_("cell {cell} is covered by two pieces"), cell=cell_text(cell))
            seen[cell] = i
        water = [cell for cell in p.cells if side.terrain(*cell) == "water"]
        if p.kind in ("road", "tower", "building") and water:
            raise _bad(f"{field}.cells", N_("cell {cell} is water: a {piece_label} stands on land only"),
                       cell=cell_text(water[0]), piece_label=PIECE_LABELS[p.kind])
        if p.kind == "bridge":
            ends = (p.cells[0], p.cells[-1])
            if not water or any(side.terrain(*e) == "water" for e in ends):
                raise _bad(f"{field}.cells", N_("a bridge crosses water with both ends on land"))
    return tuple(pieces)


def from_dict(d: Mapping[str, Any], maps: Any = None) -> City:
    """A city from the ``world-wonders/city`` format (module docstring).

    Args:
        d: the city dict.
        maps: the map catalogue a ``{"board", "side"}`` map refers to (default: the demo maps).

    Raises:
        InvalidCatalogue: a missing or malformed entry, a cell outside the map, a cell covered twice, a
            piece on the wrong terrain (world-wonders 4); the message names the entry.
    """
    from companion.world_wonders.catalogues import _maps

    if not isinstance(d, Mapping) or d.get("format") != "world-wonders/city":
        raise _bad("format", N_('a city has "format": "world-wonders/city"'), "world-wonders 8")
    m = d.get("map")
    try:
        if isinstance(m, Mapping) and "rows" in m:
            side = _maps({"title": "city", "demo": False, "sides": [
                {"board": m.get("board", 1), "side": m.get("side", "A"), "rows": list(m["rows"])}]}).sides[0]
        elif isinstance(m, Mapping) and "board" in m:
            side = load("maps", maps).side(m["board"], m.get("side", "A"))
        else:
            raise _bad("map", N_("a city names its map: its rows, or a board and side of the map catalogue"),
                       "world-wonders 8")
    except InvalidCatalogue as exc:
        raise _bad(f"map.{exc.field.removeprefix('sides[0].')}", exc.template, exc.rule, **exc.params) from None
    except (KeyError, TypeError, IndexError):
        raise _bad("map", N_("no such map side"), "world-wonders 1.7") from None
    pieces = []
    raw = d.get("pieces", [])
    if not isinstance(raw, list):
        raise _bad("pieces", N_("the pieces are a list"), "world-wonders 8")
    for i, p in enumerate(raw):
        try:
            cells = tuple(sorted((int(r), int(c)) for r, c in p["cells"]))
            kind = p["kind"]
            label = p.get("card", p.get("label", "")) or ""
            pieces.append(Piece(kind, cells, p.get("type"), str(label)))
        except (KeyError, TypeError, ValueError):
            raise _bad(f"pieces[{i}]", N_("a piece has a kind and a list of cells [row, column]"),
                       "world-wonders 8") from None
    return City(side, _checked_pieces(side, pieces))


_TOKEN = re.compile(r"^(?:[.~*RTM]|[bfhmt]\d+|M\d+)$")


def from_picture(text: str) -> City:
    """A city drawn in the notation of world-wonders-examples.md: one line per row, tokens separated by spaces:
    ``.`` empty land, ``~`` water, ``*`` uncovered natural resource, ``R`` road cell (one piece per cell; on
    water it is part of a bridge), ``T`` tower, ``M`` (or ``M1``, ``M2`` …) monument cells (one monument per
    label), a lowercase type letter and a number (``h1``) a building tile (all cells with that label). Lines
    of ``=`` (the sidewalk), blank lines and leading row labels (``r0``) are ignored; a first line of column
    labels (``c0 c1``) too. Covered cells are land.

    Raises:
        InvalidCatalogue: an unknown token or rows of different lengths (world-wonders 8).
    """
    rows: list[list[str]] = []
    for line in text.splitlines():
        tokens = line.split()
        if not tokens or set(line.strip()) <= {"="}:
            continue
        if all(re.fullmatch(r"c\d+", t) for t in tokens):
            continue
        if re.fullmatch(r"r\d+", tokens[0]):
            tokens = tokens[1:]
        for t in tokens:
            if not _TOKEN.match(t):
                raise _bad(f"row {len(rows)}", N_("unknown mark {mark!r} in the picture"), "world-wonders 8", mark=t)
        rows.append(tokens)
    if not rows or len({len(r) for r in rows}) != 1:
        raise _bad("picture", N_("every row of the picture has the same number of cells"), "world-wonders 8")
    terrain = ["".join(t if t in MAP_CHARS else "." for t in row) for row in rows]
    side = MapSide(1, "A", tuple(terrain), demo=False)
    groups: dict[str, list[Cell]] = {}
    pieces: list[Piece] = []
    for r, row in enumerate(rows):
        for c, t in enumerate(row):
            if t in ("R", "T"):
                pieces.append(Piece("road" if t == "R" else "tower", ((r, c),)))
            elif t not in MAP_CHARS:
                groups.setdefault(t, []).append((r, c))
    for label, cells in groups.items():
        if label.startswith("M"):
            pieces.append(Piece("monument", tuple(cells), None, label if label != "M" else ""))
        else:
            pieces.append(Piece("building", tuple(cells), label[0].upper(), label))
    pieces.sort(key=lambda p: p.cells[0])
    return City(side, _checked_pieces(side, pieces, "picture"))
