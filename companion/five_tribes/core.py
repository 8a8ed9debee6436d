"""The fast Five Tribes core: the position as one flat list of ints with make/unmake (python-chess style).

:class:`FiveTribesCore` dispatches each decision to the rule module that owns it; every rule module keeps
its move generator (the single source of legality), its apply step and the explanation of a refusal side
by side:

=======================  ===============================================  ==========================
decision / move          module (generator · apply · refusal)             five-tribes.md
=======================  ===============================================  ==========================
bid / Bid                :mod:`~companion.five_tribes.bidding`            §3.1 (Kumarbi §1.5)
turn / Pick, EndTurn     :mod:`~companion.five_tribes.turn`               §3.2, §4 (no move left)
step, drop / Step, Drop  :mod:`~companion.five_tribes.move_meeples`       §3.3
(automatic)              :mod:`~companion.five_tribes.tile_control`       §3.4
(automatic)              :mod:`~companion.five_tribes.viziers`, ``elders``, ``merchants``  §3.5
builders / Builders      :mod:`~companion.five_tribes.builders`           §3.5 (Echidna)
assassins / Kill …       :mod:`~companion.five_tribes.assassins`          §3.5 (Iblis, Boaz, Kandicha)
tile / Buy, TakeDjinn …  :mod:`~companion.five_tribes.tile_actions`       §3.6 (Hagis, Lamia)
turn / Sell              :mod:`~companion.five_tribes.sale`               §3.7
UseDjinn, Keep           :mod:`~companion.five_tribes.djinns`             §1.5
(automatic)              :mod:`~companion.five_tribes.cleanup`            §3.8
(automatic)              :mod:`~companion.five_tribes.end`                §4, §5 (final sheet)
=======================  ===============================================  ==========================

``push`` trusts a move of a Five Tribes type (the immutable :class:`~companion.five_tribes.state.State` checks
membership in :meth:`FiveTribesCore.legal_moves` first) and refuses anything else
(:meth:`~companion.engine.contract.Core.push`); ``pop`` restores the saved list.

Example:
    >>> from companion.five_tribes.engine import new_game
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
from companion.five_tribes import (
    assassins, bidding, builders, djinns, move_meeples, sale, tile_actions, turn,
)
from companion.five_tribes.moves import (
    Bid, Builders, Buy, Drop, EndTurn, Keep, Kill, KillHeld, Move, NoKill, Pick, PlacePalace, PlacePalm, Sell,
    Skip, Step, TakeDjinn, UseDjinn, not_a_move, phrase,
)
from companion.five_tribes.rules import CARD_KINDS, DJINNS, GOLD_IN_THE_BOX, MEEPLE_COLOURS
from companion.five_tribes.state import CHANCE_FACES, Setup

__all__ = ["FiveTribesCore", "BID", "TURN", "STEP", "DROP", "BUILDERS", "ASSASSINS", "TILE", "SIBITTIS"]

BID, TURN, STEP, DROP, BUILDERS, ASSASSINS, TILE, SIBITTIS = range(8)

_DECISION_TEMPLATES = (
    N_("{move} is not possible now: {player} must bid for turn order."),
    N_("{move} is not possible now: {player} must pick up meeples, use a djinn, sell merchandise or end the turn."),
    N_("{move} is not possible now: {player} must move the meeples on to an adjacent tile."),
    N_("{move} is not possible now: {player} must drop a meeple on this tile."),
    N_("{move} is not possible now: {player} must take the builders' gold."),
    N_("{move} is not possible now: {player} must choose the assassins' target."),
    N_("{move} is not possible now: {player} must take or skip the tile action."),
    N_("{move} is not possible now: {player} must keep one of the djinns drawn with Sibittis."),
)
_SECTION = ("five-tribes 3.1", "five-tribes 3.2", "five-tribes 3.3", "five-tribes 3.3", "five-tribes 3.5",
            "five-tribes 3.5", "five-tribes 3.6", "five-tribes 1.5")


class FiveTribesCore(Core):
    """A Five Tribes position as flat mutable data (layout: :class:`~companion.five_tribes.state.Layout`).

    Args:
        setup: the game's :class:`~companion.five_tribes.state.Setup`.
        data: a snapshot (tuple) of the position.

    Attributes:
        d: the flat data (list of ints); L: the layout; s: the setup; n: players; opts: the options;
        plan: None, or the :class:`~companion.engine.chance.DrawPlan` choosing the draws (analysis).
    """

    __slots__ = ("s", "L", "d", "n", "opts", "_saved")
    move_types = frozenset(get_args(Move))
    not_a_move = staticmethod(not_a_move)

    def __init__(self, setup: Setup, data: tuple | list) -> None:
        self.s = setup
        self.L = setup.layout
        self.d = list(data)
        self.n = self.L.n
        self.opts = setup.options
        self._saved: list[list[int]] = []
        self.plan = None

    @property
    def current_player(self) -> int | None:
        """The deciding player, None when the game is over."""
        d, L = self.d, self.L
        return None if d[L.KIND] < 0 else d[L.PLAYER]

    # --- legal moves ----------------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        """All moves the current decider may make now (five-tribes.md §3-§4); ``[]`` if the game is over."""
        d, L = self.d, self.L
        kind = d[L.KIND]
        if kind == STEP:
            return move_meeples.step_moves(self)
        if kind == DROP:
            return move_meeples.drop_moves(self)
        if kind == TURN:
            return turn.turn_moves(self)
        if kind == BID:
            return bidding.bid_moves(self)
        if kind == BUILDERS:
            return builders.builder_moves(self)
        if kind == ASSASSINS:
            return assassins.assassin_moves(self)
        if kind == TILE:
            return tile_actions.tile_moves(self)
        if kind == SIBITTIS:
            return djinns.keep_moves(self)
        return []

    # --- make / unmake ----------------------------------------------------------------------------
    def make(self, move: Move) -> None:
        """Make the legal ``move`` (pushed: :meth:`~companion.engine.contract.Core.push` refuses a move of no
        Five Tribes type, five-tribes 3.2); the tile actions (Buy, TakeDjinn, Skip, PlacePalm, PlacePalace) last."""
        self._saved.append(self.d[:])
        t = type(move)
        if t is Step:
            move_meeples.step(self, move)
        elif t is Drop:
            move_meeples.drop(self, move)
        elif t is Pick:
            move_meeples.pick(self, move)
        elif t is Bid:
            bidding.bid(self, move)
        elif t is EndTurn:
            turn.end_turn(self)
        elif t is Sell:
            sale.sell(self, move)
        elif t is Builders:
            builders.take_gold(self, move)
        elif t is Kill or t is KillHeld or t is NoKill:
            assassins.kill(self, move)
        elif t is UseDjinn:
            djinns.use(self, move)
        elif t is Keep:
            djinns.keep(self, move)
        else:
            tile_actions.act(self, move)

    # --- refusals -----------------------------------------------------------------------------------
    def refusal(self, move: Any) -> IllegalMove | None:
        """Why the well-formed ``move`` is not legal now, from the rule module that owns it; None if that
        module finds nothing wrong (its check and its generator disagree: a bug the harness reports)."""
        d, L = self.d, self.L
        kind = d[L.KIND]
        p = d[L.PLAYER]
        t = type(move)
        if t is UseDjinn:
            return djinns.refusal(self, p, move)
        owner = {
            Bid: BID, Pick: TURN, EndTurn: TURN, Sell: TURN, Step: STEP, Drop: DROP, Builders: BUILDERS,
            Kill: ASSASSINS, KillHeld: ASSASSINS, NoKill: ASSASSINS, Buy: TILE, TakeDjinn: TILE, Skip: TILE,
            PlacePalm: TILE, PlacePalace: TILE, Keep: SIBITTIS,
        }[t]
        if owner != kind:
            return IllegalMove(_SECTION[kind], _DECISION_TEMPLATES[kind], move=phrase(move),
                               player=self.s.players[p])
        module = {BID: bidding, TURN: turn, STEP: move_meeples, DROP: move_meeples, BUILDERS: builders,
                  ASSASSINS: assassins, TILE: tile_actions, SIBITTIS: djinns}[kind]
        return module.refusal(self, p, move)

    # --- bookkeeping shared by the rule modules ---------------------------------------------------------
    def decide(self, kind: int, p: int) -> None:
        """The game now waits for decision ``kind`` of player ``p``."""
        d, L = self.d, self.L
        d[L.KIND] = kind
        d[L.PLAYER] = p

    def active(self) -> int:
        """The player whose turn (or bid) it is."""
        return self.d[self.L.PLAYER]

    def payable(self, k: int) -> int:
        """The gold the bank pays now of ``k`` owed (builders, a sale, a djinn's trigger): all of it (§1.7,
        FAQ #2: unlimited), or with option ``limited_bank`` at most what the bank holds, the box's 288 gold
        less the players' (0 once it is empty). :meth:`gain_gold` pays this; the board's buttons show it.

        >>> from companion.five_tribes.engine import new_game
        >>> from companion.five_tribes.options import Options
        >>> new_game(["Ann", "Bob"], seed=1).core().payable(500)          # 2 x 50 gold held, unlimited bank
        500
        >>> new_game(["Ann", "Bob"], seed=1, options=Options(limited_bank=True)).core().payable(500)
        188
        """
        if not self.opts.limited_bank:
            return k
        d, L = self.d, self.L
        held = sum(d[L.PL + L.PS * q] for q in range(self.n))
        return min(k, max(0, GOLD_IN_THE_BOX - held))

    def gain_gold(self, p: int, k: int) -> None:
        """Player ``p`` takes ``k`` gold from the bank, cut to what it can pay (:meth:`payable`)."""
        if self.opts.limited_bank:
            k = self.payable(k)
        self.d[self.L.PL + self.L.PS * p] += k

    def discard_fakirs(self, p: int, k: int) -> None:
        """Player ``p`` discards ``k`` fakir cards to the resource discard pile (§1.4)."""
        if k:
            d, L = self.d, self.L
            d[L.PL + L.PS * p + 13] -= k
            d[L.DISC + 9] += k

    def draw_card(self) -> int:
        """Draw the top card of the resource draw pile (its order is chance, §1.8): the drawn card kind,
        or -1 if the pile and the discards are empty. An empty pile is first refilled by reshuffling the
        discards (§3.8)."""
        d, L = self.d, self.L
        P = L.PILE
        total = sum(d[P:P + 10])
        if total == 0:
            D = L.DISC
            for i in range(10):
                d[P + i] += d[D + i]
                d[D + i] = 0
            total = sum(d[P:P + 10])
            if total == 0:
                return -1
        return self._draw_counted(P, 10, total, self.s.cards, L.RDRAWS, "resource card", CARD_KINDS)

    def draw_djinn(self) -> int:
        """Draw the top djinn of the djinn draw pile (chance): its index, or -1 if the pile is empty."""
        d, L = self.d, self.L
        pile = d[L.DPILE]
        if not pile:
            return -1
        if self.plan is not None:
            j = self.plan.draw("djinn", [pile >> i & 1 for i in range(len(DJINNS))], DJINNS)
            d[L.DDRAWS] += 1
            d[L.DPILE] = pile ^ (1 << j)
            return j
        r = self.s.djinns.outcome(d[L.DDRAWS]) * pile.bit_count() // CHANCE_FACES
        d[L.DDRAWS] += 1
        m = pile
        while True:
            low = m & -m
            if r == 0:
                d[L.DPILE] = pile ^ low
                return low.bit_length() - 1
            r -= 1
            m ^= low

    def draw_meeple(self) -> int:
        """Draw one meeple from the bag at random (chance): its colour, or -1 if the bag is empty (§6 #6)."""
        d, L = self.d, self.L
        B = L.BAG
        total = d[B] + d[B + 1] + d[B + 2] + d[B + 3] + d[B + 4]
        if total == 0:
            return -1
        return self._draw_counted(B, 5, total, self.s.bag, L.BDRAWS, "meeple", MEEPLE_COLOURS)

    def _draw_counted(self, at: int, kinds: int, total: int, stream: Any, draws: int, what: str,
                      names: tuple[str, ...]) -> int:
        """Draw one of the ``total`` (> 0) items of a pile counted per kind at ``d[at:at + kinds]`` (resource
        cards, the meeple bag): its kind. The analysis plan chooses it when one is set, else the next outcome of
        ``stream`` (the draws so far counted in slot ``draws``) does, each item equally likely (§1.8)."""
        d = self.d
        if self.plan is not None:
            i = self.plan.draw(what, d[at:at + kinds], names)
        else:
            r = stream.outcome(d[draws]) * total // CHANCE_FACES
            for i in range(kinds):
                r -= d[at + i]
                if r < 0:
                    break
            else:
                raise AssertionError(f"{what} draw out of range")  # pragma: no cover
        d[draws] += 1
        d[at + i] -= 1
        return i

