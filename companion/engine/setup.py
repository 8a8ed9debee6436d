"""The checks that start every game, written once: the players (the one name rule of the score sheets,
:func:`companion.sheets.name_problem`) and the seed.

Each game's ``new_game`` calls them with its own limits and the section its setup errors cite, so a game
started by the engine takes exactly the names its final score sheet will accept.

Example:
    >>> check_players([" Ann", "Zoe\\u0308"], rule="meduris 3", title="Meduris", low=2, high=4)
    ('Ann', 'Zoë')
    >>> check_players(["Ann", "ANN"], rule="meduris 3", title="Meduris", low=2, high=4)
    Traceback (most recent call last):
    ...
    companion.errors.InvalidSetup: Two players are called ANN: names must differ (ignoring capitals and spaces). (meduris 3)
"""
from __future__ import annotations

import functools
from numbers import Integral
from typing import Any, Callable, Mapping

from companion.errors import InvalidSetup
from companion.i18n import N_, Phrase
from companion.sheets import name_key, name_problem, normal_name, shown

__all__ = ["check_players", "check_seed", "game_checks"]


def check_players(players: Any, *, rule: str, title: str, low: int, high: int,
                  reserved: Mapping[str, str] | None = None) -> tuple[str, ...]:
    """The player names of a new game, checked.

    Args:
        players: a list or tuple of names in turn order.
        rule: the section setup errors cite (``"meduris 3"``); title: the game's title msgid.
        low, high: the game's players range (inclusive).
        reserved: names a player cannot take (compared by :func:`~companion.sheets.name_key`), each with
            the msgid that says why (Iquazú: "drop" marks water drops).

    Returns:
        The names in normal form (Unicode NFC, surrounding spaces removed).

    Raises:
        InvalidSetup: ``players`` is not a list or tuple (a string "AB" is not two players), has fewer than
            ``low`` or more than ``high`` entries, or a name is not text, breaks the name rule (empty, too
            long, a control or invisible character), is reserved, or equals another name after
            normalisation (letter case, composed or decomposed accents and spaces do not count).
    """
    reserved_items = tuple(sorted((reserved or {}).items()))
    if type(players) in (list, tuple) and all(type(name) is str for name in players):
        # the check is a pure function of the text: a game set up again with the same names (a replay, a
        # benchmark, a hot seat restarted) reuses the answer; refusals raise and are never cached
        return _checked_names(tuple(players), rule, title, low, high, reserved_items)
    return _check_players(players, rule, title, low, high, reserved_items)


@functools.lru_cache(maxsize=1024)
def _checked_names(players: tuple[str, ...], rule: str, title: str, low: int, high: int,
                   reserved_items: tuple) -> tuple[str, ...]:
    return _check_players(players, rule, title, low, high, reserved_items)


def _check_players(players: Any, rule: str, title: str, low: int, high: int, reserved_items: tuple) -> tuple[str, ...]:
    if not isinstance(players, (list, tuple)):
        raise InvalidSetup(rule, N_("Players must be given as a list of names, not {players}."),
                           players=shown(repr(players)))
    if not low <= len(players) <= high:
        raise InvalidSetup(rule, N_("{game_label} is played by {min} to {max} players, not {count}."),
                           game_label=title, min=low, max=high, count=len(players))
    reserved = {name_key(k): why for k, why in reserved_items}
    names: list[str] = []
    seen: set[str] = set()
    for number, name in enumerate(players, 1):
        if not isinstance(name, str):
            raise InvalidSetup(rule, N_("Each player needs a name (text, not empty), not {name}."),
                               name=shown(repr(name)))
        name = normal_name(name)
        problem = name_problem(name)
        if problem is not None:
            raise InvalidSetup(rule, N_("The name of player {number} {problem}."), number=number,
                               problem=Phrase(*problem))
        key = name_key(name)
        if key in reserved:
            raise InvalidSetup(rule, reserved[key])
        if key in seen:
            raise InvalidSetup(rule, N_("Two players are called {name}: names must differ (ignoring capitals and "
                                        "spaces)."), name=name)
        seen.add(key)
        names.append(name)
    return tuple(names)


def check_seed(seed: Any, *, rule: str) -> int:
    """The seed of a game (its shuffles and chance streams derive from it), checked.

    Raises:
        InvalidSetup: ``seed`` is not a whole number (True/False, text, None and 1.5 are refused).
    """
    if not isinstance(seed, Integral) or isinstance(seed, bool):
        raise InvalidSetup(rule, N_("The seed of a game must be a whole number, not {seed}."), seed=shown(repr(seed)))
    return int(seed)


def game_checks(*, rule: str, title: str, low: int, high: int, reserved: Mapping[str, str] | None = None,
                section: str = "") -> tuple[Callable[[Any], tuple[str, ...]], Callable[[Any], int]]:
    """The ``check_players(players)`` and ``check_seed(seed)`` of one game: :func:`check_players` and
    :func:`check_seed` with the game's limits, setup section and reserved names fixed once.

    Args:
        rule, title, low, high, reserved: as for :func:`check_players`.
        section: the reference's section on the players, for the docstrings (``"meduris.md §3"``).

    Returns:
        ``(check_players, check_seed)``, each taking only the value to check.

    Example:
        >>> check_players, check_seed = game_checks(rule="meduris 3", title="Meduris", low=2, high=4)
        >>> check_players([" Ann", "Bob"]), check_seed(7)
        (('Ann', 'Bob'), 7)
    """
    def game_check_players(players: Any) -> tuple[str, ...]:
        return check_players(players, rule=rule, title=title, low=low, high=high, reserved=reserved)

    def game_check_seed(seed: Any) -> int:
        return check_seed(seed, rule=rule)

    game_check_players.__name__ = game_check_players.__qualname__ = "check_players"
    game_check_players.__doc__ = (
        f"""The player names of a new game in normal form, checked ({section or rule}: {low} to {high} players) by
        the one shared check :func:`companion.engine.setup.check_players` (the score sheets' name rule).

        Raises:
            InvalidSetup: see :func:`companion.engine.setup.check_players`.
        """)
    game_check_seed.__name__ = game_check_seed.__qualname__ = "check_seed"
    game_check_seed.__doc__ = (
        """The seed of a game, checked (see :func:`companion.engine.setup.check_seed`).

        Raises:
            InvalidSetup: ``seed`` is not a whole number.
        """)
    return game_check_players, game_check_seed
