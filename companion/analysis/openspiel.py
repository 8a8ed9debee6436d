"""Every rules engine as an OpenSpiel game, and OpenSpiel's bots for the hot seats (needs the ``analysis``
extra: ``pip install board-game-companion[analysis]``).

:func:`load_game` registers the engine of a game with OpenSpiel as a Python game (short name
``companion_<game id>``, e.g. ``companion_meduris``) and loads it:

* **actions** are the engine's dense move ids (:meth:`~companion.engine.contract.Game.action_space`), so
  ``num_distinct_actions`` is the size of the game's action space for its player count;
* **chance**: a decision that is a chance event (the core lists ``chance_moves()``: Meduris' die roll,
  meduris.md §4.1) is an OpenSpiel chance node whose outcomes are those moves' ids, equally likely unless the
  game's hooks say otherwise. In a game that draws from piles inside a move
  (:attr:`~companion.engine.contract.Game.chance_draws`: Five Tribes' resource cards, djinns and meeples,
  five-tribes.md §1.8, §3.8; Iquazú's cards and tiles, iquazu.md §2.5, §2.1; World Wonders' building tiles
  revealed from each stack at a round end, the monument card replacing a bought one and the solo card the
  Automaton reveals on its turn, world-wonders.md §3.4, §3.2, §7.2), every draw is a chance node: the
  player's move waits (the state is a chance node, :func:`engine_state` still the position before the move)
  while its draws are chosen one by one (:meth:`~companion.engine.contract.Core.push_drawing`), outcome ``i``
  being the i-th kind of the pile (a card kind, a djinn, a colour) with probability its share of the pile; a
  card drawn into a hidden hand is seen in the information states of its owner only. The playouts that
  evaluate search leaves draw with the same probabilities from their own generator
  (:func:`~companion.analysis.playout.play_out`), so no bot knows the next card. Chance the engine fixes at
  setup (Meduris: the kinds of the face-down bonus chips, §3 step 6; the piles' first cards and World
  Wonders' first tiles and face-up cards) follows the game parameter ``seed``: no observation shows it, and the
  information-set MCTS bot draws it again in every world it searches (:func:`~companion.analysis.hooks.reseed`),
  while the plain MCTS bot searches the true position;
* **hidden information**: a game whose hooks declare hidden information (Meduris: the chips behind the
  screens, §1; Five Tribes: the gold, five-tribes.md §1.8; Iquazú: the hands, iquazu.md §3 step 10; the
  generic hooks follow :attr:`~companion.engine.contract.Game.hidden_information` and the states' ``view``)
  is an imperfect-information game. World Wonders has no private information (everything but the order of
  the face-down stacks, the monument deck and the solo deck is open, world-wonders.md §8, §7.2; that order is
  chance, not part of the position) and is a perfect-information game. A player's *observation string* is the position as she
  sees it (the hooks' ``observe``); her *information-state string* is her view of the start plus every move
  as she saw it (perfect recall; in Meduris every move is public, so a player who counts can know every
  screen);
* **returns** come from the final scoring with its tie-breaks: 1 for the sole winner, ``1/k`` for each of
  ``k`` players sharing the win, 0 otherwise (a constant-sum game, utilities in [0, 1]);
* turn order is the engine's; moves other players may make out of turn (Meduris' exchanges "at any moment",
  §4.5) and moves before a chance event (an exchange before the roll) are not offered.

Game parameters: ``players`` (default: the game's minimum), ``seed`` (the engine's setup seed, default 0),
``auxiliary`` (offer auxiliary moves such as Meduris' exchanges, default True: the full rules; the bots use
False, a much narrower search) and ``max_game_length`` (player decisions after which a game is stopped and
scored as if it ended there, by the totals without tie-breaks; default 20000, beyond any real game).

Bots: :class:`OpenSpielRandomBot` (OpenSpiel's uniform random bot), :class:`MCTSBot` (OpenSpiel's MCTS with
a playout budget; its leaf evaluations are random playouts on the engine's fast core) and :class:`ISMCTSBot`
(OpenSpiel's information-set MCTS where information is hidden: it searches worlds drawn from what the player
sees, with the game's ``resample`` hook). Both follow the engine's
bot protocol (``choose(state)``) and the analysis hot loop (``pick``), like
:class:`~companion.analysis.bots.GreedyBot`; :func:`companion.analysis.bots.make_bot` selects them by name.

OpenSpiel's Python-game bridge does not forward ``undo_action`` to Python games, so undo is the engine's own
(:meth:`~companion.engine.contract.GameState.undo`, :meth:`~companion.engine.contract.Core.pop`).

Example:
    >>> import pyspiel
    >>> game = load_game("meduris", players=2, seed=7)
    >>> game.num_players(), game.num_distinct_actions() == len(games.get("meduris").action_space(
    ...     games.get("meduris").new_game(["A", "B"], seed=7)))
    (2, True)
    >>> state = game.new_initial_state()
    >>> state.current_player(), state.action_to_string(state.legal_actions()[0])
    (0, 'place wood')
"""
from __future__ import annotations

