/**
 * The invariants of a saved Coins state, I3–I13 of `docs/rules/coins.md` ("Invariants of a saved state"), one entry
 * per id: core checks the declared shape (I1, I2) first, then runs these and names each id in what it reports.
 * @module
 */
import {
  cardPlaces,
  checkConservation,
  type Invariant,
  invariant,
  replayDeal,
  type Seat,
} from '../../core/index.js';
import { CARD_IDS, CARDS, DECK_SIZE } from './cards.js';
import { formatCard } from './notation.js';
import { deal } from './rules.js';
import type { CoinsState } from './state.js';
import { replayTricks } from './trick.js';

/** Cards each seat is dealt (R3). */
const HAND_SIZE = DECK_SIZE / 3;
/** Coins-suit cards in the deck: what every finished hand gives out (C-20). */
const COINS_PER_HAND = 12;
/**
 * Whether the hand's deal, made from the stream stepped back from `state.rng`, put every card where the state says
 * the seats got it: each seat's hand plus the cards it played in this hand. Nothing but the deal draws from the
 * stream between deals, so the stored stream is the one right after the deal: 47 words for the shuffle (a few more
 * when a draw was rejected), and one draw before them for a first dealer drawn from the seed.
 */
function dealMatches(s: CoinsState, players: readonly Seat[]): boolean {
  const dealtTo = new Array<Seat>(DECK_SIZE).fill(-1);
  for (const [seat, hand] of s.hands.entries()) for (const id of hand) dealtTo[id] = seat;
  for (const [i, id] of s.played.entries()) dealtTo[id] = players[i]!;
  const drawsDealer = s.hand === 1 && s.options.firstDealer === null;
  const dealt = replayDeal(
    s.rng,
    DECK_SIZE - 1,
    (rng) => {
      // The dealer's draw `rng.int(3)` takes one word (more on a rejection, which the slack covers).
      if (drawsDealer) rng.rewind(1);
      return drawsDealer && rng.int(3) !== s.dealer ? null : deal(s.dealer, rng);
    },
    (hands) => hands.every((hand, seat) => hand.every((id) => dealtTo[id] === seat)),
  );
  return dealt !== null;
}

/** A card for people, with its id in the state: `9 of Cups (card 7)`. */
const nameOf = (id: number): string => `the ${formatCard(CARDS[id]!)} (card ${id})`;

/**
 * The invariants of a saved state, I3–I13, in the rules page's order.
 * @category Coins
 */
