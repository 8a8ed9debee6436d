""""Score my finished city" (companion/world_wonders/ui/city_scoring.py): painting a city, the painter's refusals,
and the six lines of a loaded city counted by the calculator's scorer (world-wonders.md §6.2, §6.3).
Expected values are worked out by hand from the pictures below and the rules."""
from __future__ import annotations

import json

import pytest

from companion.world_wonders.ui.city_scoring import CityDraft, CityPainter, CityScorer, Paint

#: world-wonders-examples.md B1 with a row of land above: h1 is enclosed by the tower, the natural resource,
#: the road, the water and the sidewalk
B1 = {"format": "world-wonders/city", "version": 1, "map": {"rows": ["....", "..*.", "...~"]},
      "pieces": [{"kind": "tower", "cells": [[1, 1]]}, {"kind": "road", "cells": [[2, 0]]},
                 {"kind": "building", "type": "H", "cells": [[2, 1], [2, 2]], "label": "h1"}]}


@pytest.mark.rule("world-wonders 4")
def test_painting_building_tiles_grow_and_new_piece_starts_another():
    d = CityDraft(("....", "....", "...."))
    d = d.apply(Paint("H", 2, 0)).apply(Paint("H", 2, 1))
    d = d.apply(Paint("H", 0, 3))                                   # not next to h1: a new tile
    d = d.apply(Paint("H", 1, 3, new=True))                         # next to h2, but a new piece asked for
    assert [(p.label, p.cells) for p in d.city().pieces] == [
        ("h1", ((2, 0), (2, 1))), ("h2", ((0, 3),)), ("h3", ((1, 3),))]
    assert d.ply == 4 and d.undo().ply == 3


@pytest.mark.rule("world-wonders 4")
def test_bridge_needs_land_on_both_sides():
    d = CityDraft(("...", ".~.", "..."))
    bridged = d.apply(Paint("road", 1, 1))
    [bridge] = bridged.city().pieces
    assert bridge.kind == "bridge" and bridge.cells == ((1, 0), (1, 1), (1, 2))
    wide = CityDraft(("....", ".~~.", ".~~.", "...."))               # (1,1): water to the right and below
    painter = CityPainter(wide, lang="en")
    assert not painter.click("cell:1,1")
    assert "land on both sides" in painter.error


@pytest.mark.rule("world-wonders 4")
def test_painter_refusals_keep_the_city():
    painter = CityPainter(CityDraft(("....", ".~..", "....")), lang="en")
    assert painter.click("paint:tower") and painter.click("cell:0,0")
    before = painter.state
    assert not painter.click("cell:0,0")                            # a cell covered twice
    assert "covered by two pieces" in painter.error and painter.state is before
    assert painter.click("paint:water")
    assert not painter.click("cell:0,0")                            # the map under a piece
    assert "erase the piece first" in painter.error
    # the live cells of the tower tool are the uncovered land cells: 12 cells, minus water (1,1) and the tower
    painter.click("paint:tower")
    assert len([k for k in painter.legal_targets if k.startswith("cell:")]) == 10


@pytest.mark.rule("world-wonders 6.2")
@pytest.mark.rule("world-wonders 6.3")
def test_loaded_city_gets_the_six_lines():
    scorer = CityScorer()
    assert scorer.load(json.dumps(B1))
    for name, value in (("food", 8), ("ceramics", 9), ("gears", 11), ("population_rings", 3)):
        scorer.fields[name].value = value
    lines = {line["label"]: line["points"] for line in scorer.painter.view["lines"]}
    # 3 rings + least resource 8 + 0 monument rings + natural resource (1,2) next to the tower + district h1
    assert lines["Population rings"] == 3 and lines["Least developed resource"] == 8
    assert lines["Natural resources"] == 1 and lines["Districts"] == 1 and lines["Unpaid loan"] == 0
    assert scorer.painter.view["total"] == 13
    scorer.loan.value = True
    assert scorer.painter.view["total"] == 11
    found = scorer.painter.view["city"]["findings"]
    assert "is a district" in found["districts"][0]["text"]


def test_bad_city_file_is_explained():
    scorer = CityScorer()
    before = scorer.painter.state
    bad = dict(B1, pieces=[{"kind": "road", "cells": [[2, 3]]}])    # a road on water
    assert not scorer.load(json.dumps(bad), file="mine.json")
    assert "mine.json" in scorer.file_message.value and "water" in scorer.file_message.value
    assert scorer.painter.state is before
    assert not scorer.load(b"{not json")
    text = scorer.save()
    assert json.loads(text)["format"] == "world-wonders/city"


def test_page_builds_in_both_languages():
    from companion.ui import language
    from companion.world_wonders.ui.city_scoring import score_my_city_page

    box = score_my_city_page()
    language.set_language("pl")
    try:
        assert box.scorer.painter.lang == "pl"
        assert "Rynek" not in box.scorer.painter.status and box.scorer.painter.status
    finally:
        language.set_language("en")


def test_demo_map_is_labelled_until_the_map_is_the_players_own():
    painter = CityPainter(CityDraft.blank(board=1, side="A"), lang="en")
    assert "Demo data" in painter.view["demo"]
    assert painter.click("paint:water") and painter.click("cell:0,0")
    assert painter.view["demo"] == ""


@pytest.mark.rule("world-wonders 6.2")
def test_the_heading_counts_the_lines_it_shows_in_both_languages():
    """The heading said "Your six scoring lines" above seven (§6.2's six and the public objectives): its number is
    the count of the lines shown."""
    from companion.ui.language import set_language

    scorer = CityScorer()
    assert scorer.load(json.dumps(B1))
    view = scorer.painter.view
    shown = len(view["lines"])
    assert shown == 7
    assert view["lines_title"] == "Your 7 scoring lines"
    try:
        set_language("pl")
        view = scorer.painter.view
        assert len(view["lines"]) == shown and view["lines_title"] == "Twoich 7 linii punktacji"
    finally:
        set_language("en")
    assert scorer.painter.lines_title("pl") == "Twoich 7 linii punktacji"
    scorer.painter.show_lines([{"label": "", "points": "", "note": "refused"}], None)   # a refusal: nothing counted
    assert scorer.painter.view["lines_title"] == "Your scoring lines"
