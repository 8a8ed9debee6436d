"""The OpenSpiel adapter (companion.analysis.openspiel): OpenSpiel's own conformance test on each adapted game,
move ids as actions, the die as a chance node, hidden chips, returns from the final scoring, and the bots."""
from __future__ import annotations

import random

import pytest

pyspiel = pytest.importorskip("pyspiel", reason="OpenSpiel needs the analysis extra: pip install -e '.[analysis]'")

from companion import games  # noqa: E402
from companion.analysis import make_bot, win_chances  # noqa: E402
from companion.analysis.hooks import win_shares  # noqa: E402
from companion.analysis.openspiel import engine_state, load_game, pyspiel_state, short_name  # noqa: E402
from companion.analysis.bots import RandomBot  # noqa: E402
from companion.engine.bots import play_bots  # noqa: E402
from companion.meduris.engine import position  # noqa: E402
from companion.meduris.moves import Roll  # noqa: E402
from companion.meduris.rules import DIE_FACES  # noqa: E402

from dice_duel import DICE_DUEL, Bonus  # noqa: E402

MEDURIS = games.get("meduris")


# --- OpenSpiel's conformance test -------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3])
def test_meduris_passes_random_sim_test(players):
    game = load_game("meduris", players=players, seed=players, auxiliary=False)
    pyspiel.random_sim_test(game, num_sims=3, serialize=True, verbose=False)


@pytest.mark.slow
def test_meduris_with_exchanges_passes_random_sim_test():
    # the full rules: exchanges (meduris.md §4.5) at every decision make uniform random games thousands of moves
    # long, and the test's checks grow with the history: stop them after 400 decisions (scored as they stand)
    game = load_game("meduris", players=2, seed=5, max_game_length=400)
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def test_a_game_outside_meduris_passes_random_sim_test():
    game = load_game(DICE_DUEL)
    assert game.get_type().information == pyspiel.GameType.Information.PERFECT_INFORMATION
    pyspiel.random_sim_test(game, num_sims=20, serialize=True, verbose=False)


# --- actions, chance, information, returns ----------------------------------------------------------------------

def test_actions_are_the_engine_move_ids():
    game = load_game("meduris", players=2, seed=7)
    state = game.new_initial_state()
    engine = MEDURIS.new_game(["P0", "P1"], seed=7)
    space = MEDURIS.action_space(engine)
    assert game.num_distinct_actions() == len(space)
    assert game.get_type().short_name == short_name("meduris") == "companion_meduris"
    assert state.legal_actions() == sorted(space.id(m) for m in engine.legal_moves())
    assert {state.action_to_string(a) for a in state.legal_actions()} == {str(m) for m in engine.legal_moves()}
    narrow = load_game("meduris", players=2, seed=7, auxiliary=False).new_initial_state()
    assert narrow.legal_actions() == sorted(space.id(m) for m in engine.legal_moves(exchanges=False))


@pytest.mark.rule("meduris 4.1")
def test_the_die_roll_is_a_chance_node_with_six_equal_faces():
    state = pyspiel_state(position(["Ann", "Bob"], seed=3, turn_of=0, decision="roll"))
    assert state.is_chance_node()
    space = MEDURIS.action_space(engine_state(state))
    outcomes = state.chance_outcomes()
    assert sorted(a for a, _ in outcomes) == sorted(space.id(Roll(face)) for face in DIE_FACES)
    assert all(p == pytest.approx(1 / 6) for _, p in outcomes)
    wool = space.id(Roll("wool"))
    state.apply_action(wool)
    assert engine_state(state).last_roll == "wool" and not state.is_chance_node()


