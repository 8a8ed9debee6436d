"""World Wonders city board widget: one player's city, the market and the resource board, every click answered by
the rules engine (world-wonders.md §3-§6).

Built on the shared base board (:mod:`companion.ui.board`): this module says what to draw
(``widgets/world_wonders_board.js`` + :meth:`WorldWondersBoard.board_view`) and which element keys carry which
legal move (:meth:`WorldWondersBoard.targets`, from ``state.legal_moves()`` only). A click on any other element
is explained by the engine's refusal of the move that click would mean now (:meth:`WorldWondersBoard.meaning`),
in the board's language, and changes nothing.

Usage in a notebook::

    from companion import games
    from companion.world_wonders.ui.board import WorldWondersBoard
    board = WorldWondersBoard(games.get("world-wonders").new_game(["Ann", "Bob"], seed=3))
    board                          # shows the board (follows the page language switch)
    board.click("rotate")          # turn the piece to place a quarter turn (R on the keyboard)
    board.click("cell:8,0")        # place it with the top-left of its box on row 8, column 0

Target keys (``data-target`` of the drawn elements or of a button):

* ``cell:<row>,<col>`` — a cell of the city shown: place the pending piece there (its bounding box's top-left
  cell, turned as the board's :attr:`~WorldWondersBoard.rotation` says; §4), a piece of a set of short roads of
  the size chosen (``short:2`` / ``short:1``);
* a move in the engine's notation (:mod:`companion.world_wonders.moves`) for every purchase of the market and
  the free actions: ``buy long-road``, ``buy short-roads``, ``buy tile <stack>``, ``buy tower``,
  ``buy pedestal <1|2>``, ``buy monument <card>``, ``loan``, ``repay``, ``pass`` (§3.1-§3.3);
* controls (no move): ``rotate`` (also the R key), ``short:<size>``, ``overlay`` (the scoring overlay),
  ``show:<player>`` (whose city is shown), ``undo``.

The **scoring overlay** marks every building tile that is a district and every natural resource that scores,
and gives, per tile and per natural resource, the reason of :mod:`~companion.world_wonders.map_scoring`
(e.g. "… is not a district: cell (3,4) is empty land") — on hover and in the list beside the board. With the
game's catalogues in demo data the board says so on screen.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import traitlets

from companion.errors import CompanionError, InvalidMove
from companion.i18n import N_, Phrase, Plural, check_language, render, translate
from companion.ui.board import BoardClickError, Button, GameBoard, board_css, board_module, unknown_target
from companion.world_wonders import districts, natural_resources
from companion.world_wonders.city import TYPE_NAMES
from companion.world_wonders.grid import cell_text
from companion.world_wonders.moves import (
    BuyLongRoad, BuyMonument, BuyPedestal, BuyShortSet, BuyTile, BuyTower, Pass, Place, PlaceShort, RepayLoan,
    TakeLoan, parse, phrase,
)
from companion.world_wonders.rules import BUILDING_TYPES, RESOURCES
from companion.world_wonders.state import Decision

if TYPE_CHECKING:
    from companion.world_wonders.state import State

__all__ = ["WorldWondersBoard", "board_labels", "city_view", "cell_tips", "scoring_lines", "piles_view",
           "PLAYER_COLOURS", "ROTATE", "OVERLAY"]

#: the players' colours in seat order (the rules do not name them; each seat also shows its number)
PLAYER_COLOURS = ("red", "blue", "green", "yellow", "purple")
ROTATE, OVERLAY = "rotate", "overlay"

# --- texts (English msgids; Polish in companion/locale/pl/world-wonders-board.po) ---------------------------
_TERRAIN = {"land": N_("land"), "water": N_("water"), "natural_resource": N_("natural resource")}
_RESOURCE = {"food": N_("food"), "ceramics": N_("ceramics"), "gears": N_("gears"), "population": N_("population"),
             "rings": N_("rings")}
#: one letter per building type, drawn on every tile beside its colour (colour-blind safe); the types keep their
#: Latin names in both editions, so the letters are the same
_TEXT = {
    "market": N_("Market"), "tiles": N_("Building tiles"), "roads": N_("Roads and tower"),
    "long_road": N_("Long road"), "short_set": N_("Set of short roads"), "tower": N_("Tower"),
    "pedestals": N_("Pedestals"), "pedestal1": N_("1st player"), "pedestal2": N_("2nd player"),
    "monuments": N_("Monuments"), "left": N_("on offer"), "gold": N_("gold"), "bought": N_("bought"),
    "gone": N_("bought or discarded"),
    "resource_board": N_("Resource board"), "population": N_("Population"), "city_of": N_("City of {name}"),
    "sidewalk": N_("sidewalk"), "overlay_title": N_("Scoring overlay"),
    "needs": N_("needs"), "reward": N_("reward"), "turn_order": N_("Turn order"), "loan": N_("loan"),
    "out": N_("out of the round"), "legend": N_("Legend"), "district": N_("district"),
    "not_district": N_("not a district"), "scores": N_("scores"),
    "empty_land": N_("empty land that breaks a district"),
    "none_left": N_("none left"),
    "six_lines": N_("Score if the game ended now"),
    "objectives": N_("Public objectives"), "standing": N_("if the game ended now"),
}
_KIND = {"road": N_("road"), "bridge": N_("bridge"), "tower": N_("tower"), "building": N_("building tile"),
         "monument": N_("monument")}
_STATUS = N_("Round {round} · {player} ({gold} of {cap} gold left): {decision}")
#: an amount of gold, as the market and the players' panel show it
_GOLD_N = Plural("{n} gold", "{n} gold", count="n")
_DECISION = {
    "free_road": N_("place your free long road touching the sidewalk"),
    "purchase": N_("buy one item from the market, take or repay a loan, or pass"),
    "long_road": N_("place the long road (a bridge if its middle is on water)"),
    "building_tile": N_("place the building tile ({type_label})"),
    "tower": N_("place the tower next to one of your pieces"),
    "monument": N_("place the monument {card}"),
    "short_roads": N_("place the short roads: {sizes} left"),
}
#: what the players see of the face-down piles (§2 B, G): the tiles left in each stack, the monument cards left
_PILE = {
    "tiles": Plural("{n} tile face down", "{n} tiles face down", count="n"),
    "monuments": Plural("{n} monument card in the deck", "{n} monument cards in the deck", count="n"),
}
_OVER = N_("Game over after round {round}.")
_BUTTON = {
    "rotate": N_("Turn the piece (R)"), "overlay": N_("Scoring overlay"), "short": N_("Short road 1×{size}"),
    "loan": N_("Take a loan (+2 gold)"), "repay": N_("Repay the loan (3 gold)"), "pass": N_("Pass"),
}
_TIP = {
    "cell": N_("Cell {cell} · {terrain_label}"),
    "piece": N_("{kind_label} {name}"),
    "building": N_("Building tile {name}: {type_label}"),
    "empty": N_("Cell {cell} is empty land: it keeps building tile {tile} from being a district."),
}
_OTHER_CITY = N_("This is {owner}'s city: {player} places pieces on their own city (its tab above the board).")
_BUY_FIRST = N_("First buy an item in the market; then place it on your city.")
_NOT_NOW = N_("No piece is waiting to be placed now.")


def _t(msgid: Any, lang: str, **params: Any) -> str:
    return render(msgid, lang, **params) if params else translate(msgid, lang)


def board_labels(lang: str = "en") -> dict[str, Any]:
    """Every fixed text the board's front end shows, in ``lang`` (``"en"`` or ``"pl"``).

    Raises:
        ValueError: unsupported language.

    >>> board_labels("pl")["type_name"]["F"], board_labels("pl")["terrain"]["water"]
    ('Fundus', 'woda')
    """
    check_language(lang)
    labels: dict[str, Any] = {k: translate(v, lang) for k, v in _TEXT.items() if k != "city_of"}
    labels.update({
        "lang": lang,
        "terrain": {k: translate(v, lang) for k, v in _TERRAIN.items()},
        "resource": {k: translate(v, lang) for k, v in _RESOURCE.items()},
        "kind": {k: translate(v, lang) for k, v in _KIND.items()},
        "type_name": {k: translate(TYPE_NAMES[k], lang) for k in BUILDING_TYPES},
        "gold_n": {n: render(_GOLD_N, lang, n=n) for n in range(0, 13)},
    })
    return labels


# --- the city, with the scoring overlay --------------------------------------------------------------------

def city_view(city: Any, lang: str = "en", overlay: bool = False) -> dict[str, Any]:
    """What the board draws of a :class:`~companion.world_wonders.city.City`.

    Returns:
        ``{"rows": [...], "height", "width", "pieces": [{"kind", "type", "label", "cells"}], "findings"}``;
        ``findings`` is None without the overlay, else ``{"districts": [{"tile", "type", "cells", "open",
        "points", "text"}], "naturals": [{"cell", "points", "text"}], "district_points", "natural_points"}``
        with the reasons of :mod:`~companion.world_wonders.districts` and
        :mod:`~companion.world_wonders.natural_resources` in ``lang``.
    """
    side = city.map
    out: dict[str, Any] = {
        "rows": list(side.rows), "height": side.height, "width": side.width,
        "pieces": [{"kind": p.kind, "type": p.type, "label": p.name(), "cells": [list(c) for c in p.cells]}
                   for p in city.pieces],
        "findings": None,
    }
    if overlay:
        found_d = districts.explain(city)
        found_n = natural_resources.explain(city)
        out["findings"] = {
            "districts": [{"tile": f.tile, "type": f.type, "cells": [list(c) for c in f.cells],
                           "open": [list(c) for c in f.open], "points": f.points, "text": f.text(lang)}
                          for f in found_d],
            "naturals": [{"cell": list(f.cell), "points": f.points, "text": f.text(lang)} for f in found_n],
            "district_points": sum(f.points for f in found_d),
            "natural_points": sum(f.points for f in found_n),
        }
    return out


def cell_tips(city: Any, lang: str, overlay: bool, names: dict[str, str] | None = None) -> dict[str, str]:
    """``cell:<r>,<c>`` → what the cell is (terrain, piece) and, with the overlay, why it scores or breaks a
    district (world-wonders.md §6.2 #4-#5, §6.3). ``names``: monument card id → the card's name, to name a built
    monument as its card (default: the piece's own label)."""
    side = city.map
    pieces = {}
    for p in city.pieces:
        for cell in p.cells:
            pieces[cell] = p
    reasons: dict[tuple[int, int], list[str]] = {}
    if overlay:
        for f in districts.explain(city):
            for cell in f.cells:
                reasons.setdefault(cell, []).append(f.text(lang))
            for cell in f.open:
                reasons.setdefault(cell, []).append(render(_TIP["empty"], lang, cell=cell_text(cell), tile=f.tile))
        for f in natural_resources.explain(city):
            reasons.setdefault(f.cell, []).append(f.text(lang))
    out = {}
    for r in range(side.height):
        for c in range(side.width):
            lines = [render(_TIP["cell"], lang, cell=cell_text((r, c)), terrain_label=_TERRAIN[side.terrain(r, c)])]
            p = pieces.get((r, c))
            if p is not None:
                if p.kind == "building":
                    lines.append(render(_TIP["building"], lang, name=p.name(), type_label=TYPE_NAMES[p.type]))
                else:
                    name = (names or {}).get(p.name(), p.name()) if p.kind == "monument" else p.name()
                    lines.append(render(_TIP["piece"], lang, kind_label=_KIND[p.kind], name=name))
            lines += reasons.get((r, c), [])
            out[f"cell:{r},{c}"] = "\n".join(lines)
    return out


_NOTE = {
    "population": N_("rings reached or passed on the population track"),
    "least_resource": N_("the lowest of food {food}, ceramics {ceramics} and gears {gears}"),
    "monuments": N_("rings printed on your {monuments} monument cards"),
    "natural_resources": N_("uncovered natural resources next to your pieces (ringed on the map)"),
    "districts": N_("building tiles enclosed on all sides (outlined in green on the map)"),
    "loan_unpaid": N_("a loan not paid back: −2"),
    "loan_none": N_("no unpaid loan"),
    "objectives": N_("rings from the public objectives (advanced play)"),
}


def scoring_lines(result: Any, index: int, lang: str, entry: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """Player ``index``'s lines of a World Wonders :class:`~companion.result.ScoreResult` (world-wonders.md §6.2):
    ``[{"label", "points", "note"}]``, the note saying in words what was counted (from the sheet ``entry`` when
    given: the track values, the monuments)."""
    player = result.players[index]
    entry = entry or {}
    out = []
    for line in player.lines:
        key = line.category
        if key == "loan":
            key = "loan_unpaid" if line.points else "loan_none"
        if key == "least_resource":
            note = render(_NOTE[key], lang, **{r: line.values.get(r, entry.get(r, 0)) for r in RESOURCES})
        elif key == "monuments":
            note = render(_NOTE[key], lang, monuments=entry.get("monuments", "?"))
        elif key in _NOTE:
            note = translate(_NOTE[key], lang)
        else:
            note = render(line.note, lang, **dict(line.note_params)) if line.note else line.filled()
        out.append({"label": translate(result.labels[line.category], lang), "points": line.points, "note": note})
    return out


# --- the board ---------------------------------------------------------------------------------------------

_OBJECTIVE_STANDING = Plural("{name}: {value} → {points} ring", "{name}: {value} → {points} rings", count="points")


def objectives_view(state: Any, lang: str = "en") -> list[dict[str, Any]]:
    """The public objectives in play (advanced play, world-wonders.md §7.1), for the board: per card its
    ``id``, ``name`` and ``goal`` (what it measures) in ``lang``, the ``values`` of the players' cities as they
    stand, the ``points`` those would give if the game ended now (ties per §7.1) and ``standing`` (one line per
    player in words); ``[]`` in the basic game."""
    out = []
    for objective, values, points in state.objective_results():
        out.append({"id": objective.id, "name": objective.name.text(lang), "goal": objective.goal.text(lang),
                    "values": values, "points": points,
                    "standing": [render(_OBJECTIVE_STANDING, lang, name=name, value=v, points=pt)
                                 for name, v, pt in zip(state.players, values, points)]})
    return out


def piles_view(state: Any, lang: str = "en") -> dict[str, Any]:
    """The face-down piles every player at the table sees (world-wonders.md §2 B, G; how many, never their
    order): per stack id the building tiles still face down in it (§1.2: 10 at the start, one revealed each
    round, §3.4), and the monument cards left in the deck (21 less the face-up ones and those bought, §3.2),
    each as ``{"left": count, "text": the count in words in lang}``.

    >>> from companion import games
    >>> piles = piles_view(games.get("world-wonders").new_game(["Ann", "Bob"], seed=3), "pl")
    >>> piles["monuments"]
    {'left': 18, 'text': '18 kart monumentów w stosie'}
    """
    def pile(kind: str, n: int) -> dict[str, Any]:
        return {"left": n, "text": render(_PILE[kind], lang, n=n)}

    return {"tiles": {sid: pile("tiles", n) for sid, n in state.tiles_left.items()},
            "monuments": pile("monuments", state.monument_cards_left)}


def _cell(key: str) -> tuple[int, int] | None:
    """``"cell:3,4"`` → ``(3, 4)``; None for another key."""
    kind, _, rest = key.partition(":")
    r, _, c = rest.partition(",")
    if kind != "cell" or not (r.isascii() and r.isdigit() and c.isascii() and c.isdigit()) or len(rest) > 7:
        return None
    return int(r), int(c)


class WorldWondersBoard(GameBoard):
    """The World Wonders board (see the module docstring for the keys).

    Args:
        state: a World Wonders state.
        lang: ``"en"``/``"pl"`` to fix the language; None follows the page switch.
        overlay: start with the scoring overlay on.

    Traitlets (besides the base board's): ``rotation`` (quarter turns of the piece to place, one of the
    rotations its shape really has), ``short_size`` (the short road placed next: 2 or 1), ``overlay``,
    ``shown`` (the player whose city is drawn; -1: the player deciding now).
    """

    _esm = board_module("world_wonders_board.js")
    _css = board_css("world_wonders_board.css")

    rotation = traitlets.Int(0).tag(sync=True)
    short_size = traitlets.Int(2).tag(sync=True)
    overlay = traitlets.Bool(False).tag(sync=True)
    shown = traitlets.Int(-1).tag(sync=True)

    def __init__(self, state: State, *, lang: str | None = None, overlay: bool = False, **kwargs: Any) -> None:
        super().__init__(state, lang=lang, overlay=overlay, **kwargs)

    # --- which city, which piece ---------------------------------------------------------------------
    def shown_player(self, state: State | None = None) -> int:
        """The player whose city is drawn: :attr:`shown`, or the player deciding now (0 after the end)."""
        s = self._state if state is None else state
        if 0 <= self.shown < len(s.players):
            return self.shown
        return s.current_player if s.current_player is not None else 0

    def _pending_orientations(self, state: State) -> tuple[Any, ...]:
        """The distinct orientations of the piece to place now (``()`` when nothing is to be placed)."""
        if state.is_over or state.decision not in (Decision.FREE_ROAD, Decision.PLACE, Decision.PLACE_SHORT):
            return ()
        s = state._setup
        if state.decision is Decision.PLACE_SHORT:
            return s.short_o[self._short(state)]
        from companion.world_wonders.placement import pending_orientations

        return pending_orientations(state.core(), state.current_player)

    def _short(self, state: State) -> int:
        left = state.short_pieces_left or (2,)
        return self.short_size if self.short_size in left else left[0]

    def _rotation(self, state: State) -> int:
        """The rotation used for a click: :attr:`rotation` if the piece has it, else its first one."""
        rots = [o.rotation for o in self._pending_orientations(state)]
        return self.rotation if self.rotation in rots or not rots else rots[0]

    # --- game hooks ----------------------------------------------------------------------------------
    def board_view(self, state: State) -> dict[str, Any]:
        """The city shown (with the overlay's findings), the piece to place, the market with its face-down piles
        (:func:`piles_view`), the players and the resource board (see ``widgets/world_wonders_board.js``)."""
        lang = self.lang
        s = state._setup
        p = self.shown_player(state)
        view = state.to_view(lang)
        city = state.city(p)
        orients = self._pending_orientations(state)
        rot = self._rotation(state)
        ghost = None
        if orients and p == state.current_player:
            o = next(o for o in orients if o.rotation == rot)
            ghost = {"cells": [[dr, dc, tag] for dr, dc, tag in o.cells], "rotation": rot,
                     "kind": state.pending_piece, "type": None}
            if state.pending_piece == "building_tile":
                ghost["type"] = self._pending_tile(state).type
        board = s.board
        cards = {c.id: {"name": c.name, "footprint": list(c.footprint), "requires": list(c.requires),
                        "reward": dict(c.reward), "star": c.star}
                 for c in s.monuments.cards if c.id in state.face_up_monuments}
        view.update({
            "shown": p, "colours": list(PLAYER_COLOURS), "city": city_view(city, lang, self.overlay),
            "ghost": ghost, "cards": cards, "rotations": [o.rotation for o in orients],
            "board": {"tracks": [{"spaces": t.spaces, "marks": list(t.marks)} for t in board.tracks],
                      "population": {"spaces": board.population.spaces, "marks": list(board.population.marks)}},
            "gold_left": list(state.gold_left), "objectives": objectives_view(state, lang),
            "piles": piles_view(state, lang),
            "lines": self._lines(state, p, lang) if self.overlay else None,
        })
        # a built monument is named as its card is in the market, not by the catalogue's data id
        names = {c.id: c.name for c in s.monuments.cards}
        for piece in view["city"]["pieces"]:
            if piece["kind"] == "monument":
                piece["label"] = names.get(piece["label"], piece["label"])
        for entry in view["players"]:
            entry.pop("city", None)
            entry["monuments"] = [names.get(m, m) for m in entry["monuments"]]
        return view

    def _lines(self, state: State, p: int, lang: str) -> list[dict[str, Any]] | None:
        """Player ``p``'s six lines if the game ended now (the engine's final sheet, the calculator's scorer)."""
        from companion.games import score_sheet

        sheet = state.game.final_sheet(state)
        try:
            result = score_sheet(sheet)
        except CompanionError:
            return None
        return scoring_lines(result, p, lang, sheet["players"][p])

    def _pending_tile(self, state: State) -> Any:
        from companion.world_wonders.state import G_PEND_ARG

        return state._setup.tiles[state._data[G_PEND_ARG]]

    def _pending_card(self, state: State) -> Any:
        from companion.world_wonders.state import G_PEND_ARG

        return state._setup.monuments.cards[state._data[G_PEND_ARG]]

    def board_labels(self, lang: str) -> dict[str, Any]:
        """See :func:`board_labels`."""
        return board_labels(lang)

    def targets(self, state: State) -> dict[str, Any]:
        """Cells of the decider's city for the placements with the current rotation (and short-road size);
        the market's purchases and the free actions by their notation (every one a legal move)."""
        out: dict[str, Any] = {}
        if state.is_over:
            return out
        rot = self._rotation(state)
        own = self.shown_player(state) == state.current_player
        size = self._short(state) if state.decision is Decision.PLACE_SHORT else None
        for m in state.legal_moves():
            t = type(m)
            if t is Place:
                if own and m.rotation == rot:
                    out[f"cell:{m.row},{m.col}"] = m
            elif t is PlaceShort:
                if own and m.rotation == rot and m.size == size:
                    out[f"cell:{m.row},{m.col}"] = m
            else:
                out[str(m)] = m
        return out

    def meaning(self, state: State, key: str) -> Any | None:
        """A cell: the placement of the pending piece there (the engine says why not); a move in notation: that
        move; else None (:meth:`refusal`)."""
        if state.is_over:
            return None
        cell = _cell(key)
        if cell is not None:
            if self.shown_player(state) != state.current_player:
                return None
            if state.decision is Decision.PLACE_SHORT:
                return PlaceShort(self._short(state), cell[0], cell[1], self._rotation(state))
            if state.decision in (Decision.FREE_ROAD, Decision.PLACE):
                return Place(cell[0], cell[1], self._rotation(state))
            return None
        try:
            return parse(key)
        except InvalidMove:
            return None

    def refusal(self, state: State, key: str) -> CompanionError:
        """Why a click means no move: the game is over, another player's city, a cell while nothing is to be
        placed, or a key the board does not know."""
        cell = _cell(key)
        if state.is_over and (cell is not None or key.startswith(("buy ", "show:"))):
            return state.game.game_over_error()
        if cell is not None:
            if self.shown_player(state) != state.current_player:
                return BoardClickError(_OTHER_CITY, owner=state.players[self.shown_player(state)],
                                       player=state.players[state.current_player])
            return BoardClickError(_BUY_FIRST if state.decision is Decision.PURCHASE else _NOT_NOW)
        return unknown_target(key)

    def control(self, key: str) -> bool:
        """``rotate`` (the next rotation the piece has), ``short:<size>``, ``overlay``, ``show:<player>``."""
        s = self._state
        if key == ROTATE:
            rots = [o.rotation for o in self._pending_orientations(s)]
            if not rots:
                raise BoardClickError(_NOT_NOW)
            cur = self._rotation(s)
            self.rotation = rots[(rots.index(cur) + 1) % len(rots)]
            return True
        if key == OVERLAY:
            self.overlay = not self.overlay
            return True
        kind, _, rest = key.partition(":")
        if kind == "short" and rest in ("1", "2"):
            if s.decision is not Decision.PLACE_SHORT or int(rest) not in s.short_pieces_left:
                raise BoardClickError(_NOT_NOW)
            self.short_size = int(rest)
            return True
        if kind == "show" and rest.isascii() and rest.isdigit() and int(rest) < len(s.players):
            p = int(rest)
            self.shown = -1 if p == s.current_player else p
            return True
        return False

    def buttons_for(self, state: State, lang: str) -> list[Button]:
        """Turn the piece, the short-road size, loan / repay / pass, the overlay switch and a tab per city."""
        out: list[Button] = []
        if self._pending_orientations(state) and len(self._pending_orientations(state)) > 1:
            out.append(Button(ROTATE, translate(_BUTTON["rotate"], lang), control=True))
        if state.decision is Decision.PLACE_SHORT:
            for size in sorted(set(state.short_pieces_left), reverse=True):
                out.append(Button(f"short:{size}", render(_BUTTON["short"], lang, size=size),
                                  active=size == self._short(state), control=True))
        for key, label in (("loan", "loan"), ("repay", "repay"), ("pass", "pass")):
            out.append(Button(key, translate(_BUTTON[label], lang)))
        out.append(Button(OVERLAY, translate(_BUTTON["overlay"], lang), active=self.overlay, control=True))
        if len(state.players) > 1:
            shown = self.shown_player(state)
            for p, name in enumerate(state.players):
                out.append(Button(f"show:{p}", render(_TEXT["city_of"], lang, name=name), active=p == shown,
                                  control=True))
        return out

    def status_for(self, state: State, lang: str) -> str:
        """"Round 2 · Ann (5 of 7 gold left): place the building tile (Habitatio)", or the game-over line."""
        if state.is_over:
            return render(_OVER, lang, round=state.round)
        p = state.current_player
        return render(_STATUS, lang, round=state.round, player=state.players[p], gold=state.gold_left[p],
                      cap=state.gold_cap[p], decision=Phrase(*self._decision(state)))

    def _decision(self, state: State) -> tuple[str, dict[str, Any]]:
        if state.decision is Decision.FREE_ROAD:
            return _DECISION["free_road"], {}
        if state.decision is Decision.PURCHASE:
            return _DECISION["purchase"], {}
        piece = state.pending_piece
        if piece == "building_tile":
            return _DECISION[piece], {"type_label": TYPE_NAMES[self._pending_tile(state).type]}
        if piece == "monument":
            return _DECISION[piece], {"card": self._pending_card(state).name}
        if piece == "short_roads":
            return _DECISION[piece], {"sizes": " + ".join(f"1×{k}" for k in state.short_pieces_left)}
        return _DECISION[piece], {}

    def tips_for(self, state: State, lang: str) -> dict[str, str]:
        """Per cell: terrain, piece and (overlay on) its scoring reason; per market item: what it is."""
        tips = cell_tips(state.city(self.shown_player(state)), lang, self.overlay,
                         {c.id: c.name for c in state._setup.monuments.cards})
        for m in self._targets.values():
            if type(m) in (BuyLongRoad, BuyShortSet, BuyTile, BuyTower, BuyPedestal, BuyMonument, TakeLoan,
                           RepayLoan, Pass):
                tips[str(m)] = _cap(phrase(m).text(lang))
        return tips


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]

