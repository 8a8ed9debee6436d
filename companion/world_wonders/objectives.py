"""Public objectives for advanced play (world-wonders.md §7.1): 3 of the 15 objective cards are revealed at setup
(§2 H, advanced) and awarded at the end to the players who fulfil each card best: **1st = 3 rings, 2nd = 1 ring**.
Players tied for 1st share 1st + 2nd (= 4) evenly, rounded up, and no 2nd place is then awarded; players tied
for 2nd get 1 each. Metropolis (a district of each of the five types) is shared evenly (rounded up) by every
player who achieves it: 4 points in all.

The ten kinds of card, measured on a player's finished city (:class:`CityFacts`):

==================  ===========================================================================================
kind                value of a player
==================  ===========================================================================================
green_valley        cells of the largest connected area of empty land (no piece, not a natural resource) whose
                    every neighbour is a piece, a natural resource or water: an area touching the map edge or
                    the sidewalk is not enclosed
roads_to_rome       cells of the largest connected group of road cells (roads, short roads and bridges)
city_of_wonders     monuments built
natural_resources   building tiles next to an (uncovered, option ``covered_counts``) natural resource
waterfront          building tiles next to (uncovered) water
most_tiles (type)   building tiles of the type
track (resource)    the resource marker's space
adjacent (type)     building tiles of the type next to another tile of the type (option
                    ``objective_adjacent``: ``"touching"``), or the tiles of the largest connected group of
                    them (``"group"``) — (unconfirmed) in §7.1
suburbs             building tiles with a cell on the map edge (top row, first or last column; the sidewalk
                    under the last row does not count)
metropolis          1 when at least one of the player's districts is of each of the five types, else 0
==================  ===========================================================================================

Which types and resources the cards of kinds 6-8 show is not known (§7.1 unconfirmed): :data:`DEMO_DECK` is a
demo split, labelled as such (``DEMO_DECK_NOTE``), shipped as the demo objective-card catalogue
(``data/demo-objective-cards.json``); a player enters their own deck in that format
(:mod:`~companion.world_wonders.catalogues`, option ``objective_cards``). The readings left open are options
(:mod:`~companion.world_wonders.options`): ``objective_zero_places`` (does a player with 0 place?),
``metropolis_alone`` (4 or 3 points for a single achiever), ``objective_adjacent``.

Example (ties, §7.1):
    >>> award([5, 5, 2], "most_tiles"), award([6, 3, 3, 1], "most_tiles"), award([2, 0, 2, 2], "metropolis")
    ([2, 2, 0], [3, 1, 1, 0], [2, 0, 2, 2])
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Sequence

from companion.i18n import N_, Phrase
from companion.world_wonders import districts, rules
from companion.world_wonders.grid import Grid

__all__ = ["Objective", "DEMO_DECK", "DEMO_DECK_NOTE", "KINDS", "CityFacts", "value", "award", "by_id",
           "results", "facts_of_position", "facts_of_city", "FIRST", "SECOND", "SHARED_FIRST"]

FIRST = rules.OBJECTIVE_FIRST_PLACE      # §7.1: 1st place, 3 rings
SECOND = 1                               # §7.1: 2nd place, 1 ring
SHARED_FIRST = FIRST + SECOND            # §7.1: players tied for 1st share 1st + 2nd = 4

KINDS = ("green_valley", "roads_to_rome", "city_of_wonders", "natural_resources", "waterfront", "most_tiles",
         "track", "adjacent", "suburbs", "metropolis")

_NAMES = {
    "green_valley": N_("Green Valley"), "roads_to_rome": N_("Roads to Rome"),
    "city_of_wonders": N_("City of Wonders"), "natural_resources": N_("Natural Resources"),
    "waterfront": N_("Waterfront"), "most_tiles": N_("Most {type_label} tiles"),
    "track": N_("Highest {resource_label} track"), "adjacent": N_("Adjacent {type_label} tiles"),
    "suburbs": N_("Suburbs"), "metropolis": N_("Metropolis"),
}
_GOALS = {
    "green_valley": N_("the largest empty green area enclosed by pieces, natural resources and water (not by the map "
                       "edge or the sidewalk)"),
    "roads_to_rome": N_("the longest continuous road, counted in connected spaces"),
    "city_of_wonders": N_("the most monuments"),
    "natural_resources": N_("the most building tiles next to a natural resource"),
    "waterfront": N_("the most building tiles next to water"),
    "most_tiles": N_("the most building tiles of the type"),
    "track": N_("the highest value on the resource track"),
    "adjacent": N_("the most building tiles of the type next to another one of the type"),
    "suburbs": N_("the most building tiles touching the map edge (the sidewalk does not count)"),
    "metropolis": N_("a district of each of the five types: those who achieve it share 4 points"),
}
_RESOURCE_LABELS = {"food": N_("food"), "ceramics": N_("ceramics"), "gears": N_("gears")}


@dataclass(frozen=True)
class Objective:
    """One public objective card: ``id``, ``kind`` (one of :data:`KINDS`), ``arg`` (the building type
    ``B``/``F``/``H``/``M``/``T`` for ``most_tiles`` and ``adjacent``, the resource for ``track``, else None) and
    ``label`` (the printed name from the player's own deck, shown as is; ``""``: the kind's name)."""

    id: str
    kind: str
    arg: str | None = None
    label: str = ""

    @property
    def name(self) -> Phrase:
        """The card's name, translated when shown (the printed ``label`` of an own deck as it is)."""
        from companion.world_wonders.city import TYPE_NAMES

        if self.label:
            return Phrase(N_("{title}"), {"title": self.label})
        params: dict[str, Any] = {}
        if self.kind in ("most_tiles", "adjacent"):
            params["type_label"] = TYPE_NAMES[self.arg]
        elif self.kind == "track":
            params["resource_label"] = _RESOURCE_LABELS[self.arg]  # type: ignore[index]
        return Phrase(_NAMES[self.kind], params)

    @property
    def goal(self) -> Phrase:
        """What the card rewards, in words."""
        return Phrase(_GOALS[self.kind], {})


