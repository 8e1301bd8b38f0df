/**
 * The Spanish 48-card deck of Coins (spec section 1): suits, ranks, card codes and card ids.
 *
 * Inside a state a card is a small integer, its {@link CardId} `0..47`: `suit * 12 + (strength - 2)`, suits in cycle
 * order (Cups 0, Coins 1, Swords 2, Clubs 3) and strengths 2..13 (2–9, Knave 10, Knight 11, King 12, Ace 13), so two
 * cards of one suit compare by id. Moves, views and events carry the card's code ({@link CoinsCard}, `'CoA'`), which
 * is data for programs; people read the card's name (`'Ace of Coins'`, see `notation.ts`).
 * @module
 */

/**
 * The four suits' codes, in the order of the suit cycle (C1): each beats the next, and the last (Clubs) beats the
 * first (Cups). `Cu` Cups (Copas), `Co` Coins (Oros), `Sw` Swords (Espadas), `Cl` Clubs (Bastos).
 */
export const SUITS = ['Cu', 'Co', 'Sw', 'Cl'] as const;

/**
 * A suit's code: `'Cu'` Cups, `'Co'` Coins, `'Sw'` Swords, `'Cl'` Clubs.
 * @category Coins
 */
export type CoinsSuit = 'Cu' | 'Co' | 'Sw' | 'Cl';

/**
 * The twelve rank codes from low to high: 2–9, `S` Sota (Knave), `C` Caballo (Knight), `R` Rey (King), `A` As (Ace).
 * There are no 10s (C6).
 */
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'S', 'C', 'R', 'A'] as const;

/**
 * A rank's code.
 * @inline
 */
export type Rank = (typeof RANKS)[number];

/**
 * A card's code: its suit code, then its rank code. `'CoA'` is the Ace of Coins, `'Sw9'` the 9 of Swords, `'CuS'` the
 * Knave (Sota) of Cups. Moves, views and events carry codes; people read names (`formatCard`).
 * @category Coins
 */
export type CoinsCard = `${CoinsSuit}${Rank}`;

/** A card's integer id `0..47` (see the module notes). */
export type CardId = number;

/** How many cards the deck has. */
export const DECK_SIZE = 48;

/** The suit index (0 Cups, 1 Coins, 2 Swords, 3 Clubs) of the Coins suit, whose cards score (section 1). */
export const COINS_SUIT = 1;

/** Every card code, indexed by {@link CardId}. */
export const CARDS: readonly CoinsCard[] = SUITS.flatMap((s) => RANKS.map((r) => `${s}${r}` as CoinsCard));

/** Every card id, `0..47`, in order: the deck as ids. */
export const CARD_IDS: readonly CardId[] = CARDS.map((_, id) => id);

/** The suit index of a code's second character (`u`, `o`, `w`, `l`), or -1. */
const SUIT_OF_SECOND = new Int8Array(128).fill(-1);
/** The rank index of a code's third character, or -1. */
const RANK_OF_THIRD = new Int8Array(128).fill(-1);
/** The first character of each suit's code (`C`, `C`, `S`, `C`). */
const FIRST_OF_SUIT = SUITS.map((s) => s.charCodeAt(0));
for (const [i, s] of SUITS.entries()) SUIT_OF_SECOND[s.charCodeAt(1)] = i;
for (const [i, r] of RANKS.entries()) RANK_OF_THIRD[r.charCodeAt(0)] = i;

/**
 * The id of a card code, by arithmetic on its three characters (no lookup in a map, no allocation: the rules call it
 * on every move).
 * @param card - anything; a card code such as `'CoA'` is exact (case matters)
 * @returns its id `0..47`, or `-1` when `card` is not a card code
 * @example
 * ```ts
 * cardId('Cu2'); // 0
 * cardId('CoA'); // 23
 * cardId('coa'); // -1
 * ```
 */
export function cardId(card: unknown): CardId {
  if (typeof card !== 'string' || card.length !== 3) return -1;
  const second = card.charCodeAt(1);
  const third = card.charCodeAt(2);
  if (second > 127 || third > 127) return -1;
  const suit = SUIT_OF_SECOND[second]!;
  const rank = RANK_OF_THIRD[third]!;
  if (suit < 0 || rank < 0 || card.charCodeAt(0) !== FIRST_OF_SUIT[suit]) return -1;
  return suit * 12 + rank;
}

/**
 * The suit index of a card id: 0 Cups, 1 Coins, 2 Swords, 3 Clubs.
 * @param id - a card id
 */
export function suitOf(id: CardId): number {
  return (id / 12) | 0;
}

/**
 * The strength of a card id: 2–9 at face value, Knave 10, Knight 11, King 12, Ace 13 (Steere's values, C6).
 * @param id - a card id
 */
export function strengthOf(id: CardId): number {
  return (id % 12) + 2;
}
