"""Five Tribes rule constants and component counts (``shared/rules/five-tribes.md``; section in each comment).

Base game only (§0 scope). Everything here is data: the scorer (:mod:`companion.five_tribes.scoring`)
and the merchandise optimiser (:mod:`companion.five_tribes.merchandise`) read it.
"""
from __future__ import annotations

import re
import unicodedata
from types import MappingProxyType

GAME_ID = "five-tribes"
MIN_PLAYERS, MAX_PLAYERS = 2, 4                     # §0 scope: 2–4 players

# §1.2 the 30 tiles: printed VP value → number of tiles with that value.
# 4: large markets; 5: villages; 6: 8 small markets + 4 sacred places; 8: oases; 10/12/15: one sacred place each.
TILE_COUNTS = MappingProxyType({4: 4, 5: 5, 6: 12, 8: 6, 10: 1, 12: 1, 15: 1})
TILES = 30                                          # §1.1 / §1.2

# §1.3 meeples that stay in front of a player and score
VIZIERS = 16                                        # yellow
ELDERS = 20                                         # white

PALM_TREES = 12                                     # §1.1 / §1.7
PALACES = 10                                        # §1.1 / §1.7
# §1.1 the gold coins of the box: face value → coins (96 coins, 288 gold). §1.7 and FAQ #2 treat the bank as
# unlimited; option ``limited_bank`` holds it to these coins (companion/five_tribes/options.py).
GOLD_COINS = MappingProxyType({5: 48, 1: 48})
GOLD_IN_THE_BOX = sum(value * coins for value, coins in GOLD_COINS.items())     # 288


def camels_per_player(players: int) -> int:
    """Camels each player has, the cap on tiles one player can own: 11 with 2 players, 8 with 3–4 (§2, §1.7)."""
    return 11 if players == 2 else 8


# §1.4 resource cards: merchandise kind → copies in the deck (36), plus 18 fakirs (0 VP, not merchandise)
MERCHANDISE = MappingProxyType({
    "ivory": 2, "jewels": 2, "gold": 2,
    "papyrus": 4, "silk": 4, "spice": 4,
    "fish": 6, "wheat": 6, "pottery": 6,
})
FAKIRS = 18

# §3.7 / §5 #8: a set of n different kinds (n = 1..9) scores SET_VALUES[n]; SET_VALUES[0] = 0 (no set)
SET_VALUES = (0, 1, 3, 7, 13, 21, 30, 40, 50, 60)
MAX_SET_SIZE = len(MERCHANDISE)                     # 9 kinds, so at most 9 cards in a set

# §5 scoring constants
VP_PER_COIN = 1                                     # #1
VP_PER_VIZIER, VP_PER_VIZIER_JAFAAR = 1, 3          # #2 (Jafaar §1.5 #11)
VIZIER_BONUS = 10                                   # #2: per opponent with strictly fewer viziers
VP_PER_ELDER, VP_PER_ELDER_SHAMHAT = 2, 4           # #3 (Shamhat §1.5 #19)
VP_PER_PALM, VP_PER_PALM_HAURVATAT = 3, 5           # #6 (Haurvatat §1.5 #9)
VP_PER_PALACE = 5                                   # #7
FAKIRS_PER_WILD = 2                                 # #8 Al-Amin (§1.5 #1): each pair of fakirs = 1 wild merchandise

# §1.5 the 22 djinns: canonical name → printed VP
DJINN_VP = MappingProxyType({
    "Al-Amin": 5, "Anun-Nak": 8, "Ba'al": 6, "Boaz": 6, "Bouraq": 6, "Echidna": 4, "Enki": 8,
    "Hagis": 10, "Haurvatat": 8, "Iblis": 8, "Jafaar": 6, "Kandicha": 6, "Kumarbi": 6, "Lamia": 10,
    "Leta": 4, "Marid": 6, "Monkir": 6, "Nekir": 6, "Shamhat": 6, "Sibittis": 4, "Sloar": 8, "Utug": 4,
})

