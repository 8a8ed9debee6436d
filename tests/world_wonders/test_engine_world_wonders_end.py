"""World Wonders production and population (world-wonders.md §5), the game end and final scoring from the maps
(§6), solo play against the Automaton (§7.2). The demo resource board, side A: population symbols on spaces 3, 6,
9, 12 and 15 of each resource track (last space 15); rings on spaces 2, 4, 6, 8 and 9 of the population track,
whose last (purple) space is 9."""
from __future__ import annotations

import pytest

from companion.errors import IllegalMove
from companion.world_wonders import production
from companion.world_wonders.map_scoring import score_city
from companion.world_wonders.moves import BUYS, BuyMonument, Pass, Place
from companion.world_wonders.options import Options
from companion.world_wonders.scoring import SCHEMA
from companion.world_wonders.state import F_POP, F_TR0, G_SOLO_POS, G_TRIGGER, P_TILE


def produced(ww, food=0, gains=((0, 2),), population=0, pop=0, **options):
    core = ww.prepare(ww.new(2, **options), tracks={0: (food, 0, 0)}, population={0: pop}).core()
    production.produce(core, 0, gains, population)
    b = core.base(0)
    return core.d[b + F_TR0], core.d[b + F_POP], core.d[G_TRIGGER]


@pytest.mark.rule("world-wonders 5")
def test_each_symbol_moves_its_marker_one_space(ww):
    s = ww.new(2)
    tile = ww.tile_of(s, "F", "O4")
    symbols = s._setup.tiles[tile].resources
    pos = ww.prepare(s, pieces={0: [("road", [(5, 0), (5, 1), (5, 2)])]}, decision="place", pending=(P_TILE, tile))
    after = pos.apply(Place(3, 0))                       # the 2×2 tile on (3,0)-(4,1), above the road
    assert after.tracks[0] == tuple(symbols.count(r) for r in ("food", "ceramics", "gears"))


@pytest.mark.rule("world-wonders 5")
@pytest.mark.parametrize("start,steps,track,population", [
    (2, 1, 3, 1),      # lands on the symbol of space 3
    (2, 2, 4, 1),      # passes it
    (3, 2, 5, 0),      # starts on it: already counted
    (2, 5, 7, 2),      # passes two symbols (3 and 6) in one move
])
def test_population_for_every_symbol_landed_on_or_passed(ww, start, steps, track, population):
    assert produced(ww, food=start, gains=((0, steps),))[:2] == (track, population)


@pytest.mark.rule("world-wonders 5")
def test_the_purple_space_triggers_the_end_and_extra_population_is_lost(ww):
    assert produced(ww, food=5, gains=((0, 1),), pop=8) == (6, 9, 1)
    assert produced(ww, food=0, gains=(), population=3, pop=8) == (0, 9, 1)       # a monument's population
    assert produced(ww, food=5, gains=((0, 1),), pop=7) == (6, 8, 0)


@pytest.mark.rule("world-wonders 5")
def test_a_resource_marker_stops_on_the_last_space(ww):
    assert produced(ww, food=14, gains=((0, 3),))[:2] == (15, 1)      # passes 15, stops there
    assert produced(ww, food=14, gains=((0, 3),), resource_track_end="continue")[:2] == (17, 1)


@pytest.mark.rule("world-wonders 6.1")
def test_the_game_ends_after_round_10(ww):
    s = ww.prepare(ww.new(2), round_=10, out={1: 1})
    with pytest.raises(IllegalMove, match="not over yet"):
        ww.GAME.score(s)
    over = s.apply(Pass())
    assert over.is_over and over.legal_moves() == [] and over.current_player is None
    with pytest.raises(IllegalMove, match="game is over"):
        over.apply(Pass())
    assert ww.GAME.score(over).totals == {"A": 0, "B": 0}


