"""Rule cards (companion/rulebook/): every card cites an existing section of its game's rules reference, reads
in both languages, is our own wording (no run of words copied from the Polish rulebook), and a query in English
or Polish — with or without accents — finds the right card, including the three misreadings issue 11 names."""
from __future__ import annotations

import re

import pytest

from companion.calculator.render import explanation_html
from companion.examples import example_sheet
from companion.games import GAMES, score_sheet, scorer
from companion.i18n import LANGUAGES
from companion.rulebook import all_cards, card, card_html, cards_for_category, cards_of, search
from companion.rulebook.cards import fold
from support import SHARED

#: the Polish rulebook text of each game (shared/seeds, named in each reference's sources)
SEEDS = {"meduris": "000_60a79a9ed506a5eb.txt", "iquazu": "001_b725ed286a93c920.txt",
         "world-wonders": "003_28e0202a8142f5e5.txt", "five-tribes": "004_1cdfa730ce11a9f2.txt"}
_HEADING = re.compile(r"^#{2,4} (\d+(?:\.\d+)*)\.? +(.+?)\s*$")


def reference_headings(game: str) -> dict[str, str]:
    """Section number → heading text of ``shared/rules/<game>.md``."""
    out = {}
    for line in (SHARED / "rules" / f"{game}.md").read_text(encoding="utf-8").splitlines():
        match = _HEADING.match(line)
        if match:
            out.setdefault(match.group(1), match.group(2))
    return out


@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_game_has_8_to_15_cards_with_unique_ids(game):
    ids = [c.id for c in cards_of(game)]
    assert 8 <= len(ids) <= 15 and len(set(ids)) == len(ids)


@pytest.mark.parametrize("rule", all_cards(), ids=lambda c: c.key)
def test_every_card_cites_an_existing_section_heading_of_its_reference(rule):
    headings = reference_headings(rule.game)
    assert rule.section in headings, f"{rule.key}: no section {rule.section} in {rule.game}.md"
    assert headings[rule.section].startswith(rule.headings["en"]), (rule.key, headings[rule.section])
    assert rule.headings["pl"].strip()


@pytest.mark.parametrize("rule", all_cards(), ids=lambda c: c.key)
def test_every_card_reads_in_both_languages(rule):
    for lang in LANGUAGES:
        text = rule.text(lang)
        assert text.title and len(text.text) > 60 and rule.keywords[lang], (rule.key, lang)
    en, pl = rule.text("en"), rule.text("pl")
    assert len(en.faq) == len(pl.faq) and bool(en.misreading) == bool(pl.misreading)
    assert re.findall(r"\d+", en.text) == re.findall(r"\d+", pl.text), rule.key   # same numbers in both


@pytest.mark.parametrize("game", sorted(GAMES))
def test_cards_are_our_own_words_not_the_polish_rulebook(game):
    """No run of 7 words of a Polish card appears in the game's Polish rulebook (the cards are written for
    this product, never copied)."""
    seed = " ".join(re.findall(r"[0-9a-z]+", fold((SHARED / "seeds" / SEEDS[game]).read_text(encoding="utf-8"))))
    for rule in cards_of(game):
        t = rule.text("pl")
        for part in [t.title, t.text, t.misreading, *(x.q for x in t.faq), *(x.a for x in t.faq)]:
            tokens = re.findall(r"[0-9a-z]+", fold(part))
            for i in range(len(tokens) - 6):
                run = " ".join(tokens[i:i + 7])
                assert f" {run} " not in f" {seed} ", (rule.key, run)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_scoring_category_has_a_card_and_cards_explain_only_real_categories(game):
    labels = scorer(game).LABELS
    for rule in cards_of(game):
        assert set(rule.explains) <= set(labels), rule.key
    assert [k for k in labels if not cards_for_category(game, k)] == []


@pytest.mark.parametrize("query, game, expected", [
    # the three misreadings of issue 11, asked in English and in Polish
    ("vizier bonus per opponent", None, "five-tribes/viziers"),
    ("premia za wezyrów", None, "five-tribes/viziers"),
    ("wezyr", None, "five-tribes/viziers"),
    ("WEZYROWIE", None, "five-tribes/viziers"),
    ("when are Iquazú tiles revealed", None, "iquazu/tiles-revealed"),
    ("kiedy odkrywa się żetony bonusów", None, "iquazu/tiles-revealed"),
    ("kiedy odkrywa sie zetony", "iquazu", "iquazu/tiles-revealed"),
    ("what breaks a district", None, "world-wonders/districts"),
    ("co psuje dzielnicę", None, "world-wonders/districts"),
    ("dzielnica", None, "world-wonders/districts"),
    # scoring and the most argued rules
    ("temples", None, "meduris/temples"),
    ("swiatynie", None, "meduris/temples"),
    ("koszt chaty", None, "meduris/hut-cost"),
    ("offering both resources", None, "meduris/offering"),
    ("ofiara", None, "meduris/offering"),
    ("rune stones triangle", None, "meduris/rune-stones"),
    ("merchandise set of 5", None, "five-tribes/merchandise"),
    ("zestaw towarów", None, "five-tribes/merchandise"),
    ("column tie lower crystal", None, "iquazu/column-majority"),
    ("least developed resource", None, "world-wonders/least-resource"),
    ("niespłacona pożyczka", None, "world-wonders/loans"),
    ("tie", "meduris", "meduris/ties"),
    ("remis", "five-tribes", "five-tribes/ties"),
])
def test_a_query_in_english_or_polish_finds_the_right_card(query, game, expected):
    found = search(query, game)
    assert found and found[0].key == expected, [c.key for c in found]


def test_search_without_words_or_matches_finds_nothing():
    assert search("") == [] and search("the of a") == [] and search("xylophone") == []
    assert all(c.game == "iquazu" for c in search("tiles", "iquazu"))


@pytest.mark.rule("five-tribes 5")
@pytest.mark.rule("iquazu 5.4")
@pytest.mark.rule("world-wonders 6.3")
def test_the_three_misreadings_are_corrected_on_their_cards():
    viziers = card("five-tribes", "viziers").text("en")
    assert "per opponent" in viziers.misreading and "30, 10, 10 and 0" in viziers.text   # five-tribes.md §5
    tiles = card("iquazu", "tiles-revealed").text("en")
    assert "each time the frame moves" in tiles.misreading                             # iquazu.md §5.4 b
    district = card("world-wonders", "districts").text("en")
    assert "only an empty land space" in district.misreading                           # world-wonders.md §6.3


def test_a_card_as_html_cites_its_section_in_the_readers_language():
    rule = card("meduris", "temples")
    english, polish = card_html(rule, "en"), card_html(rule, "pl")
    assert "Meduris — rules, §5.3 Final scoring" in english and "Often misread" in english
    assert "Meduris — zasady, §5.3 Punktacja końcowa" in polish and "Częsty błąd" in polish
    assert "<dt>Two temples stand side by side." in english
    assert ".md" not in english and "/" not in rule.cite("en")              # no file names for players


def test_explanation_lines_fold_out_the_card_that_explains_them():
    result = score_sheet(example_sheet("five-tribes"))
    text = explanation_html(result, "en")
    player = result.players[0]
    vizier = player.line("viziers").points
    assert f"<summary>why {vizier}?</summary>" in text
    assert text.count("<details") == len(result.players) * len(player.lines)     # every category has a card
    assert 'data-card="five-tribes/viziers"' in text
    assert f"<summary>skąd {vizier}?</summary>" in explanation_html(result, "pl")
    assert "<details" not in explanation_html(result, "en", why=False)
