"""Play Meduris on a phone: the hot seat and its board at 390 × 844 in Chromium (issue 11).

The fixture (``meduris_narrow_fixture.ipynb``) loads a game in progress into the hot seat, every seat human.
At 390 px the page must not scroll sideways, and every element a finger can tap — the board's sites, plateaus,
workers and zoom areas, its buttons and exchange chips, and the page's buttons, inputs and drop-downs — must be a
tap target of at least 40 × 40 px (issue 11), measured from the elements' bounding boxes. On the phone layout the
whole board is an overview where sites and workers are too small to tap: they take no taps there
(``pointer-events: none``); a tap on a part of the ring or on a plateau shows it up close, where its sites and
workers are ≥ 40 px. An element counts as tappable when it is shown, takes pointer events and lies in the
board's visible part (the zoomed viewBox clips the rest). Screenshots are saved for the review.
"""
from __future__ import annotations

from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

NOTEBOOK = "meduris_narrow_fixture.ipynb"
BOARD = ".meduris-board"
PHONE = {"width": 390, "height": 844}
SCREENSHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screenshots"
SMALLEST = 40

# every element a player can tap, with its label and bounding box (a checkbox: its label's, which takes the same
# tap), and whether a finger can reach it at all (shown, taking pointer events, inside the board's visible part)
TAPPABLE = """() => {
  const svg = document.querySelector('.meduris-board svg').getBoundingClientRect();
  return [...document.querySelectorAll('.companion-page [data-target], .companion-page [data-zoom], '
      + '.companion-page button, .companion-page input, .companion-page select')]
  .map(e => { const t = (e.tagName === 'INPUT' && e.closest('label')) || e;   // a label taps its checkbox
    const r = t.getBoundingClientRect(); const s = getComputedStyle(e);
    let hidden = r.width === 0 || r.height === 0 || s.visibility === 'hidden' || s.pointerEvents === 'none'
      || s.display === 'none' || !!e.closest('[visibility=hidden]');
    const inSvg = e instanceof SVGElement;
    const clipped = inSvg && (r.right <= svg.left + 0.5 || r.left >= svg.right - 0.5
      || r.bottom <= svg.top + 0.5 || r.top >= svg.bottom - 0.5);
    const whole = !inSvg || (r.left >= svg.left - 0.5 && r.right <= svg.right + 0.5
      && r.top >= svg.top - 0.5 && r.bottom <= svg.bottom + 0.5);
    return {key: e.dataset.target || e.dataset.zoom || e.tagName + ':' + (e.textContent || e.value || '').trim().slice(0, 24),
            w: r.width, h: r.height, left: r.left, right: r.right, hidden: hidden || clipped, whole}; });
}"""


def open_narrow(page, url: str) -> None:
    page.set_viewport_size(PHONE)
    page.goto(url)
    page.wait_for_selector(f'{BOARD} [data-target="site:32"]', timeout=90_000)
    # the board switched to its phone layout: the ring alone across the width, plateaus and cards under it
    page.wait_for_function("document.querySelector('.meduris-board svg').getAttribute('viewBox').startsWith('0 0 880 ')")


def tappable(page) -> list[dict]:
    """The tappable elements now, after checking each is ≥ 40 px, wholly shown and inside the phone's width."""
    shown = [e for e in page.evaluate(TAPPABLE) if not e["hidden"]]
    too_small = [e for e in shown if e["w"] < SMALLEST or e["h"] < SMALLEST]
    assert too_small == [], too_small
    # nothing tappable sticks out of the screen's width or is cut by the board's edge
    outside = [e for e in shown if e["left"] < -0.5 or e["right"] > PHONE["width"] + 0.5 or not e["whole"]]
    assert outside == [], outside
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    assert page.evaluate("document.body.scrollWidth") <= PHONE["width"]
    return shown


def zoom_state(page) -> str:
    return page.evaluate("document.querySelector('.meduris-board svg').getAttribute('viewBox')")


