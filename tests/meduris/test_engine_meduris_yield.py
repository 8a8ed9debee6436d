"""Small yield (die), big yield and exchange (meduris.md §4.1, §4.2, §4.5, FAQ §6.1-6.3)."""
from __future__ import annotations

import pytest

from companion.errors import IllegalMove
from companion.meduris.moves import (
    BigYield, Exchange, ReturnChip, Roll, TakeChip, TakeNothing,
)
from companion.meduris.options import Options

RED, GREEN, BLUE = 0, 1, 2
WOOD, WOOL, COPPER, STONE = 0, 1, 2, 3


def chips(state, p):
    return sum(state.resources[p])


@pytest.mark.rule("meduris 4.1")
def test_example_A1_small_yield_wood_face(med):
    """A1: forest = blue, blue, green (top); red rolls wood -> green +1, blue +2, red +0, forest -3."""
    s = med.make(3, stacks=((BLUE, BLUE, GREEN), (RED,), (RED,), (GREEN,)), pending=("roll", RED))
    s = med.force_roll(s, "wood")
    t = s.apply(Roll())
    assert t.last_roll == "wood"
    assert t.resources[GREEN][WOOD] == 1
    assert t.resources[BLUE][WOOD] == 2
    assert t.resources[RED][WOOD] == 0
    assert t.supply[WOOD] == s.supply[WOOD] - 3
    assert t.pending.kind == "action" and t.current_player == RED


@pytest.mark.rule("meduris 4.2")
def test_example_A2_big_yield_onto_two_high_stack(med):
    """A2: quarry = red, green (top); red moves a worker onto it -> red +4 stone (3+1), green +2, quarry -6."""
    s = med.make(3, stacks=((RED,), (BLUE, BLUE), (GREEN,), (RED, GREEN)), pending=("action", RED))
    t = s.apply(BigYield("wood", 1, "stone"))
    assert t.stacks[STONE] == (RED, GREEN, RED)
    assert t.resources[RED][STONE] == 4
    assert t.resources[GREEN][STONE] == 2
    assert t.supply[STONE] == s.supply[STONE] - 6
    assert t.pending.kind == "roll" and t.current_player == GREEN  # big yield ends the turn


@pytest.mark.rule("meduris 4.2")
@pytest.mark.parametrize("before,gain", [((), (1,)), ((1,), (2, 1)), ((1, 2), (3, 2, 1))])
def test_big_yield_height_pays_height(med, before, gain):
    """Onto empty -> 1; onto 1 worker -> 2 and 1; onto 2 -> 3, 2, 1 (§4.2 step 3)."""
    stacks = [(0,), (), (), ()]
    stacks[STONE] = before
    s = med.make(3, stacks=tuple(stacks), pending=("action", 0))
    t = s.apply(BigYield("wood", 1, "stone"))
    got = {p: t.resources[p][STONE] for p in range(3)}
    exp = {0: 0, 1: 0, 2: 0}
    for owner, g in zip((0,) + tuple(reversed(before)), gain):
        exp[owner] += g
    assert got == exp


@pytest.mark.rule("meduris 6.1")
def test_faq_worker_cannot_return_to_same_plateau(med):
    s = med.make(2, stacks=((0, 1), (0,), (1,), (0, 1)), pending=("action", 0))
    assert not any(isinstance(m, BigYield) and m.source == m.target for m in s.legal_moves())
    with pytest.raises(IllegalMove) as e:
        s.apply(BigYield("wood", 1, "wood"))
    assert e.value.rule == "meduris 6.1"


@pytest.mark.rule("meduris 6.2")
def test_faq_worker_from_bottom_of_stack_may_move(med):
    """Bottom worker moves; the workers above drop down in order."""
    s = med.make(2, stacks=((0, 1, 1), (1,), (0,), (0,)), pending=("action", 0))
    assert BigYield("wood", 1, "wool") in s.legal_moves()
    t = s.apply(BigYield("wood", 1, "wool"))
    assert t.stacks[WOOD] == (1, 1)
    assert t.stacks[WOOL] == (1, 0)
    assert t.resources[0][WOOL] == 2 and t.resources[1][WOOL] == 1


@pytest.mark.rule("meduris 4.2")
def test_big_yield_target_full_is_illegal(med):
    s = med.make(2, stacks=((0,), (1, 1, 0), (0,), (1,)), pending=("action", 0))
    with pytest.raises(IllegalMove):
        s.apply(BigYield("wood", 1, "wool"))
    with pytest.raises(IllegalMove):  # not my worker
        s.apply(BigYield("stone", 1, "wood"))


@pytest.mark.rule("meduris 6.3")
def test_faq_supply_exhausted_big_yield_top_first(med):
    """Quarry has 4 stones: top (3) takes 3, middle gets 1, bottom nothing."""
    s = med.make(3, stacks=((RED,), (), (BLUE,), (BLUE, GREEN)),
                 resources={BLUE: med.res(stone=7), GREEN: med.res(stone=7)}, pending=("action", RED))
    assert s.supply[STONE] == 4
    t = s.apply(BigYield("wood", 1, "stone"))
    assert t.resources[RED][STONE] == 3
    assert t.resources[GREEN][STONE] == 7 + 1
    assert t.resources[BLUE][STONE] == 7
    assert t.supply[STONE] == 0


