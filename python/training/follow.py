"""Gives a trained network a constant pull towards the game's heuristic: the weights come out in format 3, whose head
adds a number to the score of the heuristic's move (``src/bots/learned.ts``), here a layer whose weights are all zero
and whose bias is ``--margin``. The bot then plays the heuristic's move unless the network scores another move more
than ``margin`` above it. Which margin is best is measured in matches, not computed here: write one file per margin
and compare them side by side (``bench/learned-ab.ts`` with ``SEEDS=follow``, seeds the strength table does not use).

    PYTHONPATH=python /usr/bin/python3 python/training/follow.py --weights out/bigfish.json --margin 2.5 \\
        --out out/bigfish-2.5.json [--fixtures test/fixtures/learned/bigfish.json]

The input is the training's JSON (format 1 or 2), or a weights module of ``src/bots/weights/`` (the JSON after
``= ``). With ``--fixtures`` the fixture file's observations and actions are kept, each case gets a heuristic move
(the action the network without the pull ranks second, so the pull decides the order) and its scores are computed
again by the NumPy reference.
"""

from __future__ import annotations

import argparse
import base64
import json
import sys
from pathlib import Path
from typing import Any, Dict

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from reference import reference_scores  # noqa: E402


def read_weights(path: str) -> Dict[str, Any]:
    """The weights of a training JSON file, or of a generated weights module (the JSON after ``= ``)."""
    text = Path(path).read_text()
    if path.endswith(".ts"):
        text = text[text.index("= ") + 2 :].rstrip().rstrip(";")
    weights: Dict[str, Any] = json.loads(text)
    return weights


def with_margin(weights: Dict[str, Any], margin: float) -> Dict[str, Any]:
    """The same network in format 3, the heuristic's move lifted by ``margin`` in every position."""
    if weights["format"] == 3:
        raise ValueError("these weights already read the heuristic")
    last = weights["layers"][-1]["rows"]
    head = dict(weights["head"])
    head["heuristic"] = {
        "rows": 1,
        "cols": last,
        "scale": 1.0,
        "weights": base64.b64encode(np.zeros(last, dtype=np.int8).tobytes()).decode("ascii"),
        "bias": base64.b64encode(np.asarray([margin], dtype="<f4").tobytes()).decode("ascii"),
    }
    trained = dict(weights.get("trained", {}))
    trained["follow"] = {"margin": margin, "command": " ".join(sys.argv)}
    return {**weights, "format": 3, "head": head, "trained": trained}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--weights", required=True, help="a trained network (format 1 or 2): JSON, or a weights module")
    p.add_argument("--margin", type=float, required=True, help="the bonus of the heuristic's move")
    p.add_argument("--out", required=True, help="the weights in format 3 (JSON)")
    p.add_argument("--fixtures", default=None, help="a fixture file to rewrite for these weights")
    args = p.parse_args()
    base = read_weights(args.weights)
    weights = with_margin(base, args.margin)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(weights) + "\n")
    print(f"wrote {args.out}")
    if args.fixtures:
        fixtures = json.loads(Path(args.fixtures).read_text())
        if fixtures["game"] != weights["game"]:
            raise ValueError(f"{args.fixtures} is for {fixtures['game']}, not {weights['game']}")
        for case in fixtures["cases"]:
            obs, legal = case["observation"], case["actions"]
            plain = reference_scores(base, obs, legal)
            order = sorted(range(len(legal)), key=lambda i: -plain[i])
            case["heuristic"] = legal[order[1] if len(order) > 1 else order[0]]
            case["scores"] = reference_scores(weights, obs, legal, case["heuristic"])
        Path(args.fixtures).write_text(json.dumps(fixtures) + "\n")
        print(f"wrote {args.fixtures}")


if __name__ == "__main__":
    main()
