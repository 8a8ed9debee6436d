"""Positions as field dicts, checked against the components, and saves as records (meduris.md §1 component
counts, §4.10; design "Engine contract": a game is its start plus a move list).

* :func:`position_fields` / :func:`fields_to_data` turn a position into its readable field dict (the form a
  prepared start is saved in, ``origin``) and back into the flat data of :mod:`companion.meduris.state`;
* :func:`check_position` checks such a dict against every component count and rule a position must keep,
  so a tampered save (25 wood for one player when 18 exist) is refused;
* :func:`record_of` writes the save record ``{game, version, players, seed, options, origin, chance,
  moves}``; :func:`upgrade_save` reads the saves of the first engine (versions 1 and 2: the whole state plus
  a history of move dicts), replays them with the die stream they were played with and refuses them if the
  replayed position differs from the one saved.
"""
from __future__ import annotations

from itertools import compress
from typing import Any, Mapping

from companion.engine.fields import ints as _ints, whole as _whole
from companion.errors import InvalidPosition
from companion.i18n import N_, Plural
from companion.meduris.moves import move_from_json, shown
from companion.meduris.rules import (
    BONUS_CHIPS, CHIPS_PER_RESOURCE, DIE_FACES, MAX_TRACK_SCORE, MAX_WORKERS_PER_PLATEAU, RESOURCES, TEMPLES_PER_PLAYER,
    huts_per_player, workers_per_player,
)
from companion.meduris.settlement import cost_masks, hut_costs
from companion.meduris.state import BONUS_CODES, DECISIONS, ENDED_BY, PHASES, Layout

__all__ = ["position_fields", "fields_to_data", "check_position", "record_of", "upgrade_save", "SAVE_VERSION"]

#: Version of the save records written now (versions 1 and 2 were whole states of the first engine).
SAVE_VERSION = 3
#: Options that the first engine defaulted differently: its saves omit nothing, but be safe.
_LEGACY_OPTION_DEFAULTS = {"pl_resource_end": False, "plus1_may_decline": True}


def position_fields(state: Any) -> dict[str, Any]:
    """The position of ``state`` as a JSON-friendly field dict (everything but players, colours, seed,
    options, board and history)."""
    p = state.pending
    return {
        "phase": str(state.phase),
        "pending": None if p is None else {"kind": str(p.kind), "player": p.player, "site": p.site},
        "active": state.active, "turn": state.turn, "rolls": state.rolls, "last_roll": state.last_roll,
        "resources": [list(r) for r in state.resources], "scores": list(state.scores),
        "huts_left": list(state.huts_left), "temples_left": list(state.temples_left),
        "supply": list(state.supply), "stacks": [list(x) for x in state.stacks],
        "sites": [None if b is None else list(b) for b in state.sites], "bonus": list(state.bonus),
        "runes": list(state.runes), "druid_step": state.druid_step, "druid_site": state.druid_site,
        "buildings": state.buildings, "end_trigger": state.end_trigger, "extra_turns": state.extra_turns,
        "final_mark": state.final_mark, "ended_by": state.ended_by, "turns_since_build": state.turns_since_build,
        "bonus_placed": state._data[state._setup.layout.BONUS_PLACED],
    }


_BONUS_CODE = {chip: i for i, chip in enumerate(BONUS_CODES)}


