/** Every rule (R1–R6, §3, §4, E1/E2) and every resolution (A1–A21) of the spec, each in a test named by its id. */
import { describe, expect, it } from 'vitest';
import { countsOf, deal, Rng, seedState, total } from '../../../src/core/index.js';
import {
  CARD_KINDS,
  fullDeck,
  JOKER_SET_VALUE,
  setOf,
  snatches,
  TOTAL_CARDS,
} from '../../../src/games/linko/cards.js';
import { type LinkoState, linko } from '../../../src/games/linko/index.js';
import { MOVE_TYPES } from '../../../src/games/linko/moves.js';
import {
  A,
  B,
  back,
  C,
  deck,
  decline,
  discard,
  disp,
  hand,
  P,
  pass,
  pos,
  run,
  take,
  texts,
  X,
} from './fixtures.js';

const full6 = [4, 4, 4, 4, 4, 4];

describe('setup (§2)', () => {
  it('R1: the start seat is a parameter (default 0) and must be a seat', () => {
    expect(linko.setup({ seats: 4, seed: 1 }).table.current).toBe(0);
    expect(linko.setup({ seats: 4, seed: 1, startSeat: 2 }).table.current).toBe(2);
    expect(() => linko.setup({ seats: 4, seed: 1, startSeat: 4 })).toThrow(/startSeat/);
  });

  it('R2: 109 cards shuffled, 13 dealt to each seat one at a time clockwise from the start seat, off the top', () => {
    for (const seats of [2, 3, 4, 5]) {
      const s = linko.setup({ seats, seed: `r2-${seats}`, startSeat: 1 });
      for (const h of s.table.hands) expect(total(h)).toBe(13);
      // The documented procedure, redone by hand from the same seed.
      const rng = new Rng(seedState(`r2-${seats}`));
      const pile = rng.shuffle(fullDeck());
      const hands = deal(pile, seats, 1, 13).map((h) => countsOf(h, CARD_KINDS));
      expect(s.table.hands).toEqual(hands);
      const display = [pile.pop(), pile.pop(), pile.pop(), pile.pop(), pile.pop(), pile.pop()];
      expect(s.table.display).toEqual(display);
      expect(s.table.deck).toEqual(pile);
    }
  });

  it('R2: the same seed deals the same state, byte for byte; another seed deals another', () => {
    expect(JSON.stringify(linko.setup({ seats: 3, seed: 9 }))).toBe(
      JSON.stringify(linko.setup({ seats: 3, seed: 9 })),
    );
    expect(JSON.stringify(linko.setup({ seats: 3, seed: 9 }))).not.toBe(
      JSON.stringify(linko.setup({ seats: 3, seed: 8 })),
    );
  });

  it('R3/R4: the rest is the draw pile; 6 cards face up leave 77 / 64 / 51 / 38', () => {
    const expected: Record<number, number> = { 2: 77, 3: 64, 4: 51, 5: 38 };
    for (const seats of [2, 3, 4, 5]) {
      const s = linko.setup({ seats, seed: seats });
      expect(s.table.display).toHaveLength(6);
      expect(s.table.deck).toHaveLength(expected[seats]!);
    }
  });

  it('R5: every stack and the discard pile start empty', () => {
    const s = linko.setup({ seats: 5, seed: 3 });
    expect(s.table.stacks).toEqual([[], [], [], [], []]);
    expect(s.table.discard).toEqual([]);
  });

  it('R6: the start seat plays first; nothing else is seat-specific', () => {
    const s = linko.setup({ seats: 3, seed: 3, startSeat: 2 });
    expect(s.table.phase).toBe('play');
    expect(linko.toAct(s)).toBe(2);
    expect(s.table.victims).toEqual([]);
    expect(s.table.known).toEqual([0, 1, 2].map(() => hand()));
  });

  it('§1: 104 number cards (eight of each value) and 5 jokers', () => {
    const d = countsOf(fullDeck(), CARD_KINDS);
    expect(d[X]).toBe(5);
    for (let v = 1; v <= 13; v++) expect(d[v]).toBe(8);
    expect(TOTAL_CARDS).toBe(109);
  });
});

