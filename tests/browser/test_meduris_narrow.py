"""Play Meduris on a phone: the hot seat and its board at 390 × 844 in Chromium (issue 11).

The fixture (``meduris_narrow_fixture.ipynb``) loads a game in progress into the hot seat, every seat human.
At 390 px the page must not scroll sideways, and every clickable element — the board's sites, plateaus and
workers, its buttons and exchange chips, and the page's buttons, inputs and drop-downs — must be a tap target
of at least 20 × 20 px (measured from the elements' bounding boxes). A screenshot is saved for the review.
"""
from __future__ import annotations

from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

NOTEBOOK = "meduris_narrow_fixture.ipynb"
BOARD = ".meduris-board"
PHONE = {"width": 390, "height": 844}
SCREENSHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screenshots"
SMALLEST = 20

# every element a player can click or tap, with its label, bounding box and whether it is shown at all
CLICKABLE = """() => [...document.querySelectorAll(
    '.companion-page [data-target], .companion-page button, .companion-page input, .companion-page select')]
  .map(e => { const r = e.getBoundingClientRect(); const s = getComputedStyle(e);
    const hidden = r.width === 0 || r.height === 0 || s.visibility === 'hidden' || !!e.closest('[visibility=hidden]');
    return {key: e.dataset.target || e.tagName + ':' + (e.textContent || e.value || '').trim().slice(0, 24),
            w: r.width, h: r.height, left: r.left, right: r.right, hidden}; })"""


def open_narrow(page, url: str) -> None:
    page.set_viewport_size(PHONE)
    page.goto(url)
    page.wait_for_selector(f'{BOARD} [data-target="site:32"]', timeout=90_000)
    # the board switched to its phone layout: the ring alone across the width, plateaus and cards under it
    page.wait_for_function("document.querySelector('.meduris-board svg').getAttribute('viewBox').startsWith('0 0 880 ')")


def test_hot_seat_and_board_fit_a_phone(page, notebook_url):
    open_narrow(page, notebook_url + "?moves=120")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    assert page.evaluate("document.body.scrollWidth") <= PHONE["width"]
    shown = [e for e in page.evaluate(CLICKABLE) if not e["hidden"]]
    keys = {e["key"] for e in shown}
    # the board's own targets are all there: 32 sites and 4 plateaus; and the page's controls
    assert {f"site:{n}" for n in range(1, 33)} <= keys
    assert {f"plateau:{r}" for r in ("wood", "wool", "copper", "stone")} <= keys
    assert any(k.startswith("worker:") for k in keys)
    assert any(k.startswith("BUTTON:Start") for k in keys)
    too_small = [e for e in shown if e["w"] < SMALLEST or e["h"] < SMALLEST]
    assert too_small == [], too_small
    # nothing clickable sticks out of the screen's width (clipped or only reachable by scrolling sideways)
    outside = [e for e in shown if e["left"] < -0.5 or e["right"] > PHONE["width"] + 0.5]
    assert outside == [], outside
    # the player cards are under the board, as wide as the phone allows (readable), not squeezed beside it
    ring = page.locator(f'{BOARD} [data-target="site:1"]').bounding_box()
    card = page.locator(f"{BOARD} .mb-player").first.bounding_box()
    assert card["y"] > ring["y"] and card["width"] > 0.75 * PHONE["width"], card
    page.evaluate("document.querySelector('.meduris-board').scrollIntoView()")
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / "meduris-hotseat-390.png"))
    assert page.console_errors == []


@pytest.mark.rule("meduris 4.2")
def test_a_tap_on_a_worker_then_a_plateau_works_on_a_phone(page, notebook_url):
    """Two players, right after setup (all workers placed, 6 moves): the start player rolls, then moves a worker
    (big yield, §4.2) with two taps on the phone layout."""
    open_narrow(page, notebook_url + "?players=2&moves=6&lang=pl")
    page.get_by_role("button", name="Rzuć kością").click()
    page.wait_for_function("document.querySelectorAll('.meduris-board .mb-worker.gb-live').length > 0")
    worker = page.locator(f"{BOARD} .mb-worker.gb-live").first
    box = worker.bounding_box()
    assert box["width"] >= SMALLEST and box["height"] >= SMALLEST, box
    worker.click()
    page.wait_for_function("document.querySelectorAll('.meduris-board .mb-plateau.gb-live').length > 0")
    plateau = page.locator(f"{BOARD} .mb-plateau.gb-live").first
    source = worker.get_attribute("data-target").split(":")[1]
    target = plateau.get_attribute("data-target").split(":")[1]
    assert target != source                              # §6.1: to another plateau
    plateau.click()
    # the worker now stands on the target plateau: its stack grew by one (drawn as a visible worker there)
    page.wait_for_function("t => [...document.querySelectorAll(`.meduris-board [data-target^='worker:${t}:']`)]"
                           ".some(w => w.getAttribute('visibility') !== 'hidden' && w.dataset.owner === '0')",
                           arg=target)
    assert page.locator(f"{BOARD} .gb-error").inner_text() == ""
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    assert page.console_errors == []
