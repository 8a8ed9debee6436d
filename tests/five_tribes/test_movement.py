"""Five Tribes movement generator (five-tribes.md §3.3 "Move meeples", FAQ §6 #7–#9, examples B1, B2, B4).

Tiles are ``t = row * 6 + col`` (col 0–5, row 0–4; example (col,row) (2,2) is tile 14). Every expected count
is derived by hand in the comment beside it; the random-board tests compare with an independent brute force
written here (every sequence of compass directions × every distinct order of the meeples, filtered by the
rules afterwards), not with the module's own search.
"""
from __future__ import annotations

import itertools
import random

import pytest

from companion.errors import IllegalMove, InvalidMove, InvalidPosition
from companion.five_tribes import movement as mv
from companion.five_tribes.movement import (ASSASSIN, BUILDER, ELDER, MERCHANT, VIZIER, Movement, Outcome,
                                            can_finish, distinct, grouped, movements, next_drops, next_steps,
                                            perft, pickups)

Y, W, G, B, R = VIZIER, ELDER, MERCHANT, BUILDER, ASSASSIN


def board_with(**tiles) -> list[int]:
    """A board from ``t<index>=[colours...]`` keywords, e.g. ``board_with(t0=[Y, W])``."""
    counts = [0] * 150
    for name, colours in tiles.items():
        for c in colours:
            counts[int(name[1:]) * 5 + c] += 1
    return counts


def from_start(counts, start, **kw):
    return [m for m in movements(counts, **kw) if m.start == start]


# ----------------------------------------------------------------------------------------- brute force
_DIRS = ((-1, 0), (1, 0), (0, -1), (0, 1))          # (drow, dcol): up, down, left, right


def brute(counts, own_drops_count=True) -> dict[tuple, set]:
    """Independent reference: outcome (board tuple, tile, colour) → set of (start, path, drops).

    For each start tile: every sequence of n compass directions (4**n), kept if it stays on the 5×6 grid and
    never reverses the previous direction; every distinct permutation of the picked-up meeples; a candidate
    is kept if, replaying its drops one by one, the last meeple's colour is on the final tile just before it
    is dropped (with ``own_drops_count=False``: on the final tile of the board as it was at pick-up).
    """
    found: dict[tuple, set] = {}
    for start in range(30):
        meeples = [c for c in range(5) for _ in range(counts[start * 5 + c])]
        n = len(meeples)
        if not n:
            continue
        orders = set(itertools.permutations(meeples))
        for dirs in itertools.product(range(4), repeat=n):
            if any(dirs[i] ^ 1 == dirs[i - 1] for i in range(1, n)):   # 0/1 and 2/3 are opposites
                continue
            row, col = divmod(start, 6)
            path = []
            for d in dirs:
                row, col = row + _DIRS[d][0], col + _DIRS[d][1]
                if not (0 <= row < 5 and 0 <= col < 6):
                    break
                path.append(row * 6 + col)
            if len(path) < n:
                continue
            for order in orders:
                board = list(counts)
                board[start * 5:start * 5 + 5] = [0] * 5
                at_pickup = list(board)
                for t, c in zip(path[:-1], order[:-1]):
                    board[t * 5 + c] += 1
                last = path[-1] * 5 + order[-1]
                if (board if own_drops_count else at_pickup)[last] < 1:
                    continue
                board[last] += 1
                found.setdefault((tuple(board), path[-1], order[-1]), set()).add((start, tuple(path), order))
    return found


def random_board(rng: random.Random, meeples: int, crowd: int) -> list[int]:
    """``meeples`` scattered at random plus ``crowd`` more on two neighbouring interior tiles (loops)."""
    counts = [0] * 150
    for _ in range(meeples):
        counts[rng.randrange(30) * 5 + rng.randrange(5)] += 1
    hub = rng.choice([7, 8, 9, 10, 13, 14, 15, 16, 19, 20, 21, 22])
    for _ in range(crowd):
        counts[rng.choice([hub, hub + 1]) * 5 + rng.randrange(3)] += 1
    for t in range(30):                                  # keep the brute force quick: at most 6 per tile
        while sum(counts[t * 5:t * 5 + 5]) > 6:
            counts[t * 5 + max(range(5), key=lambda c: counts[t * 5 + c])] -= 1
    return counts


def as_sets(groups) -> dict[tuple, set]:
    return {(o.board, o.tile, o.colour): set(ms) for o, ms in groups.items()}


