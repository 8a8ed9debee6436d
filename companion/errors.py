"""Errors shared by every game.

Every error the package raises on bad user input derives from :class:`CompanionError`, so a
notebook or the CLI can catch one type and show its message without a traceback.
Messages are English msgids translated through :mod:`companion.i18n` by :meth:`CompanionError.message`.
"""
from __future__ import annotations

from typing import Any


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


class InvalidScoreSheet(CompanionError):
    """A score sheet breaks the sheet format or a component limit of the game.

    Args:
        field: path of the offending field, e.g. ``players[1].merchandise.ivory``.
        template: English message (msgid) naming the limit, with ``{placeholders}``.
        **params: placeholder values.

    Attributes:
        field: the field path, so a calculator can mark the field in place.
        player: name of the player the field belongs to, when known (set by :func:`companion.games.score_sheet`).
    """

    def __init__(self, field: str, template: str, **params: Any) -> None:
        self.field = field
        self.player: str | None = None
        super().__init__(template, **params)

    def message(self, lang: str = "en") -> str:
        """Return ``"<field> (<player>): <message>"`` in ``lang`` (without the player when unknown)."""
        where = f"{self.field} ({self.player})" if self.player else self.field
        return f"{where}: {super().message(lang)}"

    def name_player(self, sheet: Any) -> "InvalidScoreSheet":
        """Record whose field this is, from ``players[i]`` in :attr:`field` and ``sheet``; return self."""
        import re

        match = re.match(r"players\[(\d+)\]", self.field)
        try:
            name = sheet["players"][int(match.group(1))]["name"] if match else None
        except (LookupError, TypeError):
            name = None
        if isinstance(name, str) and name.strip():
            self.player = name.strip()
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


class InvalidWall(InvalidBoard):
    """An Iquazú wall description (rock strips, alcoves, tile columns, scoring boards, bonus-tile pool) breaks
    the wall format or a rule of the game.

    Args:
        field: path of the offending field, e.g. ``strips[2].sides.A[0].alcoves[3].row``.
        rule: the reference section the field must follow, e.g. ``"iquazu 2.1"``.
        template: English message (msgid) with ``{placeholders}``.
        **params: placeholder values.

    Attributes:
        field: the field path, so a wall editor can show the message beside the field.
        rule: the section broken.
    """

    def __init__(self, field: str, rule: str, template: Any, **params: Any) -> None:
        self.field = field
        self.rule = rule
        super().__init__(template, **params)

    def message(self, lang: str = "en") -> str:
        """Return ``"<field>: <message> (<rule>)"`` in ``lang``."""
        return f"{self.field}: {super().message(lang)} ({self.rule})"
