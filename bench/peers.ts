/**
 * `bench/peers.sh`: the immutable path (`setup`, `legalMoves`, `applyMove`) against boardgame.io's bare reducer (the
 * same rules written for boardgame.io 0.50.2, in the peers benchmark: `coins-bgio.mjs`, `dalmuti-bgio.mjs`), side by
 * side in one process: alternating rounds, CPU time, the median of the per-round ratios.
 *
 *   bench/peers.sh                     # the peers benchmark next to the repository (../shared/peers)
 *   bench/peers.sh /path/to/peers      # another copy
 *   PEERS_SECONDS=20 bench/peers.sh    # longer (default 10 s of CPU per game and side)
 *
 * The peers folder is copied to a temporary directory and installed there with `npm ci` (boardgame.io and its
 * dependencies), then removed. Coins: 3 seats, target 10. Dalmuti: 5 seats, one hand, no taxes, which is the
 * engine's `{ hands: 1, firstDealRevolution: true }`. Both sides pick uniformly random legal moves.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Table from 'cli-table3';
import { type AnyGame, Rng } from '../src/core/index.js';
import { getGame } from '../src/registry.js';

const SECONDS = Number(process.env.PEERS_SECONDS ?? 10);
const ROUNDS = 7;
// bench/peers.sh runs this from the repository's root.
const repo = process.cwd();
const peers = resolve(process.argv[2] ?? join(repo, '../shared/peers'));
if (!existsSync(join(peers, 'bgio-driver.mjs'))) {
  console.error(`bench/peers: ${peers} is not the peers benchmark (no bgio-driver.mjs); pass its folder`);
  process.exit(2);
}

/** Milliseconds of CPU time this process has used. */
function cpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

/** Plays whole games for `ms` of CPU time; returns moves per CPU second. */
function timed(play: () => number, ms: number): number {
  const start = cpuMs();
  let moves = 0;
  let now = start;
  while (now - start < ms) {
    moves += play();
    now = cpuMs();
  }
  return moves / ((now - start) / 1000);
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

interface BgioGame {
  readonly ai: { enumerate(G: unknown, ctx: unknown, player: string): { move: string; args?: unknown[] }[] };
}

const dir = mkdtempSync(join(tmpdir(), 'cardrules-peers-'));
try {
  cpSync(peers, dir, { recursive: true, filter: (src) => !src.includes('node_modules') });
  console.error(`installing the peers benchmark (boardgame.io) in ${dir} …`);
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
  const require = createRequire(join(dir, 'package.json'));
  const { InitializeGame, CreateGameReducer, ProcessGameConfig } = require('boardgame.io/internal') as {
    InitializeGame(o: { game: unknown; numPlayers: number }): {
      G: unknown;
      ctx: { gameover?: unknown; currentPlayer: string };
    };
    CreateGameReducer(o: {
      game: unknown;
    }): (state: unknown, action: unknown) => ReturnType<typeof InitializeGame>;
    ProcessGameConfig(game: unknown): unknown;
  };

  /** The peers' game definition: their module runs its own benchmark on import, so it is asked for zero games. */
  async function peerGame(file: string, name: string): Promise<BgioGame> {
    const argv = process.argv;
    const log = console.log;
    process.argv = [argv[0]!, join(dir, file), '0', '1'];
    console.log = () => {};
    try {
      const mod = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, BgioGame>;
      return mod[name]!;
    } finally {
      process.argv = argv;
      console.log = log;
    }
  }

  /** The bare reducer, driven as the peers' driver drives it (`BGIO_MODE=reducer` in bgio-driver.mjs). */
  function reducerPlayer(game: BgioGame, seats: number): () => number {
    const rng = Rng.fromSeed('peers-bgio');
    let g = 0;
    return () => {
      const processed = ProcessGameConfig({ ...game, seed: `1/${g++}` });
      const reducer = CreateGameReducer({ game: processed });
      let s = InitializeGame({ game: processed, numPlayers: seats });
      let moves = 0;
      while (!s.ctx.gameover) {
        const acts = game.ai.enumerate(s.G, s.ctx, s.ctx.currentPlayer);
        const a = acts[rng.int(acts.length)]!;
        s = reducer(s, {
          type: 'MAKE_MOVE',
          payload: { type: a.move, args: a.args ?? [], playerID: s.ctx.currentPlayer },
        });
        moves++;
      }
      return moves;
    };
  }

  /** The engine's immutable path: validated `applyMove` of a random legal move, from a fresh `setup`. */
  function immerPlayer(game: AnyGame, seats: number, options: Record<string, unknown>): () => number {
    const rng = Rng.fromSeed('peers-immer');
    let seed = 0;
    return () => {
      let state = game.setup({ ...options, seats, seed: seed++ });
      let moves = 0;
      while (!game.isOver(state)) {
        const legal = game.legalMoves(state);
        state = game.applyMove(state, legal[rng.int(legal.length)]);
        moves++;
      }
      return moves;
    };
  }

  const cases = [
    { id: 'coins', file: 'coins-bgio.mjs', name: 'Coins', seats: 3, options: { target: 10 } },
    {
      id: 'dalmuti',
      file: 'dalmuti-bgio.mjs',
      name: 'Dalmuti',
      seats: 5,
      options: { hands: 1, firstDealRevolution: true },
    },
  ];
  const rows: string[][] = [];
  for (const c of cases) {
    const game = getGame(c.id)!;
    const ours = immerPlayer(game, c.seats, c.options);
    const theirs = reducerPlayer(await peerGame(c.file, c.name), c.seats);
    // A warm-up of each, then alternating rounds (the order swapped every round).
    timed(ours, 300);
    timed(theirs, 300);
    const a: number[] = [];
    const b: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const slice = (SECONDS * 1000) / ROUNDS;
      if (r % 2 === 0) {
        a.push(timed(ours, slice));
        b.push(timed(theirs, slice));
      } else {
        b.push(timed(theirs, slice));
        a.push(timed(ours, slice));
      }
    }
    const ratios = a.map((x, i) => x / b[i]!);
    const fmt = (x: number) => (x >= 1e3 ? `${(x / 1e3).toFixed(1)} k` : x.toFixed(0));
    rows.push([
      `${c.id} (${c.seats} seats)`,
      JSON.stringify(c.options),
      fmt(median(a)),
      fmt(median(b)),
      `${median(ratios).toFixed(1)}× [${Math.min(...ratios).toFixed(1)}–${Math.max(...ratios).toFixed(1)}]`,
    ]);
  }
  const table = new Table({
    head: [
      'game',
      'engine options',
      'immer applyMove moves/s',
      'boardgame.io reducer moves/s',
      'immer / boardgame.io',
    ],
    style: { head: [], border: [], compact: true },
  });
  for (const r of rows) table.push(r);
  console.log(table.toString());
  console.log(
    `${cpus()[0]?.model ?? 'CPU'}, ${cpus().length} cores, Node ${process.version}, NODE_ENV=${process.env.NODE_ENV ?? ''}, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; ${SECONDS} s of CPU per game and side in ${ROUNDS} alternating rounds; medians`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
