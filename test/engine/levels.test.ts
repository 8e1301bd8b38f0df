/**
 * Named levels in the engine: `hello` and each game list them among the bots, a level is accepted wherever a spec is
 * read, and the engine's budget applies to the spec a level names (`expert` = ISMCTS with 200 iterations).
 */
import { describe, expect, it } from 'vitest';
import { LEVEL_NAMES, LEVELS } from '../../src/bots/index.js';
import { session } from './helpers.js';

describe('named levels in the engine', () => {
  it('lists the levels and plays them', () => {
    const { send } = session();
    const hello = send({ cmd: 'hello' });
    for (const level of LEVEL_NAMES) expect(hello.bots).toContain(level);
    for (const g of hello.games) for (const level of LEVEL_NAMES) expect(g.bots).toContain(level);
    const started = send({ cmd: 'start', game: 'coins', seed: 1, bots: [null, 'easy', 'medium'] });
    expect(started.ok).toBe(true);
    expect(send({ cmd: 'bot', match: started.match, bot: 'hard' }).ok).toBe(true);
    expect(send({ cmd: 'bot', match: started.match, bot: 'nightmare' }).error.code).toBe('BAD_BOT');
  });

  it("bounds a level by the spec it names (expert's 200 iterations over a limit of 100)", () => {
    expect(LEVELS.expert).toBe('ismcts:200');
    const strict = session({ limits: { maxBotIterations: 100, maxBotMs: 5 } });
    const m = strict.send({ cmd: 'start', game: 'coins', seed: 1 }).match;
    expect(strict.send({ cmd: 'bot', match: m, bot: 'hard' }).ok).toBe(true);
    expect(strict.send({ cmd: 'bot', match: m, bot: 'expert' }).error.code).toBe('BAD_BOT');
  });
});
