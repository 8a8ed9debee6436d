"""A scoring round told step by step, for boards and lessons (iquazu.md §5, §6.2): who has the column majority
and why (the lower-crystal tie rule), who takes each row's tile and why (furthest right, then lower; an empty
row loses its tile), and what happens after the scoring (the frame moves, then the new tiles are turned face up,
the drop box and the crystal box pass).

Nothing is decided here that the rules modules do not decide: the ranking and the row winner are the
calculator's own functions (:func:`companion.iquazu.scoring.column_ranking`, :func:`~companion.iquazu.scoring.row_winner`,
the same ones the engine's scoring round agrees with, see :mod:`companion.iquazu.scoring_round`); this module
only reads a position and says in words why those functions rank as they do. It is an engine *query* kept apart
from the core (:mod:`companion.iquazu.core` is not touched).

* :func:`explain_scoring` — the steps of the scoring round(s) a move caused, from the position before and after it;
* :func:`last_scoring` — the last move of a game that caused a scoring round (or ended the game), as the
  positions before and after it;
* :class:`ScoringStep` — one step: a column, a row, the after-scoring sequence or the final totals, with
  its sentences as :class:`~companion.i18n.Phrase` objects (shown in any language).

Example:
    >>> from companion import games
    >>> s = games.get("iquazu").new_game(["Ann", "Bob"], seed=7)
    >>> last_scoring(s) is None          # no scoring yet
    True
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from companion.i18n import N_, Phrase, Plural
from companion.iquazu import rules
from companion.iquazu.scoring import column_ranking, row_winner

__all__ = ["ScoringStep", "explain_scoring", "last_scoring", "column_step", "row_step"]


@dataclass(frozen=True)
class ScoringStep:
    """One step of a scoring round told in words.

    Attributes:
        kind: ``"column"`` (column majority, §5.2), ``"row"`` (a row's bonus tile, §5.3), ``"after"`` (the
            after-scoring sequence, §5.4) or ``"final"`` (the final totals, §6.2).
        title: the step's heading; lines: its sentences, in order.
        column: the wall column scored (column steps), else None; row: the row 1–5 (row steps), else None.
        columns: the wall columns the step looks at (a row: the frame's placement columns).
        ranking: column steps: player indices best first; points: player → points won (column steps).
        winner: row steps: the player who takes the tile, None when the row has no crystal.
    """

    kind: str
    title: Phrase
    lines: tuple[Phrase, ...]
    column: int | None = None
    row: int | None = None
    columns: tuple[int, ...] = ()
    ranking: tuple[int, ...] = ()
    points: dict[int, int] = field(default_factory=dict)
    winner: int | None = None

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        """JSON-friendly, texts in ``lang`` (for a board's front end)."""
        return {"kind": self.kind, "title": self.title.text(lang), "lines": [p.text(lang) for p in self.lines],
                "column": self.column, "row": self.row, "columns": list(self.columns),
                "ranking": list(self.ranking), "winner": self.winner,
                "points": {str(p): v for p, v in self.points.items()}}


_COLUMN_TITLE = N_("Column {column}: the majority (scoring stone {stone})")
_FINAL_COLUMN_TITLE = N_("Column {column}: column points only (scoring stone {stone})")
_COUNT = Plural("{player}: {count} crystal, the lowest at height {height}",
                "{player}: {count} crystals, the lowest at height {height}", count="count")
_NO_CRYSTAL = N_("Nobody has a crystal in column {column}: nobody scores it.")
_COLUMN_TIE = Plural("{first} and {second} tie on {count} crystal: {first}'s lowest crystal (height {h1}) is lower "
                     "than {second}'s (height {h2}), so {first} ranks higher.",
                     "{first} and {second} tie on {count} crystals: {first}'s lowest crystal (height {h1}) is lower "
                     "than {second}'s (height {h2}), so {first} ranks higher.", count="count")
_PLACE_POINTS = N_("{place}. {player}: +{points} points")
_PLACE_NOTHING = Plural("{place}. {player}: 0 points (the stone has only {values} value)",
                        "{place}. {player}: 0 points (the stone has only {values} values)", count="values")
_ABSENT = N_("{names}: no crystal in this column, 0 points.")
_ROW_TITLE = N_("Row {row}: the bonus tile ({tile})")
_ROW_TITLE_NO_TILE = N_("Row {row}")
_ROW_COUNT = Plural("{player}: {count} crystal, the one furthest right in column {column}",
                    "{player}: {count} crystals, the one furthest right in column {column}", count="count")
_ROW_EMPTY = N_("No crystal in row {row}: its tile is removed from the game.")
_ROW_EMPTY_NO_TILE = N_("No crystal in row {row}.")
_ROW_MAJORITY = N_("{player} has the most crystals in the row and takes the tile.")
_ROW_RIGHT = N_("A tie on {count}: {player}'s crystal furthest right (column {column}) is further right than the "
                "others', so {player} takes the tile.")
_ROW_LOWER = N_("A tie on {count}, and the crystals furthest right share column {column}: {player}'s there is lower "
                "(height {height}), so {player} takes the tile.")
_AFTER_TITLE = N_("After the scoring")
_FRAME_MOVES = N_("a) The frame moves one column right: column {scored} disappears behind the water; crystals now "
                  "go in columns {first} to {last}.")
_REVEALED = N_("b) Only now are the five tiles of column {tile_column} turned face up: tiles are revealed when "
               "the frame moves, not when a column is scored.")
_CHAIN = N_("The new frame column 1 (column {column}) is already full: it is scored at once.")
_DROP_BOX = N_("c) The drop box passes counter-clockwise to {player}.")
_CRYSTAL_BOX = N_("d) The crystal box passes clockwise to {player}, who starts their turn.")
_END_TITLE = N_("The end: final scoring")
_END = N_("Column {column} is the third-to-last column: its scoring ends the game. Columns {second} and {last} "
          "score column points only, then the victory points of the bonus tiles are added.")
_TOTAL = N_("{player}: {total} points (track {track} + columns {columns} + row tiles {rows} + tiles held {bonus})")
_WINNERS = Plural("Winner: {names}", "Winners: {names}", count="names")


def _stone_text(stone: Any) -> str:
    return "/".join(str(v) for v in stone) if stone else "–"


def _crystals(state: Any, column: int) -> list[tuple[int, int]]:
    """``(player, height)`` of every crystal in wall ``column`` of ``state``."""
    return [(who, h) for h, who in state.alcoves[column - 1] if isinstance(who, int)]


def column_step(state: Any, column: int, *, final: bool = False) -> ScoringStep:
    """The column majority of wall ``column`` in ``state`` told in words (iquazu.md §5.2: most crystals first,
    a tie to the lower crystal — each tied player's lowest, DER; the stone's n − 1 values high to low).

    Args:
        state: an Iquazú state whose wall holds the crystals scored.
        column: the wall column (1..W).
        final: one of the last two columns of the final scoring (column points only, §6.2 step 2).
    """
    names = state.players
    stone = list(state._setup.stones[column - 1])
    crystals = _crystals(state, column)
    ranking = column_ranking(crystals)
    count = {p: sum(1 for q, _ in crystals if q == p) for p in ranking}
    lowest = {p: min(h for q, h in crystals if q == p) for p in ranking}
    title = Phrase(_FINAL_COLUMN_TITLE if final else _COLUMN_TITLE, {"column": column, "stone": _stone_text(stone)})
    if not ranking:
        return ScoringStep("column", title, (Phrase(_NO_CRYSTAL, {"column": column}),), column=column,
                           columns=(column,))
    lines = [Phrase(_COUNT, {"player": names[p], "count": count[p], "height": lowest[p]}) for p in ranking]
    for a, b in zip(ranking, ranking[1:]):
        if count[a] == count[b]:
            lines.append(Phrase(_COLUMN_TIE, {"first": names[a], "second": names[b], "count": count[a],
                                              "h1": lowest[a], "h2": lowest[b]}))
    points = {}
    for i, p in enumerate(ranking):
        if i < len(stone):
            points[p] = stone[i]
            lines.append(Phrase(_PLACE_POINTS, {"place": i + 1, "player": names[p], "points": stone[i]}))
        else:
            lines.append(Phrase(_PLACE_NOTHING, {"place": i + 1, "player": names[p], "values": len(stone)}))
    absent = [names[p] for p in range(len(names)) if p not in count]
    if absent:
        lines.append(Phrase(_ABSENT, {"names": absent}))
    return ScoringStep("column", title, tuple(lines), column=column, columns=(column,), ranking=tuple(ranking),
                       points=points)


def row_step(state: Any, position: int, row: int, tile: Any = None, *, has_tile: bool = True) -> ScoringStep:
    """The bonus tile of ``row`` at frame ``position`` told in words (iquazu.md §5.3): the crystals of that row
    in the frame's placement columns; most crystals wins, a tie to the crystal furthest right, then to the lower
    one in that column (DER: each tied player's lowest there); a row without crystals loses its tile.

    Args:
        state: the position whose wall is scored; position: the frame position p (columns p..p + 4).
        row: 1–5; tile: the row's face-up :class:`~companion.iquazu.wall.TileKind` (None: unknown or none).
        has_tile: False when the row has no tile to win (then the empty-row sentence says nothing of removal).
    """
    names = state.players
    last = min(position + rules.FRAME_COLUMNS - 1, len(state.columns))
    crystals = []
    for c in range(position, last + 1):
        rows = {a.height: a.row for a in state.columns[c - 1].alcoves}
        crystals += [(who, c, h) for h, who in state.alcoves[c - 1] if isinstance(who, int) and rows[h] == row]
    title = (Phrase(_ROW_TITLE, {"row": row, "tile": tile.phrase()}) if tile is not None
             else Phrase(_ROW_TITLE_NO_TILE, {"row": row}))
    columns = tuple(range(position, last + 1))
    winner = row_winner(crystals)
    if winner is None:
        line = Phrase(_ROW_EMPTY if has_tile else _ROW_EMPTY_NO_TILE, {"row": row})
        return ScoringStep("row", title, (line,), row=row, columns=columns)
    count: dict[int, int] = {}
    right: dict[int, tuple[int, int]] = {}
    for p, c, h in crystals:
        count[p] = count.get(p, 0) + 1
        if p not in right or (c, -h) > right[p]:
            right[p] = (c, -h)
    order = sorted(count, key=lambda p: (-count[p], -right[p][0], -right[p][1]))
    lines = [Phrase(_ROW_COUNT, {"player": names[p], "count": count[p], "column": right[p][0]}) for p in order]
    tied = [p for p in order if count[p] == count[winner]]
    if len(tied) == 1:
        lines.append(Phrase(_ROW_MAJORITY, {"player": names[winner]}))
    elif sum(1 for p in tied if right[p][0] == right[winner][0]) == 1:
        lines.append(Phrase(_ROW_RIGHT, {"player": names[winner], "count": count[winner], "column": right[winner][0]}))
    else:
        lines.append(Phrase(_ROW_LOWER, {"player": names[winner], "count": count[winner], "column": right[winner][0],
                                         "height": -right[winner][1]}))
    return ScoringStep("row", title, tuple(lines), row=row, columns=columns, winner=winner)


def _after_step(before: Any, after: Any, position: int, last_round: bool) -> ScoringStep:
    names = after.players
    first, last = position + 1, min(position + rules.FRAME_COLUMNS, len(after.columns))
    lines = [Phrase(_FRAME_MOVES, {"scored": position, "first": first, "last": last}),
             Phrase(_REVEALED, {"tile_column": position + 1 + rules.FRAME_COLUMNS})]
    if not last_round:
        lines.append(Phrase(_CHAIN, {"column": position + 1}))
    else:
        lines.append(Phrase(_DROP_BOX, {"player": names[after.drop_holder]}))
        if not after.is_over and after.current_player is not None and after.current_player != before.current_player:
            lines.append(Phrase(_CRYSTAL_BOX, {"player": names[after.current_player]}))
    return ScoringStep("after", Phrase(_AFTER_TITLE), tuple(lines), columns=tuple(range(first, last + 1)))


def _final_steps(after: Any) -> list[ScoringStep]:
    """The final scoring (§6.1–6.2): the third-to-last column as usual, the last two for points only, then the
    totals of the calculator's scorer (the engine's own final scoring)."""
    p = after.frame
    W = len(after.columns)
    steps = [column_step(after, p)]
    for r, tile in enumerate(after.row_tiles, 1):
        steps.append(row_step(after, p, r, tile, has_tile=tile is not None))
    steps += [column_step(after, c, final=True) for c in range(p + 1, W + 1)]
    result = after.game.score(after)
    lines = [Phrase(_END, {"column": p, "second": p + 1, "last": W})]
    for ps in result.players:
        cats = ps.categories
        lines.append(Phrase(_TOTAL, {"player": ps.name, "total": ps.total, "track": cats.get("track", 0),
                                     "columns": cats.get("columns", 0), "rows": cats.get("rows", 0),
                                     "bonus": cats.get("bonus", 0)}))
    lines.append(Phrase(_WINNERS, {"names": list(result.winners)}))
    steps.append(ScoringStep("final", Phrase(_END_TITLE), tuple(lines)))
    return steps


def explain_scoring(before: Any, after: Any) -> list[ScoringStep]:
    """The steps of every scoring round between ``before`` and ``after`` (one move apart, or a few moves within
    one turn), in order: per round the column, rows 1–5 and the after-scoring sequence (§5.2–5.5, a chain
    included); if the game ended, the final scoring (§6.2). ``[]`` when no scoring happened.

    The wall of ``after`` is read for every round: within one move nothing is placed after a scoring round, and
    scored columns keep their pieces. The tiles of the first round are ``before``'s face-up tiles; the tiles a
    chain round awards were revealed mid-move, so its row titles name no tile.
    """
    rounds = after.scorings - before.scorings
    steps: list[ScoringStep] = []
    for i in range(rounds):
        p = before.frame + i
        steps.append(column_step(after, p))
        tiles = before.row_tiles if i == 0 else (None,) * rules.ROWS
        for r, tile in enumerate(tiles, 1):
            steps.append(row_step(after, p, r, tile, has_tile=tile is not None or i > 0))
        steps.append(_after_step(before, after, p, i == rounds - 1))
    if after.is_over and not before.is_over:
        steps += _final_steps(after)
    return steps


def last_scoring(state: Any) -> tuple[Any, Any] | None:
    """The positions just before and just after the last move of ``state``'s game that caused a scoring round
    or ended the game; None if there was none. The game's moves are replayed on a core from its start."""
    start = state.start()
    core = start.core()
    make = type(state)
    found = None
    data = core.snapshot()
    before = make(state._setup, data)
    for move in state.history:
        core.push(move)
        after_data = core.snapshot()
        after = make(state._setup, after_data)
        if after.scorings != before.scorings or (after.is_over and not before.is_over):
            found = (before, after)
        before = after
    return found
