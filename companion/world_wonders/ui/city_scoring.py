""""Score my finished city": a player who has just finished a real game of World Wonders paints their city on the
board (or loads it as JSON), types the tracks, and gets the scoring lines counted and explained (the six of
world-wonders.md §6.2 and the public objectives; districts §6.3) by the same scorer as the calculator
(:func:`companion.world_wonders.map_scoring.score_city`, then :func:`companion.games.score_sheet`).

The painting is a small immutable position, :class:`CityDraft` (a map side and the pieces on it, with its history
for Undo), shown by :class:`CityPainter` — the World Wonders board (:mod:`companion.world_wonders.ui.board`,
same drawing, same overlay) on the shared base board. A click on a cell with a tool is a :class:`Paint` move;
every move is checked by the city format's own validation (:func:`companion.world_wonders.city.from_dict`), so a
refused click says why (a road on water, a cell covered twice) and changes nothing.

Tools (``paint:<tool>`` keys): ``land``, ``water``, ``natural`` (the map, on uncovered cells); ``road`` (one cell;
on water a bridge: the water cell and the land cells on both sides of it), ``tower``; ``B``, ``F``, ``H``,
``M``, ``T`` (a building tile: the click extends the tile painted just before if the cell touches it, else starts
a new tile; ``paint:new`` starts a new one anyway); ``monument`` (a monument: extends the last monument painted,
its cells need not touch, until ``paint:new``); ``erase`` (the whole piece on the cell).

Example:
    >>> draft = CityDraft.blank(board=1, side="A")
    >>> draft = draft.apply(Paint("road", 8, 0)).apply(Paint("H", 7, 0)).apply(Paint("H", 7, 1))
    >>> [(p.kind, p.cells) for p in draft.city().pieces]
    [('road', ((8, 0),)), ('building', ((7, 0), (7, 1)))]
    >>> draft.undo().city().pieces[-1].cells
    ((7, 0),)
"""
from __future__ import annotations

import html
import json
from dataclasses import dataclass, field, replace
from typing import Any

import ipywidgets as W
import traitlets

from companion.errors import CompanionError, InvalidCatalogue, InvalidUpload
from companion.i18n import N_, Plural, render, translate
from companion.ui import language
from companion.ui.files import download_link, read_upload, take_uploads
from companion.ui.hotseat import error_html
from companion.ui.board import NOTHING_TO_UNDO, BoardClickError, Button, GameBoard, board_css, board_module, unknown_target
from companion.world_wonders import catalogues
from companion.world_wonders.city import TYPE_NAMES as TYPE_LABEL, City, Piece, from_dict
from companion.world_wonders.map_scoring import score_city
from companion.world_wonders.rules import BUILDING_TYPES
from companion.world_wonders.ui.board import _BUTTON, OVERLAY, board_labels, cell_tips, city_view, scoring_lines

__all__ = ["Paint", "CityDraft", "CityPainter", "CityScorer", "TOOLS", "score_my_city_page"]

TERRAIN_TOOLS = {"land": ".", "water": "~", "natural": "*"}
#: every painting tool, in the order of the tool row
TOOLS = ("road", "tower", *BUILDING_TYPES, "monument", "erase", "land", "water", "natural")
_TOOL_LABEL = {
    "road": N_("Road / bridge"), "tower": N_("Tower"), "monument": N_("Monument"), "erase": N_("Erase"),
    "land": N_("Land"), "water": N_("Water"), "natural": N_("Natural resource"), "new": N_("New piece"),
}
_COVERED = N_("Cell {cell} is covered by a piece: erase the piece first to change the map.")
_NOTHING = N_("There is no piece on cell {cell} to erase.")
_NO_BRIDGE = N_("A bridge crosses one water cell with land on both sides (left and right, or above and below) of "
                "cell {cell}.")
_STATUS = N_("Paint your finished city: choose a tool, then click the cells ({tool_label}).")
#: the heading of the lines shown, counted (seven: the six of world-wonders.md §6.2 and the public objectives,
#: 0 in the basic game); without lines to count (a sheet refused, its reason shown instead), unnumbered
_LINES_TITLE = Plural("Your {count} scoring line", "Your {count} scoring lines", count="count")
_LINES_TITLE_NONE = N_("Your scoring lines")
_TOTAL = N_("Total")


@dataclass(frozen=True)
class Paint:
    """One painting click: ``tool`` (one of :data:`TOOLS`) on cell ``(row, col)``; ``new`` starts a new piece."""

    tool: str
    row: int
    col: int
    new: bool = False

    def __str__(self) -> str:
        return f"paint {self.tool} {self.row},{self.col}" + (" new" if self.new else "")


