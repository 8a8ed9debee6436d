"""The Meduris board clicked in a real browser (Voilà + Chromium).

Position of ``meduris_board_fixture.ipynb`` (seed 3): Ann (blue, player 0) and Bob (purple, player 1)
start with 1 chip of each resource (meduris.md §3 step 2); workers: forest [Ann, Bob], pasture [Bob],
mine [Ann], quarry [Bob, Ann] (bottom→top); Ann rolled *stone*, so both quarry workers took 1 stone
(§4.1): each holds wood 1, wool 1, copper 1, stone 2. Ann must now take a big yield or build (§4.2–4.4).
Bonus chips lie on sites 4, 11, 16, 20, 27, 31 (shown on the board). Site 5 shows stone + wood,
site 4 wood + copper, site 15 wood + copper (meduris.md §2.2 table). Plateau supplies: 18 chips per
resource minus 1 per player (§3) = 16, the quarry 14 after the stone roll.
Expected values below follow from these rules, not from running the engine.
"""
from __future__ import annotations

from pathlib import Path

import pytest

SCREENSHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screenshots"
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
    return page.eval_on_selector_all(f"{BOARD} {selector}.gb-live", "ns => ns.map(n => n.dataset.target)")


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
    page.wait_for_function("document.querySelectorAll('.meduris-board .mb-site.gb-live').length === 26")
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
    assert page.locator(f"{BOARD} .gb-error").inner_text() == ""


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
    error = page.locator(f"{BOARD} .gb-error")
    error.wait_for(state="visible")
    page.wait_for_function("document.querySelector('.meduris-board .gb-error').textContent.length > 0")
    message = error.inner_text()
    assert "2 wood and 2 copper" in message and "only 1 wood and 1 copper" in message and "(meduris 4.3)" in message
    # the same reason beside site 4 (the pointer is still there: no hut-cost hint over it)
    callout = page.locator(f"{BOARD} .gb-callout")
    callout.wait_for(state="visible")
    assert callout.inner_text() == message
    assert page.locator(f"{BOARD} .gb-tip").is_hidden()
    assert summary(page) == before_state
    # nothing on the board changed but the mark of the refused site
    assert "gb-refused" in target(page, "site:4").get_attribute("class")
    assert page.locator(f"{BOARD} svg").inner_html().replace(" gb-refused", "") == before_svg
    assert target(page, "site:4").get_attribute("data-building") == ""


@pytest.mark.rule("meduris 4.2")
def test_big_yield_worker_then_plateau(page, notebook_url):
    open_board(page, notebook_url)
    target(page, "worker:stone:2").click()
    page.wait_for_selector(f'{BOARD} [data-target="worker:stone:2"].gb-selected')
    # a worker must change plateau (FAQ §6.1); the others have room (max 3, §4.2 step 2)
    assert sorted(legal(page, ".mb-plateau")) == ["plateau:copper", "plateau:wood", "plateau:wool"]
    target(page, "plateau:wool").click()
    page.wait_for_selector(f'{BOARD} [data-target="plateau:wool"][data-workers="1,0"]')
    text = wait_summary(page, "Bob (purple) to decide")
    # onto one worker: Ann (height 2) takes 2 wool, Bob (height 1) takes 1 (§4.2 step 3)
    assert "Ann (blue): 5 pts | wood 1 wool 3 copper 1 stone 2" in text
    assert "Bob (purple): 5 pts | wood 1 wool 2 copper 1 stone 2" in text
    assert target(page, "plateau:stone").get_attribute("data-workers") == "1"


def box(page, selector: str) -> dict:
    """Bounding box of the first match, in viewport pixels."""
    return page.locator(selector).first.bounding_box()


def gap(a: dict, b: dict) -> float:
    """Distance between two boxes (0 when they touch or overlap)."""
    dx = max(b["x"] - (a["x"] + a["width"]), a["x"] - (b["x"] + b["width"]), 0)
    dy = max(b["y"] - (a["y"] + a["height"]), a["y"] - (b["y"] + b["height"]), 0)
    return (dx * dx + dy * dy) ** 0.5


