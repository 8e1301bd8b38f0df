/**
 * `npm run bench`: per game, random playouts on the fast path and on the immer `applyMove` path, legalMoves calls,
 * ISMCTS simulation speed (all in CPU time), and, for Coins and Dalmuti, the fast path against hand-written baselines
 * (the project's own and the peers' minimal ones) in interleaved rounds, measured side by side in one run. Prints a
 * table per game, a table of baselines, and the fast/tightest-baseline ratios.
 *
 * The script is bundled first (as the published build is), so that imports between modules are plain references
 * and not the accessor functions a TypeScript loader puts between them, then run with Node, one process per game.
 *
 *   npm run bench                      # 2 s per measurement
 *   BENCH_SECONDS=5 npm run bench      # longer
 *   npm run bench -- --markdown        # a Markdown table (for docs/performance.md)
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import Table from 'cli-table3';
import { freeze, Immer } from 'immer';
import { ismctsBot } from '../src/bots/index.js';
import { type AnyGame, Rng } from '../src/core/index.js';
import { cloneJson } from '../src/core/json.js';
import { createSimulator, createSimulatorFromSetup } from '../src/core/simulator.js';
import { games } from '../src/registry.js';
import { CoinsBaseline } from './baselines/coins.js';
import { coinsMinimal } from './baselines/coins-minimal.mjs';
import { DalmutiBaseline } from './baselines/dalmuti.js';
import { dalmutiMinimal } from './baselines/dalmuti-minimal.mjs';
import { coreRows } from './core.js';

/** An instance configured as `defineGame`'s own (auto-freeze on). */
const floorImmer = new Immer({ autoFreeze: true });

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const markdown = process.argv.includes('--markdown');
const only = process.argv.find((a) => a.startsWith('--game='))?.slice(7);

/** A hand-written implementation, and the options under which the engine plays exactly what it plays. */
interface Pairing {
  /** Which baseline. */
  readonly label: string;
  /** The engine's options for the same game (the fast path is measured with them next to the baseline). */
  readonly options: Record<string, unknown>;
  /** Makes the baseline: `play()` plays one match and returns its moves. */
  readonly baseline: () => { play(): number };
}

/**
 * The setup benchmarked per game (the first pairing's options, if any), and the baselines that play the same thing.
 * The project's baselines play the engine's default rules (Coins to 15; a Dalmuti hand with the revolution decision
 * and sealed taxation); the peers' minimal ones play Coins to 10 and a Dalmuti hand without taxes, which is the
 * engine's `firstDealRevolution: true`.
 */
const scenarios: Record<string, { seats: number; label?: string; pairings: readonly Pairing[] }> = {
  coins: {
    seats: 3,
    pairings: [
      { label: 'project (bench/baselines/coins.ts)', options: {}, baseline: () => new CoinsBaseline(1) },
      {
        label: 'minimal (peers, coins-minimal.mjs)',
        options: { target: 10 },
        baseline: () => coinsMinimal(1),
      },
    ],
  },
  dalmuti: {
    seats: 5,
    label: 'one hand',
    pairings: [
      {
        label: 'project (bench/baselines/dalmuti.ts)',
        options: { hands: 1 },
        baseline: () => new DalmutiBaseline(1, 5),
      },
      {
        label: 'minimal (peers, dalmuti-minimal.mjs)',
        options: { hands: 1, firstDealRevolution: true },
        baseline: () => dalmutiMinimal(1),
      },
    ],
  },
};

/** Milliseconds of CPU time this process has used: the clock of every measurement here. */
function cpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

/**
 * Runs `fn` for `SECONDS` of this process's CPU time (not wall time: on a shared machine, time spent waiting
 * for a core would otherwise count against whichever measurement happened to wait).
 */
function timed(
  fn: () => number,
  seconds = SECONDS,
): { perSecond: number; count: number; iterations: number } {
  const start = cpuMs();
  let count = 0;
  let iterations = 0;
  // The clock is read once per batch, and batches grow until one takes a millisecond, so reading the clock (a
  // system call) costs the fast measurements nothing noticeable.
  let batch = 1;
  for (let now = start; now - start < seconds * 1000; ) {
    for (let i = 0; i < batch; i++) count += fn();
    iterations += batch;
    const after = cpuMs();
    if (after - now < 1) batch *= 2;
    now = after;
  }
  const s = (cpuMs() - start) / 1000;
  return { perSecond: count / s, count, iterations: iterations / s };
}

/** How many interleaved samples the paired measurement (fast path and baseline) takes. */
const ROUNDS = 5;

function median(xs: readonly number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}

/**
 * Measures several functions in `ROUNDS` interleaved rounds (a, b, a, b, …), each sample a `ROUNDS`-th of
 * `SECONDS`, so that every function sees the same moments of the machine and warms up alike.
 * @returns per function, its samples in round order
 */
function paired(fns: readonly (() => number)[]): { perSecond: number; iterations: number }[][] {
  const samples = fns.map(() => [] as { perSecond: number; iterations: number }[]);
  for (let r = 0; r < ROUNDS; r++) {
    fns.forEach((fn, i) => {
      samples[i]!.push(timed(fn, SECONDS / ROUNDS));
    });
  }
  return samples;
}

