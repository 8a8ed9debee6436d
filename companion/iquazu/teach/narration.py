"""Plain-language sentences about Iquazú moves and what they changed, in English or Polish (the lesson's
feedback after a click and the captions of replayed examples). Texts are English msgids (Polish in
``companion/locale/pl/iquazu-learn.po``); players named by colour words ("Green") are translated.
"""
from __future__ import annotations

from typing import Any

from companion.i18n import N_, Plural, render, translate
from companion.iquazu import rules
from companion.iquazu.moves import phrase

__all__ = ["narrate", "describe_move", "describe_change"]

_MOVE = N_("{player}: {action}.")
_DROP = N_("The water drop falls into the topmost empty alcove of column {column} (height {height}).")
_CRYSTAL = N_("{player}'s crystal goes into the alcove at height {height} of column {column}.")
_HAND = Plural("{player} now holds {count} card.", "{player} now holds {count} cards.", count="count")
_SCORING = N_("Frame column 1 is full: a scoring round! The board explains it step by step.")
_POINTS = Plural("{player}: +{points} point (now {total}).", "{player}: +{points} points (now {total}).",
                 count="points")
_TILE = N_("{player} takes a bonus tile: {tile}.")
_FRAME = N_("The frame moves: crystals now go in columns {first} to {last}; the tiles of column {column} are "
            "turned face up.")
_OVER = N_("The game is over: final scoring.")


def _name(state: Any, p: int, lang: str) -> str:
    return translate(state.players[p], lang)


def describe_move(before: Any, move: Any, lang: str = "en") -> str:
    """One sentence: who made ``move`` in ``before`` and what it was."""
    p = before.current_player
    return render(_MOVE, lang, player=_name(before, p, lang), action=phrase(move))


def describe_change(before: Any, after: Any, lang: str = "en") -> list[str]:
    """Sentences for what changed from ``before`` to ``after``: pieces put on the wall, cards in hand, a scoring
    round with its points and tiles, the frame moving, the end."""
    out: list[str] = []
    for c, (old, new) in enumerate(zip(before.alcoves, after.alcoves), 1):
        for (h, was), (_, now) in zip(old, new):
            if was is None and now == rules.DROP:
                out.append(render(_DROP, lang, column=c, height=h))
            elif was is None and isinstance(now, int):
                out.append(render(_CRYSTAL, lang, player=_name(after, now, lang), column=c, height=h))
    p = before.current_player
    if p is not None and sum(after.hands[p]) != sum(before.hands[p]):
        out.append(render(_HAND, lang, player=_name(after, p, lang), count=sum(after.hands[p])))
    if after.scorings > before.scorings:
        out.append(translate(_SCORING, lang))
    for q in range(len(after.players)):
        gained = after.scores[q] - before.scores[q]
        if gained:
            out.append(render(_POINTS, lang, player=_name(after, q, lang), points=gained, total=after.scores[q]))
        for kind, k in after.tiles_held[q].items():
            for _ in range(k - before.tiles_held[q].get(kind, 0)):
                out.append(render(_TILE, lang, player=_name(after, q, lang), tile=kind.phrase()))
    if after.frame != before.frame:
        last = min(after.frame + rules.FRAME_COLUMNS - 1, len(after.columns))
        out.append(render(_FRAME, lang, first=after.frame, last=last, column=after.frame + rules.FRAME_COLUMNS))
    if after.is_over and not before.is_over:
        out.append(translate(_OVER, lang))
    return out


def narrate(before: Any, after: Any, lang: str = "en") -> list[str]:
    """What one move did: :func:`describe_move`, then :func:`describe_change`; empty when ``after`` is not
    ``before`` plus one move (an undo, a reset), so nothing false is told."""
    if after.ply != before.ply + 1 or after.history[:-1] != before.history:
        return []
    return [describe_move(before, after.history[-1], lang)] + describe_change(before, after, lang)