@pytest.mark.rule("meduris 1")
def test_chips_behind_a_screen_are_hidden_from_the_other_players():
    game = load_game("meduris", players=2, seed=1)
    assert game.get_type().information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    state = pyspiel_state(position(["Ann", "Bob"], seed=1, resources={0: {"wood": 3}, 1: {"stone": 2}}))
    ann, bob = state.observation_string(0), state.observation_string(1)
    assert "wood 3 wool 0 copper 0 stone 0" in ann and "wood 0 wool 0 copper 0 stone 2" not in ann
    assert "wood 0 wool 0 copper 0 stone 2" in bob and "wood 3 wool 0 copper 0 stone 0" not in bob
    assert state.information_state_string(0) != state.information_state_string(1)
    before = state.information_state_string(0)
    state.apply_action(state.legal_actions()[0])
    after = state.information_state_string(0)
    assert after.startswith(before.split("moves:")[0]) and after != before          # perfect recall: moves appended


def test_returns_come_from_the_final_scoring():
    game = load_game("meduris", players=3, seed=4, auxiliary=False)
    state = game.new_initial_state()
    import random

    rng = random.Random(4)
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(rng.choice([a for a, _ in state.chance_outcomes()]))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    final = engine_state(state)
    assert final.is_over
    assert state.returns() == win_shares(MEDURIS.score(final))
    assert sum(state.returns()) == pytest.approx(1.0)


def test_a_stopped_game_is_scored_as_it_stands():
    game = load_game(DICE_DUEL, max_game_length=1)
    state = game.new_initial_state()
    state.apply_action(3)                                   # Ann rolls 3 (chance: not a decision)
    assert not state.is_terminal()
    state.apply_action(5)                                   # Ann takes the bonus: one decision, the limit
    assert state.is_terminal() and state.returns() == [1.0, 0.0]   # 3 + 1 against 0 + 0


def test_clones_are_independent_and_engine_states_round_trip():
    engine = MEDURIS.new_game(["Ann", "Bob"], seed=2)
    state = pyspiel_state(engine)
    assert engine_state(state) == engine
    clone = state.clone()
    clone.apply_action(clone.legal_actions()[0])
    assert engine_state(state) == engine and engine_state(clone) != engine


def test_player_counts_outside_the_game_are_refused():
    with pytest.raises(ValueError, match="2-4 players"):
        load_game("meduris", players=5)
    with pytest.raises(KeyError):
        load_game("no-such-game")


# --- bots -------------------------------------------------------------------------------------------------------

def test_mcts_takes_the_bonus_that_ties_a_lost_game():
    # Ann scored 3 + 0; Bob rolled 2: a bonus of 1 ties (half a win), none loses (dice_duel.py rules)
    state = DICE_DUEL.new_game(["Ann", "Bob"], seed=1)
    for move in ["roll 3", "bonus 0", "roll 2"]:
        state = state.apply(DICE_DUEL.parse_move(move))
    assert make_bot("mcts", seed=3, simulations=40).choose(state) == Bonus(1)


def test_openspiel_bots_play_legal_moves_and_repeat_for_a_seed():
    state, _ = play_bots(MEDURIS.new_game(["Ann", "Bob"], seed=3), [RandomBot(1), RandomBot(2)], max_moves=12)
    while state.pending.kind != "action":
        state, _ = play_bots(state, [RandomBot(1), RandomBot(2)], max_moves=1)
    for kind, options in [("openspiel-random", {}), ("mcts", {"simulations": 15})]:
        move = make_bot(kind, seed=5, **options).choose(state)
        assert move in state.legal_moves()
        assert move == make_bot(kind, seed=5, **options).choose(state)


@pytest.mark.rule("meduris 4.1")
def test_at_the_roll_a_bot_rolls_without_looking_ahead():
    state = position(["Ann", "Bob"], seed=3, turn_of=0, decision="roll")
    assert make_bot("mcts", simulations=5).choose(state) == Roll()


def test_mcts_bots_run_in_win_chances():
    result = win_chances(DICE_DUEL.new_game(["Ann", "Bob"], seed=1), games=6, seed=2,
                         bots=[make_bot("mcts", simulations=10), "random"])
    assert result.games == 6 and result.mean("bonus")[0] > 0.5


@pytest.mark.parametrize("kind, options", [("mcts", {"simulations": 0}), ("random", {"simulations": 3}),
                                           ("clever", {})])
