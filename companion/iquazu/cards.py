"""The cards: drawing (action A, iquazu.md §4 step 1 A), the draw pile running out (§2.5), extra cards from a
bonus tile (§1.1, drawn by :mod:`~companion.iquazu.bonus_tiles`) and the hand limit of 12 at the end of one's
own turn (§2.5). Each decision's move generator, apply step and refusal stand side by side.

Chance: the draw pile is kept as counts per colour; the n-th card drawn in a game is the n-th outcome of the
game's ``"cards"`` stream (:mod:`companion.engine.chance`) taken modulo the pile's size, which picks one of the
pile's cards uniformly, as drawing from a shuffled deck does. When the pile is empty, the discard pile is
shuffled into a new draw pile (§2.5); with both empty, a draw takes what there is (§10 q12).
"""
from __future__ import annotations

from companion.errors import IllegalMove
from companion.i18n import N_, Plural
from companion.iquazu import rules
from companion.iquazu.moves import DISCARDS, Discard, Draw, Move, cards_phrase

__all__ = ["draw", "draw_action", "hand_size", "over_limit", "discard_moves", "discard", "refusal"]


def draw(c, p: int, k: int) -> int:
    """Player ``p`` draws up to ``k`` cards (§2.5: an empty draw pile is replaced by the shuffled discard pile).

    Args:
        c: the :class:`~companion.iquazu.core.IquazuCore`.
    Returns:
        The number of cards drawn (fewer than ``k`` only when both piles ran out).
    """
    if c.plan is not None:
        return _planned_draw(c, p, k)
    d, L = c.d, c.L
    D, X, H = L.DRAW, L.DISC, 3 * p
    chance = c.s.cards
    drawn = chance.drawn                    # outcomes drawn so far (the stream's own list, read-only here)
    first = n = d[L.CDRAWS]
    if n + k > len(drawn):                  # draw the stream on first: outcomes only ever come in order
        chance.outcome(n + k - 1)
    w, b, o = d[D], d[D + 1], d[D + 2]
    hw, hb, ho = d[H], d[H + 1], d[H + 2]
    for _ in range(k):
        total = w + b + o
        if not total:
            w, b, o = d[X], d[X + 1], d[X + 2]
            total = w + b + o
            if not total:
                break
            d[X] = d[X + 1] = d[X + 2] = 0
        x = drawn[n] % total
        n += 1
        if x < w:
            w -= 1
            hw += 1
        elif x < w + b:
            b -= 1
            hb += 1
        else:
            o -= 1
            ho += 1
    d[D], d[D + 1], d[D + 2] = w, b, o
    d[H], d[H + 1], d[H + 2] = hw, hb, ho
    d[L.CDRAWS] = n
    return n - first                        # one outcome per card drawn


def _planned_draw(c, p: int, k: int) -> int:
    """:func:`draw` with each card's colour asked of the core's :class:`~companion.engine.chance.DrawPlan` (the
    pile's counts as weights; seen by ``p`` only, the hands being hidden, §3 step 10)."""
    d, L = c.d, c.L
    D, X, H = L.DRAW, L.DISC, 3 * p
    drawn = 0
    for _ in range(k):
        if not d[D] + d[D + 1] + d[D + 2]:
            d[D:D + 3], d[X:X + 3] = d[X:X + 3], [0, 0, 0]
            if not d[D] + d[D + 1] + d[D + 2]:
                break
        colour = c.plan.draw("card", d[D:D + 3], rules.CARD_COLOURS, owner=p)
        d[D + colour] -= 1
        d[H + colour] += 1
        drawn += 1
    d[L.CDRAWS] += drawn
    return drawn


def draw_action(c, p: int) -> None:
    """Action A (§4 step 1 A): player ``p`` draws 4 cards; one action is used."""
    draw(c, p, rules.DRAW_CARDS)
    c.d[c.L.ACTIONS] -= 1


def hand_size(c, p: int) -> int:
    """Cards in player ``p``'s hand."""
    d = c.d
    return d[3 * p] + d[3 * p + 1] + d[3 * p + 2]


def over_limit(c, p: int) -> bool:
    """Player ``p`` holds more than 12 cards (§2.5)."""
    return hand_size(c, p) > rules.HAND_LIMIT


def discard_moves(c, p: int) -> list[Move]:
    """Hand limit (§2.5): one card of any colour player ``p`` holds ("discard the excess cards of your choice")."""
    d = c.d
    return [DISCARDS[i] for i in range(3) if d[3 * p + i]]


def discard(c, p: int, move: Discard) -> None:
    """Player ``p`` discards one card of the colour named to the discard pile (§2.5)."""
    i = rules.CARD_COLOURS.index(move.colour)
    c.d[3 * p + i] -= 1
    c.d[c.L.DISC + i] += 1


def refusal(c, p: int, move: Move) -> IllegalMove | None:
    """Why a draw or discard of ``p`` is not legal now; None if §2.5 and §4 allow it."""
    d, L = c.d, c.L
    if type(move) is Draw:
        if d[L.ACTIONS]:
            return None
        return c.no_action_left(p, move)
    if type(move) is Discard:
        if d[L.KIND] != 2:
            return IllegalMove("iquazu 2.5", N_("Cards are discarded only at the end of one's own turn, down to "
                                                "{limit} cards."), limit=rules.HAND_LIMIT)
        i = rules.CARD_COLOURS.index(move.colour)
        if not d[3 * p + i]:
            return IllegalMove("iquazu 2.5", N_("{player} has no such card: the hand holds {cards}."),
                               player=c.players[p], cards=cards_phrase(d[3 * p:3 * p + 3]))
        return None
    return None


TOO_MANY = Plural("{player} holds {count} card: discard down to {limit} first.",
                  "{player} holds {count} cards: discard down to {limit} first.")
