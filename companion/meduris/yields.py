"""Part 1 and the big yield of a turn: the die roll with the small yield, the "+1" and "-1" faces
(meduris.md §4.1, FAQ §6.3, Q7) and the big yield (§4.2, FAQ §6.1-6.3). Each decision's move generator,
apply step and refusal stand side by side.

Chance: the n-th roll of a game is the n-th outcome of its die stream
(:mod:`companion.engine.chance`), so a game is a seed plus a move list; a :class:`~companion.meduris.moves.Roll`
may also name the face (a teacher's "suppose the die shows wool").
"""
from __future__ import annotations

from companion.engine.chance import stream
from companion.errors import IllegalMove
from companion.i18n import N_
from companion.meduris.common import PLATEAU_FULL, RIDX, player_label
from companion.meduris.moves import BigYield, Move, ReturnChip, Roll, TakeChip, TakeNothing
from companion.meduris.rules import DIE_FACES, MAX_WORKERS_PER_PLATEAU, RESOURCES

__all__ = ["roll_face", "roll", "take_moves", "take_chip", "return_moves", "return_chip", "big_yield_moves",
           "big_yield", "refusal"]

_TAKE, _RETURN, _ACTION = 3, 4, 5
_TAKES = [TakeChip(r) for r in RESOURCES]
_RETURNS = [ReturnChip(r) for r in RESOURCES]
_NOTHING = TakeNothing()
#: per move kind (take, return), per 4-bit pattern of the resources present: their moves in resource order
_CHIPS_OF = [[tuple(moves[r] for r in range(4) if pattern >> r & 1) for pattern in range(16)]
             for moves in (_TAKES, _RETURNS)]
#: _YIELDS[src][level-1][dst]: the prebuilt big-yield moves
_YIELDS = [[[BigYield(RESOURCES[s], h, RESOURCES[t]) for t in range(4)] for h in (1, 2, 3)] for s in range(4)]


def roll_face(seed: int, n: int, version: int = 2) -> str:
    """Face of the n-th die roll (0-based) of the game with ``seed``: a resource, ``"plus1"`` or
    ``"minus1"``, each with probability 1/6 (meduris.md §1 die); ``version`` is the die stream's
    (:mod:`companion.engine.chance`; saves of the first engine use version 1)."""
    return DIE_FACES[stream(seed, "roll", len(DIE_FACES), version).outcome(n)]


# --- the roll (§4.1) -----------------------------------------------------------------------------

def roll(c, p: int, move: Roll) -> None:
    """Player ``p`` rolls (§4.1): a resource face gives every worker on that plateau 1 chip, top worker
    first (§6.3), while the plateau has chips; "+1" lets every player take 1 chip, "-1" makes every player
    return 1, in turn order from the roller (Q7). Then the roller's part 2.

    Args:
        c: the :class:`~companion.meduris.core.MedurisCore`.
        move: the :class:`~companion.meduris.moves.Roll`; its face is the face to show (a teacher's
            choice), or None to draw the next face of the die stream.
    """
    d, L = c.d, c.L
    n = d[L.ROLLS]
    face = move.face
    if face is None:
        drawn = c.die.drawn
        f = drawn[n] if n < len(drawn) else c.die.outcome(n)
    else:
        f = DIE_FACES.index(face)
    d[L.ROLLS] = n + 1
    d[L.LAST_ROLL] = f
    if f < 4:
        su = L.SUPPLY + f
        left = d[su]
        if left:
            base = L.STACK + 3 * f
            for h in range(d[L.HEIGHT + f] - 1, -1, -1):     # top worker first, 1 chip each
                d[4 * d[base + h] + f] += 1
                left -= 1
                if not left:
                    break
            d[su] = left
        d[L.KIND] = _ACTION                             # the roller's part 2 (core.to_action, inlined: the
        d[L.PLAYER] = d[L.ACTIVE]                       # most frequent step of a game)
        d[L.PSITE] = 0
    elif f == 4:                                        # "+1"
        _next_take(c, p)
    else:                                               # "-1"
        _next_return(c, p, c.n)


