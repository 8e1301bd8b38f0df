"""Action and observation spaces.

When ``gymnasium`` is importable (and numpy is in use), :func:`action_space` and :func:`observation_space` return
real ``gymnasium.spaces`` objects. Otherwise they return the small classes below, which offer the parts of the same
API that agents use: ``n``, ``shape``, ``dtype``, ``seed``, ``sample(mask)``, ``contains`` and, for :class:`Dict`,
item access.
"""

from __future__ import annotations

import math
import random
from array import array
from typing import Any, Dict as TDict, List, Optional, Sequence, Tuple

from . import _arrays

gymnasium: Any = None
if _arrays.HAS_NUMPY:
    try:
        import gymnasium  # type: ignore[import, no-redef]
    except ImportError:
        gymnasium = None

HAS_GYMNASIUM = gymnasium is not None


class Discrete:
    """The integers ``0 … n-1`` (a stand-in for ``gymnasium.spaces.Discrete``)."""

    def __init__(self, n: int, seed: Optional[int] = None) -> None:
        self.n = int(n)
        self.start = 0
        self.shape: Tuple[int, ...] = ()
        self.dtype = "int64"
        self._rng = random.Random(seed)

    def seed(self, seed: Optional[int] = None) -> List[Optional[int]]:
        """Seeds the sampler; returns ``[seed]``."""
        self._rng = random.Random(seed)
        return [seed]

    def sample(self, mask: Optional[Sequence[int]] = None) -> int:
        """A uniformly random element; with a mask (``1`` = allowed), a random allowed one."""
        if mask is None:
            return self._rng.randrange(self.n)
        if len(mask) != self.n:
            raise ValueError(f"the mask has {len(mask)} entries; the space has {self.n}")
        allowed = [i for i in range(self.n) if mask[i]]
        if not allowed:
            return self.start
        return allowed[self._rng.randrange(len(allowed))]

    def contains(self, x: Any) -> bool:
        """Whether ``x`` is an integer in the space."""
        try:
            value = int(x)
        except (TypeError, ValueError):
            return False
        return value == x and 0 <= value < self.n

    __contains__ = contains

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Discrete) and other.n == self.n

    def __hash__(self) -> int:
        return hash(("Discrete", self.n))

    def __repr__(self) -> str:
        return f"Discrete({self.n})"


class Box:
    """A vector of ``shape[0]`` numbers between ``low`` and ``high`` (a stand-in for ``gymnasium.spaces.Box``)."""

    def __init__(self, low: float, high: float, shape: Tuple[int, ...], dtype: str) -> None:
        self.low = low
        self.high = high
        self.shape = tuple(shape)
        self.dtype = dtype
        self._rng = random.Random()

    def seed(self, seed: Optional[int] = None) -> List[Optional[int]]:
        """Seeds the sampler; returns ``[seed]``."""
        self._rng = random.Random(seed)
        return [seed]

    def sample(self) -> Any:
        """A random vector in the space (uniform where bounded, standard normal where not); a list of rows for a
        two-dimensional box."""
        if len(self.shape) == 2:
            row = Box(self.low, self.high, (self.shape[1],), self.dtype)
            row._rng = self._rng
            return [row.sample() for _ in range(self.shape[0])]
        size = self.shape[0]
        if self.dtype == "int8":
            return _arrays.mask(size, [i for i in range(size) if self._rng.random() < 0.5])
        lo, hi = self.low, self.high
        values = [
            self._rng.uniform(lo, hi) if math.isfinite(lo) and math.isfinite(hi) else self._rng.gauss(0, 1)
            for _ in range(size)
        ]
        return _arrays.floats(values)

    def contains(self, x: Any) -> bool:
        """Whether ``x`` has the space's shape, element type and bounds (and no NaN); a two-dimensional box takes a
        numpy array or a list of rows."""
        if _arrays.np is not None and isinstance(x, _arrays.np.ndarray):
            if x.shape != self.shape or str(x.dtype) != self.dtype:
                return False
            values = x.ravel().tolist()
        elif len(self.shape) == 2 and isinstance(x, list):
            row = Box(self.low, self.high, (self.shape[1],), self.dtype)
            return len(x) == self.shape[0] and all(row.contains(r) for r in x)
        elif isinstance(x, array) and len(self.shape) == 1:
            if len(x) != self.shape[0] or x.typecode != {"float32": "f", "int8": "b"}.get(self.dtype):
                return False
            values = list(x)
        else:
            return False
        return all(self.low <= v <= self.high for v in values)

    __contains__ = contains

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Box)
            and (other.low, other.high, other.shape, other.dtype) == (self.low, self.high, self.shape, self.dtype)
        )

    def __hash__(self) -> int:
        return hash(("Box", self.low, self.high, self.shape, self.dtype))

    def __repr__(self) -> str:
        return f"Box({self.low}, {self.high}, {self.shape}, {self.dtype})"


