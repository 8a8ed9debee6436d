"""Iquazú final scoring (``shared/rules/iquazu.md`` §5.2, §5.3, §6.2).

Total = points on the score track before the final scoring
+ column points of the third-to-last, second-to-last and last column (§6.2 steps 1–2: all three
score column points; only the third-to-last column also awards row tiles)
+ VP of the row bonus tiles won at that last scoring (§5.3, rows counted over the three columns)
+ VP of the bonus tiles already held (§6.2 step 3).
Ties in the final ranking are shared: the rules have no tie-break (§6.2 step 4).

Readings chosen where the reference is not confirmed (none of them has an alternative that a
source describes, so none is an option):

* Column tie with several crystals each: compare each tied player's **lowest** crystal in the
  column (§5.2 step 2, DER). Heights are unique, so this always decides.
* Row tie whose rightmost crystals share a column: compare each player's lowest crystal of that
  row in that column (§5.3, DER).
* Rows count only the crystals of the three final columns: at the last scoring the frame shows
  wall columns 9–11 and no other alcoves (§2.2, §5.3 DER, §10 q11).
* The second-to-last and last columns are scored "whether or not they are full" [PL] with the same
  ranking and tie-breaks, counting only the crystals present (§6.2 step 2, (unconfirmed) §10 q9).
* Tiles that are not VP tiles (``null`` in ``row_tiles``) score nothing (§6.2 step 3, (unconfirmed)).
* ``track`` is the true score (the +80 per lap of §6.3 already added).
"""
from __future__ import annotations


from companion import sheets
from companion.errors import FieldRef
from companion.explain import Line
from companion.i18n import N_, Plural
from companion.iquazu import rules
from companion.result import ScoreResult, build_result

TYPE_CHECKING = False   # typing.TYPE_CHECKING without importing typing (2–4 ms of every command's start-up)
if TYPE_CHECKING:  # pragma: no cover - annotations only
    from typing import Any, Iterable, Mapping

LABELS = {
    "track": N_("Score track"),
    "columns": N_("Column majorities"),
    "rows": N_("Row bonus tiles"),
    "bonus": N_("Bonus tiles held"),
}

_ALCOVE = {
    "type": "object",
    "required": ["row", "height", "content"],
    "additionalProperties": False,
    "properties": {
        "row": {"type": "integer", "minimum": 1, "maximum": rules.ROWS, "description": "row 1-5 (1 = top)"},
        "height": sheets.count(description="height in the column, 0 = lowest (nearest the water snakes)"),
        "content": {"type": ["string", "null"], "maxLength": sheets.NAME_MAX_LENGTH,
                    "description": 'player name (a crystal), "drop" (a water drop) or null (empty)'},
    },
}
_COLUMN = {
    "type": "object",
    "required": ["stone", "alcoves"],
    "additionalProperties": False,
    "properties": {
        "stone": {"type": "array", "minItems": 1, "maxItems": rules.stone_length(rules.MAX_PLAYERS),
                  "items": sheets.count(), "description": "scoring-stone values, high to low, one fewer than players"},
        "alcoves": {"type": "array", "minItems": 1, "maxItems": rules.MAX_ALCOVES, "items": _ALCOVE},
    },
}

SCHEMA = sheets.sheet_schema(
    rules.GAME_ID, "Iquazú score sheet",
    {
        "track": sheets.count(description="points on the score track before the final scoring (laps of 80 included)"),
        "bonus_points": sheets.count(description="VP printed on the bonus tiles the player already holds"),
    },
    min_players=rules.MIN_PLAYERS, max_players=rules.MAX_PLAYERS,
    extra_properties={
        "final_columns": {
            "type": "array", "minItems": rules.FINAL_COLUMNS, "maxItems": rules.FINAL_COLUMNS, "items": _COLUMN,
            "description": "the three columns still in the frame: third-to-last, second-to-last, last",
        },
        "row_tiles": {
            "type": "array", "minItems": rules.ROWS, "maxItems": rules.ROWS,
            "items": {"type": ["integer", "null"], "minimum": 0, "maximum": sheets.SANE_CAP},
            "description": "VP of the tile up for grabs in rows 1-5 at the last scoring (null: not a VP tile)",
        },
    },
    extra_required=["final_columns", "row_tiles"],
)

