"""The Automaton's solo cards as chance (world-wonders.md §7.2; solo option readings in
companion/world_wonders/options.py): the position holds the cards still face down in the current pass and the
first pass's order, and which card the Automaton reveals is a draw — from the seeded order by default (what saves
replay), or chosen by a :class:`~companion.engine.chance.DrawPlan` (analysis, OpenSpiel's chance nodes, a teacher's
"suppose the Automaton reveals card 5").

Numbers from the reference: 14 solo cards (§1.1, §7.2); the Automaton takes the first turn of every round (§7.2),
so one card is revealed at the start. The cards' sections are the shipped demo cards (stand-in data, labelled so
on screen): card 5 reads "tower", then "tile 1"; card 8 "long road", then "tiles 4 and 5".
"""
from __future__ import annotations

import random

import pytest

from companion import games
from companion.engine.chance import DrawPlan, PendingDraw
from companion.errors import InvalidPosition
from companion.world_wonders import solo
from companion.world_wonders.options import Options
from companion.world_wonders.position import position_fields, start_from_fields
from companion.world_wonders.state import (
    G_AUTO_LAST, G_KIND, G_SOLO_LEFT, G_SOLO_PASS, G_SOLO_POS, G_TOWER_UP, PURCHASE,
)

GAME = games.get("world-wonders")
SOLO_CARDS = 14
TOWER_CARD, LONG_ROAD_CARD = 4, 7          # catalogue indices of demo cards 5 and 8


def _solo(seed: int = 3, **options):
    return GAME.new_game(["Solo"], seed=seed, options=Options(**options))


def _before_automaton(s):
    """A position of ``s``'s game and a move whose push gives the Automaton its turn (a solo card drawn)."""
    while True:
        for move in s.legal_moves():
            draw = s.core().push_drawing(move)
            if isinstance(draw, PendingDraw) and draw.label == "solo card":
                return s, move
        s = s.apply(s.legal_moves()[0])


def _reached(seed: int, moves: int):
    """A solo position after about ``moves`` seeded random moves, waiting for a purchase (a prepared start)."""
    s = _solo(seed)
    rng = random.Random(seed)
    while s.ply < moves or s._data[G_KIND] != PURCHASE:
        s = s.apply(rng.choice(s.legal_moves()))
    return s


def _at(drawn: int, seed: int = 3, **options):
    """A prepared solo position after ``drawn`` solo cards (the deck fields left to their seeded defaults)."""
    start = _solo(seed, **options)
    f = position_fields(start)
    for key in ("solo_cards_left", "solo_first_pass"):
        del f[key]
    f["solo_cards_drawn"] = drawn
    return start_from_fields(start._setup, f)


@pytest.mark.rule("world-wonders 7.2")
def test_the_automaton_reveals_one_card_at_the_start_and_thirteen_stay_face_down():
    s = _solo()
    d = s._data
    assert d[G_SOLO_POS] == 1 and len(d[G_SOLO_PASS]) == 1
    assert d[G_SOLO_LEFT].bit_count() == SOLO_CARDS - 1 and not d[G_SOLO_LEFT] >> d[G_SOLO_PASS][0] & 1
    f = position_fields(s)
    assert len(f["solo_cards_left"]) == SOLO_CARDS - 1 and f["solo_first_pass"] == [d[G_SOLO_PASS][0] + 1]


@pytest.mark.rule("world-wonders 7.2")
def test_an_automaton_turn_draws_its_card_uniformly_from_the_cards_face_down():
    s, move = _before_automaton(_solo())
    core = s.core()
    draw = core.push_drawing(move)
    assert isinstance(draw, PendingDraw) and core.snapshot() == s._data      # the move waits, undone
    assert draw.label == "solo card" and draw.owner is None                  # revealed: seen by all
    outcomes = draw.outcomes()
    assert len(outcomes) == SOLO_CARDS - 1 and all(p == pytest.approx(1 / 13) for _, p in outcomes)
    assert s._data[G_SOLO_PASS][0] not in [k for k, _ in outcomes]
    assert all(draw.names[k] == f"solo card {k + 1}" for k, _ in outcomes)


@pytest.mark.rule("world-wonders 7.2")
def test_a_teacher_chooses_the_card_and_the_automaton_discards_what_it_names():
    s, move = _before_automaton(_solo())
    card = TOWER_CARD if s._data[G_SOLO_PASS][0] != TOWER_CARD else LONG_ROAD_CARD
    core = s.core()
    assert core.push_drawing(move, outcomes=[card]) is None
    d = core.d
    assert d[G_SOLO_PASS] == (s._data[G_SOLO_PASS][0], card) and d[G_SOLO_POS] == 2
    if card == TOWER_CARD:                         # its first section, "tower", names an item on offer
        assert d[G_AUTO_LAST] == ("tower",) and d[G_TOWER_UP] == 0
    else:
        assert d[G_AUTO_LAST] == ("long-road",)


@pytest.mark.rule("world-wonders 7.2")
def test_a_card_already_revealed_in_this_pass_cannot_be_chosen():
    s, move = _before_automaton(_solo())
    with pytest.raises(ValueError, match="solo card"):
        s.core().push_drawing(move, outcomes=[s._data[G_SOLO_PASS][0]])


