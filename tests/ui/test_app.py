"""The table app (companion/ui/app.py, history.py, statistics.py): score → save the play → history → edit (scored
again) → statistics; refused fields marked beside them with what was typed kept; delete after a confirmation;
export links and import; load from a finished board; the language remembered between visits; and the play
log's problems told without the server's folders.

Expected totals come from the hand-worked examples (shared/examples/*.expected.json) or are worked out by hand
in the comments from the Meduris final scoring (meduris.md §5.3: track + temples + rune stones 1 + … + n).
"""
from __future__ import annotations

import base64
import csv
import gc
import io
import json
import re
import urllib.parse

import ipywidgets
import pytest

from companion import games
from companion.engine.bots import RandomBot, play_bots
from companion.playlog import PlayLog
from companion.ui import language as page
from companion.ui.app import TableApp
from companion.ui.settings import remembered_language
from support import EXAMPLES, example, expected_for


@pytest.fixture
def files(tmp_path):
    """A play log and a settings file of the test's own (never the user's)."""
    return {"log": tmp_path / "plays.sqlite3", "settings": tmp_path / "settings.json"}


@pytest.fixture
def app(files):
    return TableApp("meduris", **files)


def meduris_sheet(**tracks: int) -> dict:
    """A Meduris sheet where only the score track counts: each total is the track (meduris.md §5.3)."""
    return {"game": "meduris", "players": [
        {"name": name, "track": track, "rune_stones": 0, "temples": [], "huts_built": 0, "resources_left": 0}
        for name, track in tracks.items()]}


def save(app: TableApp, sheet: dict, date: str = "2024-05-31", duration: str = "", note: str = ""):
    app.pick_game(sheet["game"])
    app.calculator.load_sheet(sheet)
    app.form.date.value, app.form.duration.value, app.form.note.value = date, duration, note
    return app.save_play()


@pytest.mark.rule("meduris 5.4")
def test_a_scored_game_is_saved_with_its_result_and_listed_in_the_history(app, files):
    expected = expected_for(EXAMPLES / "meduris-2p.json")
    play = save(app, example("meduris-2p"), duration="55", note="rematch")
    assert play is not None and play.totals == expected["totals"]
    assert "Saved as play 1" in app.form.status.text and "Purple" in app.form.status.text
    assert app.form.note.value == "" and app.form.date.value == "2024-05-31"    # ready for the next play
    with PlayLog(files["log"]) as log:
        stored = log.get(1)
    assert stored.sheet == example("meduris-2p") and stored.duration == 55 and stored.note == "rematch"
    assert list(stored.winners) == expected["winners"]
    app.show("history")
    assert list(app.history.rows) == [1]
    summary = app.history.rows[1].summary.value
    assert "2024-05-31" in summary and "<b>Purple 73</b>" in summary and "Blue 68" in summary
    assert "55 min" in summary and "rematch" in summary
    link = re.search(r'href="(bgstats://[^"]+)"', app.history.rows[1].bgstats.value).group(1)
    assert link.startswith("bgstats://app.bgstatsapp.com/createPlay.html?data=")
    sent = json.loads(urllib.parse.unquote(link.split("data=", 1)[1]))
    assert {p["name"]: (p["score"], p["winner"]) for p in sent["players"]} == {"Blue": (68, False),
                                                                             "Purple": (73, True)}


def test_a_refused_field_is_marked_beside_it_and_keeps_what_was_typed(app, files):
    app.calculator.load_sheet(meduris_sheet(Ann=30, Bob=20))
    app.form.date.value, app.form.duration.value = "2024-02-30", "an hour"
    assert app.save_play() is None
    assert "companion-invalid" in app.form.date._dom_classes
    assert "YYYY-MM-DD" in app.form.messages["date"].text
    assert app.form.date.value == "2024-02-30" and app.form.duration.value == "an hour"
    app.form.date.value = "2024-02-29"                            # a leap day exists
    assert app.save_play() is None
    assert "companion-invalid" not in app.form.date._dom_classes
    assert "whole number of minutes" in app.form.messages["duration"].text
    assert app.form.duration.value == "an hour"
    app.form.duration.value = "-5"                                # a whole number, but no play lasts -5 minutes
    assert app.save_play() is None
    assert app.form.messages["duration"].text.endswith("must be between 0 and 10080 minutes")
    app.form.duration.value = "60"
    assert app.save_play().duration == 60
    assert not app.form.messages["duration"].text