# ----------------------------------------------------------------------------------------- hand-derived
@pytest.mark.rule("five-tribes 3.3")
@pytest.mark.parametrize("tiles,start,expected", [
    # corner tile 0 holds a red; its two neighbours 1 and 6 hold a red each: one step, either neighbour
    # matches → 2 movements. From 1: neighbours 0 (red), 2, 7 (empty) → 1; from 6 likewise → 1. Total 4.
    ({"t0": [R], "t1": [R], "t6": [R]}, 0, 2),
    ({"t0": [R], "t1": [R], "t6": [R]}, None, 4),
    # edge tile 3 (row 0) with a white, whites on its 3 neighbours 2, 4, 9 → 3 from tile 3, and 1 from each
    # neighbour (back onto tile 3; their other neighbours are empty) → 6.
    ({"t3": [W], "t2": [W], "t4": [W], "t9": [W]}, 3, 3),
    ({"t3": [W], "t2": [W], "t4": [W], "t9": [W]}, None, 6),
    # interior tile 14 with a blue, blues on its 4 neighbours 8, 13, 15, 20 → 4 + 4 × 1 = 8.
    ({"t14": [B], "t8": [B], "t13": [B], "t15": [B], "t20": [B]}, 14, 4),
    ({"t14": [B], "t8": [B], "t13": [B], "t15": [B], "t20": [B]}, None, 8),
    # a lone meeple next to a different colour cannot move (last meeple same colour): 0.
    ({"t14": [B], "t15": [R]}, None, 0),
])
def test_one_meeple_corner_edge_interior(tiles, start, expected):
    counts = board_with(**tiles)
    got = movements(counts) if start is None else from_start(counts, start)
    assert len(got) == expected
    assert perft(counts) == len(movements(counts))


@pytest.mark.rule("five-tribes 3.3")
def test_B1_official_two_meeple_move():
    # B1: tile 0 holds yellow + white; tile 2 (two steps east) holds a white. From the corner the 2-step walks
    # are 0→1→2, 0→1→7, 0→6→7, 0→6→12; only tile 2 holds anything (a white), so the last meeple is the
    # white and the yellow goes on tile 1. Tile 2's white alone (1 step to 1, 3 or 8, all empty) cannot move.
    counts = board_with(t0=[Y, W], t2=[W])
    assert movements(counts) == [Movement(0, (1, 2), (Y, W))]
    assert pickups(counts) == [0]
    (outcome, ms), = grouped(counts).items()
    assert ms == [Movement(0, (1, 2), (Y, W))]
    assert (outcome.tile, outcome.colour) == (2, W)
    assert outcome.board[2 * 5 + W] == 2 and outcome.board[1 * 5 + Y] == 1       # collect 2 whites
    assert sum(outcome.board) == 3 and sum(outcome.board[0:5]) == 0               # tile 0 left empty


@pytest.mark.rule("five-tribes 3.3")
def test_no_immediate_backtrack():
    # B4 / §3.3.3: three yellows on tile 14 and nothing else. The last yellow needs a yellow on the final tile;
    # only this movement's own drops can put one there, which needs re-entering a tile already dropped on.
    # With 3 steps that is only possible by stepping straight back (14→8→2→8), which is forbidden → none.
    counts = board_with(t14=[Y, Y, Y])
    assert movements(counts) == [] and pickups(counts) == []
    assert Movement(14, (8, 2, 8), (Y, Y, Y)) not in movements(counts)
    # next_steps from tile 2 (having come from 8) offers only 1 and 3, never 8, and neither ends legally
    after = board_with(t8=[Y], t2=[Y])
    assert next_steps(after, 14, (8, 2), (Y, Y), (1, 0, 0, 0, 0)) == []
    # two meeples, 14 → 15 → 14: straight back onto the start tile (and it is empty anyway) → illegal
    with pytest.raises(IllegalMove):
        next_steps(board_with(t15=[Y]), 14, (15, 14), (Y, Y), (0, 0, 0, 0, 0))


