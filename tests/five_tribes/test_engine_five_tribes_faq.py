"""The FAQ lines of five-tribes.md §6 not covered by the other engine test files (#2, #5, #6, #7, #9, #27, #31),
the two-player turn order (§3.9), and the check that every FAQ row is named by a test.

A test that checks an FAQ row cites ``five-tribes 6`` (beside its rule section, if any) and names the row:
``faq<N>`` in its name or "FAQ #N" in its docstring (:func:`test_every_faq_row_is_named_by_a_test`)."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from companion.errors import IllegalMove
from companion.five_tribes.options import Options
from ft_helpers import bidding, edit, last_turn, legal, make, play

NINE_KINDS = ("ivory", "jewels", "gold", "papyrus", "silk", "spice", "fish", "wheat", "pottery")


@pytest.mark.rule("five-tribes 1.7", "five-tribes 6")
def test_faq2_the_bank_never_runs_out_of_gold():
    """FAQ #2: the bank running out is not covered; §1.7 "treat the bank as unlimited (unconfirmed)"."""
    # 96 coins worth 288 exist; the players hold 500 and a sale still pays
    s = make(tiles={"b1": "oasis"}, gold={0: 250, 1: 250}, cards={0: {k: 1 for k in NINE_KINDS}},
             meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}})
    s = play(s, "pick a1", "step b1", "drop vizier", "sell " + "+".join(NINE_KINDS))
    assert s.gold[0] == 310


@pytest.mark.rule("five-tribes 1.7", "five-tribes 6")
def test_faq2_option_limited_bank():
    """FAQ #2, §1.7 (unconfirmed) — option ``limited_bank``, default False (the test above). On, the bank holds
    the box's 96 coins, 288 gold (§1.1), less the players' gold, and pays at most that; a payment to it (a bid,
    a market) fills it again."""
    s = make(tiles={"b1": "oasis"}, gold={0: 200, 1: 80}, cards={0: dict({k: 1 for k in NINE_KINDS}, fish=2)},
             meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}}, options=Options(limited_bank=True))
    s = play(s, "pick a1", "step b1", "drop vizier", "sell " + "+".join(NINE_KINDS))
    assert s.gold == (208, 80)                              # the 9-kind suit is worth 60; 288 - 280 = 8 are left
    s = play(s, "sell fish")
    assert s.gold == (208, 80) and s.cards[0] == {}       # the empty bank pays nothing; the card is sold
    s = make(tiles={"c1": "small_market"}, gold={0: 250, 1: 38}, options=Options(limited_bank=True),
             meeples={"a1": {"builder": 1, "elder": 1}, "c1": {"elder": 1}},
             cards={0: {"fish": 1, "silk": 1, "wheat": 1}})
    s = play(s, "pick a1", "step b1", "drop builder", "step c1", "drop elder", "buy 1")
    assert s.gold == (247, 38)                              # 3 gold paid into the empty bank
    s = play(s, "sell fish+silk+wheat")
    assert s.gold == (250, 38)                              # the 3-kind suit is worth 7: the bank pays its 3


@pytest.mark.rule("five-tribes 6")
def test_faq5_an_empty_djinn_pile_is_refilled_from_the_discards():
    """FAQ #5: an empty djinn pile is refilled from the djinn discards at clean-up."""
    s = last_turn(make(3, tiles={"b1": "oasis"}, djinn_row=[], meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}}))

    def two_in_the_discards(f):
        f["djinn_discards"] = f["djinn_pile"][:2]
        f["players"][1]["djinns"] = f["djinn_pile"][2:]
        f["djinn_pile"] = []
    s = edit(s, two_in_the_discards)
    s = play(s, "pick a1", "step b1", "drop vizier", "end")
    assert len(s.djinn_row) == 2 and s.djinn_discards == () and s.djinn_pile == ()


@pytest.mark.rule("five-tribes 6")
def test_faq6_anun_nak_draws_what_the_bag_holds():
    """FAQ #6: Anun-Nak draws what the bag holds."""
    s = make(meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}}, elders={0: 1}, djinns={0: ["Anun-Nak"]})

    def two_in_the_bag(f):                  # all but 2 meeples on the board
        for c in range(5):
            f["meeples"][29][c] += f["bag"][c]
            f["bag"][c] = 0
        f["meeples"][29][3] -= 2
        f["bag"][3] = 2
    s = edit(s, two_in_the_bag)
    s = play(s, "use Anun-Nak e a5")
    # the cost is paid first (the elder goes to the bag), then 3 are drawn: the 2 builders and that elder
    assert s.meeples[24] == (0, 1, 0, 2, 0) and s.bag == (0, 0, 0, 0, 0)


@pytest.mark.rule("five-tribes 3.3", "five-tribes 6")
def test_faq7_a_move_passes_through_owned_occupied_and_empty_tiles():
    """FAQ #7: a move may pass through occupied, owned and empty tiles, dropping one meeple on each."""
    s = make(tiles={"d1": "oasis"}, camels={"b1": 1},
             meeples={"a1": {"builder": 1, "vizier": 1, "elder": 1}, "c1": {"merchant": 1}, "d1": {"elder": 1}})
    s = play(s, "pick a1", "step b1", "drop builder", "step c1", "drop vizier", "step d1", "drop elder")
    assert s.meeples[1] == (0, 0, 0, 1, 0) and s.camels[1] == 1        # b1: Bob's, empty before; still his
    assert s.meeples[2] == (1, 0, 1, 0, 0)                              # c1: held a merchant
    assert s.elders[0] == 2


