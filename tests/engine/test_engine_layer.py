"""The shared engine layer: chance streams, action spaces, save records and the conformance harness itself
(design.md "Engine contract"; the harness must fail on a broken engine, not only pass on a good one)."""
from __future__ import annotations

import json
import random

import pytest

from companion.engine.chance import ChanceStream, stream
from companion.engine.contract import ActionSpace
from companion.engine.testing import check_game
from companion.errors import InvalidSave
from companion.meduris.engine import MEDURIS, new_game
from companion.meduris.yields import roll_face


def test_chance_streams_are_seeded_versioned_and_cached():
    a, b = ChanceStream(7, "roll", 6), ChanceStream(7, "roll", 6)
    assert [a.outcome(i) for i in range(50)] == [b.outcome(i) for i in range(50)]
    assert [a.outcome(i) for i in range(50)] != [ChanceStream(8, "roll", 6).outcome(i) for i in range(50)]
    # version 1 is the first engine's per-roll seeding: random.Random(f"{seed}:roll:{n}")
    v1 = ChanceStream(7, "roll", 6, version=1)
    assert [v1.outcome(i) for i in range(10)] == [random.Random(f"7:roll:{i}").randrange(6) for i in range(10)]
    assert roll_face(7, 3, version=1) == ("wood", "wool", "copper", "stone", "plus1", "minus1")[v1.outcome(3)]
    assert stream(7, "roll", 6) is stream(7, "roll", 6)
    first_wool = a.first(1)
    assert a.outcome(first_wool) == 1 and all(a.outcome(i) != 1 for i in range(first_wool))
    with pytest.raises(ValueError):
        ChanceStream(7, "roll", 6, version=3)


def test_chance_stream_version_2_is_one_generator_drawn_in_order_whatever_the_order_asked():
    """Version 2 is random.Random(f"{seed}:{label}") drawn in order (its definition); the stream draws ahead
    in batches, so ask out of order and past a batch: each outcome is still the n-th draw."""
    rng = random.Random("11:roll")
    expected = [rng.randrange(6) for _ in range(100)]
    s = ChanceStream(11, "roll", 6)
    assert s.outcome(70) == expected[70]
    assert [s.outcome(i) for i in range(100)] == expected
    assert s.drawn[:100] == expected


def test_action_space_numbers_every_move_once():
    space = MEDURIS.action_space(new_game(["A", "B"], seed=1))
    ids = [space.id(m) for m in space]
    assert ids == list(range(len(space)))
    with pytest.raises(ValueError):
        ActionSpace(["x", "x"])
    with pytest.raises(IndexError):
        space.move(len(space))


@pytest.mark.parametrize("text, words", [
    ("", "the file is empty"), ('{"game": "meduris",', "not JSON: it breaks at line 1, column 20"),
    ('{"game": "meduris", "game": "meduris", "version": 3}', "the key 'game' is given twice (line 1, column 21)."),
    (b"\xff\xfe", "not text (UTF-8)"), ("[]", '"game": "meduris"'), ('{"game": "meduris"}', '"version"'),
    ('{"game": "five-tribes", "version": 1}', "it is a file of Five Tribes, not of this game"),
    ('{"game": "meduris", "players": [{"name": "A", "score": 3}]}', "it is a score sheet (open it in the score"),
    ('{"game": "meduris", "version": 99}', "newer version"),
    ('{"game": "meduris", "version": 3, "players": ["A", "B"], "seed": 1, "chance": 2, "moves": "roll"}', '"moves"'),
    ('{"game": "meduris", "version": 3, "players": ["A", "B"], "seed": 1, "chance": 2, "moves": ["dance"]}',
     "Move 1 of the save is not a move"),
    ('{"game": "meduris", "version": 3, "players": ["A"], "seed": 1, "chance": 2, "moves": []}',
     "starting position is impossible"),
])
def test_bad_saves_are_refused_with_what_is_wrong(text, words):
    with pytest.raises(InvalidSave) as err:
        MEDURIS.load(text)
    assert words in err.value.message("en")
    assert err.value.message("pl") != err.value.message("en")


def test_the_harness_catches_an_engine_that_breaks_its_contract(monkeypatch):
    """An invariant that fails is reported with the seed; a move generator that forgets a hut the player can
    pay (site 20) disagrees with the hut rule's own check, and the cross-check says so."""
    from companion.engine.testing import _cross_check
    from companion.meduris import building
    from companion.meduris.engine import position

    with pytest.raises(AssertionError, match="invariant broken .*game seed 5"):
        check_game(MEDURIS, players=2, games=1, seed=5, invariants=lambda s: ["always"])
    state = position(["Ann", "Bob"], seed=1, resources={0: {"copper": 1, "wool": 1}})   # site 20: copper/wool
    _cross_check(MEDURIS, state, state.core(), 1, 0)                                       # the real engine passes
    real = building.build_moves

    def forgetful(c, p, out):
        real(c, p, out)
        out[:] = [m for m in out if not (type(m).__name__ == "BuildHut" and m.site == 20)]

    monkeypatch.setattr(building, "build_moves", forgetful)
    state = position(["Ann", "Bob"], seed=1, resources={0: {"copper": 1, "wool": 1}})
    with pytest.raises(AssertionError, match="the two copies of the rule disagree"):
        _cross_check(MEDURIS, state, state.core(), 1, 0)


