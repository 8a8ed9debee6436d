"""Moving plays in and out of the log: JSON export/import, CSV export, and BG Stats links.

* JSON export (:func:`export_json`): ``{"format": "board-game-companion-playlog", "version": 1,
  "exported": <UTC time>, "plays": [<Play.to_dict()>, …]}``. Import (:func:`read_export` +
  :meth:`PlayLog.import_plays`) reads back ``date``, ``sheet``, ``duration`` and ``note`` of each entry
  and scores the sheet again; the other fields (ids, totals, ranks) are for readers of the file.
  Importing a file twice adds nothing the second time (a play is the same when game, date and sheet are).
* CSV export (:func:`export_csv`): one row per player per play, the headers in the reader's language,
  one column per scoring category.
* :func:`bgstats_link`: a ``bgstats://`` link that opens BG Stats' import dialog for one play, in the
  format BG Stats documents for other apps ("Push plays to BG Stats from other apps or websites",
  bgstatsapp.com): ``bgstats://app.bgstatsapp.com/createPlay.html?data=<URL-encoded JSON>``.
"""
from __future__ import annotations

import csv
import datetime as dt
import io
import json
import re
import urllib.parse
from typing import Any, Iterable, Mapping, Sequence

from companion.errors import InvalidPlay, InvalidScoreSheet
from companion.i18n import N_, translate
from companion.jsontext import parse_json

#: The ``format`` tag of an exported log.
FORMAT = "board-game-companion-playlog"
#: Version of the export format written; files up to this version are read.
EXPORT_VERSION = 1

#: BoardGameGeek ids sent in ``bgstats://`` links. Five Tribes: boardgamegeek.com/boardgame/157354;
#: World Wonders: shared/rules/world-wonders.md (BGG id 365258). Meduris and Iquazú: not in the sources
#: available, so never invented: the player may enter them (the app's History, ``companion log link
#: --bgg-id``); without one BG Stats matches the game by name.
BGG_IDS: dict[str, int | None] = {
    "meduris": None,
    "iquazu": None,
    "world-wonders": 365258,
    "five-tribes": 157354,
}

#: Prefix of a BG Stats import link (documented by BG Stats; the https form works too).
BGSTATS_PREFIX = "bgstats://app.bgstatsapp.com/createPlay.html?data="
#: ``sourceName`` of a ``bgstats://`` link: names the sending app; BG Stats remembers how the player matched our
#: games and players per (``sourceName``, ``sourceGameId`` / ``sourcePlayerId``), so it must never change.
BGSTATS_SOURCE = "Board Game Companion"


def export_json(plays: Iterable[Any]) -> str:
    """The plays as an export file (indented JSON text, UTF-8 characters kept)."""
    data = {
        "format": FORMAT,
        "version": EXPORT_VERSION,
        "exported": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
        "plays": [p.to_dict() for p in plays],
    }
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


#: why a file that is text but not JSON at all (the CSV export, a spreadsheet, notes) is not imported: the History
#: page's link and the command that write the file that is
NOT_AN_EXPORT = N_("it is not a play-log file (JSON); plays are imported from the file that “Export JSON” (or "
                   "companion log export --format json) writes, not from the CSV export")
_NOT_JSON = N_("not valid JSON (line {line}, column {column})")


