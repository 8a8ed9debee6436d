"""Score sheets: loading, JSON Schema building blocks, and validation with precise field paths.

Every sheet is ``{"game": "<id>", "players": [{"name": ..., ...}, ...]}`` (README "Score sheets").
Format checks use the game's JSON Schema (validated by :mod:`fastjsonschema`, which imports in milliseconds); component limits that a
schema cannot express (totals across players, duplicates) are checked by each game's scorer with
:func:`fail`. Every problem raises :class:`~companion.errors.InvalidScoreSheet` naming the field,
e.g. ``players[1].merchandise.ivory``.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterable, Mapping, NoReturn

from companion.errors import InvalidScoreSheet
from companion.i18n import N_, Plural

SCHEMA_DIALECT = "http://json-schema.org/draft-07/schema#"


def count(maximum: int | None = None, description: str = "") -> dict[str, Any]:
    """Schema of a count: an integer ≥ 0, at most ``maximum`` when given."""
    schema: dict[str, Any] = {"type": "integer", "minimum": 0}
    if maximum is not None:
        schema["maximum"] = maximum
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
    props = {"name": {"type": "string", "minLength": 1, "pattern": r"\S", "description": "unique player name"}}
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


def field_path(parts: Iterable[Any]) -> str:
    """Format a JSON path as ``players[1].merchandise.ivory`` (``"sheet"`` for the root)."""
    out = ""
    for part in parts:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "sheet"


def fail(path: Iterable[Any] | str, template: str, **params: Any) -> NoReturn:
    """Raise :class:`InvalidScoreSheet` for the field at ``path`` with a translatable message."""
    raise InvalidScoreSheet(path if isinstance(path, str) else field_path(path), template, **params)


_MESSAGES = {
    "required": N_("missing required field"),
    "type": N_("must be {any_expected_labels}"),
    "minimum": N_("must be at least {limit}"),
    "maximum": N_("must be at most {limit}"),
    "minItems": Plural("needs at least {limit} entry", "needs at least {limit} entries", count="limit"),
    "maxItems": Plural("allows at most {limit} entry", "allows at most {limit} entries", count="limit"),
    "minLength": N_("must not be empty"),
    "pattern": N_("must not be empty"),
    "const": N_("must be {expected}"),
    "enum": N_("must be one of {expected}"),
    "additionalProperties": N_("unknown field"),
    "uniqueItems": N_("has the same entry twice"),
}
_TYPE_WORDS = {"integer": N_("a whole number"), "string": N_("text"), "boolean": N_("true or false"),
               "array": N_("a list"), "object": N_("an object"), "null": "null"}


_VALIDATORS: dict[int, Any] = {}


def _validator(schema: Mapping[str, Any]):
    """Compile ``schema`` once (fastjsonschema turns it into a Python function; fast to import and run)."""
    import fastjsonschema

    key = id(schema)
    if key not in _VALIDATORS:
        _VALIDATORS[key] = (schema, fastjsonschema.compile(dict(schema)))
    return _VALIDATORS[key][1]


def _reject_fractions(value: Any, path: list[Any]) -> None:
    """No sheet field takes a fraction: ``47.0`` or ``2.5`` where a count belongs is reported, not rounded."""
    if isinstance(value, float):
        fail(path, N_("must be {any_expected_labels}"), any_expected_labels=[_TYPE_WORDS["integer"]])
    items = value.items() if isinstance(value, Mapping) else enumerate(value) if isinstance(value, list) else ()
    for key, item in items:
        _reject_fractions(item, [*path, key])


def validate(sheet: Any, schema: Mapping[str, Any]) -> None:
    """Check ``sheet`` against the JSON Schema ``schema``; raise :class:`InvalidScoreSheet` for the first problem.

    Booleans are not accepted where a whole number is expected. The error names the field path and
    the broken limit (e.g. ``players[0].rune_stones: must be at most 9``).
    """
    import fastjsonschema

    try:
        _reject_fractions(sheet, [])
    except RecursionError:
        fail("sheet", N_("not a score sheet: nested too deeply or a number far too long"))
    try:
        _validator(schema)(sheet)
    except fastjsonschema.JsonSchemaValueException as error:
        path: list[Any] = [int(p) if p.isdigit() else p for p in error.path[1:]]
        kind, limit, value = error.rule, error.rule_definition, error.value
        params: dict[str, Any] = {}
        if kind == "required":
            path.append(next(k for k in limit if k not in value))
        elif kind == "additionalProperties":
            allowed = (error.definition or {}).get("properties", {})
            path.append(sorted(k for k in value if k not in allowed)[0])
        elif kind == "type":
            kinds = [limit] if isinstance(limit, str) else list(limit)
            params["any_expected_labels"] = [_TYPE_WORDS.get(k, k) for k in kinds]
        elif kind in ("minimum", "maximum", "minItems", "maxItems"):
            params["limit"] = limit
        elif kind == "const":
            params["expected"] = json.dumps(limit)
        elif kind == "enum":
            params["expected"] = ", ".join(json.dumps(v) for v in limit)
        template = _MESSAGES.get(kind)
        if template is None:
            fail(path, N_("invalid value: {detail}"), detail=error.message)
        fail(path, template, **params)


def check_unique_names(sheet: Mapping[str, Any]) -> None:
    """Raise :class:`InvalidScoreSheet` if two players share a name (trimmed, ignoring letter case)."""
    seen: dict[str, str] = {}
    for i, player in enumerate(sheet["players"]):
        name = player["name"].strip()
        key = name.casefold()
        if key in seen:
            fail(["players", i, "name"], N_("player name {name!r} is used twice"), name=name)
        seen[key] = name


_FILE_ERRORS = {
    FileNotFoundError: N_("cannot read the file {file}: it does not exist"),
    IsADirectoryError: N_("cannot read the file {file}: it is a folder"),
    PermissionError: N_("cannot read the file {file}: permission denied"),
}


def _read_file(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError:
        fail("sheet", N_("the file {file} is not UTF-8 text"), file=str(path))
    except OSError as exc:
        template = next((t for kind, t in _FILE_ERRORS.items() if isinstance(exc, kind)),
                        N_("cannot read the file {file}: {detail}"))
        fail("sheet", template, file=str(path), detail=exc.strerror or str(exc))


def parse(text: str | bytes) -> dict[str, Any]:
    """Parse a sheet from JSON text (or UTF-8 bytes).

    Raises:
        InvalidScoreSheet: not UTF-8, not JSON, nested too deeply, a number too long, or not an object
            (field ``sheet``).
    """
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8-sig")
        except UnicodeDecodeError:
            fail("sheet", N_("the sheet is not UTF-8 text"))
    text = text.removeprefix("\ufeff")
    if not text.strip():
        fail("sheet", N_("the sheet is empty"))
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        fail("sheet", N_("not valid JSON (line {line}, column {column})"), line=exc.lineno, column=exc.colno)
    except (RecursionError, ValueError):   # nesting too deep; an integer longer than Python converts
        fail("sheet", N_("not a score sheet: nested too deeply or a number far too long"))
    if not isinstance(data, dict):
        fail("sheet", N_("must be {any_expected_labels}"), any_expected_labels=[N_("an object")])
    return data


def load(source: str | Path | bytes | Mapping[str, Any]) -> dict[str, Any]:
    """Read a sheet from a mapping, a :class:`~pathlib.Path`, JSON text/bytes, or a file path string.

    A string is JSON text when it is blank or starts with ``{`` or ``[`` (after spaces), else a path.

    Raises:
        InvalidScoreSheet: the file cannot be read, is not JSON, or is not an object (field ``sheet``).
    """
    if isinstance(source, Mapping):
        return dict(source)
    if isinstance(source, (bytes, bytearray)):
        return parse(source)
    if isinstance(source, Path):
        return parse(_read_file(source))
    if not isinstance(source, str):
        fail("sheet", N_("must be {any_expected_labels}"), any_expected_labels=[N_("an object")])
    stripped = source.lstrip("\ufeff \t\r\n")
    if not stripped or stripped[0] in "{[":
        return parse(source)
    return parse(_read_file(Path(source)))
