/**
 * `playouts`: K matches inside the engine. Random playouts must be exactly core's `randomPlayouts` (same seeding:
 * match i from "<seed>:i", its moves from "<seed>:i:moves"); bot playouts exactly `playMatch` with the bots' streams
 * "<seed>:i:bot:<seat>". Both oracles are the library's own runners, written independently of the engine.
 */
import { describe, expect, it } from 'vitest';
import { botFromSpec, playMatch } from '../../src/bots/index.js';
import { randomPlayouts } from '../../src/core/simulator.js';
import { games, getGame } from '../../src/registry.js';
import { session } from './helpers.js';

describe('playouts', () => {
  it.each(Object.keys(games))('%s: random playouts equal randomPlayouts of core', (id) => {
    const game = getGame(id)!;
    const { send } = session();
    const r = send({ cmd: 'playouts', game: id, count: 20, seed: 'p' });
    const expected = randomPlayouts(game, { seats: game.seats.min }, 20, 'p');
    expect(r).toMatchObject({
      ok: true,
      count: 20,
      moves: expected.moves,
      scoreSums: expected.scoreSums,
      wins: expected.wins,
      truncated: 0,
    });
    const shares = r.winShares.reduce((a: number, b: number) => a + b, 0);
    expect(shares).toBeCloseTo(20, 9);
  });

  it('bot playouts equal playMatch with the same deals and bot streams', async () => {
    const game = getGame('coins')!;
    const { send } = session();
    const specs = ['heuristic', 'random', 'ismcts:3'];
    const r = send({ cmd: 'playouts', game: 'coins', count: 3, seed: 7, bots: specs, results: true });
    for (let i = 0; i < 3; i++) {
      const m = await playMatch(
        game,
        { seats: 3, seed: `7:${i}` },
        specs.map((s) => botFromSpec(s, game)),
        { botSeed: `7:${i}:bot` },
      );
      expect(r.results[i]).toEqual({
        seed: `7:${i}`,
        scores: m.score,
        winners: m.winners,
        moves: m.moves,
        over: true,
      });
    }
  });

  it('from an open match: every playout starts at its position, with later deals drawn afresh', () => {
    const { send } = session();
    send({ cmd: 'start', game: 'coins', seed: 3, options: { target: 30 } });
    for (let k = 0; k < 10; k++)
      send({ cmd: 'apply', match: 1, action: send({ cmd: 'legal', match: 1 }).legalActions[0] });
    const before = send({ cmd: 'state', match: 1 }).state;
    const r = send({ cmd: 'playouts', from: 1, count: 8, seed: 1, results: true });
    expect(r.ok).toBe(true);
    for (const one of r.results) expect(one.over).toBe(true);
    // Coins' first hand has 48 cards; ten were played, so a playout makes at least the 38 left of this hand.
    for (const one of r.results) expect(one.moves).toBeGreaterThanOrEqual(38);
    expect(new Set(r.results.map((x: { moves: number }) => x.moves)).size).toBeGreaterThan(1);
    expect(send({ cmd: 'state', match: 1 }).state).toEqual(before);
  });

  it('refuses bad counts, bots and a finished match', () => {
    const { send } = session({ limits: { maxPlayouts: 10 } });
    expect(send({ cmd: 'playouts', game: 'coins', count: 11 }).error.code).toBe('BAD_FIELD');
    expect(send({ cmd: 'playouts', game: 'coins', count: 1, bots: ['random'] }).error.code).toBe('BAD_FIELD');
    expect(send({ cmd: 'playouts', game: 'coins', count: 1, bots: 'nobody' }).error.code).toBe('BAD_BOT');
    send({ cmd: 'start', game: 'coins', seed: 1, bots: ['random', 'random', 'random'] });
    expect(send({ cmd: 'playouts', from: 1, count: 1 }).error.code).toBe('GAME_OVER');
  });
});
