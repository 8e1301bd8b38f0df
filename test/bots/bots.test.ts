import { describe, expect, it } from 'vitest';
import {
  botFromSpec,
  botSupports,
  heuristicBot,
  ismctsBot,
  LADDER_BOTS,
  ladderBotsFor,
  playMatch,
  randomBot,
  type SearchStats,
} from '../../src/bots/index.js';
import { type AnyGame, defineGame, Rng } from '../../src/core/index.js';
import { stateHash } from '../../src/core/json.js';
import { replay } from '../../src/core/record.js';
import { createSimulator } from '../../src/core/simulator.js';
import { games } from '../../src/registry.js';
import { highCard, highCardDefinition } from '../fixtures/high-card.js';
import { highCardHidden } from './high-card-hidden.js';

describe('randomBot', () => {
  it('picks a legal move from its stream, reproducibly', async () => {
    const bot = randomBot();
    const moves = [{ a: 1 }, { a: 2 }, { a: 3 }];
    const a = await bot(null, moves, Rng.fromSeed(1), 0);
    const b = await bot(null, moves, Rng.fromSeed(1), 0);
    expect(moves).toContain(a);
    expect(a).toBe(b);
  });
});

describe('heuristicBot', () => {
  it("plays the game's policy and refuses games without one", async () => {
    const bot = heuristicBot(highCard);
    expect(
      await bot(
        null,
        [
          { type: 'play', value: 2 },
          { type: 'play', value: 7 },
        ],
        Rng.fromSeed(1),
        0,
      ),
    ).toEqual({
      type: 'play',
      value: 7,
    });
    const { heuristic: _unused, ...withoutHeuristic } = highCardDefinition;
    const bare = defineGame(withoutHeuristic) as unknown as AnyGame;
    expect(() => heuristicBot(bare)).toThrow(/defines no heuristic/);
  });
});

describe('ismctsBot', () => {
  it('needs sampleState', () => {
    expect(() => ismctsBot(highCard)).toThrow(/sampleState/);
    expect(botSupports('ismcts', highCard)).toBe(false);
    expect(botSupports('ismcts', highCardHidden)).toBe(true);
  });

  it('chooses legal moves from views only, reproducibly with a seed', async () => {
    const state = highCardHidden.setup({ seats: 3, seed: 3, handSize: 5 });
    const view = highCardHidden.view(state, 0);
    const legal = highCardHidden.legalMoves(state);
    const stats: SearchStats[] = [];
    const a = await ismctsBot(highCardHidden, { iterations: 100, seed: 1, onSearch: (s) => stats.push(s) })(
      view,
      legal,
      Rng.fromSeed(9),
      0,
    );
    const b = await ismctsBot(highCardHidden, { iterations: 100, seed: 1 })(view, legal, Rng.fromSeed(10), 0);
    expect(legal).toContainEqual(a);
    expect(b).toEqual(a);
    expect(stats[0]!.iterations).toBe(100);
    expect(stats[0]!.moves).toBeGreaterThan(100);
  });

  it('plays heuristic playouts and can turn the bias off', async () => {
    const state = highCardHidden.setup({ seats: 3, seed: 5, handSize: 5 });
    const args = [
      highCardHidden.view(state, 0),
      highCardHidden.legalMoves(state),
      Rng.fromSeed(2),
      0,
    ] as const;
    const a = await ismctsBot(highCardHidden, { iterations: 40, playout: 'heuristic', bias: 0, seed: 3 })(
      ...args,
    );
    expect(highCardHidden.legalMoves(state)).toContainEqual(a);
    expect(() => ismctsBot(highCardHidden, { playout: 'heuristic' })).not.toThrow();
    const bare = { ...highCardHidden, heuristic: undefined };
    expect(() => ismctsBot(bare as never, { playout: 'heuristic' })).toThrow(/no heuristic/);
  });

  it('respects a time budget', async () => {
    const state = highCardHidden.setup({ seats: 2, seed: 4, handSize: 9 });
    const stats: SearchStats[] = [];
    await ismctsBot(highCardHidden, { timeMs: 30, onSearch: (s) => stats.push(s) })(
      highCardHidden.view(state, 0),
      highCardHidden.legalMoves(state),
      Rng.fromSeed(1),
      0,
    );
    expect(stats[0]!.ms).toBeGreaterThanOrEqual(30);
    // It stops soon after the budget: a wall-clock bound, generous enough for a loaded machine (30 ms ten times over
    // and more), which a budget read in the wrong unit (30 s) would still break.
    expect(stats[0]!.ms).toBeLessThan(5000);
  });

  it('beats random play in a seeded smoke run', async () => {
    let wins = 0;
    const n = 60;
    for (let i = 0; i < n; i++) {
      const seat = i % 2;
      const bots = [randomBot(), randomBot()];
      bots[seat] = ismctsBot(highCardHidden, { iterations: 60 });
      const r = await playMatch(highCardHidden, { seats: 2, seed: `smoke:${i >> 1}`, handSize: 9 }, bots);
      if (r.winners.length === 1 && r.winners[0] === seat) wins++;
    }
    expect(wins / n).toBeGreaterThan(0.55);
  });
});

