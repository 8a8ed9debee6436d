"""The rule points the engine layer issue changed or added, checked against meduris.md and the Polish rulebook:
the Polish end trigger on by default (§5.1.2), the "+1" chip for every player (§4.1), bonus chips placed by
the players (§3 step 6), exchanges out of turn (§4.5), a chosen die face (§4.1), prepared positions inside a
ritual, after the end trigger and in the last lap (§4.7, §5.1-5.2), and saves that are replayed and checked.
"""
from __future__ import annotations

import json

import pytest

from companion import games
from companion.errors import IllegalMove, InvalidPosition, InvalidSave
from companion.meduris.engine import MEDURIS, new_game, position
from companion.meduris.moves import (
    BigYield, BuildHut, Exchange, OfferBoth, OfferNothing, PlaceBonus, PlaceWorker, Roll, TakeChip,
)
from companion.meduris.options import Options
from companion.meduris.rules import BONUS_CHIPS, BONUS_MIN_EMPTY_BETWEEN

RED, GREEN, BLUE = 0, 1, 2
PLAYERS = ["Red", "Green", "Blue"]


# --- §5.1.2 the Polish second end trigger, on by default ----------------------------------------------

@pytest.mark.rule("meduris 5.1")
def test_default_game_ends_when_the_plateaus_are_empty_and_nobody_builds_for_a_round(med):
    """Polish rulebook: the last lap also starts when every resource has been taken and nobody wants to
    build any more (our reading: a full round of turns without a building). On by default."""
    held = {0: med.res(wood=9, wool=9, copper=9, stone=9), 1: med.res(wood=9, wool=9, copper=9, stone=9)}
    s = med.make(2, resources=held, stacks=((0,), (1,), (0, 1), (1, 0)), pending=("action", 0),
                 sites={5: ("hut", 0)}, druid_site=5).replace(turns_since_build=1)
    assert Options().pl_resource_end is True and s.supply == (0, 0, 0, 0)
    t = s.apply(BigYield("wood", 1, "wool"))          # the 2nd turn in a row without a building (2 players)
    assert t.phase == "final_lap" and t.ended_by == "resources"
    assert t.pending.kind == "offer" and t.final_mark == 5   # the last lap starts from the druid's hut


# --- §4.1 "+1": every player receives the chip ---------------------------------------------------------

@pytest.mark.rule("meduris 4.1")
def test_plus1_gives_every_player_a_chip_in_turn_order_from_the_roller():
    s = position(PLAYERS, seed=1, turn_of=GREEN, decision="roll")
    t = s.apply(Roll("plus1"))
    takers = []
    while t.pending.kind == "take":
        takers.append(t.current_player)
        assert all(type(m) is TakeChip for m in t.legal_moves(exchanges=False))   # nobody may decline
        t = t.apply(TakeChip("stone"))
    assert takers == [GREEN, BLUE, RED]
    assert [r[3] for r in t.resources] == [1, 1, 1]
    assert t.pending.kind == "action" and t.current_player == GREEN


# --- §4.1 a die face chosen by a teacher ---------------------------------------------------------------

@pytest.mark.rule("meduris 4.1")
def test_a_chosen_die_face_is_a_recorded_chance_outcome():
    s = position(PLAYERS, seed=1, turn_of=RED, decision="roll", stacks={"wool": (RED, GREEN), "stone": (BLUE,),
                                                                        "wood": (RED, GREEN, BLUE)})
    t = s.apply(Roll("wool"))                          # "suppose the die shows wool"
    assert t.last_roll == "wool" and [r[1] for r in t.resources] == [1, 1, 0]   # both wool workers take 1
    assert Roll("wool") not in s.legal_moves()         # players roll; the face is a teacher's choice
    loaded = MEDURIS.load(t.to_json())
    assert loaded == t and loaded.history == (Roll("wool"),)


# --- §3 step 6 bonus chips placed by the players -------------------------------------------------------

@pytest.mark.rule("meduris 3")
def test_players_place_six_face_down_bonus_chips_with_three_free_sites_between():
    s = new_game(["Ann", "Bob"], seed=4, options=Options(bonus_placement="players"))
    assert s.pending.kind == "place_bonus" and s.current_player == 0 and set(s.bonus) == {None}
    sites = [1, 6, 11, 16, 21, 26]
    for i, site in enumerate(sites):
        assert s.current_player == i % 2                          # players take turns from the start player
        near = PlaceBonus(site + BONUS_MIN_EMPTY_BETWEEN) if i else None
        if near is not None and site + 3 <= 32:
            with pytest.raises(IllegalMove) as err:               # only 2 free sites from the last chip
                s.apply(PlaceBonus(sites[i - 1] + BONUS_MIN_EMPTY_BETWEEN))
            assert err.value.rule == "meduris 3"
        s = s.apply(PlaceBonus(site))
        if i < 5:
            assert s.bonus[site - 1] == "face_down"
    # turned face up: two chips of each kind (§1), on exactly the chosen sites; then worker placement
    assert sorted(c for c in s.bonus if c) == sorted(BONUS_CHIPS)
    assert [i + 1 for i, c in enumerate(s.bonus) if c] == sites
    assert s.pending.kind == "place_worker" and s.current_player == 0


