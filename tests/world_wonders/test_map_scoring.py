"""Final scoring computed from a city map (world-wonders.md §6.2 #4-5, §6.3; world-wonders-examples.md A, B, C):
districts and natural resources counted and explained, the calculator's sheet produced and scored by its scorer."""
from __future__ import annotations

import pytest

from companion.errors import InvalidCatalogue, InvalidScoreSheet
from companion.world_wonders import districts, natural_resources
from companion.world_wonders.city import City, Piece, from_dict, from_picture
from companion.world_wonders.map_scoring import findings_text, score_cities, score_city, sheet_from_cities

B1 = """
     c0 c1 c2 c3
r0    .  .  .  .
r1    .  T  *  .
r2    R  h1 h1 ~
    =============
"""
C1 = """
     c0 c1 c2 c3 c4
r0    *  .  .  .  *
r1    *  .  h1 h1 .
r2    .  .  R  .  .
r3    *  .  R  .  *
    ================
"""


def district_points(picture: str) -> list[int]:
    return [f.points for f in districts.explain(from_picture(picture))]


@pytest.mark.rule("world-wonders 6.3")
def test_B1_enclosed_by_road_water_tower_natural_resource_and_sidewalk():
    (found,) = districts.explain(from_picture(B1))
    assert found.points == 1
    assert found.cells == ((2, 1), (2, 2))
    assert "is a district" in found.text()


@pytest.mark.rule("world-wonders 6.3")
def test_B2_one_empty_land_neighbour_breaks_it():
    (found,) = districts.explain(from_picture(B1.replace("T  *", "T  .")))
    assert found.points == 0
    assert found.open == ((1, 2),)
    assert found.text() == "Building tile h1 (Habitatio) is not a district: cell (1,2) is empty land."
    assert "(1,2)" in found.text("pl") and "dzielnicy" in found.text("pl")


@pytest.mark.rule("world-wonders 6.2")
def test_C1_natural_resources_need_a_piece_orthogonally_next_to_them():
    found = natural_resources.explain(from_picture(C1))
    assert [f.cell for f in found] == [(0, 0), (0, 4), (1, 0), (3, 0), (3, 4)]
    assert [f.points for f in found] == [0, 0, 0, 0, 0]
    assert all("no piece of yours" in f.text() for f in found)
    assert natural_resources.count(from_picture(C1).map.grid, from_picture(C1).map.natural,
                                   from_picture(C1).occupied) == 0


# --- enclosure by each kind of neighbour (§6.3) ------------------------------------------------------

@pytest.mark.rule("world-wonders 6.3")
@pytest.mark.parametrize("kind,picture", [
    ("another building tile of another type", ". f1 .\nf1 h1 b1\n. m1 ."),
    ("a road", ". R .\nR h1 R\n. R ."),
    ("a tower", ". T .\nT h1 T\n. T ."),
    ("a monument", ". M .\nM h1 M2\n. M3 ."),
    ("an uncovered natural resource", ". * .\n* h1 *\n. * ."),
    ("water", ". ~ .\n~ h1 ~\n. ~ ."),
    ("the map edge (top, left, right) and the sidewalk", "h1"),
])
def test_each_kind_of_neighbour_closes_a_side(kind, picture):
    # the tested tile is h1 (the last building tile of the picture is never a helper: helpers are other letters)
    city = from_picture(picture)
    found = {f.tile: f.points for f in districts.explain(city)}
    assert found["h1"] == 1, kind


@pytest.mark.rule("world-wonders 6.3")
def test_a_bridge_closes_a_side():
    city = from_dict({"format": "world-wonders/city", "map": {"rows": ["....", ".~..", "...."]}, "pieces": [
        {"kind": "bridge", "cells": [[0, 1], [1, 1], [2, 1]]},
        {"kind": "building", "type": "H", "cells": [[0, 2], [1, 2], [2, 2]], "label": "h1"},
        {"kind": "road", "cells": [[0, 3], [1, 3], [2, 3]]},
        {"kind": "road", "cells": [[0, 0]]}]})
    assert [f.points for f in districts.explain(city)] == [1]


