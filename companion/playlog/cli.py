"""``companion log …``: the play log from the command line.

Subcommands (each takes ``--db PATH``, default the user's log or ``$COMPANION_PLAYLOG``, and ``--lang``)::

    companion log add SHEET [--date D] [--note N] [--duration M] [--allow-duplicate] [--format table|json]
    companion log list [--game G] [--player P] [--since D] [--until D] [--text T] [--newest-first]
                       [--format table|json|csv]
    companion log show ID [--format table|json]
    companion log edit ID [--sheet FILE] [--date D] [--note N] [--duration M] [--format table|json]
    companion log delete ID
    companion log stats [--player P] [--game G] [--table T] [--format table|json|csv]
    companion log export --format json|csv [--game G] [--player P] [--output FILE]
    companion log import FILE
    companion log link ID          (a bgstats:// link that opens BG Stats' import dialog)

Bad input (sheet, date, id, file, unusable log file) exits with status 2 and one line naming the
problem, like ``companion score``. Only ``add`` and ``import`` create a log file that does not exist; the
other commands refuse a missing one (a mistyped ``--db``) and create nothing. pandas is imported only by ``stats``.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, Sequence

from companion.errors import CompanionError, InvalidPlay
from companion.i18n import LANGUAGES, N_, Plural, join_names, ngettext, render, translate

#: the commands that may create a missing log file: they save plays into it
_SAVING_COMMANDS = frozenset({"add", "import"})
#: ``--table`` choices of ``companion log stats``, in display order.
STATS_TABLES = ("overall", "players", "games", "categories", "head-to-head")


def add_parser(sub: Any) -> None:
    """Add the ``log`` command and its subcommands to the ``companion`` parser's subparsers ``sub``."""
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--db", metavar="PATH", help="play-log file (default: $COMPANION_PLAYLOG, else the "
                        "user's data directory)")
    common.add_argument("--lang", choices=LANGUAGES, default="en", help="language of the output")
    log = sub.add_parser("log", help="the play log: save, list, edit and analyse finished games")
    cmds = log.add_subparsers(dest="log_command", required=True)

    add = cmds.add_parser("add", parents=[common], help="score a sheet and save the play")
    add.add_argument("sheet", help="path of the JSON score sheet ('-' reads standard input)")
    _play_fields(add)
    add.add_argument("--allow-duplicate", action="store_true",
                     help="save even if the same game, date and sheet is already in the log")
    add.add_argument("--format", choices=("table", "json"), default="table", help="output format")

    lst = cmds.add_parser("list", parents=[common], help="list the plays, oldest first")
    _filters(lst)
    lst.add_argument("--since", metavar="D", help="first day included (YYYY-MM-DD)")
    lst.add_argument("--until", metavar="D", help="last day included (YYYY-MM-DD)")
    lst.add_argument("--text", metavar="T", help="words found in a player's name, the note, the date or the game's title "
                     "(letter case and accents ignored)")
    lst.add_argument("--newest-first", action="store_true", help="newest play first")
    lst.add_argument("--format", choices=("table", "json", "csv"), default="table", help="output format")

    show = cmds.add_parser("show", parents=[common], help="show one play with its explanations")
    show.add_argument("id", help="play number")
    show.add_argument("--format", choices=("table", "json"), default="table", help="output format")

    edit = cmds.add_parser("edit", parents=[common], help="change a play (the sheet is scored again)")
    edit.add_argument("id", help="play number")
    edit.add_argument("--sheet", metavar="FILE", help="a corrected score sheet ('-' reads standard input)")
    _play_fields(edit, editing=True)
    edit.add_argument("--format", choices=("table", "json"), default="table", help="output format")

    delete = cmds.add_parser("delete", parents=[common], help="delete a play")
    delete.add_argument("id", help="play number")

    stats = cmds.add_parser("stats", parents=[common], help="statistics per player and per game")
    _filters(stats)
    stats.add_argument("--table", choices=STATS_TABLES,
                       help="only this table (CSV output shows one table: 'players' by default)")
    stats.add_argument("--format", choices=("table", "json", "csv"), default="table", help="output format")

    export = cmds.add_parser("export", parents=[common], help="write the plays as JSON (re-importable) or CSV")
    export.add_argument("--format", choices=("json", "csv"), required=True, help="file format")
    _filters(export)
    export.add_argument("--output", "-o", metavar="FILE", help="write to FILE instead of standard output")

    imp = cmds.add_parser("import", parents=[common],
                          help="add the plays of a JSON export (plays already in the log are skipped)")
    imp.add_argument("file", help="path of the JSON export ('-' reads standard input)")

    link = cmds.add_parser("link", parents=[common], help="a bgstats:// link that sends a play to BG Stats")
    link.add_argument("id", help="play number")
    link.add_argument("--bgg-id", metavar="N", help="the game's BoardGameGeek id, for Meduris and Iquazú (not in "
                      "our sources; the number in the address of the game's page on boardgamegeek.com)")


