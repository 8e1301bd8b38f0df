/** Move shapes: parsing (strict, normalizing, never throwing), the text notation and the rejection codes. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CommonCodes, Rng } from '../../../src/core/index.js';
import { ACTION_COUNT, decodeMove } from '../../../src/games/linko/encoding.js';
import { LinkoCodes, linko } from '../../../src/games/linko/index.js';
import { formatMove, parseMoveText } from '../../../src/games/linko/notation.js';
import { A, B, deck, decline, discard, disp, P, pass, pos, run, X } from './fixtures.js';

describe('Linko moves', () => {
  it('linko.parseMove returns canonical moves with a fixed key order', () => {
    const r = linko.parseMove({ jokers: 1, naturals: 2, value: 7, type: 'play' });
    expect(r.ok && JSON.stringify(r.value)).toBe('{"type":"play","value":7,"naturals":2,"jokers":1}');
    const c = linko.parseMove({ type: 'play', cards: [X, 6, 6] });
    expect(c.ok && c.value).toEqual(P(6, 2, 1));
    const j = linko.parseMove({ type: 'play', cards: [X, X] });
    expect(j.ok && j.value).toEqual(P(null, 0, 2));
    expect(linko.parseMove({ type: 'drawDisplay', card: 0 })).toEqual({ ok: true, value: disp(X) });
  });

  it('linko.parseMove rejects malformed moves with BAD_SHAPE and a path', () => {
    const code = (m: unknown) => {
      const r = linko.parseMove(m);
      return r.ok ? 'OK' : `${r.error.code}${r.error.path ? `@${r.error.path}` : ''}`;
    };
    expect(code(null)).toBe('BAD_SHAPE');
    expect(code('take')).toBe('BAD_SHAPE');
    expect(code({ type: 'snatch' })).toBe('BAD_SHAPE@type');
    expect(code({ type: 'take', seat: 1 })).toBe('BAD_SHAPE@seat');
    expect(code({ type: 'play', value: 7, naturals: 2 })).toBe('BAD_SHAPE@jokers');
    expect(code({ type: 'play', value: 7, naturals: 9, jokers: 0 })).toBe('BAD_SHAPE@naturals');
    expect(code({ type: 'play', value: 7, naturals: 1.5, jokers: 0 })).toBe('BAD_SHAPE@naturals');
    expect(code({ type: 'play', value: 14, naturals: 1, jokers: 0 })).toBe('BAD_SHAPE@value');
    expect(code({ type: 'play', value: null, naturals: 1, jokers: 0 })).toBe('BAD_SHAPE@value');
    expect(code({ type: 'play', value: 3, naturals: 0, jokers: 1 })).toBe('BAD_SHAPE@value');
    expect(code({ type: 'play', value: 3, naturals: 1, jokers: 6 })).toBe('BAD_SHAPE@jokers');
    expect(code({ type: 'play', cards: [3, 3], value: 3 })).toBe('BAD_SHAPE@value');
    expect(code({ type: 'play', cards: [14] })).toBe('BAD_SHAPE@cards.0');
    expect(code({ type: 'play', cards: [X, X, X, X, X, X] })).toBe('BAD_SHAPE@cards');
    expect(code({ type: 'drawDisplay', card: 14 })).toBe('BAD_SHAPE@card');
    expect(code({ type: 'drawDisplay' })).toBe('BAD_SHAPE@card');
  });

  it('linko.parseMove never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        const r = linko.parseMove(x);
        expect(typeof r.ok).toBe('boolean');
      }),
      { seed: 3, numRuns: 500 },
    );
  });

  it('formatMove and parseMoveText are inverse on every move', () => {
    const all = [
      P(7, 2, 1),
      P(6, 3, 2),
      P(12, 1, 0),
      P(null, 0, 2),
      P(13, 8, 5),
      ...['take', 'decline', 'takeBack', 'discard', 'drawDeck', 'pass'].map((type) => ({ type }) as never),
      disp(X),
      disp(9),
    ];
    expect(all.map(formatMove)).toEqual([
      '2×7+J',
      '3×6+2J',
      '1×12',
      '2×J',
      '8×13+5J',
      'take',
      'decline',
      'take back',
      'discard',
      'draw from deck',
      'pass',
      'draw J from display',
      'draw 9 from display',
    ]);
    for (const m of all) expect(parseMoveText(formatMove(m))).toEqual(m);
    expect(parseMoveText('0×7')).toBeNull();
    expect(parseMoveText('2×0')).toBeNull();
    expect(parseMoveText('hello')).toBeNull();
    expect(linko.formatMove(P(5, 1, 0))).toBe('1×5');
  });

  it('explain: every rejection names its rule', () => {
    const s = pos({
      seats: 2,
      current: A,
      hands: [[9, 9, 1], [2]],
      stacks: [[], [[3, 3]]],
      display: [4, 4, 4, 4, 4, 4],
    });
    const why = (st: typeof s, m: unknown) => {
      const v = linko.validate(st, m);
      return v.ok ? 'OK' : `${v.error.code}:${v.error.rule}`;
    };
    expect(why(s, P(9, 3, 0))).toBe('NOT_IN_HAND:A4');
    expect(why(s, P(null, 0, 1))).toBe('NOT_IN_HAND:A4');
    expect(why(s, deck)).toBe('WRONG_PHASE:A5');
    expect(why(s, pass)).toBe('PASS_NOT_ALLOWED:A18');
    const offer = run(s, [[A, P(9, 2, 0)]]).state;
    expect(why(offer, P(1, 1, 0))).toBe('WRONG_PHASE:A5');
    expect(why(offer, discard)).toBe('WRONG_PHASE:A5');
    const draw = run(offer, [
      [A, decline],
      [B, discard],
    ]).state;
    expect(why(draw, disp(7))).toBe('NOT_ON_DISPLAY:A19');
    expect(why(draw, pass)).toBe('WRONG_PHASE:A8');
    expect(why(draw, { type: 'drawDisplay', card: 'X' })).toBe('BAD_SHAPE:null');
  });

  it('every rejection code is one of LinkoCodes or core’s, and every rule id one of the rule index', () => {
    const codes = new Set<string>();
    const rules = new Set<string>();
    for (const amigo2022 of [false, true]) {
      let s = linko.setup({ seats: 3, seed: `codes-${amigo2022}`, games: 1, amigo2022 });
      const rng = Rng.fromSeed(1);
      while (!linko.isOver(s)) {
        const inputs: unknown[] = [
          { type: 'play', cards: [6, 7] },
          { type: 'play', cards: [] },
          { type: 'x' },
        ];
        for (let a = 0; a < ACTION_COUNT; a += 7) inputs.push(decodeMove(a));
        for (const input of inputs) {
          const v = linko.validate(s, input, linko.toAct(s)!);
          if (!v.ok) {
            codes.add(v.error.code);
            if (v.error.rule !== null) rules.add(v.error.rule);
          }
        }
        const moves = linko.legalMoves(s);
        s = linko.applyMove(s, moves[rng.int(moves.length)]!);
      }
    }
    const known = new Set<string>([...Object.values(LinkoCodes), ...Object.values(CommonCodes)]);
    expect([...codes].filter((c) => !known.has(c))).toEqual([]);
    // The ids of docs/rules/linko.md's rule index that rejections name.
    expect([...rules].filter((r) => !['A3', 'A4', 'A5', 'A8', 'A11', 'A18', 'A19'].includes(r))).toEqual([]);
    expect(codes).toContain('NOT_IN_HAND');
    expect(codes).toContain('WRONG_PHASE');
  });
});
