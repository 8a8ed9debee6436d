"""Shared fixtures for the whole suite."""
from __future__ import annotations

import os
import sys
import tempfile
from collections import Counter
from pathlib import Path

import pytest

from support import SHARED


def pytest_configure(config):
    """Stop at once, with the remedy, when the project's shared material is not where the tests look."""
    if not SHARED.is_dir():
        raise pytest.UsageError(f"the project's shared/ material (rules references, example sheets) is not at "
                                f"{SHARED}: clone beside it, or set COMPANION_SHARED=/path/to/shared")


# No test, notebook kernel or served page of the suite reads or writes the user's settings file (the page
# language remembered between visits, companion/ui/settings.py): by default they get a settings path below a
# plain file, which reads as "no settings" and cannot be written. Tests of the memory pass their own file.
if not os.environ.get("COMPANION_SETTINGS"):
    _NO_SETTINGS = tempfile.NamedTemporaryFile(prefix="companion-no-settings-", delete=False)
    _NO_SETTINGS.close()
    os.environ["COMPANION_SETTINGS"] = os.path.join(_NO_SETTINGS.name, "settings.json")


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """``../shared`` beside the repository (or ``$COMPANION_SHARED``)."""
    assert SHARED.is_dir(), f"the project's shared/ material is missing at {SHARED}"
    return SHARED


@pytest.fixture(autouse=True)
def _page_back_to_english():
    """Every test starts and ends on an English page: the one page language
    (:mod:`companion.ui.language`) is process-wide, so a test that switches it must not leak."""
    yield
    language = sys.modules.get("companion.ui.language")
    if language is not None:
        widgets = sys.modules.get("ipywidgets")
        if widgets is not None:
            widgets.Widget.close_all()       # the test's widgets are gone: they need not follow the page
        language.set_language("en")


_RULE_ITEMS: list = []


def pytest_collection_modifyitems(session, config, items):
    """Remember the collected tests, for the rule-coverage summary. In a pytest-xdist worker of ``./dev test``
    (``--dist loadgroup``, see :func:`pytest_xdist_make_scheduler`) the work is queued longest first, which
    balances two workers best: the ``slow`` tests, then the files with the most tests."""
    if getattr(config.option, "loadgroup", False):      # set in pytest-xdist workers by --dist loadgroup
        per_file = Counter(item.nodeid.split("::", 1)[0] for item in items)
        items.sort(key=lambda item: (item.get_closest_marker("slow") is None,
                                     -per_file[item.nodeid.split("::", 1)[0]]))
    _RULE_ITEMS[:] = items


#: test files whose tests are independent batches of seeded random games: each test is a unit of its own
SPREAD_FILES = "test_engine_*_random.py"


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """The pytest-xdist scheduler of ``./dev test`` (``-n 2 --dist loadgroup``): every test of a random-game
    file (:data:`SPREAD_FILES`) is a unit of its own, so the heavy batches of one game run on both workers;
    every other test stays with the rest of its file, as ``--dist loadfile`` does (a notebook's cells with the
    kernel that runs them, a browser module with its Voila server, a module's fixtures set up once).

    pytest-xdist's own ``loadgroup`` marks do not reach its scheduler under pytest 9 (xdist 3.8 renames
    ``item._nodeid``, which pytest 9 no longer reads), hence this scheduler; other ``--dist`` modes are
    left to pytest-xdist."""
    if config.getvalue("dist") != "loadgroup":
        return None
    config.option.loadscopereorder = False          # keep the workers' order (longest first, see above)
    from fnmatch import fnmatch

    from xdist.scheduler import LoadScopeScheduling

    class SpreadScheduling(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            path = nodeid.split("::", 1)[0]
            return nodeid if fnmatch(path.rsplit("/", 1)[-1], SPREAD_FILES) else path

    return SpreadScheduling(config, log)


class _Cited:
    """A test's node id and ``rule`` marker arguments, as a pytest-xdist worker reports them."""

    def __init__(self, nodeid: str, rules: list) -> None:
        self.nodeid, self._rules = nodeid, rules

    def iter_markers(self, name: str):
        """The test's ``rule`` markers (the only ones the summary reads)."""
        return [pytest.mark.rule(*args).mark for args in self._rules] if name == "rule" else []


def pytest_sessionfinish(session):
    """In a pytest-xdist worker: send the rule citations of the collected tests to the controller."""
    if hasattr(session.config, "workeroutput"):
        session.config.workeroutput["rule_cites"] = [
            (item.nodeid, [list(m.args) for m in item.iter_markers("rule")]) for item in _RULE_ITEMS]


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error):
    """In the pytest-xdist controller: gather the workers' rule citations for the summary."""
    for nodeid, rules in getattr(node, "workeroutput", {}).get("rule_cites", []):
        _RULE_ITEMS.append(_Cited(nodeid, rules))


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    """Print and save which reference sections the tests cite (tests/rule_coverage.py)."""
    import json

    from rule_coverage import summary
    from support import REPO

    if not SHARED.is_dir() or not _RULE_ITEMS:
        return
    report = summary(SHARED / "rules", _RULE_ITEMS)
    out = REPO / "test-artifacts" / "rule-coverage.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps(report, indent=1))
    terminalreporter.section("rules-reference sections cited by tests")
    for game, r in report.items():
        terminalreporter.write_line(f"{game:14} {len(r['covered']):3}/{r['sections']:<3} sections, {r['tests']} rule tests")
