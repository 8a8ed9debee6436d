"""World Wonders catalogues as data: city map sides, building tiles (with roads and towers), monument cards,
resource boards, solo cards and public objective cards, in documented JSON formats, validated with messages naming the field and the
rule (world-wonders.md §1.2-1.8, §7.2, data model §8).

The printed game's map layouts, tile shapes and symbols, monument cards and track spaces are not published
(world-wonders.md §12), so the engine reads them as data. The package ships **demo** catalogues that follow
every stated fact of the reference (80 tiles in 8 stacks of 10, types B/F/H/M/T, costs 2-5, the 1×3 long road
with its bridge side, sets of short roads, 10 towers, the 21 monuments by name with at least one ring each)
but are invented, not the printed game. Every catalogue says so itself: the field ``"demo"`` is required, and
:func:`demo_notice` gives the sentence every view shows. A player enters their own copy in the same formats
(``demo: false``).

Every format starts with the same envelope::

    {"format": "world-wonders/<kind>", "version": 1, "title": "...", "demo": true, "note": "... (optional)"}

**Map sides** (``world-wonders/maps``, §1.7) — ``"sides": [{"board": 1, "side": "A", "rows": [...]}, ...]``:
each row a string of one character per cell, row 0 at the top, the sidewalk under the last row: ``.`` land,
``~`` water, ``*`` natural resource (land with trees and rocks). All rows of a side have the same length.

**Building tiles** (``world-wonders/tiles``, §1.2-1.3) — ``"stacks": [{"id", "board": "main"|"4p"|"5p",
"cost": 2..5, "shape": ["##", "#."], "tiles": [{"type": "B"|"F"|"H"|"M"|"T", "resources": ["food", ...]}, ×10]}]``
(a stack holds tiles of one shape, ``#`` a cell of it), ``"long_road": {"count": 35, "length": 3}``,
``"short_road_sets": {"count": 20, "pieces": [2, 2, 1]}``, ``"towers": 10``.

**Monument cards** (``world-wonders/monuments``, §1.4) — ``"cards": [{"id": "moai", "name": "Moai",
"footprint": ["L?L?L"], "turn": true, "requires": ["sidewalk", "B", "B"], "reward": {"rings": 2, "food": 1},
"star": "optional special rule"}]``: the footprint is section B of the card drawn as rows, one character per
space: ``L`` land, ``W`` water, ``A`` land or water, ``?`` any space or piece (a gap between the parts of a
multi-piece monument), ``.`` not part of it; ``turn`` lets the player lay it turned (horizontally or
vertically); ``requires`` is section C, one entry per icon (``road``, ``sidewalk``, ``water``,
``natural_resource`` or a building type; two ``B`` = two Bibliothecas); ``reward`` is section A
(``food``, ``ceramics``, ``gears``, ``population``, ``rings`` ≥ 1).

**Resource boards** (``world-wonders/resource-boards``, §1.8) — ``"sides": [{"side": "A",
"resource_tracks": {"food": {"spaces": 16, "population": [3, 6, ...]}, "ceramics": ..., "gears": ...},
"population_track": {"spaces": 13, "rings": [2, 4, ...]}}]``: spaces are numbered from 0 (where the markers
start); ``population`` lists the spaces with a population symbol, ``rings`` those with a ring; the last space
of the population track is the purple one.

**Solo cards** (``world-wonders/solo-cards``, §7.2) — ``"cards": [{"sections": [["tile:1", "tile:4"],
["long_road"]]}, ×14]``: each section, read from the top, lists offered items the Automaton discards:
``tile:N`` (the tile below the N-th stack in play), ``long_road``, ``short_set``, ``tower``, ``monument:N``
(the N-th face-up monument card).

**Objective cards** (``world-wonders/objective-cards``, §7.1) — ``"cards": [{"id": "most-B", "kind":
"most_tiles", "arg": "B", "name": "Philosophy (optional: the printed name)"}, ×15]``: ``kind`` one of the ten
kinds of :mod:`~companion.world_wonders.objectives` (``green_valley``, ``roads_to_rome``, ``city_of_wonders``,
``natural_resources``, ``waterfront``, ``suburbs``, ``metropolis`` once each; ``most_tiles`` and ``adjacent``
with a building type as ``arg``, ``track`` with a resource); which types and resources the printed cards of kinds
6-8 show is not known, so the demo deck's split is invented.

Example:
    >>> tiles = load("tiles")
    >>> tiles.demo, len(tiles.stacks), sum(len(s.tiles) for s in tiles.stacks)
    (True, 8, 80)
    >>> load("maps").side(1, "A").rows[2]
    '.*..~~~...*'
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any, Mapping

from companion.errors import InvalidCatalogue
from companion.i18n import N_, Phrase, Plural
from companion.jsontext import FILE_PROBLEMS, parse_json
from companion.world_wonders import rules
from companion.world_wonders.grid import Grid, orientations

__all__ = [
    "KINDS", "FORMATS", "SCHEMAS", "DATA_DIR", "load", "from_dict", "demo_notice", "demo_notice_of",
    "MapSide", "MapCatalogue", "Tile", "Stack", "TileCatalogue", "MonumentCard", "MonumentCatalogue",
    "Track", "ResourceBoard", "ResourceBoards", "SoloCard", "SoloCards", "ObjectiveCards",
]

DATA_DIR = Path(__file__).with_name("data")
KINDS = ("maps", "tiles", "monuments", "resource_boards", "solo_cards", "objective_cards")
FORMATS = {k: "world-wonders/" + k.replace("_", "-") for k in KINDS}
#: the rule each catalogue kind is checked against
RULES = {"maps": "world-wonders 1.7", "tiles": "world-wonders 1.2", "monuments": "world-wonders 1.4",
         "resource_boards": "world-wonders 1.8", "solo_cards": "world-wonders 7.2",
         "objective_cards": "world-wonders 7.1"}
DEMO_FILES = {k: f"demo-{k.replace('_', '-')}.json" for k in KINDS}
MAP_CHARS = {".": "land", "~": "water", "*": "natural_resource"}
FOOTPRINT_CHARS = "LWA?."
SOLO_ITEMS = ("long_road", "short_set", "tower")

_DEMO = N_("Demo data: invented to follow the stated facts of the rules, not the printed game.")


def demo_notice(catalogue: Any, lang: str = "en") -> str:
    """The sentence every view shows beside a demo catalogue (``""`` for a catalogue entered from a real copy).

    >>> demo_notice(load("monuments"))
    'Demo data: invented to follow the stated facts of the rules, not the printed game.'
    """
    from companion.i18n import translate

    return translate(_DEMO, lang) if catalogue.demo else ""


_DEMO_NAMED = N_("Demo data ({catalogues}): invented to follow the stated facts of the rules, not the printed game.")
#: what each catalogue kind is called on screen (the rulebook's Polish terms in the .po file)
KIND_LABELS = {"maps": N_("map boards"), "tiles": N_("building tiles"), "monuments": N_("monument cards"),
               "resource_boards": N_("resource boards"), "solo_cards": N_("solo play cards"),
               "objective_cards": N_("objective cards")}


def demo_notice_of(catalogues: Mapping[str, Any], lang: str = "en") -> str:
    """The demo notice of a game: names every catalogue in use that is demo data (world-wonders.md §12: none is
    published), ``""`` when none is. ``catalogues``: kind (a key of :data:`KIND_LABELS`) → catalogue (anything
    with ``demo``); a demo objective deck (``"objective_cards"``, given only while public objectives are in
    play) adds the deck's own note (§7.1 unconfirmed).

    >>> demo_notice_of({"maps": load("maps"), "tiles": load("tiles")})
    'Demo data (map boards and building tiles): invented to follow the stated facts of the rules, not the printed game.'
    """
    from companion.i18n import join_names, translate
    from companion.world_wonders.objectives import DEMO_DECK_NOTE

    demo = [kind for kind, cat in catalogues.items() if cat is not None and cat.demo]
    if not demo:
        return ""
    names = join_names([translate(KIND_LABELS[k], lang) for k in demo], lang)
    text = translate(_DEMO_NAMED, lang).format(catalogues=names)
    if "objective_cards" in demo:
        text += " " + translate(DEMO_DECK_NOTE, lang)
    return text


# ----------------------------------------------------------------------------------------------
# JSON Schemas (the documented formats; structure only — the facts of the rules are checked in code)
# ----------------------------------------------------------------------------------------------

def _count(lo: int = 0, hi: int | None = None) -> dict[str, Any]:
    s: dict[str, Any] = {"type": "integer", "minimum": lo}
    if hi is not None:
        s["maximum"] = hi
    return s


def _envelope(kind: str, body: Mapping[str, Any], required: list[str]) -> dict[str, Any]:
    return {
        "$schema": "http://json-schema.org/draft-07/schema#",
        "$id": f"https://board-game-companion.invalid/schema/{FORMATS[kind]}.json",
        "title": f"World Wonders {kind.replace('_', ' ')} catalogue",
        "type": "object",
        "additionalProperties": False,
        "required": ["format", "version", "title", "demo", *required],
        "properties": {
            "format": {"const": FORMATS[kind]},
            "version": {"const": 1},
            "title": {"type": "string", "minLength": 1},
            "demo": {"type": "boolean", "description": "true: invented data, not the printed game (shown on screen)"},
            "note": {"type": "string"},
            **body,
        },
    }


_ROWS = {"type": "array", "minItems": 1, "items": {"type": "string", "minLength": 1}}
_RESOURCE_LIST = {"type": "array", "items": {"enum": list(rules.RESOURCES)}}
_TRACK = {"type": "object", "additionalProperties": False, "required": ["spaces"],
          "properties": {"spaces": _count(2, 100), "population": {"type": "array", "items": _count(1, 99)},
                         "rings": {"type": "array", "items": _count(1, 99)}}}

SCHEMAS: dict[str, dict[str, Any]] = {
    "maps": _envelope("maps", {"sides": {"type": "array", "minItems": 1, "items": {
        "type": "object", "additionalProperties": False, "required": ["board", "side", "rows"],
        "properties": {"board": _count(1, 99), "side": {"enum": ["A", "B"]}, "rows": _ROWS}}}}, ["sides"]),
    "tiles": _envelope("tiles", {
        "stacks": {"type": "array", "minItems": 1, "items": {
            "type": "object", "additionalProperties": False, "required": ["id", "board", "cost", "shape", "tiles"],
            "properties": {
                "id": {"type": "string"},
                "board": {"enum": list(rules.BOARDS)},
                "cost": _count(0, 99), "shape": _ROWS,
                "tiles": {"type": "array", "items": {
                    "type": "object", "additionalProperties": False, "required": ["type", "resources"],
                    "properties": {"type": {"enum": list(rules.BUILDING_TYPES)}, "resources": _RESOURCE_LIST}}}}}},
        "long_road": {"type": "object", "additionalProperties": False, "required": ["count", "length"],
                      "properties": {"count": _count(), "length": _count(1, 20)}},
        "short_road_sets": {"type": "object", "additionalProperties": False, "required": ["count", "pieces"],
                            "properties": {"count": _count(), "pieces": {"type": "array", "items": _count(1, 20)}}},
        "towers": _count(),
    }, ["stacks", "long_road", "short_road_sets", "towers"]),
    "monuments": _envelope("monuments", {"cards": {"type": "array", "items": {
        "type": "object", "additionalProperties": False, "required": ["id", "name", "footprint", "requires", "reward"],
        "properties": {
            "id": {"type": "string"}, "name": {"type": "string", "minLength": 1},
            "footprint": _ROWS, "turn": {"type": "boolean"},
            "requires": {"type": "array", "items": {"enum": list(rules.REQUIREMENTS)}},
            "reward": {"type": "object", "additionalProperties": False,
                       "properties": {k: _count(0, 99) for k in rules.REWARDS}},
            "star": {"type": "string"}}}}}, ["cards"]),
    "resource_boards": _envelope("resource_boards", {"sides": {"type": "array", "minItems": 1, "items": {
        "type": "object", "additionalProperties": False, "required": ["side", "resource_tracks", "population_track"],
        "properties": {
            "side": {"enum": ["A", "B"]},
            "resource_tracks": {"type": "object", "additionalProperties": False, "required": list(rules.RESOURCES),
                                "properties": {r: _TRACK for r in rules.RESOURCES}},
            "population_track": _TRACK}}}}, ["sides"]),
    "solo_cards": _envelope("solo_cards", {"cards": {"type": "array", "items": {
        "type": "object", "additionalProperties": False, "required": ["sections"],
        "properties": {"sections": {"type": "array", "minItems": 1, "items": {
            "type": "array", "minItems": 1, "items": {"type": "string"}}}}}}},
        ["cards"]),
    "objective_cards": _envelope("objective_cards", {"cards": {"type": "array", "items": {
        "type": "object", "additionalProperties": False, "required": ["id", "kind"],
        "properties": {"id": {"type": "string", "minLength": 1}, "kind": {"type": "string", "minLength": 1},
                       "arg": {"type": "string"}, "name": {"type": "string", "minLength": 1}}}}},
        ["cards"]),
}


def _bad(path: list[Any], rule: str, template: Any, **params: Any) -> InvalidCatalogue:
    from companion.sheets import field_path

    return InvalidCatalogue(field_path(path) if path else "catalogue", rule, template, **params)


#: messages of the JSON Schema rules the formats use (the score sheets' wording, translated in common.po)
_SCHEMA_MESSAGES = {
    "required": N_("missing required field"),
    "type": N_("must be {any_expected_labels}"),
    "minimum": N_("must be at least {limit}"),
    "maximum": N_("must be at most {limit}"),
    "minItems": Plural("needs at least {limit} entry", "needs at least {limit} entries", count="limit"),
    "minLength": N_("must not be empty"),
    "const": N_("must be {expected}"),
    "enum": N_("must be one of {expected}"),
    "additionalProperties": N_("unknown field"),
}
_TYPE_WORDS = {"integer": N_("a whole number"), "string": N_("text"), "boolean": N_("true or false"),
               "array": N_("a list"), "object": N_("an object")}


@lru_cache(maxsize=len(KINDS))
def _validator(kind: str) -> Any:
    import fastjsonschema

    return fastjsonschema.compile(SCHEMAS[kind])


def _floats(value: Any, path: list[Any]) -> list[Any] | None:
    """The path of the first fraction in ``value`` (no catalogue number is a fraction), or None."""
    if isinstance(value, float):
        return path
    items = value.items() if isinstance(value, Mapping) else enumerate(value) if isinstance(value, list) else ()
    for key, item in items:
        found = _floats(item, [*path, key])
        if found is not None:
            return found
    return None


def _check_schema(kind: str, data: Any) -> None:
    """The structure of ``data`` against :data:`SCHEMAS`: the first problem raises :class:`InvalidCatalogue`
    naming the field (missing, wrong type, unknown, out of range)."""
    import fastjsonschema

    rule = RULES[kind]
    try:
        where = _floats(data, [])
    except RecursionError:
        raise _bad([], rule, N_("the catalogue is nested too deeply")) from None
    if where is not None:
        raise _bad(where, rule, _SCHEMA_MESSAGES["type"], any_expected_labels=[_TYPE_WORDS["integer"]])
    try:
        _validator(kind)(data)
    except fastjsonschema.JsonSchemaValueException as error:
        path: list[Any] = [int(p) if p.isdigit() else p for p in error.path[1:]]
        what, limit, value = error.rule, error.rule_definition, error.value
        params: dict[str, Any] = {}
        if what == "required":
            path.append(next(k for k in limit if k not in value))
        elif what == "additionalProperties":
            allowed = (error.definition or {}).get("properties", {})
            path.append(next(str(k) for k in value if k not in allowed))
        elif what == "type":
            kinds = [limit] if isinstance(limit, str) else list(limit)
            params["any_expected_labels"] = [_TYPE_WORDS.get(k, k) for k in kinds]
        elif what in ("minimum", "maximum", "minItems"):
            params["limit"] = limit
        elif what == "const":
            params["expected"] = json.dumps(limit)
        elif what == "enum":
            params["expected"] = ", ".join(json.dumps(v) for v in limit)
        raise _bad(path, rule, _SCHEMA_MESSAGES.get(what, N_("invalid value: {detail}")),
                   detail=error.message, **params) from None


# ----------------------------------------------------------------------------------------------
# map sides (§1.7)
# ----------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class MapSide:
    """One side of a city map board (world-wonders.md §1.7).

    Attributes:
        board: board number (1-5); side: ``"A"`` (lake) or ``"B"`` (river); rows: one string per row, ``.``
        land, ``~`` water, ``*`` natural resource; demo: from a demo catalogue.
    """

    board: int
    side: str
    rows: tuple[str, ...]
    demo: bool = True

    @property
    def height(self) -> int:
        """Number of rows (the last one touches the sidewalk)."""
        return len(self.rows)

    @property
    def width(self) -> int:
        """Number of columns."""
        return len(self.rows[0])

    @property
    def name(self) -> str:
        """``"1A"``: board number and side."""
        return f"{self.board}{self.side}"

    def terrain(self, r: int, c: int) -> str:
        """``"land"``, ``"water"`` or ``"natural_resource"`` of cell ``(r, c)``."""
        return MAP_CHARS[self.rows[r][c]]

    @cached_property
    def grid(self) -> Grid:
        """The bit geometry of this side (:class:`~companion.world_wonders.grid.Grid`)."""
        return Grid(self.height, self.width)

    def _mask(self, chars: str) -> int:
        return self.grid.mask((r, c) for r, row in enumerate(self.rows) for c, ch in enumerate(row) if ch in chars)

    @cached_property
    def land(self) -> int:
        """Mask of the land cells, natural resources included (they are land for placement, §1.7)."""
        return self._mask(".*")

    @cached_property
    def water(self) -> int:
        """Mask of the water cells."""
        return self._mask("~")

    @cached_property
    def natural(self) -> int:
        """Mask of the natural-resource cells."""
        return self._mask("*")

    def to_dict(self) -> dict[str, Any]:
        """The side's entry in the map format."""
        return {"board": self.board, "side": self.side, "rows": list(self.rows)}


