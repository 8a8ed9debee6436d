"""The play log: add (scored by the game's scorer), get, search, edit (re-scores), delete, duplicates.

Expected totals and winners come from shared/examples/*.expected.json (hand-worked) and from the
hand-scored tied Meduris sheet in playlog_support.
"""
from __future__ import annotations

import copy
import datetime as dt

import pytest

from companion.errors import DuplicatePlay, InvalidPlay, InvalidScoreSheet, PlayNotFound
from companion.playlog import PlayLog, default_path
from playlog_support import NIGHT, TIED_MEDURIS, expected_totals, expected_winners, renamed


@pytest.mark.parametrize("stem", ["meduris-2p", "iquazu-3p", "five-tribes-4p", "world-wonders-4p"])
def test_add_scores_the_sheet_and_get_reads_it_back(log, stem):
    added = log.add(renamed(stem), date="2024-05-04", note="n", duration=42)
    play = log.get(added.id)
    assert play == added
    assert play.totals == expected_totals(stem)
    assert list(play.winners) == expected_winners(stem)
    assert play.date == dt.date(2024, 5, 4) and play.note == "n" and play.duration == 42
    assert play.sheet == renamed(stem)                     # the whole sheet is kept
    assert [p.name for p in play.players] == [p["name"] for p in renamed(stem)["players"]]   # sheet order
    assert play.game == stem.rsplit("-", 1)[0]


@pytest.mark.rule("world-wonders 6.2")
def test_ranks_follow_the_tie_break_and_are_stored(night):
    # world-wonders-4p: Ana 31; Celia and Davi tied on 29, Celia has 3 monuments to Davi's 2
    # (world-wonders.md §6.2: most monuments wins the tie; our scorer ranks every tie so) → Celia 2nd, Davi 3rd; Bruno 27 4th.
    play = night.get(5)
    assert {p.name: p.rank for p in play.players} == {"Ann": 1, "Cid": 2, "Dee": 3, "Bob": 4}
    assert "monuments" in play.tie_break_text("en")
    assert play.tie_break_text("pl") and play.tie_break_text("pl") != play.tie_break_text("en")


@pytest.mark.rule("meduris 5.4")
def test_a_shared_win_is_stored_with_both_winners(night):
    play = night.get(2)
    assert play.totals == {"Ann": 59, "Bob": 59}           # hand-scored in playlog_support
    assert play.winners == ("Ann", "Bob")
    assert [p.rank for p in play.players] == [1, 1]
    assert "share" in play.tie_break_text("en")


@pytest.mark.rule("meduris 5.3")
def test_category_points_are_stored_per_player(night):
    # meduris-2p, Blue (Ann): track 47, temples 3+2+1+0 = 6, rune stones 1+…+5 = 15 (meduris.md §5.3)
    assert dict(night.get(1).player("Ann").categories) == {"track": 47, "temples": 6, "rune_stones": 15}


def test_an_invalid_sheet_is_refused_and_nothing_is_stored(log):
    sheet = renamed("meduris-2p")
    sheet["players"][0]["rune_stones"] = 10               # only 9 rune stones exist (meduris.md §1)
    with pytest.raises(InvalidScoreSheet) as err:
        log.add(sheet)
    assert err.value.field == "players[0].rune_stones"
    assert len(log) == 0 and log.search() == []


@pytest.mark.parametrize("kwargs,field", [
    ({"date": "2024-02-30"}, "date"),
    ({"date": "yesterday"}, "date"),
    ({"date": 20240301}, "date"),
    ({"duration": -5}, "duration"),
    ({"duration": "1h"}, "duration"),
    ({"duration": 2.5}, "duration"),
    ({"duration": True}, "duration"),
    ({"duration": 7 * 24 * 60 + 1}, "duration"),
    ({"note": 12}, "note"),
    ({"note": "x" * 10_001}, "note"),
])
def test_bad_fields_are_refused_naming_the_field(log, kwargs, field):
    with pytest.raises(InvalidPlay) as err:
        log.add(renamed("meduris-2p"), **kwargs)
    assert err.value.field == field
    assert err.value.message("en").startswith(f"{field}: ")
    assert err.value.message("pl") != err.value.message("en")
    assert len(log) == 0


def test_date_defaults_to_today_and_duration_digits_are_accepted(log):
    play = log.add(renamed("meduris-2p"), duration="45")
    assert play.date == dt.date.today() and play.duration == 45


def test_the_same_play_twice_is_a_duplicate(log):
    first = log.add(renamed("meduris-2p"), date="2024-03-01", note="one")
    with pytest.raises(DuplicatePlay) as err:
        log.add(renamed("meduris-2p"), date="2024-03-01", note="other note")  # a note does not make it another play
    assert err.value.params["play"] == first.id
    assert len(log) == 1
    log.add(renamed("meduris-2p"), date="2024-03-02")           # another day: another play
    log.add(renamed("meduris-2p"), date="2024-03-01", allow_duplicate=True)
    assert len(log) == 3


