"""The facts of five-tribes.md that no rule section of the other test files checks: §0.1 (common misstatements,
corrected), §1.1 (box contents), §1.6 (the two tracks), §1.9 (out of scope: the expansions and the promo djinn)
and §8 (the Polish glossary: what a player reads in Polish uses the glossary's terms).

§0 (how to read the file), §7 (a pointer to the worked examples, which have their own tests) and §9 (sources)
state no rule.
"""
from __future__ import annotations

import copy
import re
from collections import Counter

import pytest

from companion import games
from companion.errors import InvalidMove, InvalidScoreSheet, InvalidSetup
from companion.five_tribes.engine import FIVE_TRIBES
from companion.five_tribes.moves import KIND_LABELS, TILE_LABELS, TRIBE_LABELS, phrase
from companion.five_tribes.rules import (
    BID_COSTS, DJINNS, GOLD_COINS, GOLD_IN_THE_BOX, MEEPLE_COLOURS, SET_VALUES, STARTING_GOLD, TRIBES, djinn_name,
)
from companion.five_tribes.scoring import merchandise_line, score_sheet
from companion.i18n import translate
from ft_helpers import bidding, legal, make, play


def new(n: int, seed: int = 1):
    return games.get("five-tribes").new_game([f"P{i}" for i in range(n)], seed=seed)


# --- §0.1 common misstatements, corrected ----------------------------------------------------------------------

FIVE_KINDS = ("ivory", "jewels", "gold", "papyrus", "silk")


@pytest.mark.rule("five-tribes 0.1")
def test_a_set_of_five_different_merchandise_is_worth_21_not_18():
    assert SET_VALUES[5] == 21
    assert merchandise_line({k: 1 for k in FIVE_KINDS}).points == 21               # end scoring (§5)
    s = make(tiles={"b1": "oasis"}, cards={0: {k: 1 for k in FIVE_KINDS}},
             meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}})
    s = play(s, "pick a1", "step b1", "drop vizier", "sell " + "+".join(FIVE_KINDS))
    assert s.gold[0] == 50 + 21                                                      # the sale (§3.7)


@pytest.mark.rule("five-tribes 0.1")
@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_meeples_are_16_20_18_18_18(n):
    s = new(n, seed=20 + n)
    assert [sum(tile[c] for tile in s.meeples) for c in range(5)] == [16, 20, 18, 18, 18]
    assert MEEPLE_COLOURS == ("yellow", "white", "green", "blue", "red")


@pytest.mark.rule("five-tribes 0.1")
def test_viziers_one_point_each_and_ten_per_opponent_with_strictly_fewer():
    s = make(4, viziers={0: 4, 1: 2, 2: 2, 3: 4})
    viziers = [p.categories["viziers"] for p in score_sheet(FIVE_TRIBES.final_sheet(s)).players]
    assert viziers == [4 + 20, 2, 2, 4 + 20]                # the other 4 is not strictly fewer; 2 vs 2 neither


@pytest.mark.rule("five-tribes 0.1")
def test_markets_cost_3_and_6_sacred_places_two_elders_or_an_elder_and_a_fakir():
    def end_on(kind, **kw):
        s = make(tiles={"c1": kind}, meeples={"a1": {"builder": 1, "elder": 1}, "c1": {"elder": 1}}, **kw)
        return play(s, "pick a1", "step b1", "drop builder", "step c1", "drop elder")

    assert play(end_on("small_market"), "buy 1").gold[0] == 50 - 3
    assert play(end_on("large_market"), "buy 1 2").gold[0] == 50 - 6
    s = end_on("sacred_place", cards={0: {"fakir": 2}}, djinn_row=["Leta"])
    assert legal(s) == {"take Leta ee", "take Leta ef", "skip"}           # never 2 fakirs


# --- §1.1 box contents -----------------------------------------------------------------------------------------