import random
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

from companion import games
from companion.analysis.bots import CoreBot
from companion.analysis.hooks import hooks_for, position_text, win_shares
from companion.analysis.playout import Table, play_out
from companion.engine.chance import DrawPlan

__all__ = ["load_game", "register", "short_name", "pyspiel_state", "engine_state", "OpenSpielRandomBot", "MCTSBot",
           "ISMCTSBot", "CoreRolloutEvaluator"]

_DEFAULT_MAX_LENGTH = 20_000
_MIN_CHANCE_OUTCOMES = 64           # room for the outcomes of a draw (Five Tribes' 22 djinns) in a small action space


def short_name(game_id: str) -> str:
    """The OpenSpiel short name of the game ``game_id`` (``"companion_meduris"``)."""
    return "companion_" + game_id.replace("-", "_")


class _Context:
    """What every state of one loaded OpenSpiel game shares: the engine game, its table and action space, the
    move texts, and the parameters."""

    def __init__(self, engine: Any, start: Any, auxiliary: bool, max_length: int, token: str = "") -> None:
        self.engine, self.token = engine, token
        self.table = Table.of(start)
        self.start = start
        self.space = engine.action_space(start)
        self.ids = {m: i for i, m in enumerate(self.space)}
        self.texts = [str(m) for m in self.space]
        self.outcomes = max(len(self.space), _MIN_CHANCE_OUTCOMES)     # OpenSpiel's max_chance_outcomes
        self.auxiliary = auxiliary
        self.max_length = max_length
        self.players = len(start.players)
        self.draws = bool(getattr(engine, "chance_draws", False))

    def legal(self, core: Any) -> list:
        """The moves offered at ``core``'s decision (auxiliary ones only with ``auxiliary``)."""
        if self.auxiliary:
            return core.legal_moves()
        return self.table.moves(core) or core.legal_moves()


class _Position:
    """The engine side of one OpenSpiel state (its only Python attribute, so that OpenSpiel's clone, which
    deep-copies the attributes, copies one flat position and shares everything else)."""

    __slots__ = ("ctx", "table", "core", "origin", "ply", "pending", "log")

    def __init__(self, ctx: _Context, table: Table, data: tuple, origin: tuple, ply: int = 0,
                 pending: tuple | None = None, log: tuple | None = None) -> None:
        self.ctx, self.table, self.origin, self.ply = ctx, table, origin, ply
        self.core = table.core(data)
        #: a move waiting for its draws: ``(move, outcomes chosen so far, PendingDraw of the next draw)``; the
        #: core is at the position before the move
        self.pending = pending
        #: the chance events so far, newest first as a linked list ``(entry, older)``: None for a chance move
        #: (Meduris' roll), ``(owner, text, text for the others)`` for a draw
        self.log = log

    def __deepcopy__(self, memo: dict) -> "_Position":
        return _Position(self.ctx, self.table, self.core.snapshot(), self.origin, self.ply, self.pending, self.log)

    def __reduce__(self):
        t = self.table
        start = self.ctx.start if self.ctx.token else None
        pending = self.pending[:2] if self.pending else None
        return (_restore, (t.game.id, t.state_type, t.setup, self.core.snapshot(), self.origin, self.ply,
                           self.ctx.auxiliary, self.ctx.max_length, self.ctx.players, self.ctx.start.seed, start,
                           pending, self.log))

    def push(self, move: Any, outcomes: tuple = ()) -> None:
        """Make the player's ``move`` (its draws given by ``outcomes``, in a game whose draws are chance nodes);
        a draw without an outcome leaves the move pending (a chance node), the position unchanged."""
        if not self.ctx.draws:
            self.core.push(move)
            self.ply += 1
            return
        draw = self.core.push_drawing(move, outcomes)
        if draw is None:
            self.pending = None
            self.ply += 1
        else:
            if len(draw.weights) > self.ctx.outcomes:
                raise ValueError(f"a draw of {len(draw.weights)} outcomes exceeds max_chance_outcomes")
            self.pending = (move, outcomes, draw)

    def draws(self) -> list:
        """The draw entries of :attr:`log`, oldest first."""
        out, node = [], self.log
        while node is not None:
            out.append(node[0])
            node = node[1]
        out.reverse()
        return out

    def pending_text(self, seen: Any) -> str:
        """The line telling a move waiting for its draws: the move, then each draw so far as ``seen(entry)``
        shows it, then the draw to come."""
        move, outcomes, draw = self.pending
        drawn = self.draws()[len(self.draws()) - len(outcomes):] if outcomes else []
        return f"drawing for {self.ctx.texts[self.ctx.ids[move]]}: " + " / ".join(
            [seen(e) for e in drawn] + [f"{draw.label}?"])


