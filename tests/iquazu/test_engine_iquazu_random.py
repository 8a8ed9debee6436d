"""Random-game conformance of the Iquazú engine through the shared harness (companion/engine/testing.py).

Every move of every game is checked against :mod:`companion.iquazu.invariants` (cards, crystals, drops and the
45 tiles conserved, hand limit, frame position, column 1 never full while play goes on, the game over exactly
at the third-to-last column); every game ends, its save loads back, replay and undo agree (first games and
deep ones), and its final sheet scores as the calculator scores it. In the deep games (seed a multiple of
``deep_every``) the whole action space is tried at every ``cross_every``-th decision.

The quick run plays 100 games per player count (a few seconds); the ``slow`` run plays ``IQUAZU_GAMES``
(default 1000) per player count.
"""
from __future__ import annotations

import os

import pytest

from companion.engine.testing import check_game
from companion.iquazu.engine import IQUAZU
from companion.iquazu.invariants import invariants
from companion.iquazu.options import Options

GAMES = int(os.environ.get("IQUAZU_GAMES", "1000"))


@pytest.mark.rule("iquazu 4")
@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_games_conform(n):
    report = check_game(IQUAZU, players=n, games=100, seed=10_000 * n, invariants=invariants, deep_every=50,
                        cross_every=12, outcome=lambda s: s.frame)
    assert report.games == 100 and report.decisions_cross_checked > 0
    assert set(report.outcomes) == {9}                 # every game ends at the last frame position (§6.1)


@pytest.mark.rule("iquazu 10")
@pytest.mark.parametrize("option", [{"mixed_pairs": False}, {"chain_passes_once": False},
                                    {"tiles_after_drop": True}, {"card_split": (30, 20, 10)}],
                         ids=lambda o: next(iter(o)))
def test_random_games_conform_with_each_option(option):
    report = check_game(IQUAZU, players=3, games=15, seed=777, options=Options(**option), invariants=invariants,
                        deep_every=15, cross_every=20)
    assert report.games == 15


@pytest.mark.slow
@pytest.mark.rule("iquazu 4")
@pytest.mark.parametrize("n", [2, 3, 4])
def test_many_random_games_conform(n):
    report = check_game(IQUAZU, players=n, games=GAMES, seed=100_000 * n, invariants=invariants, deep_every=250,
                        cross_every=10)
    assert report.games == GAMES
