"""The Meduris board widget without a browser: a click goes through the engine, a refused click keeps the state.

Position (seed 3, as in tests/browser/meduris_board_fixture.ipynb): Ann (blue, player 0) and Bob (purple)
start with 1 chip of each resource (meduris.md §3 step 2); workers forest [Ann, Bob], pasture [Bob],
mine [Ann], quarry [Bob, Ann] (bottom→top); Ann rolled stone, so both quarry workers took 1 stone (§4.1).
Site symbols from the §2.2 table: site 4 wood + copper, site 5 stone + wood.
"""
from __future__ import annotations

import pytest

from companion.errors import IllegalMove
from companion.meduris.engine import new_game, replay
from companion.meduris.moves import BuildHut, PlaceWorker, Roll
from companion.meduris.widget import MedurisBoard, board_labels
from companion.widget_assets import widget_asset

SETUP = [PlaceWorker("wood"), PlaceWorker("stone"), PlaceWorker("copper"), PlaceWorker("wool"),
         PlaceWorker("stone"), PlaceWorker("wood"), Roll()]


@pytest.fixture
def board() -> MedurisBoard:
    return MedurisBoard(replay(3, ["Ann", "Bob"], SETUP))


def test_assets_are_found_and_the_board_loads_them():
    assert widget_asset("meduris_board.js").read_text(encoding="utf-8").rstrip().endswith("export default { render };")
    assert widget_asset("meduris_board.css").is_file()
    with pytest.raises(ValueError):
        widget_asset("../pyproject.toml")
    with pytest.raises(FileNotFoundError):
        widget_asset("no_such_board.js")


@pytest.mark.rule("meduris 4.3")
def test_site_click_builds_a_hut_and_pays_one_of_each_symbol(board):
    seen = []
    board.on_change(seen.append)
    assert board.click("site:5") is True
    s = board.state
    assert s.sites[4] == ("hut", 0)
    assert s.resources[0] == (0, 1, 1, 1)            # wood, wool, copper, stone: 1 wood + 1 stone paid
    assert board.error == ""
    assert seen == [s]
    site5 = board.view["sites"][4]
    assert site5["building"]["kind"] == "hut" and site5["building"]["owner"] == 0
    assert board.view["players"][0]["resources"]["wood"] == 0


@pytest.mark.rule("meduris 4.3")
def test_refused_click_sets_the_reason_and_keeps_the_state(board):
    board.click("site:5")
    board.click("roll")
    before, view_before, targets_before = board.state, board.view, board.legal_targets
    # Bob: site 4 joins Ann's hut on site 5, so it costs 2 wood and 2 copper; Bob holds 1 of each
    assert board.click("site:4") is False
    assert "2 wood and 2 copper" in board.error and board.error.endswith("(meduris 4.3)")
    assert isinstance(board.last_error, IllegalMove) and board.last_error.rule == "meduris 4.3"
    assert board.state is before and board.view == view_before and board.legal_targets == targets_before


@pytest.mark.rule("meduris 4.4")
def test_temple_mode_refuses_a_bonus_site_with_the_faq_rule(board):
    assert board.click("mode:temple") is True
    bonus_site = next(i for i, chip in enumerate(board.state.bonus, start=1) if chip)
    assert f"site:{bonus_site}" not in board.legal_targets
    assert board.click(f"site:{bonus_site}") is False
    assert board.last_error.rule == "meduris 6.16"
    assert board.state.sites[bonus_site - 1] is None


@pytest.mark.rule("meduris 4.2")
def test_big_yield_is_worker_then_plateau(board):
    assert board.click("worker:stone:2") is True          # Ann's worker on top of the quarry
    assert board.selected == "worker:stone:2"
    assert {t for t in board.legal_targets if t.startswith("plateau:")} == {"plateau:wood", "plateau:wool",
                                                                              "plateau:copper"}
    assert board.click("plateau:wool") is True
    s = board.state
    assert s.stacks[1] == (1, 0)                        # onto Bob's worker: Ann on top
    assert s.resources[0][1] == 1 + 2 and s.resources[1][1] == 1 + 1   # height 2 takes 2, height 1 takes 1
    assert board.selected == ""


@pytest.mark.rule("meduris 4.2")
def test_someone_elses_worker_cannot_be_picked(board):
    assert board.click("worker:wood:2") is False         # Bob's worker, Ann to act
    assert board.last_error.rule == "meduris 4.2" and board.selected == ""


def test_legal_targets_follow_the_pending_decision():
    b = MedurisBoard(new_game(["Ann", "Bob"], seed=3))
    # setup: every plateau takes a worker, nothing else is clickable (meduris.md §3 step 7)
    assert sorted(b.legal_targets) == ["plateau:copper", "plateau:stone", "plateau:wood", "plateau:wool"]
    assert b.click("site:1") is False and b.state.history == ()
    for res in ("wood", "stone", "copper", "wool", "stone", "wood"):
        assert b.click(f"plateau:{res}")
    assert b.state.pending.kind == "roll" and b.legal_targets == []
    assert [x["target"] for x in b.buttons][0] == "roll"


@pytest.mark.parametrize("junk", [None, "", "site:x", "site:99", "plateau:gold", "worker:wood:z", "offer:maybe",
                                  "x" * 500, 12])
def test_junk_targets_are_refused_without_crashing(board, junk):
    before = board.state
    assert board.click(junk) is False
    assert board.error and board.state is before


def test_setting_the_state_redraws_and_clears_the_error(board):
    board.click("site:99")
    new = board.state.apply(BuildHut(5))
    board.state = new
    assert board.error == "" and board.view["sites"][4]["building"]["owner"] == 0
    with pytest.raises(TypeError):
        board.state = "not a state"


def test_labels_and_messages_follow_the_language(board):
    assert board.labels["plateau"]["wood"] == "Forest"
    board.click("worker:wood:2")
    english = board.error
    board.lang = "pl"
    assert board.labels == board_labels("pl")
    assert board.labels["plateau"] == {"wood": "Las", "wool": "Pastwisko", "copper": "Kopalnia", "stone": "Kamieniołom"}
    assert board.labels["resource_letter"] == {"wood": "D", "wool": "W", "copper": "M", "stone": "K"}
    assert "Buduj chatę" in [b["label"] for b in board.buttons]
    assert board.status.startswith("Tura 1 · Ann (Niebieski)")
    assert board.error == board.last_error.message("pl") and board.error.endswith("(meduris 4.2)")
    assert english.endswith("(meduris 4.2)")


def test_every_letter_label_is_one_distinct_letter_per_language():
    for lang in ("en", "pl"):
        labels = board_labels(lang)
        for group in ("resource_letter", "colour_letter"):
            letters = list(labels[group].values())
            assert len(set(letters)) == 4 and all(len(x) == 1 for x in letters), (lang, group, letters)


def test_repr_has_no_memory_address(board):
    assert repr(board) == ("MedurisBoard(players=['Ann', 'Bob'], turn=1, decision='action', decider='Ann', "
                           "lang='en')")
