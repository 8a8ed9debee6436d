"""The 22 djinns (five-tribes.md §1.5, FAQ §6 #24, #25): one rule test per djinn, the once-per-turn limit and
the triggers on other players' turns. (Kumarbi: test_engine_five_tribes_bidding.py; Boaz, Echidna:
test_engine_five_tribes_actions.py.)"""
from __future__ import annotations

import pytest

from companion.errors import IllegalMove
from companion.five_tribes.engine import FIVE_TRIBES
from companion.five_tribes.options import Options
from companion.five_tribes.scoring import score_sheet
from ft_helpers import edit, legal, make, play


def _uses(state, name):
    return {m for m in legal(state) if m.startswith(f"use {name} ")}


def _score(state, p, category):
    return score_sheet(FIVE_TRIBES.final_sheet(state)).players[p].categories[category]


ELDER_MOVE = {"a1": {"builder": 1, "elder": 1}, "c1": {"elder": 1}}      # Ann collects 2 elders on c1


# --- end-game scoring djinns (§5) ------------------------------------------------------------------------------

@pytest.mark.rule("five-tribes 1.5")
def test_al_amin_each_pair_of_fakirs_is_a_wild_merchandise():
    s = make(cards={0: {"fish": 1, "fakir": 3}}, djinns={0: ["Al-Amin"]})
    assert _score(s, 0, "merchandise") == 3                 # {fish, wild} = 3; the odd fakir scores 0
    s = make(cards={0: {"fish": 1, "fakir": 3}})
    assert _score(s, 0, "merchandise") == 1


@pytest.mark.rule("five-tribes 1.5")
def test_haurvatat_jafaar_shamhat_change_final_scoring():
    s = make(camels={"a1": 0}, palm_trees={"a1": 2}, viziers={0: 2}, elders={0: 3},
             djinns={0: ["Haurvatat", "Jafaar", "Shamhat"]})
    assert _score(s, 0, "palm_trees") == 10                 # 5 per palm
    assert _score(s, 0, "viziers") == 2 * 3 + 10            # 3 per vizier, the bonus unchanged
    assert _score(s, 0, "elders") == 3 * 4                  # 4 per elder
    assert _score(s, 0, "djinns") == 8 + 6 + 6


# --- costed powers at the start or end of a turn ------------------------------------------------------------

@pytest.mark.rule("five-tribes 1.5")
def test_anun_nak_puts_three_meeples_from_the_bag_on_an_empty_tile():
    s = make(meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}}, camels={"c1": 1}, palm_trees={"d1": 1},
             elders={0: 1}, djinns={0: ["Anun-Nak"]})
    uses = _uses(s, "Anun-Nak")
    assert "use Anun-Nak e a5" in uses
    assert not {"use Anun-Nak e a1", "use Anun-Nak e c1", "use Anun-Nak e d1"} & uses   # meeple, camel, palm
    bag = sum(s.bag)
    s = play(s, "use Anun-Nak e a5")
    assert sum(s.meeples[24]) == 3 and sum(s.bag) == bag - 3 + 1       # the elder paid goes to the bag
    assert s.elders[0] == 0 and not _uses(s, "Anun-Nak")


def _empty_bag(f):
    """All the bag's meeples moved onto tile f5 (index 29)."""
    for c in range(5):
        f["meeples"][29][c] += f["bag"][c]
        f["bag"][c] = 0


@pytest.mark.rule("five-tribes 1.5", "five-tribes 6")
def test_anun_nak_paid_with_an_elder_acts_on_an_empty_bag():
    """§1.5: a costed power is usable when its cost can be paid; Anun-Nak costs E/F and the elder paid goes to
    the bag before the 3 meeples are drawn; FAQ #6 / §1.5 "draw what is there": the bag then holds that elder."""
    s = edit(make(meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}}, elders={0: 1}, cards={0: {"fakir": 1}},
                  djinns={0: ["Anun-Nak"]}), _empty_bag)
    assert s.bag == (0, 0, 0, 0, 0)
    uses = _uses(s, "Anun-Nak")
    assert "use Anun-Nak e a5" in uses
    assert not {m for m in uses if m.startswith("use Anun-Nak f ")}        # a fakir leaves nothing to draw
    with pytest.raises(IllegalMove) as refused:
        s.apply(FIVE_TRIBES.parse_move("use Anun-Nak f a5"))
    assert refused.value.rule == "five-tribes 6" and "bag is empty" in str(refused.value)
    s = play(s, "use Anun-Nak e a5")
    assert s.meeples[24] == (0, 1, 0, 0, 0) and s.bag == (0, 0, 0, 0, 0)    # the one elder drawn back
    assert s.elders[0] == 0 and s.cards[0] == {"fakir": 1}


