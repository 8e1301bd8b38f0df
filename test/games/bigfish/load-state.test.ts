import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidStateError, Rng } from '../../../src/core/index.js';
import { type BigFishState, bigfish, fromPosition } from '../../../src/games/bigfish/index.js';
import { counted } from '../../fixtures/counting.js';

const paths = (input: unknown): string[] => {
  const r = bigfish.loadState(input);
  return r.ok ? [] : r.error.issues.map((i) => i.path);
};

describe('bigfish loadState and fromPosition', () => {
  const good = JSON.parse(JSON.stringify(bigfish.setup({ seats: 3, seed: 5, advanced: true })));

  it('accepts real states and round-trips them', () => {
    const r = bigfish.loadState(good);
    expect(r.ok).toBe(true);
    if (r.ok) expect(JSON.stringify(r.value)).toBe(JSON.stringify(good));
  });

  it('refuses broken states with the path of the problem, never throwing', () => {
    const mutate = (f: (s: Record<string, unknown> & typeof good) => void) => {
      const s = structuredClone(good);
      f(s);
      return s;
    };
    expect(paths(mutate((s) => (s.turn = 7)))).toContain('turn');
    expect(paths(mutate((s) => s.hands[0].push('P6')))).toContain('hands.0');
    expect(paths(mutate((s) => (s.hands[1][0] = 'X9')))).toContain('hands.1.0');
    expect(paths(mutate((s) => s.box.reverse()))).toContain('box');
    expect(paths(mutate((s) => (s.rows = [['R1']])))).toContain('rows');
    expect(paths(mutate((s) => (s.bonuses[1].holder = 9)))).toContain('bonuses.1.holder');
    expect(paths(mutate((s) => (s.mistakeHolder = 0)))).toContain('mistakeHolder');
    expect(paths(mutate((s) => (s.phase = 'chooseBonus')))).toContain('bonusOptions');
    expect(paths(mutate((s) => (s.placed = 2)))).toContain('turnRow');
    expect(paths(mutate((s) => s.piles[2].pop()))).toContain('hands'); // I3: a card is nowhere
    expect(paths(mutate((s) => delete s.common))).toContain('common');
    expect(paths(mutate((s) => (s.options = { ...s.options, deck: 'small' })))).toContain('options.deck');
    for (const junk of [
      null,
      1,
      [],
      { game: 'bigfish' },
      { ...good, hands: 'x' },
      { ...good, rows: [null, 5, {}] },
    ]) {
      expect(bigfish.loadState(junk).ok).toBe(false);
    }
  });

  it('never throws on a state with any field replaced by arbitrary data', () => {
    const keys = Object.keys(good);
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.jsonValue(), (key, value) => {
        const broken = { ...structuredClone(good), [key]: value };
        const r = bigfish.loadState(broken);
        if (JSON.stringify(value) !== JSON.stringify(good[key])) expect(r.ok).toBe(false);
      }),
      { seed: 77, numRuns: 400 },
    );
  });

  it('fromPosition fills the box with the rest of the deck and validates', () => {
    const s = fromPosition({ seats: 2, hands: [['R1'], ['Y1']], rows: [['G1'], ['B1'], ['P1']] });
    expect(s.box.length).toBe(95);
    expect(() => fromPosition({ seats: 2, hands: [['R1'], ['Y1']], rows: [['G1'], ['B1']] })).toThrow(/rows/);
    expect(() =>
      fromPosition({ seats: 2, hands: [['R6', 'R6', 'R6', 'R6'], []], rows: [['G1'], ['B1'], ['R6']] }),
    ).toThrow(/Red 6 is one too many/);
  });
});

describe('bigfish: nothing handed out can be edited into a move the rules did not list', () => {
  /** A real state of a seeded match whose legal moves include a plus choice (moves that carry an array). */
  function reach(wanted: (s: BigFishState) => boolean, options: Record<string, unknown>): BigFishState {
    for (let seed = 0; seed < 200; seed++) {
      let s = bigfish.setup({ seats: 3, seed: `handout:${seed}`, ...options });
      const rng = Rng.fromSeed(seed);
      while (!bigfish.isOver(s)) {
        if (wanted(s)) return s;
        const legal = bigfish.legalMoves(s);
        s = bigfish.applyMove(s, legal[rng.int(legal.length)]!);
      }
    }
    throw new Error('no seeded match reached such a state');
  }

  it('legalMoves hands out frozen moves: an edited move is refused, and validate and apply accept only what was listed', () => {
    const placing = reach((s) => s.phase === 'place' && bigfish.legalMoves(s).length > 1, {});
    const moves = bigfish.legalMoves(placing);
    expect(Object.isFrozen(moves)).toBe(true);
    const first = moves[0]! as { row: number };
    const row = first.row;
    expect(() => {
      first.row = row === 0 ? 1 : 0;
    }).toThrow(TypeError);
    expect(first.row).toBe(row);
    // the same objects come back, unchanged, and each is still exactly what validate and apply accept
    expect(bigfish.legalMoves(placing)).toEqual(moves);
    for (const m of moves) expect(bigfish.validate(placing, m)).toEqual({ ok: true, value: m });

    const choosing = reach((s) => s.phase === 'choosePlus', { plusSelection: 'playerChoice' });
    const plus = bigfish.legalMoves(choosing)[0]! as unknown as { cards: string[] };
    const before = JSON.stringify(plus);
    expect(() => plus.cards.push('R1')).toThrow(TypeError);
    expect(() => {
      plus.cards[0] = 'P6';
    }).toThrow(TypeError);
    expect(JSON.stringify(plus)).toBe(before);
    const next = bigfish.applyMove(choosing, plus as never);
    expect(next.plus[choosing.turn]!.length).toBeGreaterThan(choosing.plus[choosing.turn]!.length);
    // a copy edited into a selection the row does not offer is refused
    const forged = { type: 'choosePlus', cards: [...plus.cards.slice(0, -1), 'P6'] };
    const parsed = bigfish.parseMove(forged);
    const listed =
      parsed.ok &&
      bigfish.legalMoves(choosing).some((m) => bigfish.moveKey(m) === bigfish.moveKey(parsed.value));
    expect(bigfish.validate(choosing, forged).ok).toBe(listed);
  });

  it('fromPosition refuses hostile input with InvalidStateError only, a million-element list fast', () => {
    for (const junk of [
      null,
      1,
      'x',
      [],
      {},
      { seats: 2 },
      { seats: 2, hands: 'x', rows: [] },
      { seats: 9, hands: [], rows: [] },
    ])
      expect(() => fromPosition(junk as never)).toThrow(InvalidStateError);
    // Refused unread (longer than core's budget of values for a position): its reads are counted, not timed.
    const million = counted(new Array<string>(1_000_000).fill('R1'));
    expect(() => fromPosition({ seats: 2, hands: [million.value, []], rows: [] } as never)).toThrow(
      InvalidStateError,
    );
    expect(million.reads()).toBe(0);
  });
});
