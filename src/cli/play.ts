/**
 * `cardrules play`: a match in the terminal against bots. The player sees only their own view and chooses among the
 * legal moves.
 * @module
 */
import { input } from '@inquirer/prompts';
import { botFromSpec, botSupports } from '../bots/index.js';
import { type AnyGame, Rng, type Seat } from '../core/index.js';

/** Options of {@link play}. */
export interface PlayOptions {
  /** Seats at the table. */
  readonly seats: number;
  /** The human's seat. */
  readonly seat: Seat;
  /** Bot specs for the other seats (the last fills the rest). */
  readonly bots: readonly string[];
  /** The seed of the deal. */
  readonly seed: string;
  /** Where to print. */
  readonly out: (line: string) => void;
}

/**
 * Turns what the player typed into a legal move, or explains why it is not one.
 * @param game - the game
 * @param state - the current state
 * @param seat - the player's seat
 * @param text - what was typed: a number from the list, a move as listed, or a move as JSON
 * @returns the move, or a message for the player
 */
export function parseAnswer(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  text: string,
): { ok: true; move: unknown } | { ok: false; message: string } {
  const legal = game.legalMoves(state);
  const t = text.trim();
  const hint = `Type a number from 1 to ${legal.length}, a move as listed, or a move as JSON.`;
  if (t === '') return { ok: false, message: `Please choose a move. ${hint}` };
  if (/^\d+$/.test(t)) {
    const i = Number(t);
    if (i >= 1 && i <= legal.length) return { ok: true, move: legal[i - 1] };
    return { ok: false, message: `There is no move number ${t}. ${hint}` };
  }
  if (t.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(t);
    } catch {
      return { ok: false, message: `That is not valid JSON. ${hint}` };
    }
    const checked = game.validate(state, parsed, seat);
    if (checked.ok) return { ok: true, move: checked.value };
    const e = checked.error;
    return {
      ok: false,
      message: `Illegal move (${e.code}${e.rule ? `, rule ${e.rule}` : ''}): ${e.message}`,
    };
  }
  const found = legal.find((m) => game.formatMove(m).toLowerCase() === t.toLowerCase());
  if (found !== undefined) return { ok: true, move: found };
  return { ok: false, message: `'${t}' is not one of your legal moves. ${hint}` };
}

function showView(view: unknown, out: (line: string) => void): void {
  if (view !== null && typeof view === 'object' && !Array.isArray(view)) {
    for (const [k, v] of Object.entries(view)) out(`  ${k}: ${JSON.stringify(v)}`);
  } else out(`  ${JSON.stringify(view)}`);
}

/**
 * Plays a match in the terminal.
 * @param game - the game
 * @param options - see {@link PlayOptions}
 * @returns the final scores
 */
export async function play(game: AnyGame, options: PlayOptions): Promise<readonly number[]> {
  const { seats, seat: me, out } = options;
  const specs = Array.from({ length: seats }, (_, s) => {
    const i = s < me ? s : s - 1;
    return options.bots[Math.min(i, options.bots.length - 1)] ?? 'random';
  });
  for (const [s, spec] of specs.entries()) {
    if (s !== me && !botSupports(spec, game))
      throw new RangeError(`the bot '${spec}' cannot play ${game.name}`);
  }
  const bots = specs.map((spec, s) => (s === me ? null : botFromSpec(spec, game)));
  const streams = specs.map((_, s) => Rng.fromSeed(`${options.seed}:play:${s}`));
  let state = game.setup({ seats, seed: options.seed });
  out(
    `${game.name} (seed ${options.seed}): you are seat ${me}; ${specs.map((b, s) => (s === me ? `seat ${s}: you` : `seat ${s}: ${b}`)).join(', ')}`,
  );
  out("Type a move's number, the move as listed, or the move as JSON; 'quit' to stop.");
  while (!game.isOver(state)) {
    const actor = game.toAct(state)!;
    const legal = game.legalMoves(state);
    if (actor !== me) {
      const move = await bots[actor]!(game.view(state, actor), legal, streams[actor]!, actor);
      state = game.applyMove(state, move);
      out(`seat ${actor} (${specs[actor]}) moved.`);
      continue;
    }
    out('');
    out('Your view:');
    showView(game.view(state, me), out);
    out('Your legal moves:');
    legal.forEach((m, i) => {
      out(`  ${i + 1}. ${game.formatMove(m)}`);
    });
    let move: unknown;
    for (;;) {
      const answer = await input({ message: 'Your move:' });
      if (/^(q|quit|exit)$/i.test(answer.trim())) {
        out('Stopped.');
        return game.score(state);
      }
      const r = parseAnswer(game, state, me, answer);
      if (r.ok) {
        move = r.move;
        break;
      }
      out(`✗ ${r.message}`);
    }
    out(`You play ${game.formatMove(move)}.`);
    state = game.applyMove(state, move);
  }
  const score = game.score(state);
  const winners = game.winners(state);
  out('');
  out(`Match over. Scores: ${score.map((x, s) => `seat ${s}${s === me ? ' (you)' : ''}: ${x}`).join(', ')}.`);
  out(winners.includes(me) ? 'You win!' : `Winner: seat ${winners.join(', ')}.`);
  return score;
}
