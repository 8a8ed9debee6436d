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
