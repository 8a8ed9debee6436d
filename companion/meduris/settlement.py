"""Settlements and what a hut costs (meduris.md §2.4 settlements, §4.3 hut cost k, FAQ §6.4-6.6).

A settlement is a run of huts on neighbouring sites of the ring, whatever their colours; the great river
does not break it, a temple or an empty site does (§2.4, §6.5). A hut costs k chips of each of its
site's two symbols, k = huts in the settlement it will belong to, counting the new hut and merges (§4.3).

The functions on flat data serve the engine core: :func:`runs_beside` is the one definition of "the huts
directly beside a site" and :func:`hut_k` of a hut's cost; :func:`hut_built` / :func:`temple_built` keep
three site masks by hut cost (k = 2, 3, from 4 on: :func:`cost_masks`; the ``K2M``, ``K3M``, ``K4M`` slots
of :class:`~companion.meduris.state.Layout`) in step when a building goes up, so the move generator
counts k only for the rare sites of cost 4 or more. The ones on a :class:`~companion.meduris.state.State`
(:func:`hut_cost`, :func:`settlement_at`, :func:`site_symbols`) serve lessons and boards.

Example:
    >>> from companion.meduris.engine import new_game
    >>> hut_cost(new_game(["Ann", "Bob"], seed=1), 20).k      # an isolated hut
    1
    >>> runs_beside(0b0110_0011, 8, 2)     # huts on sites 1, 2, 6, 7 of 8: beside site 3
    (2, 0)
"""
from __future__ import annotations

from typing import Any, NamedTuple, Sequence

from companion.errors import IllegalMove, InvalidMove
from companion.i18n import N_

__all__ = ["HutCost", "hut_cost", "settlement_at", "site_symbols", "runs_beside", "settlement_size", "hut_k",
           "hut_costs", "cost_masks", "hut_built", "temple_built", "is_hut"]


def is_hut(d: Sequence[int], S: int, i: int) -> bool:
    """True if site ``i`` (1..N) holds a hut; ``d`` is flat data with the sites starting at index ``S``."""
    return d[S + i - 1] & 1 == 1


def runs_beside(hutm: int, N: int, j: int) -> tuple[int, int]:
    """The huts in the runs directly beside site index ``j`` (site j + 1), not counting the site itself:
    ``(counter-clockwise, clockwise)``, on the ring of ``N`` sites whose huts are the bits of ``hutm`` (bit
    i = site i + 1). A run crosses the great river (§6.5); each run counts at most the N - 1 other sites.
    Read off the mask turned so that the site's neighbours come first, whatever the runs' lengths."""
    full = (1 << N) - 1
    if hutm == full:
        return N - 1, N - 1
    right = ((hutm >> (j + 1)) | (hutm << (N - j - 1))) & full      # site j+2 at bit 0, clockwise upwards
    left = ((hutm << (N - j)) | (hutm >> j)) & full                 # site j at the top bit, ccw downwards
    return N - (left ^ full).bit_length(), (right ^ (right + 1)).bit_length() - 1


def settlement_size(hutm: int, N: int, i: int) -> int:
    """Huts in the settlement containing the hut on site ``i`` (1..N) (meduris.md §4.7 S); ``hutm`` as
    for :func:`runs_beside`."""
    left, right = runs_beside(hutm, N, i - 1)
    return N if left >= N - 1 else left + right + 1


def hut_k(hutm: int, N: int, j: int) -> int:
    """k of a hut on the empty site index ``j`` (site j + 1): the huts of the settlement it would belong
    to, itself included, merges counted (meduris.md §4.3, FAQ §6.4-6.6); ``hutm`` as for :func:`runs_beside`."""
    left, right = runs_beside(hutm, N, j)
    return left + right + 1


def hut_costs(d: Sequence[int], S: int, N: int, hutm: int) -> list[int]:
    """Per site index: k of a hut there now (:func:`hut_k`); 0 on a built site. ``d[S:S + N]`` are the
    sites, ``hutm`` their huts."""
    out = [0 if d[S + j] else 1 for j in range(N)]
    near = ((hutm << 1) | (hutm >> 1) | (hutm >> (N - 1)) | ((hutm & 1) << (N - 1)))
    for j in range(N):
        if out[j] and near >> j & 1:
            out[j] = hut_k(hutm, N, j)                     # a hut beside it
    return out


def cost_masks(costs: Sequence[int]) -> tuple[int, int, int]:
    """The site bitmasks (bit j = site index j) of the hut costs ``costs`` equal to 2, equal to 3 and
    from 4 on (the ``K2M``, ``K3M``, ``K4M`` slots of :class:`~companion.meduris.state.Layout`)."""
    k2 = k3 = k4 = 0
    for j, k in enumerate(costs):
        if k == 2:
            k2 |= 1 << j
        elif k == 3:
            k3 |= 1 << j
        elif k >= 4:
            k4 |= 1 << j
    return k2, k3, k4


def _grow(d: list[int], L: Any, j: int, more: int) -> None:
    """The hut cost of the empty site index ``j`` grows by ``more`` (a run beside it grew): move its bit
    to the cost mask of its new cost (one from 4 on stays in ``K4M``)."""
    bit = 1 << j
    if d[L.K2M] & bit:
        d[L.K2M] ^= bit
        k = 2 + more
    elif d[L.K3M] & bit:
        d[L.K3M] ^= bit
        k = 3 + more
    elif d[L.K4M] & bit:
        return
    else:
        k = 1 + more
    d[L.K2M if k == 2 else L.K3M if k == 3 else L.K4M] |= bit


def hut_built(d: list[int], L: Any, j: int, left: int, right: int) -> None:
    """Keep the cost masks of flat data ``d`` (layout ``L``) in step after a hut went up on site index
    ``j`` (its site code already set) between runs of ``left`` huts counter-clockwise and ``right`` huts
    clockwise (:func:`runs_beside` before the building): the hut joins them into one settlement, so the
    empty site at each end of it now sees the huts of the other side too (§4.3)."""
    N, S = L.N, L.SITES
    keep = ~(1 << j)
    d[L.K2M] &= keep
    d[L.K3M] &= keep
    d[L.K4M] &= keep
    if left + right + 1 >= N - 1:               # at most one site left without a hut: count afresh
        d[L.K2M], d[L.K3M], d[L.K4M] = cost_masks(hut_costs(d, S, N, d[L.HUTM]))
        return
    el = (j - left - 1) % N
    if not d[S + el]:
        _grow(d, L, el, right + 1)
    er = (j + right + 1) % N
    if not d[S + er]:
        _grow(d, L, er, left + 1)


def temple_built(d: list[int], L: Any, j: int) -> None:
    """Keep the cost masks in step after a temple went up on site index ``j`` (no hut can go there)."""
    keep = ~(1 << j)
    d[L.K2M] &= keep
    d[L.K3M] &= keep
    d[L.K4M] &= keep


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
    k = hut_k(state._data[L.HUTM], L.N, site - 1)
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
    size = settlement_size(d[L.HUTM], N, site)
    left = min(runs_beside(d[L.HUTM], N, site - 1)[0], size - 1)
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
