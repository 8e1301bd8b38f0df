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

Two ways to make the environment, as PettingZoo's classic environments have them:

- :func:`env` (``cardrules.env("coins")``): an action that is not legal ends the match, as PettingZoo's
  ``TerminateIllegalWrapper`` does: a warning, every agent terminated and truncated, ``illegal_reward`` (−1) for the
  agent that made it and 0 for the others. So tools that sample without the mask run to the end.
- :func:`raw_env`: an action that is not legal raises :class:`~cardrules.errors.IllegalMoveError` with the rule's
  code and id, and changes nothing.

In both, an action that is not an integer raises :class:`TypeError` and an integer outside ``[0, actionCount)``
raises :class:`~cardrules.errors.IllegalMoveError` (``BAD_ACTION``), as PettingZoo's ``AssertOutOfBoundsWrapper``
refuses them. Environments pickle and deep-copy: the copy starts an engine of its own and continues from the same
position (the match's record is replayed).
"""

from __future__ import annotations

import copy
import warnings
from typing import Any, Dict, Iterator, List, Literal, Mapping, Optional, Sequence, Tuple, cast, overload

from . import _arrays, spaces
from .engine import Engine, _seed_value, action_index
from .errors import CardrulesError, IllegalMoveError, ProtocolError, error_from_reply
from .types import FinalInfo, Record, RenderMode, RewardKind, Seed

_Base: Any
if spaces.HAS_GYMNASIUM:
    try:
        from pettingzoo import AECEnv as _Base  # type: ignore[import, no-redef]
    except ImportError:
        from ._aec_base import AECEnv as _Base
else:
    from ._aec_base import AECEnv as _Base

HAS_PETTINGZOO = _Base.__module__.split(".")[0] == "pettingzoo"

REWARDS = ("win", "zero_sum", "score")
ILLEGAL = ("terminate", "raise")


def final_rewards(kind: str, seats: int, scores: Sequence[float], winners: Sequence[int]) -> List[float]:
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


class CardrulesEnv(_Base):  # type: ignore[misc]
    """An AEC environment of one cardrules game (make it with :func:`cardrules.env`).

    Args:
        game: the id of a game of the engine (its ``hello`` reply lists them), such as ``"coins"``.
        seats: how many seats (default: the fewest the game allows).
        reward: ``"win"``, ``"zero_sum"`` or ``"score"`` (see the module notes).
        render_mode: ``None``, ``"ansi"`` (``render()`` returns the text) or ``"human"`` (prints it after each step).
        max_moves: truncate a match after this many moves (default: never; every game ends by itself).
        engine: an :class:`~cardrules.engine.Engine` to share (default: one of its own, closed by :meth:`close`).
        illegal_action: ``"raise"`` (:func:`raw_env`: :class:`~cardrules.errors.IllegalMoveError`) or
            ``"terminate"`` (:func:`env`: the match ends, ``illegal_reward`` for the agent that made it).
        illegal_reward: the reward of an agent whose illegal action ended the match (``"terminate"`` only).
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
        illegal_action: str = "raise",
        illegal_reward: float = -1.0,
        **options: Any,
    ) -> None:
        super().__init__()
        if reward not in REWARDS:
            raise ValueError(f"reward must be one of {', '.join(REWARDS)}, got {reward!r}")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be None, 'human' or 'ansi', got {render_mode!r}")
        if illegal_action not in ILLEGAL:
            raise ValueError(f"illegal_action must be 'terminate' or 'raise', got {illegal_action!r}")
        if max_moves is not None and (isinstance(max_moves, bool) or not isinstance(max_moves, int) or max_moves < 1):
            raise ValueError(f"max_moves must be a positive integer or None, got {max_moves!r}")
        if seats is not None and (isinstance(seats, bool) or not isinstance(seats, int)):
            raise TypeError(f"seats must be an integer or None, got {seats!r}")
        self._init_args: Dict[str, Any] = {
            "game": game,
            "seats": seats,
            "reward": reward,
            "render_mode": render_mode,
            "max_moves": max_moves,
            "illegal_action": illegal_action,
            "illegal_reward": float(illegal_reward),
            **options,
        }
        self._owns_engine = engine is None
        self._engine = engine if engine is not None else Engine()
        try:
            info = self._engine.game(game)
            self.seats: int = seats if seats is not None else int(info["seats"]["min"])
            # The engine checks the seats and options now, so a bad one fails here and not at reset().
            self.game_options = self._engine.request("options", game=game, seats=self.seats, options=options)[
                "options"
            ]
        except Exception:
            if self._owns_engine:
                self._engine.close()
            raise
        action_count, observation_size = info["actionCount"], info["observationSize"]
        if action_count is None or observation_size is None:
            if self._owns_engine:
                self._engine.close()
            raise ValueError(f"{game} has no action encoding")
        self.game = game
        self.game_name = info["name"]
        self.illegal_action = illegal_action
        self.illegal_reward = float(illegal_reward)
        self.options = dict(options)
        self.reward_kind = reward
        self.render_mode = render_mode
        self.max_moves = max_moves
        self.action_count: int = action_count
        self.observation_size: int = observation_size
        self.metadata = {**self.metadata, "name": f"cardrules_{game}_v0"}
        self.possible_agents: List[str] = [f"player_{i}" for i in range(self.seats)]
        self.agents: List[str] = []
        self.action_spaces = {a: spaces.action_space(self.action_count) for a in self.possible_agents}
        self.observation_spaces = {
            a: spaces.observation_space(self.observation_size, self.action_count) for a in self.possible_agents
        }
        self.rewards: Dict[str, float] = {}
        self._cumulative_rewards: Dict[str, float] = {}
        self.terminations: Dict[str, bool] = {}
        self.truncations: Dict[str, bool] = {}
        self.infos: Dict[str, Dict[str, Any]] = {}
        self.agent_selection: str = self.possible_agents[0]
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
        self._scores: List[float] = [0.0] * self.seats
        self._winners: List[int] = []
        self._apply_prefix = ""
        self._interrupted: Optional[str] = None
        self._ended_by_illegal = False
        self.seed_used: Optional[Seed] = None

    # -- the cycle ------------------------------------------------------------------------------------------------

    def reset(self, seed: Optional[Seed] = None, options: Optional[Dict[str, Any]] = None) -> None:
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
        self.agents = []  # until the deal is read: a reset() interrupted here asks for another
        if self._match is None:
            reply = self._engine.request("start", game=self.game, seats=self.seats, options=self.options, **fields)
            self._open(int(reply["match"]))
        else:
            reply = self._engine.request("reset", match=self._match, **fields)
        self._interrupted = None
        self._ended_by_illegal = False
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

    def _open(self, match: int) -> None:
        self._match = match
        self._apply_prefix = f'"cmd":"apply","match":{match},"observe":true,"format":"binary","action":'

    def _take(self, reply: Mapping[str, Any]) -> None:
        """Keeps what the engine said about the position: the seat to act, its observation and legal actions."""
        try:
            to_act = reply["toAct"]
            legal = list(reply["legalActions"])
            obs = reply["obs"]
            scores = list(reply["scores"])
            winners = list(reply["winners"])
        except (KeyError, TypeError) as e:
            raise ProtocolError("BAD_REPLY", f"the engine's reply lacks a field of the match ({e!r})") from None
        if to_act is not None and not (isinstance(to_act, int) and 0 <= to_act < self.seats):
            raise ProtocolError("BAD_REPLY", f"the engine named seat {to_act!r} to act in a match of {self.seats}")
        self._to_act = to_act
        self._legal = legal
        self._obs = None if obs is None else _arrays.floats_from_bytes(obs)
        self._mask = None
        self._others = None
        self._scores = scores
        self._winners = winners

    def _check_live(self) -> None:
        """Refuses a call before reset() or after every agent was retired, and catches up after an interrupt."""
        if self._match is None:
            raise RuntimeError("call reset() before step(), last() or observe()")
        if not self.agents:
            raise RuntimeError("the match is over and every agent was retired (step(None)): call reset()")
        if self._interrupted is not None:
            self._recover()

    def _recover(self) -> None:
        """After a step interrupted while it waited for the engine: reads where the match stands (the engine made the
        move or not) and completes the step's bookkeeping if it did."""
        agent = self._interrupted
        assert agent is not None and self._match is not None
        moves = len(self._engine.request("record", match=self._match)["record"]["moves"])
        reply = self._engine.request("status", match=self._match, observe=True, format="binary")
        self._interrupted = None
        if moves > self._moves:
            self._after_move(agent, reply)
        else:
            self._take(reply)

    def step(self, action: Any) -> None:
        """Makes the selected agent's action (an integer whose mask entry is 1), or retires a done agent (``None``).

        An action that is not an integer raises :class:`TypeError`, one outside ``[0, actionCount)``
        :class:`~cardrules.errors.IllegalMoveError` (``BAD_ACTION``). An integer that is not legal now raises
        :class:`~cardrules.errors.IllegalMoveError` with the rule's code and id and changes nothing
        (``illegal_action="raise"``, :func:`raw_env`), or ends the match with ``illegal_reward`` for this agent
        (``"terminate"``, :func:`env`)."""
        self._check_live()
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is to act: step() needs an action integer, got None")
        value = action_index(action, self.action_count, self.game_name)
        if self.illegal_action == "terminate" and value not in self._legal:
            self._terminate_illegal(agent, value)
            return
        self._interrupted = agent
        try:
            reply = self._engine.call(self._apply_prefix + str(value))
        except CardrulesError as error:
            self._interrupted = None
            if error.code == "BAD_ACTION":
                error.message = (
                    f"{value} is no move of {self.game_name}: not every number in 0–{self.action_count - 1} "
                    "names a move (the action mask shows the legal ones)"
                )
                error.args = (f"{error.message} [BAD_ACTION]",)
            raise
        self._interrupted = None
        self._after_move(agent, reply)

    def _after_move(self, agent: str, reply: Mapping[str, Any]) -> None:
        """The bookkeeping of a move the engine made: rewards, terminations, truncations, the next agent."""
        self._cumulative_rewards[agent] = 0.0
        self._moves += 1
        self._take(reply)
        rewards = self.rewards
        if reply["over"]:
            values = final_rewards(self.reward_kind, self.seats, self._scores, self._winners)
            final: FinalInfo = {"scores": self._scores, "winners": self._winners}
            for a in self.agents:
                rewards[a] = values[int(a[7:])]
                self.terminations[a] = True
                self.infos[a] = dict(final)
            self.agent_selection = self._next_after(agent)
        else:
            for a in rewards:
                rewards[a] = 0.0
            if self.max_moves is not None and self._moves >= self.max_moves:
                for a in self.agents:
                    self.truncations[a] = True
                self.agent_selection = self._next_after(agent)
            else:
                assert self._to_act is not None
                self.agent_selection = self.possible_agents[self._to_act]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def _terminate_illegal(self, agent: str, action: int) -> None:
        """Ends the match after an illegal action, as PettingZoo's ``TerminateIllegalWrapper`` does."""
        warnings.warn(
            f"[WARNING]: Illegal move made, game terminating with current player losing. "
            f"({agent} chose action {action}, which is not legal now)",
            stacklevel=3,
        )
        self._cumulative_rewards[agent] = 0.0
        for a in self.agents:
            self.terminations[a] = True
            self.truncations[a] = True
            self.rewards[a] = 0.0
        self.rewards[agent] = self.illegal_reward
        self._accumulate_rewards()
        self._ended_by_illegal = True
        self._obs = None
        self._others = None
        self.agent_selection = agent

    def agent_iter(self, max_iter: int = 2**63) -> Iterator[str]:
        """Yields the selected agent until every agent is retired (or ``max_iter`` times)."""
        for _ in range(max_iter):
            if self._interrupted is not None:
                self._recover()
            if not self.agents:
                return
            yield self.agent_selection

    def last(self, observe: bool = True) -> Tuple[Any, float, bool, bool, Dict[str, Any]]:
        """``(observation, reward, termination, truncation, info)`` of the selected agent; the reward is what it
        accumulated since it last acted. Raises :class:`RuntimeError` before reset() and once every agent retired."""
        self._check_live()
        agent = self.agent_selection
        return (
            self.observe(agent) if observe else None,
            self._cumulative_rewards[agent],
            self.terminations[agent],
            self.truncations[agent],
            self.infos[agent],
        )

    def _next_after(self, agent: str) -> str:
        """The agent after ``agent`` in seat order (who is selected first once the match is over)."""
        i = self.possible_agents.index(agent)
        order = self.possible_agents[i + 1 :] + self.possible_agents[: i + 1]
        return next(a for a in order if a in self.agents)

    def observe(self, agent: str) -> Dict[str, Any]:
        """``{"observation", "action_mask"}`` of an agent: what its seat sees now; the mask is all zeros unless it is
        the agent to act."""
        if agent not in self.possible_agents:
            raise KeyError(f"no agent {agent!r} in this environment (agents: {', '.join(self.possible_agents)})")
        if self._match is None:
            raise RuntimeError("call reset() before observe()")
        if self._interrupted is not None:
            self._recover()
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
        text = str(self._engine.request("render", **fields)["text"])
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
        """The action one of the engine's bots (``random``, ``heuristic``, ``ismcts:N``, or a level: ``easy``, ``medium``, ``hard``, ``expert``) would choose for the selected
        agent: a way to measure a policy against the engine's bots, or to let them play some seats."""
        if self._match is None:
            raise RuntimeError("call reset() first")
        return int(self._engine.request("bot", match=self._match, bot=spec)["action"])

    def legal_moves(self) -> List[Dict[str, Any]]:
        """The legal moves of the selected agent as JSON objects (in the order of its legal actions)."""
        return list(self._engine.request("legal", match=self._require_match())["legalMoves"])

    def record(self) -> Record:
        """The record of the current match (replayable by the engine and by the TypeScript library)."""
        return cast(Record, self._engine.request("record", match=self._require_match())["record"])

    def full_state(self) -> Dict[str, Any]:
        """The game's full JSON state (every hidden card): for logs and debugging, never for an agent."""
        return dict(self._engine.request("state", match=self._require_match())["state"])

    def _require_match(self) -> int:
        if self._match is None:
            raise RuntimeError("call reset() first")
        return self._match

    @property
    def scores(self) -> List[float]:
        """The match scores so far."""
        return list(self._scores)

    @property
    def winners(self) -> List[int]:
        """The winning seats (empty until the match is over)."""
        return list(self._winners)

    # -- copies -----------------------------------------------------------------------------------------------------

    _BOOKKEEPING = (
        "agents",
        "rewards",
        "_cumulative_rewards",
        "terminations",
        "truncations",
        "infos",
        "agent_selection",
        "_skip_agent_selection",
        "_moves",
        "_seed_base",
        "_resets",
        "seed_used",
        "_ended_by_illegal",
        "action_spaces",
        "observation_spaces",
    )

    def __getstate__(self) -> Dict[str, Any]:
        """What a copy needs: the arguments, the match's record and the cycle's bookkeeping (no engine, no pipe)."""
        if self._interrupted is not None and self._engine.alive:
            self._recover()
        record = self.record() if self._match is not None else None
        return {
            "args": dict(self._init_args),
            "record": record,
            "state": {name: copy.deepcopy(getattr(self, name, None)) for name in self._BOOKKEEPING},
        }

    def __setstate__(self, saved: Dict[str, Any]) -> None:
        """Rebuilds a copy: a fresh engine of its own, the record replayed, the bookkeeping restored."""
        args = dict(saved["args"])
        self.__init__(args.pop("game"), **args)  # type: ignore[misc]
        for name, value in saved["state"].items():
            setattr(self, name, value)
        record = saved["record"]
        if record is not None:
            reply = self._engine.request("load", record=record, observe=True, format="binary")
            self._open(int(reply["match"]))
            self._take(reply)

    def __str__(self) -> str:
        return str(self.metadata["name"])



