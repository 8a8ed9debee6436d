"""Small helpers shared by the Meduris engine modules: resource indices, building kinds, site checks and
the message phrases (a player's label, a list of chips) that are translated when a message is shown.

The checks of the players and the seed that start a game (meduris.md §3: 2-4 players with different
names; an integer seed) live here too, shared by :func:`~companion.meduris.setup.new_game` and loading a
saved game (:mod:`~companion.meduris.serialize`). No other rule lives here; the rule modules
(:mod:`~companion.meduris.settlement`, :mod:`~companion.meduris.druid`, …) import these helpers, never the
other way round.
"""
from __future__ import annotations

from numbers import Integral
from typing import Any

from companion.errors import InvalidSetup
from companion.i18n import N_, Phrase, Plural
from companion.meduris.moves import shown
from companion.meduris.rules import MAX_PLAYERS, MIN_PLAYERS, RESOURCES

__all__ = ["RIDX", "HUT", "TEMPLE", "player_label", "fmt_chips", "check_players", "check_seed"]

#: Index of each resource in chip tuples (wood 0, wool 1, copper 2, stone 3; meduris.md §1).
RIDX = {r: i for i, r in enumerate(RESOURCES)}
#: A worker cannot join a full plateau (setup §3.7 and big yield §4.2); ``max`` workers fit on one.
PLATEAU_FULL = Plural("The {plateau_label} plateau already has {max} worker.",
                      "The {plateau_label} plateau already has {max} workers.", count="max")
#: Building kinds as stored in ``State.sites`` (meduris.md §2.4).
HUT, TEMPLE = "hut", "temple"


def player_label(state: Any, p: int) -> Phrase:
    """How messages and texts name player ``p`` of ``state`` (a state, core or setup: anything with
    ``players`` and ``colours``): name and colour ("Bob (purple)"), the colour translated when shown; just
    the name when it already is the colour's name ("Blue", not "Blue (blue)")."""
    name, colour = state.players[p], state.colours[p]
    if name.strip().casefold() == colour.casefold():
        return Phrase(N_("{name}"), {"name": name})
    return Phrase(N_("{name} ({colour_label})"), {"name": name, "colour_label": colour})


def fmt_chips(needs: dict[int, int]) -> list[Phrase]:
    """Chips as phrases ("2 wood", "1 copper"), joined and translated when the message is shown.

    Args:
        needs: chip count per resource index (see :data:`RIDX`).
    """
    return [Phrase(N_("{n} {resource_label}"), {"n": k, "resource_label": RESOURCES[r]})
            for r, k in needs.items()] or [Phrase(N_("nothing"))]


def check_players(players: Any) -> tuple[str, ...]:
    """The player names of a new game, checked (meduris.md §3: 2 to 4 players; the engine also needs
    names to tell them apart).

    Args:
        players: a list or tuple of names in turn order.

    Returns:
        The names in normal form (Unicode NFC, surrounding spaces removed): the one name rule of every
        game (:func:`companion.sheets.name_problem`), so a game's final score sheet takes the same names.

    Raises:
        InvalidSetup: ``players`` is not a list or tuple (a string "AB" is not two players), has fewer than
            2 or more than 4 entries, or a name is not text, breaks the name rule (empty, too long, a
            control or invisible character), or equals another name after normalisation (letter case,
            composed or decomposed accents and spaces do not count).
    """
    from companion.sheets import name_key, name_problem, normal_name

    if not isinstance(players, (list, tuple)):
        raise InvalidSetup("meduris 3", "Players must be given as a list of names, not {players}.",
                           players=shown(repr(players)))
    n = len(players)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise InvalidSetup("meduris 3", "Meduris is played by {min} to {max} players, not {count}.",
                           min=MIN_PLAYERS, max=MAX_PLAYERS, count=n)
    names: list[str] = []
    seen: set[str] = set()
    for number, name in enumerate(players, 1):
        if not isinstance(name, str):
            raise InvalidSetup("meduris 3", "Each player needs a name (text, not empty), not {name}.",
                               name=shown(repr(name)))
        name = normal_name(name)
        problem = name_problem(name)
        if problem is not None:
            raise InvalidSetup("meduris 3", N_("The name of player {number} {problem}."), number=number,
                               problem=Phrase(*problem))
        key = name_key(name)
        if key in seen:
            raise InvalidSetup("meduris 3", "Two players are called {name}: names must differ (ignoring "
                               "capitals and spaces).", name=name)
        seen.add(key)
        names.append(name)
    return tuple(names)


def check_seed(seed: Any) -> int:
    """The seed of a game (meduris.md §3 setup and §4.1 die rolls derive from it), checked.

    Raises:
        InvalidSetup: ``seed`` is not a whole number (True/False, text, None and 1.5 are refused).
    """
    if not isinstance(seed, Integral) or isinstance(seed, bool):
        raise InvalidSetup("meduris 3", "The seed of a game must be a whole number, not {seed}.",
                           seed=shown(repr(seed)))
    return int(seed)
