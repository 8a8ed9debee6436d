"""Five Tribes board widget: the Sultanate, both tracks, the market row, the djinns and the players, every
click answered by the rules engine.

Built on the shared base board (:mod:`companion.ui.board`): this module says what to draw
(``widgets/five_tribes_board.js`` + :func:`board_view`) and which element keys carry which legal move
(:meth:`FiveTribesBoard.targets`, from ``state.legal_moves()`` only, so nothing illegal is ever offered). A
click on any other element is explained by the engine's refusal of the move that click would mean now
(:meth:`FiveTribesBoard.meaning`), in the board's language, and changes nothing.

Usage in a notebook::

    from companion import games
    from companion.five_tribes.ui.board import FiveTribesBoard
    board = FiveTribesBoard(games.get("five-tribes").new_game(["Ann", "Bob"], seed=3))
    board                          # shows the board (follows the page language switch)
    board.click("bid:5")           # the same path as a click in the browser
    board.state                    # the current engine state

Target keys (the ``data-target`` of the drawn elements, or of a button); tiles are named in the engine's
notation (``a1`` … ``f5``, :func:`companion.five_tribes.moves.tile_name`):

* ``tile:<t>`` — a tile of the Sultanate: pick up its meeples (five-tribes.md §3.3 step 1), move on to it
  (§3.3 step 2), put the palm tree / palace there (§3.6, Hagis/Lamia §1.5), the target of a djinn power
  chosen first (``use:…``, §1.5), or, for the assassins, the tile whose meeple is killed (§3.5: a choice
  when it holds several tribes; its meeples ``kill:<t>:<tribe>`` are then the follow-ups);
* ``drop:<tribe>`` — a meeple in hand (the strip under the Sultanate): drop it on the tile entered (§3.3);
* ``bid:<cost>`` / ``bid:<cost>:<fakirs>`` — a Turn Order track spot (Kumarbi: fakirs discarded) (§3.1);
* ``builders:<fakirs>`` — the builders' gold, discarding fakirs (§3.5);
* ``kill:<t>:<tribe>`` (a meeple on a tile), ``killheld:<player>:<vizier|elder>`` (in front of an
  opponent), ``kill:nothing`` (§3.5);
* ``card:<slot>`` — a card of the market row (1 = first): a small market buys it; a large market buys two,
  the first click selects one card and the second card completes the purchase (§3.6);
* ``djinn:<name>`` — a face-up djinn: take it on a sacred place (§3.6); with two ways to pay, the
  follow-ups ``pay:ee`` / ``pay:ef`` choose how;
* ``use:<djinn>:<pay>`` — a costed djinn power (§1.5); with a target tile it is a choice and the tiles
  are the follow-ups;
* ``keep:<djinn>`` (Sibittis), ``sell:<kind>+<kind>…`` (a merchandise suit, §3.7), ``skip``, ``end``,
  ``undo``.

The advisor's suggestions can be drawn as arrows on the Sultanate (traitlet ``arrows``); gold is shown as
the engine's view shows it to the ``viewer`` (five-tribes.md §1.8: secret until the end).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import traitlets

from companion.errors import CompanionError, IllegalMove
from companion.five_tribes import builders as builders_rule
from companion.five_tribes.common import BLUE, distance
from companion.five_tribes.moves import (
    Bid, Builders, Buy, Drop, EndTurn, Keep, Kill, KillHeld, Move, NoKill, Pick, PlacePalace, PlacePalm, Sell,
    Skip, Step, TakeDjinn, UseDjinn, TILE_LABELS, TRIBE_LABELS, KIND_LABELS, PAY_LABELS, kill_held_phrase, phrase, tile,
    tile_name,
)
from companion.five_tribes.rules import (
    BID_COSTS, DJINN_VP, DJINNS, MERCHANDISE, SET_VALUES, TILE_KINDS, TRIBES, turn_markers,
)
from companion.five_tribes.state import Decision
from companion.i18n import N_, Phrase, Plural, check_language, render, translate
from companion.ui.board import (
    ALL, DECIDER, BoardClickError, Button, GameBoard, board_css, board_module, checked_viewer, unknown_target,
)

if TYPE_CHECKING:
    from companion.five_tribes.state import State

__all__ = ["FiveTribesBoard", "board_view", "board_labels", "advice_panel", "PLAYER_COLOURS", "DECIDER", "ALL", "BoardClickError"]

#: the players' colours in seat order (2 players: the pink and the blue camels, five-tribes.md §2; the
#: reference does not name the colours of the two 8-camel sets, so seats 3 and 4 take black and purple)
PLAYER_COLOURS = ("pink", "blue", "black", "purple")

# --- texts (English msgids; Polish in companion/locale/pl/five-tribes-board.po) --------------------------
_COLOUR = {"pink": N_("pink"), "blue": N_("blue"), "black": N_("black"), "purple": N_("purple")}
#: one letter per tribe, drawn on every meeple beside its colour (colour-blind safe); "X|context" msgids
_TRIBE_LETTER = {"vizier": N_("V|vizier"), "elder": N_("E|elder"), "merchant": N_("M|merchant"),
                 "builder": N_("B|builder"), "assassin": N_("A|assassin")}
_TRIBE_TITLE = {"vizier": N_("Viziers (yellow)"), "elder": N_("Elders (white)"), "merchant": N_("Merchants (green)"),
                "builder": N_("Builders (blue)"), "assassin": N_("Assassins (red)")}
_KIND_TITLE = {"large_market": N_("Large market"), "small_market": N_("Small market"), "oasis": N_("Oasis"),
               "village": N_("Village"), "sacred_place": N_("Sacred place")}
#: the tile actions (five-tribes.md §3.6)
_KIND_ACTION = {
    "large_market": N_("Pay 6 gold: take 2 of the first 6 cards (optional)."),
    "small_market": N_("Pay 3 gold: take 1 of the first 3 cards (optional)."),
    "oasis": N_("Put a palm tree on it (compulsory)."),
    "village": N_("Put a palace on it (compulsory)."),
    "sacred_place": N_("Pay 2 elders, or an elder and a fakir: take a face-up djinn (optional)."),
}
#: the djinns' powers in short (five-tribes.md §1.5, in our words); names are the same in Polish
_DJINN_POWER = {
    "Al-Amin": N_("End of game: each pair of your fakirs counts as 1 merchandise of any kind."),
    "Anun-Nak": N_("Elder or fakir: put 3 meeples from the bag on an empty tile."),
    "Ba'al": N_("Whenever anyone gains a djinn: 1 gold if it was you, 2 if an opponent."),
    "Boaz": N_("Assassins cannot kill the viziers and elders in front of you."),
    "Bouraq": N_("Elder or fakir: put a palace from the supply on any village."),
    "Echidna": N_("2 elders, or elder and fakir: your builders' gold is doubled this turn."),
    "Enki": N_("Elder or fakir: put a palm tree from the supply on any oasis."),
    "Hagis": N_("Elder or fakir: a palace you place may go on a neighbouring tile."),
    "Haurvatat": N_("End of game: each palm tree on your tiles scores 5 instead of 3."),
    "Iblis": N_("Elder or fakir: your assassins kill 2 meeples (same tile, or same opponent)."),
    "Jafaar": N_("End of game: each of your viziers scores 3 instead of 1."),
    "Kandicha": N_("Your kills: a merchant gives you the top card, a builder its gold, a vizier or elder joins you."),
    "Kumarbi": N_("While bidding: each fakir discarded makes your spot one step cheaper."),
    "Lamia": N_("Elder or fakir: a palm tree you place may go on a neighbouring tile."),
    "Leta": N_("2 elders, or elder and fakir: put a camel on an empty tile."),
    "Marid": N_("A meeple dropped on your tile: 1 gold if you moved it, 2 if an opponent did."),
    "Monkir": N_("A palace placed: 1 gold if you placed it, 2 if an opponent did."),
    "Nekir": N_("Assassins kill: 1 gold if they were yours, 2 if an opponent's."),
    "Shamhat": N_("End of game: each of your elders scores 4 instead of 2."),
    "Sibittis": N_("2 elders, or elder and fakir: draw 3 djinns, keep 1."),
    "Sloar": N_("A fakir: take the top card of the resource draw pile."),
    "Utug": N_("2 elders, or elder and fakir: put a camel on a tile with meeples and no camel, palm tree or "
               "palace."),
}
_TEXT = {
    "turn_order": N_("Turn Order track"), "bid_order": N_("Bid Order track"), "market": N_("Market row"),
    "djinns": N_("Djinns"), "players": N_("Players"), "hand": N_("In hand"), "gold": N_("Gold coins"),
    "hidden": N_("secret"), "viziers": N_("Viziers"), "elders": N_("Elders"), "camels": N_("Camels left"),
    "cards": N_("Cards"), "no_cards": N_("no cards"), "no_djinns": N_("no djinns"), "palm": N_("Palm tree"),
    "palace": N_("Palace"), "camel": N_("Camel"), "vp": N_("VP"), "draw_pile": N_("Draw pile"),
    "djinn_pile": N_("Djinn pile"), "supply": N_("Supply"), "legend": N_("Legend"),
    "red_value": N_("Red point value (markets, oases): round badge."),
    "blue_value": N_("Blue point value (villages, sacred places; counted by the builders): square badge."),
    "meeples": N_("Meeples: colour and letter"), "sell": N_("Sell"), "sale_hint": N_("Choose the kinds of a suit:"),
    "to_play": N_("to play"), "collected": N_("Collected"), "drawn": N_("Drawn with Sibittis"),
}

_DECISION = {
    "bid": N_("bid for turn order: click a spot on the Turn Order track"),
    "pick": N_("pick up the meeples of a tile: click it"),
    "no_move": N_("no meeple move is left: use a djinn, sell merchandise or end the turn"),
    "after": N_("sell merchandise, use a djinn or end the turn"),
    "step": Plural("move on to an adjacent tile ({n} meeple in hand)",
                   "move on to an adjacent tile ({n} meeples in hand)", count="n"),
    "drop": N_("drop a meeple on tile {tile}: click it in the hand"),
    "builders": N_("take the builders' gold: {n} × {b} (blue tiles around)"),
    "assassins": N_("choose the assassins' victim: a meeple on a tile in reach, or a vizier or elder of an "
                    "opponent"),
    "palm": N_("put the palm tree on tile {tile}"),
    "palace": N_("put the palace on tile {tile}"),
    "redirect": N_("choose the neighbouring tile for the piece"),
    "market": Plural("buy {k} card from the market row, or skip", "buy {k} cards from the market row, or skip",
                     count="k"),
    "sacred": N_("take a djinn, or skip"),
    "sibittis": N_("keep one of the djinns drawn"),
}
_STATUS = N_("Round {round} · {player}: {decision}")
_OVER = Plural("Game over after {rounds} round.", "Game over after {rounds} rounds.", count="rounds")
_BUTTON = {
    "builders": N_("Take the gold: {gold}"),
    "builders_fakirs": Plural("Discard {fakirs} fakir, gold: {gold}", "Discard {fakirs} fakirs, gold: {gold}",
                              count="fakirs"),
    "card": N_("Card {slot}: {kind_label}"),
    "djinn": N_("Take {djinn} ({vp} VP)"),
    "sell_all": N_("Sell {kind_labels}: {gold} gold"),
    "pay": N_("Pay {pay_label}"),
}
_SALE_TITLE = N_("Sell merchandise · {player}")
_TIP = {
    "tile": N_("Tile {tile} · {kind_label}, {points} VP ({colour_label} value)"),
    "owner": N_("Camel of {player}: {player} controls it."),
    "unowned": N_("Nobody controls it yet."),
    "pieces": N_("Palm trees: {palms} · palaces: {palaces}"),
}
_VALUE_COLOUR = {True: N_("blue"), False: N_("red")}
#: the engine's words for a kill in front of a player, with the player's name (engine.describe)
_PAY_FIRST = N_("First click the djinn to take, then how to pay.")
#: the engine's own message (companion/five_tribes/tile_actions.py), for a click on cards 7-9
_MARKET_REACH = Plural("This market sells only the first {first} face-up card.",
                       "This market sells only the first {first} face-up cards.", count="first")


def _letter(msgid: str, lang: str) -> str:
    """A one-letter label: msgids like ``"V|vizier"`` carry a context after ``|``; the translation is
    ``"W|wezyr"``, cut the same way."""
    return translate(msgid, lang).split("|", 1)[0]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def board_labels(lang: str = "en") -> dict[str, Any]:
    """Every fixed text the board's front end shows, in ``lang`` (``"en"`` or ``"pl"``).

    Raises:
        ValueError: unsupported language.

    The tracks' names are swapped between the English and the Polish edition (five-tribes.md §8):

    >>> labels = board_labels("pl")
    >>> labels["turn_order"], labels["bid_order"], labels["tribe_letter"]["vizier"]
    ('Tor licytacji', 'Tor kolejności', 'W')
    """
    check_language(lang)
    t = lambda m: translate(m, lang)  # noqa: E731
    labels: dict[str, Any] = {k: t(v) for k, v in _TEXT.items()}
    labels.update({
        "lang": lang,
        "colour": {k: t(v) for k, v in _COLOUR.items()},
        "tribe": {k: t(v) for k, v in TRIBE_LABELS.items()},
        "tribe_title": {k: t(v) for k, v in _TRIBE_TITLE.items()},
        "tribe_letter": {k: _letter(v, lang) for k, v in _TRIBE_LETTER.items()},
        "kind": {k: t(v) for k, v in _KIND_TITLE.items()},
        "kind_action": {k: t(v) for k, v in _KIND_ACTION.items()},
        "card": {k: t(v) for k, v in KIND_LABELS.items()},
        "djinn_power": {k: t(v) for k, v in _DJINN_POWER.items()},
        "djinn_vp": dict(DJINN_VP),
        "set_values": list(SET_VALUES),
    })
    return labels


# --- the view ------------------------------------------------------------------------------------------

def _seat(state: State, viewer: Any) -> Any:
    """The seat whose secrets are shown: an int, None (a spectator) or :data:`ALL`."""
    if viewer == DECIDER:
        return state.current_player
    return viewer


def board_view(state: State, viewer: Any = DECIDER) -> dict[str, Any]:
    """What the board draws: :meth:`State.view` of ``viewer`` plus what the table shows of the turn.

    Args:
        state: a Five Tribes state.
        viewer: a seat number (their gold and cards are shown), :data:`DECIDER` (the player deciding now),
            ``None`` (a spectator) or :data:`ALL` (every secret shown). Other players' gold is ``None``
            until the game is over (five-tribes.md §1.8).

    Returns:
        The engine's view dict, with per player ``colour`` and ``seat``; per tile ``blue`` (a blue point
        value, §1.2); the tracks as the table shows them (``turn_track``: 9 spots ``{cost, marker, player}``
        or None; ``bid_track``: one spot per marker — during bidding the markers still to bid, during the
        turns the markers whose turn has started, §3.2 step 2.1; ``current_marker``); and ``pending``: the
        decision with the meeple move (``hand``, ``position``, ``path`` of tiles from the start), the move's
        ``final`` tile and ``collected`` tribe, the piece being placed (``placing``), the market's reach,
        the djinns drawn with Sibittis.
    """
    seat = _seat(state, viewer)
    view = state.view(None if seat == ALL else seat)
    c = state.core()
    d, L = c.d, c.L
    n = len(state.players)
    if seat == ALL:
        for p, entry in enumerate(view["players"]):
            entry["gold"] = state.gold[p]
            entry["cards"] = dict(state.cards[p])
    for p, entry in enumerate(view["players"]):
        entry["seat"] = p
        entry["colour"] = PLAYER_COLOURS[p]
    for t, entry in enumerate(view["tiles"]):
        entry["blue"] = BLUE[d[L.TILE + t]]
    view["viewer"] = seat
    decision = state.decision
    k = turn_markers(n)
    order = list(d[L.ORDER:L.ORDER + k])
    track = [None if d[L.TRACK + i] < 0 else {"cost": BID_COSTS[i], "marker": d[L.TRACK + i],
                                                "player": d[L.TRACK + i] % n} for i in range(9)]
    current_marker = None
    if decision is Decision.BID:
        bidi = d[L.BIDI]
        bid_track = [{"marker": m, "player": m % n} if i >= bidi else None for i, m in enumerate(order)]
        current_marker = order[bidi]
    elif decision is None:
        bid_track = [{"marker": m, "player": m % n} for m in order]
        track = [None] * 9
    else:
        turni = d[L.TURNI]
        started = set(order[:turni + 1])
        bid_track = [{"marker": m, "player": m % n} if i <= turni else None for i, m in enumerate(order)]
        track = [None if s is None or s["marker"] in started else s for s in track]
        current_marker = d[L.MARKER]
    view["turn_track"] = track
    view["bid_track"] = bid_track
    view["current_marker"] = current_marker
    view["pending"] = _pending(state, c)
    return view


def _pending(state: State, c: Any) -> dict[str, Any]:
    """The decision and what the table shows of the turn in progress (see :func:`board_view`)."""
    d, L = c.d, c.L
    decision = state.decision
    out: dict[str, Any] = {"decision": None if decision is None else str(decision), "player": state.current_player,
                           "hand": {}, "position": None, "path": [], "final": None, "collected": None,
                           "placing": None, "market": None, "sibittis": [], "moved": bool(d[L.MOVED])}
    if decision is None:
        return out
    if d[L.START] >= 0 and (decision in (Decision.STEP, Decision.DROP) or d[L.MOVED]):
        steps = []
        for move in reversed(state.history):
            if type(move) is Step:
                steps.append(move.tile)
            elif type(move) is Pick:
                break
        out["path"] = [tile_name(t) for t in [d[L.START], *reversed(steps)]]
    if decision in (Decision.STEP, Decision.DROP):
        out["hand"] = dict(state.hand)
        out["position"] = tile_name(d[L.POS])
    if d[L.FINAL] >= 0:
        out["final"] = tile_name(d[L.FINAL])
        if d[L.TRIBE] >= 0:
            out["collected"] = {"tribe": TRIBES[d[L.TRIBE]], "n": d[L.N]}
    if decision is Decision.TILE:
        place = d[L.PLACE]
        if place & 3:
            out["placing"] = {"what": "palm" if place & 3 == 1 else "palace", "tile": tile_name(d[L.PTILE]),
                              "redirected": bool(place & 4)}
        else:
            kind = TILE_KINDS[d[L.TILE + d[L.FINAL]]][0]
            if kind in ("small_market", "large_market"):
                out["market"] = {"kind": kind, "reach": 3 if kind == "small_market" else 6,
                                 "cards": 1 if kind == "small_market" else 2}
    if decision is Decision.SIBITTIS:
        out["sibittis"] = [DJINNS[j] for j in d[L.SIB:L.SIB + 3] if j >= 0]
    return out


# --- the arrows hook (the move advisor draws its suggestions) -------------------------------------------
#: the board control that switches the advisor on and off, its label, and how many turns it shows
ADVISE = "advise"
_ADVISE_LABEL = N_("Suggest moves")
ADVICE_SHOWN = 3
_ADVICE_TITLE = N_("Suggested turns, best first")
_ADVICE_NOTE = N_("Points if the game ended now (the final scoring's categories); each turn is an arrow on the "
                  "Sultanate with its number.")


def advice_panel(advice: Any, lang: str = "en") -> dict[str, Any]:
    """What the advice panel beside the Sultanate shows for the advisor's suggestions (issue 8), in ``lang``.

    Args:
        advice: the advisor's :class:`~companion.five_tribes.advisor.Advice` list, best first (empty: no panel).
        lang: ``"en"`` or ``"pl"``.

    Returns:
        ``{}`` without advice, else ``{"title", "note", "turns": [{"number", "tiles", "headline", "lines",
        "warnings"}]}``: per suggested turn its number (the arrow's), the tiles of its movement, the headline
        ("+12 VP if the game ended now: Palaces +5, Gold coins +7"), the explanation lines of
        :meth:`~companion.five_tribes.advisor.Advice.explanation` (the change against the best opponent and the
        gold, the turn in words, each scorer category before → after, the opponents' changes) and its
        warnings (a tile or the vizier bonus handed to an opponent), all translated.
    """
    check_language(lang)
    if not advice:
        return {}
    turns = []
    for number, a in enumerate(advice, 1):
        lines = a.explanation(lang)
        cut = len(lines) - len(a.warnings)
        turns.append({"number": number, "tiles": a.arrow()["tiles"], "headline": lines[0], "lines": lines[1:cut],
                      "warnings": lines[cut:]})
    return {"title": translate(_ADVICE_TITLE, lang), "note": translate(_ADVICE_NOTE, lang), "turns": turns}

def _tile_field(value: Any) -> str:
    """A tile given as notation (``"c3"``) or index (0-29), as notation; TraitError otherwise."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 30:
        return tile_name(value)
    try:
        return tile_name(tile(value))
    except CompanionError:
        raise traitlets.TraitError(f"an arrow's tiles are a1..f5 or 0..29, not {value!r}") from None


def _arrow(entry: Any) -> dict[str, Any]:
    if not isinstance(entry, Mapping) or "from" not in entry:
        raise traitlets.TraitError(f"an arrow is {{'from': tile, 'path': [tiles], 'label': text}}, not {entry!r}")
    path = entry.get("path", [])
    if not isinstance(path, (list, tuple)) or len(path) > 60:
        raise traitlets.TraitError(f"an arrow's path is a list of tiles, not {path!r}")
    label = entry.get("label", "")
    if not isinstance(label, str):
        raise traitlets.TraitError(f"an arrow's label is text, not {label!r}")
    return {"from": _tile_field(entry["from"]), "path": [_tile_field(t) for t in path], "label": label[:120]}


# --- the widget ----------------------------------------------------------------------------------------


class FiveTribesBoard(GameBoard):
    """Interactive Five Tribes board for notebooks and Voilà pages (see the module docstring for the keys).

    Args:
        state: the engine state to show (``games.get("five-tribes").new_game(...)``, a prepared position …).
        lang: ``"en"`` or ``"pl"`` to fix the language; ``None`` (default) follows the page's switch.
        viewer: whose secrets the board shows (five-tribes.md §1.8): :data:`DECIDER` (default: the player
            deciding now, as at a hot seat), a seat number, ``None`` (a spectator: nobody's gold) or
            :data:`ALL`. At the end of the game every gold is shown anyway.

    Raises:
        ValueError: unsupported language; a viewer that is none of the above.

    Traitlets: those of :class:`~companion.ui.board.GameBoard`, plus ``arrows`` (the move advisor's hook:
    ``[{"from": tile, "path": [tiles], "label": text}]``, tiles as ``"c3"`` or 0-29, drawn as arrows from
    the start tile along the path with the label at its end; checked and normalised to notation, a
    malformed arrow raises ``traitlets.TraitError``) and ``sale`` (the merchandise-sale panel, §3.7:
    ``{}`` when the decider cannot sell, else ``{"player", "title", "held", "options"}``: decider, translated
    title, merchandise held per kind, and the legal suits as ``[{"key", "kinds", "gold"}]``) and ``advice_view``
    (the panel beside the Sultanate explaining each suggested turn line by line while "Suggest moves" is on,
    :func:`advice_panel`; ``{}`` otherwise).
    """

    _esm = board_module("five_tribes_board.js")
    _css = board_css("five_tribes_board.css")

    arrows = traitlets.List(traitlets.Dict()).tag(sync=True)
    sale = traitlets.Dict().tag(sync=True)
    advice_view = traitlets.Dict().tag(sync=True)

    def __init__(self, state: State, *, lang: str | None = None, viewer: Any = DECIDER, **kwargs: Any) -> None:
        self._viewer = checked_viewer(state, viewer)
        #: the "Suggest moves" switch is on; the advisor's latest answer (``companion.five_tribes.advisor.Advice``)
        self.advising, self.advice, self.arrows_from_advisor = False, [], False
        super().__init__(state, lang=lang, **kwargs)

    @traitlets.validate("arrows")
    def _valid_arrows(self, proposal: dict) -> list:
        value = proposal["value"]
        if len(value) > 20:
            raise traitlets.TraitError(f"at most 20 arrows, not {len(value)}")
        return [_arrow(a) for a in value]

    def __repr__(self) -> str:
        s = self.state
        who = "-" if s.current_player is None else s.players[s.current_player]
        decision = "over" if s.decision is None else str(s.decision)
        return (f"FiveTribesBoard(players={list(s.players)}, round={s.round}, decision={decision!r}, "
                f"decider={who!r}, lang={self.lang!r})")

    # --- what the base board asks --------------------------------------------------------------------
    def board_view(self, state: State) -> dict[str, Any]:
        """:func:`board_view` for this board's ``viewer``."""
        return board_view(state, self._viewer)

    def board_labels(self, lang: str) -> dict[str, Any]:
        """Every fixed text of the drawing, in ``lang`` (:func:`board_labels`)."""
        return board_labels(lang)

    def targets(self, state: State) -> dict[str, Any]:
        """Live keys → legal moves, from ``state.legal_moves()`` only (module docstring: the keys)."""
        out: dict[str, Any] = {}
        kills: dict[str, dict[str, Move]] = {}
        takes: dict[str, dict[str, Move]] = {}
        uses: dict[str, dict[str, Move]] = {}
        pairs: dict[str, dict[str, Move]] = {}
        for m in state.legal_moves():
            t = type(m)
            if t is Pick or t is Step or t is PlacePalm or t is PlacePalace:
                out[f"tile:{tile_name(m.tile)}"] = m
            elif t is Drop:
                out[f"drop:{m.tribe}"] = m
            elif t is Bid:
                out[f"bid:{m.cost}" + (f":{m.fakirs}" if m.fakirs else "")] = m
            elif t is Builders:
                out[f"builders:{m.fakirs}"] = m
            elif t is Kill:
                key = f"kill:{tile_name(m.tile)}:{m.tribe}"
                out[key] = m
                kills.setdefault(f"tile:{tile_name(m.tile)}", {})[key] = m
            elif t is KillHeld:
                out[f"killheld:{m.player}:{m.tribe}"] = m
            elif t is NoKill:
                out["kill:nothing"] = m
            elif t is Buy:
                if len(m.slots) == 1:
                    out[f"card:{m.slots[0]}"] = m
                else:
                    a, b = m.slots
                    pairs.setdefault(f"card:{a}", {})[f"card:{b}"] = m
                    pairs.setdefault(f"card:{b}", {})[f"card:{a}"] = m
            elif t is TakeDjinn:
                takes.setdefault(f"djinn:{m.djinn}", {})[f"pay:{m.pay}"] = m
            elif t is UseDjinn:
                if m.tile is None:
                    out[f"use:{m.djinn}:{m.pay}"] = m
                else:
                    uses.setdefault(f"use:{m.djinn}:{m.pay}", {})[f"tile:{tile_name(m.tile)}"] = m
            elif t is Keep:
                out[f"keep:{m.djinn}"] = m
            elif t is Sell:
                out["sell:" + "+".join(m.kinds)] = m
            elif t is Skip:
                out["skip"] = m
            elif t is EndTurn:
                out["end"] = m
        for group in (kills, takes):
            for key, follow in group.items():
                out[key] = follow if len(follow) > 1 else next(iter(follow.values()))
        out.update(pairs)
        if self.selected in uses:          # a tile power chosen: a tile click now means its target only
            out = {k: v for k, v in out.items() if not k.startswith("tile:")}
        out.update(uses)
        return out

    def meaning(self, state: State, key: str) -> Move | None:
        """The move a click on the non-live ``key`` would mean now (the engine then says why it is refused),
        or None when it means no move (:meth:`refusal` says why)."""
        if state.is_over:
            return None
        kind, _, rest = key.partition(":")
        try:
            if kind == "tile":
                return self._tile_meaning(state, tile(rest))
            if kind == "drop" and rest in TRIBES:
                return Drop(rest)
            if kind == "bid":
                cost, _, fakirs = rest.partition(":")
                if _whole(cost) and int(cost) in BID_COSTS and (not fakirs or _whole(fakirs)):
                    return Bid(int(cost), int(fakirs or 0))
                return None
            if kind == "builders" and _whole(rest):
                return Builders(int(rest))
            if key == "kill:nothing":
                return NoKill()
            if kind == "kill":
                where, _, tribe = rest.partition(":")
                return Kill(tile(where), tribe, _reach_fakirs(state, tile(where))) if tribe in TRIBES else None
            if kind == "killheld":
                who, _, tribe = rest.partition(":")
                if _whole(who) and int(who) < len(state.players) and tribe in ("vizier", "elder"):
                    return KillHeld(int(who), tribe)
                return None
            if kind == "card" and _whole(rest) and 1 <= int(rest) <= 9:
                return self._card_meaning(state, int(rest))
            if kind == "djinn" and rest in DJINNS:
                return TakeDjinn(rest, "ee")
            if kind == "use":
                name, _, pay = rest.partition(":")
                return UseDjinn(name, pay) if name in DJINNS and pay in PAY_LABELS else None
            if kind == "keep" and rest in DJINNS:
                return Keep(rest)
            if kind == "sell":
                kinds = tuple(rest.split("+"))
                return Sell(kinds) if kinds and all(k in MERCHANDISE for k in kinds) else None
            if key == "skip":
                return Skip()
            if key == "end":
                return EndTurn()
        except CompanionError:
            return None
        return None

    def refusal(self, state: State, key: str) -> CompanionError:
        """Why a click on ``key`` means no move now: the game is over, a card no market sells (7-9, §3.6),
        a payment before its djinn, or a key the board does not know."""
        kind, _, rest = key.partition(":")
        if state.is_over and _is_element(key):
            return state.game.game_over_error()
        if kind == "card" and rest in ("7", "8", "9"):
            market = _pending(state, state.core())["market"]
            return IllegalMove("five-tribes 3.6", _MARKET_REACH, first=market["reach"] if market else 6)
        if key in ("pay:ee", "pay:ef"):
            return BoardClickError(_PAY_FIRST)
        return unknown_target(key)

    def buttons_for(self, state: State, lang: str) -> list[Button]:
        """The decisions without a place on the Sultanate, from the live keys (the base keeps the live ones)."""
        out: list[Button] = []
        live = self._targets
        follow = live.get(self.selected) if self.selected else None
        follow = follow if isinstance(follow, Mapping) else {}
        say = lambda move: _cap(phrase(move).text(lang))  # noqa: E731
        decision = state.decision
        for key, entry in live.items():
            kind = key.partition(":")[0]
            if kind == "bid" or kind == "keep" or key in ("kill:nothing", "skip"):
                out.append(Button(key, say(entry)))
            elif kind == "killheld":
                out.append(Button(key, _cap(kill_held_phrase(entry.tribe, state.players[entry.player]).text(lang))))
            elif kind == "use":
                move = entry if not isinstance(entry, Mapping) else next(iter(entry.values()))
                out.append(Button(key, say(UseDjinn(move.djinn, move.pay))))
            elif kind == "builders":
                out.append(self._builders_button(state, key, entry, lang))
            elif kind == "card":
                slot = int(key[5:])
                kind_name = state.row[slot - 1] if slot <= len(state.row) else ""
                out.append(Button(key, render(_BUTTON["card"], lang, slot=slot, kind_label=KIND_LABELS.get(kind_name,
                                                                                                           kind_name))))
            elif kind == "djinn":
                name = key[6:]
                out.append(Button(key, render(_BUTTON["djinn"], lang, djinn=name, vp=DJINN_VP[name])))
            elif kind == "tile" and decision is Decision.TILE:
                out.append(Button(key, say(entry)))          # the palm tree / palace placement
        if self.selected.startswith("djinn:"):
            out += [Button(k, render(_BUTTON["pay"], lang, pay_label=PAY_LABELS[k[4:]])) for k in follow]
        if self.selected.startswith("tile:") and decision is Decision.ASSASSINS:
            out += [Button(k, say(m)) for k, m in follow.items()]
        sells = [m for m in live.values() if type(m) is Sell]
        if sells:
            biggest = max(sells, key=lambda m: len(m.kinds))
            out.append(Button("sell:" + "+".join(biggest.kinds),
                              render(_BUTTON["sell_all"], lang, kind_labels=[KIND_LABELS[k] for k in biggest.kinds],
                                     gold=_sale_gold(state.core(), biggest))))
        if "end" in live:
            out.append(Button("end", say(live["end"])))
        if not state.is_over:
            out.append(Button(ADVISE, translate(_ADVISE_LABEL, lang), active=self.advising, control=True))
        return out

    # --- the move advisor (issue 8): its top turns as arrows on the Sultanate --------------------------------
    def control(self, key: str) -> bool:
        """The "Suggest moves" switch: while on, every turn start shows the advisor's best turns as arrows."""
        if key != ADVISE:
            return False
        self.advising = not self.advising
        return True

    def _advice_arrows(self, state: State, lang: str) -> list[dict[str, Any]]:
        """The advisor's top :data:`ADVICE_SHOWN` turns as arrows with their headline ("+16 VP if the game ended
        now: …"), or none when the position is not a turn start (bidding, mid-turn) or the game is over."""
        from companion.five_tribes.advisor import advise

        if state.is_over or state.decision is not Decision.TURN:
            self.advice = []
            return []
        try:
            self.advice = advise(state, top=ADVICE_SHOWN)
        except CompanionError:
            self.advice = []
        return [{"from": a.start, "path": list(a.path), "label": f"{i}. {a.headline(lang)}"}
                for i, a in enumerate(self.advice, 1) if a.start is not None]

    def status_for(self, state: State, lang: str) -> str:
        """"Round 2 · Ann: pick up the meeples of a tile: click it", or the game-over line."""
        s = state
        if s.is_over:
            return render(_OVER, lang, rounds=s.round)
        return render(_STATUS, lang, round=s.round, player=s.players[s.current_player],
                      decision=Phrase(*self._decision_text(s)))

    def tips_for(self, state: State, lang: str) -> dict[str, str]:
        """Per tile (``tile:<t>``): its kind, value, action, owner and pieces (five-tribes.md §1.2, §3.6)."""
        out: dict[str, str] = {}
        for t, (kind, points) in enumerate(state.tiles):
            owner = state.camels[t]
            lines = [render(_TIP["tile"], lang, tile=tile_name(t), kind_label=TILE_LABELS[kind], points=points,
                            colour_label=_VALUE_COLOUR[TILE_KINDS[_kind_code(kind, points)][2]]),
                     translate(_KIND_ACTION[kind], lang),
                     render(_TIP["unowned"], lang) if owner is None else
                     render(_TIP["owner"], lang, player=state.players[owner])]
            if state.palm_trees[t] or state.palaces[t]:
                lines.append(render(_TIP["pieces"], lang, palms=state.palm_trees[t], palaces=state.palaces[t]))
            out[f"tile:{tile_name(t)}"] = "\n".join(lines)
        return out

    def refresh_extra(self, state: State, lang: str) -> None:
        """The sale panel: the decider's legal suits only (five-tribes.md §3.7); the advisor's arrows and their
        explanation panel (:func:`advice_panel`) when on."""
        if self.advising or self.arrows_from_advisor:
            self.arrows = self._advice_arrows(state, lang) if self.advising else []
            self.arrows_from_advisor = self.advising
        self.advice_view = advice_panel(self.advice if self.advising else [], lang)
        sells = [(k, m) for k, m in self._targets.items() if type(m) is Sell]
        if not sells:
            self.sale = {}
            return
        c = state.core()
        options = [{"key": k, "kinds": list(m.kinds), "gold": _sale_gold(c, m)} for k, m in sells]
        p = state.current_player
        held = {k: v for k, v in state.cards[p].items() if k in MERCHANDISE}
        self.sale = {"player": p, "title": render(_SALE_TITLE, lang, player=state.players[p]), "held": held,
                     "options": options}

    # --- internals -----------------------------------------------------------------------------------
    def _decision_text(self, s: State) -> tuple[Any, dict[str, Any]]:
        """The pending decision as (template, params) for the status line."""
        decision = s.decision
        pend = _pending(s, s.core())
        if decision is Decision.BID:
            return _DECISION["bid"], {}
        if decision is Decision.TURN:
            if pend["moved"]:
                return _DECISION["after"], {}
            if any(type(m) is Pick for m in s.legal_moves()):
                return _DECISION["pick"], {}
            return _DECISION["no_move"], {}
        if decision is Decision.STEP:
            return _DECISION["step"], {"n": sum(s.hand.values())}
        if decision is Decision.DROP:
            return _DECISION["drop"], {"tile": pend["position"]}
        if decision is Decision.BUILDERS:
            c = s.core()
            return _DECISION["builders"], {"n": c.d[c.L.N], "b": builders_rule.blue_tiles(c, c.d[c.L.FINAL])}
        if decision is Decision.ASSASSINS:
            return _DECISION["assassins"], {}
        if decision is Decision.TILE:
            placing = pend["placing"]
            if placing:
                if placing["redirected"]:
                    return _DECISION["redirect"], {}
                return _DECISION[placing["what"]], {"tile": placing["tile"]}
            if pend["market"]:
                return _DECISION["market"], {"k": pend["market"]["cards"]}
            return _DECISION["sacred"], {}
        return _DECISION["sibittis"], {}

    def _tile_meaning(self, state: State, t: int) -> Move:
        """What a click on tile ``t`` means in the pending decision (legal or not: the engine judges)."""
        decision = state.decision
        sel = self.selected
        if sel.startswith("use:"):
            name, _, pay = sel[4:].partition(":")
            return UseDjinn(name, pay, t)
        if decision in (Decision.STEP, Decision.DROP):
            return Step(t)
        if decision is Decision.ASSASSINS:
            counts = state.meeples[t]
            tribe = next((TRIBES[c] for c in range(5) if counts[c]), "vizier")
            return Kill(t, tribe, _reach_fakirs(state, t))
        if decision is Decision.TILE:
            placing = _pending(state, state.core())["placing"]
            if placing:
                return (PlacePalm if placing["what"] == "palm" else PlacePalace)(t)
        return Pick(t)

    def _card_meaning(self, state: State, slot: int) -> Move | None:
        """What a click on market card ``slot`` means now (a purchase, with the card selected first if any);
        None for cards 7-9, which no market sells (:meth:`refusal`)."""
        sel = self.selected
        if slot > 6:
            return None
        if sel.startswith("card:") and sel != f"card:{slot}":
            return Buy(tuple(sorted((int(sel[5:]), slot))))
        return Buy((slot,))

    def _builders_button(self, state: State, key: str, move: Builders, lang: str) -> Button:
        c = state.core()
        d, L = c.d, c.L
        gold = c.payable(builders_rule.gold(d[L.N], move.fakirs, builders_rule.blue_tiles(c, d[L.FINAL]),
                                            d[L.IBL] == 4, state.options.echidna_doubles_fakirs))
        if move.fakirs:
            return Button(key, render(_BUTTON["builders_fakirs"], lang, fakirs=move.fakirs, gold=gold))
        return Button(key, render(_BUTTON["builders"], lang, gold=gold))


def _sale_gold(c: Any, move: Sell) -> int:
    """The gold the sale ``move`` brings at core ``c``'s position: its suit's value (§3.7) as far as the bank can
    pay it (option ``limited_bank``, FAQ #2: :meth:`~companion.five_tribes.core.FiveTribesCore.payable`)."""
    return c.payable(SET_VALUES[len(move.kinds)])


def _is_element(key: str) -> bool:
    """Whether ``key`` has the form of a board element's key (a running game would give it a meaning)."""
    kind = key.partition(":")[0]
    return kind in ("tile", "drop", "bid", "builders", "kill", "killheld", "card", "djinn", "use", "keep",
                    "sell", "pay") or key in ("skip", "end")


def _whole(text: str) -> bool:
    return text.isascii() and text.isdigit() and len(text) < 4


def _reach_fakirs(state: State, t: int) -> int:
    """The fakirs a kill on tile ``t`` must discard now: its distance beyond the assassins' reach (§3.5)."""
    c = state.core()
    d, L = c.d, c.L
    if d[L.FINAL] < 0:
        return 0
    return max(0, distance(d[L.FINAL], t) - d[L.N])


def _kind_code(kind: str, points: int) -> int:
    return next(i for i, k in enumerate(TILE_KINDS) if k[0] == kind and k[1] == points)

