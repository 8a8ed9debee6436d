"""The scoring round through the engine (iquazu.md §5.1–5.5): the rulebook's column example with the lower-
crystal tie (iquazu-examples.md C-01, the 8/5/2 stone), everybody tied (C-03), 3 and 2 players (C-14), the row
bonus tiles (C-02), what happens after a scoring (§5.4: tiles are revealed when the frame moves), chain scoring
(§5.5 case 1) and a double move at scoring time (§5.5 case 3).

Every fixture is built on the test wall (tests/iquazu/conftest.py) with the column the example describes;
expected points and tiles are the examples' own, worked by hand.
"""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.iquazu import scoring_round
from companion.iquazu.engine import new_game
from companion.iquazu.moves import Draw, EndTurn, Pay, Place, UseDouble
from companion.iquazu.scoring import column_ranking, row_winner
from companion.iquazu.wall import TileKind

VP = ["light vp 1"] * 5     # row tiles that are no action tiles: the turn flow stays plain


def column(*heights_rows):
    """A column of alcoves ``(height, row)`` top first, all white."""
    return [("white", row, h) for h, row in heights_rows]


C01_A = column((5, 1), (4, 1), (3, 2), (2, 3), (1, 4), (0, 5))
C01_B = column((8, 1), (7, 1), (6, 2), (5, 2), (4, 3), (3, 3), (2, 4), (1, 5), (0, 5))


@pytest.mark.rule("iquazu 5.2")
@pytest.mark.rule("iquazu 5.1")
def test_c01_fixture_a_completed_by_a_crystal(iq):
    # F1: h5 DROP, h4 Y, h3 G, h2 G, h1 R, h0 G — Y completes it by placing at h4
    wall = iq.wall_dict({1: C01_A})
    s = iq.make(4, wall=wall, alcoves={(1, 5): "drop", (1, 3): "G", (1, 2): "G", (1, 1): "R", (1, 0): "G"},
                active="Y", hands={"Y": (1, 0, 0)}, row_tiles=VP)
    s = s.apply(Place(1, 4)).apply(Pay(1, 0, 0))
    assert s.scorings == 1
    assert s.scores == (8, 2, 5, 0)            # G 8; R and Y tie on 1, R's crystal (h1) lower: R 5, Y 2; P 0


@pytest.mark.rule("iquazu 5.2")
@pytest.mark.rule("iquazu 5.1")
def test_c01_fixture_b_completed_by_the_drop(iq):
    # F1: h8 DROP, h7 Y, h6 G, h5 P, h4 G, h3 Y, h2 G, h1 R, h0 R — P holds the drop box
    wall = iq.wall_dict({1: C01_B})
    crystals = {(1, 7): "Y", (1, 6): "G", (1, 5): "P", (1, 4): "G", (1, 3): "Y", (1, 2): "G", (1, 1): "R",
                (1, 0): "R"}
    s = iq.make(4, wall=wall, alcoves=crystals, active="P", drop_holder="P", row_tiles=VP).apply(Draw())
    assert s.content(1, 8) == "drop" and s.scorings == 1
    assert s.scores == (8, 2, 5, 0)            # G 3 → 8; R 2 (h0) before Y 2 (h3): 5 and 2; P 4th: nothing


@pytest.mark.rule("iquazu 5.2")
def test_c03_everybody_tied_lowest_crystal_first(iq):
    # F1: h4 DROP, h3 P, h2 R, h1 G, h0 Y — one crystal each; the drop completes it
    s = iq.make(4, alcoves={(1, 3): "P", (1, 2): "R", (1, 1): "G", (1, 0): "Y"}, active="G", drop_holder="G",
                row_tiles=VP).apply(Draw())
    assert s.scores == (5, 8, 2, 0)            # Y 8, G 5, R 2, P 0


C14_COLUMN = column((5, 1), (4, 1), (3, 2), (2, 3), (1, 4), (0, 5))


@pytest.mark.rule("iquazu 5.2")
@pytest.mark.parametrize("n, crystals, expected", [
    (3, {(1, 4): "R", (1, 3): "G", (1, 2): "R", (1, 1): "Y", (1, 0): "G"}, (6, 3, 0)),   # G 2 (h0), R 2 (h2), Y 1
    (3, {(1, 4): "drop", (1, 3): "drop", (1, 2): "G", (1, 1): "drop", (1, 0): "drop"}, (6, 0, 0)),   # V2 unused
    (2, {(1, 4): "drop", (1, 3): "R", (1, 2): "drop", (1, 1): "drop", (1, 0): "G"}, (5, 0)),   # G h0 beats R h3
    (2, {(1, 4): "R", (1, 3): "R", (1, 2): "drop", (1, 1): "R", (1, 0): "G"}, (0, 5)),         # R 3 beats G 1
], ids=["3p-tie", "3p-alone", "2p-tie", "2p-majority"])
def test_c14_three_and_two_players(iq, n, crystals, expected):
    # stones: 3 players 6/3, 2 players 5 (n − 1 values); the drop fills h5
    wall = iq.wall_dict({1: C14_COLUMN})
    s = iq.make(n, wall=wall, alcoves=crystals, active="G", drop_holder="G", row_tiles=VP).apply(Draw())
    assert s.scorings == 1 and s.scores == expected


