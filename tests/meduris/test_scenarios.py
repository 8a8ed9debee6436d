"""Teaching scenarios (companion/meduris/teach/scenarios.py) hold the positions the references describe.

Expected values come from ``shared/rules/meduris.md`` (section in each marker) and the worked examples
of ``shared/rules/meduris-examples.md`` (A1-A11, B1), never from running the engine.
"""
from __future__ import annotations

import pytest

from companion.errors import IllegalMove
from companion.meduris.engine import final_sheet, hut_cost, score, settlement_at
from companion.meduris.moves import (
    BigYield, BuildHut, BuildTemple, OfferBoth, OfferNothing, OfferOne, Roll,
)
from companion.meduris.teach.scenarios import (
    BLUE, GREEN, RED, SCENARIOS, InvalidPosition, finish_ritual, position,
)

HUT, TEMPLE = "hut", "temple"
WOOD, WOOL, COPPER, STONE = range(4)


def held(state, player, resource):
    return state.resources[player][resource]


def rune_holder(state, district):
    return state.runes[state.board.districts.index(district)]


def test_every_scenario_builds_and_is_documented():
    for name, make in SCENARIOS.items():
        state = make()
        assert make.__doc__ and "meduris.md" in make.__doc__, name
        # rebuilding gives the same position (no hidden or shared state)
        assert make().to_json() == state.to_json(), name


@pytest.mark.rule("meduris 3")
@pytest.mark.parametrize("name,huts,workers,plateau", [("setup_2p", 12, 3, 16), ("setup_3p", 8, 2, 15)])
def test_setup(name, huts, workers, plateau):
    s = SCENARIOS[name]()
    n = len(s.players)
    assert s.huts_left == (huts,) * n and s.temples_left == (2,) * n
    assert s.scores == (5,) * n
    assert s.resources == ((1, 1, 1, 1),) * n
    assert s.supply == (plateau,) * 4
    assert s.druid_site is None and s.druid_step == 0          # druid on his temple
    assert s.pending.kind == "place_worker" and s.current_player == 0
    if n == 2:
        assert set(s.colours) == {"blue", "purple"}


@pytest.mark.rule("meduris 3")
def test_setup_bonus_chips_kept_apart():
    s = SCENARIOS["setup_2p"]()
    chips = [i + 1 for i, b in enumerate(s.bonus) if b]
    assert sorted(b for b in s.bonus if b) == sorted(["plus2", "plus2", "free_build", "free_build", "druid", "druid"])
    n = s.board.size
    for a in chips:
        for b in chips:
            if a < b:
                assert min(b - a, n - (b - a)) >= 4                # >= 3 chip-less sites between


@pytest.mark.rule("meduris 3")
def test_workers_placed_then_start_player_rolls():
    s = SCENARIOS["workers_placed_2p"]()
    assert sum(len(x) for x in s.stacks) == 6
    assert s.pending.kind == "roll" and s.current_player == 0


@pytest.mark.rule("meduris 4.1")
def test_A1_small_yield_wood():
    s = SCENARIOS["small_yield"]()
    assert s.stacks[WOOD] == (BLUE, BLUE, GREEN) and RED not in s.stacks[WOOD]
    assert s.current_player == RED and s.pending.kind == "roll"
    t = s.apply(Roll())
    assert t.last_roll == "wood"
    assert held(t, GREEN, WOOD) - held(s, GREEN, WOOD) == 1
    assert held(t, BLUE, WOOD) - held(s, BLUE, WOOD) == 2
    assert held(t, RED, WOOD) == held(s, RED, WOOD)
    assert s.supply[WOOD] - t.supply[WOOD] == 3
    assert t.pending.kind == "action" and t.current_player == RED


@pytest.mark.rule("meduris 4.2")
def test_A2_big_yield_onto_two_high_stack():
    s = SCENARIOS["big_yield"]()
    assert s.stacks[STONE] == (RED, GREEN) and s.current_player == RED
    t = s.apply(BigYield("copper", 1, "stone"))
    assert t.stacks[STONE] == (RED, GREEN, RED)
    assert held(t, RED, STONE) - held(s, RED, STONE) == 4          # 3 + 1
    assert held(t, GREEN, STONE) - held(s, GREEN, STONE) == 2
    assert s.supply[STONE] - t.supply[STONE] == 6


@pytest.mark.rule("meduris 4.3")
def test_B1_isolated_then_second_hut():
    s = SCENARIOS["first_hut"]()
    assert hut_cost(s, 20).pay == {"copper": 1, "wool": 1}
    t = s.apply(BuildHut(20))
    assert held(t, RED, COPPER) == held(s, RED, COPPER) - 1 and held(t, RED, WOOL) == held(s, RED, WOOL) - 1
    assert hut_cost(t, 21).pay == {"stone": 2, "wood": 2}          # 2nd hut: 2 + 2 of site 21's symbols


