/**
 * `npm run bench`: per game, random playouts on the fast path and on the immer `applyMove` path, legalMoves calls,
 * ISMCTS simulation speed, and the hand-written baselines, measured side by side in one run. Prints one table.
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
import {
  type AnyGame,
  cloneJson,
  createSimulator,
  createSimulatorFromSetup,
  Rng,
} from '../src/core/index.js';
import { games } from '../src/registry.js';
import { CoinsBaseline } from './baselines/coins.js';
import { DalmutiBaseline } from './baselines/dalmuti.js';
import { coreRows } from './core.js';

/** An instance configured as `defineGame`'s own (auto-freeze on). */
const floorImmer = new Immer({ autoFreeze: true });

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const markdown = process.argv.includes('--markdown');
const only = process.argv.find((a) => a.startsWith('--game='))?.slice(7);

/** The setup benchmarked per game, and the baseline that plays exactly the same thing. */
const scenarios: Record<
  string,
  { seats: number; options?: Record<string, unknown>; baseline?: () => { play(): number }; label?: string }
> = {
  coins: { seats: 3, baseline: () => new CoinsBaseline(1) },
  dalmuti: { seats: 5, options: { hands: 1 }, baseline: () => new DalmutiBaseline(1, 5), label: 'one hand' },
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
  const options = sc?.options ?? {};
  return { seats, options };
}

function bench(game: AnyGame) {
  const { seats, options } = setupOf(game);
  const rng = Rng.fromSeed('bench');
  let seed = 0;
  // Fast path: a fresh deal from a new seed into one reused simulator, then a random playout.
  const sim = createSimulatorFromSetup(game, { ...options, seats, seed: 'fast' });
  const fastRun = () => {
    sim.deal(seed++);
    return sim.playout(rng);
  };
  // Immer path: setup + legalMoves + applyMove (validated, immutable).
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
  // The fast path and the hand-written baseline (if the game has one) in interleaved rounds, medians reported.
  // They come first: once the rules have run on immer drafts, their property accesses have seen proxies as well as
  // plain objects and the fast path in the same process runs up to 2-3x slower (measured), so the immer path is
  // timed after them.
  const sc = scenarios[game.id];
  const base = sc?.baseline?.();
  const [fastSamples, baselineSamples] = paired(base ? [fastRun, () => base.play()] : [fastRun]);
  const fast = {
    perSecond: median(fastSamples!.map((x) => x.perSecond)),
    iterations: median(fastSamples!.map((x) => x.iterations)),
  };
  const baseline = baselineSamples ? median(baselineSamples.map((x) => x.perSecond)) : null;
  const baselineShare = baselineSamples
    ? median(fastSamples!.map((x, i) => x.perSecond / baselineSamples[i]!.perSecond))
    : null;
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
  // ISMCTS: moves simulated per second of search, with random and with heuristic playouts.
  const ismcts = (['random', 'heuristic'] as const).map((playout) => {
    if (!game.hidden.sampleState || (playout === 'heuristic' && !game.heuristic)) return null;
    let moves = 0;
    let ms = 0;
    const bot = ismctsBot(game, {
      iterations: 30,
      playout,
      onSearch: (s) => {
        moves += s.moves;
        ms += s.ms;
      },
    });
    const start = performance.now();
    for (let g = 0; performance.now() - start < SECONDS * 1000; g++) {
      const sim = createSimulatorFromSetup(game, { ...options, seats, seed: `ismcts:${g}` });
      for (let i = 0; i < 10 && !sim.isOver() && performance.now() - start < SECONDS * 1000; i++) {
        const seat = sim.toAct()!;
        void bot(game.view(sim.state, seat), sim.legalMoves(), rng, seat);
        for (let j = 0; j < 5 && !sim.isOver(); j++) {
          const l = sim.legalMoves();
          sim.apply(l[rng.int(l.length)]);
        }
      }
    }
    return ms > 0 ? (moves / ms) * 1000 : null;
  });
  return {
    game,
    seats,
    label: sc?.label,
    fast,
    immer,
    immerShare,
    legal,
    floor,
    ismcts,
    baseline,
    baselineShare,
  };
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
  'ISMCTS moves/s (random / heuristic playouts)',
  'baseline moves/s',
  'fast/baseline',
];
/** One game's figures, as the child process of that game reports them. */
interface Row {
  readonly cells: string[];
}

function rowOf(game: AnyGame): Row {
  const r = bench(game);
  return {
    cells: [
      r.game.id + (r.label ? ` (${r.label})` : ''),
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
      r.baseline === null ? '–' : fmt(r.baseline),
      r.baselineShare === null ? '–' : r.baselineShare.toFixed(2),
    ],
  };
}

// Each game is measured in a process of its own (as an experiment runs one game), so the shared simulator and
// immer code are not slowed by having seen the other games' rules first. Within a game's process the fast path, the
// immer path and the baseline run side by side, seconds apart.
const childMode = process.argv.includes('--child');
const rows: string[][] = [];
if (childMode) {
  const game = Object.values(games).find((g) => g.id === only);
  if (!game) throw new Error(`no game ${String(only)}`);
  process.stdout.write(JSON.stringify(rowOf(game)));
  process.exit(0);
}
const self = fileURLToPath(import.meta.url);
for (const game of Object.values(games)) {
  if (only && game.id !== only) continue;
  const out = execFileSync(process.execPath, [...process.execArgv, self, `--game=${game.id}`, '--child'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  rows.push((JSON.parse(out) as Row).cells);
}

const cpu = cpus()[0]?.model ?? 'unknown CPU';
const machine = `${cpu}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, load ${loadavg()
  .map((l) => l.toFixed(1))
  .join(' ')}, ${SECONDS} s per measurement`;
if (markdown) {
  console.log(`| ${head.join(' | ')} |`);
  console.log(`|${head.map(() => ' --- ').join('|')}|`);
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
  console.log(`\n${machine}`);
} else {
  const table = new Table({ head, style: { head: [], border: [], compact: true } });
  for (const r of rows) table.push(r);
  console.log(table.toString());
  console.log(machine);
}

// The core primitives (random stream, shuffles, deals), unless one game was asked for.
if (!only) {
  const coreHead = ['core primitive', 'ops/s', 'margin'];
  const core = await coreRows(SECONDS);
  if (markdown) {
    console.log(`\n| ${coreHead.join(' | ')} |\n|${coreHead.map(() => ' --- ').join('|')}|`);
    for (const r of core) console.log(`| ${r.join(' | ')} |`);
  } else {
    const table = new Table({ head: coreHead, style: { head: [], border: [], compact: true } });
    for (const r of core) table.push(r);
    console.log(table.toString());
  }
}