def _play_fields(parser: argparse.ArgumentParser, editing: bool = False) -> None:
    parser.add_argument("--date", metavar="D", help="day played, YYYY-MM-DD" + ("" if editing else " (default: today)"))
    parser.add_argument("--note", metavar="N", help="a note" + (" ('' clears it)" if editing else ""))
    parser.add_argument("--duration", metavar="M", help="duration in minutes" + (" ('' clears it)" if editing else ""))


def _filters(parser: argparse.ArgumentParser) -> None:
    from companion.games import GAMES

    parser.add_argument("--game", choices=list(GAMES), help="only plays of this game")
    parser.add_argument("--player", metavar="P", help="only plays with this player (letter case ignored)")


# --- running ----------------------------------------------------------------------------------------


def run(args: argparse.Namespace) -> str:
    """Run the ``log`` subcommand in ``args``; return the text to print.

    Raises:
        CompanionError: bad input or an unusable log file (the caller prints it and exits with 2).
    """
    from companion.playlog.store import PlayLog

    lang = args.lang
    command = args.log_command
    # only the commands that save plays make a missing log file; the others refuse it (a mistyped --db)
    with PlayLog(args.db or None, create=command in _SAVING_COMMANDS) as log:
        if command == "add":
            play = log.add(_read_sheet(args.sheet), date=args.date, note=args.note or "", duration=args.duration,
                           allow_duplicate=args.allow_duplicate)
            if args.format == "json":
                return _json(play.to_dict())
            return render(N_("Saved as play {play}."), lang, play=play.id) + "\n\n" + show_play(play, lang)
        if command == "list":
            plays = log.search(game=args.game, player=args.player, since=args.since, until=args.until,
                               text=args.text, newest_first=args.newest_first, lang=lang)
            return list_plays(plays, args.format, lang)
        if command == "show":
            play = log.get(args.id)
            return _json(play.to_dict()) if args.format == "json" else show_play(play, lang, explain=True)
        if command == "edit":
            from companion.playlog.store import UNCHANGED

            changes = {
                "sheet": UNCHANGED if args.sheet is None else _read_sheet(args.sheet),
                "date": UNCHANGED if args.date is None else args.date,
                "note": UNCHANGED if args.note is None else args.note,
                "duration": UNCHANGED if args.duration is None else args.duration,
            }
            play = log.edit(args.id, **changes)
            if args.format == "json":
                return _json(play.to_dict())
            return render(N_("Play {play} changed."), lang, play=play.id) + "\n\n" + show_play(play, lang)
        if command == "delete":
            play = log.get(args.id)
            log.delete(play.id)
            return render(N_("Deleted play {play}."), lang, play=play.id)
        if command == "stats":
            return stats_output(log.search(game=args.game, player=args.player), args, lang)
        if command == "export":
            from companion.playlog import exchange

            plays = log.search(game=args.game, player=args.player)
            text = exchange.export_json(plays) if args.format == "json" else exchange.export_csv(plays, lang)
            if args.output is None:
                return text
            _write(Path(args.output), text)
            return render(Plural("Wrote {count} play to {file}.", "Wrote {count} plays to {file}."), lang,
                          count=len(plays), file=args.output)
        if command == "import":
            from companion.playlog import exchange

            data = sys.stdin.buffer.read() if args.file == "-" else _read_bytes(Path(args.file))
            report = log.import_plays(exchange.read_export(data))
            added = render(Plural("Imported {count} play.", "Imported {count} plays."), lang, count=len(report.added))
            skipped = render(Plural("Skipped {count} play already in the log.",
                                    "Skipped {count} plays already in the log."), lang, count=len(report.skipped))
            return f"{added} {skipped}"
        if command == "link":
            from companion.playlog.exchange import bgstats_link, parse_bgg_id

            bgg = parse_bgg_id(args.bgg_id, "--bgg-id") if args.bgg_id is not None else None
            return bgstats_link(log.get(args.id), bgg)
    raise AssertionError(command)  # pragma: no cover - argparse allows only the commands above


