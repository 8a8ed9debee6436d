"""Setting up a game (iquazu.md §3) and prepared positions for teaching and tests.

Setup, in the rulebook's order: the wall's strips laid in random order on random sides (step 3, option
``layout`` for the table's own layout), the scoring board for the player count (4), the bonus tiles face down
(5: the face-down pool, :mod:`~companion.iquazu.bonus_tiles`), the frame at the left end (6), the five tiles of
its tile column face up (7), each player's score marker on the first space, 34 crystals to place (8), the
crystal box to the start player (9), hands of 4/5/6/7 cards clockwise from the start player, the rest the draw
pile (10), the 50 drops to the player on the start player's right (11).

Example:
    >>> s = new_game(["Ann", "Bob", "Cy"], seed=1)
    >>> [sum(h) for h in s.hands], s.draw_pile, s.active, s.drop_holder
    ([4, 5, 6], 45, 0, 2)
"""
from __future__ import annotations

import random
from typing import Any, Mapping

from companion.engine.chance import CURRENT_CHANCE_VERSION
from companion.engine import setup as engine_setup
from companion.errors import InvalidSetup
from companion.i18n import N_
from companion.iquazu import bonus_tiles, cards, rules
from companion.iquazu.core import IquazuCore
from companion.iquazu.options import Options
from companion.iquazu.serialize import check_position, fields_to_data, position_fields
from companion.iquazu.state import Setup, State
from companion.iquazu.wall import load_wall

__all__ = ["new_game", "position", "start_from_fields", "check_players", "check_seed"]


#: names a player cannot take: the score sheets write a water drop as "drop" (iquazu.md §3)
_RESERVED = {rules.DROP: N_('A player cannot be called "drop": the word marks water drops.')}
#: the player names and the seed of a new game, checked (iquazu.md §3: 2 to 4 players; "drop" is reserved)
check_players, check_seed = engine_setup.game_checks(rule="iquazu 3", title=N_("Iquazú"), low=rules.MIN_PLAYERS,
                                                     high=rules.MAX_PLAYERS, reserved=_RESERVED, section="iquazu.md §3")


_DEFAULT_OPTIONS = Options()        # frozen: one shared instance for every game without options


def _setup(players: Any, seed: Any, options: Options | None, chance: int | None) -> Setup:
    opts = _DEFAULT_OPTIONS if options is None else Options.checked(options)
    names = check_players(players)
    seed = check_seed(seed)
    n = len(names)
    wall = load_wall("demo" if opts.wall is None else opts.wall)
    if wall.stones_for(n) is None:
        raise InvalidSetup("iquazu 3", N_("The wall {wall} has no scoring board for {players} players."),
                           wall=wall.name, players=n)
    if opts.colours is None:
        colours = rules.PLAYER_COLOURS[:n]
    else:
        colours = tuple(opts.colours)
        if len(colours) != n or len(set(colours)) != n or any(c not in rules.PLAYER_COLOURS for c in colours):
            raise InvalidSetup("iquazu 3", N_("Choose {count} different crystal colours from {colours}."), count=n,
                               colours=", ".join(rules.PLAYER_COLOURS))
    if opts.layout is None:
        layout = wall.random_layout(random.Random(f"{seed}:layout"))
    else:
        layout = wall.check_layout(opts.layout)
    return Setup(players=names, colours=colours, seed=seed, options=opts, wall=wall, layout=layout,
                 chance=CURRENT_CHANCE_VERSION if chance is None else chance)


def new_game(players: Any, *, seed: Any, options: Options | None = None, chance: int | None = None) -> State:
    """Set up a game (iquazu.md §3).

    Args:
        players: list or tuple of 2–4 names in clockwise turn order; ``players[0]`` is the start player.
        seed: integer seed of the strip layout, the deck and the face-down tiles.
        options: :class:`~companion.iquazu.options.Options` (defaults documented there).
        chance: the chance stream version (:mod:`companion.engine.chance`); None = the current one.

    Returns:
        The state waiting for the start player's turn.

    Raises:
        InvalidSetup: bad players, seed, colours, options, or a wall without a scoring board for this player
            count (iquazu 3).
        InvalidWall: the wall data breaks a rule (see :mod:`companion.iquazu.wall`).
    """
    setup = _setup(players, seed, options, chance)
    n, L = len(setup.players), setup.L
    d = [0] * L.size
    d[L.DRAW:L.DRAW + 3] = list(setup.options.card_split)
    for p in range(n):
        d[L.CRYS + p] = rules.CRYSTALS_TO_PLACE
    d[L.EMPTY:L.EMPTY + setup.W] = setup.full_masks
    d[L.POOL:L.POOL + setup.T] = setup.tile_counts
    d[L.ROWT:L.ROWT + rules.ROWS] = [-1] * rules.ROWS
    d[L.FRAME] = 1
    d[L.DROPS] = rules.WATER_DROPS
    d[L.DROPH] = n - 1
    d[L.ACTIVE] = 0
    d[L.ACTIONS] = 1
    d[L.TURN] = 1
    core = IquazuCore(setup, d)
    for p in range(n):
        cards.draw(core, p, rules.STARTING_HANDS[p])
    bonus_tiles.reveal(core, 1)
    data = core.snapshot()
    object.__setattr__(setup, "origin_data", data)
    return State(setup, data)


