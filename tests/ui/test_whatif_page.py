"""The What-if page (companion/ui/whatif.py), for every game with an engine: a position, two lines, the
comparison, every legal move with its effect, and win chances only on request (progress, cancel).

Expected values come from the rules references (the Meduris temple below) or from the engine contract
(``legal_moves``, ``score_now`` = the game's scorer, ``to_json`` / ``load``), never from the page itself.
"""
from __future__ import annotations

import html
import threading

import pytest

from companion import games
from companion.analysis.hooks import hooks_for
from companion.ui.language import set_language
from companion.ui.whatif import WhatIfPage

ENGINES = games.engine_ids()


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


@pytest.mark.parametrize("game_id", ENGINES)
def test_the_page_loads_without_simulating_and_lists_every_legal_move(game_id):
    page = WhatIfPage(game_id, background=False)
    assert page.chances == {} and page.chances_html.value == "" and not any(p.value for p in page.plots)
    # nothing drawn yet: the empty images are hidden (a browser draws an empty one as a broken-image icon)
    assert [im.layout.display for im in (page.chart, *page.plots)] == ["none"] * 3
    assert page.progress.layout.visibility == "hidden" and page.cancel_button.disabled
    page.bots_play(12, "random")
    state = page.state
    expected = hooks_for(page.game).policy_moves(state.core()) or state.legal_moves()
    assert [value for _, value in page.moves.options] == [o.move for o in page.options]
    assert sorted(map(str, (o.move for o in page.options))) == sorted(map(str, expected))
    for move in expected[:5]:
        assert html.escape(page.game.describe(state, move, "en")) in page.move_table.value


@pytest.mark.parametrize("game_id", ENGINES)
def test_branch_play_undo_redo_and_compare_two_lines(game_id):
    page = WhatIfPage(game_id, background=False)
    assert page.bots_play(8, "greedy")
    point = page.state
    assert page.branch() and page.active == "B" and page.lines["B"].start == point
    move = page.options[-1].move
    assert page.play(move)
    after = page.state
    assert after == point.apply(move) and page.lines["A"].state == point           # line A is kept
    comp = page.comparison
    game = page.game
    assert comp.totals == (tuple(p.total for p in game.score_now(point).players),
                           tuple(p.total for p in game.score_now(after).players))
    assert page.undo() and page.state == point and not page.undo()               # back at the branch point
    assert "Nothing to undo" in page.message.value
    assert page.redo() and page.state == after and not page.redo()
    page.choose("A")
    assert page.state == point
    assert "Line B" in page.boards["B"].value and "Line A" in page.boards["A"].value
    assert page.draw_chart().startswith(b"\x89PNG")


@pytest.mark.parametrize("game_id", ENGINES)
def test_play_the_move_plays_the_move_shown_in_the_list(game_id):
    """The list of moves was left blank after every move (ipywidgets 8 clears a Dropdown whose options change),
    so pressing "Play the move" on a fresh or branched line played nothing and said "The game is over."."""
    page = WhatIfPage(game_id, background=False)
    assert page.branch()
    point = page.state
    shown = page.moves.options[0][1]
    assert page.moves.value == shown
    assert page.play() and page.state == point.apply(shown)
    assert page.moves.value == page.moves.options[0][1]          # the next move is shown again
    assert page.play() and len(page.line.moves) == 2
    page.moves.value = page.moves.options[-1][1]
    set_language("pl")                                           # a language switch keeps the move chosen
    assert page.moves.value == page.moves.options[-1][1]


@pytest.mark.rule("meduris 5.3")
def test_the_difference_is_explained_by_category_and_each_move_shows_its_effect():
    # a temple between two of Ann's huts scores 2 at the end (meduris.md §5.3: one point per adjacent hut)
    from companion.meduris.engine import position

    start = position(["Ann", "Bob"], seed=1, sites={2: ("hut", 1), 3: ("hut", 1)},
                     resources={0: {"wood": 2, "wool": 2, "copper": 2, "stone": 2}})
    page = WhatIfPage("meduris", start, background=False)
    labels = [label for label, move in page.moves.options if str(move) == "temple 4"]
    assert labels and labels[0].endswith("+2 (Temples +2)")
    page.branch()
    page.play(page.game.parse_move("temple 4"))
    page.choose("A")
    page.play(page.game.parse_move("yield copper 1 stone"))
    assert page.comparison.difference("Ann", "temples") == 2
    assert "Ann: Temples +2 (total +2)" in html.unescape(page.compare_html.value)
    set_language("pl")
    assert "Ann: Świątynie +2" in html.unescape(page.compare_html.value)        # the Polish rulebook's term
    assert "Punkty, gdyby gra skończyła się teraz" in page.heads["compare"].value


