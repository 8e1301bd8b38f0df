/**
 * The commands of the engine protocol, one by one, through the pure handler: what each reply carries, the batch
 * forms, the vector formats, and the typed errors. Expected values come from the library itself (the registry's
 * games), never from the engine's own earlier output.
 */

import { describe, expect, it } from 'vitest';
import { legalActionMask, legalActions } from '../../src/core/encoding.js';
import type { AnyGame } from '../../src/core/index.js';
import { cloneJson } from '../../src/core/json.js';
import { replay } from '../../src/core/record.js';
import { createSimulatorFromSetup } from '../../src/core/simulator.js';
import { PROTOCOL_VERSION } from '../../src/engine/index.js';
import { games, getGame } from '../../src/registry.js';
import { floatsFromBase64, session } from './helpers.js';

const coins = getGame('coins')!;

describe('hello', () => {
  it('names the protocol version, the limits, the bots and every game of the registry with its seats, options and encoding', () => {
    const { send } = session();
    const r = send({ cmd: 'hello' });
    expect(r.ok).toBe(true);
    expect(r.protocol).toBe(PROTOCOL_VERSION);
    expect(r.formats).toEqual(['json', 'base64', 'binary']);
    expect(r.limits.maxBatch).toBeGreaterThanOrEqual(64);
    expect(r.games.map((g: { id: string }) => g.id)).toEqual(Object.keys(games));
    for (const entry of r.games) {
      const game = getGame(entry.id)!;
      expect(entry.seats).toEqual({ min: game.seats.min, max: game.seats.max });
      expect(entry.actionCount).toBe(game.encoding!.actionCount);
      expect(entry.observationSize).toBe(game.encoding!.observationSize);
      expect(entry.defaultOptions).toEqual(game.defaultOptions(game.seats.min));
      expect(entry.options).toEqual(JSON.parse(JSON.stringify(game.options)));
      expect(entry.bots).toContain('random');
    }
  });
});

describe('start, status and the parts a reply shows', () => {
  it('deals the same match as setup for the same seed, and shows the observation of the seat to act', () => {
    const { send } = session();
    const r = send({ cmd: 'start', game: 'coins', seed: 42, observe: true, show: ['legalMoves', 'mask'] });
    const state = coins.setup({ seats: 3, seed: 42 });
    const toAct = coins.toAct(state)!;
    expect(r).toMatchObject({ ok: true, match: 1, seed: 42, toAct, over: false });
    // The protocol lists legal actions ascending, and the moves and texts in the same order: for Coins an action is a
    // card id, so the moves come in card order whatever the order of the hand in the state.
    const ascending = [...legalActions(coins, state)].sort((a, b) => a - b);
    expect(r.legalActions).toEqual(ascending);
    const moveOf = (action: number) => cloneJson(coins.encoding!.decodeMove(action));
    expect(r.legalMoves).toEqual(ascending.map(moveOf));
    expect(r.legalTexts).toEqual(ascending.map((a) => coins.formatMove(coins.encoding!.decodeMove(a)!)));
    expect(r.mask).toEqual(Array.from(legalActionMask(coins, state)));
    expect(r.obs).toEqual(Array.from(coins.encoding!.observe(coins.view(state, toAct))));
    expect(r.scores).toEqual(coins.score(state));
    expect(r.winners).toEqual([]);
    expect(send({ cmd: 'state', match: 1 }).state).toEqual(state);
  });

  it('shows only toAct and over unless asked', () => {
    const { send } = session();
    const r = send({ cmd: 'start', game: 'dalmuti', seats: 5, seed: 'x' });
    expect(Object.keys(r).sort()).toEqual(['id', 'match', 'ok', 'over', 'seed', 'toAct']);
  });

  it('writes the same vectors in json and base64', () => {
    const { send } = session();
    send({ cmd: 'start', game: 'linko', seed: 3 });
    const json = send({ cmd: 'status', match: 1, show: ['obs', 'mask'] });
    const b64 = send({ cmd: 'status', match: 1, show: ['obs', 'mask'], format: 'base64' });
    expect(floatsFromBase64(b64.obs)).toEqual(json.obs);
    expect(Array.from(Buffer.from(b64.mask, 'base64'))).toEqual(json.mask);
  });

  it('a batch of N deals match i from "<seed>:i" and answers in columns', () => {
    const { send } = session();
    const r = send({
      cmd: 'start',
      game: 'dalmuti',
      count: 3,
      seed: 'b',
      show: ['obs', 'scores'],
      format: 'base64',
    });
    expect(r.count).toBe(3);
    expect(r.match).toEqual([1, 2, 3]);
    expect(r.seed).toEqual(['b:0', 'b:1', 'b:2']);
    expect(r.errors).toEqual([null, null, null]);
    const dalmuti = getGame('dalmuti')!;
    const size = dalmuti.encoding!.observationSize;
    const block = floatsFromBase64(r.obs);
    expect(block.length).toBe(3 * size);
    for (let i = 0; i < 3; i++) {
      const state = dalmuti.setup({ seats: 4, seed: `b:${i}` });
      expect(r.toAct[i]).toBe(dalmuti.toAct(state));
      expect(block.slice(i * size, (i + 1) * size)).toEqual(
        Array.from(dalmuti.encoding!.observe(dalmuti.view(state, dalmuti.toAct(state)))),
      );
    }
  });

  it('a batch with a closed match answers the others and puts the error in its row', () => {
    const { send } = session();
    send({ cmd: 'start', game: 'coins', count: 2, seed: 1 });
    send({ cmd: 'close', match: 1 });
    const r = send({ cmd: 'score', matches: [1, 2] });
    expect(r.ok).toBe(true);
    expect(r.errors[0]).toMatchObject({ kind: 'request', code: 'UNKNOWN_MATCH', path: 'matches.0' });
    expect(r.errors[1]).toBeNull();
    expect(r.scores).toEqual([null, [0, 0, 0]]);
  });
});