@dataclass(frozen=True)
class MapCatalogue:
    """The map sides of one copy of the game (or the demo)."""

    title: str
    demo: bool
    sides: tuple[MapSide, ...]
    note: str = ""

    def side(self, board: int, side: str) -> MapSide:
        """Map side ``side`` of board ``board``.

        Raises:
            KeyError: no such side in the catalogue.
        """
        for s in self.sides:
            if s.board == board and s.side == side:
                return s
        raise KeyError(f"{board}{side}")

    def boards(self, side: str) -> tuple[MapSide, ...]:
        """Every board's side ``side``, in board order."""
        return tuple(sorted((s for s in self.sides if s.side == side), key=lambda s: s.board))


def _maps(d: Mapping[str, Any]) -> MapCatalogue:
    rule = RULES["maps"]
    seen: set = set()
    sides = []
    for i, s in enumerate(d["sides"]):
        rows = s["rows"]
        width = len(rows[0])
        if len(rows) < 3 or width < 3:
            raise _bad(["sides", i, "rows"], rule, N_("a map has at least 3 rows and 3 columns"))
        for r, row in enumerate(rows):
            if len(row) != width:
                raise _bad(["sides", i, "rows", r], rule, N_("every row of a map has the same length ({width} "
                                                             "cells); this one has {length}"),
                           width=width, length=len(row))
            bad = next((ch for ch in row if ch not in MAP_CHARS), None)
            if bad is not None:
                raise _bad(["sides", i, "rows", r], rule,
                           N_("a map cell is . (land), ~ (water) or * (natural resource), not {char!r}"), char=bad)
        key = (s["board"], s["side"])
        if key in seen:
            raise _bad(["sides", i], rule, N_("board {board} side {side} is given twice"), board=key[0], side=key[1])
        seen.add(key)
        side = MapSide(s["board"], s["side"], tuple(rows), bool(d["demo"]))
        if not _free_road_fits(side):
            raise _bad(["sides", i, "rows", len(rows) - 1], "world-wonders 2", N_(
                "the first long road must touch the sidewalk: the last row needs room for it"))
        sides.append(side)
    return MapCatalogue(d["title"], d["demo"], tuple(sides), d.get("note", ""))


