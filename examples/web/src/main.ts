/**
 * The cardrules playground: pick a game, seats and bots, and play one seat against bots to the end of the match.
 * Everything comes from the package's public entry points, as in any app.
 *
 * URL parameters (handy for links and tests): game, seats, seed, human, bots (comma-separated bot ids),
 * options (JSON), speed (bot delay in ms; 0 = instant), autostart=1.
 */
import { type AnyGame, createRecord, games, getGame, randomSeed, replay, stateHash } from 'cardrules';
import { type BotKind, botKinds, makeSeatPlayers, type SeatPlayer } from './bots.js';
import { fill, h } from './dom.js';
import { describeEvent } from './generic.js';
import { rendererFor } from './renderers/index.js';
import type { RenderContext } from './renderers/types.js';
import './style.css';

interface Violation {
  readonly code: string;
  readonly rule: string | null;
  readonly message: string;
}

interface LoggedEvent {
  readonly index: number;
  readonly seat: number;
  readonly move: string;
  readonly lines: readonly string[];
}

interface SeatBot {
  readonly kind: BotKind;
  /** Plays from the seat's view; seeded, so a seeded match plays the same way every time. */
  readonly play: SeatPlayer;
}

interface Match {
  readonly game: AnyGame;
  readonly seats: number;
  readonly seed: string | number;
  readonly options: Record<string, unknown>;
  readonly human: number;
  readonly bots: readonly (SeatBot | null)[];
  state: unknown;
  moves: unknown[];
  log: LoggedEvent[];
  violation: Violation | null;
  notice: string | null;
}

const params = new URLSearchParams(location.search);
const speed = Number(params.get('speed') ?? 350);
let match: Match | null = null;
let botTimer: ReturnType<typeof setTimeout> | null = null;

// ---------- layout ----------
const gameSelect = h('select', { id: 'game', 'aria-label': 'Game' });
const seatsInput = h('input', { id: 'seats', type: 'number', 'aria-label': 'Seats' });
const seedInput = h('input', { id: 'seed', type: 'text', placeholder: 'random', 'aria-label': 'Seed' });
const humanSelect = h('select', { id: 'human', 'aria-label': 'Your seat' });
const botsBox = h('span', { id: 'bots', class: 'bots' });
const optionsInput = h('input', {
  id: 'options',
  type: 'text',
  value: params.get('options') ?? '{}',
  'aria-label': 'Options (JSON)',
});
const setupError = h('span', { id: 'setup-error', class: 'error-text' });

const viewPanel = h('section', { id: 'view', class: 'panel view' });
const statusLine = h('div', { id: 'status', class: 'status', role: 'status', 'aria-live': 'polite' });
const movesPanel = h('div', { id: 'moves', class: 'moves' });
const moveInput = h('textarea', {
  id: 'move-input',
  rows: 2,
  spellcheck: false,
  placeholder: '{ "type": "…" }  — any move as JSON',
});
const violationBox = h('div', { id: 'violation', class: 'violation', role: 'alert', hidden: true });
const scoresPanel = h('div', { id: 'scores' });
const eventsList = h('ol', { id: 'events', class: 'events' });
const recordText = h('textarea', { id: 'record-text', rows: 6, spellcheck: false });
const recordStatus = h('div', { id: 'record-status', class: 'small' });
const hashLine = h('code', { id: 'hash' });

function setupForm(): HTMLElement {
  return h(
    'form',
    {
      class: 'setup',
      onsubmit: (e: Event) => {
        e.preventDefault();
        startFromForm();
      },
    },
    h('label', null, 'Game ', gameSelect),
    h('label', null, 'Seats ', seatsInput),
    h('label', null, 'You play ', humanSelect),
    h('label', null, 'Bots ', botsBox),
    h('label', null, 'Seed ', seedInput),
    h('label', null, 'Options ', optionsInput),
    h('button', { id: 'start', type: 'submit', class: 'primary' }, 'New match'),
    setupError,
  );
}

