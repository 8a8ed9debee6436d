"""Meduris (HABA 2016): rule constants, rules engine, final scoring and board widget.

Modules: ``rules`` (constants), ``board`` (site ring data), ``state``/``moves``/``engine`` (rules
engine), ``scoring`` (final scoring, shared by the calculator and the engine), ``widget`` (board).
"""
