"""The Meduris position as flat data (meduris.md §2.4 data model) and the immutable :class:`State` over it.

The position is one flat tuple of ints (the core's list, snapshotted): every count, every site, every
stack slot and the pending decision have a fixed index given by :class:`Layout` (it depends on the player
count, the number of sites and of rune districts). :mod:`companion.meduris.core` changes such a list with
make/unmake; :class:`State` decodes it into the readable fields below, so the rule code is fast and the
API stays readable. Everything that never changes during a game (players, colours, seed, options, board,
the die stream, the starting position) lives in one :class:`Setup` shared by every state of the game.

Index conventions: players are indexed 0..n-1 in turn order (index 0 = start player); resources and
plateaus in the order of :data:`companion.meduris.rules.RESOURCES` (wood, wool, copper, stone); sites
1..N (``state.sites[site - 1]``); rune stones by district index of ``board.districts``.

Encodings in the flat data: a site is 0 (empty), ``1 + 2p`` (hut of p) or ``2 + 2p`` (temple of p); a bonus
slot is an index of :data:`BONUS_CODES`; "none" (no rune holder, no end trigger) is -1 and "no site" is 0.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache
from typing import Any

from companion.engine.chance import ChanceStream, stream
from companion.engine.contract import GameState
from companion.meduris.board import Board
from companion.meduris.options import Options
from companion.meduris.rules import DIE_FACES, RESOURCES

__all__ = ["Decision", "Phase", "Pending", "Layout", "Setup", "State", "BONUS_CODES", "ENDED_BY"]


class Decision(StrEnum):
    """The kinds of decision a Meduris game waits for (meduris.md §3, §4.10); equal to their names."""

    PLACE_BONUS = "place_bonus"     #: setup step 6: put a face-down bonus chip on a site (option)
    PLACE_WORKER = "place_worker"   #: setup step 7: put a worker on a plateau
    ROLL = "roll"                   #: part 1: roll the die (§4.1)
    TAKE = "take"                   #: "+1" face: take a chip (§4.1)
    RETURN = "return"               #: "-1" face: return a chip (§4.1)
    ACTION = "action"               #: part 2: big yield, hut or temple (§4.2-4.4)
    OFFER = "offer"                 #: the offering ritual at the druid's hut (§4.7)


class Phase(StrEnum):
    """Phases of a game: setup (§3), play (§4), the druid's last lap (§5.2), over."""

    SETUP = "setup"
    PLAY = "play"
    FINAL_LAP = "final_lap"
    OVER = "over"


DECISIONS = tuple(Decision)
PHASES = tuple(Phase)
#: Bonus slot codes: 0 none, then the three chip kinds (§1), then a chip lying face down (setup step 6).
BONUS_CODES = (None, "plus2", "free_build", "druid", "face_down")
#: Why the game ended (``State.ended_by``): None, both temples and all huts built (§5.1.1), the Polish
#: resource trigger (§5.1.2), or the simulation turn limit (``Options.turn_limit``).
ENDED_BY = (None, "all_built", "resources", "turn_limit")


@dataclass(frozen=True, slots=True)
class Pending:
    """The decision the game waits for (meduris.md §4.10).

    Attributes:
        kind: the :class:`Decision`'s value, e.g. ``"action"``.
        player: index of the deciding player.
        site: for ``"offer"``: the hut site the druid stands on.
        queue: for ``"take"``/``"return"``: players still to decide after this one (turn order).
    """

    kind: str
    player: int
    site: int | None = None
    queue: tuple[int, ...] = ()


