"""Placing a crystal (action B, iquazu.md §4 step 1 B): the cost by frame column (§2.3), card substitution
(§2.4) and the "colour doesn't matter" tile (§1.1). The move generator (the single source of legality), the
apply step and the refusal stand side by side.

* An alcove may be chosen only in the frame's 5 placement columns, and only if it is empty (§2.3).
* In frame column k (k = 1…5, left to right) a crystal costs **k cards of the alcove's rim colour** (§2.3).
* Any one required card may be replaced by **two cards of one other colour**, card by card (§2.4); whether the
  pairs of one payment may differ in colour is option ``mixed_pairs`` (default True, §10 q5).
* With a "colour doesn't matter" tile, any k cards pay (§1.1); the tile is used up.
* Paid cards go to the discard pile; the crystal comes from the crystal box (or, if the player's crystals ran
  out, from a column already scored, §6.3). If the crystal fills frame column 1, a scoring round follows at
  once (§5.1).

So with s substitutions a payment is exactly k − s cards of the rim colour plus s same-coloured pairs of the
other colours: k + s cards in all (iquazu-examples.md C-10).
"""
from __future__ import annotations

from companion.errors import IllegalMove
from companion.i18n import N_, Plural
from companion.iquazu import bonus_tiles, rules, scoring_round
from companion.iquazu.moves import Move, Pay, Place, cards_phrase

__all__ = ["cost", "payments", "any_colour_payments", "affordable", "place_moves", "choose", "pay_moves", "pay",
           "refusal", "payment_error", "reclaim_crystal"]

#: prebuilt moves, shared by every game: (column, height) → Place; (white, blue, orange, any) → Pay
_PLACES: dict[tuple[int, int], Place] = {}
_PAYMENTS: dict[tuple[int, int, int, bool], Pay] = {}
#: the alcoves of one column that may be chosen: (column id << 16 | alcove mask) → tuple of Place moves
_ALCOVES: dict[int, tuple[Place, ...]] = {}
#: column id → the Place move of each of its alcoves, top first (a miss of _ALCOVES picks from it)
_COLUMN_PLACES: dict[int, tuple[Place, ...]] = {}
#: alcove mask → the indices of its set bits, lowest first (masks of up to 8 alcoves; larger ones computed)
_BITS = tuple(tuple(j for j in range(8) if m >> j & 1) for m in range(256))
#: the payments for one alcove colour, cost and (capped) hand: key → tuple of Pay moves
_PAYS: dict[int, tuple[Pay, ...]] = {}
#: capped hand, colour tile, option → per cost k the rim colours it can pay (bits)
_AFFORD: dict[int, tuple[int, ...]] = {}
#: a count of cards capped at 10 (more never changes what a hand can pay: 5 cards of a colour, or 5 pairs)
_CAP10 = tuple(min(h, 10) for h in range(4 * rules.CARDS))
#: the same count already placed in the cache key of place_moves: white × 484, blue × 44, orange × 4
_KEY_W = tuple(h * 484 for h in _CAP10)
_KEY_B = tuple(h * 44 for h in _CAP10)
_KEY_O = tuple(h * 4 for h in _CAP10)


def cost(frame: int, column: int) -> int:
    """Cards a crystal in wall ``column`` costs with the frame at position ``frame``: its frame column k
    (§2.3: the cost depends on where the column sits in the frame, not on its wall index).

    >>> cost(1, 5), cost(3, 5)
    (5, 3)
    """
    return column - frame + 1


