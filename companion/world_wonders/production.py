"""Production and population (world-wonders.md §5): each resource symbol of a building tile or monument placed
moves the matching resource marker one space; each time a resource marker lands on or passes a population
symbol the population marker moves one space (a move crossing two symbols gives two). A monument may also give
population directly. Markers never move back. When a population marker reaches the last (purple) space, the
game ends at the end of the round; population beyond it is lost. At the end of a resource track the marker
stays on the last space (option ``resource_track_end``, §5 unconfirmed).
"""
from __future__ import annotations

from companion.world_wonders.state import F_POP, F_TR0, G_TRIGGER, P0, PB

__all__ = ["produce"]


def produce(c, p: int, gains: tuple[tuple[int, int], ...], population: int = 0) -> None:
    """Player ``p`` produces: ``gains`` is ``(resource index, steps)`` pairs; ``population`` steps are added
    directly (a monument's reward). Sets the end trigger when the purple space is reached (§5, §6.1)."""
    d = c.d
    b = P0 + p * PB
    board = c.s.board
    stop = c.opts.resource_track_end == "stop"
    pop = population
    for r, steps in gains:
        track = board.tracks[r]
        i = b + F_TR0 + r
        old = d[i]
        new = old + steps
        last = track.last
        if new > last:
            if stop:
                new = last
            pop += track.upto[last] - track.upto[min(old, last)]
        else:
            pop += track.upto[new] - track.upto[old]
        d[i] = new
    if pop:
        last = board.population.last
        v = d[b + F_POP] + pop
        if v >= last:
            v = last
            d[G_TRIGGER] = 1
        d[b + F_POP] = v
