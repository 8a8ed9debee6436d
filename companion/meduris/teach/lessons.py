"""The Meduris lesson of ``notebooks/learn-meduris.ipynb``: eight steps in the rulebook's order, built
with the teaching kit (:mod:`companion.ui.teach`).

Steps (sections of ``shared/rules/meduris.md``; worked examples of ``meduris-examples.md``):

1. setup (§3) — 2. small yield (§4.1, A1) — 3. big yield (§4.2, A2; replay A1 + A2) —
4. building a hut and the settlement cost (§4.3, A4, B1) — 5. temples (§4.4, §5.3, FAQ §6.16, A11) —
6. the druid and the offering ritual (§4.6, §4.7; A3, replays A3, A4, A9, A8) —
7. the great river and rune stones (§4.8, A5; replay A5) — 8. game end and final scoring (§5; A10, A11).

Every text is an English msgid (Markdown for the prose) with its Polish in
``companion/locale/pl/meduris-learn.po`` (terms of the Polish rulebook, glossary meduris.md §8). Quiz
answers are the reference's numbers, written here, not computed: ``tests/meduris/test_learn_lessons.py``
checks them against the reference and the engine.

Usage in a notebook::

    from companion.meduris.teach.lessons import learn_meduris
    lesson = learn_meduris()
    lesson.header          # title, the language switch, the introduction
    lesson.step(1)         # … one step per cell
"""
from __future__ import annotations

import html
from typing import Any

from companion.i18n import N_, translate
from companion.meduris.moves import BigYield, BuildHut, BuildTemple, OfferBoth, OfferNothing, OfferOne, Roll
from companion.meduris.teach.narration import narrate
from companion.meduris.teach.scenarios import BLUE, GREEN, RED, SCENARIOS
from companion.ui.teach import Choice, Lesson, Quiz, Replay, Step, TeachingGame, numbers

__all__ = ["MEDURIS", "learn_meduris", "final_scoring_html", "HUT", "TEMPLE"]

HUT, TEMPLE = "hut", "temple"


def _board(state: Any, lang: str) -> Any:
    from companion.meduris.ui.board import MedurisBoard

    return MedurisBoard(state, lang=lang, translate_names=True)   # the players are named by colour


#: Meduris for the teaching kit: its scenarios, its board, its narration.
MEDURIS = TeachingGame(name=N_("Meduris"), scenarios=SCENARIOS, make_board=_board, narrate=narrate)


def _site(state: Any, site: int) -> Any:
    """What stands on ``site`` (1-based, meduris.md §2.2): ``None``, ``("hut", p)`` or ``("temple", p)``."""
    return state.sites[site - 1]


def final_scoring_html(state: Any, lang: str) -> str:
    """The final score table of a finished game (meduris.md §5.3, §5.4) as HTML, in ``lang``."""
    from companion.meduris.engine import score

    result = score(state)
    heading = html.escape(translate(N_("Final scoring of this game, after the druid's last lap"), lang))
    return (f"<b>{heading}</b>" + result.to_frame(lang).to_html() + "<p>"
            + html.escape(result.tie_break_text(lang)) + "</p>")


def _game_over_moves() -> list:
    """The moves from :func:`~companion.meduris.teach.scenarios.final_turn` to the end of the game."""
    return list(SCENARIOS["game_over"]().history)


TITLE = N_("Learn Meduris — one rule at a time")
INTRO = N_(
    "*Meduris: The Call of the Gods* (HABA 2016, 2–4 players). This lesson follows the rulebook's order: "
    "**setup → small yield → big yield → building a hut and the settlement cost → temples → the druid and the "
    "offering ritual → the great river and rune stones → game end and final scoring.**\n\n"
    "Each step has a short explanation, a prepared position on the board, a task for you — the board answers "
    "every click at once — and a self-check question. The rulebook's examples are replayed on the board move "
    "by move: press “Next step” and “Back”. Every step starts from its own position, so you can begin "
    "anywhere; “Start again” puts the position back.")
OUTRO = N_("That is the whole game. To play one, open **play-meduris.ipynb** (hot seat for 2–4 players, "
           "with random bots).")

