"""The Iquazú lesson of ``notebooks/learn-iquazu.ipynb``: eleven steps in the rulebook's order, built with the
teaching kit (:mod:`companion.ui.teach`) on the Iquazú board (:class:`~companion.iquazu.ui.board.IquazuBoard`).

Steps (sections of ``shared/rules/iquazu.md``; examples of ``iquazu-examples.md``):

1. the wall and the frame (§1, §2.1–2.2, §3; C-06) — 2. drawing cards (§4 A, §2.5) — 3. placing a crystal and its
cost by frame column (§2.3, §4 B; C-04) — 4. substitution (§2.4; C-10) — 5. the water drop (§4 step 2; C-05) —
6. when a scoring happens (§5.1) — 7. column majority and its tie rule (§5.2; C-01, the 8/5/2 example replayed)
— 8. row majorities and their tie rules (§5.3; C-02 replayed) — 9. after a scoring: tiles are revealed when the
frame moves (§5.4, the common misplay) — 10. bonus tiles (§1.1) — 11. the end and the final scoring (§6).

Every text is an English msgid (Markdown for the prose) with its Polish in ``companion/locale/pl/iquazu-learn.po``
(terms of the Polish rulebook, glossary iquazu.md §8). Quiz answers are the reference's numbers, written here,
not computed: ``tests/iquazu/test_learn_iquazu.py`` checks them against the reference and the engine.

Usage in a notebook::

    from companion.iquazu.teach.lessons import learn_iquazu
    learn_iquazu().widget                                  # on the demo wall
    learn_iquazu(wall="my-iquazu-wall.json").widget        # steps 1-2 on one's own wall (the wall editor's file)
"""
from __future__ import annotations

import html
from typing import Any

from companion.i18n import N_, translate
from companion.iquazu.moves import Draw
from companion.iquazu.teach.narration import narrate
from companion.iquazu.teach.scenarios import GREEN, SCENARIOS, final_moves
from companion.ui.teach import Choice, Lesson, Quiz, Replay, Step, TeachingGame, numbers

__all__ = ["IQUAZU", "learn_iquazu", "final_scoring_html"]


def _board(state: Any, lang: str) -> Any:
    from companion.iquazu.ui.board import ALL, IquazuBoard

    return IquazuBoard(state, lang=lang, viewer=ALL, translate_names=True)   # players named by colour


#: Iquazú for the teaching kit: its scenarios, its board, its narration.
IQUAZU = TeachingGame(name=N_("Iquazú"), scenarios=SCENARIOS, make_board=_board, narrate=narrate)


def final_scoring_html(state: Any, lang: str) -> str:
    """The final score table of a finished game (iquazu.md §6.2: the calculator's scorer on the wall), in ``lang``."""
    result = state.game.score(state)
    heading = html.escape(translate(N_("Final scoring of this game, from the wall"), lang))
    frame = result.to_frame(lang)
    frame.index = [translate(name, lang) for name in frame.index]
    return f"<b>{heading}</b>" + frame.to_html() + "<p>" + html.escape(result.tie_break_text(lang)) + "</p>"


TITLE = N_("Learn Iquazú — one rule at a time")
INTRO = N_(
    "*Iquazú* (HABA 2017, 2–4 players). This lesson follows the rulebook: **the wall and the frame → drawing "
    "cards → placing a crystal and its cost → substitution → the water drop → when a scoring happens → the "
    "column majority → the row majorities → after a scoring → bonus tiles → the end.**\n\n"
    "Each step has a short explanation, a prepared position on the wall, a task — the board answers every click "
    "at once, and explains a refusal — and self-check questions. The rulebook's examples are replayed move by "
    "move. The players are named by their crystal colours, as in the rulebook.")
DEMO_NOTE = N_(
    "**The wall shown is the demo wall**: the printed rock strips, stone values and tiles are not published, so "
    "it is invented (with the rulebook's 8/5/2 stone under column 1). Every rule is the real one.")
OWN_WALL_NOTE = N_(
    "**Steps 1 and 2 show your wall, {name}**: a new game on it. From step 3 on, the rulebook's examples are "
    "replayed on the **demo wall** (invented data: they need its alcoves, and the printed board is not "
    "published); the board of each step says which wall it shows. Every rule is the real one.")
#: the introduction: its body, then which wall the lesson shows
INTRO_WITH_WALL = N_("{body}\n\n{wall_note}")
OUTRO = N_("That is the whole game. To play one, open **play-iquazu.ipynb** (hot seat for 2–4 players, with random "
           "and greedy bots); to play on your own box, enter its wall in **iquazu-wall-editor.ipynb**.")

