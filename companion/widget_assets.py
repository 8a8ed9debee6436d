"""Find the front-end files (ES module + CSS) of the board widgets.

The files live in ``<repo>/widgets/`` in a source checkout; an installed wheel carries them as
package data in ``companion/_widgets/`` (``pyproject.toml`` force-includes ``widgets/`` there).
Every widget loads its files through :func:`widget_asset`; a game board joins its module to the shared
base loop with :func:`companion.ui.board.board_module` (which reads both files here)::

    from companion.ui.board import GameBoard, board_css, board_module
    class MedurisBoard(GameBoard):
        _esm = board_module("meduris_board.js")     # base_board.js + meduris_board.js
        _css = board_css("meduris_board.css")

anywidget also accepts a :class:`pathlib.Path` for ``_esm``/``_css`` and reads the file itself.
"""
from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent
#: Where to look, first match wins: the wheel's package data, then the source checkout.
SEARCH_DIRS: tuple[Path, ...] = (_PACKAGE / "_widgets", _PACKAGE.parent / "widgets")


def widget_asset(name: str) -> Path:
    """Return the path of the widget file ``name`` (e.g. ``"meduris_board.js"``).

    Args:
        name: a bare file name inside the widgets folder (no directories).

    Raises:
        ValueError: ``name`` contains a path separator or ``..``.
        FileNotFoundError: the file is in none of :data:`SEARCH_DIRS` (the message lists them).
    """
    if not name or Path(name).name != name or name in (".", ".."):
        raise ValueError(f"widget asset must be a bare file name, got {name!r}")
    for folder in SEARCH_DIRS:
        path = folder / name
        if path.is_file():
            return path
    raise FileNotFoundError(f"widget file {name!r} not found in " + ", ".join(str(d) for d in SEARCH_DIRS))