@pytest.mark.rule("five-tribes 1.5")
def test_bouraq_palace_on_any_village_and_monkir_pays():
    s = make(3, tiles={"e5": "village"}, meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}}, cards={0: {"fakir": 1}},
             djinns={0: ["Bouraq"], 2: ["Monkir"]})
    assert len(_uses(s, "Bouraq")) == 5                     # the 5 villages, paid with the fakir
    s = play(s, "use Bouraq f e5")
    assert s.palaces[28] == 1 and s.cards[0] == {} and s.gold[2] == 52   # Monkir: 2 for an opponent's palace


@pytest.mark.rule("five-tribes 1.5", "five-tribes 6")
def test_enki_palm_tree_on_any_oasis_none_when_the_supply_is_out():
    """FAQ #1: Enki does nothing once the palm trees are used up."""
    s = make(tiles={"f5": "oasis"}, meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}}, elders={0: 1},
             djinns={0: ["Enki"]})
    assert "use Enki e f5" in _uses(s, "Enki") and len(_uses(s, "Enki")) == 6
    s = play(s, "use Enki e f5")
    assert s.palm_trees[29] == 1
    s = make(tiles={"f5": "oasis"}, palm_trees={"a2": 12}, elders={0: 1}, djinns={0: ["Enki"]},
             meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}})
    assert not _uses(s, "Enki")                             # FAQ #1


@pytest.mark.rule("five-tribes 1.5")
def test_leta_camel_on_an_empty_tile_can_end_the_game():
    camels = {t: 0 for t in ("a5", "b5", "c5", "d5", "e5", "f5", "a4")}
    s = make(3, camels=camels, meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}}, elders={0: 2},
             djinns={0: ["Leta"]})
    assert "use Leta ee c3" in _uses(s, "Leta") and "use Leta ee a1" not in _uses(s, "Leta")
    s = play(s, "use Leta ee c3")
    assert s.camels[14] == 0 and s.camels_left[0] == 0 and s.ended_by == "last_camel"


@pytest.mark.rule("five-tribes 1.5")
def test_utug_camel_on_a_tile_with_meeples_which_stay():
    s = make(meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}, "c3": {"builder": 2}}, camels={"d3": 1},
             palm_trees={"e3": 1}, elders={0: 1}, cards={0: {"fakir": 1}}, djinns={0: ["Utug"]})
    uses = _uses(s, "Utug")
    assert "use Utug ef c3" in uses and "use Utug ef f5" not in uses                 # f5 is empty
    s = play(s, "use Utug ef c3")
    assert s.camels[14] == 0 and s.meeples[14] == (0, 0, 0, 2, 0)


@pytest.mark.rule("five-tribes 1.5")
def test_sibittis_draws_three_keeps_one_and_baal_pays():
    s = make(3, meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}}, elders={0: 2},
             djinns={0: ["Sibittis"], 1: ["Ba'al"]})
    pile = set(s.djinn_pile)
    s = play(s, "use Sibittis ee")
    assert s.decision == "sibittis"
    kept = s.legal_moves()
    assert len(kept) == 3 and {m.djinn for m in kept} <= pile
    s = s.apply(kept[0])
    assert kept[0].djinn in s.djinns[0] and len(s.djinn_discards) == 2
    assert s.gold[1] == 52                                  # Ba'al: an opponent gained a djinn
    assert s.decision == "turn"


@pytest.mark.rule("five-tribes 1.5")
def test_sloar_takes_the_top_card_of_the_draw_pile():
    s = make(meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}}, cards={0: {"fakir": 1}}, djinns={0: ["Sloar"]})
    assert _uses(s, "Sloar") == {"use Sloar f"}
    pile = sum(s.draw_pile.values())
    s = play(s, "use Sloar f")
    assert sum(s.cards[0].values()) == 1 and sum(s.draw_pile.values()) == pile - 1
    assert s.discards == {"fakir": 1}