def _cell_text(r: int, c: int) -> str:
    return f"({r},{c})"


@dataclass(frozen=True)
class CityDraft:
    """A city being painted: the map ``rows`` (``.`` land, ``~`` water, ``*`` natural resource), the ``pieces``
    (:class:`~companion.world_wonders.city.Piece`), the ``history`` of paint moves and the drafts before them
    (:meth:`undo`). Immutable: :meth:`apply` returns a new draft."""

    rows: tuple[str, ...]
    pieces: tuple[Piece, ...] = ()
    history: tuple[Paint, ...] = ()
    previous: "CityDraft | None" = field(default=None, repr=False, compare=False)
    last: int = -1                      # index of the piece the last click painted (extended by the next one)

    @classmethod
    def blank(cls, board: int = 1, side: str = "A", maps: Any = None) -> "CityDraft":
        """An empty city on map side ``board``/``side`` of the map catalogue ``maps`` (default: the demo maps).

        Raises:
            InvalidCatalogue: a bad catalogue; KeyError: no such side.
        """
        return cls(tuple(catalogues.load("maps", maps).side(board, side).rows))

    @classmethod
    def from_city(cls, city: City) -> "CityDraft":
        """The draft of a finished :class:`~companion.world_wonders.city.City` (e.g. loaded from JSON)."""
        return cls(tuple(city.map.rows), tuple(city.pieces))

    def to_dict(self) -> dict[str, Any]:
        """The city in the ``world-wonders/city`` format (:mod:`companion.world_wonders.city`)."""
        return {"format": "world-wonders/city", "version": 1, "map": {"rows": list(self.rows)},
                "pieces": [p.to_dict() for p in self.pieces]}

    def city(self) -> City:
        """The :class:`~companion.world_wonders.city.City` painted (validated)."""
        return from_dict(self.to_dict())

    @property
    def ply(self) -> int:
        """Paint moves made."""
        return len(self.history)

    def undo(self) -> "CityDraft":
        """The draft before the last paint move.

        Raises:
            BoardClickError: nothing to undo.
        """
        if self.previous is None:
            raise BoardClickError(NOTHING_TO_UNDO)
        return self.previous

    def legal_moves(self, tool: str = "road", new: bool = False) -> list[Paint]:
        """The cells where ``tool`` can be painted now (each tried: the city stays valid)."""
        out = []
        for r in range(len(self.rows)):
            for c in range(len(self.rows[0])):
                move = Paint(tool, r, c, new)
                try:
                    self.apply(move)
                except CompanionError:
                    continue
                out.append(move)
        return out

    def apply(self, move: Paint) -> "CityDraft":
        """The draft after ``move``.

        Raises:
            BoardClickError: an unknown tool, a cell outside the map, a map change under a piece, nothing to
                erase, a bridge without land on both sides.
            InvalidCatalogue: the city would break the city format (a cell covered twice, a piece on water),
                with the reason (world-wonders 4).
        """
        if not isinstance(move, Paint) or move.tool not in TOOLS:
            raise BoardClickError(N_("The board does not know the target {target}."), target=str(move)[:40])
        r, c = move.row, move.col
        if not (0 <= r < len(self.rows) and 0 <= c < len(self.rows[0])):
            raise BoardClickError(N_("The board does not know the target {target}."), target=f"cell:{r},{c}")
        at = next((i for i, p in enumerate(self.pieces) if (r, c) in p.cells), None)
        pieces = list(self.pieces)
        rows = self.rows
        last = -1
        if move.tool in TERRAIN_TOOLS:
            if at is not None:
                raise BoardClickError(_COVERED, cell=_cell_text(r, c))
            row = rows[r]
            rows = rows[:r] + (row[:c] + TERRAIN_TOOLS[move.tool] + row[c + 1:],) + rows[r + 1:]
        elif move.tool == "erase":
            if at is None:
                raise BoardClickError(_NOTHING, cell=_cell_text(r, c))
            del pieces[at]
        elif move.tool == "road":
            if rows[r][c] == "~":
                pieces.append(Piece("bridge", self._bridge(r, c)))
            else:
                pieces.append(Piece("road", ((r, c),)))
        elif move.tool == "tower":
            pieces.append(Piece("tower", ((r, c),)))
        else:
            kind = "monument" if move.tool == "monument" else "building"
            type_ = None if kind == "monument" else move.tool
            prev = pieces[self.last] if 0 <= self.last < len(pieces) and not move.new else None
            extend = (prev is not None and prev.kind == kind and prev.type == type_ and at is None
                      and (kind == "monument" or any(abs(r - a) + abs(c - b) == 1 for a, b in prev.cells)))
            if extend:
                pieces[self.last] = replace(prev, cells=tuple(sorted(prev.cells + ((r, c),))))
                last = self.last
            else:
                label = self._label(kind, type_)
                pieces.append(Piece(kind, ((r, c),), type_, label))
                last = len(pieces) - 1
        draft = CityDraft(rows, tuple(pieces), self.history + (move,), self, last)
        draft.city()                                   # raises the city format's reason
        return draft

    def _label(self, kind: str, type_: str | None) -> str:
        if kind == "monument":
            return f"M{sum(1 for p in self.pieces if p.kind == 'monument') + 1}"
        return f"{type_.lower()}{sum(1 for p in self.pieces if p.type == type_) + 1}"  # type: ignore[union-attr]

    def _bridge(self, r: int, c: int) -> tuple[tuple[int, int], ...]:
        land = lambda a, b: 0 <= a < len(self.rows) and 0 <= b < len(self.rows[0]) and self.rows[a][b] != "~"  # noqa
        if land(r, c - 1) and land(r, c + 1):
            return ((r, c - 1), (r, c), (r, c + 1))
        if land(r - 1, c) and land(r + 1, c):
            return ((r - 1, c), (r, c), (r + 1, c))
        raise BoardClickError(_NO_BRIDGE, cell=_cell_text(r, c))


