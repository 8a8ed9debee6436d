"""Score sheets: loading, JSON Schema building blocks, and validation with precise field paths.

Every sheet is ``{"game": "<id>", "players": [{"name": ..., ...}, ...]}`` (README "Score sheets").
:func:`validate` applies the rules every game shares, in this order, and stops at the first problem:

1. **shape** — field names are text and every field is one the schema knows ("unknown field" comes
   before any complaint about a value);
2. **values** — the game's JSON Schema (validated by :mod:`fastjsonschema`, which imports in
   milliseconds): types, no fraction where a count belongs, every count between 0 and a maximum
   from the components (or :data:`SANE_CAP`), no text that is not valid Unicode;
3. **player names** — one rule for every game (:func:`name_problem`): Unicode NFC, trimmed, at most
   :data:`NAME_MAX_LENGTH` characters, no control or invisible characters, at least one visible
   character, and unique after normalisation (:func:`name_key`).

Component limits that a schema cannot express (totals across players, one field bounded by
another) are checked by each game's scorer with :func:`fail`. Every problem raises
:class:`~companion.errors.InvalidScoreSheet` naming the field, e.g. ``players[1].merchandise.ivory``;
a limit between two fields names the other one too (:class:`~companion.errors.FieldRef`).
"""
from __future__ import annotations

import json
import os
import unicodedata
from collections import abc

TYPE_CHECKING = False   # typing.TYPE_CHECKING without importing typing (2–4 ms of every command's start-up)
if TYPE_CHECKING:  # pragma: no cover - annotations only
    from typing import Any, Iterable, Mapping, NoReturn
    from pathlib import Path

from companion.errors import FieldRef, InvalidScoreSheet
from companion.i18n import N_, Plural, Template
from companion.jsontext import parse_json

SCHEMA_DIALECT = "http://json-schema.org/draft-07/schema#"

#: Largest value of a count that no component limits (gold coins, points on a score track, VP printed
#: on tiles whose values no source gives): far above any real game, and small enough that every total
#: prints in every output format.
SANE_CAP = 999
#: Most characters in a player name (after trimming): a name labels a table row, it is not a text.
NAME_MAX_LENGTH = 40
#: Characters that are letters or symbols to Unicode but show nothing (Hangul fillers, the blank
#: Braille pattern): a name made only of them looks empty.
_BLANK_GLYPHS = frozenset("\u115f\u1160\u3164\uffa0\u2800")
#: Unicode categories a name may not contain: controls (newline, NUL), format characters (zero-width
#: spaces and joiners, bidirectional overrides), lone surrogates, private-use and unassigned code
#: points, line and paragraph separators.
_REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})


def count(maximum: int = SANE_CAP, description: str = "") -> dict[str, Any]:
    """Schema of a count: an integer from 0 to ``maximum`` (a component limit, else :data:`SANE_CAP`)."""
    schema: dict[str, Any] = {"type": "integer", "minimum": 0, "maximum": maximum}
    if description:
        schema["description"] = description
    return schema


def text(max_length: int = NAME_MAX_LENGTH, description: str = "") -> dict[str, Any]:
    """Schema of a short text that names something (a djinn, a player): not blank, at most ``max_length``."""
    schema: dict[str, Any] = {"type": "string", "minLength": 1, "maxLength": max_length, "pattern": r"\S"}
    if description:
        schema["description"] = description
    return schema


