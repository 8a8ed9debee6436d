"""Setting up a game (meduris.md §3): players, colours, the board side, chips, scores, huts, temples and the
six bonus chips (§3 step 6, Q4), the workers placed one at a time (§3 step 7); and prepared positions
(:func:`position`, component counts of §1 checked) for teaching and tests.

Example:
    >>> s = new_game(["Ann", "Bob"], seed=1)
    >>> s.current_player, s.pending.kind
    (0, 'place_worker')
"""
from __future__ import annotations

import random
from functools import lru_cache
from itertools import filterfalse
from typing import Any, Mapping

from companion.engine.chance import CURRENT_CHANCE_VERSION
from companion.errors import IllegalMove, InvalidBoard, InvalidPosition, InvalidSetup
from companion.i18n import N_, Plural
from companion.meduris.board import Board, board_from_dict, default_board_name, load_board
from companion.meduris.common import HUT, PLATEAU_FULL, RIDX, TEMPLE, check_players, check_seed, player_label
from companion.meduris.moves import Move, PlaceBonus, PlaceWorker
from companion.meduris.options import Options
from companion.meduris.rules import (
    BONUS_CHIPS, BONUS_MIN_EMPTY_BETWEEN, CHIPS_PER_RESOURCE, COLOURS, DIE_FACES,
    MAX_WORKERS_PER_PLATEAU, RESOURCES, STARTING_CHIPS_PER_RESOURCE, STARTING_SCORE,
    TEMPLES_PER_PLAYER, TWO_PLAYER_COLOURS, huts_per_player, workers_per_player,
)
from companion.meduris.serialize import check_position, fields_to_data
from companion.meduris.state import BONUS_CODES, Setup, State

__all__ = ["new_game", "position", "start_from_fields", "place_worker", "worker_moves", "place_bonus",
           "bonus_moves", "refusal", "BONUS_KINDS"]

def _resolve_board(opts: Options, players: int) -> Board:
    b = opts.board
    if b is None:
        return load_board(default_board_name(players))
    if isinstance(b, dict):
        return board_from_dict(b)
    if isinstance(b, Board):
        return b
    return load_board(b)


def _gap_ok(a: int, b: int, n: int, wraps: bool) -> bool:
    d = abs(a - b)
    if wraps:
        d = min(d, n - d)
    return d > BONUS_MIN_EMPTY_BETWEEN


@lru_cache(maxsize=16)
def _too_close(n: int, wraps: bool) -> tuple[frozenset[int], ...]:
    """Per site 1..n (index 0 unused): the sites too close to a bonus chip there (:func:`_gap_ok` fails)."""
    return (frozenset(),) + tuple(frozenset(c for c in range(1, n + 1) if not _gap_ok(c, pick, n, wraps))
                                  for pick in range(1, n + 1))


def _place_bonus(rng: random.Random, board: Board, opts: Options) -> tuple[str | None, ...]:
    n = board.size
    if opts.bonus_sites is not None:
        sites = list(opts.bonus_sites)
        if len(sites) != len(BONUS_CHIPS) or len(set(sites)) != len(sites) or any(
                not isinstance(x, int) or not 1 <= x <= n for x in sites):
            raise InvalidBoard(Plural("Bonus chips need {count} site between 1 and {last}.",
                                      "Bonus chips need {count} different sites between 1 and {last}."),
                               count=len(BONUS_CHIPS), last=n)
        for i, a in enumerate(sites):
            for b in sites[i + 1:]:
                if not _gap_ok(a, b, n, opts.bonus_gap_wraps):
                    raise InvalidBoard(Plural("Bonus chips on sites {a} and {b} need at least {gap} site without a "
                                              "chip between them.",
                                              "Bonus chips on sites {a} and {b} need at least {gap} sites without a "
                                              "chip between them.", count="gap"),
                                       a=a, b=b, gap=BONUS_MIN_EMPTY_BETWEEN)
    else:
        too_close = _too_close(n, opts.bonus_gap_wraps)
        for _ in range(10_000):
            sites = []
            candidates = list(range(1, n + 1))
            while len(sites) < len(BONUS_CHIPS) and candidates:
                pick = rng.choice(candidates)
                sites.append(pick)
                near = too_close[pick]
                candidates = list(filterfalse(near.__contains__, candidates))
            if len(sites) == len(BONUS_CHIPS):
                break
        else:  # pragma: no cover - a ring of >= 24 sites always fits
            raise InvalidBoard("Board {board} is too small for the bonus chips.", board=board.name)
    kinds = list(BONUS_CHIPS)
    rng.shuffle(kinds)
    bonus: list[str | None] = [None] * n
    for s, k in zip(sites, kinds):
        bonus[s - 1] = k
    return tuple(bonus)


