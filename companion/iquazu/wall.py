"""The Iquazú wall as data: rock strips, alcoves, tile columns, scoring boards and the bonus-tile pool
(``shared/rules/iquazu.md`` §2.1–2.2 and the data model of §2.6).

The strip artwork, the scoring-stone values and the bonus-tile mix are not published (§10 q1–q3), so a wall
is a JSON file that a player enters once from their own copy (or the shipped **demo** wall, invented data
that follows every stated fact and says so in its ``demo`` field). Format, version 1::

    {
      "format": "iquazu-wall", "version": 1,
      "name": "demo",                        # shown on every view
      "demo": true,                          # required: true = invented data, never the printed board
      "note": "free text (optional)",
      "strips": [                            # the rock strips (§1): any number, each with side A and/or B
        {"strip": "1", "sides": {
            "A": [                           # the side's columns, left to right
              {"shade": "light",             # light/dark column shading (cosmetic, §2.1)
               "alcoves": [                  # at least one alcove per column (§2.6)
                 {"colour": "white",         # rim colour: white, blue or orange (§2.1) = the cards to pay
                  "row": 1,                  # row 1-5, 1 = top (§2.1): the row majority it counts for
                  "height": 4}]}],           # 0 = lowest (nearest the water snakes), unique in the column
            "B": [...]}}],                   # every side of a strip spans the same number of columns
      "tile_columns": [{"column": 6, "back": "light"}, ..., {"column": 14, "back": "dark"}],
      "scoring_boards": {"2": [[7], ...], "3": [[9, 4], ...], "4": [[8, 5, 2], ...]},
      "bonus_tiles": [{"back": "light", "kind": "vp", "value": 2, "count": 5},
                      {"back": "light", "kind": "cards", "value": 3, "count": 4},
                      {"back": "dark", "kind": "double_move", "count": 2}, ...]
    }

Rules a wall must follow (each failure raises :class:`~companion.errors.InvalidWall` naming the field and
the section):

* the strips laid side by side give the wall's **W alcove columns** (the reference derives W = 11, §2.2);
  every side of one strip spans as many columns, so any order and any sides give W columns (§3 step 3);
* within a column, heights are unique and a higher alcove is never in a lower row (§2.6: row 1 is the top
  row, height 0 the lowest alcove);
* the tile columns are exactly columns 6 … W + 3, one per frame position (the frame reveals column p + 5
  at position p, and the game ends at the scoring of column W − 2, §2.2, §6.1);
* one scoring stone per alcove column for each player count given, with n − 1 values from high to low
  (§5.2 step 3);
* 45 bonus tiles, 35 with light and 10 with dark backs (§1), five for each tile column of that back (§3 step
  5); a VP tile has a value of at least 1, an extra-cards tile 2, 3 or 4, the other two kinds none (§1.1).

Validation uses the project's JSON Schema tooling (:func:`companion.sheets.check_structure`, fastjsonschema)
for the shape, then the cross-field checks above.

Example:
    >>> wall = load_wall("demo")
    >>> wall.demo, wall.columns, len(wall.tile_backs), sum(c for _, c in wall.tiles)
    (True, 11, 9, 45)
"""
from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Mapping

from companion import sheets
from companion.errors import InvalidScoreSheet, InvalidWall
from companion.i18n import N_, Phrase, Plural
from companion.jsontext import FILE_PROBLEMS, parse_json
from companion.iquazu import rules

__all__ = ["Alcove", "Column", "TileKind", "Wall", "SCHEMA", "wall_from_dict", "load_wall", "load_wall_data",
           "SHIPPED_WALLS", "WALLS_DIR", "parse_layout"]

WALLS_DIR = Path(__file__).with_name("walls")
SHIPPED_WALLS = ("demo",)
FORMAT = "iquazu-wall"
VERSION = 1
SIDES = ("A", "B")
SHADES = ("light", "dark")
_STRIP_ID = re.compile(r"^[A-Za-z0-9_-]{1,20}$")
#: names of the tile kinds and backs for players (iquazu.md §1.1, §8: "żeton bonusu", "jasnoniebieski")
KIND_LABELS = {"vp": N_("victory points"), "cards": N_("extra cards"), "any_colour": N_("colour doesn't matter"),
               "double_move": N_("double move")}
