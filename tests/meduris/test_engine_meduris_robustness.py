"""Bad input never crashes the Meduris engine (design: "bad input never crashes"): a malformed move is
refused with InvalidMove naming a rule (a well-formed move that breaks a rule: IllegalMove); bad players, seeds and save files raise a CompanionError subclass
with a translated message."""
from __future__ import annotations

import dataclasses
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.errors import CompanionError, IllegalMove, InvalidMove, InvalidSave, InvalidSetup
from companion.meduris.common import player_label
from companion.meduris.engine import new_game, position, state_from_json
from companion.meduris.moves import MOVE_TYPES, BuildHut, BuildTemple, Exchange, PlaceWorker
from companion.meduris.rules import RESOURCES
from companion.meduris.state import State

# ----------------------------------------------------------------------------------------------
# malformed moves: InvalidMove, never another exception
# ----------------------------------------------------------------------------------------------

FIELD_VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True), st.text(max_size=8),
    st.sampled_from(RESOURCES),
    st.lists(st.one_of(st.sampled_from(RESOURCES), st.integers(), st.none(), st.text(max_size=3)), max_size=4),
    st.tuples(st.sampled_from(RESOURCES), st.sampled_from(RESOURCES), st.sampled_from(RESOURCES)),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)


def _move_of(cls: type) -> st.SearchStrategy:
    names = [f.name for f in dataclasses.fields(cls)]
    return st.tuples(*[FIELD_VALUES] * len(names)).map(lambda values: cls(*values))


ANY_MOVE = st.sampled_from(sorted(MOVE_TYPES.values(), key=lambda c: c.__name__)).flatmap(_move_of)
NOT_A_MOVE = st.one_of(FIELD_VALUES, st.just(object()), st.just(Exchange), st.just(json))


def _fixed_states() -> list[State]:
    """One state per kind of pending decision, plus a finished game."""
    setup = new_game(["Ann", "Bob"], seed=1)
    action = position(["Ann", "Bob", "Cid"], seed=2, sites={5: ("hut", 0), 6: ("hut", 1)},
                      resources={0: {"wood": 3, "stone": 2, "wool": 2, "copper": 2}, 1: {"wool": 1}})
    roll = action.replace(pending=dataclasses.replace(action.pending, kind="roll"))
    take = action.replace(pending=dataclasses.replace(action.pending, kind="take", queue=(1, 2)))
    ret = action.replace(pending=dataclasses.replace(action.pending, kind="return", queue=(1,)))
    offer = action.replace(druid_site=5,
                                pending=dataclasses.replace(action.pending, kind="offer", site=5))
    over = action.replace(pending=None, phase="over")
    return [setup, action, roll, take, ret, offer, over]


STATES = _fixed_states()


def _apply_safely(state: State, move) -> None:
    try:
        result = state.apply(move)
    except (IllegalMove, InvalidMove) as exc:
        assert exc.rule.startswith("meduris ")
        assert exc.message("en") and exc.message("pl")          # the message renders in both languages
    else:
        assert isinstance(result, State)


@pytest.mark.rule("meduris 4.10")
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(move=ANY_MOVE, index=st.integers(0, len(STATES) - 1))
def test_any_move_with_any_fields_is_a_state_or_illegal_move(move, index):
    _apply_safely(STATES[index], move)


@pytest.mark.rule("meduris 4.10")
@settings(max_examples=100, deadline=None)
@given(thing=NOT_A_MOVE, index=st.integers(0, len(STATES) - 2))
def test_anything_that_is_not_a_move_is_refused(thing, index):
    with pytest.raises(InvalidMove) as err:
        STATES[index].apply(thing)
    assert err.value.rule == "meduris 4.10"


@pytest.mark.rule("meduris 4.5")
def test_exchange_of_none_names_the_exchange_rule():
    # the newcomer's break-it case: it used to be a bare TypeError
    with pytest.raises(InvalidMove) as err:
        new_game(["Ann", "Bob"], seed=1).apply(Exchange(None, None))  # type: ignore[arg-type]
    assert err.value.rule == "meduris 4.5"
    assert "exactly 3 chips" in str(err.value)