def test_a_save_is_loaded_and_a_bad_one_is_explained():
    game = games.get("five-tribes")
    page = WhatIfPage("five-tribes", background=False)
    page.bots_play(5, "random")
    text = page.state.to_json()
    other = WhatIfPage("five-tribes", background=False)
    assert other.load(text, file="mine.json")
    assert other.state == game.load(text) and "mine.json" in other.message.value
    kept = other.state
    assert not other.load("{broken", file="broken.json")
    assert "broken.json" in other.message.value and "&#10007;" in other.message.value and other.state == kept


@pytest.mark.parametrize("game_id", ["meduris", "iquazu"])
def test_win_chances_of_both_lines_only_on_request_with_plots(game_id):
    page = WhatIfPage(game_id, background=False)
    page.bots_play(6, "random")
    page.branch()
    page.play(page.options[0].move)
    assert page.estimate_lines(12)
    assert set(page.chances) == {"A", "B"} and all(c.games == 12 for c in page.chances.values())
    assert page.progress.value == 24 and page.progress.layout.visibility == "hidden"
    assert all(bytes(p.value).startswith(b"\x89PNG") and p.layout.display == "block" for p in page.plots)
    assert "Line A" in page.chances_html.value and "Line B" in page.chances_html.value


def test_the_win_chance_of_every_move_is_shown_in_the_move_table():
    page = WhatIfPage("world-wonders", background=False)
    page.bots_play(4, "random")
    assert page.estimate_moves(10)
    assert set(page.move_chances) == {o.move for o in page.options}
    assert "Win chance after it" in page.move_table.value and "%" in page.move_table.value


def test_a_running_estimate_can_be_cancelled():
    page = WhatIfPage("meduris", background=True)
    assert page.estimate_lines(100_000)                                        # far more than can finish
    assert not page.estimate_lines(10)                                         # one estimate at a time
    import time

    waited = time.monotonic()
    while page.progress.value == 0 and time.monotonic() - waited < 60:      # the first games are played
        time.sleep(0.05)
    assert page.progress.layout.visibility == "visible" and not page.cancel_button.disabled
    page.cancel()
    page._job.join(timeout=60)
    assert not page.busy and page.cancel_button.disabled
    played = page.chances["A"].games
    assert 0 < played < 100_000 and page.chances["A"].cancelled
    assert "Cancelled" in page.chances_html.value


def test_choosing_line_b_before_branching_starts_it_at_the_end_of_line_a():
    page = WhatIfPage("iquazu", background=False)
    page.bots_play(3, "random")
    point = page.state
    page.line_choice.value = "B"                                   # the toggle, as a click would
    assert page.active == "B" and page.lines["B"].start == point and page.lines["B"].moves == ()
    page.play(page.options[0].move)
    assert page.lines["A"].state == point                          # line A is untouched


@pytest.mark.parametrize("game_id", ENGINES)
def test_each_line_is_shown_on_the_games_board_and_a_move_made_there_plays_on_that_line(game_id):
    """The positions are the game's own boards (they follow the language switch); a move made on line B's board
    is played on line B and line A stays where it was."""
    page = WhatIfPage(game_id, background=False)
    page.bots_play(6, "random")
    point = page.state
    page.branch()
    board_a, board_b = page.game_boards["A"], page.game_boards["B"]
    assert page.board_boxes["A"].children == (board_a,) and board_a.state == point == board_b.state
    assert not board_a.undo_allowed                     # the lines' own Undo / Redo take moves back
    move = point.legal_moves()[-1]
    assert board_b.explain_move(move) == ""
    assert page.lines["B"].state == point.apply(move) and page.lines["A"].state == point
    assert page.active == "B" and board_b.state == page.lines["B"].state
    assert page.undo() and board_b.state == point       # the board follows the line
    set_language("pl")
    assert board_a.lang == "pl"


# --- "What if?" from a hot seat or a lesson ----------------------------------------------------------------------

def _flat(widget):
    """Every widget of a page in display order (a box, then its children)."""
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _flat(child)


