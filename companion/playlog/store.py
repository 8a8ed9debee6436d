"""The play log: finished games saved in an SQLite file, scored by the game's own scorer.

A play is a date, the whole score sheet, what the scorer made of it (totals, ranks, the tie-break in
words), an optional duration in minutes and a note. :class:`PlayLog` adds, reads, searches, edits (an
edit scores the sheet again) and deletes plays; every write is one transaction, so a crash leaves
either the whole play or nothing. The file is in WAL mode with a busy timeout, so two programs (two
browser tabs, the page and the command line) can save at the same time.

Where the file is: the ``path`` argument, else ``$COMPANION_PLAYLOG``, else
``playlog.sqlite3`` in the user's data directory (:func:`default_path`, via :mod:`platformdirs`).

Example:

    >>> log = PlayLog(":memory:")
    >>> sheet = {"game": "meduris", "players": [
    ...     {"name": "Ann", "track": 40, "rune_stones": 2, "temples": [[1, 2]], "huts_built": 6, "resources_left": 1},
    ...     {"name": "Bob", "track": 38, "rune_stones": 3, "temples": [], "huts_built": 5, "resources_left": 0}]}
    >>> play = log.add(sheet, date="2024-05-01", note="first game")
    >>> play.id, play.totals, play.winners
    (1, {'Ann': 46, 'Bob': 44}, ('Ann',))
    >>> [p.id for p in log.search(player="bob")]
    [1]
    >>> log.edit(1, note="rematch soon").note
    'rematch soon'
    >>> log.delete(1); len(log)
    0
"""
from __future__ import annotations

import datetime as dt
import json
import os
import sqlite3
import unicodedata
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Mapping, Sequence

from companion.errors import DuplicatePlay, InvalidPlay, InvalidScoreSheet, PlayLogError, PlayNotFound
from companion.i18n import LANGUAGES, N_
from companion.playlog import schema

#: Application name of the data directory (:func:`platformdirs.user_data_dir`).
APP_NAME = "board-game-companion"
#: File name of the play log inside the data directory.
FILE_NAME = "playlog.sqlite3"
#: Environment variable naming another play-log file.
ENV_VAR = "COMPANION_PLAYLOG"
#: Longest accepted note, in characters.
MAX_NOTE = 10_000
#: Longest accepted duration, in minutes (a week: longer is a typing slip).
MAX_DURATION = 7 * 24 * 60
#: Seconds a write waits for another program's write to finish before reporting the log busy.
BUSY_TIMEOUT = 10.0

_SQLITE_HEADER = b"SQLite format 3\x00"


class _Unchanged:
    def __repr__(self) -> str:
        return "UNCHANGED"


#: Default of :meth:`PlayLog.edit`'s arguments: keep the stored value.
UNCHANGED: Any = _Unchanged()


def default_path() -> Path:
    """The play-log file used when none is given: ``$COMPANION_PLAYLOG`` if set, else
    ``<user data dir>/playlog.sqlite3`` (``~/.local/share/board-game-companion/`` on Linux)."""
    env = os.environ.get(ENV_VAR, "").strip()
    if env:
        return Path(env).expanduser()
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / FILE_NAME


@dataclass(frozen=True)
class PlayerResult:
    """One player's line of a logged play.

    Attributes:
        name: the name on the sheet.
        total: victory points.
        rank: 1 = winner (after the game's tie-breaks); tied players share a rank.
        categories: scoring category key → points, in the game's order (e.g. ``{"track": 47, ...}``).
    """

    name: str
    total: int
    rank: int
    categories: Mapping[str, int] = field(default_factory=dict)

    @property
    def won(self) -> bool:
        """True for a winner, including a shared win."""
        return self.rank == 1


