"""The Meduris board clicked in a real browser (Voilà + Chromium).

Position of ``meduris_board_fixture.ipynb`` (seed 3): Ann (blue, player 0) and Bob (purple, player 1)
start with 1 chip of each resource (meduris.md §3 step 2); workers: forest [Ann, Bob], pasture [Bob],
mine [Ann], quarry [Bob, Ann] (bottom→top); Ann rolled *stone*, so both quarry workers took 1 stone
(§4.1): each holds wood 1, wool 1, copper 1, stone 2. Ann must now take a big yield or build (§4.2–4.4).
Bonus chips lie on sites 4, 11, 16, 20, 27, 31 (shown on the board). Site 5 shows stone + wood,
site 4 wood + copper (meduris.md §2.2 table).
Expected values below follow from these rules, not from running the engine.
"""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

NOTEBOOK = "meduris_board_fixture.ipynb"
BOARD = ".meduris-board"


def open_board(page, url: str) -> None:
    """Load the page and wait until the kernel has drawn the board and the state summary."""
    page.goto(url)
    page.wait_for_selector(f'{BOARD} [data-target="site:32"]', timeout=60_000)
    page.wait_for_selector(".state-summary pre", timeout=30_000)


def summary(page) -> str:
    """The engine's text rendering of the state, shown under the board by the notebook."""
    return page.locator(".state-summary pre").inner_text()


def wait_summary(page, fragment: str) -> str:
    """Wait until the state summary contains ``fragment`` (it updates just after the board) and return it."""
    page.wait_for_function("f => document.querySelector('.state-summary pre').textContent.includes(f)", arg=fragment)
    return summary(page)


def target(page, name: str):
    return page.locator(f'{BOARD} [data-target="{name}"]')


def legal(page, selector: str) -> list[str]:
    return page.eval_on_selector_all(f"{BOARD} {selector}.mb-legal", "ns => ns.map(n => n.dataset.target)")


@pytest.mark.rule("meduris 4.3")
@pytest.mark.rule("meduris 4.4")
def test_legal_targets_are_highlighted(page, notebook_url):
    open_board(page, notebook_url)
    # an isolated hut costs 1 + 1 (§4.3) and Ann holds one of every resource: all 32 empty sites
    assert len(legal(page, ".mb-site")) == 32
    # big yield: only Ann's workers may move (§4.2); the bottom-most of them on the mine, top of the quarry…
    assert sorted(legal(page, ".mb-worker")) == ["worker:copper:1", "worker:stone:2", "worker:wood:1"]
    # temple mode: no temple on a site with a bonus chip (§4.4 step 1, FAQ §6.16)
    page.get_by_role("button", name="Build a temple").click()
    page.wait_for_function("document.querySelectorAll('.meduris-board .mb-site.mb-legal').length === 26")
    bonus_sites = page.eval_on_selector_all(f"{BOARD} .mb-site[data-bonus]:not([data-bonus=''])",
                                            "ns => ns.map(n => n.dataset.target)")
    assert sorted(bonus_sites) == sorted(f"site:{n}" for n in (4, 11, 16, 20, 27, 31))
    assert not set(bonus_sites) & set(legal(page, ".mb-site"))
    assert page.console_errors == []


@pytest.mark.rule("meduris 4.3")
@pytest.mark.rule("meduris 4.6")
def test_hut_click_builds_and_pays(page, notebook_url):
    open_board(page, notebook_url)
    target(page, "site:5").click()
    page.wait_for_selector(f'{BOARD} [data-target="site:5"][data-building="hut"][data-owner="0"]')
    text = wait_summary(page, "Bob (purple) to decide")
    # isolated hut on stone + wood: pays 1 stone + 1 wood (§4.3)
    assert "Ann (blue): 5 pts | wood 0 wool 1 copper 1 stone 1 | huts 11 temples 2 | runes Snake" in text
    assert " 5:H0 " in text
    # first building of the game: the druid goes to his first step (§4.6)
    assert page.locator(f"{BOARD} .mb-druid").get_attribute("data-step") == "1"
    # Ann's hut is drawn in Ann's colour with her letter; the Snake rune stone shows her token
    assert target(page, "site:5").locator(".mb-building-letter").text_content() == "B"
    assert page.locator(f'{BOARD} .mb-district[data-district="Snake"] .mb-token').get_attribute("data-colour") == "blue"
    # next decision: Bob rolls (§4.10)
    assert "Bob (purple) to decide: roll" in text
    assert page.locator(f"{BOARD} .mb-error").inner_text() == ""


@pytest.mark.rule("meduris 4.3")
def test_illegal_click_is_refused_with_its_reason(page, notebook_url):
    open_board(page, notebook_url)
    target(page, "site:5").click()
    page.wait_for_selector(f'{BOARD} [data-target="site:5"][data-building="hut"]')
    page.get_by_role("button", name="Roll the die").click()
    before_state = wait_summary(page, "Bob (purple) to decide: action")
    before_svg = page.locator(f"{BOARD} svg").inner_html()
    # site 4 (wood + copper) beside Ann's hut on site 5: the 2nd hut of a settlement costs 2 + 2 (§4.3);
    # Bob holds 1 wood and 1 copper (§3 step 2; the stone roll gave only stone)
    target(page, "site:4").click()
    error = page.locator(f"{BOARD} .mb-error")
    error.wait_for(state="visible")
    page.wait_for_function("document.querySelector('.meduris-board .mb-error').textContent.length > 0")
    message = error.inner_text()
    assert "2 wood + 2 copper" in message and "1 wood + 1 copper" in message and "(meduris 4.3)" in message
    assert summary(page) == before_state
    assert page.locator(f"{BOARD} svg").inner_html() == before_svg
    assert target(page, "site:4").get_attribute("data-building") == ""


@pytest.mark.rule("meduris 4.2")
def test_big_yield_worker_then_plateau(page, notebook_url):
    open_board(page, notebook_url)
    target(page, "worker:stone:2").click()
    page.wait_for_selector(f'{BOARD} [data-target="worker:stone:2"].mb-selected')
    # a worker must change plateau (FAQ §6.1); the others have room (max 3, §4.2 step 2)
    assert sorted(legal(page, ".mb-plateau")) == ["plateau:copper", "plateau:wood", "plateau:wool"]
    target(page, "plateau:wool").click()
    page.wait_for_selector(f'{BOARD} [data-target="plateau:wool"][data-workers="1,0"]')
    text = wait_summary(page, "Bob (purple) to decide")
    # onto one worker: Ann (height 2) takes 2 wool, Bob (height 1) takes 1 (§4.2 step 3)
    assert "Ann (blue): 5 pts | wood 1 wool 3 copper 1 stone 2" in text
    assert "Bob (purple): 5 pts | wood 1 wool 2 copper 1 stone 2" in text
    assert target(page, "plateau:stone").get_attribute("data-workers") == "1"
