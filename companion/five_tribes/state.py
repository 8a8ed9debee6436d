"""The Five Tribes position as flat data and the immutable :class:`State` over it (five-tribes.md §1-§4).

The position is one flat tuple of ints (the core's list, snapshotted); every count, tile, card slot and the
pending decision has a fixed index given by :class:`Layout`. :mod:`companion.five_tribes.core` changes such
a list with make/unmake; :class:`State` decodes it into readable fields. Everything that never changes in a
game (players, seed, options, the chance streams, the starting position) lives in one :class:`Setup`.

Conventions (shared with the move generator :mod:`companion.five_tribes.movement`): tile ``t = row * 6 +
col`` on the 5 × 6 Sultanate; the meeples of the board are the first 150 ints, ``d[t * 5 + c]`` = meeples of
colour ``c`` on tile ``t`` (0 vizier/yellow, 1 elder/white, 2 merchant/green, 3 builder/blue, 4
assassin/red). Cards are indices of :data:`~companion.five_tribes.rules.CARD_KINDS` (0-8 merchandise, 9
fakir); djinns indices of :data:`~companion.five_tribes.rules.DJINNS` (a player's djinns and the djinn
draw pile are bit masks); turn markers ``0..K-1`` belong to player ``marker % players``. "None" is -1.

Hidden information (§1.8): the order of the resource and djinn draw piles is chance — the piles are stored
as what they contain, and each draw is an outcome of the game's seeded chance stream (``"cards"``,
``"djinns"``, ``"bag"``), so no player can know it; gold is secret until the end (:meth:`State.view`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from companion.engine.chance import ChanceStream, stream
from companion.engine.contract import GameState
from companion.five_tribes.options import Options
from companion.five_tribes.rules import (
    BID_COSTS, CARD_KINDS, DJINNS, MEEPLE_COLOURS, TILE_KINDS, TRIBES, turn_markers,
)

__all__ = ["Decision", "Layout", "Setup", "State", "CHANCE_FACES", "PLAYER_FIELDS", "SCALARS", "END_REASONS"]

#: chance outcomes are drawn in ``range(CHANCE_FACES)`` and scaled to the number of cards/meeples left
CHANCE_FACES = 1 << 30


class Decision(StrEnum):
    """The kinds of decision a game waits for; the index in this enum is the stored code."""

    BID = "bid"                 #: §3.1 a turn marker bids for turn order
    TURN = "turn"               #: §3.2 the start or end of a turn: pick up, djinn powers, sale, end
    STEP = "step"               #: §3.3 the next tile of the meeple move
    DROP = "drop"               #: §3.3 the meeple dropped on the tile just entered
    BUILDERS = "builders"       #: §3.5 fakirs discarded for the builders (and Echidna)
    ASSASSINS = "assassins"     #: §3.5 the assassins' target (and Iblis)
    TILE = "tile"               #: §3.6 the tile action (market, sacred place, placement with Hagis/Lamia)
    SIBITTIS = "sibittis"       #: §1.5 Sibittis: which drawn djinn to keep


DECISIONS = tuple(Decision)
#: why the game ends (§4): the last camel placed, or no meeple move left
END_REASONS = (None, "last_camel", "no_move")
#: per-player fields, in order
PLAYER_FIELDS = ("GOLD", "VIZ", "ELD", "CAMELS", "CARDS", "DJ")
_PS = 4 + len(CARD_KINDS) + 1
SCALARS = ("KIND", "PLAYER", "MARKER", "BIDI", "TURNI", "ROUND", "POS", "PREV", "START", "HANDN", "MOVED",
           "FINAL", "TRIBE", "N", "USED", "IBL", "IBLT", "PLACE", "PTILE", "PALMS", "PALACES", "DPILE", "DDISC",
           "RDRAWS", "DDRAWS", "BDRAWS", "END", "ZEROS", "SAT")


class Layout:
    """Indices of every field in the flat data of a game with ``n`` players (``K`` turn markers).

    Blocks: ``M`` meeples (150: tile × 5 colours), ``TILE`` tile kinds (30, indices of
    :data:`~companion.five_tribes.rules.TILE_KINDS`), ``CAMEL`` (30: owner or -1), ``PALM`` and ``PALACE``
    (30 each: count on the tile), ``BAG`` (5: meeples per colour in the bag), the players (``PS`` ints each
    from ``PL``: gold, viziers, elders, camels left, 10 card counts, djinn mask), ``PILE`` and ``DISC``
    (10 card counts each: resource draw pile and discards), ``ROW`` (9 face-up cards, front first, -1 empty),
    ``DROW`` (3 face-up djinns), ``SIB`` (3 djinns drawn by Sibittis), ``ORDER`` (K markers: the bid
    order, which becomes the play order after the bids, §3.2), ``TRACK`` (9 Turn Order spots: marker or
    -1), ``HAND`` (5: meeples in hand), ``PM`` (5 tile bit masks, per colour: the tiles where that colour
    counts for the last-meeple rule during a move, §3.3), then the scalars :data:`SCALARS`:

    KIND decision code (-1 over), PLAYER decider, MARKER marker whose turn it is, BIDI/TURNI index of the
    marker bidding / playing, ROUND, POS/PREV/START tiles of the meeple move, HANDN meeples in hand, MOVED
    (the turn's meeples were moved), FINAL the move's final tile, TRIBE the colour collected, N how many,
    USED costed djinns used this turn (mask), IBL/IBLT Iblis state (0 off, 1 on, 2 second kill on tile
    IBLT, 3 second kill in front of player IBLT, 4 Echidna on), PLACE what the tile decision places (0 none,
    1 palm, 2 palace; +4 after Lamia/Hagis) and PTILE where, PALMS/PALACES left in the supply, DPILE/DDISC djinn draw pile and
    discards (masks), RDRAWS/DDRAWS/BDRAWS chance draws made, END (index of :data:`END_REASONS`), ZEROS
    markers on the 0 spots, SAT markers sitting the round out (mask; option ``unaffordable_bid="pass"``).
    """

    __slots__ = ("n", "K", "M", "TILE", "CAMEL", "PALM", "PALACE", "BAG", "PL", "PS", "PILE", "DISC", "ROW",
                 "DROW", "SIB", "ORDER", "TRACK", "HAND", "PM", *SCALARS, "size")

    def __init__(self, n: int) -> None:
        self.n, self.K = n, turn_markers(n)
        self.M = 0
        self.TILE = 150
        self.CAMEL = 180
        self.PALM = 210
        self.PALACE = 240
        self.BAG = 270
        self.PL = 275
        self.PS = _PS
        self.PILE = self.PL + _PS * n
        self.DISC = self.PILE + 10
        self.ROW = self.DISC + 10
        self.DROW = self.ROW + 9
        self.SIB = self.DROW + 3
        self.ORDER = self.SIB + 3
        self.TRACK = self.ORDER + self.K
        self.HAND = self.TRACK + 9
        self.PM = self.HAND + 5
        base = self.PM + 5
        for i, name in enumerate(SCALARS):
            setattr(self, name, base + i)
        self.size = base + len(SCALARS)

    def player(self, p: int) -> int:
        """Index of player ``p``'s gold; viziers +1, elders +2, camels +3, cards +4..+13, djinn mask +14."""
        return self.PL + self.PS * p


@dataclass(frozen=True, eq=False)
class Setup:
    """What never changes in one game: shared by all its states (and by its cores).

    Attributes:
        players: names in seat order; seed; options (:class:`~companion.five_tribes.options.Options`);
        chance: the chance stream version; origin: the prepared start position as a field dict (None for a
        new game); origin_data: the starting position as flat data; layout: the :class:`Layout`; cards,
        djinns, bag: the chance streams of the resource deck, the djinn deck and the meeple bag.
    """

    players: tuple[str, ...]
    seed: int
    options: Options
    chance: int
    origin: dict[str, Any] | None = None
    origin_data: tuple = ()
    layout: Layout = field(default=None)  # type: ignore[assignment]
    cards: ChanceStream = field(default=None)  # type: ignore[assignment]
    djinns: ChanceStream = field(default=None)  # type: ignore[assignment]
    bag: ChanceStream = field(default=None)  # type: ignore[assignment]

    def __post_init__(self) -> None:
        if self.layout is None:
            object.__setattr__(self, "layout", Layout(len(self.players)))
        for label in ("cards", "djinns", "bag"):
            if getattr(self, label) is None:
                object.__setattr__(self, label, stream(self.seed, label, CHANCE_FACES, self.chance))

    def key(self) -> tuple:
        """What makes two setups the same game start (for equality of states)."""
        return (self.players, self.seed, self.options, self.chance, self.origin_data)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Setup) and (self is other or self.key() == other.key())

    def __hash__(self) -> int:
        return hash((self.players, self.seed))


