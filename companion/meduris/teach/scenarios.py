"""Prepared Meduris positions for teaching (notebooks/learn-meduris.ipynb), one per teaching step.

Every scenario is a function returning an engine :class:`~companion.meduris.state.State`, built only
through the engine's public API:

* :func:`companion.meduris.engine.new_game` (the setup scenarios), or
* :func:`position`, the engine's position constructor (:func:`companion.meduris.engine.position`) with
  this module's default names and seed: it starts from ``new_game`` and states **every** part of the
  position explicitly (buildings, chips behind each screen, scores, rune stones, worker stacks, druid,
  whose decision, next die face), checks that the result is a reachable-looking Meduris position (chips
  conserved, component counts, druid consistent) and records it as the game's start, so undo and saved
  games continue from it,

followed by scripted legal moves (``state.apply``). Nothing is hidden: sites not mentioned are empty,
no bonus chips lie on the board unless a scenario places them, a player holds no chips unless stated.

Scenario names follow the rulebook's order; the worked examples of ``shared/rules/meduris-examples.md``
(A1–A11, B1) are cited in each docstring with the section of ``meduris.md`` they illustrate.
A6 and A7 are set on the 4-player board side, whose layout is unknown (meduris.md §2.3), so they are
not replayed here.

Example:
    >>> s = SCENARIOS["third_hut_of_settlement"]()
    >>> hut_cost(s, 19).k
    3
"""
from __future__ import annotations

from typing import Callable

from companion.errors import InvalidPosition  # noqa: F401  (re-exported: raised by position)
from companion.meduris.engine import hut_cost, new_game  # noqa: F401  (hut_cost: doctest)
from companion.meduris.engine import position as engine_position
from companion.meduris.moves import (
    BigYield, BuildHut, BuildTemple, OfferBoth, OfferNothing, OfferOne, PlaceWorker, ReturnChip, Roll, TakeChip,
    TakeNothing,
)
from companion.meduris.state import State

__all__ = ["position", "InvalidPosition", "SCENARIOS", "finish_ritual", "roll_and_resolve", "PLAYERS_2P", "PLAYERS_3P",
           "RED", "GREEN", "BLUE"]

#: Player names of the 3-player scenarios; ``new_game`` gives them the colours red, green, blue.
PLAYERS_3P = ("Red", "Green", "Blue")
#: Player names of the 2-player scenarios (a 2-player game uses blue and purple, meduris.md §3).
PLAYERS_2P = ("Blue", "Purple")
RED, GREEN, BLUE = 0, 1, 2
HUT, TEMPLE = "hut", "temple"
#: Seed of every scenario: die faces after the first scripted one come from it (meduris.md §4.1).
SEED = 2016


def position(players: tuple[str, ...] | list[str] = PLAYERS_3P, *, seed: int = SEED, **fields) -> State:
    """A prepared play-phase position: :func:`companion.meduris.engine.position` with the scenarios'
    defaults (the 3-player names Red, Green, Blue and the seed :data:`SEED`).

    Args:
        players: 2-4 names in turn order.
        seed: the game seed (die rolls, meduris.md §4.1).
        **fields: the parts of the position (``sites``, ``bonus``, ``resources``, ``scores``, ``runes``,
            ``stacks``, ``druid_site``, ``druid_step``, ``buildings``, ``turn_of``, ``decision``,
            ``next_roll``, ``options``), documented in :func:`companion.meduris.engine.position`.

    Raises:
        InvalidPosition: a component count is broken (meduris.md §1, §3); the message names it.
    """
    return engine_position(players, seed=seed, **fields)


# ----------------------------------------------------------------------------------------------
# scripted decisions (legal moves only)
# ----------------------------------------------------------------------------------------------

def roll_and_resolve(state: State, face: str | None = None) -> State:
    """Roll the die (meduris.md §4.1) and settle a "+1"/"-1" face with fixed choices: on "+1" every
    player takes the first resource (wood, wool, copper, stone order) still on its plateau; on "-1"
    every player returns the first resource he holds. Returns the state waiting for the part-2 action.

    Args:
        face: the face the die shows (a teacher's choice, recorded in the history), or None for the next
            face of the game's die stream.
    """
    state = state.apply(Roll(face))
    while state.pending is not None and state.pending.kind in ("take", "return"):
        moves = state.legal_moves(exchanges=False)
        kind = TakeChip if state.pending.kind == "take" else ReturnChip
        picks = [m for m in moves if isinstance(m, kind)]
        state = state.apply(picks[0] if picks else TakeNothing())
    return state


