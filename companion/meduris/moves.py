"""Meduris moves: one small frozen value per player decision (meduris.md §3-§5).

A move carries no player: it is made by the player whose decision is pending
(``state.current_player``); the one exception is an :class:`Exchange` made out of turn (§4.5 "at any
moment"), which names its ``player``.

Notation (like chess UCI): ``str(move)`` is short, stable text that :func:`parse` turns back into the
move, so a game is a seed plus a list of lines::

    bonus 12 · place wood · roll · roll wool · take copper · take nothing · return stone ·
    yield wood 2 stone · hut 19 · temple 5 · exchange wood+wood+stone copper ·
    exchange wool+wool+wool stone by 2 · offer wood · offer both · offer druid · offer nothing

What a player reads is :func:`phrase` (translated), never the notation. :func:`checked` is the one place
where a move's fields are checked (types, resource names, site and height ranges) before any rule looks at
it, so a malformed move is refused with :class:`~companion.errors.InvalidMove` and never reaches a rule.

Example:
    >>> parse("yield copper 1 stone") == BigYield("copper", 1, "stone")
    True
    >>> str(Exchange(("wood", "wood", "stone"), "copper", player=1))
    'exchange wood+wood+stone copper by 1'
"""
from __future__ import annotations

from dataclasses import replace
from numbers import Integral
from typing import Any, Union

from companion.engine.notation import joined, move_type, told
from companion.errors import InvalidMove
from companion.i18n import N_, Phrase, Plural
from companion.sheets import shown  # noqa: F401  (one way to quote a value in a message; re-exported)
from companion.meduris.rules import EXCHANGE_GIVE, MAX_WORKERS_PER_PLATEAU, RESOURCES


@move_type("place {plateau}",
           words=N_("place a worker on the {resource_label} plateau"),
           words_of={"resource_label": "plateau"})
class PlaceWorker:
    """Setup: put one worker on top of ``plateau`` (a resource name) (meduris.md §3 step 7)."""

    plateau: str


@move_type("bonus {site}", words=N_("put a bonus chip on site {site}"))
class PlaceBonus:
    """Setup step 6: put the next face-down bonus chip on ``site`` (meduris.md §3 step 6; option
    ``bonus_placement="players"``). The chips are turned face up when all six lie on the board."""

    site: int


@move_type("roll[ {face}]", words=N_("roll the die"))
class Roll:
    """Part 1: roll the die (meduris.md §4.1). ``face`` None: the face comes from the game's seeded die
    stream; a face (a resource, ``"plus1"`` or ``"minus1"``) is an outcome chosen by a teacher or a test
    ("suppose the die shows wool"), recorded in the history so the game still replays exactly."""

    face: str | None = None


@move_type("take {resource}", words=N_("take 1 {resource_label}"))
class TakeChip:
    """"+1" face: take 1 chip of ``resource`` from its plateau (meduris.md §4.1)."""

    resource: str


@move_type("take nothing", words=N_("take nothing"))
class TakeNothing:
    """"+1" face: decline the free chip (option ``plus1_may_decline``, meduris.md §4.1)."""


@move_type("return {resource}", words=N_("return 1 {resource_label}"))
class ReturnChip:
    """"-1" face: return 1 chip of ``resource`` to its plateau (meduris.md §4.1)."""

    resource: str


@move_type("yield {source} {level} {target}",
           words=N_("move a worker from the {source_label} plateau to the {target_label} plateau"))
class BigYield:
    """Part 2 A: move your worker at height ``level`` (1 = bottom) of plateau ``source`` on top of
    plateau ``target``; that plateau produces h chips for the worker at height h (meduris.md §4.2)."""

    source: str
    level: int
    target: str


@move_type("hut {site}", words=N_("build a hut on site {site}"))
class BuildHut:
    """Part 2 B: build a hut on empty ``site`` (meduris.md §4.3)."""

    site: int


@move_type("temple {site}", words=N_("build a temple on site {site}"))
class BuildTemple:
    """Part 2 C: build a temple on empty ``site`` without a bonus chip (meduris.md §4.4)."""

    site: int


@move_type("exchange {give} {take}[ by {player}]", give=joined("+"),
           words=N_("exchange 3 chips for 1 {resource_label}"), words_of={"resource_label": "take"})
class Exchange:
    """Any time: return the 3 chips ``give`` (resource names in resource order) and take 1 ``take``
    (meduris.md §4.5). ``player`` None: made by the player whose decision is pending; a player index: made
    out of turn by that player (e.g. before another player's yield empties a plateau)."""

    give: tuple[str, str, str]
    take: str
    player: int | None = None


@move_type("offer {resource}", words=N_("offer 1 {resource_label}"))
class OfferOne:
    """Ritual: offer 1 chip of one symbol ``resource`` of the druid's site: +1 point (meduris.md §4.7)."""

    resource: str


@move_type("offer both", words=N_("offer both symbols"))
class OfferBoth:
    """Ritual: offer 1 chip of each symbol: + settlement size points (meduris.md §4.7)."""


@move_type("offer druid", words=N_("offer the druid chip"))
class OfferDruidChip:
    """Ritual: discard the druid bonus chip under this hut; counts as both symbols (meduris.md §4.7)."""