_DEFAULTS = Options()          # frozen, so every game without options can share it


def new_game(players: list[str], *, seed: int, options: Options | None = None, chance: int | None = None) -> State:
    """Set up a game (meduris.md §3).

    Args:
        players: list or tuple of 2-4 names (non-empty text, different ignoring capitals and surrounding
            spaces, which are removed) in turn order; ``players[0]`` is the start player.
        seed: integer seed for the bonus-chip placement and every die roll (bool refused).
        options: :class:`~companion.meduris.options.Options` (defaults documented there).
        chance: the die stream version (:mod:`companion.engine.chance`); None = the current one. Saves
            of the first engine replay with version 1.

    Returns:
        The state waiting for the start player to place a worker (§3 step 7), or to put the first bonus
        chip on a site with option ``bonus_placement="players"`` (§3 step 6).

    Raises:
        InvalidSetup (a CompanionError, meduris 3): players not a list/tuple, wrong player count, a name
            not text or empty, duplicate names or colours, 2 players not blue+purple, a seed that is not
            a whole number.
        InvalidBoard: the board side is incomplete (the 4-player side, §2.3) or too small.
    """
    opts = _DEFAULTS if options is None else Options.checked(options)
    names = check_players(players)
    seed = check_seed(seed)
    n = len(names)
    if opts.colours is not None:
        colours = tuple(opts.colours)
        if len(colours) != n or len(set(colours)) != n or any(c not in COLOURS for c in colours):
            raise InvalidSetup("meduris 3", Plural("Choose {count} colour from {colours}.",
                                                   "Choose {count} different colours from {colours}."), count=n,
                               colours=", ".join(COLOURS))
        if n == 2 and set(colours) != set(TWO_PLAYER_COLOURS):
            raise InvalidSetup("meduris 3", "A 2-player game must use blue and purple.")
    else:
        colours = {2: TWO_PLAYER_COLOURS, 3: ("red", "green", "blue"), 4: COLOURS}[n]
    board = _resolve_board(opts, n)
    need = n * (huts_per_player(n) + TEMPLES_PER_PLAYER)
    if board.size < need:
        raise InvalidBoard(Plural("Board {board} has {sites} site; a {players}-player game needs at least {need}.",
                                  "Board {board} has {sites} sites; a {players}-player game needs at least {need}.",
                                  count="sites"),
                           board=board.name, sites=board.size, players=n, need=need)
    players_place = opts.bonus_placement == "players"
    if players_place:
        bonus: tuple[str | None, ...] = (None,) * board.size
    else:
        bonus = _place_bonus(random.Random(f"{seed}:setup"), board, opts)
    start = STARTING_CHIPS_PER_RESOURCE
    setup = Setup(players=names, colours=colours, seed=seed, options=opts, board=board,
                  chance=CURRENT_CHANCE_VERSION if chance is None else chance)
    fields = {
        "phase": "setup", "pending": {"kind": "place_bonus" if players_place else "place_worker", "player": 0},
        "active": 0, "turn": 0, "rolls": 0, "last_roll": None,
        "resources": [[start] * 4 for _ in range(n)], "scores": [STARTING_SCORE] * n,
        "huts_left": [huts_per_player(n)] * n, "temples_left": [TEMPLES_PER_PLAYER] * n,
        "supply": [CHIPS_PER_RESOURCE - n * start] * 4, "stacks": [[], [], [], []],
        "sites": [None] * board.size, "bonus": list(bonus), "runes": [None] * len(board.districts),
        "druid_step": 0, "druid_site": None, "buildings": 0, "end_trigger": None, "extra_turns": 0,
        "final_mark": None, "ended_by": None, "turns_since_build": 0, "bonus_placed": 0,
    }
    data = fields_to_data(setup.layout, fields)
    object.__setattr__(setup, "origin_data", data)
    return State(setup, data)


