"""Reading JSON that a player supplied (a score sheet, a play-log export, an uploaded file): the one way every
reader decodes it and names what is wrong, each in its own words.

Example:
    >>> from companion.errors import InvalidUpload
    >>> words = {"not_text": "not text", "empty": "empty", "not_json": "breaks at {line}:{column}",
    ...          "too_deep": "too deep"}
    >>> parse_json(b'\\xef\\xbb\\xbf{"a": 1}', InvalidUpload, words)
    {'a': 1}
    >>> parse_json('{"a": 1,}', InvalidUpload, words)
    Traceback (most recent call last):
    ...
    companion.errors.InvalidUpload: breaks at 1:9
"""
from __future__ import annotations

import json

TYPE_CHECKING = False   # typing.TYPE_CHECKING without importing typing (the score path's start-up, as in sheets)
if TYPE_CHECKING:  # pragma: no cover - annotations only
    from typing import Any, Callable, Mapping

__all__ = ["parse_json"]


def parse_json(content: str | bytes, error: Callable[..., Exception], messages: Mapping[str, Any]) -> Any:
    """The JSON value of ``content``: UTF-8 bytes or text, a byte-order mark allowed.

    Args:
        content: the file's bytes or text.
        error: ``error(template, **params)`` builds the exception to raise (e.g. a field-bound
            :class:`~companion.errors.InvalidScoreSheet`).
        messages: the reader's msgids by problem: ``not_text`` (bytes that are not UTF-8), ``empty`` (nothing
            but spaces; optional: without it an empty text is reported as ``not_json``), ``not_json`` (with
            ``{line}`` and ``{column}`` where the parser stopped), ``too_deep`` (nested too deeply, or an integer
            longer than Python converts).

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
        return json.loads(text)
    except json.JSONDecodeError as exc:          # the parser's own words are English: only where it stopped
        raise error(messages["not_json"], line=exc.lineno, column=exc.colno) from None
    except (RecursionError, ValueError):
        raise error(messages["too_deep"]) from None
