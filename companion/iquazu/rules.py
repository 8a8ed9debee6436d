"""Iquazú rule constants and component counts (``shared/rules/iquazu.md``; section in each comment).

Only numbers the reference states (or derives, marked DER) live here. The scoring-stone values and
the VP values of bonus tiles are (unconfirmed) in the reference (§1.1, §10 q1, q3), so they are
entered on the score sheet and not checked against a list.
"""
from __future__ import annotations

GAME_ID = "iquazu"
MIN_PLAYERS, MAX_PLAYERS = 2, 4            # header / §3: 2-, 3- and 4-player layouts

ROWS = 5                                   # §2.1: the wall has 5 horizontal rows, 1 tile per row per scoring
FINAL_COLUMNS = 3                          # §6.1–6.2: third-to-last, second-to-last and last column

CRYSTALS_PER_COLOUR = 35                   # §1: 140 crystals = 35 in each of 4 colours
SCORE_MARKERS = 1                          # §3 step 8: one crystal per player marks the score track
CRYSTALS_TO_PLACE = CRYSTALS_PER_COLOUR - SCORE_MARKERS   # §3 step 8 (DER): 34 crystals to place
WATER_DROPS = 50                           # §1: 50 wooden drops

# Sane cap of the sheet (no source gives the number of alcoves in a column, §2.1, §2.6): far more than a
# wall column holds, so that a pasted list of thousands of alcoves is refused rather than scored.
MAX_ALCOVES = 99                           # alcoves listed in one final column

DROP = "drop"                              # sheet contract: alcove content of a water drop


def stone_length(players: int) -> int:
    """Values on a scoring stone for ``players`` players: n − 1 (iquazu.md §5.2 step 3, DER from [PL]).

    4 players: 3 values (8/5/2 in the rulebook example); 3 players: 2; 2 players: 1.
    """
    return players - 1


# --- further constants (added with the wall data and the engine) ------------------------------------

PLAYER_COLOURS = ("red", "yellow", "purple", "green")   # §1: 35 crystals in each of 4 colours
CARD_COLOURS = ("white", "blue", "orange")              # §1, §2.1: card colours = alcove rim colours
CARDS = 60                                              # §1: 60 cards
DEFAULT_CARD_SPLIT = (20, 20, 20)                       # §1: 20 per colour (unconfirmed) → Options.card_split
STARTING_HANDS = (4, 5, 6, 7)                           # §3: clockwise from the start player
DRAW_CARDS = 4                                          # §4 action A: draw 4 cards
HAND_LIMIT = 12                                         # §2.5: checked at the end of one's own turn
FRAME_COLUMNS = 5                                       # §2.1: 5 placement columns in the frame
FIRST_TILE_COLUMN = 6                                   # §2.1-2.2: no tiles on the first 5 wall columns
TILE_BACKS = ("light", "dark")                          # §1: light-blue and dark-blue backs
TILE_KINDS = ("vp", "cards", "any_colour", "double_move")   # §1.1: the 4 kinds
CARD_TILE_VALUES = (2, 3, 4)                            # §1.1: extra cards "2", "3", "4"
BONUS_TILES = {"light": 35, "dark": 10}                 # §1: 45 tiles = 35 light + 10 dark
TRACK_SPACES = 80                                       # §1, §6.3: the track has 80 spaces; play continues past 80


def track_space(score: int, first: int = 0) -> int:
    """The space of the score track a marker stands on for ``score`` points (iquazu.md §6.3, C-07).

    The true score is kept as an unbounded integer; the marker goes round the 80-space track again, so it
    stands on ``score mod 80``. How the track is numbered (a first space 0 or 80) is (unconfirmed, §10 q10):
    ``first`` is the number printed on the space reached after a whole lap.

    >>> track_space(84)
    4
    >>> track_space(80), track_space(80, first=80)
    (0, 80)
    """
    space = score % TRACK_SPACES
    return first if space == 0 and score else space
