"""Assassins' tribe action (five-tribes.md §3.5, FAQ §6 #15-#20; Iblis, Boaz, Kandicha, Nekir §1.5).

The n assassins go back to the bag and kill exactly one meeple (back to the bag): either any meeple on a
tile at most n + F orthogonal steps from the final tile (distance 0 included; F fakirs discarded for range),
or one vizier or elder held in front of an opponent (never one's own, never an owner of Boaz). A kill that
empties a tile without a camel puts the killer's camel there (if one is left: with the last camel, the move's
final tile took it at the control check already, FAQ #19); the killed tile's action is never taken.

Fakirs: a kill discards only the fakirs its distance needs (more would change nothing), so a target is one
move ``kill <tile> <tribe> <fakirs>``. Must the assassins kill when a target exists? Option
``assassin_must_kill`` (default True, ``[GT]``; FAQ #20 unconfirmed).

Iblis (cost E/F, used before the kill): a second kill on the same tile, or of the same opponent's
viziers/elders. Kandicha (the killer's): a merchant killed draws the top resource card, a builder killed
pays the gold it would have earned (blue tiles in its 3 × 3 block), a vizier or elder killed (on a tile or,
with option ``kandicha_held``, in front of an opponent) goes in front of the killer. Nekir pays its owner.
"""
from __future__ import annotations

from companion.errors import IllegalMove
from companion.five_tribes import djinns, tile_actions, tile_control
from companion.five_tribes.common import BLOCK, BLUE, distance
from companion.five_tribes.moves import Kill, KillHeld, Move, NoKill, TRIBE_LABELS, fakirs, tile_name
from companion.five_tribes.rules import DJINNS, TRIBES
from companion.i18n import N_

__all__ = ["act", "assassin_moves", "kill", "refusal"]

_BOAZ = 1 << DJINNS.index("Boaz")
_KANDICHA = 1 << DJINNS.index("Kandicha")
_NOKILL = NoKill()
_KILLS = {(t, c, f): Kill(t, TRIBES[c], f) for t in range(30) for c in range(5) for f in range(19)}
_HELD = {(q, c): KillHeld(q, TRIBES[c]) for q in range(4) for c in (0, 1)}
_TRIBE = {tr: c for c, tr in enumerate(TRIBES)}
_ASSASSINS = 5


def _tile_targets(c, p: int, out: list[Move]) -> None:
    d, L = c.d, c.L
    final, n = d[L.FINAL], d[L.N]
    fakirs = d[L.PL + L.PS * p + 13]
    for t in range(30):
        b = 5 * t
        if not (d[b] or d[b + 1] or d[b + 2] or d[b + 3] or d[b + 4]):
            continue
        need = distance(final, t) - n
        if need < 0:
            need = 0
        if need > fakirs:
            continue
        for col in range(5):
            if d[b + col]:
                out.append(_KILLS[(t, col, need)])


def _held_targets(c, p: int, out: list[Move], only: int = -1) -> None:
    d, L = c.d, c.L
    for q in range(c.n):
        if q == p or (only >= 0 and q != only):
            continue
        base = L.PL + L.PS * q
        if d[base + 14] & _BOAZ:
            continue
        if d[base + 1]:
            out.append(_HELD[(q, 0)])
        if d[base + 2]:
            out.append(_HELD[(q, 1)])


def _targets(c, p: int) -> list[Move]:
    d, L = c.d, c.L
    out: list[Move] = []
    ibl = d[L.IBL]
    if ibl == 2:
        t = d[L.IBLT]
        for col in range(5):
            if d[5 * t + col]:
                out.append(_KILLS[(t, col, 0)])
    elif ibl == 3:
        _held_targets(c, p, out, d[L.IBLT])
    else:
        _tile_targets(c, p, out)
        _held_targets(c, p, out)
    return out


def act(c, p: int, n: int) -> None:
    """The ``n`` assassins return to the bag; the kill is chosen if there is a target, else the tile action
    follows (§3.5)."""
    d, L = c.d, c.L
    d[L.BAG + 4] += n
    d[L.IBL] = 0
    if _targets(c, p):
        c.decide(_ASSASSINS, p)
    else:
        tile_actions.start(c)


def assassin_moves(c) -> list[Move]:
    """The kills the assassins may make now (§3.5); Iblis before the first kill; ``kill nothing`` unless the
    kill is compulsory (option ``assassin_must_kill``)."""
    d, L = c.d, c.L
    p = d[L.PLAYER]
    out = _targets(c, p)
    if d[L.IBL] == 0 and out:
        djinns.power_moves(c, p, "Iblis", out)
    if not c.opts.assassin_must_kill or not out:
        out.append(_NOKILL)
    return out


def _done(c) -> None:
    c.d[c.L.IBL] = 0
    tile_actions.start(c)


