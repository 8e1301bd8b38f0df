/**
 * Every game's invariants and its rules page list the same ids, in the same order: the ids the declared state shape
 * stands for (`shapeRules`, by default I1 and I2), then one `{ id, check }` per invariant. A page id with no check, or a check with no page
 * id, fails here. Every registered game.
 */

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type AnyGame, DEFAULT_SHAPE_RULES } from '../../src/core/index.js';
import { rulesOf } from '../../src/core/internal/rules.js';
import { games } from '../../src/registry.js';

/**
 * The invariant ids of a rules page: the bold ids that open the bullets of "## Invariants of a saved state" (`**I3**` or
 * `**I3 Cards.**`).
 */
function pageInvariantIds(markdown: string): string[] {
  const start = markdown.indexOf('## Invariants of a saved state');
  if (start < 0) return [];
  const rest = markdown.slice(start + 3);
  const end = rest.indexOf('\n## ');
  const section = end < 0 ? rest : rest.slice(0, end);
  return [...section.matchAll(/^- \*\*(I\d+)(?=[\s*])/gm)].map((m) => m[1]!);
}

describe.each(Object.values<AnyGame>(games).map((game) => [game.id, game] as const))(
  '%s: invariant ids',
  (id, game) => {
    it('the rules page and the code list the same invariants, in order', () => {
      const page = pageInvariantIds(readFileSync(`docs/rules/${id}.md`, 'utf8'));
      const def = rulesOf(game);
      const shapeRules = def.shapeRules ?? DEFAULT_SHAPE_RULES;
      const code = [...new Set([shapeRules.fields, shapeRules.values]), ...def.invariants.map((i) => i.id)];
      expect(page.length).toBeGreaterThan(0);
      expect(code).toEqual(page);
    });
  },
);

describe('pageInvariantIds', () => {
  it('reads the bullets of the invariants section only', () => {
    const page =
      '## Play\n- **I9** — not here\n## Invariants of a saved state\n\n- **I1** — a\n- **I2** — b\n  - **I7** nested\n## Rule index\n- **I8**';
    expect(pageInvariantIds(page)).toEqual(['I1', 'I2']);
  });
});
