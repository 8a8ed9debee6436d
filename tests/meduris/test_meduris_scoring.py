"""Meduris final scoring from a typed-in sheet (meduris.md §5.3–5.4, meduris-examples.md A10, A11, B17)."""
from __future__ import annotations


import pytest

from companion.errors import InvalidScoreSheet
from companion.meduris.scoring import rune_stone_line, score_sheet, temple_line
from support import assert_rejected, example


def _sheet(*players):
    return {"game": "meduris", "players": [
        {"name": n, "track": t, "rune_stones": r, "temples": temples, "huts_built": h, "resources_left": left}
        for n, t, r, temples, h, left in players]}


@pytest.mark.rule("meduris 5.3")
@pytest.mark.parametrize("n,points", list(enumerate([0, 1, 3, 6, 10, 15, 21, 28, 36, 45])))
def test_rune_stone_table_A10(n, points):
    line = rune_stone_line(n)
    assert line.points == points
    assert line.evaluate() == points


@pytest.mark.rule("meduris 5.3")
def test_temple_with_two_huts_left_three_right_scores_5_A11():
    assert temple_line([(2, 3)]).points == 5


@pytest.mark.rule("meduris 5.3")
def test_temple_sides_touching_temple_or_empty_site_score_nothing():
    assert temple_line([(0, 0), (0, 1)]).points == 1


@pytest.mark.rule("meduris 5.4")
@pytest.mark.parametrize("a,b,winners", [
    ((9, 0), (10, 0), ["B"]),      # B17 row 1: 57 pts, 9 vs 10 buildings
    ((10, 3), (10, 1), ["A"]),     # B17 row 2: equal buildings, 3 vs 1 chips left
    ((10, 2), (10, 2), ["A", "B"]),  # B17 row 3: shared
])
def test_tie_breaks_B17(a, b, winners):
    # buildings = huts + temples: give each player 2 temples worth 0 points and the rest as huts
    sheet = _sheet(("A", 57, 0, [[0, 0], [0, 0]], a[0] - 2, a[1]), ("B", 57, 0, [[0, 0], [0, 0]], b[0] - 2, b[1]))
    result = score_sheet(sheet)
    assert list(result.winners) == winners
    assert result.totals == {"A": 57, "B": 57}


@pytest.mark.rule("meduris 5.4")
def test_shared_victory_is_said_in_words():
    sheet = _sheet(("A", 57, 0, [], 10, 2), ("B", 57, 0, [], 10, 2))
    assert "stay tied after every tie-break" in score_sheet(sheet).tie_break_text()


@pytest.mark.rule("meduris 5.4")
def test_three_way_shared_victory_lists_the_tie_breaks_in_order_as_a_polish_player_writes_them():
    # the first criterion holds "i" itself: the list says "a potem", never "„… i …” i „…”"
    sheet = _sheet(("Ala", 57, 0, [], 8, 2), ("Bartek", 57, 0, [], 8, 2), ("Celina", 57, 0, [], 8, 2))
    result = score_sheet(sheet)
    assert result.tie_break_text("pl") == (
        "Ala, Bartek i Celina mają po 57 punktów i remisują także według wszystkich kryteriów rozstrzygających "
        "(„więcej zbudowanych chat i świątyń”, a potem „więcej zasobów za zasłonką”): dzielą 1. miejsce.")
    assert result.tie_break_text("en") == (
        "Ala, Bartek and Celina are tied on 57 points and stay tied after every tie-break "
        "(“more huts and temples built”, then “more resources left behind the screen”): they share rank 1.")


def test_example_sheet_explanations_show_numbers():
    result = score_sheet(example("meduris-2p"))
    blue = result.player("Blue")
    assert blue.line("rune_stones").text() == "n*(n + 1)/2 = 5*(5 + 1)/2 = 15 (5 rune stones: 1 + 2 + … + 5)"
    assert blue.line("temples").filled() == "3 + 2 + 1 + 0"


@pytest.mark.rule("meduris 1")
@pytest.mark.parametrize("mutate,field,words", [
    (lambda s: s["players"][0].update(rune_stones=10), "players[0].rune_stones", "at most 9"),
    (lambda s: s["players"][1].update(rune_stones=5), "players[1].rune_stones", "only 9 rune stones"),
    (lambda s: s["players"][0]["temples"].append([0, 0]), "players[0].temples", "at most 2"),
    (lambda s: s["players"][0].update(huts_built=13), "players[0].huts_built", "at most 12"),
    (lambda s: s["players"][1].update(resources_left=71), "players[1].resources_left", "only 72"),
    (lambda s: s["players"][1].update(name="Blue"), "players[1].name", "used twice"),
    (lambda s: s["players"][0].update(track=-1), "players[0].track", "at least 0"),
    (lambda s: s["players"][0].update(track=True), "players[0].track", "whole number"),
    (lambda s: s["players"][0].pop("track"), "players[0].track", "missing"),
    (lambda s: s["players"][0].update(colour="red"), "players[0].colour", "unknown field"),
    (lambda s: s["players"][0]["temples"][0].append(1), "players[0].temples[0]", "at most 2"),
    (lambda s: s["players"][0]["temples"][0].__setitem__(0, 30), "players[0].temples[0][0]", "only 22 huts"),
    (lambda s: s.update(players=s["players"][:1]), "players", "at least 2"),
])
def test_bad_sheets_name_field_and_limit(mutate, field, words):
    assert_rejected(score_sheet, "meduris-2p", mutate, field, words)


