"""Dice duel: a toy game on the engine contract whose win chances can be worked out by hand, so the analysis
layer's generic code is tested on something other than Meduris.

Rules: two players, in turn order. On her turn a player rolls a three-sided die (faces 1, 2, 3: a chance event)
and then takes a bonus of 0 or 1 point (a decision). Score = roll + bonus. Higher score wins; equal scores share
the win (no tie-break).

Hand-worked chances (used by the tests):

* both players always take the bonus (greedy): symmetric, 1/2 each;
* player 0 always takes it, player 1 takes it half the time (random): X = a + 1 is 2, 3, 4 with 1/3 each;
  Y = b + c is 1, 2, 3, 4 with 1/6, 2/6, 2/6, 1/6. P(X > Y) = 1/3 (1/6 + 3/6 + 5/6) = 1/2 and
  P(X = Y) = 1/3 (2/6 + 2/6 + 1/6) = 5/18, so player 0 wins 1/2 + 5/36 = 23/36, player 1 13/36.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from companion.analysis.hooks import AnalysisHooks, register_hooks
from companion.engine.chance import ChanceStream
from companion.engine.contract import ActionSpace, Core, Game, GameState
from companion.errors import IllegalMove, InvalidMove
from companion.explain import Line
from companion.result import build_result

_ROLL, _BONUS = 0, 1


@dataclass(frozen=True)
class Roll:
    face: int | None = None

    def __str__(self) -> str:
        return "roll" if self.face is None else f"roll {self.face}"


@dataclass(frozen=True)
class Bonus:
    points: int

    def __str__(self) -> str:
        return f"bonus {self.points}"


@dataclass(frozen=True)
class Setup:
    players: tuple[str, ...]
    seed: int
    options: Any = None
    origin_data: tuple = (_ROLL, 0, 0, 0, 0, 0, 0)

    @property
    def die(self) -> ChanceStream:
        return ChanceStream(self.seed, "d3", 3)


def not_a_move(thing: Any) -> InvalidMove:
    return InvalidMove("dice-duel 1", "{move} is not a dice duel move.", move=repr(thing))


class DuelCore(Core):
    """Data: [kind (0 roll, 1 bonus, -1 over), player, roll0, roll1, bonus0, bonus1, rolls made]."""

    move_types = frozenset((Roll, Bonus))
    not_a_move = staticmethod(not_a_move)

    def __init__(self, setup: Setup, data: tuple) -> None:
        self.s, self.d, self._saved = setup, list(data), []

    @property
    def current_player(self) -> int | None:
        return None if self.d[0] < 0 else self.d[1]

    def legal_moves(self) -> list:
        kind = self.d[0]
        return [] if kind < 0 else [Roll()] if kind == _ROLL else [Bonus(0), Bonus(1)]

    def chance_moves(self) -> list:
        return [Roll(f) for f in (1, 2, 3)] if self.d[0] == _ROLL else []

    def make(self, move: Any) -> None:
        self._saved.append(self.d[:])
        d = self.d
        p = d[1]
        if type(move) is Roll:
            d[2 + p] = move.face if move.face is not None else self.s.die.outcome(d[6]) + 1
            d[6] += 1
            d[0] = _BONUS
        else:
            d[4 + p] = move.points
            d[0], d[1] = (_ROLL, 1) if p == 0 else (-1, 0)

    def pop(self) -> None:
        self.d = self._saved.pop()

    def snapshot(self) -> tuple:
        return tuple(self.d)

    def refusal(self, move: Any) -> IllegalMove | None:
        return IllegalMove("dice-duel 1", "{move} is not possible now.", move=str(move))


class DuelState(GameState):
    __slots__ = ()

    def __str__(self) -> str:
        d = self._data
        return f"dice duel {d}"


class DiceDuel(Game):
    id = "dice-duel"
    title = "Dice duel"
    min_players = max_players = 2
    reference = "dice-duel"
    sequence_rule = "dice-duel 1"

    def new_game(self, players: Sequence[str], *, seed: int, options: Any = None) -> DuelState:
        return DuelState(Setup(tuple(players), seed), Setup.origin_data)

    def core(self, setup: Setup, data: tuple) -> DuelCore:
        return DuelCore(setup, data)

    def checked(self, state: Any, move: Any) -> Any:
        if type(move) not in (Roll, Bonus):
            raise InvalidMove("{move} is not a move.", move=str(move))
        return move

    def parse_move(self, text: str) -> Any:
        for move in SPACE:
            if str(move) == text:
                return move
        raise InvalidMove("{move} is not a move.", move=text)

    def describe(self, state: Any, move: Any, lang: str = "en") -> str:
        return str(move)

    def action_space(self, state: Any) -> ActionSpace:
        return SPACE

    def final_sheet(self, state: Any) -> dict:
        d = state._data
        return {"game": "dice-duel", "players": [{"name": n, "roll": d[2 + p], "bonus": d[4 + p]}
                                                 for p, n in enumerate(state.players)]}

    def score(self, state: Any):
        sheet = self.final_sheet(state)
        return build_result("dice-duel", {"roll": "Roll", "bonus": "Bonus"},
                            [(p["name"], [Line("roll", p["roll"]), Line("bonus", p["bonus"])])
                             for p in sheet["players"]], [])

    def record_of(self, state: Any) -> dict:
        return {"game": self.id, "version": 1, "players": list(state.players), "seed": state.seed,
                "moves": [str(m) for m in state.history]}

    def start_of_record(self, record: Any) -> DuelState:
        return self.new_game(record.players, seed=record.seed)


SPACE = ActionSpace([Roll(), Roll(1), Roll(2), Roll(3), Bonus(0), Bonus(1)])
DICE_DUEL = DiceDuel()
DuelState.game = DICE_DUEL


def _evaluate(state: Any) -> list[int]:
    d = state._data
    return [d[2] + d[4], d[3] + d[5]]


register_hooks("dice-duel", AnalysisHooks(policy_moves=lambda core: core.legal_moves(), evaluate=_evaluate))
