"""Start-up work is cached on disk (companion/cache.py): the parsed catalogs and the sheet validators. An edited
.po file is read again, never a stale entry, and a folder that cannot be written only costs the rebuild."""
from __future__ import annotations

import shutil

import pytest

from companion import cache, i18n, sheets


@pytest.fixture
def locale_copy(tmp_path, monkeypatch):
    folder = tmp_path / "locale"
    shutil.copytree(i18n.LOCALE_DIR, folder, ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(i18n, "LOCALE_DIR", folder)
    monkeypatch.setattr(cache, "PACKAGE_CACHE", tmp_path / "cache")
    monkeypatch.setattr(cache, "cache_dirs", lambda: [tmp_path / "cache"])
    for cached in (i18n._compiled, i18n._messages, i18n.plural_rule):
        cached.cache_clear()
    yield folder
    for cached in (i18n._compiled, i18n._messages, i18n.plural_rule):
        cached.cache_clear()


def _fresh() -> None:
    for cached in (i18n._compiled, i18n._messages):
        cached.cache_clear()


def test_an_edited_catalog_is_read_again(locale_copy, tmp_path):
    assert i18n.translate("Rune stones", "pl") == "Kamienie runiczne"
    assert len(list((tmp_path / "cache").glob("catalogs-*.bin"))) == 1
    for po in (locale_copy / "pl").glob("*.po"):
        po.write_text(po.read_text().replace('msgstr "Kamienie runiczne"', 'msgstr "Runy"'))
    _fresh()
    assert i18n.translate("Rune stones", "pl") == "Runy"
    assert len(list((tmp_path / "cache").glob("catalogs-*.bin"))) == 1   # the stale entry is gone


def test_the_cache_gives_what_the_catalogs_say(locale_copy):
    parsed = i18n._compile(sorted(locale_copy.glob("*/*.po")))
    i18n.translate("Rune stones", "pl")          # writes the entry
    _fresh()
    assert i18n._compiled() == parsed            # read back from the cache
    assert i18n.plural_rule("pl")[0] == 3 and i18n.plural_rule("en")[0] == 2


def test_an_unwritable_cache_folder_only_costs_the_rebuild(locale_copy, tmp_path, monkeypatch):
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the cache folder would be")
    monkeypatch.setattr(cache, "PACKAGE_CACHE", blocked / "cache")
    monkeypatch.setattr(cache, "cache_dirs", lambda: [blocked / "cache"])
    assert i18n.translate("Rune stones", "pl") == "Kamienie runiczne"


@pytest.mark.rule("meduris 1")
def test_a_cached_validator_refuses_like_a_fresh_one(tmp_path, monkeypatch):
    """The validator read back from the cache is the compiled one: 10 rune stones are refused (9 exist)."""
    from companion import games
    from companion.errors import InvalidScoreSheet

    monkeypatch.setattr(cache, "PACKAGE_CACHE", tmp_path / "cache")
    monkeypatch.setattr(cache, "cache_dirs", lambda: [tmp_path / "cache"])
    schema = games.schema("meduris")
    sheet = {"game": "meduris", "players": [
        {"name": "A", "track": 1, "rune_stones": 10, "temples": [], "huts_built": 10, "resources_left": 0},
        {"name": "B", "track": 1, "rune_stones": 0, "temples": [], "huts_built": 0, "resources_left": 0}]}
    for _ in range(2):                                     # built, then read back
        monkeypatch.setattr(sheets, "_VALIDATORS", {})
        with pytest.raises(InvalidScoreSheet) as err:
            sheets.validate(sheet, schema)
        assert err.value.field == "players[0].rune_stones"
    assert len(list((tmp_path / "cache").glob("validator_*.bin"))) == 1
