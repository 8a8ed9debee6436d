"""The Meduris board widget without a browser: live targets come from the legal moves, a click goes through
the engine, a refused click keeps the state and is explained in the board's language.

Position (seed 3, as in tests/browser/meduris_board_fixture.ipynb): Ann (blue, player 0) and Bob (purple)
start with 1 chip of each resource (meduris.md §3 step 2); workers forest [Ann, Bob], pasture [Bob],
mine [Ann], quarry [Bob, Ann] (bottom→top); Ann rolled stone, so both quarry workers took 1 stone (§4.1).
Site symbols from the §2.2 table: site 3 wool + copper, site 4 wood + copper, site 5 stone + wood,
site 6 wood + wool.
"""
from __future__ import annotations

import shutil
import subprocess

import pytest

from companion.errors import IllegalMove
from companion.meduris.engine import new_game, replay
from companion.meduris.moves import BigYield, BuildHut, BuildTemple, Exchange, PlaceWorker, Roll
from companion.meduris.ui.board import BoardClickError, MedurisBoard, board_labels
from companion.ui import language
from companion.widget_assets import widget_asset

SETUP = [PlaceWorker("wood"), PlaceWorker("stone"), PlaceWorker("copper"), PlaceWorker("wool"),
         PlaceWorker("stone"), PlaceWorker("wood"), Roll("stone")]


@pytest.fixture
def board() -> MedurisBoard:
    return MedurisBoard(replay(3, ["Ann", "Bob"], SETUP))


@pytest.fixture(autouse=True)
def english_page():
    """Boards built without ``lang`` follow the page language: every test starts (and ends) in English."""
    language.set_language("en")
    yield
    language.set_language("en")


def test_assets_are_found_and_the_board_loads_them(tmp_path):
    assert widget_asset("meduris_board.js").read_text(encoding="utf-8").rstrip().endswith("});")
    assert widget_asset("meduris_board.css").is_file()
    assert MedurisBoard._esm.startswith(widget_asset("base_board.js").read_text(encoding="utf-8"))
    node = shutil.which("node")
    if node:                                          # the joined module must parse as one ES module
        module = tmp_path / "meduris_board.mjs"
        module.write_text(MedurisBoard._esm, encoding="utf-8")
        check = subprocess.run([node, "--check", str(module)], capture_output=True, text=True)
        assert check.returncode == 0, check.stderr
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
    assert board.moves_for("plateau:wool") == [BigYield("stone", 2, "wool")]
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
    board_targets = sorted(t for t in b.legal_targets if not t.startswith("exchange:"))
    assert board_targets == ["plateau:copper", "plateau:stone", "plateau:wood", "plateau:wool"]
    assert b.click("site:1") is False and b.state.history == ()
    assert b.last_error.rule == "meduris 3" and "must first place a worker" in b.error
    for res in ("wood", "stone", "copper", "wool", "stone", "wood"):
        assert b.click(f"plateau:{res}")
    assert b.state.pending.kind == "roll"
    assert [t for t in b.legal_targets if not t.startswith("exchange:")] == ["roll"]
    assert [x["key"] for x in b.buttons] == ["roll", "undo"]


@pytest.mark.parametrize("junk", [None, "", "site:x", "site:99", "plateau:gold", "worker:wood:z", "offer:maybe",
                                  "x" * 500, 12, "exchange:wood+wool:stone", "exchange:wood+wool+gold:stone",
                                  "exchange::stone", "exchange:wood:gold"])
def test_junk_targets_are_refused_without_crashing(board, junk):
    before = board.state
    assert board.click(junk) is False
    assert board.error and board.state is before and isinstance(board.last_error, BoardClickError)


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
    assert board.status.startswith("Tura 1 · Ann (niebieski)")
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


@pytest.mark.rule("meduris 4.3")
def test_refused_site_click_names_its_target_and_an_accepted_click_clears_it(board):
    board.click("site:5")
    board.click("roll")
    assert board.click("site:4") is False
    assert board.error_target == "site:4"            # the front end shows the reason beside site 4
    assert board.click("mode:temple") is True
    assert board.error == "" and board.error_target == ""
    assert board.click(None) is False and board.error_target == ""