@pytest.mark.rule("meduris 4.3")
def test_A4_third_hut_costs_3_stone_3_wood_and_wave_rune():
    s = SCENARIOS["third_hut_of_settlement"]()
    assert s.sites[16] == (HUT, RED) and s.sites[19] == (HUT, RED) and s.sites[20] == (HUT, RED)
    assert s.sites[21] == (TEMPLE, BLUE) and s.sites[17] is None and s.druid_site == 17
    cost = hut_cost(s, 19)
    assert cost.k == 3 and cost.pay == {"stone": 3, "wood": 3}
    t = s.apply(BuildHut(19))
    assert held(t, BLUE, STONE) == held(s, BLUE, STONE) - 3 and held(t, BLUE, WOOD) == held(s, BLUE, WOOD) - 3
    assert rune_holder(t, "Wave") == BLUE


@pytest.mark.rule("meduris 4.7")
def test_A4_ritual_blue_plus3_red_minus1_red_plus1():
    s = SCENARIOS["third_hut_of_settlement"]().apply(BuildHut(19))
    assert s.druid_site == 19 and s.current_player == BLUE
    t = s.apply(OfferBoth())
    assert t.scores[BLUE] == s.scores[BLUE] + 3
    assert t.pending.site == 20 and t.current_player == RED
    assert OfferOne("copper") not in t.legal_moves() and OfferOne("wool") not in t.legal_moves()
    u = t.apply(OfferNothing())
    assert u.scores[RED] == t.scores[RED] - 1 and u.pending.site == 21
    v = u.apply(OfferOne("wood"))
    assert v.scores[RED] == u.scores[RED] + 1
    assert v.druid_site == 21 and v.pending.kind == "roll"          # 22 is a temple: ritual over


@pytest.mark.rule("meduris 4.3")
def test_B1_merge_costs_5_copper_5_wool():
    s = SCENARIOS["merge_settlements"]()
    assert hut_cost(s, 20).pay == {"copper": 5, "wool": 5}
    t = s.apply(BuildHut(20))
    assert settlement_at(t, 20) == (18, 19, 20, 21, 22)
    assert held(t, BLUE, COPPER) == held(s, BLUE, COPPER) - 5


@pytest.mark.rule("meduris 4.4")
def test_temple_costs_one_of_each_whatever_the_neighbours():
    s = SCENARIOS["temple_between_settlements"]()
    t = s.apply(BuildTemple(13))
    assert held(t, BLUE, STONE) == held(s, BLUE, STONE) - 1 and held(t, BLUE, COPPER) == held(s, BLUE, COPPER) - 1
    assert rune_holder(t, "Libra") == rune_holder(s, "Libra")      # no rune stone for a temple
    assert settlement_at(t, 12) == (11, 12) and settlement_at(t, 14) == (14, 15, 16)   # a border


@pytest.mark.rule("meduris 6.16")
def test_temple_refused_on_bonus_chip_site():
    s = SCENARIOS["temple_between_settlements"]()
    with pytest.raises(IllegalMove) as err:
        s.apply(BuildTemple(17))
    assert err.value.rule == "meduris 6.16"


@pytest.mark.rule("meduris 5.3")
def test_A11_temple_two_left_three_right_scores_5():
    s = SCENARIOS["temple_scoring_diagram"]()
    blue = final_sheet(s)["players"][BLUE]
    assert blue["temples"] == [[2, 3]]
    assert sum(blue["temples"][0]) == 5


@pytest.mark.rule("meduris 4.6")
def test_A3_druid_leaves_steps_to_greens_hut():
    s = SCENARIOS["druid_leaves_steps"]()
    assert s.buildings == 3 and s.druid_site is None and s.druid_step == 3
    assert s.sites[2] == (HUT, GREEN) and s.sites[0] is None and s.sites[1] is None
    t = s.apply(BuildHut(10))
    assert t.druid_site == 3 and t.current_player == GREEN
    assert t.scores == s.scores                                       # no river crossing
    u = t.apply(OfferOne("wool"))
    assert u.scores[GREEN] == s.scores[GREEN] + 1
    assert u.pending.kind == "roll" and u.current_player == GREEN     # next player


