"""Small helpers shared by the Meduris engine modules: resource indices, building kinds, site checks and
the message phrases (a player's label, a list of chips) that are translated when a message is shown.

The checks of the players and the seed that start a game (meduris.md §3: 2-4 players with different
names; an integer seed) live here too, shared by :func:`~companion.meduris.setup.new_game` and loading a
saved game (:mod:`~companion.meduris.serialize`). No other rule lives here; the rule modules
(:mod:`~companion.meduris.settlement`, :mod:`~companion.meduris.druid`, …) import these helpers, never the
other way round.
"""
from __future__ import annotations

from typing import Any

from companion.engine import setup as engine_setup
from companion.i18n import N_, Phrase, Plural
from companion.meduris.rules import MAX_PLAYERS, MIN_PLAYERS, RESOURCES

__all__ = ["RIDX", "HUT", "TEMPLE", "COLOUR_NAME", "player_label", "fmt_chips", "check_players", "check_seed"]

#: Index of each resource in chip tuples (wood 0, wool 1, copper 2, stone 3; meduris.md §1).
RIDX = {r: i for i, r in enumerate(RESOURCES)}
#: A worker cannot join a full plateau (setup §3.7 and big yield §4.2); ``max`` workers fit on one.
PLATEAU_FULL = Plural("The {plateau_label} plateau already has {max} worker.",
                      "The {plateau_label} plateau already has {max} workers.", count="max")
#: Building kinds as stored in ``State.sites`` (meduris.md §2.4).
HUT, TEMPLE = "hut", "temple"


#: each colour's word as a name ("Blue"; "Niebieski" in Polish): the board's legend, and a player named after
#: their colour
COLOUR_NAME = {"red": N_("Red"), "green": N_("Green"), "blue": N_("Blue"), "purple": N_("Purple")}


def player_label(state: Any, p: int) -> Phrase:
    """How messages and texts name player ``p`` of ``state`` (a state, core or setup: anything with
    ``players`` and ``colours``): name and colour ("Bob (purple)"), the colour translated when shown; just
    the name when it already is the colour's name ("Blue", not "Blue (blue)")."""
    name, colour = state.players[p], state.colours[p]
    if name.strip().casefold() == colour.casefold():       # a lesson's "Blue" reads "Niebieski" in Polish
        word = COLOUR_NAME.get(colour.casefold())
        return Phrase(word) if word else Phrase(N_("{name}"), {"name": name})
    return Phrase(N_("{name} ({colour_label})"), {"name": name, "colour_label": colour})


def fmt_chips(needs: dict[int, int]) -> list[Phrase]:
    """Chips as phrases ("2 wood", "1 copper"), joined and translated when the message is shown.

    Args:
        needs: chip count per resource index (see :data:`RIDX`).
    """
    return [Phrase(N_("{n} {resource_label}"), {"n": k, "resource_label": RESOURCES[r]})
            for r, k in needs.items()] or [Phrase(N_("nothing"))]


#: the player names and the seed of a new game, checked (meduris.md §3: 2 to 4 players)
check_players, check_seed = engine_setup.game_checks(rule="meduris 3", title=N_("Meduris"), low=MIN_PLAYERS,
                                                     high=MAX_PLAYERS, section="meduris.md §3")
