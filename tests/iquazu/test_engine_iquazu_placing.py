"""Placing a crystal (iquazu.md §2.3 cost, §2.4 substitution, §1.1 colour tile, §4 B, §6.3 running out), with
the rulebook's cost examples (iquazu-examples.md C-04) and the substitution table (C-10).

The test wall's default column (tests/iquazu/conftest.py) has, top to bottom: white h4, blue h3, orange h2,
white h1, blue h0. Expected costs and payments are read off §2.3–2.4 and C-04/C-10 by hand.
"""
from __future__ import annotations

import pytest

from companion.errors import IllegalMove
from companion.iquazu.moves import Draw, EndTurn, Pay, Place, UseDouble


def _paying(iq, column, height, hand, frame=1, **kw):
    """G to move, holding ``hand``, having chosen the alcove (column, height)."""
    s = iq.make(2, hands={"G": hand}, frame=frame, **kw)
    return s.apply(Place(column, height))


@pytest.mark.rule("iquazu 2.3")
@pytest.mark.parametrize("column, height, hand, cost", [
    (1, 4, (1, 0, 0), Pay(1, 0, 0)),       # white alcove in F1: 1 white card
    (5, 2, (0, 0, 5), Pay(0, 0, 5)),       # orange alcove in F5: 5 orange cards
    (4, 3, (0, 4, 0), Pay(0, 4, 0)),       # blue alcove in F4: 4 blue cards
], ids=["white-F1", "orange-F5", "blue-F4"])
def test_c04_placement_costs(iq, column, height, hand, cost):
    s = _paying(iq, column, height, hand)
    assert s.chosen_alcove == (column, height) and s.decision == "pay"
    assert s.legal_moves() == [cost]


@pytest.mark.rule("iquazu 2.3")
@pytest.mark.parametrize("column, height, hand", [(1, 4, (0, 0, 0)), (5, 2, (0, 0, 4)), (4, 3, (5, 0, 1))],
                         ids=["white-F1", "orange-F5", "blue-F4"])
def test_c04_one_card_short_the_alcove_cannot_be_chosen(iq, column, height, hand):
    s = iq.make(2, hands={"G": hand})
    assert Place(column, height) not in s.legal_moves()
    with pytest.raises(IllegalMove) as info:
        s.apply(Place(column, height))
    assert info.value.rule == "iquazu 2.3"


@pytest.mark.rule("iquazu 2.3")
def test_cost_is_the_frame_column_not_the_wall_column(iq):
    # wall column 5's orange alcove: F5 (5 cards) with the frame at 1, F3 (3 cards) with the frame at 3
    assert _paying(iq, 5, 2, (0, 0, 5)).legal_moves() == [Pay(0, 0, 5)]
    assert _paying(iq, 5, 2, (0, 0, 3), frame=3).legal_moves() == [Pay(0, 0, 3)]


C10 = [   # white alcove in F3 (wall column 3, height 4), hand W3 B4 O2
    ("WWW", Pay(3, 0, 0), None),
    ("WW+BB", Pay(2, 2, 0), None),
    ("W+BB+BB", Pay(1, 4, 0), None),
    ("BB+OO+BB", Pay(0, 4, 2), None),
    ("W+BB+OO", Pay(1, 2, 2), None),         # pairs of different colours: allowed by default (flag)
    ("WW+BO", Pay(2, 1, 1), "iquazu 2.4"),   # a pair must be one colour
    ("WW+B", Pay(2, 1, 0), "iquazu 2.4"),    # one card of a wrong colour is not enough
    ("WW", Pay(2, 0, 0), "iquazu 2.3"),      # too few cards
    ("WWWW", Pay(4, 0, 0), "iquazu 2.3"),    # too many
]


