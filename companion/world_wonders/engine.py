"""World Wonders rules engine: the game object on the shared contract (``companion.games.get("world-wonders")``).

Where each rule lives (``shared/rules/world-wonders.md`` section → module):

* §1 components and the catalogues as data → :mod:`~companion.world_wonders.catalogues`; map geometry →
  :mod:`~companion.world_wonders.grid`
* §2 setup, solo setup → :mod:`~companion.world_wonders.setup`; prepared positions (a save's ``origin``) →
  :mod:`~companion.world_wonders.position`; options for every "(unconfirmed)" reading →
  :mod:`~companion.world_wonders.options`
* §3.1 gold and turns, passing → :mod:`~companion.world_wonders.turns`; §3.2 purchases →
  :mod:`~companion.world_wonders.purchase`; §3.3 loans → :mod:`~companion.world_wonders.loans`; §3.4 end of a
  round → :mod:`~companion.world_wonders.round_end`; §3.5 turn order → :mod:`~companion.world_wonders.turn_order`
* §4 placing (cells, edge, terrain) → :mod:`~companion.world_wonders.placement`, with roads and bridges
  (:mod:`~.roads`), building tiles (:mod:`~.buildings`), the tower (:mod:`~.towers`), monuments (:mod:`~.monuments`)
* §5 production and population → :mod:`~companion.world_wonders.production`
* §6 game end and the final sheet → :mod:`~companion.world_wonders.end`; scoring from the map →
  :mod:`~companion.world_wonders.map_scoring` (districts :mod:`~.districts`, natural resources
  :mod:`~.natural_resources`); the scorer → :mod:`~companion.world_wonders.scoring`
* §7.1 public objectives (advanced play) → :mod:`~companion.world_wonders.objectives`
* §7.2 the Automaton → :mod:`~companion.world_wonders.solo`
* the position → :mod:`~companion.world_wonders.state`; the make/unmake core → :mod:`~companion.world_wonders.core`;
  moves and notation → :mod:`~companion.world_wonders.moves`; saves → :mod:`~companion.world_wonders.serialize`;
  what every position keeps → :mod:`~companion.world_wonders.invariants`; text and JSON views →
  :mod:`~companion.world_wonders.view`

Example:
    >>> from companion import games
    >>> game = games.get("world-wonders")
    >>> s = game.new_game(["Ann", "Bob"], seed=7, options=Options(initial_order="given"))
    >>> s.current_player, s.decision.value
    (0, 'free_road')
    >>> s = s.apply(Place(8, 0))             # the free long road along the sidewalk
    >>> s.decision.value, s.gold_left
    ('purchase', (7, 7))
"""
from __future__ import annotations

from numbers import Integral
from typing import Any

from companion.engine.contract import ActionSpace, Game
from companion.errors import InvalidMove
from companion.i18n import N_
from companion.world_wonders import moves as moves_module
from companion.world_wonders.core import WorldWondersCore
from companion.world_wonders.end import final_sheet
from companion.world_wonders.moves import (
    BuyLongRoad, BuyMonument, BuyPedestal, BuyShortSet, BuyTile, BuyTower, MOVE_TYPES, Move, Pass, Place,
    PlaceShort, RepayLoan, TakeLoan, not_a_move, shown,
)
from companion.world_wonders.options import Options
from companion.world_wonders.position import position, position_fields, start_from_fields
from companion.world_wonders.serialize import SAVE_VERSION, record_of
from companion.world_wonders.setup import new_game
from companion.world_wonders.state import State

__all__ = ["WORLD_WONDERS", "WorldWonders", "new_game", "Options", "final_sheet", "position", "position_fields",
           "start_from_fields"]


def _whole(value: Any) -> int | None:
    if isinstance(value, Integral) and not isinstance(value, bool):
        return int(value)
    return None


