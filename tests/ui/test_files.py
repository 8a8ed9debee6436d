"""Uploads read by the shared Save/Load field (companion.ui.files): every refusal in the reader's language."""
from __future__ import annotations

import pytest

from companion.errors import InvalidUpload
from companion.ui.files import read_upload


@pytest.mark.parametrize("content, english, polish", [
    (b"", "it is empty.", "plik jest pusty."),
    (b" \n\t", "it is empty.", "plik jest pusty."),
    (b"hello, this is not json\n", "it is not valid JSON (line 1, column 1).",
     "to nie jest poprawny JSON (wiersz 1, kolumna 1)."),
    (b'{\n "a": 1,\n}', "it is not valid JSON (line 3, column 1).",
     "to nie jest poprawny JSON (wiersz 3, kolumna 1)."),
    (b"[" * 100_000 + b"]" * 100_000, "it is not valid JSON: nested too deeply or a number far too long.",
     "to nie jest poprawny JSON: zbyt głębokie zagnieżdżenie albo o wiele za długa liczba."),
    # a key given twice: Python's parser kept the last value without a word (JSON leaves it undefined)
    (b'{"name": "Ann",\n "sites": [{"n": 1, "n": 2}]}', "it gives the key 'n' twice (line 2, column 21).",
     "klucz 'n' występuje w nim dwa razy (wiersz 2, kolumna 21)."),
])
def test_an_upload_that_is_not_json_is_told_in_the_readers_language(content, english, polish):
    """The parser's English words ('Expecting value: line 1 column 1 (char 0)', 'maximum recursion depth
    exceeded …') were shown on Polish pages, and an empty file read as 'not valid JSON'."""
    with pytest.raises(InvalidUpload) as refused:
        read_upload(content)
    assert refused.value.message("en") == english
    assert refused.value.message("pl") == polish


def test_each_editor_says_it_cannot_write_a_file_into_a_missing_folder(tmp_path):
    """The editors' Python ``save`` writes through the shared companion.ui.data_editor.write_json; a folder that
    does not exist is refused with the editor's own error, naming the file, in both languages."""
    from companion.errors import InvalidBoard, InvalidCatalogue, InvalidWall
    from companion.iquazu.ui.editor import WallEditor
    from companion.meduris.ui.editor import BoardEditor
    from companion.world_wonders.ui.editors import CatalogueEditor

    target = tmp_path / "missing" / "file.json"
    for editor, error, english in [
            (BoardEditor(), InvalidBoard, "Cannot write the board file"),
            (WallEditor(), InvalidWall, "cannot write the wall file"),
            (CatalogueEditor("monuments"), InvalidCatalogue, "cannot write the file")]:
        with pytest.raises(error) as refused:
            editor.save(target)
        assert f"{english} {target}: " in refused.value.message("en")
        assert str(target) in refused.value.message("pl") and english not in refused.value.message("pl")
    assert not target.parent.exists()