@pytest.mark.rule("iquazu 2.4")
@pytest.mark.parametrize("payment, rule", [c[1:] for c in C10], ids=[c[0] for c in C10])
def test_c10_card_substitution(iq, payment, rule):
    s = _paying(iq, 3, 4, (3, 4, 2))
    assert (payment in s.legal_moves()) == (rule is None)
    if rule is None:
        after = s.apply(payment)
        assert after.content(3, 4) == 0
        assert after.hands[0] == tuple(h - x for h, x in zip((3, 4, 2), payment.cards))
    else:
        with pytest.raises(IllegalMove) as info:
            s.apply(payment)
        assert info.value.rule == rule and info.value.message("pl")


@pytest.mark.rule("iquazu 2.4")
def test_c10_pairs_of_different_colours_off_with_the_option(iq):
    s = _paying(iq, 3, 4, (3, 4, 2), opts={"mixed_pairs": False})
    assert Pay(1, 2, 2) not in s.legal_moves() and Pay(1, 4, 0) in s.legal_moves()
    with pytest.raises(IllegalMove) as info:
        s.apply(Pay(1, 2, 2))
    assert info.value.rule == "iquazu 2.4"


@pytest.mark.rule("iquazu 2.4")
def test_c10_every_valid_payment_is_offered(iq):
    # k − s white cards and s one-colour pairs, k + s cards, with the hand W3 B4 O2: s = 0 WWW; s = 1 WW+BB,
    # WW+OO; s = 2 W+BB+BB, W+BB+OO (W+OO+OO needs 4 orange); s = 3 BB+BB+OO (6 blue or 4 orange are missing)
    assert set(_paying(iq, 3, 4, (3, 4, 2)).legal_moves()) == {
        Pay(3, 0, 0), Pay(2, 2, 0), Pay(2, 0, 2), Pay(1, 4, 0), Pay(1, 2, 2), Pay(0, 4, 2)}


@pytest.mark.rule("iquazu 2.3")
def test_paid_cards_go_to_the_discard_pile_and_a_crystal_from_the_box(iq):
    s = _paying(iq, 2, 3, (0, 2, 1)).apply(Pay(0, 2, 0))       # blue alcove in F2: 2 blue cards
    assert s.discard_pile == (0, 2, 0)
    assert s.crystals_left == (33, 34)
    assert s.content(2, 3) == 0 and s.hands[0] == (0, 0, 1)
    assert s.current_player == 1                                 # one action; the crystal box passes on


@pytest.mark.rule("iquazu 2.3")
def test_only_the_frames_placement_columns(iq):
    s = iq.make(2, hands={"G": (10, 10, 10)})
    legal_columns = {m.column for m in s.legal_moves() if type(m) is Place}
    assert legal_columns == {1, 2, 3, 4, 5}
    with pytest.raises(IllegalMove) as info:
        s.apply(Place(6, 4))
    assert info.value.rule == "iquazu 2.3"
    later = iq.make(2, hands={"G": (10, 10, 10)}, frame=3)
    assert {m.column for m in later.legal_moves() if type(m) is Place} == {3, 4, 5, 6, 7}
    with pytest.raises(IllegalMove):
        later.apply(Place(2, 4))                                # behind the waterfall


@pytest.mark.rule("iquazu 2.3")
@pytest.mark.parametrize("content", ["R", "drop"])
def test_only_an_empty_alcove(iq, content):
    s = iq.make(2, hands={"G": (5, 5, 5)}, alcoves={(2, 3): content})
    assert Place(2, 3) not in s.legal_moves()
    with pytest.raises(IllegalMove) as info:
        s.apply(Place(2, 3))
    assert info.value.rule == "iquazu 2.3"


@pytest.mark.rule("iquazu 1.1")
def test_colour_doesnt_matter_tile_any_k_cards_and_it_is_used_up(iq):
    tile = {"G": {"light any_colour": 1}}
    s = _paying(iq, 5, 2, (2, 2, 1), tiles_held=tile)          # orange in F5 with 1 orange card
    assert s.legal_moves() == [Pay(2, 2, 1, any_colour=True)]
    after = s.apply(Pay(2, 2, 1, any_colour=True))
    assert after.content(5, 2) == 0 and after.tiles_held[0] == {} and after.used_tiles == 1
    without = _paying(iq, 3, 4, (3, 0, 0))
    with pytest.raises(IllegalMove) as info:
        without.apply(Pay(1, 1, 1, any_colour=True))
    assert info.value.rule == "iquazu 1.1"


