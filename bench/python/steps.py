"""Steps per second from Python: one AEC environment, and the vectorized environment, for Coins and Dalmuti.

    npm run build                                   # writes python/cardrules/engine.mjs
    PYTHONPATH=python python3 bench/python/steps.py # 3 s per measurement, 3 rounds, medians
    PYTHONPATH=python python3 bench/python/steps.py --seconds 5 --rounds 5 --games coins --sizes 64,256,1024

The vectorized environment runs with one engine process and with two (``engines=2``: each steps half of the matches,
on its own core). A step is one move made through the environment by a random agent that picks uniformly among the legal actions of its
mask (numpy): ``env.step(action)`` in the AEC loop (the ``step(None)`` calls that retire finished agents are not counted
but their time is), one move per match in ``VectorEnv.step``. Times are wall-clock (the engine is another process).
Measurements are interleaved over rounds; the table gives the median of the rounds, and the CPU time per step spent in
Python and in the engine process (from /proc on Linux), which a busy machine distorts less than the wall clock.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import time
from typing import Callable, Dict, List

import numpy as np

import cardrules


def cpu_seconds(pid: int) -> float:
    """The CPU time (user + system) of another process so far, from /proc (Linux); NaN elsewhere."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return float("nan")


class Run:
    """One measurement: steps/s on the wall clock, and CPU microseconds per step in Python and in the engine."""

    def __init__(self, steps: int, wall: float, python_cpu: float, engine_cpu: float) -> None:
        self.rate = steps / wall
        self.python_us = python_cpu / steps * 1e6
        self.engine_us = engine_cpu / steps * 1e6


def measure(engines: List[cardrules.Engine], loop: Callable[[], int]) -> Run:
    def engine_cpu() -> float:
        return sum(cpu_seconds(e.pid) for e in engines)

    wall, cpu, before = time.perf_counter(), time.process_time(), engine_cpu()
    steps = loop()
    return Run(steps, time.perf_counter() - wall, time.process_time() - cpu, engine_cpu() - before)


def single_env(game: str, seconds: float) -> Run:
    env = cardrules.env(game)
    rng = np.random.default_rng(1)
    env.reset(seed=1)

    def loop() -> int:
        steps = 0
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            for agent in env.agent_iter():
                observation, reward, termination, truncation, info = env.last()
                if termination or truncation:
                    env.step(None)
                    continue
                legal = np.flatnonzero(observation["action_mask"])
                env.step(int(legal[rng.integers(len(legal))]))
                steps += 1
            env.reset()
        return steps

    run = measure([env.engine], loop)
    env.close()
    return run


def vector_env(game: str, size: int, engines: int, seconds: float) -> Run:
    venv = cardrules.vector_env(game, num_envs=size, engines=engines)
    rng = np.random.default_rng(1)
    state = list(venv.reset(seed=1))

    def loop() -> int:
        steps = 0
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            # A uniformly random legal action per match: the largest of random keys on the legal entries.
            actions = np.argmax(rng.random(state[1].shape) * state[1], axis=1)
            state[:] = venv.step(actions)[:3]
            steps += size
        return steps

    run = measure(venv.engines, loop)
    venv.close()
    return run


def fmt(x: float) -> str:
    return f"{x / 1e6:.2f} M" if x >= 1e6 else f"{x / 1e3:.1f} k"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--games", default="coins,dalmuti")
    parser.add_argument("--sizes", default="64,256,1024", help="numbers of matches of the vectorized environment")
    parser.add_argument("--engines", default="1,2", help="engine processes of the vectorized environment")
    args = parser.parse_args()
    games = args.games.split(",")
    sizes = [int(s) for s in args.sizes.split(",")]
    engine_counts = [int(e) for e in args.engines.split(",")]

    runs: Dict[str, Callable[[], Run]] = {}
    for game in games:
        runs[f"{game}|1 env"] = lambda g=game: single_env(g, args.seconds)
        for size in sizes:
            for engines in engine_counts:
                what = f"vector {size}" + (f", {engines} engines" if engines > 1 else "")
                runs[f"{game}|{what}"] = lambda g=game, n=size, e=engines: vector_env(g, n, e, args.seconds)
    results: Dict[str, List[Run]] = {key: [] for key in runs}
    for r in range(args.rounds):
        for key, run in runs.items():
            one = run()
            results[key].append(one)
            print(
                f"round {r + 1}: {key.replace('|', ', ')}: {fmt(one.rate)} steps/s; CPU per step "
                f"{one.python_us:.1f} µs in Python, {one.engine_us:.1f} µs in the engine",
                flush=True,
            )

    node = subprocess.run(["node", "--version"], capture_output=True, text=True).stdout.strip()
    load = os.getloadavg() if hasattr(os, "getloadavg") else (float("nan"),) * 3
    print(
        f"\nPython {platform.python_version()}, numpy {np.__version__}, node {node}, {os.cpu_count()} CPUs, "
        f"load average {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}, {args.seconds:g} s x {args.rounds} rounds\n"
    )
    print("| game | environment | steps/s (median) | rounds | × one env | CPU µs/step: Python + engine |")
    print("| --- | --- | --- | --- | --- | --- |")
    for game in games:
        single = statistics.median(r.rate for r in results[f"{game}|1 env"])
        for key, values in results.items():
            g, what = key.split("|")
            if g != game:
                continue
            median = statistics.median(r.rate for r in values)
            spread = ", ".join(fmt(r.rate) for r in values)
            py = statistics.median(r.python_us for r in values)
            eng = statistics.median(r.engine_us for r in values)
            print(f"| {game} | {what} | {fmt(median)} | {spread} | {median / single:.1f} | {py:.1f} + {eng:.1f} |")


if __name__ == "__main__":
    main()
