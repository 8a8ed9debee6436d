"""The scoring round (iquazu.md §5): it happens **the moment the last empty alcove of frame column 1 is
filled**, by a crystal or a drop (§5.1).

1. Column points (§5.2): the players with crystals in frame column 1 are ranked by count, a tie going to the
   lower crystal (each tied player's lowest, DER); they take the values of the column's scoring stone for
   this player count, high to low (n − 1 values: at least one player scores nothing).
2. Row bonus tiles (§5.3): in each row 1–5, the player with most crystals in the frame's placement columns
   takes that row's face-up tile; a tie goes to the crystal furthest right, then to the lower one; a row
   without crystals loses its tile (removed from the game).
3. After the scoring (§5.4): a) the frame moves one column right; b) the five tiles of the new tile column are
   turned face up — so tiles are revealed when the frame moves, never when a column is scored; if the new
   frame column 1 is already full, it is scored at once (§5.5 special case 1, a chain); c) the drop box
   passes counter-clockwise (once after a chain: option ``chain_passes_once``); d) the crystal box passes
   clockwise: the turn ends (:mod:`~companion.iquazu.turn`), after any double move used at that point (§5.5
   special case 3).

The ranking and the row winner are computed in one pass over the flat alcoves; a test checks on random
columns and frames that they agree with the calculator's own functions (:mod:`companion.iquazu.scoring`),
which rank the final scoring, so a scoring round in play and the final scoring rank players the same way. Reaching the scoring
of the third-to-last column ends the game (§6.1): the engine stops there and its final scoring is the
calculator's (:mod:`~companion.iquazu.end`).
"""
from __future__ import annotations

from companion.iquazu import bonus_tiles, end, rules

__all__ = ["score", "column_crystals", "row_crystals", "column_ranking_fast", "row_winners", "award_column",
           "award_rows"]


def column_crystals(c, column: int) -> list[tuple[int, int]]:
    """``(player, height)`` of every crystal in wall ``column`` (drops left out)."""
    d, L, s = c.d, c.L, c.s
    out = []
    for a in range(s.col_start[column - 1], s.col_start[column]):
        v = d[L.ALC + a]
        if v >= 2:
            out.append((v - 2, s.alc_height[a]))
    return out


def row_crystals(c, position: int, row: int) -> list[tuple[int, int, int]]:
    """``(player, column, height)`` of every crystal in ``row`` of the frame's placement columns at frame
    ``position`` (§5.3: the crystals inside the frame, DER)."""
    d, L, s = c.d, c.L, c.s
    out = []
    last = min(position + rules.FRAME_COLUMNS - 1, s.W)
    for a in range(s.col_start[position - 1], s.col_start[last]):
        v = d[L.ALC + a]
        if v >= 2 and s.alc_row[a] == row:
            out.append((v - 2, s.alc_col[a], s.alc_height[a]))
    return out


def column_ranking_fast(c, column: int) -> list[int]:
    """The players ranked in wall ``column`` (§5.2): most crystals first, a tie to the lower lowest crystal.

    The same ranking as :func:`companion.iquazu.scoring.column_ranking` of :func:`column_crystals` (a test
    checks it on random columns), without building pairs: alcoves run top to bottom, so the last crystal seen
    of a player is their lowest, and ``2**16 × count + position of the lowest`` orders the players (two players
    never share an alcove, so there is no tie left).
    """
    d, L, s = c.d, c.L, c.s
    key = [0] * L.n
    A = L.ALC
    for j, v in enumerate(d[A + s.col_start[column - 1]:A + s.col_start[column]]):
        if v >= 2:
            key[v - 2] = (key[v - 2] & ~0xFFFF) + 0x10000 | j
    # the keys differ (no tie left), so sorting key × 8 + player sorts the players by key
    return [x & 7 for x in sorted([k << 3 | p for p, k in enumerate(key) if k], reverse=True)]


def award_column(c, column: int) -> dict[int, int]:
    """Column points of wall ``column`` (§5.2): added to the scores; returns player → points won."""
    stone = c.s.stones[column - 1]
    S = c.L.SCORE
    d = c.d
    won = {}
    for p, points in zip(column_ranking_fast(c, column), stone):
        d[S + p] += points
        won[p] = points
    return won


def row_winners(c, position: int) -> list[int | None]:
    """The winner of each row 1–5 at frame ``position`` (§5.3): most crystals in the frame's placement columns;
    a tie to the crystal furthest right, then the lower one; None without a crystal.

    The same winner as :func:`companion.iquazu.scoring.row_winner` of :func:`row_crystals` (a test checks it on
    random frames): alcoves run left to right, each column top to bottom, so the last crystal seen of a player
    in a row is their rightmost, lowest one, and ``2**16 × count + index of that alcove`` (a wall has far
    fewer than 2**16 alcoves) orders the players of a row (no tie left: two players never share an alcove).
    """
    d, L, s = c.d, c.L, c.s
    n = L.n
    key = [0] * ((rules.ROWS + 1) * n)      # row r (1-5), player p at r * n + p
    arow = s.alc_row
    first = s.col_start[position - 1]
    last = position + rules.FRAME_COLUMNS - 1
    if last > s.W:
        last = s.W
    for a, v in enumerate(d[L.ALC + first:L.ALC + s.col_start[last]], first):
        if v >= 2:
            i = arow[a] * n + v - 2
            key[i] = (key[i] & ~0xFFFF) + 0x10000 | a
    winners: list[int | None] = []
    for r in range(n, (rules.ROWS + 1) * n, n):
        row = key[r:r + n]
        best = max(row)
        winners.append(row.index(best) if best else None)
    return winners


def award_rows(c, position: int) -> list[int | None]:
    """Row bonus tiles at frame ``position`` (§5.3): each row's face-up tile to its winner, or removed from the
    game; returns the winner of each row (None: tile removed or no tile)."""
    d, L = c.d, c.L
    winners = row_winners(c, position)
    for r, winner in enumerate(winners):
        t = d[L.ROWT + r]
        if t < 0:
            winners[r] = None
            continue
        d[L.ROWT + r] = -1
        if winner is None:
            d[L.REMOVED] += 1
        else:
            d[L.HELD + winner * L.T + t] += 1
    return winners


def score(c) -> None:
    """The scoring round(s) starting now that frame column 1 is full (§5.1–5.5); at the third-to-last column the
    game ends instead (§6.1)."""
    d, L = c.d, c.L
    n = L.n
    rounds = 0
    while True:
        p = d[L.FRAME]
        if p >= c.s.positions:
            end.game_over(c)
            return
        award_column(c, p)
        award_rows(c, p)
        d[L.FRAME] = p + 1                          # a) the frame moves one column right
        bonus_tiles.reveal(c, p + 1)                # b) the new tile column is turned face up
        d[L.ROUNDS] += 1
        rounds += 1
        if not c.opts.chain_passes_once:
            d[L.DROPH] = (d[L.DROPH] - 1) % n       # c) once per scoring round of a chain (option)
        if d[L.EMPTY + p]:                          # the new frame column 1 (wall column p + 1) has room
            break
    if c.opts.chain_passes_once:
        d[L.DROPH] = (d[L.DROPH] - 1) % n           # c) the drop box passes counter-clockwise, once
    d[L.SCORED] = 1
