"""The table app: one page for the game night — pick the game, score it, save the play, look up a rule, and
later see the history and who wins what.

    from companion.ui.app import app_page
    app_page()              # notebooks/app.ipynb; ./dev app opens on it

The page (:class:`TableApp`) has a game picker and four sections:

* **Score a game** — the calculator of the picked game (:class:`companion.calculator.Calculator`: live
  totals, tie rules, explanations, chart), for a game with a rules engine also **Load from a finished
  board** (a game saved on its board page whose game is over: the engine's final sheet fills the
  calculator), and the form **Save the play** (date, duration, note) into the play log
  (:class:`companion.playlog.PlayLog`). A field the log refuses is marked beside it with the reason and
  keeps what was typed.
* **History** (:mod:`companion.ui.history`) — search, edit (the play's sheet goes back into its calculator;
  saving the change scores it again), delete after a confirmation, export CSV/JSON, import.
* **Statistics** (:mod:`companion.ui.statistics`) — tables per player and per game, and the charts.
* **Rules** (:mod:`companion.ui.rule_lookup`) — the rule cards of the games, searched in either language.

Everything follows the one language switch (:mod:`companion.ui.language`), and the language is remembered
between visits (:class:`companion.ui.language.LanguageMemory`). The play log is opened when first needed,
so a page that only scores never touches it.
"""
from __future__ import annotations

import datetime as dt
import html
from typing import Any, Callable

import ipywidgets as W

from companion import games
from companion.calculator import Calculator
from companion.calculator.editors import narrow
from companion.calculator.labels import Texts
from companion.calculator.render import STYLE as CALCULATOR_STYLE
from companion.errors import CompanionError, DuplicatePlay, InvalidPlay, InvalidScoreSheet, InvalidUpload
from companion.i18n import N_, Plural, translate
from companion.ui import language as page
from companion.ui.files import read_upload, take_uploads
from companion.ui.forms import Quiet, Status, set_options, without_paths
from companion.ui.history import History
from companion.ui.layout import page_box
from companion.ui.pages import Prose
from companion.ui.rule_lookup import RuleLookup
from companion.ui.statistics import Statistics

__all__ = ["TableApp", "SaveForm", "app_page", "SECTIONS"]

#: the page's sections, in the order of its navigation buttons
SECTIONS = {
    "score": N_("Score a game"),
    "history": N_("History"),
    "statistics": N_("Statistics"),
    "rules": N_("Rules"),
}

_SAVED = Plural("Saved as play {play}. Winner: {names}.", "Saved as play {play}. Winners: {names}.", count="names")
_UPDATED = Plural("Play {play} updated and scored again. Winner: {names}.",
                  "Play {play} updated and scored again. Winners: {names}.", count="names")

_INTRO = N_("""## Board Game Companion

Pick the game, type the scores (or load a finished board), then **save the play**. **History** lists the \
plays saved on this device, **Statistics** shows who wins what, and **Rules** answers the questions a table \
argues about.""")

_FOOTER = N_("[All pages of the companion](index.ipynb): learn and play each game, explore what if, the score "
             "calculators alone, the editors.")


