"""World Wonders rounds (world-wonders.md §2 J, §3): the free road, gold and turns, purchases and their costs,
loans, passing, the end of a round and the turn order. Positions use the 6×7 test map of conftest.py:

     c0 c1 c2 c3 c4 c5 c6
r0    *  .  .  .  .  .  .
r1    .  .  .  .  .  .  .
r2    .  .  ~  ~  ~  *  .
r3    .  .  ~  ~  ~  .  .
r4    .  .  .  .  .  .  .
r5    .  .  .  .  .  .  .
    ======================
"""
from __future__ import annotations

import pytest

from companion.errors import IllegalMove
from companion.world_wonders.moves import (
    BuyLongRoad, BuyMonument, BuyPedestal, BuyShortSet, BuyTile, BuyTower, Pass, Place, RepayLoan, TakeLoan,
)
from companion.world_wonders.state import G_FACEUP
from companion.world_wonders.turn_order import next_order

ROAD_ROW5 = ("road", [(5, 0), (5, 1), (5, 2)])


def buy_and_place(s, buy, place):
    return s.apply(buy).apply(place)


# --- §2 J the free long road ------------------------------------------------------------------------------

@pytest.mark.rule("world-wonders 2")
def test_the_free_road_comes_first_and_must_touch_the_sidewalk(ww):
    s = ww.new(2)
    assert s.decision.value == "free_road" and s.current_player == 0
    moves = s.legal_moves()
    assert moves and all(type(m) is Place for m in moves)
    # horizontal roads along row 5, vertical ones ending on row 5 (rows 3-5), none higher
    assert {(m.row, m.rotation) for m in moves} == {(5, 0), (3, 1)}
    with pytest.raises(IllegalMove) as err:
        s.apply(Place(4, 0))
    assert "touch the sidewalk" in str(err.value) and err.value.rule == "world-wonders 2"
    after = s.apply(Place(5, 0))
    assert after.decision.value == "purchase" and after.current_player == 0 and after.gold_left == (7, 7)
    assert after.long_roads_offered == 1                                  # the free road is not from the offer


# --- §3.1 gold and turns, §3.2 purchases -------------------------------------------------------------------

@pytest.mark.rule("world-wonders 3.2")
def test_costs_of_the_purchases(ww):
    s = ww.prepare(ww.new(2), pieces={0: [ROAD_ROW5]})
    assert s.apply(BuyLongRoad()).gold_spent[0] == 1
    assert s.apply(BuyShortSet()).gold_spent[0] == 1
    assert s.apply(BuyTower()).gold_spent[0] == 2
    assert s.apply(BuyPedestal(1)).gold_spent[0] == 1
    stack = s._setup.stacks[1]                                                    # I3, cost 3
    assert s.apply(BuyTile(stack.id)).gold_spent[0] == stack.cost == 3


@pytest.mark.rule("world-wonders 3.2")
@pytest.mark.parametrize("spent,loan,cost", [(0, None, 7), (5, None, 2), (3, 1, 6)])
def test_a_monument_costs_all_remaining_gold(ww, spent, loan, cost):
    s = ww.new(2)
    s = ww.prepare(s, pieces={0: [ROAD_ROW5]}, spent={0: spent}, loan={0: loan} if loan else {},
                   FACEUP=(s._setup.monuments.index("thien-mu-pagoda"),) + s._data[G_FACEUP][1:])
    # Thien Mu Pagoda: one land space next to water and a road: (4,2), above the road, below the lake
    after = s.apply(BuyMonument("thien-mu-pagoda"))
    assert after.gold_spent[0] - spent == cost and after.gold_left[0] == 0
    assert "thien-mu-pagoda" not in after.face_up_monuments and len(after.face_up_monuments) == 3   # refilled
    placed = after.apply(Place(4, 2))
    assert placed.monuments_built[0] == ("thien-mu-pagoda",) and placed.out[0]   # no gold left: out
    assert placed.current_player == 1


@pytest.mark.rule("world-wonders 3.2")
def test_no_card_is_revealed_once_the_monument_deck_has_run_out(ww):
    """§3.2: a bought monument card is replaced "immediately (while the deck lasts)": with the deck used up the
    face-up row shrinks by one and the other cards stay offered."""
    s = ww.new(2)
    pagoda = s._setup.monuments.index("thien-mu-pagoda")
    others = tuple(c for c in s._data[G_FACEUP] if c != pagoda)[:2]
    s = ww.prepare(s, pieces={0: [ROAD_ROW5]}, FACEUP=(pagoda,) + others, DECK=0)   # every card drawn
    after = s.apply(BuyMonument("thien-mu-pagoda"))
    names = [c.id for c in s._setup.monuments.cards]
    assert after.face_up_monuments == tuple(names[c] for c in others)
    assert after.apply(Place(4, 2)).face_up_monuments == tuple(names[c] for c in others)