@pytest.mark.rule("five-tribes 3.3")
def test_B4_malformed_paths_are_refused():
    counts = board_with(t14=[Y, W], t21=[W])
    with pytest.raises(IllegalMove):                                      # (2,2)→(3,3): diagonal
        next_drops(counts, 14, (21,), (), (1, 1, 0, 0, 0))
    with pytest.raises(InvalidMove):                                      # drops do not match the path
        next_steps(counts, 14, (15,), (), (1, 1, 0, 0, 0))
    # 3 meeples but a path of 2 steps: never a movement (each has exactly as many steps as meeples)
    counts = board_with(t0=[Y, W, W], t2=[W], t8=[W])
    assert all(len(m.path) == 3 == len(m.drops) for m in movements(counts) if m.start == 0)
    assert Movement(0, (1, 2), (Y, W)) not in movements(counts)


@pytest.mark.rule("five-tribes 3.3")
def test_B2_official_loop_through_the_start_tile():
    # B2: the start small market (tile 0) holds green, blue, red, yellow, green; the oasis next to it (tile 1)
    # holds a green. Loop 0 → 1 → 7 → 6 → 0 → 1 (a 2×2 square, no immediate backtrack; the start tile is
    # re-entered at step 4): green, blue, red, yellow, green. The oasis then holds 3 greens (1 + 2 dropped).
    counts = board_with(t0=[G, B, R, Y, G], t1=[G])
    loop = Movement(0, (1, 7, 6, 0, 1), (G, B, R, Y, G))
    assert loop in movements(counts)
    [(outcome, ms)] = [(o, ms) for o, ms in grouped(counts).items() if loop in ms]
    assert (outcome.tile, outcome.colour) == (1, G)
    assert outcome.board[1 * 5 + G] == 3                                 # the player collects 3 greens
    assert outcome.board[0 * 5 + Y] == 1                                 # the yellow dropped on the start tile
    assert outcome.board[7 * 5 + B] == 1 and outcome.board[6 * 5 + R] == 1


@pytest.mark.rule("five-tribes 3.3")
def test_last_drop_matches_only_an_earlier_drop_of_the_same_movement():
    # Only tile 0 (corner) holds meeples: yellow, green, green, blue, red. No other tile holds anything, so the
    # last meeple's colour must have been dropped on the final tile earlier in this movement (§3.3.6).
    # 5-step walks from the corner that end on a tile entered before: only "enter X1 at step 1, go round a
    # 2×2 square, end on X1 at step 5" (a 3-cycle does not exist, a 2-cycle is a backtrack).
    #   X1 = 1: squares {0,1,7,6}: 1→7→6→0→1 (1→0 first would be a backtrack); {1,2,8,7}: both ways → 3 walks
    #   X1 = 6: symmetric → 3 walks. Total 6 walks.
    # Step 1 and step 5 both need the same colour: only green has 2 meeples → G first and last, and
    # yellow/blue/red in any order in between: 3! = 6. Movements: 6 × 6 = 36.
    # Outcomes: the square {1,2,8,7} walked both ways drops the same colours on the same tiles for matching
    # orders (1→2→8→7→1 with G,x,y,z,G = 1→7→8→2→1 with G,z,y,x,G): 12 movements, 6 outcomes; the same for
    # {6,7,13,12}; the squares through the start tile go one way only: 6 + 6. Distinct: 6 + 6 + 6 + 6 = 24.
    counts = board_with(t0=[Y, G, G, B, R])
    assert perft(counts) == len(movements(counts)) == 36
    assert distinct(counts) == len(grouped(counts)) == 24
    assert all(m.drops[0] == m.drops[-1] == G and m.path[0] == m.path[-1] for m in movements(counts))
    assert sorted(len(ms) for ms in grouped(counts).values()) == [1] * 12 + [2] * 12
    assert pickups(counts) == [0]
    # with the "board at pick-up" reading (own_drops_count=False) nothing on the board matches → none
    assert movements(counts, own_drops_count=False) == [] and pickups(counts, own_drops_count=False) == []
    assert perft(counts, own_drops_count=False) == distinct(counts, own_drops_count=False) == 0


