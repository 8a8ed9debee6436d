"""Closing a page served by ``./dev app`` (companion/ui/serve.py) shuts its kernel down at once (issue 13).

Voilà's page script posts ``/voila/api/shutdown/<kernel id>`` (``sendBeacon``, form field ``_xsrf`` from the
``_xsrf`` cookie) when the page unloads; without the cookie the server answered 403 "'_xsrf' argument missing
from POST" and the kernel lived until culled (voila-dashboards/voila#1458). The server here is started like
``./dev app`` (``python -m companion.ui.serve notebooks`` with its 10-minute cull), on the real notebooks folder,
once without a token (the default) and once with one (what ``--lan`` adds; on 127.0.0.1 here). The kernel is
looked up through Voilà's REST route ``/api/kernels/<id>`` (200 alive, 404 gone; Voilà has no kernel list).

XSRF protection stays: a shutdown posted with the page's cookies but without the token is still refused (403)
and the kernel lives on.

An upload above tornado's 10 MiB websocket bound reaches the page and is refused beside its field by its size
(before, the connection dropped and the player saw nothing).
"""
from __future__ import annotations

import json
import sys
import time
import urllib.error
import urllib.request

import pytest

from conftest import REPO, voila_server

pytestmark = pytest.mark.browser

#: ``./dev app``'s culling: an idle kernel would be shut down only after 10 minutes
DEV_APP_OPTIONS = ["--MappingKernelManager.cull_interval=60", "--MappingKernelManager.cull_idle_timeout=600"]
#: a closed page's kernel must be gone within this many seconds (a liveness bound, far below the cull)
GONE_WITHIN = 15.0
TOKEN = "page-close-test-token"


@pytest.fixture(scope="module", params=["no token", "token"])
def server(request, tmp_path_factory):
    """``(root URL, token or "", log file)`` of a companion server with its own play log and settings."""
    data = tmp_path_factory.mktemp("page-close")
    token = TOKEN if request.param == "token" else ""
    with pytest.MonkeyPatch.context() as env:
        env.setenv("COMPANION_PLAYLOG", str(data / "plays.sqlite3"))
        env.setenv("COMPANION_SETTINGS", str(data / "settings.json"))
        with voila_server(REPO / "notebooks", data, *DEV_APP_OPTIONS, *([f"--Voila.token={token}"] if token else []),
                          program=[sys.executable, "-m", "companion.ui.serve"]) as url:
            yield url, token, data / "voila-notebooks.log"


def kernel_status(url: str, token: str, kernel_id: str) -> int:
    """HTTP status of ``GET /api/kernels/<id>`` (200: the kernel runs; 404: it is gone)."""
    request = urllib.request.Request(f"{url}api/kernels/{kernel_id}",
                                     headers={"Authorization": f"token {token}"} if token else {})
    try:
        with urllib.request.urlopen(request, timeout=10) as reply:
            assert json.load(reply)["id"] == kernel_id
            return reply.status
    except urllib.error.HTTPError as error:
        return error.code


def test_closing_a_page_shuts_its_kernel_down(browser, server):
    url, token, log = server
    tab = browser.new_page()
    try:
        tab.goto(url + (f"?token={token}" if token else ""))      # "/" opens the table app
        # a widget on the page: Voilà's widget manager (which listens for the page closing) is running
        tab.locator(".companion-card").first.wait_for(timeout=60_000)
        kernel_id = tab.evaluate("JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")
        assert kernel_status(url, token, kernel_id) == 200

        # XSRF still checked: the page's cookies without the token are refused, and the kernel lives on
        forged = browser.request.post(f"{url}voila/api/shutdown/{kernel_id}", form={"_xsrf": ""})
        assert forged.status == 403
        assert kernel_status(url, token, kernel_id) == 200
        logged_before_close = len(log.read_text(errors="replace"))
    finally:
        tab.close(run_before_unload=True)     # as a reader closes the tab: the page's beforeunload runs

    deadline = time.monotonic() + GONE_WITHIN
    while kernel_status(url, token, kernel_id) != 404:
        assert time.monotonic() < deadline, f"kernel {kernel_id} still runs {GONE_WITHIN:.0f} s after the page closed"
        time.sleep(0.2)
    after_close = log.read_text(errors="replace")[logged_before_close:]
    assert "403" not in after_close and "_xsrf" not in after_close, after_close
    assert f"Kernel shutdown: {kernel_id}" in after_close


def test_a_file_beyond_tornados_websocket_bound_is_refused_beside_the_field(browser, server, tmp_path):
    url, token, _log = server
    big = tmp_path / "huge.json"
    big.write_text('{"x": "' + "a" * 12_000_000 + '"}')            # 12 MB: over tornado's 10 MiB default
    tab = browser.new_page()
    try:
        tab.goto(f"{url}voila/render/score-meduris.ipynb" + (f"?token={token}" if token else ""))
        upload = tab.locator(".widget-upload").first
        upload.wait_for(timeout=60_000)
        with tab.expect_file_chooser() as chooser:
            upload.click()
        chooser.value.set_files(str(big))
        tab.get_by_text("huge.json was not loaded: it is too large").wait_for(timeout=60_000)
    finally:
        tab.close(run_before_unload=True)
