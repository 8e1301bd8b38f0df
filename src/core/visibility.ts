/**
 * Who sees which cards, declared once. A game says, field by field of its view, which card place of the state the
 * field shows and how (a seat's own cards, the sizes of the others, a face-down pile's size, a face-up pile's cards,
 * every hand once they are shown), and which fields of the state every seat sees as they are. Core derives from that
 * one declaration the view's fields, the hidden-card redeal of `shuffleHidden` and the deal of a state consistent
 * with a view for `sampleState`, so the three cannot disagree.
 *
 * @example
 * ```ts
 * const SEEN = visibility<TableState>()({
 *   cards: FRENCH_CODEC,
 *   public: ['seats', 'options', 'dealer'],
 *   view: (see) => ({
 *     hand: see.own('hands'), // each seat sees its own hand…
 *     handSizes: see.sizes('hands'), // …and how many cards the others hold
 *     stock: see.size('stock'), // face down
 *     discard: see.cards('discard'), // face up
 *   }),
 * });
 * SEEN.view(state, 1); // { hand: ['7H', …], handSizes: [7, 7, 7], stock: 30, discard: ['QS'], seats: 3, … }
 * ```
 * @module
 */
import type { BaseState } from './game.js';
import { cloneJson } from './json.js';
import { dealUnseen, redealHidden } from './redeal.js';
import type { Rng } from './rng.js';
import type { Seat } from './seats.js';

/**
 * How a game's cards are written in its views: the state keeps card ids, a view their codes.
 * @typeParam C - a card's code in views
 * @category Hidden information
 */
export interface CardCodec<C> {
  /** Every card id of the deck, once per copy (a multiset). */
  readonly deck: readonly number[];
  /** A card's code from its id. */
  code(id: number): C;
  /** A card's id from its code. */
  id(code: C): number;
}

type Cards = readonly number[];
/** The fields of `S` whose values have type `V`. */
type FieldsOf<S, V> = { [K in keyof S]-?: S[K] extends V ? K : never }[keyof S] & string;

/**
 * One field of a view, as a declaration of {@link visibility} states it: which card place of the state it shows and
 * how. Made by the builders a declaration's `view` receives.
 * @typeParam T - the view field's type
 * @typeParam P - the state field of the card place
 * @category Hidden information
 */
export interface Sighting<T, P extends string> {
  /** How the place shows. */
  readonly kind: 'own' | 'sizes' | 'shown' | 'size' | 'cards';
  /** The state field of the card place. */
  readonly place: P;
  /** For `shown`: when every seat sees every list of the place. */
  readonly when?: (state: never) => boolean;
  /** The view field's type; never read at run time. */
  readonly type?: T;
}

/**
 * The builders a declaration's `view` receives, one per way a card place shows in a view.
 * @typeParam S - the game's state
 * @typeParam C - a card's code in views
 * @category Hidden information
 */
export interface Sightings<S, C> {
  /** A place with one list per seat: the viewer's own list (`null` for a spectator); the other seats' lists are hidden. */
  own<P extends FieldsOf<S, readonly Cards[]>>(place: P): Sighting<readonly C[] | null, P>;
  /** A place with one list per seat: how many cards each list holds. */
  sizes<P extends FieldsOf<S, readonly Cards[]>>(place: P): Sighting<readonly number[], P>;
  /** A place with one list per seat: every list, shown to every seat once `when` holds; `null` until then. */
  shown<P extends FieldsOf<S, readonly Cards[]>>(
    place: P,
    when: (state: S) => boolean,
  ): Sighting<readonly (readonly C[])[] | null, P>;
  /** A face-down pile: how many cards it holds; its cards are hidden from every seat. */
  size<P extends FieldsOf<S, Cards>>(place: P): Sighting<number, P>;
  /** A face-up pile: its cards, in order. */
  cards<P extends FieldsOf<S, Cards>>(place: P): Sighting<readonly C[], P>;
}

/** A view declaration: view field names to sightings. @category Hidden information */
export type SightingFields = { readonly [field: string]: Sighting<unknown, string> };

/**
 * The declaration {@link visibility} takes.
 * @typeParam S - the game's state
 * @typeParam C - a card's code in views
 * @typeParam D - the view's card fields
 * @typeParam P - the state fields every seat sees as they are
 * @category Hidden information
 */
export interface VisibilityDeclaration<S, C, D extends SightingFields, P extends keyof S> {
  /** How cards are written in views. */
  readonly cards: CardCodec<C>;
  /** The state's fields every seat sees as they are (copied into the view under the same name). */
  readonly public: readonly P[];
  /** The view's card fields, each made by one of the builders. */
  readonly view: (see: Sightings<S, C>) => D;
  /** Places whose lists the state keeps in an order (hands sorted, say): how a redealt list is sorted. */
  readonly order?: {
    readonly [K in FieldsOf<S, Cards | readonly Cards[]>]?: (a: number, b: number) => number;
  };
}

/**
 * The view fields a declaration of {@link visibility} makes: its card fields, with their types and the comments
 * written on the declaration, and its public fields as the state types and documents them.
 * @typeParam V - a {@link Visibility} (`typeof SEEN`)
 * @category Hidden information
 */
