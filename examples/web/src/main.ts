/**
 * The cardrules playground: pick a game, its seats, bots and options, and play one seat against bots to the end of the
 * match, on a phone or a desktop. Everything comes from the package's public entry points, as in any app: the form
 * is built from each game's description of its options (`game.options`), moves are labelled with the game's
 * notation (`formatMove`), and what happened is told with the game's own sentences (`describeEvent`) after
 * `eventsFor` has left out what the player's seat may not see.
 *
 * URL parameters (handy for links and tests): game, seats, seed, human, bots (comma-separated bot ids),
 * options (JSON), speed (bot delay in ms; 0 = instant).
 */
import {
  type AnyGame,
  type BaseState,
  createMatch,
  type GameEvent,
  type Match as GameMatch,
  games,
  getGame,
  InvalidStateError,
  inActionOrder,
  type MatchFrame,
  type OptionSpec,
  randomSeed,
  restoreMatch,
  stateHash,
} from 'cardrules';
import { type BotKind, botKinds, makeSeatPlayers, type SeatPlayer } from './bots.js';
import { fill, h } from './dom.js';
import { movesOfCard } from './hand.js';
import { hasDrawnTable, type Look, rendererFor } from './renderers/index.js';
import type { Mistake, RenderContext } from './renderers/types.js';
import { inWords, movePlaceholder, optionTitle } from './words.js';
import './style.css';

interface Violation {
  readonly code: string;
  readonly rule: string | null;
  readonly message: string;
}

interface LoggedEvent {
  readonly index: number;
  readonly seat: number;
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
  /** The match: its state, history, bots' seats and record. */
  readonly run: GameMatch<BaseState<unknown>, unknown, unknown, unknown, GameEvent>;
  /** The current state. */
  readonly state: unknown;
  /** The moves that lead to it. */
  readonly moves: readonly unknown[];
  log: LoggedEvent[];
  violation: Violation | null;
  /** A card of the hand the player clicked, and the moves it stands for (when there are several). */
  picked: { readonly pick: string; readonly choices: readonly unknown[] } | null;
}

const params = new URLSearchParams(location.search);
const speed = Number(params.get('speed') ?? 350);
let match: Match | null = null;
let botTimer: ReturnType<typeof setTimeout> | null = null;

// ---------- layout ----------
const gameSelect = h('select', { id: 'game', 'aria-label': 'Game' });
const seatsInput = h('input', { id: 'seats', type: 'number', inputmode: 'numeric', 'aria-label': 'Seats' });
const seedInput = h('input', { id: 'seed', type: 'text', placeholder: 'random', 'aria-label': 'Seed' });
const lookSelect = h(
  'select',
  { id: 'look', 'aria-label': 'Table' },
  h('option', { value: 'drawn' }, 'drawn'),
  h('option', { value: 'plain' }, 'plain text'),
);
const humanSelect = h('select', { id: 'human', 'aria-label': 'Your seat' });
const botsBox = h('span', { id: 'bots', class: 'bots' });
const optionsBox = h('div', { id: 'option-fields', class: 'option-fields' });
const optionsSummary = h('summary', null, 'Game options');
const extraOptions = h('input', {
  id: 'options',
  type: 'text',
  value: '{}',
  spellcheck: false,
  'aria-label': 'Other options (JSON)',
});
const rulesLink = h('a', { id: 'rules', target: '_blank', rel: 'noopener' }, 'Rules');
const setupError = h('div', { id: 'setup-error', class: 'error-text', role: 'alert' });
const startButton = h('button', { id: 'start', type: 'submit', class: 'primary' }, 'New match');

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
      novalidate: true,
      onsubmit: (e: Event) => {
        e.preventDefault();
        startFromForm();
      },
    },
    h(
      'div',
      { class: 'setup-row' },
      h('label', null, 'Game ', gameSelect),
      h('label', null, 'Seats ', seatsInput),
      h('label', null, 'You play ', humanSelect),
      h('label', null, 'Seed ', seedInput),
      h('label', null, 'Table ', lookSelect),
      startButton,
      rulesLink,
    ),
    h('div', { class: 'setup-row' }, h('span', { class: 'label' }, 'Bots '), botsBox),
    h(
      'details',
      { class: 'options', id: 'options-panel' },
      optionsSummary,
      optionsBox,
      h('label', { class: 'wide' }, 'Other options (JSON) ', extraOptions),
    ),
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
            h('summary', null, "Type a move (the game's notation or JSON) — the engine checks it"),
            h(
              'div',
              { class: 'try-row' },
              moveInput,
              h('button', { id: 'try-move', type: 'button', onclick: tryTypedMove }, 'Play'),
            ),
            violationBox,
          ),
        ),
      ),
      h(
        'aside',
        { class: 'right' },
        h('section', { class: 'panel' }, h('h2', { id: 'score-title' }, 'Score'), scoresPanel),
        h('section', { class: 'panel' }, h('h2', null, 'What happened'), eventsList),
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
          h('div', { class: 'small muted hash-line' }, 'Position hash ', hashLine),
        ),
      ),
    ),
  );
  viewPanel.addEventListener('click', onCardClick);
}

