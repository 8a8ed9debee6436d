"""World Wonders solo play: the Automaton's field of the calculator (``shared/rules/world-wonders.md`` §7.2).

Sheet format: ``"automaton": {"level": "easy" | "hard", "monument_rings": n}`` at the top level of a
one-player sheet. The field is shown, and written to the sheet, only when one player is chosen
(:meth:`AutomatonEditor.active`); the Automaton's score is the scorer's business
(:func:`companion.world_wonders.scoring.automaton_lines`).
"""
from __future__ import annotations

from typing import Any

import ipywidgets as W

from companion.calculator.editors import Editor, IntEditor, narrow
from companion.i18n import N_

#: level → msgid shown in the dropdown (world-wonders.md §7.2)
LEVELS = {"easy": N_("easy level"), "hard": N_("hard level")}


class AutomatonEditor(Editor):
    """The Automaton of solo play: its level (easy / hard) and, at the hard level, its monument rings."""

    def build(self) -> W.Widget:
        """A level dropdown and a monument-rings box (disabled at the easy level, where the rings do not count)."""
        self.level = W.Dropdown(options=[(label, key) for key, label in LEVELS.items()], value="easy",
                                layout=narrow("130px"))
        self.texts.add_call(self._label_levels)
        rings_schema = self.schema.get("properties", {}).get("monument_rings", {"minimum": 0})
        self.rings = IntEditor(rings_schema, self.path + ["monument_rings"], self.texts)
        self.rings.input.layout = narrow("58px")
        self.rings.input.disabled = True
        self.level.observe(self._level_changed, names="value")
        self.watch(self.rings.input)
        rings_label = self.texts.add(W.Label(), "value", N_("Monument rings"))
        return W.HBox([self.level, rings_label, self.rings.input])

    def _label_levels(self, lang: str) -> None:
        """Relabel the levels in ``lang``; the chosen level stays, so this is no edit of the sheet."""
        value = self.level.value or "easy"
        notify, self.on_change = self.on_change, lambda: None
        try:
            self.level.options = [(self.texts.tr(label), key) for key, label in LEVELS.items()]
            self.level.value = value
        finally:
            self.on_change = notify

    def _level_changed(self, _change) -> None:
        self.rings.input.disabled = self.level.value != "hard"
        self.on_change()

    def active(self, players: int) -> bool:
        """Only a solo game (one player) has an Automaton."""
        return players == 1

    def get(self) -> dict[str, Any]:
        """Return ``{"level": "easy" | "hard", "monument_rings": int}`` (rings typed, even at the easy level)."""
        return {"level": self.level.value, "monument_rings": self.rings.get()}

    def set(self, value: Any) -> None:
        """Show ``{"level", "monument_rings"?}`` (missing rings show 0; an unknown level raises ``ValueError``)."""
        if value.get("level") not in LEVELS:
            raise ValueError(f"unknown Automaton level: {value.get('level')!r}")
        self.rings.set(value.get("monument_rings", 0))
        self.level.value = value["level"]

    def widget_at(self, rest):
        """The level dropdown or the rings box, else the whole field."""
        if rest[:1] == ["level"]:
            return self.level
        if rest[:1] == ["monument_rings"]:
            return self.rings.input
        return self.widget
