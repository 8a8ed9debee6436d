"""Shared parts of the editors that enter one's own copy of a game's unpublished data as a JSON file (World Wonders
catalogues; the pattern of the Iquazú wall editor, :mod:`companion.iquazu.ui.editor`): a grid of cells painted
with a brush (:class:`PaintGrid`) and the status display saying that the data is valid or giving the validator's
message, which names the field and the rule (:class:`EditorDisplay`). Files are saved and loaded through the
player's browser (:class:`companion.ui.files.FileField`), never by a path typed on the page.

Example:
    >>> grid = PaintGrid({".": ("land", "#b7e1a1"), "~": ("water", "#7fb3e6")}, rows=["..", ".~"])
    >>> grid.brush = "~"; grid.paint(0, 1); grid.rows
    ['.~', '.~']
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

import ipywidgets as W

from companion.errors import CompanionError
from companion.i18n import N_, Phrase, translate
from companion.jsontext import FILE_PROBLEMS, parse_json

__all__ = ["PaintGrid", "EditorDisplay", "read_json", "write_json"]

_CELL = {"width": "30px", "height": "30px", "padding": "0", "margin": "1px"}


class PaintGrid:
    """A grid of cells, each holding one character of ``brushes``; clicking a cell paints it with the chosen
    brush.

    Args:
        brushes: character → ``(label msgid, colour)``; the first is the blank cell.
        rows: the grid as strings of brush characters (all the same length).
        on_change: called with the new rows after each paint or resize.

    Attributes:
        widget: the brush buttons above the grid of cells; rows: the current rows; brush: the chosen character.
    """

    def __init__(self, brushes: Mapping[str, tuple[str, str]], rows: Sequence[str] = (".",),
                 on_change: Callable[[list[str]], Any] | None = None, lang: str = "en") -> None:
        self.brushes = dict(brushes)
        self.brush = next(iter(self.brushes))
        self.on_change = on_change
        self.rows = [str(r) for r in rows] or [next(iter(self.brushes))]
        self.picker = W.ToggleButtons(layout=W.Layout(width="auto"))
        self.picker.observe(lambda ch: setattr(self, "brush", ch["new"]) if ch["new"] else None, names="value")
        self.cells = W.GridBox(layout=W.Layout(grid_gap="0px"))
        self.widget = W.VBox([self.picker, self.cells])
        self.relabel(lang)
        self._draw()

    def relabel(self, lang: str) -> None:
        """Brush names in ``lang``."""
        self.picker.options = [(translate(label, lang), ch) for ch, (label, _) in self.brushes.items()]
        self.picker.value = self.brush

    def set_rows(self, rows: Sequence[str]) -> None:
        """Show ``rows`` (no change callback)."""
        self.rows = [str(r) for r in rows] or [next(iter(self.brushes))]
        self._draw()

    def resize(self, height: int, width: int) -> None:
        """Keep the top-left part, fill new cells with the blank brush, then report the change."""
        blank = next(iter(self.brushes))
        self.rows = [(self.rows[r] if r < len(self.rows) else "").ljust(width, blank)[:width]
                     for r in range(max(1, height))]
        self._draw()
        self._changed()

    def paint(self, r: int, c: int, brush: str | None = None) -> None:
        """Paint cell ``(r, c)`` with ``brush`` (default: the chosen one), then report the change."""
        ch = self.brush if brush is None else brush
        if ch not in self.brushes:
            raise ValueError(f"unknown brush {ch!r}")
        row = self.rows[r]
        self.rows[r] = row[:c] + ch + row[c + 1:]
        self._style(self.cells.children[r * len(row) + c], ch)
        self._changed()

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(list(self.rows))

    def _style(self, button: W.Button, ch: str) -> None:
        button.description = ch if ch not in ". " else ""
        button.style.button_color = self.brushes[ch][1]

    def _draw(self) -> None:
        width = max(len(r) for r in self.rows)
        self.rows = [r.ljust(width, next(iter(self.brushes))) for r in self.rows]
        buttons = []
        for r, row in enumerate(self.rows):
            for c, ch in enumerate(row):
                b = W.Button(layout=W.Layout(**_CELL), tooltip=f"({r},{c})")
                self._style(b, ch if ch in self.brushes else next(iter(self.brushes)))
                b.on_click(lambda _b, r=r, c=c: self.paint(r, c))
                buttons.append(b)
        self.cells.layout.grid_template_columns = f"repeat({width}, 32px)"
        self.cells.children = buttons


class EditorDisplay:
    """How a data editor shows itself: its ``widget`` in a notebook, in text ``Name(<summary>, error=…)`` with the
    validator's current complaint (``error``: a :class:`~companion.errors.CompanionError` or None), and in the
    page's language (``_lang``, refilled by ``_render`` when the page switches)."""

    widget: Any
    error: Any
    _lang: str

    def _render(self) -> None:
        """Refill every widget in :attr:`_lang`."""

    def _page_language_changed(self, lang: str) -> None:
        """The page switched to ``lang``: relabel everything (register with ``language.follow``)."""
        if lang != self._lang:
            self._lang = lang
            self._render()

    def _summary(self) -> str:
        """What the text form shows before the error (e.g. ``name='my wall', columns=4``)."""
        return ""

    def __repr__(self) -> str:
        error = None if self.error is None else self.error.message("en")
        return f"{type(self).__name__}({self._summary()}, error={error!r})"

    def _repr_mimebundle_(self, **kwargs: Any) -> dict:
        data = self.widget._repr_mimebundle_(**kwargs)
        data["text/plain"] = repr(self)
        return data


def read_json(path: str | Path, error: Callable[..., CompanionError]) -> Any:
    """The JSON of the file ``path``.

    Raises:
        the error ``error(template, **params)`` builds: the file is missing or not JSON (not UTF-8, where it
        breaks, a key given twice…).
    """
    try:
        content = Path(path).read_bytes()
    except OSError as exc:
        raise error(N_("cannot read the file {path}: {error}"), path=str(path), error=exc.strerror or str(exc)) from None
    return parse_json(content, lambda template, **params: error(
        N_("the file {file} cannot be used: {detail}"), file=str(path), detail=Phrase(template, params)), FILE_PROBLEMS)


def write_json(path: str | Path, value: Any, error: Callable[..., CompanionError],
               template: str = N_("cannot write the file {path}: {error}")) -> Path:
    """Write ``value`` to the file ``path`` as the editors' JSON (UTF-8, non-ASCII kept, indented by one space,
    a final newline) and return the path; what :func:`read_json` reads back.

    Args:
        path: the file to write (replaced when it exists).
        value: JSON data (dicts, lists, strings, numbers, booleans, None).
        error: ``error(template, **params)`` builds the editor's own error.
        template: the msgid of the message, with ``{path}`` and ``{error}`` (the system's reason).

    Raises:
        the error ``error`` builds: the file cannot be written (a missing folder, no permission, a full disk).
    """
    target = Path(path)
    try:
        target.write_text(json.dumps(value, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    except OSError as exc:
        raise error(template, path=str(target), error=exc.strerror or str(exc)) from None
    return target
