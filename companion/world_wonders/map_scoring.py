"""Final scoring from the city maps (world-wonders.md §6.2): the two lines counted on the map — natural resources
(#4) and districts (#5) — computed and explained, the other lines taken from the tracks and cards, producing
the calculator's score sheet, which the calculator's scorer (:mod:`companion.world_wonders.scoring`) scores.
The engine's final scoring goes through the same functions, so a game and a table count alike.

A *city sheet* is a score sheet whose players carry their ``city`` (format: :mod:`companion.world_wonders.city`)
instead of the two map counts::

    {"game": "world-wonders", "players": [
        {"name": "Ana", "city": {...}, "food": 8, "ceramics": 9, "gears": 11, "population_rings": 4,
         "monuments": 2, "monument_rings": 5, "unpaid_loan": false}]}

Example:
    >>> from companion.world_wonders.city import from_picture
    >>> city = from_picture('''
    ...   .  T  *  .
    ...   R  h1 h1 ~
    ... ''')
    >>> s = score_city("Ana", city, food=8, ceramics=9, gears=11, population_rings=3)
    >>> s.entry["districts"], s.entry["natural_resources"]
    (1, 1)
    >>> print(s.explain("natural_resources")[0])
    Cell (0,2): an uncovered natural resource next to your tower at (0,1).
"""
from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from companion.errors import InvalidCatalogue, InvalidScoreSheet
from companion.i18n import N_, Phrase
from companion.sheets import fail
from companion.world_wonders import districts, natural_resources
from companion.world_wonders.city import City, from_dict

__all__ = ["CityScore", "score_city", "sheet_from_cities", "score_cities", "population_rings"]


def population_rings(board: Any, position: int) -> int:
    """Rings the population marker on ``position`` has reached or passed (§6.2 #1) on the resource board side
    ``board`` (a :class:`~companion.world_wonders.catalogues.ResourceBoard`)."""
    return board.population.upto[min(position, board.population.last)]


@dataclass(frozen=True)
class CityScore:
    """One player's map lines, counted and explained.

    Attributes:
        name: the player; entry: the player's score-sheet entry (the calculator's format); districts: one
        :class:`~companion.world_wonders.districts.DistrictFinding` per building tile; natural_resources: one
        :class:`~companion.world_wonders.natural_resources.ResourceFinding` per natural-resource cell.
    """

    name: str
    entry: dict[str, Any]
    districts: tuple[Any, ...]
    natural_resources: tuple[Any, ...]

    def explain(self, category: str) -> list[Phrase]:
        """The reasons of the ``"districts"`` or ``"natural_resources"`` line, one per tile or cell (translated
        when shown: ``str(p)`` or ``p.text("pl")``).

        Raises:
            KeyError: another category.
        """
        findings = {"districts": self.districts, "natural_resources": self.natural_resources}[category]
        return [f.reason for f in findings]


def score_city(name: str, city: City, *, food: int, ceramics: int, gears: int, population_rings: int,
               monuments: int = 0, monument_rings: int = 0, unpaid_loan: bool = False,
               objective_points: int | None = None) -> CityScore:
    """The sheet entry of a player whose finished city is ``city`` (world-wonders.md §6.2).

    Args:
        name: player name.
        city: the player's :class:`~companion.world_wonders.city.City`.
        food, ceramics, gears: resource-track values (#2 least developed resource).
        population_rings: rings reached or passed on the population track (#1).
        monuments, monument_rings: monuments built and the rings printed on their cards (#3; tie-break).
        unpaid_loan: a loan not paid back (#6: −2).
        objective_points: public objectives (advanced play), or None to leave the field out.
    """
    found_d = tuple(districts.explain(city))
    found_n = tuple(natural_resources.explain(city))
    entry: dict[str, Any] = {
        "name": name, "population_rings": population_rings, "food": food, "ceramics": ceramics, "gears": gears,
        "monument_rings": monument_rings, "monuments": monuments,
        "natural_resources": sum(f.points for f in found_n), "districts": sum(f.points for f in found_d),
        "unpaid_loan": unpaid_loan,
    }
    if objective_points is not None:
        entry["objective_points"] = objective_points
    return CityScore(name, entry, found_d, found_n)


def sheet_from_cities(city_sheet: Mapping[str, Any], maps: Any = None) -> tuple[dict[str, Any], list[CityScore]]:
    """The calculator's score sheet of a city sheet (module docstring): each player's ``natural_resources`` and
    ``districts`` counted on their ``city``.

    Args:
        city_sheet: a score sheet whose players each have ``city`` instead of the two map counts.
        maps: the map catalogue ``{"board", "side"}`` maps refer to (default: the demo maps).

    Returns:
        ``(sheet, city_scores)``: the sheet to score and one :class:`CityScore` per player (explanations).

    Raises:
        InvalidScoreSheet: not a sheet with players, a player without ``city``, a player giving a map count
            as well, or a city that is not valid (the field is ``players[i].city.<entry>``).
    """
    if not isinstance(city_sheet, Mapping) or not isinstance(city_sheet.get("players"), list):
        fail("players", N_("missing required field"))
    sheet = copy.deepcopy(dict(city_sheet))
    scores = []
    for i, p in enumerate(sheet["players"]):
        if not isinstance(p, dict) or "city" not in p:
            fail(["players", i, "city"], N_("missing required field"))
        for key in ("natural_resources", "districts"):
            if key in p:
                fail(["players", i, key], N_("counted on the city map: leave it out when the city is given"))
        try:
            city = from_dict(p.pop("city"), maps)
        except InvalidCatalogue as exc:
            raise InvalidScoreSheet(f"players[{i}].city.{exc.field}", exc.template, **exc.params) from None
        found_d, found_n = tuple(districts.explain(city)), tuple(natural_resources.explain(city))
        p["natural_resources"] = sum(f.points for f in found_n)
        p["districts"] = sum(f.points for f in found_d)
        scores.append(CityScore(str(p.get("name", "")), dict(p), found_d, found_n))
    return sheet, scores


def score_cities(city_sheet: Mapping[str, Any], maps: Any = None) -> tuple[Any, list[CityScore]]:
    """Score a city sheet with the calculator's scorer: ``(ScoreResult, city_scores)``.

    Raises:
        InvalidScoreSheet: see :func:`sheet_from_cities` and :func:`companion.world_wonders.scoring.score_sheet`.
    """
    from companion.games import score_sheet

    sheet, scores = sheet_from_cities(city_sheet, maps)
    return score_sheet(sheet), scores


def findings_text(scores: Sequence[CityScore], lang: str = "en") -> str:
    """Every player's map lines with their reasons, as plain text (for the CLI and logs)."""
    from companion.i18n import translate

    out = []
    for s in scores:
        out.append(s.name)
        for category, label in (("natural_resources", N_("Natural resources")), ("districts", N_("Districts"))):
            out.append(f"  {translate(label, lang)}: {s.entry[category]}")
            out.extend(f"    {p.text(lang)}" for p in s.explain(category))
    return "\n".join(out)
