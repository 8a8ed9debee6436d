"""World Wonders final scoring (``shared/rules/world-wonders.md`` §6.2).

Total = population rings + least developed resource (lowest of food, ceramics, gears) + monument rings
+ natural resources + districts − 2 for an unpaid loan + public objectives (advanced play).
Tie-break: most monuments; still tied → shared victory ((unconfirmed) in §6.2: the rules stop there).
"""
from __future__ import annotations

from typing import Any, Mapping

from companion import sheets
from companion.explain import Line
from companion.i18n import N_, Plural
from companion.result import ScoreResult, TieBreak, build_result
from companion.world_wonders import rules

LABELS = {
    "population": N_("Population rings"),
    "least_resource": N_("Least developed resource"),
    "monuments": N_("Monument rings"),
    "natural_resources": N_("Natural resources"),
    "districts": N_("Districts"),
    "loan": N_("Unpaid loan"),
    "objectives": N_("Public objectives"),
}

SCHEMA = sheets.sheet_schema(
    rules.GAME_ID, "World Wonders score sheet",
    {
        "population_rings": sheets.count(description="rings reached or passed on the population track"),
        "food": sheets.count(description="food track value"),
        "ceramics": sheets.count(description="ceramics track value"),
        "gears": sheets.count(description="gears track value"),
        "monument_rings": sheets.count(description="rings printed on the player's monument cards"),
        "monuments": sheets.count(rules.MONUMENTS, "monuments built"),
        "natural_resources": sheets.count(description="uncovered natural resources next to a piece of the player"),
        "districts": sheets.count(rules.BUILDING_TILES, "enclosed building tiles"),
        "unpaid_loan": {"type": "boolean", "description": "the player ends with a loan not paid back"},
        "objective_points": sheets.count(rules.PUBLIC_OBJECTIVES_IN_PLAY * rules.OBJECTIVE_FIRST_PLACE,
                                         "rings from public objectives (advanced play)"),
    },
    min_players=rules.MIN_PLAYERS, max_players=rules.MAX_PLAYERS,
    required=["population_rings", "food", "ceramics", "gears", "monument_rings", "monuments",
              "natural_resources", "districts", "unpaid_loan"],
)


def least_resource_line(food: int, ceramics: int, gears: int) -> Line:
    """Least developed resource: the lowest of the three track values (world-wonders.md §6.2 #2; 8/9/11 → 8)."""
    values = {"food": food, "ceramics": ceramics, "gears": gears}
    return Line("least_resource", min(values.values()), "Min(food, ceramics, gears)", values)


def loan_line(unpaid: bool) -> Line:
    """Unpaid loan: −2 points (world-wonders.md §6.2 #6)."""
    return Line("loan", -rules.UNPAID_LOAN_PENALTY if unpaid else 0, "-2*loan", {"loan": int(unpaid)})


def check_limits(sheet: Mapping[str, Any]) -> None:
    """Raise :class:`InvalidScoreSheet` for broken component counts (world-wonders.md §1.1, §1.4).

    21 monuments and 80 building tiles across all players, 5 loan tiles, and every monument gives at
    least 1 ring, so monument rings ≥ monuments.
    """
    players = sheet["players"]
    sheets.check_unique_names(sheet)
    for key, limit, template in (
        ("monuments", rules.MONUMENTS, Plural("only {limit} monument exists; the players built {total}",
                                               "only {limit} monuments exist; the players built {total}", count="limit")),
        ("districts", rules.BUILDING_TILES,
         Plural("only {limit} building tiles exist; the players count {total} district",
                "only {limit} building tiles exist; the players count {total} districts", count="total")),
    ):
        total = sum(p[key] for p in players)
        if total > limit:
            sheets.fail(["players", len(players) - 1, key], template, limit=limit, total=total)
    for i, p in enumerate(players):
        if p["monument_rings"] < p["monuments"]:
            sheets.fail(["players", i, "monument_rings"],
                        Plural("every monument gives at least 1 ring: {monuments} monument needs at least {monuments} ring",
                               "every monument gives at least 1 ring: {monuments} monuments need at least {monuments} rings",
                               count="monuments"),
                        monuments=p["monuments"])


def score_sheet(sheet: Mapping[str, Any]) -> ScoreResult:
    """Validate and score a World Wonders sheet (world-wonders.md §6.2).

    Args:
        sheet: ``{"game": "world-wonders", "players": [{"name", "population_rings", "food", "ceramics", "gears",
            "monument_rings", "monuments", "natural_resources", "districts", "unpaid_loan", "objective_points"?}]}``.
    Returns:
        :class:`~companion.result.ScoreResult`; ties broken by most monuments, then shared.
    Raises:
        InvalidScoreSheet: bad format or a component limit broken.
    """
    sheets.validate(sheet, SCHEMA)
    check_limits(sheet)
    players = sheet["players"]
    scored = []
    for p in players:
        objectives = p.get("objective_points", 0)
        scored.append((p["name"], [
            Line("population", p["population_rings"], "rings", {"rings": p["population_rings"]}),
            least_resource_line(p["food"], p["ceramics"], p["gears"]),
            Line("monuments", p["monument_rings"], "rings", {"rings": p["monument_rings"]}),
            Line("natural_resources", p["natural_resources"], "cells", {"cells": p["natural_resources"]}),
            Line("districts", p["districts"], "tiles", {"tiles": p["districts"]}),
            loan_line(p["unpaid_loan"]),
            Line("objectives", objectives, "rings", {"rings": objectives}),
        ]))
    tie_breaks = [TieBreak(N_("most monuments"), [p["monuments"] for p in players])]
    return build_result(rules.GAME_ID, LABELS, scored, tie_breaks)
