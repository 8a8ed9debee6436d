"""The sections of world-wonders.md not cited elsewhere (§1.5 objective and solo cards, §1.6 loan tiles, §8 data
model, §9 glossary, §11 decisions), districts closed by the map edge and the sidewalk separately, and the
conformance invariants shown to catch what they guard (pieces conserved, gold within the cap, tracks never go back,
the turn order of §3.5): each tampered position is refused with its reason."""
from __future__ import annotations

import random

import pytest

from companion import games
from companion.i18n import translate
from companion.world_wonders import catalogues, districts, objectives, state as st
from companion.world_wonders.city import from_picture
from companion.world_wonders.invariants import Monotone, invariants
from companion.world_wonders.moves import BuyLongRoad, Pass, Place, TakeLoan
from companion.world_wonders.options import Options
from companion.world_wonders.position import position

GIVEN = Options(initial_order="given")
GIVEN_GAME = games.get("world-wonders")


def _tampered(state, **fields):
    """``state`` with flat fields changed: ``G_LONG_RES=…`` (globals) or ``P1_F_SPENT=…`` (player 1's field)."""
    d = list(state._data)
    for name, value in fields.items():
        if name.startswith("P"):
            p, _, field = name[1:].partition("_")
            d[st.P0 + int(p) * st.PB + getattr(st, field)] = value
        else:
            d[getattr(st, name)] = value
    return type(state)(state._setup, tuple(d))


@pytest.mark.rule("world-wonders 1.5")
def test_fifteen_objective_cards_of_ten_kinds_and_fourteen_solo_cards():
    deck = objectives.DEMO_DECK
    kinds = [o.kind for o in deck]
    assert len(deck) == 15 and set(kinds) == set(objectives.KINDS)
    once = ("green_valley", "roads_to_rome", "city_of_wonders", "natural_resources", "waterfront", "suburbs",
            "metropolis")
    assert all(kinds.count(k) == 1 for k in once)
    assert sum(kinds.count(k) for k in ("most_tiles", "track", "adjacent")) == 8
    assert len(catalogues.load("solo_cards").cards) == 14


@pytest.mark.rule("world-wonders 1.6")
def test_five_loan_tiles_at_most_one_per_player():
    names = ["A", "B", "C", "D", "E"]
    loans = [{"loan": 1} for _ in range(4)] + [{}]
    s = position(names, seed=1, options=GIVEN, players=loans, player=4)
    assert TakeLoan() in s.legal_moves()
    s = s.apply(TakeLoan())
    assert s.loans == (1, 1, 1, 1, 1)                      # five players, five tiles: one each
    again = position(names, seed=1, options=GIVEN, players=[{"loan": 1} for _ in range(5)], player=0)
    assert TakeLoan() not in again.legal_moves()
    assert "already have a loan" in str(again.core().refusal(TakeLoan()))


@pytest.mark.rule("world-wonders 6.3")
def test_the_map_edge_alone_closes_a_side():
    # h1 in the top-left corner: top and left are the map edge, right and below are roads
    assert [f.points for f in districts.explain(from_picture("h1 R .\nR  . .\n. . ."))] == [1]
    # the same tile one column in: its left side is empty land
    assert [f.points for f in districts.explain(from_picture(". h1 R\n.  R .\n. . ."))] == [0]


@pytest.mark.rule("world-wonders 6.3")
@pytest.mark.rule("world-wonders 11")
def test_the_sidewalk_alone_closes_a_side():
    """§11: the Polish list omits the sidewalk, its caption and the English rules count it: it counts."""
    assert [f.points for f in districts.explain(from_picture(". R .\nR h1 R"))] == [1]
    assert [f.points for f in districts.explain(from_picture(". R .\nR h1 R\n. . ."))] == [0]


RIVER = ("......", "......", "~~~~~~", "......", "......")


@pytest.mark.rule("world-wonders 8")
@pytest.mark.rule("world-wonders 1.3")
def test_a_long_road_over_water_is_a_bridge_and_needs_land_at_both_ends(ww):
    opts = Options(maps=ww.maps_catalogue(RIVER), initial_order="given")
    s = position(["A", "B"], seed=1, options=opts,
                 players=[{"pieces": [{"kind": "road", "cells": [[4, 0], [4, 1], [4, 2]]}]}, {}])
    s = s.apply(BuyLongRoad())
    # (1,0)-(2,0)-(3,0): ends on land, the middle on the river, touching the road at (4,0) → a bridge
    assert Place(1, 0, 1) in s.legal_moves()
    assert s.apply(Place(1, 0, 1)).pieces(0)[-1][0] == st.BRIDGE
    # (0,1)-(1,1)-(2,1) would end on water
    assert Place(0, 1, 1) not in s.legal_moves()
    assert "water" in str(s.core().refusal(Place(0, 1, 1)))


