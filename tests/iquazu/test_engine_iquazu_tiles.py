"""Bonus tiles in play (iquazu.md §1.1, §4): extra cards, double move, any number of tiles a turn, at the start
and at the end of the turn, victory-point tiles kept for the end; option ``tiles_after_drop`` (§10 q8).
"""
from __future__ import annotations

import pytest

from companion.errors import IllegalMove
from companion.iquazu.moves import Draw, EndTurn, Pay, Place, UseCards, UseDouble
from companion.iquazu.wall import TileKind


@pytest.mark.rule("iquazu 1.1")
@pytest.mark.parametrize("count", [2, 3, 4])
def test_extra_cards_tile_draws_that_many_and_is_used_up(iq, count):
    s = iq.make(2, tiles_held={"G": {f"light cards {count}": 1}}, drop_holder="R")
    after = s.apply(UseCards(count))
    assert sum(after.hands[0]) == count and after.draw_pile == s.draw_pile - count
    assert after.tiles_held[0] == {} and after.used_tiles == 1
    assert after.current_player == 0 and after.actions_left == 1     # used at the start: the action is still due


@pytest.mark.rule("iquazu 1.1")
def test_any_number_of_tiles_in_one_turn_start_and_end(iq):
    tiles = {"light cards 2": 2, "light cards 3": 1, "light double_move": 1}
    s = iq.make(2, tiles_held={"G": tiles}, drop_holder="R")
    s = s.apply(UseCards(2)).apply(UseCards(3))                       # start of the turn
    assert sum(s.hands[0]) == 5
    s = s.apply(Draw())                                               # the action
    assert s.current_player == 0 and s.actions_left == 0              # tiles left: the turn waits
    assert set(s.legal_moves()) == {EndTurn(), UseCards(2), UseDouble()}
    s = s.apply(UseCards(2))                                          # end of the turn
    s = s.apply(UseDouble()).apply(Draw())                            # one more action
    assert sum(s.hands[0]) == 2 + 3 + 4 + 2 + 4 and s.used_tiles == 4
    assert s.decision == "discard" and s.current_player == 0          # 15 cards: the hand limit ends the turn


@pytest.mark.rule("iquazu 1.1")
def test_end_needs_the_action_first(iq):
    s = iq.make(2, tiles_held={"G": {"light cards 2": 1}})
    assert EndTurn() not in s.legal_moves()
    with pytest.raises(IllegalMove) as info:
        s.apply(EndTurn())
    assert info.value.rule == "iquazu 4"


@pytest.mark.rule("iquazu 1.1")
def test_tiles_not_held_cannot_be_used(iq):
    s = iq.make(2, tiles_held={"G": {"light cards 2": 1}})
    for move in (UseCards(3), UseDouble()):
        with pytest.raises(IllegalMove) as info:
            s.apply(move)
        assert info.value.rule == "iquazu 1.1"


@pytest.mark.rule("iquazu 1.1")
def test_victory_point_tiles_are_kept_and_never_used(iq):
    s = iq.make(2, tiles_held={"G": {"light vp 3": 2}}, drop_holder="R")
    assert {type(m) for m in s.legal_moves()} <= {Draw, Place}                 # no tile move
    after = s.apply(Draw())
    assert after.current_player == 1                                  # nothing to use: the turn ends by itself
    assert after.tiles_held[0] == {TileKind("light", "vp", 3): 2}


@pytest.mark.rule("iquazu 1.1")
def test_double_move_may_be_draw_then_place(iq):
    s = iq.make(2, hands={"G": (1, 0, 0)}, tiles_held={"G": {"light double_move": 1}}, drop_holder="R")
    s = s.apply(UseDouble()).apply(Draw())
    assert s.current_player == 0 and s.actions_left == 1
    s = s.apply(Place(1, 4)).apply(Pay(1, 0, 0))
    assert s.current_player == 1 and s.content(1, 4) == 0


@pytest.mark.rule("iquazu 4")
@pytest.mark.parametrize("after_drop, dropped", [(False, False), (True, True)])
def test_tiles_at_the_end_of_the_turn_come_before_the_drop(iq, after_drop, dropped):
    # §4: "the turn is over only once the drop has been placed": by default tiles first (option: drop first)
    s = iq.make(2, tiles_held={"G": {"light cards 2": 1}}, drop_holder="G", opts={"tiles_after_drop": after_drop})
    s = s.apply(Draw())
    assert s.current_player == 0
    assert (s.content(1, 4) == "drop") == dropped
    s = s.apply(EndTurn())
    assert s.content(1, 4) == "drop" and [v for _, v in s.alcoves[0]].count("drop") == 1
