import { type DalmutiView, dalmuti, formatCard } from 'cardrules/dalmuti';
import { h } from '../dom.js';
import { card, pending, seatZone, Who, who } from './parts.js';
import type { GameRenderer, RenderContext } from './types.js';

const JESTER = 13;
const ROLE_NAMES: Record<string, string> = {
  greaterDalmuti: 'Greater Dalmuti',
  lesserDalmuti: 'Lesser Dalmuti',
  merchant: 'Merchant',
  lesserPeon: 'Lesser Peon',
  greaterPeon: 'Greater Peon',
};
const TAXES = [
  ['gpTribute', "Greater Peon's tribute"],
  ['gdGift', "Greater Dalmuti's gift"],
  ['lpTribute', "Lesser Peon's tribute"],
  ['ldGift', "Lesser Dalmuti's gift"],
] as const;
const hue = (r: number) => 200 + r * 12;

function dcard(r: number, small = false, pick?: number) {
  const title = formatCard(r as Parameters<typeof formatCard>[0]);
  const p = pick === undefined ? {} : { pick };
  return r === JESTER
    ? card('J', { joker: true, small, title, ...p })
    : card(String(r), { hue: hue(r), small, title, ...p });
}

function setCards(rank: number, naturals: number, jesters: number, small = true) {
  const cards: HTMLElement[] = [];
  for (let i = 0; i < naturals; i++) cards.push(dcard(rank, small));
  for (let i = 0; i < jesters; i++) cards.push(dcard(JESTER, small));
  return h('span', { class: 'set' }, ...cards);
}

/** A set in the game's own notation. */
const setText = (rank: number, naturals: number, jesters: number) =>
  dalmuti.formatMove({ type: 'play', rank, naturals, jesters });

function decision(v: DalmutiView, ctx: RenderContext) {
  const mine = v.toAct === ctx.seat;
  const actor = Who(ctx, v.toAct);
  switch (v.phase) {
    case 'revolution':
      return pending(
        `${mine ? 'you hold' : `${actor} holds`} both Jesters: declare a revolution (no taxes this hand), or not.`,
        mine,
      );
    case 'tax':
      return pending(
        `taxes: the Peons' best cards go up; ${mine ? 'choose' : `${actor} chooses`} the cards to give back down.`,
        mine,
      );
    case 'swap':
      return pending(
        `${mine ? 'choose' : `${actor} chooses`} a Merchant to swap one card with, or skip.`,
        mine,
      );
    case 'play':
      return pending(
        v.top === null
          ? `${mine ? 'lead' : `${actor} leads`} any set of equal cards.`
          : `${mine ? 'beat' : `${actor} may beat`} ${setText(v.top.rank, v.top.naturals, v.top.jesters)} with as many cards of a better (lower) rank, or pass.`,
        mine,
      );
    case 'join':
      return pending(`${actor} places the newcomer.`, mine);
    default:
      return pending('The match is over.', false);
  }
}

export const dalmutiRenderer: GameRenderer = {
  view(v: DalmutiView, ctx) {
    return h(
      'div',
      { class: 'table-area' },
      decision(v, ctx),
      h(
        'div',
        { class: 'row' },
        h(
          'div',
          { class: 'zone', style: 'flex: 1', id: 'table' },
          h(
            'div',
            { class: 'zone-title' },
            h('strong', null, 'Table'),
            h('span', null, v.top ? `played by ${who(ctx, v.top.seat)}` : 'a lead is due'),
          ),
          v.top
            ? setCards(v.top.rank, v.top.naturals, v.top.jesters, false)
            : h('span', { class: 'muted' }, 'empty'),
          v.round.length
            ? h(
                'div',
                { class: 'small muted' },
                'this round: ',
                v.round
                  .map(
                    (e) =>
                      `${e.seat === ctx.seat ? 'you' : `s${e.seat}`} ${e.rank === 0 ? 'pass' : setText(e.rank, e.naturals, e.jesters)}`,
                  )
                  .join(' · '),
              )
            : null,
        ),
        v.revolution
          ? h(
              'div',
              { class: 'zone' },
              h('div', { class: 'zone-title' }, h('strong', null, 'Revolution')),
              `${Who(ctx, v.revolution.seat)} held both Jesters and ${v.revolution.declared ? `declared a ${v.revolution.greater ? 'Greater Revolution (the ranks are reversed)' : 'revolution (no taxes this hand)'}` : 'kept the order'}.`,
            )
          : null,
      ),
      h(
        'div',
        { class: 'grid-seats' },
        ...v.seating.map((s) =>
          seatZone(
            ctx,
            s,
            v.toAct === s,
            h(
              'span',
              null,
              `${v.roles[s] ? ROLE_NAMES[v.roles[s]!] : 'newcomer'} · ${v.handSizes[s]} cards${v.finished.includes(s) ? ` · out ${v.finished.indexOf(s) + 1}.` : ''}`,
            ),
          ),
        ),
      ),
      v.tax && (v.tax.gdGift || v.tax.gpTribute || v.tax.ldGift || v.tax.lpTribute)
        ? h(
            'div',
            { class: 'small' },
            h('span', { class: 'muted' }, 'taxes you can see: '),
            ...TAXES.flatMap(([k, label]) =>
              v.tax![k]
                ? [h('span', { class: 'muted' }, ` ${label} `), ...v.tax![k]!.map((r) => dcard(r, true))]
                : [],
            ),
          )
        : null,
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
            `${v.handSizes[ctx.seat] ?? 0} cards · 1 is the best rank, 12 the worst; J = Jester · click a card to play it`,
          ),
        ),
        h('div', { class: 'row' }, ...(v.hand ?? []).map((r, i) => dcard(r, false, i))),
      ),
      h(
        'div',
        { class: 'small muted' },
        `Hand ${v.handNumber} of ${v.options.hands} · taxation ${v.options.taxation}`,
      ),
    );
  },
  scoreLabel: (v: DalmutiView) =>
    (v.options as { scoring?: boolean }).scoring ? 'Points' : 'Standing (last hand)',
};
