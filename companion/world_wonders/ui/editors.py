"""Catalogue editors: enter one's own copy of the World Wonders data that is not published (world-wonders.md
§1.2-1.8, §8) — paint a map side (land, water, natural resources), draw a building-tile stack's shape, cost and
its tiles' types and symbols, draw a monument card's components (land, water, land or water, gaps), its turning,
adjacency icons and reward, and set a resource board's track spaces; add an item (a copy of the one shown) or
remove one; draw shapes and footprints on a canvas of the size chosen (5 × 5 to start) — and save it as a
catalogue file (format: :mod:`companion.world_wonders.catalogues`).

Validation is the engine's own loader (:func:`companion.world_wonders.catalogues.from_dict`), so the editor and
the engine always agree; its message names the field and the rule (``stacks[2].shape: ... (world-wonders
1.2)``) and is shown under the item when it is about the item shown. An editor starts from the shipped demo
catalogue (marked as demo data until the player unticks it) or from a file saved before::

    >>> ed = CatalogueEditor("maps")                       # doctest: +SKIP
    >>> ed.select(0); ed.paint(3, 4, "~")                  # doctest: +SKIP
    >>> ed.error                                           # None, or the loader's complaint  # doctest: +SKIP
    >>> ed.save("my-world-wonders-maps.json")              # doctest: +SKIP

The shared parts (the painted grid, the file row) are :mod:`companion.ui.data_editor`.
"""
from __future__ import annotations

import copy
import html
import re
from pathlib import Path
from typing import Any, Sequence

import ipywidgets as W

from companion.errors import InvalidCatalogue
from companion.i18n import N_, check_language, translate
from companion.ui import language as page
from companion.ui.data_editor import EditorDisplay, PaintGrid, read_json, write_json
from companion.ui.files import FileField
from companion.world_wonders import catalogues, rules

__all__ = ["CatalogueEditor", "EDITOR_KINDS", "trim"]

#: the catalogues these editors enter (the solo cards are edited as JSON)
EDITOR_KINDS = ("maps", "tiles", "monuments", "resource_boards")
_KIND_LABELS = {"maps": N_("Map sides"), "tiles": N_("Building tiles"), "monuments": N_("Monument cards"),
                "resource_boards": N_("Resource boards")}
_ITEMS = {"maps": "sides", "tiles": "stacks", "monuments": "cards", "resource_boards": "sides"}
_MAP_BRUSHES = {".": (N_("land"), "#b7e1a1"), "~": (N_("water"), "#7fb3e6"), "*": (N_("natural resource"), "#e6c36f")}
_SHAPE_BRUSHES = {".": (N_("no cell"), "#f2f2f2"), "#": (N_("tile cell"), "#c98b5b")}
_CARD_BRUSHES = {".": (N_("no space"), "#f2f2f2"), "L": (N_("land"), "#b7e1a1"), "W": (N_("water"), "#7fb3e6"),
                 "A": (N_("land or water"), "#a9cfc4"), "?": (N_("gap (any space or piece)"), "#d9d9d9")}
_CANVAS = 5                       # a shape or footprint is drawn on a 5 × 5 canvas to start
_CANVAS_MAX = 12                  # the largest canvas the size control offers
_REWARDS = rules.RESOURCES + ("population", "rings")


def trim(rows: Sequence[str], blank: str = ".") -> list[str]:
    """The rows without the blank rows and columns around the drawing (``[]`` when nothing is drawn).

    >>> trim(["....", ".##.", "..#.", "...."])
    ['##', '.#']
    """
    rows = [r for r in rows]
    filled = [r for r, row in enumerate(rows) if row.strip(blank)]
    if not filled:
        return []
    cols = [c for c in range(max(len(r) for r in rows)) if any(c < len(r) and r[c] != blank for r in rows)]
    return [rows[r][cols[0]:cols[-1] + 1] for r in range(filled[0], filled[-1] + 1)]


def _canvas(rows: Sequence[str], size: int = _CANVAS) -> list[str]:
    """``rows`` padded to a square drawing canvas of ``size`` cells a side (larger when the drawing is).

    >>> _canvas(["##"], 3)
    ['##.', '...', '...']
    """
    size = max(size, len(rows), max((len(r) for r in rows), default=0))
    return [(rows[r] if r < len(rows) else "").ljust(size, ".") for r in range(size)]