class CityPainter(GameBoard):
    """The World Wonders board in painting mode: a :class:`CityDraft` with a tool row, the overlay always on and
    the scoring lines beside the city (set by :class:`CityScorer` through :attr:`lines`).

    Traitlets (besides the base board's): ``tool`` (the painting tool), ``new_piece`` (the next building or
    monument click starts a new piece), ``overlay``.
    """

    _esm = board_module("world_wonders_board.js")
    _css = board_css("world_wonders_board.css")

    tool = traitlets.Unicode("road").tag(sync=True)
    new_piece = traitlets.Bool(False).tag(sync=True)
    overlay = traitlets.Bool(True).tag(sync=True)

    def __init__(self, draft: CityDraft, *, lang: str | None = None, **kwargs: Any) -> None:
        self.lines: list[dict[str, Any]] = []
        self.total: int | None = None
        super().__init__(draft, lang=lang, **kwargs)

    def board_view(self, state: CityDraft) -> dict[str, Any]:
        """The city (with the overlay's findings), the tool row and the scoring lines."""
        lang = self.lang
        tools = [{"key": t, "label": translate(TYPE_LABEL[t], lang) if t in TYPE_LABEL else
                  translate(_TOOL_LABEL[t], lang), "type": t if t in BUILDING_TYPES else None} for t in TOOLS]
        tools.append({"key": "new", "label": translate(_TOOL_LABEL["new"], lang), "type": None})
        return {"city": city_view(state.city(), lang, self.overlay), "ghost": None, "tools": tools,
                "tool": "new" if self.new_piece else self.tool, "lines": self.lines or None,
                "lines_title": self.lines_title(lang), "total": self.total,
                "total_label": translate(_TOTAL, lang), "demo": self._demo_notice(state, lang)}

    @staticmethod
    def _demo_notice(state: CityDraft, lang: str) -> str:
        """The demo notice while the map painted is a side of the demo maps (not yet the player's own)."""
        maps = catalogues.load("maps")
        if any(tuple(side.rows) == state.rows for side in maps.sides):
            return catalogues.demo_notice_of({"maps": maps}, lang)
        return ""

    def board_labels(self, lang: str) -> dict[str, Any]:
        """See :func:`companion.world_wonders.ui.board.board_labels`."""
        return board_labels(lang)

    def targets(self, state: CityDraft) -> dict[str, Any]:
        """Every cell where the tool can be painted now (tried on the draft)."""
        return {f"cell:{m.row},{m.col}": m for m in state.legal_moves(self.tool, self.new_piece)}

    def meaning(self, state: CityDraft, key: str) -> Any | None:
        """A cell: painting it with the tool (the draft says why not)."""
        kind, _, rest = key.partition(":")
        r, _, c = rest.partition(",")
        if kind == "cell" and r.isdigit() and c.isdigit():
            return Paint(self.tool, int(r), int(c), self.new_piece)
        return None

    def refusal(self, state: CityDraft, key: str) -> CompanionError:
        """A key the board does not know."""
        return unknown_target(key)

    def control(self, key: str) -> bool:
        """``paint:<tool>`` picks a tool, ``paint:new`` starts a new piece with the next click, ``overlay``."""
        kind, _, rest = key.partition(":")
        if kind == "paint" and rest == "new":
            self.new_piece = True
            return True
        if kind == "paint" and rest in TOOLS:
            self.tool, self.new_piece = rest, False
            return True
        if key == OVERLAY:
            self.overlay = not self.overlay
            return True
        return False

    def _apply(self, move: Any) -> None:
        super()._apply(move)
        self.new_piece = False

    def buttons_for(self, state: CityDraft, lang: str) -> list[Button]:
        """The overlay switch (Undo is added by the base board)."""
        return [Button(OVERLAY, translate(_BUTTON["overlay"], lang), active=self.overlay, control=True)]

    def status_for(self, state: CityDraft, lang: str) -> str:
        """Which tool is in use."""
        tool = "new" if self.new_piece else self.tool
        label = TYPE_LABEL.get(tool) or _TOOL_LABEL[tool]
        return render(_STATUS, lang, tool_label=translate(label, lang))

    def tips_for(self, state: CityDraft, lang: str) -> dict[str, str]:
        """Per cell: terrain, piece and why it scores or breaks a district."""
        return cell_tips(state.city(), lang, self.overlay)

    def lines_title(self, lang: str) -> str:
        """The heading above the lines: how many scoring lines are shown ("Your 7 scoring lines"), counted from
        :attr:`lines` (a line without a label, a refusal's reason, is not a scoring line)."""
        count = sum(1 for line in self.lines if line["label"])
        return render(_LINES_TITLE, lang, count=count) if count else translate(_LINES_TITLE_NONE, lang)

    def show_lines(self, lines: list[dict[str, Any]], total: int | None) -> None:
        """Show the scoring ``lines`` (``[{"label", "points", "note"}]``) and ``total`` beside the city."""
        self.lines, self.total = lines, total
        self._refresh()


