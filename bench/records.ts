/**
 * What a recorded game costs, per game type: bytes per game of a records file (plain and gzip), against the JSON
 * record per line that `cardrules sim --out` wrote before (options, seed and bots repeated on every line, moves as
 * objects); and the live heap of a long recorded tournament (after a full garbage collection, every tenth of it),
 * which must not grow with the number of games.
 *
 *   bench/scale.sh records                  # 20,000 games per game type, random bots
 *   GAMES=100000 BOTS=heuristic,random bench/scale.sh records coins
 *   SEATS=4 GAMES=5000 BOTS=heuristic bench/scale.sh records linko   # seats per match (clamped to each game's range)
 */

import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { AnyGame } from '../src/core/index.js';
import { games } from '../src/registry.js';
import { readRecords, runTournament } from '../src/sim/index.js';

const GAMES = Number(process.env.GAMES ?? 20_000);
const BOTS = (process.env.BOTS ?? 'random').split(',');
const SEATS = process.env.SEATS ? Number(process.env.SEATS) : null;
const wanted = process.argv.slice(2);

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const liveHeap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const dir = mkdtempSync(join(tmpdir(), 'cardrules-records-bench-'));
console.log(
  '| game | seats | games | moves/game | bytes/game | gzip bytes/game | before: JSON record per line, bytes/game | live heap: start → end of the run (MB) |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
try {
  for (const game of Object.values<AnyGame>(games)) {
    if (wanted.length > 0 && !wanted.includes(game.id)) continue;
    const seats = SEATS === null ? game.seats.min : Math.min(game.seats.max, Math.max(game.seats.min, SEATS));
    const plain = join(dir, `${game.id}.jsonl`);
    const heap: number[] = [];
    const before = liveHeap();
    const run = await runTournament({
      game: game.id,
      seats,
      bots: BOTS,
      games: GAMES,
      seed: 'bytes',
      workers: 0,
      recordsFile: plain,
      onProgress: (done) => {
        if (done % (GAMES / 10) === 0) heap.push(liveHeap() - before);
      },
    });
    const gz = await runTournament({
      game: game.id,
      bots: BOTS,
      games: GAMES,
      seed: 'bytes',
      workers: 0,
      recordsFile: `${plain}.gz`,
    });
    // The line each game cost before: { index, bots, score, winners, moves, record: { game, version, seats, seed, options, moves } }.
    let verbose = 0;
    const { games: recorded } = await readRecords(plain);
    for await (const g of recorded) {
      verbose +=
        Buffer.byteLength(
          JSON.stringify({
            index: g.index,
            bots: g.bots,
            score: g.score,
            winners: g.winners,
            moves: g.record.moves.length,
            record: g.record,
          }),
        ) + 1;
    }
    const mb = (x: number) => (x / 2 ** 20).toFixed(2);
    console.log(
      `| ${game.id} | ${seats} | ${GAMES} | ${(run.results.moves / GAMES).toFixed(1)} | ${(statSync(plain).size / GAMES).toFixed(0)} | ${(gz.records!.bytes / GAMES).toFixed(0)} | ${(verbose / GAMES).toFixed(0)} | ${mb(heap[0]!)} → ${mb(heap.at(-1)!)} |`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
