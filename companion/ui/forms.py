"""Small pieces shared by the app's forms: a message line that follows the page language, option lists that
keep their choice when relabelled, and play-log errors told without the server's file paths.

Example:
    >>> from companion.i18n import N_
    >>> line = Status()
    >>> line.show(N_("Play {play}"), "ok", play=3)
    >>> line.widget.value
    '<span class="companion-ok">✓ Play 3</span>'
    >>> line.render("pl"); line.widget.value
    '<span class="companion-ok">✓ Rozgrywka 3</span>'
"""
from __future__ import annotations

import contextlib
import html
from pathlib import Path
from typing import Any, Iterator, Sequence

import ipywidgets as W

from companion.errors import CompanionError, PlayLogError
from companion.i18n import N_, Phrase, Template, translate

class Quiet:
    """A form whose own widget changes (relabelling, filling in, resets) must not act as the user's: its
    observers return early while ``self._quiet`` is above 0, and ``with self.quiet():`` holds it there (nested
    uses count). Mixed into the table app, the calculator and the rule lookup.

    Example:
        >>> form = Quiet()
        >>> with form.quiet():
        ...     with form.quiet():
        ...         form._quiet
        2
        >>> form._quiet
        0
    """

    _quiet = 0

    @contextlib.contextmanager
    def quiet(self) -> Iterator[None]:
        """Context manager: the form's own widgets change without acting on it."""
        self._quiet += 1
        try:
            yield
        finally:
            self._quiet -= 1


#: how each kind of message starts, and its CSS class
_KINDS = {"info": ("", "companion-info"), "ok": ("✓ ", "companion-ok"), "error": ("⚠ ", "companion-message")}


class Status:
    """One line of feedback (an ``ipywidgets.HTML``) kept as phrases (templates and their parameters), so it
    is shown again in the new language when the page language changes (:meth:`render`).

    Args:
        lang: the language to show it in first.
        layout: optional ``ipywidgets.Layout`` of the line.
    """

    def __init__(self, lang: str = "en", layout: W.Layout | None = None) -> None:
        self.widget = W.HTML(layout=layout) if layout is not None else W.HTML()
        self.lang = lang
        self.phrases: tuple[Phrase, ...] = ()
        self.kind = "info"

    def show(self, template: Template, kind: str = "info", **params: Any) -> None:
        """Show ``template`` (an English msgid or :class:`~companion.i18n.Plural`) filled with ``params`` (an
        error among them is shown by its own message); ``kind`` is ``"info"``, ``"ok"`` or ``"error"``."""
        self.show_phrases(kind, Phrase(template, params))

    def show_phrases(self, kind: str, *phrases: Phrase) -> None:
        """Show several sentences (:class:`~companion.i18n.Phrase` s) on the line, one after another."""
        self.phrases, self.kind = phrases, kind
        self.render(self.lang)

    def clear(self) -> None:
        """Show nothing."""
        self.phrases = ()
        self.widget.value = ""

    @property
    def text(self) -> str:
        """The message as plain text in the current language (``""`` when nothing is shown)."""
        return " ".join(p.text(self.lang) for p in self.phrases)

    def render(self, lang: str) -> None:
        """Show the message again in ``lang``."""
        self.lang = lang
        if not self.phrases:
            self.widget.value = ""
            return
        mark, css = _KINDS[self.kind]
        self.widget.value = f'<span class="{css}">{mark}{html.escape(self.text)}</span>'


def set_options(widget: Any, options: Sequence[tuple[str, Any]]) -> None:
    """Give a selection widget (dropdown, toggle buttons) new ``(label, value)`` options and keep its value
    when that value is still offered (else the first option is chosen, also when nothing was selected).

    ipywidgets resets a selection to its first option whenever ``options`` change, so observers of
    ``value`` see the choice move away and back: callers relabelling a widget ignore those changes (the
    app does so with its ``quiet()`` guard).
    """
    value = widget.value
    values = [v for _, v in options]
    widget.options = list(options)
    if value in values:
        widget.value = value
    elif values and widget.index is None:     # a widget made without options selects nothing
        widget.index = 0


def show_image(image: Any, png: bytes = b"") -> None:
    """Show ``png`` (PNG bytes) in an ``ipywidgets.Image``, or hide the image while there is none (an empty
    Image is drawn by the browser as a broken-image icon).

    >>> im = W.Image(format="png")
    >>> show_image(im); im.layout.display
    'none'
    >>> show_image(im, b"\\x89PNG"); im.layout.display
    'block'
    """
    image.value = png
    image.layout.display = "block" if png else "none"


def game_filter_options(lang: str) -> list[tuple[str, str]]:
    """The options of a "which game" filter in ``lang``: ``("All games", "")`` first, then each game's title
    and id in the registry's order (the play log, the statistics and the rule lookup filter by game).

    >>> game_filter_options("pl")[0], game_filter_options("en")[1][1]
    (('Wszystkie gry', ''), 'meduris')
    """
    from companion import games

    return [(translate(N_("All games"), lang), "")] + [(translate(title, lang), gid)
                                                       for gid, (_, title) in games.GAMES.items()]


def without_paths(exc: CompanionError) -> CompanionError:
    """A play-log error whose ``file`` parameter is reduced to the file's name, so a page tells the problem
    (a damaged or foreign file, a busy log) without showing the server's folders; other errors unchanged."""
    if isinstance(exc, PlayLogError) and isinstance(exc.params.get("file"), str):
        params = dict(exc.params, file=Path(exc.params["file"]).name)
        return PlayLogError(exc.template, **params)
    return exc
