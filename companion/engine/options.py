"""A game's options as a frozen dataclass, read from and written to JSON the same way for every game.

Each game's ``Options`` (``companion/<game>/options.py``) lists its documented rule options (the
"(unconfirmed)" readings of its rules reference among them) and inherits :class:`GameOptions`, which reads
them back from a save or a settings file written once for all games. A game names the section its option
errors cite (``setup_rule``), its title msgid and the fields it keeps as tuples.

Example:
    >>> from companion.meduris.options import Options
    >>> Options.from_dict({"bonus_placement": "random"}).bonus_placement
    'random'
    >>> Options.from_dict({"turbo": True})
    Traceback (most recent call last):
    ...
    companion.errors.InvalidSetup: There is no option turbo in Meduris. (meduris 3)
"""
from __future__ import annotations

from dataclasses import fields
from typing import Any, ClassVar

from companion.errors import InvalidSetup
from companion.i18n import N_

__all__ = ["GameOptions"]


class GameOptions:
    """Mixin of a game's frozen ``Options`` dataclass: :meth:`from_dict` and the checks of its
    ``__post_init__`` (:meth:`check_flags`, :meth:`check_choice`, :meth:`check_lists`) written once.

    Attributes (class level):
        setup_rule: the section option errors cite (``"meduris 3"``).
        game_title: the game's title msgid (named in "There is no option … in <game>").
        tuple_fields: fields held as tuples (lists in JSON).
    """

    __slots__ = ()
    setup_rule: ClassVar[str]
    game_title: ClassVar[str]
    tuple_fields: ClassVar[tuple[str, ...]] = ()
    #: the msgid of a wrong option (:meth:`option_error`): ``{option}``, ``{value}`` and what it must be, as
    #: ``{expected_label}`` (a msgid, translated) or ``{expected}`` (shown as given)
    option_text: ClassVar[str] = N_("The option {option} must be {expected_label}, not {value}.")
    #: what a true/false option must be (:meth:`check_flags`)
    flag_text: ClassVar[str] = N_("true or false")

    def option_error(self, name: str, expected: str) -> InvalidSetup:
        """The error for the option ``name`` whose value is not ``expected`` (a msgid: what it must be), citing
        :attr:`setup_rule` (the value shown cut to 40 characters).

        >>> from companion.meduris.options import Options
        >>> print(Options().option_error("turn_limit", "a whole number"))
        The option turn_limit must be a whole number, not None. (meduris 3)
        """
        return InvalidSetup(self.setup_rule, self.option_text, option=name, expected_label=expected,
                            expected=expected, value=repr(getattr(self, name))[:40])

    def check_flags(self, names: tuple[str, ...]) -> None:
        """Check that each option of ``names`` is ``True`` or ``False``.

        Raises:
            InvalidSetup: the first that is not (:meth:`option_error` with :attr:`flag_text`).
        """
        for name in names:
            if not isinstance(getattr(self, name), bool):
                raise self.option_error(name, self.flag_text)

    def check_choice(self, name: str, choices: tuple, expected: str) -> None:
        """Check that the option ``name`` is one of ``choices``.

        Raises:
            InvalidSetup: it is not (:meth:`option_error` with ``expected``, the msgid naming the choices).
        """
        if getattr(self, name) not in choices:
            raise self.option_error(name, expected)

    def check_lists(self, names: tuple[str, ...]) -> None:
        """Check that each option of ``names`` is a list (or tuple) or empty (``None``).

        Raises:
            InvalidSetup: the first that is something else.
        """
        for name in names:
            value = getattr(self, name)
            if value is not None and not isinstance(value, (tuple, list)):
                raise self.option_error(name, N_("a list, or empty"))

    @classmethod
    def checked(cls, options: Any) -> Any:
        """``options`` if it is this game's options, the defaults if None.

        Raises:
            InvalidSetup: ``options`` is something else (a dict must go through :meth:`from_dict`).
        """
        if options is None:
            return cls()
        if not isinstance(options, cls):
            raise InvalidSetup(cls.setup_rule, N_("The options must be {game_label} options ({kind}), not {value}."),
                               game_label=cls.game_title, kind=f"{cls.__module__}.{cls.__qualname__}",
                               value=type(options).__name__)
        return options

    @classmethod
    def from_dict(cls, d: Any) -> Any:
        """The options written ``d`` (the inverse of the game's ``to_dict``); missing keys take their
        defaults, an empty or missing dict gives the defaults.

        Raises:
            InvalidSetup: ``d`` is not a dict, names an option the game does not have, or holds a value of
                the wrong type (the game's ``__post_init__`` names the option and the rule).
        """
        if not d:
            return cls()
        if not isinstance(d, dict):
            raise InvalidSetup(cls.setup_rule, N_("The options must be a set of named entries, not {value}."),
                               value=repr(d)[:40])
        unknown = set(d) - {f.name for f in fields(cls)}
        if unknown:
            raise InvalidSetup(cls.setup_rule, N_("There is no option {option} in {game_label}."),
                               option=", ".join(sorted(map(str, unknown)))[:60], game_label=cls.game_title)
        d = dict(d)
        for k in cls.tuple_fields:
            if isinstance(d.get(k), list):
                d[k] = tuple(d[k])
        return cls(**d)