describe('apply', () => {
  it('takes an action integer, a JSON move or the game notation, and reaches the states of applyMove', () => {
    const { send } = session();
    send({ cmd: 'start', game: 'coins', seed: 9 });
    let state = coins.setup({ seats: 3, seed: 9 });
    for (let k = 0; k < 9; k++) {
      const move = coins.legalMoves(state)[k % coins.legalMoves(state).length]!;
      const how = [{ action: coins.encoding!.encodeMove(move) }, { move }, { text: coins.formatMove(move) }][
        k % 3
      ]!;
      const r = send({ cmd: 'apply', match: 1, ...how, played: true });
      state = coins.applyMove(state, move);
      expect(r).toMatchObject({ ok: true, toAct: coins.toAct(state), over: false });
      expect(r.played).toEqual([
        {
          seat: r.played[0].seat,
          action: coins.encoding!.encodeMove(move),
          move,
          text: coins.formatMove(move),
        },
      ]);
    }
    expect(send({ cmd: 'state', match: 1 }).state).toEqual(state);
  });

  it('refuses an illegal move with the rules code and rule id, and changes nothing', () => {
    const { send } = session();
    send({ cmd: 'start', game: 'coins', seed: 9 });
    const before = send({ cmd: 'state', match: 1 }).state;
    const state = coins.setup({ seats: 3, seed: 9 });
    const legal = new Set(legalActions(coins, state));
    const illegal = [...Array(48).keys()].find((a) => !legal.has(a))!;
    const expected = coins.validate(state, coins.encoding!.decodeMove(illegal));
    expect(expected.ok).toBe(false);
    const r = send({ cmd: 'apply', match: 1, action: illegal });
    expect(r.ok).toBe(false);
    if (expected.ok) return;
    expect(r.error).toEqual({
      kind: 'rule',
      code: expected.error.code,
      rule: expected.error.rule,
      message: expected.error.message,
    });
    expect(send({ cmd: 'state', match: 1 }).state).toEqual(before);
    expect(send({ cmd: 'apply', match: 1, action: 48 }).error).toMatchObject({
      kind: 'rule',
      code: 'BAD_ACTION',
    });
    const wrongSeat = (coins.toAct(state)! + 1) % 3;
    expect(send({ cmd: 'apply', match: 1, action: [...legal][0], seat: wrongSeat }).error.code).toBe(
      'NOT_YOUR_TURN',
    );
    expect(send({ cmd: 'apply', match: 1, move: { type: 'nope' } }).error).toMatchObject({
      kind: 'rule',
      code: 'BAD_SHAPE',
    });
    expect(send({ cmd: 'apply', match: 1, text: 'the moon' }).error).toMatchObject({
      kind: 'rule',
      code: 'BAD_SHAPE',
    });
    expect(send({ cmd: 'state', match: 1 }).state).toEqual(before);
  });

  it('check says whether a move is legal without making it', () => {
    const { send } = session();
    send({ cmd: 'start', game: 'coins', seed: 9 });
    const state = coins.setup({ seats: 3, seed: 9 });
    const move = coins.legalMoves(state)[0]!;
    expect(send({ cmd: 'check', match: 1, move })).toMatchObject({ ok: true, legal: true, move });
    expect(send({ cmd: 'check', match: 1, action: 48 }).error.code).toBe('BAD_ACTION');
    expect(send({ cmd: 'state', match: 1 }).state).toEqual(state);
  });

  it.each(Object.values<AnyGame>(games).map((game) => [game.id, game] as const))(
    '%s: events: a seat gets its redacted copy (eventsFor) and the sentences of describeEvent',
    (_id, game) => {
      const { send } = session();
      send({ cmd: 'start', game: game.id, seed: 5 });
      let state = game.setup({ seats: game.seats.min, seed: 5 });
      for (let k = 0; k < 60 && !game.isOver(state); k++) {
        const move = game.legalMoves(state)[0]!;
        const step = game.applyMoveWithEvents(state, move);
        const seat = k % game.seats.min;
        const r = send({ cmd: 'apply', match: 1, move, events: seat });
        const mine = game.eventsFor(step.events, seat);
        expect(r.events).toEqual(cloneJson(mine));
        expect(r.sentences).toEqual(mine.map((e) => game.describeEvent(e)));
        const all = send({ cmd: 'status', match: 1 });
        expect(all.toAct).toBe(game.toAct(step.state));
        state = step.state;
      }
      expect(send({ cmd: 'state', match: 1 }).state).toEqual(state);
    },
  );

  it('autoReset deals the next match of the seed stream when one ends, and reports the final result', () => {
    const { send } = session();
    send({ cmd: 'start', game: 'coins', seed: 'r', options: { target: 1 } });
    const sim = createSimulatorFromSetup(coins, { seats: 3, seed: 'r', target: 1 });
    let r: Record<string, unknown> = {};
    while (!sim.isOver()) {
      const move = sim.legalMoves()[0]!;
      r = send({ cmd: 'apply', match: 1, action: coins.encoding!.encodeMove(move), autoReset: true });
      sim.apply(move);
      if (!sim.isOver()) expect(r.final).toBeNull();
    }
    expect(r.final).toEqual({ scores: [...sim.score()], winners: [...sim.winners()], seed: 'r' });
    const next = coins.setup({ seats: 3, seed: 'r:1', target: 1 });
    expect(send({ cmd: 'state', match: 1 }).state).toEqual(next);
    expect(send({ cmd: 'record', match: 1 }).record).toMatchObject({ seed: 'r:1', moves: [] });
  });
});

