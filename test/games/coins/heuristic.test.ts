import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/index.js';
import { createSimulator } from '../../../src/core/simulator.js';
import { coins, heuristic } from '../../../src/games/coins/index.js';

const HEAVY = process.env.CARDRULES_HEAVY === '1';

/** Plays one match: the heuristic at `seat`, uniform random play elsewhere. Returns the winner. */
function match(seed: number, seat: number, target: number): number {
  const sim = createSimulator(coins, coins.setup({ seats: 3, seed: `h/${seed}`, target }));
  const rng = Rng.fromSeed(`h-moves/${seed}`);
  while (!sim.isOver()) {
    const actor = sim.toAct()!;
    const moves = sim.legalMoves();
    const move =
      actor === seat ? heuristic(coins.view(sim.state, actor), moves, rng) : moves[rng.int(moves.length)]!;
    sim.apply(move);
  }
  return sim.state.winner!;
}

describe('Coins heuristic', () => {
  it('returns one of the legal moves', () => {
    const s = coins.setup({ seats: 3, seed: 1 });
    const moves = coins.legalMoves(s);
    expect(moves).toContain(heuristic(coins.view(s, coins.toAct(s)!), moves, Rng.fromSeed(1)));
  });

  it('plays the winning card when it plays last: takes two Coins with the higher Coin', () => {
    const view = {
      seat: 2,
      hand: ['Co2', 'Co9', 'Cl3'],
      handSizes: [2, 2, 3],
      trick: [
        { seat: 0, card: 'Co5' },
        { seat: 1, card: 'Sw7' },
      ],
      tricks: [],
      scores: [0, 0, 0],
      target: 15,
      handNumber: 1,
      dealer: 2,
      leader: 0,
      toAct: 2,
      over: false,
      winners: [],
      origin: 'position',
      lastTrick: null,
    } as const;
    const moves = view.hand.map((card) => ({ type: 'play' as const, card }));
    expect(heuristic(view, moves, Rng.fromSeed(1))).toEqual({ type: 'play', card: 'Co9' });
  });

  it('beats uniform random play clearly (seats rotated, win rate far above 1/3)', () => {
    const games = HEAVY ? 1500 : 240;
    let wins = 0;
    for (let g = 0; g < games; g++) if (match(g, g % 3, 10) === g % 3) wins++;
    expect(wins / games).toBeGreaterThanOrEqual(0.75); // measured: 0.87 over 1500 matches at T = 10
  });
});