@pytest.mark.rule("meduris 4.5")
def test_exchange_three_chips_for_one(board):
    # Ann holds wood 1, wool 1, copper 1, stone 2 (module docstring): 5 chips, so she may exchange
    panel = {k: v for k, v in board.exchange.items() if k != "options"}
    assert panel == {"player": 0, "title": "Exchange 3 for 1 · Ann (blue)", "give": 3,
                     "hold": {"wood": 1, "wool": 1, "copper": 1, "stone": 2}}
    # the panel offers exactly the legal exchanges: 3 of her 5 chips (2 stone count once as a pair) → 7
    # ways to give (C(4,3) with 4 different resources + 3 with both stones), times 4 resources to take
    gives = {tuple(o["give"]) for o in board.exchange["options"]}
    assert len(gives) == 7 and ("stone", "stone", "stone") not in gives and len(board.exchange["options"]) == 28
    supply = board.state.supply
    assert board.click("exchange:wool+stone+stone:copper") is True
    s = board.state
    assert s.resources[0] == (1, 0, 2, 0)                               # 2 stone + 1 wool back, 1 copper taken
    assert s.supply == (supply[0], supply[1] + 1, supply[2] - 1, supply[3] + 2)
    assert s.pending.kind == "action" and s.current_player == 0          # an exchange is no turn action
    # now 3 chips: still allowed; then 1 chip: the panel disappears
    assert board.exchange["hold"] == {"wood": 1, "wool": 0, "copper": 2, "stone": 0}
    key = "exchange:copper+copper+copper:wool"                            # 3 copper; she has 2
    assert key not in board.legal_targets and key not in [o["key"] for o in board.exchange["options"]]
    assert board.click(key) is False
    assert board.last_error.rule == "meduris 4.5" and board.error_target == key
    assert "3 copper" in board.error
    assert board.state is s
    assert board.click("exchange:wood+copper+copper:stone") is True
    assert board.state.resources[0] == (0, 0, 0, 1) and board.exchange == {}


@pytest.mark.rule("meduris 4.5")
@pytest.mark.rule("meduris 4.7")
def test_exchange_during_a_ritual():
    # Ann: hut 5; Bob: hut 3 (wool + copper); Ann: temple 13; Bob: hut 17 = the 4th building, so the druid
    # enters the ring at site 1 and stops at the nearest hut, Bob's on site 3 (§4.6): Bob must offer wool
    # and/or copper there (§4.7).
    b = MedurisBoard(replay(3, ["Ann", "Bob"], SETUP))
    rolls = []
    for target in ("site:5", "roll", "site:3", "roll", "mode:temple", "site:13", "roll", "mode:hut", "site:17"):
        assert b.click(target), (target, b.error)
        if target == "roll":
            rolls.append(b.state.last_roll)
    assert rolls == ["stone", "wool", "wood"]            # the seed's die faces: the input of this test
    s = b.state
    assert (s.pending.kind, s.pending.player, s.pending.site) == ("offer", 1, 3)
    # Bob (wood, wool, copper, stone): start 1 each, +1 stone from Ann's stone roll (quarry worker, §4.1)
    # = (1,1,1,2); his stone roll +1 stone; hut 3 pays wool + copper → (1,0,0,3); Ann's wool roll +1 wool
    # (his pasture worker); his wood roll +1 wood (his forest worker); hut 17 pays wood + wool → (1,0,0,3)
    assert s.resources[1] == (1, 0, 0, 3)
    assert b.exchange["player"] == 1 and b.exchange["hold"] == {"wood": 1, "wool": 0, "copper": 0, "stone": 3}
    # nothing to offer: no wool, no copper, no druid chip on site 3 → only "offer nothing" (§4.7)
    assert [x["key"] for x in b.buttons] == ["offer:nothing", "undo"]
    assert b.click("offer:one:wool") is False and b.state is s and b.last_error.rule == "meduris 4.7"
    assert b.click("exchange:stone+stone+stone:wool") is True          # 3 stone for 1 wool during the ritual (§4.5)
    assert [x["key"] for x in b.buttons] == ["offer:one:wool", "offer:nothing", "undo"]
    s = b.state
    assert s.resources[1] == (1, 1, 0, 0) and (s.pending.kind, s.pending.site) == ("offer", 3)
    assert b.exchange == {}                               # 2 chips left: no further exchange
    assert b.click("offer:one:wool") is True
    assert b.state.scores[1] == 5 + 1


