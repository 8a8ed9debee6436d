"""The 22 djinns (five-tribes.md §1.5, FAQ §6 #24-#25): costed powers, triggered and passive powers.

Costed powers are used at most once per turn, only in the owner's own turn and only if the cost can be paid
then (elders go back to the bag, fakirs to the discards); a djinn may be used in the turn it was taken.
Where in the turn (FAQ #24, step placement unconfirmed; we use a power where its effect applies):

* at the start or end of the turn (decision ``turn``, before the pick-up or after the tile action):
  Anun-Nak, Bouraq, Enki, Leta, Utug, Sibittis, Sloar;
* Echidna at the builders' action (:mod:`~companion.five_tribes.builders`), Iblis at the assassins' action
  (:mod:`~companion.five_tribes.assassins`), Hagis/Lamia when a palace/palm tree is placed
  (:mod:`~companion.five_tribes.tile_actions`), Kumarbi while bidding (:mod:`~companion.five_tribes.bidding`).

Triggered powers work in every player's turn: Ba'al (a djinn gained), Marid (a meeple dropped on its
owner's tile), Monkir (a palace placed), Nekir (assassins kill): 1 GC when the owner causes it, 2 GC when
an opponent does. Kandicha acts on its owner's kills (:mod:`~companion.five_tribes.assassins`), Boaz
protects its owner's viziers and elders; Al-Amin, Haurvatat, Jafaar and Shamhat change final scoring
(:mod:`companion.five_tribes.scoring`).
"""
from __future__ import annotations

from companion.errors import IllegalMove
from companion.five_tribes.common import OASIS, VILLAGE
from companion.five_tribes.moves import PAY_LABELS, PAYMENTS, Keep, Move, UseDjinn, tile_name
from companion.five_tribes.rules import DJINNS
from companion.i18n import N_

__all__ = ["COSTS", "FREE", "holder", "pay_options", "pay", "free_moves", "power_moves", "use", "keep_moves",
           "keep", "gain_djinn", "on_drop", "on_palace", "on_kill", "refusal"]

J = {name: i for i, name in enumerate(DJINNS)}
_E_F, _EE_F, _F = ("e", "f"), ("ee", "ef"), ("f",)
#: the cost of each costed power (§1.5): E/F, E+E/F or F; Kumarbi (F+) is paid in the bid
COSTS = {
    "Anun-Nak": _E_F, "Bouraq": _E_F, "Echidna": _EE_F, "Enki": _E_F, "Hagis": _E_F, "Iblis": _E_F,
    "Lamia": _E_F, "Leta": _EE_F, "Sibittis": _EE_F, "Sloar": _F, "Utug": _EE_F,
}
#: the costed powers used at the start or end of a turn; those with a target tile
FREE = ("Anun-Nak", "Bouraq", "Enki", "Leta", "Utug", "Sibittis", "Sloar")
_TILE_POWERS = ("Anun-Nak", "Bouraq", "Enki", "Leta", "Utug")
_FREE_MASK = sum(1 << J[n] for n in FREE)
_TURN, _TILE, _SIBITTIS = 1, 6, 7
_BAAL, _MARID, _MONKIR, _NEKIR = J["Ba'al"], J["Marid"], J["Monkir"], J["Nekir"]
_MOVES: dict = {}


def _move(name: str, pay: str, t: int | None = None) -> UseDjinn:
    key = (name, pay, t)
    m = _MOVES.get(key)
    if m is None:
        m = _MOVES[key] = UseDjinn(name, pay, t)
    return m


def holder(c, j: int) -> int:
    """The player holding djinn ``j`` (index of :data:`~companion.five_tribes.rules.DJINNS`), or -1."""
    d, L = c.d, c.L
    bit = 1 << j
    for p in range(c.n):
        if d[L.PL + L.PS * p + 14] & bit:
            return p
    return -1


