// The learned bot against the heuristic and against ISMCTS with 30 iterations, per game of the registry, side by
// side in one run: match i against the heuristic, then match i against ismcts:30, with the learned bot's seat rotated.
// It prints the learned bot's win share with a 95% interval (normal approximation) and the CPU time per decision of
// the learned bot and of ismcts:30 (process.cpuUsage around each decision). With HEURISTIC_MATCHES=<m> (more than the
// matches given) the pairing with the heuristic, which costs little, goes on alone up to m matches, on the same seeds.
//   [HEURISTIC_MATCHES=m] npx tsx bench/learned.ts [matches per game and opponent, default 100] [game ids...]
import { playMatch } from '../src/bots/match.js';
import { botFromSpec } from '../src/bots/specs.js';
import type { Bot } from '../src/bots/types.js';
import { games } from '../src/registry.js';

const n = Number(process.argv[2] ?? 100);
const against = { heuristic: Math.max(n, Number(process.env.HEURISTIC_MATCHES ?? n)), 'ismcts:30': n };
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
  for (let i = 0; i < against.heuristic; i++) {
    for (const opp of OPPONENTS) {
      if (i >= against[opp]) continue;
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
  const cell = (opp: (typeof OPPONENTS)[number]) => {
    const m = against[opp];
    const p = share[opp]! / m;
    return `${(100 * p).toFixed(1)}% ± ${(196 * Math.sqrt((p * (1 - p)) / m)).toFixed(1)} (${m})`;
  };
  const a = learnedClock.us / learnedClock.decisions;
  const b = ismctsClock.us / ismctsClock.decisions;
  console.log(
    `| ${game.id} | ${cell('heuristic')} | ${cell('ismcts:30')} | ${(100 / seats).toFixed(1)}% | ${a.toFixed(0)} | ${b.toFixed(0)} | ${(b / a).toFixed(0)}× |`,
  );
}
