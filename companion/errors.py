"""Errors shared by every game.

Every error the package raises on bad user input derives from :class:`CompanionError`, so a
notebook or the CLI can catch one type and show its message without a traceback.
Messages are English msgids translated through :mod:`companion.i18n` by :meth:`CompanionError.message`.
"""
from __future__ import annotations

from companion.records import record

TYPE_CHECKING = False   # typing.TYPE_CHECKING without importing typing (2–4 ms of every command's start-up)
if TYPE_CHECKING:  # pragma: no cover - annotations only
    from typing import Any, Callable


class CompanionError(ValueError):
    """Base class of every user-facing error.

    Args:
        template: English message with ``{name}`` placeholders (an i18n msgid).
        **params: values for the placeholders.
    """

    def __init__(self, template: str, **params: Any) -> None:
        self.template = template
        self.params = params
        super().__init__(template)

    def __str__(self) -> str:
        # rendered when shown, not when raised: engines refuse many moves while searching
        return self.message("en")

    def message(self, lang: str = "en") -> str:
        """Return the message in ``lang`` ("en" or "pl")."""
        from companion.i18n import render

        return render(self.template, lang, **self.params)


@record
class FieldRef:
    """The other field of a limit between two fields, as a message parameter (``{other}``).

    Shown as its path (``players[0].huts_built``) by default, the form the CLI prints; a calculator passes
    ``where`` to :meth:`InvalidScoreSheet.message` to show the field's label and player instead.
    ``players[*].huts_built`` stands for that field of every player.
    """

    path: str

    def __str__(self) -> str:
        return self.path

    def __format__(self, spec: str) -> str:
        return format(self.path, spec)


class InvalidScoreSheet(CompanionError):
    """A score sheet breaks the sheet format or a component limit of the game.

    Args:
        field: path of the offending field, e.g. ``players[1].merchandise.ivory``.
        template: English message (msgid) naming the limit, with ``{placeholders}``.
        **params: placeholder values; a :class:`FieldRef` names another field of the limit.

    Attributes:
        field: the field path, so a calculator can mark the field in place.
        player: name of the player the field belongs to, when known (set by :func:`companion.games.score_sheet`).
        also: paths of the other fields named by the message (its :class:`FieldRef` parameters), so a
            calculator can mark them too; ``players[*]…`` paths (every player) are left out.
    """

    def __init__(self, field: str, template: Any, **params: Any) -> None:
        self.field = field
        self.player: str | None = None
        self.also = tuple(v.path for v in params.values() if isinstance(v, FieldRef) and "[*]" not in v.path)
        super().__init__(template, **params)

    def text(self, lang: str = "en", where: Callable[[str], str] | None = None) -> str:
        """The message without the field in front, in ``lang``; ``where(path)`` words each :class:`FieldRef`."""
        from companion.i18n import render

        params = self.params if where is None else {
            k: where(v.path) if isinstance(v, FieldRef) else v for k, v in self.params.items()}
        return render(self.template, lang, **params)

    def message(self, lang: str = "en", where: Callable[[str], str] | None = None) -> str:
        """Return ``"<field> (<player>): <message>"`` in ``lang`` (without the player when unknown).

        ``where(path)``, when given, words the field and every :class:`FieldRef` instead (a calculator
        shows "Rune stones (Bartek)" where the CLI shows ``players[1].rune_stones (Bartek)``).
        """
        if where is not None:
            return f"{where(self.field)}: {self.text(lang, where)}"
        place = f"{self.field} ({self.player})" if self.player else self.field
        return f"{place}: {self.text(lang)}"

    def name_player(self, sheet: Any) -> "InvalidScoreSheet":
        """Record whose field this is, from ``players[i]`` in :attr:`field` and ``sheet``; return self.

        Only a name that keeps the name rule (:func:`companion.sheets.name_problem`) is recorded, in its
        normal form: a name with a line break or a lone surrogate would break the one-line message.
        """
        import re

        from companion.sheets import name_problem, normal_name

        match = re.match(r"players\[(\d+)\]", self.field)
        try:
            name = sheet["players"][int(match.group(1))]["name"] if match else None
        except (LookupError, TypeError, ValueError):
            name = None
        if isinstance(name, str) and name_problem(normal_name(name)) is None:
            self.player = normal_name(name)
        return self