@dataclass(frozen=True)
class Play:
    """One logged play (read from the log; change it with :meth:`PlayLog.edit`).

    Attributes:
        id: the play's number in the log.
        date: the day it was played.
        game: game id (``"meduris"`` …).
        sheet: the whole score sheet as saved.
        players: one :class:`PlayerResult` per player, in sheet order.
        tie_break: language → the tie-break applied, in words (``tie_break_text(lang)``).
        duration: minutes, or ``None``.
        note: free text ("" when none).
        created, updated: UTC times of saving and of the last edit (ISO 8601; ``updated`` may be ``None``).
    """

    id: int
    date: dt.date
    game: str
    sheet: Mapping[str, Any]
    players: tuple[PlayerResult, ...]
    tie_break: Mapping[str, str]
    duration: int | None = None
    note: str = ""
    created: str = ""
    updated: str | None = None

    @property
    def winners(self) -> tuple[str, ...]:
        """Names of the players ranked 1 (more than one when the win is shared)."""
        return tuple(p.name for p in self.players if p.won)

    @property
    def totals(self) -> dict[str, int]:
        """Player name → total victory points."""
        return {p.name: p.total for p in self.players}

    def player(self, name: str) -> PlayerResult:
        """The line of the player called ``name`` (:class:`KeyError` if absent)."""
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    def tie_break_text(self, lang: str = "en") -> str:
        """The tie-break applied, in words, in ``lang`` (English if the log has no text in ``lang``)."""
        return self.tie_break.get(lang) or self.tie_break.get("en", "")

    def result(self):
        """Score the stored sheet again: a full :class:`~companion.result.ScoreResult` (explanations in
        any language, chart, table).

        Raises:
            InvalidScoreSheet: the scorer no longer accepts the stored sheet.
        """
        from companion.games import score_sheet

        return score_sheet(self.sheet)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready record (the entries of ``companion log export --format json``)."""
        return {
            "id": self.id,
            "date": self.date.isoformat(),
            "game": self.game,
            "players": [{"name": p.name, "total": p.total, "rank": p.rank, "categories": dict(p.categories)}
                        for p in self.players],
            "winners": list(self.winners),
            "tie_break": dict(self.tie_break),
            "duration": self.duration,
            "note": self.note,
            "sheet": self.sheet,
            "created": self.created,
            "updated": self.updated,
        }


@dataclass(frozen=True)
class _Prepared:
    """A play checked and scored, ready to be written."""

    date: str
    game: str
    sheet: dict[str, Any]
    sheet_json: str
    result: Any
    duration: int | None
    note: str
    fingerprint: str


@dataclass(frozen=True)
class ImportReport:
    """What an import did.

    Attributes:
        added: ids of the plays added, in file order.
        skipped: ``(index in the file, id of the play already in the log)`` for each duplicate.
    """

    added: tuple[int, ...]
    skipped: tuple[tuple[int, int], ...]


# --- checking the fields of a play ------------------------------------------------------------------


def check_date(value: Any, field_name: str = "date") -> dt.date:
    """A play's date from a :class:`datetime.date`, a :class:`datetime.datetime` (its day) or ISO text
    ``YYYY-MM-DD``; ``None`` means today.

    Raises:
        InvalidPlay: anything else, or a day that does not exist (field ``field_name``).

    >>> check_date("2024-02-29")
    datetime.date(2024, 2, 29)
    """
    if value is None:
        return dt.date.today()
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    if isinstance(value, str):
        text = value.strip()
        if len(text) == 10 and text[4] == "-" and text[7] == "-" and text.replace("-", "").isdigit():
            try:
                return dt.date.fromisoformat(text)
            except ValueError:
                pass
    raise InvalidPlay(field_name, N_("must be a date written YYYY-MM-DD, e.g. 2024-05-31; got {value!r}"),
                      value=value if isinstance(value, str) else type(value).__name__)


def check_duration(value: Any, field_name: str = "duration") -> int | None:
    """A play's duration in whole minutes (0 … :data:`MAX_DURATION`), from a number or digits;
    ``None`` or blank text means not given.

    Raises:
        InvalidPlay: not a whole number of minutes, negative, or longer than a week.

    >>> check_duration("45"), check_duration(None)
    (45, None)
    """
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    if isinstance(value, str) and value.strip().isascii() and value.strip().lstrip("-").isdigit():
        value = int(value.strip())                   # "-5" is a whole number, refused below as out of range
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidPlay(field_name, N_("must be a whole number of minutes; got {value!r}"),
                          value=value if isinstance(value, str) else type(value).__name__)
    if not 0 <= value <= MAX_DURATION:
        raise InvalidPlay(field_name, N_("must be between 0 and {limit} minutes"), limit=MAX_DURATION)
    return value


def check_note(value: Any, field_name: str = "note") -> str:
    """A play's note: text of at most :data:`MAX_NOTE` characters (``None`` → ``""``).

    Raises:
        InvalidPlay: not text, or too long.
    """
    if value is None:
        return ""
    if not isinstance(value, str):
        raise InvalidPlay(field_name, N_("must be text"))
    if len(value) > MAX_NOTE:
        raise InvalidPlay(field_name, N_("must be at most {limit} characters long"), limit=MAX_NOTE)
    return value


def check_id(value: Any, field_name: str = "id") -> int:
    """A play id: a whole number ≥ 1 (or its digits).

    Raises:
        InvalidPlay: anything else.
    """
    if isinstance(value, str) and value.strip().isascii() and value.strip().lstrip("-").isdigit():
        value = int(value.strip())                   # "-5" is a whole number, refused below as out of range
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise InvalidPlay(field_name, N_("a play number is a whole number from 1; got {value!r}"),
                          value=value if isinstance(value, (str, int)) else type(value).__name__)
    return value


def prepare(sheet: Any, date: Any = None, duration: Any = None, note: Any = None) -> _Prepared:
    """Check a play's fields and score its sheet (nothing is written).

    Args:
        sheet: a mapping, JSON text or bytes, or a path (:func:`companion.sheets.load`).
        date, duration, note: as :func:`check_date`, :func:`check_duration`, :func:`check_note`.
    Raises:
        InvalidScoreSheet: the sheet cannot be read or scored (the field and the broken limit named).
        InvalidPlay: a bad date, duration or note.
    """
    from companion import games, sheets

    loaded = sheets.load(sheet)
    try:   # stored as JSON: what is scored is exactly what is stored and read back
        sheet_json = json.dumps(loaded, ensure_ascii=False, allow_nan=False)
        loaded = json.loads(sheet_json)
    except (TypeError, ValueError) as exc:
        raise InvalidScoreSheet("sheet", N_("holds a value that is not JSON data: {detail}"), detail=str(exc)) from None
    result = games.score_sheet(loaded)
    day = check_date(date).isoformat()
    return _Prepared(day, result.game, loaded, sheet_json, result, check_duration(duration), check_note(note),
                     schema.fingerprint(result.game, day, loaded))


# --- the log ----------------------------------------------------------------------------------------


class PlayLog:
    """The play log in one SQLite file (see the module docstring).

    Args:
        path: the file (created with its folder if missing, unless ``create`` is false); ``":memory:"`` for a
            log that lives only in this object; ``None`` for :func:`default_path`.
        timeout: seconds a write waits for another program's write before :class:`PlayLogError`.
        create: False to only open an existing file (a command that only reads the log): a missing file is
            refused and nothing is created, not even its folder.

    Raises:
        PlayLogError: the file is not an SQLite database, is another program's database, was made by
            a newer version of this program, is damaged, cannot be created, or is missing and ``create`` is
            false. The file is not changed.

    Before a migration the old file is copied beside it as ``<name>.v<version>.bak``.
    One object is used from one thread; open one per thread or process.
    """

    def __init__(self, path: str | os.PathLike[str] | None = None, *, timeout: float = BUSY_TIMEOUT,
                 create: bool = True) -> None:
        self.memory = str(path) == ":memory:"
        self.path: Path | None = None if self.memory else Path(path).expanduser() if path else default_path()
        self.timeout = timeout
        self.create = create
        #: the copy of the file taken before this object migrated it (``None``: no migration was needed)
        self.backup_path: Path | None = None
        self._conn = self._open()

    # -- opening, migrating, transactions

    def _where(self) -> str:
        return ":memory:" if self.path is None else str(self.path)

    def _open(self) -> sqlite3.Connection:
        if self.path is not None:
            self._check_file()
        try:
            conn = sqlite3.connect(self._where(), timeout=self.timeout, isolation_level=None)
        except sqlite3.Error as exc:
            raise PlayLogError(N_("cannot open the play log {file}: {detail}"), file=self._where(),
                               detail=str(exc)) from None
        self._conn = conn
        try:
            with self._guard():
                conn.create_function("casefold", 1, _casefold, deterministic=True)
                conn.execute(f"PRAGMA busy_timeout = {int(self.timeout * 1000)}")
                version = self._check_owner(conn)
                if self.path is not None and version:
                    check = conn.execute("PRAGMA quick_check(1)").fetchone()[0]
                    if check != "ok":
                        raise PlayLogError(N_("the play log {file} is damaged ({detail}); it was left as it is"),
                                           file=self._where(), detail=check)
                conn.execute("PRAGMA foreign_keys = ON")
                if self.path is not None:
                    conn.execute("PRAGMA journal_mode = WAL")
                if version < schema.LATEST:
                    if version and self.path is not None:
                        self._backup(conn, version)
                    with self._transaction():
                        # another program may have migrated the file while this one waited for the lock
                        current = conn.execute("PRAGMA user_version").fetchone()[0]
                        if current < schema.LATEST:
                            schema.migrate(conn, current)
        except BaseException:
            conn.close()
            raise
        return conn

    def _check_file(self) -> None:
        """Refuse a file that is not an SQLite database before SQLite touches it, or a missing file when
        :attr:`create` is false; create the folder."""
        path = self.path
        try:
            if path.is_dir():
                raise PlayLogError(N_("the play log {file} is a folder, not a file"), file=str(path))
            if path.exists():
                with path.open("rb") as fh:
                    head = fh.read(len(_SQLITE_HEADER))
                if head and head != _SQLITE_HEADER:
                    raise PlayLogError(N_("{file} is not a play log (not an SQLite database); it was left as it is"),
                                       file=str(path))
            elif not self.create:
                raise PlayLogError(N_("there is no play log {file}: it is made when the first play is saved"),
                                   file=str(path))
            else:
                path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise PlayLogError(N_("cannot open the play log {file}: {detail}"), file=str(path),
                               detail=exc.strerror or str(exc)) from None

    def _check_owner(self, conn: sqlite3.Connection) -> int:
        """Return the file's version; refuse another program's database or a newer layout."""
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if app_id != schema.APPLICATION_ID:
            has_tables = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
            if app_id or version or has_tables:
                raise PlayLogError(N_("{file} is another program's database, not a play log; it was left as it is"),
                                   file=self._where())
        if version > schema.LATEST:
            raise PlayLogError(N_("the play log {file} was written by a newer version of Board Game Companion "
                                  "(layout {version}; this one reads up to {latest}); update the program"),
                               file=self._where(), version=version, latest=schema.LATEST)
        return version

    def _backup(self, conn: sqlite3.Connection, version: int) -> Path:
        """Copy the file (a consistent snapshot, through SQLite's backup API) before migrating it."""
        target = self.path.with_name(f"{self.path.name}.v{version}.bak")
        n = 1
        while target.exists():
            n += 1
            target = self.path.with_name(f"{self.path.name}.v{version}.{n}.bak")
        copy = sqlite3.connect(str(target))
        try:
            conn.backup(copy)
        finally:
            copy.close()
        self.backup_path = target
        return target

    @contextmanager
    def _guard(self) -> Iterator[None]:
        """Turn SQLite's errors into :class:`PlayLogError` naming the file."""
        try:
            yield
        except sqlite3.OperationalError as exc:
            text = str(exc)
            if "locked" in text or "busy" in text:
                raise PlayLogError(N_("the play log {file} is busy: another program is writing to it; try again"),
                                   file=self._where()) from None
            if "readonly" in text or "read-only" in text:
                raise PlayLogError(N_("the play log {file} cannot be written (read-only)"), file=self._where()) from None
            raise PlayLogError(N_("cannot use the play log {file}: {detail}"), file=self._where(), detail=text) from None
        except sqlite3.DatabaseError as exc:
            raise PlayLogError(N_("the play log {file} is damaged ({detail}); it was left as it is"),
                               file=self._where(), detail=str(exc)) from None

    @contextmanager
    def _transaction(self, write: bool = True) -> Iterator[sqlite3.Connection]:
        """One transaction (``BEGIN IMMEDIATE`` for writes: the write lock is taken at once)."""
        conn = self._conn
        with self._guard():
            conn.execute("BEGIN IMMEDIATE" if write else "BEGIN")
            try:
                yield conn
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")

    def close(self) -> None:
        """Close the file (the object cannot be used afterwards)."""
        self._conn.close()

    def __enter__(self) -> "PlayLog":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    @property
    def version(self) -> int:
        """The file's layout version (``PRAGMA user_version``)."""
        with self._guard():
            return self._conn.execute("PRAGMA user_version").fetchone()[0]

    def integrity_check(self) -> str:
        """SQLite's ``PRAGMA integrity_check``: ``"ok"`` for a sound file, else the first problems."""
        with self._guard():
            return "\n".join(row[0] for row in self._conn.execute("PRAGMA integrity_check"))

    # -- writing

    def _insert(self, conn: sqlite3.Connection, play: _Prepared) -> int:
        result = play.result
        tie_break = {lang: result.tie_break_text(lang) for lang in LANGUAGES}
        cur = conn.execute(
            "INSERT INTO plays (played_on, game, sheet, result, tie_break, duration, note, created_at, fingerprint)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (play.date, play.game, play.sheet_json, json.dumps(result.to_dict("en"), ensure_ascii=False),
             json.dumps(tie_break, ensure_ascii=False), play.duration, play.note, _now(), play.fingerprint))
        play_id = cur.lastrowid
        self._insert_players(conn, play_id, result)
        return play_id

    @staticmethod
    def _insert_players(conn: sqlite3.Connection, play_id: int, result: Any) -> None:
        conn.executemany("INSERT INTO play_players (play_id, seat, name, total, rank) VALUES (?, ?, ?, ?, ?)",
                         [(play_id, seat, p.name, p.total, p.rank) for seat, p in enumerate(result.players)])
        conn.executemany(
            "INSERT INTO play_scores (play_id, seat, category, position, points) VALUES (?, ?, ?, ?, ?)",
            [(play_id, seat, key, i, points) for seat, p in enumerate(result.players)
             for i, (key, points) in enumerate(p.categories.items())])

    def _duplicate_of(self, conn: sqlite3.Connection, fingerprint: str, exclude: int | None = None) -> int | None:
        row = conn.execute("SELECT id FROM plays WHERE fingerprint = ? AND id IS NOT ? ORDER BY id LIMIT 1",
                           (fingerprint, exclude)).fetchone()
        return row[0] if row else None

    def add(self, sheet: Any, *, date: Any = None, note: Any = "", duration: Any = None,
            allow_duplicate: bool = False) -> Play:
        """Score ``sheet`` and save the play.

        Args:
            sheet: the score sheet (mapping, JSON text, or path); its ``game`` says which scorer is used.
            date: the day played (``date`` or ``"YYYY-MM-DD"``; default today).
            note: free text; duration: minutes or ``None``.
            allow_duplicate: save even if the same game, date and sheet is already logged.
        Returns:
            The saved :class:`Play`.
        Raises:
            InvalidScoreSheet: the sheet is invalid (nothing stored).
            InvalidPlay: a bad date, duration or note (nothing stored).
            DuplicatePlay: already logged (unless ``allow_duplicate``).
            PlayLogError: the file cannot be written.
        """
        play = prepare(sheet, date, duration, note)
        with self._transaction() as conn:
            existing = None if allow_duplicate else self._duplicate_of(conn, play.fingerprint)
            if existing is not None:
                raise DuplicatePlay(N_("this play is already in the log as play {play} (same game, date and scores)"),
                                    play=existing)
            play_id = self._insert(conn, play)
            return self._read(conn, "p.id = ?", (play_id,))[0]

    def edit(self, play_id: int, *, sheet: Any = UNCHANGED, date: Any = UNCHANGED, note: Any = UNCHANGED,
             duration: Any = UNCHANGED) -> Play:
        """Change a play; the sheet (new or stored) is scored again, so totals, ranks and tie-break follow.

        Arguments left :data:`UNCHANGED` keep their stored value; ``note=None`` / ``duration=None`` clear it.

        Returns:
            The play as stored now.
        Raises:
            PlayNotFound: no play ``play_id``.
            InvalidScoreSheet, InvalidPlay: a bad new value (nothing changed).
        """
        play_id = check_id(play_id)
        with self._transaction() as conn:
            old = self._read(conn, "p.id = ?", (play_id,))
            if not old:
                raise PlayNotFound(N_("there is no play {play} in the log"), play=play_id)
            old_play = old[0]
            new = prepare(old_play.sheet if sheet is UNCHANGED else sheet,
                          old_play.date if date is UNCHANGED else date,
                          old_play.duration if duration is UNCHANGED else duration,
                          old_play.note if note is UNCHANGED else note)
            result = new.result
            tie_break = {lang: result.tie_break_text(lang) for lang in LANGUAGES}
            conn.execute(
                "UPDATE plays SET played_on = ?, game = ?, sheet = ?, result = ?, tie_break = ?, duration = ?,"
                " note = ?, fingerprint = ?, updated_at = ? WHERE id = ?",
                (new.date, new.game, new.sheet_json, json.dumps(result.to_dict("en"), ensure_ascii=False),
                 json.dumps(tie_break, ensure_ascii=False), new.duration, new.note, new.fingerprint, _now(), play_id))
            conn.execute("DELETE FROM play_players WHERE play_id = ?", (play_id,))
            self._insert_players(conn, play_id, result)
            return self._read(conn, "p.id = ?", (play_id,))[0]

    def delete(self, play_id: int) -> None:
        """Delete play ``play_id`` with its players and points.

        Raises:
            PlayNotFound: no such play.
        """
        play_id = check_id(play_id)
        with self._transaction() as conn:
            if conn.execute("DELETE FROM plays WHERE id = ?", (play_id,)).rowcount == 0:
                raise PlayNotFound(N_("there is no play {play} in the log"), play=play_id)

    def import_plays(self, entries: Sequence[Mapping[str, Any]]) -> ImportReport:
        """Add plays given as records (``{"date", "sheet", "duration"?, "note"?, "game"?}``, e.g. the
        entries of an export), skipping those already logged: importing the same file twice adds nothing.

        Every entry is checked and scored before anything is written; then all are written in one
        transaction.

        Raises:
            InvalidPlay: an entry's field is malformed or its sheet invalid, named as ``plays[i].<field>``
                (nothing imported).
        """
        from companion.playlog.exchange import prepare_entries

        prepared = prepare_entries(entries)
        added: list[int] = []
        skipped: list[tuple[int, int]] = []
        seen: dict[str, int] = {}
        with self._transaction() as conn:
            for index, play in enumerate(prepared):
                existing = self._duplicate_of(conn, play.fingerprint)
                if existing is None and play.fingerprint in seen:
                    existing = seen[play.fingerprint]
                if existing is not None:
                    skipped.append((index, existing))
                    continue
                seen[play.fingerprint] = play_id = self._insert(conn, play)
                added.append(play_id)
        return ImportReport(tuple(added), tuple(skipped))

    # -- reading

    def _read(self, conn: sqlite3.Connection, where: str, params: Sequence[Any],
              order: str = "p.played_on, p.id") -> list[Play]:
        rows = conn.execute(
            "SELECT id, played_on, game, sheet, tie_break, duration, note, created_at, updated_at FROM plays p"
            f" WHERE {where} ORDER BY {order}", params).fetchall()
        if not rows:
            return []
        ids = [r[0] for r in rows]
        marks = ",".join("?" * len(ids)) if len(ids) <= 900 else None
        subquery = marks if marks else f"SELECT p.id FROM plays p WHERE {where}"
        sub_params = ids if marks else list(params)
        players: dict[int, list[list[Any]]] = {}
        for play_id, seat, name, total, rank in conn.execute(
                f"SELECT play_id, seat, name, total, rank FROM play_players WHERE play_id IN ({subquery})"
                " ORDER BY play_id, seat", sub_params):
            players.setdefault(play_id, []).append([name, total, rank, {}])
        for play_id, seat, category, points in conn.execute(
                f"SELECT play_id, seat, category, points FROM play_scores WHERE play_id IN ({subquery})"
                " ORDER BY play_id, seat, position", sub_params):
            players[play_id][seat][3][category] = points
        return [Play(id=r[0], date=dt.date.fromisoformat(r[1]), game=r[2], sheet=json.loads(r[3]),
                     players=tuple(PlayerResult(*p) for p in players.get(r[0], [])),
                     tie_break=json.loads(r[4]), duration=r[5], note=r[6], created=r[7], updated=r[8])
                for r in rows]

    def get(self, play_id: int) -> Play:
        """The play ``play_id``.

        Raises:
            PlayNotFound: no such play.
            InvalidPlay: ``play_id`` is not a whole number ≥ 1.
        """
        play_id = check_id(play_id)
        with self._transaction(write=False) as conn:
            found = self._read(conn, "p.id = ?", (play_id,))
        if not found:
            raise PlayNotFound(N_("there is no play {play} in the log"), play=play_id)
        return found[0]

    def search(self, *, game: str | None = None, player: str | None = None, since: Any = None,
               until: Any = None, text: str | None = None, newest_first: bool = False,
               lang: str = "en") -> list[Play]:
        """The plays matching every filter given, oldest first (by date, then id).

        Args:
            game: a game id.
            player: a player's name (letter case and surrounding spaces ignored).
            since, until: first and last day included (``date`` or ``"YYYY-MM-DD"``).
            text: words each found in a player's name, the note, the date or the game's title, letter case
                and accents ignored (:func:`matches`, the app's History search too).
            newest_first: reverse the order.
            lang: the language of the game titles ``text`` is looked for in (besides English).
        Raises:
            InvalidPlay: an unknown game id or a bad date (field ``game`` / ``since`` / ``until``).
        """
        from companion.games import GAMES

        where, params = ["1"], []
        if game is not None:
            if game not in GAMES:
                raise InvalidPlay("game", N_("unknown game {game!r}; choose one of {choices}"), game=game,
                                  choices=", ".join(GAMES))
            where.append("p.game = ?")
            params.append(game)
        if player is not None and player.strip():
            where.append("EXISTS (SELECT 1 FROM play_players pp WHERE pp.play_id = p.id"
                         " AND casefold(pp.name) = ?)")
            params.append(_casefold(player))
        if since is not None:
            where.append("p.played_on >= ?")
            params.append(check_date(since, "since").isoformat())
        if until is not None:
            where.append("p.played_on <= ?")
            params.append(check_date(until, "until").isoformat())
        order = "p.played_on DESC, p.id DESC" if newest_first else "p.played_on, p.id"
        with self._transaction(write=False) as conn:
            found = self._read(conn, " AND ".join(where), params, order)
        return [p for p in found if matches(p, text, lang)] if text is not None else found

    #: Every play, oldest first (``search`` without filters takes the same filters).
    list = search

    def __len__(self) -> int:
        with self._guard():
            return self._conn.execute("SELECT count(*) FROM plays").fetchone()[0]

    def player_names(self) -> list[str]:
        """Every player name in the log, sorted (letter case ignored), each spelling once."""
        with self._guard():
            names = [r[0] for r in self._conn.execute("SELECT DISTINCT name FROM play_players")]
        return sorted(names, key=lambda n: (_casefold(n), n))


