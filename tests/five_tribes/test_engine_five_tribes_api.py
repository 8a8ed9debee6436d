"""The engine's API on the shared contract: notation, move checks, saves, views (five-tribes.md §1.8 hidden
information; design "Engine contract"; issue 7)."""
from __future__ import annotations

import json

import pytest

from companion.errors import IllegalMove, InvalidMove, InvalidSave
from companion.five_tribes.engine import FIVE_TRIBES
from companion.five_tribes.moves import Bid, Builders, Buy, Kill, Sell, TakeDjinn, UseDjinn, fakirs, phrase, tile
from companion.i18n import render
from ft_helpers import make, play


@pytest.mark.rule("five-tribes 3.2")
def test_every_move_of_the_action_space_round_trips_through_its_notation():
    space = FIVE_TRIBES.action_space(FIVE_TRIBES.new_game(["A", "B", "C"], seed=1))
    for move in space:
        assert FIVE_TRIBES.parse_move(str(move)) == move
    assert len(space) > 1000


@pytest.mark.rule("five-tribes 1.2")
def test_tiles_are_named_like_chess_squares():
    # examples (col, row) = (2, 2) -> c3; (3, 3) -> d4
    assert tile("c3") == 2 * 6 + 2 and tile("d4") == 3 * 6 + 3 and tile("a1") == 0 and tile("f5") == 29


@pytest.mark.rule("five-tribes 3.2")
@pytest.mark.parametrize("text", ["", "bid", "bid 7", "pick g1", "pick a6", "step", "drop camel", "kill c3",
                                  "buy 0", "buy 1 1", "buy 1 2 3", "take Dhenim ee", "take Leta ff",
                                  "use Leta x c3", "sell fakir", "sell fish+fish", "keep", "end now", 42,
                                  "kill player x vizier", "kill player 1 builder", "bid 18 kumarbi x"])
def test_bad_notation_is_an_invalid_move(text):
    with pytest.raises(InvalidMove):
        FIVE_TRIBES.parse_move(text)


@pytest.mark.rule("five-tribes 3.2")
def test_moves_are_made_canonical():
    s = FIVE_TRIBES.new_game(["A", "B"], seed=1)
    assert FIVE_TRIBES.checked(s, Buy((5, 2))) == Buy((2, 5))
    assert FIVE_TRIBES.checked(s, Sell(("wheat", "ivory"))) == Sell(("ivory", "wheat"))
    assert FIVE_TRIBES.checked(s, TakeDjinn("Jaafar", "ee")) == TakeDjinn("Jafaar", "ee")
    assert FIVE_TRIBES.parse_move("use baal e") == UseDjinn("Ba'al", "e")
    with pytest.raises(InvalidMove):
        FIVE_TRIBES.checked(s, Kill(30, "vizier"))
    with pytest.raises(InvalidMove):
        s.apply("bid 18")                                   # text is not a move object


@pytest.mark.rule("five-tribes 3.2")
def test_a_wrong_decision_names_what_is_waited_for():
    s = FIVE_TRIBES.new_game(["Ann", "Bob"], seed=1)
    with pytest.raises(IllegalMove) as err:
        play(s, "end")
    assert err.value.rule == "five-tribes 3.1" and "bid" in str(err.value)
    assert err.value.message("pl") != err.value.message("en")


@pytest.mark.rule("five-tribes 3.2")
def test_save_and_load_round_trip():
    s = FIVE_TRIBES.new_game(["Ann", "Bob", "Cid"], seed=4)
    for _ in range(40):
        s = s.apply(s.legal_moves()[-1])
    text = s.to_json()
    back = FIVE_TRIBES.load(text)
    assert back == s and back.history == s.history and back.to_json() == text
    record = json.loads(text)
    assert record["game"] == "five-tribes" and record["moves"][0].startswith("bid")


@pytest.mark.rule("five-tribes 3.2")
def test_a_prepared_position_saves_and_loads():
    s = play(make(3, meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}}), "pick a1")
    back = FIVE_TRIBES.load(s.to_json())
    assert back == s and back.start() == s.start()


@pytest.mark.rule("five-tribes 1")
def test_tampered_saves_are_refused():
    s = make(3, meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}})
    record = json.loads(s.to_json())
    record["origin"]["players"][0]["viziers"] = 5            # 5 viziers more than the 16
    with pytest.raises(InvalidSave):
        FIVE_TRIBES.load(json.dumps(record))
    record = json.loads(s.to_json())
    record["moves"] = ["pick f5"]
    with pytest.raises(InvalidSave):
        FIVE_TRIBES.load(json.dumps(record))
    with pytest.raises(InvalidSave):
        FIVE_TRIBES.load('{"game": "meduris"}')


