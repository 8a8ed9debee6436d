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


def _track_twice() -> str:
    """The Meduris example with Blue's track given twice (47, then 99): Python's parser kept 99 silently."""
    return (EXAMPLES / "meduris-2p.json").read_text().replace('"track": 47', '"track": 47, "track": 99', 1)


def test_a_key_given_twice_is_refused_with_where_it_is_given_again():
    text = _track_twice()
    line = text[:text.index('"track": 99')].count("\n") + 1
    column = text.index('"track": 99') - text.rfind("\n", 0, text.index('"track": 99'))
    with pytest.raises(InvalidScoreSheet) as err:
        load(text)
    assert err.value.field == "sheet"
    assert err.value.message("en") == f"sheet: the key 'track' is given twice (line {line}, column {column})"
    assert err.value.message("pl") == f"sheet: klucz 'track' występuje dwa razy (wiersz {line}, kolumna {column})"


@pytest.mark.parametrize("text, key, column", [
    ('{"game": "meduris", "game": "iquazu", "players": []}', "game", 21),            # the top level
    ('{"a": {"b": 1}, "c": [{"d": 1, "e": {}, "d": 2}]}', "d", 41),                   # deep inside
    ('{"k": "x\\", \\"k\\": {", "k": 2}', "k", 24),                                 # quotes and braces in a text
    ('{"Zo\\u00eb": 1, "Zoë": 2}', "Zoë", 17),                                       # the same key, escaped once
])
def test_a_key_given_twice_is_found_at_any_depth(text, key, column):
    with pytest.raises(InvalidScoreSheet) as err:
        parse(text)
    assert err.value.message("en") == f"sheet: the key {key!r} is given twice (line 1, column {column})"


def test_the_same_key_in_two_objects_is_not_a_repeat():
    assert parse('{"players": [{"name": "A", "n": {"name": 1}}, {"name": "B"}]}')["players"][1] == {"name": "B"}


def test_companion_score_refuses_a_key_given_twice(tmp_path):
    text = _track_twice()
    code, out, err = _cli(text, tmp_path)
    assert code == 2 and out == "" and err.startswith("error: sheet: the key 'track' is given twice (line ")
    assert err.count("\n") == 1


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


# --- issue 13: input that must be refused with exit 2, one line naming the field ---------------------------

def _cli(sheet_text: str, tmp_path, *args) -> tuple[int, str, str]:
    """Run ``companion score`` in this process on ``sheet_text`` (written as a UTF-8 file)."""
    import contextlib
    import io

    from companion.cli import main

    path = tmp_path / "sheet.json"
    path.write_text(sheet_text, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["score", str(path), *args])
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("name,words", [
    ("A\\ud800", "must be valid Unicode text: it holds a lone surrogate"),        # valid JSON, not valid text
    ("Ann\\nBob", "must not contain control or invisible characters"),
    ("Ann\\u0000", "U+0000 at position 4"),
    ("\\u200b\\u200b", "U+200B at position 1"),                                      # only zero-width spaces
    ("\\u3164", "must contain a visible letter, digit or sign"),                    # a Hangul filler: looks empty
    ("x" * 41, "must have at most 40 characters"),
], ids=["lone-surrogate", "newline", "nul", "zero-width", "invisible-letter", "too-long"])
@pytest.mark.parametrize("fmt", ["table", "json", "csv"])
def test_bad_names_exit_2_with_one_line(name, words, fmt, tmp_path):
    text = (EXAMPLES / "meduris-2p.json").read_text().replace('"Blue"', f'"{name}"', 1)
    code, out, err = _cli(text, tmp_path, "--format", fmt)
    assert code == 2 and out == ""
    assert err.startswith("error: players[0].name: ") and words in err and err.count("\n") == 1


@pytest.mark.parametrize("second", ["Zoe\u0308", " zoë ", "ZOË", "Ｚoë"],
                         ids=["decomposed", "spaces-and-case", "capitals", "full-width"])