def _restore(game_id, state_type, setup, data, origin, ply, auxiliary, max_length, players, seed,
             start=None, pending=None, log=None) -> _Position:
    game = load_game(state_type.game if game_id not in games.engine_ids() else game_id, players=players,
                     seed=seed, auxiliary=auxiliary, max_game_length=max_length, start=start)
    pos = _Position(_CONTEXTS[_key(game)], Table.make(state_type, setup), data, origin, ply, None, log)
    if pending:
        pos.push(*pending)                                   # pending again at the same draw
    return pos


def _draw_entry(draw: Any, outcome: int) -> tuple:
    """The log entry of ``outcome`` of ``draw``: its owner, the text its owner sees and the others' text."""
    text = f"{draw.label}: {draw.names[outcome]}"
    return (draw.owner, text, text if draw.owner is None else f"{draw.label} for player {draw.owner}")


def _seen(entry: tuple, viewer: int) -> str:
    owner, text, others = entry
    return text if owner is None or owner == viewer else others


_CONTEXTS: dict[tuple, _Context] = {}
_REGISTERED: dict[str, Any] = {}
_STARTS: dict[str, Any] = {}        # game parameter ``start`` → the engine state a game starts from
_TOKENS: dict[Any, str] = {}        # setup → its ``start`` token


def _start_token(state: Any) -> str:
    """The ``start`` parameter naming the start of ``state``'s game (its own setup: board, options, seed)."""
    setup = state._setup
    token = _TOKENS.get(setup)
    if token is None:
        token = _TOKENS[setup] = f"{type(state).game.id}#{len(_STARTS) + 1}"
        _STARTS[token] = type(state)(setup, setup.origin_data)
    return token


def _key(game: Any) -> tuple:
    return (game.get_type().short_name, str(game))


