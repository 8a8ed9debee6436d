"""Clean-up (five-tribes.md §3.8, FAQ §6 #3, #5), the two game ends (§4, FAQ #26) and final scoring through
the calculator's scorer (§5: the engine's final sheet)."""
from __future__ import annotations

import pytest

from companion.errors import IllegalMove
from companion.five_tribes.engine import FIVE_TRIBES
from companion.five_tribes.options import Options
from companion.five_tribes.scoring import score_sheet
from ft_helpers import edit, last_turn, legal, make, play

SEVEN_TILES = {t: 0 for t in ("a5", "b5", "c5", "d5", "e5", "f5", "a4")}


def _last_camel(turn_end=False):
    s = make(3, tiles={"c1": "oasis"}, camels=SEVEN_TILES | {"f4": 1},
             meeples={"a1": {"builder": 1, "elder": 1}, "c1": {"elder": 1}, "a3": {"vizier": 1}, "b3": {"vizier": 1}})
    return last_turn(s) if turn_end else s


@pytest.mark.rule("five-tribes 4")
def test_the_last_camel_ends_the_game_after_the_round():
    s = _last_camel()
    assert s.camels_left[0] == 1                            # 8 camels with 3 players, 7 placed
    s = play(s, "pick a1", "step b1", "drop builder", "step c1", "drop elder")
    assert s.camels_left[0] == 0 and s.ended_by == "last_camel" and not s.is_over
    s = play(s, "end")
    assert not s.is_over and s.current_player == 1          # the other markers still play this round
    with pytest.raises(IllegalMove):
        FIVE_TRIBES.score(s)


@pytest.mark.rule("five-tribes 4")
def test_game_over_after_the_last_marker_of_the_round():
    s = play(_last_camel(turn_end=True), "pick a1", "step b1", "drop builder", "step c1", "drop elder", "end")
    assert s.is_over and s.legal_moves() == []
    with pytest.raises(IllegalMove) as err:
        play(s, "end")
    assert err.value.rule == "five-tribes 4"


@pytest.mark.rule("five-tribes 4", "five-tribes 6")
def test_no_legal_meeple_move_ends_the_game():
    """FAQ #26: no legal meeple move — the marker skips moving, may still use djinns (and sell, option
    ``sale_without_move``); the game ends after the round (§4)."""
    s = make(3, meeples={"a1": {"vizier": 1}, "f5": {"elder": 1}}, cards={0: {"fish": 1}})
    assert s.ended_by == "no_move"
    assert legal(s) == {"sell fish", "end"}                 # FAQ #26: no move; the sale by option
    s = play(s, "end")
    assert not s.is_over and s.current_player == 1
    s = last_turn(make(3, meeples={"a1": {"vizier": 1}, "f5": {"elder": 1}}))
    s = play(s, "end")
    assert s.is_over


@pytest.mark.rule("five-tribes 4", "five-tribes 6")
def test_faq26_option_sale_without_move():
    """§4 condition 2: markers that cannot move "may still take other actions such as costed djinn powers (and,
    by engine convention, merchandise sale — unconfirmed)"; FAQ #26 — option ``sale_without_move``, default
    True. Off, a marker without a meeple move may use its djinns but not sell; a turn with a move sells as
    before (§3.7)."""
    def no_move(**options):
        return make(3, meeples={"a1": {"vizier": 1}, "f5": {"elder": 1}}, cards={0: {"fish": 1, "fakir": 1}},
                    djinns={0: ["Sloar"]}, options=Options(**options))

    assert no_move().ended_by == "no_move"
    assert legal(no_move()) == {"sell fish", "use Sloar f", "end"}
    off = no_move(sale_without_move=False)
    assert legal(off) == {"use Sloar f", "end"}
    with pytest.raises(IllegalMove) as err:
        play(off, "sell fish")
    assert err.value.rule == "five-tribes 3.7" and "sale_without_move" in str(err.value)
    assert legal(play(off, "use Sloar f")) == {"end"}       # the card Sloar drew cannot be sold either
    moved = make(3, tiles={"b1": "oasis"}, meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}},
                 cards={0: {"fish": 1}}, options=Options(sale_without_move=False))
    moved = play(moved, "pick a1", "step b1", "drop vizier", "sell fish")
    assert moved.gold[0] == 51


