"""The Iquazú position as flat data (iquazu.md §2.6 data model) and the immutable :class:`State` over it.

The position is one flat tuple of ints: every count, every alcove and the pending decision have a fixed
index given by :class:`Layout` (it depends on the player count, the wall's alcoves and columns and the
bonus-tile kinds of the pool). :mod:`companion.iquazu.core` changes such a list with make/unmake;
:class:`State` decodes it into readable fields. What never changes during a game (players, seed, options,
the wall and how its strips are laid, the chance streams, the starting position) is one :class:`Setup`
shared by every state of the game.

Hidden information is chance, not data: the draw pile is kept as counts per colour and the n-th card drawn
in the game is the n-th outcome of the game's ``"cards"`` chance stream applied to the pile at that moment
(a uniformly shuffled deck, drawn in order); the face-down bonus tiles are the pool still unrevealed, and
the five tiles a frame move reveals are drawn the same way from the ``"tiles"`` stream (a uniform shuffle
at setup, §3 step 5). Hands are private: :func:`companion.iquazu.view.player_view` shows a player only what
they may see.

Encodings in the flat data: an alcove is 0 (empty), 1 (a water drop) or ``2 + p`` (a crystal of player p);
``EMPTY`` holds per wall column a bitmask of its empty alcoves (bit j = j-th alcove from the top); a row tile
is the index of its kind in ``setup.tile_kinds`` or -1 (none); colours are indices of
:data:`~companion.iquazu.rules.CARD_COLOURS` (white, blue, orange).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from enum import StrEnum
from operator import itemgetter
from typing import Any, Callable

from companion.engine.chance import stream
from companion.engine.contract import GameState
from companion.iquazu import rules
from companion.iquazu.options import Options
from companion.iquazu.wall import Column, TileKind, Wall

__all__ = ["Decision", "Layout", "Setup", "State", "EMPTY_ALCOVE", "DROP_ALCOVE", "CHANCE_FACES"]

EMPTY_ALCOVE, DROP_ALCOVE = 0, 1
#: faces of the card and tile streams: every pile size up to 60 divides it, so ``outcome % size`` is uniform
#: (31 × lcm(1..60) lies just below 2**88, so drawing an outcome rarely needs a second try)
CHANCE_FACES = 31 * math.lcm(*range(1, rules.CARDS + 1))


class Decision(StrEnum):
    """The kinds of decision an Iquazú game waits for (iquazu.md §4)."""

    TURN = "turn"           #: the crystal-box holder's turn: action, bonus tiles, end
    PAY = "pay"             #: an alcove is chosen for a crystal: pay its cost (§2.3–2.4)
    DISCARD = "discard"     #: hand limit at the end of the turn: discard one card (§2.5)


DECISIONS = tuple(Decision)


class Layout:
    """Indices of every field in the flat data of a game with ``n`` players, ``A`` alcoves in ``W`` wall
    columns and ``T`` bonus-tile kinds. Per player: ``HAND`` (3 colours each), ``SCORE``, ``CRYS`` (crystals
    still in the crystal box), ``HELD`` (tiles held per kind, T each); then ``ALC`` (A), ``EMPTY`` (W),
    ``DRAW`` (3), ``DISC`` (3), ``POOL`` (T face-down tiles per kind), ``ROWT`` (5: the face-up tile of each
    row in the frame's tile column), then one slot per scalar (``KIND`` … ``ROUNDS``)."""

    SCALARS = ("KIND", "ACTIVE", "DROPH", "FRAME", "ACTIONS", "SCORED", "DROPPED", "CDRAWS", "TDRAWS", "DROPS",
               "USED", "REMOVED", "TURN", "ROUNDS", "PALC")
    __slots__ = ("n", "W", "A", "T", "HAND", "SCORE", "CRYS", "HELD", "ALC", "EMPTY", "DRAW", "DISC", "POOL",
                 "ROWT", "size", *SCALARS)

    def __init__(self, n: int, W: int, A: int, T: int) -> None:
        self.n, self.W, self.A, self.T = n, W, A, T
        self.HAND = 0
        self.SCORE = 3 * n
        self.CRYS = self.SCORE + n
        self.HELD = self.CRYS + n
        self.ALC = self.HELD + n * T
        self.EMPTY = self.ALC + A
        self.DRAW = self.EMPTY + W
        self.DISC = self.DRAW + 3
        self.POOL = self.DISC + 3
        self.ROWT = self.POOL + T
        base = self.ROWT + rules.ROWS
        for i, name in enumerate(self.SCALARS):
            setattr(self, name, base + i)
        self.size = base + len(self.SCALARS)


#: (wall column, heights of its alcoves top first) → a small id shared by every game, for the move caches
_COLUMN_IDS: dict[tuple[int, tuple[int, ...]], int] = {}
#: (players, columns, alcoves, tile kinds) → the Layout of the flat data (immutable, shared)
_LAYOUTS: dict[tuple[int, int, int, int], Layout] = {}
#: (wall, layout) → the laid wall's geometry (see :func:`geometry`); bounded
_GEOMETRY: dict[tuple, dict[str, Any]] = {}


_PIECES: dict[tuple, dict[str, Any]] = {}


def _piece(wall: Wall, strip: str, side: str) -> dict[str, Any]:
    """The geometry of one strip side, its columns numbered from 0 (computed once per wall)."""
    key = (wall, strip, side)
    piece = _PIECES.get(key)
    if piece is None:
        columns = wall.side(strip, side)
        sizes, acol, ah, arow, acolour, masks = [], [], [], [], [], []
        for c, column in enumerate(columns):
            m = [0, 0, 0]
            for j, a in enumerate(column.alcoves):
                colour = rules.CARD_COLOURS.index(a.colour)
                m[colour] |= 1 << j
                acol.append(c)
                ah.append(a.height)
                arow.append(a.row)
                acolour.append(colour)
            sizes.append(len(column.alcoves))
            masks.append(tuple(m))
        piece = _PIECES[key] = {
            "columns": columns, "sizes": sizes, "acol": acol, "ah": ah, "arow": arow, "acolour": acolour,
            "aff": [tuple((m[0] if f & 1 else 0) | (m[1] if f & 2 else 0) | (m[2] if f & 4 else 0) for f in range(8))
                    for m in masks],
            "masks": masks, "heights": [tuple(a.height for a in col.alcoves) for col in columns],
        }
    return piece


#: wall → {(strip, side, columns before it, alcoves before it) → that side's geometry placed there}; bounded
_PLACED: dict[Wall, dict[tuple[str, str, int, int], dict[str, Any]]] = {}


def _placed(wall: Wall, strip: str, side: str, col_off: int, alc_off: int) -> dict[str, Any]:
    """The geometry of one strip side laid after ``col_off`` columns holding ``alc_off`` alcoves: its
    alcoves' wall columns, its columns' ids and its part of ``alcove_at`` (a few hundred per wall, computed
    once, so a new layout is composed from them without a loop over alcoves)."""
    piece = _piece(wall, strip, side)
    off = col_off + 1
    return {
        "piece": piece, "cols": len(piece["sizes"]), "alcs": len(piece["acol"]),
        "acol": tuple(c + off for c in piece["acol"]),
        "ids": tuple(_COLUMN_IDS.setdefault((off + i, heights), len(_COLUMN_IDS))
                     for i, heights in enumerate(piece["heights"])),
        "alcove_at": {(c + off, h): alc_off + j for j, (c, h) in enumerate(zip(piece["acol"], piece["ah"]))},
    }


def geometry(wall: Wall, layout: tuple[tuple[str, str], ...]) -> dict[str, Any]:
    """The geometry of ``wall`` laid in ``layout`` that the core reads (cached per wall and layout; composed
    from the strips' sides as placed, see :func:`_placed`): see the derived attributes of :class:`Setup`."""
    key = (wall, layout)
    geo = _GEOMETRY.get(key)
    if geo is not None:
        return geo
    placed = _PLACED.get(wall)
    if placed is None or len(placed) > 20_000:
        placed = _PLACED[wall] = {}
    columns: list[Column] = []
    start, sizes, acol, ah, arow, acolour, aff, masks, ids = [0], [], [], [], [], [], [], [], []
    alcove_at: dict[tuple[int, int], int] = {}
    col_off = alc_off = 0
    for strip, side in layout:
        where = (strip, side, col_off, alc_off)
        part = placed.get(where)
        if part is None:
            part = placed[where] = _placed(wall, strip, side, col_off, alc_off)
        piece = part["piece"]
        columns += piece["columns"]
        sizes += piece["sizes"]
        acol += part["acol"]
        ah += piece["ah"]
        arow += piece["arow"]
        acolour += piece["acolour"]
        aff += piece["aff"]
        masks += piece["masks"]
        ids += part["ids"]
        alcove_at.update(part["alcove_at"])
        col_off += part["cols"]
        alc_off += part["alcs"]
    for size in sizes:
        start.append(start[-1] + size)
    geo = {
        "columns": tuple(columns), "W": len(columns), "positions": len(columns) - 2,
        "col_start": tuple(start), "alc_col": tuple(acol), "alc_height": tuple(ah), "alc_row": tuple(arow),
        "alc_colour": tuple(acolour), "A": len(acol), "alcove_at": alcove_at,
        "colour_masks": tuple(masks), "aff_masks": tuple(aff), "col_ids": tuple(ids),
        "full_masks": tuple((1 << size) - 1 for size in sizes),
        "frame_slots": {},      # filled by placing.place_moves per frame position
    }
    geo.update(_tile_geometry(wall))
    if len(_GEOMETRY) > 20_000:
        _GEOMETRY.clear()
    _GEOMETRY[key] = geo
    return geo


_TILE_GEOMETRY: dict[Wall, dict[str, Any]] = {}


def _tile_geometry(wall: Wall) -> dict[str, Any]:
    """The bonus-tile kinds of the wall's pool and the index groups the core reads (once per wall)."""
    geo = _TILE_GEOMETRY.get(wall)
    if geo is None:
        geo = _TILE_GEOMETRY[wall] = _tiles_of(wall)
    return geo


def _tiles_of(wall: Wall) -> dict[str, Any]:
    kinds = tuple(t for t, _ in wall.tiles)
    backs = {}
    for b in rules.TILE_BACKS:
        idx = [i for i, t in enumerate(kinds) if t.back == b]
        backs[b] = (idx[0], idx[-1] + 1) if idx else (0, 0)
        assert idx == list(range(*backs[b])), "tile kinds are sorted by back"
    return {
        "tile_kinds": kinds, "tile_counts": tuple(c for _, c in wall.tiles), "T": len(kinds),
        "usable_kinds": tuple(i for i, t in enumerate(kinds) if t.kind in ("cards", "double_move")),
        "any_kinds": tuple(i for i, t in enumerate(kinds) if t.kind == "any_colour"),
        "double_kinds": tuple(i for i, t in enumerate(kinds) if t.kind == "double_move"),
        "card_kinds": {v: tuple(i for i, t in enumerate(kinds) if t.kind == "cards" and t.value == v)
                       for v in rules.CARD_TILE_VALUES},
        "back_kinds": {b: tuple(range(*backs[b])) for b in rules.TILE_BACKS},
        "back_range": backs,
    }


_PLAYER_GEOMETRY: dict[tuple[Layout, Wall], dict[str, Any]] = {}


def _getter(indices: tuple[int, ...]) -> Callable[[list[int]], tuple[int, ...]]:
    """``d → tuple(d[i] for i in indices)``, done in C (:func:`operator.itemgetter` gives a tuple from two
    indices on)."""
    if len(indices) >= 2:
        return itemgetter(*indices)
    return lambda d: tuple(d[i] for i in indices)


def _player_geometry(L: Layout, wall: Wall) -> dict[str, Any]:
    """Per player, how the hot paths read the tiles held (once per layout and wall): ``usable_of`` (a getter of
    the counts of the extra-cards and double-move tiles held, a tuple in the order of ``usable_kinds``),
    ``any_at`` (the indices of the colour tiles held) and ``tile_moves_of`` (the tile moves per tuple of held
    counts, filled by :func:`~companion.iquazu.bonus_tiles.tile_moves`)."""
    key = (L, wall)
    geo = _PLAYER_GEOMETRY.get(key)
    if geo is None:
        tiles = _tile_geometry(wall)
        bases = [L.HELD + p * L.T for p in range(L.n)]
        geo = _PLAYER_GEOMETRY[key] = {
            "usable_of": tuple(_getter(tuple(b + t for t in tiles["usable_kinds"])) for b in bases),
            "any_at": tuple(tuple(b + t for t in tiles["any_kinds"]) for b in bases),
            "tile_moves_of": {},
        }
    return geo


@dataclass(frozen=True, eq=False)
class Setup:
    """What never changes in one game, shared by all its states and cores.

    Attributes:
        players: names in turn order (index 0 = start player); colours: crystal colour per player; seed;
        options: :class:`~companion.iquazu.options.Options`; wall: the :class:`~companion.iquazu.wall.Wall`;
        layout: the strips as laid, ``((strip, side), ...)``; chance: chance stream version; origin: the
        prepared start position as a field dict (None for a new game); origin_data: the start as flat data.

    Derived attributes (the geometry the core reads): ``columns`` (the laid wall columns 1..W), ``W``,
    ``positions`` (frame positions, W − 2), ``A`` (alcoves), ``col_start`` (first alcove index of each column,
    W + 1 entries), ``colour_masks`` (per column, the alcoves of each rim colour as a bitmask), ``aff_masks``
    (per column, the union of the colour masks for each set of colours 0–7), ``col_ids`` (shared column ids),
    ``usable_of`` / ``any_at`` / ``tile_moves_of`` (see :func:`_player_geometry`),
    ``alc_col`` / ``alc_height`` / ``alc_row`` / ``alc_colour`` / ``alc_gid`` per alcove,
    ``stones`` (the scoring board for this player count), ``tile_kinds`` and ``tile_counts`` (the pool),
    ``L`` (:class:`Layout`), ``cards`` and ``tiles`` (the chance streams).
    """

    players: tuple[str, ...]
    colours: tuple[str, ...]
    seed: int
    options: Options
    wall: Wall
    layout: tuple[tuple[str, str], ...]
    chance: int
    origin: dict[str, Any] | None = None
    origin_data: tuple = ()

    def __post_init__(self) -> None:
        self.__dict__.update(geometry(self.wall, self.layout))
        n = len(self.players)
        self.__dict__["stones"] = self.wall.stones_for(n)
        key = (n, self.W, self.A, self.T)
        layout = _LAYOUTS.get(key)
        if layout is None:
            layout = _LAYOUTS[key] = Layout(*key)
        self.__dict__["L"] = layout
        self.__dict__.update(_player_geometry(layout, self.wall))
        self.__dict__["cards"] = stream(self.seed, "cards", CHANCE_FACES, self.chance)
        self.__dict__["tiles"] = stream(self.seed, "tiles", CHANCE_FACES, self.chance)

    def key(self) -> tuple:
        """What makes two setups the same game start (for equality of states)."""
        return (self.players, self.colours, self.seed, self.options.key(), self.wall, self.layout, self.chance,
                self.origin_data)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Setup) and (self is other or self.key() == other.key())

    def __hash__(self) -> int:
        return hash((self.players, self.seed))

    def alcove_index(self, column: int, height: int) -> int | None:
        """The index of the alcove at ``height`` of wall ``column`` (None if there is none)."""
        return self.alcove_at.get((column, height))


