"""Real-browser test harness: notebooks served by Voilà, clicked in Debian's Chromium via Playwright.

Fixtures and helpers:

* ``notebook_url`` (module) — a test module sets ``NOTEBOOK = "meduris_board_fixture.ipynb"`` (a file in
  this folder); the fixture serves it with Voilà on a free port and yields the page URL. The server runs in
  its own process group (``start_new_session=True``), is ready when its port accepts a TCP connection, and
  is killed with ``os.killpg(pid, SIGTERM)`` after the module (:func:`voila_server`).
* ``browser`` (session) — a Playwright persistent Chromium context on ``/usr/bin/chromium``
  (never a downloaded browser; ``./dev test`` installs Debian's chromium when it is missing).
* ``page`` (per test) — a fresh tab, 1300×1500. After every test a full-page screenshot is saved to
  ``test-artifacts/screenshots/<test>.png`` (``<test>-FAILED.png`` when the test failed).

Every browser test is marked ``@pytest.mark.browser`` (``-m "not browser"`` skips them). Each page
load starts a kernel and runs the notebook (≈4–5 s) before the widgets appear.
"""
from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
SCREENSHOTS = REPO / "test-artifacts" / "screenshots"
CHROMIUM = os.environ.get("COMPANION_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 # tabs loaded side by side (test_pages_load) are background tabs: keep their timers and
                 # rendering running, as a reader's visible page does
                 "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
                 "--disable-backgrounding-occluded-windows"]
SERVER_START_TIMEOUT = 60.0

# The fixture notebooks are served to the browser, not run by nbval.
collect_ignore_glob = ["*.ipynb"]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_for_port(port: int, proc: subprocess.Popen, log: Path, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"voila exited with {proc.returncode}:\n{log.read_text(errors='replace')[-3000:]}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"voila did not listen on port {port} within {timeout:.0f} s:\n"
                       f"{log.read_text(errors='replace')[-3000:]}")


@contextmanager
def voila_server(notebook: Path, log_dir: Path, *args: str, program: list[str] | None = None) -> Iterator[str]:
    """Serve ``notebook`` with Voilà on a free local port; yield the page URL; stop the server after.

    ``notebook`` may be a folder (served as a tree like ``./dev app``: a page is at
    ``<url>voila/render/<file>.ipynb``); ``args`` are extra Voilà options; ``program`` is the server command
    (default the ``voila`` beside this Python; ``[sys.executable, "-m", "companion.ui.serve"]`` is ``./dev app``'s).

    Raises:
        RuntimeError: voila exited or did not open its port within :data:`SERVER_START_TIMEOUT` s
            (the message ends with voila's log).
    """
    program = program or [str(Path(sys.executable).with_name("voila"))]
    port = _free_port()
    log = log_dir / f"voila-{notebook.stem}.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [*program, str(notebook), "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1", *args],
            cwd=notebook.parent, stdout=out, stderr=subprocess.STDOUT, start_new_session=True,
        )
    try:
        _wait_for_port(port, proc, log, SERVER_START_TIMEOUT)
        yield f"http://127.0.0.1:{port}/"
    finally:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=5)


@pytest.fixture(scope="module")
def notebook_url(request, tmp_path_factory) -> Iterator[str]:
    """Serve the test module's ``NOTEBOOK`` (a file name in ``tests/browser/``) with Voilà; yield its URL.

    One server per test module; every page load of that URL runs the notebook in a fresh kernel.
    """
    name = getattr(request.module, "NOTEBOOK", None)
    if not name:
        pytest.fail(f"{request.module.__name__} must set NOTEBOOK = '<fixture notebook>.ipynb'")
    with voila_server(HERE / name, tmp_path_factory.mktemp("voila")) as url:
        yield url


@pytest.fixture(scope="session")
def browser(tmp_path_factory):
    """A Playwright Chromium context driving Debian's ``/usr/bin/chromium`` (headless)."""
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: install Debian's chromium "
                    "(apt-get install -y --no-install-recommends chromium chromium-driver, or ./dev test)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        context = pw.chromium.launch_persistent_context(
            str(tmp_path_factory.mktemp("chromium-profile")), executable_path=CHROMIUM, headless=True,
            args=CHROMIUM_ARGS, viewport={"width": 1300, "height": 1500},
        )
        context.set_default_timeout(30_000)
        # a Voilà page fires "load" only once its notebook has run in a new kernel: seconds on a quiet machine,
        # over 30 s seen in CI with the other worker's kernels busy on the same 2 cores (a liveness bound)
        context.set_default_navigation_timeout(90_000)
        try:
            yield context
        finally:
            context.close()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Remember each phase's report on the item, so ``page`` knows whether the test failed."""
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"rep_{report.when}", report)


@pytest.fixture
def page(browser, request):
    """A fresh browser tab; a screenshot of it is saved after the test (also when it failed)."""
    tab = browser.new_page()
    messages: list[str] = []
    # JS errors of the page; "Failed to load resource" is the offline CDN icon font of Voilà (stack-notes)
    tab.on("console", lambda m: messages.append(f"{m.type}: {m.text}")
           if m.type == "error" and not m.text.startswith("Failed to load resource") else None)
    tab.on("pageerror", lambda e: messages.append(f"pageerror: {e}"))
    tab.console_errors = messages  # type: ignore[attr-defined]
    yield tab
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    failed = getattr(request.node, "rep_call", None) is not None and request.node.rep_call.failed
    name = re.sub(r"[^A-Za-z0-9_.-]+", "_", request.node.name)
    for stale in (SCREENSHOTS / f"{name}.png", SCREENSHOTS / f"{name}-FAILED.png"):
        stale.unlink(missing_ok=True)
    try:
        tab.screenshot(path=str(SCREENSHOTS / f"{name}{'-FAILED' if failed else ''}.png"), full_page=True)
    finally:
        tab.close()
