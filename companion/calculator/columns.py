"""Iquazú board editors: the three final columns (stone values and alcoves) and the five row tiles.

Sheet format (``shared/rules/iquazu.md`` §5.2, §6.2; example ``shared/examples/iquazu-3p.json``)::

    "final_columns": [{"stone": [7, 3], "alcoves": [{"row": 1, "height": 8, "content": "Green"}, …]}, …],
    "row_tiles": [2, 3, null, 4, 1]

An alcove's content is a player name, ``"drop"`` or ``null`` (empty).

A fresh editor is a valid, neutral start (every total 0): each stone holds n − 1 zeros (following the player
count until the user types values) and each column one alcove — a water drop in the third-to-last column,
which must be full (§5.1), and an empty alcove in the others — for the user to overwrite.
"""
from __future__ import annotations

from typing import Any, Sequence

import ipywidgets as W

from companion.calculator.editors import WHOLE_NUMBER, Editor, Reading, narrow, parse_int_list, read_whole, strict
from companion.errors import InvalidScoreSheet
from companion.i18n import N_
from companion.sheets import SANE_CAP, fail

DROP, EMPTY = "drop", ""


def _whole_text(value: Any) -> str:
    """``value`` as the text of a number box; ``TypeError`` for anything but a whole number (no fraction, no text)."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"not a whole number: {value!r}")
    return str(value)


class AlcoveRow:
    """One alcove: row, height (text boxes read as whole numbers, never clamped: a row of 7 or a height of
    2.5 is refused beside the box) and a content dropdown (player / drop / empty)."""

    def __init__(self, schema: dict[str, Any], owner: "ColumnsEditor") -> None:
        props = schema.get("properties", {})
        self.limits = {key: props.get(key, {}).get("maximum", SANE_CAP) for key in ("row", "height")}
        self.starts = {"row": props.get("row", {}).get("minimum", 1), "height": props.get("height", {}).get("minimum", 0)}
        self.row = W.Text(value=str(self.starts["row"]), layout=narrow("52px"))
        self.height = W.Text(value=str(self.starts["height"]), layout=narrow("60px"))
        self.content = W.Dropdown(layout=narrow("110px"))
        self.remove = W.Button(description="✕", layout=narrow("34px"))
        owner.texts.add(self.remove, "tooltip", N_("Remove this alcove"))
        self.widget = W.HBox([self.row, self.height, self.content, self.remove])
        self.extra: list[str] = []

    def number(self, key: str, path: Sequence[Any]) -> int:
        """The whole number typed in the ``"row"`` or ``"height"`` box (InvalidScoreSheet at ``path`` if not one)."""
        return read_whole(getattr(self, key).value, [*path, key], self.limits[key])

    def options(self, names: Sequence[str], tr) -> None:
        """Offer the player ``names`` (plus unknown names loaded from a sheet), drop and empty."""
        value = self.content.value
        opts = [(name, f"p{i}") for i, name in enumerate(names)] + [(name, f"n:{name}") for name in self.extra]
        opts += [(tr(N_("drop")), DROP), (tr(N_("empty")), EMPTY)]
        self.content.options = opts
        self.content.value = value if value in {v for _, v in opts} else EMPTY


class ColumnsEditor(Editor):
    """The final columns of Iquazú: per column the stone values and a table of alcoves."""

    def build(self) -> W.Widget:
        """Three column boxes: stone values text, alcove table (row, height, content) and an add button."""
        self.names: list[str] = []
        items = self.schema.get("items", {})
        self.alcove_schema = items.get("properties", {}).get("alcoves", {}).get("items", {})
        count = self.schema.get("minItems") or self.schema.get("maxItems") or 3
        self.columns = []
        boxes = []
        for c in range(count):
            stone = W.Text(placeholder="7, 3", layout=narrow("100px"))
            self.watch(stone)
            table = W.VBox([])
            add = W.Button(layout=narrow("130px"))
            self.texts.add(add, "description", N_("Add alcove"))
            add.on_click(lambda _b, c=c: self.add_alcove(c))
            header = W.HBox([self.texts.add(W.Label(layout=narrow(w)), "value", text)
                             for text, w in ((N_("Row"), "52px"), (N_("Height"), "60px"), (N_("Content"), "110px"))])
            title = self.texts.add(W.HTML(), "value", N_("<b>Column {n}</b>"), n=c + 1)
            stone_label = self.texts.add(W.Label(), "value", N_("Stone values"))
            boxes.append(W.VBox([title, W.HBox([stone_label, stone]), header, table, add],
                                layout=W.Layout(margin="0 12px 0 0")))
            self.columns.append({"stone": stone, "table": table, "rows": []})
        self.texts.add_call(lambda _lang: self._refresh_options())
        widget = W.HBox(boxes, layout=W.Layout(flex_flow="row wrap"))
        for c, column in enumerate(self.columns):   # the neutral start (module docstring)
            self.add_alcove(c, notify=False).content.value = DROP if c == 0 else EMPTY
            column["stone"].value = self._auto_stone = self._zeros(2)
        return widget

    @staticmethod
    def _zeros(players: int) -> str:
        """The stone text of the neutral start for ``players`` players: n − 1 zeros (iquazu.md §5.2 step 3)."""
        return ", ".join(["0"] * max(players - 1, 1))

    def add_alcove(self, c: int, notify: bool = True) -> AlcoveRow:
        """Append an empty alcove row to column ``c`` (0-based)."""
        row = AlcoveRow(self.alcove_schema, self)
        row.options(self.names, self.texts.tr)
        row.remove.on_click(lambda _b: self._remove(c, row))
        for widget in (row.row, row.height, row.content):
            self.watch(widget)
        column = self.columns[c]
        column["rows"].append(row)
        column["table"].children = [r.widget for r in column["rows"]]
        if notify:
            self.on_change()
        return row

    def _remove(self, c: int, row: AlcoveRow) -> None:
        column = self.columns[c]
        column["rows"].remove(row)
        column["table"].children = [r.widget for r in column["rows"]]
        self.on_change()

    def _refresh_options(self) -> None:
        """Offer the current names and words in every alcove dropdown; the values stay, so this is no edit
        of the sheet (the caller rescores once afterwards)."""
        notify, self.on_change = self.on_change, lambda: None
        try:
            for column in self.columns:
                for row in column["rows"]:
                    row.options(self.names, self.texts.tr)
        finally:
            self.on_change = notify

    def update_names(self, names: Sequence[str]) -> None:
        """Offer ``names`` (list of player names) in the alcove dropdowns; untouched stones follow their count."""
        self.names = list(names)
        self._refresh_options()
        zeros = self._zeros(len(self.names))
        if zeros != self._auto_stone:
            notify, self.on_change = self.on_change, lambda: None   # the caller rescores once afterwards
            try:
                for column in self.columns:
                    if column["stone"].value == self._auto_stone:
                        column["stone"].value = zeros
            finally:
                self.on_change = notify
            self._auto_stone = zeros

    def _content(self, value: str) -> str | None:
        if value.startswith("p"):
            return self.names[int(value[1:])]
        return value[2:] if value.startswith("n:") else (None if value == EMPTY else value)

    def get(self) -> list[dict[str, Any]]:
        """Return ``[{"stone": [int, …], "alcoves": [{"row", "height", "content"}, …]} ×3]``."""
        return strict(*self.read())

    def read(self) -> tuple[list[dict[str, Any]], list[InvalidScoreSheet]]:
        """The columns and the problem of each stone-values, row or height box that cannot be read, column by
        column (see :meth:`Editor.read`; a bad stone box stands as the neutral start's zeros)."""
        reading = Reading()
        zeros = [0] * max(len(self.names) - 1, 1)
        out = []
        for c, col in enumerate(self.columns):
            path = self.path + [c, "alcoves"]
            stone = reading(lambda: parse_int_list(col["stone"].value, self.path + [c, "stone"], "7, 3"), zeros)
            out.append({"stone": stone,
                        "alcoves": [{key: reading(lambda: r.number(key, path + [a]), r.starts[key])
                                     for key in ("row", "height")} | {"content": self._content(r.content.value)}
                                    for a, r in enumerate(col["rows"])]})
        return out, reading.problems

    def set(self, value: Any) -> None:
        """Show a ``final_columns`` list (shape of :meth:`get`); unknown player names are kept as extra choices."""
        for c, column in enumerate(self.columns):
            data = value[c] if c < len(value) else {"stone": [], "alcoves": []}
            column["stone"].value = ", ".join(str(v) for v in data.get("stone", []))
            column["rows"].clear()
            for alcove in data.get("alcoves", []):
                row = self.add_alcove(c, notify=False)
                row.row.value, row.height.value = _whole_text(alcove["row"]), _whole_text(alcove["height"])
                content = alcove.get("content")
                if content is None:
                    row.content.value = EMPTY
                elif content == DROP:
                    row.content.value = DROP
                elif content in self.names:
                    row.content.value = f"p{self.names.index(content)}"
                else:
                    row.extra.append(content)
                    row.options(self.names, self.texts.tr)
                    row.content.value = f"n:{content}"
            column["table"].children = [r.widget for r in column["rows"]]

    def widget_at(self, rest):
        """The stone box or alcove widget of ``rest`` (``[c, "stone"]``, ``[c, "alcoves", a, key]``), else a column."""
        if not rest or not isinstance(rest[0], int) or rest[0] >= len(self.columns):
            return self.widget
        column = self.columns[rest[0]]
        if len(rest) > 1 and rest[1] == "stone":
            return column["stone"]
        if len(rest) > 2 and rest[1] == "alcoves" and isinstance(rest[2], int) and rest[2] < len(column["rows"]):
            row = column["rows"][rest[2]]
            return {"row": row.row, "height": row.height, "content": row.content}.get(
                rest[3] if len(rest) > 3 else None, row.widget)
        return column["table"]


class RowTilesEditor(Editor):
    """The five row bonus tiles of Iquazú's last scoring: one box per row, blank when the row had no tile."""

    def build(self) -> W.Widget:
        """Five small text boxes, one per row (blank = no tile)."""
        count = self.schema.get("minItems") or self.schema.get("maxItems") or 5
        self.inputs = [W.Text(placeholder="—", layout=narrow("48px")) for _ in range(count)]
        self.watch(*self.inputs)
        cells = [W.VBox([self.texts.add(W.Label(), "value", N_("Row {n}"), n=k + 1), box])
                 for k, box in enumerate(self.inputs)]
        return W.HBox(cells)

    def get(self) -> list[int | None]:
        """Return the five row tiles: ``[int | None] ×5``; raise InvalidScoreSheet for a box that is not a number."""
        return strict(*self.read())

    def read(self) -> tuple[list[int | None], list[InvalidScoreSheet]]:
        """The five row tiles and the problem of each box that holds neither a whole number nor nothing (it
        stands as blank)."""
        reading = Reading()
        return [reading(lambda k=k: self._tile(k), None) for k in range(len(self.inputs))], reading.problems

    def _tile(self, k: int) -> int | None:
        text = self.inputs[k].value.strip()
        if not text:
            return None
        if not WHOLE_NUMBER.fullmatch(text):
            fail(self.path + [k], N_("must be a whole number or empty"))
        return read_whole(text, self.path + [k])

    def set(self, value: Any) -> None:
        """Show a ``row_tiles`` list (``[int | None]``; None shows as a blank box)."""
        for k, box in enumerate(self.inputs):
            v = value[k] if k < len(value) else None
            box.value = "" if v is None else str(v)

    def widget_at(self, rest):
        """The box of row ``rest[0]`` (0-based), else the whole editor."""
        if rest and isinstance(rest[0], int) and rest[0] < len(self.inputs):
            return self.inputs[rest[0]]
        return self.widget
