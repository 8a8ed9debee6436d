"""Tribe actions (five-tribes.md §3.5, FAQ §6 #4, #14-#21; example C1), tile control (§3.4, FAQ #10, #11, #18,
#19), tile actions (§3.6, FAQ #1, #12, #13, #22, #23) and merchandise sale (§3.7, FAQ #30)."""
from __future__ import annotations

import pytest

from companion.errors import IllegalMove
from companion.five_tribes.options import Options
from ft_helpers import legal, make, play

# --- viziers, elders, merchants ------------------------------------------------------------------------------


@pytest.mark.rule("five-tribes 3.5")
def test_viziers_stay_in_front_of_the_player():
    s = make(tiles={"c1": "oasis"}, meeples={"a1": {"builder": 1, "vizier": 1}, "c1": {"vizier": 2}})
    s = play(s, "pick a1", "step b1", "drop builder", "step c1", "drop vizier")
    assert s.viziers == (3, 0) and s.bag[0] == 16 - 3 - 0


@pytest.mark.rule("five-tribes 3.5", "five-tribes 6")
def test_merchants_take_the_first_n_cards_fewer_if_fewer_left():
    """FAQ #4: merchants collecting more than the cards face up take only the cards there."""
    s = make(tiles={"c1": "oasis"}, row=["fish", "silk"],
             meeples={"a1": {"builder": 1, "merchant": 1}, "c1": {"merchant": 2}})
    s = play(s, "pick a1", "step b1", "drop builder", "step c1", "drop merchant")
    assert s.cards[0] == {"fish": 1, "silk": 1} and s.row == ()


@pytest.mark.rule("five-tribes 3.6", "five-tribes 6")
def test_tribe_action_before_tile_action_market_sees_the_slid_row():
    """FAQ #12: the tribe action first, then the tile action; the order is fixed."""
    # FAQ #12: merchants first (the first 2 cards), then the small market offers the next 3
    s = make(tiles={"c1": "small_market"}, row=["fish", "silk", "ivory", "wheat", "spice", "gold"],
             meeples={"a1": {"builder": 1, "merchant": 1}, "c1": {"merchant": 1}})
    s = play(s, "pick a1", "step b1", "drop builder", "step c1", "drop merchant")
    assert s.cards[0] == {"fish": 1, "silk": 1}
    assert s.decision == "tile" and legal(s) == {"buy 1", "buy 2", "buy 3", "skip"}
    s = play(s, "buy 2")                                   # wheat (ivory, wheat, spice are the first 3 now)
    assert s.cards[0] == {"fish": 1, "silk": 1, "wheat": 1} and s.gold[0] == 47
    assert s.row == ("ivory", "spice", "gold")


# --- builders (C1, FAQ #14, #21) -----------------------------------------------------------------------------

C1_TILES = {"c3": "village", "b2": "sacred_place", "d3": "sacred_place", "c4": "village",
            "b3": "small_market", "d2": "small_market", "b4": "oasis", "d4": "oasis", "c2": "large_market"}


def _c1(**kw):
    s = make(tiles=C1_TILES, meeples={"c1": {"vizier": 1, "builder": 1}, "c3": {"builder": 2}}, **kw)
    return play(s, "pick c1", "step c2", "drop vizier", "step c3", "drop builder")


@pytest.mark.rule("five-tribes 3.5", "five-tribes 6")
def test_C1_builders_with_a_fakir_take_16():
    """Example C1; FAQ #14: "surrounding" is the 3 × 3 block around the final tile, diagonals included."""
    s = _c1(cards={0: {"fakir": 1}})
    assert s.decision == "builders" and legal(s) == {"builders 0", "builders 1"}
    s = play(s, "builders 1")                              # (3 + 1) x 4 blue tiles, diagonal b2 included
    assert s.gold[0] == 50 + 16 and s.cards[0] == {}
    assert s.palaces[14] == 1                              # then the village's compulsory palace


