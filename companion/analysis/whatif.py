"""What if? Branch a position, play another line, and compare lines by the scores if the game ended now.

A :class:`Line` is a branch point plus the moves played from it (immutable: every call returns a new line), with
undo and redo. :func:`score_now` scores any position as if the game ended there (the game's final sheet of the
position through the game's own scorer, so the categories are the score sheet's). :func:`compare` puts two lines
side by side: per player and category the points in each line and the difference. :func:`move_options` lists
every move of the player to move with its immediate effect on her points and, on request, its estimated win
chance (:func:`~companion.analysis.simulate.win_chances` after the move).

Everything goes through the engine contract, so it works for every game with an engine.

Example (Meduris, meduris.md §4.3-4.4: a temple scores the huts beside it at the end):
    >>> from companion.meduris.engine import position
    >>> start = position(["Ann", "Bob"], seed=1, sites={2: ("hut", 1), 3: ("hut", 1)},
    ...                  resources={0: {"wood": 2, "wool": 2, "copper": 2, "stone": 2}})
    >>> here = branch(start)
    >>> temple = here.play("temple 4")
    >>> quiet = here.play("yield copper 1 stone")
    >>> diff = compare(quiet, temple)
    >>> diff.difference("Ann", "temples")
    2
    >>> print(diff.explain("Ann"))
    Ann: Temples +2 (total +2)
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from companion.i18n import N_, render, translate

__all__ = ["Line", "branch", "score_now", "compare", "Comparison", "move_options", "MoveOption"]


def score_now(state: Any):
    """The :class:`~companion.result.ScoreResult` of ``state`` as if the game ended now
    (:meth:`~companion.engine.contract.Game.score_now`: the game's final sheet of the position scored by the
    game's scorer, tie-breaks included).

    Raises:
        InvalidScoreSheet: the game has no scorer for its sheet (never for the registered games).
    """
    return type(state).game.score_now(state)


@dataclass(frozen=True)
class Line:
    """A line of play: the position it branches from, the moves played since, and the moves undone (for redo).

    Attributes:
        start: the branch point (a :class:`~companion.engine.contract.GameState`).
        moves: moves played from ``start``, in order.
        undone: moves taken back with :meth:`undo`, most recent last (what :meth:`redo` plays again).
        name: a label for tables and charts.
        state: the position at the end of the line.
    """

    start: Any
    moves: tuple = ()
    undone: tuple = ()
    name: str = "A"
    state: Any = None

    def __post_init__(self) -> None:
        if self.state is None:
            object.__setattr__(self, "state", self.start)

    @property
    def game(self) -> Any:
        """The :class:`~companion.engine.contract.Game` of the line."""
        return type(self.start).game

    def play(self, *moves: Any) -> "Line":
        """The line with ``moves`` played after its end (move objects or notation such as ``"hut 19"``); the
        redo list is cleared.

        Raises:
            InvalidMove: a text that is not a move of the game.
            IllegalMove: a move that is not legal at its point (the message names the rule); nothing changes.
        """
        state = self.state
        played = []
        for move in moves:
            if isinstance(move, str):
                move = self.game.parse_move(move)
            state = state.apply(move)
            played.append(move)
        return Line(self.start, self.moves + tuple(played), (), self.name, state)

    def undo(self) -> "Line":
        """The line without its last move (kept for :meth:`redo`).

        Raises:
            IndexError: the line has no move to undo (it is at its branch point).
        """
        if not self.moves:
            raise IndexError("this line is at its branch point: there is no move to undo")
        state = self.game.replay_moves(self.start, self.moves[:-1])
        return Line(self.start, self.moves[:-1], self.undone + self.moves[-1:], self.name, state)

    def redo(self) -> "Line":
        """The line with the last undone move played again.

        Raises:
            IndexError: nothing was undone.
        """
        if not self.undone:
            raise IndexError("no move was undone on this line: there is nothing to redo")
        line = Line(self.start, self.moves, (), self.name, self.state).play(self.undone[-1])
        return Line(self.start, line.moves, self.undone[:-1], self.name, line.state)

    def branch(self, name: str = "B") -> "Line":
        """A new line starting at this line's end."""
        return Line(self.state, name=name)

    def renamed(self, name: str) -> "Line":
        """The same line under another name."""
        return Line(self.start, self.moves, self.undone, name, self.state)

    def scores(self):
        """The scores if the game ended at the end of the line (:func:`score_now`)."""
        return score_now(self.state)

    def win_chances(self, games: int = 200, **options: Any):
        """Monte Carlo win chances from the end of the line (:func:`companion.analysis.win_chances`)."""
        from companion.analysis.simulate import win_chances

        return win_chances(self.state, games, **options)


def branch(state: Any, name: str = "A") -> Line:
    """A new :class:`Line` starting at ``state`` (a hot seat's position, a lesson's, a loaded save)."""
    return Line(state, name=name)


@dataclass(frozen=True)
class Comparison:
    """Two lines' scores if the game ended now, side by side (see :func:`compare`).

    Attributes:
        names: the two lines' names; players: player names; categories: category keys; labels: key → label.
        points: ``points[i][p][c]``: line ``i``, player ``p``, category ``c`` (in ``categories`` order);
        totals: ``totals[i][p]``; ranks: ``ranks[i][p]`` (1 = best, tie-breaks applied).
    """

    names: tuple[str, str]
    players: tuple[str, ...]
    categories: tuple[str, ...]
    labels: dict[str, str]
    points: tuple
    totals: tuple
    ranks: tuple

    def difference(self, player: str, category: str = "total") -> int:
        """Second line minus first, for ``player`` in ``category`` (``"total"`` for the totals).

        Raises:
            ValueError: unknown player or category.
        """
        p = self.players.index(player)
        if category == "total":
            return self.totals[1][p] - self.totals[0][p]
        c = self.categories.index(category)
        return self.points[1][p][c] - self.points[0][p][c]

    def explain(self, player: str, lang: str = "en") -> str:
        """In words, what changes for ``player`` from the first line to the second: every category that differs
        with its signed difference, then the total (``"Ann: Temples +2 (total +2)"``)."""
        parts = [f"{translate(self.labels[c], lang)} {self.difference(player, c):+d}" for c in self.categories
                 if self.difference(player, c)]
        if not parts:
            return render(N_("{player}: no change"), lang, player=player)
        return render(N_("{player}: {changes} (total {total})"), lang, player=player, changes=", ".join(parts),
                      total=f"{self.difference(player):+d}")

    def header(self, lang: str = "en") -> list[str]:
        """The column heads of :meth:`rows`: player, category, the two lines' names, difference."""
        return [translate("Player", lang), translate("Category", lang), *self.names, translate("Difference", lang)]

    def rows(self, lang: str = "en") -> list[list[str]]:
        """One row per player and category, then her total: player name (first row only), category label,
        the points in each line and the signed difference (texts, in ``lang``)."""
        rows = []
        for p, name in enumerate(self.players):
            for c, key in enumerate([*self.categories, "total"]):
                a, b = ((self.totals[0][p], self.totals[1][p]) if key == "total"
                        else (self.points[0][p][c], self.points[1][p][c]))
                label = translate("Total", lang) if key == "total" else translate(self.labels[key], lang)
                rows.append([name if c == 0 else "", label, str(a), str(b), f"{b - a:+d}"])
        return rows

    def table(self, lang: str = "en") -> str:
        """A plain-text table: one row per player and category with both lines' points and the difference."""
        head, rows = self.header(lang), self.rows(lang)
        widths = [max(len(r[i]) for r in [head, *rows]) for i in range(len(head))]
        return "\n".join("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in [head, *rows])

    def chart(self, lang: str = "en"):
        """Grouped bars: per player, the difference (second line minus first) in each category (a Figure)."""
        from companion.analysis.plots import _figure

        fig = _figure((max(5.0, 1.6 * len(self.players) + 2), 3.5))
        ax = fig.add_subplot()
        keys = [*self.categories, "total"]
        width = 0.8 / len(keys)
        for k, key in enumerate(keys):
            values = [self.difference(name, key) for name in self.players]
            label = translate("Total", lang) if key == "total" else translate(self.labels[key], lang)
            ax.bar([p + (k - (len(keys) - 1) / 2) * width for p in range(len(self.players))], values, width,
                   label=label)
        ax.axhline(0, color="black", linewidth=0.8)
        ax.set_xticks(range(len(self.players)), list(self.players))
        ax.set_ylabel(translate("Points", lang))
        ax.set_title(render(N_("{second} compared with {first}"), lang, first=self.names[0], second=self.names[1]))
        ax.legend(fontsize="small", bbox_to_anchor=(1.02, 1), loc="upper left")
        fig.tight_layout()
        return fig


def compare(first: Line | Any, second: Line | Any) -> Comparison:
    """The scores if the game ended now at the end of two lines (or two positions) of the same game.

    Raises:
        ValueError: the positions are of different games or player lists.
    """
    lines = [x if isinstance(x, Line) else branch(x, name) for x, name in zip((first, second), ("A", "B"))]
    if lines[0].name == lines[1].name:
        lines[1] = lines[1].renamed(lines[1].name + "'")
    a, b = (line.state for line in lines)
    if type(a) is not type(b) or tuple(a.players) != tuple(b.players):
        raise ValueError("compare lines of the same game and players")
    results = [score_now(a), score_now(b)]
    categories = tuple(results[0].labels)
    return Comparison(
        names=(lines[0].name, lines[1].name), players=tuple(a.players), categories=categories,
        labels=dict(results[0].labels),
        points=tuple(tuple(tuple(p.categories.get(c, 0) for c in categories) for p in r.players) for r in results),
        totals=tuple(tuple(p.total for p in r.players) for r in results),
        ranks=tuple(tuple(p.rank for p in r.players) for r in results))


@dataclass(frozen=True)
class MoveOption:
    """One move of the player to move (see :func:`move_options`).

    Attributes:
        move: the move; text: the move told in words (``game.describe``); effect: category → change of the
        mover's points if the game ended right after the move (None for a move that starts a chance event,
        whose outcome is not known yet); total: the change of her total (None likewise); win_chance: her
        estimated win chance after the move, with its 95 % interval (None unless asked for).
    """

    move: Any
    text: str
    effect: dict[str, int] | None
    total: int | None
    win_chance: tuple[float, tuple[float, float]] | None = None


def move_options(state: Any, *, lang: str = "en", auxiliary: bool = False, win_games: int = 0,
                 **simulation: Any) -> list[MoveOption]:
    """Every move the player to move may make now, with its immediate effect and, on request, its estimated win
    chance.

    Args:
        state: the position (not over).
        lang: language of the move texts.
        auxiliary: include the game's auxiliary moves (Meduris' exchanges, meduris.md §4.5).
        win_games: if above 0, estimate the mover's win chance after each move with that many simulated games
            (other keyword arguments go to :func:`~companion.analysis.simulate.win_chances`: ``seed``,
            ``bots``, ``executor``...).

    Returns:
        One :class:`MoveOption` per move, best immediate effect first (then by the win chance when estimated).

    Raises:
        ValueError: the game is over.
    """
    from companion.analysis.playout import Table

    if state.current_player is None:
        raise ValueError("the game is over: no player is to move")
    game = type(state).game
    me = state.current_player
    table = Table.of(state)
    core = state.core()
    moves = core.legal_moves() if auxiliary else (table.moves(core) or core.legal_moves())
    chance_start = bool(core.chance_moves())
    before = score_now(state)
    categories = tuple(before.labels)
    out = []
    for move in moves:
        text = game.describe(state, move, lang)
        if chance_start:
            out.append(MoveOption(move, text, None, None))
            continue
        after_state = state.apply(move)
        after = score_now(after_state)
        effect = {c: after.players[me].categories.get(c, 0) - before.players[me].categories.get(c, 0)
                  for c in categories}
        chance = None
        if win_games > 0:
            from companion.analysis.simulate import win_chances

            result = win_chances(after_state, win_games, **simulation)
            chance = (result.probabilities[me], result.interval(me))
        out.append(MoveOption(move, text, effect, after.players[me].total - before.players[me].total, chance))
    out.sort(key=lambda o: (-(o.win_chance[0] if o.win_chance else 0), -(o.total or 0)))
    return out
