"""Hot seat for any game with a rules engine: 2+ players at one screen, each seat a human or a bot.

:class:`HotSeat` is the page part of ``notebooks/play-<game>.ipynb``: the language switch, a set-up form
(player count, names, human / random bot per seat, seed, the game's own options), the game's board widget
for the current position, a control for out-of-turn moves of human players, the move log in the page
language (``game.describe``), the final table (``game.score``: totals, winners, tie-break in words), and
saving / loading the game (``state.to_json()`` / ``game.load``). Undo is the board's own button: it takes
back moves up to the last human decision.

What differs between games comes from a small :class:`HotSeatAdapter` in ``companion/<game>/ui/hotseat.py``
(the module attribute ``ADAPTER``): which board widget, the options form (e.g. the Meduris 4-player board
file), an extra note for a refused set-up, which moves bots skip. Everything else is written once, here.

Bad input never raises from a widget: a refused set-up, a refused out-of-turn move or a bad save file is
explained beside its control in the page language, and the running game is kept.

Example:
    >>> hot = HotSeat("meduris")
    >>> hot.start(names=["Ann", "Bob"], seats=[BOT, BOT], seed=7)
    True
    >>> hot.state.is_over, hot.result is not None
    (True, True)
"""
from __future__ import annotations

import html
import importlib
from typing import Any, Sequence

import ipywidgets as W

from companion import games
from companion.engine.bots import RandomBot, bot_to_move, play_bots
from companion.errors import CompanionError
from companion.i18n import N_, Plural, render, translate
from companion.ui import language
from companion.ui.files import download_link, take_uploads
from companion.ui.layout import page_box

__all__ = ["HUMAN", "BOT", "GREEDY", "HotSeat", "HotSeatAdapter", "adapter_for", "bot_seed", "error_html",
           "seat_kinds"]

HUMAN, BOT = "human", "bot"
#: a seat played by the greedy bot (:class:`companion.analysis.bots.GreedyBot`), offered by adapters that list it
GREEDY = "greedy"
SEARCH_BOTS = ("mcts", "ismcts")            # bots with a playout budget (OpenSpiel, the ``analysis`` extra)
DEFAULT_BUDGET = 50


def seat_kinds(game: Any, own: Sequence[str] = (BOT,)) -> tuple[str, ...]:
    """What a seat of ``game`` (a :class:`~companion.engine.contract.Game`) may be: :data:`HUMAN`, the
    adapter's ``own`` bot kinds (:attr:`HotSeatAdapter.bot_kinds`, at least :data:`BOT`, the random bot), then
    the analysis bots it does not list (:func:`companion.analysis.make_bot`): :data:`GREEDY` and, with
    OpenSpiel installed, ``"mcts"`` (a playout budget per move) and — where information is hidden
    (:func:`companion.analysis.hooks.hooks_for`) — ``"ismcts"``, information-set MCTS.

    Example:
        >>> seat_kinds(games.get("world-wonders"))[:3]
        ('human', 'bot', 'greedy')
    """
    from importlib.util import find_spec

    from companion.analysis.hooks import hooks_for

    kinds = [HUMAN, *own, GREEDY]
    if find_spec("pyspiel") is not None:
        kinds.append("mcts")
        if hooks_for(game).hidden_information:
            kinds.append("ismcts")
    return tuple(dict.fromkeys(kinds))
DEFAULT_NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Flo")
#: rows of the move log before it grows (about the 14em of its scrolling box)
LOG_ROWS = 8

_TEXT = {
    "title": N_("Play {game}"),
    "players": N_("Players:"), "seed": N_("Seed (chance):"), "start": N_("Start a new game"),
    "human": N_("human"), "bot": N_("random bot"), "greedy": N_("greedy bot"),
    "log": N_("Move log"), "final": N_("Final scoring"), "budget": N_("MCTS budget (playouts per move):"),
    "save": N_("Save the game"), "load": N_("Load a game"),
    "saved": N_("Download the save: {file}"), "loaded": Plural("Loaded {file}: {moves} move.", "Loaded {file}: {moves} moves.", count="moves"),
    "other": N_("Out of turn:"), "other_play": N_("Play it"),
    "bad_save": N_("{file} cannot be loaded: {error}"),
}


