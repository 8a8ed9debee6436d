"""The teaching kit: lessons of steps, quizzes and replayed examples on a game's board, in one language.

Generic over games: a game hands the kit a :class:`TeachingGame` (its named scenarios, how to show a
position on its board, how to narrate a move); a lesson module of the game (e.g.
``companion/meduris/teach/lessons.py``) writes the prose and builds the parts:

* :class:`Step` — a title, prose (Markdown), a scenario position on the game's board and an optional
  task ("do X on the board") whose completion a predicate reads off the board's state;
* :class:`Quiz` — a question, its choices, the right answer and the explanation;
* :class:`Replay` — a worked example: a start position and a move list, stepped forward and back with
  narration under the board;
* :class:`Lesson` — the steps in order, with a title, an introduction and the page language switch.

Every text is an English msgid (``N_``) or a :class:`~companion.i18n.Phrase`, shown through
:mod:`companion.i18n`; every part follows the one page language (:mod:`companion.ui.language`), so the
switch relabels the whole lesson — headings, prose, tasks, quiz choices, feedback, buttons, narration and
the boards. A part displays itself in a notebook cell (``lesson.step(1)`` as the cell's last line).

Example (any game with scenarios, a board and narration)::

    from companion.ui.teach import Lesson, Step, Quiz, numbers
    step = Step(game, N_("Setup"), N_("Every player takes **8 huts**."), "setup_3p",
                then=[Quiz(N_("How many huts?"), numbers([6, 8]), answer=8, explanation=N_("8 each."))])
    lesson = Lesson(game, N_("Learn the game"), N_("One rule at a time."), [step])
"""
from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Mapping, Sequence, Union

import ipywidgets as W
import mistune

from companion.errors import CompanionError
from companion.i18n import N_, Phrase, render
from companion.ui.language import follow, language_switch, link, page_language

__all__ = ["TeachingGame", "UnknownScenario", "load_scenario", "Text", "text", "markdown_html", "Part", "Step",
           "Quiz", "Choice", "numbers", "Replay", "Lesson"]

#: A text of a lesson: an English msgid (translated when shown) or a :class:`~companion.i18n.Phrase`.
Text = Union[str, Phrase]

_MARKDOWN = mistune.create_markdown(escape=False, plugins=["table", "strikethrough"])


def text(value: Text, lang: str, **params: Any) -> str:
    """``value`` in ``lang``: a msgid through :func:`companion.i18n.render` (``params`` filled in), a
    :class:`~companion.i18n.Phrase` through its own parameters."""
    if isinstance(value, Phrase):
        return value.text(lang)
    return render(value, lang, **params)


def markdown_html(source: str) -> str:
    """HTML of a Markdown text (tables included), rendered by :mod:`mistune`; lesson prose is ours, so
    inline HTML in it is kept."""
    return _MARKDOWN(source).strip()


class UnknownScenario(CompanionError):
    """A lesson names a scenario its game does not have (the message lists the known ones)."""


@dataclass(frozen=True)
class TeachingGame:
    """What the kit needs of a game.

    Args:
        name: the game's name (a msgid, e.g. ``"Meduris"``).
        scenarios: scenario name → a function returning a fresh start position (the game's state).
        make_board: ``make_board(state, lang)`` → the game's board widget: it has a ``state`` property
            (settable), ``on_change(callback)`` (called with the new state after every accepted click or
            assignment), a ``lang`` trait (linked to the page language here) and ``click(target)``.
        narrate: ``narrate(before, after, lang)`` → sentences saying what happened from ``before`` to
            ``after`` (the first one names the move); ``[]`` when it cannot tell.
    """

    name: str
    scenarios: Mapping[str, Callable[[], Any]]
    make_board: Callable[[Any, str], Any]
    narrate: Callable[[Any, Any, str], list[str]]


def load_scenario(game: TeachingGame, name: str) -> Any:
    """A fresh copy of the position ``game.scenarios[name]``.

    Raises:
        UnknownScenario: ``name`` is not one of the game's scenarios.
    """
    make = game.scenarios.get(name) if isinstance(name, str) else None
    if make is None:
        raise UnknownScenario(N_("{game_label} has no scenario called {name}; known: {names}."),
                              game_label=game.name, name=str(name)[:64], names=sorted(game.scenarios))
    return make()


