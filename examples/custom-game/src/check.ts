/**
 * The invariants of a saved state, I3–I9 of the rules page, one `invariant` call per id: core checks the declared
 * shape (I1, I2) first, then runs these and names each id in what it reports.
 * @module
 */
import {
  cardPlaces,
  checkConservation,
  formatFrenchCard,
  frenchDeck,
  frenchSuitOf,
  type Invariant,
  invariant,
  replayDeal,
} from 'cardrules/core';
import { isEight, penaltyOfHand } from './cards.js';
import { dealHand } from './rules.js';
import type { CrazyEightsState } from './state.js';

const DECK = frenchDeck();

/**
 * The invariants of a saved state, in the rules page's order.
 * @category Crazy Eights
 */
export const INVARIANTS: readonly Invariant<CrazyEightsState>[] = [
  // I3: every card once, in a hand, the stock or the discard pile
  invariant('I3', (s, report) =>
    checkConservation(DECK, cardPlaces(s, ['hands', 'stock', 'discard']), report, formatFrenchCard),
  ),
  // I4: the suit in force is the top card's, unless an 8 is on top
  invariant('I4', (s, report) => {
    const top = s.discard[s.discard.length - 1]!;
    if (!isEight(top) && s.suit !== frenchSuitOf(top))
      report('suit', 'differs from the suit of the top card, which is no 8');
  }),
  // I5: each hand ascending by card id
  invariant('I5', (s, report) =>
    s.hands.forEach((hand, seat) => {
      if (hand.some((id, i) => i > 0 && id < hand[i - 1]!)) report(`hands.${seat}`, 'not in ascending order');
    }),
  ),
  // I6: a drawn card is in the hand of the seat to play, while the match goes on
  invariant('I6', (s, report) => {
    if (s.drawn === null) return;
    if (!s.hands[s.toPlay]!.includes(s.drawn)) report('drawn', `not in the hand of seat ${s.toPlay}`);
    if (s.winners.length > 0) report('drawn', 'a drawn card waits only on a turn in progress');
  }),
  // I7: the dealer of hand h is seat (h - 1) mod seats
  invariant('I7', (s, report) => {
    const dealer = (s.handNumber - 1) % s.seats;
    if (s.dealer !== dealer) report('dealer', `hand ${s.handNumber} is dealt by seat ${dealer}`);
  }),
  // I8: while the match goes on, no hand is empty and no score ended it
  invariant('I8', (s, report) => {
    if (s.winners.length > 0) return;
    const target = s.options.target;
    if (s.hands.some((hand) => hand.length === 0))
      report('hands', 'an empty hand, but the hand is not over (R8)');
    if (s.scores.some((v) => (target === null ? v > 0 : v >= target)))
      report('scores', 'a score the match would have ended on (R10, R11)');
  }),
  // I9: a match over has one winner: the seat that went out last, with the scores of R10 or R11
  invariant('I9', (s, report) => {
    if (s.winners.length === 0) return;
    const winner = s.winners[0]!;
    const target = s.options.target;
    if (s.winners.length > 1 || s.toPlay !== winner || s.hands[winner]!.length > 0)
      report('winners', `expected the one seat that went out with the last card played, seat ${s.toPlay}`);
    if (target === null && s.scores.some((v, seat) => v !== penaltyOfHand(s.hands[seat]!)))
      report('scores', 'not the penalty points left in the hands (R10)');
    if (target !== null && s.scores.some((v, seat) => (seat === winner) !== v >= target))
      report('scores', `the winner alone reaches the target ${target} (R11)`);
  }),
  // I10: until the stock is first rebuilt in a hand (R7), the cards are where the deal from the stored stream put them
  invariant('I10', { deal: true }, (s, report) => {
    if (s.reshuffled) return; // R7 drew from the stream again after the deal
    const fits = (dealt: ReturnType<typeof dealHand>): boolean => {
      const drawn = dealt.stock.slice(s.stock.length); // R6: draws take the stock's top cards
      return (
        s.discard[0] === dealt.discard[0] &&
        s.stock.every((id, i) => id === dealt.stock[i]) &&
        s.hands.every((hand, seat) =>
          hand.every((id) => dealt.hands[seat]!.includes(id) || drawn.includes(id)),
        )
      );
    };
    if (replayDeal(s.rng, DECK.length - 1, (rng) => dealHand(s.seats, s.dealer, rng), fits) === null)
      report(
        'hands',
        'the starter, the stock and the hands are not what the deal from the stored stream left (R2)',
      );
  }),
];
