"""The Five Tribes lesson of ``notebooks/learn-five-tribes.ipynb``: thirteen steps in the rulebook's order, built
with the teaching kit (:mod:`companion.ui.teach`) on the Five Tribes board.

Steps (sections of ``shared/rules/five-tribes.md``; worked examples of ``five-tribes-examples.md``):

1. bidding for turn order (§3.1; A1 replayed, A2) — 2. moving meeples (§3.3; B1, B4) —
3. loops and the last meeple's colour (§3.3; B2 replayed) — 4. tile control (§3.4; B3) —
5. viziers, elders and merchants (§3.5) — 6. builders (§3.5; C1 replayed, its 3 × 3 block marked on the board) —
7. assassins (§3.5) — 8. tile actions (§3.6) — 9. villages and oases, the compulsory actions (§3.6: the reader
places a palace) — 10. djinns (§1.5, §3.6) — 11. merchandise sale (§3.7) — 12. game end (§4) —
13. final scoring (§5; G1 and F1 on the board, the last turn replayed to the score sheet).

Texts: English msgids (prose in Markdown); Polish in ``companion/locale/pl/five-tribes-learn.po``, with the
Polish rulebook's terms (five-tribes.md §8). The quiz answers are written from the reference, never computed;
``tests/five_tribes/test_learn_five_tribes.py`` holds them against the reference and the engine. The page
``notebooks/learn-five-tribes.ipynb`` shows ``learn_five_tribes().header``, then one ``lesson.step(k)`` per cell
and ``lesson.footer``.
"""
from __future__ import annotations

import html
from typing import Any

from companion.five_tribes.moves import tile
from companion.five_tribes.teach.narration import narrate
from companion.five_tribes.teach.scenarios import SCENARIOS
from companion.i18n import N_, translate
from companion.ui.teach import Choice, Lesson, Quiz, Replay, Step, TeachingGame, numbers

__all__ = ["FIVE_TRIBES_TEACHING", "learn_five_tribes", "score_table_html", "REPLAYS"]


def _board(state: Any, lang: str) -> Any:
    from companion.five_tribes.ui.board import ALL, FiveTribesBoard

    return FiveTribesBoard(state, lang=lang, viewer=ALL)     # a lesson shows every player's gold


#: Five Tribes for the teaching kit: its scenarios, its board, its narration.
FIVE_TRIBES_TEACHING = TeachingGame(name=N_("Five Tribes"), scenarios=SCENARIOS, make_board=_board, narrate=narrate)


def score_table_html(state: Any, lang: str) -> str:
    """The score sheet of ``state`` if the game ended now (five-tribes.md §5) as HTML, in ``lang``: the
    calculator's scorer on the engine's sheet (:func:`companion.five_tribes.end.final_sheet`)."""
    from companion.five_tribes.end import final_sheet
    from companion.five_tribes.scoring import score_sheet

    heading = html.escape(translate(N_("Final scoring of this position"), lang))
    return f"<b>{heading}</b>" + score_sheet(final_sheet(state)).to_frame(lang).to_html()


#: The moves of the replayed worked examples (five-tribes-examples.md), in notation.
REPLAYS = {
    "A1": ("bidding_4p", ("bid 3", "bid 1", "bid 0", "bid 0")),
    "B2": ("loop_5", ("pick c3", "step d3", "drop merchant", "step d4", "drop builder", "step c4", "drop assassin",
                      "step c3", "drop vizier", "step d3", "drop merchant", "end")),
    "C1": ("builders_block", ("pick c2", "step c3", "drop builder", "builders 1", "end")),
    "last_turn": ("last_camel", ("pick b1", "step c1", "drop elder", "skip", "end")),
}


def _replay(title: str, name: str, **kw: Any) -> Replay:
    from companion.five_tribes.engine import FIVE_TRIBES

    scenario, moves = REPLAYS[name]
    return Replay(FIVE_TRIBES_TEACHING, title, scenario, lambda: [FIVE_TRIBES.parse_move(m) for m in moves], **kw)