def read_export(text: str | bytes) -> list[Mapping[str, Any]]:
    """The play entries of an export file, for :meth:`PlayLog.import_plays`.

    Raises:
        InvalidPlay: not JSON (text that does not even start like JSON, such as the CSV export:
            :data:`NOT_AN_EXPORT`), not an export of this program, a newer export version, or ``plays``
            not a list of objects (the field named: ``file``, ``format``, ``version``, ``plays``, ``plays[3]``).

    >>> try:
    ...     read_export("play,date,game\\n1,2024-05-01,Meduris\\n")
    ... except InvalidPlay as exc:
    ...     print(exc.field, exc.template == NOT_AN_EXPORT)
    file True
    """
    def problem(template: str, **params: Any) -> InvalidPlay:
        if template == _NOT_JSON and not _starts_like_json(text):
            return InvalidPlay("file", NOT_AN_EXPORT)
        return InvalidPlay("file", template, **params)

    data = parse_json(text, problem, {
        "not_text": N_("is not UTF-8 text"),
        "not_json": _NOT_JSON,
        "too_deep": N_("not a play-log export: nested too deeply or a number far too long"),
        "repeated_key": N_("the key {key!r} is given twice (line {line}, column {column})")})
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise InvalidPlay("format", N_("not a play-log export of Board Game Companion (expected {expected})"),
                          expected=json.dumps(FORMAT))
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or not 1 <= version <= EXPORT_VERSION:
        raise InvalidPlay("version", N_("must be a whole number from 1 to {limit}; got {value}"),
                          limit=EXPORT_VERSION, value=json.dumps(version))
    plays = data.get("plays")
    if not isinstance(plays, list):
        raise InvalidPlay("plays", N_("must be a list of plays"))
    for i, entry in enumerate(plays):
        if not isinstance(entry, dict):
            raise InvalidPlay(f"plays[{i}]", N_("must be an object with the play's date and sheet"))
    return plays


def _starts_like_json(text: str | bytes) -> bool:
    """True when ``text`` (UTF-8, read as far as it goes) begins, after spaces and a byte-order mark, with ``{`` or
    ``[``: a broken or cut JSON file rather than other text."""
    if isinstance(text, (bytes, bytearray)):
        text = bytes(text[:64]).decode("utf-8", "ignore")
    return text.lstrip("\ufeff \t\r\n")[:1] in ("{", "[")


def prepare_entries(entries: Sequence[Mapping[str, Any]]) -> list[Any]:
    """Check and score every entry (``{"date", "sheet", "duration"?, "note"?, "game"?}``).

    Raises:
        InvalidPlay: the first problem, named ``plays[i].<field>`` (a sheet's own field after
            ``plays[i].sheet.``, with the player's name).
    """
    from companion.playlog.store import check_date, check_duration, check_note, prepare

    out = []
    for i, entry in enumerate(entries):
        where = f"plays[{i}]"
        if not isinstance(entry, Mapping):
            raise InvalidPlay(where, N_("must be an object with the play's date and sheet"))
        for key in ("date", "sheet"):
            if key not in entry:
                raise InvalidPlay(f"{where}.{key}", N_("missing required field"))
        if not isinstance(entry["sheet"], Mapping):
            raise InvalidPlay(f"{where}.sheet", N_("must be {any_expected_labels}"), any_expected_labels=[N_("an object")])
        date = check_date(entry["date"], f"{where}.date")
        duration = check_duration(entry.get("duration"), f"{where}.duration")
        note = check_note(entry.get("note"), f"{where}.note")
        try:
            play = prepare(entry["sheet"], date, duration, note)
        except InvalidScoreSheet as exc:
            field = f"{where}.sheet" if exc.field == "sheet" else f"{where}.sheet.{exc.field}"
            if exc.player:
                field += f" ({exc.player})"
            raise InvalidPlay(field, exc.template, **exc.params) from None
        game = entry.get("game")
        if game is not None and game != play.game:
            raise InvalidPlay(f"{where}.game", N_("says {game!r} but the sheet is a {sheet_game!r} sheet"),
                              game=game, sheet_game=play.game)
        out.append(play)
    return out


