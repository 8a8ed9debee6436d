"""Meduris rules engine: setup, legal moves, apply, druid, rituals, rune scoring, final lap, final sheet.

Implements meduris.md §3 (setup), §4 (turn, following the §4.10 pseudo-flow), §5 (end) and the FAQ §6.
Every player decision is a move (:mod:`companion.meduris.moves`); the state records which decision is
pending (:class:`companion.meduris.state.Pending`), so :func:`legal_moves` lists exactly the current
decider's options. Chance (die rolls, bonus-chip setup) is derived from the seed:
``random.Random(f"{seed}:roll:{n}")`` for the n-th roll, so a game is a seed plus a move list
(:func:`replay`).

Exchanges (§4.5, "at any moment") are offered to the player whose decision is pending, at every kind of
decision (worker placement, roll, +1/-1, action, offering); other players exchange when they next
decide. No rule outcome depends on exchanging earlier, except taking a plateau's last chip before
someone else's yield (a rare tactical nuance this engine does not model).

Example:
    >>> from companion.meduris.engine import new_game
    >>> s = new_game(["Ann", "Bob"], seed=1)
    >>> s.current_player, s.pending.kind
    (0, 'place_worker')
"""
from __future__ import annotations

import dataclasses
import json
import random
from itertools import combinations_with_replacement
from typing import Any, Mapping, NamedTuple

from companion.errors import CompanionError, IllegalMove, InvalidBoard, InvalidPosition
from companion.i18n import N_, Phrase
from companion.meduris.board import Board, board_from_dict, default_board_name, load_board
from companion.meduris.moves import (
    BigYield, BuildHut, BuildTemple, Exchange, Move, OfferBoth, OfferDruidChip, OfferNothing, OfferOne,
    PlaceWorker, ReturnChip, Roll, TakeChip, TakeNothing, move_from_json, move_to_json,
)
from companion.meduris.options import Options
from companion.meduris.rules import (
    BONUS_CHIPS, BONUS_MIN_EMPTY_BETWEEN, BONUS_PLUS2_POINTS, CHIPS_PER_RESOURCE, COLOURS, DIE_FACES,
    EXCHANGE_GIVE, MAX_PLAYERS, MAX_WORKERS_PER_PLATEAU, MIN_PLAYERS, REFUSAL_PENALTY, RESOURCES,
    STARTING_CHIPS_PER_RESOURCE, STARTING_SCORE, TEMPLES_PER_PLAYER, TWO_PLAYER_COLOURS, huts_per_player,
    workers_per_player,
)
from companion.meduris.state import Pending, State

__all__ = [
    "new_game", "position", "start_of", "legal_moves", "apply", "undo", "replay", "roll_face", "hut_cost", "HutCost",
    "settlement_at", "site_symbols", "final_sheet", "score", "state_to_json", "state_from_json",
    "to_view", "render_text",
]

RIDX = {r: i for i, r in enumerate(RESOURCES)}
HUT, TEMPLE = "hut", "temple"

_DECISION_TEMPLATES = {
    "place_worker": "{move} is not possible now: {player} must place a worker.",
    "roll": "{move} is not possible now: {player} must roll the die.",
    "take": "{move} is not possible now: {player} may take one chip of any resource.",
    "return": "{move} is not possible now: {player} must return one chip.",
    "action": "{move} is not possible now: {player} must take a big yield or build.",
    "offer": "{move} is not possible now: {player} must make an offering at site {site}.",
}


# ----------------------------------------------------------------------------------------------
# helpers on the board
# ----------------------------------------------------------------------------------------------

def _is_hut(sites: tuple | list, i: int) -> bool:
    b = sites[i - 1]
    return b is not None and b[0] == HUT


def _run_len(sites: tuple | list, i: int, direction: int) -> int:
    """Huts in the run directly beside site ``i`` (exclusive) going ``direction`` (+1 cw, -1 ccw)."""
    n = len(sites)
    count = 0
    j = i
    for _ in range(n - 1):
        j = (j + direction - 1) % n + 1
        b = sites[j - 1]
        if b is None or b[0] != HUT:
            break
        count += 1
    return count


def _settlement_size(sites: tuple | list, i: int) -> int:
    """Huts in the settlement containing the hut on site ``i`` (meduris.md §4.7 S)."""
    n = len(sites)
    left = _run_len(sites, i, -1)
    if left >= n - 1:
        return n
    return min(n, left + _run_len(sites, i, +1) + 1)


def _fmt_chips(needs: dict[int, int]) -> list[Phrase]:
    """Chips as phrases ("2 wood", "1 copper"), joined and translated when the message is shown."""
    return [Phrase(N_("{n} {resource_label}"), {"n": k, "resource_label": RESOURCES[r]})
            for r, k in needs.items()] or [Phrase(N_("nothing"))]


class HutCost(NamedTuple):
    """Cost of a hut on a site (meduris.md §4.3).

    Attributes:
        k: huts the settlement will have, counting the new hut (the multiplier).
        pay: chips to pay per resource name (all 0 on a free-build site).
        free: True if a free-build bonus chip lies on the site.
    """

    k: int
    pay: dict[str, int]
    free: bool


def hut_cost(state: State, site: int) -> HutCost:
    """Cost of building a hut on empty ``site`` now: k chips of each of the site's two symbols,
    k = huts in the resulting settlement incl. merges (meduris.md §4.3, FAQ §6.4-6.6).

    Raises:
        IllegalMove: the site does not exist or is not empty.
    """
    _check_site(state.board, site)
    if state.sites[site - 1] is not None:
        raise IllegalMove("meduris 4.3", "Site {site} is not empty.", site=site)
    k = _run_len(state.sites, site, -1) + _run_len(state.sites, site, +1) + 1
    free = state.bonus[site - 1] == "free_build"
    pay: dict[str, int] = {}
    for r in state.board.sites[site - 1].symbols:
        pay[r] = pay.get(r, 0) + (0 if free else k)
    return HutCost(k, pay, free)


def settlement_at(state: State, site: int) -> tuple[int, ...]:
    """Hut sites of the settlement containing ``site``, clockwise from its first hut; ``()`` if the site
    holds no hut. An isolated hut is a settlement of one (meduris.md §2.4, §6.5: the river does not
    break a settlement; temples and empty sites do)."""
    _check_site(state.board, site)
    if not _is_hut(state.sites, site):
        return ()
    n = state.board.size
    size = _settlement_size(state.sites, site)
    left = min(_run_len(state.sites, site, -1), size - 1)
    start = (site - left - 1) % n + 1
    return tuple((start + j - 1) % n + 1 for j in range(size))


