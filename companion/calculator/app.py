"""The score calculator: widgets built from a game's sheet schema, with a live result.

    >>> calc = Calculator("meduris")                       # doctest: +SKIP
    >>> calc.set_value("players[0].rune_stones", 5)        # doctest: +SKIP
    >>> calc.result.totals                                 # doctest: +SKIP

Every change rebuilds the sheet and scores it with :func:`companion.games.score_sheet`. A sheet the
scorer refuses (:class:`~companion.errors.InvalidScoreSheet`) marks the named field in place (and the
other field of a limit between two fields) and keeps the last valid result on screen, greyed and
labelled as such; nothing typed is ever cleared. Every box whose text cannot be read and every value
outside its field's limits (the sheet format, :func:`companion.sheets.check_structure`) is marked at
once, each beside its own box (:attr:`Calculator.errors`); the limits between fields and the player
names are checked once those pass. While a box cannot be read, "Save sheet" says which boxes to fix
instead of offering a download. Messages name fields by their labels and players by
name ("Rune stones (Bartek)"), never by sheet paths. No table, chart or winner is shown until a score
is entered or a sheet loaded: a fresh calculator has no verdict to give.
"""
from __future__ import annotations

import copy
import html
import json
from pathlib import Path
from typing import Any, Mapping

import ipywidgets as W
from traitlets import TraitError

from companion import games, sheets
from companion.calculator.cards import FieldRow, PlayerCard, parse_path
from companion.calculator.editors import narrow
from companion.calculator.labels import Texts, describe_field
from companion.calculator.registry import make_editor
from companion.calculator.render import STYLE, chart_png, explanation_html, table_html, winners_html
from companion.errors import CompanionError, InvalidScoreSheet
from companion.i18n import N_, check_language, translate
from companion.result import ScoreResult
from companion.ui import language as page
from companion.ui.files import FileField
from companion.ui.forms import Quiet