@pytest.mark.rule("five-tribes 1.1")
@pytest.mark.parametrize("n", [2, 3, 4])
def test_a_new_game_uses_the_components_of_the_box(n):
    s = new(n, seed=30 + n)
    blue = sum(1 for kind, _ in s.tiles if kind in ("village", "sacred_place"))
    assert (len(s.tiles), blue, len(s.tiles) - blue) == (30, 12, 18)            # 12 blue-valued, 18 red
    assert sum(map(sum, s.meeples)) + sum(s.bag) == 90 and s.bag == (0,) * 5   # the bag is empty after set-up
    assert s.supply == {"palm_trees": 12, "palaces": 10}
    djinns = list(s.djinn_row) + list(s.djinn_pile)
    assert len(djinns) == len(set(djinns)) == 22 and set(djinns) == set(DJINNS)
    cards = Counter(s.row) + Counter(s.draw_pile)
    assert sum(cards.values()) == 54 and cards["fakir"] == 18                  # 36 merchandise + 18 fakirs
    # 96 coins (48 × 5, 48 × 1 = 288 gold); each player's 50 (9 × 5 + 5 × 1, §2) come out of them
    assert GOLD_COINS == {5: 48, 1: 48} and GOLD_IN_THE_BOX == 288 and 9 * 5 + 5 * 1 == STARTING_GOLD
    assert sum(s.gold) == 50 * n <= GOLD_IN_THE_BOX
    # the player sets: two of 8 camels + 1 turn marker, two (pink, blue) of 11 camels + 2 turn markers; each
    # player's camels and markers come from a set of their own
    markers = Counter(p for _, p in s.bid_order)
    needs = sorted(((s.camels_left[p], markers[p]) for p in range(n)), reverse=True)
    sets = [(11, 2), (11, 2), (8, 1), (8, 1)]
    assert all(c <= sc and m <= sm for (c, m), (sc, sm) in zip(needs, sets))
    assert needs == ([(11, 2)] * 2 if n == 2 else [(8, 1)] * n)
    # the two tracks: 9 Turn Order spots, one Bid Order spot per marker
    assert len(s.turn_order_track) == 9 and len(s.bid_order) == (4 if n == 2 else n)


# --- §1.6 the tracks --------------------------------------------------------------------------------------------

@pytest.mark.rule("five-tribes 1.6")
def test_the_turn_order_track_costs_18_12_8_5_3_1_0_0_0():
    assert BID_COSTS == (18, 12, 8, 5, 3, 1, 0, 0, 0)
    s = new(4)
    assert s.turn_order_track == (None,) * 9
    assert legal(s) == {f"bid {cost}" for cost in BID_COSTS}               # the first bidder: any spot


@pytest.mark.rule("five-tribes 1.6")
def test_the_bid_order_track_spot_one_bids_first_and_dearer_spots_play_earlier():
    s = bidding(4, [2, 0, 3, 1])                            # markers on Bid Order spots 1-4
    assert s.current_player == 2                            # spot 1 bids first
    s = play(s, "bid 3", "bid 18", "bid 0", "bid 12")       # markers 2, 0, 3, 1
    assert [m for m, _ in s.bid_order] == [0, 1, 2, 3]      # the play order: 18, 12, 3, 0
    assert [spot[:2] for spot in s.turn_order_track if spot] == [(18, 0), (12, 1), (3, 2), (0, 3)]


# --- §1.9 out of scope ------------------------------------------------------------------------------------------

@pytest.mark.rule("five-tribes 1.9")
def test_the_base_game_only():
    # Artisans of Naqala: a 5th player, purple artisan meeples, a 6 × 6 grid, more djinns (Geb, Ptah)
    with pytest.raises(InvalidSetup):
        new(5)
    assert TRIBES == ("vizier", "elder", "merchant", "builder", "assassin")
    for text in ("drop artisan", "pick a6", "use Geb e", "use Dhenim e"):
        with pytest.raises(InvalidMove):
            FIVE_TRIBES.parse_move(text)
    # the promo djinn Dhenim and the Artisans' djinns are not among the 22: the calculator refuses them
    assert len(DJINNS) == 22 and [djinn_name(x) for x in ("Dhenim", "Geb", "Ptah")] == [None] * 3
    sheet = FIVE_TRIBES.final_sheet(make())
    assert list(score_sheet(sheet).players[0].categories) == ["coins", "viziers", "elders", "djinns", "tiles",
                                                              "palm_trees", "palaces", "merchandise"]
    promo = copy.deepcopy(sheet)
    promo["players"][0]["djinns"] = ["Dhenim"]
    with pytest.raises(InvalidScoreSheet) as err:
        score_sheet(promo)
    assert err.value.field == "players[0].djinns[0]"
    # Thieves of Naqala's "thieves" score line is not a line of the sheet
    thieves = copy.deepcopy(sheet)
    thieves["players"][0]["thieves"] = 2
    with pytest.raises(InvalidScoreSheet) as err:
        score_sheet(thieves)
    assert err.value.field == "players[0].thieves"


