"""A Python policy measured against the engine's bots, with 95% confidence intervals.

    PYTHONPATH=python python3 examples/python/evaluate.py --game coins --matches 300 --bots heuristic,ismcts:30

The policy plays one seat; the engine's bots play every other seat (inside the engine, so a step of the vectorized
environment comes back when it is the policy's turn again). The policy takes each seat in turn, so no seat's
advantage is counted for or against it. Each match is counted once, when it ends; its win share is 1 for a sole win,
1/k for a win shared by k seats. A uniformly random policy is measured the same way, as a baseline.
"""

from __future__ import annotations

import argparse
import random
from typing import Any, Callable, List, Sequence

import cardrules
from cardrules.stats import mean_interval, wilson

Policy = Callable[[Any, Any, random.Random], int]


def first_legal(observation: Any, mask: Any, rng: random.Random) -> int:
    """A deliberately simple policy: the legal action with the smallest number (in Coins, the weakest card of the
    first suit it holds; in Dalmuti, the lowest set). Replace it with yours: it sees only its observation and mask."""
    return next(a for a, allowed in enumerate(mask) if allowed)


def uniform(observation: Any, mask: Any, rng: random.Random) -> int:
    """Uniformly random among the legal actions: the baseline."""
    return rng.choice([a for a, allowed in enumerate(mask) if allowed])


def evaluate(game: str, policy: Policy, bot: str, matches: int, seats: int, seed: int) -> List[float]:
    """Plays ``matches`` matches (split over the policy's seats) and returns the policy's win share in each."""
    rng = random.Random(seed)
    shares: List[float] = []
    for seat in range(seats):
        n = matches // seats + (1 if seat < matches % seats else 0)
        if n == 0:
            continue
        with cardrules.vector_env(game, num_envs=n, seats=seats, seat=seat, opponents=bot) as venv:
            obs, infos = venv.reset(seed=f"{seed}:{seat}")
            done = [False] * n
            while not all(done):
                actions = [policy(obs["observation"][i], obs["action_mask"][i], rng) for i in range(n)]
                obs, rewards, terminations, truncations, infos = venv.step(actions)
                for i in range(n):
                    if terminations[i] and not done[i]:
                        done[i] = True
                        winners: Sequence[int] = infos["final_info"][i]["winners"]
                        shares.append(1.0 / len(winners) if seat in winners else 0.0)
    return shares


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="coins")
    parser.add_argument("--seats", type=int, default=None)
    parser.add_argument("--matches", type=int, default=300, help="matches per policy and bot")
    parser.add_argument("--bots", default="heuristic,ismcts:30", help="the engine's bots to play against")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    seats = args.seats or cardrules.games()[args.game]["seats"]["min"]
    print(f"{args.game}, {seats} seats, {args.matches} matches per line; a fair share is {1 / seats:.3f}")
    print(f"{'policy':<12} {'opponents':<14} {'win share':>9}   95% interval")
    for bot in args.bots.split(","):
        for name, policy in (("first_legal", first_legal), ("random", uniform)):
            shares = evaluate(args.game, policy, bot, args.matches, seats, args.seed)
            wins = sum(shares)
            low, high = wilson(wins, len(shares))
            mean, _, _ = mean_interval(shares)
            print(f"{name:<12} {bot:<14} {mean:>9.3f}   [{low:.3f}, {high:.3f}]  ({len(shares)} matches)")


if __name__ == "__main__":
    main()
