"""Trains the learned bot of one game by imitation with dataset aggregation (DAgger: Ross, Gordon & Bagnell, "A
Reduction of Imitation Learning and Structured Prediction to No-Regret Online Learning", AISTATS 2011).

A teacher (one of the engine's bots, by default ISMCTS with 200 iterations) labels every position of matches played
in the project's vector environment, every seat stepped from Python. In round 0 the teacher plays every move; in each
later round the network trained so far plays a growing share of the moves (the teacher still labels each position),
so the data covers the positions the network itself reaches. After each round the network is trained on all the data
so far (cross-entropy over the legal actions). With ``--labels K`` the teacher labels each position K times, the first
from the seat's random stream and the others from one-off streams, and the loss is the mean cross-entropy over the K
labels (the teacher's share of picks as the target, not one noisy pick). With ``--heuristic`` the network also reads
the game's heuristic's pick in the position (asked with the seed the TypeScript bot uses, ``HEURISTIC_SEED``). The weights are written in the TypeScript bot's format, with fixtures
(observations, legal actions and the exported network's scores) that the TypeScript tests compare against.

    PYTHONPATH=python python3 python/training/train.py --game coins --seed 1 \\
        --out out/coins.json --fixtures test/fixtures/learned/coins.json
    node scripts/learned-weights.mjs out        # out/<game>.json -> src/bots/weights/<game>.ts

The same command, seed and machine give the same weights (checked: two runs, identical bytes but for the recorded
command line): the deals, the engine's bots and NumPy's generator are
seeded, and torch runs on one thread with deterministic algorithms.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any, Dict, List

import numpy as np
import torch

import cardrules

sys.path.insert(0, str(Path(__file__).resolve().parent))
from policy import Policy, export, load_quantized, reference_scores  # noqa: E402
from reference import HEURISTIC_SEED  # noqa: E402


def hints(venv: Any, model: Policy) -> Any:
    """The heuristic's action in every match when the network reads it, else ``None``."""
    if not model.heuristic:
        return None
    return np.asarray(venv.bot_actions("heuristic", seed=HEURISTIC_SEED), dtype=np.int64)


def collect(
    venv: Any,
    model: Policy,
    teacher: str,
    steps: int,
    beta: float,
    rng: np.random.Generator,
    labels_per_position: int = 1,
    tag: str = "",
) -> Dict[str, List[Any]]:
    """Plays ``steps`` steps of every match, the teacher's move with probability ``beta`` and the network's otherwise;
    returns each position's observation, legal actions, the teacher's labels (``labels_per_position`` of them, the
    first being the move played when the teacher plays) and the heuristic's action (-1 when the network does not
    read it)."""
    data: Dict[str, List[Any]] = {"obs": [], "legal": [], "label": [], "hint": []}
    obs = venv.obs
    mask = venv.mask
    for step in range(steps):
        labels = np.asarray(venv.bot_actions(teacher), dtype=np.int64)
        more = [
            np.asarray(venv.bot_actions(teacher, seed=f"label:{tag}:{step}:{k}"), dtype=np.int64)
            for k in range(1, labels_per_position)
        ]
        hint = hints(venv, model)
        with torch.no_grad():
            scores = model(
                torch.from_numpy(np.asarray(obs, dtype=np.float32)),
                None if hint is None else torch.from_numpy(hint),
            ).numpy()
        scores[np.asarray(mask) == 0] = -np.inf
        student = scores.argmax(axis=1)
        actions = np.where(rng.random(len(labels)) < beta, labels, student)
        for i in range(len(labels)):
            data["obs"].append(np.asarray(obs[i], dtype=np.float32).copy())
            data["legal"].append(np.flatnonzero(mask[i]).astype(np.int64))
            data["label"].append([int(labels[i])] + [int(m[i]) for m in more])
            data["hint"].append(-1 if hint is None else int(hint[i]))
        result = venv.step(actions)
        obs, mask = result[0]["observation"], result[0]["action_mask"]
    return data


def fit(model: Policy, data: Dict[str, List[Any]], epochs: int, batch: int, lr: float, seed: int) -> float:
    """Trains on every position so far; returns the last epoch's mean loss."""
    g = torch.Generator().manual_seed(seed)
    obs = torch.from_numpy(np.stack(data["obs"]))
    labels = torch.tensor(data["label"], dtype=torch.int64)  # (positions, labels per position)
    hint = torch.tensor(data["hint"], dtype=torch.int64) if model.heuristic else None
    legal = data["legal"]
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    n = len(labels)
    last = 0.0
    for _ in range(epochs):
        order = torch.randperm(n, generator=g)
        total = 0.0
        for lo in range(0, n, batch):
            idx = order[lo : lo + batch]
            scores = model(obs[idx], None if hint is None else hint[idx])
            allowed = torch.zeros_like(scores, dtype=torch.bool)
            for row, i in enumerate(idx.tolist()):
                allowed[row, torch.from_numpy(legal[i])] = True
            scores = scores.masked_fill(~allowed, -1e9)
            logp = torch.log_softmax(scores, dim=1)
            loss = -logp.gather(1, labels[idx]).mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += float(loss) * len(idx)
        last = total / n
    return last