def sheet_schema(game: str, title: str, player_properties: Mapping[str, Any], *, min_players: int,
                 max_players: int, required: Iterable[str] | None = None,
                 extra_properties: Mapping[str, Any] | None = None,
                 extra_required: Iterable[str] = ()) -> dict[str, Any]:
    """Build a game's sheet schema around the common envelope.

    Args:
        game: game id, the only accepted value of ``"game"``.
        title: human title of the schema.
        player_properties: JSON Schema of each per-player field except ``name``.
        min_players, max_players: allowed player count (rulebook §1/§3).
        required: per-player fields that must be present (default: all of ``player_properties``).
        extra_properties: top-level fields besides ``game`` and ``players`` (e.g. Iquazú's columns).
        extra_required: which of ``extra_properties`` are required.
    """
    props = {"name": text(NAME_MAX_LENGTH, "unique player name")}
    props.update(player_properties)
    req = ["name", *(required if required is not None else player_properties)]
    return {
        "$schema": SCHEMA_DIALECT,
        "$id": f"https://board-game-companion.invalid/schema/{game}.json",
        "title": title,
        "type": "object",
        "required": ["game", "players", *extra_required],
        "additionalProperties": False,
        "properties": {
            "game": {"const": game},
            "players": {
                "type": "array",
                "minItems": min_players,
                "maxItems": max_players,
                "items": {"type": "object", "required": req, "additionalProperties": False, "properties": props},
            },
            **(extra_properties or {}),
        },
    }


def shown(value: Any, limit: int = NAME_MAX_LENGTH) -> str:
    """``value`` made safe to quote in a message: text cut to ``limit`` characters (``…`` marks the cut);
    anything else as its (cut) ``repr``, or its type name when even that cannot be printed (an integer
    of thousands of digits). Quote text with ``{name!r}``: ``repr`` escapes line breaks, NUL and lone
    surrogates, so the message stays one printable line.

    >>> shown("Zoë"), shown("x" * 50)[-3:], shown(5)
    ('Zoë', 'xx…', '5')
    """
    if not isinstance(value, str):
        try:
            value = repr(value)
        except ValueError:          # an int too long to convert to text
            value = type(value).__name__
    return value if len(value) <= limit else value[:limit] + "…"


def printable(text: str) -> str:
    """``text`` with every character that is not printable written as its escape (``a\\nb``, ``\\udcff``):
    a file name from the command line can hold a line break or undecodable bytes, a message cannot.

    >>> printable("sheet\\nfinal.json")
    'sheet\\\\nfinal.json'
    """
    return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text)


def field_path(parts: Iterable[Any]) -> str:
    """Format a JSON path as ``players[1].merchandise.ivory`` (``"sheet"`` for the root).

    A key that is not a plain identifier is quoted, so the path stays one printable line:
    ``players[0]['a\\nb']``.
    """
    out = ""
    for part in parts:
        if isinstance(part, int) and not isinstance(part, bool):
            out += f"[{part}]"
        elif isinstance(part, str) and part.isascii() and part.isidentifier():   # [A-Za-z_][A-Za-z0-9_]*
            out += f".{part}" if out else part
        else:
            out += f"[{shown(part)!r}]" if isinstance(part, str) else f"[{shown(part)}]"
    return out or "sheet"


def fail(path: Iterable[Any] | str, template: Template, **params: Any) -> NoReturn:
    """Raise :class:`InvalidScoreSheet` for the field at ``path`` with a translatable message.

    A parameter that is a :class:`~companion.errors.FieldRef` names the other field of a limit between
    two fields (the CLI shows its path, a calculator its label).
    """
    raise InvalidScoreSheet(path if isinstance(path, str) else field_path(path), template, **params)


_MESSAGES = {
    "required": N_("missing required field"),
    "type": N_("must be {any_expected_labels}"),
    "minimum": N_("must be at least {limit}"),
    "maximum": N_("must be at most {limit}"),
    "minItems": Plural("needs at least {limit} entry", "needs at least {limit} entries", count="limit"),
    "maxItems": Plural("allows at most {limit} entry", "allows at most {limit} entries", count="limit"),
    "minLength": N_("must not be empty"),
    "maxLength": Plural("must have at most {limit} character", "must have at most {limit} characters", count="limit"),
    "pattern": N_("must not be empty"),
    "const": N_("must be {expected}"),
    "enum": N_("must be one of {expected}"),
    "additionalProperties": N_("unknown field"),
    "uniqueItems": N_("has the same entry twice"),
}
_TYPE_WORDS = {"integer": N_("a whole number"), "string": N_("text"), "boolean": N_("true or false"),
               "array": N_("a list"), "object": N_("an object"), "null": "null"}