def pay_options(c, p: int, name: str) -> tuple[str, ...]:
    """The payments player ``p`` can make now for the power of ``name`` (§1.5 costs)."""
    d, L = c.d, c.L
    base = L.PL + L.PS * p
    e, f = d[base + 2], d[base + 13]
    cost = COSTS[name]
    if cost is _E_F:
        return ("e", "f") if e and f else ("e",) if e else ("f",) if f else ()
    if cost is _EE_F:
        return tuple(x for x, ok in (("ee", e >= 2), ("ef", e >= 1 and f >= 1)) if ok)
    return ("f",) if f else ()


def pay(c, p: int, code: str) -> None:
    """Player ``p`` pays a djinn cost ``code`` (e, f, ee, ef): elders to the bag, fakirs discarded (§1.5)."""
    d, L = c.d, c.L
    e, f = PAYMENTS[code]
    if e:
        d[L.PL + L.PS * p + 2] -= e
        d[L.BAG + 1] += e
    c.discard_fakirs(p, f)


def _ready(c, p: int, name: str) -> tuple[str, ...]:
    """Payments for ``name`` if ``p`` holds it and has not used it this turn, else ()."""
    d, L = c.d, c.L
    bit = 1 << J[name]
    if not d[L.PL + L.PS * p + 14] & bit or d[L.USED] & bit:
        return ()
    return pay_options(c, p, name)


def _draws_a_meeple(c, code: str) -> bool:
    """Anun-Nak paid with ``code``: whether the bag holds a meeple to draw once the cost is paid — an elder paid
    goes to the bag before the 3 meeples are drawn (§1.5 costs; FAQ #6 "draw what is there"), so an elder
    always makes the power act, a fakir only if the bag already holds a meeple."""
    d, L = c.d, c.L
    return bool(PAYMENTS[code][0] or d[L.BAG] or d[L.BAG + 1] or d[L.BAG + 2] or d[L.BAG + 3] or d[L.BAG + 4])


def _targets(c, p: int, name: str) -> list[int] | None:
    """The tiles a free-time power can be used on now ([] if none), or None for a power without a tile
    that can be used now (Sibittis, Sloar); [] also when the power cannot act (empty supply, pile, no camel
    left). Anun-Nak's bag depends on its payment: :func:`_draws_a_meeple`."""
    d, L = c.d, c.L
    if name == "Sibittis":
        return None if d[L.DPILE] else []
    if name == "Sloar":
        return None if sum(d[L.PILE:L.PILE + 10]) + sum(d[L.DISC:L.DISC + 10]) else []
    C, PA, PL_, T = L.CAMEL, L.PALM, L.PALACE, L.TILE
    if name == "Bouraq":
        return [t for t in range(30) if d[T + t] == VILLAGE] if d[L.PALACES] else []
    if name == "Enki":
        return [t for t in range(30) if d[T + t] == OASIS] if d[L.PALMS] else []
    if name in ("Leta", "Utug") and d[L.PL + L.PS * p + 3] <= 0:
        return []
    out = []
    utug = name == "Utug"
    for t in range(30):
        if d[C + t] >= 0 or d[PA + t] or d[PL_ + t]:
            continue
        b = 5 * t
        empty = not (d[b] or d[b + 1] or d[b + 2] or d[b + 3] or d[b + 4])
        if empty != utug:
            out.append(t)
    return out


def free_moves(c, p: int, out: list[Move]) -> None:
    """Append the costed powers ``p`` may use at the start or end of the turn (§1.5; FAQ #24)."""
    d, L = c.d, c.L
    held = d[L.PL + L.PS * p + 14] & _FREE_MASK & ~d[L.USED]
    if not held:
        return
    for name in FREE:
        if not held >> J[name] & 1:
            continue
        pays = pay_options(c, p, name)
        if name == "Anun-Nak":
            pays = tuple(x for x in pays if _draws_a_meeple(c, x))
        if not pays:
            continue
        targets = _targets(c, p, name)
        if targets is None:
            out.extend(_move(name, x) for x in pays)
        else:
            out.extend(_move(name, x, t) for t in targets for x in pays)


def power_moves(c, p: int, name: str, out: list[Move]) -> None:
    """Append the uses of the power ``name`` (Echidna, Iblis, Hagis, Lamia) ``p`` may make now."""
    out.extend(_move(name, x) for x in _ready(c, p, name))


