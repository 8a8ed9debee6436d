"""Which editor edits which field: the one mapping of game-specific editors, plus the schema-shape default.

Adding a game means adding entries here when one of its fields needs more than the generic editor
of :func:`companion.calculator.editors.generic_editor` (numbers, yes/no, lists, count grids).
"""
from __future__ import annotations

import importlib
from functools import partial
from typing import Any, Callable, Sequence

from companion.calculator.columns import ColumnsEditor, RowTilesEditor
from companion.calculator.editors import ChoiceListEditor, Editor, PairListEditor, SheetOnlyEditor, generic_editor
from companion.calculator.labels import Texts
from companion.calculator.solo import AutomatonEditor
from companion.i18n import N_


def djinn_names() -> list[str]:
    """Names of the 22 Five Tribes djinns from ``companion.five_tribes.rules`` (five-tribes.md §1.5).

    Returns an empty list (free text) if that module or its djinn table is not available.
    """
    try:
        rules = importlib.import_module("companion.five_tribes.rules")
    except ImportError:
        return []
    for attr in ("DJINNS", "DJINN_VP", "DJINN_POINTS", "DJINN_NAMES"):
        table = getattr(rules, attr, None)
        if table:
            names = [getattr(item, "name", item) for item in table]
            return [str(n) for n in names if isinstance(n, str)]
    return []


#: (game, field) → editor factory ``factory(schema, path, texts) -> Editor``
EDITORS: dict[tuple[str, str], Callable[..., Editor]] = {
    ("meduris", "temples"): partial(PairListEditor, item_label=N_("Temple {n}"), sides=(N_("left"), N_("right"))),
    ("five-tribes", "djinns"): partial(ChoiceListEditor, choices=djinn_names),
    ("iquazu", "final_columns"): ColumnsEditor,
    ("iquazu", "row_tiles"): RowTilesEditor,
    ("world-wonders", "automaton"): AutomatonEditor,
    ("world-wonders", "ties_by_resources"): SheetOnlyEditor,
}


def make_editor(game: str, name: str, schema: dict[str, Any], path: Sequence[Any], texts: Texts) -> Editor:
    """Return the editor of field ``name`` of ``game`` (registered one, else chosen from the schema shape)."""
    factory = EDITORS.get((game, name)) or generic_editor(schema)
    return factory(schema, path, texts)
