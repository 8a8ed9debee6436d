"""End of a turn and end of the game: the end trigger and extra turns (meduris.md §5.1, the Polish
resource trigger Q3), the druid's last lap (§5.2) and the final score sheet (§5.3-5.4).

A turn ends after a big yield, after a building whose druid move ends on the steps, or after the ritual.
When a player has built all huts and temples, every other player has one more turn; then the druid makes
a last full lap (every hut once, no rune scoring) and stops on the site he started it from.
"""
from __future__ import annotations

from typing import Any

from companion.errors import IllegalMove
from companion.meduris.common import HUT, TEMPLE
from companion.meduris.draft import Draft
from companion.meduris.druid import any_hut, start_offer, step, walk_to_hut
from companion.meduris.settlement import is_hut, run_len
from companion.meduris.state import State

__all__ = ["end_turn", "start_final_lap", "final_sheet", "score"]


def end_turn(w: Draft, built: bool) -> None:
    """End of the active player's turn: end trigger, extra turns, final lap, next player (meduris.md §5.1).

    Args:
        built: the turn made a building (resets the count of the Polish resource trigger, Q3).
    """
    p = w.active
    w.turns_since_build = 0 if built else w.turns_since_build + 1
    if w.end_trigger is not None:
        w.extra_turns -= 1
    elif w.huts_left[p] == 0 and w.temples_left[p] == 0:
        w.end_trigger = p
        w.extra_turns = w.n - 1
        w.ended_by = "all_built"
    if w.end_trigger is not None and w.extra_turns <= 0:
        start_final_lap(w)
        return
    if (w.opts.pl_resource_end and w.end_trigger is None and not any(w.supply)
            and w.turns_since_build >= w.n):
        w.ended_by = "resources"
        if w.opts.pl_resource_end_extra_turns:
            w.end_trigger = p
            w.extra_turns = w.n - 1
        else:
            start_final_lap(w)
            return
    if w.opts.turn_limit is not None and w.turn >= w.opts.turn_limit:
        w.ended_by = w.ended_by or "turn_limit"
        start_final_lap(w)
        return
    w.begin_turn((p + 1) % w.n)


def start_final_lap(w: Draft) -> None:
    """The druid's last full lap (meduris.md §5.2): mark his site, visit every hut once, no rune scoring."""
    w.phase = "final_lap"
    if not any_hut(w):
        w.game_over()
        return
    if w.druid_site is not None:
        w.final_mark = w.druid_site
        pos = step(w, w.druid_site)
    else:  # still on the steps (only with turn_limit): enter at site 1, end at the last hut of the lap
        w.final_mark = max(i for i in range(1, w.N + 1) if is_hut(w.sites, i))
        pos = w.board.druid_entry_site
    start_offer(w, walk_to_hut(w, pos))


def final_sheet(state: State) -> dict[str, Any]:
    """Score sheet of the position in the public meduris sheet format (meduris.md §5.3):

    ``{"game": "meduris", "players": [{"name", "track", "rune_stones", "temples": [[left, right], ...],
    "huts_built", "resources_left"}]}`` where ``track`` is points on the track (after the last lap when
    the game is over), ``temples`` has one pair per built temple (clockwise site order): huts in the
    run directly counter-clockwise (left) and clockwise (right) of it, 0 beside a temple or empty site;
    ``resources_left`` is the chip count behind the screen. Works on unfinished games too (a snapshot).
    """
    players = []
    for p, name in enumerate(state.players):
        temples = [[run_len(state.sites, i, -1), run_len(state.sites, i, +1)]
                   for i in range(1, state.board.size + 1)
                   if state.sites[i - 1] is not None and state.sites[i - 1] == (TEMPLE, p)]
        players.append({
            "name": name,
            "track": state.scores[p],
            "rune_stones": sum(1 for h in state.runes if h == p),
            "temples": temples,
            "huts_built": sum(1 for b in state.sites if b == (HUT, p)),
            "resources_left": sum(state.resources[p]),
        })
    return {"game": "meduris", "players": players}


def score(state: State):
    """Final result via ``companion.meduris.scoring.score_sheet(final_sheet(state))`` (meduris.md §5.3-5.4):
    ``.players[i].total``, ``.players[i].rank``, ``.winners``.

    Raises:
        IllegalMove: the game is not over yet.
    """
    if not state.is_terminal:
        raise IllegalMove("meduris 5.2", "The game is not over yet: final scoring comes after the druid's last lap.")
    from companion.meduris.scoring import score_sheet

    return score_sheet(final_sheet(state))
