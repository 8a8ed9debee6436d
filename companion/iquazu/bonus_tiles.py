"""Bonus tiles (iquazu.md §1.1, §4): using them during one's own turn, and turning them face up when the frame
moves (§2.1, §3 step 7, §5.4 b). Winning them is the row majority of the scoring round
(:mod:`~companion.iquazu.scoring_round`).

* Extra cards "2", "3", "4": take that many cards from the draw pile (move ``use cards N``).
* Double move: one more action this turn (move ``use double``), also at scoring time (§5.5 special case 3).
* Colour doesn't matter: used inside a placement (``place … any``, :mod:`~companion.iquazu.placing`).
* Victory points: kept to the end of the game (§6.2 step 3); never used.

Any number of tiles, of the same or different kinds, may be used in one turn [PL]; a used tile is out of play
(§1.1, §10 q7: discarded or kept face down, it is never used again). The engine offers tile moves at every
decision of the player's turn (before, between and after the actions): "at the start and/or the end of the
turn" [PL], with the drop step after them (option ``tiles_after_drop`` for the other reading, §10 q8).

Chance: the face-down tiles are the pool not yet revealed; when the frame reaches position p, the five tiles
of tile column p + 5 are drawn from the pool of that column's back with the game's ``"tiles"`` stream, as
uniformly as shuffling the tiles face down at setup (§3 step 5).
"""
from __future__ import annotations

from companion.errors import IllegalMove
from companion.i18n import N_
from companion.iquazu import cards, rules
from companion.iquazu.moves import USE_DOUBLE, Move, UseCards, UseDouble

__all__ = ["tile_moves", "holds_usable", "consume", "use_cards", "use_double", "reveal", "refusal"]


def _held(c, p: int, kinds: tuple[int, ...]) -> bool:
    d, L = c.d, c.L
    base = L.HELD + p * L.T
    for t in kinds:
        if d[base + t]:
            return True
    return False


def holds_usable(c, p: int) -> bool:
    """Player ``p`` holds an extra-cards or double-move tile (a reason to stay in the turn)."""
    return any(c.s.usable_of[p](c.d))


def tile_moves(c, p: int, out: list) -> None:
    """Append player ``p``'s tile moves to ``out``: ``use cards N`` for each value held, ``use double``."""
    s = c.s
    held = s.usable_of[p](c.d)
    if any(held):
        moves = s.tile_moves_of.get(held)
        out.extend(moves if moves is not None else _tile_moves(s, held))


def _tile_moves(s, held: tuple[int, ...]) -> tuple[Move, ...]:
    """The tile moves of a player holding ``held`` tiles of the setup's usable kinds (cached per tuple)."""
    have = {t for t, count in zip(s.usable_kinds, held) if count}
    moves = [UseCards(v) for v in rules.CARD_TILE_VALUES if have.intersection(s.card_kinds[v])]
    if have.intersection(s.double_kinds):
        moves.append(USE_DOUBLE)
    found = s.tile_moves_of[held] = tuple(moves)
    return found


def consume(c, p: int, kinds: tuple[int, ...]) -> None:
    """Player ``p`` uses one tile of the first of ``kinds`` held (light before dark: same effect); it is out
    of play."""
    d, L = c.d, c.L
    base = L.HELD + p * L.T
    for t in kinds:
        if d[base + t]:
            d[base + t] -= 1
            d[L.USED] += 1
            return


def use_cards(c, p: int, move: UseCards) -> None:
    """Extra cards (§1.1): player ``p`` uses the tile and draws its number of cards."""
    consume(c, p, c.s.card_kinds[move.count])
    cards.draw(c, p, move.count)


def use_double(c, p: int) -> None:
    """Double move (§1.1): player ``p`` uses the tile and may take one more action this turn."""
    consume(c, p, c.s.double_kinds)
    c.d[c.L.ACTIONS] += 1


def reveal(c, position: int) -> None:
    """Turn face up the five tiles of the tile column the frame shows at ``position`` (column position + 5):
    each row's tile is drawn from the face-down pool of that column's back (§2.1, §3 step 7, §5.4 b)."""
    d, L, s = c.d, c.L, c.s
    lo, hi = s.back_range[s.wall.tile_backs[position - 1]]
    if c.plan is not None:
        _planned_reveal(c, lo, hi)
        return
    chance = s.tiles
    drawn = chance.drawn
    P = L.POOL
    pool = d[P + lo:P + hi]
    total = sum(pool)
    n = d[L.TDRAWS]
    if n + rules.ROWS > len(drawn):         # draw the stream on first: outcomes only ever come in order
        chance.outcome(n + rules.ROWS - 1)
    R = L.ROWT
    for r in range(rules.ROWS):
        if not total:
            d[R + r] = -1
            continue
        x = drawn[n] % total
        n += 1
        t = 0
        while x >= pool[t]:
            x -= pool[t]
            t += 1
        pool[t] -= 1
        total -= 1
        d[R + r] = lo + t
    d[P + lo:P + hi] = pool
    d[L.TDRAWS] = n


def _planned_reveal(c, lo: int, hi: int) -> None:
    """:func:`reveal` with each row's tile asked of the core's :class:`~companion.engine.chance.DrawPlan` (the
    pool of kinds ``lo..hi-1`` of the column's back as weights; face up, seen by all)."""
    d, L, s = c.d, c.L, c.s
    P, R = L.POOL, L.ROWT
    names = tuple(k.kind if k.value is None else f"{k.kind} {k.value}" for k in s.tile_kinds[lo:hi])
    for r in range(rules.ROWS):
        pool = d[P + lo:P + hi]
        if not sum(pool):
            d[R + r] = -1
            continue
        t = c.plan.draw("bonus tile", pool, names)
        d[P + lo + t] -= 1
        d[R + r] = lo + t
        d[L.TDRAWS] += 1


def refusal(c, p: int, move: Move) -> IllegalMove | None:
    """Why a tile move of ``p`` is not legal now; None if §1.1 allows it."""
    s = c.s
    if type(move) is UseDouble:
        if _held(c, p, s.double_kinds):
            return None
        return IllegalMove("iquazu 1.1", N_("{player} has no double-move tile."), player=c.players[p])
    if type(move) is UseCards:
        if _held(c, p, s.card_kinds[move.count]):
            return None
        return IllegalMove("iquazu 1.1", N_("{player} has no tile giving {count} extra cards."),
                           player=c.players[p], count=move.count)
    return None
