"""A small on-disk cache for work every process would otherwise redo at start-up (parsing the catalogs,
compiling the sheet validators).

Entries live beside the package (``companion/__pycache__/``, like Python's own bytecode cache) or, when the
package folder is read-only, in the user's cache directory (platformdirs). An entry's name carries a
checksum of everything it was built from, so a stale entry is never read; writes are atomic; any failure
to read or write only costs the rebuild.

Example:
    >>> from companion.cache import cached
    >>> cached("doctest", b"input v1", lambda: b"built") == b"built"
    True
"""
from __future__ import annotations

import os
import sys
import zlib

TYPE_CHECKING = False   # typing.TYPE_CHECKING without importing typing (2–4 ms of every command's start-up)
if TYPE_CHECKING:  # pragma: no cover - annotations only
    from typing import Callable

__all__ = ["cached", "cache_dirs"]

#: the package's own cache folder (a path as text: the command line does not import pathlib)
PACKAGE_CACHE = os.path.join(os.path.dirname(__file__), "__pycache__")


def cache_dirs() -> list[str | os.PathLike]:
    """Where entries are kept, in order of preference (folders as text or paths)."""
    dirs: list[str | os.PathLike] = [PACKAGE_CACHE]
    try:
        import platformdirs

        dirs.append(platformdirs.user_cache_dir("board-game-companion"))
    except ImportError:  # pragma: no cover - platformdirs is a dependency
        pass
    return dirs


def _read(path: str) -> bytes:
    with open(path, "rb") as fh:
        return fh.read()


def cached(kind: str, source: bytes, build: Callable[[], bytes]) -> bytes:
    """The bytes ``build()`` makes from ``source``, from the cache when an entry for this exact source exists.

    Args:
        kind: the entry's family (file-name prefix, e.g. ``"catalogs"``); older entries of the same
            family are removed when a new one is written.
        source: everything the result depends on (its CRC-32, with the Python version, names the entry).
        build: makes the bytes when there is no entry.
    """
    digest = zlib.crc32(source, zlib.crc32(sys.implementation.cache_tag.encode()))  # a change detector only
    name = f"{kind}-{digest:08x}.bin"
    first = os.path.join(PACKAGE_CACHE, name)
    for candidate in [first] if os.path.isfile(first) else [os.path.join(d, name) for d in cache_dirs()[1:]]:
        try:
            return _read(candidate)
        except OSError:
            continue
    data = build()
    for folder in cache_dirs():
        try:
            os.makedirs(folder, exist_ok=True)
            tmp = os.path.join(folder, f"{name}.{os.getpid()}.tmp")
            with open(tmp, "wb") as fh:
                fh.write(data)
            os.replace(tmp, os.path.join(folder, name))   # atomic: a reader sees no entry or the whole entry
            for stale in os.listdir(folder):
                if stale.startswith(f"{kind}-") and stale.endswith(".bin") and stale != name:
                    try:
                        os.unlink(os.path.join(folder, stale))
                    except FileNotFoundError:
                        pass
            return data
        except OSError:
            continue
    return data
