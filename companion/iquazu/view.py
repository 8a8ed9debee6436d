"""Showing a position: what one player may see (:func:`player_view`, JSON-friendly, for boards and hot seats)
and a plain-text rendering of the whole table for logs and tests (:func:`render_text`). No rule is decided
here (what is shown: iquazu.md §2.6 data model; hidden information: hands are private, §3 step 10; the order
of the draw pile and the face-down tiles are chance).
"""
from __future__ import annotations

from typing import Any

from companion.i18n import translate
from companion.iquazu import rules
from companion.iquazu.state import State

__all__ = ["player_view", "render_text"]


def _tile(kind: Any) -> dict[str, Any] | None:
    return None if kind is None else {"back": kind.back, "kind": kind.kind, "value": kind.value}


def player_view(state: State, player: int | None = None, lang: str = "en") -> dict[str, Any]:
    """What ``player`` (an index; None: a spectator) may see of ``state``, JSON-friendly.

    Keys: ``game``; ``wall`` (``name``, ``demo``, ``label`` in ``lang``: a demo wall says it is not the printed
    board); ``layout`` (``["2B", …]``); ``frame`` (``position``, ``columns``: the placement columns, ``tile_column``);
    ``columns`` (per wall column: ``column``, ``shade``, ``frame_column`` (1–5 or None), ``cost``, ``scored``,
    ``stone``, ``alcoves``: ``height``, ``row``, ``colour``, ``content`` (None, ``"drop"`` or a player index));
    ``tile_columns`` (``column``, ``back``, ``state``: ``"face_down"``, ``"face_up"`` or ``"gone"``);
    ``row_tiles`` (the face-up tile of each row, or None); ``players`` (``name``, ``colour``, ``score``,
    ``track_space``, ``crystals_left``, ``hand_size``, ``hand`` (cards per colour: the viewer's own only, else
    None), ``tiles`` (the tiles held: others' as backs only with option ``hide_won_tiles``)); ``viewer``,
    ``current_player``, ``decision``, ``actions_left``, ``drop_holder``, ``draw_pile`` (a count),
    ``discard_pile`` (per colour: face up), ``drops_left``, ``is_over``.
    """
    s = state._setup
    fp = state.frame
    last = min(fp + rules.FRAME_COLUMNS - 1, s.W)
    alcoves = state.alcoves
    columns = []
    for c, column in enumerate(s.columns, 1):
        rows = {a.height: a for a in column.alcoves}
        columns.append({
            "column": c, "shade": column.shade,
            "frame_column": c - fp + 1 if fp <= c <= last else None,
            "cost": c - fp + 1 if fp <= c <= last else None,
            "scored": c < fp, "stone": list(s.stones[c - 1]),
            "alcoves": [{"height": h, "row": rows[h].row, "colour": rows[h].colour, "content": content}
                        for h, content in alcoves[c - 1]],
        })
    tile_columns = [{"column": rules.FIRST_TILE_COLUMN + i, "back": back,
                     "state": "face_up" if i + 1 == fp else "gone" if i + 1 < fp else "face_down"}
                    for i, back in enumerate(s.wall.tile_backs)]
    hide = s.options.hide_won_tiles
    players = []
    for p, name in enumerate(s.players):
        own = player == p
        tiles = []
        for kind, count in state.tiles_held[p].items():
            shown = own or not hide
            tiles += [_tile(kind) if shown else {"back": kind.back, "kind": None, "value": None}] * count
        hand = state.hands[p]
        players.append({
            "name": name, "colour": s.colours[p], "score": state.scores[p],
            "track_space": rules.track_space(state.scores[p], s.options.track_first), "crystals_left": state.crystals_left[p],
            "hand_size": sum(hand), "hand": list(hand) if own else None, "tiles": tiles,
        })
    decision = state.decision
    return {
        "game": "iquazu",
        "wall": {"name": s.wall.name, "demo": s.wall.demo, "label": s.wall.label().text(lang)},
        "layout": [f"{strip}{side}" for strip, side in s.layout],
        "frame": {"position": fp, "columns": list(range(fp, last + 1)), "tile_column": fp + 5},
        "columns": columns, "tile_columns": tile_columns,
        "row_tiles": [_tile(k) for k in state.row_tiles],
        "players": players, "viewer": player,
        "current_player": state.current_player, "decision": None if decision is None else str(decision),
        "actions_left": state.actions_left, "drop_holder": state.drop_holder, "draw_pile": state.draw_pile,
        "discard_pile": list(state.discard_pile), "drops_left": state.drops_left, "is_over": state.is_over,
    }


def render_text(state: State) -> str:
    """The whole table as text (hands included): wall label, frame, each column in the frame with its alcoves,
    row tiles, players."""
    s = state._setup
    lines = [f"Iquazú — {s.wall.label().text('en')}",
             f"Frame at {state.frame}: columns {state.frame}–{min(state.frame + 4, s.W)}, tile column "
             f"{state.frame + 5}; crystal box {s.players[state.active]}, drop box {s.players[state.drop_holder]}"]
    fp = state.frame
    for c in range(fp, min(fp + rules.FRAME_COLUMNS - 1, s.W) + 1):
        cells = []
        for (h, content), a in zip(state.alcoves[c - 1], s.columns[c - 1].alcoves):
            who = "." if content is None else "~" if content == rules.DROP else s.players[content]
            cells.append(f"h{h}/r{a.row}/{a.colour[0]}:{who}")
        lines.append(f"  column {c} (F{c - fp + 1}, costs {c - fp + 1}): " + " ".join(cells))
    lines.append("Row tiles: " + ", ".join("-" if k is None else str(k) for k in state.row_tiles))
    for p, name in enumerate(s.players):
        w, b, o = state.hands[p]
        tiles = ", ".join(f"{k}×{n}" for k, n in state.tiles_held[p].items()) or "none"
        lines.append(f"{name} ({translate(s.colours[p])}): {state.scores[p]} points, cards w{w} b{b} o{o}, "
                     f"{state.crystals_left[p]} crystals, tiles: {tiles}")
    lines.append("Game over." if state.is_over else f"{s.players[state.active]} to decide ({state.decision}).")
    return "\n".join(lines)
