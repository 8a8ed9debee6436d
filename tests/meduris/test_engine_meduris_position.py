"""Prepared positions built by the engine (``engine.position``): undo, replay and JSON round trips continue
from the position, and impossible positions are refused with the broken component count.

Situations are those of ``shared/rules/meduris-examples.md`` (A4) and component counts are those of
``shared/rules/meduris.md`` §1 / §3; expected values come from there, not from running the engine.
"""
from __future__ import annotations

import re

import pytest

from companion.errors import InvalidSave, InvalidPosition
from companion.meduris.engine import position, replay, start_of
from companion.meduris.moves import BuildHut, OfferBoth
from companion.meduris.state import State

HUT, TEMPLE = "hut", "temple"
RED, GREEN, BLUE = 0, 1, 2
WOOD, WOOL, COPPER, STONE = range(4)
PLAYERS = ["Red", "Green", "Blue"]


def a4_position() -> State:
    """Example A4: Red huts on 17, 20, 21, Blue's temple on 22, the druid on 17; Blue 4 stone + 4 wood."""
    return position(PLAYERS, seed=7, sites={17: (HUT, RED), 20: (HUT, RED), 21: (HUT, RED), 22: (TEMPLE, BLUE)},
                    druid_site=17, resources={BLUE: {"stone": 4, "wood": 4}, RED: {"wood": 1}},
                    runes={"Wave": RED}, turn_of=BLUE)


@pytest.mark.rule("meduris 4.3")
def test_undo_after_json_round_trip_returns_to_the_prepared_position():
    start = a4_position()
    built = start.apply(BuildHut(19))
    assert built.resources[BLUE][STONE] == 1 and built.resources[BLUE][WOOD] == 1   # A4: paid 3 stone + 3 wood
    loaded = State.from_json(built.to_json())
    assert loaded == built and loaded.history == built.history
    before = loaded.undo()                              # rebuilt from the recorded start
    assert before == start and before.to_json() == start.to_json()
    assert before.sites[18] is None and before.druid_site == 17
    assert before.resources[BLUE][STONE] == 4 and before.resources[BLUE][WOOD] == 4
    assert before.runes[before.board.districts.index("Wave")] == RED


@pytest.mark.rule("meduris 4.7")
def test_undo_two_moves_deep_after_json_round_trip():
    start = a4_position()
    offered = start.apply(BuildHut(19)).apply(OfferBoth())
    assert offered.scores[BLUE] == start.scores[BLUE] + 3                       # A4: Blue +3
    loaded = State.from_json(offered.to_json())
    assert loaded.undo() == start.apply(BuildHut(19))
    assert loaded.undo().undo() == start
    assert State.from_json(loaded.undo().to_json()).undo() == start            # every JSON step keeps the start


@pytest.mark.rule("meduris 4.10")
def test_replay_and_start_of_a_prepared_game():
    start = a4_position()
    offered = start.apply(BuildHut(19)).apply(OfferBoth())
    assert start_of(offered) == start
    again = replay(offered.seed, list(offered.players), list(offered.history), origin=offered.origin)
    assert again == offered
    assert start.origin is not None and offered.origin == start.origin


@pytest.mark.rule("meduris 3")
def test_new_game_has_no_origin_and_saves_of_the_first_engine_still_load():
    """Saves written by the first engine (versions 1 and 2, die stream 1) replay to the position they
    stored; one whose stored position was tampered with is refused."""
    import json

    from support import REPO

    golden = REPO / "tests" / "meduris" / "golden"
    assert a4_position().origin is not None
    for name in ("save-v1-new-game.json", "save-v2-new-game.json", "save-v2-position.json"):
        text = (golden / name).read_text()
        saved = json.loads(text)
        loaded = State.from_json(text)
        assert [list(r) for r in loaded.resources] == saved["resources"]
        assert list(loaded.scores) == saved["scores"] and loaded.turn == saved["turn"]
        assert len(loaded.history) == len(saved["history"])
        assert State.from_json(loaded.to_json()) == loaded          # and it saves in the new format
        saved["resources"][0][0] += 1                                # tampered: one wood more than played
        with pytest.raises(InvalidSave, match="another"):
            State.from_json(json.dumps(saved))