class Part:
    """Base of every lesson part: a widget that follows the page language.

    Subclasses build :attr:`widget` and implement :meth:`relabel`; the part displays as its widget.
    """

    widget: W.Widget

    def _follow(self) -> None:
        follow(self.relabel)

    @property
    def lang(self) -> str:
        """The page language the part is shown in."""
        return page_language().lang

    def relabel(self, lang: str) -> None:  # pragma: no cover - every part overrides it
        """Show every text in ``lang``."""
        raise NotImplementedError

    def texts(self) -> list[str]:
        """Every text the part shows now (headings, prose, buttons, choices, feedback), for checks."""
        return [t for t in _widget_texts(self.widget) if t]

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)


def _widget_texts(widget: Any) -> Iterable[str]:
    """The texts shown by ``widget`` and its children (boards excluded: they translate themselves)."""
    if isinstance(widget, W.Box):
        for child in widget.children:
            yield from _widget_texts(child)
    elif isinstance(widget, (W.HTML, W.Label)):
        yield widget.value
    elif isinstance(widget, W.Button):
        yield widget.description
    elif isinstance(widget, W.RadioButtons):
        yield from (label for label, _ in _options(widget))


def _options(widget: W.RadioButtons) -> list[tuple[str, Any]]:
    return [(o, o) if isinstance(o, str) else tuple(o) for o in widget.options]


def _heading(level: int, value: str) -> str:
    return f"<h{level}>{html.escape(value)}</h{level}>"


def _feedback(ok: bool, verdict: str, rest: str = "") -> str:
    colour = "#1b5e20" if ok else "#b00020"
    return f"<span style='color:{colour}'><b>{html.escape(verdict)}</b></span> {html.escape(rest)}".strip()


class _BoardView:
    """A scenario on the game's board, linked to the page language; remembers its last narration. For a game
    with a rules engine, ``whatif`` is a "What if?" button that opens the What-if view on the board's position
    below it (:class:`~companion.ui.whatif_button.WhatIfButton`); None otherwise."""

    def __init__(self, game: TeachingGame, scenario: str) -> None:
        self.game, self.scenario = game, scenario
        self.board = game.make_board(load_scenario(game, scenario), page_language().lang)
        link(self.board, "lang")
        from companion.ui.whatif_button import WhatIfButton

        board = self.board
        self.whatif = WhatIfButton(lambda: board.state) if WhatIfButton.engine_of(board.state) else None

    def parts(self) -> list:
        """The widgets under the board's own buttons: the What-if button and view (none without an engine)."""
        return [self.whatif.widget] if self.whatif is not None else []

    def reset(self) -> None:
        self.board.state = load_scenario(self.game, self.scenario)


# ----------------------------------------------------------------------------------------------
# Quiz
# ----------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Choice:
    """One answer of a :class:`Quiz`: the value it stands for and its label (a msgid with ``params``)."""

    value: Any
    label: Text
    params: Mapping[str, Any] | None = None

    def text(self, lang: str) -> str:
        """The label in ``lang``."""
        return text(self.label, lang, **(self.params or {}))


def numbers(values: Sequence[int]) -> list[Choice]:
    """Choices that are plain numbers (the label is the number itself in every language)."""
    return [Choice(v, N_("{n}"), {"n": v}) for v in values]


