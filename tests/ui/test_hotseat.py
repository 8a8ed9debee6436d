"""The generic hot seat (companion/ui/hotseat.py), run for every game with a rules engine.

Expected values come from the game contract (``game.score``, ``game.describe``, ``state.to_json`` /
``game.load``), never from the hot seat itself: the hot seat only wires seats, board, log and table.
"""
from __future__ import annotations

import base64
import html
import json
import re

import ipywidgets as W
import pytest

from companion import games
from companion.engine.bots import auxiliary_moves
from companion.i18n import translate
from companion.ui.hotseat import BOT, HUMAN, HotSeat, adapter_for
from companion.ui.language import set_language

GAMES = games.hotseat_ids()            # the games with an engine and a board


def _names(game_id: str) -> list[str]:
    # at least two players: a solo game (World Wonders) has no bot seat to answer a human
    return ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo"][:max(2, games.get(game_id).min_players)]


def _log_lines(hot: HotSeat) -> list[str]:
    return [re.sub(r"^\s*\d+\. ", "", line) for line in hot.log.value.splitlines()]


def _described(hot: HotSeat, lang: str) -> list[str]:
    """The log the game itself would write: ``game.describe`` of every move in its before-position."""
    state, out = hot.state.start(), []
    for move in hot.state.history:
        out.append(hot.game.describe(state, move, lang))
        state = state.apply(move)
    return out


def _plain_move(hot: HotSeat):
    """A legal move of the decider that is not auxiliary (e.g. not a Meduris exchange)."""
    skip = auxiliary_moves(hot.game)
    return next(m for m in hot.state.legal_moves() if type(m) not in skip)


def _buttons(widget) -> list[W.Button]:
    if isinstance(widget, W.Button):
        return [widget]
    return [b for child in getattr(widget, "children", ()) for b in _buttons(child)]


@pytest.mark.parametrize("game_id", GAMES)
def test_bot_seats_play_a_whole_game_to_the_final_table(game_id):
    hot = HotSeat(game_id)
    names = _names(game_id)
    assert hot.start(names=names, seats=[BOT] * len(names), seed=7)
    state = hot.state
    assert state.is_over
    expected = hot.game.score(state)
    assert hot.result == expected
    for player in expected.players:
        assert f"<td>{html.escape(player.name)}</td>" in hot.final.value
        assert f"<td>{player.total}</td>" in hot.final.value
    assert expected.winners
    assert re.search(r"<b>Winners?: [^<]*" + re.escape(html.escape(expected.winners[0])), hot.final.value)
    assert html.escape(expected.tie_break_text("en")) in hot.final.value
    assert _log_lines(hot) == _described(hot, "en")                  # one line per move, in the game's words
    assert len(_log_lines(hot)) == state.ply


@pytest.mark.parametrize("game_id", GAMES)
def test_a_human_seat_makes_the_bots_wait(game_id):
    hot = HotSeat(game_id)
    names = _names(game_id)
    assert hot.start(names=names, seats=[BOT] * (len(names) - 1) + [HUMAN], seed=3)
    state = hot.state
    assert not state.is_over and state.current_player == len(names) - 1   # the human decides now
    assert hot.result is None and hot.final.value == ""
    assert _log_lines(hot) == _described(hot, "en")


@pytest.mark.parametrize("game_id", GAMES)
def test_every_line_of_the_move_log_names_the_player_who_made_the_move_in_both_languages(game_id):
    """Five Tribes and World Wonders logs said "bid 18" / "buy the tower" without saying whose move it was; every
    game's line now starts with the name of the player who decided (the decider of the position it was made in)."""
    hot = HotSeat(game_id)
    names = _names(game_id)
    assert hot.start(names=names, seats=[BOT] * (len(names) - 1) + [HUMAN], seed=3)
    state, deciders = hot.state.start(), []
    for move in hot.state.history:
        deciders.append(names[state.current_player])
        state = state.apply(move)
    assert deciders
    try:
        for lang in ("en", "pl"):
            set_language(lang)
            lines = _log_lines(hot)
            assert len(lines) == len(deciders)
            for line, name in zip(lines, deciders):
                assert re.match(re.escape(name) + "[: ]", line), (lang, line)    # "Ann: …", "Ann builds …"
    finally:
        set_language("en")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_boards_undo_goes_back_to_the_last_human_decision(game_id):
    hot = HotSeat(game_id)
    names = _names(game_id)
    assert hot.start(names=names, seats=[HUMAN] + [BOT] * (len(names) - 1), seed=3)
    before = hot.state
    assert before.current_player == 0
    for _ in range(20):                        # the human's moves (a World Wonders turn is several) until the bots answer
        last = hot.state
        assert hot.board.explain_move(_plain_move(hot)) == ""
        if hot.state.ply > last.ply + 1:
            break
    assert hot.state.ply > last.ply + 1 and hot.state.current_player == 0
    assert hot.board.click("undo")                                   # the board's one Undo button
    assert hot.state == last and hot.state.history == last.history   # back to the human's last decision
    while hot.state.ply:
        assert hot.undo()
    assert hot.state == before and hot.log.value == ""
    assert hot.undo() is False and hot.board.last_error is not None  # nothing left to undo: said, not raised


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_of_bots_only_offers_no_undo(game_id):
    """With no human seat there is no decision to go back to: Undo would replay a different game."""
    hot = HotSeat(game_id)
    names = _names(game_id)
    assert hot.start(names=names, seats=[BOT] * len(names), seed=3)
    assert hot.state.is_over and hot.state.ply > 0
    assert "undo" not in [b["key"] for b in hot.board.buttons]
    played = hot.state
    assert hot.undo() is False and hot.state == played               # refused, and the game stays as played


