"""Showing a position: a JSON-friendly view (:func:`to_view`, what a board widget will draw) and a plain-text
rendering for logs and tests (:func:`render_text`). No rule is decided here (what is shown: world-wonders.md §8
market and player state). Both say when the catalogues in use are demo data.
"""
from __future__ import annotations

from typing import Any

from companion.i18n import N_, Plural, join_names, render, translate
from companion.world_wonders.catalogues import demo_notice_of
from companion.world_wonders.rules import RESOURCES

__all__ = ["to_view", "render_text", "demo_label", "automaton_turn_text", "automaton_took_text"]

#: what the Automaton discards (:func:`companion.world_wonders.solo.automaton_turn`'s names), as a player reads it
_DISCARDED = {"long-road": N_("a long road"), "short-roads": N_("a set of short roads"), "tower": N_("the tower")}
_TILE, _CARD = N_("building tile {tile}"), N_("monument card {card}")
_AUTOMATON_TURN = N_("The Automaton revealed solo card {card} and discarded: {items}.")
_AUTOMATON_IDLE = N_("The Automaton revealed solo card {card}; nothing it names was on offer.")
_AUTOMATON_TOOK = Plural("Automaton: {n} monument card taken", "Automaton: {n} monument cards taken", count="n")
_RINGS = Plural("{n} ring", "{n} rings", count="n")


def automaton_took_text(state: Any, lang: str = "en") -> str:
    """Solo play (§7.2): the monument cards the Automaton took and their rings (what it scores at the hard
    level), in ``lang``; ``""`` with more players.

    >>> from companion import games
    >>> automaton_took_text(games.get("world-wonders").new_game(["Solo"], seed=3), "pl")
    'Automat: wziął 0 kart monumentów (0 pierścieni)'
    """
    took = state.automaton
    if took is None:
        return ""
    return f"{render(_AUTOMATON_TOOK, lang, n=took['monuments'])} ({render(_RINGS, lang, n=took['rings'])})"


def automaton_turn_text(state: Any, lang: str = "en") -> str:
    """Solo play (world-wonders.md §7.2): what the Automaton did on its last turn, in ``lang`` — the solo card it
    revealed and the items it discarded; ``""`` before its first turn of the game or position, and with more
    players.

    >>> from companion import games
    >>> s = games.get("world-wonders").new_game(["Solo"], seed=3)
    >>> automaton_turn_text(s)
    'The Automaton revealed solo card 4 and discarded: building tile T4 and building tile P5.'
    """
    card = state.automaton_card
    if card is None:
        return ""
    items = []
    for item in state.automaton_discarded:
        kind, _, name = item.partition(" ")
        if kind == "tile":
            items.append(render(_TILE, lang, tile=name))
        elif kind == "monument":
            named = {c.id: c.name for c in state._setup.monuments.cards}
            items.append(render(_CARD, lang, card=named.get(name, name)))
        else:
            items.append(translate(_DISCARDED[item], lang))
    if not items:
        return render(_AUTOMATON_IDLE, lang, card=card)
    return render(_AUTOMATON_TURN, lang, card=card, items=join_names(items, lang))


def demo_label(state: Any, lang: str = "en") -> str:
    """The demo notice of ``state``'s game: names each catalogue in use that is demo data (maps, tiles,
    monuments, resource boards, solo cards in solo play) and, when public objectives are in play, the objective
    deck's demo note (world-wonders.md §7.1, §12); ``""`` when everything is the player's own copy."""
    return demo_notice_of(state.catalogues_in_use(), lang)