def player_key(name: str) -> str:
    """How the log tells players apart: the name trimmed and case-folded (``" Ala "`` and ``"ALA"`` are one
    player in searches, statistics and the ``sourcePlayerId`` of a BG Stats link).

    >>> player_key(" Zoë ")
    'zoë'
    """
    return name.strip().casefold()


def fold(text: str) -> str:
    """``text`` for searching: letter case, accents and the Polish ł ignored (``"Łukasz"`` → ``"lukasz"``).

    >>> fold("Łukasz Żółw"), fold("IQUAZÚ")
    ('lukasz zolw', 'iquazu')
    """
    text = text.replace("ł", "l").replace("Ł", "L")
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def matches(play: Play, query: str, lang: str = "en") -> bool:
    """True when every word of ``query`` is found (accents and case ignored) in a player's name, the note,
    the date (``2024-05``) or the game's title in ``lang`` or English: the one text search of the play log
    (:meth:`PlayLog.search`, ``companion log list --text``, the app's History search).

    >>> from types import SimpleNamespace as NS
    >>> play = NS(game="meduris", players=[NS(name="Łucja")], note="Zażółć gęślą jaźń", date=dt.date(2024, 5, 1))
    >>> matches(play, "zazolc LUCJA"), matches(play, "2024-05 meduris"), matches(play, "bob")
    (True, True, False)
    """
    from companion import games
    from companion.i18n import translate

    words = fold(query).split()
    if not words:
        return True
    title = games.title(play.game)
    haystack = fold(" ".join([*(p.name for p in play.players), play.note, play.date.isoformat(), title,
                              translate(title, lang)]))
    return all(word in haystack for word in words)


def _casefold(text: Any) -> Any:
    return player_key(text) if isinstance(text, str) else text


def _now() -> str:
    return dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds")
