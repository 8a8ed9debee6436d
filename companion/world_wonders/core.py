"""The fast World Wonders core: the position as one flat list with make/unmake (python-chess style).

:class:`WorldWondersCore` dispatches each decision to the rule module that owns it; every rule module keeps its
move generator (the single source of legality), its apply step and the explanation of a refusal side by side:

=============================  ===============================================  ====================
decision / move                module (generator · apply · refusal)             world-wonders.md
=============================  ===============================================  ====================
free_road: Place               :mod:`~companion.world_wonders.roads`            §2 J, §4
purchase: Buy…                 :mod:`~companion.world_wonders.purchase`         §3.2
purchase: TakeLoan, RepayLoan  :mod:`~companion.world_wonders.loans`            §3.3
purchase: Pass                 :mod:`~companion.world_wonders.turns`            §3.1
place: Place                   :mod:`~companion.world_wonders.placement` (cells, edge, terrain) with
                               :mod:`~.roads`, :mod:`~.buildings`, :mod:`~.towers`, :mod:`~.monuments`  §4
place_short: PlaceShort        :mod:`~companion.world_wonders.roads`            §4
production                     :mod:`~companion.world_wonders.production`       §5
end of a turn / of a round     :mod:`~.turns`, :mod:`~.round_end`, :mod:`~.turn_order`   §3.1, §3.4, §3.5
the Automaton's turns          :mod:`~companion.world_wonders.solo`             §7.2
game end, final sheet          :mod:`~companion.world_wonders.end`              §6
=============================  ===============================================  ====================

``push`` trusts a move of a World Wonders type (the immutable :class:`~companion.world_wonders.state.State` checks
membership in :meth:`WorldWondersCore.legal_moves` first) and refuses anything else
(:meth:`~companion.engine.contract.Core.push`); ``pop`` restores the saved list (a shallow copy: the tuples and
ints in it are never changed in place).

Example:
    >>> from companion import games
    >>> core = games.get("world-wonders").new_game(["Ann", "Bob"], seed=1).core()
    >>> before = core.snapshot()
    >>> core.push(core.legal_moves()[0]); core.pop()
    >>> core.snapshot() == before
    True
"""
from __future__ import annotations

from typing import Any

from companion.engine.contract import Core
from companion.errors import IllegalMove
from companion.i18n import N_, Phrase
from companion.world_wonders import loans, placement, purchase, roads, turns
from companion.world_wonders.moves import (
    BUYS, MOVE_TYPES, Move, Pass, Place, PlaceShort, RepayLoan, TakeLoan, not_a_move, phrase,
)
from companion.world_wonders.state import (
    F_BLD0, F_MONM, F_NB0, F_NOCC, F_NROAD, F_OCC, F_PIECES, F_ROADM, F_RTOUCH, F_TOWERM, FREE_ROAD, G_KIND, G_PLAYER, P0, PB, PLACE, PLACE_SHORT,
    PURCHASE, Setup, TOWER, ROAD, BRIDGE, SHORT, BUILDING, MONUMENT,
)

__all__ = ["WorldWondersCore", "player_label"]

_EXPECTED = {FREE_ROAD: (Place,), PURCHASE: BUYS + (TakeLoan, RepayLoan, Pass), PLACE: (Place,),
             PLACE_SHORT: (PlaceShort,)}
_WAITING = {
    FREE_ROAD: N_("{move} is not possible now: {player} must first place the free long road, touching the sidewalk."),
    PURCHASE: N_("{move} is not possible now: {player} must buy an item, take or repay a loan, or pass."),
    PLACE: N_("{move} is not possible now: {player} must place the item just bought."),
    PLACE_SHORT: N_("{move} is not possible now: {player} must place the pieces of the set of short roads."),
}
_RULE_OF = {FREE_ROAD: "world-wonders 2", PURCHASE: "world-wonders 3.1", PLACE: "world-wonders 3.2",
            PLACE_SHORT: "world-wonders 4"}


def player_label(c: Any, p: int) -> Phrase:
    """How messages name player ``p`` (their name)."""
    return Phrase(N_("{name}"), {"name": c.s.players[p]})


