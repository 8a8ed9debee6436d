"""API details of the Iquazú engine: move notation and ids, malformed moves, messages in both languages, the
per-player view (hidden hands, the demo label), saves (design.md "Engine contract"; iquazu.md §4 moves, §3
step 10 hidden hands).
"""
from __future__ import annotations

import json
import random

import pytest

from companion.errors import IllegalMove, InvalidMove, InvalidSave
from companion.iquazu.engine import IQUAZU, new_game
from companion.iquazu.moves import Discard, Draw, EndTurn, Pay, Place, UseCards, UseDouble, parse, phrase
from companion.iquazu.options import Options

ALL_MOVES = [Draw(), Place(7, 3), Pay(2, 2, 0), Pay(0, 1, 1, any_colour=True), Pay(0, 0, 10), UseCards(3),
             UseDouble(), EndTurn(), Discard("orange")]


@pytest.mark.rule("iquazu 4")
@pytest.mark.parametrize("move", ALL_MOVES, ids=str)
def test_notation_and_id_round_trip(move):
    assert parse(str(move)) == move and IQUAZU.parse_move(str(move)) == move
    s = new_game(["A", "B"], seed=1, options=Options(layout=["1A", "2A", "3A", "4A", "5A"]))
    space = IQUAZU.action_space(s)
    if type(move) is not Place or s._setup.alcove_index(move.column, move.height) is not None:
        assert space.move(space.id(move)) == move


def test_notation_strings():
    assert [str(m) for m in ALL_MOVES] == ["draw", "place 7:3", "pay wwbb", "pay bo any", "pay oooooooooo",
                                            "use cards 3", "use double", "end", "discard orange"]


@pytest.mark.rule("iquazu 4")
@pytest.mark.parametrize("text", ["", "draw 4", "place", "place 7", "place 7:x", "pay", "pay bw", "pay wx",
                                  "pay w all", "use", "use cards", "use cards x", "discard green", None, 3,
                                  "pay " + "w" * 11, "place \u0661:2"])
def test_text_that_is_not_notation_is_an_invalid_move(text):
    with pytest.raises(InvalidMove):
        parse(text)


@pytest.mark.rule("iquazu 2.6")
@pytest.mark.parametrize("move, rule", [
    (Place(12, 0), "iquazu 2.6"), (Place(0, 0), "iquazu 2.6"), (Place(1, 40), "iquazu 2.6"),
    (Place("1", 0), "iquazu 2.6"), (Pay(0, 0, 0), "iquazu 2.3"), (Pay(-1, 2, 0), "iquazu 2.3"),
    (Pay(11, 0, 0), "iquazu 2.3"), (Pay(1, 0, 0, any_colour="yes"), "iquazu 1.1"), (UseCards(5), "iquazu 1.1"),
    (Discard("green"), "iquazu 2.5"), ("draw", "iquazu 4"),
])
def test_malformed_moves_are_refused_naming_the_section(move, rule):
    s = new_game(["A", "B"], seed=1)
    with pytest.raises(InvalidMove) as info:
        s.apply(move)
    assert info.value.rule == rule and info.value.message("pl")


def test_whole_number_fields_are_made_canonical():
    s = new_game(["A", "B"], seed=1)
    import numpy as np
    assert IQUAZU.checked(s, Pay(np.int64(1), 0, 0)) == Pay(1, 0, 0)


@pytest.mark.rule("iquazu 4")
def test_moves_told_in_words_in_both_languages():
    s = new_game(["Ann", "Bob"], seed=1)
    for move in ALL_MOVES:
        en, pl = phrase(move).text("en"), phrase(move).text("pl")
        assert en and pl and en != pl
    assert IQUAZU.describe(s, Pay(2, 0, 0), "en") == "Ann: pay 2 white cards"
    assert IQUAZU.describe(s, Pay(2, 0, 0), "pl").startswith("Ann: ")


