"""The registry of games: id → title and scorer module, imported lazily.

Each game's scorer module (``companion/<game>/scoring.py``) provides ``SCHEMA`` (the JSON Schema of
its score sheet), ``LABELS`` (category key → English label) and ``score_sheet(sheet) -> ScoreResult``.
"""
from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any, Mapping

from companion.i18n import N_
from companion.errors import InvalidScoreSheet
from companion.sheets import fail

#: game id → (package, English title msgid; Polish editions: Pięć Klanów, Wielce imponujące budowle)
GAMES: dict[str, tuple[str, str]] = {
    "meduris": ("companion.meduris", N_("Meduris")),
    "iquazu": ("companion.iquazu", N_("Iquazú")),
    "world-wonders": ("companion.world_wonders", N_("World Wonders")),
    "five-tribes": ("companion.five_tribes", N_("Five Tribes")),
}


def scorer(game: str) -> ModuleType:
    """Return the scorer module of ``game``.

    Raises:
        InvalidScoreSheet: ``game`` is not one of :data:`GAMES` (field ``game``).
    """
    if game not in GAMES:
        fail("game", N_("unknown game {game!r}; choose one of {choices}"), game=game, choices=", ".join(GAMES))
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
