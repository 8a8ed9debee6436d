"""Explanation lines: one scoring category of one player, as a formula with its numbers filled in.

A :class:`Line` keeps the formula as plain text over named symbols (``"n*(n+1)/2"``) and the
values of those symbols, so it renders cheaply as text for the CLI and, on demand, as a sympy
expression (``Line.sympy()``, ``Line.latex()``) for notebooks. sympy is imported only there.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Mapping

from companion.i18n import Template, render

_SYMBOL = re.compile(r"[A-Za-z_][A-Za-z_0-9]*")


@dataclass(frozen=True)
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
    values: Mapping[str, int] = field(default_factory=dict)
    note: Template = ""
    note_params: Mapping[str, Any] = field(default_factory=dict)

    def filled(self) -> str:
        """Return the formula with each symbol replaced by its value, e.g. ``"5*(5+1)/2"``."""
        if not self.formula:
            return str(self.points)
        return _SYMBOL.sub(lambda m: str(self.values.get(m.group(0), m.group(0))), self.formula)

    def text(self, lang: str = "en") -> str:
        """Return ``"<formula> = <filled> = <points>"`` plus the note, in ``lang``."""
        steps = [] if _SYMBOL.fullmatch(self.formula or "0") else [self.formula]
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

    def latex(self) -> str:
        """Return ``formula = formula with numbers = points`` as LaTeX (for notebooks), like :meth:`text`.

        Steps that would repeat the previous one (a single symbol, a plain number) are left out.
        """
        import sympy

        def tex(expr) -> str:
            return sympy.latex(expr, order="none", mul_symbol="dot")

        steps: list[str] = []
        if self.formula and not _SYMBOL.fullmatch(self.formula):
            steps.append(tex(self.symbolic()))
        equation = self.sympy()
        for part in (tex(equation.lhs), tex(equation.rhs)):
            if not steps or steps[-1] != part:
                steps.append(part)
        return " = ".join(steps)