def finish_ritual(state: State) -> State:
    """Make every pending offering (meduris.md §4.7) with a fixed choice: both symbols if the hut's
    owner holds them, else one symbol, else nothing (-1). Returns the first state with no offer pending."""
    while state.pending is not None and state.pending.kind == "offer":
        moves = state.legal_moves(exchanges=False)
        pick = next((m for m in moves if isinstance(m, OfferBoth)), None) or next(
            (m for m in moves if isinstance(m, OfferOne)), OfferNothing())
        state = state.apply(pick)
    return state


def _big_yield_turn(state: State) -> State:
    """One whole turn: roll, then the first legal big yield (§4.2); no building, so the druid stays."""
    state = roll_and_resolve(state)
    move = next(m for m in state.legal_moves(exchanges=False) if isinstance(m, BigYield))
    return state.apply(move)


# ----------------------------------------------------------------------------------------------
# scenarios, in the rulebook's order
# ----------------------------------------------------------------------------------------------

def setup_2p() -> State:
    """Setup for two players (meduris.md §3): Blue and Purple, 12 huts and 2 temples each, 3 workers,
    1 chip of each resource behind the screen, score 5, 16 chips left on each plateau; the start player
    places the first worker."""
    return new_game(list(PLAYERS_2P), seed=SEED)


def setup_3p() -> State:
    """Setup for three players (meduris.md §3): 8 huts, 2 temples, 2 workers each; 15 chips per plateau."""
    return new_game(list(PLAYERS_3P), seed=SEED)


def workers_placed_2p() -> State:
    """Setup step 7 played out (meduris.md §3.7): the six workers placed one at a time, in turn order,
    Blue and Purple alternating (Blue: wood, wood, wool; Purple: stone, copper, stone). Then the start
    player (Blue) rolls the die."""
    state = setup_2p()
    for plateau in ("wood", "stone", "wood", "copper", "wool", "stone"):
        state = state.apply(PlaceWorker(plateau))
    return state


def small_yield() -> State:
    """Example A1 (rulebook turn example 1, meduris.md §4.1): the forest stack is Blue, Blue, Green
    (Green on top), the quarry stack Red, Green, the copper mine Red. Red starts his turn; the die will
    show **wood**: Green gets 1 wood, Blue 2, Red nothing."""
    return position(PLAYERS_3P, stacks={"wood": (BLUE, BLUE, GREEN), "stone": (RED, GREEN), "copper": (RED,)},
                    turn_of=RED, decision="roll", next_roll="wood")


def big_yield() -> State:
    """Example A2 (rulebook turn example 1, part 2, meduris.md §4.2): after A1's roll, Red moves his
    worker from the copper mine onto the quarry (Red, Green → Red, Green, Red): Red gets 3 + 1 = 4
    stone, Green 2."""
    return small_yield().apply(Roll())


def first_hut() -> State:
    """Building a hut, the settlement cost (meduris.md §4.3, example B1 row 1): an empty board, Red to
    act with 3 copper and 3 wool. An isolated hut on site 20 (copper/wool) costs 1 copper + 1 wool; a
    second one beside it on 19 or 21 would cost 2 + 2 of that site's symbols."""
    return position(PLAYERS_3P, resources={RED: {"copper": 3, "wool": 3, "stone": 2, "wood": 2}}, turn_of=RED)


def third_hut_of_settlement() -> State:
    """Example A4 (rulebook turn example 3, meduris.md §4.3 and §4.7): Red huts on 17, 20, 21, a Blue
    temple on 22, the druid on 17. Blue (4 stone, 4 wood) builds on 19 (stone/wood): the settlement
    {19, 20, 21} has 3 huts, so Blue pays **3 stone + 3 wood**, takes the Wave rune stone, the druid walks
    to 19 and the ritual runs 19 → 20 → 21 (Blue +3, Red −1, Red +1). Red holds 1 wood only."""
    return position(PLAYERS_3P, sites={17: (HUT, RED), 20: (HUT, RED), 21: (HUT, RED), 22: (TEMPLE, BLUE)},
                    druid_site=17, resources={BLUE: {"stone": 4, "wood": 4}, RED: {"wood": 1}},
                    runes={"Cancer": RED, "Wave": RED}, turn_of=BLUE)


