"""Golden playthrough transcripts of the Five Tribes engine (design.md: "golden playthrough transcripts catch
silent rule changes").

Each transcript in ``tests/five_tribes/golden/`` is a full game of random legal moves (one
:class:`companion.engine.bots.RandomBot` seeded like the game decides for every seat): one line per move — the
move and a compact summary of the position after it — then the final scores. The test replays the game and
compares line by line, printing the first line that differs.

The files are REGRESSION RECORDS produced by the engine, not values from the rulebook. If this test fails
after a rule change, review the differing lines against five-tribes.md before regenerating with::

    UPDATE_GOLDEN=1 .venv/bin/python -m pytest -q tests/five_tribes/test_golden_playthrough_five_tribes.py
"""
from __future__ import annotations

from pathlib import Path

import pytest

from companion.engine.testing import check_transcript, result_lines
from companion.engine.bots import RandomBot, play_bots
from companion.five_tribes.engine import FIVE_TRIBES, new_game

GOLDEN = Path(__file__).parent / "golden"
CASES = [  # (file, player names, seed of the game and of the bot)
    ("five-tribes-2p-seed11.txt", ["Ann", "Bob"], 11),
    ("five-tribes-4p-seed12.txt", ["Ann", "Bob", "Cy", "Dee"], 12),
]
HEADER = """\
# Five Tribes golden playthrough: {players} players {names}, game seed {seed}, RandomBot({seed}) for every seat,
# every legal move, full game.
# REGRESSION RECORD PRODUCED BY THE ENGINE, NOT A VALUE FROM THE RULEBOOK: it only shows that the engine's
# behaviour did not change. If it differs after a rule change, review the change against five-tribes.md first;
# then regenerate with UPDATE_GOLDEN=1 (tests/five_tribes/test_golden_playthrough_five_tribes.py).
# Line: move number | decider: move | round, decision | per player: gold/viziers/elders/camels left/cards/djinns
"""


def transcript(names: list[str], seed: int) -> list[str]:
    """The transcript lines (no newlines) of the game ``names``/``seed`` played by ``RandomBot(seed)``."""
    state = new_game(names, seed=seed)
    bot = RandomBot(seed)
    lines = HEADER.format(players=len(names), names=", ".join(names), seed=seed).splitlines()
    while not state.is_over:
        state, log = play_bots(state, [bot] * len(names), max_moves=1)
        (entry,) = log
        where = f"round {state.round}, {state.decision or 'over'}"
        players = " ".join(f"{n}={state.gold[p]}/{state.viziers[p]}/{state.elders[p]}/{state.camels_left[p]}/"
                           f"{sum(state.cards[p].values())}/{len(state.djinns[p])}"
                           for p, n in enumerate(state.players))
        lines.append(f"{len(state.history):4} | {entry} | {where} | {players}")
    lines.append(f"# game over: {state.ended_by}")
    result = FIVE_TRIBES.score(state)
    return lines + result_lines(result)


@pytest.mark.rule("five-tribes 3.2")
@pytest.mark.parametrize("file, names, seed", CASES, ids=[c[0] for c in CASES])
def test_golden_playthrough(file, names, seed):
    check_transcript(GOLDEN / file, transcript(names, seed), "five-tribes.md")
