/**
 * The rules: setup (spec R1–R9), who acts, the legal moves (L1–L4), and applying a move, with the take (S1–S2, BON),
 * the new row, the refill, skipping players who are out, and the end of the game (§3, §5).
 * @module
 */
import { isDraft, original } from 'immer';
import type { GameFields, RuleContext, Seat } from '../../core/index.js';
import { type Card, type Colour, cardIndex, colourOf, deckCards, sortCards, sumValues } from './cards.js';
import { encodeMove } from './encoding.js';
import type { BigFishEvent } from './events.js';
import { placeMoveOfAction } from './interned.js';
import { type BigFishMove, END_TURN, type PlaceMove, placedCard } from './moves.js';
import { type BigFishOptions, MAX_ROWS } from './options.js';
import { endBonusAwards, score, winners } from './score.js';
import type { BigFishState, BonusCard, ClaimableBonus } from './state.js';
import { highestPlus, plusSelections, qualifyingBonuses, splitRow } from './take.js';

/** A deeply writable state, as `apply` receives it (an immer draft or a private copy). @category Rules */
export type MutableState = {
  -readonly [K in keyof BigFishState]: BigFishState[K] extends readonly (readonly (infer C)[] | null)[]
    ? (C[] | null)[]
    : BigFishState[K] extends readonly (readonly (infer C)[])[]
      ? C[][]
      : BigFishState[K] extends readonly (infer C)[]
        ? { -readonly [P in keyof C]: C[P] }[]
        : BigFishState[K];
};

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
  const stock = rng.shuffle(deckCards(o.deck)); // R1
  const piles: Card[][] = [];
  for (let s = 0; s < seats; s++) piles.push(stock.splice(stock.length - o.pileSize, o.pileSize)); // R2
  const hands = piles.map((p) => sortCards(p.splice(Math.max(0, p.length - o.handSize)).reverse())); // R3
  const rows: Card[][] = [];
  for (let r = 0; r < o.rowCount; r++) rows.push([stock.pop()!]); // R4
  const common = stock.splice(stock.length - o.commonDeckSize, o.commonDeckSize); // R5
  const box = sortCards(stock); // R6
  let bonuses: BonusCard[] = [];
  if (o.advanced) {
    const abc = rng.pick(['A', 'B', 'C'] as const); // R8
    bonuses = [abc, 'D', 'E', 'F', 'G', 'H', 'I'].map((id) => ({ id: id as BonusCard['id'], holder: null }));
  }
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

function rowEnd(row: readonly Card[] | null): Colour | null {
  return row && row.length > 0 ? colourOf(row[row.length - 1]!) : null;
}

/**
 * The live rows (not dead, not awaiting a new card).
 * @param state - the state
 * @category Rules
 */
export function liveRows(state: Pick<BigFishState, 'rows'>): number[] {
  const out: number[] = [];
  state.rows.forEach((r, i) => {
    if (r !== null && r.length > 0) out.push(i);
  });
  return out;
}

/** Scratch for `legalPlacements`: per colour, the mask of live rows whose right end has that colour. */
const END_MASKS = new Int32Array(5);
/** Colour index by a colour letter's char code. */
const KIND_OF_CARD_COLOUR = new Int8Array(128);
for (const [i, k] of ['R', 'Y', 'G', 'B', 'P'].entries()) KIND_OF_CARD_COLOUR[k.charCodeAt(0)] = i;

/** Removes one copy of a card from a list in place (shifted by hand: `splice` allocates); false when absent. */
function removeCard(cards: Card[], c: Card): boolean {
  const i = cards.indexOf(c);
  if (i < 0) return false;
  const last = cards.length - 1;
  for (let j = i; j < last; j++) cards[j] = cards[j + 1]!;
  cards.pop();
  return true;
}

/** Inserts a card into a sorted hand in place, after the equal cards already there (a stable insertion). */
function insertSorted(sorted: Card[], c: Card): void {
  const k = cardIndex(c);
  let j = sorted.length;
  sorted.push(c);
  while (j > 0 && cardIndex(sorted[j - 1]!) > k) {
    sorted[j] = sorted[j - 1]!;
    j--;
  }
  sorted[j] = c;
}