def fields_to_data(L: Layout, f: Mapping[str, Any]) -> tuple:
    """The flat data (layout ``L``) of a position field dict (as :func:`position_fields` gives)."""
    d = [0] * L.size
    for p in range(L.n):
        d[4 * p:4 * p + 4] = list(f["resources"][p])
        d[L.SCORE + p] = f["scores"][p]
        d[L.HUTS + p] = f["huts_left"][p]
        d[L.TEMPLES + p] = f["temples_left"][p]
    d[L.SUPPLY:L.SUPPLY + 4] = list(f["supply"])
    for r in range(4):
        stack = list(f["stacks"][r])
        d[L.STACK + 3 * r:L.STACK + 3 * r + 3] = stack + [-1] * (3 - len(stack))
        d[L.HEIGHT + r] = len(stack)
        for h, owner in enumerate(stack):
            d[L.WORKM + owner] |= 1 << (3 * r + h)
    N = L.N
    sites = f["sites"]
    if any(b is not None for b in sites):
        d[L.SITES:L.SITES + N] = [0 if b is None else (1 if b[0] == "hut" else 2) + 2 * b[1] for b in sites]
    d[L.BONUS:L.BONUS + N] = map(_BONUS_CODE.__getitem__, f["bonus"])
    d[L.RUNES:L.RUNES + L.D] = [-1 if holder is None else holder for holder in f["runes"]]
    pend = f["pending"]
    d[L.PHASE] = PHASES.index(f["phase"])
    d[L.KIND] = -1 if pend is None else DECISIONS.index(pend["kind"])
    d[L.PLAYER] = 0 if pend is None else pend["player"]
    d[L.PSITE] = (0 if pend is None else pend.get("site")) or 0
    d[L.ACTIVE] = f["active"]
    d[L.TURN] = f["turn"]
    d[L.ROLLS] = f["rolls"]
    d[L.LAST_ROLL] = -1 if f["last_roll"] is None else DIE_FACES.index(f["last_roll"])
    d[L.DSTEP] = f["druid_step"]
    d[L.DSITE] = f["druid_site"] or 0
    d[L.BUILDINGS] = f["buildings"]
    d[L.TRIGGER] = -1 if f["end_trigger"] is None else f["end_trigger"]
    d[L.EXTRA] = f["extra_turns"]
    d[L.MARK] = f["final_mark"] or 0
    d[L.ENDED] = ENDED_BY.index(f["ended_by"])
    d[L.SINCE_BUILD] = f["turns_since_build"]
    d[L.BONUS_PLACED] = f.get("bonus_placed", 0)
    set_masks(L, d)
    return tuple(d)


def set_masks(L: Layout, d: list[int]) -> None:
    """Recompute the site bitmasks (buildings, huts, chips, hut costs) of flat data ``d`` (see
    :class:`~companion.meduris.state.Layout`)."""
    occ = hut = chip = free = 0
    sites, bonus = d[L.SITES:L.SITES + L.N], d[L.BONUS:L.BONUS + L.N]
    for i in compress(range(L.N), sites):          # the built sites only
        occ |= 1 << i
        if sites[i] & 1:
            hut |= 1 << i
    for i in compress(range(L.N), bonus):          # the sites with a bonus chip only
        chip |= 1 << i
        if bonus[i] == 2:
            free |= 1 << i
    d[L.OCC], d[L.HUTM], d[L.CHIPM], d[L.FREEM] = occ, hut, chip, free
    d[L.K2M], d[L.K3M], d[L.K4M] = cost_masks(hut_costs(d, L.SITES, L.N, hut)) if hut else (0, 0, 0)


# ----------------------------------------------------------------------------------------------
# checking a position against the components (meduris.md §1, §3) and the rules
# ----------------------------------------------------------------------------------------------

_HUTS_TOO_MANY = Plural("{player} has {count} hut on the board and in front of the screen; each player has {max}.",
                        "{player} has {count} huts on the board and in front of the screen; each player has {max}.")
_TEMPLES_TOO_MANY = Plural("{player} has {count} temple on the board and in front of the screen; each player has "
                           "{max}.",
                           "{player} has {count} temples on the board and in front of the screen; each player has "
                           "{max}.")


def _bad(template: Any, **params: Any) -> InvalidPosition:
    return InvalidPosition(template, **params)


def _player_or_none(v: Any, n: int, name: str) -> int | None:
    if v is not None and not _whole(v, 0, n - 1):
        raise _bad(N_("The entry {field} must be a player (0 to {last}) or empty."), field=name, last=n - 1)
    return v


def _site_or_none(v: Any, N: int, name: str) -> int | None:
    if v is not None and not _whole(v, 1, N):
        raise _bad(N_("The entry {field} must be a site (1 to {last}) or empty."), field=name, last=N)
    return v