describe('streams of deals', () => {
  /** Plays the match to its end with its first legal moves (engine and library side by side); the last reply. */
  function playOut(send: (r: object) => Record<string, unknown>, seed: string, extra: object) {
    const sim = createSimulatorFromSetup(coins, { seats: 3, seed, target: 1 });
    let r: Record<string, unknown> = {};
    while (!sim.isOver()) {
      const move = sim.legalMoves()[0]!;
      r = send({
        cmd: 'apply',
        match: 1,
        action: coins.encoding!.encodeMove(move),
        autoReset: true,
        ...extra,
      });
      sim.apply(move);
    }
    return { r, sim };
  }

  it('a reset with a seed starts a new stream: the deals after it are "<seed>:1", "<seed>:2"', () => {
    const { send } = session();
    send({ cmd: 'start', game: 'coins', seed: 'a', options: { target: 1 } });
    expect(send({ cmd: 'reset', match: 1, seed: 'b' }).seed).toBe('b');
    expect(playOut(send, 'b', {}).r.final).toMatchObject({ seed: 'b' });
    expect(send({ cmd: 'record', match: 1 }).record.seed).toBe('b:1');
    expect(send({ cmd: 'reset', match: 1 }).seed).toBe('b:2');
  });

  it('finalObserve puts the observation of a seat (or of the mover) in the finished match into final.obs', () => {
    for (const which of [2, 'mover'] as const) {
      const { send } = session();
      send({ cmd: 'start', game: 'coins', seed: 'o', options: { target: 1 } });
      const sim = createSimulatorFromSetup(coins, { seats: 3, seed: 'o', target: 1 });
      let r: Record<string, unknown> = {};
      let mover = 0;
      while (!sim.isOver()) {
        const move = sim.legalMoves()[0]!;
        mover = sim.toAct()!;
        r = send({
          cmd: 'apply',
          match: 1,
          action: coins.encoding!.encodeMove(move),
          autoReset: true,
          finalObserve: which,
        });
        sim.apply(move);
      }
      const seat = which === 'mover' ? mover : which;
      const expected = Array.from(coins.encoding!.observe(coins.view(sim.state, seat)));
      expect((r.final as { obs: number[] }).obs).toEqual(expected);
    }
  });

  it('finalObserve is refused without autoReset or for a seat the match lacks', () => {
    const { send } = session();
    send({ cmd: 'start', game: 'coins', seed: 'x' });
    const move = coins.encoding!.encodeMove(coins.legalMoves(coins.setup({ seats: 3, seed: 'x' }))[0]!);
    expect(send({ cmd: 'apply', match: 1, action: move, finalObserve: 0 }).error).toMatchObject({
      code: 'BAD_FIELD',
      path: 'finalObserve',
    });
    const { send: send2 } = session();
    send2({ cmd: 'start', game: 'coins', seed: 'y', options: { target: 1 } });
    const { r } = playOut(send2, 'y', { finalObserve: 5 });
    expect(r.error).toMatchObject({ code: 'BAD_FIELD', path: 'finalObserve' });
  });

  it("load with a stream continues the stream after the record's deal; a record of another deal is refused", () => {
    const { send } = session();
    send({ cmd: 'start', game: 'coins', seed: 's', options: { target: 1 } });
    playOut(send, 's', {});
    const record = send({ cmd: 'record', match: 1 }).record;
    expect(record.seed).toBe('s:1');
    const loaded = send({ cmd: 'load', record, stream: { seed: 's', deal: 1 } });
    expect(loaded.ok).toBe(true);
    expect(send({ cmd: 'reset', match: loaded.match }).seed).toBe('s:2');
    expect(send({ cmd: 'load', record, stream: { seed: 's', deal: 2 } }).error).toMatchObject({
      code: 'BAD_FIELD',
      path: 'stream',
    });
    expect(send({ cmd: 'load', record, stream: { seed: 's', deal: -1 } }).error).toMatchObject({
      code: 'BAD_FIELD',
      path: 'stream.deal',
    });
  });
});