WALL = N_(
    "* The wall is made of **columns** of **alcoves** (wnęki). Each alcove has a coloured **rim: white, blue or "
    "orange**; on the board each rim also has a letter and a line style. The wall has **5 rows**; one column may "
    "hold two alcoves in the same row, one above the other. The water snakes are at the bottom: **lower** means "
    "nearer to them (height 0 is the lowest).\n"
    "* The **frame** shows **5 placement columns** (F1–F5, left to right) and, right of them, one **column of "
    "bonus tiles**, face up. Columns outside the frame are hidden behind the **waterfall strips**; their tiles "
    "lie face down.\n"
    "* Under each column a **scoring stone** gives its points: with 4 players three values (e.g. 8/5/2), with 3 "
    "players two, with 2 players one.\n"
    "* Setup: hands of **4, 5, 6, 7 cards** clockwise from the start player, who gets the **crystal box**; the "
    "player on the start player's right gets the **drop box**. Each player marks their score with one crystal "
    "and has 34 to place.")
DRAW = N_(
    "A turn is **one action**, then the water drop (only for the drop-box holder), then the crystal box passes "
    "clockwise.\n\n"
    "Action **A: draw 4 cards** from the draw pile (the cards are white, blue and orange). When the draw pile is "
    "empty, the discard pile is shuffled into a new one.\n\n"
    "**Hand limit 12**, checked only at the **end of your own turn**: discard the excess cards of your choice.")
PLACE = N_(
    "Action **B: place one crystal** in an **empty** alcove of the frame's 5 placement columns.\n\n"
    "**The cost:** in frame column **k** a crystal costs **k cards of the alcove's rim colour** — 1 card in F1, "
    "5 cards in F5. The cost depends on where the column stands **in the frame**, not on the wall: each time the "
    "frame moves, every column gets one card cheaper. Paid cards go to the discard pile.\n\n"
    "On the board: click a highlighted alcove; the payments you can make appear as buttons, the cheapest one "
    "proposed. Choose one, or press Undo to choose another alcove.")
SUBSTITUTION = N_(
    "**Any one required card may be replaced by two cards of one other colour.** The two cards of a pair must "
    "match each other and differ from the rim colour. Several required cards may be replaced in one payment; "
    "the pairs may even be of different colours (our reading of the per-card rule, an option in the engine).\n\n"
    "So with s substitutions you pay **k − s** cards of the rim colour plus **s pairs**: k + s cards in all.\n\n"
    "Example (C-10): a white alcove in F3 costs W W W, or W W + B B, or W + B B + O O, or B B + O O + B B … but "
    "not W W + B O (the pair does not match) and not W W + B (one card cannot replace one).")
DROP = N_(
    "Step 2 of the turn, **only for the player in front of whom the drop box stands**: put one water drop in the "
    "**topmost empty alcove of frame column 1** — water drips from the top. No crystal can go there afterwards. "
    "The drop box stays with that player until a scoring round, so in practice the last player in turn order "
    "drops once per round.\n\n"
    "Example (C-05): column 1 from the top: h6 drop, h5 empty, h4 Green, h3 empty, h2 Red, h1 and h0 Yellow.")
TRIGGER = N_(
    "A **scoring round** happens **the moment the last empty alcove of frame column 1 is filled** — by a crystal "
    "or by a drop. **Only frame column 1** is ever scored during the game: columns 2–5 may be full without "
    "effect. If the drop-box holder fills column 1 with a crystal, they place no drop this turn.")
COLUMN = N_(
    "**Column points.** Rank the players who have at least one crystal in the column by their number of "
    "crystals, most first. They take the stone's values from high to low; the others score 0 (with 4 players "
    "the 4th gets nothing even with crystals there).\n\n"
    "**Tie rule:** the player whose crystal is **lower** (nearer the snakes) ranks higher — we compare each tied "
    "player's lowest crystal. If everybody ties, the ranking is by height alone.\n\n"
    "Rulebook example (C-01), stone 8/5/2: column 1 holds h5 drop, h4 Yellow, h3 Green, h2 Green, h1 Red, h0 "
    "Green; Purple's drop fills h6. After the scoring, the explanation under the board goes through it step by "
    "step.")
ROWS = N_(
    "**Bonus tiles.** For each row 1–5, count the crystals in that row across the frame's 5 placement columns. "
    "The player with **most crystals** takes the row's face-up tile.\n\n"
    "**Tie rules:** the tied player whose crystal is **furthest right** wins; if their rightmost crystals are in "
    "the same column, the **lower** one wins. A row with **no crystal** loses its tile: it is removed from the "
    "game.\n\n"
    "Rulebook example (C-02): row 1 Yellow, Red and Purple one each; row 2 empty; row 3 Yellow 2, Green 1; row 4 "
    "Green 2, Red 1; row 5 Green 2 and Red 2, both furthest right in column 2.")