def test_names_are_compared_after_normalisation(second):
    sheet = copy.deepcopy(example("meduris-2p"))
    sheet["players"][0]["name"], sheet["players"][1]["name"] = "Zoë", second
    with pytest.raises(InvalidScoreSheet, match="used twice") as err:
        score(sheet)
    assert err.value.field == "players[1].name"


def test_accepted_names_are_trimmed_and_composed():
    sheet = copy.deepcopy(example("meduris-2p"))
    sheet["players"][0]["name"] = "  Zoe\u0308\u00a0"
    assert list(score(sheet).totals) == ["Zoë", "Purple"]


def test_shape_is_checked_before_values():
    sheet = copy.deepcopy(example("meduris-2p"))
    sheet["players"][0]["track"] = 2.5
    sheet["players"][1]["colour"] = 2.5            # unknown field holding a fraction: reported as unknown
    with pytest.raises(InvalidScoreSheet) as err:
        score(sheet)
    assert str(err.value) == "players[1].colour (Purple): unknown field"


def test_keys_that_are_not_text_are_invalid_score_sheets():
    sheet = copy.deepcopy(example("five-tribes-4p"))
    sheet["players"][0]["merchandise"][1] = 2      # a Python dict: an int key next to the known ones
    sheet["players"][0]["merchandise"]["amber"] = 1
    with pytest.raises(InvalidScoreSheet) as err:
        score(sheet)
    assert err.value.field == "players[0].merchandise" and "field names must be text, not 1" in str(err.value)


@pytest.mark.parametrize("value", [10 ** 5000, 10 ** 20, 1000], ids=["5000-digits", "20-digits", "1000"])
def test_numbers_beyond_every_limit_are_refused_in_every_format(value):
    sheet = copy.deepcopy(example("five-tribes-4p"))
    sheet["players"][0]["coins"] = value               # gold is not limited by the rules: the sane cap 999
    with pytest.raises(InvalidScoreSheet) as err:
        score(sheet)
    assert str(err.value) == "players[0].coins (Ania): must be at most 999"


def test_a_4300_digit_track_exits_2(tmp_path):
    text = (EXAMPLES / "meduris-2p.json").read_text().replace('"track": 47', '"track": 1' + "0" * 4299, 1)
    code, out, err = _cli(text, tmp_path)
    assert code == 2 and out == "" and err == "error: players[0].track (Blue): must be at most 299\n"


def test_unknown_field_with_an_odd_name_stays_one_line(tmp_path):
    text = (EXAMPLES / "meduris-2p.json").read_text().replace('"track": 47', '"tr\\nack": 1, "track": 47', 1)
    code, out, err = _cli(text, tmp_path)
    assert code == 2 and err == "error: players[0]['tr\\nack'] (Blue): unknown field\n"


@pytest.mark.parametrize("game", ["meduris", "iquazu", "world-wonders", "five-tribes"])
def test_every_count_text_and_list_of_a_schema_has_a_maximum(game):
    """Issue 13: a 4,300-digit track was accepted and printing it failed. Every number, text and list of
    every sheet schema is bounded (a component limit or the sane cap), so every total prints."""
    from companion.games import schema

    unbounded = []

    def walk(node, path):
        kinds = node.get("type") if isinstance(node.get("type"), list) else [node.get("type")]
        bounded = "enum" in node or "const" in node
        for kind, limit in (("integer", "maximum"), ("string", "maxLength"), ("array", "maxItems")):
            if kind in kinds and limit not in node and not bounded:
                unbounded.append(f"{path}: {kind} without {limit}")
        for key, sub in node.get("properties", {}).items():
            walk(sub, f"{path}.{key}")
        if isinstance(node.get("items"), dict):
            walk(node["items"], f"{path}[]")

    walk(schema(game), game)
    assert not unbounded


def test_a_file_name_with_a_line_break_or_undecodable_bytes_stays_one_line(tmp_path, capsys):
    import os

    from companion.cli import main

    name = str(tmp_path / ("a\nb" + os.fsdecode(b"\xff") + ".json"))      # as argv carries undecodable bytes
    assert main(["score", name]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "a\\nb\\udcff.json: it does not exist" in err
