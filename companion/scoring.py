"""Public scoring API: ``score(source)`` scores a sheet of any game (path, JSON text or dict).

    >>> from companion.scoring import score
    >>> result = score({"game": "meduris", "players": [
    ...     {"name": "A", "track": 10, "rune_stones": 2, "temples": [], "huts_built": 3, "resources_left": 0},
    ...     {"name": "B", "track": 12, "rune_stones": 0, "temples": [], "huts_built": 2, "resources_left": 1}]})
    >>> result.totals
    {'A': 13, 'B': 12}
"""
from __future__ import annotations


from companion import games, sheets
from companion.result import ScoreResult

TYPE_CHECKING = False   # typing.TYPE_CHECKING without importing typing (2–4 ms of every command's start-up)
if TYPE_CHECKING:  # pragma: no cover - annotations only
    from typing import Any, Mapping
    from pathlib import Path


def score(source: str | Path | Mapping[str, Any]) -> ScoreResult:
    """Load (see :func:`companion.sheets.load`), validate and score a sheet.

    Raises:
        InvalidScoreSheet: unreadable file, bad format or a broken component limit.
    """
    return games.score_sheet(sheets.load(source))
