/**
 * A rejection's `rule` is written one way in every game (`R4`, `A13`, `P2`: capital letters, digits, an optional
 * lowercase letter or `.digits`), and each id a game's code can produce is listed in that game's rule index in
 * `docs/rules/<game>.md`, so a reader can look it up.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const GAMES = readdirSync(join(root, 'src/games')).sort();
const ID = /^[A-Z]+\d+(?:[a-z]|\.\d+)?$/;

/** The string literals passed as the rule of `violation(code, rule, …)` in a game's sources. */
function ruleIdsUsed(game: string): Map<string, string> {
  const dir = join(root, 'src/games', game);
  const used = new Map<string, string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(join(dir, file), 'utf8');
    for (const m of text.matchAll(/violation\(\s*[^,()]+,\s*(['"`])([^'"`]*)\1/g)) used.set(m[2]!, file);
  }
  return used;
}

/** The ids listed in the "Rule index" section of a game's rules page (`- **R4** — …`). */
function ruleIndex(game: string): Set<string> {
  const page = readFileSync(join(root, 'docs/rules', `${game}.md`), 'utf8');
  const section = page.split(/^## /m).find((s) => s.startsWith('Rule index'));
  if (section === undefined) return new Set();
  return new Set([...section.matchAll(/^- \*\*([^*]+)\*\*/gm)].map((m) => m[1]!));
}

describe('rule ids of rejections', () => {
  it('reads the ids out of violation(…) calls', () => {
    const text = "violation('NOT_IN_HAND', 'R5', 'no'); violation(Codes.X, \"A13\", `m`)";
    expect([...text.matchAll(/violation\(\s*[^,()]+,\s*(['"`])([^'"`]*)\1/g)].map((m) => m[2])).toEqual([
      'R5',
      'A13',
    ]);
    expect(['R4', 'A13', 'P2a', 'B4.1'].every((id) => ID.test(id))).toBe(true);
    expect(['§4.1', '4.1', 'D-A13', 'V', 'r4'].some((id) => ID.test(id))).toBe(false);
  });

  for (const game of GAMES) {
    it(`${game}: every id is written R4-style and listed in docs/rules/${game}.md`, () => {
      const used = ruleIdsUsed(game);
      expect(used.size, `${game} names no rule ids at all`).toBeGreaterThan(0);
      const index = ruleIndex(game);
      const bad = [...used].filter(([id]) => !ID.test(id) || !index.has(id)).map(([id, f]) => `${id} (${f})`);
      expect(bad).toEqual([]);
    });
  }
});
