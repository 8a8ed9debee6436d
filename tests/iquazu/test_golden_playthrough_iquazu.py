"""Golden playthrough transcripts of the Iquazú engine (design.md: "golden playthrough transcripts catch silent
rule changes").

Each transcript in ``tests/iquazu/golden/`` is a full game of random legal moves on the shipped demo wall (one
:class:`companion.engine.bots.RandomBot` seeded like the game decides for every seat): one line per move — the
move in notation and a compact summary of the position after it — the whole table after every scoring round,
then the final position, the final columns with their stones and the final scores. The test replays the game
and compares line by line (:func:`companion.engine.testing.check_transcript`), printing the first line that
differs.

The files are REGRESSION RECORDS produced by the engine, except for one thing: the final scoring of
``iquazu-2p-seed11.txt`` was derived by hand from the rules (iquazu.md §5.2, §5.3, §6.2) and the position in the
file, and :func:`test_hand_derived_final_scoring_of_the_2_player_game` checks the engine against that
derivation (written out in ``golden/README.md``). If a transcript differs after a rule change, review the
differing lines against iquazu.md before regenerating with::

    UPDATE_GOLDEN=1 .venv/bin/python -m pytest -q tests/iquazu/test_golden_playthrough_iquazu.py

(and redo the hand derivation if the 2-player game changed).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from companion.engine.bots import RandomBot, play_bots
from companion.engine.testing import check_transcript, result_lines
from companion.iquazu.engine import IQUAZU, new_game

GOLDEN = Path(__file__).parent / "golden"
CASES = [  # (file, player names, seed of the game and of the bot)
    ("iquazu-2p-seed11.txt", ["Ann", "Bob"], 11),
    ("iquazu-3p-seed12.txt", ["Ann", "Bob", "Cy"], 12),
    ("iquazu-4p-seed13.txt", ["Ann", "Bob", "Cy", "Dee"], 13),
]
HEADER = """\
# Iquazú golden playthrough: {players} players {names}, game seed {seed}, RandomBot({seed}) for every seat,
# every legal move, full game, on the shipped DEMO wall (invented data, not the printed board).
# REGRESSION RECORD PRODUCED BY THE ENGINE: it shows that the engine's behaviour did not change. If it differs
# after a rule change, review the change against iquazu.md first; then regenerate with UPDATE_GOLDEN=1
# (tests/iquazu/test_golden_playthrough_iquazu.py). The final scoring of the 2-player game is derived by hand
# in tests/iquazu/golden/README.md.
# Strips laid (left to right): {layout}
# Line: move number | decider: move | frame position, decision | per player: score/crystals left/cards/tiles held
# After each scoring round: "scored column" (its stone for this player count and its alcoves: height/row:content)
# and "table |" lines (the whole table, render_text, hands included); the same at the end.
"""


def _summary(state) -> str:
    return " ".join(f"{name}={state.scores[p]}/{state.crystals_left[p]}/{sum(state.hands[p])}/"
                    f"{sum(state.tiles_held[p].values())}" for p, name in enumerate(state.players))


def _column(state, column: int) -> str:
    return " ".join(f"h{h}/r{state.columns[column - 1].alcove(h).row}:"
                    f"{'.' if v is None else v if v == 'drop' else state.players[v]}"
                    for h, v in state.alcoves[column - 1])


def transcript(names: list[str], seed: int) -> list[str]:
    """The transcript lines (no newlines) of the game ``names``/``seed`` played by ``RandomBot(seed)``."""
    state = new_game(names, seed=seed)
    bot = RandomBot(seed)
    layout = " ".join(f"{strip}{side}" for strip, side in state.layout)
    lines = HEADER.format(players=len(names), names=", ".join(names), seed=seed, layout=layout).splitlines()
    lines += [f"table | {line}" for line in state.render_text().splitlines()]
    stones = state._setup.stones
    while not state.is_over:
        rounds = state.scorings
        state, log = play_bots(state, [bot] * len(names), max_moves=1)
        (entry,) = log
        lines.append(f"{len(state.history):4} | {entry} | frame {state.frame}, {state.decision or 'over'} | "
                     f"{_summary(state)}")
        if state.scorings != rounds:
            for r in range(rounds + 1, state.scorings + 1):       # round r scores wall column r (§5.4 a)
                lines.append(f"scored column {r} | stone {list(stones[r - 1])} | {_column(state, r)}")
            lines.append("# the table after the scoring (frame moved, tiles revealed, boxes passed):")
            lines += [f"table | {line}" for line in state.render_text().splitlines()]
    lines.append(f"# game over after {state.scorings} scoring rounds: the final position (before the final scoring)")
    lines += [f"table | {line}" for line in state.render_text().splitlines()]
    sheet = IQUAZU.final_sheet(state)
    first = len(state.columns) - len(sheet["final_columns"]) + 1
    for c, column in enumerate(sheet["final_columns"], start=first):
        alcoves = " ".join(f"h{a['height']}/r{a['row']}:{a['content'] or '.'}" for a in column["alcoves"])
        lines.append(f"final column {c} | stone {column['stone']} | {alcoves}")
    lines.append(f"final row tiles (VP) | {sheet['row_tiles']}")
    return lines + result_lines(IQUAZU.score(state))


@pytest.mark.rule("iquazu 4")
@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_golden_playthrough(case):
    file, names, seed = case
    check_transcript(GOLDEN / file, transcript(names, seed), "iquazu.md")


def _final_state():
    state = new_game(["Ann", "Bob"], seed=11)
    bot = RandomBot(11)
    while not state.is_over:
        state, _ = play_bots(state, [bot, bot], max_moves=1)
    return state


@pytest.mark.rule("iquazu 6.2")
@pytest.mark.rule("iquazu 7")
def test_hand_derived_final_scoring_of_the_2_player_game():
    """The final scoring of iquazu-2p-seed11.txt as derived by hand in golden/README.md (§5.2, §5.3, §6.2)."""
    state = _final_state()
    # the position the derivation starts from (the golden file's last "table |" lines)
    # track: the 2-player stones of columns 1–8 won as derived round by round in the README (Ann 4 + 6 + 6,
    # Bob 3 + 4 + 5 + 5 + 7)
    assert state.frame == 9 and state.scores == (4 + 6 + 6, 3 + 4 + 5 + 5 + 7) == (16, 24)
    assert [state.content(9, h) for h in range(5, -1, -1)] == ["drop", 0, 0, 0, 0, "drop"]
    assert [state.content(10, h) for h in range(4, -1, -1)] == [None, None, None, None, 1]
    assert [state.content(11, h) for h in range(4, -1, -1)] == [None, None, 0, None, None]
    sheet = IQUAZU.final_sheet(state)
    assert [c["stone"] for c in sheet["final_columns"]] == [[7], [8], [9]]     # demo.json 2-player stones 9–11
    assert sheet["row_tiles"] == [5, 4, None, 5, 3]                           # dark vp 5, 4, cards 4, vp 5, vp 3
    result = IQUAZU.score(state)
    by_name = {p.name: p for p in result.players}
    # column 9: Ann 4 crystals, Bob none → Ann 7; column 10: Bob alone → Bob 8; column 11: Ann alone → Ann 9
    assert by_name["Ann"].categories["columns"] == 16 and by_name["Bob"].categories["columns"] == 8
    # rows at frame 9: row 1 empty (removed), rows 2 and 4 Ann (4 + 5 VP), row 3 Ann (cards, no VP), row 5 Bob (3)
    assert by_name["Ann"].categories["rows"] == 9 and by_name["Bob"].categories["rows"] == 3
    # VP tiles held: Ann 3 + 1 + 1 + 2 + 2 + 2 + 3 = 14; Bob 4 + 1 + 1 + 1 + 2 + 3 = 12
    assert by_name["Ann"].categories["bonus"] == 14 and by_name["Bob"].categories["bonus"] == 12
    assert (by_name["Ann"].total, by_name["Bob"].total) == (16 + 16 + 9 + 14, 24 + 8 + 3 + 12) == (55, 47)
    assert result.winners == ("Ann",)
