"""Root of the test run: doctests of the package run with ``--doctest-modules`` (./dev test); the modules
that need the notebook extra (ipywidgets, anywidget) are skipped when it is not installed."""
from __future__ import annotations

import importlib.util

collect_ignore_glob: list[str] = []
if importlib.util.find_spec("ipywidgets") is None or importlib.util.find_spec("anywidget") is None:
    collect_ignore_glob += ["companion/ui/*", "companion/*/ui/*", "companion/calculator/*",
                            "companion/meduris/teach/lessons.py"]