function layout(): void {
  const app = document.getElementById('app')!;
  fill(
    app,
    h('header', null, h('h1', null, 'cardrules ', h('span', { class: 'muted' }, 'playground')), setupForm()),
    h(
      'main',
      null,
      h(
        'div',
        { class: 'left' },
        statusLine,
        viewPanel,
        h(
          'section',
          { class: 'panel' },
          h('h2', null, 'Your legal moves'),
          movesPanel,
          h(
            'details',
            { class: 'try', id: 'try' },
            h('summary', null, 'Type a move (JSON) — the engine checks it'),
            h(
              'div',
              { class: 'try-row' },
              moveInput,
              h('button', { id: 'try-move', type: 'button', onclick: tryTypedMove }, 'Play'),
            ),
          ),
          violationBox,
        ),
      ),
      h(
        'aside',
        { class: 'right' },
        h('section', { class: 'panel' }, h('h2', null, 'Scores'), scoresPanel),
        h('section', { class: 'panel' }, h('h2', null, 'Events'), eventsList),
        h(
          'section',
          { class: 'panel' },
          h('h2', null, 'Game record'),
          h(
            'div',
            { class: 'buttons' },
            h('button', { id: 'export', type: 'button', onclick: exportRecord }, 'Export'),
            h('button', { id: 'download', type: 'button', onclick: downloadRecord }, 'Download'),
            h('button', { id: 'import', type: 'button', onclick: importRecord }, 'Import & replay'),
          ),
          recordText,
          recordStatus,
          h('div', { class: 'small muted' }, 'Position hash ', hashLine),
        ),
      ),
    ),
  );
}

// ---------- setup ----------
function fillGamePicker(): void {
  const ids = Object.keys(games);
  fill(gameSelect, ...ids.map((id) => h('option', { value: id }, games[id]!.name)));
  if (ids.length === 0) setupError.textContent = 'No games are registered in this build of cardrules.';
  const wanted = params.get('game');
  if (wanted && ids.includes(wanted)) gameSelect.value = wanted;
  gameSelect.onchange = () => onGameChange();
  seatsInput.onchange = () => fillSeatPickers();
}

function onGameChange(seats?: number): void {
  const game = getGame(gameSelect.value);
  if (!game) return;
  seatsInput.min = String(game.seats.min);
  seatsInput.max = String(game.seats.max);
  seatsInput.value = String(seats ?? Math.min(Math.max(3, game.seats.min), game.seats.max));
  fillSeatPickers();
}

function fillSeatPickers(humanSeat?: number, botIds?: readonly string[]): void {
  const game = getGame(gameSelect.value);
  if (!game) return;
  const n = clampSeats(game, Number(seatsInput.value));
  seatsInput.value = String(n);
  const previous = Number(humanSelect.value || 0);
  fill(humanSelect, ...Array.from({ length: n }, (_, s) => h('option', { value: String(s) }, `Seat ${s}`)));
  humanSelect.value = String(humanSeat ?? Math.min(previous, n - 1));
  const kinds = botKinds(game);
  fill(
    botsBox,
    ...Array.from({ length: n }, (_, s) =>
      h(
        'select',
        { class: 'bot', dataset: { seat: String(s) }, 'aria-label': `Bot for seat ${s}` },
        ...kinds.map((k) => h('option', { value: k.id, selected: botIds?.[s] === k.id }, `${s}: ${k.name}`)),
        h('option', { value: 'you', class: 'you' }, `${s}: You`),
      ),
    ),
  );
  humanSelect.onchange = () => markHumanBot();
  markHumanBot();
}

function markHumanBot(): void {
  for (const sel of botsBox.querySelectorAll('select')) {
    const mine = sel.dataset.seat === humanSelect.value;
    if (mine) sel.value = 'you';
    else if (sel.value === 'you') sel.selectedIndex = 0;
    sel.disabled = mine;
  }
}

function clampSeats(game: AnyGame, n: number): number {
  return Number.isInteger(n) ? Math.min(Math.max(n, game.seats.min), game.seats.max) : game.seats.min;
}

function startFromForm(): void {
  const game = getGame(gameSelect.value);
  if (!game) return;
  let options: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(optionsInput.value || '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error('not an object');
    options = parsed as Record<string, unknown>;
  } catch {
    setupError.textContent = 'Options must be a JSON object, e.g. {}';
    return;
  }
  const seed = seedInput.value.trim() === '' ? randomSeed() : parseSeed(seedInput.value.trim());
  const seats = clampSeats(game, Number(seatsInput.value));
  const botIds = [...botsBox.querySelectorAll('select')].map((s) => s.value);
  startMatch(game, seats, seed, options, Number(humanSelect.value), botIds, null);
}

