"""Wall editor: enter one's own copy of the Iquazú wall once — rock strips column by column, the scoring
boards, the bonus-tile pool — and save it as a wall file (iquazu.md §2.6; format: :mod:`companion.iquazu.wall`).

The strip layouts, stone values and tile mix are not published (§10 q1–q3), so nothing here is guessed: a new
wall starts empty (only the tile columns' backs are pre-set as the reference derives them, §2.2), and the
shipped demo wall can be opened as an example (it stays marked as invented data until the player says it is
their copy)::

    >>> ed = WallEditor()                                                     # doctest: +SKIP
    >>> ed.add_strip("1"); ed.add_column("1", "A")                            # doctest: +SKIP
    >>> ed.set_column("1", "A", 0, [("white", 1, 4), ("blue", 2, 3)])         # doctest: +SKIP
    >>> ed.error                     # the wall loader's first complaint, naming field and section  # doctest: +SKIP
    >>> ed.save("my-iquazu-wall.json")                                         # doctest: +SKIP

Validation is the engine's own loader (:func:`companion.iquazu.wall.wall_from_dict`), so the editor and the
engine always agree; its message is shown beside the field it names (the alcove, stone line or tile row) and
in the status box, and nothing typed is cleared.
"""
from __future__ import annotations

import contextlib
import copy
import html
import re
from pathlib import Path
from typing import Any, Iterable

import ipywidgets as W

from companion.errors import InvalidWall
from companion.i18n import N_, Plural, check_language, render, translate
from companion.iquazu import rules
from companion.iquazu.ui.wall_column import ColumnBoard, ColumnDraft
from companion.iquazu.wall import FORMAT as WALL_FORMAT, SCHEMA as WALL_SCHEMA
from companion.iquazu.wall import BACK_LABELS, KIND_LABELS, SIDES, Wall, load_wall_data, wall_from_dict
from companion.ui import language as page
from companion.ui.data_editor import EditorDisplay, write_json
from companion.ui.files import FileField

__all__ = ["WallEditor", "blank_wall"]

_STYLE = """<style>
.iquazu-wall-error { color: #c62828; font-weight: bold; }
.iquazu-wall-ok { color: #2e7d32; font-weight: bold; }
.iquazu-wall-demo { color: #8a4b00; font-weight: bold; }
</style>"""
#: rim colour names shown in the dropdowns (iquazu.md §8: białe / niebieskie / pomarańczowe karty)
COLOUR_LABELS = {"white": N_("white"), "blue": N_("blue"), "orange": N_("orange")}
_FIELD = re.compile(r"^strips\[(\d+)\]\.sides\.([AB])\[(\d+)\](?:\.alcoves\[(\d+)\])?")


def blank_wall(name: str = "my wall") -> dict[str, Any]:
    """A new, empty wall in the file format: no strips, no scoring boards, no tiles; the tile columns' backs
    as the reference derives them (columns 6–12 light, 13–14 dark, §2.2 DER); ``demo`` false (the player's
    own copy)."""
    return {"format": "iquazu-wall", "version": 1, "name": name, "demo": False, "note": "",
            "strips": [], "tile_columns": [{"column": c, "back": "light" if c <= 12 else "dark"} for c in range(6, 15)],
            "scoring_boards": {}, "bonus_tiles": []}


def _alcoves(items: Iterable[Any]) -> list[dict[str, Any]]:
    out = []
    for item in items:
        if isinstance(item, dict):
            out.append({"colour": item["colour"], "row": item["row"], "height": item["height"]})
        else:
            colour, row, height = item
            out.append({"colour": colour, "row": row, "height": height})
    return out