@pytest.mark.rule("five-tribes 3.3")
def test_end_on_the_emptied_start_tile():
    # §3.3.8: tile 0 holds 1 yellow + 7 whites, nothing else on the board. Ending on tile 0 (the emptied start
    # tile) needs a white dropped there earlier: enter it at step 4 and again at step 8. From a corner the only
    # 4-cycle is the square {0,1,7,6}; the second lap must continue in the same direction (turning back would
    # be a backtrack), and a 6-cycle return at step 6 leaves 2 steps, a backtrack. So 2 walks:
    # 0→1→7→6→0→1→7→6→0 and 0→6→7→1→0→6→7→1→0. Step 4 and step 8 are white (only 1 yellow), the yellow goes on
    # one of steps 1, 2, 3, 5, 6, 7: 6 orders per walk → 12 movements end on tile 0.
    # Outcomes: only where the yellow lands matters (tile 1, 7 or 6), each reached by steps p and p+4 of both
    # walks → 3 outcomes of 4 movements.
    counts = board_with(t0=[Y] + [W] * 7)
    home = [m for m in movements(counts) if m.path[-1] == 0]
    assert len(home) == 12
    assert all(m.drops[3] == m.drops[7] == W and m.path[3] == 0 for m in home)
    at_home = {o: ms for o, ms in grouped(counts).items() if o.tile == 0}
    assert sorted(len(ms) for ms in at_home.values()) == [4, 4, 4]
    assert {tuple(t for t in (1, 7, 6) if o.board[t * 5 + Y]) for o in at_home} == {(1,), (7,), (6,)}
    # the board at pick-up has nothing anywhere, so the strict reading allows no movement at all
    assert movements(counts, own_drops_count=False) == []


@pytest.mark.rule("five-tribes 3.3")
def test_can_finish_next_steps_next_drops_B1():
    # B1 board: after picking up tile 0 (yellow + white) the only completion is 1 then 2 (yellow, white).
    counts = board_with(t0=[Y, W], t2=[W])
    picked = board_with(t2=[W])
    hand = (1, 1, 0, 0, 0)
    assert can_finish(picked, 0, (), (), hand)
    assert next_steps(picked, 0, (), (), hand) == [1]               # from 6 the last step reaches 7 or 12
    assert next_drops(picked, 0, (1,), (), hand) == [Y]             # dropping the white leaves a lone yellow
    on1 = board_with(t1=[Y], t2=[W])
    assert can_finish(on1, 0, (1,), (Y,), (0, 1, 0, 0, 0))
    assert next_steps(on1, 0, (1,), (Y,), (0, 1, 0, 0, 0)) == [2]
    assert next_drops(on1, 0, (1, 2), (Y,), (0, 1, 0, 0, 0)) == [W]
    on6 = board_with(t6=[Y], t2=[W])
    assert not can_finish(on6, 0, (6,), (Y,), (0, 1, 0, 0, 0))
    assert next_steps(on6, 0, (6,), (Y,), (0, 1, 0, 0, 0)) == []
    # a finished movement: legal iff the last colour was already there before the last drop
    done = board_with(t1=[Y], t2=[W, W])
    assert can_finish(done, 0, (1, 2), (Y, W), (0, 0, 0, 0, 0))
    assert not can_finish(board_with(t1=[W], t2=[Y]), 0, (1, 2), (W, Y), (0, 0, 0, 0, 0))
    assert movements(counts) == [Movement(0, (1, 2), (Y, W))]


@pytest.mark.rule("five-tribes 3.3")
def test_next_drops_own_drop_on_an_earlier_pass():
    # Only tile 0: yellow, green, green, blue, red (see the 36-movement test). At step 1 on tile 1 the green
    # must go first (it is the only colour that can be both the first and the last drop on tile 1).
    picked = [0] * 150
    assert next_steps(picked, 0, (), (), (1, 0, 2, 1, 1)) == [1, 6]
    assert next_drops(picked, 0, (1,), (), (1, 0, 2, 1, 1)) == [G]
    # ... and with the strict reading nothing can be finished at all
    assert next_steps(picked, 0, (), (), (1, 0, 2, 1, 1), own_drops_count=False) == []


# ----------------------------------------------------------------------------------------- brute force
@pytest.mark.rule("five-tribes 3.3")
@pytest.mark.parametrize("seed", range(10))
def test_matches_brute_force_on_random_boards(seed):
    rng = random.Random(seed)
    for k in range(8):
        counts = random_board(rng, meeples=rng.randint(2, 16), crowd=rng.randint(0, 7))
        for own in (True, False):
            expected = brute(counts, own)
            got = movements(counts, own_drops_count=own)
            assert len(got) == len(set(got)), "a movement listed twice"
            assert set(got) == {Movement(*m) for ms in expected.values() for m in ms}, (seed, k, own)
            assert as_sets(grouped(counts, own_drops_count=own)) == {
                key: {Movement(*m) for m in ms} for key, ms in expected.items()}
            assert perft(counts, own_drops_count=own) == sum(len(ms) for ms in expected.values())
            assert distinct(counts, own_drops_count=own) == len(expected)
            assert pickups(counts, own_drops_count=own) == sorted({m[0] for ms in expected.values() for m in ms})