export const INVARIANTS: readonly Invariant<CoinsState>[] = [
  // I3: card conservation (R3): each of the 48 cards once, in a hand or played
  invariant('I3', (s, report) =>
    checkConservation(CARD_IDS, cardPlaces(s, ['hands', 'played']), report, nameOf),
  ),
  // I4: each seat holds the 16 cards dealt less the cards it has played in this hand
  invariant('I4', (s, report) => {
    const { playedBy } = replayTricks(s.dealer, s.played);
    s.hands.forEach((hand, seat) => {
      const held = `seat ${seat} holds ${hand.length} cards`;
      if (hand.length !== HAND_SIZE - playedBy[seat]!)
        report(`hands.${seat}`, `${held} but has played ${playedBy[seat]} of the 16 dealt`);
    });
  }),
  // I5: a hand is played to its end only when the match ended on its last trick
  invariant('I5', (s, report) => {
    if (s.winner === null && s.played.length === DECK_SIZE)
      report('played', 'all 16 tricks are played but the next hand was not dealt (C7)');
  }),
  // I6: the leader is left of the dealer before the first trick of a hand, then the last trick's winner
  invariant('I6', (s, report) => {
    const r = replayTricks(s.dealer, s.played);
    const why =
      r.lastWinner === null ? 'left of the dealer (R4)' : 'the winner of the last trick (section 3)';
    if (s.leader !== r.leader) report('leader', `expected seat ${r.leader}, ${why}`);
  }),
  // I7: the seat to play is the leader's, or the next one clockwise per card of the current trick
  invariant('I7', (s, report) => {
    const open = s.played.length - replayTricks(s.dealer, s.played).complete;
    const next = (s.leader + open) % 3;
    if (s.toPlay !== next) report('toPlay', `expected seat ${next}: ${open} cards after leader ${s.leader}`);
  }),
  // I8: the first hand is dealt by options.firstDealer when that option names a seat
  invariant('I8', (s, report) => {
    const first = s.options.firstDealer;
    if (s.hand === 1 && first !== null && s.dealer !== first)
      report('dealer', `the first hand is dealt by options.firstDealer, seat ${first} (R2)`);
  }),
  // I9: a seat's score holds every coin it won in this hand's completed tricks
  invariant('I9', (s, report) => {
    const { won } = replayTricks(s.dealer, s.played);
    for (let seat = 0; seat < 3; seat++)
      if (s.scores[seat]! < won[seat]!)
        report(`scores.${seat}`, `below the ${won[seat]} coins seat ${seat} won in this hand's tricks`);
  }),
  // I10: every earlier hand gave out exactly 12 coins (a position's earlier scores are as given)
  invariant('I10', { dealtOnly: true }, (s, report) => {
    const { won } = replayTricks(s.dealer, s.played);
    const sum = s.scores[0]! + s.scores[1]! + s.scores[2]!;
    const thisHand = won[0]! + won[1]! + won[2]!;
    const want = COINS_PER_HAND * (s.hand - 1) + thisHand;
    if (sum !== want)
      report(
        'scores',
        `the scores add up to ${sum}, not ${want}: ${s.hand - 1} finished hands of 12 coins and ` +
          `${thisHand} coins in this hand's tricks`,
      );
  }),
  // I11: while the match goes on, nobody has reached the target
  invariant('I11', (s, report) => {
    if (s.winner !== null) return;
    for (const [seat, v] of s.scores.entries())
      if (v >= s.options.target)
        report(`scores.${seat}`, `at the target ${s.options.target} but the match is not over (C5)`);
  }),
  // I12: a match ends on a trick (C5): the winner won the last trick, and nothing was played after it
  invariant('I12', (s, report) => {
    if (s.winner === null) return;
    const r = replayTricks(s.dealer, s.played);
    if (s.played.length !== r.complete || r.lastWinner === null)
      report('winner', 'a finished match ends on a completed trick, with no card played after it (C5)');
    else if (r.lastWinner !== s.winner)
      report('winner', `seat ${r.lastWinner} won the last trick, not seat ${s.winner} (C5)`);
  }),
  // I13: the winner reached the target with that trick; nobody else reached it
  invariant('I13', (s, report) => {
    const winner = s.winner;
    if (winner === null) return;
    const target = s.options.target;
    const r = replayTricks(s.dealer, s.played);
    const before = s.scores[winner]! - r.lastPoints;
    if (s.scores[winner]! < target)
      report('winner', `seat ${winner} has ${s.scores[winner]} coins, below the target ${target}`);
    else if (r.lastWinner === winner && before >= target)
      report(
        `scores.${winner}`,
        `the winner had ${before} before the last trick: the match would have ended earlier (C5)`,
      );
    for (const [seat, v] of s.scores.entries())
      if (seat !== winner && v >= target)
        report(`scores.${seat}`, `a second seat at the target ${target}: only the winner reaches it (C5)`);
  }),
  // I14: the hand's cards are where the deal from the stored stream put them (dealt matches)
  invariant('I14', { deal: true }, (s, report) => {
    if (!dealMatches(s, replayTricks(s.dealer, s.played).players))
      report(
        'hands',
        "the hands and this hand's played cards are not what the deal from the stored random stream gave",
      );
  }),
  // I15: the previous hand's last trick stays on view only until the new hand's first card (C7)
  invariant('I15', (s, report) => {
    if (s.lastTrick.length === 0) return;
    if (s.hand === 1 || s.played.length > 0 || s.winner !== null)
      report('lastTrick', "only from a new hand's deal until its first card is played");
    if (new Set(s.lastTrick).size !== 3) report('lastTrick', 'a trick is three different cards');
  }),
];
