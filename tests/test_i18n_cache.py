"""The parsed catalogs are cached (companion/i18n.py): an edited .po file is read again, never a stale cache,
and a folder that cannot be written only costs the parse."""
from __future__ import annotations

import shutil

import pytest

from companion import i18n


@pytest.fixture
def locale_copy(tmp_path, monkeypatch):
    folder = tmp_path / "locale"
    shutil.copytree(i18n.LOCALE_DIR, folder, ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(i18n, "LOCALE_DIR", folder)
    monkeypatch.setattr(i18n, "_cache_dirs", lambda: [folder / "__pycache__"])
    for cached in (i18n._compiled, i18n._messages, i18n.plural_rule):
        cached.cache_clear()
    yield folder
    for cached in (i18n._compiled, i18n._messages, i18n.plural_rule):
        cached.cache_clear()


def _fresh() -> None:
    for cached in (i18n._compiled, i18n._messages):
        cached.cache_clear()


def test_an_edited_catalog_is_read_again(locale_copy):
    assert i18n.translate("Rune stones", "pl") == "Kamienie runiczne"
    assert len(list((locale_copy / "__pycache__").glob("catalogs-*.json"))) == 1
    for po in (locale_copy / "pl").glob("*.po"):
        po.write_text(po.read_text().replace('msgstr "Kamienie runiczne"', 'msgstr "Runy"'))
    _fresh()
    assert i18n.translate("Rune stones", "pl") == "Runy"
    assert len(list((locale_copy / "__pycache__").glob("catalogs-*.json"))) == 1   # the stale one is gone


def test_the_cache_gives_what_the_catalogs_say(locale_copy):
    parsed = i18n._compile(sorted(locale_copy.glob("*/*.po")))
    i18n.translate("Rune stones", "pl")          # writes the cache
    _fresh()
    assert i18n._compiled() == parsed            # read back from the cache
    assert i18n.plural_rule("pl")[0] == 3 and i18n.plural_rule("en")[0] == 2


def test_an_unwritable_cache_folder_only_costs_the_parse(locale_copy, monkeypatch):
    blocked = locale_copy / "blocked"
    blocked.write_text("a file where the cache folder would be")
    monkeypatch.setattr(i18n, "_cache_dirs", lambda: [blocked / "cache"])
    assert i18n.translate("Rune stones", "pl") == "Kamienie runiczne"
