"""Cards (iquazu.md §4 action A, §2.5): drawing 4, the draw pile running out, the hand limit of 12 at the end of
one's own turn. Expected counts are worked from §2.5 and the 60-card deck (20 per colour, §1).
"""
from __future__ import annotations

import pytest

from companion.errors import IllegalMove
from companion.iquazu.moves import Discard, Draw, EndTurn, UseCards

FULL = (4, 4, 4)     # a hand of 12


@pytest.mark.rule("iquazu 4")
def test_draw_4_cards_hidden_and_the_turn_passes(iq):
    s = iq.make(2, hands={"G": (1, 0, 0)}, drop_holder="R")
    after = s.apply(Draw())
    assert sum(after.hands[0]) == 5 and after.draw_pile == s.draw_pile - 4
    assert after.current_player == 1
    assert after.view(1)["players"][0]["hand"] is None and after.view(1)["players"][0]["hand_size"] == 5


@pytest.mark.rule("iquazu 2.5")
def test_empty_draw_pile_reshuffles_the_discard_pile(iq):
    # 4 players hold 12 cards each (16 of each colour); the discard pile has 3 white, 3 blue, 4 orange, so the
    # draw pile holds 1 white and 1 blue: G draws those 2, then 2 from the shuffled discard pile
    s = iq.make(4, hands={name: FULL for name in "GYRP"}, discard_pile=(3, 3, 4), drop_holder="P")
    assert s.draw_pile == 2
    after = s.apply(Draw())
    assert after.discard_pile == (0, 0, 0) and after.draw_pile == 8
    assert sum(after.hands[0]) == 16


@pytest.mark.rule("iquazu 2.5")
def test_both_piles_empty_draw_what_there_is(iq):
    # all 60 cards in hands: G (active) 24, the others 12 each
    s = iq.make(4, hands={"G": (8, 8, 8), "Y": FULL, "R": FULL, "P": FULL}, drop_holder="P")
    assert s.draw_pile == 0 and s.discard_pile == (0, 0, 0)
    after = s.apply(Draw())
    assert after.hands[0] == (8, 8, 8) and after.decision == "discard"


@pytest.mark.rule("iquazu 2.5")
def test_hand_limit_12_at_the_end_of_the_turn_discard_the_cards_of_your_choice(iq):
    s = iq.make(2, hands={"G": (5, 5, 0)}, drop_holder="R").apply(Draw())    # 14 cards: 2 too many
    assert s.decision == "discard" and s.current_player == 0
    held = s.hands[0]
    legal = set(s.legal_moves())
    assert legal == {Discard(c) for c, k in zip(("white", "blue", "orange"), held) if k}
    s = s.apply(Discard("white"))
    assert s.current_player == 0 and sum(s.hands[0]) == 13
    s = s.apply(Discard("blue"))
    assert s.current_player == 1 and sum(s.hands[0]) == 12
    assert s.discard_pile == (1, 1, 0)


@pytest.mark.rule("iquazu 2.5")
def test_the_limit_is_checked_only_at_the_end_of_ones_own_turn(iq):
    # G starts with 11 cards and an extra-cards tile: 15, then 19 cards during the turn, 12 after it
    s = iq.make(2, hands={"G": (4, 4, 3)}, tiles_held={"G": {"light cards 4": 1}}, drop_holder="R")
    s = s.apply(UseCards(4))
    assert sum(s.hands[0]) == 15 and s.current_player == 0 and s.decision == "turn"
    s = s.apply(Draw())
    assert sum(s.hands[0]) == 19 and s.decision == "discard"
    for colour in ("white",) * 2 + ("blue",) * 2 + ("orange",) * 3:
        if s.hands[0][("white", "blue", "orange").index(colour)]:
            s = s.apply(Discard(colour))
    while s.current_player == 0:
        s = s.apply(s.legal_moves()[0])
    assert sum(s.hands[0]) == 12


@pytest.mark.rule("iquazu 2.5")
def test_discarding_is_only_for_the_hand_limit(iq):
    s = iq.make(2, hands={"G": (1, 0, 0)})
    with pytest.raises(IllegalMove) as info:
        s.apply(Discard("white"))
    assert info.value.rule == "iquazu 2.5"
    over = iq.make(2, hands={"G": (13, 0, 0)}, decision="discard", actions=0)
    with pytest.raises(IllegalMove) as info:
        over.apply(Discard("blue"))                # no blue card in hand
    assert info.value.rule == "iquazu 2.5"
    for move in (Draw(), EndTurn()):
        with pytest.raises(IllegalMove) as info:
            over.apply(move)
        assert info.value.rule == "iquazu 2.5"


@pytest.mark.rule("iquazu 4")
def test_drawn_cards_follow_the_seed(iq):
    a = iq.make(2, seed=4).apply(Draw())
    b = iq.make(2, seed=4).apply(Draw())
    assert a.hands == b.hands
    assert len({iq.make(2, seed=k).apply(Draw()).hands[0] for k in range(12)}) > 1
