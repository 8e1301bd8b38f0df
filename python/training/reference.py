"""The learned bot's forward pass over exported weights, in float32 NumPy (no torch): the reference the TypeScript
bot (``src/bots/learned.ts``) is checked against, used by the training to write fixtures and by the tests to check
them."""

from __future__ import annotations

import base64
from typing import Any, Dict, List, Optional, Sequence

import numpy as np

HEURISTIC_SEED = "learned"
"""The seed of the random stream the learned bot gives the game's heuristic when its weights read it (format 3,
``HEURISTIC_SEED`` in ``src/bots/learned.ts``); the training asks the engine's heuristic with the same seed."""


def decode_dense(d: Dict[str, Any]) -> Any:
    """A dense layer of the weights format as float32 arrays ``(W, b)``: signed bytes times the layer's scale."""
    q = np.frombuffer(base64.b64decode(d["weights"]), dtype=np.int8).astype(np.float32)
    w = (q * np.float32(d["scale"])).reshape(d["rows"], d["cols"])
    b = np.frombuffer(base64.b64decode(d["bias"]), dtype="<f4").astype(np.float32)
    return w, b


def reference_scores(
    weights: Dict[str, Any], observation: Sequence[float], actions: Sequence[int], hint: Optional[int] = None
) -> List[float]:
    """The scores the exported weights give some actions (float32 NumPy), as the TypeScript bot computes them;
    ``hint`` is the heuristic's action in the position (required when the weights read the heuristic)."""
    h = np.asarray(observation, dtype=np.float32)
    for layer in weights["layers"]:
        w, b = decode_dense(layer)
        h = np.maximum(w @ h + b, np.float32(0))
    parts = []
    for table in weights["head"]["tables"]:
        w, b = decode_dense(table)
        parts.append(w @ h + b)
    embed = weights["head"].get("embed")
    if embed is not None:
        wa, ba = decode_dense(embed["actions"])
        wq, bq = decode_dense(embed["query"])
        query = wq @ h + bq
    follow = weights["head"].get("heuristic")
    if follow is not None:
        if hint is None:
            raise ValueError("these weights read the heuristic's action: pass hint")
        wh, bh = decode_dense(follow)
        bonus = (wh @ h + bh)[0]
    out = []
    for a0 in actions:
        a = a0
        s = np.float32(0)
        column = 0
        columns = []
        for k, r in enumerate(weights["head"]["radix"]):
            s += parts[k][a % r]
            columns.append(column + a % r)
            column += r
            a //= r
        if embed is not None:
            e = np.maximum(wa[:, columns].sum(axis=1, dtype=np.float32) + ba, np.float32(0))
            s += np.float32(query @ e)
        if follow is not None and a0 == hint:
            s += bonus
        out.append(float(s))
    return out