def test_search_filters(night):
    def ids(**filters):
        return [p.id for p in night.search(**filters)]

    assert ids() == [1, 2, 3, 4, 5]
    assert ids(newest_first=True) == [5, 4, 3, 2, 1]
    assert ids(game="meduris") == [1, 2]
    assert ids(player="dee") == [4, 5]                    # letter case ignored
    assert ids(player="  CID ") == [3, 4, 5]
    assert ids(player="Eve") == []
    assert ids(since="2024-03-08", until="2024-04-01") == [2, 3, 4]
    assert ids(since=dt.date(2024, 4, 2)) == [5]
    assert ids(text="FIRST") == [1, 3]
    assert ids(text="ZAŻÓŁĆ") == [4]                      # Polish letters fold too
    assert ids(game="meduris", player="bob", text="night") == [1]
    assert night.list() == night.search()


def test_search_refuses_an_unknown_game_and_a_bad_date(night):
    with pytest.raises(InvalidPlay) as err:
        night.search(game="chess")
    assert err.value.field == "game"
    with pytest.raises(InvalidPlay) as err:
        night.search(since="03/01/2024")
    assert err.value.field == "since"


def test_edit_rescores_the_sheet(night):
    sheet = renamed("meduris-2p")
    sheet["players"][0]["track"] = 53                     # Ann: 53 + 6 + 15 = 74 beats Bob's 73
    play = night.edit(1, sheet=sheet)
    assert play.totals == {"Ann": 74, "Bob": 73}
    assert play.winners == ("Ann",)
    assert play.note == "first game night" and play.duration == 55 and play.date == dt.date(2024, 3, 1)
    assert play.updated is not None
    assert night.get(1) == play
    assert [p.id for p in night.search(game="meduris")] == [1, 2]


def test_edit_other_fields_and_clear(night):
    play = night.edit(3, note=None, duration=None, date="2024-03-16")
    assert (play.note, play.duration, play.date) == ("", None, dt.date(2024, 3, 16))
    assert play.totals == expected_totals("iquazu-3p")


def test_a_bad_edit_changes_nothing(night):
    before = night.get(1)
    sheet = copy.deepcopy(before.sheet)
    sheet["players"][1]["huts_built"] = 13                # 12 huts per player in a 2-player game
    with pytest.raises(InvalidScoreSheet):
        night.edit(1, sheet=sheet)
    with pytest.raises(InvalidPlay):
        night.edit(1, date="2024-13-01")
    assert night.get(1) == before


def test_delete_and_unknown_ids(night):
    night.delete(2)
    assert [p.id for p in night.search()] == [1, 3, 4, 5]
    assert [p.id for p in night.search(game="meduris")] == [1]
    for call in (night.get, night.delete, lambda i: night.edit(i, note="x")):
        with pytest.raises(PlayNotFound) as err:
            call(2)
        assert "no play 2" in err.value.message("en")
    with pytest.raises(InvalidPlay):
        night.get("two")
    with pytest.raises(InvalidPlay):
        night.get(0)


def test_delete_removes_players_and_points(night, log_path):
    night.delete(4)
    conn = night._conn
    assert conn.execute("SELECT count(*) FROM play_players WHERE play_id = 4").fetchone() == (0,)
    assert conn.execute("SELECT count(*) FROM play_scores WHERE play_id = 4").fetchone() == (0,)


def test_result_rescores_the_stored_sheet(night):
    result = night.get(1).result()
    assert result.totals == expected_totals("meduris-2p")
    assert "5*(5 + 1)/2 = 15" in result.to_table("en")


def test_player_names_and_len(night):
    assert len(night) == len(NIGHT)
    assert night.player_names() == ["Ann", "Bob", "Cid", "Dee"]


def test_log_survives_reopening(night, log_path):
    night.close()
    with PlayLog(log_path) as again:
        assert [p.totals for p in again.search(game="meduris")] == [expected_totals("meduris-2p"), {"Ann": 59, "Bob": 59}]


def test_default_path_env_and_platformdirs(monkeypatch, tmp_path):
    monkeypatch.setenv("COMPANION_PLAYLOG", str(tmp_path / "mine.sqlite3"))
    assert default_path() == tmp_path / "mine.sqlite3"
    with PlayLog() as log:
        assert log.path == tmp_path / "mine.sqlite3"
    assert (tmp_path / "mine.sqlite3").is_file()
    monkeypatch.delenv("COMPANION_PLAYLOG")
    import platformdirs

    expected = platformdirs.user_data_path("board-game-companion", appauthor=False) / "playlog.sqlite3"
    assert default_path() == expected                     # only computed here: the user's directory is not touched


def test_a_missing_folder_is_created(tmp_path):
    with PlayLog(tmp_path / "a" / "b" / "log.sqlite3") as log:
        log.add(renamed("meduris-2p"))
    assert (tmp_path / "a" / "b" / "log.sqlite3").is_file()


def test_memory_log(tmp_path):
    with PlayLog(":memory:") as log:
        assert log.add(TIED_MEDURIS).winners == ("Ann", "Bob")
    assert list(tmp_path.iterdir()) == []
