// The learned bot against the heuristic and against ISMCTS with 30 iterations, per game of the registry, side by
// side in one run: match i against the heuristic, then match i against ismcts:30, with the learned bot's seat rotated.
// It prints the learned bot's win share with a 95% interval (normal approximation) and the CPU time per decision of
// the learned bot and of ismcts:30 (process.cpuUsage around each decision).
//   npx tsx bench/learned.ts [matches per game and opponent, default 100] [game ids...]
import { playMatch } from '../src/bots/match.js';
import { botFromSpec } from '../src/bots/specs.js';
import type { Bot } from '../src/bots/types.js';
import { games } from '../src/registry.js';

const n = Number(process.argv[2] ?? 100);
const only = process.argv.slice(3);
const OPPONENTS = ['heuristic', 'ismcts:30'] as const;

interface Clock {
  us: number;
  decisions: number;
}
const timed = (bot: Bot, clock: Clock): Bot =>
  ((view, legal, rng, seat) => {
    const t = process.cpuUsage();
    const m = (bot as (...a: unknown[]) => unknown)(view, legal, rng, seat);
    const d = process.cpuUsage(t);
    clock.us += d.user + d.system;
    clock.decisions++;
    return m;
  }) as Bot;

console.log(
  `| game | learned vs heuristic | learned vs ismcts:30 | even | µs/decision learned | µs/decision ismcts:30 | ratio |`,
);
console.log(`| --- | --- | --- | --- | --- | --- | --- |`);
for (const game of Object.values(games)) {
  if (only.length > 0 && !only.includes(game.id)) continue;
  const seats = game.seats.min;
  const share: Record<string, number> = { heuristic: 0, 'ismcts:30': 0 };
  const learnedClock: Clock = { us: 0, decisions: 0 };
  const ismctsClock: Clock = { us: 0, decisions: 0 };
  for (let i = 0; i < n; i++) {
    for (const opp of OPPONENTS) {
      const me = i % seats;
      const bots = Array.from({ length: seats }, (_, s) =>
        s === me
          ? timed(botFromSpec('learned', game) as Bot, learnedClock)
          : opp === 'ismcts:30'
            ? timed(botFromSpec(opp, game) as Bot, ismctsClock)
            : botFromSpec(opp, game),
      );
      const r = await playMatch(game, { seats, seed: `learned-bench:${i}` } as never, bots as never);
      if (r.winners.includes(me)) share[opp]! += 1 / r.winners.length;
    }
  }
  const cell = (s: number) => {
    const p = s / n;
    return `${(100 * p).toFixed(1)}% ± ${(196 * Math.sqrt((p * (1 - p)) / n)).toFixed(1)}`;
  };
  const a = learnedClock.us / learnedClock.decisions;
  const b = ismctsClock.us / ismctsClock.decisions;
  console.log(
    `| ${game.id} | ${cell(share.heuristic!)} | ${cell(share['ismcts:30']!)} | ${(100 / seats).toFixed(1)}% | ${a.toFixed(0)} | ${b.toFixed(0)} | ${(b / a).toFixed(0)}× |`,
  );
}
