"""The PettingZoo AEC environment of every cardrules game.

``cardrules.env("coins")`` is an agent–environment cycle over one match at a time, played by the engine: agents
``"player_0"`` … ``"player_{n-1}"`` (agent ``player_i`` is seat ``i``), observations
``{"observation": float32 vector, "action_mask": int8 vector}``, ``Discrete(actionCount)`` actions. When PettingZoo
and gymnasium are importable it is a real ``pettingzoo.AECEnv`` with gymnasium spaces; otherwise the same API comes
from this package (see :mod:`cardrules._aec_base` and :mod:`cardrules.spaces`).

Rewards come at the end of a match only (every step before it rewards 0), for every seat at once:

- ``reward="win"`` (default): the winners share 1 (``1/len(winners)`` each), the others get 0; the rewards of a match
  sum to 1.
- ``reward="zero_sum"``: the winners share +1 and the others share −1; a match sums to 0 (all 0 if everyone wins).
- ``reward="score"``: each seat's final match score, as the game's rules count it (see the package README).

A match cut at ``max_moves`` ends with every agent truncated and rewards 0.
"""

from __future__ import annotations

import warnings
from typing import Any, Dict, List, Optional

from . import _arrays, spaces
from .engine import Engine, Seed, _seed_value
from .errors import error_from_reply

_Base: Any
if spaces.HAS_GYMNASIUM:
    try:
        from pettingzoo import AECEnv as _Base  # type: ignore[no-redef]
    except ImportError:
        from ._aec_base import AECEnv as _Base
else:
    from ._aec_base import AECEnv as _Base

HAS_PETTINGZOO = _Base.__module__.split(".")[0] == "pettingzoo"

REWARDS = ("win", "zero_sum", "score")


def final_rewards(kind: str, seats: int, scores: List[float], winners: List[int]) -> List[float]:
    """The rewards of every seat at the end of a match (see the module notes)."""
    if kind == "score":
        return [float(s) for s in scores]
    out = [0.0] * seats
    if kind == "win":
        for w in winners:
            out[w] = 1.0 / len(winners)
        return out
    losers = seats - len(winners)
    if winners and losers:
        for s in range(seats):
            out[s] = 1.0 / len(winners) if s in winners else -1.0 / losers
    return out


