"""Helpers for the Five Tribes engine tests: prepared positions with a stated tile layout, and moves applied by
their notation.

Every test states its situation: the tiles that matter (:func:`layout` fills the others with the remaining
box tiles in a fixed order), the meeples on the board (other tiles empty), the players' holdings. Tiles are
named as in the notation: column letter a-f (col 0-5), row number 1-5 (row 0-4); the examples' ``(col, row)``
= ``(2, 2)`` is ``c3``.
"""
from __future__ import annotations

from companion.five_tribes.engine import FIVE_TRIBES
from companion.five_tribes.moves import tile
from companion.five_tribes.options import Options
from companion.five_tribes.rules import TILE_KINDS
from companion.five_tribes.setup import position

NAMES = ("Ann", "Bob", "Cid", "Dee")

_BOX = [(name, vp) for name, vp, _, copies in TILE_KINDS for _ in range(copies)]


def layout(placed: dict[str, str | tuple[str, int]] | None = None) -> list[tuple[str, int]]:
    """30 tiles in tile order: ``placed`` ({"c3": "village", "d4": ("sacred_place", 15)}) where stated, the
    rest of the box (§1.2: 4 large markets, 8 small markets, 6 oases, 5 villages, 7 sacred places) in a fixed
    order: small markets first, then large markets, oases, sacred places, villages (so unstated tiles are
    red-valued where possible)."""
    default_vp = {"large_market": 4, "small_market": 6, "oasis": 8, "village": 5, "sacred_place": 6}
    want: dict[int, tuple[str, int]] = {}
    for name, kind in (placed or {}).items():
        want[tile(name)] = (kind, default_vp[kind]) if isinstance(kind, str) else tuple(kind)  # type: ignore[assignment]
    left = list(_BOX)
    for k in want.values():
        left.remove(k)
    order = {"small_market": 0, "large_market": 1, "oasis": 2, "sacred_place": 3, "village": 4}
    left.sort(key=lambda k: (order[k[0]], k[1]))
    return [want[t] if t in want else left.pop(0) for t in range(30)]


def make(n: int = 2, *, tiles: dict | None = None, meeples: dict | None = None, camels: dict | None = None,
         options: Options | None = None, seed: int = 0, **kw):
    """A prepared position at the start of marker ``turn_of``'s turn (default 0, player Ann).

    ``meeples``/``camels``/``palm_trees``/``palaces`` are keyed by tile names ("c3"); the rest as
    :func:`companion.five_tribes.setup.position`.
    """
    def by_tile(d):
        return None if d is None else {tile(k): v for k, v in d.items()}

    for key in ("palm_trees", "palaces"):
        if key in kw:
            kw[key] = by_tile(kw[key])
    return position(list(NAMES[:n]), seed=seed, options=options, tiles=layout(tiles),
                    meeples=by_tile(meeples or {}), camels=by_tile(camels), **kw)


def play(state, *moves: str):
    """``state`` after the moves given in notation, each checked for legality."""
    for text in moves:
        state = state.apply(FIVE_TRIBES.parse_move(text))
    return state


def legal(state) -> set[str]:
    """The legal moves of ``state`` in notation."""
    return {str(m) for m in state.legal_moves()}


def bidding(n: int, order: list[int], *, gold: dict | None = None, djinns: dict | None = None,
            cards: dict | None = None, options: Options | None = None, seed: int = 0):
    """A prepared position at the start of a round's bids: the turn markers bid in ``order`` (marker m
    belongs to player m % n); ``gold``, ``djinns``, ``cards`` per player as stated (the rest as set up)."""
    from companion.five_tribes.serialize import position_fields
    from companion.five_tribes.setup import new_game, start_from_fields

    base = new_game(list(NAMES[:n]), seed=seed, options=options)
    f = position_fields(base)
    f["order"] = list(order)
    f["decision"] = {"kind": "bid", "player": order[0] % n}
    for p, g in (gold or {}).items():
        f["players"][p]["gold"] = g
    for p, held in (djinns or {}).items():
        f["players"][p]["djinns"] = list(held)
        f["djinn_row"] = [j for j in f["djinn_row"] if j not in held]
        f["djinn_pile"] = [j for j in f["djinn_pile"] if j not in held]
    for p, held in (cards or {}).items():
        f["players"][p]["cards"] = dict(held)
        for k, v in held.items():
            f["draw_pile"][k] = f["draw_pile"].get(k, 0) - v
    return start_from_fields(base._setup, f)


def last_turn(state):
    """``state`` (the start of a turn, from :func:`make`) as the turn of the round's last marker: after it
    the round ends (clean-up or the game's end)."""
    from companion.five_tribes.serialize import position_fields
    from companion.five_tribes.setup import start_from_fields

    f = position_fields(state)
    K = len(f["order"])
    marker = f["scalars"]["marker"]
    f["order"] = [m for m in f["order"] if m != marker] + [marker]
    f["scalars"]["turni"] = K - 1
    return start_from_fields(state._setup, f)


def edit(state, fn):
    """A prepared position: ``fn(fields)`` changes the field dict of ``state`` in place."""
    from companion.five_tribes.serialize import position_fields
    from companion.five_tribes.setup import start_from_fields

    f = position_fields(state)
    fn(f)
    return start_from_fields(state._setup, f)


def turn_starts(seed: int, upto: int):
    """The first ``upto`` turn starts (decision ``turn``, nothing moved yet) of seeded random game ``seed``
    (2 + seed % 3 players; every move, bids included, a seeded random legal move)."""
    import random

    from companion.five_tribes.engine import new_game

    rng = random.Random(seed)
    s = new_game([f"P{i}" for i in range(2 + seed % 3)], seed=seed)
    out = []
    while not s.is_over and len(out) < upto:
        if s.decision == "turn" and not s._data[s.layout.MOVED]:
            out.append(s)
        s = s.apply(rng.choice(s.legal_moves()))
    return out


def engine_movements(state) -> set:
    """Every meeple movement the engine's turn decisions allow from ``state`` (the start of a turn): each
    pick-up, step and drop the core offers, walked with push/pop until the move is over (the next decision is
    neither a step nor a drop), as :class:`~companion.five_tribes.movement.Movement` (start, path, drops)."""
    from companion.five_tribes.movement import Movement
    from companion.five_tribes.moves import Drop, Pick, Step
    from companion.five_tribes.rules import TRIBES

    core = state.core()
    found: set = set()

    def walk(start: int, path: list, drops: list) -> None:
        moves = core.legal_moves()
        if not moves or type(moves[0]) not in (Step, Drop):
            found.add(Movement(start, tuple(path), tuple(drops)))
            return
        for m in moves:
            core.push(m)
            if type(m) is Step:
                walk(start, path + [m.tile], drops)
            else:
                walk(start, path, drops + [TRIBES.index(m.tribe)])
            core.pop()

    for m in core.legal_moves():
        if type(m) is Pick:
            core.push(m)
            walk(m.tile, [], [])
            core.pop()
    return found