@pytest.mark.rule("five-tribes 3.5")
def test_C1_without_fakirs_no_decision_is_asked():
    s = _c1()
    assert s.decision == "turn" and s.gold[0] == 50 + 3 * 4


@pytest.mark.rule("five-tribes 3.5", "five-tribes 6")
def test_faq14_the_builders_block_is_clipped_at_the_edges():
    """FAQ #14: the 3 × 3 block is clipped at the edges: from the corner a1 only a1, b1, a2, b2 count."""
    tiles = {"a1": "village", "b1": "sacred_place", "a2": "village", "b2": "sacred_place", "c1": "village",
             "c2": "village", "a3": "village", "c3": "small_market", "b3": "small_market", "d1": "small_market"}
    s = make(tiles=tiles, meeples={"c1": {"vizier": 1, "builder": 1}, "a1": {"builder": 1}})
    s = play(s, "pick c1", "step b1", "drop vizier", "step a1", "drop builder")
    assert s.gold[0] == 50 + 2 * 4                          # 2 builders × 4 blue tiles (c1, c2, a3 are beyond)


@pytest.mark.rule("five-tribes 3.5", "five-tribes 6")
def test_faq21_any_number_of_fakirs():
    """FAQ #21: any number of fakirs may be discarded, each +1 to the builders' multiplier or the assassins'
    range."""
    s = _c1(cards={0: {"fakir": 3}})                        # example C1: 3 builders, 4 blue tiles
    assert legal(s) == {"builders 0", "builders 1", "builders 2", "builders 3"}
    assert [play(s, f"builders {k}").gold[0] for k in range(4)] == [50 + (3 + k) * 4 for k in range(4)]
    s = play(s, "builders 3")
    assert s.cards[0] == {} and s.discards.get("fakir") == 3
    # 2 assassins collected on c3: f1 is 5 steps away (3 + 2), so 3 fakirs; a1 is 4 steps away, so 2
    s = _assassins(extra={"f1": {"merchant": 1}, "a1": {"builder": 1}}, cards={0: {"fakir": 3}})
    moves = legal(s)
    assert {"kill f1 merchant 3", "kill a1 builder 2"} <= moves
    assert not {"kill f1 merchant 2", "kill a1 builder 1"} & moves
    s = play(s, "kill f1 merchant 3")
    assert s.meeples[5] == (0, 0, 0, 0, 0) and s.cards[0] == {}


@pytest.mark.rule("five-tribes 1.5", "five-tribes 6")
def test_C1_echidna_doubles_to_32():
    """Example C1 with Echidna; FAQ #24: Echidna is used at the builders, before their gold."""
    s = _c1(cards={0: {"fakir": 1}}, elders={0: 2}, djinns={0: ["Echidna"]})
    assert "use Echidna ee" in legal(s) and "use Echidna ef" in legal(s)
    s = play(s, "use Echidna ee", "builders 1")
    assert s.gold[0] == 50 + 32 and s.elders[0] == 0


@pytest.mark.rule("five-tribes 1.5")
def test_echidna_option_doubles_only_the_builders_share():
    s = _c1(cards={0: {"fakir": 1}}, elders={0: 2}, djinns={0: ["Echidna"]},
            options=Options(echidna_doubles_fakirs=False))
    s = play(s, "use Echidna ee", "builders 1")
    assert s.gold[0] == 50 + 2 * 3 * 4 + 1 * 4


# --- assassins (FAQ #15-#20) -----------------------------------------------------------------------------------

def _assassins(n=2, extra=None, **kw):
    """Ann's move collects 2 assassins on c3 (a small market); ``extra`` meeples elsewhere."""
    meeples = {"c1": {"vizier": 1, "assassin": 1}, "c3": {"assassin": 1}}
    meeples.update(extra or {})
    s = make(n, tiles={"c3": "oasis"}, meeples=meeples, **kw)
    return play(s, "pick c1", "step c2", "drop vizier", "step c3", "drop assassin")


