"""The Five Tribes lesson (companion/five_tribes/teach/lessons.py, shown by notebooks/learn-five-tribes.ipynb).

Every step's scenario is the position the reference describes, its task completes by the clicks it asks for
with the reference's result; every quiz accepts its right answer and refuses a wrong one, and the right
answer is the reference's value (``shared/rules/five-tribes.md``, ``five-tribes-examples.md``: the expected
numbers are written here from the reference) which the engine reproduces; every replay ends in the result
of its worked example; the lesson loads and reads in English and in Polish.
"""
from __future__ import annotations

import re

import pytest

from companion.five_tribes.end import final_sheet
from companion.five_tribes.moves import tile
from companion.five_tribes.scoring import score_sheet
from companion.five_tribes.serialize import position_fields
from companion.five_tribes.teach.lessons import learn_five_tribes
from companion.five_tribes.teach.narration import narrate
from companion.five_tribes.teach.scenarios import EXAMPLES, SCENARIOS, play, sultanate
from companion.ui.language import set_language
from companion.ui.teach import Quiz, Replay

ANN, BOB, CID, DEE = 0, 1, 2, 3


@pytest.fixture(scope="module")
def lesson():
    return learn_five_tribes()


def quizzes(lesson, step: int) -> list[Quiz]:
    return [p for p in lesson.step(step).then if isinstance(p, Quiz)]


def replay(lesson, scenario: str) -> Replay:
    return next(p for p in lesson.parts() if isinstance(p, Replay) and p.scenario == scenario)


def order_names(state) -> list[str]:
    """The players in this round's turn order (markers of the Turn Order track, dearest first)."""
    return [state.players[m % len(state.players)] for m in position_fields(state)["order"]]


def test_thirteen_steps_in_rulebook_order(lesson):
    assert [s.scenario for s in lesson.steps] == [
        "bidding_4p", "two_meeple_move", "loop_5", "choose_final_tile", "viziers_and_merchants", "builders_block",
        "assassins_range", "markets", "village_palace", "sacred_place", "sale", "last_camel", "scoring_g1"]
    assert all(s.task and s.done for s in lesson.steps[:12])
    assert all(isinstance(p, Quiz) for s in lesson.steps for p in s.then[:1])        # each step has a self-check


@pytest.mark.rule("five-tribes 1.2")
def test_the_lesson_sultanate_has_the_box_tiles():
    tiles = sultanate({"c3": "village", "d4": ("sacred_place", 15)})
    assert len(tiles) == 30 and tiles[tile("c3")] == ("village", 5) and tiles[tile("d4")] == ("sacred_place", 15)
    assert sorted(tiles).count(("small_market", 6)) == 8 and sum(kind == "oasis" for kind, _ in tiles) == 6


def test_every_scenario_loads_and_worked_examples_are_named():
    for name, make in SCENARIOS.items():
        assert make().decision is not None, name
    assert set(EXAMPLES.values()) >= {"A1", "A2", "B1", "B2", "B3", "C1", "F1", "G1"}


# ----------------------------------------------------------------------------------------------
# quizzes: the right answer accepted, a wrong one refused
# ----------------------------------------------------------------------------------------------

def test_every_quiz_accepts_its_answer_and_refuses_a_wrong_one(lesson):
    checked = 0
    for part in lesson.parts():
        if not isinstance(part, Quiz):
            continue
        wrong = next(c.value for c in part.choices if c.value != part.answer)
        part.select(wrong)
        assert part.check() is False and "Not quite" in part.result.value
        part.select(part.answer)
        assert part.check() is True and "Right!" in part.result.value
        checked += 1
    assert checked == 23


# ----------------------------------------------------------------------------------------------
# each step: the reference's result, by the clicks its task asks for, and its quiz answers checked
# ----------------------------------------------------------------------------------------------

