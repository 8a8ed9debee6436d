"""Count which sections of the rules references the tests cite with ``@pytest.mark.rule("<game> <section>")``.

The references are ``shared/rules/<game>.md``; their numbered headings (``## 4.``, ``### 4.3``) are the
sections. A test citing ``meduris 4.3`` covers section 4.3 (and so its chapter 4). The summary is printed
at the end of the run and written to ``test-artifacts/rule-coverage.json``.
"""
from __future__ import annotations

import json
import re
from collections import defaultdict
from pathlib import Path

HEADING = re.compile(r"^#{2,4}\s+(\d+(?:\.\d+)*)\.?\s+(.*)$")
GAMES = ("meduris", "iquazu", "world-wonders", "five-tribes")


def reference_sections(rules_dir: Path) -> dict[str, dict[str, str]]:
    """game → {section number → heading title} read from the references' numbered headings."""
    out: dict[str, dict[str, str]] = {}
    for game in GAMES:
        path = rules_dir / f"{game}.md"
        if path.exists():
            out[game] = {m.group(1): m.group(2).strip() for line in path.read_text(encoding="utf-8").splitlines()
                         if (m := HEADING.match(line))}
    return out


def cited(items) -> dict[str, dict[str, set[str]]]:
    """game → section → test node ids, from the ``rule`` markers of collected test items."""
    out: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    for item in items:
        for mark in item.iter_markers("rule"):
            for arg in mark.args:
                game, _, section = str(arg).partition(" ")
                out[game][section.strip() or "?"].add(item.nodeid)
    return out


def summary(rules_dir: Path, items) -> dict:
    """Per game: sections of the reference, which are cited, and citations of unknown sections."""
    sections = reference_sections(rules_dir)
    cites = cited(items)
    report = {}
    for game in GAMES:
        known = sections.get(game, {})
        covered = {s for s in known if any(c == s or c.startswith(s + ".") for c in cites.get(game, {}))}
        report[game] = {
            "sections": len(known),
            "covered": sorted(covered, key=lambda s: [int(x) for x in s.split(".")]),
            "uncovered": sorted(set(known) - covered, key=lambda s: [int(x) for x in s.split(".")]),
            "tests": sum(len(v) for v in cites.get(game, {}).values()),
        }
    return report
