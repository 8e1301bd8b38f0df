import { describe, expect, it } from 'vitest';
import { defineGame, defineOptions, type GameDefinition, seatWords } from '../../src/core/index.js';
import { ConformanceError, checkConformance } from '../../src/testing/index.js';
import {
  type HighCardEvent,
  type HighCardMove,
  type HighCardOptions,
  type HighCardState,
  type HighCardView,
  highCard,
  highCardDefinition,
} from '../fixtures/high-card.js';

type Def = GameDefinition<HighCardState, HighCardMove, HighCardView, HighCardOptions, HighCardEvent>;

function broken(changes: Partial<Def>) {
  return defineGame<HighCardState, HighCardMove, HighCardView, HighCardOptions, HighCardEvent>({
    ...highCardDefinition,
    ...changes,
  });
}

/**
 * A correct `observeInto` for the fixture, written from the state: the observer's hand as counts by value at
 * 0..8, the hand sizes at 9..12, the trick's seat and value pairs from 13 (the fixture's `observe` of a view).
 */
const highCardObserveInto: NonNullable<Def['observeInto']> = (s, seat, out, offset) => {
  out.fill(0, offset, offset + 21);
  if (seat !== null) for (const value of s.hands[seat]!) out[offset + value - 1]! += 1;
  s.hands.forEach((hand, i) => {
    out[offset + 9 + i] = hand.length;
  });
  s.trick.forEach((play, i) => {
    out[offset + 13 + 2 * i] = play.seat;
    out[offset + 14 + 2 * i] = play.value;
  });
};

function failedCheck(game: ReturnType<typeof broken>): string {
  try {
    checkConformance(game, { matches: 5, seed: 'broken', maxMoves: 300 });
  } catch (e) {
    if (e instanceof ConformanceError) return e.check;
    throw e;
  }
  return 'no failure';
}

