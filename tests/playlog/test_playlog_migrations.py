"""Layout versions: a version-1 file (tests/playlog/data/playlog-v1.sql, written by hand) opens, is
backed up, migrated to the latest layout in one step, and reads, searches and scores as before."""
from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from companion.errors import DuplicatePlay, PlayLogError
from companion.playlog import PlayLog, schema
from support import example

V1_SQL = Path(__file__).parent / "data" / "playlog-v1.sql"


def make_v1(path: Path) -> Path:
    conn = sqlite3.connect(path)
    conn.executescript(V1_SQL.read_text(encoding="utf-8"))
    conn.close()
    return path


def _pragmas(path: Path) -> tuple[int, int]:
    conn = sqlite3.connect(path)
    try:
        return (conn.execute("PRAGMA application_id").fetchone()[0], conn.execute("PRAGMA user_version").fetchone()[0])
    finally:
        conn.close()


def test_there_is_a_layout_after_version_1():
    assert schema.LATEST >= 2          # this test is about migrating, so there is a newer layout


def test_a_v1_file_is_migrated(tmp_path):
    path = make_v1(tmp_path / "old.sqlite3")
    assert _pragmas(path) == (schema.APPLICATION_ID, 1)
    with PlayLog(path) as log:
        assert log.version == schema.LATEST
        assert log.integrity_check() == "ok"
        plays = log.search()
        assert [p.id for p in plays] == [1, 2]
        assert plays[0].totals == {"Blue": 68, "Purple": 73} and plays[0].winners == ("Purple",)
        assert plays[0].note == "before the migration" and plays[0].duration == 60
        assert plays[1].winners == ("Ann", "Bob")
        # version 2 moved the points per category into play_scores, in the game's order
        assert list(plays[0].player("Blue").categories.items()) == [("track", 47), ("temples", 6), ("rune_stones", 15)]
        assert dict(plays[1].player("Bob").categories) == {"track": 53, "temples": 6, "rune_stones": 0}
        # ... and fingerprinted the old plays: the same sheet on the same day is recognised
        with pytest.raises(DuplicatePlay) as err:
            log.add(example("meduris-2p"), date="2023-11-18")
        assert err.value.params["play"] == 1
        assert [p.id for p in log.search(player="purple")] == [1]
        new = log.add(example("meduris-2p"), date="2023-12-02")
        assert new.id == 3 and new.totals == {"Blue": 68, "Purple": 73}
        log.edit(2, note="edited after the migration")
        log.delete(1)
        assert [p.id for p in log.search()] == [2, 3]
    assert _pragmas(path) == (schema.APPLICATION_ID, schema.LATEST)


def test_a_backup_is_taken_before_migrating(tmp_path):
    path = make_v1(tmp_path / "old.sqlite3")
    with PlayLog(path) as log:
        backup = log.backup_path
    assert backup == tmp_path / "old.sqlite3.v1.bak"
    assert _pragmas(backup) == (schema.APPLICATION_ID, 1)
    conn = sqlite3.connect(backup)
    assert conn.execute("SELECT id, note FROM plays ORDER BY id").fetchall() == [(1, "before the migration"), (2, "")]
    conn.close()
    # a second old file migrated beside it does not overwrite the first backup
    make_v1(tmp_path / "old2.sqlite3")
    (tmp_path / "old2.sqlite3").replace(path)
    with PlayLog(path) as log:
        assert log.backup_path == tmp_path / "old.sqlite3.v1.2.bak"


def test_a_new_file_gets_the_latest_layout_without_backup(tmp_path):
    path = tmp_path / "new.sqlite3"
    with PlayLog(path) as log:
        assert log.version == schema.LATEST
        assert log.backup_path is None
    assert _pragmas(path) == (schema.APPLICATION_ID, schema.LATEST)
    assert sorted(p.name for p in tmp_path.iterdir() if p.suffix == ".bak") == []


def test_a_failed_migration_leaves_the_file_at_its_version(tmp_path, monkeypatch):
    path = make_v1(tmp_path / "old.sqlite3")

    def broken(conn):
        conn.execute("ALTER TABLE plays ADD COLUMN fingerprint TEXT")
        raise sqlite3.OperationalError("disk I/O error (simulated)")

    monkeypatch.setattr(schema, "MIGRATIONS", (schema.MIGRATIONS[0], broken))
    with pytest.raises(PlayLogError):
        PlayLog(path)
    assert _pragmas(path) == (schema.APPLICATION_ID, 1)
    conn = sqlite3.connect(path)
    assert "fingerprint" not in [row[1] for row in conn.execute("PRAGMA table_info(plays)")]   # rolled back
    conn.close()
    monkeypatch.undo()
    with PlayLog(path) as log:
        assert log.version == schema.LATEST and len(log) == 2


def test_every_step_is_listed_once_in_order():
    assert [step.__name__ for step in schema.MIGRATIONS] == [f"_v{i}" for i in range(1, schema.LATEST + 1)]