class WallEditor(EditorDisplay):
    """Notebook editor of an Iquazú wall file (iquazu.md §2.6).

    Args:
        base: None (a new, empty wall), ``"demo"`` (the shipped demo wall, invented data) or the path of a wall
            file saved before.
        lang: ``"en"`` or ``"pl"`` to switch the page to that language now; None keeps the page's language.
        switch: show the page's language switch at the top.

    Attributes:
        widget: the ipywidgets box to display.
        error: the :class:`~companion.errors.InvalidWall` the engine's loader raises for the current entries,
            or None once the wall is valid (then :attr:`wall` is the :class:`~companion.iquazu.wall.Wall`).
        file: Save and Load (:class:`companion.ui.files.FileField`): a download link of the wall entered and an
            upload of a wall file from the player's device; no path on the server is typed or opened.

    Raises:
        InvalidWall: ``base`` is not readable as JSON.
        ValueError: unsupported ``lang``.
    """

    def __init__(self, base: str | Path | None = None, lang: str | None = None, *, switch: bool = True) -> None:
        if lang is not None:
            page.set_language(check_language(lang))
        self._lang = page.page_language().lang
        self._switch = switch
        self._quiet_depth = 0
        self.data = blank_wall() if base is None else copy.deepcopy(load_wall_data(base))
        self.error: InvalidWall | None = None
        self.wall: Wall | None = None
        self._strip = 0
        self._side = "A"
        self._column = 0
        self._syncing = False
        self._build()
        self._changed(True)
        page.follow(self._page_language_changed, now=False)

    # ------------------------------------------------------------------ model (Python API)
    def _strip_index(self, strip: str) -> int:
        for i, s in enumerate(self.data["strips"]):
            if s["strip"] == strip:
                return i
        raise InvalidWall("strips", "iquazu 2.6", N_("wall {wall} has no strip {strip}"), wall=self.data["name"],
                          strip=strip)

    def _side_columns(self, strip: str, side: str) -> list[dict[str, Any]]:
        if side not in SIDES:
            raise InvalidWall("strips", "iquazu 2.6", N_("strip {strip} has no side {side}"), strip=strip, side=side)
        return self.data["strips"][self._strip_index(strip)]["sides"].setdefault(side, [])

    def set_name(self, name: str) -> None:
        """The wall's name (shown on every view)."""
        self.data["name"] = str(name)
        self._changed()

    def set_demo(self, demo: bool) -> None:
        """True: the data is invented (views say "not the printed board"); False: copied from one's own board."""
        self.data["demo"] = bool(demo)
        self._changed(("header",))

    def add_strip(self, strip: str | None = None) -> str:
        """Add a rock strip (with an empty side A); returns its id (the next free number if None)."""
        ids = {s["strip"] for s in self.data["strips"]}
        if strip is None:
            strip = next(str(k) for k in range(1, 1000) if str(k) not in ids)
        self.data["strips"].append({"strip": str(strip), "sides": {"A": []}})
        self._strip, self._side, self._column = len(self.data["strips"]) - 1, "A", 0
        self._changed(("column", "backs"))
        return str(strip)

    def remove_strip(self, strip: str) -> None:
        """Remove a rock strip and its columns."""
        del self.data["strips"][self._strip_index(strip)]
        self._strip, self._column = 0, 0
        self._changed(("column", "backs"))

    def add_column(self, strip: str, side: str = "A", shade: str = "light") -> int:
        """Add an empty column at the right of ``side`` of ``strip``; returns its index (0 = leftmost)."""
        columns = self._side_columns(strip, side)
        columns.append({"shade": shade, "alcoves": []})
        self._strip, self._side, self._column = self._strip_index(strip), side, len(columns) - 1
        self._changed(("column", "backs"))
        return len(columns) - 1

    def remove_column(self, strip: str, side: str, index: int) -> None:
        """Remove column ``index`` of ``side`` of ``strip`` (a side left without columns is removed too)."""
        columns = self._side_columns(strip, side)
        del columns[index]
        if not columns:
            del self.data["strips"][self._strip_index(strip)]["sides"][side]
        self._column = max(0, min(self._column, len(columns) - 1))
        self._changed(("column", "backs"))

    def set_column(self, strip: str, side: str, index: int, alcoves: Iterable[Any], shade: str | None = None) -> None:
        """Enter column ``index`` of a strip side as on the physical strip.

        Args:
            alcoves: ``(colour, row, height)`` per alcove (or dicts with those keys): rim colour white, blue or
                orange; row 1–5 (1 = top); height 0 = lowest, unique in the column.
            shade: ``"light"`` or ``"dark"`` (None keeps it).
        """
        column = self._side_columns(strip, side)[index]
        column["alcoves"] = _alcoves(alcoves)
        if shade is not None:
            column["shade"] = shade
        self._strip, self._side, self._column = self._strip_index(strip), side, index
        self._changed(("column", "backs"))

    def set_stones(self, players: int, stones: Iterable[Iterable[int]] | None) -> None:
        """The scoring board for ``players`` players: one stone per alcove column, values high to low (None
        removes it)."""
        boards = self.data["scoring_boards"]
        if stones is None:
            boards.pop(str(players), None)
        else:
            boards[str(players)] = [list(stone) for stone in stones]
        self._changed(("boards",))

    def set_tiles(self, back: str, kind: str, value: int | None, count: int) -> None:
        """How many bonus tiles of one kind the pool holds (0 removes the entry)."""
        tiles = self.data["bonus_tiles"]
        tiles[:] = [t for t in tiles if (t["back"], t["kind"], t.get("value")) != (back, kind, value)]
        if count:
            entry = {"back": back, "kind": kind, "count": count}
            if value is not None:
                entry["value"] = value
            tiles.append(entry)
        self._changed(("tiles",))

    def set_tile_back(self, column: int, back: str) -> None:
        """The back (light or dark) of the bonus tiles of wall column ``column`` (6 …)."""
        items = self.data["tile_columns"]
        for item in items:
            if item["column"] == column:
                item["back"] = back
                break
        else:
            items.append({"column": column, "back": back})
        self._changed(("backs",))

    def to_dict(self) -> dict[str, Any]:
        """The wall in its file format (a copy; what Save downloads). The tile columns are 6 … W + 3 for the
        W alcove columns entered so far (their backs as chosen; new ones light, the last two dark, §2.2)."""
        data = copy.deepcopy(self.data)
        last = max(self.columns + 3, rules.FIRST_TILE_COLUMN)
        backs = {t.get("column"): t.get("back") for t in data.get("tile_columns", []) if isinstance(t, dict)}
        data["tile_columns"] = [{"column": c, "back": backs.get(c) or ("dark" if c > last - 2 else "light")}
                                for c in range(rules.FIRST_TILE_COLUMN, last + 1)]
        return data

    @property
    def columns(self) -> int:
        """Alcove columns entered (W: each strip's widest side)."""
        total = 0
        for strip in self.data.get("strips", []):
            sides = strip.get("sides") if isinstance(strip, dict) else None
            if isinstance(sides, dict):
                total += max((len(c) for c in sides.values() if isinstance(c, list)), default=0)
        return total

    def save(self, path: str | Path) -> Path:
        """Write :meth:`to_dict` as JSON (an unfinished wall too, to finish later) and return the path (Python
        use; the page's Save is a download to the player's device, :attr:`file`).

        Raises:
            InvalidWall: the file cannot be written.
        """
        return write_json(path, self.to_dict(), lambda template, **p: InvalidWall("wall", "iquazu 2.6", template, **p),
                          N_("cannot write the wall file {path}: {error}"))

    def load(self, path: str | Path) -> None:
        """Open the wall file ``path`` (Python use; the page's Load is an upload, :attr:`file`); on an error
        nothing changes.

        Raises:
            InvalidWall: the file is missing or not JSON.
        """
        source = Path(path)
        data = load_wall_data(source)
        if not isinstance(data, dict):
            raise InvalidWall("wall", "iquazu 2.6", N_("the wall file {path} is not JSON: {error}"),
                              path=str(source), error="not an object")
        self.data = data
        self._strip, self._side, self._column = 0, "A", 0
        self._changed(True)

    def open_data(self, data: Any) -> None:
        """Open the wall ``data`` (a dict in the wall format, e.g. an uploaded file's JSON); the loader's complaint,
        if any, is shown as for typed entries.

        A part of the format the data lacks (e.g. ``scoring_boards`` in a half-written wall) starts empty, as in
        :func:`blank_wall`.

        Raises:
            InvalidWall: ``data`` is not a JSON object, is a file of another kind (its ``format`` names
                another format, or it holds no part of the wall format at all, e.g. a score sheet), or a part
                has a shape the editor cannot show (e.g. ``strips`` holding numbers); nothing changes.
        """
        if not isinstance(data, dict):
            raise InvalidWall("wall", "iquazu 2.6", N_("a wall file holds a JSON object (the wall format)"))
        if data.get("format", WALL_FORMAT) != WALL_FORMAT or not set(data) & set(WALL_SCHEMA["properties"]):
            raise InvalidWall("wall", "iquazu 2.6", N_("this is not an Iquazú wall file (another kind of file)"))
        before = (self.data, self._strip, self._side, self._column)
        self.data = {**blank_wall(), **copy.deepcopy(data)}
        self._strip, self._side, self._column = 0, "A", 0
        try:
            self._changed(True)
        except (KeyError, TypeError, AttributeError, ValueError, IndexError, StopIteration) as exc:
            self.data, self._strip, self._side, self._column = before
            self._changed(True)
            raise InvalidWall("wall", "iquazu 2.6", N_("the wall cannot be read: {error}"),
                              error=str(exc)[:80]) from None

    def _changed(self, rebuild: bool | Iterable[str] = False) -> None:
        """Revalidate the model; refill the widgets of ``rebuild`` (True: all; a list of parts), then the status."""
        try:
            self.wall, self.error = wall_from_dict(self.to_dict()), None
        except InvalidWall as exc:
            self.wall, self.error = None, exc
        except (KeyError, TypeError, AttributeError, ValueError, StopIteration) as exc:   # a shape it cannot show
            self.wall = None
            self.error = InvalidWall("wall", "iquazu 2.6", N_("the wall cannot be read: {error}"), error=str(exc)[:80])
        if rebuild is True:
            self._render()
        elif rebuild:
            self._render(rebuild)
        else:
            self._render_status()

    # ------------------------------------------------------------------ widgets
    @contextlib.contextmanager
    def _quiet(self):
        self._quiet_depth += 1
        try:
            yield
        finally:
            self._quiet_depth -= 1

    def _build(self) -> None:
        self.language = page.language_switch()
        self.heading = W.HTML()
        self.intro = W.HTML(layout=W.Layout(max_width="900px"))
        self.name = W.Text(layout=W.Layout(width="220px"))
        self.name.observe(lambda ch: self._quiet_depth or self.set_name(ch["new"]), names="value")
        self.demo = W.Checkbox(indent=False, layout=W.Layout(width="auto"))
        self.demo.observe(lambda ch: self._quiet_depth or self.set_demo(ch["new"]), names="value")
        self.demo_note = W.HTML()
        self.strip_pick = W.Dropdown(layout=W.Layout(width="150px"))
        self.strip_pick.observe(lambda ch: self._pick("strip", ch["new"]), names="value")
        self.side_pick = W.ToggleButtons(options=list(SIDES), layout=W.Layout(width="auto"))
        self.side_pick.observe(lambda ch: self._pick("side", ch["new"]), names="value")
        self.column_pick = W.Dropdown(layout=W.Layout(width="150px"))
        self.column_pick.observe(lambda ch: self._pick("column", ch["new"]), names="value")
        self.add_strip_button = W.Button(icon="plus")
        self.add_strip_button.on_click(lambda _b: self.add_strip())
        self.add_column_button = W.Button(icon="plus")
        self.add_column_button.on_click(lambda _b: self._add_column_clicked())
        self.remove_column_button = W.Button(icon="trash")
        self.remove_column_button.on_click(lambda _b: self._remove_column_clicked())
        self.shade = W.Dropdown(layout=W.Layout(width="150px"))
        self.shade.observe(lambda ch: self._column_edited(), names="value")
        self.alcove_rows = W.VBox()
        # the drawn column (the wall board's drawing): a click on a row band places an alcove, on an alcove selects it
        self.column_board = ColumnBoard(title=self._column_title, layout=W.Layout(width="360px"))
        self.column_board.on_change(self._column_clicked)
        self.add_alcove_button = W.Button(icon="plus")
        self.add_alcove_button.on_click(lambda _b: self._add_alcove_clicked())
        self.strips_note = W.HTML()
        self.stone_texts = {n: W.Textarea(layout=W.Layout(width="160px", height="190px")) for n in (2, 3, 4)}
        self.stone_labels = {n: W.HTML() for n in (2, 3, 4)}
        self.stone_notes = {n: W.HTML(layout=W.Layout(width="160px")) for n in (2, 3, 4)}
        for n, text in self.stone_texts.items():
            text.observe(lambda ch, n=n: self._stones_edited(n), names="value")
        self.tile_rows = W.VBox()
        self.add_tile_button = W.Button(icon="plus")
        self.add_tile_button.on_click(lambda _b: self._add_tile_clicked())
        self.tiles_note = W.HTML()
        self.tile_backs = W.HBox()
        self.tile_columns_note = W.HTML()
        self.status = W.HTML(layout=W.Layout(max_width="900px"))
        self.file = FileField("iquazu-wall.json", self.to_dict, self.open_data, save_label=N_("Download the wall"),
                              upload_label=N_("Upload a wall file"), lang=self._lang)   # no server path
        self.labels = {k: W.HTML() for k in ("name", "strips", "column", "alcoves", "boards", "tiles",
                                             "tile_columns", "file")}
        self.boards_box = W.HBox([W.VBox([self.stone_labels[n], self.stone_texts[n], self.stone_notes[n]])
                                  for n in (2, 3, 4)])
        parts: list[W.Widget] = [W.HTML(_STYLE), self.heading]
        if self._switch:
            parts.append(self.language)
        parts += [
            self.intro, W.HBox([self.labels["name"], self.name, self.demo]), self.demo_note,
            self.labels["strips"],
            W.HBox([self.strip_pick, self.add_strip_button, self.side_pick, self.column_pick, self.add_column_button,
                    self.remove_column_button]),
            W.HBox([self.labels["column"], self.shade]),
            W.HBox([self.column_board, W.VBox([self.labels["alcoves"], self.alcove_rows, self.add_alcove_button])]),
            self.strips_note,
            self.labels["boards"], self.boards_box,
            self.labels["tiles"], self.tile_rows, self.add_tile_button, self.tiles_note,
            self.labels["tile_columns"], self.tile_backs, self.tile_columns_note,
            self.status, self.labels["file"], self.file.widget,
        ]
        self.widget = W.VBox(parts)

    # --- the shown column ---------------------------------------------------------------------------
    def _current(self) -> tuple[str, str, list[dict[str, Any]]] | None:
        strips = self.data["strips"]
        if not strips:
            return None
        self._strip = min(self._strip, len(strips) - 1)
        strip = strips[self._strip]
        columns = strip["sides"].get(self._side, [])
        return strip["strip"], self._side, columns

    def _column_title(self, lang: str) -> str:
        """The drawn column's caption: "strip 1 A · column 2"."""
        current = self._current()
        if not current or not current[2]:
            return ""
        return (f"{render(N_('strip {strip}'), lang, strip=current[0])} {current[1]} · "
                f"{render(N_('column {column}'), lang, column=self._column + 1)}")

    def _column_draft(self) -> ColumnDraft:
        """The shown column as the drawn column edits it (alcoves the form has not filled in yet are left out)."""
        current = self._current()
        columns = current[2] if current else []
        column = columns[self._column] if columns else {"shade": "light", "alcoves": []}
        alcoves = [(a.get("colour"), a.get("row"), a.get("height")) for a in column.get("alcoves", [])
                   if isinstance(a, dict) and a.get("colour") in rules.CARD_COLOURS
                   and a.get("row") in range(1, rules.ROWS + 1) and isinstance(a.get("height"), int)]
        shade = column.get("shade") if column.get("shade") in ("light", "dark") else "light"
        return ColumnDraft(tuple(sorted(alcoves, key=lambda a: -a[2])), shade,
                           ("strips", self._strip, "sides", self._side, self._column))

    def _sync_column(self) -> None:
        """Show the form's column on the drawn column (its undo history kept while it shows the same column)."""
        draft = self._column_draft()
        shown = self.column_board.state
        if (shown.alcoves, shown.shade, shown.path) != (draft.alcoves, draft.shade, draft.path):
            self._syncing = True
            try:
                self.column_board.state = draft
            finally:
                self._syncing = False

    def _column_clicked(self, draft: ColumnDraft) -> None:
        """An accepted click on the drawn column: its alcoves become the shown column's (a new wall gets its first
        strip and column)."""
        if self._syncing:
            return
        current = self._current()
        if not current or not current[2]:
            self._syncing = True
            try:
                self._add_column_clicked()
            finally:
                self._syncing = False
            current = self._current()
        column = current[2][self._column]  # type: ignore[index]
        column["alcoves"] = [{"colour": c, "row": r, "height": h} for c, r, h in draft.alcoves]
        self._changed(("column",))

    def _pick(self, what: str, value: Any) -> None:
        if self._quiet_depth or value is None:
            return
        if what == "strip":
            self._strip, self._column = value, 0
        elif what == "side":
            self._side, self._column = value, 0
        else:
            self._column = value
        self._render(("column",))

    def _add_column_clicked(self) -> None:
        current = self._current()
        strip = current[0] if current else self.add_strip()
        self.add_column(strip, self._side)

    def _remove_column_clicked(self) -> None:
        current = self._current()
        if current and current[2]:
            self.remove_column(current[0], current[1], self._column)

    def _add_alcove_clicked(self) -> None:
        current = self._current()
        if not current or not current[2]:
            self._add_column_clicked()
            current = self._current()
        strip, side, columns = current  # type: ignore[misc]
        column = columns[self._column]
        height = max((a["height"] for a in column["alcoves"]), default=-1) + 1
        top_row = min((a["row"] for a in column["alcoves"]), default=rules.ROWS)
        self.set_column(strip, side, self._column, [*column["alcoves"], ("white", top_row, height)])

    def _alcove_edited(self, index: int, field: str, value: Any) -> None:
        if self._quiet_depth:
            return
        current = self._current()
        if not current or value is None:
            return
        column = current[2][self._column]
        column["alcoves"][index][field] = value
        self._changed()

    def _alcove_removed(self, index: int) -> None:
        current = self._current()
        if current:
            column = current[2][self._column]
            del column["alcoves"][index]
            self._changed(("column",))

    def _column_edited(self) -> None:
        if self._quiet_depth:
            return
        current = self._current()
        if current and current[2]:
            current[2][self._column]["shade"] = self.shade.value
            self._changed()

    def _stones_edited(self, n: int) -> None:
        if self._quiet_depth:
            return
        text = self.stone_texts[n].value
        lines = [line for line in text.splitlines() if line.strip()]
        stones = []
        for line in lines:
            numbers = re.split(r"[\s/,;]+", line.strip())
            if not all(x.isdigit() for x in numbers):
                self.stone_notes[n].value = self._error_html(render(N_("write each stone's values as whole numbers, "
                                                                       "e.g. 8/5/2"), self._lang))
                return
            stones.append([int(x) for x in numbers])
        self.stone_notes[n].value = ""
        if stones:
            self.data["scoring_boards"][str(n)] = stones
        else:
            self.data["scoring_boards"].pop(str(n), None)
        self._changed()

    def _tile_edited(self, index: int, field: str, value: Any) -> None:
        if self._quiet_depth:
            return
        entry = self.data["bonus_tiles"][index]
        if field == "value" and entry["kind"] in ("any_colour", "double_move"):
            entry.pop("value", None)
        elif field == "kind":
            entry["kind"] = value
            if value in ("any_colour", "double_move"):
                entry.pop("value", None)
            else:
                entry.setdefault("value", 2)
            self._changed(("tiles",))
            return
        else:
            entry[field] = value
        self._changed()

    def _tile_removed(self, index: int) -> None:
        del self.data["bonus_tiles"][index]
        self._changed(("tiles",))

    def _add_tile_clicked(self) -> None:
        self.data["bonus_tiles"].append({"back": "light", "kind": "vp", "value": 1, "count": 1})
        self._changed(("tiles",))

    def _back_edited(self, column: int, back: str) -> None:
        if not self._quiet_depth:
            self.set_tile_back(column, back)

    # --- rendering ----------------------------------------------------------------------------------
    def _error_html(self, text: str) -> str:
        return f'<span class="iquazu-wall-error">⚠ {html.escape(text)}</span>'

    def _render(self, parts: Iterable[str] = ("header", "column", "boards", "tiles", "backs")) -> None:
        """Refill the widgets of ``parts`` from the model (all of them by default), then the status."""
        with self._quiet():
            for part in parts:
                getattr(self, f"_render_{part}")()
        self._render_status()

    def _tr(self, msgid: Any, **params: Any) -> str:
        return render(msgid, self._lang, **params)

    def _render_header(self) -> None:
        tr = self._tr
        self.heading.value = "<h3>" + html.escape(tr(N_("Iquazú — wall editor"))) + "</h3>"
        self.intro.value = html.escape(tr(N_(
            "Copy your own rock strips column by column: for each alcove its rim colour, its row (1 = top "
            "row) and its height in the column (0 = the lowest, nearest the water snakes). Then the scoring "
            "stones under the columns for each player count (one line per column, values high to low, e.g. "
            "8/5/2) and the bonus tiles of your box. Nothing is guessed: what the rules do not state, you "
            "enter.")))
        self.labels["name"].value = html.escape(tr(N_("Name of the wall"))) + "&nbsp;"
        self.name.value = self.data.get("name", "")
        self.demo.value = bool(self.data.get("demo"))
        self.demo.description = tr(N_("invented data (demo), not copied from my board"))
        demo_text = tr(N_("This wall is marked as invented data: every view says it is not the printed board."))
        self.demo_note.value = (f'<span class="iquazu-wall-demo">{html.escape(demo_text)}</span>'
                                if self.data.get("demo") else "")
        self.labels["strips"].value = "<b>" + html.escape(tr(N_("Rock strips"))) + "</b>"
        self.add_strip_button.description = tr(N_("Add strip"))
        self.add_column_button.description = tr(N_("Add column"))
        self.remove_column_button.description = tr(N_("Remove column"))
        self.add_alcove_button.description = tr(N_("Add alcove"))
        self.labels["column"].value = html.escape(tr(N_("Column shading"))) + "&nbsp;"
        self.labels["alcoves"].value = html.escape(tr(N_("Alcoves of this column (colour, row, height):")))
        self.labels["boards"].value = "<b>" + html.escape(tr(N_("Scoring boards"))) + "</b>"
        for n in (2, 3, 4):
            self.stone_labels[n].value = html.escape(tr(N_("{players} players"), players=n))
        self.labels["tiles"].value = "<b>" + html.escape(tr(N_("Bonus tiles (45: 35 light, 10 dark)"))) + "</b>"
        self.add_tile_button.description = tr(N_("Add tile kind"))
        self.labels["tile_columns"].value = "<b>" + html.escape(tr(N_("Backs of the tile columns"))) + "</b>"
        self.labels["file"].value = html.escape(tr(N_("Wall file")))
        self.file.relabel(self._lang)
        self._backs_shown = -1            # the dropdowns of the rows carry translated options: rebuild them
        self._alcove_pool: list[W.HBox] = []
        self._tile_pool: list[W.HBox] = []

    def _render_column(self) -> None:
        tr = self._tr
        strips = self.data["strips"]
        self.strip_pick.options = [(tr(N_("strip {strip}"), strip=s["strip"]), i) for i, s in enumerate(strips)]
        current = self._current()
        if current:
            self.strip_pick.value = self._strip
            self.side_pick.value = self._side
        columns = current[2] if current else []
        self._column = max(0, min(self._column, len(columns) - 1))
        self.column_pick.options = [(tr(N_("column {column}"), column=i + 1), i) for i in range(len(columns))]
        if columns:
            self.column_pick.value = self._column
        self.shade.options = [(tr(N_("light column")), "light"), (tr(N_("dark column")), "dark")]
        if columns:
            self.shade.value = columns[self._column].get("shade", "light")
        alcoves = columns[self._column]["alcoves"] if columns else []
        while len(self._alcove_pool) < len(alcoves):
            self._alcove_pool.append(self._alcove_row(len(self._alcove_pool)))
        for box, alcove in zip(self._alcove_pool, alcoves):
            colour, row, height = box.children[:3]
            colour.value = alcove["colour"] if alcove["colour"] in rules.CARD_COLOURS else None
            row.value = alcove["row"] if alcove["row"] in range(1, rules.ROWS + 1) else None
            height.value = max(0, alcove["height"]) if isinstance(alcove["height"], int) else 0
        self.alcove_rows.children = self._alcove_pool[:len(alcoves)]

    def _render_boards(self) -> None:
        for n in (2, 3, 4):
            stones = self.data["scoring_boards"].get(str(n), [])
            self.stone_texts[n].value = "\n".join("/".join(str(v) for v in stone) for stone in stones)

    def _render_tiles(self) -> None:
        tiles = self.data["bonus_tiles"]
        while len(self._tile_pool) < len(tiles):
            self._tile_pool.append(self._tile_row(len(self._tile_pool)))
        for box, tile in zip(self._tile_pool, tiles):
            back, kind, value, count = box.children[:4]
            back.value = tile.get("back") if tile.get("back") in rules.TILE_BACKS else None
            kind.value = tile.get("kind") if tile.get("kind") in rules.TILE_KINDS else None
            value.disabled = tile.get("kind") not in ("vp", "cards")
            value.value = tile.get("value") or 0
            count.value = tile.get("count") or 0
        self.tile_rows.children = self._tile_pool[:len(tiles)]

    def _render_backs(self) -> None:
        """The tile columns' back dropdowns: columns 6 … W + 3 (rebuilt only when W or the language changed)."""
        backs = {t["column"]: t["back"] for t in self.to_dict()["tile_columns"]}
        columns = sorted(backs)
        if len(columns) != getattr(self, "_backs_shown", -1):
            boxes = []
            for c in columns:
                dd = W.Dropdown(options=[(translate(BACK_LABELS[b], self._lang), b) for b in rules.TILE_BACKS],
                                description=str(c), layout=W.Layout(width="190px"))
                dd.style.description_width = "30px"
                dd.observe(lambda ch, c=c: self._back_edited(c, ch["new"]), names="value")
                boxes.append(dd)
            self.tile_backs.children = boxes
            self._backs_shown = len(columns)
        for dd, c in zip(self.tile_backs.children, columns):
            dd.value = backs[c]

    def _alcove_row(self, i: int) -> W.HBox:
        """The widgets of the ``i``-th alcove of the shown column (made once, refilled by _render_column)."""
        lang = self._lang
        colour = W.Dropdown(options=[(translate(COLOUR_LABELS[c], lang), c) for c in rules.CARD_COLOURS],
                            layout=W.Layout(width="140px"))
        colour.observe(lambda ch: self._alcove_edited(i, "colour", ch["new"]), names="value")
        row = W.Dropdown(options=[(render(N_("row {row}"), lang, row=r), r) for r in range(1, rules.ROWS + 1)],
                         layout=W.Layout(width="100px"))
        row.observe(lambda ch: self._alcove_edited(i, "row", ch["new"]), names="value")
        height = W.BoundedIntText(min=0, max=99, description=translate(N_("height"), lang),
                                  layout=W.Layout(width="170px"))
        height.observe(lambda ch: self._alcove_edited(i, "height", ch["new"]), names="value")
        remove = W.Button(icon="trash", tooltip=translate(N_("Remove alcove"), lang), layout=W.Layout(width="40px"))
        remove.on_click(lambda _b: self._alcove_removed(i))
        note = W.HTML()
        return W.HBox([colour, row, height, remove, note])

    def _tile_row(self, i: int) -> W.HBox:
        """The widgets of the ``i``-th tile kind of the pool (made once, refilled by _render_tiles)."""
        lang = self._lang
        back = W.Dropdown(options=[(translate(BACK_LABELS[b], lang), b) for b in rules.TILE_BACKS],
                          layout=W.Layout(width="160px"))
        back.observe(lambda ch: self._tile_edited(i, "back", ch["new"]), names="value")
        kind = W.Dropdown(options=[(translate(KIND_LABELS[k], lang), k) for k in rules.TILE_KINDS],
                          layout=W.Layout(width="230px"))
        kind.observe(lambda ch: self._tile_edited(i, "kind", ch["new"]), names="value")
        value = W.BoundedIntText(min=0, max=99, description=translate(N_("value"), lang),
                                 layout=W.Layout(width="150px"))
        value.observe(lambda ch: self._tile_edited(i, "value", ch["new"]), names="value")
        count = W.BoundedIntText(min=0, max=45, description="×", layout=W.Layout(width="120px"))
        count.observe(lambda ch: self._tile_edited(i, "count", ch["new"]), names="value")
        remove = W.Button(icon="trash", tooltip=translate(N_("Remove tile kind"), lang), layout=W.Layout(width="40px"))
        remove.on_click(lambda _b: self._tile_removed(i))
        return W.HBox([back, kind, value, count, remove, W.HTML()])

    def status_text(self, lang: str | None = None) -> str:
        """The status line: that the wall is complete, or the loader's first complaint."""
        lang = check_language(lang or self._lang)
        if self.error is None:
            return render(Plural("The wall is complete ({count} alcove column) and can be used for a game.",
                                 "The wall is complete ({count} alcove columns) and can be used for a game."),
                          lang, count=self.columns)
        return self.error.message(lang)

    def _render_status(self) -> None:
        self._sync_column()
        lang = self._lang
        self.file.refresh()             # the download link holds the wall as it is now
        for note in (self.strips_note, self.tiles_note, self.tile_columns_note, *self.stone_notes.values()):
            note.value = ""
        for box in (*self.alcove_rows.children, *self.tile_rows.children):
            box.children[-1].value = ""
        if self.error is None:
            self.status.value = f'<span class="iquazu-wall-ok">{html.escape(self.status_text())}</span>'
            return
        message = self._error_html(self.error.message(lang))
        self.status.value = message
        field = self.error.field
        match = _FIELD.match(field)
        if match:
            strip, side, column, alcove = int(match[1]), match[2], int(match[3]), match[4]
            shown = (strip, side, column) == (self._strip, self._side, self._column)
            if shown and alcove is not None and int(alcove) < len(self.alcove_rows.children):
                self.alcove_rows.children[int(alcove)].children[-1].value = message
            else:
                self.strips_note.value = message
        elif field.startswith("strips"):
            self.strips_note.value = message
        elif field.startswith("scoring_boards"):
            n = field.split(".")[1][:1] if "." in field else ""
            target = self.stone_notes.get(int(n)) if n.isdigit() else None
            (target or self.strips_note).value = message
        elif field.startswith("bonus_tiles"):
            index = re.match(r"bonus_tiles\[(\d+)\]", field)
            if index and int(index[1]) < len(self.tile_rows.children):
                self.tile_rows.children[int(index[1])].children[-1].value = message
            else:
                self.tiles_note.value = message
        elif field.startswith("tile_columns"):
            self.tile_columns_note.value = message

    def note_for(self, field: str) -> str:
        """The text shown beside the widget of ``field`` (for tests): the alcove row, stone box or tile row."""
        match = _FIELD.match(field)
        if match and match[4] is not None:
            return re.sub("<[^>]+>", "", self.alcove_rows.children[int(match[4])].children[-1].value)
        if field.startswith("scoring_boards."):
            return re.sub("<[^>]+>", "", self.stone_notes[int(field.split(".")[1][0])].value)
        index = re.match(r"bonus_tiles\[(\d+)\]", field)
        if index:
            return re.sub("<[^>]+>", "", self.tile_rows.children[int(index[1])].children[-1].value)
        note = {"strips": self.strips_note, "bonus_tiles": self.tiles_note, "tile_columns": self.tile_columns_note}
        return re.sub("<[^>]+>", "", note.get(field.split("[")[0].split(".")[0], self.status).value)

    def set_language(self, lang: str) -> None:
        """Switch the page to ``lang`` ("en" or "pl"); entries are kept.

        Raises:
            ValueError: unsupported language.
        """
        page.set_language(check_language(lang))

    # ------------------------------------------------------------------ display
    def _summary(self) -> str:
        return f"name={self.data.get('name')!r}, columns={self.columns}"
