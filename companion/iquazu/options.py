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

Readings without an option (no source describes another reading, or the readings play identically):

* Used single-use tiles are out of play (§1.1 "use" without "discard", §10 q7): whether discarded or kept
  face down, they are never used again and score nothing; the engine counts them as used.
* Drawing with both piles empty draws what there is (§2.5, §10 q12).
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

    def __post_init__(self) -> None:
        """Check every option's type and value (a bad option fails at the start, not mid-game).

        Raises:
            InvalidSetup: an option of the wrong type or value (iquazu 3).
        """
        from companion.errors import InvalidSetup

        def bad(name: str, expected: str) -> InvalidSetup:
            return InvalidSetup("iquazu 3", N_("The option {option} must be {expected_label}, not {value}."),
                                option=name, expected_label=expected, value=repr(getattr(self, name))[:40])

        for name in ("mixed_pairs", "chain_passes_once", "tiles_after_drop", "hide_won_tiles"):
            if not isinstance(getattr(self, name), bool):
                raise bad(name, N_("true or false"))
        split = self.card_split
        if (not isinstance(split, (tuple, list)) or len(split) != 3
                or not all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in split)
                or sum(split) != rules.CARDS):
            raise bad("card_split", N_("three whole numbers (white, blue, orange) adding up to 60"))
        if type(split) is not tuple:
            object.__setattr__(self, "card_split", tuple(split))
        for name in ("layout", "colours"):
            value = getattr(self, name)
            if value is not None and not isinstance(value, (tuple, list)):
                raise bad(name, N_("a list, or empty"))
            if isinstance(value, list):
                object.__setattr__(self, name, tuple(value))

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
                self.hide_won_tiles)
