"""The shared base board (companion/ui/board.py) on a toy game, without a browser.

The toy game: a counter starting at 0; ``Add(n)`` adds n (1, 2 or 3) as long as the total stays at most 4;
``Hop(src, dst)`` moves the token from its square to another one (a choice: token, then square). Its
"engine" refuses an illegal move with ``IllegalMove("toy 1", …)`` and never changes a state. The board
draws nothing (no JS is run here): the tests look at the synced traitlets the front end would draw.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

import pytest

from companion.errors import IllegalMove
from companion.i18n import translate
from companion.ui import language
from companion.ui.board import (
    BASE_JS, NOT_OFFERED, BoardClickError, Button, GameBoard, board_css, board_module, unknown_target,
)
from companion.widget_assets import widget_asset

LIMIT = 4
SQUARES = ("a", "b", "c")


@dataclass(frozen=True)
class Add:
    n: int


@dataclass(frozen=True)
class Hop:
    src: str
    dst: str


@dataclass(frozen=True)
class Toy:
    total: int = 0
    token: str = "a"
    history: tuple = field(default=())

    def legal_moves(self) -> list:
        adds = [Add(n) for n in (1, 2, 3) if self.total + n <= LIMIT]
        return adds + [Hop(self.token, d) for d in SQUARES if d != self.token]

    def apply(self, move) -> "Toy":
        if move not in self.legal_moves():
            raise IllegalMove("toy 1", NOT_OFFERED)
        if isinstance(move, Add):
            return replace(self, total=self.total + move.n, history=self.history + (move,))
        return replace(self, token=move.dst, history=self.history + (move,))

    def undo(self) -> "Toy":
        if not self.history:
            raise IllegalMove("toy 2", NOT_OFFERED)
        state = Toy()
        for m in self.history[:-1]:
            state = state.apply(m)
        return state

    def to_view(self) -> dict:
        return {"total": self.total, "token": self.token}


class ToyBoard(GameBoard):
    """Keys: ``add:<n>`` (buttons), ``token`` (choice) → ``square:<s>``; ``add:9`` is listed as a
    button although it never is legal (the base must drop it); ``mode`` is a control."""

    _esm = "export default {};"
    mode_pressed = False

    def board_labels(self, lang):
        return {"undo": translate("Undo", lang)}

    def targets(self, state):
        out = {f"add:{m.n}": m for m in state.legal_moves() if isinstance(m, Add)}
        out["token"] = {f"square:{m.dst}": m for m in state.legal_moves() if isinstance(m, Hop)}
        return out

    def meaning(self, state, key):
        if key.startswith("add:") and key[4:].isdigit():
            return Add(int(key[4:]))
        if key == "square:" + state.token:                         # a hop onto itself, for the engine to refuse
            return Hop(state.token, state.token)
        if key == "shortcut":                                      # another name for the live "add:1"
            return Add(1)
        if key == "cheat":                                         # a move the engine takes but the board lacks
            return "cheat"
        return None

    def buttons_for(self, state, lang):
        return [Button(f"add:{n}", f"+{n}") for n in (1, 2, 3, 9)] + [Button("mode", "M", self.mode_pressed, True)]

    def control(self, key):
        if key == "mode":
            self.mode_pressed = not self.mode_pressed
            return True
        return False

    def status_for(self, state, lang):
        return f"total {state.total}"


class CheatingToy(Toy):
    def apply(self, move):
        return self if move == "cheat" else super().apply(move)


@pytest.fixture(autouse=True)
def english_page():
    language.set_language("en")
    yield
    language.set_language("en")


def test_live_targets_and_buttons_come_from_the_legal_moves():
    board = ToyBoard(Toy(total=2))
    assert board.legal_targets == ["add:1", "add:2", "token"]          # 2 + 3 > 4: no add:3
    assert [b["key"] for b in board.buttons] == ["add:1", "add:2", "mode"]   # add:3, add:9 dropped
    for key in board.legal_targets:
        assert board.moves_for(key) and all(m in board.state.legal_moves() for m in board.moves_for(key))
    assert board.moves_for("add:3") == [] and board.status == "total 2" and board.view == {"total": 2, "token": "a"}


def test_a_choice_is_two_clicks_and_a_second_click_or_cancel_drops_it():
    board = ToyBoard(Toy())
    seen = []
    board.on_change(seen.append)
    assert board.click("token") is True and board.selected == "token" and seen == []
    assert "square:b" in board.legal_targets and "square:c" in board.legal_targets
    assert board.moves_for("square:c") == [Hop("a", "c")]
    assert board.click("token") is True and board.selected == "" and "square:b" not in board.legal_targets
    board.click("token")
    board.cancel()
    assert board.selected == ""
    board.click("token")
    assert board.click("square:c") is True
    assert board.state.token == "c" and board.selected == "" and seen == [board.state]


def test_a_refused_click_shows_the_engine_reason_and_keeps_everything():
    board = ToyBoard(Toy(total=3))
    board.click("token")
    before = (board.state, board.view, board.legal_targets, board.selected, board.buttons)
    assert board.click("square:a") is False                           # the token's own square
    assert board.error == "This is not possible now. (toy 1)" and board.error_target == "square:a"
    assert isinstance(board.last_error, IllegalMove) and board.last_error.rule == "toy 1"
    assert (board.state, board.view, board.legal_targets, board.selected, board.buttons) == before
    assert board.state is before[0]
    assert board.click("add:2") is False and board.error_target == "add:2"   # 3 + 2 > 4
    assert board.click("add:1") is True and board.error == "" and board.error_target == ""


def test_a_click_meaning_no_move_gets_the_game_refusal_and_junk_is_refused():
    board = ToyBoard(Toy())
    for junk in ("nowhere", None, "", 12, "x" * 500):
        assert board.click(junk) is False
        assert isinstance(board.last_error, BoardClickError) and board.state == Toy()
    assert board.error_target == ""                                  # too long to name
    board.click("nowhere")
    assert board.error == "The board does not know the target nowhere." and board.error_target == "nowhere"
    assert unknown_target("y" * 200).params["target"] == "y" * 80


def test_a_click_meaning_a_move_of_another_live_element_makes_it():
    board = ToyBoard(Toy())
    assert board.click("shortcut") is True and board.state.total == 1


def test_a_move_the_engine_accepts_but_the_board_does_not_offer_is_refused():
    board = ToyBoard(CheatingToy())
    assert board.click("cheat") is False
    assert board.error == "This is not possible now." and board.state == CheatingToy()


def test_controls_undo_and_state_assignment():
    board = ToyBoard(Toy())
    assert board.click("mode") is True and board.buttons[-1] == {"key": "mode", "label": "M", "active": True,
                                                                 "control": True}
    assert "undo" not in [b["key"] for b in board.buttons]
    board.click("add:3")
    assert board.buttons[-1]["key"] == "undo" and board.buttons[-1]["label"] == "Undo"
    assert board.click("undo") is True and board.state == Toy()
    assert board.click("undo") is False and board.error == "There is no move to undo."
    seen = []
    board.on_change(seen.append)
    board.state = Toy(total=4)
    assert seen == [Toy(total=4)] and board.legal_targets == ["token"]
    with pytest.raises(TypeError):
        board.state = "not a state"


def test_front_end_messages_take_the_click_path():
    board = ToyBoard(Toy())
    board._on_front_end_msg(board, {"type": "click", "target": "token"}, [])
    assert board.selected == "token"
    board._on_front_end_msg(board, {"type": "cancel"}, [])
    assert board.selected == ""
    board._on_front_end_msg(board, {"type": "click", "target": "add:2"}, [])
    board._on_front_end_msg(board, "garbage", [])
    assert board.state.total == 2


def test_the_board_follows_the_page_language_and_retranslates_the_refusal():
    board = ToyBoard(Toy())
    fixed = ToyBoard(Toy(), lang="en")
    board.click("nowhere")
    language.set_language("pl")
    assert board.lang == "pl" and fixed.lang == "en"
    assert board.error == "Plansza nie zna celu nowhere." and board.labels == {"undo": "Cofnij"}
    board.click("add:1")
    assert [b["label"] for b in board.buttons][-1] == "Cofnij"
    board.close()
    language.set_language("en")
    assert board.lang == "pl"                                         # a closed board no longer follows
    with pytest.raises(ValueError):
        ToyBoard(Toy(), lang="de")


def test_the_module_is_the_base_loop_then_the_game_drawing():
    base = widget_asset(BASE_JS).read_text(encoding="utf-8")
    module = board_module("meduris_board.js")
    assert module.startswith(base) and "function makeBoard(game)" in base
    assert not [line for line in base.splitlines() if line.startswith("export")]   # the base never exports
    assert [line for line in module.splitlines() if line.startswith("export")] == ["export default makeBoard({"]
    assert board_css("meduris_board.css").startswith(widget_asset("base_board.css").read_text(encoding="utf-8"))


def test_marks_point_at_elements_without_changing_the_moves():
    """``marks`` (a lesson points the reader at elements): any keys, live or not, kept once each in order; a
    click still follows the legal moves; too many or too long keys are refused."""
    import traitlets

    board = ToyBoard(Toy(total=2))
    board.marks = ["token", "add:3", "token"]
    assert board.marks == ["token", "add:3"]
    assert board.legal_targets == ["add:1", "add:2", "token"] and not board.click("add:3")
    assert board.click("add:1") and board.marks == ["token", "add:3"]       # the marks stay after a move
    with pytest.raises(traitlets.TraitError):
        board.marks = [f"k{i}" for i in range(61)]
    with pytest.raises(traitlets.TraitError):
        board.marks = ["x" * 81]
    assert board.marks == ["token", "add:3"]