@pytest.mark.rule("five-tribes 3.5", "five-tribes 6")
def test_assassin_range_is_n_plus_fakirs_in_orthogonal_steps():
    """FAQ #15: distance in orthogonal steps, range = assassins + fakirs; FAQ #20: a target exists, so the kill is
    compulsory (the default of option ``assassin_must_kill``)."""
    # from c3 with 2 assassins: e3 (2 steps) in range; d1 (3 steps: 1 + 2) needs 1 fakir; f1 (5 steps) out
    s = _assassins(extra={"e3": {"elder": 1}, "d1": {"builder": 1}, "f1": {"merchant": 1}, "d4": {"elder": 1}},
                   cards={0: {"fakir": 1}})
    moves = legal(s)
    assert {"kill e3 elder", "kill d4 elder", "kill c2 vizier", "kill d1 builder 1"} <= moves
    assert not any(m.startswith("kill f1") for m in moves)
    assert "kill nothing" not in moves                     # FAQ #20: a target exists, so a kill is compulsory
    s = play(s, "kill d1 builder 1")
    assert s.cards[0] == {} and s.meeples[3] == (0, 0, 0, 0, 0)


@pytest.mark.rule("five-tribes 3.5", "five-tribes 6")
def test_assassins_may_kill_on_their_final_tile():
    """FAQ #16: a meeple on the assassins' own final tile (distance 0) may be killed."""
    s = _assassins(extra={"c3": {"assassin": 1, "elder": 1}})
    assert "kill c3 elder" in legal(s)                     # FAQ #16: distance 0


@pytest.mark.rule("five-tribes 3.5", "five-tribes 6")
def test_killing_the_last_meeple_of_a_tile_puts_a_camel():
    """FAQ #18: killing the last meeple of a tile without a camel puts one there; no tile action there."""
    s = _assassins(extra={"e3": {"elder": 1}})
    s = play(s, "kill e3 elder")
    assert s.camels[16] == 0                               # FAQ #18
    assert s.palm_trees[16] == 0 and s.palm_trees[14] == 1   # no tile action on the killed tile


@pytest.mark.rule("five-tribes 3.5", "five-tribes 6")
def test_one_camel_left_goes_to_the_final_tile():
    """FAQ #19: two tiles to take and one camel left: it goes to the move's final tile."""
    camels = {f"{c}5": 0 for c in "abcdef"} | {"a4": 0, "b4": 0, "c4": 0, "d4": 0}
    s = _assassins(extra={"e3": {"elder": 1}}, camels=camels)
    assert s.camels_left[0] == 0 and s.camels[14] == 0
    s = play(s, "kill e3 elder")
    assert s.camels[16] is None


@pytest.mark.rule("five-tribes 3.5", "five-tribes 6")
def test_kill_a_vizier_or_elder_in_front_of_an_opponent_not_ones_own():
    """FAQ #17: one vizier or elder in front of one opponent may be killed, never one's own."""
    s = _assassins(3, viziers={0: 2, 1: 1}, elders={2: 1})
    moves = legal(s)
    assert {"kill player 1 vizier", "kill player 2 elder"} <= moves
    assert "kill player 0 vizier" not in moves and "kill player 1 elder" not in moves
    with pytest.raises(IllegalMove):
        play(s, "kill player 0 vizier")
    s = play(s, "kill player 1 vizier")
    assert s.viziers == (2, 0, 0)


@pytest.mark.rule("five-tribes 1.5", "five-tribes 6")
def test_boaz_protects_its_owners_viziers_and_elders():
    """FAQ #17: Boaz's owner's viziers and elders are immune."""
    s = _assassins(3, viziers={1: 1, 2: 1}, djinns={1: ["Boaz"]})
    assert "kill player 1 vizier" not in legal(s) and "kill player 2 vizier" in legal(s)
    with pytest.raises(IllegalMove) as err:
        play(s, "kill player 1 vizier")
    assert "Boaz" in str(err.value)