def site_symbols(state_or_board: State | Board, site: int) -> tuple[str, str]:
    """The two resource symbols printed on ``site`` (meduris.md §2.2)."""
    board = state_or_board.board if isinstance(state_or_board, State) else state_or_board
    _check_site(board, site)
    return board.sites[site - 1].symbols


def _check_site(board: Board, site: Any) -> None:
    if not isinstance(site, int) or not 1 <= site <= board.size:
        raise IllegalMove("meduris 2.2", "There is no site {site} on this board.", site=site)


def roll_face(seed: int, n: int) -> str:
    """Face of the n-th die roll (0-based) of the game with ``seed``: a resource, ``"plus1"`` or
    ``"minus1"``, each with probability 1/6 (meduris.md §1 die)."""
    return DIE_FACES[random.Random(f"{seed}:roll:{n}").randrange(len(DIE_FACES))]


# ----------------------------------------------------------------------------------------------
# setup
# ----------------------------------------------------------------------------------------------

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


def _place_bonus(rng: random.Random, board: Board, opts: Options) -> tuple[str | None, ...]:
    n = board.size
    if opts.bonus_sites is not None:
        sites = list(opts.bonus_sites)
        if len(sites) != len(BONUS_CHIPS) or len(set(sites)) != len(sites) or any(
                not isinstance(x, int) or not 1 <= x <= n for x in sites):
            raise InvalidBoard("Bonus chips need {count} different sites between 1 and {last}.",
                               count=len(BONUS_CHIPS), last=n)
        for i, a in enumerate(sites):
            for b in sites[i + 1:]:
                if not _gap_ok(a, b, n, opts.bonus_gap_wraps):
                    raise InvalidBoard("Bonus chips on sites {a} and {b} need at least {gap} sites without a chip "
                                       "between them.", a=a, b=b, gap=BONUS_MIN_EMPTY_BETWEEN)
    else:
        for _ in range(10_000):
            sites = []
            candidates = list(range(1, n + 1))
            while len(sites) < len(BONUS_CHIPS) and candidates:
                pick = rng.choice(candidates)
                sites.append(pick)
                candidates = [c for c in candidates if _gap_ok(c, pick, n, opts.bonus_gap_wraps)]
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


