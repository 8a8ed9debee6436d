"""The table app in a real browser (Voilà + Debian chromium): pick a game, enter a 3-player game, save it, find it
in the history, edit it (scored again), see the statistics change, the CSV export link, switch to Polish (a
screenshot at tablet size), and a reload that opens in Polish on a phone, with 40 px tap targets and nothing cut.

The server gets a play log and a settings file of its own (``$COMPANION_PLAYLOG``, ``$COMPANION_SETTINGS`` in
a temporary folder), never the user's. Totals are worked out by hand from world-wonders.md §6.2: population
rings + least developed resource + monument rings + natural resources + districts (no loan, no objectives).
"""
from __future__ import annotations

import base64
import re

import pytest

from conftest import HERE, SCREENSHOTS, voila_server

NOTEBOOK = "../../notebooks/app.ipynb"
pytestmark = pytest.mark.browser

#: name → World Wonders values typed (population rings, food, ceramics, gears, monument rings, monuments,
#: natural resources, districts) and the hand-worked total
PLAYERS = {
    "Ana": ([5, 6, 4, 7, 3, 1, 2, 3], 5 + 4 + 3 + 2 + 3),       # 17: least developed resource = ceramics 4
    "Bartek": ([6, 3, 3, 3, 2, 1, 1, 2], 6 + 3 + 2 + 1 + 2),    # 14
    "Celina": ([4, 5, 5, 5, 4, 2, 0, 1], 4 + 5 + 4 + 0 + 1),    # 14
}
FIELDS = ["Population rings", "Food", "Ceramics", "Gears", "Monument rings", "Monuments", "Natural resources",
          "Districts"]
TABLET = {"width": 800, "height": 1000}
PHONE = {"width": 390, "height": 844}


@pytest.fixture(scope="module")
def notebook_url(tmp_path_factory):
    """The app page served by Voilà with a play log and settings of this test module."""
    data = tmp_path_factory.mktemp("app-data")
    with pytest.MonkeyPatch.context() as env:
        env.setenv("COMPANION_PLAYLOG", str(data / "plays.sqlite3"))
        env.setenv("COMPANION_SETTINGS", str(data / "settings.json"))
        with voila_server(HERE / NOTEBOOK, tmp_path_factory.mktemp("voila")) as url:
            yield url


def _field(page, player: int, label: str):
    card = page.locator(".companion-card").nth(player)
    return card.locator(".widget-hbox", has=page.locator(".widget-label", has_text=re.compile(f"^{label}$"))).first


def _type(field, value) -> None:
    field.locator("input").fill(str(value))
    field.locator("input").press("Enter")


def _wait_total(page, name: str, total: int) -> None:
    page.wait_for_function(
        """([name, total]) => [...document.querySelectorAll('.companion-result tr')].some(
               tr => tr.cells.length && tr.cells[0].innerText.trim() === name
                     && tr.cells[tr.cells.length - 2].innerText.trim() === String(total))""", arg=[name, total])


def _stats_row(page, player: str) -> list[str]:
    """The cells of ``player``'s row in the first statistics table (all games, per player)."""
    row = page.locator(".companion-stats").first.locator("tr", has=page.locator("td", has_text=re.compile(f"^{player}$")))
    return [c.strip() for c in row.first.inner_text().split("\t")]