def _next_take(c, q: int) -> None:
    """Player ``q`` may take a chip ("+1", §4.1) unless every plateau is empty; else part 2."""
    S = c.L.SUPPLY
    d = c.d
    if d[S] or d[S + 1] or d[S + 2] or d[S + 3]:
        c.decide(_TAKE, q)
    else:
        c.to_action()


def _next_return(c, first: int, count: int) -> None:
    """The first of the ``count`` players from ``first`` on in turn order holding a chip returns one
    ("-1", §4.1); with nobody left, the roller's part 2."""
    d, n = c.d, c.n
    for i in range(first, first + count):
        j = i % n
        h = 4 * j
        if d[h] or d[h + 1] or d[h + 2] or d[h + 3]:
            c.decide(_RETURN, j)
            return
    c.to_action()


def take_moves(c) -> list[Move]:
    """"+1" face: one chip of any resource still on a plateau (§4.1); declining only with option
    ``plus1_may_decline`` (the Polish rulebook: every player receives the chip)."""
    S, d = c.L.SUPPLY, c.d
    out = list(_CHIPS_OF[0][(d[S] > 0) | ((d[S + 1] > 0) << 1) | ((d[S + 2] > 0) << 2) | ((d[S + 3] > 0) << 3)])
    if c.opts.plus1_may_decline:
        out.append(_NOTHING)
    return out


def take_chip(c, p: int, move: TakeChip | TakeNothing) -> None:
    """"+1" face: player ``p`` takes 1 chip of the resource named, or nothing (§4.1); then the next player."""
    if type(move) is TakeChip:
        c.gain(p, RIDX[move.resource], 1)
    nxt = (p + 1) % c.n
    if nxt == c.d[c.L.ACTIVE]:
        c.to_action()
    else:
        _next_take(c, nxt)


def return_moves(c, p: int) -> list[Move]:
    """"-1" face: one chip of any resource player ``p`` holds (§4.1)."""
    d, h = c.d, 4 * p
    return list(_CHIPS_OF[1][(d[h] > 0) | ((d[h + 1] > 0) << 1) | ((d[h + 2] > 0) << 2) | ((d[h + 3] > 0) << 3)])


def return_chip(c, p: int, move: ReturnChip) -> None:
    """"-1" face: player ``p`` returns 1 chip of the resource named (§4.1); then the next player holding one."""
    c.pay(p, RIDX[move.resource], 1)
    _next_return(c, p + 1, (c.d[c.L.ACTIVE] - p - 1) % c.n)    # the players after p up to the roller


# --- the big yield (§4.2) ---------------------------------------------------------------------------

def big_yield_moves(c, p: int) -> list[Move]:
    """Every big yield of player ``p`` (§4.2, FAQ §6.1-6.2): any own worker (workers of one owner directly on
    top of each other are interchangeable: the top one is listed) to the top of another plateau with
    fewer than 3 workers; by plateau, then height, then target plateau. The list depends only on which
    stack slots hold ``p``'s workers (his ``WORKM`` mask) and which plateaus have room, so it is kept per
    such pattern (a few thousand at most)."""
    d, L = c.d, c.L
    H = L.HEIGHT
    key = ((d[L.WORKM + p] << 4) | (d[H] < _MAX) | ((d[H + 1] < _MAX) << 1) | ((d[H + 2] < _MAX) << 2)
           | ((d[H + 3] < _MAX) << 3))
    moves = _KEPT.get(key)
    if moves is None:
        mine, room = key >> 4, key & 15
        f0, f1, f2, f3 = _FROM
        moves = _KEPT[key] = (f0[mine & 7][room] + f1[mine >> 3 & 7][room] + f2[mine >> 6 & 7][room]
                              + f3[mine >> 9][room])
    return list(moves)


_KEPT: dict[int, tuple[Move, ...]] = {}
_MAX = MAX_WORKERS_PER_PLATEAU


