"""The Iquazú pages: the index links Play, Learn and the wall editor (and those notebooks exist, one cell each),
and the wall-editor page opens, checks and offers for download a wall file (iquazu.md §2.6)."""
from __future__ import annotations

import base64
import datetime
import json
import re
from pathlib import Path

import ipywidgets as W
import pytest

from companion.ui import language
from companion.ui.pages import index_page, wall_editor_page

NOW = datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc)
NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


@pytest.fixture(autouse=True)
def english_page():
    language.set_language("en")
    yield
    language.set_language("en")


def _walk(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _walk(child)


def _html(box) -> str:
    return "\n".join(w.value for w in _walk(box) if isinstance(w, W.HTML))


@pytest.mark.parametrize("page", ["play-iquazu.ipynb", "learn-iquazu.ipynb", "iquazu-wall-editor.ipynb"])
def test_the_index_links_every_iquazu_page(page):
    assert f'href="{page}"' in _html(index_page())
    notebook = json.loads((NOTEBOOKS / page).read_text(encoding="utf-8"))
    assert len(notebook["cells"]) == 1


def test_the_wall_editor_page_opens_checks_and_downloads_a_wall(iq):
    box = wall_editor_page()
    editor = box.editor
    assert editor.wall is None and editor.error is not None          # a new wall is empty: nothing guessed
    assert editor.heading.layout.display == "none"                  # one heading: the page's introduction
    widgets = list(_walk(box))
    upload = next(w for w in widgets if isinstance(w, W.FileUpload))
    download, demo = [w for w in widgets if isinstance(w, W.Button)][:2]
    demo.click()
    assert editor.wall is not None and editor.wall.demo is True      # the demo stays marked as invented
    upload.value = ({"name": "broken.json", "content": memoryview(b"{oops"), "type": "", "size": 5,
                     "last_modified": NOW},)
    assert "broken.json cannot be used" in _html(box) and editor.wall.demo is True
    mine = iq.wall_dict()
    mine.update(name="my box", demo=False)
    data = json.dumps(mine).encode()
    upload.value = ({"name": "mine.json", "content": memoryview(data), "type": "", "size": len(data),
                     "last_modified": NOW},)
    assert editor.wall is not None and editor.wall.name == "my box" and editor.wall.demo is False
    download.click()
    link = re.search(r"base64,([A-Za-z0-9+/=]+)'", _html(box))
    assert json.loads(base64.b64decode(link.group(1)))["name"] == "my box"
    language.set_language("pl")
    assert download.description == "Pobierz ścianę" and "edytor ściany" in _html(box)


@pytest.mark.rule("iquazu 2.6")
def test_the_wall_editor_page_says_an_uploaded_file_is_not_json():
    """The refusal named only the parser's complaint ("Expecting value: line 1 column 1 (char 0)")."""
    box = wall_editor_page()
    upload = next(w for w in _walk(box) if isinstance(w, W.FileUpload))
    upload.value = ({"name": "notes.txt", "content": memoryview(b"hello"), "type": "", "size": 5,
                     "last_modified": NOW},)
    assert "the wall file notes.txt is not JSON" in _html(box)
    language.set_language("pl")
    upload.value = ({"name": "notes2.txt", "content": memoryview(b"hello"), "type": "", "size": 5,
                     "last_modified": NOW},)
    assert "plik ściany notes2.txt nie jest w formacie JSON" in _html(box)
