"""World Wonders' draws as chance (world-wonders.md §2 B, G; §3.2; §3.4 step 2): the tiles face down in each stack
and the cards of the monument deck are sets in the position, and which one comes up is a draw — from the seeded
order of the setup by default (what saves replay), or chosen by a :class:`~companion.engine.chance.DrawPlan`
(:meth:`~companion.engine.contract.Core.push_drawing`: analysis, a teacher's "suppose the next tile is …").

The numbers come from the reference: a stack holds 10 tiles (§1.1: 80 tiles in 8 stacks lasting 10 rounds) and
one is revealed below it at setup and at each round end (§2 B, §3.4 step 2); the deck holds 21 monument cards
of which 3 lie face up (§1.1, §2 G) and a bought card is replaced at once while the deck lasts (§3.2).
"""
from __future__ import annotations

import random

import pytest

from companion import games
from companion.engine.chance import PendingDraw
from companion.errors import InvalidPosition
from companion.world_wonders.moves import BuyMonument, Pass
from companion.world_wonders.position import position, position_fields, start_from_fields
from companion.world_wonders.state import G_BOUGHT, G_REVEALED

GAME = games.get("world-wonders")
TILES_PER_STACK, MONUMENT_CARDS, FACE_UP = 10, 21, 3


def _last_pass(seed: int = 1):
    """Round 1, Ann out, Bob to move: his pass ends the round (§3.1), so it reveals a tile from every stack."""
    road = {"kind": "road", "cells": [[8, 0], [8, 1], [8, 2]]}
    return position(["Ann", "Bob"], seed=seed, turn_order=[0, 1], player=1,
                    players=[{"spent": 7, "out": True, "pieces": [road]}, {"pieces": [road]}])


@pytest.mark.rule("world-wonders 2")
def test_at_the_start_one_tile_of_each_stack_and_three_cards_are_revealed():
    s = GAME.new_game(["Ann", "Bob"], seed=4)
    assert set(s.tiles_left.values()) == {TILES_PER_STACK - 1}
    assert s.monument_cards_left == MONUMENT_CARDS - FACE_UP and len(s.face_up_monuments) == FACE_UP
    f = position_fields(s)
    for sid, tile in s.revealed_tiles.items():                  # the revealed tile is no longer face down
        assert tile is not None and f["revealed"][sid] not in f["stacks"][sid]
    assert not set(f["deck"]) & set(s.face_up_monuments)


@pytest.mark.rule("world-wonders 3.4")
def test_a_round_end_draws_each_stacks_tile_uniformly_from_its_face_down_tiles():
    s = _last_pass()
    core = s.core()
    draw = core.push_drawing(Pass())
    assert isinstance(draw, PendingDraw) and core.snapshot() == s._data            # the move waits, undone
    assert draw.label == "building tile" and draw.owner is None                     # face up: seen by all
    first = s._setup.stacks[0].id
    down = position_fields(s)["stacks"][first]
    assert len(down) == TILES_PER_STACK - 1
    outcomes = draw.outcomes()
    assert sorted(draw.names[k] for k, _ in outcomes) == sorted(down)
    assert all(p == pytest.approx(1 / (TILES_PER_STACK - 1)) for _, p in outcomes)


@pytest.mark.rule("world-wonders 3.4")
def test_a_teacher_chooses_the_tiles_revealed_at_the_round_end():
    s = _last_pass()
    stacks = s._setup.stacks
    f = position_fields(s)
    chosen = [f["stacks"][st.id][-1] for st in stacks]           # the last face-down tile of each stack
    core = s.core()
    assert core.push_drawing(Pass(), [int(name.split(":")[1]) for name in chosen]) is None
    after = type(s)(s._setup, core.snapshot())
    assert after.round == 2
    g = position_fields(after)
    assert g["revealed"] == {st.id: name for st, name in zip(stacks, chosen)}
    assert set(after.tiles_left.values()) == {TILES_PER_STACK - 2}
    assert all(name not in g["stacks"][st.id] for st, name in zip(stacks, chosen))


@pytest.mark.rule("world-wonders 3.4")
def test_a_tile_that_is_not_face_down_cannot_be_chosen():
    s = _last_pass()
    shown = position_fields(s)["revealed"][s._setup.stacks[0].id]   # revealed in round 1: out of the stack
    core = s.core()
    with pytest.raises(ValueError):
        core.push_drawing(Pass(), [int(shown.split(":")[1])])
    assert core.snapshot() == s._data and core.plan is None


def _monument_buyable():
    """Round 1, Ann to buy, three long roads along the sidewalk: some face-up monument fits her map."""
    roads = [{"kind": "road", "cells": [[8, c], [8, c + 1], [8, c + 2]]} for c in (0, 3, 6)]
    s = position(["Ann", "Bob"], seed=1, turn_order=[0, 1], players=[{"pieces": roads}, {}])
    buys = [m for m in s.legal_moves() if type(m) is BuyMonument]
    assert buys, "a monument must be buyable in this position"
    return s, buys[0]