TITLE = N_("Learn Five Tribes — one rule at a time")
INTRO = N_(
    "*Five Tribes: The Djinns of Naqala* (Days of Wonder 2014, 2–4 players). This lesson follows the rulebook's "
    "order: **bidding → moving meeples (loops and the last meeple's colour) → tile control → each tribe → each "
    "tile action → djinns → merchandise sale → game end → final scoring.**\n\n"
    "Each step has a short explanation, a prepared position on the board, a task for you — the rules engine "
    "answers every click, and a refused click shows its reason — and a self-check question. The rulebook's "
    "examples are replayed on the board move by move: press “Next step” and “Back”. Tiles are named like chess "
    "squares: columns a–f, rows 1–5. Every step starts from its own position; “Start again” puts it back.")
OUTRO = N_("That is the whole game. To play one, open **play-five-tribes.ipynb** (hot seat for 2–4 players, with "
           "random bots and the move advisor).")

BIDDING = N_(
    "Every round starts with the **bid for turn order**. The markers bid in the order of the **Bid Order track** "
    "(spot 1 first). Each one takes a free spot of the **Turn Order track** — **18, 12, 8, 5, 3, 1, 0, 0, 0** "
    "gold — and **pays at once**.\n\n"
    "* An occupied spot cannot be taken, **except the 0 spots**: a new 0 bid **pushes** the markers already on "
    "zeros one spot back, so the latest zero plays first among the zeros.\n"
    "* At most **three** markers can sit on zeros; then the next bidder must pay at least 1.\n"
    "* Markers play from the dearest spot down; in that order they move back to the Bid Order track, so this "
    "round's turn order is next round's bidding order.\n\n"
    "Rulebook example (A1): the Bid Order track reads Olek, Sylwia, Ania, Piotr.")
MOVING = N_(
    "The heart of a turn. **Pick up all the meeples** of one tile, then walk from tile to tile, dropping "
    "**exactly one** meeple on each tile you enter, until your hand is empty: as many steps as meeples.\n\n"
    "* Steps are **orthogonal** — never diagonal.\n"
    "* **No immediate backtracking**: never step straight back onto the tile you just left.\n"
    "* You may walk over empty tiles, your own and your opponents' tiles.\n"
    "* **The last meeple's colour**: the last meeple must land on a tile that **already holds a meeple of its "
    "colour**. So a move never ends on an empty tile.\n\n"
    "Rulebook example (B1): c3 holds a vizier (yellow) and an elder (white); e3, two steps east, holds an elder.")
LOOPS = N_(
    "Walking in a circle is allowed: you may enter a tile again later in the same move, **even the tile you "
    "started from** — only the immediate step back is forbidden. Returning to the start needs 4 meeples (a 2 × 2 "
    "square); passing a tile twice needs at least 5.\n\n"
    "The meeples you dropped earlier in the move **are on the tile**: the last meeple's colour rule looks at the "
    "tile as it is **at the last step**, and they are collected with the others.\n\n"
    "Rulebook example (B2): the small market c3 holds 2 merchants (green), a builder, an assassin and a vizier; "
    "the oasis d3 holds 1 merchant. d4 and c4 close a 2 × 2 square.")
CONTROL = N_(
    "At the end of the move, take the **last meeple and every meeple of its colour** on that tile — always at "
    "least 2.\n\n"
    "* If the tile is **now empty** and has **no camel**, put one of your camels on it: the tile is yours (its "
    "points at the end of the game, and those of the palm trees and palaces on it).\n"
    "* A camel never leaves: emptying a tile that already has a camel changes nothing.\n"
    "* Whether or not you took the tile, the **tribe action** and the **tile action** follow.\n\n"
    "Rulebook example (B3): Ann holds one elder; b3 holds exactly 2 elders, d3 holds 3 elders and a builder.")
