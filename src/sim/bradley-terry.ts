/**
 * A Bradley–Terry fit of pairwise results, on the Elo scale, with 95% intervals from the Fisher information.
 * @module
 */

/** One pair's results: `a` scored `scoreA` out of `games` against `b` (draws count as halves). */
export interface PairResult {
  /** The index of the first player. */
  readonly a: number;
  /** The index of the second player. */
  readonly b: number;
  /** How many games they played. */
  readonly games: number;
  /** What `a` scored, between 0 and `games`. */
  readonly scoreA: number;
}

/** A player's fitted rating. */
export interface Rating {
  /** Elo-scale rating (400 points = 10:1 odds), the anchor player at 0. */
  readonly rating: number;
  /** The half width of the 95% interval (1.96 standard errors; 0 for the anchor, whose rating is fixed). */
  readonly ci95: number;
}

const ELO = 400 / Math.LN10;

/**
 * Fits Bradley–Terry strengths `P(i beats j) = 1 / (1 + exp(θj − θi))` by maximum likelihood (Newton's method, with
 * a small prior of one drawn game against the anchor per player so that a player who won or lost everything still
 * gets a finite rating). Ratings are `θ · 400 / ln 10` (Elo points) relative to the anchor. The 95% intervals are
 * ±1.96 standard errors from the inverse of the observed Fisher information with the anchor held fixed.
 * @param players - how many players
 * @param pairs - the results
 * @param anchor - the player rated 0 @defaultValue 0
 * @returns one rating per player
 * @example
 * ```ts
 * bradleyTerry(2, [{ a: 0, b: 1, games: 100, scoreA: 24 }]); // player 1 at about +200
 * ```
 * @category Tournaments
 */
export function bradleyTerry(players: number, pairs: readonly PairResult[], anchor = 0): Rating[] {
  const all: PairResult[] = [...pairs];
  for (let i = 0; i < players; i++) if (i !== anchor) all.push({ a: i, b: anchor, games: 1, scoreA: 0.5 });
  const theta = new Array<number>(players).fill(0);
  const free = [...Array(players).keys()].filter((i) => i !== anchor);
  let info: number[][] = [];
  for (let step = 0; step < 100; step++) {
    const grad = new Array<number>(players).fill(0);
    const h = Array.from({ length: players }, () => new Array<number>(players).fill(0));
    for (const p of all) {
      const q = 1 / (1 + Math.exp(theta[p.b]! - theta[p.a]!));
      const g = p.scoreA - p.games * q;
      grad[p.a]! += g;
      grad[p.b]! -= g;
      const w = p.games * q * (1 - q);
      h[p.a]![p.a]! += w;
      h[p.b]![p.b]! += w;
      h[p.a]![p.b]! -= w;
      h[p.b]![p.a]! -= w;
    }
    info = free.map((i) => free.map((j) => h[i]![j]!));
    const delta = solve(
      info,
      free.map((i) => grad[i]!),
    );
    let moved = 0;
    free.forEach((i, k) => {
      theta[i]! += delta[k]!;
      moved = Math.max(moved, Math.abs(delta[k]!));
    });
    if (moved < 1e-10) break;
  }
  const cov = inverse(info);
  return theta.map((t, i) => {
    const k = free.indexOf(i);
    return { rating: t * ELO, ci95: k < 0 ? 0 : 1.96 * Math.sqrt(Math.max(0, cov[k]![k]!)) * ELO };
  });
}

/** Solves `m x = v` by Gauss–Jordan elimination with partial pivoting. */
function solve(m: readonly (readonly number[])[], v: readonly number[]): number[] {
  const n = v.length;
  const a = m.map((row, i) => [...row, v[i]!]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[p]![c]!)) p = r;
    [a[c], a[p]] = [a[p]!, a[c]!];
    const d = a[c]![c]!;
    for (let k = c; k <= n; k++) a[c]![k]! /= d;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = a[r]![c]!;
      for (let k = c; k <= n; k++) a[r]![k]! -= f * a[c]![k]!;
    }
  }
  return a.map((row) => row[n]!);
}

function inverse(m: readonly (readonly number[])[]): number[][] {
  const n = m.length;
  const cols = Array.from({ length: n }, (_, j) =>
    solve(
      m,
      Array.from({ length: n }, (_, i) => (i === j ? 1 : 0)),
    ),
  );
  return Array.from({ length: n }, (_, i) => cols.map((col) => col[i]!));
}