describe('the turn (§3)', () => {
  it('§3 PLAY: playing a set is the only action and puts the set on the own stack as a new set', () => {
    const s = pos({ seats: 2, current: A, hands: [[6, 6, 1], [2]], display: full6 });
    const { state } = run(s, [[A, P(6, 2, 0)]]);
    expect(state.table.stacks[A]).toEqual([{ value: 6, naturals: 2, jokers: 0 }]);
    expect(state.table.hands[A]).toEqual(hand(1));
    expect(linko.legalMoves(s).every((m) => m.type === 'play')).toBe(true);
  });

  it('§3 SNATCH_OFFER: take moves the set to the turn owner’s hand and the victim owes its size', () => {
    const s = pos({ seats: 2, current: A, hands: [[9, 9, 1], [2]], stacks: [[], [[3, X]]], display: full6 });
    const { state } = run(s, [
      [A, P(9, 2, 0)],
      [A, take],
    ]);
    expect(state.table.hands[A]).toEqual(hand(1, 3, X));
    expect(state.table.known[A]).toEqual(hand(3, X));
    expect(state.table.phase).toBe('draw');
    expect(linko.toAct(state)).toBe(B);
    expect(state.table.owed).toBe(2);
  });

  it('§3 VICTIM_CHOICE: take back ends the victim’s part without a draw; discard makes it owe the set’s size', () => {
    const s = pos({ seats: 2, current: A, hands: [[9, 9, 1], [2]], stacks: [[], [[3, 3]]], display: full6 });
    const backed = run(s, [
      [A, P(9, 2, 0)],
      [A, decline],
      [B, back],
    ]).state;
    expect(backed.table.hands[B]).toEqual(hand(2, 3, 3));
    expect(backed.table.phase).toBe('play');
    const discarded = run(s, [
      [A, P(9, 2, 0)],
      [A, decline],
      [B, discard],
    ]).state;
    expect(discarded.table.discard.slice(-2)).toEqual([3, 3]);
    expect(discarded.table.owed).toBe(2);
    expect(linko.toAct(discarded)).toBe(B);
  });

  it('§3 END_TURN: the turn passes to the left, wrapping around', () => {
    const s = pos({ seats: 3, current: C, hands: [[1], [1], [2, 2]], display: full6 });
    expect(s.table.turn).toBe(2); // the game starts with A (startSeat 0), so C owns the third turn (I6)
    const { state } = run(s, [[C, P(2, 1, 0)]]);
    expect(state.table.current).toBe(A);
    expect(state.table.turn).toBe(3);
  });

  it('§3: snatching is compulsory — a qualifying set always leaves the stack', () => {
    const s = pos({ seats: 2, current: A, hands: [[9, 1], [2]], stacks: [[], [[3]]], display: full6 });
    const { state } = run(s, [[A, P(9, 1, 0)]]);
    expect(state.table.stacks[B]).toEqual([]);
    expect(texts(linko.legalMoves(state))).toEqual(['decline', 'take']);
  });
});

