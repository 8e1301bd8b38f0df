/**
 * The option that names a seat (who starts, who deals first), declared once for every game.
 * @module
 */
import { type OptionDeclaration, option } from './options.js';

/**
 * An option whose value is a seat of the match, 0 to seats − 1, seat 0 by default (the seat that starts, say).
 * @param description - what the seat does, for tools and docs
 * @returns the option's declaration, as `option.integer` makes it
 * @example
 * ```ts
 * defineOptions({ startSeat: seatOption('The seat that starts.') }).defaults(3); // { startSeat: 0 }
 * ```
 * @category Options
 */
export function seatOption(description: string): OptionDeclaration<number> {
  return option.integer({ min: 0, max: (c) => c.seats - 1, default: 0, description });
}
