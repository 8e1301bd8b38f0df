"""The vectorized environment on Gymnasium's vector conventions: the same matches as the AEC environment (self-play)
and as the engine's single matches (one learning seat against bots) for the same seeds; rewards credited on the step
that ends their match; the final observation and info of a finished match; autoreset to the next deal of the seed's
stream; truncation at max_moves; typed refusals that move no match; opponents checked."""

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


def flags(values):
    return [bool(v) for v in values]


@pytest.mark.parametrize("game", ["coins", "dalmuti"])
def test_self_play_rows_are_the_aec_matches_of_the_same_seeds(game, engine):
    n = 3
    options = {"target": 2} if game == "coins" else {}
    venv = cardrules.vector_env(game, num_envs=n, engine=engine, chunk=2, seat=None, **options)
    envs = [cardrules.raw_env(game, engine=engine, **options) for _ in range(n)]
    obs, infos = venv.reset(seed="v")
    for i, env in enumerate(envs):
        env.reset(seed=f"v:{i}")
    rng = random.Random(0)
    ended = 0
    for _ in range(400):
        actions = []
        for i, env in enumerate(envs):
            agent = env.agent_selection
            o = env.observe(agent)
            assert int(infos["seat"][i]) == int(agent[7:]), "the same seat to act"
            assert row(obs["observation"], i) == as_list(o["observation"]), "the same observation"
            assert row(obs["action_mask"], i) == as_list(o["action_mask"]), "the same mask"
            actions.append(pick(obs["action_mask"][i], rng))
        obs, rewards, terminations, truncations, infos = venv.step(actions)
        assert not any(flags(truncations))
        for i, env in enumerate(envs):
            mover = env.agent_selection
            env.step(actions[i])
            if terminations[i]:
                ended += 1
                assert env.terminations[env.agent_selection], "the AEC match ended too"
                assert infos["_final_info"][i] and infos["_final_obs"][i]
                final = infos["final_info"][i]
                assert final["scores"] == env.scores and final["winners"] == env.winners
                # the reward of the seat that made the last move, worked out from the final scores
                expected = cardrules.final_rewards("win", env.seats, env.scores, env.winners)[int(mover[7:])]
                assert float(rewards[i]) == pytest.approx(expected)
                assert as_list(infos["final_obs"][i]["observation"]) == as_list(env.observe(mover)["observation"])
                env.reset()  # the next match of "v:i": "v:i:1", as the vector env dealt
            else:
                assert float(rewards[i]) == 0.0
                if "_final_info" in infos:
                    assert not infos["_final_info"][i] and infos["final_info"][i] is None
    assert ended >= 2, "some matches ended and were dealt again"
    venv.close()
    for env in envs:
        env.close()


@pytest.mark.parametrize("reward", ["win", "zero_sum", "score"])
def test_one_seat_against_bots_is_the_engines_match_with_those_bots(reward, engine):
    """Oracle: the engine's single matches (Engine.start with the same seeds and bots), stepped one by one."""
    n, seat = 4, 1
    bots = ["heuristic", None, "random"]
    venv = cardrules.vector_env("coins", num_envs=n, engine=engine, reward=reward, seat=seat, opponents=bots, target=3)
    matches = [engine.start("coins", seed=f"w:{i}", bots=bots, target=3) for i in range(n)]
    obs, infos = venv.reset(seed="w")
    rng = random.Random(1)
    ended = 0
    for _ in range(120):
        for i, m in enumerate(matches):
            assert m.to_act == seat and int(infos["seat"][i]) == seat, "only the learning seat is left to the client"
            assert row(obs["observation"], i) == as_list(m.observation)
        actions = [pick(obs["action_mask"][i], rng) for i in range(n)]
        obs, rewards, terminations, truncations, infos = venv.step(actions)
        for i, m in enumerate(matches):
            m.apply(actions[i])
            assert bool(terminations[i]) == m.over
            if m.over:
                ended += 1
                # worked out by hand from the rules of each kind, not through final_rewards
                s, w = m.scores, m.winners
                if reward == "win":
                    expected = 1 / len(w) if seat in w else 0.0
                elif reward == "zero_sum":
                    expected = 0.0 if len(w) == 3 else (1 / len(w) if seat in w else -1 / (3 - len(w)))
                else:
                    expected = float(s[seat])
                assert float(rewards[i]) == pytest.approx(expected), "the reward belongs to the match that ended"
                assert infos["final_info"][i]["scores"] == s and infos["final_info"][i]["winners"] == w
                assert as_list(infos["final_obs"][i]["observation"]) == as_list(m.observe(seat))
                m.reset()  # the next deal of the stream that starts at "w:i": "w:i:1", "w:i:2", …
            else:
                assert float(rewards[i]) == 0.0
    assert ended >= 2
    venv.close()
    for m in matches:
        m.close()


