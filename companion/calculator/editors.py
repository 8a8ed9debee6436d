"""Field editors: one small widget group per kind of sheet field, chosen from the field's JSON schema.

An editor turns widgets into the field's JSON value (:meth:`Editor.get`) and back
(:meth:`Editor.set`), knows the sheet path of its field (``["players", 1, "merchandise"]``) so a
typing mistake raises :class:`~companion.errors.InvalidScoreSheet` naming it, and finds the widget
to mark for the rest of an error path (:meth:`Editor.widget_at`). Game-specific editors are picked
in :mod:`companion.calculator.registry`; everything else comes from :func:`generic_editor`.
"""
from __future__ import annotations

import copy
import json
import re
from typing import Any, Callable, Sequence

import ipywidgets as W

from companion.calculator.labels import Texts, field_label
from companion.errors import InvalidScoreSheet
from companion.i18n import N_
from companion.jsontext import parse_json
from companion.sheets import FIELD_PROBLEMS, SANE_CAP, fail, field_path

_SPLIT = re.compile(r"[,;\s]+")
#: a whole number as typed: optional sign, ASCII digits only (no "2.7", "1e3", "1_000" or other scripts' digits)
WHOLE_NUMBER = re.compile(r"[+-]?[0-9]+")
#: more digits than any count of any game can have: refused before converting (no huge ints)
_MAX_DIGITS = 15


def narrow(width: str = "80px") -> W.Layout:
    """Layout of a small input box."""
    return W.Layout(width=width)


class Editor:
    """Base class of the field editors.

    Args:
        schema: the field's JSON schema (``{"type": "integer", "maximum": 9}`` …).
        path: the field's sheet path as parts, e.g. ``["players", 0, "rune_stones"]``.
        texts: the calculator's :class:`~companion.calculator.labels.Texts` (language of labels).
    """

    def __init__(self, schema: dict[str, Any], path: Sequence[Any], texts: Texts) -> None:
        self.schema = schema
        self.path = list(path)
        self.texts = texts
        self.on_change: Callable[[], None] = lambda: None
        self.widget = self.build()
        self.initial = self.get()

    def build(self) -> W.Widget:  # pragma: no cover - abstract
        """Create and return the editor's widget."""
        raise NotImplementedError

    def get(self) -> Any:  # pragma: no cover - abstract
        """Return the field's JSON value; raise InvalidScoreSheet if the typed text cannot be read."""
        raise NotImplementedError

    def set(self, value: Any) -> None:  # pragma: no cover - abstract
        """Show ``value`` (the field's JSON value) in the widgets."""
        raise NotImplementedError

    def read(self) -> tuple[Any, list[InvalidScoreSheet]]:
        """The field's value and the problems of its boxes whose text cannot be read (empty when :meth:`get`
        works). In a bad box's place the value holds a stand-in (the box's starting value), so the calculator
        goes on checking the other boxes and fields. An editor of several boxes overrides it (with a
        :class:`Reading`), so that every bad box is named, not only the first one :meth:`get` stops at."""
        reading = Reading()
        return reading(self.get, copy.deepcopy(self.initial)), reading.problems

    def widget_at(self, rest: Sequence[Any]) -> W.Widget:
        """Return the widget showing the part ``rest`` of the field (``[]`` = the whole field)."""
        return self.widget

    def update_names(self, names: Sequence[str]) -> None:
        """Called with the current player names when they change (editors that offer names override it)."""

    def active(self, players: int) -> bool:
        """Whether the field belongs on the sheet with ``players`` players (shown and saved); True by default."""
        return True

    def watch(self, *widgets: W.Widget) -> None:
        """Call :attr:`on_change` whenever one of ``widgets`` changes value."""
        for widget in widgets:
            widget.observe(lambda _change: self.on_change(), names="value")


class Reading:
    """Reads the boxes of one field, going on past a box whose text cannot be read: its stand-in value is
    used and its problem kept (:attr:`problems`, in the order read), for :meth:`Editor.read`.

    >>> reading = Reading()
    >>> [reading(lambda: read_whole("2", ["a"]), 0), reading(lambda: read_whole("x", ["b"]), 0)]
    [2, 0]
    >>> [problem.field for problem in reading.problems]
    ['b']
    """

    def __init__(self) -> None:
        self.problems: list[InvalidScoreSheet] = []

    def __call__(self, read: Callable[[], Any], stand_in: Any) -> Any:
        """``read()``, or ``stand_in`` when it raises InvalidScoreSheet (the error is kept)."""
        try:
            return read()
        except InvalidScoreSheet as exc:
            self.problems.append(exc)
            return stand_in


