"""When pettingzoo and gymnasium are importable, the environment is a pettingzoo.AECEnv with gymnasium spaces.

Neither can be installed on the CI machines (no PyPI), so this test puts minimal stand-ins of both on the path of a
fresh interpreter: it checks the package's choice and wiring, not PettingZoo itself."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import cardrules

STUB_GYMNASIUM = '''
import numpy as np
class Space: pass
class Discrete(Space):
    def __init__(self, n): self.n = n; self.shape = (); self.dtype = np.int64
    def sample(self, mask=None):
        return int(np.flatnonzero(mask)[0]) if mask is not None else 0
    def seed(self, seed=None): return [seed]
    def contains(self, x): return 0 <= int(x) < self.n
class Box(Space):
    def __init__(self, low, high, shape, dtype):
        self.low, self.high, self.shape, self.dtype = low, high, shape, np.dtype(dtype)
    def contains(self, x):
        return x.shape == self.shape and x.dtype == self.dtype and bool(np.all((x >= self.low) & (x <= self.high)))
class Dict(Space):
    def __init__(self, spaces): self.spaces = spaces
    def __getitem__(self, k): return self.spaces[k]
    def contains(self, x): return all(s.contains(x[k]) for k, s in self.spaces.items())
'''

STUB_PETTINGZOO = '''
class AECEnv:
    metadata = {}
    def _accumulate_rewards(self):
        for a, r in self.rewards.items(): self._cumulative_rewards[a] += r
    def _was_dead_step(self, action):
        agent = self.agent_selection
        for d in (self.terminations, self.truncations, self.rewards, self._cumulative_rewards, self.infos): del d[agent]
        self.agents.remove(agent)
        if self.agents: self.agent_selection = self.agents[0]
    def agent_iter(self, max_iter=2**63):
        for _ in range(max_iter):
            if not self.agents: return
            yield self.agent_selection
    def last(self, observe=True):
        a = self.agent_selection
        return (self.observe(a) if observe else None, self._cumulative_rewards[a], self.terminations[a],
                self.truncations[a], self.infos[a])
'''

PROGRAM = '''
import cardrules, gymnasium, pettingzoo
assert cardrules.HAS_PETTINGZOO and cardrules.HAS_GYMNASIUM
env = cardrules.env("coins")
assert isinstance(env, pettingzoo.AECEnv)
assert isinstance(env.action_space("player_0"), gymnasium.spaces.Discrete)
assert isinstance(env.observation_space("player_0"), gymnasium.spaces.Dict)
env.reset(seed=1)
for agent in env.agent_iter():
    obs, reward, term, trunc, info = env.last()
    assert env.observation_space(agent).contains(obs)
    env.step(None if term or trunc else env.action_space(agent).sample(obs["action_mask"]))
env.close()
wrapped = cardrules.parallel_env("coins")
assert type(wrapped).__name__ == "StubParallel" and wrapped.aec_env.illegal_action == "terminate"
wrapped.aec_env.close()
print("ok")
'''

STUB_CONVERSIONS = '''
class StubParallel:
    def __init__(self, aec_env): self.aec_env = aec_env
def turn_based_aec_to_parallel(aec_env):
    return StubParallel(aec_env)
'''


@pytest.mark.skipif(not cardrules.HAS_NUMPY, reason="gymnasium needs numpy")
def test_real_aec_env_when_pettingzoo_is_importable(tmp_path):
    (tmp_path / "gymnasium").mkdir()
    (tmp_path / "gymnasium" / "__init__.py").write_text("from . import spaces\n")
    (tmp_path / "gymnasium" / "spaces.py").write_text(textwrap.dedent(STUB_GYMNASIUM))
    (tmp_path / "pettingzoo").mkdir()
    (tmp_path / "pettingzoo" / "__init__.py").write_text(textwrap.dedent(STUB_PETTINGZOO))
    (tmp_path / "pettingzoo" / "utils").mkdir()
    (tmp_path / "pettingzoo" / "utils" / "__init__.py").write_text("")
    (tmp_path / "pettingzoo" / "utils" / "conversions.py").write_text(textwrap.dedent(STUB_CONVERSIONS))
    package = Path(cardrules.__file__).resolve().parents[1]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), str(package)])}
    env.pop("CARDRULES_NO_NUMPY", None)
    out = subprocess.run([sys.executable, "-c", PROGRAM], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"
