"""The conformance harness's Iquazú invariants (companion/iquazu/invariants.py) name each corruption of a
position reached in play (iquazu.md §1 components, §2.5 cards)."""
from __future__ import annotations

import pytest
from support import reached, with_cells

from companion.iquazu.engine import new_game
from companion.iquazu.invariants import invariants


def _reached(moves: int = 40):
    return reached(new_game(["Ann", "Bob", "Cy"], seed=4), moves, 4)


_with = with_cells


@pytest.mark.rule("iquazu 1")
def test_a_position_reached_in_play_breaks_nothing():
    assert invariants(_reached()) == []


@pytest.mark.rule("iquazu 1")
def test_an_empty_alcove_missing_from_its_column_mask_is_named():
    s = _reached()
    L, setup = s._setup.L, s._setup
    column = next(c for c in range(setup.W) if bin(s._data[L.EMPTY + c]).count("1") > 1)  # stays not full
    low = s._data[L.EMPTY + column] & -s._data[L.EMPTY + column]
    assert invariants(_with(s, {L.EMPTY + column: lambda m: m ^ low})) == [
        f"empty-alcove mask of column {column + 1} out of step"]


@pytest.mark.rule("iquazu 1")
def test_a_crystal_out_of_the_box_onto_nowhere_is_named():
    s = _reached()
    L = s._setup.L
    assert invariants(_with(s, {L.CRYS + 1: lambda v: v - 1})) == ["player 1: crystals not conserved"]


@pytest.mark.rule("iquazu 2.5")
def test_a_card_out_of_nowhere_is_named():
    s = _reached()
    L = s._setup.L
    assert invariants(_with(s, {L.DRAW + 2: lambda v: v + 1})) == ["cards of colour 2 not conserved"]
