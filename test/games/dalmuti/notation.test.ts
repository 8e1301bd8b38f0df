// The one notation of Dalmuti for people: cards with their names (§1), sets as count× rank with Jesters explained,
// the other moves in words; read back leniently; events as sentences, redacted copies included; the same words in
// rejections.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/index.js';
import { ACTION_COUNT, decodeMove } from '../../../src/games/dalmuti/encoding.js';
import type { DalmutiEvent } from '../../../src/games/dalmuti/index.js';
import {
  dalmuti,
  formatCard,
  giftMove,
  joinSlotMove,
  passMove,
  playMove,
  revolutionMove,
  swapCardMove,
  swapMove,
} from '../../../src/games/dalmuti/index.js';
import { describeEvent, formatMove, parseMoveText } from '../../../src/games/dalmuti/notation.js';
import { pos, RANK_NAMES } from './helpers.js';

const J = 13;

describe('cards and sets', () => {
  it('formatCard: every rank with its name from the spec (§1), the Jester by name', () => {
    const names = RANK_NAMES.slice(1);
    for (let r = 1; r <= 12; r++) expect(formatCard(r)).toBe(`${r} (${names[r - 1]})`);
    expect(formatCard(J)).toBe('Jester');
  });

  it('every move in words', () => {
    expect(formatMove(playMove(10, 3, 0))).toBe('3× 10 (Shepherdess)');
    expect(formatMove(playMove(5, 1, 1))).toBe('1× 5 (Abbess) + 1 Jester as 5');
    expect(formatMove(playMove(1, 1, 2))).toBe('1× 1 (Dalmuti) + 2 Jesters as 1');
    expect(formatMove(playMove(J, 0, 2))).toBe('2× Jester (as 13)');
    expect(formatMove(passMove())).toBe('pass');
    expect(formatMove(revolutionMove(true))).toBe('declare revolution');
    expect(formatMove(revolutionMove(false))).toBe('decline revolution');
    expect(formatMove(giftMove(9, 9))).toBe('gift 2× 9 (Cook)');
    expect(formatMove(giftMove(J, 3))).toBe('gift 3 (Earl Marshal), Jester');
    expect(formatMove(giftMove(J, J))).toBe('gift 2× Jester');
    expect(formatMove(giftMove(12))).toBe('gift 12 (Peasant)');
    expect(formatMove(swapMove(4))).toBe('swap with seat 4');
    expect(formatMove(swapMove(null))).toBe('skip swap');
    expect(formatMove(swapCardMove(J))).toBe('swap card Jester');
    expect(formatMove(joinSlotMove(3))).toBe('newcomer to slot 3');
    expect(dalmuti.formatMove(playMove(7, 2, 0))).toBe('2× 7 (Seamstress)');
  });
});

describe('parseMoveText', () => {
  it('reads back every move there is (the whole action table)', () => {
    let n = 0;
    for (let a = 0; a < ACTION_COUNT; a++) {
      const move = decodeMove(a);
      if (move === null) continue;
      n++;
      expect(parseMoveText(formatMove(move)), formatMove(move)).toBe(move);
    }
    expect(n).toBe(581);
  });

  it('reads back every legal move of random matches, every phase and option', () => {
    const options: Record<string, unknown>[] = [
      { hands: 2 },
      { hands: 2, merchantSwap: true, taxation: 'peonFirst' },
      { firstDealRevolution: true, shortDeck: true },
    ];
    const rng = Rng.fromSeed('notation');
    const types = new Set<string>();
    for (const [i, o] of options.entries()) {
      for (const seats of [4, 6, 8]) {
        let s = dalmuti.setup({ seats, seed: `notation-${i}-${seats}`, ...o });
        while (!dalmuti.isOver(s)) {
          const legal = dalmuti.legalMoves(s);
          for (const m of legal) {
            types.add(m.type);
            const back = dalmuti.parseMoveText(dalmuti.formatMove(m));
            expect(back.ok && back.value).toBe(m);
          }
          s = dalmuti.applyMove(s, legal[rng.int(legal.length)]!);
        }
      }
    }
    expect([...types].sort()).toEqual(['gift', 'pass', 'play', 'swap', 'swapCard']);
  });

  it('is lenient: case, spaces, x or * for ×, numbers or names alone, card lists, J for a Jester', () => {
    const cases: [string, unknown][] = [
      ['2×7', playMove(7, 2, 0)],
      ['2x 7 (seamstress)', playMove(7, 2, 0)],
      ['2 * 7', playMove(7, 2, 0)],
      ['2 Seamstresses', playMove(7, 2, 0)],
      ['7 7', playMove(7, 2, 0)],
      ['SEAMSTRESS', playMove(7, 1, 0)],
      ['7', playMove(7, 1, 0)],
      ['  3x  earl marshal ', playMove(3, 3, 0)],
      ['2× 7 (Seamstress) + 1 Jester as 7', playMove(7, 2, 1)],
      ['7 7 j', playMove(7, 2, 1)],
      ['2x7+J', playMove(7, 2, 1)],
      ['play 1 (dalmuti) + 2 jesters', playMove(1, 1, 2)],
      ['jj', playMove(J, 0, 2)],
      ['J', playMove(J, 0, 1)],
      ['2× Jester', playMove(J, 0, 2)],
      ['1× jester (as 13)', playMove(J, 0, 1)],
      ['P', passMove()],
      ['Pass', passMove()],
      ['declare', revolutionMove(true)],
      ['Revolution', revolutionMove(true)],
      ['no revolution', revolutionMove(false)],
      ['decline', revolutionMove(false)],
      ['gift 10, j', giftMove(10, J)],
      ['give J and 10', giftMove(10, J)],
      ['gift 2x9', giftMove(9, 9)],
      ['gift 9 9', giftMove(9, 9)],
      ['gift cook', giftMove(9)],
      ['swap 3', swapMove(3)],
      ['swap with p3', swapMove(3)],
      ['swap -', swapMove(null)],
      ['no swap', swapMove(null)],
      ['swapcard seamstress', swapCardMove(7)],
      ['swap card j', swapCardMove(J)],
      ['join 2', joinSlotMove(2)],
      ['slot 4', joinSlotMove(4)],
    ];
    for (const [text, move] of cases) expect(parseMoveText(text), text).toBe(move);
  });

  it('refuses what is no move: a name that contradicts its number, mixed ranks, three Jesters, a wrong "as"', () => {
    for (const text of [
      '',
      '   ',
      'hello',
      '7 (cook)',
      '5 6',
      '5 6 j',
      'jjj',
      '3x jester',
      '2x7 + j as 8',
      '2x jester (as 12)',
      '13x 1',
      '0x7',
      '14',
      'gift 1 2 3',
      'gift',
      'swap 13',
      'swap card 7 8',
      'join 99',
    ])
      expect(parseMoveText(text), text).toBeNull();
    const r = dalmuti.parseMoveText('5 6');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('BAD_SHAPE');
  });
});

