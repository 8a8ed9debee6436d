"""The druid: his movement (meduris.md §4.6, FAQ §6.11-6.12, Q1, Q5), the offering ritual (§4.7, FAQ §6.10,
§6.12, §6.17) and the rune stone scoring when he crosses the great river (§4.8); his walk in the last lap
(§5.2) uses the same steps.

After each of the first three buildings the druid goes one stone step down; from the fourth on, he walks
clockwise to the nearest hut and holds the ritual there: the hut's owner makes an offering, then the next
hut of the run, until a temple or an empty site ends it. The functions here change a
:class:`~companion.meduris.core.MedurisCore`; they tell the caller when the turn ends instead of ending it,
so the turn flow (:mod:`companion.meduris.end`) stays in one place.
"""
from __future__ import annotations

from companion.errors import IllegalMove
from companion.i18n import N_
from companion.meduris.common import RIDX, fmt_chips, player_label
from companion.meduris.moves import Move, OfferBoth, OfferDruidChip, OfferNothing, OfferOne
from companion.meduris.rules import REFUSAL_PENALTY, RESOURCES
from companion.meduris.settlement import settlement_size

__all__ = ["rune_scoring", "step", "walk_to_hut", "any_hut", "start_offer", "advance", "offer_moves", "offer",
           "after_offer", "refusal"]

_OFFER = 6
_FINAL_LAP = 2
_DRUID_CHIP = 3
_ONE = [OfferOne(r) for r in RESOURCES]
_BOTH, _CHIP, _NOTHING = OfferBoth(), OfferDruidChip(), OfferNothing()


def rune_scoring(c) -> None:
    """Every player +1 per rune stone held (meduris.md §4.8); skipped in the final lap (§5.2)."""
    d, L = c.d, c.L
    if d[L.PHASE] == _FINAL_LAP:
        return
    for i in range(L.RUNES, L.RUNES + L.D):
        holder = d[i]
        if holder >= 0:
            d[L.SCORE + holder] += 1


def step(c, pos: int) -> int:
    """The druid moves one site clockwise from ``pos``; crossing the great river (N -> 1) scores the rune
    stones (§4.8, §4.10 step())."""
    if pos == c.N:
        rune_scoring(c)
        return 1
    return pos + 1


def walk_to_hut(c, pos: int) -> int:
    """From ``pos`` (included), step clockwise to the first site holding a hut (§4.6); crossing the river on
    the way scores the rune stones (§4.8). Needs a hut on the board. The nearest hut is read off the hut
    bitmask (bit i = site i + 1) instead of stepping site by site."""
    hutm = c.d[c.L.HUTM]
    ahead = hutm >> (pos - 1)
    if ahead:
        return pos + (ahead & -ahead).bit_length() - 1
    rune_scoring(c)                          # no hut before site N: the druid crosses the great river
    return (hutm & -hutm).bit_length()


def any_hut(c) -> bool:
    """True if a hut stands anywhere on the board."""
    return c.d[c.L.HUTM] != 0


def start_offer(c, pos: int) -> None:
    """The druid stands on the hut at ``pos``; its owner must make an offering (§4.7)."""
    d, L = c.d, c.L
    d[L.DSITE] = pos
    d[L.KIND] = _OFFER
    d[L.PLAYER] = (d[L.SITES + pos - 1] - 1) >> 1
    d[L.PSITE] = pos


def advance(c) -> bool:
    """The druid's move after a building (meduris.md §4.6 / §4.10 druid_advance()): one step down while on
    the steps, else to the nearest hut clockwise, where the ritual starts.

    Returns:
        True if the turn ends now (he went down a step, or stays on step 3 with no hut on the board,
        FAQ §6.11); False if an offering is pending.
    """
    d, L = c.d, c.L
    dsite = d[L.DSITE]
    if not dsite:
        if d[L.DSTEP] < c.s.board.steps:
            d[L.DSTEP] += 1
            return True
        if not any_hut(c):                       # FAQ §6.11: stays on step 3
            return True
        pos = c.s.board.druid_entry_site         # enter the ring: no river crossing
        if not c.opts.druid_entry_inclusive:
            pos = step(c, pos)
    else:
        if not c.opts.lone_hut_full_lap and d[L.HUTM] == 1 << (dsite - 1):
            start_offer(c, dsite)               # option: stay on the lone hut
            return False
        pos = step(c, dsite)
    start_offer(c, walk_to_hut(c, pos))
    return False


