"""Snapshots of what a player reads: the CLI's score table with its explanation lines and the calculator's
formulas, in English and Polish, for the worked example of each game (issue 13, "Polish output snapshots").

The expected texts are files in ``tests/snapshots/`` (``score-<game>.<lang>.txt``: the output of
``companion score --example GAME --format table --lang LANG``; ``formulas-<game>.<lang>.txt``: the LaTeX
lines of :func:`companion.calculator.render.formula_lines`), read once by a person when they change: any
change of wording shows up in review as a diff of these files. After an intended change, rewrite them with
``UPDATE_SNAPSHOTS=1 python -m pytest tests/test_output_snapshots.py`` and read the diff.

The other tests here need no snapshot: every symbol of every formula follows the language (Polish symbols
come from ``msgctxt "<game> formula"`` entries; only proper names such as djinns stay), and no "pkt" is
left in a Polish text (the rulebooks write "punkty" in full and abbreviate victory points as "PZ").
"""
from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from companion.cli import main
from companion.examples import EXAMPLES, example_sheet
from companion.explain import _SYMBOL, FUNCTIONS, symbol
from companion.i18n import LOCALE_DIR
from companion.scoring import score

SNAPSHOTS = Path(__file__).parent / "snapshots"
GAMES = sorted(EXAMPLES)
LANGS = ("en", "pl")


def _check(name: str, text: str) -> None:
    path = SNAPSHOTS / name
    if os.environ.get("UPDATE_SNAPSHOTS"):
        SNAPSHOTS.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.is_file(), f"no snapshot {path}: write it with UPDATE_SNAPSHOTS=1 and read it"
    expected = path.read_text(encoding="utf-8")
    assert text == expected, f"{name} changed; if intended, rewrite with UPDATE_SNAPSHOTS=1 and review the diff"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_cli_score_table_matches_its_snapshot(game, lang, capsys):
    assert main(["score", "--example", game, "--format", "table", "--lang", lang]) == 0
    out, err = capsys.readouterr()
    assert not err
    _check(f"score-{game}.{lang}.txt", out)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_calculator_formulas_match_their_snapshot(game, lang):
    from companion.calculator.render import formula_lines

    result = score(example_sheet(game))
    lines = formula_lines(result, lang) + formula_lines(result, lang, symbolic=True)
    _check(f"formulas-{game}.{lang}.txt", "\n".join(lines) + "\n")


def _extra_lines():
    """Lines the worked examples do not reach: Jafaar, Shamhat, Haurvatat, Al-Amin, the Automaton, no row tile."""
    from companion.five_tribes.scoring import elder_line, merchandise_line, palm_line, vizier_line
    from companion.iquazu.scoring import rows_line
    from companion.world_wonders.scoring import automaton_lines

    return [("five-tribes", vizier_line(3, [1], jafaar=True)), ("five-tribes", elder_line(2, shamhat=True)),
            ("five-tribes", palm_line(2, haurvatat=True)),
            ("five-tribes", merchandise_line({"ivory": 1, "jewels": 1}, fakirs=2, al_amin=True)),
            ("iquazu", rows_line([], [None] * 5)),
            *[("world-wonders", line) for line in automaton_lines({"food": 3, "ceramics": 4, "gears": 5},
                                                                   {"level": "hard", "monument_rings": 2})]]


def _all_lines():
    for game in GAMES:
        for player in score(example_sheet(game)).players:
            yield from ((game, line) for line in player.lines)
    yield from _extra_lines()


def test_every_formula_symbol_is_written_in_polish():
    from companion.five_tribes import rules as five_tribes
    from companion.i18n import CONTEXT_SEPARATOR, catalog

    djinns = {five_tribes.djinn_symbol(name) for name in five_tribes.DJINN_VP}   # proper names stay
    polish = catalog("pl")
    missing = {(game, symbol(name)[0]) for game, line in _all_lines() for name in _SYMBOL.findall(line.formula)
               if f"{game} formula{CONTEXT_SEPARATOR}{symbol(name)[0]}" not in polish and symbol(name)[0] not in djinns
               and name not in FUNCTIONS}
    assert not missing, f"formula symbols without a Polish msgctxt '<game> formula' entry: {sorted(missing)}"


@pytest.mark.parametrize("game, symbols, polish", [
    ("world-wonders", "min(food, ceramics, gears)", "min(żywność, ceramika, narzędzia)"),
    ("world-wonders", "Min(food, ceramics, gears)", "min(żywność, ceramika, narzędzia)"),
    ("world-wonders", "-2*loan", "-2*pożyczka"),
    ("five-tribes", "5*palms + 5*palaces", "5*palmy + 5*pałace"),
    ("five-tribes", "v + 10*k + 2*e + t1 + s2", "w + 10*k + 2*m + p1 + z2"),
    ("meduris", "l1 + r1 + l12", "l1 + p1 + l12"),
    ("iquazu", "c1 + c3 + r4", "k1 + k3 + r4"),
])
def test_symbols_follow_the_language_and_keep_their_index(game, symbols, polish):
    from companion.explain import _shown

    assert _shown(symbols, "pl", game) == polish
    assert _shown(symbols, "en", game) == symbols.replace("Min(", "min(")     # sympy's Min is shown as min