def new_game(players: list[str], *, seed: int, options: Options | None = None) -> State:
    """Set up a game (meduris.md §3).

    Args:
        players: 2-4 distinct names in turn order; ``players[0]`` is the start player.
        seed: integer seed for the bonus-chip placement and every die roll.
        options: :class:`~companion.meduris.options.Options` (defaults documented there).

    Returns:
        The state waiting for the start player to place a worker (§3 step 7).

    Raises:
        CompanionError: wrong player count, duplicate names or colours, 2 players not blue+purple.
        InvalidBoard: the board side is incomplete (the 4-player side, §2.3) or too small.
    """
    opts = options or Options()
    names = tuple(str(p) for p in players)
    n = len(names)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise CompanionError("Meduris is played by {min} to {max} players, not {count}.",
                             min=MIN_PLAYERS, max=MAX_PLAYERS, count=n)
    if len(set(names)) != n or any(not x for x in names):
        raise CompanionError("Player names must be different and not empty.")
    if opts.colours is not None:
        colours = tuple(opts.colours)
        if len(colours) != n or len(set(colours)) != n or any(c not in COLOURS for c in colours):
            raise CompanionError("Choose {count} different colours from {colours}.", count=n,
                                 colours=", ".join(COLOURS))
        if n == 2 and set(colours) != set(TWO_PLAYER_COLOURS):
            raise CompanionError("A 2-player game must use blue and purple.")
    else:
        colours = {2: TWO_PLAYER_COLOURS, 3: ("red", "green", "blue"), 4: COLOURS}[n]
    board = _resolve_board(opts, n)
    need = n * (huts_per_player(n) + TEMPLES_PER_PLAYER)
    if board.size < need:
        raise InvalidBoard("Board {board} has {sites} sites; a {players}-player game needs at least {need}.",
                           board=board.name, sites=board.size, players=n, need=need)
    rng = random.Random(f"{seed}:setup")
    bonus = _place_bonus(rng, board, opts)
    start = STARTING_CHIPS_PER_RESOURCE
    return State(
        players=names, colours=colours, seed=seed, options=opts, board=board,
        phase="setup", pending=Pending("place_worker", 0), active=0, turn=0, rolls=0, last_roll=None,
        resources=tuple((start,) * 4 for _ in range(n)),
        scores=(STARTING_SCORE,) * n,
        huts_left=(huts_per_player(n),) * n,
        temples_left=(TEMPLES_PER_PLAYER,) * n,
        supply=(CHIPS_PER_RESOURCE - n * start,) * 4,
        stacks=((), (), (), ()),
        sites=(None,) * board.size,
        bonus=bonus,
        runes=(None,) * len(board.districts),
        druid_step=0, druid_site=None, buildings=0,
        end_trigger=None, extra_turns=0, final_mark=None, ended_by=None, turns_since_build=0,
    )


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
        decision: ``"roll"`` (part 1, §4.1) or ``"action"`` (part 2, §4.2-4.4).
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
        CompanionError: bad player count or names (from :func:`new_game`).
        InvalidBoard: the board in ``options`` cannot be used (from :func:`new_game`).
    """
    base = new_game(list(players), seed=seed, options=options)
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
            raise InvalidPosition("{player} has {count} huts on the board; in a {players}-player game each "
                                  "player has {max}.", player=name, count=huts, players=n, max=huts_per_player(n))
        temples = site_list.count((TEMPLE, p))
        if temples > TEMPLES_PER_PLAYER:
            raise InvalidPosition("{player} has {count} temples on the board; each player has {max}.",
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
            raise InvalidPosition("{count} {chip} bonus chips are placed; the game has {max}.",
                                  count=bonus_list.count(kind), chip=kind, max=BONUS_CHIPS.count(kind))

    held = [[0, 0, 0, 0] for _ in range(n)]
    for p, chips in (resources or {}).items():
        player(p)
        for r, k in chips.items():
            i = resource(r)
            if not isinstance(k, int) or isinstance(k, bool) or k < 0:
                raise InvalidPosition("{player} cannot hold {count} {resource_label} chips.", player=names[p],
                                      count=k, resource_label=r)
            held[p][i] = k
    for i, r in enumerate(RESOURCES):
        total = sum(h[i] for h in held)
        if total > CHIPS_PER_RESOURCE:
            raise InvalidPosition("The players hold {count} {resource_label} chips; the game has only {max}.",
                                  count=total, resource_label=r, max=CHIPS_PER_RESOURCE)

    score_list = [STARTING_SCORE] * n
    for p, points in (scores or {}).items():
        if not isinstance(points, int) or isinstance(points, bool) or points < 0:
            raise InvalidPosition("{player} cannot have {points} points: the score never drops below 0.",
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
            raise InvalidPosition("The {plateau_label} plateau holds {count} workers; at most {max} fit.",
                                  plateau_label=r, count=len(stack), max=MAX_WORKERS_PER_PLATEAU)
    for p, name in enumerate(names):
        placed = sum(x.count(p) for x in stack_t)
        if placed != workers_per_player(n):
            raise InvalidPosition("{player} has {count} workers on the plateaus; in a {players}-player game each "
                                  "player has {expected}.", player=name, count=placed, players=n,
                                  expected=workers_per_player(n))

    built = sum(1 for b in site_list if b is not None)
    made = built if buildings is None else buildings
    if not isinstance(made, int) or made < built:
        raise InvalidPosition("{count} buildings stand on the board, so at least {count} have been built, "
                              "not {buildings}.", count=built, buildings=made)
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
            raise InvalidPosition("After {count} buildings the druid cannot be on step {step}.",
                                  count=made, step=step)
    player(turn_of)
    if decision not in ("roll", "action"):
        raise InvalidPosition("A prepared position waits for a roll or an action, not {decision}.",
                              decision=decision)
    rolls = 0
    if next_roll is not None:
        if next_roll not in DIE_FACES:
            raise InvalidPosition("{face} is not a face of the die ({faces}).", face=next_roll,
                                  faces=", ".join(DIE_FACES))
        while roll_face(seed, rolls) != next_roll:
            rolls += 1
    start = dataclasses.replace(
        base, phase="play", pending=Pending(decision, turn_of), active=turn_of, turn=made + 1, rolls=rolls,
        sites=tuple(site_list), bonus=tuple(bonus_list), resources=tuple(tuple(h) for h in held),
        supply=tuple(CHIPS_PER_RESOURCE - sum(h[i] for h in held) for i in range(4)),
        runes=tuple(rune_list), scores=tuple(score_list),
        huts_left=tuple(huts_per_player(n) - site_list.count((HUT, p)) for p in range(n)),
        temples_left=tuple(TEMPLES_PER_PLAYER - site_list.count((TEMPLE, p)) for p in range(n)),
        stacks=stack_t, druid_site=druid_site, druid_step=step, buildings=made,
    )
    return dataclasses.replace(start, origin=_canonical(_position_to_dict(start)))


def replay(seed: int, players: list[str], moves: list[Move], options: Options | None = None, *,
           origin: str | Mapping[str, Any] | None = None) -> State:
    """Replay a game: its start, then each move (meduris.md §4.10; design "Engine contract").

    Args:
        seed, players, options: as for :func:`new_game`.
        moves: the moves in order (e.g. ``state.history``).
        origin: ``state.origin`` of a game started from a prepared position (:func:`position`), as JSON
            text or a dict; None (default) for a game started by :func:`new_game`.

    Raises:
        IllegalMove: a move in the list is illegal at its point.
    """
    s = new_game(players, seed=seed, options=options)
    if origin is not None:
        s = _from_origin(s, json.loads(origin) if isinstance(origin, str) else origin)
    for m in moves:
        s = apply(s, m)
    return s


def start_of(state: State) -> State:
    """The position the game of ``state`` started from, without history: the :func:`new_game` setup, or
    the prepared position of :func:`position` (kept in ``state.origin``)."""
    if state.origin is None:
        return new_game(list(state.players), seed=state.seed, options=state.options)
    return _from_origin(state, json.loads(state.origin))


def undo(state: State) -> State:
    """State before the last move: the parent if kept, else :func:`start_of` the game replayed with
    ``history[:-1]`` (exact for new games and prepared positions alike, also after a JSON round trip).

    Raises:
        IllegalMove: no move has been made.
    """
    if not state.history:
        raise IllegalMove("meduris 3", "There is no move to undo.")
    if state.parent is not None:
        return state.parent
    s = start_of(state)
    for m in state.history[:-1]:
        s = apply(s, m)
    return s


# ----------------------------------------------------------------------------------------------
# legal moves
# ----------------------------------------------------------------------------------------------

def _make_gives() -> list[tuple[tuple[int, int, int, int], tuple[Exchange, Exchange, Exchange, Exchange]]]:
    out = []
    for give in combinations_with_replacement(range(4), EXCHANGE_GIVE):
        names = tuple(RESOURCES[r] for r in give)
        counts = tuple(give.count(r) for r in range(4))
        out.append((counts, tuple(Exchange(names, RESOURCES[t]) for t in range(4))))  # type: ignore[arg-type]
    return out


_GIVES = _make_gives()  # the 20 ways to give 3 chips, each with its 4 prebuilt Exchange moves (immutable)
_HUTS = [BuildHut(i) for i in range(64)]
_TEMPLES = [BuildTemple(i) for i in range(64)]


def _exchange_moves(state: State, p: int) -> list[Move]:
    h0, h1, h2, h3 = state.resources[p]
    if h0 + h1 + h2 + h3 < EXCHANGE_GIVE:
        return []
    s0, s1, s2, s3 = state.supply
    out: list[Move] = []
    for (c0, c1, c2, c3), ex in _GIVES:
        if c0 > h0 or c1 > h1 or c2 > h2 or c3 > h3:
            continue
        if s0 + c0:
            out.append(ex[0])
        if s1 + c1:
            out.append(ex[1])
        if s2 + c2:
            out.append(ex[2])
        if s3 + c3:
            out.append(ex[3])
    return out


def legal_moves(state: State, *, exchanges: bool = True) -> list[Move]:
    """All moves the current decider may make now (meduris.md §3.7, §4.1-4.7); ``[]`` if the game is over.

    Args:
        state: the position.
        exchanges: include the 3-for-1 exchanges (§4.5), legal at every decision.
    """
    pend = state.pending
    if pend is None:
        return []
    p = pend.player
    kind = pend.kind
    out: list[Move] = []
    if kind == "roll":
        out.append(Roll())
    elif kind == "place_worker":
        out.extend(PlaceWorker(r) for i, r in enumerate(RESOURCES)
                   if len(state.stacks[i]) < MAX_WORKERS_PER_PLATEAU)
    elif kind == "take":
        out.extend(TakeChip(r) for i, r in enumerate(RESOURCES) if state.supply[i] > 0)
        if state.options.plus1_may_decline:
            out.append(TakeNothing())
    elif kind == "return":
        out.extend(ReturnChip(r) for i, r in enumerate(RESOURCES) if state.resources[p][i] > 0)
    elif kind == "action":
        stacks = state.stacks
        for src, stack in enumerate(stacks):
            for h, owner in enumerate(stack):
                # workers of one owner directly on top of each other are interchangeable: list the top one
                if owner != p or (h + 1 < len(stack) and stack[h + 1] == p):
                    continue
                for dst in range(4):
                    if dst != src and len(stacks[dst]) < MAX_WORKERS_PER_PLATEAU:
                        out.append(BigYield(RESOURCES[src], h + 1, RESOURCES[dst]))
        have = state.resources[p]
        sites = state.sites
        bonus = state.bonus
        bsites = state.board.sites
        huts = state.huts_left[p] > 0
        temples = state.temples_left[p] > 0
        for i in range(1, len(sites) + 1):
            if sites[i - 1] is not None:
                continue
            a, b = bsites[i - 1].symbols
            ia, ib = RIDX[a], RIDX[b]
            if huts:
                if bonus[i - 1] == "free_build":
                    out.append(_HUTS[i] if i < 64 else BuildHut(i))
                else:
                    k = _run_len(sites, i, -1) + _run_len(sites, i, +1) + 1
                    if (have[ia] >= 2 * k) if ia == ib else (have[ia] >= k and have[ib] >= k):
                        out.append(_HUTS[i] if i < 64 else BuildHut(i))
            if temples and bonus[i - 1] is None:
                if (have[ia] >= 2) if ia == ib else (have[ia] >= 1 and have[ib] >= 1):
                    out.append(_TEMPLES[i] if i < 64 else BuildTemple(i))
    elif kind == "offer":
        site = pend.site
        a, b = state.board.sites[site - 1].symbols
        have = state.resources[p]
        ia, ib = RIDX[a], RIDX[b]
        if have[ia] > 0:
            out.append(OfferOne(a))
        if ib != ia and have[ib] > 0:
            out.append(OfferOne(b))
        if (have[ia] >= 2) if ia == ib else (have[ia] > 0 and have[ib] > 0):
            out.append(OfferBoth())
        if state.bonus[site - 1] == "druid":
            out.append(OfferDruidChip())
        out.append(OfferNothing())
    if exchanges:
        out.extend(_exchange_moves(state, p))
    return out


# ----------------------------------------------------------------------------------------------
# apply
# ----------------------------------------------------------------------------------------------

class _W:
    """Mutable working copy of a state while one move is applied (never escapes this module)."""

    __slots__ = ("s", "board", "n", "N", "opts", "phase", "pending", "active", "turn", "rolls", "last_roll",
                 "res", "scores", "huts_left", "temples_left", "supply", "stacks", "sites", "bonus", "runes",
                 "druid_step", "druid_site", "buildings", "end_trigger", "extra_turns", "final_mark",
                 "ended_by", "turns_since_build")

    def __init__(self, s: State) -> None:
        self.s = s
        self.board = s.board
        self.n = len(s.players)
        self.N = s.board.size
        self.opts = s.options
        self.phase = s.phase
        self.pending = s.pending
        self.active = s.active
        self.turn = s.turn
        self.rolls = s.rolls
        self.last_roll = s.last_roll
        self.res = [list(r) for r in s.resources]
        self.scores = list(s.scores)
        self.huts_left = list(s.huts_left)
        self.temples_left = list(s.temples_left)
        self.supply = list(s.supply)
        self.stacks = [list(x) for x in s.stacks]
        self.sites = list(s.sites)
        self.bonus = list(s.bonus)
        self.runes = list(s.runes)
        self.druid_step = s.druid_step
        self.druid_site = s.druid_site
        self.buildings = s.buildings
        self.end_trigger = s.end_trigger
        self.extra_turns = s.extra_turns
        self.final_mark = s.final_mark
        self.ended_by = s.ended_by
        self.turns_since_build = s.turns_since_build

    def freeze(self, move: Move) -> State:
        s = self.s
        return State(
            players=s.players, colours=s.colours, seed=s.seed, options=s.options, board=s.board,
            phase=self.phase, pending=self.pending, active=self.active, turn=self.turn, rolls=self.rolls,
            last_roll=self.last_roll, resources=tuple(tuple(r) for r in self.res),  # type: ignore[misc]
            scores=tuple(self.scores), huts_left=tuple(self.huts_left), temples_left=tuple(self.temples_left),
            supply=tuple(self.supply),  # type: ignore[arg-type]
            stacks=tuple(tuple(x) for x in self.stacks), sites=tuple(self.sites), bonus=tuple(self.bonus),
            runes=tuple(self.runes), druid_step=self.druid_step, druid_site=self.druid_site,
            buildings=self.buildings, end_trigger=self.end_trigger, extra_turns=self.extra_turns,
            final_mark=self.final_mark, ended_by=self.ended_by, turns_since_build=self.turns_since_build,
            history=s.history + (move,), origin=s.origin, parent=s,
        )

    # --- chips ---------------------------------------------------------------------------------
    def pay(self, p: int, needs: dict[int, int]) -> None:
        for r, k in needs.items():
            self.res[p][r] -= k
            self.supply[r] += k

    def gain(self, p: int, r: int, k: int) -> int:
        k = min(k, self.supply[r])
        self.supply[r] -= k
        self.res[p][r] += k
        return k

    def add_score(self, p: int, delta: int) -> None:
        self.scores[p] = max(0, self.scores[p] + delta)

    # --- flow ----------------------------------------------------------------------------------
    def begin_turn(self, p: int) -> None:
        self.active = p
        self.turn += 1
        self.pending = Pending("roll", p)

    def to_action(self) -> None:
        self.pending = Pending("action", self.active)

    def next_take(self, queue: tuple[int, ...]) -> None:
        if any(self.supply):
            if queue:
                self.pending = Pending("take", queue[0], queue=queue[1:])
                return
        self.to_action()

    def next_return(self, queue: tuple[int, ...]) -> None:
        while queue and not any(self.res[queue[0]]):
            queue = queue[1:]
        if queue:
            self.pending = Pending("return", queue[0], queue=queue[1:])
        else:
            self.to_action()

    def rune_scoring(self) -> None:
        """Every player +1 per rune stone held (meduris.md §4.8); skipped in the final lap (§5.2)."""
        if self.phase == "final_lap":
            return
        for holder in self.runes:
            if holder is not None:
                self.scores[holder] += 1

    def step(self, pos: int) -> int:
        """Druid moves one site clockwise; crossing the great river (N -> 1) scores runes (§4.10 step())."""
        if pos == self.N:
            self.rune_scoring()
        return pos % self.N + 1

    def any_hut(self) -> bool:
        return any(b is not None and b[0] == HUT for b in self.sites)

    def start_offer(self, pos: int) -> None:
        self.druid_site = pos
        self.pending = Pending("offer", self.sites[pos - 1][1], site=pos)  # type: ignore[index]

    def druid_advance(self) -> None:
        """meduris.md §4.6 / §4.10 druid_advance(): steps, then to the nearest hut clockwise + ritual."""
        if self.druid_site is None:
            if self.druid_step < self.board.steps:
                self.druid_step += 1
                self.end_turn(built=True)
                return
            if not self.any_hut():               # FAQ §6.11: stays on step 3
                self.end_turn(built=True)
                return
            pos = self.board.druid_entry_site    # enter the ring: no river crossing
            if not self.opts.druid_entry_inclusive:
                pos = self.step(pos)
        else:
            if not self.opts.lone_hut_full_lap and sum(
                    1 for b in self.sites if b is not None and b[0] == HUT) == 1 and _is_hut(self.sites,
                                                                                            self.druid_site):
                self.start_offer(self.druid_site)  # option: stay on the lone hut
                return
            pos = self.step(self.druid_site)
        while not _is_hut(self.sites, pos):
            pos = self.step(pos)
        self.start_offer(pos)

    def after_offer(self, site: int) -> None:
        """Continue the ritual hut by hut, or end it (meduris.md §4.7, §5.2)."""
        final = self.phase == "final_lap"
        if final and site == self.final_mark:
            self.game_over()
            return
        nxt = site % self.N + 1
        if _is_hut(self.sites, nxt):
            self.start_offer(self.step(site))
            return
        if not final:
            self.end_turn(built=True)
            return
        pos = self.step(site)
        while not _is_hut(self.sites, pos):
            pos = self.step(pos)
        self.start_offer(pos)

    def end_turn(self, built: bool) -> None:
        """End of a turn: end trigger, extra turns, final lap, next player (meduris.md §5.1)."""
        p = self.active
        self.turns_since_build = 0 if built else self.turns_since_build + 1
        if self.end_trigger is not None:
            self.extra_turns -= 1
        elif self.huts_left[p] == 0 and self.temples_left[p] == 0:
            self.end_trigger = p
            self.extra_turns = self.n - 1
            self.ended_by = "all_built"
        if self.end_trigger is not None and self.extra_turns <= 0:
            self.start_final_lap()
            return
        if (self.opts.pl_resource_end and self.end_trigger is None and not any(self.supply)
                and self.turns_since_build >= self.n):
            self.ended_by = "resources"
            if self.opts.pl_resource_end_extra_turns:
                self.end_trigger = p
                self.extra_turns = self.n - 1
            else:
                self.start_final_lap()
                return
        if self.opts.turn_limit is not None and self.turn >= self.opts.turn_limit:
            self.ended_by = self.ended_by or "turn_limit"
            self.start_final_lap()
            return
        self.begin_turn((p + 1) % self.n)

    def start_final_lap(self) -> None:
        """The druid's last full lap (meduris.md §5.2): mark his site, visit every hut once, no rune scoring."""
        self.phase = "final_lap"
        if not self.any_hut():
            self.game_over()
            return
        if self.druid_site is not None:
            self.final_mark = self.druid_site
            pos = self.step(self.druid_site)
        else:  # still on the steps (only with turn_limit): enter at site 1, end at the last hut of the lap
            self.final_mark = max(i for i in range(1, self.N + 1) if _is_hut(self.sites, i))
            pos = self.board.druid_entry_site
        while not _is_hut(self.sites, pos):
            pos = self.step(pos)
        self.start_offer(pos)

    def game_over(self) -> None:
        self.phase = "over"
        self.pending = None


