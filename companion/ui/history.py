"""The app's History section: the plays in the log, newest first, with search, edit, delete (after a
confirmation), export (CSV / JSON downloads) and import (upload of an exported file).

Built by :class:`companion.ui.app.TableApp` (``app.history``); the play log is
:class:`companion.playlog.PlayLog`. Nothing here reads or writes a path typed on the page: exports are
``data:`` links the browser downloads, imports come from the browser's upload.
"""
from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

import ipywidgets as W

from companion import games
from companion.calculator.editors import narrow
from companion.errors import CompanionError, InvalidPlay
from companion.i18n import N_, Phrase, Plural, render, translate
from companion.playlog.store import matches
from companion.ui.files import download_link, take_uploads
from companion.ui.forms import Status, game_filter_options, set_options, without_paths

if TYPE_CHECKING:  # pragma: no cover
    from companion.playlog.store import Play
    from companion.ui.app import TableApp

__all__ = ["History", "PlayRow", "MAX_ROWS"]

#: most plays listed at once (the newest); the search narrows the list, the exports hold every match
MAX_ROWS = 60

_FOUND = Plural("{n} play listed.", "{n} plays listed.", count="n")
_FOUND_MORE = Plural("{n} play matches; the newest {shown} are listed.",
                     "{n} plays match; the newest {shown} are listed.", count="n")
_IMPORTED = Plural("Imported {count} play.", "Imported {count} plays.")
#: the ``field`` of an import problem about the whole file (not JSON, not a play-log export): a page says it
#: without the field's code word (``file:``, ``format:``); an entry's problem keeps its place (``plays[2].date``)
_WHOLE_FILE = frozenset({"file", "format"})
_SKIPPED = Plural("Skipped {count} play already in the log.", "Skipped {count} plays already in the log.")


class PlayRow:
    """One play in the list: what happened (date, game, players by rank, winners, duration, note), its Edit and
    Delete buttons (Delete asks for a confirmation in place before anything is removed) and a link that sends the
    play to BG Stats."""

    def __init__(self, history: "History", play: "Play") -> None:
        self.history, self.play = history, play
        lang = history.app.texts.lang
        self.summary = W.HTML(self.summary_html(play, lang))
        self.edit_button = W.Button(description=translate(N_("Edit"), lang), layout=narrow("110px"))
        self.delete_button = W.Button(description=translate(N_("Delete"), lang), layout=narrow("110px"))
        self.edit_button.on_click(lambda _b: history.app.edit_play(play.id))
        self.delete_button.on_click(lambda _b: self.ask())
        self.question = W.HTML(html.escape(render(N_("Delete play {play} for good?"), lang, play=play.id)))
        self.yes = W.Button(description=translate(N_("Yes, delete it"), lang), button_style="danger",
                            layout=narrow("150px"))
        self.no = W.Button(description=translate(N_("Keep it"), lang), layout=narrow("110px"))
        self.yes.on_click(lambda _b: history.delete(play.id))
        self.no.on_click(lambda _b: self.ask(False))
        self.confirm = W.HBox([self.question, self.yes, self.no], layout=W.Layout(display="none",
                                                                                 align_items="center"))
        self.bgstats = W.HTML(self.bgstats_html(play, lang, history.bgg_id(play.game)))
        self.buttons = W.HBox([self.edit_button, self.delete_button, self.bgstats],
                              layout=W.Layout(align_items="center"))
        self.widget = W.VBox([self.summary, self.buttons, self.confirm])
        self.widget.add_class("companion-play")

    @staticmethod
    def summary_html(play: "Play", lang: str) -> str:
        """The play in two or three short lines of HTML (the game, date and number; players by rank with
        totals, winners in bold; duration and note)."""
        title = translate(games.title(play.game), lang)
        head = f"{render(N_('Play {play}'), lang, play=play.id)} · {play.date.isoformat()} · {title}"
        winners = set(play.winners)
        ranked = sorted(play.players, key=lambda p: (p.rank, play.players.index(p)))
        scores = " · ".join((f"<b>{html.escape(p.name)} {p.total}</b>" if p.name in winners
                             else f"{html.escape(p.name)} {p.total}") for p in ranked)
        won = render(Plural("Winner: {names}", "Winners: {names}", count="names"), lang, names=list(play.winners))
        lines = [f"<b>{html.escape(head)}</b>", f"{scores} — {html.escape(won)}"]
        extra = []
        if play.duration is not None:
            extra.append(html.escape(render(N_("{minutes} min"), lang, minutes=play.duration)))
        if play.note:
            extra.append(f"<i>{html.escape(play.note)}</i>")
        if extra:
            lines.append(" · ".join(extra))
        return "<br>".join(lines)

    @staticmethod
    def bgstats_html(play: "Play", lang: str, bgg_id: int | None = None) -> str:
        """A link that hands the play to the BG Stats app on this device (its documented ``bgstats://`` import
        link, :func:`companion.playlog.exchange.bgstats_link`; ``bgg_id``: the game's BoardGameGeek id as the
        player entered it, for a game whose id is not in our sources)."""
        from companion.playlog.exchange import bgstats_link

        label = html.escape(translate(N_("Send to BG Stats"), lang))
        return f'<a class="companion-link" href="{html.escape(bgstats_link(play, bgg_id))}">{label}</a>'

    def ask(self, show: bool = True) -> None:
        """Show (or hide) the confirmation "Delete play N for good?" in place of the buttons."""
        self.confirm.layout.display = "flex" if show else "none"
        self.buttons.layout.display = "none" if show else "flex"

    def close(self) -> None:
        """Close the row's widgets (the row left the list)."""
        for widget in (self.summary, self.edit_button, self.delete_button, self.bgstats, self.question, self.yes, self.no,
                       self.confirm, self.buttons, self.widget):
            widget.close()


