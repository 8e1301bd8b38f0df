/**
 * The invariants of a saved state (docs/rules/coins.md, "Invariants of a saved state"): forgeries of our own, each
 * built from a real state of a seeded match by changing the fields the invariant ties together, and each refused by
 * `loadState` with issues that all name that invariant, one of them at the expected path. Each forgery breaks only its
 * own invariant, so each test fails when that invariant's check is removed.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/index.js';
import { type CoinsState, coins } from '../../../src/games/coins/index.js';
import { trickPoints, trickWinnerIndex } from '../../../src/games/coins/trick.js';
import { position } from './helpers.js';

/** A state as plain, writable JSON. */
type Raw = {
  -readonly [K in keyof CoinsState]: CoinsState[K] extends readonly (readonly number[])[]
    ? number[][]
    : CoinsState[K] extends readonly number[]
      ? number[]
      : CoinsState[K];
} & Record<string, unknown>;

const copy = (s: CoinsState): Raw => JSON.parse(JSON.stringify(s)) as Raw;

/** Every state of a few seeded matches (several targets, given and drawn first dealers), on the immutable path. */
const MATCHES: readonly (readonly CoinsState[])[] = (() => {
  const out: CoinsState[][] = [];
  const rng = Rng.fromSeed('coins-invariants');
  const optionSets = [
    {},
    { target: 10 },
    { target: 20, firstDealer: 1 },
    { target: 30 },
    { target: 6, firstDealer: 0 },
  ];
  for (const [k, options] of optionSets.entries()) {
    for (let m = 0; m < 3; m++) {
      let state = coins.setup({ seats: 3, seed: `inv/${k}/${m}`, ...options });
      const states = [state];
      while (!coins.isOver(state)) {
        const moves = coins.legalMoves(state);
        state = coins.applyMove(state, moves[rng.int(moves.length)]!);
        states.push(state);
      }
      out.push(states);
    }
  }
  return out;
})();
const POOL: readonly CoinsState[] = MATCHES.flat();

/** A JSON copy of the first pool state that `pred` accepts. */
function pick(pred: (s: CoinsState) => boolean): Raw {
  const found = POOL.find(pred);
  if (found === undefined) throw new Error('no state of the pool fits');
  return copy(found);
}

/** Coins each seat won in the completed tricks of the state's hand, replayed from the rules of section 3 and 4.2. */
function wonThisHand(s: { dealer: number; played: readonly number[] }): number[] {
  const won = [0, 0, 0];
  let leader = (s.dealer + 1) % 3;
  for (let i = 2; i < s.played.length; i += 3) {
    const [a, b, c] = [s.played[i - 2]!, s.played[i - 1]!, s.played[i]!];
    const w = (leader + trickWinnerIndex(a, b, c)) % 3;
    won[w]! += trickPoints(a, b, c);
    leader = w;
  }
  return won;
}

/** The coins of the last completed trick of the hand. */
function lastTrickPoints(s: { played: readonly number[] }): number {
  const n = s.played.length - (s.played.length % 3);
  return trickPoints(s.played[n - 3]!, s.played[n - 2]!, s.played[n - 1]!);
}

/** Inserts a card into an ascending hand. */
function insert(hand: number[], card: number): void {
  hand.push(card);
  hand.sort((a, b) => a - b);
}

/** The saved state loads (a control: the unchanged or reachable state is accepted). */
function accepted(raw: unknown): void {
  const r = coins.loadState(raw, { positions: true });
  expect(r.ok, r.ok ? '' : JSON.stringify(r.error.issues)).toBe(true);
}

/** `loadState` refuses `raw`, every issue names invariant `id`, and one of them is at `path`. */
function refused(raw: unknown, id: string, path: string): void {
  const r = coins.loadState(raw, { positions: true });
  expect(r.ok, `${id} forgery accepted`).toBe(false);
  if (r.ok) return;
  const issues = r.error.issues;
  for (const issue of issues)
    expect(issue.message, JSON.stringify(issues)).toMatch(new RegExp(`\\(${id}\\)$`));
  expect(
    issues.map((i) => i.path),
    JSON.stringify(issues),
  ).toContain(path);
}