def _player_label(state: State, p: int) -> Phrase:
    """The player's name and colour ("Bob (purple)"), the colour translated when shown."""
    return Phrase(N_("{name} ({colour_label})"), {"name": state.players[p], "colour_label": state.colours[p]})


def _resource(name: Any, rule: str) -> int:
    if name not in RIDX:
        raise IllegalMove(rule, "{resource} is not a resource (wood, wool, copper, stone).", resource=name)
    return RIDX[name]


def apply(state: State, move: Move) -> State:
    """Apply ``move`` by the current decider and return the new state (the given state is unchanged).

    Implements the §4.10 pseudo-flow: worker placement (§3.7), roll and small yield (§4.1), big yield
    (§4.2), hut (§4.3), temple (§4.4), exchange (§4.5), druid movement (§4.6), ritual (§4.7), rune scoring
    (§4.8), game end and last lap (§5.1-5.2).

    Raises:
        IllegalMove: the move breaks a rule or is not the pending decision; nothing is changed.
    """
    pend = state.pending
    if pend is None:
        raise IllegalMove("meduris 5.2", "The game is over; no more moves can be made.")
    p = pend.player
    who = _player_label(state, p)
    t = type(move)
    w = _W(state)

    if t is Exchange:
        _apply_exchange(state, w, p, move)  # type: ignore[arg-type]
        return w.freeze(move)

    kind = pend.kind
    expected = {
        "place_worker": (PlaceWorker,), "roll": (Roll,), "take": (TakeChip, TakeNothing), "return": (ReturnChip,),
        "action": (BigYield, BuildHut, BuildTemple), "offer": (OfferOne, OfferBoth, OfferDruidChip, OfferNothing),
    }[kind]
    if t not in expected:
        raise IllegalMove("meduris 4.10", _DECISION_TEMPLATES[kind], move=str(move), player=who, site=pend.site)

    if t is PlaceWorker:
        r = _resource(move.plateau, "meduris 3")  # type: ignore[union-attr]
        if len(w.stacks[r]) >= MAX_WORKERS_PER_PLATEAU:
            raise IllegalMove("meduris 3", "The {plateau} plateau already has {max} workers.",
                              plateau=RESOURCES[r], max=MAX_WORKERS_PER_PLATEAU)
        w.stacks[r].append(p)
        placed = sum(len(x) for x in w.stacks)
        if placed >= w.n * workers_per_player(w.n):
            w.phase = "play"
            w.begin_turn(0)
        else:
            w.pending = Pending("place_worker", placed % w.n)
    elif t is Roll:
        face = roll_face(state.seed, state.rolls)
        w.rolls += 1
        w.last_roll = face
        if face in RIDX:                                    # small yield, top worker first (§4.1, §6.3)
            r = RIDX[face]
            for owner in reversed(w.stacks[r]):
                w.gain(owner, r, 1)
            w.to_action()
        else:
            order = tuple((p + i) % w.n for i in range(w.n))  # turn order from the roller (§4.1, Q7)
            if face == "plus1":
                w.next_take(order)
            else:
                w.next_return(order)
    elif t is TakeChip:
        r = _resource(move.resource, "meduris 4.1")  # type: ignore[union-attr]
        if w.supply[r] == 0:
            raise IllegalMove("meduris 4.1", "The {plateau} plateau has no chips left.", plateau=RESOURCES[r])
        w.gain(p, r, 1)
        w.next_take(pend.queue)
    elif t is TakeNothing:
        if not state.options.plus1_may_decline:
            raise IllegalMove("meduris 4.1", "On the +1 face {player} must take a chip.", player=who)
        w.next_take(pend.queue)
    elif t is ReturnChip:
        r = _resource(move.resource, "meduris 4.1")  # type: ignore[union-attr]
        if w.res[p][r] == 0:
            raise IllegalMove("meduris 4.1", "{player} has no {resource} to return.", player=who, resource=RESOURCES[r])
        w.pay(p, {r: 1})
        w.next_return(pend.queue)
    elif t is BigYield:
        _apply_big_yield(state, w, p, who, move)  # type: ignore[arg-type]
        w.end_turn(built=False)
    elif t is BuildHut:
        _apply_build_hut(state, w, p, who, move.site)  # type: ignore[union-attr]
        w.druid_advance()
    elif t is BuildTemple:
        _apply_build_temple(state, w, p, who, move.site)  # type: ignore[union-attr]
        w.druid_advance()
    else:
        _apply_offer(state, w, p, who, pend.site, move)  # type: ignore[arg-type]
        w.after_offer(pend.site)  # type: ignore[arg-type]
    return w.freeze(move)