function setupOf(game: AnyGame) {
  const sc = scenarios[game.id];
  const seats = sc?.seats ?? Math.min(game.seats.max, Math.max(game.seats.min, 4));
  const options = sc?.pairings[0]?.options ?? {};
  return { seats, options };
}

/** Random playouts on the fast path: a fresh deal from a new seed into one reused simulator, then a random playout. */
function fastRunner(game: AnyGame, seats: number, options: Record<string, unknown>, rng: Rng): () => number {
  let seed = 0;
  const sim = createSimulatorFromSetup(game, { ...options, seats, seed: 'fast' });
  return () => {
    sim.deal(seed++);
    return sim.playout(rng);
  };
}

/** One baseline's figures: medians of the interleaved rounds, and of the per-round ratios. */
interface BaselineFigures {
  readonly label: string;
  readonly options: Record<string, unknown>;
  readonly fast: number;
  readonly baseline: number;
  /** Median of the per-round ratios fast / baseline, and their smallest and largest. */
  readonly ratio: number;
  readonly low: number;
  readonly high: number;
}

function bench(game: AnyGame) {
  const { seats, options } = setupOf(game);
  const rng = Rng.fromSeed('bench');
  const sc = scenarios[game.id];
  // The fast path and the hand-written baselines (for every pairing, the fast path under the baseline's rules next to
  // the baseline) in interleaved rounds, medians reported. They come first: once the rules have run on immer drafts,
  // their property accesses have seen proxies as well as plain objects and the fast path in the same process runs up
  // to 2-3x slower (measured), so the immer path is timed after them.
  const pairings = sc?.pairings ?? [];
  const fns: (() => number)[] = [];
  if (pairings.length === 0) fns.push(fastRunner(game, seats, options, rng));
  for (const p of pairings) {
    const base = p.baseline();
    fns.push(fastRunner(game, seats, p.options, rng), () => base.play());
  }
  const samples = paired(fns);
  const fastSamples = samples[0]!;
  const fast = {
    perSecond: median(fastSamples.map((x) => x.perSecond)),
    iterations: median(fastSamples.map((x) => x.iterations)),
  };
  const baselines: BaselineFigures[] = pairings.map((p, i) => {
    const f = samples[2 * i]!;
    const b = samples[2 * i + 1]!;
    const ratios = f.map((x, r) => x.perSecond / b[r]!.perSecond);
    return {
      label: p.label,
      options: p.options,
      fast: median(f.map((x) => x.perSecond)),
      baseline: median(b.map((x) => x.perSecond)),
      ratio: median(ratios),
      low: Math.min(...ratios),
      high: Math.max(...ratios),
    };
  });
  // Immer path: setup + legalMoves + applyMove (validated, immutable).
  let seed = 0;
  const immerRun = () => {
    let state = game.setup({ ...options, seats, seed: seed++ });
    let n = 0;
    while (!game.isOver(state)) {
      const legal = game.legalMoves(state);
      state = game.applyMove(state, legal[rng.int(legal.length)]);
      n++;
    }
    return n;
  };
  const immer = timed(immerRun);
  const immerShare = immer.perSecond / fast.perSecond;
  // legalMoves calls on states met in random playouts.
  const states: unknown[] = [];
  for (let g = 0; states.length < 2000; g++) {
    const sim = createSimulator(game, game.setup({ ...options, seats, seed: `states:${g}` }));
    while (!sim.isOver() && states.length < 2000) {
      states.push(cloneJson(sim.state));
      const legal = sim.legalMoves();
      sim.apply(legal[rng.int(legal.length)]);
    }
  }
  let k = 0;
  const legal = timed(() => {
    game.legalMoves(states[k++ % states.length]);
    return 1;
  });
  // The floor of immer on these states: one `produce` that replaces the random stream's four words and nothing else
  // (what the smallest possible move costs through immer, whatever the rules do).
  const frozen = states.map((st) => freeze(cloneJson(st), true));
  const floor = timed(() => {
    const st = frozen[k++ % frozen.length] as { rng: readonly number[] };
    floorImmer.produce(st, (d) => {
      d.rng = [1, 2, 3, 4];
    });
    return 1;
  });
  // ISMCTS: moves simulated per second of the search's own CPU time, with random and with heuristic playouts.
  const ismcts = (['random', 'heuristic'] as const).map((playout) => {
    if (!game.hidden.sampleState || (playout === 'heuristic' && !game.heuristic)) return null;
    let moves = 0;
    let ms = 0;
    const bot = ismctsBot(game, {
      iterations: 30,
      playout,
      onSearch: (s) => {
        moves += s.moves;
      },
    });
    for (let g = 0; ms < SECONDS * 1000; g++) {
      const sim = createSimulatorFromSetup(game, { ...options, seats, seed: `ismcts:${g}` });
      for (let i = 0; i < 10 && !sim.isOver() && ms < SECONDS * 1000; i++) {
        const seat = sim.toAct()!;
        const view = game.view(sim.state, seat);
        const legalMoves = sim.legalMoves();
        const before = cpuMs();
        void bot(view, legalMoves, rng, seat);
        ms += cpuMs() - before;
        for (let j = 0; j < 5 && !sim.isOver(); j++) {
          const l = sim.legalMoves();
          sim.apply(l[rng.int(l.length)]);
        }
      }
    }
    return ms > 0 ? (moves / ms) * 1000 : null;
  });
  return { game, seats, label: sc?.label, fast, immer, immerShare, legal, floor, ismcts, baselines };
}