@pytest.mark.rule("world-wonders 6.1")
def test_the_purple_space_ends_the_game_at_the_end_of_that_round(ww):
    s = ww.prepare(ww.new(2), round_=4, population={0: 9}, TRIGGER=1)
    s = s.apply(Pass())
    assert not s.is_over and s.current_player == 1           # everyone finishes the round
    s = s.apply(Pass())
    assert s.is_over and s.round == 4


@pytest.mark.rule("world-wonders 6.2")
def test_the_final_sheet_is_computed_from_the_map(ww):
    s = ww.new(2)
    h = ww.tile_of(s, "H", "I2")
    pieces = [("road", [(5, 0), (5, 1), (5, 2)]), ("building", h, [(4, 0), (4, 1)]), ("tower", [(4, 2)]),
              ("road", [(3, 0), (3, 1)]), ("tower", [(1, 5)])]
    s = ww.prepare(s, pieces={0: pieces}, tracks={0: (8, 9, 11)}, population={0: 5}, round_=10, out={1: 1})
    s = s.apply(Pass())
    entry = ww.GAME.final_sheet(s)["players"][0]
    # the Habitatio on (4,0)-(4,1): roads above and below, the tower right, the map edge left -> a district;
    # natural resources: (0,0) has no piece next to it, (2,5) has the tower at (1,5) -> 1
    assert (entry["districts"], entry["natural_resources"]) == (1, 1)
    assert entry["population_rings"] == 2                       # rings on 2 and 4 (marker on 5)
    assert ww.GAME.score(s).player("A").total == 2 + 8 + 0 + 1 + 1
    by_city = score_city("A", s.city(0), food=8, ceramics=9, gears=11, population_rings=2)
    assert by_city.entry["districts"] == 1 and by_city.entry["natural_resources"] == 1
    assert "(2,5)" in str(by_city.explain("natural_resources")[1])


# --- solo play ----------------------------------------------------------------------------------------------

@pytest.mark.rule("world-wonders 7.2")
def test_the_automaton_takes_the_first_turn_and_alternates_with_the_player(ww):
    s = ww.new(1)
    assert s.automaton_discarded and s._data[G_SOLO_POS] == 1     # it acted before the player's first decision
    s = s.apply(s.legal_moves()[0])                               # the free road: not a turn of its own
    assert s._data[G_SOLO_POS] == 1
    s = s.apply(next(m for m in s.legal_moves() if type(m) in BUYS and type(m) is not BuyMonument))
    while s.decision.value != "purchase":                        # place what was bought
        s = s.apply(s.legal_moves()[0])
    assert s._data[G_SOLO_POS] == 2 and s.current_player == 0     # the Automaton's turn, then the player's
    s = s.apply(Pass())                                           # the player's round ends, and the Automaton's
    assert s.round == 2 and s._data[G_SOLO_POS] == 3              # round 2 opens with the Automaton again


@pytest.mark.rule("world-wonders 7.2")
@pytest.mark.parametrize("level", ["easy", "hard"])
def test_the_automaton_on_the_final_sheet(level):
    from companion import games
    from companion.engine.bots import RandomBot, play_bots

    s = games.get("world-wonders").new_game(["Ann"], seed=5, options=Options(automaton_level=level))
    s, _ = play_bots(s, [RandomBot(1)])
    sheet = games.get("world-wonders").final_sheet(s)
    assert len(sheet["players"]) == 1
    assert "automaton" in SCHEMA["properties"]               # the scorer knows the Automaton (solo sheets)
    assert sheet["automaton"]["level"] == level
    rings = s.automaton["rings"] if level == "hard" else 0
    assert sheet["automaton"]["monument_rings"] == rings
    # every monument card is built, face up, in the deck or taken by the Automaton (§7.2, option default)
    in_deck = s.monument_cards_left
    built = sum(len(m) for m in s.monuments_built)
    assert s.automaton["monuments"] == 21 - len(s.face_up_monuments) - in_deck - built
