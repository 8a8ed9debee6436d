"""The Iquazú wall clicked in a real browser (Voilà + Chromium).

Position of ``iquazu_board_fixture.ipynb``: the demo wall laid 2A, 1A, 3A, 4A, 5A (seed 3, Ann and Bob), the frame
at wall columns 1–5; Ann to play with 2 white, 1 blue and 3 orange cards. Wall column 3 (strip 1A, first column)
holds, top first: blue row 1 h4, white row 2 h3, orange row 3 h2, white row 4 h1, blue row 5 h0.

* The orange alcove at height 2 of column 3 stands in frame column 3: it costs 3 orange cards (iquazu.md §2.3), or
  2 orange cards and a pair of white cards for the third (§2.4); Ann pays 3 orange and her crystal is drawn there.
* Column 7 is outside the frame (columns 1–5): a click on its alcove is refused with the engine's reason (§2.3).
* ``?scoring=1``: column 1 was just scored (Bob's drop filled it): the explanation is shown step by step.
Expected values follow from these rules and the fixture's stated position, not from running the engine.
"""
from __future__ import annotations

from functools import partial

import board_pages
import pytest

pytestmark = pytest.mark.browser

NOTEBOOK = "iquazu_board_fixture.ipynb"
BOARD = ".iquazu-board"

open_board = partial(board_pages.open_board, board=BOARD, ready="alcove:3:2")
target = partial(board_pages.target, board=BOARD)
wait_status = partial(board_pages.wait_status, board=BOARD)


@pytest.mark.rule("iquazu 2.3")
@pytest.mark.rule("iquazu 2.4")
def test_click_an_alcove_pay_and_see_the_crystal(page, notebook_url):
    page.set_viewport_size({"width": 1280, "height": 1100})
    open_board(page, notebook_url)
    assert "Ann: draw 4 cards, or click an alcove" in wait_status(page, "Turn 1")
    assert "demo wall, invented data, not the printed board" in page.locator(f"{BOARD} .iq-wall-label").inner_text()
    assert "gb-live" in target(page, "alcove:3:2").get_attribute("class")
    target(page, "alcove:3:2").click()
    status = wait_status(page, "pay for the alcove at height 2 of column 3")
    assert "3 orange cards" in status and "frame column 3" in status
    proposed = target(page, "pay:ooo")
    assert "proposed" in proposed.inner_text() and "gb-active" in proposed.get_attribute("class")
    assert target(page, "pay:wwoo").is_visible()              # 2 orange + a pair of white for the third
    proposed.click()
    wait_status(page, "Turn 2 · Bob")
    alcove = target(page, "alcove:3:2")
    page.wait_for_function("document.querySelector('.iquazu-board [data-target=\"alcove:3:2\"]').dataset.content === '0'")
    assert alcove.locator(".iq-crystal").count() == 1
    assert alcove.locator(".iq-crystal-letter").text_content() == "R"        # Ann plays the red crystals
    summary = page.locator(".state-summary pre").inner_text()
    assert "h2/r3/o:Ann" in summary and "Ann (red): 0 points, cards w2 b1 o0" in summary
    assert page.console_errors == []


@pytest.mark.rule("iquazu 2.3")
def test_a_refused_click_shows_the_reason(page, notebook_url):
    page.set_viewport_size({"width": 1280, "height": 1100})
    open_board(page, notebook_url)
    wait_status(page, "Turn 1")
    before = page.locator(".state-summary pre").inner_text()
    target(page, "alcove:7:0").click()
    callout = page.locator(f"{BOARD} .gb-callout")
    callout.wait_for(state="visible")
    assert callout.inner_text() == ("Column 7 is not a placement column of the frame: crystals go in columns 1 to 5 "
                                    "now. (iquazu 2.3)")
    assert page.locator(f"{BOARD} .gb-error").inner_text() == callout.inner_text()
    assert "gb-refused" in target(page, "alcove:7:0").get_attribute("class")
    assert page.locator(".state-summary pre").inner_text() == before
    assert page.console_errors == []


@pytest.mark.rule("iquazu 2.3")
def test_the_wall_in_polish(page, notebook_url):
    page.set_viewport_size({"width": 1280, "height": 1100})
    page.goto(notebook_url + "?lang=pl")
    page.wait_for_selector(f'{BOARD} [data-target="alcove:3:2"]', timeout=60_000)
    assert "Ann: dobierz 4 karty albo kliknij wnękę w ramce" in wait_status(page, "Tura 1")
    # rim letters in Polish: the orange rim is P (pomarańczowe), the blue one N (niebieskie)
    assert target(page, "alcove:3:2").locator(".iq-rim-letter").text_content() == "P"
    assert target(page, "alcove:3:4").locator(".iq-rim-letter").text_content() == "N"
    target(page, "alcove:7:0").click()
    callout = page.locator(f"{BOARD} .gb-callout")
    callout.wait_for(state="visible")
    assert callout.inner_text() == ("Kolumna 7 nie jest kolumną wewnątrz ramki: kryształy można teraz umieszczać w "
                                    "kolumnach od 1 do 5. (iquazu 2.3)")
    page.get_by_role("button", name="English", exact=True).click()            # the switch back to English
    wait_status(page, "Turn 1")
    page.wait_for_function("document.querySelector('.iquazu-board .gb-callout').textContent.startsWith('Column 7')")
    assert page.console_errors == []


