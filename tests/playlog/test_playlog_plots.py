"""Charts of the game night: figures are built (not shown), one bar segment per category per play,
one histogram entry per final score, labels in the reader's language."""
from __future__ import annotations

import pytest

pytest.importorskip("matplotlib")

from matplotlib.figure import Figure  # noqa: E402

from companion.playlog import plots  # noqa: E402


def test_category_breakdown_over_time(night):
    fig = plots.category_breakdown(night.search(), "meduris", "Ann")
    assert isinstance(fig, Figure)
    (ax,) = fig.axes
    # 2 Meduris plays × 3 categories; Ann's heights: play 1 track 47, temples 6, rune stones 15; play 2 50, 3, 6
    heights = sorted(p.get_height() for p in ax.patches)
    assert heights == sorted([47, 6, 15, 50, 3, 6])
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["Score track", "Temples", "Rune stones"]
    assert [t.get_text() for t in ax.get_xticklabels()] == ["2024-03-01\n#1", "2024-03-08\n#2"]
    # stacked: the rune-stone segment of play 1 starts at 47 + 6
    rune = [p for p in ax.patches if p.get_height() == 15][0]
    assert rune.get_y() == 53


def test_category_breakdown_in_polish_and_empty(night):
    fig = plots.category_breakdown(night.search(), "meduris", "Ann", lang="pl")
    ax = fig.axes[0]
    assert "Kamienie runiczne" in [t.get_text() for t in ax.get_legend().get_texts()]
    assert ax.get_ylabel() == "Punkty"
    empty = plots.category_breakdown(night.search(), "meduris", "Dee", lang="pl")   # Dee never played Meduris
    assert len(empty.axes[0].patches) == 0 and "Brak rozgrywek do pokazania." in [t.get_text() for t in empty.axes[0].texts]


def test_score_histogram(night):
    fig = plots.score_histogram(night.search(), "meduris")
    ax = fig.axes[0]
    # four Meduris scores: Ann 68, 59; Bob 73, 59 → the bars of both players count 4 scores in all
    assert sum(p.get_height() for p in ax.patches) == 4
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["Ann", "Bob"]
    only_bob = plots.score_histogram(night.search(), "meduris", players=["Bob"], bins=2)
    assert sum(p.get_height() for p in only_bob.axes[0].patches) == 2
    assert plots.score_histogram([], "iquazu", lang="pl").axes[0].get_title() == "Wyniki końcowe w grze Iquazú"


def test_no_pyplot_figure_is_left_open(night):
    import matplotlib.pyplot as plt

    before = plt.get_fignums()
    plots.score_histogram(night.search(), "five-tribes")
    plots.category_breakdown(night.search(), "five-tribes", "Dee")
    assert plt.get_fignums() == before
