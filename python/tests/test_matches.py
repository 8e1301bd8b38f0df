"""A full match of every game through the low-level Match API, its record replayed by the engine, saved states, the
engine's bots, and playouts."""

from __future__ import annotations

from typing import get_args

import random

import pytest

import cardrules
from cardrules.types import GameId

GAMES = list(get_args(GameId))
"""Every game of the package: the literal that the registry's list writes (``npm run games:sync``)."""


@pytest.mark.parametrize("game", GAMES)
def test_full_match_record_and_state(game, engine):
    info = engine.game(game)
    match = engine.start(game, seed=21)
    rng = random.Random(1)
    moves = 0
    while not match.over:
        assert match.to_act is not None and match.legal_actions, "a match that is not over has a legal action"
        assert len(match.observation) == info["observationSize"]
        assert list(match.mask).count(1) == len(match.legal_actions)
        match.apply(rng.choice(match.legal_actions))
        moves += 1
        assert moves < 20000
    assert match.to_act is None and match.winners and match.observation is None
    record = match.record()
    assert record["game"] == game and record["seed"] == 21 and len(record["moves"]) == moves
    state = match.state()
    replayed = engine.load(record=record)
    assert replayed.state() == state and replayed.over and replayed.scores == match.scores
    loaded = engine.load(state=state)
    assert loaded.winners == match.winners
    for m in (match, replayed, loaded):
        m.close()


def test_moves_as_json_and_notation(engine):
    match = engine.start("coins", seed=4)
    moves = match.legal_moves()
    assert moves and all(m["type"] == "play" for m in moves)
    match.apply(move=moves[0])
    text = engine.request("legal", match=match.id)["legalTexts"][0]
    match.apply(text=text)
    assert len(match.record()["moves"]) == 2
    match.apply(action=match.legal_actions[0], events=0)
    assert match.last_reply["events"] and len(match.last_reply["sentences"]) == len(match.last_reply["events"])
    match.close()


def test_legal_actions_ascending_and_moves_in_their_order(engine):
    # Coins keeps a hand in the order of the deal; the protocol lists the actions (card ids) ascending all the same,
    # and the moves in the same order: action c is the card with id c (suit Cups, Coins, Swords, Clubs; 2 up to Ace).
    match = engine.start("coins", seed=4)
    actions = match.legal_actions
    assert len(actions) == 16 and actions == sorted(actions)
    reply = engine.request("legal", match=match.id)
    assert reply["legalActions"] == actions
    suits, ranks = ["Cu", "Co", "Sw", "Cl"], ["2", "3", "4", "5", "6", "7", "8", "9", "S", "C", "R", "A"]
    assert [m["card"] for m in reply["legalMoves"]] == [suits[a // 12] + ranks[a % 12] for a in actions]
    match.close()


def test_bots_play_seats_and_answer_for_the_seat_to_act(engine):
    match = engine.start("coins", seed=8, bots=[None, "heuristic", "ismcts:10"])
    assert match.to_act == 0
    suggestion = match.bot("heuristic")
    assert suggestion["seat"] == 0 and suggestion["action"] in match.legal_actions
    while not match.over:
        assert match.to_act == 0, "the engine's bots play seats 1 and 2"
        match.apply(match.legal_actions[0])
    assert match.winners
    match.close()


def test_playouts(engine):
    r = engine.playouts("dalmuti", 50, seed=3)
    assert r["count"] == 50 and sum(r["winShares"]) == pytest.approx(50)
    assert len(r["wins"]) == 4 and r["truncated"] == 0
    again = engine.playouts("dalmuti", 50, seed=3)
    assert again == {**r, "id": again["id"]}, "seeded playouts repeat"
    bots = engine.playouts("coins", 4, seed=1, bots=["heuristic", "random", "random"], results=True)
    assert len(bots["results"]) == 4
    match = engine.start("linko", seed=2)
    assert match.playouts(5, seed=1)["count"] == 5
    match.close()


def test_games_lists_every_game():
    games = cardrules.games()
    assert set(games) == set(GAMES)
    for info in games.values():
        assert info["actionCount"] > 0 and info["observationSize"] > 0


def test_named_levels_play_seats_and_answer(engine):
    """The engine's named levels (listed in ``hello``'s bots) are bot specs in Python as everywhere else."""
    levels = ["easy", "medium", "hard", "expert"]
    for level in levels:
        assert level in engine.hello["bots"]
        assert level in engine.games["coins"]["bots"]
    match = engine.start("coins", seed=8, bots=[None, "hard", "easy"])
    suggestion = match.bot("medium")
    assert suggestion["seat"] == 0 and suggestion["action"] in match.legal_actions
    with pytest.raises(cardrules.CardrulesError):
        match.bot("nightmare")
    match.close()