VIZIERS = N_(
    "The colour you collected decides the **tribe action** (n = meeples collected):\n\n"
    "| tribe | action |\n"
    "|---|---|\n"
    "| **viziers** (yellow) | keep them in front of you: points at the end |\n"
    "| **elders** (white) | keep them: they pay for djinns, or score 2 points each at the end |\n"
    "| **merchants** (green) | back to the bag; take the **first n** cards of the row, from its start — no "
    "choice |\n\n"
    "The row is not refilled until the end of the round. Here Ann can end on b2 (viziers) or on e2 "
    "(merchants).")
BUILDERS = N_(
    "**Builders** (blue) go back to the bag and pay gold: **(n + fakirs discarded) × blue tiles** in the "
    "**3 × 3 block** around the final tile — the tile itself and its 8 neighbours, **diagonals included**. Blue "
    "tiles are the villages and the sacred places (blue value); who owns them does not matter. The djinn "
    "**Echidna** doubles the gold.\n\n"
    "Example C1: the final tile c3 is a village; in the block b2–d4 the blue tiles are c3, b2 (diagonal), d3 and "
    "c4. Ann collects 3 builders and holds 1 fakir. The block is marked on the board (blue frames).")
ASSASSINS = N_(
    "**Assassins** (red) go back to the bag and **kill one meeple**:\n\n"
    "* **any** meeple on a tile at most **n + fakirs** orthogonal steps from the final tile (the final tile "
    "itself counts), or\n"
    "* a **vizier or an elder in front of an opponent**, at any distance.\n\n"
    "A kill that empties a tile without a camel gives you that tile too (your camel goes there) — but no tile "
    "action there. With only one camel left, it goes on the move's final tile.\n\n"
    "Here Ann collects 2 assassins on c3; a lone merchant stands on e4, and Bob holds 2 viziers.")
TILE_ACTIONS = N_(
    "After the tribe action comes the **action of the final tile**, whoever owns it:\n\n"
    "| tile | action | |\n"
    "|---|---|---|\n"
    "| oasis | a **palm tree** on the tile | compulsory |\n"
    "| village | a **palace** on the tile | compulsory |\n"
    "| small market | pay **3** gold: **1** card of your choice among the **first 3** | optional |\n"
    "| large market | pay **6** gold: **2** cards of your choice among the **first 6** | optional |\n"
    "| sacred place | pay **2 elders**, or **1 elder + 1 fakir**: take a face-up djinn | optional |\n\n"
    "Palm trees and palaces score for whoever controls the tile at the end. Here Ann can end on the small market "
    "b3 or the large market d3.")
VILLAGE = N_(
    "Two tile actions are **compulsory**: ending on an **oasis** puts a **palm tree** on it, ending on a **village** "
    "puts a **palace** on it — even when the tile is an opponent's, and whether or not you took it this turn. A "
    "palace scores **5 points** and a palm tree **3** for **whoever controls the tile at the end**; on a tile "
    "nobody controls they score nothing. When the supply of palaces (10) or palm trees (12) is empty, the action "
    "is skipped.\n\n"
    "Here the village c3 holds 1 vizier and Ann can bring the vizier of c2 there. The village d3 next to it "
    "already carries **Bob's camel**; its elder can be joined by the elder of d2.")
DJINNS = N_(
    "A **djinn** comes only from a sacred place: pay 2 elders, or an elder and a fakir (never two fakirs), and take "
    "one of the **three face-up djinns**. Each djinn scores its printed points at the end, and has a power:\n\n"
    "* **end-game** djinns change the scoring (Jafaar: 3 points per vizier; Shamhat: 4 per elder; Haurvatat: 5 "
    "per palm tree; Al-Amin: two fakirs = one wild merchandise);\n"
    "* **costed** powers (Echidna, Enki, Bouraq …) are used **on your own turn, at most once per turn**, paying "
    "elders or fakirs; a djinn can be used in the turn it was taken;\n"
    "* **triggered** djinns (Ba'al, Marid, Monkir, Nekir) pay gold even on the opponents' turns.\n\n"
    "Here Ann holds 1 elder and 1 fakir and can end on the sacred place c3.")
