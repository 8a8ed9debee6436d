"""Meduris rules engine: the turn flow (meduris.md §4.10 pseudo-flow), legal moves, apply, undo and replay.

This module is the engine's front door: it decides whose decision is pending and dispatches each move to
the module of the rule it applies, and re-exports the public API of those modules. Rule modules, by
section of ``shared/rules/meduris.md``:

* :mod:`~companion.meduris.setup` — §3 setup (:func:`new_game`, bonus chips, worker placement §3.7) and
  prepared positions (:func:`position`, component counts §1);
* :mod:`~companion.meduris.yields` — §4.1 roll, small yield, "+1"/"-1" (:func:`roll_face`), §4.2 big yield;
* :mod:`~companion.meduris.settlement` — §2.4 settlements, §4.3 hut cost k (:func:`hut_cost`,
  :func:`settlement_at`, :func:`site_symbols`), FAQ §6.4-6.6;
* :mod:`~companion.meduris.building` — §4.3 building a hut, §4.4 a temple, FAQ §6.16;
* :mod:`~companion.meduris.exchange` — §4.5 the 3-for-1 exchange;
* :mod:`~companion.meduris.druid` — §4.6 druid movement, §4.7 offering ritual, §4.8 rune stone scoring;
* :mod:`~companion.meduris.end` — §5.1 end trigger, §5.2 last lap, §5.3 final sheet (:func:`final_sheet`,
  :func:`score`);
* :mod:`~companion.meduris.serialize` (JSON) and :mod:`~companion.meduris.view` (widget view, text);
* helpers: :mod:`~companion.meduris.common` (resource indices, message phrases) and
  :mod:`~companion.meduris.draft` (the mutable copy of a state while a move is applied).

Imports point one way: ``engine`` imports the rule modules; they import ``common``, ``draft``, ``state``
and each other only downwards (setup → yields, serialize; building → settlement; end → druid →
settlement; view → serialize); none imports ``engine`` (``State``'s methods look it up when called).

Every player decision is a move (:mod:`companion.meduris.moves`); the state records which decision is
pending (:class:`companion.meduris.state.Pending`), so :func:`legal_moves` lists exactly the current
decider's options. Chance (die rolls, bonus-chip setup) is derived from the seed:
``random.Random(f"{seed}:roll:{n}")`` for the n-th roll, so a game is its start plus a move list
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

import json
from typing import Any, Mapping

from companion.errors import IllegalMove
from companion.i18n import N_
from companion.meduris import building, druid, end, yields
from companion.meduris.common import HUT, RIDX, TEMPLE, player_label  # noqa: F401  (HUT, RIDX, TEMPLE re-exported)
from companion.meduris.draft import Draft
from companion.meduris.end import final_sheet, score
from companion.meduris.exchange import exchange, exchange_moves
from companion.meduris.moves import (
    BigYield, BuildHut, BuildTemple, Exchange, Move, OfferBoth, OfferDruidChip, OfferNothing, OfferOne,
    PlaceWorker, ReturnChip, Roll, TakeChip, TakeNothing, checked,
)
from companion.meduris.options import Options
from companion.meduris.rules import MAX_WORKERS_PER_PLATEAU, RESOURCES
from companion.meduris.serialize import from_origin, state_from_json, state_to_json
from companion.meduris.settlement import HutCost, hut_cost, run_len, settlement_at, site_symbols
from companion.meduris.setup import BONUS_KINDS, new_game, place_worker, position  # noqa: F401
from companion.meduris.state import Pending, State  # noqa: F401  (Pending re-exported)
from companion.meduris.view import render_text, to_view
from companion.meduris.yields import roll_face

__all__ = [
    "new_game", "position", "start_of", "legal_moves", "apply", "undo", "replay", "roll_face", "hut_cost",
    "HutCost", "settlement_at", "site_symbols", "final_sheet", "score", "state_to_json", "state_from_json",
    "to_view", "render_text",
]

_DECISION_TEMPLATES = {
    "place_worker": N_("{move} is not possible now: {player} must place a worker."),
    "roll": N_("{move} is not possible now: {player} must roll the die."),
    "take": N_("{move} is not possible now: {player} may take one chip of any resource."),
    "return": N_("{move} is not possible now: {player} must return one chip."),
    "action": N_("{move} is not possible now: {player} must take a big yield or build."),
    "offer": N_("{move} is not possible now: {player} must make an offering at site {site}."),
}


# ----------------------------------------------------------------------------------------------
# start of a game, replay, undo
# ----------------------------------------------------------------------------------------------

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
        s = from_origin(s, json.loads(origin) if isinstance(origin, str) else origin)
    for m in moves:
        s = apply(s, m)
    return s


def start_of(state: State) -> State:
    """The position the game of ``state`` started from, without history: the :func:`new_game` setup, or
    the prepared position of :func:`position` (kept in ``state.origin``)."""
    if state.origin is None:
        return new_game(list(state.players), seed=state.seed, options=state.options)
    return from_origin(state, json.loads(state.origin))


def undo(state: State) -> State:
    """State before the last move: the parent if kept, else :func:`start_of` the game replayed with
    ``history[:-1]`` (exact for new games and prepared positions alike, also after a JSON round trip).

    Raises:
        IllegalMove: no move has been made (cites meduris 4.10, the engine's move sequence).
    """
    if not state.history:
        raise IllegalMove("meduris 4.10", "There is no move to undo.")
    if state.parent is not None:
        return state.parent
    s = start_of(state)
    for m in state.history[:-1]:
        s = apply(s, m)
    return s


# ----------------------------------------------------------------------------------------------
# legal moves
# ----------------------------------------------------------------------------------------------

_HUTS = [BuildHut(i) for i in range(64)]
_TEMPLES = [BuildTemple(i) for i in range(64)]


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
                    k = run_len(sites, i, -1) + run_len(sites, i, +1) + 1
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
        out.extend(exchange_moves(state, p))
    return out


# ----------------------------------------------------------------------------------------------
# apply: the §4.10 turn flow
# ----------------------------------------------------------------------------------------------

_EXPECTED = {
    "place_worker": (PlaceWorker,), "roll": (Roll,), "take": (TakeChip, TakeNothing), "return": (ReturnChip,),
    "action": (BigYield, BuildHut, BuildTemple), "offer": (OfferOne, OfferBoth, OfferDruidChip, OfferNothing),
}


def apply(state: State, move: Move) -> State:
    """Apply ``move`` by the current decider and return the new state (the given state is unchanged).

    Implements the §4.10 pseudo-flow: worker placement (§3.7), roll and small yield (§4.1), big yield
    (§4.2), hut (§4.3), temple (§4.4), exchange (§4.5), druid movement (§4.6), ritual (§4.7), rune scoring
    (§4.8), game end and last lap (§5.1-5.2).

    The move's fields are checked first (:func:`companion.meduris.moves.checked`), so anything that is not
    a well-formed move (None, a string, a dict, a wrong field type, an unknown resource, a site or worker
    height out of range) is refused with :class:`IllegalMove` before any rule runs; the history records
    the move in canonical form (e.g. an exchange's chips in resource order).

    Raises:
        IllegalMove: the move is malformed, breaks a rule or is not the pending decision; nothing is changed.
    """
    pend = state.pending
    if pend is None:
        raise IllegalMove("meduris 5.2", "The game is over; no more moves can be made.")
    move = checked(move, state.board.size)
    p = pend.player
    who = player_label(state, p)
    t = type(move)
    w = Draft(state)

    if t is Exchange:
        exchange(state, w, p, move)  # type: ignore[arg-type]
        return w.freeze(move)

    kind = pend.kind
    if t not in _EXPECTED[kind]:
        raise IllegalMove("meduris 4.10", _DECISION_TEMPLATES[kind], move=str(move), player=who, site=pend.site)

    if t is PlaceWorker:
        place_worker(w, p, move)  # type: ignore[arg-type]
    elif t is Roll:
        yields.roll(state, w, p)
    elif t is TakeChip:
        yields.take_chip(w, p, move, pend.queue)  # type: ignore[arg-type]
    elif t is TakeNothing:
        yields.take_nothing(state, w, who, pend.queue)
    elif t is ReturnChip:
        yields.return_chip(w, p, who, move, pend.queue)  # type: ignore[arg-type]
    elif t is BigYield:
        yields.big_yield(w, p, who, move)  # type: ignore[arg-type]
        end.end_turn(w, built=False)
    elif t in (BuildHut, BuildTemple):
        build = building.build_hut if t is BuildHut else building.build_temple
        build(state, w, p, who, move.site)  # type: ignore[union-attr]
        if druid.advance(w):
            end.end_turn(w, built=True)
    else:
        druid.offer(state, w, p, who, pend.site, move)  # type: ignore[arg-type]
        if druid.after_offer(w, pend.site):  # type: ignore[arg-type]
            end.end_turn(w, built=True)
    return w.freeze(move)