class SaveForm:
    """The form under the calculator that saves the play into the log: date, duration, note, and the Save
    button (while a play is being edited: "Save changes to play N" and "Cancel editing").

    Attributes:
        date, duration, note: the input widgets (text: what is typed is kept even when refused).
        messages: field name → :class:`~companion.ui.forms.Status` beside the field.
        status: the line under the buttons (saved, or why not).
    """

    def __init__(self, app: "TableApp") -> None:
        self.app = app
        t = app.texts
        self.title = W.HTML()
        # read when Save is pressed, so each is sent once, when the field is left: ipywidgets holds back a
        # widget's keystroke updates while one is on its way, and a click is not held back, so with
        # continuous updates Save could read "5" of a "50" still being sent
        self.date = W.Text(value=dt.date.today().isoformat(), placeholder="YYYY-MM-DD", layout=narrow("160px"),
                           continuous_update=False)
        self.duration = W.Text(value="", placeholder="45", layout=narrow("100px"), continuous_update=False)
        self.note = W.Textarea(value="", layout=W.Layout(width="100%", max_width="520px", height="72px"),
                               continuous_update=False)
        self.messages = {key: Status(t.lang) for key in ("date", "duration", "note")}
        rows = []
        for key, widget, label in (("date", self.date, N_("Date")), ("duration", self.duration,
                                   N_("Duration (min)")), ("note", self.note, N_("Note"))):
            caption = t.add(W.Label(layout=narrow("130px")), "value", label)
            row = W.VBox([W.HBox([caption, widget]), self.messages[key].widget])
            rows.append(row)
        self.save_button = W.Button(button_style="primary", layout=W.Layout(width="auto", min_width="200px"))
        self.again_button = W.Button(layout=W.Layout(width="auto", display="none"))
        t.add(self.again_button, "description", N_("Save it as another play"))
        self.cancel_button = W.Button(layout=W.Layout(width="auto", display="none"))
        t.add(self.cancel_button, "description", N_("Cancel editing"))
        self.save_button.on_click(lambda _b: app.save_play())
        self.again_button.on_click(lambda _b: app.save_play(allow_duplicate=True))
        self.cancel_button.on_click(lambda _b: app.stop_editing(announce=True))
        self.status = Status(t.lang)
        self.widget = W.VBox([self.title, *rows, W.HBox([self.save_button, self.again_button,
                                                         self.cancel_button]), self.status.widget])
        self.widget.add_class("companion-save")
        t.add_call(self.relabel)

    def relabel(self, lang: str) -> None:
        """Show the form in ``lang`` (its title and button say whether a play is being edited)."""
        editing = self.app.editing
        if editing is None:
            title, button = translate(N_("Save the play"), lang), translate(N_("Save the play"), lang)
        else:
            title = translate(N_("Editing play {play}"), lang).format(play=editing)
            button = translate(N_("Save changes to play {play}"), lang).format(play=editing)
        self.title.value = f"<h3>{html.escape(title)}</h3>"
        self.save_button.description = button
        self.cancel_button.layout.display = "none" if editing is None else "inline-flex"
        for status in (*self.messages.values(), self.status):
            status.render(lang)

    def values(self) -> dict[str, Any]:
        """What is typed: ``{"date", "duration", "note"}`` as text (checked by the play log)."""
        return {"date": self.date.value, "duration": self.duration.value, "note": self.note.value}

    def clear_marks(self) -> None:
        """Remove every field's mark and message."""
        for key, status in self.messages.items():
            status.clear()
            self._widget(key).remove_class("companion-invalid")

    def mark(self, exc: InvalidPlay) -> bool:
        """Mark the field named by ``exc`` (date, duration or note) with its reason; False if it is none of them."""
        if exc.field not in self.messages:
            return False
        self._widget(exc.field).add_class("companion-invalid")
        self.messages[exc.field].show(exc.template, "error", **exc.params)
        return True

    def _widget(self, key: str) -> W.Widget:
        return {"date": self.date, "duration": self.duration, "note": self.note}[key]


class _AsRead(Exception):
    """``error`` told as its page tells it, ``text(error, lang)`` (a field's label and player, never a sheet
    path), in whichever language the message is shown again."""

    def __init__(self, error: Exception, text: Callable[[Any, str], str]) -> None:
        super().__init__(str(error))
        self.error, self.text = error, text

    def message(self, lang: str) -> str:
        return self.text(self.error, lang)


