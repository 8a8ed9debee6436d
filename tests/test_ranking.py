"""Ranking with a tie-break chain (companion.result.build_result), checked on the rulebooks' tie rules."""
from __future__ import annotations

import pytest

from companion.explain import Line
from companion.result import TieBreak, build_result


def _result(totals, *chains, shared_note=None):
    players = [(f"P{i}", [Line("x", t)]) for i, t in enumerate(totals)]
    tbs = [TieBreak(label, values) for label, values in chains]
    return build_result("test", {"x": "X"}, players, tbs, shared_note=shared_note)


def test_competition_ranking_without_ties():
    r = _result([10, 30, 20])
    assert [p.rank for p in r.players] == [3, 1, 2]
    assert r.winners == ("P1",)
    assert r.tie_break_text() == "No players are tied on points."


def test_tie_broken_by_first_criterion_names_it():
    r = _result([57, 57], ("more huts and temples built", [9, 10]))
    assert [p.rank for p in r.players] == [2, 1]
    assert r.winners == ("P1",)
    assert "more huts and temples built" in r.tie_break_text()
    assert "P0 9" in r.tie_break_text() and "P1 10" in r.tie_break_text()


def test_second_criterion_used_only_when_first_is_equal():
    r = _result([57, 57], ("buildings", [10, 10]), ("chips", [3, 1]))
    assert r.winners == ("P0",)
    assert "chips" in r.tie_break_text() and "buildings" not in r.tie_break_text()


def test_still_tied_after_chain_shares_rank():
    r = _result([57, 57, 40], ("buildings", [10, 10, 3]), ("chips", [2, 2, 9]))
    assert [p.rank for p in r.players] == [1, 1, 3]
    assert r.winners == ("P0", "P1")
    assert "stay tied after every tie-break" in r.tie_break_text()


def test_three_way_tie_split_then_resolved_further_down():
    r = _result([50, 50, 50], ("a", [5, 5, 1]), ("b", [1, 2, 9]))
    assert [p.rank for p in r.players] == [2, 1, 3]
    text = r.tie_break_text()
    assert "broken by a" in text and "broken by b" in text


def test_shared_note_when_rules_have_no_tie_break():
    r = _result([12, 12], shared_note="{names} share first place on {total} points: no tie-break.")
    assert [p.rank for p in r.players] == [1, 1]
    assert r.tie_break_text() == "P0 and P1 share first place on 12 points: no tie-break."


@pytest.mark.parametrize("lang,joined", [("en", "A, B and C"), ("pl", "A, B i C")])
def test_names_joined_per_language(lang, joined):
    from companion.i18n import join_names

    assert join_names(["A", "B", "C"], lang) == joined


@pytest.mark.parametrize("items, lang, conjunction, expected", [
    (["Ala", "Bartek", "Celina"], "pl", "and", "Ala, Bartek i Celina"),
    (["więcej chat i świątyń", "więcej zasobów"], "pl", "and", "więcej chat i świątyń oraz więcej zasobów"),
    (["Ala", "Iza"], "pl", "and", "Ala i Iza"),                 # "i" inside a word is not the conjunction
    (["kamień lub drewno", "wełna"], "pl", "or", "kamień lub drewno albo wełna"),
    (["„A”", "„B”"], "pl", "then", "„A”, a potem „B”"),
    (["„A”", "„B”", "„C”"], "pl", "then", "„A”, potem „B”, a potem „C”"),
    (["A", "B", "C"], "en", "then", "A, then B, then C"),
    (["A"], "pl", "then", "A"),
])
def test_lists_are_joined_as_a_person_writes_them(items, lang, conjunction, expected):
    from companion.i18n import join_names

    assert join_names(items, lang, conjunction) == expected
