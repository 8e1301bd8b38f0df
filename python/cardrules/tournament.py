"""Tournaments from Python: :func:`tournament` runs ``cardrules sim`` (the seat-rotated tournament of the command line,
the same games and the same numbers as ``cardrules sim`` and a Slurm job array of it) and returns its summary, its
mergeable results and, if asked, the record of every game.

>>> import cardrules
>>> t = cardrules.tournament("coins", ["heuristic", "random"], games=300, seed="paper-1")  # doctest: +SKIP
>>> t["summary"]["bots"][0]["winRate"]                                                   # doctest: +SKIP
{'value': 0.93, 'low': 0.90, 'high': 0.95}

The command is ``cardrules`` on the PATH, or ``CARDRULES_CLI`` (a whole command line, for example
``node /opt/cardrules/packages/cli/bin/cardrules.js``), or the ``command`` argument.
"""

from __future__ import annotations

import gzip
import json
import os
import shlex
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence, Union

from .errors import CardrulesError, EngineNotFoundError

_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
_VALUE = {c: i for i, c in enumerate(_DIGITS)}


def cli_command(command: Union[None, str, Sequence[str]] = None) -> List[str]:
    """The command line of ``cardrules``: ``command`` (a string is split like a shell would), else ``CARDRULES_CLI``,
    else ``cardrules`` on the PATH; :class:`~cardrules.errors.EngineNotFoundError` when there is none."""
    if command is not None:
        return shlex.split(command) if isinstance(command, str) else list(command)
    override = os.environ.get("CARDRULES_CLI", "").strip()
    if override:
        return shlex.split(override)
    found = shutil.which("cardrules")
    if not found:
        raise EngineNotFoundError(
            "CLI_NOT_FOUND",
            "tournaments need the cardrules command: install it (npm install -g cardrules-cli) or set CARDRULES_CLI",
        )
    return [found]


def read_records(path: Union[str, Path]) -> Dict[str, Any]:
    """Reads a records file of ``cardrules sim --out`` (plain or ``.gz``): its ``header`` and its ``games``, each a
    dict with ``index``, ``bots`` (the bot of each seat), ``score``, ``winners``, ``truncated``, ``seed`` (of the
    deal) and ``actions`` (the game's action integers, in order) or ``moves`` (for a game without an encoding)."""
    raw = Path(path).read_bytes()
    text = (gzip.decompress(raw) if raw[:2] == b"\x1f\x8b" else raw).decode("utf-8")
    lines = [line for line in text.split("\n") if line.strip()]
    if not lines:
        raise CardrulesError("NOT_RECORDS", f"{path} is empty, so it is not a records file")
    header = json.loads(lines[0])
    if not isinstance(header, dict) or header.get("format") != "cardrules-records":
        raise CardrulesError("NOT_RECORDS", f"{path} is not a records file of `cardrules sim --out`")
    seats = header["seats"]
    lineup = header["lineup"]
    width = header.get("width", 1)
    games = []
    for line in lines[1:]:
        g = json.loads(line)
        index = g["index"]
        game: Dict[str, Any] = {
            "index": index,
            "bots": [lineup[(s + index) % seats] for s in range(seats)],
            "score": g["score"],
            "winners": g["winners"],
            "truncated": bool(g.get("truncated", False)),
            "seed": f"{header['seed']}:{index // seats}",
        }
        if header["moves"] == "actions":
            digits = g["actions"]
            actions = []
            for i in range(0, len(digits), width):
                value = 0
                for c in digits[i : i + width]:
                    value = value * 64 + _VALUE[c]
                actions.append(value)
            game["actions"] = actions
        else:
            game["moves"] = g["moves"]
        games.append(game)
    return {"header": header, "games": games}


def tournament(
    game: str,
    bots: Sequence[str],
    games: int = 100,
    *,
    seed: Union[int, str] = "cardrules",
    seats: Optional[int] = None,
    options: Optional[Dict[str, Any]] = None,
    workers: Optional[int] = None,
    first: int = 0,
    shard: Optional[str] = None,
    records: bool = False,
    records_file: Union[None, str, Path] = None,
    results_file: Union[None, str, Path] = None,
    command: Union[None, str, Sequence[str]] = None,
    timeout: Optional[float] = None,
) -> Dict[str, Any]:
    """Runs a seat-rotated tournament with ``cardrules sim`` and returns what it found.

    Args:
        game: a game id (:data:`cardrules.types.GameId` lists them).
        bots: bot specs, one per lineup position (the last fills the remaining seats); a label after ``@`` keeps bots
            of one spec in rows of their own (``["random@0", "random@1", "random@2"]``).
        games: games in the tournament (all shards together).
        seed, seats, options, workers, first, shard: as ``cardrules sim``'s ``--seed``, ``--seats``, ``--option``
            (one per key), ``--workers``, ``--first`` and ``--shard`` (``"K/N"``).
        records: also return the record of every game (``"records"``: see :func:`read_records`).
        records_file: keep the records file there (``.gz`` for gzip); implies ``records``.
        results_file: keep the mergeable results file there (``cardrules merge`` joins shards' files).
        command: the ``cardrules`` command line (see :func:`cli_command`).
        timeout: seconds before the tournament is given up (``subprocess.TimeoutExpired``).

    Returns:
        a dict: ``summary`` (per bot ``winRate``, ``meanScore`` with 95% intervals, ``pairs``: paired comparisons
        over the same deals), ``results`` (the integer tallies that merge), ``ms``, and ``records`` (with ``records``
        or ``records_file``: ``{"header", "games"}``).

    Raises:
        CardrulesError: what ``cardrules sim`` refused (an unknown bot, a bad shard…), with its message.
        EngineNotFoundError: no ``cardrules`` command.
    """
    if isinstance(bots, str):
        bots = [bots]
    args = cli_command(command) + ["sim", game, "--bots", ",".join(bots), "--games", str(games)]
    args += ["--seed", str(seed), "--first", str(first), "--json", "--no-progress"]
    if seats is not None:
        args += ["--seats", str(seats)]
    if workers is not None:
        args += ["--workers", str(workers)]
    if shard is not None:
        args += ["--shard", shard]
    for key, value in (options or {}).items():
        args += ["--option", f"{key}={json.dumps(value) if not isinstance(value, str) else value}"]
    with tempfile.TemporaryDirectory(prefix="cardrules-tournament-") as tmp:
        out = Path(records_file) if records_file is not None else Path(tmp) / "games.jsonl"
        if records or records_file is not None:
            args += ["--out", str(out)]
        if results_file is not None:
            args += ["--results", str(results_file)]
        try:
            done = subprocess.run(args, capture_output=True, text=True, timeout=timeout)
        except FileNotFoundError as e:
            raise EngineNotFoundError("CLI_NOT_FOUND", f"cannot run {args[0]}: {e}") from None
        if done.returncode != 0:
            said = done.stderr.strip().splitlines()
            message = said[0] if said else f"cardrules sim ended with status {done.returncode}"
            prefix = "cardrules sim: "
            raise CardrulesError("SIM_FAILED", message[len(prefix) :] if message.startswith(prefix) else message)
        report = json.loads(done.stdout)
        result: Dict[str, Any] = {"summary": report["summary"], "results": report["results"], "ms": report["ms"]}
        if records or records_file is not None:
            result["records"] = read_records(out)
        return result
