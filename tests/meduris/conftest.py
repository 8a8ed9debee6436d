"""Fixtures for the Meduris engine tests: build prepared positions and force die faces.

Positions are built from :func:`new_game` plus ``State.replace`` (a checked prepared position) so each
test states its situation explicitly (sites, druid, chips, scores). Chips are always conserved: plateau supply is
recomputed as 18 minus what the players hold.
"""
from __future__ import annotations

import dataclasses
import json
import random

import pytest

from companion.meduris.board import load_board_data
from companion.meduris.engine import new_game, roll_face
from companion.meduris.options import Options
from companion.meduris.rules import CHIPS_PER_RESOURCE, RESOURCES
from companion.meduris.state import Pending

RIDX = {r: i for i, r in enumerate(RESOURCES)}


def synthetic_4p_board() -> dict:
    """A complete 40-site board for 4-player tests. SYNTHETIC, NOT the real 4p side: sites 1-8 and the
    last site are the known ones of meduris.md §2.3; sites 9-39 are filler copied from the 2/3 side."""
    real = load_board_data("4p")
    small = load_board_data("2-3p")
    known = {s["site"]: s for s in real["sites"]}
    districts = small["districts"]
    sites = []
    for i in range(1, 41):
        if i in known and known[i]["district"]:
            sites.append({"site": i, "district": known[i]["district"], "symbols": known[i]["symbols"]})
        elif i == 40:
            sites.append({"site": 40, "district": "Arrow", "symbols": known[40]["symbols"]})
        else:
            src = small["sites"][i - 8 - 1]  # 2/3 sites 1..31 as filler
            sites.append({"site": i, "district": districts[2 + (i - 9) * 7 // 31], "symbols": src["symbols"]})
    return {"name": "synthetic-4p-test", "site_count": 40, "districts": districts, "sites": sites,
            "river_between": [40, 1], "steps": 3, "druid_entry_site": 1}


SYNTHETIC_4P = synthetic_4p_board()


def res(**kw: int) -> tuple[int, int, int, int]:
    """Chip tuple from keywords, e.g. ``res(stone=4, wood=4)``."""
    return tuple(kw.get(r, 0) for r in RESOURCES)  # type: ignore[return-value]


def make(n: int = 3, *, sites: dict | None = None, druid_site: int | None = None, druid_step: int = 3,
         resources: dict | None = None, scores: dict | None = None, runes: dict | None = None,
         bonus: dict | None = None, stacks: tuple | None = None, pending: tuple = ("action", 0),
         options: Options | None = None, buildings: int | None = None, **extra):
    """A prepared position in the play phase.

    Args:
        n: players; names Red, Green, Blue, Purple (colours red, green, blue, purple; 2p: Blue, Purple).
        sites: ``{site: ("hut"|"temple", player)}``.
        druid_site / druid_step: druid position (default: on step 3, off the ring).
        resources: ``{player: res(...)}`` (others hold nothing).
        scores: ``{player: points}`` (others 5).
        runes: ``{district name: player}``.
        bonus: ``{site: chip}`` (no other bonus chips on the board).
        stacks: worker stacks per plateau (wood, wool, copper, stone), bottom -> top.
        pending: ``(kind, player[, site])``.
    """
    opts = options or Options()
    if n == 4 and opts.board is None:
        opts = dataclasses.replace(opts, board=SYNTHETIC_4P)
    names = {2: ["Blue", "Purple"], 3: ["Red", "Green", "Blue"], 4: ["Red", "Green", "Blue", "Purple"]}[n]
    if n == 4:
        opts = dataclasses.replace(opts, colours=("red", "green", "blue", "purple"))
    s = new_game(names, seed=0, options=opts)
    N = s.board.size
    site_list = [None] * N
    for k, v in (sites or {}).items():
        site_list[k - 1] = tuple(v)
    bonus_list = [None] * N
    for k, v in (bonus or {}).items():
        bonus_list[k - 1] = v
    held = [(0, 0, 0, 0)] * n
    for p, r in (resources or {}).items():
        held[p] = r
    supply = tuple(CHIPS_PER_RESOURCE - sum(h[i] for h in held) for i in range(4))
    rune_list = [None] * 9
    for name, p in (runes or {}).items():
        rune_list[s.board.districts.index(name)] = p
    sc = [5] * n
    for p, v in (scores or {}).items():
        sc[p] = v
    from companion.meduris.rules import huts_per_player, TEMPLES_PER_PLAYER
    huts_left = [huts_per_player(n) - sum(1 for b in site_list if b == ("hut", p)) for p in range(n)]
    temples_left = [TEMPLES_PER_PLAYER - sum(1 for b in site_list if b == ("temple", p)) for p in range(n)]
    if stacks is None:
        from companion.meduris.rules import workers_per_player
        order = [p for _ in range(workers_per_player(n)) for p in range(n)]
        st = [[], [], [], []]
        for i, p in enumerate(order):
            st[i % 4].append(p)
        stacks = tuple(tuple(x) for x in st)
    built = sum(1 for b in site_list if b is not None)
    pend = Pending(pending[0], pending[1], pending[2] if len(pending) > 2 else None)
    return s.replace(
        phase="play", pending=pend, active=pend.player if pend.kind != "offer" else 0, turn=10,
        sites=site_list, bonus=bonus_list, resources=held, supply=supply,
        runes=rune_list, scores=sc, huts_left=huts_left, temples_left=temples_left,
        stacks=stacks, druid_site=druid_site, druid_step=druid_step,
        buildings=built if buildings is None else buildings, **extra,
    )


def force_roll(state, face: str):
    """Same position, with the RNG counter moved to the next roll that shows ``face``."""
    n = state.rolls
    while roll_face(state.seed, n) != face:
        n += 1
    return state.replace(rolls=n)


def as_action(state, player: int):
    """Same position, waiting for ``player``'s part-2 action (skips the roll)."""
    return state.replace(pending=Pending("action", player), active=player)


def random_policy(rng: random.Random, state, p_build: float = 0.8, p_exchange: float = 0.03):
    """A build-biased random move (conformance tests): mostly builds when possible, rarely exchanges."""
    if rng.random() < p_exchange:
        ex = [m for m in state.legal_moves() if type(m).__name__ == "Exchange"]
        if ex:
            return rng.choice(ex)
    moves = state.legal_moves(exchanges=False)
    builds = [m for m in moves if type(m).__name__ in ("BuildHut", "BuildTemple")]
    if builds and rng.random() < p_build:
        return rng.choice(builds)
    return rng.choice(moves)


@pytest.fixture
def synthetic_4p() -> dict:
    """The SYNTHETIC complete 4p test board dict (see :func:`synthetic_4p_board`)."""
    return json.loads(json.dumps(SYNTHETIC_4P))


class _Helpers:
    """Namespace handed to tests by the ``med`` fixture (conftest modules are not importable by name)."""

    make = staticmethod(make)
    res = staticmethod(res)
    force_roll = staticmethod(force_roll)
    as_action = staticmethod(as_action)
    random_policy = staticmethod(random_policy)
    synthetic_4p_board = staticmethod(synthetic_4p_board)
    RIDX = RIDX


@pytest.fixture
def med() -> type[_Helpers]:
    """Helpers: ``med.make(...)``, ``med.res(...)``, ``med.force_roll(...)``, ``med.as_action(...)``."""
    return _Helpers
