/**
 * The options of a Crazy Eights match (R10, R11), declared once.
 * @module
 */
import { defineOptions, type OptionsFrom, option } from 'cardrules/core';

/** Every option of a match: its values, default and description. */
export const OPTIONS = defineOptions({
  target: option.integer({
    min: 1,
    nullable: true,
    default: null,
    description:
      'The score that ends the match (R11): the winner of each hand scores the others’ penalty points, and the first ' +
      'to reach the target wins; none (default) plays one hand, scored in penalty points (R10).',
  }),
});

/**
 * The options of a match: `target`, the score that ends a match of several hands, or `null` (the default) for a
 * match of one hand.
 * @category Crazy Eights
 */
export type CrazyEightsOptions = OptionsFrom<typeof OPTIONS>;
