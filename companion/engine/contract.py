"""The game contract: what every rules engine provides, and the immutable state every game gets for free.

A game with an engine is one :class:`Game` object (registered in :mod:`companion.games`) plus three
pieces of its own:

* a **setup** object: what never changes during a game (players, seed, options, board, chance streams,
  the starting position), shared by every state of the game;
* a **core** (:class:`Core`): the position as flat mutable data with make/unmake —
  :meth:`Core.push` a legal move, :meth:`Core.pop` it again (python-chess ``push``/``pop``); ``push`` refuses,
  for every game alike, an object that is not one of the game's move types (:attr:`Core.move_types`). Legality is
  *membership in* :meth:`Core.legal_moves` (as in OpenSpiel): each rule module generates its moves and
  applies them side by side, and :meth:`Core.refusal` only explains a move that is not in the list;
* a :class:`GameState` subclass that names the fields of its snapshot.

:class:`GameState` is the immutable edge: a snapshot tuple of the core's data plus the move history as a
shared linked list (no per-move copy of the history, so cost per move and memory stay flat in game
length). ``state.apply(move)`` loads a core from the snapshot, pushes the move and snapshots again; the old
state never changes. Fast loops (bots, search, the conformance harness) use the core directly.

Example (Meduris):
    >>> from companion import games
    >>> game = games.get("meduris")
    >>> state = game.new_game(["Ann", "Bob"], seed=7)
    >>> state.current_player, state.is_over
    (0, False)
    >>> move = state.legal_moves()[0]
    >>> game.parse_move(str(move)) == move          # notation round trip
    True
    >>> after = state.apply(move)
    >>> after.history == (move,) and state.history == ()
    True
    >>> game.load(after.to_json()).history == after.history
    True
"""
from __future__ import annotations

import json
from abc import ABC, abstractmethod
from typing import Any, Callable, ClassVar, Hashable, Iterator, Sequence

from companion.errors import CompanionError, IllegalMove, InvalidMove, InvalidSave
from companion.i18n import N_, Phrase, render

__all__ = ["Core", "Game", "GameState", "ActionSpace"]

#: a move told for the players (the move log, lessons, What-if): who makes it, then its words
_WHO_MOVES = N_("{player}: {move}")


