"""Building in part 2 of a turn: a hut (meduris.md §4.3 steps 1-5: pay k of each symbol, bonus chip, rune
stone) and a temple (§4.4, FAQ §6.6, §6.16: 1 of each symbol, never on a bonus chip).

The druid's move after a building is :func:`companion.meduris.druid.advance`; the hut cost k is
:func:`companion.meduris.settlement.hut_cost`.
"""
from __future__ import annotations

from typing import Any

from companion.errors import IllegalMove
from companion.i18n import Phrase
from companion.meduris.common import HUT, RIDX, TEMPLE, check_site, fmt_chips
from companion.meduris.draft import Draft
from companion.meduris.rules import BONUS_PLUS2_POINTS
from companion.meduris.settlement import hut_cost
from companion.meduris.state import State

__all__ = ["build_hut", "build_temple"]


def build_hut(state: State, w: Draft, p: int, who: Phrase, site: Any) -> None:
    """Player ``p`` builds a hut on ``site`` (meduris.md §4.3 steps 1-5; the druid moves afterwards)."""
    if w.huts_left[p] == 0:
        raise IllegalMove("meduris 4.3", "{player} has no huts left.", player=who)
    cost = hut_cost(state, site)
    needs = {RIDX[r]: k for r, k in cost.pay.items() if k}
    have = {r: w.res[p][r] for r in needs}
    if any(w.res[p][r] < k for r, k in needs.items()):
        raise IllegalMove("meduris 4.3", "Building a hut on site {site} costs {cost}; {player} has only {have}.",
                          site=site, cost=fmt_chips(needs), player=who, have=fmt_chips(have))
    w.pay(p, needs)
    chip = w.bonus[site - 1]
    if chip == "plus2":
        w.add_score(p, BONUS_PLUS2_POINTS)
        w.bonus[site - 1] = None
    elif chip == "free_build":
        w.bonus[site - 1] = None
    w.sites[site - 1] = (HUT, p)
    w.huts_left[p] -= 1
    w.buildings += 1
    w.runes[state.board.district_index(site)] = p


def build_temple(state: State, w: Draft, p: int, who: Phrase, site: Any) -> None:
    """Player ``p`` builds a temple on ``site`` (meduris.md §4.4, FAQ §6.6, §6.16; the druid moves afterwards)."""
    if w.temples_left[p] == 0:
        raise IllegalMove("meduris 4.4", "{player} has no temples left.", player=who)
    check_site(state.board, site)
    if w.sites[site - 1] is not None:
        raise IllegalMove("meduris 4.4", "Site {site} is not empty.", site=site)
    if w.bonus[site - 1] is not None:
        raise IllegalMove("meduris 6.16", "A temple cannot be built on site {site}: it holds a bonus chip.", site=site)
    needs: dict[int, int] = {}
    for r in state.board.sites[site - 1].symbols:
        needs[RIDX[r]] = needs.get(RIDX[r], 0) + 1
    if any(w.res[p][r] < k for r, k in needs.items()):
        have = {r: w.res[p][r] for r in needs}
        raise IllegalMove("meduris 4.4", "Building a temple on site {site} costs {cost}; {player} has only {have}.",
                          site=site, cost=fmt_chips(needs), player=who, have=fmt_chips(have))
    w.pay(p, needs)
    w.sites[site - 1] = (TEMPLE, p)
    w.temples_left[p] -= 1
    w.buildings += 1
