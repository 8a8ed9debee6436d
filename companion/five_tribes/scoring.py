"""Five Tribes final scoring (``shared/rules/five-tribes.md`` §5; components §1; ties §6 #29).

Total = gold coins + viziers (1 each + 10 per opponent with strictly fewer) + elders (2 each) + djinn VP
+ tile VP + palm trees (3 each) + palaces (5 each) + merchandise (best split into sets of different kinds).
End-game djinns (§1.5, §5): Jafaar 3 VP per vizier, Shamhat 4 VP per elder, Haurvatat 5 VP per palm tree,
Al-Amin each pair of fakirs = 1 wild merchandise. Fakirs are otherwise worth 0 VP (§1.4).
There is no tie-break: tied players share the rank (§5, §6 #29).
"""
from __future__ import annotations

from collections import Counter

from companion import sheets
from companion.errors import FieldRef
from companion.explain import Line
from companion.five_tribes import rules
from companion.five_tribes.merchandise import best_split
from companion.i18n import N_, Phrase, Plural, Template
from companion.result import ScoreResult, build_result

TYPE_CHECKING = False   # typing.TYPE_CHECKING without importing typing (2–4 ms of every command's start-up)
if TYPE_CHECKING:  # pragma: no cover - annotations only
    from typing import Any, Mapping, Sequence

LABELS = {
    "coins": N_("Gold coins"),
    "viziers": N_("Viziers"),
    "elders": N_("Elders"),
    "djinns": N_("Djinns"),
    "tiles": N_("Tiles"),
    "palm_trees": N_("Palm trees"),
    "palaces": N_("Palaces"),
    "merchandise": N_("Merchandise"),
}

SHARED_NOTE = Plural("{names} are tied on {total} point and share rank {rank}: Five Tribes has no tie-break.",
                     "{names} are tied on {total} points and share rank {rank}: Five Tribes has no tie-break.",
                     count="total")
#: "5 fakirs", "2 wild cards": the two counts of the Al-Amin note (§1.5 #1).
FAKIRS = Plural("{n} fakir", "{n} fakirs", count="n")
WILDS = Plural("{n} wild card", "{n} wild cards", count="n")

SCHEMA = sheets.sheet_schema(
    rules.GAME_ID, "Five Tribes score sheet",
    {
        "coins": sheets.count(description="gold coins held (face value)"),
        "viziers": sheets.count(rules.VIZIERS, "viziers (yellow meeples) held"),
        "elders": sheets.count(rules.ELDERS, "elders (white meeples) held"),
        "djinns": {
            "type": "array", "maxItems": len(rules.DJINN_VP),
            "description": "names of the djinns held (spelling variants accepted)",
            "items": sheets.text(),
        },
        "tiles": {
            "type": "array", "maxItems": rules.camels_per_player(2),
            "description": "printed VP value of each tile carrying the player's camel",
            "items": {"type": "integer", "enum": sorted(rules.TILE_COUNTS)},
        },
        "palm_trees": sheets.count(rules.PALM_TREES, "palm trees on the player's tiles"),
        "palaces": sheets.count(rules.PALACES, "palaces on the player's tiles"),
        "merchandise": {
            "type": "object", "additionalProperties": False,
            "description": "merchandise cards held: kind -> count (missing kinds count 0)",
            "properties": {kind: sheets.count(copies, f"{kind} cards held") for kind, copies in rules.MERCHANDISE.items()},
        },
        "fakirs": sheets.count(rules.FAKIRS, "fakir cards held"),
    },
    min_players=rules.MIN_PLAYERS, max_players=rules.MAX_PLAYERS,
)


# --- component limits (§1) ---------------------------------------------------------------------------------

def _check_total(players: Sequence[Mapping[str, Any]], path: Sequence[str], limit: int, template: Template,
                 size: bool = False) -> None:
    """Fail at the first player whose value at ``path`` (its length if ``size``) takes the total over ``limit``."""
    values = []
    for p in players:
        value: Any = p
        for key in path:
            value = value.get(key, 0)
        values.append(len(value) if size else value)
    running = 0
    for i, value in enumerate(values):
        running += value
        if running > limit:
            sheets.fail(["players", i, *path], template, limit=limit, total=sum(values))


def _check_djinns(players: Sequence[Mapping[str, Any]]) -> None:
    """Every djinn name must be one of the 22 (§1.5) and each djinn card held at most once in the game."""
    holder: dict[str, str] = {}
    for i, p in enumerate(players):
        for j, text in enumerate(p["djinns"]):
            name = rules.djinn_name(text)
            if name is None:
                sheets.fail(["players", i, "djinns", j], N_("{text!r} is not one of the 22 djinns"), text=sheets.shown(text))
            if name in holder:
                sheets.fail(["players", i, "djinns", j], N_("the djinn {djinn} exists once; it is already held by {holder}"),
                            djinn=name, holder=holder[name])
            holder[name] = p["name"]


