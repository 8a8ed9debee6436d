"""Statistics of logged plays with pandas: per player, per game, per scoring category, head to head.

Every function takes plays (:class:`~companion.playlog.store.Play`, e.g. ``log.search(game="meduris")``)
and returns a :class:`pandas.DataFrame` with English snake_case column names; :func:`labelled` gives a
copy with the headers in the reader's language, for display.

A win is a rank of 1: when players share first place (the game's tie-breaks did not separate them),
each of them is counted a win, and also a ``shared_win``. Win rate = wins / plays.
Scores are only compared within one game: score columns are per game (index ``game``, ``player``).

Example:

    >>> from companion.playlog.store import PlayLog
    >>> log = PlayLog(":memory:")
    >>> _ = log.add({"game": "world-wonders", "players": [
    ...     {"name": "Ann", "population_rings": 5, "food": 3, "ceramics": 3, "gears": 3, "monument_rings": 0,
    ...      "monuments": 0, "natural_resources": 0, "districts": 0, "unpaid_loan": False},
    ...     {"name": "Bob", "population_rings": 7, "food": 3, "ceramics": 3, "gears": 3, "monument_rings": 0,
    ...      "monuments": 0, "natural_resources": 0, "districts": 0, "unpaid_loan": True}]}, date="2024-01-05")
    >>> overall_stats(log.search())[["plays", "wins", "shared_wins", "win_rate"]]
            plays  wins  shared_wins  win_rate
    player
    Ann         1     1            1       1.0
    Bob         1     1            1       1.0
"""
from __future__ import annotations

from typing import Any, Iterable

from companion.i18n import N_, translate
from companion.playlog.store import player_key

#: Column and index names → English msgid of their header (see :func:`labelled`).
LABELS: dict[str, str] = {
    "play": N_("Play"),
    "date": N_("Date"),
    "game": N_("Game"),
    "player": N_("Player"),
    "opponent": N_("Opponent"),
    "plays": N_("Plays"),
    "wins": N_("Wins"),
    "shared_wins": N_("Shared wins"),
    "win_rate": N_("Win rate"),
    "average_score": N_("Average score"),
    "best_score": N_("Best score"),
    "average_players": N_("Average players"),
    "average_winning_score": N_("Average winning score"),
    "best_player": N_("Best score by"),
    "ahead": N_("Finished ahead"),
    "behind": N_("Finished behind"),
    "tied": N_("Tied"),
    "total": N_("Total"),
    "rank": N_("Rank"),
    "won": N_("Won"),
    "shared": N_("Shared win"),
    "category": N_("Category"),
    "points": N_("Points"),
}


_key = player_key


def _pd():
    import pandas as pd

    return pd


def results_frame(plays: Iterable[Any]):
    """One row per player per play: ``play, date, game, player, seat, total, rank, won, shared,
    players`` (``won``: rank 1; ``shared``: won with another player; ``players``: how many played)."""
    pd = _pd()
    rows = []
    for play in plays:
        winners = sum(1 for p in play.players if p.won)
        for seat, p in enumerate(play.players):
            rows.append({"play": play.id, "date": pd.Timestamp(play.date), "game": play.game, "player": p.name,
                         "seat": seat, "total": p.total, "rank": p.rank, "won": p.won,
                         "shared": p.won and winners > 1, "players": len(play.players)})
    columns = ["play", "date", "game", "player", "seat", "total", "rank", "won", "shared", "players"]
    frame = pd.DataFrame(rows, columns=columns)
    return frame.astype({"play": "int64", "seat": "int64", "total": "int64", "rank": "int64", "won": "bool",
                         "shared": "bool", "players": "int64"})


def scores_frame(plays: Iterable[Any]):
    """One row per player per scoring category per play: ``play, date, game, player, category, position,
    points`` (``position``: the category's place in the game's order)."""
    pd = _pd()
    rows = [{"play": play.id, "date": pd.Timestamp(play.date), "game": play.game, "player": p.name,
             "category": key, "position": i, "points": points}
            for play in plays for p in play.players for i, (key, points) in enumerate(p.categories.items())]
    frame = pd.DataFrame(rows, columns=["play", "date", "game", "player", "category", "position", "points"])
    return frame.astype({"play": "int64", "position": "int64", "points": "int64"})


def _win_columns(grouped):
    out = grouped.agg(plays=("play", "nunique"), wins=("won", "sum"), shared_wins=("shared", "sum"))
    out = out.astype({"plays": "int64", "wins": "int64", "shared_wins": "int64"})
    out["win_rate"] = out["wins"] / out["plays"]
    return out


