"""Setting up a game (five-tribes.md §2, §1.2-§1.6) and the engine's front door (issue 7: reachable through
``companion.games``)."""
from __future__ import annotations

from collections import Counter

import pytest

from companion import games
from companion.errors import InvalidSetup
from companion.five_tribes.options import Options


def new(n: int, seed: int = 1):
    return games.get("five-tribes").new_game([f"P{i}" for i in range(n)], seed=seed)


@pytest.mark.rule("five-tribes 2")
def test_registered_in_the_games_registry():
    game = games.get("five-tribes")
    assert "five-tribes" in games.engine_ids()
    s = game.new_game(["A", "B"], seed=1)
    assert s.players == ("A", "B") and not s.is_over


@pytest.mark.rule("five-tribes 1.2")
@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_30_tiles_of_the_box_in_a_5_by_6_sultanate(n):
    s = new(n, seed=n)
    # §1.2: 4 large markets (4), 8 small markets (6), 6 oases (8), 5 villages (5), sacred places 4×6, 10, 12, 15
    assert Counter(s.tiles) == Counter({("large_market", 4): 4, ("small_market", 6): 8, ("oasis", 8): 6,
                                        ("village", 5): 5, ("sacred_place", 6): 4, ("sacred_place", 10): 1,
                                        ("sacred_place", 12): 1, ("sacred_place", 15): 1})
    assert len(s.tiles) == 30


@pytest.mark.rule("five-tribes 2")
@pytest.mark.parametrize("n", [2, 3, 4])
def test_three_meeples_per_tile_and_the_bag_empty(n):
    s = new(n, seed=10 + n)
    assert all(sum(m) == 3 for m in s.meeples)
    per_colour = [sum(m[c] for m in s.meeples) for c in range(5)]
    assert per_colour == [16, 20, 18, 18, 18]            # §1.3: 90 meeples
    assert s.bag == (0, 0, 0, 0, 0)


@pytest.mark.rule("five-tribes 2")
@pytest.mark.parametrize("n, camels, markers", [(2, 11, 4), (3, 8, 3), (4, 8, 4)])
def test_camels_markers_gold_cards_djinns(n, camels, markers):
    s = new(n)
    assert s.camels_left == (camels,) * n
    assert len(s.bid_order) == markers
    assert Counter(p for _, p in s.bid_order) == Counter({p: markers // n for p in range(n)})
    assert s.gold == (50,) * n
    assert len(s.row) == 9 and sum(s.draw_pile.values()) == 54 - 9
    assert len(s.djinn_row) == 3 and len(s.djinn_pile) == 19
    assert s.supply == {"palm_trees": 12, "palaces": 10}
    assert all(c is None for c in s.camels)
    assert s.decision == "bid" and s.current_player == s.bid_order[0][1]


@pytest.mark.rule("five-tribes 2")
def test_setup_is_seeded():
    assert new(3, seed=5) == new(3, seed=5)
    assert new(3, seed=5).tiles != new(3, seed=6).tiles or new(3, seed=5).meeples != new(3, seed=6).meeples


@pytest.mark.rule("five-tribes 2")
@pytest.mark.parametrize("players", [["A"], ["A", "B", "C", "D", "E"], ["A", "a "], "AB", ["A", ""]])
def test_bad_players_refused(players):
    with pytest.raises(InvalidSetup):
        games.get("five-tribes").new_game(players, seed=1)


@pytest.mark.rule("five-tribes 2")
def test_bad_seed_and_options_refused():
    game = games.get("five-tribes")
    with pytest.raises(InvalidSetup):
        game.new_game(["A", "B"], seed="1")
    with pytest.raises(InvalidSetup):
        game.new_game(["A", "B"], seed=1, options={"assassin_must_kill": False})
    with pytest.raises(InvalidSetup):
        Options(unaffordable_bid="maybe")
    with pytest.raises(InvalidSetup):
        Options(assassin_must_kill=1)
    with pytest.raises(InvalidSetup):
        Options.from_dict({"no_such_option": True})
    assert Options.from_dict(Options(hidden_cards=True).to_dict()) == Options(hidden_cards=True)


@pytest.mark.rule("five-tribes 2")
def test_every_option_is_documented_with_its_default_and_section():
    # companion/five_tribes/options.py: each option a line "* ``name`` [default] — §section: ..."
    import dataclasses
    import re

    from companion.five_tribes import options

    for f in dataclasses.fields(Options):
        entry = re.search(rf"^\* ``{f.name}`` \[(.+?)\] — (?:§[\d.]+|FAQ #\d+)", options.__doc__, re.M)
        assert entry, f"option {f.name} is not documented with a section"
        assert entry.group(1).strip("`").strip('"') == str(f.default), f.name