def _apply_exchange(state: State, w: _W, p: int, move: Exchange) -> None:
    """3 chips back to their plateaus, then 1 chip of any resource (meduris.md §4.5)."""
    give = tuple(move.give)
    if len(give) != EXCHANGE_GIVE:
        raise IllegalMove("meduris 4.5", "An exchange returns exactly {count} chips.", count=EXCHANGE_GIVE)
    needs: dict[int, int] = {}
    for name in give:
        r = _resource(name, "meduris 4.5")
        needs[r] = needs.get(r, 0) + 1
    take = _resource(move.take, "meduris 4.5")
    for r, k in needs.items():
        if w.res[p][r] < k:
            raise IllegalMove("meduris 4.5", "{player} does not hold {chips} to exchange.",
                              player=_player_label(state, p), chips=_fmt_chips(needs))
    w.pay(p, needs)
    if w.supply[take] == 0:
        raise IllegalMove("meduris 4.5", "The {plateau} plateau has no chips left.", plateau=RESOURCES[take])
    w.gain(p, take, 1)


def _apply_big_yield(state: State, w: _W, p: int, who: str, move: BigYield) -> None:
    """meduris.md §4.2, FAQ §6.1-6.3."""
    src = _resource(move.source, "meduris 4.2")
    dst = _resource(move.target, "meduris 4.2")
    stack = w.stacks[src]
    h = move.level
    if not isinstance(h, int) or not 1 <= h <= len(stack) or stack[h - 1] != p:
        raise IllegalMove("meduris 4.2", "{player} has no worker at height {level} on the {plateau} plateau.",
                          player=who, level=h, plateau=RESOURCES[src])
    if dst == src:
        raise IllegalMove("meduris 6.1", "A worker must move to a different plateau, not back to {plateau}.",
                          plateau=RESOURCES[src])
    if len(w.stacks[dst]) >= MAX_WORKERS_PER_PLATEAU:
        raise IllegalMove("meduris 4.2", "The {plateau} plateau already has {max} workers.",
                          plateau=RESOURCES[dst], max=MAX_WORKERS_PER_PLATEAU)
    del stack[h - 1]
    target = w.stacks[dst]
    target.append(p)
    for height in range(len(target), 0, -1):            # top first (§4.2 step 4)
        w.gain(target[height - 1], dst, height)


