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
from pathlib import Path

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
