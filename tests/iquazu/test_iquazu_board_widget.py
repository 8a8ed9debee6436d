"""The Iquazú board widget without a browser: the live targets are the legal moves, clicking an alcove then a
payment places a crystal (the cost by frame column, substitution), a refused click keeps the state and names the
rule in the board's language, and a scoring round is explained step by step (the majorities and their ties).

Positions are prepared on the test wall of ``tests/iquazu/conftest.py`` (each wall column a strip of its own;
default column: heights 4..0 in rows 1..5, rims white, blue, orange, white, blue; stones 8/5/2, 6/3, 5).
Expected values are worked out by hand from iquazu.md and iquazu-examples.md (C-01, C-02, C-10).
"""
from __future__ import annotations

import shutil
import subprocess

import pytest

from companion import games
from companion.engine.bots import RandomBot
from companion.iquazu.moves import Draw
from companion.iquazu.scoring_explained import explain_scoring, row_step
from companion.iquazu.ui.board import ALL, IquazuBoard, board_labels
from companion.ui import language
from companion.widget_assets import widget_asset

GAME = games.get("iquazu")
VP = ["light vp 1"] * 5


@pytest.fixture(autouse=True)
def english_page():
    """Boards built without ``lang`` follow the page language: every test starts (and ends) in English."""
    language.set_language("en")
    yield
    language.set_language("en")


def _live_moves(b: IquazuBoard) -> list:
    out = []
    for key in b.legal_targets:
        out.extend(b.moves_for(key))
    return out


def test_assets_are_found_and_the_module_parses(tmp_path):
    assert widget_asset("iquazu_board.js").read_text(encoding="utf-8").rstrip().endswith("});")
    assert widget_asset("iquazu_board.css").is_file()
    assert IquazuBoard._esm.startswith(widget_asset("base_board.js").read_text(encoding="utf-8"))
    node = shutil.which("node")
    if node:
        module = tmp_path / "iquazu_board.mjs"
        module.write_text(IquazuBoard._esm, encoding="utf-8")
        check = subprocess.run([node, "--check", str(module)], capture_output=True, text=True)
        assert check.returncode == 0, check.stderr


@pytest.mark.slow
@pytest.mark.parametrize("n, seed", [(2, 4), (4, 9)])
def test_the_live_targets_are_exactly_the_legal_moves(n, seed):
    """At every decision of a random game: each live key stands for legal moves only, every legal move has a key
    and every button sends a live key (or undo)."""
    state = GAME.new_game(["Ann", "Bob", "Cy", "Dee"][:n], seed=seed)
    b = IquazuBoard(state)
    bots = [RandomBot(seed * 10 + i) for i in range(n)]
    while not state.is_over:
        live = _live_moves(b)
        legal = state.legal_moves()
        assert sorted(map(str, live)) == sorted(map(str, legal)), str(state.decision)
        assert all(button["key"] in set(b.legal_targets) | {"undo"} for button in b.buttons)
        state = state.apply(bots[state.current_player].choose(state))
        b.state = state
    assert b.legal_targets == [] and b.status == "The game is over: final scoring."
    assert b.scoring["steps"][-1]["kind"] == "final"


@pytest.mark.rule("iquazu 2.3")
@pytest.mark.rule("iquazu 2.4")
def test_click_an_alcove_then_pay_places_the_crystal(iq):
    # G holds 3 white, 4 blue, 2 orange; the white alcove at height 4 of column 3 is in frame column 3 (cost 3)
    s = iq.make(2, hands={"G": (3, 4, 2)}, row_tiles=VP)
    b = IquazuBoard(s, viewer=ALL)
    assert "alcove:3:4" in b.legal_targets and "alcove:6:4" not in b.legal_targets   # column 6: outside F1–F5
    assert b.click("alcove:3:4")
    assert b.state.chosen_alcove == (3, 4) and b.view["chosen"] == [3, 4]
    # C-10: k − s white cards and s pairs of one other colour: www; ww+bb, ww+oo; w+bbbb, w+bb+oo; bbbb+oo
    pays = [btn["key"] for btn in b.buttons if btn["key"].startswith("pay:")]
    assert set(pays) == {"pay:www", "pay:wwbb", "pay:wwoo", "pay:wbbbb", "pay:wbboo", "pay:bbbboo"}
    assert pays[0] == "pay:www" and b.buttons[0]["active"]                # the exact payment is proposed
    assert "proposed" in b.buttons[0]["label"]
    assert "3 white cards" in b.status and "frame column 3" in b.status
    assert b.click("pay:wwbb")                                           # the player changes the payment
    after = b.state
    assert after.content(3, 4) == 0 and after.hands[0] == (1, 2, 2) and after.discard_pile == (2, 2, 0)
    assert b.view["columns"][2]["alcoves"][0]["content"] == 0
    assert b.view["players"][0]["crystals_left"] == 33


