"""The World Wonders part of the hot seat (:mod:`companion.ui.hotseat`, page ``notebooks/play-world-wonders.ipynb``).

Only what is World Wonders' own: the city board (:class:`~companion.world_wonders.ui.board.WorldWondersBoard`),
the page's short introduction, and an options form: the catalogues (the shipped demo data, or the player's own
copy uploaded as JSON files in the formats of :mod:`companion.world_wonders.catalogues`, each recognised by its
``format``), the map and resource-board sides, the public objectives of advanced play (none, 3 drawn at random,
or 1-3 chosen; world-wonders.md §7.1) and the Automaton's level for a solo game (§7.2).
1 to 5 players; a seat is a human, a random bot or a greedy bot (one move of lookahead on the score if the game
ended now, counted from the maps).

Example:
    >>> from companion.ui.hotseat import BOT, GREEDY, HotSeat
    >>> hot = HotSeat("world-wonders")
    >>> hot.start(names=["Ann", "Bob"], seats=[GREEDY, BOT], seed=7)
    True
    >>> hot.state.is_over, hot.result is not None
    (True, True)
"""
from __future__ import annotations

import html
from typing import Any

import ipywidgets as W

from companion.errors import CompanionError, InvalidSetup, InvalidUpload
from companion.i18n import N_, render, translate
from companion.ui.files import read_upload, take_uploads
from companion.ui.hotseat import GREEDY, HotSeatAdapter, error_html
from companion.world_wonders import catalogues
from companion.world_wonders.catalogues import FORMATS
from companion.world_wonders.options import Options
from companion.world_wonders.ui.board import WorldWondersBoard

__all__ = ["ADAPTER", "WorldWondersHotSeat", "INTRO"]

INTRO = N_("Choose 1 to 5 players, their names, and for each seat a human, a random bot or a greedy bot (it takes the "
           "move that would score best if the game ended now). Alone, you play against the Automaton. Humans play "
           "on their city: buy an item in the market beside the board (the items you can buy are outlined), then "
           "place it on the cells outlined in green — the piece follows the pointer, R or the button turns it; a "
           "refused cell says why. Take or repay a loan and pass with the buttons above the board. The scoring "
           "overlay shows the districts and natural resources of the city shown and the scoring lines if the "
           "game ended now; the tabs show the other cities. The board's Undo takes back moves up to the last human "
           "decision. After the last round the final scoring is counted from the maps.")
_TEXT = {
    "catalogues": N_("Catalogues:"), "demo": N_("demo data"), "own": N_("my own (JSON files)"),
    "upload": N_("Catalogue files"), "map_side": N_("Map side:"), "resource_side": N_("Resource board side:"),
    "level": N_("Automaton:"), "easy": N_("easy"), "hard": N_("hard"),
    "loaded": N_("Your catalogues: {kinds}"), "none": N_("No catalogue file uploaded yet: the demo data is used."),
    "objectives": N_("Public objectives:"), "obj_none": N_("none (basic game)"),
    "obj_random": N_("3 at random (advanced play)"), "obj_chosen": N_("chosen (advanced play)"),
    "obj_pick": N_("Choose 1 to 3 objective cards (Ctrl or Shift + click for several)."),
}
_KIND_LABEL = {"maps": N_("maps"), "tiles": N_("building tiles"), "monuments": N_("monuments"),
               "resource_boards": N_("resource boards"), "solo_cards": N_("solo cards"),
               "objective_cards": N_("objective cards")}
_BAD_FILE = N_("{file} is not a World Wonders catalogue (JSON with a \"format\" of maps, tiles, monuments, "
               "resource boards, solo cards or objective cards).")
_KINDS = {fmt: kind for kind, fmt in FORMATS.items()}


