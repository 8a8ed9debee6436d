"""World Wonders rule constants and component counts (``shared/rules/world-wonders.md``; section in comments)."""
from __future__ import annotations

GAME_ID = "world-wonders"
MIN_PLAYERS, MAX_PLAYERS = 1, 5          # §1 (solo mode §7.2 … 5 players with both expansion boards)
MONUMENTS = 21                           # §1.1 monuments and monument cards
BUILDING_TILES = 80                      # §1.1 building tiles
LOAN_TILES = 5                           # §1.1 / §1.6
UNPAID_LOAN_PENALTY = 2                  # §6.2 #6: −2 points
RESOURCES = ("food", "ceramics", "gears")  # §1.8 the three resource tracks
PUBLIC_OBJECTIVES_IN_PLAY = 3            # §7.1: 3 cards used per game
OBJECTIVE_CARDS = 15                     # §1.5 / §7.1: 15 public objective cards of 10 kinds
OBJECTIVE_FIRST_PLACE = 3                # §7.1: 1st = 3 rings, 2nd = 1 ring
#: §7.1: at most 3 + 3 + 4: two cards won alone and Metropolis achieved alone (4 points, shared by all achievers)
OBJECTIVE_POINTS_MAX = 2 * OBJECTIVE_FIRST_PLACE + 4
ROUNDS = 10                              # §6.1: the game ends after round 10 at the latest
MONUMENTS_PER_PLAYER = ROUNDS            # §3.2: a monument costs all remaining gold, ending that player's round
AUTOMATON_LEVELS = ("easy", "hard")      # §7.2: easy = the player's three resource tracks; hard = + its monument rings

# --- further constants (added with the catalogues and the engine) -------------------------------

BUILDING_TYPES = ("B", "F", "H", "M", "T")  # §1.2 Bibliotheca, Fundus, Habitatio, Mercatus, Templum
TILES_PER_STACK = 10                     # §1.1 / §6.1: each stack lasts exactly 10 rounds
STACKS = 8                               # §1.2 (inferred: 80 ÷ 10)
TILE_COST_MIN, TILE_COST_MAX = 2, 5      # §1.2: stacks cost 2-5 gold
LONG_ROADS = 35                          # §1.1
SHORT_ROAD_SETS = 20                     # §1.1
SHORT_SET_PIECES = (2, 2, 1)             # §1.1 / §1.3: two 1×2 tiles and one 1×1 tile
LONG_ROAD_MIN_LENGTH = 3                 # §1.3: a bridge needs both ends on land (1×3 inferred)
TOWERS = 10                              # §1.1
GOLD_PER_ROUND = 7                       # §3.1
LOAN_GOLD = 2                            # §3.3: +2 gold for the round the loan is taken (cap 9)
LOAN_REPAY = 3                           # §3.3: repaying costs 3 gold in a later round
LONG_ROAD_COST = 1                       # §3.2
SHORT_SET_COST = 1                       # §3.2
TOWER_COST = 2                           # §3.2
PEDESTAL_COST = 1                        # §3.2
MONUMENTS_FACE_UP = 3                    # §2 G (solo: 2)
MONUMENTS_FACE_UP_SOLO = 2               # §2 G / §7.2
SOLO_CARDS = 14                          # §1.1 / §7.2
BOARDS = ("main", "4p", "5p")            # §1.1 main board and the 4th/5th-player expansion boards
MAP_TERRAINS = ("land", "water", "natural_resource")   # §1.7
REQUIREMENTS = ("road", "sidewalk", "water", "natural_resource") + BUILDING_TYPES  # §1.4 card section C
REWARDS = RESOURCES + ("population", "rings")          # §1.4 card section A

#: §2 setup table: players → (long roads, short sets, towers offered per round)
ROAD_OFFER = {1: (1, 1, 1), 2: (1, 1, 1), 3: (2, 1, 1), 4: (2, 2, 1), 5: (3, 2, 1)}


def boards_in_play(players: int) -> tuple[str, ...]:
    """The boards whose tile stacks are used (world-wonders.md §2 A): the main board for 1-3 players (solo is
    set up as 2 players), plus the 4th-player board for 4 and the 5th-player board for 5."""
    return BOARDS[:max(1, players - 2)]