def start_from_fields(setup: Setup, fields: Mapping[str, Any]) -> State:
    """A prepared position of the game ``setup``: the position ``fields`` (as
    :func:`companion.meduris.serialize.position_fields` gives them) checked against the components and
    rules (:func:`~companion.meduris.serialize.check_position`) and recorded as the game's start
    (``state.origin``), so undo, replay and saves continue from it exactly.

    Raises:
        InvalidPosition: a count or rule is broken (the message names it).
    """
    origin = check_position(setup, fields)
    data = fields_to_data(setup.layout, origin)
    start = Setup(players=setup.players, colours=setup.colours, seed=setup.seed, options=setup.options,
                  board=setup.board, chance=setup.chance, origin=origin, origin_data=data)
    return State(start, data)


BONUS_KINDS = ("plus2", "free_build", "druid")


def position(players: list[str] | tuple[str, ...], *, seed: int,
             sites: Mapping[int, tuple[str, int]] | None = None,
             bonus: Mapping[int, str] | None = None,
             resources: Mapping[int, Mapping[str, int]] | None = None,
             scores: Mapping[int, int] | None = None,
             runes: Mapping[str, int] | None = None,
             stacks: Mapping[str, tuple[int, ...]] | None = None,
             druid_site: int | None = None,
             druid_step: int | None = None,
             buildings: int | None = None,
             turn_of: int = 0,
             decision: str = "action",
             next_roll: str | None = None,
             end_trigger: int | None = None,
             extra_turns: int = 0,
             ended_by: str | None = "all_built",
             final_mark: int | None = None,
             options: Options | None = None) -> State:
    """A prepared play-phase position: :func:`new_game`, then every part of the position stated explicitly.

    Nothing is hidden: sites not named are empty, no bonus chips lie on the board unless named, a player
    holds no chips unless stated, the plateaus hold the rest of the 18 chips of each resource (§1).
    The position is recorded in ``state.origin``, so :func:`undo`, :func:`replay` and JSON round trips
    of the game continue from it exactly.

    Args:
        players: 2-4 names in turn order (colours as :func:`new_game` gives them).
        seed: the game seed (later die rolls, meduris.md §4.1).
        sites: ``{site: ("hut" | "temple", player index)}``; other sites are empty.
        bonus: ``{site: "plus2" | "free_build" | "druid"}`` (at most 2 of each kind, §1); a druid chip may
            lie under a hut (§4.7), the other chips only on empty sites (§4.3, §6.16).
        resources: ``{player: {"wood": n, ...}}`` chips behind each screen; unstated = 0.
        scores: ``{player: points}`` on the score track; unstated = 5 (the starting score, §3).
        runes: ``{district name: player}`` rune stones in front of screens; the others in the supply.
        stacks: ``{plateau resource: (owner, ...)}`` bottom -> top; plateaus not named are empty. Default:
            the players' workers dealt round-robin onto wood, wool, copper, stone.
        druid_site: site the druid stands on (must hold a hut), or None while he is off the ring.
        druid_step: 0-3 when off the ring; default ``min(buildings, 3)`` (§4.6).
        buildings: buildings made so far (druid steps, §4.6); default: the buildings on the board.
        turn_of: index of the player whose turn it is.
        decision: ``"roll"`` (part 1, §4.1), ``"action"`` (part 2, §4.2-4.4) or ``"offer"`` (inside a
            ritual, §4.7: the owner of the druid's hut offers; needs ``druid_site``).
        end_trigger, extra_turns, ended_by: after the end trigger (§5.1): the player who triggered it, the
            turns still to play, and why (``"all_built"`` or the Polish ``"resources"``).
        final_mark: in the druid's last lap (§5.2): the site he started it from (a hut); the decision
            must then be ``"offer"``.
        next_roll: die face the next roll shows (a resource, ``"plus1"`` or ``"minus1"``): the die counter
            is moved to the first roll of ``seed`` showing that face; later rolls follow the seed.
        options: :class:`~companion.meduris.options.Options` as for :func:`new_game`.

    Returns:
        A :class:`State` in the ``"play"`` phase with no move history (undo stops here).

    Raises:
        InvalidPosition: a component count is broken (the message names it: 18 chips of each resource,
            huts per player 12 or 8, 2 temples per player, workers per player 3 or 2, at most 3 workers on a
            plateau, 2 bonus chips of each kind, meduris.md §1, §3), or an unknown site, player, resource,
            district, bonus chip or die face, a negative score, or a druid that does not fit the buildings.
        InvalidSetup: bad players or seed (from :func:`new_game`).
        InvalidBoard: the board in ``options`` cannot be used (from :func:`new_game`).
    """
    base = new_game(players, seed=seed, options=options)
    n, N, names = len(base.players), base.board.size, base.players

    def player(p: Any) -> int:
        if not isinstance(p, int) or isinstance(p, bool) or not 0 <= p < n:
            raise InvalidPosition("There is no player {player} in a {players}-player game (players are "
                                  "numbered 0 to {last}).", player=p, players=n, last=n - 1)
        return p

    def site_number(site: Any) -> int:
        if not isinstance(site, int) or isinstance(site, bool) or not 1 <= site <= N:
            raise InvalidPosition("There is no site {site} on this board.", site=site)
        return site

    def resource(name: Any) -> int:
        if name not in RIDX:
            raise InvalidPosition("{resource} is not a resource (wood, wool, copper, stone).", resource=name)
        return RIDX[name]

    site_list: list[tuple[str, int] | None] = [None] * N
    for site, building in (sites or {}).items():
        site_number(site)
        if not isinstance(building, (tuple, list)) or len(building) != 2 or building[0] not in (HUT, TEMPLE):
            raise InvalidPosition('Site {site}: a building is ("hut" or "temple", player), not {building}.',
                                  site=site, building=repr(building))
        site_list[site - 1] = (building[0], player(building[1]))
    for p, name in enumerate(names):
        huts = site_list.count((HUT, p))
        if huts > huts_per_player(n):
            raise InvalidPosition(Plural("{player} has {count} hut on the board; in a {players}-player game each "
                                         "player has {max}.",
                                         "{player} has {count} huts on the board; in a {players}-player game each "
                                         "player has {max}."), player=name, count=huts, players=n, max=huts_per_player(n))
        temples = site_list.count((TEMPLE, p))
        if temples > TEMPLES_PER_PLAYER:
            raise InvalidPosition(Plural("{player} has {count} temple on the board; each player has {max}.",
                                         "{player} has {count} temples on the board; each player has {max}."),
                                  player=name, count=temples, max=TEMPLES_PER_PLAYER)

    bonus_list: list[str | None] = [None] * N
    for site, chip in (bonus or {}).items():
        site_number(site)
        if chip not in BONUS_KINDS:
            raise InvalidPosition("There is no bonus chip {chip} (the chips are {chips}).", chip=chip,
                                  chips=", ".join(BONUS_KINDS))
        b = site_list[site - 1]
        if b is not None and (b[0] == TEMPLE or chip != "druid"):
            raise InvalidPosition("Site {site} holds a building, so a {chip} bonus chip cannot lie there.",
                                  site=site, chip=chip)
        bonus_list[site - 1] = chip
    for kind in BONUS_KINDS:
        if bonus_list.count(kind) > BONUS_CHIPS.count(kind):
            raise InvalidPosition(Plural("{count} {chip} bonus chip is placed; the game has {max}.",
                                         "{count} {chip} bonus chips are placed; the game has {max}."),
                                  count=bonus_list.count(kind), chip=kind, max=BONUS_CHIPS.count(kind))

    held = [[0, 0, 0, 0] for _ in range(n)]
    for p, chips in (resources or {}).items():
        player(p)
        for r, k in chips.items():
            i = resource(r)
            if not isinstance(k, int) or isinstance(k, bool) or k < 0:
                raise InvalidPosition(Plural("{player} cannot hold {count} {resource_label} chip.",
                                             "{player} cannot hold {count} {resource_label} chips."), player=names[p],
                                      count=k, resource_label=r)
            held[p][i] = k
    for i, r in enumerate(RESOURCES):
        total = sum(h[i] for h in held)
        if total > CHIPS_PER_RESOURCE:
            raise InvalidPosition(Plural("The players hold {count} {resource_label} chip; the game has only {max}.",
                                         "The players hold {count} {resource_label} chips; the game has only {max}."),
                                  count=total, resource_label=r, max=CHIPS_PER_RESOURCE)

    score_list = [STARTING_SCORE] * n
    for p, points in (scores or {}).items():
        if not isinstance(points, int) or isinstance(points, bool) or points < 0:
            raise InvalidPosition(Plural("{player} cannot have {points} point: the score never drops below 0.",
                                         "{player} cannot have {points} points: the score never drops below 0.",
                                         count="points"),
                                  player=names[player(p)], points=points)
        score_list[player(p)] = points

    rune_list: list[int | None] = [None] * len(base.board.districts)
    for district, p in (runes or {}).items():
        if district not in base.board.districts:
            raise InvalidPosition("There is no rune district {district} on this board.", district=district)
        rune_list[base.board.districts.index(district)] = player(p)

    if stacks is None:
        dealt: list[list[int]] = [[], [], [], []]
        for i, p in enumerate(p for _ in range(workers_per_player(n)) for p in range(n)):
            dealt[i % 4].append(p)
        stack_t = tuple(tuple(x) for x in dealt)
    else:
        for r in stacks:
            resource(r)
        stack_t = tuple(tuple(player(o) for o in stacks.get(r, ())) for r in RESOURCES)
    for r, stack in zip(RESOURCES, stack_t):
        if len(stack) > MAX_WORKERS_PER_PLATEAU:
            raise InvalidPosition(Plural("The {plateau_label} plateau holds {count} worker; at most {max} fit.",
                                         "The {plateau_label} plateau holds {count} workers; at most {max} fit."),
                                  plateau_label=r, count=len(stack), max=MAX_WORKERS_PER_PLATEAU)
    for p, name in enumerate(names):
        placed = sum(x.count(p) for x in stack_t)
        if placed != workers_per_player(n):
            raise InvalidPosition(Plural("{player} has {count} worker on the plateaus; in a {players}-player game "
                                         "each player has {expected}.",
                                         "{player} has {count} workers on the plateaus; in a {players}-player game "
                                         "each player has {expected}."), player=name, count=placed, players=n,
                                  expected=workers_per_player(n))

    built = sum(1 for b in site_list if b is not None)
    made = built if buildings is None else buildings
    if not isinstance(made, int) or made < built:
        raise InvalidPosition(Plural("{count} building stands on the board, so at least {count} has been built, "
                                     "not {buildings}.",
                                     "{count} buildings stand on the board, so at least {count} have been built, "
                                     "not {buildings}."), count=built, buildings=made)
    steps = base.board.steps
    if druid_site is not None:
        site_number(druid_site)
        if site_list[druid_site - 1] is None or site_list[druid_site - 1][0] != HUT or made <= steps:
            raise InvalidPosition("The druid stands on a hut, after the third building (site {site}).",
                                  site=druid_site)
        step = steps
    else:
        step = min(made, steps) if druid_step is None else druid_step
        if step != min(made, steps) or (made > steps and HUT in (b[0] for b in site_list if b)):
            raise InvalidPosition(Plural("After {count} building the druid cannot be on step {step}.",
                                         "After {count} buildings the druid cannot be on step {step}."),
                                  count=made, step=step)
    player(turn_of)
    if decision not in ("roll", "action", "offer"):
        raise InvalidPosition(N_("A prepared position waits for a roll, an action or an offering, not {decision}."),
                              decision=decision)
    decider, psite = turn_of, None
    if decision == "offer":
        if druid_site is None:
            raise InvalidPosition(N_("An offering is made at the druid's hut: say where the druid stands."))
        decider, psite = site_list[druid_site - 1][1], druid_site   # type: ignore[index]
    phase = "final_lap" if final_mark is not None else "play"
    if final_mark is not None and decision != "offer":
        raise InvalidPosition(N_("In the druid's last lap every decision is an offering (meduris 5.2)."))
    rolls = 0
    if next_roll is not None:
        if next_roll not in DIE_FACES:
            raise InvalidPosition(N_("{face} is not a face of the die ({faces})."), face=next_roll,
                                  faces=", ".join(DIE_FACES))
        rolls = base._setup.die.first(DIE_FACES.index(next_roll))
    fields = {
        "phase": phase, "pending": {"kind": decision, "player": decider, "site": psite}, "active": turn_of,
        "turn": made + 1, "rolls": rolls, "last_roll": None,
        "resources": held, "supply": [CHIPS_PER_RESOURCE - sum(h[i] for h in held) for i in range(4)],
        "scores": score_list, "sites": site_list, "bonus": bonus_list, "runes": rune_list,
        "huts_left": [huts_per_player(n) - site_list.count((HUT, p)) for p in range(n)],
        "temples_left": [TEMPLES_PER_PLAYER - site_list.count((TEMPLE, p)) for p in range(n)],
        "stacks": stack_t, "druid_site": druid_site, "druid_step": step, "buildings": made,
        "end_trigger": end_trigger, "extra_turns": extra_turns if end_trigger is not None else 0,
        "final_mark": final_mark, "ended_by": ended_by if (end_trigger is not None or final_mark) else None,
        "turns_since_build": 0, "bonus_placed": 0,
    }
    return start_from_fields(base._setup, fields)


