"""The World Wonders position as flat data (world-wonders.md §8 data model) and the immutable :class:`State`.

The position is one flat list (the core's, snapshotted as a tuple): numbers, map masks (Python ints, see
:mod:`~companion.world_wonders.grid`) and a few tuples (the turn order, the face-up monument cards, each
player's placed pieces). Every field has a fixed index given by :class:`Layout`. Everything that never changes
during a game (players, seed, options, catalogues, the seeded order of the stacks and of the monument deck, the
solo deck) lives in one :class:`Setup` shared by every state of the game.

The market is what the players see (§2 B, G; §8 market state): ``REVEALED``, per stack in play, the tile
revealed below it this round (its global index; -1 once bought or discarded this round, its bit of ``BOUGHT``
then set, or when the stack was empty); ``STACKS``, per stack in play, the tiles still face down in it (bit ``k``: the stack's
``k``-th tile in catalogue order); ``DECK``, the monument cards still in the deck (bit: the card's index);
``FACEUP``, the face-up cards. Which tile or card comes up next is chance
(:mod:`~companion.world_wonders.purchase`: :func:`~companion.world_wonders.purchase.reveal_tiles`,
:func:`~companion.world_wonders.purchase.take_face_up`), not part of the position. In solo play (§7.2) the
Automaton's deck is kept the same way: ``SOLO_POS`` counts the solo cards drawn, ``SOLO_LEFT`` holds the cards
still face down in the current pass through the deck (bit ``k``: the catalogue's ``k``-th card; all again as
soon as a pass is used up when the deck is reshuffled, none after the first pass when it is repeated) and
``SOLO_PASS`` the cards of the first pass in the order they came up
(what option ``solo_deck_end="repeat"`` replays); ``AUTO_CARD`` is the card of the Automaton's last turn (its
catalogue index; -1 before any, or in a prepared position) and ``AUTO_LAST`` what it discarded then; which card
comes up next is chance
(:func:`~companion.world_wonders.solo.automaton_turn`).

Per player (block ``P0 + p * PB``): gold spent and gold cap (7, or 9 in the round a loan is taken, §3.1, §3.3),
the loan (0, or the round it was taken), out of the round, free road still to place (§2 J), the three resource
markers and the population marker (§1.8), monuments built and their rings, the masks of covered cells, roads
(bridges included), towers, monuments and the building tiles of each type, and the placed pieces: a tuple of
``(kind, ident, mask)`` with kind :data:`ROAD`, :data:`BRIDGE`, :data:`SHORT`, :data:`TOWER`, :data:`BUILDING`
(ident: the tile's index in :attr:`Setup.tiles`) or :data:`MONUMENT` (ident: the card's index); and the masks
the placement rules ask for, kept up to date piece by piece (:meth:`~companion.world_wonders.core.WorldWondersCore.
add_piece`): the cells next to a road (``NROAD``), the cells a road may touch (``RTOUCH``: next to a road or a
tower, or the last row), the cells next to any piece (``NOCC``) and next to a building tile of each type
(``NB0``-``NB4``).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from enum import StrEnum
from typing import Any

from companion.engine.contract import GameState
from companion.world_wonders import rules
from companion.world_wonders.options import Options

__all__ = ["Decision", "Layout", "Setup", "State", "ROAD", "BRIDGE", "SHORT", "TOWER", "BUILDING", "MONUMENT",
           "PIECE_KIND_NAMES", "PENDING_NAMES"]

ROAD, BRIDGE, SHORT, TOWER, BUILDING, MONUMENT = range(6)
#: piece kind code → the city format's kind (:mod:`companion.world_wonders.city`)
PIECE_KIND_NAMES = ("road", "bridge", "road", "tower", "building", "monument")
#: pending piece codes (what a ``place`` decision places)
P_NONE, P_LONG, P_TILE, P_TOWER, P_MONUMENT = range(5)
PENDING_NAMES = (None, "long_road", "building_tile", "tower", "monument")


class Decision(StrEnum):
    """The kinds of decision a World Wonders game waits for (world-wonders.md §2 J, §3, §4)."""

    FREE_ROAD = "free_road"      #: round 1: place the free long road touching the sidewalk (§2 J)
    PURCHASE = "purchase"        #: buy one item, take/repay a loan, or pass (§3.1-3.3)
    PLACE = "place"              #: place the item just bought (§3.2, §4)
    PLACE_SHORT = "place_short"  #: place a piece of the set of short roads just bought (§4)


DECISIONS = tuple(Decision)
FREE_ROAD, PURCHASE, PLACE, PLACE_SHORT = range(4)


GLOBALS = ("KIND", "PLAYER", "ROUND", "ORDER", "BOUGHT", "LONG", "LONG_RES", "SHORT_OFFER", "SHORT_RES",
           "TOWER_UP", "TOWER_RES", "PED1", "PED2", "FACEUP", "DECK", "PEND", "PEND_ARG", "SHORT_LEFT",
           "LOAN_ACT", "TRIGGER", "SOLO_POS", "AUTO_MONS", "AUTO_RINGS", "DISCARDS", "AUTO_LAST", "LAST_PEDS",
           "REVEALED", "STACKS", "SOLO_LEFT", "SOLO_PASS", "AUTO_CARD")
PLAYER_FIELDS = ("SPENT", "CAP", "LOAN", "OUT", "FREE", "TR0", "TR1", "TR2", "POP", "MONS", "MRINGS", "OCC",
                 "ROADM", "TOWERM", "MONM", "BLD0", "BLD1", "BLD2", "BLD3", "BLD4", "PIECES",
                 "NROAD", "RTOUCH", "NOCC", "NB0", "NB1", "NB2", "NB3", "NB4")
# the same indices as module constants for the rule modules (G_: global fields; F_: offsets in a player's block)
(G_KIND, G_PLAYER, G_ROUND, G_ORDER, G_BOUGHT, G_LONG, G_LONG_RES, G_SHORT, G_SHORT_RES, G_TOWER_UP, G_TOWER_RES,
 G_PED1, G_PED2, G_FACEUP, G_DECK, G_PEND, G_PEND_ARG, G_SHORT_LEFT, G_LOAN_ACT, G_TRIGGER, G_SOLO_POS,
 G_AUTO_MONS, G_AUTO_RINGS, G_DISCARDS, G_AUTO_LAST, G_LAST_PEDS, G_REVEALED, G_STACKS, G_SOLO_LEFT,
 G_SOLO_PASS, G_AUTO_CARD) = range(len(GLOBALS))
(F_SPENT, F_CAP, F_LOAN, F_OUT, F_FREE, F_TR0, F_TR1, F_TR2, F_POP, F_MONS, F_MRINGS, F_OCC, F_ROADM, F_TOWERM,
 F_MONM, F_BLD0, F_BLD1, F_BLD2, F_BLD3, F_BLD4, F_PIECES, F_NROAD, F_RTOUCH, F_NOCC, F_NB0, F_NB1, F_NB2, F_NB3,
 F_NB4) = range(len(PLAYER_FIELDS))
P0, PB = len(GLOBALS), len(PLAYER_FIELDS)


class Layout:
    """Indices of every field in the flat data of a game with ``n`` players (see the module docstring): the
    globals by name (``L.ROUND``), a player's block at ``L.base(p)`` with offsets by name (``L.SPENT``)."""

    GLOBALS = GLOBALS
    PLAYER_FIELDS = PLAYER_FIELDS

    def __init__(self, n: int) -> None:
        self.n = n
        for i, name in enumerate(self.GLOBALS):
            setattr(self, name, i)
        self.P0 = len(self.GLOBALS)
        self.PB = len(self.PLAYER_FIELDS)
        for i, name in enumerate(self.PLAYER_FIELDS):
            setattr(self, name, i)         # offsets inside a player's block
        self.size = self.P0 + n * self.PB

    def base(self, p: int) -> int:
        """Index of player ``p``'s block."""
        return self.P0 + p * self.PB


