"""Part 1 and the big yield of a turn: the die roll with the small yield, the "+1" and "-1" faces
(meduris.md §4.1, FAQ §6.3, Q7) and the big yield (§4.2, FAQ §6.1-6.3).

Chance is derived from the seed: the n-th roll of a game is ``random.Random(f"{seed}:roll:{n}")``
(:func:`roll_face`), so a game is a seed plus a move list.
"""
from __future__ import annotations

import random

from companion.errors import IllegalMove
from companion.i18n import Phrase
from companion.meduris.common import PLATEAU_FULL, RIDX, resource_index
from companion.meduris.draft import Draft
from companion.meduris.moves import BigYield, ReturnChip, TakeChip
from companion.meduris.rules import DIE_FACES, MAX_WORKERS_PER_PLATEAU, RESOURCES
from companion.meduris.state import Pending, State

__all__ = ["roll_face", "roll", "take_chip", "take_nothing", "return_chip", "big_yield"]


def roll_face(seed: int, n: int) -> str:
    """Face of the n-th die roll (0-based) of the game with ``seed``: a resource, ``"plus1"`` or
    ``"minus1"``, each with probability 1/6 (meduris.md §1 die)."""
    return DIE_FACES[random.Random(f"{seed}:roll:{n}").randrange(len(DIE_FACES))]


def roll(state: State, w: Draft, p: int) -> None:
    """Player ``p`` rolls (§4.1): a resource face gives every worker on that plateau 1 chip, top worker
    first (§6.3); "+1" lets every player take 1 chip, "-1" makes every player return 1, in turn order from
    the roller (Q7). Then the roller's part 2."""
    face = roll_face(state.seed, state.rolls)
    w.rolls += 1
    w.last_roll = face
    if face in RIDX:
        r = RIDX[face]
        for owner in reversed(w.stacks[r]):
            w.gain(owner, r, 1)
        w.to_action()
    else:
        order = tuple((p + i) % w.n for i in range(w.n))
        if face == "plus1":
            _next_take(w, order)
        else:
            _next_return(w, order)


def _next_take(w: Draft, queue: tuple[int, ...]) -> None:
    """The next player of ``queue`` may take a chip ("+1", §4.1); with every plateau empty, part 2."""
    if any(w.supply):
        if queue:
            w.pending = Pending("take", queue[0], queue=queue[1:])
            return
    w.to_action()


def _next_return(w: Draft, queue: tuple[int, ...]) -> None:
    """The next player of ``queue`` holding a chip returns one ("-1", §4.1); then part 2."""
    while queue and not any(w.res[queue[0]]):
        queue = queue[1:]
    if queue:
        w.pending = Pending("return", queue[0], queue=queue[1:])
    else:
        w.to_action()


def take_chip(w: Draft, p: int, move: TakeChip, queue: tuple[int, ...]) -> None:
    """"+1" face: player ``p`` takes 1 chip of the resource named (§4.1)."""
    r = resource_index(move.resource, "meduris 4.1")
    if w.supply[r] == 0:
        raise IllegalMove("meduris 4.1", "The {plateau_label} plateau has no chips left.", plateau_label=RESOURCES[r])
    w.gain(p, r, 1)
    _next_take(w, queue)


def take_nothing(state: State, w: Draft, who: Phrase, queue: tuple[int, ...]) -> None:
    """"+1" face: the player declines (option ``plus1_may_decline``, §4.1 "may take")."""
    if not state.options.plus1_may_decline:
        raise IllegalMove("meduris 4.1", "On the +1 face {player} must take a chip.", player=who)
    _next_take(w, queue)


def return_chip(w: Draft, p: int, who: Phrase, move: ReturnChip, queue: tuple[int, ...]) -> None:
    """"-1" face: player ``p`` returns 1 chip of the resource named (§4.1)."""
    r = resource_index(move.resource, "meduris 4.1")
    if w.res[p][r] == 0:
        raise IllegalMove("meduris 4.1", "{player} has no {resource_label} to return.", player=who, resource_label=RESOURCES[r])
    w.pay(p, {r: 1})
    _next_return(w, queue)


def big_yield(w: Draft, p: int, who: Phrase, move: BigYield) -> None:
    """Big yield (meduris.md §4.2, FAQ §6.1-6.3): one of ``p``'s workers moves to another plateau's stack
    (at most 3); every worker of that stack gets as many chips as its height, top worker first."""
    src = resource_index(move.source, "meduris 4.2")
    dst = resource_index(move.target, "meduris 4.2")
    stack = w.stacks[src]
    h = move.level
    if not isinstance(h, int) or not 1 <= h <= len(stack) or stack[h - 1] != p:
        raise IllegalMove("meduris 4.2", "{player} has no worker at height {level} on the {plateau_label} plateau.",
                          player=who, level=h, plateau_label=RESOURCES[src])
    if dst == src:
        raise IllegalMove("meduris 6.1", "A worker must move to a different plateau, not back to {plateau_label}.",
                          plateau_label=RESOURCES[src])
    if len(w.stacks[dst]) >= MAX_WORKERS_PER_PLATEAU:
        raise IllegalMove("meduris 4.2", PLATEAU_FULL,
                          plateau_label=RESOURCES[dst], max=MAX_WORKERS_PER_PLATEAU)
    del stack[h - 1]
    target = w.stacks[dst]
    target.append(p)
    for height in range(len(target), 0, -1):            # top first (§4.2 step 4)
        w.gain(target[height - 1], dst, height)
