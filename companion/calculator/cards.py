"""Player cards of the calculator: one :class:`FieldRow` (label, editor, error message) per sheet field.

Also :func:`~companion.calculator.labels.parse_path` (re-exported), which turns an error's field path into parts
to find the widget to mark.
"""
from __future__ import annotations

import html
from typing import TYPE_CHECKING

import ipywidgets as W

from companion.calculator.editors import Editor, TextEditor, narrow
from companion.calculator.labels import Texts, field_label, field_tooltip, parse_path
from companion.calculator.registry import make_editor
from companion.i18n import N_, translate

if TYPE_CHECKING:  # pragma: no cover
    from companion.calculator.app import Calculator

class FieldRow:
    """A label, the field's editor and the place for its error message, side by side."""

    def __init__(self, name: str, editor: Editor, texts: Texts, label_width: str = "130px") -> None:
        self.editor = editor
        self.label = texts.add(W.Label(layout=narrow(label_width)), "value", field_label(name))
        texts.add_call(lambda lang: setattr(self.label, "tooltip", field_tooltip(editor.schema, lang)))
        self.message = W.HTML("", layout=W.Layout(max_width="300px"))
        self.message.add_class("companion-message")
        self.widget = W.VBox([W.HBox([self.label, editor.widget]), self.message])
        self.marked: list[W.Widget] = []
        self.messages: list[str] = []
        self.outlined: list[W.Widget] = []

    def mark(self, widget: W.Widget, message: str) -> None:
        """Give ``widget`` a red border and show ``message`` beside it, under the messages already shown (a
        field of several boxes, such as a grid of counts, may have more than one bad box)."""
        self.marked.append(widget)
        widget.add_class("companion-invalid")
        self.messages.append(message)
        self.message.value = "<br>".join(html.escape(text) for text in self.messages)

    def outline(self, widget: W.Widget) -> None:
        """Give ``widget`` a red border without a message (the other field of a limit between two fields)."""
        widget.add_class("companion-invalid")
        self.outlined.append(widget)

    def clear(self) -> None:
        """Remove the marks and the messages."""
        for widget in self.marked + self.outlined:
            widget.remove_class("companion-invalid")
        self.marked, self.messages, self.outlined = [], [], []
        self.message.value = ""


class PlayerCard:
    """The inputs of one player: name plus one :class:`FieldRow` per schema field."""

    def __init__(self, calc: "Calculator", index: int) -> None:
        path = ["players", index]
        texts = calc.texts
        self.auto_name = texts.tr(N_("Player {n}"), n=index + 1)
        name_schema = calc.player_schema["properties"].get("name", {"type": "string"})
        self.rows = {"name": FieldRow("name", TextEditor(name_schema, path + ["name"], texts), texts)}
        self.rows["name"].editor.set(self.auto_name)
        for key, schema in calc.player_fields.items():
            self.rows[key] = FieldRow(key, make_editor(calc.game, key, schema, path + [key], texts), texts)
        for key, row in self.rows.items():
            row.editor.on_change = calc._names_changed if key == "name" else calc._scored
        self.widget = W.VBox([row.widget for row in self.rows.values()])
        self.widget.add_class("companion-card")
        texts.add_call(lambda lang: self._rename(lang, index, calc))

    def _rename(self, lang: str, index: int, calc: "Calculator") -> None:
        """Keep an untouched default name ("Player 2") in the current language."""
        new = translate(N_("Player {n}"), lang).format(n=index + 1)
        if self.rows["name"].editor.get() == self.auto_name and new != self.auto_name:
            with calc.quiet():
                self.rows["name"].editor.set(new)
        self.auto_name = new

    @property
    def name(self) -> str:
        """The player's name as typed (str)."""
        return self.rows["name"].editor.get()
