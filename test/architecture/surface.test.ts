/**
 * One surface per game, for every game of the registry: every game subpath exports the same common names for the same
 * things, move builders named `<type>Move`, a few game-specific helpers its rules page documents, and nothing
 * internal. (Type exports are locked by the API reports in api/, checked in CI.)
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { games } from '../../src/registry.js';

const root = resolve(import.meta.dirname, '../..');
const MODULES: [string, Record<string, unknown>][] = await Promise.all(
  Object.keys(games).map(
    async (id) =>
      [id, await import(/* @vite-ignore */ join(root, 'src/games', id, 'index.ts'))] as [
        string,
        Record<string, unknown>,
      ],
  ),
);

/**
 * The exports of a game's subpath beyond the common names and its move builders: each must be a helper its rules
 * page documents (written there as `` `name(…)` ``), the game-specific helpers one game offers and the others have no
 * use for.
 */
function undocumented(rest: readonly string[], page: string): string[] {
  return rest.filter((name) => !page.includes(`\`${name}(`));
}

describe.each(MODULES)('the surface of cardrules/%s', (id, module) => {
  const names = Object.keys(module).sort();
  const codes = names.filter((n) => /^[A-Z][A-Za-z]*Codes$/.test(n));
  const common = [
    id,
    `${id}Rules`,
    'fromPosition',
    'heuristic',
    'hidden',
    'encoding',
    'formatCard',
    ...codes,
  ];

  it('has the common names, builders named <type>Move that build what legalMoves lists, and helpers its rules page documents', () => {
    expect(codes, 'one object of rejection codes, <Game>Codes').toHaveLength(1);
    for (const name of common) expect(names, name).toContain(name);
    const builders = names.filter((n) => /^[a-z][A-Za-z]*Move$/.test(n));
    expect(builders.length).toBeGreaterThan(0);
    const rest = names.filter((n) => !common.includes(n) && !builders.includes(n));
    const page = readFileSync(join(root, 'docs/rules', `${id}.md`), 'utf8');
    expect(undocumented(rest, page)).toEqual([]);
    expect(undocumented(['internalHelper'], page)).toEqual(['internalHelper']);
    const game = module[id] as { id: string; hidden: unknown; encoding: unknown; heuristic: unknown };
    expect(game.id).toBe(id);
    expect(module.hidden).toBe(game.hidden);
    expect(module.encoding).toBe(game.encoding);
    expect(module.heuristic).toBe(game.heuristic);
  });

  it("the API reference lists the game object's methods: its declaration is documented as a namespace", () => {
    const source = readFileSync(join(root, 'src/games', id, 'game.ts'), 'utf8');
    const at = source.indexOf(`export const ${id}`);
    const comment = source.slice(source.lastIndexOf('/**', at), at);
    expect(comment).toMatch(/^\s*\*\s*@namespace\b/m);
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
