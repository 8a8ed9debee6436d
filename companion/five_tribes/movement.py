"""Five Tribes: moving meeples — every legal movement of a position (five-tribes.md §3.3, §6 #7–#9).

Data format (shared with the engine)
------------------------------------
* The Sultanate is 5 rows × 6 columns (§1.2); tile ``t = row * 6 + col`` (0..29). Steps are orthogonal
  only (§3.3 "no diagonal").
* Meeple colours, by index: ``VIZIER`` 0 (yellow), ``ELDER`` 1 (white), ``MERCHANT`` 2 (green),
  ``BUILDER`` 3 (blue), ``ASSASSIN`` 4 (red) (§1.3). :data:`COLOURS` / :data:`TRIBES` name them.
* The board's meeples are a flat sequence ``counts`` of 150 ints: ``counts[t * 5 + c]`` meeples of colour
  ``c`` on tile ``t``. Functions here never change it (a mutable copy is searched with make/unmake).
* A movement is :class:`Movement` ``(start, path, drops)``: ``start`` the tile whose meeples are all taken
  into the hand (it is left empty), ``path`` the tiles entered in order (one per meeple picked up), and
  ``drops[i]`` the colour dropped on ``path[i]``.

The rules as read here (§3.3 and FAQ §6)
----------------------------------------
1. The start tile must hold ≥ 1 meeple; *all* of them are picked up (§3.3.1).
2. Every step goes to an orthogonally adjacent tile and drops exactly one meeple; the number of steps is
   the number of meeples picked up; the player chooses which meeple to drop where (§3.3.2).
3. No immediate backtracking: ``path[i] != path[i - 2]``, where the tile before ``path[0]`` is ``start``
   (so ``path[1] != start``) (§3.3.3, example B4).
4. Loops are allowed: a tile may be entered any number of times in one movement, the start tile included
   (§3.3.3, FAQ §6 #8, example B2). On the grid this needs ≥ 4 steps to re-enter the start tile and ≥ 5
   meeples to enter another tile twice (§3.3.5); nothing limits how often.
5. Empty tiles, owned tiles and the emptied start tile may be passed through (FAQ §6 #7).
6. Last meeple same colour: the last meeple is dropped on a tile that already holds ≥ 1 meeple of its
   colour at that moment, so a movement never ends on an empty tile (§3.3.3, FAQ §6 #9).
   Meeples dropped earlier in the same movement are on the tile and count (§3.3.6, §3.3.8): a movement may
   end on its own emptied start tile when an earlier drop (on an earlier pass, ≥ 8 meeples) put the colour
   there. Whether a meeple dropped earlier in this movement may be the *only* match is "(inferred yes)" in
   §3.3.6; it is the keyword option ``own_drops_count`` (default ``True``). With ``own_drops_count=False``
   the last colour must be on the tile as the board was when the meeples were picked up (so the emptied
   start tile can never end a movement).

Two movements are the same *move* for a player when they leave the same board and the same tile and colour
act (the control check §3.4, tribe §3.5 and tile §3.6 actions depend only on those):
:func:`grouped` keys the movements by :class:`Outcome` ``(board, tile, colour)``. Two movements from
different start tiles never share an outcome (the first one would have to drop all its meeples back on
its own start tile).

How it is computed: which movements exist depends on the board only through one test per final slot
(tile T, colour c): once the start tile is emptied, if T holds a c, every walk of n steps ending on T (no
immediate backtrack) with every order of the hand that ends with c is legal; if not, only those that drop a
c on T on an earlier pass are (when own drops count). So the movements of each (start tile, hand, final
slot) are built once, from precomputed neighbour tables, and kept in a bounded module cache
(:func:`clear_cache` empties it): a position then costs one test per reachable final slot plus copying the
kept tuples, and :func:`grouped` one :class:`Outcome` per outcome (the board packed in an int, one byte per
slot). A (start tile, hand) met for the first times (most of a board never seen before) is listed straight
from the walks instead, without building its tables: :func:`grouped` then keys each (walk, order) by the
board packed once (the start tile masked out) plus one packed meeple per drop, collects the keys and the
movements of the whole board in order and builds every :class:`Outcome`, movement and member list in one
pass at the end, and merges only the movements along walks that are not simple (the others are alone in
their outcome; see the comment above :func:`_slot_keys`). The step-by-step helpers (:func:`can_finish`,
:func:`next_steps`, :func:`next_drops`) use an exact completion test from precomputed reachability masks
instead, so the two methods check each other in the tests. The cache is filled on demand and never changes
a result.

>>> board = [0] * 150
>>> board[0 * 5 + VIZIER] = board[0 * 5 + ELDER] = 1    # tile 0 (row 0, col 0): yellow + white
>>> board[2 * 5 + ELDER] = 1                            # tile 2 (row 0, col 2): white (example B1)
>>> Movement(0, (1, 2), (VIZIER, ELDER)) in movements(board)
True
>>> pickups(board)
[0]
>>> board[0:5] = [0] * 5                                # pick up tile 0: yellow + white in hand
>>> next_steps(board, 0, (), (), (1, 1, 0, 0, 0))      # tile 6 (below tile 0) leads nowhere
[1]
"""
from __future__ import annotations

import gc
from itertools import chain, compress, permutations, product, repeat, starmap
from operator import getitem, itemgetter
from typing import NamedTuple, Sequence

from companion.errors import InvalidMove, InvalidPosition

ROWS, COLS = 5, 6                                   # §1.2: the Sultanate, 6 columns × 5 rows
TILES = ROWS * COLS                                 # 30
VIZIER, ELDER, MERCHANT, BUILDER, ASSASSIN = range(5)   # §1.3
COLOURS = ("yellow", "white", "green", "blue", "red")   # meeple colour of each index
TRIBES = ("vizier", "elder", "merchant", "builder", "assassin")
NCOLOURS = 5
SLOTS = TILES * NCOLOURS                            # 150 entries of ``counts``
RULE = "five-tribes 3.3"


class Movement(NamedTuple):
    """One way to move meeples (§3.3): pick up every meeple of ``start``; enter ``path[i]`` and drop a meeple
    of colour ``drops[i]`` there, for each i. ``len(path) == len(drops)`` == meeples picked up."""

    start: int
    path: tuple[int, ...]
    drops: tuple[int, ...]

    @property
    def tile(self) -> int:
        """The final tile (its meeples of the last colour are collected, §3.4)."""
        return self.path[-1]

    @property
    def colour(self) -> int:
        """The colour of the last meeple dropped (the tribe that acts, §3.5)."""
        return self.drops[-1]