# ----------------------------------------------------------------------------------------------
# the setup decisions: bonus chips (§3 step 6) and workers (§3 step 7)
# ----------------------------------------------------------------------------------------------

_WORKERS = [PlaceWorker(r) for r in RESOURCES]
_BONUS_SITES = [PlaceBonus(i) for i in range(128)]
_P_BONUS, _P_WORKER = 0, 1
_FACE_DOWN = BONUS_CODES.index("face_down")
_FREE_BUILD = BONUS_CODES.index("free_build")


def worker_moves(c) -> list[Move]:
    """Setup step 7 (meduris.md §3.7): a worker on any plateau with fewer than 3 workers."""
    d, H = c.d, c.L.HEIGHT
    return [_WORKERS[r] for r in range(4) if d[H + r] < MAX_WORKERS_PER_PLATEAU]


def place_worker(c, p: int, move: PlaceWorker) -> None:
    """Setup step 7 (meduris.md §3.7): player ``p`` puts a worker on a plateau (at most 3 there); players
    place one at a time in turn order until all are placed, then the start player begins his first turn."""
    d, L = c.d, c.L
    r = RIDX[move.plateau]
    h = d[L.HEIGHT + r]
    d[L.STACK + 3 * r + h] = p
    d[L.HEIGHT + r] = h + 1
    d[L.WORKM + p] |= 1 << (3 * r + h)
    placed = sum(d[L.HEIGHT:L.HEIGHT + 4])
    if placed >= c.n * workers_per_player(c.n):
        d[L.PHASE] = 1
        c.begin_turn(0)
    else:
        c.decide(_P_WORKER, placed % c.n)


