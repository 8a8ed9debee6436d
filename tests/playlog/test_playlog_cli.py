"""``companion log …`` in-process: every subcommand, output formats, Polish, exit 2 with one line."""
from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
import urllib.parse

import pytest

from companion.cli import main
from companion.playlog import PlayLog
from playlog_support import expected_totals, renamed
from support import EXAMPLES, REPO


@pytest.fixture
def db(tmp_path):
    return str(tmp_path / "cli-log.sqlite3")


@pytest.fixture
def sheets(tmp_path):
    """The renamed example sheets as files."""
    out = {}
    for stem in ("meduris-2p", "iquazu-3p", "five-tribes-4p", "world-wonders-4p"):
        path = tmp_path / f"{stem}.json"
        path.write_text(json.dumps(renamed(stem)), encoding="utf-8")
        out[stem] = str(path)
    return out


def run(capsys, *args):
    status = main(["log", *args])
    out, err = capsys.readouterr()
    return status, out, err


def bad(capsys, *args):
    status, out, err = run(capsys, *args)
    assert status == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    return err.strip()


def test_add_then_list(capsys, db, sheets):
    status, out, _ = run(capsys, "add", sheets["meduris-2p"], "--date", "2024-03-01", "--note", "first",
                         "--duration", "55", "--db", db)
    assert status == 0
    assert out.startswith("Saved as play 1.")
    assert "Winner: Bob" in out and "Meduris" in out and "55 min" in out
    run(capsys, "add", sheets["iquazu-3p"], "--date", "2024-03-15", "--db", db)
    status, out, _ = run(capsys, "list", "--db", db)
    lines = out.splitlines()
    assert status == 0 and lines[0].split() == ["Play", "Date", "Game", "Players", "Winners", "Duration", "(min)", "Note"]
    assert lines[2].split()[:3] == ["1", "2024-03-01", "Meduris"] and "Bob 73, Ann 68" in lines[2]
    assert lines[3].split()[:3] == ["2", "2024-03-15", "Iquazú"]
    status, out, _ = run(capsys, "list", "--player", "CID", "--db", db)
    assert [line.split()[0] for line in out.splitlines()[2:]] == ["2"]
    status, out, _ = run(capsys, "list", "--text", "nothing like this", "--db", db)
    assert out.strip() == "No plays match."


def test_list_text_ignores_accents_and_case_like_the_app_search(capsys, db, sheets):
    """``list --text`` found "zażółć" only typed with its Polish letters, while the app's History search (the same
    words) finds it without them: both now use one search (player, note, date or game title)."""
    run(capsys, "add", sheets["meduris-2p"], "--date", "2024-03-01", "--note", "Zażółć gęślą jaźń", "--db", db)
    run(capsys, "add", sheets["iquazu-3p"], "--date", "2024-03-15", "--db", db)
    for query, ids in [("zazolc", ["1"]), ("GESLA jazn", ["1"]), ("iquazu", ["2"]), ("zazolc iquazu", [])]:
        status, out, _ = run(capsys, "list", "--text", query, "--db", db)
        assert status == 0
        found = [line.split()[0] for line in out.splitlines()[2:]] if "No plays match." not in out else []
        assert found == ids, query


def test_add_reads_standard_input(capsys, db, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(json.dumps(renamed("meduris-2p")).encode())))
    status, out, _ = run(capsys, "add", "-", "--format", "json", "--db", db)
    assert status == 0
    data = json.loads(out)
    assert data["id"] == 1 and {p["name"]: p["total"] for p in data["players"]} == expected_totals("meduris-2p")


def test_list_json_and_csv(capsys, db, sheets):
    run(capsys, "add", sheets["five-tribes-4p"], "--date", "2024-04-01", "--db", db)
    status, out, _ = run(capsys, "list", "--format", "json", "--db", db)
    assert [p["winners"] for p in json.loads(out)] == [["Dee"]]
    status, out, _ = run(capsys, "list", "--format", "csv", "--lang", "pl", "--db", db)
    rows = list(csv.reader(io.StringIO(out)))
    assert rows[0][:4] == ["Rozgrywka", "Data", "Gra", "Gracz"] and rows[1][2] == "Pięć Klanów" and len(rows) == 5


