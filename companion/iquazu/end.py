"""The end of the game and the final scoring (iquazu.md §6).

The game ends with the scoring round of the **third-to-last column** (§6.1: wall column W − 2, scored with the
frame at its last position); no further turns are played. The final scoring (§6.2) — that column's points
and row tiles, the column points of the last two columns whether or not they are full, and the VP of the
bonus tiles held — is done by the calculator's scorer on the position's score sheet (:func:`final_sheet`), so
the engine and the calculator can never disagree. Scores may pass 80 (§6.3): they are whole numbers.
"""
from __future__ import annotations

from typing import Any

from companion.iquazu import rules

__all__ = ["game_over", "final_sheet"]


def game_over(c) -> None:
    """No decision is pending any more: frame column 1 is the third-to-last column and it is full (§6.1)."""
    c.d[c.L.KIND] = -1


def final_sheet(state: Any) -> dict[str, Any]:
    """The position's score sheet in the public iquazu sheet format (:mod:`companion.iquazu.scoring`):

    ``{"game": "iquazu", "players": [{"name", "track", "bonus_points"}], "final_columns": [three columns:
    {"stone": [values], "alcoves": [{"row", "height", "content"}]}], "row_tiles": [VP or null ×5]}`` where
    ``track`` is the score before the final scoring, ``bonus_points`` the VP of the VP tiles held (unused action
    tiles score nothing, §6.2 step 3), ``final_columns`` the last three wall columns with their stones for this
    player count, and ``row_tiles`` the VP of the face-up tile of each row (null: not a VP tile, or none).
    Meant for a finished game (the scorer requires the third-to-last column to be full).
    """
    s, d = state._setup, state._data
    L = s.L
    names = state.players
    players = []
    for p, name in enumerate(names):
        vp = sum(d[L.HELD + p * L.T + t] * kind.value for t, kind in enumerate(s.tile_kinds) if kind.kind == "vp")
        players.append({"name": name, "track": d[L.SCORE + p], "bonus_points": vp})
    columns = []
    for col in range(s.W - rules.FINAL_COLUMNS + 1, s.W + 1):
        alcoves = []
        for a in range(s.col_start[col - 1], s.col_start[col]):
            v = d[L.ALC + a]
            content = None if v == 0 else rules.DROP if v == 1 else names[v - 2]
            alcoves.append({"row": s.alc_row[a], "height": s.alc_height[a], "content": content})
        columns.append({"stone": list(s.stones[col - 1]), "alcoves": alcoves})
    row_tiles = []
    for r in range(rules.ROWS):
        t = d[L.ROWT + r]
        kind = s.tile_kinds[t] if t >= 0 else None
        row_tiles.append(kind.value if kind is not None and kind.kind == "vp" else None)
    return {"game": "iquazu", "players": players, "final_columns": columns, "row_tiles": row_tiles}
