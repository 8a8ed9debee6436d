"""Prepared World Wonders positions and saves that start from them (``origin``): the field dict written from a
position and read back gives the same position; saves replay from the origin; a malformed or impossible origin is
refused with an InvalidSave naming the entry (world-wonders.md §1 components, §2, §4, §5)."""
from __future__ import annotations

import json
import random

import pytest

from companion import games
from companion.errors import InvalidPosition, InvalidSave
from companion.world_wonders.position import position, position_fields, start_from_fields
from companion.world_wonders.state import FREE_ROAD, G_KIND, PURCHASE

GAME = games.get("world-wonders")


def _random_positions(n: int, seed: int, every: int = 7):
    """Positions waiting for a purchase or the free road along a random game (every ``every``-th)."""
    rng = random.Random(seed)
    s = GAME.new_game([f"P{i}" for i in range(n)], seed=seed)
    k = 0
    while not s.is_over:
        if s._data[G_KIND] in (PURCHASE, FREE_ROAD):
            k += 1
            if k % every == 0:
                yield s
        moves = s.legal_moves()
        s = s.apply(moves[int(rng.random() * len(moves))])


@pytest.mark.rule("world-wonders 2")
@pytest.mark.parametrize("n, seed", [(1, 3), (3, 4), (5, 5)])
def test_a_position_written_and_read_back_is_the_same_position(n, seed):
    for s in _random_positions(n, seed):
        fields = json.loads(json.dumps(position_fields(s)))
        p = start_from_fields(s._setup, fields)
        assert p.legal_moves() == s.legal_moves()
        assert (p.round, p.turn_order, p.tracks, p.population, p.gold_left, p.loans, p.out, p.monuments_built,
                p.revealed_tiles, p.face_up_monuments, p.current_player) == \
               (s.round, s.turn_order, s.tracks, s.population, s.gold_left, s.loans, s.out, s.monuments_built,
                s.revealed_tiles, s.face_up_monuments, s.current_player)
        assert [p.pieces(q) for q in range(n)] == [s.pieces(q) for q in range(n)]
        assert position_fields(p) == fields
        assert GAME.final_sheet(p) == GAME.final_sheet(s)


def _fields(**changes):
    s = GAME.new_game(["A", "B"], seed=2)
    f = position_fields(s)
    for e in f["players"]:
        e["free_road"] = False
    f["players"][0]["pieces"] = [{"kind": "road", "cells": [[8, 0], [8, 1], [8, 2]]}]
    f.update(changes)
    return s, f


@pytest.mark.rule("world-wonders 2")
def test_a_save_from_a_prepared_position_replays_from_it():
    s = position(["A", "B"], seed=2, round=3, players=[
        {"spent": 2, "pieces": [{"kind": "road", "cells": [[8, 0], [8, 1], [8, 2]]},
                                {"kind": "tower", "cells": [[7, 2]]}]},
        {"loan": 3, "pieces": [{"kind": "road", "cells": [[8, 8], [8, 9], [8, 10]]}]}])
    assert s.round == 3 and s.gold_left == (5, 9) and s.loans == (None, 3)
    rng = random.Random(1)
    t = s
    for _ in range(12):
        moves = t.legal_moves()
        t = t.apply(moves[int(rng.random() * len(moves))])
    text = t.to_json()
    assert json.loads(text)["origin"]["round"] == 3
    again = GAME.load(text)
    assert again == t and again.history == t.history
    assert again.start() == s and again.start().origin == s.origin


