import { h } from '../dom.js';
import { card } from './parts.js';
import type { GameRenderer } from './types.js';

/**
 * The look of a game without a renderer of its own, drawn from the contract alone: the game's description of the
 * view (`describeView`, worded for the player: "your turn", the other seats by name), then the player's hand as
 * clickable cards in the game's notation (`formatCard`). Which moves a card stands for is the game's `cardsOfMove`,
 * as for every look. Any game of the registry is readable and playable with it.
 */
export const plainRenderer: GameRenderer = {
  view(view: { readonly hand: readonly unknown[] | null }, ctx) {
    const naming = { viewer: ctx.seat, seatName: (seat: number) => ctx.names[seat] ?? `seat ${seat}` };
    const hand = view.hand ?? [];
    return h(
      'div',
      { class: 'table-area plain' },
      h(
        'div',
        { class: 'zone', id: 'table' },
        ...ctx.game.describeView(view, naming).map((line: string) => h('p', { class: 'line' }, line)),
      ),
      h(
        'div',
        { class: 'zone mine', id: 'hand' },
        h(
          'div',
          { class: 'zone-title' },
          h('strong', null, 'Your hand'),
          h('span', null, `${hand.length} card${hand.length === 1 ? '' : 's'} · click one to play it`),
        ),
        h(
          'div',
          { class: 'row' },
          ...hand.map((c, i) => {
            const words = ctx.game.formatCard(c);
            return card(words, { pick: i, title: words });
          }),
        ),
      ),
    );
  },
};
