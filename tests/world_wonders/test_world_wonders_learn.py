"""The World Wonders lesson (companion/world_wonders/teach/): every task can be done on its board by the clicks a
reader would make (cells worked out by hand on the lesson map of scenarios.py, world-wonders.md §2 J, §3, §4),
refusals say why, and the lesson reads in both languages."""
from __future__ import annotations

import pytest

from companion.ui import language
from companion.world_wonders.teach.lessons import learn_world_wonders
from companion.world_wonders.teach.scenarios import LESSON_MAP


@pytest.fixture(scope="module")
def lesson():
    return learn_world_wonders()


def test_the_lesson_map_has_a_narrow_river_above_the_sidewalk():
    assert all(row[5] == "~" for row in LESSON_MAP[:8]) and LESSON_MAP[8] == "." * 11


@pytest.mark.rule("world-wonders 2")
def test_step1_free_road(lesson):
    step = lesson.step(1)
    step.reset()
    assert not step.completed
    assert step.click("cell:8,3") and step.completed


@pytest.mark.rule("world-wonders 3.2")
def test_step2_short_roads(lesson):
    step = lesson.step(2)
    step.reset()
    # a 1×2 above the road (7,3)-(7,4), a 1×2 on the sidewalk (8,6)-(8,7), the 1×1 on the sidewalk (8,0)
    assert step.click("buy short-roads", "cell:7,3", "cell:8,6", "cell:8,0")
    assert step.completed


@pytest.mark.rule("world-wonders 4")
def test_step3_bridge_and_a_refused_end_on_water(lesson):
    step = lesson.step(3)
    step.reset()
    assert not step.click("cell:7,3")            # (7,3)-(7,5): its right end (7,5) is water
    assert step.board.error
    assert step.click("cell:7,4") and step.completed   # (7,4) land, (7,5) water, (7,6) land


@pytest.mark.rule("world-wonders 5")
def test_steps4_and_5_building_and_production(lesson):
    for n in (4, 5):
        step = lesson.step(n)
        step.reset()
        assert step.click("cell:7,2") and step.completed    # a 1×2 on (7,2)-(7,3), above the road at (8,3)


@pytest.mark.rule("world-wonders 4")
def test_step6_monument(lesson):
    step = lesson.step(6)
    step.reset()
    assert step.click("cell:6,3") and step.completed         # the 2×2 on (6,3)-(7,4) touches the road (8,3)-(8,4)


@pytest.mark.rule("world-wonders 3.3")
@pytest.mark.rule("world-wonders 3.5")
def test_steps7_and_8_loan_and_pedestal(lesson):
    assert lesson.step(7).click("loan") and lesson.step(7).completed
    assert lesson.step(8).click("buy pedestal 1") and lesson.step(8).completed


@pytest.mark.rule("world-wonders 6.3")
def test_step10_erasing_the_tower_breaks_the_district(lesson):
    step = lesson.step(10)
    step.reset()
    assert not step.completed                               # B1: h1 is a district
    assert step.click("paint:erase", "cell:1,1") and step.completed


def test_quizzes_accept_their_answers_and_the_lesson_reads_in_polish(lesson):
    quizzes = [p for p in lesson.parts() if type(p).__name__ == "Quiz"]
    assert len(quizzes) >= 12
    for q in quizzes:
        q.select(q.answer)
        assert q.check() is True
    language.set_language("pl")
    try:
        assert "Wielce imponujące budowle" in lesson.title_html.value
        assert lesson.step(1).board.lang == "pl"
    finally:
        language.set_language("en")
