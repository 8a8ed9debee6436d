"""The turn (iquazu.md §4): whoever has the crystal box is the active player; play runs clockwise.

1. **Action**, exactly one (:mod:`~companion.iquazu.cards` draw 4, or :mod:`~companion.iquazu.placing` place a
   crystal); a double-move tile gives one more (:mod:`~companion.iquazu.bonus_tiles`).
2. **Water drop**, only for the drop-box holder (:mod:`~companion.iquazu.drop`); skipped in a turn in which a
   scoring round happened (§5.5 special case 2).
3. **Hand limit** of 12 at the end of one's own turn (§2.5), then **pass the crystal box** clockwise.

Bonus tiles may be used at the start and the end of the turn; the turn ends by itself when the actions are
done and the player holds no extra-cards or double-move tile to use, else with the move ``end``. A scoring
round ends the turn too (§5.4 d), after any double move the player uses at that point (§5.5 special case 3).
"""
from __future__ import annotations

from companion.iquazu import bonus_tiles, cards, drop, rules

__all__ = ["after_action", "end_turn", "after_discard", "pass_crystal_box", "start_turn"]

_TURN, _PAY, _DISCARD = 0, 1, 2
HAND_LIMIT = rules.HAND_LIMIT


def _drop_step(c, p: int) -> None:
    """Step 2 once per turn: the drop-box holder places a drop, unless a scoring round happened this turn."""
    d, L = c.d, c.L
    d[L.DROPPED] = 1
    if not d[L.SCORED] and d[L.DROPH] == p:
        drop.place_drop(c)


def after_action(c, p: int) -> None:
    """After an action of ``p``: with actions left, or a usable tile in hand, ``p`` decides on; else the turn
    ends (with option ``tiles_after_drop`` the drop comes first, §10 q8)."""
    d = c.d
    L = c.L
    if d[L.ACTIONS] or d[L.KIND] < 0:
        return
    if c.opts.tiles_after_drop and not d[L.DROPPED]:
        _drop_step(c, p)
        if d[L.KIND] < 0:
            return
    if any(c.s.usable_of[p](d)):            # a usable tile held: p may use it before ending the turn
        return
    end_turn(c, p)


def end_turn(c, p: int) -> None:
    """The end of ``p``'s turn: the drop step, then the hand limit, then passing the crystal box (§4 steps 2–3,
    §2.5). A drop that starts a scoring round leaves ``p`` the chance to use double moves first (§5.5 case 3)."""
    d = c.d
    L = c.L
    if not d[L.DROPPED]:
        d[L.DROPPED] = 1
        if d[L.DROPH] == p and not d[L.SCORED]:
            drop.place_drop(c)
            if d[L.KIND] < 0:
                return
            if d[L.SCORED] and (d[L.ACTIONS] or bonus_tiles.holds_usable(c, p)):
                return
    if d[3 * p] + d[3 * p + 1] + d[3 * p + 2] > HAND_LIMIT:
        d[L.KIND] = _DISCARD
        return
    pass_crystal_box(c, p)


def after_discard(c, p: int) -> None:
    """After one discard for the hand limit: discard on while over 12, else pass the crystal box (§2.5)."""
    if not cards.over_limit(c, p):
        pass_crystal_box(c, p)


def pass_crystal_box(c, p: int) -> None:
    """Step 3 / §5.4 d: the crystal box goes clockwise to the next player, who starts their turn."""
    start_turn(c, (p + 1) % c.L.n)


def start_turn(c, q: int) -> None:
    """Player ``q`` holds the crystal box: one action to take, nothing done yet this turn."""
    d, L = c.d, c.L
    d[L.ACTIVE] = q
    d[L.KIND] = _TURN
    d[L.ACTIONS] = 1
    d[L.SCORED] = 0
    d[L.DROPPED] = 0
    d[L.TURN] += 1