SETUP = N_(
    "* The board has two sides; with 2 or 3 players use the side with **32 building sites** on a ring around "
    "the mountain. Each site shows **two resource symbols** and belongs to one of **nine rune districts**.\n"
    "* Every player takes a screen and hides **1 wood, 1 wool, 1 copper and 1 stone** behind it. Huts and "
    "temples stay in front of the screen: **2 players: 12 huts and 2 temples** each (the colours must be blue "
    "and purple); **3–4 players: 8 huts and 2 temples**.\n"
    "* Score markers start on **5**. The remaining chips go to the four plateaus (high plains): forest, pasture, mine, "
    "quarry.\n"
    "* The druid waits in his temple; the six bonus chips go on sites with at least 3 empty sites between "
    "them.\n"
    "* Finally the players place their workers (3 each with 2 players, 2 each with 3–4) **one at a time**, "
    "clockwise, on any plateau — **at most 3 workers per plateau**. Placing produces nothing.")
SMALL_YIELD = N_(
    "A turn has two parts (move 1/2 and move 2/2). Part 1: **roll the die**.\n\n"
    "* A **resource face**: *every* worker on that resource's plateau produces **1 chip** for its owner — "
    "all players, not only the one who rolled. When chips run out, the top worker takes first, then the "
    "middle, then the bottom.\n"
    "* **+1**: starting with the roller, everybody may take one chip of any resource.\n"
    "* **−1**: everybody returns one chip of their choice.\n\n"
    "Rulebook turn example 1 (A1): the forest stack is Blue, Blue, Green (Green on top); Red has no worker "
    "there and rolls wood.")
BIG_YIELD = N_(
    "Part 2 of the turn is **one** of: a big yield, building a hut, or building a temple.\n\n"
    "Big yield: take **any one** of your workers (also from the middle or the bottom of a stack) and put it "
    "**on top** of a **different** plateau with fewer than 3 workers. Only that plateau produces: the worker "
    "at height *h* (bottom = 1) produces **h chips** — on top of two workers you get 3, the middle one 2, the "
    "bottom one 1. Other players' workers there profit too.\n\n"
    "Turn example 1, part 2 (A2): Red moves his worker from the mine onto the quarry, where Red and Green "
    "already stand.")
HUT_COST = N_(
    "Choose an **empty site** and pay the two resources printed on it. Huts standing side by side form a "
    "**settlement** — any colours, across districts and even across the great river; only **temples and "
    "empty sites** end it. The cost grows with the settlement: if the new hut makes a settlement of **k "
    "huts**, you pay **k chips of each** of the site's two symbols:\n\n"
    "**cost = k × first symbol + k × second symbol** — 1 + 1 for a lone hut, 2 + 2 for the second hut, "
    "3 + 3 for the third … Joining two settlements counts all their huts.\n\n"
    "After building you take the **rune stone** of the site's district — from the supply or from whoever "
    "holds it — and the druid moves (step 6). A bonus chip on the site: **+2** points, **free build**, or "
    "the **druid chip**, kept under the hut for a later offering.")
TEMPLES = N_(
    "A temple is built on an empty site **without a bonus chip** and always costs **1 chip of each** of the "
    "site's symbols — never multiplied, whatever stands beside it. It gives **no rune stone**. A temple is "
    "a permanent border: it splits the huts on its two sides into separate settlements.\n\n"
    "At the end of the game each temple scores **1 point per hut** in the settlement directly on its left "
    "**plus** the one directly on its right (any colours). Two temples side by side score nothing from their "
    "shared side.")
DRUID = N_(
    "After **every** building (hut or temple, by anybody) the druid moves. After buildings 1, 2 and 3 he "
    "walks down his three stone steps. From the 4th building on he walks **clockwise** along the druid's path "
    "to the **nearest hut**, passing temples and empty sites, and an offering ritual starts there.\n\n"
    "At each hut he visits, its **owner** may make an offering of the symbols printed on **that** site:\n\n"
    "| offering | points |\n"
    "|---|---|\n"
    "| 1 chip of one symbol | **+1** |\n"
    "| 1 chip of each symbol | **+ the number of huts in the whole settlement** |\n"
    "| discard the druid bonus chip lying under the hut | same as both symbols |\n"
    "| nothing | **−1** (never below 0) |\n\n"
    "Then he steps to the next site: if it holds a hut, its owner offers, and so on, until the next site is "
    "empty or a temple. A new hut built right in front of the druid is simply the nearest hut: the ritual "
    "starts there, and both symbols still score the whole settlement.")
