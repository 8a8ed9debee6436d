"""Game options: every "(unconfirmed)" point of meduris.md as a documented switch with a default.

Options (default in brackets):

* ``druid_entry_inclusive`` [True] — Q1 / §4.6: leaving the steps, the search for the nearest hut starts
  *at* site 1 (a hut on site 1 is visited). False: search starts at site 2.
* ``lone_hut_full_lap`` [True] — Q5 / §4.6: when the druid stands on the only hut of the board and must
  move, he walks a full lap (crossing the river, scoring runes) back to it. False: he stays and the
  ritual is held at that hut without moving (no river crossing).
* ``bonus_placement`` [``"random"``] — Q4 / §3.6: the rulebook lets "the players" place the six face-down
  bonus chips. ``"players"``: a setup decision per chip (move ``PlaceBonus``), players taking turns from the
  start player; the hot seat uses this. ``"random"``: the engine places them at seeded-random valid sites.
* ``bonus_sites`` [None] — with ``"random"`` placement: a tuple of 6 site numbers instead of random sites
  (chip kinds still shuffled by seed).
* ``bonus_gap_wraps`` [True] — Q4 / §3.6: the ">= 3 chip-less sites between chips" rule is also checked
  across the river (the ring is cyclic).
* ``pl_resource_end`` [True] — Q3 / §5.1.2: the second end trigger of the Polish rulebook (checked against
  it: "gdy wszystkie surowce zostaną zabrane i nikt nie chce już budować"). The final lap starts when all
  four plateaus are empty and a full round of turns passed without any building (our reading of "nobody
  wants to build any more"). On by default, so a game in which nobody builds ends.
* ``pl_resource_end_extra_turns`` [False] — Q3: with ``pl_resource_end``, whether the other players
  still get one more turn first (like the main trigger).
* ``plus1_may_decline`` [False] — §4.1: by the Polish rulebook every player receives the "+1" chip, so
  ``TakeNothing`` is not a move; True lets a player decline (the reading of the first engine; its saves
  keep it).
* ``colours`` [None] — §3: None gives blue+purple (2p, mandatory), red+green+blue (3p), all four (4p).
* ``board`` [None] — §3: None = the side for the player count (``"2-3p"``; ``"4p"`` is incomplete and
  raises ``InvalidBoard``); a shipped name, a path to a board JSON file, a board dict or a ``Board``.
* ``turn_limit`` [None] — not a rule: a safety valve for simulations. When that many turns have been
  played, the final lap starts as if the game had ended (``state.ended_by == "turn_limit"``).
"""
from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from companion.engine.options import GameOptions
from companion.i18n import N_


@dataclass(frozen=True, slots=True)
class Options(GameOptions):
    """Meduris options; see the module docstring for each "(unconfirmed)" point and its default."""

    setup_rule = "meduris 3"
    game_title = N_("Meduris")
    tuple_fields = ("bonus_sites", "colours")

    druid_entry_inclusive: bool = True
    lone_hut_full_lap: bool = True
    bonus_placement: str = "random"
    bonus_sites: tuple[int, ...] | None = None
    bonus_gap_wraps: bool = True
    pl_resource_end: bool = True
    pl_resource_end_extra_turns: bool = False
    plus1_may_decline: bool = False
    colours: tuple[str, ...] | None = None
    board: str | dict | None = None
    turn_limit: int | None = None

    def __post_init__(self) -> None:
        """Check every option's type and value (so a bad option fails at the start, not mid-game).

        Raises:
            InvalidSetup: an option of the wrong type or an unknown value (meduris 3).
        """
        self.check_flags(("druid_entry_inclusive", "lone_hut_full_lap", "bonus_gap_wraps", "pl_resource_end",
                          "pl_resource_end_extra_turns", "plus1_may_decline"))
        self.check_choice("bonus_placement", ("random", "players"), N_('"random" or "players"'))
        if self.turn_limit is not None and (not isinstance(self.turn_limit, int) or isinstance(self.turn_limit, bool)
                                            or self.turn_limit < 1):
            raise self.option_error("turn_limit", N_("a whole number of turns from 1, or empty"))
        self.check_lists(("bonus_sites", "colours"))
        if self.board is not None and not isinstance(self.board, (str, dict)) and not hasattr(self.board, "to_dict"):
            raise self.option_error("board", N_("a board name, a board file or a board, or empty"))

    def to_dict(self) -> dict[str, Any]:
        """JSON-friendly dict (tuples become lists)."""
        board = self.board
        if board is not None and not isinstance(board, (str, dict)):
            board = board.to_dict()  # a Board object
        d = asdict(self)
        d["board"] = board
        for k in ("bonus_sites", "colours"):
            if d[k] is not None:
                d[k] = list(d[k])
        return d
