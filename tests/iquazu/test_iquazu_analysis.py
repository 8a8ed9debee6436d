"""Iquazú in the analysis layer (companion/iquazu/analysis.py): what a player sees (hands are private,
iquazu.md §3 step 10), worlds drawn from it, the score so far, and win chances played out on the engine."""
from __future__ import annotations

import random

import pytest

from companion.analysis.hooks import hooks_for
from companion.analysis.simulate import win_chances
from companion.iquazu.engine import IQUAZU, new_game
from companion.iquazu.invariants import invariants
from companion.iquazu.moves import Draw


def _midgame(seed: int = 3, moves: int = 40):
    rng = random.Random(seed)
    s = new_game(["Ann", "Bob", "Cy"], seed=seed)
    for _ in range(moves):
        legal = s.legal_moves()
        s = s.apply(legal[int(rng.random() * len(legal))])
    return s


@pytest.mark.rule("iquazu 3")
def test_a_player_sees_her_hand_and_only_the_sizes_of_the_others():
    s = _midgame()
    h = hooks_for(IQUAZU)
    assert h.hidden_information and h.resample is not None
    seen = h.observe(s, 1)
    assert f'"hand": {list(s.hands[1])}'.replace(" ", "") in seen.replace(" ", "")
    assert seen.count('"hand": null') == 2
    assert h.observe(s, None).count('"hand": null') == 3


@pytest.mark.rule("iquazu 3")
def test_a_resampled_world_looks_the_same_to_the_viewer():
    s = _midgame()
    h = hooks_for(IQUAZU)
    worlds = [h.resample(s, 0, random.Random(k)) for k in range(20)]
    for w in worlds:
        assert invariants(w) == []
        assert h.observe(w, 0) == h.observe(s, 0)                 # nothing she sees changed
        assert [sum(x) for x in w.hands] == [sum(x) for x in s.hands]
    assert len({w.hands for w in worlds}) > 1                     # the others' cards do change


@pytest.mark.rule("iquazu 6.2")
def test_evaluate_is_the_score_so_far_then_the_final_result(iq):
    s = iq.make(2, scores={"G": 12, "R": 7}, tiles_held={"R": {"light vp 3": 1, "light cards 2": 1}})
    assert hooks_for(IQUAZU).evaluate(s) == [12, 10]              # VP tiles count, action tiles do not
    end = iq.make(2, frame=9, alcoves={(9, 3): "G", (9, 2): "drop", (9, 1): "drop", (9, 0): "R"}, active="G",
                  drop_holder="G", row_tiles=["dark cards 4"] * 2 + [None] * 3, scores={"G": 35, "R": 30})
    over = end.apply(Draw())
    assert hooks_for(IQUAZU).evaluate(over) == [p.total for p in IQUAZU.score(over).players]


def test_win_chances_play_out_on_the_engine():
    result = win_chances(_midgame(moves=60), games=4, seed=1)
    assert sum(result.wins) == pytest.approx(4)