class State(GameState):
    """An Iquazú position (immutable). Build one with ``games.get("iquazu").new_game(...)``, a prepared position
    with :func:`companion.iquazu.setup.position`, or load a save with ``games.get("iquazu").load(text)``.

    Everything here is the whole table's truth, hands included: show a player :meth:`view` instead.
    """

    __slots__ = ()
    decisions = DECISIONS
    decider_slot = "ACTIVE"          # the crystal-box holder decides (§4)

    # --- static -------------------------------------------------------------------------------------
    @property
    def colours(self) -> tuple[str, ...]:
        """Crystal colour per player."""
        return self._setup.colours

    @property
    def wall(self) -> Wall:
        """The wall data played on (``wall.demo`` is True for invented data)."""
        return self._setup.wall

    @property
    def layout(self) -> tuple[tuple[str, str], ...]:
        """How the rock strips are laid, left to right: ``((strip, side), ...)``."""
        return self._setup.layout

    @property
    def columns(self) -> tuple[Column, ...]:
        """The laid wall: columns 1..W (``columns[c - 1]``), alcoves top first."""
        return self._setup.columns

    @property
    def origin(self) -> dict[str, Any] | None:
        """The prepared starting position (field dict) or None for a game started by ``new_game``."""
        return self._setup.origin

    # --- decoded position ---------------------------------------------------------------------------
    @property
    def slots(self) -> Any:
        """The layout of the flat data (``setup.L``: ``layout`` names how the rock strips are laid)."""
        return self._setup.L

    @property
    def active(self) -> int:
        """The crystal-box holder (whose turn it is, §4)."""
        return self._slot("ACTIVE")

    @property
    def drop_holder(self) -> int:
        """The drop-box holder (§3 step 11, §5.4 c)."""
        return self._slot("DROPH")

    @property
    def frame(self) -> int:
        """The frame position p (1..W − 2): placement columns p..p + 4, tile column p + 5 (§2.2)."""
        return self._slot("FRAME")

    @property
    def chosen_alcove(self) -> tuple[int, int] | None:
        """At a payment decision: the alcove chosen, ``(wall column, height)``; else None (§4 step 1 B)."""
        if self._slot("KIND") != 1:
            return None
        a = self._slot("PALC")
        return (self._setup.alc_col[a], self._setup.alc_height[a])

    @property
    def actions_left(self) -> int:
        """Actions the active player may still take this turn (1, more with double moves, §4, §1.1)."""
        return self._slot("ACTIONS")

    @property
    def scored_this_turn(self) -> bool:
        """A scoring round happened in this turn (no drop step follows, §5.5 special case 2)."""
        return bool(self._slot("SCORED"))

    @property
    def hands(self) -> tuple[tuple[int, int, int], ...]:
        """Per player, cards held per colour (white, blue, orange). Private: see :meth:`view`."""
        d, n = self._data, self._setup.L.n
        return tuple((d[3 * p], d[3 * p + 1], d[3 * p + 2]) for p in range(n))  # type: ignore[misc]

    @property
    def scores(self) -> tuple[int, ...]:
        """Per player, the true score on the track (laps of 80 included, §6.3), before the final scoring."""
        L = self._setup.L
        return self._data[L.SCORE:L.SCORE + L.n]

    @property
    def crystals_left(self) -> tuple[int, ...]:
        """Per player, crystals still in the crystal box (34 at the start, §3 step 8)."""
        L = self._setup.L
        return self._data[L.CRYS:L.CRYS + L.n]

    @property
    def tiles_held(self) -> tuple[dict[TileKind, int], ...]:
        """Per player, the bonus tiles held and not used: ``{TileKind: count}``."""
        s, d = self._setup, self._data
        T, H = s.L.T, s.L.HELD
        return tuple({s.tile_kinds[t]: d[H + p * T + t] for t in range(T) if d[H + p * T + t]}
                     for p in range(s.L.n))

    @property
    def alcoves(self) -> tuple[tuple[tuple[int, str | int | None], ...], ...]:
        """Per wall column, its alcoves top first as ``(height, content)``: content None (empty), ``"drop"``
        or the index of the player whose crystal is there."""
        s, d = self._setup, self._data
        out = []
        for c in range(s.W):
            col = []
            for a in range(s.col_start[c], s.col_start[c + 1]):
                v = d[s.L.ALC + a]
                col.append((s.alc_height[a], None if v == 0 else rules.DROP if v == 1 else v - 2))
            out.append(tuple(col))
        return tuple(out)

    def content(self, column: int, height: int) -> str | int | None:
        """What is in the alcove at ``height`` of wall ``column``: None, ``"drop"`` or a player index.

        Raises:
            KeyError: no such alcove.
        """
        a = self._setup.alcove_index(column, height)
        if a is None:
            raise KeyError((column, height))
        v = self._data[self._setup.L.ALC + a]
        return None if v == 0 else rules.DROP if v == 1 else v - 2

    @property
    def draw_pile(self) -> int:
        """Cards in the draw pile (their order is unknown: chance)."""
        L = self._setup.L
        return sum(self._data[L.DRAW:L.DRAW + 3])

    @property
    def discard_pile(self) -> tuple[int, int, int]:
        """Cards in the discard pile per colour (face up)."""
        L = self._setup.L
        return self._data[L.DISC:L.DISC + 3]  # type: ignore[return-value]

    @property
    def drops_left(self) -> int:
        """Water drops in the drop box (50 at the start, §1)."""
        return self._slot("DROPS")

    @property
    def row_tiles(self) -> tuple[TileKind | None, ...]:
        """The face-up tile of each row 1–5 in the frame's tile column (None: taken or none)."""
        s, d = self._setup, self._data
        return tuple(None if d[s.L.ROWT + r] < 0 else s.tile_kinds[d[s.L.ROWT + r]] for r in range(rules.ROWS))

    @property
    def face_down_tiles(self) -> dict[str, int]:
        """Bonus tiles still face down on the wall, per back (what they are is chance, §3 step 5)."""
        s, d = self._setup, self._data
        return {b: sum(d[s.L.POOL + t] for t in s.back_kinds[b]) for b in rules.TILE_BACKS}

    @property
    def used_tiles(self) -> int:
        """Single-use tiles used so far (out of play, §1.1)."""
        return self._slot("USED")

    @property
    def removed_tiles(self) -> int:
        """Row tiles removed from the game because their row had no crystal (§5.3)."""
        return self._slot("REMOVED")

    @property
    def turn(self) -> int:
        """Turns started so far (1 at the start player's first turn)."""
        return self._slot("TURN")

    @property
    def scorings(self) -> int:
        """Scoring rounds held so far (the end scoring not included)."""
        return self._slot("ROUNDS")

    # --- views --------------------------------------------------------------------------------------
    def view(self, player: int | None = None, lang: str = "en") -> dict[str, Any]:
        """What ``player`` may see (own hand, others' hands as counts), JSON-friendly; None: a spectator
        (every hand as counts). See :func:`companion.iquazu.view.player_view`."""
        from companion.iquazu.view import player_view

        return player_view(self, player, lang)

    def render_text(self) -> str:
        """Multi-line text rendering for logs and tests (the whole table, hands included)."""
        from companion.iquazu.view import render_text

        return render_text(self)

    def __str__(self) -> str:
        return self.render_text()

    def __repr__(self) -> str:
        return f"<Iquazú state: {', '.join(self.players)}; frame {self.frame}, move {self.ply}>"