function parseSeed(text: string): string | number {
  return /^-?\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : text;
}

function startMatch(
  game: AnyGame,
  seats: number,
  seed: string | number,
  options: Record<string, unknown>,
  human: number,
  botIds: readonly string[],
  moves: readonly unknown[] | null,
): boolean {
  if (botTimer) clearTimeout(botTimer);
  setupError.textContent = '';
  const kinds = botKinds(game);
  const chosen = Array.from({ length: seats }, (_, s) =>
    s === human ? null : (kinds.find((k) => k.id === botIds[s]) ?? kinds[0]!),
  );
  const players = makeSeatPlayers(game, chosen, String(seed));
  const bots = chosen.map((kind, s): SeatBot | null => (kind ? { kind, play: players[s]! } : null));
  let state: unknown;
  const log: LoggedEvent[] = [];
  if (moves === null) {
    try {
      state = game.setup({ ...options, seats, seed });
    } catch (e) {
      setupError.textContent = e instanceof Error ? explainSetupError(e) : String(e);
      return false;
    }
  } else {
    const record = createRecordFrom(game, seats, seed, options, moves);
    const replayed = replay(game, record);
    if (!replayed.ok) {
      recordStatus.textContent = `Cannot replay: ${replayed.error.message}`;
      recordStatus.className = 'small error-text';
      return false;
    }
    state = replayed.value;
    log.push({ index: moves.length, seat: -1, move: '', lines: [`replayed ${moves.length} moves`] });
  }
  match = {
    game,
    seats,
    seed,
    options,
    human,
    bots,
    state,
    moves: [...(moves ?? [])],
    log,
    violation: null,
    notice: null,
  };
  seedInput.value = String(seed);
  render();
  scheduleBots();
  return true;
}

function explainSetupError(e: Error): string {
  const issues = (e as Error & { issues?: readonly { path: string; message: string }[] }).issues;
  return issues?.length
    ? `${e.message}: ${issues.map((i) => `${i.path} ${i.message}`).join('; ')}`
    : e.message;
}

function createRecordFrom(
  game: AnyGame,
  seats: number,
  seed: string | number,
  options: Record<string, unknown>,
  moves: readonly unknown[],
) {
  return createRecord(game, { ...options, seats, seed }, moves);
}

// ---------- playing ----------
function names(m: Match): string[] {
  return Array.from({ length: m.seats }, (_, s) =>
    s === m.human ? 'You' : `${m.bots[s]?.kind.name ?? 'Bot'} bot`,
  );
}

function play(m: Match, move: unknown): void {
  const seat = m.game.toAct(m.state);
  if (seat === null) return;
  const step = m.game.applyMoveWithEvents(m.state, move);
  m.state = step.state;
  m.moves.push(move);
  const ctx = renderContext(m);
  const renderer = rendererFor(m.game.id);
  m.log.push({
    index: m.moves.length,
    seat,
    move: m.game.formatMove(move),
    lines: step.events.map((e) => renderer.event?.(e, ctx) ?? describeEvent(e)),
  });
  m.violation = null;
}

function renderContext(m: Match): RenderContext {
  return { seat: m.human, seats: m.seats, names: names(m) };
}

/** The bot's choice for the seat to act: it sees only that seat's view and the legal moves. */
async function botMove(m: Match, seat: number): Promise<unknown> {
  const bot = m.bots[seat]!;
  return bot.play(m.game.view(m.state, seat), m.game.legalMoves(m.state));
}

function scheduleBots(): void {
  const m = match;
  if (!m) return;
  if (botTimer) clearTimeout(botTimer);
  const actor = m.game.toAct(m.state);
  if (actor === null || actor === m.human) return;
  botTimer = setTimeout(
    async () => {
      botTimer = null;
      // Instant speed plays every bot decision up to the human's next decision or the end of the match.
      do {
        const seat = m.game.toAct(m.state);
        if (match !== m || seat === null || seat === m.human) break;
        const move = await botMove(m, seat);
        if (match !== m) return;
        play(m, move);
      } while (speed <= 0);
      if (match !== m) return;
      render();
      scheduleBots();
    },
    Math.max(0, speed),
  );
}