def _apply_build_hut(state: State, w: _W, p: int, who: str, site: Any) -> None:
    """meduris.md §4.3 steps 1-5 (druid movement is done by the caller)."""
    if w.huts_left[p] == 0:
        raise IllegalMove("meduris 4.3", "{player} has no huts left.", player=who)
    cost = hut_cost(state, site)
    needs = {RIDX[r]: k for r, k in cost.pay.items() if k}
    have = {r: w.res[p][r] for r in needs}
    if any(w.res[p][r] < k for r, k in needs.items()):
        raise IllegalMove("meduris 4.3", "Building a hut on site {site} costs {cost}; {player} has only {have}.",
                          site=site, cost=_fmt_chips(needs), player=who, have=_fmt_chips(have))
    w.pay(p, needs)
    chip = w.bonus[site - 1]
    if chip == "plus2":
        w.add_score(p, BONUS_PLUS2_POINTS)
        w.bonus[site - 1] = None
    elif chip == "free_build":
        w.bonus[site - 1] = None
    w.sites[site - 1] = (HUT, p)
    w.huts_left[p] -= 1
    w.buildings += 1
    w.runes[state.board.district_index(site)] = p


def _apply_build_temple(state: State, w: _W, p: int, who: str, site: Any) -> None:
    """meduris.md §4.4, FAQ §6.6, §6.16."""
    if w.temples_left[p] == 0:
        raise IllegalMove("meduris 4.4", "{player} has no temples left.", player=who)
    _check_site(state.board, site)
    if w.sites[site - 1] is not None:
        raise IllegalMove("meduris 4.4", "Site {site} is not empty.", site=site)
    if w.bonus[site - 1] is not None:
        raise IllegalMove("meduris 6.16", "A temple cannot be built on site {site}: it holds a bonus chip.", site=site)
    needs: dict[int, int] = {}
    for r in state.board.sites[site - 1].symbols:
        needs[RIDX[r]] = needs.get(RIDX[r], 0) + 1
    if any(w.res[p][r] < k for r, k in needs.items()):
        have = {r: w.res[p][r] for r in needs}
        raise IllegalMove("meduris 4.4", "Building a temple on site {site} costs {cost}; {player} has only {have}.",
                          site=site, cost=_fmt_chips(needs), player=who, have=_fmt_chips(have))
    w.pay(p, needs)
    w.sites[site - 1] = (TEMPLE, p)
    w.temples_left[p] -= 1
    w.buildings += 1


