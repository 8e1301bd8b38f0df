/**
 * `cardrules replay`: a recorded game, move by move, with its events.
 * @module
 */
import { readFileSync } from 'node:fs';
import { replayFrames } from '../core/index.js';
import { getGame } from '../registry.js';

/**
 * Reads a record (a record file, a JSONL line of `cardrules sim --out`, or an object with a `record` field) and
 * prints every move and its events.
 * @param path - the file
 * @param out - where to print
 * @returns whether the record replayed to its end
 */
export function replayFile(path: string, out: (line: string) => void): boolean {
  const text = readFileSync(path, 'utf8').trim();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    try {
      data = JSON.parse(text.split('\n')[0] ?? ''); // the first game of a JSONL file
    } catch (e) {
      out(`${path}: not JSON (${e instanceof Error ? e.message : String(e)})`);
      return false;
    }
  }
  const record = (data as { record?: unknown }).record ?? data;
  const id = (record as { game?: unknown }).game;
  const game = typeof id === 'string' ? getGame(id) : undefined;
  if (!game) {
    out(`${path}: not a record of a known game (game: ${JSON.stringify(id)})`);
    return false;
  }
  const r = record as { seats: number; seed: unknown };
  out(`${game.name}, ${r.seats} seats, seed ${JSON.stringify(r.seed)}`);
  const result = replayFrames(game, record, (i, move, state, events) => {
    out(`${String(i + 1).padStart(4)}. ${game.formatMove(move)}`);
    for (const e of events) out(`        ${JSON.stringify(e)}`);
    if (game.isOver(state))
      out(
        `      match over: scores ${JSON.stringify(game.score(state))}, winners ${JSON.stringify(game.winners(state))}`,
      );
  });
  if (!result.ok) {
    out(`replay failed: ${result.error.message}`);
    return false;
  }
  return true;
}