def _check_tiles(players: Sequence[Mapping[str, Any]]) -> None:
    """Tiles per player ≤ camels (§1.7), 30 tiles in all, and no VP value more often than the box has (§1.2)."""
    camels = rules.camels_per_player(len(players))
    for i, p in enumerate(players):
        if len(p["tiles"]) > camels:
            sheets.fail(["players", i, "tiles"],
                        Plural("with {players} players each player has {limit} camel, so at most {limit} tile",
                               "with {players} players each player has {limit} camels, so at most {limit} tiles",
                               count="limit"),
                        players=len(players), limit=camels)
    _check_total(players, ["tiles"], rules.TILES,
                 Plural("the game has only {limit} tile; the players own {total}",
                        "the game has only {limit} tiles; the players own {total}", count="limit"), size=True)
    seen: Counter[int] = Counter()
    for i, p in enumerate(players):
        for j, value in enumerate(p["tiles"]):
            seen[value] += 1
            if seen[value] > rules.TILE_COUNTS[value]:
                sheets.fail(["players", i, "tiles", j],
                            Plural("the game has only {limit} tile worth {value} VP",
                                   "the game has only {limit} tiles worth {value} VP", count="limit"),
                            limit=rules.TILE_COUNTS[value], value=value)


def check_limits(sheet: Mapping[str, Any]) -> None:
    """Raise :class:`~companion.errors.InvalidScoreSheet` where a sheet breaks a component count (five-tribes.md §1).

    Checks (totals across all players; the error names the field of the player where a total is exceeded):
    djinn names known (§1.5) and each djinn held once; tiles per player ≤ camels
    (11 with 2 players, 8 with 3–4; §1.7), at most 30 tiles and at most the box count per VP value (§1.2);
    viziers ≤ 16, elders ≤ 20 (§1.3); palm trees ≤ 12, palaces ≤ 10 (§1.1), and none on a player with no
    tile; merchandise per kind ≤ the deck (§1.4); fakirs ≤ 18 (§1.4). Gold is not limited (§1.7, §6 #2).
    """
    players = sheet["players"]
    _check_djinns(players)
    _check_tiles(players)
    for key, limit, template in (
        ("viziers", rules.VIZIERS, Plural("only {limit} vizier exists; the players hold {total}",
                                           "only {limit} viziers exist; the players hold {total}", count="limit")),
        ("elders", rules.ELDERS, Plural("only {limit} elder exists; the players hold {total}",
                                         "only {limit} elders exist; the players hold {total}", count="limit")),
        ("palm_trees", rules.PALM_TREES, Plural("only {limit} palm tree exists; the sheet counts {total}",
                                                 "only {limit} palm trees exist; the sheet counts {total}", count="limit")),
        ("palaces", rules.PALACES, Plural("only {limit} palace exists; the sheet counts {total}",
                                           "only {limit} palaces exist; the sheet counts {total}", count="limit")),
        ("fakirs", rules.FAKIRS, Plural("only {limit} fakir card exists; the players hold {total}",
                                         "only {limit} fakir cards exist; the players hold {total}", count="limit")),
    ):
        _check_total(players, [key], limit, template)
    for kind, copies in rules.MERCHANDISE.items():
        _check_total(players, ["merchandise", kind], copies,
                             Plural("the deck has only {limit} card of this kind; the players hold {total}",
                                    "the deck has only {limit} cards of this kind; the players hold {total}", count="limit"))
    for i, p in enumerate(players):
        for key in ("palm_trees", "palaces"):
            if p[key] and not p["tiles"]:
                sheets.fail(["players", i, key], N_("counted on the player's tiles, but the player has no tiles"),
                            other=FieldRef(f"players[{i}].tiles"))     # outlined in a calculator beside the field


# --- category lines (§5) -----------------------------------------------------------------------------------

def vizier_line(viziers: int, opponents: Sequence[int], jafaar: bool = False) -> Line:
    """Viziers: 1 VP each (3 with Jafaar) + 10 VP per opponent with strictly fewer viziers (§5 #2, §1.5 #11).

    Args:
        viziers: viziers this player holds.
        opponents: viziers held by each opponent.
        jafaar: this player holds Jafaar (the 10-VP bonus is unchanged).

    >>> vizier_line(5, [3, 3, 0]).points       # examples G1: 5 + 3×10
    35
    """
    k = sum(1 for other in opponents if other < viziers)
    if jafaar:
        return Line("viziers", rules.VP_PER_VIZIER_JAFAAR * viziers + rules.VIZIER_BONUS * k, "3*v + 10*k",
                    {"v": viziers, "k": k}, N_("Jafaar: 3 VP per vizier; opponents with fewer viziers: {k}"), {"k": k})
    return Line("viziers", rules.VP_PER_VIZIER * viziers + rules.VIZIER_BONUS * k, "v + 10*k", {"v": viziers, "k": k},
                N_("opponents with fewer viziers: {k}"), {"k": k})


def elder_line(elders: int, shamhat: bool = False) -> Line:
    """Elders: 2 VP each, 4 VP each with Shamhat (§5 #3, §1.5 #19)."""
    if shamhat:
        return Line("elders", rules.VP_PER_ELDER_SHAMHAT * elders, "4*e", {"e": elders}, N_("Shamhat: 4 VP per elder"))
    return Line("elders", rules.VP_PER_ELDER * elders, "2*e", {"e": elders})


