/**
 * Tables for the command line.
 * @module
 */
import Table from 'cli-table3';
import type { Estimate, TournamentSummary } from '../sim/index.js';

function pct(e: Estimate): string {
  return `${(100 * e.value).toFixed(1)}% [${(100 * e.low).toFixed(1)}, ${(100 * e.high).toFixed(1)}]`;
}

function num(e: Estimate): string {
  return `${e.value.toFixed(2)} ± ${(e.high - e.value).toFixed(2)}`;
}

/**
 * A table of tournament summaries: one row per game and bot.
 * @param summaries - the summaries
 * @returns the table's text
 */
export function summaryTable(summaries: readonly TournamentSummary[]): string {
  const table = new Table({
    head: ['game', 'bot', 'seats played', 'win rate [95% CI]', 'parity', 'mean score ± 95%', 'moves/game'],
    style: { head: [], border: [], compact: true },
    chars: { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' },
  });
  for (const s of summaries) {
    for (const b of s.bots) {
      table.push([
        s.game,
        b.bot,
        String(b.seatGames),
        pct(b.winRate),
        `${(100 * s.parity).toFixed(1)}%`,
        num(b.meanScore),
        s.length.value.toFixed(1),
      ]);
    }
  }
  return table.toString();
}