def kill(c, move: Move) -> None:
    """Make the kill ``move`` (§3.5) with Kandicha, Nekir and the camel of an emptied tile; then a second
    kill (Iblis) or the tile action."""
    d, L = c.d, c.L
    p = d[L.PLAYER]
    t = type(move)
    if t is NoKill:
        _done(c)
        return
    ibl = d[L.IBL]
    base = L.PL + L.PS * p
    kandicha = d[base + 14] & _KANDICHA
    if ibl in (0, 1) or not c.opts.nekir_per_event:
        djinns.on_kill(c, p, 1)
    if t is Kill:
        tile, col = move.tile, _TRIBE[move.tribe]
        c.discard_fakirs(p, move.fakirs)
        d[5 * tile + col] -= 1
        if kandicha and col < 2:
            d[base + 1 + col] += 1
        else:
            d[L.BAG + col] += 1
            if kandicha and col == 2:
                k = c.draw_card()
                if k >= 0:
                    d[base + 4 + k] += 1
            elif kandicha and col == 3:
                c.gain_gold(p, sum(1 for u in BLOCK[tile] if BLUE[d[L.TILE + u]]))
        if d[L.CAMEL + tile] < 0 and tile_control.is_empty(d, tile):
            tile_control.place_camel(c, p, tile)
        if ibl == 1 and not tile_control.is_empty(d, tile):
            d[L.IBL], d[L.IBLT] = 2, tile
            return
    else:
        q, col = move.player, _TRIBE[move.tribe]
        d[L.PL + L.PS * q + 1 + col] -= 1
        if kandicha and c.opts.kandicha_held:
            d[base + 1 + col] += 1
        else:
            d[L.BAG + col] += 1
        qb = L.PL + L.PS * q
        if ibl == 1 and (d[qb + 1] or d[qb + 2]):
            d[L.IBL], d[L.IBLT] = 3, q
            return
    _done(c)


def refusal(c, p: int, move: Move) -> IllegalMove | None:
    """Why the kill ``move`` is not legal now (§3.5, §1.5 Boaz/Iblis, FAQ #15-#20), or None."""
    d, L = c.d, c.L
    t = type(move)
    ibl = d[L.IBL]
    if t is NoKill:
        if c.opts.assassin_must_kill and _targets(c, p):
            return IllegalMove("five-tribes 3.5", N_("The assassins must kill when a target exists (option "
                                                     "assassin_must_kill)."))
        return None
    if t is KillHeld:
        q = move.player
        if q == p:
            return IllegalMove("five-tribes 3.5", N_("Assassins kill viziers and elders held by opponents, not "
                                                     "your own."))
        if q >= c.n:
            return IllegalMove("five-tribes 3.5", N_("There is no player {player} in this game."), player=q)
        if ibl == 2:
            return IllegalMove("five-tribes 1.5", N_("With Iblis the second kill is on the same tile as the first."))
        if ibl == 3 and q != d[L.IBLT]:
            return IllegalMove("five-tribes 1.5", N_("With Iblis the second kill is of the same opponent's viziers "
                                                     "and elders."))
        base = L.PL + L.PS * q
        if d[base + 14] & _BOAZ:
            return IllegalMove("five-tribes 1.5", N_("{player} holds Boaz: assassins cannot kill their viziers and "
                                                     "elders."), player=c.s.players[q])
        if not d[base + 1 + _TRIBE[move.tribe]]:
            return IllegalMove("five-tribes 3.5", N_("{player} holds no {tribe_label}."), player=c.s.players[q],
                               tribe_label=TRIBE_LABELS[move.tribe])
        return None
    tile, col = move.tile, _TRIBE[move.tribe]
    if ibl == 3:
        return IllegalMove("five-tribes 1.5", N_("With Iblis the second kill is of the same opponent's viziers and "
                                                 "elders."))
    if ibl == 2 and tile != d[L.IBLT]:
        return IllegalMove("five-tribes 1.5", N_("With Iblis the second kill is on the same tile as the first."))
    if not d[5 * tile + col]:
        return IllegalMove("five-tribes 3.5", N_("Tile {tile} holds no {tribe_label}."), tile=tile_name(tile),
                           tribe_label=TRIBE_LABELS[move.tribe])
    need = 0 if ibl == 2 else max(0, distance(d[L.FINAL], tile) - d[L.N])
    if move.fakirs != need:
        if move.fakirs < need:
            return IllegalMove("five-tribes 3.5", N_("Tile {tile} is out of the assassins' reach (distance {distance}, "
                                                     "reach {reach}): the kill must discard {fakirs}."),
                               tile=tile_name(tile), distance=distance(d[L.FINAL], tile), reach=d[L.N],
                               fakirs=fakirs(need))
        return IllegalMove("five-tribes 3.5", N_("A kill discards only the fakirs its distance needs: {fakirs} "
                                                 "here."), fakirs=fakirs(need))
    if need > d[L.PL + L.PS * p + 13]:
        return IllegalMove("five-tribes 3.5", N_("Tile {tile} is out of reach: it would take {fakirs}."),
                           tile=tile_name(tile), fakirs=fakirs(need))
    return None
