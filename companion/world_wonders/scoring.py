"""World Wonders final scoring (``shared/rules/world-wonders.md`` §6.2, solo play §7.2).

Total = population rings + least developed resource (lowest of food, ceramics, gears) + monument rings
+ natural resources + districts − 2 for an unpaid loan + public objectives (advanced play).
Tie-break: most monuments; still tied → shared victory ((unconfirmed) in §6.2: the rules stop there; the sheet's
``ties_by_resources`` (option ``further_ties``) may instead break it by the sum of the resource tracks).

Solo play (one player) is decided against the Automaton (§7.2): its score is the sum of the player's
three resource tracks (easy level), plus the rings of the monument cards it took (hard level). It is
ranked beside the player as the entry :data:`AUTOMATON`; the player wins only with strictly more points.
"""
from __future__ import annotations

import functools

from companion import sheets
from companion.explain import Line
from companion.errors import FieldRef
from companion.i18n import N_, Phrase, Plural
from companion.result import ScoreResult, TieBreak, build_result
from companion.world_wonders import rules

TYPE_CHECKING = False   # typing.TYPE_CHECKING without importing typing (2–4 ms of every command's start-up)
if TYPE_CHECKING:  # pragma: no cover - annotations only
    from typing import Any, Mapping

LABELS = {
    "population": N_("Population rings"),
    "least_resource": N_("Least developed resource"),
    "monuments": N_("Monument rings"),
    "natural_resources": N_("Natural resources"),
    "districts": N_("Districts"),
    "loan": N_("Unpaid loan"),
    "objectives": N_("Public objectives"),
}
#: the categories of a solo sheet: the player's, then the Automaton's resource score (its monument rings
#: share the player's "Monument rings" column)
SOLO_LABELS = {**LABELS, "automaton_resources": N_("Resource tracks (Automaton)")}
#: the Automaton's entry in a solo result (its name in ``totals``; shown translated, see ``ScoreResult.shown_name``)
AUTOMATON = "Automaton"
AUTOMATON_LABEL = N_("Automaton")

SCHEMA = sheets.sheet_schema(
    rules.GAME_ID, "World Wonders score sheet",
    {
        "population_rings": sheets.count(description="rings reached or passed on the population track"),
        "food": sheets.count(description="food track value"),
        "ceramics": sheets.count(description="ceramics track value"),
        "gears": sheets.count(description="gears track value"),
        "monument_rings": sheets.count(description="rings printed on the player's monument cards"),
        "monuments": sheets.count(rules.MONUMENTS_PER_PLAYER, "monuments built"),
        "natural_resources": sheets.count(description="uncovered natural resources next to a piece of the player"),
        "districts": sheets.count(rules.BUILDING_TILES, "enclosed building tiles"),
        "unpaid_loan": {"type": "boolean", "description": "the player ends with a loan not paid back"},
        "objective_points": sheets.count(rules.OBJECTIVE_POINTS_MAX,
                                         "rings from public objectives (advanced play)"),
    },
    min_players=rules.MIN_PLAYERS, max_players=rules.MAX_PLAYERS,
    required=["population_rings", "food", "ceramics", "gears", "monument_rings", "monuments",
              "natural_resources", "districts", "unpaid_loan"],
    extra_properties={
        "ties_by_resources": {"type": "boolean",
                              "description": "players still tied after most monuments: false (default) share the "
                                             "victory (world-wonders.md 6.2, unconfirmed); true: the higher food + "
                                             "ceramics + gears wins (option further_ties)"},
        "automaton": {
            "type": "object", "required": ["level"], "additionalProperties": False,
            "description": "solo play only (1 player): the Automaton the player plays against (world-wonders.md 7.2)",
            "properties": {
                "level": {"enum": list(rules.AUTOMATON_LEVELS),
                          "description": "easy: the sum of the player's three resource tracks; "
                                         "hard: that plus the Automaton's monument rings"},
                "monument_rings": sheets.count(description="rings on the monument cards the Automaton took "
                                                           "(hard level; 0 or left out at the easy level)"),
            },
        },
    },
)


def least_resource_line(food: int, ceramics: int, gears: int) -> Line:
    """Least developed resource: the lowest of the three track values (world-wonders.md §6.2 #2; 8/9/11 → 8)."""
    values = {"food": food, "ceramics": ceramics, "gears": gears}
    return Line("least_resource", min(values.values()), "Min(food, ceramics, gears)", values)


def loan_line(unpaid: bool) -> Line:
    """Unpaid loan: −2 points (world-wonders.md §6.2 #6)."""
    return Line("loan", -rules.UNPAID_LOAN_PENALTY if unpaid else 0, "-2*loan", {"loan": int(unpaid)})