RIVER = N_(
    "The great river crosses the druid's path once, between the last site (32) and the first (1). "
    "**Whenever the druid crosses it** — while walking to a hut or in the middle of a ritual — the game "
    "pauses for a **rune stone scoring**: every player scores **+1 per rune stone** in front of their "
    "screen. Then the druid goes on. Rune stones come only from huts, and the newest builder in a district "
    "takes that district's stone — even from another player.\n\n"
    "Rulebook turn example 4 (A5): the druid stands on site 32; Red builds a temple; Red holds 1 rune stone, "
    "Green 2, Blue 1.")
GAME_END = N_(
    "* As soon as a player has built **all huts and both temples**, that turn is finished and **every other "
    "player takes exactly one more turn**.\n"
    "* Then the **druid's last lap**: mark his site with the die; he walks one full lap, holding a normal "
    "ritual at every hut, with no other actions and **no rune scoring** at the river, and ends at the marked "
    "hut.\n"
    "* **Final scoring:** temples score the huts beside them (step 5); rune stones score **1 + 2 + … + n = "
    "n(n + 1)/2** for n stones.\n"
    "* Highest score wins. Tie: more huts and temples built; still tied: more chips left behind the screen; "
    "still tied: shared victory.")


def _workers_placed(state: Any) -> bool:
    return sum(len(stack) for stack in state.stacks) == 6


