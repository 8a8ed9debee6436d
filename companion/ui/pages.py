"""The app's pages as widgets, so that every word a player reads follows the one language switch.

A notebook page is one cell (``score_page("meduris")``, ``index_page()``, ``board_editor_page()``; the table app
is :mod:`companion.ui.app`), laid out for phones, tablets and laptops by :mod:`companion.ui.layout`: its
prose is a :class:`Prose` widget (Markdown msgids translated with :mod:`companion.i18n`), so the whole page —
introduction, calculator, messages — reads in English or Polish from the switch at its top. Self-checks of
the pages live in the tests, not in cells that run on every page load.

Example:
    >>> from companion.ui.pages import Prose
    >>> from companion.i18n import N_
    >>> Prose(N_("Save sheet")).html("pl")
    '<p>Zapisz arkusz</p>'
"""
from __future__ import annotations

from typing import Any

import ipywidgets as W

from companion import games
from companion.i18n import N_, translate
from companion.ui import language as page
from companion.ui.layout import page_box
from companion.ui.teach import markdown_html

__all__ = ["Prose", "score_page", "index_page", "board_editor_page", "wall_editor_page", "SCORE_SUMMARY"]


class Prose:
    """Markdown prose that follows the page language: ``texts`` are English msgids (Markdown), joined by
    blank lines; ``params`` fill their ``{placeholders}`` (values are translated too).

    Attributes:
        widget: the ``ipywidgets.HTML`` shown on the page.
    """

    def __init__(self, *texts: str, **params: Any) -> None:
        self.texts, self.params = texts, params
        self.widget = W.HTML()
        self.widget.add_class("companion-prose")
        self.widget.prose = self   # the page follows the language through a weak reference: keep self alive
        page.follow(self._relabel)

    def html(self, lang: str) -> str:
        """The prose in ``lang`` as HTML."""
        params = {k: translate(v, lang) if isinstance(v, str) else v for k, v in self.params.items()}
        return markdown_html("\n\n".join(translate(t, lang).format(**params) for t in self.texts))

    def _relabel(self, lang: str) -> None:
        self.widget.value = self.html(lang)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)


_STYLE = """<style>
.companion-prose a { color: #1565c0; text-decoration: underline; }
.companion-prose table { border-collapse: collapse; }
.companion-prose th, .companion-prose td { text-align: left; padding: 2px 14px 2px 0; border-bottom: 1px solid #ddd; }
</style>"""


def _switch_row() -> W.HBox:
    """The page's language switch with its label (and the prose style)."""
    label = W.Label(layout=W.Layout(width="90px"))
    page.follow(lambda lang: setattr(label, "value", translate(N_("Language"), lang)))
    return W.HBox([W.HTML(_STYLE), label, page.language_switch()])


#: what each game's final scoring counts, one paragraph per calculator page (the references' §5/§6)
SCORE_SUMMARY = {
    "meduris": N_("Score track points, temples (huts beside each side) and rune stones 1 + 2 + … + n; ties go "
                  "to more huts and temples built, then more resources behind the screen (Meduris rules, final "
                  "scoring)."),
    "iquazu": N_("Score track, bonus tiles held, then the final scoring of the three columns still in the frame "
                 "(column majorities with the stone values) and the last row tiles. The *Board* section holds "
                 "the columns: for each, the stone values and the alcoves (row, height, and whose crystal, a "
                 "drop or nothing is in it)."),
    "world-wonders": N_("Population rings, the least developed resource, monument rings, natural resources, "
                        "districts, −2 for an unpaid loan and public objectives; ties go to most monuments. "
                        "Playing solo, you play against the Automaton."),
    "five-tribes": N_("Coins, the vizier bonus, elders, djinns, tiles, palm trees, palaces and merchandise sets. "
                      "Tiles are typed as `8, 6, 5`; djinns as names separated by commas (or picked from the "
                      "list)."),
}

_SCORE_HELP = N_("""Type what each player has at the end of the game: the score table, the winner, the chart and \
the formulas update on every change. {summary}

* Choose the number of players and type their names at the top of each column.
* A value that breaks the rules (more pieces than the game has, a name used twice, …) gets a red border with \
the reason beside it; the last valid result stays on screen, marked as such.
* **Save sheet** downloads the sheet to your device as a JSON file; **Upload sheet** reads one back; \
**Worked example** shows a finished game whose totals were worked out by hand.
* The language switch above changes the whole page.""")

_BACK = N_("[← all pages of the companion](index.ipynb)")