def _apply_offer(state: State, w: _W, p: int, who: str, site: int, move: Move) -> None:
    """One offering at the druid's hut (meduris.md §4.7, FAQ §6.10, §6.12, §6.17)."""
    symbols = state.board.sites[site - 1].symbols
    t = type(move)
    if t is OfferNothing:
        w.add_score(p, -REFUSAL_PENALTY)
        return
    if t is OfferDruidChip:
        if w.bonus[site - 1] != "druid":
            raise IllegalMove("meduris 4.7", "There is no druid chip under the hut on site {site}.", site=site)
        w.bonus[site - 1] = None
        w.add_score(p, _settlement_size(w.sites, site))
        return
    if t is OfferOne:
        r = move.resource  # type: ignore[union-attr]
        if r not in symbols:
            raise IllegalMove("meduris 4.7", "{resource} is not a symbol of site {site} ({symbols}).",
                              resource=r, site=site, symbols=" + ".join(symbols))
        needs = {RIDX[r]: 1}
        points = 1
    else:  # OfferBoth
        needs = {}
        for r in symbols:
            needs[RIDX[r]] = needs.get(RIDX[r], 0) + 1
        points = _settlement_size(w.sites, site)
    if any(w.res[p][r] < k for r, k in needs.items()):
        raise IllegalMove("meduris 4.7", "{player} does not hold {chips} to offer.", player=who, chips=_fmt_chips(needs))
    w.pay(p, needs)
    w.add_score(p, points)


# ----------------------------------------------------------------------------------------------
# end of game
# ----------------------------------------------------------------------------------------------

def final_sheet(state: State) -> dict[str, Any]:
    """Score sheet of the position in the public meduris sheet format (meduris.md §5.3):

    ``{"game": "meduris", "players": [{"name", "track", "rune_stones", "temples": [[left, right], ...],
    "huts_built", "resources_left"}]}`` where ``track`` is points on the track (after the last lap when
    the game is over), ``temples`` has one pair per built temple (clockwise site order): huts in the
    run directly counter-clockwise (left) and clockwise (right) of it, 0 beside a temple or empty site;
    ``resources_left`` is the chip count behind the screen. Works on unfinished games too (a snapshot).
    """
    players = []
    for p, name in enumerate(state.players):
        temples = [[_run_len(state.sites, i, -1), _run_len(state.sites, i, +1)]
                   for i in range(1, state.board.size + 1)
                   if state.sites[i - 1] is not None and state.sites[i - 1] == (TEMPLE, p)]
        players.append({
            "name": name,
            "track": state.scores[p],
            "rune_stones": sum(1 for h in state.runes if h == p),
            "temples": temples,
            "huts_built": sum(1 for b in state.sites if b == (HUT, p)),
            "resources_left": sum(state.resources[p]),
        })
    return {"game": "meduris", "players": players}


def score(state: State):
    """Final result via ``companion.meduris.scoring.score_sheet(final_sheet(state))`` (meduris.md §5.3-5.4):
    ``.players[i].total``, ``.players[i].rank``, ``.winners``.

    Raises:
        IllegalMove: the game is not over yet.
    """
    if not state.is_terminal:
        raise IllegalMove("meduris 5.2", "The game is not over yet: final scoring comes after the druid's last lap.")
    from companion.meduris.scoring import score_sheet

    return score_sheet(final_sheet(state))


# ----------------------------------------------------------------------------------------------
# serialisation and views
# ----------------------------------------------------------------------------------------------

def _pending_to_json(p: Pending | None) -> dict | None:
    if p is None:
        return None
    return {"kind": p.kind, "player": p.player, "site": p.site, "queue": list(p.queue)}


def _position_to_dict(state: State) -> dict[str, Any]:
    """The fields of a position (everything but players, colours, seed, options, board and history)."""
    return {
        "phase": state.phase, "pending": _pending_to_json(state.pending), "active": state.active,
        "turn": state.turn, "rolls": state.rolls, "last_roll": state.last_roll,
        "resources": [list(r) for r in state.resources], "scores": list(state.scores),
        "huts_left": list(state.huts_left), "temples_left": list(state.temples_left),
        "supply": list(state.supply), "stacks": [list(x) for x in state.stacks],
        "sites": [None if b is None else list(b) for b in state.sites], "bonus": list(state.bonus),
        "runes": list(state.runes), "druid_step": state.druid_step, "druid_site": state.druid_site,
        "buildings": state.buildings, "end_trigger": state.end_trigger, "extra_turns": state.extra_turns,
        "final_mark": state.final_mark, "ended_by": state.ended_by, "turns_since_build": state.turns_since_build,
    }


def _position_fields(d: Mapping[str, Any]) -> dict[str, Any]:
    """Inverse of :func:`_position_to_dict`: the :class:`State` keyword arguments of a position."""
    pend = d["pending"]
    return dict(
        phase=d["phase"],
        pending=None if pend is None else Pending(pend["kind"], pend["player"], pend["site"], tuple(pend["queue"])),
        active=d["active"], turn=d["turn"], rolls=d["rolls"], last_roll=d["last_roll"],
        resources=tuple(tuple(r) for r in d["resources"]), scores=tuple(d["scores"]),
        huts_left=tuple(d["huts_left"]), temples_left=tuple(d["temples_left"]), supply=tuple(d["supply"]),
        stacks=tuple(tuple(x) for x in d["stacks"]),
        sites=tuple(None if b is None else (b[0], b[1]) for b in d["sites"]), bonus=tuple(d["bonus"]),
        runes=tuple(d["runes"]), druid_step=d["druid_step"], druid_site=d["druid_site"],
        buildings=d["buildings"], end_trigger=d["end_trigger"], extra_turns=d["extra_turns"],
        final_mark=d["final_mark"], ended_by=d["ended_by"], turns_since_build=d["turns_since_build"],
    )


