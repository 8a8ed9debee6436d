"""The Meduris hot seat: the generic page (companion/ui/hotseat.py) with the Meduris adapter
(companion/meduris/ui/hotseat.py) behind notebooks/play-meduris.ipynb. (The checks that used to run as cells of
that page live here now, so the page does no work on load.)"""
from __future__ import annotations

import json
from collections import Counter

import pytest

from companion.meduris.board import load_board_data
from companion.meduris.moves import Exchange, PlaceBonus
from companion.meduris.ui.hotseat import EDITOR_PAGE
from companion.ui.hotseat import BOT, HUMAN, HotSeat
from companion.ui.language import set_language
from support import assert_upload_refused, text_boxes, upload

FOUR = ["Ann", "Bob", "Cy", "Dee"]


def _two_humans() -> HotSeat:
    hot = HotSeat("meduris")
    assert hot.start(names=["Ann", "Bob"], seats=[HUMAN, HUMAN], seed=3)
    return hot


@pytest.mark.rule("meduris 3")
def test_players_place_the_six_bonus_chips_by_clicking_sites():
    hot = _two_humans()
    board = hot.board
    assert hot.state.pending.kind == "place_bonus" and hot.state.current_player == 0
    assert all(f"site:{n}" in board.legal_targets for n in range(1, 33))      # an empty board: every site
    assert board.tips == {}                                                   # no hut costs while placing
    assert board.click("site:1")
    s = hot.state
    assert s.history == (PlaceBonus(1),) and s.bonus[0] == "face_down"       # face down until all six lie
    assert board.view["sites"][0]["bonus"] == "face_down" and board.labels["bonus"]["face_down"] == "?"
    assert s.current_player == 1                                              # players take turns
    # at least 3 chip-less sites between two chips (step 6): site 4 is too close to site 1, site 5 is not
    assert "site:4" not in board.legal_targets and "site:5" in board.legal_targets
    assert not board.click("site:4") and hot.state is s and board.last_error is not None
    for site in (5, 9, 13, 17, 21):
        assert board.click(f"site:{site}")
    s = hot.state
    assert s.pending.kind == "place_worker"                                   # then step 7: the workers
    placed = {n: s.bonus[n - 1] for n in (1, 5, 9, 13, 17, 21)}
    assert Counter(placed.values()) == {"plus2": 2, "free_build": 2, "druid": 2}   # turned face up (§2)
    assert sum(b is not None for b in s.bonus) == 6
    assert hot.log.value.splitlines()[0].endswith("Ann places a face-down bonus chip on site 1.")


@pytest.mark.rule("meduris 3")
def test_random_bonus_sites_is_an_option():
    hot = HotSeat("meduris")
    hot.adapter.random_sites.value = True
    assert hot.start(names=["Ann", "Bob"], seats=[HUMAN, HUMAN], seed=3)
    s = hot.state
    assert s.pending.kind == "place_worker" and s.history == ()
    assert sorted(Counter(b for b in s.bonus if b).values()) == [2, 2, 2]


@pytest.mark.rule("meduris 4.5")
def test_a_human_may_exchange_out_of_turn():
    hot = _two_humans()
    assert hot.state.current_player == 0
    assert hot.other_box.layout.display is None                               # Bob may exchange in Ann's turn
    assert hot.other_player.options == (("Bob", 1),)
    moves = [m for _label, m in hot.other_move.options]
    assert moves and all(isinstance(m, Exchange) and m.player == 1 for m in moves)
    give = Exchange(("wood", "wool", "copper"), "stone", player=1)
    label = dict((m, text) for text, m in hot.other_move.options)[give]
    assert label == "Bob exchanges wood + wool + copper for 1 stone."
    hot.other_move.value = give
    assert hot.play_other()
    s = hot.state
    assert s.resources[1] == (0, 0, 0, 2)                                     # 1 of each (§3 step 2) → 3 for 1
    assert s.current_player == 0 and hot.log.value.splitlines()[-1].endswith(label)
    assert not hot.other_moves(1)                                             # 2 chips left: no more exchange
    assert hot.other_box.layout.display == "none"


