"""The conformance harness's Five Tribes invariants (companion/five_tribes/invariants.py) name each corruption
of a position reached in play (five-tribes.md §1.3 meeples, §1.4 cards, §1.5 djinns, §3.1 gold)."""
from __future__ import annotations

import pytest
from support import reached, with_cells

from companion.five_tribes.engine import FIVE_TRIBES
from companion.five_tribes.invariants import invariants


def _reached(moves: int = 40):
    return reached(FIVE_TRIBES.new_game(["Ann", "Bob", "Cy"], seed=8), moves, 8)


_with = with_cells


@pytest.mark.rule("five-tribes 1.4")
def test_a_position_reached_in_play_breaks_nothing():
    assert invariants(_reached()) == []


@pytest.mark.rule("five-tribes 1.4")
def test_a_card_moved_from_the_pile_to_a_hand_keeps_54_cards():
    s = _reached()
    L = s._setup.layout
    kind = next(i for i in range(10) if s._data[L.PILE + i] > 0)
    moved = _with(s, {L.PILE + kind: lambda v: v - 1, L.player(1) + 4 + kind: lambda v: v + 1})
    assert invariants(moved) == []


@pytest.mark.rule("five-tribes 1.4")
def test_a_card_out_of_nowhere_and_a_negative_hand_are_named():
    s = _reached()
    L = s._setup.layout
    assert invariants(_with(s, {L.player(2) + 4 + 3: lambda v: v + 1})) == ["cards of kind 3 not conserved"]
    negative = _with(s, {L.player(0) + 4 + 5: lambda v: v - 1 - v, L.PILE + 5: lambda v: v + 1 + s._data[L.player(0) + 9]})
    assert "cards of kind 5 not conserved" in invariants(negative)


@pytest.mark.rule("five-tribes 1.3")
def test_a_meeple_out_of_the_bag_onto_nowhere_is_named():
    s = _reached()
    L = s._setup.layout
    colour = next(c for c in range(5) if s._data[L.BAG + c] > 0)
    assert invariants(_with(s, {L.BAG + colour: lambda v: v - 1})) == [f"meeples of colour {colour} not conserved"]


@pytest.mark.rule("five-tribes 3.1")
def test_negative_gold_is_named():
    s = _reached()
    L = s._setup.layout
    assert "player 1: negative gold" in invariants(_with(s, {L.player(1): lambda v: -1}))