class Outcome(NamedTuple):
    """What a movement leaves for the rest of the turn: the board after every drop (before the final tile's
    meeples of ``colour`` are collected, §3.4), the final ``tile`` and the last ``colour``.

    The board is kept packed in one int, ``packed``: byte ``s`` (``packed >> 8 * s & 255``) is the count of
    slot ``s = t * 5 + c``. It is exact (no count reaches 256), cheap to hash and to build by adding the
    dropped meeples; :attr:`board` unpacks it to the tuple of 150 counts. :meth:`of` packs a board.

    >>> o = Outcome.of([0] * 148 + [2, 1], 29, ASSASSIN)
    >>> o.board[-2:], o.tile, o.colour
    ((2, 1), 29, 4)
    """

    packed: int
    tile: int
    colour: int

    @property
    def board(self) -> tuple[int, ...]:
        """The 150 counts after the drops (``board[t * 5 + c]``)."""
        return tuple(self.packed.to_bytes(SLOTS, "little"))

    @classmethod
    def of(cls, board: Sequence[int], tile: int, colour: int) -> "Outcome":
        """The outcome with these 150 counts, final tile and last colour (counts 0..255)."""
        return cls(int.from_bytes(bytes(board), "little"), tile, colour)


# --------------------------------------------------------------------------------------------- tables
def _neighbours(t: int) -> tuple[int, ...]:
    row, col = divmod(t, COLS)
    out = []
    if row > 0:
        out.append(t - COLS)
    if col > 0:
        out.append(t - 1)
    if col < COLS - 1:
        out.append(t + 1)
    if row < ROWS - 1:
        out.append(t + COLS)
    return tuple(out)


NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(_neighbours(t) for t in range(TILES))
"""``NEIGHBOURS[t]``: the orthogonally adjacent tiles of ``t``, ascending."""

_NOPREV = TILES                                     # "no previous tile": the first step from the start tile
# _FWD[prev * 30 + cur]: where the next step from ``cur`` may go, having come from ``prev`` (no immediate
# backtrack); _FWD[30 * 30 + cur]: the first step from the start tile ``cur`` (any neighbour).
_FWD: list[tuple[int, ...]] = [()] * ((TILES + 1) * TILES)
for _cur in range(TILES):
    _FWD[_NOPREV * TILES + _cur] = NEIGHBOURS[_cur]
    for _prev in NEIGHBOURS[_cur]:
        _FWD[_prev * TILES + _cur] = tuple(x for x in NEIGHBOURS[_cur] if x != _prev)
_STATES = [s for s in range(len(_FWD)) if _FWD[s]]

# _REACH[r][state]: bit mask of the tiles where a walk of exactly r steps from ``state`` can end.
# _LOOP[r][state]: bit mask of the tiles T where such a walk can end having entered T at an earlier step
# (step 1..r-1 of the walk), so a meeple dropped there earlier in the movement is there at the end.
_REACH: list[list[int]] = [[0] * len(_FWD)]
_LOOP: list[list[int]] = [[0] * len(_FWD)]


def _tables(r: int) -> tuple[list[int], list[int]]:
    """The reachability masks for walks of ``r`` steps (built on first use, kept)."""
    while len(_REACH) <= r:
        k = len(_REACH)
        prev_reach, prev_loop = _REACH[k - 1], _LOOP[k - 1]
        reach, loop = [0] * len(_FWD), [0] * len(_FWD)
        for s in _STATES:
            cur = s % TILES
            m = lo = 0
            for x in _FWD[s]:
                bit = 1 << x
                if k == 1:
                    m |= bit
                else:
                    child = cur * TILES + x
                    m |= prev_reach[child]
                    lo |= prev_loop[child] | (bit & prev_reach[child])
            reach[s], loop[s] = m, lo
        _REACH.append(reach)
        _LOOP.append(loop)
    return _REACH[r], _LOOP[r]


_W = [1 << (8 * s) for s in range(SLOTS)]            # one meeple on slot s, packed like Outcome.packed
_WTILE = [tuple(_W[t * NCOLOURS:(t + 1) * NCOLOURS]) for t in range(TILES)]   # ... by tile, then colour


# --------------------------------------------------------------------------------------------- checks
def _board(counts: Sequence[int]) -> list[int]:
    """A mutable copy of ``counts``, checked (§1.3: at most 20 meeples of one colour exist).

    Raises:
        InvalidPosition: not 150 whole numbers from 0 to 20.
    """
    try:
        board = [int(v) for v in counts]
    except (TypeError, ValueError):
        raise InvalidPosition("The board must list 150 meeple counts (30 tiles × 5 colours).") from None
    if len(board) != SLOTS:
        raise InvalidPosition("The board must list 150 meeple counts (30 tiles × 5 colours).")
    if min(board) < 0 or max(board) > 20:
        raise InvalidPosition("A tile holds from 0 to 20 meeples of one colour (only 20 elders exist).")
    return board


def _partial(board: list[int], start: int, path: Sequence[int], drops: Sequence[int],
             hand: Sequence[int], pending: bool) -> tuple[int, list[int], tuple[int, ...], tuple[int, ...]]:
    """Check a partial movement; return (state of its last step, hand, path, drops).

    ``pending``: the last tile of ``path`` has been entered but nothing dropped there yet.

    Raises:
        InvalidMove: a tile, colour or hand that does not exist, or lengths that do not fit (§3.3).
        IllegalMove: a diagonal or non-adjacent step, or an immediate backtrack (§3.3).
    """
    from companion.errors import IllegalMove

    path, drops = tuple(path), tuple(drops)
    try:
        hand = [int(h) for h in hand]
    except (TypeError, ValueError):
        raise InvalidMove(RULE, "The hand must give 5 meeple counts (one per colour).") from None
    if len(hand) != NCOLOURS or any(h < 0 for h in hand):
        raise InvalidMove(RULE, "The hand must give 5 meeple counts (one per colour).")
    if not (isinstance(start, int) and 0 <= start < TILES) or any(
            not (isinstance(t, int) and 0 <= t < TILES) for t in path):
        raise InvalidMove(RULE, "Tiles are numbered 0 to 29 (row × 6 + column).")
    if any(not (isinstance(c, int) and 0 <= c < NCOLOURS) for c in drops):
        raise InvalidMove(RULE, "Meeple colours are numbered 0 to 4.")
    if len(path) != len(drops) + (1 if pending else 0):
        raise InvalidMove(RULE, "A movement drops exactly one meeple on each tile it enters.")
    prev, cur = _NOPREV, start
    for t in path:
        if t not in _FWD[prev * TILES + cur]:
            raise IllegalMove(RULE, "Each step goes to an orthogonally adjacent tile, never straight back.")
        prev, cur = cur, t
    return prev * TILES + cur, hand, path, drops