def test_bad_bot_requests_are_refused(kind, options):
    with pytest.raises(ValueError):
        make_bot(kind, **options)


# --- information-set MCTS ---------------------------------------------------------------------------------------

def three_players():
    return position(["Ann", "Bob", "Cat"], seed=2, sites={2: ("hut", 1), 3: ("hut", 2)},
                    resources={0: {"wood": 2, "wool": 2, "copper": 2, "stone": 2}, 1: {"wood": 3, "stone": 1},
                               2: {"wool": 4}})


@pytest.mark.rule("meduris 1")
def test_resampled_worlds_change_only_what_the_viewer_cannot_see():
    import random

    from companion.meduris.analysis import observe, resample

    state = three_players()
    worlds = [resample(state, 0, random.Random(seed)) for seed in range(20)]
    assert any(w.resources != state.resources for w in worlds)
    for world in worlds:
        assert world.resources[0] == state.resources[0]                       # her own chips
        for r in range(4):                                                     # chips behind the other screens
            assert world.resources[1][r] + world.resources[2][r] == state.resources[1][r] + state.resources[2][r]
        assert observe(world, 0) == observe(state, 0)
        chips = {4 * p + r for p in (1, 2) for r in range(4)}                 # their slots in the flat position
        assert [v for i, v in enumerate(world._data) if i not in chips] == \
            [v for i, v in enumerate(state._data) if i not in chips]           # everything else unchanged
    two = position(["Ann", "Bob"], seed=2, resources={1: {"wood": 3}})
    assert resample(two, 0, random.Random(1)) == two                           # one opponent: nothing is unknown


def test_ismcts_plays_legal_moves_and_repeats_for_a_seed():
    state = three_players()
    move = make_bot("ismcts", seed=4, simulations=20).choose(state)
    assert move in state.legal_moves()
    assert move == make_bot("ismcts", seed=4, simulations=20).choose(state)


def test_ismcts_is_mcts_where_nothing_is_hidden():
    state = DICE_DUEL.new_game(["Ann", "Bob"], seed=1)
    for move in ["roll 3", "bonus 0", "roll 2"]:
        state = state.apply(DICE_DUEL.parse_move(move))
    assert make_bot("ismcts", seed=3, simulations=40).choose(state) == Bonus(1)


# --- the other engines through the same adapter ------------------------------------------------------------------

OTHER_GAMES = ["five-tribes", "iquazu", "world-wonders"]


@pytest.mark.parametrize("game_id", [pytest.param("five-tribes", marks=pytest.mark.slow), "iquazu", "world-wonders"])
def test_every_engine_passes_random_sim_test(game_id):
    game = load_game(game_id, players=2, seed=3, auxiliary=False)
    assert game.get_type().short_name == short_name(game_id)
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


