import { type CoinsView, formatCard } from 'cardrules/coins';
import { h } from '../dom.js';
import { backs, card, pending, seatZone, Who, who } from './parts.js';
import type { GameRenderer, RenderContext } from './types.js';

/** Suits of the Spanish deck: code → name, symbol and colour. */
const SUITS: Record<string, { name: string; symbol: string; ink: string; bg: string }> = {
  Cu: { name: 'Cups', symbol: '♥', ink: '#a3231c', bg: '#fff3f2' },
  Co: { name: 'Coins', symbol: '●', ink: '#8a6500', bg: '#fff9e3' },
  Sw: { name: 'Swords', symbol: '♠', ink: '#1f4fa8', bg: '#f1f6ff' },
  Cl: { name: 'Clubs', symbol: '♣', ink: '#1d7340', bg: '#effaf3' },
};
const RULES: Record<string, string> = {
  sameSuit: 'all one suit',
  pair: 'a pair',
  threeSuits: 'three suits',
};

function coin(code: string, small = false, pick?: number) {
  const suit = SUITS[code.slice(0, 2)] ?? { name: '?', symbol: '?', ink: '#333', bg: '#fff' };
  const rank = code.slice(2);
  const style = `color: ${suit.ink}; background: ${suit.bg}; border-color: ${suit.ink}55; min-width: ${small ? 30 : 40}px`;
  const title = formatCard(code as Parameters<typeof formatCard>[0]);
  return card(`${rank}${suit.symbol}`, { style, small, title, ...(pick === undefined ? {} : { pick }) });
}

function decision(v: CoinsView, ctx: RenderContext) {
  const mine = v.toAct === ctx.seat;
  if (v.toAct === null)
    return pending(`The match is over: ${who(ctx, v.winners[0] ?? null)} reached ${v.target} coins.`, false);
  return pending(
    v.trick.length === 0
      ? `${mine ? 'lead' : `${Who(ctx, v.toAct)} leads`} any card (no need to follow suit).`
      : `${mine ? 'play' : `${Who(ctx, v.toAct)} plays`} any card to the trick.`,
    mine,
  );
}

export const coinsRenderer: GameRenderer = {
  view(v: CoinsView, ctx) {
    const last = v.lastTrick ?? v.tricks.at(-1); // also the previous hand's last trick, until the next card
    return h(
      'div',
      { class: 'table-area' },
      decision(v, ctx),
      h(
        'div',
        { class: 'row' },
        h(
          'div',
          { class: 'zone', style: 'flex: 1', id: 'trick' },
          h(
            'div',
            { class: 'zone-title' },
            h('strong', null, 'Trick'),
            h('span', null, `led by ${who(ctx, v.leader)}`),
          ),
          h(
            'div',
            { class: 'row' },
            v.trick.length === 0 ? h('span', { class: 'muted' }, 'no card yet') : null,
            ...v.trick.map((p) =>
              h('span', { class: 'played' }, coin(p.card), h('span', { class: 'count' }, who(ctx, p.seat))),
            ),
          ),
        ),
        last
          ? h(
              'div',
              { class: 'zone', style: 'flex: 1' },
              h(
                'div',
                { class: 'zone-title' },
                h('strong', null, 'Last trick'),
                h(
                  'span',
                  null,
                  `${who(ctx, last.winner)} won ${last.points} coin${last.points === 1 ? '' : 's'} (${RULES[last.rule] ?? last.rule})`,
                ),
              ),
              h(
                'div',
                { class: 'row' },
                ...last.plays.map((p) =>
                  h(
                    'span',
                    { class: 'played' },
                    coin(p.card, true),
                    h('span', { class: 'count' }, who(ctx, p.seat)),
                  ),
                ),
              ),
            )
          : null,
      ),
      h(
        'div',
        { class: 'grid-seats' },
        ...v.handSizes.map((n, s) =>
          seatZone(
            ctx,
            s,
            v.toAct === s,
            h('span', null, s === v.dealer ? 'dealer' : ''),
            h(
              'div',
              { class: 'row' },
              backs(n, String(n), true),
              h('span', { class: 'count' }, 'cards in hand'),
            ),
          ),
        ),
      ),
      h(
        'div',
        { class: 'zone mine', id: 'hand' },
        h(
          'div',
          { class: 'zone-title' },
          h('strong', null, 'Your hand'),
          h(
            'span',
            null,
            `${(v.hand ?? []).length} cards · click one to play it · the first to ${v.target} coins wins`,
          ),
        ),
        h('div', { class: 'row' }, ...(v.hand ?? []).map((c, i) => coin(c, false, i))),
      ),
      h(
        'details',
        { class: 'small' },
        h(
          'summary',
          { class: 'muted' },
          `Hand ${v.handNumber}: ${v.tricks.length} trick${v.tricks.length === 1 ? '' : 's'} played`,
        ),
        h(
          'ol',
          { class: 'list' },
          ...v.tricks.map((t) =>
            h(
              'li',
              null,
              ...t.plays.map((p) => coin(p.card, true)),
              ` → ${who(ctx, t.winner)}, ${t.points} (${RULES[t.rule] ?? t.rule})`,
            ),
          ),
        ),
      ),
    );
  },
  scoreLabel: () => 'Coins won',
};