@pytest.mark.rule("five-tribes 3.1")
def test_step_1_bidding_A1(lesson):
    step = lesson.step(1)
    step.reset()
    assert step.state.players == ("Olek", "Sylwia", "Ania", "Piotr") and step.state.current_player == 0
    assert step.click("bid:3", "bid:1", "bid:0", "bid:0") and step.completed
    s = step.state
    assert [50 - g for g in s.gold] == [3, 1, 0, 0]                            # A1: payments 3, 1, 0, 0
    assert order_names(s) == ["Olek", "Sylwia", "Piotr", "Ania"]              # A1: Piotr's zero pushed Ania
    first, second = quizzes(lesson, 1)
    assert first.answer == "OSPA"
    assert second.answer == "paid"


@pytest.mark.rule("five-tribes 3.1")
def test_A2_three_zeros_force_a_paid_bid():
    s = SCENARIOS["three_zeros"]()
    assert s.players[s.current_player] == "Piotr"
    assert "bid 0" not in {str(m) for m in s.legal_moves()} and "bid 1" in {str(m) for m in s.legal_moves()}
    after = play(s, "bid 1")
    assert order_names(after) == ["Piotr", "Ania", "Sylwia", "Olek"]          # A2: D, C, B, A


@pytest.mark.rule("five-tribes 3.3")
def test_step_2_two_meeple_move_B1_and_B4(lesson):
    step = lesson.step(2)
    step.reset()
    assert step.click("tile:c3", "tile:d3")
    assert not step.click("tile:c3")                                         # B4: no immediate backtrack
    step.reset()
    assert step.click("tile:c3", "tile:d3", "drop:vizier", "tile:e3", "drop:elder") and step.completed
    s = step.state
    assert s.elders[ANN] == 2 and s.camels[tile("e3")] == ANN                 # B1: 2 elders, e3 empty → camel
    legal, collected = quizzes(lesson, 2)
    assert collected.answer == 2
    start = SCENARIOS["two_meeple_move"]()
    after_d3 = play(start, "pick c3", "step d3")
    assert _move("step c3") not in after_d3.legal_moves()                     # "back": refused
    assert _move("step d4") not in play(start, "pick c3").legal_moves()       # "diagonal": refused
    assert _move("step b3") not in play(start, "pick c3").legal_moves()       # "empty": a3 has no meeple at all
    assert _move("drop elder") in play(start, "pick c3", "step d3", "drop vizier", "step e3").legal_moves()
    assert legal.answer == "legal"


def _move(text: str):
    from companion.five_tribes.engine import FIVE_TRIBES

    return FIVE_TRIBES.parse_move(text)


@pytest.mark.rule("five-tribes 3.3")
def test_step_3_loop_B2(lesson):
    step = lesson.step(3)
    step.reset()
    assert step.click("tile:c3", "tile:d3", "drop:merchant", "tile:d4", "drop:builder", "tile:c4", "drop:assassin",
                      "tile:c3", "drop:vizier", "tile:d3", "drop:merchant") and step.completed
    s, before = step.state, SCENARIOS["loop_5"]()
    assert sum(s.cards[ANN].values()) == 3                                    # B2: 3 merchants → first 3 cards
    assert s.cards[ANN] == {"fish": 1, "wheat": 1, "pottery": 1}               # the row's first three
    assert s.palm_trees[tile("d3")] == 1 and s.camels[tile("d3")] == ANN       # oasis: compulsory palm, camel
    assert s.bag[2] - before.bag[2] == 3                                       # the 3 merchants back to the bag
    assert quizzes(lesson, 3)[0].answer == 3


@pytest.mark.rule("five-tribes 3.4")
def test_step_4_tile_control_B3(lesson):
    step = lesson.step(4)
    step.reset()
    assert step.click("tile:c3", "tile:b3", "drop:elder") and step.completed
    assert step.state.elders[ANN] == 3 and step.state.camels[tile("b3")] == ANN      # B3: 3 whites, camel
    d3 = play(SCENARIOS["choose_final_tile"](), "pick c3", "step d3", "drop elder")
    assert d3.elders[ANN] == 4 and d3.camels[tile("d3")] is None and d3.meeples[tile("d3")][3] == 1   # 4, no control
    assert quizzes(lesson, 4)[0].answer == "4none"


