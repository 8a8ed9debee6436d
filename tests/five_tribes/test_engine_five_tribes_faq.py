"""The FAQ lines of five-tribes.md §6 not covered by the other engine test files (#2, #5, #6, #27, #31) and the
two-player turn order (§3.9)."""
from __future__ import annotations

import pytest

from companion.five_tribes.options import Options
from ft_helpers import bidding, edit, last_turn, legal, make, play


@pytest.mark.rule("five-tribes 6")
def test_faq2_the_bank_never_runs_out_of_gold():
    # 96 coins worth 288 exist; the engine's bank is unlimited (unconfirmed, §1.7): a sale still pays
    s = make(tiles={"b1": "oasis"}, gold={0: 250, 1: 250}, cards={0: {k: 1 for k in ("ivory", "jewels", "gold",
             "papyrus", "silk", "spice", "fish", "wheat", "pottery")}}, meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}})
    s = play(s, "pick a1", "step b1", "drop vizier", "sell ivory+jewels+gold+papyrus+silk+spice+fish+wheat+pottery")
    assert s.gold[0] == 310


@pytest.mark.rule("five-tribes 6")
def test_faq5_an_empty_djinn_pile_is_refilled_from_the_discards():
    s = last_turn(make(3, tiles={"b1": "oasis"}, djinn_row=[], meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}}))

    def two_in_the_discards(f):
        f["djinn_discards"] = f["djinn_pile"][:2]
        f["players"][1]["djinns"] = f["djinn_pile"][2:]
        f["djinn_pile"] = []
    s = edit(s, two_in_the_discards)
    s = play(s, "pick a1", "step b1", "drop vizier", "end")
    assert len(s.djinn_row) == 2 and s.djinn_discards == () and s.djinn_pile == ()


@pytest.mark.rule("five-tribes 6")
def test_faq6_anun_nak_draws_what_the_bag_holds():
    s = make(meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}}, elders={0: 1}, djinns={0: ["Anun-Nak"]})

    def two_in_the_bag(f):                  # all but 2 meeples on the board
        for c in range(5):
            f["meeples"][29][c] += f["bag"][c]
            f["bag"][c] = 0
        f["meeples"][29][3] -= 2
        f["bag"][3] = 2
    s = edit(s, two_in_the_bag)
    s = play(s, "use Anun-Nak e a5")
    # the cost is paid first (the elder goes to the bag), then 3 are drawn: the 2 builders and that elder
    assert s.meeples[24] == (0, 1, 0, 2, 0) and s.bag == (0, 0, 0, 0, 0)


@pytest.mark.rule("five-tribes 3.9")
def test_faq27_two_players_a_player_may_play_twice_in_a_row():
    s = play(bidding(2, [0, 1, 2, 3]), "bid 18", "bid 0", "bid 12", "bid 0")
    # markers 0 and 2 (Ann) on 18 and 12 play first and second, then Bob's zeros
    assert [p for _, p in s.bid_order] == [0, 0, 1, 1]
    assert s.current_player == 0


@pytest.mark.rule("five-tribes 3.9")
def test_two_players_djinn_once_per_marker_turn():
    s = make(tiles={"b1": "oasis", "d1": "oasis"}, cards={0: {"fakir": 2}}, djinns={0: ["Sloar"]},
             meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}, "c1": {"elder": 1}, "d1": {"elder": 1}},
             turn_of=2)                                     # Ann's second marker plays first, then Bob's...
    s = play(s, "use Sloar f", "pick a1", "step b1", "drop vizier", "end")
    assert s.current_player == 1
    s = play(s, "pick c1", "step d1", "drop elder", "end")
    assert s.current_player == 0 and "use Sloar f" in legal(s)        # a new marker's turn: usable again
    per_round = make(tiles={"b1": "oasis", "d1": "oasis"}, cards={0: {"fakir": 2}}, djinns={0: ["Sloar"]},
                     meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}, "c1": {"elder": 1}, "d1": {"elder": 1}},
                     turn_of=2, options=Options(djinn_limit_per_marker=False))
    per_round = play(per_round, "use Sloar f", "pick a1", "step b1", "drop vizier", "end",
                     "pick c1", "step d1", "drop elder", "end")
    assert "use Sloar f" not in legal(per_round)


@pytest.mark.rule("five-tribes 6")
def test_faq31_a_move_may_start_from_ones_own_tile():
    s = make(tiles={"b1": "oasis"}, camels={"a1": 0}, meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}})
    assert "pick a1" in legal(s)
    s = play(s, "pick a1", "step b1", "drop vizier")
    assert s.camels[0] == 0 and s.camels[1] == 0            # a1 stays Ann's; b1 emptied: hers too


@pytest.mark.rule("five-tribes 3.1")
def test_rule_gap_pass_marker_plays_no_turn_this_round():
    s = play(bidding(4, [0, 1, 2, 3], gold={3: 0}, options=Options(unaffordable_bid="pass")),
             "bid 0", "bid 0", "bid 0", "bid 1")
    seen = []
    while s.decision != "bid":
        seen.append(s.current_player)
        moves = s.legal_moves()
        end = [m for m in moves if str(m) == "end"]
        s = s.apply(end[0] if end else moves[0])
    assert 3 not in seen and s.round == 2
