"""The 3-for-1 exchange (meduris.md §4.5): at any moment, 3 chips back to their plateaus for 1 chip of any
resource still on a plateau. The player whose decision is pending exchanges with ``Exchange(give, take)``;
any other player may exchange out of turn with ``Exchange(give, take, player=p)`` — e.g. before another
player's yield takes a plateau's last chip.
"""
from __future__ import annotations

from itertools import combinations_with_replacement

from companion.errors import IllegalMove
from companion.i18n import N_
from companion.meduris.common import RIDX, fmt_chips, player_label
from companion.meduris.moves import Exchange, Move
from companion.meduris.rules import CHIPS_PER_RESOURCE, EXCHANGE_GIVE, RESOURCES

__all__ = ["exchange_moves", "exchange", "refusal"]


def _make_gives(player: int | None) -> list[tuple[tuple[int, int, int, int], tuple[Exchange, ...]]]:
    out = []
    for give in combinations_with_replacement(range(4), EXCHANGE_GIVE):
        names = tuple(RESOURCES[r] for r in give)
        counts = tuple(give.count(r) for r in range(4))
        out.append((counts, tuple(Exchange(names, RESOURCES[t], player) for t in range(4))))  # type: ignore[arg-type]
    return out


#: per "by" (None = the decider, else a player index): the 20 ways to give 3 chips, each with its 4 moves
_GIVES = {by: _make_gives(by) for by in (None, 0, 1, 2, 3)}


def exchange_moves(c, p: int, by: int | None = None) -> list[Move]:
    """Every exchange player ``p`` can make now: 3 chips held, 1 chip taken from a non-empty plateau
    (counting the chips just given back). ``by``: None for the decider's own moves, else ``p`` (out of turn).

    The list depends only on how many chips of each resource ``p`` holds up to 3 and on which plateaus
    are empty, so it is kept per such pattern (at most 4,096 per ``by``)."""
    d = c.d
    h = 4 * p
    S = c.L.SUPPLY
    cap = _CAP
    key = (cap[d[h]] | (cap[d[h + 1]] << 2) | (cap[d[h + 2]] << 4) | (cap[d[h + 3]] << 6)
           | ((d[S] > 0) << 8) | ((d[S + 1] > 0) << 9) | ((d[S + 2] > 0) << 10) | ((d[S + 3] > 0) << 11))
    table = _KEPT[by]
    moves = table[key]
    if moves is None:
        moves = table[key] = _exchanges(key, by)
    return list(moves)


#: chips held, counted up to the 3 an exchange gives
_CAP = tuple(min(v, EXCHANGE_GIVE) for v in range(CHIPS_PER_RESOURCE + 1))
#: per "by": the exchanges per pattern of :func:`exchange_moves`, filled as patterns come up
_KEPT: dict[int | None, list[tuple[Exchange, ...] | None]] = {by: [None] * 4096 for by in _GIVES}


def _exchanges(key: int, by: int | None) -> tuple[Exchange, ...]:
    held = [key >> (2 * r) & 3 for r in range(4)]
    stocked = [key >> (8 + r) & 1 for r in range(4)]
    out: list[Exchange] = []
    for counts, ex in _GIVES[by]:
        if all(k <= h for k, h in zip(counts, held)):
            out.extend(ex[t] for t in range(4) if stocked[t] or counts[t])
    return tuple(out)


def exchange(c, p: int, move: Exchange) -> None:
    """Player ``p``: 3 chips back to their plateaus, then 1 chip of any resource (meduris.md §4.5)."""
    for name in move.give:
        c.pay(p, RIDX[name], 1)
    c.gain(p, RIDX[move.take], 1)


def refusal(c, p: int, move: Exchange) -> IllegalMove | None:
    """Why player ``p`` cannot make the exchange ``move`` now (§4.5); None if §4.5 allows it."""
    needs: dict[int, int] = {}
    for name in move.give:
        needs[RIDX[name]] = needs.get(RIDX[name], 0) + 1
    if c.current_player is None:
        return IllegalMove("meduris 5.2", N_("The game is over; no more moves can be made."))
    d = c.d
    if any(d[4 * p + r] < k for r, k in needs.items()):
        return IllegalMove("meduris 4.5", N_("{player} does not hold {chips} to exchange."),
                           player=player_label(c, p), chips=fmt_chips(needs))
    take = RIDX[move.take]
    if d[c.L.SUPPLY + take] + needs.get(take, 0):
        return None                                       # §4.5 allows it
    return IllegalMove("meduris 4.5", N_("The {plateau_label} plateau has no chips left."), plateau_label=move.take)