@pytest.mark.rule("meduris 4.5")
def test_exchange_panel(page, notebook_url):
    open_board(page, notebook_url)
    panel = page.locator(f"{BOARD} .mb-exchange")
    assert panel.locator(".mb-xtitle").inner_text() == "Exchange 3 for 1 · Ann (blue)"
    # any 3 chips back to their plateaus, 1 chip of any resource taken (§4.5): 2 stone + 1 wool → 1 copper
    for res in ("stone", "stone", "wool"):
        panel.locator(f'[data-give="{res}"]').click()
    panel.locator('[data-take="copper"]').click()
    text = wait_summary(page, "copper 2 stone 0")
    assert "Ann (blue): 5 pts | wood 1 wool 0 copper 2 stone 0" in text
    assert "Ann (blue) to decide: action" in text                  # an exchange does not end the decision
    assert [target(page, f"plateau:{r}").get_attribute("data-supply") for r in ("stone", "wool", "copper")] == \
        ["16", "17", "15"]
    # the panel shows the new holdings (and an empty draft)
    assert [panel.locator(f'[data-give="{r}"] .mb-xcount').inner_text() for r in ("wood", "wool", "copper", "stone")] \
        == ["1", "0", "2", "0"]
    # only legal exchanges are offered: she holds 1 wood, so after one wood no second wood can be given,
    # wool and stone (none held) never; nothing can be taken before 3 chips are chosen
    assert [panel.locator(f'[data-give="{r}"]').is_enabled() for r in ("wood", "wool", "copper", "stone")] == \
        [True, False, True, False]
    panel.locator('[data-give="wood"]').click()
    assert panel.locator('[data-give="wood"]').is_disabled()
    assert all(panel.locator(f'[data-take="{r}"]').is_disabled() for r in ("wood", "wool", "copper", "stone"))
    panel.locator('[data-give="copper"]').click()
    panel.locator('[data-give="copper"]').click()
    assert panel.locator('[data-take="stone"]').get_attribute("data-target") == "exchange:wood+copper+copper:stone"
    panel.locator('[data-take="stone"]').click()
    text = wait_summary(page, "wood 0 wool 0 copper 0 stone 1")
    assert "Ann (blue): 5 pts | wood 0 wool 0 copper 0 stone 1" in text
    # 1 chip left: no exchange is legal, the panel is gone (§4.5: 3 chips for 1)
    panel.wait_for(state="hidden")
    assert page.locator(f"{BOARD} .gb-error").inner_text() == ""
    assert page.console_errors == []


@pytest.mark.rule("meduris 6.16")
def test_refusal_is_shown_beside_a_lower_site(page, notebook_url):
    page.set_viewport_size({"width": 1300, "height": 760})
    open_board(page, notebook_url)
    page.get_by_role("button", name="Build a temple").click()
    page.wait_for_selector(f'{BOARD} .gb-bar [data-target="mode:temple"].gb-active')
    # a temple never goes on a site with a bonus chip (§4.4, FAQ §6.16); site 20 (bottom of the ring) has one
    target(page, "site:20").click()
    callout = page.locator(f"{BOARD} .gb-callout")
    callout.wait_for(state="visible")
    assert "site 20" in callout.inner_text() and callout.inner_text().endswith("(meduris 6.16)")
    site = box(page, f'{BOARD} [data-target="site:20"] .mb-site-bg')
    note = callout.bounding_box()
    viewport = page.viewport_size
    assert 0 <= note["y"] and note["y"] + note["height"] <= viewport["height"]
    assert 0 <= note["x"] and note["x"] + note["width"] <= viewport["width"]
    assert 0 < gap(site, note) < 30                              # beside the site, not covering it
    # the box above the board holds the same text but is scrolled out of sight
    assert box(page, f"{BOARD} .gb-error")["y"] + 20 < 0
    assert target(page, "site:20").get_attribute("data-building") == ""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / "meduris-refusal-callout.png"))
    # an accepted click removes the callout
    page.get_by_role("button", name="Build a hut").click()
    callout.wait_for(state="hidden")


@pytest.mark.rule("meduris 4.3")
@pytest.mark.rule("meduris 4.6")
def test_druid_and_hut_cost_hint_in_polish(page, notebook_url):
    # ?druid=16: Bob's hut on site 16 with the druid on it (fixture); text in Polish
    page.goto(notebook_url + "?lang=pl&druid=16")
    page.wait_for_selector(f'{BOARD} .mb-druid[data-site="16"]', timeout=60_000)
    # the druid walks there (a 0.35 s CSS transition): measure where he stands, not where he passes
    page.wait_for_function("document.querySelector('.meduris-board .mb-druid').getAnimations().length === 0")
    # nothing important under the druid: no site, site number, district name or rune stone, no plateau
    hidden = page.evaluate("""() => {
        const d = document.querySelector('.meduris-board .mb-druid').getBoundingClientRect();
        const sel = '.mb-site, .mb-site-number, .mb-district-name, .mb-rune-stone, .mb-plateau, .mb-step';
        return [...document.querySelectorAll('.meduris-board ' + sel)].filter((n) => {
            const b = n.getBoundingClientRect();
            return b.left < d.right && d.left < b.right && b.top < d.bottom && d.top < b.bottom;
        }).map((n) => (n.closest('[data-target], [data-district]') || n).getAttribute('data-target')
                      || n.closest('[data-district]')?.dataset.district || n.textContent);
    }""")
    assert hidden == []
    assert gap(box(page, f"{BOARD} .mb-druid"), box(page, f'{BOARD} [data-target="site:16"] .mb-site-bg')) < 12
    # site 15 (wood + copper) joins Bob's hut on 16: a settlement of 2 huts costs 2 of each symbol (§4.3);
    # Ann holds 1 wood and 1 copper
    target(page, "site:15").locator(".mb-site-bg").hover()
    hint = page.locator(f"{BOARD} .gb-tip")
    hint.wait_for(state="visible")
    assert hint.inner_text().split("\n") == [
        "Chata na tym polu: Ann (niebieski) płaci: drewno ×2 i miedź ×2.",
        "Chat w osadzie po budowie: 2, więc po 2 z każdego symbolu.",
        "Ann (niebieski) ma tylko: drewno ×1 i miedź ×1.",
    ]
    assert gap(hint.bounding_box(), box(page, f'{BOARD} [data-target="site:15"] .mb-site-bg')) < 30
    page.mouse.move(5, 5)
    hint.wait_for(state="hidden")
    assert page.console_errors == []