def test_score_save_find_edit_see_statistics_export_and_switch_to_polish(page, notebook_url):
    page.set_viewport_size(TABLET)
    page.goto(notebook_url)
    page.locator(".companion-card").first.wait_for(timeout=60_000)

    page.get_by_role("button", name="World Wonders", exact=True).click()          # pick a game
    page.get_by_text("World Wonders — score calculator").wait_for()
    players_row = page.locator(".widget-hbox", has=page.locator(".widget-label", has_text=re.compile("^Players$")))
    players_row.get_by_role("button", name="3", exact=True).click()
    page.locator(".companion-card").nth(2).wait_for()
    for i, (name, (values, _)) in enumerate(PLAYERS.items()):
        _type(_field(page, i, "Name"), name)
        for label, value in zip(FIELDS, values):
            _type(_field(page, i, label), value)
    for name, (_, total) in PLAYERS.items():
        _wait_total(page, name, total)

    date = page.locator(".companion-save .widget-hbox", has_text="Date").locator("input")
    date.fill("2024-06-01")
    date.press("Enter")
    minutes = page.locator(".companion-save .widget-hbox", has_text="Duration (min)").locator("input")
    minutes.fill("an hour")                                                        # refused beside the field …
    minutes.press("Enter")
    page.get_by_role("button", name="Save the play").click()
    page.locator(".companion-save .companion-message", has_text="whole number of minutes").wait_for()
    assert minutes.input_value() == "an hour"                                     # … and kept as typed
    minutes.fill("75")
    minutes.press("Enter")
    page.get_by_role("button", name="Save the play").click()
    page.locator(".companion-ok", has_text="Saved as play 1. Winner: Ana.").wait_for()

    page.get_by_role("button", name="History", exact=True).click()
    row = page.locator(".companion-play", has_text="Play 1 · 2024-06-01 · World Wonders")
    row.wait_for()
    assert "Ana 17" in row.inner_text() and "75 min" in row.inner_text()
    csv_link = page.locator("a.companion-download[download='board-game-plays.csv']")
    assert csv_link.get_attribute("href").startswith("data:text/csv")

    page.get_by_role("button", name="Statistics", exact=True).click()
    page.locator(".companion-stats").first.wait_for()
    assert _stats_row(page, "Ana")[:3] == ["Ana", "1", "1"] and _stats_row(page, "Bartek")[:3] == ["Bartek", "1", "0"]

    page.get_by_role("button", name="History", exact=True).click()
    row.get_by_role("button", name="Edit").click()                                # edit → back in the calculator
    page.get_by_text("Editing play 1").wait_for()
    _type(_field(page, 1, "Districts"), 6)                                        # Bartek: 6 + 3 + 2 + 1 + 6 = 18
    _wait_total(page, "Bartek", 18)
    page.get_by_role("button", name="Save changes to play 1").click()
    page.locator(".companion-ok", has_text="Play 1 updated and scored again. Winner: Bartek.").wait_for()

    page.get_by_role("button", name="Statistics", exact=True).click()
    page.wait_for_function("""() => { const table = document.querySelector('.companion-stats');
        return table && [...table.rows].some(
            tr => tr.cells[0].innerText.trim() === 'Bartek' && tr.cells[2].innerText.trim() === '1'); }""")
    assert _stats_row(page, "Ana")[:3] == ["Ana", "1", "0"]

    page.get_by_role("button", name="History", exact=True).click()
    page.locator(".companion-play", has_text="Bartek 18").wait_for()
    href = page.locator("a.companion-download[download='board-game-plays.csv']").get_attribute("href")
    exported = base64.b64decode(href.split("base64,", 1)[1]).decode("utf-8")
    assert re.search(r"^1,2024-06-01,World Wonders,Bartek,18,1,yes,75,", exported, re.M)

    page.get_by_role("button", name="Polski", exact=True).click()                 # switch to Polish
    page.get_by_role("button", name="Historia", exact=True).wait_for()
    page.locator(".companion-play", has_text="Rozgrywka 1 · 2024-06-01 · Wielce imponujące budowle").wait_for()
    page.get_by_role("button", name="Zasady", exact=True).click()
    page.locator(".companion-rules input").fill("co psuje dzielnicę")
    page.locator(".companion-rules details[open] summary", has_text="Co tworzy — a co psuje — dzielnicę").wait_for()
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / "app-tablet-polish.png"))
    assert not page.console_errors


#: what a phone page must not do: return the offending elements (empty lists when the layout holds)
LAYOUT_PROBLEMS = """(tap) => {
  const visible = e => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  const app = document.querySelector('.companion-app');
  const name = e => (e.innerText || e.value || e.getAttribute('placeholder') || e.tagName).trim().slice(0, 40);
  const small = [...app.querySelectorAll('button, input:not([type=checkbox]), select, textarea, summary, a.companion-download, a.companion-link')]
    .filter(visible).filter(e => e.getBoundingClientRect().height < tap - 0.5).map(e => `${name(e)} ${e.getBoundingClientRect().height}`);
  const cut = [...app.querySelectorAll('.widget-label, .widget-label-basic span, button')].filter(visible)
    .filter(e => e.scrollWidth > e.clientWidth + 1).map(name);
  const scrolls = e => { for (let p = e.parentElement; p && p !== app; p = p.parentElement) {
      const o = getComputedStyle(p).overflowX; if (o === 'auto' || o === 'scroll') return true; } return false; };
  const clipped = [...app.querySelectorAll('table')].filter(visible)
    .filter(t => t.getBoundingClientRect().right > window.innerWidth + 1 && !scrolls(t)).map(t => t.innerText.slice(0, 40));
  return {small, cut, clipped, page_wider: document.documentElement.scrollWidth > window.innerWidth + 1};
}"""


