"""Fixtures for the World Wonders engine tests: small test maps and positions prepared by writing the flat data
of a core (pieces on a map, gold spent, markers, the pending decision), so each rule test states its situation
explicitly. Prepared this way a position is for trying moves on (``legal_moves``, ``apply``), not for saving.
"""
from __future__ import annotations

from typing import Any

import pytest

from companion import games
from companion.world_wonders import state as st
from companion.world_wonders.options import Options

GAME = games.get("world-wonders")
#: a 6×7 test map: water in the middle, natural resources at (0,0) and (2,5); the sidewalk under row 5
TEST_MAP = ("*......",
            ".......",
            "..~~~*.",
            "..~~~..",
            ".......",
            ".......")
KINDS = {"road": st.ROAD, "bridge": st.BRIDGE, "short": st.SHORT, "tower": st.TOWER, "building": st.BUILDING,
         "monument": st.MONUMENT}


def maps_catalogue(rows=TEST_MAP) -> dict:
    """A map catalogue whose five boards all have ``rows`` on side A."""
    return {"format": "world-wonders/maps", "version": 1, "title": "test maps", "demo": False,
            "sides": [{"board": b, "side": "A", "rows": list(rows)} for b in range(1, 6)]}


def new(n: int = 2, rows=TEST_MAP, **options: Any):
    """A new game on the test map, players in the given order (A, B, C, …)."""
    opts = Options(maps=maps_catalogue(rows), initial_order="given", **options)
    return GAME.new_game(["A", "B", "C", "D", "E"][:n], seed=1, options=opts)


def tile_of(state, type_: str, stack: str) -> int:
    """Global index of a tile of ``type_`` in stack ``stack`` (of the stacks in play)."""
    s = state._setup
    i = s.stack_index[stack]
    return next(t for t in s.stack_order[i] if s.tiles[t].type == type_)


def prepare(state, *, player: int = 0, pieces: dict | None = None, spent: dict | None = None,
            tracks: dict | None = None, population: dict | None = None, loan: dict | None = None,
            out: dict | None = None,
            decision: str = "purchase", pending: tuple | None = None, round_: int | None = None, **globals_: Any):
    """``state`` with the given parts changed (free roads considered placed).

    Args:
        pieces: ``{player: [(kind, cells), ("building", tile index, cells), ("monument", card index, cells)]}``.
        spent / tracks / population / loan / out: per player.
        decision: ``"purchase"``, ``"place"``, ``"place_short"``, ``"free_road"``.
        pending: for ``"place"``: ``(P_LONG | P_TILE | P_TOWER | P_MONUMENT, arg)``; for ``"place_short"``: the sizes.
        globals_: other global fields by name (``LONG=0``, ``TOWER_UP=0``, ``FACEUP=(…)``).
    """
    core = state.core()
    d = core.d
    g = core.g
    for p in range(core.n):
        d[core.base(p) + st.F_FREE] = 0
    for p, items in (pieces or {}).items():
        for item in items:
            kind = KINDS[item[0]]
            ident = item[1] if len(item) == 3 else (2 if kind == st.SHORT else 0)
            core.add_piece(p, kind, ident, g.mask(item[-1]))
    for p, v in (spent or {}).items():
        d[core.base(p) + st.F_SPENT] = v
    for p, v in (tracks or {}).items():
        d[core.base(p) + st.F_TR0:core.base(p) + st.F_TR0 + 3] = list(v)
    for p, v in (population or {}).items():
        d[core.base(p) + st.F_POP] = v
    for p, v in (out or {}).items():
        d[core.base(p) + st.F_OUT] = v
    for p, v in (loan or {}).items():
        d[core.base(p) + st.F_LOAN] = v
        if v == (round_ or d[st.G_ROUND]):
            d[core.base(p) + st.F_CAP] = 9
    if round_ is not None:
        d[st.G_ROUND] = round_
    d[st.G_PLAYER] = player
    d[st.G_KIND] = {"free_road": st.FREE_ROAD, "purchase": st.PURCHASE, "place": st.PLACE,
                    "place_short": st.PLACE_SHORT}[decision]
    if decision == "free_road":
        d[core.base(player) + st.F_FREE] = 1
    if decision == "place":
        d[st.G_PEND], d[st.G_PEND_ARG] = pending
    if decision == "place_short":
        d[st.G_SHORT_LEFT] = tuple(pending)
    for name, value in globals_.items():
        d[getattr(st, "G_" + name)] = value
    return type(state)(state._setup, core.snapshot())


class _Helpers:
    new = staticmethod(new)
    prepare = staticmethod(prepare)
    tile_of = staticmethod(tile_of)
    maps_catalogue = staticmethod(maps_catalogue)
    GAME = GAME
    TEST_MAP = TEST_MAP


@pytest.fixture
def ww() -> type[_Helpers]:
    """Helpers: ``ww.new(n)``, ``ww.prepare(state, ...)``, ``ww.tile_of(state, type, stack)``."""
    return _Helpers
