/**
 * Setup and the move dispatcher: `apply` runs one decision and every forced step that follows it (going out, the end
 * of a round, the end of a hand, the next deal), on an immer draft or on the simulator's mutable copy alike.
 * @module
 */
import type { GameFields, Rng, RuleContext, Seat } from '../../core/index.js';
import { deckCounts } from './cards.js';
import type { DalmutiEvent } from './events.js';
import {
  applyGift,
  applyRevolution,
  applySwap,
  applySwapCard,
  type Mut,
  runSeatDraw,
  startHand,
} from './hand.js';
import { applyJoinSlot } from './join.js';
import { type DalmutiMove, PASS } from './moves.js';
import { applyPass, applyPlay } from './play.js';
import type { DalmutiOptions, DalmutiState } from './state.js';

/** `n` zeros in a packed array. */
function zeros(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(0);
  return out;
}

/**
 * Deals the first hand (R1 initial ranks, then R3).
 * @param seats - the number of players
 * @param options - normalized options
 * @param rng - the match's random stream
 * @returns the game's fields of the first state
 * @category Rules
 */
export function setup(seats: number, options: DalmutiOptions, rng: Rng): GameFields<DalmutiState> {
  let order: Seat[];
  let seatDraw: number[][] | null = null;
  if (options.initialSeating === 'given') order = [...options.initialOrder!];
  else if (options.initialSeating === 'simulateDraw') {
    const draw = runSeatDraw(seats, deckCounts(seats, options.shortDeck), rng, options.redrawReplacesValue);
    order = draw.order;
    seatDraw = draw.draws;
  } else {
    order = [];
    for (let i = 0; i < seats; i++) order.push(i);
    rng.shuffle(order);
  }
  // The state under construction carries seats and options (the rules read them); the fields are copied out of it
  // by name, in the state's key order (cheaper than spreading and rest-destructuring).
  const s = {
    seats,
    options,
    hand: 1,
    phase: 'play',
    actor: null,
    order,
    hands: [],
    sizes: [],
    played: [],
    seatDraw,
    revolution: null,
    tax: null,
    swap: null,
    top: null,
    passes: 0,
    passed: 0,
    roundLog: [],
    finished: [],
    lastFinish: [],
    handPoints: zeros(seats),
    scores: zeros(seats),
    handMoves: 0,
  } as unknown as Mut;
  startHand(s, rng, null);
  const out: GameFields<DalmutiState> = {
    hand: s.hand,
    phase: s.phase,
    actor: s.actor,
    order: s.order,
    hands: s.hands,
    sizes: s.sizes,
    played: s.played,
    seatDraw: s.seatDraw,
    revolution: s.revolution,
    tax: s.tax,
    swap: s.swap,
    top: s.top,
    passes: s.passes,
    passed: s.passed,
    roundLog: s.roundLog,
    finished: s.finished,
    lastFinish: s.lastFinish,
    handPoints: s.handPoints,
    scores: s.scores,
    handMoves: s.handMoves,
  };
  return out;
}

/**
 * Applies a legal move and every forced step after it.
 * @param s - the state (mutated)
 * @param move - a move from `legalMoves`
 * @param ctx - the random stream and the event sink
 * @category Rules
 */
export function apply(s: Mut, move: DalmutiMove, ctx: RuleContext<DalmutiEvent>): void {
  // No event objects are built when nobody reads them (the simulator's fast path); the state is the same.
  const emit = ctx.recording ? ctx.emit : null;
  s.handMoves++;
  if (move === PASS) {
    // The most frequent move, found by identity (the interned pass) before the dispatch on its type.
    applyPass(s, emit);
    return;
  }
  switch (move.type) {
    case 'play':
      applyPlay(s, move, ctx.rng, emit);
      return;
    case 'pass':
      applyPass(s, emit);
      return;
    case 'revolution':
      applyRevolution(s, move, emit);
      return;
    case 'gift':
      applyGift(s, move, emit);
      return;
    case 'swap':
      applySwap(s, move, ctx.rng, emit);
      return;
    case 'swapCard':
      applySwapCard(s, move, emit);
      return;
    case 'joinSlot':
      applyJoinSlot(s, move, ctx.rng, emit);
      return;
  }
}
