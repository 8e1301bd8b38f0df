"""The parallel form of a cardrules environment: PettingZoo's turn-based conversion of an AEC environment.

``cardrules.parallel_env("coins")`` is ``pettingzoo.utils.conversions.turn_based_aec_to_parallel(cardrules.env(...))``
when PettingZoo is installed, and :class:`TurnBasedParallelEnv` (the same behaviour, from this package) otherwise.

Every step takes a dict of actions, one per live agent; only the action of the agent to act is used (the others may
be anything, ``None`` included). It returns ``(observations, rewards, terminations, truncations, infos)`` as dicts
over the agents, and ``infos[agent]["active_agent"]`` names the agent to act next. Finished agents are retired at
once, so ``agents`` is empty after the step that ends the match.
"""

from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional, Tuple, overload

from .aec import HAS_PETTINGZOO, CardrulesEnv, env
from .engine import Engine
from .types import RenderMode, RewardKind, Seed


class TurnBasedParallelEnv:
    """A parallel environment over a turn-based AEC environment (PettingZoo's ``turn_based_aec_to_parallel``).

    Args:
        aec_env: the AEC environment to drive (made with :func:`cardrules.env` or :func:`cardrules.raw_env`).
    """

    def __init__(self, aec_env: CardrulesEnv) -> None:
        self.aec_env = aec_env
        self.possible_agents: List[str] = list(aec_env.possible_agents)
        self.metadata: Dict[str, Any] = aec_env.metadata
        self.render_mode: Optional[str] = aec_env.render_mode
        self.agents: List[str] = []

    @property
    def unwrapped(self) -> CardrulesEnv:
        """The AEC environment underneath."""
        return self.aec_env

    @property
    def num_agents(self) -> int:
        """How many agents are live."""
        return len(self.agents)

    @property
    def max_num_agents(self) -> int:
        """How many agents there can be."""
        return len(self.possible_agents)

    def observation_space(self, agent: str) -> Any:
        """The observation space of an agent."""
        return self.aec_env.observation_space(agent)

    def action_space(self, agent: str) -> Any:
        """The action space of an agent."""
        return self.aec_env.action_space(agent)

    def reset(
        self, seed: Optional[Seed] = None, options: Optional[Dict[str, Any]] = None
    ) -> Tuple[Dict[str, Any], Dict[str, Dict[str, Any]]]:
        """Deals a match; returns ``(observations, infos)`` of every agent."""
        aec = self.aec_env
        aec.reset(seed=seed, options=options)
        self.agents = aec.agents[:]
        observations = {a: aec.observe(a) for a in aec.agents if not (aec.terminations[a] or aec.truncations[a])}
        return observations, {**aec.infos}

    def step(
        self, actions: Dict[str, Any]
    ) -> Tuple[Dict[str, Any], Dict[str, float], Dict[str, bool], Dict[str, bool], Dict[str, Dict[str, Any]]]:
        """Makes the action of the agent to act (``actions[agent]``); returns observations, rewards, terminations,
        truncations and infos of the agents that were live."""
        if not self.agents:
            return {}, {}, {}, {}, {}
        aec = self.aec_env
        aec.step(actions[aec.agent_selection])
        rewards = {**aec.rewards}
        terminations = {**aec.terminations}
        truncations = {**aec.truncations}
        infos = {**aec.infos}
        observations = {a: aec.observe(a) for a in aec.agents}
        while aec.agents and (aec.terminations[aec.agent_selection] or aec.truncations[aec.agent_selection]):
            aec.step(None)
        for a in aec.agents:
            infos[a]["active_agent"] = aec.agent_selection
        self.agents = aec.agents[:]
        return observations, rewards, terminations, truncations, infos

    def render(self) -> Optional[str]:
        """The AEC environment's render()."""
        return self.aec_env.render()

    def state(self) -> Any:
        """PettingZoo's global state: not offered (see ``full_state`` of the AEC environment)."""
        return self.aec_env.state()

    def close(self) -> None:
        """Closes the AEC environment."""
        self.aec_env.close()