@pytest.mark.rule("iquazu 3")
def test_per_player_view_hides_other_hands_and_labels_the_demo_wall():
    s = new_game(["Ann", "Bob", "Cy"], seed=2)
    mine = s.view(1)
    json.dumps(mine)
    assert mine["players"][1]["hand"] == list(s.hands[1])
    assert mine["players"][0]["hand"] is None and mine["players"][0]["hand_size"] == 4
    assert all(p["hand"] is None for p in s.view()["players"])          # a spectator sees counts only
    assert mine["wall"]["demo"] is True and "not the printed board" in mine["wall"]["label"]
    assert s.view(0, "pl")["wall"]["label"] != mine["wall"]["label"]
    assert mine["frame"] == {"position": 1, "columns": [1, 2, 3, 4, 5], "tile_column": 6}
    assert [c["cost"] for c in mine["columns"][:6]] == [1, 2, 3, 4, 5, None]
    assert [t["state"] for t in mine["tile_columns"]] == ["face_up"] + ["face_down"] * 8
    assert mine["draw_pile"] == 45 and "not the printed board" in s.render_text()


@pytest.mark.rule("iquazu 1.1")
def test_won_tiles_face_down_with_the_option(iq):
    kw = dict(tiles_held={"G": {"light vp 3": 1}})
    shown = iq.make(2, **kw).view(1)["players"][0]["tiles"]
    hidden = iq.make(2, opts={"hide_won_tiles": True}, **kw).view(1)["players"][0]["tiles"]
    assert shown == [{"back": "light", "kind": "vp", "value": 3}]
    assert hidden == [{"back": "light", "kind": None, "value": None}]
    assert iq.make(2, opts={"hide_won_tiles": True}, **kw).view(0)["players"][0]["tiles"] == shown


def _play(seed: int, n: int, moves: int):
    rng = random.Random(seed)
    s = new_game([f"P{i}" for i in range(n)], seed=seed)
    for _ in range(moves):
        if s.is_over:
            break
        legal = s.legal_moves()
        s = s.apply(legal[int(rng.random() * len(legal))])
    return s


@pytest.mark.rule("iquazu 4")
@pytest.mark.parametrize("seed, n, moves", [(1, 2, 0), (2, 3, 40), (3, 4, 90), (4, 2, 400)])
def test_save_load_round_trip(seed, n, moves):
    s = _play(seed, n, moves)
    text = s.to_json()
    back = IQUAZU.load(text)
    assert back == s and back.history == s.history and back.to_json() == text
    assert back.legal_moves() == s.legal_moves()
    if not s.is_over:
        m = s.legal_moves()[0]
        assert back.apply(m) == s.apply(m)
    if s.ply:
        assert back.undo() == s.undo()


def test_save_of_a_prepared_position_and_of_a_users_wall(iq):
    s = iq.make(3, hands={"G": (2, 1, 0)}, alcoves={(1, 0): "R"}).apply(Draw())
    record = json.loads(s.to_json())
    assert record["options"]["wall"]["name"] == "test" and record["origin"]["alcoves"][0][-1] == 1
    assert record["options"]["layout"][:2] == ["1A", "2A"]
    assert IQUAZU.load(s.to_json()) == s


@pytest.mark.parametrize("mutate", [
    lambda r: r["moves"].append("place 9:9"),
    lambda r: r["moves"].insert(0, "end"),
    lambda r: r.update(options={"colour": 3}),
    lambda r: r.update(chance=7),
    lambda r: r["origin"] is None and r.update(origin={"frame": 99}),
], ids=["bad-move", "illegal-move", "bad-option", "bad-chance", "bad-origin"])
def test_tampered_saves_are_refused(mutate):
    record = json.loads(_play(5, 2, 10).to_json())
    mutate(record)
    with pytest.raises(InvalidSave) as info:
        IQUAZU.load(json.dumps(record))
    assert info.value.message("pl")


def test_undo_and_old_states_unchanged():
    s = _play(6, 3, 30)
    frozen = s.to_json()
    move = s.legal_moves()[0]
    after = s.apply(move)
    assert s.to_json() == frozen and after.undo() == s
    with pytest.raises(IllegalMove):
        new_game(["A", "B"], seed=1).undo()
