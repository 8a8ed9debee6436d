"""The engine speaks the Polish rulebook's language (iquazu.md §8 glossary): what a player reads in Polish — the
moves told in words and the refusals — uses the glossary's Polish terms, not translations of our own.

Expected words are the glossary's Polish column (stems, so that any grammatical case matches: "wnęka", "wnęce",
"wnękę"); the positions are the test wall of tests/iquazu/conftest.py.
"""
from __future__ import annotations

import pytest

from companion.errors import IllegalMove
from companion.iquazu.moves import DRAW, END, USE_DOUBLE, Discard, Pay, Place, UseCards, phrase


def _refusal_pl(state, move) -> str:
    with pytest.raises(IllegalMove) as info:
        state.apply(move)
    return info.value.message("pl").lower()


@pytest.mark.rule("iquazu 8")
@pytest.mark.parametrize("move, terms", [
    (USE_DOUBLE, ["żeton", "podwójny ruch"]),                       # żeton bonusu; podwójny ruch
    (UseCards(3), ["żeton", "bonusu"]),                              # żeton bonusu (dodatkowe karty)
    (Pay(0, 0, 1, any_colour=True), ["kolor kart nie ma znaczenia"]),
    (DRAW, ["dobierz", "4 karty"]),
], ids=["double", "cards", "any-colour", "draw"])
def test_moves_told_in_polish_use_the_glossary(move, terms):
    text = phrase(move).text("pl").lower()
    assert all(term in text for term in terms), text


@pytest.mark.rule("iquazu 8")
def test_refusals_in_polish_use_the_glossary(iq):
    s = iq.make(2, alcoves={(1, 4): "drop", (1, 3): "R"}, hands={"G": (0, 0, 0)})
    assert all(t in _refusal_pl(s, Place(1, 4)) for t in ("wnęce", "kropla wody", "kryształ"))   # wnęka, kropla
    assert "kryształ" in _refusal_pl(s, Place(1, 3))
    assert "ramki" in _refusal_pl(s, Place(7, 0))                                  # ramka (the frame)
    assert "żeton" in _refusal_pl(s, USE_DOUBLE) and "podwójny ruch" in _refusal_pl(s, USE_DOUBLE)
    assert "dodatkowe karty" in _refusal_pl(s, UseCards(2))                         # dodatkowe karty
    assert "wnęk" in _refusal_pl(s, Pay(1, 0, 0))
    assert "limitu 12" in _refusal_pl(s, Discard("white"))                          # limit kart na ręce: 12
    assert "akcj" in _refusal_pl(s, END)