class Core(ABC):
    """A position as flat mutable data, with make/unmake (one per game engine).

    Subclasses keep the position in ``self.d`` (a flat list), its copies saved by :meth:`push` in
    ``self._saved`` (a list used as a stack, so :meth:`pop` and :meth:`snapshot` are written once, here) and
    the game's setup in ``self.s`` (its ``players`` are :attr:`players`).
    Moves given to :meth:`push` must be legal (members of :meth:`legal_moves`); legality is not checked there,
    so search and random play pay no checking cost. :meth:`GameState.apply` checks membership first. Only the
    move's type is checked (one set lookup): anything else (None, notation text, another game's move) is refused
    with the game's :attr:`not_a_move` before anything changes, never half-applied by a rule function.
    """

    __slots__ = ("plan",)
    #: the game's move types (the members of its ``moves.Move`` union); :meth:`push` refuses any other object
    move_types: ClassVar[frozenset[type]] = frozenset()
    #: the game's error for an object that is none of its moves, naming it and the rule that lists the moves
    #: (``not_a_move(thing) -> InvalidMove``, the ``not_a_move`` of the game's moves module, a ``staticmethod``)
    not_a_move: ClassVar[Callable[[Any], InvalidMove]]
    #: a core whose game draws inside ``push`` (:attr:`Game.chance_draws`) asks this
    #: :class:`~companion.engine.chance.DrawPlan` for each draw when it is set (a drawing core sets it to None
    #: in ``__init__``: the seeded streams then decide, as always)
    plan: Any

    @abstractmethod
    def legal_moves(self) -> list:
        """The moves the current decider may make now (``[]`` when the game is over)."""

    def other_moves(self) -> list:
        """Moves other players may make now, out of turn (e.g. Meduris' exchange "at any moment"); each
        names the player who makes it in its ``player`` field."""
        return []

    def chance_moves(self) -> list:
        """The decider's chance move with its outcome fixed, one per outcome (a teacher's or a test's "suppose
        the die shows wool"); ``[]`` unless the pending decision is a chance event."""
        return []

    def accepts(self, move: Any) -> bool:
        """True if ``move`` may be made now: the decider's legal move, another player's out-of-turn move, or
        a chance move with a chosen outcome (the one definition of legality used by ``apply`` and replay)."""
        return move in self.legal_moves() or move in self.chance_moves() or move in self.other_moves()

    def push(self, move: Any) -> None:
        """Make the legal ``move`` (legality unchecked; see the class docstring) by the game's :meth:`make`.

        Raises:
            InvalidMove: ``move`` is not of one of the game's :attr:`move_types` (the game's :attr:`not_a_move`,
                citing the rule that lists its moves); nothing is changed or saved, so there is nothing to pop.
        """
        if type(move) not in self.move_types:
            raise self.not_a_move(move)
        self.make(move)

    @abstractmethod
    def make(self, move: Any) -> None:
        """Make the legal ``move``, of one of :attr:`move_types` (only :meth:`push` calls this): save what
        :meth:`pop` restores, then the apply step of the rule module that owns the move's type."""

    def push_drawing(self, move: Any, outcomes: Sequence[int] = (), rng: Any = None) -> Any:
        """Make the legal ``move`` with the outcomes of its draws chosen (a game with
        :attr:`Game.chance_draws`): ``outcomes`` for its first draws, then ``rng``'s
        (:class:`~companion.engine.chance.DrawPlan`).

        Returns:
            None when the move was made, or the :class:`~companion.engine.chance.PendingDraw` of the first draw
            without an outcome — the move is then undone (the position is as before): choose an outcome and
            push again with one more.

        Raises:
            ValueError: a chosen outcome cannot come up (nothing changes).
            InvalidMove: ``move`` is not a move of this game (:meth:`push`; nothing changes).
        """
        from companion.engine.chance import DrawPlan, PendingDraw

        self.plan = DrawPlan(outcomes, rng)
        depth = len(self._saved)
        try:
            self.push(move)
        except (PendingDraw, ValueError) as exc:
            if len(self._saved) > depth:        # not so when push refused the move before saving (not_a_move)
                self.d = self._saved[depth]
                del self._saved[depth:]
            if isinstance(exc, ValueError):
                raise
            return exc
        finally:
            self.plan = None
        return None

    def pop(self) -> None:
        """Unmake the last pushed move (the data :meth:`push` saved comes back).

        Raises:
            IndexError: nothing was pushed on this core.
        """
        self.d = self._saved.pop()

    def snapshot(self) -> tuple:
        """The position as an immutable tuple (what a :class:`GameState` keeps)."""
        return tuple(self.d)

    @property
    def players(self) -> tuple[str, ...]:
        """Player names (for messages)."""
        return self.s.players

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """Index of the player who decides now, None when the game is over."""

    @abstractmethod
    def refusal(self, move: Any) -> IllegalMove | None:
        """Why the well-formed ``move`` is not legal now: an :class:`IllegalMove` naming the rule broken, or
        None when no rule explains it — which means the move generator and the rule's own check disagree
        (the conformance harness reports every such move)."""


class ActionSpace:
    """Every move a game of one shape (player count, board) can ever have, numbered densely 0..n-1, so
    analysis tools (OpenSpiel wrappers, neural nets) can treat any engine's moves as integers.

    Args:
        moves: all moves in a fixed order (hashable, distinct).

    Example:
        >>> space = ActionSpace(["a", "b"])
        >>> space.id("b"), space.move(0), len(space)
        (1, 'a', 2)
    """

    __slots__ = ("_moves", "_ids")

    def __init__(self, moves: Sequence[Hashable]) -> None:
        self._moves = tuple(moves)
        self._ids = {m: i for i, m in enumerate(self._moves)}
        if len(self._ids) != len(self._moves):
            raise ValueError("an action space lists each move once")

    def __len__(self) -> int:
        return len(self._moves)

    def __iter__(self) -> Iterator:
        return iter(self._moves)

    def id(self, move: Hashable) -> int:
        """The dense id of ``move``.

        Raises:
            KeyError: not a move of this action space.
        """
        return self._ids[move]

    def move(self, action: int) -> Any:
        """The move with dense id ``action``.

        Raises:
            IndexError: no such id.
        """
        if not 0 <= action < len(self._moves):
            raise IndexError(f"action id {action} outside 0..{len(self._moves) - 1}")
        return self._moves[action]


