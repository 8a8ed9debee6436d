"""Statistics of the game night (playlog_support.NIGHT), every expected value computed by hand.

The night, with totals from the examples' *.expected.json and ranks from the sheets:
    1  2024-03-01 meduris       Ann 68 (2)   Bob 73 (1)
    2  2024-03-08 meduris       Ann 59 (1)   Bob 59 (1)            shared win
    3  2024-03-15 iquazu        Ann 76 (1)   Bob 69 (2)  Cid 64 (3)
    4  2024-04-01 five-tribes   Ann 137 (2)  Bob 134 (3) Cid 98 (4)  Dee 169 (1)
    5  2024-04-02 world-wonders Ann 31 (1)   Bob 27 (4)  Cid 29 (2)  Dee 29 (3)   Cid ahead of Dee on monuments 3 > 2
"""
from __future__ import annotations

import pytest

pd = pytest.importorskip("pandas")

from companion.playlog import stats  # noqa: E402
from playlog_support import renamed  # noqa: E402


def test_overall_stats_count_shared_wins_as_wins(night):
    frame = stats.overall_stats(night.search())
    # Ann: 5 plays; wins in 2 (shared), 3, 5 → 3 wins, 1 shared, 3/5.  Bob: 5 plays; wins in 1, 2 (shared) → 2, 2/5.
    # Cid: plays 3, 4, 5, no win.  Dee: plays 4, 5; wins 4 → 1/2.
    expected = pd.DataFrame({"plays": [5, 5, 3, 2], "wins": [3, 2, 0, 1], "shared_wins": [1, 1, 0, 0],
                             "win_rate": [0.6, 0.4, 0.0, 0.5]},
                            index=pd.Index(["Ann", "Bob", "Cid", "Dee"], name="player"))
    pd.testing.assert_frame_equal(frame, expected)


def test_overall_stats_of_one_player(night):
    frame = stats.overall_stats(night.search(), player="dee")
    assert frame.index.tolist() == ["Dee"] and frame.loc["Dee", "win_rate"] == 0.5


def test_player_stats_per_game(night):
    frame = stats.player_stats(night.search())
    meduris = frame.loc["meduris"]
    # Ann: 68 and 59 → average 63.5, best 68, one (shared) win of 2.  Bob: 73 and 59 → 66, best 73, 2 wins (1 shared).
    assert meduris.loc["Ann"].to_dict() == {"plays": 2, "wins": 1, "shared_wins": 1, "win_rate": 0.5,
                                            "average_score": 63.5, "best_score": 68}
    assert meduris.loc["Bob"].to_dict() == {"plays": 2, "wins": 2, "shared_wins": 1, "win_rate": 1.0,
                                            "average_score": 66.0, "best_score": 73}
    assert frame.loc[("world-wonders", "Dee")].to_dict() == {"plays": 1, "wins": 0, "shared_wins": 0,
                                                             "win_rate": 0.0, "average_score": 29.0, "best_score": 29}
    assert len(frame) == 2 + 3 + 4 + 4
    assert stats.player_stats(night.search(), player="CID").index.tolist() == [
        ("five-tribes", "Cid"), ("iquazu", "Cid"), ("world-wonders", "Cid")]


def test_game_stats(night):
    frame = stats.game_stats(night.search())
    # meduris: scores 68, 73, 59, 59 → 259/4 = 64.75; best 73 (Bob); winners' scores 73 and 59 → 66.
    assert frame.loc["meduris"].to_dict() == {"plays": 2, "average_players": 2.0, "average_score": 64.75,
                                              "best_score": 73, "best_player": "Bob", "average_winning_score": 66.0}
    # five-tribes: (137 + 134 + 98 + 169) / 4 = 134.5; world-wonders: (31 + 27 + 29 + 29) / 4 = 29.
    assert frame.loc["five-tribes", "average_score"] == 134.5
    assert frame.loc["world-wonders", "average_score"] == 29.0
    assert frame.loc["five-tribes", "best_player"] == "Dee"
    assert frame.index.tolist() == ["five-tribes", "iquazu", "meduris", "world-wonders"]


@pytest.mark.rule("meduris 5.3")
def test_category_averages(night):
    frame = stats.category_averages(night.search(), "meduris")
    # Ann: track 47, 50 → 48.5; temples 6 (3+2+1+0), 3 (2+1) → 4.5; rune stones 15 (5 stones), 6 (3) → 10.5
    # Bob: track 55, 53 → 54; temples 8 (0+4+2+2), 6 (3+3) → 7; rune stones 10 (4 stones), 0 → 5
    expected = pd.DataFrame({"track": [48.5, 54.0], "temples": [4.5, 7.0], "rune_stones": [10.5, 5.0]},
                            index=pd.Index(["Ann", "Bob"], name="player"))
    pd.testing.assert_frame_equal(frame, expected)


def test_head_to_head(night):
    frame = stats.head_to_head(night.search())
    # Ann–Bob in all 5: Ann ahead in 3 (76>69, 137>134, 31>27), behind in 1 (68<73), tied in 1 (59=59).
    assert frame.loc[("Ann", "Bob")].to_dict() == {"plays": 5, "ahead": 3, "behind": 1, "tied": 1, "win_rate": 0.6}
    assert frame.loc[("Bob", "Ann")].to_dict() == {"plays": 5, "ahead": 1, "behind": 3, "tied": 1, "win_rate": 0.2}
    # Cid–Dee in plays 4 (98 < 169: behind) and 5 (29 = 29, but Cid 2nd on monuments: ahead).
    assert frame.loc[("Cid", "Dee")].to_dict() == {"plays": 2, "ahead": 1, "behind": 1, "tied": 0, "win_rate": 0.5}
    # Bob–Cid in plays 3 (69>64), 4 (134>98), 5 (27<29).
    assert frame.loc[("Bob", "Cid")][["plays", "ahead", "behind", "tied"]].tolist() == [3, 2, 1, 0]
    assert ("Ann", "Ann") not in frame.index
    assert len(frame) == 12                                # 4 players, every ordered pair met
    only = stats.head_to_head(night.search(), player="ann")
    assert only.index.tolist() == [("Ann", "Bob"), ("Ann", "Cid"), ("Ann", "Dee")]


def test_statistics_change_after_an_edit(night):
    sheet = renamed("meduris-2p")
    sheet["players"][0]["track"] = 53                     # Ann 74 > Bob 73: play 1 now Ann's
    night.edit(1, sheet=sheet)
    frame = stats.overall_stats(night.search())
    assert frame.loc["Ann", "wins"] == 4 and frame.loc["Bob", "wins"] == 1


def test_empty_log_gives_empty_frames(log):
    assert stats.overall_stats([]).empty and stats.player_stats([]).empty
    assert stats.game_stats([]).empty and stats.head_to_head([]).empty
    assert stats.category_averages([], "meduris").empty


def test_labelled_headers_in_polish(night):
    frame = stats.labelled(stats.player_stats(night.search()), "pl")
    assert list(frame.columns) == ["Rozgrywki", "Wygrane", "Wygrane ex aequo", "Odsetek wygranych",
                                   "Średni wynik", "Najlepszy wynik"]
    assert frame.index.names == ["Gra", "Gracz"]
    assert "Pięć Klanów" in frame.index.get_level_values(0)
    cats = stats.labelled(stats.category_averages(night.search(), "meduris"), "pl", game="meduris")
    assert "Kamienie runiczne" in cats.columns