@pytest.mark.rule("five-tribes 3.3")
def test_matches_brute_force_with_eight_meeples_ending_on_the_start():
    # the 8-meeple corner hand of test_end_on_the_emptied_start_tile, plus whites on tiles 13 and 14 and a
    # yellow on tile 8 so that both readings have movements
    counts = board_with(t0=[Y] + [W] * 7, t13=[W], t14=[W], t8=[Y])
    # Two walks that enter the same tiles once each in another order leave the same board: the row snake
    # 0→1→2→8→7→6→12→13→14 and the column snake 0→6→12→13→7→1→2→8→14 both cover the 3×3 corner block and
    # end on tile 14 (which holds a white); with the yellow on the centre tile 7 (step 4 of both) they are
    # one outcome.
    rows = Movement(0, (1, 2, 8, 7, 6, 12, 13, 14), (W, W, W, Y, W, W, W, W))
    cols = Movement(0, (6, 12, 13, 7, 1, 2, 8, 14), (W, W, W, Y, W, W, W, W))
    assert any(rows in ms and cols in ms for ms in grouped(counts).values())
    for own in (True, False):
        expected = brute(counts, own)
        assert as_sets(grouped(counts, own_drops_count=own)) == {
            key: {Movement(*m) for m in ms} for key, ms in expected.items()}


# ----------------------------------------------------------------------------------------- step by step
def walk_choices(counts, own):
    """Every movement reachable by following next_steps / next_drops from every tile with meeples."""
    found = []

    def step(board, start, path, drops, hand):
        if not any(hand):
            assert can_finish(board, start, path, drops, hand, own_drops_count=own)
            found.append(Movement(start, tuple(path), tuple(drops)))
            return
        tiles = next_steps(board, start, path, drops, hand, own_drops_count=own)
        assert bool(tiles) == can_finish(board, start, path, drops, hand, own_drops_count=own)
        for t in tiles:
            colours = next_drops(board, start, path + [t], drops, hand, own_drops_count=own)
            assert colours, "next_steps offered a tile with no colour to drop"
            for c in colours:
                board[t * 5 + c] += 1
                hand[c] -= 1
                step(board, start, path + [t], drops + [c], hand)
                hand[c] += 1
                board[t * 5 + c] -= 1

    for start in range(30):
        hand = counts[start * 5:start * 5 + 5]
        if any(hand):
            board = list(counts)
            board[start * 5:start * 5 + 5] = [0] * 5
            step(board, start, [], [], list(hand))
    return found


@pytest.mark.rule("five-tribes 3.3")
@pytest.mark.parametrize("seed", range(6))
def test_next_steps_and_next_drops_reproduce_movements(seed):
    rng = random.Random(100 + seed)
    for _ in range(4):
        counts = random_board(rng, meeples=rng.randint(4, 14), crowd=rng.randint(0, 5))
        for own in (True, False):
            walked = walk_choices(counts, own)
            assert len(walked) == len(set(walked))
            assert set(walked) == set(movements(counts, own_drops_count=own))
            assert sorted({m.start for m in walked}) == pickups(counts, own_drops_count=own)


@pytest.mark.rule("five-tribes 3.3")
def test_walking_the_loops_position_step_by_step():
    counts = board_with(t0=[Y, G, G, B, R], t1=[G])
    assert set(walk_choices(counts, True)) == set(movements(counts))


# ----------------------------------------------------------------------------------------- data and errors
@pytest.mark.rule("five-tribes 1.3")
def test_colour_indices_and_outcome_packing():
    assert (VIZIER, ELDER, MERCHANT, BUILDER, ASSASSIN) == (0, 1, 2, 3, 4)
    assert mv.COLOURS == ("yellow", "white", "green", "blue", "red")
    board = [0] * 150
    board[29 * 5 + R] = 20
    o = Outcome.of(board, 29, R)
    assert o.board == tuple(board) and o == Outcome.of(tuple(board), 29, R)
    assert hash(o) == hash(Outcome.of(list(board), 29, R))


