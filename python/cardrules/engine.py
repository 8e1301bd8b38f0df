"""The engine process and its line protocol.

:class:`Engine` starts the cardrules engine (``node engine.mjs``, the single-file bundle shipped in this package) and
speaks its JSON-lines protocol (``docs/engine-protocol.md`` in the repository): one request per line, one reply per
line, in order. ``CARDRULES_ENGINE`` may name another engine: a ``.mjs``/``.js`` file run with node, or a whole
command line (for example ``node /path/to/cardrules/dist/cli/main.js engine``). ``CARDRULES_NODE`` may name the node
executable.

A dead engine never hangs a caller: a read that meets the end of the engine's output raises
:class:`~cardrules.errors.EngineDiedError` at once, with the engine's exit status and its last words on stderr.
"""

from __future__ import annotations

import collections
import json
import os
import random
import select
import shlex
import shutil
import subprocess
import threading
from pathlib import Path
import operator
from typing import Any, Deque, Dict, Iterable, List, Optional, Sequence, Union, cast

from . import _arrays
from .errors import EngineDiedError, EngineNotFoundError, IllegalMoveError, ProtocolError, StateError, error_from_reply
from .types import BotChoice, EngineError, GameInfo, HelloReply, MatchReply, PlayoutsReply, Record, Reply, Seed

_BUNDLE = Path(__file__).with_name("engine.mjs")
_node_checked: Dict[str, bool] = {}


def _node() -> str:
    """The node executable (version 20 or later), or :class:`EngineNotFoundError`."""
    node = os.environ.get("CARDRULES_NODE") or shutil.which("node")
    if not node:
        raise EngineNotFoundError(
            "ENGINE_NOT_FOUND", "the engine needs node (version 20 or later) on the PATH, or CARDRULES_NODE"
        )
    if node not in _node_checked:
        try:
            out = subprocess.run([node, "--version"], capture_output=True, text=True, timeout=30).stdout.strip()
            major = int(out.lstrip("v").split(".")[0])
        except (OSError, ValueError, subprocess.SubprocessError) as e:
            raise EngineNotFoundError("ENGINE_NOT_FOUND", f"'{node} --version' failed: {e}") from None
        if major < 20:
            raise EngineNotFoundError("ENGINE_NOT_FOUND", f"the engine needs node 20 or later; {node} is {out}")
        _node_checked[node] = True
    return node


def engine_command() -> List[str]:
    """The command line that starts the engine (see the module notes for ``CARDRULES_ENGINE``)."""
    override = os.environ.get("CARDRULES_ENGINE", "").strip()
    if override:
        if override.endswith((".mjs", ".js", ".cjs")) and os.path.isfile(override):
            return [_node(), override]
        return shlex.split(override)
    if not _BUNDLE.is_file():
        raise EngineNotFoundError(
            "ENGINE_NOT_FOUND",
            f"the engine bundle {_BUNDLE} is missing: run `npm ci && npm run build` at the root of the cardrules "
            "repository (it writes python/cardrules/engine.mjs), or set CARDRULES_ENGINE",
        )
    return [_node(), str(_BUNDLE)]


def _widen_pipe(fd: int) -> None:
    """Gives a pipe a 1 MiB buffer where the system allows it (Linux), so a vectorized reply of a few hundred kB goes
    through in one write and the engine can go on with the next line while this process reads."""
    try:
        import fcntl

        fcntl.fcntl(fd, getattr(fcntl, "F_SETPIPE_SZ", 1031), 1 << 20)
    except (ImportError, OSError):
        pass


def action_index(action: object, action_count: int, game_name: str) -> int:
    """An action as an ``int``: a Python or numpy integer in ``[0, action_count)``.

    Anything else is refused before the engine sees it: a value that is not an integer (``3.7``, ``"5"``, ``True``,
    ``None``) raises :class:`TypeError`; an integer outside the range raises
    :class:`~cardrules.errors.IllegalMoveError` with code ``BAD_ACTION``.
    """
    kind = getattr(getattr(action, "dtype", None), "kind", "i")
    if isinstance(action, bool) or kind not in "iu" or not hasattr(type(action), "__index__"):
        raise TypeError(
            f"an action is an integer (a Python int or a numpy integer), got {type(action).__name__} {action!r}"
        )
    try:
        value = operator.index(action)  # type: ignore[arg-type]
    except TypeError:
        raise TypeError(
            f"an action is an integer (a Python int or a numpy integer), got {type(action).__name__} {action!r}"
        ) from None
    if not 0 <= value < action_count:
        raise IllegalMoveError(
            "BAD_ACTION",
            f"{value} is not an action of {game_name}: actions are the integers 0–{action_count - 1}",
            kind="rule",
        )
    return value