@dataclass(frozen=True, eq=False)
class Setup:
    """What never changes in one game: shared by all its states and cores.

    Attributes:
        players: names (player index order); seed; options; maps: each player's map side; tiles, monuments,
        boards (the resource-board side), solo: the catalogues; stacks: the stacks in play (§2 A);
        stack_order: per stack in play, its tiles' global indices in the seeded order, in which they come up when
        no :class:`~companion.engine.chance.DrawPlan` chooses (the first tile of that order still face down;
        without a plan the tile of round k is ``stack_order[s][k - 1]``); tiles: every tile of the catalogue
        (global index: catalogue order); tile_stack: per tile, its stack's index among the stacks in play (or -1);
        deck: the monument deck in its seeded order (card indices; the next card is the first of it still in the
        deck); first_order: the first round's turn order; solo_deck:
        the solo cards in the seeded order in which the Automaton draws them when no
        :class:`~companion.engine.chance.DrawPlan` chooses (each pass of 14 its own shuffle with
        ``solo_deck_end="reshuffle"``; the next card is the first of its pass still face down); objectives: the ids of the
        public objective cards in play (advanced play, §7.1; empty in the basic game); objective_deck: the
        objective-card catalogue they come from; layout; origin_data.
    """

    players: tuple[str, ...]
    seed: int
    options: Options
    maps: tuple[Any, ...]
    tiles_catalogue: Any
    monuments: Any
    board: Any
    solo: Any
    stacks: tuple[Any, ...]
    stack_order: tuple[tuple[int, ...], ...]
    tiles: tuple[Any, ...]
    tile_stack: tuple[int, ...]
    deck: tuple[int, ...]
    first_order: tuple[int, ...]
    solo_deck: tuple[int, ...]
    origin_data: tuple = ()
    objectives: tuple[str, ...] = ()
    objective_deck: Any = None
    layout: Layout = field(default=None)  # type: ignore[assignment]
    origin: Any = None
    chance: int = 2

    def __post_init__(self) -> None:
        if self.layout is None:
            object.__setattr__(self, "layout", Layout(len(self.players)))

    @property
    def grid(self):
        """The bit geometry of the maps (every player's map has the same size)."""
        return self.maps[0].grid

    @property
    def solo_game(self) -> bool:
        """True in solo play (one player against the Automaton, §7.2)."""
        return len(self.players) == 1

    # --- derived tables for the rule modules (computed once per game) -------------------------------
    @cached_property
    def tile_type(self) -> tuple[int, ...]:
        """Per tile (global index): its type's index in B, F, H, M, T."""
        return tuple(rules.BUILDING_TYPES.index(t.type) for t in self.tiles)

    @cached_property
    def tile_gains(self) -> tuple[tuple[tuple[int, int], ...], ...]:
        """Per tile: ``(resource index, steps)`` of its symbols (§5)."""
        return tuple(tuple((i, n) for i, r in enumerate(rules.RESOURCES) if (n := t.resources.count(r)))
                     for t in self.tiles)

    @cached_property
    def stack_first(self) -> tuple[int, ...]:
        """Per stack in play: the global index of its first tile (its ``k``-th tile is ``stack_first[i] + k``)."""
        first, at = {}, 0
        for st in self.tiles_catalogue.stacks:
            first[st.id] = at
            at += len(st.tiles)
        return tuple(first[st.id] for st in self.stacks)

    @cached_property
    def stack_tile_names(self) -> tuple[tuple[str, ...], ...]:
        """Per stack in play: its tiles' names ``"<stack id>:<k>"`` (catalogue order), the outcomes of a draw."""
        return tuple(tuple(f"{st.id}:{k}" for k in range(len(st.tiles))) for st in self.stacks)

    @cached_property
    def card_names(self) -> tuple[str, ...]:
        """The monument cards' ids (catalogue order), the outcomes of a draw from the deck."""
        return tuple(card.id for card in self.monuments.cards)

    @cached_property
    def stack_index(self) -> dict[str, int]:
        """Stack id (every stack of the catalogue) → its index among the stacks in play, or -1."""
        ids = [st.id for st in self.stacks]
        return {st.id: (ids.index(st.id) if st.id in ids else -1) for st in self.tiles_catalogue.stacks}

    @cached_property
    def stack_o(self) -> tuple[tuple[Any, ...], ...]:
        """Per stack in play: the distinct orientations of its shape."""
        from companion.world_wonders.grid import orientations

        return tuple(orientations(st.shape) for st in self.stacks)

    @cached_property
    def long_o(self) -> tuple[Any, ...]:
        """The long road's orientations (ends on land, middle on land or water: a bridge, §1.3)."""
        from companion.world_wonders.grid import orientations

        return orientations(self.tiles_catalogue.long_road_shape)

    @cached_property
    def short_o(self) -> dict[int, tuple[Any, ...]]:
        """Size (2, 1) → the short road's orientations."""
        from companion.world_wonders.grid import orientations

        return {2: orientations(("LL",)), 1: orientations(("L",))}

    @cached_property
    def tower_o(self) -> tuple[Any, ...]:
        """The tower's single orientation (one land cell)."""
        from companion.world_wonders.grid import orientations

        return orientations(("L",))

    @cached_property
    def card_o(self) -> tuple[tuple[Any, ...], ...]:
        """Per monument card: the orientations allowed (all distinct turns, or only as drawn)."""
        from companion.world_wonders.grid import orientations

        return tuple(orientations(card.footprint, card.turn) for card in self.monuments.cards)

    @cached_property
    def long_p(self) -> tuple[Any, ...]:
        """:class:`~companion.world_wonders.grid.Placer` per orientation of the long road."""
        from companion.world_wonders.grid import placers

        return placers(self.grid, self.long_o)

    @cached_property
    def short_p(self) -> dict[int, tuple[Any, ...]]:
        """Size → placers of the short road."""
        from companion.world_wonders.grid import placers

        return {k: placers(self.grid, v) for k, v in self.short_o.items()}

    @cached_property
    def stack_p(self) -> tuple[tuple[Any, ...], ...]:
        """Per stack in play: the placers of its shape."""
        from companion.world_wonders.grid import placers

        return tuple(placers(self.grid, o) for o in self.stack_o)

    @cached_property
    def card_p(self) -> tuple[tuple[Any, ...], ...]:
        """Per monument card: the placers of its footprint."""
        from companion.world_wonders.grid import placers

        return tuple(placers(self.grid, o) for o in self.card_o)

    @cached_property
    def short_memo(self) -> dict:
        """The last answers of :func:`companion.world_wonders.roads.can_place_set` per player (exact shortcuts)."""
        return {}

    @cached_property
    def long_any(self):
        """Whether the long road fits: ``f([land, 0, free, free, touch])`` (:func:`~companion.world_wonders.grid.
        any_fit`)."""
        from companion.world_wonders.grid import any_fit

        return any_fit(self.long_p, ((4, 0),))

    @cached_property
    def stack_any(self) -> tuple[Any, ...]:
        """Per stack in play: whether its tile fits, ``f([land, 0, land, land, touch])``
        (:func:`~companion.world_wonders.grid.any_fit`)."""
        from companion.world_wonders.grid import any_fit

        return tuple(any_fit(p, ((4, 0),)) for p in self.stack_p)

    @cached_property
    def card_any(self) -> tuple[Any, ...]:
        """Per monument card: whether it fits, ``f(masks)`` with the masks of
        :func:`companion.world_wonders.monuments.need_masks` (:func:`~companion.world_wonders.grid.any_fit`)."""
        from companion.world_wonders.grid import any_fit
        from companion.world_wonders.monuments import NEED_INDEX

        return tuple(any_fit(p, tuple((NEED_INDEX[r], 1 if r in ("water", "natural_resource") else 0)
                                      for r, _ in needs))
                     for p, needs in zip(self.card_p, self.card_needs))

    @cached_property
    def card_needs(self) -> tuple[tuple[tuple[str, int], ...], ...]:
        """Per monument card: section C as ``(icon, count)``."""
        from companion.world_wonders.monuments import needs_of

        return tuple(needs_of(card.requires) for card in self.monuments.cards)

    @cached_property
    def card_exact(self) -> tuple[bool, ...]:
        """Per card: whether it has two icons of a kind (two tiles, cells or sidewalk spaces to count, see
        :func:`companion.world_wonders.monuments.monument_anchors`)."""
        return tuple(any(n > 1 for _, n in needs) for needs in self.card_needs)

    @cached_property
    def card_gains(self) -> tuple[tuple[tuple[int, int], ...], ...]:
        """Per card: ``(resource index, steps)`` of its reward (§5)."""
        return tuple(tuple((i, n) for i, r in enumerate(rules.RESOURCES) if (n := card.reward.get(r, 0)))
                     for card in self.monuments.cards)

    @cached_property
    def card_ids(self) -> frozenset[str]:
        """The ids of the monument cards."""
        return frozenset(card.id for card in self.monuments.cards)

    @cached_property
    def buy_tile(self) -> tuple[Any, ...]:
        """Per stack in play: its ``BuyTile`` move."""
        from companion.world_wonders.moves import BuyTile

        return tuple(BuyTile(st.id) for st in self.stacks)

    @cached_property
    def buy_monument(self) -> tuple[Any, ...]:
        """Per card: its ``BuyMonument`` move."""
        from companion.world_wonders.moves import BuyMonument

        return tuple(BuyMonument(card.id) for card in self.monuments.cards)

    def __getstate__(self) -> dict:
        """Pickled without the cached tables (some are closures; a worker process or a Dask worker rebuilds
        them on first use), so a setup travels to an executor (:func:`companion.analysis.win_chances`)."""
        cached = {k for k, v in vars(type(self)).items() if isinstance(v, cached_property)}
        return {k: v for k, v in self.__dict__.items() if k not in cached}

    def key(self) -> tuple:
        """What makes two setups the same game start (for equality of states)."""
        return (self.players, self.seed, repr(self.options.to_dict()), self.origin_data)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Setup) and (self is other or self.key() == other.key())

    def __hash__(self) -> int:
        return hash((self.players, self.seed))


