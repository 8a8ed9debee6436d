"""Settlements and what a hut costs (meduris.md §2.4 settlements, §4.3 hut cost k, FAQ §6.4-6.6).

A settlement is a run of huts on neighbouring sites of the ring, whatever their colours; the great river
does not break it, a temple or an empty site does (§2.4, §6.5). A hut costs k chips of each of its
site's two symbols, k = huts in the settlement it will belong to, counting the new hut and merges (§4.3).

The functions on flat data serve the engine core: :func:`runs_beside` is the one definition of "the huts
directly beside a site"; :func:`hut_costs` gives every site's k from it, and :func:`hut_built` /
:func:`temple_built` keep those costs (the ``COST`` slots of the flat data, see
:class:`~companion.meduris.state.Layout`) in step when a building goes up, so the move generator reads k
instead of counting. The ones on a :class:`~companion.meduris.state.State` (:func:`hut_cost`,
:func:`settlement_at`, :func:`site_symbols`) serve lessons and boards.

Example:
    >>> from companion.meduris.engine import new_game
    >>> hut_cost(new_game(["Ann", "Bob"], seed=1), 20).k      # an isolated hut
    1
    >>> runs_beside([1, 1, 0, 0, 0, 1, 1, 0], 0, 8, 2)   # huts on sites 1, 2, 6, 7: beside site 3
    (2, 0)
"""
from __future__ import annotations

from typing import Any, NamedTuple, Sequence

from companion.errors import IllegalMove, InvalidMove
from companion.i18n import N_

__all__ = ["HutCost", "hut_cost", "settlement_at", "site_symbols", "runs_beside", "settlement_size", "hut_costs",
           "hut_built", "temple_built", "is_hut"]


def is_hut(d: Sequence[int], S: int, i: int) -> bool:
    """True if site ``i`` (1..N) holds a hut; ``d`` is flat data with the sites starting at index ``S``."""
    return d[S + i - 1] & 1 == 1


def runs_beside(d: Sequence[int], S: int, N: int, j: int) -> tuple[int, int]:
    """The huts in the runs directly beside site index ``j`` (site j + 1), not counting the site itself:
    ``(counter-clockwise, clockwise)``, on the ring of ``N`` sites stored from ``d[S]`` (hut codes are odd,
    see :mod:`~companion.meduris.state`). A run crosses the great river (§6.5); each run counts at most the
    N - 1 other sites."""
    last = N - 1
    left = 0
    i = j
    while left < last:
        i = i - 1 if i else last
        if not d[S + i] & 1:
            break
        left += 1
    right = 0
    i = j
    while right < last:
        i = i + 1 if i < last else 0
        if not d[S + i] & 1:
            break
        right += 1
    return left, right


def settlement_size(d: Sequence[int], S: int, N: int, i: int) -> int:
    """Huts in the settlement containing the hut on site ``i`` (1..N) (meduris.md §4.7 S)."""
    left, right = runs_beside(d, S, N, i - 1)
    return N if left >= N - 1 else left + right + 1


def hut_costs(d: Sequence[int], S: int, N: int) -> list[int]:
    """Per site index: k of a hut there now, the huts of the settlement it would belong to, itself
    included (meduris.md §4.3); 0 on a built site. ``d[S:S + N]`` are the sites."""
    out = [0 if d[S + j] else 1 for j in range(N)]
    for j in range(N):
        if out[j] and (d[S + j - 1 if j else S + N - 1] & 1 or d[S + j + 1 if j < N - 1 else S] & 1):
            left, right = runs_beside(d, S, N, j)          # a hut beside it
            out[j] = left + right + 1
    return out


def hut_built(d: list[int], L: Any, j: int) -> None:
    """Keep the ``COST`` slots of flat data ``d`` (layout ``L``) in step after a hut went up on site index
    ``j`` (its site code already set): the hut joins the runs beside it into one settlement, so the empty
    site at each end of it now sees the huts of the other side too (§4.3)."""
    N, C, S = L.N, L.COST, L.SITES
    left, right = runs_beside(d, S, N, j)
    d[C + j] = 0
    if left + right + 1 >= N - 1:               # at most one site left without a hut: count afresh
        d[C:C + N] = hut_costs(d, S, N)
        return
    el = (j - left - 1) % N
    er = (j + right + 1) % N
    if not d[S + el]:
        d[C + el] += right + 1
    if not d[S + er]:
        d[C + er] += left + 1


def temple_built(d: list[int], L: Any, j: int) -> None:
    """Keep the ``COST`` slots in step after a temple went up on site index ``j`` (no hut can go there)."""
    d[L.COST + j] = 0


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
    k = state._data[L.COST + site - 1]
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
    left = min(runs_beside(d, L.SITES, N, site - 1)[0], size - 1)
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
