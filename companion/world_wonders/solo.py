"""Solo play (world-wonders.md §7.2): one player against the Automaton, set up as for 2 players with 2 monument
cards face up and no pedestals. The Automaton takes the first turn of every round and the player the last;
their turns alternate, and the Automaton's round ends with the player's.

On its turn the Automaton reveals the next solo card; its sections, read from the top, name offered items the
Automaton discards at once: the tile below the N-th stack, a long road, a set of short roads, the tower, the N-th
face-up monument card. Which card comes up is chance, as the stacks' tiles are: each card still face down in the
deck equally likely, asked of the core's :class:`~companion.engine.chance.DrawPlan` when one is set (analysis,
OpenSpiel's chance nodes, a teacher's "suppose the Automaton reveals card 3"), else the first card of the seeded
order (:attr:`Setup.solo_deck <companion.world_wonders.state.Setup>`) still face down, so seeded games, saves
and golden playthroughs replay exactly. The readings the reference leaves open are options: which sections act
(``solo_section``: the first naming an item still on offer, default), the deck running out (``solo_deck_end``:
reshuffled, default: every card face down again and drawn at random; ``"repeat"``: the cards come up again in
the order of the first pass, no chance), and a discarded monument (``automaton_takes_monuments``: the Automaton takes it, default;
its rings count at the hard level). The Automaton's score is the scorer's (:mod:`companion.world_wonders.scoring`):
the sum of the player's three resource tracks, plus those rings at the hard level; the player wins only with
strictly more points.
"""
from __future__ import annotations

from companion.world_wonders.state import (
    G_AUTO_CARD, G_AUTO_LAST, G_AUTO_MONS, G_AUTO_RINGS, G_DISCARDS, G_FACEUP, G_LONG, G_REVEALED, G_SHORT, G_SOLO_LEFT,
    G_SOLO_PASS, G_SOLO_POS, G_TOWER_UP,
)

__all__ = ["automaton_turn", "draw_solo_card", "solo_card_names", "solo_deck"]


def solo_deck(rng, cards: int, draws: int, reshuffle: bool) -> tuple[int, ...]:
    """The order in which the Automaton draws ``draws`` solo cards out of ``cards`` (a shuffled deck, then
    reshuffled or repeated each time it runs out)."""
    order = list(range(cards))
    rng.shuffle(order)
    out: list[int] = []
    while len(out) < draws:
        out.extend(order)
        if reshuffle:
            order = order[:]
            rng.shuffle(order)
    return tuple(out[:draws])


def _offered(c, item: tuple[str, int]) -> bool:
    d = c.d
    name, n = item
    if name == "tile":
        return n <= len(c.s.stacks) and d[G_REVEALED][n - 1] >= 0
    if name == "long_road":
        return d[G_LONG] > 0
    if name == "short_set":
        return d[G_SHORT] > 0
    if name == "tower":
        return bool(d[G_TOWER_UP])
    return n <= len(d[G_FACEUP])


def _discard(c, item: tuple[str, int]) -> str:
    from companion.world_wonders.purchase import take_face_up, take_tile

    d = c.d
    name, n = item
    long_, short, tower = d[G_DISCARDS]
    if name == "tile":
        take_tile(c, n - 1)
        return f"tile {c.s.stacks[n - 1].id}"
    if name == "long_road":
        d[G_LONG] -= 1
        d[G_DISCARDS] = (long_ + 1, short, tower)
        return "long-road"
    if name == "short_set":
        d[G_SHORT] -= 1
        d[G_DISCARDS] = (long_, short + 1, tower)
        return "short-roads"
    if name == "tower":
        d[G_TOWER_UP] = 0
        d[G_DISCARDS] = (long_, short, tower + 1)
        return "tower"
    card = d[G_FACEUP][n - 1]
    take_face_up(c, card)
    if c.opts.automaton_takes_monuments:
        d[G_AUTO_MONS] += 1
        d[G_AUTO_RINGS] += c.s.monuments.cards[card].rings
    return f"monument {c.s.monuments.cards[card].id}"


def solo_card_names(cards: int) -> tuple[str, ...]:
    """The names of the solo cards in draws and messages: ``"solo card 1"`` … in catalogue order.

    >>> solo_card_names(3)
    ('solo card 1', 'solo card 2', 'solo card 3')
    """
    return tuple(f"solo card {k + 1}" for k in range(cards))


def draw_solo_card(c) -> int:
    """The solo card the Automaton reveals now (its index in the catalogue), as the module docstring says:
    from the cards still face down in this pass (all of them again as soon as a pass is used up, option
    ``solo_deck_end="reshuffle"``), or the first pass's card in turn (``"repeat"``, from the second pass on,
    with no card face down).
    Updates ``SOLO_POS``, ``SOLO_LEFT`` and ``SOLO_PASS``.

    Raises:
        PendingDraw, ValueError: from the core's plan (:meth:`~companion.engine.chance.DrawPlan.draw`).
    """
    from companion.world_wonders.purchase import draw_from

    d, s = c.d, c.s
    pos, n = d[G_SOLO_POS], len(s.solo.cards)
    if pos >= n and c.opts.solo_deck_end == "repeat":
        k = d[G_SOLO_PASS][pos % n]
    else:
        left = d[G_SOLO_LEFT]
        base = pos // n * n % len(s.solo_deck)
        k = draw_from(c, "solo card", left, solo_card_names(n), s.solo_deck[base:base + n], 0)
        left &= ~(1 << k)
        if not left and c.opts.solo_deck_end == "reshuffle":
            left = (1 << n) - 1                          # the pass is used up: the deck is reshuffled
        d[G_SOLO_LEFT] = left
        if pos < n:
            d[G_SOLO_PASS] = d[G_SOLO_PASS] + (k,)
    d[G_SOLO_POS] = pos + 1
    return k


def automaton_turn(c) -> None:
    """The Automaton's turn: the next solo card's items are discarded (see the module docstring).

    Raises:
        PendingDraw, ValueError: from the core's plan, drawing the card (:func:`draw_solo_card`).
    """
    d = c.d
    k = draw_solo_card(c)
    d[G_AUTO_CARD] = k
    card = c.s.solo.cards[k]
    done: list[str] = []
    for section in card.sections:
        items = [item for item in section if _offered(c, item)]
        for item in items:
            if _offered(c, item):
                done.append(_discard(c, item))
        if items and c.opts.solo_section == "first":
            break
    d[G_AUTO_LAST] = tuple(done)
