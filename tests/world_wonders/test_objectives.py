"""Public objectives for advanced play (world-wonders.md §7.1, §12 Q6): the places and ties, each kind's value
on a city, the options for the unconfirmed readings, and the engine's final sheet. Expected values are worked
out by hand from the rules next to each case."""
from __future__ import annotations

import pytest

from companion.errors import InvalidSetup
from companion.world_wonders import objectives as ob
from companion.world_wonders.city import from_picture
from companion.world_wonders.options import Options


def _facts(picture: str, tracks=(0, 0, 0), monuments=None):
    return ob.facts_of_city(from_picture(picture), tracks, monuments)


def _value(objective_id: str, picture: str, options=None, **kw) -> int:
    return ob.value(ob.by_id(objective_id), _facts(picture, **kw), options)


# --- places and ties (§7.1) -------------------------------------------------------------------------------
@pytest.mark.rule("world-wonders 7.1")
@pytest.mark.parametrize("values, points", [
    ([7, 4, 4, 1], [3, 1, 1, 0]),      # one best: 3; both second-best: 1 each
    ([5, 5, 2], [2, 2, 0]),            # two tied for 1st share 3 + 1 = 4: 2 each, no 2nd place
    ([6, 6, 6, 1], [2, 2, 2, 0]),      # three share 4: 4/3 rounded up = 2 each
    ([3, 3, 3, 3, 1], [1, 1, 1, 1, 0]),  # four share 4: 1 each
    ([9, 2], [3, 1]),
    ([4], [3]),                        # solo: the only player is the best
])
def test_first_and_second_places_with_ties(values, points):
    assert ob.award(values, "most_tiles") == points


@pytest.mark.rule("world-wonders 12")
def test_a_player_with_nothing_takes_no_place_unless_the_option_says_so():
    """§12 Q6 (unconfirmed): with 0 in a category a player does not qualify (default); option: they do."""
    assert ob.award([3, 0], "most_tiles") == [3, 0]
    assert ob.award([0, 0], "most_tiles") == [0, 0]
    assert ob.award([3, 0], "most_tiles", Options(objective_zero_places=True)) == [3, 1]
    assert ob.award([0, 0], "most_tiles", Options(objective_zero_places=True)) == [2, 2]


@pytest.mark.rule("world-wonders 7.1")
@pytest.mark.parametrize("achieved, points", [
    ([1, 0, 0], [4, 0, 0]),    # alone: the whole 4 (all who achieve it share 4 VP)
    ([1, 1, 0], [2, 2, 0]),
    ([1, 1, 1], [2, 2, 2]),    # 4/3 rounded up
    ([0, 0, 0], [0, 0, 0]),
])
def test_metropolis_is_shared_by_everyone_who_achieves_it(achieved, points):
    assert ob.award(achieved, "metropolis") == points


@pytest.mark.rule("world-wonders 12")
def test_metropolis_alone_option():
    assert ob.award([0, 1], "metropolis", Options(metropolis_alone=3)) == [0, 3]


# --- each kind's value on a city --------------------------------------------------------------------------
ENCLOSED = """
  R  R  R  R  .
  R  .  .  R  .
  R  R  R  R  .
  .  .  .  .  .
"""


@pytest.mark.rule("world-wonders 7.1")
def test_green_valley_counts_an_area_enclosed_by_pieces():
    # (1,1) and (1,2) are empty land with roads on every side: 2 cells; the big area around touches the edge
    assert _value("green-valley", ENCLOSED) == 2


@pytest.mark.rule("world-wonders 7.1")
def test_green_valley_natural_resources_and_water_enclose_but_the_edge_does_not():
    enclosed = """
      R  ~  R  .
      *  .  R  .
      R  R  R  .
      .  .  .  .
    """
    assert _value("green-valley", enclosed) == 1          # (1,1): water above, a natural resource left
    by_edge = """
      .  R  .
      R  R  R
      .  .  .
    """
    assert _value("green-valley", by_edge) == 0           # (0,0) and (0,2) are closed only by the map edge
    by_sidewalk = """
      R  R  R
      R  .  R
    """
    assert _value("green-valley", by_sidewalk) == 0       # (1,1) lies on the sidewalk


@pytest.mark.rule("world-wonders 7.1")
def test_roads_to_rome_counts_the_largest_connected_road():
    city = """
      R  R  R  .  R
      .  .  R  .  R
      .  .  .  .  .
    """
    assert _value("roads-to-rome", city) == 4              # (0,0)-(0,2)-(1,2) is 4 cells; the other road 2


@pytest.mark.rule("world-wonders 7.1")
def test_city_of_wonders_counts_monuments():
    city = """
      M1 M1 .  M2
      .  .  .  M2
    """
    assert _value("city-of-wonders", city) == 2


@pytest.mark.rule("world-wonders 7.1")
def test_natural_resources_and_waterfront_count_tiles_next_to_them():
    city = """
      *  b1 .  ~
      .  b2 b3 ~
      h1 h1 .  .
    """
    # b1 touches the natural resource (0,0); b2 touches nothing of either; b3 touches water (1,3)
    assert _value("natural-resources", city) == 1
    assert _value("waterfront", city) == 1


