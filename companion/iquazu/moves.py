"""Iquazú moves: one small frozen value per player decision (iquazu.md §1.1, §2.3–2.5, §4).

A move carries no player: it is made by the player whose decision is pending (``state.current_player``,
the holder of the crystal box). Alcoves are named by their **wall column** (1 = leftmost, as numbered in
§2.2) and their **height** in that column (0 = lowest), so a move means the same alcove all game long; the
cost of a placement depends on where that column stands in the frame (§2.3).

Notation (like chess UCI: ``str(move)`` is short stable text that :func:`parse` turns back into the move;
a game is a seed plus a list of lines)::

    draw · place 7:3 · pay wwbb · pay bo any · use cards 3 · use double · end · discard white

Placing a crystal is two moves: ``place C:H`` chooses the alcove (the game then waits for the payment), ``pay
CARDS [any]`` pays for it, each letter of CARDS one card (``w`` white, ``b`` blue, ``o`` orange, always in that
order); ``any`` uses a "colour doesn't matter" tile. (Two moves keep the move lists short and let a board
propose the payment once the alcove is clicked; undo takes back a chosen alcove.) What a player reads is
:func:`phrase` (translated), never the notation. :func:`checked` is the one place where a move's fields are
checked (types and ranges) before any rule looks at it.

Example:
    >>> parse("place 7:3") == Place(7, 3), parse("pay wwbb") == Pay(2, 2, 0)
    (True, True)
    >>> str(Pay(0, 1, 1, any_colour=True))
    'pay bo any'
"""
from __future__ import annotations

from numbers import Integral
from typing import Any, Union

from companion.engine.notation import move_type, told
from companion.errors import InvalidMove
from companion.i18n import N_, Phrase, Plural
from companion.sheets import shown  # noqa: F401  (one way to quote a value in a message; re-exported)
from companion.iquazu import rules

__all__ = ["Draw", "Place", "Pay", "UseCards", "UseDouble", "EndTurn", "Discard", "Move", "parse", "phrase", "checked",
           "cards_phrase", "COLOUR_LETTERS", "not_a_move"]

COLOUR_LETTERS = "wbo"          # white, blue, orange (rules.CARD_COLOURS order)
MAX_PAID = 2 * rules.FRAME_COLUMNS   # every card of frame column 5 replaced by a pair: 10 cards


@move_type("draw", words=N_("draw 4 cards"))
class Draw:
    """Action A: draw 4 cards from the draw pile, hidden (iquazu.md §4 step 1 A)."""


@move_type("place {column}:{height}", words=N_("choose the alcove at height {height} of column {column} for a crystal"))
class Place:
    """Action B, first part: choose the empty alcove at ``height`` of wall ``column`` for a crystal (iquazu.md
    §4 step 1 B.1); the payment follows as a :class:`Pay` (the game waits for it)."""

    column: int
    height: int


@move_type()   # notation: its own __str__ (one letter per card)
class Pay:
    """Action B, second part: pay ``white``, ``blue`` and ``orange`` cards for the chosen alcove and put the
    crystal in (iquazu.md §4 step 1 B.2–3, §2.3–2.4); ``any_colour`` uses a "colour doesn't matter" tile
    (§1.1): any k cards."""

    white: int = 0
    blue: int = 0
    orange: int = 0
    any_colour: bool = False

    @property
    def cards(self) -> tuple[int, int, int]:
        """Cards paid per colour (white, blue, orange)."""
        return (self.white, self.blue, self.orange)

    def __str__(self) -> str:
        paid = "w" * self.white + "b" * self.blue + "o" * self.orange
        return f"pay {paid}{' any' if self.any_colour else ''}"


@move_type("use cards {count}",
           words=Plural("use a bonus tile: draw {count} card", "use a bonus tile: draw {count} cards"))
class UseCards:
    """Use an extra-cards tile: draw ``count`` (2, 3 or 4) cards (iquazu.md §1.1)."""

    count: int


