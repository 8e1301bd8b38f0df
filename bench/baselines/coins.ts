/**
 * A straightforward hand-written mutable implementation of Coins (rules: shared/rules/coins.md), for measuring what
 * the generic fast path costs. Typed arrays, no allocation in the loop, uniformly random plays.
 *
 * Cards: `suit * 12 + rank`, suits Cups 0, Coins 1, Swords 2, Clubs 3 (each beats the next, Clubs beats Cups),
 * ranks 0..11 for 2..9, Knave, Knight, King, Ace.
 */
import { FastRng } from './rng.js';

const DECK = 48;
const COINS_SUIT = 1;

/** Plays random matches of Coins to the target score; reusable, no allocation per move. */
export class CoinsBaseline {
  private readonly hands = new Uint8Array(3 * 16);
  private readonly handLen = new Uint8Array(3);
  private readonly deck = new Uint8Array(DECK);
  private readonly scores = new Int32Array(3);
  private readonly trick = new Uint8Array(3);
  private readonly rng: FastRng;
  private readonly target: number;

  constructor(seed: number, target = 15) {
    this.rng = new FastRng(seed);
    this.target = target;
  }

  private deal(dealer: number): void {
    const deck = this.deck;
    for (let i = 0; i < DECK; i++) deck[i] = i;
    for (let i = DECK - 1; i > 0; i--) {
      const j = this.rng.int(i + 1);
      const t = deck[i]!;
      deck[i] = deck[j]!;
      deck[j] = t;
    }
    this.handLen.fill(0);
    for (let k = 0; k < DECK; k++) {
      const seat = (dealer + 1 + k) % 3;
      this.hands[seat * 16 + this.handLen[seat]!++] = deck[k]!;
    }
  }

  /** The index (0..2) of the winning card of a trick (4.2). */
  static winner(a: number, b: number, c: number): number {
    const sa = (a / 12) | 0;
    const sb = (b / 12) | 0;
    const sc = (c / 12) | 0;
    if (sa === sb && sb === sc) return a > b ? (a > c ? 0 : 2) : b > c ? 1 : 2;
    if (sa === sb) return a > b ? 0 : 1;
    if (sa === sc) return a > c ? 0 : 2;
    if (sb === sc) return b > c ? 1 : 2;
    const missing = 6 - sa - sb - sc; // 0+1+2+3 = 6
    const win = (missing + 1) & 3;
    return sa === win ? 0 : sb === win ? 1 : 2;
  }

  /** Plays one match with random moves; returns the number of moves. */
  play(): number {
    const { hands, handLen, scores, trick, rng } = this;
    scores.fill(0);
    let dealer = rng.int(3);
    let moves = 0;
    for (;;) {
      this.deal(dealer);
      let leader = (dealer + 1) % 3;
      for (let t = 0; t < 16; t++) {
        for (let i = 0; i < 3; i++) {
          const seat = (leader + i) % 3;
          const n = handLen[seat]!;
          const k = rng.int(n);
          const base = seat * 16;
          trick[i] = hands[base + k]!;
          hands[base + k] = hands[base + n - 1]!;
          handLen[seat] = n - 1;
        }
        moves += 3;
        const a = trick[0]!;
        const b = trick[1]!;
        const c = trick[2]!;
        const w = (leader + CoinsBaseline.winner(a, b, c)) % 3;
        const points =
          (((a / 12) | 0) === COINS_SUIT ? 1 : 0) +
          (((b / 12) | 0) === COINS_SUIT ? 1 : 0) +
          (((c / 12) | 0) === COINS_SUIT ? 1 : 0);
        scores[w]! += points;
        if (scores[w]! >= this.target) return moves;
        leader = w;
      }
      dealer = (leader + 2) % 3; // the last trick's winner's right deals (C7)
    }
  }
}
