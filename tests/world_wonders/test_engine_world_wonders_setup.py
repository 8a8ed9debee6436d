"""World Wonders setup (world-wonders.md §2, §7.2) and the engine's front door (registry, options, errors)."""
from __future__ import annotations

import pytest

from companion import games
from companion.errors import InvalidSetup
from companion.world_wonders.moves import Place
from companion.world_wonders.options import Options


@pytest.mark.rule("world-wonders 2")
@pytest.mark.parametrize("n,stacks,longs,shorts,face_up", [
    (1, 6, 1, 1, 2), (2, 6, 1, 1, 3), (3, 6, 2, 1, 3), (4, 7, 2, 2, 3), (5, 8, 3, 2, 3),
])
def test_setup_by_player_count(n, stacks, longs, shorts, face_up):
    s = games.get("world-wonders").new_game([f"P{i}" for i in range(n)], seed=3)
    gone = s.automaton_discarded          # solo: the Automaton has taken the first turn of the round (§7.2)
    assert bool(gone) == (n == 1)
    assert len(s.revealed_tiles) == stacks
    assert sum(t is None for t in s.revealed_tiles.values()) == sum(x.startswith("tile") for x in gone)
    assert s.long_roads_offered == longs - gone.count("long-road")
    assert s.short_sets_offered == shorts - gone.count("short-roads")
    assert s.tower_offered == ("tower" not in gone)
    assert len(s.face_up_monuments) == face_up
    assert s.round == 1 and s.gold_cap == (7,) * n and s.gold_spent == (0,) * n
    assert s.tracks == ((0, 0, 0),) * n and s.population == (0,) * n          # §2 L: markers on 0
    assert s.decision.value == "free_road" and s.current_player == s.turn_order[0]
    assert s.pedestals == (None, None)
    d = s._data
    from companion.world_wonders.state import G_LONG_RES, G_SHORT_RES, G_TOWER_RES
    assert d[G_LONG_RES] == 35 - n - longs          # one free long road each (§2 J)
    assert d[G_SHORT_RES] == 20 - shorts and d[G_TOWER_RES] == 9


@pytest.mark.rule("world-wonders 2")
def test_initial_order_is_random_by_seed_or_given():
    game = games.get("world-wonders")
    names = ["Ann", "Bob", "Cy", "Dee", "Eve"]
    orders = {game.new_game(names, seed=k).turn_order for k in range(8)}
    assert len(orders) > 1                                                    # §2 D: random order
    assert game.new_game(names, seed=4).turn_order == game.new_game(names, seed=4).turn_order
    assert game.new_game(names, seed=4, options=Options(initial_order="given")).turn_order == (0, 1, 2, 3, 4)


@pytest.mark.rule("world-wonders 2")
@pytest.mark.parametrize("players,seed,options,words", [
    ([], 1, None, "1 to 5 players, not 0"),
    (["A"] * 1 + ["B", "C", "D", "E", "F"], 1, None, "not 6"),
    (["Ann", " ann "], 1, None, "Two players are called ann"),
    ("AB", 1, None, "list of names"),
    (["Ann", ""], 1, None, "The name of player 2 must not be empty"),
    (["Ann"], 1.5, None, "whole number"),
    (["Ann"], True, None, "whole number"),
    (["Ann"], 1, Options(map_side="B", maps={"format": "world-wonders/maps", "version": 1, "title": "x",
                                             "demo": False, "sides": [{"board": 1, "side": "A",
                                                                        "rows": ["...", "...", "..."]}]}),
     "no board with side B"),
    (["Ann"], 1, Options(tiles={"format": "world-wonders/tiles"}), "tiles catalogue cannot be used"),
    (["Ann"], 1, {"map_side": "A"}, "must be World Wonders options"),
])
def test_bad_setups_are_refused_naming_the_rule(players, seed, options, words):
    with pytest.raises(InvalidSetup) as err:
        games.get("world-wonders").new_game(players, seed=seed, options=options)
    assert words in str(err.value) and err.value.rule == "world-wonders 2"


@pytest.mark.rule("world-wonders 2")
def test_options_are_checked_and_round_trip():
    with pytest.raises(InvalidSetup, match="voluntary_pass"):
        Options(voluntary_pass="yes")
    with pytest.raises(InvalidSetup, match="automaton_level"):
        Options(automaton_level="medium")
    with pytest.raises(InvalidSetup, match="no option colour"):
        Options.from_dict({"colour": "red"})
    opts = Options(map_side="B", automaton_level="hard", covered_counts=True)
    assert Options.from_dict(opts.to_dict()) == opts


@pytest.mark.rule("world-wonders 2")
def test_the_registry_gives_the_engine_and_every_view_says_demo():
    game = games.get("world-wonders")
    assert "world-wonders" in games.engine_ids() and game.min_players == 1 and game.max_players == 5
    s = game.new_game(["Ann", "Bob"], seed=2, options=Options(initial_order="given"))
    assert s.catalogues_are_demo
    assert "not the printed game" in s.to_view()["demo"] and "not the printed game" in str(s)
    assert "wydrukowana" in s.to_view("pl")["demo"]
    assert str(s.apply(Place(8, 0))).startswith("World Wonders — round 1")
