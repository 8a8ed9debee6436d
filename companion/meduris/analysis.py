"""Meduris' hooks for the analysis layer (:mod:`companion.analysis.hooks`): faster bot moves and evaluation,
and what each player sees (only the chips behind the screens are hidden, meduris.md §1 "Hidden vs open
information").

Example:
    >>> from companion.meduris.engine import MEDURIS, new_game
    >>> s = new_game(["Ann", "Bob"], seed=7)
    >>> h = hooks(MEDURIS)
    >>> h.hidden_information, h.evaluate(s)        # 5 points on the track each at the start (meduris.md §3)
    (True, [5, 5])
    >>> [line.split(" | ")[1] for line in h.observe(s, 0).splitlines()[1:3]]   # Ann sees her chips, not Bob's
    ['wood 1 wool 1 copper 1 stone 1', 'resources hidden']
"""
from __future__ import annotations

from typing import Any

from companion.analysis.hooks import AnalysisHooks
from companion.meduris.end import final_sheet
from companion.meduris.rules import RESOURCES
from companion.meduris.scoring import rune_stone_line, temple_line

__all__ = ["hooks", "evaluate", "observe", "resample"]


def _policy_moves(core: Any) -> list:
    """The decider's legal moves without the 3-for-1 exchanges (§4.5), generated without them (fast)."""
    return core.legal_moves(exchanges=False)


def evaluate(state: Any) -> list[int]:
    """Each player's total if the game ended now (meduris.md §5.3): track + temple points + rune stones,
    through the scorer's own category functions on :func:`~companion.meduris.end.final_sheet` (no sheet
    validation, so about five times faster than the full scorer)."""
    return [p["track"] + temple_line(p["temples"]).points + rune_stone_line(p["rune_stones"]).points
            for p in final_sheet(state)["players"]]


def observe(state: Any, viewer: int | None) -> str:
    """The position as player ``viewer`` sees it: everything public (board, track, huts and temples in front
    of the screens, rune stones, plateaus, workers, druid, last roll, the pending decision) and only the
    viewer's own chips (meduris.md §1: only resources are hidden); ``viewer`` None: nobody's chips."""
    pend = state.pending
    head = "over" if pend is None else f"{pend.kind} by {state.players[pend.player]}" + (
        f" at site {pend.site}" if pend.site else "")
    lines = [f"viewer {'-' if viewer is None else state.players[viewer]}; turn {state.turn}; {state.phase}; {head}; "
             f"last roll {state.last_roll}; druid site {state.druid_site} step {state.druid_step}; "
             f"mark {state.final_mark}"]
    for p, name in enumerate(state.players):
        chips = (" ".join(f"{r} {k}" for r, k in zip(RESOURCES, state.resources[p])) if p == viewer
                 else "resources hidden")
        runes = ",".join(state.board.districts[i] for i, h in enumerate(state.runes) if h == p) or "-"
        lines.append(f"{name}: {state.scores[p]} pts | {chips} | huts {state.huts_left[p]} temples "
                     f"{state.temples_left[p]} | runes {runes}")
    lines.append("plateaus: " + "; ".join(f"{r} {state.supply[i]} {list(state.stacks[i])}"
                                          for i, r in enumerate(RESOURCES)))
    lines.append("sites: " + " ".join(f"{i}:{b[0][0]}{b[1]}" if b else f"{i}:." for i, b in
                                      enumerate(state.sites, 1)) + " | bonus: " +
                 " ".join(f"{i}:{c}" for i, c in enumerate(state.bonus, 1) if c))
    return "\n".join(lines)


def resample(state: Any, viewer: int, rng: Any) -> Any:
    """A position ``viewer`` cannot tell from ``state`` by what she sees: the other players' chips dealt again at
    random among them, each chip to a uniformly chosen other player, so that every resource keeps its number of
    chips behind the other screens (18 chips per resource in all and the plateaus are public, meduris.md §1).
    Everything else, her own chips included, is unchanged.

    Args:
        state: a Meduris :class:`~companion.meduris.state.State`; viewer: player index; rng: a
            :class:`random.Random`.
    """
    others = [p for p in range(len(state.players)) if p != viewer]
    if len(others) < 2:
        return state                       # one opponent: her chips follow from the public counts
    d = list(state._data)
    for r in range(len(RESOURCES)):
        chips = sum(d[4 * p + r] for p in others)
        for p in others:
            d[4 * p + r] = 0
        for _ in range(chips):
            d[4 * others[int(rng.random() * len(others))] + r] += 1
    return type(state)(state._setup, tuple(d))


def hooks(game: Any) -> AnalysisHooks:
    """The Meduris :class:`~companion.analysis.hooks.AnalysisHooks` (every move is public; the chips behind
    the screens are hidden, so OpenSpiel sees an imperfect-information game)."""
    return AnalysisHooks(policy_moves=_policy_moves, evaluate=evaluate, observe=observe, hidden_information=True,
                         resample=resample)