describe('describeEvent', () => {
  const words = (e: DalmutiEvent) => describeEvent(e);
  const secret = (from: number, to: number, fields: string[]) => ({ seats: [from, to], fields });

  it('every event as a sentence, in the notation of moves', () => {
    // `deal` counts the deals of the match (a re-deal after a join counts too), so the words name the deal, not a hand.
    expect(words({ type: 'dealt', deal: 2 })).toBe('the cards are dealt (deal 2 of the match)');
    expect(
      words({ type: 'revolution', seat: 2, declared: false, greater: false, order: [0, 1, 2, 3, 4] }),
    ).toBe('seat 2 declined a revolution');
    expect(
      words({ type: 'revolution', seat: 2, declared: true, greater: false, order: [0, 1, 2, 3, 4] }),
    ).toBe('seat 2 declared a revolution: no taxes this hand');
    expect(
      words({ type: 'revolution', seat: 4, declared: true, greater: true, order: [4, 3, 2, 1, 0] }),
    ).toBe('seat 4 declared a Greater Revolution: no taxes, and the rank order is reversed (4, 3, 2, 1, 0)');
    expect(
      words({
        type: 'taxPaid',
        kind: 'tribute',
        from: 4,
        to: 0,
        count: 2,
        cards: [2, 4],
        secret: secret(4, 0, ['cards']),
      }),
    ).toBe('seat 4 paid seat 0 the tribute 2 (Archbishop), 4 (Baroness)');
    expect(
      words({
        type: 'taxPaid',
        kind: 'gift',
        from: 0,
        to: 4,
        count: 2,
        cards: [10, 10],
        secret: secret(0, 4, ['cards']),
      }),
    ).toBe('seat 0 gave seat 4 the gift 2× 10 (Shepherdess)');
    expect(words({ type: 'swapChosen', from: 2, to: 3 })).toBe('seat 2 chose to swap a card with seat 3');
    expect(words({ type: 'swapChosen', from: 2, to: null })).toBe('seat 2 skipped the merchant swap');
    expect(
      words({
        type: 'cardsSwapped',
        from: 2,
        to: 3,
        fromCard: 5,
        toCard: J,
        secret: secret(2, 3, ['fromCard', 'toCard']),
      }),
    ).toBe('seat 2 gave seat 3 5 (Abbess) for Jester');
    expect(words({ type: 'setPlayed', seat: 1, rank: 7, naturals: 2, jesters: 1, cardsLeft: 5 })).toBe(
      'seat 1 played 2× 7 (Seamstress) + 1 Jester as 7 (5 cards left)',
    );
    expect(words({ type: 'setPlayed', seat: 1, rank: J, naturals: 0, jesters: 1, cardsLeft: 1 })).toBe(
      'seat 1 played 1× Jester (as 13) (1 card left)',
    );
    expect(words({ type: 'passed', seat: 3, auto: false })).toBe('seat 3 passed');
    expect(words({ type: 'passed', seat: 3, auto: true })).toBe(
      'seat 3 passed (automatically: nothing in hand beats the table)',
    );
    expect(words({ type: 'roundWon', seat: 1, leader: 1 })).toBe('seat 1 won the round and leads the next');
    expect(words({ type: 'roundWon', seat: 1, leader: 2 })).toBe(
      'seat 1 won the round; seat 2 leads the next',
    );
    expect(words({ type: 'playerOut', seat: 1, place: 1 })).toBe('seat 1 finished 1st');
    expect(words({ type: 'playerOut', seat: 4, place: 12 })).toBe('seat 4 finished 12th');
    expect(
      words({
        type: 'handOver',
        hand: 1,
        finishingOrder: [2, 0, 1, 3],
        points: [0, 0, 0, 0],
        scores: [0, 0, 0, 0],
      }),
    ).toBe('hand 1 is over: the seats finished in the order 2, 0, 1, 3');
    expect(
      words({
        type: 'handOver',
        hand: 3,
        finishingOrder: [2, 0, 1, 3],
        points: [2, 1, 3, 0],
        scores: [5, 4, 7, 2],
      }),
    ).toBe(
      'hand 3 is over: the seats finished in the order 2, 0, 1, 3; points 2, 1, 3, 0, totals 5, 4, 7, 2 (by seat)',
    );
    expect(words({ type: 'seatJoined', seat: 5, slot: 3 })).toBe(
      'a newcomer, seat 5, takes slot 3 as a Merchant',
    );
    expect(words({ type: 'matchOver', scores: [1, 3, 2, 0], winners: [1] })).toBe(
      'the match is over: seat 1 wins (scores 1, 3, 2, 0 by seat)',
    );
    expect(words({ type: 'matchOver', scores: [3, 3, 1, 0], winners: [0, 1] })).toBe(
      'the match is over: seats 0 and 1 share the win (scores 3, 3, 1, 0 by seat)',
    );
  });

  it('redacted copies say what happened without the cards', () => {
    expect(
      words({
        type: 'taxPaid',
        kind: 'tribute',
        from: 4,
        to: 0,
        count: 2,
        cards: null,
        secret: secret(4, 0, ['cards']),
      }),
    ).toBe('seat 4 paid seat 0 a tribute of 2 cards');
    expect(
      words({
        type: 'taxPaid',
        kind: 'gift',
        from: 1,
        to: 3,
        count: 1,
        cards: null,
        secret: secret(1, 3, ['cards']),
      }),
    ).toBe('seat 1 gave seat 3 a gift of 1 card');
    expect(
      words({
        type: 'cardsSwapped',
        from: 2,
        to: 3,
        fromCard: null,
        toCard: null,
        secret: secret(2, 3, ['fromCard', 'toCard']),
      }),
    ).toBe('seat 2 and seat 3 swapped a card each');
  });

  it('rejections name the move in the same words', () => {
    const s = pos({
      seats: 4,
      hands: [[9], [8, 8, 7, 7, 7, J], [3], [5]],
      top: { seat: 0, rank: 8, naturals: 2, jesters: 0 },
    });
    const notBetter = dalmuti.validate(s, playMove(8, 2, 0));
    expect(!notBetter.ok && notBetter.error.message).toBe(
      '2× 8 (Mason) does not beat 2× 8 (Mason): a follow needs a better (lower) rank than 8',
    );
    const count = dalmuti.validate(s, playMove(7, 3, 0));
    expect(!count.ok && count.error.message).toBe(
      '3× 7 (Seamstress) cannot follow 2× 8 (Mason): a follow has exactly 2 cards',
    );
    const missing = dalmuti.validate(s, playMove(6, 1, 1));
    expect(!missing.ok && missing.error.message).toBe('seat 1 does not hold 1× 6 (Knight) + 1 Jester as 6');
    const phase = dalmuti.validate(s, giftMove(7));
    expect(!phase.ok && phase.error.message).toBe(
      "'gift 7 (Seamstress)' is not possible now: the round is being played",
    );
  });
});

