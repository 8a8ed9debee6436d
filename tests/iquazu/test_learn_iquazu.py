"""Learn Iquazú (companion/iquazu/teach/): every quiz accepts its right answer and refuses a wrong one, with the
expected answers written here from the reference (iquazu.md, iquazu-examples.md), not read from the lesson; the
tasks can be done by clicks on the board; the replays end where the rulebook's examples say; every text is
translated.

The lesson wall is the demo wall laid 2A, 1A, 3A, 4A, 5A with the rulebook's 8/5/2 stone under column 1
(companion/iquazu/teach/scenarios.py); the hand-worked final scoring of step 11 is in that test's comment.
"""
from __future__ import annotations

import pytest

from companion.iquazu.teach.lessons import learn_iquazu
from companion.iquazu.teach.scenarios import GREEN, PURPLE, RED, SCENARIOS, YELLOW
from companion.ui import language
from companion.ui.teach import Quiz, Replay


@pytest.fixture(scope="module")
def lesson():
    language.set_language("en")
    return learn_iquazu()


@pytest.fixture(autouse=True)
def english_page():
    language.set_language("en")
    yield
    language.set_language("en")


def _quizzes(lesson, step):
    return [p for p in lesson.step(step).then if isinstance(p, Quiz)]


#: (step, quiz index) → (the right answer from the reference, a wrong one); section in the comment
EXPECTED = {
    (1, 0): (5, 4),                 # §2.1: the frame shows 5 placement columns
    (1, 1): (7, 4),                 # §3, C-06: hands 4/5/6/7 clockwise
    (2, 0): (2, 0),                 # §2.5: hand limit 12 → 14 − 12
    (3, 0): ("4b", "4any"),         # §2.3, C-04: blue alcove in F4 → 4 blue cards
    (3, 1): (4, 5),                 # §2.3: the cost follows the frame column
    (4, 0): ("wwbo", "wwbb"),       # §2.4, C-10: W W + B O is not a pair
    (5, 0): (5, 3),                 # §4 step 2, C-05: the topmost empty alcove
    (6, 0): ("no", "yes"),          # §5.1: only frame column 1 is scored
    (7, 0): (5, 2),                 # §5.2, C-01: Red's lower crystal → 2nd place, 5
    (7, 1): (2, 5),                 # C-01: Yellow 3rd → 2
    (8, 0): ("Purple", "Red"),      # §5.3, C-02 row 1: furthest right
    (8, 1): ("Green", "Red"),       # C-02 row 5: same column, lower
    (8, 2): ("removed", "stays"),   # C-02 row 2: no crystal → tile removed
    (9, 0): ("moved", "scored"),    # §5.4 b: revealed when the frame moves
    (9, 1): ("Red", "Green"),       # §5.4 c: counter-clockwise from Purple (turn order G, Y, R, P)
    (10, 0): ("end", "now"),        # §1.1, §6.2 step 3
    (10, 1): ("double", "always"),  # §4 FAQ: one crystal per turn, double move excepted
    (11, 0): ("Green", "Red"),      # §6.2: worked below (test_the_end_and_the_final_scoring)
}


@pytest.mark.rule("iquazu 2.3")
@pytest.mark.rule("iquazu 2.4")
@pytest.mark.rule("iquazu 5.2")
@pytest.mark.rule("iquazu 5.3")
@pytest.mark.rule("iquazu 5.4")
@pytest.mark.parametrize("where", sorted(EXPECTED), ids=lambda w: f"step{w[0]}-quiz{w[1]}")
def test_quizzes_accept_the_right_answer_and_refuse_a_wrong_one(lesson, where):
    step, index = where
    right, wrong = EXPECTED[where]
    quiz = _quizzes(lesson, step)[index]
    quiz.select(wrong)
    assert quiz.check() is False and "Not quite" in quiz.result.value
    quiz.select(right)
    assert quiz.check() is True and "Right!" in quiz.result.value


def test_every_quiz_is_covered(lesson):
    found = {(n, i) for n in range(1, len(lesson.steps) + 1) for i, _ in enumerate(_quizzes(lesson, n))}
    assert found == set(EXPECTED) and len(lesson.steps) == 11


@pytest.mark.rule("iquazu 2.4")
def test_tasks_are_done_by_clicks(lesson):
    assert lesson.step(2).click("draw") and lesson.step(2).completed                  # 4 + 4 cards
    s3 = lesson.step(3)
    assert s3.click("alcove:3:2", "pay:ooo") and s3.completed                       # 3 orange in F3
    s4 = lesson.step(4)
    assert s4.click("alcove:3:3")
    # C-10 with 1 white, 4 blue, 2 orange: W + BB + BB, W + BB + OO, BB + BB + OO (k + s cards)
    assert {b["key"] for b in s4.board.buttons if b["key"].startswith("pay:")} == {"pay:wbbbb", "pay:wbboo",
                                                                                   "pay:bbbboo"}
    assert s4.click("pay:wbboo") and s4.completed
    s5 = lesson.step(5)
    assert s5.click("draw") and s5.completed and s5.state.scorings == 0              # C-05: h5, no scoring
    s6 = lesson.step(6)
    assert s6.click("alcove:1:1", "pay:w") and s6.completed
    assert "scoring round" in s6.feedback.value
    s10 = lesson.step(10)
    assert s10.click("use:cards:3") and s10.completed


