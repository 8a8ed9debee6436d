"""The Meduris lesson (companion/meduris/teach/lessons.py, shown by notebooks/learn-meduris.ipynb).

These are the notebook's former self-check cells, as tests: every step's scenario is the position the
reference describes, its task completes by the clicks it asks for with the reference's result, every
quiz's right answer is the reference's number (and the engine agrees), every replay ends in the totals
of its worked example (``shared/rules/meduris-examples.md``), and the whole lesson reads in Polish.
"""
from __future__ import annotations

import re

import pytest

from companion.meduris.engine import final_sheet, hut_cost, score, settlement_at
from companion.meduris.moves import BigYield, BuildHut, BuildTemple, OfferBoth, Roll
from companion.meduris.teach.lessons import learn_meduris
from companion.meduris.teach.scenarios import SCENARIOS
from companion.ui.language import set_language
from companion.ui.teach import Quiz, Replay

RED, GREEN, BLUE = 0, 1, 2
PURPLE = 1                                    # 2-player scenarios: Blue, Purple
WOOD, WOOL, COPPER, STONE = range(4)
HUT, TEMPLE = "hut", "temple"


@pytest.fixture(scope="module")
def lesson():
    return learn_meduris()


def site(state, n):
    return state.sites[n - 1]


def runes_of(state, player):
    return sum(1 for holder in state.runes if holder == player)


def test_eight_steps_in_rulebook_order(lesson):
    assert [s.scenario for s in lesson.steps] == [
        "setup_2p", "small_yield", "big_yield", "third_hut_of_settlement", "temple_between_settlements",
        "druid_leaves_steps", "rune_scoring_at_river", "final_turn"]
    assert all(s.task and s.done for s in lesson.steps)


# ----------------------------------------------------------------------------------------------
# each step: the position the reference describes, and its task done by the clicks it asks for
# ----------------------------------------------------------------------------------------------

@pytest.mark.rule("meduris 3")
def test_step_1_setup_two_players(lesson):
    step = lesson.step(1)
    step.reset()
    s = step.state
    assert s.huts_left == (12, 12) and s.temples_left == (2, 2) and s.scores == (5, 5)
    assert s.resources == ((1, 1, 1, 1), (1, 1, 1, 1)) and s.supply == (16, 16, 16, 16)
    assert set(s.colours) == {"blue", "purple"}
    assert step.click("plateau:wood", "plateau:wood", "plateau:wood")     # three workers on the forest …
    assert not step.click("plateau:wood") and step.board.last_error.rule == "meduris 3"   # … a fourth: refused
    assert not step.completed
    assert step.click("plateau:stone", "plateau:stone", "plateau:copper")
    assert step.completed and step.state.pending.kind == "roll"         # six placed: the start player rolls
    assert step.state.resources == s.resources                          # placing produces nothing


@pytest.mark.rule("meduris 4.1")
def test_step_2_small_yield_A1(lesson):
    step = lesson.step(2)
    step.reset()
    s = step.state
    assert s.stacks[WOOD] == (BLUE, BLUE, GREEN) and s.current_player == RED and s.pending.kind == "roll"
    assert step.click("roll") and step.completed
    t = step.state
    assert [t.resources[p][WOOD] - s.resources[p][WOOD] for p in (RED, GREEN, BLUE)] == [0, 1, 2]


@pytest.mark.rule("meduris 4.2")
def test_step_3_big_yield_A2(lesson):
    step = lesson.step(3)
    step.reset()
    s = step.state
    assert s.stacks[STONE] == (RED, GREEN) and s.current_player == RED
    assert step.click("worker:copper:1", "plateau:stone") and step.completed
    t = step.state
    assert t.resources[RED][STONE] - s.resources[RED][STONE] == 4                # 3 + 1
    assert t.resources[GREEN][STONE] - s.resources[GREEN][STONE] == 2


