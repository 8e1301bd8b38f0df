// Copied from the peers benchmark of this project's performance work (peers/dalmuti-minimal.mjs: hand-written JavaScript,
// typed arrays, swap-remove hands, no allocation in the playout loop; the practical speed limit of plain JS for these
// rules), unchanged but for this header and the export of `dalmutiMinimal` (the command-line run kept below it).
// biome-ignore-all format: kept as written by its authors
// biome-ignore-all lint: kept as written by its authors
// biome-ignore-all assist/source/organizeImports: kept as written by its authors
// Great Dalmuti, hand-written: per-rank counts in typed arrays, moves generated into a reusable buffer.
// Move encoding: rank | naturals << 4 | jesters << 8 (rank 13 = jesters alone); 0 = pass.
import { sfc32, shuffle, args, check, bench } from './lib.mjs';

const P = 5, J = 13, W = 14; // W: per-player stride; index 1..12 naturals, 13 jesters
const deck = new Int8Array(80);
for (let r = 1, i = 0; r <= 13; r++) for (let c = 0; c < (r === J ? 2 : r); c++) deck[i++] = r;
const hand = new Int8Array(P * W), held = new Int8Array(P), buf = new Int32Array(128);

/** Fill buf with legal moves for player p facing (rank, k); rank 0 = leading. Returns count. */
function genMoves(p, rank, k) {
  const b = p * W, jes = hand[b + J];
  let n = 0;
  if (rank === 0) {
    for (let r = 1; r < J; r++)
      for (let a = hand[b + r]; a > 0; a--) for (let j = 0; j <= jes; j++) buf[n++] = r | a << 4 | j << 8;
    for (let j = 1; j <= jes; j++) buf[n++] = J | j << 8;
  } else {
    buf[n++] = 0; // pass
    for (let r = 1; r < rank && r < J; r++) {
      const nat = hand[b + r];
      for (let j = 0; j <= jes && j < k; j++) if (k - j <= nat) buf[n++] = r | (k - j) << 4 | j << 8;
    }
  }
  return n;
}

const nextWithCards = (p) => { do p = p === P - 1 ? 0 : p + 1; while (held[p] === 0); return p; };

/** Plays one hand; returns [moves, cards left with the last player]. */
function playGame(rng) {
  shuffle(rng, deck);
  hand.fill(0);
  for (let i = 0; i < 80; i++) hand[(i % P) * W + deck[i]]++;
  held.fill(80 / P);
  let active = P, cur = 0, rank = 0, k = 0, last = -1, passes = 0, moves = 0, played = 0;
  for (;;) {
    const m = buf[rng.int(genMoves(cur, rank, k))];
    moves++;
    if (m === 0) passes++;
    else {
      const r = m & 15, a = (m >> 4) & 15, j = m >> 8, b = cur * W;
      hand[b + r] -= a; hand[b + J] -= j; held[cur] -= a + j; played += a + j;
      rank = r; k = a + j; last = cur; passes = 0;
      if (held[cur] === 0 && --active === 1) break;
    }
    if (passes >= active - (held[last] > 0 ? 1 : 0)) { // round over: everyone else passed
      rank = 0; passes = 0;
      cur = held[last] > 0 ? last : nextWithCards(last);
    } else cur = nextWithCards(cur);
  }
  const left = held.reduce((s, x) => s + x, 0);
  check(played + left === 80 && held.filter((x) => x > 0).length === 1, 'all cards played but one hand');
  return [moves, left];
}

/** For `npm run bench`: random single hands from one seeded stream; `play()` plays one and returns its moves. */
export function dalmutiMinimal(seed) {
  const rng = sfc32(seed);
  return { play: () => playGame(rng)[0] };
}

// Run directly, as in the peers' folder: node dalmuti-minimal.mjs <games> <seed>
if (process.argv[1]?.endsWith('dalmuti-minimal.mjs')) {
  const { games, seed } = args(100000);
  bench('minimal', 'dalmuti', games, () => {
    const rng = sfc32(seed);
    let moves = 0,
      checksum = 0;
    for (let g = 0; g < games; g++) {
      const [m, left] = playGame(rng);
      moves += m;
      checksum += left;
    }
    return { moves, checksum };
  });
}