def _seed_value(seed: Seed) -> Seed:
    """A seed as JSON can carry it exactly (integers beyond 2**53 travel as text)."""
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise TypeError(f"a seed is an int or a str, got {type(seed).__name__}")
    if isinstance(seed, int) and abs(seed) > 2**53:
        return str(seed)
    return seed


class Engine:
    """One engine process and its protocol session.

    Use it as a context manager, or call :meth:`close`. Environments start their own engine unless one is passed to
    them; several environments may share one engine (they run one after the other, never at once: an engine is not
    thread-safe).

    Args:
        command: the command line to start (default: see :func:`engine_command`).
        timeout: seconds to wait for a reply before raising :class:`EngineDiedError` (the engine is then killed);
            ``None`` waits as long as the engine lives.

    Example:
        >>> with Engine() as engine:
        ...     match = engine.start("coins", seed=7)
        ...     match.apply(match.legal_actions[0])
    """

    def __init__(self, command: Optional[Sequence[str]] = None, timeout: Optional[float] = None) -> None:
        self.command = list(command) if command is not None else engine_command()
        self.timeout = timeout
        try:
            self._proc = subprocess.Popen(
                self.command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                bufsize=0,
            )
        except OSError as e:
            raise EngineNotFoundError("ENGINE_NOT_FOUND", f"cannot start {self.command!r}: {e}") from None
        assert self._proc.stdin is not None and self._proc.stdout is not None and self._proc.stderr is not None
        self._in = self._proc.stdin.fileno()
        self._out = self._proc.stdout.fileno()
        # Writes never block: a full pipe is waited for with the engine's output read meanwhile (see _write).
        os.set_blocking(self._in, False)
        _widen_pipe(self._out)
        _widen_pipe(self._in)
        self._buffer = bytearray()
        self._next_id = 1
        # Ids of requests written whose replies are not read yet (a request interrupted by KeyboardInterrupt leaves
        # its id here; the next request skips that reply, so no later reply is ever taken for another's).
        self._unread: Deque[int] = collections.deque()
        # Bytes of request lines not yet written (an interrupted write is finished before the next request).
        self._outbox = bytearray()
        self._closed = False
        self._stderr: Deque[str] = collections.deque(maxlen=20)
        self._stderr_thread = threading.Thread(target=self._drain_stderr, daemon=True)
        self._stderr_thread.start()
        try:
            self.hello: HelloReply = cast(HelloReply, self.request("hello"))
            self.games: Dict[str, GameInfo] = {g["id"]: g for g in self.hello["games"]}
        except (KeyError, TypeError) as e:
            self.close()
            raise ProtocolError("BAD_REPLY", f"the engine's hello lacks a field ({e!r}): is it a cardrules engine?") from None
        except BaseException:
            self.close()
            raise

    # -- the process ----------------------------------------------------------------------------------------------

    def _drain_stderr(self) -> None:
        stream = self._proc.stderr
        assert stream is not None
        for raw in iter(stream.readline, b""):
            self._stderr.append(raw.decode("utf8", "replace").rstrip())

    def _died(self, what: str) -> EngineDiedError:
        try:
            status = self._proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            self._proc.kill()
            status = self._proc.wait()
        self._closed = True
        for stream in (self._proc.stdin, self._proc.stdout):
            try:
                if stream is not None:
                    stream.close()
            except OSError:
                pass
        self._close_stderr()
        how = f"was killed by signal {-status}" if status < 0 else f"exited with status {status}"
        last = " | ".join(line for line in self._stderr if line)
        return EngineDiedError(
            "ENGINE_DIED", f"the engine {how} {what}" + (f"; it said: {last[-500:]}" if last else "")
        )

    def _write(self, data: bytes) -> None:
        """Writes request lines. When the engine's input pipe is full (many requests at once), the replies it has
        written meanwhile are read into the buffer while waiting, so neither process can block the other. Bytes not
        yet written when the write is interrupted are kept and written first next time, so lines are never cut."""
        if self._closed:
            raise EngineDiedError("ENGINE_CLOSED", "this engine was closed")
        outbox = self._outbox
        outbox += data
        try:
            while outbox:
                try:
                    written = os.write(self._in, outbox)
                except BlockingIOError:
                    written = 0
                del outbox[:written]
                if outbox:
                    self._wait_writable()
        except (BrokenPipeError, ConnectionResetError):
            raise self._died("before it read the request") from None
        except OSError as e:
            raise self._died(f"while a request was written ({e})") from None

    def _wait_writable(self) -> None:
        """Waits until the engine's input has room, reading its output meanwhile."""
        readable, writable, _ = select.select([self._out], [self._in], [], self.timeout)
        if not readable and not writable:
            self._proc.kill()
            raise self._died(f"after taking no input for {self.timeout} s")
        if readable:
            chunk = os.read(self._out, 1 << 20)
            if not chunk:
                raise self._died("before it read the request")
            self._buffer += chunk

    def _fill(self) -> None:
        """Reads what the engine has written (waiting for it, up to ``timeout``)."""
        if self.timeout is not None:
            ready, _, _ = select.select([self._out], [], [], self.timeout)
            if not ready:
                self._proc.kill()
                raise self._died(f"after giving no reply for {self.timeout} s")
        chunk = os.read(self._out, 1 << 20)
        if not chunk:
            raise self._died("before it replied")
        self._buffer += chunk

    def _read_reply(self) -> Dict[str, Any]:
        """The next reply; in format ``binary`` each vector field becomes the bytes of its block. The reply and its
        binary blocks leave the buffer together, so an interruption never leaves half a reply behind."""
        buffer = self._buffer
        while True:
            end = buffer.find(b"\n")
            if end >= 0:
                break
            self._fill()
        try:
            reply = json.loads(bytes(buffer[:end]))
        except ValueError:
            text = bytes(buffer[:end])[:200].decode("utf8", "replace")
            del buffer[: end + 1]
            raise ProtocolError("BAD_REPLY", f"the engine wrote a line that is not JSON: {text!r}") from None
        if not isinstance(reply, dict) or not isinstance(reply.get("ok"), bool):
            del buffer[: end + 1]
            raise ProtocolError("BAD_REPLY", f"the engine wrote a reply without 'ok': {str(reply)[:200]!r}")
        binary = reply.get("binary")
        if binary:
            try:
                size = max(int(offset) + int(length) for offset, length in binary.values())
            except (AttributeError, TypeError, ValueError):
                del buffer[: end + 1]
                raise ProtocolError("BAD_REPLY", f"the engine's binary blocks are malformed: {binary!r}") from None
            while len(buffer) < end + 1 + size:
                self._fill()
            payload = bytes(buffer[end + 1 : end + 1 + size])
            del buffer[: end + 1 + size]
            for key, (offset, length) in binary.items():
                reply[key] = payload[offset : offset + length]
        else:
            del buffer[: end + 1]
        if not reply["ok"] and not isinstance(reply.get("error"), dict):
            raise ProtocolError("BAD_REPLY", f"the engine's error reply has no error object: {str(reply)[:200]!r}")
        return cast(Dict[str, Any], reply)

    def _skip_stale(self) -> None:
        """Finishes writing an interrupted line, then reads and drops the replies of requests that were interrupted
        before their reply was read."""
        if self._outbox:
            self._write(b"")
        while self._unread:
            rid = self._unread[0]
            reply = self._read_reply()
            if reply.get("id") != rid:
                raise ProtocolError("OUT_OF_STEP", f"the engine answered request {reply.get('id')!r}; {rid} was due")
            self._unread.popleft()

    def _post(self, lines: Sequence[str], ids: Sequence[int]) -> None:
        """Writes request lines whose ids are ``ids`` (after skipping stale replies); read them with :meth:`_take`."""
        if self._closed:
            raise EngineDiedError("ENGINE_CLOSED", "this engine was closed (or it died before)")
        self._skip_stale()
        self._unread.extend(ids)
        self._write(("\n".join(lines) + "\n").encode("utf8"))

    def _take(self, rid: int) -> Dict[str, Any]:
        """The reply to request ``rid``, the next one due (checked: a reply for another request raises
        :class:`ProtocolError`)."""
        while self._unread and self._unread[0] != rid:  # replies of interrupted requests before it
            stale = self._unread[0]
            reply = self._read_reply()
            if reply.get("id") != stale:
                raise ProtocolError("OUT_OF_STEP", f"the engine answered request {reply.get('id')!r}; {stale} was due")
            self._unread.popleft()
        reply = self._read_reply()
        if reply.get("id") != rid:
            raise ProtocolError("OUT_OF_STEP", f"the engine answered request {reply.get('id')!r}; {rid} was due")
        if self._unread and self._unread[0] == rid:
            self._unread.popleft()
        return reply

    def _new_id(self) -> int:
        rid = self._next_id
        self._next_id += 1
        return rid

    def call(self, body: str) -> Dict[str, Any]:
        """Sends one request given as the inside of a JSON object without its id (``'"cmd":"hello"'``) and returns
        its reply, raising on an error reply. The fast path of the environments."""
        rid = self._new_id()
        self._post([f'{{"id":{rid},{body}}}'], [rid])
        reply = self._take(rid)
        if not reply["ok"]:
            raise error_from_reply(reply["error"])
        return reply

    # -- requests -------------------------------------------------------------------------------------------------

    def send(self, requests: Iterable[Dict[str, Any]]) -> List[Reply]:
        """Sends several requests at once and returns their replies in order, without raising on error replies.

        The engine works through the lines while this process writes and reads: one batch of lines costs one round
        trip. Each request gets its ``id``, and each reply's id is checked.
        """
        lines = []
        ids = []
        for request in requests:
            rid = self._new_id()
            ids.append(rid)
            lines.append(json.dumps({"id": rid, **request}, separators=(",", ":")))
        self._post(lines, ids)
        return [cast(Reply, self._take(rid)) for rid in ids]

    def request(self, cmd: str, **fields: Any) -> Dict[str, Any]:
        """Sends one request and returns its reply; an error reply raises the matching
        :class:`~cardrules.errors.CardrulesError`."""
        reply = self.send([{"cmd": cmd, **fields}])[0]
        if not reply["ok"]:
            raise error_from_reply(cast(EngineError, reply["error"]))
        return cast(Dict[str, Any], reply)

    def raw(self, line: Union[str, bytes]) -> Dict[str, Any]:
        """Sends one raw line (for tests of bad input) and returns the parsed reply."""
        data = line.encode("utf8") if isinstance(line, str) else line
        if self._closed:
            raise EngineDiedError("ENGINE_CLOSED", "this engine was closed (or it died before)")
        self._skip_stale()
        self._write(data.rstrip(b"\n") + b"\n")
        return self._read_reply()

    # -- conveniences ---------------------------------------------------------------------------------------------

    def game(self, game: str) -> GameInfo:
        """What ``hello`` says about a game (``seats``, ``options``, ``actionCount``, ``observationSize``, ``bots``)."""
        if game not in self.games:
            raise error_from_reply(
                {
                    "kind": "request",
                    "code": "UNKNOWN_GAME",
                    "rule": None,
                    "message": f"unknown game '{game}' (games: {', '.join(self.games)})",
                }
            )
        return self.games[game]

    def start(
        self,
        game: str,
        seats: Optional[int] = None,
        seed: Optional[Seed] = None,
        bots: Optional[Sequence[Optional[str]]] = None,
        **options: Any,
    ) -> "Match":
        """Deals a match. ``bots`` gives, per seat, a bot spec that the engine plays for that seat, or ``None``."""
        fields: Dict[str, Any] = {"game": game, "options": options, "observe": True, "format": "binary"}
        if seats is not None:
            fields["seats"] = seats
        if seed is not None:
            fields["seed"] = _seed_value(seed)
        if bots is not None:
            fields["bots"] = list(bots)
        return Match(self, game, self.request("start", **fields))

    def load(self, record: Optional[Record] = None, state: Optional[Dict[str, Any]] = None) -> "Match":
        """Opens a match from a record (replayed, every move checked) or a saved state (checked)."""
        fields: Dict[str, Any] = {"observe": True, "format": "binary"}
        if record is not None:
            fields["record"] = record
            game = str(record.get("game"))
            if game not in self.games:
                raise StateError("WRONG_GAME", f"the record names no game of this engine: {game!r}", kind="state")
        else:
            fields["state"] = state
            game = str((state or {}).get("game"))
            if game not in self.games:
                raise StateError("NOT_A_STATE", f"the state names no game of this engine: {game!r}", kind="state")
        return Match(self, game, self.request("load", **fields))

    def playouts(
        self,
        game: str,
        count: int,
        seed: Optional[Seed] = None,
        bots: Union[None, str, Sequence[str]] = None,
        seats: Optional[int] = None,
        results: bool = False,
        **options: Any,
    ) -> PlayoutsReply:
        """Plays ``count`` matches inside the engine (random moves, or ``bots``: one spec or one per seat) and returns
        the sums: ``wins``, ``winShares``, ``scoreSums``, ``meanScores``, ``moves`` (and each match with ``results``).
        """
        fields: Dict[str, Any] = {"game": game, "count": count, "options": options, "results": results}
        if seed is not None:
            fields["seed"] = _seed_value(seed)
        if bots is not None:
            fields["bots"] = bots if isinstance(bots, str) else list(bots)
        if seats is not None:
            fields["seats"] = seats
        return cast(PlayoutsReply, self.request("playouts", **fields))

    @property
    def pid(self) -> int:
        """The engine's process id."""
        return self._proc.pid

    @property
    def alive(self) -> bool:
        """Whether the engine process is running."""
        return not self._closed and self._proc.poll() is None

    def close(self) -> None:
        """Asks the engine to quit and waits for it (kills it after two seconds)."""
        if self._closed:
            return
        self._closed = True
        try:
            os.write(self._in, b'{"cmd":"quit"}\n')
        except OSError:
            pass
        for stream in (self._proc.stdin, self._proc.stdout):
            try:
                if stream is not None:
                    stream.close()
            except OSError:
                pass
        try:
            self._proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            self._proc.kill()
            self._proc.wait()
        self._close_stderr()

    def _close_stderr(self) -> None:
        """Closes the engine's stderr once its reader has seen the end of it."""
        self._stderr_thread.join(timeout=2)
        if not self._stderr_thread.is_alive() and self._proc.stderr is not None:
            try:
                self._proc.stderr.close()
            except OSError:
                pass

    def __enter__(self) -> "Engine":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:
            pass


