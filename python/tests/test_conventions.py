"""PettingZoo's conventions without PettingZoo: env() ends a match on an illegal action (as PettingZoo's classic
environments' TerminateIllegalWrapper does) so tools that sample without the mask run to the end, raw_env() raises;
the parallel form; environments pickle and deep-copy and the copy goes on from the same position; a request
interrupted by KeyboardInterrupt never shifts later replies; every malformed action is refused with a typed error and
changes nothing; calls out of order raise RuntimeError."""

from __future__ import annotations

from typing import get_args

import copy
import pickle
import random
import warnings

import pytest
from aec_check import as_list

import cardrules
from cardrules.types import GameId
from cardrules import IllegalMoveError

GAMES = list(get_args(GameId))
"""Every game of the package: the literal that the registry's list writes (``npm run games:sync``)."""


def snapshot(env):
    """Everything an agent can see of the environment, as plain values."""
    agent = next(iter(env.agent_iter(1)), env.agent_selection)
    obs = env.observe(agent)
    return (
        agent,
        list(env.agents),
        as_list(obs["observation"]),
        as_list(obs["action_mask"]),
        dict(env._cumulative_rewards),
        dict(env.terminations),
        dict(env.truncations),
    )


def unmasked_episode(env, rng, seed):
    """PettingZoo's average_total_reward loop: last(observe=False), then a sample of the whole action space."""
    env.reset(seed=seed)
    for agent in env.possible_agents:
        env.action_space(agent).seed(rng.randrange(10**6))
    totals = {a: 0.0 for a in env.possible_agents}
    for agent in env.agent_iter():
        obs, reward, termination, truncation, info = env.last(observe=False)
        assert obs is None
        totals[agent] += reward
        env.step(None if termination or truncation else env.action_space(agent).sample())
    return totals


@pytest.mark.parametrize("game", GAMES)
def test_env_ends_the_match_on_an_illegal_action(game, engine):
    env = cardrules.env(game, engine=engine)
    rng = random.Random(5)
    illegal_ends = 0
    for episode in range(3):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            totals = unmasked_episode(env, rng, seed=episode)
        assert env.agents == [], "every agent was retired"
        if caught:
            illegal_ends += 1
            assert "Illegal move" in str(caught[0].message)
            # one agent made the illegal move: it alone has -1, every other agent 0
            assert sorted(totals.values()) == [-1.0] + [0.0] * (env.seats - 1)
    assert illegal_ends >= 1, "random actions over the whole space hit an illegal one"
    env.close()


def test_env_terminates_exactly_as_documented(engine):
    env = cardrules.env("coins", engine=engine, illegal_reward=-3)
    env.reset(seed=2)
    agent = env.agent_selection
    mask = env.observe(agent)["action_mask"]
    illegal = next(a for a in range(env.action_count) if not mask[a])
    before = env.full_state()
    with pytest.warns(UserWarning, match="Illegal move"):
        env.step(illegal)
    assert env.full_state() == before, "the illegal action was not played"
    assert all(env.terminations.values()) and all(env.truncations.values())
    assert env.agent_selection == agent
    assert env._cumulative_rewards == {a: (-3.0 if a == agent else 0.0) for a in env.possible_agents}
    seen = {}
    for a in env.agent_iter():
        obs, reward, termination, truncation, info = env.last()
        assert termination and truncation and not any(as_list(obs["action_mask"]))
        seen[a] = reward
        env.step(None)
    assert seen == {a: (-3.0 if a == agent else 0.0) for a in env.possible_agents}
    env.reset(seed=2)
    assert env.agents == env.possible_agents and not any(env.terminations.values())
    env.close()


def test_raw_env_raises_and_changes_nothing(engine):
    env = cardrules.raw_env("coins", engine=engine)
    env.reset(seed=2)
    mask = env.observe(env.agent_selection)["action_mask"]
    illegal = next(a for a in range(env.action_count) if not mask[a])
    before = snapshot(env)
    with pytest.raises(IllegalMoveError):
        env.step(illegal)
    assert snapshot(env) == before
    env.close()


def malformed(env):
    out = [(-1, IllegalMoveError), (env.action_count, IllegalMoveError), (10**30, IllegalMoveError)]
    out += [(3.7, TypeError), (3.0, TypeError), ("5", TypeError), (True, TypeError), ([3], TypeError), (b"\x03", TypeError)]
    if cardrules.HAS_NUMPY:
        import numpy as np

        out += [(np.float32(3), TypeError), (np.array([3]), TypeError), (np.bool_(True), TypeError)]
    return out


