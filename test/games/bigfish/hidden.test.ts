// Hidden information: views must not change when cards hidden from the viewer move, and sampled states must agree
// with the view they were sampled from.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/index.js';
import { deepEqual } from '../../../src/core/json.js';
import { createSimulator } from '../../../src/core/simulator.js';
import { DEFAULT_DECK, deckCards } from '../../../src/games/bigfish/cards.js';
import { sampleState, shuffleHidden } from '../../../src/games/bigfish/hidden.js';
import {
  attemptPlacement,
  type BigFishEvent,
  type BigFishMove,
  type BigFishState,
  bigfish,
  placeMove,
} from '../../../src/games/bigfish/index.js';
import { allCards } from './helpers.js';

const HEAVY = process.env.CARDRULES_HEAVY === '1';
const FULL_DECK = deckCards(DEFAULT_DECK).sort();

function stateAfter(
  seats: number,
  seed: number,
  options: Record<string, unknown>,
  stop: number,
): BigFishState {
  const sim = createSimulator(bigfish, bigfish.setup({ seats, seed, ...options }));
  const rng = Rng.fromSeed(seed ^ 0x5eed);
  for (let n = 0; n < stop && !sim.isOver(); n++) {
    const moves = sim.legalMoves();
    sim.apply(moves[rng.int(moves.length)]!);
  }
  return structuredClone(sim.state);
}

