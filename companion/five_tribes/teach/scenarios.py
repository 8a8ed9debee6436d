"""Prepared Five Tribes positions for the lesson (``notebooks/learn-five-tribes.ipynb``), in the rulebook's order.

Each scenario is a function returning a fresh :class:`~companion.five_tribes.state.State` with nothing left to
chance that matters to the lesson: the tiles that matter are named, the other tiles keep a fixed order of the
remaining box tiles (:func:`sultanate`), only the meeples stated are on the board. Most positions are the
worked examples of ``shared/rules/five-tribes-examples.md`` (A1, A2, B1-B4, C1, F1, G1) laid out on the
Sultanate; the others are built from the rules of ``five-tribes.md`` (section named in each docstring).

Tiles are named as in the engine's notation: column letter a-f (col 0-5), row number 1-5 (row 0-4), so the
examples' ``(col, row) = (2, 2)`` is ``c3``.

Example:
    >>> s = SCENARIOS["two_meeple_move"]()
    >>> s.players, s.meeples[14]
    (('Ann', 'Bob'), (1, 1, 0, 0, 0))
"""
from __future__ import annotations

from typing import Any, Callable, Mapping

from companion.five_tribes.engine import FIVE_TRIBES
from companion.five_tribes.moves import tile
from companion.five_tribes.rules import TILE_KINDS
from companion.five_tribes.serialize import position_fields
from companion.five_tribes.setup import new_game, position, start_from_fields
from companion.five_tribes.state import State

__all__ = ["SCENARIOS", "EXAMPLES", "sultanate", "NAMES_2P", "NAMES_4P", "BIDDERS", "play"]

#: the players of the lesson's 2- and 4-player positions; the bidders of example A1 (five-tribes-examples.md)
NAMES_2P = ("Ann", "Bob")
NAMES_4P = ("Ann", "Bob", "Cid", "Dee")
BIDDERS = ("Olek", "Sylwia", "Ania", "Piotr")

#: the tiles not named by a scenario, in this order: red-valued first (so they stay out of the builders'
#: blocks), then the blue-valued ones
_FILL = ("small_market", "large_market", "oasis", "sacred_place", "village")
#: the face-up resource row of the lesson's positions (nine different cards, so a reader sees which are taken)
ROW = ("fish", "wheat", "pottery", "ivory", "jewels", "silk", "spice", "papyrus", "fakir")
_DEFAULT_VP = {"large_market": 4, "small_market": 6, "oasis": 8, "village": 5, "sacred_place": 6}


def sultanate(named: Mapping[str, Any] | None = None) -> list[tuple[str, int]]:
    """The 30 tiles in tile order: ``named`` ({"c3": "village", "d4": ("sacred_place", 15)}) where given, the
    rest of the box (five-tribes.md §1.2) in the order of :data:`_FILL`, lowest value first."""
    chosen = {tile(k): (v, _DEFAULT_VP[v]) if isinstance(v, str) else tuple(v) for k, v in (named or {}).items()}
    box = sorted(((name, vp) for name, vp, _, copies in TILE_KINDS for _ in range(copies)),
                 key=lambda k: (_FILL.index(k[0]), k[1]))
    for kind in chosen.values():
        box.remove(kind)
    rest = iter(box)
    return [chosen[t] if t in chosen else next(rest) for t in range(30)]


def _on(mapping: Mapping[str, Any] | None) -> dict[int, Any]:
    return {tile(k): v for k, v in (mapping or {}).items()}


def _prepared(players: tuple[str, ...], *, named: Mapping[str, Any] | None = None, meeples: Mapping | None = None,
              camels: Mapping | None = None, palm_trees: Mapping | None = None, palaces: Mapping | None = None,
              **kw: Any) -> State:
    """A start of a turn (:func:`companion.five_tribes.setup.position`) with tiles named as in the notation."""
    return position(list(players), tiles=sultanate(named), meeples=_on(meeples), camels=_on(camels),
                    palm_trees=_on(palm_trees), palaces=_on(palaces), **kw)


