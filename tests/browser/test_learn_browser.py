"""learn-meduris.ipynb in a real browser (Voilà + Chromium): no code on the page, one language switch,
and after pressing "Polski" no English prose is left; a lesson board answers a click in Polish.

Step 1's position is the 2-player setup (meduris.md §3): Blue starts by placing a worker (§3 step 7);
placing produces nothing.
"""
from __future__ import annotations

import pytest

NOTEBOOK = "../../notebooks/learn-meduris.ipynb"
BOARD = ".meduris-board"
pytestmark = pytest.mark.browser

#: English texts of the lesson (prose, headings, tasks, buttons, questions) that must vanish in Polish
ENGLISH = ["Learn Meduris — one rule at a time", "1. Setup", "The board has two sides", "Small yield",
           "Your task", "Start again", "Self-check", "How many huts does each player get", "Next step",
           "Rulebook turn example 1", "offering ritual", "settlement", "Game end and final scoring",
           "That is the whole game", "Check"]
#: their Polish counterparts (companion/locale/pl/meduris-learn.po, common.po)
POLISH = ["Poznaj Meduris — zasada po zasadzie", "1. Przygotowanie", "Plansza jest dwustronna", "Mały plon",
          "Twoje zadanie", "Od nowa", "Sprawdź się", "Ile chat dostaje każdy gracz", "Następny krok",
          "Przykład ruchu 1 z instrukcji", "rytuał ofiarny", "osad", "Koniec gry i finałowe podliczanie punktów",
          "To już cała gra", "Sprawdź"]


def _body(page) -> str:
    return page.locator("body").inner_text()


@pytest.mark.rule("meduris 3")
def test_lesson_switches_to_polish_and_a_board_answers(page, notebook_url):
    page.goto(notebook_url)
    page.wait_for_selector(f'{BOARD} [data-target="plateau:wood"]', timeout=90_000)
    page.get_by_text("That is the whole game").wait_for(timeout=60_000)     # the last cell has run
    text = _body(page)
    assert all(e in text for e in ENGLISH), [e for e in ENGLISH if e not in text]
    assert "learn_meduris" not in text and "lesson.step" not in text       # Voilà shows no code
    assert page.get_by_role("button", name="Polski").count() == 1          # one switch for the whole page
    assert page.locator(BOARD).count() >= 8

    page.get_by_role("button", name="Polski").click()
    page.get_by_text("To już cała gra").wait_for()
    page.wait_for_function("() => !document.body.innerText.includes('Start again')")
    text = _body(page)
    assert all(p in text for p in POLISH), [p for p in POLISH if p not in text]
    left = [e for e in ENGLISH if e in text]
    assert not left, f"English left on the Polish page: {left}"

    first = page.locator(BOARD).first
    first.locator('[data-target="plateau:wood"]').click()
    page.get_by_text("Niebieski stawia pracownika na płaskowyżu: drewno.").wait_for()
    assert not page.console_errors
