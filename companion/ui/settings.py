"""Settings remembered between visits of the app: today only the page language.

They live in a small JSON object in a file of the user's configuration directory:
``$COMPANION_SETTINGS`` when set, else ``settings.json`` in :func:`platformdirs.user_config_dir`
(``~/.config/board-game-companion/settings.json`` on Linux). Reading never fails: a missing, unreadable or
damaged file means the defaults. Writing replaces the file in one step (a temporary file renamed over it),
keeps the other keys, and reports failure by returning ``False`` (a read-only home never breaks a page).

Example:
    >>> import tempfile, pathlib
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "settings.json"
    >>> remembered_language(path)
    'en'
    >>> save_setting("language", "pl", path)
    True
    >>> remembered_language(path), load_settings(path)
    ('pl', {'language': 'pl'})
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from companion.i18n import DEFAULT_LANGUAGE, LANGUAGES

#: Application name of the configuration directory (:func:`platformdirs.user_config_dir`).
APP_NAME = "board-game-companion"
#: File name of the settings inside the configuration directory.
FILE_NAME = "settings.json"
#: Environment variable naming another settings file.
ENV_VAR = "COMPANION_SETTINGS"
#: Largest settings file read, in bytes (anything bigger is not ours).
MAX_BYTES = 64 * 1024


def settings_path() -> Path:
    """The settings file: ``$COMPANION_SETTINGS`` if set, else ``<user config dir>/settings.json``."""
    env = os.environ.get(ENV_VAR, "").strip()
    if env:
        return Path(env).expanduser()
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)) / FILE_NAME


def load_settings(path: str | os.PathLike[str] | None = None) -> dict[str, Any]:
    """The settings stored in ``path`` (default :func:`settings_path`) as a dict; ``{}`` when the file is
    missing, unreadable, too big, or not a JSON object."""
    target = Path(path) if path is not None else settings_path()
    try:
        if target.stat().st_size > MAX_BYTES:
            return {}
        data = json.loads(target.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def save_setting(key: str, value: Any, path: str | os.PathLike[str] | None = None) -> bool:
    """Store ``key = value`` (JSON data) in ``path`` (default :func:`settings_path`), keeping the other keys;
    the folder is created when missing.

    Returns:
        True when written; False when the file or folder cannot be written (nothing raised).
    """
    target = Path(path) if path is not None else settings_path()
    data = load_settings(target)
    if data.get(key) == value and target.exists():
        return True
    data[key] = value
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        os.replace(tmp, target)   # a reader sees the old file or the whole new one
    except OSError:
        try:
            tmp.unlink(missing_ok=True)
        except OSError:
            pass
        return False
    return True


def remembered_language(path: str | os.PathLike[str] | None = None) -> str:
    """The page language stored in the settings (``"en"`` / ``"pl"``); the default language when none is
    stored or the stored value is not a supported language."""
    lang = load_settings(path).get("language")
    return lang if lang in LANGUAGES else DEFAULT_LANGUAGE
