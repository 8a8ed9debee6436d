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
from pathlib import Path
from typing import Callable

__all__ = ["cached", "cache_dirs"]

PACKAGE_CACHE = Path(__file__).parent / "__pycache__"


def cache_dirs() -> list[Path]:
    """Where entries are kept, in order of preference."""
    dirs = [PACKAGE_CACHE]
    try:
        import platformdirs

        dirs.append(Path(platformdirs.user_cache_dir("board-game-companion")))
    except ImportError:  # pragma: no cover - platformdirs is a dependency
        pass
    return dirs


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
    first = PACKAGE_CACHE / name
    for candidate in [first] if first.is_file() else [d / name for d in cache_dirs()[1:]]:
        try:
            return candidate.read_bytes()
        except OSError:
            continue
    data = build()
    for folder in cache_dirs():
        try:
            folder.mkdir(parents=True, exist_ok=True)
            tmp = folder / f"{name}.{os.getpid()}.tmp"
            tmp.write_bytes(data)
            os.replace(tmp, folder / name)   # atomic: a reader sees no entry or the whole entry
            for stale in folder.glob(f"{kind}-*.bin"):
                if stale.name != name:
                    stale.unlink(missing_ok=True)
            return data
        except OSError:
            continue
    return data