def payments(colour: int, k: int, hand: tuple[int, int, int], mixed: bool = True) -> list[tuple[int, int, int]]:
    """Every payment of cost ``k`` in rim colour ``colour`` (index of white, blue, orange) the hand can make
    without a colour tile (§2.3–2.4): k − s cards of the colour and s pairs of one other colour each.

    Args:
        hand: cards held per colour.
        mixed: pairs of different colours allowed in one payment (option ``mixed_pairs``).
    Returns:
        Cards paid per colour (white, blue, orange), fewest cards first.

    >>> payments(0, 3, (3, 4, 2))       # C-10: white alcove in F3
    [(3, 0, 0), (2, 2, 0), (2, 0, 2), (1, 4, 0), (1, 2, 2), (0, 4, 2)]
    """
    x, y = [i for i in range(3) if i != colour]
    hr, hx, hy = hand[colour], hand[x], hand[y]
    out = []
    for s in range(max(0, k - hr), k + 1):
        for i in range(s, -1, -1):           # i pairs of colour x, s - i of colour y
            if not mixed and 0 < i < s:
                continue
            if 2 * i <= hx and 2 * (s - i) <= hy:
                paid = [0, 0, 0]
                paid[colour], paid[x], paid[y] = k - s, 2 * i, 2 * (s - i)
                out.append((paid[0], paid[1], paid[2]))
    return out


def any_colour_payments(k: int, hand: tuple[int, int, int]) -> list[tuple[int, int, int]]:
    """Every payment of ``k`` cards of any colours the hand can make (the "colour doesn't matter" tile, §1.1).

    >>> any_colour_payments(2, (1, 1, 0))
    [(1, 1, 0)]
    """
    hw, hb, ho = hand
    return [(w, b, k - w - b) for w in range(min(hw, k), -1, -1) for b in range(min(hb, k - w), -1, -1)
            if k - w - b <= ho]


def _place(column: int, height: int) -> Place:
    key = (column, height)
    move = _PLACES.get(key)
    if move is None:
        move = _PLACES[key] = Place(column, height)
    return move


def _pay(paid: tuple[int, int, int], any_colour: bool) -> Pay:
    key = (paid[0], paid[1], paid[2], any_colour)
    move = _PAYMENTS.get(key)
    if move is None:
        move = _PAYMENTS[key] = Pay(paid[0], paid[1], paid[2], any_colour)
    return move


