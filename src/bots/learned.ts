/**
 * A bot that plays a small trained policy network: the game's observation goes through a few dense layers, and every
 * legal action gets a score from the action head. Plain TypeScript arithmetic on typed arrays, the same in Node and
 * in the browser; the weights are plain data (see {@link PolicyWeights}), written by the training command in
 * `python/training`.
 * @module
 */
import { type AnyGame, Rng } from '../core/index.js';
import type { Bot } from './types.js';

/**
 * One dense layer: `out = W · in + b`, `W` stored as signed bytes times `scale` (row-major, `rows × cols`).
 * @category Bots
 */
export interface DenseWeights {
  /** Output size. */
  readonly rows: number;
  /** Input size. */
  readonly cols: number;
  /** The factor every stored byte is multiplied by. */
  readonly scale: number;
  /** `rows × cols` signed bytes, base64. */
  readonly weights: string;
  /** `rows` float32 numbers (little-endian), base64. */
  readonly bias: string;
}

/**
 * The action-embedding term of a policy's head (weights format 2). Action `a` is written as its digits one-hot, one
 * block of `radix[k]` columns per digit (so `actions.cols` is the sum of the radices); `actions` with a ReLU turns
 * that into the action's embedding, `query` (no ReLU) turns the last hidden layer into a vector of the same size, and
 * their dot product is added to the action's score. Unlike the digit tables' sum, it can prefer a pair of digits that
 * neither digit prefers alone.
 * @category Bots
 */
export interface PolicyEmbedding {
  /** The action's digits, one-hot, to its embedding (followed by a ReLU). */
  readonly actions: DenseWeights;
  /** The last hidden layer to the query the embeddings are multiplied with. */
  readonly query: DenseWeights;
}

/**
 * A trained policy for one game. The action head scores action `a` as the sum, over the digits `d_k` of `a` written
 * in the mixed radix `head.radix` (least significant digit first), of row `d_k` of table `k` applied to the last
 * hidden layer: a large action space costs the sum of its radices in rows, not its size. In format 2 the head also
 * has an action-embedding term ({@link PolicyEmbedding}), added to that sum. In format 3 the head also reads the game's
 * heuristic: `head.heuristic`, a dense layer of the last hidden layer to one number, is added to the score of the
 * action the game's heuristic picks in the position (asked with a random stream seeded {@link HEURISTIC_SEED}, so the
 * same view always names the same action); format 3 may have the action-embedding term or not.
 * @category Bots
 */
export interface PolicyWeights {
  /** The format's version: 1 with the digit tables only, 2 with the action-embedding term, 3 reading the heuristic. */
  readonly format: 1 | 2 | 3;
  /** The game's id. */
  readonly game: string;
  /** The length of the observations it reads (the game's `encoding.observationSize`). */
  readonly observationSize: number;
  /** The size of the action space it scores (the game's `encoding.actionCount`). */
  readonly actionCount: number;
  /** Hidden layers, each followed by a ReLU. */
  readonly layers: readonly DenseWeights[];
  /** The action head: one table per digit, and in format 2 the action-embedding term. */
  readonly head: {
    readonly radix: readonly number[];
    readonly tables: readonly DenseWeights[];
    readonly embed?: PolicyEmbedding;
    /** Format 3: the last hidden layer to the number added to the score of the heuristic's action (one row). */
    readonly heuristic?: DenseWeights;
  };
  /** How the weights were made (command, seed, teacher, data), for the record. */
  readonly trained?: Readonly<Record<string, unknown>>;
}

/** A dense layer decoded into typed arrays. */
interface Dense {
  readonly rows: number;
  readonly cols: number;
  readonly w: Float32Array;
  readonly b: Float32Array;
}

/**
 * The seed of the random stream the learned bot gives the game's heuristic when its weights read it (format 3); the
 * training asks the engine's heuristic with the same seed.
 * @category Bots
 */
export const HEURISTIC_SEED = 'learned';

/**
 * A decoded policy, ready to run.
 * @category Bots
 */
