"""What-if lines (companion.analysis.whatif): branch, play, undo/redo, compare scores if the game ended now,
and the player to move's options."""
from __future__ import annotations

import pytest

from companion.analysis.whatif import branch, compare, move_options, score_now
from companion.errors import IllegalMove
from companion.meduris.engine import position
from companion.meduris.moves import BuildTemple, Roll

CHIPS = {"wood": 2, "wool": 2, "copper": 2, "stone": 2}


def a11():
    """Bob's huts on 2-3 and 5-7, site 4 empty between the runs; Ann to act with 2 chips of each resource."""
    return position(["Ann", "Bob"], seed=1, sites={s: ("hut", 1) for s in (2, 3, 5, 6, 7)}, druid_site=7,
                    resources={0: CHIPS})


@pytest.mark.rule("meduris 5.3")
def test_a_temple_between_two_runs_scores_both_in_the_comparison():
    # meduris-examples.md A11: two huts on one side of a temple and three on the other score 2 + 3 = 5
    here = branch(a11(), "yield")
    diff = compare(here.play("yield copper 1 stone"), here.renamed("temple").play("temple 4"))
    assert diff.names == ("yield", "temple")
    assert diff.difference("Ann", "temples") == 5 and diff.difference("Bob", "temples") == 0
    assert diff.explain("Ann") == "Ann: Temples +5 (total +5)"
    assert diff.explain("Bob") == "Bob: no change"
    assert diff.explain("Ann", "pl") == "Ann: Świątynie +5 (razem +5)"
    assert "Temples" in diff.table() and "+5" in diff.table()
    assert len(diff.chart("pl").axes) == 1


@pytest.mark.rule("meduris 5.3")
def test_scores_if_the_game_ended_now_use_the_score_sheet_categories():
    result = score_now(a11())
    assert [p.categories for p in result.players] == [{"track": 5, "temples": 0, "rune_stones": 0}] * 2


def test_undo_and_redo_walk_the_line():
    line = branch(a11())
    two = line.play("yield copper 1 stone")
    two = two.play(two.state.legal_moves()[0])
    back = two.undo()
    assert back.state == line.play("yield copper 1 stone").state and back.undone == two.moves[-1:]
    assert back.redo().state == two.state and back.redo().undone == ()
    assert back.undo().state == line.state
    with pytest.raises(IndexError):
        line.undo()
    with pytest.raises(IndexError):
        line.redo()
    assert back.play("roll").undone == ()                             # a new move clears the redo list


@pytest.mark.rule("meduris 4.4")
def test_an_illegal_move_in_a_line_is_refused_and_the_line_unchanged():
    line = branch(a11())
    with pytest.raises(IllegalMove) as err:
        line.play("temple 3")                                           # site 3 holds a hut (§4.4: an empty site)
    assert err.value.rule.startswith("meduris 4.")
    assert line.moves == () and line.state == a11()


def test_branching_a_line_starts_at_its_end():
    line = branch(a11()).play("temple 4")
    other = line.branch("after")
    assert other.start == line.state and other.moves == () and other.name == "after"


@pytest.mark.rule("meduris 5.3")
def test_move_options_list_the_best_immediate_effect_first():
    options = move_options(a11())
    best = options[0]
    assert best.move == BuildTemple(4) and best.total == 5
    assert best.effect == {"track": 0, "temples": 5, "rune_stones": 0}
    assert best.text == "Ann builds a temple on site 4."
    assert all(o.total <= 5 for o in options)
    # temple 8 borders the run 5-7 only (3), temple 1 the run 2-3 only (2): A11's rule one side at a time
    by_move = {str(o.move): o.total for o in options}
    assert by_move["temple 8"] == 3 and by_move["temple 1"] == 2


@pytest.mark.rule("meduris 4.1")
def test_a_roll_has_no_known_effect():
    options = move_options(position(["Ann", "Bob"], seed=1, decision="roll"))
    assert [o.move for o in options] == [Roll()] and options[0].effect is None and options[0].total is None


def test_win_chances_of_each_option_on_request():
    options = move_options(a11(), win_games=2, seed=1)
    assert all(o.win_chance is not None and 0 <= o.win_chance[0] <= 1 for o in options)
    chances = [o.win_chance[0] for o in options]
    assert chances == sorted(chances, reverse=True)


def test_lines_of_different_games_are_not_compared():
    with pytest.raises(ValueError):
        compare(a11(), position(["Ann", "Bob", "Cat"], seed=1))