class Layout:
    """Indices of every field in the flat data of a game with ``n`` players, ``N`` sites and ``D`` rune
    districts. Per-player fields start at ``RES`` (4 per player), ``SCORE``, ``HUTS``, ``TEMPLES``; then
    ``SUPPLY`` (4), ``STACK`` (4 plateaus x 3 slots, bottom first, -1 empty), ``HEIGHT`` (4), ``SITES``
    (N), ``BONUS`` (N), ``RUNES`` (D), then one slot per scalar (``PHASE`` … ``BONUS_PLACED``), then four
    site bitmasks kept in step with the sites for the move generator (bit i = site i + 1): ``OCC`` (built
    on), ``HUTM`` (huts), ``CHIPM`` (any bonus chip), ``FREEM`` (free-build chips), and three of the empty
    sites by hut cost k: ``K2M`` (k = 2), ``K3M`` (k = 3), ``K4M`` (k >= 4) (:mod:`companion.meduris.settlement`);
    last ``WORKM`` (n), per player the stack slots holding his workers (bit 3 * plateau + slot), kept in
    step with the stacks."""

    __slots__ = ("n", "N", "D", "RES", "SCORE", "HUTS", "TEMPLES", "SUPPLY", "STACK", "HEIGHT", "SITES", "BONUS",
                 "RUNES", "PHASE", "KIND", "PLAYER", "PSITE", "ACTIVE", "TURN", "ROLLS", "LAST_ROLL", "DSTEP",
                 "DSITE", "BUILDINGS", "TRIGGER", "EXTRA", "MARK", "ENDED", "SINCE_BUILD", "BONUS_PLACED",
                 "OCC", "HUTM", "CHIPM", "FREEM", "K2M", "K3M", "K4M", "WORKM", "size")

    SCALARS = ("PHASE", "KIND", "PLAYER", "PSITE", "ACTIVE", "TURN", "ROLLS", "LAST_ROLL", "DSTEP", "DSITE",
               "BUILDINGS", "TRIGGER", "EXTRA", "MARK", "ENDED", "SINCE_BUILD", "BONUS_PLACED",
               "OCC", "HUTM", "CHIPM", "FREEM", "K2M", "K3M", "K4M")

    def __init__(self, n: int, N: int, D: int) -> None:
        self.n, self.N, self.D = n, N, D
        self.RES = 0
        self.SCORE = 4 * n
        self.HUTS = self.SCORE + n
        self.TEMPLES = self.HUTS + n
        self.SUPPLY = self.TEMPLES + n
        self.STACK = self.SUPPLY + 4
        self.HEIGHT = self.STACK + 12
        self.SITES = self.HEIGHT + 4
        self.BONUS = self.SITES + N
        self.RUNES = self.BONUS + N
        base = self.RUNES + D
        for i, name in enumerate(self.SCALARS):
            setattr(self, name, base + i)
        self.WORKM = base + len(self.SCALARS)
        self.size = self.WORKM + n


@lru_cache(maxsize=64)
def _layout(n: int, N: int, D: int) -> Layout:
    """The (shared, never changed) layout of games with ``n`` players, ``N`` sites and ``D`` districts."""
    return Layout(n, N, D)


@dataclass(frozen=True, eq=False)
class Setup:
    """What never changes in one game: shared by all its states (and by its cores).

    Attributes:
        players: names in turn order; colours: colour per player; seed: the game seed; options: the
        :class:`~companion.meduris.options.Options`; board: the board side; chance: the die stream version
        (see :mod:`companion.engine.chance`); origin: the starting position as a field dict (None for a
        new game); origin_data: the starting position as flat data; layout: the :class:`Layout`.
    """

    players: tuple[str, ...]
    colours: tuple[str, ...]
    seed: int
    options: Options
    board: Board
    chance: int
    origin: dict[str, Any] | None = None
    origin_data: tuple = ()
    layout: Layout = field(default=None)  # type: ignore[assignment]
    die: ChanceStream = field(default=None)  # type: ignore[assignment]

    def __post_init__(self) -> None:
        if self.layout is None:
            object.__setattr__(self, "layout", _layout(len(self.players), self.board.size, len(self.board.districts)))
        if self.die is None:
            object.__setattr__(self, "die", stream(self.seed, "roll", len(DIE_FACES), self.chance))

    def key(self) -> tuple:
        """What makes two setups the same game start (for equality of states)."""
        return (self.players, self.colours, self.seed, self.options, self.board.name, self.chance, self.origin_data)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Setup) and (self is other or self.key() == other.key())

    def __hash__(self) -> int:
        return hash((self.players, self.seed))


def _site(v: int) -> tuple[str, int] | None:
    if v == 0:
        return None
    return ("hut", (v - 1) >> 1) if v & 1 else ("temple", (v - 1) >> 1)