#: The demo objective deck: kinds 1-5, 9 and 10 once each (§7.1), kinds 6-8 split 3 + 3 + 2 (unconfirmed)
DEMO_DECK: tuple[Objective, ...] = (
    Objective("green-valley", "green_valley"), Objective("roads-to-rome", "roads_to_rome"),
    Objective("city-of-wonders", "city_of_wonders"), Objective("natural-resources", "natural_resources"),
    Objective("waterfront", "waterfront"),
    Objective("most-B", "most_tiles", "B"), Objective("most-F", "most_tiles", "F"),
    Objective("most-M", "most_tiles", "M"),
    Objective("track-food", "track", "food"), Objective("track-ceramics", "track", "ceramics"),
    Objective("track-gears", "track", "gears"),
    Objective("adjacent-H", "adjacent", "H"), Objective("adjacent-T", "adjacent", "T"),
    Objective("suburbs", "suburbs"), Objective("metropolis", "metropolis"),
)
DEMO_DECK_NOTE = N_("Demo data: which types and resources the objective cards of kinds 6-8 show is not known.")


def by_id(objective_id: str, deck: Any = None) -> Objective:
    """The card with ``objective_id`` of ``deck`` (an objective-card catalogue,
    :class:`~companion.world_wonders.catalogues.ObjectiveCards`; None: the demo deck :data:`DEMO_DECK`).

    Raises:
        KeyError: no such card.
    """
    if deck is not None:
        return deck.by_id(objective_id)
    for o in DEMO_DECK:
        if o.id == objective_id:
            return o
    raise KeyError(objective_id)


@dataclass(frozen=True)
class CityFacts:
    """What the objectives read of one player's city: the ``grid``; the map's ``land``, ``water`` and ``natural``
    cells; the covered cells ``occ``; the ``roads`` cells (bridges included); the building tiles as
    ``(type, mask)``; the three resource ``tracks``; ``monuments`` built."""

    grid: Grid
    land: int
    water: int
    natural: int
    occ: int
    roads: int
    tiles: tuple[tuple[str, int], ...]
    tracks: tuple[int, int, int]
    monuments: int


def facts_of_position(setup: Any, data: Sequence[Any], p: int) -> CityFacts:
    """:class:`CityFacts` of player ``p`` in the flat position ``data`` of a game (``setup``)."""
    from companion.world_wonders.state import BUILDING, F_MONS, F_OCC, F_PIECES, F_ROADM, F_TR0, P0, PB

    b = P0 + p * PB
    side = setup.maps[p]
    tiles = tuple((setup.tiles[i].type, m) for k, i, m in data[b + F_PIECES] if k == BUILDING)
    return CityFacts(side.grid, side.land, side.water, side.natural, data[b + F_OCC], data[b + F_ROADM], tiles,
                     tuple(data[b + F_TR0:b + F_TR0 + 3]), data[b + F_MONS])  # type: ignore[arg-type]


def facts_of_city(city: Any, tracks: tuple[int, int, int] = (0, 0, 0), monuments: int | None = None) -> CityFacts:
    """:class:`CityFacts` of a :class:`~companion.world_wonders.city.City` (``tracks`` and ``monuments`` are not
    on the map: given, or the monuments counted from the pieces)."""
    side = city.map
    roads = 0
    tiles = []
    for piece, m in zip(city.pieces, city.masks):
        if piece.kind in ("road", "bridge"):
            roads |= m
        elif piece.kind == "building":
            tiles.append((piece.type, m))
    if monuments is None:
        monuments = sum(1 for piece in city.pieces if piece.kind == "monument")
    return CityFacts(side.grid, side.land, side.water, side.natural, city.occupied, roads, tuple(tiles),
                     tracks, monuments)