def merge_settlements() -> State:
    """Example B1 (merge row, meduris.md §4.3 step 3, FAQ §6.4): huts on 18, 19 (Red) and 21, 22
    (Green), site 20 (copper/wool) empty between them. A hut on 20 joins both settlements into one of
    5 huts: it costs **5 copper + 5 wool**. Blue holds 6 copper and 6 wool; the druid rests on 22."""
    return position(PLAYERS_3P, sites={18: (HUT, RED), 19: (HUT, RED), 21: (HUT, GREEN), 22: (HUT, GREEN)},
                    druid_site=22, resources={BLUE: {"copper": 6, "wool": 6}}, runes={"Wave": GREEN},
                    turn_of=BLUE)


def temple_between_settlements() -> State:
    """Temples (meduris.md §4.4, FAQ §6.6, §6.16): huts on 11, 12 (Red) and 14, 15, 16 (Green), site 13
    (stone/copper) empty, a "+2" bonus chip on 17. A temple costs 1 of each symbol whatever its
    neighbours: on 13 it costs **1 stone + 1 copper**; on 17 it is refused (bonus chip). Blue holds
    2 stone, 2 copper, 1 wood, 1 wool; the druid rests on 16."""
    return position(PLAYERS_3P, sites={11: (HUT, RED), 12: (HUT, RED), 14: (HUT, GREEN), 15: (HUT, GREEN),
                                       16: (HUT, GREEN)},
                    bonus={17: "plus2"}, druid_site=16,
                    resources={BLUE: {"stone": 2, "copper": 2, "wood": 1, "wool": 1}},
                    runes={"Fountain": RED, "Libra": GREEN, "Cancer": GREEN}, turn_of=BLUE)


def temple_scoring_diagram() -> State:
    """Example A11 (rulebook temple diagram, meduris.md §5.3): Blue's temple on 13 with two huts on its
    left (11, 12) and three on its right (14, 15, 16), colours mixed: at the end it scores **2 + 3 = 5**."""
    return position(PLAYERS_3P, sites={11: (HUT, RED), 12: (HUT, GREEN), 13: (TEMPLE, BLUE), 14: (HUT, GREEN),
                                       15: (HUT, RED), 16: (HUT, GREEN)},
                    druid_site=16, runes={"Fountain": GREEN, "Libra": GREEN, "Cancer": GREEN}, turn_of=RED)


def druid_leaves_steps() -> State:
    """Example A3 (rulebook turn example 2, meduris.md §4.6-4.7): three buildings made (Green's hut on
    site 3, Blue's temples on 20 and 25), the druid on step 3. Red (1 wool, 1 stone) builds the 4th
    building, a hut on 10 (wool/stone): the druid enters the ring at site 1, stops at Green's hut on 3
    (no river crossing) and Green offers 1 wool: **Green +1**."""
    return position(PLAYERS_3P, sites={3: (HUT, GREEN), 20: (TEMPLE, BLUE), 25: (TEMPLE, BLUE)},
                    resources={RED: {"wool": 1, "stone": 1}, GREEN: {"wool": 1}}, runes={"Snake": GREEN},
                    turn_of=RED)


def hut_in_front_of_druid() -> State:
    """Example A9 (FAQ, meduris.md §4.6, §6.12): Red huts on 18, 19, 21; the druid on 19; 20 empty.
    Blue (5 copper, 5 wool) builds on 20: settlement {18..21} → **4 copper + 4 wool**; the druid steps
    onto 20, Blue offers both → **+4** (the whole settlement), then 21: Red offers 1 stone → **+1**."""
    return position(PLAYERS_3P, sites={18: (HUT, RED), 19: (HUT, RED), 21: (HUT, RED)}, druid_site=19,
                    buildings=4, resources={BLUE: {"copper": 5, "wool": 5}, RED: {"stone": 1}},
                    runes={"Wave": RED}, turn_of=BLUE)


def rune_scoring_at_river() -> State:
    """Example A5 (rulebook turn example 4, meduris.md §4.8): the druid on Blue's hut on 32 (last site
    before the great river), Green's hut on 3. Rune stones: Red 1, Green 2, Blue 1. Red (1 copper,
    1 wool) builds a temple on 12: the druid crosses the river → **Red +1, Green +2, Blue +1**, then stops
    at 3 and Green offers 1 copper → **Green +1**."""
    return position(PLAYERS_3P, sites={32: (HUT, BLUE), 3: (HUT, GREEN)}, druid_site=32, buildings=5,
                    runes={"Libra": RED, "Snake": GREEN, "Diamond": GREEN, "Arrow": BLUE},
                    resources={RED: {"copper": 1, "wool": 1}, GREEN: {"copper": 1}}, turn_of=RED)


