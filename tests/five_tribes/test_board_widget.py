"""The Five Tribes board widget without a browser: the live targets are the legal moves, a click goes through the
engine, a refused click keeps the state and names the rule, texts follow the language, gold stays secret.

Positions: the seed-3 game of ``tests/browser/five_tribes_board_fixture.ipynb`` (Ann and Bob, markers bid
18, 12, 8, 5, so Ann has 50 − 18 − 8 = 24 gold, five-tribes.md §2, §3.1; its Sultanate: e3 small market
with a vizier and 2 assassins, e4 village, f4 oasis 1 elder 2 merchants, f3 large market 3 viziers, e1
sacred place vizier/merchant/builder, f1 (corner) and f2; market row fish, silk, fakir, fish, fakir, fakir,
pottery, gold, wheat) and prepared positions (``ft_helpers.make``) that state every tile and meeple that
matters. Expected values are worked out from the rules in each test's comment.
"""
from __future__ import annotations

import random
import shutil
import subprocess

import pytest
import traitlets

from companion import games
from companion.engine.bots import RandomBot
from companion.errors import IllegalMove
from companion.five_tribes.moves import Buy, Kill, Pick, Sell, TakeDjinn, UseDjinn, tile
from companion.five_tribes.ui.board import ALL, BoardClickError, FiveTribesBoard, board_labels
from companion.ui import language
from companion.widget_assets import widget_asset
from companion.five_tribes.options import Options
from ft_helpers import make

GAME = games.get("five-tribes")
BIDS = ["bid 18", "bid 12", "bid 8", "bid 5"]


def fixture_state():
    return GAME.replay_moves(GAME.new_game(["Ann", "Bob"], seed=3), [GAME.parse_move(m) for m in BIDS])


@pytest.fixture(autouse=True)
def english_page():
    """Boards built without ``lang`` follow the page language: every test starts (and ends) in English."""
    language.set_language("en")
    yield
    language.set_language("en")


@pytest.fixture
def board() -> FiveTribesBoard:
    return FiveTribesBoard(fixture_state())


def _live_moves(b: FiveTribesBoard) -> list:
    """Every move a live key of the board stands for (choices: every follow-up)."""
    out = []
    for key in b.legal_targets:
        out.extend(b.moves_for(key))
    return out


def test_assets_are_found_and_the_module_parses(tmp_path):
    assert widget_asset("five_tribes_board.js").read_text(encoding="utf-8").rstrip().endswith("});")
    assert widget_asset("five_tribes_board.css").is_file()
    assert FiveTribesBoard._esm.startswith(widget_asset("base_board.js").read_text(encoding="utf-8"))
    node = shutil.which("node")
    if node:                                          # the joined module must parse as one ES module
        module = tmp_path / "five_tribes_board.mjs"
        module.write_text(FiveTribesBoard._esm, encoding="utf-8")
        check = subprocess.run([node, "--check", str(module)], capture_output=True, text=True)
        assert check.returncode == 0, check.stderr


@pytest.mark.slow
@pytest.mark.parametrize("seed", [4, 11])
def test_the_live_targets_are_exactly_the_legal_moves(seed):
    """At every decision of two random games (2 and 3 players): each live key stands for legal moves only,
    every legal move has a key, and every button sends a live key."""
    names = ["Ann", "Bob", "Cy"][:2 + seed % 2]
    state = GAME.new_game(names, seed=seed)
    b = FiveTribesBoard(state)
    bots = [RandomBot(seed * 10 + i) for i in range(len(names))]
    rng = random.Random(seed)
    while not state.is_over:
        legal = state.legal_moves()
        live = _live_moves(b)
        assert set(live) == set(legal), (str(state.decision), sorted(map(str, set(live) ^ set(legal))))
        keys = set(b.legal_targets)
        assert all(button["key"] in keys | {"undo", "advise"} for button in b.buttons)
        if rng.random() < 0.1 and len(state.legal_moves()) > 1:      # also through choices, now and then
            choice = next((k for k in b.legal_targets if len(b.moves_for(k)) > 1), None)
            if choice is not None and b.click(choice):        # the follow-ups: legal moves of the choice
                assert b.selected == choice and set(_live_moves(b)) <= set(legal)
                b.cancel()
        state = state.apply(bots[state.current_player].choose(state))
        b.state = state


