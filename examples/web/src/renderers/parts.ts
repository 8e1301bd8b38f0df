/** Small pieces the game renderers share: cards, card backs, seat zones and the pending-decision banner. */
import { type Child, h } from '../dom.js';
import type { RenderContext } from './types.js';

/**
 * A face-up card. `hue` tints it (numbers in the same colour family look alike), or `style` colours it as the game's
 * cards look; `pick` makes it a card of the player's hand that can be clicked to choose a move: its index into
 * `view.hand` (the game says which moves use it).
 */
export function card(
  label: string,
  options: {
    hue?: number;
    style?: string;
    joker?: boolean;
    small?: boolean;
    title?: string;
    pick?: number;
  } = {},
) {
  const cls = [
    'card',
    options.small ? 'small' : '',
    options.joker ? 'joker' : '',
    options.pick === undefined ? '' : 'pickable',
  ]
    .filter(Boolean)
    .join(' ');
  const style =
    options.style ??
    (options.hue === undefined
      ? undefined
      : `color: hsl(${options.hue} 60% 34%); border-color: hsl(${options.hue} 45% 75%)`);
  return options.pick === undefined
    ? h('span', { class: cls, style, title: options.title }, label)
    : h(
        'button',
        {
          type: 'button',
          class: cls,
          style,
          title: options.title,
          'aria-label': options.title ?? label,
          dataset: { pick: String(options.pick) },
        },
        label,
      );
}

/** A face-down pile or hand of `count` cards. */
export function backs(count: number, label = String(count), small = false): HTMLElement {
  return h('span', { class: `card back${small ? ' small' : ''}`, title: `${count} cards` }, label);
}

/** A seat's area on the table. */
export function seatZone(ctx: RenderContext, seat: number, acting: boolean, extra: Child, ...body: Child[]) {
  const mine = seat === ctx.seat;
  return h(
    'div',
    { class: `zone${mine ? ' mine' : ''}${acting ? ' acting' : ''}`, dataset: { seat: String(seat) } },
    h(
      'div',
      { class: 'zone-title' },
      h('strong', null, mine ? 'You' : `Seat ${seat}`),
      ctx.names[seat] && !mine ? h('span', null, ctx.names[seat]) : null,
      extra,
    ),
    ...body,
  );
}

/** The "what is being decided now" banner. */
export function pending(text: Child, mine: boolean): HTMLElement {
  return h(
    'div',
    { class: `pending${mine ? ' mine' : ''}`, id: 'pending' },
    mine ? h('strong', null, 'Your decision: ') : null,
    text,
  );
}

export const who = (ctx: RenderContext, seat: number | null | undefined): string =>
  seat === null || seat === undefined ? 'nobody' : seat === ctx.seat ? 'you' : `seat ${seat}`;

export const Who = (ctx: RenderContext, seat: number | null | undefined): string => {
  const w = who(ctx, seat);
  return w.charAt(0).toUpperCase() + w.slice(1);
};

/**
 * The indices into a hand in the order a table shows its cards: by `rank` (lowest first), identical ranks in the
 * hand's own order. Each index is what the card's `pick` carries.
 * @param hand - the view's hand (`null` for a spectator: no cards)
 * @param rank - where a card goes on the table
 */
export function shownOrder<C>(hand: readonly C[] | null, rank: (card: C) => number): number[] {
  const cards = hand ?? [];
  return cards.map((_, i) => i).sort((a, b) => rank(cards[a]!) - rank(cards[b]!) || a - b);
}
