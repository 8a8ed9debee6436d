"""World Wonders moves: one small frozen value per player decision (world-wonders.md §3-§4).

A turn's compulsory purchase is two decisions, as at the table: *buy* an item (it is paid at once), then
*place* it on your map at once (§3.2 "placed immediately"; an item that cannot be placed cannot be bought). A
set of short roads is placed piece by piece. Loans (§3.3) are free actions before the purchase.

Notation (``str(move)``, parsed back by :func:`parse`)::

    buy long-road · buy short-roads · buy tile I3 · buy tower · buy pedestal 1 · buy monument moai ·
    place 3,4 · place 3,4 r1 · place short2 3,4 r1 · place short1 8,0 · loan · repay · pass

``place R,C`` puts the pending piece with the top-left cell of its bounding box on row R, column C (row 0 at
the top); ``rK`` turns it K quarter turns clockwise first (0-3). What a player reads is :func:`phrase`
(translated), never the notation.

Example:
    >>> parse("place 3,4 r1") == Place(3, 4, 1)
    True
    >>> str(BuyTile("I3")), str(PlaceShort(2, 8, 0))
    ('buy tile I3', 'place short2 8,0')
"""
from __future__ import annotations

import re
from typing import Any, Union

from companion.engine.notation import move_type, told
from companion.errors import InvalidMove
from companion.i18n import N_, Phrase
from companion.sheets import shown  # noqa: F401  (one way to quote a value in a message; re-exported)

__all__ = ["BuyLongRoad", "BuyShortSet", "BuyTile", "BuyTower", "BuyPedestal", "BuyMonument", "Place",
           "PlaceShort", "TakeLoan", "RepayLoan", "Pass", "Move", "BUYS", "parse", "phrase", "shown", "not_a_move"]


@move_type("buy long-road", words=N_("buy a long road"))
class BuyLongRoad:
    """Buy one long road from the offer: 1 gold (§3.2); place it next (a bridge if it crosses water)."""


@move_type("buy short-roads", words=N_("buy a set of short roads"))
class BuyShortSet:
    """Buy one set of short roads (two 1×2, one 1×1): 1 gold (§3.2); place its pieces next."""


@move_type("buy tile {stack}", words=N_("buy the building tile of stack {stack}"))
class BuyTile:
    """Buy the revealed building tile of stack ``stack`` (its id): the stack's cost (§3.2); place it next."""

    stack: str


@move_type("buy tower", words=N_("buy the tower"))
class BuyTower:
    """Buy the tower on offer: 2 gold (§3.2); place it next."""


@move_type("buy pedestal {rank}")
class BuyPedestal:
    """Buy the 1st-player (``rank`` 1) or 2nd-player (2) pedestal: 1 gold (§3.2, §3.5)."""

    rank: int


@move_type("buy monument {card}", words=N_("buy the monument {card}"))
class BuyMonument:
    """Buy the face-up monument card ``card`` (its id) for all remaining gold (§3.2); place it next."""

    card: str


@move_type("place {row},{col}[ r{rotation}]")
class Place:
    """Place the pending piece (free long road, long road, building tile, tower or monument) with the top-left
    cell of its bounding box on ``(row, col)``, turned ``rotation`` quarter turns clockwise (§4)."""

    row: int
    col: int
    rotation: int = 0


@move_type("place short{size} {row},{col}[ r{rotation}]")
class PlaceShort:
    """Place one piece of the set of short roads bought: ``size`` 2 (a 1×2 tile) or 1 (the 1×1 tile) (§4)."""

    size: int
    row: int
    col: int
    rotation: int = 0


@move_type("loan", words=N_("take a loan"))
class TakeLoan:
    """Free action: take a loan, +2 gold this round (§3.3)."""


@move_type("repay", words=N_("repay the loan"))
class RepayLoan:
    """Free action: repay the loan taken in an earlier round, 3 gold (§3.3)."""


@move_type("pass", words=N_("pass"))
class Pass:
    """Pass: out of the round (§3.1)."""


Move = Union[BuyLongRoad, BuyShortSet, BuyTile, BuyTower, BuyPedestal, BuyMonument, Place, PlaceShort, TakeLoan,
             RepayLoan, Pass]
#: the purchases of §3.2
BUYS = (BuyLongRoad, BuyShortSet, BuyTile, BuyTower, BuyPedestal, BuyMonument)
MOVE_TYPES = BUYS + (Place, PlaceShort, TakeLoan, RepayLoan, Pass)

_WORDS = {"buy long-road": BuyLongRoad(), "buy short-roads": BuyShortSet(), "buy tower": BuyTower(),
          "loan": TakeLoan(), "repay": RepayLoan(), "pass": Pass()}
_PLACE = re.compile(r"^place (?:short([12]) )?([0-9]{1,3}),([0-9]{1,3})(?: r([0-3]))?$")
_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$")



def not_a_move(move: Any) -> InvalidMove:
    """The error for ``move`` not being a World Wonders move at all (world-wonders 3.2 lists a turn's moves),
    naming it: raised by the game's ``checked``, by :func:`parse` for what is not text, and by the core's ``push``
    for an object of no World Wonders move type.

    >>> str(not_a_move(None))
    'None is not a World Wonders move. (world-wonders 3.2)'
    """
    return InvalidMove("world-wonders 3.2", N_("{move} is not a World Wonders move."), move=shown(repr(move)))


def parse(text: Any) -> Move:
    """The move written ``text`` in the notation of the module docstring (``str(move)`` gives it back).

    Raises:
        InvalidMove: ``text`` is not text or does not parse (world-wonders 3.2).
    """
    if not isinstance(text, str):
        raise not_a_move(text)
    t = " ".join(text.split())
    if t in _WORDS:
        return _WORDS[t]
    m = _PLACE.match(t)
    if m:
        size, r, c, k = m.groups()
        if size:
            return PlaceShort(int(size), int(r), int(c), int(k or 0))
        return Place(int(r), int(c), int(k or 0))
    words = t.split(" ")
    if len(words) == 3 and words[0] == "buy":
        if words[1] == "tile" and _ID.match(words[2]):
            return BuyTile(words[2])
        if words[1] == "monument" and _ID.match(words[2]):
            return BuyMonument(words[2])
        if words[1] == "pedestal" and words[2] in ("1", "2"):
            return BuyPedestal(int(words[2]))
    raise InvalidMove("world-wonders 3.2", N_("{move} is not a World Wonders move."), move=shown(text))


def phrase(move: Move) -> Phrase:
    """The move told in words, translated when shown (used inside messages instead of the notation).

    >>> str(phrase(BuyTower()))
    'buy the tower'
    """
    t = type(move)
    if t is BuyPedestal:
        return Phrase(N_("buy the 1st-player pedestal") if move.rank == 1 else N_("buy the 2nd-player pedestal"))
    if t is Place:
        return Phrase(N_("place it at ({row},{col}) turned {rotation} quarter turns"),
                      {"row": move.row, "col": move.col, "rotation": move.rotation}) if move.rotation else \
            Phrase(N_("place it at ({row},{col})"), {"row": move.row, "col": move.col})
    if t is PlaceShort:
        return Phrase(N_("place a 1×{size} short road at ({row},{col}) turned {rotation} quarter turns"),
                      {"size": move.size, "row": move.row, "col": move.col, "rotation": move.rotation}) \
            if move.rotation else Phrase(N_("place a 1×{size} short road at ({row},{col})"),
                                         {"size": move.size, "row": move.row, "col": move.col})
    return told(move)
