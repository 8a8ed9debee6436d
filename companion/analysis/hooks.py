"""What the analysis layer may ask of one game beyond the engine contract, with a generic default for each.

The analysis tools (:func:`~companion.analysis.simulate.win_chances`, the bots, the OpenSpiel adapter) only use
the contract (:mod:`companion.engine.contract`). Where a game can do something faster or knows something the
contract does not say (which information is hidden), it offers an :class:`AnalysisHooks` object named
``HOOKS`` in the module ``<game package>.analysis`` (e.g. ``companion.meduris.analysis``); :func:`hooks_for`
finds it, and falls back to the generic defaults below for a game without one.

Example:
    >>> from companion import games
    >>> game = games.get("meduris")
    >>> hooks = hooks_for(game)
    >>> state = game.new_game(["Ann", "Bob"], seed=7)
    >>> moves = hooks.policy_moves(state.core())
    >>> moves and all(type(m) not in game.auxiliary_moves for m in moves)
    True
    >>> len(hooks.evaluate(state)) == 2                      # score if the game ended now, per player
    True
"""
from __future__ import annotations

import dataclasses
import importlib
import json
from dataclasses import dataclass
from typing import Any, Callable, Sequence

__all__ = ["AnalysisHooks", "hooks_for", "register_hooks", "generic_hooks", "policy_moves", "evaluate_by_scorer",
           "observe_everything", "observe_by_view", "reseed", "position_text", "win_shares"]


def policy_moves(game: Any) -> Callable[[Any], list]:
    """The generic "moves a bot considers": the decider's legal moves without the game's auxiliary moves
    (:attr:`companion.engine.contract.Game.auxiliary_moves`, e.g. Meduris' exchanges, meduris.md §4.5)."""
    skip = tuple(game.auxiliary_moves)

    def moves(core: Any) -> list:
        legal = core.legal_moves()
        return [m for m in legal if type(m) not in skip] if skip else legal

    return moves


def evaluate_by_scorer(game: Any) -> Callable[[Any], list[float]]:
    """The generic "score if the game ended now": the game's final sheet of the position, scored by the
    game's own scorer (``game.final_sheet`` then :func:`companion.games.score_sheet`); one total per player."""
    from companion.games import score_sheet

    def evaluate(state: Any) -> list[float]:
        return [p.total for p in score_sheet(game.final_sheet(state)).players]

    return evaluate


def position_text(state: Any) -> str:
    """A deterministic text of a position: the state's ``str`` when its game defines one, else its class name
    and flat data."""
    if type(state).__str__ is object.__str__:
        return f"{type(state).__name__}{state._data}"
    return str(state)


def observe_everything(state: Any, player: int | None) -> str:
    """The generic observation: the whole position (a game without hidden information)."""
    return position_text(state)


def observe_by_view(state: Any, player: int | None) -> str:
    """The generic observation of a game with hidden information: the state's ``view(player)`` (what
    ``player`` sees; None: what everybody sees) as canonical JSON text, or the whole position for a state
    without a view."""
    view = getattr(state, "view", None)
    if view is None:
        return position_text(state)
    return json.dumps(view(player), sort_keys=True, ensure_ascii=False, default=str)


_RESEEDED: dict[tuple, Any] = {}
#: how many other seeds :func:`reseed` draws from (a small pool, so their setups are built once and reused)
RESEED_POOL = 64


def reseed(state: Any, viewer: int, rng: Any) -> Any:
    """``state`` with the unknown order of its draw piles drawn again: the same position (``_data``) on a setup
    whose seed, and so every chance stream drawn from from now on (:mod:`companion.engine.chance`: the next card,
    tile, djinn or meeple out of a pile), is another one. Nobody can tell the two apart, since the order of a
    face-down pile is known to no player (five-tribes.md §1.8, iquazu.md §3 step 10); the viewer's own
    information is untouched. A setup without a ``seed`` field is returned unchanged.

    Args:
        state: a :class:`~companion.engine.contract.GameState`; viewer: the player (unused: the piles are hidden
            from everybody); rng: a :class:`random.Random` choosing one of :data:`RESEED_POOL` other seeds.

    Example:
        >>> import random
        >>> from companion import games
        >>> state = games.get("iquazu").new_game(["Ann", "Bob"], seed=7)
        >>> other = reseed(state, 0, random.Random(1))
        >>> other.seed != state.seed and other._data == state._data and other.legal_moves() == state.legal_moves()
        True
    """
    setup = state._setup
    if not dataclasses.is_dataclass(setup) or not any(f.name == "seed" for f in dataclasses.fields(setup)):
        return state
    k = int(rng.random() * RESEED_POOL)
    key = (setup, k)
    new = _RESEEDED.get(key)
    if new is None:
        from companion.engine.chance import ChanceStream

        streams = {f.name: None for f in dataclasses.fields(setup)
                   if isinstance(getattr(setup, f.name), ChanceStream)}       # rebuilt from the new seed
        new = dataclasses.replace(setup, seed=(setup.seed * 1_000_003 + k + 1) % 2**31, **streams)
        if len(_RESEEDED) > 4 * RESEED_POOL:
            _RESEEDED.clear()
        _RESEEDED[key] = new
    return type(state)(new, state._data)


