"""The end of the game and the final scoring through the engine (iquazu.md §6.1–6.3, iquazu-examples.md C-07).

The end position is built on the test wall (columns of five alcoves: height 4 = row 1 … height 0 = row 5) with
3-player stones 6/3, 9/4 and 10/5 under the last three wall columns 9, 10, 11; the totals are worked by hand
from §5.2, §5.3 and §6.2 in the comments.
"""
from __future__ import annotations

import pytest

from companion.errors import IllegalMove
from companion.iquazu import rules
from companion.iquazu.engine import IQUAZU
from companion.iquazu.moves import Draw

STONES = {3: {9: [6, 3], 10: [9, 4], 11: [10, 5]}}
END = {
    (9, 3): "G", (9, 2): "R", (9, 1): "R", (9, 0): "G",      # column 9: h4 still empty (Y's drop fills it)
    (10, 4): "Y", (10, 2): "Y",                              # column 10: not full
    (11, 3): "R", (11, 0): "G",                              # column 11: not full
}
ROW_TILES = ["dark vp 3", "dark cards 4", "dark vp 4", "dark vp 5", "dark double_move"]   # tile column 14


def _end(iq):
    s = iq.make(3, wall=iq.wall_dict(stones=STONES), frame=9, alcoves=END, active="Y", drop_holder="Y",
                scores={"G": 40, "R": 38, "Y": 45}, row_tiles=ROW_TILES,
                tiles_held={"G": {"light vp 2": 1, "light cards 3": 1}, "R": {"dark vp 5": 1}})
    return s.apply(Draw())


@pytest.mark.rule("iquazu 6.1")
def test_the_game_ends_with_the_scoring_of_the_third_to_last_column(iq):
    s = _end(iq)
    assert s.content(9, 4) == "drop"
    assert s.is_over and s.current_player is None and s.legal_moves() == []
    with pytest.raises(IllegalMove) as info:
        s.apply(Draw())
    assert info.value.rule == "iquazu 6.1"
    assert s.scores == (40, 38, 45)         # the final scoring is the scorer's, from the final sheet


@pytest.mark.rule("iquazu 6.2")
def test_final_scoring_third_to_last_with_tiles_then_last_two_for_points(iq):
    result = IQUAZU.score(_end(iq))
    # column 9: G 2 (lowest h0) before R 2 (lowest h1): G 6, R 3. Column 10: Y alone: 9. Column 11: R h3 and
    # G h0 tie on one: G 10, R 5 (not full: scored anyway, §6.2 step 2).
    # rows over columns 9–11: row 1 Y (col 10) → dark vp 3; row 2 G (col 9) vs R (col 11): R further right →
    # cards 4 (0 VP); row 3 R (col 9) vs Y (col 10): Y → vp 4; row 4 R alone → vp 5; row 5 G twice → double (0).
    # held VP: G 2 (its extra-cards tile scores nothing), R 5.
    assert result.totals == {"G": 40 + 6 + 10 + 2, "R": 38 + 3 + 5 + 5 + 5, "Y": 45 + 9 + 3 + 4}
    assert list(result.winners) == ["Y"]


@pytest.mark.rule("iquazu 6.2")
def test_final_sheet_is_the_calculators_format(iq):
    sheet = IQUAZU.final_sheet(_end(iq))
    assert sheet["players"] == [{"name": "G", "track": 40, "bonus_points": 2},
                                {"name": "R", "track": 38, "bonus_points": 5},
                                {"name": "Y", "track": 45, "bonus_points": 0}]
    assert [c["stone"] for c in sheet["final_columns"]] == [[6, 3], [9, 4], [10, 5]]
    assert sheet["row_tiles"] == [3, None, 4, 5, None]
    assert sheet["final_columns"][0]["alcoves"][0] == {"row": 1, "height": 4, "content": "drop"}
    from companion import games
    assert games.score_sheet(sheet).totals == IQUAZU.score(_end(iq)).totals


@pytest.mark.rule("iquazu 6.2")
def test_equal_totals_share_the_victory(iq):
    # 2 players, stone 5 under every column; column 9: G h3 vs R h0 → R 5; R on 30, G on 35: both 35
    s = iq.make(2, frame=9, alcoves={(9, 3): "G", (9, 2): "drop", (9, 1): "drop", (9, 0): "R"}, active="G",
                drop_holder="G", scores={"G": 35, "R": 30}, row_tiles=["dark cards 4"] * 2 + [None] * 3)
    result = IQUAZU.score(s.apply(Draw()))
    assert result.totals == {"G": 35, "R": 35} and sorted(result.winners) == ["G", "R"]


@pytest.mark.rule("iquazu 6.1")
def test_score_before_the_end_is_refused(iq):
    with pytest.raises(IllegalMove) as info:
        IQUAZU.score(iq.make(2))
    assert info.value.rule == "iquazu 6.1"


@pytest.mark.rule("iquazu 6.3")
def test_c07_score_past_80(iq):
    # G on 76 takes the 4-player stone's 8 (alone in F1): 84, the marker on the track's space 4
    s = iq.make(4, alcoves={(1, 3): "G", (1, 2): "drop", (1, 1): "drop", (1, 0): "drop"}, active="G",
                drop_holder="G", scores={"G": 76}, row_tiles=["light vp 1"] * 5).apply(Draw())
    assert s.scores[0] == 84
    assert rules.track_space(84) == 4
    assert s.view(0)["players"][0]["track_space"] == 4


@pytest.mark.rule("iquazu 6.3")
@pytest.mark.parametrize("first, space_80", [(0, 0), (80, 80)])
def test_the_track_numbering_option_places_a_whole_lap(iq, first, space_80):
    # §6.3: the marker goes round the 80-space track again; how it is numbered (a first space 0, or a last space
    # 80) is (unconfirmed, §10 q10): option track_first. 160 points is two laps, 84 stands on space 4 either way.
    s = iq.make(3, scores={"G": 80, "R": 160, "Y": 84}, opts={"track_first": first})
    spaces = [p["track_space"] for p in s.view(None)["players"]]
    assert spaces == [space_80, space_80, 4]
    assert s.scores == (80, 160, 84)                      # the score itself is kept whole


@pytest.mark.rule("iquazu 6.3")
def test_the_track_numbering_option_is_0_or_80():
    from companion.errors import InvalidSetup
    from companion.iquazu.options import Options

    with pytest.raises(InvalidSetup) as info:
        Options(track_first=1)
    assert "track_first" in info.value.message("en") and "0 or 80" in info.value.message("en")
    assert Options().track_first == 0                     # the default: spaces 0-79