@pytest.mark.rule("five-tribes 3.5")
def test_step_5_viziers_and_merchants(lesson):
    step = lesson.step(5)
    step.reset()
    row = step.state.row
    assert step.click("tile:e1", "tile:e2", "drop:merchant") and step.completed
    assert step.state.cards[ANN] == {k: 1 for k in row[:3]}                    # the first n = 3 cards, no choice
    vizier = play(SCENARIOS["viziers_and_merchants"](), "pick b1", "step b2", "drop vizier")
    assert vizier.viziers[ANN] == 3
    merchants, viziers = quizzes(lesson, 5)
    assert merchants.answer == "first" and viziers.answer == 3


@pytest.mark.rule("five-tribes 3.5")
def test_step_6_builders_C1(lesson):
    step = lesson.step(6)
    step.reset()
    assert step.click("tile:c2", "tile:c3", "drop:builder", "builders:1") and step.completed
    assert step.state.gold[ANN] - 50 == 16                                    # C1: (3 + 1) × 4 = 16
    echidna = play(SCENARIOS["builders_block"](), "pick c2", "step c3", "drop builder", "use Echidna ee", "builders 1")
    assert echidna.gold[ANN] - 50 == 32                                       # C1 with Echidna: 32
    plain, doubled = quizzes(lesson, 6)
    assert plain.answer == 16 and doubled.answer == 32
    end = replay(lesson, "builders_block").play_all()
    assert end.gold[ANN] - 50 == 16 and end.palaces[tile("c3")] == 1          # village: compulsory palace


@pytest.mark.rule("five-tribes 3.5")
def test_step_6_marks_the_3x3_block_of_C1_on_the_board(lesson):
    """C1: the block around the final tile c3 is columns b-d, rows 2-4 (the tile and its 8 neighbours, diagonals
    included); the board marks exactly those 9 tiles, and "Start again" keeps them marked."""
    step = lesson.step(6)
    step.reset()
    block = {"tile:b2", "tile:c2", "tile:d2", "tile:b3", "tile:c3", "tile:d3", "tile:b4", "tile:c4", "tile:d4"}
    assert set(step.board.marks) == block and len(step.board.marks) == 9
    assert step.click("tile:c2")
    step.reset()
    assert set(step.board.marks) == block
    assert lesson.step(5).board.marks == []                                   # other steps mark nothing
    blue = {t for t in block if step.state.tiles[tile(t.removeprefix("tile:"))][0] in ("village", "sacred_place")}
    assert blue == {"tile:b2", "tile:c3", "tile:d3", "tile:c4"}               # C1: the 4 blue tiles of the block


@pytest.mark.rule("five-tribes 3.5")
def test_step_7_assassins_range(lesson):
    step = lesson.step(7)
    step.reset()
    assert step.click("tile:b3", "tile:c3", "drop:assassin", "tile:e4") and step.completed
    s = step.state
    assert s.meeples[tile("e4")] == (0, 0, 0, 0, 0) and s.cards[ANN].get("fakir", 0) == 0
    assert s.camels[tile("e4")] == ANN and s.camels[tile("c3")] == ANN         # two tiles in one turn
    at_kill = play(SCENARIOS["assassins_range"](), "pick b3", "step c3", "drop assassin")
    moves = {str(m) for m in at_kill.legal_moves()}
    assert "kill e4 merchant 1" in moves and "kill e4 merchant" not in moves   # range 2 + 1 fakir = 3
    assert "kill player 1 vizier" in moves                                     # a held vizier, any distance
    rng, held = quizzes(lesson, 7)
    assert rng.answer == 3 and held.answer == "vizier"


@pytest.mark.rule("five-tribes 3.6")
def test_step_8_markets(lesson):
    step = lesson.step(8)
    step.reset()
    assert step.click("tile:c3", "tile:b3", "drop:elder", "card:2") and step.completed
    assert step.state.gold[ANN] == 47 and step.state.cards[ANN] == {"wheat": 1}     # small market: 3 gold, 1 of 3
    large = play(SCENARIOS["markets"](), "pick c3", "step d3", "drop elder")
    buys = {str(m) for m in large.legal_moves() if str(m).startswith("buy")}
    assert "buy 5 6" in buys and all(len(b.split()) == 3 for b in buys)       # 2 cards among the first 6
    assert play(large, "buy 1 6").gold[ANN] == 44                             # for 6 gold
    market, compulsory = quizzes(lesson, 8)
    assert market.answer == "large" and compulsory.answer == "oasis_village"


