"""Showing a position: the JSON-friendly view the board widget draws (:func:`to_view`) and a plain-text
rendering for logs and tests (:func:`render_text`). No rule is decided here (what is shown: meduris.md
§2.4 data model, §4.10 pending decision).
"""
from __future__ import annotations

from typing import Any

from companion.meduris.common import HUT, player_label
from companion.meduris.rules import RESOURCES
from companion.meduris.state import State

__all__ = ["to_view", "render_text"]


def to_view(state: State) -> dict[str, Any]:
    """JSON-friendly dict for the board widget.

    Keys: ``game``, ``board`` (name), ``sites`` (``site``, ``district``, ``symbols``, ``building``
    (None or ``{"kind", "owner", "colour"}``), ``bonus``), ``districts`` (``name``, ``sites``, ``holder``),
    ``river_between``, ``druid`` (``site``, ``step``, ``on_ring``), ``plateaus`` (``resource``, ``supply``,
    ``workers`` bottom->top as player indices), ``players`` (``name``, ``colour``, ``score``, ``resources``,
    ``huts_left``, ``temples_left``, ``rune_stones``), ``current_player``, ``pending``, ``phase``, ``turn``,
    ``last_roll``, ``final_mark``, ``is_terminal``.
    """
    b = state.board
    sites = []
    for s in b.sites:
        bld = state.sites[s.number - 1]
        sites.append({
            "site": s.number, "district": s.district, "symbols": list(s.symbols),
            "building": None if bld is None else {"kind": bld[0], "owner": bld[1], "colour": state.colours[bld[1]]},
            "bonus": state.bonus[s.number - 1],
        })
    districts = [{"name": name, "sites": [s.number for s in b.sites if s.district == name],
                  "holder": state.runes[i]} for i, name in enumerate(b.districts)]
    players = [{
        "name": name, "colour": state.colours[p], "score": state.scores[p],
        "resources": dict(zip(RESOURCES, state.resources[p])),
        "huts_left": state.huts_left[p], "temples_left": state.temples_left[p],
        "rune_stones": [b.districts[i] for i, h in enumerate(state.runes) if h == p],
    } for p, name in enumerate(state.players)]
    return {
        "game": "meduris", "board": b.name, "sites": sites, "districts": districts,
        "river_between": list(b.river_between),
        "druid": {"site": state.druid_site, "step": state.druid_step, "on_ring": state.druid_site is not None},
        "plateaus": [{"resource": r, "supply": state.supply[i], "workers": list(state.stacks[i])}
                     for i, r in enumerate(RESOURCES)],
        "players": players, "current_player": state.current_player, "pending": _pending(state),
        "phase": str(state.phase), "turn": state.turn, "last_roll": state.last_roll, "final_mark": state.final_mark,
        "is_terminal": state.is_terminal,
    }


def _pending(state: State) -> dict[str, Any] | None:
    """The pending decision as a JSON-friendly dict (None when the game is over)."""
    p = state.pending
    if p is None:
        return None
    return {"kind": str(p.kind), "player": p.player, "site": p.site, "queue": list(p.queue)}


def render_text(state: State) -> str:
    """Plain-text rendering for logs: header, druid, players, plateaus, built sites."""
    pend = state.pending
    if pend is None:
        head = f"Meduris: game over (turn {state.turn}, ended by {state.ended_by})"
    else:
        where = f" at site {pend.site}" if pend.site else ""
        head = (f"Meduris: turn {state.turn}, {state.phase}; "
                f"{player_label(state, pend.player)} to decide: {pend.kind}{where}")
    druid = f"site {state.druid_site}" if state.druid_site is not None else (
        "temple" if state.druid_step == 0 else f"step {state.druid_step}")
    lines = [head, f"Druid: {druid}; buildings {state.buildings}; last roll: {state.last_roll}"]
    for p in range(len(state.players)):
        res = " ".join(f"{r} {k}" for r, k in zip(RESOURCES, state.resources[p]))
        runes = ",".join(state.board.districts[i] for i, h in enumerate(state.runes) if h == p) or "-"
        lines.append(f"  {player_label(state, p)}: {state.scores[p]} pts | {res} | huts {state.huts_left[p]}"
                     f" temples {state.temples_left[p]} | runes {runes}")
    plats = []
    for i, r in enumerate(RESOURCES):
        stack = ",".join(state.players[o] for o in state.stacks[i])
        plats.append(f"{r} {state.supply[i]} [{stack}]")
    lines.append("Plateaus: " + "; ".join(plats))
    cells = []
    for i, b in enumerate(state.sites, start=1):
        mark = "." if b is None else ("H" if b[0] == HUT else "T") + str(b[1])
        chip = {"plus2": "+2", "free_build": "F", "druid": "D"}.get(state.bonus[i - 1], "")
        cells.append(f"{i}:{mark}{chip}")
    lines.append("Sites: " + " ".join(cells))
    return "\n".join(lines)
