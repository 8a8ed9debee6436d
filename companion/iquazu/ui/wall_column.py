"""The wall editor's drawn column: one column of a rock strip, drawn as on the wall, where a click on a row band
places an alcove in that row and a click on an alcove selects it (rim colour, row, order, removal).

The drawing is the wall board's own (``widgets/iquazu_board.js``: its ``drawAlcoves`` / ``drawRows`` draw the wall's
columns and this column alike, ``view["editor"]`` selects the editor's skeleton) on the shared base board
(:mod:`companion.ui.board`): the column is a small "state" (:class:`ColumnDraft`) whose moves are the edits, so the
base board's loop does the rest — live targets, a first click selecting an alcove and its follow-ups as buttons,
a refused click's reason beside the clicked row band in the board's language, undo. Every edit is checked by the
wall loader's own column rule (:func:`companion.iquazu.wall.check_column`, iquazu.md §2.6: heights unique, a
higher alcove never in a lower row); a refused edit changes nothing (the last valid column is kept).

    >>> d = ColumnDraft().apply(AddAlcove(1, "blue")).apply(AddAlcove(3, "white")).apply(AddAlcove(3, "orange"))
    >>> d.alcoves                  # top first: (rim colour, row, height); row 3's second alcove goes below the first
    (('blue', 1, 2), ('white', 3, 1), ('orange', 3, 0))
    >>> d.apply(MoveToRow(2, 4))   # the top alcove cannot sit in a row below the alcove under it
    Traceback (most recent call last):
    ...
    companion.errors.InvalidWall: column.alcoves[0].row: the alcove at height 2 is above the one at height 1 but in a lower row (4 > 3); row 1 is the top row (iquazu 2.6)

Target keys: ``row:<r>`` (a row band; a new alcove, or the selected alcove moved there), ``alcove:1:<height>``
(an alcove: selects it), then ``rim:<colour>``, ``raise``, ``lower``, ``remove`` (the selected alcove's edits);
``rim:<colour>`` with nothing selected is a control: the rim colour of the next new alcove.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any, Callable

from companion.errors import InvalidWall
from companion.sheets import field_path
from companion.i18n import N_, render, translate
from companion.iquazu import rules
from companion.iquazu.ui.board import board_labels
from companion.iquazu.wall import check_column
from companion.ui.board import Button, GameBoard, board_css, board_module, unknown_target

__all__ = ["ColumnDraft", "ColumnBoard", "AddAlcove", "SetRim", "MoveToRow", "Raise", "Lower", "RemoveAlcove"]

Alcove = tuple[str, int, int]          # (rim colour, row 1-5, height 0 = lowest)

_STATUS = {
    "place": N_("Click a row of the column to place an alcove there (new alcoves: {rim_label}); click an alcove "
                "to change or remove it."),
    "selected": N_("Alcove at height {height}, {row_label}: choose its rim colour, click another row to move it "
                   "there, or remove it."),
}
_BUTTON = {
    "new": N_("New alcoves: {rim_label}"), "rim": N_("Make it {rim_label}"), "raise": N_("Move up in its row"),
    "lower": N_("Move down in its row"), "remove": N_("Remove alcove"),
}
_ROW = N_("row {row}")
_ALCOVE_KEY = re.compile(r"^alcove:1:(\d{1,3})$")
_ROW_KEY = re.compile(r"^row:([1-5])$")


# --- the edits (moves of a ColumnDraft) --------------------------------------------------------------------
@dataclass(frozen=True)
class AddAlcove:
    """A new alcove with rim ``colour`` in ``row`` (1 = top): below the alcoves already in that row, above every
    alcove of a lower row (the heights are numbered again 0 = lowest)."""

    row: int
    colour: str = "white"


@dataclass(frozen=True)
class SetRim:
    """The alcove at ``height`` gets rim ``colour`` (white, blue, orange)."""

    height: int
    colour: str


@dataclass(frozen=True)
class MoveToRow:
    """The alcove at ``height`` is moved to ``row``, keeping its height (refused when a higher alcove would be
    in a lower row, §2.6)."""

    height: int
    row: int


@dataclass(frozen=True)
class Raise:
    """The alcove at ``height`` swaps heights with the alcove just above it."""

    height: int


@dataclass(frozen=True)
class Lower:
    """The alcove at ``height`` swaps heights with the alcove just below it."""

    height: int


@dataclass(frozen=True)
class RemoveAlcove:
    """The alcove at ``height`` is removed (the heights are numbered again)."""

    height: int


def _renumbered(alcoves: list[Alcove]) -> tuple[Alcove, ...]:
    """Top first, heights n − 1 … 0 in the order given."""
    n = len(alcoves)
    return tuple((colour, row, n - 1 - i) for i, (colour, row, _h) in enumerate(alcoves))


def _top_first(alcoves: tuple[Alcove, ...]) -> list[Alcove]:
    return sorted(alcoves, key=lambda a: -a[2])


@dataclass(frozen=True)
class ColumnDraft:
    """One column of a strip side as the editor's board edits it (a "state" of the base board).

    Args:
        alcoves: ``(rim colour, row, height)`` per alcove, top first (as the editor's form lists them).
        shade: ``"light"`` or ``"dark"`` (drawn only).
        path: the column's place in the wall file as JSON path parts (``("strips", 0, "sides", "A", 2)``), named
            by a refusal.
        history: the earlier ``alcoves`` (for undo).
    """

    alcoves: tuple[Alcove, ...] = ()
    shade: str = "light"
    path: tuple[Any, ...] = ("column",)
    history: tuple[tuple[Alcove, ...], ...] = ()

    def edited(self, move: Any) -> tuple[Alcove, ...]:
        """The alcoves after ``move`` (not yet checked).

        Raises:
            InvalidWall: a height the column does not have, a colour or row out of range.
        """
        alcoves = _top_first(self.alcoves)
        if isinstance(move, AddAlcove):
            self._check(move.colour, move.row)
            below = next((i for i, a in enumerate(alcoves) if a[1] > move.row), len(alcoves))
            alcoves.insert(below, (move.colour, move.row, -1))
            return _renumbered(alcoves)
        i = next((k for k, a in enumerate(alcoves) if a[2] == move.height), None)
        if i is None:
            raise InvalidWall(field_path(self.path), "iquazu 2.6", N_("this column has no alcove at height {height}"),
                              height=move.height)
        colour, row, height = alcoves[i]
        if isinstance(move, SetRim):
            self._check(move.colour, row)
            alcoves[i] = (move.colour, row, height)
        elif isinstance(move, MoveToRow):
            self._check(colour, move.row)
            alcoves[i] = (colour, move.row, height)
        elif isinstance(move, (Raise, Lower)):
            j = i - 1 if isinstance(move, Raise) else i + 1
            if not 0 <= j < len(alcoves):
                raise InvalidWall(field_path(self.path), "iquazu 2.6", N_("no alcove to swap with at height {height}"),
                                  height=height)
            other = alcoves[j]
            alcoves[i], alcoves[j] = (other[0], other[1], height), (colour, row, other[2])
        elif isinstance(move, RemoveAlcove):
            del alcoves[i]
            return _renumbered(alcoves)
        else:
            raise TypeError(f"not an edit of a column: {move!r}")
        return tuple(_top_first(tuple(alcoves)))

    def _check(self, colour: str, row: int) -> None:
        if colour not in rules.CARD_COLOURS:
            raise InvalidWall(field_path([*self.path, "alcoves"]), "iquazu 2.1", N_("a rim is white, blue or orange"))
        if row not in range(1, rules.ROWS + 1):
            raise InvalidWall(field_path([*self.path, "alcoves"]), "iquazu 2.1", N_("a row is 1 to 5 (1 = top)"))

    def apply(self, move: Any) -> ColumnDraft:
        """The column after the edit ``move``, checked by the wall loader's column rule.

        Raises:
            InvalidWall: the edit breaks iquazu.md §2.6 (a higher alcove in a lower row, …); ``self`` is unchanged.
        """
        alcoves = self.edited(move)
        check_column({"shade": self.shade, "alcoves": [{"colour": c, "row": r, "height": h} for c, r, h in alcoves]},
                     self.path)
        return replace(self, alcoves=alcoves, history=(*self.history, self.alcoves))

    def allows(self, move: Any) -> bool:
        """Whether :meth:`apply` accepts ``move``."""
        try:
            self.apply(move)
        except InvalidWall:
            return False
        return True

    def legal_moves(self, colour: str = "white") -> list[Any]:
        """A new alcove of rim ``colour`` in each row where one fits, and every accepted edit of each alcove."""
        moves: list[Any] = [m for m in (AddAlcove(r, colour) for r in range(1, rules.ROWS + 1)) if self.allows(m)]
        for _c, _r, h in self.alcoves:
            moves += self.edits_of(h)
        return moves

    def edits_of(self, height: int) -> list[Any]:
        """Every accepted edit of the alcove at ``height``: other rim colours, other rows, up, down, removal."""
        colour, row = next((c, r) for c, r, h in self.alcoves if h == height)
        candidates: list[Any] = [SetRim(height, c) for c in rules.CARD_COLOURS if c != colour]
        candidates += [MoveToRow(height, r) for r in range(1, rules.ROWS + 1) if r != row]
        candidates += [Raise(height), Lower(height), RemoveAlcove(height)]
        return [m for m in candidates if self.allows(m)]

    def undo(self) -> ColumnDraft:
        """The column before the last edit.

        Raises:
            IndexError: no edit to undo.
        """
        return replace(self, alcoves=self.history[-1], history=self.history[:-1])

    def to_view(self, title: str = "") -> dict[str, Any]:
        """What the board draws: ``{"editor": {"title", "column": {"shade", "alcoves": [{colour, row, height}]}}}``."""
        return {"editor": {"title": title, "column": {"shade": self.shade, "alcoves": [
            {"colour": c, "row": r, "height": h} for c, r, h in self.alcoves]}}}


def _key(move: Any) -> str:
    if isinstance(move, (AddAlcove, MoveToRow)):
        return f"row:{move.row}"
    if isinstance(move, SetRim):
        return f"rim:{move.colour}"
    return {Raise: "raise", Lower: "lower", RemoveAlcove: "remove"}[type(move)]


class ColumnBoard(GameBoard):
    """The drawn column of the wall editor (module docstring: the keys and edits).

    Args:
        draft: the column shown (:class:`ColumnDraft`).
        lang: ``"en"``/``"pl"`` fixes the language; None follows the page's switch.
        title: a function giving the column's caption in a language (``lang -> str``), or None.

    Raises:
        ValueError: unsupported language.

    The editor (:class:`companion.iquazu.ui.editor.WallEditor`) assigns :attr:`state` when the form changes the
    column and reads it back in an :meth:`on_change` callback after every accepted click.
    """

    _esm = board_module("iquazu_board.js")
    _css = board_css("iquazu_board.css")

    def __init__(self, draft: ColumnDraft | None = None, *, lang: str | None = None,
                 title: Callable[[str], str] | None = None, **kwargs: Any) -> None:
        self.new_colour = "white"
        self._title = title
        super().__init__(draft or ColumnDraft(), lang=lang, **kwargs)

    def board_view(self, state: ColumnDraft) -> dict[str, Any]:
        """The column (:meth:`ColumnDraft.to_view`) with its caption in the board's language."""
        return state.to_view(self._title(self.lang) if self._title else "")

    def board_labels(self, lang: str) -> dict[str, Any]:
        """The wall board's texts (row names, rim letters, legend)."""
        return board_labels(lang)

    def targets(self, state: ColumnDraft) -> dict[str, Any]:
        """Nothing selected: each row where a new alcove fits, each alcove (a choice of its edits); an alcove
        selected: its edits (rim colours, rows it may move to, up, down, remove)."""
        out: dict[str, Any] = {}
        selected = _ALCOVE_KEY.match(self.selected or "")
        if not selected:
            for r in range(1, rules.ROWS + 1):
                move = AddAlcove(r, self.new_colour)
                if state.allows(move):
                    out[f"row:{r}"] = move
        for _c, _r, h in state.alcoves:
            out[f"alcove:1:{h}"] = {_key(m): m for m in state.edits_of(h)}
        return out

    def meaning(self, state: ColumnDraft, key: str) -> Any | None:
        """A non-live row click: the move of the selected alcove there (or a new alcove), which the column rule
        then refuses with its reason."""
        row = _ROW_KEY.match(key)
        if not row:
            return None
        selected = _ALCOVE_KEY.match(self.selected or "")
        if selected:
            return MoveToRow(int(selected[1]), int(row[1]))
        return AddAlcove(int(row[1]), self.new_colour)

    def refusal(self, state: ColumnDraft, key: str):
        """A key the column does not know."""
        return unknown_target(key)

    def control(self, key: str) -> bool:
        """``rim:<colour>`` with no alcove selected: the rim of the next new alcoves."""
        colour = key[4:] if key.startswith("rim:") else ""
        if self.selected or colour not in rules.CARD_COLOURS:
            return False
        self.new_colour = colour
        return True

    def buttons_for(self, state: ColumnDraft, lang: str) -> list[Button]:
        """Nothing selected: the rim colour of new alcoves (controls); selected: its edits."""
        from companion.iquazu.ui.board import _RIM

        if not _ALCOVE_KEY.match(self.selected or ""):
            return [Button(f"rim:{c}", render(_BUTTON["new"], lang, rim_label=_RIM[c]), active=c == self.new_colour,
                           control=True) for c in rules.CARD_COLOURS]
        out = [Button(f"rim:{c}", render(_BUTTON["rim"], lang, rim_label=_RIM[c])) for c in rules.CARD_COLOURS]
        return out + [Button(k, translate(_BUTTON[k], lang)) for k in ("raise", "lower", "remove")]

    def status_for(self, state: ColumnDraft, lang: str) -> str:
        """What a click does now."""
        from companion.iquazu.ui.board import _RIM

        selected = _ALCOVE_KEY.match(self.selected or "")
        if selected:
            h = int(selected[1])
            row = next(r for _c, r, hh in state.alcoves if hh == h)
            return render(_STATUS["selected"], lang, height=h, row_label=render(_ROW, lang, row=row))
        return render(_STATUS["place"], lang, rim_label=_RIM[self.new_colour])

    def can_undo(self, state: ColumnDraft) -> bool:
        """Undo while the column has edits made on the board."""
        return bool(state.history)

