"""Druid movement, offering rituals and rune scoring (meduris.md §4.6-4.8, FAQ §6.8-6.14, §6.17-6.20)."""
from __future__ import annotations

import dataclasses

import pytest

from companion.errors import IllegalMove
from companion.meduris.moves import (
    BigYield, BuildHut, BuildTemple, OfferBoth, OfferDruidChip, OfferNothing, OfferOne,
)
from companion.meduris.options import Options

RED, GREEN, BLUE, PURPLE = 0, 1, 2, 3
HUT, TEMPLE = "hut", "temple"


def offer_site(s):
    assert s.pending.kind == "offer"
    return s.pending.site, s.current_player


@pytest.mark.rule("meduris 4.6")
def test_example_A3_druid_leaves_steps_to_first_hut(med):
    """A3: druid on step 3, green's isolated hut on 3; 4th building on 10 -> druid to 3, green +1 for 1 wool."""
    s = med.make(3, sites={3: (HUT, GREEN), 20: (TEMPLE, BLUE), 25: (TEMPLE, BLUE)}, druid_step=3,
                 runes={"Snake": GREEN}, resources={RED: med.res(wool=1, stone=1), GREEN: med.res(wool=1)},
                 pending=("action", RED))
    assert s.buildings == 3
    t = s.apply(BuildHut(10))
    assert t.druid_site == 3
    assert offer_site(t) == (3, GREEN)
    assert t.scores == (5, 5, 5)  # no river crossing: no rune scoring
    t = t.apply(OfferOne("wool"))
    assert t.scores[GREEN] == 6
    assert t.pending.kind == "roll" and t.current_player == GREEN  # next player after red
    assert t.druid_site == 3


@pytest.mark.rule("meduris 4.7")
@pytest.mark.parametrize("red_before,red_after", [(5, 5), (0, 1)])
def test_example_A4_ritual_through_settlement(med, red_before, red_after):
    """A4: blue builds 19; druid 17 -> 19; blue both +3; red at 20 nothing -1; red at 21 one wood +1; ends at 21."""
    s = med.make(3, sites={17: (HUT, RED), 20: (HUT, RED), 21: (HUT, RED), 22: (TEMPLE, BLUE)}, druid_site=17,
                 resources={BLUE: med.res(stone=4, wood=4), RED: med.res(wood=1, stone=0)},
                 scores={RED: red_before}, pending=("action", BLUE))
    t = s.apply(BuildHut(19))
    assert t.resources[BLUE] == med.res(stone=1, wood=1)          # paid 3 stone + 3 wood
    assert t.runes[t.board.districts.index("Wave")] == BLUE
    assert offer_site(t) == (19, BLUE)
    t = t.apply(OfferBoth())
    assert t.scores[BLUE] == 5 + 3
    assert offer_site(t) == (20, RED)
    assert t.legal_moves(exchanges=False) == [OfferNothing()]  # red has neither copper nor wool
    t = t.apply(OfferNothing())
    assert t.scores[RED] == max(0, red_before - 1)
    assert offer_site(t) == (21, RED)
    t = t.apply(OfferOne("wood"))
    assert t.scores[RED] == red_after
    assert t.druid_site == 21 and t.pending.kind == "roll" and t.current_player == RED


@pytest.mark.rule("meduris 4.8")
def test_example_A5_rune_scoring_when_crossing_river(med):
    """A5: druid on 32 (blue hut); red builds temple on 12 -> river: red +1, green +2, blue +1; green at 3 +1."""
    s = med.make(3, sites={32: (HUT, BLUE), 3: (HUT, GREEN)}, druid_site=32, buildings=5,
                 runes={"Libra": RED, "Snake": GREEN, "Diamond": GREEN, "Arrow": BLUE},
                 resources={RED: med.res(copper=1, wool=1), GREEN: med.res(copper=1)}, pending=("action", RED))
    t = s.apply(BuildTemple(12))
    assert t.scores == (6, 7, 6)
    assert offer_site(t) == (3, GREEN)
    t = t.apply(OfferOne("copper"))
    assert t.scores == (6, 8, 6)
    assert t.pending.kind == "roll" and t.current_player == GREEN


