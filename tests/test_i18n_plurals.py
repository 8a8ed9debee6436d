"""Plural forms (README "Languages"): a message with a count takes the form the language's grammar asks for.

Expected texts come from grammar, not from running the code: Polish nouns take the nominative singular
for 1 (karta), the nominative plural for numbers ending in 2–4 except 12–14 (2, 22 karty) and the
genitive plural otherwise (5, 12, 25, 112 kart); English takes the singular for 1 only.
"""
from __future__ import annotations

import doctest

import pytest

import companion.i18n
from companion.errors import InvalidScoreSheet
from companion.explain import Line
from companion.i18n import Phrase, Plural, ngettext, plural_rule, render, translate
from companion.result import build_result

DECK = Plural("the deck has only {limit} card of this kind; the players hold {total}",
              "the deck has only {limit} cards of this kind; the players hold {total}", count="limit")
MIN_ENTRIES = Plural("needs at least {limit} entry", "needs at least {limit} entries", count="limit")


@pytest.mark.parametrize("n, polish", [
    (1, "w talii jest tylko 1 karta tego towaru"),
    (2, "w talii są tylko 2 karty tego towaru"),
    (5, "w talii jest tylko 5 kart tego towaru"),
    (12, "w talii jest tylko 12 kart tego towaru"),
    (22, "w talii są tylko 22 karty tego towaru"),
    (25, "w talii jest tylko 25 kart tego towaru"),
    (112, "w talii jest tylko 112 kart tego towaru"),
])
def test_polish_card_counts_follow_polish_grammar(n, polish):
    assert render(DECK, "pl", limit=n, total=n + 1) == f"{polish}; gracze mają ich {n + 1}"


@pytest.mark.parametrize("n, english", [(0, "0 entries"), (1, "1 entry"), (2, "2 entries"), (21, "21 entries")])
def test_english_takes_the_singular_for_one_only(n, english):
    assert render(MIN_ENTRIES, "en", limit=n) == f"needs at least {english}"


@pytest.mark.parametrize("n, index", [(1, 0), (2, 1), (4, 1), (5, 2), (11, 2), (12, 2), (14, 2), (21, 2), (22, 1),
                                      (25, 2), (104, 1), (112, 2), (0, 2)])
def test_polish_plural_rule_is_the_gettext_rule(n, index):
    nplurals, index_of = plural_rule("pl")
    assert nplurals == 3
    assert index_of(n) == index


def test_a_sheet_error_uses_the_form_of_its_count():
    error = InvalidScoreSheet("players", MIN_ENTRIES, limit=2)
    assert error.message("en") == "players: needs at least 2 entries"
    assert error.message("pl") == "players: musi mieć co najmniej 2 pozycje"
    assert InvalidScoreSheet("players", MIN_ENTRIES, limit=1).message("pl") == "players: musi mieć co najmniej 1 pozycję"
    assert InvalidScoreSheet("players", MIN_ENTRIES, limit=5).message("pl") == "players: musi mieć co najmniej 5 pozycji"


def test_an_empty_sheet_reads_two_entries():
    from companion.games import score_sheet

    with pytest.raises(InvalidScoreSheet) as caught:
        score_sheet({"game": "meduris", "players": []})
    assert caught.value.message("en").endswith("needs at least 2 entries")
    assert caught.value.message("pl").endswith("musi mieć co najmniej 2 pozycje")


def test_phrase_and_line_note_choose_the_form_late():
    stones = Plural("{n} rune stone: 1 + 2 + … + {n}", "{n} rune stones: 1 + 2 + … + {n}", count="n")
    assert Phrase(stones, {"n": 1}).text("en") == "1 rune stone: 1 + 2 + … + 1"
    assert Phrase(stones, {"n": 3}).text("pl") == "3 kamienie runiczne: 1 + 2 + … + 3"
    line = Line("rune_stones", 15, "n*(n + 1)/2", {"n": 5}, stones, {"n": 5})
    assert line.text("pl").endswith("(5 kamieni runicznych: 1 + 2 + … + 5)")


def test_one_winner_is_a_winner():
    one = build_result("meduris", {"track": "Score track"},
                       [("Ann", [Line("track", 9)]), ("Bo", [Line("track", 4)])], [])
    two = build_result("meduris", {"track": "Score track"},
                       [("Ann", [Line("track", 9)]), ("Bo", [Line("track", 9)])], [])
    assert "Winner: Ann" in one.to_table("en")
    assert "Zwycięzca: Ann" in one.to_table("pl")
    assert "Winners: Ann and Bo" in two.to_table("en")
    assert "Zwycięzcy: Ann i Bo" in two.to_table("pl")


def test_a_list_counts_its_items_and_a_bad_count_does_not_crash():
    winners = Plural("Winner: {names}", "Winners: {names}", count="names")
    assert render(winners, "en", names=["Ann"]) == "Winner: Ann"
    assert ngettext("{n} entry", "{n} entries", None) == "{n} entries"
    assert ngettext("{n} entry", "{n} entries", 2.5) == "{n} entries"
    assert ngettext("{n} entry", "{n} entries", "x", "pl") == "{n} entries"   # untranslated: English


def test_singular_texts_still_translate():
    assert translate("Rank", "pl") == "Miejsce"


def test_docstring_examples():
    result = doctest.testmod(companion.i18n)
    assert result.attempted > 0 and result.failed == 0
