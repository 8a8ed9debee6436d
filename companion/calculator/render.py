"""How the calculator shows a result: score table, winners, chart (PNG) and formulas (LaTeX in HTML).

:func:`formula_lines` gives the same formulas as display-ready LaTeX lines for the calculator notebooks.
"""
from __future__ import annotations

import html
import io

from companion.explain import latex_text
from companion.i18n import N_, ngettext, translate
from companion.result import ScoreResult, join_names

STYLE = """<style>
.companion-invalid input, .companion-invalid textarea, .companion-invalid select {
  border: 2px solid #d32f2f !important; background: #fff4f4 !important; }
.companion-invalid.widget-checkbox, .companion-invalid.widget-box, .companion-invalid.widget-hbox,
.companion-invalid.widget-vbox { outline: 2px solid #d32f2f; outline-offset: 1px; }
.companion-message { color: #c62828; font-size: 0.9em; line-height: 1.3; }
.companion-banner-error { color: #c62828; font-weight: bold; }
.companion-stale { opacity: 0.55; }
.companion-card { border: 1px solid #c8c8c8; border-radius: 6px; padding: 6px 8px; margin: 4px; }
.companion-note { color: #666; }
.companion-download { display: inline-block; padding: 4px 12px; border: 1px solid #9e9e9e; border-radius: 3px;
  background: #eee; color: #000; text-decoration: none; }
.companion-download:hover { background: #e0e0e0; }
.companion-result table { border-collapse: collapse; }
.companion-result th, .companion-result td { padding: 2px 10px; border-bottom: 1px solid #ddd; text-align: right; }
.companion-result td:first-child, .companion-result th:first-child { text-align: left; font-weight: bold; }
.companion-why { display: inline; }
.companion-why > summary { display: inline-block; cursor: pointer; color: #1565c0; text-decoration: underline;
  padding: 8px 8px; min-height: 40px; line-height: 24px; box-sizing: border-box; }
.companion-why[open] { display: block; margin: 4px 0 8px 0; }
.companion-rule-card { border-left: 4px solid #1565c0; background: #f5f8fc; padding: 6px 12px; margin: 4px 0;
  max-width: 720px; }
.companion-rule-card h4 { margin: 4px 0; }
.companion-rule-card p { margin: 4px 0; }
.companion-misreading { color: #8a4b00; }
.companion-faq { display: block; margin: 4px 0; }
.companion-faq dt { display: block; float: none; width: auto; font-weight: bold; margin-top: 4px; }
.companion-faq dd { display: block; float: none; width: auto; margin: 0 0 4px 16px; }
.companion-cite { color: #555; font-size: 0.9em; font-style: italic; }
</style>"""

def formula_lines(result: ScoreResult, lang: str = "en", symbolic: bool = False) -> list[str]:
    """One LaTeX line per player and category: ``<name> — <translated label>:\\quad <formula>``.

    Args:
        result: a scored :class:`~companion.result.ScoreResult`.
        lang: language of the category labels and of the formulas' symbols (``"en"`` or ``"pl"``).
        symbolic: False: the formula with the numbers filled in and its points (``2 \\cdot e = 2 \\cdot 2 = 4``);
            True: the formula over its symbols only (``2 \\cdot e``).

    Returns:
        Strings for :class:`IPython.display.Math`, players in sheet order, categories in label order;
        names and labels are escaped (an underscore or ``&`` in a name cannot break the formula).
    """
    out = []
    for player in result.players:
        for line in player.lines:
            label = translate(result.labels.get(line.category, line.category), lang)
            formula = line.symbolic_latex(lang, result.game) if symbolic else line.latex(lang, result.game)
            out.append(latex_text(f"{result.shown_name(player.name, lang)} — {label}:") + rf"\quad {formula}")
    return out


def why_html(game: str, category: str, points: int, lang: str) -> str:
    """A "why 13?" for one explanation line: a fold-out (``<details>``) with the rule cards that explain the
    ``category`` of ``game`` (:func:`companion.rulebook.cards_for_category`); ``""`` when no card does."""
    from companion.rulebook import card_html, cards_for_category

    found = cards_for_category(game, category)
    if not found:
        return ""
    label = html.escape(translate(N_("why {points}?"), lang).format(points=points))
    body = "".join(card_html(card, lang) for card in found)
    return f' <details class="companion-why"><summary>{label}</summary>{body}</details>'


def explanation_html(result: ScoreResult, lang: str, why: bool = True) -> str:
    """Per player and category: label, the filled-in formula as LaTeX (``$…$``) and the note, as HTML; with
    ``why``, each line whose category a rule card explains folds out that card ("why 13?", :func:`why_html`)."""
    parts = []
    for player in result.players:
        parts.append(f"<p><b>{html.escape(result.shown_name(player.name, lang))}</b> — {player.total}</p><ul>")
        for line in player.lines:
            label = html.escape(translate(result.labels.get(line.category, line.category), lang))
            try:
                formula = f"${line.latex(lang, result.game)}$"
            except Exception:  # a formula sympy cannot read still shows as text
                formula = html.escape(line.text(lang, result.game))
            note = line.note_text(lang)
            note = f' <span class="companion-note">({html.escape(note)})</span>' if note else ""
            more = why_html(result.game, line.category, line.points, lang) if why else ""
            parts.append(f"<li>{label}: {formula}{note}{more}</li>")
        parts.append("</ul>")
    return "".join(parts)


def chart_png(result: ScoreResult, lang: str) -> bytes:
    """The result's bar chart as PNG bytes (rendered without a GUI backend)."""
    figure = result.chart(lang)
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=80)
    return buffer.getvalue()


def table_html(result: ScoreResult, lang: str, stale: bool = False) -> str:
    """The score table (players by rank × categories, total, rank) as HTML; ``stale`` adds "Last valid result"."""
    table = result.to_frame(lang).reset_index().to_html(index=False, border=0)
    if stale:
        table = f"<p><b>{html.escape(translate(N_('Last valid result'), lang))}</b></p>" + table
    return table


def winners_html(result: ScoreResult, lang: str) -> str:
    """The winners and, in words, the tie-break that was applied."""
    return (f"<p><b>{html.escape(ngettext('Winner', 'Winners', len(result.winners), lang))}:</b> {html.escape(join_names(result.winner_names(lang), lang))}"
            f"<br>{html.escape(result.tie_break_text(lang))}</p>")