@pytest.mark.rule("five-tribes 1.8")
def test_gold_is_secret_until_the_end():
    s = FIVE_TRIBES.new_game(["Ann", "Bob"], seed=2)
    view = s.view(0)
    assert view["players"][0]["gold"] == 50 and view["players"][1]["gold"] is None
    assert s.view(None)["players"][0]["gold"] is None
    assert view["draw_pile"] == 45 and isinstance(view["row"], list)
    json.dumps(view)


@pytest.mark.rule("five-tribes 1.8")
def test_option_hidden_cards():
    """§1.8: "Whether resource cards in hand are secret: not stated (unconfirmed)" — option ``hidden_cards``,
    default False (public). On, a player sees only the number of another player's cards, and so does the
    information-set search, which observes a player's view; at the end everything is shown."""
    from companion.analysis.hooks import observe_by_view
    from companion.five_tribes.options import Options
    from ft_helpers import edit, last_turn

    def game(**options):
        return make(3, meeples={"a1": {"vizier": 1}, "f5": {"elder": 1}}, cards={0: {"fish": 2, "fakir": 1}},
                    options=Options(**options))

    def silk_instead(f):                                   # Ann's 2 fish swapped with 2 silk of the face-down pile
        f["players"][0]["cards"] = {"silk": 2, "fakir": 1}
        f["draw_pile"]["fish"] = f["draw_pile"].get("fish", 0) + 2
        f["draw_pile"]["silk"] -= 2

    public = game()
    assert public.view(1)["players"][0]["cards"] == {"fish": 2, "fakir": 1} == public.view(None)["players"][0]["cards"]
    hidden = game(hidden_cards=True)
    assert hidden.view(1)["players"][0]["cards"] is None and hidden.view(1)["players"][0]["card_count"] == 3
    assert hidden.view(None)["players"][0]["cards"] is None
    assert hidden.view(0)["players"][0]["cards"] == {"fish": 2, "fakir": 1}            # one's own hand
    assert observe_by_view(public, 1) != observe_by_view(edit(public, silk_instead), 1)
    assert observe_by_view(hidden, 1) == observe_by_view(edit(hidden, silk_instead), 1)   # Bob cannot tell
    assert observe_by_view(hidden, 0) != observe_by_view(edit(hidden, silk_instead), 0)
    over = play(last_turn(hidden), "end")                  # no meeple move left: the game ends
    assert over.is_over and over.view(1)["players"][0]["cards"] == {"fish": 2, "fakir": 1}


@pytest.mark.rule("five-tribes 1.8")
def test_the_deck_order_is_chance_not_stored():
    from companion.five_tribes.serialize import position_fields
    from ft_helpers import last_turn

    s = FIVE_TRIBES.new_game(["Ann", "Bob"], seed=2)
    fields = position_fields(s)
    # a position (and so a save's origin) holds what the piles contain, never an order
    assert isinstance(fields["draw_pile"], dict) and sum(fields["draw_pile"].values()) == 45
    assert sorted(fields["djinn_pile"]) == fields["djinn_pile"] and len(fields["djinn_pile"]) == 19
    assert s.view(0)["draw_pile"] == 45 and s.view(0)["djinn_pile"] == 19
    # the same position with other seeds draws other cards at clean-up: the draws are the seed's chance
    rows = set()
    for seed in range(1, 6):
        t = last_turn(make(3, seed=seed, tiles={"b1": "oasis"}, row=[], meeples={"a1": {"vizier": 1},
                                                                                "b1": {"vizier": 1}}))
        t = play(t, "pick a1", "step b1", "drop vizier", "end")
        rows.add(t.row)
        assert len(t.row) == 9
    assert len(rows) > 1


@pytest.mark.rule("five-tribes 3.2")
def test_describe_in_both_languages_and_text_rendering():
    s = FIVE_TRIBES.new_game(["Ann", "Bob"], seed=2)
    move = s.legal_moves()[0]
    who = s.players[s.current_player]                       # the move log names who bids (Bob bids first here)
    assert FIVE_TRIBES.describe(s, move, "en") == f"{who}: bid 18 gold for turn order" and who == "Bob"
    assert FIVE_TRIBES.describe(s, move, "pl").startswith(f"{who}: ")
    assert FIVE_TRIBES.describe(s, move, "pl") != FIVE_TRIBES.describe(s, move, "en")
    assert str(s).startswith("Five Tribes") and "Ann" in str(s)


