/**
 * The rules: setup (spec R1–R9), who acts, the legal moves (L1–L4; in penalty mode also the mistaken placements, V2),
 * and applying a move, with the take (S1–S2, BON), the new row, the refill, skipping players who are out, and the end
 * of the game (§3, §5).
 * @module
 */
import {
  type Draft,
  draw,
  type GameFields,
  matchOverEvent,
  type RuleContext,
  type Seat,
  shuffle,
} from '../../core/index.js';
import {
  type BigFishCard,
  COLOUR_INDEX_BY_CODE,
  cardIndex,
  deckCards,
  insertSorted,
  removeCard,
  sortCards,
  sumValues,
} from './cards.js';
import { END_TURN_ACTION, encodeMove } from './encoding.js';
import type { BigFishEvent } from './events.js';
import { type BigFishMove, END_TURN, PLACE_MOVES, placedCard } from './moves.js';
import { type BigFishOptions, MAX_ROWS } from './options.js';
import { endBonusAwards, score, winners } from './score.js';
import { type BigFishState, BONUS_IDS, type ClaimableBonus } from './state.js';
import { highestPlus, plusSelections, qualifyingBonuses, splitRow } from './take.js';

/** The state as `apply` changes it: an immer draft on `applyMove`, the simulator's private copy on the fast path. */
type State = Draft<BigFishState>;

type Ctx = RuleContext<BigFishEvent>;

/**
 * Deals a new match (spec R1–R9).
 * @param seats - 2–6
 * @param o - the options, filled in
 * @param rng - the random stream
 * @returns the game's own state fields
 * @category Rules
 */
export function setup(seats: number, o: BigFishOptions, rng: Ctx['rng']): GameFields<BigFishState> {
  const stock = shuffle(rng, deckCards(o.deck)); // R1
  // R2: each pile is the next block of the stock, kept in its order (the stock's top card stays the pile's top)
  const piles: BigFishCard[][] = [];
  for (let s = 0; s < seats; s++) piles.push(stock.splice(stock.length - o.pileSize, o.pileSize));
  const hands = piles.map((p) => sortCards(draw(p, Math.min(o.handSize, p.length)))); // R3: the pile's top cards
  const rows: BigFishCard[][] = [];
  for (let r = 0; r < o.rowCount; r++) rows.push(draw(stock)); // R4
  const common = stock.splice(stock.length - o.commonDeckSize, o.commonDeckSize); // R5: a block, as the piles
  const box = sortCards(stock); // R6
  const abc = o.advanced ? rng.pick(['A', 'B', 'C'] as const) : null; // R8: one of A/B/C, then D–I
  const bonuses = abc === null ? [] : [abc, ...BONUS_IDS.slice(3)].map((id) => ({ id, holder: null }));
  return {
    turn: o.startSeat, // R9
    phase: 'place',
    turnRow: null,
    placed: 0,
    hands,
    piles,
    rows,
    common,
    box,
    plus: hands.map(() => []),
    minus: hands.map(() => []),
    revealed: hands.map(() => []),
    bonuses,
    bonusOptions: [],
    mistakeHolder: null, // R7
    bonusThisTurn: false,
  };
}

/**
 * Who decides now: the turn owner, or `null` when the game is over.
 * @param state - the state
 * @category Rules
 */
export function toAct(state: BigFishState): Seat | null {
  return state.phase === 'over' ? null : state.turn;
}

/** Scratch for `placementsInto`: per colour, the mask of live rows whose right end has that colour. */
const END_MASKS = new Int32Array(5);

/**
 * The rule a placement of `c` on live row `row` breaks now, colour forcing (`'L1'`) or one row per turn (`'L2'`), or
 * `null` when it is a legal placement. In penalty mode such a placement is a move whose effect is the penalty (V2).
 * @param state - the rows and the turn's row
 * @param c - a card of the hand
 * @param row - a live row
 * @category Rules
 */