from companion.cache import cached  # noqa: E402  (light: standard library only)

_VALIDATORS: dict[int, Any] = {}


class SchemaValueError(ValueError):
    """What a sheet validator raises: the fields of fastjsonschema's ``JsonSchemaValueException`` (``message``,
    ``value``, ``name``, ``definition``, ``rule``, and ``path`` / ``rule_definition`` from them).

    The validators' generated code is cached (:func:`_validator`); run with this class and without
    ``decimal``, it needs nothing of fastjsonschema, whose import (its code generators, ``urllib``,
    ``decimal``) is a tenth of the command line's start-up.
    """

    def __init__(self, message: str, value: Any = None, name: str | None = None, definition: Any = None,
                 rule: str | None = None) -> None:
        super().__init__(message)
        self.message, self.value, self.name, self.definition, self.rule = message, value, name, definition, rule

    @property
    def path(self) -> list[str]:
        """``"data.players[0].track"`` → ``["data", "players", "0", "track"]``."""
        return [part for part in (self.name or "").replace("[", ".").replace("]", ".").split(".") if part]

    @property
    def rule_definition(self) -> Any:
        """The value of the broken rule in the schema (``9`` for ``"maximum": 9``)."""
        return self.definition.get(self.rule) if self.rule and self.definition else None


class _NotADecimal:
    """Stands for ``decimal.Decimal`` in the validators: a sheet read from JSON holds no Decimal (a Decimal
    given through the API is refused as "not a whole number" before any bound is checked, as before)."""


#: the lines fastjsonschema's generated code starts with, replaced by the names of :data:`_RUNTIME`
_GENERATED_IMPORTS = ("from decimal import Decimal\n",
                      "from fastjsonschema import JsonSchemaValueException, JsonSchemaValuesException\n")
_RUNTIME = {"Decimal": _NotADecimal, "JsonSchemaValueException": SchemaValueError,
            "JsonSchemaValuesException": SchemaValueError}


def _generator_version() -> bytes:
    """fastjsonschema's ``version.py`` as bytes (part of the cache key), read without importing the package
    (found where the import system would find it: the first ``sys.path`` folder holding the package)."""
    import sys

    for folder in sys.path:
        try:
            with open(os.path.join(folder or os.curdir, "fastjsonschema", "version.py"), "rb") as fh:
                return fh.read()
        except OSError:
            continue
    import fastjsonschema

    return fastjsonschema.VERSION.encode()


def _validator(schema: Mapping[str, Any]):
    """Compile ``schema`` once per process: fastjsonschema writes a Python validator for it, whose bytecode
    is cached on disk (:func:`companion.cache.cached`, keyed by the schema and fastjsonschema's version).

    Returns:
        ``(validate, error_class)``: the validator and the exception it raises for a bad value
        (:class:`SchemaValueError`; fastjsonschema's own class if its generated code ever imports it otherwise).
    """
    key = id(schema)
    if key not in _VALIDATORS:
        import marshal

        def build() -> bytes:
            import fastjsonschema

            code = fastjsonschema.compile_to_code(dict(schema))
            for line in _GENERATED_IMPORTS:
                code = code.replace(line, "", 1)
            return marshal.dumps(compile(code, f"<validator of {schema.get('$id', 'a sheet')}>", "exec"))

        source = _generator_version() + b"\0" + json.dumps(schema, sort_keys=True).encode()
        namespace: dict[str, Any] = dict(_RUNTIME)
        family = "validator_" + "".join(c if c.isascii() and c.isalnum() else "_"
                                        for c in str(schema.get("$id", "sheet")).rsplit("/", 1)[-1])
        exec(marshal.loads(cached(family, source, build)), namespace)   # our own generated code
        name = next(k for k in namespace if k.startswith("validate_"))
        _VALIDATORS[key] = (schema, namespace[name], namespace["JsonSchemaValueException"])
    return _VALIDATORS[key][1:]