def test_a_save_keeps_notation_only():
    s = new_game(["Ann", "Bob"], seed=2)
    s = s.apply(s.legal_moves()[0])
    record = json.loads(s.to_json())
    assert set(record) == {"game", "version", "players", "seed", "options", "origin", "chance", "moves"}
    assert record["moves"] == ["place wood"] and record["chance"] == 2


@pytest.mark.parametrize("game_id", ["meduris", "five-tribes", "iquazu", "world-wonders"])
@pytest.mark.parametrize("entry, value, named", [
    ("options", {"no_such_option": True}, '"options"'),
    ("options", "fast", '"options"'),
    ("chance", 99, '"chance"'),
])
def test_every_game_reads_the_start_of_a_save_the_same_way(game_id, entry, value, named):
    """The start of a save (options, chance stream) is read by one function for every game
    (``Game.start_of_record``): a wrong entry is refused as a save of that game, naming the entry."""
    from companion import games

    game = games.get(game_id)
    record = game.new_game(["Ann", "Bob"], seed=3).to_record()
    assert game.load(json.dumps(record)).players == ("Ann", "Bob")
    record[entry] = value
    with pytest.raises(InvalidSave) as err:
        game.load(json.dumps(record))
    assert named in str(err.value)
    assert str(err.value).startswith("This is not a saved ")


@pytest.mark.parametrize("game_id", ["meduris", "five-tribes", "iquazu", "world-wonders"])
def test_every_game_takes_the_names_its_score_sheet_takes(game_id):
    """One name rule for games and sheets (companion.engine.setup.check_players over companion.sheets): a game
    never starts with a name its final score sheet would refuse, and names are compared after normalisation."""
    from companion import games
    from companion.errors import InvalidSetup

    game = games.get(game_id)
    assert game.new_game([" Zoe\u0308 ", "Bob"], seed=1).players == ("Zoë", "Bob")
    for names, words in ((["Ann", "A\nB"], "U+000A at position 2"), (["Zoë", "ZOE\u0308"], "Two players are called"),
                         (["Ann", "x" * 41], "at most 40")):
        with pytest.raises(InvalidSetup) as err:
            game.new_game(names, seed=1)
        assert words in str(err.value)



@pytest.mark.parametrize("game_id, rule, message", [
    pytest.param(game_id, rule, message, marks=pytest.mark.rule(rule), id=game_id)
    for game_id, rule, message in (
        ("meduris", "meduris 4.10", "{!r} is not a Meduris move. (meduris 4.10)"),
        ("five-tribes", "five-tribes 3.2", "{!r} is not a Five Tribes move. (five-tribes 3.2)"),
        ("iquazu", "iquazu 4", "{!r} is not an Iquazú move. (iquazu 4)"),
        ("world-wonders", "world-wonders 3.2", "{!r} is not a World Wonders move. (world-wonders 3.2)"))
])
def test_every_core_refuses_what_is_no_move_of_its_game_before_changing_anything(game_id, rule, message):
    """One type check for every game (``Core.push``): None, notation text or another game's move (Iquazú's
    ``EndTurn`` is not Five Tribes' one) is an InvalidMove naming it and citing the rule that lists the game's
    moves, as ``apply`` refuses it, and nothing is saved to pop."""
    from companion import games
    from companion.errors import InvalidMove
    from companion.iquazu.moves import EndTurn as IquazuEndTurn
    from companion.meduris.moves import Roll

    game = games.get(game_id)
    state = game.new_game(["Ann", "Bob"], seed=4)
    core = state.core()
    before = core.snapshot()
    for thing in (None, "end", Roll() if game_id == "iquazu" else IquazuEndTurn()):
        with pytest.raises(InvalidMove) as pushed:
            core.push(thing)
        assert (pushed.value.rule, str(pushed.value)) == (rule, message.format(thing))
        with pytest.raises(InvalidMove) as applied:
            state.apply(thing)
        assert str(applied.value) == str(pushed.value)
        assert core.snapshot() == before
        with pytest.raises(IndexError):
            core.pop()


def test_a_drawing_push_of_what_is_no_move_changes_nothing():
    """``push_drawing`` (analysis choosing Five Tribes' draws) passes the refusal on and restores nothing it
    never saved."""
    from companion.errors import InvalidMove
    from companion.five_tribes.engine import new_game as five_tribes_game

    core = five_tribes_game(["Ann", "Bob"], seed=4).core()
    before = core.snapshot()
    with pytest.raises(InvalidMove, match="is not a Five Tribes move"):
        core.push_drawing(None)
    assert core.snapshot() == before and core.plan is None


def test_the_harness_catches_a_core_that_lets_a_foreign_object_reach_its_rules(monkeypatch):
    """The harness check (once per deep game): a core whose type check lets None through fails with a
    KeyError in its dispatch, and the harness names that, with the seed."""
    from companion.engine.testing import _refuses_foreign
    from companion.meduris.core import MedurisCore

    state = new_game(["Ann", "Bob"], seed=1)
    _refuses_foreign(MEDURIS, state, state.core(), 1, state.legal_moves())      # the real engine passes
    monkeypatch.setattr(MedurisCore, "move_types", MedurisCore.move_types | {type(None)})
    with pytest.raises(AssertionError, match=r"does not raise InvalidMove \(game seed 1, move 0\): None: KeyError"):
        _refuses_foreign(MEDURIS, state, state.core(), 1, state.legal_moves())
