"""Moving meeples as the turn's small decisions (five-tribes.md §3.3, FAQ §6 #7-#9, #31; examples B1-B4) and
the tile control check (§3.4, FAQ #10).

The legal pick-ups, steps and drops of the engine are checked against the move generator
(:mod:`companion.five_tribes.movement`): walking every choice the engine offers gives exactly the
generator's movements.
"""
from __future__ import annotations

import random

import pytest

from companion.errors import IllegalMove
from companion.five_tribes.engine import FIVE_TRIBES
from companion.five_tribes.movement import movements
from companion.five_tribes.options import Options
from ft_helpers import engine_movements, legal, make, play


@pytest.mark.rule("five-tribes 3.3")
def test_B1_two_meeple_move_collects_two_elders():
    s = make(tiles={"c1": "oasis"}, meeples={"a1": {"vizier": 1, "elder": 1}, "c1": {"elder": 1}})
    s = play(s, "pick a1", "step b1", "drop vizier", "step c1", "drop elder")
    assert s.elders[0] == 2                                # the white dropped + the white there
    assert s.meeples[2] == (0, 0, 0, 0, 0)
    assert s.camels[2] == 0                                # nothing else left on c1: Ann takes it
    assert s.meeples[1] == (1, 0, 0, 0, 0)                 # the yellow stays on b1


@pytest.mark.rule("five-tribes 3.4")
def test_B1_no_camel_when_another_meeple_remains():
    s = make(tiles={"c1": "oasis"}, meeples={"a1": {"vizier": 1, "elder": 1}, "c1": {"elder": 1, "builder": 1}})
    s = play(s, "pick a1", "step b1", "drop vizier", "step c1", "drop elder")
    assert s.elders[0] == 2 and s.camels[2] is None and s.camels_left[0] == 11


@pytest.mark.rule("five-tribes 3.3", "five-tribes 6")
def test_B2_five_meeple_loop_through_the_start_tile():
    """Example B2; FAQ #8: a move may revisit its starting tile as part of a loop."""
    # a1 small market (start): green, blue, red, yellow, green; b1 oasis holds 1 green;
    # the 2x2 cycle a1 -> b1 oasis -> b2 large market -> a2 sacred place -> a1 -> b1
    s = make(tiles={"a1": "small_market", "b1": "oasis", "b2": "large_market", "a2": "sacred_place"},
             meeples={"a1": {"merchant": 2, "builder": 1, "assassin": 1, "vizier": 1}, "b1": {"merchant": 1}})
    row, bag = s.row, s.bag
    s = play(s, "pick a1", "step b1", "drop merchant", "step b2", "drop builder", "step a2", "drop assassin",
             "step a1", "drop vizier", "step b1", "drop merchant")
    # 3 greens collected: back to the bag, the first 3 face-up cards taken
    assert sum(s.cards[0].values()) == 3
    taken = {}
    for k in row[:3]:
        taken[k] = taken.get(k, 0) + 1
    assert s.cards[0] == taken and s.row == row[3:]
    assert s.bag[2] == bag[2] + 3
    assert s.palm_trees[1] == 1                            # the oasis action is compulsory
    assert s.camels[1] == 0                                # the oasis is empty: Ann takes it
    assert s.meeples[0] == (1, 0, 0, 0, 0)                 # the yellow dropped on the start tile


@pytest.mark.rule("five-tribes 3.3")
def test_B3_choose_the_final_tile():
    placed = {"a1": {"elder": 1}, "b1": {"elder": 2}, "a2": {"elder": 3, "builder": 1}}
    tiles = {"b1": "oasis", "a2": "oasis"}
    s = play(make(tiles=tiles, meeples=placed), "pick a1")
    assert legal(s) == {"step b1", "step a2"}
    t1 = play(s, "step b1", "drop elder")
    assert t1.elders[0] == 3 and t1.camels[1] == 0         # T1 emptied: camel
    t2 = play(s, "step a2", "drop elder")
    assert t2.elders[0] == 4 and t2.camels[6] is None      # a blue remains: no control
    assert t2.meeples[6] == (0, 0, 0, 1, 0)


