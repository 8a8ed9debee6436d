"""Reading score sheets: every kind of bad file or text is an InvalidScoreSheet naming ``sheet`` (never a
traceback), and the CLI answers it with exit status 2 (README "Bad input")."""
from __future__ import annotations

import copy
import json
import subprocess
import sys

import pytest

from companion.errors import InvalidScoreSheet
from companion.scoring import score
from companion.sheets import load, parse
from support import EXAMPLES, REPO, example


@pytest.mark.parametrize("text,words", [
    ("", "the sheet is empty"),
    ("   \n", "the sheet is empty"),
    ("[1, 2]", "must be an object"),
    ('"meduris"', "must be an object"),
    ('{"game": ', "not valid JSON"),
    ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ('{"track": 1' + "0" * 5000 + "}", "number far too long"),
    (b"\xff\xfe{}", "not UTF-8"),
])
def test_bad_text_names_the_sheet(text, words):
    with pytest.raises(InvalidScoreSheet) as err:
        parse(text)
    assert err.value.field == "sheet" and words in str(err.value)


def test_byte_order_mark_is_accepted():
    text = (EXAMPLES / "meduris-2p.json").read_text()
    assert parse("\ufeff" + text)["game"] == "meduris"
    assert parse(("\ufeff" + text).encode())["game"] == "meduris"


@pytest.mark.parametrize("source", [None, 5, 3.5, ["game"]])
def test_score_rejects_non_sheets(source):
    with pytest.raises(InvalidScoreSheet, match="must be an object"):
        score(source)


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(InvalidScoreSheet, match="it does not exist"):
        load(str(tmp_path / "nope.json"))
    with pytest.raises(InvalidScoreSheet, match="it is a folder"):
        load(tmp_path)


def test_latin1_file_is_reported(tmp_path):
    path = tmp_path / "latin1.json"
    path.write_bytes('{"game": "meduris", "players": [{"name": "Blé"}]}'.encode("latin-1"))
    with pytest.raises(InvalidScoreSheet, match="is not UTF-8 text"):
        load(path)


@pytest.mark.rule("meduris 5.3")
def test_fractions_are_reported_not_rounded():
    sheet = copy.deepcopy(example("meduris-2p"))
    sheet["players"][0]["track"] = 47.0
    with pytest.raises(InvalidScoreSheet) as err:
        score(sheet)
    assert err.value.field == "players[0].track"
    assert str(err.value) == "players[0].track (Blue): must be a whole number"


def test_error_names_the_player_in_both_languages():
    sheet = copy.deepcopy(example("five-tribes-4p"))
    sheet["players"][2]["viziers"] = -1
    with pytest.raises(InvalidScoreSheet) as err:
        score(sheet)
    assert err.value.player == "Piotr"
    assert err.value.message("en") == "players[2].viziers (Piotr): must be at least 0"
    assert err.value.message("pl").startswith("players[2].viziers (Piotr): ")


def test_names_differing_only_in_case_are_the_same_player():
    sheet = copy.deepcopy(example("meduris-2p"))
    sheet["players"][1]["name"] = "blue"
    with pytest.raises(InvalidScoreSheet, match="used twice") as err:
        score(sheet)
    assert err.value.field == "players[1].name"


def test_csv_does_not_let_a_name_become_a_spreadsheet_formula(capsys):
    from companion.cli import main

    sheet = copy.deepcopy(example("meduris-2p"))
    sheet["players"][0]["name"] = "=cmd|' /C calc'!A0"
    csv = score(sheet).to_csv()
    assert "\n'=cmd|" in csv


@pytest.mark.parametrize("stdin", [b"", b"[1,2]", b"\xe9", b"{"])
def test_cli_stdin_errors_exit_2(stdin):
    proc = subprocess.run([sys.executable, "-m", "companion", "score", "-"], input=stdin, capture_output=True,
                          cwd=REPO, timeout=60)
    assert proc.returncode == 2
    assert proc.stderr.decode().startswith("error: sheet: ") and b"Traceback" not in proc.stderr


def test_cli_output_into_a_closed_pipe_is_not_an_error():
    proc = subprocess.run(f"{sys.executable} -m companion schema five-tribes | head -c 1", shell=True,
                          capture_output=True, cwd=REPO, timeout=60)
    assert proc.stdout == b"{"
    assert b"Traceback" not in proc.stderr
