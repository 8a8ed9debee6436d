"""Analysis at scale over the engine contract: Monte Carlo win chances, bots, OpenSpiel, what-if lines.

Works for every game with a rules engine (:func:`companion.games.engine_ids`); a game may add faster or
better-informed helpers through :mod:`.hooks`.

* :mod:`.simulate` — :func:`win_chances`: play a position out many times (here, on a process pool or a Dask
  cluster) and estimate each player's win probability with a confidence interval, and the points per category;
* :mod:`.bots` — random and greedy bots on the fast core, and :func:`make_bot` to pick any bot by name;
* :mod:`.openspiel` — every engine as an OpenSpiel game, with OpenSpiel's random and MCTS bots (``analysis``
  extra);
* :mod:`.whatif` — branch a position, play another line, compare the scores if the game ended now;
* :mod:`.plots` — matplotlib charts of the results;
* :mod:`.playout`, :mod:`.hooks` — the hot loop and the per-game hooks it uses.

Example:
    >>> from companion import games
    >>> from companion.analysis import win_chances
    >>> state = games.get("meduris").new_game(["Ann", "Bob"], seed=7)
    >>> win_chances(state, games=2, seed=0).games
    2
"""
from __future__ import annotations

from companion.analysis.bots import BOT_KINDS, GreedyBot, RandomBot, make_bot
from companion.analysis.simulate import WinChances, wilson_interval, win_chances

__all__ = ["win_chances", "WinChances", "wilson_interval", "make_bot", "BOT_KINDS", "RandomBot", "GreedyBot"]