@pytest.mark.rule("five-tribes 3.3")
def test_B4_illegal_moves():
    s = make(meeples={"c3": {"builder": 2}, "d3": {"builder": 1}, "b3": {"builder": 1}, "e3": {"builder": 1}})
    s = play(s, "pick c3", "step d3", "drop builder")
    with pytest.raises(IllegalMove) as err:
        play(s, "step c3")                                 # immediate backtrack (2,2)->(3,2)->(2,2)
    assert err.value.rule == "five-tribes 3.3" and "back" in str(err.value)
    with pytest.raises(IllegalMove) as err:
        play(s, "step e4")                                 # diagonal
    assert "diagonal" in str(err.value)
    # 3 meeples: the move cannot stop after 2 steps (one meeple per tile entered until the hand is empty)
    s3 = make(meeples={"c3": {"builder": 3}, "e3": {"builder": 1}, "f3": {"builder": 1}})
    s3 = play(s3, "pick c3", "step d3", "drop builder", "step e3", "drop builder")
    assert s3.decision == "step" and s3.hand == {"builder": 1}
    with pytest.raises(IllegalMove):
        play(s3, "end")
    # the last meeple on a tile without its colour (b3 is empty): not offered, refused
    s4 = play(make(meeples={"c3": {"vizier": 1}, "d3": {"vizier": 1, "elder": 1}}), "pick c3")
    assert legal(s4) == {"step d3"}
    with pytest.raises(IllegalMove) as err:
        play(s4, "step b3")
    assert err.value.rule == "five-tribes 3.3"
    s4 = play(s4, "step d3")
    assert legal(s4) == {"drop vizier"}
    with pytest.raises(IllegalMove) as err:
        play(s4, "drop elder")                             # no elder in hand
    assert "in hand" in str(err.value)


@pytest.mark.rule("five-tribes 3.3")
def test_no_pick_up_from_an_empty_tile_or_without_a_legal_end():
    s = make(meeples={"c3": {"vizier": 1}, "d3": {"vizier": 1}, "a5": {"elder": 1}})
    assert legal(s) == {"pick c3", "pick d3"}
    with pytest.raises(IllegalMove):
        play(s, "pick a1")                                 # no meeple
    with pytest.raises(IllegalMove) as err:
        play(s, "pick a5")                                 # the white could end nowhere
    assert err.value.rule == "five-tribes 3.3"


@pytest.mark.rule("five-tribes 3.3")
def test_a_move_may_end_on_its_emptied_start_tile():
    # 8 meeples on c3, nothing else on the board: the only legal ends are tiles where this move dropped
    # the last meeple's colour earlier — such as c3 itself, entered at step 4 and step 8 (§3.3.8)
    s = make(meeples={"c3": {"vizier": 2, "builder": 6}})
    loop = ["d3", "d4", "c4", "c3"] * 2
    s = play(s, "pick c3")
    for i, t in enumerate(loop, 1):
        s = play(s, f"step {t}", "drop vizier" if i in (4, 8) else "drop builder")
    assert s.viziers[0] == 2 and s.camels[14] == 0


@pytest.mark.rule("five-tribes 3.3")
def test_own_drops_count_option_off():
    s = make(meeples={"c3": {"vizier": 2, "builder": 6}}, options=Options(own_drops_count=False))
    assert "pick c3" not in legal(s) and s.ended_by == "no_move"


@pytest.mark.rule("five-tribes 3.3")
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_engine_choices_give_exactly_the_generators_movements(seed):
    # a position some turns into a random game (the start of a turn), then every pick/step/drop walked
    game = FIVE_TRIBES
    s = game.new_game(["A", "B", "C"], seed=seed)
    core = s.core()
    rng = random.Random(seed)
    turns = 0
    while turns < 6 + 3 * seed:
        moves = core.legal_moves()
        core.push(moves[int(rng.random() * len(moves))])
        if core.d[core.L.KIND] == 1 and not core.d[core.L.MOVED]:
            turns += 1
    state = type(s)(s._setup, core.snapshot())
    assert engine_movements(state) == set(movements(state._data[:150]))


@pytest.mark.rule("five-tribes 3.3")
def test_engine_choices_with_loops_match_the_generator():
    s = make(meeples={"c3": {"vizier": 2, "builder": 2, "merchant": 2}, "d3": {"merchant": 1},
                      "c4": {"vizier": 1}, "b2": {"builder": 1}})
    found = engine_movements(s)
    assert found == set(movements(s._data[:150]))
    assert any(len(set(mv.path)) < len(mv.path) for mv in found)      # loops are among them
