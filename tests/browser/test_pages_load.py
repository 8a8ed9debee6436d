"""Every page in notebooks/ loads, every time: 30 loads of each page in Chromium from one Voilà server.

The server serves the notebooks folder as ``./dev app`` does (a tree; a page is ``voila/render/<file>``), and
each load runs the notebook in a fresh kernel. A load passes when Voilà has shown the cells (its
"Executing i of n" spinner is gone), the page shows its widgets, and no cell failed or wrote to stderr. A
page that does heavy work at load (e.g. a whole bot game) stays on "Executing …" now and then: such a load
fails here with the text it was stuck on, after :data:`STUCK_AFTER` seconds — a liveness bound, far above
a normal load (≈5 s), not a speed assert.

Loads run one after another in one tab, as a reader opens a page (:data:`TABS` tabs side by side are
possible, but with 4 tabs loading the same page at once about 1 load in 16 ends with the cells shown and
no widget view, which one tab at a time never showed in our runs: noted for a follow-up). A tab's next
navigation unloads the previous page, which makes Voilà shut that page's kernel down (its
``beforeunload`` handler), so kernels do not pile up.
"""
from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from conftest import REPO, voila_server

pytestmark = pytest.mark.browser

NOTEBOOKS = REPO / "notebooks"
PAGES = sorted(p.name for p in NOTEBOOKS.glob("*.ipynb"))
LOADS = int(os.environ.get("PAGE_LOADS", "30"))   # loads per page (fewer for a quick local run)
TABS = 1
STUCK_AFTER = 150.0
#: pages that show no widget (only text); every other page must show at least one
NO_WIDGETS = {"index.ipynb"}

#: what a page shows now: "loading: <text>", "error: <text>" or "done: <number of widget views>"
STATUS = """() => {
  const text = document.body ? document.body.innerText : "";
  const failed = /There was an error when executing cell|Traceback \\(most recent call last\\)/.exec(text);
  if (failed) return "error: " + text.slice(Math.max(0, failed.index - 200), failed.index + 600);
  const stderr = document.querySelector('[data-mime-type="application/vnd.jupyter.stderr"]');
  if (stderr) return "error: stderr on the page: " + stderr.innerText.slice(0, 600);
  const loading = document.getElementById("loading");
  const cells = document.getElementById("rendered_cells");
  if (loading || !cells || cells.style.display === "none") {
    const note = document.getElementById("loading_text");
    return "loading: " + (note ? note.innerText : text.slice(0, 200));
  }
  if (/Executing \\d+ of \\d+/.test(text)) return "loading: " + text.slice(0, 200);
  return "done: " + document.querySelectorAll(".jupyter-widgets").length;
}"""


@pytest.fixture(scope="module")
def tree_url(tmp_path_factory):
    """One Voilà server for the notebooks folder (as ``./dev app``), with tracebacks shown on failure."""
    # As a deployed ./dev app does, kernels of pages that were closed (no connection left) are culled when
    # idle; here after 20 s, so 240 loads do not leave 240 kernels (seen: 178 kernels, 14 GB, stalled loads).
    with voila_server(NOTEBOOKS, tmp_path_factory.mktemp("voila-tree"), "--show_tracebacks=True",
                      "--MappingKernelManager.cull_idle_timeout=20", "--MappingKernelManager.cull_interval=5",
                      "--MappingKernelManager.cull_connected=False") as url:
        yield url


def _load_many(browser, url: str, loads: int, widgets: bool) -> list[str]:
    """Load ``url`` ``loads`` times, :data:`TABS` at a time; return a failure line per bad load."""
    tabs = [browser.new_page() for _ in range(min(TABS, loads))]
    started = {id(t): 0.0 for t in tabs}
    failures: list[str] = []
    todo, busy = loads, []

    def start(tab) -> None:
        nonlocal todo
        todo -= 1
        started[id(tab)] = time.monotonic()
        tab.goto(url, wait_until="commit")
        busy.append(tab)

    try:
        for tab in tabs:
            start(tab)
        while busy:
            tabs[0].wait_for_timeout(250)
            for tab in list(busy):
                status = tab.evaluate(STATUS)
                waited = time.monotonic() - started[id(tab)]
                done = status.startswith("done: ") and (not widgets or int(status[6:]) > 0)
                if not done and status.startswith("error: "):
                    failures.append(f"load {loads - todo - len(busy) + 1}: {status}")
                elif not done and waited > STUCK_AFTER:
                    failures.append(f"stuck after {waited:.0f} s on: {status}")
                elif not done:
                    continue
                busy.remove(tab)
                if todo:
                    start(tab)          # the next load unloads this page: Voilà shuts its kernel down
    finally:
        for tab in tabs:
            try:
                tab.goto("about:blank")
            finally:
                tab.close()
    return failures


@pytest.mark.parametrize("name", PAGES)
def test_every_page_loads_every_time(browser, tree_url, name):
    failures = _load_many(browser, f"{tree_url}voila/render/{name}", LOADS, widgets=name not in NO_WIDGETS)
    assert not failures, f"{name}: {len(failures)} of {LOADS} loads failed:\n" + "\n".join(failures)


def test_every_notebook_is_a_page():
    assert "play-meduris.ipynb" in PAGES and len(PAGES) == len(list(Path(NOTEBOOKS).glob("*.ipynb")))
