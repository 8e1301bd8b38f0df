// Game invariants over a few hundred seeded matches on the fast path (the rules on a mutable copy): card
// conservation at every move, the tribute is always the Peon's best cards, V1 hand points sum to N(N−1)/2,
// and matches end within a bound.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/index.js';
import { deckCounts } from '../../../src/games/dalmuti/cards.js';
import { type DalmutiEvent, type DalmutiState, dalmuti } from '../../../src/games/dalmuti/index.js';
import * as def from '../../../src/games/dalmuti/rules.js';
import { tributeOf } from '../../../src/games/dalmuti/taxes.js';

const HEAVY = process.env.CARDRULES_HEAVY === '1';

function conserved(s: DalmutiState): boolean {
  if (s.phase === 'join') return true;
  const deck = deckCounts(s.seats, s.options.shortDeck);
  for (let r = 1; r <= 13; r++) {
    let sum = s.played[r]!;
    for (const h of s.hands) sum += h[r]!;
    if (sum !== deck[r]) return false;
  }
  return true;
}

/** The hand of `seat` just before this step's tax transfers (after any deal in the step). */
function handBefore(s: DalmutiState, events: readonly DalmutiEvent[], seat: number, upTo: number): number[] {
  const h = [...s.hands[seat]!];
  let start = 0;
  events.forEach((e, i) => {
    if (e.type === 'dealt') start = i + 1;
  });
  for (let i = start; i < events.length; i++) {
    const e = events[i]!;
    if (e.type !== 'taxPaid' || i < upTo) continue;
    for (const c of e.cards!) {
      if (e.from === seat) h[c]!++;
      if (e.to === seat) h[c]!--;
    }
  }
  return h;
}

let tributes = 0;

function playMatches(options: Record<string, unknown>, seats: number, matches: number, seed: string): number {
  const master = Rng.fromSeed(seed);
  let moves = 0;
  for (let m = 0; m < matches; m++) {
    const s = JSON.parse(
      JSON.stringify(dalmuti.setup({ seats, seed: `${seed}/${m}`, ...options })),
    ) as DalmutiState;
    const rng = new Rng(s.rng);
    const pick = master.fork();
    let n = 0;
    while (def.toAct(s) !== null) {
      const legal = def.legalMoves(s);
      const events: DalmutiEvent[] = [];
      rng.load(s.rng);
      def.apply(s as never, legal[pick.int(legal.length)]!, {
        rng,
        emit: (e) => void events.push(e),
        recording: true,
        original: (x) => x,
      });
      if (rng.draws > 0) (s as { rng: unknown }).rng = rng.state();
      n++;
      if (!conserved(s)) throw new Error(`cards not conserved after move ${n}`);
      events.forEach((e, i) => {
        if (e.type === 'taxPaid' && e.kind === 'tribute') {
          const before = handBefore(s, events, e.from, i);
          expect(e.cards).toEqual(tributeOf(before, e.count));
          tributes++;
        }
        if (e.type === 'handOver' && s.options.scoring && !s.options.bonusPoints) {
          expect(e.points.reduce((a, b) => a + b, 0)).toBe((seats * (seats - 1)) / 2);
        }
      });
      if (n > 2000 * s.options.hands) throw new Error('no end');
    }
    moves += n;
  }
  return moves;
}

describe('invariants over seeded matches', () => {
  const per = HEAVY ? 400 : 40;
  const sets: Record<string, unknown>[] = [
    { scoring: true, hands: 2 },
    { scoring: true, taxation: 'peonFirst', merchantSwap: true, hands: 2 },
    { scoring: true, passLocksOut: true, autoPassForced: true, shortDeck: true },
  ];
  for (const seats of [4, 5, 6, 7, 8]) {
    it(`card conservation, tribute = best cards, V1 sums (${seats} seats)`, () => {
      let moves = 0;
      for (const [i, o] of sets.entries()) moves += playMatches(o, seats, per, `inv-${seats}-${i}`);
      expect(moves).toBeGreaterThan(0);
      expect(tributes).toBeGreaterThan(0);
    });
  }
  it('the same under large tables (9–13)', () => {
    for (const seats of [9, 11, 13])
      playMatches(
        { allowLargeTables: true, scoring: true, merchantSwap: true },
        seats,
        HEAVY ? 50 : 4,
        `big-${seats}`,
      );
  });
});
