"""Rule cards: short answers to the rules questions players argue about, written for this product.

The cards are data files in this package, one per game (``cards/<game>.toml``, a list ``[[cards]]``). Each
card has, in both languages, a title, a short text in our own words (never rulebook text), optionally the
common misreading it corrects and a few FAQ answers, and it cites the section of the game's rules reference
(``shared/rules/<game>.md``) it comes from. Fields of one card:

=================  ==========================================================================================
``id``             unique within its game (``"viziers"``)
``section``        the section number in the rules reference (``"5"``, ``"4.3"``)
``heading_en``     the start of that section's heading in the reference (checked by the tests)
``heading_pl``     the same heading in Polish (shown in the citation)
``explains``       scoring categories of the game's sheet whose explanation lines link to the card
``keywords_en/pl`` words players would search for, in each language
``en`` / ``pl``    ``title``, ``text``, optional ``misreading`` and ``faq`` (a list of ``{q, a}``)
=================  ==========================================================================================

:func:`search` finds cards by keyword in either language, whatever the page language: letter case, accents
and the Polish ``ł`` are ignored (``"wezyr"`` finds *wezyr*, ``"Iquazu"`` finds *Iquazú*), and a word matches
the start of a longer one (``"wezyr"`` finds *wezyrów*, ``"temples"`` finds *temple*).

Example:
    >>> [c.key for c in search("wezyr")][:1]
    ['five-tribes/viziers']
    >>> [c.key for c in search("vizier bonus per opponent")][:1]
    ['five-tribes/viziers']
    >>> card("meduris", "temples").cite("pl")
    'Meduris — zasady, §5.3 Punktacja końcowa'
"""
from __future__ import annotations

import functools
import html
import re
import tomllib
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Mapping

from companion.i18n import LANGUAGES, N_, translate

__all__ = ["RuleCard", "Answer", "all_cards", "cards_of", "card", "cards_for_category", "search", "fold",
           "card_html", "CARDS_DIR"]

#: the folder of the card files (one ``<game id>.toml`` per game)
CARDS_DIR = Path(__file__).parent / "cards"

#: words too common to help a search (after :func:`fold`)
STOPWORDS = frozenset("""
a an and are at be by can do does for from how i if in is it its my of on or per the to what when where which who
why will with you your
a aby ale albo co czy do dla gdy i ile jak jaki jest kiedy kto na nie o od po przy sa sie to w we z za ze
""".split())

#: a card is shown when it scores at least this share of the best card's score (drops chance matches)
RELEVANT = 0.35

_WORD = re.compile(r"[0-9a-z]+(?:[-'][0-9a-z]+)*")
_BOLD = re.compile(r"\*\*(.+?)\*\*")


def fold(text: str) -> str:
    """``text`` for matching: lower case, accents removed, Polish ``ł`` as ``l``.

    >>> fold("Wezyrów Łódź IQUAZÚ")
    'wezyrow lodz iquazu'
    """
    text = text.replace("ł", "l").replace("Ł", "L")
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def words(text: str) -> list[str]:
    """The searchable words of ``text`` (folded; stop words and single letters left out).

    >>> words("When are the Iquazú tiles revealed?")
    ['iquazu', 'tiles', 'revealed']
    """
    return [w for w in _WORD.findall(fold(text)) if len(w) > 1 and w not in STOPWORDS]


@dataclass(frozen=True)
class Answer:
    """One question and its answer on a card."""

    q: str
    a: str


@dataclass(frozen=True)
class CardText:
    """A card's words in one language."""

    title: str
    text: str
    misreading: str = ""
    faq: tuple[Answer, ...] = ()


