/**
 * The player's legal moves as `play` lists them: numbered, in columns that fit the width, each run of one move type on
 * rows of its own (no heading: the moves say what they are, in the game's notation), and a move that lowers the
 * player's score at once marked with what it costs (`(−5 now)`): a Big Fish placement against colour forcing in
 * penalty mode takes the mistake card, say. Nothing here knows a game: the cost is the change of the mover's score
 * that applying the move makes.
 * @module
 */
import type { AnyGame, Seat } from '../core/index.js';
import { moveText } from './narrate.js';
import { type Style, visibleLength } from './terminal.js';

/**
 * What each move does at once to the score of the seat that makes it: `score(after) − score(before)`, 0 for most.
 * @param game - the game
 * @param state - a state where `seat` is to act
 * @param moves - legal moves in that state
 * @param seat - the seat to act
 * @returns one change per move
 */
export function scoreChanges(game: AnyGame, state: unknown, moves: readonly unknown[], seat: Seat): number[] {
  const before = (game.score(state) as readonly number[])[seat] ?? 0;
  return moves.map((move) => {
    try {
      return ((game.score(game.applyMove(state, move)) as readonly number[])[seat] ?? 0) - before;
    } catch {
      return 0;
    }
  });
}

/**
 * The moves, numbered from 1, in columns that fit `width`; a move that costs points at once marked with the cost.
 * @param game - the game
 * @param state - the state the moves are legal in
 * @param legal - the moves, in the order listed
 * @param seat - the player's seat
 * @param style - colours
 * @param width - the terminal's width
 * @returns the lines to print
 * @example
 * ```ts
 * for (const line of moveListLines(game, state, listedMoves(game, state), 0, style, 80)) print(line);
 * ```
 */
export function moveListLines(
  game: AnyGame,
  state: unknown,
  legal: readonly unknown[],
  seat: Seat,
  style: Style,
  width: number,
): string[] {
  const changes = scoreChanges(game, state, legal, seat);
  const items = legal.map((m, i) => {
    const cost = changes[i]! < 0 ? ` ${style.red(`(${String(changes[i]).replace('-', '−')} now)`)}` : '';
    return {
      type: String((m as { type?: unknown }).type ?? ''),
      text: `${style.dim(`${String(i + 1).padStart(String(legal.length).length)}.`)} ${style.cyan(moveText(game, m))}${cost}`,
    };
  });
  if (items.length === 0) return [];
  const cell = Math.min(width - 4, Math.max(...items.map((i) => visibleLength(i.text))) + 3);
  const perLine = Math.max(1, Math.floor((width - 4) / cell));
  const lines: string[] = [];
  let run: string[] = [];
  const flush = () => {
    for (let i = 0; i < run.length; i += perLine) {
      const row = run.slice(i, i + perLine);
      lines.push(
        `    ${row.map((t, j) => (j === row.length - 1 ? t : t + ' '.repeat(Math.max(1, cell - visibleLength(t))))).join('')}`,
      );
    }
    run = [];
  };
  let runType: string | null = null;
  for (const item of items) {
    if (item.type !== runType) {
      flush();
      runType = item.type;
    }
    run.push(item.text);
  }
  flush();
  return lines;
}

/** The legend's line for the marks of {@link moveListLines}. */
export const COST_LEGEND =
  'A move marked (−5 now) lowers your score by 5 as soon as it is made: the rules let you make it, and penalise it.';
