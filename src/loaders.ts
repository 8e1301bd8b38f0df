// Written by `npm run games:sync` from the folders under src/games (the list of games); do not edit by hand.
/**
 * One dynamic import per game, for `loadGame`: a bundler splits each into a chunk of its own. Its type comes from
 * the registry, so a folder without its registry line (or a registry line without its folder) does not compile.
 * @module
 */
import type { Games } from './registry.js';

/** Each game of the registry, imported on demand. */
export const loaders: { readonly [K in keyof Games]: () => Promise<Games[K]> } = {
  bigfish: () => import('./games/bigfish/index.js').then((m) => m.bigfish),
  coins: () => import('./games/coins/index.js').then((m) => m.coins),
  dalmuti: () => import('./games/dalmuti/index.js').then((m) => m.dalmuti),
  linko: () => import('./games/linko/index.js').then((m) => m.linko),
};
