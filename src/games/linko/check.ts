/**
 * The invariants of a saved Linko state, I3–I22 of `docs/rules/linko.md` ("Invariants of a saved state"), one entry
 * per id, in its order: core checks the declared shape (I1, I2) first, then runs these and names each id in what it
 * reports. `loadState` (and `fromPosition`) thereby accept exactly the states play can reach, as far as a state's own
 * fields can show; a state with `origin: 'position'` is not tied to a deal (I7, I8, I11, I21 and I22 do not apply).
 * @module
 */
import {
  checkConservation,
  type Invariant,
  invariant,
  replayDeal,
  rightOf,
  type Seat,
  total,
} from '../../core/index.js';
import { deepEqual } from '../../core/json.js';
import {
  DECK,
  DISPLAY_SIZE,
  HAND_SIZE,
  JOKER,
  type LinkoSet,
  MAX_SET,
  setCards,
  setOf,
  setSize,
  snatches,
  TOTAL_CARDS,
} from './cards.js';
import { dealGame, startSeatOf } from './rules.js';
import { gameScores, gameWinners } from './score.js';
import type { LinkoState, LinkoTable } from './state.js';

const dealtSupply = (s: LinkoState) => TOTAL_CARDS - HAND_SIZE * s.seats;
const supplyOf = (s: LinkoState) => s.table.deck.length + s.table.display.length;
/** The set played this turn (outside `play`): the top of the turn owner's stack, which is never a target. */
const playedSet = (s: LinkoState) =>
  s.table.phase === 'play' ? undefined : s.table.stacks[s.table.current]!.at(-1);
/** The set played this turn while a victim other than the turn owner is being snatched from, else `undefined`. */
function snatching(s: LinkoState): LinkoSet | undefined {
  const { phase, victim, current } = s.table;
  return ['offer', 'choice', 'draw'].includes(phase) && (victim ?? current) !== current
    ? playedSet(s)
    : undefined;
}
/** The position of `seat` clockwise from `from` (0 for `from` itself). */
const after = (from: Seat, seat: Seat, n: number) => (seat - from + n) % n;
/** The start seat of the game in progress (A13). */
const startOf = (s: LinkoState) => startSeatOf(s.options, s.seats, s.gameIndex);
/** The turn owner the game's start seat and the turns completed call for (I6). */
const ownerOf = (s: LinkoState) => (startOf(s) + s.table.turn) % s.seats;

/** I18: the snatched set of the played set's size is on top of the discard pile, or the turn owner knows one. */
function snatchedSetAccounted(played: LinkoSet, { discard, known, current }: LinkoTable): boolean {
  const k = setSize(played);
  const top = discard.slice(-k);
  const set = discard.length >= k ? setOf(top) : null;
  if (set !== null && set.naturals > 0 && snatches(played, set) && deepEqual(setCards(set), top)) return true;
  const taken = known[current]!; // a set of a lower value, known in the turn owner's hand
  return taken.some((n, v) => v !== JOKER && v < played.value && n >= 1 && n + taken[JOKER]! >= k);
}

/**
 * The invariants of a saved state, I3–I22, in the rules page's order.
 * @category State
 */