describe('bigfish hidden information', () => {
  const seatsArb = fc.integer({ min: 2, max: 6 });
  const seedArb = fc.integer({ min: 0, max: 2 ** 31 - 1 });

  it('views do not change when unseen cards are swapped between hidden places; sampled states match the view', () => {
    fc.assert(
      fc.property(
        seatsArb,
        seedArb,
        fc.boolean(),
        fc.integer({ min: 0, max: 80 }),
        (seats, seed, advanced, stop) => {
          let s = stateAfter(seats, seed, { advanced, mistakes: 'penalty' }, stop);
          // make a mistake when one is possible, so that a card in a hand becomes public
          if (s.phase === 'place') {
            for (const c of s.hands[s.turn]!) {
              const r = attemptPlacement(s, { type: 'place', colour: c[0], value: Number(c[1]), row: 0 });
              if (r.penalized) {
                s = r.state;
                break;
              }
            }
          }
          const rng = Rng.fromSeed(seed);
          for (const seat of [null, ...Array.from({ length: seats }, (_, i) => i)]) {
            const v = bigfish.view(s, seat);
            const shuffled = shuffleHidden(s, seat, rng);
            expect(bigfish.view(shuffled, seat)).toEqual(v);
            expect(allCards(shuffled)).toEqual(FULL_DECK);
            if (seat !== null) {
              const sampled = sampleState(v, seat, rng);
              expect(bigfish.view(sampled, seat)).toEqual(v);
              expect(bigfish.loadState(JSON.parse(JSON.stringify(sampled)), { positions: true }).ok).toBe(
                true,
              );
            }
          }
        },
      ),
      { seed: 4204, numRuns: HEAVY ? 2000 : 100 },
    );
  });

  it('shuffleHidden really moves hidden cards (the test above can fail)', () => {
    const s = bigfish.setup({ seats: 4, seed: 8 });
    const moved = shuffleHidden(s, 0, Rng.fromSeed(1));
    expect(moved.hands[0]).toEqual(s.hands[0]);
    expect(moved.piles).not.toEqual(s.piles);
    expect(bigfish.view(moved, 1)).not.toEqual(bigfish.view(s, 1));
  });

  it('a spectator sees no hand; shuffling for a spectator moves every hand', () => {
    const s = bigfish.setup({ seats: 3, seed: 21 });
    const moved = shuffleHidden(s, null, Rng.fromSeed(5));
    expect(bigfish.view(moved, null)).toEqual(bigfish.view(s, null));
    expect(moved.hands).not.toEqual(s.hands);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Leak tests with alternative worlds built here, from the state's layout, independently of `hidden.shuffleHidden`:
// what a seat cannot see (the other hands but their revealed cards, every personal pile, the common deck, the box)
// is permuted among the places it cannot see. The seat's view, and its copy of the events of the next moves, must
// be the same in both worlds, until a move shows it one of the permuted cards (its own refill, or a new row turned
// up from the common deck), or the move taken in one world cannot be made in the other (the hands differ).

type Card = BigFishState['hands'][number][number];

/** A Fisher–Yates shuffle of the test's own (not the library's `shuffle`). */
function permute<T>(items: T[], rng: Rng): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** The canonical order of hands and the box: by colour (red, yellow, green, blue, purple), then by value. */
const kindIndex = (c: Card) => 'RYGBP'.indexOf(c[0]!) * 6 + Number(c[1]);
const byKind = (a: Card, b: Card) => kindIndex(a) - kindIndex(b);

/** `hand` less one copy of each card of `known` (the cards of a hand every seat knows about). */
function unknownPart(hand: readonly Card[], known: readonly Card[]): Card[] {
  const rest = [...hand];
  for (const c of known) rest.splice(rest.indexOf(c), 1);
  return rest;
}

/** A world `viewer` cannot tell from `s` (a spectator is `null`): its hidden cards permuted, every size kept. */
function otherWorld(s: BigFishState, viewer: number | null, rng: Rng): BigFishState {
  const pool: Card[] = [];
  const hidden = s.hands.map((h, seat) => (seat === viewer ? [] : unknownPart(h, s.revealed[seat]!)));
  for (const h of hidden) pool.push(...h);
  for (const p of s.piles) pool.push(...p);
  pool.push(...s.common, ...s.box);
  permute(pool, rng);
  let next = 0;
  const take = (n: number) => pool.slice(next, (next += n));
  const hands = s.hands.map((h, seat) =>
    seat === viewer ? [...h] : [...s.revealed[seat]!, ...take(hidden[seat]!.length)].sort(byKind),
  );
  const piles = s.piles.map((p) => take(p.length));
  const common = take(s.common.length);
  const box = take(s.box.length).sort(byKind);
  const world = { ...JSON.parse(JSON.stringify(s)), hands, piles, common, box };
  const loaded = bigfish.loadState(world, { positions: true }); // a world no stream dealt (I22 does not apply)
  if (!loaded.ok) throw new Error(`the test built an invalid world: ${JSON.stringify(loaded.error.issues)}`);
  return loaded.value;
}

/** Whether placing `c` on `row` breaks colour forcing (L1) or the one-row rule (L2), from the layout. */
function isMistake(s: BigFishState, c: Card, row: number): boolean {
  const ends = s.rows.map((r) => (r && r.length > 0 ? r[r.length - 1]![0] : null));
  if (ends[row] == null) return false; // a closed or missing row is refused, not penalised
  if (s.turnRow !== null && row !== s.turnRow) return true;
  return ends.some((e) => e === c[0]) && ends[row] !== c[0];
}

interface Attempt {
  readonly state: BigFishState;
  readonly events: readonly BigFishEvent[];
}

/** A move tried at the table: placements through `attemptPlacement` (a mistake is penalised there), others applied. */
function attempt(s: BigFishState, move: BigFishMove): Attempt | null {
  if (move.type === 'place') {
    const r = attemptPlacement(s, move, bigfish.toAct(s)!);
    return r.accepted || r.penalized ? { state: r.state, events: r.events } : null;
  }
  if (!bigfish.validate(s, move).ok) return null;
  return bigfish.applyMoveWithEvents(s, move);
}

/** The next move of the driver: often a mistake, preferably with a card held twice, and often the same one again. */
function nextMove(s: BigFishState, rng: Rng, last: BigFishMove | null): BigFishMove {
  const legal = bigfish.legalMoves(s);
  if (s.options.mistakes === 'penalty' && s.phase === 'place' && rng.int(3) > 0) {
    if (last?.type === 'place' && rng.int(2) === 0 && isMistake(s, `${last.colour}${last.value}`, last.row))
      return last;
    const hand = s.hands[s.turn]!;
    const twice = hand.filter((c, i) => hand.indexOf(c) !== i);
    for (const c of [...twice, ...permute([...hand], rng)]) {
      const rows = s.rows.flatMap((_, row) => (isMistake(s, c, row) ? [row] : []));
      if (rows.length > 0) return placeMove(c, rows[rng.int(rows.length)]!);
    }
  }
  return legal[rng.int(legal.length)]!;
}

/** Whether these events show `viewer` a card that was hidden from it (so the worlds may differ from here on). */
function revealsHidden(events: readonly BigFishEvent[], viewer: number | null): boolean {
  return events.some((e) => e.type === 'newRow' || (e.type === 'handRefilled' && e.seat === viewer));
}

const LEAK_OPTIONS: readonly Record<string, unknown>[] = [
  {},
  { mistakes: 'penalty' },
  { mistakes: 'penalty', advanced: true, plusSelection: 'playerChoice' },
  { mistakes: 'penalty', continueAfterCompletion: true, handSize: 6, maxPlacements: 6 },
  { advanced: true, aCountsTowardLimit: false, tieSplit: 'splitTen', startSeat: 1 },
  { rowCount: 2, rowLength: 4, handSize: 3, maxPlacements: 3, pileSize: 8, commonDeckSize: 2 },
  { mistakes: 'penalty', rowCount: 5, rowLength: 3, pileSize: 6, commonDeckSize: 0 },
];

/** A state `depth` random moves into a match (through the driver, so penalty matches hold mistakes). */
function reached(seats: number, seed: number, options: Record<string, unknown>, depth: number): BigFishState {
  let s = bigfish.setup({ seats, seed, ...options });
  const rng = Rng.fromSeed(seed);
  let last: BigFishMove | null = null;
  for (let i = 0; i < depth && !bigfish.isOver(s); i++) {
    last = nextMove(s, rng, last);
    s = attempt(s, last)?.state ?? s;
  }
  return s;
}

describe('bigfish leak test: alternative worlds built from the layout', () => {
  it('a seat’s view and its copy of the next moves’ events are the same in every world it cannot tell apart', () => {
    let compared = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.constantFrom(...LEAK_OPTIONS),
        fc.integer({ min: 0, max: 60 }),
        (seats, seed, options, depth) => {
          let setup: BigFishState;
          try {
            setup = reached(seats, seed, options, depth);
          } catch {
            return; // options this seat count cannot deal (too few cards)
          }
          const rng = Rng.fromSeed(seed ^ 0x1eaf);
          for (const viewer of [null, ...Array.from({ length: seats }, (_, i) => i)]) {
            let a = setup;
            let b = otherWorld(a, viewer, rng);
            expect(bigfish.view(b, viewer)).toEqual(bigfish.view(a, viewer));
            let last: BigFishMove | null = null;
            for (let k = 0; k < 12 && !bigfish.isOver(a); k++) {
              last = nextMove(a, rng, last);
              const inA = attempt(a, last);
              if (inA === null) continue;
              const inB = attempt(b, last);
              if (inB === null) break; // the hands differ: the actor could not make this move in the other world
              if (revealsHidden(inA.events, viewer)) {
                // the move shows the viewer permuted cards: the worlds may part here, but while its views agree
                // its events must too
                if (deepEqual(bigfish.view(inB.state, viewer), bigfish.view(inA.state, viewer)))
                  expect(bigfish.eventsFor(inB.events, viewer)).toEqual(
                    bigfish.eventsFor(inA.events, viewer),
                  );
                break;
              }
              expect(bigfish.eventsFor(inB.events, viewer)).toEqual(bigfish.eventsFor(inA.events, viewer));
              expect(bigfish.view(inB.state, viewer)).toEqual(bigfish.view(inA.state, viewer));
              compared++;
              a = inA.state;
              b = inB.state;
            }
          }
        },
      ),
      { seed: 1515, numRuns: HEAVY ? 2000 : 150 },
    );
    expect(compared).toBeGreaterThan(1000);
  });

  it('a refill does not tell the drawer how its pile lay (the same cards, drawn in another order)', () => {
    // The seat to act places two cards and ends its turn, so it draws its pile's top two cards, which nobody saw; in
    // the other world those two lie the other way round. Its hand and view afterwards are the same, so its events
    // must be too.
    for (let seed = 0; ; seed++) {
      const s = reached(3, seed, {}, seed % 9);
      const pile = s.piles[s.turn]!;
      if (s.phase !== 'place' || s.placed > 0 || pile.length < 2 || pile.at(-1) === pile.at(-2)) continue;
      let a = bigfish.applyMove(s, bigfish.legalMoves(s)[0]!);
      const second = bigfish.legalMoves(a).find((m) => m.type === 'place');
      if (a.turn !== s.turn || second === undefined) continue;
      a = bigfish.applyMove(a, second);
      if (a.phase !== 'place' || a.turn !== s.turn) continue; // the row was taken: the turn ended already
      const raw = JSON.parse(JSON.stringify(a)) as { piles: Card[][] };
      const mine = raw.piles[s.turn]!;
      [mine[mine.length - 1], mine[mine.length - 2]] = [mine[mine.length - 2]!, mine[mine.length - 1]!];
      const loaded = bigfish.loadState(raw, { positions: true }); // a world no stream dealt (I22 does not apply)
      if (!loaded.ok) throw new Error(JSON.stringify(loaded.error.issues));
      expect(bigfish.view(loaded.value, s.turn)).toEqual(bigfish.view(a, s.turn));
      const inA = bigfish.applyMoveWithEvents(a, { type: 'endTurn' });
      const inB = bigfish.applyMoveWithEvents(loaded.value, { type: 'endTurn' });
      expect(inA.events.some((e) => e.type === 'handRefilled' && e.count === 2)).toBe(true);
      expect(bigfish.view(inB.state, s.turn)).toEqual(bigfish.view(inA.state, s.turn));
      expect(bigfish.eventsFor(inB.events, s.turn)).toEqual(bigfish.eventsFor(inA.events, s.turn));
      return;
    }
  });

  it('V2: two identical mistakes do not tell the table whether the hand holds a second copy of that card', () => {
    // A penalty-mode match, played until the seat to act holds two copies of a card it can misplace.
    for (let seed = 0; ; seed++) {
      const s = reached(3, seed, { mistakes: 'penalty' }, seed % 7);
      if (s.phase !== 'place') continue;
      const actor = s.turn;
      const hand = s.hands[actor]!;
      const c = hand.find((x, i) => hand.indexOf(x) !== i);
      if (c === undefined || s.revealed[actor]!.includes(c)) continue; // not yet shown
      const row = s.rows.findIndex((_, r) => isMistake(s, c, r));
      if (row < 0) continue;
      // The other world: the second copy swapped with a card of another kind from the actor's own pile, which
      // nobody sees.
      const pile = s.piles[actor]!;
      const at = pile.findIndex((x) => x !== c);
      if (at < 0) continue;
      const raw = JSON.parse(JSON.stringify(s)) as { hands: Card[][]; piles: Card[][] };
      const other = pile[at]!;
      raw.hands[actor] = [...unknownPart(hand, [c]), other].sort(byKind);
      raw.piles[actor]![at] = c;
      const loaded = bigfish.loadState(raw, { positions: true }); // a world no stream dealt (I22 does not apply)
      if (!loaded.ok) throw new Error(JSON.stringify(loaded.error.issues));
      let a: BigFishState = s;
      let b: BigFishState = loaded.value;
      const watcher = (actor + 1) % 3;
      for (let time = 1; time <= 2; time++) {
        const ra = attemptPlacement(a, placeMove(c, row), actor);
        const rb = attemptPlacement(b, placeMove(c, row), actor);
        expect([ra.penalized, rb.penalized]).toEqual([true, true]);
        a = ra.state;
        b = rb.state;
        for (const seat of [null, watcher]) {
          expect(bigfish.eventsFor(rb.events, seat)).toEqual(bigfish.eventsFor(ra.events, seat));
          expect(bigfish.view(b, seat)).toEqual(bigfish.view(a, seat));
        }
      }
      // the card is known to be in the hand: once, however many times it was shown
      expect(bigfish.view(a, watcher).revealed[actor]).toEqual([c]);
      return;
    }
  });
});