describe('words with names: the reader is "you", other seats by name', () => {
  const names = { seatName: (s: number) => ['Ann', 'Bob', 'Cy', 'Dee'][s]! };

  it('the round winner leads, in the second person for the reader', () => {
    expect(dalmuti.describeEvent({ type: 'roundWon', seat: 1, leader: 1 }, { viewer: 1 })).toBe(
      'you won the round and lead the next',
    );
    expect(dalmuti.describeEvent({ type: 'roundWon', seat: 1, leader: 2 }, { ...names, viewer: 2 })).toBe(
      'Bob won the round; you lead the next',
    );
  });

  it('a finishing order and a swap move name the seats', () => {
    const over: DalmutiEvent = {
      type: 'handOver',
      hand: 1,
      finishingOrder: [2, 0, 3, 1],
      points: [0, 0, 0, 0],
      scores: [0, 0, 0, 0],
    };
    expect(dalmuti.describeEvent(over, { ...names, viewer: 0 })).toBe(
      'hand 1 is over: the seats finished in the order Cy, you, Dee, Bob',
    );
    expect(dalmuti.formatMove(swapMove(3), names)).toBe('swap with Dee');
    expect(dalmuti.formatMove(swapMove(3), { viewer: 3 })).toBe('swap with you');
  });
});