_SHARED_NOTE = Plural("{names} are tied on {total} point: the rules have no tie-break, so they share rank {rank}.",
                      "{names} are tied on {total} points: the rules have no tie-break, so they share rank {rank}.",
                      count="total")


def column_ranking(crystals: Iterable[tuple[str, int]]) -> list[str]:
    """Rank the players of one column (iquazu.md §5.2 steps 1, 2 and 4).

    Args:
        crystals: one ``(player, height)`` per crystal in the column; height 0 = lowest.
    Returns:
        Players with at least one crystal, best first: most crystals, ties → lowest crystal first.
    """
    count: dict[str, int] = {}
    lowest: dict[str, int] = {}
    for player, height in crystals:
        count[player] = count.get(player, 0) + 1
        lowest[player] = min(height, lowest.get(player, height))
    return sorted(count, key=lambda p: (-count[p], lowest[p]))


def column_points(crystals: Iterable[tuple[str, int]], stone: list[int]) -> dict[str, int]:
    """Points each ranked player takes from the stone (iquazu.md §5.2 step 3).

    Args:
        crystals: ``(player, height)`` per crystal, as for :func:`column_ranking`.
        stone: the stone's values, highest first (n − 1 values for n players).
    Returns:
        player → points for the players placed within the stone's values; players without a
        crystal, or ranked below the last value, are absent (they score 0).
    """
    return {p: stone[i] for i, p in enumerate(column_ranking(crystals)) if i < len(stone)}


def row_winner(crystals: Iterable[tuple[str, int, int]]) -> str | None:
    """The player who takes a row's bonus tile (iquazu.md §5.3).

    Args:
        crystals: one ``(player, column, height)`` per crystal in the row; columns are numbered left
            to right, heights within a column (0 = lowest).
    Returns:
        Most crystals wins; tie → the crystal furthest right; still tied → the lower crystal in that
        column. ``None`` when the row has no crystal (the tile leaves the game).
    """
    count: dict[str, int] = {}
    right: dict[str, tuple[int, int]] = {}
    for player, column, height in crystals:
        count[player] = count.get(player, 0) + 1
        best = right.get(player)
        if best is None or (column, -height) > best:
            right[player] = (column, -height)
    if not count:
        return None
    return max(count, key=lambda p: (count[p], right[p]))


def columns_line(places: list[int | None], points: list[int]) -> Line:
    """Column points of the three final columns as ``c1 + c2 + c3`` (iquazu.md §6.2 steps 1–2).

    Args:
        places: the player's place in each column (1 = best), ``None`` without a crystal there.
        points: the points the player takes from each column's stone.
    """
    values = {f"c{i + 1}": v for i, v in enumerate(points)}
    shown = ", ".join("–" if p is None else str(p) for p in places)
    return Line("columns", sum(points), " + ".join(values), values,
                N_("place in the third-to-last, second-to-last and last column: {places}"), {"places": shown})


def rows_line(rows_won: list[int], row_tiles: list[int | None]) -> Line:
    """VP of the row tiles won at the last scoring, as ``r1 + r4 …`` (iquazu.md §5.3, §6.2 steps 1 and 3).

    Args:
        rows_won: row numbers (1–5) whose tile the player took.
        row_tiles: VP of the tile of each row, ``None`` for a tile that is not a VP tile (counts 0).
    """
    if not rows_won:
        return Line("rows", 0, "0", {}, N_("no row tile won"))
    values = {f"r{row}": row_tiles[row - 1] or 0 for row in rows_won}
    return Line("rows", sum(values.values()), " + ".join(values), values,
                Plural("tile won in row {rows}; a tile that is not a VP tile counts 0",
                       "tiles won in rows {rows}; a tile that is not a VP tile counts 0"),
                {"rows": ", ".join(map(str, rows_won)), "count": len(rows_won)})


