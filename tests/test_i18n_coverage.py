"""Every user-facing msgid in ``companion/**/*.py`` has a Polish translation (README "Languages").

Msgids are found with :mod:`ast`: ``N_("…")`` and ``translate("…")`` literals, the template
argument of ``InvalidScoreSheet`` / ``IllegalMove`` / ``InvalidSetup`` / ``InvalidBoard`` /
``InvalidPosition`` / ``InvalidSave`` / ``CompanionError`` / ``fail`` / ``Sentence`` /
``TieBreak`` and the ``note`` of ``Line``, and the texts of lessons (``Step`` title, prose and task,
``Quiz`` question and explanation, ``Replay`` title, ``Choice`` label, ``Lesson`` title, intro and outro
of :mod:`companion.ui.teach`), whether or not they are wrapped in ``N_``; plural messages from ``Plural("…", "…")`` and ``ngettext("…", "…", n)``
(both English forms must be one ``msgid`` / ``msgid_plural`` entry, every Polish form filled in, same placeholders).
The test reports every missing msgid in one message.
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from companion.calculator.labels import field_label
from companion.i18n import LOCALE_DIR, catalog, plural_catalog, plural_rule

PACKAGE = Path(__file__).resolve().parents[1] / "companion"

#: call name → (positional index, keyword name) of each msgid argument
KEYWORDS: dict[str, tuple[tuple[int, str], ...]] = {
    "N_": ((0, "text"),),
    "translate": ((0, "text"),),
    "CompanionError": ((0, "template"),),
    "InvalidScoreSheet": ((1, "template"),),
    "RuleError": ((1, "template"),),
    "IllegalMove": ((1, "template"),),
    "InvalidSetup": ((1, "template"),),
    "InvalidBoard": ((0, "template"),),
    "InvalidPosition": ((0, "template"),),
    "InvalidSave": ((0, "template"),),
    "fail": ((1, "template"),),
    "Sentence": ((0, "template"),),
    "TieBreak": ((0, "label"),),
    "Line": ((4, "note"),),
    # the teaching kit (companion/ui/teach.py): every text of a lesson
    "Step": ((1, "title"), (2, "prose"), (-1, "task")),
    "Quiz": ((0, "question"), (3, "explanation")),
    "Replay": ((1, "title"),),
    "Choice": ((1, "label"),),
    "Lesson": ((1, "title"), (2, "intro"), (-1, "outro")),
}
#: call name → the positions and keywords of its (singular, plural) msgid pair
PLURAL_KEYWORDS: dict[str, tuple[tuple[int, str], tuple[int, str]]] = {
    "Plural": ((0, "singular"), (1, "plural")),
    "ngettext": ((0, "singular"), (1, "plural")),
}
_PLACEHOLDER = re.compile(r"\{([a-zA-Z_][a-zA-Z_0-9]*)")


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def extract_msgids(root: Path = PACKAGE) -> dict[str, str]:
    """Return msgid → ``"file:line"`` of its first use, for every marked string under ``root``."""
    found: dict[str, str] = {}
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or _name(node.func) not in KEYWORDS:
                continue
            for index, keyword in KEYWORDS[_name(node.func)]:
                args = [node.args[index]] if 0 <= index < len(node.args) else []
                args += [kw.value for kw in node.keywords if kw.arg == keyword]
                for arg in args:
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and arg.value.strip():
                        found.setdefault(arg.value, f"{path.relative_to(root.parent)}:{node.lineno}")
    return found


def _literal(node: ast.Call, index: int, keyword: str) -> str | None:
    args = [node.args[index]] if len(node.args) > index else []
    args += [kw.value for kw in node.keywords if kw.arg == keyword]
    for arg in args:
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and arg.value.strip():
            return arg.value
    return None


def extract_plurals(root: Path = PACKAGE) -> dict[tuple[str, str], str]:
    """Return ``(singular, plural)`` → ``"file:line"`` for every ``Plural(…)`` / ``ngettext(…)`` under ``root``."""
    found: dict[tuple[str, str], str] = {}
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _name(node.func) in PLURAL_KEYWORDS:
                one, other = (_literal(node, *where) for where in PLURAL_KEYWORDS[_name(node.func)])
                if one and other:
                    found.setdefault((one, other), f"{path.relative_to(root.parent)}:{node.lineno}")
    return found


def test_extractor_finds_known_msgids():
    msgids = extract_msgids()
    # strings written in companion/result.py, companion/sheets.py and the calculator
    assert "No players are tied on points." in msgids
    assert "must be at most {limit}" in msgids
    assert "Player {n}" in msgids
    # texts of the Meduris lesson: its prose (msgids in Markdown), tasks, quiz choices
    from companion.meduris.teach import lessons

    assert lessons.SETUP in msgids and lessons.DRUID in msgids and lessons.INTRO in msgids
    assert "{n} stone + {n} wood" in msgids and "Task complete!" in msgids
    plurals = extract_plurals()
    assert ("needs at least {limit} entry", "needs at least {limit} entries") in plurals
    assert ("Winner", "Winners") in plurals


def test_every_plural_message_has_all_polish_forms():
    polish, (nplurals, _) = plural_catalog("pl"), plural_rule("pl")
    missing = {pair: where for pair, where in extract_plurals().items() if len(polish.get(pair, ())) != nplurals}
    report = "\n".join(f"  {where}: {pair!r}" for pair, where in sorted(missing.items(), key=lambda kv: kv[1]))
    assert not missing, (f"{len(missing)} plural messages lack a Polish entry with all {nplurals} forms "
                         f"(msgid / msgid_plural / msgstr[0..{nplurals - 1}]) in {LOCALE_DIR / 'pl'}:\n{report}")


def test_plural_messages_keep_their_placeholders_in_every_form():
    wrong = [pair for pair in extract_plurals() if len({frozenset(_PLACEHOLDER.findall(form)) for form in pair}) != 1]
    assert not wrong, f"plural messages whose English forms differ in placeholders: {wrong}"


def test_every_msgid_has_a_polish_translation():
    polish = catalog("pl")
    missing = {msgid: where for msgid, where in extract_msgids().items() if msgid not in polish}
    report = "\n".join(f"  {where}: {msgid!r}" for msgid, where in sorted(missing.items(), key=lambda kv: kv[1]))
    assert not missing, f"{len(missing)} msgids have no Polish translation in {LOCALE_DIR / 'pl'}:\n{report}"


def test_every_calculator_field_label_has_a_polish_translation():
    from companion.games import GAMES, schema

    polish = catalog("pl")
    missing = []
    for game in GAMES:
        try:
            sheet_schema = schema(game)
        except ImportError:
            continue  # scorer not written yet
        fields = dict(sheet_schema["properties"]["players"]["items"]["properties"])
        fields.update(sheet_schema["properties"])
        for key, sub in list(fields.items()):
            fields.update(sub.get("properties", {}) if isinstance(sub, dict) else {})
        missing += [f"{game}: {field_label(k)!r}" for k in fields
                    if k not in ("game", "players") and field_label(k) not in polish]
    assert not missing, "calculator field labels without Polish:\n" + "\n".join(sorted(set(missing)))


@pytest.mark.parametrize("po", sorted((LOCALE_DIR / "pl").glob("*.po")), ids=lambda p: p.name)
def test_translations_keep_the_placeholders(po):
    from babel.messages.pofile import read_po

    with po.open("rb") as fh:
        po_catalog = read_po(fh, locale="pl")
    messages = [m for m in po_catalog if m.id and m.string]
    wrong = []
    for m in messages:
        ids = m.id if isinstance(m.id, (tuple, list)) else (m.id,)
        texts = m.string if isinstance(m.string, (tuple, list)) else (m.string,)
        expected = {frozenset(_PLACEHOLDER.findall(str(t))) for t in ids}
        if len(expected) != 1 or any(frozenset(_PLACEHOLDER.findall(str(t))) not in expected for t in texts):
            wrong.append(m.id)
    assert not wrong, f"{po.name}: translations that drop or add a {{placeholder}}: {wrong}"
    if any(m.pluralizable for m in messages):
        assert po_catalog.num_plurals == plural_rule("pl")[0], f"{po.name}: Plural-Forms header disagrees with Polish"
        short = [m.id for m in messages if m.pluralizable and (len(m.string) != po_catalog.num_plurals or not all(m.string))]
        assert not short, f"{po.name}: plural entries without all {po_catalog.num_plurals} forms: {short}"