describe('legality (§4)', () => {
  it('§4.1: a set is one value’s cards plus any jokers, or jokers alone; nothing else', () => {
    expect(setOf([6, 6, X])).toEqual({ value: 6, naturals: 2, jokers: 1 });
    expect(setOf([X])).toEqual({ value: 14, naturals: 0, jokers: 1 });
    expect(setOf([6, 7])).toBeNull();
    expect(setOf([])).toBeNull();
  });

  it('§4.2: snatch needs the same card count and a strictly higher value', () => {
    const set = (cards: number[]) => setOf(cards)!;
    expect(snatches(set([13]), set([5]))).toBe(true);
    expect(snatches(set([13]), set([5, 5]))).toBe(false);
    expect(snatches(set([9, 9]), set([9, 9]))).toBe(false);
    expect(snatches(set([9, 9]), set([8, X]))).toBe(true);
    expect(snatches(set([6, 6, 6, X]), set([5, 5, 5, 5]))).toBe(true);
  });

  it('§4.2: only top sets count and the turn owner’s own stack is never a target', () => {
    const s = pos({
      seats: 2,
      current: A,
      hands: [[9, 1], [2]],
      stacks: [[[2]], [[3], [10]]],
      display: full6,
    });
    const { state } = run(s, [[A, P(9, 1, 0)]]);
    expect(state.table.phase).toBe('play'); // B's top {10} is not beaten; B's {3} below is not looked at; A's own {2} neither.
    expect(state.table.stacks[A]).toHaveLength(2);
  });

  it('§4.3: offer and choice always have both options; draws need a card in their source', () => {
    const s = pos({
      seats: 2,
      current: A,
      hands: [[9, 1], [2]],
      stacks: [[], [[3]]],
      display: [5, 5, 6, 6, 7, X],
    });
    const offer = run(s, [[A, P(9, 1, 0)]]).state;
    expect(texts(linko.legalMoves(offer))).toEqual(['decline', 'take']);
    const choice = run(offer, [[A, decline]]).state;
    expect(texts(linko.legalMoves(choice))).toEqual(['discard', 'take back']);
    const draw = run(choice, [[B, discard]]).state;
    expect(texts(linko.legalMoves(draw))).toEqual([
      'draw 5 from display',
      'draw 6 from display',
      'draw 7 from display',
      'draw J from display',
      'draw from deck',
    ]);
    const v = linko.validate(draw, disp(9));
    expect(v.ok === false && `${v.error.code}:${v.error.rule}`).toBe('NOT_ON_DISPLAY:A19');
  });

  it('§4.3: a joker back in a hand is an ordinary joker again', () => {
    const s = pos({ seats: 2, current: A, hands: [[9, 9, 1], [2]], stacks: [[], [[3, X]]], display: full6 });
    const { state } = run(s, [
      [A, P(9, 2, 0)],
      [A, decline],
      [B, back],
    ]);
    // B now holds {2, 3, X}: the joker combines with anything.
    expect(texts(linko.legalMoves(state))).toContain('1×2+J');
    expect(texts(linko.legalMoves(state))).toContain('1×J');
  });
});

describe('end conditions (§5)', () => {
  it('E1: an empty hand right after a play ends the game; no snatch takes place', () => {
    const s = pos({ seats: 2, current: A, hands: [[9], [2]], stacks: [[], [[3]]], display: full6 });
    const { state, events } = run(s, [[A, P(9, 1, 0)]]);
    expect(linko.isOver(state)).toBe(true);
    expect(state.table.stacks[B]).toEqual([{ value: 3, naturals: 1, jokers: 0 }]);
    expect(events.map((e) => e.type)).toEqual(['setPlayed', 'gameEnded', 'matchOver']);
  });

  it('E2: the draw that empties deck and display ends the game, even with cards still owed', () => {
    const s = pos({
      seats: 2,
      current: A,
      hands: [[9, 9, 1], [2]],
      stacks: [[], [[3, 3]]],
      display: [6],
      rest: 'discard',
    });
    const { state } = run(s, [
      [A, P(9, 2, 0)],
      [A, take],
      [B, disp(6)],
    ]);
    expect(linko.isOver(state)).toBe(true);
    expect(state.results[0]).toMatchObject({ reason: 'supplyExhausted', handCards: [3, 2] });
    expect(linko.score(state)).toEqual([2 - 3, 0 - 2]);
  });

  it('§5: score = stack cards − hand cards, jokers count 1, discards count for nobody', () => {
    const s = pos({
      seats: 2,
      current: A,
      hands: [[X], [2, 2]],
      stacks: [[[13, X, X]], [[1]]],
      display: full6,
      discard: [7, 7, 7],
    });
    expect(linko.score(s)).toEqual([3 - 1, 1 - 2]);
  });
});