@pytest.mark.rule("meduris 4.3")
def test_step_4_third_hut_of_a_settlement_A4(lesson):
    step = lesson.step(4)
    step.reset()
    s = step.state
    assert [site(s, n) for n in (17, 18, 19, 20, 21, 22)] == [(HUT, RED), None, None, (HUT, RED), (HUT, RED),
                                                              (TEMPLE, BLUE)]
    assert s.druid_site == 17 and s.current_player == BLUE
    assert step.click("site:19") and step.completed
    t = step.state
    assert [s.resources[BLUE][r] - t.resources[BLUE][r] for r in (STONE, WOOD)] == [3, 3]
    assert t.runes[t.board.districts.index("Wave")] == BLUE


@pytest.mark.rule("meduris 4.4")
@pytest.mark.rule("meduris 6.16")
def test_step_5_temple_costs_one_of_each_and_not_on_a_bonus_chip(lesson):
    step = lesson.step(5)
    step.reset()
    s = step.state
    assert [site(s, n) for n in (11, 12, 13, 14, 15, 16)] == [(HUT, RED), (HUT, RED), None, (HUT, GREEN),
                                                              (HUT, GREEN), (HUT, GREEN)]
    assert s.bonus[16] == "plus2"
    assert not step.click("mode:temple", "site:17") and step.board.last_error.rule == "meduris 6.16"
    assert not step.completed
    assert step.click("site:13") and step.completed
    t = step.state
    assert [s.resources[BLUE][r] - t.resources[BLUE][r] for r in (STONE, COPPER)] == [1, 1]


@pytest.mark.rule("meduris 4.6")
def test_step_6_druid_leaves_the_steps_A3(lesson):
    step = lesson.step(6)
    step.reset()
    s = step.state
    assert s.buildings == 3 and s.druid_site is None and s.druid_step == 3 and site(s, 3) == (HUT, GREEN)
    assert step.click("site:10") and step.state.druid_site == 3 and not step.completed
    assert step.click("offer:one:wool") and step.completed
    assert step.state.scores[GREEN] == s.scores[GREEN] + 1


@pytest.mark.rule("meduris 4.8")
def test_step_7_rune_scoring_at_the_river_A5(lesson):
    step = lesson.step(7)
    step.reset()
    s = step.state
    assert s.druid_site == 32 and [runes_of(s, p) for p in (RED, GREEN, BLUE)] == [1, 2, 1]
    assert step.click("mode:temple", "site:12") and step.completed
    t = step.state
    assert [t.scores[p] - s.scores[p] for p in (RED, GREEN, BLUE)] == [1, 2, 1] and t.druid_site == 3
    assert step.click("offer:one:copper") and step.state.scores[GREEN] == t.scores[GREEN] + 1


@pytest.mark.rule("meduris 5.1")
def test_step_8_final_turn_played_to_the_end(lesson):
    step = lesson.step(8)
    step.reset()
    s = step.state
    assert s.huts_left[BLUE] == 1 and s.temples_left[BLUE] == 0
    assert step.click("site:20") and not step.completed
    while step.state.pending is not None:                   # the rest of the game: any legal move
        step.board.state = step.state.apply(step.state.legal_moves(exchanges=False)[0])
    assert step.completed and step.state.end_trigger == BLUE


# ----------------------------------------------------------------------------------------------
# quizzes: the right answer is the reference's, and the engine agrees
# ----------------------------------------------------------------------------------------------

def _blue_temple_points(state):
    return sum(final_sheet(state)["players"][BLUE]["temples"][0])


