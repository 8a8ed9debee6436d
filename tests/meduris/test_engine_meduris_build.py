"""Building huts and temples: cost, bonus chips, rune stones (meduris.md §4.3, §4.4, FAQ §6.4-6.7, §6.16)."""
from __future__ import annotations

import pytest

from companion.errors import IllegalMove, InvalidMove
from companion.meduris.engine import hut_cost, settlement_at, site_symbols
from companion.meduris.moves import BuildHut, BuildTemple

X, Y = 0, 1
HUT = "hut"
TEMPLE = "temple"


def cost(state, site):
    c = hut_cost(state, site)
    return c.k, c.pay


# --- B1 table ------------------------------------------------------------------------------------

@pytest.mark.rule("meduris 4.3")
def test_B1_isolated_hut_costs_1_plus_1(med):
    s = med.make(2)
    assert cost(s, 20) == (1, {"copper": 1, "wool": 1})


@pytest.mark.rule("meduris 4.3")
def test_B1_second_hut_costs_2_plus_2(med):
    s = med.make(2, sites={19: (HUT, X)})
    assert cost(s, 20) == (2, {"copper": 2, "wool": 2})


@pytest.mark.rule("meduris 6.4")
def test_B1_merge_costs_5_plus_5(med):
    s = med.make(2, sites={18: (HUT, X), 19: (HUT, Y), 21: (HUT, X), 22: (HUT, Y)})
    assert cost(s, 20) == (5, {"copper": 5, "wool": 5})


@pytest.mark.rule("meduris 6.6")
def test_B1_temple_blocks_the_left(med):
    s = med.make(2, sites={19: (TEMPLE, X), 21: (HUT, Y)})
    assert cost(s, 20) == (2, {"copper": 2, "wool": 2})


@pytest.mark.rule("meduris 6.5")
def test_B1_river_does_not_break_settlement(med):
    s = med.make(2, sites={31: (HUT, X), 32: (HUT, Y)})
    assert cost(s, 1) == (3, {"wool": 3, "copper": 3})


@pytest.mark.rule("meduris 4.3")
def test_B1_free_build_chip_pays_nothing_still_rune_and_druid(med):
    s = med.make(2, sites={18: (HUT, X), 19: (HUT, X), 21: (HUT, X), 22: (HUT, X)}, bonus={20: "free_build"},
                 druid_site=22, pending=("action", Y), runes={"Wave": X})
    c = hut_cost(s, 20)
    assert c.k == 5 and c.free and c.pay == {"copper": 0, "wool": 0}
    assert BuildHut(20) in s.legal_moves()  # Y holds no chips at all
    t = s.apply(BuildHut(20))
    assert t.resources[Y] == (0, 0, 0, 0)
    assert t.bonus[19] is None  # chip to the box
    assert t.runes[t.board.districts.index("Wave")] == Y
    assert t.druid_site == 18  # druid moved on (22 -> ... -> first hut of the run, across the river)


@pytest.mark.rule("meduris 4.3")
def test_B1_plus2_chip_pays_normally_and_scores_2(med):
    s = med.make(2, sites={19: (HUT, X), 21: (HUT, X)}, bonus={20: "plus2"},
                 resources={Y: med.res(copper=3, wool=3)}, pending=("action", Y))
    assert cost(s, 20) == (3, {"copper": 3, "wool": 3})
    t = s.apply(BuildHut(20))
    assert t.resources[Y] == (0, 0, 0, 0)
    assert t.scores[Y] == 5 + 2
    assert t.bonus[19] is None


# --- A4 / A6 / A9 costs ------------------------------------------------------------------------

@pytest.mark.rule("meduris 4.3")
def test_example_A4_third_hut_costs_3_stone_3_wood(med):
    """A4: 20, 21 red huts; blue builds 19 (stone/wood) -> k = 3 -> 3 stone and 3 wood (PL erratum says wool)."""
    s = med.make(3, sites={17: (HUT, 0), 20: (HUT, 0), 21: (HUT, 0), 22: (TEMPLE, 2)})
    assert site_symbols(s, 19) == ("stone", "wood")
    assert cost(s, 19) == (3, {"stone": 3, "wood": 3})


