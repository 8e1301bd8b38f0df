/**
 * Tables for the command line (`cli-table3`), and the one line that says what their columns mean.
 * @module
 */
import Table from 'cli-table3';
import type { Estimate, TournamentSummary } from '../sim/index.js';

/** A share as a percentage with its 95% interval: `52.1% [47.3, 56.9]`. */
export function percent(e: Estimate): string {
  return `${(100 * e.value).toFixed(1)}% [${(100 * e.low).toFixed(1)}, ${(100 * e.high).toFixed(1)}]`;
}

/** A mean with its 95% margin: `12.40 ± 0.83`. */
export function mean(e: Estimate): string {
  return `${e.value.toFixed(2)} ± ${(e.high - e.value).toFixed(2)}`;
}

/** What the columns of {@link summaryTable} mean, in one line. */
export const SUMMARY_COLUMNS =
  'win rate: share of its seats that won (ties count for every winner), 95% interval in brackets; an even share is 1/seats; score: mean final score ± 95% margin.';

/**
 * A table of tournament summaries: one row per game and bot.
 * @param summaries - the summaries
 * @returns the table's text
 */
export function summaryTable(summaries: readonly TournamentSummary[]): string {
  const table = new Table({
    head: ['game', 'bot', 'seats played', 'win rate [95% CI]', 'even share', 'score ± 95%', 'moves/match'],
    style: { head: [], border: [], compact: true },
    chars: { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' },
  });
  for (const s of summaries) {
    for (const b of s.bots) {
      table.push([
        s.game,
        b.bot,
        String(b.seatGames),
        percent(b.winRate),
        `${(100 * s.parity).toFixed(1)}%`,
        mean(b.meanScore),
        s.length.value.toFixed(1),
      ]);
    }
  }
  return table.toString();
}
