import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/index.js';
import { bigfish, fromPosition, heuristic } from '../../../src/games/bigfish/index.js';
import { mistakeOf } from '../../../src/games/bigfish/rules.js';
import { mv } from './helpers.js';

const HEAVY = process.env.CARDRULES_HEAVY === '1';

describe('bigfish heuristic', () => {
  it('beats uniform random play clearly (seats rotated, 3 players, basic and advanced)', () => {
    const games = HEAVY ? 1200 : 150;
    let wins = 0;
    for (let g = 0; g < games; g++) {
      const seats = 3;
      const me = g % seats;
      const rng = Rng.fromSeed(`h${g}`);
      let s = bigfish.setup({ seats, seed: g, advanced: g % 2 === 0 });
      while (!bigfish.isOver(s)) {
        const moves = bigfish.legalMoves(s);
        const actor = bigfish.toAct(s)!;
        s = bigfish.applyMove(
          s,
          actor === me ? heuristic(bigfish.view(s, actor), moves, rng) : moves[rng.int(moves.length)]!,
        );
      }
      if (bigfish.winners(s).includes(me)) wins++;
    }
    // a random player would win about a third of the time
    expect(wins / games).toBeGreaterThanOrEqual(0.6);
  });

  it('V2: never makes a mistake on purpose, though penalty mode lists mistakes among the moves', () => {
    let listed = 0;
    for (let g = 0; g < (HEAVY ? 200 : 20); g++) {
      const rng = Rng.fromSeed(`p${g}`);
      let s = bigfish.setup({ seats: 3, seed: g, mistakes: 'penalty', advanced: g % 2 === 0 });
      while (!bigfish.isOver(s)) {
        const moves = bigfish.legalMoves(s);
        const step = bigfish.applyMoveWithEvents(s, heuristic(bigfish.view(s, s.turn), moves, rng));
        expect(step.events.filter((e) => e.type === 'mistake')).toEqual([]);
        listed += moves.filter(
          (m) => m.type === 'place' && mistakeOf(s, `${m.colour}${m.value}`, m.row),
        ).length;
        s = step.state;
      }
      expect(s.mistakeHolder).toBeNull();
    }
    expect(listed).toBeGreaterThan(100); // mistakes were on offer
  });

  it('takes a row worth taking and picks the bonus that cannot be stolen', () => {
    const s = fromPosition({
      seats: 2,
      options: { advanced: true },
      hands: [['P6', 'G1'], ['Y1']],
      rows: [['R1', 'Y2', 'G3', 'B4'], ['Y5'], ['G5']],
      common: ['R6'],
    });
    const rng = Rng.fromSeed(1);
    expect(heuristic(bigfish.view(s, 0), bigfish.legalMoves(s), rng)).toEqual(mv('P6>0'));
    const choice = bigfish.applyMove(s, mv('P6>0'));
    expect(heuristic(bigfish.view(choice, 0), bigfish.legalMoves(choice), rng)).toEqual(mv('bonus D'));
  });
});