/**
 * The rows on which card `c` may be placed now: the live rows whose right end has its colour if there are any,
 * otherwise every live row (L1, colour forcing); once the turn's row is fixed, only that row (L2).
 * @param state - the rows and the turn's row
 * @param c - the card
 * @returns row indices, ascending
 * @category Rules
 */
export function allowedRows(state: Pick<BigFishState, 'rows' | 'turnRow'>, c: Card): number[] {
  const live = liveRows(state);
  const k = colourOf(c);
  const forced = live.filter((r) => rowEnd(state.rows[r]!) === k); // L1: E = rows whose right end is colour k
  const rows = forced.length > 0 ? forced : live;
  return state.turnRow === null ? rows : rows.filter((r) => r === state.turnRow); // L2
}

/**
 * Writes the legal placements of the turn owner (L1–L3), by card (canonical order) then row, into `out` from index 0
 * as their action integers (`kind × MAX_ROWS + row`, as `encodeMove` numbers them); returns how many.
 */
function placementsInto(state: BigFishState, out: Int32Array): number {
  if (state.phase !== 'place' || state.placed >= state.options.maxPlacements) return 0; // L3
  // The rows allowed for each colour as bit masks, computed once per call (the same lists as `allowedRows`).
  const rows = state.rows;
  let live = 0;
  const ends = END_MASKS;
  ends[0] = ends[1] = ends[2] = ends[3] = ends[4] = 0;
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    if (row == null || row.length === 0) continue;
    live |= 1 << r;
    ends[KIND_OF_CARD_COLOUR[row[row.length - 1]!.charCodeAt(0)]!]! |= 1 << r; // L1: E = rows ending in colour k
  }
  const only = state.turnRow === null ? -1 : 1 << state.turnRow; // L2
  let n = 0;
  let prev: Card | null = null;
  const hand = state.hands[state.turn]!;
  for (let h = 0; h < hand.length; h++) {
    const c = hand[h]!;
    if (c === prev) continue;
    prev = c;
    const kind = cardIndex(c);
    const forced = ends[(kind / 6) | 0]!;
    const allowed = (forced !== 0 ? forced : live) & only;
    const base = kind * MAX_ROWS;
    for (let r = 0, m = allowed; m !== 0; r++, m >>>= 1) if (m & 1) out[n++] = base + r;
  }
  return n;
}

/** Scratch for the placements' actions: at most one per card kind and row. */
const PLACEMENTS = new Int32Array(30 * MAX_ROWS);

/**
 * The legal placements of the turn owner now (L1–L3), by card (canonical order) then row.
 * @param state - the state
 * @category Rules
 */
export function legalPlacements(state: BigFishState): PlaceMove[] {
  const n = placementsInto(state, PLACEMENTS);
  const out: PlaceMove[] = [];
  for (let i = 0; i < n; i++) out.push(placeMoveOfAction(PLACEMENTS[i]!));
  return out;
}

/**
 * Every legal move of the seat to act, each once, in a stable order.
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
    case 'place': {
      const moves: BigFishMove[] = legalPlacements(state);
      if (state.placed > 0) moves.push(END_TURN); // L3: at least one placement first
      return moves;
    }
  }
}

/**
 * {@link legalMoves} written into a reused buffer from index 0 (for the fast path): the same moves in the same order,
 * without allocating in the place phase.
 * @param state - the state
 * @param out - the buffer
 * @returns how many moves were written
 * @category Rules
 */
export function legalMovesInto(state: BigFishState, out: BigFishMove[]): number {
  if (state.phase !== 'place') {
    const moves = legalMoves(state);
    for (let i = 0; i < moves.length; i++) out[i] = moves[i]!;
    return moves.length;
  }
  let n = placementsInto(state, PLACEMENTS);
  for (let i = 0; i < n; i++) out[i] = placeMoveOfAction(PLACEMENTS[i]!);
  if (state.placed > 0) out[n++] = END_TURN; // L3
  return n;
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
  if (state.placed > 0) out[n++] = encodeMove(END_TURN); // L3
  return n;
}

