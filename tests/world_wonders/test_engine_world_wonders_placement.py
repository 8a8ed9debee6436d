"""World Wonders placement rules (world-wonders.md §4): unoccupied cells, terrain, the map edge; roads and bridges,
short roads, the tower, building tiles and monuments; rotations. Most positions use this 6×7 map (one column of
water, so a 1×3 long road can bridge it) with a road of player A down column 1 from row 2 to the sidewalk:

     c0 c1 c2 c3 c4 c5 c6
r0    .  .  .  .  .  .  .
r1    .  .  .  .  .  .  .
r2    .  R  .  ~  .  .  .
r3    .  R  .  ~  .  .  .
r4    .  R  .  .  .  .  .
r5    .  R  .  .  .  .  .
    ======================
"""
from __future__ import annotations

import pytest

from companion.errors import IllegalMove
from companion.world_wonders.moves import BuyShortSet, Place, PlaceShort
from companion.world_wonders.state import BRIDGE, P_LONG, P_MONUMENT, P_TILE, P_TOWER, ROAD

RIVER = (".......", ".......", "...~...", "...~...", ".......", ".......")
ROAD_COL1 = ("road", [(2, 1), (3, 1), (4, 1), (5, 1)])


def placing(ww, piece, arg=0, pieces=(), rows=RIVER, **options):
    s = ww.new(2, rows=rows, **options)
    if piece == P_TILE and isinstance(arg, tuple):
        arg = ww.tile_of(s, *arg)
    if piece == P_MONUMENT and isinstance(arg, str):
        arg = s._setup.monuments.index(arg)
    return ww.prepare(s, pieces={0: [ROAD_COL1, *pieces]}, decision="place", pending=(piece, arg))


def refused(state, move, words, rule="world-wonders 4"):
    with pytest.raises(IllegalMove) as err:
        state.apply(move)
    assert words in str(err.value), str(err.value)
    assert err.value.rule == rule
    assert move not in state.legal_moves()
    return err.value


def cells_of_last_piece(state, p=0):
    return state._setup.grid.cells(state.pieces(p)[-1][2])


# --- every piece (§4 intro) ---------------------------------------------------------------------------------

@pytest.mark.rule("world-wonders 4")
def test_pieces_go_on_unoccupied_cells_inside_the_map(ww):
    s = placing(ww, P_TILE, ("H", "I2"))
    refused(s, Place(2, 0), "Cell (2,1) is already covered")
    refused(s, Place(0, 6), "stick out past the map edge")
    assert Place(1, 0) in s.legal_moves()


@pytest.mark.rule("world-wonders 4")
@pytest.mark.parametrize("piece,arg,move,covered", [
    (P_TOWER, 0, Place(2, 0), [(2, 0)]),                               # a tower (land only) on (2,0)
    (P_TILE, ("H", "I2"), Place(1, 0), [(1, 0), (1, 1)]),               # a building tile over (1,1)
    (P_LONG, 0, Place(1, 1), [(1, 1), (1, 2), (1, 3)]),                 # a road from (1,1), next to (2,1)
], ids=["tower", "building-tile", "road"])
def test_land_only_pieces_may_cover_natural_resources_which_then_stop_scoring(ww, piece, arg, move, covered):
    """§4: "Natural-resource cells are land: anything land-only may be placed on them, but a covered natural
    resource no longer scores" (§6.2 #4). Natural resources at (1,1) and (2,0), both next to A's road at (2,1):
    2 score before; each piece covers one of them, so 1 scores after."""
    rows = (".......", ".*.....", "*..~...", "...~...", ".......", ".......")
    s = placing(ww, piece, arg, rows=rows)
    assert ww.GAME.final_sheet(s)["players"][0]["natural_resources"] == 2
    assert move in s.legal_moves()
    after = s.apply(move)
    assert cells_of_last_piece(after) == covered
    assert ww.GAME.final_sheet(after)["players"][0]["natural_resources"] == 1


# --- roads and bridges ---------------------------------------------------------------------------------------

@pytest.mark.rule("world-wonders 4")
def test_a_road_touches_a_road_a_tower_or_the_sidewalk(ww):
    s = placing(ww, P_LONG, pieces=[("tower", [(0, 5)])])
    assert Place(1, 2) in s.legal_moves() or Place(4, 2) in s.legal_moves()
    assert Place(4, 2) in s.legal_moves()                    # next to the road at (4,1)
    assert Place(5, 2) in s.legal_moves()                    # on the last row: touches the sidewalk
    assert Place(1, 4) in s.legal_moves()                    # (1,5) is next to the tower at (0,5)
    refused(s, Place(0, 0), "A road must touch another road, a tower or the sidewalk")


@pytest.mark.rule("world-wonders 1.3")
def test_a_long_road_bridges_water_with_both_ends_on_land(ww):
    s = placing(ww, P_LONG)
    after = s.apply(Place(2, 2))                             # (2,2) land, (2,3) water, (2,4) land
    kind, _, mask = after.pieces(0)[-1]
    assert kind == BRIDGE and after._setup.grid.cells(mask) == [(2, 2), (2, 3), (2, 4)]
    assert placing(ww, P_LONG).apply(Place(4, 2)).pieces(0)[-1][0] == ROAD
    refused(s, Place(2, 3), "Cell (2,3) is water: that part of the long road goes on land")
    refused(s, Place(1, 3, 1), "Cell (3,3) is water")        # vertical (1,3)-(3,3): an end in the water