@pytest.mark.rule("five-tribes 3.3", "five-tribes 6")
def test_faq9_a_move_never_ends_on_an_empty_tile():
    """FAQ #9: a move never ends on an empty tile (the last meeple needs one of its colour there)."""
    s = make(meeples={"c3": {"vizier": 1}, "b3": {"vizier": 1}, "c2": {"elder": 1}})
    assert legal(s) == {"pick c3", "pick b3"}               # no tile next to c2 holds an elder
    s = play(s, "pick c3")
    assert legal(s) == {"step b3"}                          # d3 and c4 are empty, c2 holds no vizier
    with pytest.raises(IllegalMove) as err:
        play(s, "step d3")
    assert err.value.rule == "five-tribes 3.3"


@pytest.mark.rule("five-tribes 3.9", "five-tribes 6")
def test_faq27_two_players_a_player_may_play_twice_in_a_row():
    """FAQ #27: with 2 players each has two markers and may play twice in a row."""
    s = play(bidding(2, [0, 1, 2, 3]), "bid 18", "bid 0", "bid 12", "bid 0")
    # markers 0 and 2 (Ann) on 18 and 12 play first and second, then Bob's zeros
    assert [p for _, p in s.bid_order] == [0, 0, 1, 1]
    assert s.current_player == 0


@pytest.mark.rule("five-tribes 3.9")
def test_two_players_djinn_once_per_marker_turn():
    s = make(tiles={"b1": "oasis", "d1": "oasis"}, cards={0: {"fakir": 2}}, djinns={0: ["Sloar"]},
             meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}, "c1": {"elder": 1}, "d1": {"elder": 1}},
             turn_of=2)                                     # Ann's second marker plays first, then Bob's...
    s = play(s, "use Sloar f", "pick a1", "step b1", "drop vizier", "end")
    assert s.current_player == 1
    s = play(s, "pick c1", "step d1", "drop elder", "end")
    assert s.current_player == 0 and "use Sloar f" in legal(s)        # a new marker's turn: usable again
    per_round = make(tiles={"b1": "oasis", "d1": "oasis"}, cards={0: {"fakir": 2}}, djinns={0: ["Sloar"]},
                     meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}, "c1": {"elder": 1}, "d1": {"elder": 1}},
                     turn_of=2, options=Options(djinn_limit_per_marker=False))
    per_round = play(per_round, "use Sloar f", "pick a1", "step b1", "drop vizier", "end",
                     "pick c1", "step d1", "drop elder", "end")
    assert "use Sloar f" not in legal(per_round)


@pytest.mark.rule("five-tribes 6")
def test_faq31_a_move_may_start_from_ones_own_tile():
    """FAQ #31: a move may start from a tile the player owns."""
    s = make(tiles={"b1": "oasis"}, camels={"a1": 0}, meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}})
    assert "pick a1" in legal(s)
    s = play(s, "pick a1", "step b1", "drop vizier")
    assert s.camels[0] == 0 and s.camels[1] == 0            # a1 stays Ann's; b1 emptied: hers too


@pytest.mark.rule("five-tribes 3.1", "five-tribes 6")
def test_rule_gap_pass_marker_plays_no_turn_this_round():
    """FAQ #32 (rule gap), option ``unaffordable_bid="pass"``: the marker plays no turn this round."""
    s = play(bidding(4, [0, 1, 2, 3], gold={3: 0}, options=Options(unaffordable_bid="pass")),
             "bid 0", "bid 0", "bid 0", "bid 1")
    seen = []
    while s.decision != "bid":
        seen.append(s.current_player)
        moves = s.legal_moves()
        end = [m for m in moves if str(m) == "end"]
        s = s.apply(end[0] if end else moves[0])
    assert 3 not in seen and s.round == 2


# --- every FAQ row named by a test ---------------------------------------------------------------------------

def _faq_rows(reference: Path) -> set[int]:
    """The row numbers of the FAQ table, five-tribes.md §6."""
    text = reference.read_text(encoding="utf-8")
    section = text[text.index("\n## 6."):text.index("\n## 7.")]
    return {int(m.group(1)) for m in re.finditer(r"^\| (\d+) \|", section, re.M)}


def _named_rows(path: Path) -> dict[int, list[str]]:
    """FAQ row → the tests of ``path`` citing ``five-tribes 6`` that name it (``faq<N>`` in the name, or
    "FAQ #N" in the docstring, where "FAQ #10 and #11" / "FAQ #15, #20" name each number)."""
    out: dict[int, list[str]] = {}
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.FunctionDef) or not node.name.startswith("test"):
            continue
        cites = {arg.value for d in node.decorator_list if isinstance(d, ast.Call)
                 and ast.unparse(d.func) == "pytest.mark.rule" for arg in d.args if isinstance(arg, ast.Constant)}
        if "five-tribes 6" not in cites:
            continue
        rows = {int(n) for n in re.findall(r"faq(\d+)(?:_|$)", node.name)}
        for m in re.finditer(r"FAQ #\d+(?:(?:, | and |-|–)#\d+)*", ast.get_docstring(node) or ""):
            rows |= {int(n) for n in re.findall(r"#(\d+)", m.group(0))}
        for row in rows:
            out.setdefault(row, []).append(f"{path.name}::{node.name}")
    return out


def test_every_faq_row_is_named_by_a_test(shared_dir):
    """Each row of the FAQ table (five-tribes.md §6) is checked by a test that cites ``five-tribes 6`` and
    names the row, so a row can be traced to its tests by its number."""
    named: dict[int, list[str]] = {}
    for path in sorted(Path(__file__).parent.glob("test_*.py")):
        for row, tests in _named_rows(path).items():
            named.setdefault(row, []).extend(tests)
    rows = _faq_rows(shared_dir / "rules" / "five-tribes.md")
    assert rows == set(range(1, 33))
    assert sorted(rows - set(named)) == [], "FAQ rows no test names"
    assert sorted(set(named) - rows) == [], "tests name FAQ rows that do not exist"
