"""A vectorized environment: N matches of one game stepped together, one engine request per batch of matches.

Each match has one seat to act at a time (the games are turn-based), so a step takes one action per match, for that
match's seat to act, and returns arrays:

- ``obs``: float32, shape ``(N, observationSize)``: the observation of each match's seat to act;
- ``mask``: int8, shape ``(N, actionCount)``: its legal actions;
- ``agent``: int, shape ``(N,)``: the seat to act in each match;
- ``rewards``: float32, shape ``(N, seats)``: each seat's reward from this step (nonzero only where a match ended;
  see :mod:`cardrules.aec` for ``reward``);
- ``terminated``: bool, shape ``(N,)``: the match ended with this step. It was dealt again at once (the next deal of
  its seed's stream), so ``obs``, ``mask`` and ``agent`` of that row already belong to the new match;
- ``truncated``: bool, shape ``(N,)``: always false (every game ends by itself);
- ``info``: ``{"final_scores": [...], "final_winners": [...]}`` with ``None`` where no match ended.

Without numpy the arrays are lists (of ``array.array`` rows for ``obs`` and ``mask``).

``opponents`` lets the engine's own bots play some seats (for example ``{1: "heuristic", 2: "ismcts:50"}``): they move
inside the engine, so every row's ``agent`` is one of your seats.
"""

from __future__ import annotations

import json
from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple, Union

from . import _arrays
from .aec import REWARDS, final_rewards
from .engine import Engine, Seed, _seed_value, random_seed
from .errors import CardrulesError, IllegalMoveError, error_from_reply

Opponents = Union[None, Mapping[int, str], Sequence[Optional[str]]]