# --- begin: written by `npm run games:sync` from the registry, one entry per game; do not edit ---
@overload
def raw_env(
    game: Literal["linko"],
    seats: Optional[int] = ...,
    reward: RewardKind = ...,
    render_mode: Optional[RenderMode] = ...,
    max_moves: Optional[int] = ...,
    engine: Optional[Engine] = ...,
    *,
    startSeat: int = ..., games: int = ..., amigo2022: bool = ...,
) -> CardrulesEnv: ...

@overload
def raw_env(
    game: Literal["coins"],
    seats: Optional[int] = ...,
    reward: RewardKind = ...,
    render_mode: Optional[RenderMode] = ...,
    max_moves: Optional[int] = ...,
    engine: Optional[Engine] = ...,
    *,
    target: int = ..., firstDealer: Optional[int] = ...,
) -> CardrulesEnv: ...

@overload
def raw_env(
    game: Literal["dalmuti"],
    seats: Optional[int] = ...,
    reward: RewardKind = ...,
    render_mode: Optional[RenderMode] = ...,
    max_moves: Optional[int] = ...,
    engine: Optional[Engine] = ...,
    *,
    hands: int = ..., allowLargeTables: bool = ..., initialSeating: Literal["random", "simulateDraw"] = ..., redrawReplacesValue: bool = ..., taxation: Literal["sealed", "peonFirst"] = ..., passLocksOut: bool = ..., autoPassForced: bool = ..., scoring: bool = ..., bonusPoints: bool = ..., bonusReading: Literal["peonStays", "bothStay"] = ..., firstDealRevolution: bool = ..., merchantSwap: bool = ..., merchantSwapMode: Literal["blindChoice", "randomCard"] = ..., shortDeck: bool = ..., tieBreak: Literal["share", "lastHand"] = ...,
) -> CardrulesEnv: ...

