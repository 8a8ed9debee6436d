"""Small helpers shared by the Meduris engine modules: resource indices, building kinds, site checks and
the message phrases (a player's label, a list of chips) that are translated when a message is shown.

No rule lives here; the rule modules (:mod:`~companion.meduris.settlement`, :mod:`~companion.meduris.druid`,
…) import these helpers, never the other way round.
"""
from __future__ import annotations

from typing import Any

from companion.errors import IllegalMove
from companion.i18n import N_, Phrase
from companion.meduris.board import Board
from companion.meduris.rules import RESOURCES
from companion.meduris.state import State

__all__ = ["RIDX", "HUT", "TEMPLE", "player_label", "fmt_chips", "resource_index", "check_site"]

#: Index of each resource in chip tuples (wood 0, wool 1, copper 2, stone 3; meduris.md §1).
RIDX = {r: i for i, r in enumerate(RESOURCES)}
#: Building kinds as stored in ``State.sites`` (meduris.md §2.4).
HUT, TEMPLE = "hut", "temple"


def player_label(state: State, p: int) -> Phrase:
    """The player's name and colour ("Bob (purple)"), the colour translated when shown."""
    return Phrase(N_("{name} ({colour_label})"), {"name": state.players[p], "colour_label": state.colours[p]})


def fmt_chips(needs: dict[int, int]) -> list[Phrase]:
    """Chips as phrases ("2 wood", "1 copper"), joined and translated when the message is shown.

    Args:
        needs: chip count per resource index (see :data:`RIDX`).
    """
    return [Phrase(N_("{n} {resource_label}"), {"n": k, "resource_label": RESOURCES[r]})
            for r, k in needs.items()] or [Phrase(N_("nothing"))]


def resource_index(name: Any, rule: str) -> int:
    """Index of resource ``name`` (see :data:`RIDX`).

    Raises:
        IllegalMove: ``name`` is not a resource (``rule`` names the section of the move being checked).
    """
    if name not in RIDX:
        raise IllegalMove(rule, "{resource} is not a resource (wood, wool, copper, stone).", resource=name)
    return RIDX[name]


def check_site(board: Board, site: Any) -> None:
    """Raise :class:`IllegalMove` (meduris.md §2.2) unless ``site`` is a site number 1..N of ``board``."""
    if not isinstance(site, int) or not 1 <= site <= board.size:
        raise IllegalMove("meduris 2.2", "There is no site {site} on this board.", site=site)