class Calculator(Quiet):
    """Score calculator of one game, built from its sheet schema (``companion.games.scorer(game).SCHEMA``).

    Args:
        game: game id (``"meduris"``, ``"iquazu"``, ``"world-wonders"``, ``"five-tribes"``).
        lang: ``"en"`` or ``"pl"`` to switch the page to that language now; ``None`` (default) keeps the
            page's language. The calculator follows the one page language (:mod:`companion.ui.language`):
            any switch on the page relabels it.
        sheet: optional sheet to show first (dict, JSON text or path; see :meth:`load_sheet`).
        switch: show the page's language switch at the top (for a calculator shown alone on its page).

    Attributes:
        widget: the ipywidgets ``VBox`` to display (the calculator also displays itself).
        result: the last valid :class:`~companion.result.ScoreResult`, or ``None``.
        error: the current :class:`~companion.errors.InvalidScoreSheet` (the first of :attr:`errors`), or ``None``.
        errors: every current problem, in the order of the form (each marked beside its field); empty
            when the sheet is valid.

    Raises:
        InvalidScoreSheet: unknown game (field ``game``) or an unloadable ``sheet``.
        ValueError: unsupported ``lang``.
    """

    def __init__(self, game: str, lang: str | None = None, sheet: Any = None, *, switch: bool = True) -> None:
        if lang is not None:
            page.set_language(check_language(lang))
        self.texts = Texts(page.page_language().lang)
        self._switch = switch
        self.game = game
        self.schema = games.schema(game)
        players = self.schema["properties"]["players"]
        self.player_schema = players["items"]
        self.min_players, self.max_players = players.get("minItems", 1), players.get("maxItems", 8)
        self.player_fields = {k: v for k, v in self.player_schema["properties"].items() if k != "name"}
        self.result: ScoreResult | None = None
        self.error: InvalidScoreSheet | None = None
        self.errors: list[InvalidScoreSheet] = []
        self._chart_key: tuple | None = None
        self._marked: list[FieldRow] = []
        self._cards: list[PlayerCard] = []
        self._count = 0
        self._entered = False
        self._showing_example = False    # the worked example is shown, unedited (its note says so)
        self._verdict = False           # self.result was scored from entered values (see entered)
        self._build()
        self.set_player_count(min(max(self.min_players, 2), self.max_players))
        if sheet is not None:
            self.load_sheet(sheet)
        page.follow(self._page_language_changed, now=False)

    # ----------------------------------------------------------------- building
    def _build(self) -> None:
        t = self.texts
        title = games.GAMES[self.game][1]
        heading = W.HTML()
        t.add_call(lambda lang: setattr(heading, "value", translate(N_("<h3>{game} — score calculator</h3>"), lang)
                                        .format(game=html.escape(translate(title, lang)))))
        self.language = page.language_switch()
        self.count = W.ToggleButtons(options=[(str(n), n) for n in range(self.min_players, self.max_players + 1)],
                                     style={"button_width": "36px"})
        count_label = t.add(W.Label(layout=narrow("90px")), "value", N_("Players"))
        self.count.observe(lambda ch: self._quiet or self.set_player_count(ch["new"]), names="value")
        self.cards = W.Box([], layout=W.Layout(flex_flow="row wrap", align_items="flex-start"))
        self.extra_rows = {key: FieldRow(key, make_editor(self.game, key, schema, [key], t), t)
                           for key, schema in self.schema["properties"].items() if key not in ("game", "players")}
        for row in self.extra_rows.values():
            row.editor.on_change = self._scored
        board = [t.add(W.HTML(), "value", N_("<b>Board</b>"))] + [r.widget for r in self.extra_rows.values()]
        self.board = W.VBox(board if self.extra_rows else [])
        self.waiting = t.add(W.HTML(), "value", N_("<i>Enter the scores: the result appears here.</i>"))
        self._build_files()
        self.banner = W.HTML()
        self.table = W.HTML()
        self.winners = W.HTML()
        self.chart = W.Image(format="png", layout=W.Layout(max_width="720px"))
        self.explain = W.HTMLMath()
        result_title = t.add(W.HTML(), "value", N_("<h4>Result</h4>"))
        explain_title = t.add(W.HTML(), "value", N_("<h4>How the points were counted</h4>"))
        self.result_box = W.VBox([self.waiting, self.table, self.winners, self.chart, explain_title, self.explain])
        self.result_box.add_class("companion-result")
        lang_label = t.add(W.Label(layout=narrow("90px")), "value", N_("Language"))
        switch = [W.HBox([lang_label, self.language])] if self._switch else []
        self.widget = W.VBox([W.HTML(STYLE), heading] + switch + [
                              W.HBox([count_label, self.count]), self.cards,
                              self.board, self.files, result_title, self.banner, self.result_box])

    def _build_files(self) -> None:
        """The file row: download the sheet to the player's device, upload one from it, open the worked example.

        Nothing is read from or written to a path typed on the page (the server's files stay out of reach):
        the sheet travels through the browser (:class:`companion.ui.files.FileField`), as a download link
        kept up to date and an upload read by the same sheet reader as files and the CLI.
        """
        t = self.texts
        self.file_field = FileField(f"{self.game}-sheet.json", self._sheet_to_save, self.load_sheet,
                                    save_label=N_("Save sheet"), upload_label=N_("Upload sheet"),
                                    explain=self._refusal, raw=True, lang=t.lang)
        self.download, self.upload = self.file_field.link, self.file_field.upload
        self.upload.layout = narrow("160px")
        self.file_status = self.file_field.status.widget
        t.add_call(self.file_field.relabel)
        self.example_button = t.add(W.Button(icon="book", layout=narrow("170px")), "description",
                                    N_("Worked example"))
        t.add(self.example_button, "tooltip",
              N_("A finished game whose totals were worked out by hand from the rules: replaces the sheet above"))
        self.example_button.on_click(lambda _b: self.show_example())
        self.files = W.VBox([W.HBox([self.download, self.upload, self.example_button],
                                    layout=W.Layout(align_items="center", grid_gap="8px")), self.file_status])

    def _refusal(self, exc: CompanionError, lang: str) -> str:
        if isinstance(exc, _Unreadable):            # "Save sheet" waits for these boxes
            return "; ".join(self.error_text(problem, lang) for problem in exc.problems)
        return self.error_text(exc, lang) if isinstance(exc, InvalidScoreSheet) else exc.message(lang)

    # ----------------------------------------------------------------- players
    @property
    def players(self) -> list[PlayerCard]:
        """The cards of the players in play (sheet order)."""
        return self._cards[: self._count]

    def set_player_count(self, n: int) -> None:
        """Play with ``n`` players; names and values typed for the others are kept (also for later).

        Raises:
            InvalidScoreSheet: ``n`` outside the game's player range (field ``players``).
        """
        if not self.min_players <= n <= self.max_players:
            sheets.fail("players", N_("choose between {low} and {high} players"), low=self.min_players,
                        high=self.max_players)
        with self.quiet():
            while len(self._cards) < n:
                self._cards.append(PlayerCard(self, len(self._cards)))
            self._count = n
            self.count.value = n
        self.cards.children = [card.widget for card in self.players]
        self._show_board()
        self._names_changed()

    def _show_board(self) -> None:
        """Show the board fields that apply to this player count (the Automaton only in solo play)."""
        shown = False
        for row in self.extra_rows.values():
            active = row.editor.active(self._count)
            row.widget.layout.display = None if active else "none"
            shown = shown or active
        self.board.layout.display = None if shown else "none"

    def _names_changed(self) -> None:
        names = [card.name for card in self.players]
        for row in self.extra_rows.values():
            row.editor.update_names(names)
        self._changed()

    # ----------------------------------------------------------------- values
    def _changed(self) -> None:
        if not self._quiet:
            self.refresh()

    def _scored(self) -> None:
        """A field other than a name changed: from now on the result has a verdict to show (and a worked
        example shown is no longer the example: its note goes)."""
        self._entered = True
        if self._showing_example:
            self._showing_example = False
            self.file_field.clear()
        self._changed()

    @property
    def entered(self) -> bool:
        """Whether a score was entered (a field other than a name changed) or a sheet loaded. Until a valid
        sheet with an entered score is scored, the result area shows no table, chart or winner, only an
        invitation to type (a refused first entry leaves it so, with the problem above it)."""
        return self._entered

    def to_sheet(self) -> dict[str, Any]:
        """Return the sheet typed in (``{"game", "players", …board fields}``).

        Raises:
            InvalidScoreSheet: a text field cannot be read (e.g. ``"8, x"`` in a list of numbers): the first
                such field of the form.
        """
        sheet, unreadable = self._read_sheet()
        if unreadable:
            raise unreadable[0]
        return sheet

    def _rows(self) -> list[FieldRow]:
        """The rows on the sheet, in the order of the form (players first, then the board)."""
        rows = [row for card in self.players for row in card.rows.values()]
        return rows + [row for row in self.extra_rows.values() if row.editor.active(self._count)]

    def _read_sheet(self) -> tuple[dict[str, Any], list[InvalidScoreSheet]]:
        """The sheet typed in, each field that cannot be read standing at its starting value, and the problems
        of those fields (every bad box, in the order of the form)."""
        unreadable: list[InvalidScoreSheet] = []

        def read(row: FieldRow) -> Any:
            value, problems = row.editor.read()
            unreadable.extend(problems)
            return value

        sheet: dict[str, Any] = {"game": self.game, "players": []}
        for card in self.players:
            sheet["players"].append({key: read(row) for key, row in card.rows.items()})
        for key, row in self.extra_rows.items():
            if row.editor.active(self._count):
                sheet[key] = read(row)
        return sheet, unreadable

    def _sheet_to_save(self) -> dict[str, Any]:
        """The sheet behind "Save sheet"; raises :class:`_Unreadable` naming every box that cannot be read."""
        sheet, unreadable = self._read_sheet()
        if unreadable:
            raise _Unreadable(unreadable)
        return sheet

    def _check(self) -> tuple[dict[str, Any], list[InvalidScoreSheet]]:
        """Read the form and return the sheet with the problems found without scoring: every box that cannot
        be read, every value outside its field's limits and, when there are any of those, a problem of the
        player names. An empty list means the sheet can go to the scorer.

        A value found outside its limits is replaced by the nearest allowed one (the limit named, else the
        field's starting value) in the sheet checked next, so the format check names the next bad field:
        the values replaced never reach the scorer, the result or the saved sheet.
        """
        sheet, problems = self._read_sheet()
        rows = self._rows()
        stand_ins = {p.field for p in problems}     # boxes read as their starting value: no problem of theirs
        replaced: set[int] = set()                  # rows replaced whole: no problem of theirs either
        seen: set[str] = set()
        while True:
            try:
                sheets.check_structure(sheet, self.schema)
                break
            except InvalidScoreSheet as exc:
                if exc.field in seen:               # the stand-in did not help: stop looking
                    break
                seen.add(exc.field)
                try:
                    row, rest = self._editor(parse_path(exc.field))
                except KeyError:            # not a field of the form: the banner alone shows it
                    problems.append(exc)
                    break
                if exc.field not in stand_ins and id(row) not in replaced:
                    problems.append(exc)
                if not _stand_in(sheet, row, rest, exc):
                    replaced.add(id(row))
        if problems:
            try:
                sheets.check_names(sheet["players"])
            except InvalidScoreSheet as exc:
                problems.append(exc)
        order = {id(row): k for k, row in enumerate(rows)}
        return sheet, sorted(problems, key=lambda p: order.get(id(self._row_of(p.field)), -1))

    def _row_of(self, field: str) -> FieldRow | None:
        try:
            return self._editor(parse_path(field))[0]
        except KeyError:
            return None

    def _editor(self, parts: list[Any]) -> tuple[FieldRow, list[Any]]:
        if len(parts) >= 3 and parts[0] == "players" and isinstance(parts[1], int) and parts[1] < self._count:
            row = self.players[parts[1]].rows.get(parts[2])
            if row is not None:
                return row, parts[3:]
        if parts and parts[0] in self.extra_rows:
            return self.extra_rows[parts[0]], parts[1:]
        raise KeyError(".".join(map(str, parts)))

    def widget_for(self, field: str) -> W.Widget:
        """Return the widget showing ``field`` (a sheet path such as ``players[1].merchandise.ivory``).

        Raises:
            KeyError: no such field in this calculator.
        """
        row, rest = self._editor(parse_path(field))
        return row.editor.widget_at(rest)

    def set_value(self, field: str, value: Any) -> None:
        """Type ``value`` into ``field`` (sheet path, e.g. ``"players[0].rune_stones"``) and rescore.

        Like the input boxes, a number beyond the schema's minimum/maximum is kept as typed; the scorer
        then reports the limit (:attr:`error`, the field marked in place).

        Raises:
            KeyError: no such field.
            InvalidScoreSheet: the field's other text cannot be read, or ``value`` cannot be shown in the
                field at all (e.g. ``"abc"`` for a number). That error is also recorded (:attr:`error`, the
                field marked, the last valid result kept) and every other entry stays as it was.
        """
        parts = parse_path(field)
        row, rest = self._editor(parts)
        typed = value
        if parts[-1:] != ["name"]:
            self._entered = True            # a score typed, even the value already shown
        with self.quiet():
            if rest:
                whole = row.editor.get()
                target = whole
                for part in rest[:-1]:
                    target = target[part]
                target[rest[-1]] = value
                value = whole
            previous = row.editor.get()
            try:
                row.editor.set(value)
            except (TraitError, TypeError, ValueError, KeyError, IndexError, AttributeError):
                row.editor.set(previous)    # a composite field may have taken part of the value: undo it
                refused = InvalidScoreSheet(field, N_("not a valid entry: {value}"), value=repr(typed))
            else:
                refused = None
        if refused is None:
            self._names_changed()
            return
        others = [p for p in self._check()[1] if p.field != refused.field]
        self._show_problems([refused] + others)    # not scored: the last valid result stays as it was
        self._render()
        self.file_field.refresh()
        raise refused

    def load_sheet(self, source: str | Path | bytes | Mapping[str, Any]) -> None:
        """Show a sheet: a dict, JSON text or bytes, or a file path (read by :func:`companion.sheets.load`).
        On any error nothing changes.

        Raises:
            InvalidScoreSheet: unreadable file, another game's sheet, or a sheet not in the game's format.
        """
        data = sheets.load(source)
        found = data.get("game")
        if found != self.game:           # the games named by their titles (in the page language), not by id
            sheets.fail("game", N_("this calculator is for {expected_label}; the sheet is for {found_label}"),
                        expected_label=games.title(self.game),
                        found_label=games.title(found) if found in games.GAMES else sheets.shown(str(found)))
        data = sheets.validate(data, self.schema)
        with self.quiet():
            self.set_player_count(len(data["players"]))
            for card, player in zip(self.players, data["players"]):
                card.rows["name"].editor.set(player["name"])
            names = [p["name"] for p in data["players"]]
            for row in self.extra_rows.values():
                row.editor.update_names(names)
            for card, player in zip(self.players, data["players"]):
                for key, row in card.rows.items():
                    row.editor.set(player.get(key, row.editor.initial))
            for key, row in self.extra_rows.items():
                row.editor.set(data.get(key, row.editor.initial))
        self._entered = True
        self._names_changed()

    # ----------------------------------------------------------------- scoring
    def refresh(self) -> None:
        """Rebuild the sheet from the widgets, score it and show the result, or mark every bad field (each
        with its own message) and keep the last valid result."""
        sheet, problems = self._check()
        if not problems:
            try:
                self.result = games.score_sheet(sheet)
                self._verdict = self._entered
            except InvalidScoreSheet as exc:
                problems = [exc]
        self._show_problems(problems)
        self._render()
        self.file_field.refresh()

    def _show_problems(self, problems: list[InvalidScoreSheet]) -> None:
        """Record ``problems`` (:attr:`errors`, :attr:`error`) and mark each beside its field."""
        for row in self._marked:
            row.clear()
        self._marked = []
        self.errors = list(problems)
        self.error = self.errors[0] if self.errors else None
        for exc in self.errors:
            self._mark(exc)

    def describe(self, field: str, lang: str | None = None) -> str:
        """How the player reads the sheet path ``field``: labels and player name ("Rune stones (Bartek)")."""
        return describe_field(field, lang or self.lang, [card.name for card in self.players])

    def error_text(self, exc: InvalidScoreSheet, lang: str | None = None) -> str:
        """``exc`` as a player reads it: the field's label and the player's name, never a sheet path."""
        lang = lang or self.lang
        if exc.field == "sheet":            # the whole file or text: the message says it all
            return exc.text(lang)
        return exc.message(lang, where=lambda path: self.describe(path, lang))

    def _mark(self, exc: InvalidScoreSheet) -> None:
        lang = self.texts.lang
        for k, field in enumerate((exc.field, *getattr(exc, "also", ()))):
            try:
                row, rest = self._editor(parse_path(field))
            except KeyError:
                continue  # not a field of the form ("sheet", "game", "players"): the banner alone shows it
            if k == 0:
                # one box of the field: the message alone; a part of a field of several boxes (a grid of
                # counts, a temple's side) says which part, as another part of the field may be wrong too
                shared = rest and any(p.field != exc.field and self._row_of(p.field) is row for p in self.errors)
                text = (self.error_text(exc, lang) if shared
                        else exc.text(lang, where=lambda path: self.describe(path, lang)))
                row.mark(row.editor.widget_at(rest), text)
            else:                   # the other field of a limit between two: outlined, the message is at the first
                row.outline(row.editor.widget_at(rest))
            if not any(r is row for r in self._marked):
                self._marked.append(row)

    def _render(self) -> None:
        lang, tr = self.texts.lang, self.texts.tr
        if self.error is not None:
            shown = self.result is not None and self._verdict
            what = tr(N_("Showing the last valid result.")) if shown else tr(N_("No valid result yet."))
            problems = "".join(f'<span class="companion-banner-error">⚠ {html.escape(self.error_text(exc, lang))}'
                               f"</span><br>" for exc in self.errors)
            self.banner.value = f"{problems}{html.escape(what)}"
            self.result_box.add_class("companion-stale")
        else:
            self.banner.value = ""
            self.result_box.remove_class("companion-stale")
        result = self.result if self._verdict else None
        self.waiting.layout.display = "none" if result is not None else None
        # an Image widget without a picture shows the browser's broken-image icon: hidden until there is a chart
        self.chart.layout.display = "none" if result is None else None
        if result is None:
            self.table.value = self.winners.value = self.explain.value = ""
            self.chart.value, self._chart_key = b"", None
            return
        self.table.value = table_html(result, lang, stale=self.error is not None)
        self.winners.value = winners_html(result, lang)
        key = (lang, tuple((p.name, tuple(p.categories.items())) for p in result.players))
        if key != self._chart_key:  # drawing the chart is the slow part: only when numbers change
            self.chart.value, self._chart_key = chart_png(result, lang), key
        self.explain.value = explanation_html(result, lang)

    # ----------------------------------------------------------------- language
    def set_language(self, lang: str) -> None:
        """Switch the page to ``lang`` ("en" or "pl"): this calculator (labels, buttons, result, error
        messages) and every other widget on the page are relabelled.

        Raises:
            ValueError: unsupported language.
        """
        page.set_language(check_language(lang))

    def _page_language_changed(self, lang: str) -> None:
        if lang == self.texts.lang:
            return
        with self.quiet():
            self.texts.relabel(lang)
        self.refresh()

    @property
    def lang(self) -> str:
        """The current language code."""
        return self.texts.lang

    # ----------------------------------------------------------------- files
    def save(self, path: str | Path) -> Path:
        """Write the sheet as JSON to ``path`` and return it.

        Raises:
            InvalidScoreSheet: a text field cannot be read, or the file cannot be written (field ``sheet``).
        """
        text = json.dumps(self.to_sheet(), ensure_ascii=False, indent=1)
        target = Path(path)
        try:
            target.write_text(text + "\n", encoding="utf-8")
        except OSError as exc:
            sheets.fail("sheet", N_("cannot write the file: {detail}"), detail=exc.strerror or str(exc))
        return target

    def show_example(self) -> None:
        """Show the game's worked example (:mod:`companion.examples`) in place of the sheet typed in."""
        from companion.examples import example_sheet

        self.load_sheet(example_sheet(self.game))
        self.file_field.say(N_("Showing the worked example: a finished game whose totals were worked out by hand."))
        self._showing_example = True

    def _uploaded(self, change) -> None:
        self.file_field._uploaded(change)

    # ----------------------------------------------------------------- display
    def __repr__(self) -> str:
        names = [card.name for card in self.players]
        totals = self.result.totals if self.result else None
        error = self.error.field if self.error else None
        return f"Calculator(game={self.game!r}, lang={self.lang!r}, players={names!r}, totals={totals!r}, error={error!r})"

    def _repr_mimebundle_(self, **kwargs):
        data = self.widget._repr_mimebundle_(**kwargs)
        data["text/plain"] = repr(self)
        return data