SALE = N_(
    "At the end of your turn you may **sell suits of merchandise**: each suit is cards of **different kinds** "
    "(fakirs are not merchandise). The bank pays:\n\n"
    "| kinds in the suit | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 |\n"
    "|---|---|---|---|---|---|---|---|---|---|\n"
    "| gold | 1 | 3 | 7 | 13 | **21** | 30 | 40 | 50 | 60 |\n\n"
    "The same table scores your cards at the end, so a sale turns cards into gold, never into more points. Ann "
    "holds fish ×2, wheat, pottery, ivory and jewels.")
GAME_END = N_(
    "The game ends at the **end of the round** in which:\n\n"
    "1. a player places their **last camel** (the 8th with 3–4 players, the 11th with 2) — every marker still "
    "to play this round plays its turn; or\n"
    "2. **no legal meeple move** is left on the board.\n\n"
    "Then comes the final scoring. Here four players play; Ann has one camel left and her marker is the last "
    "of the round.")
SCORING = N_(
    "Each player adds up:\n\n"
    "| | points |\n"
    "|---|---|\n"
    "| gold | 1 per coin |\n"
    "| viziers | 1 each **+ 10 for each opponent with strictly fewer viziers** |\n"
    "| elders | 2 each |\n"
    "| djinns | their printed points |\n"
    "| tiles | the printed value of each tile with your camel |\n"
    "| palm trees / palaces | 3 / 5 each, on your tiles |\n"
    "| merchandise | sets of different kinds, by the sale table |\n\n"
    "**The vizier trap:** the bonus is not a single majority. It is 10 points **per opponent** with fewer "
    "viziers — with 5, 3, 3 and 0 viziers the bonuses are 30, 10, 10 and 0 (example G1). Equal counts give "
    "nothing.\n\n"
    "**Merchandise:** split your cards into sets so that the sum is largest: build the biggest set first, then "
    "the next (example F1: fish ×3, wheat ×2, pottery, ivory). The highest total wins; a tie is a shared victory.")


#: the 3 × 3 block around c3 of example C1 (b2–d4), marked on the board in the builders step
BLOCK_C1 = tuple(f"tile:{col}{row}" for row in "234" for col in "bcd")


def _camel_of(t: str, player: int = 0):
    return lambda s: s.camels[tile(t)] == player