def _moves_from(src: int, mine: int, room: int) -> tuple[Move, ...]:
    """The big yields from plateau ``src`` whose slots (bottom first; empty slots hold nobody) are the
    player's where ``mine`` has a bit, to the plateaus with a bit in ``room``: the top worker of each run
    of the player's workers, to each other plateau with room."""
    return tuple(_YIELDS[src][h][dst] for h in range(_MAX)
                 if mine >> h & 1 and not mine >> (h + 1) & 1
                 for dst in range(4) if dst != src and room >> dst & 1)


#: _FROM[src][mine][room]: the big yields from plateau src (see :func:`_moves_from`)
_FROM = [[[_moves_from(src, mine, room) for room in range(16)] for mine in range(8)] for src in range(4)]


def big_yield(c, p: int, move: BigYield) -> None:
    """Big yield (meduris.md §4.2, FAQ §6.1-6.3): one of ``p``'s workers moves to another plateau's stack
    (at most 3); every worker of that stack gets as many chips as its height, top worker first, while the
    plateau has chips (the last worker served gets what is left)."""
    d, L = c.d, c.L
    src = RIDX[move.source]
    dst = RIDX[move.target]
    H, ST = L.HEIGHT, L.STACK
    W = L.WORKM + p
    sb = 3 * src
    hs = d[H + src] - 1                                  # the source's height after the move
    d[H + src] = hs
    low = move.level - 1
    mine = d[W] & ~(1 << (sb + low))                     # p's worker mask without the moving worker
    if low < hs:
        base = ST + sb
        for h in range(low, hs):                         # the workers above drop down (§4.2 step 1)
            q = d[base + h + 1]
            d[base + h] = q
            if q == p:                                   # the owner's slot bit moves down by one
                mine ^= 3 << (sb + h)
            else:
                d[L.WORKM + q] ^= 3 << (sb + h)
    d[ST + sb + hs] = -1
    ht = d[H + dst]
    d[H + dst] = ht + 1
    tb = ST + 3 * dst
    d[tb + ht] = p
    d[W] = mine | (1 << (3 * dst + ht))
    su = L.SUPPLY + dst
    left = d[su]
    if left:
        for h in range(ht + 1, 0, -1):                   # top first (§4.2 step 4): h chips at height h
            k = h if h < left else left
            d[4 * d[tb + h - 1] + dst] += k
            left -= k
            if not left:
                break
        d[su] = left


def refusal(c, p: int, move: Move) -> IllegalMove | None:
    """Why a take/return/big-yield move of ``p`` is not legal; None if §4.1-4.2 allow it."""
    t = type(move)
    d, L = c.d, c.L
    who = player_label(c, p)
    if t is TakeChip:
        if d[L.SUPPLY + RIDX[move.resource]]:
            return None
        return IllegalMove("meduris 4.1", N_("The {plateau_label} plateau has no chips left."),
                           plateau_label=move.resource)
    if t is TakeNothing:
        if c.opts.plus1_may_decline:
            return None
        return IllegalMove("meduris 4.1", N_("On the +1 face {player} must take a chip."), player=who)
    if t is ReturnChip:
        if d[4 * p + RIDX[move.resource]]:
            return None
        return IllegalMove("meduris 4.1", N_("{player} has no {resource_label} to return."), player=who,
                           resource_label=move.resource)
    if t is BigYield:
        src, dst = RIDX[move.source], RIDX[move.target]
        h = move.level
        if not h <= d[L.HEIGHT + src] or d[L.STACK + 3 * src + h - 1] != p:
            return IllegalMove("meduris 4.2", N_("{player} has no worker at height {level} on the {plateau_label} "
                                                 "plateau."), player=who, level=h, plateau_label=move.source)
        if dst == src:
            return IllegalMove("meduris 6.1", N_("A worker must move to a different plateau, not back to "
                                                 "{plateau_label}."), plateau_label=move.source)
        if d[L.HEIGHT + dst] >= MAX_WORKERS_PER_PLATEAU:
            return IllegalMove("meduris 4.2", PLATEAU_FULL, plateau_label=move.target, max=MAX_WORKERS_PER_PLATEAU)
    return None
