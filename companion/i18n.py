"""Translations of every user-facing text (English msgids, Polish catalogs).

Catalogs are gettext ``.po`` files under ``companion/locale/<lang>/``; every ``.po`` file in that
folder is merged into the language's catalog, so each game keeps its own file
(``meduris.po``, ``five-tribes.po`` …) and the shared texts live in ``common.po``.
Babel reads them; no compile step is needed.

Usage::

    from companion.i18n import translate
    translate("Rune stones", "pl")   # -> "Kamienie runiczne"
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

LANGUAGES = ("en", "pl")
DEFAULT_LANGUAGE = "en"
LOCALE_DIR = Path(__file__).parent / "locale"


def check_language(lang: str) -> str:
    """Return ``lang`` if supported, else raise :class:`ValueError` naming the supported ones."""
    if lang not in LANGUAGES:
        raise ValueError(f"unsupported language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    return lang


@functools.lru_cache(maxsize=None)
def catalog(lang: str) -> dict[str, str]:
    """Return the merged msgid → translation mapping of ``lang`` (empty for English).

    Raises:
        ValueError: ``lang`` is not one of :data:`LANGUAGES`.
    """
    check_language(lang)
    folder = LOCALE_DIR / lang
    if lang == DEFAULT_LANGUAGE or not folder.is_dir():
        return {}
    from babel.messages.pofile import read_po

    merged: dict[str, str] = {}
    for path in sorted(folder.glob("*.po")):
        with path.open("rb") as fh:
            for message in read_po(fh, locale=lang):
                if message.id and message.string and not message.fuzzy:
                    merged[str(message.id)] = str(message.string)
    return merged


def translate(text: str, lang: str = DEFAULT_LANGUAGE) -> str:
    """Return ``text`` (an English msgid) in ``lang``; untranslated texts come back in English."""
    return catalog(lang).get(text, text)


def N_(text: str) -> str:
    """Mark ``text`` for extraction without translating it now (gettext's ``N_`` idiom)."""
    return text


def join_names(items, lang: str = DEFAULT_LANGUAGE, conjunction: str = "and") -> str:
    """Join ``["A", "B", "C"]`` as ``"A, B and C"`` (``"A, B i C"`` in Polish); ``conjunction`` may be ``"or"``."""
    items = [str(i) for i in items]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " " + translate(conjunction, lang) + " " + items[-1]


def render(template: str, lang: str = DEFAULT_LANGUAGE, **params) -> str:
    """Translate ``template`` and fill in ``params``.

    Parameter conventions: a :class:`Phrase` value is rendered in ``lang`` too; a key ending in ``_label``
    holds a msgid translated too; ``_labels`` a list of msgids; any list (of texts or phrases) is joined
    with "and" (with "or" when the key starts with ``any_``).
    """
    values = {}
    for key, value in params.items():
        if isinstance(value, Phrase):
            value = value.text(lang)
        elif isinstance(value, (list, tuple)):
            value = [v.text(lang) if isinstance(v, Phrase) else v for v in value]
        if key.endswith("_labels"):
            value = [translate(v, lang) for v in value]
        elif key.endswith("_label"):
            value = translate(value, lang)
        if isinstance(value, (list, tuple)):
            value = join_names(value, lang, "or" if key.startswith("any_") else "and")
        values[key] = value
    return translate(template, lang).format(**values)


@dataclass(frozen=True)
class Phrase:
    """A translatable text kept language-neutral until shown: template (English msgid) + parameters.

    Used for messages and explanations built now and shown later in the reader's language, and as a
    parameter of another phrase (e.g. the chips in "costs {cost}"). ``str()`` gives English.
    """

    template: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def text(self, lang: str = DEFAULT_LANGUAGE) -> str:
        """Render in ``lang`` (see :func:`render`)."""
        return render(self.template, lang, **self.params)

    def __str__(self) -> str:
        return self.text()