describe('bots', () => {
  it('bot gives the move of the named bot for the seat to act, and plays it with apply', () => {
    const { send } = session();
    send({ cmd: 'start', game: 'dalmuti', seed: 2 });
    const r = send({ cmd: 'bot', match: 1, bot: 'heuristic' });
    expect(r.ok).toBe(true);
    const state = getGame('dalmuti')!.setup({ seats: 4, seed: 2 });
    expect(r.seat).toBe(getGame('dalmuti')!.toAct(state));
    expect(getGame('dalmuti')!.validate(state, r.move).ok).toBe(true);
    expect(send({ cmd: 'state', match: 1 }).state).toEqual(state);
    const applied = send({ cmd: 'bot', match: 1, bot: 'ismcts:20', apply: true });
    expect(applied.ok).toBe(true);
    expect(send({ cmd: 'record', match: 1 }).record.moves).toEqual([applied.move]);
    expect(send({ cmd: 'bot', match: 1, bot: 'genius' }).error).toMatchObject({
      kind: 'request',
      code: 'BAD_BOT',
      path: 'bot',
    });
  });

  it('seats given to bots at start are played by the engine until a client seat is to act', () => {
    const { send } = session();
    const r = send({
      cmd: 'start',
      game: 'coins',
      seed: 4,
      bots: [null, 'heuristic', 'random'],
      played: true,
    });
    expect(r.toAct).toBe(0);
    for (const p of r.played) expect(p.seat).not.toBe(0);
    let over = r.over;
    while (!over) {
      const legal = send({ cmd: 'legal', match: 1 }).legalActions;
      const step = send({ cmd: 'apply', match: 1, action: legal[0], played: true });
      expect(step.played[0].seat).toBe(0);
      over = step.over;
      if (!over) expect(step.toAct).toBe(0);
    }
    const record = send({ cmd: 'record', match: 1 }).record;
    const replayed = replay(coins, record);
    expect(replayed.ok && coins.isOver(replayed.value)).toBe(true);
  });
});

