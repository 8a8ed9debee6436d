"""Export (JSON, CSV), import (idempotent, malformed files refused naming the field, nothing half
imported) and the bgstats:// link against BG Stats' documented format ("Push plays to BG Stats from
other apps or websites": bgstats://app.bgstatsapp.com/createPlay.html?data=<URL-encoded JSON> with
playDate "YYYY-MM-DD HH:MM:SS", durationMin, comments, game {bggId, name, highestWins, noPoints,
sourceGameId}, players [{name, score, rank, winner, startPlayer, role}])."""
from __future__ import annotations

import csv
import io
import json
import re
import urllib.parse

import pytest

from companion.errors import InvalidPlay
from companion.playlog import PlayLog
from companion.playlog import exchange
from playlog_support import TIED_MEDURIS, expected_totals, renamed


def _same_plays(a, b):
    keep = ("date", "game", "sheet", "players", "winners", "tie_break", "duration", "note")
    return [{k: p.to_dict()[k] for k in keep} for p in a] == [{k: p.to_dict()[k] for k in keep} for p in b]


def test_json_round_trip(night, tmp_path):
    text = exchange.export_json(night.search())
    data = json.loads(text)
    assert data["format"] == "board-game-companion-playlog" and data["version"] == 1
    assert [p["id"] for p in data["plays"]] == [1, 2, 3, 4, 5]
    assert data["plays"][3]["note"] == "Zażółć gęślą jaźń"          # kept as UTF-8 text
    with PlayLog(tmp_path / "other.sqlite3") as other:
        report = other.import_plays(exchange.read_export(text))
        assert report.added == (1, 2, 3, 4, 5) and report.skipped == ()
        assert _same_plays(other.search(), night.search())
        again = other.import_plays(exchange.read_export(text))     # idempotent
        assert again.added == () and again.skipped == ((0, 1), (1, 2), (2, 3), (3, 4), (4, 5))
        assert len(other) == 5


def test_import_adds_only_the_new_plays(night, tmp_path):
    with PlayLog(tmp_path / "other.sqlite3") as other:
        other.add(renamed("iquazu-3p"), date="2024-03-15", note="typed in here too")
        other.add(renamed("meduris-2p"), date="2023-12-31")
        report = other.import_plays(exchange.read_export(exchange.export_json(night.search())))
        assert report.skipped == ((2, 1),)                 # the Iquazú play is already play 1 here
        assert report.added == (3, 4, 5, 6)
        assert len(other) == 6


def test_duplicates_inside_one_file_are_imported_once(log):
    entry = {"date": "2024-01-01", "sheet": TIED_MEDURIS}
    report = log.import_plays([entry, dict(entry, note="again")])
    assert report.added == (1,) and report.skipped == ((1, 1),)


def test_import_rescores_and_ignores_stored_totals(log):
    entry = {"date": "2024-01-01", "sheet": renamed("meduris-2p"), "players": [{"name": "Ann", "total": 999}],
             "winners": ["Ann"], "id": 77}
    log.import_plays([entry])
    assert log.get(1).totals == expected_totals("meduris-2p")


def _bad_sheet():
    sheet = renamed("meduris-2p")
    sheet["players"][1]["rune_stones"] = 5               # 5 + 5 > the 9 rune stones of the game
    return sheet


@pytest.mark.parametrize("data,field,words", [
    ('{"format": "board-game-companion-playlog", "version": 1, "plays": [', "file", "not valid JSON"),
    ('{"format": "board-game-companion-playlog", "version": 1, "plays": [], "plays": [{}]}', "file",
     "the key 'plays' is given twice (line 1, column 71)"),
    ('[]', "format", "not a play-log export"),
    ('{"format": "other", "plays": []}', "format", "not a play-log export"),
    ('{"format": "board-game-companion-playlog", "version": 9, "plays": []}', "version", "from 1 to 1"),
    ('{"format": "board-game-companion-playlog", "version": 1, "plays": {}}', "plays", "must be a list"),
    ('{"format": "board-game-companion-playlog", "version": 1, "plays": [7]}', "plays[0]", "must be an object"),
])
def test_malformed_files_are_refused_naming_the_field(data, field, words):
    with pytest.raises(InvalidPlay) as err:
        exchange.read_export(data)
    assert err.value.field == field and words in err.value.message("en")