@pytest.mark.rule("meduris 6.13")
def test_example_A7_4p_settlement_straddling_river_at_entry(med):
    """A7 (4p side): red hut on N, green hut on 1, blue on 4, druid on step 3; 4th building -> green's hut,
    settlement {N, 1} of 2 huts: both +2; red not visited."""
    base = dict(sites={40: (HUT, RED), 1: (HUT, GREEN), 4: (HUT, BLUE)}, druid_step=3,
                resources={PURPLE: med.res(copper=1, wool=1), GREEN: med.res(wool=1, copper=1)},
                pending=("action", PURPLE))
    s = med.make(4, **base)
    assert s.board.size == 40 and s.board.site(1).symbols == ("wool", "copper")
    t = s.apply(BuildTemple(20))
    assert offer_site(t) == (1, GREEN)
    assert set(t.legal_moves(exchanges=False)) == {OfferOne("wool"), OfferOne("copper"), OfferBoth(), OfferNothing()}
    both = t.apply(OfferBoth())
    assert both.scores[GREEN] == 5 + 2
    assert both.pending.kind == "roll"  # site 2 empty: ritual over, red's hut on 40 not visited
    assert both.scores[RED] == 5
    assert t.apply(OfferOne("wool")).scores[GREEN] == 6
    assert t.apply(OfferNothing()).scores[GREEN] == 4


@pytest.mark.rule("meduris 6.11")
def test_example_A8_four_temples_before_first_hut(med):
    """A8: temples 1-3 -> steps 1, 2, 3; temple 4 -> stays on step 3; first hut (site 20) -> druid to 20."""
    rich = med.res(wood=4, wool=4, copper=4, stone=4)
    s = med.make(2, druid_step=0, resources={0: rich, 1: rich}, pending=("action", 0))
    steps = []
    for i, site in enumerate((2, 6, 10, 14)):
        s = med.as_action(s, i % 2).apply(BuildTemple(site))
        steps.append((s.druid_step, s.druid_site))
    assert steps == [(1, None), (2, None), (3, None), (3, None)]
    s = med.as_action(s, 0).apply(BuildHut(20))
    assert s.druid_site == 20 and offer_site(s) == (20, 0)
    assert s.scores == (5, 5)  # no river crossing on the way from the steps
    assert s.apply(OfferBoth()).scores[0] == 6  # isolated hut: both scores only +1


@pytest.mark.rule("meduris 6.12")
def test_example_A9_new_hut_directly_in_front_of_druid(med):
    """A9: X huts 18, 19 (druid on 19), 21; Y builds 20 -> pays 4+4, takes Wave; Y both +4; X at 21 +1; ends on 21."""
    s = med.make(2, sites={18: (HUT, 0), 19: (HUT, 0), 21: (HUT, 0)}, druid_site=19, runes={"Wave": 0},
                 resources={1: med.res(copper=5, wool=5), 0: med.res(stone=1)}, pending=("action", 1))
    t = s.apply(BuildHut(20))
    assert t.resources[1] == med.res(copper=1, wool=1)
    assert t.runes[t.board.districts.index("Wave")] == 1
    assert offer_site(t) == (20, 1)
    t = t.apply(OfferBoth())
    assert t.scores[1] == 5 + 4
    assert offer_site(t) == (21, 0)
    t = t.apply(OfferOne("stone"))
    assert t.scores[0] == 6
    assert t.druid_site == 21 and t.pending.kind == "roll"


# --- B4 offering table -----------------------------------------------------------------------------

def _ritual_at_20(med, settlement_huts, chips, druid_chip=False, score=5):
    sites = {s: (HUT, 1) for s in settlement_huts}
    sites[20] = (HUT, 0)
    s = med.make(2, sites=sites, druid_site=20, resources={0: chips}, scores={0: score},
                 bonus={20: "druid"} if druid_chip else None)
    return s.replace(pending=dataclasses.replace(s.pending, kind="offer", player=0, site=20))