export type VisibleFields<V> =
  V extends Visibility<infer S, infer _C, infer D, infer P> ? FieldsSeen<S, D, P> : never;

/**
 * The view fields of a declaration's parts (what {@link VisibleFields} reads off a {@link Visibility}).
 * @category Hidden information
 */
export type FieldsSeen<S, D extends SightingFields, P extends keyof S> = {
  readonly [K in keyof D]: D[K] extends Sighting<infer T, string> ? T : never;
} & Pick<S, P>;

/**
 * The state fields of the card places a view declaration names (what {@link Visibility.sample} deals).
 * @category Hidden information
 */
export type PlacesOf<D extends SightingFields> = D[keyof D] extends Sighting<unknown, infer P> ? P : never;

/** A card place, as the derivations walk it. */
interface Place {
  readonly name: string;
  /** One list per seat (`own`, `sizes`, `shown`) or one pile (`size`, `cards`). */
  readonly perSeat: boolean;
  /** For a pile: whether it is face down (shown by its size). */
  readonly hidden: boolean;
  /** For a place per seat: whether each seat sees its own list (an `own` field shows it). */
  readonly ownerSees: boolean;
  /** The view fields that show it. */
  readonly fields: Partial<Record<Sighting<unknown, string>['kind'], string>>;
  /** For a place per seat with a `shown` field: when every seat sees every list. */
  readonly when: ((state: never) => boolean) | undefined;
  readonly order: ((a: number, b: number) => number) | undefined;
}

/**
 * Who sees which cards of a game, declared once (see {@link visibility}): the view's card and public fields, the
 * hidden-card redeal and the sampling of a state from a view, all from the one declaration.
 * @typeParam S - the game's state
 * @typeParam C - a card's code in views
 * @typeParam D - the view's card fields
 * @typeParam P - the state fields every seat sees as they are
 * @category Hidden information
 */
export interface Visibility<S, C, D extends SightingFields, P extends keyof S> {
  /** The declaration. */
  readonly declaration: VisibilityDeclaration<S, C, D, P>;
  /**
   * The view fields of a seat (or a spectator): the card fields as declared and the public fields as the state has
   * them. A game's `view` adds its own fields and core's `viewBase`.
   */
  view(state: S, seat: Seat | null): FieldsSeen<S, D, P>;
  /**
   * The state with every card `seat` cannot see dealt again at random among the places that hide them (each list
   * keeps its size, a redealt list is sorted when the declaration orders it) and a fresh random stream: the core of
   * a game's `shuffleHidden`.
   */
  shuffle(state: S, seat: Seat | null, rng: Rng): S;
  /**
   * The card places of a state consistent with what `seat` sees in `view`: the cards it sees where it sees them, the
   * others dealt at random into the hidden lists with the sizes the view shows: the core of a game's `sampleState`.
   * @throws RangeError when the view shows cards the deck does not hold, or is not a view of `seat` (it lacks the
   *   seat's own cards)
   */
  sample(view: FieldsSeen<S, D, P>, seat: Seat, rng: Rng): Pick<S, PlacesOf<D> & keyof S>;
}

const BUILDERS: Sightings<never, never> = {
  own: (place) => ({ kind: 'own', place }),
  sizes: (place) => ({ kind: 'sizes', place }),
  shown: (place, when) => ({ kind: 'shown', place, when }),
  size: (place) => ({ kind: 'size', place }),
  cards: (place) => ({ kind: 'cards', place }),
};

/** The card places a declaration names, in the order it first names them; a contradictory declaration throws. */
function placesOf(
  sightings: SightingFields,
  order: Readonly<Record<string, ((a: number, b: number) => number) | undefined>>,
): Place[] {
  const byName = new Map<string, { perSeat: boolean; fields: Place['fields']; when: Place['when'] }>();
  for (const [field, { kind, place, when }] of Object.entries(sightings)) {
    const perSeat = kind === 'own' || kind === 'sizes' || kind === 'shown';
    const known = byName.get(place) ?? { perSeat, fields: {}, when: undefined };
    const twice = known.fields[kind] !== undefined || (!perSeat && Object.keys(known.fields).length > 0);
    if (known.perSeat !== perSeat || twice)
      throw new TypeError(
        `visibility: the view shows the place '${place}' twice, or in two ways that contradict ('${field}')`,
      );
    byName.set(place, {
      perSeat,
      fields: { ...known.fields, [kind]: field },
      when: when ?? known.when, // a place has one `shown` field at most (a second is refused above)
    });
  }
  return [...byName].map(([name, { perSeat, fields, when }]) => {
    if (perSeat ? !fields.sizes : !fields.size && !fields.cards)
      throw new TypeError(`visibility: the view shows neither the cards nor the sizes of '${name}'`);
    const hidden = !fields.cards;
    return { name, perSeat, hidden, ownerSees: fields.own !== undefined, fields, when, order: order[name] };
  });
}