class GameState:
    """An immutable position of a game with its history (the edge over the game's :class:`Core`).

    Never build one directly: use the game's ``new_game``, ``load`` or prepared-position functions.
    Subclasses add read-only properties that decode ``_data`` (the core's snapshot).

    Attributes:
        game: the :class:`Game` (class attribute of the subclass).
    """

    __slots__ = ("_setup", "_data", "_hist", "_ply", "_legal", "_others")
    game: ClassVar["Game"]

    def __init__(self, setup: Any, data: tuple, hist: tuple | None = None, ply: int = 0) -> None:
        self._setup = setup
        self._data = data
        self._hist = hist          # (last move, previous hist) or None: a linked list shared with the parent
        self._ply = ply
        self._legal: list | None = None
        self._others: list | None = None

    # --- the position ---------------------------------------------------------------------------
    def core(self) -> Core:
        """A fresh mutable :class:`Core` at this position (push/pop it freely; this state is unaffected)."""
        return self.game.core(self._setup, self._data)

    @property
    def players(self) -> tuple[str, ...]:
        """Player names in turn order."""
        return self._setup.players

    @property
    def seed(self) -> int:
        """The game's seed (setup and chance derive from it)."""
        return self._setup.seed

    @property
    def options(self) -> Any:
        """The game's options (every "(unconfirmed)" reading as a documented switch)."""
        return self._setup.options

    # --- decoded position: every game's flat data has a ``KIND`` slot (the decision code, -1 once the game is
    # over) and a slot naming the decider (:attr:`decider_slot`) ------------------------------------------
    #: the game's decision kinds, indexed by the ``KIND`` slot of the flat data
    decisions: ClassVar[tuple] = ()
    #: the name of the flat data's slot that holds the deciding player
    decider_slot: ClassVar[str] = "PLAYER"

    @property
    def slots(self) -> Any:
        """The layout of the flat data (slot name → index); most games keep it as ``setup.layout``."""
        return self._setup.layout

    def _slot(self, name: str) -> int:
        """The value of the flat data's slot ``name`` (e.g. ``"ROUND"``)."""
        return self._data[getattr(self.slots, name)]

    @property
    def decision(self) -> Any:
        """The kind of decision waited for (one of :attr:`decisions`), None when the game is over."""
        k = self._data[self.slots.KIND]
        return None if k < 0 else self.decisions[k]

    @property
    def current_player(self) -> int | None:
        """Index of the player who decides now, or None when the game is over."""
        L = self.slots
        return None if self._data[L.KIND] < 0 else self._data[getattr(L, self.decider_slot)]

    @property
    def is_over(self) -> bool:
        """True when the game has ended (no moves left)."""
        return self._data[self.slots.KIND] < 0

    is_terminal = is_over

    # --- moves ----------------------------------------------------------------------------------
    def legal_moves(self) -> list:
        """The moves the current decider may make now (a new list each call; ``[]`` when over)."""
        if self._legal is None:
            self._legal = self.core().legal_moves()
        return list(self._legal)

    def other_moves(self) -> list:
        """Moves other players may make now, out of turn (``[]`` for most games)."""
        if self._others is None:
            self._others = self.core().other_moves()
        return list(self._others)

    def apply(self, move: Any) -> "GameState":
        """The state after ``move``; this state is unchanged.

        Raises:
            InvalidMove: ``move`` is not a move of this game (wrong type, malformed field).
            IllegalMove: ``move`` is well formed but not legal now (the message names the rule); nothing
                changes.
        """
        move = self.game.checked(self, move)
        core = self.core()
        if core.current_player is None:
            raise self.game.game_over_error()
        legal = self._legal if self._legal is not None else core.legal_moves()
        self._legal = legal
        if move not in legal and move not in core.chance_moves():
            if self._others is None:
                self._others = core.other_moves()
            if move not in self._others:
                raise core.refusal(move) or self.game.unexplained(move)
        core.push(move)
        return type(self)(self._setup, core.snapshot(), (move, self._hist), self._ply + 1)

    @property
    def history(self) -> tuple:
        """The moves made since the start of the game (or of the prepared position), in order."""
        out = []
        node = self._hist
        while node is not None:
            out.append(node[0])
            node = node[1]
        out.reverse()
        return tuple(out)

    @property
    def ply(self) -> int:
        """Number of moves made since the start (``len(history)``, without walking it)."""
        return self._ply

    def start(self) -> "GameState":
        """The position the game started from (new game or prepared position), without history."""
        return type(self)(self._setup, self._setup.origin_data)

    def undo(self) -> "GameState":
        """The state before the last move (replayed from the start on a core: exact after a JSON round
        trip too).

        Raises:
            IllegalMove: no move has been made (the game's rule for its move sequence).
        """
        if self._hist is None:
            raise IllegalMove(self.game.sequence_rule, N_("There is no move to undo."))
        return self.game.replay_moves(self.start(), self.history[:-1])

    # --- saving ---------------------------------------------------------------------------------
    def to_record(self) -> dict[str, Any]:
        """The save record ``{game, version, players, seed, options, origin, chance, moves}`` (JSON-friendly;
        moves in the game's notation)."""
        return self.game.record_of(self)

    def to_json(self) -> str:
        """The save record as JSON text (load it with ``game.load``)."""
        return json.dumps(self.to_record(), ensure_ascii=False, separators=(",", ":"))

    def __eq__(self, other: object) -> bool:
        return (type(other) is type(self) and self._data == other._data  # type: ignore[attr-defined]
                and self._setup == other._setup)  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(self._data)