def win_shares(result: Any) -> list[float]:
    """Each player's share of the win in a :class:`~companion.result.ScoreResult`: 1 for a sole winner,
    ``1/k`` for each of ``k`` players sharing rank 1 after every tie-break, 0 otherwise.

    Example:
        >>> from types import SimpleNamespace as P
        >>> win_shares(P(players=[P(rank=1), P(rank=1), P(rank=3)]))
        [0.5, 0.5, 0.0]
    """
    firsts = sum(1 for p in result.players if p.rank == 1)
    return [1.0 / firsts if p.rank == 1 else 0.0 for p in result.players]


@dataclass(frozen=True)
class AnalysisHooks:
    """Per-game helpers of the analysis layer (each has a generic default; see :func:`generic_hooks`).

    Attributes:
        policy_moves: ``policy_moves(core) -> list`` — the moves a bot chooses among at the core's decision
            (the legal moves without auxiliary ones), on the fast core.
        evaluate: ``evaluate(state) -> list[float]`` — each player's total if the game ended now (greedy bot,
            truncated OpenSpiel games); a :class:`~companion.engine.contract.GameState` in.
        observe: ``observe(state, player) -> str`` — the position as ``player`` sees it (hidden information
            left out; ``player`` None: what everybody sees): OpenSpiel's observation string.
        see_move: ``see_move(move, mover, viewer) -> str`` — what ``viewer`` learns of ``move`` made by
            ``mover`` (OpenSpiel's information-state strings are the start plus these); None (default): every
            move is public, seen as ``str(move)``.
        hidden_information: True when some information is hidden from some player (screens, hands, decks):
            the OpenSpiel game is then an imperfect-information game.
        chance_probabilities: ``chance_probabilities(core, outcomes) -> list[float]`` — the probability of
            each chance move of ``core.chance_moves()``; None means equally likely (a fair die).
        resample: ``resample(state, viewer, rng) -> state`` — a position ``viewer`` cannot tell from ``state``
            by what she sees now (her observation), the hidden parts drawn at random from ``rng`` (information-set
            MCTS samples its worlds with it); None when nothing is hidden or the game offers none.
    """

    policy_moves: Callable[[Any], list]
    evaluate: Callable[[Any], list[float]]
    observe: Callable[[Any, int], str] = observe_everything
    see_move: Callable[[Any, int, int], str] | None = None
    hidden_information: bool = False
    chance_probabilities: Callable[[Any, Sequence[Any]], list[float]] | None = None
    resample: Callable[[Any, int, Any], Any] | None = None


def generic_hooks(game: Any) -> AnalysisHooks:
    """The hooks any game on the contract gets without help: legal moves without auxiliary ones, the score
    sheet scored by the game's scorer, fair chance, and the whole position as every player's observation —
    or, for a game with :attr:`~companion.engine.contract.Game.hidden_information`, each player's
    ``view`` (:func:`observe_by_view`), with worlds for information-set search drawn by :func:`reseed`."""
    if getattr(game, "hidden_information", False):
        return AnalysisHooks(policy_moves=policy_moves(game), evaluate=evaluate_by_scorer(game),
                             observe=observe_by_view, hidden_information=True, resample=reseed)
    return AnalysisHooks(policy_moves=policy_moves(game), evaluate=evaluate_by_scorer(game))


_CACHE: dict[str, AnalysisHooks] = {}


def register_hooks(game_id: str, hooks: AnalysisHooks) -> None:
    """Use ``hooks`` for the game ``game_id`` from now on in this process (a game outside the registry, e.g. a
    test's toy game; the registered games are found by :func:`hooks_for` itself)."""
    _CACHE[game_id] = hooks


def hooks_for(game: Any) -> AnalysisHooks:
    """The analysis hooks of ``game`` (a :class:`~companion.engine.contract.Game`): ``HOOKS`` of the module
    ``<game package>.analysis`` when the game has one (a function ``hooks(game)`` is called), else
    :func:`generic_hooks`. Cached per game id."""
    if game.id in _CACHE:
        return _CACHE[game.id]
    from companion.games import GAMES

    found: AnalysisHooks | None = None
    package = GAMES.get(game.id, (None,))[0]
    if package is not None:
        try:
            module = importlib.import_module(package + ".analysis")
        except ModuleNotFoundError as exc:
            if exc.name != package + ".analysis":
                raise
        else:
            found = module.hooks(game) if hasattr(module, "hooks") else module.HOOKS
    _CACHE[game.id] = found or generic_hooks(game)
    return _CACHE[game.id]