def _kinds(schema: Any) -> tuple[str, ...]:
    kind = schema.get("type") if isinstance(schema, dict) else None
    return tuple(kind) if isinstance(kind, list) else (kind,) if isinstance(kind, str) else ()


#: what the walks below treat as an object and a list (``collections.abc``: fast to test, unlike ``typing``)
_OBJECT, _LIST = abc.Mapping, (list, tuple)


def _check_shape(value: Any, schema: Mapping[str, Any], path: list[Any]) -> None:
    """Field names that are not text and unknown fields, wherever the schema describes the sheet.

    Walks only where the schema has objects and lists, so the depth is the schema's (a deeply nested
    value under an unknown or mistyped field is reported, never descended).
    """
    kinds = _kinds(schema)
    if isinstance(value, _OBJECT) and "object" in kinds:
        props = schema.get("properties", {})
        for key in value:
            if not isinstance(key, str):
                fail(path, N_("field names must be text, not {key}"), key=shown(key))
        if schema.get("additionalProperties") is False:
            for key in value:
                if key not in props:
                    fail([*path, key], N_("unknown field"))
        for key, item in value.items():
            if key in props:
                _check_shape(item, props[key], [*path, key])
    elif isinstance(value, _LIST) and "array" in kinds and isinstance(schema.get("items"), dict):
        for i, item in enumerate(value):
            _check_shape(item, schema["items"], [*path, i])


def _check_text_and_fractions(value: Any, schema: Mapping[str, Any], path: list[Any]) -> None:
    """No fraction where a count belongs (``47.0``, ``2.5``, ``NaN`` are reported, never rounded) and
    no text that is not valid Unicode (a lone surrogate cannot be printed or saved)."""
    kinds = _kinds(schema)
    if isinstance(value, float) and "integer" in kinds and "number" not in kinds:
        fail(path, N_("must be {any_expected_labels}"), any_expected_labels=[_TYPE_WORDS["integer"]])
    if isinstance(value, str) and any("\ud800" <= ch <= "\udfff" for ch in value):
        fail(path, N_("must be valid Unicode text: it holds a lone surrogate"))
    if isinstance(value, _OBJECT) and "object" in kinds:
        props = schema.get("properties", {})
        for key, item in value.items():
            if key in props:
                _check_text_and_fractions(item, props[key], [*path, key])
    elif isinstance(value, _LIST) and "array" in kinds and isinstance(schema.get("items"), dict):
        for i, item in enumerate(value):
            _check_text_and_fractions(item, schema["items"], [*path, i])


def validate(sheet: Any, schema: Mapping[str, Any]) -> dict[str, Any]:
    """Check ``sheet`` against the game's JSON Schema ``schema`` and the shared name rule.

    Order (the first problem is raised): shape (field names are text, no unknown field), values
    (types, no fraction, limits, valid Unicode) — :func:`check_structure` —, then player names
    (:func:`name_problem`, duplicates by :func:`name_key`). Booleans are not accepted where a whole
    number is expected.

    Returns:
        The sheet with every player name in its normal form (:func:`normal_name`): a new dict, the
        argument is not changed.
    Raises:
        InvalidScoreSheet: naming the field path and the broken limit
            (e.g. ``players[0].rune_stones: must be at most 9``).
    """
    if isinstance(sheet, dict) and "moves" in sheet and "version" in sheet:      # a game save, not a sheet
        fail("sheet", N_("this is a saved game, not a score sheet: open it on the game's Play page, or load it "
                         "with the table app's 'Load from a finished board' to score its final position"))
    check_structure(sheet, schema)
    names = check_names(sheet["players"])
    return dict(sheet, players=[dict(p, name=n) for p, n in zip(sheet["players"], names)])