export function mistakeOf(
  state: Pick<BigFishState, 'rows' | 'turnRow'>,
  c: BigFishCard,
  row: number,
): 'L1' | 'L2' | null {
  if (state.turnRow !== null && row !== state.turnRow) return 'L2';
  const k = c.charCodeAt(0);
  const rows = state.rows;
  const own = rows[row]!;
  if (own[own.length - 1]!.charCodeAt(0) === k) return null;
  for (let r = 0; r < rows.length; r++) {
    const other = rows[r];
    if (other != null && other.length > 0 && other[other.length - 1]!.charCodeAt(0) === k) return 'L1';
  }
  return null;
}

/**
 * Writes the legal placements of the turn owner (L1–L3), by card (canonical order) then row, into `out` from index 0
 * as their action integers (`kind × MAX_ROWS + row`, as `encodeMove` numbers them); returns how many. In penalty mode
 * (V2) every card of the hand may be tried on every live row: a placement against L1 or L2 is a move whose effect is
 * the penalty.
 */
function placementsInto(state: BigFishState, out: Int32Array): number {
  if (state.phase !== 'place' || state.placed >= state.options.maxPlacements) return 0; // L3
  // The rows allowed for each colour as bit masks, computed once per call (L1: the rows ending in that colour).
  const rows = state.rows;
  let live = 0;
  const ends = END_MASKS;
  ends[0] = ends[1] = ends[2] = ends[3] = ends[4] = 0;
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    if (row == null || row.length === 0) continue;
    live |= 1 << r;
    ends[COLOUR_INDEX_BY_CODE[row[row.length - 1]!.charCodeAt(0)]!]! |= 1 << r; // L1: E = rows ending in colour k
  }
  const only = state.turnRow === null ? -1 : 1 << state.turnRow; // L2
  const penalty = state.options.mistakes === 'penalty'; // V2: a mistake is a move, penalised
  let n = 0;
  let prev: BigFishCard | null = null;
  const hand = state.hands[state.turn]!;
  for (let h = 0; h < hand.length; h++) {
    const c = hand[h]!;
    if (c === prev) continue;
    prev = c;
    const kind = cardIndex(c);
    const forced = ends[(kind / 6) | 0]!;
    const allowed = penalty ? live : (forced !== 0 ? forced : live) & only;
    const base = kind * MAX_ROWS;
    for (let r = 0, m = allowed; m !== 0; r++, m >>>= 1) if (m & 1) out[n++] = base + r;
  }
  return n;
}

/** Scratch for the actions of the place phase: at most one per card kind and row, and the end of the turn. */
const PLACE_ACTIONS = new Int32Array(30 * MAX_ROWS + 1);

/** The interned move of an action of the place phase. */
const placeOrEnd = (action: number): BigFishMove =>
  action === END_TURN_ACTION ? END_TURN : PLACE_MOVES[action]!;

/**
 * Every legal move of the seat to act, each once, in a stable order: placements by card (canonical order) then row,
 * then the end of the turn. In penalty mode (V2) the placements against L1 or L2 are listed too: they are moves whose
 * effect is the penalty.
 * @param state - the state
 * @category Rules
 */
export function legalMoves(state: BigFishState): BigFishMove[] {
  switch (state.phase) {
    case 'over':
      return [];
    case 'choosePlus':
      return plusSelections(state.rows[state.turnRow!]!).map((cards) => ({ type: 'choosePlus', cards }));
    case 'chooseBonus':
      return state.bonusOptions.map((bonus) => ({ type: 'chooseBonus', bonus }));
    case 'place':
      return Array.from(PLACE_ACTIONS.subarray(0, legalActionsInto(state, PLACE_ACTIONS)), placeOrEnd);
  }
}

/**
 * {@link legalMoves} as their action integers (`encodeMove`), written into `out` from index 0 (for the fast path):
 * the same moves in the same order; allocates nothing in the place phase.
 * @param state - the state
 * @param out - the buffer, at least `encoding.actionCount` long
 * @returns how many actions were written
 * @category Rules
 */
export function legalActionsInto(state: BigFishState, out: Int32Array): number {
  if (state.phase !== 'place') {
    const moves = legalMoves(state);
    for (let i = 0; i < moves.length; i++) out[i] = encodeMove(moves[i]!);
    return moves.length;
  }
  let n = placementsInto(state, out);
  if (state.placed > 0) out[n++] = END_TURN_ACTION; // L3
  return n;
}

