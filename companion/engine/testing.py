"""The conformance harness every rules engine runs (OpenSpiel's ``random_sim_test`` is the model).

One line per game in its tests::

    report = check_game(MEDURIS, players=3, games=1000, invariants=meduris_invariants)

:func:`check_game` plays seeded random games on the game's fast core and checks, for every game:

* the game's invariants after every move (``invariants(state) -> list of broken ones``);
* a non-terminal position has moves, a terminal one has none;
* (in the first three games and the deep ones) the moves replayed through the immutable API reach the same
  position (replay agrees with the core), a save (``to_json``) loads back to an equal state with the same
  history, and ``undo`` gives the position before the last move;
* the final sheet validates and scores exactly as the calculator scores it.

and, in every game whose seed is a multiple of ``deep_every``, once at its first decision:

* an object that is no move of the game — None, a legal move's notation as text, a move of each other game —
  is refused by the core's ``push`` and by ``apply`` alike with :class:`~companion.errors.InvalidMove` citing a
  rule of the game (rendered in every language), and changes nothing (the core has nothing to pop);

and at every ``cross_every``-th decision:

* every legal move round-trips through its notation (``parse_move(str(m)) == m``) and its dense id (each
  distinct move once per game: the round trips do not depend on the position);
* ``apply`` leaves the old state unchanged;
* every move of the game's whole action space is accepted exactly when it is legal (the decider's legal
  moves, other players' out-of-turn moves, chance moves with a chosen outcome); a refused move raises
  :class:`~companion.errors.IllegalMove` naming a rule of the game, renders in every language, and
  changes nothing; and the rule module that owns a refused move explains why (``core.refusal``): a
  refusal no rule explains means the move generator and the rule's own check have drifted apart.

Failures raise ``AssertionError`` with the game seed and move number, so a failure replays exactly.
"""
from __future__ import annotations

import functools
import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from companion.errors import IllegalMove, InvalidMove
from companion.i18n import LANGUAGES

__all__ = ["check_game", "ConformanceReport", "uniform_policy", "check_transcript", "result_lines"]


@dataclass
class ConformanceReport:
    """What :func:`check_game` saw.

    Attributes:
        games: games played; moves: moves made in all; decisions_cross_checked: positions whose whole
        action space was tried; outcomes: count of each ``outcome(state)`` of the finished games.
    """

    games: int = 0
    moves: int = 0
    decisions_cross_checked: int = 0
    outcomes: Counter = field(default_factory=Counter)


def uniform_policy(rng: random.Random, core: Any, moves: list) -> Any:
    """Pick one of ``moves`` uniformly."""
    return moves[int(rng.random() * len(moves))]


def _fail(what: str, seed: int, ply: int, detail: str = "") -> AssertionError:
    return AssertionError(f"{what} (game seed {seed}, move {ply}){': ' + detail if detail else ''}")


