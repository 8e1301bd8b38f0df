"""cardrules for Python: the rules engines of Linko, Coins, The Great Dalmuti and Big Fish, driven over the
cardrules engine protocol, with PettingZoo's AEC API, a vectorized environment and the engine's bots.

>>> import cardrules
>>> env = cardrules.env("coins")
>>> env.reset(seed=1)
>>> for agent in env.agent_iter():
...     observation, reward, termination, truncation, info = env.last()
...     action = None if termination or truncation else env.action_space(agent).sample(observation["action_mask"])
...     env.step(action)
>>> env.close()

``cardrules.env`` ends a match on an illegal action (as PettingZoo's classic environments do), ``cardrules.raw_env``
raises :class:`IllegalMoveError`; ``cardrules.parallel_env`` is the parallel form and ``cardrules.vector_env`` steps
many matches of one learning seat against the engine's bots on Gymnasium's vector conventions.

Standard library only; numpy is used when it is installed (``CARDRULES_NO_NUMPY=1`` turns it off), PettingZoo and
gymnasium when they are importable. The engine needs ``node`` 20 or later on the PATH.
"""

from __future__ import annotations

from typing import Dict

from ._arrays import HAS_NUMPY
from .aec import HAS_PETTINGZOO, CardrulesEnv, env, final_rewards, raw_env
from .engine import Engine, Match, engine_command, random_seed
from .errors import (
    CardrulesError,
    EngineDiedError,
    EngineInternalError,
    EngineNotFoundError,
    IllegalMoveError,
    InvalidStateError,
    ProtocolError,
    StateError,
)
from .parallel import TurnBasedParallelEnv, parallel_env
from .spaces import HAS_GYMNASIUM
from .stats import mean_interval, wilson, wilson_interval
from .tournament import tournament  # noqa: F401  (cardrules.tournament(...): a tournament through `cardrules sim`)
from .types import GameInfo
from .vector import VectorEnv, vector_env

__version__ = "0.1.0"

__all__ = [
    "CardrulesEnv",
    "CardrulesError",
    "Engine",
    "EngineDiedError",
    "EngineInternalError",
    "EngineNotFoundError",
    "HAS_GYMNASIUM",
    "HAS_NUMPY",
    "HAS_PETTINGZOO",
    "IllegalMoveError",
    "InvalidStateError",
    "Match",
    "ProtocolError",
    "StateError",
    "TurnBasedParallelEnv",
    "VectorEnv",
    "engine_command",
    "env",
    "raw_env",
    "final_rewards",
    "games",
    "mean_interval",
    "parallel_env",
    "random_seed",
    "vector_env",
    "wilson",
    "wilson_interval",
]


def games() -> Dict[str, GameInfo]:
    """Every game the engine offers, as its ``hello`` describes them (seats, options, actionCount, observationSize,
    bots), by id. Starts a short-lived engine."""
    with Engine() as engine:
        return dict(engine.games)
