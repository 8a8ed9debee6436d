"""Translations of every user-facing text (English msgids, Polish catalogs), with plural forms.

Catalogs are gettext ``.po`` files under ``companion/locale/<lang>/``; every ``.po`` file in that
folder is merged into the language's catalog, so each game keeps its own file
(``meduris.po``, ``five-tribes.po`` …) and the shared texts live in ``common.po``.
Babel reads them (no compile step: the parsed catalogs are cached, keyed by the files' contents).

Usage::

    from companion.i18n import translate
    translate("Rune stones", "pl")   # -> "Kamienie runiczne"

Texts whose grammar depends on a number are plural messages (gettext's ``ngettext``): the English
singular and plural are the msgid pair, a ``.po`` file gives every form of the language
(``msgid`` / ``msgid_plural`` / ``msgstr[0]`` … ``msgstr[2]`` in Polish), and the form is chosen by the
language's gettext plural rule, which Babel knows (:func:`babel.messages.plurals.get_plural`, compiled
with :func:`gettext.c2py`). :class:`Plural` is the late-rendering form, accepted wherever a template is::

    from companion.i18n import Plural, render
    cards = Plural("the deck has only {limit} card", "the deck has only {limit} cards", count="limit")
    render(cards, "en", limit=1)    # -> "the deck has only 1 card"
    render(cards, "pl", limit=22)   # -> "talia ma tylko 22 karty"   (with its entry in a .po file)
"""
from __future__ import annotations

import functools
import json
import os
import re

from companion.records import factory, record

TYPE_CHECKING = False   # typing.TYPE_CHECKING without importing typing (2–4 ms of every command's start-up)
if TYPE_CHECKING:  # pragma: no cover - annotations only
    from typing import Any, Callable, Mapping
    from pathlib import Path

LANGUAGES = ("en", "pl")
DEFAULT_LANGUAGE = "en"
#: the folder of the catalogs (``<lang>/<domain>.po``) as text; :data:`LOCALE_DIR` is the same as a Path
_LOCALE_FOLDER = os.path.join(os.path.dirname(__file__), "locale")
#: English, the language of the msgids, has gettext's plural rule ``nplurals=2; plural=(n != 1)`` (also Babel's):
#: known without reading any catalog, so an English run never opens the ``.po`` files
_ENGLISH_PLURAL = (2, lambda n: int(n != 1))


def __getattr__(name: str) -> Any:
    """``LOCALE_DIR``, the catalogs' folder as a :class:`pathlib.Path` (made on first use: the command line
    does not import pathlib)."""
    if name == "LOCALE_DIR":
        from pathlib import Path

        return Path(_LOCALE_FOLDER)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _locale_folder() -> str:
    """The catalogs' folder: :data:`LOCALE_DIR` when it was set (tests point it at a copy), else the package's."""
    return os.fspath(globals().get("LOCALE_DIR", _LOCALE_FOLDER))