BACK_LABELS = {"light": N_("light"), "dark": N_("dark")}


# ----------------------------------------------------------------------------------------------
# the records of §2.6
# ----------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Alcove:
    """One alcove (wnęka) of a column (iquazu.md §2.6 ``AlcoveSpec``).

    Attributes:
        colour: rim colour, ``"white"``, ``"blue"`` or ``"orange"``: the colour of the cards to pay (§2.3).
        row: 1–5, 1 = top row (§2.1): the row majority it counts for (§5.3).
        height: 0 = lowest (nearest the water snakes), unique in its column: "lower" in both tie-breaks
            (§5.2, §5.3) and "topmost empty" for drops (§4 step 2).
    """

    colour: str
    row: int
    height: int


@dataclass(frozen=True, slots=True)
class Column:
    """One wall column (iquazu.md §2.6 ``ColumnSpec``): its shading (cosmetic) and its alcoves, top first."""

    shade: str
    alcoves: tuple[Alcove, ...]

    def alcove(self, height: int) -> Alcove | None:
        """The alcove at ``height`` (None if the column has none there)."""
        return next((a for a in self.alcoves if a.height == height), None)


@dataclass(frozen=True, slots=True, order=True)
class TileKind:
    """A kind of bonus tile of the pool (iquazu.md §1.1, §2.6 ``BonusTile``).

    Attributes:
        back: ``"light"`` or ``"dark"`` (the back's colour, §1).
        kind: ``"vp"``, ``"cards"``, ``"any_colour"`` or ``"double_move"``.
        value: VP printed on a VP tile, 2/3/4 on an extra-cards tile, None for the other kinds.
    """

    back: str
    kind: str
    value: int | None = None

    def __str__(self) -> str:
        return f"{self.back} {self.kind}" + ("" if self.value is None else f" {self.value}")

    def phrase(self) -> Phrase:
        """The tile named for a player ("2 victory points", "3 extra cards", "colour doesn't matter")."""
        if self.kind == "vp":
            return Phrase(Plural("{count} victory point", "{count} victory points"), {"count": self.value})
        if self.kind == "cards":
            return Phrase(Plural("{count} extra card", "{count} extra cards"), {"count": self.value})
        return Phrase(KIND_LABELS[self.kind])


#: wall → its strips with the names of their sides, ``((strip, (side, ...)), ...)`` (for random_layout)
_SIDE_NAMES: dict[Any, tuple[tuple[str, tuple[str, ...]], ...]] = {}


