// Copied from the peers benchmark of this project's performance work (peers/lib.mjs: hand-written JavaScript,
// typed arrays, swap-remove hands, no allocation in the playout loop; the practical speed limit of plain JS for these
// rules), unchanged but for this header.
// biome-ignore-all format: kept as written by its authors
// biome-ignore-all lint: kept as written by its authors
// biome-ignore-all assist/source/organizeImports: kept as written by its authors
// Shared bits: seeded PRNG (sfc32), CLI args, result line.
import { performance } from 'node:perf_hooks';

/** sfc32 seeded from a 32-bit integer via splitmix32; same seed -> same stream. */
export function sfc32(seed) {
  let s = seed >>> 0;
  const mix = () => {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = mix(), b = mix(), c = mix(), d = 1;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) next();
  return {
    next,
    /** uniform integer in [0, n) */
    int: (n) => Math.floor((next() / 4294967296) * n),
  };
}

/** In-place Fisher-Yates shuffle of an array or typed array. */
export function shuffle(rng, arr) {
  for (let i = arr.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = arr[i]; arr[i] = arr[j]; arr[j] = t;
  }
  return arr;
}

/** argv: [games] [seed] */
export function args(defaultGames) {
  const games = Number(process.argv[2] ?? defaultGames);
  const seed = Number(process.argv[3] ?? 1);
  return { games, seed };
}

export function check(cond, msg) {
  if (!cond) throw new Error('rule check failed: ' + msg);
}

/** Time `body()` (returns {moves, checksum}) and print one JSON line. */
export function bench(impl, game, games, body) {
  const t0 = performance.now();
  const { moves, checksum } = body();
  const seconds = (performance.now() - t0) / 1000;
  const r3 = (x) => Math.round(x * 1000) / 1000;
  console.log(JSON.stringify({
    impl, game, games, moves, seconds: r3(seconds),
    gamesPerSec: Math.round(games / seconds), movesPerSec: Math.round(moves / seconds), checksum,
  }));
}