@pytest.mark.rule("meduris 1")
def test_a_sheet_that_breaks_a_rule_is_not_saved(app, files):
    app.calculator.load_sheet(meduris_sheet(Ann=30, Bob=20))
    app.calculator.set_value("players[0].rune_stones", 10)            # only 9 rune stones exist
    assert app.calculator.error is not None
    assert app.save_play() is None
    assert "Rune stones (Ann): must be at most 9" in app.form.status.text
    assert len(app.log) == 0


def test_the_same_play_twice_is_refused_until_asked_for_again(app):
    assert save(app, meduris_sheet(Ann=30, Bob=20)).id == 1
    assert save(app, meduris_sheet(Ann=30, Bob=20)) is None
    assert "already in the log as play 1" in app.form.status.text
    assert app.form.again_button.layout.display != "none"
    app.form.again_button.click()
    assert len(app.log) == 2 and app.form.again_button.layout.display == "none"


@pytest.mark.rule("meduris 5.3")
def test_an_edit_goes_back_into_the_calculator_and_is_scored_again(app):
    save(app, example("meduris-2p"), note="first")                 # Blue 68, Purple 73 (hand-worked)
    save(app, meduris_sheet(Ann=30, Bob=20))
    app.pick_game("five-tribes")
    app.show("history")
    app.history.rows[1].edit_button.click()
    assert app.game == "meduris" and app.section == "score" and app.editing == 1
    assert app.calculator.to_sheet() == example("meduris-2p") and app.form.note.value == "first"
    assert app.form.save_button.description == "Save changes to play 1"
    blue_track = example("meduris-2p")["players"][0]["track"]
    app.calculator.set_value("players[0].track", blue_track + 10)    # Blue: 68 + 10 = 78 > Purple's 73
    app.form.note.value = "track fixed"
    play = app.save_play()
    assert play.id == 1 and play.totals == {"Blue": 78, "Purple": 73} and play.winners == ("Blue",)
    assert app.editing is None and app.form.save_button.description == "Save the play"
    assert app.log.get(1).note == "track fixed" and len(app.log) == 2


def test_picking_another_game_while_editing_cancels_the_edit(app):
    save(app, meduris_sheet(Ann=30, Bob=20))
    app.edit_play(1)
    app.pick_game("iquazu")
    assert app.editing is None and "cancelled" in app.form.status.text


def test_delete_asks_for_a_confirmation_first(app):
    save(app, meduris_sheet(Ann=30, Bob=20))
    save(app, meduris_sheet(Ann=10, Bob=40))
    app.show("history")
    row = app.history.rows[2]
    row.delete_button.click()
    assert row.confirm.layout.display == "flex" and row.buttons.layout.display == "none"
    assert "Delete play 2 for good?" in row.question.value and len(app.log) == 2
    row.no.click()
    assert row.confirm.layout.display == "none" and len(app.log) == 2
    row.delete_button.click()
    row.yes.click()
    assert [p.id for p in app.log.search()] == [1] and list(app.history.rows) == [1]
    assert "Play 2 was deleted." in app.history.problem.text


