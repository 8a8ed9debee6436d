"""Saves as records (design "Engine contract": a game is its start plus a move list): ``{game, version,
players, seed, options, origin, chance, moves}``. The options carry the catalogues in use (a file path, or the
catalogue's JSON itself), so a game on one's own catalogues replays on them.
"""
from __future__ import annotations

from typing import Any


__all__ = ["SAVE_VERSION", "record_of"]

SAVE_VERSION = 1


def record_of(state: Any) -> dict[str, Any]:
    """The save record of ``state`` (moves in notation)."""
    s = state._setup
    return {"game": "world-wonders", "version": SAVE_VERSION, "players": list(s.players), "seed": s.seed,
            "options": s.options.to_dict(), "origin": s.origin, "chance": s.chance,
            "moves": [str(m) for m in state.history]}