@pytest.mark.rule("iquazu 1.1")
def test_colour_tile_pays_exactly_k_cards(iq):
    s = _paying(iq, 3, 4, (3, 3, 3), tiles_held={"G": {"light any_colour": 1}})
    with pytest.raises(IllegalMove) as info:
        s.apply(Pay(1, 1, 0, any_colour=True))
    assert info.value.rule == "iquazu 1.1"
    assert Pay(0, 1, 2, any_colour=True) in s.legal_moves()


@pytest.mark.rule("iquazu 4")
def test_one_crystal_per_turn_unless_a_double_move(iq):
    # G holds an extra-cards tile, so the turn waits after the placement (tiles may be used at its end)
    s = iq.make(2, hands={"G": (4, 0, 0)}, tiles_held={"G": {"light cards 2": 1, "light double_move": 1}})
    s = s.apply(Place(1, 4)).apply(Pay(1, 0, 0))
    assert s.current_player == 0 and s.actions_left == 0
    with pytest.raises(IllegalMove) as info:
        s.apply(Place(1, 1))
    assert info.value.rule == "iquazu 4"
    with pytest.raises(IllegalMove):
        s.apply(Draw())
    s = s.apply(UseDouble()).apply(Place(1, 1)).apply(Pay(1, 0, 0))    # FAQ: a second crystal with a double move
    assert s.content(1, 4) == 0 and s.content(1, 1) == 0
    assert EndTurn() in s.legal_moves()


@pytest.mark.rule("iquazu 4")
def test_pay_only_after_choosing_and_choose_only_once(iq):
    s = iq.make(2, hands={"G": (4, 0, 0)})
    with pytest.raises(IllegalMove) as info:
        s.apply(Pay(1, 0, 0))
    assert info.value.rule == "iquazu 4"
    chosen = s.apply(Place(1, 4))
    for move in (Place(1, 1), Draw()):
        with pytest.raises(IllegalMove) as info:
            chosen.apply(move)
        assert info.value.rule == "iquazu 4"
    assert chosen.undo() == s


@pytest.mark.rule("iquazu 6.3")
def test_crystals_running_out_are_taken_back_from_scored_columns(iq):
    # G's 34 crystals stand in columns 1-7 (already scored: the frame is at 9); placing takes one back
    alcoves = {(c, h): "G" for c in range(1, 8) for h in range(5)}
    del alcoves[(7, 4)]
    s = iq.make(2, frame=9, hands={"G": (0, 0, 1)}, alcoves=alcoves)
    assert s.crystals_left == (0, 34)
    after = s.apply(Place(9, 2)).apply(Pay(0, 0, 1))
    assert after.content(9, 2) == 0 and after.crystals_left == (0, 34)
    on_wall = sum(1 for column in after.alcoves for _, v in column if v == 0)
    assert on_wall == 34 and after.content(1, 4) is None          # the leftmost scored crystal came back


@pytest.mark.rule("iquazu 2.2")
@pytest.mark.parametrize("frame, columns", [(7, [7, 8, 9, 10, 11]), (8, [8, 9, 10, 11]), (9, [9, 10, 11])],
                         ids=["p7", "p8", "p9"])
def test_late_frame_positions_have_fewer_placement_columns(iq, frame, columns):
    # §2.2 table: at p = 8 the frame's slot 5 is wall column 12 (no alcoves), at p = 9 slots 4–5 are columns
    # 12–13: only the wall columns 8–11 / 9–11 take crystals, at costs 1, 2, 3 (, 4) by frame column
    s = iq.make(2, frame=frame, hands={"G": (12, 12, 12)}, row_tiles=[None] * 5)
    placed = sorted({m.column for m in s.legal_moves() if type(m) is Place})
    assert placed == columns
    for k, column in enumerate(columns, start=1):
        assert s.apply(Place(column, 4)).legal_moves()[0] == Pay(k, 0, 0)      # white h4: k white cards