class TableApp(Quiet):
    """The table app (see the module docstring).

    Args:
        game: the game shown first (a game id; default the first of :data:`companion.games.GAMES`).
        log: the play log — a :class:`~companion.playlog.PlayLog`, a file path, or ``None`` for the user's
            log (:func:`companion.playlog.default_path`: ``$COMPANION_PLAYLOG`` or the user's data folder).
        settings: the settings file that remembers the language (``None``: the user's,
            :func:`companion.ui.settings.settings_path`); ``False`` to remember nothing.

    Attributes:
        widget: the page (a ``VBox``).
        picker: the game picker; nav: the section buttons; sections: section name → its box.
        calculators: game id → its :class:`~companion.calculator.Calculator` (made when first picked, kept
            with what was typed while another game is shown).
        form: the :class:`SaveForm`; history: :class:`~companion.ui.history.History`;
        stats: :class:`~companion.ui.statistics.Statistics`; rules: the rule lookup.
        editing: the id of the play being edited, or ``None``.

    Raises:
        InvalidScoreSheet: ``game`` is not a game id (field ``game``).
    """

    def __init__(self, game: str | None = None, *, log: Any = None, settings: Any = None) -> None:
        if game is not None:
            games.scorer(game)          # an unknown id is refused before anything is built
        self._memory = page.remember_language(settings) if settings is not False else None
        self.texts = Texts(page.page_language().lang)
        self._log_source = log
        self._log: Any = None
        self.calculators: dict[str, Calculator] = {}
        self.editing: int | None = None
        self.game = ""
        self.section = "score"
        self._build()
        self.pick_game(game or next(iter(games.GAMES)))
        page.follow(self._language_changed, now=False)

    # ----------------------------------------------------------------- building
    def _build(self) -> None:
        t = self.texts
        self.intro = Prose(_INTRO)
        lang_label = t.add(W.Label(layout=narrow("90px")), "value", N_("Language"))
        self.language = page.language_switch(remember=self._memory is not None)
        self.picker = W.ToggleButtons(style={"button_width": "auto"})
        picker_label = t.add(W.Label(layout=narrow("90px")), "value", N_("Game"))
        self.picker.observe(lambda ch: self._quiet or self.pick_game(ch["new"]), names="value")
        self.nav = W.ToggleButtons(style={"button_width": "auto"})
        self.nav.observe(lambda ch: self._quiet or self.show(ch["new"]), names="value")
        self.nav.add_class("companion-nav")
        self.score_box = W.VBox()
        self._build_board_loader()
        self.form = SaveForm(self)
        self.history = History(self)
        self.stats = Statistics(self)
        self.rules = RuleLookup(self.texts)
        self.sections = {"score": self.score_box, "history": self.history.widget,
                         "statistics": self.stats.widget, "rules": self.rules.widget}
        self.stack = W.Stack(list(self.sections.values()), selected_index=0)
        self._relabel_choices(t.lang)
        self.footer = Prose(_FOOTER)
        self.widget = page_box([W.HTML(CALCULATOR_STYLE), self.intro.widget, W.HBox([lang_label, self.language]),
                                W.HBox([picker_label, self.picker]), self.nav, self.stack, self.footer.widget])
        self.widget.add_class("companion-app")
        self.widget.app = self   # type: ignore[attr-defined]   # the page keeps the app (and its observers) alive

    def _build_board_loader(self) -> None:
        t = self.texts
        self.board_upload = W.FileUpload(accept=".json,application/json", multiple=False,
                                         layout=W.Layout(width="auto", min_width="240px"))
        t.add(self.board_upload, "description", N_("Load from a finished board"))
        self.board_upload.observe(self._board_uploaded, names="value")
        help_text = t.add(W.HTML(), "value", N_(
            "A game saved on its board page (such as Play Meduris) once it is over: its final score sheet "
            "fills the calculator."))
        self.board_status = Status(t.lang)
        self.board_loader = W.VBox([self.board_upload, help_text, self.board_status.widget])
        self.board_loader.add_class("companion-board-loader")

    def _relabel_choices(self, lang: str) -> None:
        with self.quiet():
            set_options(self.picker, [(translate(title, lang), gid) for gid, (_, title) in games.GAMES.items()])
            set_options(self.nav, [(translate(label, lang), key) for key, label in SECTIONS.items()])

    # ----------------------------------------------------------------- the play log
    @property
    def log(self):
        """The play log (:class:`~companion.playlog.PlayLog`), opened on first use.

        Raises:
            PlayLogError: the file cannot be used (damaged, another program's, newer, not writable); it is
                left as it is, and the next use tries again.
        """
        if self._log is None:
            from companion.playlog import PlayLog

            source = self._log_source
            self._log = source if isinstance(source, PlayLog) else PlayLog(source)
        return self._log

    def log_changed(self) -> None:
        """A play was saved, edited, deleted or imported: the history and statistics read the log again."""
        self.history.changed()
        self.stats.changed()

    # ----------------------------------------------------------------- navigation
    @property
    def calculator(self) -> Calculator:
        """The calculator of the picked game."""
        return self.calculators[self.game]

    def pick_game(self, game: str) -> Calculator:
        """Show the calculator of ``game`` (made on first use, kept afterwards); leaving the game of a play
        being edited stops the editing.

        Raises:
            InvalidScoreSheet: unknown game id (field ``game``).
        """
        if game not in self.calculators:
            self.calculators[game] = Calculator(game, switch=False)
        if self.editing is not None and game != self.game:
            self.stop_editing(announce=True)
        self.game = game
        with self.quiet():
            self.picker.value = game
        self.rules.set_game(game)
        self.board_status.clear()
        loader = [self.board_loader] if game in games.engine_ids() else []
        self.score_box.children = [self.calculator.widget, *loader, self.form.widget]
        return self.calculator

    def show(self, section: str) -> None:
        """Show ``section`` (``"score"``, ``"history"``, ``"statistics"`` or ``"rules"``).

        Raises:
            KeyError: not a section.
        """
        index = list(self.sections).index(section) if section in self.sections else None
        if index is None:
            raise KeyError(section)
        self.section = section
        with self.quiet():
            self.nav.value = section
        self.stack.selected_index = index
        if section == "history" and self.history._dirty:
            self.history.refresh()
        elif section == "statistics" and self.stats._dirty:
            self.stats.refresh()

    # ----------------------------------------------------------------- saving
    def save_play(self, *, allow_duplicate: bool = False):
        """Save the calculator's sheet with the form's date, duration and note as a play (or, while a play is
        being edited, as that play's new content: it is scored again).

        Returns:
            The saved :class:`~companion.playlog.Play`, or ``None`` when it was not saved: a refused date,
            duration or note is marked beside its field, a sheet mistake and any other reason are told under
            the button, and everything typed stays.
        """
        form = self.form
        form.clear_marks()
        self.form.again_button.layout.display = "none"
        fields = form.values()
        try:
            sheet = self.calculator.to_sheet()
            if self.editing is not None:
                play = self.log.edit(self.editing, sheet=sheet, **fields)
            else:
                play = self.log.add(sheet, allow_duplicate=allow_duplicate, **fields)
        except InvalidPlay as exc:
            if form.mark(exc):
                form.status.show(N_("Not saved: correct the marked field."), "error")
            else:
                form.status.show(N_("Not saved: {error}"), "error", error=exc)
            return None
        except InvalidScoreSheet as exc:
            form.status.show(N_("Not saved: the score sheet has a mistake: {error}"), "error",
                             error=_AsRead(exc, self.calculator.error_text))
            return None
        except DuplicatePlay as exc:
            form.status.show(N_("Not saved: {error}"), "error", error=exc)
            self.form.again_button.layout.display = "inline-flex"
            return None
        except CompanionError as exc:
            form.status.show(N_("Not saved: {error}"), "error", error=without_paths(exc))
            return None
        if self.editing is not None:
            self.stop_editing()
            form.status.show(_UPDATED, "ok", play=play.id, names=list(play.winners))
        else:
            form.status.show(_SAVED, "ok", play=play.id, names=list(play.winners))
            with self.quiet():
                form.duration.value = ""
                form.note.value = ""
        self.log_changed()
        return play

    def edit_play(self, play_id: int) -> bool:
        """Open play ``play_id`` for editing: its game is picked, its sheet fills the calculator and its date,
        duration and note the form; "Save changes to play N" stores the change and scores it again.

        Returns:
            False (the reason shown in the history) when the play cannot be read or its sheet shown.
        """
        try:
            play = self.log.get(play_id)
        except CompanionError as exc:
            self.history.problem.show(N_("Not opened: {error}"), "error", error=without_paths(exc))
            return False
        if self.editing is not None:
            self.stop_editing()
        self.pick_game(play.game)
        try:
            self.calculator.load_sheet(dict(play.sheet))
        except CompanionError as exc:
            self.history.problem.show(N_("Not opened: {error}"), "error", error=exc)
            return False
        self.editing = play.id
        form = self.form
        form.clear_marks()
        with self.quiet():
            form.date.value = play.date.isoformat()
            form.duration.value = "" if play.duration is None else str(play.duration)
            form.note.value = play.note
        form.status.show(N_("Change the scores or the fields, then save the changes."), "info")
        form.relabel(self.texts.lang)
        self.show("score")
        return True

    def stop_editing(self, announce: bool = False) -> None:
        """Leave the editing of a play (nothing is saved); the form saves new plays again."""
        if self.editing is None:
            return
        play = self.editing
        self.editing = None
        self.form.relabel(self.texts.lang)
        if announce:
            self.form.status.show(N_("Editing of play {play} cancelled; nothing was changed."), "info", play=play)

    # ----------------------------------------------------------------- finished boards
    def load_finished_board(self, content: bytes | str, name: str = "") -> bool:
        """Fill the calculator from a saved game (the text of a save file) whose game is over: the game's
        engine replays it (``game.load``) and its final sheet (``game.final_sheet``) is shown. A save of
        another game with an engine switches the picker to that game.

        Returns:
            True when loaded; False when refused (not a save, not finished, no engine): the reason is
            shown under the button and the calculator is unchanged.
        """
        try:                                   # the shared upload checks: size, UTF-8, JSON (reader's language)
            data = read_upload(content.encode("utf-8") if isinstance(content, str) else bytes(content))
        except InvalidUpload as exc:
            self.board_status.show(N_("Not loaded: {error}"), "error", error=exc)
            return False
        named = data.get("game") if isinstance(data, dict) else None
        game = named if isinstance(named, str) and named in games.GAMES else self.game
        if game not in games.engine_ids():
            self.board_status.show(N_("Not loaded: {game_label} has no rules engine yet, so there is no board to "
                                      "load; type the scores instead."), "error", game_label=games.title(game))
            return False
        engine = games.get(game)
        try:
            state = engine.load(content)
        except CompanionError as exc:
            self.board_status.show(N_("Not loaded: {error}"), "error", error=exc)
            return False
        if not state.is_over:
            self.board_status.show(N_("Not loaded: the game in {file} is not over yet; finish it on its board "
                                      "first."), "error", file=name)
            return False
        if game != self.game:
            self.pick_game(game)
        try:
            self.calculator.load_sheet(engine.final_sheet(state))
        except CompanionError as exc:
            self.board_status.show(N_("Not loaded: {error}"), "error", error=exc)
            return False
        self.board_status.show(N_("Loaded the final scores of {file}."), "ok", file=name)
        return True

    def _board_uploaded(self, change: dict) -> None:
        take_uploads(self.board_upload, change, self.load_finished_board)

    # ----------------------------------------------------------------- language
    def _language_changed(self, lang: str) -> None:
        if lang == self.texts.lang:
            return
        self.texts.relabel(lang)
        self._relabel_choices(lang)
        self.board_status.render(lang)
        self.history.relabel(lang)
        self.stats.relabel(lang)
        self.rules.relabel(lang)

    def __repr__(self) -> str:
        return f"TableApp(game={self.game!r}, section={self.section!r}, editing={self.editing!r})"

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        data = self.widget._repr_mimebundle_(**kwargs)
        data["text/plain"] = repr(self)
        return data


def app_page(game: str | None = None) -> W.VBox:
    """The app's page (notebooks/app.ipynb): a :class:`TableApp` on the user's play log and settings
    (``$COMPANION_PLAYLOG`` / ``$COMPANION_SETTINGS`` choose other files). The returned box keeps the app as
    ``box.app``.

    Raises:
        InvalidScoreSheet: ``game`` is not a game id.
    """
    return TableApp(game).widget