def use(c, move: UseDjinn) -> None:
    """Use a costed power: pay, mark it used this turn, apply it (§1.5)."""
    from companion.five_tribes import tile_actions, tile_control

    d, L = c.d, c.L
    p = d[L.PLAYER]
    name = move.djinn
    pay(c, p, move.pay)
    d[L.USED] |= 1 << J[name]
    t = move.tile
    if name == "Iblis":
        d[L.IBL] = 1
    elif name == "Echidna":
        d[L.IBL] = 4
    elif name in ("Hagis", "Lamia"):
        d[L.PLACE] |= 4
    elif name == "Anun-Nak":
        for _ in range(3):
            col = c.draw_meeple()
            if col < 0:
                break
            d[5 * t + col] += 1          # type: ignore[operator]
    elif name == "Bouraq":
        tile_actions.placement(c, p, 2, t, from_power=True)
    elif name == "Enki":
        tile_actions.placement(c, p, 1, t, from_power=True)
    elif name in ("Leta", "Utug"):
        tile_control.place_camel(c, p, t)
    elif name == "Sloar":
        k = c.draw_card()
        if k >= 0:
            d[L.PL + L.PS * p + 4 + k] += 1
    elif name == "Sibittis":
        drawn = []
        for _ in range(3):
            j = c.draw_djinn()
            if j < 0:
                break
            drawn.append(j)
        d[L.SIB:L.SIB + 3] = drawn + [-1] * (3 - len(drawn))
        c.decide(_SIBITTIS, p)


def keep_moves(c) -> list[Move]:
    """Sibittis: keep one of the djinns drawn (§1.5 #20)."""
    d, L = c.d, c.L
    return [Keep(DJINNS[j]) for j in d[L.SIB:L.SIB + 3] if j >= 0]


def keep(c, move: Keep) -> None:
    """Sibittis: keep the djinn, discard the others (§1.5 #20); Ba'al pays."""
    d, L = c.d, c.L
    p = d[L.PLAYER]
    j = J[move.djinn]
    for k in d[L.SIB:L.SIB + 3]:
        if k >= 0 and k != j:
            d[L.DDISC] |= 1 << k
    d[L.SIB:L.SIB + 3] = [-1, -1, -1]
    gain_djinn(c, p, j)
    c.decide(_TURN, p)


# --- triggers ------------------------------------------------------------------------------------------

def gain_djinn(c, p: int, j: int) -> None:
    """Player ``p`` gains djinn ``j``; Ba'al pays its owner 1 GC (own gain) or 2 GC (an opponent's) (§1.5 #3;
    acquiring Ba'al itself pays only with option ``baal_on_itself``)."""
    d, L = c.d, c.L
    d[L.PL + L.PS * p + 14] |= 1 << j
    h = holder(c, _BAAL)
    if h >= 0 and (j != _BAAL or c.opts.baal_on_itself):
        c.gain_gold(h, 1 if h == p else 2)


def on_drop(c, t: int) -> None:
    """A meeple was dropped on tile ``t``: Marid pays the tile's owner if it holds Marid (§1.5 #16)."""
    d, L = c.d, c.L
    q = d[L.CAMEL + t]
    if q >= 0 and d[L.PL + L.PS * q + 14] >> _MARID & 1:
        c.gain_gold(q, 1 if q == d[L.PLAYER] else 2)


def on_palace(c, placer: int) -> None:
    """A palace was placed by ``placer``: Monkir pays its owner (§1.5 #17)."""
    h = holder(c, _MONKIR)
    if h >= 0:
        c.gain_gold(h, 1 if h == placer else 2)


def on_kill(c, killer: int, meeples: int = 1) -> None:
    """Assassins of ``killer`` killed ``meeples`` meeple(s) in one assassination: Nekir pays its owner, once
    per assassination (option ``nekir_per_event``) or per meeple (§1.5 #18)."""
    h = holder(c, _NEKIR)
    if h >= 0:
        c.gain_gold(h, (1 if h == killer else 2) * (1 if c.opts.nekir_per_event else meeples))


# --- refusals --------------------------------------------------------------------------------------------

