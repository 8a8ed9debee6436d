"""The Meduris score calculator in a real browser (Voilà + Chromium): no verdict before a score is typed;
typing updates the totals; a value beyond the box (10 rune stones, meduris.md §1: 9 exist) is marked
beside its field and the last valid result stays, with what the user typed kept in the field."""
from __future__ import annotations

import re

import pytest

NOTEBOOK = "../../notebooks/score-meduris.ipynb"
pytestmark = pytest.mark.browser


def _field(page, player: int, label: str):
    card = page.locator(".companion-card").nth(player)
    return card.locator(".widget-hbox", has=page.locator(".widget-label", has_text=re.compile(f"^{label}$")))


def _total_row(page, name: str) -> str:
    return page.locator(".companion-result tr", has=page.locator("td", has_text=re.compile(f"^{name}$"))).first.inner_text()


def _type(field, value: str) -> None:
    field.locator("input").fill(value)
    field.locator("input").press("Enter")


def _wait_total(page, name: str, total: int) -> None:
    page.wait_for_function(
        """([name, total]) => [...document.querySelectorAll('.companion-result tr')].some(
               tr => tr.cells.length && tr.cells[0].innerText.trim() === name
                     && [...tr.cells].some(td => td.innerText.trim() === String(total)))""",
        arg=[name, total])


@pytest.mark.rule("meduris 5.3")
def test_typing_updates_and_bad_value_is_marked_in_place(page, notebook_url):
    page.goto(notebook_url)
    page.locator(".companion-card").first.wait_for(timeout=60_000)
    page.get_by_text("Enter the scores: the result appears here.").wait_for()   # no verdict before a score
    assert page.locator(".companion-result tr").count() == 0
    _type(_field(page, 0, "Huts built"), "5")              # each rune stone is taken by building a hut (§4.3)
    _wait_total(page, "Player 1", 0)
    rune = _field(page, 0, "Rune stones")

    _type(rune, "5")
    _wait_total(page, "Player 1", 15)                      # 1 + 2 + 3 + 4 + 5 (meduris.md §5.3)
    chart = page.locator(".companion-result img").first
    page.wait_for_timeout(1500)                            # the chart PNG follows the table
    chart_at_15 = chart.get_attribute("src")

    _type(rune, "10")                                      # only 9 rune stones exist (meduris.md §1)
    card = page.locator(".companion-card").nth(0)
    message = card.locator(".companion-message", has_text="at most 9")
    message.wait_for()
    assert card.locator(".companion-invalid input").input_value() == "10"   # what was typed is kept
    assert "15" in _total_row(page, "Player 1")                              # last valid result stays

    _type(rune, "3")
    message.wait_for(state="detached")
    _wait_total(page, "Player 1", 6)                       # 1 + 2 + 3
    page.wait_for_function("([img, old]) => img.getAttribute('src') !== old", arg=[chart.element_handle(), chart_at_15])
    assert not page.console_errors
