"""Explanation lines: one scoring category of one player, as a formula with its numbers filled in.

A :class:`Line` keeps the formula as plain text over named symbols (``"n*(n+1)/2"``) and the
values of those symbols, so it renders cheaply as text for the CLI and, on demand, as a sympy
expression (``Line.sympy()``, ``Line.latex()``) for notebooks. sympy is imported only there.

The symbols are English (``"-2*loan"``, ``"l1 + r1"``); shown in another language, each symbol follows it:
its letters are looked up in the game's ``.po`` entries with ``msgctxt "<game> formula"`` (:func:`symbol`),
digits after them stay (``r1`` → ``p1``: the right side, *prawa*, in Polish). A symbol without an entry
(a djinn's name, ``Min``) is shown as it is.
"""
from __future__ import annotations

import re

from companion.i18n import Template, pgettext, render
from companion.records import factory, record

TYPE_CHECKING = False   # typing.TYPE_CHECKING without importing typing (2–4 ms of every command's start-up)
if TYPE_CHECKING:  # pragma: no cover - annotations only
    from typing import Any, Mapping

_SYMBOL = re.compile(r"[A-Za-z_][A-Za-z_0-9]*")
_STEM = re.compile(r"([A-Za-z_]+?)([0-9]*)")


def symbol(name: str, lang: str = "en", game: str = "") -> tuple[str, str]:
    """Return ``(letters, index)`` of the formula symbol ``name`` as shown in ``lang``: the letters translated
    in the context ``"<game> formula"`` (unchanged without an entry or without ``game``), the index digits kept.

    >>> symbol("l12", "en", "meduris")
    ('l', '12')
    """
    match = _STEM.fullmatch(name)
    stem, index = (match.group(1), match.group(2)) if match else (name, "")
    return (pgettext(f"{game} formula", stem, lang) if game and lang != "en" else stem), index


def _shown(formula: str, lang: str, game: str) -> str:
    """``formula`` with every symbol written in ``lang`` (:func:`symbol`)."""
    if not game or lang == "en":
        return formula
    return _SYMBOL.sub(lambda m: "".join(symbol(m.group(0), lang, game)), formula)


@record
class Line:
    """The points of one category for one player, with the formula that gives them.

    Args:
        category: category key of the game (e.g. ``"rune_stones"``).
        points: the points this line is worth (victory points; may be negative, e.g. a loan).
        formula: arithmetic over symbol names, parseable by sympy (``"n*(n+1)/2"``); ``""`` when
            the points were typed in directly.
        values: symbol name → number used in ``formula``.
        note: optional English msgid with ``{placeholders}`` saying in words what was counted, or a
            :class:`~companion.i18n.Plural` when its grammar depends on a count in ``note_params``.
        note_params: placeholder values for ``note``.
    """

    category: str
    points: int
    formula: str = ""
    values: Mapping[str, int] = factory(dict)
    note: Template = ""
    note_params: Mapping[str, Any] = factory(dict)

    def filled(self) -> str:
        """Return the formula with each symbol replaced by its value, e.g. ``"5*(5+1)/2"``."""
        if not self.formula:
            return str(self.points)
        return _SYMBOL.sub(lambda m: str(self.values.get(m.group(0), m.group(0))), self.formula)

    def text(self, lang: str = "en", game: str = "") -> str:
        """Return ``"<formula> = <filled> = <points>"`` plus the note, in ``lang``.

        With ``game``, the formula's symbols are written in ``lang`` too (``-2*pożyczka`` in Polish; see
        :func:`symbol`); without it they stay English.
        """
        steps = [] if _SYMBOL.fullmatch(self.formula or "0") else [_shown(self.formula, lang, game)]
        for step in (self.filled(), str(self.points)):
            if not steps or steps[-1] != step:
                steps.append(step)
        parts = [" = ".join(steps)]
        if self.note:
            parts.append("(" + self.note_text(lang) + ")")
        return " ".join(parts)

    def note_text(self, lang: str = "en") -> str:
        """Return the note in ``lang`` with its parameters filled in (``""`` without a note).

        Rendered by :func:`companion.i18n.render`, like every message: a :class:`~companion.i18n.Phrase`
        parameter is rendered in ``lang`` too, so a note can hold several counted phrases
        ("5 fakirs = 2 wild cards"), each with its own plural form.
        """
        return render(self.note, lang, **self.note_params) if self.note else ""

    def sympy(self):
        """Return ``Eq(<formula with numbers, unevaluated>, points)`` as a sympy object."""
        import sympy

        if not self.formula:
            return sympy.Eq(sympy.Integer(self.points), sympy.Integer(self.points), evaluate=False)
        expr = sympy.parse_expr(self.formula, evaluate=False)
        with sympy.evaluate(False):
            filled = expr.subs({sympy.Symbol(k): sympy.Integer(v) for k, v in self.values.items()})
        return sympy.Eq(filled, sympy.Integer(self.points), evaluate=False)

    def symbolic(self):
        """Return the formula as a sympy expression over its symbols (no numbers)."""
        import sympy

        return sympy.parse_expr(self.formula or str(self.points), evaluate=False)

    def evaluate(self) -> int:
        """Evaluate the formula with its values (with sympy) — used by tests to check ``points``."""
        import sympy

        if not self.formula:
            return self.points
        expr = sympy.parse_expr(self.formula)
        return int(expr.subs({sympy.Symbol(k): v for k, v in self.values.items()}))

    def symbolic_latex(self, lang: str = "en", game: str = "") -> str:
        """Return the formula over its symbols as LaTeX (``2 \\cdot e``), the symbols written in ``lang`` when
        ``game`` is given (``2 \\cdot m`` in Polish: *mędrcy*; a word in ``\\text{…}``, an index as a subscript)."""
        import sympy

        expr = self.symbolic()
        names = {}
        for sym in expr.free_symbols:
            letters, index = symbol(sym.name, lang, game)
            if letters != symbol(sym.name)[0]:        # translated: else sympy's own rendering
                shown = letters if len(letters) == 1 else rf"\text{{{letters}}}"
                names[sym] = shown + (f"_{{{index}}}" if index else "")
        return sympy.latex(expr, order="none", mul_symbol="dot", symbol_names=names)

    def latex(self, lang: str = "en", game: str = "") -> str:
        """Return ``formula = formula with numbers = points`` as LaTeX (for notebooks), like :meth:`text`
        (the symbols in ``lang`` when ``game`` is given).

        Steps that would repeat the previous one (a single symbol, a plain number) are left out. The numbers
        stand where their symbols stood (sympy would sort the arguments of ``Min`` by value: the numbers of
        ``min(ceramics, food, gears)`` must stay in that order).
        """
        import sympy

        steps: list[str] = []
        if self.formula and not _SYMBOL.fullmatch(self.formula):
            steps.append(self.symbolic_latex(lang, game))
        filled = str(self.points)
        if self.formula:
            numbers = {sym: (str(v) if v >= 0 else rf"\left({v}\right)")
                       for sym in self.symbolic().free_symbols if (v := self.values.get(sym.name)) is not None}
            filled = sympy.latex(self.symbolic(), order="none", mul_symbol="dot", symbol_names=numbers)
        for part in (filled, str(self.points)):
            if not steps or steps[-1] != part:
                steps.append(part)
        return " = ".join(steps)
