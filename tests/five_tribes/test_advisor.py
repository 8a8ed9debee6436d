"""The Five Tribes move advisor (companion/five_tribes/advisor.py, issue 8).

Hand-built positions where the best turn follows from the rules (expected values derived by hand from
shared/rules/five-tribes.md, each citing its section); the advisor's claims checked against the scorer
after replaying its moves (random positions, djinns included); its best turn checked against a brute-force
search of every legal turn on small positions; the one-ply warnings.

Tiles are named as in the notation: column a-f, row 1-5 (``c3`` = column 3, row 3).
"""
from __future__ import annotations

import random

import pytest

from companion.errors import CompanionError, RuleError
from companion.five_tribes import advisor
from companion.five_tribes.advisor import advise, sheet_totals
from companion.five_tribes.end import final_sheet
from companion.five_tribes.engine import FIVE_TRIBES, new_game
from companion.five_tribes.merchandise import best_split
from companion.five_tribes.moves import EndTurn, Pick, Sell, UseDjinn, tile
from companion.five_tribes.rules import CARD_COPIES, CARD_KINDS, DJINNS, MERCHANDISE, SET_VALUES
from companion.five_tribes.scoring import player_lines
from companion.five_tribes.setup import position
from companion.five_tribes.state import State
from tests.five_tribes.ft_helpers import make

RED = {"a1": "small_market", "b1": "small_market", "c1": "small_market", "d1": "small_market",
       "e1": "small_market", "f1": "small_market", "a2": "small_market", "b2": "small_market",
       "c2": "large_market", "d2": "large_market"}


def categories(state, p: int) -> dict[str, int]:
    """Player ``p``'s points per category through the calculator's scorer (§5)."""
    players = final_sheet(state)["players"]
    return {line.category: line.points for line in player_lines(players[p], players[:p] + players[p + 1:])}


def replay(state, advice):
    for move in advice.moves:
        state = state.apply(move)
    return state


# --------------------------------------------------------------------------------------------------------
# hand-built positions
# --------------------------------------------------------------------------------------------------------

@pytest.mark.rule("five-tribes 3.5")
@pytest.mark.rule("five-tribes 3.6")
@pytest.mark.rule("five-tribes 5")
def test_village_palace_and_builders():
    """Builders collected on a village: the tile (5 VP), the compulsory palace on it (5 VP, now Ann's) and
    the builders' gold, 2 builders × 3 blue tiles in the 3 × 3 block (b2 sacred place, c3 and d4 villages)
    = 6 gold: +16. The other turn (ending on the small market b3: 6 VP, 2 × 2 blue tiles = 4 gold, buying a
    card for 3 gold would give 1 VP) is worth +10."""
    s = make(2, tiles={"c3": "village", "b2": "sacred_place", "d4": "village", "c2": "small_market",
                       "d2": "small_market", "b3": "small_market", "d3": "large_market", "b4": "oasis",
                       "c4": "oasis", "a2": "small_market", "a3": "small_market", "a4": "small_market"},
             meeples={"b3": {"builder": 1}, "c3": {"builder": 1}})
    best, second = advise(s)
    assert best.notation == ("pick b3", "step c3", "drop builder", "end")
    assert best.points == 16 and best.gold == 6 and best.versus == 16
    assert {k: v for k, v in best.categories.items() if v} == {"coins": 6, "tiles": 5, "palaces": 5}
    assert best.collected == 2 and best.tribe == "builder" and best.tile == tile("c3")
    assert best.arrow() == {"start": tile("b3"), "path": [tile("c3")], "tiles": ["b3", "c3"]}
    assert second.points == 10 and {k: v for k, v in second.categories.items() if v} == {"coins": 4, "tiles": 6}
    assert "skip" in second.notation
    text = best.text()
    assert text.startswith("+16 VP if the game ended now: Gold coins +6, Tiles +5, Palaces +5")
    assert "Palaces +5: 5*palaces = 5*0 = 0 → 5*palaces = 5*1 = 5" in text
    pl = best.text("pl")
    assert pl.startswith("+16 PZ, gdyby gra skończyła się teraz: Złote monety +6, Płytki +5, Pałace +5")


