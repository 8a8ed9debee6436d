"""The World Wonders city board clicked in a real browser (Voilà + Chromium).

Position of ``world_wonders_board_fixture.ipynb`` (demo catalogues, seed 3, Ann then Bob): Ann's free long road
lies on (8,0)-(8,2) and she has bought the L-shaped tile of stack L3 (demo shape ``#.`` / ``##``), which she must
place now (world-wonders.md §3.2: placed at once). Demo map 1A, rows 5-8 (``.`` land, ``*`` natural resource)::

    r5  * . . . ~ ~ ~ . . . .
    r6  . . . . . . . . . . .
    r7  . . * . . . . . * . .
    r8  R R R . . . . . . . .

Turned a quarter clockwise the L becomes ``##`` / ``#.``; with its top-left on (6,0) it covers (6,0), (6,1) and
(7,0), and (7,0) touches the road at (8,0), so it may stand there (§4: a building tile next to a road). Cell
(0,0) touches no road and no building tile, so the engine refuses it. Afterwards (§6.2 #4, §6.3): the natural
resources (5,0) (next to the tile) and (7,2) (next to the road at (8,2)) score; the tile is no district, its
empty-land neighbours being (5,1), (6,2) and (7,1). Expected values follow from these rules and the demo data,
not from running the engine.
"""
from __future__ import annotations

from functools import partial

import board_pages
import pytest

pytestmark = pytest.mark.browser

NOTEBOOK = "world_wonders_board_fixture.ipynb"
BOARD = ".world-wonders-board"

open_board = partial(board_pages.open_board, board=BOARD, ready="cell:8,10")
target = partial(board_pages.target, board=BOARD)
wait_status = partial(board_pages.wait_status, board=BOARD)


def live_cells(page) -> list[str]:
    return sorted(page.eval_on_selector_all(f"{BOARD} .ww-cell.gb-live", "ns => ns.map(n => n.dataset.target)"))


@pytest.mark.rule("world-wonders 4")
@pytest.mark.rule("world-wonders 6.3")
def test_rotated_tile_refusal_and_scoring_overlay(page, notebook_url):
    page.set_viewport_size({"width": 1300, "height": 1100})
    open_board(page, notebook_url)
    assert "Ann" in wait_status(page, "place the building tile")
    assert "Demo data" in page.locator(f"{BOARD} .ww-demo").inner_text()

    # a refused placement: the engine's reason, above the board and beside the cell; nothing changes
    target(page, "cell:0,0").click()
    page.wait_for_selector(f"{BOARD} .gb-error.gb-has-error")
    reason = page.locator(f"{BOARD} .gb-error").inner_text()
    assert "must touch a road" in reason
    assert not page.locator(f"{BOARD} .gb-callout").is_hidden()
    assert page.locator(f"{BOARD} .ww-piece.ww-building").count() == 0

    # the piece follows the pointer; R turns it (the live cells are recomputed for the new turn)
    target(page, "cell:6,0").hover()
    page.wait_for_selector(f"{BOARD} .ww-ghost-piece.ww-ghost-ok[data-rotation='0']")
    page.keyboard.press("r")
    page.wait_for_selector(f"{BOARD} .ww-ghost-piece[data-rotation='1']")
    assert "cell:6,0" in live_cells(page)
    target(page, "cell:6,0").click()
    wait_status(page, "Bob")
    rows = page.locator(".state-summary pre").inner_text().splitlines()
    ann = rows[rows.index(next(r for r in rows if r.startswith("Ann:"))) + 1:][:9]
    assert ann[6].split()[:2] == ["f1", "f1"] and ann[7].split()[0] == "f1"

    # Ann's city with the scoring overlay
    target(page, "show:0").click()
    page.wait_for_selector(f'{BOARD} .ww-piece.ww-building[data-cells="6,0 6,1 7,0"]')
    target(page, "overlay").click()
    page.wait_for_selector(f"{BOARD} .ww-finding.ww-no-district")
    scores = sorted(page.eval_on_selector_all(f"{BOARD} .ww-natural-scores", "ns => ns.map(n => n.dataset.cell)"))
    assert scores == ["5,0", "7,2"]
    crossed = sorted(page.eval_on_selector_all(f"{BOARD} .ww-open-cell", "ns => ns.map(n => n.dataset.cell)"))
    assert crossed == ["5,1", "6,2", "7,1"]
    reasons = page.locator(f"{BOARD} .ww-reasons").inner_text()
    assert "cells (5,1), (6,2) and (7,1) are empty land" in reasons
    target(page, "cell:7,1").hover()
    page.wait_for_selector(f"{BOARD} .gb-tip:not([hidden])")
    assert "keeps building tile f1 from being a district" in page.locator(f"{BOARD} .gb-tip").inner_text()

    # the legend tells towers and monuments apart from the building letters by shape, not only colour
    page.locator(f"{BOARD} .ww-legend summary").click()
    legend = page.locator(f"{BOARD} .ww-legend-list").inner_text()
    assert "T tower" in legend and "★ monument" in legend
