"""Every docstring example in the package runs (python -m doctest on each module of companion/).

Modules that need the notebook extra (ipywidgets, anywidget) are skipped when it is not installed.
"""
from __future__ import annotations

import doctest
import importlib
import importlib.util
from pathlib import Path

import pytest

from support import REPO

PACKAGE = REPO / "companion"
MODULES = sorted(".".join(p.relative_to(REPO).with_suffix("").parts) for p in PACKAGE.rglob("*.py")
                 if p.name != "__main__.py")
WIDGETS = importlib.util.find_spec("ipywidgets") is not None and importlib.util.find_spec("anywidget") is not None
ANALYSIS = importlib.util.find_spec("pyspiel") is not None


def _needs_widgets(name: str) -> bool:
    source = (REPO / Path(*name.split("."))).with_suffix(".py").read_text(encoding="utf-8")
    return "import ipywidgets" in source or "import anywidget" in source or "companion.ui" in source


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_run(name):
    if not WIDGETS and _needs_widgets(name):
        pytest.skip("needs the notebook extra (ipywidgets, anywidget)")
    if not ANALYSIS and "import pyspiel" in (REPO / Path(*name.split("."))).with_suffix(".py").read_text("utf-8"):
        pytest.skip("needs the analysis extra (open-spiel)")
    module = importlib.import_module(name.removesuffix(".__init__"))
    failures, _ = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert failures == 0, f"{failures} docstring example(s) of {name} failed (run python -m doctest -v)"


def test_most_public_modules_have_examples():
    """The engine layer and the Meduris engine show how they are called (design.md: docstrings carry small
    doctest examples)."""
    finder = doctest.DocTestFinder()
    names = ["companion.engine.contract", "companion.engine.chance", "companion.engine.record",
             "companion.meduris.engine", "companion.meduris.core", "companion.meduris.moves", "companion.games"]
    for name in names:
        tests = finder.find(importlib.import_module(name))
        assert sum(len(t.examples) for t in tests) > 0, name