class Quiz(Part):
    """A self-check question: pick a choice, press "Check", read the feedback.

    Args:
        question: the question (msgid).
        choices: the :class:`Choice` list (at least two, one of them with the value ``answer``).
        answer: the right choice's value — stated by the lesson from the rules reference.
        explanation: why the answer is right (msgid), shown with a right answer.
        game, scenario: optionally a position shown on the game's board above the question.
        params: placeholder values of ``question`` and ``explanation``.

    A wrong answer gets "Not quite" and an invitation to try again, a right one "Right!" and the
    explanation; checking with nothing chosen asks to choose first. The verdict is re-rendered in the
    new language when the page language changes.

    Raises:
        ValueError: no choice has the value ``answer`` (a lesson-writing mistake).
    """

    def __init__(self, question: Text, choices: Sequence[Choice], answer: Any, explanation: Text, *,
                 game: TeachingGame | None = None, scenario: str | None = None,
                 params: Mapping[str, Any] | None = None) -> None:
        if answer not in [c.value for c in choices]:
            raise ValueError(f"quiz {question!r}: the answer {answer!r} is not among the choices")
        self.question, self.choices, self.answer, self.explanation = question, list(choices), answer, explanation
        self.params = dict(params or {})
        self.view = _BoardView(game, scenario) if game is not None and scenario is not None else None
        self.label = W.HTML()
        self.choice = W.RadioButtons(options=[], value=None, layout=W.Layout(width="max-content"))
        self.button = W.Button(button_style="info", layout=W.Layout(width="auto"))
        self.result = W.HTML()
        self.button.on_click(lambda _b: self.check())
        self._checked = False
        board = [self.view.board] if self.view else []
        self.widget = W.VBox(board + [self.label, self.choice, self.button, self.result],
                             layout=W.Layout(margin="8px 0 8px 0"))
        self._follow()

    def select(self, value: Any) -> None:
        """Choose the choice whose value is ``value`` (as a reader's click would).

        Raises:
            ValueError: no choice has that value.
        """
        if value not in [c.value for c in self.choices]:
            raise ValueError(f"{value!r} is not a choice of this quiz")
        self.choice.value = value

    def check(self) -> bool | None:
        """Judge the chosen answer and show the feedback. Returns True (right), False (wrong) or None
        (nothing chosen yet)."""
        self._checked = True
        lang = self.lang
        if self.choice.value is None:
            self.result.value = html.escape(render(N_("Choose an answer first."), lang))
            return None
        if self.choice.value == self.answer:
            self.result.value = _feedback(True, render(N_("Right!"), lang),
                                          text(self.explanation, lang, **self.params))
            return True
        self.result.value = _feedback(False, render(N_("Not quite."), lang), render(N_("Try again."), lang))
        return False

    def relabel(self, lang: str) -> None:
        """Show the question, choices, button and any verdict in ``lang``; the choice is kept."""
        value = self.choice.value
        self.label.value = ("<b>" + html.escape(render(N_("Self-check"), lang)) + ":</b> "
                            + html.escape(text(self.question, lang, **self.params)))
        self.choice.options = [(c.text(lang), c.value) for c in self.choices]
        self.choice.value = value
        self.button.description = render(N_("Check"), lang)
        if self._checked:
            self.check()
        else:
            self.result.value = ""

    def __repr__(self) -> str:
        return f"Quiz({self.question!r}, answer={self.answer!r})"


# ----------------------------------------------------------------------------------------------
# Replay
# ----------------------------------------------------------------------------------------------

class Replay(Part):
    """A worked example played on the board, one move per press of "Next", back with "Back".

    Args:
        game: the game (:class:`TeachingGame`).
        title: the example's heading (msgid).
        scenario: name of the start position.
        moves: the example's moves in order, or a function returning them (called on the first step
            forward, so a long example costs nothing until it is played).
        summary: optional ``summary(final_state, lang)`` → HTML shown under the narration at the end
            (e.g. the final score table).

    The board shows :attr:`position`; positions are computed once and kept, so forward then back shows
    the same positions again. Clicks on the board are allowed (to explore); "Next", "Back" and
    "Restart" return to the example's own line; "What if?" (a game with a rules engine) opens the What-if view on
    the board's position below it.
    """

    def __init__(self, game: TeachingGame, title: Text, scenario: str,
                 moves: Sequence[Any] | Callable[[], Sequence[Any]], *,
                 summary: Callable[[Any, str], str] | None = None) -> None:
        self.game, self.title, self.scenario, self.summary = game, title, scenario, summary
        self._moves = moves if callable(moves) else list(moves)
        self.view = _BoardView(game, scenario)
        self._positions = [self.view.board.state]
        self.index = 0
        self.heading = W.HTML()
        self.back_button = W.Button(icon="step-backward", layout=W.Layout(width="auto"))
        self.next_button = W.Button(icon="step-forward", button_style="primary", layout=W.Layout(width="auto"))
        self.restart_button = W.Button(icon="refresh", layout=W.Layout(width="auto"))
        self.back_button.on_click(lambda _b: self.back())
        self.next_button.on_click(lambda _b: self.forward())
        self.restart_button.on_click(lambda _b: self.restart())
        self.caption = W.HTML()
        self.result = W.HTML()
        self.widget = W.VBox([self.heading, self.view.board,
                              W.HBox([self.back_button, self.next_button, self.restart_button]),
                              *self.view.parts(), self.caption, self.result], layout=W.Layout(margin="8px 0 8px 0"))
        self._follow()

    @property
    def moves(self) -> list[Any]:
        """The example's moves (computed on first use when given as a function)."""
        if callable(self._moves):
            self._moves = list(self._moves())
        return self._moves

    @property
    def position(self) -> Any:
        """The example's position after :attr:`index` moves."""
        return self._positions[self.index]

    @property
    def at_end(self) -> bool:
        """True when every move of the example has been played (False before a lazy example is played)."""
        return not callable(self._moves) and self.index >= len(self._moves)

    def forward(self) -> bool:
        """Play the next move of the example; returns False (and changes nothing) at the end, or when
        the game refuses the move (its reason is shown in the caption)."""
        if self.index >= len(self.moves):
            return False
        if self.index + 1 >= len(self._positions):
            try:
                after = self._positions[self.index].apply(self.moves[self.index])
            except CompanionError as exc:  # a wrong example: say why, keep the position
                self.caption.value = "<span style='color:#b00020'>" + html.escape(exc.message(self.lang)) + "</span>"
                return False
            self._positions.append(after)
        self.index += 1
        self._show()
        return True

    def back(self) -> bool:
        """Take the last move back; returns False (and changes nothing) at the start."""
        if self.index == 0:
            return False
        self.index -= 1
        self._show()
        return True

    def restart(self) -> None:
        """Back to the start position."""
        self.index = 0
        self._show()

    def play_all(self) -> Any:
        """Play the whole example; returns the final position."""
        while self.forward():
            pass
        return self.position

    def narration(self, lang: str) -> list[str]:
        """The sentences under the board: what the last move did (empty at the start)."""
        if self.index == 0:
            return []
        return self.game.narrate(self._positions[self.index - 1], self._positions[self.index], lang)

    def _show(self) -> None:
        self.view.board.state = self.position
        self.relabel(self.lang)

    def relabel(self, lang: str) -> None:
        """Show the heading, buttons and narration in ``lang``."""
        total = len(self.moves) if not callable(self._moves) else None
        self.heading.value = "<b>" + html.escape(text(self.title, lang)) + "</b>"
        self.back_button.description = render(N_("Back"), lang)
        self.back_button.disabled = self.index == 0
        self.next_button.description = (render(N_("Next step ({done}/{total})"), lang, done=self.index, total=total)
                                        if total is not None else render(N_("Next step"), lang))
        self.next_button.disabled = total is not None and self.index >= total
        self.restart_button.description = render(N_("Restart"), lang)
        lines = self.narration(lang)
        if not lines:
            self.caption.value = html.escape(render(N_("Press “Next step” to play the example move by move."), lang))
        else:
            self.caption.value = ("<b>" + html.escape(lines[0]) + "</b>"
                                  + "".join("<br>" + html.escape(line) for line in lines[1:]))
        self.result.value = self.summary(self.position, lang) if self.summary and self.at_end else ""

    def __repr__(self) -> str:
        return f"Replay({self.scenario!r}, {self.index}/{len(self._moves) if not callable(self._moves) else '?'})"