/** Whether the turn goes on: cards left in hand and placements left (L3). Hidden cards play no part. */
const canPlaceMore = (s: State): boolean => s.placed < s.options.maxPlacements && s.hands[s.turn]!.length > 0;

/**
 * Applies a legal move by changing the state in place. One code path for the simulator's private copy and for
 * `applyMove`'s immer draft.
 * @param s - the state, changed in place
 * @param move - a move from `legalMoves`
 * @param ctx - the random stream and the event sink
 * @category Rules
 */
export function apply(s: State, move: BigFishMove, ctx: Ctx): void {
  switch (move.type) {
    case 'place': {
      const c = placedCard(move);
      const rule = s.options.mistakes === 'penalty' ? mistakeOf(s, c, move.row) : null;
      if (rule === null) placeCard(s, c, move.row, ctx);
      else penalise(s, c, move.row, rule, ctx);
      return;
    }
    case 'endTurn':
      finishTurn(s, ctx);
      return;
    case 'choosePlus':
      resolveTake(s, move.cards, ctx);
      return;
    case 'chooseBonus':
      awardBonus(s, move.bonus, ctx);
      s.bonusOptions = [];
      afterTake(s, ctx);
      return;
  }
}

/**
 * A mistaken placement in penalty mode (V2, B-A6): the card goes back to the hand, where everyone now knows one copy
 * to be, the offender takes the mistake card, and the turn goes on as before. What changes depends only on what the
 * table saw (the card and the row), never on the rest of the hand: a card shown again adds nothing to `revealed`.
 */
function penalise(s: State, c: BigFishCard, row: number, rule: 'L1' | 'L2', ctx: Ctx): void {
  const seat = s.turn;
  const from = s.mistakeHolder;
  s.mistakeHolder = seat;
  const known = s.revealed[seat]!;
  if (!known.includes(c)) insertSorted(known, c);
  if (ctx.recording) ctx.emit({ type: 'mistake', seat, card: c, row, from, rule });
}

function placeCard(s: State, c: BigFishCard, row: number, ctx: Ctx): void {
  const seat = s.turn;
  removeCard(s.hands[seat]!, c);
  removeCard(s.revealed[seat]!, c); // a revealed copy is the one played, as far as anyone can tell (V2)
  const cards = s.rows[row]!;
  cards.push(c); // cards always go to the right end (B-A13)
  s.placed++;
  s.turnRow = row; // L2
  if (ctx.recording) ctx.emit({ type: 'cardPlaced', seat, card: c, row, placed: s.placed });
  if (cards.length >= s.options.rowLength)
    beginTake(s, ctx); // L4: completing a row takes it at once
  else if (!canPlaceMore(s)) finishTurn(s, ctx); // L3: the 4th placement, or an empty hand, ends the turn
}

function beginTake(s: State, ctx: Ctx): void {
  const cards = s.rows[s.turnRow!]!;
  if (s.options.plusSelection === 'playerChoice' && plusSelections(cards).length > 1) {
    s.phase = 'choosePlus'; // V3
    if (ctx.recording) ctx.emit({ type: 'plusChoice', seat: s.turn, row: s.turnRow! });
    return;
  }
  resolveTake(s, highestPlus(cards), ctx); // S1, S2
}