def error_html(text: str) -> str:
    """``text`` as a refusal beside a control (red, with a cross; escaped)."""
    return "<span style='color:#b00020'>&#10007; " + html.escape(text) + "</span>"


def bot_seed(seed: int, seat: int) -> int:
    """Seed of the random bot at ``seat`` (0-based) in a game started with ``seed``."""
    return seed * 10 + seat


class HotSeatAdapter:
    """The per-game part of a hot seat (subclass it in ``companion/<game>/ui/hotseat.py`` as ``ADAPTER``).

    Attributes:
        game_id: the game's id in :mod:`companion.games`.
        widget: the game's options form shown in the set-up form (``None``: no options).
        intro: msgid of a short paragraph under the title (how to play this game here), or "".
    """

    game_id: str = ""
    intro: str = ""
    #: seat kind → its label (msgid) in the seat menus, besides "human"; an adapter may add :data:`GREEDY`
    #: (``{**HotSeatAdapter.bot_kinds, GREEDY: GREEDY_LABEL}``); the bot is made by :meth:`bot_of`
    bot_kinds: dict[str, str] = {BOT: _TEXT["bot"]}

    def __init__(self) -> None:
        self.game = games.get(self.game_id)
        self.widget: W.Widget | None = None

    def board(self, state: Any) -> Any:
        """The game's board widget showing ``state`` (a :class:`companion.ui.board.GameBoard`, following the
        page language)."""
        raise NotImplementedError

    def options(self, players: int) -> Any:
        """The game options for a new game with ``players`` players, read from :attr:`widget`.

        Raises:
            CompanionError: the options form holds something unusable (shown beside the start button).
        """
        return None

    def players_changed(self, players: int) -> None:
        """The player count in the form changed (show or hide parts of the options form)."""

    def relabel(self, lang: str) -> None:
        """Translate the options form into ``lang``."""

    def refusal_note(self, error: CompanionError, lang: str) -> str:
        """Extra HTML after a refused set-up (e.g. the way to a board editor); "" for none."""
        return ""

    def bot(self, seed: int) -> RandomBot:
        """The computer player of a bot seat (default: a :class:`RandomBot` skipping the game's auxiliary
        moves)."""
        return RandomBot(seed)

    def bot_of(self, kind: str, seed: int) -> Any:
        """The computer player of a seat of ``kind`` (a key of :attr:`bot_kinds`): :data:`GREEDY` a
        :class:`~companion.analysis.bots.GreedyBot` (one move of lookahead on the score if the game ended now),
        else :meth:`bot`."""
        if kind == GREEDY:
            from companion.analysis.bots import GreedyBot

            return GreedyBot(seed)
        return self.bot(seed)


def adapter_for(game_id: str) -> HotSeatAdapter:
    """The hot-seat adapter of ``game_id`` (``<game package>.ui.hotseat.ADAPTER``), freshly made.

    Raises:
        KeyError: the game has no rules engine (see :func:`companion.games.engine_ids`) or no board yet
            (:func:`companion.games.hotseat_ids`).
    """
    if game_id not in games.engine_ids():
        raise KeyError(f"no rules engine for {game_id!r}; games with an engine: {', '.join(games.engine_ids())}")
    if game_id not in games.hotseat_ids():
        raise KeyError(f"no board (hot seat) for {game_id!r} yet; games with one: {', '.join(games.hotseat_ids())}")
    package = games.GAMES[game_id][0]
    return importlib.import_module(package + ".ui.hotseat").ADAPTER()


