/**
 * The Spanish 48-card deck of Coins, its notation, the suit cycle and the trick rule (spec section 1 and 4.2).
 *
 * Inside a state a card is a small integer, its {@link CardId} `0..47`: `suit * 12 + (strength - 2)`, suits in cycle
 * order (Cups 0, Coins 1, Swords 2, Clubs 3) and strengths 2..13 (2–9, Knave 10, Knight 11, King 12, Ace 13). So two
 * cards of one suit compare by id. Moves and views use the readable {@link Card} code (`'CoA'`, `'Sw9'`).
 * @module
 */

/**
 * The four suits, in the order of the suit cycle: each beats the next, and the last (Clubs) beats the first (Cups).
 * @category Cards
 */
export const SUITS = ['Cu', 'Co', 'Sw', 'Cl'] as const;

/** A suit's code: `Cu` Cups (Copas), `Co` Coins (Oros), `Sw` Swords (Espadas), `Cl` Clubs (Bastos). @category Cards */
export type Suit = (typeof SUITS)[number];

/**
 * The suit cycle (spec section 1, resolution C1): Cups > Coins > Swords > Clubs > Cups. `SUIT_CYCLE[i]` beats
 * `SUIT_CYCLE[(i + 1) % 4]`. Cups/Swords and Coins/Clubs are never compared directly.
 * @category Cards
 */
export const SUIT_CYCLE: readonly Suit[] = SUITS;

/** English names of the suits, by suit index. @category Cards */
export const SUIT_NAMES: readonly string[] = ['Cups', 'Coins', 'Swords', 'Clubs'];

/** Spanish names of the suits, by suit index. @category Cards */
export const SUIT_NAMES_ES: readonly string[] = ['Copas', 'Oros', 'Espadas', 'Bastos'];

/**
 * The twelve ranks from low to high: 2–9, `S` Sota (Knave), `C` Caballo (Knight), `R` Rey (King), `A` As (Ace).
 * There are no 10s (resolution C6).
 * @category Cards
 */
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'S', 'C', 'R', 'A'] as const;

/** A rank's code. @category Cards */
export type Rank = (typeof RANKS)[number];

/** English names of the ranks, by rank index (0 = the 2). @category Cards */
export const RANK_NAMES: readonly string[] = [
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  'Knave',
  'Knight',
  'King',
  'Ace',
];

/** Spanish names of the ranks, by rank index. @category Cards */
export const RANK_NAMES_ES: readonly string[] = [
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  'Sota',
  'Caballo',
  'Rey',
  'As',
];

/**
 * A card's compact code: suit code then rank code, e.g. `'CoA'` (Ace of Coins), `'Sw9'`, `'CuS'` (Knave of Cups).
 * @category Cards
 */
export type Card = `${Suit}${Rank}`;

/** A card's integer id `0..47` (see the module notes). @category Cards */
export type CardId = number;

/** How many cards the deck has. @category Cards */
export const DECK_SIZE = 48;

/** The suit index (0 Cups, 1 Coins, 2 Swords, 3 Clubs) of the Coins suit, whose cards score. @category Cards */
export const COINS_SUIT = 1;

/** Every card code, indexed by {@link CardId}. @category Cards */
export const CARDS: readonly Card[] = SUITS.flatMap((s) => RANKS.map((r) => `${s}${r}` as Card));

const ID_OF: ReadonlyMap<string, CardId> = new Map(CARDS.map((c, i) => [c, i]));

/**
 * The id of a card code.
 * @param card - a card code such as `'CoA'`
 * @returns its id `0..47`, or `-1` when `card` is not a card code
 * @example
 * ```ts
 * cardId('Cu2'); // 0
 * cardId('CoA'); // 23
 * ```
 * @category Cards
 */
export function cardId(card: unknown): CardId {
  return typeof card === 'string' ? (ID_OF.get(card) ?? -1) : -1;
}

const SUIT_BY_CHAR = new Int8Array(128);
const RANK_BY_CHAR = new Int8Array(128);
SUITS.forEach((s, i) => {
  SUIT_BY_CHAR[s.charCodeAt(1)] = i;
});
RANKS.forEach((r, i) => {
  RANK_BY_CHAR[r.charCodeAt(0)] = i;
});

/**
 * The id of a card code known to be valid, by arithmetic on its characters (no lookup, no allocation). For codes
 * from outside use {@link cardId}, which checks.
 * @param card - a valid card code
 * @category Cards
 */
export function idOfCard(card: Card): CardId {
  return SUIT_BY_CHAR[card.charCodeAt(1)]! * 12 + RANK_BY_CHAR[card.charCodeAt(2)]!;
}

/**
 * Whether a value is a card code.
 * @param value - anything
 * @category Cards
 */
export function isCard(value: unknown): value is Card {
  return cardId(value) >= 0;
}

/**
 * The suit index of a card id: 0 Cups, 1 Coins, 2 Swords, 3 Clubs.
 * @param id - a card id
 * @category Cards
 */
export function suitOf(id: CardId): number {
  return (id / 12) | 0;
}

/**
 * The strength of a card id: 2–9 at face value, Knave 10, Knight 11, King 12, Ace 13 (Steere's values).
 * @param id - a card id
 * @category Cards
 */
export function strengthOf(id: CardId): number {
  return (id % 12) + 2;
}

/**
 * A card's name for people.
 * @param card - a card code or id
 * @returns e.g. `'Ace of Coins'`, `'Knight of Swords'`
 * @example
 * ```ts
 * cardName('ClR'); // 'King of Clubs'
 * ```
 * @category Cards
 */
