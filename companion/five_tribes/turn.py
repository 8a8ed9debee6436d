"""A marker's turn: its start and end (five-tribes.md §3.2), and the round's turn order and end (§3, §4).

A turn starts with the marker moved to the bid order track (the play order is kept as the next bid order,
§3.2 step 2.1). Before picking up meeples the player may use costed djinn powers; picking up is compulsory
when a legal meeple move exists (step 2.2). After the tile action (step 2.5) the player may sell merchandise
(step 2.6) and use djinn powers, then ends the turn. When no legal meeple move exists at the start of a turn
(§4 condition 2) the game ends after this round; the marker may still use djinn powers (and sell, option
``sale_without_move``) before passing — and may move if a djinn (Anun-Nak) made a move possible.
After the last marker of the round: clean-up (§3.8) and a new round, or the end of the game (§4).
"""
from __future__ import annotations

from companion.errors import IllegalMove
from companion.five_tribes import cleanup, djinns, move_meeples, sale
from companion.five_tribes.moves import EndTurn, Move, Pick, Sell
from companion.i18n import N_

__all__ = ["begin_turn", "turn_moves", "end_turn", "to_turn_end", "refusal"]

_END = EndTurn()
_TURN = 1
_NO_MOVE = 2


def begin_turn(c) -> None:
    """The marker at play position TURNI starts its turn (§3.2); a board without any legal meeple move
    sets the game's end (§4 condition 2)."""
    d, L = c.d, c.L
    m = d[L.ORDER + d[L.TURNI]]
    p = m % c.n
    d[L.MARKER] = m
    d[L.MOVED] = 0
    d[L.IBL] = 0
    d[L.PLACE] = 0
    d[L.POS] = d[L.PREV] = d[L.START] = d[L.FINAL] = -1
    d[L.TRIBE] = -1
    d[L.N] = 0
    if c.opts.djinn_limit_per_marker:
        d[L.USED] = 0
    c.decide(_TURN, p)
    if not d[L.END] and not move_meeples.any_pick(c):
        d[L.END] = _NO_MOVE


def to_turn_end(c) -> None:
    """The tribe and tile actions are over: the player may sell, use djinns and end the turn (§3.2)."""
    c.decide(_TURN, c.d[c.L.PLAYER])


def turn_moves(c) -> list[Move]:
    """The moves of a turn's start or end (§3.2): before the move, every pick-up with a legal meeple move and
    the costed djinn powers (picking up is compulsory when possible); after it (or when no move exists),
    the djinn powers, each merchandise suit the player can sell (§3.7) and ending the turn."""
    d, L = c.d, c.L
    p = d[L.PLAYER]
    out: list[Move] = []
    if not d[L.MOVED]:
        out = move_meeples.pick_moves(c)
        if out:
            djinns.free_moves(c, p, out)
            return out
        djinns.free_moves(c, p, out)
        if c.opts.sale_without_move:
            sale.sell_moves(c, p, out)
        out.append(_END)
        return out
    djinns.free_moves(c, p, out)
    sale.sell_moves(c, p, out)
    out.append(_END)
    return out


def end_turn(c) -> None:
    """End the marker's turn: the next marker plays, or the round ends — the game too if an end condition
    happened this round (§4), otherwise clean-up (§3.8) and the next round's bids."""
    d, L = c.d, c.L
    d[L.TURNI] += 1
    if d[L.TURNI] < L.K - d[L.SAT].bit_count():
        begin_turn(c)
        return
    if d[L.END]:
        d[L.KIND] = -1
        return
    cleanup.clean_up(c)
    from companion.five_tribes.bidding import start_round

    start_round(c)


def refusal(c, p: int, move: Move) -> IllegalMove | None:
    """Why the turn move ``move`` (Pick, Sell, EndTurn) is not legal now (§3.2, §3.3, §3.7), or None."""
    d, L = c.d, c.L
    t = type(move)
    moved = d[L.MOVED]
    if t is Pick:
        if moved:
            return IllegalMove("five-tribes 3.2", N_("The meeples have been moved this turn already."))
        return move_meeples.pick_refusal(c, p, move)
    can_move = not moved and move_meeples.any_pick(c)
    if can_move:
        return IllegalMove("five-tribes 3.2", N_("{player} must first move meeples: a legal meeple move exists."),
                           player=c.s.players[p])
    if t is Sell:
        if not moved and not c.opts.sale_without_move:
            return IllegalMove("five-tribes 3.7", N_("Merchandise is sold at the end of a turn with a meeple move "
                                                     "(option sale_without_move is off)."))
        return sale.refusal(c, p, move)
    return None
