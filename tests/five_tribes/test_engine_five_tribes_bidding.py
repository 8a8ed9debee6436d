"""Bidding for turn order (five-tribes.md §3.1, §1.6, §3.2 step 2.1, §3.9; Kumarbi §1.5 #13; examples A1, A2;
the rule gap FAQ #32)."""
from __future__ import annotations

import pytest

from companion.errors import IllegalMove
from companion.five_tribes.options import Options
from ft_helpers import bidding, legal, play


@pytest.mark.rule("five-tribes 3.1")
def test_A1_official_bidding_example():
    # Olek, Sylwia, Ania, Piotr bid in that order (markers 0-3 of players 0-3)
    s = bidding(4, [0, 1, 2, 3])
    s = play(s, "bid 3")                                   # Olek takes spot 3
    with pytest.raises(IllegalMove) as err:
        play(s, "bid 3")                                   # Sylwia cannot take 3: occupied
    assert err.value.rule == "five-tribes 3.1"
    assert "bid 5" in legal(s)                             # she may take 5 (she declines)
    s = play(s, "bid 1", "bid 0", "bid 0")                 # Sylwia 1, Ania 0, Piotr 0
    assert s.gold == (47, 49, 50, 50)                      # payments 3, 1, 0, 0
    # Piotr's zero pushes Ania back: play order Olek, Sylwia, Piotr, Ania (= next round's bid order)
    assert [p for _, p in s.bid_order] == [0, 1, 3, 2]
    assert s.decision == "turn" and s.current_player == 0


@pytest.mark.rule("five-tribes 3.1")
def test_A2_all_three_zeros_taken():
    s = play(bidding(4, [0, 1, 2, 3]), "bid 0", "bid 0", "bid 0")
    assert "bid 0" not in legal(s)                         # D must take a spot costing >= 1
    with pytest.raises(IllegalMove):
        play(s, "bid 0")
    s = play(s, "bid 1")
    assert s.gold == (50, 50, 50, 49)                      # payments 0/0/0/1
    assert [p for _, p in s.bid_order] == [3, 2, 1, 0]     # D, C, B, A


@pytest.mark.rule("five-tribes 3.1")
def test_a_marker_pays_at_once_and_only_spots_it_can_afford():
    s = bidding(3, [0, 1, 2], gold={0: 8})
    assert legal(s) == {"bid 8", "bid 5", "bid 3", "bid 1", "bid 0"}   # 18 and 12 cost more than 8
    s = play(s, "bid 8")
    assert s.gold[0] == 0
    assert s.turn_order_track[2] == (8, 0, 0)


@pytest.mark.rule("five-tribes 3.2")
def test_turn_order_is_next_rounds_bid_order():
    s = play(bidding(3, [2, 0, 1]), "bid 1", "bid 12", "bid 0")
    # play order: 12 (player 0), 1 (player 2), 0 (player 1)
    assert [m for m, _ in s.bid_order] == [0, 2, 1]


@pytest.mark.rule("five-tribes 3.9")
def test_two_players_bid_with_two_markers_each():
    s = bidding(2, [0, 1, 2, 3])                          # markers 0, 2 are player 0's; 1, 3 player 1's
    assert s.current_player == 0
    s = play(s, "bid 18")
    assert s.current_player == 1
    s = play(s, "bid 12", "bid 8")
    assert s.current_player == 1                          # marker 3
    s = play(s, "bid 5")
    assert s.gold == (50 - 18 - 8, 50 - 12 - 5)
    assert [p for _, p in s.bid_order] == [0, 1, 0, 1]


@pytest.mark.rule("five-tribes 1.5")
def test_kumarbi_makes_a_spot_cheaper_per_fakir():
    s = bidding(3, [0, 1, 2], gold={0: 8}, djinns={0: ["Kumarbi"]}, cards={0: {"fakir": 2}})
    moves = legal(s)
    assert "bid 18 kumarbi 2" in moves                    # 18 -> 12 -> 8, payable with 8 gold
    assert "bid 18 kumarbi 1" not in moves                # 12 > 8
    assert "bid 12 kumarbi 2" in moves and "bid 1 kumarbi 1" in moves
    s = play(s, "bid 18 kumarbi 2")
    assert s.gold[0] == 0 and s.cards[0].get("fakir", 0) == 0
    assert s.turn_order_track[0] == (18, 0, 0)            # still the 18 spot: plays first
    assert s.discards == {"fakir": 2}


@pytest.mark.rule("five-tribes 1.5")
def test_kumarbi_needed_for_a_fakir_bid_and_never_below_zero():
    s = bidding(3, [0, 1, 2], cards={0: {"fakir": 3}})
    with pytest.raises(IllegalMove) as err:
        play(s, "bid 18 kumarbi 1")
    assert err.value.rule == "five-tribes 1.5"
    s = bidding(3, [0, 1, 2], djinns={0: ["Kumarbi"]}, cards={0: {"fakir": 3}})
    with pytest.raises(IllegalMove):
        play(s, "bid 1 kumarbi 2")                        # 1 -> 0 is the last step
    with pytest.raises(IllegalMove):
        play(s, "bid 0 kumarbi 1")


@pytest.mark.rule("five-tribes 3.1", "five-tribes 6")
def test_rule_gap_free_takes_the_one_gold_spot():
    """FAQ #32 (rule gap): a marker that must bid at least 1 with no gold; option ``unaffordable_bid`` default "free":
    it takes the 1-gold spot without paying."""
    s = play(bidding(4, [0, 1, 2, 3], gold={3: 0}), "bid 0", "bid 0", "bid 0")
    assert legal(s) == {"bid 1"}
    s = play(s, "bid 1")
    assert s.gold[3] == 0
    assert [p for _, p in s.bid_order] == [3, 2, 1, 0]


@pytest.mark.rule("five-tribes 3.1", "five-tribes 6")
def test_rule_gap_pass_sits_the_round_out():
    """FAQ #32 (rule gap), option ``unaffordable_bid="pass"``: the marker sits the round out and bids last in the
    next round."""
    s = play(bidding(4, [0, 1, 2, 3], gold={3: 0}, options=Options(unaffordable_bid="pass")),
             "bid 0", "bid 0", "bid 0", "bid 1")
    assert s.gold[3] == 0
    assert [p for _, p in s.bid_order] == [2, 1, 0, 3]   # player 3 bids last next round
    assert all(spot is None or spot[2] != 3 for spot in s.turn_order_track)