export interface Policy {
  /** The weights it was decoded from. */
  readonly weights: PolicyWeights;
  /** Whether it reads the heuristic's action (format 3): then {@link Policy.scores} needs it. */
  readonly readsHeuristic: boolean;
  /**
   * The scores of some actions for one observation (higher is better).
   * @param observation - `observationSize` numbers
   * @param actions - action integers
   * @param heuristic - the action the game's heuristic picks (required when {@link Policy.readsHeuristic})
   * @returns one score per action
   * @throws TypeError when the policy reads the heuristic and `heuristic` is missing
   */
  scores(observation: Float32Array, actions: readonly number[], heuristic?: number): Float32Array;
}

function bytesOf(base64: string): Uint8Array {
  const text = atob(base64);
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}

function decodeDense(d: DenseWeights, where: string): Dense {
  const raw = bytesOf(d.weights);
  const bias = bytesOf(d.bias);
  if (raw.length !== d.rows * d.cols || bias.length !== 4 * d.rows) {
    throw new RangeError(`policy weights: ${where} holds ${raw.length} weights for ${d.rows} × ${d.cols}`);
  }
  const w = new Float32Array(raw.length);
  const signed = new Int8Array(raw.buffer, raw.byteOffset, raw.length);
  for (let i = 0; i < signed.length; i++) w[i] = signed[i]! * d.scale;
  const b = new Float32Array(d.rows);
  const view = new DataView(bias.buffer, bias.byteOffset, bias.length);
  for (let i = 0; i < d.rows; i++) b[i] = view.getFloat32(4 * i, true);
  return { rows: d.rows, cols: d.cols, w, b };
}

function apply(layer: Dense, input: Float32Array, relu: boolean): Float32Array {
  const out = new Float32Array(layer.rows);
  const { rows, cols, w, b } = layer;
  for (let r = 0; r < rows; r++) {
    let sum = b[r]!;
    const at = r * cols;
    for (let c = 0; c < cols; c++) sum += w[at + c]! * input[c]!;
    out[r] = relu && sum < 0 ? 0 : sum;
  }
  return out;
}

/**
 * Decodes policy weights (checking their sizes against each other).
 * @param weights - the weights, as the training command writes them
 * @returns the policy
 * @throws RangeError when the sizes do not fit together
 * @category Bots
 */