AFTER = N_(
    "After the scoring round, **in this order**:\n\n"
    "1. The rightmost waterfall strip goes to the left of the frame and **the frame moves one column right**: the "
    "scored column disappears behind the water.\n"
    "2. **Only now** are the 5 tiles of the new tile column turned face up.\n"
    "3. The **drop box** passes **counter-clockwise** (to the holder's right-hand neighbour).\n"
    "4. The **crystal box** passes clockwise: the next player's turn.\n\n"
    "**The common misplay:** turning the new tiles face up when a column is scored, before the frame moves. The "
    "tiles of a column are revealed when the frame comes to them. If the new frame column 1 is already full, it "
    "is scored at once (a chain).")
TILES = N_(
    "A won tile lies in front of you. Action tiles are used during **your own turn**, at its start or its end, "
    "any number of them:\n\n"
    "| tile | effect |\n|---|---|\n"
    "| extra cards 2, 3, 4 | take that many cards from the draw pile |\n"
    "| colour doesn't matter | one placement paid with any k cards |\n"
    "| double move | one more action this turn (also at scoring time) |\n"
    "| victory points | kept, added at the end of the game |\n\n"
    "A used action tile is out of play. Only a double move lets you place a second crystal in one turn.")
END = N_(
    "The game ends with the scoring round of the **third-to-last column** (the frame at its last position). Then "
    "no more turns:\n\n"
    "1. The third-to-last column is scored as usual: column points, then the row tiles.\n"
    "2. The **second-to-last and last columns** score **column points only**, full or not.\n"
    "3. Add the **victory points of the VP tiles**.\n\n"
    "Highest score wins; a tie is a shared victory. Scores may pass 80: the marker goes round the track again. "
    "The companion's final scoring is the calculator's, from the wall.")


#: the steps that need no particular alcove of the wall (the scenario "setup_4p": a new game), shown on a player's
#: own wall when the lesson is given one; the others replay the rulebook's examples on the lesson wall
OWN_WALL_SCENARIOS = ("setup_4p",)


def own_wall_game(wall: Any) -> tuple[TeachingGame, Any]:
    """Iquazú for the teaching kit with the scenarios of :data:`OWN_WALL_SCENARIOS` on ``wall`` (a new game of
    Green, Yellow, Red and Purple — as many as the wall has a scoring board for, most first — laid from the
    lesson's seed), the others on the lesson wall. Returns the game and the loaded wall.

    Raises:
        InvalidWall: ``wall`` is not a valid wall (anything :func:`companion.iquazu.wall.load_wall` takes).
    """
    from companion.iquazu.options import Options
    from companion.iquazu.setup import new_game
    from companion.iquazu.teach.scenarios import COLOURS, PLAYERS, SEED
    from companion.iquazu.wall import load_wall

    loaded = load_wall(wall)
    n = max(loaded.stones)                              # the wall's largest player count (a board is required)
    options = Options(wall=loaded, colours=COLOURS[:n])

    def setup() -> Any:
        return new_game(list(PLAYERS[:n]), seed=SEED, options=options)

    scenarios = {**SCENARIOS, **{name: setup for name in OWN_WALL_SCENARIOS}}
    return TeachingGame(name=IQUAZU.name, scenarios=scenarios, make_board=_board, narrate=narrate), loaded