/**
 * Copy-on-write for an immer move: the containers that this move has copied from the state before it (see `own`).
 * Unused on the fast path, where the state is a private mutable copy changed in place.
 */
const owned: object[] = [];
/** Whether `apply` is running an immer move (copy-on-write) rather than a fast-path one (in place). */
let copying = false;

/**
 * A container of the state that may be changed in place: on the fast path the container itself; on an immer move a
 * plain copy, made once per move (the first time it is written), that the caller stores where the original was. So an
 * immer move never reads the state through the draft's proxies and replaces only the containers it changes, each with
 * one write.
 */
function own<T>(a: readonly T[]): T[] {
  if (!copying || owned.includes(a)) return a as T[];
  const copy = [...a]; // not `slice`: on a frozen array V8 takes a slow path (about 50 times slower)
  owned.push(copy);
  return copy;
}

/** A new container stored in the state (on an immer move it is frozen with the copies at the end, see `own`). */
function fresh<T>(a: T[]): T[] {
  if (copying) owned.push(a);
  return a;
}

/** {@link own} for the bonus cards, which are objects. */
function ownBonus(b: BonusCard): { id: BonusCard['id']; holder: Seat | null } {
  if (!copying || owned.includes(b)) return b as { id: BonusCard['id']; holder: Seat | null };
  const copy = { id: b.id, holder: b.holder };
  owned.push(copy);
  return copy;
}

/** The hand of a seat, writable (see {@link own}). */
function ownHand(s: MutableState, seat: Seat): Card[] {
  const hands = (s.hands = own(s.hands));
  return (hands[seat] = own(hands[seat]!));
}

/** Whether the turn goes on: cards left in hand and placements left (L3). Hidden cards play no part. */
function canPlaceMore(s: MutableState): boolean {
  return s.placed < s.options.maxPlacements && s.hands[s.turn]!.length > 0;
}

/**
 * Applies a legal move to a mutable state (an immer draft or a private copy). Called only with legal moves.
 *
 * On an immer draft the rules run on a plain shallow copy of the state before the move, copying each container they
 * change (see `own`), and the root fields that changed are then written to the draft, one write each: the same
 * resulting state as changing the draft in place, without the cost of a proxy for every container read or written.
 * The draft must be unchanged when `apply` starts (as `applyMove` calls it): the rules read the state it was made from.
 * @param s - the state, changed in place
 * @param move - a move from `legalMoves`
 * @param ctx - the random stream and the event sink
 * @category Rules
 */
export function apply(s: MutableState, move: BigFishMove, ctx: Ctx): void {
  if (!isDraft(s)) {
    applyRules(s, move, ctx);
    return;
  }
  const before = original(s as object) as BigFishState;
  const plain = workingCopy(before);
  copying = true;
  try {
    applyRules(plain, move, ctx);
    // What immer's auto-freeze would do, more cheaply: every container this move made (its copies and new ones) is
    // frozen now, the rest was frozen already, so immer finds the written fields frozen and does not walk them.
    for (let i = 0; i < owned.length; i++) Object.freeze(owned[i]);
  } finally {
    copying = false;
    owned.length = 0;
  }
  // Write back the fields that changed (written out: a loop over a list of keys measured 15% slower here).
  const d = s;
  if (plain.turn !== before.turn) d.turn = plain.turn;
  if (plain.phase !== before.phase) d.phase = plain.phase;
  if (plain.turnRow !== before.turnRow) d.turnRow = plain.turnRow;
  if (plain.placed !== before.placed) d.placed = plain.placed;
  if (plain.hands !== before.hands) d.hands = plain.hands;
  if (plain.piles !== before.piles) d.piles = plain.piles;
  if (plain.rows !== before.rows) d.rows = plain.rows;
  if (plain.common !== before.common) d.common = plain.common;
  if (plain.plus !== before.plus) d.plus = plain.plus;
  if (plain.minus !== before.minus) d.minus = plain.minus;
  if (plain.revealed !== before.revealed) d.revealed = plain.revealed;
  if (plain.bonuses !== before.bonuses) d.bonuses = plain.bonuses;
  if (plain.bonusOptions !== before.bonusOptions) d.bonusOptions = plain.bonusOptions;
}