@dataclass(frozen=True, eq=False)
class Wall:
    """A validated wall description (build one with :func:`wall_from_dict` or :func:`load_wall`).

    Attributes:
        name: the wall's name (shown on every view).
        demo: True for invented data (the shipped demo wall): views must say it is not the printed board.
        note: free text of the file.
        strips: ``(strip id, ((side, columns), ...))`` in file order; columns left to right.
        tile_backs: back of each tile column, from column 6 (index 0) to column W + 3.
        stones: ``{players: stones per alcove column}``, each stone its values high to low (n − 1 of them).
        tiles: ``((TileKind, count), ...)``: the bonus-tile pool, 45 tiles.
        data: the JSON dict the wall was read from (normalised), for saving and equality.
    """

    name: str
    demo: bool
    note: str
    strips: tuple[tuple[str, tuple[tuple[str, tuple[Column, ...]], ...]], ...]
    tile_backs: tuple[str, ...]
    stones: Mapping[int, tuple[tuple[int, ...], ...]]
    tiles: tuple[tuple[TileKind, int], ...]
    data: dict[str, Any] = field(repr=False)
    _key: str = field(init=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_key", json.dumps(self.data, sort_keys=True, ensure_ascii=False))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Wall) and self._key == other._key

    def __hash__(self) -> int:
        return hash(self._key)

    @property
    def columns(self) -> int:
        """W: the number of alcove columns of the laid wall (the sum over the strips, §2.2)."""
        return sum(len(sides[0][1]) for _, sides in self.strips)

    @property
    def frame_positions(self) -> int:
        """Positions the frame can stand in: W − 2 (the last scoring is the third-to-last column, §2.2, §6.1)."""
        return self.columns - 2

    @property
    def strip_ids(self) -> tuple[str, ...]:
        """The strip ids in file order."""
        return tuple(s for s, _ in self.strips)

    def side(self, strip: str, side: str) -> tuple[Column, ...]:
        """The columns of ``side`` of ``strip``, left to right.

        Raises:
            KeyError: no such strip or side.
        """
        return dict(dict(self.strips)[strip])[side]

    def lay(self, layout: tuple[tuple[str, str], ...]) -> tuple[Column, ...]:
        """The wall columns 1..W for the strips laid in ``layout`` order, each on the side named."""
        return tuple(c for strip, side in layout for c in self.side(strip, side))

    def random_layout(self, rng: random.Random) -> tuple[tuple[str, str], ...]:
        """The strips in random order, each on a random side it has (iquazu.md §3 step 3)."""
        sides_of = _SIDE_NAMES.get(self)
        if sides_of is None:
            if len(_SIDE_NAMES) > 64:
                _SIDE_NAMES.clear()
            sides_of = _SIDE_NAMES[self] = tuple((strip, tuple(s for s, _ in sides)) for strip, sides in self.strips)
        order = list(sides_of)
        rng.shuffle(order)
        choice = rng.choice
        return tuple([(strip, choice(names)) for strip, names in order])

    def check_layout(self, layout: Any) -> tuple[tuple[str, str], ...]:
        """``layout`` (a list like ``["2B", "1A", …]`` or ``(strip, side)`` pairs) checked: every strip once,
        on a side it has (iquazu.md §3 step 3).

        Raises:
            InvalidWall: a strip unknown, missing or twice, or a side the strip does not have.
        """
        pairs = parse_layout(layout)
        known = dict(self.strips)
        for i, (strip, side) in enumerate(pairs):
            if strip not in known:
                raise InvalidWall(f"layout[{i}]", "iquazu 3", N_("wall {wall} has no strip {strip}"),
                                  wall=self.name, strip=strip)
            if side not in dict(known[strip]):
                raise InvalidWall(f"layout[{i}]", "iquazu 3", N_("strip {strip} has no side {side}"),
                                  strip=strip, side=side)
        ids = [s for s, _ in pairs]
        if sorted(ids) != sorted(known):
            raise InvalidWall("layout", "iquazu 3", N_("lay every strip of the wall once: {strips}"),
                              strips=", ".join(known))
        return pairs

    def stones_for(self, players: int) -> tuple[tuple[int, ...], ...] | None:
        """The scoring board for ``players`` players: one stone per alcove column (None if not entered)."""
        return self.stones.get(players)

    def label(self) -> Phrase:
        """How views name the wall: a demo wall always says it is invented, not the printed board."""
        if self.demo:
            return Phrase(N_("{name}: demo wall, invented data, not the printed board"), {"name": self.name})
        return Phrase(N_("wall {name}"), {"name": self.name})

    def to_dict(self) -> dict[str, Any]:
        """The wall in its JSON format (a copy; :func:`wall_from_dict` reads it back)."""
        return json.loads(self._key)


def parse_layout(layout: Any) -> tuple[tuple[str, str], ...]:
    """A layout as ``(strip, side)`` pairs, from ``["2B", "1A"]`` (strip id then side letter) or pairs.

    Raises:
        InvalidWall: not a list of such entries.
    """
    if not isinstance(layout, (list, tuple)) or not layout:
        raise InvalidWall("layout", "iquazu 3", N_('a layout lists the strips in order, e.g. ["2B", "1A"]'))
    out = []
    for i, item in enumerate(layout):
        if isinstance(item, str) and len(item) >= 2 and item[-1] in SIDES:
            out.append((item[:-1], item[-1]))
        elif (isinstance(item, (list, tuple)) and len(item) == 2 and all(isinstance(x, str) for x in item)
              and item[1] in SIDES):
            out.append((item[0], item[1]))
        else:
            raise InvalidWall(f"layout[{i}]", "iquazu 3",
                              N_("a strip in a layout is its id followed by its side A or B, e.g. 2B"))
    return tuple(out)


# ----------------------------------------------------------------------------------------------
# the JSON format
# ----------------------------------------------------------------------------------------------

_ALCOVE = {
    "type": "object", "required": ["colour", "row", "height"], "additionalProperties": False,
    "properties": {
        "colour": {"enum": list(rules.CARD_COLOURS), "description": "rim colour (§2.1)"},
        "row": {"type": "integer", "minimum": 1, "maximum": rules.ROWS, "description": "row 1-5, 1 = top"},
        "height": sheets.count(description="0 = lowest, unique in the column"),
    },
}
_COLUMN = {
    "type": "object", "required": ["shade", "alcoves"], "additionalProperties": False,
    "properties": {
        "shade": {"enum": list(SHADES), "description": "light or dark column (cosmetic)"},
        "alcoves": {"type": "array", "minItems": 1, "items": _ALCOVE},
    },
}
_SIDE = {"type": "array", "minItems": 1, "items": _COLUMN, "description": "the side's columns, left to right"}
_STRIP = {
    "type": "object", "required": ["strip", "sides"], "additionalProperties": False,
    "properties": {
        "strip": {"type": "string", "minLength": 1, "description": "strip id (letters, digits, - or _)"},
        "sides": {"type": "object", "additionalProperties": False, "properties": {s: _SIDE for s in SIDES}},
    },
}
_STONE = {"type": "array", "minItems": 1, "maxItems": rules.stone_length(rules.MAX_PLAYERS),
          "items": sheets.count(), "description": "values high to low, n - 1 of them"}
_BOARD = {"type": "array", "minItems": 1, "items": _STONE, "description": "one stone per alcove column"}
_TILE = {
    "type": "object", "required": ["back", "kind", "count"], "additionalProperties": False,
    "properties": {
        "back": {"enum": list(rules.TILE_BACKS)},
        "kind": {"enum": list(rules.TILE_KINDS)},
        "value": {"type": ["integer", "null"], "minimum": 0},
        "count": {"type": "integer", "minimum": 1},
    },
}

#: JSON Schema (draft-07) of a wall file (the shape; :func:`wall_from_dict` adds the cross-field rules).
SCHEMA: dict[str, Any] = {
    "$schema": sheets.SCHEMA_DIALECT,
    "$id": "https://board-game-companion.invalid/schema/iquazu-wall.json",
    "title": "Iquazú wall",
    "type": "object",
    "required": ["format", "version", "name", "demo", "strips", "tile_columns", "scoring_boards", "bonus_tiles"],
    "additionalProperties": False,
    "properties": {
        "format": {"const": FORMAT},
        "version": {"const": VERSION},
        "name": {"type": "string", "minLength": 1, "pattern": r"\S"},
        "demo": {"type": "boolean", "description": "true: invented data, not the printed board"},
        "note": {"type": "string"},
        "strips": {"type": "array", "minItems": 1, "items": _STRIP},
        "tile_columns": {"type": "array", "minItems": 1, "items": {
            "type": "object", "required": ["column", "back"], "additionalProperties": False,
            "properties": {"column": {"type": "integer", "minimum": rules.FIRST_TILE_COLUMN},
                           "back": {"enum": list(rules.TILE_BACKS)}}}},
        "scoring_boards": {"type": "object", "additionalProperties": False,
                           "properties": {str(n): _BOARD for n in range(rules.MIN_PLAYERS, rules.MAX_PLAYERS + 1)}},
        "bonus_tiles": {"type": "array", "minItems": 1, "items": _TILE},
    },
}


def _rule_of(path: str) -> str:
    """The section a field of the wall format follows (for shape errors)."""
    if "alcoves" in path:
        return "iquazu 2.1" if path.endswith((".row", ".colour")) else "iquazu 2.6"
    for part, rule in (("scoring_boards", "iquazu 5.2"), ("bonus_tiles", "iquazu 1.1"),
                       ("tile_columns", "iquazu 2.2"), ("strips", "iquazu 2.6")):
        if path.startswith(part):
            return rule
    return "iquazu 2.6"


def _board_key(field: str) -> str:
    """The scoring boards' keys "2", "3", "4" are names, written ``scoring_boards.4[7]`` (not ``[4]`` or
    ``['4']``)."""
    return re.sub(r"^scoring_boards\[(?:'(\d+)'|(\d+))\]", lambda m: f"scoring_boards.{m[1] or m[2]}", field)


def _fail(path: list[Any] | str, rule: str, template: Any, **params: Any) -> InvalidWall:
    return InvalidWall(_board_key(path if isinstance(path, str) else sheets.field_path(path)), rule, template,
                       **params)


def wall_from_dict(data: Any) -> Wall:
    """Validate a wall description (the JSON format of the module docstring) and build the :class:`Wall`.

    Raises:
        InvalidWall: the first problem found, naming the field (``strips[1].sides.B[0].alcoves[2].height``)
            and the rule (``iquazu 2.6``): a shape error (missing field, wrong type, value out of range) or
            one of the cross-field rules listed in the module docstring.
    """
    try:
        sheets.check_structure(data, SCHEMA)
    except InvalidScoreSheet as exc:
        where = "wall" if exc.field == "sheet" else _board_key(exc.field)
        raise InvalidWall(where, _rule_of(where), exc.template, **exc.params) from None
    W = 0
    strips = []
    seen: set[str] = set()
    for i, raw in enumerate(data["strips"]):
        sid = raw["strip"]
        if not _STRIP_ID.match(sid):
            raise _fail(["strips", i, "strip"], "iquazu 2.6",
                        N_("a strip id is 1 to 20 letters, digits, - or _, not {strip!r}"), strip=sid)
        if sid in seen:
            raise _fail(["strips", i, "strip"], "iquazu 2.6", N_("strip {strip} is listed twice"), strip=sid)
        seen.add(sid)
        if not raw["sides"]:
            raise _fail(["strips", i, "sides"], "iquazu 1", N_("a rock strip needs side A, side B or both"))
        sides = []
        width = None
        for side in SIDES:
            if side not in raw["sides"]:
                continue
            columns = []
            for c, col in enumerate(raw["sides"][side]):
                columns.append(_column(col, ["strips", i, "sides", side, c]))
            if width is not None and len(columns) != width:
                raise _fail(["strips", i, "sides", side], "iquazu 3",
                            Plural("both sides of a strip span the same columns: side A has {count} column, "
                                   "side B {other}",
                                   "both sides of a strip span the same columns: side A has {count} columns, "
                                   "side B {other}"), count=width, other=len(columns))
            width = len(columns)
            sides.append((side, tuple(columns)))
        W += width or 0
        strips.append((sid, tuple(sides)))
    if W < rules.FINAL_COLUMNS:
        raise _fail("strips", "iquazu 6.1", Plural("the wall needs at least {count} alcove column (the last three "
                                                   "are scored at the end)",
                                                   "the wall needs at least {count} alcove columns (the last three "
                                                   "are scored at the end)"), count=rules.FINAL_COLUMNS)
    backs = _tile_columns(data["tile_columns"], W)
    tiles = _tiles(data["bonus_tiles"], backs)
    stones = _boards(data["scoring_boards"], W)
    return Wall(name=data["name"].strip(), demo=data["demo"], note=data.get("note", ""), strips=tuple(strips),
                tile_backs=backs, stones=stones, tiles=tiles, data=json.loads(json.dumps(data)))


def check_column(col: Mapping[str, Any], path: tuple[Any, ...] = ("column",)) -> Column:
    """One column of a strip side checked as the loader checks it (iquazu.md §2.6: heights unique in the column,
    a higher alcove never in a lower row), for an editor that checks each edit.

    Args:
        col: ``{"shade": "light" | "dark", "alcoves": [{"colour", "row", "height"}, ...]}`` (shape as in the file).
        path: the column's place in the wall file as JSON path parts (``("strips", 0, "sides", "A", 2)``),
            the start of an error's field.

    Raises:
        InvalidWall: the first broken rule, its field ``<path>.alcoves[<i>].row`` / ``.height`` (rule iquazu 2.6).
    """
    return _column(col, list(path))


def _column(col: Mapping[str, Any], path: list[Any]) -> Column:
    """One column, checked: heights unique, rows never lower for a higher alcove (§2.6); alcoves top first."""
    seen: dict[int, int] = {}
    for a, alc in enumerate(col["alcoves"]):
        if alc["height"] in seen:
            raise _fail([*path, "alcoves", a, "height"], "iquazu 2.6",
                        N_("height {height} is used twice in this column (alcoves {first} and {second})"),
                        height=alc["height"], first=seen[alc["height"]], second=a)
        seen[alc["height"]] = a
    alcoves = sorted((Alcove(a["colour"], a["row"], a["height"]) for a in col["alcoves"]), key=lambda x: -x.height)
    for upper, lower in zip(alcoves, alcoves[1:]):
        if upper.row > lower.row:
            a = next(i for i, x in enumerate(col["alcoves"]) if x["height"] == upper.height)
            raise _fail([*path, "alcoves", a, "row"], "iquazu 2.6",
                        N_("the alcove at height {height} is above the one at height {lower} but in a lower row "
                           "({row} > {lower_row}); row 1 is the top row"),
                        height=upper.height, lower=lower.height, row=upper.row, lower_row=lower.row)
    return Column(col["shade"], tuple(alcoves))


def _tile_columns(items: list[Mapping[str, Any]], W: int) -> tuple[str, ...]:
    """The back of each tile column 6..W+3, checked to be exactly those columns (§2.2)."""
    last = W + 3
    backs: dict[int, str] = {}
    for i, item in enumerate(items):
        c = item["column"]
        if c in backs:
            raise _fail(["tile_columns", i, "column"], "iquazu 2.2", N_("tile column {column} is listed twice"),
                        column=c)
        if c > last:
            raise _fail(["tile_columns", i, "column"], "iquazu 2.2",
                        N_("a wall of {columns} alcove columns has tile columns {first} to {last}, one for each "
                           "frame position, not {column}"), columns=W, first=rules.FIRST_TILE_COLUMN, last=last,
                        column=c)
        backs[c] = item["back"]
    missing = [c for c in range(rules.FIRST_TILE_COLUMN, last + 1) if c not in backs]
    if missing:
        raise _fail("tile_columns", "iquazu 2.2",
                    N_("a wall of {columns} alcove columns has tile columns {first} to {last}, one for each frame "
                       "position; missing: {missing}"), columns=W, first=rules.FIRST_TILE_COLUMN, last=last,
                    missing=", ".join(map(str, missing)))
    return tuple(backs[c] for c in range(rules.FIRST_TILE_COLUMN, last + 1))


def _tiles(items: list[Mapping[str, Any]], backs: tuple[str, ...]) -> tuple[tuple[TileKind, int], ...]:
    """The bonus-tile pool, checked: values by kind (§1.1), no kind twice, 35 light + 10 dark (§1), five per
    tile column of that back (§3 step 5)."""
    out: dict[TileKind, int] = {}
    for i, item in enumerate(items):
        kind, value = item["kind"], item.get("value")
        path = ["bonus_tiles", i, "value"]
        if kind == "vp" and (value is None or value < 1):
            raise _fail(path, "iquazu 1.1", N_("a victory-point tile shows at least 1 point"))
        if kind == "cards" and value not in rules.CARD_TILE_VALUES:
            raise _fail(path, "iquazu 1.1", N_("an extra-cards tile gives 2, 3 or 4 cards"))
        if kind in ("any_colour", "double_move") and value is not None:
            raise _fail(path, "iquazu 1.1", N_("a {kind_label} tile has no value"), kind_label=KIND_LABELS[kind])
        tile = TileKind(item["back"], kind, value)
        if tile in out:
            raise _fail(["bonus_tiles", i], "iquazu 1.1", N_("the tiles {tile} are listed twice: give one count"),
                        tile=str(tile))
        out[tile] = item["count"]
    for back in rules.TILE_BACKS:
        have = sum(c for t, c in out.items() if t.back == back)
        if have != rules.BONUS_TILES[back]:
            raise _fail("bonus_tiles", "iquazu 1",
                        N_("the game has {expected} bonus tiles with a {back_label} back, not {count}"),
                        expected=rules.BONUS_TILES[back], back_label=back, count=have)
        fields = 5 * backs.count(back)
        if have != fields:
            raise _fail("tile_columns", "iquazu 3",
                        N_("{count} tiles with a {back_label} back need {columns} tile columns of that back "
                           "(5 each), not {have}"), count=have, back_label=back, columns=have // 5,
                        have=backs.count(back))
    return tuple(sorted(out.items()))


def _boards(boards: Mapping[str, Any], W: int) -> dict[int, tuple[tuple[int, ...], ...]]:
    """The scoring boards, checked: one stone per column, n − 1 values high to low (§5.2)."""
    if not boards:
        raise _fail("scoring_boards", "iquazu 3", N_("enter the scoring board of at least one player count"))
    out = {}
    for key, stones in boards.items():
        n = int(key)
        if len(stones) != W:
            raise _fail(["scoring_boards", key], "iquazu 2.1",
                        N_("one scoring stone per alcove column: the wall has {columns}, the board {count}"),
                        columns=W, count=len(stones))
        for c, stone in enumerate(stones):
            if len(stone) != rules.stone_length(n):
                raise _fail(["scoring_boards", key, c], "iquazu 5.2",
                            Plural("a {players}-player stone has {expected} value, not {count}",
                                   "a {players}-player stone has {expected} values, not {count}", count="expected"),
                            players=n, expected=rules.stone_length(n), count=len(stone))
            for v in range(1, len(stone)):
                if stone[v] > stone[v - 1]:
                    raise _fail(["scoring_boards", key, c, v], "iquazu 5.2",
                                N_("stone values go from high to low: {value} cannot follow {previous}"),
                                value=stone[v], previous=stone[v - 1])
        out[n] = tuple(tuple(s) for s in stones)
    return out


# ----------------------------------------------------------------------------------------------
# files
# ----------------------------------------------------------------------------------------------

def load_wall_data(name_or_path: str | Path) -> dict[str, Any]:
    """The raw JSON dict of a shipped wall (``"demo"``) or of a wall file.

    Raises:
        InvalidWall: the file does not exist or is not JSON (not UTF-8, where it breaks, a key given twice…;
            field ``wall``).
    """
    path = WALLS_DIR / f"{name_or_path}.json" if str(name_or_path) in SHIPPED_WALLS else Path(name_or_path)
    try:
        content = path.read_bytes()
    except (FileNotFoundError, IsADirectoryError):
        raise InvalidWall("wall", "iquazu 2.6", N_("the wall file {path} does not exist"), path=str(path)) from None
    return parse_json(content, lambda template, **params: InvalidWall(
        "wall", "iquazu 2.6", N_("the wall file {path} cannot be used: {error}"), path=str(path),
        error=Phrase(template, params)), FILE_PROBLEMS)


@lru_cache(maxsize=len(SHIPPED_WALLS))
def _shipped(name: str) -> Wall:
    return wall_from_dict(load_wall_data(name))


def load_wall(source: str | Path | Mapping[str, Any] | Wall) -> Wall:
    """A wall from a shipped name (``"demo"``), a file path, a JSON dict or a :class:`Wall`.

    Shipped walls are read once per session; a file is read afresh each time (the wall editor may save it).

    Raises:
        InvalidWall: the file is missing or malformed, or the wall breaks a rule (see :func:`wall_from_dict`).
    """
    if isinstance(source, Wall):
        return source
    if type(source) is str and source in SHIPPED_WALLS:     # the common case first (no ABC check)
        return _shipped(source)
    if isinstance(source, Mapping):
        return wall_from_dict(dict(source))
    if str(source) in SHIPPED_WALLS:
        return _shipped(str(source))
    return wall_from_dict(load_wall_data(source))
