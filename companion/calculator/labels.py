"""Labels of the calculator: English field labels derived from the schema, and live relabelling.

Every text a player sees goes through :func:`companion.i18n.translate`; :class:`Texts` remembers
which widget attribute shows which msgid, so :meth:`Texts.relabel` switches the whole calculator
to another language at once.
"""
from __future__ import annotations

import re
from typing import Any, Callable, Sequence

from companion.i18n import N_, translate

_TOKEN = re.compile(r"\[(\d+)\]|([^.\[\]]+)")


def parse_path(field: str) -> list[Any]:
    """Split ``"players[1].merchandise.ivory"`` into ``["players", 1, "merchandise", "ivory"]``."""
    return [int(num) if num else name for num, name in _TOKEN.findall(field)]


def field_label(name: str) -> str:
    """Return the English label (an i18n msgid) of a sheet field, e.g. ``"rune_stones"`` → ``"Rune stones"``.

    The label is the field name with underscores as spaces and a capital first letter; the schema
    ``description`` is shown separately as a tooltip (see :func:`field_tooltip`).
    """
    words = name.replace("_", " ").replace("-", " ").strip()
    return words[:1].upper() + words[1:]


#: list field → msgid naming its n-th entry (1-based ``{n}``), as its editor labels it
_ENTRY_LABELS = {"temples": N_("Temple {n}"), "final_columns": N_("Column {n}"), "alcoves": N_("Alcove {n}"),
                 "row_tiles": N_("Row {n}")}
#: pair field → msgids of its two sides
_SIDE_LABELS = {"temples": (N_("left"), N_("right"))}
#: field → label where the editor shows another word than :func:`field_label`
_KEY_LABELS = {"stone": N_("Stone values"), "sheet": N_("Sheet")}


def describe_field(field: str, lang: str = "en", names: Sequence[str] = ()) -> str:
    """How a player reads a sheet path: the field's labels as the calculator shows them, and whose it is.

    Args:
        field: a sheet path (``players[1].temples[0][1]``); ``players[*]…`` means every player.
        lang: language of the labels.
        names: the player names in sheet order (a missing or blank one reads "Player n").

    >>> describe_field("players[1].rune_stones", "en", ["Ania", "Bartek"])
    'Rune stones (Bartek)'
    >>> describe_field("players[0].temples[0][1]", "en", ["Ania"])
    'Temples › Temple 1 › right (Ania)'
    >>> describe_field("final_columns[2].alcoves[0].row")
    'Final columns › Column 3 › Alcove 1 › Row'
    """
    parts = parse_path(field)
    player = None
    if len(parts) >= 2 and parts[0] == "players" and isinstance(parts[1], int):
        i = parts[1]
        name = names[i].strip() if i < len(names) and isinstance(names[i], str) else ""
        player = name or translate(N_("Player {n}"), lang).format(n=i + 1)
        parts = parts[2:]
    elif parts[:2] == ["players", "*"]:
        player = translate(N_("all players"), lang)
        parts = parts[2:]
    words: list[str] = []
    parent: Any = None
    for k, part in enumerate(parts):
        if isinstance(part, int):
            if parent in _SIDE_LABELS and k >= 2 and isinstance(parts[k - 1], int) and part < 2:
                words.append(translate(_SIDE_LABELS[parent][part], lang))
            else:
                template = _ENTRY_LABELS.get(parent, N_("entry {n}"))
                words.append(translate(template, lang).format(n=part + 1))
        else:
            parent = part
            if words and part in _ENTRY_LABELS and k + 1 < len(parts) and isinstance(parts[k + 1], int):
                continue            # "Column 3 › Alcove 1": the entry's label says which list it is in
            words.append(translate(_KEY_LABELS.get(part) or field_label(str(part)), lang))
    text = " › ".join(words) or translate(N_("Players") if player else N_("Sheet"), lang)
    return f"{text} ({player})" if player else text


def field_tooltip(schema: dict[str, Any], lang: str) -> str:
    """Return the schema ``description`` of a field, translated (English when no translation exists)."""
    description = schema.get("description", "")
    return translate(description, lang) if description else ""


class Texts:
    """Registry of translatable texts shown by widgets.

    ``add(widget, "description", "Save")`` sets the attribute now and again after every
    :meth:`relabel`; ``add_call(fn)`` registers a callable ``fn(lang)`` for texts that are built
    (tables, option lists).
    """

    def __init__(self, lang: str = "en") -> None:
        self.lang = lang
        self._items: list[Callable[[str], None]] = []

    def tr(self, msgid: str, **params: Any) -> str:
        """Translate ``msgid`` into the current language and fill ``params``."""
        text = translate(msgid, self.lang)
        return text.format(**params) if params else text

    def add(self, widget: Any, attr: str, msgid: str, **params: Any) -> Any:
        """Show ``msgid`` (with ``params``) in ``widget.attr`` in the current and every later language."""
        def apply(lang: str) -> None:
            text = translate(msgid, lang)
            setattr(widget, attr, text.format(**params) if params else text)

        return self.add_call(apply, widget)

    def add_call(self, fn: Callable[[str], None], widget: Any = None) -> Any:
        """Register ``fn(lang)``, call it now, and return ``widget`` (for chaining)."""
        self._items.append(fn)
        fn(self.lang)
        return widget

    def relabel(self, lang: str) -> None:
        """Switch to ``lang`` and update every registered text."""
        self.lang = lang
        for fn in self._items:
            fn(lang)
