"""Moving meeples as the turn's small decisions (five-tribes.md §3.3, FAQ §6 #7-#9, #31): pick up a tile,
then for each meeple in hand a step to an orthogonally adjacent tile and a drop there.

Legality comes from the move generator :mod:`companion.five_tribes.movement` (same board format: the first
150 ints of the core's data are ``counts[t * 5 + c]``): only choices after which the move can still be
completed legally are offered, so a player can never walk into a dead end. The completion test is the
generator's exact one (reachability masks, :func:`companion.five_tribes.movement.can_end`), fed with the
per-colour tile masks the core keeps in step during the move (``PM``: where each colour counts for the
last-meeple rule, §3.3.6-8; with option ``own_drops_count`` the meeples dropped earlier in this move count,
so a move may end on its emptied start tile). The same choices as :func:`movement.next_steps` /
:func:`movement.next_drops` / :func:`movement.pickups`, without rebuilding the masks at every decision.

After the last drop the control check follows (:mod:`companion.five_tribes.tile_control`). Marid pays for
every drop on its owner's tiles (:func:`companion.five_tribes.djinns.on_drop`).
"""
from __future__ import annotations

from companion.errors import IllegalMove
from companion.five_tribes import djinns, tile_control
from companion.five_tribes.movement import NEIGHBOURS, NO_PREVIOUS, can_end, next_tiles, walk_reach, walk_state
from companion.five_tribes.moves import Drop, Move, Pick, Step, tile_name, TRIBE_LABELS
from companion.five_tribes.rules import TRIBES
from companion.i18n import N_

__all__ = ["present_masks", "any_pick", "pick_moves", "pick", "pick_refusal", "step_moves", "step", "drop_moves",
           "drop", "refusal"]

_PICKS = [Pick(t) for t in range(30)]
_STEPS = [Step(t) for t in range(30)]
_DROPS = [Drop(tr) for tr in TRIBES]
_DROP_COLOUR = {tr: c for c, tr in enumerate(TRIBES)}
_STEP, _DROP = 2, 3


_BINARY = bytes([48] + [49] * 255)          # a count as the binary digit "0" (none) or "1" (some)


def present_masks(d) -> list[int]:
    """Per colour, the bit mask of the tiles holding at least one meeple of it (``d`` = core data; bit t =
    tile t). Read as a binary number: the colour's 30 counts as digits, tile 29 first.

    >>> d = [0] * 150; d[5 * 3 + 1] = 2
    >>> present_masks(d)
    [0, 8, 0, 0, 0]
    """
    return [int(bytes(d[c:150:5]).translate(_BINARY)[::-1], 2) for c in range(5)]


def _pickable(d, own: bool, first_only: bool) -> list[int]:
    """The tiles from which a legal move starts: :func:`movement.can_end` for the hand of each tile on
    the board with that tile emptied, inlined (it runs at every turn)."""
    present = present_masks(d)
    out = []
    for t in range(30):
        b = 5 * t
        hand = d[b:b + 5]
        r = hand[0] + hand[1] + hand[2] + hand[3] + hand[4]
        if not r:
            continue
        reach, loop = walk_reach(r)
        state = walk_state(NO_PREVIOUS, t)
        m = reach[state] & ~(1 << t)
        lo = own and loop[state]
        for col in range(5):
            h = hand[col]
            if h and (m & present[col] or (lo and h >= 2)):
                out.append(t)
                break
        if out and first_only:
            break
    return out


def any_pick(c) -> bool:
    """True if a legal meeple move exists on the board (§4 condition 2 when False)."""
    return bool(_pickable(c.d, c.opts.own_drops_count, True))


def pick_moves(c) -> list[Move]:
    """A pick-up of every tile from which a legal meeple move exists (§3.3 step 1; same tiles as
    :func:`companion.five_tribes.movement.pickups`)."""
    return [_PICKS[t] for t in _pickable(c.d, c.opts.own_drops_count, False)]


def pick(c, move: Pick) -> None:
    """Take every meeple of the tile into the hand; the tile is now empty (§3.3 step 1)."""
    d, L = c.d, c.L
    t = move.tile
    b = 5 * t
    H = L.HAND
    d[H:H + 5] = d[b:b + 5]
    d[L.HANDN] = sum(d[b:b + 5])
    d[b:b + 5] = [0, 0, 0, 0, 0]
    d[L.POS] = d[L.START] = t
    d[L.PREV] = NO_PREVIOUS
    d[L.MOVED] = 1
    d[L.PM:L.PM + 5] = present_masks(d)
    c.decide(_STEP, d[L.PLAYER])


def pick_refusal(c, p: int, move: Pick) -> IllegalMove | None:
    """Why picking up ``move.tile`` is not legal (§3.3 step 1), or None."""
    d = c.d
    b = 5 * move.tile
    if not any(d[b:b + 5]):
        return IllegalMove("five-tribes 3.3", N_("Tile {tile} holds no meeple to pick up."), tile=tile_name(move.tile))
    if move.tile not in _pickable(d, c.opts.own_drops_count, False):
        return IllegalMove("five-tribes 3.3", N_("No legal move starts from tile {tile}: its last meeple could never "
                                                 "be dropped on a tile holding its colour."), tile=tile_name(move.tile))
    return None