@pytest.mark.rule("world-wonders 6.3")
def test_the_concave_corner_of_an_L_tile_must_be_filled():
    open_corner = "R . .\nR h1 .\nR h1 h1"
    (found,) = districts.explain(from_picture(open_corner))
    assert found.points == 0 and (1, 2) in found.open and (0, 1) in found.open
    filled = "R R T\nR h1 T\nR h1 h1"
    assert district_points(filled) == [1]
    corner_only = "R R T\nR h1 .\nR h1 h1"     # only the concave corner is open
    (found,) = districts.explain(from_picture(corner_only))
    assert found.points == 0 and found.open == ((1, 2),)


@pytest.mark.rule("world-wonders 6.3")
def test_diagonal_cells_are_irrelevant():
    assert district_points(". R .\nR h1 R\n. R .") == [1]       # the four empty corners are diagonal


@pytest.mark.rule("world-wonders 6.3")
def test_a_block_of_four_tiles_enclosing_each_other_scores_4():
    assert district_points("b1 f1\nh1 t1") == [1, 1, 1, 1]
    city = from_picture("b1 b1 f1\nh1 t1 f1\n. t1 .")
    assert {f.tile: f.points for f in districts.explain(city)} == {"b1": 1, "f1": 0, "h1": 0, "t1": 0}


# --- natural resources: covered / adjacent / not adjacent (§6.2 #4) ------------------------------------

@pytest.mark.rule("world-wonders 6.2")
@pytest.mark.parametrize("piece,picture", [
    ("road", "* R"), ("tower", "* T"), ("building tile", "* h1"), ("monument", "* M"), ("road below", "*\nR"),
])
def test_an_uncovered_natural_resource_next_to_a_piece_scores(piece, picture):
    (found,) = natural_resources.explain(from_picture(picture))
    assert found.points == 1, piece
    assert "next to your" in found.text()


@pytest.mark.rule("world-wonders 6.2")
def test_a_bridge_next_to_a_natural_resource_scores_it():
    city = from_dict({"format": "world-wonders/city", "map": {"rows": ["*...", ".~..", "...."]}, "pieces": [
        {"kind": "bridge", "cells": [[0, 1], [1, 1], [2, 1]]}]})
    (found,) = natural_resources.explain(city)
    assert found.points == 1 and found.text() == "Cell (0,0): an uncovered natural resource next to your bridge at (0,1)."


@pytest.mark.rule("world-wonders 4")
def test_a_covered_natural_resource_does_not_score():
    city = from_dict({"format": "world-wonders/city", "map": {"rows": ["*..", "...", "..."]}, "pieces": [
        {"kind": "building", "type": "F", "cells": [[0, 0], [0, 1]]}]})
    (found,) = natural_resources.explain(city)
    assert found.points == 0 and found.covered_by == "building"
    assert "covered by your building tile" in found.text()


@pytest.mark.rule("world-wonders 6.2")
@pytest.mark.parametrize("picture", [". R\n* .", "* ~\n~ .", "* *\n. .", ". .\n* ."])
def test_diagonal_water_other_natural_resources_and_the_sidewalk_do_not_score(picture):
    assert sum(f.points for f in natural_resources.explain(from_picture(picture))) == 0


# --- the sheet and the calculator's scorer -------------------------------------------------------------

@pytest.mark.rule("world-wonders 6.2")
@pytest.mark.parametrize("food,ceramics,gears,least", [(8, 9, 11, 8), (7, 7, 12, 7), (0, 15, 15, 0)])
def test_A_least_developed_resource_through_the_scorer(food, ceramics, gears, least):
    sheet = {"game": "world-wonders", "players": [
        {"name": "Ana", "city": from_picture(B1).to_dict(), "food": food, "ceramics": ceramics, "gears": gears,
         "population_rings": 0, "monuments": 0, "monument_rings": 0, "unpaid_loan": False},
        {"name": "Bo", "city": from_picture(C1).to_dict(), "food": 1, "ceramics": 1, "gears": 1,
         "population_rings": 0, "monuments": 0, "monument_rings": 0, "unpaid_loan": False}]}
    result, scores = score_cities(sheet)
    ana = result.player("Ana")
    assert ana.categories["least_resource"] == least
    # B1: one district and one natural resource (1,2) next to the tower
    assert ana.categories["districts"] == 1 and ana.categories["natural_resources"] == 1
    assert ana.total == least + 2
    assert result.player("Bo").total == 1
    assert "Natural resources: 1" in findings_text(scores)