def start_from_fields(setup: Setup, fields: Mapping[str, Any]) -> State:
    """A prepared position of the game ``setup``: the field dict (as
    :func:`~companion.iquazu.serialize.position_fields` gives) checked against the components and rules and
    recorded as the game's start (``state.origin``), so undo, replay and saves continue from it exactly.

    Raises:
        InvalidPosition: a count or rule is broken (the message names it).
    """
    origin = check_position(setup, fields)
    data = fields_to_data(setup, origin)
    start = Setup(players=setup.players, colours=setup.colours, seed=setup.seed, options=setup.options,
                  wall=setup.wall, layout=setup.layout, chance=setup.chance, origin=origin, origin_data=data)
    return State(start, data)


def position(players: Any, *, seed: int = 0, options: Options | None = None,
             alcoves: Mapping[tuple[int, int], Any] | None = None,
             hands: Mapping[int, tuple[int, int, int]] | None = None,
             scores: Mapping[int, int] | None = None,
             tiles_held: Mapping[int, Mapping[str, int]] | None = None,
             row_tiles: list[str | None] | None = None,
             frame: int = 1, active: int = 0, drop_holder: int | None = None, actions: int = 1,
             decision: str | None = "turn", discard_pile: tuple[int, int, int] = (0, 0, 0),
             **fields: Any) -> State:
    """A prepared position: :func:`new_game`, then the parts of the position stated explicitly.

    Args:
        players: 2–4 names; seed, options: as for :func:`new_game` (set ``options.layout`` to know the wall).
        alcoves: ``{(wall column, height): content}`` with content a player index or ``"drop"``; every other
            alcove is empty.
        hands: ``{player: (white, blue, orange)}``; players not named hold no cards. The draw pile holds the
            rest of the deck (discard pile: ``discard_pile``).
        scores: ``{player: points}`` (others 0).
        tiles_held: ``{player: {"light vp 2": 1, ...}}`` (tiles named ``"<back> <kind>[ <value>]"``).
        row_tiles: the face-up tile of each row (None: taken); default: the new game's.
        frame, active, drop_holder (default the player on the active player's right), actions, decision: the
            frame position, the crystal-box and drop-box holders, actions left, the pending decision.
        **fields: any other field of :func:`~companion.iquazu.serialize.position_fields`.

    Crystals and drops in the boxes are what is not on the wall; the face-down pool is the wall's pool less the
    tiles face up, held, used and removed.

    Raises:
        InvalidSetup, InvalidPosition: a rule or count broken (the message names it).
    """
    start = new_game(players, seed=seed, options=options)
    s = start._setup
    n = len(s.players)
    f = position_fields(start)
    cols = [[None] * (s.col_start[c + 1] - s.col_start[c]) for c in range(s.W)]
    for (column, height), content in (alcoves or {}).items():
        a = s.alcove_index(column, height)
        if a is None:
            from companion.errors import InvalidPosition
            raise InvalidPosition(N_("Column {column} has no alcove at height {height}."), column=column, height=height)
        cols[column - 1][a - s.col_start[column - 1]] = content
    f["alcoves"] = cols
    flat = [v for col in cols for v in col]
    f["crystals_left"] = [rules.CRYSTALS_TO_PLACE - flat.count(p) for p in range(n)]
    f["drops_left"] = rules.WATER_DROPS - flat.count(rules.DROP)
    f["hands"] = [list((hands or {}).get(p, (0, 0, 0))) for p in range(n)]
    f["discard_pile"] = list(discard_pile)
    f["draw_pile"] = [s.options.card_split[i] - discard_pile[i] - sum(h[i] for h in f["hands"]) for i in range(3)]
    f["scores"] = [(scores or {}).get(p, 0) for p in range(n)]
    f["tiles_held"] = [dict((tiles_held or {}).get(p, {})) for p in range(n)]
    f.update(frame=frame, active=active, drop_holder=(active - 1) % n if drop_holder is None else drop_holder,
             actions=actions, decision=decision, scored=False, dropped=False)
    f.update(fields)
    if row_tiles is not None:
        f["row_tiles"] = list(row_tiles)
    elif s.wall.tile_backs[frame - 1] != s.wall.tile_backs[0]:
        f["row_tiles"] = [None] * rules.ROWS
    names = [str(k) for k in s.tile_kinds]
    pool = dict(zip(names, s.tile_counts))
    for name in f["row_tiles"]:
        if name is not None:
            pool[name] = pool.get(name, 0) - 1
    for held in f["tiles_held"]:
        for name, count in held.items():
            pool[name] = pool.get(name, 0) - count
    if "face_down" not in fields:
        for name in list(pool):
            if pool[name] <= 0:
                del pool[name]
        f["face_down"] = pool
        extra = sum(s.tile_counts) - sum(pool.values()) - sum(1 for r in f["row_tiles"] if r) - \
            sum(sum(h.values()) for h in f["tiles_held"])
        f["used_tiles"] = fields.get("used_tiles", 0)
        f["removed_tiles"] = fields.get("removed_tiles", extra - f["used_tiles"])
    return start_from_fields(s, f)


from companion.iquazu import engine as _engine  # noqa: E402,F401  (the game object: State.game)