@pytest.mark.rule("iquazu 5.2")
@pytest.mark.rule("iquazu 5.3")
def test_the_rulebook_examples_replayed(lesson):
    c01 = next(p for p in lesson.step(7).then if isinstance(p, Replay)).play_all()
    assert c01.scores == (8, 2, 5, 0)                  # C-01: Green 8, Yellow 2, Red 5, Purple 0
    c02 = next(p for p in lesson.step(8).then if isinstance(p, Replay)).play_all()
    held = [sorted(str(kind) for kind in tiles) for tiles in c02.tiles_held]
    # row tiles 1–5: light vp 1, vp 2, vp 3, cards 2, cards 3
    assert held[PURPLE] == ["light vp 1"] and held[YELLOW] == ["light vp 3"]          # rows 1 and 3
    assert held[GREEN] == ["light cards 2", "light cards 3"]                          # rows 4 and 5
    assert held[RED] == [] and c02.removed_tiles == 1                                 # row 2 removed


@pytest.mark.rule("iquazu 5.4")
def test_after_the_scoring_the_frame_moved_and_column_7_is_face_up():
    s = SCENARIOS["after_scoring"]()
    assert s.frame == 2 and s.drop_holder == RED and s.current_player == GREEN


@pytest.mark.rule("iquazu 6.2")
def test_the_end_and_the_final_scoring(lesson):
    # Column 9 (stone 8/5/2): Green 2 → 8; Red h0, Purple h1, Yellow h3 tie on 1 → Red 5, Purple 2, Yellow 0.
    # Rows over columns 9–11 (tiles 3, 4, 5, 3, 4): row 1 Green c9 / Red c10 → Red 3; row 2 Yellow 2 → 4;
    # row 3 Purple c9 / Red c10 → Red 5; row 4 Green → 3; row 5 Red c9 / Purple c11 → Purple 4.
    # Column 10 (9/6/3): Red 2 → 9, Green 1 → 6. Column 11 (10/6/3): Purple h0 10, Yellow h4 6.
    # Green 38 + 8 + 6 + 3 + VP tile 3 = 58; Yellow 41 + 6 + 4 = 51; Red 35 + 5 + 9 + 3 + 5 = 57; Purple 40 + 2 + 10 + 4 = 56.
    replay = next(p for p in lesson.step(11).then if isinstance(p, Replay))
    end = replay.play_all()
    assert end.is_over
    assert end.game.score(end).totals == {"Green": 58, "Yellow": 51, "Red": 57, "Purple": 56}
    assert "Final scoring of this game" in replay.result.value


def test_the_lesson_reads_in_polish(lesson):
    language.set_language("pl")
    assert lesson.title_html.value == "<h1>Poznaj Iquazú — zasada po zasadzie</h1>"
    assert lesson.step(7).heading.value.startswith("<h2>7. Przewaga w kolumnie")
    quiz = _quizzes(lesson, 8)[0]
    assert [label for label, _ in quiz.choice.options] == ["Żółty", "Czerwony", "Fioletowy"]
    assert lesson.step(1).board.status.startswith("Tura 1 · Zielony")


def _my_box():
    """A player's own wall (here: the demo wall's data typed in as one's copy, so demo is false), 2 and 3 players
    only."""
    import copy

    from companion.iquazu.wall import load_wall_data

    data = copy.deepcopy(load_wall_data("demo"))
    data.update(name="my box", demo=False)
    del data["scoring_boards"]["4"]
    return data


@pytest.mark.rule("iquazu 3")
def test_the_lesson_on_a_players_own_wall_says_which_wall_each_step_shows():
    lesson = learn_iquazu(wall=_my_box())
    first = lesson.step(1).board
    wall = first.view["wall"]
    assert wall == {"name": "my box", "demo": False, "label": "wall my box"}      # no demo label on one's own wall
    assert len(first.state.players) == 3                  # the wall has boards for 2 and 3 players: 3 play
    # §3: the start player (Green) holds 4 cards; drawing 4 is the task of step 2, on the same wall
    step2 = lesson.step(2)
    assert step2.board.view["wall"]["name"] == "my box" and sum(step2.board.state.hands[GREEN]) == 4
    assert step2.board.click("draw") and sum(step2.board.state.hands[GREEN]) == 8
    # the rulebook's examples need the demo wall's alcoves: step 3 on is the lesson wall, labelled a demo
    later = lesson.step(3).board.view["wall"]
    assert later["demo"] is True and "demo wall, invented data, not the printed board" in later["label"]
    intro = lesson.intro_html.value
    assert "Steps 1 and 2 show your wall, my box" in intro and "The wall shown is the demo wall" not in intro
    language.set_language("pl")
    assert "Kroki 1 i 2 pokazują twoją ścianę, my box" in lesson.intro_html.value


def test_the_lesson_on_the_demo_wall_says_it_is_the_demo():
    lesson = learn_iquazu()
    assert "The wall shown is the demo wall" in lesson.intro_html.value
    assert "demo wall, invented data" in lesson.step(1).board.view["wall"]["label"]
