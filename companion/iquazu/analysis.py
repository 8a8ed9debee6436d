"""Iquazú's hooks for the analysis layer (:mod:`companion.analysis.hooks`): the score so far, what each player
sees (hands are private, iquazu.md §3 step 10; the draw pile and the face-down tiles are chance) and a world
drawn at random from what a player sees.

Example:
    >>> from companion.iquazu.engine import IQUAZU, new_game
    >>> s = new_game(["Ann", "Bob"], seed=7)
    >>> h = hooks(IQUAZU)
    >>> h.hidden_information, h.evaluate(s)
    (True, [0, 0])
    >>> '"hand": null' in h.observe(s, 0) and '"hand": [' in h.observe(s, 0)    # Ann's hand only
    True
"""
from __future__ import annotations

from typing import Any

from companion.analysis.hooks import AnalysisHooks, observe_by_view, policy_moves, reseed

__all__ = ["hooks", "evaluate", "observe", "resample"]


def evaluate(state: Any) -> list[int]:
    """Each player's total if the game ended now: the final result when it is over (the calculator's scorer,
    iquazu.md §6.2); before, the points on the track plus the VP tiles held (§6.2 step 3) — the final scoring
    of the last three columns needs the third-to-last one full, so it is not guessed."""
    if state.is_over:
        return [p.total for p in state.game.score(state).players]
    return [score + sum(kind.value * k for kind, k in held.items() if kind.kind == "vp")
            for score, held in zip(state.scores, state.tiles_held)]


#: the position as player ``viewer`` sees it (None: what everybody sees): the per-player view
#: (:func:`companion.iquazu.view.player_view`) as canonical JSON text
observe = observe_by_view


def resample(state: Any, viewer: int, rng: Any) -> Any:
    """A position ``viewer`` cannot tell from ``state`` by what she sees: the cards she cannot see (the other
    players' hands and the draw pile) dealt again at random, each other player keeping her number of cards.
    Her own hand, the discard pile (face up) and everything on the wall are unchanged.

    Args:
        state: an Iquazú :class:`~companion.iquazu.state.State`; viewer: player index; rng: a :class:`random.Random`.
    """
    L = state._setup.L
    d = list(state._data)
    others = [p for p in range(L.n) if p != viewer]
    unseen = [d[L.DRAW + i] + sum(d[3 * p + i] for p in others) for i in range(3)]
    cards = [i for i in range(3) for _ in range(unseen[i])]
    rng.shuffle(cards)
    for p in others:
        size = d[3 * p] + d[3 * p + 1] + d[3 * p + 2]
        dealt, cards = cards[:size], cards[size:]
        for i in range(3):
            d[3 * p + i] = dealt.count(i)
    for i in range(3):
        d[L.DRAW + i] = cards.count(i)
    return reseed(type(state)(state._setup, tuple(d)), viewer, rng)


def hooks(game: Any) -> AnalysisHooks:
    """The Iquazú :class:`~companion.analysis.hooks.AnalysisHooks` (every move is public; hands are hidden, so
    OpenSpiel sees an imperfect-information game)."""
    return AnalysisHooks(policy_moves=policy_moves(game), evaluate=evaluate, observe=observe, hidden_information=True,
                         resample=resample)