@pytest.mark.rule("five-tribes 5")
def test_vizier_majority_swing_worth_10_per_opponent():
    """§5 #2: 1 VP per vizier + 10 VP per opponent with strictly fewer. Ann 2, Bob/Cid/Dee 3 each; Ann
    collects 2 viziers on the small market b1 (a1 is a large market): Ann 4 → 4 + 3 × 10 = 34 (was 2):
    +32, plus the tile (6 VP). Each opponent had 3 + 10 (Ann had fewer) and now 3: -10 each. Against the best
    opponent: +38 + 10 = +48. Ending on a1 instead gives the 4-VP tile: +36."""
    s = make(4, tiles={"a1": "large_market", "b1": "small_market"},
             meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}}, viziers={0: 2, 1: 3, 2: 3, 3: 3})
    best, second = advise(s)
    assert best.notation[:3] == ("pick a1", "step b1", "drop vizier")
    assert {k: v for k, v in best.categories.items() if v} == {"viziers": 32, "tiles": 6}
    assert best.points == 38 and best.opponents == {1: -10, 2: -10, 3: -10} and best.versus == 48
    assert second.points == 36 and second.versus == 46


@pytest.mark.rule("five-tribes 3.5")
@pytest.mark.rule("five-tribes 5")
def test_merchandise_set_completed():
    """Merchants take the first n face-up cards (§3.5); sets score 1, 3, 7, 13, 21, 30 … (§5 #8). Ann holds
    ivory, jewels, gold, papyrus (a set of 4: 13); 2 merchants take silk and fish: one set of 6 = 30, +17;
    the large market tile (4 VP) is taken; with 2 gold no card can be bought."""
    s = make(2, tiles={"a1": "large_market", "b1": "large_market"},
             meeples={"a1": {"merchant": 1}, "b1": {"merchant": 1}}, gold={0: 2},
             cards={0: {"ivory": 1, "jewels": 1, "gold": 1, "papyrus": 1}},
             row=["silk", "fish", "wheat", "pottery", "spice", "fish", "wheat", "pottery", "silk"])
    best = advise(s, top=1)[0]
    assert {k: v for k, v in best.categories.items() if v} == {"merchandise": 17, "tiles": 4}
    assert best.notation[-1] == "end" and len(best.notation) == 4


@pytest.mark.rule("five-tribes 3.6")
@pytest.mark.rule("five-tribes 1.5")
def test_djinn_taken_when_it_pays():
    """Sacred place (§3.6): pay 2 elders, or an elder and a fakir, for a face-up djinn. Ann collects 2 elders
    on the sacred place b1 (6 VP) and holds a fakir: elders 2 × 2 = 4 VP; taking Hagis (10 VP) with an elder
    and the fakir (fakirs are worth 0, §1.4) leaves 1 elder: 2 + 10 = 12 instead of 4: +8 more. Total: tile 6
    + elders 2 + djinns 10 = +18."""
    s = make(2, tiles={"a1": "small_market", "b1": ("sacred_place", 6)},
             meeples={"a1": {"elder": 1}, "b1": {"elder": 1}}, cards={0: {"fakir": 1}},
             djinn_row=["Hagis", "Leta", "Echidna"])
    best = advise(s, top=1)[0]
    assert "take Hagis ef" in best.notation
    assert {k: v for k, v in best.categories.items() if v} == {"elders": 2, "djinns": 10, "tiles": 6}


@pytest.mark.rule("five-tribes 3.5")
def test_assassin_takes_a_second_tile():
    """§3.5: a kill that empties a tile without a camel puts the killer's camel there. Ann collects 2
    assassins on a1 (small market, emptied: 6 VP) and kills the lone meeple of the oasis c1 (distance 2 =
    2 assassins' reach): its 8 VP and its palm tree (3 VP) become Ann's too."""
    s = make(2, tiles={"a1": "small_market", "b1": "small_market", "c1": "oasis"},
             meeples={"a1": {"assassin": 1}, "b1": {"assassin": 1}, "c1": {"merchant": 1}}, palm_trees={"c1": 1})
    best = advise(s, top=1)[0]
    assert "kill c1 merchant" in best.notation
    assert {k: v for k, v in best.categories.items() if v} == {"tiles": 14, "palm_trees": 3}


