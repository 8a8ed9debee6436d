"""The World Wonders lesson of ``notebooks/learn-world-wonders.ipynb``: eleven steps in the order a player meets
the rules, built with the teaching kit (:mod:`companion.ui.teach`).

Steps (sections of ``shared/rules/world-wonders.md``; examples of ``world-wonders-examples.md``):

1. gold and the round (§3.1, §2 J) — 2. what to buy (§3.2) — 3. roads, bridges and towers (§1.3, §4) —
4. buildings and production (§4, §5) — 5. population (§5, §1.8) — 6. monuments (§1.4, §4) — 7. loans (§3.3) —
8. turn order (§3.5, example G1) — 9. the end (§6.1) — 10. the six scoring lines, districts and natural
resources on the board (§6.2, §6.3, examples A1, B1, B2) — 11. objectives for advanced play (§7.1).

Every text is an English msgid (Markdown for the prose) with its Polish in
``companion/locale/pl/world-wonders-learn.po`` (the Polish rulebook's terms, glossary world-wonders.md §9). Quiz
answers are the reference's numbers, written here, not computed. The positions are on the lesson map and the
demo catalogues (:mod:`companion.world_wonders.teach.scenarios`), invented and labelled as such.

Usage in a notebook::

    from companion.world_wonders.teach.lessons import learn_world_wonders
    lesson = learn_world_wonders()
    lesson.header          # title, the language switch, the introduction
    lesson.step(1)         # … one step per cell
"""
from __future__ import annotations

from typing import Any

from companion.i18n import N_
from companion.ui.teach import Choice, Lesson, Quiz, Step, TeachingGame, numbers
from companion.world_wonders import districts
from companion.world_wonders.state import BRIDGE, BUILDING, SHORT
from companion.world_wonders.teach.scenarios import SCENARIOS
from companion.world_wonders.ui.city_scoring import CityDraft, CityPainter
from companion.world_wonders.ui.board import WorldWondersBoard

__all__ = ["WORLD_WONDERS", "learn_world_wonders", "narrate"]


def _board(state: Any, lang: str) -> Any:
    """The city board of a game position, or the painter of a city (the scoring step)."""
    if isinstance(state, CityDraft):
        return CityPainter(state, lang=lang)
    return WorldWondersBoard(state, lang=lang)


def narrate(before: Any, after: Any, lang: str) -> list[str]:
    """What happened from ``before`` to ``after``: the last move in words (``game.describe``); a city being painted
    is not narrated (the overlay says what changed)."""
    if isinstance(after, CityDraft) or not getattr(after, "history", ()):
        return []
    text = after.game.describe(before, after.history[-1], lang)
    return [text[:1].upper() + text[1:] + "."]


#: World Wonders for the teaching kit: its scenarios, its board, its narration.
WORLD_WONDERS = TeachingGame(name=N_("World Wonders"), scenarios=SCENARIOS, make_board=_board, narrate=narrate)


def _count(state: Any, kind: int) -> int:
    return sum(1 for k, _, _ in state.pieces(0) if k == kind)


TITLE = N_("Learn World Wonders — one rule at a time")
INTRO = N_(
    "*World Wonders* (Meeple BR / Arcane Wonders, 1–5 players): every player builds a city on their own map — "
    "roads, buildings, towers and the great monuments of history — over at most ten rounds. This lesson follows "
    "the order in which you meet the rules: **gold and the round → what to buy → roads, bridges and towers → "
    "buildings and production → population → monuments → loans → turn order → the end → the six scoring lines → "
    "objectives for advanced play.**\n\n"
    "Each step has a short explanation, a position on the city board, a task — the board answers every click at "
    "once, and a refused click says which rule stops it — and a self-check question. The positions use a "
    "**lesson map** and the **demo catalogues**: the printed game's maps, tiles and cards are not published, so "
    "these are invented to follow the stated rules, and the board says so. Every step starts from its own "
    "position; “Start again” puts it back.")
OUTRO = N_("That is the whole game. To play one, open **play-world-wonders.ipynb** (hot seat for 1–5 players, solo "
           "against the Automaton, with random and greedy bots); after a game at the table, **score-my-city-world-"
           "wonders.ipynb** counts your city.")

GOLD = N_(
    "* Every round each player has **7 gold** to spend. The gold marker starts at 0 and moves up as you spend; at "
    "the end of the round it goes back to 0 — unspent gold is lost.\n"
    "* Players take turns in the order of the turn-order track. On your turn you **must buy exactly one item** "
    "and **place it on your map at once**.\n"
    "* When your gold is spent (or you cannot or will not buy any more) you are **out of the round**; the round "
    "ends when everybody is out.\n"
    "* In the first round every player also places a **free long road**, touching the **sidewalk** along the "
    "bottom of the map, before the first purchase.")