@dataclass(frozen=True)
class RuleCard:
    """One rule card (see the module docstring for its fields).

    Attributes:
        game: the game id; id: the card's id within the game; key: ``"<game>/<id>"``.
        section: section number in the rules reference; headings: language → that section's heading.
        explains: scoring categories whose explanation lines link here.
        keywords: language → search words; texts: language → :class:`CardText`.
    """

    game: str
    id: str
    section: str
    headings: Mapping[str, str]
    explains: tuple[str, ...]
    keywords: Mapping[str, tuple[str, ...]]
    texts: Mapping[str, CardText]
    _index: Mapping[str, float] = field(default_factory=dict, repr=False, compare=False)

    @property
    def key(self) -> str:
        """``"<game>/<id>"``, unique among all cards."""
        return f"{self.game}/{self.id}"

    def text(self, lang: str) -> CardText:
        """The card's words in ``lang`` (English when the language is unknown)."""
        return self.texts.get(lang) or self.texts["en"]

    def title(self, lang: str = "en") -> str:
        """The card's title in ``lang``."""
        return self.text(lang).title

    def cite(self, lang: str = "en") -> str:
        """Where the card comes from, for a reader: ``"<game> — rules, §<section> <heading>"``."""
        from companion import games

        return translate(N_("{game} — rules, §{section} {heading}"), lang).format(
            game=translate(games.title(self.game), lang), section=self.section,
            heading=self.headings.get(lang) or self.headings["en"])

    def score(self, query_words: list[str]) -> float:
        """How well the card matches the (folded) ``query_words``: the sum, over the query's words, of the
        best weight of a matching card word (its fields' weights added up: keywords 3, title 2, text 1); a word of 4 letters or more also
        matches the start of a longer card word, and a card word of 5 letters or more the start of a longer
        query word (inflections: "wezyr" ~ "wezyrow"), each for 0.8 of the weight, and two words that differ
        only in their last letters ("chaty" ~ "chata") for 0.6 (:func:`_likeness`); 0 when nothing matches."""
        return sum(max((weight * _likeness(q, word) for word, weight in self._index.items()), default=0.0)
                   for q in query_words)


def _likeness(q: str, word: str) -> float:
    """How far the folded query word ``q`` stands for the card word ``word``: 1 the same word; 0.8 one starts
    the other (at least 4 letters of the query, or a card word of 5 letters or more); 0.6 the same stem (a
    common start of 4 letters or more, at most 2 letters short of the shorter word); else 0.

    >>> _likeness("wezyr", "wezyrow"), _likeness("chaty", "chata"), _likeness("tie", "tiles")
    (0.8, 0.6, 0.0)
    """
    if q == word:
        return 1.0
    if (len(q) >= 4 and word.startswith(q)) or (len(word) >= 5 and q.startswith(word)):
        return 0.8
    common = 0
    for a, b in zip(q, word):
        if a != b:
            break
        common += 1
    return 0.6 if common >= 4 and common >= min(len(q), len(word)) - 2 else 0.0


def _build_index(game: str, keywords: Mapping[str, Iterable[str]], texts: Mapping[str, CardText]) -> dict:
    """Word → weight: the sum of the weights of the fields the word occurs in, in either language (keywords 3,
    title 2, text with misreading and FAQ 1, the game's title 1)."""
    from companion import games

    fields = [
        (3.0, " ".join(k for lang in LANGUAGES for k in keywords[lang])),
        (2.0, " ".join(texts[lang].title for lang in LANGUAGES)),
        (1.0, " ".join(f"{t.text} {t.misreading} " + " ".join(f"{x.q} {x.a}" for x in t.faq)
                       for t in (texts[lang] for lang in LANGUAGES))),
        (1.0, " ".join(translate(games.title(game), lang) for lang in LANGUAGES)),
    ]
    index: dict[str, float] = {}
    for weight, text in fields:
        for w in set(words(text)):
            index[w] = index.get(w, 0.0) + weight
    return index