class History:
    """The History section of the app (see the module docstring).

    Attributes:
        widget: the section's ``VBox``.
        search: the search box (player, note, date or game; every word must match).
        game: the game filter (``None``: every game).
        rows: the :class:`PlayRow` s listed, by play id.
        plays: the plays matching the search, newest first (all of them, also beyond :data:`MAX_ROWS`).
    """

    def __init__(self, app: "TableApp") -> None:
        self.app = app
        t = app.texts
        title = t.add(W.HTML(), "value", N_("<h3>History</h3>"))
        self.search = W.Text(layout=narrow("240px"))
        t.add(self.search, "placeholder", N_("player, note, date or game"))
        search_label = t.add(W.Label(layout=narrow("80px")), "value", N_("Search"))
        self.game = W.Dropdown(layout=narrow("190px"))
        game_label = t.add(W.Label(layout=narrow("80px")), "value", N_("Game"))
        self.search.observe(lambda _c: app._quiet or self.render(), names="value")
        self.game.observe(lambda _c: app._quiet or self.refresh(), names="value")
        self.count = Status(t.lang)
        self.problem = Status(t.lang)
        self.rows_box = W.VBox()
        self.exports = W.HTML()
        self.upload = W.FileUpload(accept=".json,application/json", multiple=False, layout=narrow("200px"))
        t.add(self.upload, "description", N_("Import plays"))
        self.upload.observe(self._uploaded, names="value")
        self.import_status = Status(t.lang)
        exchange_title = t.add(W.HTML(), "value", N_("<h4>Export and import</h4>"))
        exchange_help = t.add(W.HTML(), "value", N_(
            "The links download the plays listed as a spreadsheet (CSV) or as a play-log file (JSON). "
            "Importing a play-log file adds the plays not yet in the log."))
        # BoardGameGeek ids our sources lack are never invented: the player may enter them for the BG Stats links
        from companion.playlog.exchange import BGG_IDS

        stored = self._stored_bgg_ids()
        self.bgg_fields: dict[str, tuple[W.Label, W.Text]] = {}
        for gid in games.GAMES:
            if not BGG_IDS.get(gid):
                field = W.Text(value=str(stored.get(gid, "")), layout=narrow("120px"))
                field.observe(lambda _c, gid=gid: self._bgg_changed(gid), names="value")
                self.bgg_fields[gid] = (W.Label(layout=narrow("260px")), field)
        self.bgg_status = Status(t.lang)
        bgg_help = t.add(W.HTML(), "value", N_(
            "BG Stats recognises a game by its BoardGameGeek id. The ids of these games are not in our sources: "
            "copy each from the game's page on boardgamegeek.com (the number in its address) to put it into the "
            "links; it is remembered on this device."))
        self.widget = W.VBox([
            title, W.HBox([search_label, self.search]), W.HBox([game_label, self.game]), self.problem.widget,
            self.count.widget, self.rows_box, exchange_title, exchange_help, self.exports,
            W.HBox([self.upload], layout=W.Layout(align_items="center")), self.import_status.widget,
            bgg_help, *(W.HBox(list(pair), layout=W.Layout(align_items="center")) for pair in self.bgg_fields.values()),
            self.bgg_status.widget])
        self.rows: dict[int, PlayRow] = {}
        self.plays: list[Play] = []
        self._all: list[Play] = []
        self._dirty = True
        self.relabel(t.lang)

    # ----------------------------------------------------------------- reading the log
    def relabel(self, lang: str) -> None:
        """Show the section in ``lang`` (the filter's game titles, the list, the messages)."""
        with self.app.quiet():
            set_options(self.game, game_filter_options(lang))
        for status in (self.count, self.problem, self.import_status, self.bgg_status):
            status.render(lang)
        for gid, (label, _field) in self.bgg_fields.items():
            label.value = render(N_("BoardGameGeek id of {game_label}"), lang, game_label=games.title(gid))
        if not self._dirty:
            self.render()

    # ----------------------------------------------------------------- BoardGameGeek ids entered
    def _settings_path(self) -> Any:
        memory = self.app._memory
        return memory.path if memory is not None else None

    def _stored_bgg_ids(self) -> dict[str, Any]:
        from companion.ui.settings import load_settings

        path = self._settings_path()
        stored = load_settings(path).get("bgg_ids") if path is not None else None
        return stored if isinstance(stored, dict) else {}

    def bgg_id(self, game: str) -> int | None:
        """The BoardGameGeek id of ``game`` as entered in its field (None: none entered, or not a valid id)."""
        from companion.playlog.exchange import parse_bgg_id

        pair = self.bgg_fields.get(game)
        try:
            return parse_bgg_id(pair[1].value) if pair else None
        except InvalidPlay:
            return None

    def _bgg_changed(self, game: str) -> None:
        """A BoardGameGeek id was typed: a wrong one (in any of the fields) is refused, its field marked and the
        game named under the fields (keeping what was typed and the ids remembered before), else the ids are
        remembered in the settings and the BG Stats links renewed. ``game``: the field typed in."""
        from companion.playlog.exchange import MAX_BGG_ID, parse_bgg_id

        wrong, ids = [], {}
        for gid, (_label, field) in self.bgg_fields.items():
            try:
                ids[gid] = parse_bgg_id(field.value)
            except InvalidPlay:
                wrong.append(gid)
            (field.add_class if gid in wrong else field.remove_class)("companion-invalid")
        if wrong:
            first = game if game in wrong else wrong[0]
            self.bgg_status.show(N_("{game_label}: a BoardGameGeek id is a whole number from 1 to {max}."), "error",
                                 game_label=games.GAMES[first][1], max=MAX_BGG_ID)
            return
        self.bgg_status.clear()
        path = self._settings_path()
        if path is not None:
            from companion.ui.settings import save_setting

            save_setting("bgg_ids", {g: bgg for g, bgg in ids.items() if bgg}, path)
        self.render()

    def changed(self) -> None:
        """The log changed: read it again when the section is next shown (now, if it is shown)."""
        self._dirty = True
        if self.app.section == "history":
            self.refresh()

    def refresh(self) -> None:
        """Read the plays of the chosen game from the log and list those matching the search."""
        self._dirty = False
        self.problem.clear()
        try:
            self._all = self.app.log.search(game=self.game.value or None, newest_first=True)
        except CompanionError as exc:
            self._all = []
            self.problem.show(N_("The play log cannot be used: {error}"), "error", error=without_paths(exc))
        self.render()

    def render(self) -> None:
        """List the plays read last that match the search (no reading of the log)."""
        lang = self.app.texts.lang
        self.plays = [p for p in self._all if matches(p, self.search.value, lang)]
        shown = self.plays[:MAX_ROWS]
        for row in self.rows.values():
            row.close()
        self.rows = {p.id: PlayRow(self, p) for p in shown}
        self.rows_box.children = [row.widget for row in self.rows.values()]
        if not self.plays:
            self.count.show(N_("No plays match.") if self._all else N_("No plays saved yet."))
        elif len(self.plays) > len(shown):
            self.count.show(_FOUND_MORE, n=len(self.plays), shown=len(shown))
        else:
            self.count.show(_FOUND, n=len(self.plays))
        self.exports.value = self.export_links(lang)

    def export_links(self, lang: str) -> str:
        """HTML of the CSV and JSON download links of the plays matching the search (``""`` when none)."""
        if not self.plays:
            return ""
        from companion.playlog.exchange import export_csv, export_json

        plays = sorted(self.plays, key=lambda p: (p.date, p.id))
        return (download_link(export_csv(plays, lang), "board-game-plays.csv", translate(N_("Export CSV"), lang),
                              "text/csv")
                + download_link(export_json(plays), "board-game-plays.json", translate(N_("Export JSON"), lang)))

    # ----------------------------------------------------------------- changing the log
    def delete(self, play_id: int) -> bool:
        """Delete play ``play_id`` from the log (the row's confirmed Delete); True when deleted."""
        try:
            self.app.log.delete(play_id)
        except CompanionError as exc:
            self.problem.show(N_("Not deleted: {error}"), "error", error=without_paths(exc))
            return False
        if self.app.editing == play_id:
            self.app.stop_editing()
        self.app.log_changed()
        self.problem.show(N_("Play {play} was deleted."), "ok", play=play_id)
        return True

    def import_file(self, content: bytes | str, name: str = "") -> bool:
        """Import the plays of an exported play-log file (its text); plays already in the log are skipped.

        Returns:
            True when the file was read (even if every play was already there); False when it was refused
            (the reason, naming the field, is shown below the upload button).
        """
        from companion.playlog.exchange import read_export

        try:
            report = self.app.log.import_plays(read_export(content))
        except CompanionError as exc:
            error = without_paths(exc)
            if isinstance(exc, InvalidPlay) and exc.field in _WHOLE_FILE:
                error = CompanionError(exc.template, **exc.params)   # about the whole file: no field name to show
            self.import_status.show(N_("Not imported ({file}): {error}"), "error", file=name, error=error)
            return False
        phrases = [Phrase(_IMPORTED, {"count": len(report.added)})]
        if report.skipped:
            phrases.append(Phrase(_SKIPPED, {"count": len(report.skipped)}))
        self.import_status.show_phrases("ok", *phrases)
        self.app.log_changed()
        return True

    def _uploaded(self, change: dict) -> None:
        take_uploads(self.upload, change, self.import_file)