def djinn_line(names: Sequence[str]) -> Line:
    """Djinns: the sum of the printed VP of the djinns held (§5 #4, VP in §1.5).

    Args:
        names: canonical djinn names (see :func:`companion.five_tribes.rules.djinn_name`).
    """
    values = {rules.djinn_symbol(n): rules.DJINN_VP[n] for n in names}
    formula = " + ".join(values) or "0"
    note = N_("djinns held: {djinns}") if names else ""
    return Line("djinns", sum(values.values()), formula, values, note,
                {"djinns": ", ".join(f"{n} {rules.DJINN_VP[n]}" for n in names)})


def tile_line(tiles: Sequence[int]) -> Line:
    """Tiles: the sum of the printed VP of the tiles carrying the player's camel (§5 #5)."""
    values = {f"t{i + 1}": v for i, v in enumerate(tiles)}
    return Line("tiles", sum(tiles), " + ".join(values) or "0", values,
                N_("tiles owned: {count}") if tiles else "", {"count": len(tiles)})


def palm_line(palms: int, haurvatat: bool = False) -> Line:
    """Palm trees on the player's tiles: 3 VP each, 5 VP each with Haurvatat (§5 #6, §1.5 #9)."""
    if haurvatat:
        return Line("palm_trees", rules.VP_PER_PALM_HAURVATAT * palms, "5*palms", {"palms": palms},
                    N_("Haurvatat: 5 VP per palm tree"))
    return Line("palm_trees", rules.VP_PER_PALM * palms, "3*palms", {"palms": palms})


def palace_line(palaces: int) -> Line:
    """Palaces on the player's tiles: 5 VP each (§5 #7)."""
    return Line("palaces", rules.VP_PER_PALACE * palaces, "5*palaces", {"palaces": palaces})


def merchandise_line(merchandise: Mapping[str, int], fakirs: int = 0, al_amin: bool = False) -> Line:
    """Merchandise: the best split into sets of different kinds, summed (§5 #8; optimiser in ``merchandise``).

    Args:
        merchandise: kind → cards held.
        fakirs: fakir cards held; they score only with Al-Amin (each pair = 1 wild merchandise, §1.5 #1).
        al_amin: this player holds Al-Amin.

    >>> merchandise_line({"fish": 3, "wheat": 2, "pottery": 1, "ivory": 1}, fakirs=2).points   # F1
    17
    """
    wilds = fakirs // rules.FAKIRS_PER_WILD if al_amin else 0
    split = best_split(merchandise, wilds)
    values = {f"s{i + 1}": v for i, v in enumerate(split.set_points)}
    sizes = ", ".join(str(n) for n in split.sizes)
    if not split.sets:
        note, params = "", {}
    elif al_amin:
        note = N_("set sizes (different kinds): {sizes}; Al-Amin: {fakirs} = {wilds}")
        params = {"sizes": sizes, "fakirs": Phrase(FAKIRS, {"n": fakirs}), "wilds": Phrase(WILDS, {"n": wilds})}
    else:
        note, params = N_("set sizes (different kinds): {sizes}"), {"sizes": sizes}
    return Line("merchandise", split.points, " + ".join(values) or "0", values, note, params)


def player_lines(player: Mapping[str, Any], opponents: Sequence[Mapping[str, Any]]) -> list[Line]:
    """All eight category lines of one validated sheet player (§5), in :data:`LABELS` order."""
    held = [rules.djinn_name(text) for text in player["djinns"]]
    return [
        Line("coins", rules.VP_PER_COIN * player["coins"], "coins", {"coins": player["coins"]}),
        vizier_line(player["viziers"], [o["viziers"] for o in opponents], rules.JAFAAR in held),
        elder_line(player["elders"], rules.SHAMHAT in held),
        djinn_line(held),
        tile_line(player["tiles"]),
        palm_line(player["palm_trees"], rules.HAURVATAT in held),
        palace_line(player["palaces"]),
        merchandise_line(player["merchandise"], player["fakirs"], rules.AL_AMIN in held),
    ]


def score_sheet(sheet: Mapping[str, Any]) -> ScoreResult:
    """Validate and score a Five Tribes sheet (five-tribes.md §5).

    Args:
        sheet: ``{"game": "five-tribes", "players": [{"name", "coins", "viziers", "elders", "djinns": [names],
            "tiles": [VP values], "palm_trees", "palaces", "merchandise": {kind: count}, "fakirs"}, …]}``
            (2–4 players; counts are whole numbers ≥ 0).
    Returns:
        :class:`~companion.result.ScoreResult` with the categories of :data:`LABELS`; ties are shared.
    Raises:
        InvalidScoreSheet: bad format or a component limit broken (:func:`check_limits`).
    """
    sheet = sheets.validate(sheet, SCHEMA)
    check_limits(sheet)
    players = sheet["players"]
    scored = [(p["name"], player_lines(p, [o for j, o in enumerate(players) if j != i])) for i, p in enumerate(players)]
    return build_result(rules.GAME_ID, LABELS, scored, [], shared_note=SHARED_NOTE)