def _bits(mask: int) -> tuple[str, ...]:
    return tuple(DJINNS[i] for i in range(len(DJINNS)) if mask >> i & 1)


class State(GameState):
    """A Five Tribes position (immutable). Build one with ``games.get("five-tribes").new_game(...)``, a
    prepared position with :func:`companion.five_tribes.setup.position`, or load a save with ``game.load``.

    Read-only fields decode the flat data (see :class:`Layout`); :meth:`view` is what one player may see.
    """

    __slots__ = ()
    decisions = DECISIONS

    # --- decoded position -----------------------------------------------------------------------------
    @property
    def layout(self) -> Layout:
        """The :class:`Layout` of the flat data."""
        return self._setup.layout

    @property
    def round(self) -> int:
        """Rounds started (1 in the first round)."""
        return self._slot("ROUND")

    @property
    def ended_by(self) -> str | None:
        """``"last_camel"`` or ``"no_move"`` once an end condition of §4 has happened (the round still
        finishes), else None."""
        return END_REASONS[self._slot("END")]

    @property
    def tiles(self) -> tuple[tuple[str, int], ...]:
        """Per tile (``row * 6 + col``), its kind and printed VP, e.g. ``("oasis", 8)``."""
        L = self._setup.layout
        return tuple(TILE_KINDS[k][:2] for k in self._data[L.TILE:L.TILE + 30])  # type: ignore[misc]

    @property
    def meeples(self) -> tuple[tuple[int, int, int, int, int], ...]:
        """Per tile, meeples of each colour (vizier, elder, merchant, builder, assassin)."""
        d = self._data
        return tuple(tuple(d[5 * t:5 * t + 5]) for t in range(30))  # type: ignore[misc]

    @property
    def camels(self) -> tuple[int | None, ...]:
        """Per tile, the owner of its camel or None."""
        L = self._setup.layout
        return tuple(None if v < 0 else v for v in self._data[L.CAMEL:L.CAMEL + 30])

    @property
    def palm_trees(self) -> tuple[int, ...]:
        """Per tile, palm trees on it."""
        L = self._setup.layout
        return self._data[L.PALM:L.PALM + 30]

    @property
    def palaces(self) -> tuple[int, ...]:
        """Per tile, palaces on it."""
        L = self._setup.layout
        return self._data[L.PALACE:L.PALACE + 30]

    @property
    def bag(self) -> tuple[int, ...]:
        """Meeples of each colour in the bag."""
        L = self._setup.layout
        return self._data[L.BAG:L.BAG + 5]

    def _pf(self, offset: int) -> tuple[int, ...]:
        L, d = self._setup.layout, self._data
        return tuple(d[L.player(p) + offset] for p in range(L.n))

    @property
    def gold(self) -> tuple[int, ...]:
        """Gold coins of each player (secret until the end: players see :meth:`view`)."""
        return self._pf(0)

    @property
    def viziers(self) -> tuple[int, ...]:
        """Viziers in front of each player."""
        return self._pf(1)

    @property
    def elders(self) -> tuple[int, ...]:
        """Elders in front of each player."""
        return self._pf(2)

    @property
    def camels_left(self) -> tuple[int, ...]:
        """Camels each player still has in supply."""
        return self._pf(3)

    @property
    def cards(self) -> tuple[dict[str, int], ...]:
        """Per player, resource cards held: kind → count (kinds held only)."""
        L, d = self._setup.layout, self._data
        return tuple({k: d[L.player(p) + 4 + i] for i, k in enumerate(CARD_KINDS) if d[L.player(p) + 4 + i]}
                     for p in range(L.n))

    @property
    def djinns(self) -> tuple[tuple[str, ...], ...]:
        """Per player, the djinns held."""
        return tuple(_bits(m) for m in self._pf(14))

    @property
    def row(self) -> tuple[str, ...]:
        """The face-up resource cards, front first."""
        L, d = self._setup.layout, self._data
        return tuple(CARD_KINDS[k] for k in d[L.ROW:L.ROW + 9] if k >= 0)

    @property
    def djinn_row(self) -> tuple[str, ...]:
        """The face-up djinns."""
        L, d = self._setup.layout, self._data
        return tuple(DJINNS[k] for k in d[L.DROW:L.DROW + 3] if k >= 0)

    @property
    def draw_pile(self) -> dict[str, int]:
        """What the face-down resource draw pile contains (its order is chance), kind → count."""
        L, d = self._setup.layout, self._data
        return {k: d[L.PILE + i] for i, k in enumerate(CARD_KINDS) if d[L.PILE + i]}

    @property
    def discards(self) -> dict[str, int]:
        """The resource discard pile, kind → count."""
        L, d = self._setup.layout, self._data
        return {k: d[L.DISC + i] for i, k in enumerate(CARD_KINDS) if d[L.DISC + i]}

    @property
    def djinn_pile(self) -> tuple[str, ...]:
        """The djinns in the face-down djinn pile (its order is chance)."""
        return _bits(self._slot("DPILE"))

    @property
    def djinn_discards(self) -> tuple[str, ...]:
        """The discarded djinns (only Sibittis discards)."""
        return _bits(self._slot("DDISC"))

    @property
    def supply(self) -> dict[str, int]:
        """Palm trees and palaces left in the supply."""
        return {"palm_trees": self._slot("PALMS"), "palaces": self._slot("PALACES")}

    @property
    def bid_order(self) -> tuple[tuple[int, int], ...]:
        """The markers in the order they bid (during bidding) or play (after it), as ``(marker, player)``."""
        L, d = self._setup.layout, self._data
        return tuple((m, m % L.n) for m in d[L.ORDER:L.ORDER + L.K])

    @property
    def turn_order_track(self) -> tuple[tuple[int, int, int] | None, ...]:
        """The 9 Turn Order spots (costs 18, 12, 8, 5, 3, 1, 0, 0, 0): ``(cost, marker, player)`` or None."""
        L, d = self._setup.layout, self._data
        return tuple(None if d[L.TRACK + i] < 0 else (BID_COSTS[i], d[L.TRACK + i], d[L.TRACK + i] % L.n)
                     for i in range(9))

    @property
    def hand(self) -> dict[str, int]:
        """During a meeple move: the meeples still in hand, tribe → count."""
        L, d = self._setup.layout, self._data
        return {TRIBES[c]: d[L.HAND + c] for c in range(5) if d[L.HAND + c]}

    @property
    def position(self) -> int | None:
        """During a meeple move: the tile the hand is on."""
        v = self._slot("POS")
        return None if v < 0 or self.decision not in (Decision.STEP, Decision.DROP) else v

    # --- views ----------------------------------------------------------------------------------------
    def view(self, player: int | None = None) -> dict[str, Any]:
        """What ``player`` may see (None: a spectator): the whole board, every public count, their own
        gold; other players' gold is None until the game is over (§1.8), and so are their cards with
        option ``hidden_cards``.
        """
        from companion.five_tribes.view import player_view

        return player_view(self, player)

    def render_text(self) -> str:
        """Multi-line text rendering for logs and tests."""
        from companion.five_tribes.view import render_text

        return render_text(self)

    def __str__(self) -> str:
        return self.render_text()

    def __repr__(self) -> str:
        return f"<Five Tribes state: {', '.join(self.players)}; round {self.round}, move {self.ply}>"


#: colour names in meeple order, re-exported for views
COLOURS = MEEPLE_COLOURS
