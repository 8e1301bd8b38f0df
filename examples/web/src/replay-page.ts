/**
 * The replay check: paste a game record, replay it with `replay` from `cardrules/core`, and read the state hash.
 * The same record gives the same hash in Node and in every browser.
 */
import { getGame, replay, stateHash } from 'cardrules';
import { h } from './dom.js';
import './style.css';

const input = h('textarea', {
  id: 'record',
  rows: 14,
  spellcheck: false,
  placeholder: '{ "game": "…", "moves": [] }',
});
const result = h('div', { id: 'result', class: 'small' });
const hash = h('code', { id: 'replay-hash' });

function run(): void {
  document.body.dataset.status = 'busy';
  hash.textContent = '';
  try {
    const record = JSON.parse(input.value) as { game?: unknown };
    const game = typeof record.game === 'string' ? getGame(record.game) : undefined;
    if (!game) throw new Error(`unknown game ${JSON.stringify(record.game)}`);
    const r = replay(game, record);
    if (!r.ok) {
      const e = r.error;
      // Moves are numbered from 1, here as everywhere.
      throw new Error(
        e.moveIndex === undefined
          ? e.message
          : `move ${e.moveIndex + 1} is illegal: ${e.violation?.message ?? e.message}`,
      );
    }
    hash.textContent = stateHash(r.value);
    result.textContent = `Replayed ${(record as { moves: unknown[] }).moves.length} moves of ${game.name}; over: ${game.isOver(r.value) ? 'yes' : 'no'}.`;
    result.className = 'small';
  } catch (e) {
    result.textContent = `Cannot replay: ${e instanceof Error ? e.message : String(e)}`;
    result.className = 'small error-text';
  }
  document.body.dataset.status = 'done';
}

document
  .getElementById('app')!
  .append(
    h('header', null, h('h1', null, 'cardrules ', h('span', { class: 'muted' }, 'replay check'))),
    h(
      'main',
      { style: 'grid-template-columns: 1fr; max-width: 900px' },
      h(
        'section',
        { class: 'panel' },
        h('h2', null, 'Game record (JSON)'),
        input,
        h(
          'div',
          { class: 'buttons', style: 'margin-top: 8px' },
          h('button', { id: 'replay', class: 'primary', onclick: run }, 'Replay'),
        ),
        result,
        h('p', null, 'State hash: ', hash),
      ),
    ),
  );