@pytest.mark.rule("meduris 4.5")
@pytest.mark.parametrize("give,take", [
    (("wood", "wood"), "stone"),                 # §4.5: 3 chips, not 2
    (("wood", "wood", "wood", "wood"), "stone"),
    ("woo", "stone"),                            # a string is not 3 chips
    (("wood", "wood", "gold"), "stone"),         # gold is not a resource (§1)
    (("wood", "wood", "wood"), ["stone"]),
    (("wood", "wood", "wood"), {"stone": 1}),
])
def test_malformed_exchange_is_refused_under_4_5(give, take):
    s = position(["Ann", "Bob"], seed=1, resources={0: {"wood": 4}})
    with pytest.raises(InvalidMove) as err:
        s.apply(Exchange(give, take))  # type: ignore[arg-type]
    assert err.value.rule == "meduris 4.5"


@pytest.mark.rule("meduris 4.5")
def test_exchange_given_as_an_unsorted_list_is_recorded_in_resource_order():
    s = position(["Ann", "Bob"], seed=1, resources={0: {"wood": 2, "stone": 1}})
    after = s.apply(Exchange(["stone", "wood", "wood"], "wool"))  # type: ignore[arg-type]
    assert after.history[-1] == Exchange(("wood", "wood", "stone"), "wool")
    assert after.resources[0] == (0, 1, 0, 0)    # 2 wood + 1 stone given, 1 wool taken (§4.5)


@pytest.mark.rule("meduris 2.2")
@pytest.mark.parametrize("move", [BuildHut(0), BuildHut(33), BuildHut(True), BuildHut("5"), BuildHut(5.0),
                                  BuildTemple(None), BuildTemple([5])])
def test_site_outside_1_to_32_is_refused(move):
    s = position(["Ann", "Bob"], seed=1, resources={0: {r: 4 for r in RESOURCES}})
    with pytest.raises(InvalidMove) as err:
        s.apply(move)
    assert err.value.rule == "meduris 2.2"      # the 2/3-player side has sites 1..32 (§2.2)


@pytest.mark.rule("meduris 4.2")
@pytest.mark.parametrize("level", [0, 4, -1, None, "1", 1.0, True])
def test_worker_height_outside_1_to_3_is_refused(level):
    from companion.meduris.moves import BigYield

    s = position(["Ann", "Bob"], seed=1)
    with pytest.raises(InvalidMove) as err:
        s.apply(BigYield("wood", level, "wool"))  # type: ignore[arg-type]
    assert err.value.rule == "meduris 4.2"       # a plateau holds at most 3 workers (§4.2)


@pytest.mark.rule("meduris 3")
@pytest.mark.parametrize("plateau", [None, 3, ["wood"], "gold", "Wood"])
def test_worker_placed_on_no_plateau_is_refused(plateau):
    with pytest.raises(InvalidMove) as err:
        new_game(["Ann", "Bob"], seed=1).apply(PlaceWorker(plateau))  # type: ignore[arg-type]
    assert err.value.rule == "meduris 3"


# ----------------------------------------------------------------------------------------------
# players and seed of a new game (meduris.md §3)
# ----------------------------------------------------------------------------------------------

@pytest.mark.rule("meduris 3")
@pytest.mark.parametrize("players", [
    "AB",                       # a string is not a list of two players
    [1, 2], ["Ann", None], ["Ann", ""], ["Ann", "   "],
    ["Ann", "ann"], ["Ann", " Ann "],              # the same name, ignoring capitals and spaces
    ["Ann"], ["A", "B", "C", "D", "E"],           # 2 to 4 players (§3)
    {"Ann": 0, "Bob": 1}, None, 2,
])
def test_bad_players_raise_invalid_setup(players):
    with pytest.raises(InvalidSetup) as err:
        new_game(players, seed=1)
    assert err.value.rule == "meduris 3"
    assert err.value.message("pl").endswith("(meduris 3)")
    assert err.value.message("pl") != err.value.message("en")     # translated


