"""Meduris board widget: the engine's position drawn in SVG, every click answered by the engine.

Built on the shared base board (:mod:`companion.ui.board`): this module only says what to draw
(``widgets/meduris_board.js`` + the engine's ``state.to_view()``) and which element keys carry which
legal move (:meth:`MedurisBoard.targets`, from ``state.legal_moves()`` only). The base applies a click on a
live key, and explains a click on any other element: by the engine's refusal of the move that click
would mean now (:meth:`MedurisBoard.meaning`), or, when it means no move now (e.g. a plateau while the
die must be rolled), by a Meduris sentence naming the pending decision (:meth:`MedurisBoard.refusal`).
A refused click changes nothing.

Usage in a notebook::

    from companion.meduris.engine import new_game
    from companion.meduris.ui.board import MedurisBoard
    board = MedurisBoard(new_game(["Ann", "Bob"], seed=3))   # follows the page language switch
    board                                   # shows the board
    board.click("plateau:wood")             # the same path as a click in the browser
    board.on_change(lambda state: print(state.render_text()))
    board.state                             # the current engine state

Target keys (the ``data-target`` of the drawn elements, or of a button):

* ``site:<n>`` — build a hut or a temple on site n, according to ``build_mode`` (meduris.md §4.3/§4.4); during
  setup with ``Options(bonus_placement="players")``, place a face-down bonus chip there (§3 step 6,
  ``PlaceBonus``; the chip is drawn as a neutral "?" disc until all six are placed);
* ``plateau:<resource>`` — place a worker (§3 step 7), take or return a chip (§4.1), or the second click
  of a big yield (§4.2);
* ``worker:<resource>:<level>`` — the first click of a big yield: your worker at height ``level``
  (1 = bottom); the plateaus it may move to become live (§4.2 step 2);
* ``roll``, ``take:none``, ``offer:one:<resource>``, ``offer:both``, ``offer:druid``, ``offer:nothing``
  — decisions without a place on the board (buttons, shown only when legal); ``undo``;
* ``mode:hut`` / ``mode:temple`` — controls (no move): what a site click builds;
* ``exchange:<a>+<b>+<c>:<take>`` — the 3-for-1 exchange of the deciding player (§4.5), the three chips
  given in the engine's resource order; the exchange panel offers only the legal ones.

``tips`` tells, per empty site, what a hut there costs the deciding player now
(:func:`companion.meduris.engine.hut_cost`), shown when the pointer is over the site (none in temple mode).
"""
from __future__ import annotations

from itertools import combinations_with_replacement
from typing import TYPE_CHECKING, Any

import traitlets

from companion.errors import CompanionError, IllegalMove
from companion.i18n import N_, Phrase, Plural, check_language, render, translate
from companion.meduris import engine
from companion.meduris.common import COLOUR_NAME
from companion.meduris.moves import (
    BigYield, BuildHut, BuildTemple, Exchange, Move, OfferBoth, OfferDruidChip, OfferNothing, OfferOne,
    PlaceBonus, PlaceWorker, ReturnChip, Roll, TakeChip, TakeNothing,
)
from companion.meduris.rules import EXCHANGE_GIVE, MAX_WORKERS_PER_PLATEAU, RESOURCES
from companion.ui.board import BoardClickError, Button, GameBoard, board_css, board_module, unknown_target

if TYPE_CHECKING:  # annotations only: the widget talks to the engine module, not to the state module
    from companion.meduris.state import State

__all__ = ["MedurisBoard", "board_labels", "BoardClickError"]

# --- texts shown by the board (English msgids; Polish in companion/locale/pl/meduris-board.po) ---------
#: resource names as titles (dropdowns, legends), shared with the board editor
RESOURCE_TITLES = {"wood": N_("Wood"), "wool": N_("Wool"), "copper": N_("Copper"), "stone": N_("Stone")}
_RESOURCE_LETTER = {"wood": N_("W|wood"), "wool": N_("L|wool"), "copper": N_("C|copper"), "stone": N_("S|stone")}
_PLATEAU = {"wood": N_("Forest"), "wool": N_("Pasture"), "copper": N_("Mine"), "stone": N_("Quarry")}
_COLOUR_LETTER = {"red": N_("R|red"), "green": N_("G|green"), "blue": N_("B|blue"), "purple": N_("P|purple")}
# rune districts of the 2/3-player side (meduris.md §2.2); names are ours, the board shows only glyphs
_DISTRICT = {"Snake": N_("Snake"), "Diamond": N_("Diamond"), "Fountain": N_("Fountain"), "Libra": N_("Libra"),
             "Cancer": N_("Cancer"), "Wave": N_("Wave"), "Pisces": N_("Pisces"), "Hook": N_("Hook"),
             "Arrow": N_("Arrow")}