class _Observer:
    """OpenSpiel observer (strings only): the observation or, with perfect recall, the information state."""

    def __init__(self, iig_obs_type: Any = None, params: Any = None) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported, got {params}")
        self.perfect_recall = bool(iig_obs_type and iig_obs_type.perfect_recall)
        private = iig_obs_type.private_info if iig_obs_type else pyspiel.PrivateInfoType.SINGLE_PLAYER
        self.everything = private == pyspiel.PrivateInfoType.ALL_PLAYERS
        self.public_only = private == pyspiel.PrivateInfoType.NONE
        self.tensor = None
        self.dict: dict = {}

    def set_from(self, state: Any, player: int) -> None:
        """No tensors (the games provide strings only)."""

    def _observe(self, pos: _Position, data: tuple, player: int) -> str:
        engine_state = pos.table.state_type(pos.table.setup, data)
        if self.everything:
            return position_text(engine_state)
        return pos.table.hooks.observe(engine_state, None if self.public_only else player)

    def _viewer(self, player: int) -> int:
        """Whose eyes see a private draw (everything: its owner's; public only: nobody's)."""
        return -1 if self.public_only else player

    def string_from(self, state: Any, player: int) -> str:
        """The observation of ``player`` (or her information state, with perfect recall)."""
        pos = state._pos
        if not self.perfect_recall:
            text = self._observe(pos, pos.core.snapshot(), player)
            if pos.pending is not None:                       # a move waiting for its draws: it and those drawn
                text += "\n" + pos.pending_text(lambda e: e[1] if self.everything else _seen(e, self._viewer(player)))
            return text
        ctx = pos.ctx
        see = pos.table.hooks.see_move
        texts = ctx.texts
        draws = iter(pos.draws())
        seen = []
        for a in state.full_history():
            entry = next(draws) if a.player == pyspiel.PlayerId.CHANCE else None
            if entry is not None:
                seen.append(entry[1] if self.everything else _seen(entry, self._viewer(player)))
            else:
                seen.append(texts[a.action] if see is None else see(ctx.space.move(a.action), a.player, player))
        return f"player {player}\n{self._observe(pos, pos.origin, player)}\nmoves: " + " / ".join(seen)


class _State(pyspiel.State):
    """An engine position as an OpenSpiel state (see the module docstring)."""

    def __init__(self, game: Any, position: _Position | None = None) -> None:
        super().__init__(game)
        ctx = game._ctx
        self._pos = position or _Position(ctx, ctx.table, ctx.start._data, ctx.start._data)

    def current_player(self) -> int:
        pos = self._pos
        core = pos.core
        player = core.current_player
        if player is None or pos.ply >= pos.ctx.max_length:
            return pyspiel.PlayerId.TERMINAL
        if pos.pending is not None or core.chance_moves():
            return pyspiel.PlayerId.CHANCE
        return player

    def _legal_actions(self, player: int) -> list[int]:
        pos = self._pos
        ids = pos.ctx.ids
        return sorted(ids[m] for m in pos.ctx.legal(pos.core))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        pos = self._pos
        if pos.pending is not None:                 # a draw: each outcome with the pile's share of it
            return pos.pending[2].outcomes()
        outcomes = pos.core.chance_moves()
        probs = pos.table.hooks.chance_probabilities
        weights = probs(pos.core, outcomes) if probs else [1.0] * len(outcomes)
        total = sum(weights)
        ids = pos.ctx.ids
        return sorted((ids[m], w / total) for m, w in zip(outcomes, weights))

    def _apply_action(self, action: int) -> None:
        pos = self._pos
        if pos.pending is not None:                 # the outcome of a draw of the pending move
            move, outcomes, draw = pos.pending
            pos.log = (_draw_entry(draw, action), pos.log)
            pos.push(move, outcomes + (action,))
        elif pos.core.chance_moves():               # a chance move (Meduris' roll): not a decision
            pos.log = (None, pos.log)
            pos.core.push(pos.ctx.space.move(action))
        else:
            pos.push(pos.ctx.space.move(action))

    def _action_to_string(self, player: int, action: int) -> str:
        pos = self._pos
        if player == pyspiel.PlayerId.CHANCE and pos.pending is not None:
            draw = pos.pending[2]
            return f"{draw.label}: {draw.names[action]}"
        return pos.ctx.texts[action]

    def is_terminal(self) -> bool:
        pos = self._pos
        return pos.core.current_player is None or pos.ply >= pos.ctx.max_length

    def returns(self) -> list[float]:
        pos = self._pos
        if not self.is_terminal():
            return [0.0] * pos.ctx.players
        final = pos.table.state(pos.core)
        if pos.core.current_player is None:      # the seats only: a solo result also ranks the Automaton
            return win_shares(pos.table.game.score(final))[:pos.ctx.players]
        totals = pos.table.hooks.evaluate(final)            # stopped at max_game_length: totals, no tie-breaks
        best = max(totals)
        firsts = sum(1 for t in totals if t == best)
        return [1.0 / firsts if t == best else 0.0 for t in totals]

    def __str__(self) -> str:
        pos = self._pos
        text = position_text(pos.table.state(pos.core))
        if pos.pending is not None:
            text += "\n" + pos.pending_text(lambda e: e[1])
        return text


