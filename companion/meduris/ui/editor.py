"""Board editor: enter the unknown sites of a partly known Meduris board side (meduris.md §2.3, §2.4).

The 4-player side is shipped with only the sites the rules reference knows (``boards/4p.json``: sites
1-8 and the last one); a game on it raises :class:`~companion.errors.InvalidBoard`. This editor lets a
player copy the missing sites from their own physical board — we never invent them::

    >>> ed = BoardEditor("4p")                                            # doctest: +SKIP
    >>> ed.set_site(9, symbols=("wood", "stone"), district="Diamond")     # doctest: +SKIP
    >>> ed.missing_sites                                                  # doctest: +SKIP
    >>> ed.save("meduris-4p-board.json")                                  # doctest: +SKIP

Validation is the engine's own loader (:func:`companion.meduris.board.board_from_dict`), so the
editor and the engine always agree: whatever it refuses is shown beside the editor (``error``) and
nothing typed is cleared.

Saved files are ordinary board files (loadable by the engine) with two extra keys the engine ignores:
``"entered"`` on a site lists the fields the user typed (``"symbols"``, ``"district"``), and the
top-level ``"entered"`` lists ``"site_count"`` / ``"districts"`` when the user confirmed them; when
such a file is loaded again, exactly those fields stay editable and the rest stays read-only.
"""
from __future__ import annotations

import contextlib
import html
from pathlib import Path
from typing import Any, Iterable, Mapping

import ipywidgets as W

from companion.errors import InvalidBoard
from companion.i18n import N_, Plural, check_language, join_names, render, translate
from companion.meduris.board import Board, _ranges, board_from_dict, load_board_data, missing_sites
from companion.meduris.rules import RESOURCES
from companion.meduris.ui.board import RESOURCE_TITLES
from companion.ui import language as page
from companion.ui.data_editor import write_json
from companion.ui.files import FileField

#: key of the last site (just before the great river) while the site count is still being entered:
#: its known data follows the count (site 40 of a 40-site board, site 38 of a 38-site board).
LAST = "last"
MAX_SITES = 120
FIELDS = ("symbols", "district")

_STYLE = """<style>
.meduris-known { color: #666; font-style: italic; }
.meduris-board-error { color: #c62828; font-weight: bold; }
.meduris-board-ok { color: #2e7d32; font-weight: bold; }
</style>"""


def _default_path(name: str) -> str:
    return f"meduris-{name}-board.json"


class _SiteRow:
    """Widgets of one site: number, two resources and the rune district (dropdowns or read-only text)."""

    def __init__(self, editor: "BoardEditor", key: int | str) -> None:
        self.editor, self.key = editor, key
        self.number = W.HTML(layout=W.Layout(width="50px"))
        self.slots: list[W.Widget] = []
        fixed = editor._fixed.get(key, {})
        for slot in range(2):
            if "symbols" in fixed:
                self.slots.append(_known_label("130px"))
            else:
                dd = W.Dropdown(layout=W.Layout(width="130px"))
                dd.observe(lambda ch, s=slot: editor._picked(key, "symbols", s, ch["new"]), names="value")
                self.slots.append(dd)
        if "district" in fixed:
            self.district: W.Widget = _known_label("150px")
        else:
            self.district = W.Dropdown(layout=W.Layout(width="150px"))
            self.district.observe(lambda ch: editor._picked(key, "district", 0, ch["new"]), names="value")
        self.note = W.HTML(layout=W.Layout(width="360px"))
        self.widget = W.HBox([self.number, *self.slots, self.district, self.note])

    def show(self, number: int, lang: str) -> None:
        """Fill every widget from the editor's model (call inside ``editor._quiet()``)."""
        ed = self.editor
        fixed, entry = ed._fixed.get(self.key, {}), ed._entry(self.key)
        self.number.value = f"<b>{number}</b>"
        for slot, widget in enumerate(self.slots):
            if isinstance(widget, W.Dropdown):
                _fill(widget, _resource_options(entry["symbols"][slot], lang), entry["symbols"][slot])
            else:
                widget.value = html.escape(translate(RESOURCE_TITLES.get(fixed["symbols"][slot], fixed["symbols"][slot]), lang))
        if isinstance(self.district, W.Dropdown):
            _fill(self.district, _district_options(ed._districts, entry["district"], lang), entry["district"])
        else:
            self.district.value = html.escape(translate(fixed["district"], lang))
        note = fixed.get("note")
        self.note.value = f'<span class="meduris-known">{html.escape(translate(note, lang))}</span>' if note else ""
        tip = translate(N_("Known from the board file; cannot be changed here."), lang)
        for widget in (*self.slots, self.district):
            if not isinstance(widget, W.Dropdown):
                widget.tooltip = tip