# "face_down": a chip placed by a player during setup, not yet turned over (meduris.md §3 step 6)
_BONUS = {"plus2": N_("+2|bonus"), "free_build": N_("F|free build"), "druid": N_("D|druid chip"),
          "face_down": N_("?|face-down bonus chip")}
_BONUS_NAME = {"plus2": N_("Bonus: +2 victory points"), "free_build": N_("Bonus: free build"),
               "druid": N_("Bonus: druid chip (offering for later)"),
               "face_down": N_("Bonus chip, face down (turned over once all six are placed)")}
_DIE_FACE = {**_RESOURCE_LETTER, "plus1": "+1", "minus1": "\u22121"}
_DIE_NAME = {**RESOURCE_TITLES,
             "plus1": N_("+1: everybody may take a chip"), "minus1": N_("\u22121: everybody returns a chip")}
_TEXT = {
    "title": N_("MEDURIS"), "river": N_("Great river"), "druid": N_("Druid"), "druid_letter": N_("D|druid"),
    "druid_temple": N_("Druid's temple"), "site": N_("Site"), "hut": N_("Hut"), "temple": N_("Temple"),
    "worker": N_("Worker"), "rune_stone": N_("Rune stone"),
    "rune_stones": N_("Rune stones"), "rune_unowned": N_("not taken yet"), "huts_left": N_("Huts left"),
    "temples_left": N_("Temples left"), "last_roll": N_("Last roll"),
    "final_mark": N_("The druid's last lap ends here"),
    "player_row_hint": N_("huts · temples · rune stones · chips behind the screen"),
    "exchange_give": N_("Give"), "exchange_take": N_("Take 1"), "exchange_clear": N_("Clear"),
    "exchange_give_hint": N_("Click the chips to give, then the chip to take."),
}
_DECISION = {
    "place_worker": N_("place a worker on a plateau"),
    "roll": N_("roll the die"),
    "take": N_("take 1 chip of any resource (click its plateau)"),
    "return": N_("return 1 chip (click its plateau)"),
    "action": N_("big yield (click your worker, then a plateau) or build (click a site)"),
    "offer": N_("make an offering at site {site}"),
    "place_bonus": N_("place a bonus chip on a site"),
}
_BUTTON = {
    "roll": N_("Roll the die"), "take:none": N_("Take nothing"), "mode:hut": N_("Build a hut"),
    "mode:temple": N_("Build a temple"), "offer:both": N_("Offer {a} + {b} (+{points})"),
    "offer:druid": N_("Discard the druid chip (+{points})"), "offer:nothing": N_("Offer nothing (\u22121)"),
    "offer:one": N_("Offer 1 {resource} (+1)"),
}


# what a hut would cost, shown when the pointer is over an empty site (meduris.md §4.3)
_HINT = {
    "cost": N_("A hut here costs {player} {cost}."),
    "isolated": N_("Isolated hut: 1 chip of each symbol."),
    "settlement": Plural("The settlement would have {k} hut: {k} chip of each symbol.",
                         "The settlement would have {k} huts: {k} chips of each symbol.", count="k"),
    "free": N_("A hut here costs {player} nothing: free-build bonus chip."),
    "short": N_("{player} has only {have}."),
}
_EXCHANGE_TITLE = N_("Exchange 3 for 1 · {player}")
# the phone layout's zoom (widgets/meduris_board.js, zoomPanel; catalog meduris-phone.po): below 640 px a tap on
# a part of the ring or on a plateau shows it up close, where every site and worker is a finger-sized target
_PHONE = {
    "hint": N_("Tap a part of the ring or a plateau to see it up close."),
    "whole": N_("Whole board"),
    "previous": N_("Previous part"),
    "next": N_("Next part"),
    "sites": N_("Sites {first}–{last}"),
    "zoom_sites": N_("Show sites {first}–{last} up close"),
}


def _chips(counts: dict[str, int]) -> list[Phrase]:
    """Chips as phrases ("2 wood") in the engine's wording, translated when rendered."""
    return [Phrase(N_("{n} {resource_label}"), {"n": k, "resource_label": r}) for r, k in counts.items()] \
        or [Phrase(N_("nothing"))]


