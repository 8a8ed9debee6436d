"""Saves as records: ``{game, version, players, seed, options, origin, chance, moves}``.

A save does not store a position to be trusted: it stores how the game started (players, seed, options,
and for a prepared position the ``origin`` position) and the moves in the game's notation. Loading
(:meth:`companion.engine.contract.Game.load`) rebuilds the start — checking a prepared position like any
prepared position — and replays every move, so a tampered save is refused with
:class:`~companion.errors.InvalidSave` naming what is wrong, and ``undo`` after loading can never jump to
another game line.

Example:
    >>> record = SaveRecord("meduris", 3, ("Ann", "Bob"), 7, {}, None, 2, ("roll",), {})
    >>> record.moves
    ('roll',)
"""
from __future__ import annotations

from dataclasses import dataclass, field
from numbers import Integral
from typing import Any

from companion.errors import InvalidSave
from companion.i18n import N_, Phrase
from companion.jsontext import parse_json

__all__ = ["SaveRecord", "read_record", "MAX_SAVE_BYTES"]

#: A save larger than this is refused before parsing (a game of 100,000 moves is far below it).
MAX_SAVE_BYTES = 20_000_000


@dataclass(frozen=True)
class SaveRecord:
    """A checked save record.

    Attributes:
        game: game id; version: record version; players: names; seed: int; options: the options dict;
        origin: the prepared start position (a game-specific dict) or None; chance: chance stream version;
        moves: the moves in notation; extra: any other entries the game wrote (e.g. ``board``).
    """

    game: str
    version: int
    players: tuple[str, ...]
    seed: int
    options: dict[str, Any]
    origin: dict[str, Any] | None
    chance: int
    moves: tuple[str, ...]
    extra: dict[str, Any] = field(default_factory=dict)


def not_a_save(g: Any, template: str, **params: Any) -> InvalidSave:
    """The :class:`InvalidSave` "This is not a saved <title> game: <reason>" of game ``g`` (a
    :class:`~companion.engine.contract.Game`); ``template`` (a msgid) and ``params`` give the reason."""
    return InvalidSave(N_("This is not a saved {game_label} game: {reason}"), game_label=g.title,
                       reason=Phrase(template, params))


#: what :func:`read_record` says of a file that is not JSON (:func:`companion.jsontext.parse_json`)
_NOT_JSON = {
    "not_text": N_("the file is not text (UTF-8)."),
    "empty": N_("the file is empty."),
    "not_json": N_("the text is not JSON: it breaks at line {line}, column {column}."),
    "too_deep": N_("the text is not JSON: nested too deeply or a number far too long."),
    "repeated_key": N_("the key {key!r} is given twice (line {line}, column {column})."),
}


def read_record(game: Any, text: Any) -> SaveRecord:
    """Parse and check the shape of a save of ``game`` (a :class:`~companion.engine.contract.Game`).

    Older formats of the game are upgraded by ``game.upgrade_save`` first.

    Raises:
        InvalidSave: not JSON text, a key given twice, too large, another game, or an entry missing or of the wrong type
            (the message names it).
    """
    if not isinstance(text, (str, bytes, bytearray)):
        raise not_a_save(game, N_("a save is JSON text, not {value}."), value=type(text).__name__)
    if len(text) > MAX_SAVE_BYTES:
        raise not_a_save(game, N_("the file is larger than {limit} bytes."), limit=MAX_SAVE_BYTES)
    d = parse_json(text, lambda template, **params: not_a_save(game, template, **params), _NOT_JSON)
    other = d.get("game") if isinstance(d, dict) else None
    if isinstance(other, str) and other != game.id:
        from companion import games

        if other in games.GAMES:                          # another game's save or sheet: say whose
            raise not_a_save(game, N_("it is a file of {other_label}, not of this game."),
                             other_label=games.title(other))
    if not isinstance(d, dict) or other != game.id:
        raise not_a_save(game, N_('it has no "game": "{game}" entry.'), game=game.id)
    if "version" not in d and isinstance(d.get("players"), list) and d["players"] and \
            all(isinstance(p, dict) for p in d["players"]):
        raise not_a_save(game, N_("it is a score sheet (open it in the score calculator), not a saved game."))
    d = game.upgrade_save(d)
    known = {"game", "version", "players", "seed", "options", "origin", "chance", "moves"}

    def entry(name: str, ok: bool, what: str) -> Any:
        if not ok:
            raise not_a_save(game, N_('the entry "{field}" is missing or is not {expected_label}.'), field=name,
                              expected_label=what)
        return d[name]

    version = entry("version", isinstance(d.get("version"), int) and not isinstance(d.get("version"), bool)
                    and d.get("version") >= 1, N_("a whole number"))
    if version > game.save_version:
        raise not_a_save(game, N_("it was written by a newer version (save version {version}; this one reads up "
                                   "to {known})."), version=version, known=game.save_version)
    players = entry("players", isinstance(d.get("players"), list), N_("a list of names"))
    seed = entry("seed", isinstance(d.get("seed"), Integral) and not isinstance(d.get("seed"), bool),
                 N_("a whole number"))
    options = entry("options", isinstance(d.get("options", {}), dict), N_("an object")) if "options" in d else {}
    origin = d.get("origin")
    if origin is not None and not isinstance(origin, dict):
        raise not_a_save(game, N_('the entry "{field}" is missing or is not {expected_label}.'), field="origin",
                          expected_label=N_("an object"))
    chance = entry("chance", isinstance(d.get("chance"), int) and not isinstance(d.get("chance"), bool),
                   N_("a whole number"))
    moves = entry("moves", isinstance(d.get("moves"), list) and all(isinstance(m, str) for m in d["moves"]),
                  N_("a list of moves in notation"))
    return SaveRecord(game.id, version, tuple(players), int(seed), options, origin, chance, tuple(moves),
                      {k: v for k, v in d.items() if k not in known})
