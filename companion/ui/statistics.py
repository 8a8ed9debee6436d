"""The app's Statistics section: who wins what, from the play log — tables per player, per game and player,
per game, average points per scoring category and head to head (:mod:`companion.playlog.stats`), each with a
link that downloads it as CSV (headers in the reader's language), and the charts of :mod:`companion.playlog.plots` (final scores of a game; one player's points per category over time).

Built by :class:`companion.ui.app.TableApp` (``app.stats``). The tables are worked out only while the section
is shown (the log is read again after every save, edit, delete or import).
"""
from __future__ import annotations

import html
import io
from typing import TYPE_CHECKING, Any

import ipywidgets as W

from companion import games
from companion.calculator.editors import narrow
from companion.errors import CompanionError
from companion.i18n import N_, render, translate
from companion.ui.forms import Status, game_filter_options, set_options, show_image, without_paths
from companion.ui.history import download_link

if TYPE_CHECKING:  # pragma: no cover
    from companion.ui.app import TableApp

__all__ = ["Statistics", "frame_html"]


def frame_html(frame: Any, lang: str, game: str | None = None) -> str:
    """A statistics DataFrame as an HTML table in a sideways-scrolling box: headers in ``lang``
    (:func:`companion.playlog.stats.labelled`), game ids as titles, numbers in the language's format."""
    from companion.playlog import stats
    from companion.playlog.cli import format_number

    flat = frame.reset_index()
    header = list(stats.labelled(flat, lang, game).columns)
    rows = []
    for record in flat.itertuples(index=False):
        cells = []
        for column, value in zip(flat.columns, record):
            if column == "game" and value in games.GAMES:
                value = translate(games.title(value), lang)
            cells.append(f"<td>{html.escape(format_number(value, column, lang))}</td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")
    head = "".join(f"<th>{html.escape(str(h))}</th>" for h in header)
    return (f'<div class="companion-scroll"><table class="companion-stats"><thead><tr>{head}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table></div>')


def _png(figure: Any) -> bytes:
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=80)
    return buffer.getvalue()


class Statistics:
    """The Statistics section of the app (see the module docstring).

    Attributes:
        widget: the section's ``VBox``.
        game: the game filter (``""``: every game); player: the player filter (``""``: everyone).
        tables: the HTML of the tables shown, each followed by its CSV download link.
        histogram, breakdown: the charts (PNG images; shown when a game, and for the breakdown a player,
            is chosen).
    """

    def __init__(self, app: "TableApp") -> None:
        self.app = app
        t = app.texts
        title = t.add(W.HTML(), "value", N_("<h3>Statistics</h3>"))
        self.game = W.Dropdown(layout=narrow("190px"))
        self.player = W.Dropdown(layout=narrow("190px"))
        game_label = t.add(W.Label(layout=narrow("80px")), "value", N_("Game"))
        player_label = t.add(W.Label(layout=narrow("80px")), "value", N_("Player"))
        self.game.observe(lambda _c: app._quiet or self.refresh(), names="value")
        self.player.observe(lambda _c: app._quiet or self.refresh(), names="value")
        self.hint = t.add(W.HTML(), "value", N_(
            "A shared first place counts as a win for each player who shares it. Choose a game for its "
            "score chart and category averages, and a player too for their points per category over time."))
        self.problem = Status(t.lang)
        self.tables = W.HTML()
        self.histogram = W.Image(format="png", layout=W.Layout(display="none", max_width="640px"))
        self.breakdown = W.Image(format="png", layout=W.Layout(display="none", max_width="900px"))
        self.widget = W.VBox([title, W.HBox([game_label, self.game]), W.HBox([player_label, self.player]),
                              self.hint, self.problem.widget, self.tables, self.histogram, self.breakdown])
        self._dirty = True
        self._names: list[str] = []
        self.relabel(t.lang)

    def relabel(self, lang: str) -> None:
        """Show the section in ``lang`` (filters now; tables and charts when next worked out)."""
        with self.app.quiet():
            set_options(self.game, game_filter_options(lang))
            set_options(self.player, [(translate(N_("Everyone"), lang), "")] + [(n, n) for n in self._names])
        self.problem.render(lang)
        self.changed()

    def changed(self) -> None:
        """The log (or the language) changed: work the tables out again when the section is next shown."""
        self._dirty = True
        if self.app.section == "statistics":
            self.refresh()

    @staticmethod
    def _download(frames: Any, name: str, file_part: str, lang: str) -> str:
        """The CSV download link of one table shown (:func:`companion.playlog.exchange.stats_csv`, headers in
        ``lang``), as History's export links (:func:`companion.ui.files.download_link`)."""
        from companion.playlog.exchange import stats_csv

        return ('<p class="companion-downloads">' +
                download_link(stats_csv(frames, name, lang), f"statistics-{file_part}.csv",
                              translate(N_("Download this table (CSV)"), lang), mime="text/csv") + "</p>")

    def refresh(self) -> None:
        """Read the log and show the tables and charts for the chosen game and player."""
        from companion.playlog.cli import STATS_TITLES, stat_frames
        from companion.playlog.plots import category_breakdown, score_histogram

        self._dirty = False
        lang = self.app.texts.lang
        self.problem.clear()
        try:
            plays = self.app.log.search(game=self.game.value or None)
            names = self.app.log.player_names()
        except CompanionError as exc:
            plays, names = [], []
            self.problem.show(N_("The play log cannot be used: {error}"), "error", error=without_paths(exc))
        if names != self._names:
            self._names = names
            with self.app.quiet():
                set_options(self.player, [(translate(N_("Everyone"), lang), "")] + [(n, n) for n in names])
        game, player = self.game.value or None, self.player.value or None
        if player is not None:
            plays_of = [p for p in plays if any(x.name == player for x in p.players)]
        else:
            plays_of = plays
        for image in (self.histogram, self.breakdown):
            show_image(image)
        if not plays_of:
            self.tables.value = f"<p>{html.escape(translate(N_('No plays match.'), lang))}</p>"
            return
        frames = stat_frames(plays, player, None)
        parts = []
        for name in ("overall", "players", "games", "head-to-head"):
            if name == "games" and game is not None:
                continue
            parts.append(f"<h4>{html.escape(translate(STATS_TITLES[name], lang))}</h4>")
            parts.append(frame_html(frames[name], lang) + self._download(frames, name, name, lang))
        for gid, frame in frames["categories"].items():
            if game is None or gid == game:
                title = render(STATS_TITLES["categories"], lang, game=translate(games.title(gid), lang))
                parts.append(f"<h4>{html.escape(title)}</h4>" + frame_html(frame, lang, gid)
                             + self._download({"categories": {gid: frame}}, "categories", f"categories-{gid}", lang))
        self.tables.value = "".join(parts)
        if game is not None:
            show_image(self.histogram, _png(score_histogram(plays, game, lang=lang)))
            if player is not None:
                show_image(self.breakdown, _png(category_breakdown(plays, game, player, lang)))
