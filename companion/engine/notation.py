"""Move types declared once: a frozen value class whose notation is written by one template.

Every game's moves are small frozen dataclasses whose ``str(move)`` is short, stable notation that the
game's ``parse`` turns back into the move (like chess UCI). :func:`move_type` turns a class that only
declares its fields into such a move: ``@dataclass(frozen=True, slots=True)`` plus a ``__str__`` compiled
from the template, so the notation of a move is stated once, next to its fields, and no game writes its
own ``__str__`` (or gets it slower: the compiled method is the f-string one would write by hand).

The same declaration may give the move's **words** (``words=``, a msgid or a :class:`~companion.i18n.Plural`):
what a player reads instead of the notation, built by :func:`told` from the fields its placeholders name (a
placeholder ``{site}`` takes the field ``site``, ``{resource_label}`` the field ``resource``, or the field
``words_of`` names; a field with a writer in ``show`` is written by it), so a game's ``phrase`` only spells out
the moves whose words need more than their fields.

Template: literal text, ``{field}`` for a field's value, and ``[...]`` for an optional part written only when
every field in it differs from its default (a default ``None``: ``is not None``; any other default: the
value is true, so ``0`` and ``False`` are left out). A keyword argument ``field=function`` writes that
field with ``function(value)`` instead of ``value`` (a tile number as ``"c3"``, a tuple joined by ``+``).

Example:
    >>> @move_type("kill {tile} {tribe}[ {fakirs}]", tile=lambda t: "abcdef"[t % 6] + str(t // 6 + 1))
    ... class Kill:
    ...     tile: int
    ...     tribe: str
    ...     fakirs: int = 0
    >>> str(Kill(14, "elder")), str(Kill(14, "elder", 2))
    ('kill c3 elder', 'kill c3 elder 2')
    >>> Kill(14, "elder").__notation__
    'kill {tile} {tribe}[ {fakirs}]'
    >>> @move_type("take {resource}", words="take 1 {resource_label}")
    ... class TakeChip:
    ...     resource: str
    >>> str(told(TakeChip("wood")))
    'take 1 wood'
"""
from __future__ import annotations

import re
from dataclasses import MISSING, dataclass, fields
from typing import Any, Callable

from companion.i18n import Phrase, Plural

__all__ = ["move_type", "joined", "told"]

#: an optional part of a template (``re.split`` gives the text between them, then each part's inside)
_OPTIONAL = re.compile(r"\[([^\[\]]*)\]")
_FIELD = re.compile(r"\{(\w+)\}")
#: a placeholder of a message (``{name}``, ``{name!r}``, ``{name:>3}``)
_PLACEHOLDER = re.compile(r"\{(\w+)[!:}]")


class joined:
    """A writer of a tuple field for :func:`move_type`: its items joined by ``separator``, each written by
    ``item`` (default: the items are text already). Compiled inline, as ``"+".join(self.give)`` by hand.

    >>> joined("+")(("wood", "stone")), joined(" ", str)((1, 5))
    ('wood+stone', '1 5')
    """

    __slots__ = ("separator", "item")

    def __init__(self, separator: str, item: Callable[[Any], str] | None = None) -> None:
        if any(c in separator for c in "\"'\\\n"):
            raise ValueError(f"a separator cannot hold quotes, backslashes or line breaks: {separator!r}")
        self.separator = separator
        self.item = item

    def __call__(self, values: Any) -> str:
        return self.separator.join(values if self.item is None else map(self.item, values))

    def source(self, name: str) -> str:
        """The expression writing field ``name`` of ``self`` (for the compiled ``__str__``)."""
        values = f"self.{name}" if self.item is None else f"map(_show_{name}.item, self.{name})"
        return f"{self.separator!r}.join({values})"


def _fstring(text: str, show: dict[str, Callable[[Any], str]]) -> str:
    """The f-string source writing ``text`` (literal text and ``{field}``s) for ``self``."""
    if any(c in text for c in "\"\\\n"):
        raise ValueError(f"a notation template cannot hold quotes, backslashes or line breaks: {text!r}")

    def field(m: re.Match) -> str:
        name = m.group(1)
        writer = show.get(name)
        if writer is None:
            return "{self.%s}" % name
        if isinstance(writer, joined):
            return "{%s}" % writer.source(name)
        return "{_show_%s(self.%s)}" % (name, name)

    return 'f"' + _FIELD.sub(field, text) + '"'