@move_type("offer nothing", words=N_("offer nothing"))
class OfferNothing:
    """Ritual: make no offering: -1 point, never below 0 (meduris.md §4.7, FAQ §6.10)."""


Move = Union[PlaceBonus, PlaceWorker, Roll, TakeChip, TakeNothing, ReturnChip, BigYield, BuildHut, BuildTemple,
             Exchange, OfferOne, OfferBoth, OfferDruidChip, OfferNothing]

MOVE_TYPES: dict[str, type] = {
    cls.__name__: cls
    for cls in (PlaceBonus, PlaceWorker, Roll, TakeChip, TakeNothing, ReturnChip, BigYield, BuildHut, BuildTemple,
                Exchange, OfferOne, OfferBoth, OfferDruidChip, OfferNothing)
}


def move_from_json(d: Any) -> Move:
    """A move from the dict form of version-1/2 saves (``{"type": "BuildHut", "site": 19}``).

    Raises:
        InvalidMove: not such a dict, or an unknown type or field.
    """
    if not isinstance(d, dict):
        raise InvalidMove("meduris 4.10", N_("{move} is not a Meduris move."), move=shown(repr(d)))
    d = dict(d)
    cls = MOVE_TYPES.get(d.pop("type", None))
    if cls is None:
        raise InvalidMove("meduris 4.10", N_("{move} is not a Meduris move."), move=shown(repr(d)))
    if "give" in d and isinstance(d["give"], list):
        d["give"] = tuple(d["give"])
    try:
        return cls(**d)
    except TypeError:
        raise InvalidMove("meduris 4.10", N_("{move} is not a Meduris move."), move=shown(repr(d))) from None


# ----------------------------------------------------------------------------------------------
# notation
# ----------------------------------------------------------------------------------------------

def _int_text(word: str) -> int | None:
    return int(word) if word.isascii() and word.isdigit() and len(word) < 6 else None


def parse(text: Any) -> Move:
    """The move written ``text`` in the notation of the module docstring (``str(move)`` gives it back).

    Resource names, die faces and the exchange's three chips are checked here; site and player ranges
    (which depend on the game) when the move is applied.

    Raises:
        InvalidMove: ``text`` is not text or does not parse (meduris 4.10).
    """
    if not isinstance(text, str):
        raise InvalidMove("meduris 4.10", N_("{move} is not a Meduris move."), move=shown(repr(text)))
    words = text.split()
    w = words + [""] * (6 - len(words))
    head, n = w[0], len(words)
    move: Move | None = None
    if head == "roll" and n <= 2:
        move = Roll(w[1] or None)
    elif head == "place" and n == 2:
        move = PlaceWorker(w[1])
    elif head == "bonus" and n == 2 and _int_text(w[1]) is not None:
        move = PlaceBonus(int(w[1]))
    elif head == "take" and n == 2:
        move = TakeNothing() if w[1] == "nothing" else TakeChip(w[1])
    elif head == "return" and n == 2:
        move = ReturnChip(w[1])
    elif head == "yield" and n == 4 and _int_text(w[2]) is not None:
        move = BigYield(w[1], int(w[2]), w[3])
    elif head in ("hut", "temple") and n == 2 and _int_text(w[1]) is not None:
        move = (BuildHut if head == "hut" else BuildTemple)(int(w[1]))
    elif head == "exchange" and n in (3, 5) and (n == 3 or (w[3] == "by" and _int_text(w[4]) is not None)):
        move = Exchange(tuple(w[1].split("+")), w[2], None if n == 3 else int(w[4]))  # type: ignore[arg-type]
    elif head == "offer" and n == 2:
        move = {"both": OfferBoth(), "druid": OfferDruidChip(), "nothing": OfferNothing()}.get(w[1]) or OfferOne(w[1])
    if move is None:
        raise InvalidMove("meduris 4.10", N_("{move} is not a Meduris move."), move=shown(text))
    return checked(move, sites=10**6, players=10**6)   # names of resources and faces; ranges when applied


#: Names of the resources as msgids (lower case, as in running text), for phrases and narration.
RESOURCE_LABELS = {"wood": N_("wood"), "wool": N_("wool"), "copper": N_("copper"), "stone": N_("stone")}


def phrase(move: Move) -> Phrase:
    """The move told in words, translated when shown ("build a hut on site 19" / "zbuduj chatę na polu 19");
    used inside messages instead of the notation.

    >>> str(phrase(BuildHut(19)))
    'build a hut on site 19'
    """
    return told(move)


# ----------------------------------------------------------------------------------------------
# field checks: every malformed move is refused here, before a rule module sees it
# ----------------------------------------------------------------------------------------------

_RESOURCE, _SITE, _LEVEL, _GIVE, _FACE, _PLAYER = "resource", "site", "level", "give", "face", "player"