def test_malformed_json_raises_value_error():
    import json

    d = json.loads(a4_position().to_json())
    del d["moves"]
    with pytest.raises(ValueError):
        State.from_json(json.dumps(d))


@pytest.mark.rule("meduris 1")
@pytest.mark.parametrize("players,fields,count", [
    (PLAYERS, {"resources": {RED: {"wood": 10}, GREEN: {"wood": 9}}}, "18"),      # 18 chips of each resource
    (PLAYERS, {"sites": {s: (HUT, GREEN) for s in range(1, 10)}}, "8"),           # 8 huts each with 3 players
    (["Blue", "Purple"], {"sites": {s: (HUT, 0) for s in range(1, 14)}}, "12"),   # 12 huts each with 2 players
    (PLAYERS, {"sites": {3: (TEMPLE, RED), 9: (TEMPLE, RED), 15: (TEMPLE, RED)}}, "2"),   # 2 temples per colour
    (PLAYERS, {"bonus": {2: "druid", 8: "druid", 14: "druid"}}, "2"),             # 2 bonus chips of each kind
    (["Blue", "Purple"], {"stacks": {"wood": (0, 0), "wool": (0, 0), "copper": (1, 1), "stone": (1,)}}, "3"),
    (PLAYERS, {"stacks": {"wood": (RED, RED, RED), "wool": (GREEN, GREEN), "copper": (BLUE, BLUE)}}, "2"),
])
def test_component_counts_are_named_in_the_refusal(players, fields, count):
    with pytest.raises(InvalidPosition) as err:
        position(players, seed=1, **fields)
    assert re.findall(r"\d+", err.value.message("en"))[-1] == count      # "... has {max}." ends the message
    assert count in re.findall(r"\d+", err.value.message("pl")) and err.value.message("pl") != err.value.message("en")


@pytest.mark.rule("meduris 3")
def test_at_most_three_workers_on_a_plateau():
    with pytest.raises(InvalidPosition) as err:
        position(PLAYERS, seed=1, stacks={"wood": (RED, RED, GREEN, GREEN), "wool": (BLUE, BLUE)})
    assert "4 workers" in err.value.message("en") and "3" in err.value.message("en")


@pytest.mark.parametrize("fields", [
    {"sites": {33: (HUT, RED)}},                       # the 2/3 side has 32 sites (§2.2)
    {"sites": {5: ("castle", RED)}},
    {"sites": {5: (HUT, 3)}},                          # players 0-2
    {"resources": {RED: {"gold": 1}}},
    {"resources": {RED: {"wood": -1}}},
    {"scores": {RED: -2}},
    {"runes": {"Atlantis": RED}},
    {"bonus": {5: "plus5"}},
    {"sites": {5: (TEMPLE, RED)}, "bonus": {5: "druid"}},      # no chip under a temple (§6.16)
    {"sites": {5: (HUT, RED)}, "bonus": {5: "plus2"}},         # a +2 chip is taken by the hut (§4.3)
    {"next_roll": "gold"},
    {"decision": "offer"},
    {"turn_of": 5},
    {"sites": {5: (HUT, RED), 6: (HUT, RED)}, "buildings": 1},
])
def test_unknown_parts_are_refused(fields):
    with pytest.raises(InvalidPosition):
        position(PLAYERS, seed=1, **fields)


def test_a_druid_chip_may_lie_under_a_hut():
    s = position(PLAYERS, seed=1, sites={5: (HUT, RED)}, bonus={5: "druid"})
    assert s.bonus[4] == "druid"


@pytest.mark.rule("meduris 1")
def test_more_buildings_made_than_the_players_own_is_refused():
    with pytest.raises(InvalidPosition) as err:   # 3 players × (8 huts + 2 temples) = 30 at most (§1, §3)
        position(PLAYERS, seed=1, buildings=31)
    assert "31" in err.value.message("en")
