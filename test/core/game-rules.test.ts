/**
 * Every game's subpath exports `<id>Rules`, its rules without the players' parts (made by `defineRules` from the same
 * rules `defineGame` takes): an app with no bot imports it and downloads none of them. It must be the same game in
 * everything it has: the same states, moves, events, views, words and saved states, each accepted by the other.
 */
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AnyGame, createMatch, Rng, restoreMatch } from '../../src/core/index.js';
import { canonicalJson } from '../../src/core/json.js';
import { games } from '../../src/registry.js';

const root = resolve(import.meta.dirname, '../..');

/** What only bots, simulations and learning use: the members a `Game` has and its rules object has not. */
const PLAYERS_PARTS = ['encoding', 'evaluate', 'heuristic', 'hidden'];

const subjects: [string, string, AnyGame, AnyGame][] = await Promise.all(
  Object.entries<AnyGame>(games).map(async ([id, game]) => {
    const module = (await import(/* @vite-ignore */ join(root, 'src/games', id, 'index.ts'))) as Record<
      string,
      AnyGame
    >;
    return [id, game.name, game, module[`${id}Rules`]] as [string, string, AnyGame, AnyGame];
  }),
);

const same = (a: unknown, b: unknown): void => expect(canonicalJson(a)).toBe(canonicalJson(b));

describe.each(subjects)('%sRules, the rules of %s without the players parts', (_id, _name, game, rules) => {
  it('is exported, frozen, and lacks exactly the players parts', () => {
    expect(rules).toBeDefined();
    expect(Object.isFrozen(rules)).toBe(true);
    const missing = Object.keys(game).filter((key) => !(key in rules));
    expect(missing.sort()).toEqual(PLAYERS_PARTS);
    expect(Object.keys(rules).filter((key) => !(key in game))).toEqual([]);
    for (const key of ['id', 'name', 'version', 'seats', 'options'] as const) same(rules[key], game[key]);
  });

  it('plays the same match: states, legal moves, events, views, words, scores; each loads the other’s states', () => {
    for (const seed of [11, 12]) {
      const rng = Rng.fromSeed(seed);
      const seats = game.seats.min;
      let a = game.setup({ seats, seed });
      let b = rules.setup({ seats, seed });
      same(b, a);
      for (let n = 0; n < 400 && !game.isOver(a); n++) {
        const legal = game.legalMoves(a);
        same(rules.legalMoves(b), legal);
        const move = legal[rng.int(legal.length)];
        same(rules.formatMove(move, { viewer: 0 }), game.formatMove(move, { viewer: 0 }));
        const stepA = game.applyMoveWithEvents(a, move);
        const stepB = rules.applyMoveWithEvents(b, move);
        same(stepB.state, stepA.state);
        for (let seat = 0; seat < seats; seat++) {
          same(rules.eventsFor(stepB.events, seat), game.eventsFor(stepA.events, seat));
          for (const e of game.eventsFor(stepA.events, seat))
            expect(rules.describeEvent(e, { viewer: seat })).toBe(game.describeEvent(e, { viewer: seat }));
        }
        [a, b] = [stepA.state, stepB.state];
        if (n % 7 === 0) {
          for (const seat of [null, ...Array.from({ length: seats }, (_, s) => s)]) {
            same(rules.view(b, seat), game.view(a, seat));
            expect(rules.describeView(rules.view(b, seat))).toEqual(game.describeView(game.view(a, seat)));
          }
          same(rules.score(b), game.score(a));
          const fromA = rules.loadState(JSON.parse(JSON.stringify(a)));
          const fromB = game.loadState(JSON.parse(JSON.stringify(b)));
          expect(fromA.ok && fromB.ok).toBe(true);
        }
      }
      same(rules.winners(b), game.winners(a));
      expect(rules.isOver(b)).toBe(game.isOver(a));
    }
  });

  it('refuses what the game refuses, with the same reason', () => {
    const state = game.setup({ seats: game.seats.min, seed: 3 });
    for (const junk of [null, { type: 'nonsense' }, 'pass', game.legalMoves(state)[0]]) {
      same(rules.validate(state, junk), game.validate(state, junk));
    }
    const forged = { ...JSON.parse(JSON.stringify(state)), seats: -1 };
    same(rules.loadState(forged), game.loadState(forged));
    expect(rules.loadState(forged).ok).toBe(false);
  });

  it('drives a match controller, whose record the full game restores to the same state', () => {
    const match = createMatch(rules, { seats: game.seats.min, seed: 5 });
    for (let n = 0; n < 60 && !rules.isOver(match.state); n++) match.play(match.legalMoves()[0]);
    const restored = restoreMatch(game, JSON.parse(JSON.stringify(match.toRecord())));
    expect(restored.ok).toBe(true);
    if (restored.ok) same(restored.value.state, match.state);
  });
});
