"""Five Tribes final scoring (five-tribes.md §5, §1 limits, §6 #28–29; examples G1–G3; example sheet)."""
from __future__ import annotations

import copy
import json

import pytest

from companion.cli import main
from companion.errors import InvalidScoreSheet
from companion.five_tribes.scoring import elder_line, merchandise_line, palm_line, score_sheet, vizier_line
from companion.scoring import score
from support import EXAMPLES, example


def player(name: str, **fields) -> dict:
    base = {"name": name, "coins": 0, "viziers": 0, "elders": 0, "djinns": [], "tiles": [], "palm_trees": 0,
            "palaces": 0, "merchandise": {}, "fakirs": 0}
    base.update(fields)
    return base


def sheet(*players: dict) -> dict:
    return {"game": "five-tribes", "players": list(players)}


# --- viziers (§5 #2, G1–G3) --------------------------------------------------------------------------------

@pytest.mark.rule("five-tribes 5")
def test_G1_vizier_bonus_5_3_3_0():
    result = score_sheet(sheet(*(player(n, viziers=v) for n, v in zip("ABCD", (5, 3, 3, 0)))))
    # bonuses 30/10/10/0 → A 5 + 30 = 35, B 3 + 10 = 13, C 13, D 0
    assert [p.categories["viziers"] for p in result.players] == [35, 13, 13, 0]
    assert [p.line("viziers").values["k"] * 10 for p in result.players] == [30, 10, 10, 0]
    assert all(p.line("viziers").evaluate() == p.categories["viziers"] for p in result.players)


@pytest.mark.rule("five-tribes 1.5")
def test_G1_jafaar_triples_viziers_not_the_bonus():
    # B owns Jafaar: 3 × 3 + 10 = 19
    line = vizier_line(3, [5, 3, 0], jafaar=True)
    assert line.points == 19 and line.evaluate() == 19
    assert line.text() == "3*v + 10*k = 3*3 + 10*1 = 19 (Jafaar: 3 VP per vizier; opponents with fewer viziers: 1)"


@pytest.mark.rule("five-tribes 6")
def test_G2_equal_viziers_give_no_bonus():
    """Example G2; FAQ #28: the vizier bonus needs strictly fewer; equal counts give nothing."""
    assert [vizier_line(2, [2, 2]).points] * 3 == [2, 2, 2]


@pytest.mark.rule("five-tribes 3.9")
@pytest.mark.parametrize("mine,theirs,points", [(7, 7, 7), (7, 6, 17), (6, 7, 6), (0, 0, 0)])
def test_G3_two_players(mine, theirs, points):
    assert vizier_line(mine, [theirs]).points == points


# --- other end-game djinns (§1.5, §5) ----------------------------------------------------------------------

@pytest.mark.rule("five-tribes 1.5")
def test_shamhat_and_haurvatat():
    assert elder_line(6).points == 12 and elder_line(6, shamhat=True).points == 24
    assert palm_line(3).points == 9 and palm_line(3, haurvatat=True).points == 15


@pytest.mark.rule("five-tribes 1.5")
def test_al_amin_pairs_of_fakirs_are_wild():
    # ivory, jewels, gold + 5 fakirs with Al-Amin: 2 wilds (the odd fakir is worth nothing) → one set of 5 = 21
    line = merchandise_line({"ivory": 1, "jewels": 1, "gold": 1}, fakirs=5, al_amin=True)
    assert line.points == 21
    assert "5 fakirs = 2 wild cards" in line.text()
    # without Al-Amin fakirs are 0 VP (§1.4): 7
    assert merchandise_line({"ivory": 1, "jewels": 1, "gold": 1}, fakirs=5).points == 7


@pytest.mark.rule("five-tribes 5")
def test_full_sheet_with_al_amin():
    # A: 10 coins, Al-Amin (5 VP), fish 3 + 4 fakirs → 2 wilds → {fish, w, w} 7 + 1 + 1 = 9 → 10 + 5 + 9 = 24
    # B: 24 coins → 24; tie on 24, shared
    result = score_sheet(sheet(player("A", coins=10, djinns=["al amin"], merchandise={"fish": 3}, fakirs=4),
                               player("B", coins=24)))
    assert result.totals == {"A": 24, "B": 24}
    assert result.player("A").categories["merchandise"] == 9
    assert result.player("A").categories["djinns"] == 5


@pytest.mark.rule("five-tribes 6")
def test_ties_are_shared():
    """FAQ #29: a final tie is a shared victory, no tie-break."""
    result = score_sheet(sheet(player("A", coins=30), player("B", coins=30), player("C", coins=10)))
    assert set(result.winners) == {"A", "B"}
    assert [p.rank for p in result.players] == [1, 1, 3]
    assert "no tie-break" in result.tie_break_text()
    assert "remisów się nie rozstrzyga" in result.tie_break_text("pl")


