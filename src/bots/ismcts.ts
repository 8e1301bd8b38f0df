/**
 * Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley & Whitehouse 2012) over
 * determinizations drawn from the game's `hidden.sampleState`. The bot never sees the full state: each iteration
 * samples a full state consistent with its seat's view, descends a tree shared by all samples (choosing only among
 * moves legal in that sample, with availability counts), expands one move, plays random moves to the end on the fast
 * path, and backs up each seat's reward.
 * @module
 */
import { type AnyGame, Rng, type Seat, type Seed } from '../core/index.js';
import { cloneJson } from '../core/json.js';
import { createSimulator } from '../core/simulator.js';
import type { Bot } from './types.js';

/**
 * Options of {@link ismctsBot}.
 * @category Bots
 */
export interface IsmctsOptions {
  /** Iterations (determinized playouts) per decision. Used when `timeMs` is not set. @defaultValue 200 */
  readonly iterations?: number;
  /** A time budget per decision in milliseconds instead of a fixed number of iterations (not reproducible). */
  readonly timeMs?: number;
  /** The exploration constant of UCB1. @defaultValue 0.7 */
  readonly exploration?: number;
  /** A seed for the bot's own stream; without it the bot draws from the stream the runner gives it. */
  readonly seed?: Seed;
  /**
   * How playouts choose moves: uniformly at random, or by the game's heuristic policy (slower per move, far more
   * informative; each playout move then sees only its seat's view). @defaultValue 'heuristic' when the game has one
   */
  readonly playout?: 'random' | 'heuristic';
  /**
   * Progressive bias at the root towards the game's heuristic move: its UCB value gets `bias / (visits + 1)` extra,
   * so with a small budget the search departs from the heuristic only when the samples clearly favour another move.
   * 0 turns it off. @defaultValue 1 when the game has a heuristic
   */
  readonly bias?: number;
  /** With heuristic playouts, the probability of a uniformly random move instead (exploration). @defaultValue 0.1 */
  readonly epsilon?: number;
  /**
   * Cut playouts after this many moves and score the position with `evaluate`. @defaultValue
   * {@link EVALUATION_CUTOFF} when the game's evaluation is used, else 2000 (in practice, the match's end)
   */
  readonly maxPlayoutMoves?: number;
  /**
   * Whether to score cut playouts with the game's own evaluation (`game.evaluate`, when the game has one). With it,
   * playouts stop after {@link EVALUATION_CUTOFF} moves (unless `maxPlayoutMoves` says otherwise) and the game scores
   * the position; without it, they run to the match's end (2000 moves at most) and the winners are rewarded. Ignored
   * when `evaluate` is given. The spec `ismcts:100:eval=off` turns it off. @defaultValue true
   */
  readonly gameEvaluation?: boolean;
  /**
   * Rewards per seat at the end of a playout, each in [0, 1]. Default: the winners share 1 when the match is over;
   * otherwise the game's evaluation (see `gameEvaluation`), or, without one, seats tied on the best score share 1.
   */
  readonly evaluate?: (game: AnyGame, state: unknown, over: boolean) => readonly number[];
  /** Called after each decision with the number of iterations and simulated moves (for measurements). */
  readonly onSearch?: (stats: SearchStats) => void;
}

/**
 * What one decision of {@link ismctsBot} cost.
 * @category Bots
 */
export interface SearchStats {
  /** Iterations run. */
  readonly iterations: number;
  /** Moves applied in all (tree descent and playouts). */
  readonly moves: number;
  /** Wall time in milliseconds. */
  readonly ms: number;
}

class Node {
  readonly parent: Node | null;
  readonly key: number | string;
  readonly move: unknown;
  /** The seat that chose the move leading here. */
  readonly player: Seat;
  readonly children = new Map<number | string, Node>();
  visits = 0;
  available = 0;
  reward = 0;

  constructor(parent: Node | null, key: number | string, move: unknown, player: Seat) {
    this.parent = parent;
    this.key = key;
    this.move = move;
    this.player = player;
  }
}

/**
 * How many playout moves ISMCTS plays before it scores the position with the game's evaluation (when the game has
 * one and the bot uses it): about a hand of the games' usual sizes, so a playout sees the current hand's outcome
 * rather than a match's end many hands away.
 * @category Bots
 */
export const EVALUATION_CUTOFF = 40;

function defaultEvaluate(game: AnyGame, state: unknown, over: boolean): number[] {
  const seats = (state as { seats: number }).seats;
  const out = new Array<number>(seats).fill(0);
  if (over) {
    const winners = game.winners(state);
    for (const w of winners) out[w] = 1 / winners.length;
    return out;
  }
  const score = game.score(state);
  let best = Number.NEGATIVE_INFINITY;
  for (const s of score) if (s > best) best = s;
  const top = score.filter((s) => s === best).length;
  score.forEach((s, i) => {
    if (s === best) out[i] = 1 / top;
  });
  return out;
}

