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
])
def test_an_upload_that_is_not_json_is_told_in_the_readers_language(content, english, polish):
    """The parser's English words ('Expecting value: line 1 column 1 (char 0)', 'maximum recursion depth
    exceeded …') were shown on Polish pages, and an empty file read as 'not valid JSON'."""
    with pytest.raises(InvalidUpload) as refused:
        read_upload(content)
    assert refused.value.message("en") == english
    assert refused.value.message("pl") == polish