@pytest.mark.rule("world-wonders 6.2")
def test_score_city_builds_the_calculator_sheet_entry():
    s = score_city("Ana", from_picture(B1), food=8, ceramics=9, gears=11, population_rings=4, monuments=1,
                   monument_rings=3, unpaid_loan=True, objective_points=4)
    assert s.entry == {"name": "Ana", "population_rings": 4, "food": 8, "ceramics": 9, "gears": 11,
                       "monument_rings": 3, "monuments": 1, "natural_resources": 1, "districts": 1,
                       "unpaid_loan": True, "objective_points": 4}
    from companion.games import score_sheet

    result = score_sheet({"game": "world-wonders", "players": [s.entry, dict(s.entry, name="Bo")]})
    assert result.player("Ana").total == 4 + 8 + 3 + 1 + 1 - 2 + 4


def test_city_sheets_refuse_a_map_count_given_twice_and_bad_cities():
    base = {"name": "Ana", "city": from_picture(B1).to_dict(), "food": 1, "ceramics": 1, "gears": 1,
            "population_rings": 0, "monuments": 0, "monument_rings": 0, "unpaid_loan": False}
    with pytest.raises(InvalidScoreSheet) as err:
        sheet_from_cities({"game": "world-wonders", "players": [dict(base, districts=2)]})
    assert err.value.field == "players[0].districts"
    bad_city = from_picture(B1).to_dict()
    bad_city["pieces"].append({"kind": "tower", "cells": [[2, 3]]})
    with pytest.raises(InvalidScoreSheet) as err:
        sheet_from_cities({"game": "world-wonders", "players": [dict(base, city=bad_city)]})
    assert err.value.field == "players[0].city.pieces[3].cells" and "(2,3) is water" in str(err.value)


@pytest.mark.rule("world-wonders 4")
@pytest.mark.parametrize("pieces,field,words", [
    ([{"kind": "road", "cells": [[0, 0]]}, {"kind": "tower", "cells": [[0, 0]]}], "pieces[1].cells", "two pieces"),
    ([{"kind": "road", "cells": [[5, 0]]}], "pieces[0].cells", "outside the map"),
    ([{"kind": "building", "type": "H", "cells": [[1, 1]]}], "pieces[0].cells", "is water"),
    ([{"kind": "bridge", "cells": [[1, 0], [1, 1], [1, 2]]}], "pieces[0].cells", "both ends on land"),
    ([{"kind": "bridge", "cells": [[1, 1], [1, 2], [1, 3]]}], "pieces[0].cells", "both ends on land"),
    ([{"kind": "building", "type": "X", "cells": [[0, 0]]}], "pieces[0].type", "type B, F, H, M or T"),
    ([{"kind": "castle", "cells": [[0, 0]]}], "pieces[0].kind", "not 'castle'"),
    ([{"cells": [[0, 0]]}], "pieces[0]", "kind and a list of cells"),
])
def test_a_bad_city_names_the_piece(pieces, field, words):
    with pytest.raises(InvalidCatalogue) as err:
        from_dict({"format": "world-wonders/city", "map": {"rows": ["....", ".~~.", "...."]}, "pieces": pieces})
    assert err.value.field == field and words in str(err.value)


def test_a_city_round_trips_and_draws_itself():
    city = from_picture(B1)
    again = from_dict(city.to_dict())
    assert again.map.rows == city.map.rows and [p.cells for p in again.pieces] == [p.cells for p in city.pieces]
    assert city.picture().splitlines()[2].split() == ["R", "h1", "h1", "~"]
    demo = from_dict({"format": "world-wonders/city", "map": {"board": 2, "side": "B"}, "pieces": []})
    assert demo.map.name == "2B"
    assert isinstance(City(demo.map, (Piece("tower", ((0, 0),)),)).occupied, int)