class CardrulesEnv(_Base):  # type: ignore[misc, valid-type]
    """An AEC environment of one cardrules game (make it with :func:`cardrules.env`).

    Args:
        game: the id of a game of the engine (its ``hello`` reply lists them), such as ``"coins"``.
        seats: how many seats (default: the fewest the game allows).
        reward: ``"win"``, ``"zero_sum"`` or ``"score"`` (see the module notes).
        render_mode: ``None``, ``"ansi"`` (``render()`` returns the text) or ``"human"`` (prints it after each step).
        max_moves: truncate a match after this many moves (default: never; every game ends by itself).
        engine: an :class:`~cardrules.engine.Engine` to share (default: one of its own, closed by :meth:`close`).
        **options: the game's options (checked by the engine at once).
    """

    metadata: Dict[str, Any] = {"render_modes": ["human", "ansi"], "name": "cardrules", "is_parallelizable": False}

    def __init__(
        self,
        game: str,
        seats: Optional[int] = None,
        reward: str = "win",
        render_mode: Optional[str] = None,
        max_moves: Optional[int] = None,
        engine: Optional[Engine] = None,
        **options: Any,
    ) -> None:
        super().__init__()
        if reward not in REWARDS:
            raise ValueError(f"reward must be one of {', '.join(REWARDS)}, got {reward!r}")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be None, 'human' or 'ansi', got {render_mode!r}")
        self._owns_engine = engine is None
        self._engine = engine if engine is not None else Engine()
        try:
            info = self._engine.game(game)
            self.seats = int(seats) if seats is not None else int(info["seats"]["min"])
            # The engine checks the seats and options now, so a bad one fails here and not at reset().
            self.game_options = self._engine.request("options", game=game, seats=self.seats, options=options)[
                "options"
            ]
        except Exception:
            if self._owns_engine:
                self._engine.close()
            raise
        if info["actionCount"] is None:
            raise ValueError(f"{game} has no action encoding")
        self.game = game
        self.options = dict(options)
        self.reward_kind = reward
        self.render_mode = render_mode
        self.max_moves = max_moves
        self.action_count: int = info["actionCount"]
        self.observation_size: int = info["observationSize"]
        self.metadata = {**self.metadata, "name": f"cardrules_{game}_v0"}
        self.possible_agents = [f"player_{i}" for i in range(self.seats)]
        self.agents = []
        self.action_spaces = {a: spaces.action_space(self.action_count) for a in self.possible_agents}
        self.observation_spaces = {
            a: spaces.observation_space(self.observation_size, self.action_count) for a in self.possible_agents
        }
        self.rewards = {}
        self._cumulative_rewards = {}
        self.terminations = {}
        self.truncations = {}
        self.infos = {}
        self.agent_selection = self.possible_agents[0]
        self._match: Optional[int] = None
        self._seed_base: Optional[Seed] = None
        self._resets = 0
        self._to_act: Optional[int] = None
        self._legal: List[int] = []
        self._obs: Any = None
        self._mask: Any = None
        self._others: Optional[Dict[int, Any]] = None
        self._moves = 0
        self._dead_mask = _arrays.mask(self.action_count, [])
        self.seed_used: Optional[Seed] = None

    # -- the cycle ------------------------------------------------------------------------------------------------

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None) -> None:
        """Deals a new match. With ``seed`` the deal is reproducible; a later ``reset()`` without a seed deals the
        next match of that seed's stream (``"<seed>:1"``, ``"<seed>:2"``, …), so a seeded run stays reproducible.
        ``options`` is accepted for the API's sake and ignored: the game's options are fixed when the environment is
        made."""
        if seed is not None:
            self._seed_base = _seed_value(seed)
            self._resets = 0
            deal: Optional[Seed] = self._seed_base
        elif self._seed_base is not None:
            self._resets += 1
            deal = f"{self._seed_base}:{self._resets}"
        else:
            deal = None
        fields: Dict[str, Any] = {"observe": True, "format": "binary"}
        if deal is not None:
            fields["seed"] = deal
        if self._match is None:
            reply = self._engine.request("start", game=self.game, seats=self.seats, options=self.options, **fields)
            self._match = reply["match"]
            self._apply_prefix = f'"cmd":"apply","match":{self._match},"observe":true,"format":"binary","action":'
        else:
            reply = self._engine.request("reset", match=self._match, **fields)
        self.seed_used = reply["seed"]
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._skip_agent_selection = None
        self._moves = 0
        self._take(reply)
        self.agent_selection = self.possible_agents[self._to_act if self._to_act is not None else 0]

    def _take(self, reply: Dict[str, Any]) -> None:
        """Keeps what the engine said about the position: the seat to act, its observation and legal actions."""
        self._to_act = reply["toAct"]
        self._legal = reply["legalActions"]
        obs = reply["obs"]
        self._obs = None if obs is None else _arrays.floats_from_bytes(obs)
        self._mask = None
        self._others = None
        self._scores = reply["scores"]
        self._winners = reply["winners"]

    def step(self, action: Any) -> None:
        """Makes the selected agent's action (an integer whose mask entry is 1), or removes a done agent (``None``).

        An illegal action raises :class:`~cardrules.errors.IllegalMoveError` with the rule's code and id, and changes
        nothing."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if self._match is None:
            raise RuntimeError("call reset() before step()")
        if action is None or isinstance(action, bool):
            raise ValueError(f"{agent} is to act: step() needs an action integer, got {action!r}")
        engine = self._engine
        rid = engine._next_id
        engine._next_id += 1
        engine._write(f'{{"id":{rid},{self._apply_prefix}{int(action)}}}\n'.encode())
        reply = engine._read_reply()
        if not reply["ok"]:
            raise error_from_reply(reply["error"])
        self._cumulative_rewards[agent] = 0.0
        self._moves += 1
        self._take(reply)
        rewards = self.rewards
        if reply["over"]:
            values = final_rewards(self.reward_kind, self.seats, self._scores, self._winners)
            for a in self.agents:
                rewards[a] = values[int(a[7:])]
                self.terminations[a] = True
                self.infos[a] = {"scores": self._scores, "winners": self._winners}
            self.agent_selection = self._next_after(agent)
        else:
            for a in rewards:
                rewards[a] = 0.0
            if self.max_moves is not None and self._moves >= self.max_moves:
                for a in self.agents:
                    self.truncations[a] = True
                self.agent_selection = self._next_after(agent)
            else:
                self.agent_selection = self.possible_agents[self._to_act]  # type: ignore[index]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def _next_after(self, agent: str) -> str:
        """The agent after ``agent`` in seat order (who is selected first once the match is over)."""
        i = self.possible_agents.index(agent)
        order = self.possible_agents[i + 1 :] + self.possible_agents[: i + 1]
        return next(a for a in order if a in self.agents)

    def observe(self, agent: str) -> Dict[str, Any]:
        """``{"observation", "action_mask"}`` of an agent: what its seat sees now; the mask is all zeros unless it is
        the agent to act."""
        seat = int(agent[7:])
        if seat == self._to_act and self._obs is not None and not self.truncations.get(agent, False):
            if self._mask is None:
                self._mask = _arrays.mask(self.action_count, self._legal)
            return {"observation": self._obs, "action_mask": self._mask}
        if self._others is None:
            self._others = self._observe_all()
        return {"observation": self._others[seat], "action_mask": self._dead_mask}

    def _observe_all(self) -> Dict[int, Any]:
        """Every seat's observation of the position, in one request."""
        if self._match is None:
            raise RuntimeError("call reset() before observe()")
        reply = self._engine.request(
            "observe",
            matches=[self._match] * self.seats,
            seats=list(range(self.seats)),
            format="binary",
        )
        rows = _arrays.float_rows(reply["obs"], self.seats, self.observation_size)
        return {s: rows[s] for s in range(self.seats)}

    def render(self) -> Optional[str]:
        """The text view of the match as the seat to act sees it (a spectator once it is over)."""
        if self.render_mode is None:
            warnings.warn("render() needs render_mode='ansi' or 'human' when the environment is made")
            return None
        if self._match is None:
            return None
        fields: Dict[str, Any] = {"match": self._match}
        if self._to_act is None:
            fields["seat"] = None
        text = self._engine.request("render", **fields)["text"]
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Closes the match, and the engine when the environment started it."""
        if self._owns_engine:
            self._engine.close()
        elif self._match is not None and self._engine.alive:
            self._engine.request("close", match=self._match)
        self._match = None

    def observation_space(self, agent: str) -> Any:
        """The observation space of an agent (the same object on every call)."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> Any:
        """The action space of an agent: ``Discrete(actionCount)`` (the same object on every call)."""
        return self.action_spaces[agent]

    # -- beyond PettingZoo ----------------------------------------------------------------------------------------

    @property
    def engine(self) -> Engine:
        """The engine that plays the matches."""
        return self._engine

    def bot_action(self, spec: str = "heuristic") -> int:
        """The action one of the engine's bots (``random``, ``heuristic``, ``ismcts:N``) would choose for the selected
        agent: a way to measure a policy against the engine's bots, or to let them play some seats."""
        if self._match is None:
            raise RuntimeError("call reset() first")
        return int(self._engine.request("bot", match=self._match, bot=spec)["action"])

    def legal_moves(self) -> List[Dict[str, Any]]:
        """The legal moves of the selected agent as JSON objects (in the order of its legal actions)."""
        return self._engine.request("legal", match=self._match)["legalMoves"]

    def record(self) -> Dict[str, Any]:
        """The record of the current match (replayable by the engine and by the TypeScript library)."""
        return self._engine.request("record", match=self._match)["record"]

    def full_state(self) -> Dict[str, Any]:
        """The game's full JSON state (every hidden card): for logs and debugging, never for an agent."""
        return self._engine.request("state", match=self._match)["state"]

    @property
    def scores(self) -> List[float]:
        """The match scores so far."""
        return list(self._scores)

    @property
    def winners(self) -> List[int]:
        """The winning seats (empty until the match is over)."""
        return list(self._winners)

    def __str__(self) -> str:
        return str(self.metadata["name"])


def env(game: str, **kwargs: Any) -> CardrulesEnv:
    """An AEC environment of a game: ``cardrules.env("coins")``, ``cardrules.env("dalmuti", seats=5, hands=3)``.

    See :class:`CardrulesEnv` for the arguments; any other keyword is one of the game's options."""
    return CardrulesEnv(game, **kwargs)
