/**
 * A straightforward hand-written mutable implementation of one hand of The Great Dalmuti (rules:
 * shared/rules/dalmuti.md, default options: sealed taxation, no variants), for measuring what the generic fast path
 * costs. Typed arrays, legal moves enumerated into a reusable buffer, uniformly random choices, no allocation in the
 * loop. Seats are indexed by rank order (0 = Greater Dalmuti), which is also the clockwise order.
 *
 * Decisions counted as moves, as in the engine: the revolution decision (when someone was dealt both Jesters), the
 * Greater Dalmuti's two-card gift, the Lesser Dalmuti's one-card gift, then every play and pass.
 */
import { FastRng } from './rng.js';

const J = 13; // the Jester's slot in a count row (and the rank of a Jester-only set)
const ROW = 14;
const PASS = -1;

/** Plays random single hands of Dalmuti; reusable, no allocation per move. */
export class DalmutiBaseline {
  private readonly n: number;
  private readonly counts: Uint8Array;
  private readonly size: Uint8Array;
  private readonly deck = new Uint8Array(80);
  private readonly buf = new Int32Array(512);
  private readonly rng: FastRng;

  constructor(seed: number, players = 5) {
    this.n = players;
    this.counts = new Uint8Array(players * ROW);
    this.size = new Uint8Array(players);
    this.rng = new FastRng(seed);
  }

  private deal(): void {
    const deck = this.deck;
    let k = 0;
    for (let r = 1; r <= 12; r++) for (let c = 0; c < r; c++) deck[k++] = r;
    deck[k++] = J;
    deck[k++] = J;
    for (let i = 79; i > 0; i--) {
      const j = this.rng.int(i + 1);
      const t = deck[i]!;
      deck[i] = deck[j]!;
      deck[j] = t;
    }
    this.counts.fill(0);
    this.size.fill(0);
    for (let i = 0; i < 80; i++) {
      const p = i % this.n; // R3: one at a time, starting with the GD
      this.counts[p * ROW + deck[i]!]!++;
      this.size[p]!++;
    }
  }

  /** A uniformly random card multiset of `k` (1 or 2) cards from `p`'s hand, as ranks into out[0..k). */
  private gift(p: number, k: number, out: Int32Array): void {
    const c = this.counts;
    const base = p * ROW;
    let m = 0;
    const buf = this.buf;
    for (let a = 1; a <= J; a++) {
      if (c[base + a] === 0) continue;
      if (k === 1) buf[m++] = a;
      else
        for (let b = a; b <= J; b++) {
          if (c[base + b] === 0 || (a === b && c[base + a]! < 2)) continue;
          buf[m++] = a * 16 + b;
        }
    }
    const pick = buf[this.rng.int(m)]!;
    if (k === 1) out[0] = pick;
    else {
      out[0] = pick >> 4;
      out[1] = pick & 15;
    }
  }

  /** The tribute: the `k` best (lowest) non-Jester cards, Jesters only when nothing else is left (D-A5). */
  private tribute(p: number, k: number, out: Int32Array, at: number): void {
    const c = this.counts;
    const base = p * ROW;
    let got = 0;
    for (let r = 1; r <= J && got < k; r++) {
      let have = c[base + r]!;
      while (have > 0 && got < k) {
        out[at + got++] = r;
        have--;
      }
    }
  }

  private move(from: number, to: number, rank: number): void {
    this.counts[from * ROW + rank]!--;
    this.counts[to * ROW + rank]!++;
  }

  /** Enumerates the legal plays of `p` into the buffer: (rank, naturals, jesters) packed, plus PASS when following. */
  private legal(p: number, topCount: number, topRank: number): number {
    const c = this.counts;
    const base = p * ROW;
    const jesters = c[base + J]!;
    const buf = this.buf;
    let m = 0;
    if (topCount > 0) buf[m++] = PASS;
    if (topCount > 0) {
      // P2: the same count, strictly better rank.
      for (let r = 1; r < topRank && r <= 12; r++) {
        const have = c[base + r]!;
        if (have === 0) continue;
        for (let j = 0; j <= jesters; j++) {
          const k = topCount - j;
          if (k >= 1 && k <= have) buf[m++] = (r << 8) | (k << 2) | j;
        }
      }
      return m;
    }
    for (let r = 1; r <= 12; r++) {
      const have = c[base + r]!;
      for (let j = 0; j <= jesters; j++) for (let k = 1; k <= have; k++) buf[m++] = (r << 8) | (k << 2) | j;
    }
    for (let j = 1; j <= jesters; j++) buf[m++] = (J << 8) | j; // P1: Jester-only sets may lead (D-A2)
    return m;
  }

  /** Plays one hand with random decisions; returns the number of moves. */
  play(): number {
    const n = this.n;
    const rng = this.rng;
    const c = this.counts;
    const size = this.size;
    this.deal();
    let moves = 0;
    // R4: the revolution decision, by whoever was dealt both Jesters.
    let taxation = true;
    for (let p = 0; p < n; p++) {
      if (c[p * ROW + J] === 2) {
        moves++;
        if (rng.int(2) === 1) taxation = false; // declaring; a Greater Revolution only relabels the seats here
      }
    }
    if (taxation) {
      // R5 (sealed): gifts chosen from the dealt hands, tributes computed from them, then all swapped at once.
      const t = this.buf.subarray(480);
      const g = new Int32Array(t.buffer, t.byteOffset + 16, 4);
      this.gift(0, 2, g);
      const gd0 = g[0]!;
      const gd1 = g[1]!;
      this.gift(1, 1, g);
      const ld0 = g[0]!;
      moves += 2;
      this.tribute(n - 1, 2, t, 0);
      this.tribute(n - 2, 1, t, 2);
      const tr0 = t[0]!;
      const tr1 = t[1]!;
      const tr2 = t[2]!;
      this.move(0, n - 1, gd0);
      this.move(0, n - 1, gd1);
      this.move(1, n - 2, ld0);
      this.move(n - 1, 0, tr0);
      this.move(n - 1, 0, tr1);
      this.move(n - 2, 1, tr2);
    }
    let active = n;
    let actor = 0;
    let topCount = 0;
    let topRank = 0;
    let last = -1;
    let passes = 0;
    for (;;) {
      const m = this.legal(actor, topCount, topRank);
      const choice = this.buf[rng.int(m)]!;
      moves++;
      if (choice === PASS) {
        passes++;
        const need = size[last]! > 0 ? active - 1 : active;
        if (passes === need) {
          topCount = 0;
          passes = 0;
          actor = last;
          while (size[actor] === 0) actor = (actor + 1) % n;
          continue;
        }
      } else {
        const r = choice >> 8;
        const k = (choice >> 2) & 63;
        const j = choice & 3;
        const base = actor * ROW;
        if (r === J) {
          c[base + J]! -= j;
          topCount = j;
        } else {
          c[base + r]! -= k;
          c[base + J]! -= j;
          topCount = k + j;
        }
        topRank = r;
        size[actor]! -= r === J ? j : k + j;
        last = actor;
        passes = 0;
        if (size[actor] === 0 && --active === 1) return moves;
      }
      do actor = (actor + 1) % n;
      while (size[actor] === 0);
    }
  }
}