def register(game: Any) -> str:
    """Register the engine of ``game`` (a game id or a :class:`~companion.engine.contract.Game`) with OpenSpiel
    (once per process) and return its short name.

    Raises:
        KeyError: unknown game id (the message lists the games with an engine).
    """
    engine = games.get(game) if isinstance(game, str) else game
    name = short_name(engine.id)
    if name in _REGISTERED:
        return name
    hooks = hooks_for(engine)
    defaults = {"players": engine.min_players, "seed": 0, "auxiliary": True, "max_game_length": _DEFAULT_MAX_LENGTH,
                "start": ""}
    information = (pyspiel.GameType.Information.IMPERFECT_INFORMATION if hooks.hidden_information
                   else pyspiel.GameType.Information.PERFECT_INFORMATION)
    # the win is shared out among the seats (constant sum 1), except in a game that can be played solo, where
    # the player may lose to the game itself (world-wonders.md §7.2: against the Automaton) and get 0
    solo = engine.min_players == 1
    utility = pyspiel.GameType.Utility.GENERAL_SUM if solo else pyspiel.GameType.Utility.CONSTANT_SUM
    game_type = pyspiel.GameType(
        short_name=name, long_name=f"Board Game Companion: {engine.id}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=information, utility=utility,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=engine.max_players, min_num_players=engine.min_players,
        provides_information_state_string=True, provides_information_state_tensor=False,
        provides_observation_string=True, provides_observation_tensor=False,
        parameter_specification=defaults)

    class AdaptedGame(pyspiel.Game):
        """The engine as an OpenSpiel game (see :mod:`companion.analysis.openspiel`)."""

        def __init__(self, params: dict | None = None) -> None:
            params = {**defaults, **(params or {})}
            players, seed = int(params["players"]), int(params["seed"])
            max_length = int(params["max_game_length"])
            if not engine.min_players <= players <= engine.max_players:
                raise ValueError(f"{engine.id} is played by {engine.min_players}-{engine.max_players} players, "
                                 f"not {players}")
            if max_length < 1:
                raise ValueError(f"max_game_length must be at least 1, got {max_length}")
            token = str(params["start"])
            if token:                                      # the start of a given game (its board, options)
                if token not in _STARTS:
                    raise ValueError(f"unknown start {token!r}: use load_game(..., start=state)")
                start = _STARTS[token]
                if len(start.players) != players:
                    raise ValueError(f"the start {token!r} has {len(start.players)} players, not {players}")
            else:
                start = engine.new_game([f"P{i}" for i in range(players)], seed=seed)
            space = engine.action_space(start)
            info = pyspiel.GameInfo(num_distinct_actions=len(space),
                                    max_chance_outcomes=max(len(space), _MIN_CHANCE_OUTCOMES),
                                    num_players=players, min_utility=0.0, max_utility=1.0,
                                    utility_sum=None if solo else 1.0,
                                    max_game_length=max_length)
            super().__init__(game_type, info, params)
            self._ctx = _Context(engine, start, bool(params["auxiliary"]), max_length, token)
            _CONTEXTS[_key(self)] = self._ctx

        def new_initial_state(self) -> _State:
            return _State(self)

        def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> _Observer:
            return _Observer(iig_obs_type, params)

    AdaptedGame.__name__ = AdaptedGame.__qualname__ = f"OpenSpiel_{engine.id.replace('-', '_')}"
    pyspiel.register_game(game_type, AdaptedGame)
    _REGISTERED[name] = AdaptedGame
    return name


def load_game(game: Any, *, players: int | None = None, seed: int = 0, auxiliary: bool = True,
              max_game_length: int = _DEFAULT_MAX_LENGTH, start: Any = None):
    """The engine of ``game`` as a loaded OpenSpiel game (a ``pyspiel.Game``), registering it first.

    Args:
        game: a game id with an engine (``"meduris"``) or a :class:`~companion.engine.contract.Game`.
        players: player count (default: the game's minimum).
        seed: the engine's setup seed (chance the engine draws without a chance decision).
        auxiliary: offer auxiliary moves (Meduris' exchanges); False for a narrower game (bots).
        max_game_length: player decisions after which a game is stopped and scored as it stands.
        start: an engine state whose game's start (its setup: board, options, seed, prepared position) the
            OpenSpiel game starts from instead of a new game of ``seed`` (players and seed then follow it). The
            action space of some games depends on the setup (Iquazú's wall), so the bots and
            :func:`pyspiel_state` load the game of the position they are given this way.

    Raises:
        KeyError: no engine for that game id.
        ValueError: a player count outside the game's range, or ``max_game_length`` below 1.
    """
    name = register(game)
    engine = games.get(game) if isinstance(game, str) else game
    params = {"players": players or engine.min_players, "seed": seed, "auxiliary": auxiliary,
              "max_game_length": max_game_length}
    if start is not None:
        params.update(players=len(start.players), seed=int(start.seed), start=_start_token(start))
    return pyspiel.load_game(name, params)