/**
 * A bot that plays information-set Monte Carlo tree search. It needs the game's `hidden.sampleState`.
 *
 * @param game - a game with `hidden.sampleState`
 * @param options - budget, exploration, seed; see {@link IsmctsOptions}
 * @returns the bot
 * @throws TypeError when the game cannot sample states from a view
 * @example
 * ```ts
 * const bot = ismctsBot(coins, { iterations: 300, seed: 1 });
 * ```
 * @category Bots
 */
export function ismctsBot(game: AnyGame, options: IsmctsOptions = {}): Bot {
  const sample = game.hidden.sampleState;
  if (!sample)
    throw new TypeError(`ismctsBot: the game '${game.id}' cannot sample states (hidden.sampleState)`);
  const enc = game.encoding;
  const keyOf: (m: unknown) => number | string = enc ? (m) => enc.encodeMove(m) : (m) => game.moveKey(m);
  const iterations = options.iterations ?? 200;
  const timeMs = options.timeMs;
  const c = options.exploration ?? 0.7;
  const hook = options.evaluate === undefined && options.gameEvaluation !== false ? game.evaluate : undefined;
  const maxPlayout = options.maxPlayoutMoves ?? (hook ? EVALUATION_CUTOFF : 2000);
  const evaluate =
    options.evaluate ??
    (hook
      ? (g: AnyGame, st: unknown, over: boolean) => (over ? defaultEvaluate(g, st, true) : hook(st))
      : defaultEvaluate);
  const own = options.seed === undefined ? null : Rng.fromSeed(options.seed);
  const policy = options.playout === 'random' ? undefined : game.heuristic;
  if (options.playout === 'heuristic' && !policy) {
    throw new TypeError(`ismctsBot: the game '${game.id}' has no heuristic for heuristic playouts`);
  }
  const epsilon = options.epsilon ?? 0.1;
  const bias = game.heuristic ? (options.bias ?? 1) : 0;

  return (view, legalMoves, given, seat) => {
    if (legalMoves.length === 1) return legalMoves[0];
    const rng = own ?? given;
    const started = Date.now();
    const root = new Node(null, -1, null, seat);
    const favourite = bias > 0 && game.heuristic ? keyOf(game.heuristic(view, legalMoves, rng)) : null;
    let moves = 0;
    let it = 0;
    for (; timeMs === undefined ? it < iterations : it === 0 || Date.now() - started < timeMs; it++) {
      const sim = createSimulator(game, cloneJson(sample(view, seat, rng)), { adopt: true });
      let node = root;
      // Selection and expansion.
      while (!sim.isOver()) {
        const legal = node === root ? legalMoves : sim.legalMoves();
        const actor = sim.toAct()!;
        const untried: number[] = [];
        let best: Node | null = null;
        let bestMove: unknown = null;
        let bestValue = Number.NEGATIVE_INFINITY;
        const keys = legal.map(keyOf);
        for (let i = 0; i < legal.length; i++) {
          const child = node.children.get(keys[i]!);
          if (child === undefined) {
            untried.push(i);
            continue;
          }
          child.available++;
          let value = child.reward / child.visits + c * Math.sqrt(Math.log(child.available) / child.visits);
          if (node === root && child.key === favourite) value += bias / (child.visits + 1);
          if (value > bestValue) {
            bestValue = value;
            best = child;
            bestMove = legal[i];
          }
        }
        if (untried.length > 0) {
          // The heuristic's move is expanded first at the root.
          const fav =
            node === root && favourite !== null ? untried.find((j) => keys[j] === favourite) : undefined;
          const i = fav ?? untried[rng.int(untried.length)]!;
          const child = new Node(node, keys[i]!, legal[i], actor);
          child.available = 1;
          node.children.set(child.key, child);
          sim.apply(legal[i]);
          moves++;
          node = child;
          break;
        }
        sim.apply(bestMove);
        moves++;
        node = best!;
      }
      // Playout.
      if (policy) {
        for (let k = 0; k < maxPlayout && !sim.isOver(); k++) {
          const legal = sim.legalMoves();
          const actor = sim.toAct()!;
          sim.apply(
            legal.length === 1 || rng.next() < epsilon
              ? legal[rng.int(legal.length)]
              : policy(sim.view(actor), legal, rng),
          );
          moves++;
        }
      } else moves += sim.playout(rng, maxPlayout);
      const rewards = evaluate(game, sim.state, sim.isOver());
      // Backpropagation.
      for (let n: Node | null = node; n !== null && n !== root; n = n.parent) {
        n.visits++;
        n.reward += rewards[n.player] ?? 0;
      }
      root.visits++;
    }
    let choice: Node | null = null;
    for (const child of root.children.values())
      if (choice === null || child.visits > choice.visits) choice = child;
    options.onSearch?.({ iterations: it, moves, ms: Date.now() - started });
    const key = choice?.key;
    return legalMoves.find((m) => keyOf(m) === key) ?? legalMoves[0];
  };
}