@pytest.mark.rule("meduris 4.7")
@pytest.mark.parametrize("others,move,points", [
    ((), OfferOne("copper"), 1),
    ((), OfferBoth(), 1),
    ((18, 19, 21), OfferOne("wool"), 1),
    ((18, 19, 21), OfferBoth(), 4),
])
def test_B4_offering_table(med, others, move, points):
    s = _ritual_at_20(med, others, med.res(copper=1, wool=1))
    t = s.apply(move)
    assert t.scores[0] == 5 + points


@pytest.mark.rule("meduris 4.7")
def test_B4_druid_chip_counts_as_both_no_chips_spent(med):
    s = _ritual_at_20(med, (18, 19, 21), med.res(), druid_chip=True)
    assert OfferDruidChip() in s.legal_moves()
    t = s.apply(OfferDruidChip())
    assert t.scores[0] == 5 + 4
    assert t.resources[0] == (0, 0, 0, 0)
    assert t.bonus[19] is None


@pytest.mark.rule("meduris 6.17")
def test_druid_chip_may_be_kept_for_later(med):
    s = _ritual_at_20(med, (), med.res(copper=1), druid_chip=True)
    t = s.apply(OfferOne("copper"))
    assert t.bonus[19] == "druid"


@pytest.mark.rule("meduris 6.17")
def test_druid_chip_only_at_its_own_hut(med):
    s = _ritual_at_20(med, (), med.res(copper=1))
    s = s.replace(bonus=tuple("druid" if i == 4 else None for i in range(32)))
    assert OfferDruidChip() not in s.legal_moves()
    with pytest.raises(IllegalMove):
        s.apply(OfferDruidChip())


@pytest.mark.rule("meduris 6.10")
@pytest.mark.parametrize("before,after", [(5, 4), (0, 0)])
def test_B4_refusal_minus_one_never_below_zero(med, before, after):
    s = _ritual_at_20(med, (), med.res(copper=1, wool=1), score=before)
    assert OfferOne("copper") in s.legal_moves()  # able, but refusing is allowed
    assert s.apply(OfferNothing()).scores[0] == after


@pytest.mark.rule("meduris 6.20")
def test_isolated_hut_both_only_plus_one(med):
    s = _ritual_at_20(med, (), med.res(copper=1, wool=1))
    assert s.apply(OfferBoth()).scores[0] == s.apply(OfferOne("wool")).scores[0] == 6


@pytest.mark.rule("meduris 4.7")
def test_offer_wrong_resource_or_missing_chips_illegal(med):
    s = _ritual_at_20(med, (), med.res(stone=3, copper=0))
    with pytest.raises(IllegalMove):
        s.apply(OfferOne("stone"))   # not a symbol of site 20
    with pytest.raises(IllegalMove):
        s.apply(OfferOne("copper"))  # not held
    with pytest.raises(IllegalMove):
        s.apply(OfferBoth())


@pytest.mark.rule("meduris 4.5")
def test_exchange_during_ritual_then_offer(med):
    from companion.meduris.moves import Exchange
    s = _ritual_at_20(med, (18, 19), med.res(stone=3, copper=1))
    t = s.apply(Exchange(("stone", "stone", "stone"), "wool"))
    assert t.pending == s.pending
    assert t.apply(OfferBoth()).scores[0] == 5 + 3


# --- movement rules ---------------------------------------------------------------------------------

@pytest.mark.rule("meduris 6.8")
def test_druid_passes_temples_and_empty_sites(med):
    s = med.make(2, sites={5: (HUT, 0), 6: (TEMPLE, 1), 8: (TEMPLE, 0), 10: (HUT, 1)}, druid_site=5, bonus={7: "plus2"},
                 resources={0: med.res(copper=1, wool=1)})
    t = s.apply(BuildTemple(20))
    assert offer_site(t) == (10, 1)