@pytest.mark.rule("five-tribes 1.5", "five-tribes 6")
def test_costed_powers_once_per_turn_only_on_ones_own_turn():
    """FAQ #24: costed powers only in the owner's own turn, once per turn."""
    s = make(tiles={"b1": "oasis"}, meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}}, cards={0: {"fakir": 2}}, djinns={0: ["Sloar"]})
    s = play(s, "use Sloar f")
    assert not _uses(s, "Sloar")
    with pytest.raises(IllegalMove) as err:
        play(s, "use Sloar f")
    assert "once per turn" in str(err.value)
    s = play(s, "pick a1", "step b1", "drop vizier", "end")           # Bob's turn now
    with pytest.raises(IllegalMove):
        play(s, "use Sloar f")
    s2 = make(meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}}, cards={1: {"fakir": 1}}, djinns={1: ["Sloar"]})
    with pytest.raises(IllegalMove) as err:
        play(s2, "use Sloar f")                             # Ann's turn: Bob's djinn
    assert "does not hold" in str(err.value)


@pytest.mark.rule("five-tribes 1.5", "five-tribes 6")
def test_a_djinn_may_be_used_in_the_turn_it_is_taken():
    """FAQ #24: a djinn is usable at once, in the turn it is taken."""
    s = make(tiles={"c1": "sacred_place"}, meeples=ELDER_MOVE, cards={0: {"fakir": 2}}, djinn_row=["Sloar"])
    s = play(s, "pick a1", "step b1", "drop builder", "step c1", "drop elder", "take Sloar ef")
    assert "use Sloar f" in legal(s)


# --- powers at the tribe and tile actions ---------------------------------------------------------------------

@pytest.mark.rule("five-tribes 1.5", "five-tribes 6")
def test_hagis_moves_the_palace_to_a_neighbouring_tile():
    """FAQ #24: Hagis is used at the palace's placement; FAQ #25: Monkir pays its owner for an opponent's palace."""
    s = make(3, tiles={"c2": "village"}, meeples={"a2": {"builder": 1, "elder": 1}, "c2": {"elder": 1}},
             elders={0: 0}, cards={0: {"fakir": 1}}, djinns={0: ["Hagis"], 1: ["Monkir"]})
    s = play(s, "pick a2", "step b2", "drop builder", "step c2", "drop elder")
    assert legal(s) == {"palace c2", "use Hagis e", "use Hagis f"}
    s = play(s, "use Hagis f")
    assert legal(s) == {f"palace {t}" for t in ("b1", "c1", "d1", "b2", "d2", "b3", "c3", "d3")}
    s = play(s, "palace d3")
    assert s.palaces[15] == 1 and s.palaces[8] == 0 and s.gold[1] == 52


@pytest.mark.rule("five-tribes 1.5")
def test_lamia_moves_the_palm_tree_orthogonal_neighbours_by_option():
    s = make(tiles={"c2": "oasis"}, meeples={"a2": {"builder": 1, "elder": 1}, "c2": {"elder": 1}},
             djinns={0: ["Lamia"]}, options=Options(diagonal_neighbours=False))
    s = play(s, "pick a2", "step b2", "drop builder", "step c2", "drop elder")
    assert legal(s) == {"palm c2", "use Lamia e"}           # the 2 elders just collected can pay
    s = play(s, "use Lamia e")
    assert legal(s) == {"palm c1", "palm b2", "palm d2", "palm c3"}
    s = play(s, "palm c1")
    assert s.palm_trees[2] == 1 and s.palm_trees[8] == 0


@pytest.mark.rule("five-tribes 1.5")
def test_lamia_also_moves_enkis_palm_tree():
    s = make(tiles={"c2": "oasis"}, meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}}, elders={0: 2},
             djinns={0: ["Enki", "Lamia"]})
    s = play(s, "use Enki e c2")
    assert legal(s) == {"palm c2", "use Lamia e"}
    s = play(s, "use Lamia e", "palm c3")
    assert s.palm_trees[14] == 1 and s.decision == "turn" and s.elders[0] == 0


@pytest.mark.rule("five-tribes 1.5")
@pytest.mark.parametrize("power, moves, kind, where", [("Enki", "Lamia", "oasis", "palm_trees"),
                                                         ("Bouraq", "Hagis", "village", "palaces")])