#: question start -> (the reference's answer, the engine's answer from the scenario)
QUIZZES = {
    "How many huts does each player get in a game of three": (8, lambda: SCENARIOS["setup_3p"]().huts_left[0]),
    "Red rolls wood. How many wood chips does Blue get": (
        2, lambda: SCENARIOS["small_yield"]().apply(Roll()).resources[BLUE][WOOD]
        - SCENARIOS["small_yield"]().resources[BLUE][WOOD]),
    "How many stone chips does Red get from this big yield": (
        4, lambda: SCENARIOS["big_yield"]().apply(BigYield("copper", 1, "stone")).resources[RED][STONE]
        - SCENARIOS["big_yield"]().resources[RED][STONE]),
    "What does Blue pay for the hut on site 19": (3, lambda: hut_cost(SCENARIOS["third_hut_of_settlement"](), 19).k),
    "Huts stand on 18, 19 and on 21, 22": (5, lambda: hut_cost(SCENARIOS["merge_settlements"](), 20).k),
    "What does Blue pay for the temple on site 13": (
        1, lambda: SCENARIOS["temple_between_settlements"]().resources[BLUE][STONE]
        - SCENARIOS["temple_between_settlements"]().apply(BuildTemple(13)).resources[BLUE][STONE]),
    "Look at Blue's temple on site 13": (5, lambda: _blue_temple_points(SCENARIOS["temple_scoring_diagram"]())),
    "Example A9": (4, lambda: len(settlement_at(SCENARIOS["hut_in_front_of_druid"]().apply(BuildHut(20)), 20))),
    "When the druid crosses the river here": (
        2, lambda: SCENARIOS["rune_scoring_at_river"]().apply(BuildTemple(12)).scores[GREEN]
        - SCENARIOS["rune_scoring_at_river"]().scores[GREEN]),
    "Blue ends with 5 rune stones": (15, lambda: score(SCENARIOS["game_over"]()).player("Blue")
                                     .categories["rune_stones"]),
}
RULES = {"How many huts": "meduris 3", "Red rolls wood": "meduris 4.1", "How many stone": "meduris 4.2",
         "What does Blue pay for the hut": "meduris 4.3", "Huts stand": "meduris 6.4",
         "What does Blue pay for the temple": "meduris 6.6", "Look at": "meduris 5.3", "Example A9": "meduris 6.12",
         "When the druid": "meduris 4.8", "Blue ends": "meduris 5.3"}


def _quiz(lesson, start):
    found = [p for p in lesson.parts() if isinstance(p, Quiz) and p.question.startswith(start)]
    assert len(found) == 1, start
    return found[0]


@pytest.mark.parametrize("start", [pytest.param(q, marks=pytest.mark.rule(next(v for k, v in RULES.items()
                                                                                if q.startswith(k))))
                                   for q in QUIZZES])
def test_quiz_answer_is_the_references(lesson, start):
    quiz = _quiz(lesson, start)
    expected, engine = QUIZZES[start]
    assert quiz.answer == expected
    assert engine() == expected
    quiz.select(expected)
    assert quiz.check() is True


def test_every_quiz_is_checked_here(lesson):
    quizzes = [p for p in lesson.parts() if isinstance(p, Quiz)]
    assert len(quizzes) == len(QUIZZES)
    assert all(any(q.question.startswith(start) for start in QUIZZES) for q in quizzes)


# ----------------------------------------------------------------------------------------------
# replays: each ends in the totals of its worked example
# ----------------------------------------------------------------------------------------------

def _replay(lesson, example):
    found = [p for p in lesson.parts() if isinstance(p, Replay) and f"({example}" in p.title]
    assert len(found) == 1, example
    return found[0]


def _played(lesson, example):
    """(start, end) positions of the replay of ``example``, played from its start to its end."""
    r = _replay(lesson, example)
    r.restart()
    return r.position, r.play_all()


def _deltas(start, end, what):
    return [getattr(end, what)[p] - getattr(start, what)[p] for p in range(len(start.players))]


@pytest.mark.rule("meduris 4.2")
def test_replay_A1_A2(lesson):
    start, end = _played(lesson, "A1")
    assert [end.resources[p][WOOD] - start.resources[p][WOOD] for p in (RED, GREEN, BLUE)] == [0, 1, 2]
    assert [end.resources[p][STONE] - start.resources[p][STONE] for p in (RED, GREEN, BLUE)] == [4, 2, 0]


@pytest.mark.rule("meduris 4.6")
def test_replay_A3(lesson):
    start, end = _played(lesson, "A3")
    assert _deltas(start, end, "scores") == [0, 1, 0] and end.druid_site == 3


@pytest.mark.rule("meduris 4.7")
def test_replay_A4(lesson):
    start, end = _played(lesson, "A4")
    assert _deltas(start, end, "scores") == [0, 0, 3]              # Blue +3; Red −1 then +1
    assert end.druid_site == 21