class RuleError(CompanionError):
    """An error that names the rule it enforces: ``"<message> (<game> <section>)"``.

    Args:
        rule: the reference section broken, e.g. ``"meduris 4.3"``.
        template: English message (msgid) with placeholders.
        **params: placeholder values.
    """

    def __init__(self, rule: str, template: str, **params: Any) -> None:
        self.rule = rule
        super().__init__(template, **params)

    def message(self, lang: str = "en") -> str:
        """Return the message with the broken rule, e.g. ``"... (meduris 4.3)"``."""
        return f"{super().message(lang)} ({self.rule})"


class IllegalMove(RuleError):
    """A well-formed move breaks a rule at this point of the game; nothing was changed (arguments as
    :class:`RuleError`; the rule names the section broken)."""


class InvalidMove(RuleError):
    """Not a move of this game at all: the wrong type, a malformed field (an unknown resource, a site that
    does not exist) or notation that does not parse; nothing was changed. Arguments as :class:`RuleError`
    (the rule names the section that defines the move's fields)."""


class InvalidBoard(CompanionError):
    """A board description (sites, plateaus) loaded from JSON is incomplete or inconsistent."""


class InvalidPosition(CompanionError):
    """A prepared game position (e.g. :func:`companion.meduris.engine.position`) breaks a component count
    or another rule of the game; the message names the count that is broken (e.g. "only 18 exist")."""


class InvalidSetup(RuleError):
    """The players, colours or seed given to start a game break the setup rules; no game was created
    (arguments as :class:`RuleError`, e.g. rule ``"meduris 3"``)."""


class InvalidSave(CompanionError):
    """Text loaded as a saved game is not one (not JSON, another game, missing or malformed fields)."""


class InvalidUpload(CompanionError):
    """A file uploaded from the player's device cannot be read: too large, not UTF-8 text or not JSON
    (:func:`companion.ui.files.read_upload`); nothing was loaded."""


class InvalidPlay(CompanionError):
    """A play to log, or an entry of a play-log file being imported, has a malformed field (its date,
    duration, note, players…); nothing was stored.

    Args:
        field: path of the offending field, e.g. ``date`` or ``plays[3].sheet.players[1].track``.
        template: English message (msgid) with ``{placeholders}``.
        **params: placeholder values.

    Attributes:
        field: the field path, so a form can mark the field in place.
    """

    def __init__(self, field: str, template: str, **params: Any) -> None:
        self.field = field
        super().__init__(template, **params)

    def message(self, lang: str = "en") -> str:
        """Return ``"<field>: <message>"`` in ``lang``."""
        return f"{self.field}: {super().message(lang)}"


class PlayNotFound(CompanionError):
    """No play with the given id is in the play log (parameter ``play``: the id asked for)."""


class DuplicatePlay(CompanionError):
    """The play is already in the play log: same game, date and score sheet (parameter ``play``: the id of
    the play already stored)."""


class PlayLogError(CompanionError):
    """The play-log file cannot be used: it is not an SQLite database, belongs to another program, was made
    by a newer version, is damaged, or cannot be written. The file is left exactly as it was."""


class InvalidCatalogue(InvalidBoard):
    """A catalogue entered as data (a World Wonders map side, building tiles, monument cards, resource boards)
    breaks its documented format or a stated fact of the game: ``"<field>: <message> (<rule>)"``.

    Args:
        field: path of the offending entry, e.g. ``stacks[2].tiles[4].type``.
        rule: the reference section that states the fact, e.g. ``"world-wonders 1.2"``.
        template: English message (msgid) with placeholders.
        **params: placeholder values.
    """

    def __init__(self, field: str, rule: str, template: Any, **params: Any) -> None:
        self.field = field
        self.rule = rule
        super().__init__(template, **params)

    def message(self, lang: str = "en") -> str:
        """Return ``"<field>: <message> (<rule>)"`` in ``lang``."""
        return f"{self.field}: {super().message(lang)} ({self.rule})"


class InvalidWall(InvalidCatalogue):
    """An Iquazú wall description (rock strips, alcoves, tile columns, scoring boards, bonus-tile pool) breaks
    the wall format or a stated fact of the game: ``"<field>: <message> (<rule>)"`` (arguments and attributes
    as :class:`InvalidCatalogue`; e.g. field ``strips[2].sides.A[0].alcoves[3].row``, rule ``"iquazu 2.1"``),
    so a wall editor can show the message beside the field."""
