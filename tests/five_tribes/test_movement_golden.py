"""Golden movement counts of real positions, perft style (five-tribes.md §3.3 "Move meeples", FAQ §6 #7-#9;
issue 7: "golden counts from fixed positions, checked against an independent brute force in the tests").

The positions are seeded games reached through the public API (``companion.games.get("five-tribes")``,
``new_game``, then seeded random legal moves with ``state.apply``): the first turn of four set-ups (the 3
meeples per tile of §2) and six later turn starts of such games, with the uneven tiles, empty tiles and
hands of up to 7 meeples that make loops. Each position is also written out in :data:`CASES` (one letter per
meeple, Y W G B R = yellow viziers, white elders, green merchants, blue builders, red assassins, §1.3;
``-`` an empty tile; one string per row 1-5, its tiles a-f), so that a change of the set-up or of the random
play shows as a changed position, not as a wrong count.

For each position and both readings of §3.3.6 (``own_drops_count``: meeples dropped earlier in the move count
for the last-meeple rule; the strict reading: only the board as it was at the pick-up) the table gives the
number of legal movements (perft) and of distinct outcomes (the boards after the drops with the final tile
and the last colour: what :func:`~companion.five_tribes.movement.grouped` groups by). The numbers come from
:func:`walk`, a brute force written here from §3.3 alone; every run checks that the table, :func:`walk` and
the engine agree: the move generator (:mod:`companion.five_tribes.movement`: the same movements in the same
outcome groups, ``perft``, ``distinct``, ``pickups``) and the engine's own turn decisions (every pick-up,
step and drop the core offers, walked to the end of the move, give exactly the brute force's movements).

:func:`walk` itself is checked against the hand-derived counts of tests/five_tribes/test_movement.py and
against that file's other brute force (every sequence of compass directions × every order of the meeples).
"""
from __future__ import annotations

import random
from typing import NamedTuple

import pytest

from companion import games
from companion.five_tribes import movement
from companion.five_tribes.moves import Pick
from ft_helpers import engine_movements

ROWS, COLS = 5, 6                                   # §1.2: the Sultanate, tile t = row * 6 + col
#: the orthogonal neighbours of each tile, from the grid alone (§3.3.2: orthogonally adjacent, no diagonal)
ORTHOGONAL = [tuple(r * COLS + c for r, c in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1))
                    if 0 <= r < ROWS and 0 <= c < COLS)
              for row, col in (divmod(t, COLS) for t in range(ROWS * COLS))]
LETTERS = "YWGBR"                                   # colour index 0-4 (§1.3)


def walk(counts, own_drops_count: bool = True) -> dict[tuple, list]:
    """Every legal movement of the board ``counts`` (``counts[t * 5 + c]``), by outcome: (board after the
    drops, final tile, last colour) → [(start, path, drops), ...].

    §3.3 read directly: pick up all meeples of a tile with at least one (1); step to an orthogonal neighbour
    and drop one meeple of a colour still in hand, once per meeple picked up (2); never straight back onto the
    tile just left, but any tile may be entered again later, the start tile too (3); the last meeple only on a
    tile holding one of its colour just before it is dropped (3) — earlier drops of this move included (6, 8),
    or with ``own_drops_count=False`` the board as it was when the meeples were picked up.
    """
    found: dict[tuple, list] = {}
    board = list(counts)
    for start in range(ROWS * COLS):
        hand = board[start * 5:start * 5 + 5]
        if not any(hand):
            continue
        board[start * 5:start * 5 + 5] = [0] * 5
        check = board if own_drops_count else list(board)
        path: list[int] = []
        drops: list[int] = []

        def step(here: int, came_from: int, left: int) -> None:
            for there in ORTHOGONAL[here]:
                if there == came_from:
                    continue
                for colour in range(5):
                    if not hand[colour] or (left == 1 and not check[there * 5 + colour]):
                        continue
                    hand[colour] -= 1
                    board[there * 5 + colour] += 1
                    path.append(there)
                    drops.append(colour)
                    if left == 1:
                        found.setdefault((tuple(board), there, colour), []).append((start, tuple(path), tuple(drops)))
                    else:
                        step(there, here, left - 1)
                    drops.pop()
                    path.pop()
                    board[there * 5 + colour] -= 1
                    hand[colour] += 1

        step(start, -1, sum(hand))
        board[start * 5:start * 5 + 5] = hand
    return found


