"""Reading JSON that a player supplied (a score sheet, a play-log export, an uploaded file): the one way every
reader decodes it and names what is wrong, each in its own words.

Example:
    >>> from companion.errors import InvalidUpload
    >>> words = {"not_text": "not text", "empty": "empty", "not_json": "breaks at {line}:{column}",
    ...          "too_deep": "too deep", "repeated_key": "{key!r} twice at {line}:{column}"}
    >>> parse_json(b'\\xef\\xbb\\xbf{"a": 1}', InvalidUpload, words)
    {'a': 1}
    >>> parse_json('{"a": 1,}', InvalidUpload, words)
    Traceback (most recent call last):
    ...
    companion.errors.InvalidUpload: breaks at 1:9
    >>> parse_json('{"a": 1,\\n "a": 2}', InvalidUpload, words)
    Traceback (most recent call last):
    ...
    companion.errors.InvalidUpload: 'a' twice at 2:2
"""
from __future__ import annotations

import json
import re

TYPE_CHECKING = False   # typing.TYPE_CHECKING without importing typing (the score path's start-up, as in sheets)
if TYPE_CHECKING:  # pragma: no cover - annotations only
    from typing import Any, Callable, Mapping

from companion.i18n import N_

__all__ = ["FILE_PROBLEMS", "parse_json"]

#: the words of a file's problems for a reader that has none of its own (an upload, a board, wall or catalogue
#: file), each a sentence about "it" (the file): "w.json cannot be used: it is not valid JSON (line 1, column 2)."
FILE_PROBLEMS = {
    "not_text": N_("it is not text (UTF-8)."),
    "empty": N_("it is empty."),
    "not_json": N_("it is not valid JSON (line {line}, column {column})."),
    "too_deep": N_("it is not valid JSON: nested too deeply or a number far too long."),
    "repeated_key": N_("it gives the key {key!r} twice (line {line}, column {column})."),
}


def parse_json(content: str | bytes, error: Callable[..., Exception], messages: Mapping[str, Any]) -> Any:
    """The JSON value of ``content``: UTF-8 bytes or text, a byte-order mark allowed.

    Args:
        content: the file's bytes or text.
        error: ``error(template, **params)`` builds the exception to raise (e.g. a field-bound
            :class:`~companion.errors.InvalidScoreSheet`).
        messages: the reader's msgids by problem: ``not_text`` (bytes that are not UTF-8), ``empty`` (nothing
            but spaces; optional: without it an empty text is reported as ``not_json``), ``not_json`` (with
            ``{line}`` and ``{column}`` where the parser stopped), ``too_deep`` (nested too deeply, or an integer
            longer than Python converts), ``repeated_key`` (an object gives a key twice: ``{key!r}`` the key,
            ``{line}`` and ``{column}`` where it is given the second time; JSON leaves the meaning of a
            repeated key open and Python's parser would silently keep the last value).

    Raises:
        Exception: what ``error`` builds, for the first problem found in the order above.
    """
    if isinstance(content, (bytes, bytearray)):
        try:
            content = bytes(content).decode("utf-8-sig")
        except UnicodeDecodeError:
            raise error(messages["not_text"]) from None
    text = content.removeprefix("\ufeff")
    if "empty" in messages and not text.strip():
        raise error(messages["empty"])
    try:
        return json.loads(text, object_pairs_hook=_unique_keys)
    except json.JSONDecodeError as exc:          # the parser's own words are English: only where it stopped
        raise error(messages["not_json"], line=exc.lineno, column=exc.colno) from None
    except (RecursionError, ValueError):
        raise error(messages["too_deep"]) from None
    except _RepeatedKey:
        key, position = _first_repeated_key(text)
        line = text.count("\n", 0, position) + 1
        raise error(messages["repeated_key"], key=_cut(key), line=line,
                    column=position - text.rfind("\n", 0, position)) from None


class _RepeatedKey(Exception):
    """An object of the text gives a key twice (raised inside the parser; located by a second look)."""


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """The object of ``pairs`` (the parser's ``object_pairs_hook``); :class:`_RepeatedKey` if a key repeats."""
    obj = dict(pairs)
    if len(obj) != len(pairs):
        raise _RepeatedKey
    return obj


#: the tokens that say where a key can stand: strings, brackets and commas (numbers and words are skipped)
_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[{}\[\],]')


def _first_repeated_key(text: str) -> tuple[str, int]:
    """The first key given a second time in its object, in reading order, and the offset of that second
    occurrence. Only called on a text the parser read up to that key, without recursion (any depth)."""
    objects: list[set[str] | None] = []       # per open bracket: the keys seen (an object) or None (an array)
    expect_key = False
    for match in _TOKEN.finditer(text):
        token = match.group()
        if token == "{":
            objects.append(set())
            expect_key = True
        elif token == "[":
            objects.append(None)
            expect_key = False
        elif token in "]}":
            objects.pop()
            expect_key = False
        elif token == ",":
            expect_key = bool(objects) and objects[-1] is not None
        elif expect_key:
            keys = objects[-1]
            key = json.loads(token)
            if key in keys:                   # type: ignore[operator]
                return key, match.start()
            keys.add(key)                     # type: ignore[union-attr]
            expect_key = False
    raise AssertionError("no repeated key")   # pragma: no cover - the parser found one


def _cut(key: str, limit: int = 40) -> str:
    """``key`` cut to ``limit`` characters (``…`` marks the cut); messages quote it with ``{key!r}``, which
    escapes line breaks and invisible characters."""
    return key if len(key) <= limit else key[:limit] + "…"
