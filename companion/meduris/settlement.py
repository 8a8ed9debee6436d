"""Settlements and what a hut costs (meduris.md §2.4 settlements, §4.3 hut cost k, FAQ §6.4-6.6).

A settlement is a run of huts on neighbouring sites of the ring, whatever their colours; the great river
does not break it, a temple or an empty site does (§2.4, §6.5). A hut costs k chips of each of its
site's two symbols, k = huts in the settlement it will belong to, counting the new hut and merges (§4.3).

The functions on flat data (:func:`run_len`, :func:`settlement_size`) serve the engine core; the ones on a
:class:`~companion.meduris.state.State` (:func:`hut_cost`, :func:`settlement_at`, :func:`site_symbols`)
serve lessons and boards.

Example:
    >>> from companion.meduris.engine import new_game
    >>> hut_cost(new_game(["Ann", "Bob"], seed=1), 20).k      # an isolated hut
    1
"""
from __future__ import annotations

from typing import Any, NamedTuple, Sequence

from companion.errors import IllegalMove, InvalidMove
from companion.i18n import N_

__all__ = ["HutCost", "hut_cost", "settlement_at", "site_symbols", "run_len", "settlement_size", "is_hut"]


def is_hut(d: Sequence[int], S: int, i: int) -> bool:
    """True if site ``i`` (1..N) holds a hut; ``d`` is flat data with the sites starting at index ``S``."""
    return d[S + i - 1] & 1 == 1


def run_len(d: Sequence[int], S: int, N: int, i: int, direction: int) -> int:
    """Huts in the run directly beside site ``i`` (exclusive) going ``direction`` (+1 clockwise, -1 ccw),
    on the ring of ``N`` sites stored from ``d[S]`` (hut codes are odd, see :mod:`~companion.meduris.state`)."""
    count = 0
    j = i - 1
    for _ in range(N - 1):
        j = (j + direction) % N
        if not d[S + j] & 1:
            break
        count += 1
    return count


def settlement_size(d: Sequence[int], S: int, N: int, i: int) -> int:
    """Huts in the settlement containing the hut on site ``i`` (meduris.md §4.7 S)."""
    left = run_len(d, S, N, i, -1)
    if left >= N - 1:
        return N
    return min(N, left + run_len(d, S, N, i, +1) + 1)


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


def _site(state: Any, site: Any) -> int:
    N = state.board.size
    if not isinstance(site, int) or isinstance(site, bool) or not 1 <= site <= N:
        raise InvalidMove("meduris 2.2", N_("There is no site {site} on this board."), site=site)
    return site


def hut_cost(state: Any, site: int) -> HutCost:
    """Cost of building a hut on empty ``site`` of ``state`` now: k chips of each of the site's two
    symbols, k = huts in the resulting settlement incl. merges (meduris.md §4.3, FAQ §6.4-6.6).

    Raises:
        InvalidMove: the site does not exist (meduris 2.2).
        IllegalMove: the site is not empty (meduris 4.3).
    """
    _site(state, site)
    if state.sites[site - 1] is not None:
        raise IllegalMove("meduris 4.3", N_("Site {site} is not empty."), site=site)
    L = state._setup.layout
    k = run_len(state._data, L.SITES, L.N, site, -1) + run_len(state._data, L.SITES, L.N, site, +1) + 1
    free = state.bonus[site - 1] == "free_build"
    pay: dict[str, int] = {}
    for r in state.board.sites[site - 1].symbols:
        pay[r] = pay.get(r, 0) + (0 if free else k)
    return HutCost(k, pay, free)


def settlement_at(state: Any, site: int) -> tuple[int, ...]:
    """Hut sites of the settlement containing ``site``, clockwise from its first hut; ``()`` if the site
    holds no hut. An isolated hut is a settlement of one (meduris.md §2.4, §6.5: the river does not
    break a settlement; temples and empty sites do).

    Raises:
        InvalidMove: the site does not exist (meduris 2.2).
    """
    _site(state, site)
    L, d = state._setup.layout, state._data
    if not is_hut(d, L.SITES, site):
        return ()
    N = L.N
    size = settlement_size(d, L.SITES, N, site)
    left = min(run_len(d, L.SITES, N, site, -1), size - 1)
    start = (site - left - 1) % N + 1
    return tuple((start + j - 1) % N + 1 for j in range(size))


def site_symbols(state_or_board: Any, site: int) -> tuple[str, str]:
    """The two resource symbols printed on ``site`` (meduris.md §2.2) of a state's board or a board.

    Raises:
        InvalidMove: the site does not exist (meduris 2.2).
    """
    board = getattr(state_or_board, "board", state_or_board)
    if not isinstance(site, int) or isinstance(site, bool) or not 1 <= site <= board.size:
        raise InvalidMove("meduris 2.2", N_("There is no site {site} on this board."), site=site)
    return board.sites[site - 1].symbols
