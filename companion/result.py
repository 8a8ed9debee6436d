"""Final results shared by all games: per-player lines, ranking with a tie-break chain, output.

A game's scorer builds one :class:`PlayerScore` per player (its explanation :class:`Line` s) and a
list of :class:`TieBreak` s from the rulebook, then calls :func:`build_result`. Ranks follow
standard competition ranking (1 = best); players still equal after every tie-break share a rank.
"""
from __future__ import annotations

import json

from companion.explain import Line
from companion.i18n import N_, Phrase, Plural, Template, join_names, ngettext, translate
from companion.records import record

TYPE_CHECKING = False   # typing.TYPE_CHECKING without importing typing (2–4 ms of every command's start-up)
if TYPE_CHECKING:  # pragma: no cover - annotations only
    from typing import Any, Sequence


@record
class TieBreak:
    """One step of a game's tie-break chain.

    Args:
        label: English msgid naming the criterion, e.g. ``"more huts and temples built"``.
        values: one number per player (sheet order); the higher value wins the tie.
    """

    label: str
    values: Sequence[int]


@record
class PlayerScore:
    """One player's final score.

    Attributes:
        name: player name from the sheet.
        lines: one explanation line per category, in the game's category order.
        total: sum of the lines' points (victory points).
        rank: 1 = best, after the tie-break chain; tied players share a rank.
        label: for an opponent that is not a person (the Automaton of World Wonders solo play), the English
            msgid shown instead of :attr:`name`, translated (see :meth:`ScoreResult.shown_name`); else ``None``.
    """

    name: str
    lines: tuple[Line, ...]
    total: int
    rank: int = 0
    label: str | None = None

    @property
    def categories(self) -> dict[str, int]:
        """Category key → points, in the game's order."""
        return {line.category: line.points for line in self.lines}

    def line(self, category: str) -> Line:
        """Return the line of ``category``; raise :class:`KeyError` if the game has no such category."""
        for line in self.lines:
            if line.category == category:
                return line
        raise KeyError(category)


