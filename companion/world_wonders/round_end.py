"""The end of a round (world-wonders.md §3.4), in this order: (0) after round 10, or when a player reached the
purple population space this round, the game ends (§6.1); else (1) the unbought building tiles are discarded,
(2) a new tile is revealed from each stack, (3) the roads on offer are topped up to the player count's quantity
from the reserve, (4) the tower is replaced if it was bought, (5) the players are re-ordered (§3.5,
:mod:`~companion.world_wonders.turn_order`) and the pedestals go back to the board, (6) the gold markers go back
to 0 (population and resources stay). Then the next round starts with the first player of the new order (in
solo play, with the Automaton's turn, §7.2).
"""
from __future__ import annotations

from companion.world_wonders.purchase import reveal_tiles
from companion.world_wonders.rules import GOLD_PER_ROUND, ROAD_OFFER, ROUNDS
from companion.world_wonders.state import (
    F_CAP, F_MONS, F_OUT, F_POP, F_SPENT, G_BOUGHT, G_LAST_PEDS, G_LONG, G_LONG_RES, G_ORDER, G_PED1, G_PED2, G_ROUND, G_SHORT,
    G_SHORT_RES, G_TOWER_RES, G_TOWER_UP, G_TRIGGER, P0, PB,
)
from companion.world_wonders.turn_order import next_order

__all__ = ["end_round", "begin_round"]


def end_round(c) -> None:
    """Every player is out: the end-of-round steps of §3.4 (or the end of the game)."""
    from companion.world_wonders.end import game_over

    d = c.d
    if d[G_ROUND] >= ROUNDS or d[G_TRIGGER]:
        game_over(c)
        return
    d[G_ROUND] += 1                      # steps 1-2: the unbought tiles go, a new tile below each stack
    d[G_BOUGHT] = 0
    reveal_tiles(c)
    longs, shorts, _ = ROAD_OFFER[c.n]   # step 3
    k = min(longs - d[G_LONG], d[G_LONG_RES])
    if k > 0:
        d[G_LONG] += k
        d[G_LONG_RES] -= k
    k = min(shorts - d[G_SHORT], d[G_SHORT_RES])
    if k > 0:
        d[G_SHORT] += k
        d[G_SHORT_RES] -= k
    if not d[G_TOWER_UP] and d[G_TOWER_RES]:   # step 4
        d[G_TOWER_UP] = 1
        d[G_TOWER_RES] -= 1
    if not c.s.solo_game:                      # step 5
        ped1, ped2 = d[G_PED1], d[G_PED2]
        d[G_ORDER] = next_order(d[G_ORDER], (None if ped1 < 0 else ped1, None if ped2 < 0 else ped2),
                                {q: d[P0 + q * PB + F_POP] for q in range(c.n)},
                                {q: d[P0 + q * PB + F_MONS] for q in range(c.n)})
        d[G_LAST_PEDS] = (ped1, ped2)
        d[G_PED1] = d[G_PED2] = -1
    begin_round(c)


def begin_round(c) -> None:
    """Gold markers to 0 and the cap back to 7 (step 6; a loan's +2 is for its round only); the first turn."""
    from companion.world_wonders import solo, turns

    d = c.d
    for q in range(c.n):
        b = P0 + q * PB
        d[b + F_SPENT] = 0
        d[b + F_CAP] = GOLD_PER_ROUND
        d[b + F_OUT] = 0
    if c.s.solo_game:
        solo.automaton_turn(c)
    turns.begin_turn(c, d[G_ORDER][0])
