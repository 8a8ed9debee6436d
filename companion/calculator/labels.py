"""Labels of the calculator: English field labels derived from the schema, and live relabelling.

Every text a player sees goes through :func:`companion.i18n.translate`; :class:`Texts` remembers
which widget attribute shows which msgid, so :meth:`Texts.relabel` switches the whole calculator
to another language at once.
"""
from __future__ import annotations

from typing import Any, Callable

from companion.i18n import translate


def field_label(name: str) -> str:
    """Return the English label (an i18n msgid) of a sheet field, e.g. ``"rune_stones"`` → ``"Rune stones"``.

    The label is the field name with underscores as spaces and a capital first letter; the schema
    ``description`` is shown separately as a tooltip (see :func:`field_tooltip`).
    """
    words = name.replace("_", " ").replace("-", " ").strip()
    return words[:1].upper() + words[1:]


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
