"""The vectorized environment: N matches per request, the same matches as the AEC environment for the same seeds,
automatic resets with the final results, rewards as documented, typed refusals that move no match, opponents played
by the engine's bots."""

from __future__ import annotations

import random

import pytest
from aec_check import as_list

import cardrules
from cardrules import IllegalMoveError


def row(block, i):
    return as_list(block[i])


def pick(mask_row, rng):
    return rng.choice([a for a, x in enumerate(as_list(mask_row)) if x])


@pytest.mark.parametrize("game", ["coins", "dalmuti"])
def test_rows_are_the_aec_matches_of_the_same_seeds(game, engine):
    n = 3
    venv = cardrules.vector_env(game, num_envs=n, engine=engine, chunk=2, **({"target": 2} if game == "coins" else {}))
    envs = [cardrules.env(game, engine=engine, **({"target": 2} if game == "coins" else {})) for _ in range(n)]
    obs, mask, agent = venv.reset(seed="v")
    for i, env in enumerate(envs):
        env.reset(seed=f"v:{i}")
    rng = random.Random(0)
    ended = 0
    for _ in range(400):
        actions = []
        for i, env in enumerate(envs):
            seat_agent = env.agent_selection
            o = env.observe(seat_agent)
            assert int(agent[i]) == int(seat_agent[7:]), "the same seat to act"
            assert row(obs, i) == as_list(o["observation"]), "the same observation"
            assert row(mask, i) == as_list(o["action_mask"]), "the same mask"
            actions.append(pick(mask[i], rng))
        obs, mask, agent, rewards, terminated, truncated, info = venv.step(actions)
        for i, env in enumerate(envs):
            env.step(actions[i])
            if terminated[i]:
                ended += 1
                assert env.terminations[env.agent_selection], "the AEC match ended too"
                assert info["final_scores"][i] == env.scores and info["final_winners"][i] == env.winners
                expected = cardrules.final_rewards("win", env.seats, env.scores, env.winners)
                assert as_list(rewards[i]) == pytest.approx(expected)
                assert sum(as_list(rewards[i])) == pytest.approx(1.0)
                env.reset()  # the next match of "v:i": "v:i:1", as the vector env dealt
            else:
                assert not any(as_list(rewards[i])) and info["final_scores"][i] is None
        assert not any(list(truncated))
    assert ended >= 2, "some matches ended and were dealt again"
    venv.close()
    for env in envs:
        env.close()


def test_reset_is_reproducible_and_seeds_differ(engine):
    a = cardrules.vector_env("linko", num_envs=4, engine=engine)
    b = cardrules.vector_env("linko", num_envs=4, engine=engine)
    oa, ma, ga = a.reset(seed=5)
    ob, mb, gb = b.reset(seed=5)
    assert [row(oa, i) for i in range(4)] == [row(ob, i) for i in range(4)]
    assert len({tuple(row(oa, i)) for i in range(4)}) > 1, "each match has its own deal"
    a.close()
    b.close()


def test_illegal_action_moves_no_match(engine):
    venv = cardrules.vector_env("coins", num_envs=3, engine=engine)
    obs, mask, agent = venv.reset(seed=1)
    before = [engine.request("state", match=m)["state"] for m in venv._matches]
    rng = random.Random(2)
    actions = [pick(mask[i], rng) for i in range(3)]
    bad = next(a for a in range(venv.action_count) if not as_list(mask[1])[a])
    with pytest.raises(IllegalMoveError) as caught:
        venv.step([actions[0], bad, actions[2]])
    assert caught.value.index == 1 and caught.value.kind == "rule"
    assert [engine.request("state", match=m)["state"] for m in venv._matches] == before, "no match moved"
    with pytest.raises(IllegalMoveError) as out:
        venv.step([actions[0], actions[1], 48])
    assert out.value.code == "BAD_ACTION" and out.value.index == 2
    venv.step(actions)
    venv.close()


def test_opponents_are_played_by_the_engine(engine):
    venv = cardrules.vector_env("coins", num_envs=4, engine=engine, opponents={1: "heuristic", 2: "random"})
    obs, mask, agent = venv.reset(seed=3)
    rng = random.Random(0)
    ends = 0
    for _ in range(300):
        assert set(int(a) for a in agent) == {0}, "only seat 0 is left to the client"
        obs, mask, agent, rewards, terminated, truncated, info = venv.step([pick(mask[i], rng) for i in range(4)])
        ends += sum(bool(t) for t in terminated)
    assert ends > 0
    suggested = venv.bot_actions("heuristic")
    assert all(as_list(mask[i])[a] == 1 for i, a in enumerate(suggested))
    venv.close()


def test_arrays_and_types(engine):
    venv = cardrules.vector_env("dalmuti", num_envs=2, engine=engine, reward="zero_sum")
    obs, mask, agent = venv.reset(seed=9)
    if cardrules.HAS_NUMPY:
        assert obs.shape == (2, venv.observation_size) and str(obs.dtype) == "float32"
        assert mask.shape == (2, venv.action_count) and str(mask.dtype) == "int8"
        assert agent.shape == (2,)
    else:
        assert len(obs) == 2 and obs[0].typecode == "f" and mask[0].typecode == "b"
    venv.close()


def test_two_engines_step_the_same_matches_as_one():
    one = cardrules.vector_env("coins", num_envs=5, chunk=2, target=3)
    two = cardrules.vector_env("coins", num_envs=5, chunk=2, engines=2, target=3)
    assert len(two.engines) == 2 and len({e.pid for e in two.engines}) == 2
    a = one.reset(seed="e")
    b = two.reset(seed="e")
    rng = random.Random(4)
    ended = 0
    for _ in range(120):
        assert [row(a[0], i) for i in range(5)] == [row(b[0], i) for i in range(5)]
        assert [row(a[1], i) for i in range(5)] == [row(b[1], i) for i in range(5)]
        assert list(map(int, a[2])) == list(map(int, b[2]))
        actions = [pick(a[1][i], rng) for i in range(5)]
        a = one.step(actions)
        b = two.step(actions)
        assert list(map(bool, a[4])) == list(map(bool, b[4]))
        ended += sum(map(bool, a[4]))
    assert ended > 0
    one.close()
    two.close()