@pytest.mark.rule("five-tribes 3.7")
@pytest.mark.rule("five-tribes 5")
def test_a_sale_never_raises_the_score():
    """Why the advisor never sells (module docstring): selling a suit gives SET_VALUES[size] gold and the
    cards left score at most the best split of all the cards minus that suit's worth (§3.7, §5 #8)."""
    rng = random.Random(7)
    kinds = list(MERCHANDISE)
    for _ in range(300):
        held = {k: rng.randint(0, c) for k, c in MERCHANDISE.items()}
        wilds = rng.choice([0, 0, 1, 2])
        before = best_split(held, wilds).points
        suit = [k for k in kinds if held[k] and rng.random() < 0.6]
        if not suit:
            continue
        after = best_split({k: held[k] - (k in suit) for k in kinds}, wilds).points
        assert SET_VALUES[len(suit)] + after <= before


@pytest.mark.rule("five-tribes 3.3")
@pytest.mark.rule("five-tribes 4")
def test_no_meeple_move():
    """§4 condition 2: no legal meeple move (a lone vizier and a lone elder far apart) — one advice, the turn's
    end."""
    s = make(2, meeples={"a1": {"vizier": 1}, "f5": {"elder": 1}})
    (only,) = advise(s)
    assert only.start is None and only.notation == ("end",) and only.points == 0
    assert only.arrow()["tiles"] == []


# --------------------------------------------------------------------------------------------------------
# warnings (one-ply check)
# --------------------------------------------------------------------------------------------------------

@pytest.mark.rule("five-tribes 3.4")
def test_warning_a_tile_handed_over():
    """Ann's turns: a2's elder to a1 (2 elders, 4 VP) or b1's vizier to a1 (2 viziers + 10 against Bob's 0:
    12 VP). Either way a1 keeps meeples of one colour only, and Bob can then end a move there with that
    colour (b1's vizier or a2's elder, one step) and take it (§3.4); before, a1 held two colours."""
    s = make(2, tiles={"a1": "oasis", "b1": "small_market", "a2": "small_market"},
             meeples={"a1": {"vizier": 1, "elder": 1}, "b1": {"vizier": 1}, "a2": {"elder": 1}})
    best, second = advise(s)
    assert best.notation[0] == "pick b1" and best.points == 12
    for a in (best, second):
        assert any("Bob" in w.text() and "a1" in w.text() for w in a.warnings)
        assert "Uwaga: Gracz Bob mógłby wtedy objąć kontrolę nad płytką a1" in a.text("pl")


@pytest.mark.rule("five-tribes 5")
def test_warning_vizier_bonus_and_tie_break():
    """Ann moves d1's vizier and 2 elders through c1 and b1 to a1 (elders collected there). Dropping the
    vizier on c1 lets Bob move c2's vizier on it (2 viziers: more than Ann's 0, the 10-VP bonus §5 #2) and
    take c1, where before no vizier could be collected; dropping it on b1 (diagonal to c2) hands nothing.
    Both turns score the same, so the one that hands nothing comes first."""
    s = make(2, tiles={"a1": "small_market", "b1": "small_market", "c1": "small_market", "d1": "small_market",
                       "c2": "small_market"},
             meeples={"d1": {"vizier": 1, "elder": 2}, "a1": {"elder": 1}, "c2": {"vizier": 1}})
    best, second = advise(s)
    assert best.points == second.points == 10
    assert best.notation[:5] == ("pick d1", "step c1", "drop elder", "step b1", "drop vizier")
    assert best.warnings == ()
    texts = [w.text() for w in second.warnings]
    assert any("take control of tile c1" in t for t in texts)
    assert any("collect 2 × vizier and have more viziers than you" in t for t in texts)