def check_language(lang: str) -> str:
    """Return ``lang`` if supported, else raise :class:`ValueError` naming the supported ones."""
    if lang not in LANGUAGES:
        raise ValueError(f"unsupported language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    return lang


#: bump when the layout of the compiled catalogs changes (2: entries with a ``msgctxt`` keyed ``context\x04msgid``)
_COMPILED_FORMAT = 2

#: separates a message's context from its msgid in a catalog key (GNU gettext's convention)
CONTEXT_SEPARATOR = "\x04"


def _compile(files: list[str] | list[Path]) -> dict[str, Any]:
    """Read the ``.po`` files (``…/<lang>/<domain>.po``) with Babel: per language the singular texts, the
    complete plural texts and the plural rule (``Plural-Forms`` of Babel's CLDR data), as JSON-able data."""
    from babel.messages.plurals import get_plural
    from babel.messages.pofile import read_po

    data: dict[str, Any] = {}
    for lang in LANGUAGES:
        rule = get_plural(lang)
        entry = data[lang] = {"nplurals": rule.num_plurals, "plural_expr": rule.plural_expr,
                              "singular": {}, "plural": []}
        for path in (f for f in files if os.path.basename(os.path.dirname(f)) == lang and lang != DEFAULT_LANGUAGE):
            with open(path, "rb") as fh:
                for message in read_po(fh, locale=lang):
                    if not message.id or message.fuzzy:
                        continue
                    if isinstance(message.id, (tuple, list)):
                        forms = [str(s) for s in message.string or ()]
                        if forms and all(forms):  # a form left empty: the whole message stays English
                            entry["plural"].append([str(message.id[0]), str(message.id[1]), forms])
                    elif message.string:
                        key = str(message.id)
                        if message.context:
                            key = f"{message.context}{CONTEXT_SEPARATOR}{key}"
                        entry["singular"][key] = str(message.string)
    return data


@functools.lru_cache(maxsize=None)
def _compiled() -> dict[str, Any]:
    """Every language's texts and plural rule, from the ``.po`` files.

    Parsing the catalogs with Babel costs tens of milliseconds per process, so the result is cached as
    JSON by :func:`companion.cache.cached`, keyed by every ``.po`` file (any edit makes a new key; a stale
    entry is never read).
    """
    from companion.cache import cached

    folder = _locale_folder()
    names = sorted(f"{lang}/{po}" for lang in sorted(os.listdir(folder)) if os.path.isdir(os.path.join(folder, lang))
                   for po in os.listdir(os.path.join(folder, lang)) if po.endswith(".po"))
    files = [os.path.join(folder, *name.split("/")) for name in names]
    source = f"catalogs {_COMPILED_FORMAT}".encode()
    for name, path in zip(names, files):
        with open(path, "rb") as fh:
            source += b"\0" + name.encode() + b"\0" + fh.read()
    text = cached("catalogs", source, lambda: json.dumps(_compile(files), ensure_ascii=False).encode("utf-8"))
    return json.loads(text)


@functools.lru_cache(maxsize=None)
def _messages(lang: str) -> tuple[dict[str, str], dict[tuple[str, str], tuple[str, ...]]]:
    """The texts of ``lang``: (singular msgid → text, (msgid, msgid_plural) → forms); empty for English."""
    check_language(lang)
    if lang == DEFAULT_LANGUAGE:
        return {}, {}
    entry = _compiled()[lang]
    return dict(entry["singular"]), {(one, many): tuple(forms) for one, many, forms in entry["plural"]}


def catalog(lang: str) -> dict[str, str]:
    """Return the merged msgid → translation mapping of ``lang`` (empty for English); singular texts only.

    Raises:
        ValueError: ``lang`` is not one of :data:`LANGUAGES`.
    """
    return _messages(lang)[0]


def plural_catalog(lang: str) -> dict[tuple[str, str], tuple[str, ...]]:
    """Return ``(msgid, msgid_plural)`` → the translated forms (``msgstr[0]``, ``msgstr[1]`` …) of ``lang``.

    Only entries with every form filled in are kept. Empty for English.

    Raises:
        ValueError: ``lang`` is not one of :data:`LANGUAGES`.
    """
    return _messages(lang)[1]


@functools.lru_cache(maxsize=None)
def plural_rule(lang: str) -> tuple[int, Callable[[int], int]]:
    """Return ``(nplurals, index_of)``: the number of plural forms of ``lang`` and its gettext rule.

    The rule is the CLDR-derived ``Plural-Forms`` expression Babel ships for the language
    (:func:`babel.messages.plurals.get_plural`, kept with the compiled catalogs), compiled by
    :func:`gettext.c2py`; ``index_of(n)`` is the ``msgstr[index]`` to use for the count ``n``. Polish:
    ``index_of(1) == 0`` (1 karta), ``index_of(22) == 1`` (22 karty), ``index_of(12) == 2`` (12 kart).

    Raises:
        ValueError: ``lang`` is not one of :data:`LANGUAGES`.
    """
    if check_language(lang) == DEFAULT_LANGUAGE:
        return _ENGLISH_PLURAL
    import gettext

    entry = _compiled()[lang]
    return entry["nplurals"], gettext.c2py(entry["plural_expr"])


def translate(text: str, lang: str = DEFAULT_LANGUAGE) -> str:
    """Return ``text`` (an English msgid) in ``lang``; untranslated texts come back in English.

    For texts without a number; a text with a count is a :class:`Plural` (or :func:`ngettext`).
    """
    return catalog(lang).get(text, text)


def pgettext(context: str, text: str, lang: str = DEFAULT_LANGUAGE) -> str:
    """Return ``text`` in ``lang`` as the ``.po`` entry with ``msgctxt context`` translates it (gettext's
    ``pgettext``); untranslated texts come back unchanged.

    For short texts whose translation depends on where they stand, e.g. the symbols of a game's formulas
    (``msgctxt "meduris formula"``, ``msgid "r"`` → ``"p"``: the hut run on a temple's right, *prawa*).

    >>> pgettext("meduris formula", "n", "en")
    'n'
    """
    return catalog(lang).get(f"{context}{CONTEXT_SEPARATOR}{text}", text)


def _count(value: Any) -> int | None:
    """The whole number a count parameter stands for: an int, a whole float, or the length of a list."""
    if isinstance(value, (list, tuple, set, frozenset, dict)):
        return len(value)
    if isinstance(value, bool):
        return None
    try:
        n = int(value)
    except (TypeError, ValueError, OverflowError):
        return None
    return abs(n) if n == value else None


def ngettext(singular: str, plural: str, n: Any, lang: str = DEFAULT_LANGUAGE) -> str:
    """Return the form of the message ``(singular, plural)`` that fits the count ``n`` in ``lang``.

    Like :func:`gettext.ngettext`: the English texts are the msgid pair; the translation's forms come
    from the ``.po`` entry with that ``msgid`` / ``msgid_plural``; an untranslated message falls back to
    English (``singular`` for 1, ``plural`` otherwise). ``n`` may also be a list (its length counts).
    A count that is not a whole number (``None``, ``2.5``, text) takes the language's last form
    ("5 entries", "5 kart"), so a bad value never raises here. The placeholders are not filled in.

    >>> ngettext("{n} entry", "{n} entries", 1)
    '{n} entry'
    >>> ngettext("{n} entry", "{n} entries", 2)
    '{n} entries'
    """
    count = _count(n)
    forms = plural_catalog(lang).get((singular, plural))
    if forms is None:
        forms, index_of = (singular, plural), plural_rule(DEFAULT_LANGUAGE)[1]
    else:
        index_of = plural_rule(lang)[1]
    index = index_of(count) if count is not None else len(forms) - 1
    return forms[min(index, len(forms) - 1)]


def N_(text: str) -> str:
    """Mark ``text`` for extraction without translating it now (gettext's ``N_`` idiom)."""
    return text


@record
class Plural:
    """A message whose grammar depends on a number: English singular and plural msgids, chosen late.

    Accepted wherever a template is (:func:`render`, :class:`Phrase`, the ``template`` of
    :class:`~companion.errors.CompanionError` and its subclasses, the ``note`` of
    :class:`~companion.explain.Line`): when the text is shown, the form is picked by :func:`ngettext`
    from the parameter named ``count`` (a number, or a list whose length counts), in the reader's
    language. ``str()`` gives the English plural (the usual reading in logs).

    Args:
        singular: English text for one (the ``msgid``), with ``{placeholders}``.
        plural: English text for other counts (the ``msgid_plural``), same placeholders.
        count: name of the parameter holding the count (it is usually also a placeholder).

    >>> entries = Plural("needs at least {limit} entry", "needs at least {limit} entries", count="limit")
    >>> render(entries, "en", limit=1)
    'needs at least 1 entry'
    >>> render(entries, "en", limit=3)
    'needs at least 3 entries'
    >>> render(Plural("Winner: {names}", "Winners: {names}", count="names"), "en", names=["Ann", "Bo"])
    'Winners: Ann and Bo'
    """

    singular: str
    plural: str
    count: str = "count"

    def template(self, lang: str, params: Mapping[str, Any]) -> str:
        """Return the translated form for ``params[count]`` (the last form when the parameter is missing)."""
        return ngettext(self.singular, self.plural, params.get(self.count), lang)

    def __str__(self) -> str:
        return self.plural


#: A message template: an English msgid, or a :class:`Plural`.
Template = str | Plural


def template_text(template: Template, lang: str, params: Mapping[str, Any]) -> str:
    """Return ``template`` in ``lang``, before filling in: :func:`translate` for a msgid, the right
    form of a :class:`Plural` for the count in ``params``.

    >>> template_text(Plural("{n} hut", "{n} huts", count="n"), "en", {"n": 1})
    '{n} hut'
    """
    if isinstance(template, Plural):
        return template.template(lang, params)
    return translate(template, lang)


def join_names(items, lang: str = DEFAULT_LANGUAGE, conjunction: str = "and") -> str:
    """Join a list as a person writes it in ``lang``.

    Args:
        items: the texts (anything ``str()`` turns into one), in order.
        lang: ``"en"`` or ``"pl"``.
        conjunction: ``"and"`` (``"A, B and C"``; Polish ``"A, B i C"``), ``"or"`` (``"A, B or C"``) or
            ``"then"`` for steps taken one after the other (``"A, then B, then C"``; Polish
            ``"A, potem B, a potem C"``).

    When an item itself holds the conjunction as a word (a tie-break "more huts and temples built"), the
    list is joined with its other form (msgctxt ``"list, an item holds the word"``: Polish ``oraz``/``albo``)
    so the reader can tell the list's "and" from the item's.

    >>> join_names(["A", "B", "C"])
    'A, B and C'
    >>> join_names(["A", "B", "C"], "en", "then")
    'A, then B, then C'
    """
    items = [str(i) for i in items]
    if len(items) <= 1:
        return "".join(items)
    if conjunction == "then":
        middle, last = translate(N_(", then "), lang), pgettext("list, last step", ", then ", lang)
        return items[0] + "".join((last if i == len(items) - 1 else middle) + item
                                  for i, item in enumerate(items[1:], 1))
    word = translate(conjunction, lang)
    if any(re.search(rf"(?<!\w){re.escape(word)}(?!\w)", item) for item in items):
        word = pgettext("list, an item holds the word", conjunction, lang)
    return ", ".join(items[:-1]) + " " + word + " " + items[-1]


def render(template: Template, lang: str = DEFAULT_LANGUAGE, **params) -> str:
    """Translate ``template`` and fill in ``params``.

    Parameter conventions: a :class:`Phrase` value is rendered in ``lang`` too, and so is an error
    (a :class:`~companion.errors.CompanionError`, through its ``message(lang)``); a key ending in ``_label``
    holds a msgid translated too; ``_labels`` a list of msgids; any list (of texts or phrases) is joined
    with "and" (with "or" when the key starts with ``any_``, as steps "A, then B" with ``then_``). ``template`` may be a :class:`Plural`: its
    form is chosen from the count parameter before the values are formatted (a list counts its items).

    >>> render("needs at least {limit} entries", "en", limit=2)
    'needs at least 2 entries'
    >>> render(Plural("{n} card", "{n} cards", count="n"), "en", n=1)
    '1 card'
    """
    values = {}
    for key, value in params.items():
        if isinstance(value, Phrase):
            value = value.text(lang)
        elif isinstance(value, Exception) and callable(getattr(value, "message", None)):
            value = value.message(lang)          # a CompanionError inside another message
        elif isinstance(value, (list, tuple)):
            value = [v.text(lang) if isinstance(v, Phrase) else v for v in value]
        if key.endswith("_labels"):
            value = [translate(v, lang) for v in value]
        elif key.endswith("_label"):
            value = translate(value, lang)
        if isinstance(value, (list, tuple)):
            value = join_names(value, lang, "or" if key.startswith("any_") else
                               "then" if key.startswith("then_") else "and")
        values[key] = value
    return template_text(template, lang, params).format(**values)


@record
class Phrase:
    """A translatable text kept language-neutral until shown: template (English msgid) + parameters.

    Used for messages and explanations built now and shown later in the reader's language, and as a
    parameter of another phrase (e.g. the chips in "costs {cost}"). ``str()`` gives English.
    The template may be a :class:`Plural`:

    >>> str(Phrase(Plural("{n} rune stone", "{n} rune stones", count="n"), {"n": 1}))
    '1 rune stone'
    """

    template: Template
    params: Mapping[str, Any] = factory(dict)

    def text(self, lang: str = DEFAULT_LANGUAGE) -> str:
        """Render in ``lang`` (see :func:`render`)."""
        return render(self.template, lang, **self.params)

    def __str__(self) -> str:
        return self.text()