/**
 * A plain shallow copy of a state, written out field by field: a spread of a frozen object takes a slow path in V8.
 * Only the fields `apply` lists are written back, so the copy needs no particular key order.
 */
function workingCopy(b: BigFishState): MutableState {
  return {
    game: b.game,
    version: b.version,
    seats: b.seats,
    options: b.options,
    rng: b.rng,
    turn: b.turn,
    phase: b.phase,
    turnRow: b.turnRow,
    placed: b.placed,
    hands: b.hands,
    piles: b.piles,
    rows: b.rows,
    common: b.common,
    box: b.box,
    plus: b.plus,
    minus: b.minus,
    revealed: b.revealed,
    bonuses: b.bonuses,
    bonusOptions: b.bonusOptions,
    mistakeHolder: b.mistakeHolder,
  } as unknown as MutableState;
}

function applyRules(s: MutableState, move: BigFishMove, ctx: Ctx): void {
  switch (move.type) {
    case 'place':
      placeCard(s, placedCard(move), move.row, ctx);
      return;
    case 'endTurn':
      finishTurn(s, ctx);
      return;
    case 'choosePlus':
      resolveTake(s, move.cards, ctx);
      return;
    case 'chooseBonus':
      awardBonus(s, move.bonus, ctx);
      s.bonusOptions = fresh([]);
      afterTake(s, ctx);
      return;
  }
}

function placeCard(s: MutableState, c: Card, row: number, ctx: Ctx): void {
  const seat = s.turn;
  removeCard(ownHand(s, seat), c);
  if (s.revealed[seat]!.length > 0) {
    // a revealed copy is the one played, as far as anyone can tell
    const revealed = (s.revealed = own(s.revealed));
    const mine = s.revealed[seat]!;
    if (mine.includes(c)) removeCard((revealed[seat] = own(mine)), c);
  }
  const rows = (s.rows = own(s.rows));
  const cards = (rows[row] = own(rows[row]!));
  cards.push(c); // cards always go to the right end (B-A13)
  s.placed++;
  s.turnRow = row; // L2
  if (ctx.recording) ctx.emit({ type: 'cardPlaced', seat, card: c, row, placed: s.placed });
  if (cards.length >= s.options.rowLength) {
    beginTake(s, ctx); // L4: completing a row takes it at once
  } else if (!canPlaceMore(s)) {
    finishTurn(s, ctx); // L3: the 4th placement, or an empty hand, ends the turn
  }
}

function beginTake(s: MutableState, ctx: Ctx): void {
  const cards = s.rows[s.turnRow!]!;
  if (s.options.plusSelection === 'playerChoice' && plusSelections(cards).length > 1) {
    s.phase = 'choosePlus'; // V3
    ctx.emit({ type: 'plusChoice', seat: s.turn, row: s.turnRow! });
    return;
  }
  resolveTake(s, highestPlus(cards), ctx); // S1, S2
}

function resolveTake(s: MutableState, plusCards: readonly Card[], ctx: Ctx): void {
  const seat = s.turn;
  const row = s.turnRow!;
  const take = splitRow(s.rows[row]!, plusCards);
  const plus = (s.plus = own(s.plus));
  const mine = (plus[seat] = own(plus[seat]!));
  for (const c of take.plus) mine.push(c);
  const minus = (s.minus = own(s.minus));
  const mineMinus = (minus[seat] = own(minus[seat]!));
  for (const c of take.minus) mineMinus.push(c);
  const rows = (s.rows = own(s.rows));
  rows[row] = fresh([]);
  if (ctx.recording)
    ctx.emit({
      type: 'rowTaken',
      seat,
      row,
      cards: take.cards,
      plus: take.plus,
      minus: take.minus,
      plusSum: sumValues(take.plus),
      minusSum: sumValues(take.minus),
    });
  if (s.bonuses.length > 0) {
    let q = qualifyingBonuses(s as unknown as BigFishState, take, seat); // BON
    if (!s.options.aCountsTowardLimit && q.includes('A')) {
      awardBonus(s, 'A', ctx); // B-A7 off: A comes on top of the one bonus
      q = q.filter((b) => b !== 'A');
    }
    if (q.length === 1) awardBonus(s, q[0]!, ctx);
    else if (q.length > 1) {
      s.phase = 'chooseBonus'; // at most one bonus per take: the taker chooses
      s.bonusOptions = fresh(q);
      ctx.emit({ type: 'bonusChoice', seat, options: q.slice() });
      return;
    }
  }
  afterTake(s, ctx);
}

