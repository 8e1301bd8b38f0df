/** Building states from positions and loading untrusted states: every problem is reported, nothing throws. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidStateError } from '../../../src/core/index.js';
import { fromPosition, type LinkoState, linko } from '../../../src/games/linko/index.js';
import { A, B, cardCount, P, pos, run } from './fixtures.js';

const base = () =>
  pos({
    seats: 3,
    current: A,
    hands: [[9, 9, 1], [2], [5]],
    stacks: [[], [[3, 3]], [[4]]],
    display: [6, 7, 8, 10, 11, 12],
  });

function issuesOf(s: unknown): string[] {
  const r = linko.loadState(s, { positions: true });
  return r.ok ? [] : r.error.issues.map((i) => `${i.path}: ${i.message}`);
}

/** The table of a state copy, to edit. */
const tab = (x: Record<string, unknown>) => x.table as Record<string, unknown>;

function edit(s: LinkoState, f: (x: Record<string, unknown>) => void): Record<string, unknown> {
  const copy = JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
  f(copy);
  return copy;
}

describe('Linko positions and loadState', () => {
  it('fromPosition puts unlisted cards in the deck (below the listed ones) or in the discard pile', () => {
    const s = base();
    expect(cardCount(s)).toBe(109);
    expect(s.table.deck.length).toBe(109 - 5 - 3 - 6);
    expect(s.table.discard).toEqual([]);
    const d = pos({
      seats: 2,
      current: A,
      hands: [[1], [2]],
      display: [3, 3, 3, 3, 3, 3],
      rest: 'discard',
      deckTopFirst: [4, 5],
    });
    expect(d.table.deck).toEqual([5, 4]); // the top is the end of the array
    expect(d.table.discard).toHaveLength(109 - 10);
  });

  it('fromPosition reports impossible positions', () => {
    expect(() =>
      fromPosition({ seats: 2, current: A, hands: [[1, 1, 1, 1, 1, 1, 1, 1, 1], [2]], display: [3] }),
    ).toThrow(InvalidStateError);
    expect(() =>
      fromPosition({ seats: 2, current: A, hands: [[1], [2]], stacks: [[[6, 7]], []], display: [3] }),
    ).toThrow(/one value/);
    // Nine 5s where the deck has eight (A1), spread over a hand and a stack: card conservation names the ninth.
    expect(() =>
      fromPosition({ seats: 2, current: A, hands: [[5, 5, 5, 5, 5], [2]], stacks: [[[5, 5, 5, 5]], []] }),
    ).toThrow(/table\.stacks\.0\.3: a 5 is one too many: the deck has 8 \(I3\)/);
    expect(() => fromPosition({ seats: 2, current: A, hands: [[], [2]], display: [3] })).toThrow(/E1/);
    expect(() => fromPosition({ seats: 2, current: A, hands: [[1], [2]], display: [3, 4] })).toThrow(
      /refilled/,
    );
    expect(() => fromPosition({ seats: 2, current: A, hands: [[1], [2]], options: { games: 0 } })).toThrow(
      /games/,
    );
    expect(() =>
      fromPosition({ seats: 2, current: A, hands: [[1], [2]], display: [], rest: 'discard' }),
    ).toThrow(/E2/);
  });

  it('fromPosition can set up a pending decision that loads like a played one', () => {
    const played = run(base(), [[A, P(9, 2, 0)]]).state;
    const built = fromPosition({
      seats: 3,
      options: { games: 1 },
      current: A,
      phase: 'offer',
      hands: [[1], [2], [5]],
      stacks: [[[9, 9]], [], [[4]]],
      display: [6, 7, 8, 10, 11, 12],
      victim: B,
      limbo: [3, 3],
    });
    expect(linko.legalMoves(built)).toEqual(linko.legalMoves(played));
    expect(linko.view(built, 2)).toEqual(linko.view(played, 2));
  });

  it('loadState accepts real states and rejects broken ones with every problem', () => {
    const s = base();
    expect(issuesOf(JSON.parse(JSON.stringify(s)))).toEqual([]);
    expect(issuesOf(edit(s, (x) => void (tab(x).deck as number[]).pop())).join()).toMatch(
      /is nowhere \(I3\)/,
    );
    expect(issuesOf(edit(s, (x) => ((tab(x).known as number[][])[1]![5] = 1))).join()).toMatch(/known/);
    expect(issuesOf(edit(s, (x) => (tab(x).phase = 'bonus'))).join()).toMatch(/amigo2022/);
    expect(issuesOf(edit(s, (x) => (tab(x).phase = 'offer'))).join()).toMatch(/victim/);
    expect(issuesOf(edit(s, (x) => (x.extra = 1))).join()).toMatch(/unknown field/);
    expect(issuesOf(edit(s, (x) => (tab(x).extra = 1))).join()).toMatch(/table.extra: unknown field/);
    expect(issuesOf(edit(s, (x) => (x.table = [1]))).join()).toMatch(/table: expected an object/);
    expect(issuesOf(edit(s, (x) => (x.results = [{}]))).join()).toMatch(/results/);
    expect(issuesOf(edit(s, (x) => (tab(x).current = 3))).join()).toMatch(/current/);
    expect(
      issuesOf(
        edit(s, (x) => ((tab(x).stacks as unknown[][])[1]![0] = { value: 3, naturals: 0, jokers: 1 })),
      ).join(),
    ).toMatch(/stacks/);
    const offer = run(s, [[A, P(9, 2, 0)]]).state;
    expect(issuesOf(edit(offer, (x) => ((tab(x).limbo as { value: number }).value = 12))).join()).toMatch(
      /snatched/,
    );
  });

  it('loadState never throws, whatever a field holds', () => {
    const s = base();
    const keys = [...Object.keys(s), ...Object.keys(s.table).map((k) => `table.${k}`)];
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.anything(), (key, junk) => {
        const broken = JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
        if (key.startsWith('table.')) tab(broken)[key.slice(6)] = junk;
        else broken[key] = junk;
        const r = linko.loadState(broken, { positions: true });
        expect(typeof r.ok).toBe('boolean');
      }),
      { seed: 31, numRuns: 400 },
    );
  });
});
