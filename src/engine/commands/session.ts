/**
 * The commands that open and close matches and describe the engine: `hello`, `options`, `start`, `reset`, `load`,
 * `close` and `quit`.
 * @module
 */

import { BOT_NAMES, botSupports } from '../../bots/index.js';
import type { AnyGame, Seed } from '../../core/index.js';
import { replayFrames } from '../../core/record.js';
import { randomSeed } from '../../core/rng.js';
import { createSimulator, type Simulator } from '../../core/simulator.js';
import { asError, type Command, type Context } from '../context.js';
import { checkSeed, type Fields } from '../fields.js';
import { checkBotBudget, dealMatch, Match, makeBot, stateFailure } from '../match.js';
import { EngineFailure, type EngineLimits, fail, PROTOCOL_VERSION } from '../protocol.js';
import { FailedRow, type Row } from '../reply.js';
import { eventFields, MOVE_FIELDS, playedRows, readShow, SHOW_FIELDS, type Show, snapshot } from '../show.js';

/** The default options of a game for a seat count (what `setup` fills in). */
function defaultOptions(
  game: AnyGame,
  seats: number,
  options: Readonly<Record<string, unknown>> = {},
): unknown {
  return (dealMatch(game, seats, options, 0).state as { options: unknown }).options;
}

/** A game as `hello` describes it. */
function describe(game: AnyGame): Row {
  const enc = game.encoding;
  return {
    id: game.id,
    name: game.name,
    version: game.version,
    seats: { min: game.seats.min, max: game.seats.max },
    options: game.options,
    defaultOptions: defaultOptions(game, game.seats.min),
    actionCount: enc ? enc.actionCount : null,
    observationSize: enc ? enc.observationSize : null,
    bots: BOT_NAMES.filter((name) => botSupports(name, game)),
  };
}

/** `hello`: the protocol version, the limits, the bots and every game. @internal */
export const hello: Command = {
  fields: [],
  run: (_f, ctx) => ({
    protocol: PROTOCOL_VERSION,
    engine: 'cardrules',
    formats: ['json', 'base64', 'binary'],
    bots: BOT_NAMES,
    limits: ctx.limits,
    games: Object.values(ctx.games).map(describe),
  }),
};

/** The seat count a request gives for a game (the fewest the game allows by default). */
function seatsOf(f: Fields, game: AnyGame): number {
  return f.optInt('seats', game.seats.min, game.seats.max, game.seats.min);
}

/** `options`: a game's options for a seat count, with the defaults filled in (or every issue). @internal */
export const options: Command = {
  fields: ['game', 'seats', 'options'],
  run: (f, ctx) => {
    const game = ctx.game(f.value('game'));
    return { options: defaultOptions(game, seatsOf(f, game), f.object('options')) };
  },
};

/** Reads `bots` (one spec or `null` per seat) and checks every spec now, so a bad one refuses the request. */
function readBots(f: Fields, game: AnyGame, seats: number, limits: EngineLimits): (string | null)[] | null {
  if (!f.has('bots')) return null;
  const raw = f.array('bots', 64);
  if (raw.length !== seats) fail('BAD_FIELD', `'bots' must have ${seats} entries, one per seat`, 'bots');
  return raw.map((spec, s) => {
    if (spec === null) return null;
    if (typeof spec !== 'string')
      return fail('BAD_FIELD', `'bots.${s}' must be a bot spec or null`, `bots.${s}`);
    makeBot(spec, game, `bots.${s}`);
    checkBotBudget(spec, limits, `bots.${s}`);
    return spec;
  });
}

/** After a deal: the match's bots play their seats, and the row shows the result. */
function afterDeal(ctx: Context, m: Match, show: Show): Row {
  const events: unknown[] | null = show.events === undefined ? null : [];
  if (typeof show.events === 'number' && show.events >= m.seats) {
    fail('BAD_FIELD', `'events' names seat ${show.events}; this match has seats 0–${m.seats - 1}`, 'events');
  }
  const played = m.playBots(ctx.limits.maxMoves, events);
  const row = snapshot(m, show);
  if (show.played) row.played = playedRows(m, played);
  if (events !== null && show.events !== undefined) Object.assign(row, eventFields(m, events, show.events));
  return row;
}

