"""The 3-for-1 exchange (meduris.md §4.5): at any moment, 3 chips back to their plateaus for 1 chip of any
resource still on a plateau. The engine offers exchanges to the player whose decision is pending.
"""
from __future__ import annotations

from itertools import combinations_with_replacement

from companion.errors import IllegalMove
from companion.i18n import Plural
from companion.meduris.common import fmt_chips, player_label, resource_index
from companion.meduris.draft import Draft
from companion.meduris.moves import Exchange, Move
from companion.meduris.rules import EXCHANGE_GIVE, RESOURCES
from companion.meduris.state import State

__all__ = ["exchange_moves", "exchange"]


def _make_gives() -> list[tuple[tuple[int, int, int, int], tuple[Exchange, Exchange, Exchange, Exchange]]]:
    out = []
    for give in combinations_with_replacement(range(4), EXCHANGE_GIVE):
        names = tuple(RESOURCES[r] for r in give)
        counts = tuple(give.count(r) for r in range(4))
        out.append((counts, tuple(Exchange(names, RESOURCES[t]) for t in range(4))))  # type: ignore[arg-type]
    return out


_GIVES = _make_gives()  # the 20 ways to give 3 chips, each with its 4 prebuilt Exchange moves (immutable)


def exchange_moves(state: State, p: int) -> list[Move]:
    """Every exchange player ``p`` can make now: 3 chips held, 1 chip taken from a non-empty plateau
    (counting the chips just given back)."""
    h0, h1, h2, h3 = state.resources[p]
    if h0 + h1 + h2 + h3 < EXCHANGE_GIVE:
        return []
    s0, s1, s2, s3 = state.supply
    out: list[Move] = []
    for (c0, c1, c2, c3), ex in _GIVES:
        if c0 > h0 or c1 > h1 or c2 > h2 or c3 > h3:
            continue
        if s0 + c0:
            out.append(ex[0])
        if s1 + c1:
            out.append(ex[1])
        if s2 + c2:
            out.append(ex[2])
        if s3 + c3:
            out.append(ex[3])
    return out


def exchange(state: State, w: Draft, p: int, move: Exchange) -> None:
    """3 chips back to their plateaus, then 1 chip of any resource (meduris.md §4.5)."""
    give = tuple(move.give)
    if len(give) != EXCHANGE_GIVE:
        raise IllegalMove("meduris 4.5", Plural("An exchange returns exactly {count} chip.",
                                                "An exchange returns exactly {count} chips."), count=EXCHANGE_GIVE)
    needs: dict[int, int] = {}
    for name in give:
        r = resource_index(name, "meduris 4.5")
        needs[r] = needs.get(r, 0) + 1
    take = resource_index(move.take, "meduris 4.5")
    for r, k in needs.items():
        if w.res[p][r] < k:
            raise IllegalMove("meduris 4.5", "{player} does not hold {chips} to exchange.",
                              player=player_label(state, p), chips=fmt_chips(needs))
    w.pay(p, needs)
    if w.supply[take] == 0:
        raise IllegalMove("meduris 4.5", "The {plateau_label} plateau has no chips left.", plateau_label=RESOURCES[take])
    w.gain(p, take, 1)