def position(players: int, seed: int, turns: int):
    """The start of turn ``turns`` (0: the first turn, on the set-up board) of game ``seed`` with ``players``
    players, every move before it (bids included) a legal move chosen by ``random.Random(seed)``."""
    rng = random.Random(seed)
    state = games.get("five-tribes").new_game([f"P{i}" for i in range(players)], seed=seed)
    seen = 0
    while True:
        moves = state.legal_moves()
        if state.decision == "turn" and any(type(m) is Pick for m in moves):
            if seen == turns:
                return state
            seen += 1
        state = state.apply(rng.choice(moves))


def board_rows(meeples) -> tuple[str, ...]:
    """A board (``state.meeples``: 30 tiles × 5 colour counts) as its 5 rows of 6 tiles, e.g. ``"YWG BBR …"``."""
    return tuple(" ".join("".join(ch * k for ch, k in zip(LETTERS, meeples[row * COLS + col])) or "-"
                          for col in range(COLS)) for row in range(ROWS))


class Case(NamedTuple):
    players: int
    seed: int
    turns: int
    board: tuple[str, ...]     # rows 1-5, tiles a-f
    movements: int              # own drops count (the default reading)
    outcomes: int
    strict_movements: int       # own_drops_count=False
    strict_outcomes: int


CASES = {
    "start-2p-seed3": Case(2, 3, 0, (
        "YWR YBB YWG YWB YGB YWR",
        "BRR WGG BRR WGB YWR WWW",
        "WGB YGR YBR WGB YRR YYY",
        "YWB GBR GBR WGG YWB WGG",
        "GGR WBR WBR YWG WBR GBR",
    ), 1505, 1505, 1505, 1505),
    "start-3p-seed1": Case(3, 1, 0, (
        "WGG WGR YYB YBR GBR WWR",
        "RRR YGR WWG WGB WBR YYR",
        "WBR YWW GBB YWB WGG WWB",
        "WRR YWB BBR WGR YGG WGG",
        "WRR YYR GGB YYG YYB BBB",
    ), 1065, 1065, 1065, 1065),
    "start-4p-seed2": Case(4, 2, 0, (
        "YWB WGB WWB YRR YGG WWG",
        "WBB YGR GGR YRR WWR YRR",
        "WGG GGB WWB BBR YWR YWB",
        "YBB WGG WGR YGR YGB YBR",
        "WGR YWB BBR YWW YBR YGR",
    ), 1220, 1220, 1220, 1220),
    "start-4p-seed8": Case(4, 8, 0, (
        "YGB GGR GGB WWB GRR YYB",
        "WBR YWG WGR YYY YRR WGB",
        "WGB WBR WWG WGR YWR YBR",
        "YWR WGR WBR BBR WBB YWG",
        "YGR YBB GBR YWR WGB YWG",
    ), 1420, 1420, 1420, 1420),
    "mid-3p-seed1-turn8": Case(3, 1, 8, (
        "- - YYGGBR YWBR GBR WWR",
        "RRR YGR - GGGB WBR YYR",
        "- YWW GBB - - WW",
        "B YB BBR WGR GG WGG",
        "WWRRR YY GGB YYG YY BBB",
    ), 21338, 18453, 21038, 18290),
    "mid-4p-seed2-turn8": Case(4, 2, 8, (
        "- WGBB Y YRR YGG WWG",
        "WWBB YGGR R YBR RR -",
        "- GGB - - YYR YWB",
        "YBB GG - YGBBBR YGR YBR",
        "WGR YWB - YBR YGBR YGR",
    ), 15796, 12820, 14956, 12400),
    "mid-4p-seed2-turn24": Case(4, 2, 24, (
        "- - B - - GB",
        "- B - Y W G",
        "Y WB - - - -",
        "YBB GG - - YYGRRR BR",
        "- YW B - BBR -",
    ), 1474, 1218, 898, 898),
    "mid-2p-seed9-turn20": Case(2, 9, 20, (
        "Y YWG WWGGBR - - YWB",
        "YW R - WBR - GGB",
        "- - G - - -",
        "Y R G WBR R YW",
        "G G - WWGG WW W",
    ), 14141, 12353, 13541, 12035),
    "mid-2p-seed12-turn24": Case(2, 12, 24, (
        "WGG WGRR YYGB B Y -",
        "B - - - Y GBB",
        "GB - YGBB BRRR - -",
        "- YWGR - Y - -",
        "GBB WWR W YYGBRR - -",
    ), 8709, 7866, 8001, 7491),
    "mid-3p-seed1-turn20": Case(3, 1, 20, (
        "- W YYWGGBR B Y -",
        "RRR YG - - WGRR Y",
        "- WW BB G Y B",
        "- - BBR - GGR YB",
        "WWRRR - GGB - Y -",
    ), 161517, 121923, 147573, 115313),
}
SLOW = {"mid-3p-seed1-turn20"}          # 161,517 movements: about 14 s of CPU (the others: 0.1-1.7 s each)


