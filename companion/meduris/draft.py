"""The mutable draft of a state while one move is applied (meduris.md §4.10 pseudo-flow data).

:func:`companion.meduris.engine.apply` copies the frozen :class:`~companion.meduris.state.State` into a
:class:`Draft`, lets the rule modules change it (chips, scores, druid, whose decision) and freezes it into
the next state. A draft never escapes the engine. No rule is decided here: only chip bookkeeping (chips
move between screens and plateaus, never created or lost, §1) and setting the pending decision.
"""
from __future__ import annotations

from companion.meduris.moves import Move
from companion.meduris.state import Pending, State

__all__ = ["Draft"]


class Draft:
    """Mutable working copy of ``s``; lists where the state has tuples, same field names otherwise
    (``res`` = ``resources``). ``n`` is the player count, ``N`` the number of sites."""

    __slots__ = ("s", "board", "n", "N", "opts", "phase", "pending", "active", "turn", "rolls", "last_roll",
                 "res", "scores", "huts_left", "temples_left", "supply", "stacks", "sites", "bonus", "runes",
                 "druid_step", "druid_site", "buildings", "end_trigger", "extra_turns", "final_mark",
                 "ended_by", "turns_since_build")

    def __init__(self, s: State) -> None:
        self.s = s
        self.board = s.board
        self.n = len(s.players)
        self.N = s.board.size
        self.opts = s.options
        self.phase = s.phase
        self.pending = s.pending
        self.active = s.active
        self.turn = s.turn
        self.rolls = s.rolls
        self.last_roll = s.last_roll
        self.res = [list(r) for r in s.resources]
        self.scores = list(s.scores)
        self.huts_left = list(s.huts_left)
        self.temples_left = list(s.temples_left)
        self.supply = list(s.supply)
        self.stacks = [list(x) for x in s.stacks]
        self.sites = list(s.sites)
        self.bonus = list(s.bonus)
        self.runes = list(s.runes)
        self.druid_step = s.druid_step
        self.druid_site = s.druid_site
        self.buildings = s.buildings
        self.end_trigger = s.end_trigger
        self.extra_turns = s.extra_turns
        self.final_mark = s.final_mark
        self.ended_by = s.ended_by
        self.turns_since_build = s.turns_since_build

    def freeze(self, move: Move) -> State:
        """The next state: this draft after ``move``, with ``move`` appended to the history."""
        s = self.s
        return State(
            players=s.players, colours=s.colours, seed=s.seed, options=s.options, board=s.board,
            phase=self.phase, pending=self.pending, active=self.active, turn=self.turn, rolls=self.rolls,
            last_roll=self.last_roll, resources=tuple(tuple(r) for r in self.res),  # type: ignore[misc]
            scores=tuple(self.scores), huts_left=tuple(self.huts_left), temples_left=tuple(self.temples_left),
            supply=tuple(self.supply),  # type: ignore[arg-type]
            stacks=tuple(tuple(x) for x in self.stacks), sites=tuple(self.sites), bonus=tuple(self.bonus),
            runes=tuple(self.runes), druid_step=self.druid_step, druid_site=self.druid_site,
            buildings=self.buildings, end_trigger=self.end_trigger, extra_turns=self.extra_turns,
            final_mark=self.final_mark, ended_by=self.ended_by, turns_since_build=self.turns_since_build,
            history=s.history + (move,), origin=s.origin, parent=s,
        )

    # --- chips (meduris.md §1: chips are conserved) ---------------------------------------------
    def pay(self, p: int, needs: dict[int, int]) -> None:
        """Player ``p`` returns ``needs`` (chips per resource index) to the plateaus."""
        for r, k in needs.items():
            self.res[p][r] -= k
            self.supply[r] += k

    def gain(self, p: int, r: int, k: int) -> int:
        """Player ``p`` takes up to ``k`` chips of resource ``r`` from its plateau; returns how many."""
        k = min(k, self.supply[r])
        self.supply[r] -= k
        self.res[p][r] += k
        return k

    def add_score(self, p: int, delta: int) -> None:
        """Move player ``p``'s scorekeeper by ``delta``; the score never drops below 0 (§4.7)."""
        self.scores[p] = max(0, self.scores[p] + delta)

    # --- whose decision ---------------------------------------------------------------------------
    def begin_turn(self, p: int) -> None:
        """Player ``p`` starts a turn: part 1, the roll (§4.1)."""
        self.active = p
        self.turn += 1
        self.pending = Pending("roll", p)

    def to_action(self) -> None:
        """The active player's part 2: big yield or build (§4.2-4.4)."""
        self.pending = Pending("action", self.active)

    def game_over(self) -> None:
        """No decision is pending any more (§5.2)."""
        self.phase = "over"
        self.pending = None
