"""Game options: every "(unconfirmed)" point of five-tribes.md as a documented switch with a default.

Options (default in brackets; the section of ``shared/rules/five-tribes.md`` that leaves the point open):

* ``unaffordable_bid`` [``"free"``] — §3.1 rule gap, FAQ #32: a marker that must bid at least 1 (all three
  0 spots taken) but cannot pay any free spot. With at most 4 markers the 1-gold spot is then always free,
  so this happens only to a marker with 0 gold. ``"free"``: it takes the 1-gold spot without paying (gold
  never goes negative) and plays as usual; ``"pass"``: it sits this round out (no spot, no turn) and bids
  last in the next round. Its only move is ``bid 1`` either way.
* ``assassin_must_kill`` [True] — §3.5, FAQ #20: the assassins must kill when a target exists (``[GT]``).
  False: the player may decline (move ``kill nothing``).
* ``diagonal_neighbours`` [True] — §1.5 Hagis/Lamia: "neighbouring tile" includes the 4 diagonal tiles (the
  8 surrounding tiles, ``[GT]``). False: only the 4 orthogonal ones.
* ``redirect_djinn_placements`` [True] — §1.5: Hagis and Lamia also redirect a palace/palm tree placed by
  Bouraq/Enki. False: only the village/oasis tile action's placement.
* ``nekir_per_event`` [True] — §1.5 Nekir: pays once per assassination (2 GC even if Iblis kills 2). False:
  per meeple killed (``[GT]``).
* ``baal_on_itself`` [False] — §1.5 Ba'al: acquiring Ba'al does not pay its new owner (``[GT]``).
* ``kandicha_held`` [True] — §1.5 Kandicha also takes a vizier/elder killed in front of an opponent (``[GT]``).
* ``echidna_doubles_fakirs`` [True] — §1.5 Echidna doubles the whole builder gold, fakir bonus included.
  False: only ``n × B`` is doubled, the fakirs' ``F × B`` is added once.
* ``sale_without_move`` [True] — §4 condition 2: a marker that cannot move may still sell merchandise
  (engine convention). False: only djinn powers before passing.
* ``djinn_limit_per_marker`` [True] — §3.9: with 2 players, "once per turn" counts each marker's turn.
  False: once per round of the player (both of its markers' turns together).
* ``own_drops_count`` [True] — §3.3.6 "(inferred yes)": a meeple dropped earlier in the same move counts
  for the last-meeple rule (the move generator's option of the same name).
* ``hidden_cards`` [False] — §1.8: whether resource cards in hand are secret (not stated). False: they are
  public in a player's view; gold is always secret until the end (§1.8).
* ``limited_bank`` [False] — §1.7, FAQ #2: the rulebook sets no limit on the bank's gold ("treat the bank as
  unlimited", unconfirmed). True: the bank holds the box's 96 coins (288 gold, §1.1) less the players' gold;
  a payment from it (builders, sales, Marid, Monkir, Nekir, Ba'al, Kandicha) is cut to what it holds, as an
  empty palm tree or palace supply skips its placement (FAQ #1). Bids and market prices refill it.

Readings fixed without an option — the reference's own reading, with the reason no option is offered:

* Djinn timing (FAQ #24: "step placement unconfirmed"): a costed power is offered where its effect applies, as
  FAQ #24's answer itself prescribes — Echidna at the builders, Iblis at the assassins, Hagis/Lamia at a
  placement, Kumarbi in a bid; Anun-Nak, Bouraq, Enki, Leta, Utug, Sibittis and Sloar at the start or the end of
  the turn (before the pick-up, after the tile action). No option: FAQ #24's answer is the reading, and the
  reference names no other step to switch to (a power in the middle of the meeple move, §3.2 step 2.2, is not
  offered). Its cost is paid before it acts (an elder paid for Anun-Nak is in the bag when the 3 meeples are
  drawn, so Anun-Nak paid with an elder acts even on an empty bag; paid with a fakir on an empty bag it has
  nothing to draw and is not offered, as Sibittis and Sloar on an empty pile).
* Kumarbi never makes a spot cheaper than 0 (§1.5, inferred): below 0 the bank would pay the bidder, and a bid
  is a payment (§3.1); discarding more fakirs than bring the price to 0 would only lose cards. No other reading
  gives a payment, so no option.
* Sibittis and Anun-Nak with too few left (§1.5, ``[GT]``): they draw what is there — Sibittis up to 3 djinns
  from the djinn pile only, Anun-Nak up to 3 meeples from the bag. No option: "draw what is there" is how every
  short draw of the reference works (FAQ #3 resource cards and #5 djinns, confirmed; FAQ #6 the bag,
  inferred), and no source reads these two otherwise. Sloar and Kandicha draw the top resource card after
  reshuffling an empty pile's discards, as clean-up does (§3.8).
* Kandicha's builder gold (§1.5, ``[GT]``): the §3.5 builders' formula for the one builder killed — 1 × the
  blue tiles in the 3 × 3 block around the tile it was killed on (n = 1, no fakirs, none being discarded for
  it). No option: it is the §3.5 formula read for that builder, and no source computes it another way.
* A kill discards only the fakirs its distance needs (§3.5: range n + F); with B = 0 blue tiles the builders'
  gold is 0 with no choice (§3.5). Neither is a reading: discarding more, or choosing F with B = 0, changes
  nothing but the cards lost.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from companion.engine.options import GameOptions
from companion.i18n import N_

__all__ = ["Options"]

_BOOLS = ("assassin_must_kill", "diagonal_neighbours", "redirect_djinn_placements", "nekir_per_event",
          "baal_on_itself", "kandicha_held", "echidna_doubles_fakirs", "sale_without_move",
          "djinn_limit_per_marker", "own_drops_count", "hidden_cards", "limited_bank")
_BID_GAP = ("free", "pass")


@dataclass(frozen=True, slots=True)
class Options(GameOptions):
    """Five Tribes options; see the module docstring for each "(unconfirmed)" point and its default.

    Raises:
        InvalidSetup: an option of the wrong type or an unknown value (five-tribes 2).

    >>> Options().unaffordable_bid, Options(assassin_must_kill=False).assassin_must_kill
    ('free', False)
    """

    setup_rule = "five-tribes 2"
    game_title = N_("Five Tribes")

    unaffordable_bid: str = "free"
    assassin_must_kill: bool = True
    diagonal_neighbours: bool = True
    redirect_djinn_placements: bool = True
    nekir_per_event: bool = True
    baal_on_itself: bool = False
    kandicha_held: bool = True
    echidna_doubles_fakirs: bool = True
    sale_without_move: bool = True
    djinn_limit_per_marker: bool = True
    own_drops_count: bool = True
    hidden_cards: bool = False
    limited_bank: bool = False

    def __post_init__(self) -> None:
        self.check_flags(_BOOLS)
        self.check_choice("unaffordable_bid", _BID_GAP, N_('"free" or "pass"'))

    def to_dict(self) -> dict[str, Any]:
        """JSON-friendly dict of every option."""
        return asdict(self)