class State(GameState):
    """A Meduris position (immutable). Build one with :func:`companion.meduris.engine.new_game`, a prepared
    position with :func:`companion.meduris.engine.position`, or load a save with ``games.get("meduris").load``.

    Read-only fields (decoded from the flat data):
        players, colours, seed, options, board; phase (a :class:`Phase`); pending (:class:`Pending` or None);
        active (whose turn); turn (turns started); rolls (die rolls made: the stream counter); last_roll (last
        face or None); resources (per player, chips per resource, hidden behind the screen); scores (points
        on the track); huts_left / temples_left (per player, in front of the screen); supply (chips per
        plateau); stacks (per plateau, worker owners bottom -> top); sites (per site None or
        ``("hut"|"temple", owner)``); bonus (per site None or the chip: ``"plus2"``, ``"free_build"``,
        ``"druid"``, ``"face_down"`` while players still place them); runes (per district, holder or None);
        druid_step (0 temple, 1-3 stone steps); druid_site (site or None while on the steps); buildings
        (made so far); end_trigger (player or None); extra_turns; final_mark (site marked for the last lap,
        §5.2); ended_by; turns_since_build; history (moves since the start); origin (the prepared start
        position as a field dict, None for a new game).
    """

    __slots__ = ()
    decisions = DECISIONS

    # --- static -------------------------------------------------------------------------------------
    @property
    def colours(self) -> tuple[str, ...]:
        """Colour per player."""
        return self._setup.colours

    @property
    def board(self) -> Board:
        """The board side in use."""
        return self._setup.board

    @property
    def origin(self) -> dict[str, Any] | None:
        """The prepared starting position (field dict) or None for a game started by ``new_game``."""
        return self._setup.origin

    # --- decoded position -----------------------------------------------------------------------------
    def _slice(self, start: int, length: int) -> tuple:
        return self._data[start:start + length]

    @property
    def phase(self) -> Phase:
        """The phase: setup, play, final_lap or over."""
        return PHASES[self._data[self._setup.layout.PHASE]]

    @property
    def pending(self) -> Pending | None:
        """The decision waited for, None when the game is over."""
        L, d = self._setup.layout, self._data
        kind = d[L.KIND]
        if kind < 0:
            return None
        kind = DECISIONS[kind].value
        p = d[L.PLAYER]
        queue: tuple[int, ...] = ()
        if kind in (Decision.TAKE, Decision.RETURN):
            n, a = L.n, d[L.ACTIVE]
            queue = tuple((p + i) % n for i in range(1, (a - p - 1) % n + 1))   # up to the roller, excluded
        return Pending(kind, p, d[L.PSITE] or None, queue)

    @property
    def active(self) -> int:
        """Index of the player whose turn it is."""
        return self._data[self._setup.layout.ACTIVE]

    @property
    def turn(self) -> int:
        """Turns started so far (0 during setup)."""
        return self._data[self._setup.layout.TURN]

    @property
    def rolls(self) -> int:
        """Die rolls made so far (the die stream's counter)."""
        return self._data[self._setup.layout.ROLLS]

    @property
    def last_roll(self) -> str | None:
        """The last die face, None before the first roll."""
        v = self._data[self._setup.layout.LAST_ROLL]
        return None if v < 0 else DIE_FACES[v]

    @property
    def resources(self) -> tuple[tuple[int, int, int, int], ...]:
        """Per player, chips held per resource (behind the screen)."""
        d = self._data
        return tuple(tuple(d[4 * p:4 * p + 4]) for p in range(self._setup.layout.n))  # type: ignore[misc]

    @property
    def scores(self) -> tuple[int, ...]:
        """Per player, points on the score track."""
        L = self._setup.layout
        return self._slice(L.SCORE, L.n)

    @property
    def huts_left(self) -> tuple[int, ...]:
        """Per player, huts still in front of the screen."""
        L = self._setup.layout
        return self._slice(L.HUTS, L.n)

    @property
    def temples_left(self) -> tuple[int, ...]:
        """Per player, temples still in front of the screen."""
        L = self._setup.layout
        return self._slice(L.TEMPLES, L.n)

    @property
    def supply(self) -> tuple[int, int, int, int]:
        """Chips on each plateau."""
        return self._slice(self._setup.layout.SUPPLY, 4)  # type: ignore[return-value]

    @property
    def stacks(self) -> tuple[tuple[int, ...], ...]:
        """Per plateau, the owners of its workers, bottom -> top (at most 3)."""
        L, d = self._setup.layout, self._data
        return tuple(tuple(d[L.STACK + 3 * r:L.STACK + 3 * r + d[L.HEIGHT + r]]) for r in range(4))

    @property
    def sites(self) -> tuple[tuple[str, int] | None, ...]:
        """Per site, None or ``("hut"|"temple", owner)``."""
        L = self._setup.layout
        return tuple(_site(v) for v in self._slice(L.SITES, L.N))

    @property
    def bonus(self) -> tuple[str | None, ...]:
        """Per site, None or the bonus chip lying there."""
        L = self._setup.layout
        return tuple(BONUS_CODES[v] for v in self._slice(L.BONUS, L.N))

    @property
    def runes(self) -> tuple[int | None, ...]:
        """Per rune district, the player holding its rune stone, or None (supply)."""
        L = self._setup.layout
        return tuple(None if v < 0 else v for v in self._slice(L.RUNES, L.D))

    @property
    def druid_step(self) -> int:
        """0 = on his temple, 1..3 = on that stone step (meaningful while ``druid_site`` is None)."""
        return self._data[self._setup.layout.DSTEP]

    @property
    def druid_site(self) -> int | None:
        """The site the druid stands on, None while he is off the ring."""
        return self._data[self._setup.layout.DSITE] or None

    @property
    def buildings(self) -> int:
        """Buildings made in the game so far (druid steps, §4.6)."""
        return self._data[self._setup.layout.BUILDINGS]

    @property
    def end_trigger(self) -> int | None:
        """The player who triggered the end (§5.1), or None."""
        v = self._data[self._setup.layout.TRIGGER]
        return None if v < 0 else v

    @property
    def extra_turns(self) -> int:
        """Turns still to play after the end trigger."""
        return self._data[self._setup.layout.EXTRA]

    @property
    def final_mark(self) -> int | None:
        """The site marked by the die for the last lap (§5.2), or None."""
        return self._data[self._setup.layout.MARK] or None

    @property
    def ended_by(self) -> str | None:
        """``"all_built"``, ``"resources"`` (PL trigger), ``"turn_limit"`` or None."""
        return ENDED_BY[self._data[self._setup.layout.ENDED]]

    @property
    def turns_since_build(self) -> int:
        """Consecutive finished turns without a building (PL trigger)."""
        return self._data[self._setup.layout.SINCE_BUILD]

    # --- API ------------------------------------------------------------------------------------------
    def legal_moves(self, *, exchanges: bool = True) -> list:
        """Moves the current decider may make (empty list when the game is over).

        Args:
            exchanges: include the decider's 3-for-1 exchanges (meduris.md §4.5), legal at every decision.
        """
        moves = super().legal_moves()
        if exchanges:
            return moves
        from companion.meduris.moves import Exchange

        return [m for m in moves if type(m) is not Exchange]

    def replace(self, **fields: Any) -> "State":
        """A prepared position: this position with ``fields`` changed (any field of :func:`position_fields`),
        as the start of a new game line (no history). For tests and lessons; component counts are checked.

        Raises:
            InvalidPosition: the result breaks a component count or rule (see
                :func:`companion.meduris.setup.check_position`).
        """
        from companion.meduris.setup import start_from_fields
        from companion.meduris.serialize import position_fields

        d = position_fields(self)
        d.update(fields)
        pend = d["pending"]
        if isinstance(pend, Pending):
            d["pending"] = {"kind": str(pend.kind), "player": pend.player, "site": pend.site}
        return start_from_fields(self._setup, d)

    def to_view(self) -> dict[str, Any]:
        """JSON-friendly dict for the board widget (see :func:`companion.meduris.view.to_view`)."""
        from companion.meduris.view import to_view

        return to_view(self)

    def render_text(self) -> str:
        """Multi-line text rendering for logs and tests."""
        from companion.meduris.view import render_text

        return render_text(self)

    def __str__(self) -> str:
        return self.render_text()

    def __repr__(self) -> str:
        return f"<Meduris state: {', '.join(self.players)}; {self.phase}, move {self.ply}>"

    @classmethod
    def from_json(cls, text: str | bytes) -> "State":
        """Load a saved game (same as ``games.get("meduris").load(text)``).

        Raises:
            InvalidSave: not a valid save (see :meth:`companion.engine.contract.Game.load`).
        """
        from companion.meduris.engine import MEDURIS

        return MEDURIS.load(text)  # type: ignore[return-value]
