"""Meduris final scoring (``shared/rules/meduris.md`` §5.3–5.4).

Total = points on the score track + temple points + rune stones 1+2+…+n.
Tie-breaks: more huts and temples built, then more resources left behind the screen, then shared.
The same category functions score a typed-in sheet (:func:`score_sheet`) and a finished game on the
board (``companion.meduris.engine.score``, which first derives a sheet from the board).
"""
from __future__ import annotations


from companion import sheets
from companion.errors import FieldRef
from companion.explain import Line
from companion.i18n import N_, Phrase, Plural, Template
from companion.meduris import rules
from companion.result import ScoreResult, TieBreak, build_result

TYPE_CHECKING = False   # typing.TYPE_CHECKING without importing typing (2–4 ms of every command's start-up)
if TYPE_CHECKING:  # pragma: no cover - annotations only
    from typing import Any, Mapping

LABELS = {
    "track": N_("Score track"),
    "temples": N_("Temples"),
    "rune_stones": N_("Rune stones"),
}

SCHEMA = sheets.sheet_schema(
    rules.GAME_ID, "Meduris score sheet",
    {
        "track": sheets.count(rules.MAX_TRACK_SCORE, "points on the score track after the druid's last lap"),
        "rune_stones": sheets.count(rules.RUNE_STONES, "rune stones held"),
        "temples": {
            "type": "array", "maxItems": rules.TEMPLES_PER_PLAYER,
            "description": "one [left, right] pair per temple built: huts in the run directly beside each side",
            "items": {"type": "array", "minItems": 2, "maxItems": 2,
                      "items": sheets.count(rules.MAX_HUTS_IN_GAME)},
        },
        "huts_built": sheets.count(rules.huts_per_player(2), "huts the player built"),
        "resources_left": sheets.count(rules.CHIPS_PER_RESOURCE * len(rules.RESOURCES),
                                       "material chips left behind the screen"),
    },
    min_players=rules.MIN_PLAYERS, max_players=rules.MAX_PLAYERS,
)


def rune_stone_line(stones: int) -> Line:
    """Rune stones: n stones score 1+2+…+n = n(n+1)/2 points (meduris.md §5.3; 5 → 15)."""
    return Line("rune_stones", stones * (stones + 1) // 2, "n*(n + 1)/2", {"n": stones},
                Plural("{n} rune stone: 1 + 2 + … + {n}", "{n} rune stones: 1 + 2 + … + {n}", count="n"), {"n": stones})


def temple_line(temples: list[tuple[int, int]] | list[list[int]]) -> Line:
    """Temples: 1 point per hut in the run directly left plus right of each temple (meduris.md §5.3).

    Args:
        temples: one ``(left, right)`` pair of hut counts per temple (0 when a temple or empty site is beside it).
    """
    symbols = {f"{side}{i + 1}": pair[j] for i, pair in enumerate(temples) for j, side in enumerate(("l", "r"))}
    formula = " + ".join(symbols) if symbols else "0"
    return Line("temples", sum(symbols.values()), formula, symbols,
                Plural("{count} temple, huts beside each side", "{count} temples, huts beside each side"),
                {"count": len(temples)})


