"""Five Tribes moves: one small frozen value per player decision (five-tribes.md §3-§4).

A move carries no player: it is made by the player whose decision is pending (``state.current_player``).
The turn is cut into the rulebook's small steps, so a lesson can stop between any two: a bid (§3.1), the
pick-up, each step and each drop of the meeple move (§3.3), the choices of the tribe action (§3.5), of the
tile action (§3.6), each merchandise sale (§3.7) and each djinn power (§1.5).

Notation (like chess UCI): ``str(move)`` is short, stable text that :func:`parse` turns back into the move.
Tiles are named like chess squares: column letter ``a``-``f`` (col 0-5) and row number ``1``-``5`` (row
0-4), so the examples' tile ``(col, row) = (2, 3)`` is ``c4``::

    bid 18 · bid 5 kumarbi 1 · pick c3 · step d3 · drop vizier · builders 1 · kill d4 elder · kill d4 elder 2 ·
    kill player 1 vizier · kill nothing · buy 2 · buy 1 5 · take Leta ef · skip · palm c3 · palace d2 ·
    use Enki f c3 · use Echidna ee · keep Leta · sell ivory+fish+wheat · end

Payments of djinn costs (§1.5): ``e`` one elder, ``f`` one fakir, ``ee`` two elders, ``ef`` an elder and a
fakir. Market card slots are 1-based positions in the face-up row (1 = first card). What a player reads is
:func:`phrase` (translated), never the notation. :func:`checked` is the one place where a move's fields are
checked before any rule looks at it.

Example:
    >>> parse("kill d4 elder 2") == Kill(tile("d4"), "elder", 2)
    True
    >>> str(UseDjinn("Enki", "f", 14))
    'use Enki f c3'
"""
from __future__ import annotations

from dataclasses import replace
from numbers import Integral
from typing import Any, Union

from companion.engine.notation import joined, move_type, told
from companion.errors import InvalidMove
from companion.five_tribes.rules import (
    BID_COSTS, CARD_KINDS, COLS, DJINNS, MERCHANDISE, ROWS, TRIBES, djinn_name,
)
from companion.five_tribes.scoring import FAKIRS  # "1 fakir", "3 fakirs": one message for the count
from companion.i18n import N_, Phrase, Plural
from companion.sheets import shown  # noqa: F401  (one way to quote a value in a message; re-exported)

__all__ = [
    "Bid", "Pick", "Step", "Drop", "Builders", "Kill", "KillHeld", "NoKill", "Buy", "TakeDjinn", "Skip",
    "PlacePalm", "PlacePalace", "UseDjinn", "Keep", "Sell", "EndTurn", "Move", "parse", "checked", "phrase",
    "tile", "tile_name", "PAYMENTS", "fakirs", "TRIBE_LABELS", "KIND_LABELS", "TILE_LABELS", "PAY_LABELS",
    "kill_held_phrase", "not_a_move",
]

TILES = ROWS * COLS
#: djinn cost payments: code → (elders, fakirs) paid
PAYMENTS = {"e": (1, 0), "f": (0, 1), "ee": (2, 0), "ef": (1, 1)}