def _numbers(text: str) -> list[int]:
    return [int(x) for x in re.findall(r"-?\d+", text)]


class CatalogueEditor(EditorDisplay):
    """Notebook editor of one World Wonders catalogue file.

    Args:
        kind: ``"maps"``, ``"tiles"``, ``"monuments"`` or ``"resource_boards"``.
        base: ``"demo"`` (the shipped demo catalogue: a start to change into one's own copy) or the path of a
            catalogue file saved before.
        lang: ``"en"`` or ``"pl"`` to switch the page to that language now; None keeps the page's language.

    Attributes:
        data: the catalogue as JSON data; index: the item shown (map side, stack, card or board side);
        error: the :class:`~companion.errors.InvalidCatalogue` of the current data, or None when it is valid
        (then :attr:`catalogue` is the loaded catalogue); widget: the box to display.

    Raises:
        KeyError: unknown ``kind``; InvalidCatalogue: ``base`` cannot be read.
    """

    def __init__(self, kind: str, base: str | Path = "demo", lang: str | None = None) -> None:
        if kind not in EDITOR_KINDS:
            raise KeyError(f"unknown catalogue kind {kind!r}; kinds: {', '.join(EDITOR_KINDS)}")
        if lang is not None:
            page.set_language(check_language(lang))
        self.kind = kind
        self._lang = page.page_language().lang
        self._quiet = False
        self.data = self._read(base)
        self.index = 0
        self.canvas_size = _CANVAS
        self.error: InvalidCatalogue | None = None
        self.catalogue: Any = None
        self._build()
        self._changed(render=True)
        page.follow(self._page_language_changed, now=False)

    # --- model (Python API) ----------------------------------------------------------------------------
    def _read(self, base: str | Path) -> dict[str, Any]:
        if base == "demo":
            path = catalogues.DATA_DIR / catalogues.DEMO_FILES[self.kind]
        else:
            path = Path(base)
        return self._checked(read_json(path, lambda template, **p: InvalidCatalogue(
            "catalogue", catalogues.RULES[self.kind], template, **p)))

    def _checked(self, data: Any) -> dict[str, Any]:
        if not isinstance(data, dict) or not isinstance(data.get(_ITEMS[self.kind]), list):
            raise InvalidCatalogue(_ITEMS[self.kind], catalogues.RULES[self.kind],
                                   N_("a catalogue file of this kind lists its {items}"), items=_ITEMS[self.kind])
        return copy.deepcopy(data)

    @property
    def items(self) -> list[dict[str, Any]]:
        """The items of the catalogue (map sides, stacks, cards or board sides)."""
        return self.data[_ITEMS[self.kind]]

    @property
    def item(self) -> dict[str, Any]:
        """The item shown."""
        return self.items[self.index]

    def select(self, index: int) -> None:
        """Show item ``index``."""
        self.index = max(0, min(int(index), len(self.items) - 1))
        self._render()

    def set(self, key: str, value: Any) -> None:
        """Set entry ``key`` of the item shown (``"cost"``, ``"name"``, ``"turn"`` …) and revalidate."""
        self.item[key] = value
        self._changed(render=True)

    def set_demo(self, demo: bool) -> None:
        """True: the data is invented (views say so); False: copied from one's own copy of the game."""
        self.data["demo"] = bool(demo)
        self._changed()

    def paint(self, r: int, c: int, brush: str) -> None:
        """Paint cell ``(r, c)`` of the map, the stack's shape or the card's footprint with ``brush``."""
        self.grid.paint(r, c, brush)

    def set_rows(self, rows: Sequence[str]) -> None:
        """Replace the rows of the map, shape or footprint (shapes and footprints are trimmed)."""
        self._rows_changed(list(rows))
        self._render()

    def set_canvas(self, size: int) -> None:
        """Draw the shapes and footprints on a ``size`` × ``size`` canvas (at least as large as the drawing shown;
        5 to start, at most 12); the data does not change (a drawing is saved trimmed)."""
        self.canvas_size = max(1, min(int(size), _CANVAS_MAX))
        self._render()

    def add_item(self) -> None:
        """Add an item after the last one, a copy of the item shown with a free id (stacks, cards) or the next free
        board and side (map sides, resource-board sides), and show it. The loader then says what is missing or too
        many (e.g. 9 stacks where the game has 8)."""
        new = copy.deepcopy(self.item) if self.items else {}
        if "id" in new:
            ids = {str(it.get("id")) for it in self.items}
            base = re.sub(r"-\d+$", "", str(new["id"])) or "item"
            n = 2
            while f"{base}-{n}" in ids:
                n += 1
            new["id"] = f"{base}-{n}"
        if self.kind == "maps":
            used = {(it.get("board"), it.get("side")) for it in self.items}
            free = [(b, sd) for b in range(1, rules.MAX_PLAYERS + 1) for sd in "AB" if (b, sd) not in used]
            if free:
                new["board"], new["side"] = free[0]
        elif self.kind == "resource_boards":
            free_sides = [sd for sd in "AB" if sd not in {it.get("side") for it in self.items}]
            if free_sides:
                new["side"] = free_sides[0]
        self.items.append(new)
        self.index = len(self.items) - 1
        self._changed(render=True)

    def remove_item(self) -> None:
        """Remove the item shown (the last one stays: a catalogue keeps at least one item to edit) and show the one
        before it."""
        if len(self.items) <= 1:
            return
        del self.items[self.index]
        self.index = max(0, self.index - 1)
        self._changed(render=True)

    def set_tiles(self, lines: str | Sequence[str]) -> None:
        """The tiles of the stack shown, one per line: type letter then the resource symbols
        (``"B food ceramics"``)."""
        text = lines if isinstance(lines, str) else "\n".join(lines)
        tiles = []
        for line in text.splitlines():
            words = line.replace(",", " ").split()
            if words:
                tiles.append({"type": words[0].upper(), "resources": [w.lower() for w in words[1:]]})
        self.item["tiles"] = tiles
        self._changed(render=True)

    def set_track(self, track: str, spaces: int, marks: Sequence[int]) -> None:
        """A track of the board side shown: ``track`` is a resource (``marks``: the spaces with a population
        symbol) or ``"population"`` (``marks``: the spaces with a ring)."""
        if track == "population":
            self.item["population_track"] = {"spaces": int(spaces), "rings": [int(m) for m in marks]}
        else:
            self.item["resource_tracks"][track] = {"spaces": int(spaces), "population": [int(m) for m in marks]}
        self._changed(render=True)

    def save(self, path: str | Path) -> Path:
        """Write the catalogue as JSON (an unfinished one too) and return the path.

        Raises:
            InvalidCatalogue: the file cannot be written.
        """
        return write_json(path, self.data, lambda template, **p: InvalidCatalogue(
            "catalogue", catalogues.RULES[self.kind], template, **p))

    def load(self, path: str | Path) -> None:
        """Open the catalogue file ``path``; on an error nothing changes.

        Raises:
            InvalidCatalogue: the file is missing, not JSON or not a catalogue of this kind.
        """
        self.open_data(self._read(path))

    def open_data(self, data: Any) -> None:
        """Open the catalogue ``data`` (a dict in the catalogue format, e.g. an uploaded file's JSON); the
        loader's complaint, if any, is shown as for typed entries.

        Raises:
            InvalidCatalogue: ``data`` is not a catalogue of this kind (it does not list its items, or an item
                has a shape the editor cannot show); nothing changes.
        """
        before = (self.data, self.index)
        self.data, self.index = self._checked(data), 0
        try:
            self._changed(render=True)
        except (KeyError, TypeError, AttributeError, ValueError, IndexError) as exc:   # e.g. items that are numbers
            self.data, self.index = before
            self._changed(render=True)
            raise InvalidCatalogue("catalogue", catalogues.RULES[self.kind],
                                   N_("the catalogue cannot be read: {error}"), error=str(exc)[:80]) from None

    def status_text(self, lang: str | None = None) -> str:
        """That the catalogue is valid, or the loader's first complaint (field, message, rule)."""
        lang = check_language(lang or self._lang)
        if self.error is None:
            return translate(N_("The catalogue is valid and can be used for a game."), lang)
        return self.error.message(lang)

    def _changed(self, render: bool = False) -> None:
        try:
            self.catalogue, self.error = catalogues.from_dict(self.kind, copy.deepcopy(self.data)), None
        except InvalidCatalogue as exc:
            self.catalogue, self.error = None, exc
        except (KeyError, TypeError, AttributeError, ValueError, IndexError) as exc:   # a shape it cannot read
            self.catalogue = None
            self.error = InvalidCatalogue("catalogue", catalogues.RULES[self.kind],
                                          N_("the catalogue cannot be read: {error}"), error=str(exc)[:80])
        if render:
            self._render()
        else:
            self._render_status()

    def _rows_changed(self, rows: list[str]) -> None:
        if self.kind == "maps":
            self.item["rows"] = rows
        elif self.kind == "tiles":
            self.item["shape"] = trim([r.replace("?", ".") for r in rows])
        else:
            self.item["footprint"] = trim(rows)
        self._changed()

    # --- widgets --------------------------------------------------------------------------------------------
    def _build(self) -> None:
        brushes = {"maps": _MAP_BRUSHES, "tiles": _SHAPE_BRUSHES, "monuments": _CARD_BRUSHES}.get(self.kind)
        self.grid = PaintGrid(brushes or _SHAPE_BRUSHES, on_change=self._rows_changed, lang=self._lang)
        self.heading = W.HTML()
        self.demo = W.Checkbox(indent=False, layout=W.Layout(width="auto"))
        self.demo.observe(lambda ch: self._quiet or self.set_demo(ch["new"]), names="value")
        self.picker = W.Dropdown(layout=W.Layout(width="260px"))
        self.picker.observe(lambda ch: self._quiet or ch["new"] is None or self.select(ch["new"]), names="value")
        self.height = W.BoundedIntText(min=3, max=20, layout=W.Layout(width="140px"))
        self.width = W.BoundedIntText(min=3, max=20, layout=W.Layout(width="140px"))
        for box in (self.height, self.width):
            box.observe(lambda ch: self._quiet or self.grid.resize(self.height.value, self.width.value),
                        names="value")
        self.canvas = W.BoundedIntText(value=_CANVAS, min=1, max=_CANVAS_MAX, layout=W.Layout(width="180px"),
                                       style={"description_width": "110px"})
        self.canvas.observe(lambda ch: self._quiet or self.set_canvas(ch["new"]), names="value")
        self.add = W.Button(layout=W.Layout(width="auto"))
        self.add.on_click(lambda _b: self.add_item())
        self.remove = W.Button(layout=W.Layout(width="auto"))
        self.remove.on_click(lambda _b: self.remove_item())
        self.fields = W.VBox()
        self.item_note = W.HTML()
        self.status = W.HTML(layout=W.Layout(max_width="900px"))
        self.file = FileField(f"my-world-wonders-{self.kind.replace('_', '-')}.json", lambda: self.data,
                              self.open_data, lang=self._lang)
        parts = [self.heading, self.demo, W.HBox([self.picker, self.add, self.remove],
                                                 layout=W.Layout(flex_flow="row wrap"))]
        if self.kind == "maps":
            parts.append(W.HBox([self.height, self.width]))
        elif brushes:
            parts.append(self.canvas)
        if brushes:
            parts.append(self.grid.widget)
        parts += [self.fields, self.item_note, self.status, self.file.widget]
        self.widget = W.VBox(parts)

    def _render(self) -> None:
        lang = self._lang
        self._quiet = True
        try:
            self.heading.value = f"<h4>{html.escape(translate(_KIND_LABELS[self.kind], lang))}</h4>"
            self.demo.description = translate(N_("Demo data (not my copy of the game)"), lang)
            self.demo.value = bool(self.data.get("demo"))
            self.picker.options = [(self._item_label(i, it), i) for i, it in enumerate(self.items)]
            self.index = min(self.index, max(0, len(self.items) - 1))
            self.picker.value = self.index if self.items else None
            self.grid.relabel(lang)
            self.height.description = translate(N_("rows"), lang)
            self.width.description = translate(N_("columns"), lang)
            self.canvas.description = translate(N_("canvas size"), lang)
            self.add.description = translate(N_("Add an item (a copy of this one)"), lang)
            self.remove.description = translate(N_("Remove this item"), lang)
            self.remove.disabled = len(self.items) <= 1
            self.file.relabel(lang)
            if self.items:
                item = self.item
                if self.kind == "maps":
                    rows = list(item.get("rows") or ["."])
                    self.height.value, self.width.value = len(rows), max(len(r) for r in rows)
                    self.grid.set_rows(rows)
                elif self.kind in ("tiles", "monuments"):
                    rows = _canvas(item.get("shape" if self.kind == "tiles" else "footprint") or [],
                                   self.canvas_size)
                    self.canvas.value = len(rows)
                    self.grid.set_rows(rows)
                self.fields.children = self._field_widgets(item)
        finally:
            self._quiet = False
        self._render_status()

    def _item_label(self, i: int, item: dict[str, Any]) -> str:
        lang = self._lang
        if self.kind == "maps":
            return translate(N_("board {board}, side {side}"), lang).format(board=item.get("board"),
                                                                            side=item.get("side"))
        if self.kind == "resource_boards":
            return translate(N_("side {side}"), lang).format(side=item.get("side"))
        return f"{i + 1}. {item.get('id', '?')}"

    def _text(self, label: str, value: str, key: str, parse=lambda v: v, width: str = "300px") -> W.Text:
        box = W.Text(value=value, description=translate(label, self._lang), layout=W.Layout(width=width),
                     style={"description_width": "120px"})
        box.observe(lambda ch: self._quiet or self.set(key, parse(ch["new"])), names="value")
        return box

    def _int(self, label: str, value: int, key: str, low: int, high: int) -> W.BoundedIntText:
        box = W.BoundedIntText(value=value, min=low, max=high, description=translate(label, self._lang),
                               layout=W.Layout(width="220px"), style={"description_width": "120px"})
        box.observe(lambda ch: self._quiet or self.set(key, ch["new"]), names="value")
        return box

    def _field_widgets(self, item: dict[str, Any]) -> list[W.Widget]:
        lang = self._lang
        if self.kind == "tiles":
            tiles = W.Textarea(value="\n".join(" ".join([t.get("type", "?"), *t.get("resources", [])])
                                               for t in item.get("tiles", [])),
                               layout=W.Layout(width="300px", height="210px"))
            tiles.observe(lambda ch: self._quiet or self.set_tiles(ch["new"]), names="value")
            board = W.Dropdown(options=list(rules.BOARDS), value=item.get("board", "main"),
                               description=translate(N_("board"), lang), style={"description_width": "120px"})
            board.observe(lambda ch: self._quiet or self.set("board", ch["new"]), names="value")
            return [self._text(N_("stack id"), str(item.get("id", "")), "id"), board,
                    self._int(N_("cost (gold)"), int(item.get("cost", 2)), "cost", 0, 9),
                    W.HTML(html.escape(translate(N_("Tiles, one per line: type (B, F, H, M, T) then the resource "
                                                    "symbols (food, ceramics, gears)"), lang))), tiles]
        if self.kind == "monuments":
            turn = W.Checkbox(value=bool(item.get("turn", True)), description=translate(N_("may be turned"), lang))
            turn.observe(lambda ch: self._quiet or self.set("turn", ch["new"]), names="value")
            reward = item.get("reward", {})
            rewards = []
            for key in _REWARDS:
                box = W.BoundedIntText(value=int(reward.get(key, 0)), min=0, max=20,
                                       description=translate(_REWARD_LABELS[key], lang),
                                       layout=W.Layout(width="200px"), style={"description_width": "100px"})
                box.observe(lambda ch, key=key: self._quiet or self._set_reward(key, ch["new"]), names="value")
                rewards.append(box)
            return [self._text(N_("card id"), str(item.get("id", "")), "id"),
                    self._text(N_("name"), str(item.get("name", "")), "name"), turn,
                    self._text(N_("adjacencies"), ", ".join(item.get("requires", [])), "requires",
                               lambda v: [w for w in re.split(r"[,\s]+", v) if w], "420px"),
                    W.HTML(html.escape(translate(N_("Adjacency icons: road, sidewalk, water, natural_resource, B, F, "
                                                    "H, M, T (an icon twice = two such pieces)"), lang))),
                    W.HBox(rewards[:3]), W.HBox(rewards[3:]),
                    self._text(N_("special rule (*)"), str(item.get("star", "")), "star", width="600px")]
        if self.kind == "resource_boards":
            out: list[W.Widget] = []
            tracks = item.get("resource_tracks", {})
            for r in rules.RESOURCES:
                t = tracks.get(r, {})
                out.append(self._track_row(r, _REWARD_LABELS[r], t.get("spaces", 0), t.get("population", []),
                                           N_("population symbols on spaces")))
            pop = item.get("population_track", {})
            out.append(self._track_row("population", _REWARD_LABELS["population"], pop.get("spaces", 0),
                                       pop.get("rings", []), N_("rings on spaces")))
            return out
        return []

    def _track_row(self, track: str, label: str, spaces: int, marks: list[int], marks_label: str) -> W.HBox:
        lang = self._lang
        count = W.BoundedIntText(value=int(spaces), min=0, max=60, description=translate(label, lang),
                                 layout=W.Layout(width="220px"), style={"description_width": "100px"})
        where = W.Text(value=", ".join(map(str, marks)), description=translate(marks_label, lang),
                       layout=W.Layout(width="420px"), style={"description_width": "180px"})

        def edited(_ch: Any) -> None:
            if not self._quiet:
                self.set_track(track, count.value, _numbers(where.value))

        count.observe(edited, names="value")
        where.observe(edited, names="value")
        return W.HBox([count, where])

    def _set_reward(self, key: str, value: int) -> None:
        reward = self.item.setdefault("reward", {})
        if value:
            reward[key] = value
        else:
            reward.pop(key, None)
        self._changed()

    def _render_status(self) -> None:
        lang = self._lang
        self.file.refresh()             # the download link holds the catalogue as it is now
        self.item_note.value = ""
        if self.error is None:
            self.status.value = f'<span style="color:#2e7d32">{html.escape(self.status_text(lang))}</span>'
            return
        message = f'<span style="color:#c62828">{html.escape(self.error.message(lang))}</span>'
        self.status.value = message
        match = re.match(rf"^{_ITEMS[self.kind]}\[(\d+)\]", self.error.field)
        if match and int(match[1]) == self.index:
            self.item_note.value = message

    def _summary(self) -> str:
        return f"{self.kind!r}, items={len(self.items)}"