_FIELDS = (("food", N_("Food track")), ("ceramics", N_("Ceramics track")), ("gears", N_("Gears track")),
           ("population_rings", N_("Population rings reached")), ("monuments", N_("Monuments built")),
           ("monument_rings", N_("Rings on your monument cards")),
           ("objective_points", N_("Public objectives (advanced play)")))
_PAGE = N_("""### World Wonders: score my finished city

Just finished a game at the table? Paint your city on the board below — or load it from a file — and type what \
your resource board shows: your scoring lines are counted and explained, the same way as the \
[score calculator](score-world-wonders.ipynb). Districts and natural resources are counted on the map: the \
overlay outlines every district in green, crosses the empty land that keeps a tile from being one and rings \
every natural resource that scores; point at a cell for the reason.

* Choose a tool, then click the cells. A building tile grows while you click cells next to it; **New piece** \
starts the next one. A road on water is a bridge with land on both sides.
* The map starts as a demo map side: paint land, water and natural resources to match your own board.
* **Undo** takes back the last click; **Save city** downloads the city as JSON, **Load city** reads one back.""")
_LOAD_BAD = N_("{file} cannot be loaded: {error}")
_SAVE = N_("Save city")
_LOAD = N_("Load city")
_MAP = N_("Map side:")
_LOAN = N_("Unpaid loan")