/** `start`: deals one match, or `count` matches (a batch) from `seeds` or from `seed` and each match's index. */
export const start: Command = {
  fields: ['game', 'seats', 'seed', 'seeds', 'count', 'options', 'bots', ...SHOW_FIELDS, ...MOVE_FIELDS],
  run: (f, ctx) => {
    const show = readShow(f, ctx);
    const game = ctx.game(f.value('game'));
    const seats = seatsOf(f, game);
    const opts = f.object('options');
    const bots = readBots(f, game, seats, ctx.limits);
    if (!f.has('count')) {
      if (f.has('seeds')) fail('BAD_FIELD', "'seeds' goes with 'count' (a batch); use 'seed'", 'seeds');
      const seed = f.seed('seed') ?? randomSeed();
      const m = ctx.open(game, seats, opts, seed, dealMatch(game, seats, opts, seed), [], bots);
      try {
        return ctx.single({ match: m.id, seed, ...afterDeal(ctx, m, show) }, show.format);
      } catch (e) {
        ctx.matches.delete(m.id);
        throw e;
      }
    }
    const count = f.int('count', 1, ctx.limits.maxBatch);
    let seeds: Seed[];
    if (f.has('seeds')) {
      if (f.has('seed')) fail('BAD_FIELD', "give 'seed' or 'seeds', not both", 'seeds');
      const raw = f.array('seeds', ctx.limits.maxBatch);
      if (raw.length !== count) fail('BAD_FIELD', `'seeds' must have ${count} entries`, 'seeds');
      seeds = raw.map((s, i) => checkSeed(s, `seeds.${i}`));
    } else {
      const base = f.seed('seed') ?? randomSeed();
      seeds = Array.from({ length: count }, (_, i) => `${String(base)}:${i}`);
    }
    ctx.room(count);
    // The options are checked once, by the first deal; later deals reuse the simulator's own deal.
    const first = dealMatch(game, seats, opts, seeds[0]!);
    const rows = seeds.map((seed, i) => {
      const sim = i === 0 ? first : first.clone();
      if (i > 0) sim.deal(seed);
      const m = ctx.open(game, seats, opts, seed, sim, [], bots);
      try {
        return { match: m.id, seed, ...afterDeal(ctx, m, show) };
      } catch (e) {
        return new FailedRow(asError(e).error);
      }
    });
    return { count, ...ctx.batch(rows, show.format) };
  },
};

/** `reset`: deals an open match again (same game, seats, options and bots), from `seed` or the match's next seed. */
export const reset: Command = {
  fields: ['match', 'matches', 'seed', 'seeds', ...SHOW_FIELDS, ...MOVE_FIELDS],
  run: (f, ctx) => {
    const show = readShow(f, ctx);
    const seed = f.seed('seed');
    const seeds = f.has('seeds') ? f.array('seeds', ctx.limits.maxBatch) : null;
    if (seeds !== null && !f.has('matches')) fail('BAD_FIELD', "'seeds' goes with 'matches'", 'seeds');
    if (seeds !== null && seed !== undefined) fail('BAD_FIELD', "give 'seed' or 'seeds', not both", 'seeds');
    return ctx.perMatch(f, show.format, (m, i) => {
      const used = m.redeal(seeds === null ? seed : checkSeed(seeds[i], `seeds.${i}`));
      return { seed: used, ...afterDeal(ctx, m, show) };
    });
  },
};