@pytest.mark.rule("five-tribes 3.3")
@pytest.mark.rule("five-tribes 3.4")
@pytest.mark.rule("five-tribes 3.6")
def test_clicks_walk_a_move_take_a_tile_and_buy_cards(board):
    seen = []
    board.on_change(seen.append)
    assert board.click("tile:e3")                          # a vizier and 2 assassins in hand (§3.3 step 1)
    assert board.view["pending"]["hand"] == {"vizier": 1, "assassin": 2}
    assert sorted(k for k in board.legal_targets if k.startswith("tile:")) == \
        ["tile:d3", "tile:e2", "tile:e4", "tile:f3"]           # orthogonal neighbours of e3
    for key in ("tile:e4", "drop:assassin", "tile:f4", "drop:assassin", "tile:f3", "drop:vizier"):
        assert board.click(key), (key, board.error)
    s = board.state
    f3, e3 = tile("f3"), tile("e3")
    # the last vizier joins the 3 on f3: 4 collected, f3 empty and camel-less → Ann's camel (§3.4)
    assert s.viziers == (4, 0) and s.camels[f3] == 0 and s.camels_left == (10, 11)
    assert s.meeples[f3] == (0, 0, 0, 0, 0) and s.meeples[e3] == (0, 0, 0, 0, 0) and s.camels[e3] is None
    assert board.view["pending"]["path"] == ["e3", "e4", "f4", "f3"]
    assert board.view["pending"]["collected"] == {"tribe": "vizier", "n": 4}
    # the large market: 2 of the first 6 cards for 6 gold (§3.6); first click selects, second buys
    assert sorted(k for k in board.legal_targets if k.startswith("card:")) == [f"card:{i}" for i in range(1, 7)]
    assert "skip" in board.legal_targets
    assert board.click("card:1") and board.selected == "card:1"
    assert board.moves_for("card:2") == [Buy((1, 2))]
    assert board.click("card:2")
    s = board.state
    assert s.gold[0] == 24 - 6 and s.cards[0] == {"silk": 1, "fish": 1}
    assert s.row == ("fakir", "fish", "fakir", "fakir", "pottery", "gold", "wheat")   # no refill until clean-up
    # the end of the turn (§3.7): the sale panel offers the 3 suits of fish and silk; the button sells both
    assert sorted(tuple(o["kinds"]) for o in board.sale["options"]) == [("fish",), ("silk",), ("silk", "fish")]
    sell_all = next(b for b in board.buttons if b["key"].startswith("sell:"))
    assert sell_all == {"key": "sell:silk+fish", "label": "Sell silk and fish: 3 gold", "active": False,
                        "control": False}
    assert board.click("sell:silk+fish")
    assert board.state.gold[0] == 18 + 3 and board.state.cards[0] == {}
    assert board.sale == {}
    assert len(seen) == 9 and seen[-1] is board.state   # 7 for the move, the purchase, the sale
    assert board.click("end")
    assert board.state.current_player == 1                # Bob's 12 marker plays next (§3.1)


@pytest.mark.rule("five-tribes 3.3")
def test_a_refused_drop_names_the_rule_and_changes_nothing(board):
    board.click("tile:e1")                                 # vizier, merchant, builder in hand
    board.click("tile:f1")
    before, view, targets = board.state, board.view, board.legal_targets
    # after a vizier on f1, a merchant and a builder remain: f1 → f2 → e2 or f3, none of which holds a
    # merchant or a builder, so the last meeple could not be dropped (§3.3)
    assert "drop:vizier" not in targets and {"drop:merchant", "drop:builder"} <= set(targets)
    assert board.click("drop:vizier") is False
    assert isinstance(board.last_error, IllegalMove) and board.last_error.rule == "five-tribes 3.3"
    assert board.error == ("After dropping a vizier here the other meeples in hand could not end the move legally. "
                           "(five-tribes 3.3)")
    assert board.error_target == "drop:vizier"
    assert board.state is before and board.view == view and board.legal_targets == targets
    assert board.click("drop:merchant") and board.error == "" and board.error_target == ""
    assert board.click("tile:e1") is False                 # straight back (§3.3)
    assert "straight back to tile e1" in board.error
    assert board.click("tile:a5") is False                 # not adjacent
    assert "not orthogonally adjacent" in board.error