def _before(board: list[int], start: int, path: tuple[int, ...], drops: tuple[int, ...]) -> list[int]:
    """The board as it was when the meeples were picked up (start tile already empty)."""
    base = list(board)
    for t, c in zip(path, drops):
        base[t * NCOLOURS + c] -= 1
    return base


def _present(check: Sequence[int]) -> list[int]:
    """Per colour, the bit mask of tiles holding ≥ 1 meeple of it in ``check``."""
    masks = [0] * NCOLOURS
    for t in range(TILES):
        b = t * NCOLOURS
        bit = 1 << t
        for c in range(NCOLOURS):
            if check[b + c]:
                masks[c] |= bit
    return masks


def _finishable(state: int, hand: Sequence[int], present: Sequence[int], own_drops_count: bool) -> bool:
    """Whether the ``sum(hand)`` meeples in hand can all be dropped, walking on from ``state``, legally.

    Exact: some colour c in hand and a walk of that many steps end on a tile T that holds c now
    (``present[c]``), or — when drops of this movement count and two c are in hand — on a tile T entered
    earlier in that walk, where a c is dropped on the earlier pass (§3.3.6). Other drops are free.
    """
    r = sum(hand)
    if r == 0:
        return False
    reach, loop = _tables(r)
    m, lo = reach[state], loop[state]
    for c in range(NCOLOURS):
        h = hand[c]
        if h and (m & present[c] or (own_drops_count and h >= 2 and lo)):
            return True
    return False


# ------------------------------------------------------------------- public entry points for the engine
# The rules engine (move_meeples: one step and one drop at a time) and the move advisor read the walk tables
# through these, unchecked (their callers keep the data in the engine's own format); the checked functions
# for any caller follow below.

#: the "previous tile" of a walk right after the pick-up (the first step may go to any neighbour, §3.3)
NO_PREVIOUS = _NOPREV


def walk_state(prev: int, cur: int) -> int:
    """The walk state "on tile ``cur``, having come from ``prev``" (``prev`` = :data:`NO_PREVIOUS` right after
    picking up ``cur``), as :func:`next_tiles`, :func:`walk_reach` and :func:`can_end` take it.

    >>> next_tiles(walk_state(NO_PREVIOUS, 0)), next_tiles(walk_state(1, 0))
    ((1, 6), (6,))
    """
    return prev * TILES + cur


def next_tiles(state: int) -> tuple[int, ...]:
    """The tiles the next step may enter from walk state ``state``: orthogonal neighbours, never straight back
    (§3.3, example B4), ascending."""
    return _FWD[state]


def walk_reach(steps: int) -> tuple[list[int], list[int]]:
    """``(reach, loop)`` for walks of exactly ``steps`` steps (≥ 1): ``reach[state]`` the bit mask of the tiles
    where such a walk from ``state`` can end; ``loop[state]`` those it can end on having entered them at an
    earlier step (so an own drop can be there at the end, §3.3.6). Built once per length, kept; read only."""
    return _tables(steps)


def can_end(state: int, hand: Sequence[int], present: Sequence[int], own_drops_count: bool) -> bool:
    """Whether the meeples ``hand`` (5 colour counts) can all be dropped walking on from ``state`` so that the
    last one joins a meeple of its colour (§3.3): ``present[c]`` is the bit mask of the tiles where colour
    ``c`` counts now. Exact; unchecked (the engine's per-decision test; see :func:`can_finish` for a checked
    one).

    >>> present = [0, 0, 0, 1 << 1, 0]                # a builder on tile 1
    >>> can_end(walk_state(NO_PREVIOUS, 0), (0, 0, 0, 1, 0), present, True)
    True
    """
    return _finishable(state, hand, present, own_drops_count)


# --------------------------------------------------------------------------------------------- public
def can_finish(counts: Sequence[int], start: int, path: Sequence[int], drops: Sequence[int],
               hand: Sequence[int], *, own_drops_count: bool = True) -> bool:
    """Whether a partial movement can still be completed legally (§3.3).

    Args:
        counts: the board now (150 counts): the start tile emptied and every drop so far applied.
        start: the tile the meeples were picked up from (0..29).
        path: the tiles entered so far, in order; a meeple has been dropped on each
            (``len(path) == len(drops)``).
        drops: the colours dropped so far, ``drops[i]`` on ``path[i]``.
        hand: the 5 colour counts still in hand.
        own_drops_count: see the module docstring (§3.3.6, "(inferred yes)"; default True).

    Returns:
        With meeples in hand: True iff some way to walk on and drop them all ends legally.
        With an empty hand: True iff the movement is complete and its last drop was legal.

    Raises:
        InvalidPosition: ``counts`` is not a board; InvalidMove / IllegalMove: a malformed or illegal
        partial movement.

    >>> board = [0] * 150
    >>> board[1 * 5 + BUILDER] = 1                    # tile 1 is next to tile 0
    >>> can_finish(board, 0, (), (), (0, 0, 0, 1, 0)), can_finish(board, 0, (), (), (1, 0, 0, 0, 0))
    (True, False)
    """
    board = _board(counts)
    state, hand, path, drops = _partial(board, start, path, drops, hand, False)
    check = board if own_drops_count else _before(board, start, path, drops)
    if sum(hand) == 0:
        if not path:
            return False
        s = path[-1] * NCOLOURS + drops[-1]
        return check[s] >= (2 if own_drops_count else 1)
    return _finishable(state, hand, _present(check), own_drops_count)


def next_drops(counts: Sequence[int], start: int, path: Sequence[int], drops: Sequence[int],
               hand: Sequence[int], *, own_drops_count: bool = True) -> list[int]:
    """The colours that may be dropped on ``path[-1]``, just entered, so that the movement can still end
    legally (§3.3; for the last meeple: the last-colour rule).

    Args:
        counts: the board now (start emptied, earlier drops applied; nothing dropped on ``path[-1]`` yet).
        start, path, drops, hand: the partial movement, ``len(path) == len(drops) + 1``; ``hand`` the 5
            colour counts still in hand (including the meeple about to be dropped).
        own_drops_count: see the module docstring.

    Returns:
        Ascending colour indices.

    Raises:
        InvalidPosition, InvalidMove, IllegalMove: as :func:`can_finish`.
    """
    board = _board(counts)
    state, hand, path, drops = _partial(board, start, path, drops, hand, True)
    check = board if own_drops_count else _before(board, start, path[:-1], drops)
    tile = path[-1]
    r = sum(hand)
    out = []
    if r == 1:
        return [c for c in range(NCOLOURS) if hand[c] and check[tile * NCOLOURS + c]]
    present = _present(check)
    for c in range(NCOLOURS):
        if hand[c]:
            hand[c] -= 1
            saved = present[c]
            if own_drops_count:
                present[c] |= 1 << tile
            if _finishable(state, hand, present, own_drops_count):
                out.append(c)
            present[c] = saved
            hand[c] += 1
    return out