@pytest.mark.rule("world-wonders 7.1")
def test_a_covered_natural_resource_does_not_count_unless_the_option_says_so():
    g = from_picture(". .\n. .").map.grid
    natural = g.mask([(0, 0)])
    road = g.mask([(0, 0)])                               # a road covers the natural resource
    tile = g.mask([(0, 1)])
    facts = ob.CityFacts(g, g.ALL, 0, natural, road | tile, road, (("B", tile),), (0, 0, 0), 0)
    card = ob.by_id("natural-resources")
    assert ob.value(card, facts) == 0
    assert ob.value(card, facts, Options(covered_counts=True)) == 1


@pytest.mark.rule("world-wonders 7.1")
def test_most_tiles_of_a_type_and_the_resource_track():
    city = """
      b1 b2 m1
      .  .  .
    """
    assert _value("most-B", city) == 2
    assert _value("most-M", city) == 1
    assert _value("track-ceramics", city, tracks=(4, 9, 2)) == 9


@pytest.mark.rule("world-wonders 7.1")
def test_adjacent_tiles_of_a_type_both_readings():
    city = """
      h1 h2 .  h4
      .  h3 .  .
      .  .  .  h5
    """
    # touching: h1, h2, h3 each touch another H; h4 and h5 touch none → 3; as one group: h1-h2-h3 = 3
    assert _value("adjacent-H", city) == 3
    assert _value("adjacent-H", city, Options(objective_adjacent="group")) == 3
    two_pairs = """
      h1 h2 .  h3
      .  .  .  h4
    """
    assert _value("adjacent-H", two_pairs) == 4                     # every tile touches another
    assert _value("adjacent-H", two_pairs, Options(objective_adjacent="group")) == 2


@pytest.mark.rule("world-wonders 7.1")
def test_suburbs_counts_tiles_on_the_map_edge_but_not_the_sidewalk():
    city = """
      .  b1 .  .  .
      f1 .  .  .  .
      .  .  m1 .  t1
      .  .  h1 .  .
    """
    # b1 top row, f1 left column, t1 right column: 3; h1 lies only on the sidewalk row, m1 inside
    assert _value("suburbs", city) == 3


@pytest.mark.rule("world-wonders 7.1")
def test_metropolis_needs_a_district_of_each_type():
    five = """
      b1 f1 h1 m1 t1
      R  R  R  R  R
    """
    assert _value("metropolis", five) == 1                 # each tile enclosed: edge, neighbours and roads
    open_one = """
      b1 f1 h1 m1 t1
      R  R  R  R  .
    """
    assert _value("metropolis", open_one) == 0             # t1 has empty land under it: no Templum district


# --- options and the engine ---------------------------------------------------------------------------------
@pytest.mark.rule("world-wonders 2")
@pytest.mark.parametrize("bad", [["nope"], ["suburbs", "suburbs"], [], ["a", "b", "c", "d"], 7, "all"])
def test_objectives_option_is_checked(bad):
    with pytest.raises(InvalidSetup) as e:
        Options(objectives=bad)
    assert e.value.params["option"] == "objectives"


@pytest.mark.rule("world-wonders 2")
def test_random_objectives_are_three_different_cards_drawn_from_the_seed(ww):
    a = ww.GAME.new_game(["A", "B"], seed=5, options=Options(objectives="random"))
    b = ww.GAME.new_game(["A", "B"], seed=5, options=Options(objectives="random"))
    plain = ww.GAME.new_game(["A", "B"], seed=5)
    assert len(set(a.objectives)) == 3 and a.objectives == b.objectives
    assert plain.objectives == ()
    # the other shuffles are not disturbed by drawing the objectives
    assert a._setup.stack_order == plain._setup.stack_order and a._setup.deck == plain._setup.deck
    assert "objective_points" not in ww.GAME.final_sheet(plain)["players"][0]


@pytest.mark.rule("world-wonders 7.1")
def test_the_final_sheet_adds_the_objectives_counted_on_the_maps(ww):
    state = ww.new(2, objectives=["track-food", "roads-to-rome", "green-valley"])
    state = ww.prepare(state, tracks={0: (5, 1, 1), 1: (5, 2, 2)},
                       pieces={0: [("road", [(5, 0), (5, 1), (5, 2)]), ("road", [(5, 5), (5, 6)])],
                               1: [("road", [(5, 0), (5, 1), (5, 2)]), ("short", [(4, 2), (3, 2)])]})
    sheet = ww.GAME.final_sheet(state)
    # food 5 / 5: tied for 1st, 2 each; roads: A's largest 3 cells, B's 5 → B 3, A 1; no enclosed green area
    # for anyone → nobody places. A = 2 + 1 = 3, B = 2 + 3 = 5.
    assert [p["objective_points"] for p in sheet["players"]] == [3, 5]
    results = {o.id: (values, pts) for o, values, pts in state.objective_results()}
    assert results["roads-to-rome"] == ([3, 5], [1, 3])
    assert results["green-valley"] == ([0, 0], [0, 0])
    total = ww.GAME.score(state) if state.is_over else None
    assert total is None


@pytest.mark.rule("world-wonders 7.1")
def test_saves_keep_the_objectives(ww):
    state = ww.GAME.new_game(["A", "B"], seed=3, options=Options(objectives=["suburbs", "metropolis"]))
    state = state.apply(state.legal_moves()[0])
    again = ww.GAME.load(state.to_json())
    assert again.objectives == ("suburbs", "metropolis") and again == state
