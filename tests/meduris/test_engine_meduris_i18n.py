"""Every user-facing message of the Meduris engine has a Polish translation (design: i18n msgids)."""
from __future__ import annotations

import ast
import string
from pathlib import Path

import pytest

import companion.meduris.engine as engine_mod
from companion.i18n import catalog

ENGINE_MODULES = ("engine", "board", "common", "setup", "yields", "settlement", "building", "exchange", "druid",
                  "end", "serialize", "view", "draft", "moves")
SOURCES = [Path(engine_mod.__file__).with_name(f"{name}.py") for name in ENGINE_MODULES]


def _templates() -> list[str]:
    out: list[str] = []
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in (
                    "IllegalMove", "InvalidBoard", "InvalidPosition", "CompanionError", "InvalidSetup",
                    "InvalidSave"):
                consts = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
                if node.func.id in ("IllegalMove", "InvalidSetup") and consts and consts[0].startswith("meduris"):
                    consts = consts[1:]
                out.extend(consts[:1])
    out.extend(engine_mod._DECISION_TEMPLATES.values())
    return sorted(set(out))


def _fields(t: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(t) if f}


@pytest.mark.rule("meduris 8")
@pytest.mark.parametrize("template", _templates())
def test_message_has_polish_translation(template):
    pl = catalog("pl").get(template)
    assert pl, f"no Polish translation for {template!r}"
    assert _fields(pl) == _fields(template)