@pytest.mark.rule("five-tribes 3.2")
def test_undo_and_the_old_state_unchanged():
    s = FIVE_TRIBES.new_game(["Ann", "Bob"], seed=3)
    t = s.apply(s.legal_moves()[0])
    assert s.ply == 0 and t.undo() == s
    with pytest.raises(IllegalMove):
        s.undo()


@pytest.mark.rule("five-tribes 3.5")
def test_describe_names_the_player_whose_meeple_is_killed():
    from companion.five_tribes.moves import KillHeld

    s = FIVE_TRIBES.new_game(["Ann", "Bob", "Cy"], seed=2)
    who = s.players[s.current_player]
    assert FIVE_TRIBES.describe(s, KillHeld(1, "vizier")) == f"{who}: kill a vizier held by Bob"
    assert "Bob" in FIVE_TRIBES.describe(s, KillHeld(1, "vizier"), "pl")


def _builders_refusal(held: int, discarding: int) -> IllegalMove:
    """Ann's builders' gold (§3.5: (n + F) × B, F the fakirs she discards) asked with more fakirs than she holds."""
    s = make(tiles={"c3": "village"}, cards={0: {"fakir": held}},
             meeples={"d3": {"builder": 1}, "c3": {"builder": 1, "elder": 1}})
    s = play(s, "pick d3", "step c3", "drop builder")
    with pytest.raises(IllegalMove) as err:
        s.apply(Builders(discarding))
    return err.value


@pytest.mark.rule("five-tribes 3.5", "five-tribes 1.5")
@pytest.mark.parametrize("held, polish", [
    (1, "1 karta fakira"), (2, "2 karty fakirów"), (5, "5 kart fakirów"),
])
def test_a_count_of_fakirs_stands_where_polish_takes_the_nominative(held, polish):
    """"{n} fakir" is translated in the nominative ("1 karta fakira"), so every Polish sentence carrying it puts it
    where the nominative is right (after a label and a colon) — never as the object of a verb, which would need
    the accusative ("odrzuć 1 kartę fakira", "ma 1 kartę fakira")."""
    n = held
    assert _builders_refusal(held, held + 1).message("pl") == \
        f"Ann nie ma tylu kart fakirów (posiadane: {polish}). (five-tribes 3.5)"
    assert phrase(Builders(n)).text("pl") == f"weź złoto budowniczych (do odrzucenia: {polish})"
    assert phrase(Kill(14, "elder", n)).text("pl") == f"zabij na płytce c3 figurkę: mędrzec (do odrzucenia: {polish})"
    assert phrase(Bid(8, n)).text("pl") == f"zajmij pole 8 toru licytacji dzięki Kumarbiemu (do odrzucenia: {polish})"
    assert render("Tile {tile} is out of reach: it would take {fakirs}.", "pl", tile="c3", fakirs=fakirs(n)) == \
        f"Płytka c3 jest poza zasięgiem (do odrzucenia: {polish})."
    assert render("Tile {tile} is out of the assassins' reach (distance {distance}, reach {reach}): the kill must "
                  "discard {fakirs}.", "pl", tile="c3", distance=4, reach=2, fakirs=fakirs(n)) == \
        f"Płytka c3 jest poza zasięgiem asasynów (odległość 4, zasięg 2); przy zabójstwie do odrzucenia: {polish}."
    assert _builders_refusal(held, held + 1).message("en") == \
        f"Ann holds only {held} fakir{'s' if held > 1 else ''}. (five-tribes 3.5)"


@pytest.mark.rule("five-tribes 1.5")
def test_polish_djinn_payments_after_a_colon_are_in_the_nominative():
    """The pay buttons read "Zapłać: mędrca i fakira" (the accusative after a colon); a payment named on its own is
    the rulebook's term in the nominative (mędrzec, fakir), in the buttons and in the moves' words."""
    from companion.five_tribes.moves import PAY_LABELS
    from companion.five_tribes.ui.board import _BUTTON

    buttons = [render(_BUTTON["pay"], "pl", pay_label=PAY_LABELS[k]) for k in ("e", "f", "ee", "ef")]
    assert buttons == ["Zapłać: mędrzec", "Zapłać: fakir", "Zapłać: dwaj mędrcy", "Zapłać: mędrzec i fakir"]
    assert phrase(UseDjinn("Anun-Nak", "ef")).text("pl") == "użyj dżina Anun-Nak, płacąc: mędrzec i fakir"