def check_position(setup: Any, f: Mapping[str, Any]) -> dict[str, Any]:
    """The field dict ``f`` of a position of the game ``setup``, checked and normalised.

    Checks the shape of every entry and the rules every reachable position keeps: 18 chips of each
    resource between the screens and the plateaus (§1), huts and temples on the board plus those in front
    of the screens at most each player's stock (§1, §3), buildings made at least those standing and at most
    every player's stock, at most
    each player's workers on the plateaus (at most 3 a plateau, §3.7, §4.2), at most 2 bonus chips of each kind
    (§1) and never under a temple (§6.16), scores at least 0 (§4.9), the druid only on a hut (§4.6), an offering waited for from the owner of the druid's hut (§4.7), the last lap
    marked on a hut (§5.2).

    Returns:
        The normalised field dict (lists, ints).

    Raises:
        InvalidPosition: the first rule or count broken, named in the message.
    """
    n, N, D = len(setup.players), setup.board.size, len(setup.board.districts)
    if not isinstance(f, Mapping):
        raise _bad(N_("A position is a set of named entries, not {value}."), value=shown(repr(f)))
    try:
        out: dict[str, Any] = {}
        out["phase"] = f["phase"]
        if out["phase"] not in PHASES:
            raise _bad(N_("The entry {field} must be one of {choices}."), field="phase",
                       choices=", ".join(PHASES))
        res = f["resources"]
        if not isinstance(res, (list, tuple)) or len(res) != n:
            raise _bad(N_("The entry {field} must have one entry per player."), field="resources")
        out["resources"] = [_ints(r, 4, 0, CHIPS_PER_RESOURCE, "resources") for r in res]
        out["supply"] = _ints(f["supply"], 4, 0, CHIPS_PER_RESOURCE, "supply")
        for i, r in enumerate(RESOURCES):
            total = out["supply"][i] + sum(h[i] for h in out["resources"])
            if total != CHIPS_PER_RESOURCE:
                raise _bad(N_("There are {count} {resource_label} chips behind the screens and on the plateau; the "
                              "game has exactly {max}."), count=total, resource_label=r, max=CHIPS_PER_RESOURCE)
        out["scores"] = _ints(f["scores"], n, 0, MAX_TRACK_SCORE, "scores")   # what the track shows (§2.1)
        huts, temples = huts_per_player(n), TEMPLES_PER_PLAYER
        out["huts_left"] = _ints(f["huts_left"], n, 0, huts, "huts_left")
        out["temples_left"] = _ints(f["temples_left"], n, 0, temples, "temples_left")
        sites = f["sites"]
        if not isinstance(sites, (list, tuple)) or len(sites) != N:
            raise _bad(N_("The entry {field} must have one entry per site."), field="sites")
        out["sites"] = []
        for i, b in enumerate(sites, 1):
            if b is None:
                out["sites"].append(None)
                continue
            if (not isinstance(b, (list, tuple)) or len(b) != 2 or b[0] not in ("hut", "temple")
                    or not _whole(b[1], 0, n - 1)):
                raise _bad(N_('Site {site}: a building is ("hut" or "temple", player), not {building}.'), site=i,
                           building=shown(repr(b)))
            out["sites"].append((b[0], b[1]))
        counts = (("hut", "huts_left", huts, _HUTS_TOO_MANY), ("temple", "temples_left", temples, _TEMPLES_TOO_MANY))
        for p in range(n):
            for kind, left, stock, message in counts:
                count = out["sites"].count((kind, p)) + out[left][p]
                if count > stock:
                    raise _bad(message, player=setup.players[p], count=count, max=stock)
        standing = sum(1 for b in out["sites"] if b is not None)
        out["buildings"] = f["buildings"]
        if not _whole(out["buildings"], standing, n * (huts + temples)):
            raise _bad(Plural("{count} building stands on the board, so at least {count} has been built, not "
                              "{buildings}.",
                              "{count} buildings stand on the board, so at least {count} have been built, not "
                              "{buildings}."), count=standing, buildings=shown(repr(out["buildings"])))
        bonus = f["bonus"]
        if not isinstance(bonus, (list, tuple)) or len(bonus) != N or any(c not in BONUS_CODES for c in bonus):
            raise _bad(N_("The entry {field} must have one entry per site: empty or a bonus chip."), field="bonus")
        out["bonus"] = list(bonus)
        for kind in ("plus2", "free_build", "druid"):
            if out["bonus"].count(kind) > BONUS_CHIPS.count(kind):
                raise _bad(Plural("{count} {chip} bonus chip is placed; the game has {max}.",
                                  "{count} {chip} bonus chips are placed; the game has {max}."),
                           count=out["bonus"].count(kind), chip=kind, max=BONUS_CHIPS.count(kind))
        for i, (b, chip) in enumerate(zip(out["sites"], out["bonus"]), 1):
            if b is not None and chip is not None and (b[0] == "temple" or chip != "druid"):
                raise _bad(N_("Site {site} holds a building, so a {chip} bonus chip cannot lie there."), site=i,
                           chip=chip)
        out["runes"] = [_player_or_none(v, n, "runes") for v in f["runes"]]
        if len(out["runes"]) != D:
            raise _bad(N_("The entry {field} must have one entry per rune district."), field="runes")
        stacks = f["stacks"]
        if not isinstance(stacks, (list, tuple)) or len(stacks) != 4:
            raise _bad(N_("The entry {field} must have one entry per plateau."), field="stacks")
        out["stacks"] = []
        for r, stack in zip(RESOURCES, stacks):
            if not isinstance(stack, (list, tuple)) or len(stack) > MAX_WORKERS_PER_PLATEAU:
                raise _bad(Plural("The {plateau_label} plateau holds more than {max} worker.",
                                  "The {plateau_label} plateau holds more than {max} workers.", count="max"),
                           plateau_label=r, max=MAX_WORKERS_PER_PLATEAU)
            out["stacks"].append([_player_or_none(o, n, "stacks") for o in stack])
            if None in out["stacks"][-1]:
                raise _bad(N_("The entry {field} must list players."), field="stacks")
        for p in range(n):
            placed = sum(x.count(p) for x in out["stacks"])
            if placed > workers_per_player(n):
                raise _bad(Plural("{player} has {count} worker on the plateaus; in a {players}-player game each "
                                  "player has {expected}.",
                                  "{player} has {count} workers on the plateaus; in a {players}-player game each "
                                  "player has {expected}."), player=setup.players[p], count=placed, players=n,
                           expected=workers_per_player(n))
        out["druid_step"] = f["druid_step"]
        if not _whole(out["druid_step"], 0, setup.board.steps):
            raise _bad(N_("The druid is on his temple (0) or a stone step (1 to {steps})."), steps=setup.board.steps)
        out["druid_site"] = _site_or_none(f["druid_site"], N, "druid_site")
        if out["druid_site"] is not None and (out["sites"][out["druid_site"] - 1] is None
                                              or out["sites"][out["druid_site"] - 1][0] != "hut"):
            raise _bad(N_("The druid stands on a hut, after the third building (site {site})."),
                       site=out["druid_site"])
        pend = f["pending"]
        if pend is None:
            out["pending"] = None
            if out["phase"] != "over":
                raise _bad(N_("Only a finished game waits for no decision."))
        else:
            kind, player, site = pend["kind"], pend["player"], pend.get("site")
            if kind not in DECISIONS or not _whole(player, 0, n - 1):
                raise _bad(N_("The pending decision must be one of {choices}, by a player."),
                           choices=", ".join(DECISIONS))
            if kind == "offer":
                hut = out["sites"][site - 1] if _whole(site, 1, N) else None
                if site != out["druid_site"] or hut != ("hut", player):
                    raise _bad(N_("An offering is made by the owner of the hut the druid stands on."))
            elif site is not None:
                raise _bad(N_("Only an offering names a site."))
            setup_kinds = ("place_bonus", "place_worker")
            if (kind in setup_kinds) != (out["phase"] == "setup") or (out["phase"] == "final_lap" and kind != "offer"):
                raise _bad(N_("A {decision} decision cannot be waited for in the {phase} phase."), decision=kind,
                           phase=out["phase"])
            out["pending"] = {"kind": kind, "player": player, "site": site}
        out["active"] = _player_or_none(f["active"], n, "active")
        out["turn"] = f["turn"]
        out["rolls"] = f["rolls"]
        if not _whole(out["turn"], 0, 10**7) or not _whole(out["rolls"], 0, 10**8) or out["active"] is None:
            raise _bad(N_("The entries turn, rolls and active must be whole numbers."))
        out["last_roll"] = f["last_roll"]
        if out["last_roll"] is not None and out["last_roll"] not in DIE_FACES:
            raise _bad(N_("{face} is not a face of the die ({faces})."), face=shown(repr(out["last_roll"])),
                       faces=", ".join(DIE_FACES))
        out["end_trigger"] = _player_or_none(f["end_trigger"], n, "end_trigger")
        out["extra_turns"] = f["extra_turns"]
        if not _whole(out["extra_turns"], 0, n - 1):
            raise _bad(N_("The entry {field} must be a whole number from 0 to {high}."), field="extra_turns",
                       high=n - 1)
        out["final_mark"] = _site_or_none(f["final_mark"], N, "final_mark")
        if out["phase"] == "final_lap" and (out["final_mark"] is None
                                            or out["sites"][out["final_mark"] - 1] is None
                                            or out["sites"][out["final_mark"] - 1][0] != "hut"):
            raise _bad(N_("The druid's last lap ends at a hut marked by the die (meduris 5.2)."))
        out["ended_by"] = f["ended_by"]
        if out["ended_by"] not in ENDED_BY:
            raise _bad(N_("The entry {field} must be one of {choices}."), field="ended_by",
                       choices=", ".join(str(e) for e in ENDED_BY[1:]))
        out["turns_since_build"] = f["turns_since_build"]
        out["bonus_placed"] = f.get("bonus_placed", 0)
        if not _whole(out["turns_since_build"], 0, 10**7) or not _whole(out["bonus_placed"], 0, len(BONUS_CHIPS)):
            raise _bad(N_("The entries turns_since_build and bonus_placed must be whole numbers."))
    except (KeyError, TypeError, IndexError, AttributeError) as exc:
        raise _bad(N_("The position is missing an entry or has a malformed one ({error})."),
                   error=shown(repr(exc), 60)) from None
    return out