@pytest.mark.rule("world-wonders 3.2")
def test_a_bought_tile_is_gone_for_the_round(ww):
    s = ww.prepare(ww.new(2), pieces={0: [ROAD_ROW5], 1: [ROAD_ROW5]})
    stack = s._setup.stacks[0].id                                  # I2 (1×2), cost 2
    s = buy_and_place(s, BuyTile(stack), Place(4, 0))
    assert s.revealed_tiles[stack] is None and s.current_player == 1
    assert BuyTile(stack) not in s.legal_moves()
    with pytest.raises(IllegalMove, match="already been taken this round"):
        s.apply(BuyTile(stack))


@pytest.mark.rule("world-wonders 3.2")
def test_an_item_that_cannot_be_placed_cannot_be_bought(ww):
    # a map whose only land next to the road is one cell: no 1×2 tile, no long road fits
    rows = ("~~~~~~~", "~~~~~~~", "~~~~~~~", "~~~~~~~", "~.~~~~~", "...~~~~")
    s = ww.prepare(ww.new(2, rows=rows), pieces={0: [ROAD_ROW5]})
    moves = s.legal_moves()
    assert BuyTile(s._setup.stacks[0].id) not in moves and BuyLongRoad() not in moves
    assert BuyTower() in moves                                      # the tower fits on (4,1)
    with pytest.raises(IllegalMove, match="could not be placed anywhere"):
        s.apply(BuyLongRoad())


@pytest.mark.rule("world-wonders 3.2")
def test_cannot_buy_beyond_the_gold(ww):
    s = ww.prepare(ww.new(2), pieces={0: [ROAD_ROW5]}, spent={0: 6})
    assert BuyTower() not in s.legal_moves()
    with pytest.raises(IllegalMove) as err:
        s.apply(BuyTower())
    assert "costs 2 gold; you have 1 left" in str(err.value)


@pytest.mark.rule("world-wonders 3.1")
def test_spending_the_last_gold_puts_a_player_out_and_the_round_ends_when_all_are_out(ww):
    s = ww.prepare(ww.new(2), pieces={0: [ROAD_ROW5], 1: [ROAD_ROW5]}, spent={0: 6, 1: 6})
    s = s.apply(BuyPedestal(1))                                     # 1 gold: A is out
    assert s.out == (True, False) and s.current_player == 1
    s = s.apply(BuyPedestal(2))                                     # B out too: the round ends
    assert s.round == 2 and s.out == (False, False) and s.gold_spent == (0, 0)
    assert s.turn_order == (0, 1)                                   # pedestal buyers 1st and 2nd (§3.5)
    assert s.pedestals == (None, None)                              # returned to the board (§3.4 step 5)


@pytest.mark.rule("world-wonders 3.1")
def test_turns_go_round_in_turn_order_skipping_players_who_are_out(ww):
    s = ww.prepare(ww.new(3), pieces={p: [ROAD_ROW5] for p in range(3)}, spent={1: 6})
    s = s.apply(BuyPedestal(1))                                     # A: 6 left
    s = s.apply(BuyLongRoad()).apply(Place(4, 0))                   # B spends its last gold: out
    assert s.out[1] and s.current_player == 2
    s = s.apply(Pass())                                             # C passes: out
    assert s.current_player == 0                                    # back to A; B and C skipped from now on
    s = s.apply(Pass())
    assert s.round == 2


@pytest.mark.rule("world-wonders 3.1")
def test_pass_is_voluntary_by_the_polish_rulebook_or_only_when_stuck(ww):
    s = ww.prepare(ww.new(2), pieces={0: [ROAD_ROW5]})
    assert Pass() in s.legal_moves()
    strict = ww.prepare(ww.new(2, voluntary_pass=False), pieces={0: [ROAD_ROW5]})
    assert Pass() not in strict.legal_moves()
    with pytest.raises(IllegalMove, match="only when you cannot buy anything"):
        strict.apply(Pass())
    stuck = ww.prepare(ww.new(2, voluntary_pass=False), pieces={0: [ROAD_ROW5]}, spent={0: 7}, LOAN_ACT=1)
    assert stuck.legal_moves() == [Pass()]


@pytest.mark.rule("world-wonders 3.2")
def test_one_pedestal_each_and_none_in_solo(ww):
    s = ww.prepare(ww.new(2), pieces={0: [ROAD_ROW5]}, PED1=0)
    assert BuyPedestal(2) not in s.legal_moves()
    with pytest.raises(IllegalMove, match="already bought the other pedestal"):
        s.apply(BuyPedestal(2))
    both = ww.prepare(ww.new(2, one_pedestal_each=False), pieces={0: [ROAD_ROW5]}, PED1=0)
    assert BuyPedestal(2) in both.legal_moves()
    solo = ww.prepare(ww.new(1), pieces={0: [ROAD_ROW5]})
    assert not any(type(m) is BuyPedestal for m in solo.legal_moves())
    with pytest.raises(IllegalMove, match="not used in solo"):
        solo.apply(BuyPedestal(1))


# --- §3.3 loans --------------------------------------------------------------------------------------------

