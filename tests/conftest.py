"""Shared fixtures for the whole suite."""
from __future__ import annotations

from pathlib import Path

import pytest

from support import SHARED


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """``../shared`` beside the repository (or ``$COMPANION_SHARED``)."""
    assert SHARED.is_dir(), f"the project's shared/ material is missing at {SHARED}"
    return SHARED