def csv_rows(plays: Sequence[Any], lang: str = "en") -> tuple[list[str], list[list[Any]]]:
    """Header and rows of the CSV export: one row per player per play.

    Columns: play, date, game (title in ``lang``), player, total, rank, winner (yes/no), duration,
    note, then one column per scoring category met in ``plays`` (the game's label in ``lang``; a
    category that another game does not have is left empty).
    """
    from companion import games

    labels: dict[tuple[str, str], str] = {}
    for play in plays:
        module = games.scorer(play.game)
        for key in play.players[0].categories if play.players else ():
            labels.setdefault((play.game, key), translate(module.LABELS.get(key, key), lang))
    columns = list(dict.fromkeys(labels.values()))
    header = [translate(t, lang) for t in (N_("Play"), N_("Date"), N_("Game"), N_("Player"), N_("Total"),
                                           N_("Rank"), N_("Winner?"), N_("Duration (min)"), N_("Note"))]
    header += columns
    yes, no = translate("yes", lang), translate("no", lang)
    rows = []
    for play in plays:
        title = translate(games.title(play.game), lang)
        for p in play.players:
            cells = {labels[(play.game, k)]: v for k, v in p.categories.items()}
            rows.append([play.id, play.date.isoformat(), title, p.name, p.total, p.rank, yes if p.won else no,
                         "" if play.duration is None else play.duration, play.note,
                         *(cells.get(c, "") for c in columns)])
    return header, rows


def export_csv(plays: Sequence[Any], lang: str = "en") -> str:
    """The plays as CSV text (:func:`csv_rows`); text cells that a spreadsheet would run as a formula
    (starting ``=``, ``+``, ``-``, ``@``) get a leading ``'``."""
    from companion.result import _csv_safe

    header, rows = csv_rows(plays, lang)
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(header)
    writer.writerows([[_csv_safe(c) for c in row] for row in rows])
    return buf.getvalue()


def stats_csv(frames: Mapping[str, Any], name: str, lang: str = "en") -> str:
    """One statistics table as CSV text, headers in ``lang`` (:func:`companion.playlog.stats.labelled`),
    game ids as titles, text cells a spreadsheet would run as a formula prefixed with ``'``.

    Args:
        frames: table name → DataFrame as :func:`companion.playlog.cli.stat_frames` gives them
            (``"categories"`` → {game id: DataFrame}: one CSV with a first column naming the game).
        name: the table: ``"overall"``, ``"players"``, ``"games"``, ``"categories"`` or ``"head-to-head"``.
        lang: ``"en"`` or ``"pl"``.

    Raises:
        KeyError: ``name`` is not in ``frames``.
    """
    import pandas as pd

    from companion import games
    from companion.playlog import stats
    from companion.result import _csv_safe

    def title(game: str) -> str:
        return translate(games.title(game), lang) if game in games.GAMES else game

    if name == "categories":
        parts = []
        for game, frame in frames[name].items():
            flat = stats.labelled(frame.reset_index(), lang, game)
            flat.insert(0, translate(N_("Game"), lang), title(game))
            parts.append(flat)
        flat = pd.concat(parts, ignore_index=True) if parts else pd.DataFrame()
    else:
        flat = frames[name].reset_index()
        if "game" in flat.columns:
            flat["game"] = [title(g) for g in flat["game"]]
        flat = stats.labelled(flat, lang)
    return flat.map(_csv_safe).to_csv(index=False, lineterminator="\n")


#: the largest BoardGameGeek id accepted from a player (ids are below a million today)
MAX_BGG_ID = 10**8


#: what a BoardGameGeek id must be (the message of a refused entry)
BGG_ID_RULE = N_("A BoardGameGeek id is a whole number from 1 to {max}.")


def parse_bgg_id(text: str, field_name: str = "bgg_id") -> int | None:
    """A BoardGameGeek id as the player typed it: ``None`` for an empty entry, else a whole number from 1 to
    :data:`MAX_BGG_ID` (surrounding spaces ignored), or the address of the game's page on boardgamegeek.com
    pasted whole (the help text says to copy the number from it; the number is taken out of it).

    Raises:
        InvalidPlay: anything else (``field_name`` names the field), e.g. ``"12a"`` or ``"0"``.

    >>> parse_bgg_id(" 4242 "), parse_bgg_id("")
    (4242, None)
    >>> parse_bgg_id("https://boardgamegeek.com/boardgame/157354/five-tribes-the-djinns-of-naqala")
    157354
    """
    text = text.strip()
    if not text:
        return None
    page = _BGG_PAGE.fullmatch(text)
    if page:
        text = page.group(1)
    if not (text.isascii() and text.isdigit() and len(text) <= len(str(MAX_BGG_ID))
            and 1 <= int(text) <= MAX_BGG_ID):
        raise InvalidPlay(field_name, BGG_ID_RULE, max=MAX_BGG_ID)
    return int(text)