@pytest.mark.rule("five-tribes 3.6")
@pytest.mark.rule("five-tribes 5")
def test_step_9_village_places_a_palace(lesson):
    """§3.6: ending on a village puts a palace on it, compulsory, also on an opponent's village; §5: a palace
    scores 5 for whoever controls the tile at the end."""
    step = lesson.step(9)
    step.reset()
    assert step.board.marks == ["tile:c3"] and not step.completed
    assert step.click("tile:c2", "tile:c3", "drop:vizier") and step.completed
    s = step.state
    assert s.palaces[tile("c3")] == 1 and s.camels[tile("c3")] == ANN and s.viziers[ANN] == 2
    assert "A palace goes on c3." in step.feedback.value
    step.reset()
    assert not step.completed
    assert step.click("tile:d2", "tile:d3", "drop:elder")                     # Bob's village
    s = step.state
    assert s.palaces[tile("d3")] == 1 and s.camels[tile("d3")] == BOB and s.elders[ANN] == 2
    assert not step.completed                                                 # the task asks for c3
    owner, points = quizzes(lesson, 9)
    assert owner.answer == "placed" and points.answer == 10                   # village 5 + palace 5
    bob = score_sheet(final_sheet(s)).player("Bob").categories
    assert bob["palaces"] == 5
    ann = score_sheet(final_sheet(play(SCENARIOS["village_palace"](), "pick c2", "step c3", "drop vizier")))
    assert ann.player("Ann").categories["tiles"] + ann.player("Ann").categories["palaces"] == 10


@pytest.mark.rule("five-tribes 3.6")
def test_step_10_sacred_place_and_djinns(lesson):
    step = lesson.step(10)
    step.reset()
    assert step.click("tile:c2", "tile:c3", "drop:vizier", "djinn:Jafaar") and step.completed
    s = step.state
    assert s.djinns[ANN] == ("Jafaar",) and s.elders[ANN] == 0 and s.cards[ANN].get("fakir", 0) == 0
    two_fakirs = play(SCENARIOS["sacred_place"](), "pick c2", "step c3", "drop vizier")
    assert not any(str(m).endswith(" ff") for m in two_fakirs.legal_moves())   # FAQ 23: never 2 fakirs
    pay, often = quizzes(lesson, 10)
    assert pay.answer == "no" and often.answer == "once"


@pytest.mark.rule("five-tribes 3.7")
def test_step_11_sale(lesson):
    step = lesson.step(11)
    step.reset()
    assert step.click("sell:ivory+jewels+fish+wheat+pottery") and step.completed
    assert step.state.gold[ANN] == 50 + 21                                    # 5 different kinds: 21 (§0.1)
    assert step.state.cards[ANN] == {"fish": 1}
    assert quizzes(lesson, 11)[0].answer == 21


@pytest.mark.rule("five-tribes 4")
def test_step_12_last_camel_ends_the_game(lesson):
    step = lesson.step(12)
    step.reset()
    assert step.state.camels_left[ANN] == 1
    assert step.click("tile:b1", "tile:c1", "drop:elder", "skip")
    assert step.state.camels_left[ANN] == 0 and not step.state.is_over
    assert step.click("end") and step.completed and step.state.ended_by == "last_camel"
    assert quizzes(lesson, 12)[0].answer == "round"


@pytest.mark.rule("five-tribes 4")
def test_last_camel_early_in_the_round_lets_the_other_markers_play():
    """§4 condition 1: the last camel placed by the round's first marker; the three others still play."""
    def first(f):
        f["order"] = [0, 1, 2, 3]
        f["scalars"]["turni"] = 0
    from companion.five_tribes.setup import start_from_fields

    s = SCENARIOS["last_camel"]()
    f = position_fields(s)
    first(f)
    s = start_from_fields(s._setup, f)
    s = play(s, "pick b1", "step c1", "drop elder", "skip", "end")
    assert not s.is_over and s.players[s.current_player] == "Bob"


