"""The engine layer shared by every game with a rules engine (pure Python, no widgets).

* :mod:`.contract` — the game contract: a :class:`~.contract.Game` per game (players range, ``new_game``,
  ``load``, notation, move ids, ``score``, ``final_sheet``) and the immutable :class:`~.contract.GameState`
  over a mutable make/unmake :class:`~.contract.Core`;
* :mod:`.chance` — seeded chance streams (die rolls, draws), versioned so old saves replay exactly;
* :mod:`.record` — saves as records ``{game, version, players, seed, options, origin, moves}``;
* :mod:`.bots` — the random bot every game gets;
* :mod:`.testing` — the conformance harness every engine's tests run (one line per game).

A game is found by id through :func:`companion.games.get`.
"""