def _state(d, L) -> int:
    return walk_state(d[L.PREV], d[L.POS])


def step_moves(c) -> list[Move]:
    """The tiles the hand may move on to (§3.3 step 2-3: orthogonal, no immediate backtrack) after which the
    move can still end legally (same as :func:`companion.five_tribes.movement.next_steps`)."""
    d, L = c.d, c.L
    own = c.opts.own_drops_count
    pos = d[L.POS]
    H = L.HAND
    hand = d[H:H + 5]
    present = d[L.PM:L.PM + 5]
    r = d[L.HANDN]
    out = []
    for x in next_tiles(_state(d, L)):
        bit = 1 << x
        nstate = walk_state(pos, x)
        for col in range(5):
            if not hand[col]:
                continue
            if r == 1:
                ok = present[col] & bit
            else:
                hand[col] -= 1
                saved = present[col]
                if own:
                    present[col] = saved | bit
                ok = can_end(nstate, hand, present, own)
                present[col] = saved
                hand[col] += 1
            if ok:
                out.append(_STEPS[x])
                break
    return out


def step(c, move: Step) -> None:
    """Move the hand on to the adjacent tile (§3.3 step 2); a meeple must now be dropped there."""
    d, L = c.d, c.L
    d[L.PREV] = d[L.POS]
    d[L.POS] = move.tile
    c.decide(_DROP, d[L.PLAYER])


def drop_moves(c) -> list[Move]:
    """The meeples that may be dropped on the tile just entered so that the move can still end legally; for
    the last meeple, the colours already on the tile (§3.3 step 3; as :func:`movement.next_drops`)."""
    d, L = c.d, c.L
    own = c.opts.own_drops_count
    pos = d[L.POS]
    H = L.HAND
    hand = d[H:H + 5]
    present = d[L.PM:L.PM + 5]
    bit = 1 << pos
    r = d[L.HANDN]
    out = []
    if r == 1:
        for col in range(5):
            if hand[col] and present[col] & bit:
                out.append(_DROPS[col])
        return out
    state = _state(d, L)
    for col in range(5):
        if hand[col]:
            hand[col] -= 1
            saved = present[col]
            if own:
                present[col] = saved | bit
            if can_end(state, hand, present, own):
                out.append(_DROPS[col])
            present[col] = saved
            hand[col] += 1
    return out


def drop(c, move: Drop) -> None:
    """Drop one meeple of the tribe on the tile entered (§3.3 step 2); after the last one, the control check
    (§3.4) and the tribe action (§3.5) follow."""
    d, L = c.d, c.L
    col = _DROP_COLOUR[move.tribe]
    pos = d[L.POS]
    d[5 * pos + col] += 1
    d[L.HAND + col] -= 1
    d[L.HANDN] -= 1
    if c.opts.own_drops_count:
        d[L.PM + col] |= 1 << pos
    djinns.on_drop(c, pos)
    if d[L.HANDN] == 0:
        tile_control.end_of_move(c, pos, col)
    else:
        c.decide(_STEP, d[L.PLAYER])


def refusal(c, p: int, move: Move) -> IllegalMove | None:
    """Why the step or drop ``move`` is not legal now (§3.3), or None."""
    d, L = c.d, c.L
    pos = d[L.POS]
    if type(move) is Step:
        x = move.tile
        if x not in NEIGHBOURS[pos]:
            return IllegalMove("five-tribes 3.3", N_("Tile {tile} is not orthogonally adjacent to tile {here}: meeples "
                                                     "move one tile at a time, never diagonally."),
                               tile=tile_name(x), here=tile_name(pos))
        if x == d[L.PREV]:
            return IllegalMove("five-tribes 3.3", N_("The meeples cannot step straight back to tile {tile}, which they "
                                                     "just left."), tile=tile_name(x))
        if _STEPS[x] not in step_moves(c):
            return IllegalMove("five-tribes 3.3", N_("From tile {tile} the meeples in hand can no longer end the move "
                                                     "legally (the last one must join a meeple of its colour)."),
                               tile=tile_name(x))
        return None
    col = _DROP_COLOUR[move.tribe]
    if not d[L.HAND + col]:
        return IllegalMove("five-tribes 3.3", N_("There is no {tribe_label} in hand."), tribe_label=TRIBE_LABELS[move.tribe])
    if d[L.HANDN] == 1:
        if not d[L.PM + col] >> pos & 1:
            return IllegalMove("five-tribes 3.3", N_("The last meeple must be dropped on a tile that already holds a "
                                                     "meeple of its colour; tile {tile} holds no {tribe_label}."),
                               tile=tile_name(pos), tribe_label=TRIBE_LABELS[move.tribe])
        return None
    if _DROPS[col] not in drop_moves(c):
        return IllegalMove("five-tribes 3.3", N_("After dropping a {tribe_label} here the other meeples in hand could "
                                                 "not end the move legally."), tribe_label=TRIBE_LABELS[move.tribe])
    return None