def agreement(model: Policy, data: Dict[str, List[Any]], start: int) -> float:
    """How often the network picks the teacher's (first) move on the positions from ``start`` on."""
    if start >= len(data["label"]):
        return float("nan")
    hint = torch.tensor(data["hint"][start:], dtype=torch.int64) if model.heuristic else None
    with torch.no_grad():
        scores = model(torch.from_numpy(np.stack(data["obs"][start:])), hint).numpy()
    hits = 0
    for j, i in enumerate(range(start, len(data["label"]))):
        legal = data["legal"][i]
        hits += int(legal[scores[j, legal].argmax()] == data["label"][i][0])
    return hits / (len(data["label"]) - start)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--game", required=True)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--teacher", default="ismcts:200")
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--envs", type=int, default=64, help="matches played side by side")
    p.add_argument("--steps", type=int, default=100, help="steps of every match per round")
    p.add_argument("--engines", type=int, default=2)
    p.add_argument("--hidden", default="128,128")
    p.add_argument("--embed", type=int, default=0, help="size of the action embedding (0: the digit tables only)")
    p.add_argument("--heuristic", action="store_true", help="the network reads the heuristic's pick (format 3)")
    p.add_argument("--labels", type=int, default=1, help="teacher labels per position (their mean cross-entropy)")
    p.add_argument("--epochs", type=int, default=6)
    p.add_argument("--batch", type=int, default=256)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--out", required=True, help="the weights (JSON)")
    p.add_argument("--fixtures", default=None, help="fixtures for the TypeScript tests (JSON)")
    args = p.parse_args()

    torch.manual_seed(args.seed)
    torch.set_num_threads(1)
    torch.use_deterministic_algorithms(True)
    rng = np.random.default_rng(args.seed)
    venv = cardrules.vector_env(args.game, num_envs=args.envs, seat=None, engines=args.engines)
    venv.reset(seed=f"train:{args.seed}")
    hidden = [int(h) for h in args.hidden.split(",")]
    model = Policy(venv.observation_size, venv.action_count, hidden, args.embed, args.heuristic)
    data: Dict[str, List[Any]] = {"obs": [], "legal": [], "label": [], "hint": []}
    started = time.time()
    for r in range(args.rounds):
        beta = 1.0 if r == 0 else 0.5 ** r
        before = len(data["label"])
        fresh = collect(venv, model, args.teacher, args.steps, beta, rng, args.labels, f"{args.seed}:{r}")
        for k in data:
            data[k].extend(fresh[k])
        agree = agreement(model, data, before) if r > 0 else float("nan")
        loss = fit(model, data, args.epochs, args.batch, args.lr, args.seed + r)
        print(
            f"round {r}: beta {beta:.3f}, {len(data['label'])} positions, agreement with the teacher on the new ones "
            f"before training {agree:.3f}, loss {loss:.3f}, {time.time() - started:.0f} s",
            flush=True,
        )
    venv.close()
    trained = {
        "method": "DAgger imitation of the engine's bot",
        "teacher": args.teacher,
        "seed": args.seed,
        "rounds": args.rounds,
        "positions": len(data["label"]),
        "hidden": hidden,
        "embed": args.embed,
        "heuristic": args.heuristic,
        "labels": args.labels,
        "command": " ".join(sys.argv),
    }
    weights = export(model, args.game, trained)
    load_quantized(model, weights)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(weights) + "\n")
    print(f"wrote {args.out}: {Path(args.out).stat().st_size} bytes")
    if args.fixtures:
        picks = np.random.default_rng(args.seed).choice(len(data["label"]), size=8, replace=False)
        cases = []
        for i in picks.tolist():
            legal = data["legal"][i].tolist()
            obs = data["obs"][i].tolist()
            case: Dict[str, Any] = {"observation": obs, "actions": legal}
            if args.heuristic:
                case["heuristic"] = data["hint"][i]
            hint = case.get("heuristic")
            case["scores"] = reference_scores(weights, obs, legal, hint)
            cases.append(case)
        Path(args.fixtures).parent.mkdir(parents=True, exist_ok=True)
        Path(args.fixtures).write_text(json.dumps({"game": args.game, "cases": cases}) + "\n")
        print(f"wrote {args.fixtures}")


if __name__ == "__main__":
    main()
