// Copied from the peers benchmark of this project's performance work (peers/coins-minimal.mjs: hand-written JavaScript,
// typed arrays, swap-remove hands, no allocation in the playout loop; the practical speed limit of plain JS for these
// rules), unchanged but for this header and the export of `coinsMinimal` (the command-line run kept below it).
// biome-ignore-all format: kept as written by its authors
// biome-ignore-all lint: kept as written by its authors
// biome-ignore-all assist/source/organizeImports: kept as written by its authors
// Coins, hand-written: typed arrays, swap-remove hands, no allocation in the playout loop.
import { sfc32, shuffle, args, check, bench } from './lib.mjs';
import { trickWinner, COINS, TARGET, HAND, DECK } from './coins-rules.mjs';

const deck = Int8Array.from({ length: DECK }, (_, i) => i);
const hands = new Int8Array(DECK); // player p holds hands[p*16 .. p*16+cnt[p])
const cnt = new Int8Array(3);
const scores = new Int32Array(3);
const trick = new Int8Array(3);

function playGame(rng) {
  scores.fill(0);
  let dealer = 0, moves = 0;
  for (;;) {
    shuffle(rng, deck);
    hands.set(deck);
    cnt.fill(HAND);
    let leader = (dealer + 1) % 3, handPoints = 0;
    for (let t = 0; t < HAND; t++) {
      let p = leader;
      for (let j = 0; j < 3; j++) {
        const n = cnt[p], base = p * HAND, i = rng.int(n);
        trick[j] = hands[base + i];
        hands[base + i] = hands[base + n - 1];
        cnt[p] = n - 1;
        p = p === 2 ? 0 : p + 1;
      }
      moves += 3;
      const w = (leader + trickWinner(trick[0], trick[1], trick[2])) % 3;
      const pts = ((trick[0] / 12 | 0) === COINS) + ((trick[1] / 12 | 0) === COINS) + ((trick[2] / 12 | 0) === COINS);
      scores[w] += pts;
      handPoints += pts;
      if (scores[w] >= TARGET) return moves;
      leader = w;
    }
    check(handPoints === 12, 'coin points per hand = 12');
    dealer = (leader + 2) % 3; // right of the last trick's winner
  }
}

/** For `npm run bench`: random matches from one seeded stream; `play()` plays one and returns its moves. */
export function coinsMinimal(seed) {
  const rng = sfc32(seed);
  return { play: () => playGame(rng) };
}

// Run directly, as in the peers' folder: node coins-minimal.mjs <games> <seed>
if (process.argv[1]?.endsWith('coins-minimal.mjs')) {
  const { games, seed } = args(200000);
  bench('minimal', 'coins', games, () => {
    const rng = sfc32(seed);
    let moves = 0,
      checksum = 0;
    for (let g = 0; g < games; g++) {
      moves += playGame(rng);
      checksum += scores[0] + scores[1] + scores[2];
    }
    return { moves, checksum };
  });
}