@overload
def raw_env(
    game: Literal["bigfish"],
    seats: Optional[int] = ...,
    reward: RewardKind = ...,
    render_mode: Optional[RenderMode] = ...,
    max_moves: Optional[int] = ...,
    engine: Optional[Engine] = ...,
    *,
    startSeat: int = ..., advanced: bool = ..., mistakes: Literal["reject", "penalty"] = ..., plusSelection: Literal["highest", "playerChoice"] = ..., pileSize: int = ..., handSize: int = ..., commonDeckSize: int = ..., rowCount: int = ..., rowLength: int = ..., maxPlacements: int = ..., continueAfterCompletion: bool = ..., aCountsTowardLimit: bool = ..., tieSplit: Literal["fivePerTied", "splitTen"] = ...,
) -> CardrulesEnv: ...

# --- end of what `npm run games:sync` writes ---
@overload
def raw_env(
    game: str,
    seats: Optional[int] = ...,
    reward: RewardKind = ...,
    render_mode: Optional[RenderMode] = ...,
    max_moves: Optional[int] = ...,
    engine: Optional[Engine] = ...,
    **options: Any,
) -> CardrulesEnv: ...

def raw_env(
    game: str,
    seats: Optional[int] = None,
    reward: RewardKind = "win",
    render_mode: Optional[RenderMode] = None,
    max_moves: Optional[int] = None,
    engine: Optional[Engine] = None,
    **options: Any,
) -> CardrulesEnv:
    """The unwrapped AEC environment of a game: an illegal action raises
    :class:`~cardrules.errors.IllegalMoveError` and changes nothing.

    ``cardrules.raw_env("coins")``, ``cardrules.raw_env("dalmuti", seats=5, hands=3)``: see :class:`CardrulesEnv`
    for the arguments; any other keyword is one of the game's options (:mod:`cardrules.types` lists them)."""
    return CardrulesEnv(
        game,
        seats=seats,
        reward=reward,
        render_mode=render_mode,
        max_moves=max_moves,
        engine=engine,
        illegal_action="raise",
        **options,
    )