def learn_five_tribes() -> Lesson:
    """The lesson: thirteen steps, each a :class:`~companion.ui.teach.Step` on its scenario with its quizzes
    and replays, in the page's language. Nothing is played while it is built (a replay plays its example
    when first stepped), so the page loads without work."""
    g = FIVE_TRIBES_TEACHING
    steps = [
        Step(g, N_("Bidding for turn order"), BIDDING, "bidding_4p",
             task=N_("make the four bids of example A1: Olek takes 3, Sylwia 1, Ania 0, Piotr 0 (click the spots of "
                     "the Turn Order track). Then see who plays first."),
             done=lambda s: s.ply >= 4,
             then=[Quiz(N_("After the bids of example A1 (Olek 3, Sylwia 1, Ania 0, Piotr 0), in which order do the "
                           "players take their turns?"),
                        [Choice("OSPA", N_("Olek, Sylwia, Piotr, Ania")), Choice("OSAP", N_("Olek, Sylwia, Ania, Piotr")),
                         Choice("PAOS", N_("Piotr, Ania, Olek, Sylwia"))],
                        answer="OSPA",
                        explanation=N_("Higher spots play first (3, then 1); Piotr's zero pushed Ania's back, so "
                                       "among the zeros Piotr, the latest, plays first.")),
                   _replay(N_("Rulebook example A1: four bids"), "A1"),
                   Quiz(N_("Olek, Sylwia and Ania all bid 0 (example A2). Which spots may Piotr take?"),
                        [Choice("zero", N_("a 0 spot, pushing the others back")),
                         Choice("paid", N_("only a spot costing at least 1 gold")),
                         Choice("any", N_("any spot"))],
                        answer="paid",
                        explanation=N_("At most three markers sit on zeros: Piotr must pay at least 1 — and so he "
                                       "plays first, before the three zeros."),
                        game=g, scenario="three_zeros")]),
        Step(g, N_("Moving meeples"), MOVING, "two_meeple_move",
             task=N_("you are Ann: click c3 to pick up its meeples, walk to d3 and drop the vizier, then to e3 and "
                     "drop the elder. Also try stepping back to c3, or ending with the vizier on e3."),
             done=lambda s: s.elders[0] == 2,
             then=[Quiz(N_("Ann picks up 2 meeples on c3 (example B4). Which of these moves is legal?"),
                        [Choice("back", N_("c3 → d3 → c3 (back to the start)")),
                         Choice("diagonal", N_("c3 → d4 → e4 (diagonal first step)")),
                         Choice("legal", N_("c3 → d3 → e3, the elder last on e3 (it holds an elder)")),
                         Choice("empty", N_("c3 → b3 → a3, ending on an empty tile"))],
                        answer="legal",
                        explanation=N_("Steps are orthogonal, never straight back, and the last meeple needs a "
                                       "meeple of its colour on the final tile.")),
                   Quiz(N_("After the move c3 → d3 (vizier) → e3 (elder), how many elders does Ann collect?"),
                        numbers([1, 2, 3]), answer=2,
                        explanation=N_("The elder she dropped and the one already on e3: 2 elders (example B1).")),
                   ]),
        Step(g, N_("Loops and the last meeple's colour"), LOOPS, "loop_5",
             task=N_("walk the loop of example B2: pick up c3, then d3 (merchant), d4 (builder), c4 (assassin), c3 "
                     "(vizier) and d3 again (merchant)."),
             done=_camel_of("d3"),
             then=[Quiz(N_("At the end of the loop, how many merchants does Ann collect on the oasis d3?"),
                        numbers([1, 2, 3, 5]), answer=3,
                        explanation=N_("The merchant that was there plus the two she dropped there at steps 1 and 5: "
                                       "3 merchants, so she takes the first 3 cards. The oasis is empty: her camel "
                                       "goes there and a palm tree follows (compulsory).")),
                   _replay(N_("Rulebook example B2: a loop of five meeples"), "B2")]),
        Step(g, N_("Tile control"), CONTROL, "choose_final_tile",
             task=N_("take control of a tile: pick up the elder of c3 and end on the tile where you can place your "
                     "camel."),
             done=_camel_of("b3"),
             then=[Quiz(N_("If Ann ends on d3 instead (3 elders and a builder), what happens?"),
                        [Choice("4none", N_("she collects 4 elders; the builder stays, no camel")),
                         Choice("4camel", N_("she collects 4 elders and places a camel")),
                         Choice("5", N_("she collects every meeple there, 5, and places a camel"))],
                        answer="4none",
                        explanation=N_("Only the colour of the last meeple is collected: 3 + 1 = 4 elders. The "
                                       "builder keeps the tile occupied, so nobody takes it (example B3)."))]),
        Step(g, N_("Viziers, elders and merchants"), VIZIERS, "viziers_and_merchants",
             task=N_("collect the merchants: pick up e1 and drop its merchant on e2. Which cards do you get?"),
             done=lambda s: sum(s.cards[0].values()) > 0,
             then=[Quiz(N_("Ann collects 3 merchants. Which cards does she take?"),
                        [Choice("first", N_("the first 3 cards of the row")),
                         Choice("any", N_("any 3 cards of the row, her choice")),
                         Choice("pile", N_("3 cards from the draw pile"))],
                        answer="first",
                        explanation=N_("Merchants take the first n cards from the start of the row, with no choice; "
                                       "choosing is what the markets are for.")),
                   Quiz(N_("Ann ends on b2 with the vizier of b1 instead. How many viziers will she hold?"),
                        numbers([1, 2, 3]), answer=3,
                        explanation=N_("The vizier she dropped and the 2 on b2: all 3 stay in front of her."))]),
        Step(g, N_("Builders"), BUILDERS, "builders_block",
             task=N_("pick up the builder of c2, drop it on c3, and take the builders' gold discarding your fakir."),
             done=lambda s: s.gold[0] > 50,
             then=[Quiz(N_("Ann collects 3 builders on c3 and discards 1 fakir (example C1). How much gold does she "
                           "get?"), numbers([12, 16, 24, 32]), answer=16,
                        explanation=N_("(3 + 1) × 4 blue tiles = 16 gold. Forgetting the diagonal b2 would give "
                                       "(3 + 1) × 3 = 12.")),
                   Quiz(N_("Ann also uses Echidna (paying 2 elders) before taking the gold. How much does she get "
                           "now?"), numbers([16, 20, 32]), answer=32,
                        explanation=N_("Echidna doubles the builders' gold: 2 × 16 = 32.")),
                   _replay(N_("Example C1: builders in a block with four blue tiles"), "C1")],
             marks=BLOCK_C1),
        Step(g, N_("Assassins"), ASSASSINS, "assassins_range",
             task=N_("collect the 2 assassins (b3 onto c3) and kill the merchant on e4 — you need your fakir for the "
                     "range. Then look at e4."),
             done=_camel_of("e4"),
             then=[Quiz(N_("With 2 assassins and 1 fakir discarded, how far can Ann kill?"), numbers([2, 3, 4]),
                        answer=3,
                        explanation=N_("Range = assassins + fakirs = 3 orthogonal steps: e4 is 2 columns and 1 row "
                                       "from c3, 3 steps.")),
                   Quiz(N_("Instead of the merchant, which meeple in front of Bob may Ann kill?"),
                        [Choice("vizier", N_("one of his viziers (or an elder), at any distance")),
                         Choice("none", N_("none: only meeples on tiles can be killed")),
                         Choice("range", N_("a vizier, but only within range"))],
                        answer="vizier",
                        explanation=N_("An opponent's vizier or elder can be killed wherever the move ended."))]),
        Step(g, N_("Tile actions"), TILE_ACTIONS, "markets",
             task=N_("end on a market and buy: the small market b3 (1 of the first 3 cards) or the large market d3 "
                     "(2 of the first 6)."),
             done=lambda s: sum(s.cards[0].values()) > 0,
             then=[Quiz(N_("What does the large market offer?"),
                        [Choice("small", N_("1 card of the first 3 for 3 gold")),
                         Choice("large", N_("2 cards of the first 6 for 6 gold")),
                         Choice("free", N_("the first 2 cards, free"))],
                        answer="large",
                        explanation=N_("Large market: 6 gold for 2 cards of your choice among the first 6.")),
                   Quiz(N_("Which tile actions must be taken?"),
                        [Choice("oasis_village", N_("oasis (palm tree) and village (palace)")),
                         Choice("all", N_("all of them")),
                         Choice("none", N_("none: every tile action is optional"))],
                        answer="oasis_village",
                        explanation=N_("The palm tree and the palace are compulsory, even on an opponent's tile; "
                                       "markets and sacred places are optional."))]),
        Step(g, N_("Villages and oases: the compulsory actions"), VILLAGE, "village_palace",
             task=N_("place a palace: pick up the vizier of c2 and end on the village c3. Then start again and end "
                     "on Bob's village d3 with the elder of d2."),
             done=lambda s: s.palaces[tile("c3")] == 1,
             then=[Quiz(N_("Ann ends her move on Bob's village d3 (his camel is on it). What happens to the palace?"),
                        [Choice("placed", N_("it goes on d3 anyway and will score for Bob")),
                         Choice("skipped", N_("nothing: she does not control d3")),
                         Choice("hers", N_("it goes on d3 and will score for Ann, who placed it"))],
                        answer="placed",
                        explanation=N_("The village action is compulsory on any village, and a palace scores for "
                                       "whoever controls the tile at the end: here Bob.")),
                   Quiz(N_("At the end of the game Ann still controls the village c3 (5 points) with its palace. How "
                           "many points do the tile and the palace score for her?"), numbers([5, 8, 10]), answer=10,
                        explanation=N_("The tile's printed 5 points plus 5 for the palace: 10."))],
             marks=("tile:c3",)),
        Step(g, N_("Djinns"), DJINNS, "sacred_place",
             task=N_("pick up the vizier of c2, end on the sacred place c3 and take a djinn, paying an elder and a "
                     "fakir."),
             done=lambda s: len(s.djinns[0]) > 0,
             then=[Quiz(N_("Ann has 2 fakirs and no elder. Can she take a djinn on a sacred place?"),
                        [Choice("no", N_("no: at least one elder is needed")),
                         Choice("yes", N_("yes: two fakirs pay for it"))],
                        answer="no",
                        explanation=N_("The price is 2 elders or 1 elder + 1 fakir; two fakirs are not allowed.")),
                   Quiz(N_("How often may Ann use a costed djinn power such as Echidna's?"),
                        [Choice("once", N_("at most once per turn, on her own turn")),
                         Choice("any", N_("as often as she can pay")),
                         Choice("game", N_("once per game"))],
                        answer="once",
                        explanation=N_("Costed powers: own turn only, once per turn, paid each time."))]),
        Step(g, N_("Merchandise sale"), SALE, "sale",
             task=N_("sell the suit of five different kinds (ivory, jewels, fish, wheat, pottery) in the sale panel."),
             done=lambda s: s.gold[0] >= 71,
             then=[Quiz(N_("How much gold does a suit of 5 different kinds bring?"), numbers([13, 18, 21, 30]),
                        answer=21,
                        explanation=N_("1, 3, 7, 13, 21: five kinds are worth 21 (18 is a common misprint)."))]),
        Step(g, N_("Game end"), GAME_END, "last_camel",
             task=N_("place your last camel: pick up the elder of b1 and end on c1, skip the market, end the turn."),
             done=lambda s: s.is_over,
             then=[Quiz(N_("Bob places his last camel in the first turn of a round, and three markers are still to "
                           "play. When does the game end?"),
                        [Choice("now", N_("at once")),
                         Choice("round", N_("at the end of the round, after the other markers' turns")),
                         Choice("next", N_("at the end of the next round"))],
                        answer="round",
                        explanation=N_("He finishes his turn, every marker still to play this round plays, then the "
                                       "final scoring."))]),
        Step(g, N_("Final scoring"), SCORING, "scoring_g1",
             then=[Quiz(N_("Viziers: Ann 5, Bob 3, Cid 3, Dee 0 (example G1). How many points do Ann's viziers score?"),
                        numbers([5, 15, 25, 35]), answer=35,
                        explanation=N_("5 + 10 for each of Bob, Cid and Dee, who have fewer: 5 + 30 = 35.")),
                   Quiz(N_("And Bob's 3 viziers?"), numbers([3, 13, 23]), answer=13,
                        explanation=N_("3 + 10 for Dee only: Cid has as many as Bob, which gives nothing.")),
                   Quiz(N_("Ann's cards: fish ×3, wheat ×2, pottery, ivory, fakir ×2 (example F1). Her merchandise "
                           "points?"), numbers([15, 17, 21]), answer=17,
                        explanation=N_("Sets [fish, wheat, pottery, ivory] 13 + [fish, wheat] 3 + [fish] 1 = 17; "
                                       "the split 7 + 7 + 1 = 15 is worse. Fakirs score nothing.")),
                   _replay(N_("The last turn of the game, to the final score sheet"), "last_turn",
                           summary=score_table_html)]),
    ]
    return Lesson(g, TITLE, INTRO, steps, outro=OUTRO)
