"""The AEC API test of every game: everything PettingZoo's api_test and seed_test check (aec_check.py), plus the
documented rewards, last() after the end, render and close."""

from __future__ import annotations

from typing import get_args

import pytest
from aec_check import api_check, as_list, seed_check

import cardrules
from cardrules.types import GameId

GAMES = list(get_args(GameId))
"""Every game of the package: the literal that the registry's list writes (``npm run games:sync``)."""


@pytest.mark.parametrize("game", GAMES)
def test_api(game, engine):
    env = cardrules.env(game, engine=engine)
    try:
        seen = api_check(env, num_cycles=1000)
        assert seen["matches"] == 1, "a whole match fits in 1000 cycles"
    finally:
        env.close()


MAX_SEATS = "max"
"""In a configuration, the largest table the game's default options allow (the engine says which)."""


def largest_table(engine, game):
    """The most seats a match of ``game`` with its default options can have, asking the engine."""
    bounds = engine.game(game)["seats"]
    for seats in range(bounds["max"], bounds["min"], -1):
        try:
            engine.start(game, seats=seats).close()
            return seats
        except cardrules.InvalidStateError:
            continue
    return bounds["min"]

CONFIGURATIONS = (
    [(game, {"seats": MAX_SEATS, "reward": "zero_sum"}) for game in GAMES]
    + [(game, {"reward": "score", "max_moves": 25, "render_mode": "ansi"}) for game in GAMES]
    # Options that make a match end differently: a short Coins match, a Dalmuti match of two hands.
    + [
        ("coins", {"reward": "zero_sum", "target": 3}),
        ("dalmuti", {"seats": 6, "reward": "score", "hands": 2}),
    ]
)


@pytest.mark.parametrize("game, kwargs", CONFIGURATIONS)
@pytest.mark.parametrize("make", [cardrules.env, cardrules.raw_env])
def test_api_in_other_configurations(game, kwargs, make, engine):
    if kwargs.get("seats") == MAX_SEATS:
        kwargs = {**kwargs, "seats": largest_table(engine, game)}
    env = make(game, engine=engine, **kwargs)
    try:
        seen = api_check(env, num_cycles=1000)
        assert seen["matches"] == 1
        if "render_mode" in kwargs:
            assert isinstance(env.render(), str)
    finally:
        env.close()


@pytest.mark.parametrize("game", GAMES)
def test_seeding_reproduces_matches(game, engine):
    seed_check(lambda: cardrules.env(game, engine=engine))
    a, b = cardrules.env(game, engine=engine), cardrules.env(game, engine=engine)
    a.reset(seed=1)
    b.reset(seed=2)
    assert as_list(a.observe(a.agent_selection)["observation"]) != as_list(
        b.observe(b.agent_selection)["observation"]
    ) or a.agent_selection != b.agent_selection, "different seeds deal different matches"
    a.reset()
    b.reset(seed="1:1")
    assert as_list(a.observe(a.agent_selection)["observation"]) == as_list(
        b.observe(b.agent_selection)["observation"]
    ), "reset() after reset(seed=s) deals the next match of s's stream, s:1"
    a.close()
    b.close()


def play_to_end(env, seed):
    env.reset(seed=seed)
    final = {}
    for agent in env.agent_iter():
        obs, reward, termination, truncation, info = env.last()
        if termination or truncation:
            final[agent] = (reward, termination, truncation, info, obs)
            env.step(None)
        else:
            env.step(env.action_space(agent).sample(obs["action_mask"]))
    return final


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("reward", ["win", "zero_sum", "score"])
def test_rewards_at_the_end_as_documented(game, reward, engine):
    env = cardrules.env(game, reward=reward, engine=engine)
    final = play_to_end(env, seed=7)
    assert set(final) == set(env.possible_agents), "last() gives every agent its final step"
    scores = final["player_0"][3]["scores"]
    winners = final["player_0"][3]["winners"]
    assert winners, "a finished match has winners"
    rewards = [final[a][0] for a in env.possible_agents]
    if reward == "win":
        assert sum(rewards) == pytest.approx(1.0)
        assert rewards == pytest.approx([1 / len(winners) if s in winners else 0.0 for s in range(env.seats)])
    elif reward == "zero_sum":
        assert sum(rewards) == pytest.approx(0.0)
        assert all((r > 0) == (s in winners) for s, r in enumerate(rewards)) or len(winners) == env.seats
    else:
        assert rewards == [float(s) for s in scores]
        assert sorted(winners) == sorted(s for s in range(env.seats) if scores[s] == max(scores)), "top score wins"
    for agent, (r, termination, truncation, info, obs) in final.items():
        assert termination and not truncation
        assert env.observation_space(agent).contains(obs), "the final observation is in the space too"
        assert not any(as_list(obs["action_mask"])), "nothing is legal after the end"
    assert env.agents == [] and env.rewards == {}
    env.close()


def test_rewards_before_the_end_are_zero(engine):
    env = cardrules.env("coins", engine=engine)
    env.reset(seed=3)
    for agent in env.agent_iter(60):
        obs, reward, termination, truncation, info = env.last()
        assert reward == 0 and not termination
        env.step(env.action_space(agent).sample(obs["action_mask"]))
    env.close()


def test_truncation_at_max_moves(engine):
    env = cardrules.env("coins", max_moves=10, engine=engine)
    env.reset(seed=3)
    steps = 0
    for agent in env.agent_iter():
        obs, reward, termination, truncation, info = env.last()
        if termination or truncation:
            assert truncation and not termination and reward == 0
            env.step(None)
            continue
        env.step(env.action_space(agent).sample(obs["action_mask"]))
        steps += 1
    assert steps == 10 and env.agents == []
    env.close()


def test_action_flexibility_and_render(engine):
    env = cardrules.env("dalmuti", render_mode="ansi", engine=engine)
    env.reset(seed=0)
    obs, *_ = env.last()
    action = env.action_space(env.agent_selection).sample(obs["action_mask"])
    env.step(action)
    env.reset(seed=0)
    if cardrules.HAS_NUMPY:
        import numpy as np

        env.step(np.int32(action))
    else:
        env.step(int(action))
    text = env.render()
    assert isinstance(text, str) and "The Great Dalmuti" in text
    assert "to act" in text
    # The game's own words (its describeView lines), not the view's fields as JSON.
    assert "Your hand" in text and "cards in hand" in text
    assert "{" not in text and "[" not in text
    env.close()


def test_observe_does_not_change_the_match(engine):
    env = cardrules.env("linko", engine=engine)
    env.reset(seed=5)
    before = env.full_state()
    for agent in env.possible_agents:
        env.observe(agent)
    env.last()
    assert env.full_state() == before
    env.close()


def test_is_a_pettingzoo_env_when_pettingzoo_is_installed():
    env_class = cardrules.CardrulesEnv
    if cardrules.HAS_PETTINGZOO:
        import pettingzoo

        assert issubclass(env_class, pettingzoo.AECEnv)
    else:
        from cardrules._aec_base import AECEnv

        assert issubclass(env_class, AECEnv)
