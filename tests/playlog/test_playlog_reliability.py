"""The log file is never half-written or overwritten: a kill between two statements of a save loses
nothing already saved and leaves no half play; two programs saving at once both land; a file that is
not a play log (another program's database, not SQLite, damaged, newer) is refused and left as it is."""
from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import textwrap

import pytest

from companion.errors import PlayLogError
from companion.playlog import PlayLog, schema
from support import REPO, SHARED, example


def _python(code: str, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True,
                          cwd=REPO, timeout=timeout, env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"})


def _consistent(log: PlayLog) -> None:
    """Every play has all its players and their points; nothing belongs to a play that is not there."""
    conn = log._conn
    assert log.integrity_check() == "ok"
    assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
    for play in log.search():
        assert len(play.players) == len(play.sheet["players"])
        assert all(len(p.categories) == 3 for p in play.players)         # Meduris: track, temples, rune stones
    assert conn.execute("SELECT count(*) FROM plays p WHERE NOT EXISTS"
                        " (SELECT 1 FROM play_players pp WHERE pp.play_id = p.id)").fetchone() == (0,)


@pytest.mark.parametrize("statement", ["INSERT INTO play_players", "INSERT INTO play_scores", "COMMIT"])
def test_a_kill_between_statements_of_a_save_loses_nothing_saved(tmp_path, statement):
    path = tmp_path / "log.sqlite3"
    with PlayLog(path) as log:
        log.add(example("meduris-2p"), date="2024-01-01", note="saved before")
    proc = _python(f"""
        import os, signal
        from companion.playlog import PlayLog
        from companion.sheets import load
        log = PlayLog({str(path)!r})
        def kill_at(sql):
            if sql.lstrip().startswith({statement!r}):
                os.kill(os.getpid(), signal.SIGKILL)      # no cleanup, no rollback: like a killed server
        log._conn.set_trace_callback(kill_at)
        log.add(load({str(SHARED / "examples" / "meduris-2p.json")!r}), date="2024-01-02")
        print("not killed")
    """)
    assert proc.returncode == -9, proc.stderr
    assert "not killed" not in proc.stdout
    with PlayLog(path) as log:
        _consistent(log)
        assert [(p.id, p.note) for p in log.search()] == [(1, "saved before")]   # the half save is gone
        assert log.add(example("meduris-2p"), date="2024-01-02").id == 2         # and the log still works
        _consistent(log)


def test_two_programs_saving_at_once_both_land(tmp_path):
    path = tmp_path / "log.sqlite3"
    PlayLog(path).close()
    sheet = json.dumps(example("meduris-2p"))
    code = """
        import datetime as dt, json, sys
        from companion.playlog import PlayLog
        log = PlayLog(sys.argv[1])
        sheet = json.loads(sys.argv[2])
        for day in range(1, 16):
            log.add(sheet, date=dt.date(2024, int(sys.argv[3]), day), note="writer" + sys.argv[3])
    """
    procs = [subprocess.Popen([sys.executable, "-c", textwrap.dedent(code), str(path), sheet, month],
                              cwd=REPO, env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"},
                              stderr=subprocess.PIPE, text=True) for month in ("1", "2")]
    for proc in procs:
        assert proc.wait(timeout=120) == 0, proc.stderr.read()
    with PlayLog(path) as log:
        assert len(log) == 30
        assert len(log.search(text="writer1")) == 15 and len(log.search(text="writer2")) == 15
        _consistent(log)


def test_wal_mode_and_busy_timeout(tmp_path):
    with PlayLog(tmp_path / "log.sqlite3") as log:
        assert log._conn.execute("PRAGMA journal_mode").fetchone() == ("wal",)
        assert log._conn.execute("PRAGMA busy_timeout").fetchone()[0] >= 1000


def test_a_write_waits_then_reports_a_busy_log(tmp_path):
    path = tmp_path / "log.sqlite3"
    with PlayLog(path, timeout=0.2) as log:
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")                     # another program holds the write lock
        with pytest.raises(PlayLogError) as err:
            log.add(example("meduris-2p"))
        assert "busy" in err.value.message("en")
        other.execute("ROLLBACK")
        other.close()
        assert log.add(example("meduris-2p")).id == 1


def _refused(path, words: str) -> None:
    before = path.read_bytes()
    with pytest.raises(PlayLogError) as err:
        PlayLog(path)
    assert words in err.value.message("en")
    assert str(path) in err.value.message("en")
    assert err.value.message("pl") != err.value.message("en")
    assert path.read_bytes() == before                     # never overwritten
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]   # no -wal, -shm or backup left


def test_another_programs_database_is_refused(tmp_path):
    path = tmp_path / "photos.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE photos (id INTEGER PRIMARY KEY, file TEXT)")
    conn.execute("INSERT INTO photos (file) VALUES ('cat.jpg')")
    conn.commit()
    conn.close()
    _refused(path, "another program's database")


def test_a_file_that_is_not_sqlite_is_refused(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("shopping list: milk, eggs\n" * 100, encoding="utf-8")
    _refused(path, "not an SQLite database")


def test_a_log_of_a_newer_version_is_refused(tmp_path):
    path = tmp_path / "log.sqlite3"
    with PlayLog(path) as log:
        log.add(example("meduris-2p"))
        log._conn.execute(f"PRAGMA user_version = {schema.LATEST + 1}")
    _refused(path, "newer version")


def test_a_damaged_log_is_refused(tmp_path):
    path = tmp_path / "log.sqlite3"
    with PlayLog(path) as log:
        for day in range(1, 29):
            log.add(example("meduris-2p"), date=f"2024-02-{day:02d}", note="x" * 500)
    data = bytearray(path.read_bytes())
    page = 4096
    assert len(data) > 4 * page
    data[2 * page:3 * page] = b"\xa5" * page                   # a page of garbage in the middle
    path.write_bytes(bytes(data))
    _refused(path, "damaged")


def test_a_folder_is_refused(tmp_path):
    with pytest.raises(PlayLogError) as err:
        PlayLog(tmp_path)
    assert "folder" in err.value.message("en")


def test_an_empty_file_becomes_a_log(tmp_path):
    path = tmp_path / "log.sqlite3"
    path.touch()
    with PlayLog(path) as log:
        assert log.version == schema.LATEST