def test_bots_never_exchange_out_of_turn():
    hot = HotSeat("meduris")
    assert hot.start(names=["Ann", "Bob"], seats=[HUMAN, BOT], seed=3)
    assert hot.other_moves(1) == []                                           # Bob is a bot seat
    assert hot.other_box.layout.display == "none"


@pytest.mark.rule("meduris 5.1")
def test_a_bot_game_ends_when_a_player_has_built_everything():
    hot = HotSeat("meduris")
    assert hot.start(names=["Ann", "Bob"], seats=[BOT, BOT], seed=7)
    s = hot.state
    assert s.is_terminal and s.ended_by == "all_built"
    assert not any(isinstance(m, Exchange) for m in s.history)               # bots skip the exchanges
    assert [type(m) for m in s.history[:6]] == [PlaceBonus] * 6               # bots place the chips too
    for p in hot.result.players:
        assert p.total == sum(p.categories.values())


@pytest.mark.rule("meduris 2.3")
def test_four_players_without_a_board_file_name_the_board_editor():
    hot = HotSeat("meduris")
    assert hot.adapter.board_panel.layout.display == "none"                  # 2 players: no board file asked
    hot.count.value = 4
    assert hot.adapter.board_panel.layout.display is None
    assert f'href="{EDITOR_PAGE}"' in hot.adapter.note.value
    assert not hot.start(names=FOUR, seats=[HUMAN, BOT, BOT, BOT], seed=1)
    assert hot.board is None
    assert "Board 4p is incomplete" in hot.message.value
    assert f'href="{EDITOR_PAGE}"' in hot.message.value and "board editor" in hot.message.value
    set_language("pl")
    assert f'href="{EDITOR_PAGE}"' in hot.message.value and "board editor" not in hot.message.value
    assert "edytorze planszy" in hot.message.value


@pytest.mark.rule("meduris 2.3")
def test_the_uploaded_board_file_goes_to_the_engine(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    hot = HotSeat("meduris")
    hot.count.value = 4
    assert text_boxes(hot.adapter.board_panel) == []          # no typed path: no server file is ever read
    upload(hot.adapter.board_field.upload, load_board_data("2-3p"), "small-side.json")
    assert "Loaded small-side.json." in hot.adapter.board_field.status.widget.value
    assert not hot.start(names=FOUR, seats=[HUMAN, BOT, BOT, BOT], seed=1)
    assert "Board 2-3p has 32 sites" in hot.message.value                    # the 2/3-player side is too small
    assert hot.board is None                                                  # nothing was started
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("content, words", [
    (b"{nope", "it is not valid JSON"),
    (b"root:x:0:0:root:/root:/bin/bash\n", "it is not valid JSON"),          # e.g. /etc/passwd chosen by mistake
    (b"\xff\xfe", "it is not text (UTF-8)"),
    (b" " * 2_000_001, "it is too large"),
    (b"[1, 2]", "The board file cannot be read"),                             # JSON, but not a board
    (json.dumps({"name": "x", "site_count": 2}).encode(), "the number of sites is unknown or too small"),
])
def test_a_bad_board_upload_is_refused_beside_the_field_and_the_last_board_kept(content, words):
    hot = HotSeat("meduris")
    hot.count.value = 4
    good = load_board_data("2-3p")
    upload(hot.adapter.board_field.upload, good, "small-side.json")
    assert_upload_refused(hot.adapter.board_field, content, words, lambda: hot.adapter.uploaded_board)
    assert hot.adapter.uploaded_board == good                                 # the last valid board stays
    assert hot.adapter.options(4).board == good
    set_language("pl")
    assert "Nie wczytano pliku bad.json: " in hot.adapter.board_field.status.widget.value
