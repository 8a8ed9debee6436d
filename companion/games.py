"""The registry of games: id → title, scorer and (where one exists) rules engine, imported lazily.

Each game's scorer module (``companion/<game>/scoring.py``) provides ``SCHEMA`` (the JSON Schema of
its score sheet), ``LABELS`` (category key → English label) and ``score_sheet(sheet) -> ScoreResult``.
A game with a rules engine has a :class:`companion.engine.contract.Game` object (``ENGINES``), which
:func:`get` returns: ``games.get("meduris").new_game(["Ann", "Bob"], seed=7)``.

Example:
    >>> from companion import games
    >>> games.get("meduris").max_players, games.engine_ids()
    (4, ('meduris', 'five-tribes', 'world-wonders', 'iquazu'))
"""
from __future__ import annotations

import importlib
from collections.abc import Mapping
from types import ModuleType

from companion.i18n import N_
from companion.errors import InvalidScoreSheet
from companion.sheets import fail, shown

TYPE_CHECKING = False   # typing.TYPE_CHECKING without importing typing (2–4 ms of every command's start-up)
if TYPE_CHECKING:  # pragma: no cover - annotations only
    from typing import Any

#: game id → (package, English title msgid; Polish editions: Pięć Klanów, Wielce imponujące budowle)
GAMES: dict[str, tuple[str, str]] = {
    "meduris": ("companion.meduris", N_("Meduris")),
    "iquazu": ("companion.iquazu", N_("Iquazú")),
    "world-wonders": ("companion.world_wonders", N_("World Wonders")),
    "five-tribes": ("companion.five_tribes", N_("Five Tribes")),
}


#: game id → "module:attribute" of its :class:`~companion.engine.contract.Game` object
ENGINES: dict[str, str] = {
    "meduris": "companion.meduris.engine:MEDURIS",
    "five-tribes": "companion.five_tribes.engine:FIVE_TRIBES",
    "world-wonders": "companion.world_wonders.engine:WORLD_WONDERS",
    "iquazu": "companion.iquazu.engine:IQUAZU",
}


def engine_ids() -> tuple[str, ...]:
    """Ids of the games that have a rules engine (hot seat, boards, lessons, bots)."""
    return tuple(ENGINES)


def hotseat_ids() -> tuple[str, ...]:
    """Ids of the games with a rules engine *and* a hot-seat page (a board widget: ``<package>.ui.hotseat``);
    an engine comes first, its board later (Five Tribes: engine in issue 7, board in issue 8, "Five Tribes
    at the table").

    >>> hotseat_ids()
    ('meduris', 'five-tribes', 'world-wonders', 'iquazu')
    """
    from importlib.util import find_spec

    return tuple(g for g in ENGINES if find_spec(GAMES[g][0] + ".ui") and find_spec(GAMES[g][0] + ".ui.hotseat"))


def get(game: str):
    """The rules engine of ``game`` (a :class:`companion.engine.contract.Game`).

    Raises:
        KeyError: ``game`` has no rules engine (yet); the message lists those that have one.
    """
    if game not in ENGINES:
        raise KeyError(f"no rules engine for {game!r}; games with an engine: {', '.join(ENGINES)}")
    module, attr = ENGINES[game].split(":")
    return getattr(importlib.import_module(module), attr)


def title(game: str) -> str:
    """The English title msgid of ``game`` (translate it for display).

    Raises:
        KeyError: unknown game id.
    """
    return GAMES[game][1]


def scorer(game: str) -> ModuleType:
    """Return the scorer module of ``game``.

    Raises:
        InvalidScoreSheet: ``game`` is not one of :data:`GAMES` (field ``game``).
    """
    if game not in GAMES:
        fail("game", N_("unknown game {game!r}; choose one of {choices}"), game=shown(game), choices=", ".join(GAMES))
    return importlib.import_module(GAMES[game][0] + ".scoring")


def schema(game: str) -> dict[str, Any]:
    """Return the JSON Schema of ``game``'s score sheet (public contract, ``companion schema GAME``)."""
    return scorer(game).SCHEMA


def score_sheet(sheet: Mapping[str, Any]):
    """Validate and score any game's sheet, dispatching on ``sheet["game"]``.

    Returns:
        :class:`companion.result.ScoreResult`.
    Raises:
        InvalidScoreSheet: unknown game, bad format or a component limit broken.
    """
    if not isinstance(sheet, Mapping):
        fail("sheet", N_("must be {any_expected_labels}"), any_expected_labels=[N_("an object")])
    game = sheet.get("game")
    if not isinstance(game, str):
        fail("game", N_("missing required field"))
    module = scorer(game)
    try:
        return module.score_sheet(sheet)
    except InvalidScoreSheet as exc:
        raise exc.name_player(sheet) from None
