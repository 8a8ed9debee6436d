"""The Five Tribes board clicked in a real browser (Voilà + Chromium).

Position of ``five_tribes_board_fixture.ipynb`` (seed 3, Ann = seat 1, Bob = seat 2): the four turn markers
have bid 18, 12, 8 and 5 (Ann 50 − 18 − 8 = 24 gold, five-tribes.md §2, §3.1), so Ann's first marker picks up
meeples now. The Sultanate of seed 3 (meeples as vizier/elder/merchant/builder/assassin counts):
e3 small market 1/0/0/0/2, e4 village 1/1/0/1/0, f4 oasis 0/1/2/0/0, f3 large market 3/0/0/0/0.

The walk: pick up e3 (a vizier and 2 assassins, §3.3 step 1), step to e4 and drop an assassin, step to f4 and
drop an assassin, step to f3 and drop the vizier: the last meeple joins the 3 viziers there (§3.3), so Ann
collects 4 viziers (§3.4-3.5), f3 is empty and camel-less, so Ann's camel goes there (§3.4), and the large
market's action follows (§3.6: 2 of the first 6 cards for 6 gold, optional). At f4 with a vizier and an
assassin in hand, the vizier cannot be dropped: the last assassin could then only end on a tile with an
assassin, and none of f4's neighbours except e4 (just left) holds one. Expected values follow from these
rules, not from running the engine.
"""
from __future__ import annotations

from functools import partial
from pathlib import Path

import board_pages
import pytest

SCREENSHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screenshots"
pytestmark = pytest.mark.browser

NOTEBOOK = "five_tribes_board_fixture.ipynb"
BOARD = ".five-tribes-board"

open_board = partial(board_pages.open_board, board=BOARD, ready="tile:f5")
target = partial(board_pages.target, board=BOARD)
wait_status = partial(board_pages.wait_status, board=BOARD)


def live(page, selector: str) -> list[str]:
    return page.eval_on_selector_all(f"{BOARD} {selector}.gb-live", "ns => ns.map(n => n.dataset.target)")


def shot(page, name: str) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / name), full_page=True)


@pytest.mark.rule("five-tribes 3.3")
@pytest.mark.rule("five-tribes 3.4")
def test_pick_up_walk_and_drop_by_clicks(page, notebook_url):
    page.set_viewport_size({"width": 1280, "height": 1000})
    open_board(page, notebook_url)
    assert "Ann: pick up the meeples of a tile" in wait_status(page, "Round 1")
    target(page, "tile:e3").click()
    page.wait_for_selector(f'{BOARD} [data-target="drop:assassin"][data-count="2"]')
    # in hand: the vizier and the 2 assassins of e3 (§3.3 step 1); e3's neighbours are the next steps
    assert page.locator(f'{BOARD} [data-target="drop:vizier"]').get_attribute("data-count") == "1"
    assert sorted(live(page, ".ft-tile")) == ["tile:d3", "tile:e2", "tile:e4", "tile:f3"]
    target(page, "tile:e4").click()
    wait_status(page, "drop a meeple on tile e4")
    target(page, "drop:assassin").click()
    wait_status(page, "move on to an adjacent tile (2 meeples in hand)")
    # no straight step back to e3 (§3.3), no diagonal
    assert "tile:e3" not in live(page, ".ft-tile")
    target(page, "tile:f4").click()
    wait_status(page, "drop a meeple on tile f4")
    # a vizier dropped here would leave an assassin that can end on f5 (an assassin there): both legal
    assert sorted(live(page, ".ft-hand")) == ["drop:assassin", "drop:vizier"]
    target(page, "drop:assassin").click()
    target(page, "tile:f3").click()
    wait_status(page, "drop a meeple on tile f3")
    target(page, "drop:vizier").click()
    # 4 viziers collected; f3 emptied → Ann's camel (seat 1) there; the large market asks for 2 cards
    status = wait_status(page, "buy 2 cards from the market row, or skip")
    assert status.startswith("Round 1 · Ann")
    f3 = target(page, "tile:f3")
    assert f3.get_attribute("data-owner") == "0" and f3.get_attribute("data-total") == "0"
    assert f3.locator(".ft-camel-seat").text_content() == "1"
    assert target(page, "tile:e4").get_attribute("data-meeples") == "1,1,0,1,1"
    assert target(page, "tile:f4").get_attribute("data-meeples") == "0,1,2,0,1"
    assert target(page, "tile:e3").get_attribute("data-total") == "0"
    assert target(page, "killheld:0:vizier").inner_text().strip().endswith("4")
    summary = page.locator(".state-summary pre").inner_text()
    assert "Ann: gold 24, viziers 4, elders 0, camels 10" in summary
    # the market: the first 6 cards are live (a large market, §3.6)
    assert sorted(live(page, ".ft-card")) == [f"card:{i}" for i in range(1, 7)]
    shot(page, "five-tribes-1280.png")
    assert page.console_errors == []


