"""A vectorized environment on Gymnasium's vector conventions: N matches of one game, one learning seat each, the
other seats played by the engine's bots, one engine request per batch of matches.

``cardrules.vector_env("coins", num_envs=256)`` plays seat 0 of 256 matches against the engine's ``random`` bots:

- ``single_observation_space``: ``Dict({"observation": Box(float32, (observationSize,)), "action_mask": Box(int8,
  (actionCount,))})``; ``single_action_space``: ``Discrete(actionCount)``; ``observation_space`` and ``action_space``
  are the batched forms (``(N, …)`` boxes, ``MultiDiscrete([actionCount] * N)``).
- ``reset(seed=None, options=None) -> (obs, infos)``: match ``i`` is dealt from ``"<seed>:i"``.
- ``step(actions) -> (obs, rewards, terminations, truncations, infos)``: one action per match, for the learning seat.
  ``rewards`` (float32, ``(N,)``) is the learning seat's reward, credited on the step that ends its match (see
  :mod:`cardrules.aec` for ``reward``); ``terminations`` says the match ended, ``truncations`` that it reached
  ``max_moves`` steps.
- Autoreset in the same step (Gymnasium's ``SameStep`` mode): a finished match is dealt again at once (the next deal
  of its seed's stream, ``"<seed>:i:1"``, …), so its row of ``obs`` is the new match's first observation, and
  ``infos["final_obs"][i]`` and ``infos["final_info"][i]`` (``scores``, ``winners``, ``moves``) describe the match
  that ended, with the masks ``infos["_final_obs"]`` and ``infos["_final_info"]``, as Gymnasium's vector envs add
  them. ``infos["seat"]`` is the seat to act in every row.

``seat=None`` plays every seat yourself (self-play, no opponents): each row's action is for ``infos["seat"][i]``,
and ``rewards[i]`` is the reward of the seat that acted. Without numpy the arrays are lists (of ``array.array`` rows).
"""

from __future__ import annotations

import json
from typing import Any, Dict, List, Literal, Mapping, Optional, Sequence, Tuple, Union, overload

from . import _arrays, spaces
from .aec import REWARDS, final_rewards
from .engine import Engine, _seed_value, action_index, random_seed
from .errors import IllegalMoveError, ProtocolError, error_from_reply
from .types import RewardKind, Seed

Opponents = Union[None, str, Mapping[int, str], Sequence[Optional[str]]]


def bot_seats(seats: int, seat: Optional[int], opponents: Opponents) -> List[Optional[str]]:
    """The bot spec of every seat (``None`` for the learning seat), checked: every seat but the learning one has a
    bot, the learning seat has none, seats are in range. Raises :class:`TypeError` or :class:`ValueError`."""
    if seat is None:
        if opponents is not None:
            raise ValueError("seat=None plays every seat yourself: give no opponents")
        return [None] * seats
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise TypeError(f"seat is the learning seat (an int) or None, got {seat!r}")
    if not 0 <= seat < seats:
        raise ValueError(f"seat {seat} is not a seat of a {seats}-seat match (seats are 0–{seats - 1})")
    if opponents is None:
        raise ValueError("give opponents (a bot spec, {seat: spec} or one spec per seat), or seat=None for self-play")
    if isinstance(opponents, str):
        specs: List[Optional[str]] = [opponents] * seats
        specs[seat] = None
        return specs
    if isinstance(opponents, Mapping):
        by_seat: Mapping[int, str] = opponents
        for key, spec in by_seat.items():
            if isinstance(key, bool) or not isinstance(key, int):
                raise TypeError(f"opponents are keyed by seat (an int), got {key!r}")
            if not 0 <= key < seats:
                raise ValueError(f"opponents name seat {key}; seats are 0–{seats - 1}")
            if not isinstance(spec, str):
                raise TypeError(f"the opponent of seat {key} is a bot spec (a str), got {spec!r}")
        if seat in opponents:
            raise ValueError(f"opponents cover seat {seat}, the learning seat: leave it out")
        missing = [s for s in range(seats) if s != seat and s not in opponents]
        if missing:
            raise ValueError(f"opponents give no bot to seat(s) {', '.join(map(str, missing))}")
        return [None if s == seat else by_seat[s] for s in range(seats)]
    listed: List[Optional[str]] = list(opponents)
    if len(listed) != seats:
        raise ValueError(f"opponents as a sequence have one entry per seat ({seats}), got {len(listed)}")
    for s, entry in enumerate(listed):
        if entry is not None and not isinstance(entry, str):
            raise TypeError(f"the opponent of seat {s} is a bot spec (a str) or None, got {entry!r}")
        if (entry is None) != (s == seat):
            raise ValueError(
                f"opponents as a sequence have None at the learning seat {seat} and a bot spec at every other seat"
            )
    return listed


