/**
 * The invariants of a saved state (docs/rules/linko.md, "Invariants of a saved state"): one forgery or more per
 * invariant, each built from a real state of a seeded match by changing the fields the invariant ties together, and
 * each refused by `loadState` with issues that all name that invariant, one of them at the expected path. A forgery
 * that only its own check refuses makes each test fail when that check is removed.
 */
import { describe, expect, it } from 'vitest';
import { Rng, total } from '../../../src/core/index.js';
import {
  copiesOf,
  DISPLAY_SIZE,
  HAND_SIZE,
  JOKER,
  type LinkoSet,
  TOTAL_CARDS,
} from '../../../src/games/linko/cards.js';
import { type LinkoMove, type LinkoState, linko } from '../../../src/games/linko/index.js';
import { gameWinners } from '../../../src/games/linko/score.js';

/** A state as plain, writable JSON. */
type Raw = {
  -readonly [K in keyof LinkoState]: K extends 'table' ? Table : LinkoState[K];
} & Record<string, unknown>;
type Table = {
  turn: number;
  current: number;
  phase: string;
  hands: number[][];
  known: number[][];
  stacks: LinkoSet[][];
  deck: number[];
  display: number[];
  discard: number[];
  victims: number[];
  victim: number | null;
  limbo: LinkoSet | null;
  owed: number;
} & Record<string, unknown>;
type Result = {
  startSeat: number;
  reason: string;
  scores: number[];
  handCards: number[];
  winners: number[];
} & Record<string, unknown>;

/** A real state, the move that led to it, and the state before that move. */
interface Sample {
  readonly state: LinkoState;
  readonly move: LinkoMove | null;
}

/** Every state of a few seeded matches (2–5 seats, both rulesets, two games each), on the immutable path. */
const POOL: readonly Sample[] = (() => {
  const out: Sample[] = [];
  const rng = Rng.fromSeed('linko-invariants');
  for (const seats of [2, 3, 4, 5]) {
    for (const options of [{ games: 2 }, { games: 2, amigo2022: true, startSeat: 1 }]) {
      for (let m = 0; m < 2; m++) {
        let state = linko.setup({ seats, seed: `inv/${seats}/${m}`, ...options });
        out.push({ state, move: null });
        while (!linko.isOver(state)) {
          const moves = linko.legalMoves(state);
          const move = moves[rng.int(moves.length)]!;
          state = linko.applyMove(state, move);
          out.push({ state, move });
        }
      }
    }
  }
  return out;
})();

const copy = (s: LinkoState): Raw => JSON.parse(JSON.stringify(s)) as Raw;

/** A JSON copy of the first pool state that `pred` accepts (a real state: it loads). */
function pick(pred: (s: LinkoState, move: LinkoMove | null) => boolean): Raw {
  const found = POOL.find((x) => pred(x.state, x.move));
  if (found === undefined) throw new Error('no state of the pool fits');
  const raw = copy(found.state);
  expect(linko.loadState(raw, { positions: true }).ok).toBe(true);
  return raw;
}

/** Every state of the pool that `pred` accepts, as JSON copies. */
function pickAll(pred: (s: LinkoState, move: LinkoMove | null) => boolean): Raw[] {
  return POOL.filter((x) => pred(x.state, x.move)).map((x) => copy(x.state));
}

const idOf = (message: string) => /\((I\d+)\)$/.exec(message)?.[1] ?? message;

/** `loadState` refuses `forged`, every issue names `id`, and one of them is at `path`. */
function refused(forged: unknown, id: string, path: string): void {
  const r = linko.loadState(forged, { positions: true });
  expect(r.ok, 'the forgery is refused').toBe(false);
  if (r.ok) return;
  const issues = r.error.issues;
  expect(issues.map((i) => `${i.path}: ${idOf(i.message)}`)).toEqual(issues.map((i) => `${i.path}: ${id}`));
  expect(issues.map((i) => i.path)).toContain(path);
}

const dealtSupply = (n: number) => TOTAL_CARDS - HAND_SIZE * n;
const supplyOf = (t: Table | LinkoState['table']) => t.deck.length + t.display.length;
const top = (t: Table | LinkoState['table'], seat: number) => t.stacks[seat]![t.stacks[seat]!.length - 1];
/** A card of `seat`'s hand that nobody knows is there, or -1. */
const unknownCard = (t: Table, seat: number) =>
  t.hands[seat]!.findIndex((count, card) => count > t.known[seat]![card]!);