def _letter(msgid: str, lang: str) -> str:
    """A one-letter label: msgids like ``"W|wood"`` carry a context after ``|`` so the letters stay
    distinct msgids; the translation is the letter alone (or ``"X|..."``, cut the same way)."""
    return translate(msgid, lang).split("|", 1)[0]


def board_labels(lang: str = "en") -> dict[str, Any]:
    """Every text the board's front end shows, in ``lang`` (``"en"`` or ``"pl"``).

    Raises:
        ValueError: unsupported language.
    """
    check_language(lang)
    t = lambda m: translate(m, lang)  # noqa: E731
    labels: dict[str, Any] = {k: _letter(v, lang) if "|" in v else t(v) for k, v in _TEXT.items()}
    labels.update({
        "resource": {k: t(v) for k, v in RESOURCE_TITLES.items()},
        "resource_letter": {k: _letter(v, lang) for k, v in _RESOURCE_LETTER.items()},
        "plateau": {k: t(v) for k, v in _PLATEAU.items()},
        "colour": {k: t(v) for k, v in COLOUR_NAME.items()},
        "colour_letter": {k: _letter(v, lang) for k, v in _COLOUR_LETTER.items()},
        "district": {k: t(v) for k, v in _DISTRICT.items()},
        "bonus": {k: _letter(v, lang) for k, v in _BONUS.items()},
        "bonus_name": {k: t(v) for k, v in _BONUS_NAME.items()},
        "die_face": {k: _letter(v, lang) for k, v in _DIE_FACE.items()},
        "die_name": {k: t(v) for k, v in _DIE_NAME.items()},
        # the captions under a number take the number's plural form; the browser picks the CLDR category
        # (Intl.PluralRules: one / few / many / other) and the board shows the form Python gives for it
        "lang": lang,
        "score": _plural_forms(Plural("point", "points"), lang),
        "supply": _plural_forms(Plural("chip", "chips"), lang),
        # {first} and {last} are filled in by the board's front end
        "phone": {k: t(v) for k, v in _PHONE.items()},
    })
    return labels


#: a count of each CLDR plural category (English uses one / other; Polish one / few / many / other)
_CATEGORY_COUNTS = {"one": 1, "few": 2, "many": 5, "other": 5}


def _plural_forms(caption: Plural, lang: str) -> dict[str, str]:
    """The caption of a count for each CLDR plural category of ``lang``.

    >>> _plural_forms(Plural("point", "points"), "pl")
    {'one': 'punkt', 'few': 'punkty', 'many': 'punktów', 'other': 'punktów'}
    """
    return {cat: render(caption, lang, count=n) for cat, n in _CATEGORY_COUNTS.items()}



# why a click on a board element means no move now: the pending decision, with its rule section
_NOT_NOW = {
    "place_worker": ("meduris 3", N_("Not now: {player} must first place a worker on a plateau.")),
    "roll": ("meduris 4.1", N_("Not now: {player} must first roll the die (button “Roll the die”).")),
    "take": ("meduris 4.1", N_("Not now: {player} may first take 1 chip of any resource: click its plateau.")),
    "return": ("meduris 4.1", N_("Not now: {player} must first return 1 chip: click its plateau.")),
    "action": ("meduris 4.2", N_("Not now: {player} must take a big yield (click a worker, then a plateau) "
                                 "or build (click a site).")),
    "offer": ("meduris 4.7", N_("Not now: {player} must make an offering at site {site} (buttons above the "
                                "board).")),
    "place_bonus": ("meduris 3", N_("Not now: {player} must place a bonus chip on a site.")),
}
_GAME_OVER = ("meduris 5", N_("The game is over: no more moves."))
_WORKER_FIRST = N_("First click the worker that moves, then the plateau it goes to.")


def exchange_key(move: Exchange) -> str:
    """The target key of an exchange: ``exchange:<a>+<b>+<c>:<take>`` (give in the move's order)."""
    return f"exchange:{'+'.join(move.give)}:{move.take}"