def affordable(k: int, hand: tuple[int, int, int] | list[int], mixed: bool = True) -> int:
    """The rim colours (bit 0 white, 1 blue, 2 orange) a hand can pay a crystal of cost ``k`` in, without a
    colour tile (§2.3–2.4: k − s cards of the colour and s pairs of other colours).

    >>> affordable(3, (1, 2, 2)), affordable(3, (1, 2, 2), mixed=False), affordable(1, (0, 0, 1))
    (7, 6, 4)
    """
    pairs = [h // 2 for h in hand]
    bits = 0
    for r in range(3):
        others = [pairs[i] for i in range(3) if i != r]
        if hand[r] + (others[0] + others[1] if mixed else max(others)) >= k:
            bits |= 1 << r
    return bits


def _affordable_by_cost(key: int) -> tuple[int, ...]:
    """Per cost k = 0…5, the rim colours (bits) a capped hand can pay, from its cache key (see place_moves)."""
    bits = _AFFORD.get(key)
    if bits is None:
        mixed, anyt = key & 1, key >> 1 & 1
        rest = key >> 2
        hand = (rest // 121, rest // 11 % 11, rest % 11)
        bits = _AFFORD[key] = tuple(7 if anyt and sum(hand) >= k else affordable(k, hand, bool(mixed))
                                    for k in range(rules.FRAME_COLUMNS + 1))
    return bits


def _frame_slots(s, frame: int) -> tuple[tuple[int, int, tuple[int, ...], int], ...]:
    """The frame's placement columns at position ``frame``: ``(column index, cost k, colour-set masks, column id
    << 16)`` each (cached on the setup's geometry)."""
    slots = s.frame_slots.get(frame)
    if slots is None:
        slots = s.frame_slots[frame] = tuple(
            (col - 1, col - frame + 1, s.aff_masks[col - 1], s.col_ids[col - 1] << 16)
            for col in range(frame, min(frame + rules.FRAME_COLUMNS - 1, s.W) + 1))
    return slots


def place_moves(c, p: int, out: list) -> None:
    """Append to ``out`` every alcove player ``p`` can choose now (§2.3): an empty alcove of the frame's
    placement columns whose cost the hand can pay (with substitution, §2.4, or any k cards holding a colour
    tile, §1.1). None when the player has no crystal left anywhere (§6.3)."""
    d = c.d
    L = c.L
    s = c.s
    if not d[L.CRYS + p] and _scored_crystal(c, p) is None:
        return
    H = 3 * p
    key = _KEY_W[d[H]] + _KEY_B[d[H + 1]] + _KEY_O[d[H + 2]]    # ((w × 11 + b) × 11 + o) × 4, capped
    for i in s.any_at[p]:
        if d[i]:
            key += 2
            break
    if c.opts.mixed_pairs:
        key += 1
    afford = _AFFORD.get(key) or _affordable_by_cost(key)
    E = L.EMPTY
    frame = d[L.FRAME]
    get = _ALCOVES.get
    for ci, k, aff, cid in s.frame_slots.get(frame) or _frame_slots(s, frame):
        m = d[E + ci] & aff[afford[k]]
        if m:
            moves = get(cid | m)
            if moves is None:
                moves = _column_alcoves(s, ci, cid, m)
            out.extend(moves)


def _column_alcoves(s, ci: int, cid: int, m: int) -> tuple[Place, ...]:
    """The Place moves of the alcoves in ``mask`` ``m`` of column index ``ci`` (id ``cid << 16``), cached."""
    places = _COLUMN_PLACES.get(cid)
    if places is None:
        cs = s.col_start[ci]
        places = _COLUMN_PLACES[cid] = tuple(_place(ci + 1, s.alc_height[a]) for a in range(cs, s.col_start[ci + 1]))
    bits = _BITS[m] if m < 256 else tuple(j for j in range(m.bit_length()) if m >> j & 1)
    moves = _ALCOVES[cid | m] = tuple([places[j] for j in bits])
    return moves


def choose(c, p: int, move: Place) -> None:
    """Player ``p`` chooses the alcove of ``move`` (§4 step 1 B.1): the game waits for the payment."""
    d, L = c.d, c.L
    d[L.PALC] = c.s.alcove_at[(move.column, move.height)]
    d[L.KIND] = 1


def pay_moves(c, p: int) -> list:
    """Every payment player ``p`` can make for the chosen alcove (§2.3–2.4), and with a colour tile every
    payment of any k cards using it (§1.1)."""
    d, L, s = c.d, c.L, c.s
    a = d[L.PALC]
    k = s.alc_col[a] - d[L.FRAME] + 1
    k2 = k + k
    h0, h1, h2 = d[3 * p], d[3 * p + 1], d[3 * p + 2]
    h0 = h0 if h0 < k2 else k2
    h1 = h1 if h1 < k2 else k2
    h2 = h2 if h2 < k2 else k2
    anyt = 0
    for i in s.any_at[p]:
        if d[i]:
            anyt = 2
            break
    colour = s.alc_colour[a]
    # a hand that pays the same ways gets the same key (more cache hits): more than k cards of the rim colour
    # are never paid, and without a colour tile other colours go by pairs only, so an odd card does not count
    if not anyt:
        h0 &= ~1
        h1 &= ~1
        h2 &= ~1
    if colour == 0:
        h0 = d[3 * p] if d[3 * p] < k else k
    elif colour == 1:
        h1 = d[3 * p + 1] if d[3 * p + 1] < k else k
    else:
        h2 = d[3 * p + 2] if d[3 * p + 2] < k else k
    mixed = 1 if c.opts.mixed_pairs else 0
    key = ((((colour * 6 + k) * 11 + h0) * 11 + h1) * 11 + h2) * 4 + anyt + mixed
    moves = _PAYS.get(key)
    if moves is None:
        capped = (h0, h1, h2)
        found = [_pay(paid, False) for paid in payments(colour, k, capped, bool(mixed))]
        if anyt:
            found += [_pay(paid, True) for paid in any_colour_payments(k, capped)]
        moves = _PAYS[key] = tuple(found)
    return list(moves)


def pay(c, p: int, move: Pay) -> None:
    """Player ``p`` pays ``move`` for the chosen alcove and puts a crystal in it (§4 step 1 B.2–3): one action is
    used; a scoring round follows at once if frame column 1 is now full (§5.1)."""
    d, L, s = c.d, c.L, c.s
    a = d[L.PALC]
    col = s.alc_col[a]
    H, X = 3 * p, L.DISC
    w, b, o = move.white, move.blue, move.orange
    d[H] -= w
    d[H + 1] -= b
    d[H + 2] -= o
    d[X] += w
    d[X + 1] += b
    d[X + 2] += o
    if move.any_colour:
        bonus_tiles.consume(c, p, s.any_kinds)
    if not d[L.CRYS + p]:
        reclaim_crystal(c, p)
    d[L.CRYS + p] -= 1
    d[L.ALC + a] = 2 + p
    i = L.EMPTY + col - 1
    d[i] &= ~(1 << (a - s.col_start[col - 1]))
    d[L.KIND] = 0
    d[L.PALC] = 0
    d[L.ACTIONS] -= 1
    if not d[i] and col == d[L.FRAME]:
        scoring_round.score(c)


def _scored_crystal(c, p: int) -> int | None:
    """An alcove of a column already scored holding a crystal of ``p`` (None if there is none)."""
    d, L = c.d, c.L
    mine = 2 + p
    for a in range(c.s.col_start[d[L.FRAME] - 1]):
        if d[L.ALC + a] == mine:
            return a
    return None


def reclaim_crystal(c, p: int) -> bool:
    """Player ``p``'s crystals ran out: take one back from a column already scored (§6.3 [PL FAQ])."""
    a = _scored_crystal(c, p)
    if a is None:
        return False
    c.clear_alcove(a)
    c.d[c.L.CRYS + p] += 1
    return True


_RIMS = {"white": N_("white"), "blue": N_("blue"), "orange": N_("orange")}


def payment_error(colour: int, k: int, paid: tuple[int, int, int], any_colour: bool,
                  mixed: bool = True) -> IllegalMove | None:
    """Why ``paid`` (cards per colour) does not pay a crystal of cost ``k`` in rim colour ``colour`` (§2.3–2.4,
    §1.1); None if it does. The rule's own check, independent of the generator :func:`payments`.

    >>> payment_error(0, 3, (2, 1, 1), False).rule
    'iquazu 2.4'
    >>> payment_error(0, 3, (1, 2, 2), False) is None
    True
    """
    total = sum(paid)
    if any_colour:
        if total == k:
            return None
        return IllegalMove("iquazu 1.1", Plural("With the colour tile, a crystal in frame column {k} costs {k} card "
                                                "of any colour, not {count}.",
                                                "With the colour tile, a crystal in frame column {k} costs {k} cards "
                                                "of any colour, not {count}.", count="k"), k=k, count=total)
    rim = rules.CARD_COLOURS[colour]
    own = paid[colour]
    others = [paid[i] for i in range(3) if i != colour]
    if own > k or any(x % 2 for x in others) or own + sum(others) // 2 != k:
        if any(x % 2 for x in others):
            return IllegalMove("iquazu 2.4", N_("Two cards replace one card of the alcove's colour only as a pair "
                                                "of one colour: {cards} do not pair up."),
                               cards=cards_phrase(paid))
        return IllegalMove("iquazu 2.3", Plural("A {rim_label} alcove in frame column {k} costs {k} {rim_label} "
                                                "card (or two cards of one other colour for each): {cards} is not "
                                                "that.",
                                                "A {rim_label} alcove in frame column {k} costs {k} {rim_label} "
                                                "cards (or two cards of one other colour for each): {cards} is not "
                                                "that.", count="k"),
                           rim_label=_RIMS[rim], k=k, cards=cards_phrase(paid))
    if not mixed and all(others):
        return IllegalMove("iquazu 2.4", N_("The pairs of one payment must share a colour (option mixed_pairs "
                                            "is off)."))
    return None


def refusal(c, p: int, move: Move) -> IllegalMove | None:
    """Why the alcove choice or payment ``move`` of ``p`` is not legal now (the rule broken); None if §2.3–2.4
    and §1.1 allow it."""
    d, L, s = c.d, c.L, c.s
    if type(move) is Pay:
        if d[L.KIND] != 1:
            return IllegalMove("iquazu 4", N_("Choose an alcove for the crystal before paying for it."))
        a = d[L.PALC]
        if move.any_colour and not any(d[L.HELD + p * L.T + t] for t in s.any_kinds):
            return IllegalMove("iquazu 1.1", N_("{player} has no \"colour doesn't matter\" tile."), player=c.players[p])
        error = payment_error(s.alc_colour[a], cost(d[L.FRAME], s.alc_col[a]), move.cards, move.any_colour,
                              c.opts.mixed_pairs)
        if error is not None:
            return error
        hand = tuple(d[3 * p:3 * p + 3])
        if any(x > h for x, h in zip(move.cards, hand)):
            return IllegalMove("iquazu 2.3", N_("{player} cannot pay {cards}: the hand holds {held}."),
                               player=c.players[p], cards=cards_phrase(move.cards), held=cards_phrase(hand))
        return None
    if d[L.KIND] == 1:
        return IllegalMove("iquazu 4", N_("{player} has chosen an alcove: pay for it first (or undo the choice)."),
                           player=c.players[p])
    if not d[L.ACTIONS]:
        return c.no_action_left(p, move)
    col, fp = move.column, d[L.FRAME]
    last = min(fp + rules.FRAME_COLUMNS - 1, s.W)
    if not fp <= col <= last:
        return IllegalMove("iquazu 2.3", N_("Column {column} is not a placement column of the frame: crystals go "
                                            "in columns {first} to {last} now."), column=col, first=fp, last=last)
    a = s.alcove_at[(col, move.height)]
    v = d[L.ALC + a]
    if v == 1:
        return IllegalMove("iquazu 2.3", N_("A water drop fills the alcove at height {height} of column {column}: "
                                            "no crystal may go there."), height=move.height, column=col)
    if v:
        return IllegalMove("iquazu 2.3", N_("The alcove at height {height} of column {column} already holds a "
                                            "crystal of {player}."), height=move.height, column=col,
                           player=c.players[v - 2])
    if not d[L.CRYS + p] and _scored_crystal(c, p) is None:
        return IllegalMove("iquazu 6.3", N_("{player} has no crystal left, not even in a column already scored."),
                           player=c.players[p])
    k = cost(fp, col)
    hand = tuple(d[3 * p:3 * p + 3])
    anyt = any(d[L.HELD + p * L.T + t] for t in s.any_kinds)
    if not (anyt and sum(hand) >= k) and not payments(s.alc_colour[a], k, hand, c.opts.mixed_pairs):
        rim = rules.CARD_COLOURS[s.alc_colour[a]]
        return IllegalMove("iquazu 2.3", Plural("{player} cannot pay for this alcove: in frame column {k} it costs "
                                                "{k} {rim_label} card (or two cards of one other colour for each), "
                                                "and the hand holds {held}.",
                                                "{player} cannot pay for this alcove: in frame column {k} it costs "
                                                "{k} {rim_label} cards (or two cards of one other colour for each), "
                                                "and the hand holds {held}.", count="k"),
                           player=c.players[p], k=k, rim_label=_RIMS[rim], held=cards_phrase(hand))
    return None