@pytest.mark.rule("five-tribes 3.3")
def test_refused_clicks_show_the_engines_reason(page, notebook_url):
    page.set_viewport_size({"width": 1280, "height": 1000})
    open_board(page, notebook_url)
    # e1 (sacred place) holds a vizier, a merchant and a builder; f1 (corner) touches only e1 and f2
    target(page, "tile:e1").click()
    target(page, "tile:f1").click()
    wait_status(page, "drop a meeple on tile f1")
    before = page.locator(".state-summary pre").inner_text()
    # dropping the vizier leaves a merchant and a builder for f2 and then e2 or f3: neither holds a
    # merchant or a builder, so the last meeple could not be dropped (§3.3)
    assert sorted(live(page, ".ft-hand")) == ["drop:builder", "drop:merchant"]
    target(page, "drop:vizier").click()
    callout = page.locator(f"{BOARD} .gb-callout")
    callout.wait_for(state="visible")
    assert callout.inner_text() == ("After dropping a vizier here the other meeples in hand could not end the move "
                                    "legally. (five-tribes 3.3)")
    assert page.locator(f"{BOARD} .gb-error").inner_text() == callout.inner_text()
    assert "gb-refused" in target(page, "drop:vizier").get_attribute("class")
    assert target(page, "drop:vizier").get_attribute("data-count") == "1"
    assert page.locator(".state-summary pre").inner_text() == before
    target(page, "drop:merchant").click()
    callout.wait_for(state="hidden")
    wait_status(page, "2 meeples in hand")
    target(page, "tile:e1").click()                        # straight back (§3.3)
    page.wait_for_function("document.querySelector('.five-tribes-board .gb-callout').textContent"
                           ".includes('straight back')")
    assert callout.inner_text() == ("The meeples cannot step straight back to tile e1, which they just left. "
                                    "(five-tribes 3.3)")
    assert "gb-refused" in target(page, "tile:e1").get_attribute("class")
    assert page.console_errors == []


@pytest.mark.rule("five-tribes 3.3")
def test_polish_board_at_phone_width(page, notebook_url):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(notebook_url + "?lang=pl&arrows=1")
    page.wait_for_selector(f'{BOARD} [data-target="tile:f5"]', timeout=60_000)
    assert "Ann: podnieś figurki z płytki" in wait_status(page, "Runda 1")
    target(page, "tile:e3").click()
    page.wait_for_selector(f'{BOARD} [data-target="drop:assassin"][data-count="2"]')
    # every tile and every meeple in hand is a tap target of at least 40 px
    for key in ("tile:a1", "tile:f5"):
        box = target(page, key).locator(".ft-tile-bg").bounding_box()
        assert box["width"] >= 40 and box["height"] >= 40, box
    box = target(page, "drop:assassin").locator(".ft-hand-bg").bounding_box()
    assert box["width"] >= 40 and box["height"] >= 40, box
    # the board fits the phone's width: no sideways scrolling
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    # a meeple shows its tribe's Polish letter (wezyr = W)
    assert target(page, "drop:vizier").locator(".ft-meeple-letter").text_content() == "W"
    target(page, "tile:a1").click()                        # not adjacent to e3 (§3.3: no jumps)
    callout = page.locator(f"{BOARD} .gb-callout")
    callout.wait_for(state="visible")
    assert "nie sąsiaduje bokiem" in callout.inner_text() and callout.inner_text().endswith("(five-tribes 3.3)")
    shot(page, "five-tribes-390.png")
    assert page.console_errors == []


