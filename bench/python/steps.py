"""Steps per second from Python: one AEC environment, and the vectorized environment, for Coins and Dalmuti; side by
side with another copy of the package (a previous release) in the same run.

    npm run build                                   # writes python/cardrules/engine.mjs
    PYTHONPATH=python python3 bench/python/steps.py # 3 s per measurement, 3 rounds, medians
    PYTHONPATH=python python3 bench/python/steps.py --baseline /tmp/old/python --sizes 64,256 --rounds 5

A step is one move made through the environment by a random agent that picks uniformly among the legal actions of its
mask (numpy): ``env.step(action)`` in the AEC loop (the ``step(None)`` calls that retire finished agents are not
counted but their time is), one action per match in ``VectorEnv.step``. The vectorized environment runs in two
modes: ``bots``, one learning seat per match against the engine's ``random`` bots at every other seat (each step then
includes the bots' moves inside the engine), and ``self``, every seat stepped from Python (``seat=None``; the only
mode of releases before the Gymnasium conventions, where it was the default).

Every measurement runs in a fresh process (the package under test on its PYTHONPATH), so two copies of the package
can be measured in one run: ``--baseline DIR`` names the directory holding the other copy's ``cardrules`` (with its
own ``engine.mjs``). Measurements alternate between the two within each round; the table gives the medians over the
rounds and the median of the per-round ratios. Times are wall-clock (the engine is another process); the CPU time per
step in Python and in the engine process (from /proc on Linux) is distorted less by a busy machine.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional

HERE = Path(__file__).resolve()


def cpu_seconds(pid: int) -> float:
    """The CPU time (user + system) of another process so far, from /proc (Linux); NaN elsewhere."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return float("nan")


def timed(pids: List[int], loop: Callable[[], int]) -> Dict[str, float]:
    """Runs a loop; its steps per second and the CPU microseconds per step in Python and in the engine processes."""
    wall, cpu = time.perf_counter(), time.process_time()
    before = sum(cpu_seconds(p) for p in pids)
    steps = loop()
    wall = time.perf_counter() - wall
    cpu = time.process_time() - cpu
    engine = sum(cpu_seconds(p) for p in pids) - before
    return {"rate": steps / wall, "python_us": cpu / steps * 1e6, "engine_us": engine / steps * 1e6}


def measure_single(game: str, seconds: float) -> Dict[str, float]:
    """One AEC environment."""
    import numpy as np

    import cardrules

    env = cardrules.raw_env(game) if hasattr(cardrules, "raw_env") else cardrules.env(game)
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

    result = timed([env.engine.pid], loop)
    env.close()
    return result


def measure_vector(game: str, size: int, engines: int, mode: str, seconds: float) -> Dict[str, float]:
    """The vectorized environment, in either API (the Gymnasium one, or the seven-item one of earlier releases)."""
    import numpy as np

    import cardrules

    rng = np.random.default_rng(1)
    gymnasium_api = hasattr(cardrules, "raw_env")
    seats = cardrules.games()[game]["seats"]["min"]
    if gymnasium_api:
        kwargs: Dict[str, Any] = {"seat": None} if mode == "self" else {"opponents": "random"}
        venv = cardrules.vector_env(game, num_envs=size, engines=engines, **kwargs)
        obs, _ = venv.reset(seed=1)
        masks = [obs["action_mask"]]

        def step(actions: Any) -> None:
            masks[0] = venv.step(actions)[0]["action_mask"]

    else:
        kwargs = {} if mode == "self" else {"opponents": {s: "random" for s in range(1, seats)}}
        venv = cardrules.vector_env(game, num_envs=size, engines=engines, **kwargs)
        masks = [venv.reset(seed=1)[1]]

        def step(actions: Any) -> None:
            masks[0] = venv.step(actions)[1]

    def loop() -> int:
        steps = 0
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            # A uniformly random legal action per match: the largest of random keys on the legal entries.
            mask = masks[0]
            step(np.argmax(rng.random(mask.shape) * mask, axis=1))
            steps += size
        return steps

    result = timed([e.pid for e in venv.engines], loop)
    venv.close()
    return result