def score_page(game: str) -> W.VBox:
    """The calculator page of ``game``: the switch, the introduction and the calculator, all following the
    page language.

    Raises:
        InvalidScoreSheet: unknown game (field ``game``).
    """
    from companion.calculator import Calculator

    calc = Calculator(game, switch=False)
    intro = Prose(_SCORE_HELP, summary=SCORE_SUMMARY[game])
    heading, *rest = calc.widget.children[1:]   # [style, heading, …]: the prose goes under the heading
    box = page_box([calc.widget.children[0], heading, _switch_row(), intro.widget, *rest, Prose(_BACK).widget])
    box.calculator = calc   # type: ignore[attr-defined]
    return box


_INDEX = N_("""# Board Game Companion

A companion for players at the table: it **teaches** the rules step by step, **scores** a finished game from \
a score sheet and **explains** every point with its formula, in English and Polish, for four games: Meduris, \
Iquazú, World Wonders and Five Tribes.

### The table app

**[Open the table app](app.ipynb)**: one page for the game night. Pick the game, score it (or load a \
finished board), save the play, look up a rule the table argues about, and see the history of your plays and \
who wins what.

### Score calculators

| game | page |
|---|---|
| {meduris} | [score calculator](score-meduris.ipynb) |
| {iquazu} | [score calculator](score-iquazu.ipynb) |
| {world_wonders} | [score calculator](score-world-wonders.ipynb) |
| {five_tribes} | [score calculator](score-five-tribes.ipynb) |

Pick the players, type what they have, and the result, the winner (with the tie-break in words), the chart \
and the formulas update at once. Sheets are saved to your device as JSON, the same format as \
`companion score FILE` on the command line.

### Learn and play Meduris

* [Learn Meduris](learn-meduris.ipynb): the rules, one step at a time, on the board.
* [Play Meduris](play-meduris.ipynb): a whole game on the board, with every move checked against the rules.
* [Board editor](meduris-board-editor.ipynb): the board of the 4-player side, entered from your own copy.

### Learn and play Five Tribes

* [Learn Five Tribes](learn-five-tribes.ipynb): the rules, one step at a time, on the Sultanate, with the \
rulebook's examples replayed.
* [Play Five Tribes](play-five-tribes.ipynb): a whole game on the Sultanate for 2–4 players at one screen, with \
a bot for any seat (random, greedy, the move advisor's or MCTS); every move is checked against the rules.

The language switch above changes every page of the companion.""")


#: the World Wonders data pages (a paragraph of its own, so each game's pages are added without retranslating the rest)
_INDEX_WORLD_WONDERS_DATA = N_("""### World Wonders: your own copy

* [Catalogue editors](world-wonders-editors.ipynb): the map sides, building tiles, monument cards and resource \
boards, entered from your own copy of the game (the companion ships demo data).""")

_INDEX_IQUAZU = N_("""### Learn and play Iquazú

* [Learn Iquazú](learn-iquazu.ipynb): the rules, one step at a time, on the wall.
* [Play Iquazú](play-iquazu.ipynb): a whole game on the wall for 2–4 players at one screen, with random and \
greedy bots; every move is checked against the rules and every scoring round is explained.
* [Wall editor](iquazu-wall-editor.ipynb): the rock strips, scoring stones and bonus tiles of your own copy \
(the printed ones are not published; the shipped wall is an invented demo).""")

#: the World Wonders pages (issue 10), a section of their own under the index's main text
_INDEX_WORLD_WONDERS = N_("""### Learn, score and play World Wonders

* [Learn World Wonders](learn-world-wonders.ipynb): the rules, one step at a time, on the city board.
* [Score my finished city](score-my-city-world-wonders.ipynb): paint your city after a game at the table and get \
your scoring lines counted and explained, districts and natural resources shown on the map.
* [Play World Wonders](play-world-wonders.ipynb): a whole game for 1–5 players at one screen (solo against the \
Automaton), with random and greedy bots; every move is checked against the rules.""")

#: the index's sections after its main text, one per group of pages (each a Markdown msgid)
_INDEX_SECTIONS = [_INDEX_IQUAZU, _INDEX_WORLD_WONDERS, _INDEX_WORLD_WONDERS_DATA]


_WHAT_IF = N_("""### What if?

Branch any position, play another line, compare the scores if the game ended now, and ask for the win \
chances of every move: [{meduris}](what-if-meduris.ipynb), [{five_tribes}](what-if-five-tribes.ipynb), \
[{iquazu}](what-if-iquazu.ipynb), [{world_wonders}](what-if-world-wonders.ipynb).""")


def index_page() -> W.VBox:
    """The start page: what the companion does and a link to every page, following the page language."""
    titles = {key.replace("-", "_"): title for key, (_, title) in games.GAMES.items()}
    return page_box([_switch_row(), Prose(_INDEX, **titles).widget,
                     *(Prose(section).widget for section in _INDEX_SECTIONS), Prose(_WHAT_IF, **titles).widget])


