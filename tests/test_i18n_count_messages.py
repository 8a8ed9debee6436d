"""Messages that carry a count take the form its number asks for, in English and Polish (README "Languages").

Counts come from the rules references (Meduris §3 step 6: at least 3 empty sites between bonus chips,
§3 step 7: at most 3 workers on a plateau, §1: 2 temples per colour, §4.5: an exchange returns 3 chips;
Five Tribes §1.5 #1: each pair of fakirs is 1 wild merchandise); the expected words come from grammar
(Polish: 1 żeton, 2–4 / 22–24 żetony, 5–21 żetonów; English: the singular for 1 only), not from the code.
"""
from __future__ import annotations

import pytest

from companion.errors import IllegalMove, InvalidBoard, InvalidMove, InvalidPosition
from companion.explain import Line
from companion.five_tribes.scoring import SHARED_NOTE as FIVE_TRIBES_NOTE
from companion.five_tribes.scoring import merchandise_line
from companion.iquazu.scoring import _SHARED_NOTE as IQUAZU_NOTE
from companion.meduris.engine import new_game, position
from companion.meduris.moves import Exchange, PlaceWorker
from companion.meduris.options import Options
from companion.result import TieBreak, build_result


def _tied(total: int, tie_breaks=(), shared_note=None):
    return build_result("meduris", {"track": "Score track"},
                        [("Ann", [Line("track", total)]), ("Bo", [Line("track", total)])],
                        list(tie_breaks), shared_note=shared_note)


@pytest.mark.rule("meduris 4.5")
def test_an_exchange_returns_three_chips_in_both_languages():
    with pytest.raises(InvalidMove) as err:                  # malformed: not a move at all
        new_game(["Ann", "Bob"], seed=1).apply(Exchange(None, None))  # type: ignore[arg-type]
    assert err.value.message("en").startswith("An exchange returns exactly 3 chips, not None.")
    assert err.value.message("pl").startswith("Wymiana oddaje dokładnie 3 żetony, nie None.")


@pytest.mark.rule("meduris 3")
def test_bonus_chips_too_close_need_three_empty_sites():
    with pytest.raises(InvalidBoard) as err:
        new_game(["Ann", "Bob"], seed=1, options=Options(bonus_sites=(1, 3, 11, 16, 21, 26)))
    assert "need at least 3 sites without a chip between them" in err.value.message("en")
    assert "muszą być co najmniej 3 pola bez żetonu" in err.value.message("pl")


@pytest.mark.rule("meduris 3")
def test_a_fourth_worker_finds_three_workers_on_the_plateau():
    state = new_game(["Ann", "Bob"], seed=1)
    for _ in range(3):
        state = state.apply(PlaceWorker("wood"))
    with pytest.raises(IllegalMove) as err:
        state.apply(PlaceWorker("wood"))
    assert "plateau already has 3 workers." in err.value.message("en")
    assert "stoi już 3 pracowników." in err.value.message("pl")


@pytest.mark.rule("meduris 1")
def test_three_temples_of_one_colour_are_refused_with_the_polish_plural():
    with pytest.raises(InvalidPosition) as err:
        position(["Red", "Green", "Blue"], seed=7, sites={3: ("temple", 0), 9: ("temple", 0), 15: ("temple", 0)})
    assert err.value.message("en") == "Red has 3 temples on the board; each player has 2."
    assert err.value.message("pl") == "Red ma na planszy 3 świątynie; każdy gracz ma ich 2."


def test_a_tie_on_one_point_is_one_point():
    assert _tied(1).tie_break_text("en") == "Ann and Bo are tied on 1 point and share rank 1."
    assert _tied(2).tie_break_text("en") == "Ann and Bo are tied on 2 points and share rank 1."
    assert _tied(1).tie_break_text("pl") == "Ann i Bo mają po 1 punkcie i dzielą 1. miejsce."
    assert _tied(22).tie_break_text("pl") == "Ann i Bo mają po 22 punkty i dzielą 1. miejsce."
    assert _tied(25).tie_break_text("pl") == "Ann i Bo mają po 25 punktów i dzielą 1. miejsce."


def test_tie_break_notes_count_the_points():
    broken = _tied(1, [TieBreak("Rune stones", [2, 1])])
    assert broken.tie_break_text("en").startswith("Ann and Bo are tied on 1 point; the tie is broken by")
    kept = _tied(1, [TieBreak("Rune stones", [2, 2])])
    assert kept.tie_break_text("en").startswith("Ann and Bo are tied on 1 point and stay tied after every tie-break")


def test_shared_ties_of_five_tribes_and_iquazu_count_the_points():
    assert _tied(1, shared_note=FIVE_TRIBES_NOTE).tie_break_text("en") == \
        "Ann and Bo are tied on 1 point and share rank 1: Five Tribes has no tie-break."
    assert _tied(1, shared_note=IQUAZU_NOTE).tie_break_text("en") == \
        "Ann and Bo are tied on 1 point: the rules have no tie-break, so they share rank 1."
    assert _tied(30, shared_note=IQUAZU_NOTE).tie_break_text("en") == \
        "Ann and Bo are tied on 30 points: the rules have no tie-break, so they share rank 1."


@pytest.mark.rule("five-tribes 1.5")
@pytest.mark.parametrize("fakirs, english, polish", [
    (2, "2 fakirs = 1 wild card", "2 karty fakirów = 1 dowolny towar"),
    (3, "3 fakirs = 1 wild card", "3 karty fakirów = 1 dowolny towar"),
    (5, "5 fakirs = 2 wild cards", "5 kart fakirów = 2 dowolne towary"),
    (1, "1 fakir = 0 wild cards", "1 karta fakira = 0 dowolnych towarów"),
])
def test_al_amin_counts_fakirs_and_wild_cards_separately(fakirs, english, polish):
    line = merchandise_line({"ivory": 1, "jewels": 1, "gold": 1}, fakirs=fakirs, al_amin=True)
    assert line.text("en").endswith(f"Al-Amin: {english})")
    assert line.text("pl").endswith(f"Al-Amin: {polish})")
