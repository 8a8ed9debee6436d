"""The teaching kit (companion/ui/teach.py): one language switch relabels every part; quizzes judge;
replays step forward and back; task steps notice completion on the board.

Parts are built on Meduris scenarios; expected numbers come from ``shared/rules/meduris-examples.md``
(A1: Red rolls wood, Green +1 wood, Blue +2 wood; A2: Red +4 stone, Green +2 stone).
"""
from __future__ import annotations

import re

import pytest

from companion.i18n import N_
from companion.meduris.moves import BigYield, Roll
from companion.meduris.teach.lessons import MEDURIS
from companion.ui.language import page_language, set_language
from companion.ui.teach import (
    Choice, Lesson, Quiz, Replay, Step, TeachingGame, UnknownScenario, load_scenario, markdown_html, numbers,
)

RED, GREEN, BLUE = 0, 1, 2
WOOD, STONE = 0, 3
_WORDS = re.compile(r"[^\W\d_]{3,}")      # a text "says something" if it has a word of 3+ letters


def _words(texts):
    return [t for t in texts if _WORDS.search(re.sub(r"<[^>]+>", "", t))]


def small_yield_step():
    quiz = Quiz(N_("Red rolls wood. How many wood chips does Blue get?"), numbers([0, 1, 2, 3]), answer=2,
                explanation=N_("Blue has two workers in the forest: 1 chip each. Green gets 1, Red nothing."))
    replay = Replay(MEDURIS, N_("Rulebook turn example 1 (A1 + A2): small yield, then big yield"), "small_yield",
                    [Roll(), BigYield("copper", 1, "stone")])
    step = Step(MEDURIS, N_("Small yield"), N_("Setup"), "small_yield",
                task=N_("you are Red: roll the die. Who gets wood?"),
                done=lambda s: s.pending is not None and s.pending.kind == "action", then=[quiz, replay])
    return step, quiz, replay


def test_switching_the_page_language_relabels_every_text_of_step_quiz_and_replay():
    step, quiz, replay = small_yield_step()
    quiz.select(1)
    quiz.check()                        # a verdict is shown: it must follow the switch too
    replay.forward()                    # so is a narration
    assert step.click("roll")           # and the step's feedback under the board
    parts = (step, quiz, replay)
    english = {id(p): _words(p.texts()) for p in parts}
    assert all(len(english[id(p)]) >= 3 for p in parts)
    set_language("pl")
    for part in parts:
        polish = _words(part.texts())
        assert len(polish) == len(english[id(part)]), part
        same = [t for t, p in zip(english[id(part)], polish) if t == p]
        assert not same, f"{part!r} left in English: {same}"
    assert step.board.lang == "pl"
    assert replay.view.board.lang == "pl"
    assert "Nie całkiem." in quiz.result.value               # the verdict re-rendered in Polish
    set_language("en")
    assert {id(p): _words(p.texts()) for p in parts} == english


def test_quiz_feedback_wrong_then_right_with_explanation():
    quiz = Quiz(N_("Red rolls wood. How many wood chips does Blue get?"), numbers([0, 1, 2, 3]), answer=2,
                explanation=N_("Blue has two workers in the forest: 1 chip each. Green gets 1, Red nothing."))
    assert quiz.check() is None and "Choose an answer first." in quiz.result.value
    quiz.select(3)
    assert quiz.check() is False
    assert "Not quite." in quiz.result.value and "Try again." in quiz.result.value
    assert "two workers" not in quiz.result.value            # the explanation is kept for the right answer
    quiz.select(2)
    assert quiz.check() is True
    assert "Right!" in quiz.result.value and "Blue has two workers in the forest" in quiz.result.value
    set_language("pl")
    assert "Dobrze!" in quiz.result.value and "Niebieski ma w lesie dwóch pracowników" in quiz.result.value


def test_quiz_refuses_an_answer_that_is_not_a_choice():
    with pytest.raises(ValueError):
        Quiz(N_("How many huts does each player get in a game of three?"), numbers([6, 10]), answer=8,
             explanation=N_("Setup"))
    quiz = Quiz(N_("What does Blue pay for the hut on site 19?"),
                [Choice(n, N_("{n} stone + {n} wood"), {"n": n}) for n in (1, 3)], answer=3, explanation=N_("Setup"))
    with pytest.raises(ValueError):
        quiz.select(2)
    assert [label for label, _ in quiz.choice.options] == ["1 stone + 1 wood", "3 stone + 3 wood"]