#: Per move class: the rule section of the decision and (field, kind) of each field.
_FIELDS: dict[type, tuple[str, tuple[tuple[str, str], ...]]] = {
    PlaceBonus: ("meduris 3", (("site", _SITE),)),
    PlaceWorker: ("meduris 3", (("plateau", _RESOURCE),)),
    Roll: ("meduris 4.1", (("face", _FACE),)),
    TakeChip: ("meduris 4.1", (("resource", _RESOURCE),)),
    TakeNothing: ("meduris 4.1", ()),
    ReturnChip: ("meduris 4.1", (("resource", _RESOURCE),)),
    BigYield: ("meduris 4.2", (("source", _RESOURCE), ("level", _LEVEL), ("target", _RESOURCE))),
    BuildHut: ("meduris 4.3", (("site", _SITE),)),
    BuildTemple: ("meduris 4.4", (("site", _SITE),)),
    Exchange: ("meduris 4.5", (("give", _GIVE), ("take", _RESOURCE), ("player", _PLAYER))),
    OfferOne: ("meduris 4.7", (("resource", _RESOURCE),)),
    OfferBoth: ("meduris 4.7", ()),
    OfferDruidChip: ("meduris 4.7", ()),
    OfferNothing: ("meduris 4.7", ()),
}
_ORDER = {r: i for i, r in enumerate(RESOURCES)}
_FACES = RESOURCES + ("plus1", "minus1")
_NOT_RESOURCE = N_("{resource} is not a resource (wood, wool, copper, stone).")



def _whole(value: Any) -> int | None:
    """``value`` as an int if it is a whole number (bool excluded), else None."""
    if isinstance(value, Integral) and not isinstance(value, bool):
        return int(value)
    return None


def not_a_move(move: Any) -> InvalidMove:
    """The error for ``move`` not being a Meduris move at all (meduris 4.10 lists the moves), naming it: raised
    by :func:`checked` and by :meth:`~companion.meduris.core.MedurisCore.push` for a type it has no rule for.

    >>> str(not_a_move("fly 3"))
    "'fly 3' is not a Meduris move. (meduris 4.10)"
    """
    return InvalidMove("meduris 4.10", N_("{move} is not a Meduris move."), move=shown(repr(move)))


def checked(move: Any, sites: int, players: int = 4) -> Move:
    """The move in canonical form, after checking every field's type and range.

    Args:
        move: anything given to ``apply``.
        sites: number of sites of the board in use (site numbers are 1..sites, meduris.md §2.2).
        players: number of players (an out-of-turn exchange names one of 0..players-1).

    Returns:
        ``move`` itself, or an equal move with its fields normalised (whole numbers as ``int``, the
        exchange's ``give`` as a tuple in resource order: wood, wool, copper, stone).

    Raises:
        InvalidMove: ``move`` is not a Meduris move (meduris 4.10), or a field is malformed: a resource
            field not one of wood, wool, copper, stone; a site not a whole number 1..sites (meduris 2.2); a
            worker height not a whole number 1..3 (meduris 4.2); an exchange not giving exactly 3 resource
            names (meduris 4.5); a die face that is not one (meduris 4.1). The message names the rule.
    """
    spec = _FIELDS.get(type(move))
    if spec is None:
        raise not_a_move(move)
    rule, fields = spec
    changes: dict[str, Any] = {}
    for name, kind in fields:
        value = getattr(move, name)
        if kind == _RESOURCE:
            if not isinstance(value, str) or value not in _ORDER:
                raise InvalidMove(rule, _NOT_RESOURCE, resource=shown(value))
        elif kind == _FACE:
            if value is not None and value not in _FACES:
                raise InvalidMove(rule, N_("{face} is not a face of the die ({faces})."), face=shown(value),
                                  faces=", ".join(_FACES))
        elif kind == _PLAYER:
            if value is not None:
                k = _whole(value)
                if k is None or not 0 <= k < players:
                    raise InvalidMove(rule, N_("There is no player {player} in this game."), player=shown(value))
                if type(value) is not int:
                    changes[name] = k
        elif kind == _SITE:
            k = _whole(value)
            if k is None or not 1 <= k <= sites:
                raise InvalidMove("meduris 2.2", N_("There is no site {site} on this board."), site=shown(value))
            if type(value) is not int:
                changes[name] = k
        elif kind == _LEVEL:
            k = _whole(value)
            if k is None or not 1 <= k <= MAX_WORKERS_PER_PLATEAU:
                raise InvalidMove(rule, N_("A worker's height is a whole number from 1 to {max}, not {level}."),
                                  max=MAX_WORKERS_PER_PLATEAU, level=shown(value))
            if type(value) is not int:
                changes[name] = k
        else:  # _GIVE
            if not isinstance(value, (tuple, list)) or len(value) != EXCHANGE_GIVE:
                raise InvalidMove(rule, Plural("An exchange returns exactly {count} chip, not {give}.",
                                               "An exchange returns exactly {count} chips, not {give}."),
                                  count=EXCHANGE_GIVE, give=shown(value))
            for r in value:
                if not isinstance(r, str) or r not in _ORDER:
                    raise InvalidMove(rule, _NOT_RESOURCE, resource=shown(r))
            canon = tuple(sorted(value, key=_ORDER.__getitem__))
            if canon != value or type(value) is not tuple:
                changes[name] = canon
    return replace(move, **changes) if changes else move