@pytest.mark.rule("five-tribes 1.5")
@pytest.mark.parametrize("spelling,vp", [("Al-Amin", 5), ("al amin", 5), ("AL-AMĪN", 5), ("Baal", 6), ("ba'al", 6),
                                         ("Jaafar", 6), ("Boaraq", 6), ("Sibitis", 4), ("Ibus", 8), ("anun nak", 8),
                                         ("Háurvatat", 8), ("Monkir", 6)])
def test_djinn_spelling_variants(spelling, vp):
    result = score_sheet(sheet(player("A", djinns=[spelling]), player("B")))
    assert result.player("A").categories["djinns"] == vp


# --- the example sheet (shared/examples/five-tribes-4p) ----------------------------------------------------

# Hand derivation (§5): Ania 48 + (4+10) + 2*2 + 8 + (8+8+6+5) + 5*3 Haurvatat + 5 + (13+3) = 137;
# Olek 35 + (4+10) + 4*6 Shamhat + (6+4+6) + 21 + 0 + 10 + (13+1) = 134; Piotr 61 + 1 + 0 + 0 + 30 + 3 + 0 + 3 = 98;
# Sylwia 22 + (3*6 Jafaar + 30) + 8 + (6+4) + 37 + 0 + 15 + (21+7+1) = 169.
EXPECTED_CATEGORIES = {
    "Ania": {"coins": 48, "viziers": 14, "elders": 4, "djinns": 8, "tiles": 27, "palm_trees": 15, "palaces": 5,
             "merchandise": 16},
    "Olek": {"coins": 35, "viziers": 14, "elders": 24, "djinns": 16, "tiles": 21, "palm_trees": 0, "palaces": 10,
             "merchandise": 14},
    "Piotr": {"coins": 61, "viziers": 1, "elders": 0, "djinns": 0, "tiles": 30, "palm_trees": 3, "palaces": 0,
              "merchandise": 3},
    "Sylwia": {"coins": 22, "viziers": 48, "elders": 8, "djinns": 10, "tiles": 37, "palm_trees": 0, "palaces": 15,
               "merchandise": 29},
}


@pytest.mark.rule("five-tribes 5")
def test_example_sheet_via_api():
    expected = json.loads((EXAMPLES / "five-tribes-4p.expected.json").read_text(encoding="utf-8"))
    result = score(EXAMPLES / "five-tribes-4p.json")
    assert result.totals == expected["totals"]
    assert list(result.winners) == expected["winners"]
    assert {p.name: p.categories for p in result.players} == EXPECTED_CATEGORIES
    for p in result.players:
        assert all(line.evaluate() == line.points for line in p.lines)
    sylwia = result.player("Sylwia")
    assert sylwia.line("merchandise").text() == "s1 + s2 + s3 = 21 + 7 + 1 = 29 (set sizes (different kinds): 5, 3, 1)"
    assert sylwia.line("viziers").text().startswith("3*v + 10*k = 3*6 + 10*3 = 48")


@pytest.mark.rule("five-tribes 5")
@pytest.mark.parametrize("fmt", ["json", "table", "csv"])
def test_example_sheet_via_cli(fmt, capsys):
    assert main(["score", str(EXAMPLES / "five-tribes-4p.json"), "--format", fmt]) == 0
    out = capsys.readouterr().out
    if fmt == "json":
        data = json.loads(out)
        assert {p["name"]: p["total"] for p in data["players"]} == {"Ania": 137, "Olek": 134, "Piotr": 98, "Sylwia": 169}
        assert data["winners"] == ["Sylwia"]
    else:
        for total in ("137", "134", "98", "169"):
            assert total in out


def test_cli_pl_translates_labels(capsys):
    assert main(["score", str(EXAMPLES / "five-tribes-4p.json"), "--lang", "pl"]) == 0
    out = capsys.readouterr().out
    assert "Wezyrowie" in out and "Towary" in out and "Shamhat: 4 PZ za mędrca" in out


# --- component limits (§1) → InvalidScoreSheet with the exact field ----------------------------------------

def _bad(path: str, mutate) -> None:
    data = copy.deepcopy(example("five-tribes-4p"))
    mutate(data["players"])
    with pytest.raises(InvalidScoreSheet) as err:
        score_sheet(data)
    assert err.value.field == path, err.value.message()


@pytest.mark.rule("five-tribes 1.5")
def test_unknown_djinn():
    _bad("players[1].djinns[1]", lambda ps: ps[1]["djinns"].__setitem__(1, "Dhenim"))   # promo, out of scope


@pytest.mark.rule("five-tribes 1.5")
def test_same_djinn_twice_by_one_player():
    _bad("players[0].djinns[1]", lambda ps: ps[0]["djinns"].append("haurvatat"))


@pytest.mark.rule("five-tribes 1.5")
def test_same_djinn_by_two_players_variant_spelling():
    _bad("players[1].djinns[2]", lambda ps: ps[0]["djinns"].append("MONKIR"))      # Ania comes first
    _bad("players[3].djinns[0]", lambda ps: ps[2]["djinns"].append("jaafar"))