def test_search_ignores_case_and_accents_and_needs_every_word(app):
    save(app, meduris_sheet(Łucja=30, Bob=20), date="2024-05-01", note="Urodziny")
    save(app, meduris_sheet(Ann=30, Bob=25), date="2024-06-01")
    app.show("history")
    assert list(app.history.rows) == [2, 1]                        # newest first
    for query, ids in [("lucja", [1]), ("BOB", [2, 1]), ("bob 2024-06", [2]), ("urodziny", [1]),
                       ("meduris ann", [2]), ("nobody", [])]:
        app.history.search.value = query
        assert list(app.history.rows) == ids, query
    assert app.history.count.text == "No plays match." and app.history.exports.value == ""


def test_statistics_follow_the_log(app):
    save(app, meduris_sheet(Ann=30, Bob=20), date="2024-05-01")    # Ann wins
    save(app, meduris_sheet(Ann=25, Bob=25), date="2024-05-02")    # tied on 25, no tie-break separates them
    app.show("statistics")
    first = _table(app.stats.tables.value, "All games, per player")
    # Ann: 2 plays, 2 wins (one shared), win rate 100 %; Bob: 2 plays, 1 win (shared), 50 %
    assert first == [["Player", "Plays", "Wins", "Shared wins", "Win rate"],
                     ["Ann", "2", "2", "1", "100%"], ["Bob", "2", "1", "1", "50%"]]
    app.edit_play(2)
    app.calculator.set_value("players[1].track", 26)                # Bob now wins play 2 alone
    app.save_play()
    app.show("statistics")
    assert _table(app.stats.tables.value, "All games, per player")[1:] == [["Ann", "2", "1", "0", "50%"],
                                                                           ["Bob", "2", "1", "0", "50%"]]
    app.stats.game.value = "meduris"
    assert app.stats.histogram.layout.display == "block" and app.stats.histogram.value[:4] == b"\x89PNG"
    assert app.stats.breakdown.layout.display == "none"
    app.stats.player.value = "Bob"
    assert app.stats.breakdown.layout.display == "block"
    averages = _table(app.stats.tables.value, "Average points per category: Meduris")
    assert averages == [["Player", "Score track", "Temples", "Rune stones"], ["Bob", "23", "0", "0"]]  # (20+26)/2


def _table(value: str, title: str) -> list[list[str]]:
    """The cells of the HTML table that follows the heading ``title``."""
    part = value.split(f"<h4>{title}</h4>", 1)[1].split("</table>", 1)[0]
    rows = re.findall(r"<tr>(.*?)</tr>", part)
    return [[re.sub(r"<[^>]+>", "", c) for c in re.findall(r"<t[hd]>(.*?)</t[hd]>", row)] for row in rows]


def _downloads(value: str) -> dict[str, list[list[str]]]:
    """File name → CSV rows of every download link in ``value``."""
    links = re.findall(r'download="([^"]+)" href="data:text/csv;charset=utf-8;base64,([^"]+)"', value)
    return {name: list(csv.reader(io.StringIO(base64.b64decode(data).decode("utf-8")))) for name, data in links}