def test_a_later_position_at_laptop_and_phone_widths(page, notebook_url):
    """Screenshots of a position after 150 random moves (camels, palm trees, palaces, cards, djinns held):
    every tile keeps a tap target of at least 40 px, and the page never scrolls sideways."""
    page.set_viewport_size({"width": 1280, "height": 1100})
    page.goto(notebook_url + "?late=150&arrows=1")
    page.wait_for_selector(f'{BOARD} [data-target="tile:f5"]', timeout=60_000)
    wait_status(page, "Round")
    assert page.locator(f"{BOARD} .ft-camel[visibility='visible']").count() > 0
    shot(page, "five-tribes-late-1280.png")
    page.set_viewport_size({"width": 390, "height": 2600})
    page.wait_for_function("document.querySelector('.five-tribes-board .gb-wrap').getBoundingClientRect().width < 390")
    box = target(page, "tile:c3").locator(".ft-tile-bg").bounding_box()
    assert box["width"] >= 40 and box["height"] >= 40, box
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.locator(f"{BOARD} .ft-legend summary").click()          # the legend: tile kinds and their actions
    page.wait_for_selector(f"{BOARD} .ft-legend[open] li")
    assert page.locator(f"{BOARD} .ft-legend li").count() == 8
    shot(page, "five-tribes-late-390.png")
    assert page.console_errors == []


@pytest.mark.rule("five-tribes 3.2")
def test_suggest_moves_draws_the_advisors_turns_as_arrows_and_explains_them(page, notebook_url):
    """The "Suggest moves" switch (issue 8): the advisor's three best whole turns become numbered arrows on the
    Sultanate, each explained beside it; in Polish the explanation is Polish (PZ, the rulebook's points)."""
    page.set_viewport_size({"width": 1280, "height": 1100})
    open_board(page, notebook_url + "?lang=pl")
    target(page, "advise").click()
    page.wait_for_selector(f"{BOARD} .ft-advice-turn")
    assert page.locator(f"{BOARD} .ft-arrows .ft-advice").count() == 3
    turns = page.locator(f"{BOARD} .ft-advice-turn")
    assert turns.count() == 3
    starts = page.eval_on_selector_all(f"{BOARD} .ft-arrows .ft-advice", "ns => ns.map(n => n.dataset.from)")
    heads = [turns.nth(i).locator(".ft-advice-head").inner_text() for i in range(3)]
    assert all("PZ" in head for head in heads), heads
    assert all(start for start in starts)
    target(page, "advise").click()                       # off again: arrows and panel go
    page.wait_for_function("document.querySelectorAll('.five-tribes-board .ft-arrows .ft-advice').length === 0")
    assert page.console_errors == []


