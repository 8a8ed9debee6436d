"""The geometry of a city map as bitmasks: cells, orthogonal neighbours, shapes and their rotations, and the
cells where a shape fits (world-wonders.md §1.7 square grid, §4 "adjacent" = orthogonally adjacent, §1.2 tiles
turn but are never mirrored).

A map of ``height`` × ``width`` cells is one Python int per set of cells: cell ``(r, c)`` (row 0 at the top,
the sidewalk under the last row) is bit ``r * P + c`` with ``P = width + 1``. The extra column ``c = width``
is a guard that no mask ever contains, so shifting a mask one cell left or right never wraps a cell onto
the next row. Every rule asks its questions of whole masks at once (where does this tile fit, which cells
touch a road), which keeps random games fast.

A shape is a tuple of cells ``(dr, dc, tag)``; the tag says what the cell needs (``"L"`` land, ``"W"`` water,
``"A"`` land or water, ``"?"`` any space or piece: a gap between the parts of a monument). Placing a shape
means choosing a rotation (quarter turns clockwise) and an *anchor*: the top-left cell of the rotated
shape's bounding box.

Example:
    >>> g = Grid(3, 4)
    >>> g.cells(g.neighbours(g.mask([(1, 1)])))
    [(0, 1), (1, 0), (1, 2), (2, 1)]
    >>> [o.cells for o in orientations((("#", "#", "#"),))][1]
    ((0, 0, 'L'), (1, 0, 'L'), (2, 0, 'L'))
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Sequence

__all__ = ["Grid", "Orientation", "Placer", "placers", "any_fit", "orientations", "parse_rows", "rotate", "cell_text"]

Cell = tuple[int, int]


def cell_text(cell: Cell) -> str:
    """A cell as players read it in the examples: ``"(3,4)"`` (row, column; row 0 at the top)."""
    return f"({cell[0]},{cell[1]})"


class Grid:
    """Bit geometry of a ``height`` × ``width`` map (see the module docstring).

    Attributes:
        H, W: rows and columns; P: bits per row (``W + 1``); ALL: mask of every cell; BOTTOM: the last row
        (the cells touching the sidewalk); EDGE: the cells on the map edge other than the sidewalk.
    """

    __slots__ = ("H", "W", "P", "ALL", "BOTTOM", "EDGE", "_anchors")

    def __init__(self, height: int, width: int) -> None:
        self.H, self.W, self.P = height, width, width + 1
        row = (1 << width) - 1
        self.ALL = sum(row << (r * self.P) for r in range(height))
        self.BOTTOM = row << ((height - 1) * self.P)
        top = row
        sides = sum((1 | 1 << (width - 1)) << (r * self.P) for r in range(height))
        self.EDGE = top | sides
        self._anchors: dict[tuple[int, int], int] = {}

    def bit(self, r: int, c: int) -> int:
        """The bit index of cell ``(r, c)``."""
        return r * self.P + c

    def inside(self, r: int, c: int) -> bool:
        """True if ``(r, c)`` is a cell of the map."""
        return 0 <= r < self.H and 0 <= c < self.W

    def mask(self, cells: Iterable[Cell]) -> int:
        """The mask of ``cells`` (each inside the map)."""
        m = 0
        P = self.P
        for r, c in cells:
            m |= 1 << (r * P + c)
        return m

    def cells(self, mask: int) -> list[Cell]:
        """The cells of ``mask`` in reading order (row by row, left to right)."""
        out = []
        P = self.P
        while mask:
            low = mask & -mask
            i = low.bit_length() - 1
            out.append(divmod(i, P))
            mask ^= low
        return out

    def neighbours(self, mask: int) -> int:
        """The cells orthogonally adjacent to some cell of ``mask`` (those of ``mask`` included if they touch
        each other; use ``& ~mask`` for the outside ones)."""
        P = self.P
        return ((mask << 1) | (mask >> 1) | (mask << P) | (mask >> P)) & self.ALL

    def anchors(self, height: int, width: int) -> int:
        """The anchors (top-left cells) where a ``height`` × ``width`` bounding box lies inside the map."""
        key = (height, width)
        m = self._anchors.get(key)
        if m is None:
            m = 0
            for r in range(self.H - height + 1):
                for c in range(self.W - width + 1):
                    m |= 1 << (r * self.P + c)
            self._anchors[key] = m
        return m

    def fits(self, o: "Orientation", allowed: dict[str, int]) -> int:
        """The anchors where orientation ``o`` fits: every cell on a cell of ``allowed[tag]``.

        Args:
            o: an :class:`Orientation`.
            allowed: tag → mask of the cells a cell with that tag may cover.
        """
        a = self.anchors(o.height, o.width)
        for off, tag in o.offsets(self.P):
            a &= allowed[tag] >> off
            if not a:
                return 0
        return a

    def touching(self, o: "Orientation", target: int) -> int:
        """The anchors where some (non-gap) cell of orientation ``o`` lies on a cell of ``target``."""
        t = 0
        for off, tag in o.offsets(self.P):
            if tag != "?":
                t |= target >> off
        return t & self.anchors(o.height, o.width)

    def placed(self, o: "Orientation", r: int, c: int) -> int:
        """The mask of the (non-gap) cells orientation ``o`` covers when anchored at ``(r, c)``."""
        return o.solid_mask(self.P) << (r * self.P + c)


@dataclass(frozen=True, slots=True)
class Orientation:
    """One rotation of a shape: ``rotation`` quarter turns clockwise, its cells ``(dr, dc, tag)`` with the
    bounding box's top-left at ``(0, 0)``, sorted."""

    rotation: int
    cells: tuple[tuple[int, int, str], ...]
    height: int
    width: int

    def offsets(self, P: int) -> tuple[tuple[int, str], ...]:
        """``(bit offset from the anchor, tag)`` per cell on a grid of row length ``P``."""
        return _offsets(self.cells, P)

    def solid_mask(self, P: int) -> int:
        """Mask of the non-gap cells when anchored at bit 0 on a grid of row length ``P``."""
        return _solid(self.cells, P)