def _free_road_fits(side: MapSide, length: int = rules.LONG_ROAD_MIN_LENGTH) -> bool:
    """Can a long road (ends on land) touch the sidewalk on an empty map side (setup step J)?"""
    g = side.grid
    allowed = {"L": side.land, "A": g.ALL}
    shape = ("L" + "A" * (length - 2) + "L",)
    return any(g.fits(o, allowed) & g.touching(o, g.BOTTOM) for o in orientations(shape))


# ----------------------------------------------------------------------------------------------
# building tiles, roads, towers (§1.1-1.3)
# ----------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Tile:
    """One building tile (world-wonders.md §1.2): ``type`` (B, F, H, M, T) and its resource symbols."""

    type: str
    resources: tuple[str, ...]

    def produces(self) -> dict[str, int]:
        """Steps per resource track when placed (one per symbol, §5)."""
        return {r: self.resources.count(r) for r in rules.RESOURCES if r in self.resources}


@dataclass(frozen=True)
class Stack:
    """A stack of building tiles of one shape (world-wonders.md §1.2).

    Attributes:
        id: the stack's name; board: ``"main"``, ``"4p"`` or ``"5p"`` (the board it belongs to); cost: gold
        (2-5); shape: rows of ``#``; tiles: the 10 tiles (their order in the box; shuffled at setup).
    """

    id: str
    board: str
    cost: int
    shape: tuple[str, ...]
    tiles: tuple[Tile, ...]

    @property
    def size(self) -> int:
        """Cells of the shape."""
        return sum(row.count("#") for row in self.shape)