C02_WALL = {   # (colour, row, height) top first; crystals named in C02_CRYSTALS
    1: [("white", 1, 3), ("blue", 2, 2), ("orange", 4, 1), ("white", 5, 0)],
    2: [("orange", 1, 3), ("white", 1, 2), ("blue", 3, 1), ("orange", 5, 0)],   # h3 stays empty (no chain)
    3: [("white", 3, 1), ("blue", 5, 0)],
    4: [("white", 1, 3), ("blue", 4, 2), ("orange", 5, 1), ("white", 5, 0)],
    5: [("white", 3, 1), ("blue", 4, 0)],
}
C02_CRYSTALS = {
    (1, 3): "Y", (1, 1): "G", (1, 0): "drop",                     # F1: row 1 Y, row 4 G; h2 (row 2) waits for a drop
    (2, 2): "R", (2, 1): "Y", (2, 0): "G",                        # F2: row 1 R, row 3 Y, row 5 G
    (3, 1): "Y", (3, 0): "R",                                     # F3: row 3 Y, row 5 R
    (4, 3): "P", (4, 2): "G", (4, 1): "R", (4, 0): "G",           # F4: row 1 P, row 4 G, row 5 R (h1) and G (h0)
    (5, 1): "G", (5, 0): "R",                                     # F5: row 3 G, row 4 R
}
C02_TILES = ["light vp 1", "light vp 2", "light vp 3", "light cards 2", "light cards 3"]


def _c02(iq, **kw):
    # R holds the drop box: its drop fills F1's row-2 alcove and the scoring round follows
    return iq.make(4, wall=iq.wall_dict(C02_WALL), alcoves=C02_CRYSTALS, active="R", drop_holder="R",
                   row_tiles=C02_TILES, **kw).apply(Draw())


@pytest.mark.rule("iquazu 5.3")
def test_c02_row_tiles_rightmost_then_lower_empty_row_removed(iq):
    s = _c02(iq)
    held = s.tiles_held
    assert held[3] == {TileKind("light", "vp", 1): 1}                     # row 1 → P (F4 furthest right)
    assert held[1] == {TileKind("light", "vp", 3): 1}                     # row 3 → Y (majority beats G's F5)
    assert held[0] == {TileKind("light", "cards", 2): 1, TileKind("light", "cards", 3): 1}   # rows 4, 5 → G
    assert held[2] == {}                                                  # R: none
    assert s.removed_tiles == 1                                           # row 2 only a drop: tile removed
    # column points of F1: G (h1) and Y (h3) tie on one crystal, G lower: G 8, Y 5
    assert s.scores == (8, 5, 0, 0)


@pytest.mark.rule("iquazu 5.4")
def test_after_the_scoring_frame_moves_tiles_revealed_boxes_passed(iq):
    before = iq.make(4, wall=iq.wall_dict(C02_WALL), alcoves=C02_CRYSTALS, active="R", drop_holder="R",
                     row_tiles=C02_TILES)
    s = before.apply(Draw())
    assert s.frame == 2                                   # a) the frame moved one column right
    assert all(t is not None and t.back == "light" for t in s.row_tiles)   # b) tile column 7 face up
    assert s.face_down_tiles["light"] == before.face_down_tiles["light"] - 5
    assert s.drop_holder == 1                             # c) R → Y: counter-clockwise (to R's right)
    assert s.current_player == 3                          # d) crystal box clockwise: R → P


@pytest.mark.rule("iquazu 5.4")
def test_tiles_are_revealed_when_the_frame_moves_not_when_a_column_is_scored(iq):
    # the common misplay: the tiles won at a scoring are those face up before it (column 6 at frame 1);
    # column 7's tiles stay face down until the frame has moved, and go to the next scoring
    s = _c02(iq)
    won = [str(k) for held in s.tiles_held for k in held]
    assert sorted(won) == sorted(C02_TILES[:1] + C02_TILES[2:])          # row 2's tile was removed
    assert s.face_down_tiles == {"light": 25, "dark": 10}               # 30 face down before: 5 turned up
    assert sum(t is not None for t in s.row_tiles) == 5 and s.frame == 2


@pytest.mark.rule("iquazu 5.1")
def test_only_frame_column_1_triggers_a_scoring(iq):
    full_f2 = {(2, h): "R" for h in (4, 3, 2, 1)}
    s = iq.make(2, alcoves=full_f2, hands={"G": (0, 2, 0)}, active="G", drop_holder="R")
    s = s.apply(Place(2, 0)).apply(Pay(0, 2, 0))
    assert all(v is not None for _, v in s.alcoves[1])    # F2 full
    assert s.frame == 1 and s.scorings == 0 and s.scores == (0, 0)