@pytest.mark.rule("five-tribes 3.3")
@pytest.mark.rule("five-tribes 3.5")
@pytest.mark.rule("five-tribes 3.6")
def test_the_rulebooks_loop_walked_by_clicks(page, notebook_url):
    """Example B2 (five-tribes-examples.md) on the lesson's position ``loop_5``: the small market c3 holds 2
    merchants, a builder, an assassin and a vizier; the oasis d3 one merchant; d4 (large market) and c4
    (sacred place) close a 2 × 2 square; nothing else stands near. Ann picks up c3 and walks c3 → d3 (merchant)
    → d4 (builder) → c4 (assassin) → c3 (vizier: the start tile entered again) → d3 (merchant: d3 entered again).

    Expected from the rules: from c4 (come from d4) with a vizier and a merchant in hand, the only legal step is
    back onto the start c3 — b4 and c5 lead only to tiles without a merchant for the last meeple, and d4 is the
    tile just left (§3.3); from c3 with the last merchant only d3 (2 merchants by then) can end the move. At the
    end: 3 merchants collected on d3 (§3.5: the first 3 cards of the row, fish, wheat, pottery), d3 empty → Ann's
    camel (§3.4) and the compulsory palm tree of the oasis (§3.6); c3 keeps the vizier, d4 the builder, c4 the
    assassin."""
    page.set_viewport_size({"width": 1280, "height": 1100})
    open_board(page, notebook_url + "?scenario=loop_5")
    wait_status(page, "Ann: pick up the meeples of a tile")
    target(page, "tile:c3").click()
    page.wait_for_selector(f'{BOARD} [data-target="drop:merchant"][data-count="2"]')
    assert sorted(live(page, ".ft-tile")) == ["tile:b3", "tile:c2", "tile:c4", "tile:d3"]
    walk = [("d3", "merchant", 4), ("d4", "builder", 3), ("c4", "assassin", 2), ("c3", "vizier", 1)]
    for square, tribe, left in walk:
        if square == "c3":        # re-entering the start tile is the only way on (see the docstring)
            assert live(page, ".ft-tile") == ["tile:c3"]
        target(page, f"tile:{square}").click()
        wait_status(page, f"drop a meeple on tile {square}")
        target(page, f"drop:{tribe}").click()
        wait_status(page, f"({left} meeple{'s' if left > 1 else ''} in hand)")
    assert live(page, ".ft-tile") == ["tile:d3"]
    assert target(page, "tile:c3").get_attribute("data-meeples") == "1,0,0,0,0"
    assert target(page, "tile:d3").get_attribute("data-meeples") == "0,0,2,0,0"
    target(page, "tile:d3").click()                      # d3 a second time
    wait_status(page, "drop a meeple on tile d3")
    assert live(page, ".ft-hand") == ["drop:merchant"]
    target(page, "drop:merchant").click()
    wait_status(page, "sell merchandise, use a djinn or end the turn")
    counts = {square: target(page, f"tile:{square}").get_attribute("data-meeples") for square in ("c3", "d3", "d4", "c4")}
    assert counts == {"c3": "1,0,0,0,0", "d3": "0,0,0,0,0", "d4": "0,0,0,1,0", "c4": "0,0,0,0,1"}
    d3 = target(page, "tile:d3")
    assert d3.get_attribute("data-owner") == "0" and d3.get_attribute("data-palms") == "1"
    summary = page.locator(".state-summary pre").inner_text()
    assert "Ann: gold 50, viziers 0, elders 0, camels 10, cards {'fish': 1, 'wheat': 1, 'pottery': 1}" in summary
    # the row lost its first three cards: it now starts with ivory
    assert page.locator(f'{BOARD} [data-target="card:1"]').get_attribute("data-kind") == "ivory"
    shot(page, "five-tribes-loop-1280.png")
    assert page.console_errors == []


@pytest.mark.rule("five-tribes 3.5")
def test_the_lessons_builders_block_is_marked_on_the_board(page, notebook_url):
    """The builders step of Learn Five Tribes marks the 3 × 3 block b2–d4 around c3 (example C1: the final tile
    and its 8 neighbours, diagonals included, five-tribes.md §3.5): the marked tiles show their frame, the others
    do not, and the marks stay while the reader walks (live tiles keep their own outline)."""
    block = [f"tile:{col}{row}" for row in "234" for col in "bcd"]
    page.set_viewport_size({"width": 1280, "height": 1100})
    open_board(page, notebook_url + "?scenario=builders_block&marks=" + ",".join(block))
    wait_status(page, "Ann: pick up the meeples of a tile")
    marked = lambda: sorted(page.eval_on_selector_all(  # noqa: E731
        f"{BOARD} .ft-tile.gb-marked", "ns => ns.filter(n => getComputedStyle(n.querySelector('.ft-mark')).display"
        " !== 'none').map(n => n.dataset.target)"))
    assert marked() == sorted(block)
    assert page.eval_on_selector(f'{BOARD} [data-target="tile:a1"] .ft-mark', "n => getComputedStyle(n).display") == "none"
    target(page, "tile:c2").click()                       # the builder of c2 in hand; c3 is the next step
    wait_status(page, "move on to an adjacent tile")
    assert "tile:c3" in live(page, ".ft-tile") and marked() == sorted(block)
    page.mouse.move(1, 1)                                 # no tile tip over the block in the screenshot
    shot(page, "five-tribes-builders-block-1280.png")
    assert page.console_errors == []
