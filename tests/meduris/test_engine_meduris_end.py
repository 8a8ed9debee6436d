"""Game end, the druid's last lap and final scoring (meduris.md §5, examples A10, A11, B17)."""
from __future__ import annotations

import dataclasses
import random

import pytest

from companion.errors import IllegalMove
from companion.meduris.engine import final_sheet, new_game, score
from companion.meduris.moves import BigYield, BuildTemple, OfferNothing, Roll
from companion.meduris.options import Options
from companion.meduris.rules import rune_stone_points

HUT, TEMPLE = "hut", "temple"
P0_HUTS = (2, 3, 4, 8, 9, 13, 14, 15, 24, 25, 26, 27)


def _endgame(med):
    sites = {s: (HUT, 0) for s in P0_HUTS}
    sites[16] = (TEMPLE, 0)
    sites[18] = (HUT, 1)
    sites[19] = (HUT, 1)
    return med.make(2, sites=sites, druid_site=27, runes={"Snake": 0, "Wave": 1}, scores={0: 50, 1: 50},
                    resources={0: med.res(copper=1, wool=1)}, stacks=((0,), (1,), (0, 1), (1, 0)),
                    pending=("action", 0))


@pytest.mark.rule("meduris 5.1")
def test_end_trigger_other_players_one_more_turn_then_last_lap(med):
    s = _endgame(med)
    assert s.huts_left[0] == 0 and s.temples_left[0] == 1
    s = s.apply(BuildTemple(20))                 # last building of player 0
    assert s.scores == (51, 51)                  # druid 27 -> river (runes) -> hut 2
    visited = []
    while s.pending.kind == "offer":
        visited.append(s.pending.site)
        s = s.apply(OfferNothing())
    assert visited == [2, 3, 4]
    assert s.end_trigger == 0 and s.ended_by == "all_built" and s.extra_turns == 1
    assert s.phase == "play" and s.pending.kind == "roll" and s.current_player == 1
    s = med.force_roll(s, "wood").apply(Roll())
    s = s.apply(BigYield("wool", 1, "wood"))     # player 1's extra turn, then the last lap
    assert s.phase == "final_lap" and s.final_mark == 4
    visited = []
    while s.pending is not None:
        visited.append(s.pending.site)
        s = s.apply(OfferNothing())
    # every hut once, the marked hut (4) last; the triggering player gets no extra turn
    assert visited == [8, 9, 13, 14, 15, 18, 19, 24, 25, 26, 27, 2, 3, 4]
    assert s.is_terminal and s.current_player is None and s.legal_moves() == []
    assert s.scores == (48 - 12, 51 - 2)         # no rune scoring when crossing the river in the last lap


@pytest.mark.rule("meduris 5.3")
def test_final_sheet_and_score_after_last_lap(med):
    s = _endgame(med).apply(BuildTemple(20))
    while not s.is_terminal:
        if s.pending.kind == "roll":
            s = med.force_roll(s, "wood").apply(Roll())
        elif s.pending.kind == "action":
            s = s.apply(BigYield("wool", 1, "wood"))
        else:
            s = s.apply(OfferNothing())
    sheet = final_sheet(s)
    assert sheet["game"] == "meduris"
    p0, p1 = sheet["players"]
    assert p0 == {"name": "Blue", "track": 36, "rune_stones": 1, "temples": [[3, 0], [2, 0]], "huts_built": 12,
                  "resources_left": sum(s.resources[0])}
    assert p1["temples"] == [] and p1["huts_built"] == 2 and p1["rune_stones"] == 1 and p1["track"] == 49
    result = score(s)
    assert [p.total for p in result.players] == [36 + 5 + 1, 49 + 0 + 1]
    assert list(result.winners) == ["Purple"] or [getattr(w, "name", w) for w in result.winners] == ["Purple"]


@pytest.mark.rule("meduris 5.1")
def test_three_players_each_other_player_gets_exactly_one_turn(med):
    sites = {s: (HUT, 1) for s in (1, 2, 3, 5, 6, 7, 9, 10)}
    sites[12] = (TEMPLE, 1)
    s = med.make(3, sites=sites, druid_site=10, resources={1: med.res(stone=1, copper=1)},
                 stacks=((0,), (1,), (2,), (0, 1, 2)), pending=("action", 1))
    s = s.apply(BuildTemple(16))  # stone/copper
    turns = []
    while s.phase == "play":
        if s.pending.kind == "roll":
            turns.append(s.current_player)
            s = med.force_roll(s, "stone").apply(Roll())
        elif s.pending.kind == "action":
            p = s.current_player
            src = ("wood", "wool", "copper")[p]
            s = s.apply(BigYield(src, 1, "wool" if src != "wool" else "wood"))
        else:
            s = s.apply(OfferNothing())
    assert turns == [2, 0]
    assert s.phase == "final_lap"


@pytest.mark.rule("meduris 5.2")
def test_terminal_state_refuses_moves_and_score_needs_end(med):
    s = _endgame(med)
    with pytest.raises(IllegalMove):
        score(s)
    over = s.replace(phase="over", pending=None)
    with pytest.raises(IllegalMove) as e:
        over.apply(OfferNothing())
    assert e.value.rule == "meduris 5.2"