@pytest.mark.rule("meduris 4.3")
def test_hut_cost_hints_for_the_decider(board):
    # Ann to act; isolated hut = 1 of each symbol; site 27 holds a free-build chip (fixture)
    assert board.tips["site:4"] == "A hut here costs Ann (blue) 1 wood and 1 copper.\nIsolated hut: 1 chip of each symbol."
    assert "nothing: free-build bonus chip" in board.tips["site:27"]
    board.click("site:5")
    board.click("roll")
    # Bob: site 4 or 6 joins the hut on 5: 2 huts → 2 of each symbol; he holds 1 of each (see above)
    assert "site:5" not in board.tips and len(board.tips) == 31
    assert board.tips["site:4"].split("\n") == ["A hut here costs Bob (purple) 2 wood and 2 copper.",
                                            "The settlement would have 2 huts: 2 chips of each symbol.",
                                            "Bob (purple) has only 1 wood and 1 copper."]
    assert board.tips["site:6"].startswith("A hut here costs Bob (purple) 2 wood and 2 wool.")
    board.state = board.state.apply(BuildTemple(7))       # temples bound settlements (§4.4): site 6 is 5–6–T7
    assert board.tips["site:6"].startswith("A hut here costs Ann (blue) 2 wood and 2 wool.")
    board.lang = "pl"
    assert board.tips["site:8"].split("\n")[0] == "Chata na tym polu: Ann (niebieski) płaci: drewno ×1 i kamień ×1."
    board.click("roll")
    assert board.click("mode:temple") and board.tips == {}      # a site click would build a temple
    assert board.click("mode:hut") and "site:8" in board.tips


def _positions(count: int = 80):
    """States of one game (seed 3, Ann and Bob) played with the first legal non-exchange move each time."""
    s = new_game(["Ann", "Bob"], seed=3)
    out = [s]
    while len(out) < count and not s.is_terminal:
        s = s.apply(next(m for m in s.legal_moves() if not isinstance(m, Exchange)))
        out.append(s)
    return out


def test_every_live_target_and_button_is_a_legal_move_and_every_legal_move_is_offered():
    positions = _positions()
    assert {s.pending.kind for s in positions if s.pending} >= {"place_worker", "roll", "action"}
    for s in positions:
        board = MedurisBoard(s)
        legal = s.legal_moves()
        offered = []
        for mode in ("hut", "temple"):
            board.build_mode = mode
            for key in board.legal_targets:
                moves = board.moves_for(key)
                assert moves and all(m in legal for m in moves), (key, moves)
                offered += moves
            for button in board.buttons:
                assert button["control"] or button["key"] == "undo" or button["key"] in board.legal_targets
        assert set(offered) == set(legal)                 # nothing legal is missing from the board