def _components(grid: Grid, cells: int) -> list[int]:
    """The orthogonally connected groups of ``cells`` (masks), by flood fill on whole masks."""
    out = []
    nb = grid.neighbours
    while cells:
        group = cells & -cells
        while True:
            grown = (group | nb(group)) & cells
            if grown == group:
                break
            group = grown
        out.append(group)
        cells &= ~group
    return out


def value(objective: Objective, f: CityFacts, options: Any = None) -> int:
    """The value of city ``f`` for ``objective`` (table in the module docstring); ``options``: the game's
    :class:`~companion.world_wonders.options.Options` (``covered_counts``, ``objective_adjacent``) or None for
    the defaults."""
    from companion.world_wonders.options import Options

    opts = options or Options()
    g = f.grid
    kind = objective.kind
    nb = g.neighbours
    if kind == "green_valley":
        empty = districts.empty_land(f.land, f.natural, f.occ)
        border = g.EDGE | g.BOTTOM
        return max((m.bit_count() for m in _components(g, empty) if not m & border), default=0)
    if kind == "roads_to_rome":
        return max((m.bit_count() for m in _components(g, f.roads)), default=0)
    if kind == "city_of_wonders":
        return f.monuments
    if kind in ("natural_resources", "waterfront"):
        target = f.natural if kind == "natural_resources" else f.water
        if not opts.covered_counts:
            target &= ~f.occ
        return sum(1 for _, m in f.tiles if nb(m) & ~m & target)
    if kind == "most_tiles":
        return sum(1 for t, _ in f.tiles if t == objective.arg)
    if kind == "track":
        return f.tracks[rules.RESOURCES.index(objective.arg)]  # type: ignore[arg-type]
    if kind == "adjacent":
        mine = [m for t, m in f.tiles if t == objective.arg]
        if opts.objective_adjacent == "touching":
            return sum(1 for i, m in enumerate(mine) if any(nb(m) & x for j, x in enumerate(mine) if j != i))
        best = 0
        for group in _components(g, sum(mine)):
            best = max(best, sum(1 for m in mine if m & group))
        return best
    if kind == "suburbs":
        return sum(1 for _, m in f.tiles if m & g.EDGE)
    if kind == "metropolis":
        empty = districts.empty_land(f.land, f.natural, f.occ)
        types = {t for t, m in f.tiles if not districts.open_sides(g, m, empty)}
        return int(types >= set(rules.BUILDING_TYPES))
    raise KeyError(kind)


def award(values: Sequence[int], kind: str, options: Any = None) -> list[int]:
    """The points (rings) each player gets for one objective from their ``values`` (§7.1).

    1st place 3, 2nd place 1; players tied for 1st share 4 evenly, rounded up, and no 2nd place is awarded;
    players tied for 2nd get 1 each. A player with value 0 does not place (option ``objective_zero_places``:
    they do). Metropolis (``kind == "metropolis"``, values 1/0): the achievers share 4 evenly, rounded up
    (option ``metropolis_alone``: a single achiever gets that many, 4 by default).
    """
    from companion.world_wonders.options import Options

    opts = options or Options()
    n = len(values)
    out = [0] * n
    if kind == "metropolis":
        winners = [i for i, v in enumerate(values) if v > 0]
        if len(winners) == 1:
            out[winners[0]] = opts.metropolis_alone
        for i in winners if len(winners) > 1 else ():
            out[i] = math.ceil(SHARED_FIRST / len(winners))
        return out
    eligible = [v for v in values if v > 0 or opts.objective_zero_places]
    if not eligible:
        return out
    best = max(eligible)
    firsts = [i for i, v in enumerate(values) if v == best]
    if len(firsts) > 1:
        for i in firsts:
            out[i] = math.ceil(SHARED_FIRST / len(firsts))
        return out
    out[firsts[0]] = FIRST
    rest = [v for v in eligible if v < best]
    if rest:
        second = max(rest)
        for i, v in enumerate(values):
            if v == second:
                out[i] = SECOND
    return out


def results(objectives: Sequence[Objective], facts: Sequence[CityFacts], options: Any = None
            ) -> list[tuple[Objective, list[int], list[int]]]:
    """Per objective in play: ``(objective, values per player, points per player)``."""
    out = []
    for o in objectives:
        values = [value(o, f, options) for f in facts]
        out.append((o, values, award(values, o.kind, options)))
    return out