def test_every_statistics_table_shown_downloads_as_csv_in_the_readers_language(app):
    save(app, meduris_sheet(Ann=30, Bob=20), date="2024-05-01")    # Ann wins
    save(app, meduris_sheet(Ann=25, Bob=25), date="2024-05-02")    # shared win
    save(app, meduris_sheet(Ann=10, Bob=40), date="2024-05-03")    # Bob wins
    app.show("statistics")
    files = _downloads(app.stats.tables.value)
    assert set(files) == {"statistics-overall.csv", "statistics-players.csv", "statistics-games.csv",
                          "statistics-head-to-head.csv", "statistics-categories-meduris.csv"}
    # one link per table, right after it
    assert app.stats.tables.value.count("⬇ Download this table (CSV)") == 5
    overall = files["statistics-overall.csv"]
    # Ann: 3 plays, 2 wins (1 shared); Bob: 3 plays, 2 wins (1 shared): win rate 2/3
    assert overall[0] == ["Player", "Plays", "Wins", "Shared wins", "Win rate"]
    assert [row[:4] for row in overall[1:]] == [["Ann", "3", "2", "1"], ["Bob", "3", "2", "1"]]
    assert [round(float(row[4]), 4) for row in overall[1:]] == [0.6667, 0.6667]
    assert files["statistics-games.csv"][1][0] == "Meduris"
    categories = files["statistics-categories-meduris.csv"]
    # score track averages: Ann (30+25+10)/3 = 21.67, Bob (20+25+40)/3 = 28.33
    assert categories[0][:3] == ["Game", "Player", "Score track"]
    assert [(r[0], r[1], round(float(r[2]), 2)) for r in categories[1:]] == [("Meduris", "Ann", 21.67),
                                                                            ("Meduris", "Bob", 28.33)]
    app.stats.game.value = "meduris"                                 # the per-game table is not shown then
    assert "statistics-games.csv" not in _downloads(app.stats.tables.value)
    page.set_language("pl")
    polish = _downloads(app.stats.tables.value)
    assert polish["statistics-overall.csv"][0][:3] == ["Gracz", "Rozgrywki", "Wygrane"]
    assert polish["statistics-categories-meduris.csv"][0][0] == "Gra"
    assert "⬇ Pobierz tę tabelę (CSV)" in app.stats.tables.value


def test_export_links_download_the_plays_listed_and_an_export_imports_once(app, tmp_path):
    save(app, meduris_sheet(Ann=30, Bob=20), note="=cmd")
    save(app, example("five-tribes-4p"))
    app.show("history")
    links = dict(re.findall(r'download="([^"]+)" href="data:[^;]+;charset=utf-8;base64,([^"]+)"',
                            app.history.exports.value))
    assert set(links) == {"board-game-plays.csv", "board-game-plays.json"}
    rows = list(csv.reader(io.StringIO(base64.b64decode(links["board-game-plays.csv"]).decode("utf-8"))))
    assert rows[0][:4] == ["Play", "Date", "Game", "Player"] and len(rows) == 1 + 2 + 4
    assert "'=cmd" in rows[1]                                       # no formula runs in a spreadsheet
    exported = base64.b64decode(links["board-game-plays.json"])
    other = TableApp(log=tmp_path / "other.sqlite3", settings=False)
    assert other.history.import_file(exported, "plays.json")
    assert other.history.import_status.text == "Imported 2 plays."
    assert other.history.import_file(exported, "plays.json")
    assert other.history.import_status.text == "Imported 0 plays. Skipped 2 plays already in the log."
    assert sorted(p.totals["Ann"] for p in other.log.search(game="meduris")) == [30]
    assert not other.history.import_file(b'{"format": "something else"}', "x.json")
    assert "x.json" in other.history.import_status.text and "not a play-log export" in other.history.import_status.text


def test_importing_the_csv_export_on_the_page_says_which_file_imports(app):
    """The CSV export chosen under "Import plays" was refused as "file: not valid JSON (line 1, column 1)": the
    player now reads (in the page's language, without the field's code word) to import the "Export JSON" file."""
    save(app, meduris_sheet(Ann=30, Bob=20))
    app.show("history")
    links = dict(re.findall(r'download="([^"]+)" href="data:[^;]+;charset=utf-8;base64,([^"]+)"',
                            app.history.exports.value))
    assert not app.history.import_file(base64.b64decode(links["board-game-plays.csv"]), "board-game-plays.csv")
    status = app.history.import_status
    assert status.text == ("Not imported (board-game-plays.csv): it is not a play-log file (JSON); plays are imported "
                           "from the file that “Export JSON” (or companion log export --format json) writes, not from "
                           "the CSV export")
    status.render("pl")
    assert status.text == ("Nie zaimportowano (board-game-plays.csv): to nie jest plik dziennika rozgrywek (JSON); "
                           "rozgrywki importuje się z pliku, który zapisuje „Eksportuj JSON” (lub companion log export "
                           "--format json), a nie z eksportu CSV")
    status.render("en")
    assert not app.history.import_file(b'{"format": "something else"}', "x.json")
    assert status.text == ('Not imported (x.json): not a play-log export of Board Game Companion '
                           '(expected "board-game-companion-playlog")')
    assert not app.history.import_file(b'{"format": "board-game-companion-playlog", "version": 1, "plays": [7]}', "y.json")
    assert status.text == "Not imported (y.json): plays[0]: must be an object with the play's date and sheet"
    assert len(app.log) == 1