@pytest.mark.rule("five-tribes 3.8")
def test_cleanup_refills_nine_cards_and_three_djinns_front_first():
    s = last_turn(make(3, tiles={"b1": "oasis"}, row=["fish", "silk"], djinn_row=["Leta"],
                       meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}}))
    s = play(s, "pick a1", "step b1", "drop vizier", "end")
    assert s.decision == "bid" and s.round == 2
    assert len(s.row) == 9 and s.row[:2] == ("fish", "silk")
    assert len(s.djinn_row) == 3 and s.djinn_row[0] == "Leta"
    assert sum(s.draw_pile.values()) == 54 - 9


@pytest.mark.rule("five-tribes 3.8", "five-tribes 6")
def test_cleanup_reshuffles_the_discards_when_the_pile_runs_out():
    """FAQ #3: the resource draw pile runs out at clean-up: the discards are reshuffled."""
    s = last_turn(make(3, tiles={"b1": "oasis"}, row=[], meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}}))

    def pile_mostly_discarded(f):           # FAQ #3: 4 cards left in the pile, the rest discarded
        pile = f["draw_pile"]
        f["discards"] = dict(pile)
        f["draw_pile"] = {"fish": 4}
        f["discards"]["fish"] -= 4
    s = edit(s, pile_mostly_discarded)
    s = play(s, "pick a1", "step b1", "drop vizier", "end")
    assert len(s.row) == 9 and s.row.count("fish") >= 4
    assert sum(s.draw_pile.values()) + sum(s.discards.values()) == 54 - 9 and s.discards == {}


@pytest.mark.rule("five-tribes 3.8", "five-tribes 6")
def test_cleanup_with_no_cards_left_leaves_the_row_short():
    """FAQ #3: no cards left to draw: fewer than 9 are shown."""
    s = last_turn(make(3, tiles={"b1": "oasis"}, row=["fish"], cards={1: {"fakir": 18}, 2: {"pottery": 6}},
                       meeples={"a1": {"vizier": 1}, "b1": {"vizier": 1}}))

    def hands_hold_the_rest(f):
        f["players"][1]["cards"] = dict(f["draw_pile"], fakir=18)
        f["players"][1]["cards"].update({k: v for k, v in f["draw_pile"].items()})
        f["players"][1]["cards"]["fakir"] = 18
        f["draw_pile"] = {}
    s = edit(s, hands_hold_the_rest)
    s = play(s, "pick a1", "step b1", "drop vizier", "end")
    assert s.row == ("fish",)


@pytest.mark.rule("five-tribes 5")
def test_final_sheet_scores_only_owned_tiles_palms_palaces():
    s = _last_camel(turn_end=True)

    def pieces(f):
        f["palm_trees"][29] = 2                            # 2 palms on f5 (Ann's tile)
        f["palaces"][16] = 1                               # 1 palace on e3 (nobody's)
        f["supply"] = {"palm_trees": 10, "palaces": 9}
    s = edit(s, pieces)
    s = play(s, "pick a1", "step b1", "drop builder", "step c1", "drop elder", "end")
    sheet = FIVE_TRIBES.final_sheet(s)
    ann = sheet["players"][0]
    assert ann["palm_trees"] == 2 + 1 and ann["palaces"] == 0          # f5 palms + the c1 oasis palm
    assert len(ann["tiles"]) == 8 and ann["elders"] == 2
    result = FIVE_TRIBES.score(s)
    assert [p.total for p in result.players] == [p.total for p in score_sheet(sheet).players]
    # Ann: 50 gold + 2 elders x 2 + tiles + 3 palms x 3 (no djinns, viziers, cards)
    tiles_vp = sum(vp for (kind, vp), owner in zip(s.tiles, s.camels) if owner == 0)
    assert result.players[0].total == 50 + 4 + tiles_vp + 9


@pytest.mark.rule("five-tribes 5")
def test_a_finished_games_sheet_scores_through_companion_score(tmp_path, capsys):
    import json

    from companion.cli import main

    s = play(_last_camel(turn_end=True), "pick a1", "step b1", "drop builder", "step c1", "drop elder", "end")
    path = tmp_path / "final.json"
    path.write_text(json.dumps(FIVE_TRIBES.final_sheet(s)), encoding="utf-8")
    assert main(["score", str(path), "--format", "json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    result = FIVE_TRIBES.score(s)
    assert printed["winners"] == list(result.winners)
