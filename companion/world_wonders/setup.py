"""Setting up a game (world-wonders.md §2, solo §7.2): the catalogues in use, the stacks by player count, each
player's map board (all on one side) and resource board, the shuffled stacks and monument deck, the first turn
order, the road offer, the tower and the face-up monuments.

=========  ======================  ======================  ==============  =============  ==========
players    tile stacks             long roads / round      short sets      face-up cards  pedestals
=========  ======================  ======================  ==============  =============  ==========
1 (solo)   main board (as 2 p.)    1                       1               2              not used
2          main board              1                       1               3              1st, 2nd
3          main board              2                       1               3              1st, 2nd
4          main + 4th-player       2                       2               3              1st, 2nd
5          main + 4th + 5th        3                       2               3              1st, 2nd
=========  ======================  ======================  ==============  =============  ==========

One tower is offered per round. Every player gets one free long road from the supply, placed in their first
turn touching the sidewalk (§2 J); the engine asks for it before that turn's purchase (§12 Q10).

Example:
    >>> s = new_game(["Ann", "Bob"], seed=1)
    >>> s.round, s.decision, len(s.revealed_tiles), len(s.face_up_monuments)
    (1, <Decision.FREE_ROAD: 'free_road'>, 6, 3)
"""
from __future__ import annotations

import random
from typing import Any

from companion.engine import setup as engine_setup
from companion.errors import CompanionError, InvalidSetup
from companion.i18n import N_
from companion.world_wonders import catalogues, rules
from companion.world_wonders.options import Options
from companion.world_wonders.state import (
    F_CAP, F_FREE, F_PIECES, F_RTOUCH, G_AUTO_CARD, G_AUTO_LAST, G_DISCARDS, G_LAST_PEDS, G_KIND, G_LONG, G_LONG_RES, G_ORDER, G_PED1,
    G_PED2, G_ROUND, G_SHORT, G_SHORT_LEFT, G_SHORT_RES, G_SOLO_LEFT, G_SOLO_PASS, G_STACKS, G_TOWER_RES, G_TOWER_UP,
    G_DECK, P0, PB, Setup, State,
)

__all__ = ["new_game", "check_players", "check_seed"]

_SOLO_PASSES = 28      # seeded passes through the solo deck (392 Automaton turns; a game has at most 10 rounds)


def check_players(players: Any) -> tuple[str, ...]:
    """The player names of a new game in normal form, checked (world-wonders.md §2: 1 to 5 players) by the one shared check
    :func:`companion.engine.setup.check_players` (the score sheets' name rule).

    Raises:
        InvalidSetup: see :func:`companion.engine.setup.check_players`.
    """
    return engine_setup.check_players(players, rule="world-wonders 2", title=N_("World Wonders"), low=rules.MIN_PLAYERS, high=rules.MAX_PLAYERS)


def check_seed(seed: Any) -> int:
    """The seed of a game, checked (see :func:`companion.engine.setup.check_seed`).

    Raises:
        InvalidSetup: ``seed`` is not a whole number.
    """
    return engine_setup.check_seed(seed, rule="world-wonders 2")


def _catalogue(kind: str, source: Any) -> Any:
    try:
        return catalogues.load(kind, source)
    except CompanionError as exc:
        raise InvalidSetup("world-wonders 2", N_("The {kind} catalogue cannot be used: {error}"), kind=kind,
                           error=exc) from None


def new_game(players: Any, *, seed: Any, options: Any = None) -> State:
    """Set up a game (world-wonders.md §2).

    Args:
        players: 1-5 names (a list or tuple); one name = solo play against the Automaton (§7.2).
        seed: whole number; the stacks, the monument deck, the first turn order (option ``initial_order``) and
            the solo deck are shuffled from it.
        options: :class:`~companion.world_wonders.options.Options` (defaults documented there).

    Returns:
        The state waiting for the first player of the turn order to place the free long road.

    Raises:
        InvalidSetup (world-wonders 2): bad players, seed or options; a catalogue that is invalid, lacks the map
            boards or stacks the player count needs, or maps of different sizes.
    """
    opts = Options.checked(options)
    names = check_players(players)
    seed = check_seed(seed)
    n = len(names)
    maps = _catalogue("maps", opts.maps)
    tiles = _catalogue("tiles", opts.tiles)
    monuments = _catalogue("monuments", opts.monuments)
    boards = _catalogue("resource_boards", opts.resource_boards)
    solo = _catalogue("solo_cards", opts.solo_cards)
    objective_deck = _catalogue("objective_cards", opts.objective_cards)
    sides = maps.boards(opts.map_side)
    if not sides:
        raise InvalidSetup("world-wonders 2", N_("The map catalogue has no board with side {side}."),
                           side=opts.map_side)
    player_maps = tuple(sides[i % len(sides)] for i in range(n))
    if len({(m.height, m.width) for m in player_maps}) != 1:
        raise InvalidSetup("world-wonders 2", N_("Every player's map must have the same size."))
    try:
        board = boards.side(opts.resource_side)
    except KeyError:
        raise InvalidSetup("world-wonders 2", N_("The resource-board catalogue has no side {side}."),
                           side=opts.resource_side) from None
    stacks = tiles.stacks_for(n)
    wanted = rules.boards_in_play(n)
    missing = [b for b in wanted if not any(st.board == b for st in stacks)]
    if missing:
        raise InvalidSetup("world-wonders 2", N_("The tile catalogue has no stack for the {board} board, which "
                                                 "{count} players need."), board=missing[0], count=n)
    face_up = rules.MONUMENTS_FACE_UP_SOLO if n == 1 else rules.MONUMENTS_FACE_UP
    rng = random.Random(f"{seed}:setup")
    all_tiles: list = []
    tile_stack: list[int] = []
    first_index: dict[str, int] = {}
    in_play = [st.id for st in stacks]
    for st in tiles.stacks:
        first_index[st.id] = len(all_tiles)
        all_tiles.extend(st.tiles)
        tile_stack.extend([in_play.index(st.id) if st.id in in_play else -1] * len(st.tiles))
    stack_order = []
    for st in stacks:
        order = list(range(first_index[st.id], first_index[st.id] + len(st.tiles)))
        rng.shuffle(order)
        stack_order.append(tuple(order))
    deck = list(range(len(monuments.cards)))
    rng.shuffle(deck)
    first_order = list(range(n))
    if opts.initial_order == "random":
        rng.shuffle(first_order)
    solo_order = solo_deck_order(random.Random(f"{seed}:solo"), len(solo.cards), opts) if n == 1 else ()
    setup = Setup(players=names, seed=seed, options=opts, maps=player_maps, tiles_catalogue=tiles,
                  monuments=monuments, board=board, solo=solo, stacks=stacks, stack_order=tuple(stack_order),
                  tiles=tuple(all_tiles), tile_stack=tuple(tile_stack), deck=tuple(deck),
                  first_order=tuple(first_order), solo_deck=solo_order,
                  objectives=objectives_in_play(seed, opts, objective_deck), objective_deck=objective_deck)
    data = _start_data(setup, face_up)
    object.__setattr__(setup, "origin_data", data)
    return State(setup, data)