/** The match a record replays to: every move checked as if it came from outside. */
function fromRecord(
  ctx: Context,
  record: unknown,
): { game: AnyGame; sim: Simulator<unknown, unknown>; m: Row } {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    return fail('BAD_FIELD', "'record' must be a game record object", 'record');
  }
  const r = record as Record<string, unknown>;
  const game = ctx.game(r.game, 'record.game');
  const moves: unknown[] = [];
  const result = replayFrames(game, record, (_i, move) => void moves.push(move));
  if (!result.ok) {
    const e = result.error;
    throw new EngineFailure({
      kind: 'state',
      code: e.code,
      rule: e.violation?.rule ?? null,
      message: e.message,
      ...(e.moveIndex === undefined ? {} : { moveIndex: e.moveIndex }),
    });
  }
  return {
    game,
    sim: createSimulator(game, result.value),
    m: { seats: r.seats, seed: r.seed, options: r.options ?? {}, moves },
  };
}

/**
 * Reads `load`'s `stream`: `{ seed, deal }` says the record's deal is deal `deal` (0 for the first) of the stream of
 * deals that starts at `seed`, so later deals continue it; the record's seed must be that deal's seed.
 */
function readStream(value: unknown, recordSeed: Seed): { seed: Seed; deal: number } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail('BAD_FIELD', "'stream' must be an object { seed, deal }", 'stream');
  }
  const v = value as Record<string, unknown>;
  const seed = checkSeed(v.seed, 'stream.seed');
  const deal = v.deal;
  if (typeof deal !== 'number' || !Number.isSafeInteger(deal) || deal < 0) {
    return fail('BAD_FIELD', "'stream.deal' must be a whole number, 0 or more", 'stream.deal');
  }
  if (Match.dealSeedOf(seed, deal) !== recordSeed) {
    fail('BAD_FIELD', `the record's seed is not deal ${deal} of the stream from '${String(seed)}'`, 'stream');
  }
  return { seed, deal };
}

/** `load`: opens a match from a record (replayed) or from a saved state (checked like any untrusted state). */
export const load: Command = {
  fields: ['record', 'state', 'bots', 'stream', ...SHOW_FIELDS, ...MOVE_FIELDS],
  run: (f, ctx) => {
    const show = readShow(f, ctx);
    if (f.has('record') === f.has('state')) fail('BAD_FIELD', "give either 'record' or 'state'", 'record');
    if (f.has('stream') && !f.has('record')) fail('BAD_FIELD', "'stream' goes with 'record'", 'stream');
    let m: Match;
    if (f.has('record')) {
      const { game, sim, m: r } = fromRecord(ctx, f.value('record'));
      const stream = f.has('stream') ? readStream(f.value('stream'), r.seed as Seed) : null;
      const seats = r.seats as number;
      ctx.room(1);
      m = ctx.open(
        game,
        seats,
        r.options as Record<string, unknown>,
        r.seed as Seed,
        sim,
        r.moves as unknown[],
        readBots(f, game, seats, ctx.limits),
      );
      if (stream !== null) {
        m.baseSeed = stream.seed;
        m.deals = stream.deal + 1;
      }
    } else {
      const raw = f.value('state');
      const gameId =
        typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>).game : undefined;
      const game = ctx.game(gameId, 'state.game');
      const loaded = game.loadState(raw);
      if (!loaded.ok) throw stateFailure(loaded.error.code, loaded.error.message, loaded.error.issues);
      const state = loaded.value as { seats: number; options: Record<string, unknown> };
      const bots = readBots(f, game, state.seats, ctx.limits);
      m = ctx.open(game, state.seats, state.options, null, createSimulator(game, state), null, bots);
    }
    try {
      return ctx.single({ match: m.id, ...afterDeal(ctx, m, show) }, show.format);
    } catch (e) {
      ctx.matches.delete(m.id);
      throw e;
    }
  },
};

/** `close`: forgets matches. @internal */
export const close: Command = {
  fields: ['match', 'matches'],
  run: (f, ctx) =>
    ctx.perMatch(f, 'json', (m) => {
      ctx.matches.delete(m.id);
      return { closed: true };
    }),
};

/** `quit`: the engine answers, then stops reading. @internal */
export const quit: Command = {
  fields: [],
  run: (_f, ctx) => {
    ctx.closed = true;
    return {};
  },
};