@pytest.mark.rule("meduris 4.8")
def test_replay_A5(lesson):
    start, end = _played(lesson, "A5")
    assert _deltas(start, end, "scores") == [1, 3, 1]              # runes 1, 2, 1; Green's offering +1


@pytest.mark.rule("meduris 6.11")
def test_replay_A8(lesson):
    start, end = _played(lesson, "A8")
    assert start.druid_site is None and start.druid_step == 3 and start.buildings == 4
    assert end.druid_site == 20 and _deltas(start, end, "scores")[GREEN] == 1     # isolated hut: +1


@pytest.mark.rule("meduris 6.12")
def test_replay_A9(lesson):
    start, end = _played(lesson, "A9")
    assert _deltas(start, end, "scores") == [1, 0, 4] and end.druid_site == 21
    assert [start.resources[BLUE][r] - end.resources[BLUE][r] for r in (COPPER, WOOL)] == [5, 5]   # 4 + 1 each


@pytest.mark.rule("meduris 5.3")
def test_replay_game_end_A10_A11(lesson):
    r = [p for p in lesson.parts() if isinstance(p, Replay) and p.scenario == "final_turn"][0]
    r.restart()
    assert r.result.value == ""
    end = r.play_all()
    assert end.is_terminal and end.end_trigger == BLUE and end.final_mark == 20
    blue = score(end).player("Blue")
    assert blue.categories["rune_stones"] == 15 and blue.categories["temples"] == 5
    assert "Rune stones" in r.result.value and "15" in r.result.value          # the final table is shown
    assert r.back() and r.result.value == ""


# ----------------------------------------------------------------------------------------------
# one switch: the whole lesson in Polish
# ----------------------------------------------------------------------------------------------

_WORD = re.compile(r"[^\W\d_]{3,}")


def test_the_whole_lesson_reads_in_polish(lesson):
    parts = [lesson] + lesson.parts()
    strip = lambda t: re.sub(r"<[^>]+>", " ", t)  # noqa: E731
    english = [[t for t in p.texts() if _WORD.search(strip(t))] for p in parts]
    set_language("pl")
    polish = [[t for t in p.texts() if _WORD.search(strip(t))] for p in parts]
    left = [t for en, pl in zip(english, polish) for t in set(en) & set(pl)]
    assert not left, f"texts still in English after switching to Polish: {left}"
    text = " ".join(strip(t) for texts in polish for t in texts)
    for word in ("chata", "osada", "kamień runiczny", "płaskowyż", "Wielka Rzeka", "rytuał ofiarny", "druid"):
        assert word.lower() in text.lower(), word
    for english_word in ("settlement", "rune stone", "high plain", "offering", "Next step", "Your task"):
        assert english_word.lower() not in text.lower(), english_word


def test_lesson_boards_name_the_players_in_the_page_language():
    """The lessons' players are named by their colours (Blue, Purple …): in Polish they read as Polish words."""
    from companion.ui import language as page

    lesson = learn_meduris()
    board = lesson.steps[0].board
    try:
        page.set_language("pl")
        assert [p["name"] for p in board.view["players"]] == ["Niebieski", "Fioletowy"]   # 2-player setup: blue, purple (§3)
        page.set_language("en")
        assert [p["name"] for p in board.view["players"]] == ["Blue", "Purple"]
    finally:
        page.set_language("en")


@pytest.mark.rule("meduris 4.1")
def test_a_lesson_player_named_after_their_colour_is_named_in_the_readers_language():
    """The lesson's players are called by their colours ("Blue", "Purple"): the board's turn line names them
    with the colour's Polish word on a Polish page, as the player panels do ("Tura 0 · Niebieski: …")."""
    from companion.meduris.teach.scenarios import setup_2p
    from companion.meduris.ui.board import MedurisBoard

    state = setup_2p()
    polish = MedurisBoard.status_for(MedurisBoard.__new__(MedurisBoard), state, "pl")
    english = MedurisBoard.status_for(MedurisBoard.__new__(MedurisBoard), state, "en")
    assert polish.startswith("Tura 0 · Niebieski: ") and "Blue" not in polish
    assert english.startswith("Turn 0 · Blue: ")
