/**
 * Linko's options: the start seat, the match length and the AMIGO 2022 ruleset (R1, A13, §7), declared once.
 * @module
 */
import { defineOptions, type OptionsFrom, option, seatOption } from '../../core/index.js';

/** Every option of a match: its values, default and description (R1, A13, §7). */
export const OPTIONS = defineOptions({
  startSeat: seatOption('The seat that starts the first game (R1).'),
  games: option.integer({
    min: 1,
    max: 100, // an engine limit, not a rule
    default: (seats) => seats, // one game per seat
    description: 'Games in the match, the start seat moving clockwise; default: one per seat (A13).',
  }),
  amigo2022: option.boolean({
    default: false,
    description:
      'The AMIGO 2022 rules: an optional draw after a play that snatched nothing; ties to fewer hand cards (A12, A18).',
  }),
});

/**
 * The options of a Linko match:
 * - `startSeat`: the seat that starts the first game (R1); later games start one seat further clockwise (A13).
 *   Default 0.
 * - `games`: how many games the match has, 1..100; scores are summed (§5, A13). Default: the number of seats.
 * - `amigo2022`: the AMIGO 2022 ruleset (§7): an optional one-card draw when a play snatched nothing, and ties of a
 *   single game broken by fewer hand cards (A12, A18). Default `false`.
 * @category Options
 */
export type LinkoOptions = OptionsFrom<typeof OPTIONS>;
