"""Fixtures of the play-log tests: a log in tmp_path (never the user's data directory) and the game night
of :mod:`playlog_support`."""
from __future__ import annotations

import pytest

from companion.playlog import PlayLog
from playlog_support import NIGHT


@pytest.fixture(autouse=True)
def _no_user_log(tmp_path, monkeypatch):
    """Even a log opened without a path lands in tmp_path, never in the user's data directory."""
    monkeypatch.setenv("COMPANION_PLAYLOG", str(tmp_path / "default-log.sqlite3"))


@pytest.fixture
def log_path(tmp_path):
    return tmp_path / "log.sqlite3"


@pytest.fixture
def log(log_path):
    with PlayLog(log_path) as opened:
        yield opened


@pytest.fixture
def night(log):
    """The log with the five plays of :data:`NIGHT`."""
    for date, sheet, note, duration in NIGHT:
        log.add(sheet(), date=date, note=note, duration=duration)
    return log
