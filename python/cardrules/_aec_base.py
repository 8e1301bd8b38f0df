"""The agent–environment cycle (AEC) base class, for machines without PettingZoo.

It follows ``pettingzoo.AECEnv`` (PettingZoo 1.24) in every behaviour an agent or a training library relies on:
``agent_iter``, ``last``, the removal of finished agents by ``step(None)``, the accumulation of rewards, ``num_agents``
and ``max_num_agents``, and ``observation_space`` / ``action_space`` returning the same object on every call. When
PettingZoo is installed, :mod:`cardrules.aec` subclasses the real ``AECEnv`` instead.
"""

from __future__ import annotations

from typing import Any, Dict, Iterator, List, Optional, Tuple


class AECEnv:
    """A turn-based multi-agent environment, as PettingZoo defines it."""

    metadata: Dict[str, Any] = {}
    possible_agents: List[str]
    agents: List[str]
    observation_spaces: Dict[str, Any]
    action_spaces: Dict[str, Any]
    rewards: Dict[str, float]
    _cumulative_rewards: Dict[str, float]
    terminations: Dict[str, bool]
    truncations: Dict[str, bool]
    infos: Dict[str, Dict[str, Any]]
    agent_selection: str
    _skip_agent_selection: Optional[str]

    def step(self, action: Any) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def reset(self, seed: Optional[Any] = None, options: Optional[Dict[str, Any]] = None) -> None:  # pragma: no cover
        raise NotImplementedError

    def observe(self, agent: str) -> Any:  # pragma: no cover - abstract
        raise NotImplementedError

    def render(self) -> Any:  # pragma: no cover - abstract
        raise NotImplementedError

    def state(self) -> Any:
        """PettingZoo's global state array: not offered (the games' states are JSON; see ``full_state``)."""
        raise NotImplementedError("state() is not offered: use full_state() for the game's JSON state")

    def close(self) -> None:  # pragma: no cover - overridden
        pass

    def observation_space(self, agent: str) -> Any:
        """The observation space of an agent (the same object every time)."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> Any:
        """The action space of an agent (the same object every time)."""
        return self.action_spaces[agent]

    @property
    def num_agents(self) -> int:
        """How many agents are still in the cycle."""
        return len(self.agents)

    @property
    def max_num_agents(self) -> int:
        """How many agents there can be."""
        return len(self.possible_agents)

    @property
    def unwrapped(self) -> "AECEnv":
        """The environment itself (there are no wrappers)."""
        return self

    def _clear_rewards(self) -> None:
        for agent in self.rewards:
            self.rewards[agent] = 0

    def _accumulate_rewards(self) -> None:
        for agent, reward in self.rewards.items():
            self._cumulative_rewards[agent] += reward

    def agent_iter(self, max_iter: int = 2**63) -> Iterator[str]:
        """Yields the selected agent until every agent is done (or ``max_iter`` times)."""
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def last(self, observe: bool = True) -> Tuple[Any, float, bool, bool, Dict[str, Any]]:
        """``(observation, reward, termination, truncation, info)`` of the selected agent; the reward is what it
        accumulated since it last acted."""
        agent = self.agent_selection
        observation = self.observe(agent) if observe else None
        return (
            observation,
            self._cumulative_rewards[agent],
            self.terminations[agent],
            self.truncations[agent],
            self.infos[agent],
        )

    def _was_dead_step(self, action: Any) -> None:
        """Removes the selected agent, which is done (``action`` must be ``None``), and selects the next done one."""
        if action is not None:
            raise ValueError("when an agent is done, the only valid action is None")
        agent = self.agent_selection
        assert self.terminations[agent] or self.truncations[agent], "the selected agent is not done"
        del self.terminations[agent]
        del self.truncations[agent]
        del self.rewards[agent]
        del self._cumulative_rewards[agent]
        del self.infos[agent]
        self.agents.remove(agent)
        done = [a for a in self.agents if self.terminations[a] or self.truncations[a]]
        if done:
            if getattr(self, "_skip_agent_selection", None) is None:
                self._skip_agent_selection = self.agent_selection
            self.agent_selection = done[0]
        else:
            skipped = getattr(self, "_skip_agent_selection", None)
            if skipped is not None:
                self.agent_selection = skipped
            self._skip_agent_selection = None
        self._clear_rewards()

    def __str__(self) -> str:
        return str(self.metadata.get("name", type(self).__name__))
