"""``./dev app --lan`` (companion.ui.serve): serving the pages on the local network requires a random token
(issue 11: "If you add an option to serve on the local network for phones at the table, it requires a token and
says so on start"); without ``--lan`` the command line is unchanged (127.0.0.1, no token)."""
from __future__ import annotations

import http.client
import json
import re
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request

import pytest

from companion.ui.serve import LAN, argument_problem, lan_address, lan_arguments

DEV_ARGS = ["notebooks", "--Voila.ip=127.0.0.1", "--MappingKernelManager.cull_interval=60"]


def test_without_lan_the_command_line_is_unchanged():
    assert lan_arguments(DEV_ARGS) == (DEV_ARGS, None)


def test_lan_serves_every_interface_with_a_new_random_token():
    argv, token = lan_arguments([*DEV_ARGS, LAN], address="192.168.1.20")
    assert LAN not in argv and "--Voila.ip=127.0.0.1" not in argv
    assert argv[-1] == "--Voila.ip=0.0.0.0"              # the only --Voila.ip (traitlets refuses two)
    assert f"--Voila.token={token}" in argv
    assert "--CompanionVoila.lan_address=192.168.1.20" in argv and argv[0] == "notebooks"
    assert len(token) >= 20 and re.fullmatch(r"[A-Za-z0-9_-]+", token)
    assert lan_arguments([*DEV_ARGS, LAN], address="10.0.0.2")[1] != token      # a new token every start


def test_lan_keeps_a_token_given_by_the_user():
    argv, token = lan_arguments(["notebooks", LAN, "--Voila.token=ours"], address="10.0.0.2")
    assert token == "ours" and [a for a in argv if "token" in a] == ["--Voila.token=ours"]


@pytest.mark.parametrize("extra", [[], [LAN], ["--MappingKernelManager.cull_idle_timeout=600", "--port=8866"],
                                   ["--no-browser", "--show_tracebacks=True", "--Voila.token=ours", LAN],
                                   ["--CompanionVoila.start_page=index.ipynb"], ["--help"]])
def test_the_command_lines_of_dev_app_are_accepted(extra):
    assert argument_problem([*DEV_ARGS, *extra]) is None


@pytest.mark.parametrize("extra, named", [
    (["--lan=3"], "--lan=3"), (["--lan=yes"], "--lan=yes"),
    (["--bogus=1"], "--bogus"), (["--bogus"], "--bogus"), (["--Voila.nope=1"], "--Voila.nope"),
    (["--Nobody.cull=1"], "--Nobody.cull"), (["--port=abc"], "port"),
    (["--MappingKernelManager.cull_interval=soon"], "cull_interval"), (["another-folder"], "another-folder"),
])
def test_a_bad_option_is_named_in_one_line(extra, named):
    problem = argument_problem([*DEV_ARGS, *extra])
    assert problem and named in problem and "\n" not in problem


@pytest.mark.parametrize("bad", ["--lan=3", "--bogus=1"])
def test_dev_app_with_a_bad_option_prints_one_line_and_exits_2_without_serving(bad):
    done = subprocess.run([sys.executable, "-m", "companion.ui.serve", *DEV_ARGS, f"--port={_free_port()}", bad],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and bad.split("=")[0] in lines[0] and "Traceback" not in done.stderr, done.stderr
    assert "running at" not in done.stdout + done.stderr


def test_lan_address_is_an_ipv4_address():
    assert re.fullmatch(r"\d+\.\d+\.\d+\.\d+", lan_address())


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _get(url: str) -> tuple[int, str]:
    """Status and final address of a GET (redirects followed)."""
    try:
        with urllib.request.urlopen(url, timeout=30) as answer:
            return answer.status, answer.geturl()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.geturl()


@pytest.mark.slow
def test_a_request_without_the_token_is_refused(tmp_path):
    """A real server started with --lan (bound to 127.0.0.1 here, so the test exposes nothing): the page list
    without the token leads to the login page, with the token it is served; the start notice shows the token."""
    pytest.importorskip("voila")
    (tmp_path / "page.ipynb").write_text(json.dumps({"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}))
    port = _free_port()
    log = tmp_path / "voila.log"
    argv, token = lan_arguments([str(tmp_path), LAN], address="127.0.0.1")
    argv = ["--Voila.ip=127.0.0.1" if a == "--Voila.ip=0.0.0.0" else a for a in argv]
    with log.open("wb") as out:
        proc = subprocess.Popen([sys.executable, "-m", "companion.ui.serve", *argv, f"--port={port}", "--no-browser", "--Voila.port_retries=0"],
                                stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        deadline = time.monotonic() + 60
        while token not in log.read_text(errors="replace"):
            assert proc.poll() is None and time.monotonic() < deadline, log.read_text(errors="replace")
            time.sleep(0.2)
        notice = log.read_text(errors="replace")
        assert f"http://127.0.0.1:{port}/?token={token}" in notice and "Every page asks for this token" in notice
        base = f"http://127.0.0.1:{port}"
        status, final = _get(f"{base}/voila/tree")
        assert "/login" in final and "page.ipynb" not in urllib.request.urlopen(final, timeout=30).read().decode()
        assert _get(f"{base}/voila/tree?token=wrong")[1].startswith(f"{base}/login")
        status, final = _get(f"{base}/voila/tree?token={token}")
        assert status == 200 and "/login" not in final
        # the printed address (the root) leads to the start page with the token kept
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        conn.request("GET", f"/?token={token}")
        answer = conn.getresponse()
        assert answer.status in (301, 302) and answer.getheader("Location") == f"/voila/render/app.ipynb?token={token}"
        conn.close()
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=5)
