"""Immutable Meduris game state (meduris.md §2.4 data model).

A :class:`State` is a frozen dataclass of tuples. It never changes: :meth:`State.apply` returns a new
state (the old one keeps working, e.g. for undo or search). Rules live in
:mod:`companion.meduris.engine` (and the rule modules it gathers); the methods here delegate to it. This
module imports no rule module: the engine is looked up when a method is first called, so every rule
module may import :class:`State` without an import cycle.

Index conventions: players are indexed 0..n-1 in turn order (index 0 = start player); resources and
plateaus in the order of :data:`companion.meduris.rules.RESOURCES` (wood, wool, copper, stone);
sites 1..N (``state.sites[site - 1]``); rune stones by district index of ``board.districts``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from companion.meduris.board import Board
from companion.meduris.moves import Move
from companion.meduris.options import Options


@dataclass(frozen=True, slots=True)
class Pending:
    """The decision the game waits for (meduris.md §4.10).

    Attributes:
        kind: ``"place_worker"`` (setup §3.7), ``"roll"`` (§4.1), ``"take"`` ("+1" face), ``"return"``
            ("-1" face), ``"action"`` (part 2: big yield / hut / temple, §4.2-4.4), ``"offer"`` (ritual §4.7).
        player: index of the deciding player.
        site: for ``"offer"``: the hut site the druid stands on.
        queue: for ``"take"``/``"return"``: players still to decide after this one (turn order).
    """

    kind: str
    player: int
    site: int | None = None
    queue: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class State:
    """A Meduris position. Build one with :func:`companion.meduris.engine.new_game` (a new game) or
    :func:`companion.meduris.engine.position` (a prepared position).

    Attributes:
        players: player names in turn order.
        colours: colour per player.
        seed: RNG seed of the game (die rolls and setup derive from it).
        options: the :class:`~companion.meduris.options.Options` in force.
        board: the board side in use.
        phase: ``"setup"`` (worker placement), ``"play"``, ``"final_lap"`` (druid's last lap, §5.2) or ``"over"``.
        pending: the decision waited for, None when the game is over.
        active: index of the player whose turn it is.
        turn: number of turns started (0 during setup).
        rolls: number of die rolls made so far (the RNG counter).
        last_roll: last die face (a resource, ``"plus1"`` or ``"minus1"``), None before the first roll.
        resources: per player, chips held per resource (hidden behind the screen), in chips.
        scores: per player, points on the score track.
        huts_left / temples_left: per player, buildings still in front of the screen.
        supply: chips on each plateau.
        stacks: per plateau, worker owners bottom -> top (max 3).
        sites: per site, None or ``("hut"|"temple", owner)``.
        bonus: per site, None or the bonus chip lying there (``"plus2"``, ``"free_build"``, ``"druid"``).
        runes: per district, the player index holding its rune stone, or None (supply).
        druid_step: 0 = on his temple, 1..3 = on that stone step (meaningful while ``druid_site`` is None).
        druid_site: site the druid stands on, None while he is off the ring.
        buildings: buildings made in the game so far (druid steps, §4.6).
        end_trigger: index of the player who triggered the end (§5.1), or None.
        extra_turns: turns still to play after the end trigger.
        final_mark: site marked by the die for the last lap (§5.2), or None.
        ended_by: ``"all_built"``, ``"resources"`` (PL trigger), ``"turn_limit"`` or None.
        turns_since_build: consecutive finished turns without a building (PL trigger).
        history: moves applied since the start of the game (:func:`new_game` or :func:`position`).
        origin: None for a game started by :func:`~companion.meduris.engine.new_game`; for a game started
            from a prepared position (:func:`~companion.meduris.engine.position`), that starting position
            as canonical JSON text (every field above from ``phase`` to ``turns_since_build``), so
            :meth:`undo`, :func:`~companion.meduris.engine.replay` and JSON round trips rebuild it exactly.
    """

    players: tuple[str, ...]
    colours: tuple[str, ...]
    seed: int
    options: Options
    board: Board
    phase: str
    pending: Pending | None
    active: int
    turn: int
    rolls: int
    last_roll: str | None
    resources: tuple[tuple[int, int, int, int], ...]
    scores: tuple[int, ...]
    huts_left: tuple[int, ...]
    temples_left: tuple[int, ...]
    supply: tuple[int, int, int, int]
    stacks: tuple[tuple[int, ...], ...]
    sites: tuple[tuple[str, int] | None, ...]
    bonus: tuple[str | None, ...]
    runes: tuple[int | None, ...]
    druid_step: int
    druid_site: int | None
    buildings: int
    end_trigger: int | None
    extra_turns: int
    final_mark: int | None
    ended_by: str | None
    turns_since_build: int
    history: tuple[Move, ...] = ()
    origin: str | None = None
    parent: "State | None" = field(default=None, compare=False, repr=False)

    # --- contract ------------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        """Index of the player who must decide now, or None if the game is over."""
        return None if self.pending is None else self.pending.player

    @property
    def is_terminal(self) -> bool:
        """True once the druid's last lap is over (meduris.md §5.2)."""
        return self.phase == "over"

    def legal_moves(self, *, exchanges: bool = True) -> list[Move]:
        """Moves the current decider may make (empty list when the game is over).

        Args:
            exchanges: include 3-for-1 exchanges (meduris.md §4.5); they are legal at every decision.
        """
        return _engine().legal_moves(self, exchanges=exchanges)

    def apply(self, move: Move) -> "State":
        """Return the state after ``move``; this state is unchanged.

        Raises:
            IllegalMove: the move breaks a rule (message names the rule section); nothing changes.
        """
        return _engine().apply(self, move)

    def undo(self) -> "State":
        """Return the state before the last move (replays from the game's start if no parent is kept).

        Raises:
            IllegalMove: there is no move to undo.
        """
        return _engine().undo(self)

    def to_json(self) -> str:
        """Serialise everything (incl. options, board and move history) to a JSON string."""
        return _engine().state_to_json(self)

    @classmethod
    def from_json(cls, text: str) -> "State":
        """Inverse of :meth:`to_json` (the parent chain is rebuilt lazily by :meth:`undo`)."""
        return _engine().state_from_json(text)

    def to_view(self) -> dict[str, Any]:
        """JSON-friendly dict for the board widget (see :func:`companion.meduris.engine.to_view`)."""
        return _engine().to_view(self)

    def render_text(self) -> str:
        """Multi-line text rendering for logs and tests."""
        return _engine().render_text(self)

    def __str__(self) -> str:
        return _engine().render_text(self)


_ENGINE: Any = None


def _engine() -> Any:
    """The :mod:`companion.meduris.engine` module, imported on first use (it imports this module)."""
    global _ENGINE
    if _ENGINE is None:
        import companion.meduris.engine as engine

        _ENGINE = engine
    return _ENGINE
