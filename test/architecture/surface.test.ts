/**
 * One surface per game: every game subpath exports the same common names for the same things, move builders named
 * `<type>Move`, a few documented game-specific helpers, and nothing internal. (Type exports are locked by the API
 * reports in api/, checked in CI.)
 */
import { describe, expect, it } from 'vitest';
import * as bigfishModule from '../../src/games/bigfish/index.js';
import * as coinsModule from '../../src/games/coins/index.js';
import * as dalmutiModule from '../../src/games/dalmuti/index.js';
import * as linkoModule from '../../src/games/linko/index.js';

const MODULES: Record<string, { prefix: string; module: Record<string, unknown> }> = {
  linko: { prefix: 'Linko', module: linkoModule },
  coins: { prefix: 'Coins', module: coinsModule },
  dalmuti: { prefix: 'Dalmuti', module: dalmutiModule },
  bigfish: { prefix: 'BigFish', module: bigfishModule },
};

/** The helpers one game offers and the others have no use for, each documented as game-specific. */
const GAME_SPECIFIC: Readonly<Record<string, readonly string[]>> = {
  linko: [],
  coins: ['resolveTrick'],
  dalmuti: ['addSeat', 'moveFromCards'],
  bigfish: ['attemptPlacement'],
};

describe.each(Object.entries(MODULES))('the surface of cardrules/%s', (id, { prefix, module }) => {
  const names = Object.keys(module).sort();
  const common = [id, 'fromPosition', 'heuristic', 'hidden', 'encoding', 'formatCard', `${prefix}Codes`];

  it('has the common names, builders named <type>Move that build what legalMoves lists, and nothing else', () => {
    for (const name of common) expect(names, name).toContain(name);
    const builders = names.filter((n) => /^[a-z][A-Za-z]*Move$/.test(n));
    expect(builders.length).toBeGreaterThan(0);
    const rest = names.filter((n) => !common.includes(n) && !builders.includes(n));
    expect(rest).toEqual([...GAME_SPECIFIC[id]!].sort());
    const game = module[id] as { hidden: unknown; encoding: unknown; heuristic: unknown };
    expect(module.hidden).toBe(game.hidden);
    expect(module.encoding).toBe(game.encoding);
    expect(module.heuristic).toBe(game.heuristic);
  });

  it('holds at most 30 values (the type exports count in the API report)', () => {
    expect(names.length).toBeLessThanOrEqual(30);
  });

  it('exports nothing internal: no rule functions, no bound aliases, no definition', () => {
    const internal = [
      'apply',
      'normalizeOptions',
      'checkState',
      'parseMove',
      'explain',
      'setup',
      'legalMoves',
      'applyMove',
      'validate',
      'view',
      'score',
      'winners',
      'toAct',
      'isOver',
      'loadState',
      'eventsFor',
      'definition',
    ];
    expect(names.filter((n) => internal.includes(n))).toEqual([]);
    expect('definition' in (module[id] as object)).toBe(false);
  });
});