_REWARD_LABELS = {"food": N_("food"), "ceramics": N_("ceramics"), "gears": N_("gears"), "population": N_("population"),
                  "rings": N_("rings")}


def editors_page(lang: str | None = None) -> W.VBox:
    """The catalogue-editors page: the language switch, an introduction and one tab per catalogue (map sides,
    building tiles, monument cards, resource boards), each starting from the demo catalogue."""
    from companion.ui.layout import page_box
    from companion.ui.pages import Prose, _switch_row

    if lang is not None:
        page.set_language(check_language(lang))
    editors = {kind: CatalogueEditor(kind) for kind in EDITOR_KINDS}
    tabs = W.Tab(children=[e.widget for e in editors.values()])

    def titles(lang: str) -> None:
        for i, kind in enumerate(EDITOR_KINDS):
            tabs.set_title(i, translate(_KIND_LABELS[kind], lang))

    page.follow(titles)
    box = page_box([_switch_row(), Prose(_INTRO).widget, tabs])
    box.editors = editors   # type: ignore[attr-defined]
    return box


_INTRO = N_("""### World Wonders: catalogue editors

The maps, building tiles, monument cards and resource boards of World Wonders are not published, so the \
companion ships **demo data** that follows every stated fact of the rules but is not the printed game. If you own \
the game, enter your copy here: pick an item, paint or type it as printed, untick *Demo data* and **Save** the \
file. The line under each editor says whether the catalogue is valid, or which entry breaks which rule.

**Save** downloads the file to your device and **Load** opens one saved before. To play with your files, choose \
*my own (JSON files)* beside *Catalogues* on the [Play World Wonders](play-world-wonders.ipynb) page and upload \
them there.""")