def test_truncation_at_max_moves_deals_the_next_match(engine):
    venv = cardrules.vector_env("dalmuti", num_envs=2, engine=engine, max_moves=5)
    obs, infos = venv.reset(seed="t")
    rng = random.Random(3)
    for step in range(1, 6):
        obs, rewards, terminations, truncations, infos = venv.step([pick(obs["action_mask"][i], rng) for i in range(2)])
        assert not any(flags(terminations)), "a Dalmuti match lasts more than 5 moves of a seat"
        assert flags(truncations) == [step == 5] * 2
        assert list(map(float, rewards)) == [0.0, 0.0]
    assert infos["final_info"][0]["moves"] == 5
    fresh = cardrules.vector_env("dalmuti", num_envs=2, engine=engine)
    m = engine.start("dalmuti", seed="t:0:1", bots=[None, "random", "random", "random"])
    assert row(obs["observation"], 0) == as_list(m.observation), "the next deal of the stream, t:0:1"
    fresh.close()
    m.close()
    venv.close()


def test_spaces(engine):
    venv = cardrules.vector_env("coins", num_envs=3, engine=engine)
    obs, infos = venv.reset(seed=1)
    assert venv.single_action_space.n == 48
    assert tuple(venv.single_observation_space["observation"].shape) == (254,)
    assert tuple(venv.observation_space["observation"].shape) == (3, 254)
    assert tuple(venv.observation_space["action_mask"].shape) == (3, 48)
    assert venv.observation_space.contains(obs)
    for i in range(3):
        one = {"observation": obs["observation"][i], "action_mask": obs["action_mask"][i]}
        assert venv.single_observation_space.contains(one)
    assert venv.action_space.contains(venv.action_space.sample())
    assert venv.metadata["autoreset_mode"] == "SameStep"
    venv.close()


def test_reset_is_reproducible_and_seeds_differ(engine):
    a = cardrules.vector_env("linko", num_envs=4, engine=engine)
    b = cardrules.vector_env("linko", num_envs=4, engine=engine)
    oa, _ = a.reset(seed=5)
    ob, _ = b.reset(seed=5)
    assert [row(oa["observation"], i) for i in range(4)] == [row(ob["observation"], i) for i in range(4)]
    assert len({tuple(row(oa["observation"], i)) for i in range(4)}) > 1, "each match has its own deal"
    a.close()
    b.close()


def states(engine, venv):
    return [engine.request("state", match=m)["state"] for m in venv._matches]