def run_one(package: str, what: Dict[str, Any], seconds: float) -> Dict[str, float]:
    """One measurement in a fresh process with ``package`` first on the PYTHONPATH."""
    env = {**os.environ, "PYTHONPATH": package}
    env.pop("CARDRULES_NO_NUMPY", None)
    out = subprocess.run(
        [sys.executable, str(HERE), "--measure", json.dumps(what), "--seconds", str(seconds)],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
    )
    if out.returncode != 0:
        raise SystemExit(f"measurement {what} with {package} failed:\n{out.stderr}")
    result: Dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def fmt(x: float) -> str:
    return f"{x / 1e6:.2f} M" if x >= 1e6 else f"{x / 1e3:.1f} k"


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--games", default="coins,dalmuti")
    parser.add_argument("--sizes", default="64,256", help="numbers of matches of the vectorized environment")
    parser.add_argument("--engines", default="1", help="engine processes of the vectorized environment")
    parser.add_argument("--modes", default="bots,self", help="vectorized modes: bots (one seat vs random bots), self")
    parser.add_argument("--baseline", default=None, help="a directory holding another copy of cardrules to compare")
    parser.add_argument("--measure", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()

    if args.measure is not None:
        what = json.loads(args.measure)
        if what["kind"] == "single":
            result = measure_single(what["game"], args.seconds)
        else:
            result = measure_vector(what["game"], what["size"], what["engines"], what["mode"], args.seconds)
        print(json.dumps(result))
        return

    import numpy as np

    import cardrules

    current = str(Path(cardrules.__file__).resolve().parents[1])
    packages = {"new": current}
    if args.baseline:
        packages["old"] = str(Path(args.baseline).resolve())
    plan: Dict[str, Dict[str, Any]] = {}
    for game in args.games.split(","):
        plan[f"{game}|1 env"] = {"kind": "single", "game": game}
        for size in (int(s) for s in args.sizes.split(",")):
            for engines in (int(e) for e in args.engines.split(",")):
                for mode in args.modes.split(","):
                    what = f"vector {size}, {mode}" + (f", {engines} engines" if engines > 1 else "")
                    plan[f"{game}|{what}"] = {
                        "kind": "vector",
                        "game": game,
                        "size": size,
                        "engines": engines,
                        "mode": mode,
                    }
    results: Dict[str, Dict[str, List[Dict[str, float]]]] = {key: {p: [] for p in packages} for key in plan}
    for r in range(args.rounds):
        for key, what in plan.items():
            order = list(packages) if r % 2 == 0 else list(reversed(packages))
            for name in order:
                one = run_one(packages[name], what, args.seconds)
                results[key][name].append(one)
                print(
                    f"round {r + 1}: {name}: {key.replace('|', ', ')}: {fmt(one['rate'])} steps/s; CPU per step "
                    f"{one['python_us']:.1f} µs in Python, {one['engine_us']:.1f} µs in the engine",
                    flush=True,
                )

    node = subprocess.run(["node", "--version"], capture_output=True, text=True).stdout.strip()
    load = os.getloadavg() if hasattr(os, "getloadavg") else (float("nan"),) * 3
    print(
        f"\nPython {platform.python_version()}, numpy {np.__version__}, node {node}, {os.cpu_count()} CPUs, "
        f"load average {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}, {args.seconds:g} s x {args.rounds} rounds"
    )
    for name, path in packages.items():
        print(f"{name}: {path}")
    print()
    has_old = "old" in packages
    header = "| game | environment | new steps/s (median) | rounds | CPU µs/step: Python + engine |"
    if has_old:
        header += " old steps/s (median) | new / old (median of rounds) |"
    print(header)
    print("|" + " --- |" * (header.count("|") - 1))
    for key, by_package in results.items():
        game, what = key.split("|")
        new = by_package["new"]
        median = statistics.median(x["rate"] for x in new)
        spread = ", ".join(fmt(x["rate"]) for x in new)
        py = statistics.median(x["python_us"] for x in new)
        eng = statistics.median(x["engine_us"] for x in new)
        line = f"| {game} | {what} | {fmt(median)} | {spread} | {py:.1f} + {eng:.1f} |"
        if has_old:
            old = by_package["old"]
            ratio = statistics.median(a["rate"] / b["rate"] for a, b in zip(new, old))
            line += f" {fmt(statistics.median(x['rate'] for x in old))} | {ratio:.2f} |"
        print(line)


if __name__ == "__main__":
    main()