@pytest.mark.rule("iquazu 5.2")
@pytest.mark.rule("iquazu 5.4")
def test_the_scoring_round_step_by_step(page, notebook_url):
    page.set_viewport_size({"width": 1280, "height": 1100})
    page.goto(notebook_url + "?scoring=1")
    page.wait_for_selector(f"{BOARD} .iq-scoring .iq-step", timeout=60_000)
    step = page.locator(f"{BOARD} .iq-step")
    # column 1: Ann 3 crystals (h3, h2, h0), Bob 2: the 2-player stone has one value, Ann takes it
    assert step.locator(".iq-step-title").inner_text().startswith("Column 1: the majority")
    assert "Ann: 3 crystals, the lowest at height 0" in step.inner_text()
    page.locator(f"{BOARD} .iq-next").click()
    page.wait_for_function("document.querySelector('.iquazu-board .iq-step').dataset.index === '1'")
    assert step.locator(".iq-step-title").inner_text().startswith("Row 1")
    for _ in range(5):
        page.locator(f"{BOARD} .iq-next").click()
    page.wait_for_function("document.querySelector('.iquazu-board .iq-step').dataset.kind === 'after'")
    assert "tiles are revealed when the frame moves" in step.inner_text()
    assert page.console_errors == []


def test_the_score_track_name_is_not_cut_off(page, notebook_url):
    """The score track's name stood left of the track, past the board's left edge ("re track" on screen)."""
    page.set_viewport_size({"width": 1280, "height": 1100})
    open_board(page, notebook_url)
    for lang, name in (("en", "Score track"), ("pl", None)):
        if lang == "pl":
            page.get_by_role("button", name="Polski", exact=True).click()
            page.wait_for_function("document.querySelector('.iquazu-board .gb-status').textContent.includes('Tura')")
        label = page.locator(f"{BOARD} .iq-track text.iq-axis")
        if name:
            assert label.text_content() == name
        left, right, board_left, board_right = label.evaluate(
            "t => { const b = t.getBoundingClientRect(), s = t.ownerSVGElement.getBoundingClientRect();"
            " return [b.left, b.right, s.left, s.right]; }")
        assert board_left <= left and right <= board_right, (left, right, board_left, board_right)
    assert page.console_errors == []


@pytest.mark.rule("iquazu 5.2")
@pytest.mark.rule("iquazu 5.4")
def test_the_scoring_round_plays_by_itself_and_stops(page, notebook_url):
    """Play steps through the round (the same explanations as Previous / Next) without a click per step; Stop halts
    it where it is; played to the end it stops on the last step (the after-scoring sequence)."""
    page.set_viewport_size({"width": 1280, "height": 1100})
    page.goto(notebook_url + "?scoring=1")
    page.wait_for_selector(f"{BOARD} .iq-scoring .iq-step", timeout=60_000)
    index = "document.querySelector('.iquazu-board .iq-step').dataset.index"
    play = page.locator(f"{BOARD} .iq-play")
    assert play.inner_text() == "Play the round" and page.evaluate(index) == "0"
    play.click()
    page.wait_for_function(f"{index} === '1'")                     # one step on, no Next clicked
    assert page.locator(f"{BOARD} .iq-step .iq-step-title").inner_text().startswith("Row 1")
    page.locator(f"{BOARD} .iq-play").click()                      # now labelled Stop
    assert page.locator(f"{BOARD} .iq-play").inner_text() == "Play the round"
    stopped_at = page.evaluate(index)
    page.wait_for_timeout(2600)                                    # longer than one step of the default 2 s
    assert page.evaluate(index) == stopped_at
    page.locator(f"{BOARD} .iq-play").click()
    assert page.locator(f"{BOARD} .iq-play").inner_text() == "Stop"
    page.wait_for_function("document.querySelector('.iquazu-board .iq-scoring').dataset.playing === 'false'",
                           timeout=30_000)                         # played to the end, then stopped by itself
    step = page.locator(f"{BOARD} .iq-step")
    assert step.get_attribute("data-kind") == "after" and "tiles are revealed when the frame moves" in step.inner_text()
    assert page.evaluate(index) == "6"                            # column 1, rows 1-5, after: 7 steps
    assert page.console_errors == []