class _Unreadable(InvalidScoreSheet):
    """The boxes of the form whose text cannot be read, as one error: what "Save sheet" waits for (the first
    box is its :attr:`field`, every one is in :attr:`problems`; the calculator tells them all)."""

    def __init__(self, problems: list[InvalidScoreSheet]) -> None:
        self.problems = list(problems)
        first = self.problems[0]
        super().__init__(first.field, first.template, **first.params)


def _stand_in(sheet: dict[str, Any], row: FieldRow, rest: list[Any], exc: InvalidScoreSheet) -> bool:
    """Put an allowed value where ``exc`` found one outside its field's limits (in ``sheet`` only, so that
    the format check goes on to the next field): a whole number becomes the limit it broke, anything else
    the field's starting value. Returns False when the whole field had to be replaced."""
    path = [*row.editor.path, *rest]
    try:
        parent = sheet
        for part in path[:-1]:
            parent = parent[part]
        value, limit = parent[path[-1]], exc.params.get("limit")
        if isinstance(value, int) and not isinstance(value, bool) and isinstance(limit, int):
            parent[path[-1]] = limit
            return True
        start = row.editor.initial
        for part in rest:
            start = start[part]
        parent[path[-1]] = copy.deepcopy(start)
        return True
    except (LookupError, TypeError):
        pass
    parent = sheet
    for part in row.editor.path[:-1]:
        parent = parent[part]
    parent[row.editor.path[-1]] = copy.deepcopy(row.editor.initial)
    return False
