"""Setting up a game (five-tribes.md §2, §1) and prepared positions for lessons and tests.

Setup (seeded through the game's chance streams, :mod:`companion.engine.chance`): the 30 tiles shuffled into
the 5 × 6 Sultanate; the 90 meeples drawn 3 per tile (the bag ends empty); camels 11 each with 2 players,
8 with 3-4; turn markers (2 each with 2 players) shuffled onto the Bid Order track; 50 gold each; the 54
resource cards shuffled, 9 face up; the 22 djinns shuffled, 3 face up; palm trees and palaces in the
supply. The first decision is the first marker's bid (§3.1).

Example:
    >>> s = new_game(["Ann", "Bob"], seed=1)
    >>> s.decision, len(s.bid_order), s.gold, len(s.row), len(s.djinn_row)
    (<Decision.BID: 'bid'>, 4, (50, 50), 9, 3)
"""
from __future__ import annotations

from typing import Any, Mapping

from companion.engine.chance import CURRENT_CHANCE_VERSION, stream
from companion.errors import InvalidPosition
from companion.five_tribes.common import check_players, check_seed
from companion.five_tribes.options import Options
from companion.five_tribes.rules import (
    CARD_COPIES, CARD_KINDS, DJINNS, MEEPLES_PER_COLOUR, MEEPLES_PER_TILE, PALACES, PALM_TREES, STARTING_GOLD,
    TILE_KINDS, TRIBES, camels_per_player,
)
from companion.five_tribes.serialize import check_position, fields_to_data, position_fields
from companion.five_tribes.state import CHANCE_FACES, Setup, State
from companion.i18n import N_

__all__ = ["new_game", "start_from_fields", "position"]


def _shuffled(items: list, rng, start: int) -> tuple[list, int]:
    """Fisher-Yates shuffle of ``items`` with outcomes ``start``.. of the chance stream ``rng``."""
    items = list(items)
    k = start
    for i in range(len(items) - 1, 0, -1):
        j = rng.outcome(k) * (i + 1) // CHANCE_FACES
        k += 1
        items[i], items[j] = items[j], items[i]
    return items, k


def new_game(players: Any, *, seed: Any, options: Options | None = None, chance: int | None = None) -> State:
    """Set up a game (five-tribes.md §2).

    Args:
        players: list or tuple of 2-4 different names, in seat order.
        seed: integer seed of the setup shuffles and every later draw (chance streams ``setup``, ``cards``,
            ``djinns``, ``bag``).
        options: :class:`~companion.five_tribes.options.Options` (defaults documented there).
        chance: the chance stream version; None = the current one.

    Returns:
        The state waiting for the first marker of the Bid Order track to bid (§3.1).

    Raises:
        InvalidSetup: bad players, seed or options (five-tribes 2).
    """
    opts = Options.checked(options)
    names = check_players(players)
    seed = check_seed(seed)
    n = len(names)
    setup = Setup(players=names, seed=seed, options=opts,
                  chance=CURRENT_CHANCE_VERSION if chance is None else chance)
    L = setup.layout
    rng = stream(seed, "setup", CHANCE_FACES, setup.chance)
    tiles, k = _shuffled([i for i, kind in enumerate(TILE_KINDS) for _ in range(kind[3])], rng, 0)
    bag, k = _shuffled([c for c, count in enumerate(MEEPLES_PER_COLOUR) for _ in range(count)], rng, k)
    markers, k = _shuffled(list(range(L.K)), rng, k)
    d = [0] * L.size
    for t in range(30):
        d[L.TILE + t] = tiles[t]
        d[L.CAMEL + t] = -1
        for col in bag[MEEPLES_PER_TILE * t:MEEPLES_PER_TILE * t + MEEPLES_PER_TILE]:
            d[5 * t + col] += 1
    camels = camels_per_player(n)
    for p in range(n):
        b = L.player(p)
        d[b] = STARTING_GOLD
        d[b + 3] = camels
    d[L.PILE:L.PILE + 10] = list(CARD_COPIES)
    d[L.ROW:L.ROW + 9] = [-1] * 9
    d[L.DROW:L.DROW + 3] = [-1] * 3
    d[L.SIB:L.SIB + 3] = [-1] * 3
    d[L.DPILE] = (1 << len(DJINNS)) - 1
    d[L.ORDER:L.ORDER + L.K] = markers
    d[L.TRACK:L.TRACK + 9] = [-1] * 9
    d[L.PALMS], d[L.PALACES] = PALM_TREES, PALACES
    for name in ("MARKER", "POS", "PREV", "START", "FINAL", "TRIBE", "PTILE", "IBLT"):
        d[getattr(L, name)] = -1
    from companion.five_tribes.cleanup import clean_up
    from companion.five_tribes.core import FiveTribesCore

    core = FiveTribesCore(setup, d)
    clean_up(core)                       # the 9 face-up cards and 3 face-up djinns (§2 steps 4-5)
    core.d[L.ROUND] = 1
    core.decide(0, markers[0] % n)
    data = core.snapshot()
    object.__setattr__(setup, "origin_data", data)
    return State(setup, data)