def test_option_redirect_djinn_placements(power, moves, kind, where):
    """§1.5, the djinn details left "(unconfirmed)": Hagis and Lamia also move a palace or palm tree placed by
    Bouraq or Enki (inferred: the cards speak of any placement) — option ``redirect_djinn_placements``, default
    True. Off, the power's piece goes where the power puts it; the tile action's own piece may still move."""
    def after_power(**options):
        s = make(tiles={"c2": kind}, meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}}, elders={0: 2},
                 djinns={0: [power, moves]}, options=Options(**options))
        return play(s, f"use {power} e c2")

    piece = "palm" if kind == "oasis" else "palace"
    on = after_power()                                      # the default: Lamia/Hagis may move it
    assert on.decision == "tile" and legal(on) == {f"{piece} c2", f"use {moves} e"}
    assert getattr(on, where)[8] == 0
    off = after_power(redirect_djinn_placements=False)      # placed on c2 at once, nothing asked
    assert off.decision == "turn" and getattr(off, where)[8] == 1 and off.elders[0] == 1
    # off, the oasis's or village's own placement can still be moved: 2 elders collected on c2 pay for it
    s = make(tiles={"c2": kind}, meeples={"a2": {"builder": 1, "elder": 1}, "c2": {"elder": 1}},
             djinns={0: [moves]}, options=Options(redirect_djinn_placements=False))
    s = play(s, "pick a2", "step b2", "drop builder", "step c2", "drop elder")
    assert legal(s) == {f"{piece} c2", f"use {moves} e"}


def _assassins(n=3, extra=None, **kw):
    """Ann's move collects 2 assassins on c3 (an oasis)."""
    meeples = {"c1": {"vizier": 1, "assassin": 1}, "c3": {"assassin": 1}}
    meeples.update(extra or {})
    s = make(n, tiles={"c3": "oasis"}, meeples=meeples, **kw)
    return play(s, "pick c1", "step c2", "drop vizier", "step c3", "drop assassin")


@pytest.mark.rule("five-tribes 1.5", "five-tribes 6")
def test_iblis_kills_two_on_the_same_tile():
    """FAQ #24: Iblis is used at the assassins' action, before the kill; FAQ #25: Nekir pays on an opponent's turn."""
    s = _assassins(extra={"e3": {"elder": 1, "builder": 1}, "d3": {"merchant": 1}}, elders={0: 1},
                   djinns={0: ["Iblis"], 2: ["Nekir"]})
    assert {"use Iblis e"} <= legal(s)
    s = play(s, "use Iblis e", "kill e3 elder")
    assert s.decision == "assassins" and legal(s) == {"kill e3 builder"}       # the same tile only
    s = play(s, "kill e3 builder")
    assert s.meeples[16] == (0, 0, 0, 0, 0) and s.camels[16] == 0
    assert s.gold[2] == 52                                   # Nekir: 2, once for the assassination


@pytest.mark.rule("five-tribes 1.5")
def test_iblis_kills_two_held_by_the_same_opponent_nekir_per_meeple_option():
    s = _assassins(viziers={1: 1, 2: 1}, elders={0: 1, 1: 1}, djinns={0: ["Iblis"], 2: ["Nekir"]},
                   options=Options(nekir_per_event=False))
    s = play(s, "use Iblis e", "kill player 1 vizier")
    assert legal(s) == {"kill player 1 elder"}
    s = play(s, "kill player 1 elder")
    assert s.viziers[1] == 0 and s.elders[1] == 0 and s.gold[2] == 54


@pytest.mark.rule("five-tribes 1.5", "five-tribes 6")
def test_faq25_nekir_pays_one_when_its_owner_kills_two_when_an_opponent_does():
    """§1.5 #18 Nekir: 1 GC if you were the killer, 2 GC if an opponent was; FAQ #25: it pays on the
    opponents' turns too."""
    own = play(_assassins(extra={"e3": {"elder": 1}}, djinns={0: ["Nekir"]}), "kill e3 elder")
    assert own.gold == (51, 50, 50)                          # Ann's own assassins: 1
    other = play(_assassins(extra={"e3": {"elder": 1}}, djinns={1: ["Nekir"]}), "kill e3 elder")
    assert other.gold == (50, 52, 50)                        # Ann kills, Bob holds Nekir: 2