@lru_cache(maxsize=4096)
def _offsets(cells: tuple, P: int) -> tuple[tuple[int, str], ...]:
    return tuple((dr * P + dc, tag) for dr, dc, tag in cells)


@lru_cache(maxsize=4096)
def _solid(cells: tuple, P: int) -> int:
    m = 0
    for dr, dc, tag in cells:
        if tag != "?":
            m |= 1 << (dr * P + dc)
    return m


def parse_rows(rows: Sequence[str], tags: dict[str, str] | None = None) -> tuple[tuple[int, int, str], ...]:
    """The cells of a shape drawn as rows of characters (``"##."``): ``"."`` or space = no cell; any other
    character is a cell whose tag is ``tags[ch]`` (default: ``"#"`` → ``"L"``, and ``L``/``W``/``A``/``?``
    as themselves)."""
    tags = tags or {"#": "L", "L": "L", "W": "W", "A": "A", "?": "?"}
    return tuple((r, c, tags[ch]) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch not in ". ")


def _normal(cells: Iterable[tuple[int, int, str]]) -> tuple[tuple[int, int, str], ...]:
    cells = list(cells)
    r0 = min(r for r, _, _ in cells)
    c0 = min(c for _, c, _ in cells)
    return tuple(sorted((r - r0, c - c0, t) for r, c, t in cells))


def rotate(cells: Iterable[tuple[int, int, str]]) -> tuple[tuple[int, int, str], ...]:
    """The shape turned a quarter clockwise, normalised (top-left of its bounding box at (0, 0))."""
    return _normal((c, -r, t) for r, c, t in cells)


@lru_cache(maxsize=1024)
def orientations(rows: tuple[tuple[str, ...], ...] | tuple[str, ...], turn: bool = True) -> tuple[Orientation, ...]:
    """The distinct orientations of a shape drawn as ``rows`` (tuple of strings, or of tuples of characters):
    rotations 0-3 whose cells differ from every smaller rotation's (a 1×3 road has 2, a square 1);
    only rotation 0 when ``turn`` is False.
    """
    rows = tuple("".join(r) for r in rows)
    cells = _normal(parse_rows(rows))
    out: list[Orientation] = []
    seen: set = set()
    for k in range(4 if turn else 1):
        if cells not in seen:
            seen.add(cells)
            out.append(Orientation(k, cells, 1 + max(r for r, _, _ in cells), 1 + max(c for _, c, _ in cells)))
        cells = rotate(cells)
    return tuple(out)


def _shifted(name: str, k: int) -> str:
    """Source text of ``name`` moved ``k`` bits down (``name >> k``; ``name << -k`` for a negative ``k``)."""
    return name if k == 0 else f"{name} >> {k}" if k > 0 else f"{name} << {-k}"


def _compile(params: str, body: str):
    """A function ``lambda params: body`` (the shape's offsets and box written into ``body`` as numbers)."""
    return eval(f"lambda {params}: {body}", {})  # noqa: S307 - the text is built above from ints only