def _gaps_fit(chips: list[int], N: int, wraps: bool) -> int:
    """How many more chips still fit on a ring of ``N`` sites beside ``chips`` (sorted site numbers),
    keeping at least 3 chip-less sites between any two (§3 step 6)."""
    step = BONUS_MIN_EMPTY_BETWEEN + 1
    if not chips:
        return N // step if wraps else (N - 1) // step + 1
    fit = 0
    for a, b in zip(chips, chips[1:]):
        fit += max(0, (b - a) // step - 1)
    first, last = chips[0], chips[-1]
    if wraps:
        fit += max(0, (first + N - last) // step - 1)
    else:
        fit += (first - 1) // step + (N - last) // step
    return fit


def bonus_moves(c) -> list[Move]:
    """Setup step 6 (meduris.md §3.6, Q4): a face-down bonus chip on any site at least 4 sites away from
    every chip already placed (3 chip-less sites between; across the river too with option
    ``bonus_gap_wraps``), and only where the remaining chips still fit."""
    d, L, N = c.d, c.L, c.N
    placed = [i + 1 for i in range(N) if d[L.BONUS + i]]
    left = len(BONUS_CHIPS) - len(placed) - 1
    wraps = c.opts.bonus_gap_wraps
    out: list[Move] = []
    for site in range(1, N + 1):
        if all(_gap_ok(site, b, N, wraps) for b in placed):
            if _gaps_fit(sorted(placed + [site]), N, wraps) >= left:
                out.append(_BONUS_SITES[site])
    return out


def place_bonus(c, p: int, move: PlaceBonus) -> None:
    """Setup step 6: player ``p`` puts the next face-down bonus chip on a site; players take turns from the
    start player. When all six lie on the board they are turned face up (their kinds were shuffled, so
    each site's chip follows from the seed) and the worker placement begins (§3 step 7)."""
    d, L = c.d, c.L
    d[L.BONUS + move.site - 1] = _FACE_DOWN
    d[L.CHIPM] |= 1 << (move.site - 1)
    d[L.BONUS_PLACED] += 1
    if d[L.BONUS_PLACED] < len(BONUS_CHIPS):
        c.decide(_P_BONUS, (p + 1) % c.n)
        return
    kinds = list(BONUS_CHIPS)
    random.Random(f"{c.s.seed}:bonus").shuffle(kinds)
    it = iter(kinds)
    for i in range(L.BONUS, L.BONUS + L.N):
        if d[i] == _FACE_DOWN:
            d[i] = BONUS_CODES.index(next(it))
            if d[i] == _FREE_BUILD:
                d[L.FREEM] |= 1 << (i - L.BONUS)
    c.decide(_P_WORKER, 0)


def refusal(c, p: int, move: Move) -> IllegalMove | None:
    """Why a setup move is not legal now (§3 steps 6-7); None if those rules allow it."""
    d, L = c.d, c.L
    if type(move) is PlaceWorker:
        if d[L.HEIGHT + RIDX[move.plateau]] < MAX_WORKERS_PER_PLATEAU:
            return None
        return IllegalMove("meduris 3", PLATEAU_FULL, plateau_label=move.plateau, max=MAX_WORKERS_PER_PLATEAU)
    if type(move) is PlaceBonus:
        if d[L.BONUS + move.site - 1]:
            return IllegalMove("meduris 3", N_("Site {site} already holds a bonus chip."), site=move.site)
        placed = [i + 1 for i in range(c.N) if d[L.BONUS + i]]
        wraps = c.opts.bonus_gap_wraps
        if (all(_gap_ok(move.site, b, c.N, wraps) for b in placed)
                and _gaps_fit(sorted(placed + [move.site]), c.N, wraps) >= len(BONUS_CHIPS) - len(placed) - 1):
            return None
        return IllegalMove("meduris 3", Plural(
            "A bonus chip on site {site} would leave fewer than {gap} site without a chip beside another chip, "
            "or no room for the remaining chips.",
            "A bonus chip on site {site} would leave fewer than {gap} sites without a chip beside another chip, "
            "or no room for the remaining chips.", count="gap"), site=move.site, gap=BONUS_MIN_EMPTY_BETWEEN)
    return None
