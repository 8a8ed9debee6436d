"""Meduris setup and board data (meduris.md §1-§3). Expected values come from the reference."""
from __future__ import annotations

from collections import Counter

import pytest

from companion.errors import CompanionError, IllegalMove, InvalidBoard
from companion.meduris.board import load_board, load_board_data, board_from_dict
from companion.meduris.engine import new_game
from companion.meduris.moves import PlaceWorker, Roll
from companion.meduris.options import Options
from companion.meduris.rules import RESOURCES


@pytest.mark.rule("meduris 2.2")
def test_board_2_3p_has_32_sites_and_9_districts():
    b = load_board("2-3p")
    assert b.size == 32
    assert len(b.districts) == 9
    sizes = Counter(s.district for s in b.sites)
    assert [sizes[d] for d in ("Snake", "Diamond", "Fountain", "Libra", "Cancer", "Wave", "Pisces", "Hook",
                               "Arrow")] == [5, 3, 4, 2, 3, 5, 3, 4, 3]
    assert b.river_between == (32, 1)


@pytest.mark.rule("meduris 2.2")
def test_board_2_3p_each_resource_16_times_and_pair_balance():
    b = load_board("2-3p")
    assert Counter(r for s in b.sites for r in s.symbols) == {r: 16 for r in RESOURCES}
    pairs = Counter(frozenset(s.symbols) for s in b.sites)
    assert pairs[frozenset(("copper", "wool"))] == 6
    assert pairs[frozenset(("stone", "wood"))] == 6
    assert sorted(pairs.values()) == [5, 5, 5, 5, 6, 6]
    assert all(len(set(s.symbols)) == 2 for s in b.sites)


@pytest.mark.rule("meduris 2.2")
def test_board_2_3p_sites_named_in_examples():
    b = load_board("2-3p")
    expect = {1: ("wool", "copper"), 2: ("stone", "wood"), 3: ("wool", "copper"), 4: ("wood", "copper"),
              5: ("stone", "wood"), 10: ("wool", "stone"), 12: ("copper", "wool"), 17: ("wood", "wool"),
              18: ("stone", "wool"), 19: ("stone", "wood"), 20: ("copper", "wool"), 21: ("stone", "wood"),
              22: ("stone", "wool"), 31: ("copper", "stone"), 32: ("stone", "wool")}
    for site, sym in expect.items():
        assert b.site(site).symbols == sym
    assert b.site(19).district == "Wave" and b.site(20).district == "Wave"


@pytest.mark.rule("meduris 2.3")
def test_4p_side_is_incomplete_and_names_missing_sites():
    with pytest.raises(InvalidBoard) as e:
        load_board("4p")
    assert "9-40" in str(e.value)  # 9-39 unknown, 40 has no known district


@pytest.mark.rule("meduris 3")
def test_4p_game_without_complete_board_raises_invalid_board():
    with pytest.raises(InvalidBoard) as e:
        new_game(["A", "B", "C", "D"], seed=1)
    assert "missing" in str(e.value) and "9-40" in str(e.value)


@pytest.mark.rule("meduris 3")
def test_4p_game_on_2_3p_side_refused():
    with pytest.raises(InvalidBoard):
        new_game(["A", "B", "C", "D"], seed=1, options=Options(board="2-3p"))


@pytest.mark.rule("meduris 3")
def test_4p_game_on_complete_board_file(tmp_path, synthetic_4p):
    import json
    path = tmp_path / "four.json"
    path.write_text(json.dumps(synthetic_4p))
    s = new_game(["A", "B", "C", "D"], seed=3, options=Options(board=str(path)))
    assert s.board.size == 40
    assert s.huts_left == (8, 8, 8, 8) and s.colours == ("red", "green", "blue", "purple")
    assert s.supply == (14, 14, 14, 14)


@pytest.mark.rule("meduris 2.4")
def test_board_file_errors(tmp_path, synthetic_4p):
    with pytest.raises(InvalidBoard):
        load_board(tmp_path / "nope.json")
    bad = dict(synthetic_4p, sites=synthetic_4p["sites"][:-1])
    with pytest.raises(InvalidBoard) as e:
        board_from_dict(bad)
    assert "40" in str(e.value)
    bad2 = dict(synthetic_4p, sites=[dict(s, symbols=["gold", "wood"]) if s["site"] == 9 else s
                                     for s in synthetic_4p["sites"]])
    with pytest.raises(InvalidBoard):
        board_from_dict(bad2)


