"""Building in part 2 of a turn: a hut (meduris.md §4.3 steps 1-5: pay k of each symbol, bonus chip, rune
stone) and a temple (§4.4, FAQ §6.6, §6.16: 1 of each symbol, never on a bonus chip). The move generator,
the apply steps and the refusals stand side by side.

The druid's move after a building is :func:`companion.meduris.druid.advance`; the hut cost k is
:func:`companion.meduris.settlement.hut_k`, and the masks of the sites by cost are kept in step by
:func:`~companion.meduris.settlement.hut_built`.
"""
from __future__ import annotations

from functools import lru_cache

from companion.errors import IllegalMove
from companion.i18n import N_
from companion.meduris.common import fmt_chips, player_label
from companion.meduris.moves import BuildHut, BuildTemple, Move
from companion.meduris.rules import BONUS_PLUS2_POINTS, CHIPS_PER_RESOURCE
from companion.meduris.settlement import hut_built, hut_k, runs_beside, temple_built

__all__ = ["build_moves", "build_hut", "build_temple", "refusal", "short_tables"]

_HUTS = [BuildHut(i + 1) for i in range(128)]
_TEMPLES = [BuildTemple(i + 1) for i in range(128)]
_PLUS2, _FREE, _DRUID = 1, 2, 3


def build_moves(c, p: int, out: list[Move]) -> None:
    """Append to ``out`` every hut and temple player ``p`` can build now (§4.3-4.4): an empty site, a hut
    paid k of each symbol (free on a free-build chip), a temple 1 of each symbol and never on a bonus chip.

    Works on site bitmasks (bit i = site i + 1): the sites whose symbols ``p`` can pay once, twice, three
    and four times are looked up by his chips (:func:`short_tables`) and matched with the empty sites by
    hut cost (:func:`board_masks`: k = 1, 2, 3 from the cost masks ``K2M`` / ``K3M``; k is counted only for
    the few sites of ``K4M`` that the player can pay four times). Huts come first, then temples, each in
    site order.
    """
    d, L = c.d, c.L
    huts = d[L.HUTS + p]
    temples = d[L.TEMPLES + p]
    if not (huts or temples):
        return
    key = d[L.OCC:L.K4M + 1]
    masks = c.masks if key == c.masks_key else board_masks(c, key)
    h0 = 4 * p
    payable, c0, c1, c2, c3 = c.short
    pay1, pay2, pay3, pay4 = payable[c0[d[h0]] + c1[d[h0 + 1]] + c2[d[h0 + 2]] + c3[d[h0 + 3]]]
    if huts:                                # each payable mask lies inside the one before (4 pays imply 3, …)
        free, k1, k2, k3, k4, _, known = masks
        hmask = free | k1 & pay1 | k2 & pay2 | k3 & pay3
        more = k4 & pay4                    # k >= 4, p pays 4 of each: count k
        if more:
            hmask |= _dear_huts(c, d, h0, more, known)
        if hmask:
            _extend(out, hmask, _TABLES[0])
    if temples:
        tmask = masks[5] & pay1
        if tmask:
            _extend(out, tmask, _TABLES[1])


def board_masks(c, key: list[int]) -> tuple:
    """The site masks :func:`build_moves` matches a player's chips with, for the buildings and chips of
    ``key`` (the flat data from ``OCC`` to ``K4M``): ``(free, k1, k2, k3, k4, temple, known)``, the empty
    sites with a free-build chip, the other empty sites by hut cost (k = 1, 2, 3, >= 4), the empty sites
    without a bonus chip (where a temple may go, §6.16) and an empty dict for the hut costs k >= 4 counted
    so far. They change only when a building goes up or a chip leaves, so the core keeps the last ones
    (``c.masks`` for ``c.masks_key``)."""
    occ, _, chip, free, k2, k3, k4 = key
    empty = c.full ^ occ
    free &= empty
    k1 = empty & ~(free | k2 | k3 | k4)
    c.masks_key = key
    c.masks = masks = (free, k1, k2 & ~free, k3 & ~free, k4 & ~free, empty & ~chip, {})
    return masks