const fmt = (x: number) =>
  x >= 1e6 ? `${(x / 1e6).toFixed(2)} M` : x >= 1e3 ? `${(x / 1e3).toFixed(1)} k` : x.toFixed(1);

const head = [
  'game',
  'seats',
  'fast moves/s',
  'fast games/s',
  'immer moves/s',
  'immer games/s',
  'immer/fast',
  'produce floor/s',
  'floor/fast',
  'legalMoves/s',
  'ISMCTS moves/s of CPU (random / heuristic playouts)',
];
const baselineHead = [
  'game',
  'baseline',
  'engine options',
  'fast moves/s',
  'baseline moves/s',
  'fast/baseline [min–max]',
];

/** One game's figures, as the child process of that game reports them. */
interface Row {
  readonly cells: string[];
  readonly baselines: string[][];
  /** The smallest fast/baseline ratio and its baseline (the tightest), if the game has baselines. */
  readonly tightest: { readonly label: string; readonly ratio: number } | null;
}

function rowOf(game: AnyGame): Row {
  const r = bench(game);
  const name = r.game.id + (r.label ? ` (${r.label})` : '');
  const tight = r.baselines.reduce<BaselineFigures | null>(
    (t, b) => (t === null || b.ratio < t.ratio ? b : t),
    null,
  );
  return {
    cells: [
      name,
      String(r.seats),
      fmt(r.fast.perSecond),
      fmt(r.fast.iterations),
      fmt(r.immer.perSecond),
      fmt(r.immer.iterations),
      `1/${(1 / r.immerShare).toFixed(0)}`,
      fmt(r.floor.perSecond),
      `1/${(r.fast.perSecond / r.floor.perSecond).toFixed(1)}`,
      fmt(r.legal.perSecond),
      r.ismcts.map((x) => (x === null ? '–' : fmt(x))).join(' / '),
    ],
    baselines: r.baselines.map((b) => [
      name,
      b.label,
      JSON.stringify(b.options),
      fmt(b.fast),
      fmt(b.baseline),
      `${b.ratio.toFixed(2)} [${b.low.toFixed(2)}–${b.high.toFixed(2)}]`,
    ]),
    tightest: tight ? { label: tight.label, ratio: tight.ratio } : null,
  };
}

// Each game is measured in a process of its own (as an experiment runs one game), so the shared simulator and
// immer code are not slowed by having seen the other games' rules first. Within a game's process the fast path, the
// immer path and the baseline run side by side, seconds apart.
const childMode = process.argv.includes('--child');
const rows: Row[] = [];
if (childMode) {
  const game = Object.values<AnyGame>(games).find((g) => g.id === only);
  if (!game) throw new Error(`no game ${String(only)}`);
  process.stdout.write(JSON.stringify(rowOf(game)));
  process.exit(0);
}
const self = fileURLToPath(import.meta.url);
for (const game of Object.values<AnyGame>(games)) {
  if (only && game.id !== only) continue;
  const out = execFileSync(process.execPath, [...process.execArgv, self, `--game=${game.id}`, '--child'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  rows.push(JSON.parse(out) as Row);
}

const cpu = cpus()[0]?.model ?? 'unknown CPU';
const machine = `${cpu}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, load ${loadavg()
  .map((l) => l.toFixed(1))
  .join(' ')}, ${SECONDS} s per measurement (CPU time), ${ROUNDS} interleaved rounds for the baselines`;
const baselineRows = rows.flatMap((r) => r.baselines);
const tightest = rows
  .filter((r) => r.tightest !== null)
  .map((r) => `${r.cells[0]} ${r.tightest!.ratio.toFixed(2)} (${r.tightest!.label.split(' (')[0]})`);
const markdownTable = (h: readonly string[], body: readonly string[][]) =>
  [
    `| ${h.join(' | ')} |`,
    `|${h.map(() => ' --- ').join('|')}|`,
    ...body.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
const textTable = (h: readonly string[], body: readonly string[][]) => {
  const table = new Table({ head: [...h], style: { head: [], border: [], compact: true } });
  for (const r of body) table.push(r);
  return table.toString();
};
const show = markdown ? markdownTable : textTable;
console.log(
  show(
    head,
    rows.map((r) => r.cells),
  ),
);
if (baselineRows.length > 0) {
  console.log(`\n${show(baselineHead, baselineRows)}`);
  console.log(`\nfast/tightest baseline (median of ${ROUNDS} interleaved rounds): ${tightest.join('; ')}`);
}
console.log(`\n${machine}`);

// The core primitives (random stream, shuffles, deals), unless one game was asked for.
if (!only) console.log(`\n${show(['core primitive', 'ops/s', 'margin'], await coreRows(SECONDS))}`);