def _drawn(page):
    """What the drawing shows of the frame, the tiles, the water and the crystals (read from the SVG)."""
    return page.evaluate("""() => {
      const b = document.querySelector('.iquazu-board');
      const tiles = {};
      for (const t of b.querySelectorAll('g.iq-tile')) {
        const c = t.dataset.column;
        (tiles[c] = tiles[c] || []).push([t.dataset.state, t.querySelector('.iq-tile-text').textContent]);
      }
      const water = [...b.querySelectorAll('.iq-water')].map(w => w.getAttribute('visibility') === 'visible');
      return { position: b.querySelector('.iq-frame').dataset.position,
               frameX: Number(b.querySelector('.iq-frame-rect').getAttribute('x')), tiles, water };
    }""")


@pytest.mark.rule("iquazu 5.4")
def test_the_frame_moves_and_the_next_tiles_are_revealed_after_a_scoring(page, notebook_url):
    """§5.4 a) the frame moves one column right (the scored column behind the water), b) only then the five tiles of
    the new tile column are turned face up; the tiles further right stay face down (no value shown)."""
    page.set_viewport_size({"width": 1280, "height": 1100})
    open_board(page, notebook_url)
    before = _drawn(page)
    assert before["position"] == "1"
    # frame at 1-5: its tile column is wall column 6, face up with the fixture's row tiles (1, 2, 3 VP, +2, +3 cards)
    assert before["tiles"]["6"] == [["face_up", "1"], ["face_up", "2"], ["face_up", "3"], ["face_up", "+2"],
                                    ["face_up", "+3"]]
    assert all(t == ["face_down", ""] for c in range(7, 15) for t in before["tiles"][str(c)])
    assert before["water"][:6] == [False] * 6 and before["water"][6] is True   # columns 1-6 in the frame
    page.goto(notebook_url + "?scoring=1")                          # column 1 was just scored
    page.wait_for_selector(f"{BOARD} .iq-scoring .iq-step", timeout=60_000)
    after = _drawn(page)
    assert after["position"] == "2"
    assert after["frameX"] - before["frameX"] == pytest.approx(70)  # one column (66 + 4 gap) to the right
    assert all(state == "gone" for state, _ in after["tiles"]["6"])
    assert all(state == "face_up" and text for state, text in after["tiles"]["7"])
    assert all(t == ["face_down", ""] for c in range(8, 15) for t in after["tiles"][str(c)])
    assert after["water"][0] is True and after["water"][1:7] == [False] * 6  # the scored column behind the water
    assert page.console_errors == []


def test_rims_and_crystals_carry_a_letter_and_a_pattern_or_shape(page, notebook_url):
    """Colour-blind safe (issue 9): each rim colour has its letter and its line (white solid, blue dashed, orange
    dotted); each player's crystals their colour's letter and a shape of their own (Ann red, Bob yellow)."""
    page.set_viewport_size({"width": 1280, "height": 1100})
    page.goto(notebook_url + "?scoring=1")
    page.wait_for_selector(f"{BOARD} .iq-scoring .iq-step", timeout=60_000)
    rims = page.evaluate("""() => {
      const out = {};
      for (const g of document.querySelectorAll('.iquazu-board .iq-alcove')) {
        const key = [g.dataset.rim, g.querySelector('.iq-rim-letter').textContent,
                     g.querySelector('.iq-niche').getAttribute('stroke-dasharray') || 'solid'].join('|');
        out[key] = (out[key] || 0) + 1;
      }
      return Object.keys(out).sort();
    }""")
    assert rims == ["blue|B|6 3", "orange|O|1.5 3", "white|W|solid"]
    crystals = page.evaluate("""() => [...document.querySelectorAll('.iquazu-board [data-target^="alcove:1:"]')]
      .filter(g => g.querySelector('.iq-crystal')).map(g => [g.dataset.height, g.dataset.content,
        g.querySelector('.iq-crystal-letter').textContent, g.querySelector('.iq-crystal-body').getAttribute('d')])
      .sort()""")
    diamond, square = "M0,-12 L11,0 L0,12 L-11,0 Z", "M-10,-10 H10 V10 H-10 Z"
    # the fixture's column 1: Ann (red, seat 0) at heights 3, 2, 0; Bob (yellow, seat 1) at heights 4 and 1
    assert crystals == [["0", "0", "R", diamond], ["1", "1", "Y", square], ["2", "0", "R", diamond],
                        ["3", "0", "R", diamond], ["4", "1", "Y", square]]
    assert page.console_errors == []