@pytest.mark.parametrize("entry,field,words", [
    ({"sheet": TIED_MEDURIS}, "plays[1].date", "missing required field"),
    ({"date": "2024-01-01"}, "plays[1].sheet", "missing required field"),
    ({"date": "1.1.2024", "sheet": TIED_MEDURIS}, "plays[1].date", "YYYY-MM-DD"),
    ({"date": "2024-01-01", "sheet": TIED_MEDURIS, "duration": "long"}, "plays[1].duration", "minutes"),
    ({"date": "2024-01-01", "sheet": TIED_MEDURIS, "note": ["x"]}, "plays[1].note", "text"),
    ({"date": "2024-01-01", "sheet": "meduris"}, "plays[1].sheet", "an object"),
    ({"date": "2024-01-01", "sheet": TIED_MEDURIS, "game": "iquazu"}, "plays[1].game", "'meduris' sheet"),
    ({"date": "2024-01-01", "sheet": _bad_sheet()}, "plays[1].sheet.players[1].rune_stones (Bob)", "only 9 rune stones"),
])
def test_a_bad_entry_is_refused_and_nothing_is_imported(log, entry, field, words):
    good = {"date": "2024-01-02", "sheet": renamed("meduris-2p")}
    with pytest.raises(InvalidPlay) as err:
        log.import_plays([good, entry])
    assert err.value.field == field
    assert words in err.value.message("en")
    assert len(log) == 0                                   # the good entry before it was not imported either


def test_csv_export(night):
    rows = list(csv.reader(io.StringIO(exchange.export_csv(night.search()))))
    header = rows[0]
    assert header[:9] == ["Play", "Date", "Game", "Player", "Total", "Rank", "Winner?", "Duration (min)", "Note"]
    assert "Rune stones" in header and "Merchandise" in header
    assert len(rows) == 1 + 2 + 2 + 3 + 4 + 4             # one row per player per play
    ann = dict(zip(header, rows[1]))
    assert ann["Player"] == "Ann" and ann["Total"] == "68" and ann["Rank"] == "2" and ann["Winner?"] == "no"
    assert ann["Rune stones"] == "15" and ann["Merchandise"] == ""
    tied = [dict(zip(header, r)) for r in rows[3:5]]
    assert [r["Winner?"] for r in tied] == ["yes", "yes"]
    polish = list(csv.reader(io.StringIO(exchange.export_csv(night.search(), "pl"))))
    assert polish[0][:4] == ["Rozgrywka", "Data", "Gra", "Gracz"] and "Kamienie runiczne" in polish[0]
    assert "Pięć Klanów" in [r[2] for r in polish]


def test_csv_export_defuses_formulas(log):
    sheet = renamed("meduris-2p")
    sheet["players"][0]["name"] = "=HYPERLINK(1)"
    log.add(sheet, note="+1 cheat")
    rows = list(csv.reader(io.StringIO(exchange.export_csv(log.search()))))
    assert rows[1][3] == "'=HYPERLINK(1)" and rows[1][8] == "'+1 cheat"


def _decode(link: str) -> dict:
    prefix = "bgstats://app.bgstatsapp.com/createPlay.html?data="
    assert link.startswith(prefix)
    data = link[len(prefix):]
    assert re.fullmatch(r"[A-Za-z0-9\-_.~%]*", data)       # URL-encoded: nothing left that needs escaping
    return json.loads(urllib.parse.unquote(data))


def test_bgstats_link_of_a_five_tribes_play(night):
    data = _decode(exchange.bgstats_link(night.get(4)))
    assert data["playDate"] == "2024-04-01 00:00:00"
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d", data["playDate"])
    assert data["durationMin"] == 95 and data["comments"] == "Zażółć gęślą jaźń"
    assert data["game"] == {"name": "Five Tribes", "bggId": 157354, "highestWins": True, "noPoints": False,
                            "sourceGameId": "five-tribes"}
    totals = expected_totals("five-tribes-4p")
    assert [(p["name"], p["score"]) for p in data["players"]] == list(totals.items())
    assert [p["name"] for p in data["players"] if p["winner"]] == ["Dee"]
    assert {p["name"]: p["rank"] for p in data["players"]} == {"Dee": 1, "Ann": 2, "Bob": 3, "Cid": 4}
    assert all(set(p) == {"name", "sourcePlayerId", "score", "rank", "winner", "startPlayer", "role"}
               for p in data["players"])
    assert data["sourceName"] == "Board Game Companion"
    assert [p["sourcePlayerId"] for p in data["players"]] == ["ann", "bob", "cid", "dee"]


