"""The play log's SQLite layout and its migrations.

A play-log file is an SQLite database marked with ``PRAGMA application_id`` = :data:`APPLICATION_ID`
(so a database of another program is recognised and left alone) and ``PRAGMA user_version`` = the
number of migration steps applied. :data:`MIGRATIONS` lists the steps in order: step ``i`` brings a
file from version ``i`` to ``i + 1`` (version 0 is a new, empty file). :func:`migrate` runs the missing
steps inside the caller's transaction, so a file is either fully migrated or untouched.

Versions:
    1. ``plays`` (date, game, whole sheet and result as JSON, tie-break text per language, duration,
       note) and ``play_players`` (seat, name, total, rank).
    2. ``plays.fingerprint`` (duplicate detection on import), ``plays.updated_at``, and ``play_scores``
       (points per player and scoring category, read by the statistics), both filled in from the
       version-1 rows.

Example (a new in-memory log migrated to the latest version):

    >>> import sqlite3
    >>> conn = sqlite3.connect(":memory:", isolation_level=None)
    >>> migrate(conn, 0)
    2
    >>> conn.execute("PRAGMA user_version").fetchone()[0] == LATEST
    True
"""
from __future__ import annotations

import hashlib
import json
import sqlite3
from typing import Any, Callable, Mapping

#: ``PRAGMA application_id`` of a play-log file ("BGCL" in ASCII: Board Game Companion Log).
APPLICATION_ID = 0x4247434C


def fingerprint(game: str, date: str, sheet: Mapping[str, Any]) -> str:
    """The identity of a play for duplicate detection: SHA-256 of its game, ISO date and sheet.

    The note, duration and ids do not count: the same game on the same day with the same sheet is the
    same play.

    >>> a = fingerprint("meduris", "2024-03-01", {"game": "meduris", "players": []})
    >>> len(a), a == fingerprint("meduris", "2024-03-02", {"game": "meduris", "players": []})
    (64, False)
    """
    text = json.dumps({"game": game, "date": date, "sheet": sheet}, sort_keys=True, ensure_ascii=False,
                      separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _v1(conn: sqlite3.Connection) -> None:
    """Version 1: plays and their players."""
    conn.execute("""
        CREATE TABLE plays (
            id INTEGER PRIMARY KEY,
            played_on TEXT NOT NULL,            -- ISO date, YYYY-MM-DD
            game TEXT NOT NULL,                 -- game id (companion.games.GAMES)
            sheet TEXT NOT NULL,                -- the whole score sheet, JSON
            result TEXT NOT NULL,               -- ScoreResult.to_dict("en"), JSON
            tie_break TEXT NOT NULL,            -- {"en": ..., "pl": ...}, JSON
            duration INTEGER,                   -- minutes, NULL when not given
            note TEXT NOT NULL DEFAULT '',
            created_at TEXT NOT NULL            -- UTC, ISO 8601
        )""")
    conn.execute("""
        CREATE TABLE play_players (
            play_id INTEGER NOT NULL REFERENCES plays(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,              -- 0-based position on the sheet
            name TEXT NOT NULL,
            total INTEGER NOT NULL,
            rank INTEGER NOT NULL,              -- 1 = winner; tied players share a rank
            PRIMARY KEY (play_id, seat)
        )""")
    conn.execute("CREATE INDEX plays_game_date ON plays (game, played_on)")
    conn.execute("CREATE INDEX play_players_name ON play_players (name)")


def _v2(conn: sqlite3.Connection) -> None:
    """Version 2: fingerprints, edit times, and per-category points in their own table."""
    conn.execute("ALTER TABLE plays ADD COLUMN fingerprint TEXT")
    conn.execute("ALTER TABLE plays ADD COLUMN updated_at TEXT")
    conn.execute("""
        CREATE TABLE play_scores (
            play_id INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            category TEXT NOT NULL,             -- the scorer's category key, e.g. "rune_stones"
            position INTEGER NOT NULL,          -- the category's place in the game's order
            points INTEGER NOT NULL,
            PRIMARY KEY (play_id, seat, category),
            FOREIGN KEY (play_id, seat) REFERENCES play_players (play_id, seat) ON DELETE CASCADE
        )""")
    rows = conn.execute("SELECT id, game, played_on, sheet, result FROM plays").fetchall()
    for play_id, game, played_on, sheet, result in rows:
        conn.execute("UPDATE plays SET fingerprint = ? WHERE id = ?",
                     (fingerprint(game, played_on, json.loads(sheet)), play_id))
        for seat, player in enumerate(json.loads(result)["players"]):
            conn.executemany(
                "INSERT INTO play_scores (play_id, seat, category, position, points) VALUES (?, ?, ?, ?, ?)",
                [(play_id, seat, key, i, points) for i, (key, points) in enumerate(player["categories"].items())])
    conn.execute("CREATE INDEX plays_fingerprint ON plays (fingerprint)")


#: The migration steps in order; ``MIGRATIONS[i]`` takes a file from version ``i`` to ``i + 1``.
MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_v1, _v2)

#: The version a file has after every step.
LATEST = len(MIGRATIONS)


def migrate(conn: sqlite3.Connection, version: int) -> int:
    """Apply the steps after ``version`` to ``conn`` and set ``user_version`` and ``application_id``.

    The caller opens and commits the transaction (SQLite changes the layout transactionally).

    Args:
        conn: an open connection.
        version: the file's current ``user_version`` (0 … :data:`LATEST`).
    Returns:
        The new version (:data:`LATEST`).
    """
    for step in MIGRATIONS[version:]:
        step(conn)
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute(f"PRAGMA user_version = {LATEST}")
    return LATEST