@pytest.mark.rule("five-tribes 1.2")
def test_tile_value_that_does_not_exist():
    _bad("players[2].tiles[3]", lambda ps: ps[2]["tiles"].__setitem__(3, 7))


@pytest.mark.rule("five-tribes 1.2")
def test_more_tiles_of_a_value_than_the_box():
    # one 15 exists: give Piotr one; he comes before Sylwia in sheet order, so Sylwia's 15 is the 2nd
    _bad("players[3].tiles[0]", lambda ps: ps[2]["tiles"].__setitem__(0, 15))
    # six 8s: Ania 2 + Piotr 1, give Olek 4 → the 7th is Piotr's 8 at tiles[4]
    _bad("players[2].tiles[4]", lambda ps: ps[1]["tiles"].extend([8, 8, 8, 8]))


@pytest.mark.rule("five-tribes 1.7")
def test_more_tiles_than_camels():
    _bad("players[0].tiles", lambda ps: ps[0]["tiles"].extend([4, 4, 4, 4, 4]))    # 9 tiles, 8 camels


@pytest.mark.rule("five-tribes 1.2")
def test_more_than_30_tiles():
    def mutate(ps):
        for p in ps:
            p["tiles"] = [4] * 8                 # 32 tiles in all; the 31st is the 4th player's
    _bad("players[3].tiles", mutate)


@pytest.mark.rule("five-tribes 1.4")
def test_more_merchandise_than_the_deck():
    # 2 ivory cards: Olek already holds 1; Piotr's 2 make 3 → Piotr's field
    _bad("players[2].merchandise.ivory", lambda ps: ps[2]["merchandise"].__setitem__("ivory", 2))
    _bad("players[0].merchandise.ivory", lambda ps: ps[0]["merchandise"].__setitem__("ivory", 3))   # one player
    _bad("players[1].merchandise.salt", lambda ps: ps[1]["merchandise"].__setitem__("salt", 1))


@pytest.mark.rule("five-tribes 1.3")
@pytest.mark.parametrize("index,key,value,path", [
    # sheet totals: viziers 4+4+1+6 = 15 of 16, elders 2+6+0+4 = 12 of 20, palms 3+0+1+0 = 4 of 12,
    # palaces 1+2+0+3 = 6 of 10, fakirs 1+0+3+2 = 6 of 18; the error points where the running total passes the box
    (2, "viziers", 3, "players[3].viziers"),      # 4+4+3 = 11, +6 = 17 > 16
    (0, "viziers", 17, "players[0].viziers"),     # one player over the box
    (2, "elders", 9, "players[3].elders"),        # 2+6+9 = 17, +4 = 21 > 20
    (1, "palm_trees", 9, "players[2].palm_trees"),  # 3+9 = 12, +1 = 13 > 12
    (1, "palaces", 7, "players[3].palaces"),      # 1+7 = 8, +0, +3 = 11 > 10
    (1, "fakirs", 13, "players[3].fakirs"),       # 1+13+3 = 17, +2 = 19 > 18
    (0, "coins", -1, "players[0].coins"),
])
def test_components_over_the_box(index, key, value, path):
    _bad(path, lambda ps: ps[index].__setitem__(key, value))


@pytest.mark.rule("five-tribes 5")
def test_palms_without_tiles():
    def mutate(ps):
        ps[2]["tiles"] = []
    _bad("players[2].palm_trees", mutate)


def test_sheet_shape_errors():
    _bad("players", lambda ps: ps.append(dict(ps[0], name="Ewa")))                 # 5 players
    _bad("players[1].name", lambda ps: ps[1].__setitem__("name", "Ania"))
    _bad("players[0].fakirs", lambda ps: ps[0].pop("fakirs"))


def test_bad_sheet_on_the_cli_is_one_line_exit_2(tmp_path, capsys):
    data = example("five-tribes-4p")
    data["players"][1]["merchandise"]["ivory"] = 2        # Olek 2 ivory: only 2 exist, fine; Piotr none
    data["players"][3]["merchandise"]["ivory"] = 1        # 3rd ivory card
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["score", str(path), "--lang", "pl"]) == 2
    err = capsys.readouterr().err
    assert "players[3].merchandise.ivory (Sylwia):" in err and err.count("\n") == 1
    assert "w talii są tylko 2 karty tego towaru; gracze mają ich 3" in err   # 2 karty, not "2 kart"


@pytest.mark.rule("five-tribes 1.7")
def test_palaces_without_tiles_name_the_tiles_too():
    """Palm trees and palaces stand on tiles the player owns (§1.7): with no tile, none can be counted. The
    error also names the tiles field, so a calculator outlines both (issue 13)."""
    sheet = copy.deepcopy(example("five-tribes-4p"))
    sheet["players"][1]["tiles"] = []                  # Olek counted 2 palaces on his 3 tiles
    with pytest.raises(InvalidScoreSheet) as err:
        score(sheet)
    assert err.value.field == "players[1].palaces" and err.value.also == ("players[1].tiles",)
