/**
 * The engine's observations, written straight into the reply's block (through a game's `observeInto`, or the view
 * for a game without one): the same numbers as `observe(view)` of each match, for every game, in every format, and
 * correct when a batch names a match more than once (each row shows the match as it was after its own move).
 */
import { describe, expect, it } from 'vitest';
import { type AnyGame, Rng } from '../../src/core/index.js';
import { createSimulator } from '../../src/core/simulator.js';
import { games } from '../../src/registry.js';
import { floatsFromBase64, session } from './helpers.js';

/** The observation of the seat to act (zeros when over) of a state, by the view. */
function viewObservation(game: AnyGame, state: unknown): number[] {
  const enc = game.encoding!;
  const seat = game.toAct(state);
  return seat === null
    ? new Array<number>(enc.observationSize).fill(0)
    : Array.from(enc.observe(game.view(state, seat)));
}

describe('engine observations', () => {
  for (const game of Object.values<AnyGame>(games)) {
    it(`${game.id}: a batch's block holds each match's observe(view), in json, base64 and binary`, () => {
      const { send, engine } = session();
      const seats = game.seats.min;
      const count = 5;
      const seeds = Array.from({ length: count }, (_, i) => `obs:${i}`);
      const started = send({ cmd: 'start', game: game.id, seats, count, seeds });
      expect(started.ok).toBe(true);
      const matches: number[] = started.match;
      // Play the matches apart: match i makes 3·i random moves, so they stand at different points.
      const sims = seeds.map((seed) => createSimulator(game, game.setup({ seats, seed })));
      sims.forEach((sim, i) => {
        const rng = Rng.fromSeed(`moves:${i}`);
        for (let k = 0; k < 3 * i && !sim.isOver(); k++) {
          const legal = sim.legalMoves();
          const move = legal[rng.int(legal.length)];
          const r = send({ cmd: 'apply', match: matches[i], move });
          expect(r.ok).toBe(true);
          sim.apply(move);
        }
      });
      const want = sims.flatMap((sim) => viewObservation(game, sim.state));
      const json = send({ cmd: 'status', matches, show: ['obs'] });
      expect((json.obs as number[][]).flat()).toEqual(want.map((x) => Math.fround(x)));
      const b64 = send({ cmd: 'status', matches, show: ['obs'], format: 'base64' });
      expect(floatsFromBase64(b64.obs)).toEqual(want);
      const bin = engine.respond(
        JSON.stringify({ id: 1, cmd: 'status', matches, show: ['obs'], format: 'binary' }),
      );
      const head = JSON.parse(bin.line);
      const bytes = Buffer.concat(bin.payload.map((b) => Buffer.from(b.buffer, b.byteOffset, b.byteLength)));
      const [at, length] = head.binary.obs as [number, number];
      const floats: number[] = [];
      for (let i = 0; i < length; i += 4) floats.push(bytes.readFloatLE(at + i));
      expect(floats).toEqual(want);
      // One match, and another seat than the one to act (and the spectator) through `observe`.
      const one = send({ cmd: 'observe', match: matches[1], seat: 0 });
      expect(one.obs).toEqual(Array.from(game.encoding!.observe(game.view(sims[1]!.state, 0))));
      const spectator = send({ cmd: 'observe', matches, seats: matches.map(() => null), format: 'base64' });
      expect(floatsFromBase64(spectator.obs)).toEqual(
        sims.flatMap((sim) => Array.from(game.encoding!.observe(game.view(sim.state, null)))),
      );
    });
  }

  it('shows each row of a batch that names a match twice as it was after that row’s own move', () => {
    const { send } = session();
    const coins: AnyGame = games.coins;
    const started = send({ cmd: 'start', game: 'coins', seed: 5 });
    const id: number = started.match;
    const sim = createSimulator(coins, coins.setup({ seats: 3, seed: 5 }));
    const first = coins.encoding!.encodeMove(sim.legalMoves()[0]);
    const afterFirst = sim.clone();
    afterFirst.apply(coins.encoding!.decodeMove(first));
    const second = coins.encoding!.encodeMove(afterFirst.legalMoves()[0]);
    const afterBoth = afterFirst.clone();
    afterBoth.apply(coins.encoding!.decodeMove(second));
    for (const format of ['json', 'base64'] as const) {
      const { send: again } = format === 'json' ? { send } : session();
      if (format === 'base64') again({ cmd: 'start', game: 'coins', seed: 5 });
      const r = again({
        cmd: 'apply',
        matches: [id, id],
        actions: [first, second],
        show: ['obs', 'mask'],
        format,
      });
      expect(r.ok).toBe(true);
      expect(r.errors).toEqual([null, null]);
      const size = coins.encoding!.observationSize;
      const obs = format === 'json' ? (r.obs as number[][]).flat() : floatsFromBase64(r.obs);
      expect(obs.slice(0, size)).toEqual(viewObservation(coins, afterFirst.state));
      expect(obs.slice(size)).toEqual(viewObservation(coins, afterBoth.state));
      const masks =
        format === 'json' ? (r.mask as number[][]).flat() : Array.from(Buffer.from(r.mask, 'base64'));
      const maskOf = (s: typeof sim) => {
        const m = new Array<number>(coins.encoding!.actionCount).fill(0);
        for (const move of s.legalMoves()) m[coins.encoding!.encodeMove(move)] = 1;
        return m;
      };
      expect(masks).toEqual([...maskOf(afterFirst), ...maskOf(afterBoth)]);
    }
  });
});
