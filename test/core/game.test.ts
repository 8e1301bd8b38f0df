import { describe, expect, it, vi } from 'vitest';
import { defineGame, IllegalMoveError, InvalidStateError } from '../../src/core/index.js';
import { stateHash } from '../../src/core/json.js';
import { createRecord, replay, replayFrames } from '../../src/core/record.js';
import {
  type HighCardEvent,
  type HighCardMove,
  type HighCardOptions,
  type HighCardState,
  type HighCardView,
  highCard,
  highCardDefinition,
} from '../fixtures/high-card.js';

const start = () => highCard.setup({ seats: 3, seed: 'contract' });

describe('defineGame: the Game contract', () => {
  it('setup fills the base fields and freezes the state', () => {
    const s = start();
    expect(Object.keys(s)).toEqual([
      'game',
      'version',
      'seats',
      'options',
      'hands',
      'stock',
      'trick',
      'leader',
      'points',
      'rng',
    ]);
    expect(s.game).toBe('highcard');
    expect(s.options).toEqual({ handSize: 3 });
    expect(Object.isFrozen(s)).toBe(true);
    expect(Object.isFrozen(s.hands[0])).toBe(true);
    expect(s.hands.map((h) => h.length)).toEqual([3, 3, 3]);
  });

  it('setup refuses a bad seat count, unknown options and bad seeds with InvalidStateError (BAD_OPTIONS)', () => {
    for (const bad of [
      { seats: 1 },
      { seats: 5 },
      { seats: 2.5 },
      { seats: 3, nope: 1 },
      { seats: 3, handSize: 0 },
      { seats: 3, seed: Number.NaN },
    ]) {
      let caught: unknown;
      try {
        highCard.setup(bad as never);
      } catch (e) {
        caught = e;
      }
      expect(caught).toBeInstanceOf(InvalidStateError);
      expect((caught as InvalidStateError).code).toBe('BAD_OPTIONS');
    }
  });

  it('the same seed deals the same state; another seed another one', () => {
    expect(JSON.stringify(start())).toBe(JSON.stringify(start()));
    expect(stateHash(highCard.setup({ seats: 3, seed: 'other' }))).not.toBe(stateHash(start()));
  });

  it('applyMove returns a new frozen state and leaves its input untouched; events come with it', () => {
    const s0 = start();
    const before = JSON.stringify(s0);
    const move = highCard.legalMoves(s0)[0]!;
    const { state: s1, events } = highCard.applyMoveWithEvents(s0, move);
    expect(JSON.stringify(s0)).toBe(before);
    expect(s1).not.toBe(s0);
    expect(Object.isFrozen(s1)).toBe(true);
    expect(events).toEqual([{ type: 'played', seat: 0, value: move.value }]);
    expect(s1.trick).toEqual([{ seat: 0, value: move.value }]);
    // Untouched parts are shared (structural sharing).
    expect(s1.stock).toBe(s0.stock);
  });

  it('validate: BAD_SHAPE, NOT_YOUR_TURN, the rule of explain, and GAME_OVER', () => {
    const s = start();
    const shape = highCard.validate(s, { type: 'play', value: 'seven' });
    expect(shape.ok || shape.error).toMatchObject({ code: 'BAD_SHAPE', path: 'value' });
    const legal = highCard.legalMoves(s)[0]!;
    expect(highCard.validate(s, legal, 1)).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN' } });
    expect(highCard.validate(s, legal, 0)).toEqual({ ok: true, value: legal });
    const missing = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((v) => !s.hands[0]!.includes(v))!;
    expect(highCard.validate(s, { type: 'play', value: missing })).toMatchObject({
      ok: false,
      error: { code: 'NOT_IN_HAND', rule: 'H1' },
    });
    let over = s;
    while (!highCard.isOver(over)) over = highCard.applyMove(over, highCard.legalMoves(over)[0]!);
    expect(highCard.validate(over, legal)).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } });
    expect(highCard.legalMoves(over)).toEqual([]);
    expect(highCard.toAct(over)).toBeNull();
  });

  it('applyMove throws IllegalMoveError with code and rule, and changes nothing', () => {
    const s = start();
    const before = JSON.stringify(s);
    const missing = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((v) => !s.hands[0]!.includes(v))!;
    let caught: unknown;
    try {
      highCard.applyMove(s, { type: 'play', value: missing });
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(IllegalMoveError);
    expect(caught).toMatchObject({ code: 'NOT_IN_HAND', rule: 'H1' });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('winners is empty until the match is over', () => {
    let s = start();
    expect(highCard.winners(s)).toEqual([]);
    while (!highCard.isOver(s)) s = highCard.applyMove(s, highCard.legalMoves(s)[0]!);
    const top = Math.max(...s.points);
    expect(highCard.winners(s)).toEqual(s.points.flatMap((p, i) => (p === top ? [i] : [])));
    expect(s.points.reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('view refuses a seat out of range', () => {
    expect(() => highCard.view(start(), 3)).toThrow(RangeError);
    expect(highCard.view(start(), null).hand).toBeNull();
  });
});

/** The example game with a counter on its `legalMoves`. */
function countingGame() {
  let calls = 0;
  const counted = defineGame<HighCardState, HighCardMove, HighCardView, HighCardOptions, HighCardEvent>({
    ...highCardDefinition,
    legalMoves: (s) => {
      calls++;
      return highCardDefinition.legalMoves(s);
    },
  });
  return { counted, calls: () => calls };
}

describe('legalMoves and validate share one enumeration per frozen state', () => {
  it('enumerates once for legalMoves then applyMove, and each caller gets an array of its own', () => {
    const { counted, calls } = countingGame();
    const s = counted.setup({ seats: 3, seed: 'memo' });
    const first = counted.legalMoves(s);
    const second = counted.legalMoves(s);
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
    // A caller cannot empty its array (it is frozen), and validation does not depend on it.
    const move = first[0]!;
    expect(() => {
      (first as HighCardMove[]).length = 0;
    }).toThrow(TypeError);
    expect(Object.isFrozen(move)).toBe(true);
    expect(counted.validate(s, move).ok).toBe(true);
    counted.applyMove(s, move);
    expect(calls()).toBe(1);
  });

  it('does not remember a state that is not frozen (it could still change)', () => {
    const { counted, calls } = countingGame();
    const s = JSON.parse(JSON.stringify(counted.setup({ seats: 3, seed: 'memo' }))) as HighCardState;
    counted.legalMoves(s);
    counted.legalMoves(s);
    expect(calls()).toBe(2);
  });
});

describe('loadState', () => {
  it('accepts a real state from JSON, frozen', () => {
    const s = start();
    const r = highCard.loadState(JSON.parse(JSON.stringify(s)));
    expect(r.ok && JSON.stringify(r.value)).toBe(JSON.stringify(s));
    expect(r.ok && Object.isFrozen(r.value)).toBe(true);
  });

  it('names what is wrong: not a state, wrong game, unsupported version, bad rng, bad options, broken invariants', () => {
    const s = JSON.parse(JSON.stringify(start()));
    const code = (x: unknown) => {
      const r = highCard.loadState(x);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code(null)).toBe('NOT_A_STATE');
    expect(code([])).toBe('NOT_A_STATE');
    expect(code({ ...s, game: 'linko' })).toBe('WRONG_GAME');
    expect(code({ ...s, version: 2 })).toBe('UNSUPPORTED_VERSION');
    expect(code({ ...s, rng: [0, 0, 0, 0] })).toBe('INVALID_STATE');
    expect(code({ ...s, seats: 9 })).toBe('INVALID_STATE');
    expect(code({ ...s, options: { handSize: 99 } })).toBe('BAD_OPTIONS');
    expect(code({ ...s, options: {} })).toBe('BAD_OPTIONS');
    expect(code({ ...s, stock: [...s.stock, 5] })).toBe('INVALID_STATE');
    expect(code({ ...s, hands: 'x' })).toBe('INVALID_STATE');
    const r = highCard.loadState({ ...s, stock: [...s.stock, 5] });
    expect(r.ok ? [] : r.error.issues).toEqual([{ path: '', message: 'cards are not conserved (H2)' }]);
  });
});

describe('records', () => {
  it('replay reproduces the state of a match from seed and moves, byte for byte', () => {
    let s = start();
    const moves = [];
    while (!highCard.isOver(s)) {
      const m = highCard.legalMoves(s).at(-1)!;
      moves.push(m);
      s = highCard.applyMove(s, m);
    }
    const record = JSON.parse(JSON.stringify(createRecord(highCard, { seats: 3, seed: 'contract' }, moves)));
    const r = replay(highCard, record);
    expect(r.ok && JSON.stringify(r.value)).toBe(JSON.stringify(s));
    const frames: number[] = [];
    replayFrames(highCard, record, (i) => frames.push(i));
    expect(frames).toEqual(moves.map((_, i) => i));
  });

  it('replay says which move is illegal, and refuses records of another game or without a seed', () => {
    const bad = {
      game: 'highcard',
      version: 1,
      seats: 3,
      seed: 1,
      options: {},
      moves: [{ type: 'play', value: 42 }],
    };
    expect(replay(highCard, bad)).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE', moveIndex: 0 } });
    expect(replay(highCard, { ...bad, game: 'coins' })).toMatchObject({
      ok: false,
      error: { code: 'WRONG_GAME' },
    });
    expect(replay(highCard, { ...bad, seed: null })).toMatchObject({
      ok: false,
      error: { code: 'BAD_RECORD' },
    });
    expect(replay(highCard, 'junk')).toMatchObject({ ok: false, error: { code: 'BAD_RECORD' } });
    expect(replay(highCard, { ...bad, seats: 1 })).toMatchObject({
      ok: false,
      error: { code: 'BAD_RECORD' },
    });
  });
});

describe('loadState: format versions', () => {
  // A version 2 of the example game whose migration knows version 1 (same fields, new version) and nothing else.
  const v2 = defineGame<HighCardState, HighCardMove, HighCardView, HighCardOptions, HighCardEvent>({
    ...highCardDefinition,
    version: 2,
    migrate: (raw, from) => (from === 1 ? { ...raw, version: 2 } : null),
  });

  it('migrates a state of an older version it knows', () => {
    const old = JSON.parse(JSON.stringify(start()));
    const r = v2.loadState(old);
    expect(r.ok && r.value.version).toBe(2);
    expect(r.ok && r.value.hands).toEqual(old.hands);
  });

  it('says why it cannot load a version it does not know', () => {
    const old = { ...JSON.parse(JSON.stringify(start())), version: 0 };
    const r = v2.loadState(old);
    expect(r.ok ? 'ok' : r.error.code).toBe('UNSUPPORTED_VERSION');
    expect(r.ok ? '' : r.error.message).toContain('format version 0');
    const newer = { ...old, version: 3 };
    expect(v2.loadState(newer).ok).toBe(false);
  });
});

describe('loadState: a state play can reach is over or has a move', () => {
  it('refuses a state whose seat to act has no legal move, and accepts the same cards dealt fairly', () => {
    const s = highCard.setup({ seats: 2, seed: 5, handSize: 1 });
    expect(highCard.loadState(JSON.parse(JSON.stringify(s))).ok).toBe(true);
    // Seat 0 leads (leader 0, empty trick) but its only card is moved back to the stock: cards are conserved, the
    // match is not over (seat 1 still holds a card), and seat 0 can never move.
    const stuck = { ...s, hands: [[], s.hands[1]], stock: [...s.stock, ...s.hands[0]!] };
    const loaded = highCard.loadState(JSON.parse(JSON.stringify(stuck)));
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.error.issues[0]?.message).toBe('seat 0 is to act but has no legal move');
  });
});

describe('replay refuses what it cannot replay faithfully', () => {
  it('a record of another format version, and a hostile record, with typed errors', () => {
    const s = highCard.setup({ seats: 2, seed: 3 });
    const record = createRecord(highCard, { seats: 2, seed: 3 }, [highCard.legalMoves(s)[0]!]);
    expect(replay(highCard, record).ok).toBe(true);
    const old = { ...record, version: highCard.version - 1 };
    expect(replay(highCard, old)).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED_VERSION' } });
    const hostile = {
      ...record,
      get moves(): never {
        throw new Error('no');
      },
    };
    expect(replay(highCard, hostile)).toMatchObject({ ok: false, error: { code: 'BAD_RECORD' } });
    const bad = { ...record, moves: [{ type: 'play', value: 99 }] };
    const r = replay(highCard, bad);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/^move 1 is illegal/);
  });
});

describe('loadState: positions only when asked', () => {
  it("refuses origin: 'position' by default (anyone can write it into a forged state), accepts it when asked", () => {
    const s = JSON.parse(JSON.stringify(highCard.setup({ seats: 2, seed: 9 })));
    const position = { ...s, origin: 'position' };
    const strict = highCard.loadState(position);
    expect(strict.ok).toBe(false);
    if (!strict.ok) expect(strict.error.issues[0]?.path).toBe('origin');
    expect(highCard.loadState(position, { positions: true }).ok).toBe(true);
    expect(highCard.loadState(s).ok).toBe(true);
  });
});

describe('errors across copies of the library', () => {
  it('instanceof recognises an error made by another copy of core (a game loaded from its own module)', async () => {
    // A second copy of the errors module, as a bundle of a game of one's own would carry.
    vi.resetModules();
    const other = await import('../../src/core/errors.js');
    expect(other.IllegalMoveError).not.toBe(IllegalMoveError);
    const foreign = new other.IllegalMoveError('x', { code: 'C', rule: null, message: 'm' });
    expect(foreign instanceof IllegalMoveError).toBe(true);
    expect(foreign instanceof InvalidStateError).toBe(false);
    const state = new other.InvalidStateError('x', { code: 'INVALID_STATE', message: 'm', issues: [] });
    expect(state instanceof InvalidStateError).toBe(true);
    expect(state instanceof IllegalMoveError).toBe(false);
    // Lookalikes are not taken for them: a plain error with the same name, an object, a hostile proxy.
    expect(Object.assign(new Error('m'), { name: 'IllegalMoveError' }) instanceof IllegalMoveError).toBe(
      false,
    );
    expect({ name: 'InvalidStateError' } instanceof InvalidStateError).toBe(false);
    const hostile = new Proxy(
      {},
      {
        getOwnPropertyDescriptor: () => {
          throw new Error('no');
        },
      },
    );
    expect(hostile instanceof IllegalMoveError).toBe(false);
  });
});