def _canonical(d: Mapping[str, Any]) -> str:
    """Canonical JSON text of a position dict (the form kept in ``State.origin``)."""
    return json.dumps(d, sort_keys=True, separators=(",", ":"))


def _from_origin(game: State, origin: Mapping[str, Any]) -> State:
    """The starting position ``origin`` (a :func:`_position_to_dict` dict) of the game of ``game``."""
    return State(players=game.players, colours=game.colours, seed=game.seed, options=game.options,
                 board=game.board, **_position_fields(origin), origin=_canonical(origin))


def state_to_json(state: State) -> str:
    """JSON string with every field of the state, the board, the options, the starting position
    (``origin``, None for a :func:`new_game` start) and the move history."""
    d = {
        "game": "meduris", "version": 2,
        "players": list(state.players), "colours": list(state.colours), "seed": state.seed,
        "options": state.options.to_dict(), "board": state.board.to_dict(),
        **_position_to_dict(state),
        "origin": None if state.origin is None else json.loads(state.origin),
        "history": [move_to_json(m) for m in state.history],
    }
    return json.dumps(d, separators=(",", ":"))


def state_from_json(text: str) -> State:
    """Inverse of :func:`state_to_json` (version 1 files, without ``origin``, are games from :func:`new_game`).

    Raises:
        ValueError: malformed input (not JSON, not a Meduris state, missing or malformed fields).
    """
    d = json.loads(text)
    if not isinstance(d, dict) or d.get("game") != "meduris":
        raise ValueError("not a Meduris state")
    try:
        origin = d.get("origin")
        return State(
            players=tuple(d["players"]), colours=tuple(d["colours"]), seed=d["seed"],
            options=Options.from_dict(d["options"]), board=board_from_dict(d["board"]),
            **_position_fields(d),
            history=tuple(move_from_json(m) for m in d["history"]),
            origin=None if origin is None else _canonical(origin),
        )
    except (KeyError, TypeError, IndexError) as exc:
        raise ValueError(f"malformed Meduris state: {exc!r}") from None


def to_view(state: State) -> dict[str, Any]:
    """JSON-friendly dict for the board widget.

    Keys: ``game``, ``board`` (name), ``sites`` (``site``, ``district``, ``symbols``, ``building``
    (None or ``{"kind", "owner", "colour"}``), ``bonus``), ``districts`` (``name``, ``sites``, ``holder``),
    ``river_between``, ``druid`` (``site``, ``step``, ``on_ring``), ``plateaus`` (``resource``, ``supply``,
    ``workers`` bottom->top as player indices), ``players`` (``name``, ``colour``, ``score``, ``resources``,
    ``huts_left``, ``temples_left``, ``rune_stones``), ``current_player``, ``pending``, ``phase``, ``turn``,
    ``last_roll``, ``final_mark``, ``is_terminal``.
    """
    b = state.board
    sites = []
    for s in b.sites:
        bld = state.sites[s.number - 1]
        sites.append({
            "site": s.number, "district": s.district, "symbols": list(s.symbols),
            "building": None if bld is None else {"kind": bld[0], "owner": bld[1], "colour": state.colours[bld[1]]},
            "bonus": state.bonus[s.number - 1],
        })
    districts = [{"name": name, "sites": [s.number for s in b.sites if s.district == name],
                  "holder": state.runes[i]} for i, name in enumerate(b.districts)]
    players = [{
        "name": name, "colour": state.colours[p], "score": state.scores[p],
        "resources": dict(zip(RESOURCES, state.resources[p])),
        "huts_left": state.huts_left[p], "temples_left": state.temples_left[p],
        "rune_stones": [b.districts[i] for i, h in enumerate(state.runes) if h == p],
    } for p, name in enumerate(state.players)]
    return {
        "game": "meduris", "board": b.name, "sites": sites, "districts": districts,
        "river_between": list(b.river_between),
        "druid": {"site": state.druid_site, "step": state.druid_step, "on_ring": state.druid_site is not None},
        "plateaus": [{"resource": r, "supply": state.supply[i], "workers": list(state.stacks[i])}
                     for i, r in enumerate(RESOURCES)],
        "players": players, "current_player": state.current_player, "pending": _pending_to_json(state.pending),
        "phase": state.phase, "turn": state.turn, "last_roll": state.last_roll, "final_mark": state.final_mark,
        "is_terminal": state.is_terminal,
    }


def render_text(state: State) -> str:
    """Plain-text rendering for logs: header, druid, players, plateaus, built sites."""
    pend = state.pending
    if pend is None:
        head = f"Meduris: game over (turn {state.turn}, ended by {state.ended_by})"
    else:
        where = f" at site {pend.site}" if pend.site else ""
        head = (f"Meduris: turn {state.turn}, {state.phase}; "
                f"{_player_label(state, pend.player)} to decide: {pend.kind}{where}")
    druid = f"site {state.druid_site}" if state.druid_site is not None else (
        "temple" if state.druid_step == 0 else f"step {state.druid_step}")
    lines = [head, f"Druid: {druid}; buildings {state.buildings}; last roll: {state.last_roll}"]
    for p, name in enumerate(state.players):
        res = " ".join(f"{r} {k}" for r, k in zip(RESOURCES, state.resources[p]))
        runes = ",".join(state.board.districts[i] for i, h in enumerate(state.runes) if h == p) or "-"
        lines.append(f"  {name} ({state.colours[p]}): {state.scores[p]} pts | {res} | huts {state.huts_left[p]}"
                     f" temples {state.temples_left[p]} | runes {runes}")
    plats = []
    for i, r in enumerate(RESOURCES):
        stack = ",".join(state.players[o] for o in state.stacks[i])
        plats.append(f"{r} {state.supply[i]} [{stack}]")
    lines.append("Plateaus: " + "; ".join(plats))
    cells = []
    for i, b in enumerate(state.sites, start=1):
        mark = "." if b is None else ("H" if b[0] == HUT else "T") + str(b[1])
        chip = {"plus2": "+2", "free_build": "F", "druid": "D"}.get(state.bonus[i - 1], "")
        cells.append(f"{i}:{mark}{chip}")
    lines.append("Sites: " + " ".join(cells))
    return "\n".join(lines)
