// Copied from the peers benchmark of this project's performance work (peers/coins-rules.mjs: hand-written JavaScript,
// typed arrays, swap-remove hands, no allocation in the playout loop; the practical speed limit of plain JS for these
// rules), unchanged but for this header.
// biome-ignore-all format: kept as written by its authors
// biome-ignore-all lint: kept as written by its authors
// biome-ignore-all assist/source/organizeImports: kept as written by its authors
// Coins: card = suit * 12 + rank; suits 0 Cups, 1 Coins, 2 Swords, 3 Clubs; rank 0 = Ace (high) .. 11 = 2 (low).
export const COINS = 1, TARGET = 10, PLAYERS = 3, HAND = 16, DECK = 48;

/** Index (0..2, in play order) of the card that wins the trick. Lower card id = higher rank within a suit. */
export function trickWinner(c0, c1, c2) {
  const s0 = (c0 / 12) | 0, s1 = (c1 / 12) | 0, s2 = (c2 / 12) | 0;
  if (s0 !== s1 && s1 !== s2 && s0 !== s2) {
    // Cycle: s beats (s+1)%4. Exactly one suit missing; it beats the winning suit.
    const win = (6 - s0 - s1 - s2 + 1) & 3;
    return s0 === win ? 0 : s1 === win ? 1 : 2;
  }
  if (s0 === s1 && s1 === s2) return c0 < c1 ? (c0 < c2 ? 0 : 2) : (c1 < c2 ? 1 : 2);
  if (s0 === s1) return c0 < c1 ? 0 : 1;
  if (s0 === s2) return c0 < c2 ? 0 : 2;
  return c1 < c2 ? 1 : 2;
}

export const isCoin = (c) => ((c / 12) | 0) === COINS;
