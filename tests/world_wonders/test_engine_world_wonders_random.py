"""Random-game conformance through the shared harness (companion/engine/testing.py) for 1-5 players, with the
World Wonders invariants (pieces conserved, gold within the cap, tracks never going back, turn order of §3.5),
and saves: a game is its start plus its moves (world-wonders.md §3.1 turn sequence).

The quick tests play a few games per player count, one of them move by move through the immutable API with the
whole action space tried; the ``slow`` ones (still run in CI) play thousands more: ``BATCHES`` batches of
``WW_GAMES`` games (150 by default) per player count, 3,000 games over 1-5 players, each batch a test of its own
so that tests/conftest.py spreads them over both xdist workers. Every game checks the full invariants after
every move: measured, the file takes 95 s of CPU (user time, one core) against 30 s with the former 150 games per
player count, +65 s, well under the ~3 minutes above which only a subset would get the full invariants.
"""
from __future__ import annotations

import json
import os
import random

import pytest

from companion import games
from companion.engine.testing import check_game
from companion.errors import IllegalMove, InvalidSave
from companion.world_wonders.invariants import Monotone
from companion.world_wonders.moves import Pass
from companion.world_wonders.options import Options
from companion.world_wonders.state import G_TRIGGER

GAME = games.get("world-wonders")
SLOW_GAMES = int(os.environ.get("WW_GAMES", "150"))
BATCHES = 4                  # per player count: 5 × 4 × 150 = 3,000 games a CI run


def ended(state) -> str:
    return "purple" if state._data[G_TRIGGER] else "round 10"


@pytest.mark.rule("world-wonders 3.1")
@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_random_games_conform(n):
    report = check_game(GAME, players=n, games=6, seed=100 * n, invariants=Monotone(), outcome=ended,
                        deep_every=6, cross_every=12)
    assert report.games == 6 and report.decisions_cross_checked > 0


@pytest.mark.slow
@pytest.mark.rule("world-wonders 3.1")
@pytest.mark.parametrize("batch", range(BATCHES))
@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_many_random_games_conform(n, batch):
    report = check_game(GAME, players=n, games=SLOW_GAMES, seed=10_000 * n + batch * SLOW_GAMES,
                        invariants=Monotone(), outcome=ended, deep_every=75, cross_every=10)
    assert report.games == SLOW_GAMES
    assert report.outcomes["round 10"] > 0


def busy(rng: random.Random, core, moves: list):
    """A random player who rarely passes while something can be bought (fuller maps, monuments, the purple
    space now and then)."""
    if len(moves) > 1 and rng.random() < 0.97:
        moves = [m for m in moves if type(m) is not Pass]
    return moves[int(rng.random() * len(moves))]


@pytest.mark.slow
@pytest.mark.rule("world-wonders 6.1")
@pytest.mark.parametrize("n", [2, 4])
def test_busy_random_games_conform(n):
    report = check_game(GAME, players=n, games=60, seed=5, policy=busy, invariants=Monotone(), outcome=ended,
                        deep_every=60, cross_every=20)
    assert report.games == 60 and report.moves / report.games > 100


@pytest.mark.slow
@pytest.mark.rule("world-wonders 3.1")
@pytest.mark.parametrize("options", [
    Options(voluntary_pass=False, one_pedestal_each=False, short_set_whole=False, covered_counts=True,
            resource_track_end="continue", map_side="B", resource_side="B"),
    Options(automaton_level="hard", solo_section="all", solo_deck_end="repeat", automaton_takes_monuments=False),
], ids=["strict-pass", "solo-variants"])
def test_random_games_conform_with_every_option_switched(options):
    for n in (1, 3, 5):
        check_game(GAME, players=n, games=12, seed=7, options=options, invariants=Monotone(), deep_every=12,
                   cross_every=15)


def play(seed: int, n: int, options=None):
    rng = random.Random(seed)
    s = GAME.new_game([f"P{i}" for i in range(n)], seed=seed, options=options)
    while not s.is_over:
        moves = s.legal_moves()
        s = s.apply(moves[int(rng.random() * len(moves))])
    return s


@pytest.mark.rule("world-wonders 3.1")
def test_a_save_loads_back_to_the_same_game_and_undo_replays():
    s = play(3, 3)
    text = s.to_json()
    back = GAME.load(text)
    assert back == s and back.history == s.history and back.to_json() == text
    assert back.undo() == s.undo()
    assert GAME.score(back).totals == GAME.score(s).totals
    record = json.loads(text)
    assert record["game"] == "world-wonders" and record["moves"][0].startswith("place ")


@pytest.mark.rule("world-wonders 3.1")
def test_a_game_on_own_catalogues_saves_them():
    rows = ["." * 8] * 7
    maps = {"format": "world-wonders/maps", "version": 1, "title": "my maps", "demo": False,
            "sides": [{"board": 1, "side": "A", "rows": rows}]}
    s = GAME.new_game(["Ann", "Bob"], seed=2, options=Options(maps=maps))
    s = s.apply(s.legal_moves()[0])
    back = GAME.load(s.to_json())
    assert back == s and back._setup.maps[0].rows == tuple(rows) and back._setup.maps[1].width == 8


@pytest.mark.rule("world-wonders 3.1")
def test_a_tampered_save_is_refused():
    s = play(4, 2)
    record = json.loads(s.to_json())
    record["moves"][3] = "buy monument nowhere"
    with pytest.raises(InvalidSave, match="Move 4"):
        GAME.load(json.dumps(record))
    record = json.loads(s.to_json())
    record["moves"].insert(1, "pass")            # the free road must come first
    with pytest.raises(InvalidSave, match="illegal"):
        GAME.load(json.dumps(record))
    record = json.loads(s.to_json())
    record["options"] = {"map_side": "C"}
    with pytest.raises(InvalidSave, match="options"):
        GAME.load(json.dumps(record))
    with pytest.raises(IllegalMove):
        GAME.new_game(["A", "B"], seed=1).undo()


@pytest.mark.rule("world-wonders 3.1")
def test_every_move_of_a_game_round_trips_through_its_notation_and_id():
    s = GAME.new_game(["Ann", "Bob", "Cy"], seed=9)
    space = GAME.action_space(s)
    rng = random.Random(9)
    for _ in range(120):
        if s.is_over:
            break
        for m in s.legal_moves():
            assert GAME.parse_move(str(m)) == m and space.move(space.id(m)) == m
            assert GAME.describe(s, m, "pl") and GAME.describe(s, m, "en")
        moves = s.legal_moves()
        s = s.apply(moves[int(rng.random() * len(moves))])