@pytest.mark.rule("five-tribes 3.5", "five-tribes 6")
def test_assassin_kill_optional_by_option():
    """FAQ #20 (unconfirmed): option ``assassin_must_kill`` off, the assassins may kill nothing."""
    s = _assassins(extra={"e3": {"elder": 1}}, options=Options(assassin_must_kill=False))
    assert "kill nothing" in legal(s)
    s = play(s, "kill nothing")
    assert s.meeples[16] == (0, 1, 0, 0, 0)


@pytest.mark.rule("five-tribes 3.5")
def test_no_target_no_kill():
    s = _assassins()                                        # only the yellow dropped on c2 remains...
    assert "kill c2 vizier" in legal(s)
    s = play(s, "kill c2 vizier")
    assert s.decision == "turn" and s.camels[8] == 0        # c2 emptied by the kill: Ann's camel


# --- tile control (FAQ #10, #11) -------------------------------------------------------------------------------

@pytest.mark.rule("five-tribes 3.4", "five-tribes 6")
def test_emptying_a_tile_with_a_camel_changes_nothing():
    """FAQ #10 and #11: emptying a tile that has a camel leaves its owner unchanged; the tribe and tile actions
    happen whether or not the player took control."""
    s = make(tiles={"c1": "oasis"}, camels={"c1": 1}, meeples={"a1": {"builder": 1, "elder": 1}, "c1": {"elder": 1}})
    s = play(s, "pick a1", "step b1", "drop builder", "step c1", "drop elder")
    assert s.camels[2] == 1 and s.camels_left == (11, 10)
    assert s.palm_trees[2] == 1                            # FAQ #11: the tile action still happens


# --- tile actions (§3.6) -----------------------------------------------------------------------------------------

def _end_on(kind, **kw):
    """Ann's move ends on c1 (of ``kind``) collecting 2 elders."""
    s = make(tiles={"c1": kind}, meeples={"a1": {"builder": 1, "elder": 1}, "c1": {"elder": 1, "merchant": 1}}, **kw)
    return play(s, "pick a1", "step b1", "drop builder", "step c1", "drop elder")


@pytest.mark.rule("five-tribes 3.6", "five-tribes 6")
def test_village_places_a_palace_compulsorily():
    """FAQ #13: the village's action is compulsory (no choice is asked)."""
    s = _end_on("village")
    assert s.palaces[2] == 1 and s.supply["palaces"] == 9 and s.decision == "turn"


@pytest.mark.rule("five-tribes 3.6", "five-tribes 6")
@pytest.mark.parametrize("kind", ["small_market", "large_market", "sacred_place"])
def test_faq13_market_and_sacred_place_actions_may_be_skipped(kind):
    """FAQ #13: the markets' and sacred places' actions are optional (oasis and village: compulsory, above)."""
    s = _end_on(kind)                                      # 2 elders collected: a djinn can be paid for
    assert s.decision == "tile" and "skip" in legal(s) and len(legal(s)) > 1
    s = play(s, "skip")
    assert s.decision == "turn" and s.gold[0] == 50 and s.cards[0] == {} and s.djinns[0] == ()


@pytest.mark.rule("five-tribes 3.6", "five-tribes 6")
def test_no_palm_tree_when_the_supply_is_empty():
    """FAQ #1: with the 12 palm trees used up the oasis action is ignored."""
    s = _end_on("oasis", palm_trees={"f5": 12})            # FAQ #1
    assert s.palm_trees[2] == 0 and s.supply["palm_trees"] == 0 and s.decision == "turn"


@pytest.mark.rule("five-tribes 3.6")
def test_large_market_two_of_the_first_six():
    s = _end_on("large_market", row=["fish", "silk", "ivory", "wheat", "spice", "gold", "jewels"])
    moves = legal(s)
    assert len(moves) == 15 + 1 and "buy 1 6" in moves and "buy 1 7" not in moves and "skip" in moves
    s = play(s, "buy 2 6")
    assert s.cards[0] == {"silk": 1, "gold": 1} and s.gold[0] == 44
    assert s.row == ("fish", "ivory", "wheat", "spice", "jewels")


