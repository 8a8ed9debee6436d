"""Test helpers: where the project's given material (``../shared``) lives, and its example sheets."""
from __future__ import annotations

import json
import os
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("COMPANION_SHARED", REPO.parent / "shared"))
EXAMPLES = SHARED / "examples"


def example_sheets() -> list[Path]:
    """The finished-game sheets of ``shared/examples`` (each has a ``.expected.json`` beside it)."""
    return sorted(p for p in EXAMPLES.glob("*.json") if not p.name.endswith(".expected.json"))


def example(game_stem: str) -> dict:
    """The example sheet ``shared/examples/<game_stem>.json`` as a dict."""
    return json.loads((EXAMPLES / f"{game_stem}.json").read_text(encoding="utf-8"))


def expected_for(sheet: Path) -> dict:
    """The hand-worked totals and winners of an example sheet."""
    return json.loads(sheet.with_name(sheet.stem + ".expected.json").read_text(encoding="utf-8"))


def assert_rejected(score_sheet, base: str, mutate, field: str, words: str) -> None:
    """Mutate a copy of example sheet ``base``; ``score_sheet`` must reject it naming ``field`` and ``words``."""
    import copy

    import pytest

    from companion.errors import InvalidScoreSheet

    sheet = copy.deepcopy(example(base))
    mutate(sheet)
    with pytest.raises(InvalidScoreSheet) as err:
        score_sheet(sheet)
    assert err.value.field == field
    assert words in str(err.value)


def downloaded(link_html: str) -> tuple[str, object]:
    """``(file name, JSON value)`` behind a download link of :func:`companion.ui.files.download_link`."""
    import base64
    import re

    match = re.search(r'download="([^"]+)" href="data:application/json;charset=utf-8;base64,([^"]+)"', link_html)
    assert match, link_html
    return match.group(1), json.loads(base64.b64decode(match.group(2)).decode("utf-8"))


def upload(widget, content, name: str = "upload.json") -> None:
    """Choose a file in the ``ipywidgets.FileUpload`` ``widget`` as the browser does (``content``: bytes, or a
    value written as JSON); its observers run."""
    import datetime as dt

    data = content if isinstance(content, bytes) else json.dumps(content).encode("utf-8")
    widget.value = ({"name": name, "type": "application/json", "size": len(data), "content": memoryview(data),
                     "last_modified": dt.datetime(2026, 1, 1, tzinfo=dt.timezone.utc)},)


def text_boxes(widget) -> list:
    """Every ``ipywidgets.Text`` inside ``widget`` (its children, recursively)."""
    import ipywidgets as W

    found, todo = [], [widget]
    while todo:
        w = todo.pop()
        if isinstance(w, W.Text):
            found.append(w)
        todo.extend(getattr(w, "children", ()))
    return found


def save_and_load(field, other, file_name: str):
    """Save through :class:`companion.ui.files.FileField` ``field`` (its download link, named ``file_name``) and
    Load the file through ``other`` (an upload it must take); returns the saved JSON value."""
    name, saved = downloaded(field.link.value)
    assert name == file_name
    upload(other.upload, saved, "mine.json")
    assert "Loaded mine.json." in other.status.widget.value, other.status.widget.value
    return saved


def assert_upload_refused(field, content: bytes, words: str, state) -> None:
    """An upload of ``content`` into the FileField ``field`` is refused beside the field with a message naming
    the problem (``words``), and nothing changes: ``state()`` and the download link are as before."""
    before, link = state(), field.link.value
    upload(field.upload, content, "bad.json")
    status = field.status.widget.value
    assert "bad.json was not loaded: " in status and words in status, status
    assert state() == before and field.link.value == link


def reached(start, moves: int, seed: int, legal=lambda core: core.legal_moves()):
    """The position ``moves`` seeded random moves after the state ``start`` (played on its fast core; ``legal``
    gives the moves chosen among), as a state of the same game."""
    import random

    rng = random.Random(seed)
    core = start.core()
    for _ in range(moves):
        choices = legal(core)
        core.push(choices[int(rng.random() * len(choices))])
    return type(start)(start._setup, core.snapshot())


def with_cells(state, changes: dict):
    """``state`` with cells of its flat data changed: ``{index: function of the old value}``."""
    d = list(state._data)
    for i, change in changes.items():
        d[i] = change(d[i])
    return type(state)(state._setup, tuple(d))


def meduris_random_game(seed: int, n: int, board=None) -> int:
    """One whole Meduris game on the core with issue 6's policy (a uniform random choice among the non-exchange
    moves); returns the number of moves."""
    import random

    from companion.meduris.engine import new_game
    from companion.meduris.options import Options

    rng = random.Random(seed)
    core = new_game([f"P{i}" for i in range(n)], seed=seed, options=Options(board=board) if board else None).core()
    made = 0
    while True:
        moves = core.legal_moves(False)
        if not moves:
            return made
        core.push(moves[int(rng.random() * len(moves))])
        made += 1