class WorldWondersHotSeat(HotSeatAdapter):
    """World Wonders board, introduction and options form for :class:`companion.ui.hotseat.HotSeat`.

    Attributes:
        own: catalogue kind → the uploaded catalogue (a dict), used when "my own" is chosen.
    """

    game_id = "world-wonders"
    intro = INTRO
    bot_kinds = {**HotSeatAdapter.bot_kinds, GREEDY: N_("greedy bot")}

    def __init__(self) -> None:
        super().__init__()
        self.own: dict[str, Any] = {}
        self.source = W.Dropdown(options=[("demo", "demo"), ("own", "own")], value="demo", layout={"width": "14em"})
        self.upload = W.FileUpload(accept=".json,application/json", multiple=True)
        self.upload_note = W.HTML()
        self.map_side = W.Dropdown(options=["A", "B"], value="A", layout={"width": "5em"})
        self.resource_side = W.Dropdown(options=["A", "B"], value="A", layout={"width": "5em"})
        self.level = W.Dropdown(options=[("easy", "easy"), ("hard", "hard")], value="easy", layout={"width": "8em"})
        self.objectives = W.Dropdown(options=[("none", "none"), ("random", "random"), ("chosen", "chosen")],
                                     value="none", layout={"width": "16em"})
        self.chosen = W.SelectMultiple(options=[], rows=6, layout={"width": "22em"})
        self.chosen_note = W.HTML()
        self.labels = {k: W.HTML() for k in ("catalogues", "map_side", "resource_side", "level", "objectives")}
        self.solo_row = W.HBox([self.labels["level"], self.level])
        self.own_row = W.HBox([self.upload, self.upload_note], layout={"display": "none", "flex_flow": "row wrap"})
        self.chosen_row = W.HBox([self.chosen, self.chosen_note],
                                 layout={"display": "none", "flex_flow": "row wrap"})
        self.objectives.observe(lambda _c: self._show_chosen(), "value")
        self.source.observe(lambda _c: self._show_own(), "value")
        self.upload.observe(self._uploaded, "value")
        self.widget = W.VBox([
            # wraps on a phone (390 px): the resource board side stays on screen
            W.HBox([self.labels["catalogues"], self.source, self.labels["map_side"], self.map_side,
                    self.labels["resource_side"], self.resource_side], layout={"flex_flow": "row wrap"}),
            self.own_row, W.HBox([self.labels["objectives"], self.objectives], layout={"flex_flow": "row wrap"}),
            self.chosen_row, self.solo_row])
        self._lang = "en"

    def board(self, state: Any) -> WorldWondersBoard:
        """A :class:`WorldWondersBoard` following the page language."""
        return WorldWondersBoard(state)

    def options(self, players: int) -> Options:
        """The options of the form: the catalogues (demo, or the uploaded ones; a kind not uploaded stays demo),
        the sides, the public objectives (None, ``"random"`` or the ids chosen; §7.1), the Automaton's level.

        Raises:
            InvalidSetup: an option the engine refuses, e.g. no or more than 3 objective cards chosen (catalogues
                are checked when the game is set up).
        """
        own = self.own if self.source.value == "own" else {}
        choice = self.objectives.value
        objectives = None if choice == "none" else "random" if choice == "random" else list(self.chosen.value)
        return Options(map_side=self.map_side.value, resource_side=self.resource_side.value,
                       automaton_level=self.level.value, objectives=objectives, **own)

    def players_changed(self, players: int) -> None:
        """The Automaton's level is asked for a solo game only."""
        self.solo_row.layout.display = None if players == 1 else "none"

    def relabel(self, lang: str) -> None:
        """Translate the form."""
        self._lang = lang
        for key, w in self.labels.items():
            w.value = "&nbsp;" + html.escape(translate(_TEXT[key], lang)) + "&nbsp;"
        value = self.source.value
        self.source.options = [(translate(_TEXT["demo"], lang), "demo"), (translate(_TEXT["own"], lang), "own")]
        self.source.value = value
        level = self.level.value
        self.level.options = [(translate(_TEXT["easy"], lang), "easy"), (translate(_TEXT["hard"], lang), "hard")]
        self.level.value = level
        self.upload.description = translate(_TEXT["upload"], lang)
        choice = self.objectives.value
        self.objectives.options = [(translate(_TEXT["obj_" + k], lang), k) for k in ("none", "random", "chosen")]
        self.objectives.value = choice
        self._fill_chosen()
        self.chosen_note.value = html.escape(translate(_TEXT["obj_pick"], lang))
        self._show_own()

    def _fill_chosen(self) -> None:
        """The objective cards to choose from: those of the uploaded deck while "my own" is chosen, else the demo
        deck's (an uploaded deck that is not valid yet: the demo's; it is refused at the start)."""
        lang = self._lang
        deck = catalogues.load("objective_cards")
        if self.source.value == "own" and "objective_cards" in self.own:
            try:
                deck = catalogues.load("objective_cards", self.own["objective_cards"])
            except CompanionError:
                pass
        chosen = self.chosen.value
        self.chosen.options = [(f"{o.name.text(lang)} — {o.goal.text(lang)}", o.id) for o in deck.cards]
        self.chosen.value = tuple(i for i in chosen if i in {o.id for o in deck.cards})

    def _show_chosen(self) -> None:
        self.chosen_row.layout.display = None if self.objectives.value == "chosen" else "none"

    def _show_own(self) -> None:
        self.own_row.layout.display = None if self.source.value == "own" else "none"
        self._fill_chosen()
        if not self.upload_note.value.startswith("<span style='color"):
            self.upload_note.value = self._own_note()

    def _own_note(self) -> str:
        lang = self._lang
        if not self.own:
            return html.escape(translate(_TEXT["none"], lang))
        kinds = [translate(_KIND_LABEL[k], lang) for k in self.own]
        return html.escape(render(_TEXT["loaded"], lang, kinds=kinds))

    def add_catalogue(self, text: str | bytes, file: str = "") -> bool:
        """Take one uploaded catalogue file (its ``format`` says which kind); False (explained) if it is none.
        The catalogue itself is checked when a game starts (the reason is shown beside the start button)."""
        try:                                    # the shared upload checks: size, UTF-8, JSON
            data = read_upload(text.encode("utf-8") if isinstance(text, str) else bytes(text))
        except InvalidUpload as exc:
            self.upload_note.value = error_html(render(N_("{file} was not loaded: {error}"), self._lang, file=file or "?",
                                                       error=exc.message(self._lang)))
            return False
        fmt = data.get("format") if isinstance(data, dict) else None
        kind = _KINDS.get(fmt) if isinstance(fmt, str) else None
        if kind is None:
            self.upload_note.value = error_html(render(_BAD_FILE, self._lang, file=file or "?"))
            return False
        self.own[kind] = data
        self.source.value = "own"
        self._fill_chosen()
        self.upload_note.value = self._own_note()
        return True

    def _uploaded(self, change: dict) -> None:
        take_uploads(self.upload, change, self.add_catalogue)

    def refusal_note(self, error: CompanionError, lang: str) -> str:
        """After a refused catalogue: which catalogues are in use."""
        return self._own_note() if self.source.value == "own" and not isinstance(error, InvalidSetup) else ""


ADAPTER = WorldWondersHotSeat