@pytest.mark.rule("world-wonders 4")
@pytest.mark.parametrize("change, field", [
    (lambda f: f.update(round=11), "round"),
    (lambda f: f.update(colour="red"), "colour"),
    (lambda f: f["players"][0]["pieces"].append({"kind": "road", "cells": [[3, 0], [3, 1], [3, 2]]}),
     "players[0].pieces[1].cells"),                                          # not touching a road or the sidewalk
    (lambda f: f["players"][0]["pieces"].append({"kind": "road", "cells": [[9, 0]]}), "players[0].pieces[1].cells"),
    (lambda f: f["players"][0]["pieces"].append({"kind": "road", "cells": [[7, 0], [6, 1]]}),
     "players[0].pieces[1].cells"),                                          # not a road's shape
    (lambda f: f["players"][0]["pieces"].append({"kind": "tower", "cells": [[2, 0]]}),
     "players[0].pieces[1].cells"),                                          # a tower touching nothing
    (lambda f: f["players"][1]["pieces"].append({"kind": "building", "tile": "nope:1", "cells": [[8, 0]]}),
     "players[1].pieces[0].tile"),
    (lambda f: f["players"][0].update(spent=8), "players[0].spent"),          # above the cap of 7
    (lambda f: f["players"][0].update(loan=5), "players[0].loan"),            # a loan taken in a later round
    (lambda f: f.update(face_up=["no-such-card"]), "face_up[0]"),
    (lambda f: f.update(turn_order=[0, 0]), "turn_order"),
    (lambda f: f.update(pedestals=[3, None]), "pedestals"),
    (lambda f: f.update(discarded={"long_roads": 1}), "discarded"),          # only the Automaton discards
])
def test_a_bad_origin_is_refused_naming_the_entry(change, field):
    s, f = _fields()
    change(f)
    with pytest.raises(InvalidPosition) as e:
        start_from_fields(s._setup, f)
    assert e.value.params["field"] == field
    record = json.loads(s.to_json())
    record["origin"] = f
    with pytest.raises(InvalidSave) as e2:
        GAME.load(json.dumps(record))
    assert field in str(e2.value)


@pytest.mark.rule("world-wonders 1.1")
def test_an_origin_that_loses_pieces_breaks_an_invariant():
    """Towers are conserved (§1.1: 10): with the tower not on offer and none placed or in reserve beyond the
    count the position is refused by the invariants, naming the rule."""
    s, f = _fields()
    f["players"][0]["pieces"] += [{"kind": "tower", "cells": [[7, c]]} for c in range(0, 11, 1)][:11]
    with pytest.raises(InvalidPosition) as e:
        start_from_fields(s._setup, f)
    assert "tower" in str(e.value)


@pytest.mark.rule("world-wonders 5")
def test_markers_are_what_the_placed_pieces_produced():
    """Tracks and population are derived from the pieces (§5), never given: a tile's symbols move its tracks."""
    s, f = _fields()
    setup = s._setup
    stack = setup.stacks[0]
    tile = setup.stack_order[0][0]
    ids = [x.id for x in setup.tiles_catalogue.stacks]
    first = sum(len(x.tiles) for x in setup.tiles_catalogue.stacks[:ids.index(stack.id)])
    name = f"{stack.id}:{tile - first}"
    # the tile's shape placed on the bottom row next to the road (turned as drawn, anchored at (8, 3))
    from companion.world_wonders.grid import orientations

    o = orientations(stack.shape)[0]
    cells = [[8 - (o.height - 1) + dr, 3 + dc] for dr, dc, _ in o.cells]
    f["players"][0]["pieces"].append({"kind": "building", "tile": name, "cells": cells})
    f["round"] = 2
    f["revealed"] = {}
    del f["stacks"]                                     # derived: one more tile out of each stack in round 2
    p = start_from_fields(setup, f)
    gains = setup.tiles[tile].produces()
    assert p.tracks[0] == tuple(min(gains.get(r, 0), setup.board.tracks[i].last)
                                for i, r in enumerate(("food", "ceramics", "gears")))


@pytest.mark.rule("world-wonders 7.2")
def test_solo_positions_round_trip_when_the_automaton_boxes_its_monuments():
    """Option automaton_takes_monuments off (§12 Q7): the cards it discards go to the box, not to it."""
    from companion.world_wonders.options import Options

    s = GAME.new_game(["Ann"], seed=9, options=Options(automaton_takes_monuments=False))
    rng = random.Random(2)
    for _ in range(40):
        if s.is_over:
            break
        if s._data[G_KIND] == PURCHASE:
            fields = json.loads(json.dumps(position_fields(s)))
            assert "automaton_cards" not in fields
            p = start_from_fields(s._setup, fields)
            assert p.legal_moves() == s.legal_moves() and p.face_up_monuments == s.face_up_monuments
        moves = s.legal_moves()
        s = s.apply(moves[int(rng.random() * len(moves))])
