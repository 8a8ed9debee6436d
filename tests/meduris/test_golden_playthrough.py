"""Golden playthrough transcripts (design.md: "golden playthrough transcripts catch silent rule changes").

Each transcript in ``tests/meduris/golden/`` is a full game of random legal moves without exchanges
(one :class:`companion.engine.bots.RandomBot` seeded like the game decides for every seat): one line per
move — the move and a compact summary of the position after it — then the final scores. The test replays
the game and compares line by line, printing the first line that differs.

The files are REGRESSION RECORDS produced by the engine, not values from the rulebook. If this test fails
after a rule change, review the differing lines against meduris.md before regenerating with::

    UPDATE_GOLDEN=1 .venv/bin/python -m pytest -q tests/meduris/test_golden_playthrough.py
"""
from __future__ import annotations

from pathlib import Path

import pytest

from companion.engine.testing import check_transcript, result_lines
from companion.engine.bots import RandomBot, play_bots
from companion.meduris.engine import new_game, score

GOLDEN = Path(__file__).parent / "golden"
CASES = [  # (file, player names, seed of the game and of the bot)
    ("meduris-2p-seed11.txt", ["Ann", "Bob"], 11),
    ("meduris-3p-seed12.txt", ["Ann", "Bob", "Cy"], 12),
]
HEADER = """\
# Meduris golden playthrough: {players} players {names}, game seed {seed}, RandomBot({seed}) for every seat,
# legal moves without exchanges, full game.
# REGRESSION RECORD PRODUCED BY THE ENGINE, NOT A VALUE FROM THE RULEBOOK: it only shows that the engine's
# behaviour did not change. If it differs after a rule change, review the change against meduris.md first;
# then regenerate with UPDATE_GOLDEN=1 (tests/meduris/test_golden_playthrough.py).
# Line: move number | decider: move | state after it (render_text first two lines) | scores (chips held: wood/wool/copper/stone)
"""


def transcript(names: list[str], seed: int) -> list[str]:
    """The transcript lines (no newlines) of the game ``names``/``seed`` played by ``RandomBot(seed)``."""
    state = new_game(names, seed=seed)
    bot = RandomBot(seed)
    lines = HEADER.format(players=len(names), names=", ".join(names), seed=seed).splitlines()
    while not state.is_terminal:
        state, log = play_bots(state, [bot] * len(names), max_moves=1)
        (entry,) = log
        head, druid = state.render_text().splitlines()[:2]
        scores = " ".join(f"{n}={s} ({'/'.join(map(str, r))})"
                          for n, s, r in zip(state.players, state.scores, state.resources))
        lines.append(f"{len(state.history):4} | {entry} | {head} | {druid} | {scores}")
    lines.append(f"# game over: {state.ended_by}")
    result = score(state)
    return lines + result_lines(result)


@pytest.mark.parametrize("file, names, seed", CASES, ids=[c[0] for c in CASES])
def test_golden_playthrough(file, names, seed):
    check_transcript(GOLDEN / file, transcript(names, seed), "meduris.md")
