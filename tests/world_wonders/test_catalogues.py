"""World Wonders catalogues as data (world-wonders.md §1.2-1.8, §7.1, §7.2, §8): the shipped demo catalogues follow every
stated fact and say they are demo data; a broken catalogue is refused naming the field and the rule."""
from __future__ import annotations

import copy
import json
import re

import pytest

from companion.errors import InvalidCatalogue
from companion.world_wonders import catalogues
from companion.world_wonders.catalogues import DATA_DIR, DEMO_FILES, demo_notice, load
from support import SHARED

REFERENCE = (SHARED / "rules" / "world-wonders.md").read_text(encoding="utf-8")


def reference_monument_names() -> list[str]:
    """The 21 names of the table in world-wonders.md §1.4."""
    section = REFERENCE.split("### 1.4", 1)[1].split("###", 1)[0]
    return re.findall(r"^\| \d+ \| ([^|]+?) \|", section, flags=re.M)


def raw(kind: str) -> dict:
    return json.loads((DATA_DIR / DEMO_FILES[kind]).read_text(encoding="utf-8"))


@pytest.mark.rule("world-wonders 1.1")
@pytest.mark.parametrize("kind", catalogues.KINDS)
def test_every_demo_catalogue_says_it_is_demo_data(kind):
    cat = load(kind)
    assert cat.demo is True and raw(kind)["demo"] is True
    assert "not the printed game" in demo_notice(cat)
    assert demo_notice(cat, "pl") and demo_notice(cat, "pl") != demo_notice(cat)
    data = raw(kind)
    del data["demo"]
    with pytest.raises(InvalidCatalogue) as err:
        catalogues.from_dict(kind, data)
    assert err.value.field == "demo" and "missing required field" in str(err.value)


@pytest.mark.rule("world-wonders 1.2")
def test_demo_tiles_follow_the_stated_facts():
    tiles = load("tiles")
    assert len(tiles.stacks) == 8                                            # §1.2: 80 ÷ 10
    assert all(len(s.tiles) == 10 for s in tiles.stacks)                     # §1.1, §6.1
    assert sum(len(s.tiles) for s in tiles.stacks) == 80                     # §1.1
    assert {t.type for s in tiles.stacks for t in s.tiles} == set("BFHMT")   # §1.2 five types
    costs = {s.cost for s in tiles.stacks}
    assert min(costs) == 2 and max(costs) == 5                               # §1.2 costs range 2-5
    assert all(t.resources for s in tiles.stacks for t in s.tiles)           # §1.2 one or more symbols
    assert [s.board for s in tiles.stacks].count("main") == 6                # §1.2 6 + 1 + 1 (unconfirmed)
    assert [s.board for s in tiles.stacks].count("4p") == 1 and [s.board for s in tiles.stacks].count("5p") == 1
    assert (tiles.long_roads, tiles.long_road_length) == (35, 3)             # §1.1, §1.3 long road 1×3
    assert (tiles.short_sets, tiles.short_pieces) == (20, (2, 2, 1))         # §1.1 two 1×2 + one 1×1
    assert tiles.towers == 10                                                # §1.1


@pytest.mark.rule("world-wonders 2")
@pytest.mark.parametrize("players,stacks", [(1, 6), (2, 6), (3, 6), (4, 7), (5, 8)])
def test_stacks_in_play_by_player_count(players, stacks):
    assert len(load("tiles").stacks_for(players)) == stacks


@pytest.mark.rule("world-wonders 1.4")
def test_demo_monuments_are_the_21_by_name_with_a_ring_each():
    cards = load("monuments").cards
    names = reference_monument_names()
    assert len(names) == 21
    assert [c.name for c in cards] == names
    assert all(c.rings >= 1 for c in cards)
    aqueduct = cards[names.index("Aqueduct")]
    assert aqueduct.star and aqueduct.footprint[0][0] == "L" and aqueduct.footprint[0][-1] == "L"
    moai = cards[names.index("Moai")]
    assert sum(row.count("L") for row in moai.footprint) == 3                # 3 wooden figures [REV]


@pytest.mark.rule("world-wonders 1.7")
def test_demo_maps_have_five_boards_with_both_sides():
    maps = load("maps")
    assert sorted(s.name for s in maps.sides) == sorted(f"{b}{x}" for b in range(1, 6) for x in "AB")
    b_sides = {s.rows for s in maps.boards("B")}
    assert len(b_sides) == 5                                                 # side B: a different river each
    for side in maps.sides:
        assert side.water and side.natural


@pytest.mark.rule("world-wonders 1.8")
def test_demo_resource_boards_have_sides_a_and_b():
    boards = load("resource_boards")
    assert [s.side for s in boards.sides] == ["A", "B"]
    for side in boards.sides:
        assert len(side.tracks) == 3 and all(t.marks for t in side.tracks)   # population symbols
        assert side.population.marks                                         # rings
        assert side.population.upto[side.population.last] == len(side.population.marks)


@pytest.mark.rule("world-wonders 7.2")
def test_demo_solo_cards_are_14():
    assert len(load("solo_cards").cards) == 14


def _set(path, value):
    def mutate(d):
        target = d
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return mutate