def check_structure(data: Any, schema: Mapping[str, Any]) -> None:
    """Check any JSON document ``data`` against the JSON Schema ``schema`` built from this module's pieces:
    shape (field names are text, no unknown field), then values (types, no fraction, limits, valid Unicode).
    Sheets add the player-name rule (:func:`validate`); other documents entered as data (an Iquazú wall)
    use this alone and add their own cross-field rules.

    Raises:
        InvalidScoreSheet: the first problem, naming the field path (``"sheet"`` for the root) and the
            broken limit; a caller with another error class converts it, keeping ``field`` and the message.
    """
    sheet = data
    _check_shape(sheet, schema, [])
    _check_text_and_fractions(sheet, schema, [])
    validate_values, value_error = _validator(schema)
    try:
        validate_values(sheet)
    except value_error as error:
        path: list[Any] = [int(p) if p.isdigit() else p for p in error.path[1:]]
        kind, limit, value = error.rule, error.rule_definition, error.value
        params: dict[str, Any] = {}
        if kind == "required":
            path.append(next(k for k in limit if k not in value))
        elif kind == "additionalProperties":
            allowed = (error.definition or {}).get("properties", {})
            path.append(next(k for k in value if k not in allowed))
        elif kind == "type":
            kinds = [limit] if isinstance(limit, str) else list(limit)
            params["any_expected_labels"] = [_TYPE_WORDS.get(k, k) for k in kinds]
        elif kind in ("minimum", "maximum", "minItems", "maxItems", "minLength", "maxLength"):
            params["limit"] = limit
        elif kind == "const":
            params["expected"] = json.dumps(limit)
        elif kind == "enum":
            params["expected"] = ", ".join(json.dumps(v) for v in limit)
        template = _MESSAGES.get(kind)
        if template is None:
            fail(path, N_("invalid value: {detail}"), detail=error.message)
        fail(path, template, **params)


# --- player names: one rule for every game ------------------------------------------------------------

def normal_name(name: str) -> str:
    """The normal form of a player name: Unicode NFC, surrounding spaces removed (``" Zoe\\u0308 "`` → ``"Zoë"``)."""
    return unicodedata.normalize("NFC", name).strip()


def name_key(name: str) -> str:
    """What two names are compared by: compatibility-normalised (NFKC), case-folded, inner spaces collapsed.

    ``"Zoë"`` typed composed or decomposed, ``"ZOË"`` and ``"Zoë"`` with a full-width letter are one name.
    """
    folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())
    return " ".join(folded.split())


def name_problem(name: str) -> tuple[Template, dict[str, Any]] | None:
    """What is wrong with a player name in normal form (:func:`normal_name`): ``(message, params)``, or ``None``.

    The rule (README "Score sheets"): not empty; at most :data:`NAME_MAX_LENGTH` characters; valid
    Unicode (no lone surrogate); no control, format or other invisible character (newline, tab, NUL,
    zero-width space or joiner, bidirectional override, private-use or unassigned code point); at
    least one visible letter, digit, punctuation mark or symbol. Spaces inside the name are allowed.

    >>> name_problem("Zoë") is None, name_problem("")[0], name_problem("A\\nB")[1]
    (True, 'must not be empty', {'char': 'U+000A', 'position': 2})
    """
    if not name:
        return N_("must not be empty"), {}
    if any("\ud800" <= ch <= "\udfff" for ch in name):
        return N_("must be valid Unicode text: it holds a lone surrogate"), {}
    if len(name) > NAME_MAX_LENGTH:
        return _MESSAGES["maxLength"], {"limit": NAME_MAX_LENGTH}
    for position, ch in enumerate(name, 1):
        if unicodedata.category(ch) in _REFUSED_CATEGORIES:
            return (N_("must not contain control or invisible characters (such as a line break or a zero-width "
                       "space): {char} at position {position}"), {"char": f"U+{ord(ch):04X}", "position": position})
    if not any(unicodedata.category(ch)[0] in "LNPS" and ch not in _BLANK_GLYPHS for ch in name):
        return N_("must contain a visible letter, digit or sign"), {}
    return None