@pytest.mark.rule("five-tribes 3.3")
def test_inputs_are_not_changed_and_tables_do_not_leak_between_boards():
    rng = random.Random(7)
    boards = [random_board(rng, 20, 5) for _ in range(3)]
    copies = [list(b) for b in boards]
    first = [as_sets(grouped(b)) for b in boards]
    mv.clear_cache()
    assert [as_sets(grouped(b)) for b in reversed(boards)] == first[::-1]
    assert boards == copies
    got = grouped(boards[0])
    next(iter(got.values())).clear()                     # the caller's lists are its own
    assert as_sets(grouped(boards[0])) == first[0]


@pytest.mark.rule("five-tribes 3.3")
@pytest.mark.parametrize("bad", [[0] * 149, [0] * 149 + [-1], [0] * 149 + [21], ["x"] * 150, None])
def test_bad_boards_are_refused(bad):
    with pytest.raises(InvalidPosition):
        movements(bad)
    with pytest.raises(InvalidPosition):
        next_steps(bad, 0, (), (), (1, 0, 0, 0, 0))


@pytest.mark.rule("five-tribes 3.3")
@pytest.mark.parametrize("start,path,drops,hand", [
    (30, (), (), (1, 0, 0, 0, 0)),             # no tile 30
    (0, (1,), (5,), (1, 0, 0, 0, 0)),          # no colour 5
    (0, (), (), (1, 0, 0, 0)),                 # hand of 4 colours
    (0, (), (), (1, 0, 0, -1, 0)),             # negative hand
])
def test_malformed_partial_movements_are_refused(start, path, drops, hand):
    with pytest.raises(InvalidMove):
        next_steps([0] * 150, start, path, drops, hand)


@pytest.mark.rule("five-tribes 3.3")
def test_results_do_not_depend_on_the_kept_tables(monkeypatch):
    # with a tiny budget the kept tables are emptied again and again while one board is searched
    rng = random.Random(11)
    boards = [random_board(rng, 25, 6) for _ in range(3)]
    expected = [as_sets(grouped(b)) for b in boards]
    monkeypatch.setattr(mv, "_BUDGET", 10)
    mv.clear_cache()
    assert [as_sets(grouped(b)) for b in boards] == expected
    assert [len(movements(b)) for b in boards] == [sum(len(ms) for ms in e.values()) for e in expected]


@pytest.mark.rule("five-tribes 3.3")
@pytest.mark.parametrize("seed", range(4))
def test_new_boards_listed_without_tables_match_brute_force(seed):
    """A (start tile, hand) met for the first times is listed straight from the walks (no kept tables), later
    from the tables: the same movements either way, and those of the brute force, both readings of §3.3.6."""
    rng = random.Random(100 + seed)
    for k in range(6):
        counts = random_board(rng, meeples=rng.randint(2, 16), crowd=rng.randint(0, 7))
        for own in (True, False):
            expected = {Movement(*m) for ms in brute(counts, own).values() for m in ms}
            mv.clear_cache()
            runs = [movements(counts, own_drops_count=own) for _ in range(mv._DIRECT + 2)]
            for got in runs:
                assert len(got) == len(set(got)) and set(got) == expected, (seed, k, own)


@pytest.mark.rule("five-tribes 3.3")
@pytest.mark.parametrize("name", ["start", "mid"])
def test_grouped_lists_the_outcomes_of_final_slots_in_order_new_and_kept(name):
    """grouped() is the documented construction over final_slots(): for each slot, every (walk, order) of
    ``product(walks, orders)`` (own slots: only those that dropped the last colour on the final tile earlier,
    §3.3.6), its board after the drops, each outcome at its first movement, in that order (the advisor's
    groups depend on the order). Checked on the 20 start and 20 mid-game benchmark positions, for a board met
    the first time (listed straight from the walks) and once the kept tables exist (third meeting)."""
    from test_bench_movement import boards

    for counts in boards(name):
        expected: dict = {}
        for fs in mv.final_slots(counts):
            for walk, order in itertools.product(fs.walks, fs.orders):
                if fs.own and not any(t == fs.tile and c == fs.colour for t, c in zip(walk[:-1], order)):
                    continue
                after = list(counts)
                after[fs.start * 5:fs.start * 5 + 5] = [0] * 5
                for t, c in zip(walk, order):
                    after[t * 5 + c] += 1
                expected.setdefault(Outcome.of(after, fs.tile, fs.colour), []).append(
                    Movement(fs.start, walk, order))
        mv.clear_cache()
        runs = [list(grouped(counts).items()) for _ in range(mv._DIRECT + 1)]
        assert all(run == list(expected.items()) for run in runs)
