/**
 * `playouts`: K matches played to the end inside the engine, by uniformly random moves or by bots, from fresh deals
 * or from the position of an open match, with their results summed up (and listed on request).
 * @module
 */

import type { Bot } from '../../bots/index.js';
import { type AnyGame, Rng, type Seed, seedState } from '../../core/index.js';
import { randomSeed } from '../../core/rng.js';
import { createSimulator, type Simulator } from '../../core/simulator.js';
import type { Command } from '../context.js';
import type { Fields } from '../fields.js';
import { askBot, checkBotBudget, dealMatch, makeBot } from '../match.js';
import { type EngineLimits, fail } from '../protocol.js';
import type { Row } from '../reply.js';

/** Reads `bots`: one spec for every seat, or one per seat; `null` (default) is uniformly random play. */
function readSpecs(f: Fields, game: AnyGame, seats: number, limits: EngineLimits): string[] {
  const raw = f.value('bots');
  if (raw === undefined || raw === null) return new Array<string>(seats).fill('random');
  const list = typeof raw === 'string' ? new Array<unknown>(seats).fill(raw) : raw;
  if (!Array.isArray(list) || list.length !== seats) {
    return fail('BAD_FIELD', `'bots' must be a bot spec or an array of ${seats} specs`, 'bots');
  }
  return list.map((spec, s) => {
    if (typeof spec !== 'string') return fail('BAD_FIELD', `'bots.${s}' must be a bot spec`, `bots.${s}`);
    makeBot(spec, game, `bots.${s}`);
    checkBotBudget(spec, limits, `bots.${s}`);
    return spec;
  });
}

/** `playouts`: runs `count` matches and returns their sums (wins, win shares, scores, moves) and, with `results`, each one. @internal */
export const playouts: Command = {
  fields: ['game', 'seats', 'options', 'from', 'count', 'seed', 'bots', 'maxMoves', 'results'],
  run: (f, ctx) => {
    const count = f.int('count', 1, ctx.limits.maxPlayouts);
    const maxMoves = f.optInt('maxMoves', 1, ctx.limits.maxMoves, ctx.limits.maxMoves);
    const seed: Seed = f.seed('seed') ?? randomSeed();
    const listResults = f.bool('results', false);
    let game: AnyGame;
    let sim: Simulator<unknown, unknown>;
    let from: unknown = null;
    if (f.has('from')) {
      if (f.has('game') || f.has('seats') || f.has('options')) {
        fail('BAD_FIELD', "'from' plays on from an open match: give no 'game', 'seats' or 'options'", 'from');
      }
      const m = ctx.match(f.int('from', 1, 2 ** 53), 'from');
      if (m.over) fail('GAME_OVER', `match ${m.id} is over: there is nothing to play out`, 'from');
      game = m.game;
      from = m.sim.state;
      sim = createSimulator(game, from);
    } else {
      game = ctx.game(f.value('game'));
      const seats = f.optInt('seats', game.seats.min, game.seats.max, game.seats.min);
      sim = dealMatch(game, seats, f.object('options'), `${String(seed)}:0`);
    }
    const seats = (sim.state as { seats: number }).seats;
    const specs = readSpecs(f, game, seats, ctx.limits);
    const allRandom = specs.every((s) => s === 'random');
    const wins = new Array<number>(seats).fill(0);
    const winShares = new Array<number>(seats).fill(0);
    const scoreSums = new Array<number>(seats).fill(0);
    const results: Row[] = [];
    let moves = 0;
    let truncated = 0;
    for (let i = 0; i < count; i++) {
      const runSeed = `${String(seed)}:${i}`;
      if (from === null) {
        if (i > 0) sim.deal(runSeed);
      } else {
        sim.reset(from);
        // Later deals of a multi-hand match draw from the state's own stream: a fresh one per playout.
        (sim.state as { rng: unknown }).rng = seedState(`${runSeed}:deals`);
      }
      let n = 0;
      if (allRandom) n = sim.playout(Rng.fromSeed(`${runSeed}:moves`), maxMoves);
      else {
        const bots: Bot[] = specs.map((spec, s) => makeBot(spec, game, `bots.${s}`));
        const streams = specs.map((_, s) => Rng.fromSeed(`${runSeed}:bot:${s}`));
        for (; n < maxMoves && !sim.isOver(); n++) {
          const seat = sim.toAct()!;
          sim.apply(askBot(game, sim, bots[seat]!, streams[seat]!));
        }
      }
      const score = sim.score();
      const winners = sim.winners();
      const over = sim.isOver();
      moves += n;
      if (!over) truncated++;
      for (let s = 0; s < seats; s++) scoreSums[s]! += score[s] ?? 0;
      for (const w of winners) {
        wins[w]!++;
        winShares[w]! += 1 / winners.length;
      }
      if (listResults)
        results.push({ seed: runSeed, scores: [...score], winners: [...winners], moves: n, over });
    }
    const reply: Row = {
      game: game.id,
      seats,
      count,
      moves,
      truncated,
      wins,
      winShares,
      scoreSums,
      meanScores: scoreSums.map((s) => s / count),
    };
    if (listResults) reply.results = results;
    return reply;
  },
};
