/** Random matches of Coins (3 seats, target 10) from one seeded stream: `play()` plays one and returns its moves. */
export declare function coinsMinimal(seed: number): { play(): number };