@pytest.mark.rule("world-wonders 7.2")
def test_with_a_reshuffled_deck_every_card_can_come_up_again_after_a_whole_pass():
    s = _at(SOLO_CARDS)
    assert s._data[G_SOLO_LEFT].bit_count() == SOLO_CARDS and len(s._data[G_SOLO_PASS]) == SOLO_CARDS
    core = s.core()
    core.plan = DrawPlan()
    with pytest.raises(PendingDraw) as pending:
        solo.draw_solo_card(core)
    assert len(pending.value.outcomes()) == SOLO_CARDS


@pytest.mark.rule("world-wonders 7.2")
def test_with_a_repeated_deck_the_first_pass_comes_again_in_its_order_without_chance():
    s = _at(SOLO_CARDS + 2, solo_deck_end="repeat")
    first = s._data[G_SOLO_PASS]
    assert s._data[G_SOLO_LEFT] == 0 and len(first) == SOLO_CARDS
    core = s.core()
    core.plan = DrawPlan()                                      # no outcome chosen: a draw would be pending
    assert [solo.draw_solo_card(core) for _ in range(3)] == [first[2], first[3], first[4]]


@pytest.mark.rule("world-wonders 7.2")
def test_without_a_plan_the_cards_come_in_the_seeded_order_of_the_setup():
    s = _solo(seed=8)
    rng = random.Random(8)
    while not s.is_over:
        s = s.apply(rng.choice(s.legal_moves()))
    drawn = s._data[G_SOLO_POS]
    assert drawn > SOLO_CARDS                                     # the deck was used up and reshuffled
    assert s._data[G_SOLO_PASS] == s._setup.solo_deck[:SOLO_CARDS]
    assert s._data[G_SOLO_LEFT].bit_count() == SOLO_CARDS - drawn % SOLO_CARDS


@pytest.mark.rule("world-wonders 7.2")
def test_a_solo_position_is_written_and_read_back_exactly_and_old_fields_still_load():
    s = _reached(5, 30)
    f = position_fields(s)
    again = start_from_fields(s._setup, f)
    assert again._data[G_SOLO_LEFT] == s._data[G_SOLO_LEFT] and again._data[G_SOLO_PASS] == s._data[G_SOLO_PASS]
    old = {k: v for k, v in f.items() if k not in ("solo_cards_left", "solo_first_pass")}   # a position of before
    derived = start_from_fields(s._setup, old)
    assert derived._data[G_SOLO_LEFT] == s._data[G_SOLO_LEFT] and derived._data[G_SOLO_PASS] == s._data[G_SOLO_PASS]


@pytest.mark.rule("world-wonders 7.2")
@pytest.mark.parametrize("change, entry, words", [
    ({"solo_cards_left": [1, 2]}, "solo_cards_left", "after 1 drawn there must be 13 solo cards here"),
    ({"solo_first_pass": [15]}, "solo_first_pass", "solo card numbers from 1 to 14"),
    ({"solo_first_pass": [3, 3]}, "solo_first_pass", "solo card numbers from 1 to 14"),
])
def test_solo_deck_entries_are_checked(change, entry, words):
    s = _solo()
    f = dict(position_fields(s), **change)
    with pytest.raises(InvalidPosition) as refused:
        start_from_fields(s._setup, f)
    assert entry in refused.value.message("en") and words in refused.value.message("en")
    assert entry in refused.value.message("pl") and words not in refused.value.message("pl")


@pytest.mark.rule("world-wonders 7.2")
def test_a_card_of_the_first_pass_cannot_still_be_face_down():
    s = _solo()
    f = position_fields(s)
    first = f["solo_first_pass"][0]
    other = next(k for k in f["solo_cards_left"])
    f["solo_cards_left"] = [k for k in f["solo_cards_left"] if k != other] + [first]
    with pytest.raises(InvalidPosition, match="still face down"):
        start_from_fields(s._setup, f)


@pytest.mark.rule("world-wonders 7.2")
def test_a_game_with_more_players_has_no_solo_deck():
    s = GAME.new_game(["Ann", "Bob"], seed=2)
    assert s._data[G_SOLO_LEFT] == 0 and s._data[G_SOLO_PASS] == ()
    f = dict(position_fields(s), solo_cards_left=[1])
    with pytest.raises(InvalidPosition, match="only in solo games"):
        start_from_fields(s._setup, f)


@pytest.mark.rule("world-wonders 7.2")
def test_the_board_tells_which_card_the_automaton_revealed_and_what_it_discarded():
    from companion.world_wonders.view import automaton_turn_text, to_view

    s, move = _before_automaton(_solo())
    card = TOWER_CARD if s._data[G_SOLO_PASS][0] != TOWER_CARD else LONG_ROAD_CARD
    core = s.core()
    core.push_drawing(move, outcomes=[card])
    after = type(s)(s._setup, core.snapshot())
    assert after.automaton_card == card + 1
    item_en, item_pl = ("the tower", "wieża") if card == TOWER_CARD else ("a long road", "długa droga")
    assert automaton_turn_text(after) == f"The Automaton revealed solo card {card + 1} and discarded: {item_en}."
    assert automaton_turn_text(after, "pl") == f"Automat odkrył kartę solo {card + 1} i odrzucił: {item_pl}."
    assert to_view(after, "pl")["automaton"]["last_turn"] == automaton_turn_text(after, "pl")
    assert to_view(GAME.new_game(["Ann", "Bob"], seed=1))["automaton"] is None
