"""The app's pages (companion/ui/pages.py): every word follows the one language switch, every page is linked,
and each calculator page opens its hand-worked example with the right totals (the self-checks that used to be
notebook cells)."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from companion.games import GAMES
from companion.ui import language as page
from companion.ui.pages import board_editor_page, index_page, score_page
from support import SHARED, expected_for

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


@pytest.fixture(autouse=True)
def english_page():
    page.set_language("en")
    yield
    page.set_language("en")


def _prose(box) -> list[str]:
    return [w.value for w in box.children if "companion-prose" in w._dom_classes]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_score_page_reads_in_both_languages(game):
    box = score_page(game)
    english = " ".join(_prose(box))
    assert "Type what each player has" in english and "Upload sheet" in english
    page.set_language("pl")
    polish = " ".join(_prose(box))
    assert "Wpisz, co każdy gracz ma" in polish and "Prześlij arkusz" in polish
    assert "Type what" not in polish
    assert box.calculator.example_button.description == "Przykład rozegranej gry"   # the calculator follows too


@pytest.mark.parametrize("game", sorted(GAMES))
def test_score_page_worked_example_has_the_hand_worked_totals(game):
    box = score_page(game)
    box.calculator.example_button.click()
    sheet = next(p for p in (SHARED / "examples").glob("*.json")
                 if not p.name.endswith(".expected.json") and json.loads(p.read_text())["game"] == game)
    expected = expected_for(sheet)
    assert box.calculator.result.totals == expected["totals"]
    assert sorted(box.calculator.result.winners) == sorted(expected["winners"])
    for player in box.calculator.result.players:
        for line in player.lines:
            assert line.evaluate() == line.points, (player.name, line.category)


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_index_links_every_page_and_every_page_exists(lang):
    page.set_language(lang)
    text = " ".join(_prose(index_page()))
    linked = set(re.findall(r'href="([^"]+\.ipynb)"', text))
    assert linked == {p.name for p in NOTEBOOKS.glob("*.ipynb")} - {"index.ipynb"}
    assert {f"score-{game}.ipynb" for game in GAMES} <= linked
    if lang == "pl":
        assert "Kalkulatory punktów" in text and "Pięć Klanów" in text


def test_board_editor_page_reads_in_both_languages():
    box = board_editor_page()
    assert "Why we do not invent sites" in " ".join(_prose(box))
    assert box.editor.missing_sites[:2] == [9, 10]       # sites 1–8 are known (meduris.md §2.3)
    page.set_language("pl")
    polish = " ".join(_prose(box))
    assert "Dlaczego nie wymyślamy pól" in polish and "invent" not in polish


def test_every_page_is_one_call_of_this_module():
    """No page does work of its own on load (self-checks live here): each notebook is one cell calling a page
    function (or the lesson / hot seat of its game)."""
    for path in NOTEBOOKS.glob("*.ipynb"):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        assert all(c["cell_type"] == "code" for c in cells), path.name
        assert not any("assert" in "".join(c["source"]) for c in cells), path.name


#: the lessons whose steps are cells of their own (every other page is one cell)
MULTI_CELL = {"learn-five-tribes.ipynb", "learn-meduris.ipynb", "learn-world-wonders.ipynb"}


def test_every_notebook_says_in_english_and_polish_how_to_run_it():
    """JupyterLab opens a notebook unexecuted: its first cell's first two lines (comments, so Voilà, which hides
    code cells, shows them to nobody) tell the reader to run it, in English and then in Polish."""
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        assert len(cells) == 1 or path.name in MULTI_CELL, path.name
        english, polish = "".join(cells[0]["source"]).splitlines()[:2]
        assert english.startswith("# ▶ Run ") and "Shift+Enter" in english and "Run ▸ Run All Cells" in english, \
            path.name
        assert polish.startswith("# ▶ Uruchom ") and "Shift+Enter" in polish and \
            "Uruchom ▸ Uruchom wszystkie komórki" in polish, path.name


def test_every_page_opens_in_the_language_last_chosen_on_any_page(tmp_path, monkeypatch):
    """README "The table app": the language is remembered between visits — on every page, not only the app's.
    A page (its first language switch) opens in the remembered language, and a change there is kept for the
    next page."""
    from companion.meduris.teach.lessons import learn_meduris
    language = page

    settings = tmp_path / "settings.json"
    settings.write_text('{"language": "pl"}', encoding="utf-8")
    monkeypatch.setenv("COMPANION_SETTINGS", str(settings))
    monkeypatch.setattr(language, "_MEMORY", None)           # a new page's kernel: nothing chosen yet
    monkeypatch.setattr(language, "_KEPT", [])
    monkeypatch.setattr(language, "_CHOSEN", False)
    index = index_page()
    assert language.page_language().lang == "pl"
    assert "Poznaj Iquazú" in " ".join(_prose(index))
    language.set_language("en")
    assert json.loads(settings.read_text(encoding="utf-8")) == {"language": "en"}
    monkeypatch.setattr(language, "_MEMORY", None)           # the next page opened
    monkeypatch.setattr(language, "_KEPT", [])
    monkeypatch.setattr(language, "_CHOSEN", False)
    settings.write_text('{"language": "pl"}', encoding="utf-8")
    lesson = learn_meduris()
    assert language.page_language().lang == "pl"
    assert lesson.header.children[1].value == "pl"                       # its switch shows Polski