def learn_meduris() -> Lesson:
    """The whole Meduris lesson (eight :class:`~companion.ui.teach.Step` objects with their quizzes and
    replays), following the page language. Building it plays no example: replays compute their positions
    when stepped."""
    g = MEDURIS
    steps = [
        Step(g, N_("Setup"), SETUP, "setup_2p",
             task=N_("place all six workers, one at a time: click a plateau (forest, pasture, mine, quarry). "
                     "A plateau takes at most three workers: try a fourth."),
             done=_workers_placed,
             then=[Quiz(N_("How many huts does each player get in a game of three?"), numbers([6, 8, 10, 12]),
                        answer=8,
                        explanation=N_("With 3 or 4 players everybody builds 8 huts and 2 temples; with 2 players "
                                       "12 huts."))]),
        Step(g, N_("Small yield"), SMALL_YIELD, "small_yield",
             task=N_("you are Red: roll the die. Who gets wood?"),
             done=lambda s: s.pending is not None and s.pending.kind == "action",
             then=[Quiz(N_("Red rolls wood. How many wood chips does Blue get?"), numbers([0, 1, 2, 3]), answer=2,
                        explanation=N_("Blue has two workers in the forest: 1 chip each. Green gets 1, Red "
                                       "nothing."))]),
        Step(g, N_("Big yield"), BIG_YIELD, "big_yield",
             task=N_("you are Red: click your worker in the mine (copper), then the quarry (stone)."),
             done=lambda s: tuple(s.stacks[3]) == (RED, GREEN, RED),
             then=[Quiz(N_("How many stone chips does Red get from this big yield?"), numbers([1, 2, 3, 4, 6]),
                        answer=4,
                        explanation=N_("Red's moved worker is on top (3 chips) and his other worker is at the "
                                       "bottom (1 chip): 3 + 1 = 4. Green, in the middle, gets 2.")),
                   Replay(g, N_("Rulebook turn example 1 (A1 + A2): small yield, then big yield"), "small_yield",
                          [Roll(), BigYield("copper", 1, "stone")])]),
        Step(g, N_("Building a hut and the settlement cost"), HUT_COST, "third_hut_of_settlement",
             task=N_("you are Blue: build the third hut of this settlement on site 19 (stone + wood). What will it "
                     "cost?"),
             done=lambda s: _site(s, 19) == (HUT, BLUE),
             then=[Quiz(N_("What does Blue pay for the hut on site 19?"),
                        [Choice(n, N_("{n} stone + {n} wood"), {"n": n}) for n in (1, 2, 3)]
                        + [Choice(-1, N_("3 stone + 3 wool"))], answer=3,
                        explanation=N_("Sites 19, 20 and 21 will form a settlement of 3 huts, so Blue pays 3 × "
                                       "each symbol of site 19. (The Polish rulebook prints “wool” here: a "
                                       "translation error.)")),
                   Quiz(N_("Huts stand on 18, 19 and on 21, 22. What does a hut on site 20 (copper + wool) cost?"),
                        [Choice(n, N_("{n} copper + {n} wool"), {"n": n}) for n in (1, 3, 4, 5)], answer=5,
                        explanation=N_("The new hut joins both settlements: 2 + 2 + 1 = 5 huts, so 5 copper + 5 "
                                       "wool."), game=g, scenario="merge_settlements")]),
        Step(g, N_("Temples"), TEMPLES, "temple_between_settlements",
             task=N_("you are Blue: press “Build a temple”, then click site 13 between the two settlements. Also "
                     "try site 17, which holds a bonus chip."),
             done=lambda s: _site(s, 13) == (TEMPLE, BLUE),
             then=[Quiz(N_("What does Blue pay for the temple on site 13 (stone + copper), between a settlement of "
                           "2 and one of 3 huts?"),
                        [Choice(n, N_("{n} stone + {n} copper"), {"n": n}) for n in (1, 3, 6)], answer=1,
                        explanation=N_("A temple always costs 1 of each symbol: the settlement rule is for huts "
                                       "only.")),
                   Quiz(N_("Look at Blue's temple on site 13: two huts on its left, three on its right. How many "
                           "points will it score at the end of the game?"), numbers([2, 3, 5, 6]), answer=5,
                        explanation=N_("2 huts on the left + 3 huts on the right = 5 points; the colour of the "
                                       "huts does not matter."), game=g, scenario="temple_scoring_diagram")]),
        Step(g, N_("The druid and the offering ritual"), DRUID, "druid_leaves_steps",
             task=N_("three buildings are made and the druid stands on the last step. You are Red: build the 4th "
                     "building, a hut on site 10 — where does the druid go? Then make Green's offering."),
             done=lambda s: _site(s, 10) == (HUT, RED) and s.druid_site == 3 and s.pending is not None
             and s.pending.kind != "offer",
             then=[Quiz(N_("Example A9: Blue builds on site 20, right in front of the druid, and offers copper + "
                           "wool there. How many points?"), numbers([1, 2, 3, 4]), answer=4,
                        explanation=N_("Both symbols score the whole settlement: huts 18, 19, 20 and 21 make 4, "
                                       "even though 18 and 19 are behind the druid.")),
                   Replay(g, N_("Rulebook turn example 2 (A3): the druid leaves his stone steps"),
                          "druid_leaves_steps", [BuildHut(10), OfferOne("wool")]),
                   Replay(g, N_("Rulebook turn example 3 (A4): the third hut and the ritual through the settlement"),
                          "third_hut_of_settlement", [BuildHut(19), OfferBoth(), OfferNothing(), OfferOne("wood")]),
                   Replay(g, N_("FAQ (A9): a new hut right in front of the druid"), "hut_in_front_of_druid",
                          [BuildHut(20), OfferBoth(), OfferOne("stone")]),
                   Replay(g, N_("FAQ (A8): four temples before the first hut — the druid waited on step 3"),
                          "four_temples_first", [BuildHut(20), OfferBoth()])]),
        Step(g, N_("The great river and rune stones"), RIVER, "rune_scoring_at_river",
             task=N_("you are Red: press “Build a temple” and click site 12. Watch the druid cross the river."),
             done=lambda s: _site(s, 12) == (TEMPLE, RED),
             then=[Quiz(N_("When the druid crosses the river here, how many points does Green get from the rune "
                           "stones?"), numbers([0, 1, 2, 3]), answer=2,
                        explanation=N_("Green holds 2 rune stones: +1 for each. Red and Blue hold 1 each: +1.")),
                   Replay(g, N_("Rulebook turn example 4 (A5): rune stone scoring at the great river"),
                          "rune_scoring_at_river", [BuildTemple(12), OfferOne("copper")])]),
        Step(g, N_("Game end and final scoring"), GAME_END, "final_turn",
             task=N_("you are Blue with one hut left: build it on site 20 and play the game to its end (the other "
                     "players' last turns, then the druid's last lap)."),
             done=lambda s: s.is_terminal,
             then=[Replay(g, N_("The end of a game: Blue's last hut, the last turns, the druid's last lap"),
                          "final_turn", _game_over_moves, summary=final_scoring_html),
                   Quiz(N_("Blue ends with 5 rune stones. How many points do they score?"), numbers([5, 10, 15, 25]),
                        answer=15, explanation=N_("1 + 2 + 3 + 4 + 5 = 15, that is n(n + 1)/2 with n = 5."))]),
    ]
    return Lesson(g, TITLE, INTRO, steps, outro=OUTRO)