def test_a_refused_click_in_polish_is_all_polish_and_changes_nothing():
    # every board element that is not live now, in three decisions: setup, roll, action
    english_words = ("worker", "plateau", "big yield", "build", "roll", " not ", "site", "->", "must")
    for s in [p for p in _positions(12) if p.pending.kind in ("place_worker", "roll", "action")][:12]:
        board = MedurisBoard(s, lang="pl")
        keys = [f"site:{n}" for n in range(1, len(s.sites) + 1)] + \
            [f"plateau:{r}" for r in ("wood", "wool", "copper", "stone")] + \
            [f"worker:{r}:{lvl}" for r in ("wood", "wool", "copper", "stone") for lvl in (1, 2, 3)] + \
            ["roll", "take:none", "offer:both", "offer:nothing"]
        for key in keys:
            if key in board.legal_targets:
                continue
            view, targets = board.view, board.legal_targets
            if board.click(key):
                # a worker is chosen for a big yield, or outside a big yield stands for its live plateau
                plateau = "plateau:" + key.split(":")[1]
                assert key.startswith("worker:") and (board.selected == key or (
                    plateau in targets and board.state.history[-1] == MedurisBoard(s).moves_for(plateau)[0]))
                board.state = s
                continue
            assert board.state is s and board.view == view and board.legal_targets == targets
            message = board.error
            assert message == board.last_error.message("pl") != board.last_error.message("en")
            assert not any(w in message.lower() for w in english_words), (key, message)
            meaning = board.meaning(s, key)
            assert meaning is None or str(meaning) not in message


@pytest.mark.rule("meduris 4.1")
def test_a_plateau_clicked_while_the_die_must_be_rolled_is_refused_in_polish(board):
    board.click("site:5")                                       # Ann builds; Bob must roll
    board.lang = "pl"
    before = board.state
    assert board.click("plateau:copper") is False
    assert board.error == "Nie teraz: Bob (fioletowy) musi najpierw rzucić kością (przycisk „Rzuć kością”). (meduris 4.1)"
    assert board.error_target == "plateau:copper" and board.state is before
    board.lang = "en"
    assert board.error == "Not now: Bob (purple) must first roll the die (button “Roll the die”). (meduris 4.1)"


@pytest.mark.rule("meduris 4.2")
def test_a_plateau_before_a_worker_asks_for_the_worker_first(board):
    assert board.click("plateau:wool") is False and board.state.history == board.state.history
    assert board.error == "First click the worker that moves, then the plateau it goes to. (meduris 4.2)"
    board.click("worker:stone:2")
    assert board.click("plateau:stone") is False                # back to its own plateau (FAQ §6.1)
    assert board.last_error.rule == "meduris 6.1" and board.selected == "worker:stone:2"


def test_the_board_follows_the_page_language_switch(board):
    language.set_language("pl")
    assert board.lang == "pl" and board.labels["plateau"]["wood"] == "Las"
    assert board.status.startswith("Tura 1 · Ann (niebieski)")
    fixed = MedurisBoard(board.state, lang="en")
    language.set_language("en")
    assert board.lang == "en" and fixed.lang == "en"


def test_count_captions_take_the_numbers_plural_form():
    """The board's captions under a number ("5 punktów", "2 punkty", "1 punkt"): one form per CLDR category,
    picked in the browser by Intl.PluralRules (Polish: one / few / many)."""
    from companion.meduris.ui.board import board_labels

    pl, en = board_labels("pl"), board_labels("en")
    assert pl["lang"] == "pl" and pl["score"] == {"one": "punkt", "few": "punkty", "many": "punktów", "other": "punktów"}
    assert pl["supply"]["few"] == "żetony" and pl["supply"]["many"] == "żetonów"
    assert en["score"]["one"] == "point" and en["score"]["other"] == "points"


def test_the_phone_zoom_texts_are_in_both_languages_and_keep_their_placeholders():
    """The phone layout's zoom bar (widgets/meduris_board.js, zoomPanel) fills {first} and {last} itself."""
    en, pl = board_labels("en")["phone"], board_labels("pl")["phone"]
    assert set(en) == set(pl) == {"hint", "whole", "previous", "next", "sites", "zoom_sites"}
    assert en["whole"] == "Whole board" and pl["whole"] == "Cała plansza"
    for texts in (en, pl):
        assert "{first}" in texts["sites"] and "{last}" in texts["sites"]
        assert "{first}" in texts["zoom_sites"] and "{last}" in texts["zoom_sites"]
    assert all(en[k] != pl[k] for k in en)