@pytest.mark.rule("five-tribes 3.1")
def test_bids_are_spots_and_a_taken_spot_is_refused():
    b = FiveTribesBoard(GAME.new_game(["Ann", "Bob"], seed=3))
    # all 50 gold, nothing taken: the six priced spots and the 0 spot (§3.1)
    assert b.legal_targets == ["bid:18", "bid:12", "bid:8", "bid:5", "bid:3", "bid:1", "bid:0"]
    assert [x["label"] for x in b.buttons][:2] == ["Bid 18 gold for turn order", "Bid 12 gold for turn order"]
    assert b.click("tile:c3") is False and b.last_error.rule == "five-tribes 3.1"     # no pick-up while bidding
    assert "must bid for turn order" in b.error
    assert b.click("bid:18")
    assert b.click("bid:18") is False                       # Bob: the 18 spot is Ann's now (§3.1)
    assert b.error == "The 18-gold spot is taken; only the 0 spots can be shared. (five-tribes 3.1)"
    assert b.view["turn_track"][0] == {"cost": 18, "marker": 0, "player": 0}
    assert b.view["bid_track"][0] is None and b.view["current_marker"] == 3


@pytest.mark.rule("five-tribes 3.5")
@pytest.mark.rule("five-tribes 3.6")
def test_assassins_a_tile_with_several_tribes_is_a_choice():
    # Ann walks b3 → c3 → d3 with 2 assassins: 2 collected on d3 (the elder stays), reach 2 (§3.5)
    s = make(tiles={"d3": "oasis"}, viziers={1: 2},
             meeples={"b3": {"assassin": 2}, "c3": {"vizier": 1}, "d3": {"assassin": 1, "elder": 1},
                      "f3": {"merchant": 1, "builder": 1}, "a3": {"elder": 1}})
    b = FiveTribesBoard(s)
    for key in ("tile:b3", "tile:c3", "drop:assassin", "tile:d3", "drop:assassin"):
        assert b.click(key), (key, b.error)
    assert str(b.state.decision) == "assassins"
    # in reach: c3 (distance 1: the vizier and the assassin dropped there), d3 (0: the elder), f3 (2);
    # a3 is 3 steps away; Bob's 2 viziers in front of him
    tiles = {k for k in b.legal_targets if k.startswith("tile:")}
    assert tiles == {"tile:c3", "tile:d3", "tile:f3"}
    assert "killheld:1:vizier" in b.legal_targets and "killheld:1:elder" not in b.legal_targets
    assert b.moves_for("tile:d3") == [Kill(tile("d3"), "elder")]          # one tribe: a direct kill
    assert b.click("tile:a3") is False
    assert b.error == "Tile a3 is out of reach: it would take 1 fakir. (five-tribes 3.5)"
    assert b.click("tile:c3") and b.selected == "tile:c3"                  # two tribes: a choice
    assert {x["key"]: x["label"] for x in b.buttons if x["key"].startswith("kill:c3")} == {
        "kill:c3:vizier": "Kill a vizier on tile c3", "kill:c3:assassin": "Kill an assassin on tile c3"}
    assert b.click("kill:c3:vizier")
    s = b.state
    assert s.meeples[tile("c3")] == (0, 0, 0, 0, 1)
    # then the oasis of d3: its palm tree is compulsory and automatic (§3.6)
    assert s.palm_trees[tile("d3")] == 1 and str(s.decision) == "turn"


@pytest.mark.rule("five-tribes 3.5")
def test_builders_buttons_show_the_gold():
    # B = blue tiles in the 3 × 3 block of c3: the village c3 and the sacred place b2 (the others red, §3.5)
    block = {"b2": "sacred_place", "c2": "oasis", "d2": "small_market", "b3": "large_market", "c3": "village",
             "d3": "oasis", "b4": "small_market", "c4": "large_market", "d4": "oasis"}
    s = make(tiles=block, cards={0: {"fakir": 1}},
             meeples={"d3": {"builder": 1}, "c3": {"builder": 1, "elder": 1}})
    b = FiveTribesBoard(s)
    for key in ("tile:d3", "tile:c3", "drop:builder"):
        assert b.click(key), (key, b.error)
    # 2 builders × 2 blue tiles = 4; with the fakir (2 + 1) × 2 = 6 (§3.5)
    assert {x["key"]: x["label"] for x in b.buttons if x["key"].startswith("builders:")} == {
        "builders:0": "Take the gold: 4", "builders:1": "Discard 1 fakir, gold: 6"}
    assert b.status == "Round 1 · Ann: take the builders' gold: 2 × 2 (blue tiles around)"
    assert b.click("builders:1")
    assert b.state.gold[0] == 50 + 6 and b.state.palaces[tile("c3")] == 1      # then the village's palace