BUY = N_(
    "| item | cost |\n"
    "|---|---|\n"
    "| a long road (1×3; a bridge over water) | 1 gold |\n"
    "| a set of short roads (two 1×2 and one 1×1) | 1 gold |\n"
    "| a revealed building tile | its stack's cost, 2–5 gold |\n"
    "| the tower (one per round) | 2 gold |\n"
    "| the 1st- or 2nd-player pedestal | 1 gold |\n"
    "| a face-up monument | **all your remaining gold** |\n\n"
    "An item is placed as soon as it is bought, so an item that cannot be placed cannot be bought — the market "
    "beside the board outlines what you can buy now. Nothing is refilled during the round except the monuments "
    "(a new card is revealed at once).")
ROADS = N_(
    "* **Roads** go on land (natural resources are land) next to another road, the **sidewalk** or a **tower**. "
    "The pieces of a set of short roads are placed one by one; each must be legal.\n"
    "* A **long road** may cross water as a **bridge**: its middle may be on water, but **both ends must be on "
    "land**. A bridge is a road for every rule.\n"
    "* A **tower** stands on land next to **any piece already on your map** — not the sidewalk. Roads may start "
    "from it, away from your network.\n\n"
    "On the board the piece to place follows the pointer: green where it may go, red where the rules refuse it. "
    "**R** (or the button) turns it.")
BUILDINGS = N_(
    "Building tiles come in five types, shown by colour **and** letter: **B** Bibliotheca, **F** Fundus, "
    "**H** Habitatio, **M** Mercatus, **T** Templum. A tile goes on land only, in any rotation, and must touch "
    "a **road** (a bridge counts) **or a building tile of the same type** — a tile of another type does not "
    "help.\n\n"
    "**Production:** each resource symbol on the tile moves the matching marker — **food, ceramics or gears** — "
    "one space up its track on your resource board (a tile with two food symbols: two spaces).")
POPULATION = N_(
    "Some spaces of the resource tracks carry a **population symbol**. Each time a resource marker **lands on or "
    "passes** one, your **population marker** moves one space. Markers never move back.\n\n"
    "The population track has **rings** on some spaces: at the end you score **1 point per ring reached or "
    "passed** — not the population value itself. Its **last space is purple**: when anybody reaches it, the game "
    "ends at the end of that round.\n\n"
    "The resource board beside the city shows the tracks; the demo board has population symbols on spaces 3, 6, "
    "9, 12 and 15 of each resource track.")
MONUMENTS = N_(
    "A monument card shows **(A)** its reward — resources, population and at least one **ring**; **(B)** the "
    "terrain each of its spaces needs (land, water, or either) and how its pieces are laid; **(C)** what it must "
    "touch: a road, the sidewalk, water, a natural resource, or buildings of a type (two icons: two such "
    "buildings). Each feature of section C must touch at least one side of the monument.\n\n"
    "A monument costs **all your remaining gold** (at least 1), so buying one ends your round. Bought first in a "
    "round, it costs 7.")
LOANS = N_(
    "Besides the purchase you may, on your turn, **take or repay** a loan (one at a time):\n\n"
    "* **Take** (while you still have gold to spend): **+2 gold** for this round — 9 instead of 7.\n"
    "* **Repay** in a **later round**: it costs **3 gold** of that round. If that spends all your gold, you need "
    "not buy anything that turn.\n"
    "* A loan still unpaid at the end costs **2 points**.")
TURN_ORDER = N_(
    "At the end of each round the turn order for the next one is set:\n\n"
    "1. the buyer of the **1st-player pedestal** goes first, the buyer of the **2nd-player pedestal** second;\n"
    "2. everybody else follows by **population, lowest first**;\n"
    "3. tied on population: **fewer monuments** first;\n"
    "4. still tied: the order of the previous round.\n\n"
    "A pedestal costs 1 gold. Whether one player may buy both in a round the rules leave open; the companion lets "
    "each player buy one at most (an option).")
THE_END = N_(
    "The game ends **after round 10** — each stack of building tiles holds exactly ten tiles — **or at the end of "
    "the round** in which somebody's population marker reached the **purple space** (everybody finishes the "
    "round). At the end of every other round: unbought tiles are discarded, a new tile is revealed on each stack, "
    "the roads are topped up, a bought tower is replaced, the turn order is set and the gold markers go back to "
    "0.")