@move_type("use double", words=N_("use a double-move tile"))
class UseDouble:
    """Use a double-move tile: one more action this turn (iquazu.md §1.1, §5.5 special case 3)."""


@move_type("end", words=N_("end the turn"))
class EndTurn:
    """End the turn after the action(s) instead of using another tile: then the drop step, the hand limit and
    passing the crystal box (iquazu.md §4 steps 2–3, §2.5). Offered only when a usable tile is held; without
    one the turn ends by itself."""


@move_type("discard {colour}")
class Discard:
    """Hand limit: discard one card of ``colour`` (iquazu.md §2.5); repeated until 12 cards are left."""

    colour: str


Move = Union[Draw, Place, Pay, UseCards, UseDouble, EndTurn, Discard]

DRAW, USE_DOUBLE, END = Draw(), UseDouble(), EndTurn()
DISCARDS = tuple(Discard(c) for c in rules.CARD_COLOURS)


# ----------------------------------------------------------------------------------------------
# notation
# ----------------------------------------------------------------------------------------------


def _int_text(word: str) -> int | None:
    return int(word) if word.isascii() and word.isdigit() and len(word) < 6 else None


def _not_a_move(text: Any) -> InvalidMove:
    return InvalidMove("iquazu 4", N_("{move} is not an Iquazú move."), move=shown(text))


def not_a_move(move: Any) -> InvalidMove:
    """The error for ``move`` not being an Iquazú move at all (iquazu 4 lists a turn's moves), naming it: raised
    by :func:`checked` and by the core's ``push`` for an object of no Iquazú move type.

    >>> str(not_a_move("draw"))
    "'draw' is not an Iquazú move. (iquazu 4)"
    """
    return _not_a_move(repr(move))


def parse(text: Any) -> Move:
    """The move written ``text`` in the notation of the module docstring (``str(move)`` gives it back).

    Raises:
        InvalidMove: ``text`` is not text or does not parse (iquazu 4).
    """
    if not isinstance(text, str):
        raise _not_a_move(repr(text))
    words = text.split()
    n = len(words)
    head = words[0] if words else ""
    if head == "draw" and n == 1:
        return DRAW
    if head == "end" and n == 1:
        return END
    if head == "use" and n == 2 and words[1] == "double":
        return USE_DOUBLE
    if head == "use" and n == 3 and words[1] == "cards" and _int_text(words[2]) is not None:
        return UseCards(int(words[2]))
    if head == "discard" and n == 2 and words[1] in rules.CARD_COLOURS:
        return Discard(words[1])
    if head == "place" and n == 2:
        where, _, height = words[1].partition(":")
        if _int_text(where) is not None and _int_text(height) is not None:
            return Place(int(where), int(height))
    if head == "pay" and n in (2, 3) and (n == 2 or words[2] == "any"):
        paid = words[1]
        if (set(paid) <= set(COLOUR_LETTERS) and paid == "".join(sorted(paid, key=COLOUR_LETTERS.index))
                and len(paid) <= MAX_PAID):
            return Pay(paid.count("w"), paid.count("b"), paid.count("o"), n == 3)
    raise _not_a_move(text)


#: Card phrases per colour ("2 white cards" / "2 białe karty").
CARD_PHRASES = {
    "white": Plural("{count} white card", "{count} white cards"),
    "blue": Plural("{count} blue card", "{count} blue cards"),
    "orange": Plural("{count} orange card", "{count} orange cards"),
}


DISCARD_PHRASES = {"white": N_("discard a white card"), "blue": N_("discard a blue card"),
                   "orange": N_("discard an orange card")}


def cards_phrase(cards: tuple[int, int, int] | list[int]) -> list[Phrase]:
    """Cards per colour (white, blue, orange) as phrases ("2 white cards", "1 orange card"), joined when shown."""
    return [Phrase(CARD_PHRASES[c], {"count": k}) for c, k in zip(rules.CARD_COLOURS, cards) if k] or \
        [Phrase(N_("no cards"))]


