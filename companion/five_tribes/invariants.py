"""What every reachable Five Tribes position keeps (five-tribes.md §1 components, §2, §3), as a check the
conformance harness (:mod:`companion.engine.testing`) runs after every move of its random games.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from companion.five_tribes.rules import (
    CARD_COPIES, DJINNS, GOLD_IN_THE_BOX, MEEPLES, MEEPLES_PER_COLOUR, PALACES, PALM_TREES, camels_per_player,
)

__all__ = ["invariants"]

_ALL_DJINNS = (1 << len(DJINNS)) - 1


def invariants(state: Any) -> list[str]:
    """The invariants ``state`` breaks (an empty list when all hold).

    Checked: 90 meeples (16/20/18/18/18 per colour) between the board, the bag, the hand and the viziers and
    elders held, none negative (§1.3); 54 resource cards (per kind) between the draw pile, the discards,
    the row and the hands, none negative, at most 9 face up (§1.4, §3.8); each of the 22 djinns in exactly
    one place (§1.5); 12 palm trees and 10 palaces between the board and the supply (§1.7); each player's
    camels on the board plus in supply 11 (2 players) or 8 (§2), a camel never removed; gold never
    negative (§3.1), and with option ``limited_bank`` never more in all than the box's 288 (§1.1, §1.7); the
    30 tiles as in the box (§1.2); the meeples in hand equal to the hand count (§3.3).
    """
    L, d = state._setup.layout, state._data
    n = L.n
    out: list[str] = []
    bases = [L.player(p) for p in range(n)]
    for c in range(5):
        board = d[c:150:5]                                   # d[5 * t + c]: colour c on tile t
        total = sum(board) + d[L.BAG + c] + d[L.HAND + c]
        if c < 2:
            total += sum(d[b + 1 + c] for b in bases)
        if total != MEEPLES_PER_COLOUR[c] or min(board) < 0 or d[L.BAG + c] < 0 or d[L.HAND + c] < 0:
            out.append(f"meeples of colour {c} not conserved")
    if sum(d[L.HAND:L.HAND + 5]) != d[L.HANDN]:
        out.append("hand count differs from the meeples in hand")
    if sum(MEEPLES_PER_COLOUR) != MEEPLES:
        out.append("meeple table broken")
    row = [k for k in d[L.ROW:L.ROW + 9] if k >= 0]
    if list(d[L.ROW:L.ROW + len(row)]) != row:
        out.append("a gap in the face-up row")
    hands = [d[b + 4:b + 14] for b in bases]
    if min(min(h) for h in hands) < 0:
        bad = {i for h in hands for i, k in enumerate(h) if k < 0}
    else:
        bad = set()
    held = [sum(column) for column in zip(*hands)]
    for i in range(10):
        total = d[L.PILE + i] + d[L.DISC + i] + row.count(i) + held[i]
        if total != CARD_COPIES[i] or i in bad or d[L.PILE + i] < 0 or d[L.DISC + i] < 0:
            out.append(f"cards of kind {i} not conserved")
    masks = [d[b + 14] for b in bases] + [d[L.DPILE], d[L.DDISC]]
    masks += [1 << j for j in d[L.DROW:L.DROW + 3] if j >= 0] + [1 << j for j in d[L.SIB:L.SIB + 3] if j >= 0]
    acc = 0
    for m in masks:
        if acc & m:
            out.append("a djinn in two places")
        acc |= m
    if acc != _ALL_DJINNS:
        out.append("a djinn is missing")
    if sum(d[L.PALM:L.PALM + 30]) + d[L.PALMS] != PALM_TREES or d[L.PALMS] < 0:
        out.append("palm trees not conserved")
    if sum(d[L.PALACE:L.PALACE + 30]) + d[L.PALACES] != PALACES or d[L.PALACES] < 0:
        out.append("palaces not conserved")
    cam = d[L.CAMEL:L.CAMEL + 30]
    for p, b in enumerate(bases):
        if cam.count(p) + d[b + 3] != camels_per_player(n) or d[b + 3] < 0:
            out.append(f"player {p}: camels do not add up")
        if d[b] < 0:
            out.append(f"player {p}: negative gold")
        if d[b + 1] < 0 or d[b + 2] < 0:
            out.append(f"player {p}: negative viziers or elders")
    if state._setup.options.limited_bank and sum(d[b] for b in bases) > GOLD_IN_THE_BOX:
        out.append("the players hold more gold than the bank's coins (option limited_bank)")
    origin = state._setup.origin_data
    if origin and (d[L.TILE:L.TILE + 30] != origin[L.TILE:L.TILE + 30]
                   or any(cam[t] != p for t, p in _camels_placed(tuple(origin[L.CAMEL:L.CAMEL + 30])))):
        out.append("tiles changed or a camel moved")
    return out


@lru_cache(maxsize=64)
def _camels_placed(camels: tuple) -> tuple[tuple[int, int], ...]:
    """The ``(tile, player)`` pairs of the camels already placed in a position (a camel stays for good)."""
    return tuple((t, p) for t, p in enumerate(camels) if p >= 0)
