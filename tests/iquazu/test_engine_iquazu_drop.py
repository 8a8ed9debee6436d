"""The water drop (iquazu.md §4 step 2, iquazu-examples.md C-05) and the drop holder completing column 1
(§5.5 special case 2). The test wall's column 1 has five alcoves, heights 4 (top) to 0; 2-player stone 5.
"""
from __future__ import annotations

import pytest

from companion.iquazu.moves import Draw, Pay, Place


@pytest.mark.rule("iquazu 4")
def test_c05_the_drop_goes_in_the_topmost_empty_alcove_of_frame_column_1(iq):
    # F1 from the top: h4 DROP, h3 —, h2 G, h1 —, h0 R; G holds the drop box and takes an action
    s = iq.make(2, alcoves={(1, 4): "drop", (1, 2): "G", (1, 0): "R"}, active="G", drop_holder="G")
    s = s.apply(Draw())
    assert s.content(1, 3) == "drop" and s.content(1, 1) is None
    assert s.frame == 1 and s.scorings == 0                    # h1 still empty: no scoring yet
    assert s.drop_holder == 0 and s.drops_left == 48           # the box stays with G
    s = s.apply(Draw())                                        # R's turn: R does not hold the box
    assert s.content(1, 1) is None and s.drops_left == 48
    s = s.apply(Draw())                                        # G again: this drop fills F1 → scoring
    assert s.content(1, 1) == "drop" and s.scorings == 1 and s.frame == 2
    # G h2 and R h0 tie on one crystal; R's is lower: R takes the 2-player stone's 5 points
    assert s.scores == (0, 5)


@pytest.mark.rule("iquazu 4")
def test_a_player_without_the_drop_box_places_no_drop(iq):
    s = iq.make(2, active="G", drop_holder="R").apply(Draw())
    assert all(v is None for _, v in s.alcoves[0]) and s.drops_left == 50


@pytest.mark.rule("iquazu 4")
def test_drop_holder_drops_each_turn_until_a_scoring(iq):
    s = iq.make(3, active="Y", drop_holder="Y")          # Y is last in turn order (G, R, Y)
    for _ in range(3):                                   # Y, then G and R, then Y again
        s = s.apply(Draw())
    assert [v for _, v in s.alcoves[0]].count("drop") == 1
    for _ in range(3):
        s = s.apply(Draw())
    assert [v for _, v in s.alcoves[0]] == ["drop", "drop", None, None, None]


@pytest.mark.rule("iquazu 5.5")
def test_drop_holder_completing_column_1_with_a_crystal_places_no_drop(iq):
    # special case 2: G holds the drop box and fills F1's last alcove with a crystal
    full = {(1, h): "R" for h in (4, 2, 1, 0)}
    s = iq.make(2, alcoves=full, active="G", drop_holder="G", hands={"G": (0, 1, 0)}, row_tiles=["light vp 1"] * 5)
    s = s.apply(Place(1, 3)).apply(Pay(0, 1, 0))
    assert s.scorings == 1 and s.frame == 2
    assert all(v is None for _, v in s.alcoves[1])      # no drop in the new column 1 this turn
    assert s.drops_left == 50
    assert s.drop_holder == 1                            # §5.4 c: passed to G's right (R) after the scoring
    assert s.current_player == 1                         # §5.4 d


@pytest.mark.rule("iquazu 6.3")
def test_drops_running_out_are_taken_back_from_scored_columns(iq):
    # all 50 drops are on the wall: 40 in the scored columns 1-8, 10 more in columns 9-10; F1 (column 9) has room
    alcoves = {(c, h): "drop" for c in range(1, 9) for h in range(5)}
    alcoves.update({(9, 4): "drop", (9, 3): "drop", (10, 4): "drop", (10, 3): "drop", (10, 2): "drop",
                    (10, 1): "drop", (10, 0): "drop", (11, 4): "drop", (11, 3): "drop", (11, 2): "drop"})
    s = iq.make(2, frame=9, alcoves=alcoves, active="G", drop_holder="G")
    assert s.drops_left == 0
    s = s.apply(Draw())
    assert s.content(9, 2) == "drop" and s.drops_left == 0 and s.content(1, 4) is None