@record
class ScoreResult:
    """The final result of one game.

    Attributes:
        game: game id (``"meduris"`` …).
        labels: category key → English label (msgid), in display order.
        players: one :class:`PlayerScore` per player, in sheet order.
        winners: names of the players ranked 1.
        tie_notes: sentences saying which tie-break was applied (or that ties are shared).
    """

    game: str
    labels: dict[str, str]
    players: tuple[PlayerScore, ...]
    winners: tuple[str, ...]
    tie_notes: tuple[Phrase, ...]

    def player(self, name: str) -> PlayerScore:
        """Return the score of the player called ``name`` (:class:`KeyError` if absent)."""
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    def shown_name(self, name: str, lang: str = "en") -> str:
        """How the entry ``name`` is shown in ``lang``: the player's name, or the translated label of an
        opponent that is not a person ("Automaton" → "Automat")."""
        for p in self.players:
            if p.name == name and p.label:
                return translate(p.label, lang)
        return name

    def winner_names(self, lang: str = "en") -> list[str]:
        """The winners as shown in ``lang`` (:meth:`shown_name`)."""
        return [self.shown_name(name, lang) for name in self.winners]

    @property
    def totals(self) -> dict[str, int]:
        """Player name → total victory points."""
        return {p.name: p.total for p in self.players}

    def tie_break_text(self, lang: str = "en") -> str:
        """The tie-break applied, in words, in ``lang``."""
        return " ".join(s.text(lang) for s in self.tie_notes)

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        """JSON-ready result: ``players[].name/total/rank/categories/explanation``, ``winners``, ``tie_break``."""
        return {
            "game": self.game,
            "players": [
                {
                    "name": p.name,
                    "total": p.total,
                    "rank": p.rank,
                    "categories": p.categories,
                    "explanation": {line.category: line.text(lang, self.game) for line in p.lines},
                }
                for p in self.players
            ],
            "winners": list(self.winners),
            "tie_break": self.tie_break_text(lang),
            "category_labels": {k: translate(v, lang) for k, v in self.labels.items()},
        }

    def to_json(self, lang: str = "en") -> str:
        """:meth:`to_dict` as indented JSON text."""
        return json.dumps(self.to_dict(lang), ensure_ascii=False, indent=2)

    def rows(self, lang: str = "en") -> tuple[list[str], list[list[Any]]]:
        """Header and rows (player, categories…, total, rank), ordered by rank then sheet order.

        A category an entry does not score in (the Automaton has no population) is ``""``.
        """
        header = [translate("Player", lang)] + [translate(v, lang) for v in self.labels.values()]
        header += [translate("Total", lang), translate("Rank", lang)]
        order = sorted(self.players, key=lambda p: p.rank)
        rows = [[self.shown_name(p.name, lang), *(p.categories.get(key, "") for key in self.labels), p.total, p.rank]
                for p in order]
        return header, rows

    def to_csv(self, lang: str = "en") -> str:
        """The score table as CSV text."""
        import csv
        import io

        buf = io.StringIO()
        header, rows = self.rows(lang)
        writer = csv.writer(buf, lineterminator="\n")
        writer.writerow(header)
        writer.writerows([[_csv_safe(cell) for cell in row] for row in rows])
        return buf.getvalue()

    def to_table(self, lang: str = "en") -> str:
        """A plain-text table plus winners, tie-break words and per-category explanations."""
        header, rows = self.rows(lang)
        cells = [header] + [[str(c) for c in row] for row in rows]
        widths = [max(len(str(r[i])) for r in cells) for i in range(len(header))]
        out = ["  ".join(str(c).ljust(w) for c, w in zip(r, widths)) for r in cells]
        out.insert(1, "  ".join("-" * w for w in widths))
        out.append("")
        winners = join_names(self.winner_names(lang), lang)
        out.append(f"{ngettext('Winner', 'Winners', len(self.winners), lang)}: {winners}")
        out.append(self.tie_break_text(lang))
        out.append("")
        for p in self.players:
            out.append(f"{self.shown_name(p.name, lang)}:")
            for line in p.lines:
                out.append(f"  {translate(self.labels[line.category], lang)}: {line.text(lang, self.game)}")
        return "\n".join(out)

    def to_frame(self, lang: str = "en"):
        """Return a pandas DataFrame: players × categories, plus total and rank columns."""
        import pandas as pd

        header, rows = self.rows(lang)
        return pd.DataFrame([r[1:] for r in rows], index=pd.Index([r[0] for r in rows], name=header[0]),
                            columns=header[1:])

    def explanation(self, player: str, category: str):
        """Return the sympy equation of ``player``'s ``category`` line (numbers filled in)."""
        return self.player(player).line(category).sympy()

    def chart(self, lang: str = "en"):
        """Return a matplotlib Figure: a stacked bar per player, one segment per category."""
        import matplotlib

        matplotlib.use("Agg", force=False)
        from matplotlib.figure import Figure

        fig = Figure(figsize=(7, 3.5))
        ax = fig.add_subplot()
        names = [self.shown_name(p.name, lang) for p in self.players]
        pos = [0] * len(names)
        neg = [0] * len(names)
        for key, label in self.labels.items():
            vals = [p.categories.get(key, 0) for p in self.players]
            bottoms = [pos[i] if v >= 0 else neg[i] for i, v in enumerate(vals)]
            ax.bar(names, vals, bottom=bottoms, label=translate(label, lang))
            for i, v in enumerate(vals):
                if v >= 0:
                    pos[i] += v
                else:
                    neg[i] += v
        ax.set_ylabel(translate("Points", lang))
        ax.legend(fontsize="small", bbox_to_anchor=(1.02, 1), loc="upper left")
        fig.tight_layout()
        return fig


def _csv_safe(cell: Any) -> Any:
    """Keep a spreadsheet from running a player name as a formula (``=cmd|…``): prefix it with ``'``."""
    return "'" + cell if isinstance(cell, str) and cell[:1] in ("=", "+", "-", "@") else cell