function humanPlays(move: unknown): void {
  const m = match;
  if (!m) return;
  const checked = m.game.validate(m.state, move, m.human);
  if (!checked.ok) {
    m.violation = checked.error;
    renderViolation(m);
    return;
  }
  play(m, checked.value);
  render();
  scheduleBots();
}

function tryTypedMove(): void {
  const m = match;
  if (!m) return;
  let move: unknown;
  try {
    move = JSON.parse(moveInput.value);
  } catch {
    m.violation = {
      code: 'NOT_JSON',
      rule: null,
      message: 'that is not JSON: write a move like {"type": "…"}',
    };
    renderViolation(m);
    return;
  }
  humanPlays(move);
}

// ---------- records ----------
function currentRecord(m: Match) {
  return createRecordFrom(m.game, m.seats, m.seed, m.options, m.moves);
}

function exportRecord(): void {
  if (!match) return;
  recordText.value = JSON.stringify(currentRecord(match), null, 1);
  recordStatus.className = 'small';
  recordStatus.textContent = `Exported ${match.moves.length} moves. Paste it back and press Import to replay.`;
}

function downloadRecord(): void {
  if (!match) return;
  exportRecord();
  const blob = new Blob([recordText.value], { type: 'application/json' });
  const a = h('a', {
    href: URL.createObjectURL(blob),
    download: `${match.game.id}-${String(match.seed)}.json`,
  });
  a.click();
  URL.revokeObjectURL(a.href);
}

function importRecord(): void {
  let record: unknown;
  try {
    record = JSON.parse(recordText.value);
  } catch {
    recordStatus.className = 'small error-text';
    recordStatus.textContent = 'The record is not valid JSON.';
    return;
  }
  const r = record as { game?: unknown; seats?: unknown; seed?: unknown; options?: unknown; moves?: unknown };
  const game = typeof r.game === 'string' ? getGame(r.game) : undefined;
  if (!game || typeof r.seats !== 'number' || !Array.isArray(r.moves)) {
    recordStatus.className = 'small error-text';
    recordStatus.textContent = 'Not a game record: expected { game, seats, seed, options, moves }.';
    return;
  }
  const seed = typeof r.seed === 'number' || typeof r.seed === 'string' ? r.seed : '';
  const options = (typeof r.options === 'object' && r.options !== null ? r.options : {}) as Record<
    string,
    unknown
  >;
  gameSelect.value = game.id;
  onGameChange(r.seats);
  const human = Math.min(Number(humanSelect.value), r.seats - 1);
  const botIds = [...botsBox.querySelectorAll('select')].map((s) => s.value);
  if (startMatch(game, r.seats, seed, options, human, botIds, r.moves)) {
    optionsInput.value = JSON.stringify(options);
    recordStatus.className = 'small';
    recordStatus.textContent = `Replayed ${r.moves.length} moves: the position is restored.`;
  }
}

// ---------- rendering ----------
function render(): void {
  const m = match;
  if (!m) return;
  const actor = m.game.toAct(m.state);
  const over = actor === null;
  document.body.dataset.status = over ? 'over' : actor === m.human ? 'human' : 'bot';
  document.body.dataset.game = m.game.id;
  document.body.dataset.moves = String(m.moves.length);
  const ctx = renderContext(m);
  const who = (s: number) => (s === m.human ? 'You' : `Seat ${s}`);
  if (over) {
    const w = m.game.winners(m.state);
    statusLine.textContent = `Match over — ${w.length === 1 ? `${who(w[0]!)} ${w[0] === m.human ? 'win' : 'wins'}` : `shared win: ${w.map(who).join(', ')}`}.`;
  } else {
    const n = actor === m.human ? m.game.legalMoves(m.state).length : 0;
    statusLine.textContent =
      actor === m.human
        ? `Your decision: ${n} legal move${n === 1 ? '' : 's'} (move ${m.moves.length + 1} of the match).`
        : `Seat ${actor} (${m.bots[actor]?.kind.name ?? 'bot'}) is deciding…`;
  }
  statusLine.className = `status ${over ? 'over' : actor === m.human ? 'yours' : ''}`;

  const view = m.game.view(m.state, m.human);
  const wasOpen = viewPanel.querySelector<HTMLDetailsElement>('details.raw')?.open ?? false;
  fill(
    viewPanel,
    h('h2', null, `${m.game.name} — your view as seat ${m.human}`),
    rendererFor(m.game.id).view(view, ctx),
    // For developers: the very data the table is drawn from — the view, never the state.
    h(
      'details',
      { class: 'raw', open: wasOpen },
      h('summary', null, `game.view(state, ${m.human}) as JSON`),
      h('pre', null, JSON.stringify(view, null, 1)),
    ),
  );
  renderMoves(m, actor);
  renderViolation(m);
  renderScores(m, actor);
  renderEvents(m);
  hashLine.textContent = stateHash(m.state);
}