class WorldWonders(Game):
    """The World Wonders rules on the shared game contract (:class:`companion.engine.contract.Game`)."""

    id = "world-wonders"
    title = N_("World Wonders")
    min_players, max_players = 1, 5
    reference = "world-wonders.md"
    sequence_rule = "world-wonders 3.1"
    end_rule = "world-wonders 6.1"     # round 10, or the round someone reached the purple space
    not_over_text = N_("The game is not over yet: final scoring comes after round 10 or the round in which someone "
                       "reached the purple space.")
    moves = moves_module
    save_version = SAVE_VERSION
    options_type = Options
    chance_versions = (2,)
    chance_draws = True                # tiles (§2 B, §3.4), monument cards (§3.2), solo cards (§7.2) drawn in push
    setup_function = staticmethod(new_game)   # one stream (state.chance); a save names it
    core_type = WorldWondersCore
    position_function = staticmethod(start_from_fields)   # a save's prepared origin (position.py)
    final_sheet_function = staticmethod(final_sheet)   # the calculator's score sheet of the position
    record_function = staticmethod(record_of)

    def checked(self, state: Any, move: Any) -> Move:
        """``move`` with its fields checked (whole numbers as ``int``). A placement's turn is not changed: a piece
        that looks the same turned (a 1×3 road turned twice) is placed with the smaller turn, and the larger one
        is refused with that advice (:mod:`~companion.world_wonders.placement`).

        Raises:
            InvalidMove: not a World Wonders move, an unknown stack or monument, a pedestal other than 1 or 2,
                a cell outside the map, a turn other than 0-3, a short piece other than 1 or 2.
        """
        s = state._setup
        t = type(move)
        if t not in MOVE_TYPES:
            raise not_a_move(move)
        if t is BuyTile:
            if not isinstance(move.stack, str) or move.stack not in s.stack_index:
                raise InvalidMove("world-wonders 1.2", N_("There is no stack {stack} in the tile catalogue."),
                                  stack=shown(move.stack))
        elif t is BuyMonument:
            if not isinstance(move.card, str) or move.card not in s.card_ids:
                raise InvalidMove("world-wonders 1.4", N_("There is no monument {card} in the monument catalogue."),
                                  card=shown(move.card))
        elif t is BuyPedestal:
            if _whole(move.rank) not in (1, 2):
                raise InvalidMove("world-wonders 3.2", N_("The pedestals are 1 (1st player) and 2 (2nd player), not "
                                                          "{rank}."), rank=shown(move.rank))
            if type(move.rank) is not int:
                move = BuyPedestal(int(move.rank))
        elif t is Place or t is PlaceShort:
            row, col, rot = _whole(move.row), _whole(move.col), _whole(move.rotation)
            g = s.grid
            if row is None or col is None or not g.inside(row, col):
                raise InvalidMove("world-wonders 1.7", N_("There is no cell ({row},{col}) on the map ({height} rows, "
                                                          "{width} columns)."), row=shown(move.row),
                                  col=shown(move.col), height=g.H, width=g.W)
            if rot is None or not 0 <= rot <= 3:
                raise InvalidMove("world-wonders 4", N_("A piece is turned 0 to 3 quarter turns, not {rotation}."),
                                  rotation=shown(move.rotation))
            if t is PlaceShort:
                size = _whole(move.size)
                if size not in (1, 2):
                    raise InvalidMove("world-wonders 1.3", N_("A short road is a 1×2 or a 1×1 tile (size 2 or 1), not "
                                                              "{size}."), size=shown(move.size))
                if (size, row, col, rot) != (move.size, move.row, move.col, move.rotation) or \
                        type(move.size) is not int or type(move.row) is not int or type(move.col) is not int:
                    move = PlaceShort(size, row, col, rot)
            elif type(move.row) is not int or type(move.col) is not int or type(move.rotation) is not int:
                move = Place(row, col, rot)
        return move

    def action_space(self, state: Any) -> ActionSpace:
        """Every World Wonders move of a game with ``state``'s catalogues and map size, densely numbered."""
        s = state._setup
        key = (s.grid.H, s.grid.W, tuple(st.id for st in s.tiles_catalogue.stacks),
               tuple(c.id for c in s.monuments.cards))
        space = _SPACES.get(key)
        if space is None:
            H, W = s.grid.H, s.grid.W
            moves: list[Move] = [BuyLongRoad(), BuyShortSet(), BuyTower(), BuyPedestal(1), BuyPedestal(2)]
            moves += [BuyTile(st.id) for st in s.tiles_catalogue.stacks]
            moves += [BuyMonument(c.id) for c in s.monuments.cards]
            moves += [Place(r, c, k) for k in range(4) for r in range(H) for c in range(W)]
            moves += [PlaceShort(z, r, c, k) for z in (2, 1) for k in range(4) for r in range(H) for c in range(W)]
            moves += [TakeLoan(), RepayLoan(), Pass()]
            space = _SPACES[key] = ActionSpace(moves)
        return space


_SPACES: dict[tuple, ActionSpace] = {}

#: The World Wonders game object (``companion.games.get("world-wonders")``).
WORLD_WONDERS = WorldWonders()
State.game = WORLD_WONDERS

