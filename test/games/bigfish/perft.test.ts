// Perft: the number of distinct legal move sequences 1–3 moves deep from seeded deals, pinned as a regression
// oracle for the move generator. The depth-1 (and for the first deal depth-2) counts are worked out by hand.
// No match ends within three moves of a deal, so the rule for finished matches does not touch these pins
// (`finished` is 0 throughout).
import { describe, expect, it } from 'vitest';
import { bigfish, fromPosition } from '../../../src/games/bigfish/index.js';
import { perft } from '../../../src/testing/perft.js';

/** The leaves at depths 1, 2 and 3, none finished. */
const pinned = (a: number, b: number, c: number) => [a, b, c].map((leaves) => ({ leaves, finished: 0 }));

describe('bigfish perft', () => {
  it('2 seats, seed 1: hand R3 R6 P4 P6, rows Y5 | B2 | P6 → 8, 24, 88', () => {
    const s = bigfish.setup({ seats: 2, seed: 1 });
    expect(s.hands[0]).toEqual(['R3', 'R6', 'P4', 'P6']);
    expect(s.rows).toEqual([['Y5'], ['B2'], ['P6']]);
    // By hand, depth 1: no row ends red, so R3 and R6 may go to any of the 3 rows (6); row 2 ends purple, so P4 and
    // P6 must go there (2): 8.
    // Depth 2: after a red card on row 0 or 1, only the other red card (same row) or end (2 each, 4 such starts: 8);
    // after a red card on row 2 the purple cards are free again: other red, P4, P6 or end (4, two starts: 8);
    // after P4 or P6 on row 2: R3, R6, the other purple card, or end (4 each: 8). Total 24.
    expect([1, 2, 3].map((d) => perft(bigfish, s, d))).toEqual(pinned(8, 24, 88));
  });

  it('4 seats, seed 7: hand Y1 G1 G5 B5, rows G3 | P4 | R6 → 8, 24, 94', () => {
    const s = bigfish.setup({ seats: 4, seed: 7 });
    expect(s.hands[0]).toEqual(['Y1', 'G1', 'G5', 'B5']);
    expect(s.rows).toEqual([['G3'], ['P4'], ['R6']]);
    // By hand, depth 1: Y1 and B5 anywhere (3 + 3); G1 and G5 only on row 0, which ends green (1 + 1): 8.
    expect([1, 2, 3].map((d) => perft(bigfish, s, d))).toEqual(pinned(8, 24, 94));
  });

  it('3 seats, advanced, seed 11: hand Y4 G2 P2 P5, rows Y5 | P2 | B6 → 6, 14, 50', () => {
    const s = bigfish.setup({ seats: 3, seed: 11, advanced: true });
    expect(s.hands[0]).toEqual(['Y4', 'G2', 'P2', 'P5']);
    expect(s.rows).toEqual([['Y5'], ['P2'], ['B6']]);
    // By hand, depth 1: Y4 forced to row 0, G2 anywhere (3), P2 and P5 forced to row 1: 1 + 3 + 1 + 1 = 6.
    expect([1, 2, 3].map((d) => perft(bigfish, s, d))).toEqual(pinned(6, 14, 50));
  });

  it('a match that ends before the depth counts as finished, not as a leaf (worked out by hand)', () => {
    // Seat 0 holds the last two cards, G5 and Y1; row 1 is G1 G2 G3 G4, row 2 is B1, row 3 is closed, the common deck
    // is empty. Depth 1: G5 must go to row 1 (it ends green), Y1 may go to row 1 or 2: 3 leaves.
    // Depth 2: after G5 → row 1 (taken, closed, turn over) only Y1 → row 2; after Y1 → row 1 (taken, closed) only
    // G5 → row 2; after Y1 → row 2 G5 is forced to row 1, which is not this turn's row, so only end turn: 3 leaves.
    // Depth 3: the first two lines have ended the match (2 finished); the third goes on with G5 → row 1 (1 leaf).
    const s = fromPosition({
      seats: 2,
      hands: [['G5', 'Y1'], []],
      rows: [['G1', 'G2', 'G3', 'G4'], ['B1'], null],
    });
    expect([1, 2, 3].map((d) => perft(bigfish, s, d))).toEqual([
      { leaves: 3, finished: 0 },
      { leaves: 3, finished: 0 },
      { leaves: 1, finished: 2 },
    ]);
  });
});
