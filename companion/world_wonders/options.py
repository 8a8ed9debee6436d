"""Game options: the catalogues in use, the sides, and every "(unconfirmed)" reading of world-wonders.md as a
documented switch with a default.

Catalogues (each None = the shipped demo, ``"demo"``, a path to a JSON file, or a dict in the format of
:mod:`companion.world_wonders.catalogues`): ``maps``, ``tiles``, ``monuments``, ``resource_boards``,
``solo_cards``, ``objective_cards`` (the deck of public objectives, advanced play).

Sides (§2 I, K): ``map_side`` ["A"] — every player's map board on this side (A: lake, B: a river, different on
each board; player i gets board i + 1); ``resource_side`` ["A"] — every resource board on this side.

Readings (default in brackets):

* ``initial_order`` [``"random"``] — §2 D: player markers go on the turn-order track in random order (seeded).
  ``"given"``: the order of the player list (the rulebook suggests seating less-experienced players early).
* ``voluntary_pass`` [True] — §3.1, §11: by the Polish rulebook a player may pass when they no longer want to
  buy. False: a player passes only when nothing can be bought (the English transcription).
* ``one_pedestal_each`` [True] — §3.2, §12 Q8: one player may buy at most one of the two pedestals in a round
  (the turn-order rule of §3.5 breaks otherwise). False: a player may buy both (then takes position 1, and
  the 2nd position goes to the next player in the sorted order).
* ``short_set_whole`` [True] — §4, §12 Q9: every piece of a set of short roads is placed, so a set is bought
  only when all three pieces can be placed, and each piece only where the rest still fit. False: the pieces
  that cannot be placed any more are returned to the box (a set is bought when at least one piece fits).
* ``covered_counts`` [False] — §12 Q11: for a monument's "adjacent to a natural resource / to water", only
  uncovered natural-resource and water cells count. True: covered ones count too.
* ``resource_track_end`` [``"stop"``] — §5 (unconfirmed): a resource marker on the last space of its track stays
  there (further steps are lost). ``"continue"``: the track's value keeps counting past the last space (no more
  population symbols).
* ``further_ties`` [``"shared"``] — §6.2 (unconfirmed): players still tied after the most-monuments tie-break
  share the victory (the rules stop there). ``"resources"``: a house rule: the higher sum of the three resource
  tracks (food + ceramics + gears) breaks the tie; players equal on that too still share.
* ``automaton_level`` [``"easy"``] — §7.2 solo: easy (the Automaton scores the sum of the player's three
  resource tracks) or ``"hard"`` (plus the rings of the monuments it took).
* ``solo_section`` [``"first"``] — §7.2 (unconfirmed): the Automaton reads its card's sections from the top and
  discards every offered item of the first section that names one still on offer. ``"all"``: every item of
  every section that is still on offer.
* ``solo_deck_end`` [``"reshuffle"``] — §7.2 (unconfirmed): when the solo deck runs out it is reshuffled:
  every card can come up again, drawn at random (chance, like the first pass). ``"repeat"``: it is used again
  in the order of the first pass (no chance after the first pass).
* ``automaton_takes_monuments`` [True] — §12 Q7: a monument card the Automaton discards is taken by it (its
  rings count at the hard level) and a new card is revealed. False: it is discarded to the box.

Advanced play (§7.1, :mod:`~companion.world_wonders.objectives`):

* ``objectives`` [None] — None: no public objectives (the basic game). ``"random"``: 3 cards drawn (seeded) from
  the objective deck (``objective_cards``); or the ids of the cards in play (1-3 different ids of that deck,
  e.g. ``["green-valley", "suburbs", "metropolis"]``).
* ``objective_zero_places`` [False] — §12 Q6 (unconfirmed): a player whose value for a card is 0 takes no place.
  True: they may place (1st or 2nd) like anyone else.
* ``metropolis_alone`` [4] — §12 Q6 (unconfirmed): Metropolis achieved by a single player gives 4 points (all
  who achieve it share 4). 3: a single achiever gets the 1st place's 3.
* ``objective_adjacent`` [``"touching"``] — §7.1 (unconfirmed) "most adjacent building tiles of a type": the
  tiles of the type next to another tile of the type. ``"group"``: the tiles of the largest connected group.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from companion.engine.options import GameOptions
from companion.i18n import N_

_CATALOGUE_FIELDS = ("maps", "tiles", "monuments", "resource_boards", "solo_cards", "objective_cards")
_CHOICES = {
    "map_side": ("A", "B"), "resource_side": ("A", "B"), "initial_order": ("random", "given"),
    "resource_track_end": ("stop", "continue"), "automaton_level": ("easy", "hard"),
    "solo_section": ("first", "all"), "solo_deck_end": ("reshuffle", "repeat"),
    "objective_adjacent": ("touching", "group"), "further_ties": ("shared", "resources"),
}
_FLAGS = ("voluntary_pass", "one_pedestal_each", "short_set_whole", "covered_counts", "automaton_takes_monuments",
          "objective_zero_places")


@dataclass(frozen=True)
class Options(GameOptions):
    """World Wonders options; see the module docstring for each reading and its default."""

    setup_rule = "world-wonders 2"
    game_title = N_("World Wonders")
    option_text = N_("The option {option} must be {expected}, not {value}.")
    flag_text = "true / false"

    maps: Any = None
    tiles: Any = None
    monuments: Any = None
    resource_boards: Any = None
    solo_cards: Any = None
    objective_cards: Any = None
    map_side: str = "A"
    resource_side: str = "A"
    initial_order: str = "random"
    voluntary_pass: bool = True
    one_pedestal_each: bool = True
    short_set_whole: bool = True
    covered_counts: bool = False
    resource_track_end: str = "stop"
    further_ties: str = "shared"
    automaton_level: str = "easy"
    solo_section: str = "first"
    solo_deck_end: str = "reshuffle"
    automaton_takes_monuments: bool = True
    objectives: Any = None
    objective_zero_places: bool = False
    metropolis_alone: int = 4
    objective_adjacent: str = "touching"

    def __post_init__(self) -> None:
        """Check every option's type and value.

        Raises:
            InvalidSetup: an option of the wrong type or an unknown value (world-wonders 2).
        """
        bad = self.option_error
        for name in _CATALOGUE_FIELDS:
            value = getattr(self, name)
            if value is not None and not isinstance(value, (str, dict)) and not hasattr(value, "__fspath__"):
                raise bad(name, "a catalogue file, a catalogue (JSON object) or empty for the demo")
        self.check_flags(_FLAGS)
        for name, choices in _CHOICES.items():
            self.check_choice(name, choices, " / ".join(f'"{c}"' for c in choices))
        if self.metropolis_alone not in (3, 4) or isinstance(self.metropolis_alone, bool):
            raise bad("metropolis_alone", "3 / 4")
        obj = self.objectives
        if obj is not None and obj != "random":
            from companion.world_wonders.objectives import by_id

            ids = tuple(obj) if isinstance(obj, (list, tuple)) else None
            if (ids is None or not 1 <= len(ids) <= 3 or len(set(ids)) != len(ids)
                    or not all(isinstance(i, str) for i in ids)):
                raise bad("objectives", 'empty, "random" or 1-3 different objective card ids')
            for i in ids if self.objective_cards is None else ():   # an own deck: checked at setup
                try:
                    by_id(i)
                except KeyError:
                    raise bad("objectives", "ids of objective cards (e.g. green-valley, suburbs)") from None
            object.__setattr__(self, "objectives", ids)

    def to_dict(self) -> dict[str, Any]:
        """JSON-friendly dict (a catalogue path as text, a catalogue object as given)."""
        d = asdict(self)
        if isinstance(d["objectives"], tuple):
            d["objectives"] = list(d["objectives"])
        for name in _CATALOGUE_FIELDS:
            if hasattr(d[name], "__fspath__"):
                d[name] = str(d[name])
        return d