@pytest.mark.rule("five-tribes 5")
def test_step_13_final_scoring_G1_F1(lesson):
    sheet = score_sheet(final_sheet(SCENARIOS["scoring_g1"]()))
    viz = {p.name: p.categories["viziers"] for p in sheet.players}
    assert viz == {"Ann": 35, "Bob": 13, "Cid": 13, "Dee": 0}                  # G1
    assert sheet.player("Ann").categories["merchandise"] == 17                 # F1
    ann, bob, cards = quizzes(lesson, 13)
    assert (ann.answer, bob.answer, cards.answer) == (35, 13, 17)
    r = replay(lesson, "last_camel")
    end = r.play_all()
    assert end.is_over and end.ended_by == "last_camel"
    assert "Merchandise" in r.result.value and "166" in r.result.value         # Ann: 50 + 35 + 4 + 6 + ... shown
    final = score_sheet(final_sheet(end)).player("Ann").categories
    assert final["viziers"] == 35 and final["merchandise"] == 17


# ----------------------------------------------------------------------------------------------
# replays of the worked examples
# ----------------------------------------------------------------------------------------------

@pytest.mark.rule("five-tribes 3.1")
def test_replay_A1(lesson):
    r = replay(lesson, "bidding_4p")
    end = r.play_all()
    assert r.at_end and order_names(end) == ["Olek", "Sylwia", "Piotr", "Ania"]
    assert r.narration("en")[0] == "Piotr: bid 0 gold for turn order."
    assert r.back() and r.index == 3


@pytest.mark.rule("five-tribes 3.3")
def test_replay_B2(lesson):
    end = replay(lesson, "loop_5").play_all()
    assert end.camels[tile("d3")] == ANN and sum(end.cards[ANN].values()) == 3


# ----------------------------------------------------------------------------------------------
# narration and the two languages
# ----------------------------------------------------------------------------------------------

def test_narration_tells_the_move_and_its_effects():
    before = SCENARIOS["builders_block"]()
    after = play(before, "pick c2", "step c3", "drop builder", "builders 1")
    en, pl = narrate(before, after, "en"), narrate(before, after, "pl")
    assert en[0] == "Ann: pick up the meeples of tile c2."
    assert "Ann: gold +16, fakir -1." in en and "A palace goes on c3." in en
    assert "Na c3 staje pałac." in pl and len(en) == len(pl)
    assert narrate(after, before, "en") == []                                  # not a later position


_WORD = re.compile(r"[^\W\d_]{3,}")
_NAMES = {"Olek", "Sylwia", "Ania", "Piotr", "Ann", "Bob", "Cid", "Dee"}


def test_the_whole_lesson_reads_in_polish():
    lesson = learn_five_tribes()
    parts = [lesson] + lesson.parts()
    strip = lambda t: re.sub(r"<[^>]+>", " ", t)  # noqa: E731
    try:
        english = [[t for t in p.texts() if _WORD.search(strip(t))] for p in parts]
        set_language("pl")
        polish = [[t for t in p.texts() if _WORD.search(strip(t))] for p in parts]
    finally:
        set_language("en")
    left = [t for en, pl in zip(english, polish) for t in set(en) & set(pl)
            if not set(_WORD.findall(strip(t))) <= _NAMES]                 # names are the same in both languages
    assert not left, f"texts still in English after switching to Polish: {left}"
    text = " ".join(strip(t) for texts in polish for t in texts).lower()
    for word in ("wezyr", "mędrc", "kupc", "budownicz", "asasyn", "wielbłąd", "dżin", "toru licytacji",
                 "toru kolejności", "miejsce święte", "towar"):
        assert word in text, word
    for english_word in ("meeple", "vizier", "merchant", "Next step", "Your task"):
        assert english_word.lower() not in text, english_word
