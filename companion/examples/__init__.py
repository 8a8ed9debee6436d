"""Worked examples that ship with the product: one finished game per title, as a score sheet.

Each is a finished game whose totals were worked out by hand from the rules reference (the tests compare
them with the hand-worked results kept beside the rules references). The calculator pages open them with
their "Worked example" button, and ``companion score --example GAME`` prints one.

Example:
    >>> from companion.examples import example_sheet
    >>> sheet = example_sheet("meduris")
    >>> sheet["game"], [p["name"] for p in sheet["players"]]
    ('meduris', ['Blue', 'Purple'])
"""
from __future__ import annotations

import json
import os

from companion.errors import InvalidScoreSheet
from companion.i18n import N_

TYPE_CHECKING = False   # typing.TYPE_CHECKING without importing typing (2–4 ms of every command's start-up)
if TYPE_CHECKING:  # pragma: no cover - annotations only
    from typing import Any

#: game id → file name of its worked example in this package
EXAMPLES = {
    "meduris": "meduris-2p.json",
    "iquazu": "iquazu-3p.json",
    "world-wonders": "world-wonders-4p.json",
    "five-tribes": "five-tribes-4p.json",
}


def example_text(game: str) -> str:
    """The worked example of ``game`` as JSON text (a score sheet).

    Raises:
        InvalidScoreSheet: ``game`` is not a game id (field ``game``).
    """
    if game not in EXAMPLES:
        raise InvalidScoreSheet("game", N_("there is no worked example for {game!r}; the games are: {games}"),
                                game=game, games=", ".join(EXAMPLES))
    with open(os.path.join(os.path.dirname(__file__), EXAMPLES[game]), encoding="utf-8") as fh:
        return fh.read()


def example_sheet(game: str) -> dict[str, Any]:
    """The worked example of ``game`` as a sheet dict (a fresh copy each call).

    Raises:
        InvalidScoreSheet: ``game`` is not a game id (field ``game``).
    """
    return json.loads(example_text(game))
