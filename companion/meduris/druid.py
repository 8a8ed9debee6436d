"""The druid: his movement (meduris.md §4.6, FAQ §6.11-6.12, Q1, Q5), the offering ritual (§4.7, FAQ §6.10,
§6.12, §6.17) and the rune stone scoring when he crosses the great river (§4.8); his walk in the last lap
(§5.2) uses the same steps.

After each of the first three buildings the druid goes one stone step down; from the fourth on, he walks
clockwise to the nearest hut and holds the ritual there: the hut's owner makes an offering, then the next
hut of the run, until a temple or an empty site ends it. The functions here change a
:class:`~companion.meduris.draft.Draft`; they tell the caller when the turn ends instead of ending it, so
the turn flow (:mod:`companion.meduris.end`) stays in one place.
"""
from __future__ import annotations

from companion.errors import IllegalMove
from companion.i18n import Phrase
from companion.meduris.common import HUT, RIDX, fmt_chips
from companion.meduris.draft import Draft
from companion.meduris.moves import Move, OfferDruidChip, OfferNothing, OfferOne
from companion.meduris.rules import REFUSAL_PENALTY
from companion.meduris.settlement import is_hut, settlement_size
from companion.meduris.state import Pending, State

__all__ = ["rune_scoring", "step", "walk_to_hut", "any_hut", "start_offer", "advance", "offer", "after_offer"]


def rune_scoring(w: Draft) -> None:
    """Every player +1 per rune stone held (meduris.md §4.8); skipped in the final lap (§5.2)."""
    if w.phase == "final_lap":
        return
    for holder in w.runes:
        if holder is not None:
            w.scores[holder] += 1


def step(w: Draft, pos: int) -> int:
    """The druid moves one site clockwise from ``pos``; crossing the great river (N -> 1) scores the rune
    stones (§4.8, §4.10 step())."""
    if pos == w.N:
        rune_scoring(w)
    return pos % w.N + 1


def walk_to_hut(w: Draft, pos: int) -> int:
    """From ``pos`` (included), step clockwise to the first site holding a hut (§4.6)."""
    while not is_hut(w.sites, pos):
        pos = step(w, pos)
    return pos


def any_hut(w: Draft) -> bool:
    """True if a hut stands anywhere on the board."""
    return any(b is not None and b[0] == HUT for b in w.sites)


def start_offer(w: Draft, pos: int) -> None:
    """The druid stands on the hut at ``pos``; its owner must make an offering (§4.7)."""
    w.druid_site = pos
    w.pending = Pending("offer", w.sites[pos - 1][1], site=pos)  # type: ignore[index]


def advance(w: Draft) -> bool:
    """The druid's move after a building (meduris.md §4.6 / §4.10 druid_advance()): one step down while on
    the steps, else to the nearest hut clockwise, where the ritual starts.

    Returns:
        True if the turn ends now (he went down a step, or stays on step 3 with no hut on the board,
        FAQ §6.11); False if an offering is pending.
    """
    if w.druid_site is None:
        if w.druid_step < w.board.steps:
            w.druid_step += 1
            return True
        if not any_hut(w):                       # FAQ §6.11: stays on step 3
            return True
        pos = w.board.druid_entry_site           # enter the ring: no river crossing
        if not w.opts.druid_entry_inclusive:
            pos = step(w, pos)
    else:
        if not w.opts.lone_hut_full_lap and sum(
                1 for b in w.sites if b is not None and b[0] == HUT) == 1 and is_hut(w.sites, w.druid_site):
            start_offer(w, w.druid_site)          # option: stay on the lone hut
            return False
        pos = step(w, w.druid_site)
    start_offer(w, walk_to_hut(w, pos))
    return False


def offer(state: State, w: Draft, p: int, who: Phrase, site: int, move: Move) -> None:
    """One offering at the druid's hut on ``site`` by its owner ``p`` (meduris.md §4.7, FAQ §6.10, §6.12,
    §6.17): one symbol +1, both symbols +S (huts in the settlement), the druid bonus chip +S, nothing -1."""
    symbols = state.board.sites[site - 1].symbols
    t = type(move)
    if t is OfferNothing:
        w.add_score(p, -REFUSAL_PENALTY)
        return
    if t is OfferDruidChip:
        if w.bonus[site - 1] != "druid":
            raise IllegalMove("meduris 4.7", "There is no druid chip under the hut on site {site}.", site=site)
        w.bonus[site - 1] = None
        w.add_score(p, settlement_size(w.sites, site))
        return
    if t is OfferOne:
        r = move.resource  # type: ignore[attr-defined]
        if r not in symbols:
            raise IllegalMove("meduris 4.7", "{resource_label} is not a symbol of site {site} ({symbols_labels}).",
                              resource_label=r, site=site, symbols_labels=list(symbols))
        needs = {RIDX[r]: 1}
        points = 1
    else:  # OfferBoth
        needs = {}
        for r in symbols:
            needs[RIDX[r]] = needs.get(RIDX[r], 0) + 1
        points = settlement_size(w.sites, site)
    if any(w.res[p][r] < k for r, k in needs.items()):
        raise IllegalMove("meduris 4.7", "{player} does not hold {chips} to offer.", player=who, chips=fmt_chips(needs))
    w.pay(p, needs)
    w.add_score(p, points)


def after_offer(w: Draft, site: int) -> bool:
    """Continue the ritual hut by hut, or end it (meduris.md §4.7); in the last lap walk on to the next hut
    and stop at the marked site (§5.2), which ends the game.

    Returns:
        True if the ritual is over and the turn ends; False if another offering is pending or the game
        is over.
    """
    final = w.phase == "final_lap"
    if final and site == w.final_mark:
        w.game_over()
        return False
    if is_hut(w.sites, site % w.N + 1):
        start_offer(w, step(w, site))
        return False
    if not final:
        return True
    start_offer(w, walk_to_hut(w, step(w, site)))
    return False
