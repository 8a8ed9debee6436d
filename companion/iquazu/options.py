"""Game options: the wall to play on, and every "(unconfirmed)" reading of iquazu.md as a documented switch.

Options (default in brackets):

* ``wall`` [None = the shipped demo wall] — the wall data (§2.6): a shipped name (``"demo"``), a path to a
  wall file, a wall dict or a :class:`~companion.iquazu.wall.Wall`. A demo wall is invented data: every
  view says so.
* ``layout`` [None] — §3 step 3: the strips are laid in random order, each on a random side. None: the
  engine lays them from the game's seed. A list such as ``["2B", "1A", "5A", "3B", "4A"]`` (strip id then
  side) gives the layout of the physical board on the table.
* ``colours`` [None] — §1, §3 step 1: each player's crystal colour (red, yellow, purple, green); None gives
  the first n in that order.
* ``card_split`` [(20, 20, 20)] — §1 / §10 q4 (unconfirmed): white, blue and orange cards among the 60.
* ``mixed_pairs`` [True] — §2.4 / §10 q5 (unconfirmed): in one payment, two substituted cards may be paid
  with pairs of *different* colours (white ×1 as blue+blue and another white as orange+orange), as the
  per-card wording allows. False: all pairs of one payment share one colour.
* ``chain_passes_once`` [True] — §5.5 special case 1 / §10 q6 (unconfirmed): after a chain of scoring rounds
  (the new frame column 1 already full), the drop box passes once (the literal reading). False: it passes
  once per scoring round of the chain.
* ``tiles_after_drop`` [False] — §4 / §10 q8 (unconfirmed): bonus tiles "at the end of the turn" are used
  before the drop step (the turn is over once the drop is placed, [PL]). True: the drop is placed as soon
  as the player's actions are done, and end-of-turn tiles come after it.
* ``hide_won_tiles`` [False] — §1.1: a player puts a won tile face up or face down, as they choose. The
  engine models that choice as one table-wide switch for the per-player view: True shows other players'
  won tiles by their backs only.
* ``track_first`` [0] — §6.3 / §10 q10 (unconfirmed): the number of the score-track space a marker stands on
  after a whole lap (80, 160 … points): 0 (the track is numbered 0–79) or 80 (numbered 1–80). Only where the
  marker is drawn changes (:func:`companion.iquazu.rules.track_space`); the score is kept whole either way.

Every "(unconfirmed)" point of iquazu.md, and where it lives:

* Options above: the card split (§1, q4), substitution with pairs of different colours (§2.4, q5), the boxes
  passed once after a chain of scorings (§5.5 case 1, q6), end-of-turn tiles before the drop (§4, q8), the
  track's numbering (§6.3, q10).
* The player's data in the wall file (:mod:`companion.iquazu.wall`, entered in the wall editor, never guessed):
  columns per strip (§1, q2); what the 4th side of the scoring boards shows (§1, q13: the file has one board per
  player count, whatever side it is printed on); the VP values, the mix of kinds and how light and dark tiles
  differ (§1.1, q3); alcoves per column and their rows (§2.1, q2); the light / dark shading of each column
  (§2.1, drawn only: the shading does not affect play); the stone values and whether they rise to the right
  (§2.1, §2.6, q1).
* Fixed readings, with the reason (below): used single-use tiles (§1.1, q7), both piles empty (§2.5, q12),
  the tiles revealed before the second scoring of a chain, unfilled last columns and unused action tiles at
  the end (§5.5, §6.2, q9).
* The glossary's "(unconfirmed)" marks (§8) are German terms, not rules: nothing to choose.

Readings without an option (no source describes another reading, or the readings play identically):

* Used single-use tiles are out of play (§1.1 "use" without "discard", §10 q7): whether discarded or kept
  face down, they are never used again and score nothing; the engine counts them as used.
* Drawing with both piles empty draws what there is (§2.5, §10 q12).
* In a chain of scoring rounds (§5.5 special case 1 [DER/(unconfirmed)]) the tiles of the new frame position
  are turned face up before the second scoring, so they go to that scoring: the after-scoring order of §5.4
  (a) the frame moves, b) its tiles are revealed) simply runs again before the full column is scored; only
  whether c) and d) run once or per scoring is open (option ``chain_passes_once``).
* Unused action tiles (extra cards, colour doesn't matter, double move) held at the end score nothing (§6.2
  step 3 [DER/(unconfirmed)]): only VP tiles print points, and no source gives action tiles a value.
* The second-to-last and last columns are scored at the end whether or not they are full, counting the
  crystals there with the usual ranking and ties (§6.2 step 2, §10 q9: "count what is there").
* Crystals or drops running out are taken back from columns already scored (§6.3 [PL FAQ]).
* The drop step is skipped in a turn in which a scoring round happened (§5.5 special case 2 generalised:
  the after-scoring sequence ends the turn by passing the crystal box); a double move used earlier in the
  turn keeps its action, and double moves may be used at scoring time (§5.5 special case 3).
* A tile won in a scoring round of one's own turn may be used at once (it is still that turn's end, §5.5
  special case 3); tiles are used before choosing an alcove, not between choosing it and paying.
* A game that ends in the middle of a turn (the scoring of the third-to-last column) ends at once: no drop,
  no hand-limit discard (§6.1 "no further turns are played").
* Column and row tie-breaks, rows counted inside the frame, unfilled last columns: the readings of the
  calculator's scorer (:mod:`companion.iquazu.scoring`), which the engine's final scoring goes through.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from companion.engine.options import GameOptions
from companion.i18n import N_
from companion.iquazu import rules

__all__ = ["Options"]


@dataclass(frozen=True, slots=True)
class Options(GameOptions):
    """Iquazú options; see the module docstring for each reading and its default."""

    setup_rule = "iquazu 3"
    game_title = N_("Iquazú")

    wall: Any = None
    layout: tuple[str, ...] | None = None
    colours: tuple[str, ...] | None = None
    card_split: tuple[int, int, int] = rules.DEFAULT_CARD_SPLIT
    mixed_pairs: bool = True
    chain_passes_once: bool = True
    tiles_after_drop: bool = False
    hide_won_tiles: bool = False
    track_first: int = 0

    def __post_init__(self) -> None:
        """Check every option's type and value (a bad option fails at the start, not mid-game).

        Raises:
            InvalidSetup: an option of the wrong type or value (iquazu 3).
        """
        self.check_flags(("mixed_pairs", "chain_passes_once", "tiles_after_drop", "hide_won_tiles"))
        if self.track_first not in (0, rules.TRACK_SPACES) or isinstance(self.track_first, bool):
            raise self.option_error("track_first", N_("0 or 80"))
        split = self.card_split
        if (not isinstance(split, (tuple, list)) or len(split) != 3
                or not all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in split)
                or sum(split) != rules.CARDS):
            raise self.option_error("card_split", N_("three whole numbers (white, blue, orange) adding up to 60"))
        if type(split) is not tuple:
            object.__setattr__(self, "card_split", tuple(split))
        self.check_lists(("layout", "colours"))
        for name in ("layout", "colours"):
            if isinstance(getattr(self, name), list):
                object.__setattr__(self, name, tuple(getattr(self, name)))

    def to_dict(self) -> dict[str, Any]:
        """JSON-friendly dict (a wall other than a shipped one is stored whole, so a save carries its wall)."""
        from companion.iquazu.wall import SHIPPED_WALLS, load_wall

        d = asdict(self)
        wall = self.wall
        if not (wall is None or (isinstance(wall, str) and wall in SHIPPED_WALLS)):
            wall = load_wall(wall).to_dict()
        d["wall"] = wall
        for k in ("layout", "colours", "card_split"):
            if d[k] is not None:
                d[k] = list(d[k])
        return d

    def key(self) -> tuple:
        """What makes two option sets play the same game on the same wall: ``wall``, ``layout`` and ``colours``
        left out (the setup compares the wall, layout and colours actually used)."""
        return (self.card_split, self.mixed_pairs, self.chain_passes_once, self.tiles_after_drop,
                self.hide_won_tiles, self.track_first)