@pytest.mark.rule("iquazu 2.3")
def test_undo_takes_the_chosen_alcove_back(iq):
    s = iq.make(2, hands={"G": (1, 0, 0)}, row_tiles=VP)
    b = IquazuBoard(s)
    assert b.click("alcove:1:4") and b.state.chosen_alcove == (1, 4)
    assert b.click("undo") and b.state.chosen_alcove is None and "alcove:1:4" in b.legal_targets


@pytest.mark.rule("iquazu 2.3")
def test_refused_clicks_give_the_engines_reason_and_change_nothing(iq):
    s = iq.make(2, alcoves={(2, 4): "drop", (3, 4): "R"}, hands={"G": (1, 0, 0)}, row_tiles=VP)
    b = IquazuBoard(s)
    for key, rule, words in [
        ("alcove:7:4", "iquazu 2.3", "not a placement column of the frame"),
        ("alcove:2:4", "iquazu 2.3", "A water drop fills"),
        ("alcove:3:4", "iquazu 2.3", "already holds a crystal of R"),
        ("alcove:2:3", "iquazu 2.3", "cannot pay"),           # blue rim, F2: 2 blue or a pair each; 1 white
    ]:
        assert not b.click(key)
        assert b.last_error.rule == rule and words in b.error and b.error_target == key
        assert b.state is s
    assert not b.click("alcove:1:77") and "does not know" in b.error


def test_texts_follow_the_language(iq):
    s = iq.make(2, hands={"G": (0, 0, 0)}, row_tiles=VP)
    b = IquazuBoard(s)
    language.set_language("pl")
    assert b.lang == "pl" and b.status.startswith("Tura 1 · G: dobierz 4 karty")
    assert not b.click("alcove:1:4")
    assert "nie może zapłacić" in b.error or "nie" in b.error
    assert b.labels["rim_letter"] == {"white": "B", "blue": "N", "orange": "P"}
    assert board_labels("pl")["crystal_letter"]["yellow"] == "Ż"
    language.set_language("en")
    assert b.status.startswith("Turn 1 · G: draw 4 cards") and "cannot pay" in b.error


def test_a_demo_wall_says_so_on_screen():
    b = IquazuBoard(GAME.new_game(["Ann", "Bob"], seed=1))
    wall = b.view["wall"]
    assert wall["demo"] is True and "demo wall, invented data, not the printed board" in wall["label"]


def test_own_hand_shown_others_as_counts():
    s = GAME.new_game(["Ann", "Bob", "Cy"], seed=2)
    b = IquazuBoard(s)                                             # the decider (Ann) sees her own hand only
    players = b.view["players"]
    assert players[0]["hand"] is not None and sum(players[0]["hand"]) == 4
    assert players[1]["hand"] is None and players[1]["hand_size"] == 5 and players[2]["hand_size"] == 6


C01_A = [("white", 1, 5), ("white", 1, 4), ("white", 2, 3), ("white", 3, 2), ("white", 4, 1), ("white", 5, 0)]


