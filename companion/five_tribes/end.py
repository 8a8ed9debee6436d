"""The end of the game and its final score sheet (five-tribes.md §4, §5).

The game ends at the end of the round in which a player places their last camel, or in which a marker finds
no legal meeple move at the start of its turn (:mod:`~companion.five_tribes.turn`). The final position is
written as the public Five Tribes score sheet and scored by the calculator's scorer
(:func:`companion.five_tribes.scoring.score_sheet`), so the engine and the calculator cannot disagree.
"""
from __future__ import annotations

from typing import Any

from companion.five_tribes.rules import CARD_KINDS, DJINNS, GAME_ID, TILE_KINDS

__all__ = ["final_sheet"]


def final_sheet(state: Any) -> dict[str, Any]:
    """Score sheet of the position (§5), in the public sheet format of :mod:`companion.five_tribes.scoring`:
    per player ``coins``, ``viziers``, ``elders``, ``djinns`` (names), ``tiles`` (printed VP of each tile
    bearing the player's camel), ``palm_trees`` and ``palaces`` (on those tiles), ``merchandise`` (kind →
    cards) and ``fakirs``. Works on unfinished games too (a snapshot)."""
    L, d = state._setup.layout, state._data
    players = []
    for p, name in enumerate(state.players):
        base = L.PL + L.PS * p
        owned = [t for t in range(30) if d[L.CAMEL + t] == p]
        players.append({
            "name": name,
            "coins": d[base],
            "viziers": d[base + 1],
            "elders": d[base + 2],
            "djinns": [DJINNS[j] for j in range(len(DJINNS)) if d[base + 14] >> j & 1],
            "tiles": [TILE_KINDS[d[L.TILE + t]][1] for t in owned],
            "palm_trees": sum(d[L.PALM + t] for t in owned),
            "palaces": sum(d[L.PALACE + t] for t in owned),
            "merchandise": {k: d[base + 4 + i] for i, k in enumerate(CARD_KINDS[:9]) if d[base + 4 + i]},
            "fakirs": d[base + 13],
        })
    return {"game": GAME_ID, "players": players}