@pytest.mark.rule("meduris 5.3")
def test_example_A10_rune_stone_points():
    assert rune_stone_points(5) == 15
    assert [rune_stone_points(n) for n in range(10)] == [0, 1, 3, 6, 10, 15, 21, 28, 36, 45]


@pytest.mark.rule("meduris 5.3")
def test_example_A10_five_rune_stones_worth_15_in_score(med):
    # a rune stone is taken by building a hut in its district (§4.3 step 5): one hut in each of the five
    # (2/3 side, §2.2: Snake 1-5, Diamond 6-8, Fountain 9-12, Libra 13-14, Cancer 15-17), none beside another
    s = med.make(2, sites={1: (HUT, 0), 6: (HUT, 0), 9: (HUT, 0), 13: (HUT, 0), 15: (HUT, 0)},
                 runes={d: 0 for d in ("Snake", "Diamond", "Fountain", "Libra", "Cancer")},
                 scores={0: 0, 1: 0})
    s = s.replace(phase="over", pending=None)
    assert final_sheet(s)["players"][0]["rune_stones"] == 5
    assert score(s).players[0].total == 15


@pytest.mark.rule("meduris 5.3")
def test_example_A11_temple_with_two_huts_left_three_right_scores_5(med):
    s = med.make(3, sites={8: (HUT, 0), 9: (HUT, 1), 10: (TEMPLE, 2), 11: (HUT, 0), 12: (HUT, 1), 13: (HUT, 0)},
                 scores={0: 0, 1: 0, 2: 0})
    s = s.replace(phase="over", pending=None)
    assert final_sheet(s)["players"][2]["temples"] == [[2, 3]]
    assert score(s).players[2].total == 5


@pytest.mark.rule("meduris 6.9")
def test_two_temples_side_by_side_score_nothing_from_shared_side(med):
    s = med.make(2, sites={4: (HUT, 0), 5: (TEMPLE, 0), 6: (TEMPLE, 1), 7: (HUT, 1), 8: (HUT, 0)})
    sheet = final_sheet(s)
    assert sheet["players"][0]["temples"] == [[1, 0]]
    assert sheet["players"][1]["temples"] == [[0, 2]]


@pytest.mark.rule("meduris 5.3")
def test_temple_adjacency_crosses_the_river(med):
    s = med.make(2, sites={31: (HUT, 0), 32: (HUT, 1), 1: (TEMPLE, 0), 2: (HUT, 0)})
    assert final_sheet(s)["players"][0]["temples"] == [[2, 1]]


def _tie_state(med, a_huts, b_huts, a_chips, b_chips):
    sites = {s: (HUT, 0) for s in range(1, 2 * a_huts, 2)}
    sites.update({s: (HUT, 1) for s in range(20, 20 + b_huts)})
    s = med.make(2, sites=sites, scores={0: 57, 1: 57},
                 resources={0: med.res(wood=a_chips), 1: med.res(wood=b_chips)})
    return s.replace(phase="over", pending=None)


def _winner_names(result):
    return sorted(getattr(w, "name", w) for w in result.winners)


@pytest.mark.rule("meduris 5.4")
@pytest.mark.parametrize("a,b,winners", [
    ((9, 0), (10, 0), ["Purple"]),
    ((10, 3), (10, 1), ["Blue"]),
    ((10, 2), (10, 2), ["Blue", "Purple"]),
])
def test_B17_tie_breaks(med, a, b, winners):
    s = _tie_state(med, a[0], b[0], a[1], b[1])
    result = score(s)
    assert [p.total for p in result.players] == [57, 57]
    assert _winner_names(result) == winners


@pytest.mark.rule("meduris 5.1")
def test_pl_resource_end_option(med):
    held = {0: med.res(wood=9, wool=9, copper=9, stone=9), 1: med.res(wood=9, wool=9, copper=9, stone=9)}
    kw = dict(resources=held, stacks=((0,), (1,), (0, 1), (1, 0)), pending=("action", 0), sites={5: (HUT, 0)},
              druid_site=5)
    s = med.make(2, options=Options(pl_resource_end=True), **kw).replace(turns_since_build=1)
    assert s.supply == (0, 0, 0, 0)
    t = s.apply(BigYield("wood", 1, "wool"))
    assert t.phase == "final_lap" and t.ended_by == "resources"
    off = med.make(2, options=Options(pl_resource_end=False), **kw).replace(turns_since_build=1).apply(BigYield("wood", 1, "wool"))
    assert off.phase == "play"


@pytest.mark.rule("meduris 5.1")
def test_turn_limit_option_ends_game():
    s = new_game(["A", "B"], seed=3, options=Options(turn_limit=6))
    rng = random.Random(0)
    while not s.is_terminal:
        s = s.apply(rng.choice(s.legal_moves(exchanges=False)))
    assert s.turn == 6 and s.ended_by == "turn_limit"