@pytest.mark.rule("iquazu 5.2")
def test_the_scoring_round_is_explained_step_by_step(iq):
    # C-01 fixture A: F1 = h5 DROP, h4 Y, h3 G, h2 G, h1 R, h0 G; P holds the drop box and draws: the drop fills
    # h5 and column 1 is scored with the 8/5/2 stone: G 3 crystals 8; R and Y tie on 1, R's crystal (h1) is
    # lower than Y's (h4): R 5, Y 2; P has none: 0.
    s = iq.make(4, wall=iq.wall_dict({1: C01_A}), alcoves={(1, 4): "Y", (1, 3): "G", (1, 2): "G", (1, 1): "R",
                                                          (1, 0): "G"}, active="P", drop_holder="P", row_tiles=VP)
    b = IquazuBoard(s)
    assert b.scoring == {}
    assert b.click("draw")
    steps = b.scoring["steps"]
    assert [st["kind"] for st in steps] == ["column", "row", "row", "row", "row", "row", "after"]
    col = steps[0]
    names = b.state.players                                        # G, Y, R, P
    assert [names[p] for p in col["ranking"]] == ["G", "R", "Y"]
    assert {names[int(p)]: v for p, v in col["points"].items()} == {"G": 8, "R": 5, "Y": 2}
    assert any("R and Y tie on 1 crystal" in line and "height 1" in line and "height 4" in line
               for line in col["lines"])
    assert any("P: no crystal" in line for line in col["lines"])
    after = steps[-1]["lines"]
    assert "The frame moves one column right" in after[0] and "column 7" in after[1]   # tiles of column 6 + 1
    language.set_language("pl")
    assert b.scoring["steps"][0]["title"].startswith("Kolumna 1: przewaga")


C02_WALL = {
    1: [("white", 1, 3), ("blue", 2, 2), ("orange", 4, 1), ("white", 5, 0)],
    2: [("orange", 1, 3), ("white", 1, 2), ("blue", 3, 1), ("orange", 5, 0)],
    3: [("white", 3, 1), ("blue", 5, 0)],
    4: [("white", 1, 3), ("blue", 4, 2), ("orange", 5, 1), ("white", 5, 0)],
    5: [("white", 3, 1), ("blue", 4, 0)],
}
C02_CRYSTALS = {(1, 3): "Y", (1, 1): "G", (1, 0): "drop", (2, 2): "R", (2, 1): "Y", (2, 0): "G", (3, 1): "Y",
                (3, 0): "R", (4, 3): "P", (4, 2): "G", (4, 1): "R", (4, 0): "G", (5, 1): "G", (5, 0): "R"}


@pytest.mark.rule("iquazu 5.3")
def test_row_majorities_explained_with_their_tie_rules(iq):
    # C-02: row 1 Y, R, P one each → P (furthest right, F4); row 2 no crystal → tile removed; row 3 Y 2 beats G 1;
    # row 4 G 2; row 5 G 2 and R 2, both furthest right in F4 → G (h0 below R's h1).
    s = iq.make(4, wall=iq.wall_dict(C02_WALL), alcoves=C02_CRYSTALS, active="R", drop_holder="R", row_tiles=VP)
    names = s.players
    steps = [row_step(s, 1, r) for r in range(1, 6)]
    assert [None if st.winner is None else names[st.winner] for st in steps] == ["P", None, "Y", "G", "G"]
    text = [[str(line) for line in st.lines] for st in steps]
    assert "furthest right (column 4)" in text[0][-1]
    assert text[1] == ["No crystal in row 2: its tile is removed from the game."]
    assert text[2][-1] == "Y has the most crystals in the row and takes the tile."
    assert "share column 4" in text[4][-1] and "height 0" in text[4][-1]
    # through the engine: R's drop fills F1 and the same winners are explained
    after = s.apply(Draw())
    explained = explain_scoring(s, after)
    assert [names[st.winner] if st.winner is not None else None for st in explained if st.kind == "row"] == \
        ["P", None, "Y", "G", "G"]


def test_viewer_is_checked():
    s = GAME.new_game(["Ann", "Bob"], seed=1)
    with pytest.raises(ValueError):
        IquazuBoard(s, viewer=5)
