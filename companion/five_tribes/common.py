"""Small helpers shared by the Five Tribes engine modules: the Sultanate's geometry (five-tribes.md §1.2,
§3.5 builders' 3 × 3 block, FAQ #14-#15; §1.5 Hagis/Lamia neighbours), tile classes and the players'
checks at setup. No rule lives here; the rule modules import these helpers, never the other way round.
"""
from __future__ import annotations

from companion.engine import setup as engine_setup
from companion.five_tribes.rules import COLS, MAX_PLAYERS, MIN_PLAYERS, ROWS, TILE_KINDS
from companion.i18n import N_

__all__ = ["BLOCK", "RING", "ORTHO", "distance", "BLUE", "OASIS", "VILLAGE", "SMALL_MARKET", "LARGE_MARKET",
           "is_sacred", "check_players", "check_seed"]


def _block(t: int) -> tuple[int, ...]:
    row, col = divmod(t, COLS)
    return tuple(r * COLS + k for r in range(max(0, row - 1), min(ROWS, row + 2))
                 for k in range(max(0, col - 1), min(COLS, col + 2)))


#: BLOCK[t]: the 3 × 3 block around tile t, itself included, clipped at the edges (§3.5 builders, FAQ #14)
BLOCK = tuple(_block(t) for t in range(ROWS * COLS))
#: RING[t]: the up to 8 tiles surrounding t (diagonals included; Hagis/Lamia, §1.5)
RING = tuple(tuple(u for u in BLOCK[t] if u != t) for t in range(ROWS * COLS))
#: ORTHO[t]: the up to 4 orthogonally adjacent tiles of t
ORTHO = tuple(tuple(u for u in RING[t] if abs(u - t) in (1, COLS) and (u // COLS == t // COLS or u % COLS == t % COLS))
              for t in range(ROWS * COLS))


def distance(a: int, b: int) -> int:
    """Orthogonal steps between tiles ``a`` and ``b`` (Manhattan distance, §3.5 assassins, FAQ #15).

    >>> distance(0, 29), distance(14, 14)
    (9, 0)
    """
    return abs(a // COLS - b // COLS) + abs(a % COLS - b % COLS)


#: tile kind codes (indices of rules.TILE_KINDS)
LARGE_MARKET, SMALL_MARKET, OASIS, VILLAGE = 0, 1, 2, 3
#: BLUE[k]: tile kind k has a blue VP value (villages and sacred places, §1.2)
BLUE = tuple(blue for _, _, blue, _ in TILE_KINDS)


def is_sacred(kind: int) -> bool:
    """True for the four sacred place kinds (§1.2)."""
    return kind >= 4


#: the player names and the seed of a new game, checked (five-tribes.md §2: 2 to 4 players)
check_players, check_seed = engine_setup.game_checks(rule="five-tribes 2", title=N_("Five Tribes"), low=MIN_PLAYERS,
                                                     high=MAX_PLAYERS, section="five-tribes.md §2")