def start_from_fields(setup: Setup, fields: Mapping[str, Any]) -> State:
    """A prepared position of the game ``setup``: the position ``fields`` (as
    :func:`~companion.five_tribes.serialize.position_fields` gives them) checked against the components
    (:func:`~companion.five_tribes.serialize.check_position`) and recorded as the game's start
    (``state.origin``), so undo, replay and saves continue from it exactly.

    Raises:
        InvalidPosition: a component count or entry is broken (the message names it).
    """
    origin = check_position(setup, fields)
    data = fields_to_data(setup.layout, origin)
    start = Setup(players=setup.players, seed=setup.seed, options=setup.options, chance=setup.chance,
                  origin=origin, origin_data=data)
    return State(start, data)


def position(players: Any, *, seed: int = 0, options: Options | None = None,
             tiles: list[str | tuple[str, int]] | None = None,
             meeples: Mapping[int, Mapping[str, int]] | None = None,
             camels: Mapping[int, int] | None = None,
             palm_trees: Mapping[int, int] | None = None,
             palaces: Mapping[int, int] | None = None,
             gold: Mapping[int, int] | None = None,
             viziers: Mapping[int, int] | None = None,
             elders: Mapping[int, int] | None = None,
             cards: Mapping[int, Mapping[str, int]] | None = None,
             djinns: Mapping[int, list[str]] | None = None,
             row: list[str] | None = None,
             djinn_row: list[str] | None = None,
             turn_of: int = 0) -> State:
    """A prepared position at the start of a turn: :func:`new_game`, then every stated part replaced.

    Nothing stated is left to chance: tiles not named keep the seeded layout; with ``meeples`` given, tiles
    not named are empty and the other meeples are in the bag; the resource cards not in the row or in a
    hand are in the draw pile, the djinns not shown or held in the djinn pile.

    Args:
        players: 2-4 names; seed, options as for :func:`new_game`.
        tiles: 30 tile kinds in tile order (``row * 6 + col``): ``"oasis"``, ``"village"``,
            ``"small_market"``, ``"large_market"`` or ``("sacred_place", vp)`` / ``"sacred_place"`` (6 VP); the
            box counts must hold.
        meeples: ``{tile: {tribe: count}}`` (tribes vizier, elder, merchant, builder, assassin).
        camels: ``{tile: player}``; palm_trees / palaces: ``{tile: count}``.
        gold, viziers, elders: ``{player: count}`` (gold defaults to 50).
        cards: ``{player: {kind: count}}`` (kinds as in :data:`~companion.five_tribes.rules.CARD_KINDS`).
        djinns: ``{player: [names]}``; row: the face-up cards (default: the seeded 9, minus cards held);
        djinn_row: the face-up djinns (default: the seeded 3, minus djinns held).
        turn_of: the turn marker whose turn starts (its player decides; markers then play in index order).

    Returns:
        A :class:`State` waiting for player ``turn_of % players`` to start the turn, with no history.

    Raises:
        InvalidPosition: a count is broken or an entry unknown (the message names it).
    """
    base = new_game(players, seed=seed, options=options)
    f = position_fields(base)
    n = len(base.players)
    L = base.layout
    if tiles is not None:
        names = []
        for x in tiles:
            if isinstance(x, str):
                vp = {"large_market": 4, "small_market": 6, "oasis": 8, "village": 5, "sacred_place": 6}.get(x)
                if vp is None:
                    raise InvalidPosition(N_("{kind} is not a tile kind."), kind=x)
                names.append([x, vp])
            else:
                names.append(list(x))
        f["tiles"] = names
    if meeples is not None:
        f["meeples"] = [[0] * 5 for _ in range(30)]
        for t, tribes in meeples.items():
            for tribe, count in tribes.items():
                if tribe not in TRIBES:
                    raise InvalidPosition(N_("{tribe} is not a tribe ({tribes})."), tribe=tribe,
                                          tribes=", ".join(TRIBES))
                f["meeples"][t][TRIBES.index(tribe)] = count
    for t, p in (camels or {}).items():
        f["camels"][t] = p
    for p in range(n):
        f["players"][p]["camels"] = camels_per_player(n) - f["camels"].count(p)
    for key, values in (("palm_trees", palm_trees), ("palaces", palaces)):
        for t, v in (values or {}).items():
            f[key][t] = v
    f["supply"] = {"palm_trees": PALM_TREES - sum(f["palm_trees"]), "palaces": PALACES - sum(f["palaces"])}
    for key, values in (("gold", gold), ("viziers", viziers), ("elders", elders)):
        for p, v in (values or {}).items():
            f["players"][p][key] = v
    for p, held in (cards or {}).items():
        f["players"][p]["cards"] = dict(held)
    for p, held in (djinns or {}).items():
        f["players"][p]["djinns"] = list(held)
    held_djinns = {j for pl in f["players"] for j in pl["djinns"]}
    f["djinn_row"] = [j for j in (djinn_row if djinn_row is not None else f["djinn_row"]) if j not in held_djinns]
    f["djinn_pile"] = [j for j in DJINNS if j not in held_djinns and j not in f["djinn_row"]]
    f["djinn_discards"], f["sibittis"] = [], []
    held_cards = {k: sum(pl["cards"].get(k, 0) for pl in f["players"]) for k in CARD_KINDS}
    if row is None:
        row = []
        left = dict(held_cards)
        for k in f["row"]:
            if left.get(k, 0):
                left[k] -= 1
            else:
                row.append(k)
    f["row"] = list(row)
    f["discards"] = {}
    f["draw_pile"] = {k: CARD_COPIES[i] - held_cards[k] - f["row"].count(k) for i, k in enumerate(CARD_KINDS)}
    if any(v < 0 for v in f["draw_pile"].values()):
        raise InvalidPosition(N_("More cards of a kind are held and shown than the deck has."))
    board = [sum(m[c] for m in f["meeples"]) for c in range(5)]
    held = [sum(pl["viziers"] for pl in f["players"]), sum(pl["elders"] for pl in f["players"]), 0, 0, 0]
    f["bag"] = [MEEPLES_PER_COLOUR[c] - board[c] - held[c] for c in range(5)]
    if min(f["bag"]) < 0:
        raise InvalidPosition(N_("More meeples of a colour are on the board and held than the game has."))
    order = [(turn_of + i) % L.K for i in range(L.K)]
    f["order"] = order
    f["track"] = [None] * 9
    for i, m in enumerate(order):
        f["track"][i] = m
    f["hand"] = [0] * 5
    f["decision"] = {"kind": "turn", "player": turn_of % n}
    sc = f["scalars"]
    sc.update({"marker": turn_of, "bidi": L.K, "turni": 0, "pos": -1, "prev": -1, "start": -1, "handn": 0,
               "moved": 0, "final": -1, "tribe": -1, "n": 0, "used": 0, "ibl": 0, "iblt": -1, "place": 0,
               "ptile": -1, "end": 0, "zeros": 0, "sat": 0})
    from companion.five_tribes.movement import pickups

    if not pickups([v for m in f["meeples"] for v in m], own_drops_count=base.options.own_drops_count):
        sc["end"] = 2                    # no legal meeple move: the game ends after this round (§4)
    return start_from_fields(base._setup, f)
