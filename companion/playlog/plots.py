"""Charts of logged plays (matplotlib): category breakdowns over time and score histograms.

Each function returns a :class:`matplotlib.figure.Figure` built without pyplot (nothing is shown or
kept open); a notebook displays it, a script saves it with ``fig.savefig(path)``. Labels are in the
reader's language.
"""
from __future__ import annotations

from typing import Any, Iterable

from companion.i18n import N_, render, translate


def _figure(size: tuple[float, float]):
    import matplotlib

    matplotlib.use("Agg", force=False)
    from matplotlib.figure import Figure

    return Figure(figsize=size)


def category_breakdown(plays: Iterable[Any], game: str, player: str, lang: str = "en"):
    """Stacked bars of ``player``'s points per scoring category, one bar per play of ``game`` in date
    order (x labels: date and play number); negative points stack below zero.

    Args:
        plays: logged plays (other games and plays without ``player`` are left out).
        game: game id; player: exact name.
    Returns:
        A Figure (one Axes); an empty chart says that there are no plays.
    """
    from companion import games

    labels = games.scorer(game).LABELS
    chosen = sorted((p for p in plays if p.game == game and any(x.name == player for x in p.players)),
                    key=lambda p: (p.date, p.id))
    fig = _figure((max(5.0, 0.6 * len(chosen) + 3), 3.5))
    ax = fig.add_subplot()
    title = translate(games.title(game), lang)
    ax.set_title(render(N_("{player}: points per category in {game}"), lang, player=player, game=title))
    if not chosen:
        ax.text(0.5, 0.5, translate("No plays to show.", lang), ha="center", va="center", transform=ax.transAxes)
        return fig
    xs = [f"{p.date.isoformat()}\n#{p.id}" for p in chosen]
    lines = [p.player(player).categories for p in chosen]
    keys = list(dict.fromkeys(k for line in lines for k in line))
    pos = [0] * len(chosen)
    neg = [0] * len(chosen)
    for key in keys:
        values = [line.get(key, 0) for line in lines]
        bottoms = [pos[i] if v >= 0 else neg[i] for i, v in enumerate(values)]
        ax.bar(xs, values, bottom=bottoms, label=translate(labels.get(key, key), lang))
        for i, v in enumerate(values):
            if v >= 0:
                pos[i] += v
            else:
                neg[i] += v
    ax.set_ylabel(translate("Points", lang))
    ax.tick_params(axis="x", labelsize="small")
    ax.legend(fontsize="small", bbox_to_anchor=(1.02, 1), loc="upper left")
    fig.tight_layout()
    return fig


def score_histogram(plays: Iterable[Any], game: str, players: Iterable[str] | None = None, lang: str = "en",
                    bins: int | None = None):
    """Histogram of final totals in ``game``: one stacked series per player.

    Args:
        players: the players to show (default: everyone who played ``game``, by name).
        bins: number of bins (default: up to 10, from the spread of the scores).
    Returns:
        A Figure (one Axes); an empty chart says that there are no plays.
    """
    from companion import games

    chosen = [p for p in plays if p.game == game]
    names = list(players) if players is not None else sorted({x.name for p in chosen for x in p.players})
    series = [[x.total for p in chosen for x in p.players if x.name == name] for name in names]
    fig = _figure((6, 3.5))
    ax = fig.add_subplot()
    ax.set_title(render(N_("Final scores in {game}"), lang, game=translate(games.title(game), lang)))
    ax.set_xlabel(translate("Total", lang))
    ax.set_ylabel(translate("Times scored", lang))
    shown = [(n, s) for n, s in zip(names, series) if s]
    if not shown:
        ax.text(0.5, 0.5, translate("No plays to show.", lang), ha="center", va="center", transform=ax.transAxes)
        return fig
    values = [v for _, s in shown for v in s]
    if bins is None:
        bins = max(1, min(10, max(values) - min(values) + 1))
    ax.hist([s for _, s in shown], bins=bins, stacked=True, label=[n for n, _ in shown])
    ax.legend(fontsize="small")
    fig.tight_layout()
    return fig
