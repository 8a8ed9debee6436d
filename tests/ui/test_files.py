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


def _page_uploads():
    """(name, make the page, its upload, its message beside the upload) of every page with an upload button."""
    from companion.calculator import Calculator
    from companion.ui.hotseat import HotSeat
    from companion.ui.whatif import WhatIfPage
    from companion.world_wonders.ui.city_scoring import CityScorer

    return [
        ("calculator", lambda: Calculator("meduris"), lambda p: p.upload, lambda p: p.file_status.value),
        ("meduris hot seat", lambda: HotSeat("meduris"), lambda p: p.load_upload, lambda p: p.file_message.value),
        ("iquazu wall", lambda: HotSeat("iquazu"), lambda p: p.adapter.wall_upload, lambda p: p.adapter.wall_status.value),
        ("world wonders catalogues", lambda: HotSeat("world-wonders"), lambda p: p.adapter.upload,
         lambda p: p.adapter.upload_note.value),
        ("what if", lambda: WhatIfPage("meduris", background=False), lambda p: p.upload, lambda p: p.message.value),
        ("score my city", CityScorer, lambda p: p.load_upload, lambda p: p.file_message.value),
    ]


@pytest.mark.parametrize("name, make, upload_of, message_of", _page_uploads(), ids=[u[0] for u in _page_uploads()])
def test_a_refused_upload_is_not_counted_on_the_button(name, make, upload_of, message_of):
    """The button reads "Upload (n)", n the files its FileUpload holds: a refused file left in it read "(1)",
    two refused catalogues "(2)", as if loaded. Every page empties the upload after each file, taken or
    refused, and the refusal stays beside the field."""
    page = make()
    upload = upload_of(page)
    for _ in range(2):
        upload.set_state({"value": [{"name": f"bad{k}.json", "content": memoryview(b"{not json"),   # as the browser sends it
                                     "type": "application/json", "size": 9, "last_modified": 0}
                                    for k in range(1 + upload.multiple)]})
        assert upload.value == ()                     # the count on the button is back to (0)
        assert f"bad{int(upload.multiple)}.json" in message_of(page)   # and the refusal stays beside it