class VectorEnv:
    """N matches of one game, stepped together (make it with :func:`cardrules.vector_env`).

    Args:
        game: the game's id.
        num_envs: how many matches.
        seats: how many seats (default: the fewest the game allows).
        reward: ``"win"``, ``"zero_sum"`` or ``"score"``.
        opponents: seats the engine's bots play: ``{seat: spec}`` or one spec (or ``None``) per seat.
        chunk: matches per request line (default 128, at most the engine's batch limit); several lines are sent at
            once, so the engine works on one while Python reads another.
        engines: how many engine processes share the matches (default 1); with 2 or more they step their matches at
            the same time, on as many cores.
        engine: an :class:`~cardrules.engine.Engine` to share (default: engines of its own; then ``engines`` is 1).
        **options: the game's options.
    """

    def __init__(
        self,
        game: str,
        num_envs: int = 64,
        seats: Optional[int] = None,
        reward: str = "win",
        opponents: Opponents = None,
        chunk: int = 128,
        engines: int = 1,
        engine: Optional[Engine] = None,
        **options: Any,
    ) -> None:
        if reward not in REWARDS:
            raise ValueError(f"reward must be one of {', '.join(REWARDS)}, got {reward!r}")
        if num_envs < 1:
            raise ValueError("num_envs must be at least 1")
        if engines < 1 or (engine is not None and engines != 1):
            raise ValueError("engines is a positive count, and 1 when an engine is given")
        self._owns_engine = engine is None
        self._engines: List[Engine] = [engine] if engine is not None else []
        try:
            while len(self._engines) < engines:
                self._engines.append(Engine())
            first = self._engines[0]
            info = first.game(game)
            self.seats = int(seats) if seats is not None else int(info["seats"]["min"])
            first.request("options", game=game, seats=self.seats, options=options)
        except Exception:
            if self._owns_engine:
                for e in self._engines:
                    e.close()
            raise
        self.game = game
        self.options = dict(options)
        self.num_envs = num_envs
        self.reward_kind = reward
        self.action_count: int = info["actionCount"]
        self.observation_size: int = info["observationSize"]
        size = max(1, min(chunk, int(first.hello["limits"]["maxBatch"]), -(-num_envs // engines)))
        # Chunk k holds matches [lo, hi) and lives in engine k mod engines.
        self._chunks: List[Tuple[int, int, int]] = [
            (k % engines, lo, min(lo + size, num_envs)) for k, lo in enumerate(range(0, num_envs, size))
        ]
        self.bots: Optional[List[Optional[str]]] = None
        if opponents is not None:
            if isinstance(opponents, Mapping):
                self.bots = [opponents.get(s) for s in range(self.seats)]
            else:
                self.bots = list(opponents)
        # With numpy the masks come as one block of bytes; without it (or with very many actions) as lists.
        self._mask_blob = _arrays.np is not None and self.action_count <= 4096
        self._show = ["obs", "mask"] if self._mask_blob else ["obs", "legalActions"]
        self._matches: List[int] = []
        self._prefixes: List[str] = []
        self.obs: Any = None
        self.mask: Any = None
        self.agent: Any = None
        self._legal: List[List[int]] = []

    @property
    def engine(self) -> Engine:
        """The (first) engine that plays the matches."""
        return self._engines[0]

    @property
    def engines(self) -> List[Engine]:
        """Every engine that plays the matches."""
        return list(self._engines)

    def _exchange(self, bodies: Sequence[str]) -> List[Dict[str, Any]]:
        """Sends chunk k's request (a JSON object's body, without braces and id) to its engine, every engine's lines
        at once, then reads the replies in chunk order while the other engines go on working."""
        lines: Dict[int, List[str]] = {}
        ids: List[int] = []
        for (which, _, _), body in zip(self._chunks, bodies):
            engine = self._engines[which]
            ids.append(engine._next_id)
            lines.setdefault(which, []).append(f'{{"id":{engine._next_id},{body}}}')
            engine._next_id += 1
        for which, batch in lines.items():
            self._engines[which]._write(("\n".join(batch) + "\n").encode())
        replies = []
        for (which, _, _), rid in zip(self._chunks, ids):
            reply = self._engines[which]._read_reply()
            if reply.get("id") != rid:
                raise CardrulesError("OUT_OF_STEP", "the engine's replies came out of order")
            if not reply["ok"]:
                raise error_from_reply(reply["error"])
            self._raise_row_errors(reply)
            replies.append(reply)
        return replies

    @staticmethod
    def _body(request: Dict[str, Any]) -> str:
        return json.dumps(request, separators=(",", ":"))[1:-1]

    def reset(self, seed: Optional[Seed] = None) -> Tuple[Any, Any, Any]:
        """Deals every match: match ``i`` from ``"<seed>:i"`` (a random seed when omitted). Returns
        ``(obs, mask, agent)``."""
        base = _seed_value(seed) if seed is not None else random_seed()
        seeds = [f"{base}:{i}" for i in range(self.num_envs)]
        fresh = not self._matches
        bodies = []
        for _, lo, hi in self._chunks:
            fields: Dict[str, Any] = {"show": self._show, "format": "binary"}
            if fresh:
                request = {
                    "cmd": "start",
                    "game": self.game,
                    "seats": self.seats,
                    "options": self.options,
                    "count": hi - lo,
                    "seeds": seeds[lo:hi],
                    **({"bots": self.bots} if self.bots is not None else {}),
                    **fields,
                }
            else:
                request = {"cmd": "reset", "matches": self._matches[lo:hi], "seeds": seeds[lo:hi], **fields}
            bodies.append(self._body(request))
        replies = self._exchange(bodies)
        if fresh:
            for reply in replies:
                self._matches.extend(reply["match"])
            self._prefixes = [
                self._body(
                    {
                        "cmd": "apply",
                        "matches": self._matches[lo:hi],
                        "show": self._show,
                        "format": "binary",
                        "autoReset": True,
                    }
                )
                + ',"actions":'
                for _, lo, hi in self._chunks
            ]
        self._gather(replies)
        return self.obs, self.mask, self.agent

    def _raise_row_errors(self, reply: Dict[str, Any]) -> None:
        for error in reply.get("errors") or []:
            if error is not None:
                raise error_from_reply(error)

    def _gather(self, replies: List[Dict[str, Any]]) -> None:
        """Keeps the observations, legal actions and seats to act of every match."""
        np = _arrays.np
        agents: List[int] = []
        if len(replies) == 1:
            obs = replies[0]["obs"]
            masks = replies[0]["mask"] if self._mask_blob else None
        else:
            obs = b"".join(reply["obs"] for reply in replies)
            masks = b"".join(reply["mask"] for reply in replies) if self._mask_blob else None
        for reply in replies:
            agents.extend(reply["toAct"])
        self.obs = _arrays.float_rows(obs, self.num_envs, self.observation_size)
        if masks is not None:
            self.mask = _arrays.mask_rows(masks, self.num_envs, self.action_count)
        else:
            legal: List[List[int]] = []
            for reply in replies:
                legal.extend(reply["legalActions"])
            self._legal = legal
            self.mask = _arrays.masks(self.action_count, legal)
        self.agent = np.asarray(agents, dtype=np.int64) if np is not None else agents

    def step(self, actions: Sequence[int]) -> Tuple[Any, Any, Any, Any, Any, Any, Dict[str, Any]]:
        """Makes one action in every match (for its seat to act) and returns
        ``(obs, mask, agent, rewards, terminated, truncated, info)``.

        Every action is checked against the mask first: an illegal one raises
        :class:`~cardrules.errors.IllegalMoveError` (with the engine's code and rule, and ``index``: the match) and no
        match moves."""
        if not self._matches:
            raise RuntimeError("call reset() before step()")
        np = _arrays.np
        if np is not None:
            chosen = np.asarray(actions)
            if chosen.shape != (self.num_envs,) or chosen.dtype.kind not in "iu":
                raise ValueError(f"step() needs {self.num_envs} integer actions, one per match")
            outside = (chosen < 0) | (chosen >= self.action_count)
            if outside.any():
                bad = int(np.flatnonzero(outside)[0])
                self._refuse(bad, int(chosen[bad]))
            legal = self.mask[np.arange(self.num_envs), chosen]
            if not legal.all():
                bad = int(np.flatnonzero(legal == 0)[0])
                self._refuse(bad, int(chosen[bad]))
            actions = chosen.tolist()
        else:
            actions = [int(a) for a in actions]
            if len(actions) != self.num_envs:
                raise ValueError(f"step() needs {self.num_envs} actions, one per match, got {len(actions)}")
            for i, action in enumerate(actions):
                if not 0 <= action < self.action_count or not self.mask[i][action]:
                    self._refuse(i, action)
        replies = self._exchange(
            [
                f"{prefix}[{','.join(map(str, actions[lo:hi]))}]"
                for prefix, (_, lo, hi) in zip(self._prefixes, self._chunks)
            ]
        )
        finals: List[Optional[Dict[str, Any]]] = []
        for reply in replies:
            finals.extend(reply["final"])
        self._gather(replies)
        terminated = [f is not None for f in finals]
        rewards = [
            final_rewards(self.reward_kind, self.seats, f["scores"], f["winners"]) if f is not None else None
            for f in finals
        ]
        info = {
            "final_scores": [f["scores"] if f is not None else None for f in finals],
            "final_winners": [f["winners"] if f is not None else None for f in finals],
        }
        if np is not None:
            out = np.zeros((self.num_envs, self.seats), dtype=np.float32)
            for i, r in enumerate(rewards):
                if r is not None:
                    out[i] = r
            return (
                self.obs,
                self.mask,
                self.agent,
                out,
                np.asarray(terminated, dtype=bool),
                np.zeros(self.num_envs, dtype=bool),
                info,
            )
        zero = [0.0] * self.seats
        return (
            self.obs,
            self.mask,
            self.agent,
            [r if r is not None else list(zero) for r in rewards],
            terminated,
            [False] * self.num_envs,
            info,
        )

    def _engine_of(self, index: int) -> Engine:
        which = next(w for w, lo, hi in self._chunks if lo <= index < hi)
        return self._engines[which]

    def _refuse(self, index: int, action: int) -> None:
        """Raises the engine's reason for refusing ``action`` in match ``index`` (nothing is applied)."""
        engine = self._engine_of(index)
        reply = engine.send([{"cmd": "check", "match": self._matches[index], "action": action}])[0]
        if reply["ok"]:  # pragma: no cover - the mask and the engine agree by construction
            raise IllegalMoveError("ILLEGAL_MOVE", f"action {action} is not legal in match {index}")
        error = error_from_reply(reply["error"])
        error.index = index  # type: ignore[attr-defined]
        raise error

    def bot_actions(self, spec: str = "heuristic") -> List[int]:
        """The action one of the engine's bots would choose in every match (for its seat to act)."""
        replies = self._exchange(
            [self._body({"cmd": "bot", "matches": self._matches[lo:hi], "bot": spec}) for _, lo, hi in self._chunks]
        )
        out: List[int] = []
        for reply in replies:
            out.extend(reply["action"])
        return out

    def close(self) -> None:
        """Closes the matches, and the engines when the environment started them."""
        if self._owns_engine:
            for engine in self._engines:
                engine.close()
        elif self._matches and self._engines[0].alive:
            for _, lo, hi in self._chunks:
                self._engines[0].request("close", matches=self._matches[lo:hi])
        self._matches = []

    def __enter__(self) -> "VectorEnv":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


def vector_env(game: str, num_envs: int = 64, **kwargs: Any) -> VectorEnv:
    """A vectorized environment of a game: ``cardrules.vector_env("coins", num_envs=256)``."""
    return VectorEnv(game, num_envs=num_envs, **kwargs)