class Dict:
    """Named sub-spaces (a stand-in for ``gymnasium.spaces.Dict``)."""

    def __init__(self, spaces: TDict[str, Any]) -> None:
        self.spaces = dict(spaces)

    def __getitem__(self, key: str) -> Any:
        return self.spaces[key]

    def keys(self) -> Any:
        """The names."""
        return self.spaces.keys()

    def seed(self, seed: Optional[int] = None) -> List[Optional[int]]:
        """Seeds every sub-space."""
        return [space.seed(seed)[0] for space in self.spaces.values()]

    def sample(self) -> TDict[str, Any]:
        """A sample of every sub-space."""
        return {key: space.sample() for key, space in self.spaces.items()}

    def contains(self, x: Any) -> bool:
        """Whether ``x`` is a dict with exactly these keys, each value in its sub-space."""
        return (
            isinstance(x, dict)
            and set(x) == set(self.spaces)
            and all(space.contains(x[key]) for key, space in self.spaces.items())
        )

    __contains__ = contains

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Dict) and other.spaces == self.spaces

    def __hash__(self) -> int:
        return hash(("Dict", tuple(self.spaces)))

    def __repr__(self) -> str:
        return f"Dict({self.spaces!r})"


class MultiDiscrete:
    """``n`` integers, each in ``0 … nvec[i]-1`` (a stand-in for ``gymnasium.spaces.MultiDiscrete``): the batched action
    space of the vectorized environment."""

    def __init__(self, nvec: Sequence[int], seed: Optional[int] = None) -> None:
        self.nvec = [int(n) for n in nvec]
        self.shape: Tuple[int, ...] = (len(self.nvec),)
        self.dtype = "int64"
        self._rng = random.Random(seed)

    def seed(self, seed: Optional[int] = None) -> List[Optional[int]]:
        """Seeds the sampler; returns ``[seed]``."""
        self._rng = random.Random(seed)
        return [seed]

    def sample(self) -> List[int]:
        """A uniformly random element: one integer per entry."""
        return [self._rng.randrange(n) for n in self.nvec]

    def contains(self, x: Any) -> bool:
        """Whether ``x`` has one integer per entry, each in its range."""
        try:
            values = list(x.tolist() if hasattr(x, "tolist") else x)
        except TypeError:
            return False
        return len(values) == len(self.nvec) and all(
            isinstance(v, int) and not isinstance(v, bool) and 0 <= v < n for v, n in zip(values, self.nvec)
        )

    __contains__ = contains

    def __eq__(self, other: object) -> bool:
        return isinstance(other, MultiDiscrete) and other.nvec == self.nvec

    def __hash__(self) -> int:
        return hash(("MultiDiscrete", tuple(self.nvec)))

    def __repr__(self) -> str:
        return f"MultiDiscrete({self.nvec})"


def batched_action_space(num_envs: int, action_count: int) -> Any:
    """The batched action space of ``num_envs`` matches: ``MultiDiscrete([actionCount] * num_envs)``."""
    if gymnasium is not None:
        return gymnasium.spaces.MultiDiscrete(_arrays.np.full(num_envs, action_count, dtype=_arrays.np.int64))
    return MultiDiscrete([action_count] * num_envs)


def batched_observation_space(num_envs: int, observation_size: int, action_count: int) -> Any:
    """The batched observation space: ``{"observation": float32 (N, size), "action_mask": int8 (N, actionCount)}``."""
    if gymnasium is not None:
        np = _arrays.np
        box = gymnasium.spaces.Box
        return gymnasium.spaces.Dict(
            {
                "observation": box(low=-np.inf, high=np.inf, shape=(num_envs, observation_size), dtype=np.float32),
                "action_mask": box(low=0, high=1, shape=(num_envs, action_count), dtype=np.int8),
            }
        )
    return Dict(
        {
            "observation": Box(-math.inf, math.inf, (num_envs, observation_size), "float32"),
            "action_mask": Box(0, 1, (num_envs, action_count), "int8"),
        }
    )


def action_space(action_count: int) -> Any:
    """The action space of a game: ``Discrete(actionCount)``."""
    if gymnasium is not None:
        return gymnasium.spaces.Discrete(action_count)
    return Discrete(action_count)


def observation_space(observation_size: int, action_count: int) -> Any:
    """The observation space: ``{"observation": float32 vector, "action_mask": int8 vector}``.

    The observation's bounds are not part of the games' encodings, so they are ``-inf … inf``; every value the engine
    sends is finite.
    """
    if gymnasium is not None:
        np = _arrays.np
        box = gymnasium.spaces.Box
        return gymnasium.spaces.Dict(
            {
                "observation": box(low=-np.inf, high=np.inf, shape=(observation_size,), dtype=np.float32),
                "action_mask": box(low=0, high=1, shape=(action_count,), dtype=np.int8),
            }
        )
    return Dict(
        {
            "observation": Box(-math.inf, math.inf, (observation_size,), "float32"),
            "action_mask": Box(0, 1, (action_count,), "int8"),
        }
    )