# ----------------------------------------------------------------------------------------------
# saves
# ----------------------------------------------------------------------------------------------

def record_of(state: Any) -> dict[str, Any]:
    """The save record of ``state``: ``{"game": "meduris", "version": 3, "players", "seed", "options",
    "origin" (the prepared start's field dict, or null), "chance" (die stream version), "moves" (notation)}``."""
    setup = state._setup
    return {
        "game": "meduris", "version": SAVE_VERSION, "players": list(setup.players), "seed": setup.seed,
        "options": setup.options.to_dict(), "origin": setup.origin, "chance": setup.chance,
        "moves": [str(m) for m in state.history],
    }


def upgrade_save(d: dict[str, Any]) -> dict[str, Any]:
    """A current record from a save of the first engine (versions 1 and 2: the whole state with a history
    of move dicts, die stream version 1). The saved position is kept under ``"expect"`` so the loader can
    refuse the save if the replay does not reach it.

    Raises:
        InvalidSave: the history entries are not moves.
    """
    if d.get("version") not in (1, 2):
        return d
    try:
        moves = [str(move_from_json(m)) for m in d["history"]]
    except Exception as exc:  # noqa: BLE001 - any malformed entry is a bad save
        from companion.engine.record import not_a_save
        from companion.meduris.engine import MEDURIS

        raise not_a_save(MEDURIS, N_('the entry "{field}" is missing or malformed ({error}).'), field="history",
                         error=shown(repr(exc), 80)) from None
    options = dict(_LEGACY_OPTION_DEFAULTS)
    if isinstance(d.get("options"), dict):
        options.update(d["options"])
        if options.get("board") is None and isinstance(d.get("board"), dict) and d["board"].get("name") != "2-3p":
            options["board"] = d["board"]           # a board entered in the editor, saved beside the options
    origin = d.get("origin")
    if isinstance(origin, dict):
        origin = {**origin, "pending": origin.get("pending") and {k: v for k, v in origin["pending"].items()
                                                                  if k != "queue"}}
    expect = {k: d.get(k) for k in ("resources", "scores", "sites", "supply", "stacks", "runes", "turn", "rolls",
                                     "druid_site", "buildings")}
    return {"game": "meduris", "version": SAVE_VERSION, "players": d.get("players"), "seed": d.get("seed"),
            "options": options, "origin": origin, "chance": 1, "moves": moves, "expect": expect}
