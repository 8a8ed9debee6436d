"""The fast Iquazú core: the position as one flat list of ints with make/unmake (python-chess style).

:class:`IquazuCore` dispatches each move to the rule module that owns it; every rule module keeps its move
generator (the single source of legality), its apply step and the explanation of a refusal side by side:

=========================  ==============================================  ===================
decision / move            module (generator · apply · refusal)            iquazu.md
=========================  ==============================================  ===================
turn: Draw                 :mod:`~companion.iquazu.cards`                  §4 A, §2.5
turn: Place; pay: Pay      :mod:`~companion.iquazu.placing`                §4 B, §2.3–2.4, §1.1
turn: UseCards, UseDouble  :mod:`~companion.iquazu.bonus_tiles`            §1.1
turn: EndTurn; the flow    :mod:`~companion.iquazu.turn`                   §4
(no move) the drop         :mod:`~companion.iquazu.drop`                   §4 step 2
(no move) scoring round    :mod:`~companion.iquazu.scoring_round`          §5
discard: Discard           :mod:`~companion.iquazu.cards`                  §2.5
(no move) the end          :mod:`~companion.iquazu.end`                    §6
=========================  ==============================================  ===================

``push`` trusts a move of an Iquazú type (the immutable :class:`~companion.iquazu.state.State` checks membership in
:meth:`IquazuCore.legal_moves` first) and refuses anything else (:meth:`~companion.engine.contract.Core.push`);
``pop`` restores the saved list.

Example:
    >>> from companion import games
    >>> core = games.get("iquazu").new_game(["Ann", "Bob"], seed=1).core()
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
from companion.iquazu import bonus_tiles, cards, placing, turn
from companion.iquazu.moves import (
    DRAW, END, Discard, Draw, EndTurn, Move, Pay, Place, UseCards, UseDouble, not_a_move, phrase,
)
from companion.iquazu.state import Setup

__all__ = ["IquazuCore"]

_TURN, _PAY, _DISCARD = 0, 1, 2


class IquazuCore(Core):
    """An Iquazú position as flat mutable data (layout: :class:`~companion.iquazu.state.Layout`).

    Args:
        setup: the game's :class:`~companion.iquazu.state.Setup`.
        data: a snapshot (tuple) of the position.

    Attributes:
        d: the flat data (list of ints); L: the layout; s: the setup; opts: the options.
    """

    __slots__ = ("s", "L", "d", "opts", "_saved")
    move_types = frozenset(get_args(Move))
    not_a_move = staticmethod(not_a_move)

    def __init__(self, setup: Setup, data: tuple | list) -> None:
        self.s = setup
        self.L = setup.L
        self.d = list(data)
        self.opts = setup.options
        self._saved: list[list[int]] = []
        self.plan = None                    # a DrawPlan choosing the draws (analysis), else the seeded streams

    @property
    def current_player(self) -> int | None:
        """The deciding player (the crystal-box holder), None when the game is over."""
        d, L = self.d, self.L
        return None if d[L.KIND] < 0 else d[L.ACTIVE]

    # --- legal moves ----------------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        """All moves the active player may make now (iquazu.md §4, §1.1, §2.5); ``[]`` if the game is over."""
        d = self.d
        L = self.L
        kind = d[L.KIND]
        if kind:
            if kind < 0:
                return []
            if kind == _PAY:
                return placing.pay_moves(self, d[L.ACTIVE])
            return cards.discard_moves(self, d[L.ACTIVE])
        p = d[L.ACTIVE]
        if d[L.ACTIONS]:
            out: list[Move] = [DRAW]
            placing.place_moves(self, p, out)
        else:
            out = [END]
        bonus_tiles.tile_moves(self, p, out)
        return out

    # --- make / unmake ----------------------------------------------------------------------------
    def make(self, move: Move) -> None:
        """Make the legal ``move`` (pushed: :meth:`~companion.engine.contract.Core.push` refuses a move of no
        Iquazú type, iquazu 4); the discards last.

        The whole list is saved for :meth:`pop`, except for choosing an alcove (a third of all moves), which
        changes only the pending decision and the chosen alcove: those two values are saved instead (copying
        the list is a tenth of the time of a random game)."""
        d = self.d
        L = self.L
        p = d[L.ACTIVE]
        t = type(move)
        if t is Place:
            self._saved.append((d[L.KIND], d[L.PALC]))
            placing.choose(self, p, move)  # type: ignore[arg-type]
            return
        self._saved.append(d[:])
        if t is Pay:
            placing.pay(self, p, move)  # type: ignore[arg-type]
            turn.after_action(self, p)
        elif t is Draw:
            cards.draw_action(self, p)
            turn.after_action(self, p)
        elif t is UseCards:
            bonus_tiles.use_cards(self, p, move)  # type: ignore[arg-type]
            turn.after_action(self, p)
        elif t is UseDouble:
            bonus_tiles.use_double(self, p)
        elif t is EndTurn:
            turn.end_turn(self, p)
        else:
            cards.discard(self, p, move)  # type: ignore[arg-type]
            turn.after_discard(self, p)

    def pop(self) -> None:
        """Unmake the last pushed move (see :meth:`push`: a saved list comes back, or the two values a Place
        changed).

        Raises:
            IndexError: nothing was pushed on this core.
        """
        saved = self._saved.pop()
        if type(saved) is tuple:
            d, L = self.d, self.L
            d[L.KIND], d[L.PALC] = saved
        else:
            self.d = saved

    # --- refusals -----------------------------------------------------------------------------------
    def refusal(self, move: Any) -> IllegalMove | None:
        """Why the well-formed ``move`` is not legal now, from the rule module that owns it; None if that module
        finds nothing wrong (its check and its generator disagree: a bug the harness reports)."""
        d, L = self.d, self.L
        p = d[L.ACTIVE]
        t = type(move)
        if d[L.KIND] == _DISCARD and t is not Discard:
            return IllegalMove("iquazu 2.5", cards.TOO_MANY, player=self.players[p], count=cards.hand_size(self, p),
                               limit=12)
        if t is Place or t is Pay:
            return placing.refusal(self, p, move)
        if d[L.KIND] == _PAY:
            return IllegalMove("iquazu 4", N_("{player} has chosen an alcove: pay for it first (or undo the choice)."),
                               player=self.players[p])
        if t is Draw or t is Discard:
            return cards.refusal(self, p, move)
        if t is UseCards or t is UseDouble:
            return bonus_tiles.refusal(self, p, move)
        if t is EndTurn and d[L.ACTIONS]:
            return IllegalMove("iquazu 4", N_("{player} must take an action first: draw 4 cards or place a crystal."),
                               player=self.players[p])
        return None

    def no_action_left(self, p: int, move: Move) -> IllegalMove:
        """The refusal of an action after the turn's action(s) (§4: one action; FAQ: one crystal per turn)."""
        return IllegalMove("iquazu 4", N_("{move} is not possible now: {player} has taken this turn's action; only a "
                                          "double-move tile gives another."), move=phrase(move), player=self.players[p])

    # --- bookkeeping ------------------------------------------------------------------------------
    def clear_alcove(self, a: int) -> None:
        """Empty alcove ``a`` of a column already scored (a piece taken back, §6.3), keeping its column's mask."""
        d, L, s = self.d, self.L, self.s
        d[L.ALC + a] = 0
        col = s.alc_col[a]
        d[L.EMPTY + col - 1] |= 1 << (a - s.col_start[col - 1])
