import {
  attemptPlacement,
  type BigFishCard,
  type BigFishState,
  type BigFishView,
  formatCard,
} from 'cardrules/bigfish';
import { h } from '../dom.js';
import { backs, card, pending, seatZone, Who, who } from './parts.js';
import type { GameRenderer, Mistake, RenderContext } from './types.js';

/** The rules a mistaken placement breaks, named as the rules page names them (L1, L2). */
const RULE_NAMES: Readonly<Record<string, string>> = { L1: 'colour forcing', L2: 'one row per turn' };

/**
 * Whether a legal placement is a mistake the game penalises (penalty mode), as `attemptPlacement` judges it: the
 * rule it breaks, and the game's sentence for it (what is wrong, and that the mistake card moves).
 */
function placementMistake(state: unknown, move: unknown, seat: number): Mistake | null {
  if ((state as BigFishState).options.mistakes !== 'penalty') return null; // mistakes are refused, never offered
  const r = attemptPlacement(state as BigFishState, move, seat);
  if (!r.penalized || !r.violation) return null;
  const rule = r.violation.rule;
  const name = (rule && RULE_NAMES[rule]) ?? rule ?? r.violation.code;
  const already = r.events.some((e) => e.type === 'mistake' && e.from === seat);
  return {
    rule,
    short: `${name}, ${already ? 'you keep the mistake card' : 'costs the mistake card'}`,
    why: r.violation.message,
  };
}

const COLOURS: Record<string, { name: string; bg: string; ink: string }> = {
  R: { name: 'red', bg: '#fde2e1', ink: '#a3231c' },
  Y: { name: 'yellow', bg: '#fff3c4', ink: '#8a6500' },
  G: { name: 'green', bg: '#dcf3e3', ink: '#1d7340' },
  B: { name: 'blue', bg: '#dde9fd', ink: '#1f4fa8' },
  P: { name: 'purple', bg: '#efe1fb', ink: '#6b2aa0' },
};

function fish(c: string, small = false, pick?: number) {
  const col = COLOURS[c[0]!] ?? { name: c[0]!, bg: '#fff', ink: '#333' };
  const style = `background: ${col.bg}; color: ${col.ink}; border-color: ${col.ink}55`;
  const title = formatCard(c as BigFishCard);
  return card(c.slice(1), { style, small, title, ...(pick === undefined ? {} : { pick }) });
}

/** 'plus 17 · minus 7 · bonuses 2' (zero parts and the total left out: the score column has it). */
function scoreParts(line: Record<string, number>): string {
  return Object.entries(line)
    .filter(([k, n]) => k !== 'total' && n !== 0)
    .map(([k, n]) => `${k} ${n}`)
    .join(' · ');
}

const cards = (list: readonly string[], small = false) => list.map((c) => fish(c, small));
const sum = (list: readonly string[]) => list.reduce((a, c) => a + Number(c.slice(1)), 0);

function decision(v: BigFishView, ctx: RenderContext) {
  const mine = v.toAct === ctx.seat;
  const actor = Who(ctx, v.toAct);
  switch (v.phase) {
    case 'place':
      return pending(
        v.placed === 0
          ? `${mine ? 'place' : `${actor} places`} a card from ${mine ? 'your' : 'their'} hand at the end of a row.`
          : `${mine ? 'place' : `${actor} places`} another card on row ${(v.turnRow ?? 0) + 1}, or end the turn (${v.placed} placed).`,
        mine,
      );
    case 'choosePlus':
      return pending(
        `${mine ? 'choose' : `${actor} chooses`} which cards of the taken row go to the plus pile.`,
        mine,
      );
    case 'chooseBonus':
      return pending(
        `${mine ? 'choose' : `${actor} chooses`} a bonus card: ${v.bonusOptions.join(', ')}.`,
        mine,
      );
    default:
      return pending('The game is over.', false);
  }
}

