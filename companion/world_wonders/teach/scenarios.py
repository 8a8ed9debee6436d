"""The positions of the World Wonders lesson (``notebooks/learn-world-wonders.ipynb``), each made fresh by playing
moves from a new game, so every one is a real position of the engine.

All are played on the **lesson map** (invented, like the demo catalogues, and labelled so): 9 rows × 11 columns
with natural resources, and a river one cell wide in column 5 from the top down to row 7, so that a long road can
cross it as a bridge just above the sidewalk (world-wonders.md §1.3, §4). Two players, Ann (red, first) and Bob,
on the demo building tiles and monuments; Ann's free long road lies on (8,3)-(8,5) after :func:`free_road_placed`.

The last scenario, ``city_b1``, is not a game but a city to paint ("score my city",
:mod:`companion.world_wonders.ui.city_scoring`): world-wonders-examples.md B1.
"""
from __future__ import annotations

from typing import Any, Callable

from companion import games
from companion.world_wonders.city import from_picture
from companion.world_wonders.moves import BuyLongRoad, BuyMonument, BuyTile, Place
from companion.world_wonders.options import Options
from companion.world_wonders.ui.city_scoring import CityDraft

__all__ = ["LESSON_MAP", "SCENARIOS", "new_lesson_game", "free_road_placed"]

#: the lesson map (``.`` land, ``~`` water, ``*`` natural resource); the sidewalk runs under the last row
LESSON_MAP = ("..*..~..*..",
              ".....~.....",
              ".*...~...*.",
              ".....~.....",
              "..*..~.....",
              "*....~...*.",
              ".....~.....",
              "..*..~..*..",
              "...........")
SEED = 2011


def _maps() -> dict[str, Any]:
    return {"format": "world-wonders/maps", "version": 1, "title": "Lesson map", "demo": True,
            "note": "Invented for the lesson: one narrow river to bridge.",
            "sides": [{"board": b, "side": "A", "rows": list(LESSON_MAP)} for b in range(1, 6)]}


def new_lesson_game() -> Any:
    """Ann and Bob (Ann first) on the lesson map, before Ann's free long road (§2 J)."""
    return games.get("world-wonders").new_game(["Ann", "Bob"], seed=SEED,
                                               options=Options(maps=_maps(), initial_order="given"))


def free_road_placed() -> Any:
    """Ann's free long road on (8,3)-(8,5): Ann now buys (§3.1, §3.2)."""
    return new_lesson_game().apply(Place(8, 3))


def _buying(kind: type) -> Callable[[], Any]:
    def make() -> Any:
        s = free_road_placed()
        return s.apply(next(m for m in s.legal_moves() if type(m) is kind))
    return make


def city_b1() -> CityDraft:
    """world-wonders-examples.md B1 with a row of land above: h1 enclosed by road, water, tower, natural resource and
    the sidewalk."""
    return CityDraft.from_city(from_picture("""
        .  .  .  .
        .  T  *  .
        R  h1 h1 ~
    """))


#: scenario name → a function making the position
SCENARIOS: dict[str, Callable[[], Any]] = {
    "first_turn": new_lesson_game,
    "purchase": free_road_placed,
    "long_road": _buying(BuyLongRoad),
    "building_tile": _buying(BuyTile),
    "monument": _buying(BuyMonument),
    "city_b1": city_b1,
}