@pytest.mark.rule("meduris 3")
@pytest.mark.parametrize("names,en,pl", [
    (["Ann", "  "], "The name of player 2 must not be empty. (meduris 3)",
     "Imię gracza 2 nie może być puste. (meduris 3)"),
    (["Ann\nBob", "Cy"], "The name of player 1 must not contain control or invisible characters (such as a line "
                          "break or a zero-width space): U+000A at position 4. (meduris 3)", None),
    (["Zoë", "Zoe\u0308"], "Two players are called Zoë: names must differ (ignoring capitals and spaces). (meduris 3)",
     None),
], ids=["empty", "newline", "decomposed-duplicate"])
def test_names_follow_the_one_name_rule_of_score_sheets(names, en, pl):
    """The Play page's empty name said ``…not ''.``; names of a game follow the sheets' rule (issue 13)."""
    with pytest.raises(InvalidSetup) as err:
        new_game(names, seed=1)
    assert err.value.message() == en
    if pl:
        assert err.value.message("pl") == pl


@pytest.mark.rule("meduris 3")
@pytest.mark.parametrize("seed", ["x", None, 1.5, True, [1]])
def test_seed_must_be_a_whole_number(seed):
    with pytest.raises(InvalidSetup) as err:
        new_game(["Ann", "Bob"], seed=seed)
    assert "Ziarno gry musi być liczbą całkowitą" in err.value.message("pl")


@pytest.mark.rule("meduris 3")
def test_names_are_stored_without_surrounding_spaces_and_a_tuple_is_accepted():
    s = new_game((" Ann", "Bob "), seed=1)
    assert s.players == ("Ann", "Bob")


@pytest.mark.rule("meduris 3")
def test_prepared_position_checks_players_too():
    with pytest.raises(InvalidSetup):
        position("AB", seed=1)


# ----------------------------------------------------------------------------------------------
# saved games
# ----------------------------------------------------------------------------------------------

def _saved() -> dict:
    return json.loads(new_game(["Ann", "Bob"], seed=3).to_json())


@pytest.mark.parametrize("text", [
    "", "{}", "[]", "null", "not json", "{\"game\": \"iquazu\"}", None, 42, b"\xff",
    json.dumps({**_saved(), "players": "AB"}),
    json.dumps({**_saved(), "seed": "x"}),
    json.dumps({**_saved(), "moves": ["fly"]}),
    json.dumps({**_saved(), "moves": ["hut 33"]}),
    json.dumps({**_saved(), "moves": ["roll"]}),                 # setup waits for a worker, not a roll
    json.dumps({k: v for k, v in _saved().items() if k != "moves"}),
    json.dumps({**_saved(), "options": []}),
    json.dumps({**_saved(), "chance": 9}),
])
def test_not_a_saved_game_raises_a_companion_error(text):
    with pytest.raises(CompanionError) as err:
        state_from_json(text)
    assert err.value.message("pl") != err.value.message("en")


@pytest.mark.parametrize("text", ["", "{}"])
def test_empty_text_and_empty_object_say_not_a_saved_game(text):
    with pytest.raises(InvalidSave) as err:
        state_from_json(text)
    assert err.value.message("en").startswith("This is not a saved Meduris game: ")
    assert err.value.message("pl").startswith("To nie jest zapisana gra Meduris: ")


def test_saved_game_still_loads():
    s = new_game(["Ann", "Bob"], seed=3)
    assert state_from_json(s.to_json()) == s


# ----------------------------------------------------------------------------------------------
# undo and player labels
# ----------------------------------------------------------------------------------------------

@pytest.mark.rule("meduris 4.10")
def test_undo_at_the_start_cites_the_move_sequence_not_setup():
    with pytest.raises(IllegalMove) as err:
        new_game(["Ann", "Bob"], seed=1).undo()
    assert err.value.rule == "meduris 4.10"
    assert err.value.message("pl").startswith("Nie ma ruchu do cofnięcia")


@pytest.mark.rule("meduris 3")
def test_player_label_names_the_colour_once():
    s = new_game(["Ann", "Blue"], seed=1)         # 2 players: blue and purple (§3)
    assert player_label(s, 0).text("en") == "Ann (blue)"
    assert player_label(s, 0).text("pl") == "Ann (niebieski)"
    assert player_label(s, 1).text("en") == "Blue (purple)"
    t = new_game(["Blue", "Purple"], seed=1)
    assert player_label(t, 0).text("en") == "Blue"              # not "Blue (blue)"
    assert player_label(t, 1).text("pl") == "Fioletowy"         # named by the colour: its word in Polish
