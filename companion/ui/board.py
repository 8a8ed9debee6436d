"""The base board every game's board widget is built on: the engine's legal moves become click targets.

A game board is an anywidget whose front end only draws and sends intents; every rule is decided by the
game's engine in Python. This module holds the part that is the same for every game, once:

* **Targets come from the legal moves.** :meth:`GameBoard.targets` (the game's hook) turns
  ``state.legal_moves()`` into ``{target key: move}``; a key whose value is itself a mapping
  ``{follow-up key: move}`` is a *choice*: the first click selects it (``selected``) and the follow-up
  keys become live (e.g. Meduris: a worker, then the plateau it moves to). The front end receives only
  the keys (``legal_targets``), the button labels (``buttons``) and the texts; every highlight and every
  button is one of those keys, so nothing the player cannot do is offered (a game button whose key is not
  live is dropped here, whatever the game listed).
* **A click sends the key back.** Python looks the move up and applies it (:meth:`GameBoard.click`, the
  same path as a click in the browser). A click on a key that is not live is *explained*: the game says
  what the click would mean now (:meth:`GameBoard.meaning`, a move the engine then refuses with its own
  reason) or, when it means no move now, why not (:meth:`GameBoard.refusal`). The reason is shown in the
  page language above the board and beside the clicked element (``error``, ``error_target``); a refused
  click never changes the state, the selection or anything else.
* **Language.** ``lang`` follows the page's one switch (:mod:`companion.ui.language`) unless a language
  is given to the constructor; changing it relabels the board and re-translates a shown refusal.
* Undo (``"undo"`` key, a button while the state has history), :meth:`GameBoard.on_change` callbacks,
  the ``state`` property (assigning redraws), :attr:`GameBoard.last_error`.

**How the JavaScript is shared.** anywidget loads one ES module per widget class, and a notebook served
by Voilà has no URL from which a second module could be imported. So the shared loop lives in
``widgets/base_board.js`` as plain top-level declarations (no ``export``) and each game's module
(e.g. ``widgets/meduris_board.js``) ends with ``export default makeBoard({...})``; :func:`board_module`
joins the two files into the widget's ``_esm`` string (base first), and :func:`board_css` joins the two
style sheets. The base loop is written once; a game module only builds and updates its SVG and marks the
elements that carry target keys with ``data-target="<key>"`` (see the header of ``base_board.js`` for
the contract).

A game subclass supplies:

* ``_esm = board_module("<game>_board.js")`` and ``_css = board_css("<game>_board.css")``;
* :meth:`~GameBoard.board_view`, :meth:`~GameBoard.board_labels` (what the JS draws),
  :meth:`~GameBoard.targets` (from the legal moves), :meth:`~GameBoard.meaning` /
  :meth:`~GameBoard.refusal` (why a non-live click is refused), and optionally
  :meth:`~GameBoard.buttons_for`, :meth:`~GameBoard.status_for`, :meth:`~GameBoard.tips_for`,
  :meth:`~GameBoard.control` (board modes that are no move) and :meth:`~GameBoard.refresh_extra`.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any, Callable, Generic, TypeVar

import anywidget
import traitlets

from companion.errors import CompanionError
from companion.i18n import N_, check_language, translate
from companion.ui import language
from companion.widget_assets import widget_asset

#: The shared front-end loop and its styles (``widgets/``).
BASE_JS = "base_board.js"
BASE_CSS = "base_board.css"
#: Keys longer than this are refused before any lookup (a click carries a short element id).
MAX_KEY = 80

S = TypeVar("S")
#: What :meth:`GameBoard.targets` returns: key → move, or key → {follow-up key → move} (a choice).
Targets = Mapping[str, Any]


def board_module(game_js: str) -> str:
    """The ES module of a game board: ``base_board.js`` followed by the game's module ``game_js``.

    Args:
        game_js: bare file name in the widgets folder (e.g. ``"meduris_board.js"``); it must end with
            ``export default makeBoard({...})`` (``makeBoard`` is declared by the base).

    Raises:
        FileNotFoundError / ValueError: as :func:`companion.widget_assets.widget_asset`.
    """
    base = widget_asset(BASE_JS).read_text(encoding="utf-8")
    game = widget_asset(game_js).read_text(encoding="utf-8")
    return f"{base}\n// ===== {game_js} =====\n{game}"


def board_css(game_css: str) -> str:
    """The style sheet of a game board: ``base_board.css`` followed by ``game_css`` (a bare file name)."""
    base = widget_asset(BASE_CSS).read_text(encoding="utf-8")
    return f"{base}\n/* ===== {game_css} ===== */\n{widget_asset(game_css).read_text(encoding='utf-8')}"


class BoardClickError(CompanionError):
    """A click the board cannot turn into a move: an unknown key, or a click that means no move now.

    Shown like an engine refusal (:class:`~companion.errors.IllegalMove`); nothing changes.
    """


UNKNOWN_TARGET = N_("The board does not know the target {target}.")
NOT_OFFERED = N_("This is not possible now.")
UNDO = N_("Undo")
NOTHING_TO_UNDO = N_("There is no move to undo.")


#: ``viewer`` values of a board with hidden information, besides a seat number: the player deciding now sees
#: their own secrets (a hot seat), or every secret is shown (a lesson, a finished game); ``None`` is a spectator.
DECIDER, ALL = "decider", "all"


def checked_viewer(state: Any, viewer: Any) -> Any:
    """``viewer`` if it is :data:`DECIDER`, :data:`ALL`, ``None`` or a seat number of ``state``'s game.

    Raises:
        ValueError: any other value (the message lists the allowed ones).
    """
    ok = viewer in (DECIDER, ALL, None) or (isinstance(viewer, int) and not isinstance(viewer, bool)
                                             and 0 <= viewer < len(state.players))
    if not ok:
        raise ValueError(f"viewer must be 'decider', 'all', None or a seat 0..{len(state.players) - 1}, "
                         f"not {viewer!r}")
    return viewer


def unknown_target(key: Any) -> BoardClickError:
    """The refusal of a key no element of the board carries (the key is cut to :data:`MAX_KEY`)."""
    return BoardClickError(UNKNOWN_TARGET, target=str(key)[:MAX_KEY])


@dataclass(frozen=True)
class Button:
    """One button of the row above the board.

    Args:
        key: the target key the button sends (a live target, or a control when ``control``).
        label: its text, already translated.
        active: drawn pressed (e.g. the board mode in use).
        control: a board control that is no move (e.g. Meduris "Build a temple" mode): always shown;
            otherwise the button is shown only while ``key`` is live.
    """

    key: str
    label: str
    active: bool = False
    control: bool = False


class GameBoard(anywidget.AnyWidget, Generic[S]):
    """Base class of the game boards (see the module docstring for what a game supplies).

    Args:
        state: the engine state to show; it must offer ``legal_moves()``, ``apply(move)`` (raising a
            :class:`~companion.errors.CompanionError` on an illegal move, leaving the state unchanged) and
            ``undo()``.
        lang: ``"en"`` or ``"pl"`` to fix the board's language; ``None`` (default) follows the page's
            language switch (:func:`companion.ui.language.link`).

    Raises:
        ValueError: unsupported language.

    Traitlets synced with the front end: ``view`` (the game's drawing data), ``labels`` (its translated
    texts), ``legal_targets`` (live keys: every one maps to a legal move), ``selected`` (the choice picked
    by a first click, or ""), ``buttons`` (``[{key, label, active, control}]``), ``status`` (one line:
    whose decision), ``tips`` (key → text shown while the pointer is over that element), ``error``
    (translated reason of the last refused click, "" after an accepted one), ``error_target`` (the key of
    that click, so the reason is shown beside it), ``lang``, ``marks`` (keys of elements the page points the
    reader at, drawn with the class ``gb-marked`` whether live or not — e.g. a lesson marks the tiles its prose
    explains; no move; at most 60 keys of at most :data:`MAX_KEY` characters, else ``traitlets.TraitError``).
    """

    view = traitlets.Dict().tag(sync=True)
    labels = traitlets.Dict().tag(sync=True)
    legal_targets = traitlets.List(traitlets.Unicode()).tag(sync=True)
    selected = traitlets.Unicode("").tag(sync=True)
    buttons = traitlets.List(traitlets.Dict()).tag(sync=True)
    status = traitlets.Unicode("").tag(sync=True)
    tips = traitlets.Dict().tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    error_target = traitlets.Unicode("").tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)
    marks = traitlets.List(traitlets.Unicode()).tag(sync=True)

    @traitlets.validate("marks")
    def _valid_marks(self, proposal: dict) -> list:
        value = proposal["value"]
        if len(value) > 60 or any(len(key) > MAX_KEY for key in value):
            raise traitlets.TraitError(f"at most 60 marked keys of at most {MAX_KEY} characters")
        return list(dict.fromkeys(value))

    def __init__(self, state: S, *, lang: str | None = None, **kwargs: Any) -> None:
        if lang is not None:
            check_language(lang)
        self._state = state
        self._targets: dict[str, Any] = {}
        self._callbacks: list[Callable[[S], None]] = []
        self._last_exception: CompanionError | None = None
        self._changed = False
        self._ready = False
        start = language.page_language().lang if lang is None else lang
        super().__init__(lang=start, labels=self.board_labels(start), **kwargs)
        self._page_link = language.link(self) if lang is None else None
        self._ready = True
        self._refresh()
        self.on_msg(self._on_front_end_msg)

    # --- game hooks (override) -------------------------------------------------------------------
    def board_view(self, state: S) -> dict[str, Any]:
        """The data the game's JS draws (JSON-able). Default: ``state.to_view()``."""
        return state.to_view()  # type: ignore[attr-defined]

    def board_labels(self, lang: str) -> dict[str, Any]:
        """Every fixed text the game's JS shows, in ``lang``. Default: none."""
        return {}

    def targets(self, state: S) -> Targets:
        """The live targets: ``{key: move}`` or ``{key: {follow-up key: move}}``, built from
        ``state.legal_moves()`` only (every move must be legal now)."""
        raise NotImplementedError

    def meaning(self, state: S, key: str) -> Any | None:
        """The move a click on the non-live ``key`` would mean now (the engine then says why it is
        refused), or ``None`` when it means no move now (then :meth:`refusal` says why)."""
        return None

    def refusal(self, state: S, key: str) -> CompanionError:
        """Why a click on ``key`` means no move now. Default: the board does not know the key."""
        return unknown_target(key)

    def buttons_for(self, state: S, lang: str) -> list[Button]:
        """The buttons above the board (a button whose key is not live, and not a control, is dropped)."""
        return []

    def status_for(self, state: S, lang: str) -> str:
        """One line above the board: whose decision, what kind. Default: none."""
        return ""

    def tips_for(self, state: S, lang: str) -> dict[str, str]:
        """Key → text shown while the pointer (or keyboard focus) is over that element. Default: none."""
        return {}

    def control(self, key: str) -> bool:
        """Handle a board control that is no move (e.g. a build mode); return True if ``key`` was one."""
        return False

    def refresh_extra(self, state: S, lang: str) -> None:
        """Update the game's own synced traitlets after every change (called inside one sync)."""

    #: False hides Undo whatever the history (a hot seat with only bots: nothing a person could take back)
    undo_allowed: bool = True

    def can_undo(self, state: S) -> bool:
        """Whether the undo button is shown. Default: undo is allowed and the state has a move history."""
        return self.undo_allowed and bool(getattr(state, "history", ()))

    # --- public API --------------------------------------------------------------------------------
    @property
    def viewer(self) -> Any:
        """Whose secrets a board with hidden information shows (:func:`checked_viewer`; a subclass sets
        ``_viewer`` before ``super().__init__``); assigning one redraws the board.

        Raises:
            ValueError: assigning a value :func:`checked_viewer` refuses.
        """
        return getattr(self, "_viewer", DECIDER)

    @viewer.setter
    def viewer(self, value: Any) -> None:
        self._viewer = checked_viewer(self._state, value)
        self._refresh()

    @property
    def state(self) -> S:
        """The engine state shown now. Assigning one redraws the board, clears the error and the
        selection and calls the :meth:`on_change` callbacks.

        Raises:
            TypeError: assigning a state of another type.
        """
        return self._state

    @state.setter
    def state(self, new: S) -> None:
        if not isinstance(new, type(self._state)):
            raise TypeError(f"{type(self).__name__}.state must be a {type(self._state).__name__}, "
                            f"not {type(new).__name__}")
        with self.hold_sync():
            self._set_state(new)
        self._notify()

    @property
    def last_error(self) -> CompanionError | None:
        """The exception behind :attr:`error` (an ``IllegalMove``'s ``.rule`` names the rule section)."""
        return self._last_exception

    def on_change(self, callback: Callable[[S], None]) -> Callable[[S], None]:
        """Call ``callback(new_state)`` after every accepted move, undo and ``state`` assignment.

        Returns the callback, so it can be used as a decorator.
        """
        self._callbacks.append(callback)
        return callback

    def click(self, target: Any) -> bool:
        """Act as if the element carrying key ``target`` was clicked in the browser.

        Returns:
            True if accepted (a move was made, a choice selected or cancelled, a control set);
            False if refused: ``error`` holds the reason in the board's language, ``error_target`` the
            key, and nothing else changed.
        """
        with self.hold_sync():
            try:
                self._click(target)
            except CompanionError as exc:
                self._last_exception = exc
                self.error = exc.message(self.lang)
                self.error_target = target if isinstance(target, str) and len(target) <= MAX_KEY else ""
                return False
            self._clear_error()
        self._notify()
        return True

    def cancel(self) -> None:
        """Drop the pending first click of a choice (Escape in the browser)."""
        with self.hold_sync():
            if self.selected:
                self.selected = ""
                self._refresh()

    def close(self) -> None:
        """Close the widget and stop following the page language."""
        if getattr(self, "_page_link", None) is not None:
            self._page_link.unlink()
            self._page_link = None
        super().close()

    def moves_for(self, key: str) -> list[Any]:
        """The legal move(s) the live ``key`` stands for now: one move, or every move of a choice (or of
        the selected choice's follow-up); ``[]`` when ``key`` is not live."""
        entry = self._lookup(key)
        if entry is None:
            entry = self._targets.get(key)
        if isinstance(entry, Mapping):
            return list(entry.values())
        return [] if entry is None else [entry]

    def explain_move(self, move: Any) -> str:
        """Apply ``move`` as if clicked: returns "" if accepted, else the translated refusal."""
        with self.hold_sync():
            try:
                self._apply(move)
            except CompanionError as exc:
                self._last_exception = exc
                self.error = exc.message(self.lang)
                self.error_target = ""
                return self.error
            self._clear_error()
        self._notify()
        return ""

    # --- internals ---------------------------------------------------------------------------------
    @traitlets.observe("lang")
    def _lang_changed(self, change: dict) -> None:
        check_language(change["new"])
        if not getattr(self, "_ready", False):
            return
        with self.hold_sync():
            self.labels = self.board_labels(change["new"])
            if self._last_exception is not None and self.error:
                self.error = self._last_exception.message(change["new"])
            self._refresh()

    def _on_front_end_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict):
            return
        if content.get("type") == "click":
            self.click(content.get("target"))
        elif content.get("type") == "cancel":
            self.cancel()

    def _clear_error(self) -> None:
        self.error = ""
        self.error_target = ""
        self._last_exception = None

    def _follow_ups(self) -> Mapping[str, Any]:
        entry = self._targets.get(self.selected) if self.selected else None
        return entry if isinstance(entry, Mapping) else {}

    def _lookup(self, key: str) -> Any | None:
        """The live entry of ``key``: a follow-up of the selected choice first, then a target."""
        follow = self._follow_ups()
        if key in follow:
            return follow[key]
        return self._targets.get(key)

    def _click(self, key: Any) -> None:
        if not isinstance(key, str) or not key or len(key) > MAX_KEY:
            raise unknown_target(key)
        if self.control(key):
            self._refresh()
            return
        if key == "undo":
            if not self.can_undo(self._state):
                raise BoardClickError(NOTHING_TO_UNDO)
            self._set_state(self._state.undo())  # type: ignore[attr-defined]
            return
        if self.selected and key == self.selected:        # a second click on the choice drops it
            self.selected = ""
            self._refresh()
            return
        entry = self._lookup(key)
        if isinstance(entry, Mapping):
            self.selected = key
            self._refresh()
            return
        if entry is not None:
            self._apply(entry)
            return
        move = self.meaning(self._state, key)
        if move is None:
            raise self.refusal(self._state, key)
        if any(move == live for live in self._live_moves()):   # the move of another live element
            self._apply(move)
            return
        self._state.apply(move)                          # type: ignore[attr-defined]  # raises the reason
        raise BoardClickError(NOT_OFFERED)               # the engine took a move its legal list lacks

    def _live_moves(self) -> list[Any]:
        """Every move a live key stands for now (follow-ups of choices included)."""
        out: list[Any] = []
        for entry in self._targets.values():
            out.extend(entry.values() if isinstance(entry, Mapping) else [entry])
        return out

    def _apply(self, move: Any) -> None:
        """Apply ``move`` or raise the engine's refusal (the state is kept)."""
        self._set_state(self._state.apply(move))          # type: ignore[attr-defined]

    def _set_state(self, new: S) -> None:
        self._state = new
        self.selected = ""
        self._clear_error()
        self._refresh()
        self._changed = True

    def _notify(self) -> None:
        """Call the :meth:`on_change` callbacks once the board's own traitlets are sent (so a page
        element updated by a callback never shows a newer state than the board)."""
        if getattr(self, "_changed", False):
            self._changed = False
            for callback in list(self._callbacks):
                callback(self._state)

    def _refresh(self) -> None:
        """Recompute every derived traitlet from the state, the language and the board's modes."""
        if not getattr(self, "_ready", False):
            return
        s, lang = self._state, self.lang
        self._targets = dict(self.targets(s))
        if self.selected and not isinstance(self._targets.get(self.selected), Mapping):
            self.selected = ""
        live = dict.fromkeys(self._targets)
        live.update(dict.fromkeys(self._follow_ups()))
        buttons = [b for b in self.buttons_for(s, lang) if b.control or b.key in live]
        if self.can_undo(s):
            buttons.append(Button("undo", translate(UNDO, lang)))
        self.view = self.board_view(s)
        self.legal_targets = list(live)
        self.buttons = [asdict(b) for b in buttons]
        self.status = self.status_for(s, lang)
        self.tips = self.tips_for(s, lang)
        self.refresh_extra(s, lang)
