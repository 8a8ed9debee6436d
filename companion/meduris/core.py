"""The fast Meduris core: the position as one flat list of ints with make/unmake (python-chess style).

:class:`MedurisCore` dispatches each decision to the rule module that owns it; every rule module keeps
its move generator (the single source of legality), its apply step and the explanation of a refusal side
by side:

=========================  ==========================================  =====================
decision / move            module (generator · apply · refusal)        meduris.md
=========================  ==========================================  =====================
place_bonus / PlaceBonus   :mod:`~companion.meduris.setup`             §3 step 6
place_worker / PlaceWorker :mod:`~companion.meduris.setup`             §3 step 7
roll, take, return         :mod:`~companion.meduris.yields`            §4.1
action: BigYield           :mod:`~companion.meduris.yields`            §4.2
action: BuildHut/Temple    :mod:`~companion.meduris.building`          §4.3-4.4
Exchange (any decision)    :mod:`~companion.meduris.exchange`          §4.5
offer                      :mod:`~companion.meduris.druid`             §4.6-4.8
end of turn, last lap      :mod:`~companion.meduris.end`               §5.1-5.2
=========================  ==========================================  =====================

``push`` trusts a move of a Meduris type (the immutable :class:`~companion.meduris.state.State` checks membership
in :meth:`MedurisCore.legal_moves` first) and refuses anything else (:meth:`~companion.engine.contract.Core.push`);
``pop`` restores the saved list, so a move costs one list copy of
about 140 ints whatever the game's length.

Example:
    >>> from companion.meduris.engine import new_game
    >>> core = new_game(["Ann", "Bob"], seed=1).core()
    >>> before = core.snapshot()
    >>> core.push(core.legal_moves()[0]); core.pop()
    >>> core.snapshot() == before
    True
"""
from __future__ import annotations

from typing import Any, get_args

from companion.engine.contract import Core
from companion.errors import IllegalMove
from companion.i18n import N_
from companion.meduris import building, druid, end, exchange, setup, yields
from companion.meduris.common import player_label
from companion.meduris.moves import (
    BigYield, BuildHut, BuildTemple, Exchange, Move, OfferBoth, OfferDruidChip, OfferNothing, OfferOne,
    PlaceBonus, PlaceWorker, ReturnChip, Roll, TakeChip, TakeNothing, not_a_move, phrase,
)
from companion.meduris.rules import DIE_FACES, RESOURCES
from companion.meduris.state import DECISIONS, Decision, Setup

__all__ = ["MedurisCore"]

_P_BONUS, _P_WORKER, _ROLL, _TAKE, _RETURN, _ACTION, _OFFER = range(7)
assert DECISIONS[_OFFER] is Decision.OFFER and DECISIONS[_P_BONUS] is Decision.PLACE_BONUS

_DECISION_TEMPLATES = (
    N_("{move} is not possible now: {player} must put a bonus chip on a site."),
    N_("{move} is not possible now: {player} must place a worker."),
    N_("{move} is not possible now: {player} must roll the die."),
    N_("{move} is not possible now: {player} may take one chip of any resource."),
    N_("{move} is not possible now: {player} must return one chip."),
    N_("{move} is not possible now: {player} must take a big yield or build."),
    N_("{move} is not possible now: {player} must make an offering at site {site}."),
)
_EXPECTED = (
    (PlaceBonus,), (PlaceWorker,), (Roll,), (TakeChip, TakeNothing), (ReturnChip,),
    (BigYield, BuildHut, BuildTemple), (OfferOne, OfferBoth, OfferDruidChip, OfferNothing),
)
_ROLL_MOVE = Roll()
_CHOSEN_ROLLS = [Roll(face) for face in DIE_FACES]