def play(state: State, *moves: str) -> State:
    """``state`` after ``moves`` written in notation (each checked by the engine)."""
    for text in moves:
        state = state.apply(FIVE_TRIBES.parse_move(text))
    return state


def _edited(state: State, change: Callable[[dict], None]) -> State:
    f = position_fields(state)
    change(f)
    return start_from_fields(state._setup, f)


# --- §3.1 bidding ---------------------------------------------------------------------------------------

def bidding_4p() -> State:
    """Example A1 (five-tribes-examples.md; §3.1): four players with 50 gold each; the Bid Order track reads
    Olek, Sylwia, Ania, Piotr, so Olek bids first. In the example Olek takes the 3 spot, Sylwia the 1, Ania
    and Piotr a 0: play order Olek, Sylwia, Piotr, Ania."""
    base = new_game(list(BIDDERS), seed=5)

    def change(f: dict) -> None:
        f["order"] = [0, 1, 2, 3]
        f["decision"] = {"kind": "bid", "player": 0}
    return _edited(base, change)


def three_zeros() -> State:
    """Example A2 (§3.1): after :func:`bidding_4p`, Olek, Sylwia and Ania all bid 0; the three zero spots are
    taken, so Piotr must take a spot costing at least 1 and will play first."""
    return play(bidding_4p(), "bid 0", "bid 0", "bid 0")


# --- §3.3 moving meeples --------------------------------------------------------------------------------

def two_meeple_move() -> State:
    """Example B1 (§3.3): c3 holds a vizier and an elder, e3 (two steps east) one elder, d3 is empty. Ann
    picks up c3, drops the vizier on d3 and the elder on e3: legal (e3 already had a white), she collects
    **2 elders** and e3, now empty, gets her camel. Bob's meeples on a1 and f5 keep the game going."""
    return _prepared(NAMES_2P, meeples={"c3": {"vizier": 1, "elder": 1}, "e3": {"elder": 1},
                                        "a1": {"merchant": 2}, "f5": {"builder": 1, "assassin": 2}})


def loop_5() -> State:
    """Example B2 (§3.3 loop; §3.5 merchants; §3.6 oasis): the small market c3 holds green, blue, red, yellow,
    green; the oasis d3 beside it holds 1 green; d4 is a large market and c4 a sacred place (a 2 × 2 cycle).
    Ann's loop c3 → d3 (green) → d4 (blue) → c4 (red) → c3 (yellow) → d3 (green) is legal; she collects
    **3 merchants** on the oasis, takes the **first 3** resource cards, gets the oasis with her camel and a
    palm tree goes on it."""
    return _prepared(NAMES_2P, named={"c3": "small_market", "d3": "oasis", "d4": "large_market",
                                      "c4": ("sacred_place", 6)},
                     meeples={"c3": {"merchant": 2, "builder": 1, "assassin": 1, "vizier": 1},
                              "d3": {"merchant": 1}, "a1": {"elder": 2}, "f5": {"builder": 2}}, row=list(ROW))


def choose_final_tile() -> State:
    """Example B3 (§3.3-§3.4): Ann can pick up the lone elder of c3 and end on b3 (exactly 2 elders) or on
    d3 (3 elders and a builder). Ending on b3 collects **3 elders** and empties it: her camel goes there.
    Ending on d3 collects **4 elders**, the builder stays: no control."""
    return _prepared(NAMES_2P, meeples={"c3": {"elder": 1}, "b3": {"elder": 2}, "d3": {"elder": 3, "builder": 1},
                                        "f5": {"merchant": 2}})


# --- §3.5 tribe actions ---------------------------------------------------------------------------------

def viziers_and_merchants() -> State:
    """Viziers, elders and merchants (§3.5): Ann may end on b2 (2 viziers) with the vizier of b1, or on e2
    (2 merchants) with the merchant of e1. Viziers stay in front of her; merchants go back to the bag and
    she takes the **first n** cards of the row, no choice (3 merchants → cards 1-3)."""
    return _prepared(NAMES_2P, meeples={"b1": {"vizier": 1}, "b2": {"vizier": 2}, "e1": {"merchant": 1},
                                        "e2": {"merchant": 2}, "f5": {"builder": 2}},
                     viziers={1: 1}, row=list(ROW))


