/**
 * The options of a match, declared once: every optional rule of the spec, with its default (§7).
 * @module
 */
import {
  defineOptions,
  isSeatingOrder,
  type OptionsFrom,
  option,
  type Seat,
  type StateIssue,
} from '../../core/index.js';
import * as shape from '../../core/shape-kit.js';

/** Every option of a match: its values, default and description (§7), in the order tools list them. */
export const OPTIONS = defineOptions(
  {
    hands: option.integer({
      min: 1,
      max: 1000, // the most hands a match may have
      default: 1,
      description: 'How many hands the match lasts (§5).',
    }),
    allowLargeTables: option.boolean({ default: false, description: 'Allow 9–13 players (D-A15).' }),
    initialSeating: option.choice({
      values: ['random', 'simulateDraw', 'given'],
      offered: ['random', 'simulateDraw'], // 'given' needs an initialOrder, which only code sets
      default: 'random',
      description:
        "How the first hand's ranks are set (R1): at random, by the rulebook's card draw, or given.",
    }),
    initialOrder: option.custom<readonly Seat[] | null>({
      shape: shape.nullable(
        shape.refine(shape.array(shape.seat(), { length: 'seats' }), 'each seat once', (order, c) =>
          isSeatingOrder(order, c.seats),
        ),
      ),
      default: null,
      description: "For initialSeating 'given': the first hand's rank order, best first (R1).",
    }),
    redrawReplacesValue: option.boolean({
      default: false,
      description: "In the seat draw, a redraw replaces the tied players' first card (R1, D-A10).",
    }),
    taxation: option.choice({
      values: ['sealed', 'peonFirst'],
      default: 'sealed',
      description: 'Whether the Dalmutis choose their gifts before or after the tribute arrives (R5, D-A4).',
    }),
    passLocksOut: option.boolean({
      default: false,
      description: 'A player who passed sits out the rest of the round (P3; the opposite of D-A1).',
    }),
    autoPassForced: option.boolean({
      default: false,
      description:
        'The engine passes for a follower who cannot beat the top set; everyone then learns that this seat holds no set of that size and a better rank (P3).',
    }),
    scoring: option.boolean({ default: false, description: 'Points by finishing place (V1).' }),
    bonusPoints: option.boolean({
      default: false,
      description: 'A Dalmuti scores +1 when their Peon keeps the rank (V2, needs scoring).',
    }),
    bonusReading: option.choice({
      values: ['peonStays', 'bothStay'],
      default: 'peonStays',
      description: 'Whether the V2 bonus also needs the Dalmuti to keep their rank (V2, D-A12).',
    }),
    firstDealRevolution: option.boolean({
      default: false,
      description: 'No taxes in the first hand; only the Greater Peon may declare (V3).',
    }),
    merchantSwap: option.boolean({
      default: false,
      description: 'The top Merchant may swap a card blind with another Merchant (V4, D-A13).',
    }),
    merchantSwapMode: option.choice({
      values: ['blindChoice', 'randomCard'],
      default: 'blindChoice',
      description: 'Both Merchants choose their card, or a random card of each hand is swapped (V4).',
    }),
    shortDeck: option.boolean({ default: false, description: 'Fewer cards for 4 and 5 players (V5).' }),
    tieBreak: option.choice({
      values: ['share', 'lastHand'],
      default: 'share',
      description: 'Tied totals share the win, or the better finish in the last hand wins (D-A14).',
    }),
  },
  (o, seats) => {
    const issues: StateIssue[] = [];
    if (seats > 8 && !o.allowLargeTables)
      issues.push({ path: 'seats', message: '9–13 players need the option allowLargeTables' });
    if (o.bonusPoints && !o.scoring)
      issues.push({ path: 'bonusPoints', message: 'bonus points (V2) need scoring (V1)' });
    if (o.initialSeating === 'given' && o.initialOrder === null)
      issues.push({ path: 'initialOrder', message: "initialSeating 'given' needs an initialOrder" });
    if (o.initialSeating !== 'given' && o.initialOrder !== null)
      issues.push({ path: 'initialOrder', message: "initialOrder is only used with initialSeating 'given'" });
    return issues;
  },
);

/**
 * The options of a match, every optional rule of the spec, off unless the spec says otherwise: `allowLargeTables`
 * (D-A15, 9–13 players), `hands` (§5, default 1), `initialSeating` (R1: `'random'`, `'simulateDraw'` or `'given'`
 * with `initialOrder`, the rank order best first), `redrawReplacesValue` (D-A10), `taxation` (`'sealed'` or
 * `'peonFirst'`, D-A4), `passLocksOut` (P3), `autoPassForced` (P3: the engine passes for a follower who cannot beat
 * the top set, which tells the table so; see "What the table learns" in `docs/rules/dalmuti.md`), `scoring` (V1),
 * `bonusPoints` (V2, needs V1) read as `bonusReading` (D-A12), `firstDealRevolution` (V3), `merchantSwap` (V4) with
 * `merchantSwapMode`, `shortDeck` (V5) and `tieBreak` (D-A14).
 * @category Dalmuti
 */
export type DalmutiOptions = OptionsFrom<typeof OPTIONS>;
