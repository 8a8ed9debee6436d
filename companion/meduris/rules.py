"""Meduris rule constants and component counts (``shared/rules/meduris.md``; section in each comment)."""
from __future__ import annotations

GAME_ID = "meduris"
MIN_PLAYERS, MAX_PLAYERS = 2, 4                     # §1 / §3

RESOURCES = ("wood", "wool", "copper", "stone")     # §1: 18 chips of each, 72 in all
CHIPS_PER_RESOURCE = 18

RUNE_STONES = 9                                     # §1: one per rune district
TEMPLES_PER_PLAYER = 2                              # §1: 2 per colour


def huts_per_player(players: int) -> int:
    """Huts each player builds: 12 in a 2-player game, 8 with 3–4 players (meduris.md §1, §3)."""
    return 12 if players == 2 else 8


#: §1, §3: the most huts any game has on the board (4 players × 8; 2 players × 12 = 24 and 3 × 8 = 24 are fewer)
MAX_HUTS_IN_GAME = 32
#: §2.1 / §4.9: the track shows 0-99 and the 100-point chip 100 or 200, so the components show at most 299
MAX_TRACK_SCORE = 299


def workers_per_player(players: int) -> int:
    """Workers each player uses: 3 in a 2-player game, 2 with 3–4 players (meduris.md §1, §3)."""
    return 3 if players == 2 else 2

# --- further constants (added with the engine) -------------------------------------------------

COLOURS = ("red", "green", "blue", "purple")        # §1: red, light green, blue, purple
TWO_PLAYER_COLOURS = ("blue", "purple")             # §3: a 2-player game must use blue and purple
STARTING_SCORE = 5                                  # §3 step 2
STARTING_CHIPS_PER_RESOURCE = 1                     # §3 step 2: one chip of each resource
DRUID_STEPS = 3                                     # §2.1 / §4.6: three stone steps
MAX_WORKERS_PER_PLATEAU = 3                         # §3 step 7 / §4.2
BONUS_CHIPS = ("plus2", "plus2", "free_build", "free_build", "druid", "druid")   # §1: 2 of each
BONUS_PLUS2_POINTS = 2                              # §4.3: "+2" chip
BONUS_MIN_EMPTY_BETWEEN = 3                         # §3 step 6: >= 3 chip-less sites between two chips
EXCHANGE_GIVE = 3                                   # §4.5: 3 chips for 1
DIE_FACES = RESOURCES + ("plus1", "minus1")         # §1 die: 4 resource faces, "+1 any", "-1"
REFUSAL_PENALTY = 1                                 # §4.7: no offering -> -1 (never below 0)
BUILDINGS_ON_STEPS = 3                              # §4.6: buildings 1-3 move the druid down the steps


def rune_stone_points(n: int) -> int:
    """Final points for ``n`` rune stones: 1 + 2 + ... + n = n(n+1)/2 (meduris.md §5.3).

    Raises:
        ValueError: if ``n`` is not in 0..9.
    """
    if not 0 <= n <= RUNE_STONES:
        raise ValueError(f"rune stones must be 0..{RUNE_STONES}, got {n}")
    return n * (n + 1) // 2

