"""Fixtures for the Iquazú engine tests: a test wall whose columns each test states, and prepared positions.

The test wall is one single-column strip per wall column (strips "1" … "11", laid in that order on side A),
so a test names its alcoves by wall column and height exactly as iquazu-examples.md does (F1 = wall column 1
while the frame is at position 1). Unless a test says otherwise, a column has five alcoves, one per row, top
(height 4, row 1) to bottom (height 0, row 5), coloured white, blue, orange, white, blue; every 4-player stone
is 8/5/2 (the rulebook's example stone, C-01), every 3-player stone 6/3 and every 2-player stone 5.
"""
from __future__ import annotations

import copy
from typing import Any

import pytest

from companion.iquazu.options import Options
from companion.iquazu.setup import position
from companion.iquazu.wall import load_wall_data

NAMES = {2: ["G", "R"], 3: ["G", "R", "Y"], 4: ["G", "Y", "R", "P"]}
COLOURS = {"G": "green", "Y": "yellow", "R": "red", "P": "purple"}
DEFAULT_COLUMN = [("white", 1, 4), ("blue", 2, 3), ("orange", 3, 2), ("white", 4, 1), ("blue", 5, 0)]
STONES = {2: [5], 3: [6, 3], 4: [8, 5, 2]}


def wall_dict(columns: dict[int, list[tuple[str, int, int]]] | None = None,
              stones: dict[int, dict[int, list[int]]] | None = None) -> dict[str, Any]:
    """A valid test wall: 11 single-column strips; ``columns`` {wall column: [(colour, row, height), ...]}
    replaces the default column; ``stones`` {players: {wall column: stone}} replaces the default stones."""
    cols = []
    for c in range(1, 12):
        spec = (columns or {}).get(c, DEFAULT_COLUMN)
        cols.append({"shade": "light" if c % 2 else "dark",
                     "alcoves": [{"colour": colour, "row": row, "height": h} for colour, row, h in spec]})
    demo = load_wall_data("demo")
    boards = {}
    for n in (2, 3, 4):
        board = [list(STONES[n]) for _ in range(11)]
        for c, stone in (stones or {}).get(n, {}).items():
            board[c - 1] = list(stone)
        boards[str(n)] = board
    return {
        "format": "iquazu-wall", "version": 1, "name": "test", "demo": True,
        "note": "TEST WALL: invented for the tests.",
        "strips": [{"strip": str(c), "sides": {"A": [col]}} for c, col in enumerate(cols, 1)],
        "tile_columns": copy.deepcopy(demo["tile_columns"]),
        "scoring_boards": boards,
        "bonus_tiles": copy.deepcopy(demo["bonus_tiles"]),
    }


LAYOUT = tuple(f"{c}A" for c in range(1, 12))


def options(wall: dict | None = None, **kw: Any) -> Options:
    """Options on the test wall (or ``wall``), laid in wall-column order."""
    return Options(wall=wall or wall_dict(), layout=LAYOUT, **kw)


def make(n: int = 4, *, wall: dict | None = None, opts: dict | None = None,
         alcoves: dict[tuple[int, int], str] | None = None, active: str | int = 0, drop_holder: str | int | None = None,
         hands: dict[str, tuple[int, int, int]] | None = None, scores: dict[str, int] | None = None,
         tiles_held: dict[str, dict[str, int]] | None = None, **fields: Any):
    """A prepared position on the test wall with players named as in the examples (G, Y, R, P).

    Args:
        alcoves: {(wall column, height): "G" | "Y" | "R" | "P" | "drop"}.
        active, drop_holder: a player name or index; hands, scores, tiles_held: by player name.
    """
    names = NAMES[n]
    idx = {name: i for i, name in enumerate(names)}

    def who(x: str | int | None) -> int | None:
        return idx[x] if isinstance(x, str) else x

    colours = tuple(COLOURS[name] for name in names)
    return position(
        names, seed=fields.pop("seed", 0), options=options(wall, colours=colours, **(opts or {})),
        alcoves={k: (v if v == "drop" else idx[v]) for k, v in (alcoves or {}).items()},
        hands={idx[k]: v for k, v in (hands or {}).items()}, scores={idx[k]: v for k, v in (scores or {}).items()},
        tiles_held={idx[k]: v for k, v in (tiles_held or {}).items()}, active=who(active),
        drop_holder=who(drop_holder), **fields)


class Helpers:
    """The helpers handed to tests by the ``iq`` fixture (conftest modules are not importable by name)."""

    wall_dict = staticmethod(wall_dict)
    options = staticmethod(options)
    make = staticmethod(make)
    NAMES = NAMES
    LAYOUT = LAYOUT


@pytest.fixture
def iq() -> type[Helpers]:
    """Helpers: ``iq.make(...)``, ``iq.wall_dict(...)``, ``iq.options(...)``."""
    return Helpers
