"""The Meduris score calculator in a real browser (Voilà + Chromium): typing updates the totals; a value
beyond the box (10 rune stones, meduris.md §1: 9 exist) is marked beside its field and the last valid
result stays, with what the user typed kept in the field."""
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


@pytest.mark.rule("meduris 5.3")
def test_typing_updates_and_bad_value_is_marked_in_place(page, notebook_url):
    page.goto(notebook_url)
    page.locator(".companion-result").first.wait_for(timeout=60_000)
    page.wait_for_function("document.querySelector('.companion-result').innerText.includes('68')")
    rune = _field(page, 0, "Rune stones")
    assert rune.locator("input").input_value() == "5"          # the example sheet: Blue 5 rune stones

    rune.locator("input").fill("10")
    rune.locator("input").press("Enter")
    card = page.locator(".companion-card").nth(0)
    message = card.locator(".companion-message", has_text="at most 9")
    message.wait_for()
    assert card.locator(".companion-invalid input").input_value() == "10"   # what was typed is kept
    assert "68" in _total_row(page, "Blue")                                  # last valid result stays

    rune.locator("input").fill("3")
    rune.locator("input").press("Enter")
    message.wait_for(state="detached")
    # 3 rune stones: 1 + 2 + 3 = 6 instead of 15, so Blue's 68 becomes 59 (meduris.md §5.3)
    page.wait_for_function("document.querySelector('.companion-result').innerText.includes('59')")
    assert "59" in _total_row(page, "Blue")
    assert not page.console_errors