class WorldWondersCore(Core):
    """A World Wonders position as flat mutable data (layout: :mod:`companion.world_wonders.state`).

    Args:
        setup: the game's :class:`~companion.world_wonders.state.Setup`.
        data: a snapshot (tuple) of the position.

    Attributes:
        s: the setup; d: the flat data; n: players; g: the maps' :class:`~companion.world_wonders.grid.Grid`;
        opts: the options; plan: None, or the :class:`~companion.engine.chance.DrawPlan` choosing the tiles
        and monument cards drawn (:mod:`~companion.world_wonders.purchase`).
    """

    __slots__ = ("s", "d", "n", "g", "opts", "_saved")
    move_types = frozenset(MOVE_TYPES)
    not_a_move = staticmethod(not_a_move)

    def __init__(self, setup: Setup, data: tuple | list) -> None:
        self.s = setup
        self.d = list(data)
        self.n = len(setup.players)
        self.g = setup.grid
        self.opts = setup.options
        self._saved: list[list] = []
        self.plan = None                    # a DrawPlan choosing the market's draws (analysis), else the seeded orders

    @property
    def current_player(self) -> int | None:
        """The deciding player, None when the game is over."""
        d = self.d
        return None if d[G_KIND] < 0 else d[G_PLAYER]

    # --- legal moves ----------------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        """All moves the current decider may make now (§2 J, §3, §4); ``[]`` if the game is over."""
        d = self.d
        kind = d[G_KIND]
        if kind < 0:
            return []
        p = d[G_PLAYER]
        if kind == PURCHASE:
            out: list[Move] = []
            purchase.purchase_moves(self, p, out)
            loans.loan_moves(self, p, out)
            turns.pass_moves(self, p, out)
            return out
        if kind == PLACE_SHORT:
            return roads.short_moves(self, p)
        return placement.place_moves(self, p)

    # --- make / unmake ----------------------------------------------------------------------------
    def make(self, move: Move) -> None:
        """Make the legal ``move`` (pushed: :meth:`~companion.engine.contract.Core.push` refuses a move of no
        World Wonders type, world-wonders 3.2); the purchases last."""
        self._saved.append(self.d[:])
        p = self.d[G_PLAYER]
        t = type(move)
        if t is Place:
            placement.place(self, p, move)  # type: ignore[arg-type]
        elif t is PlaceShort:
            roads.place_short(self, p, move)  # type: ignore[arg-type]
        elif t is TakeLoan or t is RepayLoan:
            loans.apply(self, p, move)
        elif t is Pass:
            turns.pass_turn(self, p)
        else:
            purchase.buy(self, p, move)

    # --- refusals -----------------------------------------------------------------------------------
    def refusal(self, move: Any) -> IllegalMove | None:
        """Why the well-formed ``move`` is not legal now, from the rule module that owns it; None if that
        module finds nothing wrong (its check and its generator disagree: a bug the harness reports)."""
        d = self.d
        kind = d[G_KIND]
        p = d[G_PLAYER]
        t = type(move)
        if t not in _EXPECTED[kind]:
            return IllegalMove(_RULE_OF[kind], _WAITING[kind], move=phrase(move), player=player_label(self, p))
        if kind == PURCHASE:
            if t is TakeLoan or t is RepayLoan:
                return loans.refusal(self, p, move)
            if t is Pass:
                return turns.pass_refusal(self, p)
            return purchase.refusal(self, p, move)
        if kind == PLACE_SHORT:
            return roads.short_refusal(self, p, move)
        return placement.refusal(self, p, move)

    # --- shared bookkeeping -------------------------------------------------------------------------
    def base(self, p: int) -> int:
        """Index of player ``p``'s block in :attr:`d`."""
        return P0 + p * PB

    def allowed(self, p: int) -> dict[str, int]:
        """Per footprint tag, the cells of player ``p``'s map a piece's cell may cover: ``L`` free land (natural
        resources included), ``W`` free water, ``A`` any free cell, ``?`` any cell (a gap: any space or piece)."""
        m = self.s.maps[p]
        g = self.g
        free = g.ALL & ~self.d[P0 + p * PB + F_OCC]
        return {"L": free & m.land, "W": free & m.water, "A": free, "?": g.ALL}

    def add_piece(self, p: int, kind: int, ident: int, mask: int) -> None:
        """Record a placed piece of player ``p``: its cells covered, its kind's mask, the pieces tuple, and the
        cells next to it in the masks the placement rules ask for (see :mod:`~companion.world_wonders.state`)."""
        d = self.d
        b = P0 + p * PB
        near = self.g.neighbours(mask)
        d[b + F_OCC] |= mask
        d[b + F_NOCC] |= near
        if kind == ROAD or kind == BRIDGE or kind == SHORT:
            d[b + F_ROADM] |= mask
            d[b + F_NROAD] |= near
            d[b + F_RTOUCH] |= near
        elif kind == TOWER:
            d[b + F_TOWERM] |= mask
            d[b + F_RTOUCH] |= near
        elif kind == MONUMENT:
            d[b + F_MONM] |= mask
        elif kind == BUILDING:
            t = self.s.tile_type[ident]
            d[b + F_BLD0 + t] |= mask
            d[b + F_NB0 + t] |= near
        d[b + F_PIECES] = d[b + F_PIECES] + ((kind, ident, mask),)
