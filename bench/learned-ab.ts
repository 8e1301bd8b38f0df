// One or more sets of learned weights for one game against the heuristic (or the bot spec OPPONENT names), side by
// side in one run: match i with each set of weights in turn (seeds `<SEEDS>:<i>`, by default `learned-bench:<i>` as
// bench/learned.ts; `SEEDS=follow` for fitting a choice such as python/training/follow.py's margin on seeds the
// strength table does not use), the learned bot's seat rotated. It prints each one's win share (ties shared) with a
// 95% interval (normal approximation). The weights files are the training's JSON (out/<game>.json), or the JSON after
// `= ` in a module of src/bots/weights/.
//   [SEEDS=follow] [OPPONENT=ismcts:30] npx tsx bench/learned-ab.ts <game> <matches> <A.json> [B.json ...]
import { readFileSync } from 'node:fs';
import { learnedBot, type PolicyWeights } from '../src/bots/learned.js';
import { playMatch } from '../src/bots/match.js';
import { botFromSpec } from '../src/bots/specs.js';
import { getGame } from '../src/registry.js';

const [id, count, ...files] = process.argv.slice(2);
const game = id === undefined ? undefined : getGame(id);
if (!game || files.length < 1) {
  throw new Error(
    'usage: npx tsx bench/learned-ab.ts <game> <matches> <weights A.json> [weights B.json ...]',
  );
}
const seeds = process.env.SEEDS ?? 'learned-bench';
const opponent = process.env.OPPONENT ?? 'heuristic';
const n = Number(count);
const json = (text: string): string =>
  text.trimStart().startsWith('{')
    ? text
    : text
        .slice(text.indexOf('= ') + 2)
        .trim()
        .replace(/;$/, '');
const weights = files.map((f) => JSON.parse(json(readFileSync(f, 'utf8'))) as PolicyWeights);
const seats = game.seats.min;
const share = files.map(() => 0);
for (let i = 0; i < n; i++) {
  for (const [k, w] of weights.entries()) {
    const me = i % seats;
    const bots = Array.from({ length: seats }, (_, s) =>
      s === me ? learnedBot(game, w) : botFromSpec(opponent, game),
    );
    const r = await playMatch(game, { seats, seed: `${seeds}:${i}` } as never, bots as never);
    if (r.winners.includes(me)) share[k]! += 1 / r.winners.length;
  }
}
for (const [k, f] of files.entries()) {
  const p = share[k]! / n;
  console.log(
    `${game.id} ${f}: ${(100 * p).toFixed(1)}% ± ${(196 * Math.sqrt((p * (1 - p)) / n)).toFixed(1)} against ${opponent} (even ${(100 / seats).toFixed(1)}%, seeds ${seeds}:<i>)`,
  );
}