def strict(value: Any, problems: Sequence[InvalidScoreSheet]) -> Any:
    """``value`` of an :meth:`Editor.read`, or raise its first problem (what :meth:`Editor.get` does).

    Raises:
        InvalidScoreSheet: the first of ``problems``.
    """
    if problems:
        raise problems[0]
    return value


def read_whole(text: str, path: Sequence[Any], maximum: int = SANE_CAP) -> int:
    """Read a whole number typed in a box: an optional sign and ASCII digits, spaces around allowed.

    Nothing is rounded or cut: ``"2.7"``, ``"1e3"``, ``"1_000"``, ``""`` are refused (a browser number box
    would have sent 2, 1, 1 …), so the mistake is marked beside its field like every other bad value.

    >>> read_whole(" 12 ", ["players", 0, "track"])
    12

    Raises:
        InvalidScoreSheet: not a whole number, or more digits than any count has (field ``path``;
            ``maximum`` is the limit named then).
    """
    text = text.strip()
    if not WHOLE_NUMBER.fullmatch(text):
        fail(list(path), N_("must be {any_expected_labels}"), any_expected_labels=[N_("a whole number")])
    if len(text.lstrip("+-")) > _MAX_DIGITS:
        fail(list(path), N_("must be at most {limit}"), limit=maximum)
    return int(text)


class IntEditor(Editor):
    """A whole number, typed in a text box and read by :func:`read_whole`. Neither clamped nor rounded: a
    value beyond the schema's limits, or a fraction, reaches the scorer or is refused beside the field,
    naming the limit (a silently changed number would hide the user's typing mistake)."""

    def build(self) -> W.Widget:
        """A small text box showing the schema's minimum (0 when none)."""
        self.input = W.Text(value=str(self.schema.get("minimum", 0)), layout=narrow())
        self.watch(self.input)
        return self.input

    def get(self) -> int:
        """Return the number typed (int); raise InvalidScoreSheet when the text is not a whole number."""
        return read_whole(self.input.value, self.path, self.schema.get("maximum", SANE_CAP))

    def set(self, value: Any) -> None:
        """Show the int ``value`` (raises ``TypeError`` for anything else: text, a fraction, true/false)."""
        if not isinstance(value, int) or isinstance(value, bool):
            raise TypeError(f"not a whole number: {value!r}")
        self.input.value = str(value)


class BoolEditor(Editor):
    """A yes/no field as a checkbox."""

    def build(self) -> W.Widget:
        """A checkbox, unticked."""
        self.input = W.Checkbox(value=False, indent=False, layout=narrow("40px"))
        self.watch(self.input)
        return self.input

    def get(self) -> bool:
        """Return whether the box is ticked (bool)."""
        return bool(self.input.value)

    def set(self, value: Any) -> None:
        """Tick the box if ``value`` is truthy."""
        self.input.value = bool(value)


class SheetOnlyEditor(BoolEditor):
    """A yes/no field that the calculator neither shows nor writes: it is set in a sheet file or by the game's
    option (World Wonders ``ties_by_resources``, the reading of an unconfirmed rule: its default holds here)."""

    def active(self, players: int) -> bool:
        """Never on the form."""
        return False


class TextEditor(Editor):
    """A text field (player names)."""

    def build(self) -> W.Widget:
        """A one-line text box, empty."""
        self.input = W.Text(value="", layout=narrow("160px"))
        self.watch(self.input)
        return self.input

    def get(self) -> str:
        """Return the text typed (str, not stripped)."""
        return self.input.value

    def set(self, value: Any) -> None:
        """Show ``value`` as text (str)."""
        self.input.value = str(value)


class IntListEditor(Editor):
    """A list of whole numbers typed as ``"8, 6, 5"``."""

    example = "8, 6, 5"

    def build(self) -> W.Widget:
        """A text box for numbers separated by commas."""
        self.input = W.Text(value="", placeholder=self.example, layout=narrow("160px"))
        self.watch(self.input)
        return self.input

    def get(self) -> list[int]:
        """Return the numbers typed (``list[int]``); raise InvalidScoreSheet for a part that is not a whole number."""
        return parse_int_list(self.input.value, self.path, self.example)

    def set(self, value: Any) -> None:
        """Show a ``list[int]`` as ``"8, 6, 5"``."""
        self.input.value = ", ".join(str(v) for v in value)