class VectorEnv:
    """N matches of one game on Gymnasium's vector conventions (make it with :func:`cardrules.vector_env`).

    Args:
        game: the game's id.
        num_envs: how many matches.
        seats: how many seats (default: the fewest the game allows).
        reward: ``"win"``, ``"zero_sum"`` or ``"score"``.
        seat: the learning seat (default 0), or ``None`` to play every seat yourself (self-play).
        opponents: the engine's bots at the other seats: one spec for all (default ``"random"``), ``{seat: spec}``,
            or one spec per seat with ``None`` at the learning seat. Specs: ``random``, ``heuristic``, ``ismcts:N``, the levels ``easy``/``medium``/``hard``/``expert``,
            ``ismcts:ms=N`` (the engine bounds N).
        max_moves: truncate a match after this many steps of the environment (default: never).
        chunk: matches per request line (default 128, at most the engine's batch limit).
        engines: how many engine processes share the matches (default 1).
        engine: an :class:`~cardrules.engine.Engine` to share (default: engines of its own; then ``engines`` is 1).
        **options: the game's options.
    """

    metadata: Dict[str, Any] = {"autoreset_mode": "SameStep", "render_modes": []}

    def __init__(
        self,
        game: str,
        num_envs: int = 64,
        seats: Optional[int] = None,
        reward: str = "win",
        seat: Optional[int] = 0,
        opponents: Opponents = "random",
        max_moves: Optional[int] = None,
        chunk: int = 128,
        engines: int = 1,
        engine: Optional[Engine] = None,
        **options: Any,
    ) -> None:
        if reward not in REWARDS:
            raise ValueError(f"reward must be one of {', '.join(REWARDS)}, got {reward!r}")
        for name, value in (("num_envs", num_envs), ("chunk", chunk), ("engines", engines)):
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise ValueError(f"{name} must be a positive integer, got {value!r}")
        if max_moves is not None and (isinstance(max_moves, bool) or not isinstance(max_moves, int) or max_moves < 1):
            raise ValueError(f"max_moves must be a positive integer or None, got {max_moves!r}")
        if engine is not None and engines != 1:
            raise ValueError("engines is 1 when an engine is given")
        if seat is None and opponents == "random":
            opponents = None
        self._owns_engine = engine is None
        self._engines: List[Engine] = [engine] if engine is not None else []
        try:
            while len(self._engines) < engines:
                self._engines.append(Engine())
            first = self._engines[0]
            info = first.game(game)
            self.seats: int = int(seats) if seats is not None else int(info["seats"]["min"])
            self.bots = bot_seats(self.seats, seat, opponents)
            first.request("options", game=game, seats=self.seats, options=options)
            action_count, observation_size = info["actionCount"], info["observationSize"]
            if action_count is None or observation_size is None:
                raise ValueError(f"{game} has no action encoding")
        except BaseException:
            if self._owns_engine:
                for e in self._engines:
                    e.close()
            raise
        self.game = game
        self.game_name = info["name"]
        self.options = dict(options)
        self.num_envs = num_envs
        self.seat = seat
        self.reward_kind = reward
        self.max_moves = max_moves
        self.action_count: int = action_count
        self.observation_size: int = observation_size
        self.single_action_space: Any = spaces.action_space(action_count)
        self.single_observation_space: Any = spaces.observation_space(observation_size, action_count)
        self.action_space: Any = spaces.batched_action_space(num_envs, action_count)
        self.observation_space: Any = spaces.batched_observation_space(num_envs, observation_size, action_count)
        size = max(1, min(chunk, int(first.hello["limits"].get("maxBatch", 1024)), -(-num_envs // engines)))
        # Chunk k holds matches [lo, hi) and lives in engine k mod engines.
        self._chunks: List[Tuple[int, int, int]] = [
            (k % engines, lo, min(lo + size, num_envs)) for k, lo in enumerate(range(0, num_envs, size))
        ]
        # With numpy the masks come as one block of bytes; without it (or with very many actions) as lists.
        self._mask_blob = _arrays.np is not None and self.action_count <= 4096
        self._show = ["obs", "mask"] if self._mask_blob else ["obs", "legalActions"]
        self._matches: List[int] = []
        self._prefixes: List[str] = []
        self._steps: List[int] = [0] * num_envs
        self._rows: Any = _arrays.np.arange(num_envs) if _arrays.np is not None else None
        self._base: Seed = 0
        self._deals: List[int] = [0] * num_envs
        self._init_args: Dict[str, Any] = {
            "game": game,
            "num_envs": num_envs,
            "seats": self.seats,
            "reward": reward,
            "seat": seat,
            "opponents": opponents,
            "max_moves": max_moves,
            "chunk": chunk,
            "engines": engines if engine is None else 1,
            **options,
        }
        self._interrupted = False
        self.obs: Any = None
        self.mask: Any = None
        self.agent: Any = None

    # -- requests -----------------------------------------------------------------------------------------------------

    @property
    def engine(self) -> Engine:
        """The (first) engine that plays the matches."""
        return self._engines[0]

    @property
    def engines(self) -> List[Engine]:
        """Every engine that plays the matches."""
        return list(self._engines)

    @property
    def unwrapped(self) -> "VectorEnv":
        """The environment itself (there are no wrappers)."""
        return self

    def _exchange(self, requests: Sequence[Tuple[int, str]]) -> List[Dict[str, Any]]:
        """Sends each request (an engine index and a JSON object's body without braces and id), every engine's lines
        at once, then reads the replies in order while the other engines go on working. Raises on an error."""
        lines: Dict[int, List[str]] = {}
        ids: Dict[int, List[int]] = {}
        order: List[Tuple[int, int]] = []
        for which, body in requests:
            rid = self._engines[which]._new_id()
            lines.setdefault(which, []).append(f'{{"id":{rid},{body}}}')
            ids.setdefault(which, []).append(rid)
            order.append((which, rid))
        for which, batch in lines.items():
            self._engines[which]._post(batch, ids[which])
        replies = []
        for which, rid in order:
            reply = self._engines[which]._take(rid)
            if not reply["ok"]:
                raise error_from_reply(reply["error"])
            for error in reply.get("errors") or []:
                if error is not None:
                    raise error_from_reply(error)
            replies.append(reply)
        return replies

    @staticmethod
    def _body(request: Dict[str, Any]) -> str:
        return json.dumps(request, separators=(",", ":"))[1:-1]

    # -- the vector API -------------------------------------------------------------------------------------------------

    def reset(
        self, seed: Optional[Seed] = None, options: Optional[Dict[str, Any]] = None
    ) -> Tuple[Dict[str, Any], Dict[str, Any]]:
        """Deals every match: match ``i`` from ``"<seed>:i"`` (a random seed when omitted). Returns ``(obs, infos)``;
        ``options`` is accepted for the API's sake and ignored (the game's options are fixed when the env is made)."""
        base = _seed_value(seed) if seed is not None else random_seed()
        seeds = [f"{base}:{i}" for i in range(self.num_envs)]
        self._base = base
        self._deals = [0] * self.num_envs
        fresh = not self._matches
        requests = []
        for which, lo, hi in self._chunks:
            fields: Dict[str, Any] = {"show": self._show, "format": "binary"}
            if fresh:
                request = {
                    "cmd": "start",
                    "game": self.game,
                    "seats": self.seats,
                    "options": self.options,
                    "count": hi - lo,
                    "seeds": seeds[lo:hi],
                    **({"bots": self.bots} if any(b is not None for b in self.bots) else {}),
                    **fields,
                }
            else:
                request = {"cmd": "reset", "matches": self._matches[lo:hi], "seeds": seeds[lo:hi], **fields}
            requests.append((which, self._body(request)))
        self._interrupted = True
        replies = self._exchange(requests)
        if fresh:
            for reply in replies:
                self._matches.extend(reply["match"])
            self._prefixes = self._apply_prefixes()
        self._steps = [0] * self.num_envs
        self._gather(replies)
        self._interrupted = False
        return self._observation(), self._infos()

    def _apply_prefixes(self) -> List[str]:
        """The start of each engine's ``apply`` request, up to its actions: a match that ends is dealt again at once
        (the next deal of its stream), and the reply's ``final`` holds its scores and the learner's last observation."""
        learner: Any = "mover" if self.seat is None else self.seat
        return [
            self._body(
                {
                    "cmd": "apply",
                    "matches": self._matches[lo:hi],
                    "autoReset": True,
                    "finalObserve": learner,
                    "show": self._show,
                    "format": "binary",
                }
            )
            + ',"actions":'
            for _, lo, hi in self._chunks
        ]

    def _observation(self) -> Dict[str, Any]:
        return {"observation": self.obs, "action_mask": self.mask}

    def _infos(self) -> Dict[str, Any]:
        np = _arrays.np
        if np is not None:
            return {"seat": self.agent, "_seat": np.ones(self.num_envs, dtype=bool)}
        return {"seat": list(self.agent), "_seat": [True] * self.num_envs}

    def _gather(self, replies: List[Dict[str, Any]]) -> None:
        """Keeps the observations, masks and seats to act of every match (a reply without them is ``BAD_REPLY``)."""
        try:
            self._gather_rows(replies)
        except (KeyError, TypeError, ValueError) as e:
            raise ProtocolError("BAD_REPLY", f"the engine's reply lacks the rows of its matches ({e!r})") from None

    def _gather_rows(self, replies: List[Dict[str, Any]]) -> None:
        np = _arrays.np
        agents: List[Optional[int]] = []
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
            self.mask = _arrays.masks(self.action_count, legal)
        seats = [-1 if a is None else a for a in agents]
        self.agent = np.asarray(seats, dtype=np.int64) if np is not None else seats

    def _check_actions(self, actions: Any) -> List[int]:
        """The actions as a list of ints, every one an integer in range and legal in its match; otherwise
        :class:`TypeError`, :class:`ValueError` or :class:`~cardrules.errors.IllegalMoveError` (with ``index``)."""
        np = _arrays.np
        if np is not None:
            if not isinstance(actions, np.ndarray):
                for i, action in enumerate(actions):
                    if type(action) is not int and (isinstance(action, bool) or not isinstance(action, np.integer)):
                        raise TypeError(
                            f"step() needs integer actions (Python or numpy integers); action {i} is "
                            f"{type(action).__name__} {action!r}"
                        )
            chosen = np.asarray(actions)
            if chosen.dtype.kind not in "iu":
                raise TypeError(
                    f"step() needs integer actions (Python or numpy integers), got an array of {chosen.dtype}"
                )
            if chosen.shape != (self.num_envs,):
                raise ValueError(f"step() needs {self.num_envs} actions, one per match, got shape {chosen.shape}")
            outside = (chosen < 0) | (chosen >= self.action_count)
            if outside.any():
                bad = int(np.flatnonzero(outside)[0])
                self._out_of_range(bad, int(chosen[bad]))
            legal = self.mask[self._rows, chosen]
            if not legal.all():
                bad = int(np.flatnonzero(legal == 0)[0])
                self._refuse(bad, int(chosen[bad]))
            out: List[int] = chosen.tolist()
            return out
        listed = list(actions)
        if len(listed) != self.num_envs:
            raise ValueError(f"step() needs {self.num_envs} actions, one per match, got {len(listed)}")
        values: List[int] = []
        for i, action in enumerate(listed):
            try:
                value = action_index(action, self.action_count, self.game_name)
            except IllegalMoveError as error:
                error.index = i
                raise
            values.append(value)
        for i, value in enumerate(values):
            if not self.mask[i][value]:
                self._refuse(i, value)
        return values

    def _out_of_range(self, index: int, action: int) -> None:
        error = IllegalMoveError(
            "BAD_ACTION",
            f"{action} is not an action of {self.game_name}: actions are the integers 0–{self.action_count - 1}",
            kind="rule",
        )
        error.index = index
        raise error

    def step(self, actions: Any) -> Tuple[Dict[str, Any], Any, Any, Any, Dict[str, Any]]:
        """Makes one action in every match (for its seat to act) and returns
        ``(obs, rewards, terminations, truncations, infos)``.

        Every action is checked first: a value that is not an integer raises :class:`TypeError`; an integer out of
        range or not legal raises :class:`~cardrules.errors.IllegalMoveError` (the engine's code and rule, and
        ``index``: the match), and no match moves."""
        if not self._matches:
            raise RuntimeError("call reset() before step()")
        if self._interrupted:
            raise RuntimeError("a reset() or step() was interrupted, so the matches are in no known state: call reset()")
        chosen = self._check_actions(actions)
        acted = self.agent  # _gather replaces it: this stays the seats that acted now
        self._interrupted = True
        replies = self._exchange(
            [
                (which, f"{prefix}[{','.join(map(str, chosen[lo:hi]))}]")
                for prefix, (which, lo, hi) in zip(self._prefixes, self._chunks)
            ]
        )
        finals: List[Optional[Dict[str, Any]]] = []
        for reply in replies:
            finals.extend(reply["final"])
        over = [f is not None for f in finals]
        steps = self._steps
        truncated = [False] * self.num_envs
        np = _arrays.np
        for i in range(self.num_envs):
            steps[i] += 1
        if self.max_moves is not None:
            for i in range(self.num_envs):
                if not over[i] and steps[i] >= self.max_moves:
                    truncated[i] = True
        self._gather(replies)
        rewards = [0.0] * self.num_envs
        finals_info: Dict[str, Any] = {}
        if any(over) or any(truncated):
            self._finish(finals, truncated, acted, rewards, finals_info)
        infos = self._infos()
        infos.update(finals_info)
        self._interrupted = False
        if np is not None:
            return (
                self._observation(),
                np.asarray(rewards, dtype=np.float32),
                np.asarray(over, dtype=bool),
                np.asarray(truncated, dtype=bool),
                infos,
            )
        return self._observation(), rewards, [bool(o) for o in over], truncated, infos

    def _finish(
        self,
        finals: List[Optional[Dict[str, Any]]],
        truncated: List[bool],
        acted: Any,
        rewards: List[float],
        infos: Dict[str, Any],
    ) -> None:
        """For the matches that ended (the engine has dealt them again; ``finals`` holds their scores and the learner's
        last observation) or were truncated (their scores and observations are asked for here, then a new deal):
        fills ``rewards`` and the ``final_*`` entries of ``infos``."""
        np = _arrays.np
        final_obs: List[Any] = [None] * self.num_envs
        final_info: List[Any] = [None] * self.num_envs
        for i, final in enumerate(finals):
            if final is None:
                continue
            learner = self.seat if self.seat is not None else int(acted[i])
            scores, winners = final["scores"], final["winners"]
            rewards[i] = final_rewards(self.reward_kind, self.seats, scores, winners)[learner]
            last = _arrays.floats(final["obs"])
            final_obs[i] = {"observation": last, "action_mask": _arrays.mask(self.action_count, [])}
            final_info[i] = {"scores": scores, "winners": winners, "moves": self._steps[i], "seat": learner}
            self._deals[i] += 1
            self._steps[i] = 0
        cut = [i for i, t in enumerate(truncated) if t]
        if cut:
            self._truncate(cut, acted, final_obs, final_info)
        done = [x is not None for x in final_info]
        if np is not None:
            objects_obs = np.empty(self.num_envs, dtype=object)
            objects_info = np.empty(self.num_envs, dtype=object)
            for i in range(self.num_envs):
                objects_obs[i] = final_obs[i]
                objects_info[i] = final_info[i]
            mask = np.asarray(done, dtype=bool)
            infos.update(final_obs=objects_obs, _final_obs=mask, final_info=objects_info, _final_info=mask.copy())
        else:
            infos.update(final_obs=final_obs, _final_obs=done, final_info=final_info, _final_info=list(done))

    def _truncate(self, cut: List[int], acted: Any, final_obs: List[Any], final_info: List[Any]) -> None:
        """Ends the matches that reached ``max_moves``: their scores so far and the learner's observation, then the
        next deal of each one's stream."""
        learner = [self.seat if self.seat is not None else int(acted[i]) for i in cut]
        requests: List[Tuple[int, str]] = []
        groups: List[List[int]] = []
        for which, lo, hi in self._chunks:
            rows = [k for k, i in enumerate(cut) if lo <= i < hi]
            if not rows:
                continue
            groups.append(rows)
            matches = [self._matches[cut[k]] for k in rows]
            seats = [learner[k] for k in rows]
            requests.append((which, self._body({"cmd": "score", "matches": matches})))
            requests.append(
                (which, self._body({"cmd": "observe", "matches": matches, "seats": seats, "format": "binary"}))
            )
            requests.append(
                (which, self._body({"cmd": "reset", "matches": matches, "show": self._show, "format": "binary"}))
            )
        replies = self._exchange(requests)
        for g, rows in enumerate(groups):
            scored, observed, dealt = replies[3 * g : 3 * g + 3]
            n = len(rows)
            last_obs = _arrays.float_rows(observed["obs"], n, self.observation_size)
            new_obs = _arrays.float_rows(dealt["obs"], n, self.observation_size)
            if self._mask_blob:
                new_mask = _arrays.mask_rows(dealt["mask"], n, self.action_count)
            else:
                new_mask = _arrays.masks(self.action_count, dealt["legalActions"])
            for j, k in enumerate(rows):
                i = cut[k]
                scores, winners = scored["scores"][j], scored["winners"][j]
                final_obs[i] = {"observation": last_obs[j], "action_mask": _arrays.mask(self.action_count, [])}
                final_info[i] = {"scores": scores, "winners": winners, "moves": self._steps[i], "seat": learner[k]}
                self.obs[i] = new_obs[j]
                self.mask[i] = new_mask[j]
                to_act = dealt["toAct"][j]
                self.agent[i] = -1 if to_act is None else to_act
                self._steps[i] = 0
                self._deals[i] += 1

    def _engine_of(self, index: int) -> Engine:
        which = next(w for w, lo, hi in self._chunks if lo <= index < hi)
        return self._engines[which]

    def _refuse(self, index: int, action: int) -> None:
        """Raises the engine's reason for refusing ``action`` in match ``index`` (nothing is applied)."""
        engine = self._engine_of(index)
        reply = engine.send([{"cmd": "check", "match": self._matches[index], "action": action}])[0]
        if reply["ok"]:  # pragma: no cover - the mask and the engine agree by construction
            raise IllegalMoveError("ILLEGAL_MOVE", f"action {action} is not legal in match {index}", kind="rule")
        error = error_from_reply(reply["error"])
        if error.code == "BAD_ACTION":
            error = IllegalMoveError(
                "BAD_ACTION",
                f"{action} is no move of {self.game_name}: not every number in 0–{self.action_count - 1} names a "
                "move (the action mask shows the legal ones)",
                kind="rule",
            )
        error.index = index
        raise error

    def bot_actions(self, spec: str = "heuristic", seed: Optional[Seed] = None) -> List[int]:
        """The action one of the engine's bots would choose in every match (for its seat to act). Without ``seed`` the
        bot draws from the seat's random stream of the deal; with it, from a one-off stream of that seed (the same
        seed and position give the same choice, and the seat's stream is left as it was)."""
        request: Dict[str, Any] = {"cmd": "bot", "bot": spec}
        if seed is not None:
            request["seed"] = _seed_value(seed)
        replies = self._exchange(
            [
                (which, self._body({**request, "matches": self._matches[lo:hi]}))
                for which, lo, hi in self._chunks
            ]
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

    # -- copies -----------------------------------------------------------------------------------------------------

    def __getstate__(self) -> Dict[str, Any]:
        """What a copy needs: the arguments, every match's record and the step and deal counts (no engine)."""
        if self._interrupted:
            raise RuntimeError("a reset() or step() was interrupted: call reset() before copying the environment")
        records: List[Any] = []
        if self._matches:
            for reply in self._exchange(
                [(which, self._body({"cmd": "record", "matches": self._matches[lo:hi]})) for which, lo, hi in self._chunks]
            ):
                records.extend(reply["record"])
        return {
            "args": dict(self._init_args),
            "records": records,
            "steps": list(self._steps),
            "deals": list(self._deals),
            "base": self._base,
        }

    def __setstate__(self, saved: Dict[str, Any]) -> None:
        """Rebuilds a copy: engines of its own, every record replayed (with the same bots), the counts restored."""
        args = dict(saved["args"])
        self.__init__(args.pop("game"), **args)  # type: ignore[misc]
        records = saved["records"]
        if not records:
            return
        bots = {"bots": self.bots} if any(b is not None for b in self.bots) else {}
        base, deals = saved["base"], saved["deals"]
        requests = [
            (
                which,
                self._body(
                    {
                        "cmd": "load",
                        "record": records[i],
                        "stream": {"seed": f"{base}:{i}", "deal": deals[i]},
                        "show": self._show,
                        "format": "binary",
                        **bots,
                    }
                ),
            )
            for which, lo, hi in self._chunks
            for i in range(lo, hi)
        ]
        replies = self._exchange(requests)
        self._matches = [int(reply["match"]) for reply in replies]
        self._prefixes = self._apply_prefixes()
        rows = [
            {
                "obs": reply["obs"],
                "mask": reply.get("mask", b""),
                "toAct": [reply["toAct"]],
                "legalActions": [reply.get("legalActions", [])],
            }
            for reply in replies
        ]
        self._gather(rows)
        self._steps = list(saved["steps"])
        self._deals = list(saved["deals"])
        self._base = saved["base"]

    def __enter__(self) -> "VectorEnv":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


# --- begin: written by `npm run games:sync` from the registry, one entry per game; do not edit ---
@overload
def vector_env(
    game: Literal["linko"],
    num_envs: int = ...,
    seats: Optional[int] = ...,
    reward: RewardKind = ...,
    seat: Optional[int] = ...,
    opponents: Opponents = ...,
    max_moves: Optional[int] = ...,
    chunk: int = ...,
    engines: int = ...,
    engine: Optional[Engine] = ...,
    *,
    startSeat: int = ..., games: int = ..., amigo2022: bool = ...,
) -> VectorEnv: ...

@overload
def vector_env(
    game: Literal["coins"],
    num_envs: int = ...,
    seats: Optional[int] = ...,
    reward: RewardKind = ...,
    seat: Optional[int] = ...,
    opponents: Opponents = ...,
    max_moves: Optional[int] = ...,
    chunk: int = ...,
    engines: int = ...,
    engine: Optional[Engine] = ...,
    *,
    target: int = ..., firstDealer: Optional[int] = ...,
) -> VectorEnv: ...

@overload
def vector_env(
    game: Literal["dalmuti"],
    num_envs: int = ...,
    seats: Optional[int] = ...,
    reward: RewardKind = ...,
    seat: Optional[int] = ...,
    opponents: Opponents = ...,
    max_moves: Optional[int] = ...,
    chunk: int = ...,
    engines: int = ...,
    engine: Optional[Engine] = ...,
    *,
    hands: int = ..., allowLargeTables: bool = ..., initialSeating: Literal["random", "simulateDraw"] = ..., redrawReplacesValue: bool = ..., taxation: Literal["sealed", "peonFirst"] = ..., passLocksOut: bool = ..., autoPassForced: bool = ..., scoring: bool = ..., bonusPoints: bool = ..., bonusReading: Literal["peonStays", "bothStay"] = ..., firstDealRevolution: bool = ..., merchantSwap: bool = ..., merchantSwapMode: Literal["blindChoice", "randomCard"] = ..., shortDeck: bool = ..., tieBreak: Literal["share", "lastHand"] = ...,
) -> VectorEnv: ...

@overload
def vector_env(
    game: Literal["bigfish"],
    num_envs: int = ...,
    seats: Optional[int] = ...,
    reward: RewardKind = ...,
    seat: Optional[int] = ...,
    opponents: Opponents = ...,
    max_moves: Optional[int] = ...,
    chunk: int = ...,
    engines: int = ...,
    engine: Optional[Engine] = ...,
    *,
    startSeat: int = ..., advanced: bool = ..., mistakes: Literal["reject", "penalty"] = ..., plusSelection: Literal["highest", "playerChoice"] = ..., pileSize: int = ..., handSize: int = ..., commonDeckSize: int = ..., rowCount: int = ..., rowLength: int = ..., maxPlacements: int = ..., continueAfterCompletion: bool = ..., aCountsTowardLimit: bool = ..., tieSplit: Literal["fivePerTied", "splitTen"] = ...,
) -> VectorEnv: ...

# --- end of what `npm run games:sync` writes ---
@overload
def vector_env(
    game: str,
    num_envs: int = ...,
    seats: Optional[int] = ...,
    reward: RewardKind = ...,
    seat: Optional[int] = ...,
    opponents: Opponents = ...,
    max_moves: Optional[int] = ...,
    chunk: int = ...,
    engines: int = ...,
    engine: Optional[Engine] = ...,
    **options: Any,
) -> VectorEnv: ...

def vector_env(
    game: str,
    num_envs: int = 64,
    seats: Optional[int] = None,
    reward: RewardKind = "win",
    seat: Optional[int] = 0,
    opponents: Opponents = "random",
    max_moves: Optional[int] = None,
    chunk: int = 128,
    engines: int = 1,
    engine: Optional[Engine] = None,
    **options: Any,
) -> VectorEnv:
    """A vectorized environment of a game: ``cardrules.vector_env("coins", num_envs=256, opponents="heuristic")``.

    See :class:`VectorEnv` for the arguments; any other keyword is one of the game's options (:mod:`cardrules.types`
    lists them)."""
    return VectorEnv(
        game,
        num_envs=num_envs,
        seats=seats,
        reward=reward,
        seat=seat,
        opponents=opponents,
        max_moves=max_moves,
        chunk=chunk,
        engines=engines,
        engine=engine,
        **options,
    )
