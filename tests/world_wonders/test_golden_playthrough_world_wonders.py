"""Golden playthrough transcripts of World Wonders (design.md: "golden playthrough transcripts catch silent rule
changes").

Each transcript in ``tests/world_wonders/golden/`` is a full game of random legal moves (one
:class:`companion.engine.bots.RandomBot` seeded like the game decides for every seat) on the demo catalogues:
one line per move — the move and a compact summary of the position after it — then every player's final city,
the final score lines and the winners. The test replays the game and compares line by line
(:func:`companion.engine.testing.check_transcript`), printing the first line that differs.

The files are REGRESSION RECORDS produced by the engine, not values from the rulebook. If this test fails after a
rule change, review the differing lines against world-wonders.md before regenerating with::

    UPDATE_GOLDEN=1 .venv/bin/python -m pytest -q tests/world_wonders/test_golden_playthrough_world_wonders.py

The solo game's final scoring is worked out by hand from the printed city and tracks in
``tests/world_wonders/golden/README.md``; :func:`test_solo_final_scoring_worked_by_hand` checks those numbers.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from companion import games
from companion.engine.bots import RandomBot, play_bots
from companion.engine.testing import check_transcript, result_lines
from companion.world_wonders.options import Options

GAME = games.get("world-wonders")
GOLDEN = Path(__file__).parent / "golden"
CASES = [  # (file, player names, seed of the game and of the bot, options)
    ("world-wonders-1p-seed21.txt", ["Ann"], 21, {}),
    ("world-wonders-3p-seed22.txt", ["Ann", "Bob", "Cy"], 22, {"objectives": "random"}),
    ("world-wonders-5p-seed23.txt", ["Ann", "Bob", "Cy", "Dee", "Eve"], 23, {}),
]
HEADER = """\
# World Wonders golden playthrough: {players} player(s) {names}, game seed {seed}, RandomBot({seed}) for every
# seat, demo catalogues, options {options}, full game.
# REGRESSION RECORD PRODUCED BY THE ENGINE, NOT A VALUE FROM THE RULEBOOK: it only shows that the engine's
# behaviour did not change. If it differs after a rule change, review the change against world-wonders.md first;
# then regenerate with UPDATE_GOLDEN=1 (tests/world_wonders/test_golden_playthrough_world_wonders.py).
# Line: move number | round | decider: move | gold spent/cap, food/ceramics/gears, population per player
"""


def _game(names: list[str], seed: int, options: dict):
    state = GAME.new_game(names, seed=seed, options=Options(**options))
    bot = RandomBot(seed)
    lines = HEADER.format(players=len(names), names=", ".join(names), seed=seed, options=options).splitlines()
    if state.objectives:
        lines.append("# public objectives: " + ", ".join(state.objectives))
    while not state.is_over:
        state, log = play_bots(state, [bot] * len(names), max_moves=1)
        (entry,) = log
        parts = " ".join(f"{n}={s}/{c},{'/'.join(map(str, t))},{pop}" for n, s, c, t, pop in
                         zip(state.players, state.gold_spent, state.gold_cap, state.tracks, state.population))
        lines.append(f"{len(state.history):4} | r{state.round} | {entry} | {parts}")
    return state, lines


def transcript(names: list[str], seed: int, options: dict) -> list[str]:
    """The transcript lines (no newlines) of the game ``names``/``seed`` played by ``RandomBot(seed)``."""
    state, lines = _game(names, seed, options)
    for p, name in enumerate(state.players):
        lines.append(f"# city of {name} (monuments {', '.join(state.monuments_built[p]) or '-'}):")
        lines.extend("#   " + row for row in state.city(p).picture().splitlines())
    sheet = GAME.final_sheet(state)
    for entry in sheet["players"]:
        lines.append("sheet | " + " ".join(f"{k}={v}" for k, v in entry.items()))
    result = GAME.score(state)
    return lines + result_lines(result)


@pytest.mark.parametrize("file, names, seed, options", CASES, ids=[c[0] for c in CASES])
def test_golden_playthrough(file, names, seed, options):
    check_transcript(GOLDEN / file, transcript(names, seed, options), "world-wonders.md")


@pytest.mark.rule("world-wonders 6.2")
@pytest.mark.rule("world-wonders 7.2")
def test_solo_final_scoring_worked_by_hand():
    """The numbers of golden/README.md, derived by hand from the solo game's final city and tracks."""
    state, _ = _game(["Ann"], 21, {})
    sheet = GAME.final_sheet(state)["players"][0]
    by_hand = _readme_numbers()
    assert {k: sheet[k] for k in by_hand["sheet"]} == by_hand["sheet"]
    result = GAME.score(state)
    assert {p.name: p.total for p in result.players} == by_hand["totals"]


def _readme_numbers() -> dict:
    """The ``by hand:`` lines of the README: ``key = value`` pairs of the sheet and the totals."""
    sheet, totals = {}, {}
    for line in (GOLDEN / "README.md").read_text(encoding="utf-8").splitlines():
        if line.startswith("    by hand: "):
            key, _, value = line.removeprefix("    by hand: ").partition(" = ")
            if key.startswith("total "):
                totals[key.removeprefix("total ")] = int(value)
            else:
                sheet[key] = value == "true" if value in ("true", "false") else int(value)
    return {"sheet": sheet, "totals": totals}