# --- begin: written by `npm run games:sync` from the registry, one entry per game; do not edit ---
@overload
def env(
    game: Literal["linko"],
    seats: Optional[int] = ...,
    reward: RewardKind = ...,
    render_mode: Optional[RenderMode] = ...,
    max_moves: Optional[int] = ...,
    engine: Optional[Engine] = ...,
    illegal_reward: float = ...,
    *,
    startSeat: int = ..., games: int = ..., amigo2022: bool = ...,
) -> CardrulesEnv: ...

@overload
def env(
    game: Literal["coins"],
    seats: Optional[int] = ...,
    reward: RewardKind = ...,
    render_mode: Optional[RenderMode] = ...,
    max_moves: Optional[int] = ...,
    engine: Optional[Engine] = ...,
    illegal_reward: float = ...,
    *,
    target: int = ..., firstDealer: Optional[int] = ...,
) -> CardrulesEnv: ...

@overload
def env(
    game: Literal["dalmuti"],
    seats: Optional[int] = ...,
    reward: RewardKind = ...,
    render_mode: Optional[RenderMode] = ...,
    max_moves: Optional[int] = ...,
    engine: Optional[Engine] = ...,
    illegal_reward: float = ...,
    *,
    hands: int = ..., allowLargeTables: bool = ..., initialSeating: Literal["random", "simulateDraw"] = ..., redrawReplacesValue: bool = ..., taxation: Literal["sealed", "peonFirst"] = ..., passLocksOut: bool = ..., autoPassForced: bool = ..., scoring: bool = ..., bonusPoints: bool = ..., bonusReading: Literal["peonStays", "bothStay"] = ..., firstDealRevolution: bool = ..., merchantSwap: bool = ..., merchantSwapMode: Literal["blindChoice", "randomCard"] = ..., shortDeck: bool = ..., tieBreak: Literal["share", "lastHand"] = ...,
) -> CardrulesEnv: ...