def _finished_save(game_id: str) -> tuple[str, dict]:
    """A random 2-player game of ``game_id`` played to its end by bots: its save text and final sheet."""
    game = games.get(game_id)
    state, _ = play_bots(game.new_game(["Ann", "Bob"], seed=5), [RandomBot(1), RandomBot(2)])
    assert state.is_over
    return state.to_json(), game.final_sheet(state)


@pytest.mark.parametrize("game_id", games.engine_ids())
def test_a_finished_board_fills_the_calculator_with_its_final_sheet(app, game_id):
    """Any game with an engine: the save of a finished game → its final sheet in the calculator (the contract's
    ``load`` + ``final_sheet``), scored as the engine scores it."""
    text, sheet = _finished_save(game_id)
    app.pick_game("iquazu")                                         # the save names its game
    assert app.load_finished_board(text.encode(), "game.json")
    assert app.game == game_id and [p["name"] for p in app.calculator.to_sheet()["players"]] == ["Ann", "Bob"]
    engine_result = games.get(game_id).score(games.get(game_id).load(text))
    shown = app.calculator.result             # the sheet as the calculator shows it (absent fields filled in)
    assert [p.categories for p in shown.players] == [p.categories for p in engine_result.players]
    assert shown.totals == engine_result.totals and shown.winners == engine_result.winners
    assert {k: v for k, v in sheet["players"][0].items() if v not in ({}, None)}.items() <= \
        app.calculator.to_sheet()["players"][0].items()
    assert "Loaded the final scores of game.json" in app.board_status.text
    assert app.board_loader in app.score_box.children


def test_an_unfinished_or_broken_board_is_refused_and_the_sheet_stays(app):
    started = games.get("meduris").new_game(["Ann", "Bob"], seed=5).to_json()
    app.calculator.load_sheet(meduris_sheet(Ann=30, Bob=20))
    assert not app.load_finished_board(started, "started.json")
    assert "not over yet" in app.board_status.text
    assert not app.load_finished_board(b"{not json", "broken.json")
    assert app.board_status.text == "Not loaded: it is not valid JSON (line 1, column 2)."   # the uploads' words
    app.board_status.render("pl")
    assert app.board_status.text == "Nie wczytano: to nie jest poprawny JSON (wiersz 1, kolumna 2)."
    app.board_status.render("en")
    assert not app.load_finished_board(b" " * 3_000_000, "huge.json")                 # the uploads' size limit
    assert "it is too large (3000 kB" in app.board_status.text
    assert app.calculator.to_sheet() == meduris_sheet(Ann=30, Bob=20)
    assert app.board_loader in app.score_box.children
    for game_id in set(games.GAMES) - set(games.engine_ids()):       # no engine yet: no board to load
        app.pick_game(game_id)
        assert app.board_loader not in app.score_box.children


def test_the_language_is_remembered_between_visits(files):
    assert remembered_language(files["settings"]) == "en"
    first = TableApp(**files)
    page.set_language("pl")
    assert json.loads(files["settings"].read_text()) == {"language": "pl"}
    assert first.nav.options[0] == ("Policz punkty", "score") and first.picker.value == "meduris"
    del first                                                        # the visit ends: its page is gone …
    ipywidgets.Widget.close_all()
    gc.collect()
    page.set_language("en")                                          # … and a new kernel starts in English
    assert remembered_language(files["settings"]) == "pl"
    second = TableApp(**files)                                       # the next visit opens in Polish
    assert page.page_language().lang == "pl" and second.texts.lang == "pl"
    assert second.form.title.value == "<h3>Zapisz rozgrywkę</h3>"