def _json(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2)


def _read_bytes(path: Path) -> bytes:
    from companion.sheets import _FILE_ERRORS

    try:
        return path.read_bytes()
    except OSError as exc:
        template = next((t for kind, t in _FILE_ERRORS.items() if isinstance(exc, kind)),
                        N_("cannot read the file {file}: {detail}"))
        raise InvalidPlay("file", template, file=str(path), detail=exc.strerror or str(exc)) from None


def _read_sheet(source: str) -> Any:
    from companion.sheets import parse

    return parse(sys.stdin.buffer.read()) if source == "-" else Path(source)


def _write(path: Path, text: str) -> None:
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise CompanionError(N_("cannot write the file {file}: {detail}"), file=str(path),
                             detail=exc.strerror or str(exc)) from None


def text_table(header: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    """Columns padded to their widest cell, a rule under the header (the look of ``companion score``)."""
    cells = [list(map(str, header))] + [["" if c is None else str(c) for c in row] for row in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(header))]
    out = ["  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in cells]
    out.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(out)


def _game_title(game: str, lang: str) -> str:
    from companion.games import title

    return translate(title(game), lang)


def list_plays(plays: Sequence[Any], fmt: str, lang: str) -> str:
    """The plays as a table (one line each: players by rank with totals), JSON, or CSV."""
    from companion.playlog import exchange

    if fmt == "json":
        return _json([p.to_dict() for p in plays])
    if fmt == "csv":
        return exchange.export_csv(plays, lang)
    if not plays:
        return translate("No plays match.", lang)
    header = [translate(t, lang) for t in (N_("Play"), N_("Date"), N_("Game"), N_("Players"), N_("Winners"),
                                           N_("Duration (min)"), N_("Note"))]
    rows = []
    for play in plays:
        ranked = sorted(play.players, key=lambda p: p.rank)
        rows.append([play.id, play.date.isoformat(), _game_title(play.game, lang),
                     ", ".join(f"{p.name} {p.total}" for p in ranked), join_names(play.winners, lang),
                     "" if play.duration is None else play.duration, _one_line(play.note)])
    return text_table(header, rows)


def _one_line(text: str, width: int = 40) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1] + "…"


def show_play(play: Any, lang: str, explain: bool = False) -> str:
    """One play: its heading, the score table, winners, tie-break, note (and with ``explain`` every
    category's explanation, from scoring the sheet again)."""
    parts = [play.date.isoformat(), _game_title(play.game, lang)]
    if play.duration is not None:
        parts.append(render(N_("{minutes} min"), lang, minutes=play.duration))
    out = [render(N_("Play {play}"), lang, play=play.id) + ": " + " · ".join(parts), ""]
    result = None
    if explain:
        try:
            result = play.result()
        except CompanionError:
            result = None     # the stored totals are still shown
    if result is not None:
        out.append(result.to_table(lang))
    else:
        from companion.games import scorer

        labels = scorer(play.game).LABELS
        keys = list(play.players[0].categories) if play.players else []
        header = [translate("Player", lang), *(translate(labels.get(k, k), lang) for k in keys),
                  translate("Total", lang), translate("Rank", lang)]
        rows = [[p.name, *(p.categories.get(k, "") for k in keys), p.total, p.rank]
                for p in sorted(play.players, key=lambda p: p.rank)]
        out += [text_table(header, rows), "",
                f"{ngettext('Winner', 'Winners', len(play.winners), lang)}: {join_names(play.winners, lang)}",
                play.tie_break_text(lang)]
    if play.note:
        out += ["", f"{translate('Note', lang)}: {play.note}"]
    return "\n".join(out)