def test_the_language_is_remembered_and_a_phone_gets_40px_targets_and_nothing_cut(page, notebook_url):
    """Runs after the test above (same server, same settings file): the page opens in Polish."""
    page.set_viewport_size(PHONE)
    page.goto(notebook_url)
    page.locator(".companion-card").first.wait_for(timeout=60_000)
    page.get_by_role("button", name="Policz punkty", exact=True).wait_for()          # remembered: Polish
    page.get_by_role("button", name="Przykład rozegranej gry").click()              # a filled result table
    page.locator(".companion-result tr", has_text="Purple").first.wait_for()
    page.wait_for_timeout(1500)                                                        # formulas typeset
    for section in ("Policz punkty", "Historia", "Statystyki", "Zasady"):
        page.get_by_role("button", name=section, exact=True).click()
        page.wait_for_timeout(1200)
        problems = page.evaluate(LAYOUT_PROBLEMS, 40)
        assert problems == {"small": [], "cut": [], "clipped": [], "page_wider": False}, (section, problems)
    assert not page.console_errors


LAPTOP = {"width": 1280, "height": 800}
NO_PROBLEMS = {"small": [], "cut": [], "clipped": [], "page_wider": False}


def _check_sections(page, size: dict, sections: tuple[str, ...], shot: str) -> None:
    """At viewport ``size``: every section of the app has 40 px tap targets and nothing cut or clipped."""
    page.set_viewport_size(size)
    for section in sections:
        page.get_by_role("button", name=section, exact=True).click()
        page.wait_for_timeout(1200)
        problems = page.evaluate(LAYOUT_PROBLEMS, 40)
        assert problems == NO_PROBLEMS, (size, section, problems)
        page.screenshot(path=str(SCREENSHOTS / f"app-{shot}-{section}.png"))


def test_a_laptop_and_a_tablet_get_40px_targets_and_nothing_cut_and_five_tribes_fits_a_phone(page, notebook_url):
    """In Polish (the longer labels): the app's sections at 1280×800 and 800×1000 with the Meduris worked example
    saved (a result table, a history row, statistics tables with their download links), then the Five Tribes
    calculator with its worked example on a 390 px phone, where the merchandise labels ("Kość słoniowa",
    "Przyprawy") must be whole."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.set_viewport_size(LAPTOP)
    page.goto(notebook_url)
    page.locator(".companion-card").first.wait_for(timeout=60_000)
    page.get_by_role("button", name="Polski", exact=True).click()
    page.get_by_role("button", name="Meduris", exact=True).click()
    page.get_by_role("button", name="Przykład rozegranej gry").click()
    page.locator(".companion-result tr", has_text="Purple").first.wait_for()
    page.get_by_role("button", name="Zapisz rozgrywkę").click()
    page.locator(".companion-ok", has_text="Zapisano jako rozgrywkę").wait_for()
    page.wait_for_timeout(1500)                                                        # formulas typeset
    assert "Shift+Enter" not in page.locator("body").inner_text()       # the notebook's run hint is code: hidden
    sections = ("Policz punkty", "Historia", "Statystyki", "Zasady")
    _check_sections(page, LAPTOP, sections, "laptop")
    page.get_by_role("button", name="Statystyki", exact=True).click()
    page.locator("a.companion-download[download='statistics-overall.csv']").wait_for()
    _check_sections(page, TABLET, sections, "tablet")

    page.set_viewport_size(PHONE)
    page.get_by_role("button", name="Policz punkty", exact=True).click()
    page.get_by_role("button", name="Pięć Klanów", exact=True).click()
    page.get_by_text("Pięć Klanów — kalkulator punktów").wait_for()
    page.get_by_role("button", name="Przykład rozegranej gry").click()
    page.locator(".companion-result tr", has_text="Sylwia").first.wait_for()
    page.wait_for_timeout(1500)
    labels = page.locator(".companion-card").first.locator(".widget-label")
    for label in ("Kość słoniowa", "Klejnoty", "Przyprawy", "Papirus", "Jedwab", "Złoto"):
        assert labels.filter(has_text=re.compile(f"^{label}$")).count() >= 1, label
    problems = page.evaluate(LAYOUT_PROBLEMS, 40)
    labels.filter(has_text=re.compile("^Kość słoniowa$")).first.scroll_into_view_if_needed()
    page.screenshot(path=str(SCREENSHOTS / "app-phone-five-tribes.png"))
    assert problems == NO_PROBLEMS, problems
    assert not page.console_errors
