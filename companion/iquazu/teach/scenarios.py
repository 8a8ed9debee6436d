"""Prepared Iquazú positions for teaching (``notebooks/learn-iquazu.ipynb``), one per step of the lesson.

Every scenario is built through the engine's public API only: :func:`companion.iquazu.setup.new_game` or the
position constructor :func:`companion.iquazu.setup.position` (every part of the position stated, checked
against the components and recorded as the game's start, so undo and saves continue from it), then legal moves.

The wall is the **lesson wall** (:func:`lesson_wall`): the shipped demo wall — invented data, labelled as a demo
on the board — laid in a fixed order (strips 2A, 1A, 3A, 4A, 5A) and with the rulebook's example stone 8/5/2
under column 1 for 4 players (iquazu-examples.md C-01), so the rulebook's examples can be replayed. The four
players are named by their crystal colours (Green, Yellow, Red, Purple, in turn order) as in the examples.

Laid wall columns 1–5 (alcoves top first as rim colour, row, height)::

    1: orange r1 h6, blue r2 h5, blue r3 h4, orange r3 h3, white r4 h2, white r5 h1, white r5 h0
    2: orange r1 h5, blue r2 h4, orange r3 h3, white r4 h2, white r5 h1, blue r5 h0
    3: blue r1 h4, white r2 h3, orange r3 h2, white r4 h1, blue r5 h0
    4: blue r1 h4, white r2 h3, blue r3 h2, orange r4 h1, white r5 h0
    5: blue r1 h4, white r2 h3, white r3 h2, orange r4 h1, blue r5 h0

Example:
    >>> s = SCENARIOS["column_majority"]()
    >>> s.wall.demo, s.frame, [s.content(1, h) for h in (6, 5, 4)]
    (True, 1, [None, 'drop', 1])
"""
from __future__ import annotations

import copy
from functools import lru_cache
from typing import Any, Callable

from companion.iquazu.moves import Draw, Pay, Place
from companion.iquazu.options import Options
from companion.iquazu.setup import new_game, position
from companion.iquazu.state import State
from companion.iquazu.wall import load_wall_data

__all__ = ["PLAYERS", "GREEN", "YELLOW", "RED", "PURPLE", "LAYOUT", "lesson_wall", "lesson_options", "prepared",
           "SCENARIOS"]

#: the players of every scenario, named by their crystal colours (iquazu.md §1), in turn order
PLAYERS = ("Green", "Yellow", "Red", "Purple")
GREEN, YELLOW, RED, PURPLE = 0, 1, 2, 3
COLOURS = ("green", "yellow", "red", "purple")
LAYOUT = ("2A", "1A", "3A", "4A", "5A")
SEED = 2017
#: row tiles that are victory points only (the turn flow stays plain): light 1, 2, 3, 1, 2 VP
PLAIN_TILES = ["light vp 1", "light vp 2", "light vp 3", "light vp 1", "light vp 2"]


@lru_cache(maxsize=1)
def _lesson_wall() -> str:
    import json

    data = copy.deepcopy(load_wall_data("demo"))
    data["name"] = "demo (lesson)"
    data["scoring_boards"]["4"][0] = [8, 5, 2]          # the rulebook's example stone (C-01) under column 1
    return json.dumps(data)


def lesson_wall() -> dict[str, Any]:
    """The lesson wall as a wall dict: the demo wall (``demo`` stays true) with the 8/5/2 stone under column 1."""
    import json

    return json.loads(_lesson_wall())


def lesson_options() -> Options:
    """Options of every scenario: the lesson wall, laid as :data:`LAYOUT`, the players' colours as named."""
    return Options(wall=lesson_wall(), layout=LAYOUT, colours=COLOURS)


def prepared(**fields: Any) -> State:
    """A prepared 4-player position on the lesson wall (:func:`companion.iquazu.setup.position` with the
    scenarios' players, seed and options; ``fields`` as documented there)."""
    return position(list(PLAYERS), seed=SEED, options=lesson_options(), **fields)


# ----------------------------------------------------------------------------------------------
# scenarios, in the lesson's order
# ----------------------------------------------------------------------------------------------

def setup_4p() -> State:
    """A new 4-player game (iquazu.md §3): hands 4/5/6/7 clockwise from Green, Purple holds the drop box, the
    frame at the left end showing columns 1–5 and the tile column 6 face up."""
    return new_game(list(PLAYERS), seed=SEED, options=lesson_options())


def placing() -> State:
    """Green to play with 2 white, 1 blue and 3 orange cards (§2.3): an orange alcove of frame column 3 costs
    3 orange cards."""
    return prepared(hands={GREEN: (2, 1, 3)}, row_tiles=PLAIN_TILES)


def substitution() -> State:
    """Green to play with 1 white, 4 blue and 2 orange cards (§2.4, C-10): the white alcove at height 3 of column
    3 (frame column 3) costs 3 white cards; two cards of one other colour may replace each white one."""
    return prepared(hands={GREEN: (1, 4, 2)}, row_tiles=PLAIN_TILES)


def water_drop() -> State:
    """C-05: column 1 from the top: h6 drop, h5 empty, h4 Green, h3 empty, h2 Red, h1 and h0 Yellow. Purple holds
    the drop box and plays: the drop goes on h5, the topmost empty alcove; h3 stays empty, so no scoring yet."""
    return prepared(alcoves={(1, 6): "drop", (1, 4): GREEN, (1, 2): RED, (1, 1): YELLOW, (1, 0): YELLOW},
                    active=PURPLE, drop_holder=PURPLE, row_tiles=PLAIN_TILES)