@pytest.mark.parametrize("game_id", GAMES)
def test_the_only_undo_is_the_boards(game_id):
    hot = HotSeat(game_id)
    labels = [b.description for b in _buttons(hot.widget)]
    assert translate("Undo", "en") not in labels


@pytest.mark.parametrize("game_id", GAMES)
def test_the_save_link_follows_the_moves_made_after_save_and_a_new_game_drops_it(game_id):
    """A newcomer downloaded a save after one more move and got the game without it (8 moves, 9 in the log)."""
    hot = HotSeat(game_id)
    names = _names(game_id)
    assert hot.start(names=names, seats=[HUMAN] + [BOT] * (len(names) - 1), seed=5)
    text = hot.save()
    assert hot.board.explain_move(_plain_move(hot)) == ""
    link = re.search(r'href="data:application/json;charset=utf-8;base64,([^"]+)"', hot.file_message.value)
    assert base64.b64decode(link.group(1)).decode("utf-8") == hot.state.to_json() != text
    assert hot.start(names=names, seats=[HUMAN] + [BOT] * (len(names) - 1), seed=6)
    assert hot.file_message.value == ""


@pytest.mark.parametrize("game_id", GAMES)
def test_save_and_load_round_trip(game_id):
    hot = HotSeat(game_id)
    names = _names(game_id)
    assert hot.start(names=names, seats=[HUMAN] + [BOT] * (len(names) - 1), seed=5)
    hot.board.explain_move(_plain_move(hot))
    text = hot.save()
    assert text == hot.state.to_json()
    link = re.search(r'href="data:application/json;charset=utf-8;base64,([^"]+)"', hot.file_message.value)
    assert link and base64.b64decode(link.group(1)).decode("utf-8") == text   # the download is the save

    other = HotSeat(game_id)
    assert other.load(text, file="my.json")
    assert other.state == hot.state and other.state.history == hot.state.history
    assert other.state.current_player == 0 and not other.state.is_over    # the human seat decides again
    assert [w.value for w in other.names[:len(names)]] == names
    assert "my.json" in other.file_message.value
    assert _log_lines(other) == _log_lines(hot)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_bad_save_is_explained_and_the_game_is_kept(game_id):
    hot = HotSeat(game_id)
    names = _names(game_id)
    assert hot.start(names=names, seats=[HUMAN] + [BOT] * (len(names) - 1), seed=5)
    kept, log = hot.state, hot.log.value
    assert not hot.load("{not json", file="broken.json")
    assert "broken.json" in hot.file_message.value and "&#10007;" in hot.file_message.value
    assert hot.state is kept and hot.log.value == log
    record = json.loads(kept.to_json())
    record["moves"] = record["moves"] + ["no such move"]
    assert not hot.load(json.dumps(record), file="tampered.json")
    assert f"Move {len(record['moves'])}" in html.unescape(hot.file_message.value)   # which move is wrong
    assert hot.state is kept
    hot._uploaded({"new": ({"name": "junk.bin", "content": memoryview(b"\xff\xfe")},)})   # the upload path
    assert "junk.bin" in hot.file_message.value and hot.state is kept


@pytest.mark.parametrize("game_id", GAMES)
def test_the_language_switch_relabels_form_log_and_final_table(game_id):
    hot = HotSeat(game_id)
    names = _names(game_id)
    assert hot.start(names=names, seats=[BOT] * len(names), seed=7)
    english_log, english_final = hot.log.value, hot.final.value
    set_language("pl")
    assert _log_lines(hot) == _described(hot, "pl") and hot.log.value != english_log
    assert translate("Final scoring", "pl") in hot.final.value and hot.final.value != english_final
    assert html.escape(hot.result.tie_break_text("pl")) in hot.final.value
    assert hot.start_button.description == translate("Start a new game", "pl")
    assert hot.seats[0].options[0] == (translate("human", "pl"), HUMAN)
    assert hot.board.lang == "pl"
    set_language("en")
    assert hot.log.value == english_log and hot.final.value == english_final


