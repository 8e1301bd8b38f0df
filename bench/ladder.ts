/**
 * The rating ladder behind docs/bots.md ("Bots by strength"): for every registered game, a round robin of the
 * ladder's bots (LADDER_BOTS, plus `ismcts:30:eval=off` to show what the game's evaluation changes), a Bradley–Terry
 * fit and each bot's CPU time per decision. Writes docs/images/ladder-<game>.svg and the tables between the
 * `<!-- ladder:begin -->` and `<!-- ladder:end -->` marks of docs/bots.md.
 *
 *   nice -n 10 npx tsx bench/ladder.ts                        # 12 games per pair, 2 workers
 *   GAMES=60 WORKERS=2 npx tsx bench/ladder.ts coins dalmuti  # a bigger budget, some games
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { ladderBotsFor } from '../src/bots/index.js';
import { games } from '../src/registry.js';
import { type Ladder, ladderSvg, ladderTable, runLadder } from '../src/sim/index.js';

const GAMES = Number(process.env.GAMES ?? 12);
const WORKERS = Number(process.env.WORKERS ?? 2);
const SEED = process.env.SEED ?? 'ladder-1';

const wanted = process.argv.slice(2);
const docs = new URL('../docs/bots.md', import.meta.url);

const sections: string[] = [];
for (const game of Object.values(games)) {
  if (wanted.length > 0 && !wanted.includes(game.id)) continue;
  const started = Date.now();
  const ladder: Ladder = await runLadder({
    game: game.id,
    bots: [...ladderBotsFor(game), 'ismcts:30:eval=off'],
    games: GAMES,
    seed: SEED,
    workers: WORKERS,
    onProgress: (line) => console.error(`${game.id}: ${line}`),
  });
  const svg = `images/ladder-${game.id}.svg`;
  writeFileSync(
    new URL(`../docs/${svg}`, import.meta.url),
    ladderSvg(ladder, `${game.name}: rating against CPU time per decision`),
  );
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  sections.push(
    [
      `### ${game.name}`,
      '',
      `${ladder.seats} seats, ${ladder.gamesPerPair} games per pair, seed \`${SEED}\`, ${minutes} min wall time.`,
      '',
      ladderTable(ladder, 'markdown'),
      '',
      `![${game.name}: rating against CPU µs per decision](${svg})`,
      '',
    ].join('\n'),
  );
  console.log(`${game.name}\n${ladderTable(ladder, 'text')}\n`);
}

const text = readFileSync(docs, 'utf8');
const begin = '<!-- ladder:begin -->';
const end = '<!-- ladder:end -->';
const i = text.indexOf(begin);
const j = text.indexOf(end);
if (i >= 0 && j > i && wanted.length === 0) {
  writeFileSync(docs, `${text.slice(0, i + begin.length)}\n\n${sections.join('\n')}\n${text.slice(j)}`);
  console.error('wrote docs/bots.md');
} else console.log(sections.join('\n'));