function resolveTake(s: State, plusCards: readonly BigFishCard[], ctx: Ctx): void {
  const seat = s.turn;
  const row = s.turnRow!;
  const take = splitRow(s.rows[row]!, plusCards);
  s.plus[seat]!.push(...take.plus);
  s.minus[seat]!.push(...take.minus);
  s.rows[row] = []; // empty until the new row is revealed (after a bonus choice, if any)
  if (ctx.recording)
    ctx.emit({
      type: 'rowTaken',
      seat,
      row,
      ...take,
      plusSum: sumValues(take.plus),
      minusSum: sumValues(take.minus),
    });
  if (s.bonuses.length > 0) {
    let q = qualifyingBonuses(s, take, seat); // BON
    if (!s.options.aCountsTowardLimit && q.includes('A')) {
      awardBonus(s, 'A', ctx); // B-A7 off: A comes on top of the one bonus
      q = q.filter((b) => b !== 'A');
    }
    if (s.bonusThisTurn) q = []; // BON: at most one bonus per turn, also when the turn goes on after a take
    if (q.length === 1) awardBonus(s, q[0]!, ctx);
    else if (q.length > 1) {
      s.phase = 'chooseBonus'; // at most one bonus per turn: the taker chooses
      s.bonusOptions = q;
      if (ctx.recording) ctx.emit({ type: 'bonusChoice', seat, options: q.slice() });
      return;
    }
  }
  afterTake(s, ctx);
}

function awardBonus(s: State, id: ClaimableBonus, ctx: Ctx): void {
  const bonus = s.bonuses.find((b) => b.id === id)!;
  const from = bonus.holder;
  bonus.holder = s.turn;
  if (id !== 'A' || s.options.aCountsTowardLimit) s.bonusThisTurn = true; // BON: this turn's one bonus
  if (!ctx.recording) return;
  if (from !== null && from !== s.turn) ctx.emit({ type: 'bonusStolen', seat: s.turn, bonus: 'A', from });
  else ctx.emit({ type: 'bonusClaimed', seat: s.turn, bonus: id });
}

function afterTake(s: State, ctx: Ctx): void {
  const row = s.turnRow!;
  s.phase = 'place';
  const rows = s.rows;
  if (s.common.length > 0) {
    const top = s.common.pop()!;
    rows[row] = [top]; // a new row from the common deck
    if (ctx.recording) ctx.emit({ type: 'newRow', row, card: top });
  } else {
    rows[row] = null; // B-A3: the slot is dead
    if (ctx.recording) ctx.emit({ type: 'rowClosed', row });
  }
  if (s.options.continueAfterCompletion && rows[row] !== null && canPlaceMore(s)) return; // B-A2 variant
  finishTurn(s, ctx); // B-A2: completing a row ends the turn
}

function finishTurn(s: State, ctx: Ctx): void {
  const seat = s.turn;
  if (ctx.recording) ctx.emit({ type: 'turnEnded', seat, placed: s.placed });
  const pile = s.piles[seat]!;
  const hand = s.hands[seat]!;
  const drawn: BigFishCard[] | null = ctx.recording ? [] : null;
  while (hand.length < s.options.handSize && pile.length > 0) {
    const c = pile.pop()!; // R3: refill from the top of the pile
    insertSorted(hand, c); // the hand stays sorted (no full sort)
    drawn?.push(c);
  }
  if (drawn !== null && drawn.length > 0)
    ctx.emit({
      type: 'handRefilled',
      seat,
      count: drawn.length,
      cards: sortCards(drawn), // sorted as the hand is: the order they lay in tells of the pile, which nobody sees
      secret: { seats: [seat], fields: ['cards'] },
    });
  if (ctx.recording && s.hands[seat]!.length === 0) ctx.emit({ type: 'playerOut', seat }); // B-A17: out once hand and pile are empty
  s.placed = 0;
  s.turnRow = null;
  s.bonusThisTurn = false;
  let next = (seat + 1) % s.seats; // the next seat clockwise that holds cards: players with no cards are skipped
  while (next !== seat && s.hands[next]!.length === 0) next = (next + 1) % s.seats;
  let anyRow = false; // a loop, not `some`: callbacks over a frozen array take a slow path in V8
  for (let r = 0; r < s.rows.length && !anyRow; r++) anyRow = (s.rows[r]?.length ?? 0) > 0;
  if (s.hands[next]!.length === 0 || !anyRow) {
    // §5: the game ends when nobody holds cards; B-A3: or when no row is left to place on
    s.phase = 'over';
    if (ctx.recording) {
      const final = s as BigFishState;
      for (const award of endBonusAwards(final)) ctx.emit({ type: 'endBonus', ...award });
      ctx.emit(matchOverEvent(score(final), winners(final)));
    }
    return;
  }
  s.turn = next;
}
