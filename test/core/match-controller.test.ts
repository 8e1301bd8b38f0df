/**
 * The match controller over random seeded matches of every registered game: undo then redo returns the identical
 * state, a record restores the same match, the bots' moves are legal, and what a seat is handed never depends on
 * cards hidden from it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/bots/index.js';
import { redactEvents } from '../../src/core/events.js';
import { type AnyGame, createMatch, type Match, Rng, restoreMatch } from '../../src/core/index.js';
import { deepEqual, stateHash } from '../../src/core/json.js';
import { games } from '../../src/registry.js';

const GAMES = Object.values<AnyGame>(games);
// biome-ignore lint/suspicious/noExplicitAny: the erased match of a game of the registry
type AnyMatch = Match<any, any, any, any, any>;

/** A match of `game` where seat 0 is a person and every other seat a random bot. */
function humanAgainstBots(game: AnyGame, seats: number, seed: string): AnyMatch {
  const bots = Object.fromEntries(Array.from({ length: seats - 1 }, (_, i) => [i + 1, randomBot()]));
  return createMatch(game, { seats, seed, bots });
}

/** Plays up to `decisions` of seat 0's decisions (random legal moves), the bots answering in between. */
function playSome(match: AnyMatch, decisions: number, rng: Rng): void {
  match.runBots();
  for (let d = 0; d < decisions && !match.getSnapshot().over; d++) {
    const legal = match.legalMoves();
    const r = match.play(legal[rng.int(legal.length)]);
    expect(r.ok).toBe(true);
    match.runBots();
  }
}

const arbMatch = fc.record({
  game: fc.constantFrom(...GAMES),
  seatPick: fc.nat(),
  seed: fc.string({ maxLength: 8 }),
  decisions: fc.integer({ min: 0, max: 12 }),
  rngSeed: fc.nat(),
});
const seatsOf = (game: AnyGame, pick: number) =>
  game.seats.min + (pick % (Math.min(game.seats.max, game.seats.min + 2) - game.seats.min + 1));

