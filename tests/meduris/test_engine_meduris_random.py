"""Random-game conformance, replay, undo and JSON round trip (design.md "Engine contract", meduris.md §4.10).

Default: 1000 seeded games per player count (2, 3, 4 players; 4 players on the SYNTHETIC 40-site test
board, since the real 4p side is incomplete). Set ``MEDURIS_GAMES=<n>`` for a larger run.
"""
from __future__ import annotations

import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.errors import IllegalMove
from companion.meduris.engine import final_sheet, new_game, replay
from companion.meduris.moves import BuildHut, OfferNothing, Roll
from companion.meduris.options import Options
from companion.meduris.rules import CHIPS_PER_RESOURCE, TEMPLES_PER_PLAYER, huts_per_player, workers_per_player
from companion.meduris.state import State

GAMES = int(os.environ.get("MEDURIS_GAMES", "1000"))  # per player count: 3000 games in all
MAX_TURNS = 400  # bound on turns; random build-biased games end far earlier


def _options(n: int, med) -> Options:
    return Options(board=med.synthetic_4p_board()) if n == 4 else Options()


def check_invariants(s: State) -> None:
    n = len(s.players)
    supply, held = s.supply, s.resources
    for r in range(4):  # 72 chips conserved (meduris.md §6.18)
        assert supply[r] >= 0 and supply[r] + sum(res[r] for res in held) == CHIPS_PER_RESOURCE
    assert min(min(res) for res in held) >= 0 and min(s.scores) >= 0
    huts = [0] * n
    temples = [0] * n
    for b, chip in zip(s.sites, s.bonus):
        if b is not None:
            if b[0] == "hut":
                huts[b[1]] += 1
            else:
                temples[b[1]] += 1
            # temples never on bonus sites; +2 / free-build chips leave when a hut is built
            assert chip is None or (b[0] == "hut" and chip == "druid")
    hp = huts_per_player(n)
    for p in range(n):
        assert huts[p] + s.huts_left[p] == hp
        assert temples[p] + s.temples_left[p] == TEMPLES_PER_PLAYER
    assert s.buildings == sum(huts) + sum(temples)
    assert max(len(x) for x in s.stacks) <= 3
    if s.phase != "setup":
        assert sum(len(x) for x in s.stacks) == n * workers_per_player(n)
    if s.druid_site is not None:
        assert s.sites[s.druid_site - 1][0] == "hut" and s.druid_step == 3
    if s.pending is not None and s.pending.kind == "offer":
        assert s.pending.site == s.druid_site
        assert s.sites[s.pending.site - 1] == ("hut", s.pending.player)
    assert s.is_terminal == (s.pending is None)


def play_random(seed: int, n: int, med, check: bool = True) -> State:
    rng = random.Random(seed)
    s = new_game([f"P{i}" for i in range(n)], seed=seed, options=_options(n, med))
    steps = 0
    while not s.is_terminal:
        moves = s.legal_moves()
        assert moves, "a non-terminal state must have legal moves"
        m = med.random_policy(rng, s)
        if check:
            assert m in moves
            if steps % 17 == 0:  # an illegal move is refused and changes nothing
                bad = BuildHut(rng.randint(1, s.board.size)) if s.pending.kind != "action" else OfferNothing()
                if bad not in moves:
                    with pytest.raises(IllegalMove):
                        s.apply(bad)
        s = s.apply(m)
        steps += 1
        if check:
            check_invariants(s)
        assert s.turn <= MAX_TURNS, "game did not end within the bound"
    return s


@pytest.mark.rule("meduris 4.10")
@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_games_conform(med, n):
    ended = {}
    for g in range(GAMES):
        s = play_random(1000 * n + g, n, med)
        assert s.phase == "over" and s.legal_moves() == []
        ended[s.ended_by] = ended.get(s.ended_by, 0) + 1
        sheet = final_sheet(s)
        assert sum(p["huts_built"] for p in sheet["players"]) == sum(1 for b in s.sites if b and b[0] == "hut")
        assert max(p["huts_built"] + len(p["temples"]) for p in sheet["players"]) == huts_per_player(n) + 2
    assert ended == {"all_built": GAMES}


@pytest.mark.rule("meduris 5.3")
@pytest.mark.parametrize("n", [2, 3])
def test_random_games_score(med, n):
    for g in range(5):
        s = play_random(77 + g, n, med, check=False)
        result = __import__("companion.meduris.engine", fromlist=["score"]).score(s)
        assert len(result.players) == n
        assert all(p.total >= s.scores[i] for i, p in enumerate(result.players))


@pytest.mark.rule("meduris 4.10")
def test_replay_reproduces_game_exactly(med):
    s = play_random(5, 3, med, check=False)
    again = replay(5, list(s.players), list(s.history), s.options)
    assert again == s
    assert again.to_json() == s.to_json()


@pytest.mark.rule("meduris 4.10")
def test_undo_returns_previous_states(med):
    s = play_random(6, 2, med, check=False)
    prev = s.undo()
    assert prev.history == s.history[:-1]
    restored = State.from_json(s.to_json())
    assert restored.undo() == prev  # rebuilt by replay
    first = new_game(["A", "B"], seed=1)
    with pytest.raises(IllegalMove):
        first.undo()


@pytest.mark.rule("meduris 4.10")
def test_old_state_unchanged_after_apply(med):
    s = med.force_roll(med.make(2, pending=("roll", 0)), "wood")
    snapshot = s.to_json()
    s.apply(Roll())
    assert s.to_json() == snapshot


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10_000), n=st.sampled_from([2, 3, 4]), steps=st.integers(0, 400))
@pytest.mark.rule("meduris 4.10")
def test_json_round_trip_random_states(med, seed, n, steps):
    rng = random.Random(seed)
    s = new_game([f"P{i}" for i in range(n)], seed=seed, options=_options(n, med))
    for _ in range(steps):
        if s.is_terminal:
            break
        s = s.apply(med.random_policy(rng, s))
    text = s.to_json()
    back = State.from_json(text)
    assert back == s
    assert back.to_json() == text
    assert back.legal_moves() == s.legal_moves()
    if not s.is_terminal:
        m = s.legal_moves()[0]
        assert back.apply(m) == s.apply(m)
    view = s.to_view()
    import json
    json.dumps(view)
    assert len(view["sites"]) == s.board.size and len(view["plateaus"]) == 4
    assert str(s).startswith("Meduris")
