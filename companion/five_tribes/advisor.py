"""The Five Tribes move advisor: every distinct whole turn of the player to move, ranked (issue 8).

:func:`advise` takes a position at the start of a turn (after the bids, before the pick-up, five-tribes.md
§3.2) and returns the best turns as :class:`Advice`, each a replayable move sequence with what it changes.

What is ranked
--------------
Every distinct meeple movement (one per outcome of :func:`companion.five_tribes.movement.grouped`: movements
that leave the same board, final tile and colour are one move for a player, §3.3.8), each completed with
its best choice of the rest of the turn: the builders' fakirs and Echidna, the assassins' target and Iblis
(§3.5), the tile action — market cards, djinn and payment, Hagis/Lamia placement (§3.6) — and the costed
djinn powers of the turn's end (§1.5). A turn is judged by the score sheet **if the game ended now**
(§5, the scorer's own eight categories):

1. the change of ``score − best opponent's score`` (the opponent with the highest score after the turn);
2. then the change of the player's own score;
3. then the player's gold (more gold kept wins a tie: gold is the one resource that buys everything).

How the search is bounded (all exact under that evaluation unless said otherwise)
---------------------------------------------------------------------------------
* **Movements**: one representative per outcome (every movement of an outcome leaves the same position).
* **Movements alike**: the rest of a turn depends on the meeples on the board only at the assassins'
  choice (and for Leta/Utug targets), and on the final tile only through its kind, owner, palm trees,
  palaces and blue neighbours. Movements with the same colour and number collected, the same final tile
  class and whether it is emptied are completed by one search (:class:`_Grouper`), and every decision is
  searched once per distinct position of the score-relevant data (players, camels, palm trees, palaces,
  card and djinn rows, the pending decision): the ~1,000-1,500 movements of an opening position need
  about 50 searches. The keys are computed walk by walk (:func:`~companion.five_tribes.movement.final_slots`:
  a movement's key depends on its walk and on how many of the last colour it drops on the final tile
  earlier), never outcome by outcome: a tile holding 7 meeples has about 140,000 outcomes but a few hundred
  walks. The groups, their order and their movements are those of keying every outcome of
  :func:`~companion.five_tribes.movement.grouped` (tests/five_tribes/test_advisor_groups.py).
* **Assassins**: kills with the same effect on the score sheet and on the rest of the turn (same fakirs
  discarded, same tile emptied and taken, same Kandicha gain, same held meeple) are one choice; the first
  of them (tile order) is searched, and for the advice shown the one leaving the next player least
  (see *Warnings*) is picked among up to 12 of them. A mover holding Kandicha (and not Iblis) has each
  assassins' outcome ranked on its own, but outcomes offering the same kills in the same order (tile order;
  same fakirs needed, tile taken and Kandicha gain) share one search. Iblis' first kills alike (same tile taken, same
  meeples left for the second kill) and its second kills alike are one choice too. For the assassins the
  movements themselves are grouped only with the same final tile and the same kill landscape (below).
* **Merchandise sale** is never searched: selling a suit can never raise the score if the game ended now.
  Proof: the score counts the best split of the cards (§5 #8); the suit sold plus a best split of the cards
  left is one split of all the cards, so ``gold received + merchandise left ≤ merchandise before``. The same
  holds with Al-Amin's wild cards (fakirs are never sold). So a sale at best keeps the score; it would then
  win the gold tie-break, but the advisor keeps the cards (a later card may complete a bigger set, and the
  sale can still be made at the end of any later turn).
* **Djinn powers at the turn's start or end** (Bouraq, Enki, Leta, Utug) are searched at the end of the
  turn only — their effect is the same before or after the move, and after it the move's own camel and
  placements are known — greedily: the single best use (every target and payment), then the next while
  one still raises the evaluation. **Anun-Nak, Sibittis and Sloar are not searched**: their effect is a
  draw from the bag or a face-down pile, which no player can know (§1.8). Kandicha's card for a killed
  merchant is such a draw too: it is not counted, and the advice says so (:attr:`Advice.chance`).
* **Ties**: turns of equal evaluation are ordered by what they leave the next player (fewer and smaller
  warnings first), among the first ``max(3 × top, 30)`` of them.
* Opponents' gold: the advisor uses the exact gold of every player. Coins are kept face down (§1.8), but
  every payment and income is made in the open, so a careful player knows them.

Evaluation is incremental: the score of each player is split into the parts read from their own player
data, from the tiles they own, and from the vizier counts of all players; a candidate re-scores only the
parts whose data differ from the turn's start. Every part comes from the scorer's own line functions
(:mod:`companion.five_tribes.scoring`) called on small inputs and kept in caches, so there is one source
of truth for scoring; the advice's category lines are the scorer's :class:`~companion.explain.Line` s of
the sheets before and after the turn (:func:`companion.five_tribes.end.final_sheet`).

Warnings (a one-ply check)
--------------------------
After the advised turn, for each opponent who may play next (the next opponent marker of this round; every
opponent when the round ends with this turn, since the bids decide who starts the next one), the advisor
checks what one meeple movement of theirs could take that they could not take before this turn:

* **a tile**: a tile without camel whose meeples are all of one colour c that a movement can end on with
  a c (the generator's own reachability test, §3.3) — ending there empties it and places their camel
  (§3.4). Its worth: printed VP + palm trees and palaces on it + the oasis/village placement that follows.
  (Simple: loops that enter the tile twice, ≥ 5 meeples, and assassinations are not looked at.)
* **the vizier bonus**: the most viziers they can collect with one movement (a tile with viziers that a
  movement can end on with a vizier: its viziers + 1) and whether that lets them draw level with or pass
  the player in viziers, 10 points of the §5 #2 bonus each step, when it did not before the turn.

Example:
    >>> from companion.five_tribes.engine import position
    >>> tiles = ["small_market"] * 8 + ["large_market"] * 4 + ["oasis"] * 6 + [("sacred_place", 6)] * 4
    >>> tiles += [("sacred_place", 10), ("sacred_place", 12), ("sacred_place", 15)] + ["village"] * 5
    >>> s = position(["Ann", "Bob"], tiles=tiles, meeples={0: {"vizier": 1}, 1: {"vizier": 1}})
    >>> best = advise(s, top=1)[0]
    >>> best.notation, best.categories["viziers"], best.categories["tiles"]
    (('pick a1', 'step b1', 'drop vizier', 'skip', 'end'), 12, 6)
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from itertools import chain
from numbers import Integral
from typing import Any, Mapping, Sequence

from companion.errors import CompanionError, RuleError
from companion.explain import Line
from companion.five_tribes import engine as _engine  # noqa: F401  (binds State.game)
from companion.five_tribes import move_meeples, scoring
from companion.five_tribes.common import BLOCK, BLUE, OASIS, VILLAGE, distance, is_sacred
from companion.five_tribes.end import final_sheet
from companion.five_tribes.merchandise import KINDS
from companion.five_tribes.movement import NO_PREVIOUS, Movement, final_slots, walk_reach, walk_state
from companion.five_tribes.moves import (
    TILE_LABELS, TRIBE_LABELS, Buy, Drop, EndTurn, Kill, KillHeld, Move, NoKill, Pick, Step, UseDjinn, phrase, tile_name,
)
from companion.five_tribes.rules import DJINNS, TILE_KINDS, TRIBES, VIZIER_BONUS, VP_PER_COIN
from companion.five_tribes.state import State
from companion.i18n import N_, Phrase, render, translate

__all__ = ["Advice", "advise", "CATEGORIES", "sheet_totals"]

#: the scorer's categories, in its order (coins, viziers, elders, djinns, tiles, palm_trees, palaces, merchandise)
CATEGORIES = tuple(scoring.LABELS)

# decision codes of the core (companion.five_tribes.state.Decision order)
_TURN, _BUILDERS, _ASSASSINS, _TILE = 1, 4, 5, 6
_J = {name: j for j, name in enumerate(DJINNS)}
_JAFAAR, _SHAMHAT, _HAURVATAT, _AL_AMIN = (1 << _J[n] for n in ("Jafaar", "Shamhat", "Haurvatat", "Al-Amin"))
_KANDICHA = 1 << _J["Kandicha"]
_IBLIS = 1 << _J["Iblis"]
_MARID = 1 << _J["Marid"]
_PLACERS = sum(1 << _J[n] for n in ("Hagis", "Lamia", "Bouraq", "Enki"))   # their moves name tiles
_BOARD_POWERS = (1 << _J["Leta"]) | (1 << _J["Utug"])      # targets depend on the meeples on the board
#: costed powers of the turn's start or end that the advisor searches (the others draw unknown cards, §1.8)
SEARCHED_POWERS = ("Bouraq", "Enki", "Leta", "Utug")
_SEARCHED = sum(1 << _J[n] for n in SEARCHED_POWERS)
_PICKS = [Pick(t) for t in range(30)]
_STEPS = [Step(t) for t in range(30)]
_DROPS = [Drop(tr) for tr in TRIBES]
_END = EndTurn()


# ----------------------------------------------------------------------------------------------------------
# scoring parts: the scorer's line functions on small inputs, cached
# ----------------------------------------------------------------------------------------------------------

@lru_cache(maxsize=1 << 16)
def _vizier_points(viziers: int, opponents: tuple[int, ...], jafaar: bool) -> int:
    return scoring.vizier_line(viziers, list(opponents), jafaar).points


@lru_cache(maxsize=1 << 16)
def _own_points(coins: int, elders: int, djinns: int, cards: tuple[int, ...], fakirs: int) -> int:
    """Gold, elders, djinns and merchandise of one player (§5 #1, #3, #4, #8)."""
    names = [DJINNS[j] for j in range(len(DJINNS)) if djinns >> j & 1]
    al_amin = bool(djinns & _AL_AMIN)
    merch = {k: c for k, c in zip(KINDS, cards) if c}
    return (VP_PER_COIN * coins + scoring.elder_line(elders, bool(djinns & _SHAMHAT)).points
            + scoring.djinn_line(names).points + scoring.merchandise_line(merch, fakirs, al_amin).points)


@lru_cache(maxsize=1 << 16)
def _tile_points(tiles: tuple[int, ...], palms: int, palaces: int, haurvatat: bool) -> int:
    """Tiles, palm trees and palaces of one player (§5 #5-#7)."""
    return (scoring.tile_line(list(tiles)).points + scoring.palm_line(palms, haurvatat).points
            + scoring.palace_line(palaces).points)


class _Scorer:
    """Every player's score if the game ended now, from the core's flat data, re-scoring only the parts
    whose data differ from the turn's start (``root``)."""

    __slots__ = ("L", "n", "vp", "root", "rtiles", "rblocks", "rown", "rowned", "rtile_pts", "rviz", "rvp",
                 "C0", "C1")

    def __init__(self, L, d: Sequence[int]) -> None:
        self.L, self.n = L, L.n
        self.vp = tuple(TILE_KINDS[d[L.TILE + t]][1] for t in range(30))
        self.C0, self.C1 = L.CAMEL, L.PALACE + 30          # camels, palm trees, palaces: one block
        self.root = list(d)
        self.rtiles = self.root[self.C0:self.C1]
        self.rblocks = [self.root[L.player(q):L.player(q) + L.PS] for q in range(self.n)]
        self.rown = [self._own(b) for b in self.rblocks]
        self.rowned = self._owned(self.root)
        self.rtile_pts = [self._tiles(self.rowned, q, self.rblocks[q]) for q in range(self.n)]
        self.rviz = [(b[1], bool(b[14] & _JAFAAR)) for b in self.rblocks]
        self.rvp = self._viziers(self.rviz)

    @staticmethod
    def _own(b: Sequence[int]) -> int:
        return _own_points(b[0], b[2], b[14], tuple(b[4:13]), b[13] if b[14] & _AL_AMIN else 0)

    def _owned(self, d: Sequence[int]) -> list[tuple[list[int], int, int]]:
        L, vp = self.L, self.vp
        out: list[tuple[list[int], int, int]] = [([], 0, 0) for _ in range(self.n)]
        C, PA, PL = L.CAMEL, L.PALM, L.PALACE
        for t in range(30):
            q = d[C + t]
            if q >= 0:
                tiles, palms, palaces = out[q]
                tiles.append(vp[t])
                out[q] = (tiles, palms + d[PA + t], palaces + d[PL + t])
        return out

    @staticmethod
    def _tiles(owned, q: int, b: Sequence[int]) -> int:
        tiles, palms, palaces = owned[q]
        return _tile_points(tuple(sorted(tiles)), palms, palaces, bool(b[14] & _HAURVATAT))

    @staticmethod
    def _viziers(viz: list[tuple[int, bool]]) -> list[int]:
        counts = [v for v, _ in viz]
        return [_vizier_points(v, tuple(sorted(counts[:q] + counts[q + 1:])), j) for q, (v, j) in enumerate(viz)]

    def totals(self, d: Sequence[int]) -> list[int]:
        """Every player's score (§5) of the position ``d``."""
        L = self.L
        same_tiles = d[self.C0:self.C1] == self.rtiles
        owned = self.rowned if same_tiles else self._owned(d)
        out = []
        viz = []
        for q in range(self.n):
            a = L.PL + L.PS * q
            b = d[a:a + L.PS]
            if b == self.rblocks[q]:
                own = self.rown[q]
                tp = self.rtile_pts[q] if same_tiles else self._tiles(owned, q, b)
            else:
                own = self._own(b)
                tp = self._tiles(owned, q, b)
            out.append(own + tp)
            viz.append((b[1], bool(b[14] & _JAFAAR)))
        vp = self.rvp if viz == self.rviz else self._viziers(viz)
        return [o + v for o, v in zip(out, vp)]

    def value(self, d: Sequence[int], p: int) -> tuple[int, int, int]:
        """``(score − best opponent's score, score, gold)`` of player ``p``: the ranking key."""
        tot = self.totals(d)
        best = max(t for q, t in enumerate(tot) if q != p)
        return (tot[p] - best, tot[p], d[self.L.PL + self.L.PS * p])


def sheet_totals(state: Any) -> list[int]:
    """Every player's score if the game ended now, through the calculator's scorer (five-tribes.md §5):
    :func:`~companion.five_tribes.scoring.player_lines` of :func:`~companion.five_tribes.end.final_sheet`.
    The advisor's fast evaluation must give the same numbers (tests check it)."""
    players = final_sheet(state)["players"]
    return [sum(line.points for line in scoring.player_lines(pl, players[:i] + players[i + 1:]))
            for i, pl in enumerate(players)]


def _sheet_lines(state: Any, before: tuple[list, list] | None = None) -> tuple[list, list[list[Line]]]:
    """The sheet players of ``state`` and each one's scorer lines; with ``before`` (the same of another
    position of the game), the lines of a player whose sheet entry and the vizier counts are unchanged
    are taken from it."""
    players = final_sheet(state)["players"]
    same_viziers = before is not None and [p["viziers"] for p in players] == [p["viziers"] for p in before[0]]
    lines = []
    for i, pl in enumerate(players):
        if same_viziers and pl == before[0][i]:   # type: ignore[index]
            lines.append(before[1][i])            # type: ignore[index]
        else:
            lines.append(scoring.player_lines(pl, players[:i] + players[i + 1:]))
    return players, lines


# ----------------------------------------------------------------------------------------------------------
# one-ply check: what the next player could take
# ----------------------------------------------------------------------------------------------------------

def _ends(board: Sequence[int]) -> list[int]:
    """Per colour, the tiles a legal movement can end on with a meeple of that colour dropped last, from
    some other tile whose meeples include it (walk lengths from the reachability tables, §3.3)."""
    ends = [0, 0, 0, 0, 0]
    for s in range(30):
        b = 5 * s
        hand = board[b:b + 5]
        r = hand[0] + hand[1] + hand[2] + hand[3] + hand[4]
        if not r:
            continue
        reach = walk_reach(r)[0][walk_state(NO_PREVIOUS, s)] & ~(1 << s)
        for c in range(5):
            if hand[c]:
                ends[c] |= reach
    return ends


def _takes(d: Sequence[int], L, q: int, ends: list[int]) -> tuple[dict[int, int], int]:
    """What player ``q`` could take with one movement on the position ``d``: tile → its worth to them,
    and the most viziers they could collect."""
    board = d
    tiles: dict[int, int] = {}
    base = L.PL + L.PS * q
    haur = bool(d[base + 14] & _HAURVATAT)
    if d[base + 3] > 0:
        for t in range(30):
            if d[L.CAMEL + t] >= 0:
                continue
            b = 5 * t
            colours = [c for c in range(5) if board[b + c]]
            if len(colours) == 1 and ends[colours[0]] >> t & 1:
                kind = d[L.TILE + t]
                palms = d[L.PALM + t] + (1 if kind == OASIS and d[L.PALMS] else 0)
                palaces = d[L.PALACE + t] + (1 if kind == VILLAGE and d[L.PALACES] else 0)
                tiles[t] = _tile_points((TILE_KINDS[kind][1],), palms, palaces, haur)
    viziers = 0
    for t in range(30):
        v = board[5 * t]
        if v and ends[0] >> t & 1 and v + 1 > viziers:
            viziers = v + 1
    return tiles, viziers


def _sign(x: int) -> int:
    return (x > 0) - (x < 0)


def _next_opponents(d: Sequence[int], L, p: int) -> list[int]:
    """The opponents who may play next: the player of the next opponent marker this round, else all."""
    order = d[L.ORDER:L.ORDER + L.K]
    for i in range(d[L.TURNI] + 1, L.K):
        m = order[i]
        if d[L.SAT] >> m & 1:
            continue
        if m % L.n != p:
            return [m % L.n]
    return [q for q in range(L.n) if q != p]


# ----------------------------------------------------------------------------------------------------------
# the advice
# ----------------------------------------------------------------------------------------------------------

def _signed(x: int) -> str:
    return f"{x:+d}" if x else "0"


@dataclass(frozen=True, eq=False)
class Advice:
    """One whole turn of the player to move, with what it changes if the game ended now (five-tribes.md §5).

    Attributes:
        player: the player to move (index).
        moves: the turn's moves in order, replayable with ``state.apply`` one after the other (the last one
            is ``end``).
        start: the tile picked up, or None when no meeple move exists (§4 condition 2).
        path: the tiles entered, in order (``start`` + ``path`` draw the arrow, :meth:`arrow`).
        tile, tribe, collected: the final tile, the tribe collected there and how many (§3.4).
        points: the change of the player's score; categories: its change per scorer category
            (:data:`CATEGORIES`, all eight; ``sum(categories.values()) == points``).
        gold: the change of the player's gold coins.
        versus: the change of (player's score − best opponent's score); rival: that opponent after the turn.
        opponents: each opponent's score change (index → points).
        lines: ``(category, line before, line after)`` for each category of the player that changes (the
            scorer's :class:`~companion.explain.Line` s).
        warnings: what the next player could take after this turn (see the module docstring), as
            translatable phrases.
        chance: the turn draws a card nobody can know yet (Kandicha killing a merchant); it is not counted.
        notes: further facts of the turn as translatable phrases (the turn told in words).
    """

    player: int
    moves: tuple[Move, ...]
    start: int | None
    path: tuple[int, ...]
    tile: int | None
    tribe: str | None
    collected: int
    points: int
    categories: Mapping[str, int]
    gold: int
    versus: int
    rival: int | None
    opponents: Mapping[int, int]
    lines: tuple[tuple[str, Line, Line], ...] = ()
    warnings: tuple[Phrase, ...] = ()
    chance: bool = False
    notes: tuple[Phrase, ...] = ()
    names: tuple[str, ...] = field(default=(), repr=False)

    @property
    def notation(self) -> tuple[str, ...]:
        """The moves in notation (:mod:`companion.five_tribes.moves`)."""
        return tuple(str(m) for m in self.moves)

    def arrow(self) -> dict[str, Any]:
        """The movement to draw: ``{"start": tile, "path": [tiles entered], "tiles": [names]}`` (tile index
        ``row * 6 + col``); ``start`` is None when no meeple move exists."""
        tiles = [] if self.start is None else [tile_name(t) for t in (self.start, *self.path)]
        return {"start": self.start, "path": list(self.path), "tiles": tiles}

    def headline(self, lang: str = "en") -> str:
        """``"+12: Palaces +5, Gold coins +7"`` — the score change and the categories that make it."""
        parts = [f"{translate(scoring.LABELS[c], lang)} {_signed(v)}" for c, v in self.categories.items() if v]
        return render(N_("{points} VP if the game ended now: {parts}"), lang, points=_signed(self.points),
                      parts=", ".join(parts) if parts else translate(N_("no change"), lang))

    def explanation(self, lang: str = "en") -> list[str]:
        """The advice told line by line in ``lang`` ("en" or "pl"): the headline, the score change against
        the best opponent and the gold, the turn in words, each changed category's scorer line before →
        after, the opponents' changes and the warnings."""
        out = [self.headline(lang)]
        if self.rival is not None:
            out.append(render(N_("{change} against the best opponent ({rival}); gold {gold}"), lang,
                              change=_signed(self.versus), rival=self.names[self.rival], gold=_signed(self.gold)))
        out += [n.text(lang) for n in self.notes]
        for category, before, after in self.lines:
            out.append(render(N_("{category_label} {change}: {before} → {after}"), lang,
                              category_label=scoring.LABELS[category], change=_signed(after.points - before.points),
                              before=before.text(lang), after=after.text(lang)))
        for q, change in self.opponents.items():
            if change:
                out.append(render(N_("{player}: {change} VP"), lang, player=self.names[q], change=_signed(change)))
        out += [render(N_("Warning: {warning}"), lang, warning=w.text(lang)) for w in self.warnings]
        return out

    def text(self, lang: str = "en") -> str:
        """:meth:`explanation` as one text, a line each."""
        return "\n".join(self.explanation(lang))


# ----------------------------------------------------------------------------------------------------------
# the search
# ----------------------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class _KillClass:
    """In a searched completion: "a kill with signature ``sig``" (the kills alike are one choice); ``move``
    is the one searched. A replay takes the matching kill of its own board (:meth:`_Context._resolve`)."""

    sig: tuple
    move: Move


def _occupied(d: Sequence[int]) -> int:
    """Bit mask of the tiles holding meeples (bit t = tile t)."""
    m = 0
    for mask in move_meeples.present_masks(d):
        m |= mask
    return m


def _push_movement(core, m) -> None:
    """Make the movement ``m`` (pick-up, steps and drops, §3.3) as one make: the pick-up is pushed (saving
    the position once) and the steps and drops are applied by their rule functions, so one ``pop`` takes
    the whole movement back."""
    core.push(_PICKS[m.start])
    for x, c in zip(m.path, m.drops):
        move_meeples.step(core, _STEPS[x])
        move_meeples.drop(core, _DROPS[c])


class _Search:
    """Best completion of a turn for player ``p`` from the core's current decision (see the module
    docstring for the bounds)."""

    def __init__(self, core, p: int) -> None:
        self.core = core
        self.L = core.L
        self.p = p
        self.scorer = _Scorer(core.L, core.d)
        self.memo: dict[tuple, tuple[tuple[int, int, int], tuple[Move, ...], bool]] = {}
        L = self.L
        self.pa, self.pb = L.PL, L.PL + L.PS * L.n
        self.mask = L.player(p) + 14
        self.hand = L.player(p) + 4

    # --- keys --------------------------------------------------------------------------------------------
    def _key(self, d: list[int], kind: int) -> tuple:
        L = self.L
        key: tuple = (kind, d[L.USED], d[L.PALMS], d[L.PALACES], tuple(d[self.pa:self.pb]),
                      tuple(d[L.CAMEL:L.PALACE + 30]), tuple(d[L.ROW:L.DROW + 3]))
        if kind == _BUILDERS:
            key += (d[L.FINAL], d[L.N], d[L.IBL])
        elif kind == _TILE:
            key += (d[L.FINAL], d[L.PLACE], d[L.PTILE])
        if d[self.mask] & _BOARD_POWERS:             # Leta/Utug: which tiles are empty
            key += (_occupied(d),)
        return key

    def _kill_sig(self, d: list[int], m: Move) -> tuple | None:
        """What a kill changes for the score and the rest of the turn (kills alike are searched once): the
        fakirs discarded, the tile it empties and takes, Kandicha's gain; before an Iblis second kill also
        what is left on the tile. None: search this move on its own (Iblis)."""
        L = self.L
        ibl = d[L.IBL]
        t = type(m)
        if t is Kill:
            tile, col = m.tile, TRIBES.index(m.tribe)
            b = 5 * tile
            total = d[b] + d[b + 1] + d[b + 2] + d[b + 3] + d[b + 4]
            free = d[L.CAMEL + tile] < 0 and d[L.player(self.p) + 3] > 0
            kandicha = d[self.mask] & _KANDICHA
            kand: Any = -1
            if kandicha:
                if col <= 2:
                    kand = col
                elif col == 3:
                    kand = (3, sum(1 for u in BLOCK[tile] if BLUE[d[L.TILE + u]]))
            if ibl == 0:
                return ("kill", m.fakirs, tile if total == 1 and free else -1, kand)
            if ibl == 2:                            # Iblis' second kill, on the first one's tile
                return ("kill2", tile if total == 1 and free else -1, kand)
            left = (col,) + tuple(d[b:b + 5]) if kandicha else min(total, 3)
            return ("kill1", m.fakirs, tile if total <= 2 and free else -1, kand, left)
        if t is KillHeld:
            return ("held", ibl, m.player, m.tribe)
        if t is NoKill:
            return ("none",)
        return None

    # --- search ------------------------------------------------------------------------------------------
    def value(self) -> tuple[int, int, int]:
        return self.scorer.value(self.core.d, self.p)

    def best(self) -> tuple[tuple[int, int, int], tuple[Move, ...], bool]:
        """``(value, moves, chance)``: the best completion from the core's decision."""
        core = self.core
        d = core.d
        kind = d[self.L.KIND]
        if kind == _TURN and not d[self.mask] & _SEARCHED:     # nothing left to choose: sale never helps
            return (self.scorer.value(d, self.p), (), False)
        key = None if kind == _ASSASSINS else self._key(d, kind)
        if key is not None:
            hit = self.memo.get(key)
            if hit is not None:
                return hit
        if kind == _TURN:
            got = self._turn_end()
        elif kind in (_BUILDERS, _TILE, _ASSASSINS):
            got = self._choose(kind)
        else:                                       # the game's end or a decision the advisor never reaches
            got = (self.value(), (), False)
        if key is not None:
            self.memo[key] = got
        return got

    def _choose(self, kind: int) -> tuple[tuple[int, int, int], tuple[Move, ...], bool]:
        core = self.core
        best: tuple | None = None
        seen: set = set()
        rdraws = self.L.RDRAWS
        sig = None
        for m in core.legal_moves():
            d = core.d
            if kind == _ASSASSINS:
                sig = self._kill_sig(d, m)
                if sig is not None:
                    if sig in seen:
                        continue
                    seen.add(sig)
            elif type(m) is Buy:                    # cards of the same kinds: one choice
                row = self.L.ROW
                bought = tuple(sorted(d[row + i - 1] for i in m.slots))
                if bought in seen:
                    continue
                seen.add(bought)
            drawn_before = d[rdraws]
            cards = d[self.hand:self.hand + 10]
            core.push(m)
            chance = False
            if core.d[rdraws] != drawn_before:      # Kandicha drew a card: nobody may know it (§1.8)
                chance = _hide_drawn(core, self.p, cards)
            value, rest, rest_chance = self.best()
            core.pop()
            if best is None or value > best[0]:
                chosen = _KillClass(sig, m) if kind == _ASSASSINS and sig is not None else m
                best = (value, (chosen,) + rest, chance or rest_chance)
        if best is None:
            return (self.value(), (), False)
        return best

    def _turn_end(self) -> tuple[tuple[int, int, int], tuple[Move, ...], bool]:
        """Greedy use of the searched costed powers at the turn's end (see the module docstring)."""
        core = self.core
        value = self.value()
        moves: list[Move] = []
        pushed = 0
        while True:
            found = None
            for m in core.legal_moves():
                if type(m) is not UseDjinn or m.djinn not in SEARCHED_POWERS:
                    continue
                core.push(m)
                v, rest = self._placement()
                core.pop()
                if v > value:
                    value, found = v, (m,) + rest
            if found is None:
                break
            for m in found:
                core.push(m)
                pushed += 1
            moves += found
        for _ in range(pushed):
            core.pop()
        return value, tuple(moves), False

    def _placement(self) -> tuple[tuple[int, int, int], tuple[Move, ...]]:
        """After Bouraq/Enki: the Hagis/Lamia placement choice if any, else the value."""
        core = self.core
        if core.d[self.L.KIND] != _TILE:
            return self.value(), ()
        best = None
        for m in core.legal_moves():
            core.push(m)
            v, rest = self._placement()
            core.pop()
            if best is None or v > best[0]:
                best = (v, (m,) + rest)
        return best if best is not None else (self.value(), ())


def _hide_drawn(core, p: int, cards: Sequence[int]) -> bool:
    """Put back a card just drawn for player ``p`` (who held ``cards`` before) on the face-down pile, so that
    the evaluation does not use it (the draw is chance, §1.8); True if there was one."""
    d, L = core.d, core.L
    h = L.player(p) + 4
    for k in range(10):
        if d[h + k] > cards[k]:
            d[h + k] -= 1
            d[L.PILE + k] += 1
            return True
    return False


# ----------------------------------------------------------------------------------------------------------
# advise
# ----------------------------------------------------------------------------------------------------------

class _Grouper:
    """Movements whose rest of the turn is the same search (see the module docstring): the same colour,
    number collected, whether the final tile is emptied (§3.4), the drops Marid pays for, and a final tile
    alike for the rest of the turn — same kind and printed VP, owner, palm trees and palaces (and blue tiles
    around it for the builders); the tile itself when the mover may place with Hagis, Lamia, Bouraq or
    Enki (their moves name tiles). For assassins: the same final tile and kill landscape (the tiles in
    reach, by the fakirs each needs, that a kill would empty and take). When the mover can use Leta or Utug
    (held, or taken on this sacred place and paid for), whose targets are the empty or occupied tiles, the
    tiles holding meeples are part of the key too. :meth:`key` is None for a movement that is searched
    alone: an assassins' move of a mover holding Kandicha or Iblis."""

    def __init__(self, core, p: int) -> None:
        d, L = core.d, core.L
        base = L.player(p)
        self.camel = d[L.CAMEL:L.CAMEL + 30]
        self.left = d[base + 3]
        self.fakirs = d[base + 13]
        mask = d[base + 14]
        shown = [j for j in d[L.DROW:L.DROW + 3] if j >= 0]
        tiles, palms, palaces = (d[X:X + 30] for X in (L.TILE, L.PALM, L.PALACE))
        self.sacred = [is_sacred(k) for k in tiles]
        # the mover holds Leta or Utug, or may take one on a sacred place and pay to use it at the turn's end
        # (2 elders or an elder and a fakir each); the same for the powers whose moves name tiles
        self.elders = d[base + 2]
        self.alone = bool(mask & _BOARD_POWERS)
        self.alone_sacred = any(1 << j & _BOARD_POWERS for j in shown)
        self.alone_assassins = bool(mask & (_KANDICHA | _IBLIS))
        self.iblis = bool(mask & _IBLIS)
        self.dist = [[distance(a, t) for t in range(30)] for a in range(30)] if self.alone_assassins else None
        self._kandicha_base: dict[int, list[int]] = {}
        self._kandicha_sigs: dict[tuple, dict] = {}
        self.tiles = tiles
        self.by_tile = bool(mask & _PLACERS)
        self.by_tile_sacred = any(1 << j & _PLACERS for j in shown)
        self.blue = blue = [sum(1 for u in BLOCK[t] if BLUE[tiles[u]]) for t in range(30)]
        # what the rest of a non-assassin turn sees of its final tile: kind, owner, palm trees, palaces
        # (and the blue tiles around it for the builders)
        self.tile_class = [[(tiles[t], self.camel[t], palms[t], palaces[t], blue[t] if c == 3 else -1)
                            for c in range(5)] for t in range(30)]
        holder = next((q for q in range(L.n) if d[L.player(q) + 14] & _MARID), -1)
        self.marid = [t for t in range(30) if self.camel[t] == holder] if holder >= 0 else None
        self.totals = [sum(d[5 * t:5 * t + 5]) for t in range(30)]
        self.counts = d[:150]
        self.near = [sorted(((distance(a, t), t) for t in range(30))) for a in range(30)]

    def key(self, o, start: int) -> tuple | None:
        """The key of the outcome ``o`` (:class:`~companion.five_tribes.movement.Outcome`) of a movement from
        ``start`` (the reference definition: :meth:`walk_keys` computes the same keys walk by walk)."""
        packed, T, c = o
        bs = packed.to_bytes(150, "little")
        return self._key_of(T, c, bs[5 * T + c], start, [sum(bs[5 * t:5 * t + 5]) for t in range(30)])

    def _key_of(self, T: int, c: int, n: int, start: int, after: Sequence[int]) -> tuple | None:
        """The key of a movement from ``start`` ending with colour ``c`` on tile ``T``, where ``n`` of colour
        ``c`` are collected and ``after[t]`` meeples stand on tile t after the drops (before the collection)."""
        board_powers = self.alone
        if self.sacred[T] and (self.alone_sacred or self.by_tile_sacred):
            e = self.elders + (n if c == 1 else 0)
            board_powers = board_powers or (self.alone_sacred and e >= 2 and e + self.fakirs >= 4)
            by_tile_sacred = self.by_tile_sacred and e >= 1 and e + self.fakirs >= 3
        else:
            by_tile_sacred = False
        emptied = after[T] == n
        by_tile = c == 4 or self.by_tile or by_tile_sacred
        by_tile = by_tile or board_powers
        key: tuple = (T if by_tile else self.tile_class[T][c], c, n, emptied)
        if board_powers:                # Leta/Utug targets: which tiles hold meeples after the collection
            key += (sum(1 << t for t in range(30) if after[t] - (n if t == T else 0)),)
        if self.marid is not None:
            key += (sum(after[t] - (0 if t == start else self.totals[t]) for t in self.marid),)
        if c == 4:
            if self.alone_assassins:
                return None
            reach = n + self.fakirs
            left = self.left - (1 if emptied and self.camel[T] < 0 and self.left > 0 else 0)
            sigs = set()
            for dist, t in self.near[T]:
                if dist > reach:
                    break
                total = after[t] - (n if t == T else 0)
                if total:
                    sigs.add((dist - n if dist > n else 0, t if total == 1 and self.camel[t] < 0 and left > 0 else -1))
            key += (frozenset(sigs),)
        return key

    def walk_keys(self, fs, walk: tuple[int, ...], rest: tuple[int, ...]) -> list[tuple[tuple[int, ...], int, tuple]]:
        """The keys of the movements of the final slot ``fs`` (:class:`~companion.five_tribes.movement.FinalSlot`)
        along ``walk``, as ``(first order, v, key)`` in the order of their first movement: the key of such a
        movement depends on the walk (the meeples it adds per tile) and on ``v``, the meeples of the last
        colour dropped on the final tile before the last step (so ``n`` = those there + v + 1). ``rest``: the
        hand without the last meeple (5 colour counts)."""
        T, c, start = fs.tile, fs.colour, fs.start
        before = tuple(i for i in range(len(walk) - 1) if walk[i] == T)
        after = [0 if t == start else self.totals[t] for t in range(30)]
        for t in walk:
            after[t] += 1
        base = 0 if T == start else self.counts[5 * T + c]
        out = []
        for v in range(1 if fs.own else 0, min(len(before), rest[c]) + 1):
            out.append((_first_order(rest, c, before, v), v, self._key_of(T, c, base + 1 + v, start, after)))
        out.sort()
        return out


    def kandicha_key(self, fs, m: Movement) -> tuple:
        """For a mover holding Kandicha (not Iblis), whose assassins' outcomes are each searched alone: what
        the search of the outcome of ``m`` (a movement of the final slot ``fs``, assassins) depends on — the
        key of the movement without its kill landscape, and the distinct kill signatures
        (:meth:`_Search._kill_sig`: fakirs needed, the tile a kill would empty and take, Kandicha's gain) in
        the order the kills are listed (tiles ascending, then colours). Outcomes with equal keys have the same
        best completion, so it is searched once."""
        T, start = fs.tile, fs.start
        b = self._kandicha_base.get(start)
        if b is None:
            b = self._kandicha_base[start] = list(self.counts)
            b[5 * start:5 * start + 5] = [0] * 5
        touched = set(m.path)
        touched.add(start)
        for x, col in zip(m.path, m.drops):
            b[5 * x + col] += 1
        try:
            n = b[5 * T + 4]
            tb = 5 * T
            emptied = b[tb] + b[tb + 1] + b[tb + 2] + b[tb + 3] == 0
            left = self.left - (1 if emptied and self.camel[T] < 0 and self.left > 0 else 0)
            b[tb + 4] = 0                               # the assassins collected (§3.4)
            base = self._kandicha_sigs.get((T, n, left))
            if base is None:                            # the signatures of the tiles no drop changed
                base = self._kandicha_sigs[(T, n, left)] = [self._tile_sigs(self.counts, T, t, n, left)
                                                            for t in range(30)]
            tiles = base[:]
            for t in touched:
                tiles[t] = self._tile_sigs(b, T, t, n, left)
            sigs = chain.from_iterable(tiles)
            key: tuple = (T, n, emptied)
            if self.alone or (self.sacred[T] and self.alone_sacred) or self.marid is not None:
                after = [sum(b[5 * t:5 * t + 5]) for t in range(30)]
                key += (tuple(after),)
                if self.marid is not None:
                    key += (sum(after[t] + (n if t == T else 0) - (0 if t == start else self.totals[t])
                                for t in self.marid),)
            return key + (tuple(dict.fromkeys(sigs)),)
        finally:
            b[5 * T + 4] = n
            for x, col in zip(m.path, m.drops):
                b[5 * x + col] -= 1

    def _tile_sigs(self, b: Sequence[int], T: int, t: int, n: int, left: int) -> tuple:
        """The kill signatures of the meeples on tile ``t`` (board ``b`` after the collection on ``T``), in
        colour order (see :meth:`kandicha_key`)."""
        bt = 5 * t
        total = b[bt] + b[bt + 1] + b[bt + 2] + b[bt + 3] + b[bt + 4]
        if not total:
            return ()
        need = self.dist[T][t] - n
        need = need if need > 0 else 0
        if need > self.fakirs:
            return ()
        taken = t if total == 1 and self.camel[t] < 0 and left > 0 else -1
        return tuple((need, taken, col if col <= 2 else (3, self.blue[t]) if col == 3 else -1)
                     for col in range(5) if b[bt + col])


@lru_cache(maxsize=4096)
def _first_order(rest: tuple[int, ...], c: int, before: tuple[int, ...], v: int) -> tuple[int, ...]:
    """The first order (ascending colour tuples, as :attr:`FinalSlot.orders` lists them) of the meeples ``rest``
    followed by one ``c`` that puts exactly ``v`` meeples of colour ``c`` at the positions ``before``."""
    left = list(rest)
    n = sum(rest)
    marked = [i in before for i in range(n)]
    need = v                                # c's still to place at marked positions
    marks_left = sum(marked)
    out = []
    for i in range(n):
        m = marked[i]
        marks_after = marks_left - m
        unmarked_after = n - i - 1 - marks_after
        for x in range(5):
            if not left[x]:
                continue
            need_after = need - (1 if x == c and m else 0)
            c_after = left[c] - (1 if x == c else 0)
            if 0 <= need_after <= marks_after and 0 <= c_after - need_after <= unmarked_after:
                out.append(x)
                left[x] -= 1
                need = need_after
                break
        marks_left = marks_after
    return tuple(out) + (c,)


class _Group:
    """Movements whose rest of the turn is one search: the first one (searched), and where the others are
    (final slot, walk, v), to list them in the generator's order when the advice needs them."""

    __slots__ = ("first", "where", "single", "share")

    def __init__(self, first: Movement, single: bool = False, share: Any = None) -> None:
        self.first, self.where, self.single, self.share = first, [], single, share

    def members(self):
        """The group's movements, one per outcome (the first movement of each, in the generator's order)."""
        if self.single:
            yield self.first
            return
        seen: dict[int, set] = {}
        for fs, walk, v in self.where:
            c, T = fs.colour, fs.tile
            before = [i for i in range(len(walk) - 1) if walk[i] == T]
            done = seen.setdefault(id(fs), set())
            for order in fs.orders:
                if sum(1 for i in before if order[i] == c) != v:
                    continue
                delta = tuple(sorted(zip(walk, order)))
                if delta not in done:
                    done.add(delta)
                    yield Movement(fs.start, walk, order)


def _groups(core, p: int, own_drops_count: bool) -> list[_Group]:
    """Every distinct movement of the position grouped by :class:`_Grouper` keys, the groups in the order of
    their first outcome in :func:`~companion.five_tribes.movement.grouped` (the same groups, members and order
    as keying every outcome, computed walk by walk: a final slot costs its walks, not walks × orders)."""
    slots = final_slots(core.d[:150], own_drops_count=own_drops_count)
    if not slots:
        return []
    grouper = _Grouper(core, p)
    found: dict[Any, _Group] = {}
    out: list[_Group] = []
    for fs in slots:
        if fs.colour == 4 and grouper.alone_assassins:      # each outcome on its own (its search may be shared)
            for m in _outcome_firsts(fs):
                out.append(_Group(m, single=True, share=None if grouper.iblis else grouper.kandicha_key(fs, m)))
            continue
        rest = [0] * 5
        for x in fs.orders[0][:-1]:
            rest[x] += 1
        rest_t = tuple(rest)
        for walk in fs.walks:
            for first, v, key in grouper.walk_keys(fs, walk, rest_t):
                group = found.get(key)
                if group is None:
                    group = found[key] = _Group(Movement(fs.start, walk, first))
                    out.append(group)
                group.where.append((fs, walk, v))
    return out


def _outcome_firsts(fs) -> list[Movement]:
    """The first movement of each outcome of the final slot ``fs``, in the generator's order."""
    seen: set = set()
    out = []
    T, c = fs.tile, fs.colour
    for walk in fs.walks:
        before = [i for i in range(len(walk) - 1) if walk[i] == T]
        for order in fs.orders:
            if fs.own and not any(order[i] == c for i in before):
                continue
            delta = tuple(sorted(zip(walk, order)))
            if delta not in seen:
                seen.add(delta)
                out.append(Movement(fs.start, walk, order))
    return out


def _check(state: Any, top: Any) -> int:
    if not isinstance(state, State):
        raise CompanionError(N_("The advisor needs a Five Tribes game position, not {value}."),
                             value=type(state).__name__)
    if not isinstance(top, Integral) or isinstance(top, bool) or top < 1:
        raise CompanionError(N_("The number of turns to show must be a whole number from 1 up, not {value}."),
                             value=repr(top)[:40])
    L, d = state.layout, state._data
    if d[L.KIND] != _TURN or d[L.MOVED]:
        raise RuleError("five-tribes 3.2", N_("The advisor ranks whole turns: ask at the start of a turn, after "
                                              "the bids and before the meeples are picked up."))
    return int(top)


def advise(state: Any, top: int = 10) -> list[Advice]:
    """The ``top`` best whole turns of the player to move, best first (see the module docstring).

    Args:
        state: a :class:`~companion.five_tribes.state.State` at the start of a turn (decision ``turn``,
            nothing moved yet, five-tribes.md §3.2).
        top: how many turns to return (1 or more); fewer if fewer distinct turns exist.

    Returns:
        :class:`Advice` list; when no meeple move exists (§4 condition 2) one advice for the turn's end.

    Raises:
        CompanionError: ``state`` is not a Five Tribes position, or ``top`` is not a whole number ≥ 1.
        RuleError: the position is not at the start of a turn (five-tribes 3.2).
    """
    top = _check(state, top)
    core = state.core()
    L = core.L
    p = core.d[L.PLAYER]
    search = _Search(core, p)
    root_value = search.value()
    opts = state.options
    groups: list[tuple[tuple[int, int, int], int, Any, tuple, bool]] = []
    found = _groups(core, p, opts.own_drops_count)
    shared: dict[Any, tuple] = {}
    for i, group in enumerate(found):
        got = shared.get(group.share) if group.share is not None else None
        if got is None:
            _push_movement(core, group.first)
            got = search.best()
            core.pop()
            if group.share is not None:
                shared[group.share] = got
        value, rest, chance = got
        groups.append((value, i, group, rest, chance))
    if not found:
        value, rest, chance = search.best()
        groups.append((value, 0, None, rest, chance))
    groups.sort(key=lambda g: (-g[0][0], -g[0][1], -g[0][2], g[1]))
    # the ranking, movement by movement (in generation order within a group), as far as the window needs:
    # the turns tied with the top-th one, up to max(3 * top, 30), are ordered by what they leave the next
    # player (fewer warnings first)
    cap = max(3 * top, 30)
    window: list[tuple[tuple[int, int, int], int, Any, tuple, bool]] = []
    last = None
    for value, _, group, rest, chance in groups:
        if len(window) >= cap or (last is not None and value < last):
            break
        for m in (group.members() if group is not None else [None]):
            window.append((value, len(window), m, rest, chance))
            if len(window) == top:
                last = value
            if len(window) >= cap:
                break
    context = _Context(state, core, search, root_value)
    scored = [(c, context.threat(c[2], c[3])) for c in window]
    scored.sort(key=lambda x: (-x[0][0][0], -x[0][0][1], -x[0][0][2], x[1][0], x[0][1]))
    return [context.advice(c[2], c[4], context.threat(c[2], c[3], refine=True)) for c, _ in scored[:top]]


class _Context:
    """What the advice of one turn needs: the start position, its sheet lines and the one-ply baseline."""

    def __init__(self, state: State, core, search: _Search, root_value) -> None:
        self.state, self.core, self.search, self.root_value = state, core, search, root_value
        self.L = core.L
        self.p = search.p
        self.root = core.d[:]
        self.sheet = _sheet_lines(state)
        self.before = self.sheet[1]
        ends = _ends(self.root)
        self.opponents = _next_opponents(self.root, self.L, self.p)
        self.base = {q: _takes(self.root, self.L, q, ends) for q in self.opponents}

    def _replay(self, m, rest: Sequence[Move]) -> tuple[list[Move], int]:
        """Push the turn on the core (returns the moves and how many pushes to pop)."""
        core = self.core
        moves: list[Move] = []
        pushes = 0
        if m is not None:
            moves.append(_PICKS[m.start])
            for x, c in zip(m.path, m.drops):
                moves += (_STEPS[x], _DROPS[c])
            _push_movement(core, m)
            pushes = 1
        h = self.L.player(self.p) + 4
        for mv in rest:
            before = core.d[self.L.RDRAWS]
            cards = core.d[h:h + 10]
            core.push(mv)
            pushes += 1
            if core.d[self.L.RDRAWS] != before:
                _hide_drawn(core, self.p, cards)
        return moves + list(rest), pushes

    def _warnings(self, d: list[int]) -> tuple[int, list[Phrase]]:
        L, p = self.L, self.p
        ends = _ends(d)
        severity = 0
        out: list[Phrase] = []
        mine_after = d[L.player(p) + 1]
        mine_before = self.root[L.player(p) + 1]
        for q in self.opponents:
            tiles, viziers = _takes(d, L, q, ends)
            old_tiles, old_viziers = self.base[q]
            new = sorted(((v, t) for t, v in tiles.items() if t not in old_tiles), reverse=True)
            name = self.state.players[q]
            for v, t in new[:2]:
                severity += v
                out.append(Phrase(N_("{player} could then take control of tile {tile} ({kind_label}, {points} VP "
                                     "for them)."), {"player": name, "tile": tile_name(t), "points": v,
                                                 "kind_label": TILE_LABELS[TILE_KINDS[d[L.TILE + t]][0]]}))
            held = d[L.player(q) + 1]
            after = _sign(held + viziers - mine_after) if viziers else _sign(held - mine_after)
            before = _sign(held + old_viziers - mine_before) if old_viziers else _sign(held - mine_before)
            if viziers and after >= 0 and after > before:
                severity += VIZIER_BONUS * (after - before)
                template = (N_("{player} could then collect {count} × vizier and have more viziers than you "
                               "(the 10-point bonus of §5).") if after > 0 else
                            N_("{player} could then collect {count} × vizier and draw level with you in viziers "
                               "(you lose the 10-point bonus over them, §5)."))
                out.append(Phrase(template, {"player": name, "count": viziers}))
        return severity, out

    def threat(self, m, rest: Sequence, refine: bool = False) -> tuple[int, list[Phrase], list[Move]]:
        """``(severity, warnings, moves after the movement)`` of the turn: what the next player could take
        after it. A kill class of the completion becomes the first kill of that class on this board, or with
        ``refine`` the one leaving the next player least among up to 12 of them (viziers first, then elders,
        then the others in tile order)."""
        core = self.core
        _, pushes = self._replay(m, ())
        rest = list(rest)
        result = None
        for i, item in enumerate(rest):
            if type(item) is _KillClass:
                options = [k for k in core.legal_moves() if self.search._kill_sig(core.d, k) == item.sig]
                refine = refine and item.sig[0] == "kill"         # an Iblis second kill names the tile
                if refine:
                    options.sort(key=lambda k: {"vizier": 0, "elder": 1}.get(getattr(k, "tribe", ""), 2))
                result = self._best_kill(rest, i, options[:12] if refine else options[:1])
                break
            core.push(item)
            pushes += 1
        if result is None:
            severity, warnings = self._warnings(core.d)
            result = (severity, warnings, rest)
        for _ in range(pushes):
            core.pop()
        return result

    def _resolve(self, item):
        """The move of a completion item on the core's board: a :class:`_KillClass` becomes the first legal
        kill with its signature (an Iblis second kill after a first one resolved here)."""
        if type(item) is not _KillClass:
            return item
        core = self.core
        for k in core.legal_moves():
            if self.search._kill_sig(core.d, k) == item.sig:
                return k
        raise AssertionError("no kill of the searched kind on this board")  # pragma: no cover

    def _best_kill(self, rest: list, i: int, options: list[Move]) -> tuple[int, list[Phrase], list[Move]]:
        """At the assassins' decision (the core is there): of the kills ``options`` (alike), the one leaving the
        next player least."""
        core = self.core
        best = None
        for kill in options:
            core.push(kill)
            done = [kill]
            for mv in rest[i + 1:]:
                mv = self._resolve(mv)
                core.push(mv)
                done.append(mv)
            severity, warnings = self._warnings(core.d)
            for _ in done:
                core.pop()
            if best is None or severity < best[0]:
                best = (severity, warnings, rest[:i] + done)
        if best is None:                        # pragma: no cover - a class always has its own kill
            raise AssertionError("no kill of the searched kind on this board")
        return best

    def advice(self, m, chance: bool, threat) -> Advice:
        """The :class:`Advice` of the turn: movement ``m`` (None: no move) and ``threat`` (its warnings and
        the moves after the movement, from :meth:`threat`)."""
        core, L, p = self.core, self.L, self.p
        severity, warnings, rest = threat
        moves, pushes = self._replay(m, rest)
        d = core.d[:]
        collected = d[L.N] if m is not None else 0
        tribe = TRIBES[d[L.TRIBE]] if m is not None and d[L.TRIBE] >= 0 else None
        for _ in range(pushes):
            core.pop()
        after_state = State(self.state._setup, tuple(d))
        after = _sheet_lines(after_state, self.sheet)[1]
        before = self.before
        totals_b = [sum(x.points for x in lines) for lines in before]
        totals_a = [sum(x.points for x in lines) for lines in after]
        cats = {line.category: a.points - line.points for line, a in zip(before[p], after[p])}
        changed = tuple((line.category, line, a) for line, a in zip(before[p], after[p]) if a.points != line.points)
        others = [q for q in range(L.n) if q != p]
        rival = max(others, key=lambda q: (totals_a[q], -q))
        margin_b = totals_b[p] - max(totals_b[q] for q in others)
        margin_a = totals_a[p] - totals_a[rival]
        gold = d[L.player(p)] - self.root[L.player(p)]
        notes: list[Phrase] = []
        if m is not None:
            notes.append(Phrase(N_("Move the meeples of tile {start} through {path} and collect {tribe_label} ×{count} "
                                   "on tile {tile}."),
                                {"start": tile_name(m.start), "path": " → ".join(tile_name(t) for t in m.path),
                                 "tribe_label": TRIBE_LABELS[tribe] if tribe else "", "count": collected,
                                 "tile": tile_name(m.path[-1])}))
        else:
            notes.append(Phrase(N_("No meeple move is possible: the game ends after this round (§4).")))
        notes += [Phrase(N_("Then: {moves}."), {"moves": [phrase(x) for x in rest]})] if rest else []
        if chance:
            notes.append(Phrase(N_("Kandicha also draws the top card of the draw pile: nobody knows it yet, so it "
                                   "is not counted.")))
        return Advice(
            player=p, moves=tuple(moves) + (_END,), start=None if m is None else m.start,
            path=() if m is None else tuple(m.path), tile=None if m is None else m.path[-1], tribe=tribe,
            collected=collected, points=totals_a[p] - totals_b[p], categories=cats, gold=gold,
            versus=margin_a - margin_b, rival=rival, opponents={q: totals_a[q] - totals_b[q] for q in others},
            lines=changed, warnings=tuple(warnings), chance=chance, notes=tuple(notes), names=self.state.players)