def _dear_huts(c, d: list[int], h0: int, more: int, known: dict[int, int]) -> int:
    """The sites of ``more`` (empty, hut cost k >= 4, payable four times by the player whose chips start at
    ``d[h0]``) where he can pay k of each symbol; ``known``: the k counted so far for this hut mask (site
    index -> k, see :func:`board_masks`)."""
    hutm = d[c.L.HUTM]
    sym, N = c.sym, c.N
    out = 0
    while more:
        low = more & -more
        j = low.bit_length() - 1
        more ^= low
        k = known.get(j)
        if k is None:
            k = known[j] = hut_k(hutm, N, j)
        ia, ib = sym[j]
        if k <= (d[h0 + ia] >> 1 if ia == ib else min(d[h0 + ia], d[h0 + ib])):
            out |= low
    return out


def _extend(out: list[Move], mask: int, table: list) -> None:
    """Append the moves of ``table`` (:data:`_TABLES`) on the sites in ``mask`` (8 sites per lookup)."""
    if mask >> 32 == 0:                      # boards of up to 32 sites: four lookups
        t0, t1, t2, t3 = table[16]
        out += t0[mask & 255]
        out += t1[mask >> 8 & 255]
        out += t2[mask >> 16 & 255]
        out += t3[mask >> 24]
        return
    chunk = 0
    while mask:
        b = mask & 255
        if b:
            out += table[chunk][b]
        mask >>= 8
        chunk += 1


#: the largest chip count that matters: a site showing one resource twice needs 2 x 4 of it at k = 4
_CAP = 8


@lru_cache(maxsize=32)
def _short_tables(once: tuple[int, ...], twice: tuple[int, ...], full: int) -> tuple:
    # per resource, per count 0-8: the sites that count cannot pay 1, 2, 3, 4 times
    short = [[tuple(once[r] if v < k else twice[r] if v < 2 * k else 0 for k in (1, 2, 3, 4)) for v in range(_CAP + 1)]
             for r in range(4)]
    payable = [tuple(full ^ (w | x | y | z) for w, x, y, z in zip(s0, s1, s2, s3))
               for s3 in short[3] for s2 in short[2] for s1 in short[1] for s0 in short[0]]
    cols = tuple(tuple(min(v, _CAP) * (_CAP + 1) ** r for v in range(CHIPS_PER_RESOURCE + 1)) for r in range(4))
    return (payable,) + cols


def short_tables(board) -> tuple:
    """The tables :func:`build_moves` reads a player's payable sites from: ``(payable, col0, col1, col2,
    col3)``; ``col_r[v]`` for v chips of resource r (0-18, counted up to 8, the most a payment can ask) sums
    to a key, and ``payable[key]`` holds the site bitmasks of ``board`` that those chips pay once, twice,
    three and four times (a site showing one resource twice needs 2 of it for one payment, §4.3-4.4).
    Built once per board (6,561 keys) and shared by every game on it."""
    return _short_tables(board.symbol_masks, board.double_masks, board.full_mask)


def _make_tables() -> tuple[list, list]:
    def table(moves: list) -> list:
        chunks: list = [[tuple(moves[8 * chunk + i] for i in range(8) if b >> i & 1) for b in range(256)]
                        for chunk in range(16)]
        return chunks + [tuple(chunks[:4])]
    return table(_HUTS), table(_TEMPLES)


#: per move kind (hut, temple), per 8-site chunk, per byte of a site mask: the moves of those sites; item 16
#: holds the first four chunks as one tuple (the fast path of :func:`_extend`)
_TABLES = _make_tables()


