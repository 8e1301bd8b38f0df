import { formatCard, type LinkoSet, type LinkoView, linko } from 'cardrules/linko';
import { h } from '../dom.js';
import { backs, card, pending, seatZone, shownOrder, Who, who } from './parts.js';
import type { GameRenderer, RenderContext } from './types.js';

const JOKER = 0;
const hue = (c: number) => (c * 27) % 360;

function linkoCard(c: number, small = false, pick?: number) {
  const title = c === JOKER ? 'joker' : formatCard(c as Parameters<typeof formatCard>[0]);
  const p = pick === undefined ? {} : { pick };
  return c === JOKER
    ? card('J', { joker: true, small, title, ...p })
    : card(String(c), { hue: hue(c), small, title, ...p });
}

/** Cards from counts by card (index 0 = joker), numbers up and jokers last. */
function cardsOf(counts: readonly number[], small = false) {
  const out: HTMLElement[] = [];
  for (let c = 1; c < counts.length; c++) for (let i = 0; i < counts[c]!; i++) out.push(linkoCard(c, small));
  for (let i = 0; i < (counts[JOKER] ?? 0); i++) out.push(linkoCard(JOKER, small));
  return out;
}

/** The cards of a hand, numbers up and jokers last, as `cardsOf` shows them; each can be clicked. */
function handCards(hand: readonly number[] | null) {
  return shownOrder(hand, (c) => (c === JOKER ? Number.MAX_SAFE_INTEGER : c)).map((i) =>
    linkoCard(hand![i]!, false, i),
  );
}

function setCards(set: LinkoSet, small = true) {
  const cards: HTMLElement[] = [];
  for (let i = 0; i < set.naturals; i++) cards.push(linkoCard(set.value, small));
  for (let i = 0; i < set.jokers; i++) cards.push(linkoCard(JOKER, small));
  return h('span', { class: 'set', title: `value ${set.value}` }, ...cards);
}

/** A set in the game's own notation. */
const setText = (s: LinkoSet) =>
  linko.formatMove({ type: 'play', value: s.value, naturals: s.naturals, jokers: s.jokers });

function decision(v: LinkoView, ctx: RenderContext) {
  const mine = v.toAct === ctx.seat;
  const actor = Who(ctx, v.toAct);
  switch (v.phase) {
    case 'play':
      return pending(mine ? 'play a set from your hand onto your stack.' : `${actor} plays a set.`, mine);
    case 'offer':
      return pending(
        `${mine ? 'take' : `${actor} may take`} the snatched set ${v.limbo ? setText(v.limbo) : ''} of ${who(ctx, v.victim)} into ${mine ? 'your' : 'their'} hand, or decline it.`,
        mine,
      );
    case 'choice':
      return pending(
        `${mine ? 'take back' : `${actor} takes back`} the declined set ${v.limbo ? setText(v.limbo) : ''}, or discard it and draw ${v.limbo ? v.limbo.naturals + v.limbo.jokers : ''} cards.`,
        mine,
      );
    case 'draw':
      return pending(
        `${mine ? 'draw' : `${actor} draws`} ${v.owed} more card${v.owed === 1 ? '' : 's'} — from the display or the deck.`,
        mine,
      );
    case 'bonus':
      return pending(`${mine ? 'draw' : `${actor} draws`} a bonus card, or pass.`, mine);
    default:
      return pending('The match is over.', false);
  }
}

export const linkoRenderer: GameRenderer = {
  view(v: LinkoView, ctx) {
    const seats = Array.from({ length: v.seats }, (_, s) => s);
    return h(
      'div',
      { class: 'table-area' },
      decision(v, ctx),
      h(
        'div',
        { class: 'row' },
        h(
          'div',
          { class: 'zone', style: 'flex: 1' },
          h(
            'div',
            { class: 'zone-title' },
            h('strong', null, 'Display'),
            h('span', null, 'face up, drawn by snatched players'),
          ),
          h(
            'div',
            { class: 'row', id: 'display' },
            ...[...v.display].sort((a, b) => (a || 99) - (b || 99)).map((c) => linkoCard(c)),
          ),
        ),
        h(
          'div',
          { class: 'zone' },
          h('div', { class: 'zone-title' }, h('strong', null, 'Deck')),
          backs(v.deckSize),
        ),
        h(
          'div',
          { class: 'zone' },
          h('div', { class: 'zone-title' }, h('strong', null, 'Discard')),
          v.discard.length
            ? linkoCard(v.discard[v.discard.length - 1]!)
            : h('span', { class: 'muted' }, 'empty'),
          h('span', { class: 'count' }, ` ${v.discard.length}`),
        ),
      ),
      v.limbo
        ? h(
            'div',
            { class: 'row' },
            h('span', { class: 'muted' }, 'Snatched set in question: '),
            setCards(v.limbo, false),
          )
        : null,
      h(
        'div',
        { class: 'grid-seats' },
        ...seats.map((s) =>
          seatZone(
            ctx,
            s,
            v.toAct === s,
            h('span', null, `${v.handSizes[s]} in hand${s === v.current ? ' · turn' : ''}`),
            h(
              'div',
              { class: 'stack' },
              v.stacks[s]!.length === 0
                ? h('span', { class: 'muted small' }, 'empty stack')
                : v.stacks[s]!.map((set, i, all) =>
                    h(
                      'div',
                      { class: `stack-set${i === all.length - 1 ? ' top' : ''}` },
                      setCards(set),
                      i === all.length - 1 ? h('span', { class: 'count' }, ' top') : null,
                    ),
                  ),
            ),
            s !== ctx.seat && (v.known[s] ?? []).some((n) => n > 0)
              ? h(
                  'div',
                  { class: 'small' },
                  h('span', { class: 'muted' }, 'known in hand: '),
                  ...cardsOf(v.known[s]!, true),
                )
              : null,
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
          h('span', null, `${v.hand?.length ?? 0} cards · click a card to play sets of it`),
        ),
        h('div', { class: 'row' }, ...handCards(v.hand)),
      ),
      h(
        'div',
        { class: 'small muted' },
        `Game ${v.handNumber} of ${v.options.games}${v.options.amigo2022 ? ' · AMIGO 2022 rules' : ''} · turn ${v.turn + 1}`,
        v.results.length ? ` · earlier games: ${v.results.map((r) => r.scores.join('/')).join('; ')}` : '',
      ),
    );
  },
  scoreLabel: () => 'Points',
};
