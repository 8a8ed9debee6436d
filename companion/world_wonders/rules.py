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
OBJECTIVE_FIRST_PLACE = 3                # §7.1: 1st = 3 rings, 2nd = 1 ring
ROUNDS = 10                              # §6.1: the game ends after round 10 at the latest
MONUMENTS_PER_PLAYER = ROUNDS            # §3.2: a monument costs all remaining gold, ending that player's round
AUTOMATON_LEVELS = ("easy", "hard")      # §7.2: easy = the player's three resource tracks; hard = + its monument rings