/**
 * Declares who sees which cards of a game; see the module notes. Called with the state type first:
 * `visibility<MyState>()({ … })`.
 * @typeParam S - the game's state
 * @returns a function that takes the declaration and returns the derived {@link Visibility}
 * @throws TypeError (from the returned function) when the declaration contradicts itself (a place shown both as a
 *   pile and per seat) or hides a place whose sizes the view does not show (a state could not be sampled from it)
 * @example
 * ```ts
 * const SEEN = visibility<TableState>()({
 *   cards: FRENCH_CODEC,
 *   public: ['seats', 'options'],
 *   view: (see) => ({ hand: see.own('hands'), handSizes: see.sizes('hands'), stock: see.size('stock') }),
 *   order: { hands: (a, b) => a - b },
 * });
 * const shuffled = SEEN.shuffle(state, 0, rng); // seat 0's hand kept, the others and the stock redealt
 * ```
 * @category Hidden information
 */
export function visibility<S extends BaseState<unknown>>() {
  return <C, const D extends SightingFields, const P extends keyof S>(
    declaration: VisibilityDeclaration<S, C, D, P>,
  ): Visibility<S, C, D, P> => {
    const fields = declaration.view(BUILDERS as unknown as Sightings<S, C>);
    const places = placesOf(fields, declaration.order ?? {});
    const { code, id, deck } = declaration.cards;
    type Row = Readonly<Record<string, unknown>>;
    const listOf = (state: S, name: string) => (state as unknown as Row)[name] as Cards;
    const listsOf = (state: S, name: string) => (state as unknown as Row)[name] as readonly Cards[];
    const shown = (place: Place, state: S) =>
      (place.when as ((s: S) => boolean) | undefined)?.(state) === true;
    const sort = (place: Place, cards: number[]) => (place.order ? cards.sort(place.order) : cards);
    return {
      declaration,
      view(state, seat) {
        const out: Record<string, unknown> = {};
        for (const [field, { kind, place, when }] of Object.entries(fields)) {
          if (kind === 'own') out[field] = seat === null ? null : listsOf(state, place)[seat]!.map(code);
          else if (kind === 'sizes') out[field] = listsOf(state, place).map((cards) => cards.length);
          else if (kind === 'shown')
            out[field] = (when as (s: S) => boolean)(state)
              ? listsOf(state, place).map((l) => l.map(code))
              : null;
          else if (kind === 'size') out[field] = listOf(state, place).length;
          else out[field] = listOf(state, place).map(code);
        }
        for (const key of declaration.public) out[key as string] = cloneJson(state[key]); // shares nothing with the state
        return out as FieldsSeen<S, D, P>;
      },
      shuffle(state, seat, rng) {
        const lists: Cards[] = [];
        const unseen: boolean[] = [];
        for (const place of places) {
          if (!place.perSeat) {
            lists.push(listOf(state, place.name));
            unseen.push(place.hidden);
            continue;
          }
          const open = shown(place, state);
          for (const [s, cards] of listsOf(state, place.name).entries()) {
            lists.push(cards);
            unseen.push(!open && !(place.ownerSees && s === seat));
          }
        }
        const dealt = redealHidden(lists, unseen, rng).map((cards, i) => ({ cards, redealt: unseen[i] }));
        const out: Record<string, unknown> = { ...(state as unknown as Row) };
        for (const place of places) {
          const next = (): number[] => {
            const { cards, redealt } = dealt.shift()!;
            return redealt ? sort(place, cards) : cards;
          };
          out[place.name] = place.perSeat ? listsOf(state, place.name).map(next) : next();
        }
        return { ...out, rng: rng.fork().state() } as S;
      },
      sample(view, seat, rng) {
        const v = view as unknown as Row;
        const seen: number[] = [];
        const sizes: number[] = [];
        /** Cards the viewer sees in a list: they stay there. */
        const known = (codes: unknown): number[] => {
          const list = (codes as readonly C[]).map(id);
          seen.push(...list);
          return list;
        };
        /** A list hidden from the viewer: only its size is known; it is dealt below. */
        const hidden = (size: unknown): null => {
          sizes.push(size as number);
          return null;
        };
        // Per place (per seat for a place per seat): the cards the viewer sees there, or `null` for a hidden list.
        const slots = places.map((place) => {
          const { own, sizes: sizesField, shown: shownField, size, cards } = place.fields;
          if (!place.perSeat) return [place.hidden ? hidden(v[size!]) : known(v[cards!])];
          const open = shownField === undefined ? null : (v[shownField] as readonly unknown[] | null);
          if (open !== null) return open.map(known);
          if (own !== undefined && !Array.isArray(v[own]))
            throw new RangeError(
              `visibility: the view shows no '${own}' of seat ${seat}: it is not that seat's view`,
            );
          return (v[sizesField!] as readonly number[]).map((count, s) =>
            own !== undefined && s === seat ? known(v[own]) : hidden(count),
          );
        });
        const dealt = dealUnseen(deck, seen, sizes, rng);
        const out: Record<string, unknown> = {};
        places.forEach((place, p) => {
          const lists = slots[p]!.map((cards) => cards ?? sort(place, dealt.shift()!));
          out[place.name] = place.perSeat ? lists : lists[0];
        });
        return out as Pick<S, PlacesOf<D> & keyof S>;
      },
    };
  };
}
