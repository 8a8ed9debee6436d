"""The "What if?" page of any game with a rules engine (``notebooks/what-if-<game>.ipynb``).

:func:`whatif_page` is the page (one notebook cell); :class:`WhatIfPage` holds its parts, written once over the
engine contract and the analysis layer (:mod:`companion.analysis.whatif`, :mod:`companion.analysis.simulate`,
:mod:`companion.analysis.plots`), so the four games share it:

* **a position**: a new game (players, seed), a save loaded from the device (``game.load``), and moves played
  one by one or by bots (random or greedy) up to the position to study;
* **two lines**: line A is the game so far; *Branch* starts line B at A's end; each line plays its own moves
  with undo and redo; the lines are shown side by side (the position as text and the moves in words);
* **comparison**: the scores if the game ended now at the end of each line, per player and category, the
  difference explained in words, and a chart of the difference;
* **every legal move** of the player to move on the chosen line with its immediate effect on her points, and
  on request its estimated win chance;
* **win chances** of both lines (Monte Carlo, :func:`~companion.analysis.simulate.win_chances`) with their
  95 % intervals and the charts of the win chances and of the final points per category.

Nothing heavy runs when the page loads (a new game and its move list only): simulations run on a button, in a
background thread, with a progress bar and a Cancel button (the games played so far are kept). The games per
estimate are typed as text and checked when a button is pressed: a value outside 10 … 100,000 (or not a whole
number) is refused beside the field, naming the limits, what was typed stays, and nothing runs.

Example:
    >>> page = WhatIfPage("meduris", background=False)
    >>> page.bots_play(6, "random")                        # reach a position
    True
    >>> page.branch() and page.active == "B"
    True
    >>> page.play(page.moves.options[0][1])                # a different line
    True
    >>> page.comparison.names
    ('A', 'B')
"""
from __future__ import annotations

import html
import threading
from typing import Any

import ipywidgets as W

from companion import games
from companion.analysis.whatif import Line, branch, compare, move_options
from companion.errors import CompanionError
from companion.i18n import N_, Plural, render, translate
from companion.ui import language
from companion.ui.files import take_uploads
from companion.ui.forms import show_image
from companion.ui.statistics import _png

__all__ = ["WhatIfPage", "whatif_page", "effect_text"]

_TEXT = {
    "title": N_("What if? — {game}"),
    "intro": N_("""Reach a position — a new game, a saved game from your device, or moves played by hand or by \
bots — then **branch**: line A keeps the game so far, line B plays something else. Both lines are scored as if \
the game ended now, side by side, and the difference is explained. For the player to move, every legal move \
is listed with what it changes right away; **win chances** are estimated on request by playing many games to \
the end."""),
    "position": N_("Position"), "players": N_("Players:"), "seed": N_("Seed (chance):"),
    "new": N_("New game"), "load": N_("Load a save"),
    "bots": N_("Bots play"), "bot_moves": N_("moves:"),
    "lines": N_("Lines"), "branch": N_("Branch line B here"), "undo": N_("Undo"), "redo": N_("Redo"),
    "line": N_("Line {name}"), "play": N_("Play the move"),
    "moves_head": N_("Every legal move of {player} (line {name})"),
    "move": N_("Move"), "effect": N_("Right away"), "chance": N_("Win chance after it"),
    "chance_event": N_("chance decides"), "no_effect": N_("no change"),
    "compare": N_("Scores if the game ended now"), "chart": N_("Chart of the difference"),
    "analysis": N_("Win chances"), "games": N_("Games per estimate:"),
    "both": N_("Win chances of both lines"), "each": N_("Win chance of every move"),
    "cancel": N_("Cancel"), "over": N_("The game is over."),
    "no_b": N_("Branch to start line B: until then both columns show line A."),
    "loaded": Plural("Loaded {file}: {moves} move.", "Loaded {file}: {moves} moves.", count="moves"),
    "bad_save": N_("{file} cannot be loaded: {error}"),
    "nothing_undo": N_("Nothing to undo on this line."), "nothing_redo": N_("Nothing to redo on this line."),
    "cancelled": N_("Cancelled: the games played so far are shown."),
    "cancelled_none": N_("Cancelled before any game finished: nothing is shown."),
    "bad_games": N_("Games per estimate must be a whole number from {low} to {high}, not {value}."),
    "played": Plural("{moves} move played since the branch point.", "{moves} moves played since the branch point.",
                     count="moves"),
}