@pytest.mark.rule("meduris 3")
@pytest.mark.parametrize("n,huts,workers,plateau", [(2, 12, 3, 16), (3, 8, 2, 15)])
def test_setup_counts(n, huts, workers, plateau):
    s = new_game([f"P{i}" for i in range(n)], seed=7)
    assert s.huts_left == (huts,) * n
    assert s.temples_left == (2,) * n
    assert s.scores == (5,) * n
    assert s.resources == ((1, 1, 1, 1),) * n
    assert s.supply == (plateau,) * 4
    assert s.druid_step == 0 and s.druid_site is None
    assert s.runes == (None,) * 9
    assert s.pending.kind == "place_worker" and s.current_player == 0
    # place all workers in turn order
    for i in range(n * workers):
        assert s.current_player == i % n
        s = s.apply(PlaceWorker(RESOURCES[i % 4]))
    assert sum(len(x) for x in s.stacks) == n * workers
    assert s.phase == "play" and s.pending.kind == "roll" and s.current_player == 0
    assert s.supply == (plateau,) * 4  # placement produces nothing


@pytest.mark.rule("meduris 3")
def test_two_player_colours_blue_and_purple():
    s = new_game(["A", "B"], seed=1)
    assert s.colours == ("blue", "purple")
    with pytest.raises(CompanionError):
        new_game(["A", "B"], seed=1, options=Options(colours=("red", "blue")))


@pytest.mark.rule("meduris 3")
@pytest.mark.parametrize("names", [["A"], ["A", "B", "C", "D", "E"], ["A", "A"]])
def test_player_count_and_names(names):
    with pytest.raises(CompanionError):
        new_game(names, seed=1)


@pytest.mark.rule("meduris 3")
def test_max_three_workers_per_plateau_at_setup():
    s = new_game(["A", "B"], seed=1)
    for _ in range(3):
        s = s.apply(PlaceWorker("wood"))
    assert PlaceWorker("wood") not in s.legal_moves()
    with pytest.raises(IllegalMove) as e:
        s.apply(PlaceWorker("wood"))
    assert e.value.rule == "meduris 3"


@pytest.mark.rule("meduris 3")
def test_roll_not_allowed_during_setup():
    s = new_game(["A", "B"], seed=1)
    with pytest.raises(IllegalMove):
        s.apply(Roll())


def _bonus_sites(s):
    return [i + 1 for i, b in enumerate(s.bonus) if b is not None]


@pytest.mark.rule("meduris 3")
@pytest.mark.parametrize("seed", range(40))
def test_bonus_chips_six_sites_three_empty_between(seed):
    s = new_game(["A", "B", "C"], seed=seed)
    sites = _bonus_sites(s)
    assert len(sites) == 6
    assert Counter(b for b in s.bonus if b) == {"plus2": 2, "free_build": 2, "druid": 2}
    for i, a in enumerate(sites):
        for b in sites[i + 1:]:
            d = abs(a - b)
            assert min(d, 32 - d) >= 4  # at least 3 chip-less sites between, also across the river


@pytest.mark.rule("meduris 3")
def test_bonus_chips_seeded():
    assert new_game(["A", "B"], seed=5).bonus == new_game(["A", "B"], seed=5).bonus
    assert any(new_game(["A", "B"], seed=5).bonus != new_game(["A", "B"], seed=k).bonus for k in range(6, 10))


@pytest.mark.rule("meduris 6.22")
def test_bonus_sites_chosen_by_players_option():
    s = new_game(["A", "B"], seed=1, options=Options(bonus_sites=(1, 6, 11, 16, 21, 26)))
    assert _bonus_sites(s) == [1, 6, 11, 16, 21, 26]
    with pytest.raises(InvalidBoard):  # 32 and 3: only sites 1, 2 between them across the river
        new_game(["A", "B"], seed=1, options=Options(bonus_sites=(3, 8, 13, 18, 23, 32)))
    # across the river the gap is not checked when the option says so (Q4)
    s2 = new_game(["A", "B"], seed=1, options=Options(bonus_sites=(3, 8, 13, 18, 23, 32), bonus_gap_wraps=False))
    assert _bonus_sites(s2) == [3, 8, 13, 18, 23, 32]
    with pytest.raises(InvalidBoard):
        new_game(["A", "B"], seed=1, options=Options(bonus_sites=(1, 4, 11, 16, 21, 26)))


@pytest.mark.rule("meduris 2.4")
def test_board_file_saved_again_is_loaded_afresh(tmp_path, synthetic_4p):
    import json
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(synthetic_4p))
    assert load_board(path).sites[8].symbols == tuple(synthetic_4p["sites"][8]["symbols"])
    edited = dict(synthetic_4p, sites=[dict(s, symbols=["copper", "copper"]) if s["site"] == 9 else s
                                       for s in synthetic_4p["sites"]])
    path.write_text(json.dumps(edited))                 # the editor saves the file again
    assert load_board(path).sites[8].symbols == ("copper", "copper")
    assert load_board(str(path)).sites[8].symbols == ("copper", "copper")
    path.write_text(json.dumps(dict(edited, sites=edited["sites"][:-1])))   # now incomplete: refused
    with pytest.raises(InvalidBoard):
        load_board(path)


def test_shipped_board_is_loaded_once():
    assert load_board("2-3p") is load_board("2-3p")
