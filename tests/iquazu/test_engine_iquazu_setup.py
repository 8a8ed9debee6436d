"""Setup (iquazu.md §3, iquazu-examples.md C-06) and the registry entry of the Iquazú engine.

Expected values are the setup table of §3 and C-06 (hands 4/5/6/7 clockwise from the start player, draw pile
60 minus the cards dealt, crystal box to the start player, drop box to the player on the start player's
right), §1 component counts and §2.1–2.2 (the frame at the left end, the five tiles of column 6 face up).
"""
from __future__ import annotations

import pytest

from companion import games
from companion.errors import InvalidSetup, InvalidWall
from companion.iquazu.engine import IQUAZU, new_game
from companion.iquazu.options import Options


@pytest.mark.rule("iquazu 3")
@pytest.mark.parametrize("players, hands, pile, drop_holder", [
    (["A", "B"], [4, 5], 51, 1),
    (["A", "B", "C"], [4, 5, 6], 45, 2),
    (["A", "B", "C", "D"], [4, 5, 6, 7], 38, 3),
], ids=["2p", "3p", "4p"])
def test_c06_setup_numbers(players, hands, pile, drop_holder):
    s = new_game(players, seed=11)
    assert [sum(h) for h in s.hands] == hands
    assert s.draw_pile == pile and s.discard_pile == (0, 0, 0)
    assert s.active == 0 and s.current_player == 0            # crystal box: start player
    assert s.drop_holder == drop_holder                        # drop box: the player on the start player's right
    assert s.crystals_left == (34,) * len(players)             # 35 per colour, one marks the score (DER)
    assert s.drops_left == 50 and s.scores == (0,) * len(players)


@pytest.mark.rule("iquazu 3")
def test_frame_at_the_left_end_and_column_6_tiles_face_up():
    s = new_game(["A", "B", "C"], seed=5)
    assert s.frame == 1
    assert all(t is not None and t.back == "light" for t in s.row_tiles)   # 5 tiles of column 6, light backs
    assert s.face_down_tiles == {"light": 30, "dark": 10}                   # 45 − 5, the dark ones untouched
    assert all(content is None for column in s.alcoves for _, content in column)
    assert s.tiles_held == ({}, {}, {}) and s.used_tiles == 0 and s.removed_tiles == 0


@pytest.mark.rule("iquazu 3")
def test_strips_are_laid_from_the_seed_or_as_the_table_lays_them():
    a, b = new_game(["A", "B"], seed=1), new_game(["A", "B"], seed=1)
    assert a.layout == b.layout and len(a.columns) == 11
    assert len({new_game(["A", "B"], seed=k).layout for k in range(8)}) > 1   # random order and sides
    fixed = new_game(["A", "B"], seed=1, options=Options(layout=["5B", "4A", "3A", "2B", "1A"]))
    assert fixed.layout == (("5", "B"), ("4", "A"), ("3", "A"), ("2", "B"), ("1", "A"))
    assert fixed.columns[0] == fixed.wall.side("5", "B")[0]


@pytest.mark.rule("iquazu 3")
def test_same_seed_same_deal_and_the_cards_add_up():
    a, b = new_game(["A", "B", "C", "D"], seed=9), new_game(["A", "B", "C", "D"], seed=9)
    assert a.hands == b.hands and a.row_tiles == b.row_tiles
    dealt = [sum(h[i] for h in a.hands) for i in range(3)]
    assert sum(dealt) == 22 and all(x <= 20 for x in dealt)
    split = new_game(["A", "B"], seed=9, options=Options(card_split=(30, 20, 10)))
    assert split.draw_pile == 51


@pytest.mark.rule("iquazu 3")
@pytest.mark.parametrize("players, seed, options", [
    (["A"], 1, None),
    (["A", "B", "C", "D", "E"], 1, None),
    (["A", "a "], 1, None),
    (["A", "Drop"], 1, None),
    (["A", ""], 1, None),
    ("AB", 1, None),
    (["A", "B"], 1.5, None),
    (["A", "B"], True, None),
    (["A", "B"], 1, Options(colours=("red", "red"))),
    (["A", "B"], 1, Options(colours=("red", "blue"))),
    (["A", "B"], 1, {"wall": "demo"}),
], ids=["one", "five", "same-name", "drop", "empty-name", "string", "fraction-seed", "bool-seed", "colour-twice",
        "colour-unknown", "options-dict"])
def test_bad_setup_is_refused_naming_the_rule(players, seed, options):
    with pytest.raises(InvalidSetup) as info:
        new_game(players, seed=seed, options=options)
    assert info.value.rule == "iquazu 3"
    assert info.value.message("pl")


@pytest.mark.rule("iquazu 3")
@pytest.mark.parametrize("kwargs", [
    {"card_split": (20, 20, 19)}, {"card_split": (20, 20)}, {"mixed_pairs": "yes"}, {"layout": "1A"},
])
def test_bad_options_are_refused(kwargs):
    with pytest.raises(InvalidSetup):
        Options(**kwargs)


@pytest.mark.rule("iquazu 3")
def test_a_wall_without_the_player_count_board_or_a_bad_layout_is_refused(iq):
    wall = iq.wall_dict()
    del wall["scoring_boards"]["4"]
    with pytest.raises(InvalidSetup) as info:
        new_game(["A", "B", "C", "D"], seed=1, options=Options(wall=wall))
    assert "4 players" in info.value.message("en")
    new_game(["A", "B", "C"], seed=1, options=Options(wall=wall))     # the 3-player board is there
    with pytest.raises(InvalidWall):
        new_game(["A", "B"], seed=1, options=Options(layout=["1A", "2A"]))


def test_registered_and_reachable_through_the_registry():
    game = games.get("iquazu")
    assert game is IQUAZU and "iquazu" in games.engine_ids()
    s = game.new_game(["Ann", "Bob"], seed=3)
    assert (game.min_players, game.max_players) == (2, 4)
    assert s.wall.demo and s.wall.name == "demo"
    assert game.load(s.to_json()) == s