@pytest.mark.rule("world-wonders 9")
@pytest.mark.parametrize("english, polish", [
    ("Districts", "Dzielnice"), ("Natural resources", "Zasoby naturalne"), ("food", "żywność"),
    ("ceramics", "ceramika"), ("gears", "narzędzia"), ("Bibliotheca", "Bibliotheca"),
])
def test_polish_uses_the_rulebook_terms(english, polish):
    assert translate(english, "pl") == polish


@pytest.mark.rule("world-wonders 11")
def test_gold_is_kept_as_spent_and_cap_and_passing_is_voluntary_by_default(ww):
    s = ww.prepare(ww.new(2), spent={0: 2})
    assert s.gold_spent[0] == 2 and s.gold_cap[0] == 7 and s.gold_left[0] == 5
    moves = s.legal_moves()
    assert BuyLongRoad() in moves and Pass() in moves            # may pass while a purchase is possible
    strict = ww.prepare(ww.new(2, voluntary_pass=False), spent={0: 2})
    assert Pass() not in strict.legal_moves()


# --- the conformance invariants catch what they guard -------------------------------------------------------
def _valid(n: int = 3):
    """A valid position: player 0 has a long road on the sidewalk (built with the prepared-position checks)."""
    return position(["A", "B", "C", "D", "E"][:n], seed=1, options=GIVEN,
                    players=[{"pieces": [{"kind": "road", "cells": [[8, 0], [8, 1], [8, 2]]}]}] + [{}] * (n - 1))


def _random_game(n: int, seed: int):
    """Consecutive states of a seeded random game."""
    rng = random.Random(seed)
    s = GIVEN_GAME.new_game([f"P{i}" for i in range(n)], seed=seed)
    while not s.is_over:
        yield s
        moves = s.legal_moves()
        s = s.apply(moves[int(rng.random() * len(moves))])


@pytest.mark.rule("world-wonders 1.1")
def test_invariants_catch_a_lost_long_road_tower_or_set():
    s = _valid()
    assert invariants(s) == []
    assert "long roads not conserved" in invariants(_tampered(s, G_LONG_RES=s._data[st.G_LONG_RES] - 1))
    assert "towers not conserved" in invariants(_tampered(s, G_TOWER_RES=s._data[st.G_TOWER_RES] + 1))
    assert "sets of short roads not conserved" in invariants(_tampered(s, G_SHORT=s._data[st.G_SHORT] + 1))


@pytest.mark.rule("world-wonders 3.1")
def test_invariants_catch_gold_beyond_the_cap():
    s = _valid()
    assert any("outside the cap" in p for p in invariants(_tampered(s, P1_F_SPENT=8)))
    loan = position(["A", "B"], seed=1, options=GIVEN, players=[{}, {"loan": 1, "spent": 9}])
    assert invariants(loan) == []                                  # 9 with a loan taken this round


@pytest.mark.rule("world-wonders 5")
def test_monotone_catches_a_track_going_back():
    states = _random_game(2, 4)
    prev = next(s for s in states if sum(s.tracks[0]) >= 2)
    check = Monotone()
    assert check(prev) == []
    moved = _tampered(prev, P0_F_TR0=prev.tracks[0][0] - 1 if prev.tracks[0][0] else 0,
                      P0_F_TR1=prev.tracks[0][1] - 1 if prev.tracks[0][1] else 0,
                      P0_F_TR2=prev.tracks[0][2] - 1 if prev.tracks[0][2] else 0)
    assert any("went back" in p for p in check(moved))


@pytest.mark.rule("world-wonders 3.5")
def test_monotone_checks_the_next_rounds_turn_order():
    states = list(_random_game(3, 6))
    i = next(i for i in range(1, len(states)) if states[i].round == states[i - 1].round + 1)
    before, after = states[i - 1], states[i]
    check = Monotone()
    check(before)
    assert check(after) == []
    for order in ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)):
        if order != after.turn_order:
            check = Monotone()
            check(before)
            problems = check(_tampered(after, G_ORDER=order))
            assert any("pedestal" in p or "population" in p for p in problems), order


@pytest.mark.rule("world-wonders 3.2")
def test_invariants_catch_a_tile_placed_twice():
    s = _valid(2)
    d = list(s._data)
    b0, b1 = st.P0, st.P0 + st.PB
    tile = s._setup.stack_order[0][0]
    mask = s._setup.grid.mask([(0, 10)])
    d[b0 + st.F_PIECES] += ((st.BUILDING, tile, mask),)
    d[b1 + st.F_PIECES] += ((st.BUILDING, tile, mask),)
    assert any("placed twice" in p for p in invariants(type(s)(s._setup, tuple(d))))


@pytest.mark.rule("world-wonders 4")
def test_invariants_catch_the_masks_next_to_pieces_out_of_date():
    s = _valid(2)
    assert invariants(s) == []
    assert any("cells next to pieces" in p for p in invariants(_tampered(s, P0_F_NROAD=0)))