def phrase(move: Move) -> Phrase:
    """The move told in words, translated when shown; used inside messages instead of the notation.

    >>> str(phrase(Pay(2, 0, 0)))
    'pay 2 white cards'
    """
    t = type(move)
    if t is Pay:
        template = N_("pay {cards} (colour doesn't matter)") if move.any_colour else N_("pay {cards}")
        return Phrase(template, {"cards": cards_phrase(move.cards)})
    if t is Discard:
        return Phrase(DISCARD_PHRASES[move.colour])
    return told(move)


# ----------------------------------------------------------------------------------------------
# field checks
# ----------------------------------------------------------------------------------------------

def _whole(value: Any) -> int | None:
    if isinstance(value, Integral) and not isinstance(value, bool):
        return int(value)
    return None


def checked(move: Any, columns: Any = None) -> Move:
    """The move in canonical form, after checking every field's type and range.

    Args:
        move: anything given to ``apply``.
        columns: the laid wall's columns (``setup.columns``: the alcove heights of each wall column), to
            check that the alcove exists; None skips that check.

    Raises:
        InvalidMove: not an Iquazú move (iquazu 4); a column that is not a wall column or a height without an
            alcove (iquazu 2.6); cards paid that are not whole numbers 0..10, 1 to 10 in all (iquazu 2.3); an extra-cards count other than 2, 3, 4 (iquazu 1.1); a colour that is not a card colour
            (iquazu 2.5).
    """
    t = type(move)
    if t is Draw or t is UseDouble or t is EndTurn:
        return move
    if t is Place:
        col, h = _whole(move.column), _whole(move.height)
        W = len(columns) if columns is not None else 10**6
        if col is None or not 1 <= col <= W:
            raise InvalidMove("iquazu 2.6", N_("There is no wall column {column}: columns are 1 to {last}."),
                              column=shown(move.column), last=W)
        if h is None or h < 0 or (columns is not None and columns[col - 1].alcove(h) is None):
            raise InvalidMove("iquazu 2.6", N_("Column {column} has no alcove at height {height}."), column=col,
                              height=shown(move.height))
        return move if type(move.column) is int and type(move.height) is int else Place(col, h)
    if t is Pay:
        paid = []
        for name in ("white", "blue", "orange"):
            k = _whole(getattr(move, name))
            if k is None or not 0 <= k <= MAX_PAID:
                raise InvalidMove("iquazu 2.3", N_("Cards paid are whole numbers from 0 to {max}, not {value}."),
                                  max=MAX_PAID, value=shown(getattr(move, name)))
            paid.append(k)
        if not 1 <= sum(paid) <= MAX_PAID:
            raise InvalidMove("iquazu 2.3", N_("A placement pays 1 to {max} cards, not {count}."), max=MAX_PAID,
                              count=sum(paid))
        if not isinstance(move.any_colour, bool):
            raise InvalidMove("iquazu 1.1", N_("Whether a placement uses a colour tile is true or false, not "
                                               "{value}."), value=shown(move.any_colour))
        if any(type(getattr(move, name)) is not int for name in ("white", "blue", "orange")):
            return Pay(paid[0], paid[1], paid[2], move.any_colour)
        return move
    if t is UseCards:
        k = _whole(move.count)
        if k not in rules.CARD_TILE_VALUES:
            raise InvalidMove("iquazu 1.1", N_("An extra-cards tile gives 2, 3 or 4 cards, not {value}."),
                              value=shown(move.count))
        return move if type(move.count) is int else UseCards(k)
    if t is Discard:
        if not isinstance(move.colour, str) or move.colour not in rules.CARD_COLOURS:
            raise InvalidMove("iquazu 2.5", N_("{colour} is not a card colour (white, blue, orange)."),
                              colour=shown(move.colour))
        return move
    raise not_a_move(move)