@pytest.mark.rule("meduris 6.4")
def test_example_A6_4p_hut_between_two_huts_costs_3_wool_3_wood(med):
    """A6 (4p side, known sites 3-7): blue hut 4, purple hut 6 -> hut on 5 (wool/wood) costs 3 wool + 3 wood."""
    s = med.make(4, sites={4: (HUT, 2), 6: (HUT, 3)})
    assert site_symbols(s, 5) == ("wool", "wood")
    assert cost(s, 5) == (3, {"wool": 3, "wood": 3})


@pytest.mark.rule("meduris 6.4")
def test_example_A9_cost_4_copper_4_wool(med):
    s = med.make(2, sites={18: (HUT, X), 19: (HUT, X), 21: (HUT, X)})
    assert cost(s, 20) == (4, {"copper": 4, "wool": 4})


@pytest.mark.rule("meduris 4.3")
def test_hut_payment_returns_chips_to_plateaus(med):
    s = med.make(3, sites={20: (HUT, 0), 21: (HUT, 0)}, resources={2: med.res(stone=4, wood=4)}, pending=("action", 2))
    t = s.apply(BuildHut(19))
    assert t.resources[2] == med.res(stone=1, wood=1)
    assert t.supply[0] == s.supply[0] + 3 and t.supply[3] == s.supply[3] + 3
    assert t.huts_left[2] == s.huts_left[2] - 1
    assert t.sites[18] == (HUT, 2)


@pytest.mark.rule("meduris 4.3")
def test_hut_too_expensive_is_illegal_with_message(med):
    s = med.make(3, sites={20: (HUT, 0), 21: (HUT, 0)}, resources={2: med.res(stone=2, wood=3)}, pending=("action", 2))
    assert BuildHut(19) not in s.legal_moves()
    with pytest.raises(IllegalMove) as e:
        s.apply(BuildHut(19))
    assert e.value.rule == "meduris 4.3"
    assert "costs 3 stone and 3 wood" in str(e.value) and "has only 2 stone and 3 wood" in str(e.value)
    assert "(meduris 4.3)" in e.value.message()


@pytest.mark.rule("meduris 4.3")
def test_hut_on_occupied_or_missing_site_is_illegal(med):
    s = med.make(2, sites={5: (TEMPLE, X)}, resources={X: med.res(wood=9, stone=9)})
    with pytest.raises(IllegalMove):
        s.apply(BuildHut(5))
    with pytest.raises(InvalidMove) as e:                  # no site 33: not a move of this board at all
        s.apply(BuildHut(33))
    assert e.value.rule == "meduris 2.2"


@pytest.mark.rule("meduris 4.3")
def test_no_huts_left_is_illegal(med):
    import dataclasses
    s = med.make(2, resources={X: med.res(wood=9, stone=9)})
    s = s.replace(huts_left=(0, 12))
    assert not any(isinstance(m, BuildHut) for m in s.legal_moves())
    with pytest.raises(IllegalMove):
        s.apply(BuildHut(5))


# --- temples --------------------------------------------------------------------------------------

@pytest.mark.rule("meduris 6.6")
def test_temple_costs_one_of_each_whatever_the_neighbours(med):
    s = med.make(2, sites={18: (HUT, X), 19: (HUT, X), 21: (HUT, Y)}, resources={Y: med.res(copper=1, wool=1)},
                 pending=("action", Y))
    t = s.apply(BuildTemple(20))
    assert t.resources[Y] == (0, 0, 0, 0)
    assert t.sites[19] == (TEMPLE, Y) and t.temples_left[Y] == 1


@pytest.mark.rule("meduris 6.7")
def test_temple_gives_no_rune_stone(med):
    s = med.make(2, resources={Y: med.res(copper=1, wool=1)}, pending=("action", Y))
    t = s.apply(BuildTemple(20))
    assert t.runes == (None,) * 9


@pytest.mark.rule("meduris 6.16")
def test_temple_not_on_bonus_site_but_hut_is(med):
    s = med.make(2, bonus={20: "druid"}, resources={X: med.res(copper=1, wool=1)})
    assert BuildTemple(20) not in s.legal_moves()
    assert BuildHut(20) in s.legal_moves()
    with pytest.raises(IllegalMove) as e:
        s.apply(BuildTemple(20))
    assert e.value.rule == "meduris 6.16"
    t = s.apply(BuildHut(20))
    assert t.bonus[19] == "druid"  # the druid chip stays under the hut