@pytest.mark.rule("meduris 6.12")
def test_A9_hut_in_front_of_druid():
    s = SCENARIOS["hut_in_front_of_druid"]()
    assert s.druid_site == 19
    assert hut_cost(s, 20).pay == {"copper": 4, "wool": 4}
    t = s.apply(BuildHut(20))
    assert rune_holder(t, "Wave") == BLUE
    assert t.druid_site == 20 and t.current_player == BLUE
    u = t.apply(OfferBoth())
    assert u.scores[BLUE] == s.scores[BLUE] + 4                       # whole settlement 18..21
    assert u.pending.site == 21 and u.current_player == RED
    v = u.apply(OfferOne("stone"))
    assert v.scores[RED] == s.scores[RED] + 1
    assert v.druid_site == 21 and v.pending.kind == "roll"            # 18, 19 not visited


@pytest.mark.rule("meduris 4.8")
def test_A5_rune_scoring_when_druid_crosses_river():
    s = SCENARIOS["rune_scoring_at_river"]()
    assert [sum(1 for h in s.runes if h == p) for p in (RED, GREEN, BLUE)] == [1, 2, 1]
    t = s.apply(BuildTemple(12))
    assert [t.scores[p] - s.scores[p] for p in (RED, GREEN, BLUE)] == [1, 2, 1]
    assert t.druid_site == 3 and t.current_player == GREEN
    u = t.apply(OfferOne("copper"))
    assert u.scores[GREEN] == t.scores[GREEN] + 1


@pytest.mark.rule("meduris 6.11")
def test_A8_four_temples_druid_stays_then_first_hut():
    s = SCENARIOS["four_temples_first"]()
    assert s.buildings == 4 and all(b is None or b[0] == TEMPLE for b in s.sites)
    assert s.druid_site is None and s.druid_step == 3
    assert s.current_player == GREEN and s.pending.kind == "action"
    t = s.apply(BuildHut(20))
    assert t.druid_site == 20 and t.current_player == GREEN
    assert t.scores == s.scores                                       # from the steps: no river crossing
    assert OfferBoth() in t.legal_moves()
    u = t.apply(OfferBoth())
    assert u.scores[GREEN] == s.scores[GREEN] + 1                     # isolated hut: at most +1


@pytest.mark.rule("meduris 5.1")
def test_final_turn_last_hut_triggers_the_end():
    s = SCENARIOS["final_turn"]()
    assert s.huts_left[BLUE] == 1 and s.temples_left[BLUE] == 0
    t = finish_ritual(s.apply(BuildHut(20)))
    assert t.end_trigger == BLUE
    assert t.current_player == RED and t.pending.kind == "roll"      # the others take one more turn


@pytest.mark.rule("meduris 5.3")
def test_game_over_final_scoring_A10_A11():
    s = SCENARIOS["game_over"]()
    assert s.is_terminal
    result = score(s)
    blue = result.player("Blue")
    assert blue.categories["rune_stones"] == 15                      # A10: 5 stones -> 1+2+3+4+5
    assert blue.categories["temples"] == 5                           # A11: 2 + 3 (the temple on 30 stands alone)
    for p in result.players:
        assert p.total == sum(p.categories.values())


@pytest.mark.rule("meduris 5.2")
def test_game_over_last_lap_visits_every_hut_and_ends_on_the_mark():
    s = SCENARIOS["game_over"]()
    assert s.final_mark == 20 and s.druid_site == 20
    # the last lap has no player actions, only offerings: one per hut on the board (11 huts), §5.2.4
    huts = sum(1 for b in s.sites if b is not None and b[0] == HUT)
    assert huts == 11
    lap = s.history[-huts:]
    assert all(type(m).__name__.startswith("Offer") for m in lap)
    assert isinstance(s.history[-huts - 1], BigYield)                # Green's extra turn came just before


def test_position_rejects_impossible_positions():
    with pytest.raises(InvalidPosition):
        position(resources={RED: {"wood": 19}})                      # only 18 wood chips exist
    with pytest.raises(InvalidPosition):
        position(sites={s: (HUT, RED) for s in range(1, 10)})        # 9 huts, 8 in a 3-player game
    with pytest.raises(InvalidPosition):
        position(sites={5: (TEMPLE, RED), 6: (TEMPLE, RED), 9: (HUT, RED), 12: (HUT, RED)}, druid_site=5)
    with pytest.raises(InvalidPosition):
        position(stacks={"wood": (RED, RED, GREEN, GREEN)})


def test_narration_in_english_and_polish():
    from companion.meduris.teach.narration import describe_change, describe_move

    s = SCENARIOS["third_hut_of_settlement"]()
    t = s.apply(BuildHut(19))
    assert describe_move(s, BuildHut(19)) == "Blue builds a hut on site 19."
    en = describe_change(s, t)
    assert "Blue: -3 wood, -3 stone." in en and "The druid goes to site 19." in en
    pl = describe_change(s, t, "pl")
    assert len(pl) == len(en) and all(a != b for a, b in zip(en, pl))   # every sentence has a Polish text
