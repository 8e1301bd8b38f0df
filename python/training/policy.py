"""The policy network of the learned bot, its export to the weights format the TypeScript bot reads
(``src/bots/learned.ts``), and a NumPy forward pass over the exported weights (the reference the TypeScript one is
checked against).

The network: the observation through a few dense layers with ReLU, then an action head that scores action ``a`` as the
sum over the digits ``d_k`` of ``a`` in a mixed radix (least significant first) of entry ``d_k`` of head table ``k``
applied to the last hidden layer. A game with a few dozen actions has one digit; Big Fish's 17,069 actions take two
digits of 131 and 131 rows instead of 17,069.

That sum cannot prefer a pair of digits that neither digit prefers alone, so the head may add a second term (weights
format 2): every action gets an embedding of ``embed`` numbers, a dense layer with ReLU over its digits written one-hot
(one block of columns per digit), and the hidden layer's query (one more dense layer, no ReLU) scores it by a dot
product. The ReLU lets a pair of digits score what neither scores alone.

The head may also read the game's heuristic (weights format 3): the action the game's heuristic picks in the position
(asked with a fixed random stream, so the same position always names the same action) gets one more number added to
its score, a dense layer of the last hidden layer to one output. The network learns when to follow that pick and when
another move is better.
"""

from __future__ import annotations

import base64
import math
from typing import Any, Dict, List, Optional, Sequence

import numpy as np
import torch
from torch import nn

from reference import decode_dense, reference_scores  # noqa: F401  (re-exported for train.py)


def radix_for(action_count: int, widest: int = 1024) -> List[int]:
    """One digit when the action space is at most ``widest``; otherwise the fewest equal digits that write it."""
    if action_count <= widest:
        return [action_count]
    digits = 2
    while math.ceil(action_count ** (1 / digits)) > widest:
        digits += 1
    base = math.ceil(action_count ** (1 / digits))
    while base**digits < action_count:
        base += 1
    return [base] * digits


def digits_of(actions: torch.Tensor, radix: Sequence[int]) -> List[torch.Tensor]:
    """The digits of each action in the mixed radix, least significant first."""
    out = []
    rest = actions.clone()
    for r in radix:
        out.append(rest % r)
        rest = torch.div(rest, r, rounding_mode="floor")
    return out


class Policy(nn.Module):
    """Dense layers with ReLU and a digit-factored action head, with an action-embedding term when ``embed`` > 0."""

    def __init__(
        self,
        observation_size: int,
        action_count: int,
        hidden: Sequence[int] = (128, 128),
        embed: int = 0,
        heuristic: bool = False,
    ) -> None:
        super().__init__()
        self.observation_size = observation_size
        self.action_count = action_count
        self.radix = radix_for(action_count)
        layers: List[nn.Module] = []
        width = observation_size
        for h in hidden:
            layers.append(nn.Linear(width, h))
            width = h
        self.layers = nn.ModuleList(layers)
        self.tables = nn.ModuleList([nn.Linear(width, r) for r in self.radix])
        # every action index, as its digits: the full score table is the sum of the digit tables
        all_actions = torch.arange(action_count)
        self.register_buffer("all_digits", torch.stack(digits_of(all_actions, self.radix)), persistent=False)
        self.embed = embed
        if embed > 0:
            # made after the tables, so a network without the term draws the same initial weights as before
            self.actions = nn.Linear(sum(self.radix), embed)
            self.query = nn.Linear(width, embed)
            offsets = torch.tensor([sum(self.radix[:k]) for k in range(len(self.radix))]).unsqueeze(1)
            self.register_buffer("all_columns", self.all_digits + offsets, persistent=False)
        self.heuristic = heuristic
        if heuristic:
            # made last, so a network without the term draws the same initial weights as before
            self.hint = nn.Linear(width, 1)

    def hidden(self, obs: torch.Tensor) -> torch.Tensor:
        h = obs
        for layer in self.layers:
            h = torch.relu(layer(h))
        return h

    def forward(self, obs: torch.Tensor, hint: Optional[torch.Tensor] = None) -> torch.Tensor:
        """Scores of every action, ``(batch, action_count)``; ``hint`` is the heuristic's action in each position
        (required when the network reads the heuristic)."""
        h = self.hidden(obs)
        total = None
        for k, table in enumerate(self.tables):
            part = table(h)[:, self.all_digits[k]]
            total = part if total is None else total + part
        assert total is not None
        if self.embed > 0:
            # every action's embedding: the columns of its digits summed, plus the bias, through a ReLU
            cols = self.actions.weight[:, self.all_columns].sum(dim=1)  # (embed, action_count)
            emb = torch.relu(cols + self.actions.bias.unsqueeze(1))
            total = total + self.query(h) @ emb
        if self.heuristic:
            if hint is None:
                raise ValueError("this network reads the heuristic's action: pass hint")
            total = total.scatter_add(1, hint.view(-1, 1), self.hint(h))
        return total


def _dense(layer: nn.Linear) -> Dict[str, Any]:
    w = layer.weight.detach().cpu().numpy().astype(np.float32)
    b = layer.bias.detach().cpu().numpy().astype("<f4")
    top = float(np.abs(w).max()) or 1.0
    scale = top / 127.0
    q = np.clip(np.round(w / scale), -127, 127).astype(np.int8)
    return {
        "rows": int(w.shape[0]),
        "cols": int(w.shape[1]),
        "scale": scale,
        "weights": base64.b64encode(q.tobytes()).decode("ascii"),
        "bias": base64.b64encode(b.tobytes()).decode("ascii"),
    }


def export(model: Policy, game: str, trained: Dict[str, Any]) -> Dict[str, Any]:
    """The weights in the TypeScript bot's format (``PolicyWeights``), weights stored as signed bytes."""
    head: Dict[str, Any] = {"radix": list(model.radix), "tables": [_dense(t) for t in model.tables]}  # type: ignore[arg-type]
    if model.embed > 0:
        head["embed"] = {"actions": _dense(model.actions), "query": _dense(model.query)}
    if model.heuristic:
        head["heuristic"] = _dense(model.hint)
    return {
        "format": 3 if model.heuristic else 2 if model.embed > 0 else 1,
        "game": game,
        "observationSize": model.observation_size,
        "actionCount": model.action_count,
        "layers": [_dense(layer) for layer in model.layers],  # type: ignore[arg-type]
        "head": head,
        "trained": trained,
    }


def load_quantized(model: Policy, weights: Dict[str, Any]) -> None:
    """Puts the exported (quantized) weights back into the network, so it plays exactly as the exported bot."""
    modules = list(model.layers) + list(model.tables)
    dense = weights["layers"] + weights["head"]["tables"]
    if model.embed > 0:
        modules += [model.actions, model.query]
        dense += [weights["head"]["embed"]["actions"], weights["head"]["embed"]["query"]]
    if model.heuristic:
        modules.append(model.hint)
        dense.append(weights["head"]["heuristic"])
    with torch.no_grad():
        for layer, d in zip(modules, dense):
            w, b = decode_dense(d)
            layer.weight.copy_(torch.from_numpy(w.copy()))  # type: ignore[union-attr]
            layer.bias.copy_(torch.from_numpy(b.copy()))  # type: ignore[union-attr]
