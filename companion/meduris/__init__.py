"""Meduris (HABA 2016): rule constants, rules engine, final scoring and board widget.

Modules: ``rules`` (constants), ``board`` (site ring data), ``state``/``moves``/``engine`` (rules
engine; ``engine`` gathers the rule modules ``setup`` §3, ``yields`` §4.1-4.2, ``settlement`` §4.3 cost,
``building`` §4.3-4.4, ``exchange`` §4.5, ``druid`` §4.6-4.8, ``end`` §5, plus ``serialize``, ``view``,
``common``, ``draft``), ``scoring`` (final scoring, shared by the calculator and the engine), ``widget``
(board), ``scenarios`` (prepared teaching positions).
"""