@pytest.mark.rule("five-tribes 1.7", "five-tribes 6")
def test_with_limited_bank_the_buttons_show_what_the_bank_pays():
    """FAQ #2, option ``limited_bank``: the bank holds the box's 288 gold (§1.1) less the players'; here
    288 - (250 + 33) = 5, so a button's gold is cut to what the bank holds — what the engine then pays."""
    block = {"b2": "sacred_place", "c2": "oasis", "d2": "small_market", "b3": "large_market", "c3": "village",
             "d3": "oasis", "b4": "small_market", "c4": "large_market", "d4": "oasis"}
    s = make(tiles=block, cards={0: {"fakir": 1, "ivory": 1, "fish": 1}}, gold={0: 250, 1: 33},
             meeples={"d3": {"builder": 1}, "c3": {"builder": 1, "elder": 1}}, options=Options(limited_bank=True))
    b = FiveTribesBoard(s)
    for key in ("tile:d3", "tile:c3", "drop:builder"):
        assert b.click(key), (key, b.error)
    # 2 builders × 2 blue tiles = 4 (all paid); with the fakir (2 + 1) × 2 = 6, cut to 5 (§3.5)
    assert {x["key"]: x["label"] for x in b.buttons if x["key"].startswith("builders:")} == {
        "builders:0": "Take the gold: 4", "builders:1": "Discard 1 fakir, gold: 5"}
    assert b.click("builders:0")
    assert b.state.gold[0] == 254                              # 1 gold left in the bank
    assert b.state.palaces[tile("c3")] == 1 and str(b.state.decision) == "turn"
    # the sale (§3.7): {ivory}, {fish} 1 gold each, {ivory, fish} 3 gold, cut to the bank's 1
    assert {o["key"]: o["gold"] for o in b.sale["options"]} == {"sell:ivory": 1, "sell:fish": 1,
                                                               "sell:ivory+fish": 1}
    assert {x["key"]: x["label"] for x in b.buttons if x["key"].startswith("sell:")} == {
        "sell:ivory+fish": "Sell ivory and fish: 1 gold"}
    assert b.click("sell:ivory+fish")
    assert b.state.gold[0] == 255


@pytest.mark.rule("five-tribes 3.6")
def test_a_djinn_with_two_payments_asks_how_to_pay():
    # one vizier from b3 joins the vizier on the sacred place c3; Ann holds 2 elders and a fakir (§3.6)
    s = make(tiles={"c3": "sacred_place"}, elders={0: 2}, cards={0: {"fakir": 1}},
             meeples={"b3": {"vizier": 1}, "c3": {"vizier": 1, "elder": 1}})
    b = FiveTribesBoard(s)
    for key in ("tile:b3", "tile:c3", "drop:vizier"):
        assert b.click(key), (key, b.error)
    djinn = s.djinn_row[0]
    assert b.click(f"djinn:{djinn}") and b.selected == f"djinn:{djinn}"
    assert {x["key"]: x["label"] for x in b.buttons if x["key"].startswith("pay:")} == {
        "pay:ee": "Pay two elders", "pay:ef": "Pay an elder and a fakir"}
    assert b.moves_for("pay:ef") == [TakeDjinn(djinn, "ef")]
    assert b.click("pay:ef")
    s = b.state
    assert s.djinns[0] == (djinn,) and s.elders[0] == 1 and s.cards[0] == {}


