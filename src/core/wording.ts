/**
 * Numbers in words, for a game's sentences: an ordinal (`2nd`) and a count with its noun (`1 card`, `3 cards`).
 * @module
 */

/**
 * A place in words: `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`.
 * @param n - a whole number (1 for the first)
 * @returns the number with its English ordinal suffix
 * @example
 * ```ts
 * ordinal(2);  // '2nd'
 * ordinal(12); // '12th'
 * ```
 * @category Words
 */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/**
 * A count with its noun, plural unless the count is 1: `1 card`, `0 cards`, `3 Jesters`.
 * @param count - how many
 * @param noun - the noun in the singular (its plural adds `s`)
 * @returns the words
 * @example
 * ```ts
 * counted(1, 'card'); // '1 card'
 * counted(3, 'card'); // '3 cards'
 * ```
 * @category Words
 */
export function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
