"""The shapes of the engine's replies and of the games' options, as typed dictionaries.

Each reply of the engine protocol (``docs/engine-protocol.md``) is a JSON object; these :class:`~typing.TypedDict`
classes name its fields for type checkers and editors. Fields a reply carries only on request are optional
(``total=False``). At run time they are plain ``dict`` objects.
"""

from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional, TypedDict, Union

Seed = Union[int, str]
"""A seed: an integer or a string (integers beyond 2**53 travel as strings)."""

RewardKind = Literal["win", "zero_sum", "score"]
"""How the end of a match is rewarded (see :mod:`cardrules.aec`)."""

RenderMode = Literal["human", "ansi"]
"""What ``render()`` does: print the text (``"human"``) or return it (``"ansi"``)."""


class EngineIssue(TypedDict):
    """One problem found in options, a record or a saved state."""

    path: str
    message: str


class _EngineErrorBase(TypedDict):
    kind: str
    code: str
    rule: Optional[str]
    message: str


class EngineError(_EngineErrorBase, total=False):
    """The ``error`` object of a refused request: ``kind``, ``code``, ``rule``, ``message``; sometimes ``path``,
    ``issues`` and ``moveIndex``."""

    path: str
    issues: List[EngineIssue]
    moveIndex: int


class Reply(TypedDict, total=False):
    """Any reply: ``id``, ``ok`` and, when refused, ``error``; the other fields depend on the command."""

    id: Optional[int]
    ok: bool
    error: EngineError


class SeatRange(TypedDict):
    """The fewest and the most seats of a game."""

    min: int
    max: int


class OptionInfo(TypedDict, total=False):
    """One option of a game, as ``hello`` describes it."""

    name: str
    kind: str
    description: str
    min: int
    max: int
    values: List[str]
    nullable: bool


class GameInfo(TypedDict):
    """A game, as ``hello`` describes it."""

    id: str
    name: str
    version: int
    seats: SeatRange
    options: List[OptionInfo]
    defaultOptions: Dict[str, Any]
    actionCount: Optional[int]
    observationSize: Optional[int]
    bots: List[str]


class Limits(TypedDict, total=False):
    """The engine's limits (``hello``)."""

    maxLineLength: int
    maxBatch: int
    maxMatches: int
    maxPlayouts: int
    maxMoves: int
    maxBotIterations: int
    maxBotMs: int


class HelloReply(TypedDict):
    """The reply to ``hello``."""

    id: Optional[int]
    ok: bool
    protocol: int
    engine: str
    formats: List[str]
    bots: List[str]
    limits: Limits
    games: List[GameInfo]


class MatchReply(TypedDict, total=False):
    """A reply about one match after a change (``start``, ``reset``, ``apply``, ``bot``, ``load``, ``status``)."""

    id: Optional[int]
    ok: bool
    match: int
    seed: Seed
    toAct: Optional[int]
    over: bool
    obs: Any
    legalActions: List[int]
    scores: List[float]
    winners: List[int]
    played: List["PlayedMove"]
    events: List[Dict[str, Any]]
    sentences: List[str]


class PlayedMove(TypedDict):
    """A move made by a request (``played``): the seat, its action, the JSON move and the move in words."""

    seat: int
    action: Optional[int]
    move: Dict[str, Any]
    text: str


class BotChoice(TypedDict):
    """A bot's choice for the seat to act."""

    seat: int
    action: Optional[int]
    move: Dict[str, Any]
    text: str


class Record(TypedDict):
    """A game record: it replays to the same state (``Engine.load(record=...)``, the library's ``replay``)."""

    game: str
    version: int
    seats: int
    seed: Seed
    options: Dict[str, Any]
    moves: List[Dict[str, Any]]


class PlayoutResult(TypedDict):
    """One playout of a ``playouts`` request with ``results``."""

    seed: Seed
    scores: List[float]
    winners: List[int]
    moves: int
    over: bool


class PlayoutsReply(TypedDict, total=False):
    """The reply to ``playouts``: sums over the playouts (and each one with ``results``)."""

    id: Optional[int]
    ok: bool
    game: str
    seats: int
    count: int
    moves: int
    truncated: int
    wins: List[int]
    winShares: List[float]
    scoreSums: List[float]
    meanScores: List[float]
    results: List[PlayoutResult]


class FinalInfo(TypedDict):
    """What an environment says about a finished match: its scores and winners."""

    scores: List[float]
    winners: List[int]


# --- begin: written by `npm run games:sync` from the registry, one entry per game; do not edit ---
GameId = Literal["linko", "coins", "dalmuti", "bigfish"]
"""The id of a game of the package."""


class LinkoOptions(TypedDict, total=False):
    """The options of Linko (``docs/rules/linko.md``)."""

    startSeat: int
    games: int
    amigo2022: bool


class CoinsOptions(TypedDict, total=False):
    """The options of Coins (``docs/rules/coins.md``)."""

    target: int
    firstDealer: Optional[int]


class DalmutiOptions(TypedDict, total=False):
    """The options of The Great Dalmuti (``docs/rules/dalmuti.md``)."""

    hands: int
    allowLargeTables: bool
    initialSeating: Literal["random", "simulateDraw"]
    redrawReplacesValue: bool
    taxation: Literal["sealed", "peonFirst"]
    passLocksOut: bool
    autoPassForced: bool
    scoring: bool
    bonusPoints: bool
    bonusReading: Literal["peonStays", "bothStay"]
    firstDealRevolution: bool
    merchantSwap: bool
    merchantSwapMode: Literal["blindChoice", "randomCard"]
    shortDeck: bool
    tieBreak: Literal["share", "lastHand"]


class BigFishOptions(TypedDict, total=False):
    """The options of Big Fish (``docs/rules/bigfish.md``)."""

    startSeat: int
    advanced: bool
    mistakes: Literal["reject", "penalty"]
    plusSelection: Literal["highest", "playerChoice"]
    pileSize: int
    handSize: int
    commonDeckSize: int
    rowCount: int
    rowLength: int
    maxPlacements: int
    continueAfterCompletion: bool
    aCountsTowardLimit: bool
    tieSplit: Literal["fivePerTied", "splitTen"]

# --- end of what `npm run games:sync` writes ---