describe('checkConformance', () => {
  it('passes a correct game and reports what it checked', () => {
    const report = checkConformance(highCard, { matches: 20, seed: 1 });
    // 3 seat counts × 20 matches; every match has seats × handSize moves (handSize 3).
    expect(report.matches).toBe(60);
    expect(report.moves).toBe(20 * (2 * 3 + 3 * 3 + 4 * 3));
    expect(report.longestMatch).toBe(12);
    expect(report.junkTried).toBeGreaterThan(0);
  });

  it('passes a game whose random step is the generic one', () => {
    const def = highCardDefinition;
    const game = broken({
      randomStep: (s, rng, ctx) => {
        const legal = def.legalMoves(s);
        def.apply(s, legal[rng.int(legal.length)]!, ctx);
      },
    });
    expect(checkConformance(game, { matches: 10, seed: 2 }).matches).toBe(30);
  });

  it('passes a game whose observeInto writes what observe(view) gives', () => {
    const game = broken({ observeInto: highCardObserveInto });
    expect(checkConformance(game, { matches: 10, seed: 3 }).matches).toBe(30);
  });

  it('passes with several option sets', () => {
    const report = checkConformance(highCard, {
      seats: [2],
      options: [{ handSize: 1 }, { handSize: 9 }],
      matches: 3,
    });
    expect(report.moves).toBe(3 * 2 + 3 * 18);
  });

  const def = highCardDefinition;
  const cases: [string, string, Partial<Def>][] = [
    [
      "shows an opponent's card in its observeInto",
      'observe-into-equals-observe',
      {
        observeInto: (s, seat, out, offset) => {
          highCardObserveInto(s, seat, out, offset);
          // The next seat's first card, counted as if it were in the observer's hand.
          const other = s.hands[((seat ?? 0) + 1) % s.seats]!;
          if (other.length > 0) out[offset + other[0]! - 1]! += 1;
        },
      },
    ],
    [
      "shows seat 0's hand to a spectator in its observeInto",
      'observe-into-equals-observe',
      { observeInto: (s, seat, out, offset) => highCardObserveInto(s, seat ?? 0, out, offset) },
    ],
    [
      'ignores the offset in its observeInto',
      'observe-into-equals-observe',
      { observeInto: (s, seat, out) => highCardObserveInto(s, seat, out, 0) },
    ],
    [
      'leaves the zeros of its observation unwritten (it assumes a zeroed buffer)',
      'observe-into-equals-observe',
      {
        observeInto: (s, seat, out, offset) => {
          const mine = new Float32Array(21);
          highCardObserveInto(s, seat, mine, 0);
          mine.forEach((x, i) => {
            if (x !== 0) out[offset + i] = x;
          });
        },
      },
    ],
    [
      'writes one number past its observation',
      'observe-into-equals-observe',
      {
        observeInto: (s, seat, out, offset) => {
          highCardObserveInto(s, seat, out, offset);
          out[offset + 21] = 0;
        },
      },
    ],
    [
      'lists a move twice',
      'no-duplicate-moves',
      { legalMoves: (s) => [...def.legalMoves(s), ...def.legalMoves(s)] },
    ],
    [
      'accepts junk in validate',
      'validate-agrees-with-legal-moves',
      {
        normalizeMove: (move) => ({ ok: true, value: move }),
        moveKey: () => 'same',
        legalMoves: (s) => def.legalMoves(s).slice(0, 1),
      },
    ],
    [
      'throws from explain',
      'validate-never-throws',
      {
        explain: () => {
          throw new TypeError('boom');
        },
      },
    ],
    [
      'never ends',
      'terminates',
      { toAct: () => 0, legalMoves: () => [{ type: 'play', value: 1 }], apply: () => {} },
    ],
    [
      'has no moves for the seat to act',
      'moves-while-on',
      { legalMoves: (s) => (s.trick.length === 1 ? [] : def.legalMoves(s)) },
    ],
    [
      'shows hidden cards in the view',
      'view-hides-hidden-cards',
      { view: (s, seat) => ({ ...def.view(s, seat), hand: s.hands.flat() }) },
    ],
    [
      'shows the RNG in the view',
      'view-hides-rng',
      { view: (s, seat) => ({ ...def.view(s, seat), rng: s.rng }) as HighCardView },
    ],
    [
      'draws from Math.random',
      'fast-path-equals-apply-move',
      {
        apply: (s, m, ctx) => {
          def.apply(s, m, ctx);
          s.points[0] = Math.random();
        },
      },
    ],
    [
      'lists one move too few on the fast path',
      'legal-moves-into',
      {
        legalMovesInto: (s, out) => {
          const legal = highCardDefinition.legalMoves(s);
          for (let i = 0; i < legal.length; i++) out[i] = legal[i]!;
          return legal.length - 1;
        },
      },
    ],
    [
      'lists its actions out of order on the fast path',
      'legal-actions-into',
      {
        legalActionsInto: (s, out) => {
          const legal = highCardDefinition.legalMoves(s);
          legal.forEach((m, i) => {
            out[legal.length - 1 - i] = m.value - 1;
          });
          return legal.length;
        },
      },
    ],
    [
      'plays another move than the drawn one in its random step',
      'random-step-equals-pick',
      {
        // Draws as the generic step does, but picks from the far end of the legal moves.
        randomStep: (s, rng, ctx) => {
          const legal = def.legalMoves(s);
          def.apply(s, legal[legal.length - 1 - rng.int(legal.length)]!, ctx);
        },
      },
    ],
    [
      'draws once too often in its random step',
      'random-step-equals-pick',
      {
        randomStep: (s, rng, ctx) => {
          const legal = def.legalMoves(s);
          def.apply(s, legal[rng.int(legal.length)]!, ctx);
          rng.nextUint32();
        },
      },
    ],
    [
      'puts undefined into the state',
      'state-is-json',
      { setup: (seats, o, rng) => ({ ...def.setup(seats, o, rng), extra: undefined }) as never },
    ],
    ['scores the wrong number of seats', 'score-shape', { score: (s) => [...s.points, 0] }],
    ['names no winner', 'winners-shape', { winners: () => [] }],
    ['describes a view in no words', 'view-described', { describeView: () => [] }],
    ['describes a view in blank lines', 'view-described', { describeView: () => ['', '  '] }],
    [
      'colours the words of a view',
      'view-described',
      { describeView: (v) => def.describeView(v, seatWords()).map((line) => `\u001b[1m${line}\u001b[0m`) },
    ],
    [
      "describes no spectator's view",
      'view-described',
      {
        describeView: (v) => {
          if (v.seat === null) throw new TypeError('no hand');
          return def.describeView(v, seatWords());
        },
      },
    ],
    [
      'rejects its own states',
      'load-state-accepts-real-states',
      { invariants: [{ id: 'H9', check: (_s, report) => report('', 'no') }] },
    ],
    [
      'has a lossy encoding',
      'encoding-bijection',
      { encoding: { ...def.encoding!, decodeMove: () => ({ type: 'play', value: 1 }) } },
    ],
    [
      'mutates a shared module-level array',
      'fast-path-equals-apply-move',
      (() => {
        let n = 0;
        return {
          apply: (s: Parameters<Def['apply']>[0], m: HighCardMove, ctx: Parameters<Def['apply']>[2]) => {
            def.apply(s, m, ctx);
            s.points[0] = (s.points[0] ?? 0) + (n++ % 2);
          },
        };
      })(),
    ],
  ];

  for (const [what, check, changes] of cases) {
    it(`catches a game that ${what} (${check})`, () => {
      expect(failedCheck(broken(changes))).toBe(check);
    });
  }
});

describe('checkConformance over generated options', () => {
  it('plays option sets drawn from the described options, skipping the combinations setup refuses', () => {
    const report = checkConformance(highCard, { matches: 1, generatedOptions: 12, seed: 'gen' });
    // 1 default set + 12 generated, each at 2, 3 and 4 seats: 39 candidates, fewer matches (handSize 9 at 3 or 4
    // seats needs more than the 18 cards).
    expect(report.matches).toBeGreaterThan(3);
    expect(report.matches).toBeLessThanOrEqual(39);
  });
  it('fails when setup refuses every option set', () => {
    const refusing = defineGame({
      ...highCardDefinition,
      options: defineOptions(highCardDefinition.options.declarations, () => [
        { path: '', message: 'no' },
      ]) as unknown as Def['options'],
    });
    expect(failedCheck(refusing)).toBe('setup-accepts-options');
  });
});