@pytest.mark.rule("world-wonders 4")
def test_short_roads_never_cover_water(ww):
    s = ww.prepare(ww.new(2, rows=RIVER), pieces={0: [ROAD_COL1]}, decision="place_short", pending=(2, 2, 1))
    refused(s, PlaceShort(2, 2, 2), "Cell (2,3) is water")
    assert PlaceShort(1, 1, 1) in s.legal_moves() and PlaceShort(2, 1, 1) in s.legal_moves()


@pytest.mark.rule("world-wonders 4")
def test_the_pieces_of_a_short_set_are_placed_one_by_one(ww):
    s = ww.prepare(ww.new(2, rows=RIVER), pieces={0: [ROAD_COL1]})
    s = s.apply(BuyShortSet())
    assert s.decision.value == "place_short" and s.short_pieces_left == (2, 2, 1)
    s = s.apply(PlaceShort(1, 5, 2))                         # the 1×1 first, next to the road
    s = s.apply(PlaceShort(2, 1, 0, 1))                      # a 1×2 upright at (1,0)-(2,0), next to (2,1)
    assert s.short_pieces_left == (2,) and s.current_player == 0
    s = s.apply(PlaceShort(2, 5, 3))                         # touches the 1×1 at (5,2): placed pieces count
    assert s.current_player == 1 and s.gold_spent[0] == 1


@pytest.mark.rule("world-wonders 4")
def test_a_set_is_placed_whole_so_a_piece_may_not_block_the_rest(ww):
    rows = ("~~~~~~~",) * 5 + ("~.....~",)                   # five land cells, on the sidewalk
    s = ww.prepare(ww.new(2, rows=rows), decision="place_short", pending=(2, 2, 1))
    assert PlaceShort(1, 5, 1) in s.legal_moves()            # leaves (5,2)-(5,3) and (5,4)-(5,5)
    refused(s, PlaceShort(1, 5, 2), "the rest of the set would not fit")   # leaves (5,1) alone
    loose = ww.prepare(ww.new(2, rows=rows, short_set_whole=False), decision="place_short", pending=(2, 2, 1))
    assert PlaceShort(1, 5, 2) in loose.legal_moves()
    after = loose.apply(PlaceShort(1, 5, 2)).apply(PlaceShort(2, 5, 3))
    assert after.current_player == 1                         # the last 1×2 fits nowhere: back to the box
    four = ww.prepare(ww.new(2, rows=("~~~~~~~",) * 5 + ("~....~~",)))
    assert BuyShortSet() not in four.legal_moves()           # 2 + 2 + 1 cells cannot fit in four


# --- the tower -------------------------------------------------------------------------------------------------

@pytest.mark.rule("world-wonders 4")
def test_the_tower_touches_a_piece_not_the_sidewalk(ww):
    s = placing(ww, P_TOWER)
    assert Place(5, 2) in s.legal_moves()                    # next to the road
    refused(s, Place(5, 4), "The tower must touch a piece already on your map (the sidewalk does not count)")
    refused(s, Place(2, 3), "Cell (2,3) is water")


# --- building tiles ----------------------------------------------------------------------------------------------

@pytest.mark.rule("world-wonders 4")
def test_a_building_touches_a_road_or_a_building_of_the_same_type(ww):
    h_tile = ("building", None, [(0, 4), (0, 5)])
    s = ww.new(2, rows=RIVER)
    h = ww.tile_of(s, "H", "I2")
    other_h = next(t for t in s._setup.stack_order[0] if s._setup.tiles[t].type == "H" and t != h)
    f = ww.tile_of(s, "F", "I2")
    pieces = [ROAD_COL1, ("building", other_h, h_tile[2])]
    on_h = ww.prepare(s, pieces={0: pieces}, decision="place", pending=(P_TILE, h))
    assert Place(1, 4) in on_h.legal_moves()                 # under the Habitatio at (0,4)-(0,5)
    assert Place(1, 0) in on_h.legal_moves()                 # (1,1) next to the road
    on_f = ww.prepare(s, pieces={0: pieces}, decision="place", pending=(P_TILE, f))
    refused(on_f, Place(1, 4), "must touch a road or a building tile of the same type (Fundus)")


@pytest.mark.rule("world-wonders 1.2")
def test_tiles_turn_and_a_turn_that_changes_nothing_is_refused_with_advice(ww):
    s = placing(ww, P_TILE, ("H", "I2"))
    after = s.apply(Place(3, 2, 1))                          # upright: (3,2), (4,2)
    assert cells_of_last_piece(after) == [(3, 2), (4, 2)]
    err = refused(s, Place(3, 2, 3), "lies as turned 1: place it turned 1")
    assert err.message("pl") != str(err)
    l3 = placing(ww, P_TILE, ("H", "L3"))                    # "#." / "##": four distinct turns
    assert {m.rotation for m in l3.legal_moves()} == {0, 1, 2, 3}
    upright = next(m for m in l3.legal_moves() if m.rotation == 1)
    placed = cells_of_last_piece(l3.apply(upright))
    r, c = upright.row, upright.col
    assert placed == [(r, c), (r, c + 1), (r + 1, c)]