class MedurisCore(Core):
    """A Meduris position as flat mutable data (layout: :class:`~companion.meduris.state.Layout`).

    Args:
        setup: the game's :class:`~companion.meduris.state.Setup`.
        data: a snapshot (tuple) of the position.

    Attributes:
        d: the flat data (list of ints); L: the layout; s: the setup; n: players; N: sites;
        sym: per site index, the resource indices of its two symbols; opts: the options; die: the die
        stream (:class:`~companion.engine.chance.ChanceStream`); board: the board; full: its mask of all
        sites; short: the board's
        :func:`~companion.meduris.building.short_tables`; masks_key, masks: the last site masks of
        :func:`~companion.meduris.building.board_masks` and the data they were made for.
    """

    __slots__ = ("s", "L", "d", "n", "N", "sym", "opts", "die", "board", "full", "short", "masks_key", "masks",
                 "_saved")
    move_types = frozenset(get_args(Move))
    not_a_move = staticmethod(not_a_move)

    def __init__(self, setup: Setup, data: tuple | list) -> None:
        self.s = setup
        self.L = setup.layout
        self.d = list(data)
        self.n = self.L.n
        self.N = self.L.N
        self.sym = setup.board.symbol_indices
        self.opts = setup.options
        self.die = setup.die
        self.board = setup.board
        self.full = setup.board.full_mask
        self.short = building.short_tables(setup.board)
        self.masks_key: list[int] = []
        self.masks: tuple = ()
        self._saved: list[list[int]] = []

    # --- who / players (messages; the names are Core.players) ------------------------------------
    @property
    def colours(self) -> tuple[str, ...]:
        """Player colours (for messages)."""
        return self.s.colours

    @property
    def current_player(self) -> int | None:
        """The deciding player, None when the game is over."""
        d, L = self.d, self.L
        return None if d[L.KIND] < 0 else d[L.PLAYER]

    # --- legal moves ----------------------------------------------------------------------------
    def legal_moves(self, exchanges: bool = True) -> list[Move]:
        """All moves the current decider may make now (meduris.md §3, §4.1-4.7); ``[]`` if the game is over.

        Args:
            exchanges: include the decider's 3-for-1 exchanges (§4.5), legal at every decision.
        """
        d, L = self.d, self.L
        kind = d[L.KIND]
        if kind == _ROLL:                              # the decisions in the order of how often they come
            out = [_ROLL_MOVE]
        elif kind == _ACTION:
            p = d[L.PLAYER]
            out = yields.big_yield_moves(self, p)
            building.build_moves(self, p, out)
        elif kind == _OFFER:
            out = druid.offer_moves(self, d[L.PLAYER])
        elif kind == _RETURN:
            out = yields.return_moves(self, d[L.PLAYER])
        elif kind == _TAKE:
            out = yields.take_moves(self)
        elif kind < 0:
            return []
        elif kind == _P_WORKER:
            out = setup.worker_moves(self)
        else:
            out = setup.bonus_moves(self)
        if exchanges:
            out.extend(exchange.exchange_moves(self, d[L.PLAYER]))
        return out

    def chance_moves(self) -> list[Move]:
        """At a roll: the roll with each face chosen (``Roll("wool")``, §4.1), for lessons and tests."""
        d, L = self.d, self.L
        return list(_CHOSEN_ROLLS) if d[L.KIND] == _ROLL else []

    def other_moves(self) -> list[Move]:
        """Out-of-turn exchanges (§4.5 "at any moment"): every other player's, naming the player."""
        d, L = self.d, self.L
        if d[L.KIND] < 0:
            return []
        p = d[L.PLAYER]
        out: list[Move] = []
        for q in range(self.n):
            if q != p:
                out.extend(exchange.exchange_moves(self, q, by=q))
        return out

    # --- make / unmake ----------------------------------------------------------------------------
    def make(self, move: Move) -> None:
        """Make the legal ``move`` (pushed: :meth:`~companion.engine.contract.Core.push` refuses a move of no
        Meduris type, meduris 4.10): the rule module's apply step for its type (:data:`_PLAY`)."""
        d = self.d
        self._saved.append(d.copy())
        _PLAY[type(move)](self, d[self.L.PLAYER], move)

    # --- refusals -----------------------------------------------------------------------------------
    def refusal(self, move: Any) -> IllegalMove | None:
        """Why the well-formed ``move`` is not legal now, from the rule module that owns it; None if that
        module finds nothing wrong (its check and its generator disagree: a bug the harness reports)."""
        d, L = self.d, self.L
        kind = d[L.KIND]
        p = d[L.PLAYER]
        who = player_label(self, p)
        t = type(move)
        if t is Exchange:
            return exchange.refusal(self, p if move.player is None else move.player, move)
        if t not in _EXPECTED[kind]:
            return IllegalMove("meduris 4.10", _DECISION_TEMPLATES[kind], move=phrase(move), player=who,
                               site=d[L.PSITE])
        module = (setup, setup, yields, yields, yields, None, druid)[kind]
        if kind == _ACTION:
            module = yields if t is BigYield else building
        return module.refusal(self, p, move)  # type: ignore[union-attr]

    # --- chip bookkeeping (meduris.md §1: chips are conserved) ----------------------------------------
    def pay(self, p: int, r: int, k: int) -> None:
        """Player ``p`` returns ``k`` chips of resource ``r`` to its plateau."""
        d = self.d
        d[4 * p + r] -= k
        d[self.L.SUPPLY + r] += k

    def gain(self, p: int, r: int, k: int) -> int:
        """Player ``p`` takes up to ``k`` chips of resource ``r`` from its plateau; returns how many."""
        d = self.d
        i = self.L.SUPPLY + r
        if k > d[i]:
            k = d[i]
        d[i] -= k
        d[4 * p + r] += k
        return k

    def add_score(self, p: int, delta: int) -> None:
        """Move player ``p``'s scorekeeper by ``delta``; the score never drops below 0 (§4.7)."""
        i = self.L.SCORE + p
        v = self.d[i] + delta
        self.d[i] = v if v > 0 else 0

    def decide(self, kind: int, p: int, site: int = 0) -> None:
        """The game now waits for decision ``kind`` (index of :class:`Decision`) of player ``p``."""
        d, L = self.d, self.L
        d[L.KIND] = kind
        d[L.PLAYER] = p
        d[L.PSITE] = site

    def begin_turn(self, p: int) -> None:
        """Player ``p`` starts a turn: part 1, the roll (§4.1)."""
        d, L = self.d, self.L
        d[L.ACTIVE] = p
        d[L.TURN] += 1
        d[L.KIND] = _ROLL
        d[L.PLAYER] = p
        d[L.PSITE] = 0

    def to_action(self) -> None:
        """The active player's part 2: big yield or build (§4.2-4.4)."""
        d, L = self.d, self.L
        d[L.KIND] = _ACTION
        d[L.PLAYER] = d[L.ACTIVE]
        d[L.PSITE] = 0

    def game_over(self) -> None:
        """No decision is pending any more (§5.2)."""
        d, L = self.d, self.L
        d[L.PHASE] = 3
        self.decide(-1, 0)

    def resource_name(self, r: int) -> str:
        """The resource with index ``r`` (for messages)."""
        return RESOURCES[r]


