"""The Iquazú part of the hot seat (:mod:`companion.ui.hotseat`, page ``notebooks/play-iquazu.ipynb``).

Only what is Iquazú's own: the board widget (:class:`~companion.iquazu.ui.board.IquazuBoard`, showing the hand
of the player deciding now and the others' as counts), the wall to play on — the shipped demo wall (invented
data, labelled as such on the board) or a wall file of the player's own copy, uploaded here and checked by the
engine's wall loader at once (made with the wall editor, ``notebooks/iquazu-wall-editor.ipynb``) — and the seats'
computer players: a random bot or a greedy bot (:class:`companion.analysis.bots.GreedyBot`: one move of
lookahead on the score as if the game ended now). The final scoring is the engine's ``game.score``: the
calculator's scorer on the final wall (iquazu.md §6.2).

Example:
    >>> from companion.ui.hotseat import BOT, HotSeat
    >>> hot = HotSeat("iquazu")
    >>> hot.start(names=["Ann", "Bob"], seats=[BOT, "greedy"], seed=7)
    True
    >>> hot.state.is_over, hot.result is not None
    (True, True)
"""
from __future__ import annotations

import html
from typing import Any

import ipywidgets as W

from companion.errors import CompanionError, InvalidWall
from companion.i18n import N_, render
from companion.iquazu.options import Options
from companion.iquazu.ui.board import IquazuBoard
from companion.iquazu.wall import wall_from_dict
from companion.ui.files import read_upload, take_uploads
from companion.ui.hotseat import GREEDY, HotSeatAdapter, error_html

__all__ = ["ADAPTER", "IquazuHotSeat", "INTRO", "EDITOR_PAGE", "GREEDY"]

#: the wall editor notebook (relative to the notebooks folder)
EDITOR_PAGE = "iquazu-wall-editor.ipynb"
INTRO = N_("Choose 2 to 4 players, their names, and for each seat a human, a random bot (it picks uniformly among "
           "the legal moves) or a greedy bot (it takes the move that scores most at once). Humans play on the "
           "wall: draw 4 cards with the button, or click a highlighted alcove in the frame and then one of the "
           "payments (the cheapest is proposed; the others use two cards of one colour for one card). Only the "
           "player deciding sees their own hand. The board's Undo takes back moves up to the last human "
           "decision. After each scoring round the board explains it step by step; after the third-to-last "
           "column the final scoring is derived from the wall.")
WALL_NOTE = N_("The demo wall is invented: the printed strips are not published. To play on your own copy, enter "
               "its strips once in the <a href=\"{editor}\" target=\"_blank\">wall editor</a>, save the file and "
               "upload it here.")
_TEXT = {"wall": N_("Wall:"), "demo": N_("demo wall (invented data)"), "upload": N_("Upload a wall file"),
         "uploaded": N_("Your wall {name}: {columns} columns."), "bad": N_("{file} cannot be used: {error}")}


class IquazuHotSeat(HotSeatAdapter):
    """Iquazú board, wall choice and bots for :class:`companion.ui.hotseat.HotSeat`.

    Attributes:
        wall_upload: the wall-file upload; wall_status: what was uploaded (or why it is refused);
        wall: the uploaded wall as a dict (validated), or None for the demo wall.
    """

    game_id = "iquazu"
    intro = INTRO
    bot_kinds = {**HotSeatAdapter.bot_kinds, GREEDY: N_("greedy bot")}

    def __init__(self) -> None:
        super().__init__()
        self.wall: dict[str, Any] | None = None
        self._message: tuple[str, dict[str, Any]] | None = None
        self._lang = "en"
        self.wall_label = W.HTML()
        self.wall_status = W.HTML()
        self.wall_note = W.HTML()
        self.wall_upload = W.FileUpload(accept=".json,application/json", multiple=False)
        self.wall_upload.observe(self._uploaded, "value")
        self.widget = W.VBox([W.HBox([self.wall_label, self.wall_status, self.wall_upload]), self.wall_note])

    def board(self, state: Any) -> IquazuBoard:
        """An :class:`IquazuBoard` following the page language, showing the decider's hand."""
        return IquazuBoard(state)

    def options(self, players: int) -> Options:
        """The uploaded wall, or the demo wall (the engine's default)."""
        return Options(wall=self.wall)

    def relabel(self, lang: str) -> None:
        """Translate the wall form."""
        self._lang = lang
        self.wall_label.value = html.escape(render(_TEXT["wall"], lang)) + "&nbsp;"
        self.wall_upload.description = render(_TEXT["upload"], lang)
        self.wall_note.value = render(WALL_NOTE, lang, editor=EDITOR_PAGE)
        self._show()

    def refusal_note(self, error: CompanionError, lang: str) -> str:
        """With a wall the engine refuses: the way to the wall editor."""
        return render(WALL_NOTE, lang, editor=EDITOR_PAGE) if isinstance(error, InvalidWall) else ""

    def use_wall(self, text: str | bytes, file: str = "") -> bool:
        """Play on the wall file ``text`` (JSON); False (the demo wall stays) if it is not a valid wall: the
        engine's reason is shown in :attr:`wall_status`."""
        try:                                    # the shared upload checks: size, UTF-8, JSON, a key given twice
            data = read_upload(text.encode("utf-8") if isinstance(text, str) else bytes(text))
            wall = wall_from_dict(data)
        except CompanionError as exc:
            self._message = ("bad", {"file": file, "error": exc})
            self.wall = None
        else:
            self.wall = data
            self._message = ("uploaded", {"name": wall.name, "columns": wall.columns})
        self._show()
        return self.wall is not None

    def _show(self) -> None:
        if self._message is None:
            self.wall_status.value = html.escape(render(_TEXT["demo"], self._lang))
            return
        key, params = self._message
        text = render(_TEXT[key], self._lang, **params)
        self.wall_status.value = error_html(text) if key == "bad" else "<b>" + html.escape(text) + "</b>"

    def _uploaded(self, change: dict) -> None:
        take_uploads(self.wall_upload, change, self.use_wall)


ADAPTER = IquazuHotSeat