def _known_label(width: str) -> W.HTML:
    label = W.HTML(layout=W.Layout(width=width))
    label.add_class("meduris-known")
    return label


def _fill(dropdown: W.Dropdown, options: list[tuple[str, str]], value: str) -> None:
    """Give ``dropdown`` new (translated) options and select ``value`` (setting options resets it)."""
    dropdown.options = options
    dropdown.value = value


def _resource_options(current: str, lang: str) -> list[tuple[str, str]]:
    options = [(translate(N_("— choose —"), lang), "")]
    options += [(translate(RESOURCE_TITLES[r], lang), r) for r in RESOURCES]
    if current and current not in RESOURCES:  # a value from a file or set_site: shown, the engine names the problem
        options.append((current, current))
    return options


def _district_options(districts: Iterable[str], current: str, lang: str) -> list[tuple[str, str]]:
    districts = list(districts)
    options = [(translate(N_("— choose —"), lang), "")]
    options += [(f"{i}. {translate(d, lang)}", d) for i, d in enumerate(districts, 1)]
    if current and current not in districts:
        options.append((current, current))
    return options


class BoardEditor:
    """Notebook editor for the missing sites of a Meduris board side (meduris.md §2.3, data model §2.4).

    Args:
        base: a shipped board name (``"4p"``, ``"2-3p"``) or the path of a board JSON file saved before
            (by this editor or in the board-file format of :mod:`companion.meduris.board`).
        lang: ``"en"`` or ``"pl"`` to switch the page to that language now; ``None`` (default) keeps the
            page's language. The editor follows the one page language (:mod:`companion.ui.language`).
        switch: show the page's language switch at the top (for an editor shown alone on its page).

    Attributes:
        widget: the ipywidgets box to display (the editor also displays itself).
        error: the :class:`~companion.errors.InvalidBoard` the engine's loader raises for the current
            entries (the incomplete board included), or ``None`` once the board is valid.
        file: Save and Load (:class:`companion.ui.files.FileField`): a download link of the board entered
            (``meduris-<board>-board.json``) and an upload of a board file from the player's device; no path
            on the server is typed or opened.

    Raises:
        InvalidBoard: ``base`` is not a shipped board or a readable board file.
        ValueError: unsupported ``lang``.

    The known sites are read-only. For each missing site there are two resource dropdowns and a rune
    district dropdown (the board's 9 districts in lap order); when the board file marks the site count
    or the district order as unconfirmed (``site_count_confirmed`` / ``districts_confirmed`` false, as
    the 4-player side does), the count and a confirmation box are shown too.
    """

    def __init__(self, base: str | Path = "4p", lang: str | None = None, *, switch: bool = True) -> None:
        if lang is not None:
            page.set_language(check_language(lang))
        self._lang = page.page_language().lang
        self._switch = switch
        self._quiet_depth = 0
        self.error: InvalidBoard | None = None
        self._board: Board | None = None
        self._rows: dict[int | str, _SiteRow] = {}
        self._base = str(base)
        self._adopt(load_board_data(base))
        self._build()
        self._render_all()
        page.follow(self._page_language_changed, now=False)

    # ------------------------------------------------------------------ model
    def _adopt(self, data: Any) -> None:
        """Take a board-file dict as the editor's model (known fields fixed, ``entered`` fields editable)."""
        if not isinstance(data, Mapping):
            raise InvalidBoard(N_("Board file {path} does not contain a board."), path=self._base)
        name = str(data.get("name", "?"))
        n = data.get("site_count")
        if not isinstance(n, int) or isinstance(n, bool) or not 3 <= n <= MAX_SITES:
            raise InvalidBoard("Board {board}: the number of sites is unknown or too small.", board=name)
        entered_top = set(data.get("entered") or ())
        self._name, self._count = name, n
        self._extra = {k: data[k] for k in ("side", "source", "steps", "druid_entry_site") if k in data}
        self._districts = tuple(str(d) for d in data.get("districts") or ())
        self._count_editable = data.get("site_count_confirmed") is False or "site_count" in entered_top
        self._count_confirmed = data.get("site_count_confirmed") is not False
        self._districts_editable = data.get("districts_confirmed") is False or "districts" in entered_top
        self._districts_confirmed = data.get("districts_confirmed") is not False
        self._fixed: dict[int | str, dict[str, Any]] = {}
        self._entries: dict[int | str, dict[str, Any]] = {}
        for raw in data.get("sites") or ():
            number = raw.get("site") if isinstance(raw, Mapping) else None
            if not isinstance(number, int) or not 1 <= number <= n:
                raise InvalidBoard("Board {board}: site number {site} is out of range or repeated.",
                                   board=name, site=number)
            key = LAST if self._count_editable and number == n else number
            if key in self._fixed or key in self._entries:
                raise InvalidBoard("Board {board}: site number {site} is out of range or repeated.",
                                   board=name, site=number)
            entered = set(raw.get("entered") or ())
            symbols = [str(s) for s in raw.get("symbols") or () if s]
            district = raw.get("district")
            fixed: dict[str, Any] = {}
            entry = {"symbols": (symbols + ["", ""])[:2], "district": str(district or "")}
            if len(symbols) == 2 and "symbols" not in entered:
                fixed["symbols"], entry["symbols"] = tuple(symbols), ["", ""]
            if district and "district" not in entered:
                fixed["district"], entry["district"] = str(district), ""
            if raw.get("note"):
                fixed["note"] = str(raw["note"])
            if fixed:
                self._fixed[key] = fixed
            if entry["district"] or any(entry["symbols"]):
                self._entries[key] = entry
        self._board, self.error = self._validate()

    def _key(self, number: int) -> int | str:
        return LAST if self._count_editable and number == self._count else number

    def _entry(self, key: int | str) -> dict[str, Any]:
        return self._entries.get(key) or {"symbols": ["", ""], "district": ""}

    @property
    def _min_count(self) -> int:
        numbers = [k for k in self._fixed if isinstance(k, int)]
        return max(3, max(numbers, default=0) + 1)

    def to_dict(self) -> dict[str, Any]:
        """Return the board as a board-file dict (what "Save board" writes; what the engine loads).

        Sites with nothing known or entered are left out, so the engine's message lists them as missing.
        """
        n = self._count
        sites = []
        for number in range(1, n + 1):
            key = self._key(number)
            fixed, entry = self._fixed.get(key, {}), self._entry(key)
            symbols = list(fixed.get("symbols") or [s for s in entry["symbols"] if s])
            district = fixed.get("district") or entry["district"] or None
            entered = [f for f, v in (("symbols", any(entry["symbols"])), ("district", entry["district"]))
                       if f not in fixed and v]
            if not symbols and district is None and "note" not in fixed:
                continue
            site: dict[str, Any] = {"site": number, "district": district, "symbols": symbols}
            if "note" in fixed:
                site["note"] = fixed["note"]
            if entered:
                site["entered"] = entered
            sites.append(site)
        data: dict[str, Any] = {"name": self._name}
        data.update({k: v for k, v in self._extra.items() if k in ("side", "source")})
        data.update({"site_count": n, "districts": list(self._districts), "sites": sites, "river_between": [n, 1],
                     "steps": self._extra.get("steps", 3), "druid_entry_site": self._extra.get("druid_entry_site", 1)})
        entered_top = []
        if self._count_editable:
            data["site_count_confirmed"] = self._count_confirmed
            if self._count_confirmed:
                entered_top.append("site_count")
        if self._districts_editable:
            data["districts_confirmed"] = self._districts_confirmed
            if self._districts_confirmed:
                entered_top.append("districts")
        if entered_top:
            data["entered"] = entered_top
        return data

    def _validate(self) -> tuple[Board | None, InvalidBoard | None]:
        try:
            return board_from_dict(self.to_dict()), None
        except InvalidBoard as exc:
            return None, exc

    @property
    def board(self) -> Board | None:
        """The engine :class:`~companion.meduris.board.Board` once the entries are complete and valid, else ``None``."""
        return self._board

    @property
    def missing_sites(self) -> list[int]:
        """Site numbers (1..N) still without a rune district or two resources, as the engine counts them."""
        return missing_sites(self.to_dict())

    @property
    def site_count(self) -> int:
        """The number of sites N of the board being edited."""
        return self._count

    @property
    def lang(self) -> str:
        """The current language code."""
        return self._lang

    # ------------------------------------------------------------------ Python API
    def set_site(self, number: int, symbols: Iterable[str | None] | None = None, district: str | None = None) -> None:
        """Enter site ``number`` as on the physical board (like picking it in the dropdowns).

        Args:
            number: site number 1..N (1 = first site clockwise after the great river, meduris.md §2.4).
            symbols: the two resources printed on the site, e.g. ``("wood", "stone")``; ``None`` keeps
                what is entered; ``(None, None)`` clears it.
            district: the rune district name (one of the board's 9, e.g. ``"Diamond"``); ``None`` keeps
                it, ``""`` clears it.

        Values the engine does not know (e.g. ``"gold"``) are kept and the engine's message is shown in
        :attr:`error`.

        Raises:
            InvalidBoard: no such site, not two resources, or the field is known (read-only) and a
                different value is given.
        """
        if not isinstance(number, int) or not 1 <= number <= self._count:
            raise InvalidBoard(N_("Site {site} is not on this board (sites 1-{total})."), site=number, total=self._count)
        key = self._key(number)
        fixed = self._fixed.get(key, {})
        entry = {"symbols": list(self._entry(key)["symbols"]), "district": self._entry(key)["district"]}
        if symbols is not None:
            values = ["" if s is None else str(s) for s in symbols]
            if len(values) != 2:
                raise InvalidBoard(N_("Give two resources for site {site}."), site=number)
            if "symbols" in fixed:
                if tuple(values) != tuple(fixed["symbols"]):
                    raise InvalidBoard(N_("Site {site}: its resources are known and cannot be changed."), site=number)
            else:
                entry["symbols"] = values
        if district is not None:
            if "district" in fixed:
                if district != fixed["district"]:
                    raise InvalidBoard(N_("Site {site}: its rune district is known and cannot be changed."), site=number)
            else:
                entry["district"] = str(district)
        self._entries[key] = entry
        if key in self._rows:  # show the entry in the dropdowns too
            with self._quiet():
                self._rows[key].show(number, self._lang)
        self._changed()

    def set_site_count(self, count: int, confirmed: bool = True) -> None:
        """Set the number of sites N counted on the board (only when the board file leaves it unconfirmed).

        The known last site (just before the great river) moves with the count; entries for sites beyond
        a smaller count are kept and come back if the count grows again.

        Raises:
            InvalidBoard: the count is fixed by the board file, or ``count`` is outside the possible range.
        """
        if not self._count_editable:
            if count == self._count:
                return
            raise InvalidBoard(N_("The number of sites of this board is known: {total}."), total=self._count)
        if not isinstance(count, int) or not self._min_count <= count <= MAX_SITES:
            raise InvalidBoard(N_("The number of sites must be between {low} and {high}."),
                               low=self._min_count, high=MAX_SITES)
        self._count, self._count_confirmed = count, bool(confirmed)
        self._changed(rows=True)

    def confirm_districts(self, confirmed: bool = True) -> None:
        """Confirm that the physical board shows the 9 rune districts in the listed lap order.

        Only needed (and only shown) when the board file marks the districts unconfirmed.
        """
        if self._districts_editable:
            self._districts_confirmed = bool(confirmed)
            self._changed()

    # ------------------------------------------------------------------ files
    def save(self, path: str | Path) -> Path:
        """Write :meth:`to_dict` as JSON to ``path`` and return the path (Python use; the page's Save is a
        download to the player's device, :attr:`file`).

        An incomplete board can be saved too, to be finished later with ``BoardEditor(path)``.

        Raises:
            InvalidBoard: the file cannot be written.
        """
        return write_json(path, self.to_dict(), InvalidBoard, N_("Cannot write the board file {path}: {error}"))

    def load(self, path: str | Path) -> None:
        """Show the board saved in ``path`` (Python use; the page's Load is an upload, :attr:`file`). On any
        error nothing changes.

        Raises:
            InvalidBoard: the file is missing, not JSON or not a board file.
        """
        data = load_board_data(path)
        base = self._base
        self._base = str(path)
        try:
            self.open_data(data)
        except InvalidBoard:
            self._base = base
            raise

    def open_data(self, data: Any) -> None:
        """Show the board ``data`` (a board-file dict, e.g. an uploaded file's JSON). On any error nothing
        changes.

        Raises:
            InvalidBoard: ``data`` is not a board file, or one whose parts have a shape the editor cannot show.
        """
        if not isinstance(data, Mapping):
            raise InvalidBoard(N_("The file does not contain a board."))
        saved = self.__dict__.copy()       # _adopt replaces the model's dicts (never changes them in place)
        try:
            self._adopt(data)
            self._rows = {}
            self._build_header()
            self._render_all()
        except (InvalidBoard, KeyError, TypeError, AttributeError, ValueError, IndexError) as exc:
            self.__dict__.update(saved)
            self._build_header()
            self._render_all()
            if isinstance(exc, InvalidBoard):
                raise
            raise InvalidBoard(N_("The board file cannot be read: {error}"), error=str(exc)[:80]) from None

    # ------------------------------------------------------------------ widgets
    @contextlib.contextmanager
    def _quiet(self):
        self._quiet_depth += 1
        try:
            yield
        finally:
            self._quiet_depth -= 1

    def _picked(self, key: int | str, field: str, slot: int, value: str) -> None:
        """A dropdown changed: store the value in the model and revalidate."""
        if self._quiet_depth:
            return
        entry = {"symbols": list(self._entry(key)["symbols"]), "district": self._entry(key)["district"]}
        if field == "symbols":
            entry["symbols"][slot] = value or ""
        else:
            entry["district"] = value or ""
        self._entries[key] = entry
        self._changed()

    def _changed(self, rows: bool = False) -> None:
        self._board, self.error = self._validate()
        if rows:
            self._render_all()
        else:
            self._render_status()

    def _build(self) -> None:
        self.language = page.language_switch()
        self.language_label = W.Label()
        self.heading = W.HTML()
        self.intro = W.HTML(layout=W.Layout(max_width="900px"))
        self.count = W.BoundedIntText(min=3, max=MAX_SITES, layout=W.Layout(width="90px"))
        self.count.observe(lambda ch: self._count_edited(), names="value")
        self.count_label = W.Label(layout=W.Layout(width="130px"))
        self.count_ok = W.Checkbox(indent=False, layout=W.Layout(width="auto"))
        self.count_ok.observe(lambda ch: self._count_edited(), names="value")
        self.districts_text = W.HTML(layout=W.Layout(max_width="900px"))
        self.districts_ok = W.Checkbox(indent=False, layout=W.Layout(width="auto"))
        self.districts_ok.observe(lambda ch: self._quiet_depth or self.confirm_districts(ch["new"]), names="value")
        self.columns = W.HBox([W.HTML(layout=W.Layout(width=w)) for w in ("50px", "264px", "154px", "360px")])
        self.sites = W.VBox()
        self.status = W.HTML(layout=W.Layout(max_width="420px"))
        self.error_box = W.HTML(layout=W.Layout(max_width="420px"))
        # Save: a download to the player's device; Load: an upload from it (no path on the server)
        self.file = FileField(_default_path(self._name), self.to_dict, self.open_data, save_label=N_("Save board"),
                              upload_label=N_("Upload board"), lang=self._lang)
        self.file.status.widget.layout.max_width = "420px"
        self.path_label = W.Label()
        side = W.VBox([self.status, self.error_box, self.path_label, self.file.widget],
                      layout=W.Layout(margin="0 0 0 16px"))
        self.header = W.VBox()
        switch = [W.HBox([self.language_label, self.language])] if self._switch else []
        self.widget = W.VBox([W.HTML(_STYLE), self.heading] + switch
                             + [self.intro, self.header, W.HBox([W.VBox([self.columns, self.sites]), side])])
        self._build_header()

    def _build_header(self) -> None:
        """Show the site-count and district-confirmation rows only when the board file leaves them open."""
        parts: list[W.Widget] = []
        if self._count_editable:
            parts.append(W.HBox([self.count_label, self.count, self.count_ok]))
        if self._districts_editable:
            parts += [self.districts_text, self.districts_ok]
        self.header.children = parts

    def _count_edited(self) -> None:
        if self._quiet_depth:
            return
        try:
            self.set_site_count(int(self.count.value), self.count_ok.value)
        except InvalidBoard as exc:  # below the known sites: the field shows the value, the message why
            self.error = exc
            self._render_status()

    def _row(self, key: int | str) -> _SiteRow:
        if key not in self._rows:
            self._rows[key] = _SiteRow(self, key)
        return self._rows[key]

    def _render_all(self) -> None:
        lang = self._lang
        tr = lambda msgid: translate(msgid, lang)  # noqa: E731
        with self._quiet():
            self.language_label.value = tr(N_("Language"))
            self.heading.value = "<h3>" + html.escape(tr(N_("Meduris — board editor ({board})")).format(
                board=self._name)) + "</h3>"
            self.intro.value = html.escape(tr(N_(
                "Grey values are known from the board file and cannot be changed. Copy every other site from "
                "your own board: its two resources and its rune district. Nothing is guessed.")))
            self.count_label.value = tr(N_("Number of sites"))
            self.count.min = self._min_count
            self.count.value = self._count
            self.count_ok.value = self._count_confirmed
            self.count_ok.description = tr(N_("I counted the sites on my board"))
            names = join_names([f"{i}. {translate(d, lang)}" for i, d in enumerate(self._districts, 1)], lang)
            self.districts_text.value = html.escape(tr(N_("Rune districts in lap order: {districts}")).format(
                districts=names))
            self.districts_ok.value = self._districts_confirmed
            self.districts_ok.description = tr(N_("My board shows these rune districts in this order"))
            for cell, msgid in zip(self.columns.children, (N_("Site"), N_("Resources"), N_("Rune district"), N_("Note"))):
                cell.value = f"<b>{html.escape(tr(msgid))}</b>"
            rows = []
            for number in range(1, self._count + 1):
                row = self._row(self._key(number))
                row.show(number, lang)
                rows.append(row.widget)
            self.sites.children = rows
            self.path_label.value = tr(N_("Board file"))
            self.file.file_name = _default_path(self._name)
            self.file.relabel(lang)
        self._render_status()

    def status_text(self, lang: str | None = None) -> str:
        """The status line: which sites (and confirmations) are still missing, or that the board is complete."""
        lang = check_language(lang or self._lang)
        tr = lambda msgid, **p: render(msgid, lang, **p)  # noqa: E731
        missing = self.missing_sites
        parts = []
        if missing:
            parts.append(tr(Plural("Still missing: {count} of {total} sites (site {sites}).",
                                   "Still missing: {count} of {total} sites (sites {sites})."),
                            count=len(missing), total=self._count, sites=_ranges(missing)))
        if self._count_editable and not self._count_confirmed:
            parts.append(tr(N_("Count the sites on your board and confirm the number.")))
        if self._districts_editable and not self._districts_confirmed:
            parts.append(tr(N_("Confirm that your board shows these rune districts in this order.")))
        if not parts:
            if self._board is not None:
                return tr(Plural("The board is complete ({total} site) and can be used for a game.",
                                 "The board is complete ({total} sites) and can be used for a game.", count="total"),
                          total=self._count)
            parts.append(tr(N_("Every site is entered, but the board is not valid yet; see the message.")))
        return " ".join(parts)

    def _render_status(self) -> None:
        self.file.refresh()             # the download link holds the board as it is now
        css = "meduris-board-ok" if self._board is not None else ""
        self.status.value = f'<span class="{css}">{html.escape(self.status_text())}</span>'
        self.error_box.value = ("" if self.error is None else
                                f'<span class="meduris-board-error">⚠ {html.escape(self.error.message(self._lang))}</span>')

    def set_language(self, lang: str) -> None:
        """Switch the page to ``lang`` ("en" or "pl"): the editor (labels, dropdown options, status, error)
        and every other widget on the page are relabelled; entries are kept.

        Raises:
            ValueError: unsupported language.
        """
        page.set_language(check_language(lang))

    def _page_language_changed(self, lang: str) -> None:
        if lang != self._lang:
            self._lang = lang
            self._render_all()

    # ------------------------------------------------------------------ display
    def __repr__(self) -> str:
        missing = _ranges(self.missing_sites) or "-"
        error = None if self.error is None else self.error.message("en")
        return (f"BoardEditor(board={self._name!r}, sites={self._count}, missing={missing!r}, "
                f"complete={self._board is not None}, lang={self._lang!r}, error={error!r})")

    def _repr_mimebundle_(self, **kwargs):
        data = self.widget._repr_mimebundle_(**kwargs)
        data["text/plain"] = repr(self)
        return data