@pytest.mark.rule("world-wonders 3.2")
def test_a_bought_monument_is_replaced_by_a_card_drawn_uniformly_from_the_deck():
    s, buy = _monument_buyable()
    core = s.core()
    draw = core.push_drawing(buy)
    assert draw.label == "monument card" and draw.owner is None
    deck = position_fields(s)["deck"]
    assert len(deck) == MONUMENT_CARDS - FACE_UP
    assert sorted(draw.names[k] for k, _ in draw.outcomes()) == sorted(deck)
    assert all(p == pytest.approx(1 / (MONUMENT_CARDS - FACE_UP)) for _, p in draw.outcomes())
    pick = s._setup.card_names.index(deck[-1])                    # suppose the next card is the deck's last
    assert core.push_drawing(buy, [pick]) is None
    after = type(s)(s._setup, core.snapshot())
    assert buy.card not in after.face_up_monuments and deck[-1] in after.face_up_monuments
    assert after.monument_cards_left == MONUMENT_CARDS - FACE_UP - 1


def _pass_round(s):
    """Every player passes until the round ends (§3.1)."""
    r = s.round
    while s.round == r and not s.is_over:
        s = s.apply(Pass())
    return s


@pytest.mark.rule("world-wonders 2")
def test_without_a_plan_the_tiles_come_in_the_seeded_order_of_the_setup():
    """What every save replays: the tile of round k below stack i is the k-th of the setup's order."""
    s = GAME.new_game(["Ann", "Bob"], seed=6)
    order = s._setup.stack_order
    rng = random.Random(6)
    checked = 0
    while not s.is_over:
        if s.decision.value in ("purchase", "free_road") and not s._data[G_BOUGHT]:
            assert s._data[G_REVEALED] == tuple(o[s.round - 1] for o in order)
            checked += 1
        s = s.apply(rng.choice(s.legal_moves()))
    assert checked >= 10


@pytest.mark.rule("world-wonders 3.4")
def test_after_a_chosen_tile_the_others_still_come_in_the_seeded_order():
    s = _last_pass()
    setup = s._setup
    order, first = setup.stack_order, setup.stack_first
    chosen = [order[0][4] - first[0]] + [order[i][1] - first[i] for i in range(1, len(setup.stacks))]
    core = s.core()
    assert isinstance(core.push_drawing(Pass(), chosen[:1]), PendingDraw)    # the other stacks wait
    assert core.push_drawing(Pass(), chosen) is None
    s = _pass_round(type(s)(setup, core.snapshot()))                # round 2 to round 3, no plan: seeded
    assert s.round == 3
    assert s._data[G_REVEALED] == (order[0][1],) + tuple(order[i][2] for i in range(1, len(setup.stacks)))


@pytest.mark.rule("world-wonders 2")
def test_a_position_after_chosen_draws_is_written_and_read_back_exactly():
    s, buy = _monument_buyable()
    core = s.core()
    core.push_drawing(buy, [s._setup.card_names.index(position_fields(s)["deck"][5])])
    s = type(s)(s._setup, core.snapshot())
    s = s.apply(s.legal_moves()[0])                                 # the monument placed
    s = _pass_round(s)
    back = start_from_fields(s._setup, position_fields(s))
    assert position_fields(back) == position_fields(s) and str(back) == str(s)
    assert position_fields(_pass_round(back)) == position_fields(_pass_round(s))   # the same seeded draws follow


@pytest.mark.rule("world-wonders 2")
def test_the_unseen_order_is_not_part_of_the_position():
    """Two games whose setups shuffled differently but show the same market and cities are the same position:
    the same moves, views and draws (each face-down tile equally likely) — only the seeded default differs."""
    a = _last_pass(seed=1)
    b = start_from_fields(GAME.new_game(["Ann", "Bob"], seed=2)._setup, position_fields(a))
    assert a._setup.stack_order != b._setup.stack_order and a._data == b._data
    assert str(a) == str(b) and a.to_view() == b.to_view()
    assert a.core().push_drawing(Pass()).outcomes() == b.core().push_drawing(Pass()).outcomes()


@pytest.mark.rule("world-wonders 2")
@pytest.mark.parametrize("change, entry", [
    (lambda f, s0: f["stacks"][s0].append(f["revealed"][s0]), "stacks"),           # revealed and face down
    (lambda f, s0: f["stacks"][s0].pop(), "stacks"),                               # two tiles out in round 1
    (lambda f, s0: f["deck"].append(f["face_up"][0]), "face_up"),                  # a card in two places
    (lambda f, s0: f["stacks"].update({"Z9": []}), "stacks.Z9"),                   # no such stack
])
def test_face_down_tiles_and_cards_are_checked(change, entry):
    s = GAME.new_game(["Ann", "Bob"], seed=3)
    f = position_fields(s)
    change(f, s._setup.stacks[0].id)
    with pytest.raises(InvalidPosition, match=entry.replace(".", r"\.")):
        start_from_fields(s._setup, f)
