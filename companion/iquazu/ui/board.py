"""Iquazú board widget: the wall with its frame, the water strips, the alcoves, the bonus tiles, the scoring stones,
the score track and the players' hands, every click answered by the rules engine.

Built on the shared base board (:mod:`companion.ui.board`): this module says what to draw
(``widgets/iquazu_board.js`` + :func:`board_view`) and which element keys carry which legal move
(:meth:`IquazuBoard.targets`, from ``state.legal_moves()`` only, so nothing illegal is ever offered). A click on
any other alcove is explained by the engine's refusal of the placement that click would mean
(:meth:`IquazuBoard.meaning`), in the board's language, and changes nothing.

Placing a crystal takes two clicks (two engine moves, :mod:`companion.iquazu.moves`): the alcove
(``place C:H``), then one of the payments the engine lists for it (``pay …``), shown as buttons with the
cheapest exact payment first and marked as the proposal (iquazu.md §2.3 cost by frame column, §2.4
substitution, §1.1 colour tile); any other button changes the payment; Undo takes the alcove back.

Colour-blind safe: every alcove shows its rim colour **and** a letter and a rim pattern (white: solid, blue:
dashed, orange: dotted); every crystal shows its player's colour **and** the colour's letter and a shape of
its own. A demo wall is labelled on screen as invented data (``view["wall"]["label"]``).

Usage in a notebook::

    from companion import games
    from companion.iquazu.ui.board import IquazuBoard
    board = IquazuBoard(games.get("iquazu").new_game(["Ann", "Bob"], seed=3))
    board                          # shows the board (follows the page language switch)
    board.click("alcove:3:2")      # choose the alcove at height 2 of wall column 3
    board.click(board.legal_targets[0])

Target keys (the ``data-target`` of the drawn elements, or of a button):

* ``alcove:<column>:<height>`` — an alcove of the wall (a wall column 1..W, height 0 = lowest);
* ``pay:<cards>`` / ``pay:<cards>:any`` — a payment for the chosen alcove, cards as in the notation
  (``wwbb``: 2 white and 2 blue; ``any``: with a "colour doesn't matter" tile);
* ``draw``, ``end``, ``use:cards:<n>``, ``use:double``, ``discard:<colour>``, ``undo``.

The last scoring round of the game is sent step by step (traitlet ``scoring``: the explanation of
:mod:`companion.iquazu.scoring_explained`); the front end shows one step at a time and highlights the column or
row it explains; its Play button steps through the round by itself, Stop halts it.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import traitlets

from companion.errors import CompanionError
from companion.i18n import N_, Phrase, Plural, check_language, render, translate
from companion.iquazu import rules
from companion.iquazu.moves import (
    CARD_PHRASES, COLOUR_LETTERS, Discard, Draw, EndTurn, Move, Pay, Place, UseCards, UseDouble, cards_phrase, phrase,
)
from companion.iquazu.placing import cost
from companion.iquazu.scoring_explained import explain_scoring, last_scoring
from companion.iquazu.wall import BACK_LABELS, KIND_LABELS
from companion.ui.board import (
    ALL, DECIDER, BoardClickError, Button, GameBoard, board_css, board_module, checked_viewer, unknown_target,
)

if TYPE_CHECKING:
    from companion.iquazu.state import State

__all__ = ["IquazuBoard", "board_view", "board_labels", "DECIDER", "ALL", "pay_key", "BoardClickError"]


# --- texts (English msgids; Polish in companion/locale/pl/iquazu-board.po) -----------------------------------
#: crystal colours (iquazu.md §1: red, yellow, purple, green) and the letter drawn on each crystal
_CRYSTAL = {"red": N_("red crystals"), "yellow": N_("yellow crystals"), "purple": N_("purple crystals"),
            "green": N_("green crystals")}
_CRYSTAL_LETTER = {"red": N_("R|red crystal"), "yellow": N_("Y|yellow crystal"), "purple": N_("P|purple crystal"),
                   "green": N_("G|green crystal")}
#: rim colours = card colours (iquazu.md §2.1, §8: białe, niebieskie, pomarańczowe) and their letters
_RIM = {"white": N_("white rim"), "blue": N_("blue rim"), "orange": N_("orange rim")}
_RIM_LETTER = {"white": N_("W|white rim"), "blue": N_("B|blue rim"), "orange": N_("O|orange rim")}
_CARD = {"white": N_("white cards"), "blue": N_("blue cards"), "orange": N_("orange cards")}
_TEXT = {
    "frame_column": N_("F{k}"), "costs": N_("costs {k}"), "tiles": N_("tiles"),
    "track": N_("Score track"), "players": N_("Players"),
    "hand": N_("Hand"), "cards": N_("cards"), "crystals_left": N_("crystals left"), "tiles_held": N_("Bonus tiles"),
    "no_tiles": N_("none"), "crystal_box": N_("crystal box"), "drop_box": N_("drop box"),
    "draw_pile": N_("Draw pile"), "discard_pile": N_("Discard pile"), "drops_left": N_("Drops left"),
    "row": N_("Row {row}"), "scoring": N_("Last scoring round"),
    "step": N_("Step {n} of {total}"), "prev": N_("Previous step"), "next": N_("Next step"),
    "play": N_("Play the round"), "stop": N_("Stop"),
    "legend": N_("Legend"), "drop": N_("water drop"), "face_down": N_("face down"), "to_play": N_("to play"),
    "legend_rims": N_("Alcove rims: colour, letter and line (white solid, blue dashed, orange dotted)."),
    "legend_crystals": N_("Crystals: the player's colour, letter and shape."),
    "legend_frame": N_("The frame shows placement columns F1–F5: a crystal in Fk costs k cards of the alcove's rim "
                       "colour. Columns outside the frame are behind the water strips."),
    "points": N_("points"), "vp": N_("VP"),
}
_STATUS = N_("Turn {turn} · {player}: {decision}")
_DECISION = {
    "turn": N_("draw 4 cards, or click an alcove in the frame to place a crystal"),
    "more": N_("one more action (double move): draw 4 cards or place a crystal"),
    "after": N_("use a bonus tile or end the turn"),
    "pay": N_("pay for the alcove at height {height} of column {column}: {cost} ({rim_label}, frame column {k}) — "
              "choose the cards"),
    "discard": Plural("more than 12 cards: discard {count} card", "more than 12 cards: discard {count} cards",
                      count="count"),
}
_OVER = N_("The game is over: final scoring.")
_ALCOVE_KEY = re.compile(r"^alcove:(\d{1,3}):(\d{1,3})$")
_PAY_BUTTON = N_("Pay {cards}")
_PAY_ANY = N_("Pay {cards} (colour tile)")
_PROPOSED = N_("proposed")
_TIP = {
    "alcove": N_("Column {column}, height {height} · row {row} · {rim_label}"),
    "cost": N_("In frame column {k}: {cost}."),
    "outside": N_("Outside the frame: no crystal can go here now."),
    "drop": N_("A water drop fills it."),
    "crystal": N_("A crystal of {player}."),
    "empty": N_("Empty."),
}


def _letter(msgid: str, lang: str) -> str:
    """A one-letter label: msgids like ``"R|red crystal"`` carry a context after ``|``."""
    return translate(msgid, lang).split("|", 1)[0]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def pay_key(move: Pay) -> str:
    """The target key of a payment: ``"pay:wwbb"`` or ``"pay:bo:any"`` (cards as in the move notation)."""
    cards = "w" * move.white + "b" * move.blue + "o" * move.orange
    return f"pay:{cards}" + (":any" if move.any_colour else "")


def _pay_of_key(rest: str) -> Pay | None:
    cards, _, flag = rest.partition(":")
    if not cards or set(cards) - set(COLOUR_LETTERS) or flag not in ("", "any") or len(cards) > 10:
        return None
    return Pay(cards.count("w"), cards.count("b"), cards.count("o"), flag == "any")


def board_labels(lang: str = "en") -> dict[str, Any]:
    """Every fixed text the board's front end shows, in ``lang`` (``"en"`` or ``"pl"``).

    Raises:
        ValueError: unsupported language.

    >>> board_labels("pl")["rim_letter"]["white"], board_labels("en")["crystal_letter"]["purple"]
    ('B', 'P')
    """
    check_language(lang)
    t = lambda m: translate(m, lang)  # noqa: E731
    labels: dict[str, Any] = {k: t(v) for k, v in _TEXT.items() if "{" not in v}
    labels.update({
        "lang": lang,
        "frame_column": [render(_TEXT["frame_column"], lang, k=k) for k in range(1, rules.FRAME_COLUMNS + 1)],
        "costs": [render(_TEXT["costs"], lang, k=k) for k in range(1, rules.FRAME_COLUMNS + 1)],
        "row": [render(_TEXT["row"], lang, row=r) for r in range(1, rules.ROWS + 1)],
        "crystal": {k: t(v) for k, v in _CRYSTAL.items()},
        "crystal_letter": {k: _letter(v, lang) for k, v in _CRYSTAL_LETTER.items()},
        "rim": {k: t(v) for k, v in _RIM.items()},
        "rim_letter": {k: _letter(v, lang) for k, v in _RIM_LETTER.items()},
        "card": {k: t(v) for k, v in _CARD.items()},
        "kind": {k: t(v) for k, v in KIND_LABELS.items()},
        "back": {k: t(v) for k, v in BACK_LABELS.items()},
        "step_of": t(_TEXT["step"]),
    })
    return labels


def _tile(kind: Any, lang: str) -> dict[str, Any] | None:
    if kind is None:
        return None
    return {"back": kind.back, "kind": kind.kind, "value": kind.value, "label": kind.phrase().text(lang)}


def _seat(state: State, viewer: Any) -> Any:
    return state.current_player if viewer == DECIDER else viewer


def board_view(state: State, viewer: Any = DECIDER, lang: str = "en", translate_names: bool = False) -> dict[str, Any]:
    """What the board draws: the engine's :func:`~companion.iquazu.view.player_view` of ``viewer`` plus the turn.

    Args:
        state: an Iquazú state.
        viewer: a seat number (that hand is shown), :data:`DECIDER` (the player deciding now), ``None`` (a
            spectator: every hand as a count) or :data:`ALL` (every hand shown).
        lang: the language of the texts inside the view (the wall's label, tile names).
        translate_names: the players' names are msgids (a lesson's "Green", "Red" …): show them translated.

    Returns:
        The view dict with, besides the engine's keys: ``W`` (alcove columns), ``positions``, per row tile a
        ``label``; per player ``seat``; ``chosen`` (the alcove chosen for a crystal, ``[column, height]``, or
        None) and ``hands`` of every player when ``viewer`` is :data:`ALL`.
    """
    seat = _seat(state, viewer)
    view = state.view(None if seat == ALL else seat, lang)
    if seat == ALL:
        for p, entry in enumerate(view["players"]):
            entry["hand"] = list(state.hands[p])
    for p, entry in enumerate(view["players"]):
        entry["seat"] = p
        if translate_names:
            entry["name"] = translate(entry["name"], lang)
        entry["tiles"] = [dict(t, label=_tile_label(t, lang)) if t.get("kind") else t for t in entry["tiles"]]
    view["row_tiles"] = [_tile(k, lang) for k in state.row_tiles]
    view["W"] = len(state.columns)
    view["positions"] = len(state.columns) - 2
    view["chosen"] = list(state.chosen_alcove) if state.chosen_alcove else None
    view["turn"] = state.turn
    return view


def _tile_label(t: dict[str, Any], lang: str) -> str:
    from companion.iquazu.wall import TileKind

    return TileKind(t["back"], t["kind"], t["value"]).phrase().text(lang)


class IquazuBoard(GameBoard):
    """Interactive Iquazú wall for notebooks and Voilà pages (see the module docstring for the keys).

    Args:
        state: the engine state to show (``games.get("iquazu").new_game(...)``, a prepared position …).
        lang: ``"en"`` or ``"pl"`` to fix the language; ``None`` (default) follows the page's switch.
        viewer: whose hand the board shows: :data:`DECIDER` (default, hot seat), a seat number, ``None`` (a
            spectator) or :data:`ALL` (a lesson: every hand).
        translate_names: show the players' names translated (a lesson's players are named by their colours).

    Raises:
        ValueError: unsupported language; a viewer that is none of the above.

    Traitlets: those of :class:`~companion.ui.board.GameBoard`, plus ``scoring``: the last scoring round of the
    game, ``{"title", "move", "ply", "step_ms", "steps": [step dicts of ScoringStep.to_dict]}`` in the board's
    language, ``{}`` before the first scoring; the front end shows one step at a time (Previous / Next) or plays
    them one after the other, ``step_ms`` (:attr:`scoring_step_ms`) apart, until the last step or Stop.
    """

    _esm = board_module("iquazu_board.js")
    _css = board_css("iquazu_board.css")

    scoring = traitlets.Dict().tag(sync=True)
    #: milliseconds each step of the scoring round is shown while it plays by itself (the Play button)
    scoring_step_ms: int = 2000

    def __init__(self, state: State, *, lang: str | None = None, viewer: Any = DECIDER, translate_names: bool = False,
                 **kwargs: Any) -> None:
        self._viewer = checked_viewer(state, viewer)
        self.translate_names = translate_names
        self._scoring_cache: tuple[Any, Any] | None = None      # (state, (before, after) or None)
        super().__init__(state, lang=lang, **kwargs)

    def __repr__(self) -> str:
        s = self.state
        who = "-" if s.current_player is None else s.players[s.current_player]
        return (f"IquazuBoard(players={list(s.players)}, frame={s.frame}, decision={str(s.decision)!r}, "
                f"decider={who!r}, lang={self.lang!r})")

    # --- what the base board asks --------------------------------------------------------------------
    def board_view(self, state: State) -> dict[str, Any]:
        """:func:`board_view` for this board's ``viewer`` and language."""
        return board_view(state, self._viewer, self.lang, self.translate_names)

    def board_labels(self, lang: str) -> dict[str, Any]:
        """Every fixed text of the drawing, in ``lang`` (:func:`board_labels`)."""
        return board_labels(lang)

    def targets(self, state: State) -> dict[str, Any]:
        """Live keys → legal moves, from ``state.legal_moves()`` only (module docstring: the keys)."""
        out: dict[str, Any] = {}
        for m in state.legal_moves():
            t = type(m)
            if t is Place:
                out[f"alcove:{m.column}:{m.height}"] = m
            elif t is Pay:
                out[pay_key(m)] = m
            elif t is Draw:
                out["draw"] = m
            elif t is EndTurn:
                out["end"] = m
            elif t is UseCards:
                out[f"use:cards:{m.count}"] = m
            elif t is UseDouble:
                out["use:double"] = m
            elif t is Discard:
                out[f"discard:{m.colour}"] = m
        return out

    def meaning(self, state: State, key: str) -> Move | None:
        """A click on a key that is not live: the placement, payment, draw, tile use, discard or end it stands
        for, which the engine then refuses with its reason; None for a finished game or a key of no alcove."""
        alcove = _ALCOVE_KEY.match(key)
        if state.is_over or (alcove and state._setup.alcove_index(*map(int, alcove.groups())) is None):
            return None
        if alcove:
            return Place(*map(int, alcove.groups()))
        kind, _, rest = key.partition(":")
        if kind == "pay":
            return _pay_of_key(rest)
        if key == "draw":
            return Draw()
        if key == "end":
            return EndTurn()
        if key == "use:double":
            return UseDouble()
        if kind == "use" and rest in ("cards:2", "cards:3", "cards:4"):
            return UseCards(int(rest[6:]))
        if kind == "discard" and rest in rules.CARD_COLOURS:
            return Discard(rest)
        return None

    def refusal(self, state: State, key: str) -> CompanionError:
        """Why a click on ``key`` means no move now: the game is over, or a key the board does not know."""
        if state.is_over and key.partition(":")[0] in ("alcove", "pay", "draw", "end", "use", "discard"):
            return state.game.game_over_error()
        return unknown_target(key)

    def buttons_for(self, state: State, lang: str) -> list[Button]:
        """Draw, the payments of the chosen alcove (the first, fewest cards of the rim colour, marked as the
        proposal), the tiles, the discards and End (the base keeps the live ones)."""
        out: list[Button] = []
        first_pay = True
        for key, m in self._targets.items():
            t = type(m)
            if t is Pay:
                template = _PAY_ANY if m.any_colour else _PAY_BUTTON
                label = render(template, lang, cards=cards_phrase(m.cards))
                if first_pay:
                    label += f" ({translate(_PROPOSED, lang)})"
                out.append(Button(key, label, active=first_pay))
                first_pay = False
            elif t is not Place:
                out.append(Button(key, _cap(phrase(m).text(lang))))
        return out

    def status_for(self, state: State, lang: str) -> str:
        """"Turn 3 · Ann: draw 4 cards, or click an alcove …", or the game-over line."""
        s = state
        if s.is_over:
            return translate(_OVER, lang)
        p = s.current_player
        decision = str(s.decision)
        if decision == "pay":
            col, h = s.chosen_alcove
            a = s.columns[col - 1].alcove(h)
            k = cost(s.frame, col)
            text = render(_DECISION["pay"], lang, column=col, height=h, k=k, rim_label=_RIM[a.colour],
                          cost=Phrase(CARD_PHRASES[a.colour], {"count": k}))
        elif decision == "discard":
            text = render(_DECISION["discard"], lang, count=sum(s.hands[p]) - rules.HAND_LIMIT)
        elif s.actions_left > 1 or (s.actions_left == 1 and s.scored_this_turn):
            text = translate(_DECISION["more"], lang)
        elif s.actions_left:
            text = translate(_DECISION["turn"], lang)
        else:
            text = translate(_DECISION["after"], lang)
        name = translate(s.players[p], lang) if self.translate_names else s.players[p]
        return render(_STATUS, lang, turn=s.turn, player=name, decision=text)

    def tips_for(self, state: State, lang: str) -> dict[str, str]:
        """Per alcove (``alcove:<c>:<h>``): where it is, its rim, what it costs in the frame, what fills it."""
        out: dict[str, str] = {}
        fp = state.frame
        last = min(fp + rules.FRAME_COLUMNS - 1, len(state.columns))
        for c, column in enumerate(state.columns, 1):
            contents = dict(state.alcoves[c - 1])
            for a in column.alcoves:
                lines = [render(_TIP["alcove"], lang, column=c, height=a.height, row=a.row, rim_label=_RIM[a.colour])]
                content = contents[a.height]
                if content is None:
                    lines.append(translate(_TIP["empty"], lang))
                elif content == rules.DROP:
                    lines.append(translate(_TIP["drop"], lang))
                else:
                    lines.append(render(_TIP["crystal"], lang, player=state.players[content]))
                if fp <= c <= last:
                    k = cost(fp, c)
                    lines.append(render(_TIP["cost"], lang, k=k,
                                        cost=Phrase(CARD_PHRASES[a.colour], {"count": k})))
                elif content is None:
                    lines.append(translate(_TIP["outside"], lang))
                out[f"alcove:{c}:{a.height}"] = "\n".join(lines)
        return out

    def refresh_extra(self, state: State, lang: str) -> None:
        """The last scoring round of the game, step by step, in ``lang``."""
        pair = self._last_scoring(state)
        if pair is None:
            self.scoring = {}
            return
        before, after = pair
        steps = explain_scoring(before, after)
        move = after.history[-1] if after.history else None
        self.scoring = {"title": translate(_TEXT["scoring"], lang),
                        "move": "" if move is None else state.game.describe(before, move, lang),
                        "ply": after.ply, "step_ms": self.scoring_step_ms, "steps": [s.to_dict(lang) for s in steps]}

    def last_scoring_steps(self) -> list[Any]:
        """The :class:`~companion.iquazu.scoring_explained.ScoringStep` list of the game's last scoring round
        (``[]`` before the first one)."""
        pair = self._last_scoring(self.state)
        return [] if pair is None else explain_scoring(*pair)

    def _last_scoring(self, state: State) -> tuple[Any, Any] | None:
        cached = self._scoring_cache
        if cached is not None and cached[0] is state:
            return cached[1]
        pair = last_scoring(state)
        self._scoring_cache = (state, pair)
        return pair