@pytest.mark.rule("meduris 3")
def test_a_bonus_chip_may_not_leave_too_little_room_for_the_rest():
    """After chips on 1, 8 and 15 (32 sites), a chip on 22 would leave room for only one more (on 26-29:
    four sites from 22 and, across the river, from 1), but two chips remain: it is refused; 19 leaves room
    for two (23 and 27)."""
    s = new_game(["Ann", "Bob"], seed=4, options=Options(bonus_placement="players"))
    for site in (1, 8, 15):
        s = s.apply(PlaceBonus(site))
    legal = {m.site for m in s.legal_moves(exchanges=False)}
    assert 22 not in legal and 19 in legal
    with pytest.raises(IllegalMove) as err:
        s.apply(PlaceBonus(22))
    assert err.value.rule == "meduris 3"
    for site in legal:                                 # every offered site leaves room for the last two chips
        t = s.apply(PlaceBonus(site))
        u = t.apply(t.legal_moves(exchanges=False)[0])
        assert u.legal_moves(exchanges=False), site


# --- §4.5 an exchange out of turn ------------------------------------------------------------------------

@pytest.mark.rule("meduris 4.5")
def test_another_player_may_exchange_before_a_roll_takes_the_last_chip():
    """Green exchanges 3 chips for the last copper before Red's roll, so Red's copper worker gets nothing."""
    s = position(PLAYERS, seed=1, turn_of=RED, decision="roll",
                 resources={GREEN: {"wood": 3}, RED: {"copper": 10}, BLUE: {"copper": 7}},
                 stacks={"copper": (RED,), "wood": (RED, GREEN), "wool": (GREEN, BLUE), "stone": (BLUE,)})
    assert s.supply[2] == 1
    out_of_turn = Exchange(("wood", "wood", "wood"), "copper", player=GREEN)
    assert out_of_turn in s.other_moves() and out_of_turn not in s.legal_moves()
    t = s.apply(out_of_turn)
    assert t.current_player == RED and t.pending.kind == "roll"       # still Red's roll
    assert t.resources[GREEN] == (0, 0, 1, 0) and t.supply[2] == 0
    u = t.apply(Roll("copper"))
    assert u.resources[RED][2] == 10                                  # the plateau was empty
    with pytest.raises(IllegalMove) as err:                            # Blue holds no 3 chips of wood
        s.apply(Exchange(("wood", "wood", "wood"), "copper", player=BLUE))
    assert err.value.rule == "meduris 4.5"


# --- prepared positions inside a ritual, after the end trigger, in the last lap ---------------------------

@pytest.mark.rule("meduris 4.7")
def test_prepared_position_inside_a_ritual():
    """Example A4's settlement 17-21 with the druid on 20: Red (owner of 20) must offer; 21 follows."""
    s = position(PLAYERS, seed=7, sites={17: ("hut", RED), 18: ("hut", RED), 19: ("hut", BLUE), 20: ("hut", RED),
                                         21: ("hut", GREEN)}, druid_site=20, buildings=8, decision="offer",
                 resources={RED: {"copper": 1, "wool": 1}}, turn_of=BLUE)
    assert s.pending.kind == "offer" and s.current_player == RED and s.pending.site == 20
    t = s.apply(OfferBoth())                           # site 20 is copper/wool: +5, the whole settlement (§4.7)
    assert t.scores[RED] == 5 + 5
    assert t.pending.kind == "offer" and t.current_player == GREEN and t.druid_site == 21


@pytest.mark.rule("meduris 5.2")
def test_prepared_position_in_the_last_lap_ends_at_the_marked_hut():
    s = position(PLAYERS, seed=7, sites={5: ("hut", RED), 12: ("hut", GREEN)}, druid_site=12, buildings=20,
                 decision="offer", final_mark=5, end_trigger=BLUE)
    assert s.phase == "final_lap" and s.current_player == GREEN
    t = s.apply(OfferNothing())
    assert t.druid_site == 5 and t.current_player == RED
    assert t.scores == (5, 4, 5)                       # no rune scoring in the last lap, though he crossed the river
    u = t.apply(OfferNothing())
    assert u.is_terminal and u.ended_by == "all_built"