describe('createMatch', () => {
  it('has every game of the registry', () => {
    expect(GAMES.length).toBeGreaterThan(0);
  });

  it('undo then redo returns the identical state; undo lands on a decision of the person', () => {
    fc.assert(
      fc.property(arbMatch, ({ game, seatPick, seed, decisions, rngSeed }) => {
        const match = humanAgainstBots(game, seatsOf(game, seatPick), seed);
        playSome(match, decisions, Rng.fromSeed(rngSeed));
        const before = match.state;
        const frames = match.frames();
        if (!match.undo()) {
          expect(frames.every((f) => f.byBot)).toBe(true);
          return;
        }
        // Back before the person's last decision: seat 0 decides in the state undone to.
        expect(match.getSnapshot().toAct).toBe(0);
        const last = frames.map((f) => f.byBot).lastIndexOf(false);
        expect(match.getSnapshot().moves).toBe(last);
        expect(match.redo()).toBe(true);
        expect(match.state).toBe(before);
        expect(match.redo()).toBe(false);
      }),
      { numRuns: 40 },
    );
  });

  it('toRecord then restoreMatch reproduces the state', () => {
    fc.assert(
      fc.property(arbMatch, ({ game, seatPick, seed, decisions, rngSeed }) => {
        const match = humanAgainstBots(game, seatsOf(game, seatPick), seed);
        playSome(match, decisions, Rng.fromSeed(rngSeed));
        const text = JSON.stringify(match.toRecord());
        const restored = restoreMatch(game, JSON.parse(text), { bots: { 1: randomBot() } });
        expect(restored.ok).toBe(true);
        if (!restored.ok) return;
        expect(stateHash(restored.value.state)).toBe(stateHash(match.state));
        expect(restored.value.frames().map((f) => f.seat)).toEqual(match.frames().map((f) => f.seat));
      }),
      { numRuns: 40 },
    );
  });

  it("the bots' moves are legal in the state they were made in", () => {
    fc.assert(
      fc.property(arbMatch, ({ game, seatPick, seed, decisions, rngSeed }) => {
        const match = humanAgainstBots(game, seatsOf(game, seatPick), seed);
        playSome(match, decisions, Rng.fromSeed(rngSeed));
        let state = match.initial;
        for (const f of match.frames()) {
          expect(f.seat).toBe(game.toAct(state));
          expect(f.byBot).toBe(f.seat !== 0);
          const keys = game.legalMoves(state).map(game.moveKey);
          expect(keys).toContain(game.moveKey(f.move));
          state = f.state;
        }
      }),
      { numRuns: 40 },
    );
  });

  it('never hands a seat what it may not see', () => {
    fc.assert(
      fc.property(arbMatch, ({ game, seatPick, seed, decisions, rngSeed }) => {
        const seats = seatsOf(game, seatPick);
        const match = humanAgainstBots(game, seats, seed);
        playSome(match, decisions, Rng.fromSeed(rngSeed));
        const rng = Rng.fromSeed(`leak:${rngSeed}`);
        for (const seat of [null, ...Array.from({ length: seats }, (_, s) => s)]) {
          // The view is the same whatever the cards hidden from the seat are.
          const other = game.hidden.shuffleHidden(match.state, seat, rng);
          expect(deepEqual(game.view(other, seat), match.view(seat))).toBe(true);
          // The events are the game's redacted copies, nothing more.
          const all = match.frames().flatMap((f) => f.events);
          expect(match.events(seat)).toEqual(redactEvents(all, seat));
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe('a match refuses without changing', () => {
  const game = GAMES[0]!;
  it('an illegal or malformed move, a move for a bot, a move out of turn', () => {
    const match = humanAgainstBots(game, game.seats.min, 'refusals');
    match.runBots();
    const snap = match.getSnapshot();
    for (const bad of [null, 42, { type: 'no-such-move' }]) {
      const r = match.play(bad);
      expect(r.ok ? 'accepted' : r.error.code).toBe('BAD_SHAPE');
    }
    const late = match.play(match.legalMoves()[0], 1);
    expect(late.ok ? 'accepted' : late.error.code).toBe('NOT_YOUR_TURN');
    expect(match.getSnapshot()).toBe(snap);
    const bot = match.stepBot();
    expect(bot.ok ? 'stepped' : bot.error.code).toBe('NO_BOT_TO_ACT');
    expect(match.play(match.legalMoves()[0]).ok).toBe(true);
    if (match.getSnapshot().botToAct) {
      const r = match.play(match.legalMoves()[0]);
      expect(r.ok ? 'accepted' : r.error.code).toBe('BOT_TO_ACT');
    }
  });

  it('a bot that answers an illegal move', () => {
    const cheat = () => ({ type: 'no-such-move' });
    const match = createMatch(game, {
      seats: game.seats.min,
      seed: 2,
      bots: { 0: cheat, 1: cheat, 2: cheat, 3: cheat },
    });
    const r = match.stepBot();
    expect(r.ok ? 'stepped' : r.error.code).toBe('BOT_ILLEGAL_MOVE');
    expect(match.getSnapshot().moves).toBe(0);
  });

  it('a forged record, with the move and the rule', () => {
    const match = humanAgainstBots(game, game.seats.min, 'forged');
    playSome(match, 3, Rng.fromSeed(1));
    const record = JSON.parse(JSON.stringify(match.toRecord()));
    record.moves[1] = record.moves[0];
    const r = restoreMatch(game, record);
    expect(r.ok ? 'restored' : r.error.code).toBe('ILLEGAL_MOVE');
    expect(r.ok ? -1 : r.error.moveIndex).toBe(1);
    const other = restoreMatch(game, { ...record, game: 'nope' });
    expect(other.ok ? 'restored' : other.error.code).toBe('WRONG_GAME');
  });
});

describe('subscriptions and snapshots', () => {
  it('a new frozen snapshot per change, the same between changes; unsubscribe stops the calls', () => {
    const game = GAMES[0]!;
    const match = humanAgainstBots(game, game.seats.min, 'subscribe');
    let calls = 0;
    const stop = match.subscribe(() => calls++);
    const a = match.getSnapshot();
    expect(Object.isFrozen(a)).toBe(true);
    expect(match.getSnapshot()).toBe(a);
    const made = match.runBots().length;
    expect(calls).toBe(made);
    match.play(match.legalMoves()[0]);
    expect(calls).toBe(made + 1);
    expect(match.getSnapshot()).not.toBe(a);
    expect(Object.isFrozen(match.frames())).toBe(true);
    expect(Object.isFrozen(match.toRecord().moves)).toBe(true);
    stop();
    match.undo();
    expect(calls).toBe(made + 1);
  });
});

describe('bots that answer later, and matches of bots only', () => {
  const game = GAMES[0]!;
  const later = () => {
    const bot = randomBot();
    return async (view: unknown, legal: readonly unknown[], rng: Rng, seat: number) =>
      bot(view, legal, rng, seat);
  };
  it('a synchronous step refuses a bot that answers with a promise; the async step plays it', async () => {
    const seats = game.seats.min;
    const bots = Object.fromEntries(Array.from({ length: seats }, (_, s) => [s, later()]));
    const match = createMatch(game, { seats, seed: 'later', bots });
    const refused = match.stepBot();
    expect(refused.ok ? 'stepped' : refused.error.code).toBe('ASYNC_BOT');
    expect(match.getSnapshot().moves).toBe(0);
    const frames = await match.runBotsAsync(5);
    expect(frames).toHaveLength(5);
    expect(match.getSnapshot().moves).toBe(5);
  });
  it('with a bot at every seat, undo takes back one move and redo plays it again', () => {
    const seats = game.seats.min;
    const bots = Object.fromEntries(Array.from({ length: seats }, (_, s) => [s, randomBot()]));
    const match = createMatch(game, { seats, seed: 'bots-only', bots });
    match.runBots(3);
    const third = match.state;
    const second = match.frames()[1]!.state;
    expect(match.undo()).toBe(true);
    expect(match.state).toBe(second);
    expect(match.redo()).toBe(true);
    expect(match.state).toBe(third);
  });
});
