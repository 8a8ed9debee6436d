"""Files through the player's browser: Save is a download link of a JSON document, Load an upload from the
player's device. Every page saves and loads this way (calculator, data editors, board editors, hot seat);
no widget reads or writes a path typed on the page, so the server's files stay out of reach (a Voilà page
runs on a server the player only sees through the browser).

Example:
    >>> data = {"name": "my wall"}
    >>> field = FileField("wall.json", lambda: data, lambda new: data.update(new))
    >>> field.link.value[:56]
    '<a class="companion-download" download="wall.json" href='
    >>> field.upload_bytes(b'{"name": "copy"}', "copy.json")
    True
    >>> data["name"], field.status.text
    ('copy', 'Loaded copy.json.')
    >>> field.upload_bytes(b'{"name": ', "broken.json")
    False
    >>> data["name"], field.status.text[:39]
    ('copy', 'broken.json was not loaded: it is not v')
"""
from __future__ import annotations

import base64
import html
import json
from typing import Any, Callable

import ipywidgets as W

from companion.errors import CompanionError, InvalidUpload
from companion.i18n import N_, render, translate
from companion.jsontext import FILE_PROBLEMS, parse_json
from companion.ui.forms import Status

__all__ = ["FileField", "MAX_UPLOAD_BYTES", "check_size", "download_link", "read_upload", "take_uploads"]

#: the largest file an upload accepts: every file the pages save (sheets, walls, boards, catalogues, saved
#: games) is a few kilobytes to a few hundred
MAX_UPLOAD_BYTES = 2_000_000

_LOADED = N_("Loaded {file}.")
_REFUSED = N_("{file} was not loaded: {error}")
_UNSAVED = N_("{save} — not possible yet, first fix: {error}")


def download_link(text: str, file_name: str, label: str, mime: str = "application/json") -> str:
    """HTML of a link that makes the browser download ``text`` (UTF-8) as ``file_name`` (a ``data:`` URI; the
    server keeps nothing).

    >>> download_link("{}", "a.json", "Save")
    '<a class="companion-download" download="a.json" href="data:application/json;charset=utf-8;base64,e30=">⬇ Save</a>'
    """
    data = base64.b64encode(text.encode("utf-8")).decode("ascii")
    return (f'<a class="companion-download" download="{html.escape(file_name)}" '
            f'href="data:{mime};charset=utf-8;base64,{data}">⬇ {html.escape(label)}</a>')


def take_uploads(upload: Any, change: Any, take: Callable[[bytes, str], Any]) -> None:
    """What an ``ipywidgets.FileUpload``'s ``value`` observer does on every page: hand each file chosen
    (``change["new"]``) to ``take(content, file name)``, then empty the upload, whether ``take`` loaded the file
    or refused it (``take`` shows the refusal beside the field) or failed.

    The button reads "Load (n)", n the files the upload holds: emptied, it reads "(0)" again, so a refused file
    is never counted as loaded, and the same file can be chosen again after it is fixed.

    >>> upload, taken = W.FileUpload(), []
    >>> take_uploads(upload, {"new": ({"name": "a.json", "content": memoryview(b"{}")},)},
    ...              lambda content, name: taken.append((name, content)))
    >>> taken, upload.value
    ([('a.json', b'{}')], ())
    """
    files = change["new"]
    if not files:
        return                          # the upload emptied (below): nothing chosen
    try:
        for item in files:
            take(bytes(item["content"]), str(item.get("name", "")))
    finally:
        upload.value = ()