@pytest.mark.rule("five-tribes 1.5")
def test_a_djinn_power_with_a_tile_is_chosen_first_then_its_tile():
    # Ann holds Enki and an elder: Enki puts a palm tree from the supply on an oasis (§1.5 #7)
    s = make(tiles={"a5": "oasis", "b5": "village"}, elders={0: 1}, djinns={0: ["Enki"]},
             meeples={"a1": {"vizier": 2}, "c1": {"vizier": 1}})
    b = FiveTribesBoard(s)
    assert "use:Enki:e" in b.legal_targets and "tile:a1" in b.legal_targets           # pick-up or djinn first
    assert {x["key"]: x["label"] for x in b.buttons if x["key"] != "advise"} == {"use:Enki:e": "Use Enki, paying an elder"}
    assert b.click("use:Enki:e")
    oases = {f"tile:{'abcdef'[t % 6]}{t // 6 + 1}" for t, (kind, _) in enumerate(s.tiles) if kind == "oasis"}
    assert {k for k in b.legal_targets if k.startswith("tile:")} == oases          # a1 is no pick-up now
    assert b.click("tile:b5") is False and b.last_error.rule == "five-tribes 1.5"
    assert b.error.startswith("Enki puts a palm tree from the supply on an oasis; tile b5 is not one")
    assert b.selected == "use:Enki:e"                                            # the choice is kept
    assert b.click("tile:a5")
    s = b.state
    assert s.palm_trees[tile("a5")] == 1 and s.elders[0] == 0 and str(s.decision) == "turn"
    assert b.moves_for("tile:a1") == [Pick(tile("a1"))]                          # Enki used: pick up now
    assert not any(k.startswith("use:") for k in b.legal_targets)               # once per turn


@pytest.mark.rule("five-tribes 1.8")
def test_gold_is_secret_except_for_the_decider_and_at_the_end():
    s = GAME.new_game(["Ann", "Bob"], seed=3)                    # Ann's marker bids first
    b = FiveTribesBoard(s)
    assert [p["gold"] for p in b.view["players"]] == [50, None]
    b.click("bid:18")                                           # Bob decides now: his gold, not Ann's
    assert [p["gold"] for p in b.view["players"]] == [None, 50]
    b.viewer = None                                             # a spectator sees nobody's gold
    assert [p["gold"] for p in b.view["players"]] == [None, None]
    b.viewer = ALL
    assert [p["gold"] for p in b.view["players"]] == [32, 50]
    b.viewer = 0
    assert [p["gold"] for p in b.view["players"]] == [32, None]
    with pytest.raises(ValueError):
        b.viewer = 2
    bots = [RandomBot(1), RandomBot(2)]
    while not s.is_over:
        s = s.apply(bots[s.current_player].choose(s))
    end = FiveTribesBoard(s, viewer=None)                       # the end of the game: every gold is shown
    assert [p["gold"] for p in end.view["players"]] == list(s.gold)
    assert end.legal_targets == [] and end.click("tile:a1") is False
    assert end.last_error.rule == "five-tribes 4"


def test_labels_and_messages_follow_the_language(board):
    board.click("tile:e1")
    board.click("tile:f1")
    board.click("drop:vizier")
    english = board.error
    board.lang = "pl"
    assert board.labels == board_labels("pl")
    # the tracks' names are swapped between the editions (five-tribes.md §8)
    assert board.labels["turn_order"] == "Tor licytacji" and board.labels["bid_order"] == "Tor kolejności"
    assert board.labels["tribe_letter"] == {"vizier": "W", "elder": "M", "merchant": "K", "builder": "B",
                                            "assassin": "A"}
    assert board.labels["kind"]["sacred_place"] == "Miejsce święte"
    assert board.status == "Runda 1 · Ann: zostaw figurkę na płytce f1: kliknij ją w ręce"
    assert board.error == board.last_error.message("pl") != english and board.error.endswith("(five-tribes 3.3)")
    assert board.tips["tile:f3"].startswith("Płytka f3 · duże targowisko, 4 PZ (kolor wartości: czerwony)")


def test_every_letter_label_is_one_distinct_letter_per_language():
    for lang in ("en", "pl"):
        letters = list(board_labels(lang)["tribe_letter"].values())
        assert len(set(letters)) == 5 and all(len(x) == 1 for x in letters), (lang, letters)


def test_arrows_are_checked_and_named_by_tile(board):
    board.arrows = [{"from": "e3", "path": ["e4", 22, "f3"], "label": "+4 viziers"}]
    assert board.arrows == [{"from": "e3", "path": ["e4", "e4", "f3"], "label": "+4 viziers"}]
    for bad in ([{"path": ["a1"]}], [{"from": "g9"}], [{"from": "a1", "path": "a2"}], [{"from": 30}],
                [{"from": "a1", "label": 5}]):
        with pytest.raises(traitlets.TraitError):
            board.arrows = bad
    board.arrows = []
    assert board.arrows == []