export function decodePolicy(weights: PolicyWeights): Policy {
  const layers = weights.layers.map((l, i) => decodeDense(l, `layer ${i}`));
  const tables = weights.head.tables.map((t, i) => decodeDense(t, `head table ${i}`));
  let width = weights.observationSize;
  for (const [i, l] of layers.entries()) {
    if (l.cols !== width)
      throw new RangeError(`policy weights: layer ${i} reads ${l.cols} numbers, not ${width}`);
    width = l.rows;
  }
  const radix = weights.head.radix;
  if (radix.length !== tables.length || tables.some((t, i) => t.cols !== width || t.rows !== radix[i])) {
    throw new RangeError('policy weights: the head tables do not fit the radix and the last layer');
  }
  if (radix.reduce((a, r) => a * r, 1) < weights.actionCount) {
    throw new RangeError('policy weights: the radix cannot write every action');
  }
  const embed = weights.head.embed;
  if (weights.format !== 3 && (weights.format === 2) !== (embed !== undefined)) {
    throw new RangeError('policy weights: format 2 has the action-embedding term, format 1 does not');
  }
  if ((weights.format === 3) !== (weights.head.heuristic !== undefined)) {
    throw new RangeError("policy weights: format 3 reads the heuristic's action, formats 1 and 2 do not");
  }
  const follow = weights.head.heuristic && decodeDense(weights.head.heuristic, 'head heuristic');
  if (follow && (follow.rows !== 1 || follow.cols !== width)) {
    throw new RangeError('policy weights: the heuristic term does not fit the last layer');
  }
  const actionsLayer = embed && decodeDense(embed.actions, 'head embedding of actions');
  const queryLayer = embed && decodeDense(embed.query, 'head embedding query');
  if (
    actionsLayer &&
    queryLayer &&
    (actionsLayer.cols !== radix.reduce((a, r) => a + r, 0) ||
      queryLayer.cols !== width ||
      queryLayer.rows !== actionsLayer.rows)
  ) {
    throw new RangeError('policy weights: the action embedding does not fit the radix and the last layer');
  }
  return {
    weights,
    readsHeuristic: follow !== undefined,
    scores(observation, actions, heuristic) {
      if (follow && heuristic === undefined) {
        throw new TypeError("policy: these weights read the heuristic's action; pass it");
      }
      let h = observation;
      for (const l of layers) h = apply(l, h, true);
      const bonus = follow ? apply(follow, h, false)[0]! : 0;
      const digits = tables.map((t) => apply(t, h, false));
      const query = queryLayer && apply(queryLayer, h, false);
      const out = new Float32Array(actions.length);
      const columns: number[] = [];
      for (let i = 0; i < actions.length; i++) {
        let a = actions[i]!;
        let s = 0;
        let block = 0;
        for (let k = 0; k < radix.length; k++) {
          const d = a % radix[k]!;
          s += digits[k]![d]!;
          columns[k] = block + d;
          block += radix[k]!;
          a = Math.floor(a / radix[k]!);
        }
        if (actionsLayer && query) {
          // the embedding: the action's digit columns summed, plus the bias, through a ReLU; dot the query
          const { rows, cols, w, b } = actionsLayer;
          for (let r = 0; r < rows; r++) {
            let e = b[r]!;
            for (let k = 0; k < radix.length; k++) e += w[r * cols + columns[k]!]!;
            if (e > 0) s += e * query[r]!;
          }
        }
        if (follow && actions[i] === heuristic) s += bonus;
        out[i] = s;
      }
      return out;
    },
  };
}

/** Policies already decoded, by their weights: making a bot per match decodes once. */
const decoded = new WeakMap<PolicyWeights, Policy>();

/**
 * A bot that plays a trained policy: the legal move whose action scores highest (the first of equals). It is
 * deterministic: the same view and moves give the same choice. Weights of format 3 also ask the game's heuristic
 * for its move, with a fresh random stream seeded {@link HEURISTIC_SEED}.
 * @param game - a game with an encoding
 * @param weights - the policy's weights for that game
 * @returns the bot
 * @throws TypeError when the game has no encoding, the weights are for another game or encoding, or they read a
 * heuristic the game does not define
 * @category Bots
 */
export function learnedBot(game: AnyGame, weights: PolicyWeights): Bot {
  const enc = game.encoding;
  if (!enc) throw new TypeError(`learnedBot: the game '${game.id}' has no encoding`);
  if (
    weights.game !== game.id ||
    weights.observationSize !== enc.observationSize ||
    weights.actionCount !== enc.actionCount
  ) {
    throw new TypeError(
      `learnedBot: these weights are for '${weights.game}', not for this encoding of '${game.id}'`,
    );
  }
  let policy = decoded.get(weights);
  if (!policy) {
    policy = decodePolicy(weights);
    decoded.set(weights, policy);
  }
  const run = policy;
  const heuristic = game.heuristic;
  if (run.readsHeuristic && !heuristic) {
    throw new TypeError(`learnedBot: these weights read a heuristic, and '${game.id}' defines none`);
  }
  return (view, legalMoves) => {
    if (legalMoves.length === 1) return legalMoves[0];
    const hint =
      run.readsHeuristic && heuristic
        ? enc.encodeMove(heuristic(view, legalMoves, Rng.fromSeed(HEURISTIC_SEED)))
        : undefined;
    const scores = run.scores(
      enc.observe(view),
      legalMoves.map((m) => enc.encodeMove(m)),
      hint,
    );
    let best = 0;
    for (let i = 1; i < scores.length; i++) if (scores[i]! > scores[best]!) best = i;
    return legalMoves[best];
  };
}