@pytest.mark.rule("meduris 4.1")
def test_a_plateau_while_the_die_must_be_rolled_is_refused_in_polish(page, notebook_url):
    page.goto(notebook_url + "?lang=pl")
    page.wait_for_selector(f'{BOARD} [data-target="site:32"]', timeout=60_000)
    target(page, "site:5").click()                                 # Ann builds; Bob must roll (§4.10)
    page.wait_for_selector(f'{BOARD} .gb-bar [data-target="roll"]')
    # before the roll nothing on the board is live: only the button "Rzuć kością"
    assert legal(page, ".mb-site") == legal(page, ".mb-plateau") == legal(page, ".mb-worker") == []
    target(page, "plateau:copper").click()
    callout = page.locator(f"{BOARD} .gb-callout")
    callout.wait_for(state="visible")
    assert callout.inner_text() == ("Nie teraz: Bob (fioletowy) musi najpierw rzucić kością (przycisk „Rzuć kością”). "
                                    "(meduris 4.1)")
    assert page.locator(f"{BOARD} .gb-error").inner_text() == callout.inner_text()
    assert gap(callout.bounding_box(), box(page, f'{BOARD} [data-target="plateau:copper"] .mb-plateau-bg')) < 30
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / "meduris-refusal-polish.png"))
    page.get_by_role("button", name="Rzuć kością").click()
    callout.wait_for(state="hidden")
    assert page.console_errors == []


@pytest.mark.rule("meduris 4.3")
def test_the_language_switch_relabels_the_board_and_its_refusals(page, notebook_url):
    open_board(page, notebook_url)
    target(page, "site:5").click()
    page.get_by_role("button", name="Roll the die").click()
    wait_summary(page, "Bob (purple) to decide: action")
    target(page, "site:4").click()                               # Bob cannot pay 2 wood + 2 copper (§4.3)
    callout = page.locator(f"{BOARD} .gb-callout")
    callout.wait_for(state="visible")
    assert "2 wood and 2 copper" in callout.inner_text()
    page.get_by_role("button", name="Polski").click()
    page.wait_for_function("document.querySelector('.meduris-board .gb-status').textContent.startsWith('Tura 2')")
    # the shown refusal is re-translated, the buttons and the plateaus relabelled
    page.wait_for_function("document.querySelector('.meduris-board .gb-callout').textContent.includes('(meduris 4.3)')"
                           " && !document.querySelector('.meduris-board .gb-callout').textContent.includes('wood')")
    assert page.get_by_role("button", name="Buduj chatę").is_visible()
    assert target(page, "plateau:wood").locator(".mb-plateau-name").text_content() == "Las"
    # a click in Polish is answered in Polish
    target(page, "site:6").click()
    page.wait_for_function("document.querySelector('.meduris-board .gb-callout').textContent.includes('drewno')")
    assert "wood" not in callout.inner_text()
    page.get_by_role("button", name="English").click()
    page.get_by_role("button", name="Build a hut").wait_for()
    assert page.console_errors == []


@pytest.mark.rule("meduris 4.2")
def test_keyboard_tab_enter_and_escape(page, notebook_url):
    open_board(page, notebook_url)
    worker = target(page, "worker:stone:2")
    worker.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector(f'{BOARD} [data-target="worker:stone:2"].gb-selected')
    assert sorted(legal(page, ".mb-plateau")) == ["plateau:copper", "plateau:wood", "plateau:wool"]
    page.keyboard.press("Escape")                                  # cancels the chosen worker
    page.wait_for_selector(f'{BOARD} [data-target="worker:stone:2"]:not(.gb-selected)')
    assert legal(page, ".mb-plateau") == []
    site = target(page, "site:5")
    site.focus()
    page.keyboard.press("Space")                                   # builds the hut (§4.3)
    page.wait_for_selector(f'{BOARD} [data-target="site:5"][data-building="hut"][data-owner="0"]')
    wait_summary(page, "Bob (purple) to decide: roll")
    assert page.console_errors == []