@pytest.mark.rule("meduris 4.4")
def test_no_temples_left(med):
    s = med.make(2, sites={1: (TEMPLE, X), 10: (TEMPLE, X)}, resources={X: med.res(copper=1, wool=1)})
    assert not any(isinstance(m, BuildTemple) for m in s.legal_moves())
    with pytest.raises(IllegalMove):
        s.apply(BuildTemple(20))


# --- the hut cost in the move list -----------------------------------------------------------------

@pytest.mark.rule("meduris 4.3")
@pytest.mark.parametrize("huts, k", [((19,), 2), ((19, 21), 3), ((18, 19, 21), 4), ((18, 19, 21, 22), 5)])
def test_hut_offered_exactly_when_the_player_pays_k_of_each(med, huts, k):
    """Site 20 (copper/wool) beside other players' huts costs k of each symbol (k = huts of the settlement
    with the new one, §4.3): offered with k copper and k wool, not with one wool short (the player is rich
    in wood and stone, so other huts are offered too)."""
    sites = {site: (HUT, X) for site in huts}
    enough = med.make(2, sites=sites, resources={Y: med.res(copper=k, wool=k, wood=9, stone=9)},
                      pending=("action", Y))
    assert BuildHut(20) in enough.legal_moves()
    assert enough.apply(BuildHut(20)).resources[Y] == (9, 0, 0, 9)
    short = med.make(2, sites=sites, resources={Y: med.res(copper=k, wool=k - 1, wood=9, stone=9)},
                     pending=("action", Y))
    assert BuildHut(20) not in short.legal_moves()
    with pytest.raises(IllegalMove):
        short.apply(BuildHut(20))


@pytest.mark.rule("meduris 6.4")
def test_hut_costs_beside_a_settlement_grow_when_a_hut_joins_it(med):
    """Huts on 18, 19 and 22: a hut on 20 (k = 3) joins 18-19 and touches 22, so a hut on 17 then costs 4
    and one on 21 costs 5 (the whole settlement 18-22, §4.3, FAQ §6.4); 23 still sees only 22. The costs
    the engine keeps for its move generator agree with a fresh count (invariants)."""
    from companion.meduris.invariants import invariants

    s = med.make(2, sites={18: (HUT, X), 19: (HUT, X), 22: (HUT, X)}, resources={Y: med.res(copper=3, wool=3)},
                 pending=("action", Y))
    assert [hut_cost(s, site).k for site in (17, 20, 21, 23)] == [3, 3, 2, 2]
    t = s.apply(BuildHut(20))
    assert [hut_cost(t, site).k for site in (17, 21, 23)] == [4, 5, 2]
    assert invariants(t) == []


# --- rune stones ----------------------------------------------------------------------------------

@pytest.mark.rule("meduris 6.7")
def test_rune_stone_taken_from_supply_or_from_holder(med):
    s = med.make(2, resources={X: med.res(copper=1, wool=1), Y: med.res(stone=1, wood=1)})
    t = s.apply(BuildHut(20))
    wave = t.board.districts.index("Wave")
    assert t.runes[wave] == X
    t2 = med.as_action(t, Y).apply(BuildHut(5))  # Snake
    assert t2.runes[t2.board.districts.index("Snake")] == Y


@pytest.mark.rule("meduris 6.7")
def test_rune_stone_taken_from_other_player(med):
    s = med.make(2, sites={20: (HUT, X)}, runes={"Wave": X}, resources={Y: med.res(stone=1, wool=1)},
                 pending=("action", Y))
    t = s.apply(BuildHut(22))  # Wave, not touching 20
    assert t.runes[t.board.districts.index("Wave")] == Y


# --- settlements helper --------------------------------------------------------------------------

@pytest.mark.rule("meduris 6.5")
def test_settlement_at_spans_river_and_stops_at_temples(med):
    s = med.make(2, sites={30: (TEMPLE, X), 31: (HUT, X), 32: (HUT, Y), 1: (HUT, X), 2: (HUT, Y), 4: (HUT, X)})
    assert settlement_at(s, 1) == (31, 32, 1, 2)
    assert settlement_at(s, 4) == (4,)
    assert settlement_at(s, 3) == ()
    assert settlement_at(s, 30) == ()