def move_type(notation: str | None = None, *, words: Any = None, words_of: dict[str, str] | None = None,
              **show: Callable[[Any], str]) -> Callable[[type], type]:
    """Class decorator: the class as a frozen slotted dataclass whose ``str()`` is ``notation`` filled in.

    Args:
        notation: the template (see the module docstring), e.g. ``"bid {cost}[ kumarbi {fakirs}]"``; None for a
            move whose class writes its own ``__str__`` (a notation no template can say).
        words: the move told in words (a msgid or a :class:`~companion.i18n.Plural`), for :func:`told`; None:
            the game's ``phrase`` tells it.
        words_of: per placeholder of ``words``, the field it takes when that is not the placeholder's name
            (less a ``_label`` suffix).
        show: per field, the function that writes its value (default: the value as ``str``); a :class:`joined`
            for a tuple.

    Returns:
        The decorator; the class gets ``__notation__`` (the template) and ``__words__``.

    Raises:
        ValueError: the template or the words name a field the class does not have, or ``show`` does (a
            mistake in the declaration, found when the module is imported).
    """
    def decorate(cls: type) -> type:
        cls = dataclass(frozen=True, slots=True)(cls)
        cls.__notation__ = notation
        defaults = {f.name: f.default for f in fields(cls)}
        cls.__words__ = None if words is None else (words, _word_params(cls.__name__, words, words_of or {},
                                                                         list(defaults), show))
        if notation is None:
            if "__str__" not in cls.__dict__:
                raise ValueError(f"{cls.__name__} has neither a notation nor its own __str__")
            return cls
        named = set(_FIELD.findall(notation))
        unknown = (named | set(show)) - set(defaults)
        if unknown:
            raise ValueError(f"{cls.__name__} has no field {', '.join(sorted(unknown))} (notation {notation!r})")
        parts = []
        for i, text in enumerate(_OPTIONAL.split(notation)):
            if i % 2 == 0:
                if text:
                    parts.append(_fstring(text, show))
                continue
            inside = _FIELD.findall(text)
            if not inside or any(defaults[f] is MISSING for f in inside):
                raise ValueError(f"an optional part of {cls.__name__}'s notation needs fields with defaults")
            test = " and ".join(f"self.{f} is not None" if defaults[f] is None else f"self.{f}" for f in inside)
            parts.append(f'({_fstring(text, show)} if {test} else "")')
        source = "def __str__(self):\n    return " + (" + ".join(parts) or '""') + "\n"
        namespace: dict[str, Any] = {f"_show_{k}": v for k, v in show.items()}
        exec(source, namespace)   # noqa: S102  (a template of this package, compiled once at import)
        method = namespace["__str__"]
        method.__qualname__ = f"{cls.__qualname__}.__str__"
        method.__doc__ = f"The notation of the move: ``{notation}``."
        cls.__str__ = method
        return cls

    return decorate


def _word_params(name: str, words: Any, words_of: dict[str, str], names: list[str],
                 show: dict[str, Callable[[Any], str]]) -> tuple:
    """Per placeholder of ``words``: (placeholder, field, writer or None), checked against the class's fields."""
    texts = (words.singular, words.plural) if isinstance(words, Plural) else (words,)
    params = []
    for placeholder in dict.fromkeys(p for text in texts for p in _PLACEHOLDER.findall(text)):
        field = words_of.get(placeholder, placeholder.removesuffix("_label"))
        if field not in names:
            raise ValueError(f"{name} has no field {field} for the placeholder {{{placeholder}}} of its words")
        writer = show.get(field)
        params.append((placeholder, field, None if isinstance(writer, joined) else writer))
    order = list(names)
    return tuple(sorted(params, key=lambda param: order.index(param[1])))   # in the order of the fields


def told(move: Any) -> Phrase:
    """The move in the words its class declares (:func:`move_type`'s ``words``), translated when shown.

    Args:
        move: a move of a class declared with ``words``.

    Raises:
        ValueError: its class declares no words (the game's ``phrase`` must tell it).
    """
    declared = type(move).__words__
    if declared is None:
        raise ValueError(f"{type(move).__name__} declares no words")
    words, params = declared
    if not params:
        return Phrase(words)
    return Phrase(words, {placeholder: getattr(move, field) if writer is None else writer(getattr(move, field))
                          for placeholder, field, writer in params})