class State(GameState):
    """A World Wonders position (immutable). Build one with ``games.get("world-wonders").new_game(...)`` or load
    a save with ``games.get("world-wonders").load(text)``.

    Read-only fields decoded from the flat data: ``decision`` (a :class:`Decision` or None when over), ``round``,
    ``turn_order``, ``gold_spent`` / ``gold_cap`` / ``gold_left`` (per player), ``loans`` (per player: the round
    a loan was taken, or None), ``out`` (per player), ``tracks`` (per player: food, ceramics, gears),
    ``population`` (per player), ``monuments_built`` (per player: card ids), ``pieces(p)``, ``city(p)`` (a
    :class:`~companion.world_wonders.city.City`), the market (``revealed_tiles``, ``tiles_left``,
    ``face_down_tiles``, ``long_roads_offered``, ``short_sets_offered``, ``tower_offered``, ``pedestals``,
    ``face_up_monuments``, ``monument_cards_left``, ``monument_deck``), ``pending_piece``.
    """

    __slots__ = ()
    decisions = DECISIONS

    def _pf(self, p: int, name: str) -> Any:
        L = self._setup.layout
        return self._data[L.base(p) + getattr(L, name)]

    @property
    def round(self) -> int:
        """The round being played (1-10)."""
        return self._slot("ROUND")

    @property
    def turn_order(self) -> tuple[int, ...]:
        """Player indices in this round's turn order (§3.5)."""
        return self._slot("ORDER")

    @property
    def gold_spent(self) -> tuple[int, ...]:
        """Per player, gold spent this round (the gold marker, §1.8)."""
        return tuple(self._pf(p, "SPENT") for p in range(len(self.players)))

    @property
    def gold_cap(self) -> tuple[int, ...]:
        """Per player, this round's gold: 7, or 9 with a loan taken this round (§3.1, §3.3)."""
        return tuple(self._pf(p, "CAP") for p in range(len(self.players)))

    @property
    def gold_left(self) -> tuple[int, ...]:
        """Per player, gold still to spend this round."""
        return tuple(c - s for c, s in zip(self.gold_cap, self.gold_spent))

    @property
    def loans(self) -> tuple[int | None, ...]:
        """Per player, the round a loan was taken (not yet repaid), or None (§3.3)."""
        return tuple(self._pf(p, "LOAN") or None for p in range(len(self.players)))

    @property
    def out(self) -> tuple[bool, ...]:
        """Per player, out of the round (§3.1)."""
        return tuple(bool(self._pf(p, "OUT")) for p in range(len(self.players)))

    @property
    def tracks(self) -> tuple[tuple[int, int, int], ...]:
        """Per player, the resource markers: food, ceramics, gears (§1.8)."""
        return tuple((self._pf(p, "TR0"), self._pf(p, "TR1"), self._pf(p, "TR2")) for p in range(len(self.players)))

    @property
    def population(self) -> tuple[int, ...]:
        """Per player, the population marker's space (§1.8)."""
        return tuple(self._pf(p, "POP") for p in range(len(self.players)))

    @property
    def monuments_built(self) -> tuple[tuple[str, ...], ...]:
        """Per player, the ids of the monuments built, in building order."""
        cards = self._setup.monuments.cards
        return tuple(tuple(cards[i].id for k, i, _ in self._pf(p, "PIECES") if k == MONUMENT)
                     for p in range(len(self.players)))

    def pieces(self, p: int) -> tuple[tuple[int, int, int], ...]:
        """Player ``p``'s placed pieces ``(kind, ident, mask)`` in placing order (see the module docstring)."""
        return self._pf(p, "PIECES")

    def city(self, p: int):
        """Player ``p``'s city as a :class:`~companion.world_wonders.city.City` (for scoring explanations)."""
        from companion.world_wonders.end import city_of

        return city_of(self, p)

    @property
    def revealed_tiles(self) -> dict[str, Any]:
        """Stack id → the tile revealed below it this round (a :class:`~companion.world_wonders.catalogues.Tile`),
        or None when bought (or discarded by the Automaton) this round or the stack was empty (§2 B, §3.4)."""
        s = self._setup
        revealed = self._slot("REVEALED")
        return {st.id: (None if t < 0 else s.tiles[t]) for st, t in zip(s.stacks, revealed)}

    @property
    def tiles_left(self) -> dict[str, int]:
        """Stack id → how many tiles are still face down in the stack (their order is unknown: §2 B)."""
        return {st.id: m.bit_count() for st, m in zip(self._setup.stacks, self._slot("STACKS"))}

    @property
    def face_down_tiles(self) -> dict[str, tuple[str, ...]]:
        """Stack id → the names (``"<stack id>:<k>"``) of the tiles still face down in it, in catalogue order (a
        set: which comes up next is chance, §2 B)."""
        s = self._setup
        return {st.id: tuple(name for k, name in enumerate(names) if m >> k & 1)
                for st, names, m in zip(s.stacks, s.stack_tile_names, self._slot("STACKS"))}

    @property
    def monument_deck(self) -> tuple[str, ...]:
        """The ids of the monument cards still in the deck, in catalogue order (a set, §2 G)."""
        deck = self._slot("DECK")
        return tuple(name for k, name in enumerate(self._setup.card_names) if deck >> k & 1)

    @property
    def monument_cards_left(self) -> int:
        """How many monument cards are still in the deck (face down, §2 G)."""
        return self._slot("DECK").bit_count()

    @property
    def long_roads_offered(self) -> int:
        """Long roads on offer this round."""
        return self._slot("LONG")

    @property
    def short_sets_offered(self) -> int:
        """Sets of short roads on offer this round."""
        return self._slot("SHORT_OFFER")

    @property
    def tower_offered(self) -> bool:
        """True while this round's tower is on offer."""
        return bool(self._slot("TOWER_UP"))

    @property
    def pedestals(self) -> tuple[int | None, int | None]:
        """Buyers of the 1st- and 2nd-player pedestals this round (None: still on the board)."""
        a, b = self._slot("PED1"), self._slot("PED2")
        return (None if a < 0 else a, None if b < 0 else b)

    @property
    def face_up_monuments(self) -> tuple[str, ...]:
        """Ids of the face-up monument cards."""
        cards = self._setup.monuments.cards
        return tuple(cards[i].id for i in self._slot("FACEUP"))

    @property
    def pending_piece(self) -> str | None:
        """What the pending ``place`` decision places (``"long_road"``, ``"building_tile"``, ``"tower"``,
        ``"monument"``, ``"short_roads"``) or None."""
        k = self._slot("KIND")
        if k == PLACE_SHORT:
            return "short_roads"
        if k == FREE_ROAD:
            return "long_road"
        return PENDING_NAMES[self._slot("PEND")] if k == PLACE else None

    @property
    def short_pieces_left(self) -> tuple[int, ...]:
        """Sizes of the short-road pieces still to place (while placing a set)."""
        return self._slot("SHORT_LEFT")

    @property
    def automaton(self) -> dict[str, int] | None:
        """Solo play: ``{"monuments": n, "rings": r}`` the Automaton took; None with more players."""
        if not self._setup.solo_game:
            return None
        return {"monuments": self._slot("AUTO_MONS"), "rings": self._slot("AUTO_RINGS")}

    @property
    def automaton_card(self) -> int | None:
        """Solo play: the number (1-14, catalogue order) of the solo card the Automaton revealed on its last turn;
        None before its first turn in this game or position, and with more players (§7.2)."""
        k = self._slot("AUTO_CARD")
        return None if not self._setup.solo_game or k is None or k < 0 else k + 1

    @property
    def automaton_discarded(self) -> tuple[str, ...]:
        """Solo play: the items the Automaton discarded on its last turn (notation-like names)."""
        return self._slot("AUTO_LAST")

    @property
    def origin(self) -> dict[str, Any] | None:
        """The prepared start position as a field dict (:mod:`~companion.world_wonders.position`), or None for a
        game from the setup of §2."""
        return self._setup.origin

    @property
    def objectives(self) -> tuple[str, ...]:
        """Ids of the public objective cards in play (advanced play, §7.1); empty in the basic game."""
        return self._setup.objectives

    def objective_results(self) -> list[tuple[Any, list[int], list[int]]]:
        """Per public objective in play: ``(Objective, value per player, points per player)`` for the cities as
        they stand (§7.1, :mod:`~companion.world_wonders.objectives`)."""
        from companion.world_wonders import objectives as ob

        s = self._setup
        facts = [ob.facts_of_position(s, self._data, p) for p in range(len(s.players))]
        return ob.results([ob.by_id(i, s.objective_deck) for i in s.objectives], facts, s.options)

    def catalogues_in_use(self) -> dict[str, Any]:
        """Kind → catalogue for every catalogue this game uses: ``maps``, ``tiles``, ``monuments``,
        ``resource_boards``, ``solo_cards`` (solo play only, §7.2) and ``objective_cards`` (the objective deck,
        when public objectives are in play, §7.1)."""
        s = self._setup
        cats = {"maps": s.maps[0], "tiles": s.tiles_catalogue, "monuments": s.monuments, "resource_boards": s.board}
        if len(s.players) == 1:
            cats["solo_cards"] = s.solo
        if s.objectives:
            cats["objective_cards"] = s.objective_deck
        return cats

    @property
    def catalogues_are_demo(self) -> bool:
        """True if any catalogue in use is demo data (every view says so, naming them:
        :func:`~companion.world_wonders.view.demo_label`)."""
        return any(c.demo for c in self.catalogues_in_use().values())

    def render_text(self) -> str:
        """Multi-line text rendering for logs and tests."""
        from companion.world_wonders.view import render_text

        return render_text(self)

    def to_view(self, lang: str = "en") -> dict[str, Any]:
        """JSON-friendly dict of the position (see :func:`companion.world_wonders.view.to_view`)."""
        from companion.world_wonders.view import to_view

        return to_view(self, lang)

    def __str__(self) -> str:
        return self.render_text()

    def __repr__(self) -> str:
        return f"<World Wonders state: {', '.join(self.players)}; round {self.round}, move {self.ply}>"