@pytest.mark.rule("meduris 1")
def test_three_players_build_at_most_8_huts():
    sheet = _sheet(("A", 1, 0, [], 9, 0), ("B", 1, 0, [], 8, 0), ("C", 1, 0, [], 8, 0))
    with pytest.raises(InvalidScoreSheet, match="at most 8 huts per player with 3 players"):
        score_sheet(sheet)


# --- limits between two fields (issue 13): each message names the other field ------------------------

@pytest.mark.rule("meduris 4.3")
def test_rune_stones_cannot_outnumber_the_huts_built():
    """Each rune stone is taken by building a hut in its district (§4.3 step 5, §6 #7): no hut, no stone."""
    sheet = _sheet(("A", 10, 4, [], 3, 0), ("B", 10, 0, [], 2, 0))
    with pytest.raises(InvalidScoreSheet) as err:
        score_sheet(sheet)
    assert err.value.field == "players[0].rune_stones" and err.value.also == ("players[0].huts_built",)
    assert str(err.value).startswith("players[0].rune_stones: players[0].huts_built is 3, so at most 3 rune stones")
    sheet["players"][0]["rune_stones"] = 3                          # as many stones as huts: possible
    assert score_sheet(sheet).totals == {"A": 10 + 6, "B": 10}


@pytest.mark.rule("meduris 5.3")
def test_a_temple_cannot_have_more_huts_beside_it_than_were_built():
    """Issue 13: 8 huts on each side of one temple when only 8 huts exist on the board scored 16. The runs on
    the two sides are different huts (§5.3; one run round the ring would need every other site built, §1/§3)."""
    sheet = _sheet(("A", 10, 0, [[8, 8]], 5, 0), ("B", 10, 0, [], 3, 0))
    with pytest.raises(InvalidScoreSheet) as err:
        score_sheet(sheet)
    assert err.value.field == "players[0].temples[0]"
    assert "8 + 8 huts beside this temple, but players[*].huts_built add up to only 8 huts" in str(err.value)
    sheet["players"][0]["temples"] = [[5, 3]]
    assert score_sheet(sheet).totals["A"] == 10 + 8


@pytest.mark.rule("meduris 5.3")
def test_all_temple_sides_together_count_each_hut_at_most_twice():
    """A run of huts touches at most two temple sides, one at each end (§5.3): sides ≤ 2 × huts built."""
    sheet = _sheet(("A", 10, 0, [[4, 4], [4, 4]], 4, 0), ("B", 10, 0, [[4, 4]], 4, 0))
    with pytest.raises(InvalidScoreSheet) as err:
        score_sheet(sheet)
    assert err.value.field == "players[1].temples"
    assert "the temples' sides count 24 huts, but players[*].huts_built add up to 8" in str(err.value)
    assert "at most 16" in str(err.value)
    sheet["players"][1]["temples"] = [[0, 0]]                      # 16 = 2 × 8: each run between two temples
    assert score_sheet(sheet).totals == {"A": 10 + 16, "B": 10}


@pytest.mark.rule("meduris 2.1")
def test_track_and_temple_sides_have_a_maximum_from_the_components():
    """Track 0-99 plus the 100-point chip (100/200): at most 299 (§2.1, §4.9); a temple side at most 32 huts,
    the most any game has (4 × 8, §1/§3). A 4,300-digit track is refused, not printed."""
    for track, ok in ((299, True), (300, False), (10 ** 4300, False)):
        sheet = _sheet(("A", track, 0, [], 0, 0), ("B", 0, 0, [], 0, 0))
        if ok:
            assert score_sheet(sheet).totals["A"] == 299
        else:
            with pytest.raises(InvalidScoreSheet, match=r"players\[0\]\.track: must be at most 299"):
                score_sheet(sheet)
    with pytest.raises(InvalidScoreSheet, match="must be at most 32"):
        score_sheet(_sheet(("A", 0, 0, [[33, 0]], 8, 0), ("B", 0, 0, [], 8, 0)))
