"""Test data of the play-log tests: the game night of four friends.

The game night is five plays of four friends, built from the example sheets of shared/examples
(players renamed; the totals and winners come from their *.expected.json files) and one Meduris
sheet written here whose tie is shared (hand-scored below).
"""
from __future__ import annotations

import copy
import json

from support import EXAMPLES, example

#: Who sat where in each example game: example name → friend.
SEATS = {
    "meduris-2p": {"Blue": "Ann", "Purple": "Bob"},
    "iquazu-3p": {"Red": "Ann", "Yellow": "Bob", "Green": "Cid"},
    "five-tribes-4p": {"Ania": "Ann", "Olek": "Bob", "Piotr": "Cid", "Sylwia": "Dee"},
    "world-wonders-4p": {"Ana": "Ann", "Bruno": "Bob", "Celia": "Cid", "Davi": "Dee"},
}

#: A Meduris game tied after every tie-break (meduris.md §5.3–5.4), scored by hand:
#: Ann 50 track + temple 2+1 = 3 + rune stones 1+2+3 = 6 → 59; Bob 53 + temple 3+3 = 6 + 0 stones → 59.
#: Tie-breaks: huts and temples built 10+1 = 11 each; resources left 4 each → shared first place.
TIED_MEDURIS = {"game": "meduris", "players": [
    {"name": "Ann", "track": 50, "rune_stones": 3, "temples": [[2, 1]], "huts_built": 10, "resources_left": 4},
    {"name": "Bob", "track": 53, "rune_stones": 0, "temples": [[3, 3]], "huts_built": 10, "resources_left": 4},
]}


def renamed(stem: str) -> dict:
    """Example sheet ``stem`` with its players renamed as in :data:`SEATS` (Iquazú alcoves too)."""
    names = SEATS[stem]
    sheet = copy.deepcopy(example(stem))
    for player in sheet["players"]:
        player["name"] = names[player["name"]]
    for column in sheet.get("final_columns", []):
        for alcove in column["alcoves"]:
            if alcove["content"] in names:
                alcove["content"] = names[alcove["content"]]
    return sheet


def expected_totals(stem: str) -> dict[str, int]:
    """The hand-worked totals of example ``stem`` by friend's name."""
    expected = json.loads((EXAMPLES / f"{stem}.expected.json").read_text(encoding="utf-8"))
    return {SEATS[stem][name]: total for name, total in expected["totals"].items()}


def expected_winners(stem: str) -> list[str]:
    expected = json.loads((EXAMPLES / f"{stem}.expected.json").read_text(encoding="utf-8"))
    return [SEATS[stem][name] for name in expected["winners"]]


#: (date, sheet, note, duration) of the game night, in the order they are added (ids 1…5).
NIGHT = [
    ("2024-03-01", lambda: renamed("meduris-2p"), "first game night", 55),
    ("2024-03-08", lambda: copy.deepcopy(TIED_MEDURIS), "", None),
    ("2024-03-15", lambda: renamed("iquazu-3p"), "Cid's first Iquazú", 50),
    ("2024-04-01", lambda: renamed("five-tribes-4p"), "Zażółć gęślą jaźń", 95),
    ("2024-04-02", lambda: renamed("world-wonders-4p"), "close finish", 70),
]