def parse_int_list(text: str, path: Sequence[Any], example: str = "8, 6, 5") -> list[int]:
    """Read ``"8, 6, 5"`` (commas, semicolons or spaces) as ``[8, 6, 5]``.

    Raises:
        InvalidScoreSheet: a part is not a whole number (field ``path``).
    """
    out = []
    for part in _SPLIT.split(text.strip()):
        if not part:
            continue
        if not WHOLE_NUMBER.fullmatch(part):
            fail(list(path), N_("write whole numbers separated by commas, e.g. {example}"), example=example)
        out.append(read_whole(part, path))
    return out


class ChoiceListEditor(Editor):
    """A list of names typed as ``"name, name"``; a dropdown adds a known name when ``choices`` are given."""

    def __init__(self, schema, path, texts, choices: Sequence[str] | Callable[[], Sequence[str]] = ()) -> None:
        self.choices = list(choices() if callable(choices) else choices) or list(schema.get("items", {}).get("enum", []))
        super().__init__(schema, path, texts)

    def build(self) -> W.Widget:
        """A text box of names, plus a dropdown of known names when there are choices."""
        self.input = W.Text(value="", layout=narrow("200px"))
        self.texts.add(self.input, "placeholder", N_("name, name"))
        self.watch(self.input)
        if not self.choices:
            return self.input
        self.picker = W.Dropdown(options=[("+", "")] + [(c, c) for c in self.choices], value="",
                                 layout=narrow("110px"))
        self.texts.add_call(self._label_picker)
        self.picker.observe(self._pick, names="value")
        return W.VBox([self.input, self.picker])

    def _label_picker(self, lang: str) -> None:
        self.picker.options = [("+ " + self.texts.tr(N_("add")), "")] + [(c, c) for c in self.choices]
        self.picker.value = ""

    def _pick(self, change) -> None:
        if change["new"]:
            names = self.get() + [change["new"]]
            self.picker.value = ""
            self.set(names)

    def get(self) -> list[str]:
        """Return the names typed (``list[str]``, stripped, blanks dropped)."""
        return [part.strip() for part in self.input.value.split(",") if part.strip()]

    def set(self, value: Any) -> None:
        """Show a ``list[str]`` as ``"name, name"``."""
        self.input.value = ", ".join(value)

    def widget_at(self, rest):
        """The text box (the whole list is one field)."""
        return self.input


class CountGridEditor(Editor):
    """An object of counts (e.g. merchandise cards by kind) as a small grid of integer inputs."""

    columns = 3

    def build(self) -> W.Widget:
        """A grid of labelled integer inputs, one per schema property."""
        self.inputs: dict[str, IntEditor] = {}
        cells = []
        for key, sub in self.schema.get("properties", {}).items():
            editor = IntEditor(sub, self.path + [key], self.texts)
            editor.input.layout = narrow("58px")
            editor.on_change = lambda: self.on_change()
            self.inputs[key] = editor
            # the label takes the room its (translated) text needs: "Kość słoniowa" is not cut to "Kość słoni…"
            label = self.texts.add(W.Label(layout=W.Layout(min_width="62px", width="auto")), "value", field_label(key))
            cells.append(W.HBox([label, editor.input], layout=W.Layout(justify_content="space-between")))
        # as many columns as fit (at most ``columns``): a phone gets one or two, a laptop three
        return W.GridBox(cells, layout=W.Layout(
            grid_template_columns=f"repeat(auto-fill, minmax(180px, 1fr))", grid_gap="2px 12px",
            max_width=f"{self.columns * 200}px"))

    def get(self) -> dict[str, int]:
        """Return ``{kind: int}`` for every property of the schema."""
        return strict(*self.read())

    def read(self) -> tuple[dict[str, int], list[InvalidScoreSheet]]:
        """``{kind: int}`` and the problem of each box that does not hold a whole number (see :meth:`Editor.read`)."""
        reading = Reading()
        return {key: reading(editor.get, editor.initial) for key, editor in self.inputs.items()}, reading.problems

    def set(self, value: Any) -> None:
        """Show a ``{kind: int}`` dict (a missing kind shows 0)."""
        for key, editor in self.inputs.items():
            editor.set(value.get(key, 0))

    def widget_at(self, rest):
        """The input of kind ``rest[0]``, else the whole grid."""
        return self.inputs[rest[0]].input if rest and rest[0] in self.inputs else self.widget


