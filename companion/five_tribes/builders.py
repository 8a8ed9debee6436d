"""Builders' tribe action (five-tribes.md §3.5, FAQ §6 #14, #21; Echidna §1.5 #6; example C1).

The n builders go back to the bag; the player takes (n + F) × B gold, where F is the number of fakirs they
choose to discard now and B the number of blue-valued tiles (villages and sacred places) in the 3 × 3 block
around the final tile, the tile itself included and clipped at the edges (ownership does not matter).
Echidna (cost E+E/F) doubles the gold; by default the fakirs' share too (option ``echidna_doubles_fakirs``).
With B = 0 the gold is 0 whatever is discarded, so no decision is asked.
"""
from __future__ import annotations

from companion.errors import IllegalMove
from companion.five_tribes import djinns, tile_actions
from companion.five_tribes.common import BLOCK, BLUE
from companion.five_tribes.moves import Builders, Move, fakirs
from companion.i18n import N_

__all__ = ["blue_tiles", "act", "builder_moves", "take_gold", "refusal"]

_BUILDERS = [Builders(k) for k in range(19)]
_ECHIDNA = 4


def blue_tiles(c, t: int) -> int:
    """B: blue-valued tiles in the 3 × 3 block around tile ``t`` (§3.5, FAQ #14)."""
    d, T = c.d, c.L.TILE
    return sum(1 for u in BLOCK[t] if BLUE[d[T + u]])


def act(c, p: int, n: int) -> None:
    """The ``n`` builders return to the bag; the gold is taken now if there is nothing to choose, else the
    builders' decision (fakirs, Echidna) is asked (§3.5)."""
    d, L = c.d, c.L
    d[L.BAG + 3] += n
    b = blue_tiles(c, d[L.FINAL])
    if b and (d[L.PL + L.PS * p + 13] or djinns._ready(c, p, "Echidna")):
        c.decide(4, p)
        return
    c.gain_gold(p, n * b)
    tile_actions.start(c)


def builder_moves(c) -> list[Move]:
    """Discard 0 to all fakirs held; Echidna first if held, unused and payable (§3.5, §1.5 #6)."""
    d, L = c.d, c.L
    p = d[L.PLAYER]
    out: list[Move] = _BUILDERS[:d[L.PL + L.PS * p + 13] + 1]
    if d[L.IBL] != _ECHIDNA:
        djinns.power_moves(c, p, "Echidna", out)
    return out


def gold(n: int, fakirs: int, b: int, echidna: bool, doubles_fakirs: bool = True) -> int:
    """The builders' gold: (n + fakirs) × b, doubled with Echidna (the fakirs' share too if
    ``doubles_fakirs``) (§3.5, §1.5 #6).

    >>> gold(3, 1, 4, False), gold(3, 1, 4, True)      # example C1: 16 and 32
    (16, 32)
    """
    if not echidna:
        return (n + fakirs) * b
    return 2 * (n + fakirs) * b if doubles_fakirs else 2 * n * b + fakirs * b


def take_gold(c, move: Builders) -> None:
    """Discard the fakirs and take the builders' gold (§3.5); the tile action follows."""
    d, L = c.d, c.L
    p = d[L.PLAYER]
    c.discard_fakirs(p, move.fakirs)
    c.gain_gold(p, gold(d[L.N], move.fakirs, blue_tiles(c, d[L.FINAL]), d[L.IBL] == _ECHIDNA,
                        c.opts.echidna_doubles_fakirs))
    d[L.IBL] = 0
    tile_actions.start(c)


def refusal(c, p: int, move: Builders) -> IllegalMove | None:
    """Why ``move`` is not legal now (§3.5), or None."""
    d, L = c.d, c.L
    held = d[L.PL + L.PS * p + 13]
    if move.fakirs > held:
        return IllegalMove("five-tribes 3.5", N_("{player} holds only {fakirs}."), player=c.s.players[p],
                           fakirs=fakirs(held))
    return None
