"""Test files have unique names across folders (pytest imports them by base name: two test_x.py in different
game folders break collection with "import file mismatch")."""
from __future__ import annotations

from collections import Counter
from pathlib import Path


def test_test_file_names_are_unique():
    names = Counter(p.name for p in (Path(__file__).parent).rglob("test_*.py"))
    assert [n for n, k in names.items() if k > 1] == []