def pyspiel_state(state: Any, *, auxiliary: bool = True, game: Any = None):
    """An OpenSpiel state at the engine position ``state`` (its own setup: names, seed, options, board are
    kept; the OpenSpiel history starts here).

    Args:
        state: a :class:`~companion.engine.contract.GameState`.
        auxiliary: offer auxiliary moves (see :func:`load_game`).
        game: an already loaded OpenSpiel game of the same engine and player count (default: load one).
    """
    game = game or load_game(type(state).game, auxiliary=auxiliary, start=state)
    ctx = game._ctx if hasattr(game, "_ctx") else _CONTEXTS[_key(game)]
    out = game.new_initial_state()
    out._pos = _Position(ctx, Table.of(state), state._data, state._data)
    return out


def engine_state(spiel_state: Any):
    """The engine position of an OpenSpiel state of an adapted game (a state without history)."""
    pos = spiel_state._pos
    return pos.table.state(pos.core)


# --- bots -------------------------------------------------------------------------------------------------------

_BOT_GAMES: dict[tuple, Any] = {}


def _bot_game(table: Table, players: int):
    key = (table.game.id, table.setup)
    if key not in _BOT_GAMES:
        if len(_BOT_GAMES) > 64:
            _BOT_GAMES.clear()
        _BOT_GAMES[key] = load_game(table.game, auxiliary=False, start=table.state_type(table.setup,
                                                                                         table.setup.origin_data))
    return _BOT_GAMES[key]


class CoreRolloutEvaluator(mcts.Evaluator):
    """OpenSpiel MCTS leaf evaluation by random playouts on the engine's fast core (uniform random bots without
    auxiliary moves, chance and draws drawn as in :func:`~companion.analysis.playout.play_out`, a move waiting
    for its draws finished the same way): the average win shares of ``rollouts`` games played from the leaf. The
    prior is uniform over the legal actions.

    Args:
        rollouts: playouts per evaluation; random_state: a ``numpy.random.RandomState`` seeding them.
    """

    def __init__(self, rollouts: int = 1, random_state: Any = None) -> None:
        self.rollouts = rollouts
        self._random_state = random_state or np.random.RandomState()

    def evaluate(self, state: Any) -> np.ndarray:
        from companion.analysis.bots import RandomBot

        pos = state._pos
        table = pos.table
        bots = [RandomBot()] * pos.ctx.players
        total = np.zeros(pos.ctx.players)
        for _ in range(self.rollouts):
            if state.is_terminal():
                total += state.returns()
                continue
            rng = random.Random(int(self._random_state.randint(2**31)))
            core = table.core(pos.core.snapshot())
            if pos.pending is not None:                 # a move waiting for its draws: the rest drawn by rng
                move, outcomes, _ = pos.pending
                core.plan = DrawPlan(outcomes, rng)
                core.push(move)
                core.plan = None
            core, _ = play_out(table, core, bots, rng)
            total += win_shares(table.game.score(table.state(core)))
        return total / self.rollouts

    def prior(self, state: Any) -> list[tuple[int, float]]:
        if state.is_chance_node():
            return state.chance_outcomes()
        actions = state.legal_actions(state.current_player())
        return [(a, 1.0 / len(actions)) for a in actions]