def build_hut(c, p: int, site: int) -> None:
    """Player ``p`` builds a hut on ``site`` (meduris.md §4.3 steps 1-5; the druid moves afterwards)."""
    d, L = c.d, c.L
    j = site - 1
    chip = d[L.BONUS + j]
    left, right = runs_beside(d[L.HUTM], L.N, j)
    if chip != _FREE:
        k = left + right + 1
        ia, ib = c.sym[j]
        h, su = 4 * p, L.SUPPLY                  # pay k of each symbol back to the plateaus
        d[h + ia] -= k
        d[su + ia] += k
        d[h + ib] -= k
        d[su + ib] += k
    if chip == _PLUS2:
        c.add_score(p, BONUS_PLUS2_POINTS)
    bit = 1 << j
    if chip == _PLUS2 or chip == _FREE:
        d[L.BONUS + j] = 0
        d[L.CHIPM] &= ~bit
        d[L.FREEM] &= ~bit
    d[L.SITES + j] = 1 + 2 * p
    d[L.OCC] |= bit
    d[L.HUTM] |= bit
    d[L.HUTS + p] -= 1
    d[L.BUILDINGS] += 1
    d[L.RUNES + c.s.board.district_of[j]] = p
    hut_built(d, L, j, left, right)


def build_temple(c, p: int, site: int) -> None:
    """Player ``p`` builds a temple on ``site`` (meduris.md §4.4, FAQ §6.6, §6.16; the druid moves afterwards)."""
    d, L = c.d, c.L
    j = site - 1
    ia, ib = c.sym[j]
    c.pay(p, ia, 1)
    c.pay(p, ib, 1)
    d[L.SITES + j] = 2 + 2 * p
    d[L.OCC] |= 1 << j
    d[L.TEMPLES + p] -= 1
    d[L.BUILDINGS] += 1
    temple_built(d, L, j)


def _needs(c, site: int, k: int) -> dict[int, int]:
    ia, ib = c.sym[site - 1]
    needs = {ia: k}
    needs[ib] = needs.get(ib, 0) + k
    return needs


def refusal(c, p: int, move: Move) -> IllegalMove | None:
    """Why building ``move`` is not legal for ``p`` now (§4.3, §4.4, §6.16); None if these rules allow it."""
    d, L = c.d, c.L
    who = player_label(c, p)
    site = move.site  # type: ignore[union-attr]
    if type(move) is BuildHut:
        if d[L.HUTS + p] == 0:
            return IllegalMove("meduris 4.3", N_("{player} has no huts left."), player=who)
        if d[L.SITES + site - 1]:
            return IllegalMove("meduris 4.3", N_("Site {site} is not empty."), site=site)
        needs = {} if d[L.BONUS + site - 1] == _FREE else _needs(c, site, hut_k(d[L.HUTM], L.N, site - 1))
        have = {r: d[4 * p + r] for r in needs}
        if all(have[r] >= k for r, k in needs.items()):
            return None                                   # nothing in §4.3 forbids it
        return IllegalMove("meduris 4.3", N_("Building a hut on site {site} costs {cost}; {player} has only {have}."),
                           site=site, cost=fmt_chips(needs), player=who, have=fmt_chips(have))
    if d[L.TEMPLES + p] == 0:
        return IllegalMove("meduris 4.4", N_("{player} has no temples left."), player=who)
    if d[L.SITES + site - 1]:
        return IllegalMove("meduris 4.4", N_("Site {site} is not empty."), site=site)
    if d[L.BONUS + site - 1]:
        return IllegalMove("meduris 6.16", N_("A temple cannot be built on site {site}: it holds a bonus chip."),
                           site=site)
    needs = _needs(c, site, 1)
    have = {r: d[4 * p + r] for r in needs}
    if all(have[r] >= k for r, k in needs.items()):
        return None                                       # nothing in §4.4 forbids it
    return IllegalMove("meduris 4.4", N_("Building a temple on site {site} costs {cost}; {player} has only {have}."),
                       site=site, cost=fmt_chips(needs), player=who, have=fmt_chips(have))