def test_polish_texts_abbreviate_points_only_as_the_rulebooks_do():
    offending = [f"{po.name}: {line.strip()}" for po in sorted((LOCALE_DIR / "pl").glob("*.po"))
                 for line in po.read_text(encoding="utf-8").splitlines()
                 if line.startswith("msgstr") and re.search(r"\bpkt\b", line)]
    assert not offending, "Polish uses 'punkt/punkty/punktów' (or 'PZ' for victory points), not 'pkt':\n" + \
        "\n".join(offending)


#: LaTeX commands sympy writes for a symbol whose name ends in an accent modifier or spells a Greek letter
_MANGLING = re.compile(r"\\(hat|bar|dot|ddot|tilde|vec|acute|grave|breve|check|prime|mathring|overline|widehat|"
                       r"widetilde|boldsymbol|mathbf|mathcal|mathscr|mathfrak|mathbb|alpha|beta|gamma|delta|epsilon|"
                       r"zeta|eta|theta|iota|kappa|lambda|mu|nu|xi|omicron|pi|rho|sigma|tau|upsilon|phi|chi|psi|"
                       r"omega)\b", re.IGNORECASE)


def _shown_names(line, lang: str, game: str) -> set[str]:
    """The names a player should read for the symbols of ``line``: single letters, words and their index."""
    return {"".join(symbol(name, lang, game)) for name in _SYMBOL.findall(line.formula) if name not in FUNCTIONS}


@pytest.mark.parametrize("lang", LANGS)
def test_no_formula_symbol_is_mangled_into_an_accent_greek_letter_or_subscript(lang):
    """Every symbol of every game's formulas (worked examples and the lines they do not reach, Shamhat among
    them) is rendered as its own name: no ``\\hat{sham}``, no Greek letter, no subscript cut out of a word."""
    from companion.calculator.render import formula_lines

    lines = [(game, line) for game, line in _all_lines() if line.formula]
    assert {game for game, _ in lines} == set(GAMES)
    assert any("shamhat" in line.formula for _, line in lines)      # the case the audit found
    for game, line in lines:
        assert not _MANGLING.search(line.latex(lang, game)), (game, line.formula, line.latex(lang, game))
        latex = line.symbolic_latex(lang, game)
        assert not _MANGLING.search(latex), (game, line.formula, latex)
        # each symbol's letters appear whole (upright in \text{…} or a single italic letter), its index digits
        # only as its own subscript
        plain = re.sub(r"\\text\{([^}]*)\}|\\_", lambda m: m.group(1) or "_", latex)
        plain = re.sub(r"_\{(\d+)\}", r"\1", plain)
        for name in _shown_names(line, lang, game):
            assert name in plain, (game, line.formula, name, latex)
    for game in GAMES:
        for latex in formula_lines(score(example_sheet(game)), lang):
            assert not _MANGLING.search(latex), latex


@pytest.mark.parametrize("name, latex", [
    ("shamhat", r"\text{shamhat}"), ("leta", r"\text{leta}"), ("eta", r"\text{eta}"), ("xbar", r"\text{xbar}"),
    ("vdot", r"\text{vdot}"), ("atilde", r"\text{atilde}"), ("avec", r"\text{avec}"), ("palm_trees",
    r"\text{palm}\_\text{trees}"), ("t12", "t_{12}"), ("a1b", r"\text{a1b}"), ("E", "E"), ("lambda", r"\text{lambda}"),
])
def test_every_symbol_name_keeps_its_letters_in_latex(name, latex):
    from companion.explain import Line

    assert Line("x", 2, f"2*{name}", {name: 1}).symbolic_latex() == rf"2 \cdot {latex}"
    assert Line("x", 2, f"2*{name}", {name: 1}).latex() == rf"2 \cdot {latex} = 2 \cdot 1 = 2"


@pytest.mark.parametrize("lang, expected", [("en", "min(food, ceramics, gears) = min(11, 9, 12) = 9"),
                                            ("pl", "min(żywność, ceramika, narzędzia) = min(11, 9, 12) = 9")])
def test_functions_are_written_the_same_way_in_the_formula_and_its_numbers(lang, expected):
    from companion.world_wonders.scoring import least_resource_line

    assert least_resource_line(food=11, ceramics=9, gears=12).text(lang, "world-wonders") == expected
