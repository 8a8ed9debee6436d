"""Legal-move counts from fixed positions, derived by hand (meduris.md §3.7, §4.1-4.7)."""
from __future__ import annotations

import pytest

from companion.meduris.engine import new_game
from companion.meduris.moves import BigYield, BuildHut, BuildTemple, Exchange, PlaceWorker
from companion.meduris.options import Options

NO_BONUS = Options(bonus_sites=(1, 6, 11, 16, 21, 26))


@pytest.mark.rule("meduris 3")
def test_count_initial_worker_placement():
    """4 plateaus + exchanges: 1 chip of each resource -> 4 ways to give 3 (three different) x 4 takes = 16."""
    s = new_game(["A", "B"], seed=1)
    assert len(s.legal_moves(exchanges=False)) == 4
    assert len(s.legal_moves()) == 4 + 16
    assert all(isinstance(m, (PlaceWorker, Exchange)) for m in s.legal_moves())


@pytest.mark.rule("meduris 4.2")
def test_count_action_empty_board(med):
    """Player 0 (one chip of each) with workers on wood (1 high), copper (1 high), stone (top of 2);
    wool holds 2 workers of player 1. Big yields: each of the 3 workers to the 3 other plateaus (all < 3
    high) = 9. Huts: every one of the 32 empty sites costs 1+1 of two different resources = 32.
    Temples: 32 (no bonus chips). Exchanges: 16. Total 9 + 32 + 32 = 73, with exchanges 89."""
    s = med.make(2, resources={0: med.res(wood=1, wool=1, copper=1, stone=1)},
                 stacks=((0,), (1, 1), (0,), (1, 0)), pending=("action", 0))
    moves = s.legal_moves(exchanges=False)
    assert sum(isinstance(m, BigYield) for m in moves) == 9
    assert sum(isinstance(m, BuildHut) for m in moves) == 32
    assert sum(isinstance(m, BuildTemple) for m in moves) == 32
    assert len(moves) == 73
    assert len(s.legal_moves()) == 89


@pytest.mark.rule("meduris 4.4")
def test_count_action_with_bonus_chips_and_full_plateau(med):
    """Same chips, 6 bonus chips: temples on 32 - 6 = 26 sites, huts still 32. Workers: player 0 on wood
    (1 high) and top of stone [1, 1, 0] (full): wood worker -> wool, copper (stone full) = 2;
    stone worker -> wood, wool, copper = 3; third worker bottom of copper [0, 1] -> wood, wool = 2. Total 7."""
    s = med.make(2, resources={0: med.res(wood=1, wool=1, copper=1, stone=1)},
                 stacks=((0,), (), (0, 1), (1, 1, 0)), pending=("action", 0),
                 bonus={1: "plus2", 6: "druid", 11: "free_build", 16: "plus2", 21: "druid", 26: "free_build"})
    moves = s.legal_moves(exchanges=False)
    assert sum(isinstance(m, BigYield) for m in moves) == 7
    assert sum(isinstance(m, BuildHut) for m in moves) == 32
    assert sum(isinstance(m, BuildTemple) for m in moves) == 26
    assert len(moves) == 65


@pytest.mark.rule("meduris 4.3")
def test_count_action_settlement_costs(med):
    """Huts on 18, 19 (stone/wool, stone/wood); player holds 2 copper + 2 wool only.
    Huts need copper AND wool on the site: sites with copper+wool = 1, 3, 7, 12, 20, 28 (6 sites);
    20 joins the run 18-19 -> k = 3, needs 3+3: not affordable. Huts = 5. Temples: all 6 sites (1+1).
    Big yield: the one worker on wood -> 3 other plateaus = 3. Total 5 + 6 + 3 = 14."""
    s = med.make(2, sites={18: ("hut", 1), 19: ("hut", 1)}, resources={0: med.res(copper=2, wool=2)},
                 stacks=((0,), (1,), (1,), (1,)), pending=("action", 0))
    moves = s.legal_moves(exchanges=False)
    assert sorted(m.site for m in moves if isinstance(m, BuildHut)) == [1, 3, 7, 12, 28]
    assert sorted(m.site for m in moves if isinstance(m, BuildTemple)) == [1, 3, 7, 12, 20, 28]
    assert len(moves) == 14


@pytest.mark.rule("meduris 4.7")
def test_count_offer_with_druid_chip(med):
    """Hut on 19 (stone/wood) with a druid chip, settlement of 2; owner holds 1 stone:
    offer stone, druid chip, nothing = 3 (no exchange with 1 chip)."""
    import dataclasses
    s = med.make(2, sites={19: ("hut", 0), 20: ("hut", 1)}, druid_site=19, bonus={19: "druid"},
                 resources={0: med.res(stone=1)})
    s = s.replace(pending=dataclasses.replace(s.pending, kind="offer", player=0, site=19))
    assert len(s.legal_moves()) == 3


@pytest.mark.rule("meduris 4.1")
def test_count_return_on_minus_one(med):
    """Player holds 2 wood + 1 copper: return wood or copper = 2; exchanges: only wood+wood+copper,
    4 takes = 4; total 6."""
    import dataclasses
    s = med.make(2, resources={0: med.res(wood=2, copper=1)})
    s = s.replace(pending=dataclasses.replace(s.pending, kind="return", player=0))
    assert len(s.legal_moves(exchanges=False)) == 2
    assert len(s.legal_moves()) == 6