class Placer:
    """One orientation prepared for a grid: the anchors where its bounding box fits (``box``), the bit offsets
    of its cells per tag (``by_tag``) and of its solid (non-gap) cells (``solid``), and, for a shape of land
    cells only, ``land`` (those offsets). The fast path of every placement rule.

    Each test below is one integer expression written out for this orientation (a shift per cell, no loop):
    ``on_land(land, touch)``, ``fits(allowed)``, ``touching(target)`` and ``beside(target)`` (see their
    descriptions in :meth:`__init__`).

    Example:
        >>> g = Grid(2, 3)
        >>> pl = Placer(g, orientations(("##",))[0])
        >>> g.cells(pl.on_land(g.ALL, g.BOTTOM))          # a 1×2 piece with a cell on the last row
        [(1, 0), (1, 1)]
        >>> g.cells(pl.beside(g.mask([(0, 2)])))
        [(0, 0), (1, 1)]
    """

    __slots__ = ("o", "box", "by_tag", "solid", "land", "mask", "outer", "on_land", "fits", "touching", "beside")

    def __init__(self, grid: Grid, o: Orientation) -> None:
        self.o = o
        self.box = box = grid.anchors(o.height, o.width)
        offs = o.offsets(grid.P)
        tags: dict[str, list[int]] = {}
        for off, tag in offs:
            tags.setdefault(tag, []).append(off)
        self.by_tag = tuple((tag, tuple(v)) for tag, v in tags.items())
        self.solid = tuple(off for off, tag in offs if tag != "?")
        self.land = tuple(tags["L"]) if set(tags) == {"L"} else None
        self.mask = o.solid_mask(grid.P)
        solid = set(self.solid)
        P = grid.P
        self.outer = tuple(sorted({off + step for off in self.solid for step in (1, -1, P, -P)} - solid))
        hit = " | ".join(_shifted("t", k) for k in self.solid) or "0"
        #: anchors where some solid cell lies on ``target``
        self.touching = _compile("t", f"({hit})")
        #: anchors where some cell outside the solid cells (a gap included) but orthogonally adjacent to one of
        #: them lies on ``target`` (a mask without guard bits, so no step wraps onto another row)
        self.beside = _compile("t", f"({' | '.join(_shifted('t', k) for k in self.outer) or '0'}) & {box}")
        need = " & ".join(f"{_shifted(f'a[{tag!r}]', off)}" for tag, v in self.by_tag for off in v)
        #: anchors where every cell is on ``allowed[tag]`` of its tag
        self.fits = _compile("a", f"{box} & {need}" if need else str(box))
        if self.land is not None:
            on = " & ".join(_shifted("land", k) for k in self.land)
            near = " | ".join(_shifted("touch", k) for k in self.land)
            #: anchors where every cell is on ``land`` and some cell on ``touch`` (a land-only shape)
            self.on_land = _compile("land, touch", f"{box} & {on} & ({near})")
        else:
            self.on_land = None


@lru_cache(maxsize=1024)
def any_fit(placers: tuple[Placer, ...], targets: tuple[tuple[int, int], ...]):
    """One function telling whether a piece fits anywhere in any of its orientations (``placers``): ``f(m)``,
    for a sequence of masks ``m``, is truthy when some orientation has an anchor where every cell lies on the
    mask of its tag (``L`` → ``m[0]``, ``W`` → ``m[1]``, ``A`` → ``m[2]``, ``?`` → ``m[3]``) and, for each
    target ``(i, side)``, some solid cell lies on ``m[i]`` (side 0, :meth:`Placer.touching`) or some cell
    beside the solid cells does (side 1, :meth:`Placer.beside`). The same tests as the placers', written out
    as one expression (made once per placers and targets).

    Example:
        >>> g = Grid(2, 3)
        >>> f = any_fit(placers(g, orientations(("##",))), ((4, 0),))
        >>> bool(f([g.ALL, 0, g.ALL, g.ALL, g.BOTTOM])), bool(f([g.mask([(0, 0), (1, 1)]), 0, 0, 0, g.BOTTOM]))
        (True, False)
    """
    names = {"L": "m[0]", "W": "m[1]", "A": "m[2]", "?": "m[3]"}
    alts = []
    for pl in placers:
        terms = [str(pl.box)] + [_shifted(names[tag], off) for tag, offs in pl.by_tag for off in offs]
        for i, side in targets:
            ks = pl.outer if side else pl.solid
            terms.append("(" + (" | ".join(_shifted(f"m[{i}]", k) for k in ks) or "0") + ")")
        alts.append("(" + " & ".join(terms) + ")")
    body = " or ".join(alts) or "0"
    # an empty target (no road, no tile of the type, no uncovered water …) settles it before any shift
    guards = " and ".join(f"m[{i}]" for i in dict.fromkeys(i for i, _ in targets))
    return _compile("m", f"{guards} and ({body})" if guards else body)


def placers(grid: Grid, orients: tuple[Orientation, ...]) -> tuple[Placer, ...]:
    """A :class:`Placer` per orientation (shared by every grid of the same size)."""
    return _placers(grid.H, grid.W, orients)


@lru_cache(maxsize=512)
def _placers(height: int, width: int, orients: tuple[Orientation, ...]) -> tuple[Placer, ...]:
    grid = Grid(height, width)
    return tuple(Placer(grid, o) for o in orients)