@pytest.mark.parametrize("kind,mutate,field,rule,words", [
    ("tiles", _set(["stacks", 0, "cost"], 6), "stacks[0].cost", "world-wonders 1.2", "2 to 5 gold"),
    ("tiles", lambda d: d["stacks"][1]["tiles"].pop(), "stacks[1].tiles", "world-wonders 6.1", "exactly 10 tiles"),
    ("tiles", _set(["stacks", 0, "tiles", 3, "type"], "X"), "stacks[0].tiles[3].type", "world-wonders 1.2",
     "must be one of"),
    ("tiles", _set(["stacks", 2, "tiles", 0, "resources"], []), "stacks[2].tiles[0].resources", "world-wonders 1.2",
     "at least one resource symbol"),
    ("tiles", _set(["stacks", 2, "shape"], ["#.", ".#"]), "stacks[2].shape", "world-wonders 1.2", "one piece"),
    ("tiles", _set(["stacks", 2, "shape"], ["#", "##"]), "stacks[2].shape[1]", "world-wonders 1.2", "same length"),
    ("tiles", _set(["stacks", 1, "id"], "I2"), "stacks[1].id", "world-wonders 1.2", "given twice"),
    ("tiles", _set(["long_road", "length"], 2), "long_road.length", "world-wonders 1.3", "at least 3 cells"),
    ("tiles", _set(["short_road_sets", "pieces"], [2, 1]), "short_road_sets.pieces", "world-wonders 1.3", "[2, 2, 1]"),
    ("tiles", _set(["towers"], 9), "towers", "world-wonders 1.1", "has 10, not 9"),
    ("tiles", lambda d: d.pop("long_road"), "long_road", "world-wonders 1.2", "missing required field"),
    ("tiles", _set(["towers"], True), "towers", "world-wonders 1.2", "must be a whole number"),
    ("tiles", _set(["stacks", 0, "cost"], 2.0), "stacks[0].cost", "world-wonders 1.2", "must be a whole number"),
    ("tiles", _set(["stacks", 0, "colour"], "red"), "stacks[0].colour", "world-wonders 1.2", "unknown field"),
    ("tiles", _set(["stacks", 0, "id"], "I 2"), "stacks[0].id", "world-wonders 1.2", "letters, digits"),
    ("monuments", _set(["cards", 3, "reward"], {"food": 1}), "cards[3].reward.rings", "world-wonders 1.4",
     "at least 1 ring"),
    ("monuments", lambda d: d["cards"].pop(), "cards", "world-wonders 1.1", "21 monument cards, not 20"),
    ("monuments", _set(["cards", 0, "footprint"], ["LX"]), "cards[0].footprint[0]", "world-wonders 1.4",
     "characters L W A ? ."),
    ("monuments", _set(["cards", 0, "requires"], ["lake"]), "cards[0].requires[0]", "world-wonders 1.4",
     "must be one of"),
    ("monuments", _set(["cards", 1, "name"], "Ziggurat"), "cards[1].name", "world-wonders 1.4", "given twice"),
    ("maps", _set(["sides", 0, "rows", 4], "..."), "sides[0].rows[4]", "world-wonders 1.7", "same length"),
    ("maps", _set(["sides", 0, "rows", 2], "..x........"), "sides[0].rows[2]", "world-wonders 1.7", "not 'x'"),
    ("maps", _set(["sides", 1, "board"], 1), "sides[1]", "world-wonders 1.7", "given twice"),
    ("maps", _set(["sides", 0, "rows", 8], "~~~~~~~~~~~"), "sides[0].rows[8]", "world-wonders 2", "touch the sidewalk"),
    ("maps", _set(["sides", 0, "side"], "C"), "sides[0].side", "world-wonders 1.7", "must be one of"),
    ("resource_boards", _set(["sides", 0, "resource_tracks", "food", "population"], [3, 16]),
     "sides[0].resource_tracks.food.population[1]", "world-wonders 1.8", "spaces 1 to 15"),
    ("resource_boards", _set(["sides", 0, "population_track", "rings"], [2, 2]), "sides[0].population_track.rings",
     "world-wonders 1.8", "listed twice"),
    ("resource_boards", lambda d: d["sides"][1]["resource_tracks"].pop("gears"), "sides[1].resource_tracks.gears",
     "world-wonders 1.8", "missing required field"),
    ("solo_cards", _set(["cards", 0, "sections", 0, 0], "tile:9"), "cards[0].sections[0][0]", "world-wonders 7.2",
     "not 'tile:9'"),
    ("solo_cards", _set(["version"], 2), "version", "world-wonders 7.2", "must be 1"),
    ("objective_cards", lambda d: d["cards"].pop(), "cards", "world-wonders 1.5", "15 objective cards, not 14"),
    ("objective_cards", _set(["cards", 1, "id"], "green-valley"), "cards[1].id", "world-wonders 7.1",
     "two objective cards"),
    ("objective_cards", _set(["cards", 0, "kind"], "greenery"), "cards[0].kind", "world-wonders 7.1",
     "not 'greenery'"),
    ("objective_cards", _set(["cards", 5, "arg"], "food"), "cards[5].arg", "world-wonders 7.1",
     "most_tiles shows one of B, F, H, M, T"),
    ("objective_cards", _set(["cards", 0, "arg"], "B"), "cards[0].arg", "world-wonders 7.1", "no type or resource"),
    ("objective_cards", _set(["cards", 6, "arg"], "B"), "cards[6]", "world-wonders 7.1",
     "cards 6 and 7 are the same"),
    ("objective_cards", _set(["cards", 0], {"id": "most-T", "kind": "most_tiles", "arg": "T"}), "cards",
     "world-wonders 7.1", "green_valley is missing"),
    ("objective_cards", _set(["cards", 0, "points"], 3), "cards[0].points", "world-wonders 7.1", "unknown field"),
])
def test_a_broken_catalogue_names_the_field_and_the_rule(kind, mutate, field, rule, words):
    data = copy.deepcopy(raw(kind))
    mutate(data)
    with pytest.raises(InvalidCatalogue) as err:
        catalogues.from_dict(kind, data)
    assert err.value.field == field
    assert err.value.rule == rule
    assert words in str(err.value)
    assert err.value.message("pl") != str(err.value)        # translated