@pytest.mark.rule("iquazu 5.5")
@pytest.mark.parametrize("once, holder", [(True, 0), (False, 3)])
def test_chain_scoring_when_the_new_column_1_is_full(iq, once, holder):
    # special case 1: column 2 is already full when the frame moves, so it is scored at once
    alcoves = {(1, 4): "G", (1, 3): "G", (1, 2): "Y", (1, 1): "drop", (1, 0): "drop"}
    alcoves.update({(2, 4): "R", (2, 3): "R", (2, 2): "P", (2, 1): "drop", (2, 0): "drop"})
    del alcoves[(1, 4)]
    s = iq.make(4, alcoves=alcoves, active="G", drop_holder="Y", hands={"G": (1, 0, 0)}, row_tiles=VP,
                opts={"chain_passes_once": once})
    before = s.face_down_tiles["light"]
    s = s.apply(Place(1, 4)).apply(Pay(1, 0, 0))
    assert s.scorings == 2 and s.frame == 3
    assert s.scores == (8, 5, 8, 5)                       # column 1: G 2, Y 1; column 2: R 2, P 1
    assert s.face_down_tiles["light"] == before - 10      # tile columns 7 and 8 revealed in turn
    assert s.drop_holder == holder                        # Y passes once (to G) or twice (to P)
    assert s.current_player == 1


@pytest.mark.rule("iquazu 5.5")
def test_double_move_at_scoring_time(iq):
    # special case 3: P completes F1 and may use its double-move tile before passing the crystal box
    alcoves = {(1, 3): "G", (1, 2): "Y", (1, 1): "R", (1, 0): "drop"}
    s = iq.make(4, alcoves=alcoves, active="P", drop_holder="G", hands={"P": (1, 0, 0)}, row_tiles=VP,
                tiles_held={"P": {"light double_move": 1}})
    s = s.apply(Place(1, 4)).apply(Pay(1, 0, 0))
    assert s.scorings == 1 and s.current_player == 3
    assert set(s.legal_moves()) == {UseDouble(), EndTurn()}
    s = s.apply(UseDouble()).apply(Draw())
    assert s.current_player == 0 and sum(s.hands[3]) == 4
    assert s.used_tiles == 1


@pytest.mark.rule("iquazu 5.5")
def test_scoring_ends_the_turn_without_a_double_move(iq):
    alcoves = {(1, 3): "G", (1, 2): "Y", (1, 1): "R", (1, 0): "drop"}
    s = iq.make(4, alcoves=alcoves, active="P", drop_holder="G", hands={"P": (1, 0, 0)}, row_tiles=VP)
    s = s.apply(Place(1, 4)).apply(Pay(1, 0, 0))
    assert s.current_player == 0 and s.drop_holder == 3


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 10**6), n=st.sampled_from([2, 3, 4]), fill=st.floats(0.1, 1.0),
       position=st.integers(1, 9))
@pytest.mark.rule("iquazu 5.2")
def test_the_engines_one_pass_ranking_agrees_with_the_calculators(seed, n, fill, position):
    # the engine ranks columns and rows in one pass over its flat alcoves; the calculator's scorer ranks the
    # final scoring: both must agree on any wall (§5.2 lower-crystal tie, §5.3 furthest right then lower)
    rng = random.Random(seed)
    core = new_game([f"P{i}" for i in range(n)], seed=seed).core()
    for a in range(core.s.A):
        if rng.random() < fill:
            core.d[core.L.ALC + a] = rng.choice([1] + [2 + p for p in range(n)])
    for col in range(position, min(position + 4, 11) + 1):
        crystals = scoring_round.column_crystals(core, col)
        assert scoring_round.column_ranking_fast(core, col) == column_ranking(crystals)
    fast = scoring_round.row_winners(core, position)
    for row in range(1, 6):
        assert fast[row - 1] == row_winner(scoring_round.row_crystals(core, position, row))


@pytest.mark.rule("iquazu 5.3")
def test_rows_count_only_the_crystals_inside_the_frame(iq):
    # frame at 2 (placement columns 2–6); row 1 (the h4 alcoves): G in column 1 (already scored, behind the
    # water) and column 2, R in column 3. Inside the frame G 1, R 1: the tie goes to the crystal furthest
    # right, R's. (Counting column 1 would give G 2 to 1.) The other rows hold no crystal: tiles removed.
    alcoves = {(1, 4): "G", (2, 4): "G", (3, 4): "R", (2, 3): "drop", (2, 2): "drop", (2, 1): "drop"}
    s = iq.make(2, frame=2, alcoves=alcoves, active="G", drop_holder="G",
                row_tiles=["light vp 1", "light vp 2", "light vp 3", "light cards 2", "light cards 3"])
    s = s.apply(Draw())                                   # G's drop fills column 2's h0: scoring round
    assert s.scorings == 1 and s.frame == 3
    assert s.tiles_held[1] == {TileKind("light", "vp", 1): 1} and s.tiles_held[0] == {}
    assert s.removed_tiles == 4
    assert s.scores == (5, 0)                             # column 2: G alone (the 2-player stone 5)