@pytest.mark.rule("five-tribes 3.6", "five-tribes 6")
def test_large_market_with_one_card_costs_six():
    """FAQ #22: a large market with 1 card left: pay 6, take 1."""
    s = _end_on("large_market", row=["fish"])              # FAQ #22
    assert legal(s) == {"buy 1", "skip"}
    s = play(s, "buy 1")
    assert s.gold[0] == 44 and s.cards[0] == {"fish": 1}


@pytest.mark.rule("five-tribes 3.6")
def test_market_needs_its_price():
    s = _end_on("small_market", gold={0: 2})
    assert s.decision == "turn"                            # cannot pay 3: no market action
    with pytest.raises(IllegalMove):
        play(s, "buy 1")


@pytest.mark.rule("five-tribes 3.6")
def test_sacred_place_two_elders_or_elder_and_fakir():
    s = _end_on("sacred_place", cards={0: {"fakir": 1}}, djinn_row=["Leta", "Utug", "Sloar"])
    # Ann holds the 2 elders just collected and a fakir
    assert legal(s) == {f"take {j} {p}" for j in ("Leta", "Utug", "Sloar") for p in ("ee", "ef")} | {"skip"}
    bag = s.bag[1]
    s = play(s, "take Utug ef")
    assert s.djinns[0] == ("Utug",) and s.elders[0] == 1 and s.cards[0] == {} and s.bag[1] == bag + 1
    assert s.djinn_row == ("Leta", "Sloar")


@pytest.mark.rule("five-tribes 3.6", "five-tribes 6")
def test_sacred_place_not_with_two_fakirs():
    """FAQ #23: a djinn is never paid with 2 fakirs; at least 1 elder."""
    s = make(tiles={"c1": "sacred_place"}, cards={0: {"fakir": 2}},
             meeples={"a1": {"builder": 1, "vizier": 1}, "c1": {"vizier": 1}})
    s = play(s, "pick a1", "step b1", "drop builder", "step c1", "drop vizier")
    assert s.decision == "turn"                            # FAQ #23: at least one elder
    with pytest.raises(IllegalMove):
        play(s, "take " + s.djinn_row[0] + " ef")


# --- merchandise sale (§3.7) -----------------------------------------------------------------------------------

@pytest.mark.rule("five-tribes 3.7")
@pytest.mark.parametrize("kinds, gold", [(1, 1), (2, 3), (3, 7), (4, 13), (5, 21), (6, 30), (9, 60)])
def test_sale_table(kinds, gold):
    names = ["ivory", "jewels", "gold", "papyrus", "silk", "spice", "fish", "wheat", "pottery"][:kinds]
    s = _end_on("oasis", cards={0: {k: 1 for k in names}})
    s = play(s, "sell " + "+".join(names))
    assert s.gold[0] == 50 + gold and s.cards[0] == {}
    assert s.discards == {k: 1 for k in names}


@pytest.mark.rule("five-tribes 3.7", "five-tribes 6")
def test_sale_only_at_the_end_of_ones_turn_and_of_held_kinds():
    """FAQ #30: merchandise is sold only at the end of one's own turn (step 2.6)."""
    s = make(tiles={"b1": "oasis"}, cards={0: {"fish": 2, "wheat": 1}}, meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}})
    assert not any(m.startswith("sell") for m in legal(s))         # a move exists: move first (FAQ #30)
    s = play(s, "pick a1", "step b1", "drop vizier")
    assert {"sell fish", "sell wheat", "sell fish+wheat", "end"} <= legal(s)
    s = play(s, "sell fish+wheat", "sell fish")
    assert s.gold[0] == 50 + 3 + 1
    with pytest.raises(IllegalMove):
        play(s, "sell fish")