# --- the apply step of each move type, with what follows it in the turn (meduris.md §4.10) -----------

def _big_yield(c: MedurisCore, p: int, move: BigYield) -> None:
    """A big yield ends the turn (§4.2, §5.1)."""
    yields.big_yield(c, p, move)
    end.end_turn(c, False)


def _offer(c: MedurisCore, p: int, move: Move) -> None:
    """An offering at the druid's hut; the ritual goes on or the turn ends (§4.7)."""
    site = c.d[c.L.PSITE]
    druid.offer(c, p, site, move)
    if druid.after_offer(c, site):
        end.end_turn(c, True)


def _build(c: MedurisCore, p: int, move: BuildHut | BuildTemple) -> None:
    """A hut or a temple, then the druid moves (§4.3-4.4, §4.6)."""
    (building.build_hut if type(move) is BuildHut else building.build_temple)(c, p, move.site)
    if druid.advance(c):
        end.end_turn(c, True)


def _exchange(c: MedurisCore, p: int, move: Exchange) -> None:
    """A 3-for-1 exchange by the decider or, out of turn, by the player it names (§4.5)."""
    exchange.exchange(c, p if move.player is None else move.player, move)


#: per move type: its apply step ``(core, deciding player, move)``
_PLAY = {
    Roll: yields.roll, BigYield: _big_yield, OfferOne: _offer, OfferBoth: _offer, OfferDruidChip: _offer,
    OfferNothing: _offer, TakeChip: yields.take_chip, TakeNothing: yields.take_chip, ReturnChip: yields.return_chip,
    BuildHut: _build, BuildTemple: _build, Exchange: _exchange, PlaceWorker: setup.place_worker,
    PlaceBonus: setup.place_bonus,
}
assert set(_PLAY) == MedurisCore.move_types