def tile_name(t: int) -> str:
    """The notation of tile ``t`` (= row * 6 + col): ``"a1"`` … ``"f5"``.

    >>> tile_name(0), tile_name(14), tile_name(29)
    ('a1', 'c3', 'f5')
    """
    return "abcdef"[t % COLS] + str(t // COLS + 1)


def tile(name: str) -> int:
    """The tile index of notation ``name`` (``"c3"`` → 14).

    Raises:
        InvalidMove: not a tile of the 5 × 6 Sultanate (five-tribes 1.2).
    """
    if (isinstance(name, str) and len(name) == 2 and name[0] in "abcdef" and name[1] in "12345"):
        return "12345".index(name[1]) * COLS + "abcdef".index(name[0])
    raise InvalidMove("five-tribes 1.2", N_("{tile} is not a tile of the Sultanate (a1 to f5)."), tile=shown(name))


@move_type("bid {cost}[ kumarbi {fakirs}]")
class Bid:
    """Bid for turn order: put the marker on the free Turn Order spot costing ``cost`` (a 0 spot: the zero
    push) and pay at once (§3.1); ``fakirs`` discarded with Kumarbi make the spot that many steps cheaper."""

    cost: int
    fakirs: int = 0


@move_type("pick {tile}", tile=tile_name, words=N_("pick up the meeples of tile {tile}"))
class Pick:
    """Pick up all the meeples of ``tile`` (§3.3 step 1)."""

    tile: int


@move_type("step {tile}", tile=tile_name, words=N_("move on to tile {tile}"))
class Step:
    """Move the hand to the orthogonally adjacent ``tile`` (§3.3 step 2: no diagonal, no immediate backtrack)."""

    tile: int


@move_type("drop {tribe}")
class Drop:
    """Drop one meeple of ``tribe`` (vizier, elder, merchant, builder, assassin) on the tile just entered
    (§3.3 step 2; the last one needs a meeple of its colour there)."""

    tribe: str


@move_type("builders {fakirs}")
class Builders:
    """Builders' action: discard ``fakirs`` fakirs and take (n + fakirs) × blue tiles gold (§3.5)."""

    fakirs: int = 0


@move_type("kill {tile} {tribe}[ {fakirs}]", tile=tile_name)
class Kill:
    """Assassins' action: kill one ``tribe`` meeple on ``tile``, discarding ``fakirs`` fakirs for range (§3.5)."""

    tile: int
    tribe: str
    fakirs: int = 0


@move_type("kill player {player} {tribe}")
class KillHeld:
    """Assassins' action: kill one vizier or elder held by opponent ``player`` (§3.5)."""

    player: int
    tribe: str


@move_type("kill nothing", words=N_("kill nobody"))
class NoKill:
    """Assassins' action: kill nothing (only with option ``assassin_must_kill=False``, §3.5 FAQ #20; or a
    second Iblis kill declined)."""


@move_type("buy {slots}", slots=joined(" ", str))
class Buy:
    """Market tile action: pay 3 (small) or 6 (large) gold and take the cards at row ``slots`` (1-based,
    ascending; one of the first 3, or two of the first 6) (§3.6)."""

    slots: tuple[int, ...]


@move_type("take {djinn} {pay}")
class TakeDjinn:
    """Sacred place tile action: pay ``pay`` (``"ee"`` two elders, ``"ef"`` an elder and a fakir) and take the
    face-up ``djinn`` (§3.6, §1.5)."""

    djinn: str
    pay: str


@move_type("skip", words=N_("skip the tile action"))
class Skip:
    """Decline an optional tile action (market, sacred place, §3.6)."""


@move_type("palm {tile}", tile=tile_name, words=N_("put a palm tree on tile {tile}"))
class PlacePalm:
    """Put the palm tree on ``tile`` (the oasis, or a neighbouring tile after Lamia, §3.6, §1.5)."""

    tile: int


@move_type("palace {tile}", tile=tile_name, words=N_("put a palace on tile {tile}"))
class PlacePalace:
    """Put the palace on ``tile`` (the village, or a neighbouring tile after Hagis, §3.6, §1.5)."""

    tile: int


@move_type("use {djinn} {pay}[ {tile}]", tile=tile_name)
class UseDjinn:
    """Use the costed power of ``djinn``, paying ``pay`` (§1.5); ``tile`` for Anun-Nak, Bouraq, Enki, Leta
    and Utug (None otherwise)."""

    djinn: str
    pay: str
    tile: int | None = None


@move_type("keep {djinn}", words=N_("keep the djinn {djinn}"))
class Keep:
    """Sibittis: keep ``djinn`` of the djinns drawn (the others are discarded) (§1.5)."""

    djinn: str


@move_type("sell {kinds}", kinds=joined("+"))
class Sell:
    """Merchandise sale: sell one suit of different ``kinds`` (in card order) to the bank (§3.7)."""

    kinds: tuple[str, ...]


@move_type("end", words=N_("end the turn"))
class EndTurn:
    """End the turn (after the move and actions, or when no meeple move exists, §3.2, §4)."""


Move = Union[Bid, Pick, Step, Drop, Builders, Kill, KillHeld, NoKill, Buy, TakeDjinn, Skip, PlacePalm, PlacePalace,
             UseDjinn, Keep, Sell, EndTurn]


# ----------------------------------------------------------------------------------------------
# notation
# ----------------------------------------------------------------------------------------------


def _int_text(word: str) -> int | None:
    return int(word) if word.isascii() and word.isdigit() and len(word) < 6 else None


def _not_a_move(text: Any) -> InvalidMove:
    return InvalidMove("five-tribes 3.2", N_("{move} is not a Five Tribes move."), move=shown(text))


def not_a_move(move: Any) -> InvalidMove:
    """The error for ``move`` not being a Five Tribes move at all (five-tribes 3.2 lists a turn's moves), naming
    it: raised by :func:`checked` and by the core's ``push`` for an object of no Five Tribes move type.

    >>> str(not_a_move(None))
    'None is not a Five Tribes move. (five-tribes 3.2)'
    """
    return _not_a_move(repr(move))


def _djinn(word: str) -> str:
    name = djinn_name(word) if word else None
    if name is None:
        raise InvalidMove("five-tribes 1.5", N_("{djinn} is not one of the 22 djinns."), djinn=shown(word))
    return name


def parse(text: Any) -> Move:
    """The move written ``text`` in the notation of the module docstring (``str(move)`` gives it back).

    Raises:
        InvalidMove: ``text`` is not text or does not parse, or names no tile, tribe, djinn or kind.
    """
    if not isinstance(text, str):
        raise _not_a_move(repr(text))
    words = text.split()
    n = len(words)
    w = words + [""] * (6 - n)
    head = w[0]
    move: Move | None = None
    ints = [_int_text(x) for x in words[1:]]
    if head == "bid" and n == 2 and ints[0] is not None:
        move = Bid(ints[0])
    elif head == "bid" and n == 4 and w[2] == "kumarbi" and ints[0] is not None and ints[2] is not None:
        move = Bid(ints[0], ints[2])
    elif head in ("pick", "step", "palm", "palace") and n == 2:
        move = {"pick": Pick, "step": Step, "palm": PlacePalm, "palace": PlacePalace}[head](tile(w[1]))
    elif head == "drop" and n == 2:
        move = Drop(w[1])
    elif head == "builders" and n == 2 and ints[0] is not None:
        move = Builders(ints[0])
    elif head == "kill" and n == 2 and w[1] == "nothing":
        move = NoKill()
    elif head == "kill" and n == 4 and w[1] == "player" and ints[1] is not None:
        move = KillHeld(ints[1], w[3])
    elif head == "kill" and n in (3, 4) and w[1] != "player" and (n == 3 or ints[2] is not None):
        move = Kill(tile(w[1]), w[2], ints[2] if n == 4 else 0)  # type: ignore[arg-type]
    elif head == "buy" and n in (2, 3) and None not in ints:
        move = Buy(tuple(ints))  # type: ignore[arg-type]
    elif head == "take" and n == 3:
        move = TakeDjinn(_djinn(w[1]), w[2])
    elif head == "skip" and n == 1:
        move = Skip()
    elif head == "use" and n in (3, 4):
        move = UseDjinn(_djinn(w[1]), w[2], tile(w[3]) if n == 4 else None)
    elif head == "keep" and n == 2:
        move = Keep(_djinn(w[1]))
    elif head == "sell" and n == 2:
        move = Sell(tuple(w[1].split("+")))
    elif head == "end" and n == 1:
        move = EndTurn()
    if move is None:
        raise _not_a_move(text)
    return checked(move, players=4)


# ----------------------------------------------------------------------------------------------
# field checks
# ----------------------------------------------------------------------------------------------

_KIND_ORDER = {k: i for i, k in enumerate(CARD_KINDS)}
_MERCH = tuple(MERCHANDISE)


def _whole(value: Any) -> int | None:
    if isinstance(value, Integral) and not isinstance(value, bool):
        return int(value)
    return None


def _tile_field(rule: str, value: Any) -> int:
    k = _whole(value)
    if k is None or not 0 <= k < TILES:
        raise InvalidMove("five-tribes 1.2", N_("{tile} is not a tile of the Sultanate (a1 to f5)."),
                          tile=shown(value))
    return k


def _count_field(rule: str, value: Any, what: str, high: int) -> int:
    k = _whole(value)
    if k is None or not 0 <= k <= high:
        raise InvalidMove(rule, N_("The number of {what_label} must be a whole number from 0 to {high}, not {value}."),
                          what_label=what, high=high, value=shown(value))
    return k


def _tribe_field(rule: str, value: Any, allowed: tuple[str, ...] = TRIBES) -> str:
    if not isinstance(value, str) or value not in allowed:
        raise InvalidMove(rule, N_("{tribe} is not one of {any_tribe_labels}."), tribe=shown(value),
                          any_tribe_labels=list(allowed))
    return value


def _djinn_field(value: Any) -> str:
    if not isinstance(value, str) or value not in DJINNS:
        name = djinn_name(value) if isinstance(value, str) else None
        if name is None:
            raise InvalidMove("five-tribes 1.5", N_("{djinn} is not one of the 22 djinns."), djinn=shown(value))
        return name
    return value


def _pay_field(value: Any) -> str:
    if value not in PAYMENTS:
        raise InvalidMove("five-tribes 1.5", N_("{pay} is not a djinn payment (e, f, ee or ef)."), pay=shown(value))
    return value


def checked(move: Any, players: int = 4) -> Move:
    """The move in canonical form, after checking every field's type and range.

    Args:
        move: anything given to ``apply``.
        players: number of players (a kill in front of a player names one of 0..players-1).

    Returns:
        ``move`` itself, or an equal move with normalised fields (whole numbers as ``int``, card slots
        ascending, sold kinds in card order, djinn spelling variants as the canonical name).

    Raises:
        InvalidMove: not a Five Tribes move, or a malformed field (the message names the rule): a tile not
            on the 5 × 6 Sultanate (1.2), a tribe not one of the five (1.3), a djinn not one of the 22 or a
            payment not e/f/ee/ef (1.5), a bid cost not on the Turn Order track (1.6), market slots not 1 or 2
            different numbers 1-6 (3.6), a sale not 1-9 different merchandise kinds (3.7).
    """
    t = type(move)
    ch: dict[str, Any] = {}
    if t is Bid:
        cost = _whole(move.cost)
        if cost is None or cost not in BID_COSTS:
            raise InvalidMove("five-tribes 1.6", N_("{cost} is not a spot of the Turn Order track "
                                                    "(18, 12, 8, 5, 3, 1, 0)."), cost=shown(move.cost))
        ch["cost"] = cost
        ch["fakirs"] = _count_field("five-tribes 1.5", move.fakirs, N_("fakirs"), 18)
    elif t in (Pick, Step, PlacePalm, PlacePalace):
        ch["tile"] = _tile_field("five-tribes 3.3", move.tile)
    elif t is Drop:
        _tribe_field("five-tribes 3.3", move.tribe)
    elif t is Builders:
        ch["fakirs"] = _count_field("five-tribes 3.5", move.fakirs, N_("fakirs"), 18)
    elif t is Kill:
        ch["tile"] = _tile_field("five-tribes 3.5", move.tile)
        _tribe_field("five-tribes 3.5", move.tribe)
        ch["fakirs"] = _count_field("five-tribes 3.5", move.fakirs, N_("fakirs"), 18)
    elif t is KillHeld:
        k = _whole(move.player)
        if k is None or not 0 <= k < players:
            raise InvalidMove("five-tribes 3.5", N_("There is no player {player} in this game."),
                              player=shown(move.player))
        ch["player"] = k
        _tribe_field("five-tribes 3.5", move.tribe, ("vizier", "elder"))
    elif t is Buy:
        slots = move.slots
        if not isinstance(slots, (tuple, list)) or not 1 <= len(slots) <= 2:
            raise InvalidMove("five-tribes 3.6", N_("A market purchase takes 1 or 2 cards, not {slots}."),
                              slots=shown(slots))
        ints = [_whole(s) for s in slots]
        if None in ints or not all(1 <= s <= 6 for s in ints) or len(set(ints)) != len(ints):  # type: ignore[operator]
            raise InvalidMove("five-tribes 3.6", N_("Market cards are named by different slots 1 to 6, not "
                                                    "{slots}."), slots=shown(slots))
        ch["slots"] = tuple(sorted(ints))  # type: ignore[type-var]
    elif t is TakeDjinn:
        ch["djinn"] = _djinn_field(move.djinn)
        if move.pay not in ("ee", "ef"):
            raise InvalidMove("five-tribes 3.6", N_("A djinn costs 2 elders (ee) or an elder and a fakir (ef), "
                                                    "not {pay}."), pay=shown(move.pay))
    elif t is UseDjinn:
        ch["djinn"] = _djinn_field(move.djinn)
        _pay_field(move.pay)
        if move.tile is not None:
            ch["tile"] = _tile_field("five-tribes 1.5", move.tile)
    elif t is Keep:
        ch["djinn"] = _djinn_field(move.djinn)
    elif t is Sell:
        kinds = move.kinds
        if (not isinstance(kinds, (tuple, list)) or not 1 <= len(kinds) <= len(_MERCH)
                or any(not isinstance(k, str) or k not in _MERCH for k in kinds) or len(set(kinds)) != len(kinds)):
            raise InvalidMove("five-tribes 3.7", N_("A suit sold is 1 to 9 different merchandise kinds ({kinds}), "
                                                    "not {suit}."), kinds=", ".join(_MERCH), suit=shown(kinds))
        ch["kinds"] = tuple(sorted(kinds, key=_KIND_ORDER.__getitem__))
    elif t not in (NoKill, Skip, EndTurn):
        raise not_a_move(move)
    changes = {k: v for k, v in ch.items() if getattr(move, k) != v or type(getattr(move, k)) is not type(v)}
    return replace(move, **changes) if changes else move


# ----------------------------------------------------------------------------------------------
# phrases (what a player reads)
# ----------------------------------------------------------------------------------------------

#: tribe names as msgids (singular, running text)
TRIBE_LABELS = {"vizier": N_("vizier"), "elder": N_("elder"), "merchant": N_("merchant"), "builder": N_("builder"),
                "assassin": N_("assassin")}
#: card kinds as msgids
KIND_LABELS = {"ivory": N_("ivory"), "jewels": N_("jewels"), "gold": N_("gold"), "papyrus": N_("papyrus"),
               "silk": N_("silk"), "spice": N_("spice"), "fish": N_("fish"), "wheat": N_("wheat"),
               "pottery": N_("pottery"), "fakir": N_("fakir")}
#: tile kinds as msgids
TILE_LABELS = {"large_market": N_("large market"), "small_market": N_("small market"), "oasis": N_("oasis"),
               "village": N_("village"), "sacred_place": N_("sacred place")}
#: a djinn payment named on its own — a button "Pay: …", after "paying" or "cannot pay", in a list of costs (Polish
#: puts each after a colon, in the nominative: "Zapłać: mędrzec i fakir", five-tribes.md §1.5)
PAY_LABELS = {"e": N_("an elder"), "f": N_("a fakir"), "ee": N_("two elders"), "ef": N_("an elder and a fakir")}


def fakirs(n: int) -> Phrase:
    """``"1 fakir"``, ``"3 fakirs"`` (translated when shown)."""
    return Phrase(FAKIRS, {"n": n})


#: tribes whose English name takes "an" ("kill an elder", "drop an assassin")
_VOWEL_TRIBES = ("elder", "assassin")


def kill_held_phrase(tribe: str, player: Any) -> Phrase:
    """"kill a vizier / an elder held by <player>" (a player's index or name), translated when shown
    (Assassins, five-tribes.md §3.5)."""
    if isinstance(player, str):
        template = N_("kill an {tribe_label} held by {player}") if tribe in _VOWEL_TRIBES else \
            N_("kill a {tribe_label} held by {player}")
    else:
        template = N_("kill an {tribe_label} held by player {player}") if tribe in _VOWEL_TRIBES else \
            N_("kill a {tribe_label} held by player {player}")
    return Phrase(template, {"tribe_label": TRIBE_LABELS[tribe], "player": player})


def phrase(move: Move) -> Phrase:
    """The move told in words, translated when shown (used inside messages instead of the notation).

    >>> str(phrase(Bid(8)))
    'bid 8 gold for turn order'
    >>> str(phrase(Kill(14, "elder", 1)))
    'kill an elder on tile c3 (discarding 1 fakir)'
    """
    t = type(move)
    if t is Bid:
        if move.fakirs:
            return Phrase(N_("take the {cost}-gold turn order spot, discarding {fakirs} with Kumarbi"),
                          {"cost": move.cost, "fakirs": Phrase(FAKIRS, {"n": move.fakirs})})
        return Phrase(N_("bid {cost} gold for turn order"), {"cost": move.cost})
    if t is Drop:
        return Phrase(N_("drop an {tribe_label} here") if move.tribe in _VOWEL_TRIBES else N_("drop a {tribe_label} here"),
                      {"tribe_label": TRIBE_LABELS[move.tribe]})
    if t is Builders:
        return Phrase(N_("take the builders' gold, discarding {fakirs}"), {"fakirs": Phrase(FAKIRS, {"n": move.fakirs})})
    if t is Kill:
        if move.fakirs:
            return Phrase(N_("kill an {tribe_label} on tile {tile} (discarding {fakirs})")
                          if move.tribe in _VOWEL_TRIBES else
                          N_("kill a {tribe_label} on tile {tile} (discarding {fakirs})"),
                          {"tribe_label": TRIBE_LABELS[move.tribe], "tile": tile_name(move.tile),
                           "fakirs": Phrase(FAKIRS, {"n": move.fakirs})})
        return Phrase(N_("kill an {tribe_label} on tile {tile}") if move.tribe in _VOWEL_TRIBES else
                      N_("kill a {tribe_label} on tile {tile}"),
                      {"tribe_label": TRIBE_LABELS[move.tribe], "tile": tile_name(move.tile)})
    if t is KillHeld:
        return kill_held_phrase(move.tribe, move.player)
    if t is Buy:
        return Phrase(Plural("buy the card in slot {slots}", "buy the cards in slots {slots}", count="slots"),
                      {"slots": [str(s) for s in move.slots]})
    if t is TakeDjinn:
        return Phrase(N_("take the djinn {djinn}, paying {pay_label}"), {"djinn": move.djinn,
                                                                       "pay_label": PAY_LABELS[move.pay]})
    if t is UseDjinn:
        if move.tile is None:
            return Phrase(N_("use {djinn}, paying {pay_label}"), {"djinn": move.djinn, "pay_label": PAY_LABELS[move.pay]})
        return Phrase(N_("use {djinn} on tile {tile}, paying {pay_label}"),
                      {"djinn": move.djinn, "tile": tile_name(move.tile), "pay_label": PAY_LABELS[move.pay]})
    if t is Sell:
        return Phrase(N_("sell {kind_labels}"), {"kind_labels": [KIND_LABELS[k] for k in move.kinds]})
    return told(move)