_WHEN = {
    "Echidna": N_("Echidna is used at the builders' action, before the gold is taken."),
    "Iblis": N_("Iblis is used at the assassins' action, before the kill."),
    "Hagis": N_("Hagis is used when a palace is placed."),
    "Lamia": N_("Lamia is used when a palm tree is placed."),
    "Kumarbi": N_("Kumarbi is used while bidding for turn order (a bid with fakirs)."),
}


def refusal(c, p: int, move: UseDjinn) -> IllegalMove | None:
    """Why the djinn power ``move`` is not legal now (§1.5, FAQ #24), or None."""
    d, L = c.d, c.L
    name = move.djinn
    who = c.s.players[p]
    j = J[name]
    if name not in COSTS:
        if name == "Kumarbi":
            return IllegalMove("five-tribes 1.5", _WHEN["Kumarbi"])
        return IllegalMove("five-tribes 1.5", N_("{djinn} has no power to use: it acts by itself."), djinn=name)
    if not d[L.PL + L.PS * p + 14] >> j & 1:
        return IllegalMove("five-tribes 1.5", N_("{player} does not hold {djinn}."), player=who, djinn=name)
    if d[L.USED] >> j & 1:
        return IllegalMove("five-tribes 1.5", N_("{djinn} has been used this turn already (once per turn)."), djinn=name)
    kind = d[L.KIND]
    place = d[L.PLACE]
    if name in FREE:
        if kind != _TURN:
            return IllegalMove("five-tribes 1.5", N_("{djinn} is used at the start or the end of the turn."), djinn=name)
    elif name == "Echidna":
        if kind != 4:
            return IllegalMove("five-tribes 1.5", _WHEN[name])
    elif name == "Iblis":
        if kind != 5 or d[L.IBL]:
            return IllegalMove("five-tribes 1.5", _WHEN[name])
    elif kind != _TILE or place & 3 != (2 if name == "Hagis" else 1) or place & 4:
        return IllegalMove("five-tribes 1.5", _WHEN[name])
    if move.pay not in COSTS[name]:
        return IllegalMove("five-tribes 1.5", N_("{djinn} costs {any_pay_labels}."), djinn=name,
                           any_pay_labels=[PAY_LABELS[x] for x in COSTS[name]])
    if move.pay not in pay_options(c, p, name):
        return IllegalMove("five-tribes 1.5", N_("{player} cannot pay {pay_label}."), player=who, pay_label=PAY_LABELS[move.pay])
    if name == "Anun-Nak" and not _draws_a_meeple(c, move.pay):
        return IllegalMove("five-tribes 6", N_("Anun-Nak has nothing to draw: the bag is empty, and a fakir paid "
                                               "does not go into it (an elder paid would)."))
    if name in _TILE_POWERS:
        if move.tile is None:
            return IllegalMove("five-tribes 1.5", N_("{djinn} needs a target tile."), djinn=name)
        targets = _targets(c, p, name) or []
        if move.tile not in targets:
            return IllegalMove("five-tribes 1.5", _TARGET[name], tile=tile_name(move.tile))
        return None
    if move.tile is not None:
        return IllegalMove("five-tribes 1.5", N_("{djinn} takes no target tile."), djinn=name)
    if name in ("Sibittis", "Sloar") and _targets(c, p, name) == []:
        return IllegalMove("five-tribes 1.5", N_("{djinn} has nothing to draw: the pile is empty."), djinn=name)
    return None


_TARGET = {
    "Anun-Nak": N_("Anun-Nak needs an empty tile (no camel, meeple, palm tree or palace); tile {tile} is not one."),
    "Bouraq": N_("Bouraq puts a palace from the supply on a village; tile {tile} is not one, or no palace is left."),
    "Enki": N_("Enki puts a palm tree from the supply on an oasis; tile {tile} is not one, or no palm tree is left."),
    "Leta": N_("Leta puts a camel on an empty tile (no camel, meeple, palm tree or palace); tile {tile} is not one, "
               "or no camel is left."),
    "Utug": N_("Utug puts a camel on a tile with meeples but no camel, palm tree or palace; tile {tile} is not one, "
               "or no camel is left."),
}