@pytest.mark.rule("meduris 5.1")
def test_prepared_position_after_the_end_trigger_gives_the_others_their_turns(med):
    s = position(PLAYERS, seed=7, sites={5: ("hut", RED)}, druid_site=5, buildings=9, turn_of=GREEN,
                 end_trigger=RED, extra_turns=2, decision="action")
    t = s.apply(BigYield(*_first_yield(s)))
    assert t.current_player == BLUE and t.extra_turns == 1 and t.phase == "play"


def _first_yield(s):
    m = next(m for m in s.legal_moves(exchanges=False) if type(m) is BigYield)
    return m.source, m.level, m.target


@pytest.mark.rule("meduris 5.2")
def test_the_last_lap_must_start_on_a_hut():
    with pytest.raises(InvalidPosition):
        position(PLAYERS, seed=7, sites={5: ("hut", RED)}, druid_site=5, buildings=9, decision="offer",
                 final_mark=6)


# --- saves are replayed and checked -----------------------------------------------------------------------

@pytest.mark.rule("meduris 1")
def test_a_save_with_more_chips_than_the_game_has_is_refused():
    """A save whose start gives one player 25 wood (18 exist, §1) is refused, naming the count."""
    s = position(PLAYERS, seed=2, resources={RED: {"wood": 5}}, sites={3: ("hut", RED)})
    record = json.loads(s.apply(BuildHut(20)).to_json()) if BuildHut(20) in s.legal_moves() else json.loads(s.to_json())
    record["origin"]["resources"][RED][0] = 25
    with pytest.raises(InvalidSave) as err:
        MEDURIS.load(json.dumps(record))
    assert "18" in err.value.message("en") and "18" in err.value.message("pl")


@pytest.mark.rule("meduris 4.10")
def test_a_save_whose_moves_do_not_follow_the_rules_is_refused_with_the_move_number():
    s = new_game(["Ann", "Bob"], seed=3)
    for m in (PlaceWorker("wood"),) * 3:
        s = s.apply(m)
    record = json.loads(s.to_json())
    record["moves"].append("place wood")               # a 4th worker on a full plateau (§3.7)
    with pytest.raises(InvalidSave) as err:
        MEDURIS.load(json.dumps(record))
    assert err.value.message("en").startswith("Move 4 of the save")


def test_the_registry_gives_the_engine_and_a_game_replays_from_its_save():
    game = games.get("meduris")
    assert game is MEDURIS and "meduris" in games.engine_ids()
    state = game.new_game(["Ann", "Bob"], seed=7)
    for _ in range(12):
        state = state.apply(state.legal_moves(exchanges=False)[0])
    again = game.load(state.to_json())
    assert again == state and again.history == state.history and again.undo() == state.undo()
    with pytest.raises(KeyError):
        games.get("chess")                             # not a game of the companion


@pytest.mark.rule("meduris 4.2")
def test_a_worker_under_another_of_the_same_player_may_be_moved_and_is_recorded_as_the_top_one():
    """§4.2: any of your workers may move, also one from inside a stack. Two workers of one player directly on
    top of each other are interchangeable, so moving the lower one is the same move as moving the upper one."""
    s = position(PLAYERS, seed=3, turn_of=RED, stacks={"wood": (RED, RED), "wool": (GREEN, GREEN),
                                                       "copper": (BLUE, BLUE)})
    assert BigYield("wood", 1, "stone") not in s.legal_moves() and BigYield("wood", 2, "stone") in s.legal_moves()
    t = s.apply(BigYield("wood", 1, "stone"))
    assert t.history == (BigYield("wood", 2, "stone"),)
    assert t.stacks[0] == (RED,) and t.stacks[3] == (RED,) and t.resources[RED][3] == 1


@pytest.mark.rule("meduris 3")
@pytest.mark.parametrize("bad", [dict(turn_limit="x"), dict(turn_limit=-5), dict(bonus_placement="x"),
                                 dict(plus1_may_decline="no"), dict(colours="red"), dict(board=3)])
def test_an_option_of_the_wrong_type_is_refused_at_the_start(bad):
    """Found by the newcomer check: a save whose turn_limit was text loaded and then crashed mid-game."""
    from companion.errors import InvalidSetup

    with pytest.raises(InvalidSetup) as err:
        Options(**bad)
    assert next(iter(bad)) in err.value.message("pl")
    record = json.loads(new_game(["Ann", "Bob"], seed=1).to_json())
    record["options"].update(bad)
    with pytest.raises(InvalidSave):
        MEDURIS.load(json.dumps(record))
    with pytest.raises(InvalidSetup):
        new_game(["Ann", "Bob"], seed=1, options={"turn_limit": 3})      # a dict is not Options
