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

from typing import Any

import ipywidgets as W

from companion.errors import CompanionError, InvalidBoard
from companion.i18n import N_, render
from companion.meduris.board import board_from_dict
from companion.meduris.options import Options
from companion.meduris.ui.board import MedurisBoard
from companion.ui.files import FileField
from companion.ui.hotseat import HotSeatAdapter

__all__ = ["ADAPTER", "MedurisHotSeat", "EDITOR_PAGE", "BOARD_NOTE"]

#: the board editor notebook, linked (relative to the notebooks folder) when a 4-player board file is needed
EDITOR_PAGE = "meduris-board-editor.ipynb"
BOARD_NOTE = N_("The 4-player side of the board is not fully known yet: the rules reference has only sites 1–8 "
                "and the last site. If you own the game, copy your board into the "
                "<a href=\"{editor}\" target=\"_blank\">board editor</a>, save it to your device (Save board), "
                "and upload the saved file (e.g. meduris-4p-board.json) here.")
INTRO = N_("Choose the number of players, their names, and for each seat a human or a random bot (it picks "
           "uniformly among the legal moves, never exchanging). Humans play on the board: first each player in "
           "turn places a face-down bonus chip by clicking a site, until all six lie on the board; then click "
           "the highlighted places or the buttons above the board. The board's Undo takes back moves up to the "
           "last human decision. A human player may exchange 3 chips for 1 at any moment, also in another "
           "player's turn (the “Out of turn” row). When the druid's last lap is over, the final scoring is "
           "derived from the board.")
_TEXT = {"random_sites": N_("Random bonus-chip sites"), "board_file": N_("Board file:")}


class MedurisHotSeat(HotSeatAdapter):
    """Meduris options form and board for :class:`companion.ui.hotseat.HotSeat`.

    Attributes:
        random_sites: checkbox; ticked = the engine places the bonus chips (``bonus_placement="random"``),
            unticked (default) = the players click their sites.
        board_field: the upload of the 4-player board file from the player's device
            (:class:`companion.ui.files.FileField`; no path on the server is read); board_panel: the panel
            around it, shown only with 4 players.
        uploaded_board: the board dict of the last board file accepted, else None.
    """

    game_id = "meduris"
    intro = INTRO

    def __init__(self) -> None:
        super().__init__()
        self.random_sites = W.Checkbox(value=False, indent=False)
        self.note = W.HTML()
        self.file_label = W.HTML()
        self.board_field = FileField("meduris-4p-board.json", None, self._take_board,
                                     upload_label=N_("Upload board"))
        self.uploaded_board: dict[str, Any] | None = None
        self.board_panel = W.VBox([self.note, W.HBox([self.file_label, self.board_field.widget])],
                                  layout={"display": "none"})
        self.widget = W.VBox([self.random_sites, self.board_panel])
        self._lang = "en"

    def board(self, state: Any) -> MedurisBoard:
        """A :class:`MedurisBoard` following the page language."""
        return MedurisBoard(state)

    def options(self, players: int) -> Options:
        """Bonus-chip placement from the checkbox; with 4 players the uploaded board file (never raises)."""
        placement = "random" if self.random_sites.value else "players"
        board = self.uploaded_board if players == 4 else None
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
        self.board_field.relabel(lang)

    def refusal_note(self, error: CompanionError, lang: str) -> str:
        """With an incomplete or wrong board (meduris.md §2.3): the way to the board editor."""
        if isinstance(error, InvalidBoard):
            return render(BOARD_NOTE, lang, editor=EDITOR_PAGE)
        return ""

    # --- the uploaded board file -------------------------------------------------------------------
    def _take_board(self, data: Any) -> None:
        """Keep an uploaded board file (its JSON value) for a 4-player game.

        Raises:
            InvalidBoard: it is not a board the engine can read (the board it was keeping stays).
        """
        try:
            board_from_dict(data)
        except InvalidBoard:
            raise
        except (KeyError, TypeError, AttributeError, ValueError, IndexError) as exc:   # a shape it cannot read
            raise InvalidBoard(N_("The board file cannot be read: {error}"), error=str(exc)[:80]) from None
        self.uploaded_board = data


ADAPTER = MedurisHotSeat