@pytest.mark.rule("world-wonders 7.2")
def test_a_solo_world_wonders_game_passes_random_sim_test_with_one_return():
    """Solo play is against the Automaton (world-wonders.md §7.2): one seat, one return (1 for beating it,
    0 otherwise, so the game is general-sum, not constant-sum)."""
    game = load_game("world-wonders", players=1, seed=5, auxiliary=False)
    assert game.num_players() == 1
    assert game.get_type().utility == pyspiel.GameType.Utility.GENERAL_SUM
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)
    state = game.new_initial_state()
    rng = random.Random(5)
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            state.apply_action(rng.choices(actions, probs)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    assert len(state.returns()) == 1 and state.returns()[0] in (0.0, 1.0)


@pytest.mark.parametrize("game_id, hidden", [("five-tribes", True), ("iquazu", True), ("world-wonders", False)])
def test_each_game_is_perfect_or_imperfect_information_as_its_reference_says(game_id, hidden):
    # five-tribes §1.8 (gold secret), iquazu §3 step 10 (hands hidden), world-wonders §8 (everything open)
    info = load_game(game_id).get_type().information
    assert (info == pyspiel.GameType.Information.IMPERFECT_INFORMATION) == hidden


def _after_random_moves(game_id, moves, seed=3):
    state = games.get(game_id).new_game(["Ann", "Bob"], seed=seed)
    state, _ = play_bots(state, [RandomBot(1), RandomBot(2)], max_moves=moves)
    return state


@pytest.mark.rule("five-tribes 1.8")
def test_five_tribes_gold_is_hidden_from_the_other_player():
    engine = _after_random_moves("five-tribes", 12)
    state = pyspiel_state(engine)
    ann, bob = state.information_state_string(0), state.information_state_string(1)
    gold = engine.gold
    assert f'"gold": {gold[0]}' in ann and f'"gold": {gold[1]}' not in ann.replace(f'"gold": {gold[0]}', "")
    assert f'"gold": {gold[1]}' in bob and '"gold": null' in bob and '"gold": null' in ann


@pytest.mark.rule("iquazu 3")
def test_iquazu_hands_are_hidden_from_the_other_player():
    # hands are kept hidden (iquazu.md §3 step 10); hand sizes and the discard pile are open
    engine = _after_random_moves("iquazu", 6)
    state = pyspiel_state(engine)
    import json

    for viewer in (0, 1):
        seen = json.loads(state.observation_string(viewer))["players"]
        assert seen[viewer]["hand"] == list(engine.hands[viewer])
        assert seen[1 - viewer]["hand"] is None
        assert seen[1 - viewer]["hand_size"] == sum(engine.hands[1 - viewer])
    assert state.information_state_string(0) != state.information_state_string(1)


def test_the_bots_load_the_game_of_the_position_they_are_given():
    # Iquazú's action space depends on the wall laid at setup: a bot must number the moves of *this* game
    engine = _after_random_moves("iquazu", 4, seed=11)
    for kind in ("mcts", "ismcts"):
        assert make_bot(kind, seed=1, simulations=8).choose(engine) in engine.legal_moves()
    assert engine_state(pyspiel_state(engine)) == engine


@pytest.mark.parametrize("game_id", ["five-tribes", "iquazu"])
def test_information_set_worlds_look_the_same_to_the_viewer(game_id):
    import random

    from companion.analysis.hooks import hooks_for

    engine = _after_random_moves(game_id, 8)
    hooks = hooks_for(games.get(game_id))
    me = engine.current_player
    for seed in range(5):
        world = hooks.resample(engine, me, random.Random(seed))
        assert hooks.observe(world, me) == hooks.observe(engine, me)
        assert world.legal_moves() == engine.legal_moves()                    # her choices do not change
        assert world.seed != engine.seed                                       # the piles' order drawn again


@pytest.mark.parametrize("game_id", OTHER_GAMES)
def test_mcts_and_ismcts_play_legal_moves_in_every_game(game_id):
    engine = _after_random_moves(game_id, 6)
    for kind in ("mcts", "ismcts"):
        move = make_bot(kind, seed=2, simulations=10).choose(engine)
        assert move in engine.legal_moves()


# --- draws from piles as chance nodes (Five Tribes, Iquazú, World Wonders) -------------------------------------

def _first_draw_node(game_id, seed=3, kind=None, players=2):
    """Random actions from a new game until a draw chance node (of label ``kind``, if given): the state there and
    the engine position before the move that draws."""
    import random

    state = load_game(game_id, players=players, seed=seed, auxiliary=False).new_initial_state()
    rng = random.Random(seed)
    while not state.is_terminal():
        before = engine_state(state)
        state.apply_action(rng.choice(state.legal_actions()))
        while state.is_chance_node():
            a = state.chance_outcomes()[0][0]
            if kind is None or state.action_to_string(pyspiel.PlayerId.CHANCE, a).startswith(kind):
                return state, before
            state.apply_action(rng.choice([a for a, _ in state.chance_outcomes()]))
    raise AssertionError(f"no {kind} drawn")


@pytest.mark.parametrize("game_id", ["meduris", "five-tribes", "iquazu", "world-wonders"])
def test_every_chance_node_has_outcomes_that_sum_to_one(game_id):
    import random

    state = load_game(game_id, players=2, seed=4, auxiliary=False).new_initial_state()
    rng = random.Random(4)
    draws = 0
    while not state.is_terminal() and draws < 40:
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            assert sum(p for _, p in outcomes) == pytest.approx(1.0) and all(p > 0 for _, p in outcomes)
            assert all(0 <= a < state.get_game().max_chance_outcomes() for a, _ in outcomes)
            state.apply_action(rng.choice([a for a, _ in outcomes]))
            draws += 1
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    assert draws == 40


@pytest.mark.rule("iquazu 4")
def test_iquazu_action_a_draws_four_cards_each_a_chance_node_with_the_piles_shares():
    # §1: 60 cards, 20 per colour (the default split); §3: 4 and 5 cards dealt; §4 A: draw 4 cards
    from companion.iquazu.moves import Draw

    engine = games.get("iquazu").new_game(["Ann", "Bob"], seed=5)
    state = pyspiel_state(engine)
    space = games.get("iquazu").action_space(engine)
    dealt = [engine.hands[0][c] + engine.hands[1][c] for c in range(3)]
    state.apply_action(space.id(Draw()))
    assert state.is_chance_node() and engine_state(state) == engine          # the move waits for its draws
    pile = [20 - k for k in dealt]
    assert sum(pile) == 60 - 4 - 5
    assert state.chance_outcomes() == [(c, pytest.approx(pile[c] / sum(pile))) for c in range(3) if pile[c]]
    for drawn in (2, 2, 0):                                                   # choose orange, orange, white
        assert state.is_chance_node()
        state.apply_action(drawn)
    assert state.is_chance_node() and state.chance_outcomes()[2][1] == pytest.approx((pile[2] - 2) / 48)
    state.apply_action(1)                                                     # the fourth card: blue
    assert not state.is_chance_node() and state.current_player() == 1
    after = engine_state(state)
    assert [after.hands[0][c] - engine.hands[0][c] for c in range(3)] == [1, 1, 2]
    assert after.draw_pile == sum(pile) - 4


@pytest.mark.rule("iquazu 4")
def test_iquazu_cards_drawn_are_seen_by_their_owner_only():
    from companion.iquazu.moves import Draw

    engine = games.get("iquazu").new_game(["Ann", "Bob"], seed=5)
    state = pyspiel_state(engine)
    state.apply_action(games.get("iquazu").action_space(engine).id(Draw()))
    state.apply_action(2)
    ann, bob = state.information_state_string(0), state.information_state_string(1)
    assert ann.endswith("draw / card: orange") and bob.endswith("draw / card for player 0")
    assert "orange" not in state.observation_string(1).split("\n")[-1]


@pytest.mark.rule("five-tribes 3.8")
def test_five_tribes_djinn_draws_are_uniform_over_the_face_down_pile():
    state, before = _first_draw_node("five-tribes", kind="djinn")
    pile = before.djinn_pile or before.djinn_discards                     # §3.8 step 2: discards reshuffled
    outcomes = state.chance_outcomes()
    names = [state.action_to_string(pyspiel.PlayerId.CHANCE, a).split(": ")[1] for a, _ in outcomes]
    assert sorted(names) == sorted(pile) and all(p == pytest.approx(1 / len(pile)) for _, p in outcomes)


@pytest.mark.rule("five-tribes 3.8")
def test_five_tribes_card_draws_follow_the_pile_counts():
    state, before = _first_draw_node("five-tribes", kind="resource card")
    pile = before.draw_pile or before.discards                             # §3.8 step 1: discards reshuffled
    total = sum(pile.values())
    seen = {state.action_to_string(pyspiel.PlayerId.CHANCE, a).split(": ")[1]: p for a, p in state.chance_outcomes()}
    assert seen == {k: pytest.approx(n / total) for k, n in pile.items()}


@pytest.mark.rule("world-wonders 7.2")
def test_the_automatons_solo_card_is_drawn_uniformly_from_the_cards_face_down():
    # §7.2: 14 solo cards; the Automaton reveals one at the start of the game and one each Automaton turn
    from companion.world_wonders.position import position_fields
    from companion.world_wonders.state import G_SOLO_PASS, G_SOLO_POS

    state, before = _first_draw_node("world-wonders", kind="solo card", players=1)
    left = position_fields(before)["solo_cards_left"]
    outcomes = state.chance_outcomes()
    names = [state.action_to_string(pyspiel.PlayerId.CHANCE, a).split(": ")[1] for a, _ in outcomes]
    assert sorted(names) == sorted(f"solo card {k}" for k in left) and len(names) == 14 - before._data[G_SOLO_POS]
    assert all(p == pytest.approx(1 / len(names)) for _, p in outcomes)
    state.apply_action(outcomes[0][0])
    after = engine_state(state)
    assert after._data[G_SOLO_PASS][-1] == int(names[0].split()[-1]) - 1     # the card chosen came up


@pytest.mark.rule("world-wonders 3.4")
def test_world_wonders_tiles_are_drawn_uniformly_from_the_face_down_tiles_of_each_stack():
    # §2 B, §3.4 step 2: at a round end a tile is revealed from each stack; a stack holds 10 tiles (§1.1)
    from companion.world_wonders.position import position_fields

    state, before = _first_draw_node("world-wonders", kind="building tile")
    stacks = before._setup.stacks
    face_down = before.face_down_tiles
    for i, stack in enumerate(stacks):
        assert state.is_chance_node() and engine_state(state) == before       # the move waits for its draws
        outcomes = state.chance_outcomes()
        names = [state.action_to_string(pyspiel.PlayerId.CHANCE, a).split(": ")[1] for a, _ in outcomes]
        assert sorted(names) == sorted(face_down[stack.id]) and len(names) == 10 - before.round
        assert all(p == pytest.approx(1 / len(names)) for _, p in outcomes)
        state.apply_action(outcomes[-1][0])
    after = engine_state(state)
    assert after.round == before.round + 1
    assert position_fields(after)["revealed"] == {st.id: face_down[st.id][-1] for st in stacks}  # a new round
    assert all(after.face_down_tiles[st.id] == face_down[st.id][:-1] for st in stacks)


@pytest.mark.rule("world-wonders 3.2")
def test_world_wonders_monument_cards_are_drawn_uniformly_from_the_deck():
    # §3.2: a bought card is replaced at once from the deck; 21 cards, 3 face up at the start (§1.1, §2 G)
    state, before = _first_draw_node("world-wonders", kind="monument card")
    deck = before.monument_deck
    outcomes = state.chance_outcomes()
    names = [state.action_to_string(pyspiel.PlayerId.CHANCE, a).split(": ")[1] for a, _ in outcomes]
    assert sorted(names) == sorted(deck) and all(p == pytest.approx(1 / len(deck)) for _, p in outcomes)
    assert len(deck) == 21 - 3 - sum(len(m) for m in before.monuments_built)


@pytest.mark.rule("world-wonders 2")
def test_world_wonders_information_states_do_not_reveal_the_order_of_the_stacks():
    # §2 B, G: the stacks and the deck are shuffled face down; a position is what the players see
    import random

    from companion.world_wonders.position import position_fields, start_from_fields

    game = games.get("world-wonders")
    engine = _after_random_moves("world-wonders", 12)
    while engine.decision.value not in ("purchase", "free_road"):
        engine = engine.apply(engine.legal_moves()[0])
    fields = position_fields(engine)
    engine = start_from_fields(engine._setup, fields)
    other = start_from_fields(game.new_game(["Ann", "Bob"], seed=99)._setup, fields)
    assert other._setup.stack_order != engine._setup.stack_order and other._data == engine._data
    _play_the_same_line(pyspiel_state(engine), pyspiel_state(other), random.Random(5), steps=60)


def _play_the_same_line(a, b, rng, steps=20000, chance=None):
    """Random actions played from both OpenSpiel states ``a`` and ``b`` alike (at most ``steps``, or to the end),
    asserting that every player sees the same in both: information states, observations, legal actions and
    chance outcomes. ``chance(state, outcomes)`` is called at each chance node of ``a``."""
    for _ in range(steps):
        for p in range(a.num_players()):
            assert a.information_state_string(p) == b.information_state_string(p)
            assert a.observation_string(p) == b.observation_string(p)
        if a.is_terminal():
            return
        if a.is_chance_node():
            outcomes = a.chance_outcomes()
            assert outcomes == b.chance_outcomes()
            if chance is not None:
                chance(a, outcomes)
            action = rng.choice([x for x, _ in outcomes])
        else:
            assert a.legal_actions() == b.legal_actions()
            action = rng.choice(a.legal_actions())
        a.apply_action(action)
        b.apply_action(action)


@pytest.mark.rule("world-wonders 7.2")
@pytest.mark.parametrize("deck_end", ["reshuffle", "repeat"])
def test_solo_cards_are_chance_nodes_and_information_states_do_not_reveal_their_order(deck_end):
    # §7.2: 14 solo cards; the Automaton reveals one at the start of the game (its first turn) and one each
    # Automaton turn. The deck running out is unconfirmed (options.py solo_deck_end): "reshuffle" draws from all
    # 14 again, "repeat" replays the first pass in its order, with no chance.
    import random

    from companion.world_wonders.options import Options
    from companion.world_wonders.position import position_fields, start_from_fields
    from companion.world_wonders.state import G_SOLO_POS

    game = games.get("world-wonders")
    start = game.new_game(["Solo"], seed=4, options=Options(solo_deck_end=deck_end))
    fields = position_fields(start)
    engine = start_from_fields(start._setup, fields)
    other = start_from_fields(game.new_game(["Solo"], seed=99, options=Options(solo_deck_end=deck_end))._setup,
                              fields)
    assert other._setup.solo_deck[:28] != engine._setup.solo_deck[:28] and other._data == engine._data
    counts = []

    def solo_draw(state, outcomes):
        if state.action_to_string(pyspiel.PlayerId.CHANCE, outcomes[0][0]).startswith("solo card: "):
            counts.append(len(outcomes))
            assert all(p == pytest.approx(1 / len(outcomes)) for _, p in outcomes)

    a = pyspiel_state(engine)
    _play_the_same_line(a, pyspiel_state(other), random.Random(4), chance=solo_draw)
    assert a.is_terminal()
    drawn = engine_state(a)._data[G_SOLO_POS]
    assert drawn > 2 * 14                                       # two whole passes and more
    first_pass = list(range(13, 0, -1))                         # one card came up at the start
    if deck_end == "reshuffle":
        assert counts == first_pass + list(range(14, 0, -1)) + list(range(14, 14 - (drawn - 28), -1))
    else:
        assert counts == first_pass


def test_a_move_waiting_for_its_draws_survives_clone_and_serialisation():
    state, _ = _first_draw_node("iquazu")
    clone = state.clone()
    assert clone.chance_outcomes() == state.chance_outcomes() and str(clone) == str(state)
    game = state.get_game()
    again = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))[1]
    assert again.chance_outcomes() == state.chance_outcomes() and str(again) == str(state)


def test_without_a_plan_the_seeded_stream_draws_as_before():
    import random

    from companion.engine.chance import PendingDraw
    from companion.iquazu.moves import Draw

    engine = games.get("iquazu").new_game(["Ann", "Bob"], seed=5)
    seeded = engine.apply(Draw())                                       # the save's way: the stream decides
    core = engine.core()
    pending = core.push_drawing(Draw())
    assert isinstance(pending, PendingDraw) and core.snapshot() == engine._data   # undone: nothing changed
    hands = set()
    for k in range(12):
        core = engine.core()
        assert core.push_drawing(Draw(), rng=random.Random(k)) is None
        hands.add(core.snapshot()[:3])
        assert core.plan is None
    assert len(hands) > 1                                               # the generator's draws, not the stream's
    assert engine.apply(Draw()) == seeded and engine.core().plan is None