def builders_block() -> State:
    """Example C1 (§3.5 builders): the final tile c3 is a village; in its 3 × 3 block b2-d4 the blue tiles are
    c3 (village), b2 (sacred place, diagonal), d3 (sacred place) and c4 (village), the other five are red.
    Ann picks up the builder of c2 and drops it on c3, which holds 2 builders: she collects **3 builders**
    and discards her **1 fakir**: (3 + 1) × 4 = **16 gold**. She also holds Echidna and 2 elders: Echidna
    doubles it to 32."""
    named = {"b2": ("sacred_place", 6), "c2": "small_market", "d2": "small_market",
             "b3": "oasis", "c3": "village", "d3": ("sacred_place", 6),
             "b4": "large_market", "c4": "village", "d4": "small_market"}
    return _prepared(NAMES_2P, named=named, meeples={"c2": {"builder": 1}, "c3": {"builder": 2},
                                                     "f5": {"merchant": 2}, "a5": {"vizier": 1}},
                     cards={0: {"fakir": 1}}, djinns={0: ["Echidna"]}, elders={0: 2})


def assassins_range() -> State:
    """Assassins (§3.5): Ann picks up the assassin of b3 and drops it on c3 (1 assassin there): she collects
    **2 assassins**. A lone merchant stands on e4, **3** orthogonal steps from c3: in range only if she
    discards her fakir (2 + 1 = 3). Killing it empties e4: her second camel goes there. Bob holds 2 viziers
    in front of him: one of them is a target at any distance."""
    return _prepared(NAMES_2P, named={"c3": "small_market", "e4": ("sacred_place", 10)},
                     meeples={"b3": {"assassin": 1}, "c3": {"assassin": 1}, "e4": {"merchant": 1},
                              "a5": {"builder": 2, "elder": 1}, "f1": {"vizier": 1}},
                     cards={0: {"fakir": 1}}, viziers={1: 2})


# --- §3.6 tile actions, §1.5 djinns, §3.7 sale ----------------------------------------------------------

def markets() -> State:
    """Tile actions (§3.6): with the elder of c3 Ann can end on the small market b3 or on the large market d3,
    each holding 1 elder. After the elders she may pay 3 gold for 1 of the first 3 cards (small market) or
    6 gold for 2 of the first 6 (large market), or skip."""
    return _prepared(NAMES_2P, named={"b3": "small_market", "c3": "oasis", "d3": "large_market"},
                     meeples={"c3": {"elder": 1}, "b3": {"elder": 1}, "d3": {"elder": 1}, "f5": {"merchant": 2}},
                     row=list(ROW))


def village_palace() -> State:
    """The compulsory village action (§3.6; §5 palaces): the village c3 holds 1 vizier, c2 north of it 1 vizier.
    Picking up c2 and ending on c3 collects **2 viziers**, empties c3 (Ann's camel) and puts a **palace** on it.
    The village d3 carries Bob's camel and 1 elder, d2 1 elder: ending there with the elder of d2 puts the
    palace on Bob's tile (it scores for him)."""
    return _prepared(NAMES_2P, named={"c2": "small_market", "c3": "village", "d2": "small_market", "d3": "village"},
                     meeples={"c2": {"vizier": 1}, "c3": {"vizier": 1}, "d2": {"elder": 1}, "d3": {"elder": 1},
                              "f5": {"merchant": 2}},
                     camels={"d3": 1})


def sacred_place() -> State:
    """Djinns (§1.5, §3.6 sacred place): Ann holds 1 elder and 1 fakir; picking up the vizier of c2 and
    ending on the sacred place c3 (1 vizier) she may pay an elder + a fakir (never 2 fakirs) for one of the
    3 face-up djinns: Jafaar, Shamhat or Haurvatat."""
    return _prepared(NAMES_2P, named={"c3": ("sacred_place", 12)},
                     meeples={"c2": {"vizier": 1}, "c3": {"vizier": 1}, "f5": {"merchant": 2}},
                     elders={0: 1}, viziers={0: 3, 1: 1}, cards={0: {"fakir": 1}},
                     djinn_row=["Jafaar", "Shamhat", "Haurvatat"])