@pytest.mark.rule("five-tribes 1.5")
def test_kandicha_merchant_builder_vizier_elder():
    # the 3 x 3 block of e3 (d2..f4) holds 3 blue tiles: e3, e2, f4
    block = {"e3": "village", "e2": "sacred_place", "f4": "village", "d2": "small_market", "f2": "small_market",
             "d3": "small_market", "f3": "oasis", "d4": "oasis", "e4": "oasis", "c3": "oasis"}
    meeples = {"c1": {"vizier": 1, "assassin": 1}, "c3": {"assassin": 1}, "e3": {"builder": 1}, "d3": {"merchant": 1},
               "d4": {"vizier": 1}}
    s = make(3, tiles=block, meeples=meeples, djinns={0: ["Kandicha"]}, elders={2: 1})
    s = play(s, "pick c1", "step c2", "drop vizier", "step c3", "drop assassin")
    k = play(s, "kill e3 builder")                           # block of e3: d2..f4 holds 3 blue tiles
    assert k.gold[0] == 50 + 3
    k = play(s, "kill d3 merchant")
    assert sum(k.cards[0].values()) == 1
    k = play(s, "kill d4 vizier")
    assert k.viziers[0] == 1
    k = play(s, "kill player 2 elder")
    assert k.elders == (1, 0, 0)
    off = make(3, tiles=block, meeples=meeples, djinns={0: ["Kandicha"]}, elders={2: 1},
               options=Options(kandicha_held=False))
    off = play(off, "pick c1", "step c2", "drop vizier", "step c3", "drop assassin", "kill player 2 elder")
    assert off.elders == (0, 0, 0)


# --- triggers on every player's turn ------------------------------------------------------------------------

@pytest.mark.rule("five-tribes 1.5", "five-tribes 6")
def test_marid_pays_for_drops_on_its_owners_tiles():
    """FAQ #25: Marid pays its owner on the opponents' turns too (2 GC), and 1 GC on its owner's own."""
    s = make(tiles={"c1": "oasis"}, meeples={"a1": {"builder": 1, "elder": 1}, "c1": {"elder": 1}},
             camels={"b1": 1, "c1": 0}, djinns={1: ["Marid"]})
    s = play(s, "pick a1", "step b1", "drop builder", "step c1", "drop elder")
    assert s.gold[1] == 52                                  # one drop on Bob's b1 by an opponent
    s = make(tiles={"c1": "oasis"}, meeples={"a1": {"builder": 1, "elder": 1}, "c1": {"elder": 1}},
             camels={"b1": 0, "c1": 0}, djinns={0: ["Marid"]})
    s = play(s, "pick a1", "step b1", "drop builder", "step c1", "drop elder")
    assert s.gold[0] == 52                                  # two drops on Ann's own tiles: 1 + 1


@pytest.mark.rule("five-tribes 1.5")
def test_monkir_pays_one_for_ones_own_palace():
    s = make(tiles={"c1": "village"}, meeples=ELDER_MOVE, djinns={0: ["Monkir"]})
    s = play(s, "pick a1", "step b1", "drop builder", "step c1", "drop elder")
    assert s.palaces[2] == 1 and s.gold[0] == 51


@pytest.mark.rule("five-tribes 1.5")
def test_baal_pays_its_owner_and_not_for_itself():
    s = make(tiles={"c1": "sacred_place"}, meeples=ELDER_MOVE, djinns={0: ["Ba'al"]}, djinn_row=["Leta"])
    s = play(s, "pick a1", "step b1", "drop builder", "step c1", "drop elder", "take Leta ee")
    assert s.gold[0] == 51                                  # own gain: 1
    s = make(tiles={"c1": "sacred_place"}, meeples=ELDER_MOVE, djinn_row=["Ba'al"])
    s = play(s, "pick a1", "step b1", "drop builder", "step c1", "drop elder", "take Ba'al ee")
    assert s.gold[0] == 50
    s = make(tiles={"c1": "sacred_place"}, meeples=ELDER_MOVE, djinn_row=["Ba'al"],
             options=Options(baal_on_itself=True))
    s = play(s, "pick a1", "step b1", "drop builder", "step c1", "drop elder", "take Ba'al ee")
    assert s.gold[0] == 51


@pytest.mark.rule("five-tribes 1.5")
def test_passive_djinns_have_no_power_to_use():
    s = make(meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}}, elders={0: 2}, djinns={0: ["Marid", "Kumarbi"]})
    for text in ("use Marid e", "use Kumarbi f"):
        with pytest.raises(IllegalMove) as err:
            play(s, text)
        assert err.value.rule == "five-tribes 1.5"
