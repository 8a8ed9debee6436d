"""Charts of analysis results (matplotlib): win chances with their intervals, and the distribution of final
points per scoring category.

Each function returns a :class:`matplotlib.figure.Figure` built without pyplot (nothing is shown or kept open): a
notebook displays it, a script saves it with ``fig.savefig(path)``. Labels are in the reader's language.

Example:
    >>> from companion import games
    >>> from companion.analysis import win_chances
    >>> chances = win_chances(games.get("meduris").new_game(["Ann", "Bob"], seed=7), games=3)
    >>> len(win_chance_chart(chances).axes), len(score_distribution_chart(chances).axes)
    (1, 4)
"""
from __future__ import annotations

import math
from typing import Any

from companion.i18n import N_, render, translate

__all__ = ["win_chance_chart", "score_distribution_chart"]


def _figure(size: tuple[float, float]):
    import matplotlib

    matplotlib.use("Agg", force=False)
    from matplotlib.figure import Figure

    return Figure(figsize=size)


def win_chance_chart(chances: Any, lang: str = "en"):
    """One bar per player: the estimated win chance, with its 95 % Wilson interval as an error bar.

    Args:
        chances: a :class:`~companion.analysis.simulate.WinChances`.
    Returns:
        A Figure with one Axes (y from 0 to 100 %).
    """
    fig = _figure((max(4.0, 1.2 * len(chances.players) + 2), 3.5))
    ax = fig.add_subplot()
    ax.set_title(render(N_("Win chances after {games} games"), lang, games=chances.games))
    ax.set_ylabel(translate("Win chance (%)", lang))
    ax.set_ylim(0, 100)
    if not chances.games:
        ax.text(0.5, 0.5, translate("No games were played.", lang), ha="center", va="center",
                transform=ax.transAxes)
        return fig
    probs = [100 * p for p in chances.probabilities]
    lows, highs = zip(*chances.intervals)
    err = [[p - 100 * lo for p, lo in zip(probs, lows)], [100 * hi - p for p, hi in zip(probs, highs)]]
    ax.bar(list(chances.players), probs, yerr=err, capsize=6)
    for x, p in enumerate(probs):
        ax.annotate(f"{p:.0f}%", (x, p), textcoords="offset points", xytext=(12, 3), fontsize="small")
    fig.tight_layout()
    return fig


def score_distribution_chart(chances: Any, lang: str = "en", bins: int | None = None):
    """Histograms of the final points: one panel per scoring category plus one for the total, one outline per
    player.

    Args:
        chances: a :class:`~companion.analysis.simulate.WinChances`.
        bins: bins per panel (default: up to 15, from the spread of the points).
    Returns:
        A Figure with ``len(categories) + 1`` Axes.
    """
    keys = [*chances.categories, "total"]
    cols = min(2, len(keys))
    rows = math.ceil(len(keys) / cols)
    fig = _figure((4.2 * cols, 2.8 * rows))
    for k, key in enumerate(keys):
        ax = fig.add_subplot(rows, cols, k + 1)
        label = translate("Total", lang) if key == "total" else translate(chances.labels[key], lang)
        ax.set_title(label, fontsize="medium")
        ax.set_xlabel(translate("Points", lang), fontsize="small")
        ax.set_ylabel(translate("Games", lang), fontsize="small")
        series = chances.scores(key) if chances.games else []
        values = [v for s in series for v in s]
        if not values:
            continue
        n = bins or max(1, min(15, max(values) - min(values) + 1))
        ax.hist(series, bins=n, histtype="step", label=list(chances.players))
        if k == 0:
            ax.legend(fontsize="small")
    fig.suptitle(render(N_("Final points in {games} simulated games"), lang, games=chances.games))
    fig.tight_layout()
    return fig
