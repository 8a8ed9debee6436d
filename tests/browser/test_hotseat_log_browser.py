"""The hot seat's move log in a real browser (Voilà + Chromium): after every move the newest line is in view
without the player scrolling (issues 6 and 13).

``hotseat_log_fixture.ipynb``: a Meduris hot seat with two human seats and a *one move* button that plays a
move as a board click does. The log box is ``.companion-move-log``; it is "at its end" when the bottom of its
text area is the bottom of the box (the box's visible part ends with the last line).
"""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

NOTEBOOK = "hotseat_log_fixture.ipynb"

GEOMETRY = """() => {
  const box = document.querySelector('.companion-move-log');
  const area = box.querySelector('textarea');
  const b = box.getBoundingClientRect(), a = area.getBoundingClientRect();
  return {lines: area.value.split('\\n').filter(Boolean).length, scrolls: box.scrollHeight > box.clientHeight + 1,
          gap: Math.abs(a.bottom - b.bottom), areaScrolls: area.scrollHeight > area.clientHeight + 1};
}"""


def test_the_log_shows_the_newest_move_after_every_move(page, notebook_url):
    page.goto(notebook_url)
    button = page.get_by_role("button", name="one move")
    button.wait_for(timeout=60_000)
    page.wait_for_selector(".companion-move-log textarea")
    scrolled = False
    for played in range(1, 31):
        button.click()
        page.wait_for_function("n => document.querySelector('.companion-move-log textarea').value"
                               ".split('\\n').filter(Boolean).length >= n", arg=played)
        page.wait_for_timeout(50)    # let the layout follow the new rows
        geometry = page.evaluate(GEOMETRY)
        assert geometry["lines"] == played
        assert not geometry["areaScrolls"], geometry             # the text area shows every line
        assert geometry["gap"] < 8, (played, geometry)    # the box shows its end (a margin; a line is ~17 px)
        scrolled = scrolled or geometry["scrolls"]
    assert scrolled, "30 moves should overflow the log box (else this test checks nothing)"