class MedurisBoard(GameBoard):
    """Interactive Meduris board for notebooks and Voilà pages.

    Args:
        state: the engine state to show (:func:`companion.meduris.engine.new_game`, ``replay`` …).
        lang: ``"en"`` or ``"pl"`` to fix the language of every text on the board and of the refusals;
            ``None`` (default) follows the page's language switch (:mod:`companion.ui.language`).
        translate_names: show the players' names translated (the lessons' players are named by their
            colours, Red/Green/Blue/Purple, which read "Czerwony"… in Polish); default False: names as typed.

    Raises:
        ValueError: unsupported language.

    Traitlets: those of :class:`~companion.ui.board.GameBoard`, plus ``build_mode`` (``"hut"`` or
    ``"temple"``: what a site click builds) and ``exchange`` (the exchange panel, meduris.md §4.5: ``{}``
    when the decider has no legal exchange, else ``{"player", "title", "give", "hold", "options"}``:
    decider index, translated title, chips to give (3), chips held per resource, and the legal exchanges
    as ``[{"key", "give": [3 resources], "take"}]``).
    """

    _esm = board_module("meduris_board.js")
    _css = board_css("meduris_board.css")

    build_mode = traitlets.Unicode("hut").tag(sync=True)
    exchange = traitlets.Dict().tag(sync=True)

    def __init__(self, state: State, *, lang: str | None = None, translate_names: bool = False,
                 **kwargs: Any) -> None:
        self.translate_names = translate_names
        super().__init__(state, lang=lang, **kwargs)

    def board_view(self, state: State) -> dict[str, Any]:
        """``state.to_view()``, with the players' names translated when ``translate_names``."""
        view = state.to_view()
        if self.translate_names:
            for player in view["players"]:
                player["name"] = translate(player["name"], self.lang)
        return view

    def __repr__(self) -> str:
        s = self.state
        pend = s.pending
        who = "-" if pend is None else s.players[pend.player]
        kind = "over" if pend is None else pend.kind
        return (f"MedurisBoard(players={list(s.players)}, turn={s.turn}, decision={kind!r}, decider={who!r}, "
                f"lang={self.lang!r})")

    @traitlets.validate("build_mode")
    def _valid_mode(self, proposal: dict) -> str:
        if proposal["value"] not in ("hut", "temple"):
            raise traitlets.TraitError(f"build_mode must be 'hut' or 'temple', not {proposal['value']!r}")
        return proposal["value"]

    @traitlets.observe("build_mode")
    def _mode_changed(self, _change: dict) -> None:
        self._refresh()

    # --- what the base board asks --------------------------------------------------------------------
    def board_labels(self, lang: str) -> dict[str, Any]:
        """Every fixed text of the drawing, in ``lang`` (:func:`board_labels`)."""
        return board_labels(lang)

    def targets(self, state: State) -> dict[str, Any]:
        """Live keys → legal moves, from ``state.legal_moves()`` (big yields as worker → {plateau → move}).

        Sites carry the hut or the temple move according to ``build_mode``; exchanges are those of the
        deciding player.
        """
        out: dict[str, Any] = {}
        build = BuildTemple if self.build_mode == "temple" else BuildHut
        decider = None if state.pending is None else state.pending.player
        for m in state.legal_moves():
            t = type(m)
            if t is PlaceWorker:
                out[f"plateau:{m.plateau}"] = m
            elif t in (TakeChip, ReturnChip):
                out[f"plateau:{m.resource}"] = m
            elif t is build or t is PlaceBonus:
                out[f"site:{m.site}"] = m
            elif t is BigYield:
                out.setdefault(f"worker:{m.source}:{m.level}", {})[f"plateau:{m.target}"] = m
            elif t is Exchange:
                if getattr(m, "player", None) in (None, decider):
                    out[exchange_key(m)] = m
            elif t is Roll and getattr(m, "face", None) is not None:
                continue                                    # a teacher-chosen die face is no player's click
            else:
                key = _button_key(m)
                if key:
                    out[key] = m
        return out

    def meaning(self, state: State, key: str) -> Move | None:
        """The move a click on ``key`` would mean now, legal or not (the engine judges it), or None."""
        return self._meanings(state).get(key)

    def refusal(self, state: State, key: str) -> CompanionError:
        """Why a click on a board element means no move now: the pending decision (or game over)."""
        pend = state.pending
        if not self._is_element(state, key):
            return unknown_target(key)
        if pend is None:
            return IllegalMove(_GAME_OVER[0], _GAME_OVER[1])
        if pend.kind == "action" and key.startswith("plateau:"):
            return IllegalMove("meduris 4.2", _WORKER_FIRST)
        rule, template = _NOT_NOW.get(pend.kind, ("meduris 4.10", _NOT_NOW["action"][1]))
        return IllegalMove(rule, template, player=engine.player_label(state, pend.player), site=pend.site)

    def control(self, key: str) -> bool:
        """``mode:hut`` / ``mode:temple`` set what a site click builds (no move)."""
        if key in ("mode:hut", "mode:temple"):
            self.build_mode = key[5:]
            return True
        return False

    def buttons_for(self, state: State, lang: str) -> list[Button]:
        """Roll, take nothing, the build modes and the offerings (the base keeps only the live ones)."""
        pend = state.pending
        kind = None if pend is None else pend.kind
        t = lambda m, **kw: render(m, lang, **kw)  # noqa: E731
        out: list[Button] = [Button("roll", t(_BUTTON["roll"])), Button("take:none", t(_BUTTON["take:none"]))]
        if kind == "action":
            out += [Button(f"mode:{m}", t(_BUTTON[f"mode:{m}"]), active=self.build_mode == m, control=True)
                    for m in ("hut", "temple")]
        if kind == "offer":
            site = pend.site
            a, b = state.board.sites[site - 1].symbols
            size = len(engine.settlement_at(state, site))
            res = lambda r: translate(RESOURCE_TITLES[r], lang).lower()  # noqa: E731
            out += [Button(f"offer:one:{r}", t(_BUTTON["offer:one"], resource=res(r))) for r in dict.fromkeys((a, b))]
            out.append(Button("offer:both", t(_BUTTON["offer:both"], a=res(a), b=res(b), points=size)))
            out.append(Button("offer:druid", t(_BUTTON["offer:druid"], points=size)))
            out.append(Button("offer:nothing", t(_BUTTON["offer:nothing"])))
        return out

    def status_for(self, state: State, lang: str) -> str:
        """"Turn 3 · Ann (blue): roll the die · last roll: Wool", or the game-over line."""
        s = state
        if s.pending is None:
            return render(Plural("Game over after {turns} turn.", "Game over after {turns} turns.", count="turns"),
                          lang, turns=s.turn)
        what = render(_DECISION.get(s.pending.kind, s.pending.kind), lang, site=s.pending.site)
        text = render(N_("Turn {turn} · {player}: {decision}"), lang, turn=s.turn,
                      player=engine.player_label(s, s.pending.player), decision=what)
        if s.last_roll:
            text += " · " + render(N_("last roll: {face}"), lang, face=translate(_DIE_NAME[s.last_roll], lang))
        return text

    def tips_for(self, state: State, lang: str) -> dict[str, str]:
        """Per empty site (``site:<n>``): what a hut there costs the decider now (meduris.md §4.3)."""
        s = state
        if s.pending is None or self.build_mode == "temple" or s.pending.kind == "place_bonus":
            return {}                       # a site click builds a temple, or places a bonus chip, then
        p = s.pending.player
        who = engine.player_label(s, p)
        hold = dict(zip(RESOURCES, s.resources[p]))
        out: dict[str, str] = {}
        for site in range(1, len(s.sites) + 1):
            if s.sites[site - 1] is not None:
                continue
            cost = engine.hut_cost(s, site)
            if cost.free:
                out[f"site:{site}"] = render(_HINT["free"], lang, player=who)
                continue
            lines = [render(_HINT["cost"], lang, player=who, cost=_chips(cost.pay)),
                     render(_HINT["isolated"], lang) if cost.k == 1 else render(_HINT["settlement"], lang, k=cost.k)]
            if any(hold[r] < k for r, k in cost.pay.items()):
                lines.append(render(_HINT["short"], lang, player=who, have=_chips({r: hold[r] for r in cost.pay})))
            out[f"site:{site}"] = "\n".join(lines)
        return out

    def refresh_extra(self, state: State, lang: str) -> None:
        """The exchange panel: the decider's legal exchanges only (meduris.md §4.5)."""
        options = [{"key": k, "give": list(m.give), "take": m.take} for k, m in self._targets.items()
                   if isinstance(m, Exchange)]
        if not options:
            self.exchange = {}
            return
        p = state.pending.player
        self.exchange = {"player": p, "title": render(_EXCHANGE_TITLE, lang, player=engine.player_label(state, p)),
                         "give": EXCHANGE_GIVE, "hold": dict(zip(RESOURCES, state.resources[p])), "options": options}

    # --- internals -----------------------------------------------------------------------------------
    def _is_element(self, state: State, key: str) -> bool:
        """Whether some element or button of the board carries ``key`` (else the key is junk)."""
        return key in _element_keys(len(state.sites))

    def _meanings(self, state: State) -> dict[str, Move]:
        """What a click on each element means now (legal or not), by the pending decision."""
        s = state
        pend = s.pending
        if pend is None:
            return {}
        kind = pend.kind
        out: dict[str, Move] = {}
        workers = [(RESOURCES[i], h + 1) for i, stack in enumerate(s.stacks) for h in range(len(stack))]
        by_plateau = {"place_worker": PlaceWorker, "take": TakeChip, "return": ReturnChip}.get(kind)
        if by_plateau is not None:
            out.update({f"plateau:{r}": by_plateau(r) for r in RESOURCES})
            out.update({f"worker:{r}:{lvl}": by_plateau(r) for r, lvl in workers})   # a worker = its plateau
        if kind == "action":
            build = BuildTemple if self.build_mode == "temple" else BuildHut
            out.update({f"site:{n}": build(n) for n in range(1, len(s.sites) + 1)})
            for r, lvl in workers:
                out[f"worker:{r}:{lvl}"] = BigYield(r, lvl, _trial_target(s, r))
            chosen = out.get(self.selected)
            if isinstance(chosen, BigYield):
                out.update({f"plateau:{r}": BigYield(chosen.source, chosen.level, r) for r in RESOURCES})
            else:
                mine = [(r, lvl) for r, lvl in workers if s.stacks[RESOURCES.index(r)][lvl - 1] == pend.player]
                yields = [m for m in self._targets.values() if isinstance(m, dict)]
                for r in RESOURCES:
                    movable = [w for w in mine if w[0] != r]
                    if movable and not any(f"plateau:{r}" in m for m in yields):
                        out[f"plateau:{r}"] = BigYield(movable[-1][0], movable[-1][1], r)  # the engine says why
        if kind == "place_bonus":
            out.update({f"site:{n}": PlaceBonus(n) for n in range(1, len(s.sites) + 1)})
        if kind == "roll":
            out["roll"] = Roll()
        if kind == "take":
            out["take:none"] = TakeNothing()
        if kind == "offer":
            a, b = s.board.sites[pend.site - 1].symbols
            out.update({f"offer:one:{r}": OfferOne(r) for r in (a, b)})
            out.update({"offer:both": OfferBoth(), "offer:druid": OfferDruidChip(), "offer:nothing": OfferNothing()})
        for give in combinations_with_replacement(RESOURCES, EXCHANGE_GIVE):
            for take in RESOURCES:
                move = Exchange(give, take)
                out[exchange_key(move)] = move
        return out