def build_result(game: str, labels: dict[str, str], players: Sequence[tuple[str, Sequence[Line]]],
                 tie_breaks: Sequence[TieBreak], *, shared_note: Template | None = None,
                 player_labels: dict[str, str] | None = None) -> ScoreResult:
    """Total each player's lines, rank them with ``tie_breaks`` and say in words what decided ties.

    Args:
        game: game id.
        labels: category key → English label (msgid).
        players: ``(name, lines)`` per player, sheet order.
        tie_breaks: the rulebook's chain, applied in order to players equal on total; empty = shared.
        shared_note: msgid (or :class:`~companion.i18n.Plural` counting ``total``) added to the notes when
            ties are shared by rule (games with no tie-break); placeholders ``{names}``, ``{total}``, ``{rank}``.
        player_labels: name → English msgid shown instead of the name, for opponents that are not people
            (:attr:`PlayerScore.label`).

    Returns:
        A :class:`ScoreResult` whose ranks follow competition ranking on (total, tie-break values…).
    """
    totals = [sum(line.points for line in lines) for _, lines in players]
    keys = [(totals[i], *(tb.values[i] for tb in tie_breaks)) for i in range(len(players))]
    ranks = [1 + sum(1 for other in keys if other > key) for key in keys]
    labelled = player_labels or {}
    scores = tuple(PlayerScore(name, tuple(lines), totals[i], ranks[i], labelled.get(name))
                   for i, (name, lines) in enumerate(players))
    winners = tuple(p.name for p in scores if p.rank == 1)
    notes: list[Phrase] = []
    for total in sorted(set(totals), reverse=True):
        group = [i for i, t in enumerate(totals) if t == total]
        if len(group) > 1:
            notes.extend(_explain_tie(scores, group, list(tie_breaks), total, shared_note))
    if not notes:
        notes.append(Phrase(N_("No players are tied on points.")))
    return ScoreResult(game, dict(labels), scores, winners, tuple(notes))


def _explain_tie(scores, group, chain, total, shared_note) -> list[Phrase]:
    names = [scores[i].name for i in group]
    if not chain:
        template = shared_note or Plural("{names} are tied on {total} point and share rank {rank}.",
                                        "{names} are tied on {total} points and share rank {rank}.", count="total")
        return [Phrase(template, {"names": names, "total": total, "rank": scores[group[0]].rank})]
    notes: list[Phrase] = []
    for level, tb in enumerate(chain):
        values = {tb.values[i] for i in group}
        if len(values) > 1:
            detail = ", ".join(f"{scores[i].name} {tb.values[i]}" for i in group)   # not "A 3 and B 2" after "A and B"
            notes.append(Phrase(Plural("{names} are tied on {total} point; the tie is broken by {tb_label}: {detail}.",
                                       "{names} are tied on {total} points; the tie is broken by {tb_label}: {detail}.",
                                       count="total"),
                                  {"names": names, "total": total, "tb_label": tb.label, "detail": detail}))
            for value in sorted(values, reverse=True):
                sub = [i for i in group if tb.values[i] == value]
                if len(sub) > 1:
                    notes.extend(_explain_still_tied(scores, sub, chain[level + 1:], total))
            return notes
    labels = [Phrase(N_("“{tb_label}”"), {"tb_label": tb.label}) for tb in chain]   # quoted, applied in order
    return [Phrase(Plural("{names} are tied on {total} point and stay tied after every tie-break ({then_tb_labels}): they share rank {rank}.",
                          "{names} are tied on {total} points and stay tied after every tie-break ({then_tb_labels}): they share rank {rank}.",
                          count="total"),
                     {"names": names, "total": total, "then_tb_labels": labels, "rank": scores[group[0]].rank})]


def _explain_still_tied(scores, group, chain, total) -> list[Phrase]:
    for level, tb in enumerate(chain):
        if len({tb.values[i] for i in group}) > 1:
            return _explain_tie(scores, group, chain[level:], total, None)
    names = [scores[i].name for i in group]
    return [Phrase(N_("{names} remain tied after every tie-break and share rank {rank}."),
                     {"names": names, "rank": scores[group[0]].rank})]

