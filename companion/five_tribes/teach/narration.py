"""Plain-language sentences about Five Tribes moves and what they changed, in English or Polish.

Used by the lesson (feedback under the board after a click, captions of the replayed examples). The move
itself is told as the move log tells it (:meth:`companion.engine.contract.Game.describe`: who, then what); what
changed is read off the two positions: gold, viziers, elders, cards and djinns of each player, camels placed,
palm trees and palaces put on tiles (five-tribes.md §3.4-§3.7). Texts are English msgids with Polish in
``companion/locale/pl/five-tribes-learn.po``.

Example:
    >>> from companion.five_tribes.teach.scenarios import SCENARIOS, play
    >>> before = SCENARIOS["two_meeple_move"]()
    >>> after = play(before, "pick c3", "step d3", "drop vizier", "step e3", "drop elder")
    >>> narrate(before, after, "en")[-3:]
    ['Ann: elders +2.', 'Ann places a camel on e3 and controls it.', 'A palm tree goes on e3.']
"""
from __future__ import annotations

from typing import Any

from companion.five_tribes.engine import FIVE_TRIBES
from companion.five_tribes.moves import KIND_LABELS, tile_name
from companion.five_tribes.rules import CARD_KINDS
from companion.five_tribes.state import State
from companion.i18n import N_, render, translate

__all__ = ["narrate", "changes"]

_HELD = {"gold": N_("gold"), "viziers": N_("viziers"), "elders": N_("elders")}
_CHANGE = N_("{player}: {changes}.")
_CAMEL = N_("{player} places a camel on {tile} and controls it.")
_PALM = N_("A palm tree goes on {tile}.")
_PALACE = N_("A palace goes on {tile}.")
_DJINN = N_("{player} takes the djinn {djinn}.")
_FAKIR = N_("fakir")
_OVER = N_("The game is over: final scoring.")


def _moves_between(before: State, after: State) -> list[Any]:
    """The moves that lead from ``before`` to ``after`` (empty when ``after`` is not a later position of
    ``before``'s game)."""
    old, new = before.history, after.history
    if len(new) < len(old) or new[:len(old)] != old:
        return []
    return list(new[len(old):])


def changes(before: State, after: State, lang: str = "en") -> list[str]:
    """What changed from ``before`` to ``after`` (same game and players), a sentence each: per player their
    gold, viziers, elders and cards (§3.5-§3.7), djinns taken (§1.5), camels placed (§3.4), then palm trees
    and palaces put on tiles (§3.6) and the end of the game (§4)."""
    out: list[str] = []
    for p, name in enumerate(after.players):
        parts = []
        for key, label in _HELD.items():
            delta = getattr(after, key)[p] - getattr(before, key)[p]
            if delta:
                parts.append(f"{translate(label, lang)} {delta:+d}")
        for kind in CARD_KINDS:
            delta = after.cards[p].get(kind, 0) - before.cards[p].get(kind, 0)
            if delta:
                label = _FAKIR if kind == "fakir" else KIND_LABELS[kind]
                parts.append(f"{translate(label, lang)} {delta:+d}")
        if parts:
            out.append(render(_CHANGE, lang, player=name, changes=", ".join(parts)))
        for djinn in after.djinns[p]:
            if djinn not in before.djinns[p]:
                out.append(render(_DJINN, lang, player=name, djinn=djinn))
    for t in range(30):
        if after.camels[t] is not None and before.camels[t] is None:
            out.append(render(_CAMEL, lang, player=after.players[after.camels[t]], tile=tile_name(t)))
    for t in range(30):
        if after.palm_trees[t] > before.palm_trees[t]:
            out.append(render(_PALM, lang, tile=tile_name(t)))
        if after.palaces[t] > before.palaces[t]:
            out.append(render(_PALACE, lang, tile=tile_name(t)))
    if after.is_over and not before.is_over:
        out.append(translate(_OVER, lang))
    return out


def narrate(before: State, after: State, lang: str = "en") -> list[str]:
    """Sentences saying what happened from ``before`` to ``after``: each move made (who and what, as the move
    log says it), then :func:`changes`. ``[]`` when ``after`` is not a later position of ``before``."""
    moves = _moves_between(before, after)
    if not moves:
        return []
    out = []
    state = before
    for move in moves:
        out.append(FIVE_TRIBES.describe(state, move, lang) + ".")
        state = state.apply(move)
    return out + changes(before, after, lang)