describe('records and saved states', () => {
  it.each(Object.values<AnyGame>(games).map((game) => [game.id, game] as const))(
    '%s: record replays to the engine state; load of a record or a state opens the same position',
    (_id, game) => {
      const { send } = session();
      send({ cmd: 'start', game: game.id, seed: 11 });
      for (let k = 0; k < 25; k++) {
        const legal = send({ cmd: 'legal', match: 1 }).legalActions;
        if (legal.length === 0) break;
        send({ cmd: 'apply', match: 1, action: legal[k % legal.length] });
      }
      const record = send({ cmd: 'record', match: 1 }).record;
      const state = send({ cmd: 'state', match: 1 }).state;
      const replayed = replay(game, record);
      expect(replayed.ok).toBe(true);
      if (replayed.ok) expect(cloneJson(replayed.value)).toEqual(state);
      const fromRecord = send({ cmd: 'load', record });
      expect(send({ cmd: 'state', match: fromRecord.match }).state).toEqual(state);
      expect(send({ cmd: 'record', match: fromRecord.match }).record).toEqual(record);
      const fromState = send({ cmd: 'load', state });
      expect(send({ cmd: 'state', match: fromState.match }).state).toEqual(state);
      expect(send({ cmd: 'record', match: fromState.match }).error.code).toBe('NO_RECORD');
    },
  );

  it('refuses a record with an illegal move (with its index) and a forged state (with its issues)', () => {
    const { send } = session();
    const r = send({
      cmd: 'load',
      record: {
        game: 'coins',
        version: coins.version,
        seats: 3,
        seed: 1,
        options: {},
        moves: [{ type: 'play', card: 'CoA' }, 5],
      },
    });
    expect(r.ok).toBe(false);
    expect(r.error.kind).toBe('state');
    expect(r.error.code).toBe('ILLEGAL_MOVE');
    expect(typeof r.error.moveIndex).toBe('number');
    const state = cloneJson(coins.setup({ seats: 3, seed: 1 })) as unknown as Record<string, unknown>;
    state.seats = 7;
    const s = send({ cmd: 'load', state });
    expect(s.error).toMatchObject({ kind: 'state', code: 'INVALID_STATE' });
    expect(s.error.issues.length).toBeGreaterThan(0);
    expect(send({ cmd: 'load', state: { game: 'chess' } }).error.code).toBe('UNKNOWN_GAME');
  });
});

describe('options', () => {
  it('fills in the defaults for a seat count and refuses bad options with every issue', () => {
    const { send } = session();
    const dalmuti = getGame('dalmuti')!;
    expect(send({ cmd: 'options', game: 'dalmuti', seats: 6 }).options).toEqual(dalmuti.defaultOptions(6));
    const bad = send({ cmd: 'start', game: 'coins', options: { target: 0, colour: 'red' } });
    expect(bad.error).toMatchObject({ kind: 'state', code: 'BAD_OPTIONS' });
    expect(bad.error.issues.map((i: { path: string }) => i.path).sort()).toEqual(['colour', 'target']);
  });
});

