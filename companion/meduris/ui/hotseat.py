"""The Meduris part of the hot seat (:mod:`companion.ui.hotseat`, page ``notebooks/play-meduris.ipynb``).

Only what is Meduris' own: the board widget (:class:`~companion.meduris.ui.board.MedurisBoard`), the
options form — the players choose the bonus-chip sites by clicking sites on the board (meduris.md §3
step 6, ``Options(bonus_placement="players")``) unless "random sites" is ticked, and with 4 players the
board file saved with the board editor (the 4-player side is not fully known, §2.3) — and the way to the
board editor when the engine refuses an incomplete board.

Example:
    >>> from companion.ui.hotseat import BOT, HotSeat
    >>> hot = HotSeat("meduris")
    >>> hot.start(names=["Ann", "Bob"], seats=[BOT, BOT], seed=7)
    True
    >>> hot.state.ended_by
    'all_built'
"""
from __future__ import annotations

import html
import json
from typing import Any

import ipywidgets as W

from companion.errors import CompanionError, InvalidBoard
from companion.i18n import N_, render
from companion.meduris.board import load_board_data
from companion.meduris.options import Options
from companion.meduris.ui.board import MedurisBoard
from companion.ui.hotseat import HotSeatAdapter, error_html

__all__ = ["ADAPTER", "MedurisHotSeat", "EDITOR_PAGE", "BOARD_NOTE"]

#: the board editor notebook, linked (relative to the notebooks folder) when a 4-player board file is needed
EDITOR_PAGE = "meduris-board-editor.ipynb"
BOARD_NOTE = N_("The 4-player side of the board is not fully known yet: the rules reference has only sites 1–8 "
                "and the last site. If you own the game, copy your board into the "
                "<a href=\"{editor}\" target=\"_blank\">board editor</a>, save it, and load the saved file "
                "(e.g. meduris-4p-board.json) here.")
INTRO = N_("Choose the number of players, their names, and for each seat a human or a random bot (it picks "
           "uniformly among the legal moves, never exchanging). Humans play on the board: first each player in "
           "turn places a face-down bonus chip by clicking a site, until all six lie on the board; then click "
           "the highlighted places or the buttons above the board. The board's Undo takes back moves up to the "
           "last human decision. A human player may exchange 3 chips for 1 at any moment, also in another "
           "player's turn (the “Out of turn” row). When the druid's last lap is over, the final scoring is "
           "derived from the board.")
_TEXT = {"random_sites": N_("Random bonus-chip sites"), "board_file": N_("Board file:"),
         "upload": N_("Upload board"), "uploaded": N_("Uploaded board: {name}"),
         "not_json": N_("{name} is not a JSON board file: {error}")}


class MedurisHotSeat(HotSeatAdapter):
    """Meduris options form and board for :class:`companion.ui.hotseat.HotSeat`.

    Attributes:
        random_sites: checkbox; ticked = the engine places the bonus chips (``bonus_placement="random"``),
            unticked (default) = the players click their sites.
        board_file, board_upload, board_status, board_panel: the 4-player board file (a path, or an
            uploaded file; the panel is shown only with 4 players).
        uploaded_board: ``(file name, board dict)`` of an uploaded board, else None.
    """

    game_id = "meduris"
    intro = INTRO

    def __init__(self) -> None:
        super().__init__()
        self.random_sites = W.Checkbox(value=False, indent=False)
        self.note = W.HTML()
        self.file_label = W.HTML()
        self.board_file = W.Text(value="", placeholder="meduris-4p-board.json", layout={"width": "20em"})
        self.board_upload = W.FileUpload(accept=".json,application/json", multiple=False)
        self.board_status = W.HTML()
        self.uploaded_board: tuple[str, Any] | None = None
        self._status: tuple[str, dict] | None = None          # (msgid key, params) of board_status
        self.board_panel = W.VBox([self.note, W.HBox([self.file_label, self.board_file, self.board_upload]),
                                   self.board_status], layout={"display": "none"})
        self.board_file.observe(lambda _c: self._forget_upload(), "value")
        self.board_upload.observe(self._uploaded, "value")
        self.widget = W.VBox([self.random_sites, self.board_panel])
        self._lang = "en"

    def board(self, state: Any) -> MedurisBoard:
        """A :class:`MedurisBoard` following the page language."""
        return MedurisBoard(state)

    def options(self, players: int) -> Options:
        """Bonus-chip placement from the checkbox; with 4 players the board from the typed file or the upload.

        Raises:
            CompanionError: the typed board file is missing or unreadable (``load_board_data``).
        """
        placement = "random" if self.random_sites.value else "players"
        board = None
        if players == 4:
            path = self.board_file.value.strip()
            if path:
                board = load_board_data(path)
            elif self.uploaded_board is not None:
                board = self.uploaded_board[1]
        return Options(bonus_placement=placement, board=board)   # no board: the engine names what is missing

    def players_changed(self, players: int) -> None:
        """The board-file panel is shown with 4 players only."""
        self.board_panel.layout.display = None if players == 4 else "none"

    def relabel(self, lang: str) -> None:
        """Translate the options form."""
        self._lang = lang
        self.random_sites.description = render(_TEXT["random_sites"], lang)
        self.note.value = render(BOARD_NOTE, lang, editor=EDITOR_PAGE)
        self.file_label.value = render(_TEXT["board_file"], lang) + "&nbsp;"
        self.board_upload.description = render(_TEXT["upload"], lang)
        self._show_status()

    def refusal_note(self, error: CompanionError, lang: str) -> str:
        """With an incomplete or wrong board (meduris.md §2.3): the way to the board editor."""
        if isinstance(error, InvalidBoard):
            return render(BOARD_NOTE, lang, editor=EDITOR_PAGE)
        return ""

    # --- the uploaded board file -------------------------------------------------------------------
    def _show_status(self) -> None:
        if self._status is None:
            self.board_status.value = ""
            return
        key, params = self._status
        text = render(_TEXT[key], self._lang, **params)
        self.board_status.value = error_html(text) if key == "not_json" else html.escape(text)

    def _forget_upload(self) -> None:
        """A typed file name replaces an uploaded board."""
        if self.board_file.value.strip():
            self.uploaded_board = None
            self._status = None
            self._show_status()

    def _uploaded(self, change: dict) -> None:
        """FileUpload observer: ``change["new"]`` is a sequence of ``{"name": str, "content": bytes-like}``.

        A file that is not UTF-8 JSON is reported in ``board_status`` and forgotten (never raises).
        """
        if not change["new"]:
            return
        item = change["new"][0]
        name = str(item.get("name", ""))
        try:
            data = json.loads(bytes(item["content"]).decode("utf-8"))
        except (ValueError, RecursionError) as exc:   # not UTF-8, not JSON, nested too deep, number too long
            self.uploaded_board = None
            self._status = ("not_json", {"name": name, "error": str(exc)})
        else:
            self.board_file.value = ""
            self.uploaded_board = (name, data)
            self._status = ("uploaded", {"name": name})
        self._show_status()


ADAPTER = MedurisHotSeat