export const bigfishRenderer: GameRenderer = {
  view(v: BigFishView, ctx) {
    const seats = Array.from({ length: v.seats }, (_, s) => s);
    return h(
      'div',
      { class: 'table-area' },
      decision(v, ctx),
      h(
        'div',
        { class: 'zone', id: 'rows' },
        h(
          'div',
          { class: 'zone-title' },
          h('strong', null, 'Rows'),
          h('span', null, `common deck ${v.commonSize} · box ${v.boxSize}`),
        ),
        ...v.rows.map((row, i) =>
          h(
            'div',
            { class: `fish-row${i === v.turnRow ? ' active' : ''}`, dataset: { row: String(i) } },
            h('span', { class: 'row-label' }, `Row ${i + 1}`),
            row === null
              ? h('span', { class: 'muted' }, 'closed')
              : h('span', { class: 'row' }, ...cards(row)),
            row?.length ? h('span', { class: 'count' }, `Σ ${sum(row)}`) : null,
          ),
        ),
      ),
      h(
        'div',
        { class: 'grid-seats' },
        ...seats.map((s) => {
          const line = v.scoreLines[s];
          return seatZone(
            ctx,
            s,
            v.toAct === s,
            h(
              'span',
              null,
              `${v.handSizes[s]} in hand · pile ${v.pileSizes[s]}${v.out[s] ? ' · out' : ''}${v.mistakeHolder === s ? ' · mistake card' : ''}`,
            ),
            h(
              'div',
              { class: 'small' },
              h('span', { class: 'muted' }, 'plus '),
              ...cards(v.plus[s] ?? [], true),
              h('span', { class: 'count' }, ` +${sum(v.plus[s] ?? [])}`),
            ),
            h(
              'div',
              { class: 'small' },
              h('span', { class: 'muted' }, 'minus '),
              ...cards(v.minus[s] ?? [], true),
              h('span', { class: 'count' }, ` −${sum(v.minus[s] ?? [])}`),
            ),
            s !== ctx.seat && (v.revealed[s] ?? []).length
              ? h(
                  'div',
                  { class: 'small' },
                  h('span', { class: 'muted' }, 'revealed '),
                  ...cards(v.revealed[s]!, true),
                )
              : null,
            line && scoreParts(line as unknown as Record<string, number>)
              ? h('div', { class: 'small muted' }, scoreParts(line as unknown as Record<string, number>))
              : null,
          );
        }),
      ),
      h(
        'div',
        { class: 'row' },
        h(
          'div',
          { class: 'zone mine', id: 'hand', style: 'flex: 1' },
          h(
            'div',
            { class: 'zone-title' },
            h('strong', null, 'Your hand'),
            h(
              'span',
              null,
              `pile of ${v.pileSizes[ctx.seat] ?? 0} behind it · click a card to place it${v.options.mistakes === 'penalty' ? ' (any row is offered: a wrong one is marked as a mistake and costs the mistake card)' : ''}`,
            ),
          ),
          h(
            'div',
            { class: 'row' },
            ...(v.hand ?? []).map((c, i) => fish(c, false, i)),
            (v.pileSizes[ctx.seat] ?? 0) > 0
              ? backs(v.pileSizes[ctx.seat]!, String(v.pileSizes[ctx.seat]), true)
              : null,
          ),
        ),
        h(
          'div',
          { class: 'zone' },
          h('div', { class: 'zone-title' }, h('strong', null, 'Bonus cards')),
          h(
            'div',
            { class: 'chips' },
            v.bonuses.length === 0 ? h('span', { class: 'muted' }, 'none in this game') : null,
            ...v.bonuses.map((b) =>
              h(
                'span',
                {
                  class: 'chip',
                  title: b.holder === null ? 'in the supply' : `held by ${who(ctx, b.holder)}`,
                },
                `${b.id}${b.holder === null ? '' : ` · ${b.holder === ctx.seat ? 'you' : `s${b.holder}`}`}`,
              ),
            ),
          ),
        ),
      ),
    );
  },
  scoreLabel: () => 'Points',
  mistake: placementMistake,
};
