"""The conformance harness's Meduris invariants (companion/meduris/invariants.py) catch broken positions: each
corruption of a position reached in play is named (meduris.md §1 components, §3 setup, §4.2, §4.10)."""
from __future__ import annotations

import pytest
from support import reached, with_cells

from companion.meduris.engine import new_game
from companion.meduris.invariants import invariants


def _reached(moves: int = 60):
    return reached(new_game(["Ann", "Bob"], seed=5), moves, 5, legal=lambda core: core.legal_moves(False))


def _with(state, **cells):
    """``state`` with flat cells changed: ``{field: (offset, new value or function of the old)}``."""
    L = state._setup.layout
    return with_cells(state, {getattr(L, field) + offset: value if callable(value) else (lambda _, v=value: v)
                              for field, (offset, value) in cells.items()})


def _first(state, field, length, want):
    """Index (within ``field``) of the first cell for which ``want(value)`` holds."""
    L, d = state._setup.layout, state._data
    return next(i for i in range(length) if want(d[getattr(L, field) + i]))


@pytest.mark.rule("meduris 1")
def test_a_position_reached_in_play_breaks_nothing():
    assert invariants(_reached()) == []


@pytest.mark.rule("meduris 1")
def test_a_chip_out_of_nowhere_breaks_the_18_chips_of_a_resource():
    s = _reached()
    assert invariants(_with(s, RES=(2, lambda v: v + 1))) == ["chips of resource 2 not conserved"]


@pytest.mark.rule("meduris 4.2")
def test_a_worker_mask_out_of_step_with_the_stacks_is_named():
    s = _reached()
    assert invariants(_with(s, WORKM=(0, lambda m: m ^ 1 << 11))) == ["worker masks out of step with the stacks"]


@pytest.mark.rule("meduris 4.10")
def test_a_site_bitmask_bit_on_the_wrong_site_is_named_even_with_the_right_count():
    """The built-site mask with one bit moved from a built site to an empty one (same number of bits)."""
    s = _reached()
    N = s._setup.layout.N
    built = _first(s, "SITES", N, lambda v: v != 0)
    empty = _first(s, "SITES", N, lambda v: v == 0)
    moved = _with(s, OCC=(0, lambda m: m ^ (1 << built) ^ (1 << empty)))
    assert "site bitmasks out of step with the sites" in invariants(moved)


@pytest.mark.rule("meduris 4.3")
def test_a_free_build_chip_under_a_temple_is_named():
    s = _reached()
    N = s._setup.layout.N
    temple = next((i for i in range(N) if s._data[s._setup.layout.SITES + i] and
                   not s._data[s._setup.layout.SITES + i] & 1), None)
    if temple is None:                         # no temple yet in this line: put one of Ann's two on a site
        temple = _first(s, "SITES", N, lambda v: v == 0)
        s = _with(s, SITES=(temple, 2), TEMPLES=(0, lambda t: t - 1), BUILDINGS=(0, lambda b: b + 1),
                  OCC=(0, lambda m: m | 1 << temple))
    broken = invariants(_with(s, BONUS=(temple, 2), CHIPM=(0, lambda m: m | 1 << temple),
                              FREEM=(0, lambda m: m | 1 << temple)))
    assert "a bonus chip other than the druid chip under a building" in broken
