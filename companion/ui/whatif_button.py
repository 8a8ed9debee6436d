"""The "What if?" button of the hot seat and the lessons' boards: the What-if view (:mod:`companion.ui.whatif`)
opened on the position shown, in place below the board (issue 12: branch from a hot seat or a lesson).

The What-if page and the analysis layer are imported on the first press only, so a hot seat or a lesson with a
board per step loads no faster or slower than without the button.
"""
from __future__ import annotations

import html
from typing import Any

import ipywidgets as W

from companion import games
from companion.i18n import N_, render
from companion.ui import language

__all__ = ["WhatIfButton"]

_BUTTON_TEXT = {
    "open": N_("What if?"), "close": N_("Close the What-if view"),
    "none": N_("There is no position to branch from yet."),
}


class WhatIfButton:
    """A "What if?" button for a page that shows a position (the hot seat, a lesson's board): it opens the What-if
    view (:class:`~companion.ui.whatif.WhatIfPage`, embedded) on the current position in place, below the button
    on the same page; a second press opens it again on the position then, "Close" removes it. The host's position
    is never changed (the view branches from a copy: engine states are immutable).

    Args:
        position: ``position()`` → the position now: an engine state of a game with a rules engine, or None
            (nothing to branch from: the press says so beside the button).
        background: passed to :class:`~companion.ui.whatif.WhatIfPage` (False in tests).

    Attributes:
        widget: the button row and, once opened, the view below it; page: the open What-if page or None;
        button, close_button, message: its parts.

    Example:
        >>> from companion import games
        >>> start = games.get("meduris").new_game(["Ann", "Bob"], seed=3)
        >>> what = WhatIfButton(lambda: start, background=False)
        >>> what.open() and what.page.state == start
        True
    """

    def __init__(self, position: Any, *, background: bool = True) -> None:
        self.position = position
        self.background = background
        self.page: Any = None
        self.button = W.Button(icon="code-fork", layout={"width": "auto"})
        self.close_button = W.Button(icon="times", layout={"width": "auto", "display": "none"})
        self.message = W.HTML()
        self.view = W.VBox()
        self.button.on_click(lambda _b: self.open())
        self.close_button.on_click(lambda _b: self.close())
        self.widget = W.VBox([W.HBox([self.button, self.close_button, self.message],
                                     layout={"flex_flow": "row wrap", "align_items": "center"}), self.view])
        language.follow(self.relabel)

    @staticmethod
    def engine_of(state: Any) -> str | None:
        """The id of ``state``'s game if it has a rules engine (else None: no What-if view for it)."""
        game = getattr(type(state), "game", None)
        game_id = getattr(game, "id", None)
        return game_id if game_id in games.engine_ids() else None

    def open(self) -> bool:
        """Open (or open again) the What-if view on the position now; False (said beside the button) when there
        is no position of a game with an engine."""
        state = self.position()
        game_id = None if state is None else self.engine_of(state)
        if game_id is None:
            self.message.value = html.escape(render(_BUTTON_TEXT["none"], language.page_language().lang))
            return False
        self.message.value = ""
        if self.page is not None:
            self.page.cancel()
        from companion.ui.whatif import WhatIfPage

        self.page = WhatIfPage(game_id, state, background=self.background, embedded=True)
        self.view.children = [self.page.widget]
        self.close_button.layout.display = None
        return True

    def close(self) -> None:
        """Remove the What-if view (a running estimate is cancelled)."""
        if self.page is not None:
            self.page.cancel()
        self.page = None
        self.view.children = []
        self.close_button.layout.display = "none"

    def relabel(self, lang: str) -> None:
        """The button texts in ``lang`` (the open view follows the page language itself)."""
        self.button.description = render(_BUTTON_TEXT["open"], lang)
        self.close_button.description = render(_BUTTON_TEXT["close"], lang)
        if self.message.value:
            self.message.value = html.escape(render(_BUTTON_TEXT["none"], lang))