@pytest.mark.parametrize("make", [cardrules.env, cardrules.raw_env])
def test_every_malformed_action_is_refused_and_changes_nothing(make, engine):
    env = make("dalmuti", engine=engine)
    env.reset(seed=4)
    before = snapshot(env)
    state = env.full_state()
    for action, error in malformed(env):
        with pytest.raises(error) as caught:
            env.step(action)
        if error is IllegalMoveError:
            assert caught.value.code == "BAD_ACTION" and caught.value.kind == "rule"
            assert "0–731" in caught.value.message
        else:
            assert "integer" in str(caught.value)
        assert snapshot(env) == before and env.full_state() == state, f"{action!r} changed nothing"
    legal = [a for a, x in enumerate(as_list(env.observe(env.agent_selection)["action_mask"])) if x]
    if cardrules.HAS_NUMPY:
        import numpy as np

        env.step(np.int16(legal[0]))
    else:
        env.step(legal[0])
    assert env.full_state() != state
    env.close()


def test_an_action_number_that_is_no_move_says_so(engine):
    env = cardrules.raw_env("dalmuti", engine=engine)
    env.reset(seed=4)
    # Dalmuti's encoding (docs/rules/dalmuti.md): 550 names no move (the transcript of the protocol page refuses it)
    with pytest.raises(IllegalMoveError) as caught:
        env.step(550)
    assert caught.value.code == "BAD_ACTION"
    assert "550 is no move of The Great Dalmuti" in caught.value.message and "mask" in caught.value.message
    env.close()


def test_calls_out_of_order_raise_runtime_error(engine):
    env = cardrules.env("coins", engine=engine)
    with pytest.raises(RuntimeError, match="reset"):
        env.step(0)
    with pytest.raises(RuntimeError, match="reset"):
        env.last()
    with pytest.raises(RuntimeError, match="reset"):
        env.observe("player_0")
    env.reset(seed=1, options=None)
    with pytest.raises(KeyError):
        env.observe("player_9")
    for agent in env.agent_iter():
        obs, reward, termination, truncation, info = env.last()
        env.step(None if termination or truncation else env.action_space(agent).sample(obs["action_mask"]))
    assert env.agents == []
    with pytest.raises(RuntimeError, match="retired"):
        env.step(None)
    with pytest.raises(RuntimeError, match="retired"):
        env.last()
    env.close()


def play(env, rng, steps):
    """Plays up to ``steps`` masked random actions (retiring done agents); returns the actions."""
    actions = []
    for agent in env.agent_iter(steps):
        obs, reward, termination, truncation, info = env.last()
        action = None if termination or truncation else rng.choice(
            [a for a, x in enumerate(as_list(obs["action_mask"])) if x]
        )
        actions.append(action)
        env.step(action)
    return actions


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("how", ["pickle", "deepcopy"])
def test_a_copy_goes_on_from_the_same_position(game, how):
    env = cardrules.env(game, max_moves=400)
    env.reset(seed=11)
    play(env, random.Random(1), 7)
    twin = pickle.loads(pickle.dumps(env)) if how == "pickle" else copy.deepcopy(env)
    try:
        assert twin.engine.pid != env.engine.pid, "the copy has an engine of its own"
        assert snapshot(twin) == snapshot(env)
        assert twin.record() == env.record()
        a, b = random.Random(2), random.Random(2)
        while env.agents:
            assert play(env, a, 1) == play(twin, b, 1)
            if env.agents:
                assert snapshot(twin) == snapshot(env)
        assert twin.agents == [] and twin.scores == env.scores and twin.winners == env.winners
        env.reset()
        twin.reset()
        assert snapshot(twin) == snapshot(env), "the seed stream goes on alike"
    finally:
        env.close()
        twin.close()


def test_copies_before_reset_at_the_end_and_after_an_illegal_end(engine):
    fresh = cardrules.env("coins", engine=engine)
    twin = pickle.loads(pickle.dumps(fresh))
    with pytest.raises(RuntimeError):
        twin.step(0)
    twin.reset(seed=3)
    fresh.reset(seed=3)
    assert snapshot(twin) == snapshot(fresh)
    twin.close()
    # after an illegal action ended the match: the copy retires the agents with the same rewards
    mask = fresh.observe(fresh.agent_selection)["action_mask"]
    with pytest.warns(UserWarning):
        fresh.step(next(a for a in range(fresh.action_count) if not mask[a]))
    twin = copy.deepcopy(fresh)
    for agent_a, agent_b in zip(fresh.agent_iter(), twin.agent_iter()):
        assert agent_a == agent_b and fresh.last()[1:4] == twin.last()[1:4]
        fresh.step(None)
        twin.step(None)
    assert fresh.agents == twin.agents == []
    twin.close()
    fresh.close()