def test_a_damaged_settings_file_means_english_and_is_replaced_on_change(files):
    files["settings"].write_text("{not json")
    TableApp(**files)
    assert page.page_language().lang == "en"
    page.set_language("pl")
    assert remembered_language(files["settings"]) == "pl"


def test_everything_follows_the_language_switch(app):
    save(app, meduris_sheet(Ann=30, Bob=20))
    app.show("history")
    page.set_language("pl")
    assert [label for label, _ in app.nav.options] == ["Policz punkty", "Historia", "Statystyki", "Zasady"]
    assert app.section == "history" and app.nav.value == "history" and app.picker.value == "meduris"
    assert app.form.status.text.startswith("Zapisano jako rozgrywkę 1.")
    assert app.history.count.text == "Na liście jest 1 rozgrywka."
    assert "Rozgrywka 1" in app.history.rows[1].summary.value
    assert app.history.rows[1].edit_button.description == "Edytuj"
    assert "Eksportuj CSV" in app.history.exports.value
    app.show("statistics")
    assert "<th>Gracz</th>" in app.stats.tables.value


def test_a_log_that_cannot_be_used_is_reported_by_name_and_left_alone(tmp_path):
    foreign = tmp_path / "private" / "notes.sqlite3"
    foreign.parent.mkdir()
    foreign.write_bytes(b"these are not plays\n" * 10)
    app = TableApp("meduris", log=foreign, settings=False)
    app.calculator.load_sheet(meduris_sheet(Ann=30, Bob=20))
    assert app.save_play() is None
    assert "notes.sqlite3 is not a play log" in app.form.status.text
    assert str(tmp_path) not in app.form.status.text and "private" not in app.form.status.text
    app.show("history")
    assert "notes.sqlite3" in app.history.problem.text and str(tmp_path) not in app.history.problem.widget.value
    assert foreign.read_bytes() == b"these are not plays\n" * 10


def test_scoring_alone_never_opens_the_log(tmp_path):
    log = tmp_path / "never.sqlite3"
    app = TableApp("five-tribes", log=log, settings=False)
    app.calculator.show_example()
    app.pick_game("iquazu")
    assert not log.exists()


def test_unknown_game_or_section_is_refused(files):
    from companion.errors import InvalidScoreSheet

    with pytest.raises(InvalidScoreSheet):
        TableApp("chess", **files)
    with pytest.raises(KeyError):
        TableApp(**files).show("kitchen")


def test_dev_app_opens_on_the_app_page_and_keeps_every_page():
    """``./dev app`` serves the notebooks folder with :mod:`companion.ui.serve`: its root address redirects
    to the app page; the pages and the file list stay where Voilà puts them."""
    from pathlib import Path

    from companion.ui.serve import START_PAGE, companion_voila

    notebooks = Path(__file__).resolve().parents[2] / "notebooks"
    assert (notebooks / START_PAGE).is_file()
    assert "-m companion.ui.serve notebooks --Voila.ip=127.0.0.1" in (notebooks.parent / "dev").read_text()
    server = companion_voila()()
    server.initialize([str(notebooks), "--no-browser"])
    server.init_settings()
    handlers = server.init_handlers()
    pattern, handler, target = handlers[0]
    assert (pattern, handler.__name__, target) == ("/", "RedirectHandler", {"url": "/voila/render/app.ipynb"})
    patterns = [h[0] for h in handlers]
    assert "/voila/render/(.*)" in patterns and "/voila/tree(?P<path>(?:(?:/[^/]+)+|/?))" in patterns


