"""Meduris board widget: the engine's position drawn in SVG, clicks answered by the engine.

The front end (``widgets/meduris_board.js``) only draws the synced traitlets and sends clicks; every
rule is decided here by the engine (:mod:`companion.meduris.engine`). A click is mapped to the move of
the pending decision that the player meant; the engine applies it or refuses it with an
:class:`~companion.errors.IllegalMove` whose translated message is shown beside the board (``error``),
and a refused click changes nothing else.

Usage in a notebook::

    from companion.meduris.engine import new_game
    from companion.meduris.ui.board import MedurisBoard
    board = MedurisBoard(new_game(["Ann", "Bob"], seed=3), lang="pl")
    board                                   # shows the board
    board.click("plateau:wood")             # the same path as a click in the browser
    board.on_change(lambda state: print(state.render_text()))
    board.state                             # the current engine state

Click targets (strings, also used by the JS):

* ``site:<n>`` — build on site n (hut or temple according to ``build_mode``, meduris.md §4.3/§4.4);
* ``plateau:<resource>`` — place a worker (§3.7), take or return a chip (§4.1), or the target of a
  big yield (§4.2);
* ``worker:<resource>:<level>`` — pick your worker at height ``level`` (1 = bottom) for a big yield;
* ``mode:hut`` / ``mode:temple`` — what a site click builds;
* ``roll``, ``take:none``, ``offer:one:<resource>``, ``offer:both``, ``offer:druid``, ``offer:nothing``,
  ``undo`` — the decisions without a place on the board (shown as buttons);
* ``exchange:<give>:<take>`` — the 3-for-1 exchange of the deciding player at any decision, rituals
  included (§4.5): ``<give>`` is one resource (3 chips of it, e.g. ``exchange:wood:stone``) or three
  joined by ``+`` (``exchange:wood+wool+wool:copper``); shown as the exchange panel.

A refused click also sets ``error_target`` (the target clicked), so the front end shows the reason
beside that site or plateau. ``hints`` tells, per empty site, what a hut there costs the deciding player
now (:func:`companion.meduris.engine.hut_cost`), shown when the pointer is over the site.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import anywidget
import traitlets

from companion.errors import CompanionError
from companion.i18n import N_, Phrase, Plural, check_language, render, translate
from companion.meduris import engine
from companion.meduris.moves import (
    BigYield, BuildHut, BuildTemple, Exchange, Move, OfferBoth, OfferDruidChip, OfferNothing, OfferOne,
    PlaceWorker, ReturnChip, Roll, TakeChip, TakeNothing,
)
from companion.meduris.rules import EXCHANGE_GIVE, MAX_WORKERS_PER_PLATEAU, RESOURCES
from companion.widget_assets import widget_asset

if TYPE_CHECKING:  # annotations only: the widget talks to the engine module, not to the state module
    from companion.meduris.state import State

# --- texts shown by the board (English msgids; Polish in companion/locale/pl/meduris-board.po) ---------
_RESOURCE = {"wood": N_("Wood"), "wool": N_("Wool"), "copper": N_("Copper"), "stone": N_("Stone")}
_RESOURCE_LETTER = {"wood": N_("W|wood"), "wool": N_("L|wool"), "copper": N_("C|copper"), "stone": N_("S|stone")}
_PLATEAU = {"wood": N_("Forest"), "wool": N_("Pasture"), "copper": N_("Mine"), "stone": N_("Quarry")}
_COLOUR = {"red": N_("Red"), "green": N_("Green"), "blue": N_("Blue"), "purple": N_("Purple")}
_COLOUR_LETTER = {"red": N_("R|red"), "green": N_("G|green"), "blue": N_("B|blue"), "purple": N_("P|purple")}
# rune districts of the 2/3-player side (meduris.md §2.2); names are ours, the board shows only glyphs
_DISTRICT = {"Snake": N_("Snake"), "Diamond": N_("Diamond"), "Fountain": N_("Fountain"), "Libra": N_("Libra"),
             "Cancer": N_("Cancer"), "Wave": N_("Wave"), "Pisces": N_("Pisces"), "Hook": N_("Hook"),
             "Arrow": N_("Arrow")}
_BONUS = {"plus2": N_("+2|bonus"), "free_build": N_("F|free build"), "druid": N_("D|druid chip")}
_BONUS_NAME = {"plus2": N_("Bonus: +2 victory points"), "free_build": N_("Bonus: free build"),
               "druid": N_("Bonus: druid chip (offering for later)")}
_DIE_FACE = {"wood": N_("W|wood"), "wool": N_("L|wool"), "copper": N_("C|copper"), "stone": N_("S|stone"),
             "plus1": "+1", "minus1": "\u22121"}
_DIE_NAME = {"wood": N_("Wood"), "wool": N_("Wool"), "copper": N_("Copper"), "stone": N_("Stone"),
             "plus1": N_("+1: everybody may take a chip"), "minus1": N_("\u22121: everybody returns a chip")}
_TEXT = {
    "title": N_("MEDURIS"), "river": N_("Great river"), "druid": N_("Druid"), "druid_letter": N_("D|druid"),
    "druid_temple": N_("Druid's temple"), "site": N_("Site"), "hut": N_("Hut"), "temple": N_("Temple"),
    "score": N_("points"), "supply": N_("chips"), "worker": N_("Worker"), "rune_stone": N_("Rune stone"),
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
}
_BUTTON = {
    "roll": N_("Roll the die"), "take:none": N_("Take nothing"), "mode:hut": N_("Build a hut"),
    "mode:temple": N_("Build a temple"), "offer:both": N_("Offer {a} + {b} (+{points})"),
    "offer:druid": N_("Discard the druid chip (+{points})"), "offer:nothing": N_("Offer nothing (\u22121)"),
    "offer:one": N_("Offer 1 {resource} (+1)"), "undo": N_("Undo"),
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
        "resource": {k: t(v) for k, v in _RESOURCE.items()},
        "resource_letter": {k: _letter(v, lang) for k, v in _RESOURCE_LETTER.items()},
        "plateau": {k: t(v) for k, v in _PLATEAU.items()},
        "colour": {k: t(v) for k, v in _COLOUR.items()},
        "colour_letter": {k: _letter(v, lang) for k, v in _COLOUR_LETTER.items()},
        "district": {k: t(v) for k, v in _DISTRICT.items()},
        "bonus": {k: _letter(v, lang) for k, v in _BONUS.items()},
        "bonus_name": {k: t(v) for k, v in _BONUS_NAME.items()},
        "die_face": {k: _letter(v, lang) for k, v in _DIE_FACE.items()},
        "die_name": {k: t(v) for k, v in _DIE_NAME.items()},
    })
    return labels


class BoardClickError(CompanionError):
    """A click that maps to no move of the pending decision (e.g. a big yield with two workers to choose
    from). Shown beside the board like an :class:`~companion.errors.IllegalMove`; nothing changes."""


def _parse(target: Any) -> list[str]:
    if not isinstance(target, str) or not target or len(target) > 64:
        raise BoardClickError(N_("The board does not know the target {target}."), target=str(target)[:64])
    return target.split(":")


class MedurisBoard(anywidget.AnyWidget):
    """Interactive Meduris board for notebooks and Voilà pages.

    Args:
        state: the engine state to show (:func:`companion.meduris.engine.new_game`, ``replay`` …).
        lang: ``"en"`` or ``"pl"``: language of every text on the board and of the error messages.

    Traitlets (synced with the front end): ``view`` (``state.to_view()``), ``legal_targets`` (ids the
    pending decision allows, highlighted), ``selected`` (the worker picked for a big yield, or ""),
    ``error`` (why the last click was refused, "" after an accepted one), ``error_target`` (the target
    of that refused click, so the reason is also shown beside it; ""), ``labels`` (translated texts),
    ``lang``, ``status`` (whose decision), ``buttons`` (decisions without a board place),
    ``build_mode`` (``"hut"`` or ``"temple"``: what a site click builds), ``exchange`` (the exchange
    panel, meduris.md §4.5: ``{}`` when the decider cannot exchange, else ``{"player", "title", "give",
    "hold"}``: decider index, translated title, chips to give (3), chips held per resource) and
    ``hints`` (site number as a string → translated cost of a hut there for the decider; empty sites;
    none in temple mode).
    """

    _esm = widget_asset("meduris_board.js")
    _css = widget_asset("meduris_board.css")

    view = traitlets.Dict().tag(sync=True)
    legal_targets = traitlets.List(traitlets.Unicode()).tag(sync=True)
    selected = traitlets.Unicode("").tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    labels = traitlets.Dict().tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)
    status = traitlets.Unicode("").tag(sync=True)
    buttons = traitlets.List(traitlets.Dict()).tag(sync=True)
    build_mode = traitlets.Unicode("hut").tag(sync=True)
    error_target = traitlets.Unicode("").tag(sync=True)
    exchange = traitlets.Dict().tag(sync=True)
    hints = traitlets.Dict().tag(sync=True)

    def __init__(self, state: State, *, lang: str = "en", **kwargs: Any) -> None:
        check_language(lang)
        self._state = state
        self._callbacks: list[Callable[[State], None]] = []
        self._last_exception: CompanionError | None = None
        super().__init__(lang=lang, labels=board_labels(lang), **kwargs)
        self._refresh()
        self.on_msg(self._on_front_end_msg)

    # --- public API ----------------------------------------------------------------------------
    @property
    def state(self) -> State:
        """The engine state shown now. Setting it redraws the board, clears the error and selection
        and calls the :meth:`on_change` callbacks."""
        return self._state

    @state.setter
    def state(self, new: State) -> None:
        if not isinstance(new, type(self._state)):
            raise TypeError(f"MedurisBoard.state must be a Meduris State, not {type(new).__name__}")
        self._set_state(new)

    @property
    def last_error(self) -> CompanionError | None:
        """The exception behind :attr:`error` (``.rule`` tells the rule section of an IllegalMove)."""
        return self._last_exception

    def on_change(self, callback: Callable[[State], None]) -> Callable[[State], None]:
        """Call ``callback(new_state)`` after every accepted click and every ``state`` assignment.

        Returns the callback, so it can be used as a decorator.
        """
        self._callbacks.append(callback)
        return callback

    def click(self, target: str) -> bool:
        """Act as if ``target`` was clicked in the browser (see the module docstring for targets).

        Returns:
            True if the click was accepted (the state changed, or a worker/mode was selected);
            False if it was refused: then ``error`` holds the translated reason and nothing else changed.
        """
        with self.hold_sync():
            try:
                self._click(target)
            except CompanionError as exc:
                self._last_exception = exc
                self.error = exc.message(self.lang)
                self.error_target = target[:64] if isinstance(target, str) else ""
                return False
            self.error_target = ""
        return True

    def explain_move(self, move: Move) -> str:
        """Apply ``move`` as if clicked: returns "" if accepted, else the translated refusal."""
        return "" if self._try(move) else self.error

    def __repr__(self) -> str:
        pend = self._state.pending
        who = "-" if pend is None else self._state.players[pend.player]
        kind = "over" if pend is None else pend.kind
        return (f"MedurisBoard(players={list(self._state.players)}, turn={self._state.turn}, "
                f"decision={kind!r}, decider={who!r}, lang={self.lang!r})")

    # --- traitlet observers -------------------------------------------------------------------
    @traitlets.observe("lang")
    def _lang_changed(self, change: dict) -> None:
        check_language(change["new"])
        self.labels = board_labels(change["new"])
        if self._last_exception is not None and self.error:
            self.error = self._last_exception.message(change["new"])
        self._refresh()

    @traitlets.observe("build_mode")
    def _mode_changed(self, change: dict) -> None:
        if change["new"] not in ("hut", "temple"):
            self.build_mode = change["old"]
            return
        self._refresh()

    # --- internals -----------------------------------------------------------------------------
    def _on_front_end_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("type") == "click":
            self.click(content.get("target"))

    def _set_state(self, new: State) -> None:
        self._state = new
        self.selected = ""
        self.error = ""
        self.error_target = ""
        self._last_exception = None
        self._refresh()
        for cb in list(self._callbacks):
            cb(new)

    def _try(self, move: Move) -> bool:
        try:
            new = self._state.apply(move)
        except CompanionError as exc:
            self._last_exception = exc
            self.error = exc.message(self.lang)
            self.error_target = ""
            return False
        self._set_state(new)
        return True

    def _apply(self, move: Move) -> None:
        """Apply ``move`` or raise the engine's refusal (the state is kept)."""
        new = self._state.apply(move)
        self._set_state(new)

    def _my_workers(self) -> list[tuple[str, int]]:
        """(plateau, level) of every worker of the current decider."""
        p = self._state.current_player
        return [(RESOURCES[i], h + 1) for i, stack in enumerate(self._state.stacks)
                for h, owner in enumerate(stack) if owner == p]

    def _click(self, target: Any) -> None:
        parts = _parse(target)
        head = parts[0]
        s = self._state
        pend = s.pending
        kind = None if pend is None else pend.kind
        if head == "mode" and len(parts) == 2 and parts[1] in ("hut", "temple"):
            self.build_mode = parts[1]
            self.error = ""
            return
        if head == "undo" and len(parts) == 1:
            self._set_state(s.undo())
            return
        if head == "site" and len(parts) == 2:
            site = _int(parts[1], target)
            self._apply(BuildTemple(site) if self.build_mode == "temple" else BuildHut(site))
            return
        if head == "worker" and len(parts) == 3:
            res, level = parts[1], _int(parts[2], target)
            if kind == "action":
                self._select_worker(res, level, target)
                return
            head, parts = "plateau", ["plateau", res]      # outside a big yield a worker stands for its plateau
        if head == "plateau" and len(parts) == 2:
            self._apply(self._plateau_move(parts[1], kind))
            return
        if head == "roll" and len(parts) == 1:
            self._apply(Roll())
            return
        if head == "exchange" and len(parts) == 3:
            self._apply(_exchange_move(parts[1], parts[2]))
            return
        if head == "take" and parts[1:] == ["none"]:
            self._apply(TakeNothing())
            return
        if head == "offer" and len(parts) >= 2:
            what = parts[1]
            move = {"both": OfferBoth, "druid": OfferDruidChip, "nothing": OfferNothing}.get(what)
            if move is not None and len(parts) == 2:
                self._apply(move())
                return
            if what == "one" and len(parts) == 3:
                self._apply(OfferOne(parts[2]))
                return
        raise BoardClickError(N_("The board does not know the target {target}."), target=str(target)[:64])

    def _select_worker(self, res: str, level: int, target: str) -> None:
        if self.selected == target:
            self.selected = ""
            self._refresh()
            return
        s = self._state
        others = [r for r in RESOURCES if r != res]
        free = [r for r in others if len(s.stacks[RESOURCES.index(r)]) < MAX_WORKERS_PER_PLATEAU] if res in RESOURCES else []
        # let the engine judge the worker: a trial big yield to a plateau with room (result discarded)
        s.apply(BigYield(res, level, (free or others or ["wood"])[0]))
        self.selected = target
        self.error = ""
        self._refresh()

    def _plateau_move(self, res: str, kind: str | None) -> Move:
        if kind == "place_worker":
            return PlaceWorker(res)
        if kind == "take":
            return TakeChip(res)
        if kind == "return":
            return ReturnChip(res)
        if kind == "action":
            if self.selected.startswith("worker:"):
                _, src, lvl = self.selected.split(":")
                return BigYield(src, int(lvl), res)
            sources = {(m.source, m.level) for m in self._state.legal_moves(exchanges=False)
                       if isinstance(m, BigYield) and m.target == res}
            if len(sources) == 1:
                src, lvl = sources.pop()
                return BigYield(src, lvl, res)
            if len(sources) > 1:
                raise BoardClickError(N_("Several of your workers can move to the {plateau}: click the worker "
                                         "to move first."), plateau=translate(_PLATEAU.get(res, res), self.lang))
            mine = [w for w in self._my_workers() if w[0] != res] or self._my_workers()
            if mine:
                return BigYield(mine[-1][0], mine[-1][1], res)   # the engine explains why it cannot move
        mine = [w for w in self._my_workers() if w[0] != res]
        if mine and kind != "place_worker":
            return BigYield(mine[-1][0], mine[-1][1], res)
        return TakeChip(res)

    def _refresh(self) -> None:
        """Recompute every derived traitlet from the state (view, targets, buttons, status)."""
        s = self._state
        self.view = s.to_view()
        moves = s.legal_moves(exchanges=False)
        pend = s.pending
        kind = None if pend is None else pend.kind
        targets: list[str] = []
        if kind in ("place_worker", "take", "return"):
            targets = [f"plateau:{m.plateau if isinstance(m, PlaceWorker) else m.resource}"
                       for m in moves if isinstance(m, (PlaceWorker, TakeChip, ReturnChip))]
        elif kind == "action":
            build = BuildTemple if self.build_mode == "temple" else BuildHut
            targets = [f"site:{m.site}" for m in moves if isinstance(m, build)]
            if self.selected.startswith("worker:"):
                src = self.selected.split(":")[1]
                # every worker of one player on a plateau can go to the same plateaus (§4.2 step 2)
                targets += sorted({f"plateau:{m.target}" for m in moves if isinstance(m, BigYield) and m.source == src})
            else:
                targets += sorted({f"worker:{m.source}:{m.level}" for m in moves if isinstance(m, BigYield)})
        self.legal_targets = targets
        self.buttons = self._buttons(kind, moves)
        self.status = self._status_text()
        self.exchange = self._exchange_panel()
        self.hints = self._hints()

    def _player_name(self, p: int) -> str:
        """The player as the engine's messages name them ("Ann (blue)", "Blue"), in the board's language."""
        return engine.player_label(self._state, p).text(self.lang)

    def _exchange_panel(self) -> dict[str, Any]:
        """The exchange panel of the decider, or {} when no exchange is legal now (meduris.md §4.5)."""
        s = self._state
        if s.pending is None or not any(isinstance(m, Exchange) for m in s.legal_moves(exchanges=True)):
            return {}
        p = s.pending.player
        return {"player": p, "title": render(_EXCHANGE_TITLE, self.lang, player=self._player_name(p)),
                "give": EXCHANGE_GIVE, "hold": dict(zip(RESOURCES, s.resources[p]))}

    def _hints(self) -> dict[str, str]:
        """Per empty site: what a hut there costs the decider now (meduris.md §4.3, via ``hut_cost``)."""
        s = self._state
        if s.pending is None or self.build_mode == "temple":      # a site click builds a temple then
            return {}
        p = s.pending.player
        who = self._player_name(p)
        hold = dict(zip(RESOURCES, s.resources[p]))
        lang = self.lang
        out: dict[str, str] = {}
        for site in range(1, len(s.sites) + 1):
            if s.sites[site - 1] is not None:
                continue
            cost = engine.hut_cost(s, site)
            if cost.free:
                out[str(site)] = render(_HINT["free"], lang, player=who)
                continue
            lines = [render(_HINT["cost"], lang, player=who, cost=_chips(cost.pay)),
                     render(_HINT["isolated"], lang) if cost.k == 1 else render(_HINT["settlement"], lang, k=cost.k)]
            if any(hold[r] < k for r, k in cost.pay.items()):
                lines.append(render(_HINT["short"], lang, player=who, have=_chips({r: hold[r] for r in cost.pay})))
            out[str(site)] = "\n".join(lines)
        return out

    def _buttons(self, kind: str | None, moves: list[Move]) -> list[dict[str, Any]]:
        s = self._state
        lang = self.lang
        t = lambda m, **kw: translate(m, lang).format(**kw)  # noqa: E731
        out: list[dict[str, Any]] = []
        if kind == "roll":
            out.append({"target": "roll", "label": t(_BUTTON["roll"]), "active": False})
        elif kind == "take" and any(isinstance(m, TakeNothing) for m in moves):
            out.append({"target": "take:none", "label": t(_BUTTON["take:none"]), "active": False})
        elif kind == "action":
            for mode in ("hut", "temple"):
                out.append({"target": f"mode:{mode}", "label": t(_BUTTON[f"mode:{mode}"]),
                            "active": self.build_mode == mode})
        elif kind == "offer":
            site = s.pending.site
            a, b = s.board.sites[site - 1].symbols
            size = len(engine.settlement_at(s, site))
            res = lambda r: translate(_RESOURCE[r], lang).lower()  # noqa: E731
            for r in dict.fromkeys((a, b)):
                out.append({"target": f"offer:one:{r}", "label": t(_BUTTON["offer:one"], resource=res(r)), "active": False})
            out.append({"target": "offer:both", "label": t(_BUTTON["offer:both"], a=res(a), b=res(b), points=size),
                        "active": False})
            if s.bonus[site - 1] == "druid":
                out.append({"target": "offer:druid", "label": t(_BUTTON["offer:druid"], points=size), "active": False})
            out.append({"target": "offer:nothing", "label": t(_BUTTON["offer:nothing"]), "active": False})
        if s.history:
            out.append({"target": "undo", "label": t(_BUTTON["undo"]), "active": False})
        return out

    def _status_text(self) -> str:
        s = self._state
        lang = self.lang
        if s.pending is None:
            return render(Plural("Game over after {turns} turn.", "Game over after {turns} turns.", count="turns"), lang,
                          turns=s.turn)
        who = self._player_name(s.pending.player)
        what = translate(_DECISION[s.pending.kind], lang).format(site=s.pending.site)
        text = translate(N_("Turn {turn} · {player}: {decision}"), lang).format(turn=s.turn, player=who, decision=what)
        if s.last_roll:
            text += " · " + translate(N_("last roll: {face}"), lang).format(
                face=translate(_DIE_NAME[s.last_roll], lang))
        return text


def _exchange_move(give: str, take: str) -> Exchange:
    """``exchange:<give>:<take>`` → the engine's move; the engine judges it (meduris.md §4.5).

    ``give`` is one resource name (3 chips of it) or names joined by ``+``; the names are sorted in the
    engine's resource order, unknown names are left for the engine to refuse.
    """
    names = give.split("+")
    if len(names) == 1 and names[0] in RESOURCES:
        names = names * EXCHANGE_GIVE
    order = {r: i for i, r in enumerate(RESOURCES)}
    return Exchange(tuple(sorted(names, key=lambda r: order.get(r, len(order)))), take)  # type: ignore[arg-type]


def _int(text: str, target: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise BoardClickError(N_("The board does not know the target {target}."), target=str(target)[:64]) from None
