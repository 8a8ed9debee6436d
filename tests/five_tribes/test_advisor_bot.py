"""The advisor-greedy bot (issue 8, "Play Five Tribes: random and advisor-greedy bots for any seat")."""
from __future__ import annotations

import pytest

from companion import games
from companion.engine.bots import RandomBot, play_bots
from companion.five_tribes import advisor_bot
from companion.five_tribes.advisor_bot import AdvisorBot


@pytest.mark.slow
@pytest.mark.rule("five-tribes 3.2")
def test_the_advisor_bot_plays_the_advisors_turns_and_beats_the_random_bot(monkeypatch):
    """Each of its turns is the advisor's first-ranked turn; over whole games it outscores a random player by far
    (a random player rarely completes a merchandise set or a vizier majority, five-tribes.md §5)."""
    planned = []

    def spy(state, top=1):
        best = advisor_bot.__dict__["_advise"](state, top)
        planned.append(best[0].moves)
        return best

    monkeypatch.setitem(advisor_bot.__dict__, "_advise", advisor_bot.advise)
    monkeypatch.setattr(advisor_bot, "advise", spy)
    game = games.get("five-tribes")
    for seed in (0, 1):
        end, _ = play_bots(game.new_game(["Adv", "Rnd"], seed=seed), [AdvisorBot(seed), RandomBot(seed)],
                                 max_moves=5000)
        totals = {p.name: p.total for p in game.score(end).players}
        assert totals["Adv"] > 2 * totals["Rnd"]
    assert len(planned) >= 20                      # about a dozen turns per game, each planned by the advisor
    assert all(len(moves) >= 2 for moves in planned)         # a whole turn: at least the pick-up and the end


@pytest.mark.slow
def test_a_hot_seat_seat_can_be_the_advisor_bot_in_both_languages():
    from companion.five_tribes.ui.hotseat import ADVISOR
    from companion.ui import language
    from companion.ui.hotseat import BOT, HotSeat

    hot = HotSeat("five-tribes")
    assert ADVISOR in [value for _, value in hot.seats[0].options]
    language.set_language("pl")
    try:
        assert ("bot doradca", ADVISOR) in hot.seats[0].options
    finally:
        language.set_language("en")
    assert hot.start(names=["Ann", "Bob"], seats=[ADVISOR, BOT], seed=4)
    assert hot.state.is_over
    totals = {p.name: p.total for p in hot.result.players}
    assert totals["Ann"] > totals["Bob"]