def test_the_rules_section_searches_the_cards_of_the_picked_game_in_either_language(app):
    app.pick_game("five-tribes")
    app.show("rules")
    rules = app.rules
    assert rules.game.value == "five-tribes" and rules.results.value.count("<details") == len(rules.found) >= 8
    rules.query.value = "wezyr"                                       # Polish word, English page
    assert rules.found[0].key == "five-tribes/viziers"
    assert "<details class=\"companion-rule\" open><summary>Viziers: 1 each" in rules.results.value
    assert "Five Tribes — rules, §5 Final scoring" in rules.results.value
    page.set_language("pl")
    assert "Wezyrowie: po 1 punkcie" in rules.results.value and rules.count.text.startswith("Pasuje 1 karta")
    rules.set_game(None)
    rules.query.value = "co psuje dzielnicę"
    assert rules.found[0].key == "world-wonders/districts" and "Wielce imponujące budowle" in rules.results.value
    rules.query.value = "xylofon"
    assert rules.found == [] and "Żadna karta nie pasuje" in rules.count.text


def test_the_calculators_explanations_link_their_rule_cards(app):
    app.pick_game("meduris")
    app.calculator.show_example()
    text = app.calculator.explain.value
    assert "<summary>why 15?</summary>" in text                       # Blue: 5 rune stones, 1+2+3+4+5
    assert 'data-card="meduris/rune-stones"' in text


def test_a_boardgamegeek_id_entered_for_meduris_goes_into_its_bg_stats_links_and_is_remembered(files):
    """Our sources give no BGG id for Meduris or Iquazú (none is invented); the player may enter one, which the
    BG Stats links then carry (BG Stats' documented ``game.bggId``) and the settings keep for the next visit."""
    app = TableApp("meduris", **files)
    save(app, example("meduris-2p"))
    app.show("history")
    assert set(app.history.bgg_fields) == {"meduris", "iquazu"}         # Five Tribes and World Wonders are known

    def sent() -> dict:
        link = re.search(r'href="(bgstats://[^"]+)"', app.history.rows[1].bgstats.value).group(1)
        return json.loads(urllib.parse.unquote(link.split("data=", 1)[1]))["game"]

    assert "bggId" not in sent()
    field = app.history.bgg_fields["meduris"][1]
    field.value = "12x"                                                  # refused beside the fields, kept as typed
    assert "whole number" in app.history.bgg_status.text and field.value == "12x" and "bggId" not in sent()
    assert app.history.bgg_status.text.startswith("Meduris: ") and "companion-invalid" in field._dom_classes
    other = app.history.bgg_fields["iquazu"][1]
    other.value = "7"                             # a right id in the other field: Meduris' is still wrong, still said
    assert app.history.bgg_status.text.startswith("Meduris: ") and "companion-invalid" not in other._dom_classes
    other.value = "7 x"
    assert app.history.bgg_status.text.startswith("Iquazú: ")          # the field typed in is named first
    other.value = ""
    field.value = "123456"
    assert sent()["bggId"] == 123456 and app.history.bgg_status.text == ""
    assert "companion-invalid" not in field._dom_classes
    again = TableApp("meduris", **files)
    assert again.history.bgg_fields["meduris"][1].value == "123456"      # remembered on this device


@pytest.mark.rule("meduris 5.3")
def test_a_sheet_mistake_on_save_is_told_by_the_fields_label_and_player_in_either_language(app):
    """Save the play with a bad sheet names the box as the Result box does ("Rune stones (Ann)"), never a
    sheet path ("players[0].rune_stones"), and follows the language switch."""
    app.calculator.load_sheet(meduris_sheet(Ann=30, Bob=20))
    app.calculator.set_value("players[0].rune_stones", -1)
    app.form.date.value = "2024-05-31"
    assert app.save_play() is None
    assert app.form.status.text == "Not saved: the score sheet has a mistake: Rune stones (Ann): must be at least 0"
    page.set_language("pl")
    assert app.form.status.text == ("Nie zapisano: w arkuszu punktacji jest błąd: Kamienie runiczne (Ann): musi "
                                    "wynosić co najmniej 0")
