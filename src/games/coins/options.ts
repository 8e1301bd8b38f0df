/**
 * The options of a Coins match (R1, R2), declared once.
 * @module
 */
import { defineOptions, type OptionsFrom, option } from '../../core/index.js';

/** The default target score (R1: BGA's and the designer's default). */
export const DEFAULT_TARGET = 15;

/** Every option of a match: its values, default and description (R1, R2). */
export const OPTIONS = defineOptions({
  target: option.integer({
    min: 1,
    default: DEFAULT_TARGET,
    description:
      'The score that wins at once (R1): any positive integer; 10, 15 (default) and 20 are usual. Tools draw small values.',
  }),
  firstDealer: option.integer({
    min: 0,
    max: 2,
    nullable: true,
    default: null,
    description: 'The dealer of the first hand; none (default) draws it from the seed (R2, C10).',
  }),
});

/**
 * The options of a Coins match: `target`, the score that wins at once (R1, default 15), and `firstDealer`, the dealer
 * of the first hand or `null` to draw it from the seed (R2, default `null`).
 * @category Coins
 */
export type CoinsOptions = OptionsFrom<typeof OPTIONS>;