def last_alcove() -> State:
    """Column 1 has one empty alcove left, the white one at height 1 (§5.1); Green holds 1 white card. Column 3 is
    already full: it is frame column 3, so it is not scored."""
    return prepared(alcoves={(1, 6): "drop", (1, 5): YELLOW, (1, 4): RED, (1, 3): "drop", (1, 2): GREEN,
                             (1, 0): RED, (3, 4): YELLOW, (3, 3): RED, (3, 2): PURPLE, (3, 1): GREEN, (3, 0): "drop"},
                    hands={GREEN: (1, 0, 0)}, row_tiles=PLAIN_TILES)


def column_majority() -> State:
    """C-01 (the rulebook's 8/5/2 example): column 1 from the top: h6 empty, h5 drop, h4 Yellow, h3 Green, h2 Green,
    h1 Red, h0 Green. Purple holds the drop box and plays: the drop fills h6 and column 1 is scored."""
    return prepared(alcoves={(1, 5): "drop", (1, 4): YELLOW, (1, 3): GREEN, (1, 2): GREEN, (1, 1): RED,
                             (1, 0): GREEN},
                    active=PURPLE, drop_holder=PURPLE, hands={PURPLE: (1, 1, 1)}, row_tiles=PLAIN_TILES)


#: C-02 on the lesson wall: the crystals of the frame's columns 1–5 (see the module docstring for the rows)
ROW_CRYSTALS = {
    (1, 6): YELLOW, (1, 4): "drop", (1, 3): "drop", (1, 2): GREEN, (1, 1): GREEN, (1, 0): RED,
    (2, 5): RED, (2, 3): YELLOW, (2, 1): RED, (2, 0): GREEN,
    (3, 2): YELLOW,
    (4, 4): PURPLE, (4, 1): GREEN,
    (5, 2): GREEN, (5, 1): RED,
}
ROW_TILES = ["light vp 1", "light vp 2", "light vp 3", "light cards 2", "light cards 3"]


def row_majorities() -> State:
    """C-02 (the rulebook's row example) on the lesson wall: Red holds the drop box and plays; the drop fills
    column 1 (h5, row 2) and the scoring round follows. Row 1: Yellow (col 1), Red (col 2), Purple (col 4) →
    Purple, furthest right. Row 2: no crystal → its tile is removed. Row 3: Yellow 2 (cols 2, 3), Green 1 (col
    5) → Yellow. Row 4: Green 2, Red 1 → Green. Row 5: Green (col 1 h1, col 2 h0) and Red (col 1 h0, col 2
    h1), both furthest right in column 2 → Green, lower there."""
    return prepared(alcoves=ROW_CRYSTALS, active=RED, drop_holder=RED, hands={RED: (1, 1, 1)}, row_tiles=ROW_TILES)


def after_scoring() -> State:
    """The position right after the scoring of :func:`column_majority`: the frame has moved to column 2 and the
    tiles of column 7 are face up; the drop box went to Red, the crystal box to Green."""
    return column_majority().apply(Draw())


def bonus_tiles() -> State:
    """Green holds a "3 extra cards" tile, a double-move tile and a "colour doesn't matter" tile (§1.1), and 1
    white and 2 orange cards."""
    return prepared(hands={GREEN: (1, 0, 2)}, tiles_held={GREEN: {"light cards 3": 1, "light double_move": 1,
                                                                  "light any_colour": 1}},
                    row_tiles=PLAIN_TILES)


#: the end (§6): the frame at its last position (column 9), column 9 waiting for one crystal
FINAL_CRYSTALS = {
    (9, 4): GREEN, (9, 3): YELLOW, (9, 2): GREEN, (9, 0): RED,
    (10, 5): RED, (10, 3): RED, (10, 1): GREEN, (11, 4): YELLOW, (11, 0): PURPLE,
}


def final_turn() -> State:
    """The last scoring (§6.1): the frame stands at column 9, the third-to-last column, with one empty alcove
    (white, height 1); Purple holds 1 white card. Scores so far: Green 38, Yellow 41, Red 35, Purple 40; Green
    holds a 3-VP tile. Row tiles of column 14: 3, 4, 5, 3, 4 VP (dark)."""
    return prepared(alcoves=FINAL_CRYSTALS, frame=9, active=PURPLE, drop_holder=YELLOW,
                    hands={PURPLE: (1, 0, 0)}, scores={GREEN: 38, YELLOW: 41, RED: 35, PURPLE: 40},
                    tiles_held={GREEN: {"light vp 3": 1}},
                    row_tiles=["dark vp 3", "dark vp 4", "dark vp 5", "dark vp 3", "dark vp 4"])


def final_moves() -> list:
    """Purple fills column 9 with the last white card: the game ends and is scored."""
    return [Place(9, 1), Pay(1, 0, 0)]


SCENARIOS: dict[str, Callable[[], State]] = {
    "setup_4p": setup_4p, "placing": placing, "substitution": substitution, "water_drop": water_drop,
    "last_alcove": last_alcove, "column_majority": column_majority, "row_majorities": row_majorities,
    "after_scoring": after_scoring, "bonus_tiles": bonus_tiles, "final_turn": final_turn,
}
