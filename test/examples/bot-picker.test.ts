/**
 * The playground's bot picker offers the package's named levels by name, for every game of the registry, and a level
 * the picker offers makes a bot that plays a legal move (a searching level is marked to run in the Web Worker).
 */
import { describe, expect, it } from 'vitest';
import { botFromSpec, LEVEL_NAMES, resolveLevel } from '../../src/bots/index.js';
import { type AnyGame, Rng } from '../../src/core/index.js';
import { createSimulator } from '../../src/core/simulator.js';
import { games } from '../../src/registry.js';

// Loaded by a path the compiler does not follow: the playground compiles against the built package (its own
// node_modules), which the test suite's sources are not.
const picker = '../../examples/web/src/bots.js';
const { botKinds } = (await import(picker)) as {
  botKinds: (game: AnyGame) => readonly { id: string; name: string; spec: string; slow: boolean }[];
};

describe('playground bot picker', () => {
  it.each(Object.values(games).map((g) => [g.id, g as AnyGame] as const))(
    '%s: lists the levels by name',
    async (_id, game) => {
      const kinds = botKinds(game);
      for (const level of LEVEL_NAMES) {
        const kind = kinds.find((k) => k.id === level);
        expect(kind?.name.toLowerCase()).toContain(level);
        expect(kind?.slow).toBe(resolveLevel(level).startsWith('ismcts'));
      }
      const sim = createSimulator(game, game.setup({ seats: game.seats.min, seed: 1 }));
      const seat = sim.toAct()!;
      const legal = sim.legalMoves();
      const move = await botFromSpec(kinds.find((k) => k.id === 'hard')!.spec, game)(
        sim.view(seat),
        legal,
        Rng.fromSeed(1),
        seat,
      );
      expect(legal).toContain(move);
    },
  );
});