function renderMoves(m: Match, actor: number | null): void {
  if (actor !== m.human) {
    fill(
      movesPanel,
      h('p', { class: 'muted' }, actor === null ? 'The match is over.' : 'Waiting for the bots…'),
    );
    return;
  }
  const legal = m.game.legalMoves(m.state);
  const groups = new Map<string, { move: unknown; index: number }[]>();
  legal.forEach((move, index) => {
    const type = String((move as { type?: unknown }).type ?? 'move');
    if (!groups.has(type)) groups.set(type, []);
    groups.get(type)!.push({ move, index });
  });
  fill(
    movesPanel,
    ...[...groups].map(([type, list]) =>
      h(
        'div',
        { class: 'move-group' },
        h('span', { class: 'group-label' }, type),
        ...list.map(({ move, index }) =>
          h(
            'button',
            {
              type: 'button',
              class: 'move',
              title: JSON.stringify(move),
              dataset: { index: String(index) },
              onclick: () => humanPlays(move),
            },
            m.game.formatMove(move),
          ),
        ),
      ),
    ),
  );
}

function renderViolation(m: Match): void {
  const v = m.violation;
  violationBox.hidden = v === null;
  if (!v) return;
  fill(
    violationBox,
    h('strong', { class: 'code' }, v.code),
    v.rule ? h('span', { class: 'rule' }, `rule ${v.rule}`) : null,
    h('span', { class: 'message' }, v.message),
  );
}

function renderScores(m: Match, actor: number | null): void {
  const score = m.game.score(m.state);
  const winners = actor === null ? m.game.winners(m.state) : [];
  const ns = names(m);
  fill(
    scoresPanel,
    h(
      'table',
      { class: 'scores' },
      h('thead', null, h('tr', null, h('th', null, 'Seat'), h('th', null, 'Player'), h('th', null, 'Score'))),
      h(
        'tbody',
        null,
        ...score.map((value, s) =>
          h(
            'tr',
            {
              dataset: { seat: String(s) },
              class: [
                s === m.human ? 'me' : '',
                winners.includes(s) ? 'winner' : '',
                s === actor ? 'acting' : '',
              ]
                .filter(Boolean)
                .join(' '),
            },
            h('td', null, s),
            h('td', null, ns[s], winners.includes(s) ? h('span', { class: 'badge' }, 'winner') : null),
            h('td', { class: 'score' }, value),
          ),
        ),
      ),
    ),
  );
}

function renderEvents(m: Match): void {
  const recent = m.log.slice(-60);
  if (recent.length === 0) {
    fill(eventsList, h('li', { class: 'muted' }, 'No moves yet: the cards are dealt.'));
    return;
  }
  fill(
    eventsList,
    ...recent.map((entry, i) =>
      h(
        'li',
        { class: i === recent.length - 1 ? 'fresh' : '' },
        entry.seat >= 0
          ? h(
              'span',
              { class: 'who' },
              `${entry.index}. ${entry.seat === m.human ? 'You' : `Seat ${entry.seat}`}: `,
              h('code', null, entry.move),
            )
          : null,
        ...entry.lines.map((line) => h('div', { class: 'event-line' }, line)),
      ),
    ),
  );
  eventsList.scrollTop = eventsList.scrollHeight;
}

// ---------- start ----------
layout();
fillGamePicker();
onGameChange(params.has('seats') ? Number(params.get('seats')) : undefined);
if (params.has('human')) fillSeatPickers(Number(params.get('human')), params.get('bots')?.split(','));
else if (params.has('bots')) fillSeatPickers(undefined, params.get('bots')?.split(','));
if (params.has('seed')) seedInput.value = params.get('seed')!;
if (params.get('autostart') === '1' || Object.keys(games).length > 0) startFromForm();
