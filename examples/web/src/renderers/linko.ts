import type { LinkoEvent, LinkoSet, LinkoView } from 'cardrules/linko';
import { h } from '../dom.js';
import { backs, card, pending, seatZone, Who, who } from './parts.js';
import type { GameRenderer, RenderContext } from './types.js';

const JOKER = 0;
const name = (c: number) => (c === JOKER ? 'X' : String(c));
const hue = (c: number) => (c * 27) % 360;

function linkoCard(c: number, small = false) {
  return c === JOKER ? card('X', { joker: true, small }) : card(String(c), { hue: hue(c), small });
}

/** Cards from counts by card (index 0 = joker). */
function cardsOf(counts: readonly number[], small = false) {
  const out: HTMLElement[] = [];
  for (let c = 1; c < counts.length; c++) for (let i = 0; i < counts[c]!; i++) out.push(linkoCard(c, small));
  for (let i = 0; i < (counts[JOKER] ?? 0); i++) out.push(linkoCard(JOKER, small));
  return out;
}

function setCards(set: LinkoSet, small = true) {
  const cards: HTMLElement[] = [];
  for (let i = 0; i < set.naturals; i++) cards.push(linkoCard(set.value, small));
  for (let i = 0; i < set.jokers; i++) cards.push(linkoCard(JOKER, small));
  return h('span', { class: 'set', title: `value ${set.value}` }, ...cards);
}

const setText = (s: LinkoSet) =>
  s.naturals === 0
    ? `${s.jokers} joker${s.jokers > 1 ? 's' : ''}`
    : `${s.naturals}×${s.value}${s.jokers ? ` + ${s.jokers}X` : ''}`;

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
            h(
              'span',
              null,
              `${v.handSizes[s]} in hand${s === v.current ? ' · turn' : ''} · score ${v.scores[s] ?? 0}`,
            ),
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
          h('span', null, `${v.hand ? v.hand.reduce((a, b) => a + b, 0) : 0} cards`),
        ),
        h('div', { class: 'row' }, ...(v.hand ? cardsOf(v.hand) : [])),
      ),
      h(
        'div',
        { class: 'small muted' },
        `Game ${v.gameIndex + 1} of ${v.options.games}${v.options.amigo2022 ? ' · AMIGO 2022 rules' : ''} · turn ${v.turn + 1}`,
        v.results.length ? ` · earlier games: ${v.results.map((r) => r.scores.join('/')).join('; ')}` : '',
      ),
    );
  },
  event(e: LinkoEvent, ctx) {
    switch (e.type) {
      case 'setPlayed':
        return `${Who(ctx, e.seat)} played ${setText(e.set)}`;
      case 'snatch':
        return `${Who(ctx, e.by)} snatched ${setText(e.set)} from ${who(ctx, e.victim)}`;
      case 'taken':
        return `${Who(ctx, e.by)} took ${setText(e.set)} into hand`;
      case 'declined':
        return `${Who(ctx, e.by)} declined ${setText(e.set)}`;
      case 'takenBack':
        return `${Who(ctx, e.seat)} took back ${setText(e.set)}`;
      case 'discarded':
        return `${Who(ctx, e.seat)} discarded ${setText(e.set)}`;
      case 'cardDrawn': {
        // A card drawn from the deck is private to the drawer: show it only to that seat.
        const seen = e.visibleTo === null || e.visibleTo === ctx.seat;
        return `${Who(ctx, e.seat)} drew ${seen && e.card !== null ? name(e.card) : 'a card'} from the ${e.from}`;
      }
      case 'passed':
        return `${Who(ctx, e.seat)} passed`;
      case 'displayRefilled':
        return `display refilled: ${e.cards.map(name).join(' ')}`;
      case 'turnStarted':
        return `${Who(ctx, e.seat)} ${e.seat === ctx.seat ? 'are' : 'is'} to play`;
      case 'gameStarted':
        return `game ${e.game + 1} starts with ${who(ctx, e.startSeat)}`;
      case 'gameEnded':
        return `game ${e.game + 1} over (${e.reason}): ${e.scores.join(' / ')}`;
      case 'matchEnded':
        return `match over: ${e.totals.join(' / ')}`;
      default:
        return null;
    }
  },
};