@pytest.mark.parametrize("where", ["reading", "writing"])
def test_an_interrupted_request_never_shifts_later_replies(where, monkeypatch):
    """KeyboardInterrupt while a step waits for the engine's reply, or after half its line was written: the next
    steps get their own replies, and the environment agrees with one that never was interrupted."""
    env = cardrules.raw_env("coins")
    oracle = cardrules.raw_env("coins", engine=env.engine)
    env.reset(seed=8)
    oracle.reset(seed=8)
    rng = random.Random(3)
    engine = env.engine
    agent = env.agent_selection
    action = rng.choice([a for a, x in enumerate(as_list(env.observe(agent)["action_mask"])) if x])

    def interrupt(*args):
        raise KeyboardInterrupt

    if where == "reading":
        monkeypatch.setattr(engine, "_fill", interrupt)
    else:
        real_write = cardrules.engine.os.write

        def half(fd, data):  # the pipe takes half the line, then the wait for room is interrupted
            monkeypatch.setattr(cardrules.engine.os, "write", real_write)
            return real_write(fd, bytes(data[: len(data) // 2]))

        monkeypatch.setattr(cardrules.engine.os, "write", half)
        monkeypatch.setattr(engine, "_wait_writable", interrupt)
    with pytest.raises(KeyboardInterrupt):
        env.step(action)
    monkeypatch.undo()
    oracle.step(action)  # the engine made the move: it had the request (or gets its rest before the next one)
    for _ in range(8):
        assert snapshot(env) == snapshot(oracle)
        agent = env.agent_selection
        action = rng.choice([a for a, x in enumerate(as_list(env.observe(agent)["action_mask"])) if x])
        env.step(action)  # a legal action: refused if a reply were taken for another request
        oracle.step(action)
    assert env.record() == oracle.record()
    oracle.close()
    env.close()


def test_an_interrupted_engine_request_skips_its_stale_reply(monkeypatch):
    with cardrules.Engine() as engine:
        match = engine.start("coins", seed=1)
        real = engine._fill
        monkeypatch.setattr(engine, "_fill", lambda: (_ for _ in ()).throw(KeyboardInterrupt))
        with pytest.raises(KeyboardInterrupt):
            engine.request("record", match=match.id)
        monkeypatch.setattr(engine, "_fill", real)
        assert engine.request("hello")["protocol"] == 1, "the reply of hello, not of the interrupted record"
        assert engine.request("legal", match=match.id)["legalActions"] == match.legal_actions


@pytest.mark.parametrize("game", GAMES)
def test_parallel_env_with_unmasked_random_actions(game):
    penv = cardrules.parallel_env(game)
    rng = random.Random(7)
    for episode in range(2):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            observations, infos = penv.reset(seed=episode)
            assert set(observations) == set(penv.agents) == set(penv.possible_agents)
            steps = 0
            while penv.agents:
                live = list(penv.agents)
                actions = {a: penv.action_space(a).sample() for a in live}
                observations, rewards, terminations, truncations, infos = penv.step(actions)
                assert set(rewards) == set(terminations) == set(truncations) == set(infos) == set(live)
                assert set(observations) == set(live)
                for a in penv.agents:
                    assert infos[a]["active_agent"] in penv.agents
                steps += 1
                assert steps < 10_000
    assert penv.step({}) == ({}, {}, {}, {}, {})
    penv.close()


def test_parallel_env_plays_a_whole_match_with_masked_actions():
    penv = cardrules.parallel_env("coins", target=3)
    observations, infos = penv.reset(seed=1)
    rng = random.Random(1)
    final = None
    while penv.agents:
        actions = {
            a: rng.choice([i for i, x in enumerate(as_list(observations[a]["action_mask"])) if x])
            if any(as_list(observations[a]["action_mask"]))
            else 0
            for a in penv.agents
        }
        observations, rewards, terminations, truncations, infos = penv.step(actions)
        if all(terminations.values()):
            final = rewards
    assert final is not None and sum(final.values()) == pytest.approx(1.0), "the winners share 1"
    penv.close()
