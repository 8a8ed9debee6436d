"""The Iquazú wall editor's drawn column clicked in a real browser (Voilà + Chromium), on the editor's own page
(notebooks/iquazu-wall-editor.ipynb, a new empty wall).

Expected values follow from iquazu.md §2.1 (row 1 is the top row; two alcoves of a column may share a row) and §2.6
(heights unique, 0 = lowest; a higher alcove never in a lower row), not from running the code.
"""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

NOTEBOOK = "../../notebooks/iquazu-wall-editor.ipynb"
BOARD = ".iquazu-board"


def target(page, key):
    return page.locator(f'{BOARD} [data-target="{key}"]').first


def click_row(page, row):
    """Click the row band beside the column's alcoves (its centre may hold one)."""
    target(page, f"row:{row}").click(position={"x": 8, "y": 10})


def wait_alcoves(page, count):
    page.wait_for_function("n => document.querySelectorAll('.iquazu-board .iq-alcove').length === n", arg=count)


@pytest.mark.rule("iquazu 2.1")
@pytest.mark.rule("iquazu 2.6")
def test_clicking_alcoves_into_place(page, notebook_url):
    page.set_viewport_size({"width": 1280, "height": 1300})
    page.goto(notebook_url)
    page.wait_for_selector(f'{BOARD} [data-target="row:1"]', timeout=60_000)
    target(page, "rim:blue").click()
    page.wait_for_function("document.querySelector('.iquazu-board .gb-status').textContent.includes('blue rim')")
    click_row(page, 1)
    wait_alcoves(page, 1)
    target(page, "rim:orange").click()
    page.wait_for_function("document.querySelector('.iquazu-board .gb-status').textContent.includes('orange rim')")
    click_row(page, 3)
    wait_alcoves(page, 2)
    click_row(page, 3)                                  # a second alcove in row 3, below the first
    wait_alcoves(page, 3)
    rows = page.locator(f"{BOARD} .iq-alcove").evaluate_all(
        "gs => gs.map(g => [g.dataset.rim, g.dataset.row, g.dataset.height, g.querySelector('.iq-rim-letter').textContent])")
    assert sorted(rows, key=lambda r: -int(r[2])) == [["blue", "1", "2", "B"], ["orange", "3", "1", "O"],
                                                       ["orange", "3", "0", "O"]]
    # the form rows follow: three alcove rows, the heights typed in for the player
    heights = page.locator("input[type=number]")                 # the alcove rows' height fields (no tile rows yet)
    page.wait_for_function("document.querySelectorAll('input[type=number]').length === 3")
    assert [heights.nth(i).input_value() for i in range(3)] == ["2", "1", "0"]
    # select the top alcove and move it below row 3: refused beside the row band, nothing changes
    target(page, "alcove:1:2").click()
    page.wait_for_function("document.querySelector('.iquazu-board .gb-status').textContent.includes('height 2')")
    click_row(page, 4)
    callout = page.locator(f"{BOARD} .gb-callout")
    callout.wait_for(state="visible")
    assert "the alcove at height 2 is above the one at height 1 but in a lower row (4 > 3)" in callout.inner_text()
    assert "gb-refused" in target(page, "row:4").get_attribute("class")
    assert target(page, "alcove:1:2").get_attribute("data-row") == "1"
    # its rim changed to white instead
    target(page, "rim:white").click()
    page.wait_for_function("document.querySelector('.iquazu-board [data-target=\"alcove:1:2\"]').dataset.rim === 'white'")
    assert target(page, "alcove:1:2").locator(".iq-rim-letter").text_content() == "W"
    assert page.console_errors == []
