"""Score calculators for notebooks: one schema-driven :class:`Calculator` for every game.

    from companion.calculator import Calculator
    Calculator("meduris", lang="pl")

Modules: :mod:`~companion.calculator.app` (the calculator), :mod:`~companion.calculator.cards` (player cards),
:mod:`~companion.calculator.render` (table, chart, formulas), :mod:`~companion.calculator.editors`
(generic field editors), :mod:`~companion.calculator.columns` (Iquazú board editors),
:mod:`~companion.calculator.solo` (the World Wonders Automaton of solo play),
:mod:`~companion.calculator.registry` (field → editor mapping), :mod:`~companion.calculator.labels`
(field labels, relabelling, and how a sheet path reads to a player: :func:`describe_field`).
"""
from companion.calculator.app import Calculator
from companion.calculator.cards import parse_path
from companion.calculator.render import explanation_html, formula_lines
from companion.calculator.labels import describe_field, field_label

__all__ = ["Calculator", "describe_field", "explanation_html", "field_label", "formula_lines", "parse_path"]