#: the address of a game's page on BoardGameGeek (``…boardgamegeek.com/boardgame/<id>/<name>``)
_BGG_PAGE = re.compile(r"(?:https?://)?(?:www\.)?boardgamegeek\.com/boardgame(?:expansion)?/(\d+)(?:[/?#]\S*)?",
                       re.IGNORECASE)


def bgg_id_of(game: str, entered: Any = None) -> int | None:
    """The BoardGameGeek id of ``game``: :data:`BGG_IDS` when known, else the one the player ``entered``
    (a whole number from 1 to :data:`MAX_BGG_ID`; anything else counts as none).

    >>> bgg_id_of("five-tribes", 5), bgg_id_of("meduris", 123), bgg_id_of("meduris", "x")
    (157354, 123, None)
    """
    known = BGG_IDS.get(game)
    if known:
        return known
    if isinstance(entered, int) and not isinstance(entered, bool) and 1 <= entered <= MAX_BGG_ID:
        return entered
    return None


def bgstats_data(play: Any, bgg_id: Any = None) -> dict[str, Any]:
    """The JSON object BG Stats reads from a ``createPlay`` link, for ``play`` (a
    :class:`~companion.playlog.store.Play`).

    Fields (BG Stats' documented names; the first three are the ones it requires):

    * ``sourceName``: :data:`BGSTATS_SOURCE`; ``sourcePlayId``: the play's identity in this log (its time of
      saving and its number, so an edited play keeps it and a second log's play 1 is another play);
      ``playDate`` (``"YYYY-MM-DD 00:00:00"``: the log keeps the day only);
    * ``durationMin`` (when known), ``comments`` (the note, when any);
    * ``game``: ``name`` (English title), ``sourceGameId`` (our game id), ``bggId`` (a number, when known or
      entered: :func:`bgg_id_of` with ``bgg_id``), ``highestWins``: true, ``noPoints``: false;
    * ``players``: ``name``, ``sourcePlayerId`` (the name as the log tells players apart:
      :func:`~companion.playlog.store.player_key`), ``score``, ``rank``, ``winner``, ``startPlayer``: false
      (not recorded), ``role``: "".
    """
    from companion import games
    from companion.playlog.store import player_key

    game: dict[str, Any] = {"name": games.title(play.game), "highestWins": True, "noPoints": False,
                            "sourceGameId": play.game}
    bgg = bgg_id_of(play.game, bgg_id)
    if bgg:
        game["bggId"] = bgg
    data: dict[str, Any] = {
        "sourceName": BGSTATS_SOURCE,
        "sourcePlayId": f"{play.created}#{play.id}" if play.created else str(play.id),
        "playDate": f"{play.date.isoformat()} 00:00:00",
        "game": game,
        "players": [{"name": p.name, "sourcePlayerId": player_key(p.name), "score": p.total, "rank": p.rank,
                     "winner": p.won, "startPlayer": False, "role": ""} for p in play.players],
    }
    if play.duration is not None:
        data["durationMin"] = play.duration
    if play.note:
        data["comments"] = play.note
    return data


def bgstats_link(play: Any, bgg_id: Any = None) -> str:
    """The ``bgstats://`` link of one play: :data:`BGSTATS_PREFIX` + the URL-encoded JSON of
    :func:`bgstats_data` (``bgg_id``: the game's BoardGameGeek id as the player entered it, if ours is unknown)."""
    text = json.dumps(bgstats_data(play, bgg_id), ensure_ascii=False, separators=(",", ":"))
    return BGSTATS_PREFIX + urllib.parse.quote(text, safe="")