@dataclass(frozen=True)
class TileCatalogue:
    """The building tiles (in stacks), the roads and the towers of a copy of the game (or the demo)."""

    title: str
    demo: bool
    stacks: tuple[Stack, ...]
    long_roads: int = rules.LONG_ROADS
    long_road_length: int = rules.LONG_ROAD_MIN_LENGTH
    short_sets: int = rules.SHORT_ROAD_SETS
    short_pieces: tuple[int, ...] = rules.SHORT_SET_PIECES
    towers: int = rules.TOWERS
    note: str = ""

    def stacks_for(self, players: int) -> tuple[Stack, ...]:
        """The stacks in play with ``players`` players (world-wonders.md §2 A; solo set up as 2 players)."""
        boards = rules.boards_in_play(players)
        return tuple(s for s in self.stacks if s.board in boards)

    @property
    def long_road_shape(self) -> tuple[str, ...]:
        """The long road as a footprint: ends on land, the middle on land or water (a bridge, §1.3)."""
        return ("L" + "A" * (self.long_road_length - 2) + "L",)


def _shape_rows(rows: list[str], path: list[Any], rule: str, chars: str = "#.") -> tuple[str, ...]:
    width = len(rows[0])
    for r, row in enumerate(rows):
        if len(row) != width:
            raise _bad([*path, r], rule, N_("every row of a shape has the same length ({width}); this one has "
                                            "{length}"), width=width, length=len(row))
        bad = next((ch for ch in row if ch not in chars), None)
        if bad is not None:
            raise _bad([*path, r], rule, N_("a shape is drawn with the characters {chars}, not {char!r}"),
                       chars=" ".join(chars), char=bad)
    cells = [(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch not in ". "]
    if not cells:
        raise _bad(path, rule, N_("a shape needs at least one cell"))
    if min(r for r, _ in cells) != 0 or max(r for r, _ in cells) != len(rows) - 1 or \
            min(c for _, c in cells) != 0 or max(c for _, c in cells) != width - 1:
        raise _bad(path, rule, N_("a shape is drawn without empty rows or columns around it"))
    return tuple(rows)


_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$")


def _check_id(value: str, path: list[Any], rule: str) -> None:
    """An id is written in moves (``buy tile I3``): letters, digits, ``-`` and ``_``, at most 40 characters."""
    if not _ID.match(value):
        raise _bad(path, rule, N_("an id is 1 to 40 letters, digits, - or _ (starting with a letter or digit), not "
                                  "{value!r}"), value=value)


def _connected(rows: tuple[str, ...]) -> bool:
    cells = {(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "#"}
    todo = [next(iter(cells))]
    seen = set(todo)
    while todo:
        r, c = todo.pop()
        for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if n in cells and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen == cells


def _tiles(d: Mapping[str, Any]) -> TileCatalogue:
    rule = RULES["tiles"]
    stacks = []
    ids: set = set()
    for i, s in enumerate(d["stacks"]):
        path = ["stacks", i]
        _check_id(s["id"], [*path, "id"], rule)
        if s["id"] in ids:
            raise _bad([*path, "id"], rule, N_("stack {id} is given twice"), id=s["id"])
        ids.add(s["id"])
        if not rules.TILE_COST_MIN <= s["cost"] <= rules.TILE_COST_MAX:
            raise _bad([*path, "cost"], rule, N_("a stack costs {low} to {high} gold, not {cost}"),
                       low=rules.TILE_COST_MIN, high=rules.TILE_COST_MAX, cost=s["cost"])
        shape = _shape_rows(s["shape"], [*path, "shape"], rule)
        if not _connected(shape):
            raise _bad([*path, "shape"], rule, N_("a building tile is one piece: its cells must touch side by side"))
        if len(s["tiles"]) != rules.TILES_PER_STACK:
            raise _bad([*path, "tiles"], "world-wonders 6.1",
                       Plural("a stack holds exactly {count} tile (one per round); this one has {given}",
                              "a stack holds exactly {count} tiles (one per round); this one has {given}"),
                       count=rules.TILES_PER_STACK, given=len(s["tiles"]))
        tiles = []
        for j, t in enumerate(s["tiles"]):
            if not t["resources"]:
                raise _bad([*path, "tiles", j, "resources"], rule,
                           N_("every building tile shows at least one resource symbol"))
            tiles.append(Tile(t["type"], tuple(t["resources"])))
        stacks.append(Stack(s["id"], s["board"], s["cost"], shape, tuple(tiles)))
    if not any(s.board == "main" for s in stacks):
        raise _bad(["stacks"], "world-wonders 2", N_("the main board needs at least one stack"))
    road, short = d["long_road"], d["short_road_sets"]
    facts = (
        (["long_road", "count"], road["count"], rules.LONG_ROADS, "world-wonders 1.1"),
        (["short_road_sets", "count"], short["count"], rules.SHORT_ROAD_SETS, "world-wonders 1.1"),
        (["towers"], d["towers"], rules.TOWERS, "world-wonders 1.1"),
    )
    for path, given, expected, fact_rule in facts:
        if given != expected:
            raise _bad(path, fact_rule, N_("the game has {expected}, not {given}"), expected=expected, given=given)
    if road["length"] < rules.LONG_ROAD_MIN_LENGTH:
        raise _bad(["long_road", "length"], "world-wonders 1.3",
                   N_("a long road spans water as a bridge with both ends on land, so it is at least {min} cells "
                      "long, not {given}"), min=rules.LONG_ROAD_MIN_LENGTH, given=road["length"])
    if tuple(short["pieces"]) != rules.SHORT_SET_PIECES:
        raise _bad(["short_road_sets", "pieces"], "world-wonders 1.3",
                   N_("a set of short roads is two 1×2 tiles and one 1×1 tile: [2, 2, 1]"))
    return TileCatalogue(d["title"], d["demo"], tuple(stacks), road["count"], road["length"], short["count"],
                         tuple(short["pieces"]), d["towers"], d.get("note", ""))


# ----------------------------------------------------------------------------------------------
# monument cards (§1.4)
# ----------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class MonumentCard:
    """One monument card (world-wonders.md §1.4: A reward, B terrain and layout, C adjacencies).

    Attributes:
        id: short name (``"moai"``); name: the monument's name; footprint: rows of ``L``/``W``/``A``/``?``/``.``
        (see the module docstring); turn: may be laid turned; requires: the adjacency icons; reward: resources,
        population and rings (≥ 1); star: the special rule in words (``*`` on the card), or ``""``.
    """

    id: str
    name: str
    footprint: tuple[str, ...]
    turn: bool
    requires: tuple[str, ...]
    reward: Mapping[str, int]
    star: str = ""

    @property
    def rings(self) -> int:
        """Rings printed on the card (§6.2 #3)."""
        return self.reward.get("rings", 0)

    @property
    def size(self) -> int:
        """Spaces the monument's pieces cover (gaps excluded)."""
        return sum(1 for row in self.footprint for ch in row if ch in "LWA")

    def produces(self) -> dict[str, int]:
        """Steps per resource track when built (§5)."""
        return {r: self.reward[r] for r in rules.RESOURCES if self.reward.get(r)}


@dataclass(frozen=True)
class MonumentCatalogue:
    """The 21 monument cards of a copy of the game (or the demo)."""

    title: str
    demo: bool
    cards: tuple[MonumentCard, ...]
    note: str = ""

    def index(self, card_id: str) -> int:
        """Index of the card ``card_id``.

        Raises:
            KeyError: no such card.
        """
        for i, c in enumerate(self.cards):
            if c.id == card_id:
                return i
        raise KeyError(card_id)


def _monuments(d: Mapping[str, Any]) -> MonumentCatalogue:
    rule = RULES["monuments"]
    cards = []
    ids: set = set()
    names: set = set()
    if len(d["cards"]) != rules.MONUMENTS:
        raise _bad(["cards"], "world-wonders 1.1", N_("the game has {expected} monument cards, not {given}"),
                   expected=rules.MONUMENTS, given=len(d["cards"]))
    for i, c in enumerate(d["cards"]):
        path = ["cards", i]
        _check_id(c["id"], [*path, "id"], rule)
        for key, seen in (("id", ids), ("name", names)):
            if c[key] in seen:
                raise _bad([*path, key], rule, N_("{value} is given twice"), value=c[key])
            seen.add(c[key])
        footprint = _shape_rows(c["footprint"], [*path, "footprint"], rule, FOOTPRINT_CHARS)
        if not any(ch in "LWA" for row in footprint for ch in row):
            raise _bad([*path, "footprint"], rule, N_("a monument covers at least one space (L, W or A)"))
        if c["reward"].get("rings", 0) < 1:
            raise _bad([*path, "reward", "rings"], rule, N_("every monument gives at least 1 ring"))
        cards.append(MonumentCard(c["id"], c["name"], footprint, c.get("turn", True), tuple(c["requires"]),
                                  dict(c["reward"]), c.get("star", "")))
    return MonumentCatalogue(d["title"], d["demo"], tuple(cards), d.get("note", ""))


# ----------------------------------------------------------------------------------------------
# resource boards (§1.8)
# ----------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Track:
    """A track of a resource board: ``spaces`` (numbered 0 .. spaces-1; markers start on 0) and the spaces
    carrying a population symbol (resource tracks) or a ring (population track)."""

    spaces: int
    marks: tuple[int, ...]

    @property
    def last(self) -> int:
        """The last space (the purple one on the population track)."""
        return self.spaces - 1

    @cached_property
    def upto(self) -> tuple[int, ...]:
        """``upto[v]``: marks on spaces 1..v (what a marker on ``v`` has reached or passed)."""
        out, n = [], 0
        for v in range(self.spaces):
            n += v in self.marks
            out.append(n)
        return tuple(out)


@dataclass(frozen=True)
class ResourceBoard:
    """One side of the resource boards (world-wonders.md §1.8): three resource tracks with population
    symbols, and the population track with rings (the last space purple)."""

    side: str
    tracks: tuple[Track, Track, Track]
    population: Track
    demo: bool = True


@dataclass(frozen=True)
class ResourceBoards:
    """The resource-board sides of a copy of the game (or the demo)."""

    title: str
    demo: bool
    sides: tuple[ResourceBoard, ...]
    note: str = ""

    def side(self, side: str) -> ResourceBoard:
        """Side ``"A"`` or ``"B"``.

        Raises:
            KeyError: no such side.
        """
        for s in self.sides:
            if s.side == side:
                return s
        raise KeyError(side)


def _track(t: Mapping[str, Any], key: str, path: list[Any], rule: str) -> Track:
    marks = t.get(key, [])
    for j, v in enumerate(marks):
        if not 1 <= v < t["spaces"]:
            raise _bad([*path, key, j], rule, N_("a track of {spaces} spaces has spaces 1 to {last} after the start, "
                                                 "not {space}"), spaces=t["spaces"], last=t["spaces"] - 1, space=v)
    if len(set(marks)) != len(marks):
        raise _bad([*path, key], rule, N_("a space is listed twice"))
    return Track(t["spaces"], tuple(sorted(marks)))


def _resource_boards(d: Mapping[str, Any]) -> ResourceBoards:
    rule = RULES["resource_boards"]
    sides = []
    seen: set = set()
    for i, s in enumerate(d["sides"]):
        if s["side"] in seen:
            raise _bad(["sides", i, "side"], rule, N_("side {side} is given twice"), side=s["side"])
        seen.add(s["side"])
        tracks = tuple(_track(s["resource_tracks"][r], "population", ["sides", i, "resource_tracks", r], rule)
                       for r in rules.RESOURCES)
        for r in rules.RESOURCES:
            if "rings" in s["resource_tracks"][r]:
                raise _bad(["sides", i, "resource_tracks", r, "rings"], rule,
                           N_("rings are on the population track, not on a resource track"))
        pop = s["population_track"]
        if "population" in pop:
            raise _bad(["sides", i, "population_track", "population"], rule,
                       N_("population symbols are on the resource tracks"))
        sides.append(ResourceBoard(s["side"], tracks, _track(pop, "rings", ["sides", i, "population_track"], rule),
                                   bool(d["demo"])))
    return ResourceBoards(d["title"], d["demo"], tuple(sides), d.get("note", ""))


# ----------------------------------------------------------------------------------------------
# solo cards (§7.2)
# ----------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class SoloCard:
    """A solo play card: its sections, read from the top, each a tuple of items ``("tile", 1)``,
    ``("long_road", 0)``, ``("monument", 2)`` … (world-wonders.md §7.2)."""

    sections: tuple[tuple[tuple[str, int], ...], ...]


@dataclass(frozen=True)
class SoloCards:
    """The 14 solo play cards of a copy of the game (or the demo)."""

    title: str
    demo: bool
    cards: tuple[SoloCard, ...]
    note: str = ""


def _solo(d: Mapping[str, Any]) -> SoloCards:
    rule = RULES["solo_cards"]
    if len(d["cards"]) != rules.SOLO_CARDS:
        raise _bad(["cards"], "world-wonders 1.1", N_("the game has {expected} solo cards, not {given}"),
                   expected=rules.SOLO_CARDS, given=len(d["cards"]))
    cards = []
    for i, c in enumerate(d["cards"]):
        sections = []
        for j, sec in enumerate(c["sections"]):
            items = []
            for k, item in enumerate(sec):
                name, _, num = item.partition(":")
                ok = (num == "" or num.isascii() and num.isdigit()) and (name in SOLO_ITEMS and not num) or (
                    name == "tile" and num and 1 <= int(num) <= rules.STACKS) or (
                    name == "monument" and num and 1 <= int(num) <= rules.MONUMENTS_FACE_UP_SOLO)
                if not ok:
                    raise _bad(["cards", i, "sections", j, k], rule, N_(
                        "an item is tile:1 to tile:{stacks}, long_road, short_set, tower, monument:1 or "
                        "monument:{monuments}, not {item!r}"), stacks=rules.STACKS,
                        monuments=rules.MONUMENTS_FACE_UP_SOLO, item=item)
                items.append((name, int(num) if num else 0))
            sections.append(tuple(items))
        cards.append(SoloCard(tuple(sections)))
    return SoloCards(d["title"], d["demo"], tuple(cards), d.get("note", ""))


@dataclass(frozen=True)
class ObjectiveCards:
    """The 15 public objective cards of a copy of the game (or the demo), as
    :class:`~companion.world_wonders.objectives.Objective` (world-wonders.md §7.1)."""

    title: str
    demo: bool
    cards: tuple[Any, ...]
    note: str = ""

    def by_id(self, objective_id: str) -> Any:
        """The card with ``objective_id``.

        Raises:
            KeyError: no such card in this deck.
        """
        for card in self.cards:
            if card.id == objective_id:
                return card
        raise KeyError(objective_id)


def _objective_cards(d: Mapping[str, Any]) -> ObjectiveCards:
    from companion.world_wonders.objectives import KINDS as OBJECTIVE_KINDS, Objective

    rule = RULES["objective_cards"]
    if len(d["cards"]) != rules.OBJECTIVE_CARDS:
        raise _bad(["cards"], "world-wonders 1.5", N_("the game has {expected} objective cards, not {given}"),
                   expected=rules.OBJECTIVE_CARDS, given=len(d["cards"]))
    args = {"most_tiles": rules.BUILDING_TYPES, "adjacent": rules.BUILDING_TYPES, "track": rules.RESOURCES}
    cards: list[Any] = []
    seen: dict[Any, int] = {}
    for i, c in enumerate(d["cards"]):
        path = ["cards", i]
        _check_id(c["id"], [*path, "id"], rule)
        if any(o.id == c["id"] for o in cards):
            raise _bad([*path, "id"], rule, N_("two objective cards have the id {value!r}"), value=c["id"])
        kind = c["kind"]
        if kind not in OBJECTIVE_KINDS:
            raise _bad([*path, "kind"], rule, N_("an objective's kind is one of {expected}, not {value!r}"),
                       expected=", ".join(OBJECTIVE_KINDS), value=kind)
        arg = c.get("arg")
        if kind in args and arg not in args[kind]:
            raise _bad([*path, "arg"], rule, N_("an objective of kind {kind} shows one of {expected}, not {value!r}"),
                       kind=kind, expected=", ".join(args[kind]), value=arg)
        if kind not in args and arg is not None:
            raise _bad([*path, "arg"], rule, N_("an objective of kind {kind} shows no type or resource"), kind=kind)
        if (kind, arg) in seen:
            raise _bad(path, rule, N_("cards {first} and {second} are the same objective"),
                       first=seen[(kind, arg)] + 1, second=i + 1)
        seen[(kind, arg)] = i
        cards.append(Objective(c["id"], kind, arg, c.get("name", "")))
    singles = [k for k in OBJECTIVE_KINDS if k not in args]
    missing = [k for k in singles if (k, None) not in seen]
    if missing:
        raise _bad(["cards"], rule, N_("the deck has one card of each of {expected}; {value} is missing"),
                   expected=", ".join(singles), value=missing[0])
    return ObjectiveCards(d["title"], d["demo"], tuple(cards), d.get("note", ""))


# ----------------------------------------------------------------------------------------------
# loading
# ----------------------------------------------------------------------------------------------

_BUILD = {"maps": _maps, "tiles": _tiles, "monuments": _monuments, "resource_boards": _resource_boards,
          "solo_cards": _solo, "objective_cards": _objective_cards}


def from_dict(kind: str, data: Any) -> Any:
    """A catalogue of ``kind`` (one of :data:`KINDS`) from its JSON dict, validated.

    Raises:
        InvalidCatalogue: the structure breaks the format (the field is named: missing, wrong type, unknown),
            or the data breaks a stated fact of the game (the rule is named: 10 tiles a stack, costs 2-5, every
            monument at least 1 ring, ...).
        KeyError: unknown ``kind``.
    """
    _check_schema(kind, data)
    try:
        return _BUILD[kind](data)
    except RecursionError:  # pragma: no cover - the schema bounds the nesting
        raise _bad([], RULES[kind], N_("the catalogue is nested too deeply")) from None


@lru_cache(maxsize=len(KINDS))
def _demo(kind: str) -> Any:
    return from_dict(kind, json.loads((DATA_DIR / DEMO_FILES[kind]).read_text(encoding="utf-8")))


def load(kind: str, source: Any = None) -> Any:
    """A catalogue of ``kind``: the shipped demo (``source`` None or ``"demo"``), a JSON file path, a dict in
    the format, or an already-loaded catalogue (returned as is).

    Raises:
        InvalidCatalogue: the file cannot be read or is not JSON (not UTF-8, where it breaks, a key given
            twice…; field ``catalogue``), or the data is invalid
            (see :func:`from_dict`).
        KeyError: unknown ``kind``.
    """
    if kind not in KINDS:
        raise KeyError(f"unknown catalogue kind {kind!r}; kinds: {', '.join(KINDS)}")
    if source is None or source == "demo":
        return _demo(kind)
    if isinstance(source, Mapping):
        return from_dict(kind, dict(source))
    if isinstance(source, (str, Path)):
        try:
            content = Path(source).read_bytes()
        except OSError as exc:
            raise _bad([], RULES[kind], N_("cannot read the file {file}: {detail}"), file=str(source),
                       detail=exc.strerror or str(exc)) from None
        return from_dict(kind, parse_json(content, lambda template, **params: _bad(
            [], RULES[kind], N_("the file {file} cannot be used: {detail}"), file=str(source),
            detail=Phrase(template, params)), FILE_PROBLEMS))
    expected = {"maps": MapCatalogue, "tiles": TileCatalogue, "monuments": MonumentCatalogue,
                "resource_boards": ResourceBoards, "solo_cards": SoloCards, "objective_cards": ObjectiveCards}[kind]
    if isinstance(source, expected):
        return source
    raise _bad([], RULES[kind], N_("a catalogue is a file, a JSON object or a loaded catalogue, not {value}"),
               value=type(source).__name__)


def to_phrase(catalogue: Any) -> Phrase:
    """The catalogue's title with "(demo)" when it is demo data, for headings."""
    if catalogue.demo:
        return Phrase(N_("{title} (demo)"), {"title": catalogue.title})
    return Phrase(N_("{title}"), {"title": catalogue.title})