describe('Coins: invariants of a saved state (each forgery is refused naming its invariant)', () => {
  it('the pool is real: every state of it loads, later hands and finished matches included', () => {
    for (const s of POOL) accepted(copy(s));
    expect(Math.max(...POOL.map((s) => s.hand))).toBeGreaterThanOrEqual(4);
    expect(MATCHES.every((m) => m.at(-1)!.winner !== null)).toBe(true);
  });

  it('I1: no unknown field, none missing, origin only as a position', () => {
    refused({ ...pick((s) => s.played.length === 7), seed: 42 }, 'I1', 'seed');
    refused({ ...pick((s) => s.hand === 2), origin: 'deal' }, 'I1', 'origin');
    const missing = pick((s) => s.played.length === 4);
    delete (missing as Record<string, unknown>).winner;
    refused(missing, 'I1', 'winner');
  });

  it('I2: each field has its type and range', () => {
    const base = () => pick((s) => s.played.length === 10);
    refused({ ...base(), hand: 0 }, 'I2', 'hand');
    refused({ ...base(), dealer: 3 }, 'I2', 'dealer');
    refused({ ...base(), winner: -1 }, 'I2', 'winner');
    refused({ ...base(), scores: [1, 2] }, 'I2', 'scores');
    refused({ ...base(), scores: [0, 0.5, 0] }, 'I2', 'scores.1');
    // A hand's order is not a rule (state version 3): the same cards in another order load as they are.
    const reversed = base();
    reversed.hands[1]!.reverse();
    const loaded = coins.loadState(reversed, { positions: true });
    expect(loaded.ok && loaded.value.hands[1]).toEqual(reversed.hands[1]);
    const outOfRange = base();
    outOfRange.played[0] = 48;
    refused(outOfRange, 'I2', 'played.0');
    refused({ ...base(), hands: base().hands.slice(0, 2) }, 'I2', 'hands');
    const notACard = base();
    notACard.hands[0]![0] = -1;
    refused(notACard, 'I2', 'hands.0.0');
  });

  it('I3: each of the 48 cards once, in a hand or played (a card twice, another nowhere)', () => {
    // Seat 0's first card is replaced by seat 1's first: sizes stay right.
    const s = pick((t) => t.played.length === 5);
    s.hands[0]![0] = s.hands[1]![0]!;
    refused(s, 'I3', 'hands'); // a card is nowhere
    refused(s, 'I3', 'hands.1.0'); // the copy found second
    // A played card also left in a hand, in place of one of its cards.
    const t = pick((u) => u.played.length === 8);
    t.hands[2]![0] = t.played[0]!;
    t.hands[2]!.sort((a, b) => a - b);
    refused(t, 'I3', 'hands');
    refused(t, 'I3', 'played.0');
  });

  it('I4: each seat holds the 16 cards dealt less the cards it played this hand', () => {
    const s = pick((t) => t.played.length === 13);
    insert(s.hands[2]!, s.hands[0]!.shift()!); // a card changes hands: 48 cards still, sizes wrong
    refused(s, 'I4', 'hands.0');
    refused(s, 'I4', 'hands.2');
  });

  it('I5: a hand played to its end is followed by the next deal, unless its last trick ended the match', () => {
    // The state before the 16th trick's last card… is the one with 45 cards played whose successor is a new hand.
    const i = POOL.findIndex((s, k) => s.played.length === 45 && POOL[k + 3]?.hand === s.hand + 1);
    const before = copy(POOL[i]!);
    const after = POOL[i + 3]!;
    const cards = [0, 1, 2].map((k) => before.hands[(before.leader + k) % 3]![0]!);
    const forged: Raw = {
      ...before,
      hands: [[], [], []],
      played: [...before.played, ...cards],
      leader: after.leader, // the 16th trick's winner (C7: it leads the next hand)
      toPlay: after.leader,
      scores: [...after.scores],
    };
    refused(forged, 'I5', 'played');
  });

  it('I6: the leader is left of the dealer before a hand’s first trick, then the last trick’s winner', () => {
    // Mid-hand: another leader, the seat to play moved along with it.
    const s = pick((t) => t.played.length === 19);
    s.leader = (s.leader + 1) % 3;
    s.toPlay = (s.toPlay + 1) % 3;
    refused(s, 'I6', 'leader');
    // A new hand (C7): the dealer is right of the last hand's final winner, who leads; another dealer breaks the pair.
    const n = pick((t) => t.hand >= 2 && t.played.length === 0);
    n.dealer = (n.dealer + 1) % 3;
    refused(n, 'I6', 'leader');
    // The first hand, dealer drawn from the seed: the leader must still be left of it.
    const f = pick((t) => t.hand === 1 && t.played.length === 0 && t.options.firstDealer === null);
    f.leader = f.dealer;
    f.toPlay = f.dealer;
    refused(f, 'I6', 'leader');
    // Control: a drawn dealer may be any seat, with its left-hand neighbour leading.
    const g = pick((t) => t.hand === 1 && t.played.length === 0 && t.options.firstDealer === null);
    g.dealer = (g.dealer + 1) % 3;
    g.leader = (g.dealer + 1) % 3;
    g.toPlay = g.leader;
    accepted(g);
  });

  it('I7: the seat to play follows the leader by the cards of the current trick (the winner once over)', () => {
    for (const r of [0, 1, 2]) {
      const s = pick((t) => t.winner === null && t.played.length > 3 && t.played.length % 3 === r);
      s.toPlay = (s.toPlay + 1) % 3;
      refused(s, 'I7', 'toPlay');
    }
    const over = copy(MATCHES[0]!.at(-1)!);
    over.toPlay = (over.toPlay + 2) % 3;
    refused(over, 'I7', 'toPlay');
  });

  it('I8: the first hand is dealt by options.firstDealer when it names a seat', () => {
    const s = pick((t) => t.hand === 1 && t.played.length === 0 && t.options.firstDealer === 1);
    s.dealer = 2;
    s.leader = 0;
    s.toPlay = 0;
    refused(s, 'I8', 'dealer');
    // Later hands are dealt by the seat right of the last winner, whatever the option says.
    accepted(pick((t) => t.hand === 2 && t.options.firstDealer === 1 && t.dealer !== 1));
  });

  it('I9: a score holds every coin its seat won in this hand’s completed tricks', () => {
    // Hand 1: a coin moves from a seat that won coins to another seat; the sum stays right (I10 holds).
    const s = pick((t) => {
      const won = wonThisHand(t);
      return t.hand === 1 && t.winner === null && won[0]! > 0 && t.scores[1]! + 1 < t.options.target;
    });
    s.scores[0]! -= 1;
    s.scores[1]! += 1;
    refused(s, 'I9', 'scores.0');
    // A position's scores are taken as given, but they still hold the coins won in its hand's tricks.
    // Dealer 2: S0 leads the 2 of Coins, S1 the 3 of Coins, S2 the 4 of Cups; the higher Coin of the pair wins: S1, +2.
    const p = copy(
      position({ dealer: 2, hand: 3, scores: [5, 6, 5], played: ['Co2', 'Co3', 'Cu4'], hands: [[], [], []] }),
    );
    expect(p).toMatchObject({ origin: 'position', leader: 1, toPlay: 1 });
    accepted(p);
    p.scores = [5, 1, 5];
    refused(p, 'I9', 'scores.1');
  });

  it('I10: every earlier hand gave out exactly 12 coins (issue 15: [14, 0, 0] before any card of hand 1)', () => {
    const fresh = pick((t) => t.hand === 1 && t.played.length === 0 && t.options.target === 15);
    fresh.scores = [14, 0, 0];
    refused(fresh, 'I10', 'scores');
    // A forged win in hand 1: the last trick's winner raised to the target and declared the winner.
    const w = pick(
      (t) =>
        t.hand === 1 &&
        t.winner === null &&
        t.played.length > 0 &&
        t.played.length % 3 === 0 &&
        lastTrickPoints(t) > 0,
    );
    w.scores[w.leader] = w.options.target;
    w.winner = w.leader;
    refused(w, 'I10', 'scores');
    // A later hand: one coin more than the hands played gave out; or one hand fewer than the scores say.
    const later = pick(
      (t) => t.hand >= 3 && t.winner === null && Math.max(...t.scores) + 1 < t.options.target,
    );
    const low = later.scores.indexOf(Math.min(...later.scores));
    const more = structuredClone(later);
    more.scores[low]! += 1;
    refused(more, 'I10', 'scores');
    refused({ ...later, hand: later.hand - 1 }, 'I10', 'scores');
    // A position's earlier scores are as given (origin: 'position'), so it is not held to I10.
    accepted({ ...fresh, origin: 'position' });
  });

  it('I11: while the match goes on, no score has reached the target', () => {
    // A later hand, the same total redistributed so that one seat sits at the target (each still ≥ this hand's coins).
    let forged: Raw | null = null;
    for (const t of POOL) {
      if (t.hand < 2 || t.winner !== null) continue;
      const won = wonThisHand(t);
      const total = t.scores[0]! + t.scores[1]! + t.scores[2]!;
      const T = t.options.target;
      const rest = total - T;
      const b = Math.max(won[1]!, rest - (T - 1));
      const c = rest - b;
      if (won[0]! <= T && b <= T - 1 && c >= won[2]! && c <= T - 1) {
        forged = { ...copy(t), scores: [T, b, c] };
        break;
      }
    }
    expect(forged).not.toBeNull();
    refused(forged, 'I11', 'scores.0');
  });

  it('I12: a match ends on a completed trick: its winner won it, and nothing is played after it', () => {
    // A card played after the end, by the winner (who would have led the next trick).
    const end = MATCHES.map((m) => copy(m.at(-1)!)).find((s) => s.hands[s.winner!]!.length > 0)!;
    const w = end.winner!;
    end.played.push(end.hands[w]!.shift()!);
    end.toPlay = (w + 1) % 3;
    refused(end, 'I12', 'winner');
    // Another seat named winner, the two scores swapped (the total and this hand's coins still fit).
    let forged: Raw | null = null;
    for (const m of MATCHES) {
      const s = copy(m.at(-1)!);
      const won = wonThisHand(s);
      const wn = s.winner!;
      const v = [0, 1, 2].find((k) => k !== wn && s.scores[k]! >= won[wn]! && s.scores[wn]! >= won[k]!);
      if (v === undefined) continue;
      [s.scores[wn], s.scores[v]] = [s.scores[v]!, s.scores[wn]!];
      s.winner = v;
      forged = s;
      break;
    }
    expect(forged).not.toBeNull();
    refused(forged, 'I12', 'winner');
  });

  it('I13: the winner reached the target with the last trick, and nobody else reached it', () => {
    // Declared over after a trick that did not take its winner to the target.
    const s = pick(
      (t) => t.winner === null && t.played.length > 0 && t.played.length % 3 === 0 && lastTrickPoints(t) > 0,
    );
    s.winner = s.leader;
    refused(s, 'I13', 'winner');
    let second: { raw: Raw; path: string } | null = null;
    let already: Raw | null = null;
    for (const m of MATCHES) {
      const f = copy(m.at(-1)!);
      const won = wonThisHand(f);
      const w = f.winner!;
      const T = f.options.target;
      const [a, b] = [0, 1, 2].filter((k) => k !== w) as [number, number];
      // A second seat at the target: a takes the coins it lacks from b.
      const need = T - f.scores[a]!;
      if (second === null && f.scores[b]! - need >= won[b]!) {
        const raw = copy(m.at(-1)!);
        raw.scores[a] = T;
        raw.scores[b]! -= need;
        second = { raw, path: `scores.${a}` };
      }
      // The winner was at the target before the last trick: it takes the coins that lifts it there from a and b.
      const lift = T + lastTrickPoints(f) - f.scores[w]!;
      const spareA = f.scores[a]! - won[a]!;
      const spareB = f.scores[b]! - won[b]!;
      if (already === null && spareA + spareB >= lift) {
        already = copy(m.at(-1)!);
        const fromA = Math.min(spareA, lift);
        already.scores[w]! += lift;
        already.scores[a]! -= fromA;
        already.scores[b]! -= lift - fromA;
      }
    }
    expect(second).not.toBeNull();
    expect(already).not.toBeNull();
    refused(second!.raw, 'I13', second!.path);
    refused(already, 'I13', `scores.${already!.winner}`);
  });
});
