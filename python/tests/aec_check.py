"""What PettingZoo's ``api_test`` and ``seed_test`` check, written out for environments on machines without PettingZoo
(and with it: the checks do not depend on it). Each check raises AssertionError with a sentence."""

from __future__ import annotations

import random
from typing import Any, Callable, Dict, List

import cardrules
from cardrules import _arrays


def as_list(vector: Any) -> List[float]:
    return [float(x) for x in (vector.tolist() if hasattr(vector, "tolist") else vector)]


def nonzero(mask: Any) -> List[int]:
    return [i for i, x in enumerate(as_list(mask)) if x]


def check_observation(obs: Dict[str, Any], env: cardrules.CardrulesEnv, acting: bool) -> None:
    assert isinstance(obs, dict) and set(obs) == {"observation", "action_mask"}, "observation is {observation, action_mask}"
    vector, mask = obs["observation"], obs["action_mask"]
    assert len(vector) == env.observation_size > 0, "observation has the game's observation size"
    assert len(mask) == env.action_count, "action_mask has one entry per action"
    if _arrays.HAS_NUMPY:
        assert str(vector.dtype) == "float32" and vector.ndim == 1, "observation is a 1-D float32 array"
        assert str(mask.dtype) == "int8" and mask.ndim == 1, "action_mask is a 1-D int8 array"
    else:
        assert vector.typecode == "f" and mask.typecode == "b", "without numpy: array('f') and array('b')"
    values = as_list(vector)
    assert all(v == v and abs(v) != float("inf") for v in values), "observation values are finite"
    assert set(as_list(mask)) <= {0.0, 1.0}, "action_mask holds only 0 and 1"
    if acting:
        assert any(as_list(mask)), "the agent to act has a legal action"


def check_spaces(env: cardrules.CardrulesEnv) -> None:
    first = env.possible_agents[0]
    for agent in env.agents:
        assert env.observation_space(agent) is env.observation_space(agent), "observation_space returns one object"
        assert env.action_space(agent) is env.action_space(agent), "action_space returns one object"
        assert env.action_space(agent).n == env.action_count, "Discrete(actionCount)"
        space = env.observation_space(agent)
        assert tuple(space["observation"].shape) == (env.observation_size,)
        assert str(space["observation"].dtype) == "float32"
        assert tuple(space["action_mask"].shape) == (env.action_count,)
        assert str(space["action_mask"].dtype) == "int8"
        assert env.observation_space(agent) == env.observation_space(first), "the same space for every agent"
        assert env.action_space(agent) == env.action_space(first)
        assert isinstance(agent, str) and agent.startswith("player_"), "agents are named player_<n>"


def legal_actions(env: cardrules.CardrulesEnv) -> List[int]:
    """The legal actions of the seat to act, asked of the engine directly (not through the environment's cache)."""
    return env.engine.request("legal", match=env._match)["legalActions"]


def api_check(env: cardrules.CardrulesEnv, num_cycles: int = 1000, rng: random.Random = random.Random(0)) -> Dict[str, Any]:
    """Runs the checks of PettingZoo's api_test on ``env``; returns what it saw (for further checks)."""
    env.reset(seed=0, options={"options": 1})
    env.reset()
    assert not any(env.terminations.values()) and not any(env.truncations.values()), "nothing is done after reset"
    assert isinstance(env.num_agents, int) and env.num_agents > 0
    assert env.max_num_agents == len(env.possible_agents) == env.seats
    assert set(env.agents) <= set(env.possible_agents)
    observation_0, reward_0, *_ = env.last()
    check_observation(observation_0, env, acting=True)
    assert reward_0 == 0
    assert env.last(observe=False)[0] is None, "last(observe=False) returns no observation"
    check_spaces(env)

    # play_test
    env.reset()
    live = set(env.agents)
    finished, generated = set(), set()
    accumulated: Dict[str, float] = {a: 0.0 for a in env.possible_agents}
    matches = 0
    for agent in env.agent_iter(env.num_agents * num_cycles):
        generated.add(agent)
        assert agent not in finished, "agents cannot come back once done"
        assert isinstance(env.infos[agent], dict)
        observation, reward, termination, truncation, info = env.last()
        done = termination or truncation
        assert env.observation_space(agent).contains(observation), "observation inside its space"
        check_observation(observation, env, acting=not done)
        if not done:
            mask = observation["action_mask"]
            assert sorted(nonzero(mask)) == sorted(legal_actions(env)), "the mask is exactly the legal actions"
            action = env.action_space(agent).sample(mask)
            assert mask[action] == 1, "sample(mask) picks a legal action"
        else:
            action = None
            assert not any(as_list(observation["action_mask"])), "a done agent's mask is all zeros"
        assert live <= set(env.agents), "agents are removed only after they are done"
        if done:
            live.discard(agent)
            finished.add(agent)
        assert accumulated[agent] == reward, "last() returns the reward accumulated since the agent last acted"
        accumulated[agent] = 0
        result = env.step(action)
        assert result is None, "step() returns nothing"
        for a, r in env.rewards.items():
            accumulated[a] += r
        assert env.num_agents == len(env.agents)
        for name in ("rewards", "terminations", "truncations", "infos"):
            assert set(getattr(env, name)) == set(env.agents), f"{name} has exactly the live agents"
        if not env.agents:
            matches += 1
            break
    if not env.agents:
        assert finished == generated, "every agent finished; none was skipped"
    return {"matches": matches}


def seed_check(make: Callable[[], cardrules.CardrulesEnv], num_cycles: int = 300) -> None:
    """PettingZoo's seed_test: two environments reset with one seed, sampling with seeded action spaces, agree."""
    env1, env2 = make(), make()
    try:
        env1.reset(seed=42)
        env2.reset(seed=42)
        for agent in env1.possible_agents:
            env1.action_space(agent).seed(42)
            env2.action_space(agent).seed(42)
        steps = 0
        for agent1, agent2 in zip(env1.agent_iter(), env2.agent_iter()):
            assert agent1 == agent2
            obs1, reward1, term1, trunc1, info1 = env1.last()
            obs2, reward2, term2, trunc2, info2 = env2.last()
            assert as_list(obs1["observation"]) == as_list(obs2["observation"]), "the same observation"
            assert as_list(obs1["action_mask"]) == as_list(obs2["action_mask"]), "the same mask"
            assert (reward1, term1, trunc1, info1) == (reward2, term2, trunc2, info2)
            if term1 or trunc1:
                break
            action1 = env1.action_space(agent1).sample(obs1["action_mask"])
            action2 = env2.action_space(agent2).sample(obs2["action_mask"])
            assert action1 == action2, "seeded action spaces sample alike"
            env1.step(action1)
            env2.step(action2)
            steps += 1
            if steps >= num_cycles * len(env1.possible_agents):
                break
    finally:
        env1.close()
        env2.close()