def test_bad_actions_move_no_match(engine):
    venv = cardrules.vector_env("coins", num_envs=3, engine=engine)
    obs, infos = venv.reset(seed=1)
    before = states(engine, venv)
    rng = random.Random(2)
    actions = [pick(obs["action_mask"][i], rng) for i in range(3)]
    bad = next(a for a in range(venv.action_count) if not as_list(obs["action_mask"][1])[a])
    with pytest.raises(IllegalMoveError) as caught:
        venv.step([actions[0], bad, actions[2]])
    assert caught.value.index == 1 and caught.value.kind == "rule"
    with pytest.raises(IllegalMoveError) as out:
        venv.step([actions[0], actions[1], 48])
    assert out.value.code == "BAD_ACTION" and out.value.index == 2
    with pytest.raises(IllegalMoveError) as negative:
        venv.step([-1, actions[1], actions[2]])
    assert negative.value.code == "BAD_ACTION" and negative.value.index == 0
    for junk in ([3.7, actions[1], actions[2]], ["5", actions[1], actions[2]], [True, actions[1], actions[2]]):
        with pytest.raises(TypeError):
            venv.step(junk)
    with pytest.raises(ValueError):
        venv.step(actions[:2])
    if cardrules.HAS_NUMPY:
        import numpy as np

        with pytest.raises(TypeError):
            venv.step(np.asarray(actions, dtype=np.float64))
    assert states(engine, venv) == before, "no match moved"
    if cardrules.HAS_NUMPY:
        import numpy as np

        venv.step(np.asarray(actions, dtype=np.int32))
    else:
        venv.step(actions)
    venv.close()


@pytest.mark.parametrize(
    "opponents, error",
    [
        ({0: "random", 1: "random", 2: "random"}, ValueError),  # covers the learning seat
        ({1: "random"}, ValueError),  # seat 2 has no bot
        ({1: "random", 2: "random", 3: "random"}, ValueError),  # no seat 3 in Coins
        ({1: "random", -1: "random", 2: "random"}, ValueError),
        ({1: "random", 2: 7}, TypeError),
        ({"1": "random", 2: "random"}, TypeError),
        ([None, "random"], ValueError),
        (["random", "random", "random"], ValueError),
        ([None, "random", 5], TypeError),
        (None, ValueError),
        ({1: "teleport", 2: "random"}, cardrules.ProtocolError),
        ({1: "ismcts:1e15", 2: "random"}, cardrules.ProtocolError),
    ],
)
def test_opponents_are_checked(opponents, error, engine):
    venv = None
    with pytest.raises(error):
        venv = cardrules.vector_env("coins", num_envs=2, engine=engine, opponents=opponents)
        venv.reset(seed=1)
    if venv is not None:
        venv.close()


def test_opponents_play_inside_the_engine(engine):
    venv = cardrules.vector_env("coins", num_envs=4, engine=engine, opponents={1: "heuristic", 2: "random"})
    obs, infos = venv.reset(seed=3)
    rng = random.Random(0)
    ends = 0
    for _ in range(300):
        assert set(int(a) for a in infos["seat"]) == {0}, "only seat 0 is left to the client"
        obs, rewards, terminations, truncations, infos = venv.step([pick(obs["action_mask"][i], rng) for i in range(4)])
        ends += sum(flags(terminations))
    assert ends > 0
    suggested = venv.bot_actions("heuristic")
    assert all(as_list(obs["action_mask"][i])[a] == 1 for i, a in enumerate(suggested))
    # with a seed, a one-off stream: the same seed gives the same picks
    seeded = venv.bot_actions("ismcts:8", seed="one-off")
    assert venv.bot_actions("ismcts:8", seed="one-off") == seeded
    assert all(as_list(obs["action_mask"][i])[a] == 1 for i, a in enumerate(seeded))
    venv.close()


def test_arrays_and_types(engine):
    venv = cardrules.vector_env("dalmuti", num_envs=2, engine=engine, reward="zero_sum")
    obs, infos = venv.reset(seed=9)
    if cardrules.HAS_NUMPY:
        assert obs["observation"].shape == (2, venv.observation_size) and str(obs["observation"].dtype) == "float32"
        assert obs["action_mask"].shape == (2, venv.action_count) and str(obs["action_mask"].dtype) == "int8"
    else:
        assert len(obs["observation"]) == 2 and obs["observation"][0].typecode == "f"
        assert obs["action_mask"][0].typecode == "b"
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
        assert [row(a[0]["observation"], i) for i in range(5)] == [row(b[0]["observation"], i) for i in range(5)]
        assert [row(a[0]["action_mask"], i) for i in range(5)] == [row(b[0]["action_mask"], i) for i in range(5)]
        actions = [pick(a[0]["action_mask"][i], rng) for i in range(5)]
        a = one.step(actions)
        b = two.step(actions)
        assert flags(a[2]) == flags(b[2])
        assert list(map(float, a[1])) == list(map(float, b[1]))
        ended += sum(flags(a[2]))
    assert ended > 0
    one.close()
    two.close()


