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

#: the sympy functions a formula may call → how every language shows them (lower case, like ``\\min`` in LaTeX)
FUNCTIONS = {"Min": "min", "Max": "max"}

#: characters that cannot stand inside ``\\text{…}`` and their math-mode forms (MathJax and LaTeX alike)
_LATEX_SPECIALS = {"\\": r"\backslash ", "{": r"\{", "}": r"\}", "_": r"\_", "^": r"\hat{}", "&": r"\&",
                   "%": r"\%", "$": r"\$", "#": r"\#", "~": r"\sim "}


def latex_text(text: str) -> str:
    """``text`` as math-mode LaTeX: plain runs in ``\\text{…}``, LaTeX specials escaped between them.

    ``"palm_trees"`` → ``"\\text{palm}\\_\\text{trees}"`` (MathJax shows no macros inside ``\\text``,
    so an escaped character must stand outside it).

    >>> latex_text("palm_trees")
    '\\\\text{palm}\\\\_\\\\text{trees}'
    """
    out, run = [], ""
    for ch in text:
        if ch in _LATEX_SPECIALS:
            out += [rf"\text{{{run}}}"] if run else []
            out.append(_LATEX_SPECIALS[ch])
            run = ""
        else:
            run += ch
    out += [rf"\text{{{run}}}"] if run else []
    return "".join(out)


def latex_symbol(name: str, lang: str = "en", game: str = "") -> str:
    """The formula symbol ``name`` as LaTeX, built here rather than by sympy (which reads ``shamhat`` as
    ``\\hat{sham}``, ``eta`` as a Greek letter, ``palm_trees`` as a subscript): one Latin letter in italics, a
    longer word (the letters in ``lang``, :func:`symbol`) upright in ``\\text{…}``, the index digits as a subscript.

    >>> latex_symbol("shamhat"), latex_symbol("t12"), latex_symbol("r1", "pl", "meduris")
    ('\\\\text{shamhat}', 't_{12}', 'p_{1}')
    """
    letters, index = symbol(name, lang, game)
    shown = letters if len(letters) == 1 and "a" <= letters.lower() <= "z" else latex_text(letters)
    return shown + (f"_{{{index}}}" if index else "")


def parse_formula(formula: str, evaluate: bool = False):
    """``formula`` (arithmetic over symbol names and the :data:`FUNCTIONS`) as a sympy expression whose every
    name is a plain :class:`sympy.Symbol`: a name sympy knows (``E``, ``N``, ``beta``, ``lambda``) is never
    read as its constant, function or keyword.

    Raises:
        SyntaxError, TypeError or sympy.SympifyError: ``formula`` is not arithmetic.
    """
    import sympy

    names: dict[str, str] = {}

    def placeholder(match):
        name = match.group(0)
        return name if name in FUNCTIONS else names.setdefault(name, f"_s{len(names)}_")

    text = _SYMBOL.sub(placeholder, formula)
    local: dict[str, Any] = {p: sympy.Symbol(n) for n, p in names.items()}
    local.update({f: getattr(sympy, f) for f in FUNCTIONS})
    return sympy.parse_expr(text, local_dict=local, evaluate=evaluate)


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
    """``formula`` with every symbol written in ``lang`` (:func:`symbol`) and every function as :data:`FUNCTIONS`
    shows it (``min``)."""
    def shown(name: str) -> str:
        if name in FUNCTIONS:
            return FUNCTIONS[name]
        return "".join(symbol(name, lang, game)) if game and lang != "en" else name

    return _SYMBOL.sub(lambda m: shown(m.group(0)), formula)


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
        return _SYMBOL.sub(lambda m: str(self.values.get(m.group(0), FUNCTIONS.get(m.group(0), m.group(0)))),
                           self.formula)

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
        expr = parse_formula(self.formula)
        with sympy.evaluate(False):
            filled = expr.subs({sympy.Symbol(k): sympy.Integer(v) for k, v in self.values.items()})
        return sympy.Eq(filled, sympy.Integer(self.points), evaluate=False)

    def symbolic(self):
        """Return the formula as a sympy expression over its symbols (no numbers)."""
        return parse_formula(self.formula or str(self.points))

    def evaluate(self) -> int:
        """Evaluate the formula with its values (with sympy) — used by tests to check ``points``."""
        import sympy

        if not self.formula:
            return self.points
        expr = parse_formula(self.formula, evaluate=True)
        return int(expr.subs({sympy.Symbol(k): v for k, v in self.values.items()}))

    def symbolic_latex(self, lang: str = "en", game: str = "") -> str:
        """Return the formula over its symbols as LaTeX (``2 \\cdot e``), the symbols written in ``lang`` when
        ``game`` is given (``2 \\cdot m`` in Polish: *mędrcy*): every symbol as :func:`latex_symbol` writes it."""
        import sympy

        expr = self.symbolic()
        names = {sym: latex_symbol(sym.name, lang, game) for sym in expr.free_symbols}
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
            numbers = {sym: (latex_symbol(sym.name, lang, game) if (v := self.values.get(sym.name)) is None
                             else str(v) if v >= 0 else rf"\left({v}\right)") for sym in self.symbolic().free_symbols}
            filled = sympy.latex(self.symbolic(), order="none", mul_symbol="dot", symbol_names=numbers)
        for part in (filled, str(self.points)):
            if not steps or steps[-1] != part:
                steps.append(part)
        return " = ".join(steps)