def offer_moves(c, p: int) -> list[Move]:
    """The offerings player ``p`` can make at the druid's hut (§4.7): 1 chip of one symbol, 1 of each, the
    druid chip lying under the hut, or nothing (always possible, -1 point); looked up by the site's
    symbols, ``p``'s chips of them (up to 2) and the druid chip (:func:`_offerings`)."""
    d, L = c.d, c.L
    site = d[L.PSITE]
    ia, ib = c.sym[site - 1]
    a, b = d[4 * p + ia], d[4 * p + ib]
    return list(_OFFERINGS[ia][ib][a if a < 2 else 2][b if b < 2 else 2][d[L.BONUS + site - 1] == _DRUID_CHIP])


def _offerings(ia: int, ib: int, a: int, b: int, chip: bool) -> tuple[Move, ...]:
    """The offerings at a hut with symbols ``ia``, ``ib`` (resource indices) by a player holding ``a`` and
    ``b`` of them, with or without the druid chip under the hut (§4.7)."""
    out: list[Move] = []
    if a:
        out.append(_ONE[ia])
    if ib != ia and b:
        out.append(_ONE[ib])
    if (a >= 2) if ia == ib else (a and b):
        out.append(_BOTH)
    if chip:
        out.append(_CHIP)
    out.append(_NOTHING)
    return tuple(out)


#: _OFFERINGS[ia][ib][a][b][chip]: see :func:`_offerings` (a, b counted up to 2)
_OFFERINGS = [[[[[_offerings(ia, ib, a, b, chip) for chip in (False, True)] for b in range(3)] for a in range(3)]
               for ib in range(4)] for ia in range(4)]


def offer(c, p: int, site: int, move: Move) -> None:
    """One offering at the druid's hut on ``site`` by its owner ``p`` (meduris.md §4.7, FAQ §6.10, §6.12,
    §6.17): one symbol +1, both symbols +S (huts in the settlement), the druid bonus chip +S, nothing -1."""
    t = type(move)
    if t is OfferNothing:
        c.add_score(p, -REFUSAL_PENALTY)
        return
    d, L = c.d, c.L
    S = L.SUPPLY
    if t is OfferOne:                                  # the chip goes back to its plateau
        r = RIDX[move.resource]  # type: ignore[union-attr]
        d[4 * p + r] -= 1
        d[S + r] += 1
        d[L.SCORE + p] += 1
        return
    if t is OfferDruidChip:
        d[L.BONUS + site - 1] = 0
        d[L.CHIPM] &= ~(1 << (site - 1))
    else:  # OfferBoth
        ia, ib = c.sym[site - 1]
        h = 4 * p
        d[h + ia] -= 1
        d[S + ia] += 1
        d[h + ib] -= 1
        d[S + ib] += 1
    d[L.SCORE + p] += settlement_size(d[L.HUTM], L.N, site)


def after_offer(c, site: int) -> bool:
    """Continue the ritual hut by hut, or end it (meduris.md §4.7); in the last lap walk on to the next hut
    and stop at the marked site (§5.2), which ends the game.

    Returns:
        True if the ritual is over and the turn ends; False if another offering is pending or the game
        is over.
    """
    d, L = c.d, c.L
    final = d[L.PHASE] == _FINAL_LAP
    if final and site == d[L.MARK]:
        c.game_over()
        return False
    if d[L.SITES + site % c.N] & 1:
        start_offer(c, step(c, site))
        return False
    if not final:
        return True
    start_offer(c, walk_to_hut(c, step(c, site)))
    return False


def refusal(c, p: int, move: Move) -> IllegalMove | None:
    """Why the offering ``move`` of ``p`` is not possible at the druid's hut (§4.7); None if §4.7 allows it."""
    d, L = c.d, c.L
    site = d[L.PSITE]
    t = type(move)
    if t is OfferNothing:
        return None                                       # always possible (-1 point)
    if t is OfferDruidChip:
        if d[L.BONUS + site - 1] == _DRUID_CHIP:
            return None
        return IllegalMove("meduris 4.7", N_("There is no druid chip under the hut on site {site}."), site=site)
    symbols = c.s.board.sites[site - 1].symbols
    if t is OfferOne:
        if move.resource not in symbols:  # type: ignore[union-attr]
            return IllegalMove("meduris 4.7", N_("{resource_label} is not a symbol of site {site} ({symbols_labels})."),
                               resource_label=move.resource, site=site, symbols_labels=list(symbols))  # type: ignore[union-attr]
        needs = {RESOURCES.index(move.resource): 1}  # type: ignore[union-attr]
    else:
        needs = {}
        for r in symbols:
            needs[RESOURCES.index(r)] = needs.get(RESOURCES.index(r), 0) + 1
    if all(d[4 * p + r] >= k for r, k in needs.items()):
        return None
    return IllegalMove("meduris 4.7", N_("{player} does not hold {chips} to offer."), player=player_label(c, p),
                       chips=fmt_chips(needs))
