// Every rejection a player can meet has a code of BigFishCodes (or one of core's), a rule id of the rules page's
// rule index (or none), and a message in the notation: checked on every encodable move in states of random matches.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CommonCodes, Rng } from '../../../src/core/index.js';
import { decodeMove, encoding } from '../../../src/games/bigfish/encoding.js';
import {
  BigFishCodes,
  type BigFishOptions,
  type BigFishState,
  bigfish,
} from '../../../src/games/bigfish/index.js';

const page = readFileSync(resolve(import.meta.dirname, '../../../docs/rules/bigfish.md'), 'utf8');
const INDEX = new Set(
  [...page.split(/^## Rule index/m)[1]!.matchAll(/^- \*\*([^*]+)\*\*/gm)].map((m) => m[1]!),
);
const CODES = new Set<string>([...Object.values(BigFishCodes), ...Object.values(CommonCodes)]);

/** Some states of random matches (every 7th), in the variants with every kind of decision. */
function states(): BigFishState[] {
  const out: BigFishState[] = [];
  const variants: Partial<BigFishOptions>[] = [
    {},
    { advanced: true, plusSelection: 'playerChoice' },
    { rowCount: 2, commonDeckSize: 0, advanced: true },
  ];
  for (const [i, options] of variants.entries()) {
    const rng = Rng.fromSeed(`rejections:${i}`);
    let s = bigfish.setup({ seats: 3, seed: i, ...options });
    for (let n = 0; !bigfish.isOver(s); n++) {
      if (n % 7 === 0 || s.phase !== 'place') out.push(s);
      const moves = bigfish.legalMoves(s);
      s = bigfish.applyMove(s, moves[rng.int(moves.length)]!);
    }
    out.push(s);
  }
  return out;
}

describe('bigfish rejections', () => {
  it('the rule index lists what the codes name', () => {
    expect([...INDEX]).toEqual(expect.arrayContaining(['R4', 'L1', 'L2', 'L3', 'V1', 'V3']));
  });

  it('every rejected move has a listed code, an indexed rule (or none) and a message naming the move', () => {
    const seen = new Set<string>();
    for (const s of states()) {
      for (let a = 0; a < encoding.actionCount; a += a < 160 ? 1 : 211) {
        const move = decodeMove(a)!;
        const r = bigfish.validate(s, move);
        if (r.ok) continue;
        const { code, rule, message } = r.error;
        seen.add(code);
        expect(CODES, code).toContain(code);
        if (rule !== null) expect(INDEX, `${code} ${rule}`).toContain(rule);
        if (code !== CommonCodes.GAME_OVER)
          expect(message.startsWith(bigfish.formatMove(move)), message).toBe(true);
      }
    }
    for (const code of [
      'COLOUR_FORCED',
      'WRONG_ROW',
      'NOT_IN_HAND',
      'NO_SUCH_ROW',
      'WRONG_PHASE',
      'ROW_CLOSED',
    ])
      expect(seen).toContain(code);
  });
});
