"""Building tiles (world-wonders.md §4, §1.2, §5): a building tile goes on free land (every cell; natural
resources are land), turned as the player likes (never mirrored), next to a road tile (bridges count) or to a
building tile of the **same** type — a building of another type does not qualify. Placing it moves the
resource markers one step per symbol on it (production, :mod:`~companion.world_wonders.production`).
"""
from __future__ import annotations

from companion.errors import IllegalMove
from companion.i18n import N_
from companion.world_wonders.grid import Orientation
from companion.world_wonders.production import produce
from companion.world_wonders.state import BUILDING, F_NB0, F_NROAD, F_OCC, P0, PB

__all__ = ["tile_touch", "tile_anchors", "tile_fits", "tile_refusal", "place_tile"]


def tile_touch(c, p: int, tile: int) -> int:
    """Cells a building tile of ``tile``'s type may touch to be legal: next to a road or a same-type tile (§4)."""
    d = c.d
    b = P0 + p * PB
    return d[b + F_NROAD] | d[b + F_NB0 + c.s.tile_type[tile]]


def tile_anchors(c, p: int, tile: int) -> list[tuple[Orientation, int]]:
    """Per orientation of ``tile``'s shape, the anchors where player ``p`` may place it (§4)."""
    touch = tile_touch(c, p, tile)
    if not touch:
        return []
    land = c.g.ALL & ~c.d[P0 + p * PB + F_OCC] & c.s.maps[p].land
    return [(pl.o, pl.on_land(land, touch)) for pl in c.s.stack_p[c.s.tile_stack[tile]]]


def tile_fits(c, p: int, tile: int, land: int | None = None, touch: int | None = None) -> bool:
    """Whether player ``p`` can place ``tile`` anywhere (stops at the first orientation that fits); ``land``:
    the player's free land cells, ``touch``: :func:`tile_touch` of the tile, when the caller has them."""
    if touch is None:
        touch = tile_touch(c, p, tile)
    if not touch:
        return False
    if land is None:
        land = c.g.ALL & ~c.d[P0 + p * PB + F_OCC] & c.s.maps[p].land
    return bool(c.s.stack_any[c.s.tile_stack[tile]]([land, 0, land, land, touch]))


def tile_refusal(c, p: int, tile: int, mask: int) -> IllegalMove | None:
    """Why the tile cannot go on ``mask`` (its cells fit the map); None if §4 allows it."""
    from companion.world_wonders.city import TYPE_NAMES

    if not mask & tile_touch(c, p, tile):
        return IllegalMove("world-wonders 4", N_("A building tile must touch a road or a building tile of the same "
                                                 "type ({type_label})."), type_label=TYPE_NAMES[c.s.tiles[tile].type])
    return None


def place_tile(c, p: int, tile: int, mask: int) -> None:
    """Player ``p`` places building tile ``tile`` on ``mask``; its symbols produce (§5)."""
    c.add_piece(p, BUILDING, tile, mask)
    produce(c, p, c.s.tile_gains[tile])