class PairListEditor(Editor):
    """Up to ``maxItems`` ``[a, b]`` pairs (Meduris temples: huts left and right), each switched on by a checkbox.

    Args:
        item_label: msgid of one pair's checkbox, with ``{n}`` (e.g. ``"Temple {n}"``).
        sides: msgids of the two numbers (e.g. ``("left", "right")``).
    """

    def __init__(self, schema, path, texts, item_label: str = "#{n}", sides: Sequence[str] = ("a", "b")) -> None:
        self.item_label, self.sides = item_label, tuple(sides)
        super().__init__(schema, path, texts)

    def build(self) -> W.Widget:
        """``maxItems`` rows: a checkbox and two integer inputs each (disabled while unticked)."""
        self.slots = []
        rows = []
        number = self.schema.get("items", {}).get("items", {"minimum": 0, "maximum": SANE_CAP})
        for k in range(self.schema.get("maxItems", 2)):
            # as wide as its label ("Świątynia 1" on one line, a gap before "z lewej"); the row wraps if need be
            box = W.Checkbox(value=False, indent=False,
                             layout=W.Layout(width="auto", min_width="100px", margin="0 10px 0 0"))
            self.texts.add(box, "description", self.item_label, n=k + 1)
            pair = [IntEditor(number, self.path + [k, j], self.texts) for j in range(2)]
            row = [box]
            for side, editor in zip(self.sides, pair):
                editor.input.layout = narrow("52px")
                editor.input.disabled = True
                row += [self.texts.add(W.Label(), "value", side), editor.input]
                self.watch(editor.input)
            box.observe(self._toggle, names="value")
            self.slots.append((box, pair))
            rows.append(W.HBox(row))
        return W.VBox(rows)

    def _toggle(self, _change) -> None:
        for box, pair in self.slots:
            for editor in pair:
                editor.input.disabled = not box.value
        self.on_change()

    def get(self) -> list[list[int]]:
        """Return the ticked pairs in order: ``[[int, int], …]``."""
        return strict(*self.read())

    def read(self) -> tuple[list[list[int]], list[InvalidScoreSheet]]:
        """The ticked pairs and the problem of each of their boxes that does not hold a whole number."""
        reading = Reading()
        return [[reading(e.get, e.initial) for e in pair] for box, pair in self.slots if box.value], reading.problems

    def set(self, value: Any) -> None:
        """Show ``[[int, int], …]``: the first ``len(value)`` rows ticked and filled, the others cleared."""
        for k, (box, pair) in enumerate(self.slots):
            box.value = k < len(value)
            for j, editor in enumerate(pair):
                editor.set(value[k][j] if k < len(value) else 0)

    def widget_at(self, rest):
        """The input ``rest = [k, j]`` of the k-th ticked pair (its checkbox for ``[k]``), else the editor."""
        used = [slot for slot in self.slots if slot[0].value]
        if rest and isinstance(rest[0], int) and rest[0] < len(used):
            box, pair = used[rest[0]]
            return pair[rest[1]].input if len(rest) > 1 and rest[1] in (0, 1) else box
        return self.widget


class JsonEditor(Editor):
    """Fallback for a field of a shape no other editor knows: its JSON text."""

    def build(self) -> W.Widget:
        """A text area holding JSON text (``null`` at first)."""
        self.input = W.Textarea(value="null", layout=W.Layout(width="220px", height="60px"))
        self.watch(self.input)
        return self.input

    def get(self) -> Any:
        """Return the parsed JSON value; raise InvalidScoreSheet when the text is not valid JSON (where it
        breaks, nested too deeply, a key given twice)."""
        return parse_json(self.input.value, lambda template, **params: InvalidScoreSheet(
            field_path(self.path), template, **params), FIELD_PROBLEMS)

    def set(self, value: Any) -> None:
        """Show ``value`` (any JSON value) as JSON text."""
        self.input.value = json.dumps(value, ensure_ascii=False)


def _types(schema: dict[str, Any]) -> set[str]:
    kind = schema.get("type")
    return set(kind) if isinstance(kind, list) else {kind} if kind else set()


def generic_editor(schema: dict[str, Any]) -> type[Editor]:
    """Pick the editor class for a field from its schema shape (integer, boolean, list of numbers …)."""
    kinds = _types(schema)
    if kinds == {"integer"}:
        return IntEditor
    if kinds == {"boolean"}:
        return BoolEditor
    if kinds == {"string"}:
        return TextEditor
    items = schema.get("items", {})
    if kinds == {"array"} and _types(items) == {"integer"}:
        return IntListEditor
    if kinds == {"array"} and _types(items) == {"string"}:
        return ChoiceListEditor
    if kinds == {"array"} and _types(items) == {"array"} and items.get("maxItems") == 2:
        return PairListEditor
    props = schema.get("properties", {})
    if kinds == {"object"} and props and all(_types(p) == {"integer"} for p in props.values()):
        return CountGridEditor
    return JsonEditor
