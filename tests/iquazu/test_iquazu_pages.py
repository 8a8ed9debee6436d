"""The Iquazú pages: the index links Play, Learn and the wall editor (and those notebooks exist, one cell each),
and the wall-editor page opens, checks and offers for download a wall file (iquazu.md §2.6)."""
from __future__ import annotations

import json
from pathlib import Path

import ipywidgets as W
import pytest

from companion.ui import language
from companion.ui.pages import index_page, wall_editor_page
from support import downloaded, upload

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
    assert [w for w in widgets if isinstance(w, W.Text)] == [editor.name]   # the wall's name; no file path
    [upload_button] = [w for w in widgets if isinstance(w, W.FileUpload)]   # one Load: the editor's
    demo = next(w for w in widgets if isinstance(w, W.Button) and w.description.startswith("Open the demo"))
    demo.click()
    assert editor.wall is not None and editor.wall.demo is True      # the demo stays marked as invented
    upload(upload_button, b"{oops", "broken.json")
    assert "broken.json was not loaded: it is not valid JSON" in _html(box) and editor.wall.demo is True
    mine = iq.wall_dict()
    mine.update(name="my box", demo=False)
    upload(upload_button, mine, "mine.json")
    assert editor.wall is not None and editor.wall.name == "my box" and editor.wall.demo is False
    assert downloaded(editor.file.link.value)[1]["name"] == "my box"
    language.set_language("pl")
    assert "Pobierz ścianę" in editor.file.link.value and "edytor ściany" in _html(box)
    assert upload_button.description == "Wczytaj plik ściany"
