"""Hot-seat Meduris for 2–4 players at one screen (used by notebooks/play-meduris.ipynb).

A :class:`HotSeat` holds the set-up form (language, player count, names, human/bot seat per player, seed,
4-player board file), the board widget (:class:`companion.meduris.ui.board.MedurisBoard`), the move log and
the final scoring. Bots (:class:`companion.meduris.bots.RandomBot`) move on their own until a human decision
is pending; undo takes back moves up to the last human decision. The rules themselves live in the engine
(meduris.md §3–§5); this module only wires seats, widgets and texts together.

Example:
    >>> game = HotSeat()
    >>> game.start(names=["Ann", "Bob"], seats=[BOT, BOT], seed=7)
    True
    >>> game.board.state.is_terminal
    True
"""
from __future__ import annotations

import html
import json
from typing import Any, Sequence

import ipywidgets as widgets
from IPython.display import display

from companion.errors import CompanionError, InvalidBoard
from companion.i18n import N_, Plural, render
from companion.meduris.board import load_board_data
from companion.meduris.bots import RandomBot, play_bots
from companion.meduris.engine import new_game, score
from companion.meduris.teach.narration import describe_move
from companion.meduris.options import Options
from companion.meduris.state import State
from companion.meduris.ui.board import MedurisBoard
from companion.result import ScoreResult

__all__ = ["HUMAN", "BOT", "EDITOR_PAGE", "BOARD_NOTE", "HotSeat", "bot_seed"]

HUMAN, BOT = "human", "bot"
#: the board editor notebook, linked (relative to the notebooks folder) when a 4-player board file is needed
EDITOR_PAGE = "meduris-board-editor.ipynb"
BOARD_NOTE = N_("The 4-player side of the board is not fully known yet: the rules reference has only sites 1–8 "
                "and the last site. If you own the game, copy your board into the "
                "<a href=\"{editor}\" target=\"_blank\">board editor</a>, save it, and load the saved file "
                "(e.g. meduris-4p-board.json) here.")


def bot_seed(seed: int, seat: int) -> int:
    """Seed of the random bot at ``seat`` (0-based) in a game started with ``seed`` (die rolls)."""
    return seed * 10 + seat