def next_steps(counts: Sequence[int], start: int, path: Sequence[int], drops: Sequence[int],
               hand: Sequence[int], *, own_drops_count: bool = True) -> list[int]:
    """The tiles the player may step to next so that the movement can still end legally (§3.3).

    Args:
        counts: the board now (start emptied, every drop so far applied).
        start, path, drops: the partial movement, ``len(path) == len(drops)`` (``()`` right after picking up).
        hand: the 5 colour counts still in hand (after picking up: the start tile's meeples).
        own_drops_count: see the module docstring.

    Returns:
        Ascending tile indices (empty when the hand is empty).

    Raises:
        InvalidPosition, InvalidMove, IllegalMove: as :func:`can_finish`.
    """
    board = _board(counts)
    state, hand, path, drops = _partial(board, start, path, drops, hand, False)
    if sum(hand) == 0:
        return []
    check = board if own_drops_count else _before(board, start, path, drops)
    present = _present(check)
    cur = state % TILES
    r = sum(hand)
    out = []
    for x in _FWD[state]:
        nstate = cur * TILES + x
        ok = False
        for c in range(NCOLOURS):
            if not hand[c]:
                continue
            if r == 1:
                ok = bool(check[x * NCOLOURS + c])
            else:
                hand[c] -= 1
                saved = present[c]
                if own_drops_count:
                    present[c] |= 1 << x
                ok = _finishable(nstate, hand, present, own_drops_count)
                present[c] = saved
                hand[c] += 1
            if ok:
                break
        if ok:
            out.append(x)
    return sorted(out)


# ------------------------------------------------------------------------------- movement tables
# Which movements exist depends on the board only through one test per final slot (tile T, colour c):
# with the start tile emptied, if T holds a c, every walk of n steps ending on T with every order of the hand
# that ends with c is legal; if not, only those that dropped a c on T on an earlier pass (own drops, §3.3.6).
# So the movements of (start tile, hand, final slot) are computed once, kept, and reused for every board
# that has that hand on that tile; a position costs one test per slot plus copying the kept results.

_WALKS: dict[tuple[int, int], dict[int, tuple[tuple[int, ...], ...]]] = {}
_WALKS_KEPT = 7                 # walks are kept for hands of up to 7 meeples (4·3^6 = 2,916 walks per tile)
_ORDERS: dict[tuple[int, ...], tuple[tuple[int, ...], ...]] = {}
_ENTRIES: dict[tuple[int, tuple[int, ...]], "_Entry"] = {}
_BUDGET = 150_000               # movements kept in _ENTRIES before it is emptied (≈ 300 bytes each)
_kept = 0


def _walks(start: int, n: int) -> dict[int, tuple[tuple[tuple[int, ...], ...], bool, int]]:
    """Every walk of ``n`` steps from ``start`` without immediate backtracking (§3.3), by final tile T:
    ``(walks, loops, simple)``. ``loops``: some walk enters T before its last step (so an own drop can make
    the last colour match, §3.3.6). The first ``simple`` walks enter n different tiles, none of them the
    start tile, and n < 8: a movement along one of them adds meeples that no other movement adds (another
    walk would have to enter the same n tiles in another order, which takes ≥ 8 steps on this grid, or
    enter fewer or other tiles), so it is alone in its :class:`Outcome`."""
    got = _WALKS.get((start, n))
    if got is not None:
        return got
    fwd = _FWD
    # every walk, layer by layer (the same order as a depth-first search over the neighbours in order)
    layer = [(_NOPREV * TILES + start, ())]
    for _ in range(n):
        layer = [((state % TILES) * TILES + x, path + (x,)) for state, path in layer for x in fwd[state]]
    ends: dict[int, list[tuple[int, ...]]] = {}
    for state, path in layer:
        t = state % TILES
        got_t = ends.get(t)
        if got_t is None:
            ends[t] = [path]
        else:
            got_t.append(path)
    got = {}
    short = n < 8
    for t in sorted(ends):
        simple, others = [], []
        for w in ends[t]:
            (simple if short and start not in w and len(set(w)) == n else others).append(w)
        loops = any(t in w[:-1] for w in others)
        got[t] = (tuple(simple + others), loops, len(simple))
    if n <= _WALKS_KEPT:
        _WALKS[(start, n)] = got
    return got