_EDITOR_INTRO = N_("""### Meduris: board editor for the 4-player side

The Meduris board has two sides: one for 2–3 players and one for 4 players. The 2–3-player side is fully \
known (32 sites). Of the 4-player side only **sites 1–8** and the **last site before the great river** (wool + \
wood, rune district unknown) are known; the other sites, the district sizes and even the number of sites are not.

**Why we do not invent sites.** Every site decides what a hut there costs, what the druid asks for at an \
offering and which rune stone a building wins. A made-up site would give a game that *looks* right but is \
played on a board nobody owns, so the engine refuses the 4-player side until every site is known, and names \
the missing ones.

**What you can do.** If you own the game, copy the missing sites from your own board into the editor below: \
for each site its **two resources** and its **rune district**. Count the sites and confirm the number, confirm \
the order of the rune districts, then **Save board**: the file is downloaded to your device. Upload it in \
[Play Meduris](play-meduris.ipynb) (its *Board file* field, with 4 players) to start a 4-player game.

* Grey values are known and cannot be changed.
* The status lists the sites still missing; any problem the engine finds is shown beneath it in red, and \
nothing you typed is cleared.
* An unfinished board you saved can be opened again later with **Upload board**.""")

_EDITOR_CODE = N_("""### A 4-player game with your board, from Python

The board is passed through the game options: `Options(board=...)` takes a board dict (as read from the saved \
file), a path to the file, or the editor's `Board`:

```python
from companion.meduris.board import load_board_data
from companion.meduris.engine import new_game
from companion.meduris.options import Options

state = new_game(["Ann", "Bob", "Cid", "Dee"], seed=2024,
                 options=Options(board=load_board_data("meduris-4p-board.json")))
```""")


def board_editor_page(base: str = "4p") -> W.VBox:
    """The Meduris board-editor page: the switch, the introduction, the editor of side ``base`` and how to
    start a game with the saved board, all following the page language.

    Raises:
        InvalidBoard: ``base`` is not a board side or board file the engine can read.
    """
    from companion.meduris.ui.editor import BoardEditor

    editor = BoardEditor(base, switch=False)
    box = page_box([_switch_row(), Prose(_EDITOR_INTRO).widget, editor.widget, Prose(_EDITOR_CODE, _BACK).widget])
    box.editor = editor   # type: ignore[attr-defined]
    return box


_WALL_INTRO = N_("""### Iquazú: the wall editor

The rock strips of Iquazú, the point values of the scoring stones and the mix of bonus tiles are **not \
published anywhere**. The companion ships a **demo wall** that follows every stated fact (14 column positions, \
alcoves in columns 1–11, tiles in columns 6–14, 35 light and 10 dark tiles, n − 1 values per stone) but is \
invented, and says so on every board. To play and learn on the real wall, copy your own box once:

* **Rock strips**: add each strip, and for each side (A, B) its columns left to right; for each alcove its rim \
colour, its row (1 = top row) and its height in the column (0 = the lowest, nearest the water snakes).
* **Scoring boards**: one line per column, the stone's values high to low (e.g. `8/5/2` for 4 players).
* **Bonus tiles**: the kinds in your box and how many of each.

The engine checks the wall as you type: its first complaint is shown beside the field it names. **Download \
the wall** saves the file to your device; **Upload a wall file** opens one again (to finish it later, or to \
check it). The saved file starts a game on your wall in [Play Iquazú](play-iquazu.ipynb).""")

_WALL_START_DEMO = N_("Open the demo wall as an example")


def wall_editor_page() -> W.VBox:
    """The Iquazú wall-editor page: the switch, the introduction and the editor
    (:class:`companion.iquazu.ui.editor.WallEditor`, starting from an empty wall, with its download link of the
    wall entered and its upload to open a wall file) and a button opening the demo wall, all following the
    page language."""
    from companion.iquazu.ui.editor import WallEditor
    from companion.iquazu.wall import load_wall_data

    editor = WallEditor(switch=False)
    editor.heading.layout.display = "none"      # the page's introduction is the heading
    demo = W.Button(icon="book")
    page.follow(lambda lang: setattr(demo, "description", translate(_WALL_START_DEMO, lang)))
    demo.on_click(lambda _b: editor.open_data(load_wall_data("demo")))
    box = page_box([_switch_row(), Prose(_WALL_INTRO).widget, demo, editor.widget, Prose(_BACK).widget])
    box.editor = editor   # type: ignore[attr-defined]
    return box