def check_limits(sheet: Mapping[str, Any]) -> None:
    """Raise :class:`InvalidScoreSheet` where the sheet breaks Meduris' components (meduris.md §1).

    Each check, with the section it comes from:

    * huts per player: 12 in a 2-player game, 8 with 3–4 players (§1, §3);
    * 9 rune stones and 72 material chips across all players (§1);
    * rune stones held ≤ huts built: a rune stone is taken only by building a hut (§4.3 step 5, §6 #7);
    * each side of a temple ≤ the huts built by everyone (§5.3); both sides together too, since the runs
      on the two sides are different huts (a run reaching round the ring to the other side would need
      every other site built with huts, more than the huts that exist, §1, §3);
    * all temple sides together ≤ twice the huts built by everyone: a run of huts touches at most two
      temple sides, one at each end (§5.3).

    A message about two fields names the other one (:class:`~companion.errors.FieldRef`).
    """
    players = sheet["players"]
    max_huts = rules.huts_per_player(len(players))
    for i, p in enumerate(players):
        if p["huts_built"] > max_huts:
            sheets.fail(["players", i, "huts_built"],
                        Plural("at most {limit} hut per player with {players} players",
                               "at most {limit} huts per player with {players} players", count="limit"),
                        limit=max_huts, players=len(players))
    _check_total(players, "rune_stones", rules.RUNE_STONES,
                 Plural("only {limit} rune stone exists; the players hold {total}",
                        "only {limit} rune stones exist; the players hold {total}", count="limit"))
    for i, p in enumerate(players):
        if p["rune_stones"] > p["huts_built"]:
            sheets.fail(["players", i, "rune_stones"],
                        Plural("{other} is {huts}, so at most {huts} rune stone: each rune stone is taken by "
                               "building a hut",
                               "{other} is {huts}, so at most {huts} rune stones: each rune stone is taken by "
                               "building a hut", count="huts"),
                        other=FieldRef(f"players[{i}].huts_built"), huts=p["huts_built"])
    _check_total(players, "resources_left", rules.CHIPS_PER_RESOURCE * len(rules.RESOURCES),
                 Plural("only {limit} material chip exists; the players hold {total}",
                        "only {limit} material chips exist; the players hold {total}", count="limit"))
    huts_on_board = sum(p["huts_built"] for p in players)
    all_huts = FieldRef("players[*].huts_built")
    for i, p in enumerate(players):
        for t, pair in enumerate(p["temples"]):
            for side, huts in enumerate(pair):
                if huts > huts_on_board:
                    sheets.fail(["players", i, "temples", t, side],
                                Plural("{huts} beside a temple, but only {limit} hut was built in all",
                                       "{huts} beside a temple, but only {limit} huts were built in all", count="limit"),
                                huts=Phrase(HUTS, {"n": huts}), limit=huts_on_board)
            if sum(pair) > huts_on_board:
                sheets.fail(["players", i, "temples", t],
                            Plural("{left} + {right} huts beside this temple, but {other} add up to only {limit} "
                                   "hut: the runs on its two sides are different huts",
                                   "{left} + {right} huts beside this temple, but {other} add up to only {limit} "
                                   "huts: the runs on its two sides are different huts", count="limit"),
                            left=pair[0], right=pair[1], other=all_huts, limit=huts_on_board)
    sides = 0
    for i, p in enumerate(players):
        sides += sum(map(sum, p["temples"]))
        if sides > 2 * huts_on_board:
            sheets.fail(["players", i, "temples"],
                        Plural("the temples' sides count {total} hut, but {other} add up to {huts}: a run of huts "
                               "touches at most two temple sides, so at most {limit}",
                               "the temples' sides count {total} huts, but {other} add up to {huts}: a run of huts "
                               "touches at most two temple sides, so at most {limit}", count="total"),
                        total=sum(sum(map(sum, q["temples"])) for q in players), other=all_huts,
                        huts=huts_on_board, limit=2 * huts_on_board)


#: "3 huts", a count phrase used inside other messages.
HUTS = Plural("{n} hut", "{n} huts", count="n")


def _check_total(players, key: str, limit: int, template: Template) -> None:
    total = sum(p[key] for p in players)
    if total > limit:
        last = max(i for i, p in enumerate(players) if p[key])
        sheets.fail(["players", last, key], template, limit=limit, total=total)


def score_sheet(sheet: Mapping[str, Any]) -> ScoreResult:
    """Validate and score a Meduris sheet (format in README; meduris.md §5.3–5.4).

    Args:
        sheet: ``{"game": "meduris", "players": [{"name", "track", "rune_stones", "temples", "huts_built",
            "resources_left"}, …]}`` — points, stones, ``[left, right]`` hut counts, huts, chips.
    Returns:
        :class:`~companion.result.ScoreResult` with categories ``track``, ``temples``, ``rune_stones``.
    Raises:
        InvalidScoreSheet: bad format or a component limit broken.
    """
    sheet = sheets.validate(sheet, SCHEMA)
    check_limits(sheet)
    players = sheet["players"]
    scored = [
        (p["name"], [Line("track", p["track"], "t", {"t": p["track"]}), temple_line(p["temples"]),
                     rune_stone_line(p["rune_stones"])])
        for p in players
    ]
    tie_breaks = [
        TieBreak(N_("more huts and temples built"), [p["huts_built"] + len(p["temples"]) for p in players]),
        TieBreak(N_("more resources left behind the screen"), [p["resources_left"] for p in players]),
    ]
    return build_result(rules.GAME_ID, LABELS, scored, tie_breaks)