def effect_text(effect: dict[str, int] | None, total: int | None, labels: dict[str, str], lang: str) -> str:
    """A move's immediate effect in words: ``"+2 (Temples +2)"``, "no change", or "chance decides" (``effect``
    None: the move starts a chance event).

    Example:
        >>> effect_text({"temples": 2, "track": 0}, 2, {"temples": "Temples", "track": "Score track"}, "en")
        '+2 (Temples +2)'
    """
    if effect is None:
        return translate(_TEXT["chance_event"], lang)
    parts = [f"{translate(labels.get(c, c), lang)} {v:+d}" for c, v in effect.items() if v]
    if not parts:
        return translate(_TEXT["no_effect"], lang)
    return f"{total:+d} ({', '.join(parts)})"


#: the games per estimate the form accepts (fewer tell nothing; more would run for hours)
GAMES_LIMITS = (10, 100_000)


class WhatIfPage:
    """The What-if page of ``game_id`` (see the module docstring).

    Args:
        game_id: a game with an engine (:func:`companion.games.engine_ids`).
        state: the position to start from (a hot seat's, a lesson's; default: a new game of the minimum player
            count with seed 2016).
        background: run simulations in a background thread (False: in the caller, e.g. in tests).
        embedded: the view inside another page (a hot seat, a lesson:
            :class:`~companion.ui.whatif_button.WhatIfButton`): no language
            switch of its own and no link back to the index (the host page has them).

    Attributes:
        widget: the page to display. lines: ``{"A": Line, "B": Line or None}``; active: the chosen line.
        moves: the drop-down of the active line's legal moves (label: the move and its immediate effect).
        options: the :class:`~companion.analysis.whatif.MoveOption` list behind it; comparison: the last
        :class:`~companion.analysis.whatif.Comparison`; chances: ``{"A": WinChances, "B": ...}`` of the last
        estimate; message: HTML of the last refusal or note. games: the games per estimate as typed (text);
        games_note: beside it, why the value typed was refused (empty when it is accepted).

    Raises:
        KeyError: no engine for ``game_id``.
    """

    def __init__(self, game_id: str, state: Any = None, *, background: bool = True, embedded: bool = False) -> None:
        if game_id not in games.engine_ids():
            raise KeyError(f"no rules engine for {game_id!r}; games with an engine: {', '.join(games.engine_ids())}")
        self.game = games.get(game_id)
        self.background = background
        g = self.game
        self.lines: dict[str, Line | None] = {"A": None, "B": None}
        self.active = "A"
        self.options: list = []
        self.comparison: Any = None
        self.chances: dict[str, Any] = {}
        self._cancel = threading.Event()
        self._job: threading.Thread | None = None
        T = lambda: W.HTML()  # noqa: E731
        self.title, self.intro, self.message = T(), T(), T()
        self.heads = {k: T() for k in ("position", "lines", "compare", "analysis")}
        self.labels = {k: T() for k in ("players", "seed", "bot_moves", "games")}
        self.count = W.Dropdown(options=list(range(g.min_players, g.max_players + 1)), value=g.min_players,
                                layout={"width": "5em"})
        self.seed = W.BoundedIntText(value=2016, min=0, max=10**9, layout={"width": "8em"})
        self.new_button = W.Button(button_style="primary")
        self.upload = W.FileUpload(accept=".json,application/json", multiple=False)
        self.bot_count = W.BoundedIntText(value=10, min=1, max=10_000, layout={"width": "6em"})
        self.bot_kind = W.Dropdown(options=[("random", "random"), ("greedy", "greedy")], value="greedy",
                                   layout={"width": "12em"})
        self.bot_button = W.Button()
        self.line_choice = W.ToggleButtons(options=["A", "B"], value="A")
        self.branch_button = W.Button(icon="code-fork")
        self.undo_button = W.Button(icon="undo")
        self.redo_button = W.Button(icon="repeat")
        self.moves = W.Dropdown(options=[], layout={"width": "100%"})
        self.play_button = W.Button(button_style="success")
        self.boards = {k: T() for k in ("A", "B")}
        #: each line's position on the game's own board (following the page language); a move made on a
        #: line's board is played on that line
        self.game_boards: dict[str, Any] = {}
        self.board_boxes = {k: W.Box(layout={"overflow": "auto"}) for k in ("A", "B")}
        self._syncing = False
        self.move_table = W.HTML(layout={"max_height": "22em", "overflow": "auto"})
        self.compare_html = T()
        self.chart_button = W.Button(icon="bar-chart")
        self.chart = W.Image(format="png", layout={"max_width": "100%", "display": "none"})
        # text, not a bounded number box: that one turns -1 into 10 without a word
        self.games = W.Text(value="200", continuous_update=False, layout={"width": "8em"})
        self.games_note = T()
        self._games_refused: str | None = None          # the text refused, shown again on a language change
        self.both_button = W.Button(icon="line-chart")
        self.each_button = W.Button(icon="list")
        self.cancel_button = W.Button(icon="stop", disabled=True)
        self.progress = W.IntProgress(value=0, min=0, max=1, layout={"width": "20em", "visibility": "hidden"})
        self.chances_html = T()
        self.plots = [W.Image(format="png", layout={"max_width": "100%", "display": "none"}) for _ in range(2)]

        self.new_button.on_click(lambda _b: self.new_game())
        self.upload.observe(self._uploaded, "value")
        self.bot_button.on_click(lambda _b: self.bots_play())
        self.line_choice.observe(lambda c: self.choose(c["new"]), "value")
        self.branch_button.on_click(lambda _b: self.branch())
        self.undo_button.on_click(lambda _b: self.undo())
        self.redo_button.on_click(lambda _b: self.redo())
        self.play_button.on_click(lambda _b: self.play())
        self.chart_button.on_click(lambda _b: self.draw_chart())
        self.both_button.on_click(lambda _b: self.estimate_lines())
        self.each_button.on_click(lambda _b: self.estimate_moves())
        self.cancel_button.on_click(lambda _b: self.cancel())
        # a refusal beside the field goes once the value is corrected (it is checked again when changed)
        self.games.observe(lambda _c: self._games_refused is not None and self.games_per_estimate(), "value")

        from companion.ui.layout import page_box
        from companion.ui.pages import Prose, _switch_row

        self._intro = Prose(_TEXT["intro"])
        row = lambda *ws: W.HBox(list(ws), layout={"flex_flow": "row wrap", "align_items": "center"})  # noqa: E731
        half = {"width": "50%", "min_width": "300px", "overflow": "auto"}
        parts = [
            self.title, *([] if embedded else [_switch_row()]), self._intro.widget,
            self.heads["position"],
            row(self.labels["players"], self.count, self.labels["seed"], self.seed, self.new_button, self.upload),
            row(self.bot_button, self.bot_kind, self.labels["bot_moves"], self.bot_count),
            self.message,
            self.heads["lines"],
            row(self.line_choice, self.branch_button, self.undo_button, self.redo_button),
            row(self.moves, self.play_button),
            W.HBox([W.VBox([self.boards[k], self.board_boxes[k]], layout=half) for k in ("A", "B")],
                   layout={"flex_flow": "row wrap"}),
            self.move_table,
            self.heads["compare"], self.compare_html, self.chart_button, self.chart,
            self.heads["analysis"],
            row(self.labels["games"], self.games, self.games_note, self.both_button, self.each_button,
                self.cancel_button, self.progress),
            self.chances_html, *self.plots,
        ]
        if embedded:
            self.widget = W.VBox(parts, layout={"border": "1px solid #bbb", "padding": "4px", "margin": "8px 0"})
        else:
            self.widget = page_box(parts + [Prose(N_("[← all pages of the companion](index.ipynb)")).widget])
        self.widget.page = self          # type: ignore[attr-defined]
        self._start(state if state is not None else g.new_game(self._names(g.min_players), seed=self.seed.value))
        language.follow(self._relabel)

    # --- texts -----------------------------------------------------------------------------------------------
    @property
    def lang(self) -> str:
        """The page language."""
        return language.page_language().lang

    def tr(self, key: str, **params: Any) -> str:
        """The page text ``key`` in the page language (escaped for HTML)."""
        return html.escape(render(_TEXT[key], self.lang, **params))

    def _relabel(self, lang: str) -> None:
        t = lambda key, **kw: render(_TEXT[key], lang, **kw)  # noqa: E731
        self.title.value = "<h2>" + html.escape(t("title", game=translate(self.game.title, lang))) + "</h2>"
        for key, head in self.heads.items():
            head.value = "<h3>" + html.escape(t(key)) + "</h3>"
        self.labels["players"].value = t("players")
        self.labels["seed"].value = "&nbsp;" + t("seed")
        self.labels["bot_moves"].value = "&nbsp;" + t("bot_moves")
        self.labels["games"].value = t("games")
        from companion.analysis.bots import BOT_LABELS

        value = self.bot_kind.value
        self.bot_kind.options = [(translate(BOT_LABELS[k], lang), k) for k in ("random", "greedy")]
        self.bot_kind.value = value
        for button, key in [(self.new_button, "new"), (self.bot_button, "bots"), (self.branch_button, "branch"),
                            (self.undo_button, "undo"), (self.redo_button, "redo"), (self.play_button, "play"),
                            (self.chart_button, "chart"), (self.both_button, "both"), (self.each_button, "each"),
                            (self.cancel_button, "cancel")]:
            button.description = t(key)
        self.upload.description = t("load")
        self._show_games_note()
        self._update()

    @staticmethod
    def _names(n: int) -> list[str]:
        return ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo"][:n]

    # --- the position and the lines --------------------------------------------------------------------------
    @property
    def line(self) -> Line:
        """The active line."""
        return self.lines[self.active]  # type: ignore[return-value]

    @property
    def state(self) -> Any:
        """The position at the end of the active line."""
        return self.line.state

    def _start(self, state: Any) -> None:
        self.lines = {"A": branch(state, "A"), "B": None}
        self.active = "A"
        self.chances = {}
        show_image(self.chart)
        for plot in self.plots:
            show_image(plot)
        self.chances_html.value = ""
        if self.line_choice.value != "A":
            self.line_choice.value = "A"            # its observer updates the page
        else:
            self._update()

    def new_game(self, players: int | None = None, seed: int | None = None) -> bool:
        """Start again from a new game (default: the form's player count and seed).

        Returns False when the engine refuses the set-up (the reason is shown; the lines are kept).
        """
        players = self.count.value if players is None else players
        seed = self.seed.value if seed is None else seed
        try:
            state = self.game.new_game(self._names(players), seed=seed)
        except CompanionError as exc:
            self._say(exc.message(self.lang), error=True)
            return False
        self._say("")
        self._start(state)
        return True

    def load(self, text: str | bytes, file: str = "save.json") -> bool:
        """Start from the game saved in ``text`` (its last position). Returns False (reason shown, lines kept)
        when the save is refused."""
        try:
            state = self.game.load(text)
        except CompanionError as exc:
            self._say(render(_TEXT["bad_save"], self.lang, file=file, error=exc.message(self.lang)), error=True)
            return False
        self._say(render(_TEXT["loaded"], self.lang, file=file, moves=state.ply))
        self._start(state)
        return True

    def _uploaded(self, change: dict) -> None:
        take_uploads(self.upload, change, self.load)

    def _set_line(self, line: Line) -> None:
        self.lines[self.active] = line
        self._update()

    def play(self, move: Any = None) -> bool:
        """Play ``move`` (default: the one chosen in :attr:`moves`) at the end of the active line.

        Returns False (reason shown) when it is refused.
        """
        move = self.moves.value if move is None else move
        if move is None:
            self._say(render(_TEXT["over"], self.lang), error=True)
            return False
        try:
            line = self.line.play(move)
        except CompanionError as exc:
            self._say(exc.message(self.lang), error=True)
            return False
        self._say("")
        self._set_line(line)
        return True

    def bots_play(self, count: int | None = None, kind: str | None = None) -> bool:
        """Let a bot of ``kind`` (``"random"`` or ``"greedy"``; default: the form's) play ``count`` moves for
        every player at the end of the active line (fewer if the game ends). Returns False if no move was made."""
        from companion.analysis.bots import make_bot

        count = self.bot_count.value if count is None else count
        bot = make_bot(kind or self.bot_kind.value, seed=self.seed.value + self.line.state.ply)
        line = self.line
        played = 0
        while played < count and not line.state.is_over:
            line = line.play(bot.choose(line.state))
            played += 1
        self._say("" if played else render(_TEXT["over"], self.lang), error=not played)
        self._set_line(line)
        return bool(played)

    def branch(self) -> bool:
        """Start line B at the end of line A (a B already there is replaced) and make it the active line."""
        self.lines["B"] = self.lines["A"].branch("B")  # type: ignore[union-attr]
        self.choose("B")
        return True

    def choose(self, name: str) -> None:
        """Make line ``name`` ("A" or "B") the active line (line B, if not branched yet, starts at A's end)."""
        if name == "B" and self.lines["B"] is None:
            self.lines["B"] = self.lines["A"].branch("B")  # type: ignore[union-attr]
        self.active = name
        if self.line_choice.value != name:
            self.line_choice.value = name           # its observer comes back here and updates the page
            return
        self._update()

    def undo(self) -> bool:
        """Take back the last move of the active line (False, said, at its branch point)."""
        return self._step(Line.undo, "nothing_undo")

    def redo(self) -> bool:
        """Play again the last move undone on the active line (False, said, if none)."""
        return self._step(Line.redo, "nothing_redo")

    def _step(self, step: Any, refusal: str) -> bool:
        try:
            self._set_line(step(self.line))
        except IndexError:
            self._say(render(_TEXT[refusal], self.lang), error=True)
            return False
        self._say("")
        return True

    def _say(self, text: str, error: bool = False) -> None:
        if not text:
            self.message.value = ""
        elif error:
            from companion.ui.hotseat import error_html

            self.message.value = error_html(text)
        else:
            self.message.value = html.escape(text)

    # --- showing -----------------------------------------------------------------------------------------------
    def _update(self) -> None:
        lang = self.lang
        state = self.state
        self.undo_button.disabled = not self.line.moves
        self.redo_button.disabled = not self.line.undone
        self.options = [] if state.is_over else move_options(state, lang=lang)
        labels = self.line.scores().labels
        chosen = self.moves.value
        self.moves.options = [(f"{o.text} — {effect_text(o.effect, o.total, labels, lang)}", o.move)
                              for o in self.options]
        # new options leave the dropdown blank (ipywidgets 8): the move chosen stays (a language switch), else the
        # first one is shown and played
        moves = [o.move for o in self.options]
        if moves:
            self.moves.index = moves.index(chosen) if chosen in moves else 0
        self.play_button.disabled = not self.options
        self._show_moves(labels)
        for name in ("A", "B"):
            self.boards[name].value = self._board_html(name)
            self._show_board(name)
        first, second = self.lines["A"], self.lines["B"] or self.lines["A"]
        self.comparison = compare(first, second)  # type: ignore[arg-type]
        self.compare_html.value = self._comparison_html(lang)
        show_image(self.chart)

    def _show_moves(self, labels: dict[str, str], chances: dict | None = None) -> None:
        lang = self.lang
        state = self.state
        if state.is_over:
            self.move_table.value = f"<p>{self.tr('over')}</p>"
            return
        head = self.tr("moves_head", player=state.players[state.current_player], name=self.active)
        cols = [self.tr("move"), self.tr("effect")] + ([self.tr("chance")] if chances else [])
        rows = []
        for o in self.options:
            cells = [html.escape(o.text), html.escape(effect_text(o.effect, o.total, labels, lang))]
            if chances:
                c = chances.get(o.move)
                cells.append("" if c is None else f"{100 * c[0]:.0f}% ({100 * c[1][0]:.0f}–{100 * c[1][1]:.0f}%)")
            rows.append("<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
        self.move_table.value = (f"<b>{head}</b><table class='companion-final'><thead><tr>"
                                 + "".join(f"<th>{c}</th>" for c in cols) + "</tr></thead><tbody>"
                                 + "".join(rows) + "</tbody></table>")

    def _board_html(self, name: str) -> str:
        lang = self.lang
        line = self.lines[name]
        if line is None:
            return f"<h4>{self.tr('line', name=name)}</h4><p><i>{self.tr('no_b')}</i></p>"
        before, said = line.start, []
        for move in line.moves:
            said.append(html.escape(self.game.describe(before, move, lang)))
            before = before.apply(move)
        moves = "".join(f"<li>{s}</li>" for s in said)
        marker = " ◀" if name == self.active else ""
        return (f"<h4>{self.tr('line', name=name)}{marker}</h4>"
                f"<p>{self.tr('played', moves=len(line.moves))}</p>" + (f"<ol>{moves}</ol>" if moves else ""))

    def _show_board(self, name: str) -> None:
        """Show line ``name``'s position on the game's board (made once per line, then given each new state)."""
        line = self.lines[name]
        if line is None:
            self.board_boxes[name].children = []
            return
        board = self.game_boards.get(name)
        self._syncing = True
        try:
            if board is None:
                from companion.ui.hotseat import adapter_for

                board = self.game_boards[name] = adapter_for(self.game.id).board(line.state)
                board.undo_allowed = False              # the line's own Undo / Redo take moves back
                board.on_change(lambda new, name=name: self._board_moved(name, new))
                self.board_boxes[name].children = [board]
            elif board.state != line.state:
                board.state = line.state
        finally:
            self._syncing = False

    def _board_moved(self, name: str, new: Any) -> None:
        """A move made on line ``name``'s board: play it on that line (the line becomes the active one)."""
        if self._syncing:
            return
        line = self.lines[name]
        if line is None or new.ply != line.state.ply + 1 or new.history[:-1] != line.state.history:
            self._show_board(name)                      # not one move on from the line: show the line again
            return
        if self.active != name:
            self.active = name
            self.line_choice.value = name
        self.play(new.history[-1])

    def _comparison_html(self, lang: str) -> str:
        comp = self.comparison
        n = len(comp.categories) + 1                     # rows per player: categories, then the total (bold)
        rows = "".join(("<tr style='font-weight:bold'>" if i % n == n - 1 else "<tr>")
                       + "".join(f"<td>{html.escape(x)}</td>" for x in row) + "</tr>"
                       for i, row in enumerate(comp.rows(lang)))
        words = "".join(f"<li>{html.escape(comp.explain(player, lang))}</li>" for player in comp.players)
        return ("<div class='companion-scroll'><table class='companion-final'><thead><tr>"
                + "".join(f"<th>{html.escape(h)}</th>" for h in comp.header(lang)) + "</tr></thead><tbody>" + rows
                + f"</tbody></table></div><ul>{words}</ul>")

    def draw_chart(self) -> bytes:
        """Draw the chart of the difference between the lines (B minus A) and return it as PNG bytes."""
        png = _png(self.comparison.chart(self.lang))
        show_image(self.chart, png)
        return png

    # --- win chances (a button, a progress bar, a cancel) ---------------------------------------------------------
    def cancel(self) -> None:
        """Stop the running estimate after the games in progress (what was played so far is shown)."""
        self._cancel.set()

    @property
    def busy(self) -> bool:
        """True while an estimate runs."""
        return self._job is not None and self._job.is_alive()

    def _run(self, total: int, job: Any) -> bool:
        if self.busy:
            return False
        self._cancel.clear()
        self.progress.max, self.progress.value = max(1, total), 0
        self.progress.layout.visibility = "visible"
        self.cancel_button.disabled = False
        for b in (self.both_button, self.each_button):
            b.disabled = True

        def run() -> None:
            try:
                job()
            finally:
                self.cancel_button.disabled = True
                for b in (self.both_button, self.each_button):
                    b.disabled = False
                self.progress.layout.visibility = "hidden"

        if self.background:
            self._job = threading.Thread(target=run, daemon=True)
            self._job.start()
        else:
            run()
        return True

    def games_per_estimate(self) -> int | None:
        """The games per estimate typed in the form: a whole number within :data:`GAMES_LIMITS`; None if it is
        not one (the reason, naming the limits, is shown beside the field, and what was typed stays)."""
        text = self.games.value.strip()
        low, high = GAMES_LIMITS
        try:                                            # "--5" or "+-5" pass a digits test but not int()
            number = int(text) if text.isascii() and len(text) < 12 else None
        except ValueError:
            number = None
        self._games_refused = None if number is not None and low <= number <= high else self.games.value
        self._show_games_note()
        return None if self._games_refused is not None else number

    def _show_games_note(self) -> None:
        if self._games_refused is None:
            self.games_note.value = ""
            return
        from companion.ui.hotseat import error_html

        low, high = GAMES_LIMITS
        self.games_note.value = error_html(render(_TEXT["bad_games"], self.lang, low=low, high=high,
                                                  value=repr(self._games_refused)))

    def _cancelled_note(self, finished: bool) -> str:
        """The line shown after a Cancel: the games finished are shown, or none had finished."""
        return f"<p><i>{self.tr('cancelled' if finished else 'cancelled_none')}</i></p>"

    def estimate_lines(self, games_: int | None = None, seed: int = 0) -> bool:
        """Estimate the win chances of both lines' ends (``games_`` games each, default: the form's) with random
        bots, then show them with their intervals and the charts (line B's, or A's without B). Returns False if
        an estimate is already running or the form's games per estimate are refused
        (:meth:`games_per_estimate`)."""
        from companion.analysis.plots import score_distribution_chart, win_chance_chart
        from companion.analysis.simulate import win_chances

        n = self.games_per_estimate() if games_ is None else games_
        if n is None:
            return False
        names = [k for k in ("A", "B") if self.lines[k] is not None]
        states = {k: self.lines[k].state for k in names}  # type: ignore[union-attr]

        def job() -> None:
            self.chances = {}
            for i, k in enumerate(names):
                if self._cancel.is_set():
                    break
                self.chances[k] = win_chances(states[k], n, seed=seed, cancel=self._cancel,
                                              progress=lambda done, _t, i=i: setattr(self.progress, "value",
                                                                                     i * n + done))
                if self._cancel.is_set():
                    break
            lang = self.lang
            finished = {k: c for k, c in self.chances.items() if c.games}
            parts = [f"<h4>{self.tr('line', name=k)}</h4><pre>{html.escape(c.summary(lang))}</pre>"
                     for k, c in finished.items()]
            note = self._cancelled_note(bool(finished)) if self._cancel.is_set() else ""
            self.chances_html.value = note + "".join(parts)
            last = finished.get("B") or finished.get("A")
            if last is None:                            # nothing finished: no chart of an earlier estimate either
                for plot in self.plots:
                    show_image(plot)
            else:
                show_image(self.plots[0], _png(win_chance_chart(last, lang)))
                show_image(self.plots[1], _png(score_distribution_chart(last, lang)))

        return self._run(n * len(names), job)

    def estimate_moves(self, games_: int | None = None, seed: int = 0) -> bool:
        """Estimate the win chance of the player to move after each legal move of the active line (``games_``
        games per move, default: a tenth of the form's, at least 10), shown in the move table. Returns False if
        an estimate is already running, the game is over or the form's games per estimate are refused
        (:meth:`games_per_estimate`)."""
        from companion.analysis.simulate import win_chances

        state, options = self.state, list(self.options)
        if not options:
            return False
        typed = self.games_per_estimate() if games_ is None else games_
        if typed is None:
            return False
        n = max(10, typed // 10 if games_ is None else games_)
        me = state.current_player
        labels = self.line.scores().labels

        def job() -> None:
            found: dict = {}
            for i, o in enumerate(options):
                if self._cancel.is_set():
                    break
                result = win_chances(state.apply(o.move), n, seed=seed, cancel=self._cancel,
                                     progress=lambda done, _t, i=i: setattr(self.progress, "value", i * n + done))
                if result.games:
                    found[o.move] = (result.probabilities[me], result.interval(me))
            self._show_moves(labels, found)
            self.move_chances = found
            if self._cancel.is_set():
                self.chances_html.value = self._cancelled_note(bool(found))

        return self._run(n * len(options), job)

    move_chances: dict = {}

    def __repr__(self) -> str:
        return f"WhatIfPage({self.game.id!r})"


def whatif_page(game_id: str) -> W.VBox:
    """The What-if page of ``game_id`` (one notebook cell: ``whatif_page("meduris")``).

    Raises:
        KeyError: no engine for ``game_id``.
    """
    return WhatIfPage(game_id).widget
