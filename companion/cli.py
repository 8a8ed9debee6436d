"""Command line: ``companion score FILE`` (or ``--example GAME``), ``companion schema GAME``, ``companion games``,
and the play log ``companion log add|list|show|edit|delete|stats|export|import|link`` (:mod:`companion.playlog.cli`).

Bad input prints one line ``error: <field>: <message>`` on stderr and exits with status 2
(no traceback). Heavy libraries are not imported: output is built from the result object alone (only
``companion log stats`` imports pandas).
"""
from __future__ import annotations

import argparse
import json
import os
import sys

from companion.errors import CompanionError
from companion.i18n import LANGUAGES, translate

TYPE_CHECKING = False   # typing.TYPE_CHECKING without importing typing (2–4 ms of every command's start-up)
if TYPE_CHECKING:  # pragma: no cover - annotations only
    from typing import Sequence

EXIT_BAD_INPUT = 2


#: the commands that never need the play log's subcommands (their parser is built only for ``log``)
_OTHER_COMMANDS = ("score", "schema", "games")


class HelpFormatter(argparse.HelpFormatter):
    """argparse's help formatter, told the terminal's width the way :func:`shutil.get_terminal_size` finds it
    (``$COLUMNS``, else the terminal of standard output, else 80) without importing :mod:`shutil` (with its
    ``bz2`` and ``lzma``): argparse builds a formatter for every argument it adds, so every command paid it."""

    def __init__(self, prog: str, indent_increment: int = 2, max_help_position: int = 24,
                 width: int | None = None) -> None:
        if width is None:
            try:
                width = int(os.environ.get("COLUMNS", 0))
            except ValueError:
                width = 0
            if width <= 0:
                try:
                    width = os.get_terminal_size(sys.__stdout__.fileno()).columns
                except (AttributeError, ValueError, OSError):
                    width = 0
            width = (width or 80) - 2
        super().__init__(prog, indent_increment, max_help_position, width)


def build_parser(log_commands: bool = True) -> argparse.ArgumentParser:
    """Return the argparse parser of the ``companion`` command.

    Args:
        log_commands: build the ``log`` subcommands too (False: ``log`` is listed but not parsed; used when
            another command runs, to keep start-up short).
    """
    from companion.games import GAMES

    parser = argparse.ArgumentParser(prog="companion", description="Board Game Companion: final scores for "
                                     "Meduris, Iquazú, World Wonders and Five Tribes.", formatter_class=HelpFormatter)
    # prog given: argparse would otherwise build a help formatter (importing shutil) just to work it out
    sub = parser.add_subparsers(dest="command", required=True, prog=parser.prog)
    score = sub.add_parser("score", help="score a finished game from a JSON score sheet", formatter_class=HelpFormatter)
    source = score.add_mutually_exclusive_group(required=True)
    source.add_argument("file", nargs="?", help="path of the JSON score sheet ('-' reads standard input)")
    source.add_argument("--example", choices=list(GAMES), metavar="GAME",
                        help="score the worked example that ships with the product for GAME "
                             f"({', '.join(GAMES)})")
    score.add_argument("--format", choices=("table", "json", "csv"), default="table", help="output format")
    score.add_argument("--lang", choices=LANGUAGES, default="en", help="language of the output")
    schema = sub.add_parser("schema", help="print the JSON Schema of a game's score sheet",
                            formatter_class=HelpFormatter)
    schema.add_argument("game", choices=list(GAMES), help="game id")
    sub.add_parser("games", help="list the game ids", formatter_class=HelpFormatter)
    if log_commands:
        from companion.playlog.cli import add_parser as add_log_parser

        add_log_parser(sub)
    else:
        sub.add_parser("log", help="the play log: save, list, edit and analyse finished games",
                       formatter_class=HelpFormatter)
    return parser


def _printable_anywhere() -> None:
    """A character the terminal's encoding lacks (a name in Polish on a Latin-1 console) is written as an
    escape (``\\u0142``), not a crash: the score still prints and the exit status stays 0."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None and getattr(stream, "errors", None) == "strict":
            try:
                reconfigure(errors="backslashreplace")
            except (ValueError, OSError):   # a stream that cannot change now: leave it as it is
                pass


def main(argv: Sequence[str] | None = None) -> int:
    """Run the CLI with ``argv`` (default ``sys.argv[1:]``); return the exit status (0 ok, 2 bad input)."""
    argv = sys.argv[1:] if argv is None else list(argv)
    args = build_parser(log_commands=not argv or argv[0] not in _OTHER_COMMANDS).parse_args(argv)
    _printable_anywhere()
    lang = getattr(args, "lang", "en")
    try:
        if args.command == "games":
            from companion.games import GAMES

            for game_id, (_, title) in GAMES.items():
                print(f"{game_id}\t{title}")
        elif args.command == "schema":
            from companion.games import schema

            print(json.dumps(schema(args.game), indent=2, ensure_ascii=False))
        elif args.command == "log":
            from companion.playlog.cli import run

            out = run(args)
            sys.stdout.write(out if out.endswith("\n") else out + "\n")
        else:
            from companion.scoring import score

            from companion.sheets import parse

            if args.example:
                from companion.examples import example_sheet

                sheet = example_sheet(args.example)
            else:
                from pathlib import Path   # only for a file: the worked examples need no pathlib

                sheet = parse(sys.stdin.buffer.read()) if args.file == "-" else Path(args.file)
            result = score(sheet)
            out = {"json": result.to_json, "csv": result.to_csv, "table": result.to_table}[args.format](lang)
            sys.stdout.write(out if out.endswith("\n") else out + "\n")
    except CompanionError as exc:
        print(f"{translate('error', lang)}: {exc.message(lang)}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except BrokenPipeError:  # the reader (e.g. `| head`) stopped early: not an error of ours
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