@pytest.mark.rule("meduris 6.3")
def test_faq_supply_exhausted_small_yield_top_first(med):
    s = med.make(3, stacks=((BLUE, RED, GREEN), (), (), ()),
                 resources={BLUE: med.res(wood=8), RED: med.res(wood=8)}, pending=("roll", RED))
    assert s.supply[WOOD] == 2
    t = med.force_roll(s, "wood").apply(Roll())
    assert (t.resources[GREEN][WOOD], t.resources[RED][WOOD], t.resources[BLUE][WOOD]) == (1, 9, 8)
    # the empty forest produces nothing until chips return
    import dataclasses
    from companion.meduris.state import Pending
    u = med.force_roll(t.replace(pending=Pending("roll", RED)), "wood").apply(Roll())
    assert u.resources == t.resources and u.supply[WOOD] == 0


@pytest.mark.rule("meduris 4.1")
def test_plus1_face_each_player_in_turn_order_from_roller(med):
    s = med.make(3, pending=("roll", GREEN))
    s = med.force_roll(s, "plus1")
    t = s.apply(Roll())
    order = []
    for r in ("copper", "stone", "wood"):
        assert t.pending.kind == "take"
        order.append(t.current_player)
        t = t.apply(TakeChip(r))
    assert order == [GREEN, BLUE, RED]
    assert t.resources[GREEN][COPPER] == 1 and t.resources[BLUE][STONE] == 1 and t.resources[RED][WOOD] == 1
    assert t.pending.kind == "action" and t.current_player == GREEN


@pytest.mark.rule("meduris 4.1")
def test_plus1_face_every_player_receives_a_chip_and_declining_is_an_option(med):
    """By the Polish rulebook every player receives the "+1" chip (default); option plus1_may_decline
    restores the first engine's reading that a player may decline."""
    s = med.force_roll(med.make(2, pending=("roll", 0), options=Options(plus1_may_decline=True)),
                       "plus1").apply(Roll())
    assert TakeNothing() in s.legal_moves()
    t = s.apply(TakeNothing())
    assert t.current_player == 1 and t.pending.kind == "take"
    strict = med.force_roll(med.make(2, pending=("roll", 0)), "plus1").apply(Roll())
    assert TakeNothing() not in strict.legal_moves()
    with pytest.raises(IllegalMove):
        strict.apply(TakeNothing())


@pytest.mark.rule("meduris 4.1")
def test_plus1_only_available_resources(med):
    s = med.make(2, resources={0: med.res(stone=18)}, pending=("roll", 0))
    t = med.force_roll(s, "plus1").apply(Roll())
    assert TakeChip("stone") not in t.legal_moves()
    with pytest.raises(IllegalMove):
        t.apply(TakeChip("stone"))


@pytest.mark.rule("meduris 4.1")
def test_minus1_face_everyone_with_chips_returns_one(med):
    s = med.make(3, resources={RED: med.res(wood=2), BLUE: med.res(copper=1, stone=1)}, pending=("roll", BLUE))
    t = med.force_roll(s, "minus1").apply(Roll())
    # green has no chips and is skipped; order from the roller: blue, (green), red
    assert t.pending.kind == "return" and t.current_player == BLUE
    assert set(t.legal_moves(exchanges=False)) == {ReturnChip("copper"), ReturnChip("stone")}
    t = t.apply(ReturnChip("stone"))
    assert t.current_player == RED
    with pytest.raises(IllegalMove):
        t.apply(ReturnChip("wool"))
    t = t.apply(ReturnChip("wood"))
    assert t.resources[RED] == (1, 0, 0, 0) and t.resources[BLUE] == (0, 0, 1, 0)
    assert t.pending.kind == "action" and t.current_player == BLUE


@pytest.mark.rule("meduris 4.1")
def test_die_is_seeded_and_uniformish():
    from collections import Counter

    from companion.meduris.engine import roll_face
    faces = Counter(roll_face(123, n) for n in range(6000))
    assert set(faces) == {"wood", "wool", "copper", "stone", "plus1", "minus1"}
    assert all(800 < v < 1200 for v in faces.values())
    assert [roll_face(5, n) for n in range(20)] == [roll_face(5, n) for n in range(20)]


@pytest.mark.rule("meduris 4.5")
def test_exchange_three_for_one_any_time(med):
    s = med.make(2, resources={0: med.res(wood=2, stone=1)}, pending=("roll", 0))
    ex = Exchange(("wood", "wood", "stone"), "copper")
    assert ex in s.legal_moves()
    t = s.apply(ex)
    assert t.resources[0] == (0, 0, 1, 0)
    assert t.pending == s.pending  # the decision is still open
    assert sum(t.supply) == sum(s.supply) + 2
    with pytest.raises(IllegalMove) as e:
        t.apply(Exchange(("wood", "wood", "stone"), "copper"))
    assert e.value.rule == "meduris 4.5"


@pytest.mark.rule("meduris 4.5")
def test_exchange_may_take_a_just_returned_chip(med):
    s = med.make(2, resources={0: med.res(stone=18)}, pending=("action", 0))
    assert s.supply[STONE] == 0
    t = s.apply(Exchange(("stone", "stone", "stone"), "stone"))
    assert t.resources[0][STONE] == 16 and t.supply[STONE] == 2