describe('playMatch', () => {
  it('returns a record that replays to the same final state', async () => {
    const r = await playMatch(
      highCard,
      { seats: 3, seed: 'm', handSize: 4 },
      [randomBot(), heuristicBot(highCard), randomBot()],
      {
        recordMoves: true,
      },
    );
    expect(r.moves).toBe(12);
    const replayed = replay(highCard, JSON.parse(JSON.stringify(r.record)));
    expect(replayed.ok).toBe(true);
    if (replayed.ok) expect(highCard.score(replayed.value)).toEqual(r.score);
  });

  it('accepts async bots and rejects illegal answers', async () => {
    const slow = async (_v: unknown, legal: readonly unknown[]) => {
      await new Promise((res) => setTimeout(res, 1));
      return legal[0];
    };
    const r = await playMatch(highCard, { seats: 2, seed: 1, handSize: 2 }, [slow, randomBot()]);
    expect(r.truncated).toBe(false);
    await expect(
      playMatch(highCard, { seats: 2, seed: 1 }, [() => ({ type: 'play', value: 42 }), randomBot()]),
    ).rejects.toThrow(/seat 0 chose an illegal move/);
  });

  it('gives bots a copy of their view: a bot that scribbles on it cannot change the match', async () => {
    const vandal = (view: { hand: number[] | null }, legal: readonly unknown[]) => {
      const move = legal[0];
      view.hand?.splice(0, view.hand.length, 9, 9, 9);
      return move;
    };
    const a = await playMatch(highCard, { seats: 2, seed: 'v' }, [vandal, randomBot()], {
      recordMoves: true,
    });
    const b = await playMatch(highCard, { seats: 2, seed: 'v' }, [(_v, l) => l[0], randomBot()], {
      recordMoves: true,
    });
    expect(a.record).toEqual(b.record);
    expect(replay(highCard, a.record).ok).toBe(true);
  });

  it('matches the fast path of the same moves', async () => {
    const r = await playMatch(highCard, { seats: 2, seed: 8 }, [randomBot(), randomBot()], {
      recordMoves: true,
    });
    const sim = createSimulator(highCard, highCard.setup({ seats: 2, seed: 8 }));
    for (const m of r.record!.moves) sim.apply(m as never);
    expect(sim.score()).toEqual(r.score);
    expect(stateHash(sim.state)).toBe(stateHash(replay(highCard, r.record).ok ? sim.state : null));
  });
});

describe('botFromSpec', () => {
  it('parses specs and rejects unknown ones', () => {
    expect(typeof botFromSpec('random', highCard)).toBe('function');
    expect(typeof botFromSpec('ismcts:50:c=0.5:playout=100', highCardHidden)).toBe('function');
    expect(typeof botFromSpec('ismcts:ms=5', highCardHidden)).toBe('function');
    expect(() => botFromSpec('alphazero', highCard)).toThrow(/unknown bot/);
    expect(() => botFromSpec('ismcts:zz=1', highCardHidden)).toThrow(/unknown ismcts option/);
  });
});

const HEAVY = process.env.CARDRULES_HEAVY === '1';

describe.each(Object.entries<AnyGame>(games))('bots on %s', (_id, game) => {
  it('each supported bot finishes a seeded match with legal moves', async () => {
    for (const spec of ['random', 'heuristic', 'ismcts:20:playout=300:policy=random']) {
      if (!botSupports(spec, game)) continue;
      const bots = Array.from({ length: game.seats.min }, () => botFromSpec(spec, game));
      const r = await playMatch(game, { seats: game.seats.min, seed: `bots:${spec}` }, bots, {
        recordMoves: true,
        maxMoves: HEAVY ? 100_000 : 400,
      });
      expect(replay(game, r.record).ok).toBe(true);
    }
  });
});

describe('ladderBotsFor', () => {
  it('lists every ladder bot for a game of the package (each has a heuristic, hidden cards to sample and a network)', () => {
    for (const game of Object.values<AnyGame>(games)) {
      expect(ladderBotsFor(game)).toEqual([...LADDER_BOTS]);
      expect(ladderBotsFor(game)).toContain('learned');
    }
  });

  it('leaves out the bots a game cannot be played by: no heuristic, no trained network', () => {
    const untrained: AnyGame = { ...games.coins, id: 'untrained', heuristic: undefined };
    expect(ladderBotsFor(untrained)).toEqual(['random', 'ismcts:10', 'ismcts:30', 'ismcts:100']);
  });
});
