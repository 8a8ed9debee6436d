"""Settlements and what a hut costs (meduris.md §2.4 settlements, §4.3 hut cost k, FAQ §6.4-6.6).

A settlement is a run of huts on neighbouring sites of the ring, whatever their colours; the great river
does not break it, a temple or an empty site does (§2.4, §6.5). A hut costs k chips of each of its
site's two symbols, k = huts in the settlement it will belong to, counting the new hut and merges (§4.3).

Example:
    >>> from companion.meduris.engine import new_game
    >>> hut_cost(new_game(["Ann", "Bob"], seed=1, options=None), 20).k      # an isolated hut
    1
"""
from __future__ import annotations

from typing import NamedTuple

from companion.errors import IllegalMove
from companion.meduris.board import Board
from companion.meduris.common import HUT, check_site
from companion.meduris.state import State

__all__ = ["HutCost", "hut_cost", "settlement_at", "site_symbols", "is_hut", "run_len", "settlement_size"]


def is_hut(sites: tuple | list, i: int) -> bool:
    """True if site ``i`` (1..N) of ``sites`` (``State.sites``) holds a hut."""
    b = sites[i - 1]
    return b is not None and b[0] == HUT


def run_len(sites: tuple | list, i: int, direction: int) -> int:
    """Huts in the run directly beside site ``i`` (exclusive) going ``direction`` (+1 cw, -1 ccw)."""
    n = len(sites)
    count = 0
    j = i
    for _ in range(n - 1):
        j = (j + direction - 1) % n + 1
        b = sites[j - 1]
        if b is None or b[0] != HUT:
            break
        count += 1
    return count


def settlement_size(sites: tuple | list, i: int) -> int:
    """Huts in the settlement containing the hut on site ``i`` (meduris.md §4.7 S)."""
    n = len(sites)
    left = run_len(sites, i, -1)
    if left >= n - 1:
        return n
    return min(n, left + run_len(sites, i, +1) + 1)


class HutCost(NamedTuple):
    """Cost of a hut on a site (meduris.md §4.3).

    Attributes:
        k: huts the settlement will have, counting the new hut (the multiplier).
        pay: chips to pay per resource name (all 0 on a free-build site).
        free: True if a free-build bonus chip lies on the site.
    """

    k: int
    pay: dict[str, int]
    free: bool


def hut_cost(state: State, site: int) -> HutCost:
    """Cost of building a hut on empty ``site`` now: k chips of each of the site's two symbols,
    k = huts in the resulting settlement incl. merges (meduris.md §4.3, FAQ §6.4-6.6).

    Raises:
        IllegalMove: the site does not exist or is not empty.
    """
    check_site(state.board, site)
    if state.sites[site - 1] is not None:
        raise IllegalMove("meduris 4.3", "Site {site} is not empty.", site=site)
    k = run_len(state.sites, site, -1) + run_len(state.sites, site, +1) + 1
    free = state.bonus[site - 1] == "free_build"
    pay: dict[str, int] = {}
    for r in state.board.sites[site - 1].symbols:
        pay[r] = pay.get(r, 0) + (0 if free else k)
    return HutCost(k, pay, free)


def settlement_at(state: State, site: int) -> tuple[int, ...]:
    """Hut sites of the settlement containing ``site``, clockwise from its first hut; ``()`` if the site
    holds no hut. An isolated hut is a settlement of one (meduris.md §2.4, §6.5: the river does not
    break a settlement; temples and empty sites do)."""
    check_site(state.board, site)
    if not is_hut(state.sites, site):
        return ()
    n = state.board.size
    size = settlement_size(state.sites, site)
    left = min(run_len(state.sites, site, -1), size - 1)
    start = (site - left - 1) % n + 1
    return tuple((start + j - 1) % n + 1 for j in range(size))


def site_symbols(state_or_board: State | Board, site: int) -> tuple[str, str]:
    """The two resource symbols printed on ``site`` (meduris.md §2.2)."""
    board = state_or_board.board if isinstance(state_or_board, State) else state_or_board
    check_site(board, site)
    return board.sites[site - 1].symbols