// ---------- setup ----------
function fillGamePicker(): void {
  const ids = Object.keys(games);
  fill(gameSelect, ...ids.map((id) => h('option', { value: id }, getGame(id)!.name)));
  if (ids.length === 0) setupError.textContent = 'No games are registered in this build of cardrules.';
  const wanted = params.get('game');
  if (wanted && ids.includes(wanted)) gameSelect.value = wanted;
  gameSelect.onchange = () => onGameChange();
  seatsInput.oninput = () => {
    if (seatsValid()) fillSeatPickers();
    checkSetup();
  };
}

function currentGame(): AnyGame | undefined {
  return getGame(gameSelect.value);
}

function onGameChange(seats?: number, options?: Record<string, unknown>): void {
  const game = currentGame();
  if (!game) return;
  seatsInput.min = String(game.seats.min);
  seatsInput.max = String(game.seats.max);
  seatsInput.value = String(seats ?? Math.min(Math.max(3, game.seats.min), game.seats.max));
  rulesLink.href = `rules/${game.id}.html`;
  rulesLink.textContent = `Rules of ${game.name}`;
  fillOptionFields(game, options ?? {});
  if (seatsValid()) fillSeatPickers();
  checkSetup();
}

function seatsValid(): boolean {
  const game = currentGame();
  const n = Number(seatsInput.value);
  return !!game && Number.isInteger(n) && n >= game.seats.min && n <= game.seats.max;
}

