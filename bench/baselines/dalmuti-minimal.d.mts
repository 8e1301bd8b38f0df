/** Random single hands of Dalmuti (5 seats, no taxes) from one seeded stream: `play()` plays one and returns its moves. */
export declare function dalmutiMinimal(seed: number): { play(): number };