class HotSeat:
    """Game set-up form, board, move log and final scoring of one hot-seat game (undo: the board's button).

    Attributes:
        widget: the whole page part to ``display``.
        board: the :class:`MedurisBoard` of the running game (None before a game is started).
        bots: one entry per player: a :class:`RandomBot` or None (human seat).
        log: read-only text area, one numbered line per applied move (rebuilt from the game's history).
        message: HTML of the last refusal (an engine error, e.g. equal names or a missing 4-player board).
        result: the :class:`ScoreResult` of the finished game (meduris.md §5.2–§5.4), else None.
    """

    def __init__(self) -> None:
        self.lang = widgets.ToggleButtons(options=[("English", "en"), ("Polski", "pl")], value="en")
        self.count = widgets.Dropdown(options=[2, 3, 4], value=2)
        self.names = [widgets.Text(value=n, layout={"width": "10em"}) for n in ("Ann", "Bob", "Cy", "Dee")]
        self.seats = [widgets.Dropdown(options=[(HUMAN, HUMAN), (BOT, BOT)], value=HUMAN if i == 0 else BOT,
                                      layout={"width": "10em"}) for i in range(4)]
        self.seed = widgets.BoundedIntText(value=2016, min=0, max=10**9, layout={"width": "8em"})
        self.start_button = widgets.Button(button_style="primary")
        self.message = widgets.HTML()
        self.log = widgets.Textarea(layout={"width": "100%", "height": "14em"}, disabled=True)
        self.final = widgets.Output()
        self.board_box = widgets.VBox()
        self.board: MedurisBoard | None = None
        self.bots: list[RandomBot | None] = []
        self.result: ScoreResult | None = None
        self._busy = False
        self._seen = 0                    # moves of the game already handled
        self.labels = {k: widgets.HTML() for k in ("players", "seed", "log", "board_note", "board_file")}
        # 4 players: the board side comes from a file saved with the board editor
        self.board_file = widgets.Text(value="", placeholder="meduris-4p-board.json", layout={"width": "20em"})
        self.board_upload = widgets.FileUpload(accept=".json,application/json", multiple=False)
        self.board_status = widgets.HTML()
        self.uploaded_board: tuple[str, Any] | None = None   # (file name, board dict) of an uploaded board file
        self.board_panel = widgets.VBox([self.labels["board_note"], widgets.HBox(
            [self.labels["board_file"], self.board_file, self.board_upload]), self.board_status])
        self.board_file.observe(lambda _c: self._forget_upload(), "value")
        self.board_upload.observe(self._uploaded, "value")
        self.count.observe(lambda _c: self._show_rows(), "value")
        self.lang.observe(lambda _c: self._render(), "value")
        self.start_button.on_click(lambda _b: self.start())
        self.rows = widgets.VBox()
        self._render()
        self.widget = widgets.VBox([
            self.lang, widgets.HBox([self.labels["players"], self.count, self.labels["seed"], self.seed]),
            self.rows, self.board_panel, self.start_button, self.message, self.board_box,
            self.final, self.labels["log"], self.log])

    def tr(self, msgid: Any, **params: Any) -> str:
        """``msgid`` (template or Plural) rendered in the form's language with ``params``."""
        return render(msgid, self.lang.value, **params)

    # --- set-up form ------------------------------------------------------------------------------
    def _show_rows(self) -> None:
        self.rows.children = [widgets.HBox([widgets.Label(f"{i + 1}."), self.names[i], self.seats[i]])
                              for i in range(self.count.value)]
        self.board_panel.layout.display = None if self.count.value == 4 else "none"

    def _render(self) -> None:
        for seat in self.seats:
            value = seat.value
            seat.options = [(self.tr(N_("human")), HUMAN), (self.tr(N_("random bot")), BOT)]
            seat.value = value
        self.labels["players"].value = self.tr(N_("Players:"))
        self.labels["seed"].value = "&nbsp;" + self.tr(N_("Seed (die rolls):"))
        self.labels["log"].value = "<b>" + self.tr(N_("Move log")) + "</b>"
        self.labels["board_note"].value = self.tr(BOARD_NOTE, editor=EDITOR_PAGE)
        self.labels["board_file"].value = self.tr(N_("Board file:")) + "&nbsp;"
        self.board_upload.description = self.tr(N_("Upload board"))
        self.start_button.description = self.tr(N_("Start a new game"))
        if self.uploaded_board is not None:
            self.board_status.value = html.escape(self.tr(N_("Uploaded board: {name}"), name=self.uploaded_board[0]))
        self._show_rows()
        if self.board is not None:
            self.board.lang = self.lang.value
            self._update()

    def _forget_upload(self) -> None:
        """A typed file name replaces an uploaded board."""
        if self.board_file.value.strip():
            self.uploaded_board = None
            self.board_status.value = ""

    def _uploaded(self, change: dict) -> None:
        """FileUpload observer: ``change["new"]`` is a sequence of ``{"name": str, "content": bytes-like}``.

        A file that is not UTF-8 JSON is reported in ``board_status`` and forgotten (never raises).
        """
        if not change["new"]:
            return
        item = change["new"][0]
        name = item.get("name", "")
        try:
            data = json.loads(bytes(item["content"]).decode("utf-8"))
        except (ValueError, RecursionError) as exc:   # not UTF-8, not JSON, nested too deep, number too long
            self.uploaded_board = None
            self.board_status.value = self._error_html(self.tr(N_("{name} is not a JSON board file: {error}"),
                                                               name=name, error=str(exc)))
            return
        self.board_file.value = ""
        self.uploaded_board = (name, data)
        self.board_status.value = html.escape(self.tr(N_("Uploaded board: {name}"), name=name))

    def _options(self, players: int, board_file: str | None = None) -> Options | None:
        """Game options: with 4 players the board from the given/typed file or the upload (else the default).

        Raises:
            CompanionError: the board file is missing or unreadable (from ``load_board_data``).
        """
        if players != 4:
            return None
        path = (self.board_file.value if board_file is None else board_file).strip()
        if path:
            return Options(board=load_board_data(path))
        if self.uploaded_board is not None:
            return Options(board=self.uploaded_board[1])
        return None                       # the engine names what is missing on the shipped side

    @staticmethod
    def _error_html(text: str) -> str:
        return "<span style='color:#b00020'>&#10007; " + html.escape(text) + "</span>"

    # --- game ---------------------------------------------------------------------------------------
    def start(self, names: Sequence[str] | None = None, seats: Sequence[str] | None = None,
              seed: int | None = None, board_file: str | None = None) -> bool:
        """Start a game from the form (or from the arguments) and let the bots play up to a human decision.

        Args:
            names: 2–4 player names in turn order (default: the form's first ``count`` names).
            seats: one of :data:`HUMAN` / :data:`BOT` per player (default: the form).
            seed: die-roll seed, integer ≥ 0 (default: the form); bot ``i`` uses :func:`bot_seed`.
            board_file: with 4 players, the path of a board saved with the board editor (default: the form).

        Returns:
            True if the game started; False if the engine refused the set-up (meduris.md §3: player count,
            names; §2.3: an incomplete 4-player board). The reason is shown in :attr:`message` in the form's
            language, with the way to the board editor for a board problem. Never raises for bad input.
        """
        n = len(names) if names else self.count.value
        names = list(names) if names else [w.value.strip() for w in self.names[:n]]
        seats = list(seats) if seats else [w.value for w in self.seats[:n]]
        seed = self.seed.value if seed is None else seed
        try:
            state = new_game(names, seed=seed, options=self._options(n, board_file))
        except CompanionError as exc:
            note = ("<br>" + self.tr(BOARD_NOTE, editor=EDITOR_PAGE)) if isinstance(exc, InvalidBoard) else ""
            self.message.value = self._error_html(exc.message(self.lang.value)) + note
            return False
        self.message.value = ""
        self.bots = [RandomBot(bot_seed(seed, i)) if kind == BOT else None for i, kind in enumerate(seats)]
        self._seen = 0
        self.board = MedurisBoard(state, lang=self.lang.value)
        self.board.on_change(self._changed)
        self.board_box.children = [self.board]
        self._run_bots()
        return True

    def _changed(self, new_state: State) -> None:
        """After a human click (or the board's Undo): log it, then let the bots play."""
        if self._busy:
            return
        if len(new_state.history) < self._seen:               # the board's Undo button
            self.undo(from_board=True)
            return
        self._run_bots()

    def _run_bots(self) -> None:
        self._busy = True
        try:
            state, moves = play_bots(self.board.state, self.bots)
            if moves:
                self.board.state = state
        finally:
            self._busy = False
        self._update()

    def undo(self, from_board: bool = False) -> None:
        """Take back moves until a human decision is pending again (at least one move unless ``from_board``).

        ``from_board``: the board's Undo already took back one move. Does nothing before a game is started;
        stops at the game's start if no human decision comes earlier.
        """
        if self.board is None:
            return
        self._busy = True
        try:
            state = self.board.state
            if not from_board and state.history:
                state = state.undo()
            while state.history and self.bots[state.current_player] is not None:
                state = state.undo()
            self.board.state = state
        finally:
            self._busy = False
        self._update()

    def _update(self) -> None:
        state = self.board.state
        self._seen = len(state.history)
        # the log is rebuilt from the game's history (before-states come from the parent chain)
        befores, s = [], state
        while s.history:
            s = s.undo()
            befores.append(s)
        befores.reverse()
        self.log.value = "\n".join(f"{i + 1:3}. " + describe_move(b, m, self.lang.value)
                                   for i, (b, m) in enumerate(zip(befores, state.history)))
        self.final.clear_output()
        self.result = None
        if state.is_terminal:
            with self.final:
                result = self.result = score(state)
                display(widgets.HTML("<h3>" + self.tr(N_("Final scoring")) + "</h3>"))
                display(result.to_frame(self.lang.value))
                display(widgets.HTML("<b>" + self.tr(Plural("Winner: {names}", "Winners: {names}", count="names"),
                                                            names=list(result.winners)) + "</b><br>"
                                     + result.tie_break_text(self.lang.value)))

    def __repr__(self) -> str:
        return "HotSeat()"