function fillSeatPickers(humanSeat?: number, botIds?: readonly string[]): void {
  const game = currentGame();
  if (!game) return;
  const n = Number(seatsInput.value);
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

/** One form field per option the game describes, set to the given value or the default for these seats. */
function fillOptionFields(game: AnyGame, given: Record<string, unknown>): void {
  const defaults = defaultOptions(game);
  const specs: readonly OptionSpec[] = game.options.length > 0 ? game.options : specsFromDefaults(defaults);
  const described = new Set(specs.map((o) => o.name));
  const names = specs.map((o) => o.name);
  const extra = Object.fromEntries(Object.entries(given).filter(([k]) => !described.has(k)));
  extraOptions.value = JSON.stringify(extra);
  fill(
    optionsBox,
    ...specs.map((spec) => {
      const value = spec.name in given ? given[spec.name] : defaults[spec.name];
      return h(
        'label',
        { class: `option ${spec.kind}`, title: `${spec.name}: ${spec.description}` },
        h('span', { class: 'option-name' }, optionTitle(spec.name)),
        optionInput(spec, value),
        h('span', { class: 'option-help' }, inWords(spec.description, names)),
      );
    }),
  );
  optionsSummary.textContent = `Game options (${specs.length})`;
}

function optionInput(spec: OptionSpec, value: unknown): HTMLElement {
  const common = {
    dataset: { option: spec.name, kind: spec.kind },
    onchange: checkSetup,
    oninput: checkSetup,
  };
  switch (spec.kind) {
    case 'boolean':
      return h('input', { ...common, type: 'checkbox', checked: value === true });
    case 'integer':
      return h('input', {
        ...common,
        type: 'number',
        inputmode: 'numeric',
        min: String(spec.min),
        max: String(spec.max),
        placeholder: spec.nullable ? 'none' : '',
        value: value === null || value === undefined ? '' : String(value),
        dataset: { ...common.dataset, nullable: spec.nullable ? '1' : '' },
      });
    case 'choice':
      return h(
        'select',
        common,
        ...spec.values.map((v) =>
          h('option', { value: JSON.stringify(v), selected: v === value }, String(v ?? 'none')),
        ),
      );
  }
}

/** For a game that describes no options: fields guessed from its defaults (true/false, numbers, anything else). */
function specsFromDefaults(defaults: Record<string, unknown>): OptionSpec[] {
  return Object.entries(defaults).flatMap(([name, value]): OptionSpec[] => {
    if (typeof value === 'boolean') return [{ name, kind: 'boolean', description: name, default: value }];
    if (typeof value === 'number' && Number.isInteger(value))
      return [
        { name, kind: 'integer', min: -1e9, max: 1e9, nullable: false, description: name, default: value },
      ];
    return []; // the "other options" box takes it as JSON
  });
}

function defaultOptions(game: AnyGame): Record<string, unknown> {
  try {
    return game.defaultOptions(Number(seatsInput.value) || game.seats.min) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The options of the form, or why they cannot be read. */
function readOptions(): { options: Record<string, unknown> } | { error: string } {
  let extra: unknown;
  try {
    extra = JSON.parse(extraOptions.value.trim() || '{}');
  } catch {
    return { error: 'Other options must be a JSON object, e.g. {"initialOrder": [2, 0, 1, 3]}.' };
  }
  if (typeof extra !== 'object' || extra === null || Array.isArray(extra))
    return { error: 'Other options must be a JSON object, e.g. {}.' };
  const options: Record<string, unknown> = { ...(extra as Record<string, unknown>) };
  for (const field of optionsBox.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-option]')) {
    const name = field.dataset.option!;
    if (field.dataset.kind === 'boolean') options[name] = (field as HTMLInputElement).checked;
    else if (field.dataset.kind === 'choice') options[name] = JSON.parse(field.value);
    else if (field.value.trim() === '' && field.dataset.nullable) options[name] = null;
    else {
      const n = Number(field.value);
      if (field.value.trim() === '' || !Number.isInteger(n))
        return { error: `${name} takes a whole number.` };
      options[name] = n;
    }
  }
  return { options };
}

/**
 * Asks the game whether it accepts the form's seats and options (the game decides, not the form), and says why not
 * next to the form: the fields it names are marked, and "New match" waits until the form is right.
 */
function checkSetup(): boolean {
  const game = currentGame();
  for (const el of document.querySelectorAll('[aria-invalid]')) el.removeAttribute('aria-invalid');
  if (!game) return false;
  const read = readOptions();
  let problem: string | null = 'error' in read ? read.error : null;
  if ('options' in read) {
    try {
      game.setup({ ...read.options, seats: Number(seatsInput.value), seed: 0 });
    } catch (e) {
      problem = refusal(game, e);
      for (const issue of e instanceof InvalidStateError ? e.issues : []) {
        const field =
          issue.path === 'seats'
            ? seatsInput
            : optionsBox.querySelector(`[data-option="${CSS.escape(issue.path)}"]`);
        field?.setAttribute('aria-invalid', 'true');
      }
    }
  }
  setupError.textContent = problem ?? '';
  startButton.disabled = problem !== null;
  return problem === null;
}

/** Why the game refuses a table, in its own words. */
function refusal(game: AnyGame, e: unknown): string {
  if (e instanceof InvalidStateError && e.issues.length > 0)
    return `${game.name} refuses this table: ${e.issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ')}.`;
  return e instanceof Error ? e.message : String(e);
}

function startFromForm(): void {
  const game = currentGame();
  if (!game || !checkSetup()) return;
  const read = readOptions();
  if (!('options' in read)) return;
  const seed = seedInput.value.trim() === '' ? randomSeed().slice(0, 8) : parseSeed(seedInput.value.trim());
  const botIds = [...botsBox.querySelectorAll('select')].map((s) => s.value);
  startMatch(game, Number(seatsInput.value), seed, read.options, Number(humanSelect.value), botIds, null);
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
  const kinds = botKinds(game);
  const chosen = Array.from({ length: seats }, (_, s) =>
    s === human ? null : (kinds.find((k) => k.id === botIds[s]) ?? kinds[0]!),
  );
  const players = makeSeatPlayers(game, chosen, String(seed));
  const bots = chosen.map((kind, s): SeatBot | null => (kind ? { kind, play: players[s]! } : null));
  // Each bot plays through its seat's player (a Web Worker for the slow ones), seeded by the match's seed.
  const matchBots = Object.fromEntries(
    bots.flatMap((b, s) =>
      b ? [[s, (view: unknown, legal: readonly unknown[]) => b.play(view, legal)] as const] : [],
    ),
  );
  let run: Match['run'];
  const log: LoggedEvent[] = [];
  if (moves === null) {
    try {
      run = createMatch(game, { seats, seed, options, bots: matchBots });
    } catch (e) {
      setupError.textContent = refusal(game, e);
      return false;
    }
  } else {
    const restored = restoreMatch(
      game,
      { game: game.id, version: game.version, seats, seed, options, moves },
      { bots: matchBots },
    );
    if (!restored.ok) {
      const e = restored.error;
      const where = e.moveIndex === undefined ? '' : `move ${e.moveIndex + 1} is illegal: `;
      recordStatus.textContent = `Cannot replay: ${where}${e.violation?.message ?? e.message}`;
      recordStatus.className = 'small error-text';
      return false;
    }
    run = restored.value;
    log.push({ index: moves.length, seat: -1, lines: [`replayed ${moves.length} moves`] });
  }
  match = {
    game,
    seats,
    seed,
    options,
    human,
    bots,
    run,
    get state() {
      return run.state;
    },
    get moves() {
      return run.frames().map((f) => f.move);
    },
    log,
    violation: null,
    picked: null,
  };
  seedInput.value = String(seed);
  render();
  scheduleBots();
  return true;
}

// ---------- playing ----------
/** A name per seat: 'You', and each bot by its kind, numbered by seat where two bots are of one kind. */
function names(m: Match): string[] {
  const kinds = Array.from({ length: m.seats }, (_, s) => `${m.bots[s]?.kind.name ?? 'Bot'} bot`);
  return kinds.map((kind, s) =>
    s === m.human
      ? 'You'
      : kinds.filter((k, t) => k === kind && t !== m.human).length > 1
        ? `${kind} ${s}`
        : kind,
  );
}

/** Tells what happened: the game's sentences of the events the human's seat may see. */
function tell(m: Match, seat: number, events: readonly unknown[]): void {
  // The game words its sentences for the player's eyes: their seat is "you", the others are named as in the scores.
  const seatNames = names(m);
  const naming = { viewer: m.human, seatName: (s: number) => seatNames[s] ?? `seat ${s}` };
  const lines = m.game.eventsFor(events, m.human).map((e: unknown) => m.game.describeEvent(e, naming));
  m.log.push({ index: m.moves.length, seat, lines: lines.length > 0 ? lines : [`Seat ${seat} moved.`] });
}

/** After a move of the match: tell it, and clear the last refusal and pick. */
function played(m: Match, frame: MatchFrame<unknown, unknown, unknown>): void {
  tell(m, frame.seat, frame.events);
  m.violation = null;
  m.picked = null;
}

function renderContext(m: Match): RenderContext {
  return { seat: m.human, seats: m.seats, names: names(m), game: m.game };
}

/** The look chosen for the table: a game without a drawn table of its own is shown plain. */
function look(m: Match): Look {
  return lookSelect.value === 'plain' || !hasDrawnTable(m.game.id) ? 'plain' : 'drawn';
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
        const step = await m.run.stepBotAsync();
        if (match !== m) return;
        if (!step.ok) break;
        played(m, step.value);
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
  const step = m.run.play(move, m.human);
  if (!step.ok) {
    m.violation = step.error;
    renderViolation(m);
    return;
  }
  played(m, step.value);
  render();
  scheduleBots();
}

/** A card of the hand was clicked: play the one move it stands for, or ask which of its moves. */
function onCardClick(e: Event): void {
  const target = (e.target as HTMLElement).closest<HTMLElement>('[data-pick]');
  const m = match;
  if (!target || !m || m.game.toAct(m.state) !== m.human) return;
  const pick = target.dataset.pick!;
  const view = m.game.view(m.state, m.human);
  const choices = movesOfCard(m.game, view, m.game.legalMoves(m.state), Number(pick));
  if (choices.length === 1) {
    humanPlays(choices[0]);
    return;
  }
  m.picked = { pick, choices };
  renderMoves(m, m.human);
  movesPanel.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
}

function tryTypedMove(): void {
  const m = match;
  if (!m) return;
  let move: unknown;
  try {
    move = JSON.parse(moveInput.value);
  } catch {
    // Not JSON: the move in the game's notation, as the buttons write it.
    const typed = m.game.parseMoveText(moveInput.value);
    if (!typed.ok) {
      m.violation = typed.error;
      renderViolation(m);
      return;
    }
    move = typed.value;
  }
  humanPlays(move);
}

// ---------- records ----------
function currentRecord(m: Match) {
  return m.run.toRecord();
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
  const human = Math.min(match?.human ?? 0, r.seats - 1);
  const botIds = [...botsBox.querySelectorAll('select')].map((s) => s.value);
  if (startMatch(game, r.seats, seed, options, human, botIds, r.moves)) {
    gameSelect.value = game.id;
    onGameChange(r.seats, options);
    recordStatus.className = 'small';
    recordStatus.textContent = `Replayed ${r.moves.length} moves: the position is restored.`;
  }
}

// ---------- rendering ----------
function who(m: Match, s: number): string {
  return s === m.human ? 'You' : `Seat ${s} (${m.bots[s]?.kind.name ?? 'bot'})`;
}

function render(): void {
  const m = match;
  if (!m) return;
  const actor = m.game.toAct(m.state);
  const over = actor === null;
  document.body.dataset.status = over ? 'over' : actor === m.human ? 'human' : 'bot';
  document.body.dataset.game = m.game.id;
  document.body.dataset.moves = String(m.moves.length);
  const ctx = renderContext(m);
  const renderer = rendererFor(m.game.id, look(m));
  const view = m.game.view(m.state, m.human);
  const label = renderer.scoreLabel?.(view) ?? 'Score';
  if (over) {
    const w: readonly number[] = m.game.winners(m.state);
    const score: readonly number[] = m.game.score(m.state);
    const result =
      w.length === 1
        ? `${who(m, w[0]!)} ${w[0] === m.human ? 'win' : 'wins'}`
        : `a shared win: ${w.map((s) => who(m, s)).join(', ')}`;
    fill(
      statusLine,
      h('strong', null, `Match over — ${result}.`),
      h(
        'span',
        { class: 'final' },
        ` ${label}: ${score.map((x, s) => `${s === m.human ? 'you' : `seat ${s}`} ${x}`).join(' · ')}. `,
      ),
      h('button', { type: 'button', id: 'again', onclick: () => startFromForm() }, 'New match'),
    );
  } else {
    const legal: readonly unknown[] = actor === m.human ? m.game.legalMoves(m.state) : [];
    const n = legal.length;
    const mistakes = legal.filter((move) => mistakeOf(m, move) !== null).length;
    if (n > 0) moveInput.placeholder = movePlaceholder(m.game.formatMove(legal[0]), legal[0]);
    statusLine.textContent =
      actor === m.human
        ? `Your decision: ${n} legal move${n === 1 ? '' : 's'}${mistakes > 0 ? `, ${mistakes} of them penalised as mistakes` : ''} (move ${m.moves.length + 1} of the match).`
        : `${who(m, actor)} is deciding…`;
  }
  statusLine.className = `status ${over ? 'over' : actor === m.human ? 'yours' : ''}`;

  const wasOpen = viewPanel.querySelector<HTMLDetailsElement>('details.raw')?.open ?? false;
  fill(
    viewPanel,
    h('h2', null, `${m.game.name} — your view as seat ${m.human}`),
    renderer.view(view, ctx),
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
  renderScores(m, actor, label);
  renderEvents(m);
  hashLine.textContent = stateHash(m.state);
  if (over) statusLine.scrollIntoView({ block: 'nearest' });
}

/** Whether a legal move of the human's is a mistake the game penalises (and why), as the game judges it. */
function mistakeOf(m: Match, move: unknown): Mistake | null {
  return rendererFor(m.game.id).mistake?.(m.state, move, m.human) ?? null;
}

/**
 * A move's button, in the game's notation. A move the game penalises as a mistake is offered too, as the legal move it
 * is, but marked: a warning style, `data-mistake` with the rule, "(mistake: …)" in its label, and — when `explain` —
 * the game's own sentence of what is wrong and what the penalty does.
 */
function moveButton(
  m: Match,
  move: unknown,
  dataset: Record<string, string>,
  extraClass: string,
  explain: boolean,
): HTMLElement {
  const label = m.game.formatMove(move);
  const mistake = mistakeOf(m, move);
  if (!mistake)
    return h(
      'button',
      { type: 'button', class: `move${extraClass}`, dataset, onclick: () => humanPlays(move) },
      label,
    );
  // The game's sentence starts with the move itself ("Blue 4 → row 1: …"): the button says the move already.
  const why = mistake.why.startsWith(`${label}: `) ? mistake.why.slice(label.length + 2) : mistake.why;
  return h(
    'button',
    {
      type: 'button',
      class: `move mistake${extraClass}`,
      dataset: { ...dataset, mistake: mistake.rule ?? 'yes' },
      onclick: () => humanPlays(move),
    },
    h('span', { class: 'move-label' }, label),
    h('span', { class: 'mistake-tag' }, ` (mistake: ${mistake.short})`),
    explain ? h('span', { class: 'why' }, why) : null,
  );
}

/** A move type in words: `takeBack` → `take back`. */
function words(type: string): string {
  return type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

function renderMoves(m: Match, actor: number | null): void {
  if (actor !== m.human) {
    fill(
      movesPanel,
      h('p', { class: 'muted' }, actor === null ? 'The match is over.' : 'Waiting for the bots…'),
    );
    return;
  }
  const legal = inActionOrder(m.game, m.game.legalMoves(m.state)); // the order the command line lists them in
  const picked = m.picked;
  if (picked) {
    fill(
      movesPanel,
      h(
        'div',
        { class: 'picked', id: 'picked' },
        picked.choices.length === 0
          ? h('span', null, 'That card cannot be played now.')
          : h('span', null, 'Play that card how?'),
        ...picked.choices.map((move, i) => moveButton(m, move, { choice: String(i) }, ' choice', true)),
        h(
          'button',
          {
            type: 'button',
            class: 'cancel',
            onclick: () => {
              m.picked = null;
              renderMoves(m, actor);
            },
          },
          'All moves',
        ),
      ),
    );
    return;
  }
  const groups = new Map<string, { move: unknown; index: number }[]>();
  legal.forEach((move: unknown, index: number) => {
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
        h('span', { class: 'group-label', dataset: { type } }, words(type)),
        ...list.map(({ move, index }) => moveButton(m, move, { index: String(index) }, '', false)),
      ),
    ),
  );
}

function renderViolation(m: Match): void {
  const v = m.violation;
  violationBox.hidden = v === null;
  if (!v) return;
  // The refusal sits under the move box: open it, and bring it into sight.
  (violationBox.closest('details') as HTMLDetailsElement | null)?.setAttribute('open', '');
  fill(
    violationBox,
    h('strong', { class: 'code' }, v.code),
    v.rule ? h('span', { class: 'rule' }, `rule ${v.rule}`) : null,
    h('span', { class: 'message' }, v.message),
  );
  violationBox.scrollIntoView({ block: 'nearest' });
}

function renderScores(m: Match, actor: number | null, label: string): void {
  const score: readonly number[] = m.game.score(m.state);
  const winners: readonly number[] = actor === null ? m.game.winners(m.state) : [];
  const ns = names(m);
  document.getElementById('score-title')!.textContent = label;
  fill(
    scoresPanel,
    h(
      'table',
      { class: 'scores' },
      h('thead', null, h('tr', null, h('th', null, 'Seat'), h('th', null, 'Player'), h('th', null, label))),
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
        entry.seat >= 0 ? h('span', { class: 'who' }, `${entry.index}.`) : null,
        ...entry.lines.map((line) => h('div', { class: 'event-line' }, line)),
      ),
    ),
  );
  eventsList.scrollTop = eventsList.scrollHeight;
}

// ---------- start ----------
layout();
fillGamePicker();
let urlOptions: Record<string, unknown> = {};
try {
  const parsed: unknown = JSON.parse(params.get('options') ?? '{}');
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
    urlOptions = parsed as Record<string, unknown>;
} catch {
  setupError.textContent = 'The options in the address are not JSON; the defaults are used.';
}
onGameChange(params.has('seats') ? Number(params.get('seats')) : undefined, urlOptions);
if (params.has('human') || params.has('bots'))
  fillSeatPickers(
    params.has('human') ? Number(params.get('human')) : undefined,
    params.get('bots')?.split(','),
  );
if (params.has('seed')) seedInput.value = params.get('seed')!;
if (params.get('table') === 'plain') lookSelect.value = 'plain';
lookSelect.onchange = () => render();
if (Object.keys(games).length > 0) startFromForm();