@pytest.mark.rule("meduris 4.2")
def test_replay_steps_forward_and_back_through_the_same_positions():
    replay = Replay(MEDURIS, N_("Rulebook turn example 1 (A1 + A2): small yield, then big yield"), "small_yield",
                    [Roll(), BigYield("copper", 1, "stone")])
    start = replay.position
    assert replay.back() is False and replay.index == 0
    assert replay.next_button.description == "Next step (0/2)" and replay.back_button.disabled
    assert replay.forward() and replay.forward() and not replay.forward()
    end = replay.position
    assert replay.view.board.state is end
    # A1 + A2: Blue +2 wood, Green +1 wood; Red +4 stone, Green +2 stone
    assert end.resources[BLUE][WOOD] - start.resources[BLUE][WOOD] == 2
    assert end.resources[GREEN][WOOD] - start.resources[GREEN][WOOD] == 1
    assert end.resources[RED][STONE] - start.resources[RED][STONE] == 4
    assert end.resources[GREEN][STONE] - start.resources[GREEN][STONE] == 2
    assert replay.back() and replay.index == 1
    middle = replay.position
    assert replay.caption.value.startswith("<b>Red rolls the die.</b>")
    assert replay.back() and replay.position.to_json() == start.to_json()
    assert replay.view.board.state.to_json() == start.to_json()
    assert replay.forward() and replay.position.to_json() == middle.to_json()
    assert replay.forward() and replay.position.to_json() == end.to_json()
    replay.restart()
    assert replay.index == 0 and replay.view.board.state.to_json() == start.to_json()


def test_replay_of_a_long_example_plays_nothing_until_asked():
    calls = []

    def moves():
        calls.append(1)
        return [Roll()]

    replay = Replay(MEDURIS, N_("Rulebook turn example 1 (A1 + A2): small yield, then big yield"), "small_yield",
                    moves, summary=lambda state, lang: f"<i>{lang}:{state.last_roll}</i>")
    assert calls == [] and replay.result.value == ""
    assert replay.forward() and calls == [1]
    assert replay.at_end and replay.result.value == "<i>en:wood</i>"       # A1: the die shows wood
    set_language("pl")
    assert replay.result.value == "<i>pl:wood</i>"


@pytest.mark.rule("meduris 4.1")
def test_task_step_notices_completion_from_the_board_state():
    step, _, _ = small_yield_step()
    assert not step.completed and step.status.value == ""
    assert not step.click("plateau:wood")                     # Red must roll first: refused, nothing done
    assert not step.completed
    assert step.click("roll")
    assert step.completed and "Task complete!" in step.status.value
    assert "Blue: +2 wood." in step.feedback.value and "Green: +1 wood." in step.feedback.value   # A1
    step.reset()
    assert not step.completed and step.feedback.value == "" and step.status.value == ""


def test_step_without_a_task_never_completes():
    step = Step(MEDURIS, N_("Setup"), N_("Setup"), "setup_3p")
    assert step.task_label.value == "" and not step.completed


def test_unknown_scenario_is_a_companion_error_naming_the_known_ones():
    with pytest.raises(UnknownScenario) as err:
        load_scenario(MEDURIS, "no_such_place")
    assert "no_such_place" in err.value.message("en") and "small_yield" in err.value.message("en")
    assert "nie ma scenariusza" in err.value.message("pl")
    toy = TeachingGame(N_("Meduris"), {}, lambda s, lang: None, lambda a, b, lang: [])
    with pytest.raises(UnknownScenario):
        Step(toy, N_("Setup"), N_("Setup"), "setup_2p")


def test_lesson_numbers_its_steps_and_shows_the_one_language_switch():
    first = Step(MEDURIS, N_("Setup"), N_("Setup"), "setup_2p")
    second, _, _ = small_yield_step()
    lesson = Lesson(MEDURIS, N_("Learn Meduris — one rule at a time"), N_("Setup"), [first, second])
    assert lesson.step(2) is second and second.heading.value == "<h2>2. Small yield</h2>"
    with pytest.raises(IndexError):
        lesson.step(3)
    switch = lesson.header.children[1]
    switch.value = "pl"                                       # the reader presses "Polski"
    assert page_language().lang == "pl"
    assert second.heading.value == "<h2>2. Mały plon</h2>"
    assert lesson.title_html.value == "<h1>Poznaj Meduris — zasada po zasadzie</h1>"
    assert lesson.parts() == [first, second] + second.then


def test_markdown_prose_renders_tables_and_emphasis():
    out = markdown_html("**k** huts\n\n| a | b |\n|---|---|\n| 1 | 2 |")
    assert "<strong>k</strong>" in out and "<table>" in out and "<td>2</td>" in out


def test_replay_with_a_move_the_game_refuses_says_why_and_keeps_the_position():
    replay = Replay(MEDURIS, N_("Rulebook turn example 1 (A1 + A2): small yield, then big yield"), "small_yield",
                    [BigYield("copper", 1, "stone")])            # Red must roll first (meduris.md §4.1)
    start = replay.position
    assert replay.forward() is False and replay.index == 0 and replay.position is start
    assert "(meduris" in replay.caption.value
