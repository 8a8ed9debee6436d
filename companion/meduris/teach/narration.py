"""Plain-language sentences about Meduris moves and their effects, in English or Polish.

Used by the teaching notebook (feedback after a click, captions of replayed examples) and by the
hot-seat notebook (move log). Texts are English msgids translated through :mod:`companion.i18n`
(Polish in ``companion/locale/pl/meduris-learn.po``).
"""
from __future__ import annotations

from companion.i18n import N_, Plural, render, translate
from companion.meduris.moves import (
    RESOURCE_LABELS,
    BigYield, BuildHut, BuildTemple, Exchange, Move, OfferBoth, OfferDruidChip, OfferNothing, OfferOne,
    PlaceBonus, PlaceWorker, ReturnChip, Roll, TakeChip, TakeNothing,
)
from companion.meduris.rules import RESOURCES
from companion.meduris.state import State

__all__ = ["resource_name", "player_name", "describe_move", "describe_change", "narrate"]

_FACE = {"plus1": N_("+1 (everybody may take a chip)"), "minus1": N_("\u22121 (everybody returns a chip)")}


def resource_name(resource: str, lang: str = "en") -> str:
    """Lower-case name of a resource (``"wood"`` → ``"drewno"`` in Polish)."""
    return translate(RESOURCE_LABELS.get(resource, resource), lang)


def player_name(state: State, p: int, lang: str = "en") -> str:
    """The player's name; the scenario names Red/Green/Blue/Purple are colour words and get translated."""
    return translate(state.players[p], lang)


def _chips(pairs: list[tuple[int, str]], lang: str) -> str:
    return ", ".join(f"{k:+d} {resource_name(r, lang)}" for k, r in pairs)


def describe_move(before: State, move: Move, lang: str = "en") -> str:
    """One sentence: who made ``move`` in position ``before`` and what it was (meduris.md §3-§5).

    Args:
        before: the position the move was made in (its pending decider made the move, or for an
            out-of-turn exchange the player it names).
        move: the move.
        lang: ``"en"`` or ``"pl"``.
    """
    t = type(move)
    p = before.current_player
    if t is Exchange and move.player is not None:         # an exchange out of turn (§4.5): its own player
        p = move.player
    who = "-" if p is None else player_name(before, p, lang)
    if t is PlaceBonus:
        return render(N_("{player} places a face-down bonus chip on site {site}."), lang, player=who, site=move.site)
    if t is PlaceWorker:
        return render(N_("{player} places a worker on the {resource} plateau."), lang, player=who,
                      resource=resource_name(move.plateau, lang))
    if t is Roll:
        return render(N_("{player} rolls the die."), lang, player=who)
    if t is TakeChip:
        return render(N_("{player} takes 1 {resource}."), lang, player=who, resource=resource_name(move.resource, lang))
    if t is TakeNothing:
        return render(N_("{player} takes nothing."), lang, player=who)
    if t is ReturnChip:
        return render(N_("{player} returns 1 {resource}."), lang, player=who,
                      resource=resource_name(move.resource, lang))
    if t is BigYield:
        return render(N_("{player}: big yield, worker from the {source} plateau (level {level}) to the {target} "
                         "plateau."), lang, player=who, source=resource_name(move.source, lang), level=move.level,
                      target=resource_name(move.target, lang))
    if t is BuildHut:
        return render(N_("{player} builds a hut on site {site}."), lang, player=who, site=move.site)
    if t is BuildTemple:
        return render(N_("{player} builds a temple on site {site}."), lang, player=who, site=move.site)
    if t is Exchange:
        return render(N_("{player} exchanges {given} for 1 {resource}."), lang, player=who,
                      given=" + ".join(resource_name(r, lang) for r in move.give),
                      resource=resource_name(move.take, lang))
    if t is OfferOne:
        return render(N_("{player} offers 1 {resource} at site {site}."), lang, player=who,
                      resource=resource_name(move.resource, lang), site=before.pending.site)
    if t is OfferBoth:
        return render(N_("{player} offers both symbols at site {site}."), lang, player=who, site=before.pending.site)
    if t is OfferDruidChip:
        return render(N_("{player} discards the druid chip at site {site}."), lang, player=who,
                      site=before.pending.site)
    if t is OfferNothing:
        return render(N_("{player} offers nothing at site {site}."), lang, player=who, site=before.pending.site)
    return str(move)


def describe_change(before: State, after: State, lang: str = "en") -> list[str]:
    """Sentences for everything that changed from ``before`` to ``after``: the die face, chips
    behind each screen, points, rune stones, the druid, buildings on the board.

    Returns:
        A list of sentences (empty if nothing visible changed).
    """
    out: list[str] = []
    if after.rolls != before.rolls and after.last_roll:
        face = after.last_roll
        shown = resource_name(face, lang) if face in RESOURCES else translate(_FACE[face], lang)
        out.append(render(N_("The die shows {face}."), lang, face=shown))
    for p in range(len(before.players)):
        delta = [(after.resources[p][i] - before.resources[p][i], r) for i, r in enumerate(RESOURCES)]
        delta = [(k, r) for k, r in delta if k]
        if delta:
            out.append(render(N_("{player}: {chips}."), lang, player=player_name(after, p, lang),
                              chips=_chips(delta, lang)))
    for p in range(len(before.players)):
        d = after.scores[p] - before.scores[p]
        if d:
            out.append(render(Plural("{player}: {points:+d} point (now {total}).",
                                     "{player}: {points:+d} points (now {total}).", count="points"), lang,
                              player=player_name(after, p, lang), points=d, total=after.scores[p]))
    for i, (a, b) in enumerate(zip(before.runes, after.runes)):
        if a != b and b is not None:
            out.append(render(N_("{player} takes the {district} rune stone."), lang,
                              player=player_name(after, b, lang), district=translate(after.board.districts[i], lang)))
    if after.druid_site != before.druid_site and after.druid_site is not None:
        out.append(render(N_("The druid goes to site {site}."), lang, site=after.druid_site))
    elif after.druid_site is None and after.druid_step != before.druid_step:
        out.append(render(N_("The druid steps down to stone step {step}."), lang, step=after.druid_step))
    elif after.buildings > before.buildings and after.druid_site is None:
        out.append(render(N_("The druid stays on stone step {step}: there is no hut to go to."), lang,
                          step=after.druid_step))
    if after.end_trigger is not None and before.end_trigger is None:
        out.append(render(N_("{player} has built everything: every other player takes one more turn."), lang,
                          player=player_name(after, after.end_trigger, lang)))
    if after.phase == "final_lap" and before.phase != "final_lap":
        out.append(render(N_("The druid's last lap starts."), lang))
    if after.is_terminal and not before.is_terminal:
        out.append(render(N_("The game is over: final scoring."), lang))
    return out


def narrate(before: State, after: State, lang: str = "en") -> list[str]:
    """What one move did: :func:`describe_move` of the move that leads from ``before`` to ``after``,
    then :func:`describe_change`. Empty when ``after`` is not ``before`` plus one move (an undo, a reset,
    another position), so nothing false is ever told.
    """
    if len(after.history) != len(before.history) + 1 or after.history[:-1] != before.history:
        return []
    return [describe_move(before, after.history[-1], lang)] + describe_change(before, after, lang)
