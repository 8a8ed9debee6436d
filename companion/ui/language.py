"""The one language switch of the package (English / Polish).

A page shows one :func:`language_switch`; every widget that shows text follows the page's language by
calling :func:`follow` (or by linking its own ``lang`` trait with :func:`link`). Changing the switch
relabels everything on the page at once: boards, calculators, editors, hot seats, lesson prose.

Example:
    >>> from companion.ui.language import page_language
    >>> page_language().lang
    'en'
"""
from __future__ import annotations

import inspect
import weakref
from typing import Any, Callable

import ipywidgets as W
import traitlets

from companion.i18n import DEFAULT_LANGUAGE, LANGUAGES, check_language

#: How each language names itself on the switch.
LANGUAGE_NAMES = {"en": "English", "pl": "Polski"}


class PageLanguage(traitlets.HasTraits):
    """The language of the page (a kernel runs one page): ``lang`` is ``"en"`` or ``"pl"``."""

    lang = traitlets.Unicode(DEFAULT_LANGUAGE)

    @traitlets.validate("lang")
    def _valid(self, proposal: dict) -> str:
        return check_language(proposal["value"])


_PAGE = PageLanguage()


def page_language() -> PageLanguage:
    """The page's language object (one per kernel)."""
    return _PAGE


_CHOSEN = False      # set_language was called in this kernel: a page's first switch does not change the language


def set_language(lang: str) -> None:
    """Switch the whole page to ``lang`` ("en" or "pl").

    Raises:
        ValueError: unsupported language.
    """
    global _CHOSEN
    _PAGE.lang = lang
    _CHOSEN = True


def follow(callback: Callable[[str], Any], *, now: bool = True) -> Callable[[str], Any]:
    """Call ``callback(lang)`` whenever the page language changes (and once now, if ``now``).

    A bound method is held weakly: once its widget is gone, the page forgets it (re-running a notebook cell
    does not pile up observers that relabel widgets nobody sees).
    """
    ref = weakref.WeakMethod(callback) if inspect.ismethod(callback) else (lambda: callback)

    def changed(change: dict) -> None:
        target = ref()
        if target is None:
            _PAGE.unobserve(changed, names="lang")
        else:
            target(change["new"])

    _PAGE.observe(changed, names="lang")
    if now:
        callback(_PAGE.lang)
    return callback


class _WeakLink:
    """``widget.<name>`` kept equal to the page language both ways, holding the widget weakly."""

    def __init__(self, widget: traitlets.HasTraits, name: str) -> None:
        self._widget = weakref.ref(widget)
        self._name = name
        setattr(widget, name, _PAGE.lang)
        _PAGE.observe(self._to_widget, names="lang")
        widget.observe(self._to_page, names=name)

    def _to_widget(self, change: dict) -> None:
        widget = self._widget()
        if widget is None:
            self.unlink()
        elif getattr(widget, self._name) != change["new"]:
            setattr(widget, self._name, change["new"])

    def _to_page(self, change: dict) -> None:
        if _PAGE.lang != change["new"]:
            _PAGE.lang = change["new"]

    def unlink(self) -> None:
        """Stop following the page language."""
        _PAGE.unobserve(self._to_widget, names="lang")
        widget = self._widget()
        if widget is not None:
            widget.unobserve(self._to_page, names=self._name)


def link(widget: traitlets.HasTraits, name: str = "lang") -> _WeakLink:
    """Keep ``widget.<name>`` equal to the page language (both ways); returns the link (``.unlink()``). The
    widget is held weakly, as by :func:`follow`."""
    return _WeakLink(widget, name)


def language_switch(*, remember: bool = True) -> W.ToggleButtons:
    """The switch widget (English | Polski), linked to the page language; show one per page.

    The first switch of a page (a notebook's kernel) also makes the page remember its language between visits
    (:func:`remember_language`): it opens in the language last chosen on any page, and a change is kept for
    the next page. ``remember=False``: a page that keeps no memory (the table app told not to)."""
    if remember:
        remember_language()
    switch = W.ToggleButtons(options=[(LANGUAGE_NAMES[code], code) for code in LANGUAGES], value=_PAGE.lang,
                             style={"button_width": "80px"}, layout=W.Layout(margin="0 0 8px 0"))
    traitlets.link((_PAGE, "lang"), (switch, "value"))
    return switch


class LanguageMemory:
    """Remember the page language between visits, in the app's settings file (:mod:`companion.ui.settings`).

    Creating one switches the page to the remembered language; from then on every change of the switch is
    written to the settings file. Keep a reference to it for as long as the page lives (the page holds its
    observer weakly, like every :func:`follow`).

    Args:
        path: the settings file; ``None`` for :func:`companion.ui.settings.settings_path`
            (``$COMPANION_SETTINGS`` or the user's configuration directory).
        restore: switch the page to the remembered language now (False: only remember later changes).

    Attributes:
        saved: False after a change could not be written (the page goes on in the chosen language).
    """

    def __init__(self, path: Any = None, *, restore: bool = True) -> None:
        from companion.ui import settings

        self.path = path if path is not None else settings.settings_path()
        self.saved = True
        if restore:
            set_language(settings.remembered_language(self.path))
        follow(self.remember, now=False)

    def remember(self, lang: str) -> None:
        """Write ``lang`` to the settings file (called on every change of the page language)."""
        from companion.ui import settings

        self.saved = settings.save_setting("language", lang, self.path)


_MEMORY: "weakref.ref[LanguageMemory] | None" = None   # held by the page that made it (the table app) …
_KEPT: list = []                                        # … or here, made by a page's first switch


def remember_language(path: Any = None) -> LanguageMemory:
    """The page's one :class:`LanguageMemory`, made on the first call (the page switches to the remembered
    language then); a later call with another settings ``path`` (the table app given its own file) replaces it.
    A memory made for a ``path`` ends with the page that holds it; the one made without lasts the kernel.

    Args:
        path: the settings file; ``None``: the one already in use, else
            :func:`companion.ui.settings.settings_path`. Without a path, a language already chosen in this
            kernel (:func:`set_language`) stays, and only later changes are remembered.
    """
    global _MEMORY
    memory = _MEMORY() if _MEMORY is not None else None
    if path is not None and (memory is None or str(path) != str(memory.path)):
        memory = LanguageMemory(path)
    elif memory is None:
        memory = LanguageMemory(restore=not _CHOSEN)
        _KEPT[:] = [memory]
    _MEMORY = weakref.ref(memory)
    return memory
