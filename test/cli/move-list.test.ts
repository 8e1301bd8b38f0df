/**
 * The list of the player's moves: a move the rules penalise is marked with what it costs, runs of one move type sit on
 * rows of their own with no heading (no raw type names, nothing said twice).
 */
import { describe, expect, it } from 'vitest';
import { moveListLines, scoreChanges } from '../../src/cli/move-list.js';
import { listedMoves } from '../../src/cli/play.js';
import type { Style } from '../../src/cli/terminal.js';
import type { AnyGame } from '../../src/core/index.js';
import { bigfish, placeMove } from '../../src/games/bigfish/index.js';
import { games } from '../../src/registry.js';

const same = (t: string) => t;
const plain: Style = {
  bold: same,
  dim: same,
  green: same,
  yellow: same,
  red: same,
  cyan: same,
  magenta: same,
};

describe('the move list of cardrules play', () => {
  // Big Fish in penalty mode, seed table-19: seat 0 holds the Red 5 and row 3 ends in red, so colour forcing (L1)
  // sends a red card to row 3; placing it on row 1 or 2 is played as its penalty, the mistake card (−5, B-A6).
  const state = bigfish.setup({ seats: 4, seed: 'table-19', advanced: true, mistakes: 'penalty' });

  it('marks the placements against colour forcing with the mistake card they cost, and no other', () => {
    const legal = listedMoves(bigfish, state);
    const text = moveListLines(bigfish, state, legal, 0, plain, 80).join('\n');
    expect(text).toMatch(/\d+\. Red 5 → row 1 \(−5 now\)/);
    expect(text).toMatch(/\d+\. Red 5 → row 2 \(−5 now\)/);
    expect(text).not.toMatch(/Red 5 → row 3 \(/);
    const changes = scoreChanges(bigfish, state, [placeMove('R5', 0), placeMove('R5', 2)], 0);
    expect(changes).toEqual([-5, 0]);
  });

  it('has no headings: every line lists numbered moves, and each type starts a row of its own', () => {
    for (const game of Object.values<AnyGame>(games)) {
      let s = game.setup({ seats: game.seats.min, seed: 4 });
      for (let i = 0; i < 40 && !game.isOver(s); i++) {
        const seat = game.toAct(s)!;
        const legal = listedMoves(game, s);
        const lines = moveListLines(game, s, legal, seat, plain, 80);
        for (const line of lines) expect(line, `${game.id}: ${line}`).toMatch(/^ {4}\s*\d+\. /);
        const rowStarts = lines.map((line) => Number(/\d+/.exec(line)![0]) - 1);
        for (let k = 1; k < legal.length; k++) {
          const type = (m: unknown) => (m as { type: string }).type;
          if (type(legal[k]) !== type(legal[k - 1])) expect(rowStarts, `${game.id}`).toContain(k);
        }
        s = game.applyMove(s, legal[i % legal.length]);
      }
    }
  });
});