# --- §8 the Polish glossary -------------------------------------------------------------------------------------

#: the engine's msgids and the glossary's Polish term for each (five-tribes.md §8, from the Polish rulebook)
GLOSSARY = {
    "Five Tribes": "Pięć Klanów",
    TRIBE_LABELS["vizier"]: "wezyr", TRIBE_LABELS["elder"]: "mędrzec", TRIBE_LABELS["merchant"]: "kupiec",
    TRIBE_LABELS["builder"]: "budowniczy", TRIBE_LABELS["assassin"]: "asasyn",
    TILE_LABELS["village"]: "wioska", TILE_LABELS["sacred_place"]: "miejsce święte",
    TILE_LABELS["small_market"]: "małe targowisko", TILE_LABELS["large_market"]: "duże targowisko",
    TILE_LABELS["oasis"]: "oaza",
    KIND_LABELS["ivory"]: "kość słoniowa", KIND_LABELS["jewels"]: "klejnoty", KIND_LABELS["gold"]: "złoto",
    KIND_LABELS["papyrus"]: "papirus", KIND_LABELS["silk"]: "jedwab", KIND_LABELS["spice"]: "przyprawy",
    KIND_LABELS["fish"]: "ryby", KIND_LABELS["wheat"]: "zboże", KIND_LABELS["pottery"]: "ceramika",
    KIND_LABELS["fakir"]: "fakir",
    "Palm tree": "palma", "Palace": "pałac", "Camel": "wielbłąd",
    # the trap of §0 and §8: the two tracks' names are swapped between the English and the Polish edition
    "Turn Order track": "tor licytacji", "Bid Order track": "tor kolejności",
}


def _glossary_terms(shared_dir) -> set[str]:
    """The Polish column of the §8 table, split into its terms ("kość słoniowa, klejnoty, złoto" → three)."""
    text = (shared_dir / "rules" / "five-tribes.md").read_text(encoding="utf-8")
    section = text[text.index("\n## 8."):text.index("\n## 9.")]
    terms = set()
    for line in section.splitlines():
        if line.startswith("| ") and not line.startswith("| Polish") and not line.startswith("|---"):
            cell = line.split("|")[1].replace("*", "")
            cell = re.sub(r"\(.*?\)", "", cell)              # "wezyr (żółty)" → "wezyr"
            terms |= {t.strip().casefold() for t in cell.split(",") if t.strip()}
    return terms


@pytest.mark.rule("five-tribes 8")
def test_polish_names_are_the_glossarys(shared_dir):
    terms = _glossary_terms(shared_dir)
    for msgid, polish in GLOSSARY.items():
        assert polish.casefold() in terms, f"{polish!r} is not in the §8 glossary"
        assert translate(msgid, "pl").casefold() == polish.casefold(), msgid


@pytest.mark.rule("five-tribes 8")
@pytest.mark.parametrize("move, words", [
    ("pick c3", ["figurki", "płytki"]),                     # figurki (meeples), płytka (tile)
    ("drop vizier", ["figurkę", "wezyr"]),
    ("kill player 1 elder", ["zabij", "mędrzec"]),
    ("take Leta ef", ["dżina", "płacąc: mędrzec i fakir"]),   # dżin (djinn); a payment after a colon: nominative
    ("palm c3", ["palmę"]),
    ("palace c3", ["pałac"]),
    ("end", ["turę"]),                                      # tura (one marker's turn, §0, §8)
])
def test_moves_told_in_polish_use_the_glossary(move, words):
    text = phrase(FIVE_TRIBES.parse_move(move)).text("pl")
    assert all(w in text for w in words), text