const size = (set: LinkoSet) => set.naturals + set.jokers;

describe('Linko: the invariants of a saved state, each refused when forged', () => {
  it('every state of the pool loads, and the pool reaches every phase', () => {
    for (const { state } of POOL) expect(linko.loadState(copy(state), { positions: true }).ok).toBe(true);
    const phases = new Set(POOL.map((x) => x.state.table.phase));
    expect([...phases].sort()).toEqual(['bonus', 'choice', 'draw', 'offer', 'over', 'play']);
  });

  it('I1: an unknown field is refused at every level (root, table, a set on a stack, limbo, a result), and an unknown origin', () => {
    const s = pick(
      (x) => x.table.phase === 'offer' && x.results.length > 0 && x.table.stacks.some((st) => st.length > 0),
    );
    refused({ ...s, seed: 42 }, 'I1', 'seed');
    refused({ ...s, origin: 'deal' }, 'I1', 'origin'); // core's field: absent (dealt) or 'position'
    refused({ ...s, table: { ...s.table, turnMarker: 0 } }, 'I1', 'table.turnMarker');
    const seat = s.table.stacks.findIndex((st) => st.length > 0);
    const withColour = copy(s as unknown as LinkoState);
    (withColour.table.stacks[seat]![0] as unknown as Record<string, unknown>).colour = 'red';
    refused(withColour, 'I1', `table.stacks.${seat}.0`.concat('.colour'));
    refused(
      { ...s, table: { ...s.table, limbo: { ...s.table.limbo!, faceUp: true } } },
      'I1',
      'table.limbo.faceUp',
    );
    const result = copy(s as unknown as LinkoState);
    (result.results[0] as Result).note = 'x';
    refused(result, 'I1', 'results.0.note');
  });

  it('I2: a field of the wrong type or range is refused', () => {
    const s = pick((x) => x.table.phase === 'play' && x.table.turn > 3);
    refused({ ...s, table: { ...s.table, turn: -1 } }, 'I2', 'table.turn');
    refused({ ...s, table: { ...s.table, phase: 'snatch' } }, 'I2', 'table.phase');
    refused({ ...s, table: { ...s.table, owed: 14 } }, 'I2', 'table.owed');
    refused(
      { ...s, table: { ...s.table, deck: [...s.table.deck, 14] } },
      'I2',
      `table.deck.${s.table.deck.length}`,
    );
    const seat = s.table.stacks.findIndex((st) => st.length > 0);
    const bad = copy(s as unknown as LinkoState);
    bad.table.stacks[seat]![0] = { value: 5, naturals: 0, jokers: 1 }; // jokers alone are worth 14 (A1)
    refused(bad, 'I2', `table.stacks.${seat}.0`);
  });

  it('I3: a card changed into another (one too few of a value, one too many of another) is refused', () => {
    const s = pick((x) => x.table.phase === 'play' && x.table.turn > 2 && x.table.deck.length > 0);
    const card = s.table.deck[0]!;
    s.table.deck[0] = card === 13 ? 12 : card + 1;
    refused(s, 'I3', 'table.hands'); // the card that is nowhere, named at the first place's path
  });

  it('I4: more cards known to be in a hand than it holds is refused', () => {
    const s = pick((x) => x.table.phase === 'play' && x.table.turn > 0);
    const card = s.table.hands[0]!.findIndex((c, card) => c < copiesOf(card));
    s.table.known[0]![card] = s.table.hands[0]![card]! + 1;
    refused(s, 'I4', `table.known.0.${card}`);
  });

  it('I5: results against the games played: a result dropped, or a match over before its last game', () => {
    const second = pick((x) => x.gameIndex === 1 && x.table.phase === 'play');
    refused({ ...second, results: [] }, 'I5', 'results');
    // A finished match of two games presented as a match of three: over after two of three games.
    const over = pick((x) => x.table.phase === 'over');
    refused({ ...over, options: { ...over.options, games: 3 } }, 'I5', 'results');
  });

  it('I6: the wrong seat to act for its turn (the turn owner follows from the start seat and the turns played)', () => {
    const s = pick((x) => x.table.phase === 'play' && x.table.turn > 2 && x.gameIndex === 1 && x.seats > 2);
    // The seat after the turn owner claims the turn: it would act now.
    const next = (s.table.current + 1) % s.seats;
    const forged = { ...s, table: { ...s.table, current: next } };
    expect(linko.toAct(forged as unknown as LinkoState)).toBe(next);
    refused(forged, 'I6', 'table.current');
    // The turn counter moved on while the turn owner stayed.
    refused({ ...s, table: { ...s.table, turn: s.table.turn + 1 } }, 'I6', 'table.current');
  });

  it('I7: a card of a hand put back under the draw pile before anyone drew is refused (the supply only shrinks)', () => {
    const s = pick(
      (x) =>
        x.table.phase === 'play' &&
        x.table.turn > 0 &&
        supplyOf(x.table) === dealtSupply(x.seats) &&
        total(x.table.hands[x.table.current]!) > 1,
    );
    const cur = s.table.current;
    const card = unknownCard(s.table, cur);
    s.table.hands[cur]![card]!--;
    s.table.deck.unshift(card); // the bottom of the draw pile
    refused(s, 'I7', 'table.deck');
  });

  it('I8: hand cards thrown on the discard pile (more discarded than drawn) are refused', () => {
    const candidates = pickAll(
      (x) =>
        x.table.phase === 'play' &&
        !x.options.amigo2022 &&
        x.table.discard.length > 0 &&
        x.table.deck.length > 0,
    );
    const s = candidates.find((c) => {
      const slack = dealtSupply(c.seats) - supplyOf(c.table) - c.table.discard.length;
      const seat = c.table.current;
      return total(c.table.hands[seat]!) - total(c.table.known[seat]!) > slack + 1;
    })!;
    const seat = s.table.current;
    const excess = dealtSupply(s.seats) - supplyOf(s.table) - s.table.discard.length + 1;
    for (let i = 0; i < excess; i++) {
      const card = unknownCard(s.table, seat);
      s.table.hands[seat]![card]!--;
      s.table.discard.push(card);
    }
    refused(s, 'I8', 'table.discard');
  });

  it('I9: a display left short while the deck lasts is refused, and in a draw short by more than was drawn', () => {
    const s = pick((x) => x.table.phase === 'play' && x.table.deck.length > 0 && x.table.turn > 0);
    s.table.deck.push(s.table.display.pop()!); // back on top of the draw pile
    refused(s, 'I9', 'table.display');
    const d = pick(
      (x, move) =>
        x.table.phase === 'draw' &&
        x.table.deck.length > 0 &&
        (move?.type === 'take' || move?.type === 'discard'), // nothing drawn yet
    );
    expect(d.table.display).toHaveLength(DISPLAY_SIZE);
    d.table.deck.push(d.table.display.pop()!);
    refused(d, 'I9', 'table.display');
  });

  it('I10: more sets on the stacks than turns played is refused (a set split in two)', () => {
    const s = pick(
      (x) =>
        x.table.phase === 'play' &&
        x.table.stacks.reduce((a, st) => a + st.length, 0) === x.table.turn &&
        x.table.stacks.some((st) => st.some((set) => set.naturals >= 2)),
    );
    const seat = s.table.stacks.findIndex((st) => st.some((set) => set.naturals >= 2));
    const stack = s.table.stacks[seat]!;
    const i = stack.findIndex((set) => set.naturals >= 2);
    const set = stack[i]!;
    stack.splice(i, 1, { value: set.value, naturals: 1, jokers: 0 }, { ...set, naturals: set.naturals - 1 });
    refused(s, 'I10', 'table.stacks');
  });

  it('I10: a turn counter moved on by a full round at the deal is refused (the last turn left no set)', () => {
    // Right after the deal, `turn` raised by the number of seats: the turn owner still follows from it (I6), but
    // after a turn the set it played lies on top of the stack of the seat before the turn owner until the next play.
    const s = pick((x) => x.table.phase === 'play' && x.table.turn === 0 && x.gameIndex === 1);
    const last = (s.table.current + s.seats - 1) % s.seats;
    refused({ ...s, table: { ...s.table, turn: s.seats } }, 'I10', `table.stacks.${last}`);
  });

  it('I11: before the first play the table is as dealt (13 cards a hand, nothing known, no discard pile)', () => {
    const s = pick((x) => x.table.phase === 'play' && x.table.turn === 0 && x.seats === 3);
    const moved = copy(s as unknown as LinkoState);
    const card = moved.table.hands[0]!.findIndex((c) => c > 0);
    moved.table.hands[0]![card]!--;
    moved.table.hands[1]![card]!++;
    refused(moved, 'I11', 'table.hands.0');
    const known = copy(s as unknown as LinkoState);
    known.table.known[2]![known.table.hands[2]!.findIndex((c) => c > 0)] = 1;
    refused(known, 'I11', 'table.known.2');
  });

  it('I12: a game that goes on with an empty hand or an empty supply is refused (E1, E2)', () => {
    // A hand emptied onto the discard pile, where the draws so far leave room for it (I8).
    const s = pickAll((x) => x.table.phase === 'play' && x.table.turn > 0).find((c) => {
      const seat = (c.table.current + 1) % c.seats;
      const slack = dealtSupply(c.seats) - supplyOf(c.table) - c.table.discard.length;
      return total(c.table.hands[seat]!) <= slack;
    })!;
    const seat = (s.table.current + 1) % s.seats;
    s.table.hands[seat]!.forEach((count, card) => {
      for (let i = 0; i < count; i++) s.table.discard.push(card);
    });
    s.table.hands[seat] = new Array<number>(14).fill(0);
    s.table.known[seat] = new Array<number>(14).fill(0);
    refused(s, 'I12', `table.hands.${seat}`);
    // The last supply cards drawn into the turn owner's hand, and the game still on.
    const low = pick((x) => x.table.phase === 'play' && x.table.deck.length === 0);
    for (const card of low.table.display) low.table.hands[low.table.current]![card]!++;
    low.table.display = [];
    refused(low, 'I12', 'table.deck');
  });

  it('I13: the optional draw without the amigo2022 rules is refused', () => {
    const s = pick((x) => x.table.phase === 'bonus' && x.results.length === 0);
    refused({ ...s, options: { ...s.options, amigo2022: false } }, 'I13', 'table.phase');
  });

  it('I14: snatch fields outside a snatch, and more cards owed than the set played is refused', () => {
    const s = pick((x) => x.table.phase === 'play' && x.table.turn > 0);
    refused({ ...s, table: { ...s.table, victim: (s.table.current + 1) % s.seats } }, 'I14', 'table.victim');
    refused({ ...s, table: { ...s.table, owed: 2 } }, 'I14', 'table.owed');
    const d = pick(
      (x) =>
        x.table.phase === 'draw' && x.table.deck.length === 0 && size(top(x.table, x.table.current)!) < 13,
    );
    refused(
      { ...d, table: { ...d.table, owed: size(top(d.table, d.table.current)!) + 1 } },
      'I14',
      'table.owed',
    );
  });

  it('I15: a snatch decision without a set played this turn is refused', () => {
    const s = pick((x) => x.table.phase === 'bonus' && x.table.stacks[x.table.current]!.length === 1);
    const cur = s.table.current;
    const set = s.table.stacks[cur]!.pop()!;
    s.table.hands[cur]![set.value === 14 ? JOKER : set.value]! += set.naturals;
    s.table.hands[cur]![JOKER]! += set.jokers;
    refused(s, 'I15', `table.stacks.${cur}`);
  });

  it('I16: a set in limbo the set played does not snatch, or a waiting victim it does not snatch, is refused', () => {
    // The set in limbo becomes one of a value at least the played one's, its cards swapped with the draw pile's.
    const s = pickAll((x) => x.table.phase === 'offer').find((c) => {
      const played = top(c.table, c.table.current)!;
      const limbo = c.table.limbo!;
      return (
        played.value <= 13 && c.table.deck.filter((card) => card === played.value).length >= limbo.naturals
      );
    })!;
    const played = top(s.table, s.table.current)!;
    const limbo = s.table.limbo!;
    let left = limbo.naturals;
    s.table.deck = s.table.deck.map((card) => (card === played.value && left-- > 0 ? limbo.value : card));
    s.table.limbo = { ...limbo, value: played.value }; // equal values do not snatch (§4.2)
    refused(s, 'I16', 'table.limbo');
    // A seat whose top set is not snatched put into the queue, in clockwise order.
    const q = pickAll((x) => x.table.phase === 'offer' && x.table.victims.length === 0).find((c) => {
      const n = c.seats;
      const clockwise = (seat: number) => (seat - c.table.current + n) % n;
      return c.table.stacks.some(
        (st, seat) =>
          seat !== c.table.current && st.length > 0 && clockwise(seat) > clockwise(c.table.victim!),
      );
    })!;
    const n = q.seats;
    const clockwise = (seat: number) => (seat - q.table.current + n) % n;
    const extra = q.table.stacks.findIndex(
      (st, seat) => seat !== q.table.current && st.length > 0 && clockwise(seat) > clockwise(q.table.victim!),
    );
    refused({ ...q, table: { ...q.table, victims: [extra] } }, 'I16', 'table.victims');
  });

  it('I17: the victim sequence: a snatched seat left out of the queue, or the queue out of clockwise order', () => {
    const s = pick(
      (x) => (x.table.phase === 'offer' || x.table.phase === 'choice') && x.table.victims.length > 0,
    );
    refused({ ...s, table: { ...s.table, victims: s.table.victims.slice(1) } }, 'I17', 'table.victims');
    // Two waiting victims in the wrong order: the later seat would be offered first.
    const two = pick(
      (x) => (x.table.phase === 'offer' || x.table.phase === 'choice') && x.table.victims.length > 1,
    );
    refused(
      { ...two, table: { ...two.table, victims: [...two.table.victims].reverse() } },
      'I17',
      'table.victims',
    );
  });

  it('I18: cards owed for a taken set that is no longer known in the turn owner’s hand are refused', () => {
    const s = pick(
      (x, move) => move?.type === 'take' && x.table.phase === 'draw' && x.table.discard.length === 0, // nothing discarded: no set on top of the discard pile
    );
    s.table.known[s.table.current] = new Array<number>(14).fill(0);
    refused(s, 'I18', 'table.owed');
  });

  it('I19: a forged win: the last game’s result swapped between two seats is refused', () => {
    const s = pickAll((x) => x.table.phase === 'over').find((c) => {
      const r = c.results[c.results.length - 1]!;
      return r.scores[0] !== r.scores[1] || r.handCards[0] !== r.handCards[1];
    })!;
    const r = s.results[s.results.length - 1] as Result;
    [r.scores[0], r.scores[1]] = [r.scores[1]!, r.scores[0]!];
    [r.handCards[0], r.handCards[1]] = [r.handCards[1]!, r.handCards[0]!];
    r.winners = gameWinners(r.scores, r.handCards, s.options.amigo2022);
    refused(s, 'I19', `results.${s.results.length - 1}.scores`);
  });

  it('I20: an earlier game’s result against the rules: winners that are not the top score, a wrong start seat', () => {
    const s = pickAll((x) => x.results.length === 1 && x.table.phase === 'play').find((c) => {
      const r = c.results[0]!;
      return r.winners.length < c.seats;
    })!;
    const r = s.results[0] as Result;
    const loser = [...Array(s.seats).keys()].find((seat) => !r.winners.includes(seat))!;
    refused({ ...s, results: [{ ...r, winners: [loser] }] }, 'I20', 'results.0.winners');
    refused(
      { ...s, results: [{ ...r, startSeat: (r.startSeat + 1) % s.seats }] },
      'I20',
      'results.0.startSeat',
    );
    // A game that ended by an empty hand (E1) with every hand holding cards.
    const e1 = pickAll((x) => x.results.length === 1).find((c) => c.results[0]!.reason === 'handEmpty')!;
    const r1 = e1.results[0] as Result;
    refused({ ...e1, results: [{ ...r1, reason: 'supplyExhausted' }] }, 'I20', 'results.0.handCards');
  });

  it('I21: an earlier game that ends with fewer cards in hands and stacks than were dealt is refused', () => {
    type Outcome = {
      readonly reason: string;
      readonly scores: readonly number[];
      readonly handCards: readonly number[];
    };
    const least = (r: Outcome, seats: number) =>
      HAND_SIZE * seats - (r.reason === 'supplyExhausted' ? 12 : 0);
    const cardsOf = (r: Outcome) => r.scores.reduce((a, x, seat) => a + x + 2 * r.handCards[seat]!, 0);
    const stacksOf = (r: Outcome) => r.scores.reduce((a, x, seat) => a + x + r.handCards[seat]!, 0);
    // A result whose stacks hold enough cards to take some away and fall below the deal (the seat that went out
    // keeps one card: it has just played a set).
    const s = pickAll((x) => x.results.length === 1 && x.table.phase === 'play').find((c) => {
      const r = c.results[0]!;
      return stacksOf(r) - 1 >= cardsOf(r) - least(r, c.seats) + 1;
    })!;
    const r = s.results[0] as Result;
    let cut = cardsOf(r) - least(r, s.seats) + 1;
    for (let seat = 0; seat < s.seats && cut > 0; seat++) {
      const stack = r.scores[seat]! + r.handCards[seat]!;
      const d = Math.min(cut, stack - (r.handCards[seat] === 0 ? 1 : 0));
      r.scores[seat]! -= d;
      cut -= d;
    }
    expect(cut).toBe(0);
    r.winners = gameWinners(r.scores, r.handCards, s.options.amigo2022);
    refused(s, 'I21', 'results.0.scores');
  });

  it('every state of the pool loads as a dealt match: its cards are where the stored stream dealt them (I22)', () => {
    for (const { state } of POOL) {
      const r = linko.loadState(copy(state));
      expect(r.ok ? 'ok' : r.error.issues).toBe('ok');
    }
  });

  /** `loadState` refuses a dealt `forged` for I22 alone, at `path`; as an arranged state it is accepted. */
  function refusedByDeal(forged: unknown, path: string): void {
    expect(linko.loadState(forged, { positions: true }).ok, 'every other invariant holds').toBe(true);
    const r = linko.loadState(forged);
    expect(r.ok, 'the forgery is refused').toBe(false);
    if (r.ok) return;
    expect(r.error.issues.map((i) => `${i.path}: ${idOf(i.message)}`)).toContain(`${path}: I22`);
    expect(r.error.issues.map((i) => idOf(i.message))).toEqual(r.error.issues.map(() => 'I22'));
  }

  it('I22: two cards of the draw pile swapped (the next draws known in advance) are refused', () => {
    const s = pick((x) => x.table.phase === 'play' && x.table.turn > 3 && x.gameIndex === 1);
    const deck = s.table.deck;
    const j = deck.findIndex((card) => card !== deck[deck.length - 1]);
    [deck[j], deck[deck.length - 1]] = [deck[deck.length - 1]!, deck[j]!]; // another card on top
    refusedByDeal(s, 'table.deck');
  });

  it('I22: before the first play, a card traded between two hands or a hand and the display is refused', () => {
    const s = pick((x) => x.table.phase === 'play' && x.table.turn === 0 && x.seats === 4);
    const hands = s.table.hands;
    const a = hands[0]!.findIndex((n, card) => n > 0 && hands[1]![card]! < hands[0]![card]!);
    const b = hands[1]!.findIndex((n, card) => n > 0 && card !== a);
    hands[0]![a]!--;
    hands[0]![b]!++;
    hands[1]![b]!--;
    hands[1]![a]!++;
    refusedByDeal(s, 'table.hands.0');
    const d = pick((x) => x.table.phase === 'play' && x.table.turn === 0 && x.seats === 2);
    const shown = d.table.display[0]!;
    const held = d.table.hands[0]!.findIndex((n, card) => n > 0 && card !== shown);
    d.table.hands[0]![held]!--;
    d.table.hands[0]![shown]!++;
    d.table.display[0] = held;
    refusedByDeal(d, 'table.display');
  });

  it('I22: the stored stream of another deal is refused: the cards are not where it dealt them', () => {
    const s = pick((x) => x.table.phase === 'play' && x.table.turn > 0 && x.seats === 3);
    const other = linko.setup({ seats: 3, seed: 'another deal', ...s.options });
    refusedByDeal({ ...s, rng: [...other.rng] }, 'table.deck');
  });

  it('a position (origin: position) lifts exactly the invariants that tie the piles to a deal', () => {
    const s = pick(
      (x) =>
        x.table.phase === 'play' &&
        x.table.turn > 0 &&
        supplyOf(x.table) === dealtSupply(x.seats) &&
        total(x.table.hands[x.table.current]!) > 1,
    );
    const cur = s.table.current;
    const card = unknownCard(s.table, cur);
    s.table.hands[cur]![card]!--;
    s.table.deck.unshift(card);
    refused(s, 'I7', 'table.deck');
    expect(linko.loadState({ ...s, origin: 'position' }, { positions: true }).ok).toBe(true);
    // Everything else still holds for a position.
    refused(
      { ...s, origin: 'position', table: { ...s.table, turn: s.table.turn + 1 } },
      'I6',
      'table.current',
    );
  });
});
