"""End of a turn and end of the game: the end trigger and extra turns (meduris.md §5.1, the Polish
resource trigger Q3), the druid's last lap (§5.2) and the final score sheet (§5.3-5.4).

A turn ends after a big yield, after a building whose druid move ends on the steps, or after the ritual.
When a player has built all huts and temples, every other player has one more turn; then the druid makes
a last full lap (every hut once, no rune scoring) and stops on the site he started it from. By the Polish
rulebook the last lap also starts when every plateau is empty and nobody builds any more (option
``pl_resource_end``, on by default: a game where nobody can build must end).
"""
from __future__ import annotations

from typing import Any

from companion.meduris.druid import any_hut, start_offer, step, walk_to_hut
from companion.meduris.settlement import runs_beside

__all__ = ["end_turn", "start_final_lap", "final_sheet"]

_FINAL_LAP = 2
_ALL_BUILT, _RESOURCES, _TURN_LIMIT = 1, 2, 3
_ROLL = 2


def end_turn(c, built: bool) -> None:
    """End of the active player's turn: end trigger, extra turns, final lap, next player (meduris.md §5.1).

    Args:
        c: the :class:`~companion.meduris.core.MedurisCore`.
        built: the turn made a building (resets the count of the Polish resource trigger, Q3).
    """
    d, L, opts = c.d, c.L, c.opts
    p = d[L.ACTIVE]
    since = 0 if built else d[L.SINCE_BUILD] + 1
    d[L.SINCE_BUILD] = since
    if d[L.TRIGGER] >= 0:
        d[L.EXTRA] -= 1
        if d[L.EXTRA] <= 0:
            start_final_lap(c)
            return
    elif d[L.HUTS + p] == 0 and d[L.TEMPLES + p] == 0:
        d[L.TRIGGER] = p
        d[L.EXTRA] = c.n - 1
        d[L.ENDED] = _ALL_BUILT
    elif opts.pl_resource_end and since >= c.n:
        S = L.SUPPLY
        if not (d[S] or d[S + 1] or d[S + 2] or d[S + 3]):
            d[L.ENDED] = _RESOURCES
            if not opts.pl_resource_end_extra_turns:
                start_final_lap(c)
                return
            d[L.TRIGGER] = p
            d[L.EXTRA] = c.n - 1
    if opts.turn_limit is not None and d[L.TURN] >= opts.turn_limit:
        d[L.ENDED] = d[L.ENDED] or _TURN_LIMIT
        start_final_lap(c)
        return
    p = (p + 1) % c.n                                   # the next player's roll (core.begin_turn, inlined)
    d[L.ACTIVE] = p
    d[L.TURN] += 1
    d[L.KIND] = _ROLL
    d[L.PLAYER] = p
    d[L.PSITE] = 0


def start_final_lap(c) -> None:
    """The druid's last full lap (meduris.md §5.2): mark his site, visit every hut once, no rune scoring."""
    d, L = c.d, c.L
    d[L.PHASE] = _FINAL_LAP
    if not any_hut(c):
        c.game_over()
        return
    dsite = d[L.DSITE]
    if dsite:
        d[L.MARK] = dsite
        pos = step(c, dsite)
    else:  # still on the steps: enter at the entry site, end at the last hut of the lap
        d[L.MARK] = max(i for i in range(1, c.N + 1) if d[L.SITES + i - 1] & 1)
        pos = c.s.board.druid_entry_site
    start_offer(c, walk_to_hut(c, pos))


def final_sheet(state: Any) -> dict[str, Any]:
    """Score sheet of the position in the public meduris sheet format (meduris.md §5.3):

    ``{"game": "meduris", "players": [{"name", "track", "rune_stones", "temples": [[left, right], ...],
    "huts_built", "resources_left"}]}`` where ``track`` is points on the track (after the last lap when
    the game is over), ``temples`` has one pair per built temple (clockwise site order): huts in the
    run directly counter-clockwise (left) and clockwise (right) of it, 0 beside a temple or empty site;
    ``resources_left`` is the chip count behind the screen. Works on unfinished games too (a snapshot).
    """
    L, d = state._setup.layout, state._data
    S, N, hutm = L.SITES, L.N, d[L.HUTM]
    players = []
    for p, name in enumerate(state.players):
        temples = [list(runs_beside(hutm, N, i - 1)) for i in range(1, N + 1) if d[S + i - 1] == 2 + 2 * p]
        players.append({
            "name": name,
            "track": d[L.SCORE + p],
            "rune_stones": sum(1 for i in range(L.D) if d[L.RUNES + i] == p),
            "temples": temples,
            "huts_built": sum(1 for i in range(N) if d[S + i] == 1 + 2 * p),
            "resources_left": sum(d[4 * p:4 * p + 4]),
        })
    return {"game": "meduris", "players": players}
