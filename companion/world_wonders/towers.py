"""The tower (world-wonders.md §4, §1.3): a single wooden piece on free land next to any piece already on the
player's map. The sidewalk is not a placed piece, so a tower cannot rely on it. Roads may then start from the
tower, away from the existing network (:mod:`~companion.world_wonders.roads`).
"""
from __future__ import annotations

from companion.errors import IllegalMove
from companion.i18n import N_
from companion.world_wonders.grid import Orientation
from companion.world_wonders.state import F_NOCC, F_OCC, P0, PB, TOWER

__all__ = ["tower_anchors", "tower_fits", "tower_refusal", "place_tower"]


def tower_anchors(c, p: int) -> list[tuple[Orientation, int]]:
    """The cells where player ``p`` may place the tower (§4): free land next to one of their pieces."""
    (o,) = c.s.tower_o
    b = P0 + p * PB
    occ = c.d[b + F_OCC]
    return [(o, c.g.ALL & ~occ & c.s.maps[p].land & c.d[b + F_NOCC])]


def tower_fits(c, p: int, land: int) -> bool:
    """Whether the tower fits somewhere: a cell of ``land`` (player ``p``'s free land) next to one of their
    pieces (§4)."""
    return bool(land & c.d[P0 + p * PB + F_NOCC])


def tower_refusal(c, p: int, mask: int) -> IllegalMove | None:
    """Why the tower cannot go on ``mask`` (a free land cell); None if §4 allows it."""
    if not mask & c.d[P0 + p * PB + F_NOCC]:
        return IllegalMove("world-wonders 4", N_("The tower must touch a piece already on your map (the sidewalk "
                                                 "does not count)."))
    return None


def place_tower(c, p: int, mask: int) -> None:
    """Player ``p`` places the tower on ``mask``."""
    c.add_piece(p, TOWER, 0, mask)