@overload
def env(
    game: Literal["bigfish"],
    seats: Optional[int] = ...,
    reward: RewardKind = ...,
    render_mode: Optional[RenderMode] = ...,
    max_moves: Optional[int] = ...,
    engine: Optional[Engine] = ...,
    illegal_reward: float = ...,
    *,
    startSeat: int = ..., advanced: bool = ..., mistakes: Literal["reject", "penalty"] = ..., plusSelection: Literal["highest", "playerChoice"] = ..., pileSize: int = ..., handSize: int = ..., commonDeckSize: int = ..., rowCount: int = ..., rowLength: int = ..., maxPlacements: int = ..., continueAfterCompletion: bool = ..., aCountsTowardLimit: bool = ..., tieSplit: Literal["fivePerTied", "splitTen"] = ...,
) -> CardrulesEnv: ...

# --- end of what `npm run games:sync` writes ---
@overload
def env(
    game: str,
    seats: Optional[int] = ...,
    reward: RewardKind = ...,
    render_mode: Optional[RenderMode] = ...,
    max_moves: Optional[int] = ...,
    engine: Optional[Engine] = ...,
    illegal_reward: float = ...,
    **options: Any,
) -> CardrulesEnv: ...

def env(
    game: str,
    seats: Optional[int] = None,
    reward: RewardKind = "win",
    render_mode: Optional[RenderMode] = None,
    max_moves: Optional[int] = None,
    engine: Optional[Engine] = None,
    illegal_reward: float = -1.0,
    **options: Any,
) -> CardrulesEnv:
    """The AEC environment of a game as PettingZoo's classic environments come: an illegal action ends the match
    with a warning, ``illegal_reward`` (−1) for the agent that made it and 0 for the others.

    ``cardrules.env("coins")``, ``cardrules.env("dalmuti", seats=5, hands=3)``: see :class:`CardrulesEnv` for the
    arguments; any other keyword is one of the game's options (:mod:`cardrules.types` lists them)."""
    return CardrulesEnv(
        game,
        seats=seats,
        reward=reward,
        render_mode=render_mode,
        max_moves=max_moves,
        engine=engine,
        illegal_action="terminate",
        illegal_reward=illegal_reward,
        **options,
    )