def _crystals(column: Mapping[str, Any]) -> list[tuple[int, Mapping[str, Any]]]:
    """``(alcove index, alcove)`` of every crystal in a sheet column (drops and empty alcoves left out)."""
    return [(a, alc) for a, alc in enumerate(column["alcoves"]) if alc["content"] not in (None, rules.DROP)]


def _normal_contents(sheet: dict[str, Any]) -> dict[str, Any]:
    """The sheet with every alcove content in the normal form of a name (NFC, trimmed), as the player
    names are (:func:`companion.sheets.validate`), so that ``"Zoe\u0308"`` finds the player ``"Zoë"``."""
    def alcove(a: Mapping[str, Any]) -> dict[str, Any]:
        content = a["content"]
        return dict(a, content=sheets.normal_name(content) if isinstance(content, str) else content)

    columns = [dict(col, alcoves=[alcove(a) for a in col["alcoves"]]) for col in sheet["final_columns"]]
    return dict(sheet, final_columns=columns)


def check_limits(sheet: Mapping[str, Any], *, ended: bool = True) -> None:
    """Raise :class:`InvalidScoreSheet` where the sheet breaks Iquazú's components or end state.

    Checks (iquazu.md section): no player called ``"drop"`` (unique names are checked for every game by
    :func:`companion.sheets.validate`); n − 1 stone values (§5.2 step 3) from high to low; alcove
    heights unique within a column (§2.6); rows agree with heights within a column: rows are numbered
    from the top and heights from the bottom, so a higher alcove is in the same or an upper row
    (§2.1, §2.6); alcove contents are a player, ``"drop"`` or null; the third-to-last column is full,
    since only a full column is scored (§5.1, §6.1); at most 34 crystals per player (§1: 35 per colour,
    §3 step 8: one is the score marker) and 50 water drops (§1) in the final columns. With ``ended`` False
    (a position in the middle of a game, scored as if it ended now) the third-to-last column may have empty
    alcoves.

    Names and contents are compared in normal form (:func:`companion.sheets.normal_name`).
    """
    players = sheet["players"]
    names = {p["name"] for p in players}
    for i, p in enumerate(players):
        if p["name"] == rules.DROP:
            sheets.fail(["players", i, "name"], N_('the name "drop" is reserved for water drops'))
    n = len(players)
    crystals = {name: 0 for name in names}
    drops = 0
    for c, column in enumerate(sheet["final_columns"]):
        stone = column["stone"]
        if len(stone) != rules.stone_length(n):
            sheets.fail(["final_columns", c, "stone"],
                        Plural("a {players}-player stone has {expected} value, not {count}",
                               "a {players}-player stone has {expected} values, not {count}", count="expected"),
                        players=n, expected=rules.stone_length(n), count=len(stone))
        for v in range(1, len(stone)):
            if stone[v] > stone[v - 1]:
                sheets.fail(["final_columns", c, "stone", v],
                            N_("stone values go from high to low: {value} cannot follow {previous}"),
                            value=stone[v], previous=stone[v - 1])
        heights: set[int] = set()
        for a, alcove in enumerate(column["alcoves"]):
            path = ["final_columns", c, "alcoves", a]
            if alcove["height"] in heights:
                sheets.fail([*path, "height"], N_("height {height} is used twice in this column"),
                            height=alcove["height"])
            heights.add(alcove["height"])
            for b, other in enumerate(column["alcoves"][:a]):
                if (alcove["height"] - other["height"]) * (alcove["row"] - other["row"]) > 0:
                    sheets.fail([*path, "row"],
                                N_("{other} is at height {other_height} in row {other_row}, so this alcove at height "
                                   "{height} cannot be in row {row}: rows are numbered from the top and heights "
                                   "from the bottom"),
                                other=FieldRef(sheets.field_path(["final_columns", c, "alcoves", b])),
                                other_height=other["height"], other_row=other["row"],
                                height=alcove["height"], row=alcove["row"])
            content = alcove["content"]
            if content is None:
                if c == 0 and ended:
                    sheets.fail([*path, "content"], N_("the third-to-last column is scored only once it is full, "
                                                       "so no alcove can be empty"))
            elif content == rules.DROP:
                drops += 1
                if drops > rules.WATER_DROPS:
                    sheets.fail([*path, "content"], Plural("the game has only {limit} water drop",
                                                           "the game has only {limit} water drops", count="limit"),
                                limit=rules.WATER_DROPS)
            elif content not in names:
                sheets.fail([*path, "content"], N_('unknown player {name!r}: expected a player name, "drop" or null'),
                            name=sheets.shown(content))
            else:
                crystals[content] += 1
                if crystals[content] > rules.CRYSTALS_TO_PLACE:
                    sheets.fail([*path, "content"], Plural("{name} has only {limit} crystal to place",
                                                           "{name} has only {limit} crystals to place", count="limit"),
                                name=content, limit=rules.CRYSTALS_TO_PLACE)