@pytest.mark.rule("world-wonders 3.3")
def test_a_loan_gives_two_gold_this_round_and_is_repaid_with_three_later(ww):
    s = ww.prepare(ww.new(2), pieces={0: [ROAD_ROW5]})
    s = s.apply(TakeLoan())
    assert s.gold_cap[0] == 9 and s.loans[0] == 1 and s.decision.value == "purchase"
    assert TakeLoan() not in s.legal_moves() and RepayLoan() not in s.legal_moves()   # one loan action a turn
    with pytest.raises(IllegalMove, match="one loan action a turn"):
        s.apply(RepayLoan())
    later = ww.prepare(ww.new(2), pieces={0: [ROAD_ROW5]}, loan={0: 1}, round_=2)
    assert later.gold_cap[0] == 7                                   # the +2 was for round 1 only
    repaid = later.apply(RepayLoan())
    assert repaid.gold_spent[0] == 3 and repaid.loans[0] is None and repaid.current_player == 0
    assert repaid.decision.value == "purchase"                      # gold left: the purchase is still due


@pytest.mark.rule("world-wonders 3.3")
def test_loan_refusals(ww):
    same_round = ww.prepare(ww.new(2), pieces={0: [ROAD_ROW5]}, loan={0: 1})
    with pytest.raises(IllegalMove, match="later round"):
        same_round.apply(RepayLoan())
    with pytest.raises(IllegalMove, match="already have a loan"):
        ww.prepare(ww.new(2), pieces={0: [ROAD_ROW5]}, loan={0: 1}, round_=2).apply(TakeLoan())
    with pytest.raises(IllegalMove, match="no loan to repay"):
        ww.prepare(ww.new(2), pieces={0: [ROAD_ROW5]}).apply(RepayLoan())
    poor = ww.prepare(ww.new(2), pieces={0: [ROAD_ROW5]}, loan={0: 1}, round_=2, spent={0: 5})
    with pytest.raises(IllegalMove, match="costs 3 gold; you have 2 left"):
        poor.apply(RepayLoan())


@pytest.mark.rule("world-wonders 3.3")
def test_repaying_with_the_last_gold_ends_the_turn_without_a_purchase(ww):
    s = ww.prepare(ww.new(2), pieces={0: [ROAD_ROW5]}, loan={0: 1}, round_=2, spent={0: 4})
    after = s.apply(RepayLoan())
    assert after.out[0] and after.current_player == 1


@pytest.mark.rule("world-wonders 6.2")
def test_an_unpaid_loan_is_on_the_final_sheet(ww):
    s = ww.prepare(ww.new(2), pieces={0: [ROAD_ROW5]}, loan={0: 3}, round_=4)
    sheet = ww.GAME.final_sheet(s)
    assert [p["unpaid_loan"] for p in sheet["players"]] == [True, False]


# --- §3.4 end of round, §3.5 turn order ---------------------------------------------------------------------

@pytest.mark.rule("world-wonders 3.4")
def test_end_of_round_refills_the_offer(ww):
    s = ww.prepare(ww.new(2), pieces={0: [ROAD_ROW5], 1: [ROAD_ROW5]}, spent={1: 6})
    first = dict(s.revealed_tiles)
    s = s.apply(BuyTower()).apply(Place(4, 0))                      # A: the tower above the road; 5 gold left
    s = s.apply(BuyLongRoad()).apply(Place(4, 0))                   # B: its last gold: out
    assert s.long_roads_offered == 0 and not s.tower_offered and s.out == (False, True)
    s = s.apply(Pass())                                             # A passes: the round ends
    assert s.round == 2
    assert s.long_roads_offered == 1 and s.short_sets_offered == 1 and s.tower_offered   # topped up (§3.4 3-4)
    assert all(t is not None for t in s.revealed_tiles.values())                       # a new tile each (step 2)
    assert s.revealed_tiles != first
    assert s.gold_spent == (0, 0) and s.gold_cap == (7, 7) and s.out == (False, False)  # step 6


@pytest.mark.rule("world-wonders 3.5")
def test_G1_turn_order_example():
    order = next_order(("Blue", "Green", "White", "Red", "Yellow"), ("Yellow", None),
                       {"White": 2, "Red": 2, "Blue": 4, "Green": 4, "Yellow": 1},
                       {"White": 0, "Red": 1, "Blue": 1, "Green": 1, "Yellow": 3})
    assert order == ("Yellow", "White", "Red", "Blue", "Green")


@pytest.mark.rule("world-wonders 3.5")
def test_only_the_second_pedestal_bought():
    order = next_order(("A", "B", "C"), (None, "C"), {"A": 3, "B": 1, "C": 0}, {"A": 0, "B": 0, "C": 0})
    assert order == ("B", "C", "A")                       # lowest-population non-buyer is 1st


@pytest.mark.rule("world-wonders 3.5")
def test_turn_order_by_population_in_the_engine(ww):
    s = ww.prepare(ww.new(3), pieces={p: [ROAD_ROW5] for p in range(3)}, population={0: 5, 1: 2, 2: 2},
                   out={0: 1, 1: 1}, player=2)
    s = s.apply(Pass())                       # the last player passes: the round ends
    assert s.round == 2
    assert s.turn_order == (1, 2, 0)          # B and C (population 2) tied: previous order B before C; then A