class _SpielBot(CoreBot):
    """An OpenSpiel bot behind the analysis bot faces: at a chance decision it returns the move that starts the
    event (no look-ahead), otherwise it asks the OpenSpiel bot built by :meth:`make` for the position."""

    def pick(self, table: Table, core: Any, rng: random.Random) -> Any:
        moves = table.moves(core)
        if not moves:
            raise ValueError("the game is over: there is no move to choose")
        if len(moves) == 1 or core.chance_moves():
            return moves[int(rng.random() * len(moves))]
        game = _bot_game(table, len(table.setup.players))
        state = game.new_initial_state()
        data = core.snapshot()
        state._pos = _Position(_CONTEXTS[_key(game)], table, data, data)
        action = self.make(game, core.current_player, rng.getrandbits(31)).step(state)
        return _CONTEXTS[_key(game)].space.move(action)

    def make(self, game: Any, player: int, seed: int) -> Any:
        raise NotImplementedError


class OpenSpielRandomBot(_SpielBot):
    """OpenSpiel's uniform random bot (``pyspiel.make_uniform_random_bot``) over the game without auxiliary
    moves."""

    kind = "openspiel-random"

    def make(self, game: Any, player: int, seed: int) -> Any:
        return pyspiel.make_uniform_random_bot(player, seed)


class MCTSBot(_SpielBot):
    """OpenSpiel's Monte Carlo tree search (``open_spiel.python.algorithms.mcts.MCTSBot``, UCT) with a budget of
    ``simulations`` playouts per move, over the game without auxiliary moves; leaves are evaluated by random
    playouts on the engine's fast core (:class:`CoreRolloutEvaluator`). With hidden information it searches the
    true position (it sees behind the screens: an upper bound on what a player could do); draws from piles are
    chance nodes in its tree and random in its playouts, so it does not know the next card.

    Args:
        seed: the bot's own seed (for ``choose``).
        simulations: playouts per move (the budget), at least 1.
        uct_c: UCT exploration constant.
        rollouts: random playouts per leaf evaluation.

    Raises:
        ValueError: a budget or rollout count below 1.
    """

    kind = "mcts"

    def __init__(self, seed: int = 0, *, simulations: int = 100, uct_c: float = 2.0, rollouts: int = 1) -> None:
        super().__init__(seed)
        if simulations < 1 or rollouts < 1:
            raise ValueError("an MCTS bot needs at least one simulation and one rollout per move")
        self.simulations, self.uct_c, self.rollouts = simulations, uct_c, rollouts

    def make(self, game: Any, player: int, seed: int) -> Any:
        rs = np.random.RandomState(seed)
        return mcts.MCTSBot(game, self.uct_c, self.simulations, CoreRolloutEvaluator(self.rollouts, rs),
                            solve=False, random_state=rs)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed}, simulations={self.simulations})"


class ISMCTSBot(MCTSBot):
    """OpenSpiel's information-set MCTS (``open_spiel.python.algorithms.ismcts.ISMCTSBot``) for games with hidden
    information: every simulation starts from a world drawn with the game's ``resample`` hook from what the
    player sees now (Meduris: the other players' chips dealt again among them), search nodes are keyed by the
    players' observation strings, and leaves are evaluated by random playouts on the fast core. In a game
    without hidden information (or without a ``resample`` hook) it is :class:`MCTSBot`.

    Args: as :class:`MCTSBot`.
    """

    kind = "ismcts"

    def make(self, game: Any, player: int, seed: int) -> Any:
        ctx = _CONTEXTS[_key(game)]
        resample = ctx.table.hooks.resample
        if resample is None or game.get_type().information != pyspiel.GameType.Information.IMPERFECT_INFORMATION:
            return super().make(game, player, seed)
        rs = np.random.RandomState(seed)
        bot = ismcts.ISMCTSBot(game, CoreRolloutEvaluator(self.rollouts, rs), self.uct_c, self.simulations,
                               random_state=rs, use_observation_string=True, allow_inconsistent_action_sets=True)
        rng = random.Random(seed)

        def world(state: Any, viewer: int) -> Any:
            pos = state._pos
            sample = resample(pos.table.state(pos.core), viewer, rng)
            out = state.clone()
            table = pos.table if sample._setup is pos.table.setup else Table.of(sample)   # piles reseeded
            out._pos = _Position(pos.ctx, table, sample._data, pos.origin, pos.ply, None, pos.log)
            return out

        bot.set_resampler(world)
        return bot
