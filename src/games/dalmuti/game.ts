/**
 * The Great Dalmuti as a `Game`: the one `defineGame` call.
 * @module
 */
import { defineGame, type Game } from '../../core/index.js';
import { INVARIANTS, migrate } from './check.js';
import { encodeMove, encoding, observeInto } from './encoding.js';
import type { DalmutiEvent } from './events.js';
import { explain } from './explain.js';
import { heuristic } from './heuristic.js';
import { hidden } from './hidden.js';
import { cardsOfMove, type DalmutiMove, MOVE_SHAPE, normalizeMove } from './moves.js';
import { describeEvent, describeView, formatCard, formatMove, parseMoveText } from './notation.js';
import { type DalmutiOptions, OPTIONS } from './options.js';
import { apply, legalActionsInto, legalMoves, legalMovesInto, setup, toAct } from './rules.js';
import { evaluate, score, winners } from './score.js';
import { type DalmutiState, STATE_SHAPE, VERSION } from './state.js';
import { type DalmutiView, view } from './view.js';

/**
 * The Great Dalmuti: 4–8 seats (9–13 with `allowLargeTables`), every optional rule of the spec as an option. Moves
 * are one decision each — a revolution decision, tax gifts, the merchant swap, plays and passes — and a match is
 * `hands` hands.
 * @example
 * ```ts
 * let state = dalmuti.setup({ seats: 5, seed: 'table-1', hands: 20, scoring: true });
 * dalmuti.toAct(state);                                     // the seat deciding now
 * const move = dalmuti.legalMoves(state)[0]!;              // a gift while taxes are due, else a play
 * dalmuti.formatMove(move);                                 // e.g. 'gift 2× 9 (Cook)'
 * state = dalmuti.applyMove(state, move);
 * ```
 * @category Dalmuti
 * @namespace
 */
export const dalmuti: Game<DalmutiState, DalmutiMove, DalmutiView, DalmutiOptions, DalmutiEvent> = defineGame(
  {
    id: 'dalmuti',
    name: 'The Great Dalmuti',
    version: VERSION,
    seats: { min: 4, max: 13 },
    options: OPTIONS,
    state: STATE_SHAPE,
    shapeRules: { fields: 'I1', values: 'I2' },
    invariants: INVARIANTS,
    moves: MOVE_SHAPE,
    normalizeMove,
    setup,
    toAct,
    legalMoves,
    legalMovesInto,
    legalActionsInto,
    explain,
    moveKey: (move) => String(encodeMove(move)),
    apply,
    score,
    winners,
    view,
    observeInto,
    migrate,
    formatMove,
    parseMoveText,
    describeEvent,
    describeView,
    cardsOfMove,
    formatCard,
    hidden,
    encoding,
    heuristic,
    evaluate,
  },
);