def check_game(game: Any, *, players: int, games: int, seed: int = 0, options: Any = None,
               policy: Callable[[random.Random, Any, list], Any] = uniform_policy,
               invariants: Callable[[Any], Sequence[str]] | None = None,
               outcome: Callable[[Any], Any] = lambda state: "over",
               deep_every: int = 50, cross_every: int = 5, max_moves: int = 100_000,
               names: Sequence[str] | None = None) -> ConformanceReport:
    """Play ``games`` seeded random games of ``game`` and check the engine contract on each (see the module
    docstring).

    Args:
        game: a :class:`~companion.engine.contract.Game`.
        players: player count; names ``P0``, ``P1``, … unless ``names``.
        games: number of games; game i uses seed ``seed + i``.
        options: the game's options for every game.
        policy: ``policy(rng, core, legal_moves) -> move``; uniform by default.
        invariants: ``invariants(state) -> list of broken invariants`` (empty when all hold), called after
            every move.
        outcome: ``outcome(final_state)``, counted in the report (e.g. how the game ended).
        deep_every, cross_every: every game whose seed is a multiple of ``deep_every`` is checked move by move through the
            immutable API; at every ``cross_every``-th decision of it, the whole action space is tried.
        max_moves: a game longer than this fails (it must end).

    Returns:
        A :class:`ConformanceReport`.

    Raises:
        AssertionError: a check failed (the message names the seed and move number).
    """
    from companion.games import score_sheet

    report = ConformanceReport()
    names = list(names or [f"P{i}" for i in range(players)])
    for g in range(games):
        game_seed = seed + g
        rng = random.Random(game_seed)
        start = game.new_game(names, seed=game_seed, options=options)
        state_type = type(start)
        setup = start._setup
        core = start.core()
        deep = game_seed % deep_every == 0
        state = start
        made: list = []
        tripped: set = set()        # legal moves of this game whose notation and id round trips were checked
        now = core.snapshot()       # the position, taken once per move (invariants, the deep checks, undo)
        before_last = None
        while True:
            moves = core.legal_moves()          # once per step: the policy, apply and the cross-check share it
            if core.current_player is None:
                if moves:
                    raise _fail("a finished game has legal moves", game_seed, len(made))
                break
            if not moves:
                raise _fail("a game that is not over has no legal move", game_seed, len(made))
            move = policy(rng, core, moves)
            if deep:
                if not made:
                    _refuses_foreign(game, state, core, game_seed, moves)
                if len(made) % cross_every == 0:
                    _cross_check(game, state, core, game_seed, len(made), moves, tripped)
                    report.decisions_cross_checked += 1
                frozen = state._data
                after = state.apply(move)
                if state._data != frozen or state.ply != len(made):
                    raise _fail("apply changed the old state", game_seed, len(made), str(move))
                state = after
            before_last = now
            core.push(move)
            made.append(move)
            now = core.snapshot()
            if deep and state._data != now:
                raise _fail("the immutable API and the core disagree", game_seed, len(made), str(move))
            if invariants is not None:
                broken = invariants(state if deep else state_type(setup, now))
                if broken:
                    raise _fail("invariant broken", game_seed, len(made), "; ".join(broken))
            if len(made) > max_moves:
                raise _fail("the game did not end", game_seed, len(made))
        report.games += 1
        report.moves += len(made)
        if deep or g < 3:
            final = game.replay_moves(start, made)
            if final._data != now:
                raise _fail("replay disagrees with the game", game_seed, len(made))
            loaded = game.load(final.to_json())
            if loaded != final or loaded.history != final.history:
                raise _fail("a save does not load back to the same game", game_seed, len(made))
            if made and final.undo()._data != before_last:
                raise _fail("undo does not give the position before the last move", game_seed, len(made))
        else:
            final = state_type(setup, now, None, 0)
        sheet = game.final_sheet(final)
        by_engine = game.score(final)
        by_calculator = score_sheet(sheet)
        if [p.total for p in by_engine.players] != [p.total for p in by_calculator.players]:
            raise _fail("the engine scores the final sheet differently from the calculator", game_seed, len(made))
        report.outcomes[outcome(final)] += 1
    return report


@functools.cache
def _other_games_moves(game_id: str) -> tuple:
    """A move of each kind that takes no field, of every other game with an engine (only their moves modules are
    imported: a few milliseconds, once)."""
    import importlib
    from typing import get_args

    from companion import games

    out = []
    for other in games.engine_ids():
        if other != game_id:
            for kind in get_args(importlib.import_module(games.GAMES[other][0] + ".moves").Move):
                try:
                    out.append(kind())
                except TypeError:            # a kind with fields (no default): its zero-field relatives suffice
                    pass
    return tuple(out)


def _refuses_foreign(game: Any, state: Any, core: Any, seed: int, legal: list) -> None:
    """Objects that are no move of ``game`` (None, a legal move's notation as text, other games' moves): the
    core's ``push`` and ``apply`` refuse each with the same :class:`InvalidMove` of this game, rendered in every
    language, and neither the core nor the state changes."""
    frozen, depth = core.snapshot(), len(core._saved)
    things = [None, str(legal[0]), *_other_games_moves(game.id)]
    for thing in things:
        try:
            core.push(thing)
        except InvalidMove as exc:
            pushed = exc
        except Exception as exc:  # noqa: BLE001 - any other failure is what this check reports
            raise _fail("pushing an object that is no move of the game does not raise InvalidMove", seed, 0,
                        f"{thing!r}: {type(exc).__name__}: {exc}") from None
        else:
            raise _fail("pushing an object that is no move of the game is accepted", seed, 0, repr(thing))
        if core.snapshot() != frozen or len(core._saved) != depth:
            raise _fail("pushing an object that is no move of the game changed the core", seed, 0, repr(thing))
        if not pushed.rule.startswith(game.id):
            raise _fail("a refusal cites another game's rule", seed, 0, f"{thing!r}: {pushed.rule}")
        for lang in LANGUAGES:
            pushed.message(lang)
        try:
            state.apply(thing)
        except InvalidMove as exc:
            if (exc.rule, exc.message("en")) != (pushed.rule, pushed.message("en")):
                raise _fail("push and apply refuse an object that is no move differently", seed, 0,
                            f"{thing!r}: {pushed} / {exc}") from None
        except Exception as exc:  # noqa: BLE001
            raise _fail("applying an object that is no move of the game does not raise InvalidMove", seed, 0,
                        f"{thing!r}: {type(exc).__name__}: {exc}") from None
        else:
            raise _fail("applying an object that is no move of the game is accepted", seed, 0, repr(thing))
        if state._data != frozen:
            raise _fail("applying an object that is no move of the game changed the state", seed, 0, repr(thing))