def _orders(hand: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Every distinct order of the meeples of ``hand`` (5 colour counts), as colour tuples."""
    got = _ORDERS.get(hand)
    if got is not None:
        return got
    if not any(hand):
        got = ((),)
    elif sum(hand) <= 6:            # at most 720 permutations: sorted in C (the same lexicographic order)
        got = tuple(sorted(set(permutations([c for c in range(NCOLOURS) for _ in range(hand[c])]))))
    else:
        out = []
        rest = list(hand)
        for c in range(NCOLOURS):
            if rest[c]:
                rest[c] -= 1
                out.extend((c,) + tail for tail in _orders(tuple(rest)))
                rest[c] += 1
        got = tuple(out)
    if sum(hand) <= 8:
        _ORDERS[hand] = got
    return got


def _deltas(walks: tuple[tuple[int, ...], ...], orders: tuple[tuple[int, ...], ...]) -> list[int]:
    """For each (walk, order) of ``product(walks, orders)``: the meeples it adds, packed like
    :attr:`Outcome.packed` (written out for the short hands, which are most of them)."""
    wt, n = _WTILE, len(orders[0])
    if n == 1:
        return [wt[x][a] for (x,), (a,) in product(walks, orders)]
    if n == 2:
        return [wt[x][a] + wt[y][b] for (x, y), (a, b) in product(walks, orders)]
    if n == 3:
        return [wt[x][a] + wt[y][b] + wt[z][c] for (x, y, z), (a, b, c) in product(walks, orders)]
    deltas: list[int] = []
    for walk in walks:
        weights = [wt[x] for x in walk]
        deltas += [sum(map(getitem, weights, order)) for order in orders]
    return deltas


def _slot(start: int, walks: tuple[tuple[int, ...], ...], orders: tuple[tuple[int, ...], ...]) -> list:
    """The movements from ``start`` that end with the last colour of ``orders`` on the last tile of ``walks``:
    every walk × every order. Returns ``[movements, own, classes]``: all of them (legal when the final tile
    holds the colour once the start tile is emptied); ``own``, those that dropped the colour on the final tile
    on an earlier pass (legal in any case when own drops count, §3.3.6), filled by :meth:`_Entry.own` when
    first needed; ``classes``, filled by :func:`_classes` when first needed.
    """
    return [tuple(map(tuple.__new__, repeat(Movement), product((start,), walks, orders))), None, None]


def _classes(tab: list, walks: tuple[tuple[int, ...], ...], simple: int, orders: tuple[tuple[int, ...], ...],
             slot: int) -> tuple:
    """``(deltas, groups, own_deltas, own_groups)`` of a :func:`_slot` ``tab``: ``groups[i]`` the movements
    that add the meeples ``deltas[i]`` (packed like :attr:`Outcome.packed`) to the board; ``own_*`` the
    same for the own-supplied movements."""
    movements = tab[0]
    deltas = _deltas(walks, orders)
    cut = simple * len(orders)          # movements along simple walks: each alone in its outcome
    keys, groups = deltas[:cut], list(zip(movements[:cut]))
    if cut < len(movements):
        by: dict[int, list[Movement]] = {}
        for d, m in zip(deltas[cut:], movements[cut:]):
            got = by.get(d)
            if got is None:
                by[d] = [m]
            else:
                got.append(m)
        keys += by
        groups += map(tuple, by.values())
    shift = 8 * slot                    # own-supplied: the final slot gains ≥ 2 (never on a simple walk)
    keep = [k for k in range(cut, len(keys)) if (keys[k] >> shift) & 255 >= 2]
    own_keys, own_groups = tuple(keys[k] for k in keep), tuple(groups[k] for k in keep)
    tab[2] = got = (tuple(keys), tuple(groups), own_keys, own_groups)
    return got


class _Entry:
    """Everything about one (start tile, hand): the final slots to test, their :func:`_slot` and
    :func:`_classes` (built on first use)."""

    __slots__ = ("start", "walks", "orders", "slots", "tables")

    def __init__(self, start: int, hand: tuple[int, ...]) -> None:
        n = sum(hand)
        self.start = start
        self.walks = _walks(start, n)
        self.orders = dict(_endings(hand)[0])
        # (slot, tile, colour, loops: whether an own drop can make it legal, i.e. a walk enters the tile
        # before its last step and a second meeple of the colour is in hand)
        self.slots = []
        for t, (_, loops, _) in self.walks.items():
            for c in self.orders:
                self.slots.append((t * NCOLOURS + c, t, c, loops and hand[c] >= 2))
        self.tables: dict[int, list] = {}

    def table(self, slot: int) -> list:
        """The :func:`_slot` of ``slot`` (built on first use)."""
        global _kept
        t, c = divmod(slot, NCOLOURS)
        got = self.tables[slot] = _slot(self.start, self.walks[t][0], self.orders[c])
        _kept += len(got[0])
        return got

    def own(self, slot: int, tab: list) -> tuple[Movement, ...]:
        """The movements of ``tab`` that dropped the last colour on the final tile earlier (§3.3.6)."""
        t, c = divmod(slot, NCOLOURS)
        walks, _, simple = self.walks[t]
        cut = simple * len(self.orders[c])          # a simple walk enters the final tile only at the end
        tab[1] = got = tuple(m for m in tab[0][cut:]
                             if any(x == t and d == c for x, d in zip(m.path[:-1], m.drops)))
        return got

    def classes(self, slot: int, tab: list) -> tuple:
        """The :func:`_classes` of ``slot`` (built on first use)."""
        t, c = divmod(slot, NCOLOURS)
        walks, _, simple = self.walks[t]
        return tab[2] or _classes(tab, walks, simple, self.orders[c], slot)


def _entry(start: int, hand: tuple[int, ...]) -> _Entry:
    global _kept
    got = _ENTRIES.get((start, hand))
    if got is None:
        if _kept > _BUDGET:
            _ENTRIES.clear()
            _kept = 0
        got = _ENTRIES[(start, hand)] = _Entry(start, hand)
    return got


def clear_cache(*, walks: bool = False) -> None:
    """Forget every table learnt from boards: the kept movement tables of each (start tile, hand), the orders
    of each hand and how often each was met (rebuilt on demand; results never depend on them). They hold at
    most about 150,000 movements (≈ 45 MB) and are emptied whenever they grow past that.

    Args:
        walks: also forget the walks of each (start tile, length) (default False). They depend on the grid
            only, like the neighbour and reachability tables, so a board never seen before reuses them (at
            most 30 × 7 entries, built on first use).
    """
    global _kept
    _ENTRIES.clear()
    if walks:
        _WALKS.clear()
        _ENDS.clear()
    _ORDERS.clear()
    _SEEN.clear()
    _ENDING.clear()
    _kept = 0


_ZERO = [0] * NCOLOURS


# (start, hand) → how often met without tables: movements() lists them straight from the walks (_direct) the
# first _DIRECT times, then builds the kept tables (worth it for a hand that keeps coming back, as along a game)
_SEEN: dict[tuple[int, tuple[int, ...]], int] = {}
_DIRECT = 2
_ENDING: dict[tuple[int, ...], tuple[list, list, int]] = {}


def _endings(hand: tuple[int, ...]) -> tuple[list[tuple[int, tuple[tuple[int, ...], ...]]], list, int]:
    """The orders of ``hand`` by last colour, kept per hand until :func:`clear_cache`: ``(pairs, by_colour,
    mask)``. ``pairs``: ``(c, orders)`` for each colour ``c`` in the hand, ascending, ``orders`` every distinct
    order of the hand that ends with ``c`` (lexicographic, as :attr:`_Entry.orders`); ``by_colour[c]`` the same
    (None for a colour not in hand); ``mask``: bit ``c`` set for each colour in hand."""
    got = _ENDING.get(hand)
    if got is not None:
        return got
    by: list = [None] * NCOLOURS
    n = hand[0] + hand[1] + hand[2] + hand[3] + hand[4]
    if n <= 3:
        # written out (every hand of a start board): the rest of the hand has ≤ 2 meeples r0 ≤ r1, whose
        # distinct orders are (r0, r1) and, when r0 ≠ r1, (r1, r0), in that (lexicographic) order
        meeples = (0,) * hand[0] + (1,) * hand[1] + (2,) * hand[2] + (3,) * hand[3] + (4,) * hand[4]
        for i, c in enumerate(meeples):
            if by[c] is None:
                rest = meeples[:i] + meeples[i + 1:]
                by[c] = ((rest + (c,), (rest[1], rest[0], c)) if n == 3 and rest[0] != rest[1]
                         else (rest + (c,),))
    else:                           # the orders of the rest of the hand (kept, shared by hands), then c
        rest = list(hand)
        for c in range(NCOLOURS):
            if hand[c]:
                rest[c] -= 1
                by[c] = tuple(map(tuple.__add__, _orders(tuple(rest)), repeat((c,))))
                rest[c] += 1
    got = _ENDING[hand] = ([(c, by[c]) for c in range(NCOLOURS) if hand[c]], by,
                           sum(1 << c for c in range(NCOLOURS) if hand[c]))
    return got


def _direct(board: list[int], start: int, hand: tuple[int, ...], out: list, own_drops_count: bool) -> bool:
    """Append the legal movements from ``start`` (``board`` with the start tile emptied) to ``out`` straight
    from the walks and orders, without building the kept tables (a (start, hand) met for the first time:
    most of a new board). Per colour in hand, the walks to every final tile holding that colour are joined
    and multiplied by the orders ending with it at once. Returns False, having appended nothing, when a
    final slot needs the own-drop test (§3.3.6): the tables handle those."""
    n = hand[0] + hand[1] + hand[2] + hand[3] + hand[4]
    ends = _walks(start, n)
    colours = _endings(hand)[0]
    if own_drops_count:
        for t, (_, loops, _) in ends.items():
            if loops and any(hand[c] >= 2 and not board[t * NCOLOURS + c] for c, _ in colours):
                return False
    new = tuple.__new__
    first = (start,)
    for c, orders in colours:
        walks = [w for t, (ws, _, _) in ends.items() if board[t * NCOLOURS + c] for w in ws]
        if walks:
            out += map(new, repeat(Movement), product(first, walks, orders))
    return True


# ------------------------------------------------------------------------------- grouped, straight from walks
# grouped() applies the rule per start tile (§3.3–3.4): with the start tile emptied, a final slot (tile T,
# colour c) is legal when T holds a c, or (own drops, §3.3.6) when a c is dropped on T on an earlier pass; its
# movements are every walk to T × every order of the hand ending with c, each leaving the board plus its drops
# (then §3.4 collects T's meeples of colour c from that board). Two movements are one outcome iff they leave
# the same board on the same (T, c).
#
# The technique: the board is listed as one batch, without building tables for a (start tile, hand) met for
# the first times. The board is packed once (one byte per slot, as Outcome.packed); a start tile's ``packed``
# masks out its five bytes (_KEEP). Per legal slot the key starts from ``base = packed + one c on T``, so a
# movement's key adds only its other drops, summed from the walk and order tuples (_slot_keys). The keys go,
# as ``(key, T, c)`` tuples, into one list and the movements, as lazy products of (walks, orders), into
# another, in final_slots() order; one C-level pass (_add) then builds every Outcome, every Movement and every
# member list and fills the dict. Movements along simple walks are alone in their outcome (see _walks), so they
# need no lookup: that is every movement of a hand of ≤ 4 meeples, and consecutive start tiles with hands of
# the same size share one comprehension (their legal slots found from a colour mask per tile). A hand of ≥ 5
# meeples is added slot by slot (_group_long, after the batch so far): its walks that are not simple are merged
# by key within their slot (two slots never share an outcome: their (T, c) differ). A (start tile, hand) met
# often uses its kept tables (the deltas and members of each outcome) in the same batch.

_ALL = (1 << (8 * SLOTS)) - 1
_KEEP = [_ALL ^ (((1 << (8 * NCOLOURS)) - 1) << (8 * NCOLOURS * t)) for t in range(TILES)]
"""``packed & _KEEP[t]``: the packed board (:attr:`Outcome.packed`) with tile ``t`` emptied."""

_BITS = [tuple(c for c in range(NCOLOURS) if m >> c & 1) for m in range(1 << NCOLOURS)]
"""``_BITS[mask]``: the colours whose bit is set in ``mask``, ascending."""

_ENDS: dict[tuple[int, int], list[tuple[int, int, tuple[int, ...], tuple, int, bool]]] = {}


def _ends(start: int, n: int) -> list[tuple[int, int, tuple[int, ...], tuple, int, bool]]:
    """:func:`_walks` as a list of ``(T, T * 5, _WTILE[T], walks, simple, loops)``, final tiles ascending; for
    ``n`` ≤ 4 without the start tile itself (a walk of ≤ 4 steps enters it only at its end, so it is still
    empty there: never a legal end). The same grid-only table as the walks, kept with them."""
    got = _ENDS.get((start, n))
    if got is None:
        got = [(t, t * NCOLOURS, _WTILE[t], walks, simple, loops)
               for t, (walks, loops, simple) in _walks(start, n).items() if n > 4 or t != start]
        if n <= _WALKS_KEPT:
            _ENDS[(start, n)] = got
    return got


def _slot_keys(slots: list, n: int) -> list[tuple[int, int, int]]:
    """``(key, T, c)`` for each (walk, order) of ``product(walks, orders)`` of each slot ``(walks, orders, base,
    T, c, first)`` of ``slots``, in order: ``key`` is ``base`` (the packed board with the start tile emptied and
    the last meeple, a c on T, dropped) plus the other ``n - 1`` drops, packed like :attr:`Outcome.packed` (the
    drops summed first: small ints, then one addition to the board). Written out for the hands of up to 6
    meeples (nearly all of them)."""
    wt = _WTILE
    if n == 3:
        return [(base + (wt[x][a] + wt[y][b]), t, c)
                for walks, orders, base, t, c, _ in slots for x, y, _ in walks for a, b, _ in orders]
    if n == 4:
        return [(base + (wt[x][a] + wt[y][b] + wt[z][d]), t, c)
                for walks, orders, base, t, c, _ in slots for x, y, z, _ in walks for a, b, d, _ in orders]
    if n == 2:
        return [(base + wt[x][a], t, c)
                for walks, orders, base, t, c, _ in slots for x, _ in walks for a, _ in orders]
    if n == 1:
        return [(base, t, c) for _, _, base, t, c, _ in slots]      # one walk (T,), one order (c,)
    if n == 5:
        return [(base + (wt[x][a] + wt[y][b] + wt[z][d] + wt[u][e]), t, c)
                for walks, orders, base, t, c, _ in slots for x, y, z, u, _ in walks for a, b, d, e, _ in orders]
    if n == 6:
        return [(base + (wt[x][a] + wt[y][b] + wt[z][d] + wt[u][e] + wt[v][f]), t, c)
                for walks, orders, base, t, c, _ in slots
                for x, y, z, u, v, _ in walks for a, b, d, e, f, _ in orders]
    return [(base + sum(map(getitem, map(wt.__getitem__, w[:-1]), o)), t, c)
            for walks, orders, base, t, c, _ in slots for w in walks for o in orders]


def _movements(slots: list):
    """The movements of ``slots`` (as :func:`_slot_keys` takes them), in the same order (lazily)."""
    return starmap(tuple.__new__, zip(repeat(Movement), chain.from_iterable(
        map(product, map(itemgetter(5), slots), map(itemgetter(0), slots), map(itemgetter(1), slots)))))


def _add(groups: dict, keys: list, values) -> None:
    """Add the outcomes ``keys`` (``(packed board, tile, colour)`` tuples) with their members ``values`` (one
    tuple or list of movements each, in the same order) to ``groups``, in that order."""
    groups.update(zip(starmap(tuple.__new__, zip(repeat(Outcome), keys)), map(list, values)))


def _group_long(board: list[int], packed: int, start: int, hand: tuple[int, ...], groups: dict,
                own_drops_count: bool) -> None:
    """Add the outcomes of the legal movements from ``start`` with a hand of ≥ 5 meeples (``board`` with the
    start tile emptied, packed as ``packed``) to ``groups``, slot by slot in the order of :func:`final_slots`
    (each outcome at its first movement)."""
    n = hand[0] + hand[1] + hand[2] + hand[3] + hand[4]
    colours = _endings(hand)[0]
    first = (start,)
    for t, tb, row, walks, simple, loops in _ends(start, n):
        for c, orders in colours:
            if board[tb + c]:                           # the final tile holds the last colour already
                own = False
            elif loops and own_drops_count and hand[c] >= 2:    # ... or gets it on an earlier pass (§3.3.6)
                own = True
            else:
                continue
            base = packed + row[c]
            if simple and not own:                      # alone in their outcome
                slot = [(walks[:simple], orders, base, t, c, first)]
                _add(groups, _slot_keys(slot, n), zip(_movements(slot)))
            if simple == len(walks):
                continue
            slot = [(walks[simple:], orders, base, t, c, first)]
            got = _slot_keys(slot, n)
            moves = _movements(slot)
            if own:                                     # the final slot gains ≥ 2: a c dropped there earlier
                shift = 8 * (tb + c)
                keep = [k >> shift & 255 >= 2 for k, _, _ in got]
                got, moves = compress(got, keep), compress(moves, keep)
            merged: dict[tuple[int, int, int], list[Movement]] = {}
            for key, m in zip(got, moves):
                same = merged.get(key)
                if same is None:
                    merged[key] = [m]
                else:
                    same.append(m)
            groups.update(zip(starmap(tuple.__new__, zip(repeat(Outcome), merged)), merged.values()))


def _grouped_board(counts: Sequence[int], own_drops_count: bool) -> dict[Outcome, list[Movement]]:
    """:func:`grouped` (without the collector's pause, see :func:`_collect`): the batch described above.

    ``keys`` and ``values`` stay in step; of the two buffers at most one holds anything: ``run``, the slots of
    consecutive start tiles with hands of ``run_n`` ≤ 4 meeples listed straight from the walks (their keys and
    members are added when the run ends), and ``kept``, the slots listed from kept tables (members added at
    once, keys ``(packed, deltas, T, c)`` when the next start tile is listed otherwise)."""
    board = _board(counts)
    whole = int.from_bytes(bytes(board), "little")
    present = [(board[tb] > 0) | (board[tb + 1] > 0) << 1 | (board[tb + 2] > 0) << 2 | (board[tb + 3] > 0) << 3
               | (board[tb + 4] > 0) << 4 for tb in range(0, SLOTS, NCOLOURS)]   # bit c: tile holds a c
    groups: dict[Outcome, list[Movement]] = {}
    keys: list = []
    values: list = []
    run: list = []
    run_n = 0
    kept: list = []
    for start in range(TILES + 1):
        if start < TILES:
            sb = start * NCOLOURS
            hand = tuple(board[sb:sb + NCOLOURS])
            if not any(hand):
                continue
            n = hand[0] + hand[1] + hand[2] + hand[3] + hand[4]
            packed = whole & _KEEP[start]
            entry = _ENTRIES.get((start, hand))
            direct = entry is None and _direct_turn(start, hand)
            if direct and n == run_n:                   # the run goes on
                _, by, mask = _endings(hand)
                first = (start,)
                run += [(walks, by[c], packed + row[c], t, c, first)
                        for t, _, row, walks, _, _ in _ends(start, n) for c in _BITS[present[t] & mask]]
                continue
        if run:                                         # the run (or the board) ends here
            keys += _slot_keys(run, run_n)
            values.append(zip(_movements(run)))
            run = []
        run_n = 0
        if kept:
            keys += [(p + d, t, c) for p, ds, t, c in kept for d in ds]
            kept = []
        if start == TILES:
            break
        if direct and n <= 4:                           # a new run
            run_n = n
            _, by, mask = _endings(hand)
            first = (start,)
            run = [(walks, by[c], packed + row[c], t, c, first)
                   for t, _, row, walks, _, _ in _ends(start, n) for c in _BITS[present[t] & mask]]
            continue
        board[sb:sb + NCOLOURS] = _ZERO                 # §3.3.1: every meeple of the start tile is taken
        if direct:
            _add(groups, keys, chain.from_iterable(values))     # the batch so far goes first
            keys, values = [], []
            _group_long(board, packed, start, hand, groups, own_drops_count)
        else:
            _from_tables(entry or _entry(start, hand), board, own_drops_count, 1, kept, values, packed)
        board[sb:sb + NCOLOURS] = hand
    _add(groups, keys, chain.from_iterable(values))
    return groups


def _collect(counts: Sequence[int], own_drops_count: bool, mode: int):
    """The legal movements of a board. mode 0: list of movements; 1: dict Outcome → movements;
    2: their number; 3: the number of outcomes.

    The cyclic garbage collector is paused while a board is listed: the listing allocates thousands of
    tuples of ints (movements, outcomes, kept tables) that can never form a cycle, and on a new board the
    collector's passes over them cost more than the listing itself (about half of a mid-game board's time).
    """
    paused = gc.isenabled()
    if paused:
        gc.disable()
    try:
        if mode == 1:
            return _grouped_board(counts, own_drops_count)
        return _collect_board(counts, own_drops_count, mode)
    finally:
        if paused:
            gc.enable()


def _collect_board(counts: Sequence[int], own_drops_count: bool, mode: int):
    """:func:`_collect` without the collector's pause, for modes 0, 2 and 3."""
    board = _board(counts)
    out: list = []
    total = 0
    for start in range(TILES):
        sb = start * NCOLOURS
        hand = tuple(board[sb:sb + NCOLOURS])
        if not any(hand):
            continue
        board[sb:sb + NCOLOURS] = _ZERO                 # §3.3.1: every meeple of the start tile is taken
        entry = _ENTRIES.get((start, hand))
        if entry is None:
            if mode == 0 and _direct_turn(start, hand) and _direct(board, start, hand, out, own_drops_count):
                board[sb:sb + NCOLOURS] = hand
                continue
            entry = _entry(start, hand)
        total += _from_tables(entry, board, own_drops_count, mode, out, None, 0)
        board[sb:sb + NCOLOURS] = hand
    return out if mode == 0 else total


def _from_tables(entry: _Entry, board: list[int], own_drops_count: bool, mode: int, out: list, values,
                 packed: int) -> int:
    """List the legal final slots of a start tile from its kept tables (``board`` with the start tile emptied):
    a slot is legal when its tile holds the colour already, or when an earlier pass can drop it there (own
    drops, §3.3.6). Mode 0: the movements are appended to ``out``; 1 (:func:`grouped`'s batch, ``packed`` the
    emptied board): ``(packed, deltas, tile, colour)`` to ``out`` and the members of each outcome to
    ``values``; 2 and 3: returns the number of movements / outcomes (else 0)."""
    total = 0
    tables = entry.tables
    for slot, t, c, loops in entry.slots:
        if board[slot]:                                 # the final tile holds the last colour already
            own = False
        elif loops and own_drops_count:                 # ... or gets it on an earlier pass (§3.3.6)
            own = True
        else:
            continue
        tab = tables.get(slot) or entry.table(slot)
        if mode == 0 or mode == 2:
            got = (tab[1] if tab[1] is not None else entry.own(slot, tab)) if own else tab[0]
            if mode == 0:
                out += got
            else:
                total += len(got)
        else:
            deltas, moves, own_deltas, own_moves = tab[2] or entry.classes(slot, tab)
            if own:
                deltas, moves = own_deltas, own_moves
            if mode == 1:
                out.append((packed, deltas, t, c))
                values.append(moves)
            else:
                total += len(deltas)
    return total


def _direct_turn(start: int, hand: tuple[int, ...]) -> bool:
    """Whether this (start tile, hand), which has no kept tables, is listed straight from the walks this time:
    met fewer than ``_DIRECT`` times before (the meeting is counted)."""
    met = _SEEN.get((start, hand), 0)
    if met >= _DIRECT:
        return False
    if len(_SEEN) > _BUDGET:
        _SEEN.clear()
    _SEEN[(start, hand)] = met + 1
    return True


class FinalSlot(NamedTuple):
    """The legal movements from one start tile that end with one colour on one tile (§3.3), as walks × orders.

    ``start``: the tile picked up; ``tile``, ``colour``: the final tile and the last meeple's colour;
    ``walks``: every walk of ``len(hand)`` steps from ``start`` to ``tile`` (no immediate backtrack), the
    first ``simple`` of them entering ``len(hand)`` different tiles, none the start tile (see
    :func:`_walks`); ``orders``: every distinct order of the hand ending with ``colour`` (colour tuples in
    ascending lexicographic order); ``own``: the final tile holds no ``colour`` once the start tile is emptied,
    so only the (walk, order) pairs that drop a ``colour`` on ``tile`` on an earlier pass are legal (§3.3.6),
    else every pair is.

    The movements of the slot are ``Movement(start, walk, order)`` for ``(walk, order)`` in
    ``product(walks, orders)`` (filtered as ``own`` says), and :func:`grouped` lists their outcomes in that
    order, each outcome at its first movement.
    """

    start: int
    tile: int
    colour: int
    walks: tuple[tuple[int, ...], ...]
    simple: int
    orders: tuple[tuple[int, ...], ...]
    own: bool


def final_slots(counts: Sequence[int], *, own_drops_count: bool = True) -> list[FinalSlot]:
    """Every (start tile, final tile, last colour) with a legal movement, as :class:`FinalSlot` s, in the order
    :func:`grouped` lists its outcomes (start tiles ascending). For callers that need the movements by walk
    rather than one by one (the move advisor): a slot costs its walks, not walks × orders.

    Args and errors as :func:`movements`.

    >>> board = [0] * 150
    >>> board[0 * 5 + VIZIER] = board[1 * 5 + VIZIER] = 1
    >>> [(f.start, f.tile, f.colour, f.walks, f.orders, f.own) for f in final_slots(board)]
    [(0, 1, 0, ((1,),), ((0,),), False), (1, 0, 0, ((0,),), ((0,),), False)]
    """
    board = _board(counts)
    out = []
    for start in range(TILES):
        sb = start * NCOLOURS
        hand = tuple(board[sb:sb + NCOLOURS])
        if not any(hand):
            continue
        board[sb:sb + NCOLOURS] = _ZERO
        entry = _ENTRIES.get((start, hand)) or _entry(start, hand)
        for slot, t, c, loops in entry.slots:
            if board[slot]:
                own = False
            elif loops and own_drops_count:
                own = True
            else:
                continue
            walks, _, simple = entry.walks[t]
            out.append(FinalSlot(start, t, c, walks, simple, entry.orders[c], own))
        board[sb:sb + NCOLOURS] = hand
    return out


def movements(counts: Sequence[int], *, own_drops_count: bool = True) -> list[Movement]:
    """Every legal movement from every tile (§3.3), each once; order unspecified.

    Args:
        counts: the board (150 counts, ``counts[t * 5 + c]``).
        own_drops_count: see the module docstring (§3.3.6; default True).

    Raises:
        InvalidPosition: ``counts`` is not a board.
    """
    return _collect(counts, own_drops_count, 0)


def grouped(counts: Sequence[int], *, own_drops_count: bool = True) -> dict[Outcome, list[Movement]]:
    """Every legal movement, grouped by what it leaves: :class:`Outcome` ``(board after the drops, final
    tile, last colour)`` → the movements with that outcome (§3.3.8: different movements can leave identical
    boards; for a player they are one move, since §3.4–§3.6 depend only on the outcome).

    Args and errors as :func:`movements`.

    >>> board = [0] * 150
    >>> board[0 * 5 + VIZIER] = 1
    >>> board[1 * 5 + VIZIER] = 1
    >>> [(o.tile, o.colour, len(ms)) for o, ms in grouped(board).items()]
    [(1, 0, 1), (0, 0, 1)]
    """
    return _collect(counts, own_drops_count, 1)


def pickups(counts: Sequence[int], *, own_drops_count: bool = True) -> list[int]:
    """The tiles (ascending) from which at least one legal movement exists (§3.3; §4 #2: none → game end).

    Args and errors as :func:`movements`.
    """
    board = _board(counts)
    out = []
    for t in range(TILES):
        hand = board[t * 5:t * 5 + 5]
        if not any(hand):
            continue
        board[t * 5:t * 5 + 5] = [0] * 5
        if _finishable(_NOPREV * TILES + t, hand, _present(board), own_drops_count):
            out.append(t)
        board[t * 5:t * 5 + 5] = hand
    return out


def perft(counts: Sequence[int], *, own_drops_count: bool = True) -> int:
    """The number of legal movements (:func:`movements`), all starts together. Errors as :func:`movements`."""
    return _collect(counts, own_drops_count, 2)


def distinct(counts: Sequence[int], *, own_drops_count: bool = True) -> int:
    """The number of different outcomes (the keys of :func:`grouped`). Errors as :func:`movements`."""
    return _collect(counts, own_drops_count, 3)