export function cardName(card: Card | CardId): string {
  const id = typeof card === 'number' ? card : cardId(card);
  return `${RANK_NAMES[id % 12]} of ${SUIT_NAMES[suitOf(id)]}`;
}

/**
 * A card's Spanish name.
 * @param card - a card code or id
 * @returns e.g. `'As de Oros'`
 * @category Cards
 */
export function cardNameEs(card: Card | CardId): string {
  const id = typeof card === 'number' ? card : cardId(card);
  return `${RANK_NAMES_ES[id % 12]} de ${SUIT_NAMES_ES[suitOf(id)]}`;
}

/**
 * Which of the spec's three cases decided a trick (section 4.2):
 * `'sameSuit'` (all three one suit, highest rank wins), `'pair'` (two share a suit, the higher of those two wins),
 * `'threeSuits'` (three suits, the suit after the missing one in the cycle wins).
 * @category Cards
 */
export type TrickRule = 'sameSuit' | 'pair' | 'threeSuits';

/**
 * The index (0, 1 or 2) of the winning card of a trick of three card ids, by the spec's section 4.2. The result does
 * not depend on the order of the three cards (the same card wins in every order). Allocation-free.
 * @param a - first card id
 * @param b - second card id
 * @param c - third card id
 * @category Cards
 */
export function trickWinnerIndex(a: CardId, b: CardId, c: CardId): 0 | 1 | 2 {
  const sa = (a / 12) | 0;
  const sb = (b / 12) | 0;
  const sc = (c / 12) | 0;
  if (sa === sb) {
    // 4.2 case 1 (all one suit): the highest wins; case 2 (a and b paired): the higher of the pair wins.
    if (sa === sc) return a > b ? (a > c ? 0 : 2) : b > c ? 1 : 2;
    return a > b ? 0 : 1;
  }
  if (sa === sc) return a > c ? 0 : 2; // 4.2 case 2, C3: the odd card never wins
  if (sb === sc) return b > c ? 1 : 2;
  // 4.2 case 3, C2: the suit after the missing one M in the cycle wins; the suit indices sum to 6 = 0+1+2+3.
  const win = (7 - sa - sb - sc) & 3;
  return sa === win ? 0 : sb === win ? 1 : 2;
}

/**
 * Which case of section 4.2 decides a trick of three card ids.
 * @param a - first card id
 * @param b - second card id
 * @param c - third card id
 * @category Cards
 */
export function trickRuleOf(a: CardId, b: CardId, c: CardId): TrickRule {
  const sa = (a / 12) | 0;
  const sb = (b / 12) | 0;
  const sc = (c / 12) | 0;
  if (sa === sb && sb === sc) return 'sameSuit';
  if (sa === sb || sa === sc || sb === sc) return 'pair';
  return 'threeSuits';
}

/**
 * How a trick was decided, for UIs ("why did that card win?") and research.
 * @category Cards
 */
export interface TrickResult {
  /** The index of the winning card in the given trick (0, 1 or 2). */
  readonly index: 0 | 1 | 2;
  /** The winning card. */
  readonly card: Card;
  /** Which case of the trick rule decided it. */
  readonly rule: TrickRule;
  /** For `'threeSuits'`: the suit missing from the trick (the winner's suit is the one it beats); else `null`. */
  readonly missingSuit: Suit | null;
  /** Coin points in the trick: how many of its cards are of the Coins suit. */
  readonly points: number;
}

/**
 * Resolves a trick of three cards by the spec's section 4.2 (the order of the cards does not matter).
 * @param cards - the three cards, as codes
 * @returns the winner's index, the deciding case and the trick's points
 * @throws RangeError when the input is not three distinct card codes
 * @example
 * ```ts
 * resolveTrick(['CoA', 'SwA', 'Cu2']);
 * // { index: 2, card: 'Cu2', rule: 'threeSuits', missingSuit: 'Cl', points: 1 }
 * resolveTrick(['CoA', 'Sw2', 'Sw3']).index; // 2: the higher of the paired Swords
 * ```
 * @category Cards
 */
export function resolveTrick(cards: readonly [Card, Card, Card] | readonly Card[]): TrickResult {
  const ids = cards.map(cardId);
  const [a, b, c] = ids as [number, number, number];
  if (ids.length !== 3 || ids.some((i) => i < 0) || a === b || a === c || b === c) {
    throw new RangeError(`resolveTrick: expected three distinct card codes, got ${JSON.stringify(cards)}`);
  }
  const index = trickWinnerIndex(a, b, c);
  const rule = trickRuleOf(a, b, c);
  const missing = rule === 'threeSuits' ? SUITS[6 - suitOf(a) - suitOf(b) - suitOf(c)]! : null;
  return { index, card: CARDS[ids[index]!]!, rule, missingSuit: missing, points: trickPoints(a, b, c) };
}

/**
 * Coin points in a trick of three card ids: how many are of the Coins suit (0–3).
 * @param a - first card id
 * @param b - second card id
 * @param c - third card id
 * @category Cards
 */
export function trickPoints(a: CardId, b: CardId, c: CardId): number {
  return (
    (((a / 12) | 0) === COINS_SUIT ? 1 : 0) +
    (((b / 12) | 0) === COINS_SUIT ? 1 : 0) +
    (((c / 12) | 0) === COINS_SUIT ? 1 : 0)
  );
}