def check_limits(sheet: Mapping[str, Any]) -> None:
    """Raise :class:`InvalidScoreSheet` for broken component counts (world-wonders.md §1.1, §1.4, §3.2, §7.2).

    21 monuments and 80 building tiles across all players (§1.1); at most 10 monuments per player, one
    per round (§3.2, §6.1: in the schema); every monument gives at least 1 ring, so monument rings ≥
    monuments, and rings come only from monument cards, so no rings without a monument (§1.4, §6.2 #3).
    Solo play (§7.2): a one-player sheet names the Automaton's level; a sheet with more players has
    no Automaton; the Automaton's monument rings count only at the hard level.
    """
    players = sheet["players"]
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
                        monuments=p["monuments"], other=FieldRef(f"players[{i}].monuments"))
        if p["monument_rings"] and not p["monuments"]:
            sheets.fail(["players", i, "monument_rings"],
                        N_("{other} is 0: monument rings come only from the cards of monuments built"),
                        other=FieldRef(f"players[{i}].monuments"))
    automaton = sheet.get("automaton")
    if len(players) == 1 and automaton is None:
        sheets.fail("automaton", N_("a solo game is played against the Automaton: give its level, easy or hard"))
    if len(players) > 1 and automaton is not None:
        sheets.fail("automaton", Plural("the Automaton plays only in solo games; this sheet has {count} player",
                                        "the Automaton plays only in solo games; this sheet has {count} players"),
                    count=len(players))
    if automaton is not None and automaton["level"] != "hard" and automaton.get("monument_rings", 0):
        sheets.fail("automaton.monument_rings",
                    N_("the Automaton's monument rings count only at the hard level; {other} is {level}"),
                    other=FieldRef("automaton.level"), level=automaton["level"])
    if len(players) == 1 and sheets.name_key(players[0]["name"]) in _automaton_keys():
        sheets.fail(["players", 0, "name"], N_("in solo play the name {name!r} is the Automaton's"),
                    name=players[0]["name"])


@functools.lru_cache(maxsize=1)
def _automaton_keys() -> frozenset[str]:
    """Name keys of the Automaton in every language, which a solo player cannot take."""
    from companion.i18n import LANGUAGES, translate

    return frozenset(sheets.name_key(translate(AUTOMATON_LABEL, lang)) for lang in LANGUAGES) | {
        sheets.name_key(AUTOMATON)}


def automaton_lines(player: Mapping[str, Any], automaton: Mapping[str, Any]) -> list[Line]:
    """The Automaton's score lines against ``player`` (world-wonders.md §7.2).

    Args:
        player: the solo player's sheet entry (``food``, ``ceramics``, ``gears``).
        automaton: ``{"level": "easy" | "hard", "monument_rings": n}`` (rings counted at the hard level only).
    Returns:
        ``automaton_resources`` (food + ceramics + gears of the player's tracks) and ``monuments``.

    >>> [line.points for line in automaton_lines({"food": 11, "ceramics": 9, "gears": 12},
    ...                                          {"level": "hard", "monument_rings": 4})]
    [32, 4]
    """
    values = {key: player[key] for key in rules.RESOURCES}
    hard = automaton["level"] == "hard"
    rings = automaton.get("monument_rings", 0) if hard else 0
    level = N_("hard level") if hard else N_("easy level")
    return [
        Line("automaton_resources", sum(values.values()), " + ".join(values), values,
             N_("{level_label}: the sum of the player's three resource tracks"), {"level_label": level}),
        Line("monuments", rings, "rings", {"rings": rings},
             N_("hard level: rings of the monument cards the Automaton took") if hard
             else N_("easy level: the Automaton's monuments do not count")),
    ]


_SOLO_TIE = Plural("{player} and the Automaton are tied on {total} point: in solo play the player wins only with "
                   "strictly more points, so the Automaton wins.",
                   "{player} and the Automaton are tied on {total} points: in solo play the player wins only with "
                   "strictly more points, so the Automaton wins.", count="total")


def _solo_result(player: Mapping[str, Any], lines: list[Line], automaton: Mapping[str, Any]) -> ScoreResult:
    """Rank the solo player against the Automaton: the player must have strictly more points (§7.2)."""
    from companion.records import replace

    scored = [(player["name"], lines), (AUTOMATON, automaton_lines(player, automaton))]
    result = build_result(rules.GAME_ID, SOLO_LABELS, scored, [TieBreak("", [0, 1])],
                          player_labels={AUTOMATON: AUTOMATON_LABEL})
    you, bot = result.players
    if you.total == bot.total:
        result = replace(result, tie_notes=(Phrase(_SOLO_TIE, {"player": you.name, "total": you.total}),))
    return result


def score_sheet(sheet: Mapping[str, Any]) -> ScoreResult:
    """Validate and score a World Wonders sheet (world-wonders.md §6.2).

    Args:
        sheet: ``{"game": "world-wonders", "players": [{"name", "population_rings", "food", "ceramics", "gears",
            "monument_rings", "monuments", "natural_resources", "districts", "unpaid_loan", "objective_points"?}],
            "automaton"?: {"level": "easy" | "hard", "monument_rings"?}, "ties_by_resources"?: bool}``
            — the Automaton in solo play only; ``ties_by_resources`` how ties after the monuments end.
    Returns:
        :class:`~companion.result.ScoreResult`; ties broken by most monuments, then shared (or, with
        ``ties_by_resources``, by the higher sum of the three tracks, then shared). A solo result
        ranks the player and the Automaton (entry :data:`AUTOMATON`, categories :data:`SOLO_LABELS`); a tie
        goes to the Automaton (§7.2).
    Raises:
        InvalidScoreSheet: bad format or a component limit broken.
    """
    sheet = sheets.validate(sheet, SCHEMA)
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
    if len(players) == 1:
        return _solo_result(players[0], scored[0][1], sheet["automaton"])
    tie_breaks = [TieBreak(N_("most monuments"), [p["monuments"] for p in players])]
    if sheet.get("ties_by_resources", False):
        tie_breaks.append(TieBreak(N_("more food, ceramics and gears together"),
                                   [sum(p[r] for r in rules.RESOURCES) for p in players]))
    return build_result(rules.GAME_ID, LABELS, scored, tie_breaks)