class Game(ABC):
    """One game with a rules engine: what generic tools (registry, hot seat, bots, boards, lessons, the
    conformance harness) may ask of any game.

    Attributes:
        id: game id (``"meduris"``), as in score sheets.
        title: English title msgid.
        min_players, max_players: the players range.
        reference: the rules reference file (``"meduris.md"``).
        sequence_rule: the section that defines the turn sequence (cited by undo/turn errors and by a move
            no rule explains).
        end_rule: the section that ends the game (cited by a move after the end and by final scoring asked
            before it; empty: :attr:`sequence_rule`); ``not_over_text``: the msgid of the latter, naming the
            game's end.
        moves: the game's moves module (``parse(text)`` and ``phrase(move)``: notation and words).
        save_version: version of the save records written.
        hidden_information: True when some information is private to a player (gold behind a screen, a hand
            of cards); the game's states then offer ``view(player)``, the JSON-friendly position as that player
            sees it (None: a spectator), or its analysis hooks an ``observe`` (:mod:`companion.analysis.hooks`). Draw piles whose order nobody knows are not private information:
            they follow from the seed (:mod:`companion.engine.chance`) and are never shown.
    """

    id: str
    title: str
    min_players: int
    max_players: int
    reference: str
    sequence_rule: str
    end_rule: str = ""
    not_over_text: str = N_("The game is not over yet.")
    moves: Any = None
    save_version: int = 1
    hidden_information: bool = False
    #: True when the core draws from piles inside ``push`` (cards, djinns, tiles) through
    #: :class:`~companion.engine.chance.DrawPlan`: analysis may then choose each draw
    #: (:meth:`Core.push_drawing`), the OpenSpiel adapter shows it as a chance node
    chance_draws: bool = False
    #: move types that are many and rarely useful, so random bots skip them (Meduris: the exchanges)
    auxiliary_moves: tuple[type, ...] = ()

    # --- per game ---------------------------------------------------------------------------------
    def new_game(self, players: Sequence[str], *, seed: int, options: Any = None) -> GameState:
        """Set up a new game (seeded), by the game's :attr:`setup_function` on the current chance stream.

        Raises:
            InvalidSetup: bad players, seed or options (names the setup rule).
        """
        return self.setup_function(players, seed=seed, options=options)

    def core(self, setup: Any, data: tuple) -> Core:
        """A mutable core (the game's :attr:`core_type`) of the game ``setup`` at position ``data`` (a snapshot)."""
        return self.core_type(setup, data)

    @abstractmethod
    def checked(self, state: GameState, move: Any) -> Any:
        """``move`` in canonical form after checking its type and fields.

        Raises:
            InvalidMove: not a move of this game.
        """

    def parse_move(self, text: str) -> Any:
        """The move written ``text`` in the game's notation (``str(move)`` gives it back), by its
        :attr:`moves` module's ``parse``.

        Raises:
            InvalidMove: the text is not a move of this game.
        """
        return self.moves.parse(text)

    def describe(self, state: GameState, move: Any, lang: str = "en") -> str:
        """``move`` made at ``state`` told for the players in ``lang`` (translated; not the notation), naming who
        makes it, as every line of the hot seat's move log does: ``"Ann: buy the tower"`` — the name of the
        :meth:`mover` and the move's :meth:`words`, by one template for every game. (Meduris tells each move in
        a sentence of its own that names the player, ``"Ann builds a hut on site 19."``.)

        >>> from companion import games
        >>> ww = games.get("world-wonders")
        >>> ww.describe(ww.new_game(["Ann", "Bob"], seed=1), ww.parse_move("buy tower"), "pl")
        'Ann: kup wieżę'
        """
        p = self.mover(state, move)
        return render(_WHO_MOVES, lang, player="-" if p is None else state.players[p], move=self.words(state, move))

    def mover(self, state: GameState, move: Any) -> int | None:
        """The player who makes ``move`` at ``state``: the one it names when it is another player's out-of-turn
        move (one of ``state.other_moves()``, which name their player), else the decider (None once over)."""
        if move in state.other_moves():
            return move.player
        return state.current_player

    def words(self, state: GameState, move: Any) -> Phrase:
        """What ``move`` does, in words without the player (rendered later in any language): by default the
        :attr:`moves` module's ``phrase(move)``; :meth:`describe` names the player before them."""
        return self.moves.phrase(move)

    @abstractmethod
    def action_space(self, state: GameState) -> ActionSpace:
        """All moves of games shaped like ``state``'s (players, board), densely numbered."""

    def final_sheet(self, state: GameState) -> dict[str, Any]:
        """The score sheet of the position, in the game's public sheet format (by the game's
        :attr:`final_sheet_function`)."""
        return self.final_sheet_function(state)

    def score(self, state: GameState):
        """The final result of a finished game: the game's scorer applied to :meth:`final_sheet`, so the
        calculator and the engine can never disagree.

        Raises:
            IllegalMove: the game is not over yet (:meth:`not_over_error`).
        """
        if not state.is_over:
            raise self.not_over_error()
        from companion.games import score_sheet

        return score_sheet(self.final_sheet(state))

    def score_now(self, state: GameState):
        """The :class:`~companion.result.ScoreResult` of ``state`` as if the game ended now (the what-if tools):
        by default the game's scorer on :meth:`final_sheet` of the position. A game whose scorer refuses a sheet
        of an unfinished game (Iquazú: the third-to-last column must be full) scores it as it stands.

        Raises:
            InvalidScoreSheet: the position cannot be scored (never for the registered games).
        """
        from companion.games import score_sheet

        return score_sheet(self.final_sheet(state))

    def not_over_error(self) -> IllegalMove:
        """The error for final scoring asked before the game is over: :attr:`not_over_text`, citing
        :attr:`end_rule`."""
        return IllegalMove(self.end_rule or self.sequence_rule, self.not_over_text)

    def unexplained(self, move: Any) -> IllegalMove:
        """The error for a move that is not legal now when no rule of the game explains why (the move told in
        words by the :attr:`moves` module's ``phrase``, its notation in a game without one; citing
        :attr:`sequence_rule`)."""
        told = str(move) if self.moves is None else self.moves.phrase(move)
        return IllegalMove(self.sequence_rule, N_("{move} is not possible now."), move=told)

    def game_over_error(self) -> IllegalMove:
        """The error for a move after the game has ended (citing :attr:`end_rule`)."""
        return IllegalMove(self.end_rule or self.sequence_rule, N_("The game is over; no more moves can be made."))

    # --- saves (generic) ----------------------------------------------------------------------------
    def record_of(self, state: GameState) -> dict[str, Any]:
        """The save record of ``state`` (see :mod:`companion.engine.record`), by the game's
        :attr:`record_function`."""
        return self.record_function(state)

    #: the game's options dataclass (with ``from_dict``), used to read a save's ``options`` entry
    options_type: Any = None
    #: the chance-stream versions this engine replays (a save names the one it was played with)
    chance_versions: tuple[int, ...] = (1,)
    #: the game's setup function ``f(players, *, seed, options[, chance]) -> state`` (a ``staticmethod``; the
    #: ``chance`` stream version is passed only to a game with several, :attr:`chance_versions`)
    setup_function: Any = None
    #: the game's :class:`Core` class (``core_type(setup, data)``)
    core_type: Any = None
    #: the game's final sheet function ``f(state) -> dict`` (a ``staticmethod``; the game's ``end`` module)
    final_sheet_function: Any = None
    #: the game's save function ``f(state) -> dict`` (a ``staticmethod``; the game's ``serialize`` module)
    record_function: Any = None
    #: the game's prepared-position function ``f(setup, fields) -> state`` (a ``staticmethod``) that checks
    #: the position like every prepared position; None: the game has no prepared positions
    position_function: Any = None

    def start_of_record(self, record: Any) -> GameState:
        """The starting state described by a checked :class:`~companion.engine.record.SaveRecord`: a new
        game with the record's players, seed, options and chance stream (:meth:`setup_game`), then the
        prepared position in ``origin`` if any (:meth:`prepared_start`, validated like every prepared
        position). Written once for every game.

        Raises:
            InvalidSave: the options do not read (the entry and the reason named), or the chance stream is
                not one this engine replays.
            InvalidSetup, InvalidPosition, InvalidBoard: the record's start breaks a rule.
        """
        from companion.engine.record import not_a_save

        try:
            options = self.options_type.from_dict(record.options)
        except CompanionError as exc:
            raise not_a_save(self, N_('the entry "{field}" is wrong: {error}'), field="options",
                             error=exc) from None
        except (TypeError, ValueError, AttributeError) as exc:
            raise not_a_save(self, N_('the entry "{field}" is missing or malformed ({error}).'), field="options",
                             error=str(exc)[:80]) from None
        if record.chance not in self.chance_versions:
            raise not_a_save(self, N_('the entry "{field}" is missing or malformed ({error}).'), field="chance",
                             error=repr(record.chance))
        start = self.setup_game(list(record.players), seed=record.seed, options=options, chance=record.chance)
        if record.origin is not None:
            start = self.prepared_start(start, record.origin)
        return start

    def setup_game(self, players: list[str], *, seed: int, options: Any, chance: int) -> GameState:
        """A new game as :meth:`new_game` sets it up, on chance stream version ``chance`` (one of
        :attr:`chance_versions`), through :attr:`setup_function`."""
        if len(self.chance_versions) == 1:
            return self.setup_function(players, seed=seed, options=options)
        return self.setup_function(players, seed=seed, options=options, chance=chance)

    def prepared_start(self, start: GameState, origin: dict[str, Any]) -> GameState:
        """The prepared position ``origin`` (the game's field dict) of the game ``start`` belongs to,
        checked like every prepared position by :attr:`position_function`.

        Raises:
            InvalidSave: this game has no prepared positions.
            InvalidPosition: the position breaks a rule (the game's check names it).
        """
        from companion.engine.record import not_a_save

        if self.position_function is not None:
            return self.position_function(start._setup, origin)

        raise not_a_save(self, N_("it starts from a prepared position, which this game does not support yet."))

    def upgrade_save(self, data: dict[str, Any]) -> dict[str, Any]:
        """Turn an older save format of this game into a current record dict (default: unchanged)."""
        return data

    def load(self, text: str | bytes) -> GameState:
        """The game saved in ``text``: its start, then every move replayed and checked.

        Raises:
            InvalidSave: not a save of this game, a malformed entry, an impossible start position or a move
                that does not parse or is illegal at its point (the message says which and why).
        """
        from companion.engine.record import read_record

        record = read_record(self, text)
        try:
            start = self.start_of_record(record)
        except InvalidSave:
            raise
        except CompanionError as exc:
            raise InvalidSave(N_("This save's starting position is impossible: {error}"), error=exc) from None
        moves = []
        for i, text_move in enumerate(record.moves, 1):
            try:
                moves.append(self.parse_move(text_move))
            except InvalidMove as exc:
                raise InvalidSave(N_("Move {number} of the save is not a move: {error}"), number=i,
                                  error=exc) from None
        state = self.replay_moves(start, moves, saved=True)
        self.check_loaded(state, record)
        return state

    def check_loaded(self, state: GameState, record: Any) -> None:
        """Check a loaded game against anything else its save states (default: nothing; an older save
        format may store the position it reached, which the replay must reach too).

        Raises:
            InvalidSave: the replayed game disagrees with the save.
        """

    def replay_moves(self, start: GameState, moves: Sequence[Any], *, saved: bool = False) -> GameState:
        """``start`` after ``moves``, each checked for legality on one core (fast: no state per move).

        Raises:
            IllegalMove: a move is illegal at its point (or :class:`InvalidSave` if ``saved``).
        """
        core = start.core()
        hist = start._hist
        for i, move in enumerate(moves, 1):
            try:
                move = self.checked(start, move)
                if core.current_player is None:
                    raise self.game_over_error()
                if not core.accepts(move):
                    raise core.refusal(move) or self.game.unexplained(move)
            except (IllegalMove, InvalidMove) as exc:
                if saved:
                    raise InvalidSave(N_("Move {number} of the save ({move}) is illegal: {error}"), number=i,
                                      move=str(move), error=exc) from None
                raise
            core.push(move)
            hist = (move, hist)
        return type(start)(start._setup, core.snapshot(), hist, start._ply + len(moves))
