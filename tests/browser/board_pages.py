"""What every board's browser test does on its page, written once: open the fixture page and wait for the
board, find a clickable target, wait for the status line (``gb-status``, drawn by widgets/base_board.js).

Each test module binds them to its board with :func:`functools.partial`::

    open_board = partial(board_pages.open_board, board=BOARD, ready="alcove:3:2")
"""
from __future__ import annotations


def open_board(page, url: str, *, board: str, ready: str) -> None:
    """Load the page and wait until the kernel has drawn ``board`` (its target ``ready``) and the state summary."""
    page.goto(url)
    page.wait_for_selector(f'{board} [data-target="{ready}"]', timeout=60_000)
    page.wait_for_selector(".state-summary pre", timeout=30_000)


def target(page, name: str, *, board: str):
    """The first element of ``board`` with ``data-target`` ``name``."""
    return page.locator(f'{board} [data-target="{name}"]').first


def wait_status(page, fragment: str, *, board: str) -> str:
    """The status line of ``board``, once it contains ``fragment``."""
    page.wait_for_function("([b, f]) => document.querySelector(b + ' .gb-status').textContent.includes(f)",
                           arg=[board, fragment])
    return page.locator(f"{board} .gb-status").inner_text()