def test_hot_seat_and_board_fit_a_phone(page, notebook_url):
    open_narrow(page, notebook_url + "?moves=120")
    keys = {e["key"] for e in tappable(page)}
    # the overview: the ring's zoom areas, the 4 plateaus, the page's controls; no 20-px site or worker
    assert {f"plateau:{r}" for r in ("wood", "wool", "copper", "stone")} <= keys
    assert any(k.startswith("ring:") for k in keys)
    assert not any(k.startswith(("site:", "worker:")) for k in keys)
    assert any(k.startswith("BUTTON:Start") for k in keys)
    # the player cards are under the board, as wide as the phone allows (readable), not squeezed beside it
    ring = page.locator(f'{BOARD} [data-target="site:1"]').bounding_box()
    card = page.locator(f"{BOARD} .mb-player").first.bounding_box()
    assert card["y"] > ring["y"] and card["width"] > 0.75 * PHONE["width"], card
    page.evaluate("document.querySelector('.meduris-board').scrollIntoView()")
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / "meduris-hotseat-390.png"))

    # a tap on the first part of the ring shows it up close; "next" walks through every part, then the plateaus
    page.locator(f'{BOARD} [data-zoom="ring:0"]').click()
    sites, workers, plateaus, parts = set(), set(), set(), []
    while True:
        shown = {e["key"] for e in tappable(page)}
        parts.append(zoom_state(page))
        assert not any(k.startswith("ring:") for k in shown)       # zoomed in: no zoom areas
        sites |= {k for k in shown if k.startswith("site:")}
        workers |= {k for k in shown if k.startswith("worker:")}
        plateaus |= {k for k in shown if k.startswith("plateau:")}
        # up close, only one plateau at a time, and never a plateau together with sites
        assert len({k for k in shown if k.startswith("plateau:")}) <= 1
        assert not (any(k.startswith("site:") for k in shown) and any(k.startswith("plateau:") for k in shown))
        if len(parts) == 2:
            page.screenshot(path=str(SCREENSHOTS / "meduris-ring-zoom-390.png"))
        if any(k.startswith("worker:") for k in shown) and not (SCREENSHOTS / "meduris-plateau-zoom-390.png").exists():
            page.screenshot(path=str(SCREENSHOTS / "meduris-plateau-zoom-390.png"))
        before = zoom_state(page)
        page.get_by_role("button", name="Next part").click()
        page.wait_for_function("v => document.querySelector('.meduris-board svg').getAttribute('viewBox') !== v",
                               arg=before)
        if zoom_state(page) == parts[0]:
            break
        assert len(parts) < 40
    # every site and every plateau was reachable up close at ≥ 40 px; the workers on the board too
    assert sites == {f"site:{n}" for n in range(1, 33)}
    assert plateaus == {f"plateau:{r}" for r in ("wood", "wool", "copper", "stone")}
    on_board = set(page.evaluate("[...document.querySelectorAll('.meduris-board .mb-worker')]"
                                 ".filter(w => w.getAttribute('visibility') !== 'hidden').map(w => w.dataset.target)"))
    assert on_board and workers == on_board
    # and back to the whole board
    page.get_by_role("button", name="Whole board").click()
    page.wait_for_function("document.querySelector('.meduris-board svg').getAttribute('viewBox').startsWith('0 0 880 ')")
    assert page.console_errors == []


@pytest.mark.rule("meduris 4.2")
def test_a_tap_on_a_worker_then_a_plateau_works_on_a_phone(page, notebook_url):
    """Two players, right after setup (all workers placed, 6 moves): the start player rolls, then moves a worker
    (big yield, §4.2) with two taps on the phone layout: the worker's plateau shows it up close, the worker is
    picked there, the whole board comes back and the target plateau takes the second tap."""
    open_narrow(page, notebook_url + "?players=2&moves=6&lang=pl")
    page.get_by_role("button", name="Rzuć kością").click()
    page.wait_for_function("document.querySelectorAll('.meduris-board .mb-worker.gb-live').length > 0")
    worker = page.locator(f"{BOARD} .mb-worker.gb-live").first
    source = worker.get_attribute("data-target").split(":")[1]
    # the overview: the worker is too small to tap, its plateau is not; a tap there shows the plateau up close
    assert "worker:" not in str([e["key"] for e in tappable(page)])
    page.locator(f'{BOARD} [data-target="plateau:{source}"]').click()
    page.wait_for_function("document.querySelector('.meduris-board svg').classList.contains('mb-zoomed')")
    assert page.locator(f"{BOARD} .mb-zoomname").inner_text() != ""
    assert page.get_by_role("button", name="Cała plansza").is_visible()   # the way back, in Polish
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / "meduris-plateau-zoom-390-pl.png"))
    box = worker.bounding_box()
    assert box["width"] >= SMALLEST and box["height"] >= SMALLEST, box
    assert f"worker:{source}:" in str([e["key"] for e in tappable(page)])
    worker.click()
    # picked: the whole board again, with the plateaus it may go to as live targets
    page.wait_for_function("document.querySelectorAll('.meduris-board .mb-plateau.gb-live').length > 0"
                           " && !document.querySelector('.meduris-board svg').classList.contains('mb-zoomed')")
    plateau = page.locator(f"{BOARD} .mb-plateau.gb-live").first
    target = plateau.get_attribute("data-target").split(":")[1]
    assert target != source                              # §6.1: to another plateau
    tappable(page)
    plateau.click()
    # the worker now stands on the target plateau: its stack grew by one (drawn as a visible worker there)
    page.wait_for_function("t => [...document.querySelectorAll(`.meduris-board [data-target^='worker:${t}:']`)]"
                           ".some(w => w.getAttribute('visibility') !== 'hidden' && w.dataset.owner === '0')",
                           arg=target)
    assert page.locator(f"{BOARD} .gb-error").inner_text() == ""
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    assert page.console_errors == []
