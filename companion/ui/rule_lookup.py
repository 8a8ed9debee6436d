"""The rule lookup widget: type a word in English or Polish, read the rule cards that answer it
(:mod:`companion.rulebook`). With an empty search box it lists every card of the chosen game, folded, to browse.

The cards open and close in the browser (HTML ``<details>``), so reading them costs the kernel nothing.

Example:
    >>> from companion.ui.rule_lookup import RuleLookup
    >>> lookup = RuleLookup()
    >>> lookup.query.value = "wezyr"
    >>> lookup.found[0].key
    'five-tribes/viziers'
"""
from __future__ import annotations

import html

import ipywidgets as W

from companion import games
from companion.calculator.editors import narrow
from companion.calculator.labels import Texts
from companion.calculator.render import STYLE
from companion.i18n import N_, Plural, translate
from companion.rulebook import RuleCard, card_html, cards_of, all_cards, search
from companion.ui import language as page
from companion.ui.forms import Quiet, Status, game_filter_options, set_options

__all__ = ["RuleLookup", "MAX_RESULTS"]

#: most cards shown for a search
MAX_RESULTS = 8

_MATCHES = Plural("{n} card matches; the best first.", "{n} cards match; the best first.", count="n")
_ALL = Plural("{n} rule card: open one to read it.", "{n} rule cards: open one to read it.", count="n")

_STYLE = """<style>
.companion-rules details.companion-rule { border-bottom: 1px solid #ddd; }
.companion-rules details.companion-rule > summary { cursor: pointer; min-height: 40px; padding: 8px 4px;
  box-sizing: border-box; line-height: 24px; font-weight: bold; }
.companion-rules .companion-rule-game { font-weight: normal; color: #555; }
</style>"""


class RuleLookup(Quiet):
    """The rule lookup (see the module docstring).

    Args:
        texts: the page's :class:`~companion.calculator.labels.Texts` when the lookup is part of a page that
            relabels it (the app calls :meth:`relabel`); ``None`` to follow the page language on its own.
        game: the game chosen first (``None``: every game).

    Attributes:
        widget: the lookup's ``VBox``; query: the search box; game: the game filter (``""``: every game);
        results: the HTML of the cards shown; found: the cards shown, in order.
    """

    def __init__(self, texts: Texts | None = None, game: str | None = None) -> None:
        own = texts is None
        self.texts = texts if texts is not None else Texts(page.page_language().lang)
        t = self.texts
        title = t.add(W.HTML(), "value", N_("<h3>Rules</h3>"))
        hint = t.add(W.HTML(), "value", N_(
            "Short answers to the questions a table argues about, each with the section of the game's rules it "
            "comes from. Search in English or Polish: <i>vizier</i> or <i>wezyr</i>, <i>district</i> or "
            "<i>dzielnica</i>."))
        self.query = W.Text(layout=narrow("260px"))
        t.add(self.query, "placeholder", N_("a word or a question"))
        query_label = t.add(W.Label(layout=narrow("80px")), "value", N_("Search"))
        self.game = W.Dropdown(layout=narrow("190px"))
        game_label = t.add(W.Label(layout=narrow("80px")), "value", N_("Game"))
        self.count = Status(t.lang)
        self.results = W.HTML()
        self.found: list[RuleCard] = []
        self.query.observe(lambda _c: self._quiet or self.render(), names="value")
        self.game.observe(lambda _c: self._quiet or self.render(), names="value")
        self.widget = W.VBox([W.HTML(STYLE + _STYLE), title, hint, W.HBox([query_label, self.query]),
                              W.HBox([game_label, self.game]), self.count.widget, self.results])
        self.widget.add_class("companion-rules")
        self.relabel(t.lang)
        if game is not None:
            self.set_game(game)
        if own:
            page.follow(self._page_language, now=False)

    def _page_language(self, lang: str) -> None:
        if lang != self.texts.lang:
            self.texts.relabel(lang)
            self.relabel(lang)

    def relabel(self, lang: str) -> None:
        """Show the lookup in ``lang`` (the game filter, the count and every card)."""
        with self.quiet():
            set_options(self.game, game_filter_options(lang))
        self.render()

    def set_game(self, game: str | None) -> None:
        """Show the cards of ``game`` (``None`` or ``""``: every game)."""
        self.game.value = game or ""

    def render(self) -> None:
        """Show the cards matching the search (every card of the chosen game when the box is empty)."""
        lang = self.texts.lang
        game = self.game.value or None
        if self.query.value.strip():
            self.found = search(self.query.value, game, limit=MAX_RESULTS)
            if self.found:
                self.count.show(_MATCHES, n=len(self.found))
            else:
                self.count.show(N_("No card matches. Try another word, in English or Polish."))
            opened = 1
        else:
            self.found = list(cards_of(game) if game else all_cards())
            self.count.show(_ALL, n=len(self.found))
            opened = 0
        self.count.render(lang)
        parts = []
        for i, card in enumerate(self.found):
            where = "" if game else (f' <span class="companion-rule-game">· '
                                     f'{html.escape(translate(games.title(card.game), lang))}</span>')
            parts.append(f'<details class="companion-rule"{" open" if i < opened else ""}><summary>'
                         f"{html.escape(card.title(lang))}{where}</summary>{card_html(card, lang, heading=False)}"
                         "</details>")
        self.results.value = "".join(parts)
