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


def test_console_script_is_declared():
    import tomllib

    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    assert project["scripts"]["companion"] == "companion.cli:main"