def _read(path: Path) -> list[RuleCard]:
    game = path.stem
    with path.open("rb") as fh:
        data = tomllib.load(fh)
    out = []
    for raw in data.get("cards", []):
        texts = {lang: CardText(raw[lang]["title"].strip(), raw[lang]["text"].strip(),
                                raw[lang].get("misreading", "").strip(),
                                tuple(Answer(x["q"].strip(), x["a"].strip()) for x in raw[lang].get("faq", [])))
                 for lang in LANGUAGES}
        keywords = {lang: tuple(raw.get(f"keywords_{lang}", [])) for lang in LANGUAGES}
        out.append(RuleCard(game=game, id=raw["id"], section=str(raw["section"]),
                            headings={lang: raw[f"heading_{lang}"] for lang in LANGUAGES},
                            explains=tuple(raw.get("explains", [])), keywords=keywords, texts=texts,
                            _index=_build_index(game, keywords, texts)))
    return out


@functools.lru_cache(maxsize=None)
def all_cards() -> tuple[RuleCard, ...]:
    """Every card of every game, in file order (games in :data:`companion.games.GAMES` order)."""
    from companion import games

    order = list(games.GAMES)
    paths = sorted(CARDS_DIR.glob("*.toml"), key=lambda p: (order.index(p.stem) if p.stem in order else 99, p.stem))
    return tuple(c for path in paths for c in _read(path))


def cards_of(game: str) -> tuple[RuleCard, ...]:
    """The cards of ``game`` (``()`` for a game without cards)."""
    return tuple(c for c in all_cards() if c.game == game)


def card(game: str, card_id: str) -> RuleCard:
    """The card ``card_id`` of ``game``.

    Raises:
        KeyError: no such card.
    """
    for c in cards_of(game):
        if c.id == card_id:
            return c
    raise KeyError(f"{game}/{card_id}")


def cards_for_category(game: str, category: str) -> tuple[RuleCard, ...]:
    """The cards that explain the scoring ``category`` of ``game`` (the "why 13?" of an explanation line).

    >>> [c.id for c in cards_for_category("five-tribes", "viziers")]
    ['viziers']
    """
    return tuple(c for c in cards_of(game) if category in c.explains)


def search(query: str, game: str | None = None, limit: int | None = None) -> list[RuleCard]:
    """The cards matching ``query`` (English or Polish words, in any mix), best first.

    Args:
        query: what the reader typed; words in both languages are understood whatever the page language.
        game: only this game's cards (``None``: every game).
        limit: at most this many cards.
    Returns:
        Cards scoring at least :data:`RELEVANT` of the best card's score (:meth:`RuleCard.score`), best first
        (ties in file order); ``[]`` for an empty query or when nothing matches.
    """
    query_words = words(query)
    if not query_words:
        return []
    pool = cards_of(game) if game else all_cards()
    scored = sorted(((c.score(query_words), i, c) for i, c in enumerate(pool)), key=lambda t: (-t[0], t[1]))
    best = scored[0][0] if scored else 0.0
    found = [c for s, _, c in scored if s > 0 and s >= RELEVANT * best]
    return found[:limit] if limit is not None else found


def _paragraphs(text: str) -> str:
    parts = [p.strip() for p in text.split("\n\n") if p.strip()]
    return "".join("<p>" + _BOLD.sub(r"<b>\1</b>", html.escape(p)) + "</p>" for p in parts)


def card_html(rule: RuleCard, lang: str, *, heading: bool = True) -> str:
    """The card as HTML in ``lang``: title (unless ``heading`` is False), text, the misreading it corrects,
    the FAQ answers and the citation of the rules section."""
    t = rule.text(lang)
    out = [f'<div class="companion-rule-card" data-card="{html.escape(rule.key)}">']
    if heading:
        out.append(f"<h4>{html.escape(t.title)}</h4>")
    out.append(_paragraphs(t.text))
    if t.misreading:
        label = html.escape(translate(N_("Often misread"), lang))
        out.append(f'<p class="companion-misreading"><b>⚠ {label}:</b> {html.escape(t.misreading)}</p>')
    if t.faq:
        out.append('<dl class="companion-faq">')
        for answer in t.faq:
            out.append(f"<dt>{html.escape(answer.q)}</dt><dd>{html.escape(answer.a)}</dd>")
        out.append("</dl>")
    out.append(f'<p class="companion-cite">{html.escape(rule.cite(lang))}</p></div>')
    return "".join(out)