class HotSeat:
    """One hot-seat game page for ``game`` (a game id or an adapter).

    Attributes:
        widget: the whole page part to display (language switch included).
        adapter: the game's :class:`HotSeatAdapter`; ``game``: its rules engine.
        board: the board widget of the running game (None before a game is started or loaded).
        bots: one entry per player: a bot or None (human seat).
        log: read-only text area, one numbered line per move of the game (``game.describe``), as many rows as
            lines; ``log_box``: the box around it that scrolls, kept at its end (the newest move) by the browser.
        message: HTML of the last refused set-up; ``file_message``: of the last save / load.
        final: HTML of the final table (empty while the game runs); ``result``: its ScoreResult or None.
        other_player, other_move, other_button: the out-of-turn control (hidden when no human player other
            than the decider has an out-of-turn move, e.g. a Meduris exchange).
        whatif: the "What if?" button under the board (:class:`~companion.ui.whatif_button.WhatIfButton`): it opens
            the What-if view on the current position below the board (branch, compare, win chances).
    """

    def __init__(self, game: str | HotSeatAdapter) -> None:
        self.adapter = adapter_for(game) if isinstance(game, str) else game
        self.game = self.adapter.game
        g = self.game
        most = g.max_players
        self.switch = language.language_switch()
        self.title = W.HTML()
        self.intro = W.HTML()
        self.count = W.Dropdown(options=list(range(g.min_players, most + 1)), value=g.min_players,
                                layout={"width": "5em"})
        self.names = [W.Text(value=DEFAULT_NAMES[i % len(DEFAULT_NAMES)], layout={"width": "10em"},
                             continuous_update=False)          # read at Start: sent once (as the app's form)
                      for i in range(most)]
        self.kinds = seat_kinds(g, tuple(self.adapter.bot_kinds))
        self.seats = [W.Dropdown(options=[(k, k) for k in self.kinds], value=HUMAN if i == 0 else BOT,
                                 layout={"width": "16em"}) for i in range(most)]
        self.budget = W.BoundedIntText(value=DEFAULT_BUDGET, min=1, max=100_000, layout={"width": "7em"})
        self.seed = W.BoundedIntText(value=2016, min=0, max=10**9, layout={"width": "8em"})
        self.start_button = W.Button(button_style="primary")
        self.message = W.HTML()
        self.board_box = W.VBox()
        self.other_label = W.HTML()
        self.other_player = W.Dropdown(layout={"width": "10em"})
        self.other_move = W.Dropdown(layout={"width": "32em"})
        self.other_button = W.Button()
        self.other_message = W.HTML()
        self.other_box = W.HBox([self.other_label, self.other_player, self.other_move, self.other_button,
                                 self.other_message], layout={"display": "none"})
        self.final = W.HTML()
        self.log_label = W.HTML()
        # The log box scrolls, not the text area: the area grows a row per move, and a box laid out
        # column-reverse starts and stays scrolled to its end, so the newest move is in view after every
        # move without the player scrolling (issue 13) and without a script.
        self.log = W.Textarea(layout={"width": "100%", "flex": "0 0 auto"}, disabled=True, rows=LOG_ROWS)
        self.log_box = W.Box([self.log], layout={"display": "flex", "flex_flow": "column-reverse",
                                                 "overflow": "auto", "max_height": "14em", "width": "100%"})
        self.log_box.add_class("companion-move-log")
        self.save_button = W.Button(icon="download")
        self.load_upload = W.FileUpload(accept=".json,application/json", multiple=False)
        self.file_message = W.HTML()
        self._offering_save = False          # file_message holds the save's download link: kept up to date
        self.labels = {k: W.HTML() for k in ("players", "seed", "budget")}
        self.rows = W.VBox()
        self.board: Any = None
        self.bots: list[Any] = []
        self.result = None
        self._busy = False
        self._line_states: list[Any] = []       # the states of the log: start, after move 1, after move 2 …
        self._line_moves: list[Any] = []
        self.count.observe(lambda _c: self._show_rows(), "value")
        self.start_button.on_click(lambda _b: self.start())
        self.save_button.on_click(lambda _b: self.save())
        self.load_upload.observe(self._uploaded, "value")
        self.other_player.observe(lambda _c: self._fill_other_moves(), "value")
        self.other_button.on_click(lambda _b: self.play_other())
        parts: list[W.Widget] = [self.switch, self.title, self.intro,
                                 W.HBox([self.labels["players"], self.count, self.labels["seed"], self.seed]
                                        + ([self.labels["budget"], self.budget] if "mcts" in self.kinds else [])),
                                 self.rows]
        if self.adapter.widget is not None:
            parts.append(self.adapter.widget)
        from companion.ui.whatif_button import WhatIfButton

        #: "What if?" under the board: the What-if view on the running game's position, on this page
        self.whatif = WhatIfButton(lambda: self.state)
        parts += [W.HBox([self.start_button, self.save_button, self.load_upload]), self.message,
                  self.file_message, self.board_box, self.whatif.widget, self.other_box, self.final,
                  self.log_label, self.log_box]
        self.widget = page_box(parts)          # the pages' phone / tablet / laptop layout
        self._show_rows()
        language.follow(self._relabel)

    # --- texts -------------------------------------------------------------------------------------
    @property
    def lang(self) -> str:
        """The page language ("en" or "pl")."""
        return language.page_language().lang

    def tr(self, msgid: Any, **params: Any) -> str:
        """``msgid`` (template or Plural) in the page language with ``params``."""
        return render(msgid, self.lang, **params)

    def _relabel(self, lang: str) -> None:
        t = lambda key, **kw: render(_TEXT[key], lang, **kw)  # noqa: E731
        self.title.value = "<h2>" + html.escape(t("title", game=translate(self.game.title, lang))) + "</h2>"
        self.intro.value = render(self.adapter.intro, lang) if self.adapter.intro else ""
        from companion.analysis.bots import BOT_LABELS

        labels = {HUMAN: t("human"), GREEDY: t("greedy"), **{k: translate(v, lang) for k, v in BOT_LABELS.items()
                                                             if k in SEARCH_BOTS},
                  **{k: render(v, lang) for k, v in self.adapter.bot_kinds.items()}}
        for seat in self.seats:
            value = seat.value
            seat.options = [(labels[k], k) for k in self.kinds]
            seat.value = value
        self.labels["players"].value = t("players")
        self.labels["seed"].value = "&nbsp;" + t("seed")
        self.labels["budget"].value = "&nbsp;" + t("budget")
        self.start_button.description = t("start")
        self.save_button.description = t("save")
        self.load_upload.description = t("load")
        self.other_label.value = t("other") + "&nbsp;"
        self.other_button.description = t("other_play")
        self.log_label.value = "<b>" + html.escape(t("log")) + "</b>"
        self.adapter.relabel(lang)
        if self._last_refusal is not None:
            self._show_refusal(self._last_refusal)
        self.other_message.value = ""
        if self.board is not None:
            self._update()

    _last_refusal: CompanionError | None = None

    def _show_rows(self) -> None:
        n = self.count.value
        self.rows.children = [W.HBox([W.Label(f"{i + 1}."), self.names[i], self.seats[i]]) for i in range(n)]
        self.adapter.players_changed(n)

    def _show_refusal(self, exc: CompanionError | None) -> None:
        self._last_refusal = exc
        if exc is None:
            self.message.value = ""
            return
        note = self.adapter.refusal_note(exc, self.lang)
        self.message.value = error_html(exc.message(self.lang)) + (("<br>" + note) if note else "")

    # --- the game ----------------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The position of the running game (None before one is started or loaded)."""
        return None if self.board is None else self.board.state

    def start(self, names: Sequence[str] | None = None, seats: Sequence[str] | None = None,
              seed: int | None = None) -> bool:
        """Start a game from the form (or from the arguments) and let the bots play up to a human decision.

        Args:
            names: player names in turn order (default: the form's first ``count`` names).
            seats: per player :data:`HUMAN`, :data:`BOT` or another bot kind of :func:`seat_kinds` (default:
                the form); bot ``i`` uses :func:`bot_seed`, MCTS bots the form's budget.
            seed: integer ≥ 0 for every chance event of the game (default: the form).

        Returns:
            True if the game started; False if the engine (or the options form) refused the set-up: the
            reason is shown in :attr:`message` in the page language, the running game (if any) is kept.
        """
        names = list(names) if names else [w.value.strip() for w in self.names[:self.count.value]]
        seats = list(seats) if seats else [w.value for w in self.seats[:len(names)]]
        seed = self.seed.value if seed is None else seed
        try:
            if len(seats) != len(names):
                raise ValueError(f"need one seat per player ({len(names)}), got {len(seats)}")
            if any(kind not in self.kinds for kind in seats):
                raise ValueError(f"seats are one of {', '.join(self.kinds)}, got {', '.join(seats)}")
            state = self.game.new_game(names, seed=seed, options=self.adapter.options(len(names)))
        except CompanionError as exc:
            self._show_refusal(exc)
            return False
        self._show_refusal(None)
        self._offering_save = False          # a new game: the last game's save link goes
        self.file_message.value = ""
        self._begin(state, seats, seed)
        return True

    def _begin(self, state: Any, seats: Sequence[str], seed: int) -> None:
        self.bots = [self.seat_bot(kind, bot_seed(seed, i)) for i, kind in enumerate(seats)]
        if self.board is not None:
            self.board.close()
        self._line_states, self._line_moves = [state.start()], []
        self.board = self.adapter.board(state)
        # with bots in every seat there is no human decision to go back to: Undo would replay another game
        self.board.undo_allowed = any(bot is None for bot in self.bots)
        self.board.on_change(self._changed)
        self.board_box.children = [self.board]
        self._run_bots()

    def seat_bot(self, kind: str, seed: int) -> Any:
        """The computer player of a seat of ``kind`` (None for :data:`HUMAN`): the adapter's bot of a kind it
        lists (:meth:`HotSeatAdapter.bot_of`), else :func:`companion.analysis.make_bot` (greedy; MCTS bots with
        the form's budget of playouts per move)."""
        if kind == HUMAN:
            return None
        if kind in self.adapter.bot_kinds:
            return self.adapter.bot_of(kind, seed)
        from companion.analysis.bots import make_bot

        return make_bot(kind, seed=seed, **({"simulations": self.budget.value} if kind in SEARCH_BOTS else {}))

    def _changed(self, new_state: Any) -> None:
        """After a human click or the board's Undo: take back bot moves (undo) or let the bots play."""
        if self._busy:
            return
        if new_state.ply < len(self._line_moves):            # the board's Undo took back one move
            self._undo_bots()
        else:
            self._run_bots()

    def _run_bots(self) -> None:
        self._busy = True
        try:
            state, moves = play_bots(self.board.state, self.bots)
            if moves:
                self.board.state = state
        finally:
            self._busy = False
        self._update()

    def _undo_bots(self) -> None:
        """Take back moves until a human decides (at the start with a bot to move, the bots play again)."""
        self._busy = True
        try:
            state = self.board.state
            while state.ply and bot_to_move(state, self.bots) is not None:
                state = state.undo()
            if state is not self.board.state:
                self.board.state = state
        finally:
            self._busy = False
        if bot_to_move(self.board.state, self.bots) is not None:
            self._run_bots()
        else:
            self._update()

    def undo(self) -> bool:
        """The board's Undo button: one move back, then back to the last human decision.

        Returns False (nothing changes; the board shows why) when there is no game or no move to undo.
        """
        return self.board is not None and self.board.click("undo")

    # --- out-of-turn moves (e.g. a Meduris exchange "at any moment", meduris.md §4.5) ---------------
    def other_moves(self, player: int) -> list[Any]:
        """The out-of-turn moves ``player`` (a human seat, not the decider) may make now, else ``[]``."""
        s = self.state
        if s is None or s.is_over or player == s.current_player or self.bots[player] is not None:
            return []
        return [m for m in s.other_moves() if getattr(m, "player", None) == player]

    def play_other(self, move: Any | None = None) -> bool:
        """Make the out-of-turn ``move`` (default: the one chosen in the control), then let bots play.

        Returns:
            False if refused (no game, nothing chosen, or the engine's reason, shown beside the control).
        """
        move = self.other_move.value if move is None else move
        if self.state is None or move is None:
            return False
        try:
            new = self.state.apply(move)
        except CompanionError as exc:
            self.other_message.value = error_html(exc.message(self.lang))
            return False
        self.other_message.value = ""
        self.board.state = new              # the board's on_change logs it and lets the bots go on
        return True

    def _fill_other_control(self) -> None:
        s = self.state
        players = [p for p in range(len(s.players)) if self.other_moves(p)] if s is not None else []
        if not players:
            self.other_box.layout.display = "none"
            self.other_player.options, self.other_move.options = [], []
            return
        chosen = self.other_player.value
        self.other_player.options = [(s.players[p], p) for p in players]
        self.other_player.value = chosen if chosen in players else players[0]
        self._fill_other_moves()
        self.other_box.layout.display = None

    def _fill_other_moves(self) -> None:
        p = self.other_player.value
        if p is None or self.state is None:
            self.other_move.options = []
            return
        self.other_move.options = [(self.game.describe(self.state, m, self.lang), m) for m in self.other_moves(p)]

    # --- log and final table -----------------------------------------------------------------------
    def _sync_lines(self, state: Any) -> None:
        """Keep ``_line_states``/``_line_moves`` equal to ``state``'s game line (only the new part replayed)."""
        history = state.history
        keep = 0
        for old, new in zip(self._line_moves, history):
            if old != new:
                break
            keep += 1
        del self._line_moves[keep:]
        del self._line_states[keep + 1:]
        s = self._line_states[keep]
        for move in history[keep:]:
            s = s.apply(move)
            self._line_moves.append(move)
            self._line_states.append(s)

    def _update(self) -> None:
        state = self.state
        self._sync_lines(state)
        lang = self.lang
        self.log.value = "\n".join(f"{i + 1:3}. " + self.game.describe(before, move, lang)
                                   for i, (before, move) in enumerate(zip(self._line_states, self._line_moves)))
        self.log.rows = max(LOG_ROWS, len(self._line_moves))     # every line shown: only log_box scrolls
        self._fill_other_control()
        self.result = None
        self.final.value = ""
        if state.is_over:
            self.result = self.game.score(state)
            self.final.value = self.final_html(self.result, lang)
        if self._offering_save:
            self.save()                     # the link downloads the game as it is now, not as it was

    def final_html(self, result: Any, lang: str) -> str:
        """The final table of ``result`` (a ScoreResult) as HTML: heading, table, winners, tie-break words."""
        header, rows = result.rows(lang)
        head = "".join(f"<th>{html.escape(str(h))}</th>" for h in header)
        body = "".join("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in row) + "</tr>" for row in rows)
        winners = render(Plural("Winner: {names}", "Winners: {names}", count="names"), lang,
                         names=list(result.winners))
        return (f"<h3>{html.escape(render(_TEXT['final'], lang))}</h3>"
                f"<table class='companion-final'><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
                f"<p><b>{html.escape(winners)}</b><br>{html.escape(result.tie_break_text(lang))}</p>")

    # --- save and load -----------------------------------------------------------------------------
    def save_name(self) -> str:
        """File name of a save: ``<game>-save.json``."""
        return f"{self.game.id}-save.json"

    def save(self) -> str | None:
        """The running game's save text (``state.to_json()``), also offered as a download link in
        :attr:`file_message`; None (nothing shown) before a game is started."""
        if self.state is None:
            return None
        text = self.state.to_json()
        name = self.save_name()
        self.file_message.value = download_link(text, name, self.tr(_TEXT["saved"], file=name))
        self._offering_save = True
        return text

    def load(self, text: str | bytes, file: str = "") -> bool:
        """Continue the game saved in ``text`` (``game.load``) with the form's seats for its players.

        Returns:
            True if loaded; False if the save is refused: the reason is shown in :attr:`file_message` and
            the running game is kept unchanged.
        """
        file = file or self.save_name()
        try:
            state = self.game.load(text)
        except CompanionError as exc:
            self._offering_save = False
            self.file_message.value = error_html(self.tr(_TEXT["bad_save"], file=file, error=exc.message(self.lang)))
            return False
        n = len(state.players)
        seats = [w.value for w in self.seats[:n]]
        self.count.value = n
        for w, name in zip(self.names, state.players):
            w.value = name
        self._show_refusal(None)
        self._offering_save = False
        self.file_message.value = html.escape(self.tr(_TEXT["loaded"], file=file, moves=state.ply))
        self._begin(state, seats, state.seed)
        return True

    def _uploaded(self, change: dict) -> None:
        """FileUpload observer: ``change["new"]`` is a sequence of ``{"name", "content"}`` (never raises)."""
        take_uploads(self.load_upload, change, self.load)

    def __repr__(self) -> str:
        return f"HotSeat({self.game.id!r})"