@pytest.mark.parametrize("junk", [None, "", "tile:g9", "tile:", "drop:camel", "bid:7", "bid:x", "card:0", "card:x",
                                  "djinn:Aladdin", "use:Enki:zz", "killheld:9:vizier", "killheld:1:merchant",
                                  "sell:fakir", "sell:", "pay:ee", "x" * 500, 12, "keep:Nobody"])
def test_junk_targets_are_refused_without_crashing(board, junk):
    before = board.state
    assert board.click(junk) is False
    assert board.error and board.state is before
    assert isinstance(board.last_error, (BoardClickError, IllegalMove))


@pytest.mark.rule("five-tribes 3.6")
def test_cards_beyond_the_market_are_refused_with_the_engines_words(board):
    for key in ("tile:e3", "tile:e4", "drop:assassin", "tile:f4", "drop:assassin", "tile:f3", "drop:vizier"):
        board.click(key)
    assert board.click("card:8") is False
    assert board.error == "This market sells only the first 6 face-up cards. (five-tribes 3.6)"
    assert board.click("undo")                              # the last drop taken back: the hand again
    assert board.view["pending"]["hand"] == {"vizier": 1}


def test_selling_from_the_panel_uses_the_legal_keys():
    # one vizier a1 → b1 (an oasis: its palm tree is automatic), then the end of the turn (§3.7)
    s = make(tiles={"b1": "oasis"}, cards={0: {"ivory": 2, "fish": 1, "fakir": 1}},
             meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}})
    b = FiveTribesBoard(s)
    for key in ("tile:a1", "tile:b1", "drop:vizier"):
        assert b.click(key), (key, b.error)
    # suits of different kinds, never fakirs (§3.7): {ivory}, {fish}, {ivory, fish}
    assert b.sale["held"] == {"ivory": 2, "fish": 1}
    assert {o["key"]: o["gold"] for o in b.sale["options"]} == {"sell:ivory": 1, "sell:fish": 1,
                                                               "sell:ivory+fish": 3}
    assert b.moves_for("sell:ivory") == [Sell(("ivory",))]
    assert b.click("sell:ivory")
    assert b.state.gold[0] == 50 + 1 and b.sale["held"] == {"ivory": 1, "fish": 1}


def test_repr_has_no_memory_address(board):
    assert repr(board) == ("FiveTribesBoard(players=['Ann', 'Bob'], round=1, decision='turn', decider='Ann', "
                           "lang='en')")


def test_a_move_the_engine_refuses_is_never_offered():
    """Every live key's move is accepted by the engine (no offered move is refused)."""
    s = fixture_state()
    b = FiveTribesBoard(s)
    for key in b.legal_targets:
        for move in b.moves_for(key):
            s.apply(move)                                    # raises if the engine refuses it
    assert isinstance(b.moves_for("tile:e3")[0], Pick) and b.moves_for("use:Enki:e") == []
    assert not any(isinstance(m, UseDjinn) for m in _live_moves(b))


@pytest.mark.rule("five-tribes 3.2")
def test_suggest_moves_draws_the_advisors_best_turns_as_arrows():
    """The "Suggest moves" switch: at a turn start the advisor's three best turns are drawn as arrows, each
    labelled with its score change; switched off, the arrows go."""
    from companion import games
    from companion.five_tribes.advisor import advise
    from companion.five_tribes.ui.board import ADVISE, FiveTribesBoard

    state = games.get("five-tribes").new_game(["Ann", "Bob"], seed=3)
    while state.decision.value == "bid":                         # bidding first (§3.1)
        state = state.apply(state.legal_moves()[0])
    board = FiveTribesBoard(state, lang="en")
    assert board.arrows == [] and any(b["key"] == ADVISE for b in board.buttons)
    board.click(ADVISE)
    best = advise(state, top=3)
    assert [a["from"] for a in board.arrows] == [a.arrow()["tiles"][0] for a in best]
    assert board.arrows[0]["label"].startswith("1. ") and "VP if the game ended now" in board.arrows[0]["label"]
    board.click(ADVISE)
    assert board.arrows == []