class CityScorer:
    """The "score my city" page part: the map choice, the painter, the track fields, save and load; the lines
    recomputed on every change (never raises from a widget: a bad file is explained beside its control).

    Attributes:
        painter: the :class:`CityPainter`; fields: field name → its ``IntText``; loan: the unpaid-loan checkbox;
        widget: the whole part; result: the last :class:`~companion.result.ScoreResult` (or None).
    """

    def __init__(self, maps: Any = None) -> None:
        self.maps = catalogues.load("maps", maps)
        sides = [(s.name, (s.board, s.side)) for s in self.maps.sides]
        self.side = W.Dropdown(options=sides, value=sides[0][1], layout={"width": "8em"})
        self.side_label = W.HTML()
        self.painter = CityPainter(CityDraft.blank(*sides[0][1], maps=maps))
        self.fields = {k: W.BoundedIntText(value=0, min=0, max=99, layout={"width": "5em"}) for k, _ in _FIELDS}
        self.field_labels = {k: W.HTML() for k, _ in _FIELDS}
        self.loan = W.Checkbox(value=False, indent=False)
        self.save_button = W.Button(icon="download")
        self.load_upload = W.FileUpload(accept=".json,application/json", multiple=False)
        self.file_message = W.HTML()
        self.result = None
        self._entry: dict[str, Any] = {}
        self._maps_arg = maps
        self.side.observe(lambda _c: self.new_map(), "value")
        for w in (*self.fields.values(), self.loan):
            w.observe(lambda _c: self.rescore(), "value")
        self.painter.on_change(lambda _s: self.rescore())
        self.save_button.on_click(lambda _b: self.save())
        self.load_upload.observe(self._uploaded, "value")
        rows = [W.HBox([self.field_labels[k], self.fields[k]]) for k, _ in _FIELDS]
        self.widget = W.VBox([W.HBox([self.side_label, self.side, self.save_button, self.load_upload]),
                              self.file_message, self.painter, W.HBox([W.VBox(rows[:4]), W.VBox(rows[4:] + [self.loan])])])
        language.follow(self._relabel)
        self.rescore()

    @property
    def lang(self) -> str:
        return language.page_language().lang

    def _relabel(self, lang: str) -> None:
        self.side_label.value = html.escape(translate(_MAP, lang)) + "&nbsp;"
        for k, msgid in _FIELDS:
            self.field_labels[k].value = f"<span style='display:inline-block;width:16em'>{html.escape(translate(msgid, lang))}</span>"
        self.loan.description = translate(_LOAN, lang)
        self.save_button.description = translate(_SAVE, lang)
        self.load_upload.description = translate(_LOAD, lang)
        self.rescore()

    def new_map(self) -> None:
        """Start an empty city on the chosen map side."""
        board, side = self.side.value
        self.painter.state = CityDraft.blank(board, side, self._maps_arg)

    def score(self) -> Any:
        """Score the painted city with the typed tracks: the :class:`~companion.result.ScoreResult` of a
        one-player sheet (the calculator's scorer; the solo Automaton's line is left out of the shown lines)."""
        v = {k: w.value for k, w in self.fields.items()}
        objective = v.pop("objective_points")
        found = score_city("—", self.painter.state.city(), unpaid_loan=self.loan.value,
                           objective_points=objective or None, **v)
        from companion.games import score_sheet

        sheet = {"game": "world-wonders", "players": [found.entry], "automaton": {"level": "easy"}}
        self._entry = found.entry
        return score_sheet(sheet)

    def rescore(self) -> None:
        """Recount the lines and show them beside the city."""
        lang = self.lang
        try:
            self.result = self.score()
        except CompanionError as exc:
            self.result = None
            self.painter.show_lines([{"label": "", "points": "", "note": exc.message(lang)}], None)
            return
        lines = scoring_lines(self.result, 0, lang, self._entry)
        self.painter.show_lines(lines, self.result.players[0].total)

    def save(self) -> str:
        """The city as JSON text, offered as a download link."""

        text = json.dumps(self.painter.state.to_dict(), ensure_ascii=False, indent=1)
        name = "world-wonders-city.json"
        self.file_message.value = download_link(text, name, name)
        return text

    def load(self, text: str | bytes, file: str = "world-wonders-city.json") -> bool:
        """Load a city in the ``world-wonders/city`` format; False (the reason shown) if it is refused."""
        city, error = None, ""
        try:                                    # the shared upload checks: size, UTF-8, JSON, a key given twice
            data = read_upload(text.encode("utf-8") if isinstance(text, str) else bytes(text))
        except InvalidUpload as exc:
            error = exc.message(self.lang)
        else:
            try:
                city = from_dict(data, self._maps_arg)
            except InvalidCatalogue as exc:
                error = exc.message(self.lang)
        if city is None:
            self.file_message.value = error_html(render(_LOAD_BAD, self.lang, file=file, error=error))
            return False
        self.file_message.value = ""
        self.painter.state = CityDraft.from_city(city)
        return True

    def _uploaded(self, change: dict) -> None:
        """FileUpload observer: the first file uploaded is loaded (never raises)."""
        take_uploads(self.load_upload, change, self.load)


def score_my_city_page() -> W.VBox:
    """The "score my city" page: the language switch, the introduction and the :class:`CityScorer`."""
    from companion.ui.layout import page_box
    from companion.ui.pages import Prose, _switch_row, _BACK

    scorer = CityScorer()
    box = page_box([_switch_row(), Prose(_PAGE).widget, scorer.widget, Prose(_BACK).widget])
    box.scorer = scorer  # type: ignore[attr-defined]
    return box