def _button_key(move: Move) -> str | None:
    """The key of a decision shown as a button (None for a move type the board does not show)."""
    t = type(move)
    if t is OfferOne:
        return f"offer:one:{move.resource}"
    return {Roll: "roll", TakeNothing: "take:none", OfferBoth: "offer:both", OfferDruidChip: "offer:druid",
            OfferNothing: "offer:nothing"}.get(t)


def _trial_target(state: State, source: str) -> str:
    """A plateau a worker from ``source`` could go to (another one with room), to let the engine judge
    the worker itself (whose it is, whether it may move) when a non-live worker is clicked."""
    others = [r for r in RESOURCES if r != source]
    free = [r for r in others if len(state.stacks[RESOURCES.index(r)]) < MAX_WORKERS_PER_PLATEAU]
    return (free or others)[0]


def _element_keys(sites: int) -> frozenset[str]:
    """Every key an element or button of a board with ``sites`` sites can carry (exchanges included)."""
    keys = {f"site:{n}" for n in range(1, sites + 1)}
    keys |= {f"plateau:{r}" for r in RESOURCES}
    keys |= {f"worker:{r}:{lvl}" for r in RESOURCES for lvl in range(1, MAX_WORKERS_PER_PLATEAU + 1)}
    keys |= {"roll", "take:none", "offer:both", "offer:druid", "offer:nothing", "undo"}
    keys |= {f"offer:one:{r}" for r in RESOURCES}
    keys |= {exchange_key(Exchange(g, t)) for g in combinations_with_replacement(RESOURCES, EXCHANGE_GIVE)
             for t in RESOURCES}
    return frozenset(keys)
