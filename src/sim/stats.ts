/**
 * Confidence intervals for tournament statistics.
 * @module
 */

/** A value with its 95% confidence interval. @category Simulation */
export interface Estimate {
  /** The point estimate. */
  readonly value: number;
  /** The lower end of the 95% interval. */
  readonly low: number;
  /** The upper end of the 95% interval. */
  readonly high: number;
}

const Z95 = 1.959963984540054;

/**
 * The Wilson score interval of a proportion (95%). Behaves well near 0 and 1 and for small samples.
 * @param successes - how many successes
 * @param trials - out of how many trials
 * @returns the proportion and its interval (all zeros for no trials)
 * @example
 * ```ts
 * wilson(60, 100); // { value: 0.6, low: 0.502, high: 0.691 }
 * ```
 * @category Simulation
 */
export function wilson(successes: number, trials: number): Estimate {
  if (trials <= 0) return { value: 0, low: 0, high: 0 };
  const p = successes / trials;
  const z2 = Z95 * Z95;
  const denom = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denom;
  const half = (Z95 * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denom;
  return { value: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * The mean of a sample and its normal-approximation 95% interval, from the sum and the sum of squares.
 * @param sum - the sum of the values
 * @param sumSq - the sum of their squares
 * @param n - how many values
 * @returns the mean and its interval (all zeros for no values)
 * @example
 * ```ts
 * meanCi(10, 30, 5); // mean 2 and its interval
 * ```
 * @category Simulation
 */
export function meanCi(sum: number, sumSq: number, n: number): Estimate {
  if (n <= 0) return { value: 0, low: 0, high: 0 };
  const mean = sum / n;
  const variance = n > 1 ? Math.max(0, (sumSq - n * mean * mean) / (n - 1)) : 0;
  const half = Z95 * Math.sqrt(variance / n);
  return { value: mean, low: mean - half, high: mean + half };
}