def _cross_check(game: Any, state: Any, core: Any, seed: int, ply: int, legal: list | None = None,
                 tripped: set | None = None) -> None:
    """Every move of the action space: accepted exactly when the core accepts it; notation and ids round
    trip; a refusal is an IllegalMove of this game, rendered in every language, changing nothing.

    ``legal`` is the core's legal moves at this position when the caller has them already; a move in
    ``tripped`` had its notation and id round trips checked already (they do not depend on the position), and
    the moves checked here are added to it."""
    space = game.action_space(state)
    if legal is None:
        legal = core.legal_moves()
    allowed = set(legal) | set(core.chance_moves()) | set(core.other_moves())
    if tripped is None:
        tripped = set()
    for move in legal:
        if move in tripped:
            continue
        if game.parse_move(str(move)) != move:
            raise _fail("a legal move does not round-trip through its notation", seed, ply, str(move))
        if space.move(space.id(move)) != move:
            raise _fail("a legal move does not round-trip through its id", seed, ply, str(move))
        tripped.add(move)
    frozen = state._data
    rendered: set = set()
    unexplained = None           # (rule, template) of the game's "no rule explains it" refusal
    for move in space:
        try:
            state.apply(move)
            accepted = True
        except IllegalMove as exc:
            accepted = False
            key = (exc.rule, exc.template)
            if unexplained is None:
                made_up = game.unexplained(move)
                unexplained = (made_up.rule, made_up.template)
            if key == unexplained:    # apply found the move outside the legal list and no rule's check refused it
                raise _fail("a move the generator leaves out is allowed by its rule's own check (the two copies "
                            "of the rule disagree)", seed, ply, str(move)) from None
            if not exc.rule.startswith(game.id):
                raise _fail("a refusal cites another game's rule", seed, ply, f"{move}: {exc.rule}") from None
            if key not in rendered:                            # each kind of refusal renders in every language
                rendered.add(key)
                for lang in LANGUAGES:
                    exc.message(lang)
        canonical = game.checked(state, move)
        if accepted != (canonical in allowed):
            raise _fail("apply accepts a move exactly when it is legal: it does not", seed, ply,
                        f"{move} accepted={accepted}")
        if state._data != frozen:
            raise _fail("a refused or tried move changed the state", seed, ply, str(move))


def check_transcript(path: Any, actual: Sequence[str], reference: str, *, update: bool | None = None,
                     max_bytes: int = 200_000) -> None:
    """Compare a game's transcript (one line per move, e.g. a seeded bot game) with its golden file.

    Args:
        path: the golden file (``pathlib.Path``).
        actual: the transcript lines just played (no newlines).
        reference: the rules reference to review a difference against (e.g. ``"meduris.md"``), named in the
            message.
        update: write ``actual`` to ``path`` first (default: the environment variable ``UPDATE_GOLDEN=1``;
            only after reviewing the engine change against the reference).
        max_bytes: the golden file stays small enough to read.

    Raises:
        AssertionError: the file is missing or too big, or the first differing line (expected and actual), or
            the first line one side has and the other lacks.
    """
    import os

    if update if update is not None else os.environ.get("UPDATE_GOLDEN") == "1":
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("\n".join(actual) + "\n", encoding="utf-8")
    assert path.exists(), f"{path} is missing: generate it with UPDATE_GOLDEN=1 (after reviewing the engine)"
    assert path.stat().st_size < max_bytes, f"{path.name} is too big for a readable transcript"
    expected = path.read_text(encoding="utf-8").splitlines()
    for number, (want, got) in enumerate(zip(expected, actual), start=1):
        if want != got:
            raise AssertionError(f"{path.name} line {number} differs (review against {reference} before "
                                 f"UPDATE_GOLDEN=1):\n  expected: {want}\n  actual:   {got}")
    if len(actual) != len(expected):
        first = min(len(actual), len(expected))
        side, lines = ("played", actual) if len(actual) > len(expected) else ("expected", expected)
        raise AssertionError(f"{path.name}: {len(expected)} lines expected, {len(actual)} played; first line only "
                             f"{side} (line {first + 1}): {lines[first]}")


def result_lines(result: Any) -> list[str]:
    """The last lines of a golden transcript: one per player of a scored ``result`` (a
    :class:`~companion.result.ScoreResult`: ``players`` with ``name``, ``total``, ``rank`` and
    ``categories``; ``winners``), then the winners.

    Example:
        >>> from types import SimpleNamespace as NS
        >>> result_lines(NS(players=[NS(name="Ann", total=7, rank=1, categories={"track": 7})], winners=("Ann",)))
        ['final | Ann: total 7, rank 1 | track=7', 'winners | Ann']
    """
    lines = []
    for p in result.players:
        cats = " ".join(f"{k}={v}" for k, v in p.categories.items())
        lines.append(f"final | {p.name}: total {p.total}, rank {p.rank} | {cats}")
    lines.append("winners | " + ", ".join(result.winners))
    return lines