# --- begin: written by `npm run games:sync` from the registry, one entry per game; do not edit ---
@overload
def parallel_env(
    game: Literal["linko"],
    seats: Optional[int] = ...,
    reward: RewardKind = ...,
    render_mode: Optional[RenderMode] = ...,
    max_moves: Optional[int] = ...,
    engine: Optional[Engine] = ...,
    illegal_reward: float = ...,
    *,
    startSeat: int = ..., games: int = ..., amigo2022: bool = ...,
) -> Any: ...

@overload
def parallel_env(
    game: Literal["coins"],
    seats: Optional[int] = ...,
    reward: RewardKind = ...,
    render_mode: Optional[RenderMode] = ...,
    max_moves: Optional[int] = ...,
    engine: Optional[Engine] = ...,
    illegal_reward: float = ...,
    *,
    target: int = ..., firstDealer: Optional[int] = ...,
) -> Any: ...

@overload
def parallel_env(
    game: Literal["dalmuti"],
    seats: Optional[int] = ...,
    reward: RewardKind = ...,
    render_mode: Optional[RenderMode] = ...,
    max_moves: Optional[int] = ...,
    engine: Optional[Engine] = ...,
    illegal_reward: float = ...,
    *,
    hands: int = ..., allowLargeTables: bool = ..., initialSeating: Literal["random", "simulateDraw"] = ..., redrawReplacesValue: bool = ..., taxation: Literal["sealed", "peonFirst"] = ..., passLocksOut: bool = ..., autoPassForced: bool = ..., scoring: bool = ..., bonusPoints: bool = ..., bonusReading: Literal["peonStays", "bothStay"] = ..., firstDealRevolution: bool = ..., merchantSwap: bool = ..., merchantSwapMode: Literal["blindChoice", "randomCard"] = ..., shortDeck: bool = ..., tieBreak: Literal["share", "lastHand"] = ...,
) -> Any: ...

@overload
def parallel_env(
    game: Literal["bigfish"],
    seats: Optional[int] = ...,
    reward: RewardKind = ...,
    render_mode: Optional[RenderMode] = ...,
    max_moves: Optional[int] = ...,
    engine: Optional[Engine] = ...,
    illegal_reward: float = ...,
    *,
    startSeat: int = ..., advanced: bool = ..., mistakes: Literal["reject", "penalty"] = ..., plusSelection: Literal["highest", "playerChoice"] = ..., pileSize: int = ..., handSize: int = ..., commonDeckSize: int = ..., rowCount: int = ..., rowLength: int = ..., maxPlacements: int = ..., continueAfterCompletion: bool = ..., aCountsTowardLimit: bool = ..., tieSplit: Literal["fivePerTied", "splitTen"] = ...,
) -> Any: ...

# --- end of what `npm run games:sync` writes ---
@overload
def parallel_env(
    game: str,
    seats: Optional[int] = ...,
    reward: RewardKind = ...,
    render_mode: Optional[RenderMode] = ...,
    max_moves: Optional[int] = ...,
    engine: Optional[Engine] = ...,
    illegal_reward: float = ...,
    **options: Any,
) -> Any: ...

def parallel_env(
    game: str,
    seats: Optional[int] = None,
    reward: RewardKind = "win",
    render_mode: Optional[RenderMode] = None,
    max_moves: Optional[int] = None,
    engine: Optional[Engine] = None,
    illegal_reward: float = -1.0,
    **options: Any,
) -> Any:
    """The parallel form of :func:`cardrules.env` (an illegal action ends the match with ``illegal_reward``):
    PettingZoo's ``turn_based_aec_to_parallel`` when PettingZoo is installed, :class:`TurnBasedParallelEnv`
    otherwise."""
    aec = env(
        game,
        seats=seats,
        reward=reward,
        render_mode=render_mode,
        max_moves=max_moves,
        engine=engine,
        illegal_reward=illegal_reward,
        **options,
    )
    if HAS_PETTINGZOO:
        from pettingzoo.utils.conversions import turn_based_aec_to_parallel  # type: ignore[import]

        return turn_based_aec_to_parallel(aec)
    return TurnBasedParallelEnv(aec)