# --- monuments ---------------------------------------------------------------------------------------------------

@pytest.mark.rule("world-wonders 4")
def test_a_monument_goes_on_the_terrain_its_card_draws(ww):
    s = placing(ww, P_MONUMENT, "roman-bridge")              # "LWL", next to a road
    assert Place(2, 2) in s.legal_moves() and Place(3, 2) in s.legal_moves()
    refused(s, Place(1, 2), "Cell (1,3) is land: that part of the monument goes on water", "world-wonders 1.4")
    built = s.apply(Place(2, 2))
    assert built.monuments_built[0] == ("roman-bridge",)
    assert cells_of_last_piece(built) == [(2, 2), (2, 3), (2, 4)]


@pytest.mark.rule("world-wonders 4")
def test_a_monument_needs_every_adjacency_of_its_card(ww):
    s = ww.new(2, rows=RIVER)
    h1, h2 = [t for t in s._setup.stack_order[0] if s._setup.tiles[t].type == "H"][:2]
    theater = s._setup.monuments.index("theater")            # 2×2, next to two Habitatio tiles
    one = ww.prepare(s, pieces={0: [ROAD_COL1, ("building", h1, [(0, 0), (0, 1)])]}, decision="place",
                     pending=(P_MONUMENT, theater))
    refused(one, Place(0, 2), "must touch a Habitatio (2 needed, 1 touching)")
    two = ww.prepare(s, pieces={0: [ROAD_COL1, ("building", h1, [(0, 0), (0, 1)]), ("building", h2, [(1, 4), (2, 4)])]},
                     decision="place", pending=(P_MONUMENT, theater))
    assert Place(0, 2) in two.legal_moves()                  # (0,2)-(1,3): touches (0,1) and (1,4)


@pytest.mark.rule("world-wonders 4")
def test_a_multi_piece_monument_leaves_its_gap_to_any_space_or_piece(ww):
    s = ww.new(2, rows=RIVER)
    b = ww.tile_of(s, "B", "I2")
    obelisks = s._setup.monuments.index("obelisks")          # "L?L", next to a Bibliotheca
    pos = ww.prepare(s, pieces={0: [ROAD_COL1, ("building", b, [(1, 0), (1, 1)])]}, decision="place",
                     pending=(P_MONUMENT, obelisks))
    assert Place(2, 0) in pos.legal_moves()                  # (2,0) and (2,2), the gap on the road at (2,1)
    built = pos.apply(Place(2, 0))
    assert cells_of_last_piece(built) == [(2, 0), (2, 2)]
    assert Place(0, 0, 1) in pos.legal_moves() or Place(0, 2, 1) in pos.legal_moves()   # laid upright too
    refused(pos, Place(4, 2), "must touch a Bibliotheca (1 needed, 0 touching)")


@pytest.mark.rule("world-wonders 4")
def test_only_uncovered_water_counts_unless_the_option_says_so(ww):
    bridge = ("bridge", [(2, 2), (2, 3), (2, 4)])
    pagoda = "thien-mu-pagoda"                               # one land space, next to water and a road
    rows = (".......", ".......", "...~...", ".......", ".......", ".......")
    s = placing(ww, P_MONUMENT, pagoda, pieces=[bridge], rows=rows)
    refused(s, Place(1, 3), "must touch water (1 needed, 0 touching)")      # its water is under the bridge
    covered = placing(ww, P_MONUMENT, pagoda, pieces=[bridge], rows=rows, covered_counts=True)
    assert Place(1, 3) in covered.legal_moves()


@pytest.mark.rule("world-wonders 1.4")
def test_a_monument_laid_as_drawn_cannot_turn(ww):
    cat = __import__("json").loads((__import__("companion.world_wonders.catalogues", fromlist=["x"]).DATA_DIR
                                    / "demo-monuments.json").read_text(encoding="utf-8"))
    for card in cat["cards"]:
        card["turn"] = False
    s = ww.new(2, rows=RIVER, monuments=cat)
    shitenno = s._setup.monuments.index("shitenno-ji")       # three spaces in a column
    pos = ww.prepare(s, pieces={0: [ROAD_COL1, ("building", ww.tile_of(s, "T", "I2"), [(0, 2), (0, 3)]),
                                    ("building", ww.tile_of(s, "T", "I3"), [(4, 2), (4, 3), (4, 4)])]},
                     decision="place", pending=(P_MONUMENT, shitenno))
    assert {m.rotation for m in pos.legal_moves()} == {0}
    assert Place(1, 2) in pos.legal_moves()                  # (1,2)-(3,2): next to both Templum tiles
    refused(pos, Place(1, 3, 1), "laid as drawn on its card", "world-wonders 1.4")