@pytest.mark.rule("meduris 6.19")
def test_every_building_moves_the_druid_big_yield_never(med):
    s = med.make(2, druid_step=1, buildings=1, resources={0: med.res(copper=1, wool=1)},
                 stacks=((0,), (1,), (0, 1), (1, 0)))
    assert s.apply(BigYield("wood", 1, "wool")).druid_step == 1
    assert s.apply(BuildTemple(20)).druid_step == 2
    assert s.apply(BuildHut(20)).druid_step == 2


@pytest.mark.rule("meduris 6.14")
def test_rune_scoring_in_the_middle_of_a_ritual(med):
    """Settlement 31, 32, 1, 2: druid arrives at 31; scoring happens between the offerings at 32 and 1."""
    s = med.make(2, sites={25: (HUT, 0), 31: (HUT, 0), 32: (HUT, 1), 1: (HUT, 0), 2: (HUT, 1)}, druid_site=25,
                 runes={"Arrow": 0, "Snake": 1, "Pisces": 0}, resources={1: med.res(copper=1, wool=1)},
                 pending=("action", 1))
    t = s.apply(BuildTemple(12))
    assert offer_site(t) == (31, 0) and t.scores == (5, 5)
    t = t.apply(OfferNothing())
    assert t.scores == (4, 5)
    assert offer_site(t) == (32, 1)
    t = t.apply(OfferNothing())
    assert t.scores == (4 + 2, 4 + 1)  # crossed the river: P0 holds 2 rune stones, P1 one
    assert offer_site(t) == (1, 0)
    t = t.apply(OfferNothing())
    assert offer_site(t) == (2, 1)
    t = t.apply(OfferNothing())
    assert t.scores == (5, 4) and t.druid_site == 2 and t.pending.kind == "roll"


@pytest.mark.rule("meduris 4.6")
def test_lone_hut_full_lap_scores_runes(med):
    """Q5 (derived): the druid alone with one hut walks a full lap back to it, crossing the river."""
    s = med.make(2, sites={10: (HUT, 0)}, druid_site=10, runes={"Fountain": 0},
                 resources={1: med.res(copper=1, wool=1)}, pending=("action", 1))
    t = s.apply(BuildTemple(20))
    assert offer_site(t) == (10, 0) and t.scores == (6, 5)
    u = med.make(2, sites={10: (HUT, 0)}, druid_site=10, runes={"Fountain": 0},
                 resources={1: med.res(copper=1, wool=1)}, pending=("action", 1),
                 options=Options(lone_hut_full_lap=False))
    v = u.apply(BuildTemple(20))
    assert offer_site(v) == (10, 0) and v.scores == (5, 5)


@pytest.mark.rule("meduris 4.6")
def test_druid_entry_option_Q1(med):
    """Q1: entry at site 1 inclusive (default) visits a hut on site 1; the option skips it."""
    kw = dict(sites={1: (HUT, 0), 5: (HUT, 1)}, druid_step=3, resources={1: med.res(copper=1, wool=1)},
              pending=("action", 1))
    assert offer_site(med.make(2, **kw).apply(BuildTemple(20))) == (1, 0)
    alt = med.make(2, options=Options(druid_entry_inclusive=False), **kw).apply(BuildTemple(20))
    assert offer_site(alt) == (5, 1)


@pytest.mark.rule("meduris 4.6")
def test_druid_rests_on_last_hut_of_run(med):
    s = med.make(2, sites={3: (HUT, 0), 4: (HUT, 0), 5: (HUT, 0)}, druid_step=3,
                 resources={1: med.res(copper=1, wool=1)}, pending=("action", 1))
    t = s.apply(BuildTemple(20))
    for site in (3, 4, 5):
        assert offer_site(t)[0] == site
        t = t.apply(OfferNothing())
    assert t.druid_site == 5 and t.pending.kind == "roll"