def score_sheet(sheet: Mapping[str, Any], *, ended: bool = True) -> ScoreResult:
    """Validate and score an Iquazú sheet at the end of the game (iquazu.md §6.2).

    Args:
        sheet: ``{"game": "iquazu", "players": [{"name", "track", "bonus_points"}, …],
            "final_columns": [{"stone": [values high→low], "alcoves": [{"row", "height", "content"}, …]} ×3],
            "row_tiles": [VP or null ×5]}`` — points, VP, the three columns left in the frame
            (third-to-last, second-to-last, last) and the VP of the tile of rows 1–5.
        ended: False to score a position in the middle of a game as if it ended now (the what-if tools):
            the three columns are then scored as they stand, the third-to-last one possibly not full.
    Returns:
        :class:`~companion.result.ScoreResult` with categories ``track``, ``columns``, ``rows``,
        ``bonus``; equal totals share their rank (no tie-break, §6.2 step 4).
    Raises:
        InvalidScoreSheet: bad format or a component limit broken (see :func:`check_limits`).
    """
    sheet = _normal_contents(sheets.validate(sheet, SCHEMA))
    check_limits(sheet, ended=ended)
    players = sheet["players"]
    columns = sheet["final_columns"]
    row_tiles = sheet["row_tiles"]
    places: dict[str, list[int | None]] = {p["name"]: [] for p in players}
    points: dict[str, list[int]] = {p["name"]: [] for p in players}
    for column in columns:
        crystals = [(alc["content"], alc["height"]) for _, alc in _crystals(column)]
        ranking = column_ranking(crystals)
        won = column_points(crystals, column["stone"])
        for name in places:
            places[name].append(ranking.index(name) + 1 if name in ranking else None)
            points[name].append(won.get(name, 0))
    rows_won: dict[str, list[int]] = {p["name"]: [] for p in players}
    for row in range(1, rules.ROWS + 1):
        winner = row_winner((alc["content"], c, alc["height"]) for c, column in enumerate(columns)
                            for _, alc in _crystals(column) if alc["row"] == row)
        if winner is not None:
            rows_won[winner].append(row)
    scored = [
        (p["name"], [
            Line("track", p["track"], "t", {"t": p["track"]}),
            columns_line(places[p["name"]], points[p["name"]]),
            rows_line(rows_won[p["name"]], row_tiles),
            Line("bonus", p["bonus_points"], "b", {"b": p["bonus_points"]}),
        ])
        for p in players
    ]
    return build_result(rules.GAME_ID, LABELS, scored, [], shared_note=_SHARED_NOTE)