@pytest.mark.parametrize("game_id", games.hotseat_ids())
def test_what_if_from_the_hot_seat_opens_on_its_position_below_the_board(game_id):
    from companion.i18n import translate
    from companion.ui.hotseat import BOT, HUMAN, HotSeat

    hot = HotSeat(game_id)
    hot.whatif.background = False
    assert not hot.whatif.open() and "no position" in hot.whatif.message.value         # no game yet: said, no view
    names = ["Ann", "Bob", "Cy"][:max(2, hot.game.min_players)]
    assert hot.start(names=names, seats=[HUMAN] + [BOT] * (len(names) - 1), seed=3)
    hot.whatif.button.click()
    page = hot.whatif.page
    assert page is not None and page.game.id == game_id and page.state == hot.state
    order = list(_flat(hot.widget))
    assert order.index(hot.board_box) < order.index(hot.whatif.widget) < order.index(hot.log_box)
    assert page.widget in order and page.widget in hot.whatif.view.children                  # in place, this page
    kept = hot.state
    assert page.branch() and page.play(page.options[0].move) and hot.state == kept           # the game is untouched
    set_language("pl")
    assert hot.whatif.button.description == translate("What if?", "pl") != "What if?"
    title = translate("What if? — {game}", "pl").format(game=translate(hot.game.title, "pl"))
    assert page.title.value == f"<h2>{html.escape(title)}</h2>"                              # the view follows
    hot.whatif.close_button.click()
    assert hot.whatif.page is None and hot.whatif.view.children == ()


def _lesson_games():
    from companion.five_tribes.teach.lessons import FIVE_TRIBES_TEACHING
    from companion.iquazu.teach.lessons import IQUAZU
    from companion.meduris.teach.lessons import MEDURIS
    from companion.world_wonders.teach.lessons import WORLD_WONDERS

    return {"meduris": MEDURIS, "five-tribes": FIVE_TRIBES_TEACHING, "iquazu": IQUAZU, "world-wonders": WORLD_WONDERS}


@pytest.mark.parametrize("game_id", games.hotseat_ids())
def test_what_if_from_a_lesson_step_and_replay_opens_on_the_boards_position(game_id):
    from companion.i18n import N_
    from companion.ui.teach import Replay, Step

    teaching = _lesson_games()[game_id]
    scenario = sorted(teaching.scenarios)[0]
    step = Step(teaching, N_("Setup"), N_("Setup"), scenario)
    assert step.view.whatif is not None
    step.view.whatif.background = False
    step.view.whatif.button.click()
    page = step.view.whatif.page
    assert page.game.id == game_id and page.state == step.state
    order = list(_flat(step.widget))
    assert order.index(step.board) < order.index(page.widget)                               # below the board
    start = step.state
    replay = Replay(teaching, N_("Setup"), scenario, lambda: [m for m in start.legal_moves()[:1]])
    assert replay.forward()
    replay.view.whatif.background = False
    assert replay.view.whatif.open()
    assert replay.view.whatif.page.state == replay.position == start.apply(replay.moves[0])
    set_language("pl")
    assert replay.view.whatif.button.description == "Co by było, gdyby?"


@pytest.mark.parametrize("typed", ["-1", "0", "9", "100001", "2.5", "", "ten", "--50", "+-50"])
def test_games_per_estimate_outside_the_limits_are_refused_beside_the_field(typed):
    """-1 became 10 without a word (a bounded number box clamps): now nothing runs, the typed value stays and
    the limits are named beside the field, in the page language."""
    page = WhatIfPage("meduris", background=False)
    page.games.value = typed
    assert page.estimate_lines() is False and page.estimate_moves() is False
    assert page.chances == {} and page.progress.value == 0 and page.games.value == typed
    assert f"Games per estimate must be a whole number from 10 to 100000, not {typed!r}." in \
        html.unescape(page.games_note.value)
    set_language("pl")
    assert f"Liczba gier na oszacowanie musi być liczbą całkowitą od 10 do 100000, a nie {typed!r}." in \
        html.unescape(page.games_note.value)


def test_a_corrected_games_per_estimate_clears_the_refusal_and_runs():
    page = WhatIfPage("meduris", background=False)
    page.games.value = "-1"
    assert not page.estimate_lines() and page.games_note.value
    page.games.value = "10"
    assert page.games_note.value == ""
    assert page.estimate_lines() and page.chances["A"].games == 10


class _CancelledAtOnce(threading.Event):
    """Cancel pressed as the estimate starts, before any game finished (the page's start clears the event)."""

    def clear(self):
        self.set()


def test_a_cancel_before_any_game_finished_says_nothing_is_shown():
    """It said 'the games played so far are shown' over an empty result (and the last estimate's charts)."""
    page = WhatIfPage("meduris", background=False)
    assert page.estimate_lines(10)
    assert all(p.layout.display == "block" for p in page.plots)           # an earlier estimate's charts
    page._cancel = _CancelledAtOnce()
    assert page.estimate_lines(10)
    assert page.chances_html.value == "<p><i>Cancelled before any game finished: nothing is shown.</i></p>"
    assert [p.layout.display for p in page.plots] == ["none", "none"]
    assert page.estimate_moves(10)
    assert page.chances_html.value == "<p><i>Cancelled before any game finished: nothing is shown.</i></p>"
