"""Meduris board data: the ring of building sites, rune districts, great river and druid steps.

The 2/3-player side is shipped complete (32 sites, meduris.md §2.2). The 4-player side is only partly
known (meduris.md §2.3): it is shipped with its known sites and refuses to be used for a game
(:class:`companion.errors.InvalidBoard` listing the missing sites). Any complete board can be loaded from
a JSON file of the same shape as ``boards/2-3p.json``::

    {"name": "...", "site_count": N, "districts": [9 names in lap order],
     "sites": [{"site": 1, "district": "Snake", "symbols": ["wool", "copper"]}, ...],
     "river_between": [N, 1], "steps": 3, "druid_entry_site": 1}

Sites are numbered 1..N clockwise; site 1 is the first site after the great river (meduris.md §2.4).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from companion.errors import InvalidBoard
from companion.i18n import Phrase, Plural
from companion.jsontext import FILE_PROBLEMS, parse_json
from companion.meduris.rules import DRUID_STEPS, RESOURCES, RUNE_STONES

BOARDS_DIR = Path(__file__).with_name("boards")
SHIPPED_BOARDS = ("2-3p", "4p")


@dataclass(frozen=True, slots=True)
class Site:
    """One building site (meduris.md §2.4).

    Attributes:
        number: 1..N clockwise from the great river.
        district: rune district name (e.g. ``"Wave"``).
        symbols: the two resources printed on the site (what a hut/temple there costs and what
            the druid asks for).
    """

    number: int
    district: str
    symbols: tuple[str, str]


@dataclass(frozen=True, slots=True)
class Board:
    """A complete board side (meduris.md §2.4).

    Attributes:
        name: board id (``"2-3p"`` for the shipped 2/3-player side).
        sites: the N sites in clockwise order, ``sites[i - 1].number == i``.
        districts: the 9 rune district names in lap order (index = rune stone id).
        steps: number of druid stone steps (3).
        druid_entry_site: site where the steps join the ring (1, meduris.md §2.1 / Q1).

    The great river lies between site N and site 1 (``river_between == (N, 1)``).
    """

    name: str
    sites: tuple[Site, ...]
    districts: tuple[str, ...]
    steps: int = DRUID_STEPS
    druid_entry_site: int = 1
    #: per site index (0-based): the resource indices of its two symbols (for the engine core)
    symbol_indices: tuple[tuple[int, int], ...] = field(init=False, repr=False, compare=False)
    #: per site index (0-based): the index of its rune district
    district_of: tuple[int, ...] = field(init=False, repr=False, compare=False)
    #: per resource index: bitmask of the sites showing that symbol (bit i = site i + 1)
    symbol_masks: tuple[int, ...] = field(init=False, repr=False, compare=False)
    #: per resource index: bitmask of the sites showing that symbol twice
    double_masks: tuple[int, ...] = field(init=False, repr=False, compare=False)
    #: bitmask of all sites
    full_mask: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        ridx = {r: i for i, r in enumerate(RESOURCES)}
        object.__setattr__(self, "symbol_indices", tuple((ridx[s.symbols[0]], ridx[s.symbols[1]]) for s in self.sites))
        object.__setattr__(self, "district_of", tuple(self.districts.index(s.district) for s in self.sites))
        object.__setattr__(self, "symbol_masks", tuple(
            sum(1 << i for i, pair in enumerate(self.symbol_indices) if r in pair) for r in range(4)))
        object.__setattr__(self, "double_masks", tuple(
            sum(1 << i for i, (a, b) in enumerate(self.symbol_indices) if a == b == r) for r in range(4)))
        object.__setattr__(self, "full_mask", (1 << len(self.sites)) - 1)

    @property
    def size(self) -> int:
        """Number of sites N on the ring."""
        return len(self.sites)

    @property
    def river_between(self) -> tuple[int, int]:
        """The two sites on either bank of the great river: ``(N, 1)`` (meduris.md §2.1)."""
        return (len(self.sites), 1)

    def site(self, number: int) -> Site:
        """Return site ``number`` (1..N). Raises ``IndexError`` if out of range."""
        if not 1 <= number <= len(self.sites):
            raise IndexError(f"site {number} not on a board of {len(self.sites)} sites")
        return self.sites[number - 1]

    def next(self, number: int) -> int:
        """Clockwise neighbour of a site; N -> 1 crosses the great river (meduris.md §2.4)."""
        return number % len(self.sites) + 1

    def prev(self, number: int) -> int:
        """Counter-clockwise neighbour of a site; 1 -> N crosses the great river (meduris.md §2.4)."""
        return (number - 2) % len(self.sites) + 1

    def district_index(self, number: int) -> int:
        """Rune stone id (index into :attr:`districts`) of the district site ``number`` lies in."""
        return self.districts.index(self.sites[number - 1].district)

    def to_dict(self) -> dict[str, Any]:
        """JSON-friendly dict in the board-file format (loadable by :func:`board_from_dict`)."""
        n = len(self.sites)
        return {
            "name": self.name,
            "site_count": n,
            "districts": list(self.districts),
            "sites": [{"site": s.number, "district": s.district, "symbols": list(s.symbols)} for s in self.sites],
            "river_between": [n, 1],
            "steps": self.steps,
            "druid_entry_site": self.druid_entry_site,
        }


def _ranges(numbers: list[int]) -> str:
    """Format ``[9, 10, 11, 20]`` as ``"9-11, 20"``."""
    out: list[str] = []
    start = prev = None
    for n in numbers:
        if start is None:
            start = prev = n
        elif n == prev + 1:
            prev = n
        else:
            out.append(f"{start}-{prev}" if prev != start else f"{start}")
            start = prev = n
    if start is not None:
        out.append(f"{start}-{prev}" if prev != start else f"{start}")
    return ", ".join(out)


def missing_sites(data: dict[str, Any]) -> list[int]:
    """Site numbers 1..site_count that a board description does not describe completely."""
    n = int(data.get("site_count") or 0)
    known = {
        int(s["site"])
        for s in data.get("sites", [])
        if s.get("district") and len(s.get("symbols") or ()) == 2
    }
    return [i for i in range(1, n + 1) if i not in known]


def board_from_dict(data: dict[str, Any]) -> Board:
    """Build and validate a :class:`Board` from a board-file dict.

    Raises:
        InvalidBoard: the board is incomplete (message lists the missing sites), has an unknown
            resource or district, not exactly 9 districts, a river not between N and 1, or
            duplicate/out-of-range site numbers.
    """
    name = str(data.get("name", "?"))
    n = data.get("site_count")
    if not isinstance(n, int) or n < 3:
        raise InvalidBoard("Board {board}: the number of sites is unknown or too small.", board=name)
    missing = missing_sites(data)
    if missing:
        raise InvalidBoard(
            Plural("Board {board} is incomplete: {count} of {total} sites is missing or unknown (site {missing}).",
                   "Board {board} is incomplete: {count} of {total} sites are missing or unknown (sites {missing})."),
            board=name, count=len(missing), total=n, missing=_ranges(missing),
        )
    if data.get("site_count_confirmed") is False or data.get("districts_confirmed") is False:
        raise InvalidBoard("Board {board} has unconfirmed data and cannot be used for a game.", board=name)
    districts = tuple(data.get("districts") or ())
    if len(districts) != RUNE_STONES or len(set(districts)) != RUNE_STONES:
        raise InvalidBoard(Plural("Board {board} must have {count} rune district.",
                                  "Board {board} must have {count} different rune districts."),
                           board=name, count=RUNE_STONES)
    by_number: dict[int, Site] = {}
    for raw in data["sites"]:
        number = int(raw["site"])
        if not 1 <= number <= n or number in by_number:
            raise InvalidBoard("Board {board}: site number {site} is out of range or repeated.", board=name, site=number)
        sym = tuple(raw["symbols"])
        for r in sym:
            if r not in RESOURCES:
                raise InvalidBoard("Board {board}: site {site} has an unknown resource {resource}.",
                                   board=name, site=number, resource=r)
        if raw["district"] not in districts:
            raise InvalidBoard("Board {board}: site {site} lies in an unknown district {district}.",
                               board=name, site=number, district=raw["district"])
        by_number[number] = Site(number, raw["district"], sym)  # type: ignore[arg-type]
    river = list(data.get("river_between", [n, 1]))
    if river != [n, 1]:
        raise InvalidBoard("Board {board}: the great river must lie between site {last} and site 1.", board=name, last=n)
    return Board(
        name=name,
        sites=tuple(by_number[i] for i in range(1, n + 1)),
        districts=districts,
        steps=int(data.get("steps", DRUID_STEPS)),
        druid_entry_site=int(data.get("druid_entry_site", 1)),
    )


def load_board_data(name_or_path: str | Path) -> dict[str, Any]:
    """Return the raw board-file dict of a shipped board (``"2-3p"``, ``"4p"``) or a JSON file path.

    Raises:
        InvalidBoard: the file does not exist or is not JSON (not UTF-8, where it breaks, a key given twice…).
    """
    path = BOARDS_DIR / f"{name_or_path}.json" if str(name_or_path) in SHIPPED_BOARDS else Path(name_or_path)
    try:
        content = path.read_bytes()
    except FileNotFoundError:
        raise InvalidBoard("Board file {path} does not exist.", path=str(path)) from None
    return parse_json(content, lambda template, **params: InvalidBoard(
        "Board file {path} cannot be used: {error}", path=str(path), error=Phrase(template, params)), FILE_PROBLEMS)


@lru_cache(maxsize=len(SHIPPED_BOARDS))
def _load_shipped(name: str) -> Board:
    """A shipped board by name, read once per session (the package files do not change while it runs)."""
    return board_from_dict(load_board_data(name))


def load_board(name_or_path: str | Path) -> Board:
    """Load and validate a board: a shipped name (``"2-3p"``, ``"4p"``) or a path to a board JSON file.

    Shipped boards are cached by name; a path is read afresh on every call, so a board file saved again
    (e.g. by the board editor) is loaded with its new contents.

    Raises:
        InvalidBoard: file missing or malformed, or the board is incomplete. The shipped ``"4p"``
            side always raises (sites 9-39 unknown, meduris.md §2.3 / Q2).
    """
    key = str(name_or_path)
    if key in SHIPPED_BOARDS:
        return _load_shipped(key)
    return board_from_dict(load_board_data(key))


def default_board_name(players: int) -> str:
    """Board side for a player count: ``"2-3p"`` for 2-3 players, ``"4p"`` for 4 (meduris.md §3)."""
    return "2-3p" if players <= 3 else "4p"