def overall_stats(plays: Iterable[Any], player: str | None = None):
    """Per player over every game: ``plays``, ``wins``, ``shared_wins``, ``win_rate``.

    Args:
        player: keep only this player's row (letter case and surrounding spaces ignored, as in
            :meth:`~companion.playlog.store.PlayLog.search`).
    Returns:
        DataFrame indexed by ``player``, sorted by name.
    """
    frame = results_frame(plays)
    if player is not None:
        frame = frame[frame["player"].str.strip().str.casefold() == _key(player)]
    return _win_columns(frame.groupby("player", sort=True))


def player_stats(plays: Iterable[Any], player: str | None = None):
    """Per game and player: ``plays``, ``wins``, ``shared_wins``, ``win_rate``, ``average_score``,
    ``best_score``.

    Returns:
        DataFrame indexed by (``game``, ``player``), sorted.
    """
    frame = results_frame(plays)
    if player is not None:
        frame = frame[frame["player"].str.strip().str.casefold() == _key(player)]
    grouped = frame.groupby(["game", "player"], sort=True)
    out = _win_columns(grouped)
    out["average_score"] = grouped["total"].mean().astype("float64")
    out["best_score"] = grouped["total"].max().astype("int64")
    return out


def game_stats(plays: Iterable[Any]):
    """Per game: ``plays``, ``average_players``, ``average_score`` (all players), ``best_score``,
    ``best_player`` (who scored it first, by date), ``average_winning_score``.

    Returns:
        DataFrame indexed by ``game``.
    """
    pd = _pd()
    frame = results_frame(plays)
    rows = {}
    for game, group in frame.groupby("game", sort=True):
        per_play = group.drop_duplicates("play")
        best = group.sort_values(["total", "date", "play"], ascending=[False, True, True]).iloc[0]
        rows[game] = {"plays": int(group["play"].nunique()), "average_players": float(per_play["players"].mean()),
                      "average_score": float(group["total"].mean()), "best_score": int(best["total"]),
                      "best_player": best["player"],
                      "average_winning_score": float(group[group["won"]].drop_duplicates("play")["total"].mean())}
    columns = ["plays", "average_players", "average_score", "best_score", "best_player", "average_winning_score"]
    return pd.DataFrame.from_dict(rows, orient="index", columns=columns).rename_axis("game")


def category_averages(plays: Iterable[Any], game: str):
    """Average points per scoring category of ``game``, per player.

    Returns:
        DataFrame indexed by ``player``, one column per category key in the game's order.
    """
    frame = scores_frame(plays)
    frame = frame[frame["game"] == game]
    order = frame.drop_duplicates("category").sort_values("position")["category"].tolist()
    out = frame.pivot_table(index="player", columns="category", values="points", aggfunc="mean")
    out = out.reindex(columns=order).astype("float64")
    out.columns.name = None
    return out


def head_to_head(plays: Iterable[Any], player: str | None = None):
    """For every pair of players who played together: ``plays`` together, how often the first
    finished ``ahead`` of (better rank), ``behind`` or ``tied`` with (same rank) the second, and
    ``win_rate`` = ahead / plays.

    Args:
        player: keep only the rows of this player against the others (letter case ignored).
    Returns:
        DataFrame indexed by (``player``, ``opponent``), sorted.
    """
    pd = _pd()
    counts: dict[tuple[str, str], list[int]] = {}
    for play in plays:
        for a in play.players:
            for b in play.players:
                if a is b or (player is not None and _key(a.name) != _key(player)):
                    continue
                c = counts.setdefault((a.name, b.name), [0, 0, 0, 0])
                c[0] += 1
                c[1 if a.rank < b.rank else 2 if a.rank > b.rank else 3] += 1
    index = pd.MultiIndex.from_tuples(sorted(counts), names=["player", "opponent"])
    out = pd.DataFrame([counts[k] for k in index], index=index, columns=["plays", "ahead", "behind", "tied"],
                       dtype="int64")
    out["win_rate"] = (out["ahead"] / out["plays"]).astype("float64")
    return out


def labelled(frame, lang: str = "en", game: str | None = None):
    """A copy of ``frame`` with its column and index headers in ``lang`` (for display).

    Game ids in a ``game`` index are shown as titles; category keys of ``game`` (as in
    :func:`category_averages`) as the game's category labels.
    """
    from companion import games

    names = dict(LABELS)
    if game is not None:
        names.update(games.scorer(game).LABELS)
    out = frame.rename(columns=lambda c: translate(names.get(c, c), lang))
    if "game" in (out.index.names or []):
        level = out.index.names.index("game")
        out = out.rename(index=lambda g: translate(games.title(g), lang) if g in games.GAMES else g,
                         level=level if out.index.nlevels > 1 else None)
    out.index.names = [translate(names.get(n, n), lang) if n else n for n in out.index.names]
    return out