SCORING = N_(
    "| # | line | points |\n"
    "|---|---|---|\n"
    "| 1 | population | 1 per ring reached or passed on the population track |\n"
    "| 2 | least developed resource | the **lowest** of your food, ceramics and gears (8 / 9 / 11 → 8) |\n"
    "| 3 | monuments | the rings printed on your monument cards |\n"
    "| 4 | natural resources | 1 per **uncovered** natural resource next to one of your pieces |\n"
    "| 5 | districts | 1 per building tile **enclosed on all sides** |\n"
    "| 6 | loan | −2 if a loan is unpaid |\n\n"
    "A building tile is a **district** when every cell next to it (not diagonal) is a piece of any kind, an "
    "uncovered natural resource, water, the map edge or the sidewalk: **only empty land breaks it** — also the "
    "notch of an L-shaped tile. A natural resource scores when it is **not covered** and a piece of yours touches "
    "it (the sidewalk, water and other natural resources do not count). Tie: most monuments wins.\n\n"
    "The board below is a city painted as in *score my city*, rulebook example B1: the overlay outlines the "
    "district in green, rings the natural resource that scores, and crosses the empty land that keeps a tile "
    "from being a district; point at a cell for the reason.")
OBJECTIVES = N_(
    "In advanced play **3 public objective cards** are revealed at setup — e.g. *Roads to Rome* (the longest "
    "road), *Waterfront* (most building tiles next to water), *Suburbs* (most tiles on the map edge), "
    "*Metropolis* (a district of each of the five types). At the end the best player on each card scores **3 "
    "rings** and the second **1 ring**. Players tied for first share 3 + 1 = 4, evenly and **rounded up**, and no "
    "second place is given; players tied for second get 1 each.\n\n"
    "Playing **solo**, you play against the **Automaton**: each round it discards items from the market as its "
    "solo card says. Its score is the sum of **your** three resource tracks (easy), plus the rings of the "
    "monuments it took (hard); you win only with **strictly more** points.")


def _h1_open(state: Any) -> bool:
    return any(f.points == 0 for f in districts.explain(state.city()))


