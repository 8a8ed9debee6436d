"""What every reachable Meduris position keeps (meduris.md §1 components, §3, §4.6-4.7, §5), as a check the
conformance harness (:mod:`companion.engine.testing`) runs after every move of its random games.

Stricter than :func:`companion.meduris.serialize.check_position` (which accepts any prepared position a
teacher may set up): here the counts must add up exactly, as they do in a game played from the start.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from companion.meduris.rules import CHIPS_PER_RESOURCE, MAX_WORKERS_PER_PLATEAU, TEMPLES_PER_PLAYER
from companion.meduris.rules import huts_per_player, workers_per_player
from companion.meduris.settlement import cost_masks, hut_costs

__all__ = ["invariants"]


def invariants(state: Any) -> list[str]:
    """The invariants ``state`` breaks (an empty list when all hold).

    Checked: 18 chips of each resource between screens and plateaus, none negative (§1, §6.18); scores at
    least 0 (§4.9); each player's huts and temples on the board plus in front of the screen equal to the
    stock (§1, §3); buildings made equal to buildings standing (nothing is ever removed); no temple on a bonus
    chip and no +2/free-build chip under a building (§4.3, §6.16); at most 3 workers a plateau and, after
    setup, all workers on the plateaus (§3.7, §4.2), the stack slots above the top worker empty and the
    engine's worker masks in step with the stacks; the druid
    on a hut only from step 3 (§4.6); an offering waited for at the druid's hut from its owner (§4.7); the
    game over exactly when nothing is pending (§5.2);
    the engine's site bitmasks equal to the ones read afresh from the sites (built, huts, chips, free-build
    chips: bit for bit, not only as many bits) and its masks of the sites by hut cost in step with the huts
    (as counted afresh by :func:`~companion.meduris.settlement.hut_costs`).

    Cost: about 6 µs a position on a 2026-12 machine (10 µs before the sites were read once per distinct
    layout); it runs after every move of the harness's 3,000 games.
    """
    L, d = state._setup.layout, state._data
    n, N = L.n, L.N
    out: list[str] = []
    supply = L.SUPPLY
    for r in range(4):
        held = d[r:4 * n:4]
        if min(held) < 0 or d[supply + r] < 0 or sum(held) + d[supply + r] != CHIPS_PER_RESOURCE:
            out.append(f"chips of resource {r} not conserved")
    if min(d[L.SCORE:L.SCORE + n]) < 0:
        out.append("a negative score")
    sites = d[L.SITES:L.SITES + N]
    bonus = d[L.BONUS:L.BONUS + N]
    huts_each = huts_per_player(n)
    huts, temples, empty, occ, hutm, chipm, freem, under = _sites_afresh(sites, bonus, n)
    for p in range(n):
        if huts[p] + d[L.HUTS + p] != huts_each:
            out.append(f"player {p}: huts do not add up")
        if temples[p] + d[L.TEMPLES + p] != TEMPLES_PER_PLAYER:
            out.append(f"player {p}: temples do not add up")
    if d[L.BUILDINGS] != N - empty:
        out.append("buildings made differ from buildings standing")
    if under:
        out.append("a bonus chip other than the druid chip under a building")
    heights = d[L.HEIGHT:L.HEIGHT + 4]
    stack = d[L.STACK:L.STACK + 4 * MAX_WORKERS_PER_PLATEAU]
    if max(heights) > MAX_WORKERS_PER_PLATEAU:
        out.append("more than 3 workers on a plateau")
    elif any(stack[3 * r + h:3 * r + 3].count(-1) != 3 - h for r, h in enumerate(heights)):
        out.append("a stack slot above the top worker is not empty")
    masks = [0] * n
    for i, p in enumerate(stack):
        if 0 <= p < n:
            masks[p] |= 1 << i
    if tuple(masks) != tuple(d[L.WORKM:L.WORKM + n]):
        out.append("worker masks out of step with the stacks")
    if d[L.PHASE] != 0 and sum(heights) != n * workers_per_player(n):
        out.append("workers missing from the plateaus")
    dsite = d[L.DSITE]
    if dsite and (not sites[dsite - 1] & 1 or d[L.DSTEP] != state.board.steps):
        out.append("the druid is on the ring but not on a hut")
    kind = d[L.KIND]
    if kind == 6 and (d[L.PSITE] != dsite or sites[dsite - 1] != 1 + 2 * d[L.PLAYER]):
        out.append("an offering is waited for from someone else than the owner of the druid's hut")
    if (kind < 0) != (d[L.PHASE] == 3):
        out.append("the game is over exactly when no decision is pending: it is not")
    if (occ, hutm, chipm, freem) != tuple(d[L.OCC:L.FREEM + 1]):
        out.append("site bitmasks out of step with the sites")
    if tuple(d[L.K2M:L.K4M + 1]) != _costs_afresh(tuple(sites), hutm):
        out.append("hut costs out of step with the huts")
    return out


@lru_cache(maxsize=4096)
def _sites_afresh(sites: tuple, bonus: tuple, n: int) -> tuple:
    """What the sites show, read afresh from ``sites`` (per site 0, or 1 + 2p for a hut / 2 + 2p for a temple
    of player p) and ``bonus`` (per site its bonus chip, 0 for none): per player the huts and the temples
    standing, the empty sites, the bitmasks of the buildings, the huts, the chips and the free-build chips,
    and whether a chip other than the druid chip (3) lies under a building. A pure function of the two,
    remembered: most moves build nothing."""
    occ = hutm = chipm = freem = 0
    under = False
    for i, v in enumerate(sites):
        chip = bonus[i]
        if v:
            occ |= 1 << i
            if v & 1:
                hutm |= 1 << i
            if chip and (not v & 1 or chip != 3):
                under = True
        if chip:
            chipm |= 1 << i
            if chip == 2:
                freem |= 1 << i
    huts = tuple(sites.count(1 + 2 * p) for p in range(n))
    temples = tuple(sites.count(2 + 2 * p) for p in range(n))
    return huts, temples, sites.count(0), occ, hutm, chipm, freem, under


@lru_cache(maxsize=4096)
def _costs_afresh(sites: tuple, hutm: int) -> tuple[int, int, int]:
    """The masks of the sites by hut cost counted afresh from ``sites`` and their huts ``hutm`` (a pure
    function of the two, remembered: most moves build nothing, so a random game asks for the same
    settlements again and again)."""
    return cost_masks(hut_costs(sites, 0, len(sites), hutm))
