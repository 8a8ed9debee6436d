"""The end of the game and the final score sheet (world-wonders.md §6): the game ends after round 10 (the stacks
are empty) or at the end of the round in which a player reached the purple population space. The final
scoring is computed from the maps — natural resources and districts counted by the same functions as the
"score my city" tool (:mod:`~companion.world_wonders.districts`, :mod:`~companion.world_wonders.natural_resources`,
:mod:`~companion.world_wonders.map_scoring`) — and written as the calculator's score sheet, which the
calculator's scorer scores, so a game and a table count alike.
"""
from __future__ import annotations

from typing import Any

from companion.world_wonders import districts, natural_resources
from companion.world_wonders.city import City, Piece
from companion.world_wonders.state import (
    BUILDING, F_LOAN, F_MONS, F_MRINGS, F_OCC, F_PIECES, F_POP, F_TR0, G_AUTO_RINGS, G_KIND, MONUMENT, P0, PB,
    PIECE_KIND_NAMES,
)

__all__ = ["game_over", "final_sheet", "city_of", "map_counts"]


def game_over(c) -> None:
    """No decision is pending any more (§6.1)."""
    c.d[G_KIND] = -1


def map_counts(setup: Any, data: tuple, p: int) -> tuple[int, int]:
    """``(natural resources, districts)`` of player ``p``'s map in the position ``data`` (§6.2 #4-5)."""
    b = P0 + p * PB
    side = setup.maps[p]
    g = side.grid
    occ = data[b + F_OCC]
    tiles = [m for k, _, m in data[b + F_PIECES] if k == BUILDING]
    return (natural_resources.count(g, side.natural, occ),
            districts.count(g, tiles, side.land, side.natural, occ))


def final_sheet(state: Any) -> dict[str, Any]:
    """The score sheet of the position in the calculator's format (world-wonders.md §6.2): per player
    ``population_rings`` (rings reached or passed), ``food``/``ceramics``/``gears`` (the markers' spaces),
    ``monument_rings``, ``monuments``, ``natural_resources`` and ``districts`` (counted on the map),
    ``unpaid_loan``; ``ties_by_resources`` with the option ``further_ties="resources"``; in advanced play
    ``objective_points`` (the public objectives, §7.1). In solo play the Automaton's entry (its level and, at the
    hard level, the rings of the monuments it took, §7.2). Works on unfinished games too."""
    s, data = state._setup, state._data
    board = s.board
    players = []
    for p, name in enumerate(s.players):
        b = P0 + p * PB
        nat, dist = map_counts(s, data, p)
        pop = data[b + F_POP]
        players.append({
            "name": name, "population_rings": board.population.upto[min(pop, board.population.last)],
            "food": data[b + F_TR0], "ceramics": data[b + F_TR0 + 1], "gears": data[b + F_TR0 + 2],
            "monument_rings": data[b + F_MRINGS], "monuments": data[b + F_MONS],
            "natural_resources": nat, "districts": dist, "unpaid_loan": bool(data[b + F_LOAN]),
        })
    if s.objectives:                              # advanced play: public objectives (§7.1)
        points = [0] * len(players)
        for _, _, awarded in state.objective_results():
            points = [a + b for a, b in zip(points, awarded)]
        for entry, pts in zip(players, points):
            entry["objective_points"] = pts
    sheet: dict[str, Any] = {"game": "world-wonders", "players": players}
    if s.options.further_ties != "shared":        # §6.2 (unconfirmed): the option's reading of further ties
        sheet["ties_by_resources"] = True
    if s.solo_game:
        level = s.options.automaton_level
        sheet["automaton"] = {"level": level, "monument_rings": data[G_AUTO_RINGS] if level == "hard" else 0}
    return sheet


def city_of(state: Any, p: int) -> City:
    """Player ``p``'s city (:class:`~companion.world_wonders.city.City`) in ``state``, for explanations."""
    s = state._setup
    g = s.grid
    pieces = []
    count: dict[str, int] = {}
    for kind, ident, mask in state._data[P0 + p * PB + F_PIECES]:
        name = PIECE_KIND_NAMES[kind]
        label, type_ = "", None
        if kind == BUILDING:
            type_ = s.tiles[ident].type
            count[type_] = count.get(type_, 0) + 1
            label = f"{type_.lower()}{count[type_]}"
        elif kind == MONUMENT:
            label = s.monuments.cards[ident].id
        pieces.append(Piece(name, tuple(g.cells(mask)), type_, label))
    return City(s.maps[p], tuple(pieces))