def to_view(state: Any, lang: str = "en") -> dict[str, Any]:
    """JSON-friendly dict of ``state``.

    Keys: ``game``, ``demo`` (the demo notice in ``lang``, or ``""``), ``round``, ``decision``, ``current_player``,
    ``pending_piece``, ``short_pieces_left``, ``turn_order``, ``market`` (``tiles``: stack id → ``{"type",
    "resources", "cost", "shape"}`` or None, ``tiles_left``: stack id → tiles still face down, ``long_roads``,
    ``short_sets``, ``tower``, ``pedestals``, ``monuments``: face-up card ids, ``monument_cards_left``: cards
    still in the deck; the order of what is face down is nobody's to see), ``players`` (``name``, ``gold_spent``, ``gold_cap``, ``loan``, ``out``,
    ``tracks``, ``population``, ``monuments``, ``city``: the city format of :mod:`companion.world_wonders.city`),
    ``automaton`` (solo: ``monuments``, ``rings`` it took, ``took``: :func:`automaton_took_text`, ``last_turn``:
    :func:`automaton_turn_text`),
    ``is_over``.
    """
    s = state._setup
    costs = {st.id: (st.cost, list(st.shape)) for st in s.stacks}
    tiles = {sid: None if t is None else {"type": t.type, "resources": list(t.resources), "cost": costs[sid][0],
                                         "shape": costs[sid][1]}
             for sid, t in state.revealed_tiles.items()}
    demo = demo_label(state, lang)
    return {
        "game": "world-wonders", "demo": demo, "round": state.round,
        "decision": None if state.decision is None else state.decision.value,
        "current_player": state.current_player, "pending_piece": state.pending_piece,
        "short_pieces_left": list(state.short_pieces_left or ()), "turn_order": list(state.turn_order),
        "market": {"tiles": tiles, "tiles_left": state.tiles_left, "long_roads": state.long_roads_offered,
                   "short_sets": state.short_sets_offered, "tower": state.tower_offered,
                   "pedestals": list(state.pedestals), "monuments": list(state.face_up_monuments),
                   "monument_cards_left": state.monument_cards_left},
        "players": [{
            "name": name, "gold_spent": state.gold_spent[p], "gold_cap": state.gold_cap[p], "loan": state.loans[p],
            "out": state.out[p], "tracks": dict(zip(RESOURCES, state.tracks[p])), "population": state.population[p],
            "monuments": list(state.monuments_built[p]), "city": state.city(p).to_dict(),
        } for p, name in enumerate(state.players)],
        "automaton": None if state.automaton is None else dict(state.automaton, took=automaton_took_text(state, lang),
                                                               last_turn=automaton_turn_text(state, lang)),
        "is_over": state.is_over,
    }


def render_text(state: Any) -> str:
    """Multi-line text: the round, the market (what is face down counted, never in order), and each player's
    resources and city drawn as in the examples."""
    s = state._setup
    lines = [f"World Wonders — round {state.round}" + (" (over)" if state.is_over else "")]
    demo = demo_label(state)
    if demo:
        lines.append(demo)
    tiles = ", ".join(f"{sid}:{'-' if t is None else t.type}" for sid, t in state.revealed_tiles.items())
    lines.append(f"Market: tiles {tiles}; long roads {state.long_roads_offered}, short sets "
                 f"{state.short_sets_offered}, tower {'yes' if state.tower_offered else 'no'}; monuments "
                 f"{', '.join(state.face_up_monuments)}")
    left = ", ".join(f"{sid} {k}" for sid, k in state.tiles_left.items())
    lines.append(f"Face down: tiles {left}; monument cards {state.monument_cards_left}")
    if state.current_player is not None:
        lines.append(f"{state.players[state.current_player]} to {state.decision.value}"
                     + (f" ({state.pending_piece})" if state.pending_piece else ""))
    for p, name in enumerate(state.players):
        food, ceramics, gears = state.tracks[p]
        lines.append(f"{name}: gold {state.gold_spent[p]}/{state.gold_cap[p]}, food {food}, ceramics {ceramics}, "
                     f"gears {gears}, population {state.population[p]}, monuments {len(state.monuments_built[p])}"
                     + (f", loan (round {state.loans[p]})" if state.loans[p] else ""))
        lines.append(state.city(p).picture())
    return "\n".join(lines)
