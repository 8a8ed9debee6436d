"""The advisor's movement groups computed walk by walk (``advisor._groups``, over
``movement.final_slots``) are exactly the groups of its reference definition: every outcome of
``movement.grouped`` keyed by ``_Grouper.key``, the groups in the order of their first outcome, each group's
movements the first movement of each of its outcomes, in the generator's order (issue 8: the ranking must not
change when the advisor gets faster). Positions: turn starts of seeded random games (2-4 players)."""
from __future__ import annotations

import pytest

from companion.five_tribes.advisor import _Grouper, _groups
from companion.five_tribes.movement import grouped
from ft_helpers import turn_starts


def reference(state):
    core = state.core()
    p = core.d[core.L.PLAYER]
    grouper = _Grouper(core, p)
    members: dict = {}
    for i, (o, movements) in enumerate(grouped(core.d[:150], own_drops_count=state.options.own_drops_count).items()):
        key = grouper.key(o, movements[0].start)
        members.setdefault(key if key is not None else ("alone", i), []).append(movements[0])
    return list(members.values())


def walk_by_walk(state):
    core = state.core()
    return [list(g.members()) for g in _groups(core, core.d[core.L.PLAYER], state.options.own_drops_count)]


@pytest.mark.rule("five-tribes 3.3")
@pytest.mark.parametrize("seed", range(6))
def test_groups_walk_by_walk_equal_the_groups_of_every_outcome(seed):
    for state in turn_starts(seed, 14)[1::4]:
        assert walk_by_walk(state) == reference(state)


@pytest.mark.slow
@pytest.mark.rule("five-tribes 3.5")
def test_kandicha_holder_outcomes_stay_one_group_each():
    """Seed 9's 25th turn start: the mover holds Kandicha, so each assassins outcome is its own group."""
    state = turn_starts(9, 25)[24]
    assert "Kandicha" in state.djinns[state.current_player]
    assert walk_by_walk(state) == reference(state)