# --- statistics output ------------------------------------------------------------------------------


def format_number(value: Any, column: str, lang: str) -> str:
    """A statistics cell for reading in ``lang``: a win rate as a percentage, other fractions with at most
    two decimals in the language's number format (``12,5`` in Polish), a missing value as ``""``.

    >>> format_number(0.5, "win_rate", "en"), format_number(12.5, "average_score", "pl")
    ('50%', '12,5')
    """
    import math

    from babel.numbers import format_decimal, format_percent

    if isinstance(value, float):
        if math.isnan(value):
            return ""
        if column == "win_rate":
            return format_percent(value, locale=lang)
        return format_decimal(value, format="#,##0.##", locale=lang)
    return str(value)


def stat_frames(plays: Sequence[Any], player: str | None, only: str | None) -> dict[str, Any]:
    """The statistics tables asked for (``only``: one of :data:`STATS_TABLES`, ``None``: all), of ``player``
    alone when given: name → DataFrame (``categories`` → {game: DataFrame}); titles in :data:`STATS_TITLES`."""
    from companion.games import GAMES
    from companion.playlog import stats

    wanted = [only] if only else list(STATS_TABLES)
    out: dict[str, Any] = {}
    if "overall" in wanted:
        out["overall"] = stats.overall_stats(plays, player)
    if "players" in wanted:
        out["players"] = stats.player_stats(plays, player)
    if "games" in wanted:
        out["games"] = stats.game_stats(plays)
    if "categories" in wanted:
        played = {p.game for p in plays}
        frames = {g: stats.category_averages(plays, g) for g in GAMES if g in played}
        if player is not None:
            key = player.strip().casefold()
            frames = {g: f[[n.strip().casefold() == key for n in f.index]] for g, f in frames.items()}
        out["categories"] = frames
    if "head-to-head" in wanted:
        out["head-to-head"] = stats.head_to_head(plays, player)
    return out


#: title (msgid) of each statistics table
STATS_TITLES = {
    "overall": N_("All games, per player"),
    "players": N_("Per game and player"),
    "games": N_("Per game"),
    "categories": N_("Average points per category: {game}"),
    "head-to-head": N_("Head to head"),
}


def _frame_table(frame: Any, lang: str, game: str | None = None) -> str:
    from companion.playlog import stats

    flat = frame.reset_index()
    shown = stats.labelled(flat, lang, game)
    rows = []
    for record in flat.itertuples(index=False):
        row = []
        for column, value in zip(flat.columns, record):
            if column == "game":
                value = _game_title(value, lang)
            row.append(format_number(value, column, lang))
        rows.append(row)
    return text_table(list(shown.columns), rows)


def stats_output(plays: Sequence[Any], args: argparse.Namespace, lang: str) -> str:
    """``companion log stats`` output: every table (or ``--table``) as text or JSON; one table as CSV."""
    only = args.table or ("players" if args.format == "csv" else None)
    try:
        import pandas  # noqa: F401  (the statistics are pandas DataFrames)
    except ImportError:
        raise CompanionError(N_("statistics need pandas: install board-game-companion[stats]")) from None
    if not plays and args.format == "table":
        return translate("No plays match.", lang)
    frames = stat_frames(plays, args.player, only)
    if args.format == "json":
        def records(frame):
            return json.loads(frame.reset_index().to_json(orient="records", force_ascii=False, date_format="iso"))

        return _json({name: ({g: records(f) for g, f in value.items()} if name == "categories" else records(value))
                      for name, value in frames.items()})
    if args.format == "csv":
        from companion.playlog import exchange

        return exchange.stats_csv(frames, only, lang)
    out = []
    for name, value in frames.items():
        if name == "categories":
            for game, frame in value.items():
                out += [render(STATS_TITLES[name], lang, game=_game_title(game, lang)), "", _frame_table(frame, lang, game), ""]
        else:
            out += [translate(STATS_TITLES[name], lang), "", _frame_table(value, lang), ""]
    return "\n".join(out).rstrip("\n")