def learn_iquazu(wall: Any = None) -> Lesson:
    """The whole Iquazú lesson (eleven :class:`~companion.ui.teach.Step` objects with their quizzes and replays),
    following the page language. Building it plays no example: replays compute their positions when stepped.

    Args:
        wall: None: every step on the lesson wall (the demo wall, labelled as such). A player's wall (a wall
            file's path, a wall dict or a :class:`~companion.iquazu.wall.Wall`): steps 1 and 2 (the wall and the
            frame, drawing cards: :data:`OWN_WALL_SCENARIOS`) show a new game on it; steps 3–11 replay the
            rulebook's examples, which need the demo wall's alcoves, on the lesson wall. The introduction says
            which wall each part shows, and each board names its wall (the demo label only on the demo wall).

    Raises:
        InvalidWall: ``wall`` is not a valid wall.
    """
    from companion.i18n import Phrase

    if wall is None:
        g = IQUAZU
        note = Phrase(DEMO_NOTE)
    else:
        g, loaded = own_wall_game(wall)
        note = Phrase(DEMO_NOTE) if loaded.demo else Phrase(OWN_WALL_NOTE, {"name": loaded.name})
    intro = Phrase(INTRO_WITH_WALL, {"body": Phrase(INTRO), "wall_note": note})
    steps = [
        Step(g, N_("The wall and the frame"), WALL, "setup_4p",
             then=[Quiz(N_("How many placement columns does the frame show?"), numbers([4, 5, 6]), answer=5,
                        explanation=N_("Five placement columns, F1 to F5, and right of them the column of bonus "
                                       "tiles.")),
                   Quiz(N_("With 4 players, how many cards does the fourth player in turn order start with?"),
                        numbers([4, 5, 6, 7]), answer=7,
                        explanation=N_("4, 5, 6 and 7 cards clockwise from the start player: later seats get more, "
                                       "since the start player has the whole empty wall to choose from."))]),
        Step(g, N_("Drawing cards"), DRAW, "setup_4p",
             task=N_("you are Green: draw 4 cards (the button above the wall)."),
             done=lambda s: sum(s.hands[GREEN]) == 8,
             then=[Quiz(N_("At the end of her turn Green holds 14 cards. How many must she discard?"),
                        numbers([0, 2, 4]), answer=2,
                        explanation=N_("The hand limit is 12, checked at the end of one's own turn: 14 − 12 = 2."))]),
        Step(g, N_("Placing a crystal and its cost"), PLACE, "placing",
             task=N_("you are Green: put a crystal in the orange alcove at height 2 of column 3 (frame column 3): "
                     "click it, then pay. Also try the blue alcove at height 4 of column 3."),
             done=lambda s: s.content(3, 2) == GREEN,
             then=[Quiz(N_("What does a crystal in a blue alcove of frame column 4 cost?"),
                        [Choice("1b", N_("1 blue card")), Choice("4b", N_("4 blue cards")),
                         Choice("4any", N_("4 cards of any colour")), Choice("4w", N_("4 white cards"))],
                        answer="4b", explanation=N_("k cards of the rim colour in frame column k: 4 blue cards.")),
                   Quiz(N_("An alcove of wall column 5 costs 5 cards now. How many after the frame has moved one "
                           "column right?"), numbers([3, 4, 5, 6]), answer=4,
                        explanation=N_("Column 5 then stands in frame column 4: the cost depends on the frame, not "
                                       "on the wall."))]),
        Step(g, N_("Substitution"), SUBSTITUTION, "substitution",
             task=N_("you are Green, with only 1 white card: put a crystal in the white alcove at height 3 of column "
                     "3 (frame column 3), paying with pairs."),
             done=lambda s: s.content(3, 3) == GREEN,
             then=[Quiz(N_("A white alcove in frame column 3: which payment is NOT allowed?"),
                        [Choice("www", N_("white, white, white")),
                         Choice("wwbb", N_("white, white + blue, blue")),
                         Choice("wbboo", N_("white + blue, blue + orange, orange")),
                         Choice("wwbo", N_("white, white + blue, orange"))],
                        answer="wwbo",
                        explanation=N_("The two cards replacing one white card must be of one colour: blue and "
                                       "orange do not make a pair."))]),
        Step(g, N_("The water drop"), DROP, "water_drop",
             task=N_("you are Purple and hold the drop box: draw 4 cards and watch where the drop goes."),
             done=lambda s: s.content(1, 5) == "drop",
             then=[Quiz(N_("Where does Purple's drop go?"),
                        [Choice(h, N_("height {n}"), {"n": h}) for h in (5, 3, 0)], answer=5,
                        explanation=N_("The topmost empty alcove of frame column 1: height 5. Height 3 stays "
                                       "empty, so column 1 is not full and there is no scoring yet.")),
                   Replay(g, N_("Rulebook example (C-05): the drop"), "water_drop", [Draw()])]),
        Step(g, N_("When a scoring happens"), TRIGGER, "last_alcove",
             task=N_("you are Green: fill the last empty alcove of column 1 (white, height 1)."),
             done=lambda s: s.scorings == 1,
             then=[Quiz(N_("Column 3 (frame column 3) is full too. Is it scored?"),
                        [Choice("no", N_("No: only frame column 1 is scored")),
                         Choice("yes", N_("Yes: every full column is scored"))], answer="no",
                        explanation=N_("Only the moment frame column 1 is full starts a scoring round; column 3 "
                                       "will be scored when the frame has moved and it is column 1."))]),
        Step(g, N_("Column majority and its tie rule"), COLUMN, "column_majority",
             task=N_("you are Purple and hold the drop box: draw 4 cards — your drop fills column 1."),
             done=lambda s: s.scorings == 1,
             then=[Quiz(N_("Red and Yellow have one crystal each in column 1. How many points does Red get?"),
                        numbers([0, 2, 5, 8]), answer=5,
                        explanation=N_("Green has 3 crystals: 8. Red's crystal (height 1) is lower than Yellow's "
                                       "(height 4), so Red is second: 5, Yellow third: 2, Purple 0.")),
                   Quiz(N_("How many points does Yellow get?"), numbers([0, 2, 5]), answer=2,
                        explanation=N_("Third place: the stone's lowest value, 2.")),
                   Replay(g, N_("Rulebook example (C-01): the 8/5/2 stone and the lower-crystal tie"),
                          "column_majority", [Draw()])]),
        Step(g, N_("Row majorities and their tie rules"), ROWS, "row_majorities",
             task=N_("you are Red and hold the drop box: draw 4 cards — your drop fills column 1, then read the "
                     "rows' explanation under the board."),
             done=lambda s: s.scorings == 1,
             then=[Quiz(N_("Row 1: Yellow (column 1), Red (column 2) and Purple (column 4) have one crystal each. "
                           "Who takes the tile?"),
                        [Choice(name, name) for name in (N_("Yellow"), N_("Red"), N_("Purple"))], answer="Purple",
                        explanation=N_("A tie goes to the crystal furthest right: Purple's, in column 4.")),
                   Quiz(N_("Row 5: Green and Red have two crystals each, and their rightmost ones are both in "
                           "column 2. Who takes the tile?"),
                        [Choice(name, name) for name in (N_("Green"), N_("Red"), N_("nobody"))], answer="Green",
                        explanation=N_("Same column: the lower crystal wins. Green's is at height 0, Red's at "
                                       "height 1.")),
                   Quiz(N_("Row 2 has no crystal. What happens to its tile?"),
                        [Choice("removed", N_("It is removed from the game")),
                         Choice("stays", N_("It stays for the next scoring"))], answer="removed",
                        explanation=N_("A row without crystals loses its tile.")),
                   Replay(g, N_("Rulebook example (C-02): the row tiles"), "row_majorities", [Draw()])]),
        Step(g, N_("After a scoring: when tiles are revealed"), AFTER, "after_scoring",
             then=[Quiz(N_("When are the tiles of column 7 turned face up?"),
                        [Choice("scored", N_("When column 1 is scored")),
                         Choice("moved", N_("When the frame moves one column right")),
                         Choice("start", N_("At the start of the game"))], answer="moved",
                        explanation=N_("Tiles are revealed when the frame moves, never when a column is scored.")),
                   Quiz(N_("Purple held the drop box. Who holds it after the scoring?"),
                        [Choice(name, name) for name in (N_("Green"), N_("Red"), N_("Purple"))], answer="Red",
                        explanation=N_("The drop box passes counter-clockwise: to Purple's right-hand neighbour, "
                                       "Red."))]),
        Step(g, N_("Bonus tiles"), TILES, "bonus_tiles",
             task=N_("you are Green: use your “3 extra cards” tile."),
             done=lambda s: sum(s.hands[GREEN]) == 6,
             then=[Quiz(N_("When do victory-point tiles count?"),
                        [Choice("end", N_("At the end of the game")), Choice("now", N_("As soon as they are won"))],
                        answer="end", explanation=N_("VP tiles are kept and added in the final scoring.")),
                   Quiz(N_("Can Green place two crystals in one turn?"),
                        [Choice("double", N_("Only with a double-move tile")), Choice("always", N_("Yes, always")),
                         Choice("never", N_("Never"))], answer="double",
                        explanation=N_("One crystal per turn; a double-move tile gives one more action."))]),
        Step(g, N_("The end and the final scoring"), END, "final_turn",
             task=N_("you are Purple: fill the last alcove of column 9 (white, height 1) and see the final scoring."),
             done=lambda s: s.is_over,
             then=[Replay(g, N_("The last scoring: column 9, then columns 10 and 11, then the VP tiles"),
                          "final_turn", final_moves, summary=final_scoring_html),
                   Quiz(N_("Who wins this game?"),
                        [Choice(name, name) for name in (N_("Green"), N_("Yellow"), N_("Red"), N_("Purple"))],
                        answer="Green",
                        explanation=N_("Green: 38 + 8 (column 9) + 6 (column 10) + 3 (row 4 tile) + 3 (VP tile) "
                                       "= 58; Red 57, Purple 56, Yellow 51."))]),
    ]
    return Lesson(g, TITLE, intro, steps, outro=OUTRO)