def test_an_interrupted_step_asks_for_a_reset(monkeypatch):
    venv = cardrules.vector_env("coins", num_envs=3)
    obs, infos = venv.reset(seed=6)
    rng = random.Random(5)
    actions = [pick(obs["action_mask"][i], rng) for i in range(3)]
    monkeypatch.setattr(venv.engine, "_fill", lambda: (_ for _ in ()).throw(KeyboardInterrupt))
    with pytest.raises(KeyboardInterrupt):
        venv.step(actions)
    monkeypatch.undo()
    with pytest.raises(RuntimeError, match="reset"):
        venv.step(actions)
    obs, infos = venv.reset(seed=6)  # the stale replies are skipped; the same deals as before
    again = cardrules.vector_env("coins", num_envs=3)
    fresh, _ = again.reset(seed=6)
    assert [row(obs["observation"], i) for i in range(3)] == [row(fresh["observation"], i) for i in range(3)]
    venv.step(actions)
    again.close()
    venv.close()


@pytest.mark.parametrize("how", ["pickle", "deepcopy"])
def test_a_copy_of_the_vector_env_goes_on_alike(how):
    import copy
    import pickle

    # The bots' random streams are not part of a record: with bots, a copy starts at the same position (below);
    # in self-play it goes on alike, deals included.
    with_bots = cardrules.vector_env("coins", num_envs=3, opponents="heuristic")
    obs, infos = with_bots.reset(seed="b")
    rng = random.Random(7)
    for _ in range(5):
        obs, *_ = with_bots.step([pick(obs["action_mask"][i], rng) for i in range(3)])
    twin = pickle.loads(pickle.dumps(with_bots)) if how == "pickle" else copy.deepcopy(with_bots)
    assert [row(twin.obs, i) for i in range(3)] == [row(obs["observation"], i) for i in range(3)]
    assert [row(twin.mask, i) for i in range(3)] == [row(obs["action_mask"], i) for i in range(3)]
    twin.step([pick(obs["action_mask"][i], rng) for i in range(3)])
    twin.close()
    with_bots.close()

    venv = cardrules.vector_env("coins", num_envs=4, chunk=3, seat=None, target=3)
    obs, infos = venv.reset(seed="c")
    rng = random.Random(8)
    for _ in range(5):
        obs, *_ = venv.step([pick(obs["action_mask"][i], rng) for i in range(4)])
    twin = pickle.loads(pickle.dumps(venv)) if how == "pickle" else copy.deepcopy(venv)
    assert twin.engine.pid != venv.engine.pid
    mine = {"observation": twin.obs, "action_mask": twin.mask}
    ended = 0
    for _ in range(60):
        for i in range(4):
            assert row(mine["observation"], i) == row(obs["observation"], i)
            assert row(mine["action_mask"], i) == row(obs["action_mask"], i)
        actions = [pick(obs["action_mask"][i], rng) for i in range(4)]
        obs, rewards, terminations, truncations, infos = venv.step(actions)
        mine, rewards2, terminations2, truncations2, infos2 = twin.step(actions)
        assert flags(terminations) == flags(terminations2)
        assert list(map(float, rewards)) == list(map(float, rewards2))
        ended += sum(flags(terminations))
    assert ended >= 2, "matches ended and were dealt again alike (the same seed streams)"
    twin.close()
    venv.close()