def learn_world_wonders() -> Lesson:
    """The whole World Wonders lesson (eleven :class:`~companion.ui.teach.Step` objects with their quizzes),
    following the page language. Building it plays only the few moves of its scenarios."""
    g = WORLD_WONDERS
    steps = [
        Step(g, N_("Gold and the round"), GOLD, "first_turn",
             task=N_("you are Ann: place your free long road touching the sidewalk (a green-outlined cell of the last "
                     "row; R turns the road — try it)."),
             done=lambda s: s.ply >= 1,
             then=[Quiz(N_("How much gold does a player have to spend in a round without a loan?"),
                        numbers([5, 7, 9, 10]), answer=7,
                        explanation=N_("7 gold every round; a loan taken this round makes it 9."))]),
        Step(g, N_("What to buy"), BUY, "purchase",
             task=N_("buy the set of short roads (1 gold) and place its three pieces, one after the other: each must "
                     "touch a road, the sidewalk or a tower."),
             done=lambda s: _count(s, SHORT) == 3,
             then=[Quiz(N_("Ann has spent 3 gold of her 7 and then takes a monument. What does it cost her?"),
                        numbers([1, 3, 4, 7]), answer=4,
                        explanation=N_("A monument costs all the remaining gold: 7 − 3 = 4. With a loan taken this "
                                       "round it would be 9 − 3 = 6."))]),
        Step(g, N_("Roads, bridges and towers"), ROADS, "long_road",
             task=N_("lay the long road as a bridge across the river, starting from your road: its ends on land, its "
                     "middle on the water. Try a place where an end would be on water."),
             done=lambda s: _count(s, BRIDGE) >= 1,
             then=[Quiz(N_("What must a tower touch?"),
                        [Choice("sidewalk", N_("the sidewalk")), Choice("road", N_("a road only")),
                         Choice("any", N_("any piece already on your map"))], answer="any",
                        explanation=N_("A tower stands next to any piece on your map; the sidewalk is not a piece. "
                                       "Roads may then start from the tower."))]),
        Step(g, N_("Buildings and production"), BUILDINGS, "building_tile",
             task=N_("place the Bibliotheca tile next to your road, then look at the food track on the resource "
                     "board."),
             done=lambda s: _count(s, BUILDING) >= 1,
             then=[Quiz(N_("A Fundus tile shows two food symbols. How many spaces does the food marker move when it "
                           "is placed?"), numbers([0, 1, 2, 3]), answer=2,
                        explanation=N_("One space per symbol: two food symbols, two spaces.")),
                   Quiz(N_("May a Templum tile be placed touching only a Fundus tile (no road beside it)?"),
                        [Choice(True, N_("yes")), Choice(False, N_("no"))], answer=False,
                        explanation=N_("A building tile needs a road or a building tile of the same type beside "
                                       "it; another type does not count."))]),
        Step(g, N_("Population"), POPULATION, "building_tile",
             task=N_("place the tile and watch your food marker move; the population marker moves when a resource "
                     "marker reaches a population symbol."),
             done=lambda s: s.tracks[0][0] >= 1,
             then=[Quiz(N_("Your food marker is on space 2; the food track has population symbols on spaces 3 and 6. "
                           "You place a tile with two food symbols. How far does your population marker move?"),
                        numbers([0, 1, 2]), answer=1,
                        explanation=N_("Food goes from 2 to 4: it passes the symbol on 3 (one step of population) "
                                       "and does not reach 6.")),
                   Quiz(N_("At the end your population marker stands on a space after three rings. How many points "
                           "does the population line give?"), numbers([1, 3, 6]), answer=3,
                        explanation=N_("1 point per ring reached or passed, not the population value."))]),
        Step(g, N_("Monuments"), MONUMENTS, "monument",
             task=N_("you bought the Ziggurat (2×2, must touch a road): place it touching your road. It took all your "
                     "gold, so your round is over."),
             done=lambda s: bool(s.monuments_built[0]),
             then=[Quiz(N_("Ann took a loan this round and has spent 3 gold. What does a monument cost her now?"),
                        numbers([3, 4, 6, 9]), answer=6,
                        explanation=N_("With the loan she has 9 gold this round: all the remaining gold is "
                                       "9 − 3 = 6."))]),
        Step(g, N_("Loans"), LOANS, "purchase",
             task=N_("take a loan with the button above the board: the status line shows 9 gold this round."),
             done=lambda s: s.loans[0] is not None,
             then=[Quiz(N_("The loan is still unpaid when the game ends. What does it change?"),
                        [Choice(0, N_("nothing")), Choice(-2, N_("−2 points")), Choice(-3, N_("−3 points"))],
                        answer=-2, explanation=N_("An unpaid loan costs 2 points; repaying it in a later round costs "
                                                  "3 gold of that round."))]),
        Step(g, N_("Turn order"), TURN_ORDER, "purchase",
             task=N_("buy the 1st-player pedestal: next round you go first."),
             done=lambda s: s.pedestals[0] == 0,
             then=[Quiz(N_("Nobody bought a pedestal. Ann's population is 4, Bob's is 2. Who goes first next round?"),
                        [Choice("ann", N_("the player with population 4")),
                         Choice("bob", N_("the player with population 2"))], answer="bob",
                        explanation=N_("Without pedestals the lowest population goes first."))]),
        Step(g, N_("The end"), THE_END, "purchase",
             then=[Quiz(N_("In round 7 a player's population marker reaches the purple space. When does the game end?"),
                        [Choice("now", N_("at once")), Choice("round", N_("at the end of round 7")),
                         Choice("ten", N_("after round 10"))], answer="round",
                        explanation=N_("Everybody finishes the round; the final scoring follows."))]),
        Step(g, N_("The six scoring lines"), SCORING, "city_b1",
             task=N_("choose the Erase tool and erase the tower at (1,1): tile h1 is no longer a district — the overlay "
                     "and the list say which empty cell breaks it."),
             done=_h1_open,
             then=[Quiz(N_("Food 8, ceramics 9, gears 11: how many points for the least developed resource?"),
                        numbers([8, 9, 11, 28]), answer=8,
                        explanation=N_("Only the lowest of the three counts: 8.")),
                   Quiz(N_("In the city above, before the tower is erased: does the natural resource at (1,2) score?"),
                        [Choice(True, N_("yes")), Choice(False, N_("no"))], answer=True,
                        explanation=N_("It is uncovered and touches a piece of yours, the tower at (1,1) (and the "
                                       "tile h1 below it)."))]),
        Step(g, N_("Objectives for advanced play and solo"), OBJECTIVES, "city_b1",
             then=[Quiz(N_("Two players tie for first place on an objective. How many rings does each get?"),
                        numbers([1, 2, 3, 4]), answer=2,
                        explanation=N_("First and second place together are 3 + 1 = 4 rings, shared evenly: 2 each "
                                       "(rounded up), and nobody gets the second place.")),
                   Quiz(N_("Solo at the easy level your tracks end at food 8, ceramics 9, gears 11 and you score 30. "
                           "Who wins?"),
                        [Choice("you", N_("you")), Choice("automaton", N_("the Automaton")),
                         Choice("tie", N_("a tie"))], answer="you",
                        explanation=N_("The Automaton scores 8 + 9 + 11 = 28; 30 is strictly more."))]),
    ]
    return Lesson(g, TITLE, INTRO, steps, outro=OUTRO)