def objectives_in_play(seed: int, opts: Options, deck: Any = None) -> tuple[str, ...]:
    """The ids of the public objective cards in play (advanced play, §2 H, §7.1): none, the option's cards, or
    3 drawn from ``deck`` (the objective-card catalogue; None: the demo deck) with their own seeded shuffle (the
    other shuffles are not disturbed).

    Raises:
        InvalidSetup (world-wonders 2): an id chosen that is not a card of the deck.
    """
    deck = deck if deck is not None else catalogues.load("objective_cards")
    if opts.objectives is None:
        return ()
    if opts.objectives == "random":
        ids = [o.id for o in deck.cards]
        random.Random(f"{seed}:objectives").shuffle(ids)
        return tuple(ids[:rules.PUBLIC_OBJECTIVES_IN_PLAY])
    for i in opts.objectives:
        try:
            deck.by_id(i)
        except KeyError:
            raise InvalidSetup("world-wonders 2", N_("The option {option} must be {expected}, not {value}."),
                               option="objectives", expected=", ".join(o.id for o in deck.cards),
                               value=repr(i)[:40]) from None
    return tuple(opts.objectives)


def solo_deck_order(rng: random.Random, cards: int, opts: Options) -> tuple[int, ...]:
    """The solo cards in drawing order (see :func:`companion.world_wonders.solo.solo_deck`)."""
    from companion.world_wonders.solo import solo_deck

    return solo_deck(rng, cards, _SOLO_PASSES * cards, opts.solo_deck_end == "reshuffle")


def _start_data(setup: Setup, face_up: int) -> tuple:
    """The flat data of the start: round 1, the offer of §2, every player with a free road to place."""
    from companion.world_wonders.core import WorldWondersCore
    from companion.world_wonders.purchase import reveal_monuments, reveal_tiles
    from companion.world_wonders.round_end import begin_round

    n = len(setup.players)
    tiles = setup.tiles_catalogue
    longs, shorts, towers = rules.ROAD_OFFER[n]
    d: list[Any] = [0] * (P0 + n * PB)
    d[G_ROUND] = 1
    d[G_ORDER] = setup.first_order
    d[G_LONG], d[G_LONG_RES] = longs, tiles.long_roads - n - longs
    d[G_SHORT], d[G_SHORT_RES] = shorts, tiles.short_sets - shorts
    d[G_TOWER_UP], d[G_TOWER_RES] = towers, tiles.towers - towers
    d[G_PED1] = d[G_PED2] = -1
    d[G_STACKS] = tuple((1 << len(st.tiles)) - 1 for st in setup.stacks)
    d[G_DECK] = (1 << len(setup.monuments.cards)) - 1
    d[G_SHORT_LEFT] = ()
    d[G_DISCARDS] = (0, 0, 0)
    d[G_AUTO_LAST] = ()
    d[G_LAST_PEDS] = (-1, -1)
    d[G_SOLO_LEFT] = (1 << len(setup.solo.cards)) - 1 if setup.solo_game else 0
    d[G_SOLO_PASS] = ()
    d[G_AUTO_CARD] = -1
    for p in range(n):
        b = P0 + p * PB
        d[b + F_CAP] = rules.GOLD_PER_ROUND
        d[b + F_FREE] = 1
        d[b + F_PIECES] = ()
        d[b + F_RTOUCH] = setup.grid.BOTTOM
    d[G_KIND] = 0
    core = WorldWondersCore(setup, d)
    reveal_tiles(core)                   # §2 B, G: from the seeded orders (setup chance is the seed's)
    reveal_monuments(core, face_up)
    begin_round(core)
    return core.snapshot()