def test_bgstats_link_of_a_shared_win_without_duration_or_note(night):
    data = _decode(exchange.bgstats_link(night.get(2)))
    assert "durationMin" not in data and "comments" not in data
    assert "bggId" not in data["game"] and data["game"]["name"] == "Meduris"    # no confirmed BGG id: matched by name
    assert [p["winner"] for p in data["players"]] == [True, True]
    assert [p["rank"] for p in data["players"]] == [1, 1]


#: BG Stats' documented createPlay format ("Linking and pushing to BG Stats from other apps or websites",
#: bgstatsapp.com), field → JSON type; ``REQUIRED`` are the fields it needs to open its import dialog.
BGSTATS_FIELDS = {"sourceName": str, "sourcePlayId": str, "playDate": str, "durationMin": int, "comments": str,
                  "location": str, "game": dict, "players": list}
BGSTATS_GAME_FIELDS = {"name": str, "sourceGameId": str, "bggId": int, "highestWins": bool, "noPoints": bool}
BGSTATS_PLAYER_FIELDS = {"name": str, "sourcePlayerId": str, "score": int, "rank": int, "winner": bool,
                         "startPlayer": bool, "role": str}
BGSTATS_REQUIRED = {"sourceName", "sourcePlayId", "playDate", "game", "players"}


@pytest.mark.parametrize("play_id", [1, 2, 3, 4, 5])
def test_bgstats_link_follows_the_documented_field_list(night, play_id):
    data = _decode(exchange.bgstats_link(night.get(play_id), 4242))
    assert BGSTATS_REQUIRED <= set(data) <= set(BGSTATS_FIELDS)
    assert all(isinstance(data[k], BGSTATS_FIELDS[k]) for k in data)
    assert data["sourceName"] and data["sourcePlayId"]
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d", data["playDate"])
    game = data["game"]
    assert {"name", "sourceGameId"} <= set(game) <= set(BGSTATS_GAME_FIELDS)
    assert all(isinstance(game[k], BGSTATS_GAME_FIELDS[k]) for k in game)
    for player in data["players"]:
        assert {"name", "sourcePlayerId"} <= set(player) <= set(BGSTATS_PLAYER_FIELDS)
        assert all(isinstance(player[k], BGSTATS_PLAYER_FIELDS[k]) for k in player)


def test_bgstats_play_and_player_ids_are_stable_and_distinct(night):
    links = [_decode(exchange.bgstats_link(night.get(i))) for i in range(1, 6)]
    assert len({d["sourcePlayId"] for d in links}) == 5                     # one per play
    assert _decode(exchange.bgstats_link(night.get(1)))["sourcePlayId"] == links[0]["sourcePlayId"]
    # the log tells players apart by the trimmed, case-folded name, and so does the link
    from companion.playlog.store import player_key
    assert player_key(" Ann ") == player_key("ANN") == "ann"


def test_world_wonders_bgg_id_from_the_rules_reference(night, shared_dir):
    text = (shared_dir / "rules" / "world-wonders.md").read_text(encoding="utf-8")
    bgg = int(re.search(r"BGG id (\d+)", text).group(1))
    assert _decode(exchange.bgstats_link(night.get(5)))["game"]["bggId"] == bgg


def test_an_entered_bgg_id_is_used_only_where_ours_is_unknown(night):
    assert _decode(exchange.bgstats_link(night.get(2), 4242))["game"]["bggId"] == 4242     # Meduris: entered
    assert _decode(exchange.bgstats_link(night.get(4), 4242))["game"]["bggId"] == 157354   # Five Tribes: known
    assert "bggId" not in _decode(exchange.bgstats_link(night.get(2), 0))["game"]           # not an id: none sent


def test_a_pasted_boardgamegeek_address_gives_its_id():
    """The History's help says to copy the number from the game's page address; a player who pastes the whole
    address gets the id out of it, and anything else that is not an id is still refused."""
    assert exchange.parse_bgg_id("https://boardgamegeek.com/boardgame/4242/meduris-der-ruf-der-goetter") == 4242
    assert exchange.parse_bgg_id("www.boardgamegeek.com/boardgame/4242") == 4242
    for text in ("https://example.com/boardgame/4242", "boardgamegeek.com/boardgame/0", "4242 meduris"):
        with pytest.raises(InvalidPlay):
            exchange.parse_bgg_id(text)
