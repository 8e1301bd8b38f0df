/**
 * `cardrules/coins`: Mark Steere's Coins (2022), a three-player trick-taking game with a Spanish deck.
 *
 * One move type, `{ type: 'play', card: 'CoA' }` (built by `playMove`, written `'Ace of Coins'` for people): any card
 * from the hand, no suit to follow. Tricks, scoring, the end of the match and new deals happen inside `applyMove`.
 * Everything else is a method of the game object `coins`. See `docs/rules/coins.md`.
 * @example
 * ```ts
 * import { coins, formatCard, playMove } from 'cardrules/coins';
 * const s0 = coins.setup({ seats: 3, seed: 7, target: 15 });
 * const me = coins.toAct(s0)!;
 * const card = coins.view(s0, me).hand[0]!; // a card code, e.g. 'Cu2'
 * const s1 = coins.applyMove(s0, playMove(card));
 * console.log(`seat ${me} played the ${formatCard(card)}`); // '… the 2 of Cups'
 * ```
 * @module coins
 */
export type { CardId, CoinsCard, CoinsSuit, Rank } from './cards.js';
export { encoding } from './encoding.js';
export type { CardPlayedEvent, CoinsEvent, TrickWonEvent } from './events.js';
export { CoinsCodes } from './explain.js';
export { coins, coinsRules } from './game.js';
export { heuristic } from './heuristic.js';
export { hidden } from './hidden.js';
export { type CoinsMove, playMove } from './moves.js';
export { formatCard } from './notation.js';
export type { CoinsOptions } from './options.js';
export { type CoinsPosition, fromPosition } from './position.js';
export type { CoinsState } from './state.js';
export { resolveTrick, type TrickResult, type TrickRule } from './trick.js';
export type { CoinsView, CompletedTrick, PlayedCard } from './view.js';