def sale() -> State:
    """Merchandise sale (§3.7): Ann holds fish ×2, wheat, pottery, ivory, jewels. After her move (the elder
    of a2 onto a1) she may sell suits of different kinds: 5 different → **21** gold."""
    s = _prepared(NAMES_2P, meeples={"a2": {"elder": 1}, "a1": {"elder": 1}, "f5": {"merchant": 2}},
                  named={"a1": "small_market"},
                  cards={0: {"fish": 2, "wheat": 1, "pottery": 1, "ivory": 1, "jewels": 1}})
    return play(s, "pick a2", "step a1", "drop elder", "skip")


# --- §4 game end, §5 final scoring ----------------------------------------------------------------------

def last_camel() -> State:
    """Game end (§4 condition 1) and final scoring (§5, examples G1 and F1): four players; Ann plays the last
    marker of the round with her **last camel** (7 of her 8 are on the board). Viziers: Ann 5, Bob 3, Cid 3,
    Dee 0 (G1); Ann's cards: fish ×3, wheat ×2, pottery, ivory, fakir ×2 (F1). Picking up the elder of b1 and
    ending on c1 (1 elder) empties c1: her last camel goes there, and the game ends after her turn."""
    own = {t: 0 for t in ("a3", "b3", "c3", "d3", "e3", "f3", "a4")}
    s = _prepared(NAMES_4P, named={"c1": "small_market"},
                  meeples={"b1": {"elder": 1}, "c1": {"elder": 1}, "f5": {"merchant": 2}, "a5": {"builder": 2}},
                  camels=own, viziers={0: 5, 1: 3, 2: 3, 3: 0}, elders={1: 2},
                  cards={0: {"fish": 3, "wheat": 2, "pottery": 1, "ivory": 1, "fakir": 2}},
                  turn_of=0)

    def last(f: dict) -> None:                   # Ann's marker plays last this round
        order = f["order"]
        f["order"] = order[1:] + order[:1]
        f["scalars"]["turni"] = len(order) - 1
    return _edited(s, last)


def scoring_g1() -> State:
    """Example G1 (§5 viziers) with F1 (§5 merchandise) on the board: viziers Ann 5, Bob 3, Cid 3, Dee 0;
    Ann's cards fish ×3, wheat ×2, pottery, ivory, fakir ×2. If the game ended now: Ann's viziers score
    5 + 3 × 10 = **35**, Bob's and Cid's 3 + 10 = **13**, Dee's **0**; Ann's merchandise **17**
    (13 + 3 + 1)."""
    return _prepared(NAMES_4P, meeples={"b1": {"elder": 1}, "c1": {"elder": 1}, "f5": {"merchant": 2}},
                     viziers={0: 5, 1: 3, 2: 3, 3: 0},
                     cards={0: {"fish": 3, "wheat": 2, "pottery": 1, "ivory": 1, "fakir": 2}})


#: Named scenarios in teaching order.
SCENARIOS: dict[str, Callable[[], State]] = {
    "bidding_4p": bidding_4p,
    "three_zeros": three_zeros,
    "two_meeple_move": two_meeple_move,
    "loop_5": loop_5,
    "choose_final_tile": choose_final_tile,
    "viziers_and_merchants": viziers_and_merchants,
    "builders_block": builders_block,
    "assassins_range": assassins_range,
    "markets": markets,
    "village_palace": village_palace,
    "sacred_place": sacred_place,
    "sale": sale,
    "last_camel": last_camel,
    "scoring_g1": scoring_g1,
}

#: Which worked example of five-tribes-examples.md each scenario lays out.
EXAMPLES: dict[str, str] = {
    "bidding_4p": "A1", "three_zeros": "A2", "two_meeple_move": "B1", "loop_5": "B2", "choose_final_tile": "B3",
    "builders_block": "C1", "scoring_g1": "G1", "last_camel": "F1",
}