@pytest.mark.parametrize("game_id", GAMES)
def test_a_refused_set_up_is_explained_in_place(game_id):
    hot = HotSeat(game_id)
    assert not hot.start(names=["Ann", "Ann"], seats=[HUMAN, BOT], seed=1)   # equal names: the engine says no
    english = hot.message.value
    assert hot.board is None and "&#10007;" in english and "Ann" in english
    set_language("pl")
    assert "&#10007;" in hot.message.value and hot.message.value != english   # the reason follows the page


def test_games_without_an_engine_have_no_hot_seat(monkeypatch):
    with pytest.raises(KeyError, match="no rules engine"):
        adapter_for("chess")
    # a game whose engine came before its board (as Five Tribes did, issues 7 and 8)
    monkeypatch.setattr(games, "hotseat_ids", lambda: ("meduris",))
    with pytest.raises(KeyError, match="no board"):
        adapter_for("five-tribes")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_move_log_keeps_the_newest_move_in_view(game_id):
    """After every move the log's last line is the newest move and the log shows it without scrolling
    (issues 6 and 13): the text area has a row for every line (it never scrolls itself), and the box around
    it scrolls laid out column-reverse, which browsers keep scrolled to its end."""
    hot = HotSeat(game_id)
    assert hot.start(names=_names(game_id), seats=[HUMAN] * len(_names(game_id)), seed=5)
    box = hot.log_box.layout
    assert hot.log_box.children == (hot.log,) and hot.log_box in hot.widget.children
    assert (box.display, box.flex_flow, box.overflow) == ("flex", "column-reverse", "auto") and box.max_height
    assert hot.log.layout.height is None and hot.log.layout.flex == "0 0 auto"   # grows, does not scroll
    for played in range(1, 25):
        move = _plain_move(hot)
        newest = hot.game.describe(hot.state, move, "en")
        hot.board.state = hot.state.apply(move)             # as a click on the board does
        lines = hot.log.value.splitlines()
        assert len(lines) == played and lines[-1] == f"{played:3}. {newest}"
        assert hot.log.rows >= len(lines)


# --- the bot chosen for each seat ------------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", GAMES)
def test_every_seat_offers_human_random_greedy_and_mcts_bots(game_id):
    pytest.importorskip("pyspiel")
    from companion.analysis.hooks import hooks_for

    hot = HotSeat(game_id)
    hidden = hooks_for(hot.game).hidden_information
    for seat in hot.seats:
        offered = [value for _, value in seat.options]
        assert offered[:2] == [HUMAN, BOT] and len(set(offered)) == len(offered)
        assert set(hot.adapter.bot_kinds) <= set(offered)                 # the game's own bots (e.g. an advisor)
        assert {"greedy", "mcts"} <= set(offered) and ("ismcts" in offered) == hidden
    assert hot.budget.value >= 1
    set_language("pl")
    try:
        shown = dict((v, k) for k, v in hot.seats[0].options)
        assert shown["mcts"] == translate("MCTS bot (OpenSpiel)", "pl") and shown[HUMAN] == translate("human", "pl")
    finally:
        set_language("en")


def test_information_set_mcts_is_offered_only_where_information_is_hidden():
    pytest.importorskip("pyspiel")
    from companion.ui.hotseat import seat_kinds

    assert "ismcts" in seat_kinds(games.get("five-tribes"))          # gold is secret (five-tribes.md §1.8)
    assert "ismcts" not in seat_kinds(games.get("world-wonders"))    # nothing private (world-wonders.md §8)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("kind", ["greedy", "mcts", "ismcts"])
def test_a_bot_seat_of_the_chosen_kind_moves_until_a_human_decides(game_id, kind):
    pytest.importorskip("pyspiel")
    from companion.analysis import make_bot
    from companion.ui.hotseat import bot_seed

    hot = HotSeat(game_id)
    if kind not in hot.kinds:
        pytest.skip(f"{game_id} hides nothing: no information-set MCTS")
    names = _names(game_id)
    start = hot.game.new_game(names, seed=4, options=hot.adapter.options(len(names)))   # the form's options
    first = start.current_player
    seats = [kind if p == first else HUMAN for p in range(len(names))]
    hot.budget.value = 6
    assert hot.start(names=names, seats=seats, seed=4)
    options = {"simulations": 6} if kind != "greedy" else {}
    bot = make_bot(kind, seed=bot_seed(4, first), **options)
    assert type(hot.bots[first]) is type(bot) and hot.bots[1 - first] is None
    assert hot.state.ply >= 1 and hot.state.current_player != first    # the bot moved; a human decides now
    assert hot.state.history[0] == bot.choose(start)                    # the chosen bot's own move


def test_an_unknown_seat_kind_is_refused():
    hot = HotSeat(GAMES[0])
    with pytest.raises(ValueError, match="seats are one of"):
        hot.start(names=_names(GAMES[0]), seats=["oracle"] * len(_names(GAMES[0])), seed=1)