def check_size(content: bytes, limit: int = MAX_UPLOAD_BYTES) -> None:
    """Refuse an upload larger than ``limit`` bytes.

    Raises:
        InvalidUpload: ``content`` is larger (the message gives both sizes in kB).
    """
    if len(content) > limit:
        raise InvalidUpload(N_("it is too large ({size} kB; at most {limit} kB)."),
                            size=-(-len(content) // 1000), limit=limit // 1000)


def read_upload(content: bytes, limit: int = MAX_UPLOAD_BYTES) -> Any:
    """The JSON value of an uploaded file's ``content`` (UTF-8, a byte-order mark allowed).

    Raises:
        InvalidUpload: the file is larger than ``limit`` bytes, not UTF-8 text, empty or not JSON (the line
            and column where it breaks; nested too deep, a number too long; a key given twice in an object); the
            message names the problem in the reader's language.

    >>> read_upload(b'{"a": 1}')
    {'a': 1}
    >>> try:
    ...     read_upload(b"\\xff")
    ... except InvalidUpload as exc:
    ...     print(exc.message("pl"))
    to nie jest tekst (UTF-8).
    >>> try:
    ...     read_upload(b'{"a": 1,}')
    ... except InvalidUpload as exc:
    ...     print(exc.message("pl"))
    to nie jest poprawny JSON (wiersz 1, kolumna 9).
    """
    check_size(content, limit)
    return parse_json(content, InvalidUpload, FILE_PROBLEMS)


class FileField:
    """Save and Load of one document: a download link of its JSON (always the current state) and an upload,
    with a line under them saying what was loaded or why a file was refused.

    Args:
        file_name: the name the browser saves the download as (settable later: :attr:`file_name`).
        dump: returns the document (JSON-serialisable) to save; None: no download link (upload only).
        load: called with an uploaded file's JSON value; raises a
            :class:`~companion.errors.CompanionError` to refuse it (e.g. not a file of the right kind) and
            then must leave everything as it was.
        save_label, upload_label: msgids of the link and the upload button.
        explain: optional ``explain(error, lang) -> str`` telling a refusal of ``load``, or why ``dump`` cannot
            write the document yet (default: the error's own message).
        limit: the largest upload in bytes (:data:`MAX_UPLOAD_BYTES`).
        raw: True: ``load`` gets the uploaded bytes (for a loader with its own reader, such as the score
            sheets' :func:`companion.sheets.parse`); False: their JSON value (:func:`read_upload`).

    Attributes:
        widget: the ``VBox`` to show; link (``HTML``), upload (``FileUpload``), status (a
            :class:`~companion.ui.forms.Status`).

    A refused upload (too large, not JSON, refused by ``load``) is named beside the field and nothing
    changes; every message follows :meth:`relabel`.
    """

    def __init__(self, file_name: str, dump: Callable[[], Any] | None, load: Callable[[Any], Any], *,
                 save_label: str = N_("Save"), upload_label: str = N_("Load"),
                 explain: Callable[[CompanionError, str], str] | None = None, limit: int = MAX_UPLOAD_BYTES,
                 raw: bool = False, lang: str = "en") -> None:
        self.file_name = file_name
        self._dump, self._load, self._explain, self._limit, self._raw = dump, load, explain, limit, raw
        self._labels = (save_label, upload_label)
        self._note: tuple[str, str, dict[str, Any], CompanionError | None] | None = None   # template, kind, params, error
        self.lang = lang
        self.link = W.HTML()
        self.upload = W.FileUpload(accept=".json,application/json", multiple=False,
                                   layout=W.Layout(width="auto", min_width="160px"))
        self.upload.observe(self._uploaded, names="value")
        self.status = Status(lang)
        row = [self.link, self.upload] if dump is not None else [self.upload]
        self.widget = W.VBox([W.HBox(row, layout=W.Layout(align_items="center", grid_gap="8px")),
                              self.status.widget])
        self.relabel(lang)

    def relabel(self, lang: str) -> None:
        """Show the labels, the link and the last message in ``lang``."""
        self.lang = lang
        self.upload.description = translate(self._labels[1], lang)
        self.refresh()
        self._show()

    def refresh(self) -> None:
        """Rebuild the download link from ``dump()`` (call after every change of the document). While the
        document cannot be written (``dump`` raises a CompanionError) the link's place says why, in the
        page language (through ``explain``, like a refused upload), and the link comes back once it can.

        >>> from companion.sheets import fail
        >>> unreadable = lambda: fail("coins", N_("must be {any_expected_labels}"), any_expected_labels=[N_("a whole number")])
        >>> field = FileField("a.json", unreadable, lambda new: None, save_label=N_("Save sheet"))
        >>> field.link.value
        '<span class="companion-message companion-unsaved">⬇ Save sheet — not possible yet, first fix: coins: must be a whole number</span>'
        """
        if self._dump is None:
            return
        label = translate(self._labels[0], self.lang)
        try:
            text = json.dumps(self._dump(), ensure_ascii=False, indent=1) + "\n"
        except CompanionError as exc:
            error = self._explain(exc, self.lang) if self._explain else exc.message(self.lang)
            why = render(_UNSAVED, self.lang, save=label, error=error)
            self.link.value = f'<span class="companion-message companion-unsaved">⬇ {html.escape(why)}</span>'
            return
        self.link.value = download_link(text, self.file_name, label)

    def upload_bytes(self, content: bytes, file: str = "") -> bool:
        """Load an uploaded file: True if ``load`` took it, False if it was refused (reason shown, nothing
        changed). Never raises a CompanionError."""
        try:
            if self._raw:
                check_size(content, self._limit)
                self._load(content)
            else:
                self._load(read_upload(content, self._limit))
        except CompanionError as exc:
            self._note = (_REFUSED, "error", {"file": file}, exc)
            self._show()
            return False
        self._note = (_LOADED, "ok", {"file": file}, None)
        self.refresh()
        self._show()
        return True

    def say(self, template: str, kind: str = "info", **params: Any) -> None:
        """Show ``template`` (a msgid filled with ``params``) under the field, e.g. what was opened by another
        button; ``kind`` as :meth:`companion.ui.forms.Status.show`."""
        self._note = (template, kind, params, None)
        self._show()

    def clear(self) -> None:
        """Forget the message under the field."""
        self._note = None
        self._show()

    def _show(self) -> None:
        self.status.lang = self.lang
        if self._note is None:
            self.status.clear()
            return
        template, kind, params, exc = self._note
        if exc is not None:
            params = {**params, "error": self._explain(exc, self.lang) if self._explain else exc.message(self.lang)}
        self.status.show(template, kind, **params)

    def _uploaded(self, change: Any) -> None:
        take_uploads(self.upload, change, self.upload_bytes)