def _as_sets(groups) -> dict[tuple, set]:
    return {(o.board, o.tile, o.colour): {tuple(m) for m in ms} for o, ms in groups.items()}


@pytest.mark.rule("five-tribes 3.3")
@pytest.mark.parametrize("name", [pytest.param(k, marks=pytest.mark.slow) if k in SLOW else k for k in CASES])
def test_golden_counts_match_the_brute_force_and_the_engine(name):
    case = CASES[name]
    state = position(case.players, case.seed, case.turns)
    assert board_rows(state.meeples) == case.board, "the seeded position changed (set-up or random play)"
    counts = [k for tile in state.meeples for k in tile]
    readings = {True: (case.movements, case.outcomes), False: (case.strict_movements, case.strict_outcomes)}
    for own, golden in readings.items():
        expected = walk(counts, own)
        assert (sum(len(ms) for ms in expected.values()), len(expected)) == golden, (name, own)
        assert _as_sets(movement.grouped(counts, own_drops_count=own)) == {k: set(ms) for k, ms in expected.items()}
        assert movement.perft(counts, own_drops_count=own) == len(movement.movements(counts, own_drops_count=own)) \
            == golden[0]
        assert movement.distinct(counts, own_drops_count=own) == golden[1]
        assert movement.pickups(counts, own_drops_count=own) == sorted({m[0] for ms in expected.values() for m in ms})
        if own:
            assert engine_movements(state) == {m for ms in expected.values() for m in ms}


# ----------------------------------------------------------------------------------------- the brute force itself
@pytest.mark.rule("five-tribes 3.3")
def test_walk_gives_the_hand_derived_counts():
    from test_movement import board_with

    Y, W, G, B, R = range(5)                                # §1.3 colour order, as LETTERS
    # test_movement.py derives by hand: 36 movements, 24 outcomes; none with the strict reading
    loops = board_with(t0=[Y, G, G, B, R])
    assert (sum(map(len, walk(loops).values())), len(walk(loops))) == (36, 24)
    assert walk(loops, own_drops_count=False) == {}
    # ... and 12 movements ending on the emptied start tile, in 3 outcomes of 4
    home = {k: ms for k, ms in walk(board_with(t0=[Y] + [W] * 7)).items() if k[1] == 0}
    assert sorted(len(ms) for ms in home.values()) == [4, 4, 4]
    # B1: the only movement of the board, and none for a lone meeple beside another colour
    assert walk(board_with(t0=[Y, W], t2=[W])) == {
        (tuple(board_with(t1=[Y], t2=[W, W])), 2, W): [(0, (1, 2), (Y, W))]}
    assert walk(board_with(t14=[B], t15=[R])) == {}


@pytest.mark.rule("five-tribes 3.3")
@pytest.mark.parametrize("seed", range(4))
def test_walk_agrees_with_the_direction_brute_force(seed):
    from test_movement import brute, random_board

    rng = random.Random(500 + seed)
    boards = [random_board(rng, meeples=rng.randint(2, 16), crowd=rng.randint(0, 7)) for _ in range(6)]
    boards.append([k for tile in position(2 + seed % 3, seed, 0).meeples for k in tile])
    for counts in boards:
        for own in (True, False):
            assert {k: set(ms) for k, ms in walk(counts, own).items()} == brute(counts, own)