export const INVARIANTS: readonly Invariant<LinkoState>[] = [
  // I3: card conservation (§1): every card once, in a hand, a stack, a pile, the display or limbo
  invariant('I3', ({ table: t }, report) =>
    checkConservation(
      DECK,
      [
        ...t.hands.map((counts, seat) => ({ path: `table.hands.${seat}`, counts })),
        ...t.stacks.map((st, seat) => ({ path: `table.stacks.${seat}`, cards: st.flatMap(setCards) })),
        { path: 'table.deck', cards: t.deck },
        { path: 'table.display', cards: t.display },
        { path: 'table.discard', cards: t.discard },
        { path: 'table.limbo', cards: t.limbo === null ? [] : setCards(t.limbo) },
      ],
      report,
      (card) => (card === JOKER ? 'a joker' : `a ${card}`),
    ),
  ),
  // I4: the cards known to be in a hand are in it
  invariant('I4', ({ table: t }, report) => {
    for (const [seat, known] of t.known.entries())
      for (const [card, count] of known.entries())
        if (count > t.hands[seat]![card]!)
          report(`table.known.${seat}.${card}`, 'more cards known than held');
  }),
  // I5: one result per finished game; a finished match is at its last game (A13)
  invariant('I5', (s, report) => {
    const over = s.table.phase === 'over';
    if (s.results.length !== (over ? s.options.games : s.gameIndex))
      report('results', 'one result per finished game');
    if (over && s.gameIndex !== s.options.games - 1)
      report('gameIndex', 'a finished match is at its last game');
  }),
  // I6: the turn owner follows from the game's start seat and the turns completed (R6, A13, END_TURN)
  invariant('I6', (s, report) => {
    if (s.table.current !== ownerOf(s))
      report('table.current', `after ${s.table.turn} turn(s), seat ${ownerOf(s)} owns the turn`);
  }),
  // I7: the supply only shrinks after the deal (R3, R4)
  invariant('I7', { dealtOnly: true }, (s, report) => {
    if (supplyOf(s) > dealtSupply(s))
      report('table.deck', `a supply of ${supplyOf(s)} cards; the deal left ${dealtSupply(s)}`);
  }),
  // I8: every discarded card is replaced by a draw, but for the cards owed or forfeited (§3, A10)
  invariant('I8', { dealtOnly: true }, (s, report) => {
    const t = s.table;
    const drawn = Math.max(0, dealtSupply(s) - supplyOf(s)); // a supply above the deal is I7's
    const played = playedSet(s);
    const forfeited = t.phase === 'over' && played && s.results.at(-1)?.reason === 'supplyExhausted';
    const allowance = t.phase !== 'over' ? t.owed : forfeited ? setSize(played) - 1 : 0;
    if (t.discard.length > drawn + allowance)
      report('table.discard', `${t.discard.length} cards discarded, ${drawn} drawn, ${allowance} owed`);
  }),
  // I9: the display is full while the deck lasts, but during a victim's draws (§3 REFILL, A9, A11)
  invariant('I9', (s, report) => {
    const t = s.table;
    const played = playedSet(s);
    const drawn = t.phase !== 'draw' ? 0 : played ? setSize(played) - t.owed : DISPLAY_SIZE; // no set: I15's
    if (t.deck.length > 0 && t.display.length < DISPLAY_SIZE - drawn)
      report('table.display', 'the display is refilled while the deck lasts (§3 REFILL)');
  }),
  // I10: the turn counts the sets played: one a turn, only snatches take them off (§3)
  invariant('I10', (s, report) => {
    const t = s.table;
    const sets = t.stacks.reduce((a, st) => a + st.length, 0) + (t.limbo === null ? 0 : 1);
    const setsPlayed = t.turn + (t.phase === 'play' ? 0 : 1);
    if (sets > setsPlayed)
      report('table.stacks', `${sets} sets on the stacks and in limbo, but ${setsPlayed} played`);
    // Only a later play takes a set off its stack: until the next play, the last turn's set is on top of the stack
    // of the seat before the turn owner (in dealt matches, where the turn owner follows from the turn: I6 names the
    // others; a position's turns are the fewest its stacks allow, not turns played).
    const last = rightOf(t.current, s.seats);
    const afterTurn = (t.phase === 'play' || t.phase === 'bonus') && t.turn > 0 && t.current === ownerOf(s);
    if (s.origin === undefined && afterTurn && t.stacks[last]!.length === 0)
      report(`table.stacks.${last}`, `seat ${last} has no set left from the last turn`);
  }),
  // I11: before the first play of a game, the table is as dealt (R2–R5)
  invariant('I11', { dealtOnly: true }, ({ table: t }, report) => {
    if (t.turn !== 0 || t.phase !== 'play') return;
    t.hands.forEach((hand, seat) => {
      if (total(hand) !== HAND_SIZE)
        report(`table.hands.${seat}`, `${total(hand)} cards in hand; 13 are dealt`);
      if (total(t.known[seat]!) > 0)
        report(`table.known.${seat}`, 'cards known in a hand before the first play');
    });
    if (t.discard.length > 0) report('table.discard', 'a discard pile before the first play');
  }),
  // I12: a game goes on only while no hand is empty (E1) and the supply lasts (E2)
  invariant('I12', (s, report) => {
    if (s.table.phase === 'over') return;
    s.table.hands.forEach((hand, seat) => {
      if (total(hand) === 0) report(`table.hands.${seat}`, 'an empty hand ends the game (E1)');
    });
    if (supplyOf(s) === 0) report('table.deck', 'an empty supply ends the game (E2)');
  }),
  // I13: the optional draw exists only with amigo2022 (§7, A18)
  invariant('I13', (s, report) => {
    if (s.table.phase === 'bonus' && !s.options.amigo2022)
      report('table.phase', 'no optional draw without amigo2022');
  }),
  // I14: the snatch fields are set exactly in the phases that use them (§3)
  invariant('I14', (s, report) => {
    const { phase, victims, victim, limbo, owed, current } = s.table;
    if (!['offer', 'choice', 'draw'].includes(phase)) {
      if (victims.length > 0) report('table.victims', `no victims are pending in phase ${phase}`);
      if (victim !== null) report('table.victim', `no victim in phase ${phase}`);
      if (limbo !== null) report('table.limbo', `no set in limbo in phase ${phase}`);
      if (owed !== 0) report('table.owed', `nothing is owed in phase ${phase}`);
      return;
    }
    if (victim === null || victim === current)
      report('table.victim', 'a victim other than the turn owner is needed');
    if ((phase === 'draw') === (limbo !== null))
      report('table.limbo', 'a set is in limbo exactly in offer and choice');
    const played = playedSet(s);
    if ((phase === 'draw') !== owed > 0 || (played && owed > setSize(played)))
      report('table.owed', `${owed} cards owed in ${phase} (only in draw, up to the set: §4.2)`);
  }),
  // I15: outside `play`, the turn owner has played a set this turn
  invariant('I15', (s, report) => {
    if (s.table.phase !== 'play' && playedSet(s) === undefined)
      report(`table.stacks.${s.table.current}`, 'the turn owner has played a set this turn');
  }),
  // I16: the set in limbo and every waiting victim's top set are snatched by the set played (§4.2)
  invariant('I16', (s, report) => {
    const { limbo, victims, stacks } = s.table;
    const played = snatching(s);
    if (played === undefined) return;
    if (limbo !== null && !snatches(played, limbo))
      report('table.limbo', 'the set in limbo was not snatched (§4.2)');
    for (const q of victims) {
      const top = stacks[q]!.at(-1);
      if (top === undefined || !snatches(played, top))
        report('table.victims', `seat ${q}'s top set is not snatched (§4.2)`);
    }
  }),
  // I17: victims clockwise from the turn owner's left, each once, none left out; no snatch before a bonus (A5, A6, A18)
  invariant('I17', (s, report) => {
    const { phase, victims, victim, current: cur, stacks } = s.table;
    const n = s.seats;
    const bonus = phase === 'bonus';
    const played = bonus ? playedSet(s) : snatching(s);
    if (played === undefined) return;
    const order = bonus ? [] : [victim!, ...victims];
    for (let i = 1; i < order.length; i++)
      if (order[i] === cur || after(cur, order[i]!, n) <= after(cur, order[i - 1]!, n))
        report('table.victims', `seat ${order[i]} waits after seat ${order[i - 1]} (clockwise order)`);
    // Stacks of seats not yet reached (the turn owner's is reached first) have not changed since the play: each one
    // snatched is waiting (in a bonus, none was snatched).
    const reached = bonus ? 0 : after(cur, victim!, n);
    stacks.forEach((st, seat) => {
      const top = st.at(-1);
      const skipped = after(cur, seat, n) <= reached || (!bonus && victims.includes(seat));
      if (!skipped && top && snatches(played, top))
        report(bonus ? 'table.phase' : 'table.victims', `seat ${seat} not waiting`);
    });
  }),
  // I18: the cards owed replace a snatched set: on top of the discard pile, or known in the taker's hand (§3)
  invariant('I18', (s, report) => {
    const t = s.table;
    const played = snatching(s);
    if (t.phase === 'draw' && played && !snatchedSetAccounted(played, t))
      report('table.owed', 'cards owed, but no snatched set is discarded or known taken');
  }),
  // I19: a finished match's table is its last game as it ended, and the last result says so (§5)
  invariant('I19', (s, report) => {
    const t = s.table;
    const last = s.results.at(-1);
    if (t.phase !== 'over' || last === undefined) return;
    const path = `results.${s.results.length - 1}`;
    const handSizes = t.hands.map((h) => total(h));
    if (last.reason === 'handEmpty' ? handSizes[t.current] !== 0 : supplyOf(s) > 0)
      report(`${path}.reason`, `the final table does not show ${last.reason} (E1, E2)`);
    if (!deepEqual(last.scores, gameScores(t)))
      report(`${path}.scores`, 'not stack minus hand of the final table');
    if (!deepEqual(last.handCards, handSizes))
      report(`${path}.handCards`, 'not the hand sizes of the final table');
  }),
  // I20: every result is one a game can end with (§5, A12, A13)
  invariant('I20', (s, report) =>
    s.results.forEach((r, i) => {
      const path = `results.${i}`;
      if (r.startSeat !== startSeatOf(s.options, s.seats, i))
        report(`${path}.startSeat`, `not the start seat of game ${i + 1} (A13)`);
      const stackCards = r.scores.map((score, seat) => score + r.handCards[seat]!);
      // A stack holds no fewer than 0 cards, and the seat that went out has just played a set.
      stackCards.forEach((c, seat) => {
        if (c < (r.handCards[seat] === 0 ? 1 : 0))
          report(`${path}.scores.${seat}`, 'too few cards in the stack');
      });
      const empty = r.handCards.filter((h) => h === 0).length;
      if (empty !== (r.reason === 'handEmpty' ? 1 : 0))
        report(`${path}.handCards`, `${empty} empty hands: E1 leaves one, E2 none`);
      const cards = total(stackCards) + total(r.handCards);
      if (cards > TOTAL_CARDS)
        report(`${path}.scores`, `${cards} cards in hands and stacks; the game has ${TOTAL_CARDS}`);
      const winners = gameWinners(r.scores, r.handCards, s.options.amigo2022);
      if (!deepEqual(r.winners, winners))
        report(`${path}.winners`, `the winners are seats ${winners.join(', ')} (A12)`);
    }),
  ),
  // I21: hands and stacks never hold fewer cards than dealt, but for what a draw that ended the game left owed
  invariant('I21', { dealtOnly: true }, (s, report) =>
    s.results.forEach((r, i) => {
      const cards = total(r.scores) + 2 * total(r.handCards);
      const least = HAND_SIZE * s.seats - (r.reason === 'supplyExhausted' ? MAX_SET - 1 : 0);
      if (cards < least)
        report(`results.${i}.scores`, `${cards} cards in hands and stacks; a deal keeps at least ${least}`);
    }),
  ),
  // I22: the game's cards are where the deal from the stored stream put them (R2–R4, dealt matches)
  invariant('I22', { deal: true }, (s, report) => {
    const t = s.table;
    // The deal of the game in progress, made again from the stream stepped back from `s.rng` (`null` when no count of
    // words leads back to it). Nothing but a deal draws from the stream (R2, A13), so the stored stream is the one
    // right after this game's deal: 108 words for the shuffle, a few more when a draw was rejected.
    const dealt = replayDeal(s.rng, TOTAL_CARDS - 1, (rng) => dealGame(s.seats, startOf(s), rng));
    if (dealt === null) return report('rng', 'no deal of this game leads to the stored random stream');
    // Draws take the top (the end) of the draw pile: what is left is the bottom of the pile as dealt, in order.
    if (!deepEqual(t.deck, dealt.deck.slice(0, t.deck.length)))
      report('table.deck', 'not the bottom of the draw pile the stored stream dealt');
    if (t.turn !== 0 || t.phase !== 'play') return;
    t.hands.forEach((hand, seat) => {
      if (!deepEqual(hand, dealt.hands[seat]!))
        report(`table.hands.${seat}`, 'not the hand the stored stream dealt');
    });
    if (!deepEqual(t.display, dealt.display))
      report('table.display', 'not the display the stored stream dealt');
  }),
];