def test_default_log_comes_from_the_environment(capsys, sheets, tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_PLAYLOG", str(tmp_path / "env-log.sqlite3"))
    assert run(capsys, "add", sheets["meduris-2p"])[0] == 0
    with PlayLog(tmp_path / "env-log.sqlite3") as log:
        assert len(log) == 1


def test_show_edit_delete(capsys, db, sheets, tmp_path):
    run(capsys, "add", sheets["meduris-2p"], "--date", "2024-03-01", "--db", db)
    status, out, _ = run(capsys, "show", "1", "--db", db)
    assert status == 0 and "5*(5 + 1)/2 = 15" in out            # explanations from scoring again
    fixed = renamed("meduris-2p")
    fixed["players"][0]["track"] = 53                           # Ann 53 + 6 + 15 = 74 beats Bob's 73
    path = tmp_path / "fixed.json"
    path.write_text(json.dumps(fixed), encoding="utf-8")
    status, out, _ = run(capsys, "edit", "1", "--sheet", str(path), "--note", "corrected", "--db", db)
    assert status == 0 and out.startswith("Play 1 changed.") and "Winner: Ann" in out and "74" in out
    status, out, _ = run(capsys, "edit", "1", "--note", "", "--duration", "40", "--format", "json", "--db", db)
    data = json.loads(out)
    assert data["note"] == "" and data["duration"] == 40 and data["winners"] == ["Ann"]
    status, out, _ = run(capsys, "delete", "1", "--db", db, "--lang", "pl")
    assert status == 0 and out.strip() == "Usunięto rozgrywkę 1."
    assert bad(capsys, "show", "1", "--db", db) == "error: there is no play 1 in the log"


def test_stats_tables(capsys, db, sheets):
    for stem, date in (("meduris-2p", "2024-03-01"), ("iquazu-3p", "2024-03-15"), ("world-wonders-4p", "2024-04-02")):
        run(capsys, "add", sheets[stem], "--date", date, "--db", db)
    status, out, _ = run(capsys, "stats", "--db", db)
    assert status == 0
    for title in ("All games, per player", "Per game and player", "Per game", "Average points per category: Meduris",
                  "Head to head"):
        assert title in out
    # Ann won Iquazú and World Wonders, lost Meduris: 3 plays, 2 wins, 67 % (Babel's percent format)
    ann = next(line for line in out.splitlines() if line.startswith("Ann "))
    assert ann.split() == ["Ann", "3", "2", "0", "67%"]
    status, out, _ = run(capsys, "stats", "--player", "ann", "--game", "meduris", "--table", "categories", "--db", db)
    assert out.splitlines()[-1].split() == ["Ann", "47", "6", "15"]  # Blue's meduris-2p line, hand-scored
    status, out, _ = run(capsys, "stats", "--format", "json", "--db", db)
    data = json.loads(out)
    assert set(data) == {"overall", "players", "games", "categories", "head-to-head"}
    assert {r["player"]: r["wins"] for r in data["overall"]} == {"Ann": 2, "Bob": 1, "Cid": 0, "Dee": 0}
    status, out, _ = run(capsys, "stats", "--format", "csv", "--lang", "pl", "--db", db)
    rows = list(csv.reader(io.StringIO(out)))
    assert rows[0] == ["Gra", "Gracz", "Rozgrywki", "Wygrane", "Wygrane ex aequo", "Odsetek wygranych",
                       "Średni wynik", "Najlepszy wynik"]
    assert ["Meduris", "Bob", "1", "1", "0", "1.0", "73.0", "73"] in rows
    status, out, _ = run(capsys, "stats", "--format", "csv", "--table", "head-to-head", "--db", db)
    rows = list(csv.reader(io.StringIO(out)))
    assert rows[0] == ["Player", "Opponent", "Plays", "Finished ahead", "Finished behind", "Tied", "Win rate"]


def test_stats_of_an_empty_log(capsys, db):
    PlayLog(db).close()
    status, out, _ = run(capsys, "stats", "--db", db, "--lang", "pl")
    assert status == 0 and out.strip() == "Żadna rozgrywka nie pasuje."


@pytest.mark.parametrize("command", [["list"], ["show", "1"], ["stats"], ["export", "--format", "json"],
                                     ["edit", "1", "--note", "x"], ["delete", "1"], ["link", "1"]])
def test_a_missing_log_file_is_refused_by_the_commands_that_save_no_play(capsys, tmp_path, command):
    """A mistyped --db made an empty log there (folder too) and listed nothing, as if the plays were gone."""
    missing = tmp_path / "typo" / "log.sqlite3"
    assert bad(capsys, *command, "--db", str(missing)) == \
        f"error: there is no play log {missing}: it is made when the first play is saved"
    assert not (tmp_path / "typo").exists()
    assert bad(capsys, *command, "--db", str(missing), "--lang", "pl") == \
        f"błąd: nie ma dziennika rozgrywek {missing}: powstaje przy zapisaniu pierwszej rozgrywki"


def test_adding_or_importing_a_play_makes_a_missing_log(capsys, tmp_path, sheets):
    new = tmp_path / "new" / "log.sqlite3"
    assert run(capsys, "add", sheets["meduris-2p"], "--db", str(new))[0] == 0
    export = tmp_path / "plays.json"
    assert run(capsys, "export", "--format", "json", "--db", str(new), "-o", str(export))[0] == 0
    other = tmp_path / "other.sqlite3"
    assert run(capsys, "import", str(export), "--db", str(other))[0] == 0
    with PlayLog(other) as log:
        assert len(log) == 1


def test_export_import_round_trip(capsys, db, sheets, tmp_path):
    for stem, date in (("meduris-2p", "2024-03-01"), ("five-tribes-4p", "2024-04-01")):
        run(capsys, "add", sheets[stem], "--date", date, "--note", stem, "--db", db)
    export = tmp_path / "export.json"
    status, out, _ = run(capsys, "export", "--format", "json", "--output", str(export), "--db", db)
    assert status == 0 and out.strip() == f"Wrote 2 plays to {export}."
    other = str(tmp_path / "other.sqlite3")
    status, out, _ = run(capsys, "import", str(export), "--db", other)
    assert out.strip() == "Imported 2 plays. Skipped 0 plays already in the log."
    status, out, _ = run(capsys, "import", str(export), "--db", other, "--lang", "pl")
    assert out.strip() == "Zaimportowano 0 rozgrywek. Pominięto 2 rozgrywki, które już są w dzienniku."
    with PlayLog(db) as a, PlayLog(other) as b:
        assert [(p.date, p.sheet, p.note, p.totals) for p in a.search()] == \
               [(p.date, p.sheet, p.note, p.totals) for p in b.search()]
    status, out, _ = run(capsys, "export", "--format", "csv", "--game", "meduris", "--db", db)
    assert len(list(csv.reader(io.StringIO(out)))) == 3


def test_importing_the_csv_export_says_to_import_the_json_export(capsys, db, sheets, tmp_path):
    """``log import`` of the CSV export said only "file: not valid JSON (line 1, column 1)"."""
    run(capsys, "add", sheets["meduris-2p"], "--date", "2024-03-01", "--db", db)
    plays = tmp_path / "plays.csv"
    assert run(capsys, "export", "--format", "csv", "--output", str(plays), "--db", db)[0] == 0
    assert bad(capsys, "import", str(plays), "--db", db) == (
        "error: file: it is not a play-log file (JSON); plays are imported from the file that “Export JSON” "
        "(or companion log export --format json) writes, not from the CSV export")
    assert bad(capsys, "import", str(plays), "--db", db, "--lang", "pl") == (
        "błąd: file: to nie jest plik dziennika rozgrywek (JSON); rozgrywki importuje się z pliku, który zapisuje "
        "„Eksportuj JSON” (lub companion log export --format json), a nie z eksportu CSV")
    cut = tmp_path / "cut.json"
    cut.write_text('{"format": "board-game-companion-playlog", "plays": [', encoding="utf-8")
    assert "file: not valid JSON (line 1, column 54)" in bad(capsys, "import", str(cut), "--db", db)  # cut JSON: where
    with PlayLog(db) as log:
        assert len(log) == 1


def test_link(capsys, db, sheets):
    run(capsys, "add", sheets["five-tribes-4p"], "--date", "2024-04-01", "--db", db)
    status, out, _ = run(capsys, "link", "1", "--db", db)
    assert status == 0 and out.startswith("bgstats://app.bgstatsapp.com/createPlay.html?data=%7B")


def test_bad_input_exits_2_with_one_line(capsys, db, sheets, tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text('{"game": "meduris", "players": [{"name": "A"}]}', encoding="utf-8")
    assert bad(capsys, "add", str(broken), "--db", db).startswith("error: players:")
    assert bad(capsys, "add", str(broken), "--db", db, "--lang", "pl").startswith("błąd: players:")
    assert "date: must be a date" in bad(capsys, "add", sheets["meduris-2p"], "--date", "tomorrow", "--db", db)
    assert "duration: must be a whole number of minutes" in bad(capsys, "add", sheets["meduris-2p"], "--duration",
                                                                 "1.5", "--db", db)
    assert "cannot read the file" in bad(capsys, "add", str(tmp_path / "missing.json"), "--db", db)
    assert "id: a play number" in bad(capsys, "show", "abc", "--db", db)
    run(capsys, "add", sheets["meduris-2p"], "--date", "2024-01-01", "--db", db)
    assert "already in the log as play 1" in bad(capsys, "add", sheets["meduris-2p"], "--date", "2024-01-01", "--db", db)
    assert "file: cannot read the file" in bad(capsys, "import", str(tmp_path / "missing.json"), "--db", db)
    assert "format: not a play-log export" in bad(capsys, "import", sheets["meduris-2p"], "--db", db)
    notes = tmp_path / "notes.txt"
    notes.write_text("not a database " * 50, encoding="utf-8")
    assert "not a play log" in bad(capsys, "list", "--db", str(notes))
    with PlayLog(db) as log:
        assert len(log) == 1


def test_log_add_and_list_do_not_import_heavy_libraries(tmp_path):
    code = ("import sys; from companion.cli import main; "
            f"main(['log', 'add', {str(EXAMPLES / 'meduris-2p.json')!r}, '--db', {str(tmp_path / 'l.sqlite3')!r}]); "
            f"main(['log', 'list', '--db', {str(tmp_path / 'l.sqlite3')!r}]); "
            "heavy = [m for m in ('pandas', 'sympy', 'ipywidgets', 'matplotlib', 'numpy') if m in sys.modules]; "
            "sys.stderr.write(repr(heavy))")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=REPO)
    assert proc.returncode == 0
    assert proc.stderr.strip() == "[]"


def test_help_lists_the_log_commands(capsys):
    with pytest.raises(SystemExit):
        main(["log", "--help"])
    out = capsys.readouterr().out
    for command in ("add", "list", "show", "edit", "delete", "stats", "export", "import", "link"):
        assert command in out


def test_polish_statistics_use_polish_numbers(capsys, night, log_path):
    status, out, _ = run(capsys, "stats", "--game", "meduris", "--table", "players", "--lang", "pl", "--db", str(log_path))
    assert status == 0 and out.startswith("Według gry i gracza")
    # Ann in Meduris: 68 and 59 → average 63,5 (decimal comma); one shared win of two plays → 50%
    ann = next(line for line in out.splitlines() if " Ann " in line)
    assert ann.split() == ["Meduris", "Ann", "2", "1", "1", "50%", "63,5", "68"]


def test_link_with_an_entered_bgg_id(capsys, db, sheets):
    run(capsys, "add", sheets["meduris-2p"], "--date", "2024-04-01", "--db", db)
    status, out, _ = run(capsys, "link", "1", "--bgg-id", "4242", "--db", db)
    assert status == 0 and '"bggId":4242' in urllib.parse.unquote(out)
    assert bad(capsys, "link", "1", "--bgg-id", "x", "--db", db) == (
        "error: --bgg-id: A BoardGameGeek id is a whole number from 1 to 100000000.")