describe('resolutions (§6)', () => {
  it('A1: a joker-only set is worth 14 and beats two 13s', () => {
    expect(setOf([X, X])!.value).toBe(JOKER_SET_VALUE);
    expect(snatches(setOf([X, X])!, setOf([13, 13])!)).toBe(true);
  });

  it('A2: a joker-only set is never snatched, not even by as many jokers', () => {
    const s = pos({ seats: 2, current: A, hands: [[X, X, 1], [2]], stacks: [[], [[X, X]]], display: full6 });
    const { state } = run(s, [[A, P(null, 0, 2)]]);
    expect(state.table.stacks[B]).toEqual([{ value: 14, naturals: 0, jokers: 2 }]);
    expect(state.table.phase).toBe('play');
  });

  it('A3: any number of jokers may join any number of same-value cards', () => {
    const s = pos({ seats: 2, current: A, hands: [[5, X, X, X], [2]], display: full6 });
    expect(texts(linko.legalMoves(s))).toEqual(['1×5', '1×5+2J', '1×5+3J', '1×5+J', '1×J', '2×J', '3×J']);
  });

  it('A4: any non-empty subset of one value may be played (one of two 7s)', () => {
    const s = pos({ seats: 2, current: A, hands: [[7, 7, 1], [2]], display: full6 });
    const { state } = run(s, [[A, P(7, 1, 0)]]);
    expect(state.table.hands[A]).toEqual(hand(7, 1));
  });

  it('A5: victims are resolved one after the other, clockwise from the left, each completely', () => {
    const s = pos({
      seats: 3,
      current: B,
      hands: [[1], [5, 1], [1]],
      stacks: [[[2]], [], [[3]]],
      display: full6,
    });
    let r = run(s, [[B, P(5, 1, 0)]]);
    expect(r.state.table.victim).toBe(C);
    expect(r.state.table.victims).toEqual([A]);
    r = run(r.state, [
      [B, take],
      [C, deck],
    ]);
    expect(r.state.table.victim).toBe(A); // C was resolved completely first
    expect(r.state.table.phase).toBe('offer');
  });

  it('A6: a victim’s newly exposed set is not examined again in the same turn', () => {
    const s = pos({
      seats: 3,
      current: A,
      hands: [[9, 1], [1], [1]],
      stacks: [[], [[2], [3]], []],
      display: full6,
    });
    const { state } = run(s, [
      [A, P(9, 1, 0)],
      [A, decline],
      [B, discard],
      [B, deck],
    ]);
    expect(state.table.stacks[B]).toEqual([{ value: 2, naturals: 1, jokers: 0 }]);
    expect(state.table.current).toBe(B);
  });

  it('A7: the victim chooses where each replacement card comes from', () => {
    const s = pos({
      seats: 3,
      current: A,
      hands: [[9, 1], [1], [1]],
      stacks: [[], [[2]], []],
      display: full6,
    });
    const draw = run(s, [
      [A, P(9, 1, 0)],
      [A, take],
    ]).state;
    expect(linko.toAct(draw)).toBe(B);
    expect(linko.validate(draw, deck, A).ok).toBe(false);
    expect(linko.validate(draw, deck, B).ok).toBe(true);
  });

  it('A8: one card per decision, and the victim sees each deck card before the next choice', () => {
    const s = pos({
      seats: 2,
      current: A,
      hands: [[9, 9, 1], [2]],
      stacks: [[], [[3, 3]]],
      display: full6,
      deckTopFirst: [13, 12],
    });
    const r = run(s, [
      [A, P(9, 2, 0)],
      [A, decline],
      [B, discard],
      [B, deck],
    ]);
    expect(r.state.table.owed).toBe(1);
    expect(linko.view(r.state, B).handCounts).toEqual(hand(2, 13));
    expect(linko.view(r.state, A).handCounts).toEqual(hand(1));
    expect(linko.view(r.state, A).handSizes[B]).toBe(2);
  });

  it('A9: the display is refilled after each victim finishes, never between single draws', () => {
    const s = pos({
      seats: 3,
      current: A,
      hands: [[9, 1], [1], [1]],
      stacks: [[], [[2]], [[3]]],
      display: [5, 6, 7, 8, 10, 11],
      deckTopFirst: [12, 13],
    });
    let r = run(s, [
      [A, P(9, 1, 0)],
      [A, decline],
      [B, discard],
      [B, disp(5)],
    ]);
    expect(r.state.table.display).toEqual([6, 7, 8, 10, 11, 12]); // refilled once B is done
    expect(r.state.table.victim).toBe(C); // so the next victim sees a full display
    r = run(r.state, [[A, take]]);
    r = run(r.state, [[C, disp(6)]]);
    expect(r.state.table.display).toEqual([7, 8, 10, 11, 12, 13]);
  });

  it('A9: with two cards owed the display stays short between the draws', () => {
    const s = pos({ seats: 2, current: A, hands: [[9, 9, 1], [2]], stacks: [[], [[3, 3]]], display: full6 });
    const r = run(s, [
      [A, P(9, 2, 0)],
      [A, take],
      [B, disp(4)],
    ]);
    expect(r.state.table.display).toHaveLength(5);
  });

  it('A10: the game ends at the instant the last supply card is drawn; unprocessed victims keep their sets', () => {
    const s = pos({
      seats: 3,
      current: A,
      hands: [[9, 9, 1], [1], [1]],
      stacks: [[], [[3, 3]], [[4, 4]]],
      display: [6],
      rest: 'discard',
    });
    const { state } = run(s, [
      [A, P(9, 2, 0)],
      [A, decline],
      [B, discard],
      [B, disp(6)],
    ]);
    expect(linko.isOver(state)).toBe(true);
    expect(state.table.hands[B]).toEqual(hand(1, 6)); // keeps the card drawn, one is forfeited
    expect(state.table.stacks[C]).toEqual([{ value: 4, naturals: 2, jokers: 0 }]);
    expect(state.table.victims).toEqual([]);
  });

  it('A11: with the deck empty but the display not, play continues and refill does nothing', () => {
    const s = pos({
      seats: 2,
      current: A,
      hands: [[9, 1], [2]],
      stacks: [[], [[3]]],
      display: [5, 6],
      rest: 'discard',
    });
    const { state } = run(s, [
      [A, P(9, 1, 0)],
      [A, take],
      [B, disp(5)],
    ]);
    expect(linko.isOver(state)).toBe(false);
    expect(state.table.display).toEqual([6]);
  });

  it('A12: ties share the win by default; amigo2022 breaks them by fewer hand cards', () => {
    const end = (amigo2022: boolean) =>
      run(
        pos({
          seats: 2,
          options: { amigo2022 },
          current: A,
          hands: [[5], [1, 1]],
          stacks: [[[6, 6]], [[7, 7, 7, 7, 7]]],
          display: full6,
        }),
        [[A, P(5, 1, 0)]],
      ).state;
    expect(linko.score(end(false))).toEqual([3, 3]);
    expect(linko.winners(end(false))).toEqual([A, B]);
    expect(linko.winners(end(true))).toEqual([A]);
  });

  it('A13: a match has as many games as seats by default, the start seat moves clockwise, scores are summed', () => {
    const s = linko.setup({ seats: 3, seed: 'a13', startSeat: 1 });
    expect(s.options.games).toBe(3);
    let state: LinkoState = s;
    const rng = Rng.fromSeed(1);
    const starts: number[] = [state.table.current];
    while (!linko.isOver(state)) {
      const ms = linko.legalMoves(state);
      const step = linko.applyMoveWithEvents(state, ms[rng.int(ms.length)]!);
      // A new game is reported as core's `dealt`, followed by the turn of the seat that starts it.
      step.events.forEach((e, i) => {
        const next = step.events[i + 1];
        if (e.type === 'dealt' && next?.type === 'turnStarted') starts.push(next.seat);
      });
      state = step.state;
    }
    expect(starts).toEqual([1, 2, 0]);
    expect(state.results.map((r) => r.startSeat)).toEqual([1, 2, 0]);
    const sum = [0, 1, 2].map((seat) => state.results.reduce((t, r) => t + r.scores[seat]!, 0));
    expect(linko.score(state)).toEqual(sum);
  });

  it('A14: 109 cards; the turn marker is cosmetic and not modelled', () => {
    expect(fullDeck()).toHaveLength(109);
    expect(Object.keys(linko.setup({ seats: 2, seed: 1 }))).not.toContain('marker');
  });

  it('A16: the discard pile is public, ordered and never reshuffled', () => {
    const s = pos({
      seats: 2,
      current: A,
      hands: [[9, 1], [2]],
      stacks: [[], [[3]]],
      display: full6,
      discard: [8],
    });
    const { state } = run(s, [
      [A, P(9, 1, 0)],
      [A, decline],
      [B, discard],
    ]);
    expect(linko.view(state, A).discard.slice(-2)).toEqual([8, 3]);
  });

  it('A17: hand sizes are public', () => {
    const s = linko.setup({ seats: 3, seed: 2 });
    expect(linko.view(s, 0).handSizes).toEqual([13, 13, 13]);
  });

  it('A18: by default the turn owner never draws; amigo2022 adds the optional draw', () => {
    const s = pos({ seats: 2, current: A, hands: [[2, 1], [2]], stacks: [[], [[3]]], display: full6 });
    expect(run(s, [[A, P(2, 1, 0)]]).state.table.phase).toBe('play');
    const amigo = pos({
      seats: 2,
      options: { amigo2022: true },
      current: A,
      hands: [[2, 1], [2]],
      stacks: [[], [[3]]],
      display: full6,
    });
    expect(run(amigo, [[A, P(2, 1, 0)]]).state.table.phase).toBe('bonus');
  });

  it('A18: the optional draw is offered only when nothing was snatched', () => {
    const amigo = pos({
      seats: 2,
      options: { amigo2022: true },
      current: A,
      hands: [[5, 1], [2]],
      stacks: [[], [[3]]],
      display: full6,
    });
    const { state } = run(amigo, [
      [A, P(5, 1, 0)],
      [A, decline],
      [B, back],
    ]);
    expect(state.table.phase).toBe('play');
    expect(state.table.current).toBe(B);
  });

  it('A19: the display is a list; refills append at its end', () => {
    const s = pos({
      seats: 2,
      current: A,
      hands: [[9, 1], [2]],
      stacks: [[], [[3]]],
      display: [5, 6, 7, 8, 10, 11],
      deckTopFirst: [13],
    });
    const { state } = run(s, [
      [A, P(9, 1, 0)],
      [A, take],
      [B, disp(7)],
    ]);
    expect(state.table.display).toEqual([5, 6, 8, 10, 11, 13]);
  });

  it('A20: two players use the same rules (13 cards each, 6 on display, 5 jokers)', () => {
    const s = linko.setup({ seats: 2, seed: 20 });
    expect(s.table.hands.map((h) => total(h))).toEqual([13, 13]);
    expect(s.table.display).toHaveLength(6);
    expect(s.options.games).toBe(2);
  });

  it('A21: no rules impact from the translations’ typos — the decisions are exactly the spec’s', () => {
    expect([...MOVE_TYPES]).toEqual([
      'play',
      'take',
      'decline',
      'takeBack',
      'discard',
      'drawDeck',
      'drawDisplay',
      'pass',
    ]);
    expect(pass.type).toBe('pass');
  });
});
