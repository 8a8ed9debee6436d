"""Tile control check and camels (five-tribes.md §3.4, FAQ §6 #10, #18, #19; §4 condition 1).

After the last drop the player picks up the last meeple and every meeple of its colour on the final tile.
If the tile is then empty and bears no camel, the player puts a camel there and controls it for the rest of
the game (camels never move; emptying a tile that has a camel changes nothing). Without camels left
nothing is placed. Placing one's last camel ends the game at the end of the round (§4).

The tribe action follows (§3.5): viziers and elders stay in front of the player, merchants, builders and
assassins act and go back to the bag.
"""
from __future__ import annotations

from companion.five_tribes import assassins, builders, elders, merchants, viziers

__all__ = ["end_of_move", "place_camel", "is_empty"]

_LAST_CAMEL = 1
_ACTIONS = (viziers, elders, merchants, builders, assassins)


def is_empty(d, t: int) -> bool:
    """True if tile ``t`` holds no meeple (``d`` = core data)."""
    b = 5 * t
    return not (d[b] or d[b + 1] or d[b + 2] or d[b + 3] or d[b + 4])


def place_camel(c, p: int, t: int) -> bool:
    """Player ``p`` puts a camel on tile ``t`` if it has one left (§3.4); the last camel sets the game's end
    (§4 condition 1). Returns True if a camel was placed."""
    d, L = c.d, c.L
    left = L.PL + L.PS * p + 3
    if d[left] <= 0:
        return False
    d[L.CAMEL + t] = p
    d[left] -= 1
    if d[left] == 0 and not d[L.END]:
        d[L.END] = _LAST_CAMEL
    return True


def end_of_move(c, t: int, col: int) -> None:
    """The move ended on tile ``t`` with a meeple of colour ``col``: collect that colour there, control check,
    then the tribe action (§3.4, §3.5)."""
    d, L = c.d, c.L
    p = d[L.PLAYER]
    s = 5 * t + col
    n = d[s]
    d[s] = 0
    d[L.FINAL] = t
    d[L.TRIBE] = col
    d[L.N] = n
    if d[L.CAMEL + t] < 0 and is_empty(d, t):
        place_camel(c, p, t)
    _ACTIONS[col].act(c, p, n)