def four_temples_first() -> State:
    """Example A8 (FAQ, meduris.md §4.6, §6.11): three temples built, the druid on step 3. Red builds a
    4th temple on 10 (wool/stone): with no hut on the board the druid **stays on step 3**. Green's turn
    follows (die rolled); Green holds 2 copper and 2 wool, enough for a first hut on 20."""
    s = position(PLAYERS_3P, sites={2: (TEMPLE, GREEN), 6: (TEMPLE, BLUE), 26: (TEMPLE, BLUE)},
                 resources={RED: {"wool": 1, "stone": 1}, GREEN: {"copper": 2, "wool": 2}}, turn_of=RED)
    s = s.apply(BuildTemple(10))
    return roll_and_resolve(s, "stone")          # Red's worker on the quarry takes 1 stone; Green gets nothing


def final_turn() -> State:
    """Game end (meduris.md §5.1): Blue has built 7 huts and both temples; 1 hut is left. Blue (2 copper,
    2 wool, 3 stone, 3 wood) builds it on 20 (Wave, copper/wool): Blue has built everything, Red and
    Green take one more turn each, then the druid's last lap (§5.2) starts from the hut he stands on.
    Blue's temple on 13 has huts 11, 12 on its left and 14, 15, 16 on its right (A11); the temple on 30
    stands alone. Blue holds 4 rune stones and gets the 5th (Wave) with the last hut (A10: 5 → 15)."""
    sites = {s: (HUT, BLUE) for s in (1, 2, 11, 12, 14, 15, 16)}
    sites.update({13: (TEMPLE, BLUE), 30: (TEMPLE, BLUE), 24: (HUT, RED), 25: (HUT, RED), 7: (HUT, GREEN),
                  27: (TEMPLE, GREEN)})
    return position(PLAYERS_3P, sites=sites, druid_site=16,
                    runes={"Snake": BLUE, "Fountain": BLUE, "Libra": BLUE, "Cancer": BLUE, "Pisces": RED,
                           "Diamond": GREEN},
                    resources={BLUE: {"copper": 2, "wool": 2, "stone": 3, "wood": 3},
                               RED: {"wood": 2, "copper": 1, "stone": 1}, GREEN: {"wool": 2, "wood": 1}},
                    scores={RED: 31, GREEN: 27, BLUE: 34}, turn_of=BLUE)


def game_over() -> State:
    """The finished game after :func:`final_turn` (meduris.md §5.1-5.3): Blue builds the last hut on 20
    (ritual there), Red and Green each take a big yield as their last turn, the druid makes his last lap
    (every hut once, offerings by :func:`finish_ritual`, no rune scoring at the river) and stops at
    the hut marked by the die (20). Final scoring then gives Blue 5 temple points and 15 for 5 runes."""
    s = finish_ritual(final_turn().apply(BuildHut(20)))
    s = finish_ritual(_big_yield_turn(s))
    s = finish_ritual(_big_yield_turn(s))
    return finish_ritual(s)


#: Named scenarios in teaching order (rulebook order: setup → yields → huts → temples → druid and
#: ritual → great river and rune stones → game end).
SCENARIOS: dict[str, Callable[[], State]] = {
    "setup_2p": setup_2p,
    "setup_3p": setup_3p,
    "workers_placed_2p": workers_placed_2p,
    "small_yield": small_yield,
    "big_yield": big_yield,
    "first_hut": first_hut,
    "third_hut_of_settlement": third_hut_of_settlement,
    "merge_settlements": merge_settlements,
    "temple_between_settlements": temple_between_settlements,
    "temple_scoring_diagram": temple_scoring_diagram,
    "druid_leaves_steps": druid_leaves_steps,
    "hut_in_front_of_druid": hut_in_front_of_druid,
    "rune_scoring_at_river": rune_scoring_at_river,
    "four_temples_first": four_temples_first,
    "final_turn": final_turn,
    "game_over": game_over,
}

#: Which worked example of meduris-examples.md each scenario replays.
EXAMPLES: dict[str, str] = {
    "small_yield": "A1", "big_yield": "A2", "druid_leaves_steps": "A3", "third_hut_of_settlement": "A4",
    "rune_scoring_at_river": "A5", "four_temples_first": "A8", "hut_in_front_of_druid": "A9",
    "game_over": "A10", "temple_scoring_diagram": "A11", "merge_settlements": "B1", "first_hut": "B1",
}