describe('formats and hosts', () => {
  it('respond sends format binary as bytes after the line; handle refuses it', () => {
    const { engine, send } = session();
    send({ cmd: 'start', game: 'coins', seed: 1 });
    const json = send({ cmd: 'status', match: 1, show: ['obs', 'mask'] });
    const reply = engine.respond(
      JSON.stringify({ id: 9, cmd: 'status', match: 1, show: ['obs', 'mask'], format: 'binary' }),
    );
    const head = JSON.parse(reply.line);
    const bytes = Buffer.concat(reply.payload.map((b) => Buffer.from(b)));
    const [obsAt, obsLength] = head.binary.obs;
    const [maskAt, maskLength] = head.binary.mask;
    expect(obsLength).toBe(4 * 254);
    const obs: number[] = [];
    for (let i = 0; i < obsLength; i += 4) obs.push(bytes.readFloatLE(obsAt + i));
    expect(obs).toEqual(json.obs);
    expect(Array.from(bytes.subarray(maskAt, maskAt + maskLength))).toEqual(json.mask);
    expect(head.obs).toBeUndefined();
    expect(send({ cmd: 'status', match: 1, format: 'binary' }).error).toMatchObject({
      code: 'BAD_FIELD',
      path: 'format',
    });
  });
});

describe('typed errors for bad requests', () => {
  it.each([
    ['not JSON', '{"id":1,', 'NOT_JSON', null],
    ['an array', '[1,2]', 'BAD_REQUEST', null],
    ['no command', '{"id":3}', 'BAD_REQUEST', 3],
    ['an unknown command', '{"id":4,"cmd":"fly"}', 'UNKNOWN_COMMAND', 4],
    ['an unknown field', '{"id":5,"cmd":"hello","verbose":true}', 'BAD_FIELD', 5],
    ['a bad id', '{"id":{"a":1},"cmd":"hello"}', 'BAD_FIELD', null],
    ['a wrong field type', '{"id":7,"cmd":"start","game":"coins","seats":"three"}', 'BAD_FIELD', 7],
    ['an unknown game', '{"id":8,"cmd":"start","game":"chess"}', 'UNKNOWN_GAME', 8],
    ['an unknown match', '{"id":9,"cmd":"toAct","match":77}', 'UNKNOWN_MATCH', 9],
    ['match and matches', '{"id":10,"cmd":"toAct","match":1,"matches":[1]}', 'BAD_FIELD', 10],
    ['a seat count out of range', '{"id":11,"cmd":"start","game":"coins","seats":4}', 'BAD_FIELD', 11],
  ])('%s gets one typed error reply, and the engine reads on', (_what, line, code, id) => {
    const { send } = session();
    const r = send(line);
    expect(r).toMatchObject({ id, ok: false, error: { kind: 'request', code } });
    expect(typeof r.error.message).toBe('string');
    expect(r.error.message).not.toMatch(/\n\s+at /);
    expect(send({ cmd: 'hello' }).ok).toBe(true);
  });

  it('a line over the limit is refused before it is parsed', () => {
    const { send } = session({ limits: { maxLineLength: 100 } });
    expect(send(`{"id":1,"cmd":"hello","pad":"${'x'.repeat(200)}"}`).error.code).toBe('LINE_TOO_LONG');
    expect(send({ cmd: 'hello' }).ok).toBe(true);
  });

  it('too many matches', () => {
    const { send } = session({ limits: { maxMatches: 3 } });
    expect(send({ cmd: 'start', game: 'coins', count: 3 }).ok).toBe(true);
    expect(send({ cmd: 'start', game: 'coins' }).error.code).toBe('TOO_MANY_MATCHES');
    send({ cmd: 'close', matches: [1, 2] });
    expect(send({ cmd: 'start', game: 'coins' }).ok).toBe(true);
  });

  it('quit answers, then every later request gets ENGINE_CLOSED', () => {
    const { engine, send } = session();
    expect(send({ cmd: 'quit' }).ok).toBe(true);
    expect(engine.closed).toBe(true);
    expect(send({ cmd: 'hello' }).error.code).toBe('ENGINE_CLOSED');
  });
});