# §1.5 "Spelling variants seen" (Bouraq/Boaraq, Sibittis/Sibitis, Jafaar/Jaafar, Ba'al/Baal) and the
# GameTheory rename Iblis → "Ibus". Case, diacritics, spaces, hyphens and apostrophes are ignored anyway.
DJINN_ALIASES = MappingProxyType({
    "Boaraq": "Bouraq", "Sibitis": "Sibittis", "Jaafar": "Jafaar", "Baal": "Ba'al", "Ibus": "Iblis",
})

# the four djinns that change final scoring (§5)
AL_AMIN, HAURVATAT, JAFAAR, SHAMHAT = "Al-Amin", "Haurvatat", "Jafaar", "Shamhat"

_NOT_LETTER = re.compile(r"[^a-z0-9]")


def _fold(name: str) -> str:
    """Lower-case ``name``, strip diacritics and drop everything that is not a letter or digit."""
    decomposed = unicodedata.normalize("NFKD", name.casefold())
    return _NOT_LETTER.sub("", "".join(c for c in decomposed if not unicodedata.combining(c)))


_DJINN_LOOKUP = {_fold(name): name for name in DJINN_VP}
_DJINN_LOOKUP.update({_fold(alias): name for alias, name in DJINN_ALIASES.items()})


def djinn_name(text: str) -> str | None:
    """Return the canonical djinn name (§1.5) for ``text``, or ``None`` if it names no base-game djinn.

    Accepts any case, diacritics, hyphen/apostrophe/space differences and the listed variants:
    ``"al amin"``, ``"AL-AMĪN"``, ``"Baal"``, ``"Jaafar"`` → ``"Al-Amin"``, ``"Al-Amin"``, ``"Ba'al"``, ``"Jafaar"``.
    """
    return _DJINN_LOOKUP.get(_fold(text))


def djinn_symbol(name: str) -> str:
    """Formula symbol of a canonical djinn name: its folded letters (``"Ba'al"`` → ``"baal"``)."""
    return _fold(name)


# --- engine constants (the rules engine: companion/five_tribes/engine.py) ------------------------------------

# §1.2 the Sultanate: 5 rows × 6 columns; tile t = row * 6 + col (col 0–5, row 0–4; notation a1..f5)
ROWS, COLS = 5, 6

# §1.2 tile kinds as (name, printed VP, blue value?, copies); the engine stores a tile as its index here
TILE_KINDS = (
    ("large_market", 4, False, 4),
    ("small_market", 6, False, 8),
    ("oasis", 8, False, 6),
    ("village", 5, True, 5),
    ("sacred_place", 6, True, 4),
    ("sacred_place", 10, True, 1),
    ("sacred_place", 12, True, 1),
    ("sacred_place", 15, True, 1),
)

# §1.3 meeple colours in the engine's order (the move generator's too): colour index → (colour, tribe, copies)
MEEPLE_COLOURS = ("yellow", "white", "green", "blue", "red")
TRIBES = ("vizier", "elder", "merchant", "builder", "assassin")
MEEPLES_PER_COLOUR = (16, 20, 18, 18, 18)
MEEPLES = 90
MEEPLES_PER_TILE = 3                                # §2 step 2

# §1.4 resource cards in the engine's order: the 9 merchandise kinds (as in MERCHANDISE), then the fakir
CARD_KINDS = tuple(MERCHANDISE) + ("fakir",)
CARD_COPIES = tuple(MERCHANDISE.values()) + (FAKIRS,)
RESOURCE_CARDS = 54
CARD_ROW = 9                                        # §2 step 4 / §3.8: 9 face-up cards
DJINN_ROW = 3                                       # §2 step 5 / §3.8: 3 face-up djinns
DJINNS = tuple(DJINN_VP)                            # §1.5 the 22 djinns; index = §1.5 number − 1

# §1.6 Turn Order track: the cost of each spot, dearest first (the last three are the 0 spots)
BID_COSTS = (18, 12, 8, 5, 3, 1, 0, 0, 0)
ZERO_SPOTS = 3
STARTING_GOLD = 50                                  # §2


def turn_markers(players: int) -> int:
    """Turn markers in the game: 2 per player with 2 players (4 in all), otherwise 1 per player (§2, §3.9)."""
    return 4 if players == 2 else players