# ----------------------------------------------------------------------------------------------
# Step
# ----------------------------------------------------------------------------------------------

class Step(Part):
    """One step of a lesson: title, prose, a scenario on the board, an optional task, then more parts.

    Args:
        game: the game (:class:`TeachingGame`).
        title: the step's heading (msgid).
        prose: the explanation (msgid in Markdown; tables allowed).
        scenario: name of the position shown on the board.
        task: optional instruction "do X on the board" (msgid).
        done: optional predicate on the board's state: True once the task is complete.
        then: parts shown after the board (:class:`Quiz`, :class:`Replay` …), in order.
        marks: target keys of the board to mark for the reader while the step is shown (the board's ``marks``
            trait, e.g. the tiles of a block the prose explains; kept by "Start again").

    Under the board, for a game with a rules engine, "What if?" opens the What-if view on the board's position
    (:class:`~companion.ui.whatif_button.WhatIfButton`). The step narrates every accepted move (the game's
    ``narrate``), shows a refused click's reason (the board's own error line) and, once ``done(state)`` holds,
    "Task complete". "Start again" puts the scenario back.
    """

    def __init__(self, game: TeachingGame, title: Text, prose: Text, scenario: str, *, task: Text | None = None,
                 done: Callable[[Any], bool] | None = None, then: Sequence[Part] = (),
                 marks: Sequence[str] = ()) -> None:
        self.game, self.title, self.prose, self.task, self.done = game, title, prose, task, done
        self.then = list(then)
        self.number: int | None = None
        self.view = _BoardView(game, scenario)
        if marks:
            self.view.board.marks = list(marks)
        self.heading = W.HTML()
        self.text = W.HTML(layout=W.Layout(max_width="900px"))
        self.task_label = W.HTML()
        self.reset_button = W.Button(icon="refresh", layout=W.Layout(width="auto"))
        self.reset_button.on_click(lambda _b: self.reset())
        self.feedback = W.HTML()
        self.status = W.HTML()
        self._before = self.view.board.state
        self._last: tuple[Any, Any] | None = None
        self.view.board.on_change(self._changed)
        self.widget = W.VBox([self.heading, self.text, self.task_label, self.view.board,
                              W.HBox([self.reset_button]), *self.view.parts(), self.feedback, self.status]
                             + [part.widget for part in self.then], layout=W.Layout(margin="0 0 24px 0"))
        self._follow()

    @property
    def scenario(self) -> str:
        """Name of the step's start position."""
        return self.view.scenario

    @property
    def board(self) -> Any:
        """The step's board widget."""
        return self.view.board

    @property
    def state(self) -> Any:
        """The position on the board now."""
        return self.view.board.state

    @property
    def completed(self) -> bool:
        """True when the step has a task and the board's position fulfils it."""
        return self.done is not None and bool(self.done(self.state))

    def click(self, *targets: str) -> bool:
        """Click board targets in order as a reader would; True if every click was accepted."""
        return all([self.view.board.click(t) for t in targets])

    def reset(self) -> None:
        """Put the scenario's position back on the board."""
        self._last = None
        self.view.reset()

    def _changed(self, new_state: Any) -> None:
        before, self._before = self._before, new_state
        self._last = (before, new_state) if before is not new_state else None
        self._show_feedback(self.lang)

    def _show_feedback(self, lang: str) -> None:
        lines = self.game.narrate(*self._last, lang) if self._last else []
        self.feedback.value = "<br>".join("&#10003; " + html.escape(line) for line in lines)
        self.status.value = (_feedback(True, render(N_("Task complete!"), lang))
                             if self.completed else "")

    def relabel(self, lang: str) -> None:
        """Show the heading, prose, task, buttons and feedback in ``lang``."""
        title = text(self.title, lang)
        self.heading.value = _heading(2, f"{self.number}. {title}" if self.number else title)
        self.text.value = markdown_html(text(self.prose, lang))
        self.task_label.value = ("<b>" + html.escape(render(N_("Your task"), lang)) + ":</b> "
                                 + html.escape(text(self.task, lang)) if self.task else "")
        self.reset_button.description = render(N_("Start again"), lang)
        self._show_feedback(lang)

    def __repr__(self) -> str:
        return f"Step({self.scenario!r}, task={'yes' if self.task else 'no'}, parts={len(self.then)})"