def check_names(players: Iterable[Mapping[str, Any]]) -> list[str]:
    """Apply the name rule to every player (``players[i]["name"]`` must be text): return the names in
    normal form, in order.

    Raises:
        InvalidScoreSheet: a name breaks :func:`name_problem`, or two names are the same after
            normalisation (:func:`name_key`; field ``players[i].name`` of the second one).
    """
    names: list[str] = []
    seen: dict[str, str] = {}
    for i, player in enumerate(players):
        name = normal_name(player["name"])
        problem = name_problem(name)
        if problem is not None:
            fail(["players", i, "name"], problem[0], **problem[1])
        key = name_key(name)
        if key in seen:
            fail(["players", i, "name"], N_("player name {name!r} is used twice"), name=name)
        seen[key] = name
        names.append(name)
    return names


_FILE_ERRORS = {
    FileNotFoundError: N_("cannot read the file {file}: it does not exist"),
    IsADirectoryError: N_("cannot read the file {file}: it is a folder"),
    PermissionError: N_("cannot read the file {file}: permission denied"),
}


def _read_file(path: str | Path) -> str:
    try:
        with open(path, encoding="utf-8-sig") as fh:
            return fh.read()
    except UnicodeDecodeError:
        fail("sheet", N_("the file {file} is not UTF-8 text"), file=printable(str(path)))
    except OSError as exc:
        template = next((t for kind, t in _FILE_ERRORS.items() if isinstance(exc, kind)),
                        N_("cannot read the file {file}: {detail}"))
        fail("sheet", template, file=printable(str(path)), detail=printable(exc.strerror or str(exc)))



#: what a field's JSON text (a calculator's text box) that is not JSON is told
#: (:func:`companion.jsontext.parse_json`)
FIELD_PROBLEMS = {
    "not_text": N_("the sheet is not UTF-8 text"),
    "not_json": N_("not valid JSON (line {line}, column {column})"),
    "too_deep": N_("not a score sheet: nested too deeply or a number far too long"),
    "repeated_key": N_("the key {key!r} is given twice (line {line}, column {column})"),
}
#: what a sheet that is not JSON is told
_SHEET_PROBLEMS = {**FIELD_PROBLEMS, "empty": N_("the sheet is empty")}


def parse(text: str | bytes) -> dict[str, Any]:
    """Parse a sheet from JSON text (or UTF-8 bytes).

    Raises:
        InvalidScoreSheet: not UTF-8, not JSON, nested too deeply, a number too long, an object that gives
            a key twice, or not an object (field ``sheet``).
    """
    data = parse_json(text, lambda template, **params: InvalidScoreSheet("sheet", template, **params),
                      _SHEET_PROBLEMS)
    if not isinstance(data, dict):
        fail("sheet", N_("must be {any_expected_labels}"), any_expected_labels=[N_("an object")])
    return data


def load(source: str | Path | bytes | Mapping[str, Any]) -> dict[str, Any]:
    """Read a sheet from a mapping, a :class:`~pathlib.Path`, JSON text/bytes, or a file path string.

    A string is JSON text when it is blank or starts with ``{`` or ``[`` (after spaces), else a path.

    Raises:
        InvalidScoreSheet: the file cannot be read, is not JSON, or is not an object (field ``sheet``).
    """
    if isinstance(source, abc.Mapping):
        return dict(source)
    if isinstance(source, (bytes, bytearray)):
        return parse(source)
    if isinstance(source, os.PathLike):
        return parse(_read_file(source))
    if not isinstance(source, str):
        fail("sheet", N_("must be {any_expected_labels}"), any_expected_labels=[N_("an object")])
    stripped = source.lstrip("\ufeff \t\r\n")
    if not stripped or stripped[0] in "{[":
        return parse(source)
    return parse(_read_file(source))
