"""Natural resources (world-wonders.md §6.2 #4): 1 point per **uncovered** natural-resource cell orthogonally
adjacent to at least one piece the player placed (road, bridge, building tile, tower, monument).

A covered natural resource no longer scores (§4). The sidewalk, water and other natural resources are not
pieces, and diagonal cells do not touch (world-wonders-examples.md C1).

Example (world-wonders-examples.md C1: no natural resource touches a piece):
    >>> from companion.world_wonders.city import from_picture
    >>> city = from_picture('''
    ...   *  .  .  .  *
    ...   *  .  h1 h1 .
    ...   .  .  R  .  .
    ...   *  .  R  .  *
    ... ''')
    >>> sum(f.points for f in explain(city))
    0
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from companion.i18n import N_, Phrase
from companion.world_wonders.grid import Cell, Grid, cell_text

__all__ = ["scoring", "count", "explain", "ResourceFinding"]


def scoring(grid: Grid, natural: int, occupied: int) -> int:
    """Mask of the natural resources that score: uncovered and next to a covered cell (a piece)."""
    return natural & ~occupied & grid.neighbours(occupied)


def count(grid: Grid, natural: int, occupied: int) -> int:
    """How many natural resources score (§6.2 #4)."""
    return scoring(grid, natural, occupied).bit_count()


@dataclass(frozen=True)
class ResourceFinding:
    """One natural-resource cell's line: ``points`` 1 or 0, and why (:meth:`text`).

    Attributes:
        cell: the natural resource; points: 1 if it scores; covered_by: the piece on it (kind), or None;
        next_to: ``(kind, cell)`` of the first piece next to it, or None.
    """

    cell: Cell
    points: int
    covered_by: str | None = None
    next_to: tuple[str, Cell] | None = None

    @property
    def reason(self) -> Phrase:
        """Why the cell scores or not, translated when shown."""
        from companion.world_wonders.city import PIECE_LABELS

        cell = cell_text(self.cell)
        if self.covered_by is not None:
            return Phrase(N_("Cell {cell}: the natural resource is covered by your {piece_label}, so it does not "
                             "score."), {"cell": cell, "piece_label": PIECE_LABELS[self.covered_by]})
        if self.next_to is not None:
            return Phrase(N_("Cell {cell}: an uncovered natural resource next to your {piece_label} at {at}."),
                          {"cell": cell, "piece_label": PIECE_LABELS[self.next_to[0]], "at": cell_text(self.next_to[1])})
        return Phrase(N_("Cell {cell}: no piece of yours is next to this natural resource (diagonals, the sidewalk, "
                         "water and other natural resources do not count)."), {"cell": cell})

    def text(self, lang: str = "en") -> str:
        """The reason in ``lang``."""
        return self.reason.text(lang)


def explain(city: Any) -> list[ResourceFinding]:
    """One finding per natural-resource cell of ``city`` (a :class:`~companion.world_wonders.city.City`), in
    reading order."""
    side = city.map
    g = side.grid
    out = []
    for cell in g.cells(side.natural):
        piece = city.piece_at(cell)
        if piece is not None:
            out.append(ResourceFinding(cell, 0, covered_by=piece.kind))
            continue
        r, c = cell
        near = None
        for nr, nc in ((r - 1, c), (r, c - 1), (r, c + 1), (r + 1, c)):
            if g.inside(nr, nc):
                other = city.piece_at((nr, nc))
                if other is not None:
                    near = (other.kind, (nr, nc))
                    break
        out.append(ResourceFinding(cell, 1 if near else 0, next_to=near))
    return out
