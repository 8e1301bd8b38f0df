/**
 * Bot budgets: a spec that asks more search per decision than the engine's limits (`maxBotIterations`, `maxBotMs`) is
 * refused with `BAD_BOT` in every place a spec is read (`start`/`load` bots, `bot`, `playouts`), and a spec at the
 * limit is accepted. Without the bound, `ismcts:1e15` would occupy the engine indefinitely.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../src/engine/index.js';
import { session } from './helpers.js';

describe('bot budgets', () => {
  it('hello reports the bounds', () => {
    const { send } = session();
    const r = send({ cmd: 'hello' });
    expect(r.limits.maxBotIterations).toBe(100_000);
    expect(r.limits.maxBotMs).toBe(10_000);
    expect(DEFAULT_LIMITS.maxBotIterations).toBe(100_000);
  });

  it.each([
    'ismcts:1e15',
    'ismcts:100001',
    'ismcts:it=200000',
    'ismcts:iterations=Infinity',
    'ismcts:ms=1e12',
    'ismcts:ms=10001',
    'ismcts:50:ms=20000',
  ])('refuses %s everywhere a spec is read', (spec) => {
    const { send } = session();
    const started = send({ cmd: 'start', game: 'coins', seed: 1, bots: [null, spec, null] });
    expect(started.ok).toBe(false);
    expect(started.error).toMatchObject({ kind: 'request', code: 'BAD_BOT', path: 'bots.1' });
    const m = send({ cmd: 'start', game: 'coins', seed: 1 }).match;
    const asked = send({ cmd: 'bot', match: m, bot: spec });
    expect(asked.error).toMatchObject({ code: 'BAD_BOT', path: 'bot' });
    const played = send({ cmd: 'playouts', game: 'coins', count: 1, bots: spec });
    expect(played.error).toMatchObject({ code: 'BAD_BOT' });
    // Nothing moved: the match is where it was dealt.
    expect(send({ cmd: 'record', match: m }).record.moves).toEqual([]);
  });

  it('accepts the limits themselves and a host may set its own', () => {
    const { send } = session();
    expect(
      send({ cmd: 'start', game: 'coins', seed: 1, bots: [null, 'ismcts:100000', 'ismcts:ms=10000'] }).ok,
    ).toBe(true);
    const strict = session({ limits: { maxBotIterations: 10, maxBotMs: 5 } });
    const m = strict.send({ cmd: 'start', game: 'coins', seed: 1 }).match;
    expect(strict.send({ cmd: 'bot', match: m, bot: 'ismcts:10' }).ok).toBe(true);
    expect(strict.send({ cmd: 'bot', match: m, bot: 'ismcts:11' }).error.code).toBe('BAD_BOT');
    expect(strict.send({ cmd: 'bot', match: m, bot: 'ismcts:ms=6' }).error.code).toBe('BAD_BOT');
  });
});
