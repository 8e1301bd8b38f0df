"""A random agent on any cardrules game, through PettingZoo's AEC loop.

    PYTHONPATH=python python3 examples/python/random_agent.py --game dalmuti --seats 5 --matches 3

Every agent samples a legal action from its mask; at the end each agent sees its final reward once (``step(None)``).
"""

from __future__ import annotations

import argparse

import cardrules


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="coins", help="linko, coins, dalmuti or bigfish")
    parser.add_argument("--seats", type=int, default=None, help="default: the fewest the game allows")
    parser.add_argument("--matches", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--render", action="store_true", help="print the table after every move")
    args = parser.parse_args()

    env = cardrules.env(args.game, seats=args.seats, render_mode="human" if args.render else None)
    env.reset(seed=args.seed)
    for agent in env.possible_agents:
        env.action_space(agent).seed(args.seed)
    for match in range(args.matches):
        if match > 0:
            env.reset()  # the next match of the seed's stream
        moves = 0
        totals = {}
        for agent in env.agent_iter():
            observation, reward, termination, truncation, info = env.last()
            if termination or truncation:
                totals[agent] = reward
                action = None
            else:
                action = env.action_space(agent).sample(observation["action_mask"])
                moves += 1
            env.step(action)
        print(
            f"{args.game} match {match + 1} (seed {env.seed_used}): {moves} moves, "
            f"scores {env.scores}, winners {env.winners}, rewards {totals}"
        )
    env.close()


if __name__ == "__main__":
    main()
