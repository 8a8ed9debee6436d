"""Showing a position: what one player may see (:func:`player_view`, five-tribes.md §1.8 hidden
information) and a plain-text rendering for logs and tests (:func:`render_text`). No rule is decided here.
"""
from __future__ import annotations

from typing import Any

from companion.five_tribes.moves import tile_name
from companion.five_tribes.rules import TRIBES

__all__ = ["player_view", "render_text"]


def player_view(state: Any, player: int | None) -> dict[str, Any]:
    """JSON-friendly dict of what ``player`` sees (None: a spectator).

    Public: the tiles, meeples, camels, palm trees, palaces, the face-up cards and djinns, the tracks, how many
    cards are in the draw pile, the viziers, elders, djinns and camels of everyone, the pending decision.
    Secret (§1.8): the other players' gold until the game is over (None), and with option ``hidden_cards``
    their cards (only their number is shown). The order of the draw piles is known to nobody.
    """
    over = state.is_over
    hidden_cards = state.options.hidden_cards
    players = []
    for p, name in enumerate(state.players):
        mine = player == p
        cards = state.cards[p]
        players.append({
            "name": name,
            "gold": state.gold[p] if (mine or over) else None,
            "viziers": state.viziers[p], "elders": state.elders[p], "camels_left": state.camels_left[p],
            "djinns": list(state.djinns[p]),
            "cards": dict(cards) if (mine or over or not hidden_cards) else None,
            "card_count": sum(cards.values()),
        })
    return {
        "game": "five-tribes",
        "viewer": player,
        "tiles": [{"tile": tile_name(t), "kind": k, "points": vp, "meeples": dict(zip(TRIBES, state.meeples[t])),
                   "camel": state.camels[t], "palm_trees": state.palm_trees[t], "palaces": state.palaces[t]}
                  for t, (k, vp) in enumerate(state.tiles)],
        "players": players,
        "row": list(state.row),
        "djinn_row": list(state.djinn_row),
        "draw_pile": sum(state.draw_pile.values()),
        "djinn_pile": len(state.djinn_pile),
        "supply": state.supply,
        "bid_order": [m for m, _ in state.bid_order],
        "turn_order_track": [None if s is None else s[1] for s in state.turn_order_track],
        "hand": state.hand,
        "decision": None if state.decision is None else str(state.decision),
        "current_player": state.current_player,
        "round": state.round,
        "is_over": over,
    }


_SHORT = {"large_market": "L", "small_market": "S", "oasis": "O", "village": "V", "sacred_place": "*"}


def render_text(state: Any) -> str:
    """Multi-line text: round and decision, the Sultanate (kind, meeples as counts v/e/m/b/a, camel owner,
    palms and palaces), then each player."""
    lines = [f"Five Tribes — round {state.round}, "
             f"{'game over' if state.is_over else f'{state.decision} by {state.players[state.current_player]}'}"]
    for r in range(5):
        cells = []
        for col in range(6):
            t = r * 6 + col
            k, vp = state.tiles[t]
            m = "".join(str(x) for x in state.meeples[t])
            cam = state.camels[t]
            extra = ("P" * state.palm_trees[t]) + ("H" * state.palaces[t])
            cells.append(f"{tile_name(t)} {_SHORT[k]}{vp:<2} {m} {'-' if cam is None else cam}{extra}".ljust(20))
        lines.append(" ".join(cells).rstrip())
    for p, name in enumerate(state.players):
        lines.append(f"{name}: gold {state.gold[p]}, viziers {state.viziers[p]}, elders {state.elders[p]}, "
                     f"camels {state.camels_left[p]}, cards {state.cards[p]}, djinns {list(state.djinns[p])}")
    lines.append(f"row {list(state.row)}; djinns {list(state.djinn_row)}")
    return "\n".join(lines)
