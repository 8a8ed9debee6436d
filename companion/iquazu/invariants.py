"""What every reachable Iquazú position keeps (iquazu.md §1 components, §2.5, §4, §5.1), as a check the
conformance harness (:mod:`companion.engine.testing`) runs after every move of its random games.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from companion.iquazu import rules

__all__ = ["invariants"]


def invariants(state: Any) -> list[str]:
    """The invariants ``state`` breaks (an empty list when all hold).

    Checked: the cards of each colour between hands, draw pile and discard pile equal the deck's split, none
    negative (§1, §2.5); each player's crystals on the wall and in the box are 34 (§1, §3 step 8); drops on the
    wall and in the box are 50 (§1); the 45 bonus tiles (face down, face up, held, used, removed) with no kind
    negative (§1); the face-up tiles of the back of the frame's tile column (§2.2); every hand but the active
    player's at most 12 (§2.5; a game ending mid-turn ends before the limit is checked, §6.1); a discard decision only over 12; the frame at a position 1..W − 2 (§2.2);
    frame column 1 never full while a decision is pending (§5.1: it is scored at once); the game over exactly at
    the last frame position with its column 1 full (§6.1); the empty-alcove masks in step with the alcoves;
    scores at least 0; actions never negative.
    """
    s, d = state._setup, state._data
    L = s.L
    n = L.n
    out: list[str] = []
    for i in range(3):
        total = d[L.DRAW + i] + d[L.DISC + i] + sum(d[3 * p + i] for p in range(n))
        if total != s.options.card_split[i] or min(d[L.DRAW + i], d[L.DISC + i], *(d[3 * p + i] for p in range(n))) < 0:
            out.append(f"cards of colour {i} not conserved")
    alc = d[L.ALC:L.ALC + s.A]
    for p in range(n):
        if alc.count(2 + p) + d[L.CRYS + p] != rules.CRYSTALS_TO_PLACE or d[L.CRYS + p] < 0:
            out.append(f"player {p}: crystals not conserved")
    if alc.count(1) + d[L.DROPS] != rules.WATER_DROPS or d[L.DROPS] < 0:
        out.append("drops not conserved")
    held = d[L.HELD:L.HELD + n * L.T]
    pool = d[L.POOL:L.POOL + L.T]
    rows = [t for t in d[L.ROWT:L.ROWT + rules.ROWS] if t >= 0]
    tiles = sum(held) + sum(pool) + len(rows) + d[L.USED] + d[L.REMOVED]
    if tiles != sum(s.tile_counts) or tiles != 45 or min(held) < 0 or min(pool) < 0:
        out.append("bonus tiles not conserved (45)")
    back = s.wall.tile_backs[d[L.FRAME] - 1]
    if any(s.tile_kinds[t].back != back for t in rows):
        out.append("a face-up tile of the wrong back")
    kind = d[L.KIND]
    active = d[L.ACTIVE]
    for p in range(n):
        size = d[3 * p] + d[3 * p + 1] + d[3 * p + 2]
        if size > rules.HAND_LIMIT and p != active:      # the game may end mid-turn: no limit check then (§6.1)
            out.append(f"player {p} holds {size} cards after their turn")
    if kind == 2 and d[3 * active] + d[3 * active + 1] + d[3 * active + 2] <= rules.HAND_LIMIT:
        out.append("a discard decision without a hand over the limit")
    if not 1 <= d[L.FRAME] <= s.positions:
        out.append("the frame off the rails")
    full = not d[L.EMPTY + d[L.FRAME] - 1]
    if kind >= 0 and full:
        out.append("frame column 1 full while play goes on")
    if kind < 0 and (d[L.FRAME] != s.positions or not full):
        out.append("the game over before the third-to-last column is full")
    masks = [0] * s.W                                    # the empty-alcove masks read afresh from the alcoves
    places = _column_bits(tuple(s.col_start))
    for a, v in enumerate(alc):
        if v == 0:
            c, bit = places[a]
            masks[c] |= bit
    for c in range(s.W):
        if masks[c] != d[L.EMPTY + c]:
            out.append(f"empty-alcove mask of column {c + 1} out of step")
    if min(d[L.SCORE:L.SCORE + n]) < 0 or d[L.ACTIONS] < 0:
        out.append("a negative score or action count")
    return out


@lru_cache(maxsize=16)
def _column_bits(col_start: tuple) -> tuple[tuple[int, int], ...]:
    """For each alcove (in wall order), its column and its bit in that column's empty-alcove mask."""
    return tuple((c, 1 << j) for c in range(len(col_start) - 1)
                 for j in range(col_start[c + 1] - col_start[c]))
