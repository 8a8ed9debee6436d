"""The ``companion`` command: output formats, schemas, bad input (exit 2, no traceback), lazy imports."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from companion.cli import main
from support import EXAMPLES, REPO


def run(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "companion", *args], capture_output=True, text=True,
                          input=stdin, cwd=REPO, timeout=60)


def test_table_output_names_winner_and_explains(capsys):
    assert main(["score", str(EXAMPLES / "meduris-2p.json")]) == 0
    out = capsys.readouterr().out
    assert "Winner: Purple" in out      # one winner: singular heading
    assert "5*(5 + 1)/2 = 15" in out


def test_polish_table_output(capsys):
    assert main(["score", str(EXAMPLES / "meduris-2p.json"), "--lang", "pl"]) == 0
    out = capsys.readouterr().out
    assert "Kamienie runiczne" in out
    assert "Purple" in out


def test_csv_output(capsys):
    assert main(["score", str(EXAMPLES / "world-wonders-4p.json"), "--format", "csv"]) == 0
    rows = capsys.readouterr().out.strip().splitlines()
    assert rows[0].startswith("Player,Population rings,Least developed resource")
    assert rows[1].split(",")[0] == "Ana" and rows[1].split(",")[-2:] == ["31", "1"]


@pytest.mark.parametrize("game", ["meduris", "iquazu", "world-wonders", "five-tribes"])
def test_schema_command_prints_a_json_schema(game, capsys):
    assert main(["schema", game]) == 0
    schema = json.loads(capsys.readouterr().out)
    assert schema["properties"]["game"] == {"const": game}
    assert "players" in schema["required"]


def test_stdin_sheet():
    proc = run("score", "-", "--format", "json", stdin=(EXAMPLES / "meduris-2p.json").read_text())
    assert proc.returncode == 0
    assert json.loads(proc.stdout)["winners"] == ["Purple"]


@pytest.mark.parametrize("sheet,message", [
    ('{"game": "meduris", "players": []}', "players: needs at least 2 entries"),
    ('{"game": "chess", "players": []}', "game: unknown game 'chess'"),
    ('{"game": "meduris", ', "sheet: not valid JSON"),
    ('{"game": "meduris", "version": 3, "players": ["A", "B"], "seed": 1, "chance": 2, "moves": []}',
     "sheet: this is a saved game, not a score sheet"),                  # a save given to the scorer
])
def test_bad_input_exits_2_without_traceback(sheet, message):
    proc = run("score", "-", stdin=sheet)
    assert proc.returncode == 2
    assert message in proc.stderr
    assert "Traceback" not in proc.stderr and proc.stdout == ""


def test_bad_input_message_in_polish():
    proc = run("score", "-", "--lang", "pl", stdin='{"game": "meduris", "players": [{"name": "A"}]}')
    assert proc.returncode == 2
    assert proc.stderr.startswith("błąd: players:")


def test_missing_file_exits_2():
    proc = run("score", "no-such-sheet.json")
    assert proc.returncode == 2 and "cannot read the file" in proc.stderr


def test_score_does_not_import_heavy_libraries():
    code = ("import sys; from companion.cli import main; "
            f"main(['score', {str(EXAMPLES / 'five-tribes-4p.json')!r}, '--format', 'json']); "
            "heavy = [m for m in ('pandas', 'sympy', 'ipywidgets', 'matplotlib', 'numpy') if m in sys.modules]; "
            "sys.stderr.write(repr(heavy))")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0
    assert proc.stderr.strip() == "[]"


#: modules the score path must not import: heavy libraries, and the standard-library modules whose import was most
#: of the start-up (issue 13: at most 3× a bare ``python -c "import json"`` in English, 3.5× in Polish)
NOT_ON_THE_SCORE_PATH = ("pandas", "sympy", "ipywidgets", "anywidget", "matplotlib", "numpy", "babel",
                         "fastjsonschema", "platformdirs", "dataclasses", "inspect", "typing", "pathlib", "shutil",
                         "decimal", "urllib.parse", "csv")


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_score_path_imports_only_what_it_needs(lang):
    """``companion score --example GAME`` in each game and language (once the start-up cache is written):
    none of :data:`NOT_ON_THE_SCORE_PATH`, and no other game's package."""
    code = ("import io, contextlib; from companion.cli import main; from companion.games import GAMES\n"
            "for game in GAMES:\n"
            "    with contextlib.redirect_stdout(io.StringIO()): main(['score', '--example', game, '--lang', %r])\n"
            % lang)
    first = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert first.returncode == 0, first.stderr          # writes the cache entries (validators, catalogs)
    for game in ("meduris", "iquazu", "world-wonders", "five-tribes"):
        one = ("import sys; from companion.cli import main; main(['score', '--example', %r, '--lang', %r]); "
               "others = [g for g in ('meduris', 'iquazu', 'world_wonders', 'five_tribes') "
               "if 'companion.' + g in sys.modules and g != %r]; "
               "sys.stderr.write(repr(([m for m in %r if m in sys.modules], others)))"
               % (game, lang, game.replace("-", "_"), NOT_ON_THE_SCORE_PATH))
        proc = subprocess.run([sys.executable, "-c", one], capture_output=True, text=True, timeout=60)
        assert proc.returncode == 0 and proc.stderr.strip() == "([], [])", (game, proc.stderr)


def test_console_script_is_declared():
    import tomllib

    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    assert project["scripts"]["companion"] == "companion.cli:main"