# --------------------------------------------------------------------------------------------------------
# claims against the scorer, legality, errors
# --------------------------------------------------------------------------------------------------------

def random_position(seed: int) -> State:
    """A start-of-turn position from a seeded game with seeded holdings: random meeples (3 per tile, a few
    tiles thinned), camels, palm trees, palaces, djinns (of every kind), elders, viziers, cards and gold."""
    rng = random.Random(seed)
    n = 2 + seed % 3
    base = new_game([f"P{i}" for i in range(n)], seed=seed)
    meeples = {t: {tr: c for tr, c in zip(("vizier", "elder", "merchant", "builder", "assassin"), m) if c}
               for t, m in enumerate(base.meeples)}
    for t in rng.sample(range(30), 10):
        meeples[t] = {}
    spare = [16 - sum(m.get("vizier", 0) for m in meeples.values()),
             20 - sum(m.get("elder", 0) for m in meeples.values())]
    viziers = {p: rng.randint(0, spare[0] // n) for p in range(n)}
    elders = {p: rng.randint(0, spare[1] // n) for p in range(n)}
    owned = rng.sample(range(30), 3 * n)
    camels = {t: i % n for i, t in enumerate(owned)}
    djinns = rng.sample(DJINNS, 3 * n)
    held = {p: djinns[3 * p:3 * p + 3] for p in range(n)}
    cards: dict[int, dict[str, int]] = {p: {"fakir": rng.randint(0, 3)} for p in range(n)}
    for k, copies in MERCHANDISE.items():
        for p in rng.sample(range(n), min(n, copies)):
            if rng.random() < 0.4:
                cards[p][k] = 1
    left = [k for k, c in zip(CARD_KINDS, CARD_COPIES) for _ in range(c - sum(h.get(k, 0) for h in cards.values()))]
    row = rng.sample(left, 9)
    return position(base.players, seed=seed, meeples=meeples, camels=camels, row=row,
                    palm_trees={t: 1 for t in rng.sample(range(30), 4)},
                    palaces={t: 1 for t in rng.sample(range(30), 4)},
                    gold={p: rng.randint(0, 30) for p in range(n)},
                    viziers=viziers, elders=elders, cards=cards, djinns=held,
                    djinn_row=[j for j in DJINNS if j not in djinns][:3], turn_of=rng.randrange(n))


def early_positions():
    """Turn starts of seeded random games in their first rounds (small hands), with gold, bids and camels."""
    out = []
    for seed in range(3):
        rng = random.Random(seed)
        s = new_game([f"P{i}" for i in range(2 + seed % 3)], seed=100 + seed)
        while not s.is_over and s.round <= 2:
            if s.decision == "turn" and not s._data[s.layout.MOVED] and rng.random() < 0.4:
                out.append(s)
            s = s.apply(rng.choice(s.legal_moves()))
    return out


@pytest.mark.slow
@pytest.mark.rule("five-tribes 5")
def test_claims_equal_the_scorer_after_replay():
    """For many positions (djinns of every kind held): the fast evaluation equals the scorer's sheet; every
    advised sequence is legal (each move applied through the checked API); the score changes it claims —
    per category, gold, each opponent, against the best opponent — are those of the scorer after replaying
    it (a turn with an unknown card drawn by Kandicha is checked without that card's kind)."""
    states = [random_position(seed) for seed in range(16)] + early_positions()
    checked = 0
    for s in states:
        core = s.core()
        assert advisor._Scorer(core.L, core.d).totals(core.d) == sheet_totals(s)
        p = s.current_player
        others = [q for q in range(len(s.players)) if q != p]
        before, cats_before = sheet_totals(s), categories(s, p)
        for a in advise(s, top=3):
            after_state = replay(s, a)
            assert type(a.moves[-1]) is EndTurn and not any(type(m) is Sell for m in a.moves)
            after, cats_after = sheet_totals(after_state), categories(after_state, p)
            assert sum(a.categories.values()) == a.points
            if a.chance:
                assert any("Kandicha" in d for d in s.djinns[p])
                continue
            assert a.categories == {k: cats_after[k] - cats_before[k] for k in cats_after}
            assert a.points == after[p] - before[p]
            assert a.gold == after_state.gold[p] - s.gold[p]
            assert a.opponents == {q: after[q] - before[q] for q in others}
            margin = lambda t: t[p] - max(t[q] for q in others)  # noqa: E731
            assert a.versus == margin(after) - margin(before)
            checked += 1
    assert checked >= 40


def brute_force(state, sales: bool) -> tuple[int, int, int]:
    """The best ``(score − best opponent, score, gold)`` over every legal whole turn (the powers that draw
    unknown cards left out, as the advisor does; sales only if ``sales``), by the scorer."""
    core = state.core()
    L, p, setup = core.L, core.d[core.L.PLAYER], state._setup
    others = [q for q in range(len(state.players)) if q != p]
    best = None

    def visit():
        nonlocal best
        moves = core.legal_moves()
        d = core.d
        if d[L.KIND] == 1 and (d[L.MOVED] or not any(type(m) is Pick for m in moves)):
            tot = sheet_totals(State(setup, tuple(d)))      # the turn may end here
            value = (tot[p] - max(tot[q] for q in others), tot[p], d[L.player(p)])
            best = value if best is None or value > best else best
        for m in moves:
            if (type(m) is EndTurn or type(m) is UseDjinn and m.djinn in ("Anun-Nak", "Sibittis", "Sloar")
                    or type(m) is Sell and not sales):
                continue
            core.push(m)
            visit()
            core.pop()

    visit()
    return best


@pytest.mark.rule("five-tribes 3.3")
@pytest.mark.rule("five-tribes 3.6")
def test_best_turn_equals_brute_force_on_small_positions():
    """On small positions (a few meeples; djinns that change the actions, not the searched end-of-turn
    powers) the advisor's best turn is worth exactly the best of every legal turn, found by brute force;
    sales included, no turn scores more (a neutral sale would only add gold: the advisor keeps the cards,
    so its gold is compared with the best turn without sales)."""
    kinds = ["Echidna", "Iblis", "Hagis", "Lamia", "Jafaar", "Shamhat", "Haurvatat", "Al-Amin", "Marid",
             "Monkir", "Nekir", "Ba'al", "Boaz"]
    for seed in range(12):
        rng = random.Random(seed)
        held = rng.sample(kinds, 3)
        tiles = rng.sample(range(12), 7)
        meeples = {t: {rng.choice(["vizier", "elder", "merchant", "builder", "assassin"]): rng.randint(1, 2)}
                   for t in tiles}
        s = position(["A", "B", "C"][:2 + seed % 2], seed=seed, meeples=meeples,
                     camels={rng.randrange(12, 30): 1, rng.randrange(12, 30): 0},
                     elders={0: rng.randint(0, 3)}, viziers={1: rng.randint(0, 2)},
                     cards={0: {"fakir": rng.randint(0, 2), "fish": 1, "silk": 1}},
                     djinns={0: held[:2], 1: held[2:]}, gold={0: 10})
        got = advise(s, top=1)[0]
        value = brute_force(s, sales=False)
        assert (got.versus, got.points, got.gold) == (value[0] - _margin(s), value[1] - sheet_totals(s)[0],
                                                     value[2] - s.gold[0]), seed
        assert brute_force(s, sales=True)[:2] == value[:2]


def _margin(s) -> int:
    tot = sheet_totals(s)
    return tot[0] - max(tot[1:])


@pytest.mark.rule("five-tribes 3.2")
def test_bad_requests():
    s = new_game(["Ann", "Bob"], seed=1)
    with pytest.raises(RuleError, match="start of a turn"):
        advise(s)                                   # the bids
    t = make(2, meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}})
    for top in (0, -1, 1.5, True, "3"):
        with pytest.raises(CompanionError, match="whole number from 1"):
            advise(t, top=top)
    with pytest.raises(CompanionError, match="Five Tribes game position"):
        advise("a1", top=1)
    moved = t.apply(FIVE_TRIBES.parse_move("pick a1"))
    with pytest.raises(RuleError):
        advise(moved)