class Match:
    """An open match of an engine, with what the engine last said about it.

    Attributes (refreshed by every move): ``to_act`` (the seat to act, ``None`` when over), ``over``, ``scores``,
    ``winners``, ``legal_actions`` (ascending) and ``observation`` (of the seat to act; ``None`` when over).
    """

    def __init__(self, engine: Engine, game: str, reply: Dict[str, Any]) -> None:
        self.engine = engine
        self.game = game
        self._info = engine.game(game)
        try:
            self.id: int = int(reply["match"])
            self.seed: Optional[Seed] = reply.get("seed")
        except (KeyError, TypeError, ValueError) as e:
            raise ProtocolError("BAD_REPLY", f"the engine's reply names no match ({e!r})") from None
        self._update(reply)

    def _update(self, reply: Dict[str, Any]) -> None:
        try:
            self.to_act: Optional[int] = reply["toAct"]
            self.over: bool = bool(reply["over"])
            self.scores: List[float] = list(reply["scores"])
            self.winners: List[int] = list(reply["winners"])
            self.legal_actions: List[int] = list(reply["legalActions"])
            obs = reply["obs"]
        except (KeyError, TypeError) as e:
            raise ProtocolError("BAD_REPLY", f"the engine's reply lacks a field of the match ({e!r})") from None
        self.observation: Any = None if obs is None else _arrays.floats_from_bytes(obs)
        self.last_reply: MatchReply = cast(MatchReply, reply)

    @property
    def mask(self) -> Any:
        """The legal-action mask of the seat to act (int8)."""
        return _arrays.mask(self._action_count(), self.legal_actions)

    def _action_count(self) -> int:
        count = self._info["actionCount"]
        if count is None:
            raise ProtocolError("NO_ENCODING", f"{self._info['name']} has no action encoding")
        return count

    def apply(
        self,
        action: Optional[int] = None,
        move: Optional[Dict[str, Any]] = None,
        text: Optional[str] = None,
        events: Union[None, int, str] = None,
    ) -> "Match":
        """Makes a move: an action integer, a JSON move or a move in the game's notation. An illegal one raises
        :class:`~cardrules.errors.IllegalMoveError` (code and rule id) and changes nothing; an action that is not an
        integer raises :class:`TypeError`. With ``events`` (a seat, ``"spectator"`` or ``"all"``), ``last_reply``
        carries the events and their sentences."""
        fields: Dict[str, Any] = {"match": self.id, "observe": True, "format": "binary", "played": True}
        given = [(k, v) for k, v in (("action", action), ("move", move), ("text", text)) if v is not None]
        if len(given) != 1:
            raise TypeError("give exactly one of action, move or text")
        key, value = given[0]
        if key == "action":
            value = action_index(value, self._action_count(), self._info["name"])
        elif key == "text" and not isinstance(value, str):
            raise TypeError(f"text is a move in the game's notation (a str), got {type(value).__name__}")
        fields[key] = value
        if events is not None:
            fields["events"] = events
        self._update(self.engine.request("apply", **fields))
        return self

    def bot(self, spec: str = "heuristic", apply: bool = False, seed: Optional[Seed] = None) -> BotChoice:
        """The move one of the engine's bots (``random``, ``heuristic``, ``ismcts:N``, ``learned``, or a level: ``easy``,
        ``medium``, ``hard``, ``expert``) would make for the seat to act: ``{"seat", "action", "move", "text"}``; with
        ``apply=True`` it is also made."""
        fields: Dict[str, Any] = {"match": self.id, "bot": spec, "apply": apply, "observe": True, "format": "binary"}
        if seed is not None:
            fields["seed"] = _seed_value(seed)
        reply = self.engine.request("bot", **fields)
        if apply:
            self._update(reply)
        return {"seat": reply["seat"], "action": reply["action"], "move": reply["move"], "text": reply["text"]}

    def legal_moves(self) -> List[Dict[str, Any]]:
        """The legal moves as JSON objects, in the order of :attr:`legal_actions`."""
        return list(self.engine.request("legal", match=self.id)["legalMoves"])

    def view(self, seat: Optional[int]) -> Dict[str, Any]:
        """What a seat (or a spectator, ``None``) may see."""
        return dict(self.engine.request("view", match=self.id, seat=seat)["view"])

    def observe(self, seat: Optional[int]) -> Any:
        """A seat's (or a spectator's) observation vector."""
        return _arrays.floats_from_bytes(
            self.engine.request("observe", match=self.id, seat=seat, format="binary")["obs"]
        )

    def render(self, seat: Optional[int] = None) -> str:
        """A text picture of the match as a seat (default: the seat to act) sees it."""
        fields: Dict[str, Any] = {"match": self.id}
        if seat is not None:
            fields["seat"] = seat
        return str(self.engine.request("render", **fields)["text"])

    def record(self) -> Record:
        """The record of the deal: ``{game, version, seats, seed, options, moves}`` (replays with ``Engine.load``)."""
        return cast(Record, self.engine.request("record", match=self.id)["record"])

    def state(self) -> Dict[str, Any]:
        """The full state (every hidden card): the save format ``Engine.load(state=…)`` takes back."""
        return dict(self.engine.request("state", match=self.id)["state"])

    def reset(self, seed: Optional[Seed] = None) -> "Match":
        """Deals again (same game, seats, options and bots)."""
        fields: Dict[str, Any] = {"match": self.id, "observe": True, "format": "binary"}
        if seed is not None:
            fields["seed"] = _seed_value(seed)
        reply = self.engine.request("reset", **fields)
        self.seed = reply["seed"]
        self._update(reply)
        return self

    def playouts(
        self, count: int, bots: Union[None, str, Sequence[str]] = None, seed: Optional[Seed] = None
    ) -> PlayoutsReply:
        """Plays ``count`` matches on from this position inside the engine (its later deals drawn afresh each time)."""
        fields: Dict[str, Any] = {"from": self.id, "count": count}
        if bots is not None:
            fields["bots"] = bots if isinstance(bots, str) else list(bots)
        if seed is not None:
            fields["seed"] = _seed_value(seed)
        return cast(PlayoutsReply, self.engine.request("playouts", **fields))

    def close(self) -> None:
        """Forgets the match in the engine."""
        if self.engine.alive:
            self.engine.request("close", match=self.id)


def random_seed() -> int:
    """A fresh random seed (53 bits from the operating system, exact in JSON)."""
    return random.SystemRandom().getrandbits(53)