# ----------------------------------------------------------------------------------------------
# Lesson
# ----------------------------------------------------------------------------------------------

class Lesson(Part):
    """Steps in order under a title, an introduction and the page's language switch.

    Args:
        game: the game (:class:`TeachingGame`).
        title: the lesson's title (msgid).
        intro: the introduction (Markdown msgid).
        steps: the :class:`Step` list; they are numbered 1, 2, … in this order.
        outro: optional closing text (Markdown msgid), shown by :attr:`footer`.

    In a notebook: ``lesson.header`` (title, switch, introduction) in the first cell, then
    ``lesson.step(1)`` … one per cell, then ``lesson.footer``. ``lesson.widget`` is the whole lesson.
    """

    def __init__(self, game: TeachingGame, title: Text, intro: Text, steps: Sequence[Step], *,
                 outro: Text | None = None) -> None:
        self.game, self.title, self.intro, self.outro = game, title, intro, outro
        self.steps = list(steps)
        for number, step in enumerate(self.steps, 1):
            step.number = number
            step.relabel(step.lang)
        self.title_html = W.HTML()
        self.intro_html = W.HTML(layout=W.Layout(max_width="900px"))
        self.outro_html = W.HTML(layout=W.Layout(max_width="900px"))
        self.header = W.VBox([self.title_html, language_switch(), self.intro_html])
        self.footer = W.VBox([self.outro_html])
        self.widget = W.VBox([self.header] + [s.widget for s in self.steps] + [self.footer])
        self._follow()

    def step(self, number: int) -> Step:
        """The step numbered ``number`` (1 = first).

        Raises:
            IndexError: no such step.
        """
        if not 1 <= number <= len(self.steps):
            raise IndexError(f"the lesson has steps 1 to {len(self.steps)}, not {number}")
        return self.steps[number - 1]

    def parts(self) -> list[Part]:
        """Every part of the lesson: each step followed by its quizzes and replays."""
        out: list[Part] = []
        for s in self.steps:
            out += [s] + s.then
        return out

    def relabel(self, lang: str) -> None:
        """Show the title, introduction and closing text in ``lang`` (the steps follow by themselves)."""
        self.title_html.value = _heading(1, text(self.title, lang))
        self.intro_html.value = markdown_html(text(self.intro, lang))
        self.outro_html.value = markdown_html(text(self.outro, lang)) if self.outro else ""

    def texts(self) -> list[str]:
        """The texts of the header and footer (each step reports its own)."""
        return [t for w in (self.title_html, self.intro_html, self.outro_html) for t in [w.value] if t]

    def __repr__(self) -> str:
        return f"Lesson({self.title!r}, {len(self.steps)} steps)"