function awardBonus(s: MutableState, id: ClaimableBonus, ctx: Ctx): void {
  const bonuses = (s.bonuses = own(s.bonuses));
  const i = bonuses.findIndex((x) => x.id === id);
  const b = (bonuses[i] = ownBonus(bonuses[i]!));
  const from = b.holder;
  b.holder = s.turn;
  if (from !== null && from !== s.turn) ctx.emit({ type: 'bonusStolen', seat: s.turn, bonus: 'A', from });
  else ctx.emit({ type: 'bonusClaimed', seat: s.turn, bonus: id });
}

function afterTake(s: MutableState, ctx: Ctx): void {
  const row = s.turnRow!;
  s.phase = 'place';
  const top = s.common.length > 0 ? (s.common = own(s.common)).pop() : undefined;
  const rows = (s.rows = own(s.rows));
  if (top !== undefined) {
    rows[row] = fresh([top]); // a new row from the common deck
    if (ctx.recording) ctx.emit({ type: 'newRow', row, card: top });
  } else {
    rows[row] = null; // B-A3: the slot is dead
    if (ctx.recording) ctx.emit({ type: 'rowClosed', row });
  }
  if (s.options.continueAfterCompletion && rows[row] !== null && canPlaceMore(s)) return; // B-A2 variant
  finishTurn(s, ctx); // B-A2: completing a row ends the turn
}

function finishTurn(s: MutableState, ctx: Ctx): void {
  const seat = s.turn;
  if (ctx.recording) ctx.emit({ type: 'turnEnded', seat, placed: s.placed });
  let hand = s.hands[seat]!;
  const handSize = s.options.handSize;
  if (hand.length < handSize && s.piles[seat]!.length > 0) {
    const piles = (s.piles = own(s.piles));
    const pile = (piles[seat] = own(piles[seat]!));
    hand = ownHand(s, seat);
    const drawn: Card[] | null = ctx.recording ? [] : null;
    while (hand.length < handSize && pile.length > 0) {
      const c = pile.pop()!; // refill from the top of the pile
      insertSorted(hand, c); // the hand stays sorted (no full sort)
      drawn?.push(c);
    }
    if (drawn) ctx.emit({ type: 'handRefilled', seat, count: drawn.length, cards: drawn, visibleTo: [seat] });
  }
  if (ctx.recording && hand.length === 0) ctx.emit({ type: 'playerOut', seat }); // B-A17: out once hand and pile are empty
  s.placed = 0;
  s.turnRow = null;
  const n = s.hands.length;
  let next: Seat | null = null;
  for (let i = 1; i <= n; i++) {
    const t = (seat + i) % n;
    if (s.hands[t]!.length > 0) {
      next = t; // players with no cards are skipped
      break;
    }
  }
  let anyRow = false; // a loop, not `some`: callbacks over a frozen array take a slow path in V8
  for (let r = 0; r < s.rows.length && !anyRow; r++) anyRow = (s.rows[r]?.length ?? 0) > 0;
  if (next === null || !anyRow) {
    // §5: the game ends when nobody holds cards; B-A3: or when no row is left to place on
    s.phase = 'over';
    const final = s as unknown as BigFishState;
    if (ctx.recording)
      ctx.emit({
        type: 'gameOver',
        scores: score(final),
        winners: winners(final),
        endBonuses: endBonusAwards(final),
      });
    return;
  }
  s.turn = next;
}
