/**
 * The builders are declared once, as the exports of `src/core/shape-kit.ts` (one export each, so a bundler keeps only
 * those a game uses); `shape`, the object `cardrules/core` hands to authors, lists them by hand so that it can be
 * marked pure. It must list every builder, each the kit's own function, and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { shape } from '../../src/core/index.js';
import * as kit from '../../src/core/shape-kit.js';

describe('shape, the builders as cardrules/core hands them out', () => {
  it('holds exactly the kit’s exports, each the same function, and is frozen', () => {
    expect(Object.keys(shape).sort()).toEqual(Object.keys(kit).sort());
    for (const [name, builder] of Object.entries(kit))
      expect(shape[name as keyof typeof shape], name).toBe(builder);
    expect(Object.isFrozen(shape)).toBe(true);
  });
});
