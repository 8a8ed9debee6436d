"""The play log: finished games saved in SQLite, with statistics, exports and ``companion log``.

* :mod:`~companion.playlog.store` — :class:`PlayLog` (add / get / search / edit / delete / import),
  :class:`Play`; the file is in the user's data directory unless a path or ``$COMPANION_PLAYLOG`` says
  otherwise (:func:`default_path`).
* :mod:`~companion.playlog.schema` — the SQLite layout and its migrations (``PRAGMA user_version``).
* :mod:`~companion.playlog.exchange` — JSON export/import, CSV export, ``bgstats://`` links.
* :mod:`~companion.playlog.stats` — pandas statistics (per player, per game, per category, head to head).
* :mod:`~companion.playlog.plots` — matplotlib charts (category breakdown over time, score histogram).
* :mod:`~companion.playlog.cli` — the ``companion log`` subcommands.

Only :mod:`~companion.playlog.stats` and :mod:`~companion.playlog.plots` need pandas / matplotlib
(the ``stats`` extra); the rest uses the standard library and platformdirs.
"""
from __future__ import annotations

from typing import Any

__all__ = ["PlayLog", "Play", "PlayerResult", "ImportReport", "UNCHANGED", "default_path"]


def __getattr__(name: str) -> Any:
    """The store's names, imported on first use (``companion score`` builds the ``log`` subcommands' parser
    without loading sqlite3 and platformdirs)."""
    if name in __all__:
        from companion.playlog import store

        return getattr(store, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