def test_catalogues_load_from_files_and_refuse_bad_files(tmp_path):
    path = tmp_path / "tiles.json"
    data = raw("tiles")
    data["demo"] = False
    path.write_text(json.dumps(data), encoding="utf-8")
    own = load("tiles", path)
    assert own.demo is False and demo_notice(own) == ""
    assert load("tiles", own) is own
    (tmp_path / "bad.json").write_text("{", encoding="utf-8")
    for source, words in ((tmp_path / "bad.json", "cannot be used: it is not valid JSON (line 1, column 2)."), (tmp_path / "none.json", "cannot read"),
                          (42, "not int")):
        with pytest.raises(InvalidCatalogue) as err:
            load("tiles", source)
        assert words in str(err.value) and err.value.field == "catalogue"
    with pytest.raises(InvalidCatalogue) as err:
        catalogues.from_dict("maps", ["not", "an", "object"])
    assert err.value.field == "catalogue"


@pytest.mark.rule("world-wonders 7.1")
def test_the_demo_objective_deck_is_the_shipped_catalogue():
    """§7.1: 15 cards; kinds 1-5, 9 and 10 once each, 8 cards of kinds 6-8 (their split unconfirmed: demo)."""
    from companion.world_wonders.objectives import DEMO_DECK, KINDS

    deck = load("objective_cards")
    assert deck.demo and deck.cards == DEMO_DECK and len(deck.cards) == 15
    counts = {k: sum(1 for c in deck.cards if c.kind == k) for k in KINDS}
    assert all(counts[k] == 1 for k in KINDS if k not in ("most_tiles", "track", "adjacent"))
    assert counts["most_tiles"] + counts["track"] + counts["adjacent"] == 8


def own_objective_deck() -> dict:
    """A player's own deck with another split of kinds 6-8 (5 + 2 + 1) and a printed name."""
    data = raw("objective_cards")
    singles = [c for c in data["cards"] if c["kind"] not in ("most_tiles", "track", "adjacent")]
    split = ([{"id": f"most-{t}", "kind": "most_tiles", "arg": t} for t in "BFHMT"]
             + [{"id": f"track-{r}", "kind": "track", "arg": r} for r in ("food", "gears")]
             + [{"id": "village", "kind": "adjacent", "arg": "H", "name": "Village"}])
    return dict(data, demo=False, title="my objective cards", cards=singles + split)


@pytest.mark.rule("world-wonders 7.1")
def test_a_game_plays_with_the_players_own_objective_deck():
    from companion import games
    from companion.errors import InvalidSetup
    from companion.world_wonders.options import Options

    game = games.get("world-wonders")
    deck = own_objective_deck()
    s = game.new_game(["A", "B"], seed=3, options=Options(objective_cards=deck, objectives=["most-T", "village"]))
    assert s.objectives == ("most-T", "village")
    [(first, _, _), (second, _, _)] = s.objective_results()
    assert (first.kind, first.arg) == ("most_tiles", "T") and second.name.text("pl") == "Village"
    assert "objective cards" not in s.to_view()["demo"] and "map boards" in s.to_view()["demo"]
    drawn = game.new_game(["A", "B"], seed=3, options=Options(objective_cards=deck, objectives="random"))
    assert set(drawn.objectives) <= {c["id"] for c in deck["cards"]} and len(drawn.objectives) == 3
    assert game.load(s.to_json()) == s
    with pytest.raises(InvalidSetup) as err:        # adjacent-T is a demo card, not one of this deck
        game.new_game(["A", "B"], seed=3, options=Options(objective_cards=deck, objectives=["adjacent-T"]))
    assert err.value.params["option"] == "objectives" and "village" in str(err.value)
    broken = dict(deck, cards=deck["cards"][:-1])
    with pytest.raises(InvalidSetup) as err:
        game.new_game(["A", "B"], seed=3, options=Options(objective_cards=broken, objectives="random"))
    assert "15 objective cards" in str(err.value)
